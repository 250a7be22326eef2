import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { QuestionReports } from './question-reports.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { QUESTION_TEXT_MAX, type QuestionReport, type QuestionReportDraft } from './question-report.model';
import { reportProblem } from './question-report.rules';
import { REPORT_MESSAGES } from './report.messages';

export interface SentReport {
  readonly report: QuestionReport;
  /** The student's words for what happened: sent, or an earlier report updated. */
  readonly message: string;
}

/** A signed-in student reports a question: checked, stamped with the clock, kept once per question. */
export class ReportQuestion {
  constructor(
    private readonly auth: Auth,
    private readonly reports: QuestionReports,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(draft: QuestionReportDraft): Promise<Result<SentReport>> {
    const problem = reportProblem(draft);
    if (problem) return fail('validation', problem);
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', REPORT_MESSAGES.notSignedIn);
      const { report, repeated } = await this.reports.save({
        questionId: draft.questionId.trim(),
        source: draft.source,
        questionText: draft.questionText.trim().slice(0, QUESTION_TEXT_MAX),
        reason: draft.reason,
        note: draft.note.trim(),
        userId: session.user.id,
        email: session.user.email ?? null,
        reportedAt: this.clock.now(),
      });
      return ok({ report, message: repeated ? REPORT_MESSAGES.updated : REPORT_MESSAGES.sent });
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('A question report was not saved', { code: appError.code, error: appError.message });
      if (appError.code === 'session_expired') return fail('session_expired', appError.message);
      return fail(appError.code, REPORT_MESSAGES.failed);
    }
  }
}
