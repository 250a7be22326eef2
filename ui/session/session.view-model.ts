import { makeAutoObservable, runInAction } from 'mobx';
import type { User } from '../../core/auth/auth.model';
import type { ExpireSession } from '../../core/auth/expire-session.use-case';
import type { SignOut } from '../../core/auth/sign-out.use-case';
import type { Auth } from '../../core/auth/auth.port';
import type { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import type { Notifier } from '../common/notifier';

export type SessionState = 'loading' | 'signed_in' | 'signed_out';

/** Who is signed in, for the header and every guarded screen; one for the whole visit. */
/** What a view model needs of the session: its rule for an error (sign out on an expired session, keep the student on a payment matter). */
export type SessionErrors = Pick<SessionViewModel, 'handleError'>;

export class SessionViewModel {
  state: SessionState = 'loading';
  user: User | null = null;
  private started = false;
  /** The end of the session after a 401, while and once it has happened. */
  private ending: Promise<void> | null = null;

  constructor(
    private readonly auth: Auth,
    private readonly signOutUseCase: SignOut,
    private readonly expireSession: ExpireSession,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'auth' | 'signOutUseCase' | 'expireSession' | 'notifier' | 'started' | 'ending' | 'endSession'>(this, {
      auth: false,
      signOutUseCase: false,
      expireSession: false,
      notifier: false,
      started: false,
      ending: false,
      endSession: false,
    });
  }

  get signedIn(): boolean {
    return this.state === 'signed_in';
  }

  /** Reads the session once and follows every change after (sign-in, refresh, sign-out in another tab). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.auth.onChange((_event, session) => this.setUser(session?.user ?? null));
    void this.refresh();
  }

  async refresh(): Promise<void> {
    try {
      const session = await this.auth.currentSession();
      this.setUser(session?.user ?? null);
    } catch {
      this.setUser(null);
    }
  }

  /** Signs out; false (with the 'Failed to sign out' notice) when that failed. */
  async signOut(): Promise<boolean> {
    const result = await this.signOutUseCase.execute();
    if (!result.ok) {
      this.notifier.error({ title: AUTH_MESSAGES.signOutFailed });
      return false;
    }
    this.setUser(null);
    return true;
  }

  /**
   * Every screen hands errors here first, and so does every call to the backend, the AI host and
   * the database: a 401 that is not about payment ends the session with 'Session Expired'.
   * Returns true when the error was handled that way. The session ends once, however many calls
   * met the 401; a student already signed out is not told so again.
   */
  async handleError(error: AppError): Promise<boolean> {
    if (error.code !== 'session_expired') return false;
    if (this.state === 'signed_out' && !this.ending) return true;
    this.ending ??= this.endSession();
    await this.ending;
    return true;
  }

  private async endSession(): Promise<void> {
    const notice = await this.expireSession.execute();
    this.notifier.error(notice);
    runInAction(() => {
      this.user = null;
      this.state = 'signed_out';
    });
  }

  private setUser(user: User | null): void {
    this.user = user;
    this.state = user ? 'signed_in' : 'signed_out';
    if (user) this.ending = null;
  }
}
