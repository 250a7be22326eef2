import { askSentence, askedHead, figuresOf, fine, sentenceStart, writtenOf } from './figure-reader';
import { solvePriceChain } from './price-chain';
import { solveCountsForPrice, solveDiscountGap, solveFalseWeight, solveResale, solveResaleChain } from './price-resale';
import { type PriceFacts, type PricePercent, readPrices } from './price-text';
import type { QuantAnswer } from './quant-answer';
import { solveUnitPrice } from './unit-price-solver';
import { num, pct, round2, rs, withCheck } from './quant-text';

/**
 * Marked price and discount, cost and selling price, profit and loss. Most questions are one
 * chain CP → MP → SP (price-chain); a few have a shape of their own: 'buy 3 get 1 free', 'the
 * cost price of 17 pens equals the selling price of 10', prices at a rate ('6 for ₹10', in
 * unit-price-solver), two articles sold at one price with a gain on one and a loss on the other,
 * 'had it been sold for ₹y more, the gain would be z%', and 'the profit at ₹625 equals the loss
 * at ₹435'.
 */

/** True when every figure of the question is a rupee figure or a percentage: a count or a time is a step the chain does not know. */
function onlyPricesAndPercents(facts: PriceFacts): boolean {
  return facts.figures.every((figure) => figure.unit === 'rupees' || figure.unit === 'percent');
}

export function solveMarkedPrice(text: string): QuantAnswer | null {
  if (!/discount|\boff\b|rebate|\bmark|list price|mrp|m\.r\.p|labell?ed|printed price|\bfree\b/.test(text)) return null;
  const free = solveBuyGetFree(text) ?? solveDiscountGap(text);
  if (free) return free;
  const facts = readPrices(text);
  if (!facts || !onlyPricesAndPercents(facts)) return null;
  const marked = facts.money.some((money) => money.role === 'marked' || money.role === 'discount') || facts.percents.some((percent) => percent.role === 'discount' || percent.role === 'markup');
  return marked ? solvePriceChain(text, facts) : null;
}

export function solveProfitLoss(text: string): QuantAnswer | null {
  if (!/profit|loss|gain|cost|sell|sold|bought|buy|purchase|\bc\.?\s?p\b|\bs\.?\s?p\b/.test(text)) return null;
  const counted = solveCountsEqual(text) ?? solveUnitPrice(text) ?? solveCountsForPrice(text) ?? solveResaleChain(text);
  if (counted) return counted;
  const facts = readPrices(text);
  if (!facts) return null;
  const weighed = solveFalseWeight(text, facts);
  if (weighed) return weighed;
  return solveOnePriceTwoArticles(text, facts) ?? solveSecondSale(text, facts) ?? solveResale(text, facts) ?? solveProfitEqualsLoss(text, facts) ?? (onlyPricesAndPercents(facts) ? solvePriceChain(text, facts) : null);
}

/** True when the ask is a profit or loss percentage (either way round, or 'gain or loss'). */
const asksPercent = (facts: PriceFacts) => facts.ask === 'profit-percent' || facts.ask === 'loss-percent' || facts.ask === 'profit-or-loss-percent';

// Buy x, get y free ------------------------------------------------------------------------

/** 'Buy 3, get 1 free': the customer pays for 3 and takes 4, a discount of 1/4 of the price. */
function solveBuyGetFree(text: string): QuantAnswer | null {
  const offer = /\bbuy\s+(\d+)\s*(?:,|and|&)?\s*get\s+(\d+)\s+(?:more\s+)?(?:free|extra)\b/.exec(text);
  // '1 free item with every 4 bought', '1 shirt free on the purchase of 4 shirts': the free count first.
  const given = offer ? null : /\b(\d+)\s+(?:free\s+)?(?:[a-z]+\s+)?(?:free\s+)?(?:with|on|for)\s+(?:every|each)?\s*(?:the\s+)?(?:purchase\s+of|buying)?\s*(?:every\s+)?(\d+)\s*(?:[a-z]+\s+)?(?:bought|purchased)?/.exec(text);
  if (given && !/\bfree\b/.test(given[0])) return null;
  const match = offer ?? (given ? ([given[0], given[2], given[1]] as const) : null);
  if (!match) return null;
  const ask = askedHead(text);
  if (!/discount|what percent|what %|reduction|saving/.test(ask)) return null;
  const buy = Number(match[1]);
  const free = Number(match[2]);
  if (buy <= 0 || free <= 0) return null;
  const discount = (free / (buy + free)) * 100;
  return withCheck({
    kind: 'marked-price-discount',
    values: [round2(discount)],
    unit: 'percent',
    label: 'The discount percentage',
    steps: [
      { title: 'Read the data', bullets: [`The customer pays for ${buy} article${buy === 1 ? '' : 's'} and takes ${buy + free}.`] },
      { title: 'Discount', bullets: [`Take each article's marked price as ₹1: the ${buy + free} articles are marked ₹${buy + free} and cost the customer ₹${buy}.`, `Discount = ${free} on ${buy + free}: ${free} ÷ ${buy + free} × 100 = ${pct(discount)}.`] },
    ],
    mistakes: [{ value: round2((free / buy) * 100), why: `this divides by the ${buy} articles paid for; the discount is on the marked price of all ${buy + free}` }],
    givens: [buy, free],
  }, [`${buy + free} articles marked ₹1 each, less ${pct(discount)}: ${buy + free} × ${fine(1 - discount / 100)} = ₹${fine((buy + free) * (1 - discount / 100))}, the price of the ${buy} paid for.`], [[(buy + free) * (1 - discount / 100), buy]]);
}

