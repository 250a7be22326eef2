import {
  isAuthApiError,
  isAuthError,
  isAuthRetryableFetchError,
  type AuthChangeEvent,
  type Session as SupabaseSession,
  type User as SupabaseUser,
} from '@supabase/supabase-js';
import { inject, injectable, optional, unmanaged } from 'inversify';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { AuthEvent, Credentials, Session, SignUpDetails, User } from '../../core/auth/auth.model';
import type { Auth } from '../../core/auth/auth.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { SupabaseClient } from './supabase-client';

const ALREADY_REGISTERED = 'User already registered';
const MALFORMED_SESSION = 'The sign-in service sent a reply this app cannot read. Please try again.';

/** Supabase's session events as core names them; INITIAL_SESSION and MFA events are not core's business. */
const EVENTS: Partial<Record<AuthChangeEvent, AuthEvent>> = {
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  PASSWORD_RECOVERY: 'PASSWORD_RECOVERY',
  USER_UPDATED: 'USER_UPDATED',
};

const userSchema = z.object({
  id: nonEmptyText,
  // Absent for phone-only accounts, which this product does not create.
  email: z.optional(z.string()),
  email_confirmed_at: z.nullish(z.string()),
  user_metadata: z.nullish(z.record(z.string(), z.unknown())),
  identities: z.nullish(z.array(z.object({ id: z.string(), provider: z.string() }))),
  factors: z.nullish(z.array(z.object({ id: z.string(), factor_type: z.string() }))),
});

const sessionSchema = z.object({
  access_token: nonEmptyText,
  refresh_token: nonEmptyText,
  /** Epoch seconds; supabase-js fills it in from expires_in when the server leaves it out. */
  expires_at: z.number().check(z.positive()),
  token_type: z.string().check(z.refine((type) => type.toLowerCase() === 'bearer')),
  user: userSchema,
});

export interface SupabaseAuthOptions {
  /** Where the confirmation link leads; `<this page's origin>/dashboard` when omitted. */
  readonly emailRedirectTo?: string;
}

/**
 * Auth over Supabase Auth (spec §7): password sign-in, sign-up with the phone number in the
 * user metadata, sign-out, and the session supabase-js keeps in local storage and refreshes on
 * its own. Every supabase-js error becomes an AppError with the catalogue's words.
 */
@injectable()
export class SupabaseAuth implements Auth {
  constructor(
    @inject(SupabaseClient) private readonly client: SupabaseClient,
    @unmanaged() private readonly options: SupabaseAuthOptions = {},
    @inject(Logger) @optional() private readonly logger: Logger = new ConsoleLogger(),
  ) {}

  async signIn(credentials: Credentials): Promise<Session> {
    const { data, error } = await attempt(() =>
      this.client.auth.signInWithPassword({ email: credentials.email, password: credentials.password }),
    );
    if (error) throw toAppError(error);
    return toSession(data.session);
  }

  async signUp(details: SignUpDetails): Promise<User> {
    const redirect = this.options.emailRedirectTo ?? dashboardUrl();
    const { data, error } = await attempt(() =>
      this.client.auth.signUp({
        email: details.email,
        password: details.password,
        options: { data: { phone_number: details.phoneNumber }, ...(redirect ? { emailRedirectTo: redirect } : {}) },
      }),
    );
    if (error) throw toAppError(error);
    // With e-mail confirmation on, Supabase answers a sign-up for a registered address with a
    // stand-in user that has no identities, so as not to reveal the account: say it plainly.
    if (Array.isArray(data.user?.identities) && data.user.identities.length === 0) {
      throw new AppError('conflict', ALREADY_REGISTERED);
    }
    return toUser(data.user);
  }

  async signOut(): Promise<void> {
    const { error } = await attempt(() => this.client.auth.signOut());
    if (error) throw toAppError(error);
  }

