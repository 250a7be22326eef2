import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';

/**
 * Shared pieces of the held-out templates: numbering, exactness checks, printing of numbers the
 * way CLAT papers and students print them (Indian digit grouping, ₹ / Rs. / INR, per cent) and
 * assembling four options that differ as printed.
 */

export type Options = DrawnDoubt['options'];
export type Draw = (random: Random) => DrawnDoubt;

/** The templates of one kind, numbered from 1: 'held-out/percent-change/1', ... */
export function templatesOf(kind: DoubtKind, draws: readonly Draw[]): DoubtTemplate[] {
  return draws.map((draw, index) => ({ kind, id: `held-out/${kind}/${index + 1}`, draw }));
}

/** Calls `attempt` until it returns a value: draws are rejected until their numbers come out exact. */
export function until<T>(random: Random, attempt: (random: Random) => T | undefined): T {
  for (let tries = 0; tries < 20_000; tries += 1) {
    const result = attempt(random);
    if (result !== undefined) return result;
  }
  throw new Error('No acceptable draw in 20,000 attempts');
}

/** True when x is finite and has at most two decimals. */
export function isExact(x: number): boolean {
  return Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
}

/** x itself (rounded to two decimals), or an error when it is not exact: guards every printed answer. */
export function exact(x: number): number {
  if (!isExact(x)) throw new Error(`Inexact answer ${x}`);
  return round2(x);
}

export function isWhole(x: number): boolean {
  return Number.isFinite(x) && Math.abs(x - Math.round(x)) < 1e-9;
}

