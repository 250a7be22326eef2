import { describe, expect, it } from 'vitest';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { newProfile } from '../../../core/profile/profile.model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const recoveredKeys = (storage: MemoryStorage, key: string) => [...storage.values.keys()].filter((name) => name.startsWith(`${key}.recovered.`));

describe('local mode with one damaged record', () => {
  it('keeps every other account: a new sign-up does not erase them', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock();
    const auth = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, new RecordingLogger());
    await auth.signUp({ email: 'asha@example.in', password: 'secret-123', phoneNumber: '9876543210' });
    const key = 'nyayapath.local.auth.accounts';
    const accounts = JSON.parse(storage.get(key)!) as unknown[];
    storage.values.set(key, JSON.stringify([...accounts, { user: { id: 'x' }, salt: 'zz', hash: 'not hex', iterations: -1 }]));

    const fresh = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, new RecordingLogger());
    await fresh.signUp({ email: 'ravi@example.in', password: 'secret-456', phoneNumber: '9876543211' });
    await expect(fresh.signIn({ email: 'asha@example.in', password: 'secret-123' })).resolves.toMatchObject({ user: { email: 'asha@example.in' } });
    await expect(fresh.signIn({ email: 'ravi@example.in', password: 'secret-456' })).resolves.toMatchObject({ user: { email: 'ravi@example.in' } });
    expect(recoveredKeys(storage, key)).toHaveLength(1);
  });

  it('keeps every other profile when one is damaged', async () => {
    const storage = new MemoryStorage();
    const key = 'nyayapath.local.db.profiles';
    storage.values.set(key, JSON.stringify([{ ...newProfile('user-1'), fullName: 'Asha' }, { ...newProfile('user-2'), isFirstLogin: 'yes' }]));
    const database = new LocalDatabase(storage, new FakeClock(), new RecordingLogger());
    await database.updateProfile('user-3', { exitFeedback: 'Too costly' });
    expect(await database.getProfile('user-1')).toMatchObject({ fullName: 'Asha' });
    expect(await database.getProfile('user-3')).toMatchObject({ exitFeedback: 'Too costly' });
    expect(JSON.parse(storage.get(recoveredKeys(storage, key)[0]!)!)).toEqual([{ ...newProfile('user-2'), isFirstLogin: 'yes' }]);
  });

  it('keeps every plan and payment when one payment is damaged', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock(Date.UTC(2026, 10, 21, 9));
    const logger = new RecordingLogger();
    const backend = new LocalBackend(storage, clock, new FakeAuth(), logger);
    const desk = new LocalPaymentDesk(storage, clock, logger);
    await backend.submitPayment({ transactionId: '', bankingName: 'Asha', last4: '4821', amount: 300, paymentMethod: 'upi', planType: 'monthly' });
    await desk.approve((await desk.listPayments())[0]!.id);
    const key = 'nyayapath.local.backend';
    const tables = JSON.parse(storage.get(key)!) as { payments: unknown[] };
    storage.values.set(key, JSON.stringify({ ...tables, payments: [...tables.payments, { id: 'broken', state: 'lost' }] }));

    await backend.submitPayment({ transactionId: '', bankingName: 'Asha', last4: '4822', amount: 15, paymentMethod: 'upi', planType: 'daily' });
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true });
    expect(await desk.listPayments()).toHaveLength(2);
    expect(JSON.parse(storage.get(recoveredKeys(storage, key)[0]!)!)).toEqual({ payments: [{ id: 'broken', state: 'lost' }] });
  });
});
