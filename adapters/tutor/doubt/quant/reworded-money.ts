import { solveAges } from './ages-solver';
import { solveAverage } from './average-solver';
import { solveGrowth } from './growth-solver';
import { solveIncomeSavings } from './income-savings-solver';
import { solveInterest } from './interest-solver';
import { solveInterestUnknown } from './interest-unknown-solver';
import { solveInverseChange } from './inverse-change';
import { solveOverheadProfit } from './overhead-profit-solver';
import { solvePartnership } from './partnership-solver';
import { solvePercentShapes } from './percent-shapes';
import { solveChangeByPercent, solvePercentChange, solvePercentOf, solveWhatPercent } from './percent-solver';
import { solvePriceBases } from './price-bases';
import { solvePriceShapes } from './price-shapes';
import { solveMarkedPrice, solveProfitLoss } from './price-solver';
import { FRACTION_WORD, NUMBER_WORD, fractionWordValue, numberWordValue } from '../number-words';
import type { QuantAnswer } from './quant-answer';
import { writtenNumbers } from './quant-text';
import { solveRatioCombine } from './ratio-combine-solver';
import { solveRatioShare } from './ratio-share-solver';
import { solveRatio } from './ratio-solver';
import { solveRemainderShares } from './remainder-shares-solver';
import { solveReverseBase } from './reverse-base-solver';
import { solveReversePercent } from './reverse-percent-solver';
import { solveShareChain } from './share-chain-solver';
import { solveSuccessiveChange } from './successive-change-solver';

/**
 * A second reading of a money, share or people question, put in the order the readers of those
 * kinds know. Papers word the same question in ways that change nothing but the order or the
 * story: the ask first ('Find the simple interest if ₹3,000 is lent ...'), the year of a purchase
 * ('bought a cycle for ₹2,500 in 2019'), the buyer's name ('sold it to his friend Mohan for'), a
 * sum divided 'as 3 : 5'. Each rewording keeps the meaning; the readers then read the reworded
 * text and must still use every number of it, a year set aside as context counting as read.
 * Tried only after the readers have declined the text as written (last in the solver's list),
 * so no reading of a text as written changes.
 */

type Reader = (text: string) => QuantAnswer | null;

/** The text reworded, the years it set aside as the story's dates, and the figures it wrote another way. */
interface Reworded {
  readonly text: string;
  readonly years: readonly number[];
  readonly read: readonly number[];
}

/**
 * Readers of the kinds a rewording serves, most specific first as in the solver's own list. Built
 * when asked: the price readers import this file, and a list built while the modules load could
 * hold a reader not yet defined.
 */
const readers = (): readonly Reader[] => [
  // Interest and growth, prices and partners, ages and averages.
  ...[solveGrowth, solveInterestUnknown, solveInterest, solveOverheadProfit, solvePartnership, solveMarkedPrice, solveProfitLoss, solvePriceBases, solveAges, solveAverage],
  // Percentages of a whole and changes.
  ...[solveIncomeSavings, solveReversePercent, solveReverseBase, solveSuccessiveChange, solveInverseChange],
  // Shares and ratios, then the percentage and price ideas the solver tries last.
  ...[solveShareChain, solveRemainderShares, solveRatioCombine, solveRatioShare, solveRatio, solvePercentChange, solveWhatPercent, solveChangeByPercent, solvePercentOf, solvePercentShapes, solvePriceShapes],
];

/**
 * Readers for which a year is only a date of the story: a price, a discount, a division. Ages,
 * interest, partners' months and growth count time in years, so a year there is a quantity.
 */
const datedReaders = (): readonly Reader[] => [solveOverheadProfit, solveMarkedPrice, solveProfitLoss, solvePriceBases, solveShareChain, solveRatioCombine, solveRatioShare, solveRatio, solvePriceShapes];

