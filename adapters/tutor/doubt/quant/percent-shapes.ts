import type { QuantAnswer } from './quant-answer';
import { askSentence } from './figure-reader';
import { askedHead, DOWN_VERB, signedChanges, UP_VERB, withoutQuestionNumber } from './percent-reading';
import { num, oneValueAnswer, pct, round2, usesAll, withCheck } from './quant-text';
import { withoutFiller } from './price-shapes';

/**
 * Percentage ideas the older readers do not take, each read by the role of its figures rather than
 * by one sentence: the value before one or more changes ('rose by 25% and then by 20%, reaching
 * 1,710: the strength two years ago?'); the same number changed another way ('increased by 50% it
 * becomes 1,125: decreased by 40%?'); the whole from the share left over ('35% men, 32% women, the
 * remaining 4,422 children'); a number that a part of itself restores ('10% of a number added to
 * 144 gives the number'); the cut in use when a price and a budget rise by different percentages;
 * and the cut in one side that keeps an area unchanged. Anything else is declined.
 */
export function solvePercentShapes(written: string): QuantAnswer | null {
  const text = withoutFiller(withoutQuestionNumber(written));
  return valueBeforeChanges(text) ?? otherChangeOfSameNumber(text) ?? wholeFromRest(text) ?? partRestoresNumber(text) ?? useAfterPriceAndBudget(text) ?? sideForSameArea(text) ?? passedBoth(text);
}

const PERCENT = /(?<![\d.])(\d+(?:\.\d+)?)\s*%/g;
/** A calendar year written in the question ('in 2023', 'the start of 2023'): a label, not a quantity. */
const YEAR = /(?<=\b(?:in|of|since|year|during|from|till|until|before|after)\s)(?:19|20)\d\d(?!\d|\.\d|\s*%)/g;

interface Spot {
  readonly value: number;
  readonly index: number;
  readonly end: number;
}

const percentSpots = (text: string): Spot[] => [...text.matchAll(PERCENT)].map((match) => ({ value: Number(match[1]), index: match.index, end: match.index + match[0].length }));

/** The numbers written that are neither percentages nor calendar years. */
function plainSpots(text: string): Spot[] {
  const years = new Set([...text.matchAll(YEAR)].map((match) => match.index));
  return [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?!\d|\.\d)(?!\s*%)/g)].filter((match) => !years.has(match.index)).map((match) => ({ value: Number(match[1]), index: match.index, end: match.index + match[0].length }));
}

const years = (text: string): number[] => [...text.matchAll(YEAR)].map((match) => Number(match[0]));

/** The product of (1 + change) over the changes read in order. */
const factorOf = (changes: readonly number[]) => changes.reduce((product, change) => product * (1 + change / 100), 1);

const describe = (change: number) => `${change >= 0 ? 'a rise' : 'a fall'} of ${pct(Math.abs(change))} multiplies by ${num(round2((1 + change / 100) * 10000) / 10000)}`;

/** 'What was the old price', 'how many were there at the start of 2023', 'its strength two years ago': the ask is the value before the changes. */
const ASKS_BEFORE = /\b(?:ago|originally|original|initially|initial|at first|at the start|in the beginning|at the beginning|old|earlier|previous|previously|before|to begin with|at the outset)\b/;

/**
 * 'Rose by 25% in the first year and by 20% in the second, reaching 1,710: its strength two years
 * ago?', 'went up by 10% and now it's ₹4,257: the old price?': the end value divided by the product
 * of the multipliers. Every change must have a sign; the end value is the one plain figure and is
 * said after the changes; the ask names the value before.
 */
