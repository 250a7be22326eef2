import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { gcd } from '../../generators/quant/format';
import { hcfCheck, hcfOf, lcmCheck, lcmOf, listOf, workingFor } from './hcf-lcm-math';
import { solveHcfLcmStory } from './hcf-lcm-story-solver';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { clockReading, timesOfDay } from './time-of-day';
import { COUNT_WORD, NUM, askedClause, askedTail, checkStep, countOf, num } from './quant-text';

/**
 * HCF and LCM: of given numbers; the other number from the HCF and LCM; the largest number that
 * divides some numbers leaving given remainders; the smallest number divisible by some numbers or
 * leaving a remainder; the largest or smallest n-digit multiple (or one leaving a remainder);
 * bells, lights or runners that meet again after the LCM of their intervals. Questions told as a
 * story (tapes, vessels, rows, pieces; numbers in a ratio) are read by hcf-lcm-story-solver, which
 * also takes lengths with decimals or mixed units ('4 m 95 cm') that the readers here decline.
 */
export function solveHcfLcm(text: string): QuantAnswer | null {
  const plain = !/\d\s*\/\s*\d|\d\.\d/.test(text);
  return (plain ? (otherNumber(text) ?? direct(text) ?? largestDivisor(text) ?? smallestMultiple(text) ?? together(text)) : null) ?? solveHcfLcmStory(text);
}

const HCF = String.raw`h\.?\s?c\.?\s?f\.?|highest common factor|greatest common (?:divisor|factor)|g\.?\s?c\.?\s?d\.?`;
const LCM = String.raw`l\.?\s?c\.?\s?m\.?|least common multiple|lowest common multiple`;
const LIST = String.raw`(\d+(?:\s*,\s*\d+)*\s*,?\s*(?:and|&|or)\s*\d+|\d+(?:\s*,\s*\d+)+)`;

function direct(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`\b(${HCF}|${LCM})\s+of\s+(?:the\s+numbers\s+)?${LIST}`).exec(text);
  if (!match) return null;
  const kind = new RegExp(`^(?:${HCF})$`).test(match[1]!) ? 'hcf' : 'lcm';
  const asked = askedTail(text);
  if (new RegExp(kind === 'hcf' ? LCM : HCF).test(text)) return null;
  if (!new RegExp(kind === 'hcf' ? HCF : LCM).test(asked) && !/find|what|calculate|determine/.test(asked)) return null;
  const numbers = listOf(match[2]!);
  if (numbers.some((n) => n <= 0) || numbers.length > 6 || Math.max(...numbers) > 1e7) return null;
  const value = kind === 'hcf' ? hcfOf(numbers) : lcmOf(numbers);
  const check = (kind === 'hcf' ? hcfCheck : lcmCheck)(numbers, value);
  const step = checkStep([check.line], check.pairs);
  if (!step) return null;
  return {
    kind: 'hcf-lcm',
    values: [value],
    unit: 'number',
    label: kind === 'hcf' ? `The HCF of ${numbers.map(num).join(', ')}` : `The LCM of ${numbers.map(num).join(', ')}`,
    steps: [workingFor(numbers, kind), step],
    mistakes: [{ value: kind === 'hcf' ? lcmOf(numbers) : hcfOf(numbers), why: kind === 'hcf' ? 'this is the LCM, not the HCF' : 'this is the HCF, not the LCM' }],
    givens: numbers,
  };
}

