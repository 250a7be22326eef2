import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ReviewQueue } from './review-queue.port';
import type { ReviewScheduler } from './review-scheduler.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { REVIEW_RATINGS, type ReviewItem, type ReviewRating } from './review.model';
import { REVIEW_MESSAGES } from './review.messages';

/** The student rated a question they reviewed (Again, Hard, Good, Easy): its next date is scheduled. */
export class RecordReview {
  constructor(
    private readonly auth: Auth,
    private readonly queue: ReviewQueue,
    private readonly scheduler: ReviewScheduler,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly questionId: string; readonly rating: ReviewRating }): Promise<Result<ReviewItem>> {
    if (!(REVIEW_RATINGS as readonly string[]).includes(input.rating)) return fail('validation', REVIEW_MESSAGES.saveFailed);
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', REVIEW_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const item = (await this.queue.list(userId)).find((candidate) => candidate.question.questionId === input.questionId);
      if (!item) return fail('not_found', REVIEW_MESSAGES.notInQueue);
      const reviewed: ReviewItem = { ...item, schedule: await this.scheduler.next(item.schedule, input.rating, this.clock.now()) };
      await this.queue.put(userId, [reviewed]);
      return ok(reviewed);
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('A review was not saved', { code: appError.code, error: appError.message });
      return fail(appError.code, REVIEW_MESSAGES.saveFailed);
    }
  }
}
