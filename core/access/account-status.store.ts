import type { Backend } from '../ports/backend.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import type { BackendUserStatus } from './access.model';
import type { UsageLedger } from './usage-ledger';

/**
 * The backend's status for the signed-in user, remembered per user on this device so that
 * access badges show at once and survive a flaky connection.
 */
export class AccountStatusStore {
  constructor(
    private readonly backend: Backend,
    private readonly storage: KeyValueStorage,
    /** Kept in step with the usage a metering backend reports with the status. */
    private readonly ledger: UsageLedger,
  ) {}

  cached(email: string): BackendUserStatus | null {
    const stored = parseJson(this.storage.get(userStorageKey('status', email)));
    if (!isRecord(stored) || typeof stored.hasActivePlan !== 'boolean' || typeof stored.accountStatus !== 'string') {
      return null;
    }
    return stored as unknown as BackendUserStatus;
  }

  /** Fetches the status from the backend and remembers it. Rejects with the backend's AppError. */
  async refresh(email: string): Promise<BackendUserStatus> {
    const status = await this.backend.getUserStatus();
    try {
      this.storage.set(userStorageKey('status', email), JSON.stringify(status));
      if (status.usage) this.ledger.replace(email, status.usage);
    } catch {
      // Only the copy for the next visit was lost (e.g. a full device): the status itself is
      // fresh, so a plan just granted shows at once instead of the stale remembered one.
    }
    return status;
  }

  /** The remembered status, fetched when there is none yet. */
  async current(email: string): Promise<BackendUserStatus> {
    return this.cached(email) ?? this.refresh(email);
  }
}
