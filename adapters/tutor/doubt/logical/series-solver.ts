import { solveLetterBlanks } from './letter-blanks-solver';
import { spelledAnswer, type LogicalResult } from './logical-result';

interface Rule {
  readonly name: string;
  /** The value at position `index` (0-based) given the known terms, or null when the rule does not fit. */
  readonly fit: (terms: readonly number[]) => ((index: number, known: readonly (number | null)[]) => number) | null;
}

function differences(values: readonly number[]): number[] {
  return values.slice(1).map((value, index) => value - values[index]!);
}

function constant(values: readonly number[]): boolean {
  return values.length > 0 && values.every((value) => Math.abs(value - values[0]!) < 1e-9);
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The primes below 1000, for series of consecutive primes. */
const PRIMES: readonly number[] = Array.from({ length: 999 }, (_, n) => n + 2).filter((n) => Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, k) => k + 2).every((d) => n % d !== 0));

/**
 * Each rule is fitted on the terms and must hold on every one of them; a rule needs terms beyond
 * the ones that fix its parameters, so that it is checked, not merely fitted.
 */
const RULES: readonly Rule[] = [
  {
    name: 'constant difference',
    fit: (t) => (t.length >= 3 && constant(differences(t)) ? (i) => t[0]! + i * (t[1]! - t[0]!) : null),
  },
  {
    name: 'constant ratio',
    fit: (t) => {
      if (t.length < 3 || t.some((value) => value === 0)) return null;
      const ratios = t.slice(1).map((value, index) => value / t[index]!);
      return constant(ratios) ? (i) => t[0]! * ratios[0]! ** i : null;
    },
  },
  {
    name: 'differences rise by a constant (second differences equal)',
    fit: (t) => {
      const d = differences(t);
      if (t.length < 4 || !constant(differences(d))) return null;
      const step = d[1]! - d[0]!;
      return (i) => t[0]! + i * d[0]! + (step * i * (i - 1)) / 2;
    },
  },
  {
    name: 'differences multiply by a constant',
    fit: (t) => {
      const d = differences(t);
      if (t.length < 4 || d.some((value) => value === 0)) return null;
      const ratios = d.slice(1).map((value, index) => value / d[index]!);
      if (!constant(ratios) || near(ratios[0]!, 1)) return null;
      const ratio = ratios[0]!;
      return (i) => t[0]! + (d[0]! * (ratio ** i - 1)) / (ratio - 1);
    },
  },
  {
    name: 'third differences equal',
    fit: (t) => {
      if (t.length < 6) return null;
      const d1 = differences(t);
      const d2 = differences(d1);
      const d3 = differences(d2);
      if (!constant(d3) || constant(d2)) return null;
      return (i) => {
        let value = t[0]!;
        let a = d1[0]!;
        let b = d2[0]!;
        for (let k = 0; k < i; k += 1) {
          value += a;
          a += b;
          b += d3[0]!;
        }
        return value;
      };
    },
  },
  ...[2, 3].map(
    (power): Rule => ({
      name: power === 2 ? 'squares of consecutive numbers, plus or minus a constant' : 'cubes of consecutive numbers, plus or minus a constant',
      fit: (t) => {
        if (t.length < 3) return null;
        for (let start = 0; start <= 30; start += 1) {
          const shift = t[0]! - start ** power;
          if (Math.abs(shift) > 10) continue;
          if (t.every((value, index) => near(value, (start + index) ** power + shift))) return (i) => (start + i) ** power + shift;
        }
        return null;
      },
    }),
  ),
  {
    name: 'multiply by a constant, then add a constant',
    fit: (t) => {
      if (t.length < 4 || t[1] === t[0]) return null;
      const a = (t[2]! - t[1]!) / (t[1]! - t[0]!);
      const b = t[1]! - a * t[0]!;
      if (near(a, 1) || near(b, 0) || !Number.isInteger(a) || !Number.isInteger(b)) return null;
      if (!t.slice(1).every((value, index) => near(value, a * t[index]! + b))) return null;
      return (i, known) => (i === 0 ? t[0]! : a * (known[i - 1] ?? NaN) + b);
    },
  },
  {
    name: 'multiply by 1, 2, 3, ... in turn',
    fit: (t) => {
      if (t.length < 4 || t[0] === 0) return null;
      if (!t.slice(1).every((value, index) => near(value, t[index]! * (index + 1)))) return null;
      return (i, known) => (i === 0 ? t[0]! : (known[i - 1] ?? NaN) * i);
    },
  },
  {
    name: 'multiply by numbers that go up by one (×2, ×3, ×4, ...)',
    fit: (t) => {
      if (t.length < 4 || t.some((value) => value === 0)) return null;
      const first = t[1]! / t[0]!;
      if (!Number.isInteger(first) || first < 1 || !t.slice(1).every((value, index) => near(value, t[index]! * (first + index)))) return null;
      return (i, known) => (i === 0 ? t[0]! : (known[i - 1] ?? NaN) * (first + i - 1));
    },
  },
  {
    name: 'multiply by n and add n, for n = 1, 2, 3, ...',
    fit: (t) => {
      if (t.length < 4 || !t.slice(1).every((value, index) => near(value, t[index]! * (index + 1) + (index + 1)))) return null;
      return (i, known) => (i === 0 ? t[0]! : (known[i - 1] ?? NaN) * i + i);
    },
  },
  {
    name: 'consecutive prime numbers',
    fit: (t) => {
      const start = PRIMES.indexOf(t[0]!);
      if (t.length < 4 || start < 0 || !t.every((value, index) => PRIMES[start + index] === value)) return null;
      return (i) => PRIMES[start + i] ?? NaN;
    },
  },
  ...[1, -1, 2, -2].map(
    (shift): Rule => ({
      // 8, 12, 14, 18, 20, 24: each a prime plus one (7, 11, 13, 17, 19, 23).
      name: `consecutive prime numbers, each ${shift > 0 ? 'plus' : 'minus'} ${Math.abs(shift)}`,
      fit: (t) => {
        const start = PRIMES.indexOf(t[0]! - shift);
        if (t.length < 5 || start < 0 || !t.every((value, index) => PRIMES[start + index] === value - shift)) return null;
        return (i) => (PRIMES[start + i] ?? NaN) + shift;
      },
    }),
  ),
  {
    // 25, 49, 121, 169: 5², 7², 11², 13².
    name: 'squares of consecutive prime numbers',
    fit: (t) => {
      const start = PRIMES.indexOf(Math.round(Math.sqrt(t[0]!)));
      if (t.length < 4 || start < 0 || !t.every((value, index) => near(value, PRIMES[start + index]! ** 2))) return null;
      return (i) => (PRIMES[start + i] ?? NaN) ** 2;
    },
  },
  {
    // 9, 12, 17, 24, 35: the differences 3, 5, 7, 11 are consecutive primes.
    name: 'differences are consecutive prime numbers',
    fit: (t) => {
      const d = differences(t);
      const start = PRIMES.indexOf(d[0]!);
      if (t.length < 5 || start < 0 || !d.every((value, index) => PRIMES[start + index] === value)) return null;
      return (i) => t[0]! + PRIMES.slice(start, start + i).reduce((sum, value) => sum + value, 0);
    },
  },
  {
    // 720, 120, 24, 6: ÷6, ÷5, ÷4, and so on down to ÷1.
    name: 'divide by numbers that go down by one (÷6, ÷5, ÷4, ...)',
    fit: (t) => {
      if (t.length < 4 || t.some((value) => value === 0)) return null;
      const first = t[0]! / t[1]!;
      if (!Number.isInteger(first) || first < 3 || !t.slice(1).every((value, index) => near(value * (first - index), t[index]!))) return null;
      return (i, known) => (i === 0 ? t[0]! : first - (i - 1) < 1 ? NaN : (known[i - 1] ?? NaN) / (first - (i - 1)));
    },
  },
  ...[2, 3].map(
    (power): Rule => ({
      name: power === 2 ? 'differences are the squares of consecutive numbers' : 'differences are the cubes of consecutive numbers',
      fit: (t) => {
        const d = differences(t);
        if (t.length < 4) return null;
        for (let root = 1; root <= 20; root += 1) {
          if (d.every((value, index) => near(Math.abs(value), (root + index) ** power)) && d.every((value) => Math.sign(value) === Math.sign(d[0]!))) {
            const sign = Math.sign(d[0]!);
            return (i) => t[0]! + sign * Array.from({ length: i }, (_, k) => (root + k) ** power).reduce((sum, value) => sum + value, 0);
          }
        }
        return null;
      },
    }),
  ),
  {
    name: 'multiply by a constant and add a constant in turn',
    fit: (t) => {
      if (t.length < 5 || t[0] === 0) return null;
      const factor = t[1]! / t[0]!;
      const add = t[2]! - t[1]!;
      if (!Number.isInteger(factor) || near(factor, 1) || near(factor, 0) || near(add, 0)) return null;
      const next = (value: number, index: number) => (index % 2 === 0 ? value * factor : value + add);
      if (!t.slice(1).every((value, index) => near(value, next(t[index]!, index)))) return null;
      return (i, known) => (i === 0 ? t[0]! : next(known[i - 1] ?? NaN, i - 1));
    },
  },
  {
    name: 'add a constant and multiply by a constant in turn',
    fit: (t) => {
      if (t.length < 5 || t[1] === 0) return null;
      const add = t[1]! - t[0]!;
      const factor = t[2]! / t[1]!;
      if (!Number.isInteger(factor) || near(factor, 1) || near(factor, 0) || near(add, 0)) return null;
      const next = (value: number, index: number) => (index % 2 === 0 ? value + add : value * factor);
      if (!t.slice(1).every((value, index) => near(value, next(t[index]!, index)))) return null;
      return (i, known) => (i === 0 ? t[0]! : next(known[i - 1] ?? NaN, i - 1));
    },
  },
  ...[2, 3].flatMap((power) =>
    [1, -1].map(
      (sign): Rule => ({
        // 30, 68, 130, 222: 3³ + 3, 4³ + 4, 5³ + 5, 6³ + 6.
        name: `each term is n${power === 2 ? '²' : '³'} ${sign > 0 ? '+' : '-'} n for consecutive n`,
        fit: (t) => {
          if (t.length < 4) return null;
          const at = (n: number) => n ** power + sign * n;
          for (let start = 1; start <= 30; start += 1) {
            if (t.every((value, index) => near(value, at(start + index)))) return (i) => at(start + i);
          }
          return null;
        },
      }),
    ),
  ),
  {
    // 1, 4, 27, 16, 125, 36: cubes and squares of consecutive numbers in turn.
    name: 'cubes and squares of consecutive numbers in turn',
    fit: (t) => {
      if (t.length < 5) return null;
      for (let start = 1; start <= 20; start += 1) {
        for (const firstPower of [2, 3]) {
          const at = (i: number) => (start + i) ** (i % 2 === 0 ? firstPower : 5 - firstPower);
          if (t.every((value, index) => near(value, at(index)))) return at;
        }
      }
      return null;
    },
  },
  {
    // 6, 11, 20, 37, 70: ×2 - 1, ×2 - 2, ×2 - 3, ...; 5, 9, 16, 29: the same.
    name: 'multiply by a constant, then add a number that changes by a steady step',
    fit: (t) => {
      if (t.length < 5) return null;
      for (const factor of [2, 3, 4]) {
        const added = t.slice(1).map((value, index) => value - factor * t[index]!);
        const steps = differences(added);
        if (!constant(steps) || near(steps[0]!, 0) || !Number.isInteger(added[0]!) || !Number.isInteger(steps[0]!)) continue;
        return (i, known) => (i === 0 ? t[0]! : factor * (known[i - 1] ?? NaN) + added[0]! + (i - 1) * steps[0]!);
      }
      return null;
    },
  },
  {
    name: 'each term is the sum of the two before it',
    fit: (t) => {
      if (t.length < 4 || !t.slice(2).every((value, index) => near(value, t[index]! + t[index + 1]!))) return null;
      return (i, known) => (i < 2 ? t[i]! : (known[i - 1] ?? NaN) + (known[i - 2] ?? NaN));
    },
  },
];

