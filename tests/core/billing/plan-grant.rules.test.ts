import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPremium } from '../../../core/access/account-status.rules';
import { usageAllowance } from '../../../core/billing/allowance.rules';
import { FEATURES } from '../../../core/access/access.model';
import { grantedUntil, hasRunningPlan, planStatus } from '../../../core/billing/plan-grant.rules';
import { PLANS } from '../../../core/billing/plans';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('planStatus', () => {
  it('reports a student without a plan as free', () => {
    const status = planStatus(null, NOW);
    expect(status).toEqual({ hasActivePlan: false, accountStatus: 'free', user: { planType: 'free' }, plan: null, subscriptionValidTill: null });
    expect(isPremium(status, NOW)).toBe(false);
  });

  it('reports a running plan as upgraded until its last millisecond, then as expired and not premium', () => {
    const grant = { plan: 'monthly' as const, validTill: NOW + 1_000 };
    expect(planStatus(grant, NOW)).toMatchObject({ hasActivePlan: true, accountStatus: 'upgraded', plan: 'monthly', subscriptionValidTill: new Date(NOW + 1_000).toISOString() });
    expect(isPremium(planStatus(grant, NOW + 1_000), NOW + 1_000)).toBe(true);
    const expired = planStatus(grant, NOW + 1_001);
    expect(expired).toMatchObject({ hasActivePlan: false, accountStatus: 'expired', user: { planType: 'free' }, plan: 'monthly' });
    expect(isPremium(expired, NOW + 1_001)).toBe(false);
  });

  it('agrees with hasRunningPlan and isPremium for any plan and time', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.constantFrom('daily' as const, 'monthly' as const), fc.integer({ min: -40 * DAY, max: 40 * DAY }), (plan, offset) => {
        const grant = { plan, validTill: NOW + offset };
        expect(planStatus(grant, NOW).hasActivePlan).toBe(hasRunningPlan(grant, NOW));
        expect(isPremium(planStatus(grant, NOW), NOW)).toBe(hasRunningPlan(grant, NOW));
      }),
    );
  });
});

describe('grantedUntil', () => {
  it('runs a new plan from the approval: daily 24 hours, monthly 30 days', () => {
    expect(grantedUntil(null, 'daily', NOW)).toBe(NOW + DAY);
    expect(grantedUntil(null, 'monthly', NOW)).toBe(NOW + 30 * DAY);
  });

  it('adds to a running plan from its end, and starts an expired one afresh', () => {
    expect(grantedUntil({ plan: 'daily', validTill: NOW + 5 * DAY }, 'monthly', NOW)).toBe(NOW + 35 * DAY);
    expect(grantedUntil({ plan: 'monthly', validTill: NOW - DAY }, 'daily', NOW)).toBe(NOW + DAY);
  });

  it('never grants less than the plan from now, nor more than the plan after the current end', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.constantFrom('daily' as const, 'monthly' as const), fc.integer({ min: -40 * DAY, max: 40 * DAY }), (plan, offset) => {
        const until = grantedUntil({ plan: 'daily', validTill: NOW + offset }, plan, NOW);
        expect(until).toBe(Math.max(NOW, NOW + offset) + PLANS[plan].validForMs);
      }),
    );
  });
});

describe('usageAllowance', () => {
  it('gives 35 uses of every tool on a paid plan and none of Material Practice', () => {
    for (const feature of FEATURES) expect(usageAllowance(feature, true)).toBe(feature === 'materialPractice' ? 0 : 35);
  });

  it('gives a free student 5 doubts and none of the paid-only tools', () => {
    expect(usageAllowance('aiDoubtSolver', false)).toBe(5);
    expect(usageAllowance('topicPractice', false)).toBe(0);
    expect(usageAllowance('conceptExplainer', false)).toBe(0);
    expect(usageAllowance('studyAdvice', false)).toBe(0);
    expect(usageAllowance('materialPractice', false)).toBe(0);
  });
});
