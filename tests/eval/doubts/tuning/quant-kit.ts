import type { Random } from '../../../../adapters/tutor/generators/random';

/** Helpers the Quant tuning template files share: number formats, rupee forms, word forms and seeded draws. */

export type Four = [string, string, string, string];

export type Show = (value: number) => string;

export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export const r2 = (x: number): number => Math.round(x * 100) / 100;

/** True when x has at most two decimals (up to floating-point noise). */
export const exact = (x: number): boolean => Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;

export const isInt = (x: number): boolean => Number.isFinite(x) && Math.abs(x - Math.round(x)) < 1e-9;

export function until<T>(make: () => T, ok: (value: T) => boolean): T {
  for (let attempt = 0; attempt < 20_000; attempt += 1) {
    const value = make();
    if (ok(value)) return value;
  }
  throw new Error('No draw met the condition');
}

/** '2 hours 30 minutes', '45 minutes', '1 hour' from hours (rounded to whole minutes). */
export const hm = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60);
  const mm = total % 60;
  const hPart = hh === 0 ? '' : hh === 1 ? '1 hour' : `${hh} hours`;
  const mPart = mm === 0 ? '' : mm === 1 ? '1 minute' : `${mm} minutes`;
  return [hPart, mPart].filter((s) => s !== '').join(' ') || '0 minutes';
};

/** A number with at most two decimals, no grouping: 7.2, 7.25, 1200. */
export function num(x: number): string {
  const v = r2(x);
  if (Number.isInteger(v)) return String(v);
  return v.toFixed(2).replace(/0$/, '');
}

/** Indian digit grouping: 12,34,567.5. */
export function ind(x: number): string {
  const v = r2(x);
  const [whole, decimals] = num(Math.abs(v)).split('.');
  let digits = whole!;
  if (digits.length > 3) {
    const last = digits.slice(-3);
    let rest = digits.slice(0, -3);
    const groups: string[] = [];
    while (rest.length > 2) {
      groups.unshift(rest.slice(-2));
      rest = rest.slice(0, -2);
    }
    if (rest) groups.unshift(rest);
    digits = [...groups, last].join(',');
  }
  return `${v < 0 ? '-' : ''}${digits}${decimals ? `.${decimals}` : ''}`;
}

export const MONEY: readonly Show[] = [
  (x) => `₹${ind(x)}`,
  (x) => `₹ ${ind(x)}`,
  (x) => `Rs. ${ind(x)}`,
  (x) => `Rs ${ind(x)}`,
  (x) => `INR ${ind(x)}`,
  (x) => `${ind(x)} rupees`,
  (x) => (isInt(x) ? `Rs. ${ind(x)}/-` : `Rs. ${ind(x)}`),
];

/** One way of writing rupees, kept for the whole question and its options. */
export const money = (random: Random): Show => random.pick(MONEY);

export const pct: Show = (x) => `${num(x)}%`;

/** '12% increase', '4% decrease' or 'No change' (or other words for up, down and none). */
export const change = (x: number, up = 'increase', down = 'decrease', none = 'No change'): string =>
  Math.abs(x) < 1e-9 ? none : `${num(Math.abs(x))}% ${x > 0 ? up : down}`;

export const unit =
  (word: string): Show =>
  (x) =>
    `${ind(x)} ${word}`;

export const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A small count written out half the time: 'three' or '3'. */
export const small = (random: Random, n: number): string => (n < WORDS.length && random.next() < 0.5 ? WORDS[n]! : String(n));

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** 'twice', 'thrice', 'four times'. */
export const times = (n: number): string => (n === 2 ? 'twice' : n === 3 ? 'thrice' : `${WORDS[n] ?? n} times`);

/** Fractions as papers write them in words. */
export const FRACTION_WORDS: Readonly<Record<string, string>> = {
  '1/2': 'half',
  '1/3': 'one-third',
  '2/3': 'two-thirds',
  '1/4': 'one-fourth',
  '3/4': 'three-fourths',
  '1/5': 'one-fifth',
  '2/5': 'two-fifths',
  '3/5': 'three-fifths',
  '4/5': 'four-fifths',
  '5/6': 'five-sixths',
  '5/4': 'five-fourths',
  '4/3': 'four-thirds',
  '6/5': 'six-fifths',
};

