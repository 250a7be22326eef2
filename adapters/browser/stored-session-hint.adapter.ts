import type { SessionHint } from '../../core/ports/session-hint.port';

/** Read before the first paint by scripts/visitor-mark.mjs, under the same key. */
export const SESSION_HINT_KEY = 'nyayapath.session-hint';
const KEY = SESSION_HINT_KEY;
const SIGNED_IN = 'signed_in';

/** The session hint in Web Storage. Storage that is blocked or full only loses the hint: the header then offers Login. */
export class StoredSessionHint implements SessionHint {
  constructor(private readonly storage: () => Storage | undefined = () => globalThis.localStorage) {}

  signedIn(): boolean {
    try {
      return this.storage()?.getItem(KEY) === SIGNED_IN;
    } catch {
      return false;
    }
  }

  record(signedIn: boolean): void {
    try {
      if (signedIn) this.storage()?.setItem(KEY, SIGNED_IN);
      else this.storage()?.removeItem(KEY);
    } catch {
      // A hint that cannot be kept is no hint: the real session decides everything.
    }
  }
}
