import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import { AppError } from '../shared/app-error';
import { analyseMock, type MockAnalysis } from './mock-analysis';
import type { MockAttempts } from './mock-attempts.port';
import { loadPaper } from './mock-paper';
import { settleTime } from './mock-progress.rules';
import type { MockQuestionSource } from './mock-question-source.port';
import { scoreMock } from './mock-scoring.rules';
import { MOCK_MESSAGES } from './mock.messages';
import type { MockAttempt, MockProgress } from './mock.model';

export interface FinishedMock {
  readonly attempt: MockAttempt;
  readonly analysis: MockAnalysis;
}

/** Marks and keeps a mock; shared by the student's submission, a mock whose time ran out while it was closed, and the server. */
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

/** What the use cases that may hand a mock in share: its ports, and the hand-in itself. */
export abstract class MockHandIn {
  constructor(
    protected readonly auth: Auth,
    protected readonly attempts: MockAttempts,
    protected readonly source: MockQuestionSource,
    protected readonly clock: Clock,
    protected readonly logger: Logger,
  ) {}

  protected handIn(userId: string, attemptId: string, progress: MockProgress, now: number): Promise<FinishedMock> {
    return submitMock(this.attempts, this.source, userId, attemptId, progress, now);
  }
}
