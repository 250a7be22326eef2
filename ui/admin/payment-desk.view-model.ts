import { makeAutoObservable, runInAction } from 'mobx';
import type { PaymentRecord } from '../../core/payment/payment-record.model';
import type { Clock } from '../../core/ports/clock.port';
import type { PaymentDesk } from '../../core/ports/payment-desk.port';
import { AppError } from '../../core/shared/app-error';
import type { Notifier } from '../common/notifier';

/** How often the operator's list picks up payments submitted from other tabs. */
export const DESK_REFRESH_MS = 3_000;

/** /admin in local mode: the operator approves or rejects UPI payments. */
export class PaymentDeskViewModel {
  payments: readonly PaymentRecord[] = [];
  loaded = false;
  busyId: string | null = null;
  private watching = 0;

  constructor(
    private readonly desk: PaymentDesk,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'desk' | 'clock' | 'notifier' | 'watching'>(this, {
      desk: false,
      clock: false,
      notifier: false,
      watching: false,
    });
  }

  get pending(): readonly PaymentRecord[] {
    return this.payments.filter((payment) => payment.state === 'pending');
  }

  get decided(): readonly PaymentRecord[] {
    return this.payments.filter((payment) => payment.state !== 'pending');
  }

  async refresh(): Promise<void> {
    const payments = await this.desk.listPayments();
    runInAction(() => {
      this.payments = payments;
      this.loaded = true;
    });
  }

  /** Keeps the list current until the returned function is called. */
  watch(): () => void {
    const run = ++this.watching;
    void (async () => {
      while (run === this.watching) {
        await this.refresh();
        await this.clock.sleep(DESK_REFRESH_MS);
      }
    })();
    return () => {
      this.watching += 1;
    };
  }

  approve(paymentId: string): Promise<void> {
    return this.decide(paymentId, 'approve');
  }

  reject(paymentId: string): Promise<void> {
    return this.decide(paymentId, 'reject');
  }

  private async decide(paymentId: string, decision: 'approve' | 'reject'): Promise<void> {
    this.busyId = paymentId;
    try {
      await (decision === 'approve' ? this.desk.approve(paymentId) : this.desk.reject(paymentId));
      this.notifier.success({ title: decision === 'approve' ? 'Payment approved' : 'Payment rejected' });
    } catch (error) {
      this.notifier.error({ title: 'Could not update the payment', description: AppError.from(error).message });
    } finally {
      runInAction(() => (this.busyId = null));
      await this.refresh();
    }
  }
}
