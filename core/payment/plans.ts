import type { PlanKey, PlanOption } from './payment.model';

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
