import { describe, expect, it } from 'vitest';
import { BILLING_REPLIES } from '../../../core/billing/billing.messages';
import { ConfirmPayment } from '../../../core/billing/confirm-payment.use-case';
import { DecidePayment } from '../../../core/billing/decide-payment.use-case';
import { MeterUse } from '../../../core/billing/meter-use.use-case';
import { SubmitPayment } from '../../../core/billing/submit-payment.use-case';
import type { PaymentSubmission } from '../../../core/payment/payment.model';
import { MemoryBilling } from '../../fakes/memory-billing';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const student = { userId: 'student-1', email: 'asha@example.com' };
const operator = { userId: 'operator-1', email: 'ops@example.com' };
const daily: PaymentSubmission = { transactionId: '', bankingName: ' Asha Verma ', last4: '4821', amount: 15, paymentMethod: 'upi', planType: 'daily' };

function billing() {
  const store = new MemoryBilling();
  return {
    store,
    submit: new SubmitPayment(store),
    decide: new DecidePayment(store),
    confirm: new ConfirmPayment(store),
    meter: new MeterUse(store),
  };
}

async function approvedDaily(b = billing(), at = NOW) {
  const queued = await b.submit.execute(student, daily, at);
  if (queued.kind !== 'queued') throw new Error(queued.message);
  await b.decide.execute(queued.payment.id, operator, { action: 'approve' }, at);
  return b;
}

describe('SubmitPayment', () => {
  it("queues the payment at the plan's own price, and a repeat of a pending one once", async () => {
    const { submit, store } = billing();
    expect(await submit.execute(student, daily, NOW)).toMatchObject({ kind: 'queued', repeated: false, message: BILLING_REPLIES.submitted });
    expect(await submit.execute(student, daily, NOW)).toMatchObject({ kind: 'queued', repeated: true, message: BILLING_REPLIES.alreadyWaiting });
    expect(store.payments).toEqual([expect.objectContaining({ plan: 'daily', amount: 15, state: 'pending' })]);
  });

  it('refuses a price, a banking name or notes the plan does not allow, queueing nothing', async () => {
    const { submit, store } = billing();
    expect(await submit.execute(student, { ...daily, amount: 1 }, NOW)).toEqual({ kind: 'refused', message: 'The Try It Today plan costs ₹15.' });
    expect(await submit.execute(student, { ...daily, bankingName: 'A'.repeat(101) }, NOW)).toEqual({ kind: 'refused', message: BILLING_REPLIES.bankingNameTooLong });
    expect(await submit.execute(student, { ...daily, notes: 'n'.repeat(501) }, NOW)).toEqual({ kind: 'refused', message: BILLING_REPLIES.notesTooLong });
    expect(await submit.execute(student, { ...daily, last4: '12a4' }, NOW)).toMatchObject({ kind: 'refused' });
    expect(store.payments).toEqual([]);
  });
});

describe('DecidePayment', () => {
  it('approving grants the plan from now and writes the audit entry', async () => {
    const { store } = await approvedDaily();
    expect(store.planOf(student.userId)).toEqual({ plan: 'daily', validFrom: NOW, validTill: NOW + DAY });
    expect(store.audit).toEqual([{ action: 'approve', operator, reason: null, at: NOW }]);
  });

  it('a second approval extends a running plan from its end and keeps its start', async () => {
    const b = await approvedDaily();
    await approvedDaily(b, NOW + HOUR);
    expect(b.store.planOf(student.userId)).toEqual({ plan: 'daily', validFrom: NOW, validTill: NOW + 2 * DAY });
  });

  it('an approval after the plan ran out starts a new one', async () => {
    const b = await approvedDaily();
    await approvedDaily(b, NOW + 3 * DAY);
    expect(b.store.planOf(student.userId)).toEqual({ plan: 'daily', validFrom: NOW + 3 * DAY, validTill: NOW + 4 * DAY });
  });

  it('approving starts the allowance again: one payment, one allowance', async () => {
    const b = await approvedDaily();
    for (let use = 0; use < 35; use += 1) await b.meter.run(student.userId, 'aiDoubtSolver', NOW, async () => ({ value: 'answer', charged: true }));
    expect((await b.store.planAndUsage(student.userId)).usage.aiDoubtSolver).toBe(35);
    await approvedDaily(b, NOW + HOUR);
    expect((await b.store.planAndUsage(student.userId)).usage.aiDoubtSolver).toBe(0);
    // A confirmation, however late, adds nothing.
    expect(await b.confirm.execute(student.userId, NOW + 2 * HOUR)).toEqual({ success: true, message: BILLING_REPLIES.confirmed });
    expect((await b.store.planAndUsage(student.userId)).usage.aiDoubtSolver).toBe(0);
  });

  it('rejecting keeps the reason and grants nothing', async () => {
    const { submit, decide, store } = billing();
    const queued = await submit.execute(student, daily, NOW);
    if (queued.kind !== 'queued') throw new Error('not queued');
    const outcome = await decide.execute(queued.payment.id, operator, { action: 'reject', reason: 'No such UPI credit' }, NOW);
    expect(outcome).toMatchObject({ kind: 'decided', payment: { state: 'rejected', reason: 'No such UPI credit' } });
    expect(store.planOf(student.userId)).toBeNull();
  });

  it('decides a payment once, and only a known one', async () => {
    const b = await approvedDaily();
    const id = b.store.payments[0]!.id;
    expect(await b.decide.execute(id, operator, { action: 'reject', reason: 'late' }, NOW)).toEqual({ kind: 'already', state: 'approved' });
    expect(await b.decide.execute('payment-none', operator, { action: 'approve' }, NOW)).toEqual({ kind: 'not_found' });
    expect(b.store.audit).toHaveLength(1);
  });
});

