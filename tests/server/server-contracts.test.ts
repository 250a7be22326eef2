import { afterAll, beforeAll } from 'vitest';
import { HttpAiHost } from '../../adapters/http/http-ai-host.adapter';
import { HttpBackend } from '../../adapters/http/http-backend.adapter';
import type { PlanKey } from '../../core/payment/payment.model';
import { PLANS } from '../../core/billing/plans';
import { aiHostContract } from '../adapters/contracts/ai-host.contract';
import { backendContract } from '../adapters/contracts/backend.contract';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent, type TestUser } from './support/tokens';
import type { Json } from './support/json';

/**
 * The HTTP adapters' contract suites, the same ones local mode and the MSW fakes pass, against
 * the real server on loopback (PGlite): what the client expects is what the server does.
 */
let server: TestServer;
let operator: TestUser;

beforeAll(async () => {
  server = await startTestServer('pglite');
  operator = await newOperator();
});

afterAll(async () => {
  await server?.close();
});

/** Students signed in with real tokens; the operator decides through the operator API. */
function students() {
  const auth = new FakeAuth(null);
  return {
    auth,
    async signIn() {
      const student = await newStudent();
      auth.session = { ...makeSession(makeUser(student.email, student.id)), accessToken: student.token };
      return { userId: student.id, email: student.email };
    },
  };
}

async function call(path: string, token: string, body?: unknown): Promise<Json> {
  const reply = await server.call(path, { token, method: 'POST', ...(body === undefined ? {} : { body }) });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Json;
}

async function approveNewestPending(): Promise<void> {
  const reply = await server.call('/api/operator/payments?status=pending', { token: operator.token });
  const [newest] = ((await reply.json()) as { data: { id: string }[] }).data;
  if (!newest) throw new Error('No payment to approve');
  await call(`/api/operator/payments/${newest.id}/approve`, operator.token);
}

backendContract('server', async () => {
  const { auth, signIn } = students();
  return {
    backend: new HttpBackend(auth, { baseUrl: server.url }),
    signIn,
    approveLastPayment: approveNewestPending,
    cleanup: async () => undefined,
  };
});

aiHostContract('server', async () => {
  const { auth, signIn } = students();
  return {
    aiHost: new HttpAiHost(auth, { baseUrl: server.url }),
    signIn,
    // As the student would: pay, and the operator approves.
    async approvePayment(_userId: string, plan: PlanKey) {
      const token = auth.session!.accessToken;
      await call('/api/payments/submit', token, { transaction_id: '', banking_name: 'Asha Verma', last4: '4821', amount: PLANS[plan].price, payment_method: 'upi', plan_type: plan });
      await approveNewestPending();
    },
    cleanup: async () => undefined,
  };
});
