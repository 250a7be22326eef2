import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../support/postgres-cluster';

const adminUrl = inject('postgresUrl');

/** Runs one statement on a fresh connection, so nothing is shared between databases but the server. */
async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

// The run's throwaway cluster is what the server's PostgreSQL tests stand on: prove it first.
describe.skipIf(!adminUrl)('the run\'s PostgreSQL cluster', () => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(drops.map((drop) => drop()));
  });

  it('is a real PostgreSQL server', async () => {
    const database = await createTestDatabase(adminUrl);
    drops.push(database.drop);
    const [row] = await query<{ version: string }>(database.url, 'select version()');
    expect(row?.version).toContain('PostgreSQL 1');
  });

  it('gives each test database its own tables, and drops them', async () => {
    const first = await createTestDatabase(adminUrl);
    const second = await createTestDatabase(adminUrl);
    drops.push(second.drop);
    expect(first.url).not.toBe(second.url);

    await query(first.url, 'create table marks (id int primary key, score int not null)');
    await query(first.url, 'insert into marks values (1, 42)');
    expect(await query(first.url, 'select score from marks')).toEqual([{ score: 42 }]);
    await expect(query(second.url, 'select score from marks')).rejects.toThrow(/relation "marks" does not exist/);

    // A connection left open must not stop the drop: that is what `with (force)` is for.
    const lingering = new pg.Client({ connectionString: first.url });
    await lingering.connect();
    lingering.on('error', () => undefined);
    await first.drop();
    await lingering.end().catch(() => undefined);
    const name = new URL(first.url).pathname.slice(1);
    expect(await query(adminUrl, `select datname from pg_database where datname = '${name}'`)).toEqual([]);
  });
});
