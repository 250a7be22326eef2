import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { checkStep, formatValue, num, round2 } from './quant-text';
import { askedPart, multiplierWord, withoutQuestionNumber } from './ratio-text';

/**
 * Shares taken one after another, some of the whole and some of what is left: 'a man leaves
 * ₹90,000 to his three sons; the eldest gets one-third of it, the second one-fourth of the
 * remainder and the youngest the rest', 'he gives 1/3 of his money to his wife, half of the rest
 * to his son and the remaining ₹8,000 to his daughter: how much had he?'. Either the whole or the
 * last share (the rest) is written; one person's share, the rest or the whole is asked. Anything
 * else in the question (another figure, a ratio, a share not read) is declined.
 */
export function solveRemainderShares(written: string): QuantAnswer | null {
  // 'the 1st', 'the 3rd winner': the places as words; their digits are the question's numbers.
  const places = [...withoutQuestionNumber(written).matchAll(/\b([1-5])(?:st|nd|rd|th)\b/g)].map((match) => Number(match[1]));
  const answer = readRemainderShares(withoutQuestionNumber(written).replace(/\b([1-5])(?:st|nd|rd|th)\b/g, (_, digit: string) => ['first', 'second', 'third', 'fourth', 'fifth'][Number(digit) - 1]!));
  return answer && places.length > 0 ? { ...answer, givens: [...answer.givens, ...places] } : answer;
}

/** The shares read from the text without its question number, the places written as words. */
function readRemainderShares(text: string): QuantAnswer | null {
  if (!/\b(?:remainder|rest|remaining|balance)\b/.test(text) || /\bratio|proportion|%|percent|interest|profit|loss|years?\b|days?\b|tank|pipe/.test(text)) return null;
  const takes = takesOf(text);
  // Shares of the rest, or shares of the whole with the rest's amount written ('... and the remaining ₹30,000 to his daughter').
  if (takes.length < 2 || (!takes.some((take) => take.ofRest) && !/\b(?:remainder|rest|remaining|balance)\b[^.?;]{0,20}₹/.test(text))) return null;
  const last = lastShare(text, takes[takes.length - 1]!.end) ?? unnamedRest(text, takes.map((take) => take.who), takes[takes.length - 1]!.end);
  if (!last) return null;
  const people = [...takes.map((take) => take.who), last.who];
  if (new Set(people).size !== people.length) return null;
  // Every figure besides the fractions: the whole, or the rest (as the last share).
  const fractionDigits = takes.flatMap((take) => take.digits);
  const spare = figuresOutside(text, [...takes.map((take) => [take.index, take.end] as const), [last.index, last.end]]);
  const money = /₹/.test(text);
  const unit: QuantUnit = money ? 'rupees' : 'number';
  let whole: number;
  const steps: SolutionStep[] = [];
  // The part of the whole left after each take: each share is a fraction of the whole.
  const parts: number[] = [];
  let left = 1;
  for (const take of takes) {
    const part = take.ofRest ? left * take.fraction : take.fraction;
    if (!(part > 0) || part >= left + 1e-12) return null;
    parts.push(part);
    left -= part;
  }
  if (!(left > 1e-9)) return null;
  if (last.value !== null) {
    if (spare.length !== 0) return null;
    whole = last.value / left;
  } else {
    // The one other figure must be said to be the whole, before the shares are told: 'leaves
    // ₹90,000', 'of a sum of ₹12,000', '₹9,000 is divided'; never a share ('if the son got ₹5,000').
    const before = text.slice(0, takes[0]!.index);
    const said = new RegExp(String.raw`(?:\b(?:leaves?|left|has|had|have|divides?|divided|distributes?|distributed|shares?|bequeathed|bequeaths|worth|sum\s+of|amount\s+of|total\s+of|estate\s+of|property\s+of|savings\s+of|money\s+of)\s+₹?\s?(\d+(?:\.\d+)?)(?![\d.])|₹?\s?(\d+(?:\.\d+)?)\s+(?:is|was|are|were)\s+(?:to\s+be\s+)?(?:divided|distributed|shared|left|given))`).exec(before);
    if (spare.length !== 1 || !said || Number(said[1] ?? said[2]) !== spare[0]) return null;
    whole = spare[0]!;
  }
  const shares = [...parts.map((part) => part * whole), left * whole];
  const asked = askedPart(text);
  const askedWhole = /\b(?:total|whole|in all|altogether|how much (?:money )?(?:did|does|had|has) (?:he|she)|(?:his|her|the) (?:property|money|estate|savings|income|amount|sum)\b)/.test(asked);
  const named = people.flatMap((who, index) => (new RegExp(String.raw`(?<![a-z])${who}(?:'s)?(?![a-z])`).test(asked) ? [index] : []));
  let target: number;
  if (askedWhole && named.length === 0 && last.value !== null) target = -1;
  else if (named.length === 1 && !askedWhole) target = named[0]!;
  else return null;
  if (target === people.length - 1 && last.value !== null) return null;
  if (unit === 'number' && shares.some((share) => Math.abs(share - Math.round(share)) > 1e-9)) return null;
  const show = (value: number) => formatValue(value, unit);
  let wholeLine = `The whole = ${show(whole)}.`;
  if (last.value !== null) wholeLine = `What is left at the end is ${fractionText(left)} of the whole, and it is ${show(last.value)}; so the whole = ${show(last.value)} ÷ ${fractionText(left)} = ${show(whole)}.`;
  let remaining = whole;
  const lines = takes.map((take, index) => {
    const line = take.ofRest
      ? `${cap(take.who)} gets ${take.written} of what is left, ${show(remaining)}: ${show(shares[index]!)}.`
      : `${cap(take.who)} gets ${take.written} of the whole, ${show(whole)}: ${show(shares[index]!)}.`;
    remaining -= shares[index]!;
    return line;
  });
  steps.push({ title: 'Take the shares in turn', bullets: [...lines, `${cap(last.who)} gets the rest: ${show(shares[shares.length - 1]!)}.`] });
  steps.unshift({ title: 'Read the whole', bullets: [wholeLine] });
  const total = shares.reduce((acc, share) => acc + share, 0);
  const check = checkStep([`${shares.map(show).join(' + ')} = ${show(total)}, the whole.`], [[total, whole]]);
  if (!check) return null;
  const value = target < 0 ? whole : shares[target]!;
  const label = target < 0 ? 'The whole amount' : `The share of the ${people[target]}`;
  const givens = [...(last.value !== null ? [last.value] : spare), ...fractionDigits];
  return { kind: 'ratio-share', values: [round2(value)], unit, label, steps: [...steps, check], mistakes: target >= 0 && takes[target]?.ofRest ? [{ value: round2(takes[target]!.fraction * whole), why: 'this takes the fraction of the whole, not of what was left' }] : [], givens };
}

