import { describe, expect, it } from 'vitest';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignIn } from '../../../core/auth/sign-in.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { SignUp } from '../../../core/auth/sign-up.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth, networkError } from '../../fakes/fake-auth';
import { FakeBackend } from '../../fakes/fake-backend';
import { RecordingLogger } from '../../fakes/recording-logger';

describe('SignIn', () => {
  it('refuses blank fields before calling the provider', async () => {
    const auth = new FakeAuth(null);
    const result = await new SignIn(auth).execute({ email: ' ', password: 'secret1' });
    expect(result).toMatchObject({ ok: false, error: { message: 'Please fill in all fields' } });
    expect(auth.session).toBeNull();
  });

  it('signs in with the trimmed e-mail', async () => {
    const result = await new SignIn(new FakeAuth(null)).execute({ email: ' asha@example.in ', password: 'secret1' });
    expect(result.ok && result.value.user.email).toBe('asha@example.in');
  });

  it.each([
    [new AppError('invalid_credentials', 'Invalid login credentials'), 'Invalid login credentials'],
    [new AppError('invalid_credentials', ''), 'Invalid email or password'],
    [networkError(), 'Failed to connect to server. Please try again.'],
    [
      new AppError('email_not_confirmed', 'Email not confirmed'),
      'Please confirm your email before signing in. Check your inbox for the confirmation link.',
    ],
  ])('reports %s as "Login Failed" with the catalogue text', async (failure, message) => {
    const auth = new FakeAuth(null);
    auth.failure = failure;
    const result = await new SignIn(auth).execute({ email: 'a@b.in', password: 'secret1' });
    expect(result).toMatchObject({ ok: false, error: { title: 'Login Failed', message, code: failure.code } });
  });
});

describe('SignUp', () => {
  const input = { email: ' ravi@example.in ', phoneNumber: '+91 98765 43210', password: 'secret1', confirmPassword: 'secret1' };

  it('creates the account and registers the demo user under the e-mail local part', async () => {
    const auth = new FakeAuth(null);
    const backend = new FakeBackend();
    const result = await new SignUp(auth, backend, new RecordingLogger()).execute(input);
    expect(result.ok).toBe(true);
    expect(auth.signUps).toEqual([{ email: 'ravi@example.in', password: 'secret1', phoneNumber: '+91 98765 43210' }]);
    expect(backend.demoRegistrations).toEqual([{ username: 'ravi', email: 'ravi@example.in' }]);
  });

  it('still succeeds when the backend registration fails, and logs it', async () => {
    const backend = new FakeBackend();
    backend.demoFailure = new AppError('http', 'Backend auth failed: 500');
    const logger = new RecordingLogger();
    const result = await new SignUp(new FakeAuth(null), backend, logger).execute(input);
    expect(result.ok).toBe(true);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'error', context: { error: 'Backend auth failed: 500' } }));
  });

  it('validates in the specification order before calling anything', async () => {
    const auth = new FakeAuth(null);
    const result = await new SignUp(auth, new FakeBackend(), new RecordingLogger()).execute({
      ...input,
      phoneNumber: '12345',
      confirmPassword: 'other',
    });
    expect(result).toMatchObject({ ok: false, error: { message: 'Phone number must contain at least 10 digits' } });
    expect(auth.signUps).toEqual([]);
  });

  it.each([
    [new AppError('conflict', 'User already registered'), 'User already registered'],
    [new AppError('unknown', ' '), 'Failed to create account'],
    [networkError(), 'Failed to connect to server. Please try again.'],
  ])('reports a provider failure as "Registration Failed"', async (failure, message) => {
    const auth = new FakeAuth(null);
    auth.failure = failure;
    const backend = new FakeBackend();
    const result = await new SignUp(auth, backend, new RecordingLogger()).execute(input);
    expect(result).toMatchObject({ ok: false, error: { title: 'Registration Failed', message } });
    expect(backend.demoRegistrations).toEqual([]);
  });
});

describe('SignOut and ExpireSession', () => {
  it('signs out, or says it failed', async () => {
    const auth = new FakeAuth();
    expect((await new SignOut(auth).execute()).ok).toBe(true);
    expect(auth.session).toBeNull();
    auth.failure = networkError();
    expect(await new SignOut(auth).execute()).toMatchObject({ ok: false, error: { message: 'Failed to sign out' } });
  });

  it('ends the session with the "Session Expired" notice even if sign-out fails', async () => {
    const auth = new FakeAuth();
    expect(await new ExpireSession(auth, new RecordingLogger()).execute()).toEqual({
      title: 'Session Expired',
      description: 'Please log in again',
    });
    auth.failure = networkError();
    const logger = new RecordingLogger();
    await new ExpireSession(auth, logger).execute();
    expect(auth.signOuts).toBe(2);
    expect(logger.messages('warn')).toHaveLength(1);
  });
});
