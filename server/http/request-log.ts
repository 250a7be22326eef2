import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger as PinoLogger } from 'pino';
import type { RequestLogger, ServerEnv } from './server-env';

/** Lines tagged with the request's id; the child logger is made only if a handler logs at all. */
function requestLogger(logger: PinoLogger, id: string): RequestLogger {
  let child: PinoLogger | undefined;
  const own = () => (child ??= logger.child({ req: id }));
  return {
    info: (fields, message) => own().info(fields, message),
    warn: (fields, message) => own().warn(fields, message),
    error: (fields, message) => own().error(fields, message),
  };
}

/**
 * One structured line per request: method, path (never the query string, headers or body, so no
 * token or image reaches the log), status, time taken and, once known, the user id. Handlers log
 * through the request's own logger, which carries its id.
 */
export function requestLog(logger: PinoLogger): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    c.set('log', requestLogger(logger, id));
    c.header('X-Request-Id', id);
    await next();
    const entry = {
      req: id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('identity')?.userId,
    };
    if (c.res.status >= 500) logger.error(entry, 'request failed');
    else logger.info(entry, 'request');
  };
}
