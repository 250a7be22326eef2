import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { gcd } from '../../generators/quant/format';
import { hcfCheck, hcfOf, lcmCheck, lcmOf, workingFor } from './hcf-lcm-math';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { askedClause, askedTail, checkStep, num } from './quant-text';

/**
 * HCF and LCM told as a story: the greatest length of a tape that measures several ropes exactly,
 * the largest vessel that fills several tanks exactly, the most students who can share pens and
 * pencils equally (an HCF); the fewest equal pieces, vessels or rows that then result; the least
 * length, number or sum that can be cut, arranged or paid in several sizes (an LCM); and two or
 * three numbers in a ratio with a given HCF or LCM.
 */
export function solveHcfLcmStory(text: string): QuantAnswer | null {
  return inRatio(text) ?? story(text);
}

const HCF_WORDS = String.raw`h\.?\s?c\.?\s?f\.?|highest common factor|greatest common (?:divisor|factor)|g\.?\s?c\.?\s?d\.?`;
const LCM_WORDS = String.raw`l\.?\s?c\.?\s?m\.?|least common multiple|lowest common multiple`;

/** A unit, its kind and its size in the smallest unit of that kind. */
const UNITS: readonly { pattern: RegExp; name: string; kind: 'length' | 'volume' | 'mass' | 'money' | 'time'; size: number }[] = [
  { pattern: /^(?:km|kilomet(?:re|er)s?)$/, name: 'km', kind: 'length', size: 1e6 },
  { pattern: /^(?:m|metres?|meters?|mtrs?)$/, name: 'm', kind: 'length', size: 1000 },
  { pattern: /^(?:cm|centimet(?:re|er)s?)$/, name: 'cm', kind: 'length', size: 10 },
  { pattern: /^(?:mm|millimet(?:re|er)s?)$/, name: 'mm', kind: 'length', size: 1 },
  { pattern: /^(?:l|litres?|liters?|ltrs?)$/, name: 'litres', kind: 'volume', size: 1000 },
  { pattern: /^(?:ml|millilit(?:re|er)s?)$/, name: 'ml', kind: 'volume', size: 1 },
  { pattern: /^(?:kg|kilograms?|kgs)$/, name: 'kg', kind: 'mass', size: 1000 },
  { pattern: /^(?:g|grams?|gm|gms)$/, name: 'g', kind: 'mass', size: 1 },
  { pattern: /^(?:rupees?)$/, name: '₹', kind: 'money', size: 100 },
  { pattern: /^(?:paise)$/, name: 'paise', kind: 'money', size: 1 },
  { pattern: /^(?:hours?|hrs?)$/, name: 'hours', kind: 'time', size: 3600 },
  { pattern: /^(?:minutes?|mins?)$/, name: 'minutes', kind: 'time', size: 60 },
  { pattern: /^(?:seconds?|secs?)$/, name: 'seconds', kind: 'time', size: 1 },
];
const UNIT_WORD = String.raw`km|kilomet(?:re|er)s?|mm|millimet(?:re|er)s?|cm|centimet(?:re|er)s?|m|metres?|meters?|mtrs?|ml|millilit(?:re|er)s?|l|litres?|liters?|ltrs?|kg|kilograms?|kgs|g|grams?|gms?|paise|rupees?|hours?|hrs?|minutes?|mins?|seconds?|secs?`;

const unitOf = (word: string | undefined) => (word === undefined ? undefined : UNITS.find((unit) => unit.pattern.test(word)));

interface Quantities {
  /** Each quantity in one unit, whole numbers. */
  readonly values: number[];
  /** Every figure written, as written. */
  readonly written: number[];
  readonly unit: string | null;
  /** '4 m 95 cm = 495 cm': how each quantity was put in one unit, when it had to be. */
  readonly lines: string[];
}

/**
 * Every number of the question as a quantity, in one unit: '4 m 95 cm, 9 m and 16 m 65 cm' are
 * 495, 900 and 1665 cm; '₹2, ₹5' are rupees. Null when some have a unit and some do not, when the
 * units are of different kinds, or when a quantity is not a whole number of the smallest unit.
 */
