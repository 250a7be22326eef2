import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListFullMocks } from '../../../core/mock/list-full-mocks.use-case';
import { ReadQuizHistory } from '../../../core/quiz/read-quiz-history.use-case';
import ProgressCard from '../../../ui/progress/progress.card';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { renderPage, resolverOf } from '../render-page';
import { FakeListFullMocks, FakeReadQuizHistory, FakeSessionErrors, pastMock } from './progress-fixtures';

function resolver(list: FakeListFullMocks) {
  return resolverOf([
    [ListFullMocks, list],
    [ReadQuizHistory, new FakeReadQuizHistory()],
    [SessionViewModel, new FakeSessionErrors()],
  ]);
}

describe('ProgressCard', () => {
  it('says what to take before there is a trend, and draws nothing', async () => {
    await renderPage(<ProgressCard />, { resolver: resolver(new FakeListFullMocks()) });
    const card = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(card).findByText('Take two full mocks to see your trend')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(card).queryByRole('figure')).toBeNull();
  });

  it('shows both mocks in words, in a table and in two labelled charts', async () => {
    const list = new FakeListFullMocks();
    list.past = [pastMock('m2', 7, 16), pastMock('m1', 0, 12)];
    await renderPage(<ProgressCard />, { resolver: resolver(list) });
    const card = await screen.findByRole('region', { name: 'Your progress' });

    const words = await within(card).findByRole('list', { name: 'Your trend in words' });
    expect(within(words).getByText('Legal: 10 → 15 marks over your last 2 mocks')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Marks and accuracy by mock' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Mock 2, 8 Nov 2026' })).toBeInTheDocument();
    expect(await within(card).findByRole('figure', { name: 'Total marks by mock' })).toBeInTheDocument();
    expect(within(card).getByRole('figure', { name: 'Accuracy by section (%)' })).toBeInTheDocument();
    expect(within(card).queryByText('Take two full mocks to see your trend')).toBeNull();
  });
});
