import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPremium } from '../../../core/access/account-status.rules';
import type { PaymentSubmission } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import type { Backend } from '../../../core/ports/backend.port';

export interface BackendHarness {
  readonly backend: Backend;
  /** Signs a new student in, known to the backend and with no plan yet. */
  signIn(): Promise<{ readonly userId: string; readonly email: string }>;
  /** The operator approves the payment submitted last (local: the payment desk; http: the fake server). */
  approveLastPayment(): Promise<void>;
  cleanup(): Promise<void>;
}

const daily: PaymentSubmission = {
  transactionId: '',
  bankingName: 'Asha Verma',
  last4: '4821',
  amount: PLANS.daily.price,
  paymentMethod: 'upi',
  planType: 'daily',
};

/** What every Backend does, whichever side of the network it lives on. */
export function backendContract(name: string, setup: () => Promise<BackendHarness>): void {
  describe(`Backend contract: ${name}`, () => {
    let harness: BackendHarness;

    beforeEach(async () => {
      harness = await setup();
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('reports a new student as free, with no active plan', async () => {
      await harness.signIn();
      const status = await harness.backend.getUserStatus();
      expect(status).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
      expect(isPremium(status, Date.now())).toBe(false);
    });

    it('accepts a valid payment, and reports the plan once the operator approves it', async () => {
      await harness.signIn();
      const reply = await harness.backend.submitPayment(daily);
      expect(reply.success).toBe(true);
      expect(typeof reply.message).toBe('string');
      expect(await harness.backend.getUserStatus()).toMatchObject({ hasActivePlan: false });

      await harness.approveLastPayment();
      const status = await harness.backend.getUserStatus();
      expect(status).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true, plan: 'daily' });
      expect(Number.isNaN(Date.parse(status.subscriptionValidTill ?? ''))).toBe(false);
    });

    it('refuses a payment whose amount does not match the plan, saying why', async () => {
      await harness.signIn();
      const reply = await harness.backend.submitPayment({ ...daily, amount: PLANS.daily.price - 5 });
      expect(reply.success).toBe(false);
      expect(reply.message.trim()).not.toBe('');
      expect(await harness.backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
    });

    it("keeps a student's plan to that student", async () => {
      await harness.signIn();
      await harness.backend.submitPayment(daily);
      await harness.approveLastPayment();
      await harness.signIn();
      expect(await harness.backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
    });

    it("accepts the registration sent at sign-up for the signed-in student's own address", async () => {
      const { email } = await harness.signIn();
      await expect(harness.backend.registerDemo({ username: email.split('@')[0]!, email })).resolves.toBeUndefined();
    });

    it('records a free trial for the signed-in student without granting a plan', async () => {
      const { userId } = await harness.signIn();
      await expect(harness.backend.startFreeTrial(userId)).resolves.toBeUndefined();
      expect(await harness.backend.getUserStatus()).toMatchObject({ accountStatus: 'free', hasActivePlan: false });
    });

    it('refuses the status when nobody is signed in, as a 401 would', async () => {
      // Not a payment, upgrade or trial matter: the 401 rule signs the student out (spec §6).
      await expect(harness.backend.getUserStatus()).rejects.toMatchObject({ name: 'AppError', code: 'session_expired', message: 'Authentication failed' });
    });
  });
}
