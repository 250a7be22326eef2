import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { userStorageKey } from '../shared/storage-keys';

/**
 * Whether a student's full mock was on screen when the page went away (a reload, a closed tab):
 * the dashboard then opens straight onto the question, as the diagnostic carries on where it
 * stopped. Closing the mock or handing it in clears it. Storage that fails only loses the mark.
 */
export class MockOnScreenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  mark(email: string): void {
    try {
      this.storage.set(userStorageKey('mock-on-screen', email), '1');
    } catch {
      // Without the mark the dashboard offers Resume, as before.
    }
  }

  clear(email: string): void {
    this.storage.remove(userStorageKey('mock-on-screen', email));
  }

  isMarked(email: string): boolean {
    return this.storage.get(userStorageKey('mock-on-screen', email)) === '1';
  }
}
