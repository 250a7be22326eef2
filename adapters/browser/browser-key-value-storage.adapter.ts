import { injectable, unmanaged } from 'inversify';
import { AppError } from '../../core/shared/app-error';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { STORAGE_MESSAGES } from '../../core/shared/messages';

/** KeyValueStorage over the Web Storage API (localStorage by default). */
@injectable()
export class BrowserKeyValueStorage implements KeyValueStorage {
  constructor(@unmanaged() private readonly storage?: Storage) {}

  get(key: string): string | null {
    try {
      return this.area().getItem(key);
    } catch {
      // Storage disabled by the browser (e.g. blocked cookies): nothing is stored, so nothing is read.
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      // setItem either stores the whole value or throws and keeps the previous one.
      this.area().setItem(key, value);
    } catch (error) {
      throw new AppError('storage', isQuotaExceeded(error) ? STORAGE_MESSAGES.deviceFull : STORAGE_MESSAGES.saveFailed);
    }
  }

  remove(key: string): void {
    try {
      this.area().removeItem(key);
    } catch {
      throw new AppError('storage', STORAGE_MESSAGES.saveFailed);
    }
  }

  // Resolved on each call: merely reading `localStorage` throws in some private modes.
  private area(): Storage {
    const area = this.storage ?? globalThis.localStorage;
    if (!area) throw new Error('Web Storage is not available');
    return area;
  }
}

/** The quota error under each browser's name for it (Firefox's older one included). */
function isQuotaExceeded(error: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(error instanceof DOMException)) return false;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22;
}
