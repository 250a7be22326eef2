import { fail, ok, type Result } from '../shared/result';
import { REVIEW_RATINGS, type ReviewItem, type ReviewRating } from './review.model';
import { REVIEW_MESSAGES } from './review.messages';
import { ReviewScheduling } from './review-scheduling';

/** The student rated a question they reviewed (Again, Hard, Good, Easy): its next date is scheduled. */
export class RecordReview extends ReviewScheduling {
  async execute(input: { readonly questionId: string; readonly rating: ReviewRating }): Promise<Result<ReviewItem>> {
    if (!(REVIEW_RATINGS as readonly string[]).includes(input.rating)) return fail('validation', REVIEW_MESSAGES.saveFailed);
    return this.forStudent({ failed: REVIEW_MESSAGES.saveFailed, logged: 'A review was not saved' }, async (userId) => {
      const item = (await this.queue.list(userId)).find((candidate) => candidate.question.questionId === input.questionId);
      if (!item) return fail('not_found', REVIEW_MESSAGES.notInQueue);
      const reviewed: ReviewItem = { ...item, schedule: await this.scheduler.next(item.schedule, input.rating, this.clock.now()) };
      await this.queue.put(userId, [reviewed]);
      return ok(reviewed);
    });
  }
}