function quantitiesOf(text: string): Quantities | null {
  type Unit = (typeof UNITS)[number];
  const tokens = [...text.matchAll(new RegExp(String.raw`(₹\s?)?(\d+(?:\.\d+)?)\s*(${UNIT_WORD})?(?![a-z\d])`, 'g'))].map((match) => ({ value: Number(match[2]), unit: match[1] ? unitOf('rupees') : unitOf(match[3]), start: match.index, end: match.index + match[0].length, text: match[0].trim() }));
  // '4 m 95 cm' is one quantity: a figure in a smaller unit of the same kind straight after one in a larger unit.
  const found: { parts: { value: number; unit: Unit | undefined }[]; text: string }[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const last = found[found.length - 1];
    if (before && last && last.parts.length === 1 && before.unit && token.unit && before.unit.kind === token.unit.kind && token.unit.size < before.unit.size && /^\s*$/.test(text.slice(before.end, token.start))) {
      last.parts.push({ value: token.value, unit: token.unit });
      last.text = `${last.text} ${token.text}`;
    } else {
      found.push({ parts: [{ value: token.value, unit: token.unit }], text: token.text });
    }
  }
  if (found.length < 2 || found.length > 6) return null;
  const units = found.flatMap((quantity) => quantity.parts.map((part) => part.unit));
  const written = found.flatMap((quantity) => quantity.parts.map((part) => part.value));
  if (units.every((unit) => unit === undefined)) {
    return written.every(Number.isInteger) ? { values: written, written, unit: null, lines: [] } : null;
  }
  if (units.some((unit) => unit === undefined) || new Set(units.map((unit) => unit!.kind)).size > 1) return null;
  const smallest = units.reduce((acc, unit) => (unit!.size < acc!.size ? unit : acc))!;
  const values = found.map((quantity) => Math.round(quantity.parts.reduce((acc, part) => acc + (part.value * part.unit!.size) / smallest.size, 0) * 1e6) / 1e6);
  if (!values.every(Number.isInteger)) return null;
  const lines = found.flatMap((quantity, index) => (quantity.parts.length > 1 || quantity.parts[0]!.unit !== smallest ? [`${quantity.text} = ${num(values[index]!)} ${smallest.name}`] : []));
  return { values, written, unit: smallest.name, lines };
}

const QUANT_UNITS: Readonly<Record<string, QuantUnit>> = { m: 'm', cm: 'cm', km: 'km', litres: 'litres', kg: 'kg', '₹': 'rupees', seconds: 'seconds', minutes: 'minutes', hours: 'hours' };
const shown = (value: number, unit: string | null) => (unit === '₹' ? `₹${num(value)}` : `${num(value)}${unit ? ` ${unit}` : ''}`);

/** Groups of a size: 'rows of 12, 15 or 18', 'pieces of length 45 cm, 75 cm', 'coins of ₹2': the sizes an LCM is made of. */
const GROUPS_OF = /\b(?:rows|groups|lines|bags|packets|batches|teams|pieces|lengths|steps|heaps|bundles|boxes|columns|sets|coins|notes|strips|bars|parts|portions|buckets|tins)\s+(?:each\s+)?(?:of|containing|having|with)\s+(?:either\s+)?(?:(?:length|size|lengths|sizes|capacity)\s+(?:of\s+)?)?₹?\s?\d/;

/**
 * 'The greatest length of a tape that measures 72 m, 252 m and 288 m exactly' (HCF); 'the least
 * number of equal pieces' (the sum ÷ the HCF); 'the least number of soldiers that can stand in rows
 * of 12, 15 or 18' (LCM).
 */
