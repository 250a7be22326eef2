import type { PaymentSubmission } from '../payment/payment.model';
import { checkPaymentSubmission } from '../payment/payment.validation';
import { BANKING_NAME_MAX_LENGTH, BILLING_REPLIES, NOTES_MAX_LENGTH } from './billing.messages';
import type { Account, PaymentRef, Payments } from './billing.ports';
import { PLANS } from './plans';

export type SubmissionOutcome<P extends PaymentRef> =
  | { readonly kind: 'queued'; readonly payment: P; readonly repeated: boolean; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Queues a student's UPI payment for the operator. Whatever the sender claims, the submission
 * must name a plan at that plan's price, with a banking name and 4 digits; the queued amount is
 * the plan's price from core's own list.
 */
export class SubmitPayment<P extends PaymentRef> {
  constructor(private readonly payments: Payments<P>) {}

  async execute(account: Account, sent: PaymentSubmission, now: number): Promise<SubmissionOutcome<P>> {
    const submission = { ...sent, bankingName: sent.bankingName.trim(), notes: sent.notes?.trim() ?? '' };
    const problem =
      checkPaymentSubmission(submission) ??
      (submission.bankingName.length > BANKING_NAME_MAX_LENGTH ? BILLING_REPLIES.bankingNameTooLong : null) ??
      (submission.notes.length > NOTES_MAX_LENGTH ? BILLING_REPLIES.notesTooLong : null);
    if (problem) return { kind: 'refused', message: problem };

    const { payment, repeated } = await this.payments.queue({
      account,
      plan: submission.planType,
      amount: PLANS[submission.planType].price,
      transactionId: submission.transactionId.trim(),
      bankingName: submission.bankingName,
      last4: submission.last4,
      notes: submission.notes || null,
      submittedAt: now,
    });
    return { kind: 'queued', payment, repeated, message: repeated ? BILLING_REPLIES.alreadyWaiting : BILLING_REPLIES.submitted };
  }
}