/** 'The HCF of two numbers is 12 and their LCM is 144; one is 36: find the other'; 'the product is P and the HCF is H: the LCM'. */
function otherNumber(text: string): QuantAnswer | null {
  const hcf = new RegExp(String.raw`(?:${HCF})(?:\s*of\s+(?:the\s+|these\s+)?two\s+numbers)?\s*(?:is|=|are|as|being)?\s+${NUM}`).exec(text) ?? new RegExp(String.raw`(?:${HCF})\s+and\s+(?:${LCM})\s+(?:of\s+(?:the\s+)?two\s+numbers\s+)?(?:are|is|=)\s+${NUM}\s+and\s+${NUM}`).exec(text);
  const pairForm = hcf !== null && hcf[2] !== undefined;
  const lcm = pairForm ? null : new RegExp(String.raw`(?:${LCM})(?:\s+of\s+(?:the\s+|these\s+)?(?:two\s+)?numbers)?\s*(?:is|=|as|being)?\s+${NUM}`).exec(text);
  const product = new RegExp(String.raw`(?:product\s+of\s+(?:the\s+|these\s+)?two\s+numbers|(?:their|the)\s+product)\s+(?:is|=|being)\s+${NUM}`).exec(text);
  const one = new RegExp(String.raw`(?:one\s+of\s+(?:the\s+numbers|them|these(?:\s+numbers)?|the\s+two(?:\s+numbers)?)|one\s+number|(?:the\s+)?first\s+number)\s+(?:is|=)\s+${NUM}`).exec(text);
  const h = hcf ? Number(hcf[1]) : null;
  const l = pairForm ? Number(hcf![2]) : lcm ? Number(lcm[1]) : null;
  const asked = askedTail(text);
  if (h !== null && l !== null && one && !product && /other|second/.test(asked)) {
    const a = Number(one[1]);
    const b = (h * l) / a;
    if (!Number.isInteger(b) || b <= 0) return null;
    const steps = [{ title: 'HCF × LCM = product of the two numbers', bullets: [`${num(h)} × ${num(l)} = ${num(h * l)} = ${num(a)} × other, so the other = ${num(h * l)} ÷ ${num(a)} = ${num(b)}.`] }];
    const check = checkStep([`HCF(${num(a)}, ${num(b)}) = ${num(gcd(a, b))} and LCM(${num(a)}, ${num(b)}) = ${num(lcmOf([a, b]))}, as stated.`], [[gcd(a, b), h], [lcmOf([a, b]), l]]);
    if (!check) return null;
    return { kind: 'hcf-lcm', values: [b], unit: 'number', label: 'The other number', steps: [...steps, check], mistakes: [{ value: l / a, why: 'this divides the LCM alone by the number; the product of the numbers is HCF × LCM' }], givens: [h, l, a] };
  }
  if (product && (h === null) !== (l === null) && !one) {
    const p = Number(product[1]);
    const known = (h ?? l)!;
    const value = p / known;
    if (!Number.isInteger(value) || !(h === null ? /\b(?:hcf|h\.c\.f|highest common|greatest common|gcd)/.test(asked) : new RegExp(LCM).test(asked))) return null;
    const [hh, ll] = h === null ? [value, known] : [known, value];
    if (ll % hh !== 0) return null;
    const steps = [{ title: 'HCF × LCM = product of the two numbers', bullets: [`${h === null ? 'HCF' : 'LCM'} = ${num(p)} ÷ ${num(known)} = ${num(value)}.`] }];
    const check = checkStep([`HCF × LCM = ${num(hh)} × ${num(ll)} = ${num(hh * ll)}, the product; and the LCM ${num(ll)} is a multiple of the HCF ${num(hh)}.`], [[hh * ll, p], [ll % hh, 0]]);
    if (!check) return null;
    return { kind: 'hcf-lcm', values: [value], unit: 'number', label: h === null ? 'The HCF' : 'The LCM', steps: [...steps, check], mistakes: [{ value: p * known, why: 'this multiplies instead of dividing' }], givens: [p, known] };
  }
  return null;
}

