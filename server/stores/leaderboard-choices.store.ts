import type { ColumnType, Kysely } from 'kysely';
import type { LeaderboardChoices } from '../../core/mock-series/leaderboard-choices.port';
import type { LeaderboardChoice } from '../../core/mock-series/series.model';
import type { Database } from '../database/schema';

/** leaderboard_preferences (supabase/migrations/20261128120000_mock_series.sql). */
export interface LeaderboardPreferencesTable {
  user_id: string;
  display_name: string | null;
  opt_in: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Each student's leaderboard choice in PostgreSQL: one row a student, off until she opts in. */
export class LeaderboardChoicesStore implements LeaderboardChoices {
  private readonly db: Kysely<Database & { leaderboard_preferences: LeaderboardPreferencesTable }>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<{ leaderboard_preferences: LeaderboardPreferencesTable }>();
  }

  async find(userId: string): Promise<LeaderboardChoice | null> {
    const row = await this.db.selectFrom('leaderboard_preferences').select(['display_name', 'opt_in']).where('user_id', '=', userId).executeTakeFirst();
    return row ? { displayName: row.display_name, optIn: row.opt_in } : null;
  }

  async save(userId: string, choice: LeaderboardChoice): Promise<LeaderboardChoice> {
    const now = new Date();
    const row = await this.db
      .insertInto('leaderboard_preferences')
      .values({ user_id: userId, display_name: choice.displayName, opt_in: choice.optIn, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          display_name: eb.fn.coalesce(eb.ref('excluded.display_name'), eb.ref('leaderboard_preferences.display_name')),
          opt_in: eb.ref('excluded.opt_in'),
          updated_at: now,
        })),
      )
      .returning(['display_name', 'opt_in'])
      .executeTakeFirstOrThrow();
    return { displayName: row.display_name, optIn: row.opt_in };
  }
}
