import type { Auth } from '../auth/auth.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { analyseMock } from './mock-analysis';
import { loadPaper } from './mock-paper';
import { MOCK_MESSAGES } from './mock.messages';
import type { FinishedMock } from './mock-hand-in';

/** A past mock's analysis, reopened from the dashboard. */
export class ReviewFullMock {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly source: MockQuestionSource,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly attemptId: string }): Promise<Result<FinishedMock>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      const attempt = await this.attempts.find(session.user.id, input.attemptId);
      if (!attempt || !attempt.result) return fail('not_found', MOCK_MESSAGES.notFound);
      return ok({ attempt, analysis: analyseMock(attempt, await loadPaper(this.source, attempt), attempt.result) });
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('A past mock was not loaded', { error: appError.message });
      return fail(appError.code, MOCK_MESSAGES.loadFailed);
    }
  }
}
