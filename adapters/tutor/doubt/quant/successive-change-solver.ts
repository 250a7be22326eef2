import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedClause, checkStep, formatValue, num, oneValueAnswer, pct, round2 } from './quant-text';
import { relativePercents } from './percent-comparison';
import { ONE_AFTER_ANOTHER } from './price-chain';
import { solveEqualSteps } from './price-successive';
import { namesTwoSellers } from './price-shapes';
import { solveSuccessiveUnknown } from './successive-unknown';
import { askedHead, ASKS_NEW, ASKS_OLD, asksPercent, describeChange, quantitiesOf, signedChanges, statedAfter, withoutQuestionNumber, yearLabels, type Change, type Quantity } from './percent-reading';

/**
 * One quantity changed by several percentages in turn ('increased by 20% and then decreased by
 * 20%', 'successive discounts of 10%, 20% and 5%', 'grows by 5% in the first year and 8% in the
 * second'): the net change, the single equivalent discount, or the final value when the starting
 * value is given. Also an area from changes of its length and breadth, and a chain of
 * comparisons ('A is 20% more than B and B is 10% more than C; A is what percent of C?').
 */
export function solveSuccessiveChange(text: string): QuantAnswer | null {
  // 'Store X gives 30% off, store Y 20% and then 10%': two sellers' offers are not one chain of changes.
  if (namesTwoSellers(text)) return null;
  // '25%, 20% & 20% successive discounts = single discount of?': the list said before its noun.
  const plain = withoutQuestionNumber(text)
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*%\s*,\s*(\d+(?:\.\d+)?)\s*%\s*,?\s*(?:and|&)\s*(\d+(?:\.\d+)?)\s*%\s+(successive|consecutive)\s+discounts\b/g, '$4 discounts of $1%, $2% and $3%')
    .replace(/(?<![\d.])(\d+(?:\.\d+)?)\s*%\s*(?:and|&)\s*(\d+(?:\.\d+)?)\s*%\s+(successive|consecutive)\s+discounts\b/g, '$3 discounts of $1% and $2%')
    // 'Brought down by one-fourth', 'marked up by a fifth': a change by a fraction said with other verbs.
    .replace(/\b(?:brought|knocked|marked|cut)\s+down\s+by\b/g, 'reduced by').replace(/\b(?:marked|put|pushed)\s+up\s+by\b/g, 'raised by')
    // '+20% then −40% then +20%': a signed percentage is a rise or a fall (only in a list of two or more).
    .replace(/(^|[\s,(:;])([+−-])\s?(\d+(?:\.\d+)?)\s*%/g, (whole: string, lead: string, sign: string, value: string) => ((text.match(/(?:^|[\s,(:;])[+−-]\s?\d+(?:\.\d+)?\s*%/g) ?? []).length >= 2 ? `${lead}${sign === '+' ? 'an increase' : 'a decrease'} of ${value}%` : whole));
  const unknown = secondChange(plain) ?? solveEqualSteps(plain) ?? solveSuccessiveUnknown(plain);
  if (unknown) return unknown;
  const cube = cubeChange(plain);
  if (cube) return cube;
  const fractions = fractionChanges(plain);
  if (!fractions) return readSuccessiveChange(plain);
  const answer = readSuccessiveChange(fractions.text);
  if (!answer) return null;
  // The fractions as written ('3/10', '3/8') are the question's numbers; their percentages are not.
  const givens = [...answer.givens];
  for (const percent of fractions.percents) {
    const at = givens.findIndex((given) => Math.abs(given - percent) < 1e-9);
    if (at < 0) return null;
    givens.splice(at, 1);
  }
  const [first, ...rest] = answer.steps;
  return { ...answer, steps: [{ title: first!.title, bullets: [fractions.line, ...first!.bullets] }, ...rest], givens: [...givens, ...fractions.written] };
}

/**
 * 'Reduced by 3/10 and then raised by 3/8': a change by a fraction of the value is that
 * percentage of it (30%, 37.5%). A fraction that does not end in two decimals (1/3, 1/6) is read
 * only when the changes together do ('cut by one-sixth, then raised by half': 5/4, 125%); it is
 * written into the text as its exact decimal ('16.666666666666668%'), as a mixed percentage is,
 * so that the working stays exact, and the student sees it rounded. Verbs may stand a few words
 * before 'by' ('increased the price of a mixer by half').
 */
function fractionChanges(text: string): { text: string; percents: number[]; written: number[]; line: string } | null {
  const pattern = /\b((?:increased|decreased|reduced|raised|cut|lowered|rises|rose|risen|falls|fell|fallen|grows|grew|drops|dropped|goes up|went up|goes down|went down|increases|decreases)(?:\s+(?:the|its|his|her|their|new|reduced|increased|price|cost|value|salary|wage|pay|of|a|an|[a-z]+)){0,5}?\s+by)\s+(\d+)\s*\/\s*(\d+)(?!\s*(?:%|\d))(?:\s+of\s+(?:itself|it|its value))?/g;
  // 'Decreased by one-fifth of itself', 'increased by half of itself': the fraction in words.
  const spelled = text
    .replace(/\b(by)\s+(?:a\s+)?half(?=\s+of\s+(?:itself|it)\b|\s*(?:,|\.|;|\band\b|\bthen\b))/g, '$1 1/2')
    .replace(/\b(by)\s+(one|two|three|four|five|six|seven|eight|nine)[- ](third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s?(?=\s+of\s+(?:itself|it|the\s+(?:new|reduced|increased|original)\s+[a-z]+)\b|\s*(?:,|\.|;|\band\b|\bthen\b))/g, (_match, by: string, top: string, bottom: string) => `${by} ${({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 } as Record<string, number>)[top]}/${({ third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 } as Record<string, number>)[bottom]}`);
  if (spelled !== text) {
    const read = fractionChanges(spelled);
    return read ? { ...read, written: read.written.filter((_, index) => new RegExp(String.raw`\b${read.written[index - (index % 2)]}\s*/\s*${read.written[index - (index % 2) + 1]}\b`).test(text)) } : null;
  }
  const found = [...text.matchAll(pattern)];
  if (found.length === 0) return null;
  const percents: number[] = [];
  const written: number[] = [];
  const lines: string[] = [];
  let net = 1;
  for (const match of found) {
    const [top, bottom] = [Number(match[2]), Number(match[3])];
    const percent = (top / bottom) * 100;
    if (!(bottom > 0 && bottom <= 12 && top > 0 && top < bottom)) return null;
    percents.push(percent);
    written.push(top, bottom);
    lines.push(`${top}/${bottom} = ${pct(percent)}`);
    // The verb nearest 'by' says the way ('the reduced price was raised by': raised).
    const verb = [...match[1]!.matchAll(/\b(?:increased|decreased|reduced|raised|cut|lowered|rises|rose|risen|falls|fell|fallen|grows|grew|drops|dropped|goes up|went up|goes down|went down|increases|decreases)\b/g)].at(-1)?.[0] ?? '';
    net *= 1 + (/^(?:increased|raised|rises|rose|risen|grows|grew|goes up|went up|increases)$/.test(verb) ? 1 : -1) * (top / bottom);
  }
  // A third or a sixth is no exact percentage: read only when the changes together come to one ('cut by one-sixth, then raised by half': 5/4, 125%).
  const exact = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
  if (!percents.every(exact) && !exact(net * 100)) return null;
  return { text: text.replace(pattern, (_match, verb: string, top: string, bottom: string) => `${verb} ${(Number(top) / Number(bottom)) * 100}%`), percents, written, line: `As percentages: ${lines.join(', ')}.` };
}

/**
 * 'The price was increased by 60%; later the new price was increased by some percent, so that the
 * final price is 72% more than the original: by what percent was the new price increased?':
 * (1 + 60/100)(1 + x) = 1 + 72/100.
 */
function secondChange(text: string): QuantAnswer | null {
  if (!/\bby\s+(?:some|a certain|an unknown|what|x)\s*(?:per ?cent|%|percentage)|\bso\s+that\b/.test(text)) return null;
  // The final figure, said against the original ('72% more than the original price').
  const end = /(?<![\d.])(\d+(?:\.\d+)?)\s*%\s+(?:(more|higher|greater|less|lower)\s+than|(above|below))\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:original|initial|first|old|start)\b/.exec(text);
  if (!end) return null;
  const rest = `${text.slice(0, end.index)} ${text.slice(end.index + end[0].length)}`.replace(/\bby\s+(?:some|a certain|an unknown|what|x)\s*(?:per ?cent|%|percentage)/g, ' ');
  const read = signedChanges(rest);
  if (!read || read.length !== 1 || quantitiesOf(text).length > 0) return null;
  const first = read[0]!;
  const finalPercent = Number(end[1]);
  const final = { percent: finalPercent, signed: (/more|higher|above|greater/.test((end[2] ?? end[3])!) ? 1 : -1) * finalPercent };
  const asked = askedClause(text);
  // The way of the second change: said in the ask ('by what percent was it increased'), or by its verb ('the raised wage was cut so that').
  const said = /\bwas\s+(?:then\s+)?(?:(increased|raised|hiked)|(decreased|reduced|cut|lowered))\b[^.?]*?\bso\s+that\b/.exec(rest);
  const askUp = /increas|rais|\bup\b|hike/.test(asked) || Boolean(said?.[1]);
  const askDown = /decreas|reduc|lower|\bcut\b|\bdown\b|fall|drop/.test(asked) || Boolean(said?.[2]);
  if (askUp === askDown || !/(?:per ?cent|%|percentage)/.test(asked) || !/second|new price|raised|again|then|was/.test(asked)) return null;
  const factor = (1 + final.signed / 100) / (1 + first.signed / 100);
  const change = (factor - 1) * 100;
  if (Math.abs(change) < 1e-9 || (change > 0) !== askUp) return null;
  const check = checkStep([`From 100: ${describeChange(first.signed, pct(first.percent))} gives ${num(100 + first.signed)}; ${describeChange(change, pct(Math.abs(change)))} of that gives ${num((100 + first.signed) * factor)}, which is ${num(100 + final.signed)}.`], [[(100 + first.signed) * factor, 100 + final.signed]]);
  if (!check) return null;
  return {
    kind: 'successive-change', values: [round2(Math.abs(change))], unit: 'percent', label: `The second ${change > 0 ? 'increase' : 'decrease'}`,
    steps: [{ title: 'Read the data', bullets: [`Start from 100: after the first change it is ${num(100 + first.signed)}; at the end it must be ${num(100 + final.signed)}.`, `The second change takes ${num(100 + first.signed)} to ${num(100 + final.signed)}: (${num(100 + final.signed)} − ${num(100 + first.signed)}) ÷ ${num(100 + first.signed)} × 100 = ${change >= 0 ? '' : '−'}${pct(Math.abs(change))}.`] }, check],
    mistakes: [{ value: round2(Math.abs(final.signed - first.signed)), why: 'this subtracts the percentages; the second change is of the new price' }],
    givens: [first.percent, final.percent],
  };
}

/** 'Each edge of a cube is increased by 20%: the percentage increase in its surface area (volume)?' */
function cubeChange(text: string): QuantAnswer | null {
  if (!/\bcube\b/.test(text) || !/\b(?:edge|side)s?\b/.test(text)) return null;
  const read = signedChanges(text);
  if (!read || read.length !== 1 || quantitiesOf(text).length > 0) return null;
  const asked = askedClause(text);
  const surface = /surface|\barea\b/.test(asked);
  const volume = /volume|capacity/.test(asked);
  if (surface === volume || !asksPercent(asked) && !ASKS_NET.test(asked)) return null;
  const power = surface ? 2 : 3;
  const factor = (1 + read[0]!.signed / 100) ** power;
  const net = (factor - 1) * 100;
  const qualifier = net >= 0 ? 'increase' : 'decrease';
  const check = checkStep([`A cube of edge 10 has ${surface ? 'surface 600' : 'volume 1,000'}; of edge ${num(10 * (1 + read[0]!.signed / 100))}, ${surface ? `6 × ${num((10 * (1 + read[0]!.signed / 100)) ** 2)}` : `${num((10 * (1 + read[0]!.signed / 100)) ** 3)}`}: ${pct(Math.abs(net))} ${qualifier === 'increase' ? 'more' : 'less'}.`], [[surface ? 6 * (10 * (1 + read[0]!.signed / 100)) ** 2 : (10 * (1 + read[0]!.signed / 100)) ** 3, (surface ? 600 : 1000) * factor]]);
  if (!check) return null;
  return {
    kind: 'successive-change', values: [round2(Math.abs(net))], unit: 'percent', label: `The ${surface ? 'surface area' : 'volume'} ${qualifier}`,
    steps: [{ title: 'Read the data', bullets: [`${surface ? 'Surface area = 6 × edge²' : 'Volume = edge³'}: the edge's factor ${num(1 + read[0]!.signed / 100)} is taken ${power === 2 ? 'twice' : 'three times'}.`, `${num(1 + read[0]!.signed / 100)}^${power} = ${num(factor)}: ${qualifier} of ${pct(Math.abs(net))}.`] }, check],
    mistakes: [{ value: round2(Math.abs(read[0]!.signed) * power), why: 'this adds the percentages instead of multiplying the factors' }, { value: round2(Math.abs(read[0]!.signed)), why: 'this is the change of the edge alone' }],
    givens: [read[0]!.percent],
  };
}

/** The readers in turn, on the text without its question number. */
function readSuccessiveChange(text: string): QuantAnswer | null {
  // 'a year later' says when the next change came, not a rate for each year.
  if (/interest|\bprofit|per annum|every year|each year|per year|yearly|annually|(?<!in )\ba year\b(?!,?\s+(?:later|after that|afterwards)\b)|\bspends?\b|\bsaves?\b|\bsavings\b|cost price/.test(text)) return null;
  // A gain or a loss on a sale is profit and loss; on a salary or a price it is only the net change.
  if (/\bgain|\bloss\b/.test(text) && /\bsold\b|\bsells?\b|\bselling\b|\bbought\b|\bbuys?\b|\bcost\b|\bc\.?p\b|\bs\.?p\b/.test(text)) return null;
  // 'Allowing a discount of 20% he gains 12%': a discount with a gain is a price chain, not changes of one value.
  if (/\bgain|\bloss\b|\bprofit/.test(text) && /\bdiscount|\boff\b|\bmarked\b|\brebate/.test(text)) return null;
  // 'By how much per cent should the consumption be cut so that ...': a change to find, not a change given.
  if (/\b(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to)\b[^.?]*\b(?:cut|reduc|decreas|increas|rais|lower|chang)|\bso that\b/.test(askedClause(text))) return null;
  return relativePercents(text, 2) ?? areaChange(text) ?? changesInTurn(text);
}

/** 'What single discount', 'equivalent to a single discount of', 'the net discount'. */
const ASKS_SINGLE = /single|equivalent|net discount|effective discount|overall discount|total discount|one discount/;
/** 'Net effect', 'net change', 'what happens to', 'the total reduction', 'a single increase of'. */
const ASKS_NET = /\bnet\b|compared (?:to|with)|\bgain or loss|\bloss or gain|overall|\btotal\b|combined|resultant|single|equivalent|effect|what happens|\bchanges?\b|by how much|(?:increases?|decreases?|goes up|goes down|rises?|falls?|reduced|increased)\s+by\s*[:.?]?\s*$/;
/** What a buyer pays after the discounts: 'selling price', 'what does a customer pay'. */
const ASKS_PAID = /selling price|\bpay\b|\bpays\b|\bpaid\b|net price|final price|sale price|price (?:after|to the customer|for the customer)|customer|buyer|\bs\.?p\b/;

/** A count of years written with changes made year by year ('grows by 4% in 1 year and 10% in the next', 'the population after 2 years'). */
function yearCount(text: string, quantity: Quantity, changes: number): boolean {
  return Number.isInteger(quantity.value) && quantity.value >= 1 && quantity.value <= changes && changes > 1 && /^\s*(?:years?|yrs?)\b/.test(text.slice(quantity.end));
}

/**
 * 'In year 1 ... up 5%, in year 2 down 20%': where the labels 1, 2, ... are written, when there is
 * one for each change, in order; otherwise none.
 */
function yearSteps(text: string, changes: number): number[] {
  const labels = [...text.matchAll(/\byear\s+(\d)\b(?!\s*(?:%|years?|yrs?))/g)];
  // 'at the end of year 3' after the three: a label named again, never a new one.
  if (labels.length < changes || !labels.slice(0, changes).every((label, index) => Number(label[1]) === index + 1) || labels.slice(changes).some((label) => Number(label[1]) > changes)) return [];
  return labels.map((label) => label.index + label[0].length - 1);
}

/** The changes in turn: the net change, the single discount, or the final value from a starting value. */
function changesInTurn(text: string): QuantAnswer | null {
  const read = repeated(text, signedChanges(text));
  if (!read || read.length < 2 || read.length > 5) return null;
  // 'Two successive discounts of 8% and 8% ... a single discount of 16% instead': a comparison of two offers, not one chain.
  if (/\b(?:instead|rather than|in place of|compared (?:to|with)|difference between)\b/.test(text) && /\bdiscount/.test(text)) return null;
  const counted = /\b(two|three|2|3)\s+(?:successive|consecutive)\b/.exec(text);
  if (counted && COUNT[counted[1]!] !== read.length) return null;
  const changes = read.map((change) => change.signed);
  const discounts = /discount/.test(text) && changes.every((change) => change < 0);
  // '10% to a student and 5% to a teacher': discounts not said to follow one another are two offers.
  if (discounts && !ONE_AFTER_ANOTHER.test(text)) return null;
  // 'in year 1 ... in year 2': the numbers that label the changes, one for each.
  const steps1 = yearSteps(text, changes.length);
  const all = quantitiesOf(text).filter((quantity) => !steps1.includes(quantity.index));
  // 'went up by 30% one year and by 50% the next': 'one year' names the first of the years, it counts none.
  const firstYear = all.filter((quantity) => quantity.value === 1 && /%\s*(?:in\s+)?$/.test(text.slice(Math.max(0, quantity.index - 8), quantity.index)) && /^\s*year\b[^.?]*\bthe\s+(?:next|second|following)\b/.test(text.slice(quantity.end)));
  const years = all.filter((quantity) => !firstYear.includes(quantity) && yearCount(text, quantity, changes.length));
  const figures = all.filter((quantity) => !years.includes(quantity) && !firstYear.includes(quantity));
  const labels = [...yearLabels(text).map((year) => year.value), ...steps1.map((index) => Number(text[index])), ...firstYear.map((quantity) => quantity.value)];
  if (figures.length > 1 || years.length > 2) return null;
  const asked = askedClause(text);
  const factor = changes.reduce((acc, change) => acc * (1 + change / 100), 1);
  const net = (factor - 1) * 100;
  const sum = changes.reduce((a, b) => a + b, 0);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`The changes in turn: ${changes.map((change) => describeChange(change, pct(Math.abs(change)))).join(', then ')}. Each is a percentage of the value just before it.`] },
    { title: 'Multiply the factors', bullets: [`${changes.map((change) => num(1 + change / 100)).join(' × ')} = ${num(factor)}.`] },
  ];
  const base = figures[0];
  if (base && differenceFrom(text, base)) return originalFromDifference(text, base, read, steps, factor);
  // 'The second increment amounted to ₹15,600': the figure is the amount of one change, not a value.
  const change = base ? changeAmount(text, base, read.length) : null;
  if (base && change !== null) return change === 'unread' ? null : originalFromStepAmount(text, base, read, steps, change, [...years.map((year) => year.value), ...labels]);
  if (base) {
    const wantsValue = !asksPercent(asked) && (ASKS_NEW.test(asked) || (discounts && ASKS_PAID.test(asked))) && !ASKS_OLD.test(asked.replace(/\bwhat (?:was|were)\b/, ''));
    // The starting value is written before the changes, or after them as what they act on ('discounts of 20% and 10% on ₹5,000', 'if the present population is 50,000').
    const actedOn = base.index < read[0]!.index || /\b(?:on|of|at|costing|worth|priced)\s+(?:[a-z]+\s+){0,4}₹?\s?$|\b(?:present|current|initial|original|starting)\s+(?:[a-z]+\s+){0,2}(?:is|was|of)\s+₹?\s?$/.test(text.slice(Math.max(0, base.index - 40), base.index));
    if (endValue(text, base, read)) return originalFromEnd(text, base, read, steps, factor, [...years.map((year) => year.value), ...labels]);
    // 'If it is worth ₹23,400 now': a value after the changes, which no forward step may start from.
    if (base.index > read[read.length - 1]!.index && /\b(?:now|at present|presently|currently|today)\b/.test(text.slice(Math.max(0, base.index - 40), Math.min(text.length, base.end + 40)))) return null;
    if (!wantsValue || !actedOn || statedAfter(text, base, read[0]!)) return null;
    const end = base.value * factor;
    const unit = base.rupees ? 'rupees' : 'number';
    steps.push({ title: discounts ? 'Price after the discounts' : 'Final value', bullets: [`${formatValue(base.value, unit)} × ${num(factor)} = ${formatValue(end, unit)}.`] });
    let value = base.value;
    const trail = changes.map((change) => {
      value *= 1 + change / 100;
      return formatValue(value, unit);
    });
    const check = checkStep([`Step by step from ${formatValue(base.value, unit)}: ${trail.join(' → ')}.`], [[value, end]]);
    if (!check) return null;
    return oneValueAnswer('successive-change', end, unit, discounts ? 'The price after the discounts' : 'The final value', {
      steps: [...steps, check],
      mistakes: [{ value: round2(base.value * (1 + sum / 100)), why: 'this adds the percentages; each change applies to the value after the one before' }],
      givens: [base.value, ...changes.map(Math.abs), ...years.map((year) => year.value), ...labels, ...writtenCount(text)],
    });
  }
  // 'over the two years' with one change a year: the count only repeats how many changes there are.
  if (years.length > 0 && (discounts || !years.every((year) => year.value === changes.length))) return null;
  if (discounts) {
    if (!ASKS_SINGLE.test(asked) && !asksPercent(asked)) return null;
    const single = -net;
    steps.push({ title: 'Single discount', bullets: [`The buyer pays ${pct(factor * 100)} of the marked price, so the single discount is 100 − ${num(factor * 100)} = ${pct(single)}.`] });
    let price = 100;
    const trail = changes.map((change) => {
      price *= 1 + change / 100;
      return num(price);
    });
    const check = checkStep([`On a marked price of 100 the discounts in turn give ${trail.join(' → ')}; one discount of ${pct(single)} also gives ${num(100 - single)}.`], [[price, 100 - single]]);
    if (!check) return null;
    return oneValueAnswer('successive-change', single, 'percent', 'The single equivalent discount', {
      steps: [...steps, check],
      mistakes: [{ value: round2(-sum), why: 'this adds the discounts; the second is taken on the price after the first' }],
      givens: [...changes.map(Math.abs), ...writtenCount(text)],
    });
  }
  // 'What per cent of the original quantity is the result?': the whole factor, not the change.
  if (/\bwhat\s+(?:per ?cent|%|percentage)\s+of\s+(?:the\s+|its\s+)?(?:original|initial|first|old|starting)\b|\b(?:per ?cent|%|percentage)\s+of\s+(?:the\s+|its\s+)?(?:original|initial|old)\s+[a-z]+\s+is\s+(?:the|its)\s+(?:result|final|new)/.test(asked)) {
    const share = factor * 100;
    const check = checkStep([`Start from 100: ${changes.map((change) => describeChange(change, pct(Math.abs(change)))).join(', then ')} gives ${num(share)}, which is ${pct(share)} of 100.`], [[changes.reduce((value, change) => value * (1 + change / 100), 100), share]]);
    if (!check) return null;
    return oneValueAnswer('successive-change', share, 'percent', 'The result as a percentage of the original', {
      steps: [...steps, { title: 'Percent of the original', bullets: [`${num(factor)} × 100 = ${pct(share)} of the original.`] }, check],
      mistakes: [{ value: round2(Math.abs(net)), why: 'this is the net change, not the result as a percentage of the original' }],
      givens: [...changes.map(Math.abs), ...labels, ...years.map((year) => year.value), ...writtenCount(text)],
    });
  }
  if (/\bwhat\s+(?:per ?cent|%|percentage)\s+of\b/.test(asked)) return null;
  if (!asksPercent(asked) && !ASKS_NET.test(asked)) return null;
  steps.push({ title: 'Net change', bullets: [Math.abs(net) < 1e-9 ? `(${num(factor)} − 1) × 100 = 0: no net change.` : `(${num(factor)} − 1) × 100 = ${net >= 0 ? '+' : '−'}${pct(Math.abs(net))}: a net ${net >= 0 ? 'increase' : 'decrease'} of ${pct(Math.abs(net))}.`] });
  return netChange(steps, changes, net, 'The net', [...changes.map(Math.abs), ...labels, ...years.map((year) => year.value), ...writtenCount(text)]);
}

