import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, formatValue, num, oneValueAnswer, pct, percents, round2, withCheck } from './quant-text';
import { comparedFigures, relativePercents } from './percent-comparison';
import { askedHead, ASKS_NEW, describeChange, differenceSign, sentenceAt, unitsDiffer, ASKS_OLD, asksPercent, complementOf, DOWN_VERB, NOT_A_CHANGE, partIn, quantitiesOf, signedChanges, statedAfter, UP_VERB, withoutQuestionNumber, yearLabels, type Change, type Quantity } from './percent-reading';

/**
 * Percentages: change from one value to another, one figure as a percentage more or less than
 * another, what percent one is of another, a value changed by a percent, a percent of a value.
 */
// Percentages --------------------------------------------------------------------------------

/**
 * The percentage change from an old value to a new one ('rose from ₹4,060 to ₹4,278', 'used to
 * cost ₹3,720; it now costs ₹4,092'), one figure against another ('by what percent is ₹91,700
 * more than ₹65,500?'), a comparison turned round ('A earns 25% more than B; by what percent is
 * B's income less than A's?'), the cut in consumption that keeps a bill the same, or the change
 * that undoes another ('reduced by 20%: by what percent must it be increased to restore it?').
 */
export function solvePercentChange(text: string): QuantAnswer | null {
  return readPercentChange(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readPercentChange(text: string): QuantAnswer | null {
  return oldToNew(text) ?? rateToRate(text) ?? comparedFigures(text) ?? relativePercents(text) ?? consumptionToKeep(text) ?? changeToRestore(text);
}

/** Words before a figure that make it the value before the change: 'used to cost', 'was', 'last year'. */
const OLD_WORDS = /\b(?:used to|was|were|had been|earlier|last (?:year|month|week|season|time)|previous(?:ly)?|original(?:ly)?|old|initial(?:ly)?|at first|formerly|in the beginning|ago|before)\b/;
/** Words before a figure that make it the value after the change: 'now', 'this year', 'becomes'. */
const NEW_WORDS = /\b(?:now|becomes?|became|has become|this (?:year|month|week|season|time)|today|currently|current|at present|presently|present|new|later|thereafter|afterwards)\b/;
/** Words right after a figure that make it the old value: '40 becomes 50', '₹40 last year', '80 rose to 92'. */
const OLD_AFTER = new RegExp(String.raw`^\s*(?:(?:per|a|an|each)\s+[a-z]+\s+)?(?:last (?:year|month|week)|earlier|before|previously|(?:[a-z]+\s+)?ago|in the past|becomes?|became|has become|changes? to|changed to|is changed to|to\b|(?:is|was|has|had|were)?\s*(?:${UP_VERB}|${DOWN_VERB})\s+to\b)`);
/** Words right after a figure that make it the new value: '₹50 this year', '₹50 now'. */
const NEW_AFTER = /^\s*(?:(?:per|a|an|each)\s+[a-z]+\s+)?(?:this (?:year|month|week)|now|today|at present|currently|later|afterwards)\b/;

/** 'old' or 'new' for a figure from the words around it, or null when they do not say (or say both). */
function roleOf(text: string, figure: Quantity, previousEnd: number, nextIndex: number): 'old' | 'new' | null {
  const before = text.slice(Math.max(previousEnd, figure.index - 50), figure.index);
  const afterText = text.slice(figure.end, Math.min(nextIndex, figure.end + 30));
  const after = afterText.slice(0, (afterText.search(/[.;?,]/) + 1 || afterText.length + 1) - 1);
  const fromAfter = OLD_AFTER.test(after) ? 'old' : NEW_AFTER.test(after) ? 'new' : null;
  let fromBefore: 'old' | 'new' | null = null;
  // 'from ₹4,060 to ₹4,278': the word right before the figure decides.
  if (/\bfrom\s*(?:a\s+|an\s+|the\s+)?(?:[a-z]+\s+)?₹?$/.test(before) && !/\bto\s*₹?$/.test(before)) fromBefore = 'old';
  else if (/\b(?:to|into)\s*₹?$/.test(before) && !/\b(?:used|had|going|has|have)\s+to\s*₹?$/.test(before)) fromBefore = 'new';
  else {
    const old = OLD_WORDS.test(before);
    const fresh = NEW_WORDS.test(before);
    if (old !== fresh) fromBefore = old ? 'old' : 'new';
  }
  if (fromBefore && fromAfter && fromBefore !== fromAfter) return null;
  return fromBefore ?? fromAfter;
}

/** The old and the new value of a change, from the words around the two figures (or the years they are labelled with). */
function oldAndNew(text: string, figures: readonly Quantity[]): { from: Quantity; to: Quantity; givens?: number[] } | null {
  const [first, second] = [figures[0]!, figures[1]!];
  const years = yearLabels(text);
  if (years.length === 2 && years[0]!.value !== years[1]!.value) {
    // 'was 8,000 in 2015 and 10,000 in 2020': each figure takes the year written closest to it.
    // A year in the figure's own sentence comes first ('In 2019 the price was ₹200. In 2021 it was ₹250.').
    const sentence = (index: number) => sentenceAt(text, index).start;
    const gap = (figure: Quantity, year: Quantity) => (sentence(year.index) === sentence(figure.index) ? 0 : 1000) + (year.index >= figure.end ? year.index - figure.end : figure.index - year.end);
    const nearest = (figure: Quantity) => years.reduce((best, year) => (gap(figure, year) < gap(figure, best) ? year : best));
    const [yearOne, yearTwo] = [nearest(first), nearest(second)];
    if (yearOne === yearTwo) return null;
    return yearOne.value < yearTwo.value ? { from: first, to: second } : { from: second, to: first };
  }
  if (years.length > 0) return null;
  let roleOne = roleOf(text, first, 0, second.index);
  let roleTwo = roleOf(text, second, first.end, text.length);
  if (roleOne === null && roleTwo !== null) roleOne = roleTwo === 'old' ? 'new' : 'old';
  if (roleTwo === null && roleOne !== null) roleTwo = roleOne === 'old' ? 'new' : 'old';
  if (roleOne === null || roleOne === roleTwo) return null;
  return roleOne === 'old' ? { from: first, to: second } : { from: second, to: first };
}

/**
 * 'Reduced by ₹25; the new price is ₹475', 'a price of ₹200 is increased by ₹50': one figure is
 * the change itself, the other the old or the new value, so the pair is worked out from them.
 */
function withDifference(text: string, figures: readonly Quantity[]): { from: Quantity; to: Quantity; givens: number[] } | null {
  const signs = figures.map((figure) => differenceSign(text, figure));
  const index = signs.findIndex((sign) => sign !== null);
  if (index < 0 || signs.filter((sign) => sign !== null).length !== 1) return null;
  const [difference, other] = [figures[index]!, figures[1 - index]!];
  const sign = signs[index]!;
  // The other figure's role from its words; a bare figure written before the change is the value it started from.
  const role = roleOf(text, other, index === 0 ? difference.end : 0, index === 0 ? text.length : difference.index) ?? (other.index < difference.index ? 'old' : null);
  if (!role) return null;
  const start = role === 'old' ? other.value : other.value - sign * difference.value;
  const made = (value: number): Quantity => ({ value, index: other.index, end: other.end, rupees: other.rupees || difference.rupees });
  return { from: made(start), to: made(start + sign * difference.value), givens: [other.value, difference.value] };
}

const ASKS_UP = /increase|\brise\b|\brisen\b|\brose\b|\bgrow|\bgrew|gone up|go up|went up|goes up|\bhike|\bjump|appreciat|improve|\bgain/;
const ASKS_DOWN = /decrease|\bfall|\bfell|drop|declin|gone down|go down|went down|goes down|come down|came down|reduc|\bcut\b|depreciat|\bdip|\bslump|\blost\b|\bshr[iu]nk/;

/**
 * 'By how many per cent did her marks fall if she scored 60 in the half-yearly and 57 in the
 * annual exam?': no word says which figure came first, but a fall runs from the higher to the
 * lower (a rise the other way). Only for two figures of one kind (both rupees, or both followed by
 * the same word: '60 marks', '57 marks').
 */
function byDirection(text: string, figures: readonly Quantity[], up: boolean, down: boolean, change: boolean): { from: Quantity; to: Quantity; givens?: number[] } | null {
  if (up === down || change) return null;
  // A verb of the value itself ('her marks fell'), not only 'the percentage increase': 'the prices of a pen are ₹40 and ₹50' may be two pens.
  if (!/\b(?:fell|fallen|falls|dropped|drops|declined|declines|decreased|decreases|reduced|went down|came down|rose|risen|rises|increased|increases|went up|grew|jumped)\b/.test(text)) return null;
  const [first, second] = [figures[0]!, figures[1]!];
  const unitOf = (figure: Quantity) => /^\s*([a-z]+)/.exec(text.slice(figure.end))?.[1] ?? '';
  const same = first.rupees && second.rupees ? true : !first.rupees && !second.rupees && unitOf(first) !== '' && unitOf(first) === unitOf(second) && !/^(?:years?|months?|days?|hours?|minutes?|times|and|to|in|per|percent|of)$/.test(unitOf(first));
  if (!same || first.value === second.value) return null;
  const [low, high] = first.value < second.value ? [first, second] : [second, first];
  return down ? { from: high, to: low } : { from: low, to: high };
}

/** 'The price rose from ₹4,060 to ₹4,278; find the percentage increase' and the many ways of saying it. */
function oldToNew(text: string): QuantAnswer | null {
  if (percents(text).length > 0 || NOT_A_CHANGE.test(text) || /\bdiscount|\bmarked\b/.test(text)) return null;
  const asked = askedClause(text);
  if (!/%|percent|per cent/.test(asked) || /(?:%|percent(?:age)?|per cent)\s+of\b|\bthan\b/.test(asked)) return null;
  // The change asked must be of the figures themselves, not of a consumption that follows from them.
  if (/consum|expen|\busage\b|\buse\b/.test(asked)) return null;
  const [up, down, change] = [ASKS_UP.test(asked), ASKS_DOWN.test(asked), /\bchange|\beffect|\bdiffer|\bvari/.test(asked)];
  if (!up && !down && !change) return null;
  // 'fell from 12,550 to 11,797 in 1 year': the time the change took, when no rate per year is asked.
  const all = quantitiesOf(text);
  const durations = /annual|yearly|per (?:year|annum|month)|each (?:year|month)|every (?:year|month)|a year|\brate\b/.test(asked) ? [] : all.filter((figure) => !figure.rupees && /^\s*(?:years?|months?|weeks?|days?)\b/.test(text.slice(figure.end)) && /\b(?:in|over|within|during|after)\s+(?:the\s+)?(?:last\s+|next\s+|past\s+)?$/.test(text.slice(Math.max(0, figure.index - 20), figure.index)));
  const figures = all.filter((figure) => !durations.includes(figure));
  if (durations.length > 1 || figures.length !== 2 || unitsDiffer(text, figures[0]!, figures[1]!)) return null;
  const pair = withDifference(text, figures) ?? (figures.some((figure) => differenceSign(text, figure) !== null) ? null : oldAndNew(text, figures) ?? byDirection(text, figures, up, down, change));
  if (!pair || pair.from.value <= 0 || pair.to.value < 0) return null;
  const [from, to] = [pair.from.value, pair.to.value];
  if (from === to || (!change && up !== down && up !== to > from)) return null;
  const change100 = ((to - from) / from) * 100;
  const qualifier = change100 >= 0 ? 'increase' : 'decrease';
  const unit = pair.from.rupees || pair.to.rupees ? 'rupees' : 'number';
  return withCheck(oneValueAnswer('percent-change', Math.abs(change100), 'percent', `The percentage ${qualifier}`, {
    steps: [
      { title: 'Read the data', bullets: [`Old value = ${formatValue(from, unit)}, new value = ${formatValue(to, unit)}.`] },
      { title: 'Change', bullets: [`Change = ${num(to)} − ${num(from)} = ${num(to - from)}.`] },
      { title: `Percentage ${qualifier}`, bullets: [`${num(Math.abs(to - from))} ÷ ${num(from)} (the old value) × 100 = ${pct(Math.abs(change100))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2(Math.abs(((to - from) / to) * 100)), why: 'this divides by the new value; a percentage change is always on the old value' }],
    givens: [...(pair.givens ?? [from, to]), ...yearLabels(text).map((year) => year.value), ...durations.map((figure) => figure.value)],
  }), [`${num(from)} ${change100 >= 0 ? '+' : '−'} ${pct(Math.abs(change100))} of it = ${num(from)} × ${num(1 + change100 / 100)} = ${num(from * (1 + change100 / 100))}, the new value.`], [[from * (1 + change100 / 100), to]]);
}

/**
 * 'The GST rate goes from 16% to 10%: what is the percentage decrease in the rate?': a rate is a
 * value like any other, so the change is on the old rate (not the 6 percentage points between).
 * Only 'from x% to y%' with nothing else written, and never when percentage points are asked.
 */
function rateToRate(text: string): QuantAnswer | null {
  const match = /\bfrom\s+(\d+(?:\.\d+)?)\s*%\s+to\s+(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!match || percents(text).length !== 2 || quantitiesOf(text).length > 0 || /\bpoints?\b/.test(text)) return null;
  const asked = askedClause(text);
  if (!/%|percent|per cent/.test(asked) || /(?:%|percent(?:age)?|per cent)\s+of\b|\bthan\b|\bpoints?\b/.test(asked)) return null;
  const [up, down] = [ASKS_UP.test(asked), ASKS_DOWN.test(asked)];
  const [from, to] = [Number(match[1]), Number(match[2])];
  if (from <= 0 || from === to || up === down || up !== to > from) return null;
  const change100 = ((to - from) / from) * 100;
  const qualifier = change100 > 0 ? 'increase' : 'decrease';
  return withCheck(oneValueAnswer('percent-change', Math.abs(change100), 'percent', `The percentage ${qualifier}`, {
    steps: [
      { title: 'Read the data', bullets: [`Old rate = ${pct(from)}, new rate = ${pct(to)}. The rate itself is the value that changes.`] },
      { title: `Percentage ${qualifier}`, bullets: [`Change = ${num(Math.abs(to - from))} (percentage points); ${num(Math.abs(to - from))} ÷ ${num(from)} (the old rate) × 100 = ${pct(Math.abs(change100))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2(Math.abs(to - from)), why: 'this is the change in percentage points, not the percentage change of the rate' }],
    givens: [from, to],
  }), [`${pct(from)} ${change100 >= 0 ? '+' : '−'} ${pct(Math.abs(change100))} of it = ${num(from)} × ${num(1 + change100 / 100)} = ${pct(from * (1 + change100 / 100))}, the new rate.`], [[from * (1 + change100 / 100), to]]);
}

/**
 * 'The price of sugar rises by 25%. By what percent must a family cut its consumption so that its
 * expenditure does not change?': the new price times the new quantity must stay 1.
 */
function consumptionToKeep(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  if (!/consum|\buse\b|usage|quantity|amount (?:bought|used|purchased)|\bbuy\b|purchase/.test(asked)) return null;
  if (!/expen|spending|\bbill\b|budget|\boutlay\b|amount spent|\bspends?\b/.test(text)) return null;
  // 'So that the expenditure on it rises by only 4%': the bill's own change, written after an expenditure word.
  const all = signedChanges(text);
  const billChange = all && all.length === 2 && /(?:expen\w*|spending|\bbill|budget|outlay|amount spent)\b[^.?%\d]{0,40}$/.test(text.slice(0, all[1]!.index)) && !/(?:expen\w*|spending|\bbill|budget|outlay|amount spent)\b[^.?%\d]{0,40}$/.test(text.slice(0, all[0]!.index)) ? all[1]! : null;
  if (!billChange && !/(?:same|unchanged|constant|unaltered|(?:does|do|did|will|would|should|may)\s*(?:not|n't)\s+(?:change|increase|rise|go up|alter|exceed)|not\s+to\s+(?:change|increase|alter|exceed)|no (?:change|increase|extra)|without\s+(?:any\s+)?(?:increas|chang|rais|alter|extra|more|additional)\w*|\bfixed\b|(?:not|n't)\s+(?:want|wish|like|intend)\s+to\s+spend\s+(?:any\s+)?more|spend\s+no\s+more)/.test(text)) return null;
  // The price change: 'rises by 25%', or two prices ('rose from ₹40 a litre to ₹50 a litre').
  const changes = billChange ? [all![0]!] : all;
  const figures = quantitiesOf(text);
  let percent: number;
  let signed: number;
  let givens: number[];
  if (changes && changes.length === 1 && figures.length === 0) {
    if (!/price|cost|rate|fare|tariff/.test(text.slice(0, changes[0]!.index))) return null;
    ({ percent, signed } = changes[0]!);
    givens = [percent];
  } else if (changes && changes.length === 0 && figures.length === 2 && /price|cost|rate|fare|tariff/.test(text.slice(0, figures[0]!.index))) {
    const pair = oldAndNew(text, figures);
    if (!pair || pair.from.value === 0 || pair.from.value === pair.to.value) return null;
    signed = ((pair.to.value - pair.from.value) / pair.from.value) * 100;
    percent = Math.abs(signed);
    givens = [pair.from.value, pair.to.value];
  } else return null;
  const bill = 1 + (billChange?.signed ?? 0) / 100;
  const factor = 1 + signed / 100;
  // New price × new quantity = the new bill: quantity = bill ÷ price.
  const cut = bill / factor < 1;
  if (Math.abs(bill / factor - 1) < 1e-9) return null;
  if (cut ? !/reduc|\bcut\b|decreas|lower|less/.test(asked) : !/increas|raise|more|\brise\b/.test(asked)) return null;
  const value = Math.abs(bill / factor - 1) * 100;
  const quantity = bill / factor;
  if (billChange) givens = [...givens, billChange.percent];
  return withCheck(oneValueAnswer('percent-change', value, 'percent', `The ${cut ? 'decrease' : 'increase'} in consumption`, {
    steps: [
      { title: 'Read the data', bullets: [`The price ${signed > 0 ? 'rises' : 'falls'} by ${pct(percent)}: it becomes ${num(factor)} times the old price. Expenditure = price × consumption ${billChange ? `must become ${num(bill)} times the old (${describeChange(billChange.signed, pct(billChange.percent))})` : 'must stay the same'}.`] },
      { title: 'New consumption', bullets: [billChange ? `Consumption must become ${num(bill)} ÷ ${num(factor)} = ${num(quantity)} of the old: ${cut ? 'a cut' : 'a rise'} of ${pct(value)}.` : `Consumption must become 1 ÷ ${num(factor)} of the old: ${cut ? 'a cut' : 'a rise'} of ${num(percent)} ÷ (100 ${cut ? '+' : '−'} ${num(percent)}) × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(percent), why: `this ${cut ? 'cuts' : 'raises'} consumption by the same percentage; it is a percentage of the ${signed > 0 ? 'higher' : 'lower'} price` }],
    givens,
  }), [`Old bill 100 (price 1 × quantity 100): new price ${num(factor)} × new quantity ${num(quantity * 100)} = ${num(factor * quantity * 100)}, ${billChange ? `the new bill ${num(bill * 100)}` : 'the same bill'}.`], [[factor * quantity * 100, bill * 100]]);
}

/** 'What percent of 1,920 is 864?', '864 is what percent of 1,920?', 'scored 864 marks out of 1,920: what percentage?'. */
export function solveWhatPercent(text: string): QuantAnswer | null {
  return readWhatPercent(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readWhatPercent(text: string): QuantAnswer | null {
  const pair = partAndWhole(text);
  if (!pair) return null;
  const { part, whole } = pair;
  const givens = pair.givens ?? [part, whole];
  if (whole === 0) return null;
  const value = (part / whole) * 100;
  return withCheck(oneValueAnswer('what-percent', value, 'percent', pair.written ? `${pair.written.part} as a percentage of ${pair.written.whole}` : `${num(part)} as a percentage of ${num(whole)}`, {
    steps: [
      ...(pair.written ? [{ title: 'One unit for both', bullets: [pair.written.note] }] : []),
      { title: 'Identify the whole', bullets: [`The whole (the 'of' or 'out of' quantity) is ${num(whole)}; the part is ${num(part)}.`] },
      { title: 'Divide and multiply by 100', bullets: [`${num(part)} ÷ ${num(whole)} × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2((whole / part) * 100), why: 'this divides the wrong way round: the whole goes below' }],
    givens,
  }), [`${pct(value)} of ${num(whole)} = ${num((value * whole) / 100)}, the part.`], [[(value * whole) / 100, part]]);
}

/** Units a figure may carry; two of them ('2 hours' and '75 minutes', '₹8' and '450 paise') need a conversion the reader does not make. */
const UNIT_WORD = /\d\s*(paise|hours?|hrs?|minutes?|mins?|seconds?|secs?|kg|kgs|kilograms?|g|gms?|grams?|km|kilometres?|m|metres?|meters?|cm|mm|litres?|liters?|ml|days?|weeks?|months?|years?|dozens?|lakhs?|crores?|quintals?|tonnes?)\b/g;

/** True when the asked clause writes figures in two units, or a rupee figure beside a figure with a unit. */
function mixedUnits(asked: string): boolean {
  const units = new Set([...asked.matchAll(UNIT_WORD)].map((match) => match[1]!.replace(/s$/, '')));
  return units.size > 1 || (units.size === 1 && /₹/.test(asked));
}

/** Units a part and a whole may be written in, by kind, with their sizes in the kind's smallest unit written here. */
const MEASURES: readonly (readonly [RegExp, string, number, string])[] = [
  [/^(?:seconds?|secs?)$/, 'time', 1, 'seconds'],
  [/^(?:minutes?|mins?)$/, 'time', 60, 'minutes'],
  [/^(?:hours?|hrs?)$/, 'time', 3_600, 'hours'],
  [/^days?$/, 'time', 86_400, 'days'],
  [/^(?:g|gms?|grams?)$/, 'mass', 1, 'grams'],
  [/^(?:kg|kgs|kilograms?)$/, 'mass', 1_000, 'kg'],
  [/^quintals?$/, 'mass', 100_000, 'quintals'],
  [/^(?:mm)$/, 'length', 1, 'mm'],
  [/^(?:cm)$/, 'length', 10, 'cm'],
  [/^(?:m|metres?|meters?)$/, 'length', 1_000, 'metres'],
  [/^(?:km|kilometres?)$/, 'length', 1_000_000, 'km'],
  [/^ml$/, 'volume', 1, 'ml'],
  [/^(?:litres?|liters?)$/, 'volume', 1_000, 'litres'],
  [/^paise$/, 'money', 1, 'paise'],
  [/^₹$/, 'money', 100, 'rupees'],
];

/**
 * The two figures of 'what percent of 2 hours is 75 minutes' in one unit, in the order written:
 * both measures of one kind (time, mass, length, volume, money), else null.
 */
function inOneUnit(clause: string): { values: [number, number]; written: [string, string]; unit: string; note: string } | null {
  const figures = [...clause.matchAll(new RegExp(String.raw`(₹)?\s?(\d+(?:\.\d+)?)\s*([a-z]+)?`, 'g'))].filter((figure) => figure[2] !== undefined);
  if (figures.length !== 2) return null;
  const measured = figures.map((figure) => {
    const word = figure[1] ?? figure[3] ?? '';
    const measure = MEASURES.find(([pattern]) => pattern.test(word));
    return measure ? { value: Number(figure[2]), kind: measure[1], size: measure[2], name: measure[3], written: figure[0].trim() } : null;
  });
  const [first, second] = measured;
  if (!first || !second || first.kind !== second.kind || first.size === second.size) return null;
  const [smaller, larger] = first.size < second.size ? [first, second] : [second, first];
  const inSmaller = (figure: typeof first) => (figure.value * figure.size) / smaller.size;
  return {
    values: [inSmaller(first), inSmaller(second)],
    written: [first.written, second.written],
    unit: smaller.name,
    note: `${larger.written} = ${num(larger.value)} × ${num(larger.size / smaller.size)} = ${num(inSmaller(larger))} ${smaller.name}.`,
  };
}

/** The part and the whole of 'what percent of X is Y' and its wordings, or of 'Y marks out of X' with a percentage asked. */
function partAndWhole(text: string): { part: number; whole: number; givens?: number[]; written?: { part: string; whole: string; note: string } } | null {
  const p = String.raw`(?:%|percent(?:age)?|per cent)`;
  // A figure with the unit it is measured in, if any ('2 hours', '250 g').
  const f = String.raw`${AMOUNT}(?:\s*(?:paise|hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|kgs?|kilograms?|g|gms?|grams?|quintals?|mm|cm|m|metres?|meters?|km|kilometres?|ml|litres?|liters?)\b)?`;
  const patterns: [RegExp, boolean][] = [
    [new RegExp(String.raw`what\s+${p}\s+of\s+${f}\s+is\s+${f}`), true],
    [new RegExp(String.raw`${f}\s+is\s+what\s+${p}\s+of\s+${f}`), false],
    [new RegExp(String.raw`what\s+${p}\s+is\s+${f}\s+of\s+${f}`), false],
    [new RegExp(String.raw`express\s+${f}\s+as\s+a\s*${p}\s+of\s*${f}`), false],
  ];
  const asked = askedClause(text);
  for (const [pattern, wholeFirst] of patterns) {
    const match = pattern.exec(asked);
    if (match && mixedUnits(asked)) {
      // '2 hours' and '75 minutes': both in minutes, or declined when the units are of different kinds.
      const converted = inOneUnit(asked.slice(match.index));
      if (!converted) return null;
      const [firstValue, secondValue] = converted.values;
      const [firstWritten, secondWritten] = converted.written;
      const written = { ...(wholeFirst ? { whole: firstWritten, part: secondWritten } : { part: firstWritten, whole: secondWritten }), note: converted.note };
      const givens = [Number(match[1]), Number(match[2])];
      return wholeFirst ? { part: secondValue, whole: firstValue, givens, written } : { part: firstValue, whole: secondValue, givens, written };
    }
    if (match) return { part: Number(wholeFirst ? match[2] : match[1]), whole: Number(wholeFirst ? match[1] : match[2]) };
  }
  const group = partOfGroup(text, asked);
  if (group) return group;
  // 'A student scored 864 marks out of 1,920. What percentage of the marks did he score?'
  const outOf = new RegExp(String.raw`${AMOUNT}\s+(?:[a-z]+\s+){0,2}?out\s+of\s+(?:a\s+total\s+of\s+|the\s+|a\s+maximum\s+of\s+|maximum\s+|total\s+)?${AMOUNT}`).exec(text);
  const figures = quantitiesOf(text);
  if (!outOf || percents(text).length > 0 || figures.length !== 2 || unitsDiffer(text, figures[0]!, figures[1]!)) return null;
  if (!/%|percent|per cent/.test(asked) || /\bthan\b|more|less|increase|decrease|change|\bfail|\bpass/.test(asked)) return null;
  return { part: Number(outOf[1]), whole: Number(outOf[2]) };
}

/**
 * 'In a class of 40 students, 12 are girls. What percentage of the class are girls?', 'Out of 600
 * voters, 240 voted for A: what percent voted for A?': a part of a counted whole, asked as a
 * percentage, with the part named in the ask by the word the question gives it.
 */
function partOfGroup(text: string, asked: string): { part: number; whole: number; givens: number[] } | null {
  const figures = quantitiesOf(text);
  if (figures.length !== 2 || percents(text).length > 0 || figures.some((figure) => figure.rupees) || unitsDiffer(text, figures[0]!, figures[1]!) || !/%|percent|per cent/.test(asked)) return null;
  const wholeWords = /(?:\b(?:class|group|batch|school|college|village|town|team|office|company|hostel|box|bag|basket|crate|lot|total|sample|survey)\s+of|\bout\s+of|\bamong|\bof\s+the)\s+(?:a\s+total\s+of\s+)?$/;
  const [first, second] = [figures[0]!, figures[1]!];
  const isWhole = (figure: Quantity) => wholeWords.test(text.slice(Math.max(0, figure.index - 30), figure.index));
  // The part's name: '12 are girls', '12 girls', '240 voted for a', '12 of them are girls'.
  const nameOf = (figure: Quantity) => /^\s*(?:of\s+(?:them|these|those|whom)\s+)?(?:are\s+|were\s+|is\s+|was\s+)?([a-z]+(?:-[a-z]+)?(?:\s+for\s+[a-z]+)?)/.exec(text.slice(figure.end, figure.end + 40))?.[1];
  const askedPart = partIn(asked);
  if (!isWhole(first) && !isWhole(second)) {
    // 'There are 30 boys and 20 girls: what percent are girls?': two parts that make the whole.
    const [one, two] = [nameOf(first), nameOf(second)];
    if (!one || !two || !askedPart || (askedPart !== one && askedPart !== two) || complementOf(askedPart) !== (askedPart === one ? two : one)) return null;
    return { part: askedPart === one ? first.value : second.value, whole: first.value + second.value, givens: [first.value, second.value] };
  }
  if (isWhole(first) && isWhole(second)) return null;
  const [whole, part] = isWhole(first) ? [first, second] : [second, first];
  const name = nameOf(part);
  if (!name || /^(?:students|people|persons|of|and|in|marks)$/.test(name) || part.value > whole.value) return null;
  // 'In a class of 50, 20 are boys: what percent are girls?'
  if (askedPart && askedPart !== name && partIn(name) === name && complementOf(name) === askedPart) return { part: whole.value - part.value, whole: whole.value, givens: [part.value, whole.value] };
  if (!new RegExp(String.raw`\b${name}\b`).test(asked)) return null;
  return { part: part.value, whole: whole.value, givens: [part.value, whole.value] };
}

/**
 * A value changed by a percentage: '₹800 increased by 20%', 'a town of 1,80,000 grows by 10% in
 * a year; find the population at the end of the year', 'a car bought for ₹4,00,000 loses 20% of
 * its value in the first year; what is it worth after one year?', 'what is 20% more than 150?'.
 */
export function solveChangeByPercent(text: string): QuantAnswer | null {
  return readChangeByPercent(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readChangeByPercent(text: string): QuantAnswer | null {
  // 'Loses 10% of its value every year. Find its value.': a change that recurs, with no count of
  // the years it ran, leaves the date of the value asked unsaid.
  // ('₹57,500 per month' is a rent, not a change that recurs.)
  if (/\b(?:every|each)\s+(?:year|month)\b|%\s*(?:per\s+(?:annum|year)|a\s+year|p\.?\s?a\b)/.test(text) && !/\b(?:after|in|at\s+the\s+end\s+of|for|by\s+the\s+end\s+of)\s+(?:(?:a|one|the\s+first|the|\d+)\s+)?(?:years?|months?)\b/.test(text)) return null;
  return changedFigure(text) ?? valueAfterChange(text) ?? percentMoreThan(text);
}

/** '₹800 is increased by 20%', or the command 'increase 150 by 20%'. */
function changedFigure(text: string): QuantAnswer | null {
  const stated = new RegExp(String.raw`${AMOUNT}\s+(?:is\s+|was\s+|are\s+)?(increased|decreased|reduced|raised|lowered|diminished|enhanced)\s+by\s+${NUM}\s*%`).exec(text);
  const command = stated ? null : new RegExp(String.raw`^(?:(?:please\s+)?(?:find\s+the\s+(?:value|number|result)\s+(?:when|if)\s+(?:you\s+)?)?)(increase|decrease|reduce|raise|lower|diminish|enhance)\s+${AMOUNT}\s+by\s+${NUM}\s*%\s*[.?]?$`).exec(askedClause(text));
  const match = stated ?? command;
  if (!match || (command && quantitiesOf(text).length !== 1)) return null;
  const base = Number(stated ? match[1] : match[2]);
  const up = /increase|raise|enhance/.test(stated ? match[2]! : match[1]!);
  const percent = Number(match[3]);
  const value = base * (1 + ((up ? 1 : -1) * percent) / 100);
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck(oneValueAnswer('change-by-percent', value, unit, 'The new value', {
    steps: [
      { title: 'Read the data', bullets: [`Start from ${formatValue(base, unit)}, ${up ? 'increase' : 'decrease'} by ${pct(percent)}.`] },
      { title: 'Multiply by the factor', bullets: [`${num(base)} × ${num(100 + (up ? percent : -percent))}/100 = ${formatValue(value, unit)}.`] },
    ],
    mistakes: [
      { value: round2((base * percent) / 100), why: `this is only the ${up ? 'increase' : 'decrease'}, not the new value` },
      { value: round2(base * (1 - ((up ? 1 : -1) * percent) / 100)), why: `this ${up ? 'decreases' : 'increases'} instead` },
    ],
    givens: [base, percent],
  }), [`${num(value)} ÷ ${num(1 + ((up ? 1 : -1) * percent) / 100)} = ${num(value / (1 + ((up ? 1 : -1) * percent) / 100))}, the starting value.`], [[value / (1 + ((up ? 1 : -1) * percent) / 100), base]]);
}

export function solvePercentOf(text: string): QuantAnswer | null {
  return readPercentOf(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readPercentOf(text: string): QuantAnswer | null {
  const chain = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?(?:the\s+(?:number|amount|sum)\s+)?${AMOUNT}`).exec(text);
  if (!chain) return null;
  const first = Number(chain[1]);
  const second = chain[2] === undefined ? null : Number(chain[2]);
  const base = Number(chain[3]);
  const unit = /₹/.test(chain[0]) ? 'rupees' : 'number';
  const value = (base * first * (second ?? 100)) / 10000;
  const bullets =
    second === null
      ? [`${pct(first)} of ${num(base)} = ${num(first)}/100 × ${num(base)} = ${formatValue(value, unit)}.`]
      : [`${pct(second)} of ${num(base)} = ${num((base * second) / 100)}.`, `${pct(first)} of ${num((base * second) / 100)} = ${formatValue(value, unit)}.`];
  return withCheck(oneValueAnswer('percent-of', value, unit, second === null ? `${pct(first)} of ${num(base)}` : `${pct(first)} of ${pct(second)} of ${num(base)}`, {
    steps: [{ title: 'Multiply by the fraction', bullets }],
    mistakes: second === null ? [] : [{ value: round2((base * (first + second)) / 100), why: 'this adds the percentages instead of applying them in turn' }],
    givens: [first, base, ...(second === null ? [] : [second])],
  }), [`${num(value)} × 100/${num(first)}${second === null ? '' : ` × 100/${num(second)}`} = ${num((value * 10000) / (first * (second ?? 100)))}, the number we started from.`], [[(value * 10000) / (first * (second ?? 100)), base]]);
}

/**
 * 'A salary is reduced by 20%. By what percent must the reduced salary be increased to restore
 * it?': the undoing change is a percentage of the changed value, so it is r ÷ (100 − r) × 100.
 */
function changeToRestore(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  if (!asksPercent(asked) || !/restore|bring (?:it )?back|get back|regain|back to|original|same as before|as (?:it was )?before|former/.test(asked)) return null;
  const changes = signedChanges(text);
  if (!changes || changes.length !== 1 || quantitiesOf(text).length > 0) return null;
  const [{ percent, signed }] = changes as [Change];
  const undoUp = signed < 0;
  if (undoUp ? !/increas|raise|\brise\b|hike|more/.test(asked) : !/decreas|reduc|\bcut\b|lower|less/.test(asked)) return null;
  if (percent >= 100 && undoUp) return null;
  const value = (percent / (100 + signed)) * 100;
  const changed = 100 + signed;
  return withCheck(oneValueAnswer('percent-change', value, 'percent', `The ${undoUp ? 'increase' : 'decrease'} that restores it`, {
    steps: [
      { title: 'Take 100 for the value', bullets: [`After ${undoUp ? 'a fall' : 'a rise'} of ${pct(percent)}, 100 becomes ${num(changed)}.`] },
      { title: 'Undo the change', bullets: [`To get back to 100, ${num(changed)} must ${undoUp ? 'gain' : 'lose'} ${num(percent)}: ${num(percent)} ÷ ${num(changed)} × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(percent), why: `this ${undoUp ? 'adds back' : 'takes off'} the same percentage; it is now a percentage of ${num(changed)}, not of 100` }],
    givens: [percent],
  }), [`${num(changed)} ${undoUp ? '+' : '−'} ${pct(value)} of ${num(changed)} = ${num(changed * (1 + ((undoUp ? 1 : -1) * value) / 100))}, the value before the change.`], [[changed * (1 + ((undoUp ? 1 : -1) * value) / 100), 100]]);
}

/** 'The population of a town is 1,54,000. If it increases by 50%, what will the population be?' */
function valueAfterChange(text: string): QuantAnswer | null {
  if (NOT_A_CHANGE.test(text) || /\bdiscount|\bmarked\b|\bthan\b/.test(text)) return null;
  const changes = signedChanges(text);
  if (!changes || changes.length !== 1) return null;
  const change = changes[0]!;
  // 'in one year' is read as '1 year': a single year is the one change.
  const figures = quantitiesOf(text);
  const yearWords = figures.filter((figure) => figure.value === 1 && /^\s*(?:st\s+)?years?\b/.test(text.slice(figure.end)));
  const rest = figures.filter((figure) => !yearWords.includes(figure));
  if (rest.length !== 1 || yearWords.length > 1 || /\b(?:[2-9]|\d{2,})\s*(?:years|yrs)\b/.test(text)) return null;
  const base = rest[0]!;
  // 'Went up by 15%, i.e. ₹6,525 more': a figure after the change that restates it is the change, not the start.
  if (/^\s*(?:more|less|extra|higher|lower|m0re)\b/.test(text.slice(base.end)) || (base.index > change.index && /\bi\.?\s?e\b|\bthat is\b|\bwhich is\b|\bnamely\b|\bor\b|\bby\s*₹?\s?$/.test(text.slice(change.end, base.index)))) return null;
  // 'receives ₹52,000 after 20% tax is deducted': the figure is what is left after the change, not the start.
  // ('the population of 85,000 after an increase of 16%' is the start: only a deduction said in the passive is read so.)
  if (base.end <= change.index && /^\s*(?:(?!and\b)[a-z]+\s+){0,2}(?:after|following)\b/.test(text.slice(base.end, change.index)) && /^\s*(?:(?:income[ -])?tax(?:es)?\s+)?(?:is|was|gets|got|has been|had been)\s+(?:deducted|withheld)\b/.test(text.slice(change.end))) return null;
  const asked = askedHead(text);
  if (asksPercent(askedClause(text)) || !ASKS_NEW.test(asked) || ASKS_OLD.test(asked) || statedAfter(text, base, change)) return null;
  const factor = 1 + change.signed / 100;
  const value = base.value * factor;
  const unit = base.rupees ? 'rupees' : 'number';
  const rising = change.signed > 0;
  return withCheck(oneValueAnswer('change-by-percent', value, unit, 'The new value', {
    steps: [
      { title: 'Read the data', bullets: [`Start from ${formatValue(base.value, unit)}; it ${rising ? 'rises' : 'falls'} by ${pct(change.percent)} of itself.`] },
      { title: 'Multiply by the factor', bullets: [`${num(base.value)} × (100 ${rising ? '+' : '−'} ${num(change.percent)})/100 = ${num(base.value)} × ${num(factor)} = ${formatValue(value, unit)}.`] },
    ],
    mistakes: [
      { value: round2((base.value * change.percent) / 100), why: `this is only the ${rising ? 'increase' : 'decrease'}, not the new value` },
      { value: round2(base.value * (1 - change.signed / 100)), why: `this ${rising ? 'decreases' : 'increases'} instead` },
      { value: round2(base.value / (1 - change.signed / 100)), why: 'this divides; the percentage is of the value before the change' },
    ],
    givens: [base.value, change.percent, ...yearWords.map((figure) => figure.value)],
  }), [`${formatValue(value, unit)} is ${pct(100 + change.signed)} of ${formatValue(base.value, unit)}: ${num(value)} ÷ ${num(factor)} = ${num(value / factor)}, the starting value.`], [[value / factor, base.value]]);
}

/** 'What is 20% more than 150?', 'find the number that is 25% less than 80'. */
function percentMoreThan(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`${NUM}\s*%\s+(more|greater|higher|above|in excess of|less|lower|smaller|below|fewer)\s+(?:than\s+)?${AMOUNT}(?!\s*(?:is|was|are|were|=)\b)`).exec(text);
  if (!match || percents(text).length !== 1 || quantitiesOf(text).length !== 1 || NOT_A_CHANGE.test(text)) return null;
  const asked = askedClause(text);
  if (asksPercent(asked) || !(asked.includes(match[0]) || /\b(?:number|value|it|result|price|amount)\b/.test(askedHead(text)))) return null;
  const percent = Number(match[1]);
  const base = Number(match[3]);
  const sign = /more|greater|higher|above|excess/.test(match[2]!) ? 1 : -1;
  const value = base * (1 + (sign * percent) / 100);
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck(oneValueAnswer('change-by-percent', value, unit, `${pct(percent)} ${sign > 0 ? 'more' : 'less'} than ${formatValue(base, unit)}`, {
    steps: [{ title: 'Multiply by the factor', bullets: [`${pct(percent)} ${sign > 0 ? 'more' : 'less'} than ${num(base)} = ${num(base)} × (100 ${sign > 0 ? '+' : '−'} ${num(percent)})/100 = ${formatValue(value, unit)}.`] }],
    mistakes: [{ value: round2((base * percent) / 100), why: `this is only ${pct(percent)} of ${num(base)}` }],
    givens: [percent, base],
  }), [`${num(value)} − ${num(base)} = ${num(value - base)}, which is ${pct(Math.abs(((value - base) / base) * 100))} of ${num(base)}.`], [[Math.abs(((value - base) / base) * 100), percent]]);
}
