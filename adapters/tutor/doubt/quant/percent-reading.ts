import { NUM, askedClause } from './quant-text';

/**
 * Readers shared by the percentage solvers (percent change, reverse percent, successive changes,
 * growth, income and savings). They work on text cleaned by normaliseOcr: one line, lower case,
 * '₹' for every rupee form, digit groups joined. Each reads what a number is from the words
 * around it, not from the sentence it sits in, so that the many ways a paper words a question
 * read alike; each returns null (or leaves a number unread) rather than guess.
 */

/**
 * The question without a question number the cleaning left in front of a figure ('Q9. 1092 is
 * what percent less than 1680?', '14. 1312 is ...'): the same number the Quant solver sets aside
 * when it counts the written numbers.
 */
export function withoutQuestionNumber(text: string): string {
  return text.replace(/^\s*(?:q(?:uestion)?\.?\s*)?\d{1,3}\s*[.):]\s+(?=₹?\d)/, '');
}

/** Verbs that say a value went up, written before 'by 20%': 'increased by', 'raises the price by'. */
export const UP_VERB = String.raw`gained|gains|increased|increases|increase|increasing|raised|raises|raise|raising|rises|rose|risen|rise|rising|hiked|hikes|hike|grew|grows|grown|grow|growing|goes up|went up|gone up|go up|going up|jumps|jumped|jump|shot up|shoots up|marked up|marks up|appreciates|appreciated|appreciate|enhanced|enhances|boosted|boosts|augmented|improved|improves|expanded|expands|inflated|escalated|soared|soars`;
/** Verbs that say a value went down: 'reduced by', 'loses 20%', 'later cuts the new price by'. */
export const DOWN_VERB = String.raw`deducted|deducting|deducts|deduct|decreased|decreases|decrease|decreasing|reduced|reduces|reduce|reducing|cut|cuts|cutting|lowered|lowers|lower|lowering|falls|fell|fallen|fall|falling|drops|dropped|drop|dropping|goes down|went down|gone down|go down|going down|declined|declines|decline|declining|depreciates|depreciated|depreciate|depreciating|dips|dipped|dip|slashed|slashes|slash|loses|lost|lose|losing|diminished|diminishes|diminish|comes down|came down|come down|shrinks|shrank|shrunk|discounted|discounts|brought down|brings down|plunged|plunges|slumped|slumps`;
/** Nouns of a rise, written after the figure ('a 20% rise') or before it ('a rise of 20%'). */
export const UP_NOUN = String.raw`rise|increase|increment|hike|raise|growth|jump|appreciation|mark-?up|boost|enhancement|inflation`;
/** Nouns of a fall: 'a 20% cut', 'a discount of 20%', 'successive discounts of 10% and 20%'. */
export const DOWN_NOUN = String.raw`deduction|fall|decrease|drop|reduction|cut|decline|discount|depreciation|rebate|dip|slash|concession|markdown|mark-?down`;

/** One written percentage read as a change: +20 for a rise of 20%, −20 for a fall. */
export interface Change {
  readonly percent: number;
  readonly signed: number;
  /** Where the percentage is written ('20%'), start and end. */
  readonly index: number;
  readonly end: number;
}

/**
 * Each percentage of the text with its sign, read from the words next to it: 'increased by 20%',
 * 'a 20% rise', 'a fall of 20%', 'raises the price by 20%', '20% off', and a percentage that only
 * continues a list ('by 10%, 20% and 5%', 'and then by 10%') takes the sign before it. Null when
 * a percentage has no such words (it is not a change, or the sentence is not read).
 */
export function signedChanges(text: string): Change[] | null {
  const changes: Change[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(new RegExp(String.raw`${NUM}\s*%`, 'g'))) {
    const end = match.index + match[0].length;
    const after = text.slice(end, end + 30);
    const before = text.slice(Math.max(previousEnd, match.index - 60), match.index);
    const percent = Number(match[1]);
    const sign = signAfter(after) ?? signBefore(before) ?? (changes.length > 0 && continuesList(before) ? Math.sign(changes[changes.length - 1]!.signed) : null);
    if (sign === null || sign === 0) return null;
    changes.push({ percent, signed: sign * percent, index: match.index, end });
    previousEnd = end;
  }
  return changes;
}

