import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { analyseMock, type MockAnalysis } from './mock-analysis';
import { loadPaper } from './mock-paper';
import { settleTime } from './mock-progress.rules';
import { scoreMock } from './mock-scoring.rules';
import { MOCK_MESSAGES } from './mock.messages';
import type { MockAttempt, MockProgress } from './mock.model';

export interface FinishedMock {
  readonly attempt: MockAttempt;
  readonly analysis: MockAnalysis;
}

/**
 * Hands a mock in, by the student or when its time runs out: the time on the open question is
 * settled (up to the deadline), the paper is marked against the keys of its own passages and
 * the result is kept with the attempt, once.
 */
export class SubmitFullMock {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly source: MockQuestionSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly attemptId: string; readonly progress: MockProgress }): Promise<Result<FinishedMock>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      return ok(await submitMock(this.attempts, this.source, session.user.id, input.attemptId, input.progress, this.clock.now()));
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'conflict') return fail('conflict', MOCK_MESSAGES.alreadySubmitted);
      if (appError.code === 'not_found') return fail('not_found', MOCK_MESSAGES.notFound);
      this.logger.warn('A full mock was not submitted', { error: appError.message });
      return fail(appError.code, MOCK_MESSAGES.submitFailed);
    }
  }
}

/** Marks and keeps a mock; shared with opening a mock whose time ran out while it was closed. */
export async function submitMock(
  attempts: MockAttempts,
  source: MockQuestionSource,
  userId: string,
  attemptId: string,
  progress: MockProgress,
  now: number,
): Promise<FinishedMock> {
  const stored = await attempts.find(userId, attemptId);
  if (!stored) throw new AppError('not_found', MOCK_MESSAGES.notFound);
  if (stored.submittedAt !== null) throw new AppError('conflict', MOCK_MESSAGES.alreadySubmitted);
  const questions = await loadPaper(source, stored);
  const ids = questions.map((question) => question.id);
  const settled = settleTime(progress, ids, stored.startedAt, now);
  const result = scoreMock(questions, settled);
  const attempt = await attempts.submit(userId, attemptId, { progress: settled, result, submittedAt: now });
  // The result as kept: where the server keeps the mocks, its own marking.
  return { attempt, analysis: analyseMock(attempt, questions, attempt.result ?? result) };
}
