import { NUMBER_WORD, numberWordValue } from '../number-words';
import { askedClause, lowestTerms } from './quant-text';

/**
 * Readers shared by the ratio, partnership, mixture, average and ages solvers: the ratios a
 * question writes (whole, decimal or fractional terms), the names a ratio belongs to, the person
 * the question asks about, the numbers written outside the parts already read, and multipliers
 * written as words ('twice', 'one-third'). They work on text cleaned by normaliseOcr.
 */

/** One term of a ratio: '3', '2.5' or '1/6'. */
const TERM = String.raw`\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
/** A written ratio of two or more terms, not inside a longer figure, a date or a percentage. */
const RATIO = new RegExp(String.raw`(?<![\d./:])(${TERM}(?:\s*:\s*${TERM})+)(?!\d|\.\d|\s*\/|\s*%)`, 'g');

export interface WrittenRatio {
  /** The terms as whole numbers in lowest terms: '1/6 : 1/3 : 1/2' is [1, 2, 3]. */
  readonly terms: readonly number[];
  /** The terms as written (fractions as their values): [1/6, 1/3, 1/2]. */
  readonly raw: readonly number[];
  /** Every number written in the ratio, for the givens: '1/6 : 1/3' is [1, 6, 1, 3]. */
  readonly written: readonly number[];
  /** True when a term is written as a fraction. */
  readonly fractional: boolean;
  readonly index: number;
  readonly end: number;
}

/** The value of a term as written: '2.5' is 2.5, '1/6' is 0.1666…. */
function termValue(term: string): number {
  const [top, bottom] = term.split('/').map((part) => Number(part.trim()));
  return bottom === undefined ? top! : top! / bottom;
}

/** Every ratio the text writes, in order; a term that is zero or unreadable drops the ratio. */
export function ratiosIn(text: string): WrittenRatio[] {
  const found: WrittenRatio[] = [];
  for (const match of text.matchAll(RATIO)) {
    const pieces = match[1]!.split(/\s*:\s*/);
    const raw = pieces.map(termValue);
    if (raw.some((term) => !(term > 0) || !Number.isFinite(term))) continue;
    const terms = lowestTerms(raw.map((term) => Math.round(term * 1e9) / 1e9));
    if (!terms) continue;
    const written = pieces.flatMap((piece) => piece.split('/').map((part) => Number(part.trim())));
    found.push({ terms, raw, written, fractional: pieces.some((piece) => piece.includes('/')), index: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** The text with the given spans blanked out (same length), so that positions still line up. */
export function blanked(text: string, spans: readonly (readonly [number, number])[]): string {
  let result = text;
  for (const [start, end] of spans) result = `${result.slice(0, start)}${' '.repeat(end - start)}${result.slice(end)}`;
  return result;
}

export interface Figure {
  readonly value: number;
  readonly index: number;
  readonly end: number;
  /** Written with '₹'. */
  readonly rupees: boolean;
}

/** The numbers written in the text outside the blanked spans, each with its place and whether it is in rupees. */
export function figuresIn(text: string): Figure[] {
  return [...text.matchAll(/(₹\s?)?(\d+(?:\.\d+)?)(?![\d])/g)].map((match) => ({ value: Number(match[2]), index: match.index, end: match.index + match[0].length, rupees: match[1] !== undefined }));
}

/**
 * The asked part of the question: its asking sentence from the first question word on. Unlike
 * askedTail it keeps a clause that follows the ask ('what is b's share when ₹900 is divided
 * among a, b and c'), and it does not start at 'when'.
 */
export function askedPart(text: string): string {
  // Sentences as askedClause splits them ('p.a.', 'rs.' end with a dot but not a sentence).
  const sentences = text.split(/(?<=[.?!])(?<!\b(?:p\.a|p\.c|s\.i|c\.i|rs|approx|i\.e|e\.g|viz|no|mr|mrs|dr|hrs?|yrs?|sq|cu|m\.p|s\.p|c\.p)\.)\s+/).filter((sentence) => /[a-z]/.test(sentence));
  // A relative 'which' or 'when' ('part of which he sells', 'when a sum was divided') does not ask.
  const asks = (sentence: string) => /\?/.test(sentence) || /\b(?:find|what|how|calculate|compute|determine|by how|in what|which of|which one|who)\b/.test(sentence.replace(/\b(?:of|in|by|for|with|to|on|at|from)\s+which\b|,\s*which\b/g, ' '));
  const asking = sentences.filter(asks);
  const clause = (asking[asking.length - 1] ?? sentences[sentences.length - 1] ?? askedClause(text)).trim();
  const start = /\b(?:find|what|how|calculate|compute|determine|which|by how|in what)\b/.exec(clause.replace(/\b(?:of|in|by|for|with|to|on|at|from)\s+which\b|,\s*which\b/g, (words) => ' '.repeat(words.length)));
  if (start) return clause.slice(start.index);
  // 'If ₹510 be divided ..., then C's share is': with no question word, the ask is what follows 'then'.
  const then = /^if\b.*,\s*then\s+(?=[a-z])/.exec(clause);
  return then ? clause.slice(then[0].length) : clause;
}

/** Words that are never the name of a person or group a ratio belongs to. */
export const NOT_NAMES = new Set([
  'the', 'an', 'number', 'numbers', 'ratio', 'of', 'in', 'is', 'are', 'that', 'those', 'their', 'its', 'two', 'three', 'four', 'five', 'it', 'them', 'and', 'to', 'share', 'shares',
  'amount', 'sum', 'profit', 'money', 'be', 'been', 'was', 'were', 'so', 'if', 'then', 'he', 'she', 'they', 'his', 'her', 'him', 'who', 'which', 'each', 'all', 'such', 'as', 'respectively',
  'between', 'among', 'amongst', 'by', 'for', 'with', 'total', 'sum', 'some', 'these', 'both', 'present', 'ages', 'age', 'what', 'find', 'how', 'when', 'where', 'into', 'parts', 'part',
]);

/** A name as the question may write it again: 'girls' as girl, girls, girls'; 'b' as b, b's. */
export function nameWord(name: string): string {
  // A one-letter name has no plural: 'as' and 'bs' are not 'a' and 'b'; nor is the 's' of "p's" the name S.
  if (/^[a-z]$/.test(name)) return String.raw`(?<![a-z'’])${name}(?:'s|')?(?![a-z])`;
  const stem = name.replace(/'s$/, '').replace(/(?<=[a-z]{3})(?:es|s)$/, '');
  return String.raw`(?<![a-z])${stem}(?:s|es)?(?:'s|')?(?![a-z])`;
}

/** A list of names as written: 'a, b and c', 'ram, shyam, mohan', 'p and q'. */
const LIST = String.raw`([a-z]+(?:\s*,\s*[a-z]+)*(?:\s*,?\s+and\s+[a-z]+)?)`;

/** The names of a list, or null when one of them is not a name. */
export function listNames(list: string): string[] | null {
  const names = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => NOT_NAMES.has(name)) || new Set(names).size !== names.length) return null;
  return names;
}

