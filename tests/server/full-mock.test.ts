import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMockAttempts } from '../../adapters/http/http-mock-attempts.adapter';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { USAGE_LIMITS } from '../../core/billing/allowance.rules';
import { CLAT_DURATION_MS, CLAT_QUESTIONS } from '../../core/exam/clat-pattern';
import { loadPaper } from '../../core/mock/mock-paper';
import { chooseAnswer, goTo } from '../../core/mock/mock-progress.rules';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import { paperQuestionIds, type MockAttempt, type MockProgress } from '../../core/mock/mock.model';
import { ACCESS_MESSAGES } from '../../core/shared/messages';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { FakeClock } from '../fakes/fake-clock';
import { PLAN_PERIOD } from '../../server/stores/usage.store';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';
import type { Json } from './support/json';

// 27 November 2026, 10:00 in India.
const START = Date.UTC(2026, 10, 27, 4, 30);
const source = new TutorMockQuestionSource();

/** The progress of a student who answers the first `count` questions with option `choice`. */
function answered(attempt: MockAttempt, count: number, choice: number): MockProgress {
  const ids = paperQuestionIds(attempt.paper);
  let progress = attempt.progress;
  for (let index = 0; index < count; index += 1) {
    progress = chooseAnswer(goTo(progress, ids, index, START, START + index * 1_000), ids, choice);
  }
  return progress;
}

