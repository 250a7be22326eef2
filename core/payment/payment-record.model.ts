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
}
