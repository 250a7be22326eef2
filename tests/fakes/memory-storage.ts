import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { AppError } from '../../core/shared/app-error';

/**
 * KeyValueStorage in memory, for tests. Set `failWrites = true` to make every `set` throw
 * AppError 'storage' (as a full or private-mode localStorage does) without changing anything.
 */
export class MemoryStorage implements KeyValueStorage {
  /** What is stored, readable and writable by tests (e.g. to plant a corrupt value). */
  readonly values = new Map<string, string>();
  failWrites = false;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    // The same words as BrowserKeyValueStorage, so tests see what the user would.
    if (this.failWrites) throw new AppError('storage', 'Could not save on this device. Free some space and try again.');
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}