/** Words that ask for the value before every change: 'how many were there two hours ago', 'the original price'. */
const ASKS_START = /\b(?:original(?:ly)?|initial(?:ly)?|at first|at the (?:start|beginning)|in the beginning|before (?:the|these|both|all|any)\b|(?:years?|hours?|months?|days?|minutes?)\s+(?:ago|before|back|earlier)|when (?:it was )?(?:new|bought|purchased)|(?:brand|as) new)/;

/**
 * 'It grows by 5% and then by 20%. If there are 1,21,086 now, how many were there two hours ago?':
 * the figure is the value after every change (written after them, as what there is now), and the
 * ask is the value before them.
 */
function endValue(text: string, base: Quantity, read: readonly Change[]): boolean {
  if (base.index < read[read.length - 1]!.index) return false;
  // '₹5,175 a month less than at first' is a difference, not the value now.
  if (/^\s*(?:[a-z]+\s+){0,3}?(?:less|more|fewer|greater|lower|higher)\s+than\b/.test(text.slice(base.end, base.end + 40))) return false;
  const asked = askedClause(text);
  if (!ASKS_START.test(asked) || /\b(?:after|final|will|would|becomes?|at the end)\b|\bnew\b(?<!when (?:it was )?new)(?<!(?:brand|as) new)/.test(asked)) return false;
  const around = text.slice(Math.max(0, base.index - 40), Math.min(text.length, base.end + 40));
  return statedAfter(text, base, read[0]!) || /\b(?:now|at present|presently|currently|today|finally|at the end|in the end)\b/.test(around);
}

