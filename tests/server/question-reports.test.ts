import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpReportDesk } from '../../adapters/http/http-report-desk.adapter';
import { REPORT_MESSAGES } from '../../core/reports/report.messages';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { FakeClock } from '../fakes/fake-clock';
import type { Json } from './support/json';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';

const START = Date.UTC(2026, 10, 25, 4, 30);

describe.each(engines())('reported questions on %s', (engine) => {
  let server: TestServer;
  let asha: TestUser;
  let ravi: TestUser;
  let operator: TestUser;
  const clock = new FakeClock(START);

  /** What the app writes through Supabase under row-level security (tested in tests/supabase). */
  async function report(student: TestUser, questionId: string, reason = 'The answer key is wrong', note = '', questionText = `Text of ${questionId}`) {
    const row = await server.database.handle.db
      .insertInto('question_reports')
      .values({ user_id: student.id, question_id: questionId, source: 'daily_quiz', question_text: questionText, reason, note, reported_at: new Date(clock.now()), resolved_at: null, resolved_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
    [asha, ravi, operator] = await Promise.all([newStudent(), newStudent(), newOperator()]);
    // The first authenticated call records each account (auth.users on a database that is not Supabase).
    for (const user of [asha, ravi, operator]) expect((await server.call('/api/user/status', { token: user.token })).status).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

  it('lists every report for an operator, open ones first, with the student and the note', async () => {
    await report(asha, 'gk-g20-summit-1-q3', 'The answer key is wrong', 'B is the answer');
    await clock.advance(60_000);
    await report(ravi, 'legal-1', 'The question is unclear');
    const { status, body } = await json(await server.call('/api/operator/reports', { token: operator.token }));
    expect(status).toBe(200);
    expect(body.data.map((row: Json) => [row.email, row.questionId, row.note])).toEqual([
      [ravi.email, 'legal-1', ''],
      [asha.email, 'gk-g20-summit-1-q3', 'B is the answer'],
    ]);
    expect(body.data[0]).toMatchObject({ source: 'daily_quiz', questionText: 'Text of legal-1', reason: 'The question is unclear', resolvedAt: null });
  });

  it("refuses the list to a student: nobody reads another student's reports through the server", async () => {
    const { status, body } = await json(await server.call('/api/operator/reports', { token: asha.token }));
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('legal-1');
    expect((await server.call('/api/operator/reports')).status).toBe(401);
  });

  it('refuses a student who tries to resolve a report, and leaves it open with no audit entry', async () => {
    const id = await report(ravi, 'quant-1');
    expect((await server.call(`/api/operator/reports/${id}/resolve`, { method: 'POST', token: ravi.token })).status).toBe(403);
    expect((await server.call(`/api/operator/reports/${id}/resolve`, { method: 'POST', token: asha.token })).status).toBe(403);
    const row = await server.database.handle.db.selectFrom('question_reports').select('resolved_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.resolved_at).toBeNull();
    const audit = await server.database.handle.db.selectFrom('operator_audit').select('id').where('report_id', '=', id).execute();
    expect(audit).toEqual([]);
  });

  it('resolves a report for an operator, once, with one audit entry, and keeps payment decisions apart', async () => {
    const id = await report(asha, 'english-2', 'A typo or formatting problem');
    await clock.advance(5_000);
    const first = await json(await server.call(`/api/operator/reports/${id}/resolve`, { method: 'POST', token: operator.token }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, resolvedAt: new Date(clock.now()).toISOString(), resolvedBy: operator.id });
    await clock.advance(5_000);
    const again = await json(await server.call(`/api/operator/reports/${id}/resolve`, { method: 'POST', token: operator.token }));
    expect(again.body.data.resolvedAt).toBe(first.body.data.resolvedAt);
    const audit = await server.database.handle.db.selectFrom('operator_audit').selectAll().where('report_id', '=', id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'resolve_report', operator_id: operator.id, payment_id: null })]);
    // The payment console's audit lists payment decisions only: its rows always name a payment.
    const decisions = await json(await server.call('/api/operator/audit', { token: operator.token }));
    expect(decisions.body.data.every((row: Json) => typeof row.paymentId === 'string')).toBe(true);
  });

  it('answers 404 for an unknown or malformed report id', async () => {
    const unknown = await json(await server.call('/api/operator/reports/00000000-0000-4000-8000-000000000000/resolve', { method: 'POST', token: operator.token }));
    expect(unknown).toEqual({ status: 404, body: { success: false, message: REPORT_MESSAGES.notFound } });
    expect((await server.call('/api/operator/reports/not-a-uuid/resolve', { method: 'POST', token: operator.token })).status).toBe(404);
  });

  it('serves the operator console through HttpReportDesk, and tells a student they are not an operator', async () => {
    const auth = (user: TestUser) => {
      const session = makeSession(makeUser(user.email, user.id));
      return new FakeAuth({ ...session, accessToken: user.token });
    };
    const desk = new HttpReportDesk(auth(operator), { baseUrl: server.url });
    const reports = await desk.listReports();
    const open = reports.find((row) => row.questionId === 'quant-1');
    expect(open).toMatchObject({ email: ravi.email, resolvedAt: null });
    await desk.resolve(open!.id);
    expect((await desk.listReports()).find((row) => row.id === open!.id)?.resolvedAt).toBe(clock.now());
    await expect(new HttpReportDesk(auth(asha), { baseUrl: server.url }).listReports()).rejects.toMatchObject({ code: 'forbidden' });
  });
});