function valueBeforeChanges(text: string): QuantAnswer | null {
  const ask = askSentence(text);
  if (!ask || /\d\s*%/.test(ask)) return null;
  // 'Increases by 10% every year': one rate said once stands for several changes, which this reader does not count.
  if (/\b(?:annually|annual|per annum|p\.?\s?a\.?|every|each|yearly|per year|a year|compound|compounded)\b/.test(text)) return null;
  // 'What was the tag price?' after discounts asks the price before them too.
  const asksTag = /\b(?:tag|marked|list|labell?ed|printed|sticker)\s+price\b|\bmrp\b/.test(ask);
  if (!(ASKS_BEFORE.test(ask) || asksTag) || !/\b(?:what|how much|how many|find|calculate)\b/.test(ask)) return null;
  const body = text.slice(0, text.lastIndexOf(ask));
  const changes = signedChanges(body);
  if (!changes || changes.length === 0 || changes.length > 4) return null;
  if (asksTag && !changes.every((change) => change.signed < 0)) return null;
  // 'Its strength two years ago': the years counted back must be the changes read.
  const back = /\b(one|two|three|four|\d)\s+years?\s+(?:ago|back|before)\b/.exec(ask);
  const counted = back ? (/\d/.test(back[1]!) ? Number(back[1]) : ['one', 'two', 'three', 'four'].indexOf(back[1]!) + 1) : null;
  if (counted !== null && counted !== changes.length) return null;
  const backWritten = back && /\d/.test(back[1]!) ? [counted!] : [];
  const plain = plainSpots(body);
  if (plain.length !== 1 || plainSpots(ask).length !== backWritten.length) return null;
  const end = plain[0]!;
  const last = changes[changes.length - 1]!;
  // 'I paid ₹4,256 after 30% off and then 20% more off': the end value said first, the changes after 'after'.
  const saidFirst = end.end <= changes[0]!.index && /\bafter\b/.test(body.slice(end.end, changes[0]!.index)) && !/[.?;]/.test(body.slice(end.end, changes[0]!.index));
  if (saidFirst) {
    if (!changes.every((change) => change.signed < 0) && !ASKS_BEFORE.test(ask)) return null;
  } else if (end.index < last.end || !/\b(?:reaching|reached|reaches|now|becomes|became|become|to|is|are|was|were|stands at|stood at|closed|closes|ended|ends|settled|finished)\b|=/.test(body.slice(last.end, end.index))) {
    return null;
  }
  // 'The second raise was worth ₹8,610': the amount of one change, not the value after them all.
  if (!saidFirst && /\b(?:raise|rise|hike|increase|increment|cut|reduction|decrease|fall|drop|discount|change|difference|gain|loss|profit|interest)s?\b[^.?;%]{0,40}$/.test(body.slice(last.end, end.index))) return null;
  // 'Is now 20% more than it was' and similar comparisons are other readers' business; so is money spent along the way.
  if (/\b(?:more than|less than|than)\b/.test(body)) return null;
  const signed = changes.map((change) => change.signed);
  const factor = factorOf(signed);
  if (!(factor > 0)) return null;
  const before = end.value / factor;
  const rupees = /₹\s?$/.test(body.slice(0, end.index));
  const money = (value: number) => (rupees ? `₹${num(round2(value))}` : num(round2(value)));
  let running = before;
  const trail = signed.map((change) => {
    running *= 1 + change / 100;
    return money(running);
  });
  if (!usesAll(text, [...changes.map((change) => change.percent), end.value, ...years(text), ...backWritten])) return null;
  return withCheck(
    oneValueAnswer('reverse-percent', before, rupees ? 'rupees' : 'number', 'The value before the changes', {
      steps: [
        { title: 'Read the changes', bullets: [`The value changed ${signed.length === 1 ? 'once' : `${signed.length} times in turn`} and then stood at ${money(end.value)}. Each change is a percentage of the value just before it.`, ...signed.map((change) => `${describe(change).replace(/^./, (letter) => letter.toUpperCase())}.`)] },
        { title: 'Undo them together', bullets: [`Before × ${num(round2(factor * 10000) / 10000)} = ${money(end.value)}, so before = ${num(end.value)} ÷ ${num(round2(factor * 10000) / 10000)} = ${money(before)}.`] },
      ],
      mistakes: [{ value: round2(end.value * (1 - signed.reduce((sum, change) => sum + change, 0) / 100)), why: 'this takes the percentages off the final value instead of dividing by the multipliers' }],
      givens: [...changes.map((change) => change.percent), end.value, ...years(text), ...backWritten],
    }),
    [`${money(before)} after ${signed.map((change) => `${change >= 0 ? '+' : '−'}${pct(Math.abs(change))}`).join(', then ')}: ${trail.join(' → ')}.`],
    [[running, end.value]],
  );
}