function story(text: string): QuantAnswer | null {
  if (/remainder|left\s*over|\bleaves?\b|\bshort\b|more than|less than|increased|decreased|%|ratio|divisible|digit|bells?|tolls?|lights?|flash|\brings?\b|runners?|\brounds?\b|\blaps?\b|\d\s*\/\s*\d/.test(text)) return null;
  if (new RegExp(`\\b(?:${HCF_WORDS}|${LCM_WORDS})`).test(text)) return null;
  // Work, ages, speeds and interest are other kinds of question, whatever their last clause says.
  if (/\d\s*(?:days?|weeks?|months?|years?|km\/h|kmph|m\/s|km\s+per|men|women|workers|persons)\b|\b(?:efficient|speed|interest|profit|average)\b/.test(text)) return null;
  const asked = askedClause(text);
  const greatest = /\b(?:greatest|largest|longest|maximum|biggest|highest)\s+(?:possible\s+)?(?:length|size|capacity|measure|volume|weight|number|side|width|amount|quantity|value|mass)\b/.test(asked);
  const fewest = /\b(?:least|minimum|smallest|fewest)\s+(?:possible\s+)?(?:total\s+)?number\s+of\b/.test(asked);
  const least = /\b(?:least|smallest|minimum|shortest|lowest)\s+(?:possible\s+)?(?:length|number|sum|amount|distance|quantity|weight|capacity|value|size|money)\b/.test(asked);
  const groups = GROUPS_OF.test(text);
  // Square tiles are all the same size; other pieces must be said to be equal.
  const squareTiles = /\bsquare\s+(?:tiles|slabs|stones|pieces|plots|blocks)\b/.test(text) && !/\b(?:side|edge)\b/.test(text);
  const equal = squareTiles || /\bequal|\bsame\b|\bexact(?:ly)?\b|identical|equally|\bwhole\s+number\b/.test(text);
  let mode: 'hcf' | 'count' | 'lcm' | null = null;
  if (groups && least && !greatest) mode = 'lcm';
  else if (!groups && greatest && !fewest && !least && equal) mode = 'hcf';
  else if (!groups && fewest && equal && !greatest) mode = 'count';
  if (!mode) return null;
  const quantities = quantitiesOf(text);
  if (!quantities || quantities.values.some((value) => value <= 0)) return null;
  // '3 sections of 24, 36 and 48 students': a count of the others is not one of them.
  const counted = new RegExp(String.raw`\b${quantities.values.length - 1}\s+[a-z]+s\b`).test(text) && quantities.written.includes(quantities.values.length - 1);
  if (counted) return null;
  const { values, unit } = quantities;
  const steps: SolutionStep[] = quantities.lines.length > 0 ? [{ title: 'Put every quantity in one unit', bullets: [`${quantities.lines.join(', ')}.`] }] : [];
  const unitShown = (value: number) => shown(value, unit);
  const answerUnit: QuantUnit = unit ? (QUANT_UNITS[unit] ?? 'number') : 'number';
  if (mode === 'lcm') {
    const l = lcmOf(values);
    steps.push({ title: 'The least that every size fits exactly', bullets: [`It must be a whole number of each of ${values.map(unitShown).join(', ')}: a common multiple, and the least one is the LCM.`] }, workingFor(values, 'lcm'));
    const check = lcmCheck(values, l);
    const step = checkStep([check.line], check.pairs);
    if (!step) return null;
    return { kind: 'hcf-lcm', values: [l], unit: answerUnit, label: 'The least such quantity', steps: [...steps, step], mistakes: [{ value: hcfOf(values), why: 'this is the HCF; a quantity that every size divides is a common multiple' }, { value: values.reduce((a, b) => a * b, 1), why: 'this multiplies the sizes; the least common multiple is smaller' }].filter((mistake) => mistake.value !== l), givens: quantities.written };
  }
  const h = hcfOf(values);
  steps.push({ title: 'The greatest that fits every quantity exactly', bullets: [`It must divide each of ${values.map(unitShown).join(', ')} exactly: a common factor, and the greatest one is the HCF.`] }, workingFor(values, 'hcf'));
  const check = hcfCheck(values, h);
  if (mode === 'hcf') {
    const step = checkStep([check.line], check.pairs);
    if (!step) return null;
    return { kind: 'hcf-lcm', values: [h], unit: answerUnit, label: 'The greatest such size', steps: [...steps, step], mistakes: [{ value: lcmOf(values), why: 'this is the LCM; what measures each quantity exactly is a common factor' }, { value: Math.min(...values), why: 'this is the smallest quantity; it does not divide the others' }].filter((mistake) => mistake.value !== h), givens: quantities.written };
  }
  // The fewest pieces: each quantity cut into pieces of the HCF; square tiles on a floor go along both sides.
  const tiles = squareTiles && values.length === 2;
  const pieces = values.map((value) => value / h);
  const count = tiles ? pieces[0]! * pieces[1]! : pieces.reduce((a, b) => a + b, 0);
  steps.push({ title: tiles ? 'Number of tiles' : 'Number of pieces', bullets: [tiles ? `The largest tile has side ${unitShown(h)}: ${pieces.map(num).join(' × ')} = ${num(count)} tiles.` : `Each piece is ${unitShown(h)}: ${values.map((value) => `${num(value)} ÷ ${num(h)} = ${num(value / h)}`).join(', ')}; in all ${pieces.map(num).join(' + ')} = ${num(count)}.`] });
  const step = checkStep([check.line, tiles ? `${num(count)} tiles × ${num(h * h)} = ${num(count * h * h)} = ${num(values[0]!)} × ${num(values[1]!)}, the whole floor.` : `${num(count)} pieces × ${unitShown(h)} = ${unitShown(count * h)}, all of ${values.map(unitShown).join(' + ')}.`], [...check.pairs, tiles ? [count * h * h, values[0]! * values[1]!] : [count * h, values.reduce((a, b) => a + b, 0)]]);
  if (!step) return null;
  return { kind: 'hcf-lcm', values: [count], unit: 'number', label: tiles ? 'The least number of tiles' : 'The least number of pieces', steps: [...steps, step], mistakes: [{ value: h, why: 'this is the size of each piece, not how many there are' }].filter((mistake) => mistake.value !== count), givens: quantities.written };
}

/**
 * 'Two numbers are in the ratio 3 : 4 and their LCM is 180. Find the larger number.' The numbers
 * are the HCF times the ratio's terms in lowest form, and their LCM is the HCF times the terms' LCM.
 */
