import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError, type KyInstance } from 'ky';
import { classifyUnauthorized } from '../../core/auth/unauthorized.rules';
import type { Auth } from '../../core/auth/auth.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES, DOUBT_MESSAGES } from '../../core/shared/messages';

/** ky's 10 s is tight for a phone on a mobile network; the backend's answers are small. */
const DEFAULT_TIMEOUT_MS = 20_000;
/** A 500 page can be long; the error text is shown in a toast. */
const MAX_BODY_CHARS = 300;

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly auth: Auth;
  /** Per attempt; a request may override it. */
  readonly timeoutMs?: number;
}

/** What a failure is about, for the product's error texts and the 401 rule. */
export interface HttpCall {
  /** The API path called, e.g. 'api/payments/submit': the 401 rule reads it. */
  readonly path: string;
  /** Names the call in error texts: '{label} API error: {status} {body}'. */
  readonly label: string;
}

/**
 * A ky instance for one host: JSON, the signed-in user's bearer token, and retries for reads
 * only. Call it with paths without a leading slash ('api/user/status') so that a base URL with
 * a path of its own (https://example.in/backend) keeps it.
 */
export function createHttpClient({ baseUrl, auth, timeoutMs = DEFAULT_TIMEOUT_MS }: HttpClientOptions): KyInstance {
  return ky.create({
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    timeout: timeoutMs,
    headers: { accept: 'application/json' },
    // A GET may be repeated once after a blip; a POST never is, so a payment cannot be submitted twice.
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          // Read per request: the session may have been refreshed or ended since the last call.
          const session = await auth.currentSession();
          if (session) request.headers.set('Authorization', `Bearer ${session.accessToken}`);
        },
      ],
    },
  });
}

/**
 * Turns any failure of a call into the product's AppError: the 401 rule, the catalogue's
 * 'API error: {status} {body}' texts, timeouts, network failures and malformed bodies.
 */
export function toAppError(error: unknown, call: HttpCall): AppError {
  if (error instanceof AppError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === 401) return classifyUnauthorized(call.path, serverMessage(error.data));
    return new AppError('http', `${call.label} API error: ${status} ${bodyText(error.data)}`.trimEnd());
  }
  if (isTimeoutError(error)) return new AppError('timeout', DOUBT_MESSAGES.timeout);
  // fetch rejects with a TypeError when the network fails; ky wraps the kinds it recognises.
  if (isNetworkError(error) || error instanceof TypeError) return new AppError('network', AUTH_MESSAGES.networkFailure);
  // A body that is not JSON (SyntaxError) or not the expected shape (the zod schema).
  if (error instanceof SchemaValidationError || error instanceof SyntaxError) return malformedResponse(call);
  return AppError.from(error);
}

/** A feature's own words for a refusal of the server's (its status and message), or null for the common texts. */
export type Refusal = (status: number, message: string | null) => AppError | null;

/** Sends a request; a failure becomes the feature's own error for a refusal it words, else toAppError's. */
export async function withRefusals<T>(call: HttpCall, request: () => Promise<T>, refusal: Refusal): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const refused = isHTTPError(error) ? refusal(error.response.status, serverMessage(error.data)) : null;
    throw refused ?? toAppError(error, call);
  }
}

export function malformedResponse(call: HttpCall): AppError {
  return new AppError('malformed_response', `The ${call.label.toLowerCase()} API returned an unexpected response.`);
}

/** The server's own words in an error body: `message`, else `error`. */
export function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  return null;
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  const text = (typeof data === 'string' ? data : JSON.stringify(data)).trim();
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
}
