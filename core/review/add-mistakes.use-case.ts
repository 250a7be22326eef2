import { fail, ok, type Result } from '../shared/result';
import { isReviewable } from './review-queue.rules';
import type { MistakeSnapshot, ReviewItem } from './review.model';
import { REVIEW_MESSAGES } from './review.messages';
import { ReviewScheduling } from './review-scheduling';

/**
 * Puts the signed-in student's wrong answers into their Mistakes Review queue: the daily quiz,
 * the Question Maker and the diagnostic call it, and so can any other practice (the CLAT mock).
 * A question already queued is not added twice: a new wrong answer rates it Again, so it comes
 * back soon. A new question is due at once.
 */
export class AddMistakes extends ReviewScheduling {
  async execute(input: { readonly mistakes: readonly MistakeSnapshot[] }): Promise<Result<readonly ReviewItem[]>> {
    if (!input.mistakes.every(isReviewable)) return fail('validation', REVIEW_MESSAGES.badQuestion);
    // The last of several answers to one question wins (the same question twice in one call).
    const mistakes = [...new Map(input.mistakes.map((mistake) => [mistake.questionId, mistake])).values()];
    if (mistakes.length === 0) return ok([]);
    return this.forStudent({ failed: REVIEW_MESSAGES.addFailed, logged: 'Wrong answers were not queued for review' }, async (userId) => {
      const now = this.clock.now();
      const queued = new Map((await this.queue.list(userId)).map((item) => [item.question.questionId, item]));
      const items: ReviewItem[] = [];
      for (const question of mistakes) {
        const earlier = queued.get(question.questionId);
        items.push(
          earlier
            ? { question, schedule: await this.scheduler.next(earlier.schedule, 'again', now), addedAt: earlier.addedAt, lastWrongAt: now }
            : { question, schedule: await this.scheduler.fresh(now), addedAt: now, lastWrongAt: now },
        );
      }
      await this.queue.put(userId, items);
      return ok(items);
    });
  }
}
