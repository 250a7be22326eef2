import { Hono } from 'hono';
import type { DatabaseHandle } from '../database/connect';
import type { ServerEnv } from '../http/server-env';

/**
 * GET /health: 200 while the database answers and its storage takes a write, 503 when not (for
 * load balancers: a server that can no longer keep a payment must leave the pool).
 */
export function healthRoutes(database: Pick<DatabaseHandle, 'checkWrites'>) {
  return new Hono<ServerEnv>().get('/', async (c) => {
    try {
      await database.checkWrites();
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      c.get('log').error({ error: String(error) }, 'database cannot take writes');
      return c.json({ status: 'unavailable', database: 'unavailable' }, 503);
    }
  });
}
