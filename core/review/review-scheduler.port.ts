import type { ReviewRating, ReviewSchedule } from './review.model';

/** When a question comes back: a spaced-repetition scheduler (FSRS in the app). */
export const ReviewScheduler = Symbol('ReviewScheduler');
export interface ReviewScheduler {
  /** A question never reviewed, due at `now`. */
  fresh(now: number): Promise<ReviewSchedule>;
  /** The schedule after the student rated the question at `now`. */
  next(schedule: ReviewSchedule, rating: ReviewRating, now: number): Promise<ReviewSchedule>;
}
