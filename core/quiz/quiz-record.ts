import type { QuizAttempts } from './quiz-attempts.port';
import { HISTORY_DAYS, type QuizDate, type QuizRecord } from './daily-quiz.model';
import { daysBefore } from './quiz-day.rules';
import { streakOf } from './quiz-streak.rules';

/** How far back a streak is counted; the history shown is the last HISTORY_DAYS of it. */
const STREAK_LOOKBACK_DAYS = 366;

/** The student's record as of `today`: today's attempt, the last 30 days, the streak. */
export async function quizRecord(attempts: QuizAttempts, userId: string, today: QuizDate): Promise<QuizRecord> {
  const since = daysBefore(today, STREAK_LOOKBACK_DAYS - 1);
  const shownSince = daysBefore(today, HISTORY_DAYS - 1);
  const all = (await attempts.history(userId, since))
    .filter((attempt) => attempt.date <= today)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    today,
    todaysAttempt: all.find((attempt) => attempt.date === today) ?? null,
    history: all.filter((attempt) => attempt.date >= shownSince),
    streak: streakOf(
      all.map((attempt) => attempt.date),
      today,
    ),
  };
}
