import type { ServerReply } from '../payment/payment.model';
import { PAYMENT_MESSAGES } from '../shared/messages';
import { BILLING_REPLIES } from './billing.messages';
import type { PaymentRef, Payments } from './billing.ports';

/**
 * The student's app confirms an approved payment. The approval already granted the plan and its
 * allowance, so this only marks the payment: however late or often it comes, nothing is given twice.
 */
export class ConfirmPayment<P extends PaymentRef> {
  constructor(private readonly payments: Payments<P>) {}

  async execute(userId: string, now: number): Promise<ServerReply> {
    const outcome = await this.payments.confirmApproved(userId, now);
    if (outcome === 'nothing_approved') return { success: false, message: PAYMENT_MESSAGES.confirmFailed };
    return { success: true, message: outcome === 'confirmed' ? BILLING_REPLIES.confirmed : BILLING_REPLIES.alreadyConfirmed };
  }
}