// The cost price of x articles equals the selling price of y ----------------------------------

const CP = String.raw`(?:cost\s?price|c\.?\s?p\.?|cost)`;
const SP = String.raw`(?:selling\s?price|s\.?\s?p\.?|sale\s?price)`;
const EQUALS = String.raw`(?:is\s*|are\s*)?(?:equals?|equal\s*to|is\s*equal\s*to|(?:is\s*)?the\s*same\s*as|same\s*as|=)`;

/**
 * 'The cost price of 17 pens equals the selling price of 10 pens' (or the other way round):
 * 10 pens sell for what 17 cost. 'By selling 33 metres a man gains the selling price of 11
 * metres': 33 metres sell for the cost of 22.
 */
function solveCountsEqual(text: string): QuantAnswer | null {
  const cpFirst = new RegExp(String.raw`${CP}\s+of\s+(\d+)\s+(?:[a-z]+\s+){0,2}?${EQUALS}\s*(?:the\s*|its\s*)?${SP}\s+of\s+(\d+)\b`).exec(text);
  const spFirst = new RegExp(String.raw`${SP}\s+of\s+(\d+)\s+(?:[a-z]+\s+){0,2}?${EQUALS}\s*(?:the\s*|its\s*)?${CP}\s+of\s+(\d+)\b`).exec(text);
  const gainsPrice = /\bby selling\s+(\d+)\s+(?:[a-z]+\s+){0,4}?[a-z ,]{0,30}?\b(gains?|gained|loses|lost|earns?|earned)\s+(?:a profit equal to |a loss equal to )?(?:the\s+)?(selling price|s\.?\s?p\.?|cost price|c\.?\s?p\.?)\s+of\s+(\d+)\b/.exec(text);
  let costCount: number;
  let sellCount: number;
  let written: number[];
  if (cpFirst && !spFirst && !gainsPrice) {
    [costCount, sellCount] = [Number(cpFirst[1]), Number(cpFirst[2])];
    written = [costCount, sellCount];
  } else if (spFirst && !cpFirst && !gainsPrice) {
    [sellCount, costCount] = [Number(spFirst[1]), Number(spFirst[2])];
    written = [sellCount, costCount];
  } else if (gainsPrice && !cpFirst && !spFirst) {
    // Sold n: the gain (or loss) is the SP or CP of k; in units of one article's cost.
    const sold = Number(gainsPrice[1]);
    const of = Number(gainsPrice[4]);
    const gains = /gain|earn/.test(gainsPrice[2]!);
    const bySelling = /^s/.test(gainsPrice[3]!);
    written = [sold, of];
    // gain = SP of k: n × SP − n × CP = k × SP, so (n − k) SP = n CP. loss = SP of k: (n + k) SP = n CP.
    // gain = CP of k: n SP = (n + k) CP. loss = CP of k: n SP = (n − k) CP.
    if (bySelling) [costCount, sellCount] = gains ? [sold, sold - of] : [sold, sold + of];
    else [costCount, sellCount] = gains ? [sold + of, sold] : [sold - of, sold];
  } else {
    return null;
  }
  // Only the two counts: a rupee figure or a percentage is a step this reading does not take.
  const facts = readPrices(text);
  const others = figuresOf(text).filter((figure) => !written.includes(figure.value) || figure.unit !== 'plain');
  if (!facts || others.length > 0 || !asksPercent(facts) || costCount <= 0 || sellCount <= 0 || costCount === sellCount) return null;
  // Each article costs ₹1: sellCount articles cost ₹sellCount and sell for ₹costCount.
  const change = ((costCount - sellCount) / sellCount) * 100;
  const qualifier = change > 0 ? 'profit' : 'loss';
  const cp = sellCount;
  const sp = costCount;
  return withCheck({
    kind: 'profit-loss-percent',
    values: [round2(Math.abs(change))],
    unit: 'percent',
    label: `The ${qualifier} percentage`,
    steps: [
      { title: 'Read the data', bullets: [gainsPrice ? `By selling ${gainsPrice[1]} articles the ${gainsPrice[2]!.startsWith('l') ? 'loss' : 'gain'} is the ${/^s/.test(gainsPrice[3]!) ? 'selling' : 'cost'} price of ${gainsPrice[4]}: so ${sellCount} articles sell for what ${costCount} cost.` : `${sellCount} articles sell for what ${costCount} articles cost.`] },
      { title: 'Take the cost of one article as ₹1', bullets: [`${sellCount} articles cost ₹${cp} and sell for ₹${sp} (the cost of ${costCount}).`] },
      { title: `${qualifier === 'profit' ? 'Profit' : 'Loss'} percentage`, bullets: [`${qualifier === 'profit' ? 'Profit' : 'Loss'} = ₹${Math.abs(sp - cp)} on ₹${cp}: ${Math.abs(sp - cp)} ÷ ${cp} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2((Math.abs(costCount - sellCount) / costCount) * 100), why: `this divides by ${costCount}; the ${qualifier} is on the cost of the ${sellCount} articles sold` }],
    givens: written,
  }, [`₹${cp} ${change > 0 ? '+' : '−'} ${pct(Math.abs(change))} of it = ₹${num(cp * (1 + change / 100))}, the price of ${costCount} articles at cost.`], [[cp * (1 + change / 100), sp]]);
}

// Two articles sold at one price, a gain on one and a loss on the other ------------------------

/** 'Sold two fans for ₹3,400 each, gaining 12% on one and losing 12% on the other': the overall result. */
function solveOnePriceTwoArticles(text: string, facts: PriceFacts): QuantAnswer | null {
  if (!/\b(?:two|2)\b/.test(text) || !/\beach\b|same (?:selling )?price|same price|equal price|same amount/.test(text)) return null;
  const gain = facts.percents.filter((percent) => percent.role === 'profit');
  const loss = facts.percents.filter((percent) => percent.role === 'loss');
  if (gain.length !== 1 || loss.length !== 1 || facts.percents.length !== 2) return null;
  const sold = facts.money.length === 0 ? null : facts.money.length === 1 && facts.money[0]!.role === 'selling' ? facts.money[0]! : undefined;
  if (sold === undefined) return null;
  const extra = facts.figures.filter((figure) => figure.unit !== 'rupees' && figure.unit !== 'percent');
  if (extra.some((figure) => figure.value !== 2)) return null;
  const wantsAmount = facts.ask === 'profit' || facts.ask === 'loss';
  if (!asksPercent(facts) && !(wantsAmount && sold)) return null;
  const price = sold?.figure.value ?? 100;
  const [p, q] = [gain[0]!.figure.value, loss[0]!.figure.value];
  if (q >= 100) return null;
  const cost1 = price / (1 + p / 100);
  const cost2 = price / (1 - q / 100);
  const cost = cost1 + cost2;
  const change = 2 * price - cost;
  const percent = (change / cost) * 100;
  if (Math.abs(change) < 1e-9) return null;
  const qualifier = change > 0 ? 'profit' : 'loss';
  const value = wantsAmount ? Math.abs(change) : Math.abs(percent);
  return withCheck({
    kind: 'profit-loss-percent',
    values: [round2(value)],
    unit: wantsAmount ? 'rupees' : 'percent',
    label: wantsAmount ? `The ${qualifier}` : `The ${qualifier} percentage`,
    steps: [
      { title: 'Read the data', bullets: [`Each article sells for ${sold ? rs(price) : 'the same price; take it as ₹100'}; ${pct(p)} profit on one, ${pct(q)} loss on the other.`] },
      { title: 'Cost of each article', bullets: [`First: CP = ${num(price)} × 100/${num(100 + p)} = ${rs(cost1)}.`, `Second: CP = ${num(price)} × 100/${num(100 - q)} = ${rs(cost2)}.`] },
      { title: 'On the whole', bullets: [`Total CP = ${rs(cost)}, total SP = ${rs(2 * price)}.`, `${qualifier === 'profit' ? 'Profit' : 'Loss'} = ${rs(Math.abs(change))}${wantsAmount ? '' : `: ${num(Math.abs(change))} ÷ ${num(cost)} × 100 = ${pct(Math.abs(percent))} ${qualifier}`}.`, ...(p === q && !wantsAmount ? [`(The same percentage gained and lost on one selling price is always a loss of (${num(p)})²/100 = ${pct((p * p) / 100)}.)`] : [])] },
    ],
    mistakes: [{ value: 0, why: 'the gain and the loss are on different cost prices, so they do not cancel' }],
    givens: [...writtenOf(extra), ...(sold ? [price] : []), p, q],
  }, [`${rs(cost1)} + ${pct(p)} = ${rs(cost1 * (1 + p / 100))}; ${rs(cost2)} − ${pct(q)} = ${rs(cost2 * (1 - q / 100))}: each sells for ${rs(price)}.`], [[cost1 * (1 + p / 100), price], [cost2 * (1 - q / 100), price]]);
}

// Had it been sold for ₹y more ---------------------------------------------------------------

/** A percentage as signed change: +15 for a 15% gain, −8 for an 8% loss. */
const signed = (percent: PricePercent) => (percent.role === 'loss' ? -1 : 1) * percent.figure.value;

/**
 * 'Sold at a loss of 8%; had it been sold for ₹138 more, the gain would have been 15%': the
 * ₹138 is 23% of the cost price. The sale that happened is the first percentage, unless the
 * question says 'instead of' before it.
 */
function solveSecondSale(text: string, facts: PriceFacts): QuantAnswer | null {
  const extra = facts.money.filter((money) => money.role === 'more' || money.role === 'less');
  if (extra.length !== 1 || facts.money.length !== 1 || facts.percents.length !== 2 || facts.ask !== 'cost') return null;
  // 'If both the cost price and the selling price are ₹100 less': the ₹ is not only a change of the sale.
  if (/\b(?:both|cost price|c\.?\s?p\b|bought|buys?|purchased?)\b/.test(text.slice(sentenceStart(text, extra[0]!.figure.start), extra[0]!.figure.start))) return null;
  if (!facts.percents.every((percent) => percent.role === 'profit' || percent.role === 'loss') || facts.figures.length !== 3) return null;
  // '... a gain of 15% instead of a loss of 8%': the sale that happened comes second.
  const insteadFirst = /\b(?:instead of|rather than|in place of)\s+(?:an?\s+)?(?:loss|gain|profit)?\s*(?:of\s+)?$/.test(text.slice(0, facts.percents[1]!.figure.start));
  const [actual, hoped] = insteadFirst ? [facts.percents[1]!, facts.percents[0]!] : [facts.percents[0]!, facts.percents[1]!];
  const difference = extra[0]!.figure.value * (extra[0]!.role === 'more' ? 1 : -1);
  const spread = signed(hoped) - signed(actual);
  if (Math.abs(spread) < 1e-9 || Math.sign(spread) !== Math.sign(difference)) return null;
  const cost = (difference * 100) / spread;
  const describe = (percent: PricePercent) => `${pct(percent.figure.value)} ${percent.role === 'loss' ? 'loss' : 'gain'}`;
  const first = cost * (1 + signed(actual) / 100);
  const second = cost * (1 + signed(hoped) / 100);
  return withCheck({
    kind: 'cost-price',
    values: [round2(cost)],
    unit: 'rupees',
    label: 'The cost price',
    steps: [
      { title: 'Read the data', bullets: [`Sold at a ${describe(actual)}; for ${rs(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} it would have been a ${describe(hoped)}.`] },
      { title: 'The difference as a percentage of CP', bullets: [`From ${signed(actual) >= 0 ? '+' : '−'}${pct(Math.abs(signed(actual)))} to ${signed(hoped) >= 0 ? '+' : '−'}${pct(Math.abs(signed(hoped)))} is ${pct(Math.abs(spread))} of CP, and it is ${rs(Math.abs(difference))}.`] },
      { title: 'Cost price', bullets: [`CP = ${num(Math.abs(difference))} × 100/${num(Math.abs(spread))} = ${rs(cost)}.`] },
    ],
    mistakes: [
      { value: round2((Math.abs(difference) * 100) / Math.abs(Math.abs(signed(hoped)) - Math.abs(signed(actual)))), why: 'this subtracts the two percentages; a loss and a gain lie on opposite sides of the cost, so they add' },
      { value: round2((Math.abs(difference) * 100) / Math.abs(signed(hoped))), why: 'this uses only one of the two percentages' },
    ],
    givens: [actual.figure.value, hoped.figure.value, Math.abs(difference)],
  }, [`At a ${describe(actual)} it sold for ${rs(first)}; at a ${describe(hoped)} it would sell for ${rs(second)}: ${rs(Math.abs(second - first))} ${second > first ? 'more' : 'less'}.`], [[second - first, difference]]);
}

// The profit at one price equals the loss at another ---------------------------------------

/**
 * 'The profit earned by selling an article for ₹625 equals the loss incurred by selling it for
 * ₹435': the cost price lies halfway between the two selling prices.
 */
function solveProfitEqualsLoss(text: string, facts: PriceFacts): QuantAnswer | null {
  // 'At what price should it be sold to gain 20%, if ...': the cost found, then the sale for that gain.
  const target = facts.ask === 'selling' && facts.percents.length === 1 && facts.figures.length === 3 && (facts.percents[0]!.role === 'profit' || facts.percents[0]!.role === 'loss') && askSentence(text).includes(text.slice(facts.percents[0]!.figure.start, facts.percents[0]!.figure.end)) ? facts.percents[0]! : null;
  if ((facts.ask !== 'cost' || facts.percents.length > 0 || facts.figures.length !== 2) && !target) return null;
  if (!/\b(?:profit|gain)\b[^.?]*\b(?:same as|equal to|equals|is equal)\b[^.?]*\bloss\b|\bloss\b[^.?]*\b(?:same as|equal to|equals|is equal)\b[^.?]*\b(?:profit|gain)\b|\bsame\s+(?:amount\s+of\s+)?(?:profit|gain)\s+as\s+(?:the\s+)?loss\b|\bsame\s+(?:amount\s+of\s+)?loss\s+as\s+(?:the\s+)?(?:profit|gain)\b/.test(text)) return null;
  // 'twice the loss', 'half the profit': not equal.
  if (/\b(?:twice|double|thrice|triple|half|times)\b/.test(text)) return null;
  const sales = facts.money.filter((money) => money.role === 'selling');
  if (sales.length !== 2 || facts.money.length !== 2) return null;
  const [high, low] = [Math.max(sales[0]!.figure.value, sales[1]!.figure.value), Math.min(sales[0]!.figure.value, sales[1]!.figure.value)];
  if (high === low) return null;
  const cost = (high + low) / 2;
  if (target) {
    const signed = (target.role === 'profit' ? 1 : -1) * target.figure.value;
    const sale = cost * (1 + signed / 100);
    return withCheck({
      kind: 'selling-price',
      values: [round2(sale)],
      unit: 'rupees',
      label: 'The selling price',
      steps: [
        { title: 'Read the data', bullets: [`Sold for ${rs(high)}: a profit; sold for ${rs(low)}: a loss of the same amount.`] },
        { title: 'Cost price', bullets: [`${num(high)} − CP = CP − ${num(low)}, so 2 × CP = ${num(high)} + ${num(low)} = ${num(high + low)} and CP = ${rs(cost)}.`] },
        { title: 'The selling price', bullets: [`For a ${signed >= 0 ? 'gain' : 'loss'} of ${pct(Math.abs(signed))}: SP = ${num(cost)} × ${num(100 + signed)}/100 = ${rs(sale)}.`] },
      ],
      mistakes: [{ value: round2(high * (1 + signed / 100)), why: 'this takes the percentage on a selling price; it is a percentage of the cost price' }],
      givens: [high, low, target.figure.value],
    }, [`Profit at ${rs(high)}: ${rs(high - cost)}; loss at ${rs(low)}: ${rs(cost - low)}; the same. ${rs(sale)} − ${rs(cost)} = ${rs(Math.abs(sale - cost))}, which is ${pct(Math.abs(signed))} of ${rs(cost)}.`], [[high - cost, cost - low], [((sale - cost) / cost) * 100, signed]]);
  }
  return withCheck({
    kind: 'cost-price',
    values: [round2(cost)],
    unit: 'rupees',
    label: 'The cost price',
    steps: [
      { title: 'Read the data', bullets: [`Sold for ${rs(high)}: a profit; sold for ${rs(low)}: a loss of the same amount.`] },
      { title: 'Cost price', bullets: [`${num(high)} − CP = CP − ${num(low)}, so 2 × CP = ${num(high)} + ${num(low)} = ${num(high + low)} and CP = ${rs(cost)}.`] },
    ],
    mistakes: [{ value: round2(high - low), why: 'this is the gap between the two selling prices, not the cost' }],
    givens: [high, low],
  }, [`Profit at ${rs(high)}: ${rs(high)} − ${rs(cost)} = ${rs(high - cost)}; loss at ${rs(low)}: ${rs(cost)} − ${rs(low)} = ${rs(cost - low)}; the same.`], [[high - cost, cost - low]]);
}
