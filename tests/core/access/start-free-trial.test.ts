import { describe, expect, it } from 'vitest';
import { StartFreeTrial } from '../../../core/access/start-free-trial.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeBackend } from '../../fakes/fake-backend';

describe('StartFreeTrial', () => {
  it('tells the backend which user starts the trial', async () => {
    const backend = new FakeBackend();
    const started: string[] = [];
    backend.startFreeTrial = async (userId: string) => {
      started.push(userId);
    };
    expect((await new StartFreeTrial(new FakeAuth(), backend).execute()).ok).toBe(true);
    expect(started).toEqual(['user-1']);
  });

  it("passes on the server's message, such as a trial already used", async () => {
    const backend = new FakeBackend();
    backend.startFreeTrial = async () => {
      throw new AppError('payment_required', 'Free trial already used');
    };
    expect(await new StartFreeTrial(new FakeAuth(), backend).execute()).toMatchObject({
      ok: false,
      error: { code: 'payment_required', message: 'Free trial already used' },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await new StartFreeTrial(new FakeAuth(null), new FakeBackend()).execute()).ok).toBe(false);
  });
});