/** The sign of a change said with its figure, including '+ 20% of itself' and 'minus 10% of it'. */
function signNear(text: string, spot: Spot, from: number): number | null {
  const before = text.slice(Math.max(from, spot.index - 50), spot.index);
  const after = text.slice(spot.end, spot.end + 25);
  if (/↑\s*$/.test(before)) return 1;
  if (/↓\s*$/.test(before)) return -1;
  if (/^\s*(?:more|higher|extra|costlier|dearer|longer|larger|bigger|wider|taller|up)\b/.test(after)) return 1;
  if (/^\s*(?:less|lower|cheaper|shorter|smaller|narrower|down|off)\b/.test(after)) return -1;
  // 'Rises by 25%', 'increases its budget for rice by 20%': the verb, then at most six words and 'by'.
  const up = new RegExp(String.raw`(?:\+|\bplus|\badd(?:ed|ing)?|\b(?:${UP_VERB})(?:(?:\s+[a-z']+){0,6}\s+by)?|\bincrease\s+of|\brise\s+of)\s*(?:only\s+|just\s+)?$`).exec(before);
  const down = new RegExp(String.raw`(?:[−-]|\bminus|\bless|\bsubtract(?:ed|ing)?|\b(?:${DOWN_VERB})(?:(?:\s+[a-z']+){0,6}\s+by)?|\bdecrease\s+of|\bfall\s+of)\s*(?:only\s+|just\s+)?$`).exec(before);
  if (up && !down) return 1;
  if (down && !up) return -1;
  return null;
}

/**
 * 'When a number is increased by 50% it becomes 1,125: what would it become if it were decreased
 * by 40%?', 'a number + 20% of itself = 984: the number minus 10% of it?': the number is the value
 * ÷ (1 ± the first change), then the asked change is made to it. The asked change is the one
 * percentage of the ask; the value is the one plain figure, said with the first change.
 */
function otherChangeOfSameNumber(text: string): QuantAnswer | null {
  if (!/\b(?:number|value|quantity|it)\b/.test(text)) return null;
  const ask = askSentence(text);
  if (!ask || !/\b(?:what|find|how much|calculate)\b/.test(ask)) return null;
  const askAt = text.lastIndexOf(ask);
  const spots = percentSpots(text);
  const plain = plainSpots(text);
  if (spots.length !== 2 || plain.length !== 1 || years(text).length > 0) return null;
  const [first, second] = spots as [Spot, Spot];
  const value = plain[0]!;
  if (first.index >= askAt || second.index < askAt || value.index >= askAt || value.index < first.end) return null;
  if (!/^\s*(?:,\s*)?(?:it\s+|the\s+result\s+|we\s+get\s+|this\s+)?(?:becomes|became|become|gives|is|=|equals|will be|results in)\s*$/.test(text.slice(first.end, value.index).replace(/^\s*of\s+(?:itself|it)\b/, ''))) return null;
  // The ask must change the same number: 'what would the number become if', 'what is the number minus 10% of it'.
  if (!/\b(?:number|it|its|value)\b/.test(ask) || /\bthan\b/.test(text)) return null;
  const a = signNear(text, first, 0);
  const b = signNear(text, second, askAt);
  if (a === null || b === null) return null;
  const p = a * first.value;
  const q = b * second.value;
  if (!(1 + p / 100 > 0)) return null;
  const number = value.value / (1 + p / 100);
  const result = number * (1 + q / 100);
  return withCheck(
    oneValueAnswer('reverse-percent', result, 'number', 'The number after the second change', {
      steps: [
        { title: 'Find the number', bullets: [`${describe(p)[0]!.toUpperCase()}${describe(p).slice(1)}: number × ${num(1 + p / 100)} = ${num(value.value)}, so the number = ${num(value.value)} ÷ ${num(1 + p / 100)} = ${num(round2(number))}.`] },
        { title: 'Make the asked change', bullets: [`${describe(q)[0]!.toUpperCase()}${describe(q).slice(1)}: ${num(round2(number))} × ${num(1 + q / 100)} = ${num(round2(result))}.`] },
      ],
      mistakes: [{ value: round2(value.value * (1 + q / 100)), why: 'this changes the given value, not the number itself' }],
      givens: [first.value, second.value, value.value],
    }),
    [`${num(round2(number))} × ${num(1 + p / 100)} = ${num(round2(number * (1 + p / 100)))}, the value given.`],
    [[number * (1 + p / 100), value.value]],
  );
}

