import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { missingDigit, solveToDivisible } from './divisibility-solver';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedClause, askedTail, checkStep, num } from './quant-text';

/**
 * Remainders and unit digits: the unit digit of a power, a product of powers or a product of
 * numbers; the remainder of a power; the remainder by a factor of the first divisor ('a number
 * divided by 56 leaves 29; divided by 8?'), also of its square, cube or double, or of a number
 * given outright or by its quotient; dividend = divisor × quotient + remainder; the least number
 * to add or take away to make a number divisible (divisibility-solver).
 *
 * A power must be written as one: 7^95 (which the OCR cleaning turns into '7 95'), '(7)95', or
 * '7 raised to the power 95'. A bare '795' is never read as a power: a superscript run into its
 * base cannot be told from a plain number. '12 345' is 12^345: the cleaning joins digit groups
 * written with commas, and turns a caret into a space, so a space between numbers here is a power.
 */
export function solveRemainder(written: string): QuantAnswer | null {
  // '... divided by 13? ans?': a student's 'ans?' after the question asks nothing more.
  const text = written.replace(/\?\s*(?:ans|answer)\s*[?:.]?\s*$/, '?');
  return productRemainder(text) ?? unitDigit(text) ?? powerRemainder(text) ?? byFactor(text) ?? division(text) ?? solveToDivisible(text) ?? missingDigit(text);
}

/**
 * 'What is the remainder when 35 × 27 × 58 is divided by 9?': the remainder of a product is the
 * product of the remainders, reduced again.
 */
function productRemainder(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`remainder\s+(?:when|if|on dividing|obtained when)\s+(\d+(?:\s*(?:x|\*|×)\s*\d+)+)\s+is\s+divided\s+by\s+(\d+)(?!\d|\.\d)`).exec(text) ?? new RegExp(String.raw`remainder\s+(?:when|on)\s+dividing\s+(\d+(?:\s*(?:x|\*|×)\s*\d+)+)\s+by\s+(\d+)(?!\d|\.\d)`).exec(text);
  if (!match) return null;
  const factors = [...match[1]!.matchAll(/\d+/g)].map((found) => Number(found[0]));
  const modulus = Number(match[2]);
  if (factors.length > 8 || modulus < 2 || modulus > 10000) return null;
  const remainders = factors.map((factor) => factor % modulus);
  const value = remainders.reduce((acc, remainder) => (acc * remainder) % modulus, 1 % modulus);
  const product = factors.reduce((acc, factor) => acc * BigInt(factor), 1n);
  const exact = Number(product % BigInt(modulus));
  const steps: SolutionStep[] = [
    { title: 'Take each remainder', bullets: [`${factors.map((factor, index) => `${num(factor)} leaves ${remainders[index]}`).join(', ')} when divided by ${num(modulus)}.`] },
    { title: 'Multiply the remainders', bullets: [`${remainders.join(' × ')} = ${num(remainders.reduce((acc, remainder) => acc * remainder, 1))}, which leaves ${value} when divided by ${num(modulus)}.`] },
  ];
  const check = checkStep([`In full, ${factors.map(num).join(' × ')} = ${product.toString()} = ${num(modulus)} × ${(product / BigInt(modulus)).toString()} + ${exact}.`], [[exact, value]]);
  if (!check) return null;
  return { kind: 'remainder', values: [value], unit: 'number', label: `The remainder when ${factors.map(num).join(' × ')} is divided by ${num(modulus)}`, steps: [...steps, check], mistakes: [{ value: remainders.reduce((acc, remainder) => acc + remainder, 0) % modulus, why: 'this adds the remainders; a product needs them multiplied' }].filter((mistake) => mistake.value !== value), givens: [...factors, modulus] };
}

const POWER = String.raw`(?:\(\s*(\d+)\s*\)\s*(?:\^|\*\*)?\s*|(\d+)\s*(?:\^|\*\*)\s*|(\d+)\s+(?:raised\s+to\s+(?:the\s+)?(?:power\s+)?(?:of\s+)?|to\s+the\s+power\s+(?:of\s+)?)?)(\d+)`;

interface Power {
  readonly base: number;
  readonly exponent: number;
}

