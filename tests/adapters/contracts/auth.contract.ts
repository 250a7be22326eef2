import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthEvent, Session } from '../../../core/auth/auth.model';
import type { Auth } from '../../../core/auth/auth.port';
import { AUTH_MESSAGES } from '../../../core/shared/messages';

export interface AuthHarness {
  readonly auth: Auth;
  /** What the student does with the confirmation e-mail; nothing where sign-up confirms at once. */
  confirmEmail(email: string): Promise<void>;
  cleanup(): Promise<void>;
}

export interface AuthContractOptions {
  /** The service refuses sign-in until the e-mail is confirmed (Supabase; not local mode). */
  readonly confirmsByEmail: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'secret-123';
const PHONE = '+91 98765 43210';

let accounts = 0;
function newEmail(): string {
  accounts += 1;
  return `student${accounts}.${Date.now().toString(36)}@example.in`;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** What every Auth does, whichever side of the network it lives on. */
export function authContract(name: string, setup: () => Promise<AuthHarness>, options: AuthContractOptions): void {
  describe(`Auth contract: ${name}`, () => {
    let harness: AuthHarness;

    beforeEach(async () => {
      harness = await setup();
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    async function registered(): Promise<string> {
      const email = newEmail();
      await harness.auth.signUp({ email, password: PASSWORD, phoneNumber: PHONE });
      await harness.confirmEmail(email);
      return email;
    }

    it('creates the account with the phone number, without signing in', async () => {
      const email = newEmail();
      const user = await harness.auth.signUp({ email, password: PASSWORD, phoneNumber: PHONE });
      expect(user).toMatchObject({ email, userMetadata: { phone_number: PHONE } });
      expect(user.id).not.toBe('');
      expect(await harness.auth.currentSession()).toBeNull();
    });

    it('signs in after sign-up and keeps the session for that e-mail', async () => {
      const email = await registered();
      const before = Date.now();
      const session = await harness.auth.signIn({ email, password: PASSWORD });

      expect(session.user.email).toBe(email);
      expect(session.user.emailConfirmedAt).not.toBeNull();
      expect(session.tokenType).toBe('bearer');
      expect(session.accessToken).not.toBe('');
      expect(session.refreshToken).not.toBe(session.accessToken);
      // Milliseconds, in the future, and not absurdly far (seconds would be in 1970).
      expect(session.expiresAt).toBeGreaterThan(before);
      expect(session.expiresAt).toBeLessThan(before + DAY_MS);

      const current = await harness.auth.currentSession();
      expect(current).toMatchObject({ accessToken: session.accessToken, user: { id: session.user.id, email } });
    });

    it('refuses a wrong password and an unknown e-mail alike', async () => {
      const email = await registered();
      const wrongPassword = await rejection(harness.auth.signIn({ email, password: 'secret-124' }));
      const unknownEmail = await rejection(harness.auth.signIn({ email: newEmail(), password: PASSWORD }));
      for (const error of [wrongPassword, unknownEmail]) {
        expect(error).toMatchObject({ name: 'AppError', code: 'invalid_credentials' });
        expect((error as Error).message).not.toBe('');
      }
      expect(await harness.auth.currentSession()).toBeNull();
    });

    it('refuses a second account for a registered e-mail', async () => {
      const email = await registered();
      expect(await rejection(harness.auth.signUp({ email, password: 'other-pass', phoneNumber: PHONE }))).toMatchObject({
        name: 'AppError',
        code: 'conflict',
        message: 'User already registered',
      });
    });

    it('signs out', async () => {
      const email = await registered();
      await harness.auth.signIn({ email, password: PASSWORD });
      await harness.auth.signOut();
      expect(await harness.auth.currentSession()).toBeNull();
    });

    it('tells listeners about sign-in and sign-out, until they unsubscribe', async () => {
      const email = await registered();
      const events: { event: AuthEvent; session: Session | null }[] = [];
      const unsubscribe = harness.auth.onChange((event, session) => events.push({ event, session }));

      await harness.auth.signIn({ email, password: PASSWORD });
      await harness.auth.signOut();
      expect(events.map(({ event }) => event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
      expect(events[0]?.session?.user.email).toBe(email);
      expect(events[1]?.session).toBeNull();

      unsubscribe();
      await harness.auth.signIn({ email, password: PASSWORD });
      expect(events).toHaveLength(2);
    });

    it.runIf(options.confirmsByEmail)('refuses sign-in until the e-mail is confirmed, in the catalogue’s words', async () => {
      const email = newEmail();
      await harness.auth.signUp({ email, password: PASSWORD, phoneNumber: PHONE });
      expect(await rejection(harness.auth.signIn({ email, password: PASSWORD }))).toMatchObject({
        code: 'email_not_confirmed',
        message: AUTH_MESSAGES.emailNotConfirmed,
      });
      await harness.confirmEmail(email);
      await expect(harness.auth.signIn({ email, password: PASSWORD })).resolves.toMatchObject({ user: { email } });
    });
  });
}
