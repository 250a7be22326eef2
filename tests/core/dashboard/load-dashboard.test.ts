import { describe, expect, it } from 'vitest';
import { LoadDashboard } from '../../../core/dashboard/load-dashboard.use-case';
import { newProfile } from '../../../core/profile/profile.model';
import { AppError } from '../../../core/shared/app-error';
import { accessKit } from '../../fakes/access-kit';
import { PREMIUM_STATUS } from '../../fakes/fake-backend';
import { FakeDatabase } from '../../fakes/fake-database';

function setup(status = accessKit().backend.status) {
  const kit = accessKit(status);
  const database = new FakeDatabase();
  const load = new LoadDashboard(kit.auth, kit.statuses, database, kit.clock, kit.logger);
  const userId = kit.auth.session!.user.id;
  return { kit, database, load, userId };
}

describe('LoadDashboard', () => {
  it('sends a visitor to /auth', async () => {
    const { kit, load } = setup();
    kit.auth.session = null;
    expect(await load.execute()).toEqual({ ok: true, value: { entry: { kind: 'redirect_auth' } } });
  });

  it('shows premium users the main dashboard whatever their profile says', async () => {
    const { load } = setup(PREMIUM_STATUS);
    const result = await load.execute();
    expect(result.ok && result.value.entry).toEqual({ kind: 'show', view: 'main' });
  });

  it('routes a non-premium user by profile: first login, diagnostic done, otherwise the choice', async () => {
    const { load, database, userId } = setup();
    let result = await load.execute();
    expect(result.ok && result.value.entry).toEqual({ kind: 'show', view: 'onboarding' });
    database.profiles.set(userId, { ...newProfile(userId), isFirstLogin: false });
    result = await load.execute();
    expect(result.ok && result.value.entry).toEqual({ kind: 'show', view: 'choice' });
    database.profiles.set(userId, { ...newProfile(userId), isFirstLogin: false, diagnosticCompleted: true });
    result = await load.execute();
    expect(result.ok && result.value.entry).toEqual({ kind: 'show', view: 'pricing' });
  });

  it('uses the remembered status when the backend is down', async () => {
    const { kit, load } = setup(PREMIUM_STATUS);
    await kit.statuses.refresh(kit.email);
    kit.backend.statusFailure = new AppError('network', 'offline');
    const result = await load.execute();
    expect(result.ok && result.value.entry).toEqual({ kind: 'show', view: 'main' });
    expect(kit.logger.messages('warn')).toHaveLength(1);
  });

  it('fails, logged, when the profile cannot be read or the session expired', async () => {
    const { kit, load, database } = setup();
    database.failure = new AppError('network', 'offline');
    expect(await load.execute()).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(kit.logger.messages('error')).toEqual(['Profile could not be read']);

    database.failure = null;
    kit.backend.statusFailure = new AppError('session_expired', 'Authentication failed');
    expect(await load.execute()).toMatchObject({ ok: false, error: { code: 'session_expired' } });
  });

  it('logs a failed auth check and ends', async () => {
    const { kit, load } = setup();
    kit.auth.currentSession = async () => {
      throw new AppError('network', 'offline');
    };
    expect((await load.execute()).ok).toBe(false);
    expect(kit.logger.messages('error')).toEqual(['Dashboard auth check failed']);
  });
});