/**
 * 'In a town 35% are men, 32% are women and the remaining 4,422 are children: the population?'
 * (or 'how many women?'): the rest is (100 − the shares)% of the whole. The rest is the one plain
 * figure, named as the rest; each share is a percentage of the whole (not 'of the rest').
 */
function wholeFromRest(text: string): QuantAnswer | null {
  const spots = percentSpots(text);
  const plain = plainSpots(text);
  if (spots.length < 1 || spots.length > 4 || plain.length !== 1 || years(text).length > 0) return null;
  const rest = plain[0]!;
  const around = text.slice(Math.max(0, rest.index - 60), rest.end + 30);
  if (!/\b(?:rest|remaining|remainder|others|the other)\b/.test(around)) return null;
  if (/%\s+of\s+(?:the\s+)?(?:rest|remaining|remainder|remainder|others)\b|\bof\s+(?:the\s+)?(?:rest|remaining|remainder)\b[^.]*%|\b(?:spends?|spent|saves?|saved|gives?|gave|paid|pays)\b/.test(text)) return null;
  const ask = askSentence(text);
  // 'Find the population of a town: 35% are men, ...': the ask is what comes before the facts.
  const head = askedHead(text).split(/[:.]/)[0]!;
  if (!ask || /\d/.test(head)) return null;
  const share = spots.reduce((sum, spot) => sum + spot.value, 0);
  if (!(share > 0 && share < 100)) return null;
  const whole = rest.value / (1 - share / 100);
  // The group a share belongs to: the word after 'are' or 'is' following the figure ('32% are women', '45% of the people are men').
  const groups = spots.map((spot) => /^\s*(?:of\s+(?:the\s+|its\s+|all\s+)?[a-z]+\s+)?(?:are|were|is|was)?\s*([a-z]+)/.exec(text.slice(spot.end, spot.end + 40))?.[1] ?? '');
  const named = groups.map((group, index) => ({ group, index })).filter(({ group }) => group.length > 2 && new RegExp(String.raw`\bhow many\s+(?:of\s+them\s+)?(?:are\s+|were\s+)?${group}\b|\bnumber of\s+${group}\b`).test(head));
  const asksWhole = /\b(?:population|total|in all|altogether|how many (?:people|persons|inhabitants|residents|students|employees|members|voters|villagers|people live))\b|\bstrength\b/.test(head);
  if (named.length > 1 || (named.length === 1) === asksWhole) return null;
  const value = named.length === 1 ? (whole * spots[named[0]!.index]!.value) / 100 : whole;
  return withCheck(
    oneValueAnswer('reverse-percent', value, 'number', named.length === 1 ? `The number of ${named[0]!.group}` : 'The total', {
      steps: [
        { title: 'The share of the rest', bullets: [`${spots.map((spot) => pct(spot.value)).join(' + ')} = ${pct(share)} of the whole are named, so the rest are 100% − ${pct(share)} = ${pct(100 - share)}.`] },
        { title: 'The whole', bullets: [`${pct(100 - share)} of the whole = ${num(rest.value)}, so the whole = ${num(rest.value)} ÷ ${num(round2(1 - share / 100) )} = ${num(round2(whole))}.`, ...(named.length === 1 ? [`The ${named[0]!.group} are ${pct(spots[named[0]!.index]!.value)} of it: ${num(round2(value))}.`] : [])] },
      ],
      mistakes: [{ value: round2((rest.value * share) / (100 - share)), why: 'this is the named groups together, not the whole' }],
      givens: [...spots.map((spot) => spot.value), rest.value],
    }),
    [`${num(round2(whole))} − ${spots.map((spot) => num(round2((whole * spot.value) / 100))).join(' − ')} = ${num(round2(whole * (1 - share / 100)))}, the rest as given.`],
    [[whole * (1 - share / 100), rest.value]],
  );
}