/** An alternating series: two interleaved series, each following one simple rule. */
function alternating(t: readonly number[]): ((i: number) => number) | null {
  if (t.length < 6) return null;
  const odd = t.filter((_, index) => index % 2 === 0);
  const even = t.filter((_, index) => index % 2 === 1);
  const simple = (values: readonly number[]) => {
    if (constant(differences(values))) return (k: number) => values[0]! + k * (values[1]! - values[0]!);
    const ratios = values.slice(1).map((value, index) => value / values[index]!);
    if (values.every((value) => value !== 0) && constant(ratios)) return (k: number) => values[0]! * ratios[0]! ** k;
    return null;
  };
  const a = simple(odd);
  const b = simple(even);
  return a && b ? (i) => (i % 2 === 0 ? a(i / 2) : b((i - 1) / 2)) : null;
}

interface Found {
  readonly name: string;
  readonly value: number;
}

const ALL_RULES: readonly Rule[] = [...RULES, { name: 'two alternating series', fit: (terms) => alternating(terms) }];

/** Fewest known terms each rule needs to be checked, not merely fitted. */
function fewest(rule: Rule): number {
  if (/third|alternating/.test(rule.name)) return 6;
  if (/in turn/.test(rule.name) && /constant/.test(rule.name)) return 5;
  if (/steady step|cubes and squares/.test(rule.name)) return 5;
  return /^constant difference|^constant ratio|^squares|^cubes/.test(rule.name) ? 3 : 4;
}

