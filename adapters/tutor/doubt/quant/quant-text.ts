import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { formatNumber, formatPercent, formatRupees, gcd } from '../../generators/quant/format';
import type { QuantAnswer, QuantKind, QuantUnit, QuantWorking } from './quant-answer';

/**
 * Small readers shared by the Quant solvers. They work on text cleaned by normaliseOcr: one line,
 * lower case, currency as '₹', digit groups joined, numbers in words before a measure as digits
 * and ratios with 'to' as 'N : M'. The number-word readers (numberWordValue, fractionWordValue,
 * timesWordValue and their patterns) are in ../number-words.ts.
 */

export const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** A number that is not a percentage (the lookahead must not be fooled by backtracking). */
export const AMOUNT = String.raw`₹?\s?(\d+(?:\.\d+)?)(?![\d.]*\s*%)`;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const rs = (value: number) => (Number.isInteger(round2(value)) ? formatRupees(value) : `₹${formatNumber(value)}`);
export const pct = (value: number) => formatPercent(value);
export const num = (value: number) => formatNumber(value);

/** A fraction of a minute as students write it: 16.3636 -> '16 4/11' when the denominator is small. */
export function mixed(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 1e-9) return `${whole}`;
  for (let denominator = 2; denominator <= 24; denominator += 1) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && Math.abs(numerator / denominator - rest) < 1e-9) {
      const divisor = gcd(numerator, denominator);
      return `${whole > 0 ? `${whole} ` : ''}${numerator / divisor}/${denominator / divisor}`;
    }
  }
  return formatNumber(value);
}

const SUFFIX: Partial<Record<QuantUnit, string>> = {
  days: ' days',
  hours: ' hours',
  minutes: ' minutes',
  seconds: ' seconds',
  years: ' years',
  'km/h': ' km/h',
  'm/s': ' m/s',
  degrees: '°',
  litres: ' litres',
  kg: ' kg',
  km: ' km',
  cm: ' cm',
  m: ' m',
  'cm²': ' cm²',
  'm²': ' m²',
  'cm³': ' cm³',
  'm³': ' m³',
};

export function formatValue(value: number, unit: QuantUnit): string {
  if (unit === 'rupees') return rs(value);
  if (unit === 'percent') return pct(value);
  if (unit === 'weekday') return WEEKDAYS[((Math.round(value) % 7) + 7) % 7]!;
  return `${formatNumber(value)}${SUFFIX[unit] ?? ''}`;
}

/** Equal within rounding to two decimals (and a thousandth for large values). */
export function closeEnough(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.006, Math.abs(b) * 1e-6);
}

/**
 * The check the student sees: the answer put back into the question gives the figures the
 * question states. Null when it does not, so a misread question is never shown as solved.
 */
export function checkStep(bullets: readonly string[], pairs: readonly (readonly [number, number])[]): SolutionStep | null {
  const agree = pairs.every(([worked, stated]) => Number.isFinite(worked) && Math.abs(worked - stated) <= Math.max(1e-6, Math.abs(stated) * 1e-6));
  return agree ? { title: 'Check: put the answer back into the question', bullets: [...bullets, 'This gives back the figures of the question, so the answer is right.'] } : null;
}

/** The clause that asks the question: the last sentence, or the words after 'find' / 'what'. */
export function askedClause(text: string): string {
  // 'p.a.', 'rs.' and 's.i.' end with a dot but not a sentence.
  const sentences = text.split(/(?<=[.?!])(?<!\b(?:p\.a|p\.c|s\.i|c\.i|rs|approx|i\.e|e\.g|viz|no|mr|mrs|dr|hrs?|yrs?|sq|cu|m\.p|s\.p|c\.p)\.)\s+/).filter((sentence) => /[a-z]/.test(sentence));
  const question = sentences.filter((sentence) => /\?|\b(?:find|what|how much|how many|how long|calculate|compute|determine|by how|when|which)\b/.test(sentence));
  return (question[question.length - 1] ?? sentences[sentences.length - 1] ?? text).trim();
}

/** The asked clause from its question word on: 'if its cost price was ₹2250, find the selling price' -> 'find the selling price'. */
export function askedTail(text: string): string {
  const clause = askedClause(text);
  const starts = [...clause.matchAll(/\b(?:find|what|how|calculate|compute|determine|which|when|at what|in what)\b/g)];
  return starts.length > 0 ? clause.slice(starts[starts.length - 1]!.index) : clause;
}

export function amountAfter(text: string, keyword: string): number | null {
  const match = new RegExp(String.raw`(?:${keyword})[^\d%?]{0,45}?${AMOUNT}`).exec(text);
  return match ? Number(match[1]) : null;
}

