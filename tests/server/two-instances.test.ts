import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database/connect';
import { engines, openTestDatabase, startTestServer, type TestDatabase, type TestServer } from './support/test-server';
import { newOperator, newStudent } from './support/tokens';

const DOUBT = { input_type: 'text', content: 'Find 20% of 150.', text: 'Find 20% of 150.' };

/**
 * State lives in PostgreSQL only, so server processes behind a load balancer agree: two servers,
 * each with its own connection pool, on one database.
 */
describe.runIf(engines().includes('postgres'))('two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    first = await startTestServer('postgres', { database });
    // Its own pool on the same database, as a second process would have.
    const secondHandle = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 10 });
    second = await startTestServer('postgres', { database: { handle: secondHandle, url: database.url, close: () => secondHandle.close() } });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await second?.database.close();
    await database?.close();
  });

  it('serves exactly 5 free doubts between them, however the requests are spread', async () => {
    const student = await newStudent();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? first : second).call('/api/public/solve-doubt', { token: student.token, body: DOUBT })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(55);
  });

  it('shows a payment submitted through one to the operator on the other, and the approval on both', async () => {
    const student = await newStudent();
    const operator = await newOperator();
    // Each server now holds a copy of the student's status, which the approval must not leave stale.
    for (const server of [first, second]) expect((await server.statusOf(student)).accountStatus).toBe('free');
    const submitted = (await (await first.call('/api/payments/submit', {
      token: student.token,
      body: { transaction_id: '', banking_name: 'Asha Verma', last4: '4821', amount: 300, payment_method: 'upi', plan_type: 'monthly' },
    })).json()) as { data: { id: string } };
    expect((await second.call(`/api/operator/payments/${submitted.data.id}/approve`, { token: operator.token, method: 'POST' })).status).toBe(200);
    expect((await first.call(`/api/operator/payments/${submitted.data.id}/approve`, { token: operator.token, method: 'POST' })).status).toBe(409);
    // The server that approved forgets its copy at once; the other hears of it from PostgreSQL.
    expect((await second.statusOf(student)).accountStatus).toBe('upgraded');
    await expect.poll(async () => (await first.statusOf(student)).accountStatus, { timeout: 5_000, interval: 20 }).toBe('upgraded');
  });
});
