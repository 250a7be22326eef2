import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';

/** Helpers shared by the tuning templates: exact arithmetic, printing as a paper does, options. */

export type Options = DrawnDoubt['options'];

/** Builds templates of one kind with ids 'kind/1', 'kind/2', ... in the order given. */
export function templatesOf(kind: DoubtKind, draws: readonly DoubtTemplate['draw'][]): DoubtTemplate[] {
  return draws.map((draw, index) => ({ kind, id: `${kind}/${index + 1}`, draw }));
}

/** True when a value is exact to 2 decimals (every answer must be: no rounding is asked of a student). */
export function isExact(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value - Math.round(value * 100) / 100) < 1e-7;
}

/** The value to 2 decimals, refusing one that is not exact: a template whose draw is wrong fails loudly. */
export function exact(value: number): number {
  if (!isExact(value)) throw new Error(`Not exact to 2 decimals: ${value}`);
  return Math.round(value * 100) / 100;
}

/** True for a whole number, allowing for floating-point noise. */
export function isWhole(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value - Math.round(value)) < 1e-7;
}

/** Retries a draw until it returns a value: for numbers that must satisfy a condition (exactness, uniqueness). */
export function drawUntil<const T>(attempt: () => T | undefined, tries = 5000): T {
  for (let i = 0; i < tries; i += 1) {
    const value = attempt();
    if (value !== undefined) return value;
  }
  throw new Error('No draw satisfied the condition');
}

/** A whole multiple of step in [min, max]. */
export function multipleOf(random: Random, min: number, max: number, step: number): number {
  return random.int(Math.ceil(min / step), Math.floor(max / step)) * step;
}

/** count different items, in random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  if (count > items.length) throw new Error('Not enough items to pick from');
  return random.shuffle(items).slice(0, count);
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** Parts divided by their common factor: 6 : 4 -> 3 : 2. */
export function reduceRatio(parts: readonly number[]): number[] {
  const common = parts.reduce((acc, part) => gcd(acc, part), 0);
  return parts.map((part) => part / common);
}

/** Digits grouped the Indian way (12,50,000) or not at all, with at most 2 decimals and no trailing zeros. */
export function formatNumber(value: number, grouping: 'indian' | 'none' = 'none'): string {
  const rounded = Math.round(value * 100) / 100;
  const negative = rounded < 0;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(2).split('.');
  const decimals = fraction === '00' ? '' : `.${fraction!.replace(/0$/, '')}`;
  let grouped = whole;
  if (grouping === 'indian' && whole.length > 3) {
    const head = whole.slice(0, -3);
    grouped = `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`;
  }
  return `${negative ? '-' : ''}${grouped}${decimals}`;
}

/** Prints a rupee amount in one paper's style; amounts with paise keep both decimals. */
export type Money = (amount: number) => string;

/** One paper's rupee style, drawn once per question so that the question and its options agree. */
export function drawMoney(random: Random): Money {
  const style = random.int(0, 5);
  return (amount) => {
    const paise = !isWhole(amount);
    const digits = (grouping: 'indian' | 'none') => {
      const text = formatNumber(amount, grouping);
      return paise && !/\.\d\d$/.test(text) ? `${text}0` : text;
    };
    switch (style) {
      case 0:
        return `₹${digits('indian')}`;
      case 1:
        return `₹ ${digits('indian')}`;
      case 2:
        return `Rs. ${digits('indian')}`;
      case 3:
        return `Rs. ${digits('none')}`;
      case 4:
        return `Rs ${digits('none')}`;
      default:
        return `${digits('indian')} rupees`;
    }
  };
}

/** '12.5%'. */
export function pct(value: number): string {
  return `${formatNumber(value)}%`;
}

/** How a question spells a rate: '12.5%', '12.5 per cent' or '12.5 percent'. */
export function drawPercentWord(random: Random): (value: number) => string {
  const style = random.pick(['%', ' per cent', ' percent', '%', '%']);
  return (value) => `${formatNumber(value)}${style}`;
}

