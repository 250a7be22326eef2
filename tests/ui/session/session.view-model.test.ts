import { describe, expect, it } from 'vitest';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { AppError } from '../../../core/shared/app-error';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { FakeAuth, networkError } from '../../fakes/fake-auth';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';

function setup(auth = new FakeAuth()) {
  const { notifier, shown } = recordingNotifier();
  const vm = new SessionViewModel(auth, new SignOut(auth), new ExpireSession(auth, new RecordingLogger()), notifier);
  return { auth, vm, shown };
}

describe('SessionViewModel', () => {
  it('is loading until the session has been read', async () => {
    const { vm } = setup();
    expect(vm.state).toBe('loading');
    await vm.refresh();
    expect(vm.state).toBe('signed_in');
    expect(vm.user?.email).toBe('asha@example.in');
  });

  it('signs out, or says "Failed to sign out" and stays signed in', async () => {
    const { vm, auth, shown } = setup();
    await vm.refresh();
    auth.failure = networkError();
    expect(await vm.signOut()).toBe(false);
    expect(vm.signedIn).toBe(true);
    expect(shown).toEqual([{ intent: 'error', title: 'Failed to sign out' }]);
    auth.failure = null;
    expect(await vm.signOut()).toBe(true);
    expect(vm.state).toBe('signed_out');
  });

  it('ends the session on a non-payment 401 with "Session Expired"', async () => {
    const { vm, shown, auth } = setup();
    await vm.refresh();
    expect(await vm.handleError(new AppError('payment_required', 'Upgrade to continue'))).toBe(false);
    expect(vm.signedIn).toBe(true);
    expect(await vm.handleError(new AppError('session_expired', 'Authentication failed'))).toBe(true);
    expect(vm.state).toBe('signed_out');
    expect(auth.session).toBeNull();
    expect(shown).toEqual([{ intent: 'error', title: 'Session Expired', description: 'Please log in again' }]);
  });

  it('ends the session once when several calls meet the 401 together, and again after a new sign-in', async () => {
    const { vm, shown, auth } = setup();
    await vm.refresh();
    const refused = new AppError('session_expired', 'Authentication failed');
    expect(await Promise.all([vm.handleError(refused), vm.handleError(refused), vm.handleError(refused)])).toEqual([true, true, true]);
    expect(shown).toHaveLength(1);

    await auth.signIn({ email: 'asha@example.in', password: 'secret1' });
    await vm.refresh();
    expect(vm.signedIn).toBe(true);
    await vm.handleError(refused);
    expect(vm.state).toBe('signed_out');
    expect(shown).toHaveLength(2);
  });

  it('does not tell a student who has signed out that the session expired', async () => {
    const { vm, shown } = setup();
    await vm.refresh();
    await vm.signOut();
    expect(await vm.handleError(new AppError('session_expired', 'Authentication failed'))).toBe(true);
    expect(shown).toEqual([]);
  });

  it('treats an unreadable session as signed out', async () => {
    const auth = new FakeAuth();
    auth.currentSession = async () => {
      throw new AppError('network', 'offline');
    };
    const { vm } = setup(auth);
    await vm.refresh();
    expect(vm.state).toBe('signed_out');
  });
});
