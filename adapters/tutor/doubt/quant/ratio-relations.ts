import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { checkStep, formatValue, num, round2, shown } from './quant-text';
import { MULTIPLIER, askedName, askedPart, blanked, figuresIn, listNames, multiplierWord, ratiosIn } from './ratio-text';

/**
 * A whole divided by sentences instead of a written ratio: '₹6,300 is divided among A, B and C so
 * that A gets 2/3 of what B and C together get', 'A gets half of what B gets and B gets half of
 * what C gets', 'A gets twice as much as B', 'A gets ₹140 more than B'. Each sentence is an equation between the shares;
 * with the whole they fix the share asked, or the question is declined.
 */
export function sharesByRelations(text: string): QuantAnswer | null {
  if (ratiosIn(text).length > 0) return null;
  const multiples = equalMultiples(text);
  if (multiples) return multiples;
  const list = /\b(?:among|amongst|between)\s+([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\s*(?:(?:,\s*)?(?:so that|such that|in such a way that|in a way that|where|so as|in a manner that)\b|[.;:](?=\s))/.exec(text) ??
    /(?:^|[.;]\s*)([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\s+(?:share|divide|split|distribute)[a-z]*\s+₹?\s?\d+(?:\.\d+)?\s*(?:between them\s*|among themselves\s*)?(?:(?:,\s*)?(?:so that|such that|in such a way that|in a way that|where)\b|[.;:](?=\s))/.exec(text);
  // 'divided among A B C. A gets ...': one-letter names with no commas, then the sentences.
  const letters = list ? null : /\b(?:among|amongst|between)\s+([a-z](?:\s*,?\s*(?:and\s+)?[a-z](?![a-z])){1,3})\s*[.,;:]/.exec(text);
  const found = list ?? letters;
  const names = list ? listNames(list[1]!) : letters ? letters[1]!.split(/\s*,\s*|\s+and\s+|\s+/).filter(Boolean) : null;
  if (!found || (letters && new Set(names).size !== names!.length)) return null;
  if (!names || names.length < 2 || names.length > 4) return null;
  const who = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const N = String.raw`(?<![a-z])(${who})(?![a-z])`;
  const rows: number[][] = [];
  const lines: string[] = [];
  const spans: [number, number][] = [];
  const written: number[] = [];
  const relationSource = text.slice(found.index + found[0].length);
  const offset = found.index + found[0].length;
  const count = names.length;
  const at = (name: string) => names.indexOf(name);
  const label = (name: string) => (name.length === 1 ? name.toUpperCase() : shown(name));
  const keep = (match: RegExpMatchArray, factor: string) => {
    spans.push([offset + match.index!, offset + match.index! + match[0].length]);
    written.push(...[...factor.matchAll(/\d+/g)].map((digits) => Number(digits[0])));
  };
  const GETS = String.raw`(?:'s\s+share)?\s+(?:gets?|receives?|got|will get|would get|may get|should get|is|has|is given)`;
  // 'a gets 2/3 of what b and c together get', 'a's share is 2/3 of the combined share of b and c'.
  const together = new RegExp(String.raw`${N}${GETS}\s+(${MULTIPLIER})\s+(?:of\s+)?(?:what|as much as|the\s+(?:combined|total|joint)\s+(?:share|amount)s?\s+of|the\s+sum\s+of\s+the\s+shares\s+of)\s+${N}(?:'s)?\s+and\s+${N}(?!(?:'s)?(?:\s+share)?\s+(?:gets?|receives?|got|is|has)\s+${MULTIPLIER})(?:'s)?\s*(?:together|combined|jointly|put together|taken together)?(?:\s+(?:get|gets|receive|have|got))?(?:\s+(?:together|combined|jointly))?`, 'g');
  for (const match of relationSource.matchAll(together)) {
    const factor = multiplierWord(match[2]!);
    const [x, y, z] = [at(match[1]!), at(match[3]!), at(match[4]!)];
    if (factor === null || new Set([x, y, z]).size !== 3) return null;
    const row = Array.from({ length: count + 1 }, () => 0);
    row[x] = 1;
    row[y] = -factor;
    row[z] = -factor;
    rows.push(row);
    lines.push(`${label(match[1]!)} = ${match[2]} × (${label(match[3]!)} + ${label(match[4]!)})`);
    keep(match, match[2]!);
  }
  const simpleSource = blanked(relationSource, spans.map(([start, end]) => [start - offset, end - offset] as const));
  // 'a gets half of what b gets', 'b gets twice as much as c', 'a's share is 2/3 of b's share'.
  const simple = new RegExp(String.raw`${N}${GETS}\s+(${MULTIPLIER})\s+(?:of\s+)?(?:what|as much as|that of|the share of)?\s*${N}(?:'s(?:\s+share)?)?(?!\s*(?:,|and|&)\s*[a-z]+(?:'s)?\s+(?:together|combined|jointly|(?:get|gets|got|receive|have)\b(?!\s+${MULTIPLIER})))(?:\s+(?:gets?|does|has|receives?|got))?`, 'g');
  for (const match of simpleSource.matchAll(simple)) {
    const factor = multiplierWord(match[2]!);
    const [x, y] = [at(match[1]!), at(match[3]!)];
    if (factor === null || x === y) return null;
    const row = Array.from({ length: count + 1 }, () => 0);
    row[x] = 1;
    row[y] = -factor;
    rows.push(row);
    lines.push(`${label(match[1]!)} = ${match[2]} × ${label(match[3]!)}`);
    keep(match, match[2]!);
  }
  // 'a gets ₹140 more than b', 'b's share is ₹50 less than c's': a gap between two shares, a − b = 140.
  // (Among three or more only: two people with a sum and a difference are another kind of question,
  // which tests/adapters/tutor/quant-doubts-ratio-mixture.test.ts keeps declined here.)
  const gapSource = blanked(relationSource, spans.map(([start, end]) => [start - offset, end - offset] as const));
  const gap = new RegExp(String.raw`${N}${GETS}\s+₹\s?(\d+(?:\.\d+)?)\s+(more|less)\s+than\s+(?:what\s+|that\s+of\s+|the\s+share\s+of\s+)?${N}(?:'s(?:\s+share)?)?(?!\s*(?:,|and|&)\s*[a-z]+(?:'s)?\s+(?:together|combined|jointly))(?:\s+(?:gets?|does|has|receives?|got))?`, 'g');
  for (const match of count >= 3 ? gapSource.matchAll(gap) : []) {
    const [x, y] = [at(match[1]!), at(match[4]!)];
    if (x === y) return null;
    const amount = Number(match[2]);
    const row = Array.from({ length: count + 1 }, () => 0);
    row[x] = 1;
    row[y] = -1;
    row[count] = match[3] === 'more' ? amount : -amount;
    rows.push(row);
    lines.push(`${label(match[1]!)} = ${label(match[4]!)} ${match[3] === 'more' ? '+' : '−'} ${formatValue(amount, 'rupees')}`);
    spans.push([offset + match.index, offset + match.index + match[0].length]);
    written.push(amount);
  }
  if (rows.length === 0 || rows.length > count - 1) return null;
  // The whole: the one figure outside the sentences read.
  const figures = figuresIn(blanked(text, spans));
  if (figures.length !== 1) return null;
  const total = figures[0]!;
  const unit = total.rupees ? 'rupees' : 'number';
  rows.push([...names.map(() => 1), total.value]);
  const asked = askedPart(text);
  if (/\bdiffer|\bmore than|\bless than|\bexceed|\btogether|\bcombined\b/.test(asked)) return null;
  const index = askedName(asked, names);
  if (index === null) return null;
  if (rows.length === count - 1 && count === 3 && lines.length === 1 && rows[0]![index] === 1 && rows[0]!.filter((value) => value < 0).length === 2) return oneAgainstTheRest(names, index, -rows[0]!.find((value) => value < 0)!, total.value, unit, lines[0]!, written, label);
  if (rows.length !== count) return null;
  const shares = solveShares(rows, count);
  if (!shares || shares.some((share) => !(share > 0))) return null;
  if (unit === 'number' && shares.some((share) => Math.abs(share - Math.round(share)) > 1e-9)) return null;
  const value = (amount: number) => formatValue(amount, unit);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`The whole is ${value(total.value)}.`, ...lines.map((line) => `${line}.`)] },
    { title: 'Put the sentences together', bullets: [`With ${names.map(label).join(' + ')} = ${num(total.value)}: ${names.map((name, position) => `${label(name)} = ${value(shares[position]!)}`).join(', ')}.`] },
    { title: 'What is asked', bullets: [`${label(names[index]!)}'s share = ${value(shares[index]!)}.`] },
  ];
  const check = checkStep(
    [`${shares.map(value).join(' + ')} = ${value(shares.reduce((a, b) => a + b, 0))}, the whole; and each sentence holds: ${lines.join('; ')}.`],
    [[shares.reduce((a, b) => a + b, 0), total.value], ...rows.slice(0, -1).map((row) => [row.slice(0, count).reduce((acc, coefficient, position) => acc + coefficient * shares[position]!, 0), row[count]!] as const)],
  );
  if (!check) return null;
  return {
    kind: 'ratio-share',
    values: [round2(shares[index]!)],
    unit,
    label: `${label(names[index]!)}'s share`,
    steps: [...steps, check],
    mistakes: shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is ${label(names[position]!)}'s share` }])),
    givens: [total.value, ...written],
  };
}

/**
 * 'A gets 2/3 of what B and C together get': B + C is the whole less A, so A = 2/3 × (whole − A)
 * and A = whole × 2/5. Only A's share is fixed; B's and C's are not.
 */
function oneAgainstTheRest(names: readonly string[], index: number, factor: number, whole: number, unit: 'rupees' | 'number', line: string, written: readonly number[], label: (name: string) => string): QuantAnswer | null {
  const value = (whole * factor) / (1 + factor);
  const show = (amount: number) => formatValue(amount, unit);
  const others = names.filter((_, position) => position !== index).map(label).join(' + ');
  if (unit === 'number' && Math.abs(value - Math.round(value)) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`The whole is ${show(whole)}.`, `${line}.`] },
    { title: 'The rest is the whole less one share', bullets: [`${others} = ${num(whole)} − ${label(names[index]!)}, so ${label(names[index]!)} = ${num(factor)} × (${num(whole)} − ${label(names[index]!)}).`, `${label(names[index]!)} × (1 + ${num(factor)}) = ${num(whole * factor)}, so ${label(names[index]!)} = ${show(value)}.`] },
  ];
  const check = checkStep([`${others} together get ${show(whole)} − ${show(value)} = ${show(whole - value)}, and ${num(factor)} of that is ${show(factor * (whole - value))}, ${label(names[index]!)}'s share.`], [[factor * (whole - value), value]]);
  if (!check) return null;
  return { kind: 'ratio-share', values: [round2(value)], unit, label: `${label(names[index]!)}'s share`, steps: [...steps, check], mistakes: [{ value: round2(whole * factor), why: `this takes ${num(factor)} of the whole, not of the others' part` }], givens: [whole, ...written] };
}

