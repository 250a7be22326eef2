/** How well the student knew a question when it came back (FSRS's four grades). */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** The buttons' words, in order. */
export const RATING_LABELS: Readonly<Record<ReviewRating, string>> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

/** Where a wrong answer came from. */
export const MISTAKE_SOURCES = ['daily_quiz', 'question_maker', 'diagnostic', 'mock'] as const;
export type MistakeSource = (typeof MISTAKE_SOURCES)[number];

/** The longest texts a saved question keeps (a CLAT passage is well under the passage limit). */
export const MISTAKE_LIMITS = { id: 120, passage: 6_000, stem: 2_000, option: 600, explanation: 4_000, subject: 80 } as const;

/**
 * A question answered wrongly, saved whole so it can be asked again later even when its source
 * (a generated set, a day's quiz) is gone.
 */
export interface MistakeSnapshot {
  readonly questionId: string;
  /** The passage or excerpt it is answered from; null when the question stands alone. */
  readonly passage: string | null;
  readonly stem: string;
  /** Four options, A to D. */
  readonly options: readonly string[];
  /** 0 to 3. */
  readonly correctIndex: number;
  readonly explanation: string;
  /** e.g. 'General Knowledge', 'Legal Reasoning'. */
  readonly subject: string;
  readonly source: MistakeSource;
}

/** Where a question stands in its schedule: a plain copy of the scheduler's card. */
export type ScheduleState = 'new' | 'learning' | 'review' | 'relearning';
export interface ReviewSchedule {
  /** Epoch ms when it is next due. */
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsedDays: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: ScheduleState;
  /** Epoch ms of the last review or mistake; null before any. */
  readonly lastReview: number | null;
}

/** One question in a student's review queue: at most one per question. */
export interface ReviewItem {
  readonly question: MistakeSnapshot;
  readonly schedule: ReviewSchedule;
  /** Epoch ms when it first went into the queue. */
  readonly addedAt: number;
  /** Epoch ms of the latest wrong answer to it. */
  readonly lastWrongAt: number;
}

/** What the Mistakes Review card and screen show. */
export interface ReviewSummary {
  /** Due now, the most overdue first. */
  readonly due: readonly ReviewItem[];
  /** Questions in the queue. */
  readonly total: number;
  /** Epoch ms when the next question not yet due comes due; null when none is waiting. */
  readonly nextDueAt: number | null;
}
