import { sql, type Kysely } from 'kysely';
import type { Logger as PinoLogger } from 'pino';
import type { Database } from './schema';

/**
 * Records that this server marks the daily quiz on this database, so that row-level security
 * refuses attempts students would insert themselves (supabase/migrations/20261127000000). On a
 * database whose migrations are applied by hand and lack it, says what to apply.
 */
export async function claimQuizMarking(db: Kysely<Database>, logger: PinoLogger): Promise<void> {
  try {
    await sql`insert into private.deployment (setting, enabled) values ('server_marks_quizzes', true)
              on conflict (setting) do update set enabled = true`.execute(db);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error;
    logger.warn('private.deployment is missing: apply supabase/migrations, or students can record daily quiz scores themselves');
  }
}