/**
 * The names a ratio's terms belong to, in order: ['boys', 'girls'] from 'the ratio of boys to
 * girls', ['a', 'b', 'c'] from 'among a, b and c in the ratio', 'a : b : c = ...'. Null when no
 * list of the right length is written.
 */
export function namesOfRatio(text: string, ratio: WrittenRatio): string[] | null {
  const count = ratio.terms.length;
  const before = text.slice(0, ratio.index);
  const lists: string[] = [];
  // 'among a, b and c in the ratio', 'between ram and shyam in the proportion of'.
  const among = new RegExp(String.raw`\b(?:among|amongst|between|by|to|for)\s+(?:the\s+)?${LIST}\s+(?:[a-z]+\s+){0,2}?(?:in\s+(?:the\s+)?(?:ratio|proportion)|such that|so that)\s+(?:of\s+)?(?:(?:their|the)\s+[a-z]+\s+)?$`).exec(before);
  if (among) lists.push(among[1]!);
  // 'a, b and c invest in the ratio', 'ram and shyam share an amount in the ratio', 'a, b and c entered into a partnership with capitals in the ratio'.
  const subject = new RegExp(String.raw`(?:^|[.;,:]\s|\bif\s|\bwhen\s)\s*(?:(?:the\s+)?(?:two|three|four)?\s*(?:candidates|friends|partners|brothers|sisters|persons|students|players|teams|parties|companies|shops)\s+)?${LIST}\s+(?:[a-z']+\s+){0,7}?(?:in\s+(?:the\s+)?(?:ratio|proportion))\s+(?:of\s+)?$`).exec(before);
  if (subject) lists.push(subject[1]!);
  // 'a bag has red and blue balls in the ratio', 'a box contains white, black and grey marbles in the ratio': the kinds named before the things.
  const kinds = new RegExp(String.raw`\b(?:has|have|had|contains?|contained|holds?|held|with)\s+(?:only\s+)?${LIST}\s+[a-z]+\s+in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?$`).exec(before);
  if (kinds) lists.push(kinds[1]!);
  // 'the salaries of a and b are in the ratio', 'the incomes of ram and shyam are'.
  const of = new RegExp(String.raw`\bof\s+(?:the\s+)?${LIST}\s+(?:are|were|is|was)\s+(?:in\s+(?:the\s+)?(?:ratio|proportion)\s+(?:of\s+)?)?$`).exec(before);
  if (of) lists.push(of[1]!);
  // 'the ratio of boys to girls is', 'the ratio between the salaries of a and b is'.
  const ratioOf = new RegExp(String.raw`\bratio\s+(?:of|between)\s+(?:the\s+)?(?:[a-z]+\s+of\s+)?(?:the\s+)?([a-z]+(?:'s)?)(?:\s+[a-z]+)?\s+(?:to|and)\s+(?:the\s+)?(?:[a-z]+\s+of\s+|that\s+of\s+)?([a-z]+(?:'s)?)(?:\s*,?\s+(?:to|and)\s+(?:the\s+)?(?:[a-z]+\s+of\s+|that\s+of\s+)?([a-z]+(?:'s)?))?(?:\s+[a-z]+)?(?:\s+[^.?;:]{0,40}?)?\s+(?:is|are|was|were|=|becomes|will be)\s+(?:in\s+the\s+ratio\s+)?(?:of\s+)?$`).exec(before);
  if (ratioOf) lists.push([ratioOf[1], ratioOf[2], ratioOf[3]].filter(Boolean).map((name) => name!.replace(/'s$/, '')).join(', '));
  // 'a's share : b's share = 4 : 9', 'ram's salary : shyam's salary is 2 : 3'.
  const owned = /\b([a-z]+)'s\s+([a-z]+)\s*:\s*([a-z]+)'s\s+\2(?:\s*:\s*([a-z]+)'s\s+\2)?\s*(?:=|is|are|::)\s*$/.exec(before);
  if (owned) lists.push([owned[1], owned[3], owned[4]].filter(Boolean).join(', '));
  // 'rent : groceries : school fees = 4 : 3 : 2': names in words joined by colons (the last word of each).
  const words = /(?:^|[^a-z\s]\s*|\s)((?:[a-z]+\s+)?[a-z]{2,})\s*:\s*((?:[a-z]+\s+)?[a-z]{2,})(?:\s*:\s*((?:[a-z]+\s+)?[a-z]{2,}))?\s*(?:=|is|are)\s*$/.exec(before);
  if (words) lists.push([words[1], words[2], words[3]].filter(Boolean).map((name) => name!.split(/\s+/).pop()!).join(', '));
  // 'a : b : c = 2 : 3 : 4'.
  const letters = /\b([a-z])\s*:\s*([a-z])(?:\s*:\s*([a-z]))?(?:\s*:\s*([a-z]))?\s*(?:=|is|::|are)\s*$/.exec(before);
  if (letters) lists.push([letters[1], letters[2], letters[3], letters[4]].filter(Boolean).join(', '));
  // Otherwise a list of exactly as many names in the same sentence: 'leaves ₹9,000 to his three children ravi, sita and mohan'.
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('? ')) + 1);
  for (const match of sentence.matchAll(new RegExp(String.raw`\b${LIST}(?=\s*(?:,|\bto be\b|\bin\b|\bshare[sd]?\b|\bdivide|\bsplit|\bis\b|\bare\b|$))`, 'g'))) {
    if (/,|\band\b/.test(match[1]!)) lists.push(match[1]!);
  }
  for (const list of lists) {
    const names = listNames(list);
    if (names && names.length === count) return names;
  }
  return null;
}

/** Nouns for people or things counted in a group: 'three sisters', 'two numbers'. */
const GROUP_NOUN = String.raw`(numbers|parts|kids|sisters|brothers|friends|persons|people|children|sons|daughters|partners|men|women|boys|girls|students|workers|employees|candidates|heirs|winners|players|labourers|villages|schools|shares|quantities|integers|positive integers|vessels|containers)`;
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, 2: 2, 3: 3, 4: 4, 5: 5 };

/**
 * An unnamed group the ratio divides ('among three sisters', 'two numbers', 'into three parts'):
 * its noun in the singular for labels ('sister', 'number'), or null.
 */
export function unnamedGroup(text: string, count: number): string | null {
  const match = new RegExp(String.raw`\b(two|three|four|five|2|3|4|5)\s+${GROUP_NOUN}\b`).exec(text);
  if (!match || COUNT_WORDS[match[1]!] !== count) return null;
  if (/\binto\s+(?:two|three|four|five|2|3|4|5)\s+parts\b/.test(text) || match[2] !== 'parts') return match[2]!.replace(/ies$/, 'y').replace(/(?<=[a-z]{3})s$/, '').replace(/^people$/, 'person').replace(/^children$/, 'child').replace(/^men$/, 'man').replace(/^women$/, 'woman');
  return 'part';
}

export const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/**
 * The one name the asked clause is about: "what is b's share", "how much does ravi get", "the
 * share of c", "how many girls". A name written as the possessive or beside 'get' wins over one
 * that is only listed ('b's share when ₹x is divided among a, b and c'). Null when none or several.
 */
export function askedName(asked: string, names: readonly string[]): number | null {
  const strong = names.flatMap((name, index) => {
    const word = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(
      String.raw`(?<![a-z])${word}(?:'s|s')\s+(?:share|part|portion|amount|salary|income|savings|money|profit|capital|investment|age|number|count)|(?:share|part|portion|number|profit)\s+of\s+(?:the\s+)?${nameWord(name)}|(?:does|did|will|would|should|can|could|must)\s+${nameWord(name)}\s+(?:get|receive|earn|have|make)|(?<![a-z])${word}\s+(?:gets?|receives?|will get|would get|got|received)\b|how\s+many\s+${nameWord(name)}`,
    );
    return pattern.test(asked) ? [index] : [];
  });
  if (strong.length === 1) return strong[0]!;
  if (strong.length > 1) return null;
  // The words naming the group split off ('among a, b and c'), a name left once in the clause.
  const clause = asked.replace(/\b(?:among|amongst|between)\s+[a-z,\s]+?(?=\s+in\s+(?:the\s+)?(?:ratio|proportion)|[?.]|$)/g, ' ');
  const mentioned = names.flatMap((name, index) => (new RegExp(nameWord(name)).test(clause) ? [index] : []));
  return mentioned.length === 1 ? mentioned[0]! : null;
}

/** 'the second friend', 'the first number', 'the third part': the ordinal's position, or null. */
export function askedOrdinal(asked: string): number | null {
  const match = /\b(first|second|third|fourth|fifth)\s+(?:[a-z]+\s+)?(?:number|part|one|share|friend|sister|brother|person|partner|child|son|daughter|boy|girl|man|woman|integer|quantity|candidate|heir|worker|employee)\b/.exec(asked);
  return match ? ORDINALS.indexOf(match[1] as (typeof ORDINALS)[number]) : null;
}

const TIMES_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const PARTS: Readonly<Record<string, number>> = { half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4, quarter: 4, quarters: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10 };
const TOPS: Readonly<Record<string, number>> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };

/**
 * A multiplier written as words or a fraction: 'twice' 2, 'thrice' 3, 'half' 1/2, 'one-third'
 * 1/3, 'two-fifths' 2/5, 'three times' 3, '2/5'; null otherwise.
 */
export function multiplierWord(word: string): number | null {
  const key = word.trim().replace(/\s+/g, ' ');
  const simple: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, half: 0.5, 'one and a half times': 1.5 };
  if (simple[key] !== undefined) return simple[key]!;
  const times = /^(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+times$/.exec(key);
  if (times) return TIMES_WORDS[times[1]!]!;
  const part = /^(one|a|two|three|four|five|six|seven|eight|nine)[-\s](half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)$/.exec(key);
  if (part) return TOPS[part[1]!]! / PARTS[part[2]!]!;
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(key);
  return fraction && Number(fraction[2]) > 0 ? Number(fraction[1]) / Number(fraction[2]) : null;
}

/** The words multiplierWord reads, for patterns. */
export const MULTIPLIER = String.raw`(?:twice|double|thrice|one and a half times|(?:one|a|two|three|four|five|six|seven|eight|nine)[-\s](?:half|halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)|half|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+times|\d+\s*\/\s*\d+)`;

/**
 * The text with a leading question number blanked ('q.51 32 litres ...', 'question 8: ...',
 * '27. 3 friends ...'), so that readers do not take it for a figure; same length, so that
 * positions still line up.
 */
