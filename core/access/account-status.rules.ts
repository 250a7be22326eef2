import type { AccountStatus, BackendUserStatus } from './access.model';

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['free', 'upgraded', 'expired'];
const PAID_PLAN_TYPES: readonly string[] = ['active', 'premium', 'upgraded'];

export function normalizeAccountStatus(accountStatus: string): AccountStatus {
  const normalized = accountStatus.trim().toLowerCase();
  return ACCOUNT_STATUSES.find((status) => status === normalized) ?? 'free';
}

export function isSubscriptionExpired(status: BackendUserStatus, now: number): boolean {
  if (!status.subscriptionValidTill) return false;
  const validTill = Date.parse(status.subscriptionValidTill);
  return !Number.isNaN(validTill) && validTill < now;
}

export function effectiveAccountStatus(status: BackendUserStatus, now: number): AccountStatus {
  return isSubscriptionExpired(status, now) ? 'expired' : normalizeAccountStatus(status.accountStatus);
}

export function isPremium(status: BackendUserStatus | null, now: number): boolean {
  if (status === null || isSubscriptionExpired(status, now)) return false;
  const planType = status.user?.planType?.trim().toLowerCase() ?? '';
  return (
    status.hasActivePlan === true ||
    normalizeAccountStatus(status.accountStatus) === 'upgraded' ||
    PAID_PLAN_TYPES.includes(planType)
  );
}

const STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  free: 'Free Trial',
  upgraded: 'Premium Subscription',
  expired: 'Expired - Please pay to continue',
};

export function accountStatusLabel(status: AccountStatus): string {
  return STATUS_LABELS[status];
}

export function showsPaymentButton(status: AccountStatus): boolean {
  return status === 'free' || status === 'expired';
}

export type StatusBadge =
  | { readonly text: 'Premium'; readonly tone: 'success' }
  | { readonly text: 'Expired'; readonly tone: 'danger' };

export function statusBadge(status: BackendUserStatus | null, now: number): StatusBadge | null {
  if (status === null) return null;
  if (isPremium(status, now)) return { text: 'Premium', tone: 'success' };
  if (effectiveAccountStatus(status, now) === 'expired') return { text: 'Expired', tone: 'danger' };
  return null;
}
