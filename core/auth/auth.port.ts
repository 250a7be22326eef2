import type { AuthEvent, Credentials, Session, SignUpDetails, User } from './auth.model';

/**
 * Accounts and sessions. Fails with AppError codes: invalid_credentials, email_not_confirmed,
 * network (message 'Failed to connect to server'), conflict, unknown.
 */
export const Auth = Symbol('Auth');
export interface Auth {
  signIn(credentials: Credentials): Promise<Session>;
  /** Creates the account; the e-mail confirmation link leads to /dashboard. */
  signUp(details: SignUpDetails): Promise<User>;
  signOut(): Promise<void>;
  /** The current session, refreshed first when it is close to expiry; null when signed out. */
  currentSession(): Promise<Session | null>;
  /** Returns the unsubscribe function. */
  onChange(listener: (event: AuthEvent, session: Session | null) => void): () => void;
}
