import { inject, injectable, optional } from 'inversify';
import { BILLING_REPLIES } from '../../core/billing/billing.messages';
import type { Account } from '../../core/billing/billing.ports';
import { DecidePayment, type Decision } from '../../core/billing/decide-payment.use-case';
import type { OperatorDecision, PaymentRecord, PaymentState } from '../../core/payment/payment-record.model';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import type { PaymentDesk } from '../../core/payment/payment-desk.port';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalPlanStore, type LocalPayment } from './local-plan-store';
import { AppError } from '../../core/shared/app-error';

/** Local mode keeps no operator accounts: /admin on this device decides. */
const LOCAL_OPERATOR: Account = { userId: 'local-operator', email: null };

/** Decisions the local desk lists: enough for a demo's recent history. */
const RECENT_DECISIONS = 20;

/**
 * The operator's desk in local mode (/admin): the payments LocalBackend stored, to approve or
 * reject. Approving grants the plan (daily 24 hours, monthly 30 days).
 */
@injectable()
export class LocalPaymentDesk implements PaymentDesk {
  private readonly store: LocalPlanStore;
  private readonly decisions: DecidePayment<LocalPayment>;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
    this.decisions = new DecidePayment(this.store);
  }

  async listPayments(state?: PaymentState): Promise<readonly PaymentRecord[]> {
    const payments = this.store.payments();
    return state ? payments.filter((payment) => payment.state === state) : payments;
  }

  async approve(paymentId: string): Promise<void> {
    await this.decide(paymentId, { action: 'approve' });
  }

  async reject(paymentId: string, reason: string): Promise<void> {
    await this.decide(paymentId, { action: 'reject', reason: reason.trim() || null });
  }

  /** Core's billing workflow over this device's tables; local mode's operator is whoever holds /admin. */
  private async decide(paymentId: string, decision: Decision): Promise<void> {
    const outcome = await this.decisions.execute(paymentId, LOCAL_OPERATOR, decision, this.clock.now());
    if (outcome.kind === 'not_found') throw new AppError('not_found', BILLING_REPLIES.paymentNotFound);
    if (outcome.kind === 'already') throw new AppError('conflict', BILLING_REPLIES.alreadyDecided(outcome.state));
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
}
