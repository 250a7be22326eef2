import type { BackendUserStatus } from '../../core/access/access.model';
import type { PaymentSubmission, ServerReply } from '../../core/payment/payment.model';
import type { Backend } from '../../core/ports/backend.port';
import type { AppError } from '../../core/shared/app-error';

export const FREE_STATUS: BackendUserStatus = { hasActivePlan: false, accountStatus: 'free' };
export const PREMIUM_STATUS: BackendUserStatus = { hasActivePlan: true, accountStatus: 'upgraded' };

/** A Backend whose status and replies a test sets; records every call. */
export class FakeBackend implements Backend {
  status: BackendUserStatus = FREE_STATUS;
  /** Statuses handed out one per call before `status` is used (for polling tests). */
  readonly statusQueue: (BackendUserStatus | AppError)[] = [];
  statusFailure: AppError | null = null;
  demoFailure: AppError | null = null;
  paymentReply: ServerReply | AppError = { success: true, message: 'ok' };
  readonly demoRegistrations: { username: string; email: string }[] = [];
  readonly payments: PaymentSubmission[] = [];
  statusCalls = 0;

  async registerDemo(input: { username: string; email: string }): Promise<void> {
    if (this.demoFailure) throw this.demoFailure;
    this.demoRegistrations.push(input);
  }

  async getUserStatus(): Promise<BackendUserStatus> {
    this.statusCalls += 1;
    const next = this.statusQueue.shift();
    if (next && 'accountStatus' in next) return next;
    if (next) throw next;
    if (this.statusFailure) throw this.statusFailure;
    return this.status;
  }

  async startFreeTrial(_userId: string): Promise<void> {}

  async submitPayment(submission: PaymentSubmission): Promise<ServerReply> {
    this.payments.push(submission);
    if ('code' in this.paymentReply) throw this.paymentReply;
    return this.paymentReply;
  }
}
