import type { Logger as PinoLogger } from 'pino';
import type { DatabaseHandle } from '../database/connect';
import type { StatusCache } from './status-cache';

/** The channel supabase/migrations announce plan and usage changes on. */
export const STUDENT_STATUS_CHANNEL = 'student_status';
/** Every student's status changed (a table was truncated). */
const EVERYONE = '*';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

export interface StatusFeed {
  stop(): Promise<void>;
}

/**
 * Keeps the status cache honest: it listens for the database's announcements of plan and usage
 * changes and forgets those students' copies. The cache keeps copies only while it listens; when
 * the connection is lost it stops keeping them and reconnects, waiting longer each time.
 * On a pooler that cannot LISTEN (a transaction-mode pgbouncer) the cache simply stays off.
 */
export async function followStudentStatus(database: DatabaseHandle, cache: StatusCache<unknown>, logger: PinoLogger): Promise<StatusFeed> {
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const heard = (payload: string) => {
    if (payload === EVERYONE) cache.forgetAll();
    else cache.forget(payload);
  };

  const connect = async (delayMs: number): Promise<void> => {
    if (stopped) return;
    try {
      unlisten = await database.listen(STUDENT_STATUS_CHANNEL, heard, (error) => {
        cache.goDark();
        unlisten = null;
        logger.warn({ error: String(error) }, 'status change feed lost; status is read from the database until it is back');
        schedule(FIRST_RETRY_MS);
      });
      if (stopped) {
        await unlisten();
        return;
      }
      cache.goLive();
    } catch (error) {
      if (stopped) return;
      logger.warn({ error: String(error), retryMs: delayMs }, 'status change feed unavailable; status is read from the database');
      schedule(Math.min(delayMs * 2, LONGEST_RETRY_MS));
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    retry = setTimeout(() => void connect(delayMs), delayMs);
    retry.unref();
  };

  await connect(FIRST_RETRY_MS);
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.goDark();
      await unlisten?.();
    },
  };
}