  async currentSession(): Promise<Session | null> {
    // getSession refreshes first when the access token is within 90 s of expiry.
    const { data, error } = await attempt(() => this.client.auth.getSession());
    if (error) {
      // The session could not be refreshed: for want of a network it may still come back;
      // a refused refresh token means it is over (supabase-js has already removed it).
      if (isAuthRetryableFetchError(error)) throw toAppError(error);
      this.logger.warn('Session refresh refused; signed out', { error: error.message });
      return null;
    }
    return data.session ? toSession(data.session) : null;
  }

  onChange(listener: (event: AuthEvent, session: Session | null) => void): () => void {
    const { data } = this.client.auth.onAuthStateChange((supabaseEvent, supabaseSession) => {
      const event = EVENTS[supabaseEvent];
      if (!event) return;
      try {
        listener(event, supabaseSession ? toSession(supabaseSession) : null);
      } catch (error) {
        this.logger.error('Auth listener failed', { event, error: String(error) });
      }
    });
    return () => data.subscription.unsubscribe();
  }
}

/** supabase-js returns its errors, but a fetch it does not wrap can still throw. */
async function attempt<T extends { error: unknown }>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isAuthRetryableFetchError(error)) {
    // supabase-js reports a 2xx body that is not JSON this way too, as the parser's message.
    if (error.status === 0 && /JSON/.test(error.message)) return new AppError('malformed_response', MALFORMED_SESSION);
    // A failed fetch, or a 5xx from the auth server: either way the student can only try again.
    return new AppError('network', AUTH_MESSAGES.networkFailure);
  }
  if (error instanceof TypeError) return new AppError('network', AUTH_MESSAGES.networkFailure);
  if (isAuthApiError(error)) {
    const message = error.message.trim();
    switch (error.code ?? legacyCode(message)) {
      case 'email_not_confirmed':
        return new AppError('email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
      case 'invalid_credentials':
        return new AppError('invalid_credentials', message || AUTH_MESSAGES.invalidCredentials);
      case 'user_already_exists':
      case 'email_exists':
        return new AppError('conflict', message || ALREADY_REGISTERED);
      default:
        // Empty is fine: the use cases fall back to the catalogue's words.
        return new AppError('unknown', message);
    }
  }
  // An unreadable reply: a session without tokens, or an error body that is not JSON.
  if (isAuthError(error) && ['AuthInvalidTokenResponseError', 'AuthUnknownError'].includes(error.name)) {
    return new AppError('malformed_response', MALFORMED_SESSION);
  }
  return AppError.from(error);
}

/** Some older auth servers send no error code at all; their messages are stable. */
function legacyCode(message: string): string | undefined {
  if (/email not confirmed/i.test(message)) return 'email_not_confirmed';
  if (/invalid login credentials/i.test(message)) return 'invalid_credentials';
  if (/already registered/i.test(message)) return 'user_already_exists';
  return undefined;
}

function toSession(session: SupabaseSession | null): Session {
  const parsed = sessionSchema.safeParse(session);
  if (!parsed.success) throw new AppError('malformed_response', MALFORMED_SESSION);
  const { access_token, refresh_token, expires_at, user } = parsed.data;
  return { accessToken: access_token, refreshToken: refresh_token, expiresAt: expires_at * 1000, tokenType: 'bearer', user: mapUser(user) };
}

function toUser(user: SupabaseUser | null): User {
  const parsed = userSchema.safeParse(user);
  if (!parsed.success) throw new AppError('malformed_response', MALFORMED_SESSION);
  return mapUser(parsed.data);
}

function mapUser(user: z.infer<typeof userSchema>): User {
  const phone = user.user_metadata?.['phone_number'];
  return {
    id: user.id,
    email: user.email ?? '',
    emailConfirmedAt: user.email_confirmed_at ?? null,
    userMetadata: typeof phone === 'string' ? { phone_number: phone } : {},
    identities: (user.identities ?? []).map(({ id, provider }) => ({ id, provider })),
    factors: (user.factors ?? []).map(({ id, factor_type }) => ({ id, type: factor_type })),
  };
}

function dashboardUrl(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? `${origin}/dashboard` : undefined;
}
