import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import { nonEmptyText } from '../schema-parts';
import { StoredDocument } from './stored-document';

/** A row of a local table: a student's record, and whose it is. */
export type StudentRow<T> = T & { readonly userId: string };

/** A local table of students' records (`db.<table>`): one stored document, each row tagged with its student's id. */
export function studentRows<T>(storage: KeyValueStorage, table: string, record: z.ZodMiniType<T>, logger: Logger): StoredDocument<readonly StudentRow<T>[]> {
  const row: z.ZodMiniType<StudentRow<T>> = z.intersection(record, z.object({ userId: nonEmptyText }));
  return new StoredDocument(storage, `db.${table}`, z.array(row), logger);
}

/** The record as core knows it, without whose it is. */
export function withoutStudent<T>({ userId: _userId, ...record }: StudentRow<T>): T {
  return record as T;
}