/** The shares from the rows (each equation, then the whole), when the rows fix every one. */
function solveShares(rows: readonly number[][], count: number): number[] | null {
  // Gaussian elimination on a square system; null when it is singular.
  const matrix = rows.map((row) => [...row]);
  if (matrix.length !== count) return null;
  for (let column = 0; column < count; column += 1) {
    const pivot = matrix.findIndex((row, index) => index >= column && Math.abs(row[column]!) > 1e-12);
    if (pivot < 0) return null;
    [matrix[column], matrix[pivot]] = [matrix[pivot]!, matrix[column]!];
    const lead = matrix[column]![column]!;
    matrix[column] = matrix[column]!.map((value) => value / lead);
    matrix.forEach((row, index) => {
      if (index === column) return;
      const factor = row[column]!;
      matrix[index] = row.map((value, position) => value - factor * matrix[column]![position]!);
    });
  }
  return matrix.map((row) => row[count]!);
}

const PLACES = ['first', 'second', 'third', 'fourth'] as const;

/**
 * '₹24,000 is divided among A, B and C such that 2 times A's share, 4 times B's share and 7 times
 * C's share are all equal', '6A = 4B = 3C', '5 times Anu's share is equal to 2 times Binu's share',
 * '2 times the first share = 9 times the second share = 8 times the third share': each share is the common value over its multiplier, so the shares
 * are in the ratio 1/2 : 1/4 : 1/7.
 */