/** 'a 20% rise', '20% off', '20% increase in': the sign from the word after the figure. */
function signAfter(after: string): number | null {
  // '20% income tax is deducted', '20% is withheld': a deduction said after the figure, in the passive.
  if (/^\s*(?:(?:income[ -])?tax(?:es)?\s+)?(?:is|was|gets|got|has been|had been)\s+(?:deducted|withheld)\b/.test(after)) return -1;
  // '20% off and then 10% more off', '5% extra discount': 'more' or 'extra' of a discount is a further cut, not a rise.
  if (/^\s*(?:more|extra|additional|further)\s+(?:off\b|discount|rebate|cut\b|reduction)/.test(after)) return -1;
  const word = new RegExp(String.raw`^\s*(?:(${UP_NOUN}|(?:more|higher|extra)(?!\s+than))|(${DOWN_NOUN}|off\b|(?:less|lower)(?!\s+than)))`).exec(after);
  if (!word) return null;
  return word[1] ? 1 : -1;
}

/**
 * 'increased by', 'an increase of', 'raises the price of sugar by', 'discounts of': the sign from
 * the last word of change before the figure, with at most eight words between.
 */
function signBefore(before: string): number | null {
  const direct = new RegExp(String.raw`(?:^|[^a-z])(?:(${UP_VERB}|(?:${UP_NOUN})s?)|(${DOWN_VERB}|(?:${DOWN_NOUN})s?))\s+(?:of\s+|by\s+|at\s+)?(?:about\s+|nearly\s+|only\s+|just\s+|another\s+|a further\s+|further\s+)?$`).exec(before);
  const spread = direct ?? new RegExp(String.raw`(?:^|[^a-z])(?:(${UP_VERB})|(${DOWN_VERB}))(?:\s+(?!by\b|and\b|then\b)(?:[a-z']+|₹?\d+(?:\.\d+)?)){1,8}\s+by\s+(?:another\s+|a further\s+|further\s+|only\s+|just\s+)?$`).exec(before);
  // 'in year 1 population up 5%, in year 2 down 20%': the bare 'up' or 'down' of a note.
  const bare = spread ?? /(?:^|[^a-z])(?:(up)|(down))\s+(?:by\s+)?$/.exec(before);
  if (!bare) return null;
  return bare[1] ? 1 : -1;
}

