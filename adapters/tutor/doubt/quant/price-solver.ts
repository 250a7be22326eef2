import { NUMBER_WORD } from '../number-words';
import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { askSentence, askedHead, figuresOf, fine, sentenceStart, writtenOf } from './figure-reader';
import { solvePriceChain } from './price-chain';
import { solvePriceRatios } from './price-ratios';
import { solvePriceSuccessive } from './price-successive';
import { solveCountsForPrice, solveDiscountGap, solveFalseWeight, solveResale, solveResaleChain } from './price-resale';
import { type PriceFacts, type PricePercent, readPrices } from './price-text';
import type { QuantAnswer } from './quant-answer';
import { solveUnitPrice } from './unit-price-solver';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';
import { solveSpoiltStock } from './price-spoilt';

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
  const free = solveBuyGetFree(text) ?? solveDiscountGap(text) ?? solvePriceSuccessive(text);
  if (free) return free;
  const facts = readPrices(text);
  if (!facts || !onlyPricesAndPercents(facts)) return null;
  const marked = facts.money.some((money) => money.role === 'marked' || money.role === 'discount') || facts.percents.some((percent) => percent.role === 'discount' || percent.role === 'markup');
  return marked ? solvePriceChain(text, facts) : null;
}

export function solveProfitLoss(written: string): QuantAnswer | null {
  // 'Gain/loss %?': the slash says 'gain or loss'.
  const text = written.replace(/\b(profit|gain|loss)\s*\/\s*(profit|gain|loss)\b/g, '$1 or $2');
  if (!/profit|loss|gain|cost|sell|sold|bought|buy|purchase|\bc\.?\s?p\b|\bs\.?\s?p\b/.test(text)) return null;
  const counted = solveCountsEqual(text) ?? solvePriceRatios(text) ?? solveUnitPrice(text) ?? solveCountsForPrice(text) ?? solveResaleChain(text) ?? solveMoreInSale(text) ?? solveSameSaleTwoItems(text) ?? solveMixtureSale(text) ?? solveOtherSale(text) ?? solveCountForGain(text) ?? solveSpoiltStock(text);
  if (counted) return counted;
  if (mixedUnits(text) || resoldWithoutRate(text) || countInWordsPerItem(text)) return null;
  const facts = readPrices(text);
  // A weight short by a percentage ('uses 20% less weight') leaves a figure the price reader cannot place: read before it gives up.
  const weighed = solveFalseWeight(text, facts);
  if (weighed) return weighed;
  if (!facts) return null;
  return solveOnePriceTwoArticles(text, facts) ?? solveSecondSale(text, facts) ?? solveResale(text, facts) ?? solveProfitEqualsLoss(text, facts) ?? solveProfitTimesLoss(text, facts) ?? (onlyPricesAndPercents(facts) ? solvePriceChain(text, facts) : null);
}

/**
 * 'Buys wheat at ₹2,400 per quintal and sells it at ₹15 per kg', '₹2,400 perquintal': prices for
 * different amounts (or one for an amount and one for the whole) are compared only by the unit
 * price reader; taken as two prices of one article they would give a wrong profit.
 */
function mixedUnits(text: string): boolean {
  const UNIT = String.raw`kg|kgs|kilos?|kilograms?|g|gm|grams?|quintals?|tonnes?|tons?|litres?|liters?|ml|dozens?|pieces?|metres?|meters?|m|units?|items?|packets?|boxes?|bags?|pairs?|hundred|score`;
  const units = [...text.matchAll(new RegExp(String.raw`₹\s?\d[\d,]*(?:\.\d+)?\s*(?:(?:\/\s*|per\s*|an?\s+|each\s+|for\s+(?:an?|one|each)\s+)(${UNIT})\b|per([a-z]+))?`, 'g'))].map((match) => match[1] ?? match[2] ?? '');
  if (units.length < 2 || units.every((unit) => unit === '')) return false;
  const kind = (unit: string) => unit.replace(/s$/, '').replace(/^(?:kilo|kilogram|kg)$/, 'kg').replace(/^(?:gm|gram)$/, 'g').replace(/^liter$/, 'litre').replace(/^meter$/, 'metre');
  return new Set(units.map(kind)).size > 1;
}

/**
 * 'Ten pens are bought for ₹50 and sold at ₹4 a pen': a price for each of a count written in
 * words is not the price of the lot; read as one article's two prices it gave a loss of 92%.
 */
function countInWordsPerItem(text: string): boolean {
  const count = new RegExp(String.raw`(?:^|[^\w₹])(?:${NUMBER_WORD})\s+(?:[a-z]+\s+)?([a-z]+s)\b`).exec(text);
  if (!count) return false;
  const item = count[1]!.replace(/e?s$/, '');
  const prices = [...text.matchAll(new RegExp(String.raw`₹\s?\d+(?:\.\d+)?(\s*(?:each|apiece|a\s+piece|per\s+(?:piece|item|unit|article|${item}e?s?)|an?\s+${item}\b))?`, 'g'))];
  // Both a price of one and a price of the lot: 'two watches for ₹500 each' alone is one price of each.
  return prices.some((price) => price[1] !== undefined) && prices.some((price) => price[1] === undefined);
}

/**
 * 'Sunil sold his scooter to Anil at a loss of 20%. Anil later sold it for ₹24,000': the price is
 * the buyer's own sale, not Sunil's. A buyer who sells on, with fewer rates than sales, leaves a
 * sale unpriced; read as one article's two prices it would give a wrong cost.
 */