/** 'The largest number that divides 70, 245 and 560 leaving remainders 5, 5 and 8 (or the same remainder).' */
function largestDivisor(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`(?:largest|greatest|highest|biggest)\s+(?:possible\s+)?(?:number|integer|natural number|divisor|no\.?)\s+(?:which|that|by which)\s+(?:will\s+|can\s+|would\s+)?(?:exactly\s+|completely\s+)?(?:on\s+)?(?:divides?|divide|divided|dividing)\s+(?:each of\s+|the numbers\s+)?${LIST}`).exec(text) ?? new RegExp(String.raw`(?:largest|greatest|highest)\s+(?:number|integer)\s+by\s+which\s+${LIST}\s+(?:are|is|can be)\s+(?:exactly\s+)?divided`).exec(text);
  if (!match) return null;
  const numbers = listOf(match[1]!);
  const rest = text.slice(match.index + match[0].length);
  // 'leaves remainder 6 in each case' or 'leaves 6 as remainder in each case'.
  const each =
    new RegExp(String.raw`(?:leaving|leaves|leave|with)\s+(?:a\s+)?(?:the\s+same\s+)?remainders?\s+(?:of\s+)?${NUM}(?:\s+(?:in each case|each time|in all cases))?(?![\d,]|\s*(?:,|and)\s*\d)`).exec(rest) ??
    new RegExp(String.raw`(?:leaving|leaves|leave)\s+${NUM}\s+as\s+(?:the\s+|a\s+)?remainder\b(?:\s+(?:in each case|each time|in all cases))?`).exec(rest);
  // 'leaves remainders 7 and 4 respectively', 'leave 2 and 4 as remainders respectively', 'resp.'.
  const respectively =
    new RegExp(String.raw`(?:leaving|leaves|leave|with)\s+(?:the\s+)?remainders?\s+(?:of\s+)?${LIST}(?:\s+respectively)?`).exec(rest) ??
    new RegExp(String.raw`(?:leaving|leaves|leave)\s+${LIST}\s+as\s+(?:the\s+)?remainders?\s+(?:respectively|resp\b)`).exec(rest);
  const sameUnknown = /(?:leaving|leaves|leave|with)\s+the\s+same\s+remainder(?!\s+(?:of\s+)?\d)/.test(rest);
  let remainders: number[];
  let extra: number[] = [];
  if (respectively) {
    remainders = listOf(respectively[1]!);
    extra = remainders;
    if (remainders.length !== numbers.length) return null;
  } else if (each) {
    remainders = numbers.map(() => Number(each[1]));
    extra = [Number(each[1])];
  } else if (sameUnknown) {
    return sameRemainder(numbers);
  } else if (/remainder/.test(rest) && !/(?:without\s+(?:leaving\s+)?(?:any\s+|a\s+)?|leaving\s+no\s+|leaves\s+no\s+|with\s+no\s+|and\s+no\s+)remainder/.test(rest)) {
    return null;
  } else {
    remainders = numbers.map(() => 0);
  }
  const reduced = numbers.map((n, index) => n - remainders[index]!);
  if (reduced.some((n) => n <= 0)) return null;
  const value = hcfOf(reduced);
  if (remainders.some((r) => r >= value)) return null;
  const steps: SolutionStep[] = [];
  if (remainders.some((r) => r > 0)) steps.push({ title: 'Take away the remainders', bullets: [`The number divides ${numbers.map((n, index) => `${num(n)} − ${num(remainders[index]!)} = ${num(reduced[index]!)}`).join(', ')} exactly.`] });
  steps.push(workingFor(reduced, 'hcf'));
  const check = hcfCheck(reduced, value);
  const step = checkStep([`${numbers.map((n) => `${num(n)} = ${num(value)} × ${num(Math.floor(n / value))} + ${num(n % value)}`).join('; ')}: the remainders ${remainders.map(num).join(', ')}, as stated.`, check.line], [...numbers.map((n, index) => [n % value, remainders[index]!] as const), ...check.pairs]);
  if (!step) return null;
  return { kind: 'hcf-lcm', values: [value], unit: 'number', label: 'The largest such number', steps: [...steps, step], mistakes: [{ value: hcfOf(numbers), why: 'this is the HCF of the numbers themselves; first take away the remainders' }, { value: lcmOf(reduced), why: 'this is the LCM; the largest number that divides is an HCF' }].filter((mistake) => mistake.value !== value), givens: [...numbers, ...extra] };
}

function sameRemainder(numbers: readonly number[]): QuantAnswer | null {
  const sorted = [...numbers].sort((a, b) => a - b);
  const differences = sorted.slice(1).map((n, index) => n - sorted[index]!);
  if (differences.some((d) => d <= 0)) return null;
  const value = hcfOf(differences);
  if (value <= 1) return null;
  const remainder = sorted[0]! % value;
  const steps: SolutionStep[] = [{ title: 'Use the differences', bullets: [`If each leaves the same remainder, the number divides every difference: ${sorted.slice(1).map((n, index) => `${num(n)} − ${num(sorted[index]!)} = ${num(differences[index]!)}`).join(', ')}.`] }, workingFor(differences, 'hcf')];
  const step = checkStep([`${numbers.map((n) => `${num(n)} = ${num(value)} × ${num(Math.floor(n / value))} + ${num(n % value)}`).join('; ')}: the same remainder ${num(remainder)} each time.`], numbers.map((n) => [n % value, remainder] as const));
  if (!step) return null;
  return { kind: 'hcf-lcm', values: [value], unit: 'number', label: 'The largest such number', steps: [...steps, step], mistakes: [{ value: hcfOf(numbers), why: 'this is the HCF of the numbers themselves; with a remainder, use the differences' }].filter((mistake) => mistake.value !== value), givens: numbers };
}

