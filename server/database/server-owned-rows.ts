import { sql, type Kysely } from 'kysely';
import type { Logger as PinoLogger } from 'pino';
import type { Database } from './schema';

/**
 * What this server marks and meters on this database, so that row-level security refuses the
 * same rows written by students themselves: the daily quiz's attempts
 * (supabase/migrations/20261127000000) and the full mocks (20261128000000).
 */
const SERVER_OWNED = ['server_marks_quizzes', 'server_keeps_mocks'] as const;

/** Records the claims at start-up; on a database whose migrations lack them, says what to apply. */
export async function claimServerOwnedRows(db: Kysely<Database>, logger: PinoLogger): Promise<void> {
  try {
    for (const setting of SERVER_OWNED) {
      await sql`insert into private.deployment (setting, enabled) values (${setting}, true)
                on conflict (setting) do update set enabled = true`.execute(db);
    }
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error;
    logger.warn('private.deployment is missing: apply supabase/migrations, or students can record daily quiz scores and full mocks themselves');
  }
}