function resoldWithoutRate(text: string): boolean {
  const sales = text.match(/\b(?:sold|sells?|resold|resells?)\b/g) ?? [];
  const rates = text.match(/\d+(?:\.\d+)?\s*%/g) ?? [];
  if (sales.length < 2 || rates.length >= sales.length) return false;
  return [...text.matchAll(/\b(?:sold|sells?|resold|resells?)\b[^.;?]*?\bto\s+(?:(?:his|her|a|an|the)\s+(?:friend|neighbour|neighbor|brother|sister|cousin|colleague)\s+)?([a-z]{2,})\b/g)].some((sale) =>
    new RegExp(String.raw`\b${sale[1]}\s+(?:(?:later|then|in turn|afterwards|also|again)\s+)?(?:sold|sells?|resold|resells?)\b`).test(text.slice(sale.index + sale[0].length)),
  );
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
  return withCheck(oneValueAnswer('marked-price-discount', discount, 'percent', 'The discount percentage', {
    steps: [
      { title: 'Read the data', bullets: [`The customer pays for ${buy} article${buy === 1 ? '' : 's'} and takes ${buy + free}.`] },
      { title: 'Discount', bullets: [`Take each article's marked price as ₹1: the ${buy + free} articles are marked ₹${buy + free} and cost the customer ₹${buy}.`, `Discount = ${free} on ${buy + free}: ${free} ÷ ${buy + free} × 100 = ${pct(discount)}.`] },
    ],
    mistakes: [{ value: round2((free / buy) * 100), why: `this divides by the ${buy} articles paid for; the discount is on the marked price of all ${buy + free}` }],
    givens: [buy, free],
  }), [`${buy + free} articles marked ₹1 each, less ${pct(discount)}: ${buy + free} × ${fine(1 - discount / 100)} = ₹${fine((buy + free) * (1 - discount / 100))}, the price of the ${buy} paid for.`], [[(buy + free) * (1 - discount / 100), buy]]);
}

// The cost price of x articles equals the selling price of y ----------------------------------

const CP = String.raw`(?:cost\s?price|c\.?\s?p\.?|cost)`;
const SP = String.raw`(?:selling\s?price|s\.?\s?p\.?|sale\s?price)`;
const EQUALS = String.raw`(?:is\s*|are\s*)?(?:equals?|equal\s*to|is\s*equal\s*to|(?:is\s*)?the\s*same\s*as|same\s*as|=)`;

/**
 * 'A man sold 20 articles and gained the cost price of 5', 'bought 20 articles and sold them,
 * gaining the cost price of 5': the sale of all the articles and its gain or loss, put as 'by
 * selling 20 articles he gains ...', which the counts reading takes. Only a sale of every article
 * bought ('sold them'), never part of them.
 */
function withSaleFirst(text: string): string {
  const verb = (word: string) => ({ gaining: 'gains', losing: 'loses' })[word] ?? word;
  return text
    .replace(/\b(?:bought|buys|purchased|purchases)\s+(\d+)\s+([a-z]+)\s+and\s+sold\s+(?:them|all of them|all)\s*,?\s*(?:thereby\s+)?(gaining|losing)\b/, (_match, count: string, noun: string, word: string) => `by selling ${count} ${noun} he ${verb(word)}`)
    .replace(/\b(?:sold|sells)\s+(\d+)\s+([a-z]+)\s+and\s+(?:thereby\s+)?(gained|lost|gains|loses)\b/, (_match, count: string, noun: string, word: string) => `by selling ${count} ${noun} he ${word}`);
}

/**
 * 'The cost price of 17 pens equals the selling price of 10 pens' (or the other way round):
 * 10 pens sell for what 17 cost. 'By selling 33 metres a man gains the selling price of 11
 * metres': 33 metres sell for the cost of 22.
 */