/**
 * 'The second increment amounted to ₹15,600', 'the first raise was worth ₹800': which change the
 * figure is the amount of (0 for the first), 'unread' when a word of change stands before the
 * figure without saying which change it is, null when the figure is not said to be a change.
 */
function changeAmount(text: string, base: Quantity, count: number): number | 'unread' | null {
  const before = text.slice(Math.max(0, base.index - 60), base.index);
  // A noun of change, read loosely ('incrernent' from a photo); 'the increased salary' is a value, not a change.
  const noun = String.raw`(?!\w*ed\b)(?:incr\w*|rais\w*|rise|hike|cut|reduc\w*|decr\w*|fall|drop|discount)`;
  const said = new RegExp(String.raw`\b(?:(first|second|third|last|latter|former|1st|2nd|3rd|earlier|later)\s+)?${noun}s?\b[^.?,;%]{0,30}?(?:amounted to|amounts to|came to|comes to|was worth|is worth|was|is|of|=|equals|equalled)\s+(?:only\s+|just\s+)?(?:₹\s?|rs\.?\s?)?$`).exec(before);
  if (!said) return new RegExp(String.raw`\b(?:${noun}|difference)s?\b[^.?,;%]{0,30}$`).test(before) ? 'unread' : null;
  const which: Readonly<Record<string, number>> = { first: 0, '1st': 0, former: 0, earlier: 0, second: 1, '2nd': 1, third: 2, '3rd': 2, last: count - 1, latter: count - 1, later: count - 1 };
  if (said[1] === undefined) return 'unread';
  const at = which[said[1]];
  return at === undefined || at >= count || (said[1] === 'latter' || said[1] === 'former' ? count !== 2 : false) ? 'unread' : at;
}

