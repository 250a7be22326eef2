import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { QuestionReports } from './question-reports.port';
import type { AppError } from '../shared/app-error';
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
    const words = {
      notSignedIn: REPORT_MESSAGES.notSignedIn,
      // An expired session says so, and signs the student out.
      failed: (failure: AppError) => (failure.code === 'session_expired' ? failure.message : REPORT_MESSAGES.failed),
      logged: 'A question report was not saved',
    };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
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
    });
  }
}
