import type { ClatSection } from '../exam/clat-pattern';

/** Where a recorded piece of practice was done. */
export const ACTIVITY_SOURCES = ['question_maker', 'mistakes_review'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

export const ACTIVITY_LIMITS = { topic: 120, answered: 50 } as const;

/** One checked piece of practice: a Question Maker set shown its results, or one reviewed mistake. */
export interface PracticeActivity {
  readonly source: ActivitySource;
  readonly section: ClatSection;
  /** The Question Maker's topic, or the section's name for a reviewed mistake. */
  readonly topic: string;
  /** Questions answered (unanswered ones are not counted). */
  readonly answered: number;
  readonly correct: number;
  /** Epoch ms when it was checked. */
  readonly at: number;
}

/** True when the numbers can be true: 1 to 50 answered, no more correct than answered, a named topic. */
export function isValidActivity(activity: PracticeActivity): boolean {
  const topic = activity.topic.trim();
  return (
    Number.isInteger(activity.answered) &&
    Number.isInteger(activity.correct) &&
    activity.answered >= 1 &&
    activity.answered <= ACTIVITY_LIMITS.answered &&
    activity.correct >= 0 &&
    activity.correct <= activity.answered &&
    topic.length >= 1 &&
    topic.length <= ACTIVITY_LIMITS.topic &&
    Number.isFinite(activity.at)
  );
}
