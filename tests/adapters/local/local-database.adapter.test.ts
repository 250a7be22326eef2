import { describe, expect, it } from 'vitest';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import type { DiagnosticTestRecord } from '../../../core/diagnostic/diagnostic.model';
import { newProfile } from '../../../core/profile/profile.model';
import { breakdown, onboarding } from '../contracts/database.contract';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const PROFILES_KEY = 'nyayapath.local.db.profiles';
function setUp(storage = new MemoryStorage()) {
  const clock = new FakeClock(Date.UTC(2026, 5, 1, 10, 0, 0));
  const logger = new RecordingLogger();
  return { storage, clock, logger, database: new LocalDatabase(storage, clock, logger) };
}

function diagnosticRecord(answerCount: number): DiagnosticTestRecord {
  const answers = Object.fromEntries(Array.from({ length: answerCount }, (_, i) => [`q${i + 1}`, i % 4]));
  return {
    userId: 'user-1',
    answers,
    scoreBreakdown: breakdown,
    totalScore: 69,
    predictedRank: 24800,
    predictedNlu: 'Any NLU (with improvement)',
    strengths: ['Legal Reasoning', 'English Language', 'General Knowledge'],
    weaknesses: ['Logical Reasoning', 'Quantitative Techniques'],
  };
}

describe('LocalDatabase profiles', () => {
  it('has no profile before the first write', async () => {
    expect(await setUp().database.getProfile('user-1')).toBeNull();
  });

  it('creates the profile on its first update, as the hosted sign-up trigger would, then applies it', async () => {
    const { database } = setUp();
    await database.updateProfile('user-1', onboarding);
    expect(await database.getProfile('user-1')).toEqual({ ...newProfile('user-1'), ...onboarding });
  });

  it('merges later updates into the row and keeps users apart', async () => {
    const { database, storage } = setUp();
    await database.updateProfile('user-1', onboarding);
    await database.updateProfile('user-1', { diagnosticCompleted: true, diagnosticScore: breakdown, predictedRank: 24800, predictedNlu: 'Top-15 NLU' });
    await database.updateProfile('user-1', { paymentStatus: 'paid' });
    await database.updateProfile('user-2', { exitFeedback: 'Too expensive' });

    // A reload reads the same rows.
    const reloaded = setUp(storage).database;
    expect(await reloaded.getProfile('user-1')).toEqual({
      ...newProfile('user-1'),
      ...onboarding,
      diagnosticCompleted: true,
      diagnosticScore: breakdown,
      predictedRank: 24800,
      predictedNlu: 'Top-15 NLU',
      paymentStatus: 'paid',
    });
    expect(await reloaded.getProfile('user-2')).toEqual({ ...newProfile('user-2'), exitFeedback: 'Too expensive' });
  });

  it('keeps the previous row when an update cannot be saved', async () => {
    const { database, storage } = setUp();
    await database.updateProfile('user-1', onboarding);
    storage.failWrites = true;
    await expect(database.updateProfile('user-1', { paymentStatus: 'paid' })).rejects.toMatchObject({ code: 'storage' });
    storage.failWrites = false;
    expect(await database.getProfile('user-1')).toEqual({ ...newProfile('user-1'), ...onboarding });
  });

  it('treats corrupt or foreign profile data as absent, logs it, and can write again', async () => {
    const { database, storage, logger } = setUp();
    storage.set(PROFILES_KEY, '[{"userId":');
    expect(await database.getProfile('user-1')).toBeNull();
    storage.set(PROFILES_KEY, JSON.stringify([{ userId: 'user-1', isFirstLogin: 'yes' }]));
    expect(await database.getProfile('user-1')).toBeNull();
    expect(logger.messages('warn')).toHaveLength(2);

    await database.updateProfile('user-1', { paymentStatus: 'paid' });
    expect(await database.getProfile('user-1')).toMatchObject({ paymentStatus: 'paid', isFirstLogin: true });
  });
});

describe('LocalDatabase diagnostic tests', () => {
  it('stores a test with answers to all 13 questions', async () => {
    await expect(setUp().database.insertDiagnosticTest(diagnosticRecord(13))).resolves.toBeUndefined();
  });

  it('refuses a test without all 13 answers', async () => {
    await expect(setUp().database.insertDiagnosticTest(diagnosticRecord(12))).rejects.toMatchObject({
      name: 'AppError',
      code: 'validation',
      message: 'Failed to save your test results. Please try again.',
    });
  });

  it('reports a failed write as a storage error', async () => {
    const { database, storage } = setUp();
    storage.failWrites = true;
    await expect(database.insertDiagnosticTest(diagnosticRecord(13))).rejects.toMatchObject({ code: 'storage' });
  });
});

describe('LocalDatabase contact submissions', () => {
  it('keeps every message for the operator, newest first, with its time', async () => {
    const { database, clock, storage } = setUp();
    await database.insertContactSubmission({ name: 'Asha', email: 'asha@example.in', message: 'Is GK covered?' });
    const firstAt = new Date(clock.now()).toISOString();
    await clock.advance(60_000);
    await database.insertContactSubmission({ name: 'Ravi', email: 'ravi@example.in', message: 'Refund?' });

    const listed = await setUp(storage).database.listContactSubmissions();
    expect(listed.map(({ name, email, message }) => ({ name, email, message }))).toEqual([
      { name: 'Ravi', email: 'ravi@example.in', message: 'Refund?' },
      { name: 'Asha', email: 'asha@example.in', message: 'Is GK covered?' },
    ]);
    expect(listed[1]?.createdAt).toBe(firstAt);
    expect(listed[0]?.createdAt).toBe(new Date(clock.now()).toISOString());
    expect(new Set(listed.map((row) => row.id)).size).toBe(2);
  });

  it('keeps earlier messages when a new one cannot be saved', async () => {
    const { database, storage } = setUp();
    await database.insertContactSubmission({ name: 'Asha', email: 'asha@example.in', message: 'Hello' });
    storage.failWrites = true;
    await expect(database.insertContactSubmission({ name: 'Ravi', email: 'r@example.in', message: 'Hi' })).rejects.toMatchObject({
      code: 'storage',
    });
    expect((await database.listContactSubmissions()).map((row) => row.name)).toEqual(['Asha']);
  });
});
