/** Why a student reports a question: a fixed list, shown in this order. */
export const REPORT_REASONS = [
  'The answer key is wrong',
  'The question is unclear',
  'A typo or formatting problem',
  'Something else',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Where the student saw the question. */
export const QUESTION_SOURCES = ['daily_quiz', 'question_maker', 'diagnostic', 'mistakes_review', 'mock'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

/** How the operator console names each source. */
export const SOURCE_LABELS: Readonly<Record<QuestionSource, string>> = {
  daily_quiz: 'Daily quiz',
  question_maker: 'Question Maker',
  diagnostic: 'Diagnostic',
  mistakes_review: 'Mistakes Review',
  mock: 'CLAT mock',
};

/** The longest optional note, in characters. */
export const REPORT_NOTE_MAX = 500;
/** The longest question id kept with a report. */
export const QUESTION_ID_MAX = 120;
/** How much of the question's own text a report keeps, so the operator can find it. */
export const QUESTION_TEXT_MAX = 300;

/** What the student sends. */
export interface QuestionReportDraft {
  readonly questionId: string;
  readonly source: QuestionSource;
  /** The question as the student saw it, cut to QUESTION_TEXT_MAX characters. */
  readonly questionText: string;
  readonly reason: ReportReason;
  /** Optional; '' when none. */
  readonly note: string;
}

/** One student's report of one question: a repeat report updates it. */
export interface QuestionReport extends QuestionReportDraft {
  readonly id: string;
  readonly userId: string;
  /** The student's e-mail where the store knows it (the operator's list), else null. */
  readonly email: string | null;
  /** Epoch ms of the latest report. */
  readonly reportedAt: number;
  /** Epoch ms when an operator marked it resolved; null while open. */
  readonly resolvedAt: number | null;
  readonly resolvedBy: string | null;
}

/** What a store keeps for a report, before it has an id. */
export interface NewQuestionReport extends QuestionReportDraft {
  readonly userId: string;
  readonly email: string | null;
  readonly reportedAt: number;
}
