import type { Context, MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env';

/**
 * Caps the bytes of large request bodies this process reads at once. Each request reserves its
 * declared Content-Length (the largest allowed body when it declares none) before its body is
 * read and gives it back when its reply is sent; a request that would pass the budget while
 * others hold it is refused at once by `busy`, its body unread. So a burst of photo-sized
 * requests, from however many accounts, holds at most `budgetBytes` in memory.
 */
export function bodyBudget(budgetBytes: number, largestBody: number, busy: (c: Context<ServerEnv>) => Response): MiddlewareHandler<ServerEnv> {
  let reserved = 0;
  return async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    const cost = Number.isInteger(declared) && declared >= 0 ? Math.min(declared, largestBody) : largestBody;
    // One request is always let through, so a budget below the largest body still serves it.
    if (reserved > 0 && reserved + cost > budgetBytes) return busy(c);
    reserved += cost;
    try {
      await next();
    } finally {
      reserved -= cost;
    }
  };
}
