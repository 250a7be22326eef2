import type { Auth } from '../auth/auth.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { MOCK_MESSAGES } from './mock.messages';
import type { MockProgress } from './mock.model';

/** Keeps the student's work after each move, so a closed tab resumes where she was. */
export class SaveMockProgress {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly attemptId: string; readonly progress: MockProgress }): Promise<Result<void>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      await this.attempts.saveProgress(session.user.id, input.attemptId, input.progress);
      return ok();
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'conflict') return fail('conflict', MOCK_MESSAGES.alreadySubmitted);
      this.logger.warn('Mock progress was not saved', { error: appError.message });
      return fail(appError.code, MOCK_MESSAGES.saveFailed);
    }
  }
}
