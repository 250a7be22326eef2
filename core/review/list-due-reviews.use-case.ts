import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ReviewQueue } from './review-queue.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { summarise } from './review-queue.rules';
import type { ReviewSummary } from './review.model';
import { REVIEW_MESSAGES } from './review.messages';

/** The signed-in student's queue now: what is due, how many in all, and when the next comes due. */
export class ListDueReviews {
  constructor(
    private readonly auth: Auth,
    private readonly queue: ReviewQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<ReviewSummary>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', REVIEW_MESSAGES.notSignedIn);
      return ok(summarise(await this.queue.list(session.user.id), this.clock.now()));
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('The review queue could not be read', { code: appError.code, error: appError.message });
      return fail(appError.code, REVIEW_MESSAGES.loadFailed);
    }
  }
}
