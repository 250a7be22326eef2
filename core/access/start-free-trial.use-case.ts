import type { Auth } from '../auth/auth.port';
import type { Backend } from '../ports/backend.port';
import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';

/** Records that the student chose the free allowance over a plan, for now. */
export class StartFreeTrial {
  constructor(
    private readonly auth: Auth,
    private readonly backend: Backend,
  ) {}

  async execute(): Promise<Result<void>> {
    const session = await this.auth.currentSession();
    if (!session) return fail('not_signed_in', AUTH_MESSAGES.authenticationFailed);
    try {
      await this.backend.startFreeTrial(session.user.id);
      return ok();
    } catch (error) {
      const appError = AppError.from(error);
      return fail(appError.code, appError.message);
    }
  }
}