function inRatio(text: string): QuantAnswer | null {
  // 'ratio of 2 nos = 3:7': a student's short form; the count in digits is a number of the question.
  const ratio = /\bratio\s+(?:of\s+(?:the\s+)?(?:two|three|([23]))\s+(?:numbers|nos\b\.?)\s*(?:is|=)\s*|of\s+|is\s+)?(\d+)\s*:\s*(\d+)(?:\s*:\s*(\d+))?/.exec(text);
  if (!ratio) return null;
  const hcf = new RegExp(String.raw`(?:${HCF_WORDS})(?:\s+of\s+(?:the\s+|these\s+)?(?:two\s+|three\s+)?numbers)?\s*(?:is|=|as|being)?\s+(\d+)`).exec(text);
  const lcm = new RegExp(String.raw`(?:${LCM_WORDS})(?:\s+of\s+(?:the\s+|these\s+)?(?:two\s+|three\s+)?numbers)?\s*(?:is|=|as|being)?\s+(\d+)`).exec(text);
  if ((hcf === null) === (lcm === null)) return null;
  if (/sum|difference|product|added|subtracted|increased|decreased|%/.test(text.slice(0, ratio.index) + text.slice(ratio.index + ratio[0].length).replace(askedTail(text), ''))) return null;
  const written = [ratio[2], ratio[3], ratio[4]].filter((term): term is string => term !== undefined).map(Number);
  if (written.some((term) => term <= 0) || (ratio[1] !== undefined && Number(ratio[1]) !== written.length)) return null;
  const divisor = written.reduce((acc, term) => gcd(acc, term), 0);
  const terms = written.map((term) => term / divisor);
  const termsLcm = lcmOf(terms);
  const h = hcf ? Number(hcf[1]) : Number(lcm![1]) / termsLcm;
  if (!Number.isInteger(h) || h < 1) return null;
  const numbers = terms.map((term) => h * term);
  const asked = askedTail(text);
  const pick: [number[], string] | null = /\b(?:larger|largest|greater|greatest|bigger|biggest)\b/.test(asked)
    ? [[Math.max(...numbers)], 'The larger number']
    : /\b(?:smaller|smallest|lesser|least|lower)\s+(?:of\s+the\s+)?(?:number|one|two|three)/.test(asked)
      ? [[Math.min(...numbers)], 'The smaller number']
      : /\bsum\b/.test(asked)
        ? [[numbers.reduce((a, b) => a + b, 0)], 'The sum of the numbers']
        : /\bdifference\b/.test(asked) && numbers.length === 2
          ? [[Math.abs(numbers[0]! - numbers[1]!)], 'The difference of the numbers']
          : /\bproduct\b/.test(asked)
            ? [[numbers.reduce((a, b) => a * b, 1)], 'The product of the numbers']
            : lcm && new RegExp(`\\b(?:${HCF_WORDS})`).test(asked)
              ? [[h], 'The HCF']
              : hcf && new RegExp(`\\b(?:${LCM_WORDS})`).test(asked)
                ? [[h * termsLcm], 'The LCM']
                : /\b(?:the|these|two|three)\s+numbers\b|\bnumbers\s+are\b/.test(asked)
                  ? [numbers, 'The numbers']
                  : null;
  if (!pick) return null;
  const steps: SolutionStep[] = [
    { title: 'Write the numbers from the ratio', bullets: [`The ratio in lowest terms is ${terms.join(' : ')}; the numbers are ${terms.map((term) => `${term}x`).join(', ')}, and their HCF is x.`] },
    lcm
      ? { title: 'Use the LCM', bullets: [`LCM of ${terms.map((term) => `${term}x`).join(', ')} = ${num(termsLcm)}x = ${num(Number(lcm[1]))}, so x = ${num(h)}.`] }
      : { title: 'Use the HCF', bullets: [`x = the HCF = ${num(h)}.`] },
    { title: 'The numbers', bullets: [`${terms.map((term) => `${term} × ${num(h)} = ${num(term * h)}`).join(', ')}.`] },
  ];
  const [worked, label] = pick;
  const check = checkStep([`HCF(${numbers.map(num).join(', ')}) = ${num(hcfOf(numbers))}, LCM = ${num(lcmOf(numbers))}, and ${numbers.map(num).join(' : ')} = ${written.join(' : ')}, as stated.`], [[hcfOf(numbers), h], [lcmOf(numbers), h * termsLcm], ...(lcm ? [[lcmOf(numbers), Number(lcm[1])] as const] : []), ...numbers.map((value, index) => [value * written[0]!, numbers[0]! * written[index]!] as const)]);
  if (!check) return null;
  return { kind: 'hcf-lcm', values: worked, unit: 'number', label, steps: [...steps, check], mistakes: [], givens: [...written, Number((hcf ?? lcm)![1]), ...(ratio[1] !== undefined ? [Number(ratio[1])] : [])] };
}