/** The rules that fit every term of a series with one gap, and the gap's value under each. */
function fitRules(series: readonly (number | null)[]): Found[] {
  const gap = series.indexOf(null);
  const known = series.filter((term): term is number => term !== null);
  const found: Found[] = [];
  if (gap === series.length - 1) {
    // The next term: a rule must fit the known terms alone; it then says what comes next.
    for (const rule of ALL_RULES) {
      const at = rule.fit(known);
      if (at) found.push({ name: rule.name, value: at(gap, series) });
    }
    return found;
  }
  const prefix = series.slice(0, gap) as number[];
  const suffixReversed = (series.slice(gap + 1) as number[]).reverse();
  // Values the gap could take: what each rule predicts from the terms on either side of it.
  const guesses = new Set<number>();
  for (const rule of ALL_RULES) {
    const forward = prefix.length >= 3 ? rule.fit(prefix) : null;
    if (forward) guesses.add(forward(gap, series));
    const backward = suffixReversed.length >= 3 ? rule.fit(suffixReversed) : null;
    if (backward) guesses.add(backward(suffixReversed.length, [...suffixReversed, null]));
  }
  if (gap > 0) {
    const before = series[gap - 1]!;
    const after = series[gap + 1]!;
    guesses.add((before + after) / 2);
    if (before * after > 0) guesses.add(Math.sign(before) * Math.sqrt(before * after));
    // Series that multiply by growing factors (×2, ×3, ×4): the neighbours times or over a small whole number.
    for (let factor = 2; factor <= 12; factor += 1) {
      guesses.add(before * factor);
      if (after !== undefined) guesses.add(after / factor);
    }
  }
  // Squares and cubes (plus or minus a little) of consecutive numbers, however far apart the terms.
  const first = series.findIndex((term) => term !== null);
  for (const power of [2, 3]) {
    for (let start = 0; start <= 30; start += 1) {
      const shift = series[first]! - (start + first) ** power;
      if (Math.abs(shift) <= 10) guesses.add((start + gap) ** power + shift);
    }
  }
  // 3, 8, 23, ?: ×a + b read from the three terms before the gap (or undone from the three after it).
  const linear = (three: readonly number[]) => {
    const a = (three[2]! - three[1]!) / (three[1]! - three[0]!);
    return Number.isFinite(a) ? { a, b: three[1]! - a * three[0]! } : null;
  };
  const before = prefix.length >= 3 ? linear(prefix.slice(-3)) : null;
  if (before) guesses.add(before.a * prefix.at(-1)! + before.b);
  const after = series.slice(gap + 1) as number[];
  const ahead = after.length >= 3 ? linear(after.slice(0, 3)) : null;
  if (ahead && ahead.a !== 0) guesses.add((after[0]! - ahead.b) / ahead.a);
  // Cubes and squares in turn: the gap's own number cubed and squared.
  for (let start = 1; start <= 20; start += 1) guesses.add((start + gap) ** 2).add((start + gap) ** 3);
  // n² ± n and n³ ± n for consecutive n, however far apart the terms.
  for (const power of [2, 3]) {
    for (let start = 1; start <= 30; start += 1) {
      const n = start + gap - first;
      if (Math.abs(series[first]! - start ** power) <= start) guesses.add(n ** power + n).add(n ** power - n);
    }
  }
  // Whole-number series: every whole number near the terms is tried as well.
  const low = Math.min(...known);
  const high = Math.max(...known);
  if (known.every((term) => Number.isInteger(term)) && high - low <= 400) {
    for (let value = low - 20; value <= high + 20; value += 1) guesses.add(value);
  }
  // A guess is kept only under a rule that then holds on the whole series, with enough known terms to check it.
  for (const value of guesses) {
    if (!Number.isFinite(value)) continue;
    const full = series.map((term) => (term === null ? value : term));
    for (const rule of ALL_RULES) {
      if (known.length < fewest(rule) || !rule.fit(full)) continue;
      // Two interleaved series: the one with the gap needs three known terms of its own to be checked.
      if (/alternating/.test(rule.name) && series.filter((term, index) => index % 2 === gap % 2 && term !== null).length < 3) continue;
      found.push({ name: rule.name, value });
    }
  }
  return found;
}

