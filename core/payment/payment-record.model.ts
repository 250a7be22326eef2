import type { PaymentSubmission } from './payment.model';

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
}

/** One operator decision, from the audit trail. */
export interface OperatorDecision {
  readonly id: string;
  readonly paymentId: string;
  readonly action: 'approve' | 'reject';
  readonly operatorEmail: string | null;
  readonly reason: string | null;
  /** Epoch milliseconds. */
  readonly decidedAt: number;
}
