import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import MistakesReviewCard from '../../../ui/review/mistakes-review.card';
import { renderPage } from '../render-page';
import { mistakesReviewKit } from '../review/mistakes-review-kit';

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
    const { vm, resolver } = mistakesReviewKit();
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
    await renderPage(<Dashboard />, { resolver });
    expect(await screen.findByText('1 question you got wrong is due for review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mistakes Review' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Task: review' }));
    expect(await screen.findByRole('dialog', { name: 'Mistakes Review' })).toBeInTheDocument();
  });
});
