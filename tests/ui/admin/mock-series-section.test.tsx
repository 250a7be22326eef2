import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScheduledPaper } from '../../../core/mock-series/list-scheduled-papers.use-case';
import { SeriesDesk, type SeriesPaperRequest } from '../../../core/mock-series/series-desk.port';
import { SERIES_MESSAGES } from '../../../core/mock-series/series.messages';
import { AppError } from '../../../core/shared/app-error';
import MockSeriesSection from '../../../ui/admin/mock-series.section';
import { SERIES_DESK_WORDS, SeriesDeskViewModel, istTime } from '../../../ui/admin/series-desk.view-model';
import { renderPage, resolverOf } from '../render-page';

/** A desk that keeps what it is asked to schedule, in the order asked; `refuse` makes the next schedule fail. */
class RecordingDesk implements SeriesDesk {
  readonly requests: SeriesPaperRequest[] = [];
  refuse: AppError | null = null;
  private readonly papers: ScheduledPaper[] = [];

  async listPapers(): Promise<readonly ScheduledPaper[]> {
    return [...this.papers];
  }

  async schedule(request: SeriesPaperRequest): Promise<{ id: string }> {
    if (this.refuse) throw this.refuse;
    this.requests.push(request);
    const id = `paper-${this.requests.length}`;
    this.papers.unshift({ id, ...request, state: 'upcoming', takers: 0, inProgress: 0 });
    return { id };
  }
}

describe('istTime', () => {
  it("reads a datetime-local value as India's time and refuses what is not a real time", () => {
    expect(istTime('2026-12-06T10:00')).toBe(Date.UTC(2026, 11, 6, 4, 30));
    expect(istTime('2026-12-06T00:15')).toBe(Date.UTC(2026, 11, 5, 18, 45));
    for (const bad of ['', '2026-02-30T10:00', '2026-12-06', '06/12/2026 10:00']) expect(istTime(bad)).toBeNull();
  });
});

describe("/admin's All-India Mock papers", () => {
  it('schedules a paper from the form in India time and lists it with its state and takers', async () => {
    const desk = new RecordingDesk();
    await renderPage(<MockSeriesSection />, { resolver: resolverOf([[SeriesDesk, desk]]) });
    expect(await screen.findByText('No papers scheduled yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Schedule a paper' });
    await user.type(within(form).getByLabelText('Title'), 'All-India Mock 1');
    await user.type(within(form).getByLabelText('Opens at (India time)'), '2026-12-06T10:00');
    await user.type(within(form).getByLabelText('Closes at (India time)'), '2026-12-07T22:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule paper' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Scheduled: All-India Mock 1.');
    expect(desk.requests).toEqual([{ title: 'All-India Mock 1', opensAt: Date.UTC(2026, 11, 6, 4, 30), closesAt: Date.UTC(2026, 11, 7, 16, 30) }]);
    const card = screen.getByRole('group', { name: 'Paper All-India Mock 1' });
    expect(card).toHaveTextContent('upcoming');
    expect(card).toHaveTextContent('0 submitted, 0 in progress');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  }, 30_000);

  it('keeps what was typed when the window is wrong or the server refuses, with the reason', async () => {
    const desk = new RecordingDesk();
    const vm = new SeriesDeskViewModel(desk);
    vm.setTitle('Mock');
    vm.setOpensAt('2026-12-07T10:00');
    vm.setClosesAt('2026-12-06T10:00');
    await vm.schedule();
    expect(vm.formError).toBe(SERIES_MESSAGES.windowOrder);
    vm.setTitle('ab');
    await vm.schedule();
    expect(vm.formError).toBe(SERIES_DESK_WORDS.titleLength);
    vm.setTitle('Mock 2');
    vm.setClosesAt('');
    await vm.schedule();
    expect(vm.formError).toBe(SERIES_DESK_WORDS.windowMissing);
    expect(desk.requests).toEqual([]);

    vm.setClosesAt('2026-12-08T10:00');
    desk.refuse = new AppError('unavailable', SERIES_MESSAGES.notEnoughQuestions);
    await vm.schedule();
    expect(vm.formError).toBe(SERIES_MESSAGES.notEnoughQuestions);
    expect([vm.title, vm.opensAt, vm.closesAt]).toEqual(['Mock 2', '2026-12-07T10:00', '2026-12-08T10:00']);
    desk.refuse = new AppError('network', 'Failed to connect to server');
    await vm.schedule();
    expect(vm.formError).toBe(SERIES_DESK_WORDS.scheduleFailed);
  });

  it('says the series needs the server in local mode, and asks nothing', async () => {
    await renderPage(<MockSeriesSection />, { resolver: resolverOf([[SeriesDesk, null]]) });
    expect(await screen.findByText(SERIES_DESK_WORDS.needsServer)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows a student the server's refusal of the list", async () => {
    const vm = new SeriesDeskViewModel({ listPapers: () => Promise.reject(new AppError('forbidden', 'Not authorised: operator access only')), schedule: async () => ({ id: 'x' }) });
    await vm.load();
    expect(vm.error).toBe('Not authorised: operator access only');
    expect(vm.loading).toBe(false);
  });
});
