import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { MockHandIn, type FinishedMock } from './mock-hand-in';
import { MOCK_MESSAGES } from './mock.messages';
import type { MockProgress } from './mock.model';

/**
 * Hands a mock in, by the student or when its time runs out: the time on the open question is
 * settled (up to the deadline), the paper is marked against the keys of its own passages and
 * the result is kept with the attempt, once.
 */
export class SubmitFullMock extends MockHandIn {
  async execute(input: { readonly attemptId: string; readonly progress: MockProgress }): Promise<Result<FinishedMock>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      return ok(await this.handIn(session.user.id, input.attemptId, input.progress, this.clock.now()));
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'conflict') return fail('conflict', MOCK_MESSAGES.alreadySubmitted);
      if (appError.code === 'not_found') return fail('not_found', MOCK_MESSAGES.notFound);
      this.logger.warn('A full mock was not submitted', { error: appError.message });
      return fail(appError.code, MOCK_MESSAGES.submitFailed);
    }
  }
}
