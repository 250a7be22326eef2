import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import { EMPTY_USAGE, FEATURES, type Feature, type UsageCounters } from './access.model';

/** The per-user usage counters of the AI features, kept on this device. */
export class UsageLedger {
  constructor(private readonly storage: KeyValueStorage) {}

  read(email: string): UsageCounters {
    const stored = parseJson(this.storage.get(userStorageKey('usage', email)));
    if (!isRecord(stored)) return { ...EMPTY_USAGE };
    const counters = { ...EMPTY_USAGE };
    for (const feature of FEATURES) {
      const value = stored[feature];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) counters[feature] = value;
    }
    return counters;
  }

  increment(email: string, feature: Feature): UsageCounters {
    const counters = this.read(email);
    counters[feature] += 1;
    this.storage.set(userStorageKey('usage', email), JSON.stringify(counters));
    return counters;
  }

  /** Takes the counters a metering backend reports, so badges show what it will allow. */
  replace(email: string, counters: UsageCounters): void {
    this.storage.set(userStorageKey('usage', email), JSON.stringify({ ...EMPTY_USAGE, ...counters }));
  }

  reset(email: string): void {
    this.storage.set(userStorageKey('usage', email), JSON.stringify(EMPTY_USAGE));
  }
}
