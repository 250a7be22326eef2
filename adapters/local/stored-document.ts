import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';

/** Every key local mode writes starts with this, so its data is easy to find and to wipe. */
export const LOCAL_KEY_PREFIX = 'nyayapath.local.';

/** What a stored text reads as: the usable value, and what had to be left out (as text to keep). */
interface Reading<T> {
  readonly value: T | null;
  readonly setAside: string | null;
}

/**
 * One JSON document in KeyValueStorage, checked against a schema on every read, record by record:
 * in a list (or in each list of a document of lists) a record that fails the schema is left out
 * and the others are kept. Whatever is left out, a whole document that is not JSON included, is
 * first copied to `<key>.recovered.<timestamp>` with a warning, and only then may the document
 * be replaced; if that copy cannot be made (a full device), writing the document is refused
 * rather than losing it. A failed write throws AppError 'storage' and changes nothing.
 *
 * The text this instance last wrote is known good (it is a T, turned to JSON here): while the
 * stored text is still that one, reading only parses it and writing does not check it again, so
 * saving the full mock's progress on every tap costs one JSON round trip, not two schema checks
 * of every stored attempt. A text anyone else wrote (another tab) is checked as before.
 */
export class StoredDocument<T> {
  readonly key: string;
  /** Stored texts whose unreadable parts this instance has already copied aside. */
  private readonly keptAside = new Set<string>();
  /** The text this instance last wrote, if it wrote one. */
  private written: string | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    name: string,
    private readonly schema: z.ZodMiniType<T>,
    private readonly logger: Logger,
  ) {
    this.key = LOCAL_KEY_PREFIX + name;
  }

  read(): T | null {
    const raw = this.storage.get(this.key);
    const reading = this.interpret(raw);
    if (raw !== null && reading.setAside !== null && !this.keptAside.has(raw)) {
      try {
        this.moveAside(raw, reading);
      } catch (error) {
        // Reading goes on with what is valid; writing stays refused until the copy is made.
        this.logger.error('Unreadable local data could not be set aside', { key: this.key, error: String(error) });
      }
    }
    return reading.value;
  }

  /** Decodes a raw stored value, e.g. one reported by another tab's `storage` event; changes nothing. */
  decode(raw: string | null): T | null {
    return this.interpret(raw).value;
  }

  write(value: T): void {
    // What is stored now may have changed since it was read (another tab): check it again.
    const raw = this.storage.get(this.key);
    if (raw !== null && raw !== this.written && !this.keptAside.has(raw)) {
      const reading = this.interpret(raw);
      if (reading.setAside !== null) this.copyAside(raw, reading.setAside);
    }
    const text = JSON.stringify(value);
    this.storage.set(this.key, text);
    this.written = text;
  }

  remove(): void {
    this.storage.remove(this.key);
  }

  private interpret(raw: string | null): Reading<T> {
    if (raw === null) return { value: null, setAside: null };
    if (raw === this.written) return { value: JSON.parse(raw) as T, setAside: null };
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return { value: null, setAside: raw };
    }
    const whole = this.schema.safeParse(json);
    if (whole.success) return { value: whole.data, setAside: null };
    const parts = splitRecords(this.schema, json);
    if (parts) {
      const kept = this.schema.safeParse(parts.kept);
      if (kept.success) return { value: kept.data, setAside: parts.rejected === undefined ? null : JSON.stringify(parts.rejected) };
    }
    return { value: null, setAside: raw };
  }

  /** Copies the unreadable parts aside, then stores what was readable in place of the original. */
  private moveAside(raw: string, reading: Reading<T>): void {
    this.copyAside(raw, reading.setAside!);
    try {
      if (reading.value === null) this.storage.remove(this.key);
      else this.storage.set(this.key, JSON.stringify(reading.value));
    } catch {
      // The copy exists, so a later write may replace the original; nothing to do now.
    }
  }

  private copyAside(raw: string, content: string): void {
    let recoveryKey = `${this.key}.recovered.${Date.now()}`;
    for (let n = 1; this.storage.get(recoveryKey) !== null; n += 1) recoveryKey = `${this.key}.recovered.${Date.now()}-${n}`;
    this.storage.set(recoveryKey, content);
    this.keptAside.add(raw);
    this.logger.warn('Ignoring unreadable local data', { key: this.key, recoveredAs: recoveryKey });
  }
}

/**
 * For a list, or an object of lists: the records that pass their schema, and those that do not
 * (in the same shape), or undefined when none failed. Null for any other shape.
 */
function splitRecords(schema: z.core.$ZodType, json: unknown): { kept: unknown; rejected: unknown } | null {
  if (schema instanceof z.core.$ZodArray) {
    if (!Array.isArray(json)) return null;
    const element = schema._zod.def.element;
    const kept = json.filter((record) => z.safeParse(element, record).success);
    const rejected = json.filter((record) => !z.safeParse(element, record).success);
    return { kept, rejected: rejected.length > 0 ? rejected : undefined };
  }
  if (schema instanceof z.core.$ZodObject) {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const source = json as Record<string, unknown>;
    const kept: Record<string, unknown> = { ...source };
    const rejected: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema._zod.def.shape)) {
      if (!(field instanceof z.core.$ZodArray)) continue;
      // A list an older version did not write yet starts empty.
      if (source[name] === undefined) {
        kept[name] = [];
        continue;
      }
      const part = splitRecords(field, source[name]);
      kept[name] = part ? part.kept : [];
      const lost = part ? part.rejected : source[name];
      if (lost !== undefined) rejected[name] = lost;
    }
    return { kept, rejected: Object.keys(rejected).length > 0 ? rejected : undefined };
  }
  return null;
}