function solveCountsEqual(raw: string): QuantAnswer | null {
  // 'The selling price of nine oranges': a count in words as its number.
  const WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
  const text = withSaleFirst(raw.replace(/\b(price\s+of)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/g, (_match, lead: string, word: string) => `${lead} ${WORDS[word]}`));
  const cpFirst = new RegExp(String.raw`${CP}\s+of\s+(\d+)\s+(?:[a-z]+\s+){0,2}?${EQUALS}\s*(?:the\s*|its\s*)?${SP}\s+of\s+(\d+)\b`).exec(text);
  const spFirst = new RegExp(String.raw`${SP}\s+of\s+(\d+)\s+(?:[a-z]+\s+){0,2}?${EQUALS}\s*(?:the\s*|its\s*)?${CP}\s+of\s+(\d+)\b`).exec(text);
  // 'By selling 36 oranges a vendor loses an amount equal to the selling price of 9', 'on the sale of 15 chairs there is a loss equal to ...'.
  // 'A man sells 48 metres and his loss equals the SP of 2 metres': the sale, then the gain or loss named as a price.
  const gainsPrice = /\b(?:by selling|on selling|after selling|on (?:the\s+)?sale of|(?:sells|sold)(?=\s+\d[^.?]*\b(?:(?:his|her|their|the)\s+(?:loss|gain|profit)\s+(?:equals|is equal to|=)|(?:earned|earns|made|makes|incurred|incurs|suffered|suffers)\s+an?\s+(?:loss|gain|profit)\s+equal\s+to)))\s+(\d+)\s+(?:[a-z]+\s+){0,4}?[a-z ,]{0,30}?\b(gains?|gained|loses|lost|earns?|earned|there is an? (?:loss|gain|profit)|(?:he|she|they|it) (?:makes|made|incurs|incurred|suffers|suffered) an? (?:loss|gain|profit)|(?:his|her|their|the) (?:loss|gain|profit) (?:equals|is equal to|=)|(?:earned|earns|made|makes|incurred|incurs|suffered|suffers) an? (?:loss|gain|profit)(?= equal to))\s+(?:a profit equal to |a loss equal to |a gain equal to |an amount equal to |equal to |of )?(?:the\s+)?(selling price|s\.?\s?p\.?|cost price|c\.?\s?p\.?)\s+of\s+(\d+)\b/.exec(text);
  // 'Sells 25 notebooks for the money he paid for 10 notebooks': the selling price of 25 is the cost of 10.
  const sellsFor = cpFirst || spFirst || gainsPrice ? null : /\bsells?\s+(\d+)\s+(?:[a-z]+\s+){0,2}?for\s+(?:the\s+)?(?:money|amount|price|sum|cost(?:\s+price)?)\s+(?:(?:he|she|they)\s+(?:had\s+|has\s+)?(?:paid|pays|spent|spends)\s+for|of)\s+(\d+)\b/.exec(text);
  let costCount: number;
  let sellCount: number;
  let written: number[];
  if (sellsFor) {
    [sellCount, costCount] = [Number(sellsFor[1]), Number(sellsFor[2])];
    written = [sellCount, costCount];
  } else if (cpFirst && !spFirst && !gainsPrice) {
    [costCount, sellCount] = [Number(cpFirst[1]), Number(cpFirst[2])];
    written = [costCount, sellCount];
  } else if (spFirst && !cpFirst && !gainsPrice) {
    [sellCount, costCount] = [Number(spFirst[1]), Number(spFirst[2])];
    written = [sellCount, costCount];
  } else if (gainsPrice && !cpFirst && !spFirst) {
    // Sold n: the gain (or loss) is the SP or CP of k; in units of one article's cost.
    const sold = Number(gainsPrice[1]);
    const of = Number(gainsPrice[4]);
    const gains = /gain|earn|profit/.test(gainsPrice[2]!);
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
  return withCheck(oneValueAnswer('profit-loss-percent', Math.abs(change), 'percent', `The ${qualifier} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [gainsPrice ? `By selling ${gainsPrice[1]} articles the ${/los|loss/.test(gainsPrice[2]!) ? 'loss' : 'gain'} is the ${/^s/.test(gainsPrice[3]!) ? 'selling' : 'cost'} price of ${gainsPrice[4]}: so ${sellCount} articles sell for what ${costCount} cost.` : `${sellCount} articles sell for what ${costCount} articles cost.`] },
      { title: 'Take the cost of one article as ₹1', bullets: [`${sellCount} articles cost ₹${cp} and sell for ₹${sp} (the cost of ${costCount}).`] },
      { title: `${qualifier === 'profit' ? 'Profit' : 'Loss'} percentage`, bullets: [`${qualifier === 'profit' ? 'Profit' : 'Loss'} = ₹${Math.abs(sp - cp)} on ₹${cp}: ${Math.abs(sp - cp)} ÷ ${cp} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2((Math.abs(costCount - sellCount) / costCount) * 100), why: `this divides by ${costCount}; the ${qualifier} is on the cost of the ${sellCount} articles sold` }],
    givens: written,
  }), [`₹${cp} ${change > 0 ? '+' : '−'} ${pct(Math.abs(change))} of it = ₹${num(cp * (1 + change / 100))}, the price of ${costCount} articles at cost.`], [[cp * (1 + change / 100), sp]]);
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
  // 'The overall result is:' with nothing more: the classic ask for the net gain or loss per cent.
  const overall = !wantsAmount && /\b(?:overall|net|total)\s+(?:result|effect|outcome)\s+(?:is|was|will be)\s*[:.?]?\s*$/.test(text);
  if (!asksPercent(facts) && !overall && !(wantsAmount && sold)) return null;
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
  return withCheck(oneValueAnswer('profit-loss-percent', value, wantsAmount ? 'rupees' : 'percent', wantsAmount ? `The ${qualifier}` : `The ${qualifier} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [`Each article sells for ${sold ? rs(price) : 'the same price; take it as ₹100'}; ${pct(p)} profit on one, ${pct(q)} loss on the other.`] },
      { title: 'Cost of each article', bullets: [`First: CP = ${num(price)} × 100/${num(100 + p)} = ${rs(cost1)}.`, `Second: CP = ${num(price)} × 100/${num(100 - q)} = ${rs(cost2)}.`] },
      { title: 'On the whole', bullets: [`Total CP = ${rs(cost)}, total SP = ${rs(2 * price)}.`, `${qualifier === 'profit' ? 'Profit' : 'Loss'} = ${rs(Math.abs(change))}${wantsAmount ? '' : `: ${num(Math.abs(change))} ÷ ${num(cost)} × 100 = ${pct(Math.abs(percent))} ${qualifier}`}.`, ...(p === q && !wantsAmount ? [`(The same percentage gained and lost on one selling price is always a loss of (${num(p)})²/100 = ${pct((p * p) / 100)}.)`] : [])] },
    ],
    mistakes: [{ value: 0, why: 'the gain and the loss are on different cost prices, so they do not cancel' }],
    givens: [...writtenOf(extra), ...(sold ? [price] : []), p, q],
  }), [`${rs(cost1)} + ${pct(p)} = ${rs(cost1 * (1 + p / 100))}; ${rs(cost2)} − ${pct(q)} = ${rs(cost2 * (1 - q / 100))}: each sells for ${rs(price)}.`], [[cost1 * (1 + p / 100), price], [cost2 * (1 - q / 100), price]]);
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
  if (extra.length !== 1 || facts.money.length !== 1 || facts.percents.length !== 2 || (facts.ask !== 'cost' && facts.ask !== 'selling')) return null;
  // 'If both the cost price and the selling price are ₹100 less': the ₹ is not only a change of the sale.
  if (/\b(?:both|cost price|c\.?\s?p\b|bought|buys?|purchased?)\b/.test(text.slice(sentenceStart(text, extra[0]!.figure.start), extra[0]!.figure.start))) return null;
  if (!facts.percents.every((percent) => percent.role === 'profit' || percent.role === 'loss') || facts.figures.length !== 3) return null;
  // '... a gain of 15% instead of a loss of 8%': the sale that happened comes second.
  const insteadFirst = /\b(?:instead of|rather than|in place of)\s+(?:an?\s+)?(?:loss|gain|profit)?\s*(?:of\s+)?$/.test(text.slice(0, facts.percents[1]!.figure.start));
  const [actual, hoped] = insteadFirst ? [facts.percents[1]!, facts.percents[0]!] : [facts.percents[0]!, facts.percents[1]!];
  const difference = extra[0]!.figure.value * (extra[0]!.role === 'more' ? 1 : -1);
  const cost = costFromTwoSales(signed(actual), signed(hoped), difference, [actual.figure.value, hoped.figure.value, Math.abs(difference)]);
  if (!cost || facts.ask === 'cost') return cost;
  // 'At what price did he sell it?': the sale that happened, from the cost.
  const cp = cost.values[0]!;
  const sp = cp * (1 + signed(actual) / 100);
  const steps = cost.steps.filter((step) => !step.title.startsWith('Check'));
  return withCheck(
    {
      ...cost,
      kind: 'selling-price',
      values: [round2(sp)],
      label: 'The selling price',
      steps: [...steps, { title: 'Selling price', bullets: [`SP = ${rs(cp)} × ${num(100 + signed(actual))}/100 = ${rs(sp)}.`] }],
      mistakes: [{ value: round2(cp), why: 'this is the cost price; the question asks the price it was sold at' }, { value: round2(cp * (1 + signed(hoped) / 100)), why: 'this is the price of the sale that did not happen' }],
    },
    [`At ${rs(sp)} the ${signed(actual) >= 0 ? 'gain' : 'loss'} is ${rs(Math.abs(sp - cp))}, ${pct(Math.abs(signed(actual)))} of ${rs(cp)}; ${rs(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} gives ${rs(sp + difference)}, ${pct(Math.abs(signed(hoped)))} ${signed(hoped) >= 0 ? 'above' : 'below'} the cost.`],
    [[sp + difference, cp * (1 + signed(hoped) / 100)]],
  );
}

/**
 * The cost price from a sale at `actual` % (gain positive, loss negative) and the sale at `hoped` %
 * that ₹`difference` more (or less, negative) would have made: the ₹ is the gap between them as a
 * percentage of the cost. Null when the gap and the ₹ disagree in direction.
 */
function costFromTwoSales(actual: number, hoped: number, difference: number, givens: number[]): QuantAnswer | null {
  const spread = hoped - actual;
  if (Math.abs(spread) < 1e-9 || Math.sign(spread) !== Math.sign(difference)) return null;
  const cost = (difference * 100) / spread;
  const describe = (value: number) => `${pct(Math.abs(value))} ${value < 0 ? 'loss' : 'gain'}`;
  const sign = (value: number) => `${value >= 0 ? '+' : '−'}${pct(Math.abs(value))}`;
  const first = cost * (1 + actual / 100);
  const second = cost * (1 + hoped / 100);
  return withCheck(oneValueAnswer('cost-price', cost, 'rupees', 'The cost price', {
    steps: [
      { title: 'Read the data', bullets: [`Sold at a ${describe(actual)}; for ${rs(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} it would have been a ${describe(hoped)}.`] },
      { title: 'The difference as a percentage of CP', bullets: [`From ${sign(actual)} to ${sign(hoped)} is ${pct(Math.abs(spread))} of CP, and it is ${rs(Math.abs(difference))}.`] },
      { title: 'Cost price', bullets: [`CP = ${num(Math.abs(difference))} × 100/${num(Math.abs(spread))} = ${rs(cost)}.`] },
    ],
    mistakes: [
      ...(Math.sign(actual) !== Math.sign(hoped) ? [{ value: round2((Math.abs(difference) * 100) / Math.abs(Math.abs(hoped) - Math.abs(actual))), why: 'this subtracts the two percentages; a loss and a gain lie on opposite sides of the cost, so they add' }] : []),
      { value: round2((Math.abs(difference) * 100) / Math.abs(hoped)), why: 'this uses only one of the two percentages' },
    ],
    givens,
  }), [`At a ${describe(actual)} it sold for ${rs(first)}; at a ${describe(hoped)} it would sell for ${rs(second)}: ${rs(Math.abs(second - first))} ${second > first ? 'more' : 'less'}.`], [[second - first, difference]]);
}

/** A percentage's sign from the word beside it: +p for a profit or gain, −p for a loss; null when none or both. */
function saleSign(text: string, start: number, end: number): number | null {
  const before = text.slice(Math.max(0, start - 30), start);
  const after = text.slice(end, end + 15);
  // 'A gain of', 'gains', 'his loss would have been only': the word of the sale, then its verb.
  const verb = String.raw`(?:\s+(?:would\s+have\s+been|would\s+be|will\s+be|is|was|of|=|would\s+have\s+come\s+down\s+to))?`;
  const gain = new RegExp(String.raw`(?:profit|gain(?:s|ed)?|earns?)${verb}\s*(?:of\s+)?(?:only\s+|just\s+)?$`).test(before) || /^\s*(?:profit|gain)/.test(after);
  const loss = new RegExp(String.raw`loss(?:es)?${verb}\s*(?:of\s+)?(?:only\s+|just\s+)?$|\b(?:loses|lost)\s+$|come down to\s*$|comes? down to\s*$|reduced to\s*$`).test(before) || /^\s*loss/.test(after);
  return gain === loss ? null : gain ? 1 : -1;
}

/**
 * 'A sofa set was sold at a 25% loss. With ₹1,920 more in the selling price the loss would have
 * come down to 5%. What did it cost?': the ₹ changes the sale from one percentage of the cost to
 * the other, so CP = ₹ × 100 ÷ (the gap between them). The second sale must be said as one that
 * would have been ('would', 'had'); a loss that 'comes down to' stays a loss.
 */
function solveMoreInSale(text: string): QuantAnswer | null {
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (percents.length !== 2 || money.length !== 1 || quantitiesCount(text) !== 3) return null;
  const [first, second] = percents as [RegExpExecArray, RegExpExecArray];
  const amount = money[0]!;
  // 'With ₹1,920 more in the selling price', 'had it been sold for ₹90 less', '₹90 more would have ...'.
  const more = /^\s*(more|less|extra|higher|lower|additional)\b/.exec(text.slice(amount.index + amount[0].length)) ?? /\b(more|less|extra|additional)\s+(?:of\s+)?₹?\s?$/.exec(text.slice(Math.max(0, amount.index - 15), amount.index));
  if (!more || !(amount.index > first.index && amount.index < second.index) || !/\b(?:would|had|could)\b/.test(text.slice(amount.index, second.index + 40))) return null;
  if (/instead|rather than|in place of|cost price|bought|\bc\.?p\b|discount|marked/.test(text.slice(first.index, second.index))) return null;
  const [a, b] = [saleSign(text, first.index, first.index + first[0].length), saleSign(text, second.index, second.index + second[0].length)];
  if (a === null || b === null) return null;
  if (!/\bcost\b|\bc\.?\s?p\b|what did (?:it|he|she) (?:pay|buy)|bought (?:it )?for|purchase price/.test(askSentence(text)) || /selling|\bs\.?p\b|sell|%|per ?cent/.test(askSentence(text).replace(/in the selling price/, ''))) return null;
  const difference = Number(amount[1]) * (/less|lower/.test(more[1]!) ? -1 : 1);
  return costFromTwoSales(a * Number(first[1]), b * Number(second[1]), difference, [Number(first[1]), Number(second[1]), Number(amount[1])]);
}

/**
 * 'What selling price gives a loss of 12%, if selling the table for ₹10,442 means a loss of 8%?':
 * the sale that happened (the percentage in the price's own clause) gives the cost; the other
 * percentage, the price asked.
 */
function solveOtherSale(text: string): QuantAnswer | null {
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (percents.length !== 2 || money.length !== 1 || quantitiesCount(text) !== 3) return null;
  if (!/(?:what|which|find the|at what)\s+(?:selling\s+)?price|selling price\s+(?:is|will|would|should)|at what price/.test(askSentence(text)) || /discount|marked|cost price is|bought|\bc\.?p\b/.test(text)) return null;
  // The clause of the price: from the last ',', ';', '.' or 'if' before it to the next one after it.
  const at = money[0]!.index;
  const from = Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at), text.lastIndexOf('. ', at), text.lastIndexOf(' if ', at), 0);
  const rest = text.slice(at);
  const to = at + (rest.search(/[,;?]|\.\s|\bif\b/) < 0 ? rest.length : rest.search(/[,;?]|\.\s|\bif\b/));
  const inClause = percents.filter((percent) => percent.index > from && percent.index < to);
  if (inClause.length !== 1) return null;
  const actual = inClause[0]!;
  const target = percents.find((percent) => percent !== actual)!;
  const [a, b] = [saleSign(text, actual.index, actual.index + actual[0].length), saleSign(text, target.index, target.index + target[0].length)];
  if (a === null || b === null) return null;
  const sale = Number(money[0]![1]);
  const cost = sale / (1 + (a * Number(actual[1])) / 100);
  const wanted = cost * (1 + (b * Number(target[1])) / 100);
  const describe = (sign: number, percent: RegExpExecArray) => `${pct(Number(percent[1]))} ${sign < 0 ? 'loss' : 'gain'}`;
  return withCheck(oneValueAnswer('selling-price', wanted, 'rupees', 'The selling price', {
    steps: [
      { title: 'The cost price', bullets: [`${rs(sale)} is a ${describe(a, actual)}: ${num(100 + a * Number(actual[1]))}% of CP, so CP = ${num(sale)} × 100 ÷ ${num(100 + a * Number(actual[1]))} = ${rs(cost)}.`] },
      { title: 'The selling price asked', bullets: [`For a ${describe(b, target)}: ${num(100 + b * Number(target[1]))}% of ${rs(cost)} = ${rs(wanted)}.`] },
    ],
    mistakes: [{ value: round2(sale * (1 + (b * Number(target[1]) - a * Number(actual[1])) / 100)), why: 'this moves the price by the gap of the percentages; both are of the cost price' }],
    givens: [Number(actual[1]), Number(target[1]), sale],
  }), [`CP ${rs(cost)}: at a ${describe(a, actual)} it sells for ${rs(cost * (1 + (a * Number(actual[1])) / 100))}, as stated.`], [[cost * (1 + (a * Number(actual[1])) / 100), sale]]);
}

/**
 * '60 kg of tea at ₹65 a kg is mixed with 25 kg at ₹84 a kg and the whole sold at ₹66 a kg: the
 * loss per cent?': the cost of both lots against the sale of the whole.
 */
function solveMixtureSale(text: string): QuantAnswer | null {
  if (!/\bmix(?:es|ed|ing|ture)?\b|\bblend/.test(text) || !/(?:profit|gain|loss)\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?(?:profit|gain|loss)/.test(askSentence(text))) return null;
  const UNIT = String.raw`(kg|kgs|kilograms?|litres?|liters?|quintals?)`;
  const PER = String.raw`(?:a|an|per|\/|each)\s*(?:kg|kilogram|litre|liter|quintal)`;
  const lots = [...text.matchAll(new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${UNIT}\b[^.;?₹\d]{0,40}?(?:at|costing|for|@|priced at|of)\s*₹\s?(\d+(?:\.\d+)?)\s*${PER}`, 'g'))];
  const sale = new RegExp(String.raw`\b(?:sold|sells?|selling)\b[^.;?₹\d]{0,40}?(?:at|for|@)\s*₹\s?(\d+(?:\.\d+)?)\s*${PER}`).exec(text);
  if (lots.length !== 2 || !sale || quantitiesCount(text) !== 5 || lots.some((lot) => sale.index < lot.index)) return null;
  if (new Set(lots.map((lot) => lot[2]!.replace(/s$/, '').replace(/^kilogram$/, 'kg'))).size !== 1) return null;
  const [q1, p1, q2, p2] = [Number(lots[0]![1]), Number(lots[0]![3]), Number(lots[1]![1]), Number(lots[1]![3])];
  const price = Number(sale[1]);
  const cost = q1 * p1 + q2 * p2;
  const revenue = (q1 + q2) * price;
  if (Math.abs(revenue - cost) < 1e-9) return null;
  const gain = revenue > cost;
  if (/\bloss\b/.test(askSentence(text)) === gain && !/\b(?:profit|gain)\s+or\s+loss|\bloss\s+or\s+(?:profit|gain)/.test(askSentence(text))) return null;
  const percent = (Math.abs(revenue - cost) / cost) * 100;
  return withCheck(oneValueAnswer('profit-loss-percent', percent, 'percent', gain ? 'The profit percentage' : 'The loss percentage', {
    steps: [
      { title: 'Cost of the mixture', bullets: [`${num(q1)} × ${rs(p1)} + ${num(q2)} × ${rs(p2)} = ${rs(q1 * p1)} + ${rs(q2 * p2)} = ${rs(cost)} for ${num(q1 + q2)} ${lots[0]![2]}.`] },
      { title: 'Sale of the whole', bullets: [`${num(q1 + q2)} × ${rs(price)} = ${rs(revenue)}: a ${gain ? 'profit' : 'loss'} of ${rs(Math.abs(revenue - cost))}.`, `${num(Math.abs(revenue - cost))} ÷ ${num(cost)} × 100 = ${pct(percent)}.`] },
    ],
    mistakes: [{ value: round2((Math.abs(price - (p1 + p2) / 2) / ((p1 + p2) / 2)) * 100), why: 'this averages the two prices; the lots are of different sizes' }],
    givens: [q1, p1, q2, p2, price],
  }), [`Cost ${rs(cost)}, sale ${rs(revenue)}: ${pct(percent)} of ${rs(cost)} = ${rs((percent * cost) / 100)}, the ${gain ? 'profit' : 'loss'}.`], [[(percent * cost) / 100, Math.abs(revenue - cost)]]);
}