/** The value before the changes from the amount of one of them: amount ÷ (the factors before it × its rate). */
function originalFromStepAmount(text: string, base: Quantity, read: readonly Change[], steps: SolutionStep[], at: number, labels: readonly number[]): QuantAnswer | null {
  if (!ASKS_START.test(askedClause(text))) return null;
  const unit = base.rupees || /\brupees?\b|\brs\b/.test(text.slice(base.end, base.end + 10)) ? 'rupees' : 'number';
  const before = read.slice(0, at).reduce((acc, change) => acc * (1 + change.signed / 100), 1);
  const rate = read[at]!.percent / 100;
  const start = base.value / (before * rate);
  const ordinal = ['first', 'second', 'third', 'fourth', 'fifth'][at]!;
  steps.splice(1);
  steps.push({ title: `The ${ordinal} change`, bullets: [`Before it the value is ${at === 0 ? 'the original' : `${num(before)} × the original`}; the ${ordinal} change is ${pct(read[at]!.percent)} of that: ${num(before)} × ${num(rate)} = ${num(before * rate)} × the original.`, `So the original = ${formatValue(base.value, unit)} ÷ ${num(before * rate)} = ${formatValue(start, unit)}.`] });
  let value = start;
  const trail = read.map((change) => {
    const amount = (value * change.percent) / 100;
    value *= 1 + change.signed / 100;
    return formatValue(amount, unit);
  });
  const check = checkStep([`From ${formatValue(start, unit)}: the changes in turn are ${trail.join(', then ')}; the ${ordinal} is ${trail[at]}, as stated.`], [[(start * before * read[at]!.percent) / 100, base.value]]);
  if (!check) return null;
  return oneValueAnswer('successive-change', start, unit, 'The value before the changes', {
    steps: [...steps, check],
    mistakes: [{ value: round2(base.value / rate), why: `this takes the ${ordinal} change as ${pct(read[at]!.percent)} of the original; it is of the value just before it` }],
    givens: [base.value, ...read.map((change) => change.percent), ...labels, ...writtenCount(text)],
  });
}

