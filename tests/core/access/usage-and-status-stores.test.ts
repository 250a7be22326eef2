import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE } from '../../../core/access/access.model';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { accessKit } from '../../fakes/access-kit';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

describe('UsageLedger', () => {
  it('keeps counters per user, keyed by the e-mail', () => {
    const { ledger, storage } = accessKit();
    ledger.increment('Asha@Example.in', 'topicPractice');
    ledger.increment('asha@example.in', 'topicPractice');
    expect(ledger.read('asha@example.in').topicPractice).toBe(2);
    expect(ledger.read('other@example.in')).toEqual(EMPTY_USAGE);
    expect(storage.get('nyayapath.usage.asha@example.in')).not.toBeNull();
  });

  it('resets every counter', () => {
    const { ledger } = accessKit();
    ledger.increment('a@b.in', 'studyAdvice');
    ledger.reset('a@b.in');
    expect(ledger.read('a@b.in')).toEqual(EMPTY_USAGE);
  });

  it('ignores corrupt or tampered values', () => {
    const { ledger, storage } = accessKit();
    storage.set(userStorageKey('usage', 'a@b.in'), '{not json');
    expect(ledger.read('a@b.in')).toEqual(EMPTY_USAGE);
    storage.set(userStorageKey('usage', 'a@b.in'), JSON.stringify({ studyAdvice: -3, topicPractice: 2.5, aiDoubtSolver: 4 }));
    expect(ledger.read('a@b.in')).toEqual({ ...EMPTY_USAGE, aiDoubtSolver: 4 });
  });
});

describe('AccountStatusStore', () => {
  it('remembers the fetched status and serves it without another call', async () => {
    const { statuses, backend, email } = accessKit(PREMIUM_STATUS);
    expect(statuses.cached(email)).toBeNull();
    expect(await statuses.current(email)).toEqual(PREMIUM_STATUS);
    expect(await statuses.current(email)).toEqual(PREMIUM_STATUS);
    expect(backend.statusCalls).toBe(1);
  });

  it('treats a malformed remembered status as none', () => {
    const { statuses, storage, email } = accessKit();
    storage.set(userStorageKey('status', email), JSON.stringify({ accountStatus: 3 }));
    expect(statuses.cached(email)).toBeNull();
  });

  it("takes a metering backend's usage as the truth, and leaves the device's count alone when none is reported", async () => {
    const { statuses, backend, ledger, email } = accessKit();
    ledger.increment(email, 'aiDoubtSolver');
    ledger.increment(email, 'aiDoubtSolver');
    await statuses.refresh(email);
    expect(ledger.read(email).aiDoubtSolver).toBe(2);

    backend.status = { ...backend.status, usage: { aiDoubtSolver: 5, topicPractice: 1, materialPractice: 0, conceptExplainer: 0, studyAdvice: 3, fullMock: 1 } };
    await statuses.refresh(email);
    expect(ledger.read(email)).toEqual({ aiDoubtSolver: 5, topicPractice: 1, materialPractice: 0, conceptExplainer: 0, studyAdvice: 3, fullMock: 1 });
  });
});