/** x rounded to two decimals (never -0). */
export function round2(x: number): number {
  const rounded = Math.round(x * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** A number as printed in a question: at most two decimals, no trailing zeros ("12.5", "1200"). */
export function plain(x: number): string {
  const r = round2(x);
  return Number.isInteger(r) ? String(r) : r.toFixed(2).replace(/0$/, '');
}

/** Indian digit grouping: 120000 -> "1,20,000"; a fractional amount keeps two decimals. */
export function indian(x: number): string {
  const r = round2(Math.abs(x));
  const whole = Math.floor(r);
  const paise = Math.round((r - whole) * 100);
  const digits = String(whole);
  const grouped =
    digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}` : digits;
  return `${x < 0 && r !== 0 ? '-' : ''}${grouped}${paise ? `.${String(paise).padStart(2, '0')}` : ''}`;
}

/** A rupee amount printer; one is drawn per question so the question and its options agree. */
export type Money = (amount: number) => string;

const MONEY_STYLES: readonly Money[] = [
  (a) => `₹${indian(a)}`,
  (a) => `₹ ${indian(a)}`,
  (a) => `Rs. ${indian(a)}`,
  (a) => `Rs ${indian(a)}`,
  (a) => `INR ${indian(a)}`,
  (a) => `${indian(a)} rupees`,
  (a) => `Rs.${isWhole(a) ? String(Math.round(a)) : round2(a).toFixed(2)}`,
];

export function moneyStyle(random: Random): Money {
  return random.pick(MONEY_STYLES);
}

/** A per cent as an option prints it. */
export function pct(x: number): string {
  return `${plain(x)}%`;
}

/** A per cent as question texts print it: "12%", "12 %", "12 per cent", "12 percent". */
export function percentStyle(random: Random): (x: number) => string {
  return random.pick([(x: number) => `${plain(x)}%`, (x: number) => `${plain(x)} %`, (x: number) => `${plain(x)} per cent`, (x: number) => `${plain(x)} percent`]);
}

/** An interest rate as question texts print it: "8% p.a.", "8 per cent per annum", ... */
export function rateStyle(random: Random): (x: number) => string {
  return random.pick([
    (x: number) => `${plain(x)}% p.a.`,
    (x: number) => `${plain(x)}% per annum`,
    (x: number) => `${plain(x)} per cent per annum`,
    (x: number) => `${plain(x)} % p.a.`,
    (x: number) => `${plain(x)}% per year`,
  ]);
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A small whole number in words ("two") or digits, drawn: students type both. */
export function small(random: Random, n: number): string {
  return n >= 0 && n < WORDS.length && Number.isInteger(n) && random.next() < 0.5 ? WORDS[n]! : String(n);
}

/** "two years", "1 year", "18 months": a count with its unit, the count maybe in words. */
export function count(random: Random, n: number, unit: string): string {
  return `${small(random, n)} ${unit}${n === 1 ? '' : 's'}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const MALE_NAMES = [
  'Aarav', 'Rohan', 'Vikram', 'Arjun', 'Karan', 'Rahul', 'Amit', 'Suresh', 'Ramesh', 'Mahesh', 'Ravi', 'Anil', 'Sunil',
  'Deepak', 'Manoj', 'Vivek', 'Nikhil', 'Siddharth', 'Harish', 'Pranav', 'Kunal', 'Varun', 'Abhishek', 'Gaurav', 'Sanjay',
  'Ajay', 'Vijay', 'Rajesh', 'Naveen', 'Farhan', 'Imran', 'Joseph', 'Tejas', 'Omkar', 'Yash', 'Kabir', 'Irfan', 'Mohan',
] as const;

export const FEMALE_NAMES = [
  'Priya', 'Ananya', 'Meena', 'Sita', 'Gita', 'Radha', 'Kavya', 'Neha', 'Pooja', 'Sneha', 'Riya', 'Aditi', 'Shreya',
  'Divya', 'Lakshmi', 'Sunita', 'Anita', 'Rekha', 'Nisha', 'Swati', 'Asha', 'Deepa', 'Fatima', 'Ayesha', 'Mary', 'Tanvi',
  'Ishita', 'Meera', 'Pallavi', 'Komal', 'Shalini', 'Rani', 'Jaya', 'Leela', 'Nandini', 'Bhavna', 'Sarita', 'Usha',
] as const;

/** k different names, men's and women's mixed unless `from` is given. */
export function names(random: Random, k: number, from: readonly string[] = [...MALE_NAMES, ...FEMALE_NAMES]): string[] {
  return random.shuffle(from).slice(0, k);
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** Whole parts reduced to lowest terms and printed "3 : 2" (or "6 : 9 : 10"). */
export function ratio(...parts: number[]): string {
  const common = parts.reduce((g, p) => gcd(g, p), 0) || 1;
  return parts.map((p) => String(p / common)).join(' : ');
}

/** The correct option first, then the first three candidates that differ from it and each other as printed. */
export function fourOptions(correct: string, candidates: readonly string[]): Options {
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (candidate !== correct && !chosen.includes(candidate)) chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  if (chosen.length < 3) throw new Error(`Too few distractors for ${correct}`);
  return [correct, chosen[0]!, chosen[1]!, chosen[2]!];
}

/** A step near a tenth of x, rounded to 1, 2 or 5 times a power of ten (at least 1 for whole x). */
export function niceStep(x: number): number {
  const tenth = Math.abs(x) / 10;
  if (tenth === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(tenth));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= tenth * 0.7) ?? power * 10;
  return isWhole(x) ? Math.max(1, Math.round(step)) : step;
}

/**
 * Numeric options: the answer, then the typical-mistake values `wrongs` (in order), then values a
 * step or two away; non-positive values are skipped unless `allowZero`.
 */
export function numberOptions(
  answer: number,
  wrongs: readonly number[],
  print: (x: number) => string,
  step: number = niceStep(answer),
  allowZero = false,
): Options {
  exact(answer);
  const near = [1, -1, 2, -2, 3, -3, 4, 5, 6, 7, 8].map((k) => answer + k * step);
  const usable = [...wrongs, ...near].filter((x) => Number.isFinite(x) && (allowZero ? x >= 0 : x > 0));
  return fourOptions(print(answer), usable.map(print));
}
