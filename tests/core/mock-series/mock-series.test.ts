import { beforeEach, describe, expect, it } from 'vitest';
import { CLAT_DURATION_MS, CLAT_QUESTIONS } from '../../../core/exam/clat-pattern';
import { paperQuestions, type PaperQuestion } from '../../../core/mock/mock-analysis';
import { GetLeaderboard } from '../../../core/mock-series/get-leaderboard.use-case';
import { GetSeriesResult } from '../../../core/mock-series/get-series-result.use-case';
import { ListScheduledPapers } from '../../../core/mock-series/list-scheduled-papers.use-case';
import { ListSeriesPapers } from '../../../core/mock-series/list-series-papers.use-case';
import { SaveSeriesAnswers } from '../../../core/mock-series/save-series-answers.use-case';
import { ScheduleSeriesPaper } from '../../../core/mock-series/schedule-series-paper.use-case';
import { SeriesMarking, SWEEP_EVERY_MS, type SeriesPorts } from '../../../core/mock-series/series-marking';
import { SERIES_MESSAGES } from '../../../core/mock-series/series.messages';
import type { SeriesAnswers } from '../../../core/mock-series/series.model';
import { displayNameProblem, isOverdue, paperState, percentileOf, rankOf, scoreSeries, seriesDeadline, takesSeriesAnswers } from '../../../core/mock-series/series.rules';
import { SetLeaderboardChoice } from '../../../core/mock-series/set-leaderboard-choice.use-case';
import { StartSeriesAttempt } from '../../../core/mock-series/start-series-attempt.use-case';
import { SubmitSeriesAttempt } from '../../../core/mock-series/submit-series-attempt.use-case';
import { SweepOverdueAttempts } from '../../../core/mock-series/sweep-overdue-attempts.use-case';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeMockSource } from '../../fakes/fake-full-mock';
import { MemorySeries } from '../../fakes/memory-mock-series';

