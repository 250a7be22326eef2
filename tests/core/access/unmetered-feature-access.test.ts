import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../core/access/access.model';
import { UNMETERED_PAID_FEATURES, unmeteredFeatureAccess } from '../../../core/access/feature-access.rules';

describe('paid-only features that count no uses', () => {
  it('holds the rank simulator, the weekly report and the study plan, none a metered AI feature', () => {
    expect(UNMETERED_PAID_FEATURES).toEqual(['rankSimulator', 'weeklyReport', 'studyPlan']);
    for (const feature of UNMETERED_PAID_FEATURES) expect(FEATURES).not.toContain(feature);
  });

  it('opens for a paid plan with no allowance to run out', () => {
    expect(unmeteredFeatureAccess('rankSimulator', true)).toEqual({ allowed: true, badge: 'Included', requiresPayment: false });
  });

  it('asks a free student to pay, as the paid-only tools do', () => {
    expect(unmeteredFeatureAccess('rankSimulator', false)).toEqual({ allowed: false, badge: 'Premium', requiresPayment: true });
  });
});