/** 'The smallest number divisible by 12, 15 and 20', '... which leaves remainder 5 in each case', '... n-digit ...'. */
function smallestMultiple(text: string): QuantAnswer | null {
  // 'the greatest 4-digit number', 'the greatest number of four digits'; 'which when divided by 12, 15 leaves no remainder' is divisible.
  const digitsText = text
    .replace(new RegExp(String.raw`\b(number|integer)\s+of\s+(\d|${COUNT_WORD})\s+digits\b`), '$2-digit $1')
    .replace(new RegExp(String.raw`\b(?:which|that)\s*,?\s*when\s+divided\s+by\s+(?:each of\s+)?${LIST}\s*,?\s*(?:leaves|leaving|gives)\s+no\s+remainder`), 'which is divisible by $1');
  const DIVISIBLE = String.raw`(?:(?:which|that)\s+(?:is\s+)?)?(?:exactly\s+|completely\s+|evenly\s+|perfectly\s+)?divisible\s+by\s+(?:each of\s+|all of\s+)?${LIST}`;
  const digits = new RegExp(String.raw`(smallest|least|lowest|greatest|largest|biggest|highest)\s+(\d|${COUNT_WORD})[- ]digit\s+(?:number|integer)\s+(?:${DIVISIBLE}|(?:which|that)\s*,?\s*when\s+divided\s+by\s+(?:each of\s+)?${LIST}\s*,?\s*(?:leaves|leaving|gives)\s+(?:a\s+|the\s+same\s+)?remainder\s+(?:of\s+)?(\d+)(?:\s+in each case|\s+each time|\s+in all cases)?(?!\s*(?:,|and)\s*\d))`).exec(digitsText);
  const plain = new RegExp(String.raw`(?:smallest|least|lowest)\s+(?:positive\s+|natural\s+|whole\s+)?(?:number|integer)\s+${DIVISIBLE}`).exec(digitsText);
  // 'that leaves remainder 10 when divided by 20, 13 or 19' is 'that when divided by 20, 13 or 19 leaves a remainder of 10'.
  const reordered = text.replace(new RegExp(String.raw`\b(which|that)\s+(?:leaves|leaving|gives|will leave)\s+(?:a\s+|the\s+same\s+)?remainder\s+(?:of\s+)?(\d+)\s*(?:in each case\s+|each time\s+)?when\s+(?:it\s+is\s+)?divided\s+(?:separately\s+)?by\s+(?:each of\s+)?${LIST}`), '$1 when divided by $3 leaves a remainder of $2');
  const leaving = new RegExp(String.raw`(?:smallest|least|lowest)\s+(?:positive\s+|natural\s+|whole\s+)?(?:number|integer)\s*,?\s+(?:which|that)\s*,?\s*when\s+divided\s+(?:separately\s+)?by\s+(?:each of\s+)?${LIST}\s*,?\s*(?:leaves|leaving|gives)\s+(?:in\s+each\s+case\s+)?(?:a\s+|the\s+same\s+)?(?:remainders?\s+(?:of\s+)?(\d+)\s*(?:in each case|each time|in all cases)?(?!\s*(?:,|and)\s*\d)|remainders?\s+(?:of\s+)?${LIST}\s*(?:respectively)?)`).exec(reordered);
  const shifted = new RegExp(String.raw`(?:smallest|least|lowest)\s+(?:number|integer)\s*,?\s+(?:which|that)\s*,?\s*when\s+(increased|decreased|diminished|reduced)\s+by\s+${NUM}\s*,?\s+is\s+(?:exactly\s+|completely\s+)?divisible\s+by\s+(?:each of\s+|all of\s+|both\s+)?${LIST}`).exec(text);
  if (digits) {
    const count = countOf(digits[2]!);
    if (!count || count.count < 2 || count.count > 9) return null;
    const numbers = listOf(digits[3] ?? digits[4]!);
    const r = digits[5] !== undefined ? Number(digits[5]) : 0;
    if (numbers.some((n) => n <= 1 || r >= n) || numbers.length > 6) return null;
    const l = lcmOf(numbers);
    const greatest = /greatest|largest|biggest|highest/.test(digits[1]!);
    const top = 10 ** count.count - 1;
    const bottom = 10 ** (count.count - 1);
    // The multiples of the LCM, moved up by the remainder: the last within the digits, or the first.
    const value = greatest ? Math.floor((top - r) / l) * l + r : Math.ceil((bottom - r) / l) * l + r;
    if (value < bottom || value > top) return null;
    const plus = r > 0 ? ` + ${num(r)}` : '';
    const steps: SolutionStep[] = [
      workingFor(numbers, 'lcm'),
      greatest
        ? { title: `Greatest ${count.count}-digit ${r > 0 ? 'such number' : 'multiple'}`, bullets: [`The greatest ${count.count}-digit number is ${num(top)}; ${num(top - r)} ÷ ${num(l)} leaves ${num((top - r) % l)}, so the largest multiple of ${num(l)} that fits is ${num(top - r)} − ${num((top - r) % l)} = ${num(value - r)}${r > 0 ? `, and ${num(value - r)}${plus} = ${num(value)}` : ''}.`] }
        : { title: `Smallest ${count.count}-digit ${r > 0 ? 'such number' : 'multiple'}`, bullets: [`The smallest ${count.count}-digit number is ${num(bottom)}; the first multiple of ${num(l)} with ${r > 0 ? `itself${plus} ` : ''}at least ${num(bottom)} is ${num(value - r)}${r > 0 ? `, and ${num(value - r)}${plus} = ${num(value)}` : ''}.`] },
    ];
    const next = greatest ? value + l : value - l;
    const check = checkStep([`${numbers.map((n) => `${num(value)} ÷ ${num(n)} leaves ${num(value % n)}`).join(', ')}, as needed; the next one, ${num(next)}, has ${String(next).length} digits.`], [...numbers.map((n) => [value % n, r] as const), [String(next).length === count.count ? 1 : 0, 0]]);
    if (!check) return null;
    return { kind: 'hcf-lcm', values: [value], unit: 'number', label: `The ${greatest ? 'greatest' : 'smallest'} ${count.count}-digit such number`, steps: [...steps, check], mistakes: [{ value: greatest ? value - l : value + l, why: greatest ? 'this is one multiple too low' : 'this is one multiple too high' }, ...(r > 0 ? [{ value: value - r, why: 'this leaves out the remainder' }] : [])], givens: [...numbers, ...(r > 0 ? [r] : []), ...(count.written ? [count.count] : [])] };
  }
  const found = leaving ?? plain ?? shifted;
  if (!found) return null;
  const numbers = listOf(found === shifted ? shifted[3]! : found[1]!);
  if (numbers.some((n) => n <= 1) || numbers.length > 6) return null;
  const l = lcmOf(numbers);
  let value = l;
  let extra: number[] = [];
  const steps: SolutionStep[] = [workingFor(numbers, 'lcm')];
  if (found === leaving) {
    if (leaving[2] !== undefined) {
      const r = Number(leaving[2]);
      if (numbers.some((n) => r >= n)) return null;
      value = l + r;
      extra = [r];
      steps.push({ title: 'Add the remainder', bullets: [`A multiple of ${num(l)} leaves no remainder; to leave ${num(r)} each time, add it: ${num(l)} + ${num(r)} = ${num(value)}.`] });
    } else {
      const remainders = listOf(leaving[3]!);
      if (remainders.length !== numbers.length) return null;
      const gaps = numbers.map((n, index) => n - remainders[index]!);
      if (gaps.some((gap) => gap !== gaps[0] || gap <= 0)) return null;
      value = l - gaps[0]!;
      extra = remainders;
      steps.push({ title: 'The same shortfall each time', bullets: [`${numbers.map((n, index) => `${num(n)} − ${num(remainders[index]!)}`).join(', ')} are all ${num(gaps[0]!)}: the number is ${num(gaps[0]!)} short of a common multiple, so ${num(l)} − ${num(gaps[0]!)} = ${num(value)}.`] });
    }
  } else if (found === shifted) {
    const k = Number(shifted[2]);
    const up = /increased/.test(shifted[1]!);
    value = up ? l - k : l + k;
    extra = [k];
    if (value <= 0) return null;
    steps.push({ title: up ? 'Take away the increase' : 'Add back the decrease', bullets: [`${num(value)} ${up ? '+' : '−'} ${num(k)} = ${num(l)}, the LCM, so the number is ${num(value)}.`] });
  }
  // What each division must give: the stated remainder, or none once the shift is undone.
  const shift = found === shifted ? (/increased/.test(shifted[1]!) ? Number(shifted[2]) : -Number(shifted[2])) : 0;
  const wanted = (n: number, index: number) => (found === leaving ? (leaving[2] !== undefined ? Number(leaving[2]) : listOf(leaving[3]!)[index]!) : 0);
  const remainderOf = (n: number) => (value + shift) % n;
  const check = lcmCheck(numbers, l);
  const shown = shift === 0 ? num(value) : `${num(value)} ${shift > 0 ? '+' : '−'} ${num(Math.abs(shift))} = ${num(value + shift)}`;
  const step = checkStep([`${shown}: ${numbers.map((n) => `÷ ${num(n)} leaves ${num(remainderOf(n))}`).join(', ')}, as the question needs.`, check.line], [...numbers.map((n, index) => [remainderOf(n), wanted(n, index)] as const), ...check.pairs]);
  if (!step) return null;
  return { kind: 'hcf-lcm', values: [value], unit: 'number', label: 'The smallest such number', steps: [...steps, step], mistakes: [{ value: l, why: 'this is the LCM alone' }, { value: numbers.reduce((a, b) => a * b, 1), why: 'this multiplies the numbers; the smallest common multiple is the LCM' }].filter((mistake) => mistake.value !== value), givens: [...numbers, ...extra] };
}

