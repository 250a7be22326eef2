import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Clock } from '../../core/ports/clock.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { QuestionReports } from '../../core/reports/question-reports.port';
import type { ReportDesk } from '../../core/reports/report-desk.port';
import { QUESTION_ID_MAX, QUESTION_SOURCES, QUESTION_TEXT_MAX, REPORT_NOTE_MAX, REPORT_REASONS, type NewQuestionReport, type QuestionReport } from '../../core/reports/question-report.model';
import { operatorOrder } from '../../core/reports/question-report.rules';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { AppError } from '../../core/shared/app-error';
import { randomId } from './random-id';
import { StoredDocument } from './stored-document';

const reportSchema: z.ZodMiniType<QuestionReport> = z.object({
  id: nonEmptyText,
  userId: nonEmptyText,
  email: z.nullable(z.string()),
  questionId: z.string().check(z.minLength(1), z.maxLength(QUESTION_ID_MAX)),
  source: z.enum(QUESTION_SOURCES),
  questionText: z.string().check(z.maxLength(QUESTION_TEXT_MAX)),
  reason: z.enum(REPORT_REASONS),
  note: z.string().check(z.maxLength(REPORT_NOTE_MAX)),
  reportedAt: z.number(),
  resolvedAt: z.nullable(z.number()),
  resolvedBy: z.nullable(z.string()),
});

/** Who resolves reports in local mode, where the console has no sign-in. */
const LOCAL_OPERATOR = 'local operator';

/**
 * question_reports in local mode: one stored document for the students' side (save) and the
 * operator's desk at /admin (list, resolve). Local mode keeps no audit table: a resolved report
 * carries when and by whom.
 */
export class LocalQuestionReports implements QuestionReports, ReportDesk {
  private readonly rows: StoredDocument<readonly QuestionReport[]>;

  constructor(
    storage: KeyValueStorage,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.rows = new StoredDocument(storage, 'db.question_reports', z.array(reportSchema), logger);
  }

  async save(report: NewQuestionReport): Promise<{ report: QuestionReport; repeated: boolean }> {
    // Read just before the write, so a report made meanwhile in another tab is seen.
    const rows = this.rows.read() ?? [];
    const earlier = rows.find((row) => row.userId === report.userId && row.questionId === report.questionId);
    const saved: QuestionReport = { ...report, id: earlier?.id ?? randomId(), resolvedAt: null, resolvedBy: null };
    this.rows.write(earlier ? rows.map((row) => (row === earlier ? saved : row)) : [...rows, saved]);
    return { report: saved, repeated: earlier !== undefined };
  }

  async listReports(): Promise<readonly QuestionReport[]> {
    return operatorOrder(this.rows.read() ?? []);
  }

  async resolve(reportId: string): Promise<void> {
    const rows = this.rows.read() ?? [];
    const report = rows.find((row) => row.id === reportId);
    if (!report) throw new AppError('not_found', REPORT_MESSAGES.notFound);
    if (report.resolvedAt !== null) return;
    const resolved: QuestionReport = { ...report, resolvedAt: this.clock.now(), resolvedBy: LOCAL_OPERATOR };
    this.rows.write(rows.map((row) => (row === report ? resolved : row)));
  }
}
