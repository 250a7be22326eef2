import type { DatabaseHandle, SqlSession } from './connect';
import SUPABASE_CONVENTIONS from './supabase-conventions.sql?raw';

export interface Migration {
  /** The timestamp the file name starts with, as the Supabase CLI records it. */
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/** supabase/migrations, built into the server so that it needs no files at run time. */
const FILES = import.meta.glob<string>('../../supabase/migrations/*.sql', { query: '?raw', import: 'default', eager: true });

export const MIGRATIONS: readonly Migration[] = Object.entries(FILES)
  .map(([path, sql]) => {
    const [version = path, ...rest] = (path.split('/').at(-1) ?? path).replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), sql };
  })
  .sort((a, b) => a.version.localeCompare(b.version));

/** Any constant: two server processes starting together take turns at migrating. */
const MIGRATION_LOCK = 7_261_124;

export interface MigrationReport {
  /** Versions applied by this run, in order. */
  readonly applied: readonly string[];
  /** False when the database is a Supabase project, whose Auth owns `auth.users`. */
  readonly standalone: boolean;
}

/**
 * Applies supabase/migrations that the database has not seen, in order, each in its own
 * transaction, and records them where the Supabase CLI does (supabase_migrations.schema_migrations),
 * so a project migrated with `supabase db push` is not migrated twice. A database that is not a
 * Supabase project first gets the few things Supabase provides (roles, auth.users, auth.uid()).
 */
export async function migrate(handle: DatabaseHandle, migrations: readonly Migration[] = MIGRATIONS): Promise<MigrationReport> {
  return handle.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const standalone = !(await isSupabaseProject(session));
      if (standalone) await session.exec(SUPABASE_CONVENTIONS);
      await session.exec(`
        create schema if not exists supabase_migrations;
        create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
      `);
      const done = new Set(
        (await session.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((row) => row.version),
      );
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await inTransaction(session, async () => {
          await session.exec(migration.sql);
          await session.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
        });
        applied.push(migration.version);
      }
      return { applied, standalone };
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}

/** Supabase Auth's users table has columns that the standalone stand-in does not. */
async function isSupabaseProject(session: SqlSession): Promise<boolean> {
  const rows = await session.query<{ found: boolean }>(
    `select exists (
       select from information_schema.columns
       where table_schema = 'auth' and table_name = 'users' and column_name = 'encrypted_password'
     ) as found`,
  );
  return rows[0]?.found === true;
}

async function inTransaction(session: SqlSession, work: () => Promise<void>): Promise<void> {
  await session.exec('begin');
  try {
    await work();
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw error;
  }
}
