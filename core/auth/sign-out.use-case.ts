import type { Auth } from './auth.port';
import { AUTH_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';

export class SignOut {
  constructor(private readonly auth: Auth) {}

  async execute(): Promise<Result<void>> {
    try {
      await this.auth.signOut();
      return ok();
    } catch {
      return fail('unknown', AUTH_MESSAGES.signOutFailed);
    }
  }
}
