import { describe, expect, it } from 'vitest';
import { COMING_SOON_FEATURES, isComingSoon, listsComingSoon, PLAN_FEATURES, PLANS } from '../../../core/billing/plans';

describe('plan features that are still to come', () => {
  it("are the expert videos and the live peer sessions, in the spec's own words", () => {
    expect(COMING_SOON_FEATURES).toEqual(['Expert video explanations', 'Live peer practice sessions']);
    for (const feature of COMING_SOON_FEATURES) expect(PLAN_FEATURES).toContain(feature);
  });

  it('leave the other six as delivered', () => {
    expect(PLAN_FEATURES.filter((feature) => !isComingSoon(feature))).toEqual([
      'Personalised daily study plan',
      'AI doubt solver',
      'Mock test analysis and ranking',
      'Predicted rank simulator',
      '24/7 coach access',
      'Weekly progress reports',
    ]);
  });

  it('appear on both cards: the daily card lists the videos among its four', () => {
    expect(listsComingSoon(PLANS.monthly)).toBe(true);
    expect(listsComingSoon(PLANS.daily)).toBe(true);
    expect(listsComingSoon({ ...PLANS.daily, featuresShown: 3 })).toBe(false);
  });
});
