import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

const MIGRATIONS = join(import.meta.dirname, '../../supabase/migrations');
const SUPABASE_CONVENTIONS = join(import.meta.dirname, '../../server/database/supabase-conventions.sql');

/** A PGlite database as a Supabase project has it: its roles and auth schema, then every migration in order. */
export async function supabaseDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(await readFile(SUPABASE_CONVENTIONS, 'utf8'));
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()) {
    await db.exec(await readFile(join(MIGRATIONS, file), 'utf8'));
  }
  return db;
}

/**
 * Who runs a statement, as PostgREST would run it: a role (with no user), a signed-in user (an
 * operator by app_metadata), or the tables' owner, as the migrations and the server do.
 */
export type Who = 'owner' | 'anon' | 'authenticated' | 'service_role' | { readonly user: string; readonly operator?: boolean };

/**
 * Statements run as a caller on a PGlite database with Supabase's roles: the role set for the
 * transaction and, for a user, the JWT claims that auth.uid() and auth.jwt() read.
 */
export function rlsCaller(database: () => PGlite) {
  async function as<T>(who: Who, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return database().transaction(async (tx) => {
      if (who !== 'owner') await tx.exec(`set local role ${typeof who === 'string' ? who : 'authenticated'}`);
      if (typeof who !== 'string') {
        const claims = { sub: who.user, role: 'authenticated', app_metadata: who.operator ? { role: 'operator' } : {} };
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      }
      return work(tx);
    });
  }

  async function rows<T>(who: Who, sql: string, params: unknown[] = []): Promise<T[]> {
    return as(who, async (tx) => (await tx.query<T>(sql, params)).rows);
  }

  async function affected(who: Who, sql: string, params: unknown[] = []): Promise<number> {
    return as(who, async (tx) => (await tx.query(sql, params)).affectedRows ?? 0);
  }

  /** The SQLSTATE of the refusal; fails the test when the statement went through. */
  async function refusal(who: Who, sql: string, params: unknown[] = []): Promise<string> {
    try {
      await as(who, (tx) => tx.query(sql, params));
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
    throw new Error(`expected a refusal: ${sql}`);
  }

  return { as, rows, affected, refusal };
}