/** '3 : 2' or '3:2', reduced. */
export function formatRatio(parts: readonly number[], separator = ' : '): string {
  return reduceRatio(parts).join(separator);
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The ordinal: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A near-value step that looks like a paper's distractor: 1250 -> 100, 45 -> 1 (or 5), 12.5 -> 0.5. */
function nearStep(answer: number): number {
  const magnitude = Math.abs(answer) >= 1 ? 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(answer))) - 1) : 0.1;
  if (!isWhole(answer)) return Math.max(0.5, magnitude);
  if (answer >= 20 && answer < 100) return 5;
  return Math.max(1, magnitude);
}

/**
 * Four numeric options, the answer first: the mistakes a student makes (in the order given), then
 * near values, each printed with format and all different as printed. Mistakes are tidied to the
 * answer's precision (whole when the answer is whole) and must be above min.
 */
export function numberOptions(answer: number, mistakes: readonly number[], format: (value: number) => string, min = 0): Options {
  const correct = format(exact(answer));
  const whole = isWhole(answer);
  const tidy = (value: number) => (whole ? Math.round(value) : Math.round(value * 100) / 100);
  const chosen: string[] = [];
  const seen = new Set([correct]);
  const offer = (value: number) => {
    if (chosen.length >= 3 || !Number.isFinite(value)) return;
    const tidied = tidy(value);
    if (tidied <= min) return;
    const printed = format(tidied);
    if (seen.has(printed)) return;
    seen.add(printed);
    chosen.push(printed);
  };
  mistakes.forEach(offer);
  const step = nearStep(answer);
  for (let k = 1; chosen.length < 3 && k < 50; k += 1) {
    offer(answer + k * step);
    offer(answer - k * step);
  }
  if (chosen.length < 3) throw new Error(`Could not find three distractors for ${answer}`);
  return [correct, chosen[0]!, chosen[1]!, chosen[2]!];
}

/** Four text options, the answer first: the first three distractors that differ (as printed) from it and each other. */
export function textOptions(correct: string, distractors: readonly string[]): Options {
  const chosen = [...new Set(distractors.map((text) => text.trim()))].filter((text) => text !== correct.trim()).slice(0, 3);
  if (chosen.length < 3) throw new Error(`Only ${chosen.length} distractors for ${correct}`);
  return [correct, chosen[0]!, chosen[1]!, chosen[2]!];
}

/** Four ratio options, the answer first: the mistakes given, then the answer's parts nudged. */
export function ratioOptions(answer: readonly number[], mistakes: readonly (readonly number[])[], separator = ' : '): Options {
  const nudged: number[][] = [];
  for (let k = 1; k <= 3; k += 1) {
    answer.forEach((_, index) => {
      nudged.push(answer.map((part, i) => (i === index ? part + k : part)));
      if (answer[index]! > k) nudged.push(answer.map((part, i) => (i === index ? part - k : part)));
    });
  }
  const all = [...mistakes, [...answer].reverse(), ...nudged].filter((parts) => parts.every((part) => part > 0 && isWhole(part)));
  return textOptions(
    formatRatio(answer, separator),
    all.map((parts) => formatRatio(parts, separator)),
  );
}

export const MALE_NAMES = [
  'Ravi', 'Amit', 'Rahul', 'Suresh', 'Vikram', 'Arjun', 'Rohan', 'Karan', 'Manish', 'Deepak', 'Anil', 'Sunil',
  'Rajesh', 'Mohan', 'Kabir', 'Farhan', 'Imran', 'Harish', 'Naveen', 'Prakash', 'Sanjay', 'Tarun', 'Vivek', 'Aditya',
] as const;

export const FEMALE_NAMES = [
  'Priya', 'Neha', 'Anjali', 'Sita', 'Meera', 'Kavita', 'Pooja', 'Sunita', 'Rekha', 'Asha', 'Divya', 'Nisha',
  'Ritu', 'Shreya', 'Zoya', 'Ayesha', 'Lakshmi', 'Geeta', 'Swati', 'Tanvi', 'Isha', 'Fatima', 'Radha', 'Komal',
] as const;

export const NAMES = [...MALE_NAMES, ...FEMALE_NAMES] as const;