/**
 * 'A vendor loses 25% by selling bananas at 25 for ₹5. To make a profit of 25%, how many should he
 * sell for ₹10?': the cost of one is fixed, so the count for the second sale is n × (₹₂/₹₁) ×
 * (100 ± first) ÷ (100 ± second).
 */
function solveCountForGain(text: string): QuantAnswer | null {
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (percents.length !== 2 || money.length !== 2 || quantitiesCount(text) !== 5 || !/\bhow many\b/.test(askSentence(text))) return null;
  // The count sold for the first sum: 'at 25 for ₹5', 'selling 40 oranges for ₹7'.
  const count = /(?<![\d.])(\d+)\s+(?:[a-z]+\s+)?(?:for|at)\s+₹\s?\d/.exec(text);
  if (!count || count.index > money[0]!.index || Number(count[1]) <= 0) return null;
  const [first, second] = percents as [RegExpExecArray, RegExpExecArray];
  const [a, b] = [saleSign(text, first.index, first.index + first[0].length), saleSign(text, second.index, second.index + second[0].length)];
  if (a === null || b === null || second.index < money[0]!.index || money[1]!.index < first.index) return null;
  const n = Number(count[1]);
  const [m1, m2] = [Number(money[0]![1]), Number(money[1]![1])];
  const [p, q] = [a * Number(first[1]), b * Number(second[1])];
  const value = (n * (m2 / m1) * (100 + p)) / (100 + q);
  if (!Number.isInteger(round2(value))) return null;
  const cost = (m1 / n) * (100 / (100 + p));
  return withCheck(oneValueAnswer('cost-price', value, 'number', 'How many to sell', {
    steps: [
      { title: 'Cost of one', bullets: [`${num(n)} sell for ${rs(m1)} at a ${p < 0 ? 'loss' : 'gain'} of ${pct(Math.abs(p))}: they cost ${rs(m1)} × 100 ÷ ${num(100 + p)} = ${rs(m1 * (100 / (100 + p)))}, so one costs ${rs(cost)}.`] },
      { title: 'The count for the second sale', bullets: [`For a ${q < 0 ? 'loss' : 'gain'} of ${pct(Math.abs(q))}, one must sell for ${num(100 + q)}% of ${rs(cost)} = ${rs((cost * (100 + q)) / 100)}.`, `${rs(m2)} ÷ ${rs((cost * (100 + q)) / 100)} = ${num(value)}.`] },
    ],
    mistakes: [{ value: round2((n * m2) / m1), why: 'this keeps the same price per article' }],
    givens: [n, m1, m2, Number(first[1]), Number(second[1])],
  }), [`${num(value)} at ${rs(cost)} each cost ${rs(value * cost)}; sold for ${rs(m2)}: ${pct(Math.abs(((m2 - value * cost) / (value * cost)) * 100))} ${m2 >= value * cost ? 'gain' : 'loss'}.`], [[((m2 - value * cost) / (value * cost)) * 100, q]]);
}