const START = Date.UTC(2026, 11, 6, 4, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LETTERS = ['A', 'B', 'C', 'D'] as const;

describe('the series rules', () => {
  it('tells upcoming, open and closed apart by the clock', () => {
    const paper = { opensAt: START, closesAt: START + HOUR };
    expect(paperState(paper, START - 1)).toBe('upcoming');
    expect(paperState(paper, START)).toBe('open');
    expect(paperState(paper, START + HOUR - 1)).toBe('open');
    expect(paperState(paper, START + HOUR)).toBe('closed');
  });

  it('ends an attempt two hours from its start, or at the close if sooner, with a minute of grace for answers', () => {
    expect(seriesDeadline(START, START + 5 * HOUR)).toBe(START + CLAT_DURATION_MS);
    expect(seriesDeadline(START, START + HOUR)).toBe(START + HOUR);
    expect(takesSeriesAnswers(START, START + MINUTE)).toBe(true);
    expect(takesSeriesAnswers(START, START + MINUTE + 1)).toBe(false);
    expect(isOverdue({ deadline: START, submittedAt: null }, START + MINUTE + 1)).toBe(true);
    expect(isOverdue({ deadline: START, submittedAt: START }, START + HOUR)).toBe(false);
  });

  it('gives percentile as the share strictly below, and rank as one more than those above', () => {
    expect(percentileOf({ takers: 3, below: 1 })).toBe(33.33);
    expect(percentileOf({ takers: 0, below: 0 })).toBe(0);
    expect(rankOf({ above: 0 })).toBe(1);
    expect(rankOf({ above: 4 })).toBe(5);
  });

  it('refuses display names out of length or like an e-mail', () => {
    expect(displayNameProblem('Asha V')).toBeNull();
    expect(displayNameProblem('A')).toBe(SERIES_MESSAGES.displayNameLength);
    expect(displayNameProblem('x'.repeat(31))).toBe(SERIES_MESSAGES.displayNameLength);
    expect(displayNameProblem('asha@example.in')).toBe(SERIES_MESSAGES.displayNameEmail);
    expect(displayNameProblem('asha.verma.gmail.com')).toBe(SERIES_MESSAGES.displayNameEmail);
  });
});

describe('the series use cases', () => {
  let clock: FakeClock;
  let memory: MemorySeries;
  let ports: SeriesPorts;
  let marking: SeriesMarking;
  let source: FakeMockSource;

  beforeEach(() => {
    clock = new FakeClock(START);
    memory = new MemorySeries();
    source = new FakeMockSource();
    ports = { papers: memory.papers, attempts: memory.attempts, choices: memory.choices, source, clock };
    marking = new SeriesMarking(ports);
  });

  const result = () => new GetSeriesResult(ports, marking);
  const submitter = () => new SubmitSeriesAttempt(ports, marking, result());

  async function scheduled(hours = 6): Promise<{ id: string; questions: PaperQuestion[] }> {
    const outcome = await new ScheduleSeriesPaper(ports).execute({ title: 'All-India Mock 1', opensAt: clock.now(), closesAt: clock.now() + hours * HOUR, operatorId: 'op' });
    if (!outcome.ok) throw outcome.error;
    const paper = outcome.value;
    return { id: paper.id, questions: paperQuestions(paper, await source.sets(paper.paper.sets.map((set) => set.setId))) };
  }

  const right = (questions: readonly PaperQuestion[], count: number): SeriesAnswers =>
    Object.fromEntries(questions.slice(0, count).map((question) => [String(question.number), LETTERS[question.answerIndex]!]));

  it('schedules a paper of 120 questions, avoiding the passages of the paper before when the bank allows', async () => {
    const first = await scheduled();
    const second = await scheduled();
    expect(first.questions).toHaveLength(CLAT_QUESTIONS);
    const before = new Set(first.questions.map((question) => question.setId));
    expect(second.questions.filter((question) => before.has(question.setId))).toHaveLength(0);
    expect(await new ScheduleSeriesPaper(ports).execute({ title: 'Backwards', opensAt: START + HOUR, closesAt: START, operatorId: 'op' })).toMatchObject({
      ok: false,
      error: { code: 'validation', message: SERIES_MESSAGES.windowOrder },
    });
    const empty = new FakeMockSource(1);
    const outcome = await new ScheduleSeriesPaper({ ...ports, source: empty }).execute({ title: 'Too few', opensAt: START, closesAt: START + HOUR, operatorId: 'op' });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'unavailable', message: SERIES_MESSAGES.notEnoughQuestions } });
  });

  it('starts once, saves, refuses late answers, and submits an attempt left open as it stood', async () => {
    const { id, questions } = await scheduled();
    const start = new StartSeriesAttempt(ports, marking);
    const first = await start.execute({ paperId: id, userId: 'asha' });
    if (!first.ok) throw first.error;
    expect(first.value.questions.every((question) => !('answerIndex' in question) && !('explanation' in question))).toBe(true);
    expect(first.value.remainingMs).toBe(CLAT_DURATION_MS);
    await new SaveSeriesAnswers(ports, marking).execute({ paperId: id, userId: 'asha', answers: right(questions, 3) });
    await clock.advance(HOUR);
    const again = await start.execute({ paperId: id, userId: 'asha' });
    expect(again).toMatchObject({ ok: true, value: { attemptId: first.value.attemptId, remainingMs: CLAT_DURATION_MS - HOUR, answers: right(questions, 3) } });

    await clock.advance(HOUR + MINUTE + 1);
    expect(await new SaveSeriesAnswers(ports, marking).execute({ paperId: id, userId: 'asha', answers: right(questions, 9) })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: SERIES_MESSAGES.timeUp },
    });
    expect(await result().execute({ paperId: id, userId: 'asha' })).toMatchObject({ ok: true, value: { score: 3, correct: 3, takers: 1, rank: 1, percentile: 0 } });
  });

  it('refuses a start before the paper opens or after it closes, and an unknown paper', async () => {
    const outcome = await new ScheduleSeriesPaper(ports).execute({ title: 'Later', opensAt: START + HOUR, closesAt: START + 2 * HOUR, operatorId: 'op' });
    if (!outcome.ok) throw outcome.error;
    const start = new StartSeriesAttempt(ports, marking);
    expect(await start.execute({ paperId: outcome.value.id, userId: 'asha' })).toMatchObject({ ok: false, error: { message: SERIES_MESSAGES.notYetOpen } });
    await clock.advance(2 * HOUR);
    expect(await start.execute({ paperId: outcome.value.id, userId: 'asha' })).toMatchObject({ ok: false, error: { message: SERIES_MESSAGES.closed } });
    expect(await start.execute({ paperId: 'nope', userId: 'asha' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('marks +1, -0.25, 0 and ranks among the takers; the leaderboard names only those who opted in', async () => {
    const { id, questions } = await scheduled();
    const start = new StartSeriesAttempt(ports, marking);
    const wrongTwo: SeriesAnswers = { ...right(questions, 10), '1': LETTERS[(questions[0]!.answerIndex + 1) % 4]!, '2': LETTERS[(questions[1]!.answerIndex + 1) % 4]! };
    for (const user of ['asha', 'ravi', 'meera']) await start.execute({ paperId: id, userId: user });
    await new SetLeaderboardChoice(ports).execute({ userId: 'asha', displayName: ' Asha ', optIn: true });
    await new SetLeaderboardChoice(ports).execute({ userId: 'meera', displayName: 'Meera', optIn: true });
    expect(await new SetLeaderboardChoice(ports).execute({ userId: 'ravi', optIn: true })).toMatchObject({ ok: false, error: { message: SERIES_MESSAGES.displayNameNeeded } });
    expect(await new SetLeaderboardChoice(ports).execute({ userId: 'ravi', displayName: 'r@x.in', optIn: true })).toMatchObject({ ok: false, error: { code: 'validation' } });

    expect(await submitter().execute({ paperId: id, userId: 'asha', answers: wrongTwo })).toMatchObject({ ok: true, value: { score: 7.5, correct: 8, wrong: 2, unanswered: 110 } });
    await submitter().execute({ paperId: id, userId: 'ravi', answers: right(questions, 20) });
    await submitter().execute({ paperId: id, userId: 'meera', answers: {} });
    expect(await submitter().execute({ paperId: id, userId: 'meera', answers: {} })).toMatchObject({ ok: false, error: { message: SERIES_MESSAGES.alreadySubmitted } });

    const asha = await result().execute({ paperId: id, userId: 'asha' });
    expect(asha).toMatchObject({ ok: true, value: { rank: 2, percentile: 33.33, takers: 3, topScore: 20, medianScore: 7.5 } });
    if (asha.ok) expect(asha.value.solutions[0]).toEqual({ number: 1, answer: LETTERS[questions[0]!.answerIndex], explanation: questions[0]!.explanation });

    const board = await new GetLeaderboard(ports, marking).execute({ paperId: id, userId: 'ravi' });
    expect(board).toEqual({
      ok: true,
      value: {
        top: [
          { rank: 2, displayName: 'Asha', score: 7.5 },
          { rank: 3, displayName: 'Meera', score: 0 },
        ],
        me: { rank: 1, score: 20, displayName: null, optIn: false },
      },
    });
  });

  it('lists papers for students and operators, sweeping overdue attempts first', async () => {
    const { id } = await scheduled(1);
    await new StartSeriesAttempt(ports, marking).execute({ paperId: id, userId: 'asha' });
    expect(await new ListSeriesPapers(ports, marking).execute({ userId: 'asha' })).toMatchObject({ ok: true, value: [{ id, state: 'open', taken: false, inProgress: true }] });
    await clock.advance(HOUR + MINUTE + 1);
    expect(await new ListScheduledPapers(ports, marking).execute()).toMatchObject({ ok: true, value: [{ id, state: 'closed', takers: 1, inProgress: 0 }] });
    expect(await new ListSeriesPapers(ports, marking).execute({ userId: 'asha' })).toMatchObject({ ok: true, value: [{ id, state: 'closed', taken: true, inProgress: false }] });
    expect(await new SweepOverdueAttempts(ports, marking).execute()).toEqual({ ok: true, value: 0 });
  });

  it('looks for overdue attempts of a paper at most every few seconds, but always settles the student’s own', async () => {
    const { id } = await scheduled();
    const start = new StartSeriesAttempt(ports, marking);
    await start.execute({ paperId: id, userId: 'asha' });
    await clock.advance(CLAT_DURATION_MS + MINUTE + 1);
    expect(await marking.sweep(clock.now(), id)).toBe(1);
    memory.attempts.rows.push({ id: 'late', paperId: id, userId: 'ravi', startedAt: START, deadline: START + 1, answers: {}, submittedAt: null, marks: null });
    expect(await marking.sweep(clock.now() + SWEEP_EVERY_MS - 1, id)).toBe(0);
    expect(await result().execute({ paperId: id, userId: 'ravi' })).toMatchObject({ ok: true, value: { score: 0, unanswered: 120 } });
    expect(await marking.paper(id)).toBe(await marking.paper(id));
    await expect(marking.paper('missing')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('scores by the full mock’s rules, timing to the deadline at most', () => {
    const questions = [{ id: 'q1', number: 1, section: 'English', answerIndex: 2 }] as unknown as PaperQuestion[];
    expect(scoreSeries(questions, { '1': 'C', '99': 'A' }, START, START + 3 * HOUR, START + CLAT_DURATION_MS)).toMatchObject({ score: 1, correct: 1, wrong: 0, unanswered: 0, timeTakenMs: CLAT_DURATION_MS });
  });
});
