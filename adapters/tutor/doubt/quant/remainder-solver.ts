import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, askedTail, checkStep, num } from './quant-text';

/**
 * Remainders and unit digits: the unit digit of a power (or a product of powers); the remainder
 * of a power; the remainder by a factor of the first divisor ('a number divided by 56 leaves 29;
 * divided by 8?'); dividend = divisor × quotient + remainder.
 *
 * A power must be written as one: 7^95 (which the OCR cleaning turns into '7 95'), '(7)95', or
 * '7 raised to the power 95'. A bare '795' is never read as a power: a superscript run into its
 * base cannot be told from a plain number; nor is '12 345' (a bare space before three digits
 * may be a digit group).
 */
export function solveRemainder(text: string): QuantAnswer | null {
  return unitDigit(text) ?? powerRemainder(text) ?? byFactor(text) ?? division(text);
}

const POWER = String.raw`(?:\(\s*(\d+)\s*\)\s*(?:\^|\*\*)?\s*|(\d+)\s*(?:\^|\*\*)\s*|(\d+)\s+(?:raised\s+to\s+(?:the\s+)?(?:power\s+)?(?:of\s+)?|to\s+the\s+power\s+(?:of\s+)?)?)(\d+)`;

interface Power {
  readonly base: number;
  readonly exponent: number;
}

function powersIn(written: string): Power[] | null {
  const powers: Power[] = [];
  let rest = written.trim();
  while (rest.length > 0) {
    const match = new RegExp(String.raw`^${POWER}`).exec(rest);
    if (!match) return null;
    // '12 345' with a bare space may be a number written in groups of three, not 12^345.
    if (match[3] !== undefined && /^\d+\s+\d{3}$/.test(match[0])) return null;
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
  if (!powers) return null;
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

/** 'A number when divided by 56 leaves remainder 29. What is the remainder when it is divided by 8?' */
function byFactor(text: string): QuantAnswer | null {
  const first = new RegExp(String.raw`(?:a|the|certain|some)\s+(?:certain\s+)?(?:number|integer)\s*,?\s+(?:when|on being|if)\s+divided\s+by\s+${NUM}\s*,?\s+(?:leaves|gives|leaving)\s+(?:a\s+)?(?:the\s+)?remainder\s+(?:of\s+)?${NUM}`).exec(text) ?? new RegExp(String.raw`(?:on|when)\s+dividing\s+(?:a|the)\s+(?:certain\s+)?(?:number|integer)\s+by\s+${NUM}\s*,?\s+(?:the\s+)?remainder\s+(?:is|was|obtained is)\s+${NUM}(?!\s*(?:and|,)?\s*(?:the\s+)?quotient)`).exec(text);
  if (!first || /quotient/.test(text)) return null;
  const asked = askedTail(text);
  const second = new RegExp(String.raw`remainder\s+(?:when|if|on dividing)\s+(?:the\s+same\s+number|the\s+number|it|this\s+number|that\s+number)\s+(?:is\s+)?(?:divided\s+)?by\s+${NUM}`).exec(asked) ?? new RegExp(String.raw`(?:same\s+number|it|the\s+number)\s+is\s+divided\s+by\s+${NUM}`).exec(asked);
  if (!second || /square|twice|thrice|double|cube|times|\+|added|subtracted/.test(asked)) return null;
  const [divisor, remainder, factor] = [Number(first[1]), Number(first[2]), Number(second[1])];
  if (!(remainder < divisor) || divisor % factor !== 0 || factor < 2) return null;
  const value = remainder % factor;
  const steps: SolutionStep[] = [
    { title: 'Write the number', bullets: [`Number = ${num(divisor)}k + ${num(remainder)} for some whole number k.`] },
    { title: `Divide by ${num(factor)}`, bullets: [`${num(divisor)} = ${num(factor)} × ${num(divisor / factor)}, so ${num(divisor)}k leaves no remainder by ${num(factor)}; only ${num(remainder)} matters.`, `${num(remainder)} ÷ ${num(factor)} leaves ${num(value)}.`] },
  ];
  const samples = [1, 2, 3].map((k) => divisor * k + remainder);
  const check = checkStep([`Numbers that leave ${num(remainder)} on division by ${num(divisor)}: ${samples.map(num).join(', ')}; each ÷ ${num(factor)} leaves ${samples.map((n) => n % factor).join(', ')}.`], [...samples.map((n) => [n % factor, value] as const), ...samples.map((n) => [n % divisor, remainder] as const)]);
  if (!check) return null;
  return { kind: 'remainder', values: [value], unit: 'number', label: `The remainder on division by ${num(factor)}`, steps: [...steps, check], mistakes: [{ value: remainder, why: `this keeps the remainder by ${num(divisor)}; divide it by ${num(factor)} again` }].filter((mistake) => mistake.value !== value), givens: [divisor, remainder, factor] };
}

/** Dividend = divisor × quotient + remainder: any one of the four from the other three. */
function division(text: string): QuantAnswer | null {
  if (!/quotient/.test(text) || !/remainder/.test(text)) return null;
  const read = (words: string) => new RegExp(String.raw`(?:${words})\s+(?:is\s+|was\s+|=\s*|being\s+|comes out to be\s+|of\s+)?${NUM}`).exec(text);
  const divisorMatch = read('divisor') ?? new RegExp(String.raw`(?:divided|dividing)\s+(?:a\s+(?:certain\s+)?number\s+|it\s+)?by\s+${NUM}`).exec(text);
  const dividendMatch = read('dividend') ?? new RegExp(String.raw`(?:dividing|divided|divides?)\s+${NUM}\s+by\s+(?:a|some|the|what|which)`).exec(text) ?? new RegExp(String.raw`${NUM}\s+is\s+divided\s+by\s+(?:a|some|the|what|which)`).exec(text);
  const quotientMatch = read('quotient');
  const remainderMatch = read('remainder');
  if (!quotientMatch || !remainderMatch) return null;
  const q = Number(quotientMatch[1]);
  const r = Number(remainderMatch[1]);
  const asked = askedTail(text);
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
