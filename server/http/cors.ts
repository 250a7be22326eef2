import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env';

export interface CorsSettings {
  /** Browser origins allowed to call the API (the app's own address); never `*`. */
  readonly origins: readonly string[];
  readonly methods: readonly string[];
  readonly requestHeaders: readonly string[];
  readonly exposedHeaders: readonly string[];
  readonly maxAgeSeconds: number;
}

/**
 * Cross-origin access for the app's own origins only. Every header is set before the handler
 * runs: Hono's `cors()` appends `Vary` after it, which turns each reply into a full web Response
 * on Node and, measured under load, took most of the status route's time.
 */
export function allowOrigins(settings: CorsSettings): MiddlewareHandler<ServerEnv> {
  const allowed = new Set(settings.origins);
  const methods = settings.methods.join(', ');
  const requestHeaders = settings.requestHeaders.join(', ');
  const exposedHeaders = settings.exposedHeaders.join(', ');
  const maxAge = String(settings.maxAgeSeconds);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    c.header('Vary', 'Origin');
    if (allowedOrigin) {
      c.header('Access-Control-Allow-Origin', allowedOrigin);
      c.header('Access-Control-Expose-Headers', exposedHeaders);
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      if (allowedOrigin) {
        c.header('Access-Control-Allow-Methods', methods);
        c.header('Access-Control-Allow-Headers', requestHeaders);
        c.header('Access-Control-Max-Age', maxAge);
      }
      return c.body(null, 204);
    }
    await next();
  };
}
