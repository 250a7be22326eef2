import type { OperatorDecision, PaymentRecord, PaymentState } from './payment-record.model';

/**
 * The operator's side of UPI payments: at /admin, kept in this browser in
 * local mode and by the NyayaPath server in hosted mode. Approving grants the plan for its
 * duration (daily 24 hours, monthly 30 days). The server refuses anyone but an operator with
 * AppError 'forbidden', and a missing or expired session with 'session_expired'.
 */
export const PaymentDesk = Symbol('PaymentDesk');
export interface PaymentDesk {
  /** Newest first; only those in `state` when given (the console polls the pending queue). */
  listPayments(state?: PaymentState): Promise<readonly PaymentRecord[]>;
  approve(paymentId: string): Promise<void>;
  reject(paymentId: string, reason: string): Promise<void>;
  /** The most recent decisions, newest first. */
  recentDecisions(): Promise<readonly OperatorDecision[]>;
}
