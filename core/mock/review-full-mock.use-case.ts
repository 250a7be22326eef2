import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
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

  execute(input: { readonly attemptId: string }): Promise<Result<FinishedMock>> {
    const words = { notSignedIn: MOCK_MESSAGES.notSignedIn, failed: MOCK_MESSAGES.loadFailed, logged: 'A past mock was not loaded' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      const attempt = await this.attempts.find(session.user.id, input.attemptId);
      if (!attempt || !attempt.result) return fail('not_found', MOCK_MESSAGES.notFound);
      return ok({ attempt, analysis: analyseMock(attempt, await loadPaper(this.source, attempt), attempt.result) });
    });
  }
}
