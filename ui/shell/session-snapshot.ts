/** What the header and the home page show of the session, without loading the session's code first. */
export interface SessionSnapshot {
  /** False while the session check runs (and before the composition root has loaded): no auth buttons yet. */
  readonly known: boolean;
  readonly signedIn: boolean;
  /** Signs out; false when that failed (the session has shown 'Failed to sign out'). */
  readonly signOut: () => Promise<boolean>;
}

export const UNKNOWN_SESSION: SessionSnapshot = { known: false, signedIn: false, signOut: async () => false };
