import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportDesk } from '../../core/reports/report-desk.port';
import type { QuestionReport } from '../../core/reports/question-report.model';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { AppError } from '../../core/shared/app-error';

/** /admin, 'Reported questions': every student's reports, open ones first, each can be marked resolved. */
export class ReportDeskViewModel {
  reports: readonly QuestionReport[] = [];
  loading = true;
  error: string | null = null;
  busyId: string | null = null;

  constructor(private readonly desk: ReportDesk) {
    makeAutoObservable<this, 'desk'>(this, { desk: false });
  }

  get openCount(): number {
    return this.reports.filter((report) => report.resolvedAt === null).length;
  }

  async load(): Promise<void> {
    try {
      const reports = await this.desk.listReports();
      runInAction(() => {
        this.reports = reports;
        this.error = null;
        this.loading = false;
      });
    } catch (error) {
      const appError = AppError.from(error);
      runInAction(() => {
        this.error = appError.code === 'forbidden' || appError.code === 'session_expired' ? appError.message : REPORT_MESSAGES.listFailed;
        this.loading = false;
      });
    }
  }

  async resolve(reportId: string): Promise<void> {
    if (this.busyId !== null) return;
    this.busyId = reportId;
    this.error = null;
    try {
      await this.desk.resolve(reportId);
      await this.load();
    } catch (error) {
      const appError = AppError.from(error);
      runInAction(() => (this.error = appError.code === 'not_found' ? appError.message : REPORT_MESSAGES.resolveFailed));
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
