import { inject, injectable, optional } from 'inversify';
import type { BackendUserStatus } from '../../core/access/access.model';
import { ConfirmPayment } from '../../core/billing/confirm-payment.use-case';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { ServerReply } from '../../core/payment/payment.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { AiHost } from '../../core/ports/ai-host.port';
import { Auth } from '../../core/auth/auth.port';
import { Clock } from '../../core/ports/clock.port';
import { Database } from '../../core/ports/database.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalDatabase } from './local-database.adapter';
import { LocalPlanStore, type LocalPayment } from './local-plan-store';
import type { LocalTutor } from './local-tutor';

export const TUTOR_LOAD_FAILED = 'The offline tutor could not be loaded. Please try again.';

/**
 * The AI host in local mode. Payment confirmation and status read the local plan tables; the
 * AI answers come from the offline tutor, imported on the first AI request so that no page
 * pays for it before a student asks.
 */
@injectable()
export class LocalAiHost implements AiHost {
  private readonly store: LocalPlanStore;
  private readonly confirm: ConfirmPayment<LocalPayment>;
  private tutor: Promise<LocalTutor> | null = null;

  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(Auth) private readonly auth: Auth,
    @inject(Logger) @optional() private readonly logger: Logger = new ConsoleLogger(),
    // Study advice reads the student's profile; local mode's own tables when none is bound.
    @inject(Database) @optional() private readonly database: Database = new LocalDatabase(storage, clock, logger),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
    this.confirm = new ConfirmPayment(this.store);
  }

  async generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse> {
    return (await this.offlineTutor()).generateTopicPractice(request);
  }

  async solveDoubt(request: DoubtRequest): Promise<DoubtResponse> {
    return (await this.offlineTutor()).solveDoubt(request);
  }

  async getStudyAdvice(question: string): Promise<string> {
    return (await this.offlineTutor()).getStudyAdvice(question);
  }

  /** Core's billing workflow: succeeds once the operator has approved a payment and its plan runs; what was paid is read from the records. */
  async confirmPayment(input: { readonly userId: string; readonly amountPaid: number }): Promise<ServerReply> {
    await this.requireSession();
    return this.confirm.execute(input.userId, this.clock.now());
  }

  async getUserStatus(userId: string): Promise<BackendUserStatus> {
    await this.requireSession();
    return this.store.statusOf(userId);
  }

  private async requireSession(): Promise<void> {
    if (!(await this.auth.currentSession())) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  }

  private offlineTutor(): Promise<LocalTutor> {
    this.tutor ??= import('./local-tutor').then(
      ({ LocalTutor }) => new LocalTutor(this.storage, this.database, this.auth, this.logger),
      (error: unknown) => {
        // A chunk that failed to download may arrive on the next try.
        this.tutor = null;
        this.logger.error('Could not load the offline tutor', { error: String(error) });
        throw new AppError('unavailable', TUTOR_LOAD_FAILED);
      },
    );
    return this.tutor;
  }
}
