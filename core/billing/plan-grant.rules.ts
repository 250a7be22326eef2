import type { PlanKey } from '../payment/payment.model';
import { PLANS } from './plans';
import type { BackendUserStatus } from '../access/access.model';

/** The paid plan a student holds; `validTill` in epoch milliseconds. */
export interface PlanGrant {
  readonly plan: PlanKey;
  readonly validTill: number;
}

/** What the product backend reports for a student: free, upgraded, or expired once the plan ran out. */
export function planStatus(grant: PlanGrant | null, now: number): BackendUserStatus {
  if (!grant) return { hasActivePlan: false, accountStatus: 'free', user: { planType: 'free' }, plan: null, subscriptionValidTill: null };
  const subscriptionValidTill = new Date(grant.validTill).toISOString();
  if (grant.validTill < now) {
    // planType must not stay 'premium': the product counts that as paid.
    return { hasActivePlan: false, accountStatus: 'expired', user: { planType: 'free' }, plan: grant.plan, subscriptionValidTill };
  }
  return { hasActivePlan: true, accountStatus: 'upgraded', user: { planType: 'premium' }, plan: grant.plan, subscriptionValidTill };
}

/** A plan as a backend keeps it: since when it has run without a break, and until when. */
export interface HeldPlan extends PlanGrant {
  readonly validFrom: number;
}

export function hasRunningPlan(grant: PlanGrant | null, now: number): boolean {
  return grant !== null && grant.validTill >= now;
}

/**
 * When a newly approved plan ends: its duration (daily 24 hours, monthly 30 days) from the
 * approval, or from the end of a plan still running, whichever is later, so that two approved
 * payments both count.
 */
export function grantedUntil(current: PlanGrant | null, plan: PlanKey, now: number): number {
  const start = current && hasRunningPlan(current, now) ? current.validTill : now;
  return start + PLANS[plan].validForMs;
}

/**
 * The plan a newly approved payment gives: ends at grantedUntil, and keeps the start of a plan it
 * extends, or starts now.
 */
export function renewedPlan(current: HeldPlan | null, plan: PlanKey, now: number): HeldPlan {
  const running = current !== null && hasRunningPlan(current, now);
  return { plan, validFrom: running ? current.validFrom : now, validTill: grantedUntil(current, plan, now) };
}