/**
 * 'When 10% of a number is added to 144, the result is the number itself', '287 added to 30% of a
 * number gives back the same number': K + p% of N = N, so N = K ÷ (1 − p%).
 */
function partRestoresNumber(text: string): QuantAnswer | null {
  if (!/\badd(?:ed|ing)?\b/.test(text) || !/\b(?:number itself|itself|same number|the number back|original number|gives back the number)\b/.test(text)) return null;
  const spots = percentSpots(text);
  const plain = plainSpots(text);
  if (spots.length !== 1 || plain.length !== 1 || years(text).length > 0) return null;
  const p = spots[0]!.value;
  if (!/^\s*of\s+(?:a|the|some|an unknown|a certain)\s+number\b/.test(text.slice(spots[0]!.end))) return null;
  if (/\b(?:subtract|minus|less|taken away|deduct|more than|less than|twice|thrice|times|half)\b/.test(text) || !(p > 0 && p < 100)) return null;
  const head = askedHead(text);
  if (!/\b(?:the|that|this)\s+number\b|\bnumber\s*[?.]?\s*$/.test(head)) return null;
  const k = plain[0]!.value;
  const number = k / (1 - p / 100);
  return withCheck(
    oneValueAnswer('reverse-percent', number, 'number', 'The number', {
      steps: [
        { title: 'Write it as an equation', bullets: [`Let the number be N: ${num(k)} + ${pct(p)} of N = N, so ${num(k)} = N − ${num(p / 100)}N = ${num(1 - p / 100)}N.`] },
        { title: 'Solve', bullets: [`N = ${num(k)} ÷ ${num(1 - p / 100)} = ${num(round2(number))}.`] },
      ],
      mistakes: [{ value: round2(k * (1 + p / 100)), why: 'this adds the percentage of the given figure, not of the unknown number' }],
      givens: [p, k],
    }),
    [`${pct(p)} of ${num(round2(number))} = ${num(round2((number * p) / 100))}; ${num(k)} + ${num(round2((number * p) / 100))} = ${num(round2(k + (number * p) / 100))}, the number.`],
    [[k + (number * p) / 100, number]],
  );
}

/** Words that say a percentage is of the money spent, not of the price. */
const SPENDING = /\b(?:spend|spends|spending|spent|budget|expenditure|expense|expenses|outlay|afford|bill)\b/;

/**
 * 'The price of rice rises by 25%, but she can afford to spend only 12% more on it: by what per
 * cent must she reduce her consumption?': the use that the budget buys changes by (1 + b) ÷ (1 + a).
 * One percentage is said of the price and one of the spending; the ask is the cut (or rise) in use.
 */
