import type { z } from 'zod';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';

/** Every key local mode writes starts with this, so its data is easy to find and to wipe. */
export const LOCAL_KEY_PREFIX = 'nyayapath.local.';

/**
 * One JSON document in KeyValueStorage, checked against a schema on every read. A missing,
 * corrupt or foreign value reads as null (and is logged) instead of crashing the app; a write
 * goes through KeyValueStorage.set, so a failed write throws AppError 'storage' and leaves the
 * previous document untouched.
 */
export class StoredDocument<T> {
  readonly key: string;

  constructor(
    private readonly storage: KeyValueStorage,
    name: string,
    private readonly schema: z.ZodType<T>,
    private readonly logger: Logger,
  ) {
    this.key = LOCAL_KEY_PREFIX + name;
  }

  read(): T | null {
    return this.decode(this.storage.get(this.key));
  }

  /** Decodes a raw stored value, e.g. one reported by another tab's `storage` event. */
  decode(raw: string | null): T | null {
    if (raw === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.logger.warn('Ignoring unreadable local data', { key: this.key, reason: 'not JSON' });
      return null;
    }
    const parsed = this.schema.safeParse(json);
    if (!parsed.success) {
      this.logger.warn('Ignoring unreadable local data', { key: this.key, reason: parsed.error.message });
      return null;
    }
    return parsed.data;
  }

  write(value: T): void {
    this.storage.set(this.key, JSON.stringify(value));
  }

  remove(): void {
    this.storage.remove(this.key);
  }
}
