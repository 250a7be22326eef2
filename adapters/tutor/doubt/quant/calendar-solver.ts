import type { QuantAnswer } from './quant-answer';
import { WEEKDAYS, askedClause, checkStep } from './quant-text';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DAY_NAME = String.raw`(sunday|monday|tuesday|wednesday|thursday|friday|saturday)`;

interface CalendarDate {
  readonly day: number;
  readonly month: number;
  readonly year: number;
  readonly at: number;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = (year: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function datesIn(text: string): CalendarDate[] {
  const found: CalendarDate[] = [];
  const monthOf = (word: string) => MONTHS.findIndex((name) => name.startsWith(word.slice(0, 3))) + 1;
  for (const match of text.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:of\s+)?${MONTH}[,.]?\s*(\d{4})\b`, 'g'))) found.push({ day: Number(match[1]), month: monthOf(match[2]!), year: Number(match[3]), at: match.index });
  for (const match of text.matchAll(new RegExp(String.raw`\b${MONTH}\s*(\d{1,2})(?:st|nd|rd|th)?[,.]?\s*(\d{4})\b`, 'g'))) found.push({ day: Number(match[2]), month: monthOf(match[1]!), year: Number(match[3]), at: match.index });
  for (const match of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) found.push({ day: Number(match[1]), month: Number(match[2]), year: Number(match[3]), at: match.index });
  const valid = found.filter((date) => date.year >= 1 && date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= monthDays(date.year)[date.month - 1]!);
  return valid.sort((a, b) => a.at - b.at);
}

/** The odd-days count from 1 January of year 1 (a Monday): 0 is Sunday. */
function oddDays(date: CalendarDate): { weekday: number; lines: string[] } {
  const years = date.year - 1;
  const leaps = Math.floor(years / 4) - Math.floor(years / 100) + Math.floor(years / 400);
  const yearOdd = (years + leaps) % 7;
  const before = monthDays(date.year).slice(0, date.month - 1).reduce((a, b) => a + b, 0);
  const total = yearOdd + before + date.day;
  return {
    weekday: total % 7,
    lines: [
      `${years} complete years have ${leaps} leap years: odd days = (${years} + ${leaps}) mod 7 = ${yearOdd}.`,
      `Days of ${date.year} up to the date: ${before} (months before) + ${date.day} = ${before + date.day}.`,
      `Total odd days = (${yearOdd} + ${before + date.day}) mod 7 = ${total % 7}, and 0 is Sunday, 1 Monday and so on: ${WEEKDAYS[total % 7]}.`,
    ],
  };
}

/** Days from 1 January of year 1, counted another way (whole years, then months), for the check. */
function dayNumber(date: CalendarDate): number {
  let days = 0;
  const fourHundreds = Math.floor((date.year - 1) / 400);
  days += fourHundreds * 146097;
  for (let year = fourHundreds * 400 + 1; year < date.year; year += 1) days += isLeap(year) ? 366 : 365;
  for (let month = 1; month < date.month; month += 1) days += monthDays(date.year)[month - 1]!;
  return days + date.day;
}

const shownDate = (date: CalendarDate) => `${date.day} ${MONTHS[date.month - 1]!.replace(/^./, (letter) => letter.toUpperCase())} ${date.year}`;

/** The day of the week of a date, from the odd-days method or from a date whose weekday is given. */
export function solveCalendar(text: string): QuantAnswer | null {
  if (!/day|week/.test(askedClause(text))) return null;
  const dates = datesIn(text);
  const given = new RegExp(DAY_NAME).exec(text);
  const givens = dates.flatMap((date) => [date.day, date.month, date.year]);
  if (dates.length === 1 && !given) {
    const date = dates[0]!;
    const { weekday, lines } = oddDays(date);
    const check = checkStep([`Counting days from Monday 1 January 1 another way: ${dayNumber(date)} days to ${shownDate(date)}, and ${dayNumber(date)} mod 7 = ${dayNumber(date) % 7} (0 is Sunday).`], [[dayNumber(date) % 7, weekday]]);
    if (!check) return null;
    return { kind: 'calendar', values: [weekday], unit: 'weekday', label: `The day of the week of ${shownDate(date)}`, steps: [{ title: 'Odd days', bullets: lines }, check], mistakes: [], givens };
  }
  if (dates.length === 2 && given) {
    const known = given.index < dates[1]!.at ? dates[0]! : dates[1]!;
    const target = known === dates[0] ? dates[1]! : dates[0]!;
    const start = WEEKDAYS.findIndex((name) => name.toLowerCase() === given[1]);
    const difference = dayNumber(target) - dayNumber(known);
    const weekday = (((start + difference) % 7) + 7) % 7;
    const steps = [{ title: 'Days between', bullets: [`From ${shownDate(known)} (${WEEKDAYS[start]}) to ${shownDate(target)} is ${difference} days; ${difference} mod 7 = ${((difference % 7) + 7) % 7} odd days.`, `${WEEKDAYS[start]} + ${((difference % 7) + 7) % 7} = ${WEEKDAYS[weekday]}.`] }];
    const check = checkStep([`By the odd-days count, ${shownDate(target)} is a ${WEEKDAYS[oddDays(target).weekday]} and ${shownDate(known)} a ${WEEKDAYS[oddDays(known).weekday]}, which agrees with the ${WEEKDAYS[start]} given.`], [[oddDays(target).weekday, weekday], [oddDays(known).weekday, start]]);
    if (!check) return null;
    return { kind: 'calendar', values: [weekday], unit: 'weekday', label: `The day of the week of ${shownDate(target)}`, steps: [...steps, check], mistakes: [], givens };
  }
  const after = new RegExp(String.raw`(?:today|it)\s+is\s+(?:a\s+)?${DAY_NAME}[^\d]{0,40}?(?:after|in)\s+(\d+)\s+days`).exec(text);
  if (dates.length === 0 && after) {
    const start = WEEKDAYS.findIndex((name) => name.toLowerCase() === after[1]);
    const n = Number(after[2]);
    const weekday = (start + n) % 7;
    const steps = [{ title: 'Odd days', bullets: [`${n} days = ${Math.floor(n / 7)} weeks and ${n % 7} days; ${WEEKDAYS[start]} + ${n % 7} = ${WEEKDAYS[weekday]}.`] }];
    let day = start;
    for (let count = 0; count < n; count += 1) day = (day + 1) % 7;
    const check = checkStep([`Stepping one day at a time ${n} times from ${WEEKDAYS[start]} ends on ${WEEKDAYS[day]}.`], [[day, weekday]]);
    if (!check) return null;
    return { kind: 'calendar', values: [weekday], unit: 'weekday', label: `The day after ${n} days`, steps: [...steps, check], mistakes: [], givens: [n] };
  }
  return null;
}
