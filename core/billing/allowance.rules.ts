import type { Feature } from '../access/access.model';

/**
 * The allowances of the plans: how many uses of each AI tool the free plan and a paid plan give,
 * and which tools only a paid plan opens. The browser shows them; a backend meters against them.
 */

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
 * How many uses of a feature a plan allows in all: 0 when the plan cannot open it at all
 * (Material Practice; a paid-only feature on the free plan). A backend meters against this.
 */
export function usageAllowance(feature: Feature, paid: boolean): number {
  if (feature === 'materialPractice') return 0;
  if (paid) return USAGE_LIMITS.paid;
  return PAID_ONLY_FEATURES.includes(feature) ? 0 : freeLimit(feature);
}

