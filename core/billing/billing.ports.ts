import type { Feature, UsageCounters } from '../access/access.model';
import type { PaymentState } from '../payment/payment-record.model';
import type { PlanKey } from '../payment/payment.model';
import type { HeldPlan, PlanGrant } from './plan-grant.rules';

/**
 * What the billing workflow needs from wherever payments, plans and uses are kept: PostgreSQL
 * on the server, this browser's storage in local mode. Each port is one capability; times are
 * epoch milliseconds.
 */

/** Who acts: the verified token's student or operator on the server, the session in local mode. */
export interface Account {
  readonly userId: string;
  /** Null where the token carries none. */
  readonly email: string | null;
}

/** What the workflow reads of a stored payment; each store returns its own richer record. */
export interface PaymentRef {
  readonly id: string;
  readonly userId: string;
  readonly plan: PlanKey;
  readonly state: PaymentState;
}

/** A payment to queue for the operator, priced by core from the plan. */
export interface NewPayment {
  readonly account: Account;
  readonly plan: PlanKey;
  readonly amount: number;
  readonly transactionId: string;
  readonly bankingName: string;
  readonly last4: string;
  readonly notes: string | null;
  readonly submittedAt: number;
}

export interface PlanAndUsage {
  readonly plan: PlanGrant | null;
  /** Uses of the allowance in force, counted since the last approved payment. */
  readonly usage: UsageCounters;
}

/** Uses a student may take of one feature: without a running plan, and with one. */
export interface Allowance {
  readonly free: number;
  readonly paid: number;
}

/** The plan a student holds and the uses counted against it. */
export interface Entitlements {
  planAndUsage(userId: string): Promise<PlanAndUsage>;
  /**
   * Counts one use when fewer than the allowance of the plan in force at `now` are used, as one
   * step that no parallel call can split; the uses counted now, or null when none is left.
   */
  take(userId: string, feature: Feature, allowance: Allowance, now: number): Promise<number | null>;
  /** Uncounts a use that bought no answer (never below zero). */
  giveBack(userId: string, feature: Feature): Promise<void>;
}

export type ConfirmationOutcome = 'confirmed' | 'already_confirmed' | 'nothing_approved';

/** Payments as the student sends and confirms them. */
export interface Payments<P extends PaymentRef> {
  /** Queues a payment; a repeat of one still pending (same plan and last 4 digits) returns that one. */
  queue(payment: NewPayment): Promise<{ readonly payment: P; readonly repeated: boolean }>;
  /** Marks the student's approved, unconfirmed payments, when the plan they granted runs at `now`. */
  confirmApproved(userId: string, now: number): Promise<ConfirmationOutcome>;
}

export interface RecordedDecision {
  readonly action: 'approve' | 'reject';
  readonly operator: Account;
  readonly reason: string | null;
  readonly at: number;
}

/** What a decision may write, all of it kept together or none of it. */
export interface DecisionDesk<P extends PaymentRef> {
  planOf(userId: string): Promise<HeldPlan | null>;
  savePlan(userId: string, plan: HeldPlan, now: number): Promise<void>;
  /** Starts the uses of the plan's allowance again from zero. */
  restartAllowance(userId: string, now: number): Promise<void>;
  /** Marks the payment decided and enters the decision in the operators' audit trail. */
  record(paymentId: string, decision: RecordedDecision): Promise<P>;
}

/** The operator's decisions on payments. */
export interface PaymentDecisions<P extends PaymentRef> {
  /**
   * Runs `work` on the payment (null when there is none): no other decision on the same payment,
   * and no other plan for the same student, comes between its reads and its writes, and what it
   * writes through the desk is kept together or not at all.
   */
  decide<T>(paymentId: string, work: (payment: P | null, desk: DecisionDesk<P>) => Promise<T>): Promise<T>;
}