function useAfterPriceAndBudget(text: string): QuantAnswer | null {
  const head = askedHead(text);
  if (!/\b(?:consumption|consume|use|usage|quantity|amount)\b/.test(head) || /\d\s*%/.test(askSentence(text))) return null;
  const spots = percentSpots(text);
  if (spots.length !== 2 || plainSpots(text).length > 0) return null;
  const roles = spots.map((spot, at) => {
    const from = at === 0 ? Math.max(0, spot.index - 60) : spots[0]!.end;
    const near = `${text.slice(from, spot.index)} ${text.slice(spot.end, spot.end + 25).split(/[,.;]/)[0]}`;
    return SPENDING.test(near) ? 'spend' : /\b(?:price|prices|costlier|dearer|cheaper|rate|cost)\b/.test(near) ? 'price' : null;
  });
  const priceAt = roles.indexOf('price');
  const spendAt = roles.indexOf('spend');
  if (priceAt < 0 || spendAt < 0) return null;
  const a = signNear(text, spots[priceAt]!, priceAt === 0 ? 0 : spots[0]!.end);
  const b = signNear(text, spots[spendAt]!, spendAt === 0 ? 0 : spots[0]!.end);
  if (a === null || b === null) return null;
  const price = a * spots[priceAt]!.value;
  const spend = b * spots[spendAt]!.value;
  const factor = (1 + spend / 100) / (1 + price / 100);
  const change = (factor - 1) * 100;
  const cut = /\b(?:reduce|reduced|reduction|decrease|decreased|cut|lower|less|fall)\b/.test(head);
  const rise = /\b(?:increase|increased|raise|more|rise)\b/.test(head);
  if (cut === rise || (cut && !(change < 0)) || (rise && !(change > 0))) return null;
  return withCheck(
    oneValueAnswer('successive-change', Math.abs(change), 'percent', cut ? 'The reduction in consumption' : 'The increase in consumption', {
      steps: [
        { title: 'Price × quantity = spending', bullets: [`Take the old price as 1 and the old quantity as 1: the old spending is 1.`, `New price = ${num(1 + price / 100)}; new spending = ${num(1 + spend / 100)}.`] },
        { title: 'The new quantity', bullets: [`New quantity = ${num(1 + spend / 100)} ÷ ${num(1 + price / 100)} = ${num(round2(factor * 10000) / 10000)}: ${cut ? 'a cut' : 'a rise'} of ${pct(Math.abs(change))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs(price - spend)), why: 'this subtracts the percentages; the cut is a share of the new price' }],
      givens: [spots[0]!.value, spots[1]!.value],
    }),
    [`${num(1 + price / 100)} × ${num(round2(factor * 10000) / 10000)} = ${num(round2((1 + price / 100) * factor * 10000) / 10000)}, the new spending.`],
    [[(1 + price / 100) * factor, 1 + spend / 100]],
  );
}

const SIDE = String.raw`(?:length|breadth|width|side|base|height)`;

/**
 * 'The length of a rectangle goes up by 25%: by how much per cent must the breadth go down so that
 * the area does not change?': the other side is multiplied by 1 ÷ 1.25, a cut of 25 ÷ 125.
 */
function sideForSameArea(text: string): QuantAnswer | null {
  if (!/\barea\b/.test(text) || !/\b(?:unchanged|same|constant|not change|doesn't change|doesnt change|does not change|remains?|unaltered|unaffected)\b/.test(text)) return null;
  if (!new RegExp(String.raw`\b${SIDE}\b[\s\S]*\b${SIDE}\b`).test(text) || /\b(?:circle|radius|triangle|cube|cuboid|volume)\b/.test(text)) return null;
  const spots = percentSpots(text);
  if (spots.length !== 1 || plainSpots(text).length > 0) return null;
  const ask = askSentence(text);
  const given = spots[0]!;
  const sign = signNear(text, given, 0);
  if (sign === null) return null;
  const head = `${askedHead(text)} ${ask}`;
  const cut = /\b(?:reduce|reduced|decrease|decreased|cut|go down|goes down|lowered|shortened|less)\b/.test(head);
  const rise = /\b(?:increase|increased|go up|goes up|raised|lengthened|more)\b/.test(head);
  if (cut === rise || (cut && sign < 0) || (rise && sign > 0)) return null;
  const p = sign * given.value;
  if (!(1 + p / 100 > 0)) return null;
  const other = (1 / (1 + p / 100) - 1) * 100;
  return withCheck(
    oneValueAnswer('successive-change', Math.abs(other), 'percent', cut ? 'The decrease in the other side' : 'The increase in the other side', {
      steps: [
        { title: 'Area = one side × the other', bullets: [`One side is multiplied by ${num(1 + p / 100)}; for the same area the other must be multiplied by 1 ÷ ${num(1 + p / 100)} = ${num(round2((1 / (1 + p / 100)) * 10000) / 10000)}.`] },
        { title: 'As a percentage', bullets: [`${num(Math.abs(p))} ÷ ${num(100 + p)} × 100 = ${pct(Math.abs(other))} ${cut ? 'less' : 'more'}.`] },
      ],
      mistakes: [{ value: given.value, why: 'the same percentage the other way does not keep the area: 1.25 × 0.75 is not 1' }],
      givens: [given.value],
    }),
    [`${num(1 + p / 100)} × ${num(round2((1 + other / 100) * 10000) / 10000)} = ${num(round2((1 + p / 100) * (1 + other / 100) * 10000) / 10000)}: the area is unchanged.`],
    [[(1 + p / 100) * (1 + other / 100), 1]],
  );
}

/**
 * '27% failed in Mathematics, 16% in Science and 4% in both; 976 passed in both: how many
 * appeared?': those who failed in at least one are 27 + 16 − 4 = 39%, so 976 is 61% of all.
 */
function passedBoth(text: string): QuantAnswer | null {
  if (!/\bfail(?:ed|s)?\b/.test(text) || !/\bpass(?:ed|es)?\s+(?:in\s+)?both\b|\bboth\b[^.]*\bpass/.test(text)) return null;
  const spots = percentSpots(text);
  const plain = plainSpots(text);
  if (spots.length !== 3 || plain.length !== 1 || years(text).length > 0) return null;
  const both = spots.find((spot) => /^\s*(?:(?:of\s+(?:the\s+|them\s+)?[a-z]+\s+)?(?:failed|fail)\s+)?in\s+both\b|^\s*(?:failed|fail)\s+in\s+both\b/.test(text.slice(spot.end, spot.end + 40)));
  if (!both || spots.indexOf(both) !== 2) return null;
  const [a, b] = [spots[0]!.value, spots[1]!.value];
  const c = both.value;
  if (!(c <= Math.min(a, b))) return null;
  const passed = plain[0]!;
  if (!/\bpass(?:ed|es)?\b/.test(text.slice(Math.max(0, passed.index - 40), passed.end + 40))) return null;
  const head = `${askedHead(text)} ${askSentence(text)}`;
  if (!/\b(?:total|appeared|in all|altogether|took|sat|how many (?:students|candidates|pupils|examinees))\b/.test(head) || /\bfail/.test(askSentence(text))) return null;
  const failedAny = a + b - c;
  if (!(failedAny < 100)) return null;
  const total = passed.value / (1 - failedAny / 100);
  return withCheck(
    oneValueAnswer('reverse-percent', total, 'number', 'The total number', {
      steps: [
        { title: 'Failed in at least one', bullets: [`${pct(a)} + ${pct(b)} − ${pct(c)} (counted twice) = ${pct(failedAny)}.`] },
        { title: 'Passed in both', bullets: [`100% − ${pct(failedAny)} = ${pct(100 - failedAny)} of all passed in both: ${num(passed.value)}.`, `All = ${num(passed.value)} ÷ ${num(round2(1 - failedAny / 100))} = ${num(round2(total))}.`] },
      ],
      mistakes: [{ value: round2(passed.value / (1 - (a + b) / 100)), why: 'this forgets that those who failed in both are counted in each subject' }],
      givens: [a, b, c, passed.value],
    }),
    [`${pct(100 - failedAny)} of ${num(round2(total))} = ${num(round2((total * (100 - failedAny)) / 100))}, those who passed in both.`],
    [[(total * (100 - failedAny)) / 100, passed.value]],
  );
}
