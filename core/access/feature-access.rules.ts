import { ACCESS_MESSAGES } from '../shared/messages';
import type { Feature } from './access.model';
import { freeLimit, PAID_ONLY_FEATURES, USAGE_LIMITS } from '../billing/allowance.rules';

/**
 * Paid-only features that run no AI and so count no uses (the rank simulator works out its answer
 * in the browser, the weekly report and the daily study plan read the student's own records): any active plan opens them,
 * a free student gets the payment dialog, as for PAID_ONLY_FEATURES; there is no allowance to meter.
 */
export const UNMETERED_PAID_FEATURES = ['rankSimulator', 'weeklyReport', 'studyPlan'] as const;
export type UnmeteredPaidFeature = (typeof UNMETERED_PAID_FEATURES)[number];

export interface UnmeteredFeatureAccess {
  readonly allowed: boolean;
  readonly badge: 'Included' | 'Premium';
  readonly requiresPayment: boolean;
}

export function unmeteredFeatureAccess(_feature: UnmeteredPaidFeature, paid: boolean): UnmeteredFeatureAccess {
  return { allowed: paid, badge: paid ? 'Included' : 'Premium', requiresPayment: !paid };
}

export interface FeatureAccess {
  readonly allowed: boolean;
  readonly badge: string;
  readonly blockedMessage: string | null;
  readonly requiresPayment: boolean;
  readonly remaining: number;
}

export function featureAccess(feature: Feature, used: number, paid: boolean): FeatureAccess {
  if (feature === 'materialPractice') {
    return {
      allowed: false,
      badge: 'Coming Soon',
      blockedMessage: ACCESS_MESSAGES.materialPracticeComingSoon,
      requiresPayment: false,
      remaining: 0,
    };
  }

  if (paid) {
    const remaining = Math.max(0, USAGE_LIMITS.paid - used);
    const exhausted = used >= USAGE_LIMITS.paid;
    return {
      allowed: !exhausted,
      badge: `${remaining}/${USAGE_LIMITS.paid} uses`,
      blockedMessage: exhausted ? ACCESS_MESSAGES.premiumCreditsOver : null,
      requiresPayment: false,
      remaining,
    };
  }

  const limit = freeLimit(feature);
  const remaining = Math.max(0, limit - used);
  const exhausted = used >= limit;
  const paidOnly = PAID_ONLY_FEATURES.includes(feature);
  return {
    allowed: !exhausted && !paidOnly,
    badge: `${remaining}/${limit} free`,
    blockedMessage: exhausted ? ACCESS_MESSAGES.upgradeRequired : null,
    requiresPayment: paidOnly,
    remaining,
  };
}

export const CONCEPT_EXPLAINER_COUNTED_MESSAGES = 3;

export function countsTowardUsage(feature: Feature, userMessagesAlreadySent: number): boolean {
  if (feature !== 'conceptExplainer') return true;
  return userMessagesAlreadySent < CONCEPT_EXPLAINER_COUNTED_MESSAGES;
}
