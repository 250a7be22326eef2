import type { AccountStatusStore } from '../access/account-status.store';
import type { UsageLedger } from '../access/usage-ledger';
import type { Auth } from '../auth/auth.port';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import { PAYMENT_MESSAGES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { PaymentConfirmation } from './payment-confirmation.port';
import type { ServerReply } from './payment.model';

/**
 * After approval, in the student's app: confirms the payment with the AI host, starts this
 * device's usage counters again (spec §4), marks the profile paid and refetches the backend
 * status. The approval itself granted the plan and the allowance (core/billing's DecidePayment).
 */
export class CompletePayment {
  constructor(
    private readonly auth: Auth,
    private readonly confirmation: PaymentConfirmation,
    private readonly database: Database,
    private readonly statuses: AccountStatusStore,
    private readonly ledger: UsageLedger,
    private readonly logger: Logger,
  ) {}

  async execute(amountPaid: number): Promise<Result<ServerReply>> {
    const session = await this.auth.currentSession();
    if (!session) return fail('not_signed_in', PAYMENT_MESSAGES.confirmFailed);
    const { id: userId, email } = session.user;

    let reply: ServerReply;
    try {
      reply = await this.confirmation.confirmPayment({ userId, amountPaid });
    } catch (error) {
      this.logger.error('Payment confirmation failed', { error: String(error) });
      reply = { success: false, message: PAYMENT_MESSAGES.confirmFailed };
    }
    if (reply.success) this.ledger.reset(email);

    const settled = await Promise.allSettled([
      this.database.updateProfile(userId, { paymentStatus: 'paid' }),
      this.statuses.refresh(email),
    ]);
    for (const outcome of settled) {
      if (outcome.status === 'rejected') this.logger.error('After payment', { error: String(outcome.reason) });
    }
    return reply.success ? ok(reply) : fail('http', reply.message || PAYMENT_MESSAGES.confirmFailed);
  }
}
