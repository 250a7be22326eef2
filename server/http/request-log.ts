import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger as PinoLogger } from 'pino';
import type { ServerEnv } from './server-env';

/**
 * One structured line per request: method, path (never the query string, headers or body, so no
 * token or image reaches the log), status, time taken and, once known, the user id. Handlers log
 * through the request's own logger, which carries its id.
 */
export function requestLog(logger: PinoLogger): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    c.set('log', logger.child({ req: id }));
    c.header('X-Request-Id', id);
    await next();
    const log = c.get('log');
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('identity')?.userId,
    };
    if (c.res.status >= 500) log.error(entry, 'request failed');
    else log.info(entry, 'request');
  };
}
