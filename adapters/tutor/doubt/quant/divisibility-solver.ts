import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { lcmOf, listOf, workingFor } from './hcf-lcm-math';
import type { QuantAnswer } from './quant-answer';
import { COUNT_WORD, askedClause, checkStep, countOf, num } from './quant-text';

/**
 * Divisibility: the least number to add to (or take from) a number so that it is divisible by
 * one or several numbers; how many numbers in a range are divisible by one, and their sum.
 */

const LIST = String.raw`(\d+(?:\s*,\s*\d+)*\s*,?\s*(?:and|&)\s*\d+|\d+(?:\s*,\s*\d+)+|\d+)`;
const DIVISIBLE = String.raw`(?:exactly\s+|completely\s+|evenly\s+|perfectly\s+)?divisible\s+by\s+(?:each\s+of\s+|all\s+of\s+|both\s+)?${LIST}`;

/**
 * 'The least number which must be added to 1056 so that the sum is divisible by 23' (23 less the
 * remainder); '... subtracted from 1936 so that the result is divisible by 9, 10 and 15' (the
 * remainder by their LCM).
 */
export function solveToDivisible(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`\b(?:least|smallest|minimum)\b[^.?]*?\b(added|subtracted|taken\s+away|deducted)\s+(?:to|from)\s+(\d+)\b[^.?]*?\b${DIVISIBLE}`).exec(text);
  if (!match || /remainder|leaves|perfect\s+square|square/.test(text)) return null;
  const adding = match[1] === 'added';
  const n = Number(match[2]);
  const divisors = listOf(match[3]!);
  if (divisors.some((d) => d < 2) || divisors.length > 6 || !Number.isSafeInteger(n)) return null;
  const l = lcmOf(divisors);
  const rest = n % l;
  const value = adding ? (l - rest) % l : rest;
  const result = adding ? n + value : n - value;
  const steps: SolutionStep[] = [
    ...(divisors.length > 1 ? [workingFor(divisors, 'lcm')] : []),
    { title: `Divide ${num(n)} by ${num(l)}`, bullets: [`${num(n)} = ${num(l)} × ${num(Math.floor(n / l))} + ${num(rest)}.`] },
    adding
      ? { title: 'Make up to the next multiple', bullets: [rest === 0 ? `${num(n)} is already a multiple: add 0.` : `${num(l)} − ${num(rest)} = ${num(value)} more reaches ${num(result)} = ${num(l)} × ${num(result / l)}.`] }
      : { title: 'Take away the remainder', bullets: [`${num(n)} − ${num(rest)} = ${num(result)} = ${num(l)} × ${num(result / l)}.`] },
  ];
  const check = checkStep([`${num(n)} ${adding ? '+' : '−'} ${num(value)} = ${num(result)}; ${divisors.map((d) => `${num(result)} ÷ ${num(d)} = ${num(result / d)}`).join(', ')}, whole; and any smaller change leaves a remainder.`], [...divisors.map((d) => [result % d, 0] as const), [value < l ? 1 : 0, 1]]);
  if (!check) return null;
  return {
    kind: 'remainder',
    values: [value],
    unit: 'number',
    label: `The least number to be ${adding ? 'added' : 'subtracted'}`,
    steps: [...steps, check],
    mistakes: [{ value: adding ? rest : l - rest, why: adding ? 'this is the remainder, which is what to subtract, not to add' : 'this is what to add, not to subtract' }].filter((mistake) => mistake.value !== value),
    givens: [n, ...divisors],
  };
}

/**
 * 'How many numbers between 100 and 300 are divisible by 7?', 'How many 3-digit numbers are
 * divisible by 7?', 'the sum of all multiples of 7 from 100 to 200'. 'Between' leaves out its
 * ends; the question is declined when an end is itself a multiple and it does not say whether it counts.
 */
