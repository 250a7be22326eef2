import type { PlanKey, PlanOption } from '../payment/payment.model';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The eight features of a paid plan (spec §9), in the order the cards list them. */
export const PLAN_FEATURES = [
  'Personalised daily study plan',
  'AI doubt solver',
  'Mock test analysis and ranking',
  'Expert video explanations',
  'Live peer practice sessions',
  'Predicted rank simulator',
  '24/7 coach access',
  'Weekly progress reports',
] as const;

export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * Features the plans name that the product does not deliver yet (they need people, not software):
 * the cards mark them 'Coming soon' and say that nothing is charged for them today.
 */
export const COMING_SOON_FEATURES: readonly PlanFeature[] = ['Expert video explanations', 'Live peer practice sessions'];

export const COMING_SOON_LABEL = 'Coming soon';
export const COMING_SOON_NOTE = 'Features marked Coming soon are not available yet, and you are not charged for them.';

export function isComingSoon(feature: string): boolean {
  return (COMING_SOON_FEATURES as readonly string[]).includes(feature);
}

/** Whether a plan's card lists any feature that is still to come (the daily card lists four of the eight). */
export function listsComingSoon(plan: PlanOption): boolean {
  return plan.features.slice(0, plan.featuresShown).some(isComingSoon);
}

export const PLANS: Readonly<Record<PlanKey, PlanOption>> = {
  daily: {
    key: 'daily',
    name: 'Try It Today',
    price: 15,
    duration: '24 hours',
    description: 'Full access for 24 hours',
    validForMs: DAY_MS,
    features: PLAN_FEATURES,
    featuresShown: 4,
  },
  monthly: {
    key: 'monthly',
    name: 'Monthly Access',
    price: 300,
    duration: '30 days',
    description: 'Complete CLAT preparation',
    validForMs: 30 * DAY_MS,
    features: PLAN_FEATURES,
    featuresShown: 8,
    highlight: 'Save ₹150 vs daily plan',
    badge: 'MOST POPULAR',
  },
};

export const DEFAULT_PLAN: PlanKey = 'daily';

/** The card's '+ n more' line, or null when every feature is listed. */
export function moreFeaturesLabel(plan: PlanOption): string | null {
  const hidden = plan.features.length - plan.featuresShown;
  return hidden > 0 ? `+ ${hidden} more` : null;
}
