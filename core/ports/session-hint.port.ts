/**
 * Whether this device's last known session was signed in: read by a public page's header before
 * the session's own code has loaded, written whenever the session changes. A hint, never a
 * credential: what a signed-in student may do is checked against the real session.
 */
export interface SessionHint {
  signedIn(): boolean;
  record(signedIn: boolean): void;
}
