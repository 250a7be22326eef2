import { describe, expect, it } from 'vitest';
import { BrowserKeyValueStorage } from '../../../adapters/browser/browser-key-value-storage.adapter';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { AccountStatusStore } from '../../../core/access/account-status.store';
import { GetAccountOverview } from '../../../core/access/get-account-overview.use-case';
import { UsageLedger } from '../../../core/access/usage-ledger';
import { SendPayment } from '../../../core/payment/send-payment.use-case';
import { STORAGE_MESSAGES } from '../../../core/shared/messages';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { RecordingLogger } from '../../fakes/recording-logger';

/** localStorage with a quota: once `full`, every setItem throws QuotaExceededError as browsers do. */
class QuotaWebStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
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
    this.items.set(key, value);
  }
}

function setUp() {
  const area = new QuotaWebStorage();
  const storage = new BrowserKeyValueStorage(area);
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 9));
  const auth = new FakeAuth();
  const logger = new RecordingLogger();
  const backend = new LocalBackend(storage, clock, auth, logger);
  const desk = new LocalPaymentDesk(storage, clock, logger);
  const ledger = new UsageLedger(storage);
  const overview = new GetAccountOverview(auth, new AccountStatusStore(backend, storage, ledger), ledger, clock);
  return { area, backend, desk, overview, submit: new SendPayment(backend) };
}

const details = { plan: 'monthly' as const, bankingName: 'Asha Verma', last4: '4821', notes: '' };

describe('local mode on a device whose storage is full', () => {
  it('tells the student in plain words why a payment was not submitted, and keeps what was stored', async () => {
    const { area, submit, desk } = setUp();
    expect((await submit.execute(details)).ok).toBe(true);
    const before = new Map(area.items);
    area.full = true;

    const result = await submit.execute({ ...details, plan: 'daily' });
    expect(result).toMatchObject({ ok: false, error: { code: 'storage', title: 'Payment Submission Failed', message: STORAGE_MESSAGES.deviceFull } });
    expect(area.items).toEqual(before);
    expect(await desk.listPayments()).toHaveLength(1);
  });

  it('still shows premium after approval although the status cannot be remembered', async () => {
    const { area, submit, desk, overview } = setUp();
    await submit.execute(details);
    const [payment] = await desk.listPayments();
    await desk.approve(payment!.id);
    area.full = true;

    const result = await overview.execute({ refresh: true });
    expect(result).toMatchObject({ ok: true, value: { premium: true, label: 'Premium Subscription' } });
  });
});