const TIMES_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function equalMultiples(text: string): QuantAnswer | null {
  // '2 times what a gets', 'two times a's share', '7b': the multiplier in digits or words, then the share.
  const TERM = String.raw`(\d+(?:\.\d+)?|${Object.keys(TIMES_WORDS).join('|')})\s*(?:times\s+|x\s+|×\s*)?(?:the\s+)?(?:what\s+([a-z]+)\s+(?:gets|receives|has|got|earns)|([a-z])(?![a-z])(?:'s\s+(?:share|part|amount))?|([a-z]+)'s\s+(?:share|part|amount)|(first|second|third|fourth)\s+(?:share|part|person's share|one))`;
  // '=', or the words for it ('5 times a's share is equal to 2 times b's share').
  const EQUALS = String.raw`(?:=|(?:is|are)\s+equal\s+to|equals|is\s+the\s+same\s+as)`;
  const SEP = String.raw`\s*(?:${EQUALS}|,\s*(?:and\s+)?|\s+and\s+)\s*`;
  const chain = new RegExp(String.raw`${TERM}(?:${SEP}${TERM}){1,3}(\s+(?:are|is|were)\s+(?:all\s+)?(?:equal|the same|same))?`).exec(text);
  if (!chain) return null;
  const pieces = [...chain[0].matchAll(new RegExp(TERM, 'g'))];
  // Joined by '=' throughout, or by commas and 'and' with 'are (all) equal' after.
  const joints = chain[0].replace(new RegExp(TERM, 'g'), '|').split('|').slice(1, -1);
  const equalsOnly = joints.every((joint) => new RegExp(String.raw`^\s*${EQUALS}\s*$`).test(joint));
  if (!equalsOnly && !chain[chain.length - 1]) return null;
  const factors = pieces.map((piece) => TIMES_WORDS[piece[1]!] ?? Number(piece[1]));
  // A word multiplier must say 'times' ('two times a's share'), else 'two' may count something.
  if (pieces.some((piece) => TIMES_WORDS[piece[1]!] !== undefined && !/^\S+\s+times\b/.test(piece[0]))) return null;
  const names = pieces.map((piece) => (piece[2] ?? piece[3] ?? piece[4] ?? piece[5])!);
  if (new Set(names).size !== names.length || factors.some((factor) => !(factor > 0))) return null;
  // 'among a, b and c': every one of them must be in the chain, or a share is left unread.
  const among = /\b(?:among|amongst|between|to)\s+([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+))\b/.exec(text);
  const listed = among ? listNames(among[1]!) : null;
  if (listed && listed.length !== names.length && listed.every((name) => name.length === 1 || /^[a-z]+$/.test(name))) return null;
  const ordinal = names.every((name) => (PLACES as readonly string[]).includes(name));
  if (ordinal && names.some((name, index) => name !== PLACES[index])) return null;
  const figures = figuresIn(blanked(text, [[chain.index, chain.index + chain[0].length]]));
  if (figures.length !== 1) return null;
  const total = figures[0]!;
  if (!/divid|shar|distribut|split|\bgiven\s+(?:to|among|between)\b/.test(text)) return null;
  const unit = total.rupees ? 'rupees' : 'number';
  const weights = factors.map((factor) => 1 / factor);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (total.value * weight) / weightSum);
  // 'If ... such that ..., then the second share is': the ask is the clause after 'then'.
  const asked = /,\s*then\s+([^,]+)$/.exec(askedPart(text))?.[1] ?? askedPart(text);
  if (/\bdiffer|\bmore than|\bless than|\bexceed|\btogether\b/.test(asked)) return null;
  const index = ordinal ? PLACES.findIndex((place, position) => position < names.length && new RegExp(String.raw`\b${place}\b`).test(asked) && [...asked.matchAll(/\b(?:first|second|third|fourth)\b/g)].length === 1) : askedName(asked, names);
  if (index === null || index < 0) return null;
  if (unit === 'number' && shares.some((share) => Math.abs(share - Math.round(share)) > 1e-9)) return null;
  const label = (position: number) => (ordinal ? `the ${names[position]} share` : `${names[position]!.length === 1 ? names[position]!.toUpperCase() : shown(names[position]!)}'s share`);
  const value = (amount: number) => formatValue(amount, unit);
  const common = shares[0]! * factors[0]!;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`${factors.map((factor, position) => `${num(factor)} × ${label(position)}`).join(' = ')}; the whole is ${value(total.value)}.`] },
    { title: 'The ratio', bullets: [`Each share is the common value divided by its multiplier, so the shares are in the ratio ${factors.map((factor) => `1/${num(factor)}`).join(' : ')}.`, `${factors.map((factor) => `1/${num(factor)}`).join(' + ')} = ${num(weightSum)} of the common value make ${value(total.value)}, so the common value is ${num(common)}.`] },
    { title: 'What is asked', bullets: [`${label(index).charAt(0).toUpperCase()}${label(index).slice(1)} = ${num(common)} ÷ ${num(factors[index]!)} = ${value(shares[index]!)}.`] },
  ];
  const check = checkStep([`${shares.map(value).join(' + ')} = ${value(shares.reduce((a, b) => a + b, 0))}, the whole; and ${shares.map((share, position) => `${num(factors[position]!)} × ${num(share)}`).join(' = ')} = ${num(common)}.`], [[shares.reduce((a, b) => a + b, 0), total.value], ...shares.map((share, position) => [share * factors[position]!, common] as const)]);
  if (!check) return null;
  return {
    kind: 'ratio-share',
    values: [round2(shares[index]!)],
    unit,
    label: `${label(index).charAt(0).toUpperCase()}${label(index).slice(1)}`,
    steps: [...steps, check],
    mistakes: [{ value: round2((total.value * factors[index]!) / factors.reduce((a, b) => a + b, 0)), why: 'this shares in the ratio of the multipliers; the shares go the other way, as 1 over each' }],
    givens: [total.value, ...factors.filter((_, position) => TIMES_WORDS[pieces[position]![1]!] === undefined)],
  };
}
