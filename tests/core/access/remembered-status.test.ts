import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../core/access/access.model';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { accessKit } from '../../fakes/access-kit';

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

describe('the remembered account status, read back from this device', () => {
  it('is well formed in every nested field, or none, whatever JSON is stored', { timeout: 0 }, () => {
    const { statuses, storage, email } = accessKit();
    const statusLike = fc.record(
      {
        hasActivePlan: fc.oneof(fc.boolean(), fc.jsonValue()),
        accountStatus: fc.oneof(fc.constantFrom('free', 'upgraded', 'expired'), fc.jsonValue()),
        user: fc.oneof(fc.record({ planType: fc.oneof(fc.string(), fc.constant(null), fc.jsonValue()) }), fc.jsonValue()),
        plan: fc.oneof(fc.string(), fc.constant(null), fc.jsonValue()),
        subscriptionValidTill: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), fc.jsonValue()),
        usage: fc.oneof(fc.dictionary(fc.constantFrom(...FEATURES), fc.oneof(fc.nat(), fc.jsonValue())), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(statusLike, fc.jsonValue()), (value) => {
        storage.set(userStorageKey('status', email), JSON.stringify(value));
        const status = statuses.cached(email);
        if (status === null) return;
        expect(typeof status.hasActivePlan).toBe('boolean');
        expect(typeof status.accountStatus).toBe('string');
        expect(isOptionalText(status.plan)).toBe(true);
        expect(status.user === undefined || isOptionalText(status.user.planType)).toBe(true);
        expect(status.subscriptionValidTill == null || !Number.isNaN(Date.parse(status.subscriptionValidTill))).toBe(true);
        if (status.usage !== undefined) {
          for (const feature of FEATURES) expect(Number.isInteger(status.usage[feature]) && status.usage[feature] >= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the valid parts and drops only a malformed one', () => {
    const { statuses, storage, email } = accessKit();
    storage.set(
      userStorageKey('status', email),
      JSON.stringify({ hasActivePlan: true, accountStatus: 'upgraded', subscriptionValidTill: 'soon', usage: 'lots', plan: 'monthly' }),
    );
    expect(statuses.cached(email)).toEqual({ hasActivePlan: true, accountStatus: 'upgraded', plan: 'monthly' });
  });
});
