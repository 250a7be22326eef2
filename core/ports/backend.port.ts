import type { BackendUserStatus } from '../access/access.model';
import type { PaymentSubmission, ServerReply } from '../payment/payment.model';

/**
 * The product backend: plans, trials and payments for the signed-in user. A 401 becomes
 * AppError 'payment_required' (payment, upgrade or trial matters) or 'session_expired'.
 */
export const Backend = Symbol('Backend');
export interface Backend {
  /** Registers the user with the backend after sign-up; the adapter supplies the demo password. */
  registerDemo(input: { readonly username: string; readonly email: string }): Promise<void>;
  getUserStatus(): Promise<BackendUserStatus>;
  startFreeTrial(userId: string): Promise<void>;
  submitPayment(submission: PaymentSubmission): Promise<ServerReply>;
}