/** A = 1 ... Z = 26. */
function letterValue(letter: string): number {
  return letter.charCodeAt(0) - 96;
}

function format(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/** A number as printed, with the letters a photo shows for digits put back: '3s' is 35, 'S4' is 54, 'l62' is 162, '2B' is 28. */
function numberOf(token: string): number {
  const digits = token.toLowerCase().replace(/[olisbz]/g, (char) => ({ o: '0', l: '1', i: '1', s: '5', b: '8', z: '2' })[char]!);
  return /^-?\d+(?:\.\d+)?$/.test(digits) ? Number(digits) : NaN;
}

/** A series as read: numbers, or groups of letters (one letter each, or pairs such as 'AZ'), with one gap. */
interface ReadSeries {
  readonly letters: boolean;
  /** Each term as its values (one per letter of a group; one for a number); null for the gap. */
  readonly terms: readonly (readonly number[] | null)[];
}

const GAP = String.raw`\?|_+|\.\.\.|…`;
const NUMBER = String.raw`-?(?:\d[\dolisbz]*|[olisbz]{1,2}\d[\dolisbz]*)(?:\.\d+)?`;

/**
 * The terms with the gap marked ('?', '___', '...') as null. A closing '...' after another gap
 * ('1, 4, 9, ?, 25, ...') only says that the series goes on.
 */
function termsFrom(written: readonly string[], value: (token: string) => readonly number[] | null): (readonly number[] | null)[] | null {
  const gap = new RegExp(`^(?:${GAP})$`);
  const tokens = /^(?:\.\.\.|…)$/.test(written.at(-1) ?? '') && written.slice(0, -1).some((token) => gap.test(token)) ? written.slice(0, -1) : written;
  const terms = tokens.map((token) => (new RegExp(`^(?:${GAP})$`).test(token) ? null : value(token)));
  return terms.some((term) => term !== null && term.some((part) => Number.isNaN(part))) ? null : terms;
}

/** The longest run of numbers (or gaps) joined by commas, or failing that by spaces. */
function numberRun(text: string): string[] | null {
  const term = `(?:${NUMBER}|${GAP})`;
  // Dashes between spaces ('6 – 11 – 18 – 27') part terms as commas do; a minus sign sits against its number.
  for (const separator of [String.raw`\s*[,;]\s*`, String.raw`\s+[-–—]\s+`, String.raw`\s+`]) {
    const pattern = new RegExp(String.raw`(?<![\w.])${term}(?:${separator}${term}){${separator === String.raw`\s+` ? 3 : 2},}(?![\w])`, 'g');
    const runs = [...text.matchAll(pattern)].map((match) => match[0].split(new RegExp(separator)).filter(Boolean));
    // Most terms must be plain numbers: 'B2, D4, F6' is a letter-number series, not misread digits.
    const plain = (run: readonly string[]) => run.filter((token) => /^-?\d+(?:\.\d+)?$/.test(token)).length;
    const numeric = (run: readonly string[]) => run.filter((token) => !new RegExp(`^(?:${GAP})$`).test(token)).length;
    const best = runs.filter((run) => numeric(run) >= 3 && plain(run) * 2 > numeric(run)).sort((a, b) => b.length - a.length)[0];
    if (best) return best;
  }
  return null;
}

/**
 * A letter series: groups joined by commas ('VI, WH, XG'), or letters after the question's colon
 * or the word 'series' ('G J M P S ?'); letters a photo ran together ('e im q u') are parted.
 */
function letterRun(text: string): string[] | null {
  const group = String.raw`[a-z]{1,4}`;
  const comma = new RegExp(String.raw`(?<![\w'])(?:${group}|${GAP})(?:\s*,\s*(?:${group}|${GAP})){2,}(?![\w'])`, 'g');
  const runs = [...text.matchAll(comma)].map((match) => match[0].split(/\s*,\s*/));
  const sameLength = (run: readonly string[]) => new Set(run.filter((token) => /^[a-z]+$/.test(token)).map((token) => token.length)).size === 1;
  const best = runs.filter((run) => sameLength(run) && run.filter((token) => /^[a-z]+$/.test(token)).length >= 3).sort((a, b) => b.length - a.length)[0];
  if (best) return best;
  const tail = /(?::|\bseries\b|\bsequence\b)\s*((?:[a-z]{1,8}\s+){2,}(?:[a-z]{1,8}\s*)?(?:\?|_+|\.\.\.|…)?)\s*$/.exec(text.replace(/\?\s*$/, ' ?').trim());
  if (!tail) return null;
  // A lost space between two groups ('aeibfj cgk dhl'): a token twice as long as all the others is two groups.
  const spaced = tail[1]!.trim().split(/\s+/);
  const lengths = spaced.filter((token) => /^[a-z]+$/.test(token)).map((token) => token.length);
  const size = Math.min(...lengths);
  const joined = size >= 2 && lengths.filter((length) => length === size).length >= 2 && lengths.every((length) => length === size || length === 2 * size);
  const tokens = joined ? spaced.flatMap((token) => (token.length === 2 * size && /^[a-z]+$/.test(token) ? [token.slice(0, size), token.slice(size)] : [token])) : spaced;
  if (tokens.some((token) => token.length > 4) || tokens.filter((token) => /^[a-z]+$/.test(token)).length < 3) return null;
  const known = tokens.filter((token) => /^[a-z]+$/.test(token));
  // Single letters, some of them run together: every group is read letter by letter.
  if (known.some((token) => token.length === 1)) return tokens.flatMap((token) => (/^[a-z]+$/.test(token) ? [...token] : [token]));
  return sameLength(tokens) ? tokens : null;
}

function readSeries(text: string): ReadSeries | null {
  const numbers = numberRun(text);
  if (numbers) {
    const terms = termsFrom(numbers, (token) => [numberOf(token)]);
    return terms ? { letters: false, terms } : null;
  }
  const letters = letterRun(text);
  if (!letters) return null;
  const terms = termsFrom(letters, (token) => [...token].map(letterValue));
  return terms ? { letters: true, terms } : null;
}

/** The value at the gap under the rules that fit, for one series of numbers; or why there is none. */
function solveOne(series: readonly (number | null)[], letters: boolean): { rule: string; value: number; count: number } | string {
  const fitting = fitRules(series);
  // One rule over the whole series is the simpler reading: two interleaved series that also fit
  // (-2, 4, ?, 16 as ×(-2) inside -5, -2, 1, 4, 7, ?, 13, 16) are not a second answer.
  const single = fitting.filter((candidate) => !/alternating/.test(candidate.name));
  let found = single.length > 0 ? single : fitting;
  // Letters may run past Z and start again at A (W, Y, A, C): a steady step counted round the alphabet.
  if (letters && found.length === 0) {
    const known = series.filter((term): term is number => term !== null);
    const steps = differences(known).map((step) => ((((step + 12) % 26) + 26) % 26) - 12);
    const gap = series.indexOf(null);
    if (known.length >= 3 && constant(steps) && steps[0] !== 0) {
      const first = series[0] ?? known[0]! - steps[0]!;
      found = [{ name: 'constant step, counted round the alphabet (after Z comes A)', value: first + gap * steps[0]! }];
    }
  }
  if (found.length === 0) return 'no rule I know fits every term';
  const show = (value: number) => (letters ? String(((((Math.round(value) - 1) % 26) + 26) % 26) + 1) : format(value));
  const values = new Set(found.map((candidate) => show(candidate.value)));
  if (values.size > 1) return `more than one rule fits and they disagree (${[...values].join(' or ')})`;
  const [rule] = found;
  let value = rule!.value;
  if (letters) {
    if (!Number.isInteger(value)) return 'the rule gives no whole letter';
    if ((value < 1 || value > 26) && !/constant (?:difference|step)/.test(rule!.name)) return 'the rule runs past the alphabet';
    value = ((((value - 1) % 26) + 26) % 26) + 1;
  }
  return { rule: rule!.name, value, count: found.length };
}

const toLetter = (value: number) => String.fromCharCode(64 + value);

/**
 * A series of a letter (or two) with a number ('U21, R18, O15, L12, ?', 'D4, F6, H8, J10, ?',
 * 'OM2, NJ6, MG10', 'D16 F36 H64'): each letter place and the numbers are series of their own,
 * each worked as above; the next term is given only when every one of them fixes its part.
 */
function lettersWithNumbers(written: string, gapNeeded = false): LogicalResult | null {
  // '2B, 6E, 18H, 54K': the number first, read as the letter first.
  // A number with a misread digit ('8IL' for 81L) keeps its last letter as the letter.
  const numberFirst = /(?<![\w])\d[\dolisbz]{0,3}[a-z](?:\s*,\s*(?:\d[\dolisbz]{0,3}[a-z]|\?|_+)){3,}/.exec(written);
  const swapped = numberFirst?.[0].split(/(\s*,\s*)/).map((token) => token.replace(/^(\d[\dolisbz]{0,3})([a-z])$/, '$2$1')).join('');
  const text = numberFirst ? written.replace(numberFirst[0], swapped!) : written;
  // Terms joined by commas, or by spaces alone ('D16 F36 H64 J100 ... ?').
  const term = String.raw`(?:[a-z]{1,3}(?=[\dolisz]*\d)[\dolisz]{1,3}|\?|_+|\.\.\.|…)`;
  const run = new RegExp(String.raw`(?<![\w])${term}(?:(?:\s*,\s*|\s+)${term}){3,}(?![\w])`).exec(text.replace(/\s*,\s*(?=\?|$)/g, ', '));
  if (!run) return null;
  const tokens = run[0].split(/\s*,\s*|\s+/).filter((token, index, all) => !(/^(?:\.\.\.|…)$/.test(token) && all.slice(index + 1).some((next) => /^(?:\?|_+)$/.test(next))));
  const known = tokens.filter((token) => /^[a-z]/.test(token));
  // Unnamed ('E3, F9, G27, H81, ?'), the run must show its gap to be taken for a series.
  if (gapNeeded && known.length === tokens.length) return null;
  // The fewest letters any term shows: a letter past them is a digit the photo misread ('ol5' beside 'r18' is O15).
  const width = Math.min(...known.map((token) => /^[a-z]+/.exec(token)![0].length));
  if (known.length < 4 || width > 2 || tokens.filter((token) => !/^[a-z]/.test(token)).length > 1 || known.some((token) => !/^[olisz]*$/.test(/^[a-z]+/.exec(token)![0].slice(width)))) return null;
  const terms = tokens.map((token) => (/^[a-z]/.test(token) ? [...[...token.slice(0, width)].map(letterValue), numberOf(token.slice(width))] : null));
  if (terms.some((term) => term !== null && term.some((value) => Number.isNaN(value)))) return null;
  const series = terms.includes(null) ? terms : [...terms, null];
  const parts = Array.from({ length: width + 1 }, (_, place) => solveOne(series.map((term) => (term === null ? null : term[place]!)), place < width));
  const failed = parts.find((part): part is string => typeof part === 'string');
  if (failed) return { kind: 'series', solved: false, reason: `In the letters or the numbers of the series, ${failed}, so the series does not fix one answer.` };
  const solved = parts as { rule: string; value: number; count: number }[];
  const numbers = solved[width]!;
  if (!Number.isInteger(numbers.value)) return { kind: 'series', solved: false, reason: 'The numbers of the series give no whole number for the gap.' };
  const pair = (term: readonly number[]) => {
    const letters = term.slice(0, width).map(toLetter).join('');
    return numberFirst ? `${format(term[width]!)}${letters}` : `${letters}${format(term[width]!)}`;
  };
  const gapTerm = solved.map((part) => part.value);
  const answer = pair(gapTerm);
  const shown = series.map((term) => (term === null ? '?' : pair(term))).join(', ');
  const filled = series.map((term) => term ?? gapTerm);
  const letterNames = width === 1 ? ['Letters'] : ['First letters', 'Second letters'];
  return {
    kind: 'series',
    solved: true,
    answer,
    matches: (option) => {
      const printed = option.replace(/[^A-Za-z0-9]/g, '');
      const clean = numberFirst ? printed.slice(-width) + printed.slice(0, -width) : printed;
      const digits = clean.slice(width).replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/[Ss]/g, '5');
      return clean.length > width && clean.slice(0, width).toUpperCase() === answer.replace(/[^A-Z]/g, '') && /^\d+$/.test(digits) && Number(digits) === numbers.value;
    },
    steps: [
      { title: 'Read the series', bullets: [`Terms: ${shown}; each is ${width === 1 ? 'a letter' : 'two letters'} and a number, series side by side.`] },
      {
        title: 'Find each rule',
        bullets: [
          ...letterNames.map((name, place) => `${name} (A = 1): ${series.map((term) => (term === null ? '?' : format(term[place]!))).join(', ')}: ${solved[place]!.rule}.`),
          `Numbers: ${series.map((term) => (term === null ? '?' : format(term[width]!))).join(', ')}: ${numbers.rule}.`,
        ],
      },
      { title: 'Fill the gap', bullets: [`The missing term is ${answer}.`] },
    ],
    check: [`With ${answer} in place, the letters ${filled.map((term) => term.slice(0, width).map(toLetter).join('')).join(', ')} and the numbers ${filled.map((term) => format(term[width]!)).join(', ')} each follow their rule term by term.`],
  };
}

