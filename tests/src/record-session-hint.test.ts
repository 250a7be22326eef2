import { describe, expect, it } from 'vitest';
import type { AuthEvent, Session } from '../../core/auth/auth.model';
import type { Auth } from '../../core/auth/auth.port';
import type { FirstViewMemory } from '../../core/ports/first-view.port';
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
  const forgotten: number[] = [];
  const firstView: FirstViewMemory = { remember: () => undefined, forget: () => void forgotten.push(recorded.length) };
  return { auth, hint, recorded, firstView, forgotten, emit: (event: AuthEvent, session: Session | null) => listeners.forEach((listener) => listener(event, session)) };
}

describe('recordSessionHint', () => {
  it('records the session found at start, then every sign-in and sign-out', async () => {
    const { auth, hint, firstView, recorded, forgotten, emit } = fakes(async () => SESSION);
    recordSessionHint(auth, hint, firstView);
    await Promise.resolve();
    expect(recorded).toEqual([true]);
    emit('SIGNED_OUT', null);
    emit('SIGNED_IN', SESSION);
    expect(recorded).toEqual([true, false, true]);
    // The dashboard's first view is forgotten with the sign-out, and only then.
    expect(forgotten).toEqual([2]);
  });

  it('keeps a sign-out that happens while the first check is still running', async () => {
    let finish: (session: Session | null) => void = () => undefined;
    const { auth, hint, firstView, recorded, emit } = fakes(() => new Promise((done) => (finish = done)));
    recordSessionHint(auth, hint, firstView);
    emit('SIGNED_OUT', null);
    finish(SESSION);
    await Promise.resolve();
    expect(recorded).toEqual([false]);
  });

  it('keeps the last known state when the session check fails', async () => {
    const { auth, hint, firstView, recorded } = fakes(() => Promise.reject(new Error('offline')));
    recordSessionHint(auth, hint, firstView);
    await new Promise((done) => queueMicrotask(() => done(undefined)));
    expect(recorded).toEqual([]);
  });
});