/** The value before the changes: the value after them divided by the product of the factors. */
function originalFromEnd(text: string, base: Quantity, read: readonly Change[], steps: SolutionStep[], factor: number, labels: readonly number[]): QuantAnswer | null {
  const unit = base.rupees ? 'rupees' : 'number';
  const start = base.value / factor;
  steps.push({ title: 'Value before the changes', bullets: [`The value now is ${num(factor)} times the value before: ${formatValue(base.value, unit)} ÷ ${num(factor)} = ${formatValue(start, unit)}.`] });
  let value = start;
  const trail = read.map((change) => {
    value *= 1 + change.signed / 100;
    return formatValue(value, unit);
  });
  const check = checkStep([`Step by step from ${formatValue(start, unit)}: ${trail.join(' → ')}, the value now.`], [[value, base.value]]);
  if (!check) return null;
  return oneValueAnswer('successive-change', start, unit, 'The value before the changes', {
    steps: [...steps, check],
    mistakes: [{ value: round2(base.value / (1 + read.reduce((sum, change) => sum + change.signed, 0) / 100)), why: 'this adds the percentages; each change applies to the value after the one before' }],
    givens: [base.value, ...read.map((change) => change.percent), ...labels, ...writtenCount(text)],
  });
}

/** The answer for a net change with its check from 100. */
function netChange(steps: readonly SolutionStep[], changes: readonly number[], net: number, label: string, givens: readonly number[]): QuantAnswer | null {
  // No net change is an answer too ('No change'), with no direction to state.
  const qualifier = Math.abs(net) < 1e-9 ? 'change' : net >= 0 ? 'increase' : 'decrease';
  let value = 100;
  const trail = changes.map((change) => {
    const next = value * (1 + change / 100);
    const line = `${num(value)} → ${num(next)}`;
    value = next;
    return line;
  });
  const check = checkStep([`Start from 100: ${trail.join(', ')}; 100 ${net >= 0 ? '+' : '−'} ${num(Math.abs(net))} = ${num(100 + net)}.`], [[value, 100 + net]]);
  if (!check) return null;
  return oneValueAnswer('successive-change', Math.abs(net), 'percent', `${label} ${qualifier}`, {
    steps: [...steps, check],
    mistakes: [{ value: round2(Math.abs(changes.reduce((a, b) => a + b, 0))), why: 'this adds the percentages; each change applies to the value after the one before' }],
    givens,
  });
}

