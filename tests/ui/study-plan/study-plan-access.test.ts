import { describe, expect, it } from 'vitest';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { dashboardKit } from '../dashboard/dashboard-kit';

describe('the main dashboard gate for the daily study plan', () => {
  it('is unknown until the status loads, Premium (payment) for a free student and Included on a plan', async () => {
    const free = dashboardKit(FREE_STATUS).main();
    expect(free.studyPlanAccess).toBeNull();
    await free.refresh(true);
    expect(free.studyPlanAccess).toEqual({ allowed: false, badge: 'Premium', requiresPayment: true });

    const premium = dashboardKit(PREMIUM_STATUS).main();
    await premium.refresh(true);
    expect(premium.studyPlanAccess).toEqual({ allowed: true, badge: 'Included', requiresPayment: false });
  });
});
