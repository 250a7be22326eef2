import { inject, injectable, optional } from 'inversify';
import type { BackendUserStatus } from '../../core/access/access.model';
import type { Session } from '../../core/auth/auth.model';
import type { PaymentSubmission, ServerReply } from '../../core/payment/payment.model';
import { checkPaymentSubmission } from '../../core/payment/payment.validation';
import { Auth } from '../../core/ports/auth.port';
import type { Backend } from '../../core/ports/backend.port';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalPlanStore } from './local-plan-store';

const SUBMITTED = 'Payment submitted for approval';

/**
 * The product backend in local mode: plans, trials and UPI payments in this device's storage,
 * for the signed-in user. Payments wait for the operator at /admin (LocalPaymentDesk).
 */
@injectable()
export class LocalBackend implements Backend {
  private readonly store: LocalPlanStore;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) clock: Clock,
    @inject(Auth) private readonly auth: Auth,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
  }

  // Called straight after sign-up, before the user has signed in, so it needs no session.
  async registerDemo(input: { readonly username: string; readonly email: string }): Promise<void> {
    this.store.registerDemo(input.username, input.email.trim().toLowerCase());
  }

  async getUserStatus(): Promise<BackendUserStatus> {
    const session = await this.signedIn();
    return this.store.statusOf(session.user.id);
  }

  async startFreeTrial(userId: string): Promise<void> {
    await this.signedIn();
    this.store.startTrial(userId);
  }

  async submitPayment(submission: PaymentSubmission): Promise<ServerReply> {
    const session = await this.signedIn();
    const problem = checkPaymentSubmission(submission);
    if (problem) return { success: false, message: problem };
    const notes = submission.notes?.trim() ?? '';
    this.store.addPayment(session.user.id, session.user.email, {
      transactionId: submission.transactionId.trim(),
      bankingName: submission.bankingName.trim(),
      last4: submission.last4,
      amount: submission.amount,
      paymentMethod: 'upi',
      planType: submission.planType,
      ...(notes === '' ? {} : { notes }),
    });
    return { success: true, message: SUBMITTED };
  }

  /** Like the hosted backend's 401 outside payment matters. */
  private async signedIn(): Promise<Session> {
    const session = await this.auth.currentSession();
    if (!session) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    return session;
  }
}
