import pino from 'pino';
import { inject } from 'vitest';
import type { Clock } from '../../../core/ports/clock.port';
import { createAiAnswers } from '../../../server/ai/tutor-answers';
import type { ChatModel } from '../../../server/ai/chat-model';
import { NO_LIMITS, type ServerLimits } from '../../../server/app';
import { createTokenVerifier } from '../../../server/auth/token-verifier';
import { buildServer, listen, systemClock, type BuiltServer } from '../../../server/compose';
import { openDatabase, type DatabaseHandle } from '../../../server/database/connect';
import { createTestDatabase } from '../../support/postgres-cluster';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import type { Json } from './json';
import { TEST_JWT_SECRET, TEST_SUPABASE_URL, type TestUser } from './tokens';

export type Engine = 'pglite' | 'postgres';

/** Both engines when the run started a PostgreSQL cluster (SERVER_TESTS_PG=off skips it). */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

export const TEST_ORIGIN = 'http://127.0.0.1:5173';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** A connection string for other processes (PostgreSQL only). */
  readonly url: string | null;
  close(): Promise<void>;
}

/** A new, empty database: PGlite in memory, or a database of its own in the run's PostgreSQL cluster. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handle, url: null, close: () => handle.close() };
  }
  const database = await createTestDatabase(inject('postgresUrl'));
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 10 });
  return {
    handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export interface TestServerOptions {
  readonly clock?: Clock;
  readonly limits?: Partial<ServerLimits>;
  readonly model?: ChatModel;
  /** Where log lines go; silent by default. */
  readonly logLines?: string[];
  /** Another server's database, to run two servers on one. */
  readonly database?: TestDatabase;
}

/** A UPI payment as the app submits it (spec §3). */
export const PAYMENT = { transaction_id: '', banking_name: 'Asha Verma', last4: '4821', amount: 15, payment_method: 'upi', plan_type: 'daily' };

export interface TestServer extends BuiltServer {
  readonly url: string;
  readonly database: TestDatabase;
  /** fetch against the server with JSON and, when given, a bearer token. */
  call(path: string, init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** The student's `data` from GET /api/user/status. */
  statusOf(student: TestUser): Promise<Json>;
  /** The student submits a payment for the plan and the operator approves it; the payment as approved. */
  payAndApprove(student: TestUser, operator: TestUser, plan?: PlanKey): Promise<Json>;
  close(): Promise<void>;
}


/** The real server on loopback, on the given engine, with tokens checked against the test secret. */
export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase(engine));
  const logLines = options.logLines;
  const logger = logLines
    ? pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) })
    : pino({ level: 'silent' });
  const clock = options.clock ?? systemClock;
  const built = await buildServer({
    database: database.handle,
    migrate: true,
    verifier: createTokenVerifier({ supabaseUrl: TEST_SUPABASE_URL, jwtSecret: TEST_JWT_SECRET }),
    logger,
    corsOrigins: [TEST_ORIGIN],
    trustProxy: false,
    clock,
    // Only the tests about limits meet them.
    limits: { ...NO_LIMITS, ...(options.limits ?? {}) },
    ai: (students) => createAiAnswers({ students, clock, logger, llm: null, ...(options.model ? { model: options.model } : {}) }),
  });
  const listening = await listen(built.app, 0, '127.0.0.1');
  const ownsDatabase = !options.database;
  const call: TestServer['call'] = (path, init = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${listening.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  };
  return {
    ...built,
    url: listening.url,
    database,
    call,
    async statusOf(student) {
      return ((await (await call('/api/user/status', { token: student.token })).json()) as Json).data;
    },
    async payAndApprove(student, operator, plan = 'daily') {
      const body = { ...PAYMENT, plan_type: plan, amount: PLANS[plan].price };
      const submitted = (await (await call('/api/payments/submit', { token: student.token, body })).json()) as Json;
      const approved = await call(`/api/operator/payments/${submitted.data.id}/approve`, { token: operator.token, method: 'POST' });
      if (approved.status !== 200) throw new Error(`approval answered ${approved.status}: ${await approved.text()}`);
      return ((await approved.json()) as Json).data;
    },
    async close() {
      await listening.close();
      await built.statusFeed.stop();
      if (ownsDatabase) await database.close();
    },
  };
}

