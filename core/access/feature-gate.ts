import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import { AppError } from '../shared/app-error';
import { ACCESS_MESSAGES, AUTH_MESSAGES } from '../shared/messages';
import { failWith, type Result } from '../shared/result';
import type { Session } from '../auth/auth.model';
import type { Feature } from './access.model';
import { isPremium } from './account-status.rules';
import type { AccountStatusStore } from './account-status.store';
import { featureAccess } from './feature-access.rules';
import type { UsageLedger } from './usage-ledger';

export interface MeteredCall<T> {
  readonly feature: Feature;
  /**
   * False when this use is free by rule (the concept explainer after a chat's third message);
   * a function when the reply itself decides (a doubt the solver declined costs nothing).
   */
  readonly counts: boolean | ((value: T) => boolean);
  readonly request: (session: Session) => Promise<Result<T>>;
}

/**
 * The one door every AI tool goes through: it checks the feature's access for this user,
 * runs the request, and counts a use only when the request succeeded with a reply that counts; the backend status
 * is then refetched so badges and plans stay current.
 */
export class FeatureGate {
  constructor(
    private readonly auth: Auth,
    private readonly statuses: AccountStatusStore,
    private readonly ledger: UsageLedger,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async run<T>({ feature, counts, request }: MeteredCall<T>): Promise<Result<T>> {
    const session = await this.auth.currentSession();
    if (!session) return failWith(new AppError('not_signed_in', AUTH_MESSAGES.authenticationFailed));
    const email = session.user.email;

    let paid: boolean;
    try {
      paid = isPremium(await this.statuses.current(email), this.clock.now());
    } catch (error) {
      return failWith(AppError.from(error));
    }
    const access = featureAccess(feature, this.ledger.read(email)[feature], paid);
    if (access.requiresPayment) return failWith(new AppError('payment_required', AUTH_MESSAGES.paymentRequired));
    if (!access.allowed) {
      return failWith(new AppError('usage_blocked', access.blockedMessage ?? ACCESS_MESSAGES.upgradeRequired));
    }

    const result = await request(session);
    if (result.ok) {
      if (typeof counts === 'function' ? counts(result.value) : counts) this.countUse(email, feature);
      await this.statuses.refresh(email).catch((error: unknown) => {
        this.logger.warn('Status refresh after an AI call failed', { error: String(error) });
      });
    }
    return result;
  }

  private countUse(email: string, feature: Feature): void {
    try {
      this.ledger.increment(email, feature);
    } catch (error) {
      // The student already has the answer; a counter that could not be stored must not take it away.
      this.logger.warn('Usage could not be recorded', { feature, error: String(error) });
    }
  }
}
