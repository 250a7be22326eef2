import { inject, injectable, optional } from 'inversify';
import type { BackendUserStatus } from '../../core/access/access.model';
import { SubmitPayment } from '../../core/billing/submit-payment.use-case';
import type { Session } from '../../core/auth/auth.model';
import type { PaymentSubmission, ServerReply } from '../../core/payment/payment.model';
import { Auth } from '../../core/auth/auth.port';
import type { Backend } from '../../core/ports/backend.port';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalPlanStore, type LocalPayment } from './local-plan-store';

/**
 * The product backend in local mode: plans, trials and UPI payments in this device's storage,
 * for the signed-in user. Payments wait for the operator at /admin (LocalPaymentDesk).
 */
@injectable()
export class LocalBackend implements Backend {
  private readonly store: LocalPlanStore;
  private readonly submit: SubmitPayment<LocalPayment>;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(Auth) private readonly auth: Auth,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
    this.submit = new SubmitPayment(this.store);
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

  /** Core's billing workflow over this device's tables, as the server runs it over PostgreSQL. */
  async submitPayment(submission: PaymentSubmission): Promise<ServerReply> {
    const session = await this.signedIn();
    const outcome = await this.submit.execute({ userId: session.user.id, email: session.user.email }, submission, this.clock.now());
    return { success: outcome.kind === 'queued', message: outcome.message };
  }

  /** Like the hosted backend's 401 outside payment matters. */
  private async signedIn(): Promise<Session> {
    const session = await this.auth.currentSession();
    if (!session) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    return session;
  }
}
