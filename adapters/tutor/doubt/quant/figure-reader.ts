import { num } from './quant-text';

/**
 * Readers for money and interest questions: every figure of the question with the unit it is
 * written in (₹, %, years, months, days), the words that lead up to it, and the question's ask
 * read from its head. Each kind's reader (price-text, interest-text) gives the figures their roles.
 */

export type FigureUnit = 'rupees' | 'percent' | 'years' | 'months' | 'days' | 'ordinal' | 'plain';

/** A number written in the question, with its unit and where it stands. */
export interface Figure {
  readonly value: number;
  readonly unit: FigureUnit;
  /** Where the figure (with its ₹ sign or unit) starts and ends in the text. */
  readonly start: number;
  readonly end: number;
  /** The numbers as the question writes them: '1½ years', which NFKC turns into '11⁄2 years', is 11 and 2. */
  readonly written: readonly number[];
}

/**
 * One alternation, so that each number is read once, with its unit: a rupee figure, a
 * percentage, a time ('1½ years' as NFKC writes it: '11⁄2 years'), an ordinal ('2nd'), else a
 * plain number.
 */
const FIGURE = new RegExp(
  [
    String.raw`₹\s?(?<rupees>\d+(?:\.\d+)?)(?![\d.]*\s*%)`,
    String.raw`(?<percent>\d+(?:\.\d+)?)\s*%`,
    String.raw`(?<whole>\d*)(?<numerator>\d)⁄(?<denominator>\d+)\s*(?<fractionUnit>years?|yrs?)\b`,
    String.raw`(?<time>\d+(?:\.\d+)?)\s*(?<timeUnit>years?|yrs?|months?|days?)\b`,
    String.raw`(?<ordinal>\d+)(?:st|nd|rd|th)\b`,
    String.raw`(?<plain>\d+(?:\.\d+)?)`,
  ].join('|'),
  'g',
);

/** Every figure of the text, in order. */
export function figuresOf(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const groups = match.groups!;
    const at = { start: match.index, end: match.index + match[0].length };
    if (groups['rupees'] !== undefined) figures.push({ ...at, value: Number(groups['rupees']), unit: 'rupees', written: [Number(groups['rupees'])] });
    else if (groups['percent'] !== undefined) figures.push({ ...at, value: Number(groups['percent']), unit: 'percent', written: [Number(groups['percent'])] });
    else if (groups['numerator'] !== undefined) {
      const value = Number(groups['whole'] || 0) + Number(groups['numerator']) / Number(groups['denominator']);
      figures.push({ ...at, value, unit: 'years', written: [Number(`${groups['whole']}${groups['numerator']}`), Number(groups['denominator'])] });
    } else if (groups['time'] !== undefined) {
      const unit = groups['timeUnit']!.startsWith('month') ? 'months' : groups['timeUnit']!.startsWith('day') ? 'days' : 'years';
      figures.push({ ...at, value: Number(groups['time']), unit, written: [Number(groups['time'])] });
    } else if (groups['ordinal'] !== undefined) figures.push({ ...at, value: Number(groups['ordinal']), unit: 'ordinal', written: [Number(groups['ordinal'])] });
    else figures.push({ ...at, value: Number(groups['plain']), unit: 'plain', written: [Number(groups['plain'])] });
  }
  return withYearsAndMonths(text, figures);
}

/** '2 years 6 months' and '2 years and 6 months' are one time: 2.5 years, written 2 and 6. */
function withYearsAndMonths(text: string, figures: Figure[]): Figure[] {
  const joined: Figure[] = [];
  for (const figure of figures) {
    const previous = joined[joined.length - 1];
    if (previous?.unit === 'years' && figure.unit === 'months' && /^\s*(?:and\s+)?$/.test(text.slice(previous.end, figure.start))) {
      joined[joined.length - 1] = { ...previous, value: previous.value + figure.value / 12, end: figure.end, written: [...previous.written, ...figure.written] };
    } else {
      joined.push(figure);
    }
  }
  return joined;
}

/**
 * A price typed without its rupee sign ('cost price = 500', 'P = 5000, R = 10%'): a plain number
 * right after one of the reader's money phrases (each ending in its 'is', '=' or ':'), not
 * followed by a unit or a noun, is read as rupees. 'The cost price of 20 articles' keeps its 20 a
 * count.
 */
