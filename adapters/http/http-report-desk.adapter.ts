import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Auth } from '../../core/auth/auth.port';
import type { ReportDesk } from '../../core/reports/report-desk.port';
import { QUESTION_SOURCES, REPORT_REASONS, type QuestionReport } from '../../core/reports/question-report.model';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import type { HttpCall } from './http-client';
import { OperatorClient, type OperatorClientOptions } from './operator-client';

const REPORTS: HttpCall = { path: 'api/operator/reports', label: 'Reported questions' };

const instant = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((value: string) => Date.parse(value)),
);

const report = z.object({
  id: nonEmptyText,
  userId: nonEmptyText,
  email: z.nullable(z.string()),
  questionId: nonEmptyText,
  source: z.enum(QUESTION_SOURCES),
  questionText: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reportedAt: instant,
  resolvedAt: z.nullable(instant),
  resolvedBy: z.nullable(z.string()),
}) satisfies z.ZodMiniType<QuestionReport, unknown>;

const listed = z.pipe(
  z.object({ success: z.literal(true), data: z.array(report) }),
  z.transform((reply) => reply.data),
);
const resolved = z.object({ success: z.literal(true), data: report });

/**
 * The reported questions in the operator console, from the NyayaPath server
 * (`/api/operator/reports`) with the signed-in operator's token: 401 is a lost session, 403 an
 * account that is not an operator.
 */
export class HttpReportDesk implements ReportDesk {
  private readonly operator: OperatorClient;

  constructor(auth: Auth, options: OperatorClientOptions) {
    this.operator = new OperatorClient(auth, options, { notFound: REPORT_MESSAGES.notFound });
  }

  listReports(): Promise<readonly QuestionReport[]> {
    return this.operator.get(REPORTS, listed);
  }

  async resolve(reportId: string): Promise<void> {
    await this.operator.post({ path: `${REPORTS.path}/${encodeURIComponent(reportId)}/resolve`, label: 'Resolve a report' }, resolved);
  }
}
