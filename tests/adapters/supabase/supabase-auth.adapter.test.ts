import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupabaseAuth } from '../../../adapters/supabase/supabase-auth.adapter';
import { createSupabaseClient } from '../../../adapters/supabase/supabase-client';
import type { AuthEvent, Session } from '../../../core/auth/auth.model';
import { AUTH_MESSAGES } from '../../../core/shared/messages';
import { MemoryWebStorage, useSupabaseServer, type Failure } from './msw-supabase';
import { DASHBOARD_REDIRECT, startSupabaseProject, type SupabaseProject } from './supabase-project';

const server = useSupabaseServer();
const PASSWORD = 'secret-123';
const asha = { email: 'asha@example.in', password: PASSWORD, phoneNumber: '+91 98765 43210' };

let projects: SupabaseProject[] = [];
function project(options?: Parameters<typeof startSupabaseProject>[1]): SupabaseProject {
  const started = startSupabaseProject(server, options);
  projects.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(projects.map((started) => started.cleanup()));
  projects = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('SupabaseAuth on the wire', () => {
  it('signs up with the phone number in the metadata and the confirmation link to /dashboard', async () => {
    const { auth, fake } = project();
    const user = await auth.signUp(asha);

    const [signup] = fake.requestsTo('auth/v1/signup');
    expect(signup?.method).toBe('POST');
    expect(signup?.search.get('redirect_to')).toBe(DASHBOARD_REDIRECT);
    expect(signup?.headers.get('apikey')).toBe(fake.anonKey);
    expect(signup?.body).toMatchObject({ email: asha.email, password: PASSWORD, data: { phone_number: asha.phoneNumber } });
    expect(user).toEqual({
      id: fake.findUser(asha.email)?.id,
      email: asha.email,
      emailConfirmedAt: null,
      userMetadata: { phone_number: asha.phoneNumber },
      identities: [{ provider: 'email', id: user.id }],
      factors: [],
    });
  });

  it("sends the confirmation link to this page's origin when no address is configured", async () => {
    vi.stubGlobal('location', { origin: 'https://nyayapath.in' });
    const { client, fake } = project();
    await new SupabaseAuth(client).signUp(asha);
    expect(fake.requestsTo('auth/v1/signup')[0]?.search.get('redirect_to')).toBe('https://nyayapath.in/dashboard');
  });

  it('signs in with the password grant and maps the session: expiry in milliseconds, factors as types', async () => {
    const { auth, fake } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true, metadata: { phone_number: asha.phoneNumber } });
    fake.findUser(asha.email)?.factors.push({ id: 'factor-1', factor_type: 'totp', status: 'verified' });

    const session = await auth.signIn({ email: asha.email, password: PASSWORD });

    const [token] = fake.requestsTo('auth/v1/token');
    expect(token?.search.get('grant_type')).toBe('password');
    expect(token?.body).toMatchObject({ email: asha.email, password: PASSWORD });
    expect(session.expiresAt % 1000).toBe(0);
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 3_500_000);
    expect(session.user).toMatchObject({
      email: asha.email,
      emailConfirmedAt: expect.any(String),
      userMetadata: { phone_number: asha.phoneNumber },
      factors: [{ id: 'factor-1', type: 'totp' }],
    });
  });

  it("keeps the session in the browser's storage, so a reload is still signed in", async () => {
    const { auth, fake, storage } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    const session = await auth.signIn({ email: asha.email, password: PASSWORD });
    expect([...storage.items.keys()]).toEqual(['sb-test-project-auth-token']);

    const reloaded = createSupabaseClient({ url: fake.url, anonKey: fake.anonKey, storage });
    try {
      expect(await new SupabaseAuth(reloaded).currentSession()).toEqual(session);
    } finally {
      await reloaded.auth.dispose();
    }
  });

  it('uses the storage key and fetch it is given', async () => {
    const { fake } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    const storage = new MemoryWebStorage();
    const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => globalThis.fetch(input, init));
    const client = createSupabaseClient({ url: fake.url, anonKey: fake.anonKey, storage, storageKey: 'nyayapath.test.session', fetch });
    try {
      await new SupabaseAuth(client).signIn({ email: asha.email, password: PASSWORD });
      expect([...storage.items.keys()]).toEqual(['nyayapath.test.session']);
      expect(fetch).toHaveBeenCalled();
    } finally {
      await client.auth.dispose();
    }
  });

  it('refreshes a session close to expiry with the refresh-token grant, and says so', async () => {
    // 60 s tokens are always inside supabase-js's 90 s margin.
    const { auth, fake } = project({ accessTokenSeconds: 60 });
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    const first = await auth.signIn({ email: asha.email, password: PASSWORD });
    const events: { event: AuthEvent; session: Session | null }[] = [];
    auth.onChange((event, session) => events.push({ event, session }));

    const refreshed = await auth.currentSession();

    const grants = fake.requestsTo('auth/v1/token').map((request) => request.search.get('grant_type'));
    expect(grants).toContain('refresh_token');
    expect(refreshed?.refreshToken).not.toBe(first.refreshToken);
    expect(refreshed?.user.id).toBe(first.user.id);
    expect(events.map(({ event }) => event)).toContain('TOKEN_REFRESHED');
  });

  it('reports signed out when the server has ended the session and the token has expired', async () => {
    const { auth, fake, logger } = project({ accessTokenSeconds: -10 });
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    await auth.signIn({ email: asha.email, password: PASSWORD });
    fake.endSessions(asha.email);

    expect(await auth.currentSession()).toBeNull();
    expect(logger.messages('warn')).toContain('Session refresh refused; signed out');
  });

  it('does not pass on INITIAL_SESSION, and keeps a failing listener from breaking the others', async () => {
    const { auth, fake, logger } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    await auth.signIn({ email: asha.email, password: PASSWORD });

    const events: AuthEvent[] = [];
    auth.onChange(() => {
      throw new Error('listener bug');
    });
    auth.onChange((event) => events.push(event));
    await vi.waitFor(() => expect(logger.messages('error')).toEqual([]));
    await auth.signOut();

    expect(events).toEqual(['SIGNED_OUT']);
    expect(logger.messages('error')).toEqual(['Auth listener failed']);
  });
});

