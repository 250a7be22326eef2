import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocalReviewQueue } from '../../../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../../../adapters/review/fsrs-scheduler.adapter';
import { LocalQuestionReports } from '../../../adapters/local/local-question-reports.adapter';
import { AddMistakes } from '../../../core/review/add-mistakes.use-case';
import { ListDueReviews } from '../../../core/review/list-due-reviews.use-case';
import { RecordReview } from '../../../core/review/record-review.use-case';
import { ReportQuestion } from '../../../core/reports/report-question.use-case';
import { ReportQuestionViewModel } from '../../../ui/common/report-question.view-model';
import MistakesReviewCard from '../../../ui/review/mistakes-review.card';
import { MistakesReviewViewModel } from '../../../ui/review/mistakes-review.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { renderPage, resolverOf } from '../render-page';

/** The dashboard's side: a request counter it raises when a task asks for the review. */
function Dashboard() {
  const [requests, setRequests] = useState(0);
  return (
    <>
      <button onClick={() => setRequests((count) => count + 1)}>Task: review</button>
      <MistakesReviewCard openRequest={requests} />
    </>
  );
}

/** A study plan task opens Mistakes Review through the review's own card: each new request once. */
describe('a study plan task opening Mistakes Review', () => {
  it('opens the review when the dashboard raises the request, and not before', async () => {
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
    await vm.add([
      {
        questionId: 'q1',
        passage: null,
        stem: 'Which court hears appeals from High Courts?',
        options: ['Supreme Court', 'District Court', 'Tribunal', 'Lok Adalat'],
        correctIndex: 0,
        explanation: 'Article 132 onwards.',
        subject: 'Legal Reasoning',
        source: 'question_maker',
      },
    ]);
    const reports = new ReportQuestionViewModel(new ReportQuestion(auth, new LocalQuestionReports(storage, clock, logger), clock, logger));
    const resolver = resolverOf([[MistakesReviewViewModel, vm], [ReportQuestionViewModel, reports]]);
    await renderPage(<Dashboard />, { resolver });
    expect(await screen.findByText('1 question you got wrong is due for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mistakes Review' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Task: review' }));
    expect(await screen.findByRole('dialog', { name: 'Mistakes Review' })).toBeInTheDocument();
  });
});
