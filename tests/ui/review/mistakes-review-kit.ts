import { LocalQuestionReports } from '../../../adapters/local/local-question-reports.adapter';
import { LocalReviewQueue } from '../../../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../../../adapters/review/fsrs-scheduler.adapter';
import { ReportQuestion } from '../../../core/reports/report-question.use-case';
import { AddMistakes } from '../../../core/review/add-mistakes.use-case';
import { ListDueReviews } from '../../../core/review/list-due-reviews.use-case';
import { RecordReview } from '../../../core/review/record-review.use-case';
import { ReportQuestionViewModel } from '../../../ui/common/report-question.view-model';
import { MistakesReviewViewModel } from '../../../ui/review/mistakes-review.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { resolverOf } from '../render-page';

/** Mistakes Review over this browser's queue on fake time, with the report form it shows: its view model and a resolver for both. */
export function mistakesReviewKit() {
  const clock = new FakeClock(Date.UTC(2026, 10, 25, 5, 0));
  const auth = new FakeAuth();
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const queue = new LocalReviewQueue(storage, logger);
  const scheduler = new FsrsReviewScheduler();
  const vm = new MistakesReviewViewModel(
    new ListDueReviews(auth, queue, clock, logger),
    new AddMistakes(auth, queue, scheduler, clock, logger),
    new RecordReview(auth, queue, scheduler, clock, logger),
    clock,
  );
  const reports = new ReportQuestionViewModel(new ReportQuestion(auth, new LocalQuestionReports(storage, clock, logger), clock, logger));
  return { clock, storage, queue, vm, resolver: resolverOf([[MistakesReviewViewModel, vm], [ReportQuestionViewModel, reports]]) };
}
