import type { PaymentState } from '../payment/payment-record.model';
import type { Account, PaymentDecisions, PaymentRef } from './billing.ports';
import { renewedPlan } from './plan-grant.rules';

export type Decision = { readonly action: 'approve' } | { readonly action: 'reject'; readonly reason: string | null };

export type DecisionOutcome<P extends PaymentRef> =
  | { readonly kind: 'decided'; readonly payment: P }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already'; readonly state: PaymentState };

/**
 * An operator approves or rejects a pending payment. Approving grants the plan (from now, or
 * from the end of a plan still running) and starts the allowance again: one payment, one
 * allowance, however the student's confirmation comes. The decision, the plan and the audit
 * entry are written together.
 */
export class DecidePayment<P extends PaymentRef> {
  constructor(private readonly decisions: PaymentDecisions<P>) {}

  execute(paymentId: string, operator: Account, decision: Decision, now: number): Promise<DecisionOutcome<P>> {
    return this.decisions.decide(paymentId, async (payment, desk): Promise<DecisionOutcome<P>> => {
      if (!payment) return { kind: 'not_found' };
      if (payment.state !== 'pending') return { kind: 'already', state: payment.state };
      if (decision.action === 'approve') {
        await desk.savePlan(payment.userId, renewedPlan(await desk.planOf(payment.userId), payment.plan, now), now);
        await desk.restartAllowance(payment.userId, now);
      }
      const reason = decision.action === 'reject' ? decision.reason : null;
      return { kind: 'decided', payment: await desk.record(paymentId, { action: decision.action, operator, reason, at: now }) };
    });
  }
}
