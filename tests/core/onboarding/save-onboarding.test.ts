import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '../../../core/onboarding/onboarding.model';
import { SaveOnboarding } from '../../../core/onboarding/save-onboarding.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeDatabase } from '../../fakes/fake-database';
import { RecordingLogger } from '../../fakes/recording-logger';

const answers = Object.fromEntries(ONBOARDING_QUESTIONS.map((question) => [question.key, question.options[0]!]));

describe('SaveOnboarding', () => {
  it('saves the four answers and ends the first login', async () => {
    const auth = new FakeAuth();
    const database = new FakeDatabase();
    const result = await new SaveOnboarding(auth, database, new RecordingLogger()).execute(answers);
    expect(result).toEqual({
      ok: true,
      value: { title: 'Profile Updated', description: "Ready for your diagnostic test? Let's see where you stand." },
    });
    expect(database.profiles.get('user-1')).toMatchObject({ ...answers, isFirstLogin: false });
  });

  it('refuses an unanswered step without writing', async () => {
    const database = new FakeDatabase();
    const { losingMarksArea: _skipped, ...partial } = answers;
    const result = await new SaveOnboarding(new FakeAuth(), database, new RecordingLogger()).execute(partial);
    expect(result.ok).toBe(false);
    expect(database.calls).toEqual([]);
  });

  it('reports a failed save with the catalogue text and logs it', async () => {
    const database = new FakeDatabase();
    database.failure = new AppError('network', 'offline');
    const logger = new RecordingLogger();
    const result = await new SaveOnboarding(new FakeAuth(), database, logger).execute(answers);
    expect(result).toMatchObject({ ok: false, error: { title: 'Error', message: 'Failed to save your preferences. Please try again.' } });
    expect(logger.messages('error')).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await new SaveOnboarding(new FakeAuth(null), new FakeDatabase(), new RecordingLogger()).execute(answers)).ok).toBe(false);
  });
});