const UNITS: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600 };
const unitWord = (written: string) => (/^s/.test(written) ? 'second' : /^m/.test(written) ? 'minute' : 'hour');

/** Bells, lights, runners: together again after the LCM of their intervals. */
function together(written: string): QuantAnswer | null {
  // '48 seconds, 72 seconds and 108 seconds' is the list '48, 72 and 108 seconds'.
  const text = written.replace(/(\d+)\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)(?=\s*(?:,|and|&)\s*\d)/g, '$1');
  if (!/together|simultaneously|at the same time|same point|starting point|meet again|at once/.test(text)) return null;
  if (!/bell|toll|ring|beep|flash|light|signal|blink|chime|alarm|runner|round|lap|track|circular|buzz|clock|sirens?|traffic/.test(text)) return null;
  const match = new RegExp(String.raw`${LIST}\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`).exec(text);
  // 'A completes a round in 36 seconds, B in 48 seconds and C in 42 seconds': each interval with its own unit, all the same.
  const each = [...text.matchAll(/(\d+)\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/g)];
  // Runners meet anywhere on the track sooner than at the start: only 'the starting point' is the LCM.
  const runners = /runner|round|lap|track|circular/.test(text) && !/bell|toll|ring|beep|flash|light|signal|blink|chime|alarm|buzz|siren|traffic/.test(text);
  if (runners && !/starting\s+point|same\s+point|point\s+(?:from\s+)?where\s+they\s+start/.test(text)) return null;
  const apart = !match && each.length >= 2 && new Set(each.map((found) => unitWord(found[2]!))).size === 1;
  if (!match && !apart) return null;
  const intervals = match ? listOf(match[1]!) : each.map((found) => Number(found[1]));
  if (intervals.some((n) => n <= 0) || intervals.length > 6) return null;
  const unit = unitWord(match ? match[2]! : each[0]![2]!);
  const asked = askedTail(text);
  // 'At what time' asks for a clock time; 'after what time' asks how long.
  if (/(?<!after\s)what time|what will be the time/.test(askedClause(text)) && !/how many times/.test(askedClause(text))) return nextClockTime(text, intervals, unit);
  if (/how many times|(?<!after\s)what time|what will be the time/.test(askedClause(text))) return null;
  if (!/after|when|how (?:long|soon|many (?:seconds|minutes|hours))|again|next|interval|time/.test(asked)) return null;
  const askedUnit = /seconds?|secs?/.test(asked) ? 'second' : /minutes?|mins?/.test(asked) ? 'minute' : /hours?|hrs?/.test(asked) ? 'hour' : unit;
  const l = lcmOf(intervals);
  const value = (l * UNITS[unit]!) / UNITS[askedUnit]!;
  const start = /(?:at|from)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?|o'?clock|hours|hrs|noon|midnight|in the (?:morning|evening|afternoon))/.exec(text);
  const steps: SolutionStep[] = [
    { title: 'Together again after a common multiple', bullets: [`They are together again after a time that is a multiple of every interval (${intervals.map(num).join(', ')} ${unit}s); the first such time is the LCM.`] },
    workingFor(intervals, 'lcm'),
    ...(askedUnit === unit ? [] : [{ title: `In ${askedUnit}s`, bullets: [`${num(l)} ${unit}s = ${num(value)} ${askedUnit}${value === 1 ? '' : 's'}.`] }]),
  ];
  const check = lcmCheck(intervals, l);
  const step = checkStep([check.line.replace(/: all whole;/, `: each a whole number of ${/runner|round|lap|track|circular/.test(text) ? 'rounds' : 'intervals'};`)], check.pairs);
  if (!step) return null;
  const units: Readonly<Record<string, QuantUnit>> = { second: 'seconds', minute: 'minutes', hour: 'hours' };
  // '3 alarms beep every 30, 4 and 24 minutes': the count of them, when it matches the intervals, is read too.
  const counted = new RegExp(String.raw`\b(\d)\s+(?:[a-z]+\s+)?(?:bells|alarms|lights|signals|clocks|sirens|buzzers|runners|boys|girls|friends|persons|people)\b`).exec(text);
  const countGiven = counted && Number(counted[1]) === intervals.length ? [intervals.length] : [];
  return { kind: 'hcf-lcm', values: [value], unit: units[askedUnit]!, label: 'The time until they are together again', steps: [...steps, step], mistakes: [{ value: (hcfOf(intervals) * UNITS[unit]!) / UNITS[askedUnit]!, why: 'this is the HCF of the intervals; being together again needs a common multiple' }, { value: (intervals.reduce((a, b) => a * b, 1) * UNITS[unit]!) / UNITS[askedUnit]!, why: 'this multiplies the intervals; the first common multiple is the LCM' }].filter((mistake) => mistake.value !== value), givens: [...intervals, ...countGiven, ...(start ? [Number(start[1]), ...(start[2] !== undefined ? [Number(start[2])] : [])] : [])] };
}

