/**
 * Weeks run Monday to Sunday in the student's own time zone. A week is named by its Monday's
 * date, 'YYYY-MM-DD', which is also its address (/dashboard/report/2026-11-23).
 */
export type WeekKey = string;

/** Minutes east of UTC at an instant (the TimeZone port). */
export type OffsetOf = (epochMs: number) => number;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Days since 1970-01-01 of the local calendar day holding the instant. */
function localDay(epochMs: number, offsetOf: OffsetOf): number {
  return Math.floor((epochMs + offsetOf(epochMs) * MINUTE_MS) / DAY_MS);
}

/** 1970-01-01 was a Thursday: days back from `day` to its Monday. */
function daysSinceMonday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dayOfDate(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The instant local midnight begins on `day`; the offset is read just before it, then at it, so a change of clocks that day is honoured. */
function localMidnight(day: number, offsetOf: OffsetOf): number {
  const utcMidnight = day * DAY_MS;
  const guess = utcMidnight - offsetOf(utcMidnight) * MINUTE_MS;
  return utcMidnight - offsetOf(guess) * MINUTE_MS;
}

/** The week holding an instant. */
export function weekOf(epochMs: number, offsetOf: OffsetOf): WeekKey {
  const day = localDay(epochMs, offsetOf);
  return dateOfDay(day - daysSinceMonday(day));
}

/** True for a real date that is a Monday, written 'YYYY-MM-DD'. */
export function isWeekKey(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const day = dayOfDate(value);
  return Number.isFinite(day) && dateOfDay(day) === value && daysSinceMonday(day) === 0;
}

/** The week `weeks` weeks later (earlier when negative). */
export function shiftWeek(week: WeekKey, weeks: number): WeekKey {
  return dateOfDay(dayOfDate(week) + weeks * 7);
}

/** The week's instants: from Monday's local midnight (included) to the next Monday's (excluded). */
export function weekBounds(week: WeekKey, offsetOf: OffsetOf): { readonly start: number; readonly end: number } {
  const monday = dayOfDate(week);
  return { start: localMidnight(monday, offsetOf), end: localMidnight(monday + 7, offsetOf) };
}

/** The Sunday that ends the week, 'YYYY-MM-DD'. */
export function weekSunday(week: WeekKey): string {
  return dateOfDay(dayOfDate(week) + 6);
}

function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]!}`;
}

/** 'Mon 23 Nov to Sun 29 Nov 2026'. */
export function weekLabel(week: WeekKey): string {
  const sunday = weekSunday(week);
  return `Mon ${shortDate(week)} to Sun ${shortDate(sunday)} ${sunday.slice(0, 4)}`;
}
