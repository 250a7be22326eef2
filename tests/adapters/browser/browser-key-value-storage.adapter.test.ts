import { describe, expect, it } from 'vitest';
import { BrowserKeyValueStorage } from '../../../adapters/browser/browser-key-value-storage.adapter';
import { AppError } from '../../../core/shared/app-error';
import { STORAGE_MESSAGES } from '../../../core/shared/messages';

/** A Web Storage whose setItem can be made to throw, as a full or private-mode localStorage does. */
class InMemoryWebStorage implements Storage {
  private readonly items = new Map<string, string>();
  full = false;
  blocked = false;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.set(key, value);
  }
}

describe('BrowserKeyValueStorage', () => {
  it('stores, reads back and removes values', () => {
    const storage = new BrowserKeyValueStorage(new InMemoryWebStorage());
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'one');
    expect(storage.get('k')).toBe('one');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('reports a full device in plain words and keeps the previous value', () => {
    const area = new InMemoryWebStorage();
    const storage = new BrowserKeyValueStorage(area);
    storage.set('k', 'before');
    area.full = true;

    let caught: unknown;
    try {
      storage.set('k', 'after');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ code: 'storage', message: STORAGE_MESSAGES.deviceFull });
    expect(storage.get('k')).toBe('before');
  });

  it('reports any other refused write as a storage error', () => {
    const area = new InMemoryWebStorage();
    area.blocked = true;
    expect(() => new BrowserKeyValueStorage(area).set('k', 'v')).toThrow(
      expect.objectContaining({ code: 'storage', message: STORAGE_MESSAGES.saveFailed }),
    );
  });

  it('reads nothing and refuses writes when the browser offers no storage at all', () => {
    // Node has no localStorage, like a browser that blocks it.
    const storage = new BrowserKeyValueStorage();
    expect(storage.get('k')).toBeNull();
    expect(() => storage.set('k', 'v')).toThrow(expect.objectContaining({ code: 'storage' }));
  });
});
