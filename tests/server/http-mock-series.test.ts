import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMockSeries } from '../../adapters/http/http-mock-series.adapter';
import { CLAT_QUESTIONS } from '../../core/exam/clat-pattern';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { FakeClock } from '../fakes/fake-clock';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';

// 6 December 2026, 09:30 in India.
const START = Date.UTC(2026, 11, 6, 4, 0);
const MINUTE = 60_000;

describe.each(engines())('the All-India Mock through HttpMockSeries on %s', (engine) => {
  let server: TestServer;
  let operator: TestUser;
  const clock = new FakeClock(START);

  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
    operator = await newOperator();
  });

  afterAll(async () => {
    await server?.close();
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  const seriesOf = (student: TestUser) =>
    new HttpMockSeries(new FakeAuth({ ...makeSession(makeUser(student.email, student.id)), accessToken: student.token }), { baseUrl: server.url });

  async function schedule(title: string, opensIn: number, hours: number): Promise<string> {
    const opensAt = clock.now() + opensIn;
    const reply = await server.call('/api/operator/mock-series', { token: operator.token, body: { title, opensAt: iso(opensAt), closesAt: iso(opensAt + hours * 60 * MINUTE) } });
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { data: { id: string } }).data.id;
  }

  it('lists, starts, resumes, saves, submits and reads the result, the leaderboard and the choice, in the shapes the app expects', async () => {
    const paperId = await schedule('Adapter paper', 0, 6);
    const later = await schedule('Adapter later', 24 * 60 * MINUTE, 6);
    const student = await newStudent();
    const series = seriesOf(student);

    const papers = await series.papers();
    expect(papers.find((paper) => paper.id === paperId)).toMatchObject({ title: 'Adapter paper', state: 'open', taken: false, inProgress: false, opensAt: START });
    expect(papers.find((paper) => paper.id === later)?.state).toBe('upcoming');
    await expect(series.start(later)).rejects.toMatchObject({ code: 'conflict', message: SERIES_MESSAGES.notYetOpen });

    const sitting = await series.start(paperId);
    expect(sitting.questions).toHaveLength(CLAT_QUESTIONS);
    expect(sitting.questions[0]).not.toHaveProperty('answer');
    expect(sitting.deadline).toBe(START + 120 * MINUTE);
    expect(sitting.remainingMs).toBe(120 * MINUTE);
    await expect(series.result(paperId)).rejects.toMatchObject({ code: 'conflict', message: SERIES_MESSAGES.notSubmitted });

    await series.saveAnswers(paperId, { '1': 'A', '2': 'B' });
    await clock.advance(10 * MINUTE);
    const resumed = await series.start(paperId);
    expect(resumed.answers).toEqual({ '1': 'A', '2': 'B' });
    expect(resumed.remainingMs).toBe(110 * MINUTE);
    expect((await series.papers()).find((paper) => paper.id === paperId)?.inProgress).toBe(true);

    const result = await series.submit(paperId, { '1': 'A', '2': 'B', '3': 'C' });
    expect(result.correct + result.wrong).toBe(3);
    expect(result.unanswered).toBe(CLAT_QUESTIONS - 3);
    expect(result).toMatchObject({ takers: 1, rank: 1, percentile: 0, final: false, answers: { '1': 'A', '2': 'B', '3': 'C' } });
    expect(result.solutions).toHaveLength(CLAT_QUESTIONS);
    expect(await series.result(paperId)).toEqual(result);
    await expect(series.submit(paperId, {})).rejects.toMatchObject({ code: 'conflict', message: SERIES_MESSAGES.alreadySubmitted });
    await expect(series.saveAnswers(paperId, { '4': 'D' })).rejects.toMatchObject({ code: 'conflict', message: SERIES_MESSAGES.alreadySubmitted });
    expect((await series.papers()).find((paper) => paper.id === paperId)).toMatchObject({ taken: true, inProgress: false });

    expect(await series.leaderboardChoice()).toEqual({ displayName: null, optIn: false });
    expect(await series.leaderboard(paperId)).toEqual({ top: [], me: { rank: 1, score: result.score, displayName: null, optIn: false } });
    await expect(series.setLeaderboardChoice({ optIn: true, displayName: 'asha@example.in' })).rejects.toMatchObject({
      code: 'validation',
      message: SERIES_MESSAGES.displayNameEmail,
    });
    await expect(series.setLeaderboardChoice({ optIn: true, displayName: 'A' })).rejects.toMatchObject({ code: 'validation', message: SERIES_MESSAGES.displayNameLength });
    expect(await series.setLeaderboardChoice({ optIn: true, displayName: 'Asha K' })).toEqual({ displayName: 'Asha K', optIn: true });
    expect((await series.leaderboard(paperId)).top).toEqual([{ rank: 1, displayName: 'Asha K', score: result.score }]);
  });

  it("turns an unknown paper into 'not found' in the server's words", async () => {
    const series = seriesOf(await newStudent());
    await expect(series.start('6b1f1c2e-8f7a-4d0e-9a43-2f7c1d2b9e10')).rejects.toMatchObject({ code: 'not_found', message: SERIES_MESSAGES.paperNotFound });
    await expect(series.result('not-a-paper')).rejects.toMatchObject({ code: 'not_found', message: SERIES_MESSAGES.paperNotFound });
  });
});
