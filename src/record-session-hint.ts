import type { Auth } from '../core/auth/auth.port';
import type { FirstViewMemory } from '../core/ports/first-view.port';
import type { SessionHint } from '../core/ports/session-hint.port';

/**
 * Keeps the public pages' session hint in step with the real session; a device signed out also
 * forgets its dashboard's first view, so the next student to sign in there never sees it.
 */
export function recordSessionHint(auth: Auth, hint: SessionHint, firstView: FirstViewMemory): void {
  let changed = false;
  const record = (signedIn: boolean) => {
    hint.record(signedIn);
    if (!signedIn) firstView.forget();
  };
  auth.onChange((_event, session) => {
    changed = true;
    record(session !== null);
  });
  auth.currentSession().then(
    // A sign-in or sign-out while the first check ran is newer than what the check found.
    (session) => {
      if (!changed) record(session !== null);
    },
    // A failed check changes nothing: the last known state stays the hint.
    () => undefined,
  );
}
