import { describe, expect, it } from 'vitest';
import { LocalAiHost } from '../../../adapters/local/local-ai-host.adapter';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalContactInbox } from '../../../adapters/local/local-contact-inbox.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { UsageLedger } from '../../../core/access/usage-ledger';
import type { PaymentSubmission } from '../../../core/payment/payment.model';
import type { Auth } from '../../../core/auth/auth.port';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 10, 21, 9, 0, 0);

const daily: PaymentSubmission = { transactionId: '', bankingName: 'Asha Verma', last4: '4821', amount: 15, paymentMethod: 'upi', planType: 'daily' };
const monthly: PaymentSubmission = { ...daily, amount: 300, planType: 'monthly', notes: 'Paid from GPay' };

function setUp(auth: Auth = new FakeAuth(), storage = new MemoryStorage(), clock = new FakeClock(START)) {
  const logger = new RecordingLogger();
  return {
    storage,
    clock,
    logger,
    backend: new LocalBackend(storage, clock, auth, logger),
    desk: new LocalPaymentDesk(storage, clock, logger),
    aiHost: new LocalAiHost(storage, clock, auth, logger),
  };
}

describe('LocalBackend status and payments', () => {
  it('reports a new user as free', async () => {
    expect(await setUp().backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it('needs a signed-in user', async () => {
    const { backend } = setUp(new FakeAuth(null));
    const signedOut = { name: 'AppError', code: 'session_expired', message: 'Authentication failed' };
    await expect(backend.getUserStatus()).rejects.toMatchObject(signedOut);
    await expect(backend.submitPayment(daily)).rejects.toMatchObject(signedOut);
    await expect(backend.startFreeTrial('user-1')).rejects.toMatchObject(signedOut);
  });

  it('accepts the demo registration made straight after sign-up, before any sign-in', async () => {
    await expect(setUp(new FakeAuth(null)).backend.registerDemo({ username: 'asha', email: 'asha@example.in' })).resolves.toBeUndefined();
  });

  it('records a free trial without changing the plan', async () => {
    const { backend } = setUp();
    await backend.startFreeTrial('user-1');
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it('stores a submitted payment as pending for the operator', async () => {
    const { backend, desk } = setUp();
    expect(await backend.submitPayment(monthly)).toEqual({ success: true, message: 'Payment submitted for approval' });
    const [payment, ...others] = await desk.listPayments();
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ userId: 'user-1', email: 'asha@example.in', submission: monthly, state: 'pending', submittedAt: START, decidedAt: null });
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it.each([
    ['a blank banking name', { bankingName: '   ' }, 'Please enter your banking name'],
    ['three digits', { last4: '482' }, 'Please enter the last 4 digits of transaction ID'],
    ['letters in the digits', { last4: '48a1' }, 'Please enter the last 4 digits of transaction ID'],
    ['the wrong amount', { amount: 10 }, 'The Try It Today plan costs ₹15.'],
  ])('refuses a payment with %s and stores nothing', async (_case, change, message) => {
    const { backend, desk } = setUp();
    expect(await backend.submitPayment({ ...daily, ...change })).toEqual({ success: false, message });
    expect(await desk.listPayments()).toEqual([]);
  });

  it('keeps earlier payments when a new one cannot be saved', async () => {
    const { backend, desk, storage } = setUp();
    await backend.submitPayment(daily);
    storage.failWrites = true;
    await expect(backend.submitPayment(monthly)).rejects.toMatchObject({ code: 'storage' });
    expect((await desk.listPayments()).map((payment) => payment.submission.planType)).toEqual(['daily']);
  });
});

describe('LocalPaymentDesk', () => {
  it('lists payments newest first', async () => {
    const { backend, desk, clock } = setUp();
    await backend.submitPayment(daily);
    await clock.advance(1_000);
    await backend.submitPayment(monthly);
    await backend.submitPayment({ ...daily, last4: '9999' });
    expect((await desk.listPayments()).map((payment) => payment.submission.last4 + payment.submission.planType)).toEqual([
      '9999daily',
      '4821monthly',
      '4821daily',
    ]);
  });

  it('approving a daily payment upgrades the user for 24 hours, then the plan expires', async () => {
    const { backend, desk, clock } = setUp();
    await backend.submitPayment(daily);
    const [pending] = await desk.listPayments();
    await clock.advance(HOUR);
    await desk.approve(pending!.id);

    const approvedAt = START + HOUR;
    expect(await desk.listPayments()).toMatchObject([{ id: pending!.id, state: 'approved', decidedAt: approvedAt }]);
    expect(await backend.getUserStatus()).toEqual({
      hasActivePlan: true,
      accountStatus: 'upgraded',
      user: { planType: 'premium' },
      plan: 'daily',
      subscriptionValidTill: new Date(approvedAt + DAY).toISOString(),
    });

    await clock.advance(DAY);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true });
    await clock.advance(1);
    const expired = await backend.getUserStatus();
    expect(expired).toMatchObject({ accountStatus: 'expired', hasActivePlan: false, subscriptionValidTill: new Date(approvedAt + DAY).toISOString() });
    expect(expired.user?.planType).not.toBe('premium');
  });

  it('approving a monthly payment grants 30 days', async () => {
    const { backend, desk, clock } = setUp();
    await backend.submitPayment(monthly);
    const [pending] = await desk.listPayments();
    await desk.approve(pending!.id);
    expect(await backend.getUserStatus()).toMatchObject({
      accountStatus: 'upgraded',
      hasActivePlan: true,
      plan: 'monthly',
      subscriptionValidTill: new Date(START + 30 * DAY).toISOString(),
    });
    await clock.advance(30 * DAY + 1);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'expired', hasActivePlan: false });
  });

  it('queues a repeat of a payment still pending once, as the server does', async () => {
    const { backend, desk } = setUp();
    expect(await backend.submitPayment(daily)).toEqual({ success: true, message: 'Payment submitted for approval' });
    expect(await backend.submitPayment(daily)).toEqual({ success: true, message: 'This payment is already waiting for approval' });
    expect(await desk.listPayments()).toHaveLength(1);
  });

  it('a second approved payment extends the plan instead of overlapping it', async () => {
    const { backend, desk } = setUp();
    await backend.submitPayment(daily);
    await backend.submitPayment({ ...daily, last4: '9001' });
    for (const payment of await desk.listPayments()) await desk.approve(payment.id);
    expect(await backend.getUserStatus()).toMatchObject({ subscriptionValidTill: new Date(START + 2 * DAY).toISOString() });
  });

  it('grants the plan to the user who paid, not to others', async () => {
    const auth = new FakeAuth();
    const { backend, desk, storage, clock } = setUp(auth);
    await backend.submitPayment(daily);
    await desk.approve((await desk.listPayments())[0]!.id);
    auth.session = makeSession(makeUser('ravi@example.in', 'user-2'));
    expect(await setUp(auth, storage, clock).backend.getUserStatus()).toMatchObject({ accountStatus: 'free' });
  });

  it('rejecting a payment keeps the reason, lists the decision and leaves the user free', async () => {
    const { backend, desk, clock } = setUp();
    await backend.submitPayment(daily);
    const [pending] = await desk.listPayments();
    await clock.advance(5_000);
    await desk.reject(pending!.id, '  No such credit  ');
    expect(await desk.listPayments()).toMatchObject([{ state: 'rejected', decidedAt: START + 5_000, reason: 'No such credit' }]);
    expect(await desk.recentDecisions()).toEqual([
      {
        id: pending!.id,
        paymentId: pending!.id,
        action: 'reject',
        studentEmail: 'asha@example.in',
        plan: 'daily',
        amount: 15,
        operatorEmail: null,
        reason: 'No such credit',
        decidedAt: START + 5_000,
      },
    ]);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
  });

  it('reads payments stored before reasons were kept', async () => {
    const { backend, desk, storage } = setUp();
    await backend.submitPayment(daily);
    await desk.reject((await desk.listPayments())[0]!.id, 'No such credit');
    const key = 'nyayapath.local.backend';
    const tables = JSON.parse(storage.get(key)!) as { payments: Record<string, unknown>[] };
    delete tables.payments[0]!.reason;
    storage.set(key, JSON.stringify(tables));
    expect(await desk.listPayments()).toMatchObject([{ state: 'rejected' }]);
    expect(await desk.recentDecisions()).toMatchObject([{ action: 'reject', reason: null }]);
  });

  it('lists only the pending queue when asked', async () => {
    const { backend, desk, clock } = setUp();
    await backend.submitPayment(daily);
    await clock.advance(1_000);
    await backend.submitPayment(monthly);
    await desk.approve((await desk.listPayments())[1]!.id);
    expect((await desk.listPayments('pending')).map((payment) => payment.submission.planType)).toEqual(['monthly']);
    expect((await desk.listPayments('approved')).map((payment) => payment.submission.planType)).toEqual(['daily']);
  });

  it("shows the contact form's messages, newest first", async () => {
    const { storage, clock } = setUp();
    const database = new LocalDatabase(storage, clock, new RecordingLogger());
    const inbox = new LocalContactInbox(storage, clock, new RecordingLogger());
    expect(await inbox.messages()).toEqual([]);
    await database.insertContactSubmission({ name: 'Meera Iyer', email: 'meera@example.in', message: 'Is GK updated weekly?' });
    await clock.advance(60_000);
    await database.insertContactSubmission({ name: 'Rohan Das', email: 'rohan@example.in', message: 'Can I pay by card?' });
    expect(await inbox.messages()).toMatchObject([
      { name: 'Rohan Das', email: 'rohan@example.in', message: 'Can I pay by card?', receivedAt: START + 60_000 },
      { name: 'Meera Iyer', email: 'meera@example.in', message: 'Is GK updated weekly?', receivedAt: START },
    ]);
  });

  it('decides a payment only once, and only a known one', async () => {
    const { backend, desk } = setUp();
    await backend.submitPayment(daily);
    const [pending] = await desk.listPayments();
    await desk.approve(pending!.id);
    await expect(desk.approve(pending!.id)).rejects.toMatchObject({ name: 'AppError', code: 'conflict', message: 'This payment was already approved.' });
    await expect(desk.reject(pending!.id, 'late')).rejects.toMatchObject({ code: 'conflict' });
    await expect(desk.approve('no-such-payment')).rejects.toMatchObject({ code: 'not_found', message: 'Payment not found' });
  });

  it('leaves the payment pending and the user free when the approval cannot be saved', async () => {
    const { backend, desk, storage } = setUp();
    await backend.submitPayment(daily);
    const [pending] = await desk.listPayments();
    storage.failWrites = true;
    await expect(desk.approve(pending!.id)).rejects.toMatchObject({ code: 'storage' });
    storage.failWrites = false;
    expect(await desk.listPayments()).toMatchObject([{ state: 'pending' }]);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free' });
  });

  it('treats corrupt backend data as empty and logs it', async () => {
    const { backend, desk, storage, logger } = setUp();
    storage.set('nyayapath.local.backend', '{"payments": 7}');
    expect(await desk.listPayments()).toEqual([]);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free' });
    expect(logger.messages('warn')).toContain('Ignoring unreadable local data');
  });
});

describe('LocalAiHost payment confirmation', () => {
  it('confirms a payment only once it is approved', async () => {
    const { backend, desk, aiHost } = setUp();
    await backend.submitPayment(daily);
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toEqual({ success: false, message: 'Failed to confirm payment' });

    await desk.approve((await desk.listPayments())[0]!.id);
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toEqual({ success: true, message: 'Payment confirmed' });
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toEqual({ success: true, message: 'Payment already confirmed' });
    expect(await aiHost.getUserStatus('user-1')).toEqual(await backend.getUserStatus());
  });

  it("starts the student's uses again at the approval, so one payment gives one allowance", async () => {
    const { backend, desk, storage } = setUp();
    const ledger = new UsageLedger(storage);
    const email = (await new FakeAuth().currentSession())!.user.email;
    for (let use = 0; use < 5; use += 1) ledger.increment(email, 'aiDoubtSolver');
    await backend.submitPayment(daily);
    await desk.approve((await desk.listPayments())[0]!.id);
    expect(ledger.read(email).aiDoubtSolver).toBe(0);
  });

  it('does not confirm once the plan has expired', async () => {
    const { backend, desk, aiHost, clock } = setUp();
    await backend.submitPayment(daily);
    await desk.approve((await desk.listPayments())[0]!.id);
    await clock.advance(DAY + 1);
    expect(await aiHost.confirmPayment({ userId: 'user-1', amountPaid: 15 })).toMatchObject({ success: false });
    expect(await aiHost.getUserStatus('user-1')).toMatchObject({ accountStatus: 'expired' });
  });
});

describe('local mode end to end', () => {
  it('sign up, sign in, pay, approval at /admin, premium', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock(START);
    const auth = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, new RecordingLogger());
    const { backend, desk, aiHost } = setUp(auth, storage, clock);

    await auth.signUp({ email: 'asha@example.in', password: 'secret-123', phoneNumber: '9876543210' });
    await backend.registerDemo({ username: 'asha', email: 'asha@example.in' });
    const session = await auth.signIn({ email: 'asha@example.in', password: 'secret-123' });
    expect(await backend.submitPayment(monthly)).toMatchObject({ success: true });

    await clock.advance(10 * 60 * 1000);
    await desk.approve((await desk.listPayments())[0]!.id);
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true, plan: 'monthly' });
    expect(await aiHost.confirmPayment({ userId: session.user.id, amountPaid: 300 })).toMatchObject({ success: true });

    await auth.signOut();
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'session_expired' });
  });
});
