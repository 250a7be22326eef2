import { ACCESS_MESSAGES } from '../shared/messages';
import type { Feature } from './access.model';

export const USAGE_LIMITS = { free: 5, paid: 35 } as const;

/** A free student may take one full CLAT mock; a paid plan gives it the usual allowance. */
export const FREE_FULL_MOCKS = 1;

/** Uses of a feature on the free plan. */
export function freeLimit(feature: Feature): number {
  return feature === 'fullMock' ? FREE_FULL_MOCKS : USAGE_LIMITS.free;
}

/** Features a non-paid user cannot open even with free uses left (spec §4). */
export const PAID_ONLY_FEATURES: readonly Feature[] = ['topicPractice', 'conceptExplainer', 'studyAdvice'];

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

/**
 * How many uses of a feature a plan allows in all: 0 when the plan cannot open it at all
 * (Material Practice; a paid-only feature on the free plan). A backend meters against this.
 */
export function usageAllowance(feature: Feature, paid: boolean): number {
  if (feature === 'materialPractice') return 0;
  if (paid) return USAGE_LIMITS.paid;
  return PAID_ONLY_FEATURES.includes(feature) ? 0 : freeLimit(feature);
}

export const CONCEPT_EXPLAINER_COUNTED_MESSAGES = 3;

export function countsTowardUsage(feature: Feature, userMessagesAlreadySent: number): boolean {
  if (feature !== 'conceptExplainer') return true;
  return userMessagesAlreadySent < CONCEPT_EXPLAINER_COUNTED_MESSAGES;
}