/** A fraction as a student writes it: 'one-third', '1/3', 'half'. */
const FRACTION = String.raw`(\d+\s*\/\s*\d+|(?:one|a|two|three|four|five|six|seven)[-\s](?:half|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)|half)`;
/** What a fraction is taken of: the rest, or the whole. */
const BASE = String.raw`(?:of\s+)?(?:(the\s+(?:remainder|rest|remaining(?:\s+(?:amount|money|sum|part|property))?|balance)|what\s+(?:is|was)\s+left|the\s+remaining)|it|the\s+(?:whole|total|amount|sum|property|money|estate|whole\s+amount|total\s+amount)|(?:his|her)\s+(?:money|property|savings|income|salary|estate|amount))`;
/** One person: 'the eldest son', 'his wife', 'b', 'the second'. */
const WHO = String.raw`(?:the\s+|his\s+|her\s+)?([a-z]+)(?:\s+(?:son|daughter|brother|sister|child))?`;
const GETS = String.raw`(?:gets?|got|receives?|received|is\s+given|was\s+given|takes?|took)`;

interface Take {
  readonly who: string;
  readonly fraction: number;
  readonly written: string;
  readonly digits: number[];
  readonly ofRest: boolean;
  readonly index: number;
  readonly end: number;
}

const NOT_PEOPLE = new Set(['he', 'she', 'it', 'and', 'then', 'who', 'which', 'that', 'if', 'each', 'man', 'woman', 'person', 'father', 'mother']);