/** The two sides of a rectangle, and the one length a square's or a circle's area goes with. */
const LENGTH = /\blength\b/;
const BREADTH = /\b(?:breadth|width)\b/;
const ONE_SIDE = /\b(?:side|sides|radius|diameter|edge)\b/;

/**
 * 'The length of a rectangle is increased by 20% and its breadth decreased by 10%: the change in
 * its area', 'the side of a square is increased by 10%: by what percent does its area increase'.
 * Area is length × breadth, so its factor is the product of theirs (the square of one side's).
 */
function areaChange(text: string): QuantAnswer | null {
  const asked = askedClause(text);
  if (!/\barea\b/.test(asked) || quantitiesOf(text).length > 0) return null;
  const read = signedChanges(text);
  if (!read || read.length === 0 || read.length > 2) return null;
  let changes: number[];
  if (read.length === 2) {
    // Each change must name its side: 'length ... 20%', 'breadth ... 10%'.
    const sideOf = (change: Change, from: number) => text.slice(from, change.index);
    const [first, second] = [sideOf(read[0]!, 0), sideOf(read[1]!, read[0]!.end)];
    const lengthFirst = LENGTH.test(first) && BREADTH.test(second) && !BREADTH.test(first);
    const breadthFirst = BREADTH.test(first) && LENGTH.test(second) && !LENGTH.test(first);
    if (!lengthFirst && !breadthFirst) return null;
    changes = read.map((change) => change.signed);
  } else {
    // One change of a square's side or a circle's radius, or of both sides at once ('each').
    const before = text.slice(0, read[0]!.index);
    const both = LENGTH.test(before) && BREADTH.test(before) && /\b(?:each|both)\b/.test(text);
    if (!both && !(ONE_SIDE.test(before) && /\b(?:square|circle|circular)\b/.test(text) && !LENGTH.test(before) && !BREADTH.test(before))) return null;
    changes = [read[0]!.signed, read[0]!.signed];
  }
  if (!asksPercent(asked) && !ASKS_NET.test(asked)) return null;
  const factor = (1 + changes[0]! / 100) * (1 + changes[1]! / 100);
  const net = (factor - 1) * 100;
  if (Math.abs(net) < 1e-9) return null;
  const qualifier = net >= 0 ? 'increase' : 'decrease';
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [read.length === 2 ? `Length: ${describeChange(changes[0]!, pct(Math.abs(changes[0]!)))}; breadth: ${describeChange(changes[1]!, pct(Math.abs(changes[1]!)))}.` : `Both lengths of the area change by ${describeChange(changes[0]!, pct(Math.abs(changes[0]!)))}.`] },
    { title: 'Area multiplies by both factors', bullets: [`Area = length × breadth, so it is multiplied by ${num(1 + changes[0]! / 100)} × ${num(1 + changes[1]! / 100)} = ${num(factor)}.`] },
    { title: 'Change in area', bullets: [`(${num(factor)} − 1) × 100 = ${net >= 0 ? '+' : '−'}${pct(Math.abs(net))}: the area ${qualifier}s by ${pct(Math.abs(net))}.`] },
  ];
  return netChange(steps, changes, net, 'The area', read.map((change) => change.percent));
}