/** The powers of an expression: '7 95 x 3 58', '(7)95', '7 raised to the power 95'. */
function powersIn(written: string): Power[] | null {
  const powers: Power[] = [];
  let rest = written.trim();
  while (rest.length > 0) {
    const match = new RegExp(String.raw`^${POWER}`).exec(rest);
    if (!match) return null;
    powers.push({ base: Number(match[1] ?? match[2] ?? match[3]), exponent: Number(match[4]) });
    rest = rest.slice(match[0].length).trim();
    if (rest.length === 0) break;
    const times = /^(?:x|\*|×)\s*/.exec(rest);
    if (!times) return null;
    rest = rest.slice(times[0].length);
  }
  return powers.length > 0 && powers.every((power) => power.exponent > 0 && power.exponent <= 1e6 && power.base > 0) ? powers : null;
}

const superscript = (value: number) => String(value).replace(/\d/g, (digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]!);
const powerText = (power: Power) => `${num(power.base)}${superscript(power.exponent)}`;

/** The remainders of base¹, base², ... by m until they repeat: the cycle. */
function cycleOf(base: number, modulus: number): number[] {
  const seen: number[] = [];
  let value = base % modulus;
  while (!seen.includes(value) && seen.length < modulus + 1) {
    seen.push(value);
    value = (value * base) % modulus;
  }
  // The cycle starts where the repeated value first appeared.
  const start = seen.indexOf(value);
  return start === 0 ? seen : [];
}

/** base^exponent mod m, one multiplication at a time (the check's forward count). */
function stepwise(base: number, exponent: number, modulus: number): number {
  let value = 1 % modulus;
  for (let step = 0; step < exponent; step += 1) value = (value * (base % modulus)) % modulus;
  return value;
}

function powerSteps(power: Power, modulus: number, what: 'unit digit' | 'remainder'): { steps: SolutionStep[]; value: number } | null {
  const cycle = cycleOf(power.base, modulus);
  if (cycle.length === 0) return null;
  const position = ((power.exponent - 1) % cycle.length) + 1;
  const value = cycle[position - 1]!;
  const name = what === 'unit digit' ? 'unit digits' : `remainders by ${num(modulus)}`;
  return {
    value,
    steps: [
      { title: `The cycle of ${name}`, bullets: [`${cycle.map((entry, index) => `${num(power.base)}${superscript(index + 1)} → ${entry}`).join(', ')}; then it repeats every ${cycle.length}.`] },
      { title: `Where ${powerText(power)} falls`, bullets: [`${num(power.exponent)} ÷ ${cycle.length} leaves ${power.exponent % cycle.length}${power.exponent % cycle.length === 0 ? ` (a full cycle, so take the ${cycle.length}${ordinal(cycle.length)} place)` : ''}: the ${position}${ordinal(position)} in the cycle, ${value}.`] },
    ],
  };
}

const ordinal = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th');

