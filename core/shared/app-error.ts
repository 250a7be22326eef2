/**
 * The one error type that crosses a port or leaves a use case. Its `message` is the
 * specification's exact text for the user; `title` is the toast title where the
 * specification gives one. Vendor errors are translated into this at the adapter.
 */
export type ErrorCode =
  | 'validation'
  | 'network'
  | 'timeout'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'session_expired'
  | 'payment_required'
  | 'usage_blocked'
  | 'not_signed_in'
  | 'forbidden'
  | 'http'
  | 'malformed_response'
  | 'empty_response'
  | 'not_found'
  | 'conflict'
  | 'storage'
  | 'unavailable'
  | 'unknown';

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly title?: string,
  ) {
    super(message);
  }

  static from(error: unknown, code: ErrorCode = 'unknown'): AppError {
    if (error instanceof AppError) return error;
    if (error instanceof Error) return new AppError(code, error.message);
    return new AppError(code, String(error));
  }
}
