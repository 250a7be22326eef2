import { request as httpRequest } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../core/billing/plans';
import { engines, PAYMENT, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, signToken, TEST_SUPABASE_URL, type TestUser } from './support/tokens';

const DOUBT = { input_type: 'text', content: 'Find 20% of 150.', text: 'Find 20% of 150.' };

/**
 * What the server must refuse, or count exactly, whatever a client sends: identity comes only
 * from a valid token, prices and plans only from the server's records, uses only from PostgreSQL.
 */
describe.each(engines())('attacks on the server on %s', (engine) => {
  let server: TestServer;
  let operator: TestUser;

  beforeAll(async () => {
    server = await startTestServer(engine);
    operator = await newOperator();
  });

  afterAll(async () => {
    await server?.close();
  });

  const status = (student: TestUser) => server.statusOf(student);
  const approve = async (student: TestUser): Promise<string> => (await server.payAndApprove(student, operator)).id;

  describe('tokens', () => {
    it('refuses every signed-in route without a token, or with a malformed one', async () => {
      for (const path of ['/api/user/status', '/api/user-status', '/api/operator/payments']) {
        expect((await server.call(path)).status, path).toBe(401);
        expect((await server.call(path, { headers: { authorization: 'Bearer not.a.jwt' } })).status, path).toBe(401);
        expect((await server.call(path, { headers: { authorization: 'Basic abc' } })).status, path).toBe(401);
      }
    });

    it('refuses an expired token, one signed with another secret, for another issuer or audience, or not a user', async () => {
      const refused = [
        await signToken({ expiresIn: -60 }),
        await signToken({ secret: new TextEncoder().encode('another-secret-that-is-long-enough-123') }),
        await signToken({ issuer: 'https://someone-else.supabase.co/auth/v1' }),
        await signToken({ audience: 'anon' }),
        await signToken({ role: 'anon' }),
        await signToken({ id: 'not-a-uuid' }),
      ];
      for (const [index, user] of refused.entries()) {
        const reply = await server.call('/api/user/status', { token: user.token });
        expect(reply.status, `token ${index}`).toBe(401);
        expect(await reply.json()).toEqual({ success: false, message: 'Authentication failed' });
      }
    });

    it('refuses an unsigned token (alg none) that claims to be an operator', async () => {
      const now = Math.floor(Date.now() / 1000);
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({
          sub: crypto.randomUUID(),
          role: 'authenticated',
          aud: 'authenticated',
          iss: `${TEST_SUPABASE_URL}/auth/v1`,
          exp: now + 600,
          app_metadata: { role: 'operator' },
        }),
      ).toString('base64url');
      expect((await server.call('/api/operator/payments', { token: `${header}.${payload}.` })).status).toBe(401);
    });

    it('does not take the operator role from user_metadata, which a student can write', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ role: 'authenticated', user_metadata: { role: 'operator' }, app_metadata: {} })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(crypto.randomUUID())
        .setIssuer(`${TEST_SUPABASE_URL}/auth/v1`)
        .setAudience('authenticated')
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('nyayapath-test-jwt-secret-of-at-least-32-chars'));
      expect((await server.call('/api/operator/payments', { token })).status).toBe(403);
    });
  });

  describe('identity and money from the client', () => {
    it("never shows or changes another student's account through an id in the request", async () => {
      const asha = await newStudent();
      const ravi = await newStudent();
      await approve(ravi);

      expect((await server.call(`/api/user-status?userId=${ravi.id}`, { token: asha.token })).status).toBe(403);
      expect((await server.call(`/api/user/start-free-trial/${ravi.id}`, { token: asha.token, method: 'POST' })).status).toBe(403);
      expect((await server.call('/api/start-free-trial', { token: asha.token, body: { userId: ravi.id } })).status).toBe(403);
      expect((await server.call('/api/confirm-payment', { token: asha.token, body: { userId: ravi.id, amountPaid: 15 } })).status).toBe(403);
      expect(await status(asha)).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
      const trials = await server.database.handle.db.selectFrom('free_trials').select('user_id').where('user_id', '=', ravi.id).execute();
      expect(trials).toEqual([]);
    });

    it('confirms nothing for a student with no approved payment, whatever amount is claimed', async () => {
      const student = await newStudent();
      const reply = await server.call('/api/confirm-payment', { token: student.token, body: { userId: student.id, amountPaid: 300 } });
      expect(await reply.json()).toEqual({ success: false, message: 'Failed to confirm payment' });
      expect(await status(student)).toMatchObject({ hasActivePlan: false });
    });

    it('stores the price from its own list and the payer from the token, whatever the body says', async () => {
      const student = await newStudent();
      const victim = await newStudent();
      const reply = await server.call('/api/payments/submit', {
        token: student.token,
        body: { ...PAYMENT, plan_type: 'monthly', amount: 300, user_id: victim.id, userId: victim.id, status: 'approved', email: 'x@y.in' },
      });
      expect(reply.status).toBe(200);
      const rows = await server.database.handle.db.selectFrom('payment_submissions').selectAll().where('user_id', 'in', [student.id, victim.id]).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: student.id, email: student.email, amount: 300, plan: 'monthly', status: 'pending' });
    });

    it('keeps students out of every operator route', async () => {
      const student = await newStudent();
      const { data } = (await (await server.call('/api/payments/submit', { token: student.token, body: PAYMENT })).json()) as { data: { id: string } };
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/operator/payments'],
        ['GET', '/api/operator/payments?status=pending'],
        ['POST', `/api/operator/payments/${data.id}/approve`],
        ['POST', `/api/operator/payments/${data.id}/reject`, { reason: 'mine' }],
        ['GET', '/api/operator/audit'],
        ['GET', '/api/operator/contact'],
      ];
      for (const [method, path, body] of calls) {
        const reply = await server.call(path, { method, token: student.token, ...(body ? { body } : {}) });
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(await reply.json()).toEqual({ success: false, message: 'Not authorised: operator access only' });
      }
      expect(await status(student)).toMatchObject({ hasActivePlan: false });
    });

    it('answers a replayed submission with the pending one, and a replayed approval with 409', async () => {
      const student = await newStudent();
      const replies = await Promise.all(Array.from({ length: 10 }, () => server.call('/api/payments/submit', { token: student.token, body: PAYMENT })));
      const ids = new Set(await Promise.all(replies.map(async (reply) => ((await reply.json()) as { data: { id: string } }).data.id)));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const approvals = await Promise.all(Array.from({ length: 10 }, () => server.call(`/api/operator/payments/${id}/approve`, { token: operator.token, method: 'POST' })));
      expect(approvals.map((reply) => reply.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      const { subscriptionValidTill } = await status(student);
      expect(Date.parse(subscriptionValidTill) - Date.now()).toBeLessThanOrEqual(PLANS.daily.validForMs);
      const audit = await server.database.handle.db.selectFrom('operator_audit').select('id').where('payment_id', '=', id!).execute();
      expect(audit).toHaveLength(1);
    });
  });

  describe('metering', () => {
    it('serves exactly 5 of 100 parallel doubts of a free student', async () => {
      const student = await newStudent();
      const replies = await Promise.all(Array.from({ length: 100 }, () => server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT })));
      const codes = replies.map((reply) => reply.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(5);
      expect(codes.filter((code) => code === 401)).toHaveLength(95);
      expect((await status(student)).usage.aiDoubtSolver).toBe(5);
    });

    it('serves exactly 35 of 100 parallel practice sets of a paid student, then asks for a payment', async () => {
      const student = await newStudent();
      await approve(student);
      const body = { topic: 'Percentages', section: 'Quant', questionCount: 5 };
      const replies = await Promise.all(Array.from({ length: 100 }, () => server.call('/api/public/topic-practice', { token: student.token, body })));
      const codes = replies.map((reply) => reply.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(35);
      const refusal = (await replies.find((reply) => reply.status === 401)!.json()) as { message: string };
      expect(refusal.message).toMatch(/^Premium credits over - buy more to continue using/);
      expect(refusal.message).toMatch(/payment/i);
      expect((await status(student)).usage.topicPractice).toBe(35);
    });

    it('gives one payment one allowance, whether the confirmation comes before or after the uses', async () => {
      const practice = { topic: 'Percentages', section: 'Quant', questionCount: 5 };
      const use = async (student: TestUser) => (await server.call('/api/public/topic-practice', { token: student.token, body: practice })).status;
      const confirm = (student: TestUser) => server.call('/api/confirm-payment', { token: student.token, body: {} });

      // Free uses spent before paying do not eat into the paid allowance: it starts at approval.
      const late = await newStudent();
      for (let free = 0; free < 5; free += 1) await use(late);
      await approve(late);
      for (let paid = 0; paid < 35; paid += 1) expect(await use(late), `use ${paid + 1}`).toBe(200);
      // The app confirms late (it was closed when the approval came): no second allowance.
      expect((await confirm(late)).status).toBe(200);
      expect(await use(late)).toBe(401);
      expect((await status(late)).usage.topicPractice).toBe(35);

      const early = await newStudent();
      await approve(early);
      expect((await confirm(early)).status).toBe(200);
      for (let paid = 0; paid < 35; paid += 1) expect(await use(early), `use ${paid + 1}`).toBe(200);
      expect(await use(early)).toBe(401);
    });

    it('resets usage once for 20 parallel confirmations of one approval', async () => {
      const student = await newStudent();
      for (let use = 0; use < 4; use += 1) await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT });
      await approve(student);
      const replies = await Promise.all(Array.from({ length: 20 }, () => server.call('/api/confirm-payment', { token: student.token, body: {} })));
      const messages = await Promise.all(replies.map(async (reply) => ((await reply.json()) as { message: string }).message));
      expect(messages.filter((message) => message === 'Payment confirmed')).toHaveLength(1);
      expect(messages.filter((message) => message === 'Payment already confirmed')).toHaveLength(19);
    });

    it('limits a burst from one student with 429 and Retry-After', async () => {
      const limited = await startTestServer(engine, { limits: { aiPerUserPerMinute: 3 }, database: server.database });
      try {
        const student = await newStudent();
        const codes: number[] = [];
        for (let call = 0; call < 5; call += 1) codes.push((await limited.call('/api/public/solve-doubt', { token: student.token, body: DOUBT })).status);
        expect(codes).toEqual([200, 200, 200, 429, 429]);
        const reply = await limited.call('/api/public/solve-doubt', { token: student.token, body: DOUBT });
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('photo-sized doubts', () => {
    const PHOTO_BYTES = 6 * 1024 * 1024;

    it('refuses a student with no uses left before reading the body', async () => {
      const student = await newStudent();
      for (let use = 0; use < 5; use += 1) await server.call('/api/public/solve-doubt', { token: student.token, body: DOUBT });
      const photo = startDoubtUpload(server.url, student.token, PHOTO_BYTES);
      expect(await photo.reply).toMatchObject({ status: 401 });
      photo.abort();
    });

    it('reads at most its budget of photo bodies at once, and refuses the rest unread with 503 and Retry-After', async () => {
      const limited = await startTestServer(engine, { limits: { doubtBodyBytesInFlight: PHOTO_BYTES + 1024 }, database: server.database });
      const students = await Promise.all(Array.from({ length: 6 }, () => newStudent()));
      const uploads = students.map((student) => startDoubtUpload(limited.url, student.token, PHOTO_BYTES));
      try {
        // Whichever arrives first holds the budget until its body is in; the other five are
        // answered at once, before their bodies are sent.
        const refused = new Map<number, Awaited<(typeof uploads)[number]['reply']>>();
        await new Promise<void>((resolve) =>
          uploads.forEach((upload, index) =>
            void upload.reply.then((reply) => {
              if (refused.size < 5) refused.set(index, reply);
              if (refused.size === 5) resolve();
            }),
          ),
        );
        for (const reply of refused.values()) expect(reply).toEqual({ status: 503, retryAfter: '2' });
        const holder = uploads.find((_, index) => !refused.has(index))!;
        holder.finish();
        expect(await holder.reply).toMatchObject({ status: 200 });
      } finally {
        for (const upload of uploads) upload.abort();
        await limited.close();
      }
    });
  });

  it('tells every cache to keep no API reply: answers, refusals and the health check', async () => {
    const student = await newStudent();
    const replies = [
      await server.call('/api/user/status', { token: student.token }),
      await server.call('/api/user/status'),
      await server.call('/api/operator/payments', { token: student.token }),
      await server.call('/api/no-such-route', { token: student.token }),
      await server.call('/health'),
    ];
    for (const reply of replies) expect(reply.headers.get('cache-control'), `${reply.url} ${reply.status}`).toBe('no-store');
  });

  it('logs requests without tokens, query strings or images', async () => {
    const lines: string[] = [];
    const logged = await startTestServer(engine, { logLines: lines, database: server.database });
    try {
      const student = await newStudent();
      await logged.call(`/api/user-status?userId=${student.id}`, { token: student.token });
      await logged.call('/api/public/solve-doubt', { token: student.token, body: { ...DOUBT, image_base64: 'aW1hZ2UtYnl0ZXM=' } });
      const log = lines.join('\n');
      expect(log).toContain('/api/public/solve-doubt');
      expect(log).toContain(student.id);
      expect(log).not.toContain(student.token);
      expect(log).not.toContain(student.token.split('.')[2]!);
      expect(log).not.toContain('aW1hZ2UtYnl0ZXM=');
      expect(log).not.toContain('userId=');
    } finally {
      await logged.close();
    }
  });
});

/**
 * A doubt whose body is sent slowly: the headers and its first kilobytes at once, the rest only on
 * `finish()`; `reply` settles when the server answers, whether or not it read the body.
 */
function startDoubtUpload(baseUrl: string, token: string, bytes: number) {
  const head = Buffer.from(`{"input_type":"image","content":"Find 20% of 150.","text":"Find 20% of 150.","image_base64":"`);
  const tail = Buffer.from('"}');
  const padding = bytes - head.length - tail.length;
  const request = httpRequest(`${baseUrl}/api/public/solve-doubt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(bytes) },
  });
  const reply = new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined });
    });
    request.once('error', reject);
  });
  request.write(Buffer.concat([head, Buffer.alloc(64 * 1024, 'A')]));
  return {
    reply,
    finish: () => request.end(Buffer.concat([Buffer.alloc(padding - 64 * 1024, 'A'), tail])),
    abort: () => request.destroy(),
  };
}
