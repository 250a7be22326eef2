import type { SupabaseClient as SupabaseJsClient } from '@supabase/supabase-js';
import type { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import type { SupabaseClient } from './supabase-client';

/** What PostgREST answers for a table: data, or an error with PostgreSQL's SQLSTATE as `code`. */
export interface TableReply {
  readonly data: unknown;
  readonly error: { readonly code?: string; readonly message: string } | null;
  readonly status: number;
}

/**
 * A table added after the generated schema type: its rows are checked with zod instead, so
 * the untyped query builder is all an adapter needs.
 */
export function untypedTable(client: SupabaseClient, name: string) {
  return (client as unknown as SupabaseJsClient).from(name);
}

/**
 * Runs one call on a table and turns its failure into the product's errors: no connection is
 * 'network', an expired or refused token 'session_expired', a SQLSTATE the adapter names
 * (`known`, e.g. 23505 for a duplicate) its own error, anything else 'unavailable' with
 * `failure`, the message the student sees.
 */
export async function callTable(
  logger: Logger,
  action: string,
  failure: string,
  call: () => PromiseLike<TableReply>,
  known: Readonly<Record<string, () => AppError>> = {},
): Promise<TableReply> {
  let reply: TableReply;
  try {
    reply = await call();
  } catch (error) {
    logger.error(`Could not ${action}`, { error: String(error) });
    throw new AppError('network', AUTH_MESSAGES.networkFailure);
  }
  if (!reply.error) return reply;
  const code = reply.error.code ?? '';
  logger.warn(`Could not ${action}`, { status: reply.status, code, message: reply.error.message });
  if (reply.status === 0) throw new AppError('network', AUTH_MESSAGES.networkFailure);
  if (reply.status === 401 || code.startsWith('PGRST30')) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  const named = Object.hasOwn(known, code) ? known[code] : undefined;
  if (named) throw named();
  throw new AppError('unavailable', failure);
}

/** A row checked against its schema; an unreadable one is logged (which fields) and reported with `failure`. */
export function parseRow<T>(schema: z.ZodMiniType<T>, data: unknown, logger: Logger, what: string, failure: string): T {
  const row = schema.safeParse(data);
  if (!row.success) {
    logger.error(`Unreadable ${what} row`, { issues: row.error.issues.map((issue) => issue.path.join('.')) });
    throw new AppError('malformed_response', failure);
  }
  return row.data;
}

/** What checking one row gives: its record, or the paths of the fields that failed. */
type RowCheck<T> = (data: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

/**
 * The readable rows of a list reply: an unreadable row is logged (which fields) and left out
 * rather than hiding the others; a reply that is not a list is reported with `failure`.
 */
export function readableRows<T>(data: unknown, check: RowCheck<T>, logger: Logger, what: string, failure: string): T[] {
  if (!Array.isArray(data)) throw new AppError('malformed_response', failure);
  const records: T[] = [];
  for (const row of data) {
    const parsed = check(row);
    if (parsed.success) records.push(parsed.data);
    else logger.error(`Unreadable ${what} row`, { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
  }
  return records;
}
