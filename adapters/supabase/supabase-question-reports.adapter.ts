import type { SupabaseClient as SupabaseJsClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Logger } from '../../core/ports/logger.port';
import type { QuestionReports } from '../../core/ports/question-reports.port';
import { QUESTION_SOURCES, REPORT_REASONS, type NewQuestionReport, type QuestionReport } from '../../core/reports/question-report.model';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import type { SupabaseClient } from './supabase-client';

const COLUMNS = 'id, user_id, question_id, source, question_text, reason, note, reported_at, resolved_at';

const rowSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  question_id: z.string().min(1),
  source: z.enum(QUESTION_SOURCES),
  question_text: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reported_at: z.string(),
  resolved_at: z.string().nullable(),
});

interface Reply {
  readonly data: unknown;
  readonly error: { readonly code?: string; readonly message: string } | null;
  readonly status: number;
}

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

  /** The table is not in the generated schema type the other adapters share; rows are checked with zod instead. */
  private table() {
    return (this.client as unknown as SupabaseJsClient).from('question_reports');
  }

  private parse(data: unknown, email: string | null): QuestionReport {
    const row = rowSchema.safeParse(data);
    if (!row.success) {
      this.logger.error('Unreadable question report row', { issues: row.error.issues.map((issue) => issue.path.join('.')) });
      throw new AppError('malformed_response', REPORT_MESSAGES.failed);
    }
    const { data: r } = row;
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

  private async run(action: string, call: () => PromiseLike<Reply>): Promise<Reply> {
    let reply: Reply;
    try {
      reply = await call();
    } catch (error) {
      this.logger.error(`Could not ${action}`, { error: String(error) });
      throw new AppError('network', AUTH_MESSAGES.networkFailure);
    }
    if (!reply.error) return reply;
    const code = reply.error.code ?? '';
    this.logger.warn(`Could not ${action}`, { status: reply.status, code, message: reply.error.message });
    if (reply.status === 0) throw new AppError('network', AUTH_MESSAGES.networkFailure);
    if (reply.status === 401 || code.startsWith('PGRST30')) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    if (code === '23514' || code === '42501') throw new AppError('validation', REPORT_MESSAGES.badQuestion);
    throw new AppError('unavailable', REPORT_MESSAGES.failed);
  }
}
