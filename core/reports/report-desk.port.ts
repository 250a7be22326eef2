import type { QuestionReport } from './question-report.model';

/**
 * The operator's side of question reports, at /admin: kept in this browser in local mode and
 * served by the NyayaPath server's operator API in hosted mode (which refuses anyone but an
 * operator with AppError 'forbidden'). Resolving is audited where the server keeps its audit.
 */
export const ReportDesk = Symbol('ReportDesk');
export interface ReportDesk {
  /** Open reports first, then resolved ones; newest first within each. */
  listReports(): Promise<readonly QuestionReport[]>;
  /** Throws AppError 'not_found' for an unknown id; resolving twice changes nothing. */
  resolve(reportId: string): Promise<void>;
}
