import { describe, expect, it } from 'vitest';
import { CompletePayment } from '../../../core/payment/complete-payment.use-case';
import { SendPayment } from '../../../core/payment/send-payment.use-case';
import { WaitForApproval } from '../../../core/payment/wait-for-approval.use-case';
import { AppError } from '../../../core/shared/app-error';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import { FakeBackend, FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { RecordingLogger } from '../../fakes/recording-logger';

const details = { plan: 'monthly' as const, bankingName: ' Asha Rao ', last4: '4821', notes: '' };

describe('SendPayment', () => {
  it('sends the UPI submission for the chosen plan', async () => {
    const backend = new FakeBackend();
    expect(await new SendPayment(backend).execute(details)).toEqual({
      ok: true,
      value: { title: 'Payment Submitted Successfully!', description: 'Waiting for admin approval...' },
    });
    expect(backend.payments).toEqual([
      { transactionId: '', bankingName: 'Asha Rao', last4: '4821', amount: 300, paymentMethod: 'upi', planType: 'monthly' },
    ]);
  });

  it('validates the banking name, then the last 4 digits', async () => {
    const backend = new FakeBackend();
    expect(await new SendPayment(backend).execute({ ...details, bankingName: ' ', last4: '12' })).toMatchObject({
      ok: false,
      error: { title: 'Missing Banking Name', message: 'Please enter your banking name' },
    });
    expect(await new SendPayment(backend).execute({ ...details, last4: '12' })).toMatchObject({
      ok: false,
      error: { title: 'Invalid Last 4 Digits', message: 'Please enter the last 4 digits of transaction ID' },
    });
    expect(backend.payments).toEqual([]);
  });

  it.each([
    [{ success: false, message: 'Duplicate payment' }, 'Duplicate payment'],
    [{ success: false, message: '' }, 'Unknown error'],
    [new AppError('network', ''), 'Failed to submit payment'],
    [new AppError('payment_required', 'Trial already used'), 'Trial already used'],
  ])('reports a refusal as "Payment Submission Failed"', async (reply, message) => {
    const backend = new FakeBackend();
    backend.paymentReply = reply;
    expect(await new SendPayment(backend).execute(details)).toMatchObject({
      ok: false,
      error: { title: 'Payment Submission Failed', message },
    });
  });
});

describe('WaitForApproval', () => {
  function waiter() {
    const backend = new FakeBackend();
    const clock = new FakeClock(0);
    const logger = new RecordingLogger();
    return { backend, clock, logger, wait: new WaitForApproval(backend, clock, logger) };
  }

  it('polls every 5 seconds until the operator approves', async () => {
    const { backend, clock, wait } = waiter();
    backend.statusQueue.push(FREE_STATUS, FREE_STATUS, PREMIUM_STATUS);
    const outcome = wait.execute();
    await clock.advance(14_999);
    expect(backend.statusCalls).toBe(2);
    await clock.advance(1);
    expect(await outcome).toBe('approved');
    expect(backend.statusCalls).toBe(3);
  });

  it('gives up after 120 seconds, having polled 24 times', async () => {
    const { backend, clock, wait } = waiter();
    const outcome = wait.execute();
    await clock.advance(120_000);
    expect(await outcome).toBe('under_review');
    expect(backend.statusCalls).toBe(24);
  });

  it('rides out a failed poll but stops after three in a row', async () => {
    const { backend, clock, wait, logger } = waiter();
    const offline = new AppError('network', 'offline');
    backend.statusQueue.push(offline, FREE_STATUS, offline, offline, offline);
    const outcome = wait.execute();
    await clock.advance(25_000);
    expect(await outcome).toBe('poll_failed');
    expect(logger.messages('warn')).toHaveLength(4);
  });

  it('stops at once when a 401 has ended the session', async () => {
    const { backend, clock, wait } = waiter();
    backend.statusQueue.push(FREE_STATUS, new AppError('session_expired', 'Authentication failed'), FREE_STATUS);
    const outcome = wait.execute();
    await clock.advance(10_000);
    expect(await outcome).toBe('session_ended');
    expect(backend.statusCalls).toBe(2);
  });

  it('stops when the dialog is closed', async () => {
    const { backend, clock, wait } = waiter();
    const controller = new AbortController();
    const outcome = wait.execute(controller.signal);
    await clock.advance(5_000);
    controller.abort();
    await clock.advance(5_000);
    expect(await outcome).toBe('under_review');
    expect(backend.statusCalls).toBe(1);
  });
});

describe('CompletePayment', () => {
  function confirmer() {
    const kit = accessKit(PREMIUM_STATUS);
    const aiHost = new FakeAiHost();
    const database = new FakeDatabase();
    const confirm = new CompletePayment(kit.auth, aiHost, database, kit.statuses, kit.ledger, kit.logger);
    return { kit, aiHost, database, confirm };
  }

  it('resets the usage counters, marks the profile paid and refetches the status', async () => {
    const { kit, aiHost, database, confirm } = confirmer();
    kit.ledger.increment(kit.email, 'aiDoubtSolver');
    const result = await confirm.execute(300);
    expect(result).toEqual({ ok: true, value: { success: true, message: 'Payment confirmed' } });
    expect(aiHost.confirmations).toEqual([{ userId: 'user-1', amountPaid: 300 }]);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(0);
    expect(database.profiles.get('user-1')?.paymentStatus).toBe('paid');
    expect(kit.statuses.cached(kit.email)).toEqual(PREMIUM_STATUS);
  });

  it('keeps the counters when confirmation fails, with the catalogue message', async () => {
    const { kit, aiHost, confirm } = confirmer();
    kit.ledger.increment(kit.email, 'aiDoubtSolver');
    aiHost.confirm = new AppError('network', 'offline');
    expect(await confirm.execute(15)).toMatchObject({ ok: false, error: { message: 'Failed to confirm payment' } });
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
  });

  it('logs what could not be recorded after the payment', async () => {
    const { kit, database, confirm } = confirmer();
    database.failure = new AppError('network', 'offline');
    expect((await confirm.execute(15)).ok).toBe(true);
    expect(kit.logger.messages('error')).toEqual(['After payment']);
  });

  it('needs a signed-in user', async () => {
    const { kit, confirm } = confirmer();
    kit.auth.session = null;
    expect((await confirm.execute(15)).ok).toBe(false);
  });
});
