import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Clock } from '../../core/ports/clock.port';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { QuestionReportsStore, ReportWithEmail } from '../stores/question-reports.store';

export interface QuestionReportRouteDeps {
  readonly reports: QuestionReportsStore;
  readonly clock: Clock;
  /** Authentication and the operator check, in that order. */
  readonly operators: readonly MiddlewareHandler<ServerEnv>[];
}

const reportId = z.uuid();

/** A report as the operator console shows it. */
export function reportView(row: ReportWithEmail) {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    questionId: row.question_id,
    source: row.source,
    questionText: row.question_text,
    reason: row.reason,
    note: row.note,
    reportedAt: row.reported_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolvedBy: row.resolved_by,
  };
}

/** The operator console's reported questions: the list, and marking one resolved (audited). */
export function questionReportRoutes(deps: QuestionReportRouteDeps) {
  const { reports, clock } = deps;
  return new Hono<ServerEnv>()
    .use(...deps.operators)
    .get('/', async (c) => c.json({ success: true, data: (await reports.list()).map(reportView) }))
    .post('/:id/resolve', async (c) => {
      const id = reportId.safeParse(c.req.param('id'));
      if (!id.success) return refuse(c, 404, REPORT_MESSAGES.notFound);
      const outcome = await reports.resolve(id.data, c.get('identity'), new Date(clock.now()));
      if (outcome.kind === 'not_found') return refuse(c, 404, REPORT_MESSAGES.notFound);
      c.get('log').info({ report: id.data, action: 'resolve_report' }, 'operator decision');
      return c.json({ success: true, data: reportView(outcome.report) });
    });
}
