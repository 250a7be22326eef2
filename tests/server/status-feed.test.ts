import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newStudent, type TestUser } from './support/tokens';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The status is served from each process's copy while the database's change feed is live; any
 * write to a student's plan or usage, by whatever writer, reaches the copy through NOTIFY.
 */
describe.each(engines())('the status change feed on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  const accountStatus = async (student: TestUser) => (await server.statusOf(student)).accountStatus as string;

  /** A plan written straight into the table, as an operator's SQL or another service would. */
  const grantByHand = (student: TestUser, session?: 'without triggers') =>
    server.database.handle.withSession(async (db) => {
      if (session) await db.exec('set session_replication_role = replica');
      try {
        await db.query('insert into public.subscriptions (user_id, plan, valid_from, valid_till) values ($1, $2, now(), $3)', [
          student.id,
          'monthly',
          new Date(Date.now() + 30 * DAY),
        ]);
      } finally {
        if (session) await db.exec('set session_replication_role = origin');
      }
    });

  it('is live once the server has started', () => {
    expect(server.statusCache.isLive).toBe(true);
  });

  it('serves the copy it holds: a write that announces nothing is not seen', async () => {
    const student = await newStudent();
    expect(await accountStatus(student)).toBe('free');
    await grantByHand(student, 'without triggers');
    expect(await accountStatus(student)).toBe('free');
    // The database itself knows better: the copy is what answered.
    const rows = await server.database.handle.db.selectFrom('subscriptions').select('plan').where('user_id', '=', student.id).execute();
    expect(rows).toEqual([{ plan: 'monthly' }]);
  });

  it('sees a plan granted by any writer as soon as the change is announced', async () => {
    const student = await newStudent();
    expect(await accountStatus(student)).toBe('free');
    await grantByHand(student);
    await expect.poll(() => accountStatus(student), { timeout: 5_000, interval: 50 }).toBe('upgraded');
  });

  it('sees usage counted by any writer', async () => {
    const student = await newStudent();
    expect((await server.statusOf(student)).usage.aiDoubtSolver).toBe(0);
    await sql`insert into public.usage_counters (user_id, feature, period, used) values (${student.id}, 'aiDoubtSolver', 'plan', 4)`.execute(
      server.database.handle.db,
    );
    await expect.poll(async () => (await server.statusOf(student)).usage.aiDoubtSolver, { timeout: 5_000, interval: 50 }).toBe(4);
  });

  it('forgets every copy when a table is emptied at once', async () => {
    const student = await newStudent();
    expect(await accountStatus(student)).toBe('free');
    await grantByHand(student);
    await expect.poll(() => accountStatus(student), { timeout: 5_000, interval: 50 }).toBe('upgraded');
    await sql`truncate public.subscriptions`.execute(server.database.handle.db);
    await expect.poll(() => accountStatus(student), { timeout: 5_000, interval: 50 }).toBe('free');
  });
});

describe.runIf(engines().includes('postgres'))('the status change feed when its connection is lost', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('postgres');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('reads from the database meanwhile, and listens again', async () => {
    expect(server.statusCache.isLive).toBe(true);
    const student = await newStudent();
    expect((await server.statusOf(student)).accountStatus).toBe('free');

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`.execute(
      server.database.handle.db,
    );
    await expect.poll(() => server.statusCache.isLive, { timeout: 5_000, interval: 20 }).toBe(false);
    // Nothing is kept while nothing is heard, so even an unannounced change is seen at once.
    await server.database.handle.withSession(async (db) => {
      await db.exec('set session_replication_role = replica');
      await db.query("insert into public.subscriptions (user_id, plan, valid_from, valid_till) values ($1, 'daily', now(), now() + interval '1 day')", [student.id]);
      await db.exec('set session_replication_role = origin');
    });
    expect((await server.statusOf(student)).accountStatus).toBe('upgraded');

    await expect.poll(() => server.statusCache.isLive, { timeout: 10_000, interval: 100 }).toBe(true);
  });
});
