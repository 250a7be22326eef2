import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/shared/app-error';
import { fail, ok } from '../../../core/shared/result';
import { accessKit } from '../../fakes/access-kit';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';

describe('FeatureGate', () => {
  it('counts a use only when the request succeeded, then refetches the status', async () => {
    const kit = accessKit();
    const success = await kit.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => ok('solved') });
    expect(success).toEqual({ ok: true, value: 'solved' });
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
    const callsAfterSuccess = kit.backend.statusCalls;

    const failure = await kit.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => fail('http', 'down') });
    expect(failure.ok).toBe(false);
    expect(kit.ledger.read(kit.email).aiDoubtSolver).toBe(1);
    expect(kit.backend.statusCalls).toBe(callsAfterSuccess);
  });

  it('does not count a use the rules make free', async () => {
    const kit = accessKit(PREMIUM_STATUS);
    await kit.gate.run({ feature: 'conceptExplainer', counts: false, request: async () => ok('x') });
    expect(kit.ledger.read(kit.email).conceptExplainer).toBe(0);
  });

  it('asks a free user to pay for a paid-only tool even with uses left, without calling it', async () => {
    const kit = accessKit();
    let called = false;
    const result = await kit.gate.run({
      feature: 'topicPractice',
      counts: true,
      request: async () => {
        called = true;
        return ok('set');
      },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'payment_required', message: 'Payment required to use this feature' } });
    expect(called).toBe(false);
  });

  it('blocks a free user at 5 uses and a paid user at 35 with the catalogue messages', async () => {
    const free = accessKit();
    for (let use = 0; use < 5; use += 1) free.ledger.increment(free.email, 'aiDoubtSolver');
    expect(await free.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => ok(1) })).toMatchObject({
      ok: false,
      error: { code: 'usage_blocked', message: 'Upgrade Required' },
    });

    const paid = accessKit(PREMIUM_STATUS);
    for (let use = 0; use < 34; use += 1) paid.ledger.increment(paid.email, 'studyAdvice');
    expect((await paid.gate.run({ feature: 'studyAdvice', counts: true, request: async () => ok(1) })).ok).toBe(true);
    expect(await paid.gate.run({ feature: 'studyAdvice', counts: true, request: async () => ok(1) })).toMatchObject({
      ok: false,
      error: { message: 'Premium credits over - buy more to continue using' },
    });
  });

  it('never opens Material Practice', async () => {
    const kit = accessKit(PREMIUM_STATUS);
    expect(await kit.gate.run({ feature: 'materialPractice', counts: true, request: async () => ok(1) })).toMatchObject({
      ok: false,
      error: { message: 'Material Practice - Coming Soon' },
    });
  });

  it('needs a signed-in user', async () => {
    const kit = accessKit();
    kit.auth.session = null;
    expect(await kit.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => ok(1) })).toMatchObject({
      ok: false,
      error: { code: 'not_signed_in' },
    });
  });

  it('passes on a status failure such as an expired session', async () => {
    const kit = accessKit();
    kit.backend.statusFailure = new AppError('session_expired', 'Authentication failed');
    expect(await kit.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => ok(1) })).toMatchObject({
      ok: false,
      error: { code: 'session_expired' },
    });
  });

  it('keeps the answer when the usage counter cannot be stored, and when the status refetch fails', async () => {
    const kit = accessKit();
    await kit.statuses.refresh(kit.email);
    kit.storage.failWrites = true;
    kit.backend.statusFailure = new AppError('network', 'offline');
    const result = await kit.gate.run({ feature: 'aiDoubtSolver', counts: true, request: async () => ok('answer') });
    expect(result).toEqual({ ok: true, value: 'answer' });
    expect(kit.logger.messages('warn')).toEqual(['Usage could not be recorded', 'Status refresh after an AI call failed']);
  });
});
