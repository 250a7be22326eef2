import { inject, injectable, optional } from 'inversify';
import type { BackendUserStatus } from '../../core/access/access.model';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import type { ServerReply } from '../../core/payment/payment.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { AiHost } from '../../core/ports/ai-host.port';
import { Auth } from '../../core/ports/auth.port';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES, PAYMENT_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalPlanStore } from './local-plan-store';

const CONFIRMED = 'Payment confirmed';
const TUTOR_NOT_READY = 'The offline tutor is not available yet.';

/**
 * The AI host in local mode. Payment confirmation and status read the local plan tables; the
 * AI answers will come from the offline tutor, and until it exists they fail honestly rather
 * than invent an answer.
 */
@injectable()
export class LocalAiHost implements AiHost {
  private readonly store: LocalPlanStore;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) clock: Clock,
    @inject(Auth) private readonly auth: Auth,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
  }

  async generateTopicPractice(_request: TopicPracticeRequest): Promise<TopicPracticeResponse> {
    throw new AppError('unavailable', TUTOR_NOT_READY);
  }

  async solveDoubt(_request: DoubtRequest): Promise<DoubtResponse> {
    throw new AppError('unavailable', TUTOR_NOT_READY);
  }

  async getStudyAdvice(_question: string): Promise<string> {
    throw new AppError('unavailable', TUTOR_NOT_READY);
  }

  /** Succeeds once the operator has approved a payment and the plan is running. */
  async confirmPayment(input: { readonly userId: string; readonly amountPaid: number }): Promise<ServerReply> {
    await this.requireSession();
    return this.store.statusOf(input.userId).hasActivePlan
      ? { success: true, message: CONFIRMED }
      : { success: false, message: PAYMENT_MESSAGES.confirmFailed };
  }

  async getUserStatus(userId: string): Promise<BackendUserStatus> {
    await this.requireSession();
    return this.store.statusOf(userId);
  }

  private async requireSession(): Promise<void> {
    if (!(await this.auth.currentSession())) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  }
}
