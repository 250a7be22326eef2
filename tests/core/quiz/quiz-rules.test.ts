import { describe, expect, it } from 'vitest';
import { daysBefore, isQuizDate, isSubmittableOn, quizDateOf } from '../../../core/quiz/quiz-day.rules';
import { answersComplete, scoreAnswers } from '../../../core/quiz/quiz-scoring.rules';
import { streakOf } from '../../../core/quiz/quiz-streak.rules';
import { answersWith, makeQuiz } from '../../fakes/fake-daily-quiz';

describe('the quiz day', () => {
  it('is the calendar day in India: it turns at 18:30 UTC', () => {
    expect(quizDateOf(Date.UTC(2026, 2, 9, 18, 29, 59))).toBe('2026-03-09');
    expect(quizDateOf(Date.UTC(2026, 2, 9, 18, 30, 0))).toBe('2026-03-10');
    // 00:10 UTC on 10 March is 05:40 in India: still the 10th.
    expect(quizDateOf(Date.UTC(2026, 2, 10, 0, 10))).toBe('2026-03-10');
  });

  it('crosses months and years', () => {
    expect(quizDateOf(Date.UTC(2026, 11, 31, 19, 0))).toBe('2027-01-01');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
  });

  it('checks dates', () => {
    expect(isQuizDate('2026-02-28')).toBe(true);
    expect(isQuizDate('2026-02-30')).toBe(false);
    expect(isQuizDate('2026-2-3')).toBe(false);
    // Shaped like dates but no day at all: a refusal, not an exception.
    expect(isQuizDate('9999-99-99')).toBe(false);
    expect(isQuizDate('2026-13-45')).toBe(false);
    expect(isQuizDate('2026-00-10')).toBe(false);
  });

  it('takes a quiz on its own day or the next, never later or early', () => {
    expect(isSubmittableOn('2026-03-10', '2026-03-10')).toBe(true);
    expect(isSubmittableOn('2026-03-09', '2026-03-10')).toBe(true);
    expect(isSubmittableOn('2026-03-08', '2026-03-10')).toBe(false);
    expect(isSubmittableOn('2026-03-11', '2026-03-10')).toBe(false);
  });
});

describe('scoring', () => {
  const { quiz, key } = makeQuiz('2026-03-10');
  const ids = quiz.questions.map((question) => question.id);

  it('counts the right answers out of the questions', () => {
    expect(scoreAnswers(key, answersWith(key, 7))).toEqual({ score: 7, total: 10 });
    expect(scoreAnswers(key, answersWith(key, 10))).toEqual({ score: 10, total: 10 });
    expect(scoreAnswers(key, answersWith(key, 0))).toEqual({ score: 0, total: 10 });
  });

  it('wants every question answered with an option 0 to 3, and nothing else', () => {
    const all = answersWith(key, 5);
    expect(answersComplete(ids, all)).toBe(true);
    const { [ids[0]!]: _dropped, ...missing } = all;
    expect(answersComplete(ids, missing)).toBe(false);
    expect(answersComplete(ids, { ...all, [ids[1]!]: 4 })).toBe(false);
    expect(answersComplete(ids, { ...all, [ids[1]!]: 1.5 })).toBe(false);
    expect(answersComplete(ids, { ...missing, stranger: 1 })).toBe(false);
  });
});

describe('the streak', () => {
  it('counts consecutive days back from today', () => {
    expect(streakOf(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toBe(3);
  });

  it('keeps yesterday’s streak while today is still open, and breaks after a missed day', () => {
    expect(streakOf(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-08', '2026-03-07'], '2026-03-10')).toBe(0);
    expect(streakOf([], '2026-03-10')).toBe(0);
  });

  it('runs across a month end', () => {
    expect(streakOf(['2026-03-01', '2026-02-28', '2026-02-27'], '2026-03-01')).toBe(3);
  });
});
