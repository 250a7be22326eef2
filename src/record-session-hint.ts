import type { Auth } from '../core/auth/auth.port';
import type { SessionHint } from '../core/ports/session-hint.port';

/** Keeps the public pages' session hint in step with the real session. */
export function recordSessionHint(auth: Auth, hint: SessionHint): void {
  let changed = false;
  auth.onChange((_event, session) => {
    changed = true;
    hint.record(session !== null);
  });
  auth.currentSession().then(
    // A sign-in or sign-out while the first check ran is newer than what the check found.
    (session) => {
      if (!changed) hint.record(session !== null);
    },
    // A failed check changes nothing: the last known state stays the hint.
    () => undefined,
  );
}
