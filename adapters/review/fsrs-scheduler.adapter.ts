import type * as TsFsrsModule from 'ts-fsrs';
import type { Card, FSRS } from 'ts-fsrs';
import type { ReviewScheduler } from '../../core/review/review-scheduler.port';
import type { ReviewRating, ReviewSchedule, ScheduleState } from '../../core/review/review.model';

type TsFsrs = typeof TsFsrsModule;

const STATES: readonly ScheduleState[] = ['new', 'learning', 'review', 'relearning'];

/**
 * ReviewScheduler on ts-fsrs (FSRS with its default parameters, 90 % retention, no fuzz so the
 * same answers give the same dates). The library is loaded the first time a schedule is needed,
 * so no screen pays for it up front.
 */
export class FsrsReviewScheduler implements ReviewScheduler {
  private library: Promise<{ readonly fsrs: TsFsrs; readonly scheduler: FSRS }> | null = null;

  async fresh(now: number): Promise<ReviewSchedule> {
    const { fsrs } = await this.load();
    return toSchedule(fsrs.createEmptyCard(new Date(now)));
  }

  async next(schedule: ReviewSchedule, rating: ReviewRating, now: number): Promise<ReviewSchedule> {
    const { fsrs, scheduler } = await this.load();
    const grade = ({ again: fsrs.Rating.Again, hard: fsrs.Rating.Hard, good: fsrs.Rating.Good, easy: fsrs.Rating.Easy } as const)[rating];
    return toSchedule(scheduler.next(toCard(schedule), new Date(now), grade).card);
  }

  private load() {
    this.library ??= import('ts-fsrs').then((fsrs) => ({ fsrs, scheduler: fsrs.fsrs({ enable_fuzz: false }) }));
    return this.library;
  }
}

function toSchedule(card: Card): ReviewSchedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state] ?? 'new',
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

function toCard(schedule: ReviewSchedule): Card {
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATES.indexOf(schedule.state),
    ...(schedule.lastReview === null ? {} : { last_review: new Date(schedule.lastReview) }),
  };
}