describe('ConfirmPayment', () => {
  it('confirms only an approved payment whose plan runs, once', async () => {
    const b = billing();
    expect(await b.confirm.execute(student.userId, NOW)).toEqual({ success: false, message: 'Failed to confirm payment' });
    await approvedDaily(b);
    expect(await b.confirm.execute(student.userId, NOW)).toEqual({ success: true, message: 'Payment confirmed' });
    expect(await b.confirm.execute(student.userId, NOW)).toEqual({ success: true, message: 'Payment already confirmed' });
    expect(await b.confirm.execute(student.userId, NOW + 2 * DAY)).toEqual({ success: false, message: 'Failed to confirm payment' });
  });
});

describe('MeterUse', () => {
  const answer = (charged: boolean) => async () => ({ value: 'worked answer', charged });

  it('keeps the use of an answer and gives back the use of a decline', async () => {
    const { meter, store } = billing();
    expect(await meter.run(student.userId, 'aiDoubtSolver', NOW, answer(true))).toEqual({ kind: 'answered', value: 'worked answer' });
    expect(await meter.run(student.userId, 'aiDoubtSolver', NOW, answer(false))).toEqual({ kind: 'answered', value: 'worked answer' });
    expect((await store.planAndUsage(student.userId)).usage.aiDoubtSolver).toBe(1);
  });

  it('gives the use back when the tool fails, and lets the failure through', async () => {
    const { meter, store } = billing();
    const failing = async () => {
      throw new Error('tutor down');
    };
    await expect(meter.run(student.userId, 'aiDoubtSolver', NOW, failing)).rejects.toThrow('tutor down');
    expect((await store.planAndUsage(student.userId)).usage.aiDoubtSolver).toBe(0);
  });

  it('refuses before the tool runs once the allowance is used, in the words of the access rules', async () => {
    const { meter } = billing();
    let ran = 0;
    const counted = async () => {
      ran += 1;
      return { value: 'answer', charged: true };
    };
    for (let use = 0; use < 5; use += 1) await meter.run(student.userId, 'aiDoubtSolver', NOW, counted);
    expect(await meter.run(student.userId, 'aiDoubtSolver', NOW, counted)).toEqual({ kind: 'refused', message: 'Upgrade Required' });
    expect(await meter.run(student.userId, 'studyAdvice', NOW, counted)).toEqual({ kind: 'refused', message: 'Payment required to use this feature' });
    expect(await meter.run(student.userId, 'materialPractice', NOW, counted)).toEqual({ kind: 'refused', message: 'Material Practice - Coming Soon' });
    expect(ran).toBe(5);
  });

  it('gives a paid plan 35 uses of each tool, then says a new payment adds 35 more', async () => {
    const b = await approvedDaily();
    for (let use = 0; use < 35; use += 1) await b.meter.run(student.userId, 'studyAdvice', NOW, answer(true));
    expect(await b.meter.run(student.userId, 'studyAdvice', NOW, answer(true))).toEqual({
      kind: 'refused',
      message: 'Premium credits over - buy more to continue using. A new payment adds 35 more uses.',
    });
  });
});
