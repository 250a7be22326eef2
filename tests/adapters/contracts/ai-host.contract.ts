import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DoubtRequest } from '../../../core/doubt/doubt.model';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import { OPTION_LETTERS, QUESTIONS_PER_REQUEST, type TopicPracticeRequest } from '../../../core/practice/practice.model';
import type { AiHost } from '../../../core/ports/ai-host.port';
import type { BackendUserStatus } from '../../../core/access/access.model';
import type { PaymentConfirmation } from '../../../core/payment/payment-confirmation.port';

/** The AI host's adapters: its tools, the payment confirmation, and the status call of spec §7. */
export type AiHostUnderTest = AiHost & PaymentConfirmation & { getUserStatus(userId: string): Promise<BackendUserStatus> };

export interface AiHostHarness {
  readonly aiHost: AiHostUnderTest;
  /** Signs a new student in, with no plan yet. */
  signIn(): Promise<{ readonly userId: string }>;
  /** The operator approves a payment of the signed-in student for this plan. */
  approvePayment(userId: string, plan: PlanKey): Promise<void>;
  cleanup(): Promise<void>;
}

const quantPractice: TopicPracticeRequest = { topic: 'Percentages', section: 'Quant', questionCount: QUESTIONS_PER_REQUEST };
const doubt: DoubtRequest = {
  inputType: 'image',
  content: 'A shopkeeper buys an article for Rs 400 and sells it for Rs 500. Find his profit percentage.',
  text: 'A shopkeeper buys an article for Rs 400 and sells it for Rs 500. Find his profit percentage.',
  imageBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
};
const adviceQuestion = 'How should I prepare for Legal Reasoning in the last month?';

/** What every AiHost does, whichever side of the network it lives on. */
export function aiHostContract(name: string, setup: () => Promise<AiHostHarness>): void {
  describe(`AiHost contract: ${name}`, () => {
    let harness: AiHostHarness;

    beforeEach(async () => {
      harness = await setup();
    });

    afterEach(async () => {
      await harness.cleanup();
    });

    it('makes five well-formed Quant questions with a consistent answer key', async () => {
      // Topic practice is a paid tool (spec §4): a metering host refuses it to a free student.
      const { userId } = await harness.signIn();
      await harness.approvePayment(userId, 'daily');
      const set = await harness.aiHost.generateTopicPractice(quantPractice);

      expect(typeof set.passage).toBe('string');
      expect(set.questions).toHaveLength(QUESTIONS_PER_REQUEST);
      set.questions.forEach((question, index) => {
        expect(question.question.trim()).not.toBe('');
        expect(question.options).toHaveLength(OPTION_LETTERS.length);
        expect(new Set(question.options.map((option) => option.trim())).size).toBe(OPTION_LETTERS.length);
        expect(OPTION_LETTERS).toContain(question.answer);
        expect(typeof question.explanation).toBe('string');
        expect(set.answerKey[`Q${index + 1}`]).toBe(question.answer);
      });
      expect(Object.keys(set.answerKey)).toHaveLength(QUESTIONS_PER_REQUEST);
    });

    it('solves a doubt with worked questions or an explanation', async () => {
      await harness.signIn();
      const response = await harness.aiHost.solveDoubt(doubt);

      expect(response.success).toBe(true);
      const explained = (response.explanation ?? '').trim() !== '';
      expect(response.questions.length > 0 || explained).toBe(true);
      for (const solution of response.questions) {
        expect(typeof solution.id).toBe('string');
        expect(Array.isArray(solution.steps)).toBe(true);
        expect(typeof solution.optionExplanations).toBe('object');
      }
    });

    it('gives study advice as text', async () => {
      const { userId } = await harness.signIn();
      await harness.approvePayment(userId, 'daily');
      expect((await harness.aiHost.getStudyAdvice(adviceQuestion)).trim()).not.toBe('');
    });

    it('confirms a payment only once the operator has approved it', async () => {
      const { userId } = await harness.signIn();
      const early = await harness.aiHost.confirmPayment({ userId, amountPaid: PLANS.daily.price });
      expect(early.success).toBe(false);
      expect(early.message.trim()).not.toBe('');

      await harness.approvePayment(userId, 'daily');
      expect(await harness.aiHost.confirmPayment({ userId, amountPaid: PLANS.daily.price })).toMatchObject({ success: true });
    });

    it("reports the student's status, upgraded after approval", async () => {
      const { userId } = await harness.signIn();
      expect(await harness.aiHost.getUserStatus(userId)).toMatchObject({ accountStatus: 'free', hasActivePlan: false });

      await harness.approvePayment(userId, 'monthly');
      expect(await harness.aiHost.getUserStatus(userId)).toMatchObject({ accountStatus: 'upgraded', hasActivePlan: true, plan: 'monthly' });
    });
  });
}
