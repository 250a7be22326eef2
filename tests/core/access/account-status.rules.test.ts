import { describe, expect, it } from 'vitest';
import type { BackendUserStatus } from '../../../core/access/access.model';
import {
  accountStatusLabel,
  effectiveAccountStatus,
  isPremium,
  isSubscriptionExpired,
  normalizeAccountStatus,
  showsPaymentButton,
  statusBadge,
} from '../../../core/access/account-status.rules';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');

function status(overrides: Partial<BackendUserStatus> = {}): BackendUserStatus {
  return { hasActivePlan: false, accountStatus: 'free', ...overrides };
}

describe('normalizeAccountStatus', () => {
  it('keeps the three known statuses', () => {
    expect(normalizeAccountStatus('free')).toBe('free');
    expect(normalizeAccountStatus('upgraded')).toBe('upgraded');
    expect(normalizeAccountStatus('expired')).toBe('expired');
  });

  it('treats an unknown value as free', () => {
    expect(normalizeAccountStatus('trialing')).toBe('free');
    expect(normalizeAccountStatus('')).toBe('free');
  });

  it('ignores case and surrounding spaces', () => {
    expect(normalizeAccountStatus(' Upgraded ')).toBe('upgraded');
    expect(normalizeAccountStatus('EXPIRED')).toBe('expired');
  });
});

describe('isSubscriptionExpired', () => {
  it('is expired when the validity ended before now', () => {
    expect(isSubscriptionExpired(status({ subscriptionValidTill: '2025-03-01T11:59:59.999Z' }), NOW)).toBe(true);
  });

  it('is not expired when the validity ends exactly now', () => {
    expect(isSubscriptionExpired(status({ subscriptionValidTill: '2025-03-01T12:00:00.000Z' }), NOW)).toBe(false);
  });

  it('is not expired when the validity is in the future', () => {
    expect(isSubscriptionExpired(status({ subscriptionValidTill: '2025-03-02T00:00:00.000Z' }), NOW)).toBe(false);
  });

  it('is not expired without a date or with an unparseable one', () => {
    expect(isSubscriptionExpired(status(), NOW)).toBe(false);
    expect(isSubscriptionExpired(status({ subscriptionValidTill: null }), NOW)).toBe(false);
    expect(isSubscriptionExpired(status({ subscriptionValidTill: 'soon' }), NOW)).toBe(false);
  });
});

describe('effectiveAccountStatus', () => {
  it('is expired when the subscription date has passed, whatever the backend says', () => {
    expect(
      effectiveAccountStatus(status({ accountStatus: 'upgraded', subscriptionValidTill: '2025-02-28T00:00:00Z' }), NOW),
    ).toBe('expired');
  });

  it('otherwise follows the normalised account status', () => {
    expect(effectiveAccountStatus(status({ accountStatus: 'upgraded' }), NOW)).toBe('upgraded');
    expect(effectiveAccountStatus(status({ accountStatus: 'mystery' }), NOW)).toBe('free');
  });
});

describe('isPremium', () => {
  it('is false without a status', () => {
    expect(isPremium(null, NOW)).toBe(false);
  });

  it('is false for a plain free account', () => {
    expect(isPremium(status(), NOW)).toBe(false);
  });

  it('is true for an active plan', () => {
    expect(isPremium(status({ hasActivePlan: true }), NOW)).toBe(true);
  });

  it('is true for an upgraded account', () => {
    expect(isPremium(status({ accountStatus: 'upgraded' }), NOW)).toBe(true);
  });

  it.each(['active', 'premium', 'upgraded', 'PREMIUM', 'Active'])('is true for planType %s', (planType) => {
    expect(isPremium(status({ user: { planType } }), NOW)).toBe(true);
  });

  it('is false for other plan types', () => {
    expect(isPremium(status({ user: { planType: 'free' } }), NOW)).toBe(false);
    expect(isPremium(status({ user: { planType: null } }), NOW)).toBe(false);
  });

  it('is false once the subscription has expired, even with an active plan', () => {
    expect(
      isPremium(status({ hasActivePlan: true, accountStatus: 'upgraded', subscriptionValidTill: '2025-03-01T11:00:00Z' }), NOW),
    ).toBe(false);
  });
});

describe('accountStatusLabel', () => {
  it('labels each status as the specification says', () => {
    expect(accountStatusLabel('free')).toBe('Free Trial');
    expect(accountStatusLabel('upgraded')).toBe('Premium Subscription');
    expect(accountStatusLabel('expired')).toBe('Expired - Please pay to continue');
  });

  it('labels an unknown backend value as the free trial', () => {
    expect(accountStatusLabel(normalizeAccountStatus('whatever'))).toBe('Free Trial');
  });
});

describe('showsPaymentButton', () => {
  it('shows it for free and expired, not for upgraded', () => {
    expect(showsPaymentButton('free')).toBe(true);
    expect(showsPaymentButton('expired')).toBe(true);
    expect(showsPaymentButton('upgraded')).toBe(false);
  });
});

describe('statusBadge', () => {
  it('shows a green Premium badge for a premium user', () => {
    expect(statusBadge(status({ hasActivePlan: true }), NOW)).toEqual({ text: 'Premium', tone: 'success' });
  });

  it('shows a red Expired badge for an expired account', () => {
    expect(statusBadge(status({ accountStatus: 'expired' }), NOW)).toEqual({ text: 'Expired', tone: 'danger' });
  });

  it('shows a red Expired badge when the subscription date has passed', () => {
    expect(
      statusBadge(status({ accountStatus: 'upgraded', subscriptionValidTill: '2025-03-01T11:59:59Z' }), NOW),
    ).toEqual({ text: 'Expired', tone: 'danger' });
  });

  it('shows no badge for a free account or a missing status', () => {
    expect(statusBadge(status(), NOW)).toBeNull();
    expect(statusBadge(null, NOW)).toBeNull();
  });
});