/**
 * Three letter groups and the next ('AZ, BY, CX, ?'): papers move each letter by a steady step,
 * so the next group is given when every letter place moves by one step (counted round the
 * alphabet), and declined otherwise.
 */
function letterGroupsOfThree(terms: readonly (readonly number[])[]): LogicalResult {
  const width = terms[0]!.length;
  if (terms.slice(0, 3).some((term) => term.length !== width)) return { kind: 'series', solved: false, reason: 'The letter groups are not all the same length.' };
  const round = (step: number) => ((((step + 12) % 26) + 26) % 26) - 12;
  const stepsAt = Array.from({ length: width }, (_, place) => [round(terms[1]![place]! - terms[0]![place]!), round(terms[2]![place]! - terms[1]![place]!)]);
  if (stepsAt.some(([a, b]) => a !== b)) return { kind: 'series', solved: false, reason: 'With three letter groups given, the letters do not each move by one steady step, so the groups do not fix the next one.' };
  const wrap = (value: number) => ((((value - 1) % 26) + 26) % 26) + 1;
  const next = terms[2]!.map((value, place) => wrap(value + stepsAt[place]![0]!));
  const show = (term: readonly number[]) => term.map(toLetter).join('');
  const answer = show(next);
  const shown = terms.slice(0, 3).map(show);
  const signedStep = (step: number) => (step >= 0 ? `+${step}` : String(step));
  return spelledAnswer(
    'series',
    answer,
    [
      { title: 'Read the series', bullets: [`Groups: ${shown.join(', ')}, ?; letters as alphabet positions (A = 1): ${terms.slice(0, 3).map((term) => term.join('-')).join(', ')}.`] },
      { title: 'Find the step of each letter', bullets: stepsAt.map(([step], place) => `${['First', 'Second', 'Third', 'Fourth'][place]} letters: ${terms.slice(0, 3).map((term) => toLetter(term[place]!)).join(', ')} move ${signedStep(step!)} each time.`) },
      { title: 'Fill the gap', bullets: [`The next group is ${answer}.`] },
    ],
    [`Each letter of ${answer} is one more step of the same size from ${shown[2]}: ${next.map((value, place) => `${toLetter(terms[2]![place]!)} ${signedStep(stepsAt[place]![0]!)} = ${toLetter(value)}`).join(', ')}.`],
  );
}

