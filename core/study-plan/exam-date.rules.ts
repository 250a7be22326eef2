import { dateOfDayNumber, dayNumber, isQuizDate } from '../quiz/quiz-day.rules';
import { STUDY_PLAN_LIMITS, type PlanDay } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';

/** Days from `today` to `examDate`: 0 on the exam day, negative once it has passed. */
export function daysLeft(today: PlanDay, examDate: PlanDay): number {
  return dayNumber(examDate) - dayNumber(today);
}

/**
 * CLAT has been held on the first Sunday of December in recent years (1 December 2024, 7
 * December 2025): that day this year, or next year's once it has passed. Only a suggestion the
 * student confirms, since the Consortium announces each year's date.
 */
export function suggestedExamDate(today: PlanDay): PlanDay {
  const year = Number(today.slice(0, 4));
  const thisYear = firstSundayOfDecember(year);
  return daysLeft(today, thisYear) >= 0 ? thisYear : firstSundayOfDecember(year + 1);
}

function firstSundayOfDecember(year: number): PlanDay {
  const first = dayNumber(`${year}-12-01`);
  // 1970-01-01 was a Thursday: day number 3 was a Sunday.
  const weekday = (((first - 3) % 7) + 7) % 7;
  return dateOfDayNumber(first + ((7 - weekday) % 7));
}

/** The exam date the student typed, checked: a real date, not before today, within two years. Null when it is fine. */
export function examDateProblem(value: string, today: PlanDay): string | null {
  const date = value.trim();
  if (date === '') return STUDY_PLAN_MESSAGES.examDateMissing;
  if (!isQuizDate(date)) return STUDY_PLAN_MESSAGES.examDateInvalid;
  const left = daysLeft(today, date);
  if (left < 0) return STUDY_PLAN_MESSAGES.examDatePast;
  if (left > STUDY_PLAN_LIMITS.maxDaysAhead) return STUDY_PLAN_MESSAGES.examDateTooFar;
  return null;
}