/** Sentences, not split after the dots of 'p.a.', 'c.p.' or 'approx.'. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.?!])(?<!\b(?:p\.a|p\.c|s\.i|c\.i|approx|i\.e|e\.g|viz|no|mr|mrs|dr|hrs?|yrs?|sq|cu|m\.p|s\.p|c\.p)\.)\s+/).filter((sentence) => sentence.trim() !== '');
}

/** A sentence that opens with the ask. */
const ASK_OPENING = /^(?:find|calculate|compute|determine|what|how much|how many|how long|in how many|at what|by how much|by how many|for how much|which)\b/;
/** Where the ask ends and what it rests on begins: 'find the sum, if', 'what is b's share when', 'given that'. */
const CONDITION = /,?\s+(?:if|when|given that|provided that|provided|assuming that|supposing that)\s+/;

/**
 * 'Find the selling price if an article bought for ₹800 is sold at a loss of 15%.' ->
 * 'an article bought for ₹800 is sold at a loss of 15%. find the selling price?': the ask put
 * after what it rests on, as the readers find it. Only a first sentence that asks and rests on
 * figures of its own is moved; a later sentence stays where it is.
 */
export function askLast(text: string): string | null {
  const [first, ...rest] = sentencesOf(text.trim());
  if (!first || !ASK_OPENING.test(first)) return null;
  const condition = CONDITION.exec(first);
  if (!condition || condition.index === 0) return null;
  const ask = first.slice(0, condition.index).trim();
  const given = first
    .slice(condition.index + condition[0].length)
    .replace(/[\s?.!:]+$/, '')
    .trim();
  // The ask holds no figure it would need to be read with ('what will ₹5,000 amount to ... if'),
  // save the result it aims at ('the selling price to earn a profit of 5%'), which it keeps.
  const aim = /\b(?:to\s+(?:earn|gain|make|get)|for)\s+a\s+(?:profit|gain)\s+of\s+\d+(?:\.\d+)?\s*%$/;
  if (!/\d/.test(given) || /\d/.test(ask.replace(aim, ''))) return null;
  return [`${given}.`, ...rest, `${ask}?`].join(' ');
}

/**
 * 'Find A's monthly salary. A's and B's salaries are in the ratio 4 : 9, ...' -> '... find a's
 * monthly salary?': an ask that stands alone, before the sentences it rests on (or before a
 * colon, 'Find B's weight: ...'), put after them. Only an ask with no figure of its own.
 */
export function askSentenceLast(text: string): string | null {
  const opening = /^((?:find|calculate|compute|determine|what\s+is|what\s+was|how\s+much|how\s+old|how\s+many)\b[^.?!:;\d]{2,80}?)\s*[.?!:]\s+(?=\S)/.exec(text.trim());
  if (!opening || !ASK_OPENING.test(opening[1]!) || /\b(?:if|when|given)\b/.test(opening[1]!)) return null;
  const rest = text.trim().slice(opening[0].length).replace(/[\s.]+$/, '');
  if (!/\d/.test(rest)) return null;
  return `${rest}. ${opening[1]}?`;
}

/**
 * 'A man saves 15% of his salary. If his expenditure is ₹25,500, his salary is': a last sentence
 * that states a figure under 'if' and then asks with a bare noun reads as the figure, then the ask.
 */
export function conditionApart(text: string): string | null {
  const sentences = sentencesOf(text.trim());
  const last = sentences[sentences.length - 1];
  if (!last) return null;
  const split = /^(?:if|when|given\s+that)\s+([^,]*\d[^,]*),\s*((?:then\s+)?(?:the|his|her|their|its|[a-z]+'s)\s+[a-z' ]{2,40}?\s+(?:is|was|will\s+be|would\s+be|equals|is\s+equal\s+to)\s*[:?.]?)\s*$/.exec(last);
  if (!split || /\d/.test(split[2]!)) return null;
  return [...sentences.slice(0, -1), `${split[1]!.trim()}.`, split[2]!.replace(/^then\s+/, '')].join(' ');
}

