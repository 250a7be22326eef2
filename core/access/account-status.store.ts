import type { Backend } from '../ports/backend.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import { EMPTY_USAGE, FEATURES, type BackendUserStatus, type UsageCounters } from './access.model';
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
    return rememberedStatus(parseJson(this.storage.get(userStorageKey('status', email))));
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

/**
 * A status read back from this device, checked in every nested field: without the two fields
 * every status has it is none; a malformed optional field (a date that is not one, usage that
 * is not counts) is dropped alone, so the rest still shows.
 */
function rememberedStatus(stored: unknown): BackendUserStatus | null {
  if (!isRecord(stored) || typeof stored.hasActivePlan !== 'boolean' || typeof stored.accountStatus !== 'string') return null;
  const optionalText = (value: unknown) => value === null || typeof value === 'string';
  const status: { -readonly [K in keyof BackendUserStatus]: BackendUserStatus[K] } = {
    hasActivePlan: stored.hasActivePlan,
    accountStatus: stored.accountStatus,
  };
  if (isRecord(stored.user) && (stored.user.planType === undefined || optionalText(stored.user.planType))) {
    status.user = stored.user.planType === undefined ? {} : { planType: stored.user.planType as string | null };
  }
  if (optionalText(stored.plan)) status.plan = stored.plan as string | null;
  const validTill = stored.subscriptionValidTill;
  if (validTill === null || (typeof validTill === 'string' && !Number.isNaN(Date.parse(validTill)))) status.subscriptionValidTill = validTill;
  const usage = rememberedUsage(stored.usage);
  if (usage) status.usage = usage;
  return status;
}

function rememberedUsage(value: unknown): UsageCounters | null {
  if (!isRecord(value)) return null;
  const usage = { ...EMPTY_USAGE };
  for (const feature of FEATURES) {
    const count = value[feature];
    if (count === undefined) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    usage[feature] = count;
  }
  return usage;
}