/** The percentage written next to a keyword: '20% profit' or 'a profit of 20%', whichever is closer. */
export function percentNear(text: string, keyword: string): number | null {
  const after = new RegExp(String.raw`(?:${keyword})([^\d%?]{0,30}?)${NUM}\s*%`).exec(text);
  const before = new RegExp(String.raw`${NUM}\s*%(\s*(?:[a-z]+\s+){0,2}?)(?:${keyword})`).exec(text);
  if (after && before) return after[1]!.length <= before[2]!.length ? Number(after[2]) : Number(before[1]);
  if (after) return Number(after[2]);
  return before ? Number(before[1]) : null;
}

export function percents(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))].map((match) => Number(match[1]));
}

export function amounts(text: string): number[] {
  return [...text.matchAll(new RegExp(String.raw`₹\s?${NUM}`, 'g'))].map((match) => Number(match[1]));
}

/** Lowest terms of a ratio of (possibly fractional) terms: [1.5, 1] -> [3, 2]. */
export function lowestTerms(terms: readonly number[]): number[] | null {
  for (let scale = 1; scale <= 1000; scale += 1) {
    const scaled = terms.map((term) => term * scale);
    if (scaled.every((term) => Math.abs(term - Math.round(term)) < 1e-7)) {
      const whole = scaled.map(Math.round);
      const divisor = whole.reduce((acc, term) => gcd(acc, term), 0);
      return divisor === 0 ? null : whole.map((term) => term / divisor);
    }
  }
  return null;
}

/** A single letter or a capitalised name as the text (lower-cased) gives it, shown as 'A' or 'Ravi'. */
export const shown = (name: string) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * A small count as written, in digits or as a word ('three consecutive', '4 consecutive'), and
 * whether it was written in digits (then it is one of the question's numbers).
 */
export function countOf(word: string): { count: number; written: boolean } | null {
  if (/^\d+$/.test(word)) return { count: Number(word), written: true };
  const count = COUNT_WORDS[word];
  return count === undefined ? null : { count, written: false };
}

/** The words for a count, for readers: 'two|three|...|ten'. */
export const COUNT_WORD = Object.keys(COUNT_WORDS).join('|');

/**
 * 'The sum of the two numbers is', 'the total number of students is', 'in all ... are': a whole,
 * with only words that name the whole in between. 'The sum of their squares', 'the sum of the
 * first and the third' are not the whole and do not match.
 */
export const WHOLE_IS = String.raw`\b(?:total|sum|altogether|in all|combined)(?:\s+(?:of|the|their|all|these|both|them|two|three|four|five|six|2|3|4|5|6|numbers?|shares?|parts?|ages?|amounts?|money|students|pupils|boys|girls|children|people|persons|members|employees|workers|players|coins|balls|marks|salaries|savings|profits?|investments?|capitals?|quantities|strength|count|number|the class|class))*\s+(?:is|was|are|were|=|comes to|amounts to)`;

/** Words before a figure that make it something else than the plain share: 'the square of A's share is 400'. */
export const QUALIFIED = /(?:squares?|cubes?|half|double|twice|thrice|times|reciprocals?|products?|\d+\s*%|percent)\s+(?:of\s+)?(?:the\s+|their\s+)?$/;

/** An answer of one value, rounded to two decimal places as every answer is shown. */
export function oneValueAnswer(kind: QuantKind, value: number, unit: QuantUnit, label: string, working: QuantWorking): QuantAnswer {
  return { kind, values: [round2(value)], unit, label, ...working };
}

/** The answer with its check appended, or null when the check fails (the question was misread). */
export function withCheck(answer: QuantAnswer, bullets: readonly string[], pairs: readonly (readonly [number, number])[]): QuantAnswer | null {
  const check = checkStep(bullets, pairs);
  return check ? { ...answer, steps: [...answer.steps, check] } : null;
}

/** True when the clause names a person of the question ('b' in "what is b's share"). */
export function mentions(clause: string, name: string): boolean {
  return new RegExp(String.raw`(?<![\p{L}\d])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}\d])`, 'u').test(clause);
}

/** Every number written in the text, in order. */
export const writtenNumbers = (text: string): number[] => (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/** True when the numbers written are exactly these, in any order: a reading that left none unread and read none twice. */
export function usesAll(text: string, used: readonly number[]): boolean {
  const left = [...used];
  const written = writtenNumbers(text);
  return (
    written.length === left.length &&
    written.every((value) => {
      const index = left.findIndex((entry) => Math.abs(entry - value) < 1e-9);
      if (index < 0) return false;
      left.splice(index, 1);
      return true;
    })
  );
}
