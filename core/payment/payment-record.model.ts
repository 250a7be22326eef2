import type { PaymentSubmission, PlanKey } from './payment.model';

export type PaymentState = 'pending' | 'approved' | 'rejected';

/** A submitted payment as the operator sees it. */
export interface PaymentRecord {
  readonly id: string;
  readonly userId: string;
  readonly email: string;
  readonly submission: PaymentSubmission;
  readonly state: PaymentState;
  /** Epoch milliseconds. */
  readonly submittedAt: number;
  readonly decidedAt: number | null;
  /** Why it was rejected; null otherwise. */
  readonly reason?: string | null;
  /** The operator who decided it, where the backend records one. */
  readonly reviewerEmail?: string | null;
  /** When the student's app confirmed the approval (epoch milliseconds), where the backend keeps it. */
  readonly confirmedAt?: number | null;
}

/** One operator decision, from the audit trail. */
export interface OperatorDecision {
  readonly id: string;
  readonly paymentId: string;
  readonly action: 'approve' | 'reject';
  /** The payment decided: whose, for which plan, how much (rupees); null where the record is gone. */
  readonly studentEmail: string | null;
  readonly plan: PlanKey | null;
  readonly amount: number | null;
  readonly operatorEmail: string | null;
  readonly reason: string | null;
  /** Epoch milliseconds. */
  readonly decidedAt: number;
}
