import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSeriesDesk } from '../../adapters/http/http-series-desk.adapter';
import { Random } from '../../adapters/tutor/generators/random';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { CLAT_DURATION_MS, CLAT_QUESTIONS } from '../../core/exam/clat-pattern';
import { paperQuestions, type PaperQuestion } from '../../core/mock/mock-analysis';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import type { SeriesPaper } from '../../core/mock-series/series.model';
import { NOT_AN_OPERATOR } from '../../server/http/authenticate';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { FakeClock } from '../fakes/fake-clock';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';
import type { Json } from './support/json';

// 6 December 2026, 09:30 in India.
const START = Date.UTC(2026, 11, 6, 4, 0);
const MINUTE = 60_000;
const GRACE = MINUTE;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const source = new TutorMockQuestionSource();

describe.each(engines())('the All-India Mock on %s', (engine) => {
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

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
  const iso = (ms: number) => new Date(ms).toISOString();
  const schedule = (body: unknown, token: string | undefined = operator.token) => server.call('/api/operator/mock-series', { token, body });
  /** A paper open from now (or from `opensIn`) for `hours`. */
  async function paper(options: { opensIn?: number; hours?: number; title?: string } = {}): Promise<string> {
    const opensAt = clock.now() + (options.opensIn ?? 0);
    const reply = await json(await schedule({ title: options.title ?? 'All-India Mock 1', opensAt: iso(opensAt), closesAt: iso(opensAt + (options.hours ?? 6) * 60 * MINUTE) }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.data.id as string;
  }
  const start = (student: TestUser, paperId: string) => server.call(`/api/mock-series/${paperId}/start`, { token: student.token, method: 'POST' });
  const save = (student: TestUser, paperId: string, answers: unknown) => server.call(`/api/mock-series/${paperId}/answers`, { token: student.token, method: 'PUT', body: { answers } });
  const submit = (student: TestUser, paperId: string, body?: unknown) => server.call(`/api/mock-series/${paperId}/submit`, { token: student.token, method: 'POST', ...(body === undefined ? {} : { body }) });
  const result = (student: TestUser, paperId: string) => server.call(`/api/mock-series/${paperId}/result`, { token: student.token });
  const leaderboard = (student: TestUser, paperId: string) => server.call(`/api/mock-series/${paperId}/leaderboard`, { token: student.token });
  const choose = (student: TestUser, body: unknown) => server.call('/api/leaderboard/me', { token: student.token, method: 'PUT', body });

  /** The paper's questions with their keys, rebuilt here from the stored passages, as the test's own reference. */
  async function keyed(paperId: string): Promise<PaperQuestion[]> {
    const stored = (await server.mockSeries.ports.papers.find(paperId)) as SeriesPaper;
    return paperQuestions(stored, await source.sets(stored.paper.sets.map((set) => set.setId)));
  }

  /** Marks counted plainly: +1 for the key, -0.25 for another letter, 0 for none. */
  function marksOf(questions: readonly PaperQuestion[], answers: Record<string, string>): number {
    let marks = 0;
    for (const question of questions) {
      const letter = answers[String(question.number)];
      if (letter === undefined) continue;
      marks += letter === LETTERS[question.answerIndex] ? 1 : -0.25;
    }
    return marks;
  }

  /** Fails when a reply carries a key or an explanation of the paper. */
  function expectNoKeys(reply: unknown, questions: readonly PaperQuestion[]): void {
    const text = JSON.stringify(reply);
    expect(/"(answerIndex|explanation|answer|solutions|key)"\s*:/.exec(text)?.[0]).toBeUndefined();
    for (const question of questions) expect(text.includes(question.explanation), `explanation of question ${question.number}`).toBe(false);
  }

  const attemptRows = async (paperId: string, userId: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from public.mock_series_attempts where paper_id = ${paperId} and user_id = ${userId}`.execute(server.database.handle.db))
        .rows[0]!.n,
    );

  describe('scheduling', () => {
    it('is for operators only: no token 401, a student 403', async () => {
      const body = { title: 'All-India Mock 1', opensAt: iso(clock.now()), closesAt: iso(clock.now() + 60 * MINUTE) };
      expect((await server.call('/api/operator/mock-series', { body })).status).toBe(401);
      const student = await newStudent();
      expect(await json(await schedule(body, student.token))).toEqual({ status: 403, body: { success: false, message: NOT_AN_OPERATOR } });
      expect((await server.call('/api/operator/mock-series', { token: student.token })).status).toBe(403);
      expect((await server.call('/api/operator/mock-series')).status).toBe(401);
    });

    it('refuses invalid bodies, saying which field', async () => {
      const now = clock.now();
      const cases: unknown[] = [
        { opensAt: iso(now), closesAt: iso(now + MINUTE) },
        { title: 'x', opensAt: iso(now), closesAt: iso(now + MINUTE) },
        { title: 'All-India Mock', opensAt: 'next Sunday', closesAt: iso(now + MINUTE) },
        { title: 'All-India Mock', opensAt: iso(now), closesAt: iso(now) },
        { title: 'All-India Mock', opensAt: iso(now + MINUTE), closesAt: iso(now) },
      ];
      for (const body of cases) expect((await schedule(body)).status, JSON.stringify(body)).toBe(400);
      const reply = await json(await schedule(cases[4]));
      expect(reply.body).toEqual({ success: false, message: `closesAt: ${SERIES_MESSAGES.windowOrder}` });
      expect((await schedule('not json')).status).toBe(400);
    });

    it('assembles one fixed paper of 120 questions in the CLAT pattern, avoiding the passages of the last papers, and lists it with its takers', async () => {
      const first = await paper({ title: 'Avoid 1' });
      const second = await paper({ title: 'Avoid 2' });
      const [a, b] = await Promise.all([keyed(first), keyed(second)]);
      expect(a).toHaveLength(CLAT_QUESTIONS);
      expect(b).toHaveLength(CLAT_QUESTIONS);
      const setsOf = (questions: PaperQuestion[]) => new Set(questions.map((question) => question.setId));
      const shared = [...setsOf(b)].filter((set) => setsOf(a).has(set));
      // The bank has more passages than two papers use: a second paper takes new ones.
      expect(shared.length).toBeLessThan(setsOf(b).size / 2);

      const listed = await json(await server.call('/api/operator/mock-series', { token: operator.token }));
      expect(listed.status).toBe(200);
      expect(listed.body.data.find((row: Json) => row.id === first)).toMatchObject({ title: 'Avoid 1', state: 'open', takers: 0, inProgress: 0 });
    });

    it("serves the operator console through HttpSeriesDesk, and tells a student she is not an operator", async () => {
      const auth = (user: TestUser) => new FakeAuth({ ...makeSession(makeUser(user.email, user.id)), accessToken: user.token });
      const desk = new HttpSeriesDesk(auth(operator), { baseUrl: server.url });
      const opensAt = clock.now() + 24 * 60 * MINUTE;
      const { id } = await desk.schedule({ title: 'Console paper', opensAt, closesAt: opensAt + 6 * 60 * MINUTE });
      expect((await desk.listPapers()).find((row) => row.id === id)).toEqual({ id, title: 'Console paper', opensAt, closesAt: opensAt + 6 * 60 * MINUTE, state: 'upcoming', takers: 0, inProgress: 0 });
      await expect(desk.schedule({ title: 'Console paper', opensAt, closesAt: opensAt })).rejects.toMatchObject({ code: 'validation' });
      const student = await newStudent();
      await expect(new HttpSeriesDesk(auth(student), { baseUrl: server.url }).listPapers()).rejects.toMatchObject({ code: 'forbidden' });
    });
  });

  describe('sitting a paper', () => {
    it('refuses a start before the paper opens and after it closes; lists each paper with its state', async () => {
      const upcoming = await paper({ opensIn: 60 * MINUTE, hours: 1 });
      const student = await newStudent();
      expect(await json(await start(student, upcoming))).toEqual({ status: 409, body: { success: false, message: SERIES_MESSAGES.notYetOpen } });
      const list = await json(await server.call('/api/mock-series', { token: student.token }));
      expect(list.body.data.find((row: Json) => row.id === upcoming)).toMatchObject({ state: 'upcoming', taken: false, inProgress: false });

      const closing = await paper({ hours: 1 });
      await clock.advance(61 * MINUTE);
      expect(await json(await start(student, closing))).toEqual({ status: 409, body: { success: false, message: SERIES_MESSAGES.closed } });
      expect((await json(await server.call('/api/mock-series', { token: student.token }))).body.data.find((row: Json) => row.id === closing).state).toBe('closed');
      expect((await start(student, randomUUID())).status).toBe(404);
      expect((await start(student, 'not-a-paper')).status).toBe(404);
      expect((await server.call('/api/mock-series')).status).toBe(401);
    });

    it('sends 120 numbered questions with four options and no key or explanation anywhere before the student submits', async () => {
      const paperId = await paper();
      const questions = await keyed(paperId);
      const student = await newStudent();
      const started = await json(await start(student, paperId));
      expect(started.status).toBe(200);
      const sitting = started.body.data;
      expect(sitting.questions.map((question: Json) => question.number)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
      for (const question of sitting.questions) {
        expect(question.options).toHaveLength(4);
        expect(Object.keys(question).sort()).toEqual(expect.arrayContaining(['number', 'section', 'passage', 'question', 'options']));
      }
      expect(sitting.deadline).toBe(iso(clock.now() + CLAT_DURATION_MS));
      expectNoKeys(sitting, questions);

      await save(student, paperId, { '1': 'A', '2': 'B' });
      const replies = [
        await json(await start(student, paperId)),
        await json(await save(student, paperId, { '3': 'C' })),
        await json(await result(student, paperId)),
        await json(await leaderboard(student, paperId)),
        await json(await server.call('/api/mock-series', { token: student.token })),
      ];
      for (const reply of replies) expectNoKeys(reply.body, questions);
      expect(replies[2]).toEqual({ status: 409, body: { success: false, message: SERIES_MESSAGES.notSubmitted } });

      // Her own submission brings the solutions, and only hers.
      const other = await newStudent();
      await start(other, paperId);
      const submitted = await json(await submit(student, paperId));
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.solutions).toHaveLength(120);
      expect(submitted.body.data.solutions[0]).toEqual({ number: 1, answer: LETTERS[questions[0]!.answerIndex], explanation: questions[0]!.explanation });
      expectNoKeys((await json(await start(other, paperId))).body, questions);
      expectNoKeys((await json(await result(other, paperId))).body, questions);
    });

    it('keeps one attempt a student a paper: a second start returns it with less time left, and racing starts make one row', async () => {
      const paperId = await paper();
      const student = await newStudent();
      const first = (await json(await start(student, paperId))).body.data;
      await clock.advance(10 * MINUTE);
      const again = (await json(await start(student, paperId))).body.data;
      expect(again.attemptId).toBe(first.attemptId);
      expect(again.deadline).toBe(first.deadline);
      expect(first.remainingMs).toBe(CLAT_DURATION_MS);
      expect(again.remainingMs).toBe(CLAT_DURATION_MS - 10 * MINUTE);

      const racer = await newStudent();
      const replies = await Promise.all(Array.from({ length: 8 }, () => start(racer, paperId).then(json)));
      expect(replies.every((reply) => reply.status === 200)).toBe(true);
      expect(new Set(replies.map((reply) => reply.body.data.attemptId)).size).toBe(1);
      expect(await attemptRows(paperId, racer.id)).toBe(1);
    });

    it('ends at the paper’s close when that comes before two hours', async () => {
      const paperId = await paper({ hours: 1 });
      const student = await newStudent();
      const sitting = (await json(await start(student, paperId))).body.data;
      expect(sitting.deadline).toBe(iso(clock.now() + 60 * MINUTE));
      expect(sitting.remainingMs).toBe(60 * MINUTE);
    });

    it('saves answers for a reload or another device, and marks them +1, -0.25, 0 on submission', async () => {
      const paperId = await paper();
      const questions = await keyed(paperId);
      const student = await newStudent();
      await start(student, paperId);
      // Five right, three wrong, the rest left.
      const answers: Record<string, string> = {};
      for (const question of questions.slice(0, 5)) answers[String(question.number)] = LETTERS[question.answerIndex]!;
      for (const question of questions.slice(5, 8)) answers[String(question.number)] = LETTERS[(question.answerIndex + 1) % 4]!;
      expect((await json(await save(student, paperId, answers))).status).toBe(200);
      expect((await json(await start(student, paperId))).body.data.answers).toEqual(answers);

      await clock.advance(30 * MINUTE);
      const marked = (await json(await submit(student, paperId))).body.data;
      expect(marked).toMatchObject({ score: 5 - 0.75, correct: 5, wrong: 3, unanswered: 112, timeTakenMs: 30 * MINUTE, answers });
      expect(marked.sections.reduce((sum: number, section: Json) => sum + section.questions, 0)).toBe(120);
      expect((await submit(student, paperId)).status).toBe(409);
      expect(await json(await save(student, paperId, {}))).toEqual({ status: 409, body: { success: false, message: SERIES_MESSAGES.alreadySubmitted } });
      expect((await json(await server.call('/api/mock-series', { token: student.token }))).body.data.find((row: Json) => row.id === paperId)).toMatchObject({ taken: true, inProgress: false });
    });

    it('refuses answers that are not a paper’s: numbers 1 to 120, letters A to D', async () => {
      const paperId = await paper();
      const student = await newStudent();
      await start(student, paperId);
      for (const answers of [{ '0': 'A' }, { '121': 'A' }, { '01': 'A' }, { '1': 'E' }, { '1': 0 }, { a: 'A' }, [], 'A']) {
        const reply = await json(await save(student, paperId, answers));
        expect(reply.status, JSON.stringify(answers)).toBe(400);
        expect(reply.body.message).toMatch(/^answers/);
      }
      expect((await server.call(`/api/mock-series/${paperId}/answers`, { token: student.token, method: 'PUT', body: '{' })).status).toBe(400);
      expect((await submit(student, paperId, { answers: { '7': 'Z' } })).status).toBe(400);
      expect((await save(student, paperId, { '120': 'D', '1': 'a' })).status).toBe(400);
    });

    it('refuses answers after the deadline and its minute of grace, and marks the paper as last saved', async () => {
      const paperId = await paper();
      const questions = await keyed(paperId);
      const student = await newStudent();
      await start(student, paperId);
      const saved = { '1': LETTERS[questions[0]!.answerIndex]! };
      await save(student, paperId, saved);
      await clock.advance(CLAT_DURATION_MS + GRACE / 2);
      // Within the grace a save still counts (a slow network at the end).
      expect((await save(student, paperId, { ...saved, '2': LETTERS[questions[1]!.answerIndex]! })).status).toBe(200);
      await clock.advance(GRACE);
      const late = await json(await save(student, paperId, { '3': 'A', '4': 'B' }));
      expect(late).toEqual({ status: 409, body: { success: false, message: SERIES_MESSAGES.timeUp } });
      const marked = (await json(await result(student, paperId))).body.data;
      expect(marked).toMatchObject({ correct: 2, wrong: 0, score: 2, timeTakenMs: CLAT_DURATION_MS });
      // A late submission carrying other answers is marked as last saved too.
      expect((await submit(student, paperId, { answers: { '5': 'A' } })).status).toBe(409);
    });

    it('submits an attempt the student left open at its deadline, so her result and the rankings count it', async () => {
      const paperId = await paper();
      const questions = await keyed(paperId);
      const [left, other] = await Promise.all([newStudent(), newStudent()]);
      await start(left, paperId);
      const answers = Object.fromEntries(questions.slice(0, 10).map((question) => [String(question.number), LETTERS[question.answerIndex]!]));
      await save(left, paperId, answers);
      await start(other, paperId);
      await submit(other, paperId, { answers: {} });
      expect((await json(await result(other, paperId))).body.data.takers).toBe(1);

      await clock.advance(CLAT_DURATION_MS + GRACE + 1);
      // Another student's read of the rankings counts the attempt left open, submitted as it stood.
      const board = (await json(await leaderboard(other, paperId))).body.data;
      expect(board.me).toMatchObject({ rank: 2, score: 0 });
      expect((await json(await result(other, paperId))).body.data).toMatchObject({ takers: 2, topScore: 10, rank: 2 });
      const mine = (await json(await result(left, paperId))).body.data;
      expect(mine).toMatchObject({ score: 10, correct: 10, rank: 1, takers: 2, timeTakenMs: CLAT_DURATION_MS });
      expect(mine.solutions).toHaveLength(120);
    });

    it('sweeps overdue attempts when the server starts', async () => {
      const paperId = await paper();
      const student = await newStudent();
      await start(student, paperId);
      await clock.advance(CLAT_DURATION_MS + GRACE + 1);
      const swept = await server.mockSeries.sweep.execute();
      expect(swept.ok && swept.value).toBeGreaterThanOrEqual(1);
      expect((await server.mockSeries.ports.attempts.find(paperId, student.id))?.submittedAt).toBe(clock.now());
    });
  });

  describe("another student's attempt", () => {
    it('is never shown, saved or submitted through another token', async () => {
      const paperId = await paper();
      const [asha, ravi] = await Promise.all([newStudent(), newStudent()]);
      await start(asha, paperId);
      await save(asha, paperId, { '1': 'A', '2': 'B', '3': 'C' });
      expect(await json(await result(ravi, paperId))).toEqual({ status: 404, body: { success: false, message: SERIES_MESSAGES.notStarted } });
      expect((await save(ravi, paperId, { '1': 'D' })).status).toBe(404);
      expect((await submit(ravi, paperId)).status).toBe(404);
      // Ravi's own start is his own attempt: none of Asha's answers.
      const his = (await json(await start(ravi, paperId))).body.data;
      expect(his.answers).toEqual({});
      await submit(asha, paperId);
      const board = JSON.stringify((await json(await leaderboard(ravi, paperId))).body);
      expect(board).not.toContain(asha.email);
      expect(board).not.toContain(asha.id);
      expect((await json(await result(asha, paperId))).body.data.answers).toEqual({ '1': 'A', '2': 'B', '3': 'C' });
    });
  });

  describe('the leaderboard', () => {
    it('shows only students who opted in, under their display names, ties to the quicker, and each student her own row', async () => {
      const paperId = await paper();
      const questions = await keyed(paperId);
      const right = (count: number) => Object.fromEntries(questions.slice(0, count).map((question) => [String(question.number), LETTERS[question.answerIndex]!]));
      const [asha, ravi, meera, kabir] = await Promise.all([newStudent(), newStudent(), newStudent(), newStudent()]);
      expect((await json(await choose(asha, { displayName: '  Asha V ', optIn: true }))).body.data).toEqual({ displayName: 'Asha V', optIn: true });
      await choose(meera, { displayName: 'Meera', optIn: true });
      await choose(kabir, { displayName: 'Kabir', optIn: true });
      await choose(kabir, { optIn: false });
      expect((await json(await server.call('/api/leaderboard/me', { token: kabir.token }))).body.data).toEqual({ displayName: 'Kabir', optIn: false });

      for (const student of [asha, ravi, meera, kabir]) await start(student, paperId);
      await clock.advance(20 * MINUTE);
      await submit(meera, paperId, { answers: right(8) });
      await clock.advance(10 * MINUTE);
      await submit(asha, paperId, { answers: right(8) });
      await submit(ravi, paperId, { answers: right(20) });
      await submit(kabir, paperId, { answers: right(30) });

      const board = await json(await leaderboard(ravi, paperId));
      expect(board.body.data.top).toEqual([
        { rank: 3, displayName: 'Meera', score: 8 },
        { rank: 3, displayName: 'Asha V', score: 8 },
      ]);
      expect(board.body.data.me).toEqual({ rank: 2, score: 20, displayName: null, optIn: false });
      const text = JSON.stringify(board.body);
      for (const student of [asha, ravi, meera, kabir]) expect(text).not.toContain(student.email);
      expect(text).not.toContain('Kabir');
      expect((await json(await leaderboard(kabir, paperId))).body.data.me).toEqual({ rank: 1, score: 30, displayName: 'Kabir', optIn: false });
    });

    it('refuses display names that are too short, too long or look like an e-mail, and opting in with no name', async () => {
      const student = await newStudent();
      for (const displayName of ['A', ' A ', 'x'.repeat(31), 'asha@example.in', 'asha.verma@gmail', 'ashaverma.gmail.com']) {
        const reply = await json(await choose(student, { displayName, optIn: true }));
        expect(reply.status, displayName).toBe(400);
        expect(reply.body.message).toMatch(/^displayName: /);
      }
      expect(await json(await choose(student, { optIn: true }))).toEqual({ status: 400, body: { success: false, message: SERIES_MESSAGES.displayNameNeeded } });
      expect((await choose(student, { displayName: 'Asha', optIn: 'yes' })).status).toBe(400);
      expect((await choose(student, { optIn: false })).status).toBe(200);
      expect((await server.call('/api/leaderboard/me', { method: 'PUT', body: { optIn: false } })).status).toBe(401);
    });
  });

  it('scores 500 simulated takers and gives each the percentile, rank, top and median an independent count gives', async () => {
    const paperId = await paper({ title: 'Five hundred takers' });
    const questions = await keyed(paperId);
    // Seeded, so that the simulated takers are the same every run.
    const seeded = new Random(engine === 'pglite' ? 28 : 29);
    const random = () => seeded.next();
    // Takers of every strength: each answers a share of the paper, right with her own accuracy.
    const takers = Array.from({ length: 500 }, () => {
      const attempted = random();
      const accuracy = random();
      const answers: Record<string, (typeof LETTERS)[number]> = {};
      for (const question of questions) {
        if (random() >= attempted) continue;
        const letter = random() < accuracy ? question.answerIndex : (question.answerIndex + 1 + Math.floor(random() * 3)) % 4;
        answers[String(question.number)] = LETTERS[letter]!;
      }
      return { userId: randomUUID(), answers };
    });
    const db = server.database.handle.db;
    await db.insertInto('auth.users').values(takers.map((taker) => ({ id: taker.userId, email: null }))).execute();
    const { start: startAttempt, submit: submitAttempt } = server.mockSeries;
    for (let from = 0; from < takers.length; from += 50) {
      await Promise.all(
        takers.slice(from, from + 50).map(async (taker) => {
          expect((await startAttempt.execute({ paperId, userId: taker.userId })).ok).toBe(true);
          const submitted = await submitAttempt.execute({ paperId, userId: taker.userId, answers: taker.answers });
          expect(submitted.ok).toBe(true);
        }),
      );
    }

    // The independent count: marks from the keys, then ranks and percentiles by plain counting.
    const scores = takers.map((taker) => marksOf(questions, taker.answers));
    const sorted = [...scores].sort((a, b) => a - b);
    const median = (sorted[249]! + sorted[250]!) / 2;
    const top = sorted[499]!;
    for (const [index, taker] of takers.entries()) {
      const got = await server.mockSeries.result.execute({ paperId, userId: taker.userId });
      if (!got.ok) throw got.error;
      const mine = scores[index]!;
      const below = scores.filter((score) => score < mine).length;
      const above = scores.filter((score) => score > mine).length;
      expect(got.value.score).toBe(mine);
      expect(got.value.rank).toBe(above + 1);
      expect(got.value.percentile).toBeCloseTo((below / 500) * 100, 2);
      expect(got.value).toMatchObject({ takers: 500, topScore: top, medianScore: median });
    }
    // And through the route, as a taker reads it.
    const student = await newStudent();
    await start(student, paperId);
    const own = (await json(await submit(student, paperId, { answers: takers[0]!.answers }))).body.data;
    const all = [...scores, scores[0]!];
    expect(own).toMatchObject({ score: scores[0], takers: 501, rank: all.filter((score) => score > scores[0]!).length + 1 });
    expect(own.percentile).toBeCloseTo((all.filter((score) => score < scores[0]!).length / 501) * 100, 1);
    const listed = (await json(await server.call('/api/operator/mock-series', { token: operator.token }))).body.data.find((row: Json) => row.id === paperId);
    expect(listed).toMatchObject({ takers: 501, inProgress: 0 });
  }, 120_000);
});
