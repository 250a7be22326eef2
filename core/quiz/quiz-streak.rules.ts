import type { QuizDate } from './daily-quiz.model';
import { dayNumber } from './quiz-day.rules';

/**
 * Consecutive days with an attempt, counted back from today; while today's quiz is still open
 * the streak counted up to yesterday is kept (it breaks only once a whole day is missed).
 */
export function streakOf(attemptDates: readonly QuizDate[], today: QuizDate): number {
  const days = new Set(attemptDates.map(dayNumber));
  let day = dayNumber(today);
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
