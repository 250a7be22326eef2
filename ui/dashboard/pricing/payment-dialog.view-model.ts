import { makeAutoObservable, runInAction } from 'mobx';
import type { ApprovalOutcome, PlanKey } from '../../../core/payment/payment.model';
import { sanitizeLast4 } from '../../../core/payment/payment.validation';
import { approvalNotice } from '../../../core/payment/approval.rules';
import type { CompletePayment } from '../../../core/payment/complete-payment.use-case';
import { DEFAULT_PLAN, PLANS } from '../../../core/billing/plans';
import type { SendPayment } from '../../../core/payment/send-payment.use-case';
import { upiPaymentUri } from '../../../core/payment/upi';
import type { WaitForApproval } from '../../../core/payment/wait-for-approval.use-case';
import type { ProductSettings } from '../../../core/shared/product-settings';
import type { Notifier } from '../../common/notifier';

export type PaymentPhase = 'form' | 'submitting' | 'waiting';

/**
 * 'Try Out Our Features': choose a plan, pay by UPI, send the details, then wait while the
 * operator approves. It ends approved or under review, then closes with its fields cleared.
 */
export class PaymentDialogViewModel {
  open = false;
  plan: PlanKey = DEFAULT_PLAN;
  bankingName = '';
  last4 = '';
  notes = '';
  phase: PaymentPhase = 'form';
  error: string | null = null;
  private waiting: AbortController | null = null;

  constructor(
    private readonly submitPayment: SendPayment,
    private readonly waitForApproval: WaitForApproval,
    private readonly confirmPayment: CompletePayment,
    private readonly settings: ProductSettings,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'submitPayment' | 'waitForApproval' | 'confirmPayment' | 'settings' | 'notifier' | 'waiting'>(this, {
      submitPayment: false,
      waitForApproval: false,
      confirmPayment: false,
      settings: false,
      notifier: false,
      waiting: false,
    });
  }

  get upiUri(): string {
    return upiPaymentUri({ vpa: this.settings.upiVpa, payee: this.settings.upiPayee }, PLANS[this.plan]);
  }

  get payeeVpa(): string {
    return this.settings.upiVpa;
  }

  get amount(): number {
    return PLANS[this.plan].price;
  }

  get busy(): boolean {
    return this.phase !== 'form';
  }

  show(plan: PlanKey = DEFAULT_PLAN): void {
    this.plan = plan;
    this.open = true;
  }

  choosePlan(plan: PlanKey): void {
    if (!this.busy) this.plan = plan;
  }

  setBankingName(value: string): void {
    this.bankingName = value;
  }

  /** The field keeps digits only, at most four. */
  setLast4(value: string): void {
    this.last4 = sanitizeLast4(value);
  }

  setNotes(value: string): void {
    this.notes = value;
  }

  /** Closing while waiting stops the polling; the payment stays with the operator. */
  close(): void {
    this.waiting?.abort();
    this.open = false;
  }

  /** Submits, waits for approval, and resolves with the outcome (null when nothing was sent). */
  async submit(): Promise<ApprovalOutcome | null> {
    if (this.busy) return null;
    this.phase = 'submitting';
    this.error = null;
    const submitted = await this.submitPayment.execute({
      plan: this.plan,
      bankingName: this.bankingName,
      last4: this.last4,
      notes: this.notes,
    });
    if (!submitted.ok) {
      runInAction(() => {
        this.phase = 'form';
        this.error = submitted.error.message;
      });
      this.notifier.error({ title: submitted.error.title ?? 'Error', description: submitted.error.message });
      return null;
    }
    this.notifier.success(submitted.value);
    const waiting = new AbortController();
    runInAction(() => {
      this.phase = 'waiting';
      this.waiting = waiting;
    });

    const outcome = await this.waitForApproval.execute(waiting.signal);
    if (outcome === 'approved') await this.confirmPayment.execute(this.amount);
    const notice = approvalNotice(outcome);
    if (notice && (!waiting.signal.aborted || outcome === 'approved')) {
      if (outcome === 'approved') this.notifier.success(notice);
      else this.notifier.notify({ ...notice, intent: 'info' });
    }
    runInAction(() => this.reset());
    return outcome;
  }

  private reset(): void {
    this.open = false;
    this.phase = 'form';
    this.plan = DEFAULT_PLAN;
    this.bankingName = '';
    this.last4 = '';
    this.notes = '';
    this.error = null;
    this.waiting = null;
  }
}