/** 'The number so obtained is 50 less than the original number': the figure is the net change itself. */
function differenceFrom(text: string, figure: Quantity): 'less' | 'more' | null {
  const after = /^\s*(?:[a-z]+\s+){0,2}?(less|more|fewer|greater|lower|higher)\s+than\s+(?:(?:the\s+|its\s+)?(?:original|initial|first|given|old|earlier|actual)\b|what\s+(?:he|she|they|it|i|we)\s+(?:got|had|earned|received|drew|was getting|used to get)\s+(?:at first|initially|originally|before|earlier)\b|(?:he|she|they|i|we)\s+(?:did|earned|got|drew|had|received)\s+(?:at first|initially|originally|before|earlier|in the beginning)\b|(?:it|the number)\s+was\s+(?:at\s+(?:the\s+)?(?:start|beginning|first)|originally|initially|before))/.exec(text.slice(figure.end, figure.end + 60));
  if (!after) {
    // 'In all he lost ₹2,475', 'he gained ₹300 in all': the net change in rupees, named by its verb.
    const lead = /\b(?:(lost|loses|a\s+(?:net\s+)?loss\s+of)|(gained|gains|a\s+(?:net\s+)?gain\s+of))\s*(?:₹\s?)?$/.exec(text.slice(Math.max(0, figure.index - 30), figure.index));
    if (!lead || !/\b(?:in all|overall|altogether|on the whole|in the end|finally|net)\b/.test(text.slice(Math.max(0, figure.index - 40), figure.end + 30))) return null;
    return lead[1] ? 'less' : 'more';
  }
  return /less|fewer|lower/.test(after[1]!) ? 'less' : 'more';
}

