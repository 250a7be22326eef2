import { AppError, type ErrorCode } from './app-error';

/** The typed outcome of every use case: a value, or an AppError carrying the spec's message. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

export function ok<T>(value: T): Result<T>;
export function ok(): Result<void>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, message: string, title?: string): Result<T> {
  return { ok: false, error: new AppError(code, message, title) };
}

export function failWith<T = never>(error: AppError): Result<T> {
  return { ok: false, error };
}