/** 'in 2019', 'in the year 2021', 'in march 2020', 'during 2018': the date of a purchase or a sale. */
const YEAR_DATE = /,?\s*\b(?:in|during|since)\s+(?:the\s+year\s+|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+)?((?:19|20)\d\d)\b(?![\d%]|[.,:/-]\d|\s*%)/g;

/** The text without the years that only date its story, and those years; null when it names none or asks about one. */
export function withoutYears(text: string): { text: string; years: number[] } | null {
  // 'Loss per cent per year', 'growth a year': a rate over the years needs the years it ran.
  if (/\b(?:which|what)\s+year\b|\b(?:per|a|each|every)\s+(?:year|annum)\b|\bp\.?\s?a\b|\bannual(?:ly)?\b|\byearly\b|\bby\s+(?:19|20)\d\d\b|\b(?:19|20)\d\d\s*(?:-|to|and)\s*(?:19|20)?\d\d\b/.test(text)) return null;
  const years = [...text.matchAll(YEAR_DATE)].map((match) => Number(match[1]));
  if (years.length === 0) return null;
  return { text: text.replace(YEAR_DATE, ''), years };
}

/** Words that may stand between 'to' and a buyer's name: 'to his friend Mohan', 'to a customer'. */
const BUYER = String.raw`(?:(?:his|her|their|a|an|the|one)\s+)?(?:(?:friend|neighbour|neighbor|brother|sister|cousin|colleague|relative|classmate|customer|buyer|dealer|shopkeeper)\s+)?([a-z]+)`;

/**
 * 'He sold it to his friend Mohan for ₹2,000' -> 'He sold it for ₹2,000', and a later 'Mohan paid'
 * -> 'the buyer paid'. Only with one sale in the question: in 'A sells it to B, who sells it to C'
 * the names carry the chain.
 */
export function withoutBuyer(text: string): string | null {
  if ((text.match(/\b(?:sold|sells?|selling|resold|resells?)\b/g) ?? []).length !== 1) return null;
  const sale = new RegExp(String.raw`\b(sold|sells?|resold|resells?)\s+(it|them|this|that|(?:the|his|her|their)\s+[a-z]+)\s+to\s+${BUYER}(?=\s+(?:for|at|@)\b|\s*[.,;]|\s+(?:and|who)\b)`).exec(text);
  if (!sale) return null;
  const buyer = sale[3]!;
  // The buyer's own words are the buyer's: 'to him', 'to A at a profit' name no one else.
  if (/^(?:him|her|them|me|us|[a-z])$/.test(buyer) || /^(?:for|at|a|an|the|profit|loss|gain)$/.test(buyer)) return null;
  const before = text.slice(0, sale.index);
  const after = text.slice(sale.index + sale[0].length);
  // 'Mohan paid ₹2,000 (for it).': the price of this sale; 'Mohan paid ₹500 for repairs' is another sum.
  const paid = new RegExp(String.raw`\b${buyer}\s+(?=(?:paid|pays|had to pay|has to pay|gave)\s+₹\s?\d+(?:\.\d+)?(?:\s+for\s+(?:it|them|the\s+[a-z]+))?\s*(?:[.,;?]|$))`, 'g');
  const rest = after.replace(paid, 'the buyer ');
  // A buyer named again in any other way ('Mohan later resold ...') keeps the text as it is.
  if (new RegExp(String.raw`\b${buyer}\b`).test(rest)) return null;
  return `${before}${sale[1]} ${sale[2]}${rest.startsWith(' ') || /^[.,;]/.test(rest) ? '' : ' '}${rest}`;
}

/** '₹1,200 is divided between A and B as 3 : 5': a division in a ratio. */
export function ratioAs(text: string): string | null {
  const reworded = text.replace(/\b((?:divided|shared|split|distributed|apportioned)\b[^.?:]{0,80}?)\s+as\s+(?=\d+(?:\.\d+)?\s*:\s*\d)/, '$1 in the ratio ');
  return reworded === text ? null : reworded;
}

