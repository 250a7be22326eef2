import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { ReviewQueue } from './review-queue.port';
import { ok, type Result } from '../shared/result';
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

  execute(): Promise<Result<ReviewSummary>> {
    const words = { notSignedIn: REVIEW_MESSAGES.notSignedIn, failed: REVIEW_MESSAGES.loadFailed, logged: 'The review queue could not be read' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => ok(summarise(await this.queue.list(session.user.id), this.clock.now())));
  }
}
