import { inject, injectable, optional } from 'inversify';
import type { PaymentRecord } from '../../core/payment/payment-record.model';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import type { PaymentDesk } from '../../core/ports/payment-desk.port';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { LocalPlanStore } from './local-plan-store';

/**
 * The operator's desk in local mode (/admin): the payments LocalBackend stored, to approve or
 * reject. Approving grants the plan (daily 24 hours, monthly 30 days).
 */
@injectable()
export class LocalPaymentDesk implements PaymentDesk {
  private readonly store: LocalPlanStore;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) clock: Clock,
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.store = new LocalPlanStore(storage, clock, logger);
  }

  async listPayments(): Promise<readonly PaymentRecord[]> {
    return this.store.payments();
  }

  async approve(paymentId: string): Promise<void> {
    this.store.decide(paymentId, 'approved');
  }

  async reject(paymentId: string): Promise<void> {
    this.store.decide(paymentId, 'rejected');
  }
}