/** ', ', 'and', 'then by', 'and again by', 'followed by a further': a list of changes goes on. */
function continuesList(before: string): boolean {
  // A word of direction the readers above could not place ('the breadthgoes down by', a lost space) is never continued past.
  if (/up\b|down\b|increas|decreas|reduc|rais|\bris|rose|fall|fell|drop|\bcut|lower|grow|grew|declin|hike|\bdip|\blos|depreciat|appreciat|slash|shrink|deduct/.test(before)) return false;
  // 'And then changed by 20%', 'revised by', 'altered by': a change with no direction is never given the one before.
  if (/\bchang|\balter|\brevis|\badjust|\bmodif|\bvari/.test(before)) return false;
  if (/(?:,|\band|\bthen|\bfollowed by|\bafter which|\bafterwards)\s+(?:then\s+)?(?:again\s+)?(?:later\s+)?(?:by\s+)?(?:another\s+|a further\s+|further\s+)?$/.test(before)) return true;
  // 'and the breadth by 10%', 'and in the second year by 5%': a new subject, the same verb.
  return /(?:,|\band)\s+(?:then\s+)?(?:[a-z']+\s+){1,4}by\s+(?:another\s+|a further\s+|further\s+)?$/.test(before);
}

/** A number of the question that is not a percentage, with where it is written (from its '₹', if any). */
export interface Quantity {
  readonly value: number;
  readonly index: number;
  readonly end: number;
  readonly rupees: boolean;
}

/** A calendar year used as a label ('in 2019', 'the year 2021'): part of the text, not of the sum. */
const YEAR_LABEL = /\b(?:in|during|since|till|until|year)\s+((?:19|20)\d\d)\b(?![\d.]*\s*%)(?!\s*(?:people|persons|students|men|women|voters|votes|marks|copies|tonnes|units|items|rupees|₹))/g;

/** The calendar years the question names as labels ('in 2019 ... in 2021'), in order. */
export function yearLabels(text: string): Quantity[] {
  return [...text.matchAll(YEAR_LABEL)].map((match) => {
    const index = match.index + match[0].length - match[1]!.length;
    return { value: Number(match[1]), index, end: index + match[1]!.length, rupees: false };
  });
}

/** Every number of the text that is not a percentage and not a year used as a label, in order. */
export function quantitiesOf(text: string): Quantity[] {
  const years = new Set(yearLabels(text).map((year) => year.index));
  return [...text.matchAll(/(₹\s?)?(?<![\d.])(\d+(?:\.\d+)?)(?![\d.]*\s*%)(?!\.?\d)/g)]
    .map((match) => ({ value: Number(match[2]), index: match.index, end: match.index + match[0].length, rupees: match[1] !== undefined }))
    .filter((quantity) => !years.has(quantity.index));
}

/** The sentence (or clause ended by '.', '?', ';') around a position, start and end. */
export function sentenceAt(text: string, index: number): { start: number; end: number } {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('? '), before.lastIndexOf('; ')) + 1;
  const rest = text.slice(index).search(/[.?;](?:\s|$)/);
  return { start, end: rest < 0 ? text.length : index + rest };
}

/** 'a 20% rise' / 'a fall of 20%' as the student reads it. */
export function describeChange(signed: number, percent: string): string {
  return `${signed >= 0 ? 'a rise' : 'a fall'} of ${percent}`;
}

/** True when the words of the question rule out a plain change: interest, profit and loss, income shares. */
export const NOT_A_CHANGE = /\binterest\b|per annum|\bp\.?\s?a\b|compound|\bprofits?\b(?!\s+(?:of\s+(?:the|a|an)\s+[a-z]+\s+)?(?:rose|increased|fell|decreased|went|grew|jumped|declined|dropped|came down|goes|rises|falls))|\bloss\b|\bgain(?:s|ed)?\b|cost price|selling price|(?<!\b(?:number of|units?|copies|tickets|items)\s(?:[a-z]+\s)?)\bsold\b|\bspends?\b|\bspent\b|\bsaves?\b|\bsavings\b/;

/** True when the asked clause asks for a percentage ('by what percent', 'the percentage increase'), not counting the percentages it states. */
export function asksPercent(asked: string): boolean {
  return /%|per\s?cent/.test(asked.replace(new RegExp(String.raw`${NUM}\s*(?:%|per\s?cent\b)`, 'g'), ''));
}

/** The new value a question asks for: 'the new population', 'what will it be', 'worth after one year', 'at the end of the year'. */
export const ASKS_NEW = /\b(?:reduced|increased|raised|revised|changed|lowered|enhanced|hiked|decreased|depreciated|discounted)\s+(?:price|salary|value|cost|rent|fare|population|amount|number|figure|wage|income|bill)|\bnew\b|\bfinal\b|\bwill\b|\bwould\b|\bbecomes?\b|\bnow\b|\bafter\b|at the end|\bworth\b|\bresult|\bpresent\b|\bcurrent\b|how much|how many|(?:find|what is|calculate|determine)\s+(?:the\s+|its\s+)?(?:value|population|price|cost|salary|income|number|rent|fare|production|output|sales?|strength|enrolment)/;
/** Words of an ask for the value before a change, which reverse-percent reads. */
export const ASKS_OLD = /original|before|earlier|initial|previous|\bago\b|at first|\bold\b|\bwas\b|\bwere\b|last year/;

/** 'after a 20% rise, the price is ₹1,200', 'it now costs ₹1,200': a figure that is already the value after the change. */
export function statedAfter(text: string, figure: Quantity, change: Change): boolean {
  const before = text.slice(Math.max(0, figure.index - 45), figure.index);
  if (/\b(?:now|becomes?|became|is left|left with|leaving|results?|resulting|gives|giving|to|into|after|comes to|amounts to|stands at|final|obtained)\b(?:\s+[a-z]+){0,3}\s*₹?\s?$/.test(before)) return true;
  // '... is increased by 40% and 280 is obtained': the figure said to be what came out.
  if (/^\s*(?:is|was)\s+(?:obtained|got|gotten|arrived at|the result)\b|^\s*(?:results|is left|remains)\b/.test(text.slice(figure.end, figure.end + 30))) return true;
  const { start } = sentenceAt(text, figure.index);
  return change.index < figure.index && change.index > start && /\b(?:after|following|with|on)\b/.test(text.slice(start, change.index));
}

/** The words of the asked clause before what it describes: 'what was the earlier price of a laptop' of '... which now sells for ₹20,648'. */
export function askedHead(text: string): string {
  const clause = askedClause(text);
  // 'whats my gross salary': a question word typed without its apostrophe still starts the ask.
  const start = clause.search(/\b(?:find|what|whats|how|calculate|compute|determine)\b/);
  const tail = start < 0 ? clause : clause.slice(start);
  // 'Find that number': 'that' straight after the verb points at the thing asked; it starts no clause.
  const cut = tail.search(/\b(?:which|(?<!\bfind\s)that|who|whose|if|when|since|because|so that)\b|[,₹\d]/);
  return cut < 0 ? tail : tail.slice(0, cut);
}

/** The two parts of a group that together make all of it: 'boys' and 'girls', 'passed' and 'failed'. */
export const COMPLEMENTS: readonly (readonly [string, string])[] = [
  ['boys', 'girls'],
  ['men', 'women'],
  ['males', 'females'],
  ['male', 'female'],
  ['gents', 'ladies'],
  ['passed', 'failed'],
  ['present', 'absent'],
  ['literate', 'illiterate'],
  ['employed', 'unemployed'],
  ['married', 'unmarried'],
  ['vegetarians', 'non-vegetarians'],
  ['vegetarian', 'non-vegetarian'],
  ['urban', 'rural'],
  ['selected', 'rejected'],
  ['defective', 'non-defective'],
];
/** The parts as one alternation for a pattern, longest first ('non-vegetarians' before 'vegetarians'). */
export const PARTS = COMPLEMENTS.flat().map((word) => word.replace('-', '\\-')).sort((a, b) => b.length - a.length).join('|');
/** The part a few words name ('boys', 'failed'), or null when they name none or two. */
export function partIn(words: string): string | null {
  const found = [...words.matchAll(new RegExp(String.raw`(?<![a-z-])(${PARTS})(?![a-z-])`, 'g'))].map((match) => match[1]!);
  return new Set(found).size === 1 ? found[0]! : null;
}

/** The other part of a two-part group: 'girls' for 'boys'. */
export function complementOf(part: string): string {
  return COMPLEMENTS.find((pair) => pair.includes(part))!.find((word) => word !== part)!;
}

/**
 * The sign of a figure that is a change, not a value ('reduced by ₹25', 'a rise of 300', '₹25
 * more'): +1 for a rise, −1 for a fall, null when the figure is a value.
 */
export function differenceSign(text: string, figure: Quantity): number | null {
  const before = text.slice(Math.max(0, figure.index - 60), figure.index);
  const after = text.slice(figure.end, figure.end + 25);
  // 'reduced the price by ₹25', 'a rise of ₹25'.
  const verb = new RegExp(String.raw`(?:^|[^a-z])(?:(${UP_VERB})|(${DOWN_VERB}))(?:\s+(?!by\b)[a-z']+){0,6}\s+by\s+(?:only\s+|just\s+|about\s+)?$`).exec(before);
  const noun = verb ?? new RegExp(String.raw`(?:^|[^a-z])(?:((?:${UP_NOUN})s?)|((?:${DOWN_NOUN})s?))\s+of\s+(?:only\s+|just\s+|about\s+)?$`).exec(before);
  if (noun) return noun[1] ? 1 : -1;
  const compared = /^\s*(?:[a-z]+\s+)?(?:(more|extra|costlier|dearer)|(less|fewer|cheaper))\b/.exec(after);
  if (compared) return compared[1] ? 1 : -1;
  return null;
}

/** The unit written right after a figure ('2 kg', '250 grams', '₹2 lakh'), in the singular, or ''. */
export function unitAfter(text: string, figure: Quantity): string {
  const unit = /^\s*(kg|kgs|kilograms?|g|gms?|grams?|km|kilometres?|m|metres?|meters?|cm|centimetres?|mm|litres?|liters?|l|ml|millilitres?|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?|years?|paise|lakhs?|crores?|thousands?|dozens?|quintals?|tonnes?)\b/.exec(text.slice(figure.end));
  return unit ? unit[1]!.replace(/s$/, '') : '';
}

/** True when two figures carry different units ('2 kg' and '250 g'): comparing them needs a conversion. */
export function unitsDiffer(text: string, one: Quantity, two: Quantity): boolean {
  // '₹8' against '450 paise': a rupee figure's unit is the rupee.
  const [a, b] = [unitAfter(text, one) || (one.rupees ? 'rupee' : ''), unitAfter(text, two) || (two.rupees ? 'rupee' : '')];
  return a !== '' && b !== '' && a !== b;
}

/**
 * A percentage printed as a mixed number ('33 1/3%', '16⅔ %' cleaned to '16 2/3 %', '12 1/2 per
 * cent') written as the one decimal it is ('33.333333333333336%'), so that every reader takes it
 * as one percentage and not as '3%' with two stray numbers. Only a whole number, a proper
 * fraction and then the percent sign are joined; any other 'a b/c' is left as written.
 */
export function withMixedPercents(text: string): string {
  return text.replace(/(?<![\d./])(\d{1,3})\s+(\d{1,2})\s*\/\s*(\d{1,2})\s*%/g, (match: string, units: string, top: string, bottom: string) => {
    const [numerator, denominator] = [Number(top), Number(bottom)];
    if (denominator < 2 || numerator < 1 || numerator >= denominator) return match;
    return `${Number(units) + numerator / denominator}%`;
  });
}

const FRACTION_TOPS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const FRACTION_BOTTOMS: Readonly<Record<string, number>> = { third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const FRACTION_IN_WORDS = String.raw`(${Object.keys(FRACTION_TOPS).join('|')})[- ](${Object.keys(FRACTION_BOTTOMS).join('|')})s?`;

/** 'One-fifth' as the percentage it is (20), or null for no proper fraction. */
function fractionPercent(top: string, bottom: string): number | null {
  const [over, under] = [FRACTION_TOPS[top], FRACTION_BOTTOMS[bottom]];
  return over !== undefined && under !== undefined && over < under ? (over / under) * 100 : null;
}

/**
 * A rate of change written as a fraction in words ('after a hike of one-fifth', 'one-eighth higher
 * than last year', 'a cut of one-third') written as the percentage it is, as an exact decimal
 * ('33.333333333333336%'), so that the percentage readers take it. Only a noun of change followed
 * by 'of' and the fraction, or the fraction followed by 'more/less ... than'; a fraction of
 * something ('a rise of one-fifth of the cost') is left as written.
 */
export function withFractionPercents(text: string): string {
  return text
    .replace(new RegExp(String.raw`\b(${UP_NOUN}|${DOWN_NOUN})\s+of\s+${FRACTION_IN_WORDS}\b(?!\s*(?:of\b|[-/%\d]))`, 'g'), (match: string, noun: string, top: string, bottom: string) => {
      const percent = fractionPercent(top, bottom);
      return percent === null ? match : `${noun} of ${percent}%`;
    })
    .replace(new RegExp(String.raw`(?<![\p{L}\d-])${FRACTION_IN_WORDS}\s+(higher|more|less|lower|greater|smaller|cheaper|dearer|costlier)\s+than\b`, 'gu'), (match: string, top: string, bottom: string, comparison: string) => {
      const percent = fractionPercent(top, bottom);
      return percent === null ? match : `${percent}% ${comparison} than`;
    });
}
