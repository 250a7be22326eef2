import type { BackendUserStatus } from '../access/access.model';
import { isPremium } from '../access/account-status.rules';
import type { AccountStatusStore } from '../access/account-status.store';
import type { Session } from '../auth/auth.model';
import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import type { Profile } from '../profile/profile.model';
import { AppError } from '../shared/app-error';
import { failWith, ok, type Result } from '../shared/result';
import { decideDashboardEntry, type DashboardEntry } from './dashboard-entry.rules';

export type DashboardLoad =
  | { readonly entry: { readonly kind: 'redirect_auth' } }
  | {
      readonly entry: DashboardEntry;
      readonly session: Session;
      readonly status: BackendUserStatus | null;
      readonly profile: Profile | null;
      readonly premium: boolean;
    };

/**
 * Decides which screen a student lands on: the backend status and the profile are read
 * together. A status that cannot be fetched falls back to the one remembered on this device.
 */
export class LoadDashboard {
  constructor(
    private readonly auth: Auth,
    private readonly statuses: AccountStatusStore,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<DashboardLoad>> {
    let session: Session | null;
    try {
      session = await this.auth.currentSession();
    } catch (error) {
      this.logger.error('Dashboard auth check failed', { error: String(error) });
      return failWith(AppError.from(error));
    }
    if (!session) return ok({ entry: { kind: 'redirect_auth' } });

    const email = session.user.email;
    const [status, profile] = await Promise.allSettled([
      this.statuses.refresh(email),
      this.database.getProfile(session.user.id),
    ]);

    if (status.status === 'rejected' && AppError.from(status.reason).code === 'session_expired') {
      return failWith(AppError.from(status.reason));
    }
    if (profile.status === 'rejected') {
      this.logger.error('Profile could not be read', { error: String(profile.reason) });
      return failWith(AppError.from(profile.reason));
    }
    if (status.status === 'rejected') {
      this.logger.warn('Backend status unavailable; using the remembered one', { error: String(status.reason) });
    }

    const knownStatus = status.status === 'fulfilled' ? status.value : this.statuses.cached(email);
    const premium = isPremium(knownStatus, this.clock.now());
    return ok({
      entry: decideDashboardEntry({ signedIn: true, premium, profile: profile.value }),
      session,
      status: knownStatus,
      profile: profile.value,
      premium,
    });
  }
}
