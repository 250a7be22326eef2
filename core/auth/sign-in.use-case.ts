import type { Auth } from './auth.port';
import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES, AUTH_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { Credentials, Session } from './auth.model';
import { validateSignIn } from './auth.validation';

export class SignIn {
  constructor(private readonly auth: Auth) {}

  async execute(input: Credentials): Promise<Result<Session>> {
    const invalid = validateSignIn(input);
    if (invalid) return fail('validation', invalid, 'Login Failed');
    try {
      return ok(await this.auth.signIn({ email: input.email.trim(), password: input.password }));
    } catch (error) {
      const appError = AppError.from(error);
      return fail(appError.code, signInFailureMessage(appError), AUTH_NOTICES.loginFailed('').title);
    }
  }
}

function signInFailureMessage(error: AppError): string {
  switch (error.code) {
    case 'network':
      return AUTH_MESSAGES.networkFailureShown;
    case 'email_not_confirmed':
      return AUTH_MESSAGES.emailNotConfirmed;
    default:
      return error.message.trim() || AUTH_MESSAGES.invalidCredentials;
  }
}
