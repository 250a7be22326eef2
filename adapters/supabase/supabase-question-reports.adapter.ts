import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Logger } from '../../core/ports/logger.port';
import type { QuestionReports } from '../../core/reports/question-reports.port';
import { QUESTION_SOURCES, REPORT_REASONS, type NewQuestionReport, type QuestionReport } from '../../core/reports/question-report.model';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { AppError } from '../../core/shared/app-error';
import type { SupabaseClient } from './supabase-client';
import { callTable, parseRow, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'id, user_id, question_id, source, question_text, reason, note, reported_at, resolved_at';

const rowSchema = z.object({
  id: nonEmptyText,
  user_id: nonEmptyText,
  question_id: nonEmptyText,
  source: z.enum(QUESTION_SOURCES),
  question_text: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reported_at: z.string(),
  resolved_at: z.nullable(z.string()),
});


/**
 * question_reports on Supabase: the student's own row per question, upserted with their token.
 * Row-level security keeps each student to their own rows and columns; the database sets the
 * time and opens a resolved report again (supabase/migrations/20261125000710_question_reports.sql).
 */
export class SupabaseQuestionReports implements QuestionReports {
  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async save(report: NewQuestionReport): Promise<{ report: QuestionReport; repeated: boolean }> {
    const earlier = await this.run('look for an earlier report', () =>
      this.table().select('id').eq('user_id', report.userId).eq('question_id', report.questionId).maybeSingle(),
    );
    const reply = await this.run('save the report', () =>
      this.table()
        .upsert(
          {
            user_id: report.userId,
            question_id: report.questionId,
            source: report.source,
            question_text: report.questionText,
            reason: report.reason,
            note: report.note,
          },
          { onConflict: 'user_id,question_id' },
        )
        .select(COLUMNS)
        .single(),
    );
    return { report: this.parse(reply.data, report.email), repeated: earlier.data !== null };
  }

  private table() {
    return untypedTable(this.client, 'question_reports');
  }

  private parse(data: unknown, email: string | null): QuestionReport {
    const r = parseRow(rowSchema, data, this.logger, 'question report', REPORT_MESSAGES.failed);
    return {
      id: r.id,
      userId: r.user_id,
      email,
      questionId: r.question_id,
      source: r.source,
      questionText: r.question_text,
      reason: r.reason,
      note: r.note,
      reportedAt: Date.parse(r.reported_at),
      resolvedAt: r.resolved_at === null ? null : Date.parse(r.resolved_at),
      resolvedBy: null,
    };
  }

  private run(action: string, call: () => PromiseLike<TableReply>): Promise<TableReply> {
    return callTable(this.logger, action, REPORT_MESSAGES.failed, call, {
      '23514': () => new AppError('validation', REPORT_MESSAGES.badQuestion),
      '42501': () => new AppError('validation', REPORT_MESSAGES.badQuestion),
    });
  }
}