/** How many numbers the text writes (a percentage, a ₹ amount or a plain number each count once). */
function quantitiesCount(text: string): number {
  return [...text.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].length;
}

/**
 * 'A man bought two cows for ₹38,000; he sold one at a loss of 15% and the other at a gain of 5%,
 * and each was sold at the same price': x(1 − 15/100) = (38,000 − x)(1 + 5/100). The cost of the
 * one sold at a loss (or at a profit) asked.
 */
function solveSameSaleTwoItems(text: string): QuantAnswer | null {
  if (!/same (?:price|amount|selling price|sum)|equal (?:price|amount|selling price|sums?)|same for (?:each|both)|each for the same/.test(text)) return null;
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  const money = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (percents.length !== 2 || money.length !== 1 || quantitiesCount(text) !== 3 || money[0]!.index > percents[0]!.index) return null;
  // The total cost of the two: 'bought two cows for ₹38,000', 'two horses together cost ₹34,200'.
  if (!/\b(?:two|both|2)\b[^.?]*?(?:for|cost|costing|at|of|together)\s*(?:a total of\s+)?₹?\s?$/.test(text.slice(Math.max(0, money[0]!.index - 60), money[0]!.index).replace(/\btogether cost\b/, 'cost'))) return null;
  const signs = percents.map((percent) => saleSign(text, percent.index, percent.index + percent[0].length));
  if (signs[0] === null || signs[1] === null || signs[0] === signs[1]) return null;
  const total = Number(money[0]![1]);
  const loss = Number(percents[signs[0] === -1 ? 0 : 1]![1]);
  const gain = Number(percents[signs[0] === 1 ? 0 : 1]![1]);
  if (!(loss < 100)) return null;
  const asked = askSentence(text);
  const asksLoss = /(?:sold|selling)\s+at\s+(?:a\s+)?loss|at a loss|loss/.test(asked);
  const asksGain = /(?:sold|selling)\s+at\s+(?:a\s+)?(?:profit|gain)|profit|gain/.test(asked);
  if (asksLoss === asksGain || !/\bcost\b|\bc\.?\s?p\b|price/.test(asked)) return null;
  // x (the one at a loss) × (100 − loss) = (total − x) × (100 + gain).
  const x = (total * (100 + gain)) / (200 - loss + gain);
  const value = asksLoss ? x : total - x;
  return withCheck(oneValueAnswer('cost-price', value, 'rupees', `The cost of the one sold at a ${asksLoss ? 'loss' : 'profit'}`, {
    steps: [
      { title: 'Read the data', bullets: [`Let the one sold at a loss cost x; the other costs ${num(total)} − x. They sell for the same: x × ${num(100 - loss)}/100 = (${num(total)} − x) × ${num(100 + gain)}/100.`] },
      { title: 'Solve', bullets: [`x × (${num(100 - loss)} + ${num(100 + gain)}) = ${num(total)} × ${num(100 + gain)}, so x = ${rs(x)}; the other costs ${rs(total - x)}.`] },
    ],
    mistakes: [{ value: round2(asksLoss ? total - x : x), why: `this is the cost of the one sold at a ${asksLoss ? 'profit' : 'loss'}` }, { value: round2(total / 2), why: 'this splits the cost equally' }],
    givens: [total, loss, gain],
  }), [`${rs(x)} less ${pct(loss)} = ${rs(x * (1 - loss / 100))}; ${rs(total - x)} plus ${pct(gain)} = ${rs((total - x) * (1 + gain / 100))}: the same price.`], [[x * (1 - loss / 100), (total - x) * (1 + gain / 100)]]);
}

