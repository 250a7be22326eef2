import type { ClatSection } from '../exam/clat-pattern';
import type { MockPaper, SectionMarks } from '../mock/mock.model';
import type { DataFigure } from '../practice/data-figure';

/** The letters of a question's four options, as the exam prints them. */
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/** A student's answers so far: question number ('1' to '120') to the letter chosen; an unanswered question is absent. */
export type SeriesAnswers = Readonly<Record<string, AnswerLetter>>;

/** Where a paper stands by the server's clock. */
export type PaperState = 'upcoming' | 'open' | 'closed';

/** A scheduled paper: the same 120 questions for every taker, in its window. */
export interface SeriesPaper {
  readonly id: string;
  readonly title: string;
  /** Epoch ms. */
  readonly opensAt: number;
  readonly closesAt: number;
  readonly paper: MockPaper;
  readonly createdBy: string;
}

export type NewSeriesPaper = Omit<SeriesPaper, 'id'>;

/** A paper as the schedule lists it, with how many sat it. */
export interface SeriesPaperListing {
  readonly id: string;
  readonly title: string;
  readonly opensAt: number;
  readonly closesAt: number;
  /** Submitted attempts. */
  readonly takers: number;
  /** Attempts started and not yet submitted. */
  readonly inProgress: number;
}

/** One section's marks in a series attempt: the full mock's, without the time spent (the server marks the answers alone). */
export type SeriesSectionMarks = Omit<SectionMarks, 'timeMs'>;

/** The marks the server gives a submitted attempt. */
export interface SeriesScore {
  /** correct - 0.25 x wrong, out of 120. */
  readonly score: number;
  readonly correct: number;
  readonly wrong: number;
  readonly unanswered: number;
  readonly sections: readonly SeriesSectionMarks[];
  /** From the start to the submission, at most to the deadline: ties on a leaderboard go to the quicker. */
  readonly timeTakenMs: number;
}

/** A student's one attempt at a paper. */
export interface SeriesAttempt {
  readonly id: string;
  readonly paperId: string;
  readonly userId: string;
  readonly startedAt: number;
  /** The earlier of two hours from the start and the paper's close. */
  readonly deadline: number;
  readonly answers: SeriesAnswers;
  readonly submittedAt: number | null;
  readonly marks: SeriesScore | null;
}

export interface NewSeriesAttempt {
  readonly paperId: string;
  readonly userId: string;
  readonly startedAt: number;
  readonly deadline: number;
}

/** Where a score stands among a paper's takers so far, as the database counts it. */
export interface Standing {
  /** Submitted attempts. */
  readonly takers: number;
  /** Takers who scored more. */
  readonly above: number;
  /** Takers who scored less. */
  readonly below: number;
  readonly topScore: number | null;
  readonly medianScore: number | null;
}

/** A row of a leaderboard: only a student who opted in, under the name she chose. */
export interface LeaderboardEntry {
  /** One more than the number of takers (opted in or not) who scored more. */
  readonly rank: number;
  readonly displayName: string;
  readonly score: number;
}

/** A student's choice about leaderboards. */
export interface LeaderboardChoice {
  readonly displayName: string | null;
  readonly optIn: boolean;
}

/** A question as a taker sees it: no key, no explanation. */
export interface SeriesQuestionView {
  /** 1 to 120. */
  readonly number: number;
  readonly section: ClatSection;
  readonly passageTitle: string;
  readonly passage: string;
  readonly figure?: DataFigure;
  readonly question: string;
  readonly options: readonly [string, string, string, string];
}

/** A question's key and explanation: only for a student who has submitted. */
export interface SeriesSolution {
  readonly number: number;
  readonly answer: AnswerLetter;
  readonly explanation: string;
}

/** The attempt as the exam screen takes it up: the same one on every start. */
export interface SeriesSitting {
  readonly attemptId: string;
  readonly paperId: string;
  readonly title: string;
  readonly startedAt: number;
  readonly deadline: number;
  /** Milliseconds left by the server's clock, never below zero. */
  readonly remainingMs: number;
  readonly submitted: boolean;
  readonly answers: SeriesAnswers;
  readonly questions: readonly SeriesQuestionView[];
}

/** A submitted attempt's marks, with where they stand among the paper's takers. */
export interface SeriesResult extends SeriesScore {
  readonly paperId: string;
  readonly title: string;
  /** Share of takers so far who scored strictly less, in per cent (two decimals). */
  readonly percentile: number;
  /** One more than the number of takers who scored more. */
  readonly rank: number;
  readonly takers: number;
  readonly topScore: number;
  readonly medianScore: number;
  /** True once the paper has closed (and its last attempts are in): the figures no longer move. */
  readonly final: boolean;
  readonly answers: SeriesAnswers;
  readonly solutions: readonly SeriesSolution[];
}

/** A paper in the student's list. */
export interface SeriesPaperForStudent {
  readonly id: string;
  readonly title: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly state: PaperState;
  /** She has submitted it (herself or at its deadline). */
  readonly taken: boolean;
  /** She has started it and may still answer. */
  readonly inProgress: boolean;
}

export interface Leaderboard {
  readonly top: readonly LeaderboardEntry[];
  /** The student's own row, whether or not she opted in; null until she has submitted. */
  readonly me: { readonly rank: number; readonly score: number; readonly displayName: string | null; readonly optIn: boolean } | null;
}
