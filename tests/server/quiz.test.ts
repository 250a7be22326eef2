import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpDailyQuiz } from '../../adapters/http/http-daily-quiz.adapter';
import { DailyQuizBank } from '../../adapters/tutor/quiz/daily-quiz-bank';
import type { QuizKeyEntry } from '../../core/quiz/daily-quiz.model';
import { QUIZ_MESSAGES } from '../../core/quiz/quiz.messages';
import { AppError } from '../../core/shared/app-error';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { FakeClock } from '../fakes/fake-clock';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newStudent, type TestUser } from './support/tokens';
import type { Json } from './support/json';

// 25 November 2026, 10:00 in India.
const START = Date.UTC(2026, 10, 25, 4, 30);
const DAY_MS = 86_400_000;
const TODAY = '2026-11-25';

const bank = new DailyQuizBank();

/** Answers to `date`'s quiz with the first `right` of them right. */
async function answersFor(date: string, right: number): Promise<Record<string, number>> {
  const { key } = await bank.dayOf(date);
  return Object.fromEntries(key.map((entry: QuizKeyEntry, index) => [entry.questionId, index < right ? entry.answerIndex : (entry.answerIndex + 1) % 4]));
}

describe.each(engines())('the daily quiz on %s', (engine) => {
  let server: TestServer;
  const clock = new FakeClock(START);

  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
  });

  afterAll(async () => {
    await server?.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
  const submit = (student: TestUser, body: unknown) => server.call('/api/daily-quiz/attempts', { token: student.token, body });

  it("marks the quizzes itself on its database: a score a student inserts there directly is refused by row-level security", async () => {
    const student = await newStudent();
    // Seen by the server once, so that the student exists in auth.users.
    await server.call('/api/daily-quiz', { token: student.token });
    const claims = JSON.stringify({ sub: student.id, role: 'authenticated' });
    const refusal = await server.database.handle.withSession(async (session) => {
      await session.exec('begin');
      try {
        await session.exec('set local role authenticated');
        await session.query("select set_config('request.jwt.claims', $1, true)", [claims]);
        // Today by the database's own clock, so that only the server's claim stands in the way.
        await session.query(
          "insert into public.daily_quiz_attempts (user_id, quiz_date, answers, score, total) values ($1, (now() at time zone 'Asia/Kolkata')::date, $2, 5, 5)",
          [student.id, JSON.stringify(Object.fromEntries(['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => [id, 0])))],
        );
        return null;
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      } finally {
        await session.exec('rollback');
      }
    });
    expect(refusal).toBe('42501');
  });

  it('is for signed-in students only', async () => {
    expect((await server.call('/api/daily-quiz')).status).toBe(401);
    expect((await server.call('/api/daily-quiz/attempts', { body: { date: TODAY, answers: {} } })).status).toBe(401);
  });

  it("gives everyone the same ten questions for the Indian day, without the answers, as the app's own bank does", async () => {
    const [asha, ravi] = await Promise.all([newStudent(), newStudent()]);
    const one = await json(await server.call('/api/daily-quiz', { token: asha.token }));
    const two = await json(await server.call('/api/daily-quiz', { token: ravi.token }));
    expect(one.status).toBe(200);
    expect(one.body).toEqual(two.body);
    expect(one.body.data.date).toBe(TODAY);
    expect(one.body.data.questions).toHaveLength(10);
    expect(one.body.data).toEqual((await bank.dayOf(TODAY)).quiz);
    const text = JSON.stringify(one.body);
    expect(text).not.toContain('answerIndex');
    expect(text).not.toContain('explanation');
  });

  it('does not show a day that is not open', async () => {
    const student = await newStudent();
    expect((await server.call('/api/daily-quiz?date=2026-11-26', { token: student.token })).status).toBe(404);
    expect((await server.call('/api/daily-quiz?date=2026-11-20', { token: student.token })).status).toBe(404);
    expect((await server.call('/api/daily-quiz?date=yesterday', { token: student.token })).status).toBe(400);
    expect((await server.call('/api/daily-quiz?date=2026-11-24', { token: student.token })).status).toBe(200);
  });

  it('answers 400 to dates shaped right that name no day, wherever a date is read', async () => {
    const student = await newStudent();
    for (const date of ['9999-99-99', '2026-13-45']) {
      expect((await server.call(`/api/daily-quiz?date=${date}`, { token: student.token })).status, date).toBe(400);
      expect((await server.call(`/api/daily-quiz/attempts/${date}`, { token: student.token })).status, date).toBe(400);
      expect((await server.call(`/api/daily-quiz/attempts?from=${date}`, { token: student.token })).status, date).toBe(400);
      expect((await submit(student, { date, answers: {} })).status, date).toBe(400);
    }
  });

  it('marks an attempt itself, returns the answers, and refuses a second one for the day', async () => {
    const student = await newStudent();
    const first = await json(await submit(student, { date: TODAY, answers: await answersFor(TODAY, 7), score: 10, userId: 'someone-else' }));
    expect(first.status).toBe(201);
    expect(first.body.data.attempt).toMatchObject({ date: TODAY, score: 7, total: 10 });
    expect(first.body.data.key.map((entry: QuizKeyEntry) => entry.answerIndex)).toEqual((await bank.dayOf(TODAY)).key.map((entry) => entry.answerIndex));

    const again = await json(await submit(student, { date: TODAY, answers: await answersFor(TODAY, 10) }));
    expect(again).toEqual({ status: 409, body: { success: false, message: QUIZ_MESSAGES.alreadyTaken } });
    const found = await json(await server.call(`/api/daily-quiz/attempts/${TODAY}`, { token: student.token }));
    expect(found.body.data.attempt.score).toBe(7);
    const rows = await server.database.handle.db
      .withTables<{ daily_quiz_attempts: { user_id: string; score: number } }>()
      .selectFrom('daily_quiz_attempts')
      .select(['user_id', 'score'])
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toEqual([{ user_id: student.id, score: 7 }]);
  });

  it('records exactly one of many parallel attempts', async () => {
    const student = await newStudent();
    const answers = await answersFor(TODAY, 5);
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await submit(student, { date: TODAY, answers })).status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it("keeps one student's attempts from another", async () => {
    const [asha, ravi] = await Promise.all([newStudent(), newStudent()]);
    expect((await submit(asha, { date: TODAY, answers: await answersFor(TODAY, 9) })).status).toBe(201);
    expect((await json(await server.call(`/api/daily-quiz/attempts/${TODAY}`, { token: ravi.token }))).body.data).toBeNull();
    expect((await json(await server.call('/api/daily-quiz/attempts', { token: ravi.token }))).body.data).toEqual([]);
    // Ravi's own attempt is still open to him.
    expect((await submit(ravi, { date: TODAY, answers: await answersFor(TODAY, 1) })).status).toBe(201);
  });

  it('wants every question of the day answered with an option, on an open day', async () => {
    const student = await newStudent();
    const answers = await answersFor(TODAY, 4);
    const [firstId] = Object.keys(answers);
    const { [firstId!]: _dropped, ...nine } = answers;
    expect(await json(await submit(student, { date: TODAY, answers: nine }))).toEqual({ status: 400, body: { success: false, message: QUIZ_MESSAGES.incomplete } });
    expect((await submit(student, { date: TODAY, answers: { ...nine, 'gk-made-up-q1': 1 } })).status).toBe(400);
    expect((await submit(student, { date: TODAY, answers: { ...answers, [firstId!]: 4 } })).status).toBe(400);
    expect((await submit(student, { date: '2026-11-23', answers: await answersFor('2026-11-23', 4) })).status).toBe(400);
    expect((await submit(student, { date: TODAY, answers: 'all of them' })).status).toBe(400);
    // Nothing was recorded, so the real attempt still goes through.
    expect((await submit(student, { date: TODAY, answers })).status).toBe(201);
  });

  it('through the app’s HTTP adapter: the quiz, the submission, the refusal, the history over days', async () => {
    const student = await newStudent();
    const auth = new FakeAuth({ ...makeSession(makeUser(student.email, student.id)), accessToken: student.token });
    const http = new HttpDailyQuiz(auth, { baseUrl: server.url });
    const quiz = await http.quizFor(TODAY);
    expect(quiz.questions).toHaveLength(10);
    const marked = await http.submit({ userId: student.id, date: TODAY, answers: await answersFor(TODAY, 6) });
    expect(marked.attempt.score).toBe(6);
    // The key crosses the wire whole: answers, explanations and the reports behind them.
    expect(marked.key).toEqual((await bank.dayOf(TODAY)).key);
    const refused = await http.submit({ userId: student.id, date: TODAY, answers: await answersFor(TODAY, 6) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'conflict', message: QUIZ_MESSAGES.alreadyTaken });
    expect((await http.find(student.id, TODAY))?.key).toHaveLength(10);

    await clock.advance(DAY_MS);
    const tomorrow = '2026-11-26';
    expect((await http.quizFor(tomorrow)).date).toBe(tomorrow);
    expect(await http.find(student.id, tomorrow)).toBeNull();
    await http.submit({ userId: student.id, date: tomorrow, answers: await answersFor(tomorrow, 8) });
    const history = await http.history(student.id, '2026-11-01');
    expect(history.map((attempt) => [attempt.date, attempt.score])).toEqual([
      [tomorrow, 8],
      [TODAY, 6],
    ]);
  });
});
