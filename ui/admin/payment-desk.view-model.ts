import { makeAutoObservable, runInAction } from 'mobx';
import type { SignIn } from '../../core/auth/sign-in.use-case';
import type { SignOut } from '../../core/auth/sign-out.use-case';
import type { ReceivedContactMessage } from '../../core/contact/contact.model';
import type { OperatorDecision, PaymentRecord } from '../../core/payment/payment-record.model';
import type { Auth } from '../../core/auth/auth.port';
import type { Clock } from '../../core/ports/clock.port';
import type { ContactInbox } from '../../core/contact/contact-inbox.port';
import type { PaymentDesk } from '../../core/payment/payment-desk.port';
import { AppError } from '../../core/shared/app-error';
import type { Notifier } from '../common/notifier';

/** How often the operator's lists pick up payments and messages sent meanwhile. */
export const DESK_REFRESH_MS = 3_000;

/** Who is at the desk: an operator, nobody yet, or a signed-in account that is not an operator. */
export type DeskAccess = 'checking' | 'operator' | 'signed_out' | 'forbidden';

/**
 * /admin: the operator signs in (hosted mode), approves or rejects UPI payments with a reason,
 * and reads recent decisions and the contact inbox. In local mode the desk needs no sign-in.
 */
export class PaymentDeskViewModel {
  /** The queue, newest first; decided payments show in `decisions`. */
  pending: readonly PaymentRecord[] = [];
  decisions: readonly OperatorDecision[] = [];
  messages: readonly ReceivedContactMessage[] = [];
  access: DeskAccess = 'checking';
  signedInAs: string | null = null;
  busyId: string | null = null;
  email = '';
  password = '';
  signingIn = false;
  /** The payment whose rejection reason is being asked for. */
  rejecting: PaymentRecord | null = null;
  reason = '';
  private watching = 0;
  /** A failed load is reported once, not on every round until the server answers again. */
  private failing = false;

  constructor(
    private readonly desk: PaymentDesk,
    private readonly inbox: ContactInbox,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    private readonly auth: Auth,
    private readonly signIn: SignIn,
    private readonly signOut: SignOut,
  ) {
    makeAutoObservable<this, 'desk' | 'inbox' | 'clock' | 'notifier' | 'auth' | 'signIn' | 'signOut' | 'watching' | 'failing'>(this, {
      desk: false,
      inbox: false,
      clock: false,
      notifier: false,
      auth: false,
      signIn: false,
      signOut: false,
      watching: false,
      failing: false,
    });
  }

  get loaded(): boolean {
    return this.access !== 'checking';
  }

  get canReject(): boolean {
    return this.reason.trim() !== '' && this.busyId === null;
  }

  /** '12 min ago' for a payment, from the clock. */
  age(payment: PaymentRecord): string {
    const minutes = Math.max(0, Math.floor((this.clock.now() - payment.submittedAt) / 60_000));
    if (minutes < 1) return 'just now';
    if (minutes < 60) return `${minutes} min ago`;
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
  }

  async refresh(): Promise<void> {
    try {
      const [pending, decisions, messages] = await Promise.all([this.desk.listPayments('pending'), this.desk.recentDecisions(), this.inbox.messages()]);
      const session = await this.auth.currentSession();
      runInAction(() => {
        this.pending = pending;
        this.decisions = decisions;
        this.messages = messages;
        this.signedInAs = session?.user.email ?? null;
        this.access = 'operator';
      });
      this.failing = false;
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'session_expired' || appError.code === 'not_signed_in') {
        runInAction(() => (this.access = 'signed_out'));
      } else if (appError.code === 'forbidden') {
        const session = await this.auth.currentSession();
        runInAction(() => {
          this.signedInAs = session?.user.email ?? null;
          this.access = 'forbidden';
        });
      } else if (!this.failing) {
        // The lists on screen may be stale: say so once; the next round tries again.
        this.failing = true;
        this.notifier.error({ title: 'Could not load payments', description: appError.message });
      }
    }
  }

  /** Keeps the lists current until the returned function is called; waits while nobody may see them. */
  watch(): () => void {
    const run = ++this.watching;
    void (async () => {
      while (run === this.watching) {
        if (this.access !== 'signed_out' && this.access !== 'forbidden') await this.refresh();
        await this.clock.sleep(DESK_REFRESH_MS);
      }
    })();
    return () => {
      this.watching += 1;
    };
  }

  setEmail(email: string): void {
    this.email = email;
  }

  setPassword(password: string): void {
    this.password = password;
  }

  async submitSignIn(): Promise<void> {
    if (this.signingIn) return;
    this.signingIn = true;
    const result = await this.signIn.execute({ email: this.email, password: this.password });
    runInAction(() => (this.signingIn = false));
    if (!result.ok) {
      this.notifier.error({ title: result.error.title ?? 'Login Failed', description: result.error.message });
      return;
    }
    runInAction(() => {
      this.password = '';
      this.access = 'checking';
    });
    await this.refresh();
  }

  async switchAccount(): Promise<void> {
    await this.signOut.execute();
    runInAction(() => {
      this.access = 'signed_out';
      this.signedInAs = null;
    });
  }

  approve(paymentId: string): Promise<void> {
    return this.decide(paymentId, () => this.desk.approve(paymentId), 'Payment approved');
  }

  askReason(payment: PaymentRecord): void {
    this.rejecting = payment;
    this.reason = '';
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  cancelReject(): void {
    this.rejecting = null;
    this.reason = '';
  }

  async confirmReject(): Promise<void> {
    const payment = this.rejecting;
    const reason = this.reason.trim();
    if (!payment || !reason) return;
    await this.decide(payment.id, () => this.desk.reject(payment.id, reason), 'Payment rejected');
    runInAction(() => {
      this.rejecting = null;
      this.reason = '';
    });
  }

  private async decide(paymentId: string, action: () => Promise<void>, done: string): Promise<void> {
    this.busyId = paymentId;
    try {
      await action();
      this.notifier.success({ title: done });
    } catch (error) {
      this.notifier.error({ title: 'Could not update the payment', description: AppError.from(error).message });
    } finally {
      runInAction(() => (this.busyId = null));
      await this.refresh();
    }
  }
}
