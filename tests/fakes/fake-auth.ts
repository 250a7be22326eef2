import type { AuthEvent, Credentials, Session, SignUpDetails, User } from '../../core/auth/auth.model';
import type { Auth } from '../../core/auth/auth.port';
import { AppError } from '../../core/shared/app-error';

export function makeUser(email = 'asha@example.in', id = 'user-1'): User {
  return { id, email, emailConfirmedAt: '2026-01-01T00:00:00Z', userMetadata: {}, identities: [], factors: [] };
}

export function makeSession(user: User = makeUser()): Session {
  return { accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.UTC(2030, 0, 1), tokenType: 'bearer', user };
}

/** An Auth that keeps one session in memory; set `failure` to make the next calls reject. */
export class FakeAuth implements Auth {
  session: Session | null;
  failure: AppError | null = null;
  readonly signUps: SignUpDetails[] = [];
  signOuts = 0;

  constructor(session: Session | null = makeSession()) {
    this.session = session;
  }

  async signIn(credentials: Credentials): Promise<Session> {
    if (this.failure) throw this.failure;
    this.session = makeSession(makeUser(credentials.email));
    return this.session;
  }

  async signUp(details: SignUpDetails): Promise<User> {
    if (this.failure) throw this.failure;
    this.signUps.push(details);
    return makeUser(details.email, `user-${this.signUps.length}`);
  }

  async signOut(): Promise<void> {
    this.signOuts += 1;
    if (this.failure) throw this.failure;
    this.session = null;
  }

  async currentSession(): Promise<Session | null> {
    return this.session;
  }

  onChange(_listener: (event: AuthEvent, session: Session | null) => void): () => void {
    return () => undefined;
  }
}

export const networkError = () => new AppError('network', 'Failed to connect to server');