export function withBareMoney(text: string, figures: readonly Figure[], moneyWords: string): Figure[] {
  const lead = new RegExp(String.raw`\b(?:${moneyWords})\s*$`);
  return figures.map((figure, index) => {
    if (figure.unit !== 'plain') return figure;
    const before = text.slice(index > 0 ? figures[index - 1]!.end : 0, figure.start);
    const after = text.slice(figure.end, figure.end + 12);
    return lead.test(before) && /^(?:\s*(?:[,.;?]|$)|\s+(?:and|at|for|in|then|with|after|find|what|is|was|lent|invested|borrowed|deposited)\b)/.test(after) ? { ...figure, unit: 'rupees' } : figure;
  });
}

/** A time figure in years: '6 months' is half a year, '73 days' a fifth of one (a year of 365 days). */
export function inYears(figure: Figure): number {
  if (figure.unit === 'months') return figure.value / 12;
  if (figure.unit === 'days') return figure.value / 365;
  return figure.value;
}

export const isTime = (figure: Figure) => figure.unit === 'years' || figure.unit === 'months' || figure.unit === 'days';

/** Dots that end an abbreviation, not a sentence: 'p.a.', 'rs.', 's.i.', 'c.p.'. */
const ABBREVIATION = /\b(?:p\.a|p\.c|s\.i|c\.i|rs|approx|i\.e|e\.g|viz|no|mr|mrs|dr|hrs?|yrs?|sq|cu|m\.p|s\.p|c\.p|m\.r\.p)\.$/;

/** Where the sentence holding the index starts: after the last '.', '?', '!' or ';' that ends one. */
export function sentenceStart(text: string, index: number): number {
  let start = 0;
  for (const match of text.slice(0, index).matchAll(/[.?!;](?=\s)/g)) {
    if (match[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, match.index - 8), match.index + 1))) continue;
    start = match.index + 1;
  }
  return start;
}

/**
 * The words that lead up to a figure: from the previous figure, or from its sentence's start when
 * that is nearer. 'A watch bought for ₹500 is sold for ₹600': ' is sold for ' leads to ₹600.
 */
export function leadOf(text: string, figures: readonly Figure[], index: number): string {
  const figure = figures[index]!;
  const from = Math.max(index > 0 ? figures[index - 1]!.end : 0, sentenceStart(text, figure.start));
  return text.slice(from, figure.start);
}

/** The words after a figure up to the next figure or the end of its clause. */
export function trailOf(text: string, figures: readonly Figure[], index: number): string {
  const figure = figures[index]!;
  const to = index + 1 < figures.length ? figures[index + 1]!.start : text.length;
  const rest = text.slice(figure.end, to);
  for (const stop of rest.matchAll(/[.?!;](?:\s|$)/g)) {
    if (stop[0].startsWith('.') && ABBREVIATION.test(text.slice(Math.max(0, figure.end + stop.index - 8), figure.end + stop.index + 1))) continue;
    return rest.slice(0, stop.index);
  }
  return rest;
}

/**
 * The words that lead up to a figure within its clause, for a bare 'is ₹500': from the last
 * break before it ('if', 'when', 'that', a comma), so 'find the discount per cent if the list
 * price of a camera is' gives 'the list price of a camera is'. With andToo, 'and' breaks too.
 */