export function solveMultiplesInRange(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  const counting = /\bhow\s+many\b|\bnumber\s+of\b|\bcount\b/.test(asked);
  const summing = /\bsum\b/.test(asked) && !counting;
  if (!counting && !summing) return null;
  const by = new RegExp(String.raw`\b(?:numbers|integers|natural numbers|whole numbers|terms)\b[^.?]*?\b(?:are|is|which are|that are)?\s*${DIVISIBLE}|\bmultiples\s+of\s+(\d+)`).exec(text);
  if (!by) return null;
  const divisors = by[1] !== undefined ? listOf(by[1]) : [Number(by[2])];
  if (/\bor\b|\bnot\b|\beither\b|\bneither\b|remainder|leaves|perfect/.test(text) || divisors.some((d) => d < 2)) return null;
  const digits = new RegExp(String.raw`\b(\d|${COUNT_WORD})[- ]digit\s+(?:natural\s+|whole\s+|positive\s+)?(?:numbers|integers)`).exec(text);
  const range = /\b(between|from)\s+(\d+)\s+(?:and|to)\s+(\d+)\b/.exec(text);
  if ((digits === null) === (range === null)) return null;
  let low: number;
  let high: number;
  let givens: number[];
  let said: string;
  if (digits) {
    const count = countOf(digits[1]!);
    if (!count || count.count < 1 || count.count > 9) return null;
    [low, high] = [count.count === 1 ? 1 : 10 ** (count.count - 1), 10 ** count.count - 1];
    givens = count.written ? [count.count] : [];
    said = `${count.count}-digit numbers run from ${num(low)} to ${num(high)}`;
  } else {
    const [a, b] = [Number(range![2]), Number(range![3])];
    if (!(b > a)) return null;
    const between = range![1] === 'between';
    const inclusive = /\b(?:both\s+)?(?:inclusive|included|including)\b/.test(text);
    const l = lcmOf(divisors);
    // 'Between 100 and 300' with 100 or 300 a multiple: does it count? Only when the question says.
    if (between && !inclusive && (a % l === 0 || b % l === 0)) return null;
    [low, high] = between && !inclusive ? [a + 1, b - 1] : [a, b];
    givens = [a, b];
    said = between && !inclusive ? `between ${num(a)} and ${num(b)} (the ends are not multiples)` : `from ${num(a)} to ${num(b)}`;
  }
  const l = lcmOf(divisors);
  const first = Math.ceil(low / l) * l;
  const last = Math.floor(high / l) * l;
  if (last < first) return null;
  const count = (last - first) / l + 1;
  const sum = (count * (first + last)) / 2;
  const value = counting ? count : sum;
  const steps: SolutionStep[] = [
    ...(divisors.length > 1 ? [workingFor(divisors, 'lcm')] : []),
    { title: 'First and last multiples', bullets: [`The numbers ${said}: the first multiple of ${num(l)} is ${num(first)} = ${num(l)} × ${num(first / l)}, the last ${num(last)} = ${num(l)} × ${num(last / l)}.`] },
    { title: 'Count them', bullets: [`${num(last / l)} − ${num(first / l)} + 1 = ${num(count)} multiples.`] },
    ...(summing ? [{ title: 'Pair first and last', bullets: [`Sum = ${num(count)} × (${num(first)} + ${num(last)}) ÷ 2 = ${num(sum)}.`] }] : []),
  ];
  let listed = 0;
  let total = 0;
  for (let value = first; value <= last; value += l) {
    listed += 1;
    total += value;
  }
  const check = checkStep([`Listing them, ${num(first)}, ${num(first + l)}, … , ${num(last)}, gives ${num(listed)} numbers${summing ? ` adding up to ${num(total)}` : ''}; ${num(first - l)} and ${num(last + l)} fall outside.`], [[counting ? listed : total, value], [first - l < low ? 1 : 0, 1], [last + l > high ? 1 : 0, 1]]);
  if (!check) return null;
  const label = counting ? `The number of multiples of ${num(l)}` : `The sum of the multiples of ${num(l)}`;
  const mistakes = counting ? [{ value: count - 1, why: 'this forgets the + 1: count both the first and the last multiple' }, { value: Math.floor((high - low) / l), why: 'this divides the length of the range; count the multiples from the first to the last' }] : [];
  return { kind: 'series-sum', values: [value], unit: 'number', label, steps: [...steps, check], mistakes: mistakes.filter((mistake) => mistake.value !== value), givens: [...givens, ...divisors] };
}