/**
 * 'Find the wrong number': each term in turn is taken out and the rest fitted; the term is wrong
 * when the rules that fit the others agree on a different value for it. Given only when exactly
 * one term can be so replaced, and the series as printed fits no rule.
 */
function wrongTerm(read: ReadSeries): LogicalResult {
  const fail = (reason: string): LogicalResult => ({ kind: 'series', solved: false, reason });
  if (read.letters || read.terms.some((term) => term === null)) return fail('The question asks for the term that does not fit, and I read it only in a number series with no gap.');
  const values = read.terms.map((term) => term![0]!);
  if (values.length < 6) return fail('With fewer than six terms, more than one term could be the wrong one.');
  if (ALL_RULES.some((rule) => values.length >= fewest(rule) && rule.fit(values))) return fail('Every term fits one rule, so no term is wrong.');
  const suspects: { at: number; rule: string; value: number }[] = [];
  for (let at = 0; at < values.length; at += 1) {
    const found = fitRules(values.map((value, index) => (index === at ? null : value)));
    const single = found.filter((candidate) => !/alternating/.test(candidate.name));
    const kept = single.length > 0 ? single : found;
    const shown = new Set(kept.map((candidate) => format(candidate.value)));
    if (shown.size === 1 && !near(kept[0]!.value, values[at]!)) suspects.push({ at, rule: kept[0]!.name, value: kept[0]!.value });
  }
  if (suspects.length !== 1) return fail(suspects.length === 0 ? 'No single term can be changed to make the series follow one rule I know.' : 'More than one term could be the wrong one, so the series does not fix one answer.');
  const [{ at, rule, value }] = suspects as [{ at: number; rule: string; value: number }];
  const wrong = values[at]!;
  const corrected = values.map((term, index) => (index === at ? value : term));
  return {
    kind: 'series',
    solved: true,
    answer: format(wrong),
    matches: (option) => {
      const shown = option.trim().replace(/^[(]?|[.)]$/g, '').trim();
      return /\d/.test(shown) && near(numberOf(shown.replace(/[\s,]/g, '')), wrong);
    },
    steps: [
      { title: 'Read the series', bullets: [`Terms: ${values.map(format).join(', ')}.`, 'No rule fits every term as printed, so one term is wrong.'] },
      { title: 'Find the term that breaks the rule', bullets: [`Leaving out ${format(wrong)}, the other terms follow one rule: ${rule}.`, `That rule puts ${format(value)} in its place, not ${format(wrong)}.`] },
      { title: 'The wrong term', bullets: [`The wrong term is ${format(wrong)} (it should be ${format(value)}).`] },
    ],
    check: [`With ${format(value)} in place of ${format(wrong)}, the series ${corrected.map(format).join(', ')} follows the rule term by term.`, 'Leaving out any other term, no rule I know fits the rest, so only this term can be the wrong one.'],
  };
}

