import { pbkdf2Sync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import type { AuthEvent, Session } from '../../../core/auth/auth.model';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ACCOUNTS_KEY = 'nyayapath.local.auth.accounts';
const SESSION_KEY = 'nyayapath.local.auth.session';
const asha = { email: 'Asha@Example.in', password: 'secret-123', phoneNumber: '+91 98765 43210' };

function setUp(storage = new MemoryStorage(), clock = new FakeClock()) {
  const logger = new RecordingLogger();
  const auth = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, logger);
  const events: { event: AuthEvent; session: Session | null }[] = [];
  auth.onChange((event, session) => events.push({ event, session }));
  return { storage, clock, logger, auth, events };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LocalAuth accounts', () => {
  it('signs up with a confirmed e-mail and the phone number, then signs in', async () => {
    const { auth, clock, events } = setUp();
    const user = await auth.signUp(asha);
    expect(user).toMatchObject({
      email: 'asha@example.in',
      emailConfirmedAt: new Date(clock.now()).toISOString(),
      userMetadata: { phone_number: '+91 98765 43210' },
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    // Sign-up alone does not sign in: the student is asked to sign in next.
    expect(await auth.currentSession()).toBeNull();

    const session = await auth.signIn({ email: '  ASHA@example.IN ', password: asha.password });
    expect(session).toMatchObject({ tokenType: 'bearer', expiresAt: clock.now() + HOUR, user: { id: user.id } });
    expect(session.accessToken).not.toBe(session.refreshToken);
    expect(events).toEqual([{ event: 'SIGNED_IN', session }]);
    expect(await auth.currentSession()).toEqual(session);
  });

  it('gives the same error for a wrong password and an unknown e-mail', async () => {
    const { auth } = setUp();
    await auth.signUp(asha);
    const wrongPassword = await rejection(auth.signIn({ email: asha.email, password: 'secret-124' }));
    const unknownEmail = await rejection(auth.signIn({ email: 'ravi@example.in', password: asha.password }));
    for (const error of [wrongPassword, unknownEmail]) {
      expect(error).toMatchObject({ name: 'AppError', code: 'invalid_credentials', message: 'Invalid email or password' });
    }
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { auth } = setUp();
    await auth.signUp(asha);
    expect(await rejection(auth.signUp({ ...asha, email: ' ASHA@example.in' }))).toMatchObject({
      code: 'conflict',
      message: 'User already registered',
    });
  });

  it('stores salted hashes, never the password', async () => {
    const { auth, storage } = setUp();
    await auth.signUp(asha);
    await auth.signUp({ ...asha, email: 'ravi@example.in' });
    const stored = [...storage.values.values()].join('\n');
    expect(stored).not.toContain(asha.password);
    const accounts = JSON.parse(storage.get(ACCOUNTS_KEY) ?? '[]') as { hash: string }[];
    expect(accounts).toHaveLength(2);
    expect(accounts[0]?.hash).not.toBe(accounts[1]?.hash);
  });

  it('keeps existing accounts when a sign-up cannot be saved', async () => {
    const { auth, storage } = setUp();
    await auth.signUp(asha);
    storage.failWrites = true;
    expect(await rejection(auth.signUp({ ...asha, email: 'ravi@example.in' }))).toMatchObject({ code: 'storage' });
    storage.failWrites = false;
    await expect(auth.signIn(asha)).resolves.toMatchObject({ user: { email: 'asha@example.in' } });
    expect(await rejection(auth.signIn({ ...asha, email: 'ravi@example.in' }))).toMatchObject({ code: 'invalid_credentials' });
  });

  it('treats unreadable account data as no accounts, and says so in the log', async () => {
    const { auth, storage, logger } = setUp();
    storage.set(ACCOUNTS_KEY, '{"broken"');
    expect(await rejection(auth.signIn(asha))).toMatchObject({ code: 'invalid_credentials' });
    expect(logger.messages('warn')).toContain('Ignoring unreadable local data');
  });
});

describe('LocalAuth password hashing', () => {
  type StoredAccount = { user: { email: string }; salt: string; hash: string; iterations: number };
  const storedAccounts = (storage: MemoryStorage) => JSON.parse(storage.get(ACCOUNTS_KEY) ?? '[]') as StoredAccount[];

  it("hashes new passwords with PBKDF2-SHA-256 at OWASP's 600,000 iterations, and records the count", async () => {
    const storage = new MemoryStorage();
    await new LocalAuth(storage, new FakeClock(), {}, new RecordingLogger()).signUp(asha);
    const [account] = storedAccounts(storage);
    expect(account?.iterations).toBe(600_000);
    const expected = pbkdf2Sync(asha.password, Buffer.from(account!.salt, 'hex'), 600_000, 32, 'sha256').toString('hex');
    expect(account?.hash).toBe(expected);
  });

  it('still signs in an account hashed with fewer iterations, and upgrades its hash on that sign-in', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    await new LocalAuth(storage, clock, { pbkdf2Iterations: 500 }, new RecordingLogger()).signUp(asha);
    const [old] = storedAccounts(storage);
    expect(old?.iterations).toBe(500);

    const { auth } = setUp(storage, clock);
    // A wrong password upgrades nothing.
    expect(await rejection(auth.signIn({ email: asha.email, password: 'secret-124' }))).toMatchObject({ code: 'invalid_credentials' });
    expect(storedAccounts(storage)).toEqual([old]);

    await expect(auth.signIn(asha)).resolves.toMatchObject({ user: { email: 'asha@example.in' } });
    const [upgraded] = storedAccounts(storage);
    expect(upgraded?.iterations).toBe(1_000);
    expect(upgraded?.salt).not.toBe(old?.salt);
    expect(upgraded?.hash).toBe(pbkdf2Sync(asha.password, Buffer.from(upgraded!.salt, 'hex'), 1_000, 32, 'sha256').toString('hex'));
    expect(upgraded?.user).toEqual(old?.user);

    await expect(setUp(storage, clock).auth.signIn(asha)).resolves.toMatchObject({ user: { email: 'asha@example.in' } });
    expect(await rejection(setUp(storage, clock).auth.signIn({ email: asha.email, password: 'secret-124' }))).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('leaves a newer hash alone: an account with more iterations than the default is not downgraded', async () => {
    const storage = new MemoryStorage();
    await new LocalAuth(storage, new FakeClock(), { pbkdf2Iterations: 2_000 }, new RecordingLogger()).signUp(asha);
    const before = storedAccounts(storage);
    await setUp(storage).auth.signIn(asha);
    expect(storedAccounts(storage)).toEqual(before);
  });
});

describe('LocalAuth sessions', () => {
  async function signedIn() {
    const kit = setUp();
    await kit.auth.signUp(asha);
    const session = await kit.auth.signIn(asha);
    kit.events.length = 0;
    return { ...kit, session };
  }

  it('survives a reload: a new instance over the same storage has the session', async () => {
    const { storage, clock, session } = await signedIn();
    const reloaded = setUp(storage, clock).auth;
    expect(await reloaded.currentSession()).toEqual(session);
  });

  it('keeps the session as it is while it is far from expiry', async () => {
    const { auth, clock, session, events } = await signedIn();
    await clock.advance(HOUR - 91_000);
    expect(await auth.currentSession()).toEqual(session);
    expect(events).toEqual([]);
  });

  it('refreshes a session within 90 seconds of expiry and announces it', async () => {
    const { auth, clock, storage, session, events } = await signedIn();
    await clock.advance(HOUR - 90_000);
    const refreshed = await auth.currentSession();
    expect(refreshed).not.toBeNull();
    expect(refreshed?.accessToken).not.toBe(session.accessToken);
    expect(refreshed?.expiresAt).toBe(clock.now() + HOUR);
    expect(refreshed?.user).toEqual(session.user);
    expect(events).toEqual([{ event: 'TOKEN_REFRESHED', session: refreshed }]);
    // The refreshed session is what a reload finds.
    expect(await setUp(storage, clock).auth.currentSession()).toEqual(refreshed);
  });

  it('refreshes an expired session on return within 30 days', async () => {
    const { auth, clock } = await signedIn();
    await clock.advance(29 * DAY);
    expect(await auth.currentSession()).toMatchObject({ expiresAt: clock.now() + HOUR });
  });

  it('ends a session that expired beyond refresh', async () => {
    const { auth, clock, storage, events } = await signedIn();
    await clock.advance(30 * DAY + 1);
    expect(await auth.currentSession()).toBeNull();
    expect(events).toEqual([{ event: 'SIGNED_OUT', session: null }]);
    expect(await setUp(storage, clock).auth.currentSession()).toBeNull();
  });

  it('signs out, and a reload stays signed out', async () => {
    const { auth, clock, storage, events } = await signedIn();
    await auth.signOut();
    expect(await auth.currentSession()).toBeNull();
    expect(events).toEqual([{ event: 'SIGNED_OUT', session: null }]);
    expect(await setUp(storage, clock).auth.currentSession()).toBeNull();
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { auth } = await signedIn();
    const heard: AuthEvent[] = [];
    const unsubscribe = auth.onChange((event) => heard.push(event));
    unsubscribe();
    await auth.signOut();
    expect(heard).toEqual([]);
  });

  it('keeps the previous session when a new sign-in cannot be saved', async () => {
    const { auth, storage, session, events } = await signedIn();
    storage.failWrites = true;
    expect(await rejection(auth.signIn(asha))).toMatchObject({ code: 'storage' });
    expect(await auth.currentSession()).toEqual(session);
    expect(events).toEqual([]);
  });

  it('treats a corrupt or foreign stored session as signed out', async () => {
    const { auth, storage, logger } = setUp();
    storage.set(SESSION_KEY, 'not json at all');
    expect(await auth.currentSession()).toBeNull();
    storage.set(SESSION_KEY, JSON.stringify({ access_token: 'from another app' }));
    expect(await auth.currentSession()).toBeNull();
    expect(logger.messages('warn')).toEqual(['Ignoring unreadable local data', 'Ignoring unreadable local data']);
  });

  it('refreshes automatically every 30-second tick until stopped', async () => {
    const { auth, clock, session, events } = await signedIn();
    const stop = auth.startAutoRefresh();

    await clock.advance(HOUR - 91_000);
    expect(events).toEqual([]);
    await clock.advance(HOUR);
    // Once near the first expiry, once near the second: 58m30s after each sign-in or refresh.
    expect(events.map((entry) => entry.event)).toEqual(['TOKEN_REFRESHED', 'TOKEN_REFRESHED']);
    expect(events[0]?.session?.expiresAt).toBe(session.expiresAt - 90_000 + HOUR);

    stop();
    await clock.advance(3 * HOUR);
    expect(events).toHaveLength(2);
    expect(clock.pendingSleeps).toBe(0);
  });
});

describe('LocalAuth across tabs', () => {
  it('tells this tab when another tab signs out or in', async () => {
    const handlers: ((event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>) => void)[] = [];
    vi.stubGlobal('addEventListener', (type: string, handler: (typeof handlers)[number]) => {
      if (type === 'storage') handlers.push(handler);
    });
    vi.stubGlobal('removeEventListener', () => undefined);
    const thisTab = setUp();
    const otherTab = setUp(thisTab.storage, thisTab.clock);
    await otherTab.auth.signUp(asha);
    expect(handlers).toHaveLength(2);
    const notify = (oldValue: string | null, newValue: string | null) => {
      // The browser tells every other tab; here: only thisTab, whose handler was added first.
      handlers[0]?.({ key: SESSION_KEY, oldValue, newValue });
    };

    const before = thisTab.storage.get(SESSION_KEY);
    const session = await otherTab.auth.signIn(asha);
    notify(before, thisTab.storage.get(SESSION_KEY));
    expect(thisTab.events).toEqual([{ event: 'SIGNED_IN', session }]);

    const signedIn = thisTab.storage.get(SESSION_KEY);
    await otherTab.auth.signOut();
    notify(signedIn, null);
    expect(thisTab.events.map((entry) => entry.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(await thisTab.auth.currentSession()).toBeNull();
  });
});