/** 'for 12 months and 8 months respectively' -> 'for 12 and 8 months respectively': a unit written with each figure of a list. */
export function unitOnce(text: string): string | null {
  const reworded = text.replace(/\b(\d+(?:\.\d+)?)\s+(months?|years?|days?)(\s*,|\s*,?\s+and)\s+(?=\d+(?:\.\d+)?\s+\2\b)/g, '$1$3 ');
  return reworded === text ? null : reworded;
}

/**
 * 'CI - SI for 2 years at 20% = ₹250': the shorthand spelled out as the interest readers read it,
 * 'the difference between compound interest and simple interest ... is ₹250'.
 */
export function interestsSpelled(text: string): string | null {
  // 'A sum gives ₹2,800 as simple interest and ₹2,940 as compound interest': each kind before its figure.
  const named = text.replace(/(₹\s?\d+(?:\.\d+)?)\s+as\s+(simple|compound)\s+interest\b/g, '$2 interest of $1');
  const spelled = named.replace(/\b(?:c\.?\s?i\.?|compound interest)\s*(?:-|−|–|minus)\s*(?:s\.?\s?i\b\.?|simple interest\b)/, 'the difference between compound interest and simple interest');
  if (spelled === text) return null;
  return spelled.replace(/(difference between compound interest and simple interest[^=.?;]*?)\s*=\s*(?=₹\s?\d|\d|\?)/, '$1 is ');
}

/**
 * 'CI amount after 2 yrs = ₹77,040, after 3 yrs = ₹92,448. principal = ?' -> 'a sum amounts to
 * ₹77,040 after 2 years and to ₹92,448 after 3 years at compound interest. find the principal.'
 */
export function amountsSpelled(text: string): string | null {
  const AFTER = String.raw`after\s+(\d+)\s+(?:yrs?|years?)\.?\s*(?:=|is|was|:)\s*(₹\s?\d+(?:\.\d+)?)`;
  const spelled = text.replace(new RegExp(String.raw`\b(c\.?\s?i\.?|compound\s+interest|s\.?\s?i\.?|simple\s+interest)\s+amounts?\s+${AFTER}\s*(?:,|;|\band\b)\s*(?:and\s+)?(?:(?:the\s+)?amount\s+)?${AFTER}`), (_whole: string, kind: string, first: string, firstSum: string, second: string, secondSum: string) =>
    `a sum amounts to ${firstSum} after ${first} years and to ${secondSum} after ${second} years at ${/^c/.test(kind) ? 'compound' : 'simple'} interest`,
  );
  if (spelled === text) return null;
  // 'principal = ?': the ask in words.
  return spelled.replace(/([.;]\s*|^)(principal|sum|rate(?:\s+of\s+interest)?)\s*=\s*\?\s*$/, '$1find the $2.');
}

/**
 * 'A car bought for ₹1,61,000 loses 10% of its value every year (on the value at the start of that
 * year)' -> 'the value of a car is ₹1,61,000. it depreciates at 10% per annum': a fall on each
 * year's value, as the growth reader takes it.
 */
export function depreciationSpelled(text: string): string | null {
  // The price paid is the value at the start: a value before the purchase is not asked from it.
  // The years it falls over must be written: 'its value' at no date is not asked.
  if (/\b(?:ago|before|earlier|previously)\b/.test(text) || !/\b(?:after|in|at\s+the\s+end\s+of|for)\s+\d+\s+years?\b/.test(text)) return null;
  const spelled = text.replace(/\b(a|an|the|his|her)\s+((?:[a-z]+\s+)?[a-z]+)\s+(?:bought|purchased)\s+(?:for|at)\s+(₹\s?\d+(?:\.\d+)?)\s+(?:loses|depreciates\s+(?:by|at)|decreases\s+(?:in\s+value\s+)?by|falls\s+(?:in\s+value\s+)?by)\s+(\d+(?:\.\d+)?)\s*%\s+(?:of\s+its\s+value\s+)?(?:every|each|a|per)\s+(?:year|annum)(?:\s*\((?:on|of)\s+(?:the|its)\s+value\s+at\s+the\s+(?:start|beginning)\s+of\s+(?:that|each|the)\s+year\))?/, 'the value of $1 $2 is $3. it depreciates at $4% per annum');
  return spelled === text ? null : spelled;
}

