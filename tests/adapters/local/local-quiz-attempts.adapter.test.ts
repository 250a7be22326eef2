import { describe, expect, it } from 'vitest';
import { LocalDailyQuizSource } from '../../../adapters/local/local-daily-quiz-source.adapter';
import { LocalQuizAttempts } from '../../../adapters/local/local-quiz-attempts.adapter';
import { LOCAL_KEY_PREFIX } from '../../../adapters/local/stored-document';
import { DailyQuizBank } from '../../../adapters/tutor/quiz/daily-quiz-bank';
import { AppError } from '../../../core/shared/app-error';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { fixtureContent } from '../../fakes/quiz-bank-fixture';
import { RecordingLogger } from '../../fakes/recording-logger';

function kit(storage = new MemoryStorage()) {
  const bank = new DailyQuizBank(fixtureContent());
  const clock = new FakeClock(Date.UTC(2026, 2, 10, 4, 30));
  return { storage, bank, source: new LocalDailyQuizSource(bank), attempts: new LocalQuizAttempts(storage, bank, clock, new RecordingLogger()) };
}

async function rightAnswers(bank: DailyQuizBank, date: string, right: number) {
  const { key } = await bank.dayOf(date);
  return Object.fromEntries(key.map((entry, index) => [entry.questionId, index < right ? entry.answerIndex : (entry.answerIndex + 1) % 4]));
}

describe('LocalQuizAttempts', () => {
  it('marks against the day’s key, keeps the attempt across instances, and lists it', async () => {
    const { storage, bank, source, attempts } = kit();
    const quiz = await source.quizFor('2026-03-10');
    expect(quiz.questions).toHaveLength(10);
    const marked = await attempts.submit({ userId: 'asha', date: '2026-03-10', answers: await rightAnswers(bank, '2026-03-10', 6) });
    expect(marked.attempt).toMatchObject({ date: '2026-03-10', score: 6, total: 10, submittedAt: '2026-03-10T04:30:00.000Z' });
    expect(marked.key.map((entry) => entry.questionId)).toEqual(quiz.questions.map((question) => question.id));

    const reopened = kit(storage).attempts;
    expect((await reopened.find('asha', '2026-03-10'))?.attempt.score).toBe(6);
    expect(await reopened.find('ravi', '2026-03-10')).toBeNull();
    expect((await reopened.history('asha', '2026-03-01')).map((attempt) => attempt.date)).toEqual(['2026-03-10']);
    expect(await reopened.history('asha', '2026-03-11')).toEqual([]);
  });

  it('refuses a second attempt for the same student and day, and keeps the first', async () => {
    const { bank, attempts } = kit();
    await attempts.submit({ userId: 'asha', date: '2026-03-10', answers: await rightAnswers(bank, '2026-03-10', 2) });
    await expect(attempts.submit({ userId: 'asha', date: '2026-03-10', answers: await rightAnswers(bank, '2026-03-10', 10) })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await attempts.find('asha', '2026-03-10'))?.attempt.score).toBe(2);
    // Another student, and another day, are separate.
    await attempts.submit({ userId: 'ravi', date: '2026-03-10', answers: await rightAnswers(bank, '2026-03-10', 10) });
    await attempts.submit({ userId: 'asha', date: '2026-03-09', answers: await rightAnswers(bank, '2026-03-09', 10) });
    expect((await attempts.history('asha', '2026-03-01')).map((attempt) => attempt.score)).toEqual([2, 10]);
  });

  it('refuses answers that are not for the day’s questions', async () => {
    const { bank, attempts } = kit();
    const [first, ...rest] = Object.entries(await rightAnswers(bank, '2026-03-10', 10));
    const renamed = Object.fromEntries([[`${first![0]}-other`, first![1]], ...rest]);
    await expect(attempts.submit({ userId: 'asha', date: '2026-03-10', answers: renamed })).rejects.toMatchObject({ code: 'validation' });
    await expect(attempts.submit({ userId: 'asha', date: '2026-03-10', answers: {} })).rejects.toMatchObject({ code: 'validation' });
  });

  it('keeps nothing when the device refuses the write', async () => {
    const { storage, bank, attempts } = kit();
    storage.failWrites = true;
    const error = await attempts.submit({ userId: 'asha', date: '2026-03-10', answers: await rightAnswers(bank, '2026-03-10', 3) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('storage');
    expect(storage.values.has(`${LOCAL_KEY_PREFIX}db.daily_quiz_attempts`)).toBe(false);
  });
});
