import type { QuizDate } from './daily-quiz.model';

/**
 * The quiz day is the calendar day in India (Asia/Kolkata), because CLAT students are in India:
 * the quiz changes at midnight IST for everyone, wherever the device's clock zone is set. India
 * has kept UTC+05:30 all year since 1945 (no daylight saving), so a fixed offset is exact and
 * needs no time-zone database.
 */
export const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Indian calendar day of an instant (epoch milliseconds). */
export function quizDateOf(epochMs: number): QuizDate {
  return new Date(epochMs + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isQuizDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  // 2026-02-30 rolls over to March; 2026-13-45 is no date at all (NaN): neither is the day it names.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Days since 1970-01-01 of a quiz date, for seeds and distances. */
export function dayNumber(date: QuizDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDayNumber(day: number): QuizDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` days before (a negative number: after) `date`. */
export function daysBefore(date: QuizDate, days: number): QuizDate {
  return dateOfDayNumber(dayNumber(date) - days);
}

/**
 * A quiz may be submitted on its own day, or on the next one: a student who opened it at 11:58 pm
 * keeps her answers past midnight. Any other day's quiz is closed.
 */
export function isSubmittableOn(quizDate: QuizDate, today: QuizDate): boolean {
  return quizDate === today || quizDate === daysBefore(today, 1);
}
