import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { claimDataDir } from './data-dir';
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
  /**
   * Hears NOTIFY on `channel` (on a connection of its own, outside the pool) until the returned
   * function stops it or the handle closes; `onLost` is called once if that connection fails.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: (error: unknown) => void): Promise<() => Promise<void>>;
  /** Resolves while the database answers and its storage takes writes (the health check). */
  checkWrites(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string | null }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'pglite' ? openPglite(location.dataDir) : openPostgres(location.url, location.poolSize);
}

/**
 * PGlite in a data directory (null: in memory, for tests), held by this process alone: a second
 * server on the same DATA_DIR refuses to start (DataDirError) rather than lose rows.
 */
async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const claim = dataDir ? await claimDataDir(dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir ?? undefined);
  } catch (error) {
    await claim?.release();
    throw error;
  }
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
    // One session: notifications arrive with the results of the statement that caused them.
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    async checkWrites() {
      await sql`select 1`.execute(db);
      // PGlite keeps answering from memory when its folder stops taking writes: try one.
      await claim?.probeWrite();
    },
    async close() {
      await db.destroy();
      await claim?.release();
    },
  };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<pg.Client>();
  let closed = false;
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
    async listen(channel, onMessage, onLost) {
      if (closed) throw new Error('database closed');
      const client = new pg.Client({ connectionString: url });
      // Until LISTEN has succeeded a failure is the caller's error; after it, a loss to report once.
      let active = false;
      const end = () => {
        active = false;
        listeners.delete(client);
        return client.end().catch(() => undefined);
      };
      const lose = (error: unknown) => {
        if (!active || closed) return;
        void end();
        onLost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', () => lose(new Error('listening connection ended')));
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        await end();
        throw error;
      }
      active = true;
      listeners.add(client);
      return async () => {
        if (active) await end();
      };
    },
    async checkWrites() {
      // A server, not a folder: it takes writes unless it is a standby or set read-only.
      const { rows } = await sql<{ writable: boolean }>`select not pg_is_in_recovery() and current_setting('transaction_read_only') = 'off' as writable`.execute(db);
      if (!rows[0]?.writable) throw new Error('the database is read-only');
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      listeners.clear();
      await db.destroy();
    },
  };
}
