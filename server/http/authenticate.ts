import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import type { TokenVerifier } from '../auth/token-verifier';
import type { StudentsStore } from '../stores/students.store';
import { refuse } from './replies';
import type { ServerEnv } from './server-env';

export const NOT_AN_OPERATOR = 'Not authorised: operator access only';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets a request through only with a valid Supabase access token; the identity it carries is
 * the only one handlers use. A 401 outside payment matters signs the student out (spec §6).
 */
export function authenticate(verifier: TokenVerifier, students: StudentsStore, options: { readonly optional?: boolean } = {}): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    // Optional: a request with no Authorization header goes on with no identity; a bad one is still refused.
    if (options.optional && c.req.header('authorization') === undefined) return next();
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const identity = token ? await verifier.verify(token) : null;
    if (!identity) return refuse(c, 401, AUTH_MESSAGES.authenticationFailed);
    await students.ensure(identity);
    c.set('identity', identity);
    await next();
  };
}

/** After `authenticate`: operators only (app_metadata.role 'operator' in the token). */
export const operatorsOnly: MiddlewareHandler<ServerEnv> = async (c, next) => {
  if (!c.get('identity').operator) return refuse(c, 403, NOT_AN_OPERATOR);
  await next();
};
