import type { Auth } from './auth.port';
import type { Logger } from '../ports/logger.port';
import { AUTH_NOTICES, type Notice } from '../shared/messages';

/**
 * The second half of the backend 401 rule: a 401 that is not about payment, upgrade or trial
 * ends the session, and the student is told to log in again.
 */
export class ExpireSession {
  constructor(
    private readonly auth: Auth,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Notice> {
    try {
      await this.auth.signOut();
    } catch (error) {
      this.logger.warn('Sign-out after a 401 failed', { error: String(error) });
    }
    return AUTH_NOTICES.sessionExpired;
  }
}
