import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { SaveDiagnostic } from '../../../core/diagnostic/save-diagnostic.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeDatabase } from '../../fakes/fake-database';
import { RecordingLogger } from '../../fakes/recording-logger';

const allCorrect = Object.fromEntries(DIAGNOSTIC_QUESTIONS.map((question) => [question.id, question.correctIndex]));

function saver(database = new FakeDatabase(), auth = new FakeAuth()) {
  return new SaveDiagnostic(auth, database, new RecordingLogger(), DIAGNOSTIC_QUESTIONS);
}

describe('SaveDiagnostic', () => {
  it('inserts the test, then updates the profile, and returns the scored result', async () => {
    const database = new FakeDatabase();
    const result = await saver(database).execute(allCorrect);
    if (!result.ok) throw result.error;
    expect(result.value).toMatchObject({ totalScore: 100, predictedRank: 1, predictedNlu: 'NLSIU Bengaluru', weaknesses: [] });
    expect(database.calls).toEqual(['insertDiagnosticTest', 'updateProfile']);
    expect(database.diagnosticTests[0]).toMatchObject({ userId: 'user-1', answers: allCorrect, totalScore: 100 });
    expect(database.profiles.get('user-1')).toMatchObject({
      diagnosticCompleted: true,
      predictedRank: 1,
      diagnosticScore: result.value.breakdown,
    });
  });

  it('refuses fewer than 13 answers without writing', async () => {
    const database = new FakeDatabase();
    const { [DIAGNOSTIC_QUESTIONS[12]!.id]: _last, ...twelve } = allCorrect;
    const result = await saver(database).execute(twelve);
    expect(result.ok).toBe(false);
    expect(database.calls).toEqual([]);
  });

  it('leaves the profile alone when the insert fails, and says so', async () => {
    const database = new FakeDatabase();
    database.failure = new AppError('network', 'offline');
    database.failOn = 'insertDiagnosticTest';
    const result = await saver(database).execute(allCorrect);
    expect(result).toMatchObject({ ok: false, error: { title: 'Error', message: 'Failed to save your test results. Please try again.' } });
    expect(database.profiles.size).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await saver(new FakeDatabase(), new FakeAuth(null)).execute(allCorrect)).ok).toBe(false);
  });
});
