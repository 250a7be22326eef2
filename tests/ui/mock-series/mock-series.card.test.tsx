import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '../../../core/mock-series/series.messages';
import { MockSeriesCard } from '../../../ui/mock-series/mock-series.card';
import { SeriesService } from '../../../core/mock-series/series-service.port';
import { Clock } from '../../../core/ports/clock.port';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { renderPage, resolverOf } from '../render-page';
import { FakeSeriesService, HOUR, OPENS, PAPER_ID } from './fake-series-service';

function hosted() {
  const service = new FakeSeriesService();
  const session = { handleError: async () => false };
  return { service, resolver: resolverOf([[SeriesService, service], [Clock, new FakeClock(OPENS + HOUR)], [SessionViewModel, session]]) };
}

describe('MockSeriesCard', () => {
  it('says the series needs the NyayaPath server in local mode, where the service is null', async () => {
    await renderPage(<MockSeriesCard />, { resolver: resolverOf([[SeriesService, null]]) });
    const card = await screen.findByRole('region', { name: 'All-India Mock' });
    expect(within(card).getByText('The All-India Mock needs the NyayaPath server. Your full mocks work as before.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lists each paper with its window in IST, its state and its one button', async () => {
    const { service, resolver } = hosted();
    service.paperList = [
      { id: PAPER_ID, title: 'All-India Mock 1', opensAt: OPENS, closesAt: OPENS + 6 * HOUR, state: 'open', taken: false, inProgress: false },
      { id: 'p2', title: 'All-India Mock 2', opensAt: OPENS + 48 * HOUR, closesAt: OPENS + 54 * HOUR, state: 'upcoming', taken: false, inProgress: false },
      { id: 'p3', title: 'All-India Mock 0', opensAt: OPENS - 48 * HOUR, closesAt: OPENS - 42 * HOUR, state: 'closed', taken: true, inProgress: false },
      { id: 'p4', title: 'All-India Mock 3', opensAt: OPENS, closesAt: OPENS + 6 * HOUR, state: 'open', taken: false, inProgress: true },
    ];
    await renderPage(<MockSeriesCard />, { resolver });
    const list = await screen.findByRole('list', { name: 'Papers' });
    const row = (name: string) => within(list).getByRole('listitem', { name });
    expect(row('All-India Mock 1')).toHaveTextContent('6 Dec, 9:30 am to 3:30 pm IST');
    expect(within(row('All-India Mock 1')).getByText('Open')).toBeInTheDocument();
    expect(within(row('All-India Mock 1')).getByRole('button', { name: 'Start paper' })).toBeInTheDocument();
    expect(within(row('All-India Mock 2')).getByText('Upcoming')).toBeInTheDocument();
    expect(within(row('All-India Mock 2')).queryByRole('button')).toBeNull();
    expect(within(row('All-India Mock 0')).getByText('Closed')).toBeInTheDocument();
    expect(within(row('All-India Mock 0')).getByRole('button', { name: 'See result' })).toBeInTheDocument();
    expect(within(row('All-India Mock 3')).getByRole('button', { name: 'Resume paper' })).toBeInTheDocument();
  });

  it("takes the paper on the full mock's exam screen by keyboard, submits it and shows the result", { timeout: 40_000 }, async () => {
    const { service, resolver } = hosted();
    await renderPage(<MockSeriesCard />, { resolver });
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'Start paper' });
    start.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'All-India Mock' });
    expect(await within(dialog).findByRole('heading', { name: 'Question 1 of 120' })).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('02:00:00');
    expect(within(dialog).getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Report this question/ })).toBeNull();

    const second = within(within(dialog).getByRole('radiogroup')).getAllByRole('radio')[1]!;
    await user.click(second);
    const palette = within(dialog).getByRole('navigation', { name: 'Question palette' });
    expect(await within(palette).findByRole('button', { name: 'Question 1: Answered' })).toBeInTheDocument();
    await waitFor(() => expect(service.answers).toEqual({ '1': 'B' }));

    await user.click(within(dialog).getByRole('button', { name: 'Submit mock' }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Submit mock' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Score' })).toHaveTextContent('1/120');
    expect(within(dialog).getByRole('group', { name: 'Rank among NyayaPath takers' })).toHaveTextContent('Among the 9 students who have submitted this paper so far');
    expect(within(dialog).getByRole('group', { name: 'Estimated CLAT rank' })).toHaveTextContent(/read against CLAT 2024 and 2025 results/);
    const board = await within(dialog).findByRole('table', { name: 'Leaderboard' });
    expect(within(board).getByRole('row', { name: /Topper T/ })).toBeInTheDocument();
    expect(within(board).getByRole('row', { name: /You \(not shown to others\)/ })).toHaveAttribute('aria-current', 'true');
    const solutions = within(dialog).getByRole('list', { name: 'Solutions' });
    expect(within(solutions).getAllByRole('listitem')).toHaveLength(120);
    expect(within(solutions).getAllByRole('listitem')[0]).toHaveTextContent('Your answer: B (correct). Key: B');
  });

  it("saves the leaderboard choice, showing the server's words under the field and keeping the values", { timeout: 40_000 }, async () => {
    const { service, resolver } = hosted();
    service.submitted = true;
    service.paperList = service.paperList.map((paper) => ({ ...paper, taken: true }));
    await renderPage(<MockSeriesCard />, { resolver });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See result' }));
    const dialog = await screen.findByRole('dialog', { name: 'All-India Mock' });
    const optIn = await within(dialog).findByRole('checkbox', { name: 'Show me on leaderboards' });
    expect(optIn).not.toBeChecked();
    await user.click(optIn);
    const name = within(dialog).getByRole('textbox', { name: /Display name/ });
    await user.type(name, 'a');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERIES_MESSAGES.displayNameLength)).toBeInTheDocument();
    expect(optIn).toBeChecked();
    expect(name).toHaveValue('a');

    await user.clear(name);
    await user.type(name, 'Asha K');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const board = within(dialog).getByRole('table', { name: 'Leaderboard' });
    expect(await within(board).findByRole('row', { name: /Asha K \(you\)/ })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).queryByText(SERIES_MESSAGES.displayNameLength)).toBeNull();
    expect(service.choice).toEqual({ displayName: 'Asha K', optIn: true });
  });
});
