import { PAYMENT_NOTICES, type Notice } from '../shared/messages';
import type { PaymentDetailsInput, PaymentSubmission, PlanKey } from './payment.model';
import { PLANS } from '../billing/plans';

const LAST4_LENGTH = 4;

export function sanitizeLast4(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, LAST4_LENGTH);
}

export function validatePaymentDetails(input: PaymentDetailsInput): Notice | null {
  if (input.bankingName.trim() === '') return PAYMENT_NOTICES.missingBankingName;
  if (!/^\d{4}$/.test(input.last4)) return PAYMENT_NOTICES.invalidLast4;
  return null;
}

export function buildPaymentSubmission(input: PaymentDetailsInput): PaymentSubmission {
  const notes = input.notes.trim();
  return {
    // The form offers no transaction id input; the backend still expects the field.
    transactionId: '',
    bankingName: input.bankingName.trim(),
    last4: input.last4,
    amount: PLANS[input.plan].price,
    paymentMethod: 'upi',
    planType: input.plan,
    ...(notes === '' ? {} : { notes }),
  };
}

/**
 * What a backend checks before it stores a submission for the operator: the client validates
 * too, but nothing stored may skip this. Null when acceptable, else the reason for the student.
 */
export function checkPaymentSubmission(submission: PaymentSubmission): string | null {
  if (submission.bankingName.trim() === '') return PAYMENT_NOTICES.missingBankingName.description;
  if (!/^\d{4}$/.test(submission.last4)) return PAYMENT_NOTICES.invalidLast4.description;
  if (!isPlanKey(submission.planType)) return 'Unknown plan.';
  const plan = PLANS[submission.planType];
  if (submission.amount !== plan.price) return `The ${plan.name} plan costs ₹${plan.price}.`;
  return null;
}

export function isPlanKey(value: string): value is PlanKey {
  return Object.hasOwn(PLANS, value);
}
