import type {
  Leaderboard,
  LeaderboardChoice,
  SeriesAnswers,
  SeriesPaperForStudent,
  SeriesResult,
  SeriesSitting,
} from './series.model';

/**
 * The All-India Mock as the student's app reaches it: the NyayaPath server keeps the papers, the
 * clock, the keys and the marks, and knows the student from her token. Failures are AppErrors
 * carrying the server's words (a 409's 'This paper has closed...', a 404's 'could not be found').
 * Bound only where the server is configured: local mode has no other students to rank against.
 */
export const SeriesService = Symbol('SeriesService');
export interface SeriesService {
  /** The scheduled papers, with their state by the server's clock and whether she has taken each. */
  papers(): Promise<readonly SeriesPaperForStudent[]>;
  /** Starts her one attempt at the paper, or takes up the one she has, with its time left. */
  start(paperId: string): Promise<SeriesSitting>;
  /** Her answers so far, all of them: they replace the saved ones. */
  saveAnswers(paperId: string, answers: SeriesAnswers): Promise<void>;
  /** Hands the paper in with its last answers; the server marks it and answers with the result. */
  submit(paperId: string, answers: SeriesAnswers): Promise<SeriesResult>;
  result(paperId: string): Promise<SeriesResult>;
  leaderboard(paperId: string): Promise<Leaderboard>;
  leaderboardChoice(): Promise<LeaderboardChoice>;
  /** Rejects with AppError 'validation' and the server's message when the display name will not do. */
  setLeaderboardChoice(choice: { readonly displayName?: string; readonly optIn: boolean }): Promise<LeaderboardChoice>;
}
