import type { LeaderboardChoice } from './series.model';

/** Each student's choice about appearing on leaderboards (off until she opts in). */
export const LeaderboardChoices = Symbol('LeaderboardChoices');
export interface LeaderboardChoices {
  find(userId: string): Promise<LeaderboardChoice | null>;
  /** A name of null keeps the one she chose before. */
  save(userId: string, choice: LeaderboardChoice): Promise<LeaderboardChoice>;
}
