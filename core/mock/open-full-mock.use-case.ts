import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { MockHandIn, type FinishedMock } from './mock-hand-in';
import { loadPaper, type OpenedMock } from './mock-paper';
import { resumeProgress } from './mock-progress.rules';
import { isTimeUp } from './mock-timer.rules';
import { MOCK_MESSAGES } from './mock.messages';

export type OpenMockOutcome =
  | { readonly kind: 'none' }
  | ({ readonly kind: 'inProgress' } & OpenedMock)
  /** Its two hours ended while it was closed: it is handed in as it was saved. */
  | ({ readonly kind: 'timedOut' } & FinishedMock);

/** The student's mock in progress, resumed at the question she left with the time still running. */
export class OpenFullMock extends MockHandIn {
  async execute(): Promise<Result<OpenMockOutcome>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const open = (await this.attempts.list(userId)).find((attempt) => attempt.submittedAt === null);
      if (!open) return ok({ kind: 'none' });
      const now = this.clock.now();
      if (isTimeUp(open.startedAt, now)) {
        return ok({ kind: 'timedOut', ...(await this.handIn(userId, open.id, open.progress, now)) });
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
