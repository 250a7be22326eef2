import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { newOperator, newStudent, TEST_JWT_SECRET, TEST_SUPABASE_URL, type TestUser } from '../server/support/tokens';
import type { Json } from '../server/support/json';

/**
 * `npm run bench:server`: the built server (dist-server) in a process of its own, on PGlite and
 * on PostgreSQL, loaded by autocannon at 200 connections beside a bare Hono route served by the
 * same Node HTTP adapter: flat out (throughput; latency there is mostly queueing, 200 requests
 * waiting their turn), and the status route at a fixed rate as a student population would send
 * it (latency). Each row also gives the server process's own CPU time per request, which other
 * work on the machine disturbs far less than throughput. Prints a Markdown table; asserts only
 * that every request succeeded, because this machine is shared and timings vary.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'dist-server/main.js');
const CONNECTIONS = 200;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests per second for the latency run: well within what one process serves. */
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 2_000);
/** Paid students to spread practice over: each has 35 uses. */
const STUDENTS = 500;

interface Row {
  readonly engine: string;
  readonly route: string;
  /** 'flat out' or the fixed rate. */
  readonly load: string;
  readonly p50: number;
  readonly p99: number;
  readonly rps: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The server process's user + system CPU time per request, in microseconds. */
  readonly cpuMicros: number;
}

const rows: Row[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  const table = [
    '| engine | route | load | p50 (ms) | p99 (ms) | req/s | server CPU per request (µs) | failed |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.engine} | ${row.route} | ${row.load} | ${row.p50} | ${row.p99} | ${Math.round(row.rps).toLocaleString('en')} | ${row.cpuMicros} | ${row.non2xx + row.errors} |`,
    ),
  ].join('\n');
  console.log(`\nServer benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route\n\n${table}\n`);
});

/** The address a child process prints (`"url":"http://..."`); its output is drained but no longer kept after that. */
function announcedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      if (found) return;
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        found = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

interface Started {
  readonly url: string;
  readonly pid: number;
}

async function startProcess(args: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await announcedUrl(child);
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  return { url, pid: child.pid! };
}

/** User + system CPU time a process has used, in microseconds (Linux's /proc, in clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The built server as it runs in production, with every request logged. */
function startServer(env: Record<string, string>): Promise<Started> {
  return startProcess([SERVER], { PORT: '0', LOG_LEVEL: 'info', SUPABASE_URL: TEST_SUPABASE_URL, SUPABASE_JWT_SECRET: TEST_JWT_SECRET, ...env });
}

/** The same Node HTTP adapter serving one constant route, in a process of its own like the server. */
const BARE_HONO = `
  import { serve } from '@hono/node-server';
  import { Hono } from 'hono';
  const app = new Hono().get('/bare', (c) => c.json({ ok: true }));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify({ url: 'http://127.0.0.1:' + info.port })));
`;

async function post(url: string, token: string, body: unknown): Promise<Json> {
  const reply = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!reply.ok) throw new Error(`${url}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Json;
}

/** Paid students, through the API as a student and an operator would. */
async function paidStudents(url: string, count: number): Promise<TestUser[]> {
  const operator = await newOperator();
  const students = await Promise.all(Array.from({ length: count }, () => newStudent()));
  for (let start = 0; start < students.length; start += 50) {
    await Promise.all(
      students.slice(start, start + 50).map(async (student) => {
        const { data } = await post(`${url}/api/payments/submit`, student.token, { transaction_id: '', banking_name: 'Bench Student', last4: '1234', amount: 300, payment_method: 'upi', plan_type: 'monthly' });
        await post(`${url}/api/operator/payments/${data.id}/approve`, operator.token, {});
      }),
    );
  }
  return students;
}

async function load(engine: string, route: string, server: Started, options: autocannon.Options): Promise<void> {
  const cpuBefore = cpuMicros(server.pid);
  // A queued request on the embedded store can wait seconds under this load: count it, do not drop it.
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: 30, ...options });
  const cpu = Math.round((cpuMicros(server.pid) - cpuBefore) / Math.max(1, result.requests.total));
  rows.push({
    engine,
    route,
    load: options.overallRate ? `${options.overallRate.toLocaleString('en')} req/s` : 'flat out',
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicros: cpu,
  });
  expect(result.errors + result.timeouts, `${engine} ${route}`).toBe(0);
  expect(result.non2xx, `${engine} ${route}: ${JSON.stringify(result.statusCodeStats)}`).toBe(0);
}

async function benchServer(engine: string, server: Started): Promise<void> {
  const { url } = server;
  const students = await paidStudents(url, STUDENTS);
  let next = 0;
  const bearer = () => `Bearer ${students[next++ % students.length]!.token}`;
  const status: autocannon.Options = {
    url: `${url}/api/user/status`,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: bearer() } }) }],
  };
  await load(engine, 'GET /api/user/status', server, status);
  await load(engine, 'GET /api/user/status', server, { ...status, overallRate: STEADY_RATE });
  const practice = JSON.stringify({ topic: 'Percentages', section: 'Quant', questionCount: 5 });
  await load(engine, 'POST /api/public/topic-practice', server, {
    url: `${url}/api/public/topic-practice`,
    // Each student has 35 uses: stop before the allowance runs out, so every answer is a set.
    amount: STUDENTS * 30,
    requests: [
      {
        method: 'POST',
        body: practice,
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'content-type': 'application/json', authorization: bearer() } }),
      },
    ],
  });
}

describe('server throughput', () => {
  const limits = {
    // The rate limits would stop a load test from one address at once.
    RATE_LIMITS: 'off',
  };

  it('serves a bare Hono route (the reference)', async () => {
    expect(existsSync(SERVER), 'run "npm run build:server" first').toBe(true);
    const bare = await startProcess(['--input-type=module', '-e', BARE_HONO], {});
    // The same client work as for the status route (a student's token on every request), so the
    // two differ only in what the server does.
    const students = await Promise.all(Array.from({ length: STUDENTS }, () => newStudent()));
    let next = 0;
    const route: autocannon.Options = {
      url: `${bare.url}/bare`,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${students[next++ % students.length]!.token}` } }) }],
    };
    await load('none', 'GET /bare (bare Hono)', bare, route);
    await load('none', 'GET /bare (bare Hono)', bare, { ...route, overallRate: STEADY_RATE });
  }, 120_000);

  it('on PGlite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nyayapath-bench-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await benchServer('PGlite', await startServer({ DATA_DIR: dataDir, ...limits }));
  }, 600_000);

  it('on PostgreSQL', async () => {
    const cluster: PostgresCluster = await startPostgresCluster();
    cleanups.push(() => cluster.stop());
    const database = await createTestDatabase(cluster.url, 'nyayapath_bench');
    await benchServer('PostgreSQL', await startServer({ DATABASE_URL: database.url, ...limits }));
  }, 600_000);
});
