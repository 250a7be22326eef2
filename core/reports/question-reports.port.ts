import type { NewQuestionReport, QuestionReport } from './question-report.model';

/**
 * Students' reports of questions: in this browser in local mode, in Supabase's question_reports
 * (row-level security: a student writes and reads only their own) in hosted mode. One report per
 * student and question: saving again replaces the reason and note, takes the new time and opens
 * it again if it was resolved.
 */
export const QuestionReports = Symbol('QuestionReports');
export interface QuestionReports {
  /** Returns the saved report and whether it replaced an earlier one. Throws AppError on failure. */
  save(report: NewQuestionReport): Promise<{ readonly report: QuestionReport; readonly repeated: boolean }>;
}
