import { describe, expect, it } from 'vitest';
import { GetDailyQuiz } from '../../../core/quiz/get-daily-quiz.use-case';
import { QUIZ_MESSAGES } from '../../../core/quiz/quiz.messages';
import { ReadQuizHistory } from '../../../core/quiz/read-quiz-history.use-case';
import { SubmitDailyQuiz } from '../../../core/quiz/submit-daily-quiz.use-case';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { answersWith, FakeDailyQuizSource, FakeQuizAttempts, makeQuiz } from '../../fakes/fake-daily-quiz';
import { RecordingLogger } from '../../fakes/recording-logger';

// 10 March 2026, 10:00 in India.
const MORNING = Date.UTC(2026, 2, 10, 4, 30);

function kit(now = MORNING) {
  const auth = new FakeAuth(makeSession(makeUser('asha@example.in', 'asha')));
  const source = new FakeDailyQuizSource();
  const attempts = new FakeQuizAttempts();
  const clock = new FakeClock(now);
  const logger = new RecordingLogger();
  return {
    auth,
    source,
    attempts,
    clock,
    logger,
    get: new GetDailyQuiz(auth, source, attempts, clock, logger),
    submit: new SubmitDailyQuiz(auth, attempts, clock, logger),
    history: new ReadQuizHistory(auth, attempts, clock, logger),
  };
}

describe('GetDailyQuiz', () => {
  it("asks for the Indian calendar day's quiz, open while it is not taken", async () => {
    // 20:00 UTC on 9 March is 01:30 on 10 March in India.
    const { get, source } = kit(Date.UTC(2026, 2, 9, 20, 0));
    const result = await get.execute();
    expect(source.asked).toEqual(['2026-03-10']);
    expect(result.ok && result.value.quiz.questions).toHaveLength(10);
    expect(result.ok && result.value.marked).toBeNull();
    expect(result.ok && result.value.record.todaysAttempt).toBeNull();
  });

  it("returns today's attempt with its answers once taken", async () => {
    const { get, attempts } = kit();
    attempts.seed('asha', '2026-03-10', 8);
    const result = await get.execute();
    expect(result.ok && result.value.marked?.attempt.score).toBe(8);
    expect(result.ok && result.value.marked?.key).toHaveLength(10);
  });

  it('fails with a message, keeping the error code, when the quiz cannot be had', async () => {
    const { get, source } = kit();
    source.failure = new AppError('session_expired', 'Session Expired');
    const result = await get.execute();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('session_expired');
      expect(result.error.message).toBe(QUIZ_MESSAGES.loadFailed);
    }
  });

  it('needs a signed-in student', async () => {
    const { get, auth } = kit();
    auth.session = null;
    const result = await get.execute();
    expect(!result.ok && result.error.code).toBe('not_signed_in');
  });
});

describe('SubmitDailyQuiz', () => {
  const { quiz, key } = makeQuiz('2026-03-10');

  it('marks the answers, keeps the attempt and returns the key, the history and the streak', async () => {
    const { submit, attempts } = kit();
    attempts.seed('asha', '2026-03-09', 6);
    attempts.seed('asha', '2026-03-08', 5);
    const result = await submit.execute({ quiz, answers: answersWith(key, 7) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.marked.attempt).toMatchObject({ date: '2026-03-10', score: 7, total: 10 });
    expect(result.value.marked.key.map((entry) => entry.answerIndex)).toEqual(key.map((entry) => entry.answerIndex));
    expect(result.value.record.streak).toBe(3);
    expect(result.value.record.history.map((attempt) => attempt.date)).toEqual(['2026-03-10', '2026-03-09', '2026-03-08']);
    expect(result.value.record.todaysAttempt?.score).toBe(7);
  });

  it('refuses a second attempt for the same day with a clear message', async () => {
    const { submit, attempts } = kit();
    expect((await submit.execute({ quiz, answers: answersWith(key, 3) })).ok).toBe(true);
    const again = await submit.execute({ quiz, answers: answersWith(key, 10) });
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.error.code).toBe('conflict');
      expect(again.error.message).toBe(QUIZ_MESSAGES.alreadyTaken);
    }
    expect(attempts.submitted).toBe(1);
    expect((await attempts.find('asha', '2026-03-10'))?.attempt.score).toBe(3);
  });

  it('reports a conflict found by the store (another tab submitted first) the same way', async () => {
    const { submit, attempts } = kit();
    const originalFind = attempts.find.bind(attempts);
    attempts.find = async () => null;
    attempts.seed('asha', '2026-03-10', 4);
    const result = await submit.execute({ quiz, answers: answersWith(key, 9) });
    expect(!result.ok && result.error.message).toBe(QUIZ_MESSAGES.alreadyTaken);
    expect((await originalFind('asha', '2026-03-10'))?.attempt.score).toBe(4);
  });

  it('wants every question answered', async () => {
    const { submit, attempts } = kit();
    const { [quiz.questions[9]!.id]: _last, ...nine } = answersWith(key, 9);
    const result = await submit.execute({ quiz, answers: nine });
    expect(!result.ok && result.error.message).toBe(QUIZ_MESSAGES.incomplete);
    expect(attempts.submitted).toBe(0);
  });

  it("takes yesterday's quiz just after midnight, but not an older one", async () => {
    // 00:05 on 11 March in India.
    const { submit } = kit(Date.UTC(2026, 2, 10, 18, 35));
    expect((await submit.execute({ quiz, answers: answersWith(key, 5) })).ok).toBe(true);
    const old = makeQuiz('2026-03-08');
    const result = await submit.execute({ quiz: old.quiz, answers: answersWith(old.key, 5) });
    expect(!result.ok && result.error.message).toBe(QUIZ_MESSAGES.closed);
  });

  it('says the answers are kept when the store fails', async () => {
    const { submit, attempts, logger } = kit();
    attempts.failure = new AppError('network', 'Failed to connect to server');
    const result = await submit.execute({ quiz, answers: answersWith(key, 5) });
    expect(!result.ok && result.error).toMatchObject({ code: 'network', message: QUIZ_MESSAGES.submitFailed });
    expect(logger.messages('warn')).toEqual(['Quiz answers were not submitted']);
  });
});

describe('ReadQuizHistory', () => {
  it('shows the last 30 days newest first, and a streak that may run longer', async () => {
    const { history, attempts } = kit();
    for (let day = 0; day < 40; day += 1) {
      attempts.seed('asha', new Date(Date.UTC(2026, 2, 10 - day)).toISOString().slice(0, 10));
    }
    attempts.seed('ravi', '2026-03-10');
    const result = await history.execute();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.history).toHaveLength(30);
    expect(result.value.history[0]!.date).toBe('2026-03-10');
    expect(result.value.history[29]!.date).toBe('2026-02-09');
    expect(result.value.streak).toBe(40);
    expect(result.value.todaysAttempt?.date).toBe('2026-03-10');
  });

  it('is empty for a new student', async () => {
    const result = await kit().history.execute();
    expect(result.ok && result.value).toEqual({ today: '2026-03-10', todaysAttempt: null, history: [], streak: 0 });
  });
});