/**
 * 'They toll together at 9:30 a.m.; at what time will they next toll together?': the one time of
 * day stated, and the LCM of the intervals after it, as a clock reads it.
 */
function nextClockTime(text: string, intervals: readonly number[], unit: string): QuantAnswer | null {
  const starts = timesOfDay(text);
  if (starts.length !== 1 || !/\bnext\b|\bagain\b/.test(askedClause(text))) return null;
  const start = starts[0]!;
  const l = lcmOf(intervals);
  const hours = (l * UNITS[unit]!) / 3600;
  // A day or more later is another day: its clock time alone would not say which.
  if (!(hours < 24) || Math.abs(hours * 60 - Math.round(hours * 60)) > 1e-9) return null;
  const value = start.hours + hours;
  const check = lcmCheck(intervals, l);
  const step = checkStep([check.line.replace(/: all whole;/, ': each a whole number of intervals;'), `${clockReading(start.hours)} + ${num(l)} ${unit}s = ${clockReading(value)}.`], [...check.pairs, [Math.round((value - start.hours) * 3600), l * UNITS[unit]!]]);
  if (!step) return null;
  const steps: SolutionStep[] = [
    { title: 'Together again after a common multiple', bullets: [`They are together again after a time that is a multiple of every interval (${intervals.map(num).join(', ')} ${unit}s); the first such time is the LCM.`] },
    workingFor(intervals, 'lcm'),
    { title: 'The clock time', bullets: [`${num(l)} ${unit}s after ${clockReading(start.hours)} is ${clockReading(value)}.`] },
  ];
  return { kind: 'hcf-lcm', values: [value], unit: 'time of day', label: 'The time they are next together', steps: [...steps, step], mistakes: [], givens: [...intervals, ...start.written] };
}