/** 'Their present ages sum to 56 years', 'the shares add up to ₹900': a whole said with a verb, as 'the sum of ... is'. */
export function sumSpelled(text: string): string | null {
  const spelled = text.replace(/\b(their|the)\s+((?:present\s+|current\s+)?(?:ages|shares|salaries|incomes|investments|numbers|savings|marks|weights|capitals))\s+(?:sum\s+(?:up\s+)?to|add\s+up\s+to|total\s+to|totals?|come\s+to|amount\s+to)\b/g, 'the sum of $1 $2 is');
  return spelled === text ? null : spelled;
}

/**
 * 'A man said, "My age 6 years hence will be twice my age 12 years ago."' -> 'the man's age 6 years
 * hence will be twice his age 12 years ago.': the speaker's own words told of the speaker.
 */
export function speakerAge(text: string): string | null {
  const speaker = /\b(?:when\s+asked\s+(?:about|for)\s+(?:his|her)\s+age\s*,\s*)?(?:a|an|the)\s+(man|woman|boy|girl|person|father|mother|teacher|student|lady)\s+(?:said|says|replied|replies|answered|answers|remarked|remarks)\s*(?:that\s+)?[,:]?\s*["“”']?\s*(?=my\s+age\b)/.exec(text);
  if (!speaker) return null;
  const own = /^(?:woman|girl|mother|lady)$/.test(speaker[1]!) ? 'her' : 'his';
  const rest = text
    .slice(speaker.index + speaker[0].length)
    .replace(/^my\s+age\b/, `the ${speaker[1]}'s age`)
    .replace(/\bmy\b/g, own)
    .replace(/\bi\s+(am|was|will\s+be|shall\s+be)\b/g, `${own === 'his' ? 'he' : 'she'} $1`)
    .replace(/["“”]/g, '');
  // Any other first person left ('me', 'mine', 'I had') is not read.
  if (/\b(?:i|me|mine|myself)\b/.test(rest)) return null;
  return `${text.slice(0, speaker.index)}${rest}`;
}

/** A fraction in figures ('1/10') or in words ('one-tenth', 'a fifth'), with its value and the figures it writes. */
const FRACTION = String.raw`(\d+\s*\/\s*\d+|${FRACTION_WORD})`;

function fractionValue(written: string): { value: number; figures: number[] } | null {
  const figures = /^(\d+)\s*\/\s*(\d+)$/.exec(written);
  if (figures) return Number(figures[2]) > 0 ? { value: Number(figures[1]) / Number(figures[2]), figures: [Number(figures[1]), Number(figures[2])] } : null;
  const value = fractionWordValue(written);
  return value === null ? null : { value, figures: [] };
}

/**
 * 'Lost one-tenth of its cost', 'a profit of 1/4 of the cost price': a profit or loss as a fraction
 * of the cost is that percentage of it ('lost 10%'). Only a fraction of the cost; a fraction of
 * the selling price is another base.
 */
export function fractionOfCost(text: string): { text: string; read: number[] } | null {
  const read: number[] = [];
  const pattern = new RegExp(String.raw`\b(lost|loses|lose|gained|gains|gain|earned|earns|made|makes|(?:a\s+)?(?:profit|gain|loss)\s+(?:of|is|was|equal\s+to|=))\s+(?:(?:a|an)\s+(?=\d))?${FRACTION}\s+of\s+(?:its|the|his|her)\s+(?:cost\s+price|cost|c\.?\s?p\b\.?|outlay)(?![\s-]*(?:of\s+)?(?:selling|sale|marked))`, 'g');
  const reworded = text.replace(pattern, (whole: string, verb: string, fraction: string) => {
    const found = fractionValue(fraction.trim());
    if (!found || !(found.value > 0 && found.value < 1)) return whole;
    read.push(...found.figures);
    return `${verb} ${found.value * 100}%`;
  });
  return reworded === text ? null : { text: reworded, read };
}

const PRICE = String.raw`(?:selling\s+price|sale\s+price|cost\s+price|marked\s+price|list\s+price|s\.?\s?p\b\.?|c\.?\s?p\b\.?|m\.?\s?p\b\.?)`;

/**
 * 'The selling price is 5/4 of its cost price', 'the SP is 1.25 times the CP': one price as a part
 * of another, written as the percentage the price readers take ('is 125% of its cost price').
 */
export function priceAsPercent(text: string): { text: string; read: number[] } | null {
  const read: number[] = [];
  const pattern = new RegExp(String.raw`\b(${PRICE}(?:\s+of\s+(?:an?|the|this|that)\s+[a-z]+)?\s+(?:is|was|=|equals|is\s+equal\s+to))\s+(?:${FRACTION}\s+of|(\d+(?:\.\d+)?)\s+times)\s+((?:its|the)\s+${PRICE})`, 'g');
  const reworded = text.replace(pattern, (whole: string, subject: string, fraction: string | undefined, times: string | undefined, base: string) => {
    const found = fraction ? fractionValue(fraction.trim()) : { value: Number(times), figures: [Number(times)] };
    // A part of itself, or of no price at all, is not read.
    if (!found || !(found.value > 0) || found.value === 1 || subject.slice(0, 4) === base.replace(/^(?:its|the)\s+/, '').slice(0, 4)) return whole;
    read.push(...found.figures);
    return `${subject} ${found.value * 100}% of ${base}`;
  });
  // 'The ratio of the cost price to the selling price of an article is 4 : 5': the first price as a percentage of the second.
  const ratio = new RegExp(String.raw`\bratio\s+(?:of|between)\s+(?:the\s+|its\s+)?(${PRICE})\s+(?:to|and)\s+(?:the\s+|its\s+)?(${PRICE})(\s+of\s+(?:an?|the|this|that)\s+[a-z]+)?\s+(?:is|was|=)\s+(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)(?!\s*:)`);
  const inRatio = reworded.replace(ratio, (whole: string, first: string, second: string, article: string | undefined, top: string, bottom: string) => {
    if (!(Number(top) > 0 && Number(bottom) > 0) || first.slice(0, 4) === second.slice(0, 4)) return whole;
    read.push(Number(top), Number(bottom));
    return `the ${first}${article ?? ''} is ${(Number(top) / Number(bottom)) * 100}% of its ${second}`;
  });
  return inRatio === text ? null : { text: inRatio, read };
}

/**
 * 'Divided among A, B and C in inverse proportion to 2, 3 and 4' -> 'in the ratio 1/2 : 1/3 : 1/4':
 * shares inversely as the figures are shares as their reciprocals.
 */
export function inverseAsRatio(text: string): string | null {
  const reworded = text.replace(/\b(?:in\s+(?:the\s+)?inverse\s+(?:ratio|proportion)\s+(?:of|to)|inversely\s+(?:proportional|in\s+proportion)\s+to|inversely\s+as)\s+(\d+(?:\s*,\s*\d+)*\s*,?\s+and\s+\d+|\d+(?:\s*:\s*\d+)+)(?!\d|[.:/]\d)/, (_whole: string, list: string) => `in the ratio ${list.split(/\s*(?:,|:|\band\b)\s*/).filter(Boolean).map((term) => `1/${term.trim()}`).join(' : ')}`);
  return reworded === text ? null : reworded;
}

/** 'A gets 2/5 of it and B gets the rest': the rest is the other part, and the two parts are a ratio. */
export function fractionAndRest(text: string): { text: string; read: number[] } | null {
  const match = new RegExp(String.raw`\b([a-z]+)\s+(?:gets|receives|takes|is\s+given)\s+${FRACTION}(?:\s+of\s+(₹\s?\d+(?:\.\d+)?|it|the\s+(?:whole|total|sum|amount|money))\b)?\s*,?\s+(?:and|while|whereas)\s+([a-z]+)\s+(?:gets|receives|takes|is\s+given)\s+the\s+(?:rest|remainder|remaining\s+(?:amount|money|part|sum))\b`).exec(text);
  if (!match) return null;
  const found = fractionValue(match[2]!.trim());
  if (!found || !(found.value > 0 && found.value < 1) || match[1] === match[4]) return null;
  const part = lowestTermsOf(found.value);
  if (!part) return null;
  const [first, second] = [match[1]!, match[4]!];
  const ratio = `the ratio of ${first}'s share to ${second}'s share is ${part[0]} : ${part[1] - part[0]}`;
  const whole = match[3] && /\d/.test(match[3]) ? `${match[3]} is divided between ${first} and ${second}; ` : '';
  return { text: `${text.slice(0, match.index)}${whole}${ratio}${text.slice(match.index + match[0].length)}`, read: found.figures };
}

/** A fraction's numerator and denominator in lowest terms, for denominators up to 12. */
function lowestTermsOf(value: number): [number, number] | null {
  for (let bottom = 2; bottom <= 12; bottom += 1) {
    const top = Math.round(value * bottom);
    if (Math.abs(top / bottom - value) < 1e-9) return [top, bottom];
  }
  return null;
}

/** 'After 3 months A invested ₹18,000 more', 'put in a further ₹5,000': more money put in, as 'invested another ₹18,000'. */
export function moreInvested(text: string): string | null {
  const reworded = text
    .replace(/\b(invest(?:s|ed)?|put(?:s)?\s+in|add(?:s|ed)?|brought\s+in|brings\s+in)\s+(₹\s?\d+(?:\.\d+)?)\s+more\b/g, '$1 another $2')
    .replace(/\b(invest(?:s|ed)?|put(?:s)?\s+in|add(?:s|ed)?|brought\s+in|brings\s+in)\s+(?:a\s+further|an\s+additional|an\s+extra)\s+(?=₹\s?\d)/g, '$1 another ');
  return reworded === text ? null : reworded;
}

/**
 * "A's income is ₹12,000, which is 20% more than B's" -> "a's income is 20% more than b's. a's
 * income is ₹12,000": the comparison and the figure as two statements.
 */
export function whichIsSplit(text: string): string | null {
  const reworded = text.replace(/\b((?:[a-z]+'s|the|his|her|their)\s+[a-z]+)\s+(is|was)\s+(₹\s?\d+(?:\.\d+)?)\s*,\s*which\s+is\s+(\d+(?:\.\d+)?\s*%\s+(?:more|less|greater|higher|lower|smaller|above|below)\s+than\s+[^.?,;]+?)(?=[.?,;]|$)/, '$1 $2 $4. $1 $2 $3');
  return reworded === text ? null : reworded;
}

/**
 * 'A dozen bananas are bought for ₹30 and sold at ₹3 each' -> 'a man buys 12 bananas for ₹30 and
 * sells them at ₹3 each': a count bought and sold, said in the passive and maybe in words, as the
 * price readers take it. ('At ₹3 a banana' is 'at ₹3 each'.)
 */
export function countsBoughtAndSold(text: string): string | null {
  const match = new RegExp(String.raw`(^|[.;]\s*)(\d+|${NUMBER_WORD})\s+([a-z]+s)\s+(?:are|were)\s+(?:bought|purchased)\s+(for|at)\s+(₹\s?\d+(?:\.\d+)?)\s+and\s+(?:are\s+|were\s+)?sold\s+(at|for)\s+(₹\s?\d+(?:\.\d+)?)`).exec(text);
  if (!match) {
    // 'A man bought two dozen eggs for ₹120': the count in figures.
    const active = new RegExp(String.raw`\b(buys|bought|purchases|purchased)\s+(${NUMBER_WORD})\s+(?=[a-z]+s\s+(?:for|at)\s+₹)`).exec(text);
    const count = active ? numberWordValue(active[2]!) : null;
    if (!active || count === null || !Number.isInteger(count) || count < 2) return null;
    return `${text.slice(0, active.index)}${active[1]} ${count} ${text.slice(active.index + active[0].length)}`;
  }
  const count = /^\d+$/.test(match[2]!) ? Number(match[2]) : numberWordValue(match[2]!);
  if (count === null || !Number.isInteger(count) || count < 2) return null;
  const items = match[3]!;
  const sale = `a man buys ${count} ${items} ${match[4]} ${match[5]} and sells them ${match[6]} ${match[7]}`;
  const rest = text.slice(match.index + match[0].length).replace(new RegExp(String.raw`^\s+(?:a|per)\s+${items.replace(/e?s$/, '')}\b`), ' each');
  return `${text.slice(0, match.index)}${match[1]}${sale}${rest}`;
}

/** 'Three-fourths of a number is 60', '2/5 of his salary is ₹8,000': a part of an unknown whole as its percentage. */
export function fractionOfWhole(text: string): { text: string; read: number[] } | null {
  const read: number[] = [];
  const pattern = new RegExp(String.raw`(^|[\s,(])${FRACTION}\s+of\s+(?=(?:a|the|some|a\s+certain|his|her|their|[a-z]+'s)\s+(?:(?:certain|monthly|annual|yearly|total)\s+)?(?:number|sum|amount|quantity|salary|income|wages|earnings|savings)\s+(?:is|was|equals|=|amounts\s+to|comes\s+to)\s+₹?\s?\d)`, 'g');
  const reworded = text.replace(pattern, (whole: string, lead: string, fraction: string) => {
    const found = fractionValue(fraction.trim());
    if (!found || !(found.value > 0 && found.value < 1)) return whole;
    read.push(...found.figures);
    return `${lead}${found.value * 100}% of `;
  });
  return reworded === text ? null : { text: reworded, read };
}

/** Every rewording that applies, one after another; null when none does. */
function reworded(text: string): Reworded | null {
  let current = text;
  let years: readonly number[] = [];
  let read: readonly number[] = [];
  for (const reword of [askLast, askSentenceLast, conditionApart, withoutBuyer, ratioAs, unitOnce, interestsSpelled, amountsSpelled, depreciationSpelled, inverseAsRatio, sumSpelled, speakerAge, moreInvested, whichIsSplit, countsBoughtAndSold]) current = reword(current) ?? current;
  const fractions = fractionOfCost(current);
  if (fractions) ({ text: current, read } = fractions);
  for (const reword of [priceAsPercent, fractionAndRest, fractionOfWhole]) {
    const found = reword(current);
    if (found) ({ text: current, read } = { text: found.text, read: [...read, ...found.read] });
  }
  const dated = withoutYears(current);
  if (dated) ({ text: current, years } = dated);
  return current === text ? null : { text: current, years, read };
}

/** An answer shown only with its check, that uses every number the reworded text still writes. */
function readsAll(answer: QuantAnswer, text: string): boolean {
  if (!answer.steps.some((step) => step.title.startsWith('Check'))) return false;
  // How many times each given may still stand for a written figure.
  const left = new Map<number, number>();
  for (const given of answer.givens) left.set(given, (left.get(given) ?? 0) + 1);
  return writtenNumbers(text).every((value) => {
    const times = left.get(value) ?? 0;
    left.set(value, times - 1);
    return times > 0;
  });
}

/** The question reworded and read by the readers of money, shares and people; null when no rewording applies or none reads it. */
export function solveReworded(text: string): QuantAnswer | null {
  const question = reworded(text);
  if (!question) return null;
  for (const read of question.years.length > 0 ? datedReaders() : readers()) {
    let answer: QuantAnswer | null;
    try {
      answer = read(question.text);
    } catch {
      answer = null;
    }
    if (answer && answer.values.every(Number.isFinite) && readsAll(answer, question.text)) return { ...answer, givens: [...answer.givens, ...question.years, ...question.read] };
  }
  return null;
}