describe('SupabaseAuth errors', () => {
  async function signInError(failure: Failure): Promise<unknown> {
    const { auth, fake } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    fake.fail('auth/v1/token', failure);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // supabase-js logs failed fetches
    return rejection(auth.signIn({ email: asha.email, password: PASSWORD }));
  }

  it.each<[string, Failure, Record<string, unknown>]>([
    ['the network fails', { kind: 'network' }, { code: 'network', message: AUTH_MESSAGES.networkFailure }],
    ['the server answers 500 with a body', { kind: 'status', status: 500, body: { message: 'database down' } }, { code: 'network', message: AUTH_MESSAGES.networkFailure }],
    ['the server answers 503 without one', { kind: 'status', status: 503 }, { code: 'network', message: AUTH_MESSAGES.networkFailure }],
    ['a 200 is not JSON', { kind: 'malformed' }, { code: 'malformed_response' }],
    ['an error body is not JSON', { kind: 'status', status: 400, body: '<html>Bad Request</html>' }, { code: 'malformed_response' }],
    ['the API key is refused (401)', { kind: 'status', status: 401, body: { message: 'Invalid API key' } }, { code: 'unknown', message: 'Invalid API key' }],
    ['a 200 has no session', { kind: 'status', status: 200, body: { user: null } }, { code: 'malformed_response' }],
  ])('sign-in: when %s', async (_what, failure, expected) => {
    expect(await signInError(failure)).toMatchObject({ name: 'AppError', ...expected });
  });

  it('gives the provider’s words for wrong credentials', async () => {
    const { auth } = project();
    expect(await rejection(auth.signIn({ email: asha.email, password: 'nope-nope' }))).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('reports a registered e-mail as a conflict when the server says so outright (confirmation off)', async () => {
    const { auth } = project({ confirmEmail: false });
    await auth.signUp(asha);
    expect(await rejection(auth.signUp(asha))).toMatchObject({ code: 'conflict', message: 'User already registered' });
  });

  it("passes on the server's reason for a refused sign-up", async () => {
    const { auth } = project();
    expect(await rejection(auth.signUp({ ...asha, password: 'abc' }))).toMatchObject({
      code: 'unknown',
      message: 'Password should be at least 6 characters.',
    });
  });

  it('reports a sign-up that cannot reach the server as a network failure', async () => {
    const { auth, fake } = project();
    fake.fail('auth/v1/signup', { kind: 'network' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await rejection(auth.signUp(asha))).toMatchObject({ code: 'network', message: 'Failed to connect to server' });
  });

  it('keeps the session when sign-out cannot reach the server', async () => {
    const { auth, fake } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    await auth.signIn({ email: asha.email, password: PASSWORD });
    fake.fail('auth/v1/logout', { kind: 'network' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await rejection(auth.signOut())).toMatchObject({ code: 'network' });
    expect(await auth.currentSession()).not.toBeNull();
  });

  it('signs out locally when the server no longer knows the session', async () => {
    const { auth, fake } = project();
    fake.createUser({ email: asha.email, password: PASSWORD, confirmed: true });
    await auth.signIn({ email: asha.email, password: PASSWORD });
    fake.fail('auth/v1/logout', { kind: 'status', status: 401, body: { code: 'no_authorization', message: 'no session' } });

    await auth.signOut();
    expect(await auth.currentSession()).toBeNull();
  });

  it('logs nothing and reads null when nobody is signed in', async () => {
    const { auth, logger } = project();
    expect(await auth.currentSession()).toBeNull();
    expect(logger.entries).toEqual([]);
  });
});