function unitDigit(text: string): QuantAnswer | null {
  const match = /(?:unit(?:'s|s)?\s+digit|units?\s+place|unit's\s+place|last\s+digit|digit\s+(?:in|at)\s+(?:the\s+)?unit(?:'s|s)?\s+place)\s+(?:of|in)\s+(?:the\s+)?(?:number\s+|product\s+|expression\s+|value\s+of\s+)?(.+?)\s*(?:[?.,]|\bis\b|\bwill be\b|$)/.exec(text);
  if (!match) return null;
  const powers = powersIn(match[1]!);
  if (!powers) return productDigit(match[1]!);
  const steps: SolutionStep[] = [{ title: 'Only the last digits matter', bullets: ['The unit digit of a product depends only on the unit digits of what is multiplied, and the unit digits of powers repeat in a cycle.'] }];
  let product = 1;
  let forward = 1;
  for (const power of powers) {
    const worked = powerSteps(power, 10, 'unit digit');
    if (!worked) return null;
    steps.push(...worked.steps);
    product = (product * worked.value) % 10;
    forward = (forward * stepwise(power.base, power.exponent, 10)) % 10;
  }
  if (powers.length > 1) steps.push({ title: 'Multiply the unit digits', bullets: [`${powers.map((power) => stepwise(power.base, power.exponent, 10)).join(' × ')} ends in ${product}.`] });
  const check = checkStep([`Starting from 1 and multiplying ${powers.map((power) => `by ${num(power.base)}, ${num(power.exponent)} times over`).join(', then ')}, keeping only the last digit each time, also ends in ${forward}.`], [[forward, product]]);
  if (!check) return null;
  const mistakes = [{ value: powers.reduce((acc, power) => (acc * (power.base % 10)) % 10, 1), why: 'this is the unit digit of the base(s), not of the power' }];
  const zeroSlip = powers.reduce((acc, power) => (acc * (power.exponent % 4 === 0 ? 1 : stepwise(power.base, power.exponent % 4, 10))) % 10, 1);
  if (zeroSlip !== product) mistakes.push({ value: zeroSlip, why: 'this takes a remainder of 0 as the 0th power (1); a full cycle means the last place in the cycle' });
  return { kind: 'unit-digit', values: [product], unit: 'number', label: `The unit digit of ${powers.map(powerText).join(' × ')}`, steps: [...steps, check], mistakes: mistakes.filter((mistake) => mistake.value !== product), givens: powers.flatMap((power) => [power.base, power.exponent]) };
}

/** 'The unit digit of 81 × 82 × 83 × 84 × 85': the unit digits multiplied, keeping the last digit each time. */
function productDigit(written: string): QuantAnswer | null {
  if (!/^\d+(?:\s*(?:x|\*|×)\s*\d+)+$/.test(written.trim())) return null;
  const factors = [...written.matchAll(/\d+/g)].map((match) => Number(match[0]));
  if (factors.length > 12) return null;
  let running = 1;
  const trail: string[] = [];
  for (const factor of factors) {
    running = (running * (factor % 10)) % 10;
    trail.push(`${factor % 10}`);
  }
  const exact = factors.reduce((acc, factor) => acc * BigInt(factor), 1n) % 10n;
  const steps: SolutionStep[] = [{ title: 'Only the last digits matter', bullets: [`The unit digit of a product depends only on the unit digits: ${trail.join(' × ')}, keeping the last digit at each step, ends in ${running}.`] }];
  const check = checkStep([`Multiplying out in full, ${factors.map(num).join(' × ')} = ${(factors.reduce((acc, factor) => acc * BigInt(factor), 1n)).toString()}, which ends in ${exact.toString()}.`], [[Number(exact), running]]);
  if (!check) return null;
  return { kind: 'unit-digit', values: [running], unit: 'number', label: `The unit digit of ${factors.map(num).join(' × ')}`, steps: [...steps, check], mistakes: [], givens: factors };
}

function powerRemainder(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`remainder\s+(?:when|if|on dividing|obtained when)\s+(.+?)\s+is\s+divided\s+by\s+${NUM}`).exec(text) ?? new RegExp(String.raw`remainder\s+(?:when|on)\s+dividing\s+(.+?)\s+by\s+${NUM}`).exec(text);
  if (!match) return null;
  const powers = powersIn(match[1]!);
  const modulus = Number(match[2]);
  if (!powers || powers.length !== 1 || !Number.isInteger(modulus) || modulus < 2 || modulus > 1000) return null;
  const power = powers[0]!;
  const worked = powerSteps(power, modulus, 'remainder');
  if (!worked) return null;
  const forward = stepwise(power.base, power.exponent, modulus);
  const check = checkStep([`Starting from 1 and multiplying by ${num(power.base)}, ${num(power.exponent)} times over, keeping only the remainder by ${num(modulus)} each time, also leaves ${forward}.`], [[forward, worked.value]]);
  if (!check) return null;
  return { kind: 'remainder', values: [worked.value], unit: 'number', label: `The remainder when ${powerText(power)} is divided by ${num(modulus)}`, steps: [...worked.steps, check], mistakes: [{ value: power.base % modulus, why: 'this is the remainder of the base alone' }].filter((mistake) => mistake.value !== worked.value), givens: [power.base, power.exponent, modulus] };
}

/** What the question does to the number before the second division: nothing, or its square, cube, double or triple. */
interface Transform {
  readonly apply: (value: number) => number;
  /** 'the square of 29' for the steps; '' when the number itself is divided. */
  readonly name: string;
  readonly of: (value: string) => string;
}

const TRANSFORMS: Readonly<Record<string, Transform>> = {
  none: { apply: (value) => value, name: '', of: (value) => value },
  square: { apply: (value) => value * value, name: 'square', of: (value) => `${value}²` },
  cube: { apply: (value) => value ** 3, name: 'cube', of: (value) => `${value}³` },
  twice: { apply: (value) => 2 * value, name: 'double', of: (value) => `2 × ${value}` },
  double: { apply: (value) => 2 * value, name: 'double', of: (value) => `2 × ${value}` },
  thrice: { apply: (value) => 3 * value, name: 'triple', of: (value) => `3 × ${value}` },
};

const THE_NUMBER = String.raw`(?:the\s+same\s+(?:number|integer)|the\s+said\s+number|(?:this|that|the)\s+(?:number|integer)|\bit\b|(?<![a-z])[nx](?![a-z\d]))`;
const CHANGED = String.raw`(?:(?:the\s+)?(square|cube)\s+of\s+|(twice|double|thrice)\s+|([23])\s*(?=[nx](?![a-z\d])))?`;
const MULTIPLES: Readonly<Record<string, string>> = { '2': 'twice', '3': 'thrice' };

/**
 * The second division a remainder question asks about: 'when it (the same number, twice the
 * number, the square of the number, 2n) is divided by 8', 'on dividing the same number by 67' (the
 * last one named), with what the question names before it.
 */
function secondDivision(written: string): { first: string; transform: Transform; factor: number; multiplier: number[] } | null {
  // 'n²' as the cleaning leaves it, 'n2' (or 'n 2' from 'n^2'): the square of n, when it is what is divided.
  const squared = /(?<![a-z\d])[nx]\s?([23])(?=\s+(?:is\s+|be\s+)?divided\b)/.exec(written);
  const text = written
    .replace(/(?<![a-z\d])([nx])\s?([23])(?=\s+(?:is\s+|be\s+)?divided\b)/g, (_, name: string, power: string) => `the ${power === '2' ? 'square' : 'cube'} of ${name}`)
    .replace(new RegExp(String.raw`\bdividing\s+(${CHANGED}${THE_NUMBER})\s+by\b`, 'g'), '$1 is divided by');
  const seconds = [...text.matchAll(new RegExp(String.raw`${CHANGED}${THE_NUMBER}\s+(?:is\s+|be\s+)?divided\s+by\s+${NUM}`, 'g'))];
  const second = seconds[seconds.length - 1];
  if (!second) return null;
  const word = second[1] ?? second[2] ?? (second[3] ? MULTIPLES[second[3]] : undefined) ?? 'none';
  return { first: text.slice(0, second.index), transform: TRANSFORMS[word]!, factor: Number(second[4]), multiplier: second[3] ? [Number(second[3])] : squared ? [Number(squared[1])] : [] };
}

/**
 * 'A number when divided by 56 leaves remainder 29. What is the remainder when it is divided by 8?';
 * 'when a certain number is divided by 21, the remainder is 15 ...'; 'the number 7724 leaves
 * remainder 44 when divided by 48 ...'; '... when the square of the number is divided by 8?'. The
 * second division is the last one the question names; the first is everything before it.
 */
function byFactor(text: string): QuantAnswer | null {
  if (/quotient/.test(text)) return null;
  const second = secondDivision(text);
  if (!second || !/remainder/.test(askedClause(text))) return null;
  const { first, transform, factor, multiplier } = second;
  const divisors = [...first.matchAll(new RegExp(String.raw`\b(?:divided|dividing)\b[^.?;]*?\bby\s+${NUM}`, 'g'))];
  const remainders = [...first.matchAll(new RegExp(String.raw`\bremainder\s+(?:is\s+|of\s+|=\s*|as\s+|obtained\s+is\s+|comes\s+out\s+to\s+be\s+|will\s+be\s+)?${NUM}|${NUM}\s+as\s+(?:the\s+|a\s+)?remainder`, 'g'))];
  if (divisors.length !== 1 || remainders.length !== 1) return null;
  const known = new RegExp(String.raw`\b(?:number|integer)\s+(\d+)\b|^(\d+)\s+(?:when|on being|leaves|is\s+divided)`).exec(first.trim());
  const [divisor, remainder] = [Number(divisors[0]![1]), Number(remainders[0]![1] ?? remainders[0]![2])];
  if (!(remainder < divisor) || factor < 2 || !Number.isInteger(divisor) || !Number.isInteger(factor)) return null;
  const n = known ? Number(known[1] ?? known[2]) : null;
  if (n !== null) return knownNumber(n, divisor, remainder, factor, transform, undefined, multiplier);
  if (divisor % factor !== 0) return null;
  const value = transform.apply(remainder) % factor;
  const changed = transform.name !== '';
  const steps: SolutionStep[] = [
    { title: 'Write the number', bullets: [`Number = ${num(divisor)}k + ${num(remainder)} for some whole number k.`] },
    {
      title: `Divide ${changed ? `its ${transform.name}` : 'it'} by ${num(factor)}`,
      bullets: [
        `${num(divisor)} = ${num(factor)} × ${num(divisor / factor)}, so ${num(divisor)}k leaves no remainder by ${num(factor)}${changed ? `, and every part of the ${transform.name} of ${num(divisor)}k + ${num(remainder)} but ${transform.of(num(remainder))} is a multiple of ${num(divisor)}k` : ''}; only ${transform.of(num(remainder))}${changed ? ` = ${num(transform.apply(remainder))}` : ''} matters.`,
        `${num(transform.apply(remainder))} ÷ ${num(factor)} leaves ${num(value)}.`,
      ],
    },
  ];
  const samples = [1, 2, 3].map((k) => divisor * k + remainder);
  const check = checkStep([`Numbers that leave ${num(remainder)} on division by ${num(divisor)}: ${samples.map(num).join(', ')}; ${changed ? `their ${transform.name}s ${samples.map((sample) => num(transform.apply(sample))).join(', ')}, each` : 'each'} ÷ ${num(factor)} leaves ${samples.map((sample) => transform.apply(sample) % factor).join(', ')}.`], [...samples.map((sample) => [transform.apply(sample) % factor, value] as const), ...samples.map((sample) => [sample % divisor, remainder] as const)]);
  if (!check) return null;
  const mistakes = [{ value: remainder, why: `this keeps the remainder by ${num(divisor)}; divide it by ${num(factor)} again` }, ...(changed ? [{ value: remainder % factor, why: `this is the remainder of the number itself, not of its ${transform.name}` }] : [])];
  return { kind: 'remainder', values: [value], unit: 'number', label: `The remainder on division by ${num(factor)}`, steps: [...steps, check], mistakes: mistakes.filter((mistake) => mistake.value !== value), givens: [divisor, remainder, factor, ...multiplier] };
}

/** 'The number 7724 leaves remainder 44 when divided by 48': the stated remainder is a check; the asked one is worked from the number. */
function knownNumber(n: number, divisor: number, remainder: number, factor: number, transform: Transform, fromQuotient?: readonly [number, number, number], multiplier: readonly number[] = []): QuantAnswer | null {
  if (!Number.isInteger(n) || n % divisor !== remainder) return null;
  const changed = transform.name !== '';
  const target = transform.apply(n);
  if (!Number.isSafeInteger(target)) return null;
  const value = target % factor;
  const steps: SolutionStep[] = [
    ...(fromQuotient ? [{ title: 'The number', bullets: [`Number = divisor × quotient + remainder = ${num(fromQuotient[0])} × ${num(fromQuotient[1])} + ${num(fromQuotient[2])} = ${num(n)}.`] }] : []),
    { title: 'Divide the number itself', bullets: [`${changed ? `${transform.of(num(n))} = ${num(target)}; ` : ''}${num(target)} = ${num(factor)} × ${num(Math.floor(target / factor))} + ${num(value)}, so the remainder is ${num(value)}.`, ...(divisor % factor === 0 && !changed ? [`Or: ${num(divisor)} is a multiple of ${num(factor)}, so only the remainder ${num(remainder)} matters, and ${num(remainder)} ÷ ${num(factor)} leaves ${num(remainder % factor)}.`] : [])] },
  ];
  const check = checkStep([`${num(n)} = ${num(divisor)} × ${num(Math.floor(n / divisor))} + ${num(n % divisor)}: the remainder ${num(remainder)}, as stated; and ${num(factor)} × ${num(Math.floor(target / factor))} + ${num(value)} = ${num(target)}.`], [[n % divisor, remainder], [factor * Math.floor(target / factor) + value, target]]);
  if (!check) return null;
  return { kind: 'remainder', values: [value], unit: 'number', label: `The remainder on division by ${num(factor)}`, steps: [...steps, check], mistakes: [{ value: remainder, why: `this keeps the remainder by ${num(divisor)}; divide by ${num(factor)} again` }].filter((mistake) => mistake.value !== value), givens: [...(fromQuotient ? fromQuotient : [n, divisor, remainder]), factor, ...multiplier] };
}

/** Dividend = divisor × quotient + remainder: any one of the four from the other three. */
function division(text: string): QuantAnswer | null {
  if (!/quotient/.test(text) || !/remainder/.test(text)) return null;
  const read = (words: string) => new RegExp(String.raw`(?:${words})\s+(?:is\s+|was\s+|=\s*|being\s+|comes out to be\s+|of\s+)?${NUM}|${NUM}\s+as\s+(?:the\s+|a\s+)?(?:${words})`).exec(text);
  const valueOf = (match: RegExpExecArray) => Number(match[1] ?? match[2]);
  const divisorMatch = read('divisor') ?? new RegExp(String.raw`(?:divided|dividing)\s+(?:a\s+(?:certain\s+)?number\s+|it\s+)?by\s+${NUM}`).exec(text);
  const dividendMatch = read('dividend') ?? new RegExp(String.raw`(?:dividing|divided|divides?)\s+${NUM}\s+by\s+(?:a|some|the|what|which)`).exec(text) ?? new RegExp(String.raw`${NUM}\s+is\s+divided\s+by\s+(?:a|some|the|what|which)`).exec(text);
  const quotientMatch = read('quotient');
  const remainderMatch = read('remainder');
  if (!quotientMatch || !remainderMatch) return null;
  const q = valueOf(quotientMatch);
  const r = valueOf(remainderMatch);
  const asked = askedTail(text);
  // 'On dividing a number by 68 we get 269 as quotient and 0 as remainder; on dividing the same number by 67 ...'.
  const again = secondDivision(text);
  if (again && divisorMatch && !dividendMatch && divisorMatch.index < again.first.length && /remainder/.test(askedClause(text))) {
    const d = Number(divisorMatch[1]);
    if (!(r < d)) return null;
    return knownNumber(d * q + r, d, r, again.factor, again.transform, [d, q, r], again.multiplier);
  }
  if (divisorMatch && !dividendMatch && /number|dividend/.test(asked)) {
    const d = Number(divisorMatch[1]);
    if (!(r < d)) return null;
    const value = d * q + r;
    const steps = [{ title: 'Dividend = divisor × quotient + remainder', bullets: [`${num(d)} × ${num(q)} + ${num(r)} = ${num(value)}.`] }];
    const check = checkStep([`${num(value)} ÷ ${num(d)} = ${num(Math.floor(value / d))} remainder ${num(value % d)}.`], [[Math.floor(value / d), q], [value % d, r]]);
    if (!check) return null;
    return { kind: 'remainder', values: [value], unit: 'number', label: 'The number (dividend)', steps: [...steps, check], mistakes: [{ value: d * q, why: 'this leaves out the remainder' }, { value: d * q - r, why: 'this takes the remainder away instead of adding it' }], givens: [d, q, r] };
  }
  if (dividendMatch && !divisorMatch && /divisor|number/.test(asked)) {
    const n = Number(dividendMatch[1]);
    const value = (n - r) / q;
    if (!Number.isInteger(value) || !(r < value)) return null;
    const steps = [{ title: 'Divisor = (dividend − remainder) ÷ quotient', bullets: [`(${num(n)} − ${num(r)}) ÷ ${num(q)} = ${num(n - r)} ÷ ${num(q)} = ${num(value)}.`] }];
    const check = checkStep([`${num(n)} ÷ ${num(value)} = ${num(Math.floor(n / value))} remainder ${num(n % value)}.`], [[Math.floor(n / value), q], [n % value, r]]);
    if (!check) return null;
    return { kind: 'remainder', values: [value], unit: 'number', label: 'The divisor', steps: [...steps, check], mistakes: [{ value: n / q, why: 'this forgets to take the remainder away first' }].filter((mistake) => mistake.value !== value), givens: [n, q, r] };
  }
  return null;
}
