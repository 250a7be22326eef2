import { ContainerModule } from 'inversify';
import { HttpReportDesk } from '../adapters/http/http-report-desk.adapter';
import { LocalQuestionReports } from '../adapters/local/local-question-reports.adapter';
import { Auth } from '../core/ports/auth.port';
import { Clock } from '../core/ports/clock.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { QuestionReports } from '../core/ports/question-reports.port';
import { ReportDesk } from '../core/ports/report-desk.port';
import { ReportQuestion } from '../core/reports/report-question.use-case';
import { ReportDeskViewModel } from '../ui/admin/report-desk.view-model';
import { ReportQuestionViewModel } from '../ui/common/report-question.view-model';
import type { AppConfig } from './config';

/**
 * Question reports: students' reports go to Supabase when it is configured (the Supabase module
 * binds QuestionReports first), else to this browser; the operator reads and resolves them through
 * the NyayaPath server when there is one, else in this browser.
 */
export function reviewAndReportModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind(LocalQuestionReports).toResolvedValue(
      (storage: KeyValueStorage, clock: Clock, logger: Logger) => new LocalQuestionReports(storage, clock, logger),
      [KeyValueStorage, Clock, Logger],
    );
    if (!isBound(QuestionReports)) bind(QuestionReports).toService(LocalQuestionReports);
    const { backend } = config;
    if (backend) {
      bind(ReportDesk).toResolvedValue((auth: Auth) => new HttpReportDesk(auth, { baseUrl: backend.url }), [Auth]);
    } else {
      bind(ReportDesk).toService(LocalQuestionReports);
    }
    bind(ReportQuestion).toResolvedValue(
      (auth: Auth, reports: QuestionReports, clock: Clock, logger: Logger) => new ReportQuestion(auth, reports, clock, logger),
      [Auth, QuestionReports, Clock, Logger],
    );
    bind(ReportQuestionViewModel)
      .toResolvedValue((report: ReportQuestion) => new ReportQuestionViewModel(report), [ReportQuestion])
      .inTransientScope();
    bind(ReportDeskViewModel)
      .toResolvedValue((desk: ReportDesk) => new ReportDeskViewModel(desk), [ReportDesk])
      .inTransientScope();
  });
}