export function clauseOf(text: string, figure: Figure, andToo = false): string {
  const sentence = text.slice(sentenceStart(text, figure.start), figure.start);
  const breaks = [...sentence.matchAll(andToo ? /[,;:(]|\b(?:if|when|whereas|while|that|which|where|but|find|what|so that|and)\b/g : /[,;:(]|\b(?:if|when|whereas|while|that|which|where|but|find|what|so that)\b/g)];
  // A break at the very end ('cost price =', 'cost price:') is the figure's own copula.
  const last = breaks.filter((match) => sentence.slice(match.index + match[0].length).trim().length > 0).pop();
  return (last ? sentence.slice(last.index + last[0].length) : sentence).trim();
}

/**
 * The sentence that asks: the last one with a question mark or a question word ('find', 'what',
 * 'how'; 'which' and 'when' only as its first word, else they join clauses), or one left blank
 * for the answer ('His gain per cent is', 'The sum is:'). A question of one phrase is its own
 * ask; statements with no ask give ''.
 */
export function askSentence(text: string): string {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.?!;](?=\s|$)/g)) {
    if (match[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, match.index - 8), match.index + 1))) continue;
    sentences.push(text.slice(start, match.index + 1));
    start = match.index + 1;
  }
  sentences.push(text.slice(start));
  const asking = sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z]/.test(sentence))
    .filter((sentence) => /\?|\b(?:find|what|whats|how|calculate|compute|determine|by how)\b|^(?:which|when|in which|at which)\b|(?:\bis|\bwas|\bare|\bwere|\bbe|\bequals|\bof|\bin|\bto|=|:)\s*[:.]?$/.test(sentence));
  if (asking.length > 0) return asking[asking.length - 1]!;
  // A one-phrase question ('Simple interest on ₹800 at 5% for 2 years') asks what it names; several statements ask nothing.
  const written = sentences.filter((sentence) => /[a-z]/.test(sentence));
  return written.length === 1 ? written[0]!.trim() : '';
}

/**
 * The question's ask from its first question word on: 'find the marked price of an almirah which
 * sells for ₹220' -> 'find the marked price of an almirah which ...' (not 'which sells ...', as
 * the last question word would give), and 'the sum is:' when the question ends without one.
 */
export function askedHead(text: string): string {
  const clause = askSentence(text);
  // 'Atwhat price', 'Whatis the sum': a question word run into its neighbour still starts the ask.
  const first = /(?:\b(?:at|in|by)\s?|\b)(?:find|whats|what|how|calculate|compute|determine|which)(?=\b|profit|gain|loss|is|was|will|should|sum|rate|price|amount)/.exec(clause);
  // The figures of the condition ('if, after a 20% discount, ...') are not the ask: '20% discount' must not read as 'discount %'.
  // 'If cost of 25 = SP of 40 then gain or loss %?': with no question word, the ask is what follows 'then'.
  const then = first ? null : /^if\b.*?,?\s*\bthen\s+(?=[a-z])/.exec(clause);
  return (first ? clause.slice(first.index) : then ? clause.slice(then[0].length) : clause).replace(/₹\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*%/g, '#');
}

/** The key whose pattern matches earliest in the ask: its head noun ('the rate of interest' asks the rate). */
export function earliestOf<Key extends string>(asked: string, patterns: Readonly<Record<Key, RegExp>>): Key | null {
  let best: { key: Key; at: number } | null = null;
  for (const key of Object.keys(patterns) as Key[]) {
    const match = patterns[key].exec(asked);
    if (match && (!best || match.index < best.at)) best = { key, at: match.index };
  }
  return best?.key ?? null;
}

/**
 * A number to six decimals, grouped as a paper groups it: a growth factor such as 1.1025 or
 * 1.157625 must not be shown rounded to 1.1, or the working would not multiply out.
 */
export function fine(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  if (Number.isInteger(rounded)) return num(rounded);
  const [whole, fraction] = Math.abs(rounded).toFixed(6).split('.');
  return `${rounded < 0 ? '-' : ''}${num(Number(whole))}.${fraction!.replace(/0+$/, '')}`;
}

/** The key whose pattern matches last in the text: the word nearest the figure that follows it. */
export function latestOf<Key extends string>(text: string, patterns: Readonly<Record<Key, RegExp>>): Key | null {
  let best: { key: Key; at: number } | null = null;
  for (const key of Object.keys(patterns) as Key[]) {
    const flags = patterns[key].flags.includes('g') ? patterns[key].flags : `${patterns[key].flags}g`;
    for (const match of text.matchAll(new RegExp(patterns[key].source, flags))) {
      if (!best || match.index > best.at) best = { key, at: match.index };
    }
  }
  return best?.key ?? null;
}

/** The written numbers of the figures, for an answer's givens. */
export function writtenOf(figures: readonly Figure[]): number[] {
  return figures.flatMap((figure) => figure.written);
}