/** True when x is a whole number of quarters (2.25, 6.5, 12): how times in papers come out. */
export const quarter = (x: number): boolean => Number.isFinite(x) && isInt(4 * x);

export const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** Options for a ratio 'a : b' (or 'a : b : c'), reduced; wrong ratios equal in value to the answer are skipped. */
export function reduce(parts: readonly number[]): number[] {
  const g = parts.reduce((acc, p) => gcd(acc, p), 0) || 1;
  return parts.map((p) => p / g);
}

export const ratioText = (parts: readonly number[], sep = ' : '): string => reduce(parts).join(sep);

const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The correct text first, then the first three wrong texts that differ from it and each other (as a reader compares), then fillers. */
export function options(correct: string, wrong: readonly string[], filler: (k: number) => string): Four {
  const out = [correct];
  const seen = new Set([norm(correct)]);
  const offer = (text: string): void => {
    if (out.length >= 4 || text.trim() === '' || seen.has(norm(text))) return;
    seen.add(norm(text));
    out.push(text);
  };
  wrong.forEach(offer);
  for (let k = 1; out.length < 4 && k < 300; k += 1) offer(filler(k));
  if (out.length < 4) throw new Error(`Only ${out.length} options for ${correct}`);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Numeric options: the answer (exact to 2 decimals), the slips that are positive and exact, then the answer ± step, 2 step, ... */
export function numericOptions(correct: number, wrong: readonly number[], show: Show, step = 1): Four {
  if (!exact(correct)) throw new Error(`Answer not exact: ${correct}`);
  const fine = (x: number): boolean => Number.isFinite(x) && r2(x) > 0 && Math.abs(r2(x) - r2(correct)) > 1e-9;
  return options(
    show(r2(correct)),
    wrong.filter((x) => fine(x) && exact(x)).map((x) => show(r2(x))),
    (k) => {
      const near = correct + step * (k % 2 === 1 ? (k + 1) / 2 : -k / 2);
      return show(r2(fine(near) ? near : correct + step * (k + 3)));
    },
  );
}

/** Whole-number options only (counts, ages, months): non-whole slips are left out. */
export const wholeOptions = (correct: number, wrong: readonly number[], show: Show, step = 1): Four => numericOptions(correct, wrong.filter(isInt), show, step);

/** Ratio options, reduced: the answer, the slips, then the answer with one part bumped. */
export function ratioOptions(correct: readonly number[], wrong: readonly (readonly number[])[], sep = ' : '): Four {
  const valid = wrong.filter((w) => w.length === correct.length && w.every((p) => isInt(p) && p > 0));
  return options(
    ratioText(correct, sep),
    valid.map((w) => ratioText(w, sep)),
    (k) => ratioText(correct.map((p, i) => (i === k % correct.length ? p + Math.ceil(k / correct.length) : p)), sep),
  );
}

export const sumOf = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** p/q reduced, in words when a paper would write it so and `names` has a word, else '3/4'. */
export const fractionIn =
  (names: Readonly<Record<string, string>>) =>
  (p: number, q: number, words: boolean): string => {
    const g = gcd(p, q);
    const text = `${p / g}/${q / g}`;
    return words ? (names[text] ?? text) : text;
  };

/** Ten names for two people in a question. */
export const PEOPLE = ['Ramesh', 'Suresh', 'Anita', 'Kavya', 'Rohit', 'Imran', 'Neha', 'Pooja', 'Arjun', 'Vikram'];

/** Two different people of PEOPLE. */
export const two = (random: Random): [string, string] => {
  const [x, y] = random.shuffle(PEOPLE);
  return [x!, y!];
};

/** Two different numbers in [lo, hi] with no common factor: the terms of a ratio in lowest terms. */
export const coprime = (random: Random, lo: number, hi: number): [number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi)] as [number, number],
    ([a, b]) => a !== b && gcd(a, b) === 1,
  );
