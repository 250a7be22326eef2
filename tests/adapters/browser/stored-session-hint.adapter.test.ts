import { describe, expect, it } from 'vitest';
import { StoredSessionHint } from '../../../adapters/browser/stored-session-hint.adapter';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('StoredSessionHint', () => {
  it('says signed out until a signed-in session is recorded, and again after a sign-out', () => {
    const storage = memoryStorage();
    const hint = new StoredSessionHint(() => storage);
    expect(hint.signedIn()).toBe(false);
    hint.record(true);
    expect(hint.signedIn()).toBe(true);
    expect(new StoredSessionHint(() => storage).signedIn()).toBe(true);
    hint.record(false);
    expect(hint.signedIn()).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('reads anything but its own value as signed out', () => {
    const storage = memoryStorage();
    storage.setItem('nyayapath.session-hint', 'true');
    expect(new StoredSessionHint(() => storage).signedIn()).toBe(false);
  });

  it('loses only the hint when storage is blocked or missing', () => {
    for (const storage of [blocked, undefined]) {
      const hint = new StoredSessionHint(() => storage);
      expect(() => hint.record(true)).not.toThrow();
      expect(hint.signedIn()).toBe(false);
    }
  });
});