/** 'A number is decreased by 10% and then increased by 10%; the result is 50 less than the original: find the number'. */
function originalFromDifference(text: string, figure: Quantity, read: readonly Change[], steps: readonly SolutionStep[], factor: number): QuantAnswer | null {
  const direction = differenceFrom(text, figure)!;
  const net = (factor - 1) * 100;
  if (Math.abs(net) < 1e-9 || (direction === 'less') !== (net < 0)) return null;
  const asked = askedHead(text);
  if (!/original|number|initial|first|price|salary|value|at first|find it/.test(asked) || asksPercent(askedClause(text))) return null;
  const original = (figure.value * 100) / Math.abs(net);
  const unit = figure.rupees ? 'rupees' : 'number';
  const check = checkStep([`${formatValue(original, unit)} × ${num(factor)} = ${formatValue(original * factor, unit)}, which is ${formatValue(Math.abs(original * factor - original), unit)} ${direction} than ${formatValue(original, unit)}.`], [[Math.abs(original * factor - original), figure.value]]);
  if (!check) return null;
  return oneValueAnswer('successive-change', original, unit, 'The original value', {
    steps: [
      ...steps,
      { title: 'Net change', bullets: [`The net change is ${pct(Math.abs(net))} ${direction === 'less' ? 'down' : 'up'}, and it is ${formatValue(figure.value, unit)}.`] },
      { title: 'The original', bullets: [`${pct(Math.abs(net))} of the original = ${num(figure.value)}, so the original = ${num(figure.value)} × 100 ÷ ${num(Math.abs(net))} = ${formatValue(original, unit)}.`] },
      check,
    ],
    mistakes: [],
    givens: [figure.value, ...read.map((change) => change.percent)],
  });
}

const COUNT: Readonly<Record<string, number>> = { two: 2, three: 3, '2': 2, '3': 3 };

/** 'Two successive discounts of 10% each': one written percentage taken as many times as the count says. */
function repeated(text: string, read: Change[] | null): Change[] | null {
  if (!read || read.length !== 1) return read;
  const each = /\b(two|three|2|3)\s+successive\s+[a-z]+\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*%\s+each\b/.exec(text);
  if (!each) return read;
  return Array.from({ length: COUNT[each[1]!]! }, () => read[0]!);
}

/** The count of '2 successive discounts of 10% each' when it is written in digits: one of the question's numbers. */
function writtenCount(text: string): number[] {
  const count = /\b([23])\s+successive\b/.exec(text);
  return count ? [Number(count[1])] : [];
}
