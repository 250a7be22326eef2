import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '../../../core/mock-series/series.messages';
import { AppError } from '../../../core/shared/app-error';
import { MockSeriesViewModel, paperAction } from '../../../ui/mock-series/mock-series.view-model';
import { SERIES_TIME_UP_NOTICE } from '../../../ui/mock-series/series-exam.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeSeriesService, HOUR, OPENS, PAPER_ID } from './fake-series-service';

const B = 1;

function kit() {
  const service = new FakeSeriesService();
  const clock = new FakeClock(OPENS + HOUR);
  const expired: AppError[] = [];
  const session = {
    handleError: async (error: AppError) => {
      if (error.code !== 'session_expired') return false;
      expired.push(error);
      return true;
    },
  };
  const card = new MockSeriesViewModel(service, clock, session);
  return { service, clock, card, vm: card.exam, expired };
}

/** Lets the queued saves reach the fake server. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

describe('the All-India Mock card', () => {
  it('offers one action a paper: start while open, resume once started, the result once taken or closed after starting', () => {
    expect(paperAction({ state: 'upcoming', taken: false, inProgress: false })).toBeNull();
    expect(paperAction({ state: 'open', taken: false, inProgress: false })).toBe('start');
    expect(paperAction({ state: 'open', taken: false, inProgress: true })).toBe('resume');
    expect(paperAction({ state: 'open', taken: true, inProgress: false })).toBe('result');
    expect(paperAction({ state: 'closed', taken: true, inProgress: false })).toBe('result');
    expect(paperAction({ state: 'closed', taken: false, inProgress: true })).toBe('result');
    expect(paperAction({ state: 'closed', taken: false, inProgress: false })).toBeNull();
  });

  it('lists the papers, and lists them again when one is started', async () => {
    const { card, vm } = kit();
    await card.load();
    expect(card.papers?.map((paper) => paperAction(paper))).toEqual(['start']);
    await vm.take(PAPER_ID);
    await settle();
    expect(card.papers?.map((paper) => paperAction(paper))).toEqual(['resume']);
  });
});

describe('SeriesExamViewModel', () => {
  it("shows the server's 120 questions in the full mock's sections, counting down to the server's deadline", async () => {
    const { service, vm, clock } = kit();
    service.remainingMs = 45 * 60_000;
    await vm.take(PAPER_ID);
    expect(vm.phase).toBe('exam');
    expect(vm.sheet.questions).toHaveLength(120);
    expect(vm.sheet.tabs.map((tab) => [tab.section, tab.count])).toEqual([
      ['English', 24],
      ['GK', 24],
      ['Legal', 24],
      ['Logical', 24],
      ['Quant', 24],
    ]);
    expect(vm.sheet.timeLeftText).toBe('00:45:00');
    await clock.advance(60_000);
    expect(vm.sheet.timeLeftText).toBe('00:44:00');
    expect(vm.canReport).toBe(false);
    vm.close();
  });

  it('saves every change of an answer, all the answers each time; marks and moves stay in the browser', async () => {
    const { service, vm } = kit();
    await vm.take(PAPER_ID);
    vm.sheet.choose(B);
    await settle();
    vm.sheet.toggleMark();
    vm.sheet.next();
    vm.sheet.choose(3);
    await settle();
    expect(service.saves).toEqual([{ '1': 'B' }, { '1': 'B', '2': 'D' }]);
    vm.sheet.clearResponse();
    await settle();
    expect(service.saves.at(-1)).toEqual({ '1': 'B' });
    expect(vm.sheet.palette[0]?.label).toBe('Question 1: Answered and marked for review');
    vm.close();
  });

  it('keeps an answer whose save failed on screen and saves it with the next one', async () => {
    const { service, vm } = kit();
    await vm.take(PAPER_ID);
    service.failNextSave = new AppError('network', 'Network error. Check your connection and try again.');
    vm.sheet.choose(B);
    await settle();
    expect(vm.saveError).toBe('Network error. Check your connection and try again.');
    expect(vm.sheet.currentAnswer).toBe(B);
    expect(service.answers).toEqual({});
    vm.sheet.next();
    vm.sheet.choose(0);
    await settle();
    expect(service.answers).toEqual({ '1': 'B', '2': 'A' });
    expect(vm.saveError).toBeNull();
    vm.close();
  });

  it('takes up the attempt where it stood: the saved answers on their questions, the time the server has left', async () => {
    const { service, vm } = kit();
    service.answers = { '1': 'B', '30': 'C' };
    service.remainingMs = 10 * 60_000;
    await vm.take(PAPER_ID);
    expect(vm.sheet.statusCounts.answered).toBe(2);
    vm.sheet.openSection('GK');
    expect(vm.sheet.palette.find((entry) => entry.number === 30)?.label).toBe('Question 30: Answered');
    expect(vm.sheet.currentAnswer).toBeNull();
    vm.sheet.goTo(29);
    expect(vm.sheet.currentAnswer).toBe(2);
    expect(vm.sheet.timeLeftText).toBe('00:10:00');
    vm.close();
  });

  it("hands the paper in at the server's deadline with every answer on screen", async () => {
    const { service, vm, clock } = kit();
    service.remainingMs = 90_000;
    await vm.take(PAPER_ID);
    vm.sheet.choose(B);
    await clock.advance(90_000);
    await settle();
    expect(service.submissions).toEqual([{ '1': 'B' }]);
    expect(vm.phase).toBe('result');
    expect(vm.notice).toBe(SERIES_TIME_UP_NOTICE);
    expect(vm.result?.correct).toBe(1);
  });

  it('asks before submitting, then shows the result, both ranks and the leaderboard', async () => {
    const { vm } = kit();
    await vm.take(PAPER_ID);
    vm.sheet.choose(B);
    vm.sheet.next();
    vm.sheet.choose(0);
    vm.sheet.askToSubmit();
    expect(vm.sheet.submitSummary).toMatchObject({ answered: 2, unanswered: 118 });
    vm.sheet.cancelSubmit();
    expect(vm.phase).toBe('exam');
    vm.sheet.askToSubmit();
    await vm.submit();
    expect(vm.phase).toBe('result');
    expect(vm.result).toMatchObject({ correct: 1, wrong: 1, unanswered: 118, score: 0.75, rank: 4, takers: 9 });
    expect(vm.leaderboard?.me).toMatchObject({ rank: 4, optIn: false });
  });

  it("shows the result with the server's words when the paper was handed in already", async () => {
    const { service, vm } = kit();
    await vm.take(PAPER_ID);
    vm.sheet.choose(B);
    await settle();
    service.submitted = true;
    await vm.submit();
    expect(vm.phase).toBe('result');
    expect(vm.notice).toBe(SERIES_MESSAGES.alreadySubmitted);
  });

  it("keeps the paper on screen with the error when a submission fails, and a closed paper's refusal in the server's words", async () => {
    const { service, vm } = kit();
    await vm.take(PAPER_ID);
    service.failSubmit = new AppError('network', 'Network error.');
    vm.sheet.choose(B);
    await vm.submit();
    expect(vm.phase).toBe('exam');
    expect(vm.error).toBe('Network error.');
    expect(vm.sheet.currentAnswer).toBe(B);
    vm.close();

    const closed = kit();
    closed.service.start = async () => {
      throw new AppError('conflict', SERIES_MESSAGES.closed);
    };
    await closed.vm.take(PAPER_ID);
    expect(closed.vm.phase).toBe('failed');
    expect(closed.vm.error).toBe(SERIES_MESSAGES.closed);
  });

  it('opens the result of a paper taken earlier', async () => {
    const { service, vm } = kit();
    service.answers = { '1': 'B' };
    service.submitted = true;
    await vm.showResult(PAPER_ID, null);
    expect(vm.phase).toBe('result');
    expect(vm.result?.solutions).toHaveLength(120);
    expect(vm.leaderboard?.top[0]).toEqual({ rank: 1, displayName: 'Topper T', score: 88.25 });
  });
});

describe('the leaderboard choice', () => {
  it("is off by default; a refused name shows the server's words and the form keeps its values; a good one is kept", async () => {
    const { service, vm } = kit();
    service.submitted = true;
    await vm.showResult(PAPER_ID, null);
    const form = vm.choice;
    expect(form.optIn).toBe(false);
    expect(form.displayName).toBe('');

    form.setOptIn(true);
    await form.save();
    expect(form.error).toBe(SERIES_MESSAGES.displayNameNeeded);
    form.setDisplayName('asha@example.in');
    await form.save();
    expect(form.error).toBe(SERIES_MESSAGES.displayNameEmail);
    expect(form.optIn).toBe(true);
    expect(form.displayName).toBe('asha@example.in');

    form.setDisplayName('  Asha K ');
    await form.save();
    expect(form.error).toBeNull();
    expect(form.saved).toBe(true);
    expect(service.choiceSaves.at(-1)).toEqual({ optIn: true, displayName: 'Asha K' });
    expect(vm.leaderboard?.top.map((row) => row.displayName)).toEqual(['Topper T', 'Asha K']);
  });
});
