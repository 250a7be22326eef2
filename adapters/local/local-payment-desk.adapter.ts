import { inject, injectable, optional } from 'inversify';
import type { ReceivedContactMessage } from '../../core/contact/contact.model';
import type { OperatorDecision, PaymentRecord, PaymentState } from '../../core/payment/payment-record.model';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import type { PaymentDesk } from '../../core/ports/payment-desk.port';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalDatabase } from './local-database.adapter';
import { LocalPlanStore } from './local-plan-store';

/** Decisions the local desk lists: enough for a demo's recent history. */
const RECENT_DECISIONS = 20;

/**
 * The operator's desk in local mode (/admin): the payments LocalBackend stored, to approve or
 * reject, and the contact messages local mode's tables hold. Approving grants the plan (daily
 * 24 hours, monthly 30 days).
 */
@injectable()
export class LocalPaymentDesk implements PaymentDesk {
  private readonly store: LocalPlanStore;
  private readonly database: LocalDatabase;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) clock: Clock,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
    this.database = new LocalDatabase(storage, clock, logger);
  }

  async listPayments(state?: PaymentState): Promise<readonly PaymentRecord[]> {
    const payments = this.store.payments();
    return state ? payments.filter((payment) => payment.state === state) : payments;
  }

  async approve(paymentId: string): Promise<void> {
    this.store.decide(paymentId, 'approved');
  }

  async reject(paymentId: string, reason: string): Promise<void> {
    this.store.decide(paymentId, 'rejected', reason.trim() || null);
  }

  /** Local mode keeps no audit table: the decided payments are the record. */
  async recentDecisions(): Promise<readonly OperatorDecision[]> {
    return this.store
      .payments()
      .filter((payment) => payment.decidedAt !== null)
      .sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0))
      .slice(0, RECENT_DECISIONS)
      .map((payment) => ({
        id: payment.id,
        paymentId: payment.id,
        action: payment.state === 'approved' ? 'approve' : 'reject',
        studentEmail: payment.email || null,
        plan: payment.submission.planType,
        amount: payment.submission.amount,
        operatorEmail: null,
        reason: payment.reason ?? null,
        decidedAt: payment.decidedAt ?? payment.submittedAt,
      }));
  }

  async contactMessages(): Promise<readonly ReceivedContactMessage[]> {
    return (await this.database.listContactSubmissions()).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      receivedAt: Date.parse(row.createdAt),
    }));
  }
}
