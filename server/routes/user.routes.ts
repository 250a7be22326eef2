import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { demoUsername } from '../../core/auth/session.rules';
import type { Clock } from '../../core/ports/clock.port';
import type { Identity } from '../auth/token-verifier';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { StudentsStore } from '../stores/students.store';
import type { UsageStore } from '../stores/usage.store';
import { studentStatus } from './student-status';

export const NOT_YOUR_ACCOUNT = 'You can only do this for your own account.';
export const DEMO_NOT_KEPT = 'Nothing is kept without a session.';

export interface UserRouteDeps {
  readonly students: StudentsStore;
  readonly usage: UsageStore;
  readonly clock: Clock;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** Like signedIn, but lets a request with no token through with no identity. */
  readonly maybeSignedIn: MiddlewareHandler<ServerEnv>;
  /** Per-address limit for the registration sent at sign-up. */
  readonly registrationLimit: MiddlewareHandler<ServerEnv>;
}

const demoRegistration = z.object({
  // The spec's field; the stored username is always the address's local part.
  username: z.string().trim().min(1).max(100),
  email: z.email().max(254).transform((email) => email.trim().toLowerCase()),
  // The spec's fixed demo password: accepted for compatibility, never stored or trusted.
  password: z.string().max(200).optional(),
});

const trialBody = z.object({ userId: z.string().max(100).optional() });

/** Ids the client sends are checked against the token, never used in its place. */
export function isSelf(identity: Identity, userId: string | undefined): boolean {
  return userId === undefined || userId === '' || userId === identity.userId;
}

/**
 * The student's account: the registration sent at sign-up, plan status and the free trial, on
 * the product backend's paths and the AI host's (spec §7).
 */
export function userRoutes(deps: UserRouteDeps) {
  const { students, usage, clock, signedIn } = deps;
  const now = () => new Date(clock.now());

  const status = async (identity: Identity) => ({ success: true, data: await studentStatus(usage, identity.userId, now()) });

  const startTrial = async (identity: Identity) => {
    await students.startTrial(identity.userId, now());
    return { success: true, message: 'Free trial started' };
  };

  return (
    new Hono<ServerEnv>()
      // Sent straight after sign-up. It grants nothing, and is kept only for a signed-in caller's
      // own address: a project that confirms e-mails has no session yet, and then nothing is kept.
      .post('/auth/demo', deps.registrationLimit, deps.maybeSignedIn, async (c) => {
        const body = await readBody(c, demoRegistration);
        if (body instanceof Response) return body;
        const identity = c.get('identity') as Identity | undefined;
        if (!identity) return c.json({ success: true, message: DEMO_NOT_KEPT });
        const { email } = identity;
        if (!email || body.email !== email) return refuse(c, 403, NOT_YOUR_ACCOUNT);
        await students.registerDemo(email, demoUsername(email), now());
        return c.json({ success: true, message: 'Registered' });
      })
      .get('/user/status', signedIn, async (c) => c.json(await status(c.get('identity'))))
      .get('/user-status', signedIn, async (c) => {
        if (!isSelf(c.get('identity'), c.req.query('userId'))) return refuse(c, 403, NOT_YOUR_ACCOUNT);
        return c.json(await status(c.get('identity')));
      })
      .post('/user/start-free-trial/:id', signedIn, async (c) => {
        if (!isSelf(c.get('identity'), c.req.param('id'))) return refuse(c, 403, NOT_YOUR_ACCOUNT);
        return c.json(await startTrial(c.get('identity')));
      })
      .post('/start-free-trial', signedIn, async (c) => {
        const body = await readBody(c, trialBody);
        if (body instanceof Response) return body;
        if (!isSelf(c.get('identity'), body.userId)) return refuse(c, 403, NOT_YOUR_ACCOUNT);
        return c.json(await startTrial(c.get('identity')));
      })
  );
}
