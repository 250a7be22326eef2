import type { FeatureGate } from '../access/feature-gate';
import type { Auth } from '../auth/auth.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts, MockStarts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { loadPaper, type OpenedMock } from './mock-paper';
import { MOCK_MESSAGES } from './mock.messages';

/**
 * Starts a new mock for the student (MockStarts puts its paper together, counts it and keeps it),
 * through the FeatureGate as one use of 'fullMock': one for a free student, the paid allowance on
 * a plan, counted only once the mock exists. A mock already in progress is returned instead of a
 * new one, and costs nothing.
 */
export class StartFullMock {
  constructor(
    private readonly gate: FeatureGate,
    private readonly starts: MockStarts,
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly source: MockQuestionSource,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<OpenedMock>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      const earlier = await this.attempts.list(session.user.id);
      const open = earlier.find((attempt) => attempt.submittedAt === null);
      if (open) return ok({ attempt: open, questions: await loadPaper(this.source, open) });

      return await this.gate.run({
        feature: 'fullMock',
        counts: true,
        request: async (signedIn) => {
          const attempt = await this.starts.start(signedIn, earlier);
          return ok({ attempt, questions: await loadPaper(this.source, attempt) });
        },
      });
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'payment_required' || appError.code === 'usage_blocked') return fail(appError.code, appError.message);
      this.logger.warn('A full mock was not started', { error: appError.message });
      return fail(appError.code, appError.code === 'unavailable' && appError.message === MOCK_MESSAGES.notEnoughQuestions ? MOCK_MESSAGES.notEnoughQuestions : MOCK_MESSAGES.loadFailed);
    }
  }
}
