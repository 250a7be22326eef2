import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES } from '../shared/messages';
import { failWith, ok, type Result } from '../shared/result';
import { FEATURES, type AccountStatus, type BackendUserStatus, type Feature } from './access.model';
import {
  accountStatusLabel,
  effectiveAccountStatus,
  isPremium,
  showsPaymentButton,
  statusBadge,
  type StatusBadge,
} from './account-status.rules';
import type { AccountStatusStore } from './account-status.store';
import { featureAccess, type FeatureAccess } from './feature-access.rules';
import type { UsageLedger } from './usage-ledger';

export interface AccountOverview {
  readonly status: BackendUserStatus | null;
  readonly accountStatus: AccountStatus;
  readonly label: string;
  readonly premium: boolean;
  readonly badge: StatusBadge | null;
  readonly showPaymentButton: boolean;
  readonly features: Readonly<Record<Feature, FeatureAccess>>;
}

/** Everything the main dashboard shows about the plan: label, badge and each tool's access badge. */
export class GetAccountOverview {
  constructor(
    private readonly auth: Auth,
    private readonly statuses: AccountStatusStore,
    private readonly ledger: UsageLedger,
    private readonly clock: Clock,
  ) {}

  /** `refresh` fetches the status from the backend; otherwise the remembered one is used. */
  async execute({ refresh = false } = {}): Promise<Result<AccountOverview>> {
    const session = await this.auth.currentSession();
    if (!session) return failWith(new AppError('not_signed_in', AUTH_MESSAGES.authenticationFailed));
    const email = session.user.email;

    let status: BackendUserStatus | null;
    try {
      status = refresh ? await this.statuses.refresh(email) : await this.statuses.current(email);
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'session_expired') return failWith(appError);
      status = this.statuses.cached(email);
    }

    const now = this.clock.now();
    const premium = isPremium(status, now);
    const accountStatus = status ? effectiveAccountStatus(status, now) : 'free';
    const usage = this.ledger.read(email);
    const features = Object.fromEntries(
      FEATURES.map((feature) => [feature, featureAccess(feature, usage[feature], premium)]),
    ) as Record<Feature, FeatureAccess>;

    return ok({
      status,
      accountStatus,
      label: accountStatusLabel(accountStatus),
      premium,
      badge: statusBadge(status, now),
      showPaymentButton: !premium && showsPaymentButton(accountStatus),
      features,
    });
  }
}
