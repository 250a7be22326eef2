import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { askedClause, checkStep, formatValue, num, pct, round2 } from './quant-text';
import { relativePercents } from './percent-comparison';
import { askedHead, ASKS_NEW, ASKS_OLD, asksPercent, describeChange, quantitiesOf, signedChanges, statedAfter, withoutQuestionNumber, yearLabels, type Change, type Quantity } from './percent-reading';

/**
 * One quantity changed by several percentages in turn ('increased by 20% and then decreased by
 * 20%', 'successive discounts of 10%, 20% and 5%', 'grows by 5% in the first year and 8% in the
 * second'): the net change, the single equivalent discount, or the final value when the starting
 * value is given. Also an area from changes of its length and breadth, and a chain of
 * comparisons ('A is 20% more than B and B is 10% more than C; A is what percent of C?').
 */
export function solveSuccessiveChange(text: string): QuantAnswer | null {
  return readSuccessiveChange(withoutQuestionNumber(text));
}

/** The readers in turn, on the text without its question number. */
function readSuccessiveChange(text: string): QuantAnswer | null {
  if (/interest|\bprofit|per annum|every year|each year|per year|yearly|annually|(?<!in )\ba year\b|\bspends?\b|\bsaves?\b|\bsavings\b|cost price/.test(text)) return null;
  // A gain or a loss on a sale is profit and loss; on a salary or a price it is only the net change.
  if (/\bgain|\bloss\b/.test(text) && /\bsold\b|\bsells?\b|\bselling\b|\bbought\b|\bbuys?\b|\bcost\b|\bc\.?p\b|\bs\.?p\b/.test(text)) return null;
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
  const changes = read.map((change) => change.signed);
  const discounts = /discount/.test(text) && changes.every((change) => change < 0);
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
  if (base) {
    const wantsValue = !asksPercent(asked) && (ASKS_NEW.test(asked) || (discounts && ASKS_PAID.test(asked))) && !ASKS_OLD.test(asked.replace(/\bwhat (?:was|were)\b/, ''));
    // The starting value is written before the changes, or after them as what they act on ('discounts of 20% and 10% on ₹5,000', 'if the present population is 50,000').
    const actedOn = base.index < read[0]!.index || /\b(?:on|of|at|costing|worth|priced)\s+(?:[a-z]+\s+){0,4}₹?\s?$|\b(?:present|current|initial|original|starting)\s+(?:[a-z]+\s+){0,2}(?:is|was|of)\s+₹?\s?$/.test(text.slice(Math.max(0, base.index - 40), base.index));
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
    return {
      kind: 'successive-change',
      values: [round2(end)],
      unit,
      label: discounts ? 'The price after the discounts' : 'The final value',
      steps: [...steps, check],
      mistakes: [{ value: round2(base.value * (1 + sum / 100)), why: 'this adds the percentages; each change applies to the value after the one before' }],
      givens: [base.value, ...changes.map(Math.abs), ...years.map((year) => year.value), ...labels, ...writtenCount(text)],
    };
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
    return {
      kind: 'successive-change',
      values: [round2(single)],
      unit: 'percent',
      label: 'The single equivalent discount',
      steps: [...steps, check],
      mistakes: [{ value: round2(-sum), why: 'this adds the discounts; the second is taken on the price after the first' }],
      givens: [...changes.map(Math.abs), ...writtenCount(text)],
    };
  }
  if (!asksPercent(asked) && !ASKS_NET.test(asked)) return null;
  steps.push({ title: 'Net change', bullets: [Math.abs(net) < 1e-9 ? `(${num(factor)} − 1) × 100 = 0: no net change.` : `(${num(factor)} − 1) × 100 = ${net >= 0 ? '+' : '−'}${pct(Math.abs(net))}: a net ${net >= 0 ? 'increase' : 'decrease'} of ${pct(Math.abs(net))}.`] });
  return netChange(steps, changes, net, 'The net', [...changes.map(Math.abs), ...labels, ...years.map((year) => year.value), ...writtenCount(text)]);
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
  return {
    kind: 'successive-change',
    values: [round2(Math.abs(net))],
    unit: 'percent',
    label: `${label} ${qualifier}`,
    steps: [...steps, check],
    mistakes: [{ value: round2(Math.abs(changes.reduce((a, b) => a + b, 0))), why: 'this adds the percentages; each change applies to the value after the one before' }],
    givens,
  };
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
  const after = /^\s*(?:[a-z]+\s+)?(less|more|fewer|greater|lower|higher)\s+than\s+(?:(?:the\s+|its\s+)?(?:original|initial|first|given|old|earlier|actual)\b|what\s+(?:he|she|they|it|i|we)\s+(?:got|had|earned|received|drew|was getting|used to get)\s+(?:at first|initially|originally|before|earlier)\b)/.exec(text.slice(figure.end, figure.end + 60));
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
  return {
    kind: 'successive-change',
    values: [round2(original)],
    unit,
    label: 'The original value',
    steps: [
      ...steps,
      { title: 'Net change', bullets: [`The net change is ${pct(Math.abs(net))} ${direction === 'less' ? 'down' : 'up'}, and it is ${formatValue(figure.value, unit)}.`] },
      { title: 'The original', bullets: [`${pct(Math.abs(net))} of the original = ${num(figure.value)}, so the original = ${num(figure.value)} × 100 ÷ ${num(Math.abs(net))} = ${formatValue(original, unit)}.`] },
      check,
    ],
    mistakes: [],
    givens: [figure.value, ...read.map((change) => change.percent)],
  };
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
