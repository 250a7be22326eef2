import { describe, expect, it } from 'vitest';
import type { AuthEvent, Session } from '../../core/auth/auth.model';
import type { Auth } from '../../core/auth/auth.port';
import type { SessionHint } from '../../core/ports/session-hint.port';
import { recordSessionHint } from '../../src/record-session-hint';

const SESSION = { accessToken: 'token' } as Session;

function fakes(current: () => Promise<Session | null>) {
  const listeners: ((event: AuthEvent, session: Session | null) => void)[] = [];
  const auth = {
    currentSession: current,
    onChange: (listener: (event: AuthEvent, session: Session | null) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as Auth;
  const recorded: boolean[] = [];
  const hint: SessionHint = { signedIn: () => recorded.at(-1) ?? false, record: (signedIn) => void recorded.push(signedIn) };
  return { auth, hint, recorded, emit: (event: AuthEvent, session: Session | null) => listeners.forEach((listener) => listener(event, session)) };
}

describe('recordSessionHint', () => {
  it('records the session found at start, then every sign-in and sign-out', async () => {
    const { auth, hint, recorded, emit } = fakes(async () => SESSION);
    recordSessionHint(auth, hint);
    await Promise.resolve();
    expect(recorded).toEqual([true]);
    emit('SIGNED_OUT', null);
    emit('SIGNED_IN', SESSION);
    expect(recorded).toEqual([true, false, true]);
  });

  it('keeps a sign-out that happens while the first check is still running', async () => {
    let finish: (session: Session | null) => void = () => undefined;
    const { auth, hint, recorded, emit } = fakes(() => new Promise((done) => (finish = done)));
    recordSessionHint(auth, hint);
    emit('SIGNED_OUT', null);
    finish(SESSION);
    await Promise.resolve();
    expect(recorded).toEqual([false]);
  });

  it('keeps the last known state when the session check fails', async () => {
    const { auth, hint, recorded } = fakes(() => Promise.reject(new Error('offline')));
    recordSessionHint(auth, hint);
    await new Promise((done) => queueMicrotask(() => done(undefined)));
    expect(recorded).toEqual([]);
  });
});
