import type { WeekKey } from './week.rules';
import type { ClatSection } from '../exam/clat-pattern';

/** Questions done in the week, by where they were done. */
export interface QuestionsDone {
  readonly questionMaker: number;
  readonly dailyQuiz: number;
  readonly fullMocks: number;
  readonly mistakesReviewed: number;
  readonly total: number;
}

/** One CLAT section's week: answered, correct, and accuracy (null when nothing was answered). */
export interface SectionAccuracy {
  readonly section: ClatSection;
  readonly answered: number;
  readonly correct: number;
  /** 0 to 100, rounded; null with nothing answered. */
  readonly accuracy: number | null;
}

/** A full mock handed in during the week. */
export interface WeekMock {
  readonly submittedAt: number;
  readonly marks: number;
  readonly questions: number;
  readonly rank: number;
  readonly rankLow: number;
  readonly rankHigh: number;
  /** The NLUs the rank reaches, in one sentence (may be empty). */
  readonly nluSummary: string;
}

/** What to do about a weak topic, and which tool does it. */
export type NextStep =
  | { readonly tool: 'conceptExplainer'; readonly text: string }
  | { readonly tool: 'topicPractice'; readonly text: string; readonly section: ClatSection; readonly topic: string }
  | { readonly tool: 'mistakesReview'; readonly text: string };

export interface WeakTopic {
  readonly section: ClatSection;
  readonly topic: string;
  readonly answered: number;
  readonly correct: number;
  readonly accuracy: number;
  readonly nextStep: NextStep;
}

export interface WeeklyReport {
  readonly week: WeekKey;
  /** 'Mon 23 Nov to Sun 29 Nov 2026'. */
  readonly label: string;
  readonly questions: QuestionsDone;
  /** The five CLAT sections, in the paper's order. */
  readonly sections: readonly SectionAccuracy[];
  /** Oldest first. */
  readonly mocks: readonly WeekMock[];
  /** Daily quizzes taken that week. */
  readonly quizzesTaken: number;
  /** The daily-quiz streak at the end of the week (today, for this week). */
  readonly streak: number;
  /** Up to three, weakest first. */
  readonly weakTopics: readonly WeakTopic[];
  /** Why fewer than three weak topics are named, in plain words; null when three are. */
  readonly weakTopicsNote: string | null;
  /** Nothing at all was done that week. */
  readonly empty: boolean;
}

/** A report with the weeks around it, for the page's links. */
export interface WeeklyReportPage {
  readonly report: WeeklyReport;
  readonly thisWeek: WeekKey;
  readonly previous: WeekKey;
  /** Null for the current week: the next has not started. */
  readonly next: WeekKey | null;
}
