import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { paperQuestions } from '../../core/mock/mock-analysis';
import type { MockPaper } from '../../core/mock/mock.model';
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
    load: `${options.overallRate ? `${options.overallRate.toLocaleString('en')} req/s` : 'flat out'}${options.connections && options.connections !== CONNECTIONS ? `, ${options.connections} connections` : ''}`,
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

/** Students who sit one All-India Mock paper and submit it together. */
const SERIES_TAKERS = Number(process.env.BENCH_SERIES_TAKERS ?? 2_000);
/** Submitted attempts seeded beside theirs before results are timed. */
const SERIES_SEEDED = Number(process.env.BENCH_SERIES_SEEDED ?? 100_000);
const SERIES_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Runs `work` over `items`, `width` at a time; each item's milliseconds. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<number[]> {
  const times: number[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        const started = performance.now();
        await work(items[index]!, index);
        times[index] = performance.now() - started;
      }
    }),
  );
  return times;
}

const percentile = (times: readonly number[], share: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
};

describe('the All-India Mock on PostgreSQL', () => {
  it(`takes ${SERIES_TAKERS.toLocaleString('en')} submissions within a minute, each marked right, then answers results with ${SERIES_SEEDED.toLocaleString('en')} more attempts in the table`, async () => {
    expect(existsSync(SERVER), 'run "npm run build:server" first').toBe(true);
    const cluster: PostgresCluster = await startPostgresCluster();
    cleanups.push(() => cluster.stop());
    const database = await createTestDatabase(cluster.url, 'nyayapath_series_bench');
    const server = await startServer({ DATABASE_URL: database.url, RATE_LIMITS: 'off' });
    const { url } = server;
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cleanups.push(() => pool.end());

    const operator = await newOperator();
    const now = Date.now();
    const scheduled = await post(`${url}/api/operator/mock-series`, operator.token, {
      title: 'All-India Mock (benchmark)',
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 6 * 3_600_000).toISOString(),
    });
    const paperId = scheduled.data.id as string;
    // The keys, read here from the stored paper: the reference every score is checked against.
    const stored = (await pool.query<{ paper: MockPaper }>('select paper from public.mock_series_papers where id = $1', [paperId])).rows[0]!;
    const questions = paperQuestions(stored, await new TutorMockQuestionSource().sets(stored.paper.sets.map((set) => set.setId)));

    const students = await Promise.all(Array.from({ length: SERIES_TAKERS }, () => newStudent()));
    const sheets = students.map((_, index) => {
      const answers: Record<string, string> = {};
      let expected = 0;
      for (const question of questions) {
        const pick = (index * 31 + question.number * 17) % 7;
        if (pick >= 4) continue;
        answers[String(question.number)] = SERIES_LETTERS[pick]!;
        expected += pick === question.answerIndex ? 1 : -0.25;
      }
      return { answers, expected };
    });

    const startedAt = performance.now();
    await inParallel(students, 50, async (student) => {
      const reply = await fetch(`${url}/api/mock-series/${paperId}/start`, { method: 'POST', headers: { authorization: `Bearer ${student.token}` } });
      if (!reply.ok) throw new Error(`start: ${reply.status} ${await reply.text()}`);
      await reply.arrayBuffer();
    });
    const startSeconds = (performance.now() - startedAt) / 1000;

    const submitStarted = performance.now();
    const scores: number[] = new Array(SERIES_TAKERS);
    const submitTimes = await inParallel(students, 200, async (student, index) => {
      const reply = await post(`${url}/api/mock-series/${paperId}/submit`, student.token, { answers: sheets[index]!.answers });
      scores[index] = reply.data.score as number;
    });
    const submitSeconds = (performance.now() - submitStarted) / 1000;
    expect(submitSeconds).toBeLessThan(60);
    expect(scores).toEqual(sheets.map((sheet) => sheet.expected));
    const kept = await pool.query<{ user_id: string; score: number }>('select user_id, score from public.mock_series_attempts where paper_id = $1 and submitted_at is not null', [paperId]);
    expect(kept.rows).toHaveLength(SERIES_TAKERS);
    const byUser = new Map(kept.rows.map((row) => [row.user_id, row.score]));
    expect(students.map((student) => byUser.get(student.id))).toEqual(sheets.map((sheet) => sheet.expected));

    // Other takers' attempts, seeded in the database: users first (attempts reference them), then one INSERT ... SELECT.
    const seedStarted = performance.now();
    const userOf = (column: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${column}), 12, '0'))::uuid`;
    await pool.query(`insert into auth.users (id) select ${userOf('g')} from generate_series(1, $1::int) as g`, [SERIES_SEEDED]);
    await pool.query(
      `insert into public.mock_series_attempts (paper_id, user_id, started_at, deadline, answers, submitted_at, score, correct, wrong, unanswered, sections, time_taken_ms)
       select $1, ${userOf('g')}, now() - interval '2 hours', now() - interval '1 minute', '{}', now(), c.correct - 0.25 * w.wrong, c.correct, w.wrong,
              120 - c.correct - w.wrong, '[]', 3600000 + g
       from generate_series(1, $2::int) as g,
            lateral (select floor(random() * 91 + g * 0)::int as correct) as c,
            lateral (select floor(random() * (121 - c.correct))::int as wrong) as w`,
      [paperId, SERIES_SEEDED],
    );
    await pool.query('vacuum analyze public.mock_series_attempts, public.mock_series_score_counts');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    let next = 0;
    const result: autocannon.Options = {
      url: `${url}/api/mock-series/${paperId}/result`,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${students[next++ % students.length]!.token}` } }) }],
    };
    const route = `GET /api/mock-series/:id/result (${(SERIES_TAKERS + SERIES_SEEDED).toLocaleString('en')} attempts)`;
    // A few students at a time (the route's own time), a steady 200 a second (autocannon starts each
    // second's requests together, so its p99 is that burst's), and 200 connections flat out.
    await load('PostgreSQL', route, server, { ...result, connections: 4 });
    await load('PostgreSQL', route, server, { ...result, connections: 20, overallRate: 200 });
    await load('PostgreSQL', route, server, result);

    console.log(
      [
        '',
        `All-India Mock on PostgreSQL: ${SERIES_TAKERS.toLocaleString('en')} starts in ${startSeconds.toFixed(1)} s (50 at a time);`,
        `${SERIES_TAKERS.toLocaleString('en')} submissions (200 at a time) in ${submitSeconds.toFixed(1)} s, p50 ${percentile(submitTimes, 0.5)} ms, p99 ${percentile(submitTimes, 0.99)} ms;`,
        `every score kept and equal to the independent marking; ${SERIES_SEEDED.toLocaleString('en')} attempts seeded in ${seedSeconds.toFixed(1)} s.`,
        '',
      ].join('\n'),
    );
  }, 900_000);
});
