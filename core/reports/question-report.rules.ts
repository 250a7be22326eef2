import { QUESTION_ID_MAX, QUESTION_SOURCES, REPORT_NOTE_MAX, REPORT_REASONS, type QuestionReportDraft } from './question-report.model';
import { REPORT_MESSAGES } from './report.messages';

/** The draft's problem in the student's words, or null when it can be sent. The note is trimmed first. */
export function reportProblem(draft: QuestionReportDraft): string | null {
  if (!(REPORT_REASONS as readonly string[]).includes(draft.reason)) return REPORT_MESSAGES.reasonRequired;
  if (draft.note.trim().length > REPORT_NOTE_MAX) return REPORT_MESSAGES.noteTooLong;
  if (!(QUESTION_SOURCES as readonly string[]).includes(draft.source)) return REPORT_MESSAGES.badQuestion;
  const id = draft.questionId.trim();
  if (id === '' || id.length > QUESTION_ID_MAX) return REPORT_MESSAGES.badQuestion;
  return null;
}

/** The operator's order: open reports first, then resolved ones; newest first within each. */
export function operatorOrder<T extends { readonly reportedAt: number; readonly resolvedAt: number | null }>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => {
    const open = Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null);
    return open !== 0 ? open : b.reportedAt - a.reportedAt;
  });
}
