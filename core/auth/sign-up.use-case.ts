import type { Auth } from './auth.port';
import type { Backend } from '../ports/backend.port';
import type { Logger } from '../ports/logger.port';
import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES, AUTH_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { User } from './auth.model';
import { validateSignUp } from './auth.validation';
import { demoUsername } from './session.rules';

export interface SignUpInput {
  readonly email: string;
  readonly phoneNumber: string;
  readonly password: string;
  readonly confirmPassword: string;
}

const FAILURE_TITLE = AUTH_NOTICES.registrationFailed('').title;

/** Creates the account, then registers it with the product backend (a failure there is only logged). */
export class SignUp {
  constructor(
    private readonly auth: Auth,
    private readonly backend: Backend,
    private readonly logger: Logger,
  ) {}

  async execute(input: SignUpInput): Promise<Result<User>> {
    const invalid = validateSignUp(input);
    if (invalid) return fail('validation', invalid, FAILURE_TITLE);

    const email = input.email.trim();
    let user: User;
    try {
      user = await this.auth.signUp({ email, password: input.password, phoneNumber: input.phoneNumber.trim() });
    } catch (error) {
      const appError = AppError.from(error);
      const message =
        appError.code === 'network' ? AUTH_MESSAGES.networkFailureShown : appError.message.trim() || AUTH_MESSAGES.signUpFallback;
      return fail(appError.code, message, FAILURE_TITLE);
    }

    try {
      await this.backend.registerDemo({ username: demoUsername(email), email });
    } catch (error) {
      this.logger.error('Backend demo registration failed', { error: AppError.from(error).message });
    }
    return ok(user);
  }
}
