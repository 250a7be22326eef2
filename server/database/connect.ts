import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** One PostgreSQL session held for a sequence of statements, for migrations. */
export interface SqlSession {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly engine: 'pglite' | 'postgres';
  /** Holds one session for `work`; other users of the database wait or use other connections. */
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string | null }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'pglite' ? openPglite(location.dataDir) : openPostgres(location.url, location.poolSize);
}

/** PGlite in a data directory (null: in memory, for tests). */
async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined);
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    // The dialect's connection is PGlite's one session: holding it keeps requests out meanwhile.
    withSession: (work) =>
      db.connection().execute(() =>
        work({
          exec: async (sql) => {
            await pglite.exec(sql);
          },
          query: async <T>(sql: string, params: readonly unknown[] = []) => (await pglite.query<T>(sql, [...params])).rows,
        }),
      ),
    close: () => db.destroy(),
  };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<T & pg.QueryResultRow>(sql, [...params])).rows,
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