/** 'Twice', 'double', 'thrice', 'three times', 'half': how many times the one amount is the other. */
const TIMES_WORDS: Readonly<Record<string, number>> = { twice: 2, double: 2, thrice: 3, triple: 3, half: 0.5, 'two times': 2, 'three times': 3, 'four times': 4, 'five times': 5 };

/**
 * 'The profit earned by selling an article for ₹900 is double the loss incurred when it is sold
 * for ₹450': SP₁ − CP = k × (CP − SP₂), so CP = (SP₁ + k·SP₂) ÷ (1 + k); and the same with the
 * loss named first ('the loss at ₹450 is half the profit at ₹900'). Each price must sit in the
 * clause of its own profit or loss; the cost price is asked.
 */
function solveProfitTimesLoss(text: string, facts: PriceFacts): QuantAnswer | null {
  // 'At what price should it be sold to gain 30%, if ...': the cost found, then the sale for that gain.
  const target = facts.ask === 'selling' && facts.percents.length === 1 && (facts.percents[0]!.role === 'profit' || facts.percents[0]!.role === 'loss') && askSentence(text).includes(text.slice(facts.percents[0]!.figure.start, facts.percents[0]!.figure.end)) ? facts.percents[0]! : null;
  const priced = facts.figures.filter((figure) => figure.unit !== 'plain').length;
  // A plain figure may be the multiple itself ('= 2 times the loss'); the givens check holds it to that.
  if (target ? priced !== 3 || facts.figures.length > 4 : facts.ask !== 'cost' || facts.percents.length > 0 || priced !== 2 || facts.figures.length > 3) return null;
  const sales = facts.money.filter((money) => money.role === 'selling');
  if (sales.length !== 2 || facts.money.length !== 2) return null;
  const pattern = /\b(profit|gain|loss)\b([^.?]*?)(?:\b(?:is|was|will be|would be|equals|is equal to)|=)\s+(twice|double|thrice|triple|half|two times|three times|four times|five times|(\d+(?:\.\d+)?)\s+times)\s+(?:of\s+)?(?:the\s+)?(profit|gain|loss)\b([^.?]*)/.exec(text);
  // 'Selling it at ₹8,540 earns four times as much profit as the loss suffered on selling it at ₹6,740': the sale before the multiple is the first.
  const asMuch = pattern ? null : /(₹\s?\d+(?:\.\d+)?)[^.?₹]*?\b(?:earns?|gives?|yields?|brings?|fetch(?:es)?|makes?|results? in)\s+(twice|double|thrice|triple|half|two times|three times|four times|five times|(\d+(?:\.\d+)?)\s+times)\s+(?:as\s+much\s+|the\s+)?(profit|gain|loss)\s+as\s+(?:the\s+|his\s+)?(profit|gain|loss)\b([^.?]*)/.exec(text);
  if (!pattern && !asMuch) return null;
  const [first, firstClause, word, written, second, secondClause] = pattern ? [pattern[1]!, pattern[2]!, pattern[3]!, pattern[4], pattern[5]!, pattern[6]!] : [asMuch![4]!, asMuch![1]!, asMuch![2]!, asMuch![3], asMuch![5]!, asMuch![6]!];
  const firstIsProfit = first !== 'loss';
  if (firstIsProfit === (second !== 'loss')) return null;
  const k = written !== undefined ? Number(written) : TIMES_WORDS[word];
  if (k === undefined || !(k > 0) || k === 1) return null;
  const priceIn = (clause: string) => [...clause.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
  const [firstPrices, secondPrices] = [priceIn(firstClause), priceIn(secondClause)];
  if (firstPrices.length !== 1 || secondPrices.length !== 1) return null;
  const profitSale = firstIsProfit ? firstPrices[0]! : secondPrices[0]!;
  const lossSale = firstIsProfit ? secondPrices[0]! : firstPrices[0]!;
  // profit = m × loss, with m = k when the profit is named first.
  const m = firstIsProfit ? k : 1 / k;
  const cost = (profitSale + m * lossSale) / (1 + m);
  if (!(profitSale > cost && cost > lossSale)) return null;
  const line = firstIsProfit ? `${num(profitSale)} − CP = ${num(k)} × (CP − ${num(lossSale)})` : `CP − ${num(lossSale)} = ${num(k)} × (${num(profitSale)} − CP)`;
  const costSteps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Sold for ${rs(profitSale)}: a profit of ${rs(profitSale)} − CP. Sold for ${rs(lossSale)}: a loss of CP − ${rs(lossSale)}.`, `The ${first} is ${word === 'half' ? 'half' : `${num(k)} times`} the ${second}: ${line}.`] },
    { title: 'Cost price', bullets: [`CP × (1 + ${num(m)}) = ${num(profitSale)} + ${num(m)} × ${num(lossSale)}, so CP = ${rs(cost)}.`] },
  ];
  const times = [firstIsProfit ? profitSale - cost : cost - lossSale, k * (firstIsProfit ? cost - lossSale : profitSale - cost)] as const;
  if (target) {
    // The cost is a step of the working shown to the student: it must come out exact to the paisa ('₹1,493.33' is not ₹4,480/3).
    if (Math.abs(cost * 100 - Math.round(cost * 100)) > 1e-6) return null;
    const signed = (target.role === 'profit' ? 1 : -1) * target.figure.value;
    const sale = cost * (1 + signed / 100);
    return withCheck(oneValueAnswer('selling-price', sale, 'rupees', 'The selling price', {
      steps: [...costSteps, { title: 'The selling price', bullets: [`For a ${signed >= 0 ? 'gain' : 'loss'} of ${pct(Math.abs(signed))}: SP = ${num(cost)} × ${num(100 + signed)}/100 = ${rs(sale)}.`] }],
      mistakes: [{ value: round2(profitSale * (1 + signed / 100)), why: 'this takes the percentage on a selling price; it is a percentage of the cost price' }],
      givens: [profitSale, lossSale, target.figure.value, ...(written !== undefined ? [k] : [])],
    }), [`Profit at ${rs(profitSale)}: ${rs(profitSale - cost)}; loss at ${rs(lossSale)}: ${rs(cost - lossSale)}; the ${first} is ${num(k)} times the ${second}. ${rs(sale)} − ${rs(cost)} = ${rs(Math.abs(sale - cost))}, which is ${pct(Math.abs(signed))} of ${rs(cost)}.`], [times, [((sale - cost) / cost) * 100, signed]]);
  }
  return withCheck(oneValueAnswer('cost-price', cost, 'rupees', 'The cost price', {
    steps: costSteps,
    mistakes: [{ value: round2((profitSale + lossSale) / 2), why: 'this takes the profit and the loss as equal' }],
    givens: [profitSale, lossSale, ...(written !== undefined ? [k] : [])],
  }), [`Profit at ${rs(profitSale)}: ${rs(profitSale - cost)}; loss at ${rs(lossSale)}: ${rs(cost - lossSale)}; the ${first} is ${num(k)} times the ${second}.`], [times]);
}

// The profit at one price equals the loss at another ---------------------------------------

/**
 * 'Sells it for ₹720 and loses as much as he gains by selling it for ₹880', 'lost as much as he
 * would have gained by selling it for ₹1,040', 'the loss on selling it for ₹270 is as much as the
 * gain on selling it for ₹330': a loss and a gain of one amount, said with 'as much as'.
 */
const AS_MUCH_AS = /\b(?:loss|loses|lost|losing)\b[^.?]*\bas much as\b[^.?]*\b(?:gains?|gained|gaining|profit|profits)\b|\b(?:gains?|gained|gaining|profit|profits)\b[^.?]*\bas much as\b[^.?]*\b(?:loss|loses|lost|losing)\b/;

/**
 * 'The profit earned by selling an article for ₹625 equals the loss incurred by selling it for
 * ₹435': the cost price lies halfway between the two selling prices.
 */
function solveProfitEqualsLoss(text: string, facts: PriceFacts): QuantAnswer | null {
  // 'At what price should it be sold to gain 20%, if ...': the cost found, then the sale for that gain.
  const target = facts.ask === 'selling' && facts.percents.length === 1 && facts.figures.length === 3 && (facts.percents[0]!.role === 'profit' || facts.percents[0]!.role === 'loss') && askSentence(text).includes(text.slice(facts.percents[0]!.figure.start, facts.percents[0]!.figure.end)) ? facts.percents[0]! : null;
  if ((facts.ask !== 'cost' || facts.percents.length > 0 || facts.figures.length !== 2) && !target) return null;
  if (!/\b(?:profit|gain)\b[^.?]*\b(?:same as|equal to|equals|is equal)\b[^.?]*\bloss\b|\bloss\b[^.?]*\b(?:same as|equal to|equals|is equal)\b[^.?]*\b(?:profit|gain)\b|\bsame\s+(?:amount\s+of\s+)?(?:profit|gain)\s+as\s+(?:the\s+)?loss\b|\bsame\s+(?:amount\s+of\s+)?loss\s+as\s+(?:the\s+)?(?:profit|gain)\b/.test(text) && !AS_MUCH_AS.test(text)) return null;
  // 'twice the loss', 'half the profit': not equal.
  if (/\b(?:twice|double|thrice|triple|half|times)\b/.test(text)) return null;
  // 'Sells one article at ₹720 and loses as much as he gains on another at ₹880': two costs, not one.
  if (/\banother\s+(?:article|item|one|piece)\b|\b(?:two|2)\s+(?:articles|items|pieces)\b|\bsecond\s+(?:article|item|one)\b/.test(text)) return null;
  const sales = facts.money.filter((money) => money.role === 'selling');
  if (sales.length !== 2 || facts.money.length !== 2) return null;
  const [high, low] = [Math.max(sales[0]!.figure.value, sales[1]!.figure.value), Math.min(sales[0]!.figure.value, sales[1]!.figure.value)];
  if (high === low) return null;
  const cost = (high + low) / 2;
  // The cost price halfway between the two sales: the whole answer, or the first part of it.
  const costSteps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Sold for ${rs(high)}: a profit; sold for ${rs(low)}: a loss of the same amount.`] },
    { title: 'Cost price', bullets: [`${num(high)} − CP = CP − ${num(low)}, so 2 × CP = ${num(high)} + ${num(low)} = ${num(high + low)} and CP = ${rs(cost)}.`] },
  ];
  if (target) {
    const signed = (target.role === 'profit' ? 1 : -1) * target.figure.value;
    const sale = cost * (1 + signed / 100);
    return withCheck(oneValueAnswer('selling-price', sale, 'rupees', 'The selling price', {
      steps: [
        ...costSteps,
        { title: 'The selling price', bullets: [`For a ${signed >= 0 ? 'gain' : 'loss'} of ${pct(Math.abs(signed))}: SP = ${num(cost)} × ${num(100 + signed)}/100 = ${rs(sale)}.`] },
      ],
      mistakes: [{ value: round2(high * (1 + signed / 100)), why: 'this takes the percentage on a selling price; it is a percentage of the cost price' }],
      givens: [high, low, target.figure.value],
    }), [`Profit at ${rs(high)}: ${rs(high - cost)}; loss at ${rs(low)}: ${rs(cost - low)}; the same. ${rs(sale)} − ${rs(cost)} = ${rs(Math.abs(sale - cost))}, which is ${pct(Math.abs(signed))} of ${rs(cost)}.`], [[high - cost, cost - low], [((sale - cost) / cost) * 100, signed]]);
  }
  return withCheck(oneValueAnswer('cost-price', cost, 'rupees', 'The cost price', {
    steps: costSteps,
    mistakes: [{ value: round2(high - low), why: 'this is the gap between the two selling prices, not the cost' }],
    givens: [high, low],
  }), [`Profit at ${rs(high)}: ${rs(high)} − ${rs(cost)} = ${rs(high - cost)}; loss at ${rs(low)}: ${rs(cost)} − ${rs(low)} = ${rs(cost - low)}; the same.`], [[high - cost, cost - low]]);
}