/**
 * Number and letter series: the rules tried are differences, ratios, alternating series, squares
 * and cubes, primes and a few recurrences; an answer is given only if every rule that fits agrees.
 * Letter groups ('AZ, BY, CX') are worked letter by letter. A question that asks for the wrong
 * term or the odd one out is not a 'what comes next' question and is left alone.
 */
export function solveSeries(stem: string, original = '', options: readonly string[] = []): LogicalResult | null {
  const text = stem
    .replace(/\s+/g, ' ')
    // A student's chat after the question mark ('nqt ? ans?', '... ? plz explain'): not part of the series.
    .replace(/\?\s*(?:(?:pls|plz|please|ans|answer|with|reason|explain|help|fast|quick|quickly|asap|solve)\b\s*)+\??\s*$/, '?')
    .replace(/\bseries(?=[a-z]{1,4}\s*,)/, 'series ')
    // '4, 10, ( ? ), 31' and a blank the cleaning left empty ('27, , 125'): the gap.
    .replace(/\(\s*(?:\?|_+)\s*\)/g, '?')
    .replace(/(?<=\d\s*),(?=\s*,\s*\d)/g, ', ?');
  // Blanks read from the text as written: the cleaning drops the '_' of 'x y _ _ y z'.
  const blanks = solveLetterBlanks(original ? original.toLowerCase() : text, options);
  if (blanks) return blanks;
  const named = /series|sequence|next\s*(?:term|number|letter|pair|group)|missing\s*(?:term|number|letter)|c[o0]mes?\s*next|question\s*mark|complete\s+the|complete\s*:|wr[o0]ng\s*(?:number|term)|number\s+is\s+wr[o0]ng|odd\s*(?:one|man|number|term)/.test(text);
  // Letters with numbers ('U21, R18, O15') read from the text as written: the cleaning reads 'R18' as ₹18 and 'O15' as 015.
  // A doubled question mark ('nextterm?? C3 F6') is one: the second is not a gap before the series.
  const mixed = lettersWithNumbers(original.toLowerCase().replace(/\s+/g, ' ').replace(/(?<=[a-z])\?{2,}/g, '?'), !named);
  if (mixed) return mixed;
  const read = readSeries(text);
  if (!read) return named ? lettersWithNumbers(text) : null;
  if (!named && !read.terms.includes(null)) return null;
  if (/wr[o0]ng|odd\s*(?:one|man|term|number)|d[o0]es\s*n[o0]t\s*(?:belong|fit)|incorrect|not\s+a\s+part/.test(text)) return wrongTerm(read);
  let terms = read.terms;
  if (terms.filter((term) => term === null).length > 1) return { kind: 'series', solved: false, reason: 'The series has more than one gap.' };
  if (!terms.includes(null)) terms = [...terms, null];
  if (terms.length === 4 && terms[3] === null && read.letters && terms[0]!.length > 1) return letterGroupsOfThree(terms as (readonly number[])[]);
  if (terms.length < 5) return { kind: 'series', solved: false, reason: 'With fewer than four terms given, more than one rule can fit, so the series does not fix one answer.' };
  const width = terms.find((term) => term !== null)!.length;
  if (terms.some((term) => term !== null && term.length !== width)) return { kind: 'series', solved: false, reason: 'The letter groups are not all the same length.' };
  const showTerm = (term: readonly number[] | null) => (term === null ? '?' : read.letters ? term.map(toLetter).join('') : format(term[0]!));
  const shownTerms = terms.map(showTerm).join(', ');

  // Each letter of a group is its own series (the first letters, the second letters, ...).
  const parts = Array.from({ length: width }, (_, place) => terms.map((term) => (term === null ? null : term[place]!)));
  const solved = parts.map((part) => solveOne(part, read.letters));
  const failed = solved.find((result): result is string => typeof result === 'string');
  if (failed) return { kind: 'series', solved: false, reason: `In ${shownTerms}, ${failed}${width > 1 ? ' for one letter of the groups' : ''}, so the series does not fix one answer.` };
  const results = solved as { rule: string; value: number; count: number }[];
  const gapValue = results.map((result) => result.value);
  const answer = read.letters ? gapValue.map(toLetter).join('') : format(gapValue[0]!);
  const filled = terms.map((term) => term ?? gapValue);
  const placeName = (place: number) => (width === 1 ? '' : `${['First', 'Second', 'Third', 'Fourth'][place]} letters: `);
  const ruleBullets = results.map((result, place) => `${placeName(place)}${read.letters ? `${parts[place]!.map((value) => (value === null ? '?' : format(value))).join(', ')} (A = 1): ` : ''}the rule that fits every term is ${result.rule}.`);
  if (!read.letters) ruleBullets.push(`Differences of the completed series: ${differences(filled.map((term) => term[0]!)).map(format).join(', ')}.`);
  const answerNumber = gapValue[0]!;
  return {
    kind: 'series',
    solved: true,
    answer,
    matches: (option) => {
      const shown = option.trim().replace(/^[(]?|[.)]$/g, '').trim();
      if (read.letters) return shown.replace(/[^A-Za-z]/g, '').toUpperCase() === answer;
      return /\d/.test(shown) && near(numberOf(shown.replace(/[\s,]/g, '')), answerNumber);
    },
    steps: [
      {
        title: 'Read the series',
        bullets: [read.letters ? `Letters as alphabet positions (A = 1): ${terms.map((term) => (term === null ? '?' : term.map(format).join('-'))).join(', ')}.` : `Terms: ${shownTerms}.`],
      },
      { title: 'Find the rule', bullets: ruleBullets },
      { title: 'Fill the gap', bullets: [`The missing term is ${answer}.`] },
    ],
    check: [
      `With ${answer} in place the whole series ${filled.map(showTerm).join(', ')} follows the rule term by term.`,
      results.some((result) => result.count > 1) ? `More than one rule fits, and all give ${answer}.` : 'No other rule tried fits every term.',
    ],
  };
}
