/** Questions in a day's quiz. A smaller bank gives fewer. */
export const QUIZ_LENGTH = 10;

/** How far back the history shown to a student reaches, today included. */
export const HISTORY_DAYS = 30;

/** A calendar day in India, 'YYYY-MM-DD' (see quiz-day.rules.ts). */
export type QuizDate = string;

export type QuizOptions = readonly [string, string, string, string];

/** A question as the student sees it before submitting: no answer, no explanation. */
export interface QuizQuestion {
  /** Stable across days and deployments, e.g. 'gk-g20-summit-1-q3'. */
  readonly id: string;
  /** The bank topic it comes from, e.g. 'G20 Summit'. */
  readonly topic: string;
  /**
   * The sentences of its news passage the question refers to, as context; never the one that
   * answers it. Null when the question needs none.
   */
  readonly cue: string | null;
  readonly question: string;
  readonly options: QuizOptions;
}

/** The quiz of the day: every student gets the same questions on the same day. */
export interface DailyQuiz {
  readonly date: QuizDate;
  readonly questions: readonly QuizQuestion[];
}

/** A public report behind a question: its address and the day it was published ('YYYY-MM-DD'). */
export interface QuizSource {
  readonly url: string;
  readonly date: string;
}

/** The answer to one question, revealed only after the day's attempt is submitted. */
export interface QuizKeyEntry {
  readonly questionId: string;
  /** 0 to 3. */
  readonly answerIndex: number;
  readonly explanation: string;
  /** The reports the question's facts come from; none for long-established facts. */
  readonly sources: readonly QuizSource[];
}

/** Question id to the chosen option index (0 to 3). */
export type QuizAnswers = Readonly<Record<string, number>>;

/** A row of the student's quiz history: one per day at most. */
export interface QuizAttempt {
  readonly date: QuizDate;
  readonly answers: QuizAnswers;
  readonly score: number;
  readonly total: number;
  /** ISO date-time. */
  readonly submittedAt: string;
}

/** A submitted attempt with the day's answers and explanations. */
export interface MarkedQuiz {
  readonly attempt: QuizAttempt;
  readonly key: readonly QuizKeyEntry[];
}

export interface QuizSubmission {
  readonly userId: string;
  readonly date: QuizDate;
  readonly answers: QuizAnswers;
}

/** What the student sees of the daily quiz: today's attempt if any, the last 30 days, the streak. */
export interface QuizRecord {
  readonly today: QuizDate;
  /** Today's attempt, or null while it is still to take. */
  readonly todaysAttempt: QuizAttempt | null;
  /** Newest first, within HISTORY_DAYS. */
  readonly history: readonly QuizAttempt[];
  /** Consecutive days with an attempt, up to today (or yesterday while today is still open). */
  readonly streak: number;
}
