import { ContainerModule } from 'inversify';
import { LocalQuestionReports } from '../adapters/local/local-question-reports.adapter';
import { LocalReviewQueue } from '../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../adapters/review/fsrs-scheduler.adapter';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { QuestionReports } from '../core/reports/question-reports.port';
import { ReportDesk } from '../core/reports/report-desk.port';
import { ReviewQueue } from '../core/review/review-queue.port';
import { ReviewScheduler } from '../core/review/review-scheduler.port';
import { ReportQuestion } from '../core/reports/report-question.use-case';
import { AddMistakes } from '../core/review/add-mistakes.use-case';
import { ListDueReviews } from '../core/review/list-due-reviews.use-case';
import { RecordReview } from '../core/review/record-review.use-case';
import { ReportDeskViewModel } from '../ui/admin/report-desk.view-model';
import { ReportQuestionViewModel } from '../ui/common/report-question.view-model';
import { MistakesReviewViewModel } from '../ui/review/mistakes-review.view-model';
import { PracticeRecorder } from '../ui/weekly-report/practice-recorder';
import type { AppConfig } from './config';
import type { HttpAdapters } from './http-adapters';
import { loadedHttp } from './loaded-http';
import { construct } from './construct';

/**
 * Mistakes Review and question reports. The review queue is Supabase's review_queue when Supabase
 * is configured (the Supabase module binds ReviewQueue first), else this browser's storage; FSRS
 * schedules it. One MistakesReviewViewModel for the visit: the practice screens send it their
 * wrong answers and the dashboard card shows the count at once.
 *
 * Question reports: students' reports go to Supabase when it is configured (the Supabase module
 * binds QuestionReports first), else to this browser; the operator reads and resolves them through
 * the NyayaPath server when there is one, else in this browser.
 */
export function reviewAndReportModule(config: AppConfig, http?: HttpAdapters): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind(LocalQuestionReports).toResolvedValue(construct(LocalQuestionReports), [KeyValueStorage, Clock, Logger]);
    if (!isBound(QuestionReports)) bind(QuestionReports).toService(LocalQuestionReports);
    const { backend } = config;
    if (backend) {
      const { HttpReportDesk } = loadedHttp(http);
      bind(ReportDesk).toResolvedValue((auth: Auth) => new HttpReportDesk(auth, { baseUrl: backend.url }), [Auth]);
    } else {
      bind(ReportDesk).toService(LocalQuestionReports);
    }
    if (!isBound(ReviewQueue)) {
      bind(ReviewQueue).toResolvedValue(construct(LocalReviewQueue), [KeyValueStorage, Logger]);
    }
    bind(ReviewScheduler).toConstantValue(new FsrsReviewScheduler());
    bind(AddMistakes).toResolvedValue(construct(AddMistakes), [Auth, ReviewQueue, ReviewScheduler, Clock, Logger]);
    bind(ListDueReviews).toResolvedValue(construct(ListDueReviews), [Auth, ReviewQueue, Clock, Logger]);
    bind(RecordReview).toResolvedValue(construct(RecordReview), [Auth, ReviewQueue, ReviewScheduler, Clock, Logger]);
    bind(MistakesReviewViewModel)
      .toResolvedValue(construct(MistakesReviewViewModel), [ListDueReviews, AddMistakes, RecordReview, Clock, PracticeRecorder])
      .inSingletonScope();
    bind(ReportQuestion).toResolvedValue(construct(ReportQuestion), [Auth, QuestionReports, Clock, Logger]);
    bind(ReportQuestionViewModel)
      .toResolvedValue(construct(ReportQuestionViewModel), [ReportQuestion])
      .inTransientScope();
    bind(ReportDeskViewModel)
      .toResolvedValue(construct(ReportDeskViewModel), [ReportDesk])
      .inTransientScope();
  });
}