/**
 * 'What digit must replace * in 4358*1 so that the number is divisible by 11?': each digit 0-9 is
 * put in its place (no leading 0) and the number divided. One digit that works is the answer; of
 * several, only the smallest or largest when the question asks for it.
 */
export function missingDigit(text: string): QuantAnswer | null {
  const written = /(?<![\d*])(\d*\*\d+|\d+\*\d*)(?![\d*])/.exec(text.replace(/(\d)\s*\*\s*(?=\d)/g, '$1*').replace(/(?<=\s)\*\s*(?=\d)/g, '*'));
  const by = /\bdivisible\s+by\s+(\d+)\b(?!\s*(?:,|and|&)\s*\d)/.exec(text);
  const asked = askedClause(text);
  if (!written || !by || !/\bdigit\b/.test(text) || (written[1]!.match(/\*/g) ?? []).length !== 1 || written[1]!.length < 3) return null;
  if (/\b(?:sum|product|how many|number of)\b/.test(asked)) return null;
  const pattern = written[1]!;
  const divisor = Number(by[1]);
  if (divisor < 2 || !Number.isSafeInteger(Number(pattern.replace('*', '9')))) return null;
  const all = Array.from({ length: 10 }, (_, digit) => digit).filter((digit) => Number(pattern.replace('*', String(digit))) % divisor === 0);
  // A 0 in front leaves a shorter number: taken only when it is the one digit that works.
  const fits = pattern.startsWith('*') && all.length > 1 ? all.filter((digit) => digit !== 0) : all;
  const smallest = /\b(?:smallest|least|lowest|minimum)\b/.test(asked);
  const largest = /\b(?:largest|greatest|biggest|highest|maximum)\b/.test(asked);
  if (fits.length === 0 || (fits.length > 1 && smallest === largest)) return null;
  const digit = fits.length === 1 ? fits[0]! : smallest ? fits[0]! : fits[fits.length - 1]!;
  const number = Number(pattern.replace('*', String(digit)));
  const rule = divisor === 11 ? [`For 11, the sums of the digits in odd and in even places (from the right) must differ by a multiple of 11.`, `With ${digit}: ${elevenSums(String(number))}.`] : divisor === 3 || divisor === 9 ? [`For ${divisor}, the digit sum must be a multiple of ${divisor}: with ${digit} it is ${[...String(number)].reduce((acc, char) => acc + Number(char), 0)}.`] : [`Try each digit in the place of *: ${number} is the one${fits.length > 1 ? ` (${smallest ? 'smallest' : 'largest'} of ${fits.join(', ')})` : ''} that ${divisor} divides.`];
  const steps: SolutionStep[] = [{ title: 'Try the digits in the place of *', bullets: [...rule, fits.length === 1 ? `No other digit 0-9 works.` : `The digits that work are ${fits.join(', ')}; the ${smallest ? 'smallest' : 'largest'} is ${digit}.`] }];
  const check = checkStep([`${number} ÷ ${divisor} = ${number / divisor}, with nothing left over.`], [[number % divisor, 0]]);
  if (!check) return null;
  return { kind: 'remainder', values: [digit], unit: 'number', label: 'The missing digit', steps: [...steps, check], mistakes: [], givens: [divisor, ...[...pattern.matchAll(/\d+/g)].map((part) => Number(part[0]))] };
}

/** '4358 51': the sums of the digits in odd and in even places from the right, and their difference. */
function elevenSums(digits: string): string {
  const reversed = [...digits].reverse().map(Number);
  const odd = reversed.filter((_, at) => at % 2 === 0).reduce((acc, digit) => acc + digit, 0);
  const even = reversed.filter((_, at) => at % 2 === 1).reduce((acc, digit) => acc + digit, 0);
  return `odd places ${odd}, even places ${even}, difference ${Math.abs(odd - even)}`;
}
