import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../../core/ports/clock.port';
import { refuse } from './replies';
import type { ServerEnv } from './server-env';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

export interface RateLimit {
  /** Requests allowed per window for each key. */
  readonly limit: number;
  readonly windowMs: number;
  /** Null when the request is not limited by this rule (no user yet). */
  readonly key: (c: Context<ServerEnv>) => string | null;
}

/** Counters kept before old windows are swept. */
const SWEEP_AT = 10_000;

/**
 * Fixed-window limits kept in this process's memory. They stop floods and runaway clients; the
 * allowances that matter (uses per plan) are counted in PostgreSQL, so several processes behind
 * a load balancer each apply these limits on their own.
 */
export function rateLimit(rules: readonly RateLimit[], clock: Clock): MiddlewareHandler<ServerEnv> {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const now = clock.now();
    if (windows.size > SWEEP_AT) {
      const longest = Math.max(...rules.map((rule) => rule.windowMs));
      for (const [key, window] of windows) if (now - window.start >= longest) windows.delete(key);
    }
    for (const [index, rule] of rules.entries()) {
      const subject = rule.key(c);
      if (subject === null) continue;
      const key = `${index}:${subject}`;
      const window = windows.get(key);
      if (!window || now - window.start >= rule.windowMs) {
        windows.set(key, { start: now, count: 1 });
        continue;
      }
      if (window.count >= rule.limit) {
        const retryAfter = Math.ceil((window.start + rule.windowMs - now) / 1000);
        return refuse(c, 429, TOO_MANY_REQUESTS, { 'Retry-After': String(Math.max(1, retryAfter)) });
      }
      window.count += 1;
    }
    await next();
  };
}
