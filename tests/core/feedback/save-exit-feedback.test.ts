import { describe, expect, it } from 'vitest';
import { SaveExitFeedback } from '../../../core/feedback/save-exit-feedback.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeDatabase } from '../../fakes/fake-database';
import { RecordingLogger } from '../../fakes/recording-logger';

function setup() {
  const database = new FakeDatabase();
  return { database, save: new SaveExitFeedback(new FakeAuth(), database, new RecordingLogger()) };
}

describe('SaveExitFeedback', () => {
  it('saves the chosen reason', async () => {
    const { database, save } = setup();
    expect(await save.execute({ reason: 'Too expensive', otherText: '' })).toEqual({
      ok: true,
      value: { title: 'Thanks for the feedback!', description: "We'll use this to improve the product." },
    });
    expect(database.profiles.get('user-1')?.exitFeedback).toBe('Too expensive');
  });

  it('saves the free text instead of "Other reason"', async () => {
    const { database, save } = setup();
    await save.execute({ reason: 'Other reason', otherText: '  I prefer offline classes ' });
    expect(database.profiles.get('user-1')?.exitFeedback).toBe('I prefer offline classes');
  });

  it('requires a reason, and text for "Other reason"', async () => {
    const { database, save } = setup();
    expect((await save.execute({ reason: '', otherText: '' })).ok).toBe(false);
    expect((await save.execute({ reason: 'Other reason', otherText: '  ' })).ok).toBe(false);
    expect(database.calls).toEqual([]);
  });

  it('reports a failed save', async () => {
    const { database, save } = setup();
    database.failure = new AppError('network', 'offline');
    expect(await save.execute({ reason: 'Too expensive', otherText: '' })).toMatchObject({
      ok: false,
      error: { title: 'Error', message: 'Failed to save feedback.' },
    });
  });

  it('needs a signed-in user', async () => {
    const database = new FakeDatabase();
    const save = new SaveExitFeedback(new FakeAuth(null), database, new RecordingLogger());
    expect((await save.execute({ reason: 'Too expensive', otherText: '' })).ok).toBe(false);
  });
});
