import type { Auth } from '../auth/auth.port';
import { asSignedInStudent, type StepWords } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Result } from '../shared/result';
import { REVIEW_MESSAGES } from './review.messages';
import type { ReviewQueue } from './review-queue.port';
import type { ReviewScheduler } from './review-scheduler.port';

/** What the use cases that schedule questions into the student's queue share: its ports and one answer to a signed-out student. */
export abstract class ReviewScheduling {
  constructor(
    protected readonly auth: Auth,
    protected readonly queue: ReviewQueue,
    protected readonly scheduler: ReviewScheduler,
    protected readonly clock: Clock,
    protected readonly logger: Logger,
  ) {}

  /** The step for the signed-in student's id; a failure is logged and shown in `words`. */
  protected forStudent<T>(words: Omit<StepWords, 'notSignedIn'>, step: (userId: string) => Promise<Result<T>>): Promise<Result<T>> {
    return asSignedInStudent(this.auth, this.logger, { notSignedIn: REVIEW_MESSAGES.notSignedIn, ...words }, (session) => step(session.user.id));
  }
}