export function withoutQuestionNumber(text: string): string {
  const label = /^\s*(?:q(?:uestion)?\s*\.?\s*\d{1,3}\s*[.):]?|\d{1,3}\s*[.):])\s+(?=\S)/.exec(text);
  return label ? `${' '.repeat(label[0].length)}${text.slice(label[0].length)}` : text;
}

/**
 * '₹18 lakh', 'Rs 1.2 lakhs', '2.5 lacs', '₹2 crore', '₹1.5 cr', 'two lakh': the amount in plain
 * units (1,800,000), so that readers see one figure; `written` keeps the figures as the question
 * writes them (18, 1.2), for the answer's givens. Only after a number: 'Lakhan', 'lacquer' and
 * 'Crorepati' stay. Null when the text writes no lakh or crore.
 */
export function withLakhs(text: string): { readonly text: string; readonly written: number[] } | null {
  const written: number[] = [];
  const scale = (unit: string) => (/^lakhs?\s+crores?$/i.test(unit) ? 1e12 : /^cr/i.test(unit) ? 1e7 : 1e5);
  const replaced = text
    // 'two lakh', 'fifty crore': no figure is written, so none is given.
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD})\s+(lakhs?|lacs?|crores?)\b(\s+rupees?\b)?`, 'gi'), (found, words: string, unit: string, rupees?: string) => {
      const value = numberWordValue(words.toLowerCase());
      return value === null ? found : `${rupees ? '₹' : ''}${Math.round(value * scale(unit))}`;
    })
    // '₹1.2 cr': a crore, after a rupee sign only.
    .replace(/((?:₹|\brs\.?)\s?)(\d+(?:\.\d+)?)\s*cr\b\.?/gi, (_, sign: string, figure: string) => {
      written.push(Number(figure));
      return `${sign}${Math.round(Number(figure) * 1e7)}`;
    })
    // ('8 lakh rupees' is ₹8,00,000, as '800000 rupees' would be read.)
    .replace(/(\d+(?:\.\d+)?)\s*(lakhs?\s+crores?|lakhs?|lacs?|crores?)\b(\s+rupees?\b)?/gi, (_, figure: string, unit: string, rupees?: string) => {
      written.push(Number(figure));
      return `${rupees ? '₹' : ''}${Math.round(Number(figure) * scale(unit))}`;
    });
  return replaced !== text ? { text: replaced, written } : null;
}

/**
 * A ratio written with 'to' between figures after the word ratio or proportion ('the ratio of
 * Ravi's salary to Mohan's is 3 to 7', 'in the ratio 5 to 2', 'are as 4 is to 7'), as colons
 * ('3 : 7'), so that ratiosIn reads it. The figures are the ones written; nothing else changes.
 */
export function withRatioTo(text: string): string {
  const FIGURE = String.raw`\d+(?:\.\d+)?`;
  const TO = String.raw`\s+(?:is\s+to|to)\s+`;
  return text.replace(new RegExp(String.raw`(\b(?:ratio|proportion)\s+(?:of\s+)?|\b(?:ratio|proportion)\b[^.?;:\d]{0,70}?\b(?:is|are|was|were|be|becomes|became|as)\s+)(?:as\s+)?(${FIGURE})${TO}(${FIGURE})(?:${TO}(${FIGURE}))?(?!\d|\.\d|\s*(?:%|percent|per cent|years?|months?|days?|hours?|km|kg|m\b|cm|litres?))`, 'g'), (_, head: string, a: string, b: string, c: string | undefined) =>
    `${head}${[a, b, c].filter((term): term is string => term !== undefined).join(' : ')}`,
  )
    // '... is 3 : 7, and mohan's salary to sohan's is 9 to 2': a second ratio chained to the first.
    .replace(new RegExp(String.raw`(${FIGURE}\s*:\s*${FIGURE}\s*,?\s*(?:and|while|whereas)\s+[^.?;:\d]{1,60}?\b(?:is|are|was|were|as)\s+)(${FIGURE})${TO}(${FIGURE})(?!\d|\.\d|\s*(?:%|percent|per cent|years?|months?))`, 'g'), '$1$2 : $3');
}
