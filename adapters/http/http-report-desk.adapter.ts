import { isHTTPError, type KyInstance } from 'ky';
import { z } from 'zod';
import type { Auth } from '../../core/ports/auth.port';
import type { ReportDesk } from '../../core/ports/report-desk.port';
import { QUESTION_SOURCES, REPORT_REASONS, type QuestionReport } from '../../core/reports/question-report.model';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { createHttpClient, serverMessage, toAppError, type HttpCall } from './http-client';

const REPORTS: HttpCall = { path: 'api/operator/reports', label: 'Reported questions' };

const instant = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value));

const report = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  email: z.string().nullable(),
  questionId: z.string().min(1),
  source: z.enum(QUESTION_SOURCES),
  questionText: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reportedAt: instant,
  resolvedAt: instant.nullable(),
  resolvedBy: z.string().nullable(),
}) satisfies z.ZodType<QuestionReport, unknown>;

const listed = z.object({ success: z.literal(true), data: z.array(report) }).transform((reply) => reply.data);
const resolved = z.object({ success: z.literal(true), data: report });

/**
 * The reported questions in the operator console, from the NyayaPath server
 * (`/api/operator/reports`) with the signed-in operator's token: 401 is a lost session, 403 an
 * account that is not an operator.
 */
export class HttpReportDesk implements ReportDesk {
  private readonly client: KyInstance;

  constructor(
    private readonly auth: Auth,
    options: { readonly baseUrl: string; readonly timeoutMs?: number },
  ) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async listReports(): Promise<readonly QuestionReport[]> {
    await this.requireSession();
    try {
      return await this.client.get(REPORTS.path).json(listed);
    } catch (error) {
      throw deskError(error, REPORTS);
    }
  }

  async resolve(reportId: string): Promise<void> {
    const call: HttpCall = { path: `${REPORTS.path}/${encodeURIComponent(reportId)}/resolve`, label: 'Resolve a report' };
    await this.requireSession();
    try {
      await this.client.post(call.path).json(resolved);
    } catch (error) {
      throw deskError(error, call);
    }
  }

  private async requireSession(): Promise<void> {
    if (!(await this.auth.currentSession())) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  }
}

function deskError(error: unknown, call: HttpCall): AppError {
  if (isHTTPError(error)) {
    const status = error.response.status;
    const message = serverMessage(error.data);
    if (status === 401) return new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    if (status === 403) return new AppError('forbidden', message ?? 'Not authorised: operator access only');
    if (status === 404) return new AppError('not_found', message ?? REPORT_MESSAGES.notFound);
  }
  return toAppError(error, call);
}