describe.each(engines())('the full mock kept by the server on %s', (engine) => {
  let server: TestServer;
  const clock = new FakeClock(START);

  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
  });

  afterAll(async () => {
    await server?.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
  const start = (student?: TestUser) => server.call('/api/full-mocks', { token: student?.token, body: {} });
  const save = (student: TestUser, id: string, progress: unknown) => server.call(`/api/full-mocks/${id}/progress`, { token: student.token, method: 'PUT', body: { progress } });
  const submit = (student: TestUser, id: string, body: unknown) => server.call(`/api/full-mocks/${id}/submit`, { token: student.token, body });
  const started = async (student: TestUser) => (await json(await start(student))).body.data as MockAttempt;

  it('is for signed-in students only', async () => {
    expect((await start()).status).toBe(401);
    expect((await server.call('/api/full-mocks')).status).toBe(401);
  });

  it('puts a 120-question paper together and counts one free mock; the mock in progress goes on for nothing; then the upgrade message', async () => {
    const student = await newStudent();
    const first = await json(await start(student));
    expect(first.status).toBe(201);
    const attempt = first.body.data as MockAttempt;
    expect(paperQuestionIds(attempt.paper)).toHaveLength(CLAT_QUESTIONS);
    expect(attempt).toMatchObject({ startedAt: START, submittedAt: null, result: null });
    expect((await json(await start(student))).body.data.id).toBe(attempt.id);
    expect((await server.statusOf(student)).usage.fullMock).toBe(1);

    expect((await submit(student, attempt.id, { progress: attempt.progress })).status).toBe(200);
    expect(await json(await start(student))).toEqual({ status: 401, body: { success: false, message: ACCESS_MESSAGES.upgradeRequired } });
    expect((await json(await server.call('/api/full-mocks', { token: student.token }))).body.data).toHaveLength(1);
  });

  it('marks the paper with its own keys: a result sent with the answers is ignored', async () => {
    const student = await newStudent();
    const attempt = await started(student);
    const progress = answered(attempt, 30, 0);
    const forged = { marks: 120, questions: 120, attempted: 120, correct: 120, wrong: 0, negativeMarks: 0, sections: [], wrongQuestionIds: [] };
    const reply = await json(await submit(student, attempt.id, { progress, result: forged }));
    expect(reply.status).toBe(200);

    const questions = await loadPaper(source, attempt);
    const correct = questions.slice(0, 30).filter((question) => question.answerIndex === 0).length;
    expect(reply.body.data.result).toMatchObject({ attempted: 30, correct, wrong: 30 - correct, marks: correct - 0.25 * (30 - correct) });
    expect(reply.body.data.submittedAt).toBe(START);
  });

  it('saves progress for a reload or another device, and changes nothing once submitted', async () => {
    const student = await newStudent();
    const attempt = await started(student);
    const progress = answered(attempt, 3, 2);
    expect((await json(await save(student, attempt.id, progress))).body).toEqual({ success: true });
    expect((await json(await server.call(`/api/full-mocks/${attempt.id}`, { token: student.token }))).body.data.progress).toEqual(progress);

    await submit(student, attempt.id, { progress });
    expect(await json(await save(student, attempt.id, attempt.progress))).toEqual({ status: 409, body: { success: false, message: MOCK_MESSAGES.alreadySubmitted } });
    expect((await submit(student, attempt.id, { progress: attempt.progress })).status).toBe(409);
  });

  it("never shows, saves or submits another student's mock", async () => {
    const asha = await newStudent();
    const ravi = await newStudent();
    const attempt = await started(asha);
    expect((await json(await server.call(`/api/full-mocks/${attempt.id}`, { token: ravi.token }))).body.data).toBeNull();
    expect((await save(ravi, attempt.id, attempt.progress)).status).toBe(404);
    expect((await submit(ravi, attempt.id, { progress: attempt.progress })).status).toBe(404);
    expect((await save(asha, 'not-a-mock', attempt.progress)).status).toBe(404);
    expect((await json(await server.call(`/api/full-mocks/${attempt.id}`, { token: asha.token }))).body.data.submittedAt).toBeNull();
  });

  it('refuses progress that is not a mock’s, saying which field', async () => {
    const student = await newStudent();
    const attempt = await started(student);
    const reply = await json(await save(student, attempt.id, { current: -1, enteredAt: 0, questions: {} }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^progress\.current: /);
  });

  it('counts answers until the deadline and a minute more; a late submission is marked as last saved', async () => {
    const student = await newStudent();
    const attempt = await started(student);
    const saved = answered(attempt, 5, 1);
    await save(student, attempt.id, saved);
    await clock.advance(CLAT_DURATION_MS + 61_000);
    expect((await save(student, attempt.id, answered(attempt, 50, 1))).status).toBe(409);
    const reply = await json(await submit(student, attempt.id, { progress: answered(attempt, 50, 1) }));
    expect(reply.body.data.result.attempted).toBe(5);
  });

  it('starts one mock and counts one use however many starts race', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, await newOperator());
    const replies = await Promise.all(Array.from({ length: 6 }, () => start(student).then(json)));
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect((await server.statusOf(student)).usage.fullMock).toBe(1);
  });

  it('is what the app uses through HttpMockAttempts: a refusal becomes the payment dialog', async () => {
    const student = await newStudent();
    const session = { ...makeSession(makeUser(student.email, student.id)), accessToken: student.token };
    const mocks = new HttpMockAttempts(new FakeAuth(session), { baseUrl: server.url });
    const attempt = await mocks.start();
    await mocks.saveProgress(student.id, attempt.id, answered(attempt, 2, 3));
    expect((await mocks.find(student.id, attempt.id))?.progress).toEqual(answered(attempt, 2, 3));
    const submitted = await mocks.submit(student.id, attempt.id, { progress: answered(attempt, 2, 3) });
    expect(submitted.result?.attempted).toBe(2);
    expect((await mocks.list()).map((mock) => mock.id)).toEqual([attempt.id]);
    await expect(mocks.start()).rejects.toMatchObject({ code: 'payment_required', message: ACCESS_MESSAGES.upgradeRequired });
    await expect(mocks.saveProgress(student.id, attempt.id, attempt.progress)).rejects.toMatchObject({ code: 'conflict' });
  });

  it(`gives a paid plan ${USAGE_LIMITS.paid} mocks`, async () => {
    const student = await newStudent();
    await server.payAndApprove(student, await newOperator());
    await server.database.handle.db
      .insertInto('usage_counters')
      .values({ user_id: student.id, feature: 'fullMock', period: PLAN_PERIOD, used: USAGE_LIMITS.paid - 1 })
      .onConflict((conflict) => conflict.columns(['user_id', 'feature', 'period']).doUpdateSet({ used: USAGE_LIMITS.paid - 1 }))
      .execute();
    const last = await started(student);
    expect((await server.statusOf(student)).usage.fullMock).toBe(USAGE_LIMITS.paid);
    await submit(student, last.id, { progress: last.progress });
    const refused = await json(await start(student));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/payment/);
  });
});
