import type { Logger } from '../ports/logger.port';
import { AppError } from '../shared/app-error';
import type { Notice } from '../shared/messages';
import { fail, type Result } from '../shared/result';
import type { Session } from './auth.model';
import type { Auth } from './auth.port';

/** What a student's step says when it cannot be done, in its area's words. */
export interface StepWords {
  /** Shown to a student who is not signed in. */
  readonly notSignedIn: string;
  /** Shown when the step fails, or worked out from the failure. */
  readonly failed: string | ((failure: AppError) => string);
  /** The warning logged when the step fails, with the failure's code. */
  readonly logged: string;
}

/**
 * Runs a step for the signed-in student. A signed-out student gets 'not_signed_in'; a failure is
 * logged and keeps its code, so that an expired session still signs the student out.
 */
export async function asSignedInStudent<T>(
  auth: Auth,
  logger: Logger,
  words: StepWords,
  step: (session: Session) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    const session = await auth.currentSession();
    if (!session) return fail('not_signed_in', words.notSignedIn);
    return await step(session);
  } catch (error) {
    const appError = AppError.from(error);
    logger.warn(words.logged, { code: appError.code, error: appError.message });
    return fail(appError.code, typeof words.failed === 'string' ? words.failed : words.failed(appError));
  }
}

/**
 * Saves for the signed-in student where one notice answers every failure: a signed-out student
 * and a failed save both see `failed` (code 'unknown' for the failed save), and the failure is
 * logged as an error.
 */
export async function saveForSignedInStudent<T>(
  auth: Auth,
  logger: Logger,
  failed: Required<Notice>,
  logged: string,
  save: (userId: string) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    const session = await auth.currentSession();
    if (!session) return fail('not_signed_in', failed.description, failed.title);
    return await save(session.user.id);
  } catch (error) {
    logger.error(logged, { error: String(error) });
    return fail('unknown', failed.description, failed.title);
  }
}