/** Every 'X gets f of it / of the remainder' and 'gives f of his money (the rest) to X', in order. */
function takesOf(text: string): Take[] {
  const found: Take[] = [];
  const add = (who: string, written: string, rest: string | undefined, index: number, end: number) => {
    const digits = /^(\d+)\s*\/\s*(\d+)$/.exec(written.trim());
    const fraction = digits ? Number(digits[1]) / Number(digits[2]) : multiplierWord(written === 'half' ? 'half' : written.replace(/-/g, ' '));
    if (fraction === null || !(fraction > 0 && fraction < 1) || NOT_PEOPLE.has(who) || found.some((take) => take.index < end && index < take.end)) return;
    found.push({ who, fraction, written: written.trim(), digits: digits ? [Number(digits[1]), Number(digits[2])] : [], ofRest: rest !== undefined, index, end });
  };
  for (const match of text.matchAll(new RegExp(String.raw`\b${WHO}\s+${GETS}\s+${FRACTION}\s+${BASE}`, 'g'))) add(match[1]!, match[2]!, match[3], match.index, match.index + match[0].length);
  // 'of a sum of ₹12,000, a gets 1/4, b gets 1/3 of the rest': a bare fraction is of the whole.
  for (const match of text.matchAll(new RegExp(String.raw`\b${WHO}\s+${GETS}\s+${FRACTION}(?=\s*(?:,|\.|;|\band\b|$))`, 'g'))) add(match[1]!, match[2]!, undefined, match.index, match.index + match[0].length);
  // '..., 1/2 of the remainder to his son': the giver's verb left out after the first.
  for (const match of text.matchAll(new RegExp(String.raw`,\s*(?:and\s+)?${FRACTION}\s+${BASE}\s+to\s+${WHO}`, 'g'))) add(match[3]!, match[1]!, match[2], match.index, match.index + match[0].length);
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:gives?|gave|gifts?|gifted|leaves?|left|donates?|donated)\s+${FRACTION}\s+${BASE}\s+to\s+${WHO}`, 'g'))) add(match[3]!, match[1]!, match[2], match.index, match.index + match[0].length);
  // 'left his property as follows: 1/3 to his wife, 1/6 to his son', 'one-third of a prize goes to the first': a fraction of the whole and who it goes to.
  for (const match of text.matchAll(new RegExp(String.raw`(?:^|[:,;]\s*|\band\s+|\bpls solve\s*:?\s*)${FRACTION}(?:\s+of\s+(?:a|the|his|her|it)(?:\s+[a-z]+)?)?\s+(?:goes\s+|went\s+|is\s+given\s+|was\s+given\s+)?to\s+${WHO}`, 'g'))) add(match[2]!, match[1]!, undefined, match.index, match.index + match[0].length);
  // 'the second, one-fourth of the remainder': the verb of the clause before left out.
  for (const match of text.matchAll(new RegExp(String.raw`,\s*(?:and\s+)?${WHO}\s*,?\s+${FRACTION}\s+${BASE}`, 'g'))) add(match[1]!, match[2]!, match[3], match.index, match.index + match[0].length);
  return found.sort((a, b) => a.index - b.index);
}

/** The one who gets what is left, after the last take, and the rest's amount when written. */
function lastShare(text: string, after: number): { who: string; value: number | null; index: number; end: number } | null {
  const tail = text.slice(after);
  const AMOUNT = String.raw`(?:\s*,?\s*(?:which\s+is|that\s+is|i\.e\.?|amounting\s+to|of|=)?\s*(₹\s?\d+(?:\.\d+)?))?`;
  const REST = String.raw`(?:the\s+)?(?:rest|remainder|remaining(?:\s+(?:amount|money|sum|part))?|balance)(?:\s+(?:of\s+)?(?:it|the\s+(?:money|amount|sum)))?`;
  const gets = new RegExp(String.raw`\b${WHO}\s+${GETS}\s+${REST}${AMOUNT}`).exec(tail);
  const gives = new RegExp(String.raw`\b${REST}(?:\s*,?\s*(₹\s?\d+(?:\.\d+)?)\s*,?)?\s+(?:goes|went|is\s+given|was\s+given|is\s+left|was\s+left)?\s*to\s+${WHO}`).exec(tail);
  const read = gets ? { who: gets[1]!, amount: gets[2] } : gives ? { who: gives[2]!, amount: gives[1] } : null;
  const match = gets ?? gives;
  if (!read || !match || NOT_PEOPLE.has(read.who) || /^(?:the|his|her)$/.test(read.who)) return null;
  const value = read.amount ? Number(read.amount.replace(/[₹\s]/g, '')) : null;
  return { who: read.who, value, index: after + match.index, end: after + match.index + match[0].length };
}

/**
 * 'Divided among A, B and C; A gets 1/4 of the total and B gets 2/5 of the remainder. How much does
 * C get?': the one sharer of the list given no share of their own, asked about, has what is left.
 */
function unnamedRest(text: string, takers: readonly string[], after: number): { who: string; value: null; index: number; end: number } | null {
  const list = /\b(?:among|amongst|between)\s+([a-z]+(?:\s*,\s*[a-z]+)*\s*,?\s+and\s+[a-z]+)\b/.exec(text.slice(0, after));
  if (!list) return null;
  const names = list[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  const left = names.filter((name) => !takers.includes(name));
  if (left.length !== 1 || names.length !== takers.length + 1 || takers.some((taker) => !names.includes(taker))) return null;
  const who = left[0]!;
  if (!new RegExp(String.raw`(?<![a-z])${who}(?:'s)?(?![a-z])`).test(askedPart(text))) return null;
  return { who, value: null, index: after, end: after };
}

/** The numbers written outside the read spans. */
function figuresOutside(text: string, spans: readonly (readonly [number, number])[]): number[] {
  let blank = text;
  for (const [start, end] of spans) blank = `${blank.slice(0, start)}${' '.repeat(end - start)}${blank.slice(end)}`;
  return [...blank.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** A part of the whole as a fraction: 1/2, 5/12. */
function fractionText(part: number): string {
  for (let bottom = 1; bottom <= 240; bottom += 1) {
    const top = part * bottom;
    if (Math.abs(top - Math.round(top)) < 1e-9) return bottom === 1 ? num(Math.round(top)) : `${Math.round(top)}/${bottom}`;
  }
  return num(part);
}

const cap = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
