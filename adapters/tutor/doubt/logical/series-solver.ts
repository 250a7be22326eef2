import type { LogicalResult } from './logical-result';

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
  return /third/.test(rule.name) ? 6 : /constant difference|constant ratio|squares|cubes/.test(rule.name) ? 3 : /alternating/.test(rule.name) ? 6 : 4;
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

function letterValue(letter: string): number {
  return letter.charCodeAt(0) - 96;
}

function format(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/**
 * Number and letter series: the rules tried are differences, ratios, alternating series, squares
 * and cubes and a few recurrences; an answer is given only if every rule that fits agrees.
 */
export function solveSeries(stem: string): LogicalResult | null {
  const text = stem.replace(/\s+/g, ' ');
  const named = /\bseries\b|\bsequence\b|\bnext (?:term|number|letter)\b|\bmissing (?:term|number|letter)\b|\bcomes? next\b/.test(text);
  const numberRun = /(-?\d+(?:\.\d+)?|\?|_+)(?:\s*,\s*(-?\d+(?:\.\d+)?|\?|_+)){3,}/.exec(text);
  const letterRun = named ? /\b([a-z]|\?|_+)(?:\s*,\s*([a-z]|\?|_+)\b){3,}/.exec(text) : null;
  if (!named && !(numberRun && /\?|_/.test(numberRun[0]))) return null;
  const run = numberRun ?? letterRun;
  if (!run) return null;
  const letters = !numberRun;
  const tokens = run[0].split(/\s*,\s*/);
  let series = tokens.map((token) => (/^(?:\?|_+)$/.test(token) ? null : letters ? letterValue(token) : Number(token)));
  if (series.filter((value) => value === null).length > 1) return { kind: 'series', solved: false, reason: 'The series has more than one gap.' };
  if (!series.includes(null)) series = [...series, null];
  if (series.length < 5) return { kind: 'series', solved: false, reason: 'With fewer than four terms given, more than one rule can fit, so the series does not fix one answer.' };
  // One rule over the whole series is the simpler reading: two interleaved series that also fit
  // (-2, 4, ?, 16 as ×(-2) inside -5, -2, 1, 4, 7, ?, 13, 16) are not a second answer.
  const fitting = fitRules(series);
  const single = fitting.filter((candidate) => !/alternating/.test(candidate.name));
  const found = single.length > 0 ? single : fitting;
  const show = (value: number) => (letters ? String.fromCharCode(96 + ((((Math.round(value) - 1) % 26) + 26) % 26) + 1).toUpperCase() : format(value));
  const shownTerms = series.map((value) => (value === null ? '?' : show(value))).join(', ');
  if (found.length === 0) return { kind: 'series', solved: false, reason: `No single rule I know fits every term of ${shownTerms}.` };
  const values = new Set(found.map((candidate) => show(candidate.value)));
  if (values.size > 1) {
    return { kind: 'series', solved: false, reason: `More than one rule fits ${shownTerms} and they disagree (${[...values].join(' or ')}), so the series does not fix one answer.` };
  }
  const [rule] = found;
  const value = rule!.value;
  if (letters && (!Number.isInteger(value) || value < 1 || value > 26)) return { kind: 'series', solved: false, reason: 'The rule that fits runs past the alphabet.' };
  const filled = series.map((term) => (term === null ? value : term));
  const answer = show(value);
  const diffs = differences(filled);
  return {
    kind: 'series',
    solved: true,
    answer,
    matches: (option) => option.trim().replace(/[.)]$/, '').toLowerCase() === answer.toLowerCase() || (!letters && Number(option.replace(/[^\d.-]/g, '')) === value && /\d/.test(option)),
    steps: [
      {
        title: 'Read the series',
        bullets: [letters ? `Letters as alphabet positions (A = 1): ${series.map((term) => (term === null ? '?' : format(term))).join(', ')}.` : `Terms: ${shownTerms}.`],
      },
      { title: 'Find the rule', bullets: [`The rule that fits every term: ${rule!.name}.`, `Differences of the completed series: ${diffs.map(format).join(', ')}.`] },
      { title: 'Fill the gap', bullets: [`The missing term is ${answer}.`] },
    ],
    check: [`With ${answer} in place the whole series ${filled.map(show).join(', ')} follows the rule term by term.`, found.length > 1 ? `${found.length} rules fit, and all give ${answer}.` : 'No other rule tried fits every term.'],
  };
}
