import type { PaymentRecord } from '../payment/payment-record.model';

/**
 * The operator's side of UPI payments: in local mode, approvals are made at /admin.
 * Approving grants the plan for its duration (daily 24 hours, monthly 30 days).
 */
export const PaymentDesk = Symbol('PaymentDesk');
export interface PaymentDesk {
  listPayments(): Promise<readonly PaymentRecord[]>;
  approve(paymentId: string): Promise<void>;
  reject(paymentId: string): Promise<void>;
}
