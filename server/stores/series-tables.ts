import type { ColumnType, Generated } from 'kysely';
import type { Database } from '../database/schema';
import type { LeaderboardPreferencesTable } from './leaderboard-choices.store';

/** mock_series_papers (supabase/migrations/20261128120000_mock_series.sql). */
export interface SeriesPapersTable {
  id: Generated<string>;
  title: string;
  opens_at: ColumnType<Date, Date, never>;
  closes_at: ColumnType<Date, Date, never>;
  paper: ColumnType<unknown, string, never>;
  created_by: string;
  created_at: ColumnType<Date, never, never>;
}

/** mock_series_attempts (same migration). */
export interface SeriesAttemptsTable {
  id: Generated<string>;
  paper_id: string;
  user_id: string;
  started_at: ColumnType<Date, Date, never>;
  deadline: ColumnType<Date, Date, never>;
  answers: ColumnType<unknown, string | undefined, string>;
  submitted_at: ColumnType<Date | null, never, Date>;
  score: ColumnType<number | null, never, number>;
  correct: ColumnType<number | null, never, number>;
  wrong: ColumnType<number | null, never, number>;
  unanswered: ColumnType<number | null, never, number>;
  sections: ColumnType<unknown, never, string>;
  time_taken_ms: ColumnType<number | null, never, number>;
}

/** mock_series_score_counts: submitted attempts by score, kept by the migration's triggers. */
export interface SeriesScoreCountsTable {
  paper_id: string;
  score: number;
  takers: number;
}

/** The mock series' tables, which its stores read together (a paper's takers, an attempt's rank and the leaderboard's names). */
export type SeriesTables = {
  mock_series_papers: SeriesPapersTable;
  mock_series_attempts: SeriesAttemptsTable;
  mock_series_score_counts: SeriesScoreCountsTable;
  leaderboard_preferences: LeaderboardPreferencesTable;
};

export type SeriesDatabase = Database & SeriesTables;
