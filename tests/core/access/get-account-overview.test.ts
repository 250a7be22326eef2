import { describe, expect, it } from 'vitest';
import { GetAccountOverview } from '../../../core/access/get-account-overview.use-case';
import { AppError } from '../../../core/shared/app-error';
import { accessKit, NOW } from '../../fakes/access-kit';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

function overview(kit: ReturnType<typeof accessKit>) {
  return new GetAccountOverview(kit.auth, kit.statuses, kit.ledger, kit.clock);
}

describe('GetAccountOverview', () => {
  it('shows a free user the trial label, the payment button and free badges', async () => {
    const kit = accessKit();
    kit.ledger.increment(kit.email, 'aiDoubtSolver');
    const result = await overview(kit).execute();
    if (!result.ok) throw result.error;
    expect(result.value).toMatchObject({ label: 'Free Trial', premium: false, badge: null, showPaymentButton: true });
    expect(result.value.features.aiDoubtSolver.badge).toBe('4/5 free');
    expect(result.value.features.topicPractice.requiresPayment).toBe(true);
    expect(result.value.features.materialPractice.allowed).toBe(false);
  });

  it('shows a premium user the green badge and paid allowances', async () => {
    const kit = accessKit(PREMIUM_STATUS);
    const result = await overview(kit).execute();
    if (!result.ok) throw result.error;
    expect(result.value).toMatchObject({ label: 'Premium Subscription', premium: true, showPaymentButton: false });
    expect(result.value.badge).toEqual({ text: 'Premium', tone: 'success' });
    expect(result.value.features.studyAdvice.badge).toBe('35/35 uses');
  });

  it('treats a lapsed subscription as expired', async () => {
    const kit = accessKit({ ...PREMIUM_STATUS, subscriptionValidTill: new Date(NOW - 1000).toISOString() });
    const result = await overview(kit).execute();
    if (!result.ok) throw result.error;
    expect(result.value).toMatchObject({ label: 'Expired - Please pay to continue', premium: false, showPaymentButton: true });
    expect(result.value.badge).toEqual({ text: 'Expired', tone: 'danger' });
  });

  it('falls back to the remembered status when the backend is unreachable, but not on an expired session', async () => {
    const kit = accessKit(PREMIUM_STATUS);
    await kit.statuses.refresh(kit.email);
    kit.backend.statusFailure = new AppError('network', 'offline');
    const result = await overview(kit).execute({ refresh: true });
    expect(result.ok && result.value.premium).toBe(true);

    kit.backend.statusFailure = new AppError('session_expired', 'Authentication failed');
    expect(await overview(kit).execute({ refresh: true })).toMatchObject({ ok: false, error: { code: 'session_expired' } });
  });

  it('needs a signed-in user', async () => {
    const kit = accessKit();
    kit.auth.session = null;
    expect((await overview(kit).execute()).ok).toBe(false);
  });
});
