import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { ServerEnv } from '../http/server-env';

/** GET /health: 200 while the database answers, 503 when it does not (for load balancers). */
export function healthRoutes(db: Kysely<Database>) {
  return new Hono<ServerEnv>().get('/', async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      c.get('log').error({ error: String(error) }, 'database unreachable');
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    }
  });
}
