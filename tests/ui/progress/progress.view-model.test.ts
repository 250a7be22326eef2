import { describe, expect, it } from 'vitest';
import { ProgressViewModel } from '../../../ui/progress/progress.view-model';
import { FakeListFullMocks, FakeReadQuizHistory, FakeSessionErrors, pastMock, quizAttempt } from './progress-fixtures';

function kit() {
  const list = new FakeListFullMocks();
  const quizzes = new FakeReadQuizHistory();
  const session = new FakeSessionErrors();
  return { list, quizzes, session, vm: new ProgressViewModel(list, quizzes, session) };
}

describe('ProgressViewModel', () => {
  it('asks for two full mocks before there is any', async () => {
    const { vm } = kit();
    await vm.load();
    expect(vm.hasTrend).toBe(false);
    expect(vm.needed).toBe('Take two full mocks to see your trend');
    expect(vm.summaries).toEqual([]);
  });

  it('asks for one more after the first mock, and lists it', async () => {
    const { vm, list } = kit();
    list.past = [pastMock('m1', 0, 12)];
    await vm.load();
    expect(vm.hasTrend).toBe(false);
    expect(vm.needed).toBe('Take one more full mock to see your trend');
    expect(vm.rows).toHaveLength(1);
  });

  it('gives the trend of two mocks oldest first: sentences and the figures table', async () => {
    const { vm, list } = kit();
    list.past = [pastMock('m2', 7, 16), pastMock('m1', 0, 12)];
    await vm.load();

    expect(vm.hasTrend).toBe(true);
    expect(vm.needed).toBeNull();
    expect(vm.summaries).toEqual([
      'Total: 50 → 75 marks over your last 2 mocks',
      'English: 10 → 15 marks over your last 2 mocks',
      'GK: 10 → 15 marks over your last 2 mocks',
      'Legal: 10 → 15 marks over your last 2 mocks',
      'Logical: 10 → 15 marks over your last 2 mocks',
      'Quant: 10 → 15 marks over your last 2 mocks',
    ]);
    expect(vm.rows.map((row) => row.label)).toEqual(['Mock 1, 1 Nov 2026', 'Mock 2, 8 Nov 2026']);
    expect(vm.rows[0]!.total).toBe('50/120');
    expect(vm.rows[1]!.sections[2]).toBe('15 marks, 80 %');
  });

  it('adds the daily quiz sentence when there are two quizzes, and keeps the mock trend when the quiz history fails', async () => {
    const { vm, list, quizzes } = kit();
    list.past = [pastMock('m2', 7, 16), pastMock('m1', 0, 12)];
    quizzes.history = [quizAttempt('2026-11-01', 2), quizAttempt('2026-11-02', 4)];
    await vm.load();
    expect(vm.summaries.at(-1)).toBe('Daily quiz: 2/5 → 4/5 over your last 2 quizzes');

    quizzes.failing = true;
    await vm.load();
    expect(vm.hasTrend).toBe(true);
    expect(vm.summaries.some((line) => line.startsWith('Daily quiz'))).toBe(false);
  });

  it('shows the message of a failed history, and hands an expired session to the session', async () => {
    const { vm, list, session } = kit();
    list.error = { code: 'network', message: 'Your past mocks could not be loaded.' };
    await vm.load();
    expect(vm.error).toBe('Your past mocks could not be loaded.');
    expect(vm.trend).toBeNull();

    list.error = { code: 'session_expired', message: 'Session Expired' };
    const fresh = new ProgressViewModel(list, new FakeReadQuizHistory(), session);
    await fresh.load();
    expect(session.handled).toHaveLength(1);
    expect(fresh.error).toBeNull();
  });

  it('reads the history again on every load, so a mock just taken shows', async () => {
    const { vm, list } = kit();
    list.past = [pastMock('m1', 0, 12)];
    await vm.load();
    list.past = [pastMock('m1', 0, 12), pastMock('m2', 1, 15)];
    await vm.load();
    expect(list.calls).toBe(2);
    expect(vm.hasTrend).toBe(true);
  });
});
