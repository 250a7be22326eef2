import type { LeaderboardEntry, NewSeriesAttempt, SeriesAnswers, SeriesAttempt, SeriesScore, Standing } from './series.model';

/** The attempts at scheduled papers, and the figures the database works out over them. */
export const SeriesAttempts = Symbol('SeriesAttempts');
export interface SeriesAttempts {
  /** The student's one attempt at the paper: this new one, or the one she already has (however many starts race). */
  start(attempt: NewSeriesAttempt): Promise<SeriesAttempt>;
  find(paperId: string, userId: string): Promise<SeriesAttempt | null>;
  ofStudent(userId: string): Promise<readonly SeriesAttempt[]>;
  /** Replaces the saved answers of an attempt not yet submitted; null when it was submitted meanwhile. */
  saveAnswers(paperId: string, userId: string, answers: SeriesAnswers): Promise<SeriesAttempt | null>;
  /** Keeps the answers and marks once; null when the attempt was submitted meanwhile. */
  submit(paperId: string, userId: string, submission: { readonly answers: SeriesAnswers; readonly marks: SeriesScore; readonly submittedAt: number }): Promise<SeriesAttempt | null>;
  /** Attempts not submitted whose deadline was before `before` (of one paper, or of all), at most `limit`. */
  overdue(before: number, limit: number, paperId?: string): Promise<readonly SeriesAttempt[]>;
  /** Where `score` stands among the paper's submitted attempts: counted by the database, never by loading them. */
  standing(paperId: string, score: number): Promise<Standing>;
  /** The best `limit` submitted attempts of students who opted in, by score then time taken. */
  leaderboard(paperId: string, limit: number): Promise<readonly LeaderboardEntry[]>;
}
