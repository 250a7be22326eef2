import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../core/billing/plans';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { DEMO_NOT_KEPT, NOT_YOUR_ACCOUNT } from '../../server/routes/user.routes';
import { engines, PAYMENT, startTestServer, TEST_ORIGIN, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';
import type { Json } from './support/json';


const DOUBT = {
  input_type: 'image',
  content: 'A shopkeeper buys an article for Rs 400 and sells it for Rs 500. Find his profit percentage.',
  text: 'A shopkeeper buys an article for Rs 400 and sells it for Rs 500. Find his profit percentage.',
};

describe.each(engines())('the server on %s', (engine) => {
  let server: TestServer;
  let operator: TestUser;

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await newOperator();
  });

  afterAll(async () => {
    await server?.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

  it('answers /health while the database does', async () => {
    expect(await json(await server.call('/health'))).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('reports a new student as free, with empty usage, under data and with success', async () => {
    const student = await newStudent();
    const { status, body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        hasActivePlan: false,
        accountStatus: 'free',
        user: { planType: 'free' },
        plan: null,
        subscriptionValidTill: null,
        usage: { aiDoubtSolver: 0, topicPractice: 0, materialPractice: 0, conceptExplainer: 0, studyAdvice: 0, fullMock: 0 },
      },
    });
  });

  it("keeps the registration sent at sign-up only for a signed-in caller's own address", async () => {
    const registered = (email: string) => server.database.handle.db.selectFrom('demo_registrations').selectAll().where('email', '=', email).execute();
    // Straight after sign-up on a project that confirms e-mails there is no session: answered, nothing kept.
    const anonymous = await json(await server.call('/api/auth/demo', { body: { username: 'ravi.k', email: 'ravi.k@example.in', password: 'demo' } }));
    expect(anonymous).toEqual({ status: 200, body: { success: true, message: DEMO_NOT_KEPT } });
    expect(await registered('ravi.k@example.in')).toHaveLength(0);
    expect((await server.call('/api/auth/demo', { token: 'not-a-token', body: { username: 'ravi.k', email: 'ravi.k@example.in' } })).status).toBe(401);

    const ravi = await newStudent({ email: 'Ravi.K@Example.in' });
    const someoneElse = await json(await server.call('/api/auth/demo', { token: ravi.token, body: { username: 'asha', email: 'asha@example.in', password: 'demo' } }));
    expect(someoneElse).toEqual({ status: 403, body: { success: false, message: NOT_YOUR_ACCOUNT } });
    expect(await registered('asha@example.in')).toHaveLength(0);

    const own = await json(await server.call('/api/auth/demo', { token: ravi.token, body: { username: 'anything', email: 'RAVI.K@example.in', password: 'demo' } }));
    expect(own).toEqual({ status: 200, body: { success: true, message: 'Registered' } });
    const rows = await registered('ravi.k@example.in');
    expect(rows).toHaveLength(1);
    // The username is the address's local part (spec §3), not whatever the body says.
    expect(rows[0]).toMatchObject({ username: 'ravi.k' });
    expect(rows[0]).not.toHaveProperty('password');
  });

  it('records a free trial once, on either path, and grants no plan', async () => {
    const student = await newStudent();
    expect((await server.call(`/api/user/start-free-trial/${student.id}`, { token: student.token, method: 'POST' })).status).toBe(200);
    expect((await server.call('/api/start-free-trial', { token: student.token, body: { userId: student.id } })).status).toBe(200);
    const trials = await server.database.handle.db.selectFrom('free_trials').selectAll().where('user_id', '=', student.id).execute();
    expect(trials).toHaveLength(1);
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it('takes a payment for the operator, prices it itself, and upgrades the student once it is approved', async () => {
    const student = await newStudent();
    const submitted = await json(await server.call('/api/payments/submit', { token: student.token, body: { ...PAYMENT, notes: '  paid from GPay  ' } }));
    expect(submitted).toMatchObject({ status: 200, body: { success: true, message: 'Payment submitted for approval', data: { status: 'pending' } } });

    const queue = await json(await server.call('/api/operator/payments?status=pending', { token: operator.token }));
    const queued = queue.body.data.find((payment: { id: string }) => payment.id === submitted.body.data.id);
    expect(queued).toMatchObject({
      userId: student.id,
      email: student.email,
      plan: 'daily',
      amount: 15,
      bankingName: 'Asha Verma',
      last4: '4821',
      notes: 'paid from GPay',
      status: 'pending',
      decidedAt: null,
    });

    const before = Date.now();
    const approved = await json(await server.call(`/api/operator/payments/${queued.id}/approve`, { token: operator.token, method: 'POST' }));
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewerEmail: operator.email });

    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true, plan: 'daily', user: { planType: 'premium' } });
    const validTill = Date.parse(body.data.subscriptionValidTill);
    expect(validTill - before).toBeGreaterThanOrEqual(PLANS.daily.validForMs - 1_000);
    expect(validTill - Date.now()).toBeLessThanOrEqual(PLANS.daily.validForMs);
  });

  it('extends a running plan from its end, not from the approval', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, operator, 'daily');
    const first = Date.parse((await json(await server.call('/api/user/status', { token: student.token }))).body.data.subscriptionValidTill);
    await server.payAndApprove(student, operator, 'monthly');
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.plan).toBe('monthly');
    expect(Date.parse(body.data.subscriptionValidTill) - first).toBe(PLANS.monthly.validForMs);
  });

  it('refuses a payment whose amount, plan, banking name or digits are wrong, saying why', async () => {
    const student = await newStudent();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1 }, 'The Try It Today plan costs ₹15.'],
      [{ plan_type: 'lifetime' }, 'Unknown plan.'],
      [{ banking_name: '   ' }, 'Please enter your banking name'],
      [{ last4: '48a1' }, 'Please enter the last 4 digits of transaction ID'],
      [{ banking_name: 'A'.repeat(101) }, 'Banking name must be at most 100 characters.'],
    ];
    for (const [change, message] of cases) {
      const reply = await json(await server.call('/api/payments/submit', { token: student.token, body: { ...PAYMENT, ...change } }));
      expect(reply, JSON.stringify(change)).toEqual({ status: 400, body: { success: false, message } });
    }
    const mine = await server.database.handle.db.selectFrom('payment_submissions').select('id').where('user_id', '=', student.id).execute();
    expect(mine).toEqual([]);
  });

  it('returns the pending submission when the same payment is sent again', async () => {
    const student = await newStudent();
    const first = await json(await server.call('/api/payments/submit', { token: student.token, body: PAYMENT }));
    const again = await json(await server.call('/api/payments/submit', { token: student.token, body: { ...PAYMENT, banking_name: 'Asha V' } }));
    expect(again.body).toMatchObject({ success: true, message: 'This payment is already waiting for approval', data: { id: first.body.data.id } });
    const other = await json(await server.call('/api/payments/submit', { token: student.token, body: { ...PAYMENT, last4: '9999' } }));
    expect(other.body.data.id).not.toBe(first.body.data.id);
  });

  it('rejects with a reason only, decides each payment once, and keeps an audit trail', async () => {
    const student = await newStudent();
    const { body } = await json(await server.call('/api/payments/submit', { token: student.token, body: PAYMENT }));
    const id = body.data.id as string;

    expect(await json(await server.call(`/api/operator/payments/${id}/reject`, { token: operator.token, body: { reason: '  ' } }))).toEqual({
      status: 400,
      body: { success: false, message: 'Give a reason for the rejection.' },
    });
    const rejected = await json(await server.call(`/api/operator/payments/${id}/reject`, { token: operator.token, body: { reason: 'No such credit on 24 Nov' } }));
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'No such credit on 24 Nov' });
    expect(await json(await server.call(`/api/operator/payments/${id}/approve`, { token: operator.token, method: 'POST' }))).toEqual({
      status: 409,
      body: { success: false, message: 'This payment was already rejected.' },
    });
    expect((await server.call('/api/operator/payments/00000000-0000-4000-8000-000000000000/approve', { token: operator.token, method: 'POST' })).status).toBe(404);
    expect((await server.call('/api/operator/payments/not-a-uuid/approve', { token: operator.token, method: 'POST' })).status).toBe(404);

    const audit = await json(await server.call('/api/operator/audit?limit=200', { token: operator.token }));
    expect(audit.body.data.filter((entry: { paymentId: string }) => entry.paymentId === id)).toEqual([
      expect.objectContaining({ action: 'reject', operatorId: operator.id, operatorEmail: operator.email, reason: 'No such credit on 24 Nov', studentEmail: student.email, plan: 'daily', amount: 15 }),
    ]);
    const status = await json(await server.call('/api/user/status', { token: student.token }));
    expect(status.body.data).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it('shows the operator the contact inbox, newest first', async () => {
    await server.database.handle.db
      .insertInto('contact_submissions')
      .values([
        { name: 'Meera', email: 'meera@example.in', message: 'How do refunds work?', created_at: new Date('2026-11-20T10:00:00Z') },
        { name: 'Kabir', email: 'kabir@example.in', message: 'Is GK updated?', created_at: new Date('2026-11-21T10:00:00Z') },
      ])
      .execute();
    const { body } = await json(await server.call('/api/operator/contact', { token: operator.token }));
    const names = body.data.map((message: { name: string }) => message.name);
    expect(names.indexOf('Kabir')).toBeLessThan(names.indexOf('Meera'));
    expect(body.data.find((message: { name: string }) => message.name === 'Meera')).toMatchObject({
      email: 'meera@example.in',
      message: 'How do refunds work?',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('gives a free student five doubts, then refuses the sixth with a 401 about upgrading', async () => {
    const student = await newStudent();
    for (let use = 1; use <= 5; use += 1) {
      const reply = await json(await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT }));
      expect(reply.status, `use ${use}`).toBe(200);
      expect(reply.body.success).toBe(true);
    }
    const sixth = await json(await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT }));
    expect(sixth).toEqual({ status: 401, body: { success: false, message: 'Upgrade Required' } });
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.aiDoubtSolver).toBe(5);
  });

  it('charges a doubt only for an answer: an approach gives the use back', async () => {
    const student = await newStudent();
    const unsolvable = 'Which of the following best describes the tone of the author in the passage above?';
    const approach = await json(await server.call('/api/public/solve-doubt', { token: student.token, body: { input_type: 'text', content: unsolvable, text: unsolvable } }));
    expect(approach.status).toBe(200);
    expect(approach.body.answered).toBe(false);
    expect(approach.body.questions[0].final_answer_text).toContain('Approach (not a worked answer)');
    let status = await json(await server.call('/api/user/status', { token: student.token }));
    expect(status.body.data.usage.aiDoubtSolver).toBe(0);

    const answer = await json(await server.call('/api/public/solve-doubt', { token: student.token, body: { ...DOUBT, input_type: 'text' } }));
    expect(answer.body.answered).toBe(true);
    status = await json(await server.call('/api/user/status', { token: student.token }));
    expect(status.body.data.usage.aiDoubtSolver).toBe(1);
  });

  it('keeps the paid-only tools from a free student, with a 401 about payment', async () => {
    const student = await newStudent();
    const practice = await json(await server.call('/api/public/topic-practice', { token: student.token, body: { topic: 'Percentages', section: 'Quant', questionCount: 5 } }));
    expect(practice).toEqual({ status: 401, body: { success: false, message: AUTH_MESSAGES.paymentRequired } });
    const advice = await json(await server.call('/api/study-advice', { token: student.token, body: { question: 'How do I start?', type: 'study_advice' } }));
    expect(advice.status).toBe(401);
    expect(advice.body.message).toMatch(/payment|upgrade/i);
  });

  it('serves a paid student practice sets in the spec format, without repeating a Legal set', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, operator);
    const request = { topic: 'Tort Law', section: 'Legal', subtopic: 'Negligence', questionCount: 5 };
    const first = await json(await server.call('/api/public/topic-practice', { token: student.token, body: request }));
    expect(first.status).toBe(200);
    expect(first.body.passage.length).toBeGreaterThan(100);
    expect(first.body.questions).toHaveLength(5);
    for (const [index, question] of first.body.questions.entries()) {
      expect(question.options).toHaveLength(4);
      expect(first.body.answer_key[`Q${index + 1}`]).toBe(question.answer);
    }
    const second = await json(await server.call('/api/public/topic-practice', { token: student.token, body: request }));
    expect(second.body.passage).not.toBe(first.body.passage);
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.topicPractice).toBe(2);
  });

  it('gives a paid student study advice that uses the profile name', async () => {
    const student = await newStudent({ email: `priya.${Date.now()}@example.in` });
    await server.payAndApprove(student, operator);
    await server.database.handle.db.updateTable('profiles').set({ full_name: 'Priya Nair' }).where('user_id', '=', student.id).execute();
    const advice = await json(await server.call('/api/study-advice', { token: student.token, body: { question: 'How should I plan the last month?', type: 'study_advice' } }));
    expect(advice.status).toBe(200);
    expect(advice.body.answer).toContain('Priya');
  });

  it('refuses a topic practice request the spec would not send', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, operator);
    const legalWithoutSubtopic = await json(await server.call('/api/public/topic-practice', { token: student.token, body: { topic: 'Tort Law', section: 'Legal', questionCount: 5 } }));
    expect(legalWithoutSubtopic).toEqual({ status: 400, body: { success: false, message: 'Please choose a subtopic' } });
    const unknownSection = await json(await server.call('/api/public/topic-practice', { token: student.token, body: { topic: 'X', section: 'Music' } }));
    expect(unknownSection.status).toBe(400);
    expect((await server.call('/api/public/topic-practice', { token: student.token, body: '{not json' })).status).toBe(400);
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.topicPractice).toBe(0);
  });

  it('names the topics that exist for one the tutor has not, and gives the use back', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, operator);
    const reply = await json(await server.call('/api/public/topic-practice', { token: student.token, body: { topic: 'Trigonometry', section: 'Quant', questionCount: 5 } }));
    expect(reply.status).toBe(404);
    expect(reply.body.message).toContain('Choose one of: Profit & Loss');
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.topicPractice).toBe(0);
  });

  it('answers Material Practice with Coming Soon', async () => {
    expect(await json(await server.call('/api/public/material-practice', { body: {} }))).toEqual({
      status: 200,
      body: { success: false, message: 'Material Practice - Coming Soon' },
    });
  });

  it('confirms an approved payment once: usage starts again, a second confirmation resets nothing', async () => {
    const student = await newStudent();
    const early = await json(await server.call('/api/confirm-payment', { token: student.token, body: { userId: student.id, amountPaid: 15 } }));
    expect(early).toEqual({ status: 200, body: { success: false, message: 'Failed to confirm payment' } });

    for (let use = 0; use < 3; use += 1) await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT });
    await server.payAndApprove(student, operator);
    const confirmed = await json(await server.call('/api/confirm-payment', { token: student.token, body: { userId: student.id, amountPaid: 15 } }));
    expect(confirmed.body).toEqual({ success: true, message: 'Payment confirmed' });
    const afterConfirm = await json(await server.call('/api/user/status', { token: student.token }));
    expect(afterConfirm.body.data.usage.aiDoubtSolver).toBe(0);

    await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT });
    const again = await json(await server.call('/api/confirm-payment', { token: student.token, body: { userId: student.id, amountPaid: 15 } }));
    expect(again.body).toEqual({ success: true, message: 'Payment already confirmed' });
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.aiDoubtSolver).toBe(1);
  });

  it('allows the app origin only, and no wildcard', async () => {
    const preflight = await server.call('/api/user/status', {
      method: 'OPTIONS',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const app = await server.call('/health', { headers: { origin: TEST_ORIGIN } });
    expect(app.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(app.headers.get('x-content-type-options')).toBe('nosniff');
    expect(app.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(app.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    expect(app.headers.get('vary')).toContain('Origin');
    const stranger = await server.call('/health', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('vary')).toContain('Origin');
    const strangerPreflight = await server.call('/api/user/status', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(strangerPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(strangerPreflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses bodies over the limits with 413, and unknown paths with a JSON 404', async () => {
    const student = await newStudent();
    const big = await server.call('/api/study-advice', { token: student.token, body: { question: 'x'.repeat(70_000), type: 'study_advice' } });
    expect(big.status).toBe(413);
    const photo = await server.call('/api/public/solve-doubt', { token: student.token, body: { ...DOUBT, image_base64: 'A'.repeat(7_300_000) } });
    expect(photo.status).toBe(413);
    expect(await json(await server.call('/api/nothing-here'))).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
  });
});
