import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { loadPaper, type OpenedMock } from './mock-paper';
import { resumeProgress } from './mock-progress.rules';
import { isTimeUp } from './mock-timer.rules';
import { MOCK_MESSAGES } from './mock.messages';
import { submitMock, type FinishedMock } from './submit-full-mock.use-case';

export type OpenMockOutcome =
  | { readonly kind: 'none' }
  | ({ readonly kind: 'inProgress' } & OpenedMock)
  /** Its two hours ended while it was closed: it is handed in as it was saved. */
  | ({ readonly kind: 'timedOut' } & FinishedMock);

/** The student's mock in progress, resumed at the question she left with the time still running. */
export class OpenFullMock {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly source: MockQuestionSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<OpenMockOutcome>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const open = (await this.attempts.list(userId)).find((attempt) => attempt.submittedAt === null);
      if (!open) return ok({ kind: 'none' });
      const now = this.clock.now();
      if (isTimeUp(open.startedAt, now)) {
        return ok({ kind: 'timedOut', ...(await submitMock(this.attempts, this.source, userId, open.id, open.progress, now)) });
      }
      const attempt = { ...open, progress: resumeProgress(open.progress, now) };
      return ok({ kind: 'inProgress', attempt, questions: await loadPaper(this.source, attempt) });
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('A full mock was not opened', { error: appError.message });
      return fail(appError.code, MOCK_MESSAGES.loadFailed);
    }
  }
}
