import { askSentence, askedHead, figuresOf, sentenceStart } from './figure-reader';
import { type PriceFacts, type PriceMoney, type PricePercent, priceAsk, readPrices } from './price-text';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * Two profit-and-loss shapes the chain CP → MP → SP does not take, because the question speaks of
 * two sales of one article or of a false weight:
 * - 'By selling an almirah for ₹13,200 a shopkeeper gains 10%. If he sells it for ₹11,040, what
 *   is his gain or loss per cent?' and 'A man sold an article for ₹450 and lost 10%. At what
 *   price should he sell it to gain 10%?': the sale that happened gives the cost price, the
 *   supposed sale is worked from it.
 * - 'A dishonest dealer sells at cost price but uses a weight of 900 g for 1 kg': he is paid for
 *   1000 g and gives 900 g.
 * Each declines when a figure's part (the sale that happened or the supposed one) is not clear.
 */

/** Words that make a sale a supposed one: 'if he sells it for', 'to gain 20%', 'what would he get'. */
const SUPPOSED = /\b(?:if|had|were|would|should|must|to|so as to|in order to|what|instead|wants?|wishes|desires?)\b/;
/** Words that make a sentence a supposition, not what happened. */
const HAPPENED_NOT = /\b(?:would|had\s+(?:he|she|they|it)?\s*(?:sold|been)|were\s+(?:sold|to)|should|must|wants?|wishes|desires?|to gain|to earn|to make|so as to|in order to)\b/;

const signedOf = (percent: PricePercent) => (percent.role === 'loss' ? -1 : 1) * percent.figure.value;
const describe = (signed: number) => `${pct(Math.abs(signed))} ${signed < 0 ? 'loss' : 'gain'}`;

/** The sentence (from its start to the figure) that leads to a figure. */
function sentenceTo(text: string, at: number): string {
  return text.slice(sentenceStart(text, at), at);
}

/**
 * The sale that happened and the one supposed: the happened one shares its sentence with the
 * percentage and is stated (no 'would', 'should', 'to gain'); the supposed one stands in another
 * sentence behind 'if', 'what', 'to' .... Null when the words do not part them so.
 */
function partSales(text: string, sales: readonly PriceMoney[], percent: PricePercent): { happened: PriceMoney; supposed: PriceMoney } | null {
  const sentence = (at: number) => sentenceStart(text, at);
  const percentSentence = sentence(percent.figure.start);
  const withPercent = sales.filter((sale) => sentence(sale.figure.start) === percentSentence);
  if (withPercent.length !== 1) return null;
  const happened = withPercent[0]!;
  const supposed = sales.find((sale) => sale !== happened)!;
  if (sentence(supposed.figure.start) === percentSentence) return null;
  const percentEnd = text.slice(percentSentence).search(/[.?!;](?=\s|$)/);
  const stated = percentEnd < 0 ? text.slice(percentSentence) : text.slice(percentSentence, percentSentence + percentEnd);
  if (HAPPENED_NOT.test(stated) || !SUPPOSED.test(sentenceTo(text, supposed.figure.start))) return null;
  return { happened, supposed };
}

/**
 * 'By selling it for ₹23,125 he gains 25%; if he sells it for ₹17,575, what is his gain or loss
 * per cent?' (the percentage asked), or 'sold it for ₹450 and lost 10%; at what price should he
 * sell it to gain 10%?' (the second price asked).
 */
export function solveResale(text: string, facts: PriceFacts): QuantAnswer | null {
  if (facts.money.some((money) => money.role !== 'selling' || money.each) || facts.percents.some((percent) => percent.role !== 'profit' && percent.role !== 'loss')) return null;
  if (facts.figures.length !== 3 || !facts.figures.every((figure) => figure.unit === 'rupees' || figure.unit === 'percent')) return null;
  // 'his overall gain', 'on the whole': two articles, not two sales of one.
  if (/\b(?:overall|total|whole|both|net|together|combined|in all|two articles)\b/.test(askSentence(text))) return null;
  const asksPercent = facts.ask === 'profit-percent' || facts.ask === 'loss-percent' || facts.ask === 'profit-or-loss-percent';
  if (asksPercent && facts.money.length === 2 && facts.percents.length === 1) return newGain(text, facts);
  if (facts.ask === 'selling' && facts.money.length === 1 && facts.percents.length === 2) return newPrice(text, facts);
  return null;
}

/** Two selling prices and the gain at the first: the gain or loss at the second. */
function newGain(text: string, facts: PriceFacts): QuantAnswer | null {
  const percent = facts.percents[0]!;
  const parted = partSales(text, facts.money, percent);
  if (!parted) return null;
  // 'If he had sold it for ₹975, what would have been his loss?': a sale that did not happen, which the
  // older tests keep declined (tests/adapters/tutor/quant-doubts-prices-interest.test.ts).
  if (/\bhad\s+(?:he|she|they|it|i|we)?\s*(?:been\s+)?sold\b/.test(sentenceTo(text, parted.supposed.figure.start))) return null;
  const first = signedOf(percent);
  if (first <= -100) return null;
  const [sold, supposed] = [parted.happened.figure.value, parted.supposed.figure.value];
  const cost = sold / (1 + first / 100);
  const change = ((supposed - cost) / cost) * 100;
  if (Math.abs(change) < 1e-9) return null;
  const qualifier = change > 0 ? 'profit' : 'loss';
  return withCheck(oneValueAnswer('profit-loss-percent', Math.abs(change), 'percent', `The ${qualifier} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [`Sold for ${rs(sold)}: a ${describe(first)}. The question then supposes a sale for ${rs(supposed)}.`] },
      { title: 'Cost price from the first sale', bullets: [`SP = CP × ${num(100 + first)}/100, so CP = ${num(sold)} × 100/${num(100 + first)} = ${rs(cost)}.`] },
      { title: `${qualifier === 'profit' ? 'Profit' : 'Loss'} at ${rs(supposed)}`, bullets: [`${qualifier === 'profit' ? 'Profit' : 'Loss'} = ${rs(Math.abs(supposed - cost))}: ${num(round2(Math.abs(supposed - cost)))} ÷ ${num(round2(cost))} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
    ],
    mistakes: [
      { value: round2(Math.abs(((supposed - sold) / sold) * 100)), why: 'this compares the two selling prices; the profit or loss is on the cost price' },
      { value: round2(Math.abs(first)), why: 'this is the profit or loss of the first sale' },
    ],
    givens: [sold, percent.figure.value, supposed],
  }), [`${rs(cost)} ${first >= 0 ? '+' : '−'} ${pct(Math.abs(first))} = ${rs(cost * (1 + first / 100))}, the first selling price; ${rs(cost)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(change))} = ${rs(cost * (1 + change / 100))}, the second.`], [[cost * (1 + first / 100), sold], [cost * (1 + change / 100), supposed]]);
}

/** One selling price with its gain, and a gain wished for: the price that gives it. */
function newPrice(text: string, facts: PriceFacts): QuantAnswer | null {
  const sale = facts.money[0]!;
  const saleSentence = sentenceStart(text, sale.figure.start);
  const happened = facts.percents.filter((percent) => sentenceStart(text, percent.figure.start) === saleSentence);
  if (happened.length !== 1) return null;
  const wished = facts.percents.find((percent) => percent !== happened[0])!;
  // The wished gain is in the asked sentence, behind 'to gain', 'so as to earn', 'for a profit of'.
  const ask = askSentence(text);
  const wishedSentence = text.slice(sentenceStart(text, wished.figure.start), wished.figure.start);
  if (!ask || !ask.includes(wishedSentence.trim()) || !/\b(?:to|so as to|in order to|for|wants?|wishes)\b[^.?]*$/.test(wishedSentence)) return null;
  const sentenceEnd = text.slice(saleSentence).search(/[.?!;](?=\s|$)/);
  const stated = sentenceEnd < 0 ? text.slice(saleSentence) : text.slice(saleSentence, saleSentence + sentenceEnd);
  if (HAPPENED_NOT.test(stated)) return null;
  // 'Loses 10% ... to gain 10%': one figure written twice, which the older safety tests keep declined
  // (tests/adapters/tutor/quant-doubts-safety.test.ts).
  if (happened[0]!.figure.value === wished.figure.value) return null;
  const [first, second] = [signedOf(happened[0]!), signedOf(wished)];
  if (first <= -100 || second <= -100) return null;
  const sold = sale.figure.value;
  const cost = sold / (1 + first / 100);
  const price = cost * (1 + second / 100);
  return withCheck(oneValueAnswer('selling-price', price, 'rupees', 'The selling price', {
    steps: [
      { title: 'Read the data', bullets: [`Sold for ${rs(sold)}: a ${describe(first)}. Wanted: a ${describe(second)}.`] },
      { title: 'Cost price from the sale', bullets: [`CP = ${num(sold)} × 100/${num(100 + first)} = ${rs(cost)}.`] },
      { title: 'The price that gives the wanted gain', bullets: [`SP = CP × ${num(100 + second)}/100 = ${num(round2(cost))} × ${num(100 + second)}/100 = ${rs(price)}.`, `(In one step: ${num(sold)} × ${num(100 + second)}/${num(100 + first)}.)`] },
    ],
    mistakes: [
      { value: round2(sold * (1 + (second - first) / 100)), why: 'this adds the change of percentage to the selling price; both percentages are of the cost price' },
      { value: round2(sold * (1 + second / 100)), why: 'this takes the new gain on the old selling price, not on the cost' },
    ],
    givens: [sold, happened[0]!.figure.value, wished.figure.value],
  }), [`CP ${rs(cost)} ${first >= 0 ? '+' : '−'} ${pct(Math.abs(first))} = ${rs(cost * (1 + first / 100))}, the price it sold for; ${rs(price)} − ${rs(cost)} = ${rs(price - cost)}, which is ${pct(((price - cost) / cost) * 100)} of CP.`], [[cost * (1 + first / 100), sold], [((price - cost) / cost) * 100, second]]);
}

// False weights ------------------------------------------------------------------------------

/** '900 g for 1 kg', '950 grams instead of a kilogram', 'a 90 cm scale for a metre'. */
const FALSE_WEIGHT = /\b(\d+(?:\.\d+)?)\s*(g|gm|gms|grams?|grammes?|cm|centimetres?|centimeters?)\b[^.?]{0,40}?\b(?:for|instead of|in place of|as|in lieu of)\s+(a|an|one|1|every|each)\s*(kg|kgs|kilo(?:gram|gramme)?s?|m|metres?|meters?)\b/;

/** 'His 1 kg weight actually weighs only 875 grams': the same facts as '875 g for 1 kg', in the order of FALSE_WEIGHT's groups. */
function weighsOnly(text: string): readonly (string | undefined)[] | null {
  const match = /\b(1|one|a)\s*(kg|kilo(?:gram|gramme)?|m|metre|meter)\b[^.?]{0,30}?\b(?:weighs|weighed|measures|measured|is|was)\s+(?:actually\s+|only\s+|just\s+|really\s+)*(\d+(?:\.\d+)?)\s*(g|gm|gms|grams?|grammes?|cm|centimetres?|centimeters?)\b/.exec(text);
  return match ? [match[0], match[3], match[4], match[1], match[2]] : null;
}

/** 'Uses a weight 20% less than the actual weight', 'uses 20% less weight', 'gives 10% less': the weight short by a percentage. */
const LESS_WEIGHT = /\b(?:uses?|using|gives?|giving)\s+(?:a\s+(?:false\s+)?weight\s+(?:of\s+)?)?(\d+(?:\.\d+)?)\s*%\s+less(?:\s+weight\b|\s+than\s+(?:the\s+)?(?:actual|true|correct|real|right)\s+weight\b)/;

/** What the dealer gives for each unit he charges for: a weight in g (or cm) for the full kg (or m), or a percentage short of it. */
interface Short {
  readonly given: number;
  readonly full: number;
  readonly unit: string;
  /** The written numbers of the weight: '900' and the '1' of '1 kg', or the '20' of '20% less'. */
  readonly written: readonly number[];
  /** The text with a weight written as a percentage put out of the price reader's way. */
  readonly priced: string;
}

/** The false weight of the text, or null when there is none or its units do not agree. */
function shortOf(text: string): Short | null {
  const less = LESS_WEIGHT.exec(text);
  if (less) {
    const q = Number(less[1]);
    if (q <= 0 || q >= 100 || [...text.matchAll(/\b\d+(?:\.\d+)?\s*(?:g|gm|gms|grams?|cm)\b/g)].length > 0) return null;
    return { given: 100 - q, full: 100, unit: 'parts', written: [q], priced: `${text.slice(0, less.index)}uses a false weight${text.slice(less.index + less[0].length)}` };
  }
  const weight = FALSE_WEIGHT.exec(text) ?? weighsOnly(text);
  if (!weight || [...text.matchAll(/\b\d+(?:\.\d+)?\s*(?:g|gm|gms|grams?|cm)\b/g)].length !== 1) return null;
  const given = Number(weight[1]);
  const metric = /^c/.test(weight[2]!);
  if (metric !== /^m/.test(weight[4]!)) return null;
  const full = metric ? 100 : 1000;
  if (given <= 0 || given >= full) return null;
  return { given, full, unit: metric ? 'cm' : 'g', written: [given, ...(weight[3] === '1' ? [1] : [])], priced: text };
}

/**
 * The price the dealer takes for the full weight, as a share of its cost (1.2 for a 20% gain or
 * mark-up, 1.08 for a 20% mark-up less a 10% discount), with its words; null when the figures
 * are not one gain or loss, or a mark-up with at most one discount.
 */
function takenOf(percents: readonly PricePercent[]): { factor: number; words: string } | null {
  const gains = percents.filter((percent) => percent.role === 'profit' || percent.role === 'loss');
  const markups = percents.filter((percent) => percent.role === 'markup');
  const discounts = percents.filter((percent) => percent.role === 'discount');
  if (gains.length + markups.length + discounts.length !== percents.length || gains.length > 1 || markups.length > 1 || discounts.length > 1) return null;
  if (gains.length === 1) return markups.length + discounts.length === 0 ? { factor: 1 + signedOf(gains[0]!) / 100, words: `at a ${describe(signedOf(gains[0]!))} on the price` } : null;
  if (markups.length === 0) return discounts.length === 0 ? { factor: 1, words: 'at cost price' } : null;
  const [up, off] = [markups[0]!.figure.value, discounts[0]?.figure.value ?? 0];
  if (off >= 100) return null;
  return { factor: (1 + up / 100) * (1 - off / 100), words: `marked ${pct(up)} above cost${off > 0 ? ` and sold at a discount of ${pct(off)}` : ''}` };
}

/**
 * 'A dishonest dealer professes to sell at cost price but uses a weight of 900 g for 1 kg': he
 * is paid for 1000 g and gives 900. With a stated profit or loss on the price ('sells at a loss
 * of 10% but uses 800 g'), or a mark-up (less a discount) on the cost ('marks his goods 25% above
 * cost, gives a discount of 10% and uses 900 g for a kg'), the price he takes is that share of
 * the cost of the full weight. The weight may be short by a percentage ('uses 20% less weight').
 */
export function solveFalseWeight(text: string, known: PriceFacts | null): QuantAnswer | null {
  const short = shortOf(text);
  if (!short || !/\b(?:profit|gain|loss)\b/.test(text)) return null;
  // A weight cheated both when buying and when selling is two steps: not this reading.
  if (/\b(?:buy|buys|bought|buying|purchas\w*)\b/.test(text)) return null;
  const facts = short.priced === text ? known : readPrices(short.priced);
  const asked = facts?.ask;
  if (asked !== 'profit-percent' && asked !== 'loss-percent' && asked !== 'profit-or-loss-percent') return null;
  const percents = facts!.percents;
  const taken = takenOf(percents);
  if (!taken) return null;
  // A mark-up beside 'a faulty balance that weighs 900 g for a kg': whether the balance cheats the
  // buyer or the dealer himself is not said, so the question is not read.
  if (percents.some((percent) => percent.role === 'markup') && /\b(?:balance|scales?)\b/.test(text)) return null;
  // 'Gives a discount' or 'marks up his goods' with no figure of its own: a step of the price not told.
  if ((/\b(?:discount|rebate)\b/.test(text) && !percents.some((percent) => percent.role === 'discount')) || (/\bmark(?:s|ed)?\s+(?:up|his|her|the|its)\b/.test(text) && !percents.some((percent) => percent.role === 'markup'))) return null;
  // At cost price unless a profit, loss or mark-up is stated; a bare 'sells' with none is not read.
  if (percents.length === 0 && !/\bat\s+(?:the\s+|his\s+|its\s+)?(?:cost\s?price|cost|c\.?\s?p\b)/.test(text)) return null;
  const { given, full, unit } = short;
  const written = figuresOf(text).map((figure) => figure.value);
  const givens = [...short.written, ...percents.map((percent) => percent.figure.value)];
  if (written.length !== givens.length || !written.every((value) => givens.includes(value))) return null;
  const takes = full * taken.factor;
  const change = ((takes - given) / given) * 100;
  if (Math.abs(change) < 1e-9) return null;
  const qualifier = change > 0 ? 'profit' : 'loss';
  const one = unit === 'parts' ? 'part' : unit;
  return withCheck(oneValueAnswer('profit-loss-percent', Math.abs(change), 'percent', `The ${qualifier} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [`He gives ${num(given)} ${unit} but charges for ${num(full)} ${unit}, ${taken.words}.`] },
      { title: `Take the cost of 1 ${one} as ₹1`, bullets: [`What he gives costs him ₹${num(given)}; he is paid ${taken.factor === 1 ? `₹${num(full)}` : `₹${num(full)} × ${num(round2(taken.factor * 10_000) / 10_000)} = ₹${num(round2(takes))}`}.`] },
      { title: `${qualifier === 'profit' ? 'Gain' : 'Loss'} percentage`, bullets: [`${qualifier === 'profit' ? 'Gain' : 'Loss'} = ₹${num(round2(Math.abs(takes - given)))} on ₹${num(given)}: ${num(round2(Math.abs(takes - given)))} ÷ ${num(given)} × 100 = ${pct(Math.abs(change))}.`] },
    ],
    mistakes: [
      { value: round2(Math.abs(((takes - given) / takes) * 100)), why: `this divides by the ${num(full)} ${unit} charged for; the gain is on the cost of what he gives` },
      { value: round2((taken.factor - 1) * 100 + ((full - given) / given) * 100), why: 'this adds the two gains; the price gain is earned on the weight given, so they multiply' },
    ],
    givens,
  }), [`${num(given)} ${unit} cost ₹${num(given)}; ₹${num(given)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(change))} = ₹${num(round2(given * (1 + change / 100)))}, what he is paid.`], [[given * (1 + change / 100), takes]]);
}

// n articles sold for ₹R, the gain or loss the cost of k ---------------------------------------

/**
 * 'A man sold 18 toys for ₹16,800, gaining thereby the cost price of 3 toys; find the cost price
 * of a toy', 'On selling 17 balls at ₹720 there is a loss equal to the cost price of 5 balls':
 * the ₹R pays for the cost of n + k articles (n − k for a loss).
 */
export function solveCountsForPrice(text: string): QuantAnswer | null {
  const match = /\b(?:sold|sells?|selling)\s+(\d+)\s+([a-z]+)\s+(?:at|for)\s+₹\s?(\d+(?:\.\d+)?)\b[^.?]{0,40}?\b(gain|gains|gained|gaining|profit|loss|loses|lost|losing)\b[^.?]{0,30}?\b(?:cost\s?price|c\.?\s?p\.?|cost)\s+of\s+(\d+)\s+([a-z]+)/.exec(text);
  if (!match || priceAsk(text) !== 'cost') return null;
  const [sold, price, equal] = [Number(match[1]), Number(match[3]), Number(match[5])];
  // The same articles ('18 toys ... 3 toys'); the cost of one asked ('of a toy', 'of each', 'of one').
  const noun = match[2]!.replace(/e?s$/, '');
  if (match[6]!.replace(/e?s$/, '') !== noun || !/\b(?:of (?:a|one|each|1)\b|per\b|each\b)/.test(askedHead(text))) return null;
  const written = figuresOf(text).map((figure) => figure.value);
  if (written.length !== 3) return null;
  const gains = /^(?:gain|profit)/.test(match[4]!);
  const counted = gains ? sold + equal : sold - equal;
  if (counted <= 0 || equal <= 0) return null;
  const cost = price / counted;
  const change = gains ? price - sold * cost : sold * cost - price;
  return withCheck(oneValueAnswer('cost-price', cost, 'rupees', `The cost price of one ${noun}`, {
    steps: [
      { title: 'Read the data', bullets: [`${sold} ${match[2]} sell for ${rs(price)}; the ${gains ? 'gain' : 'loss'} is the cost of ${equal}.`] },
      { title: 'In costs of one article', bullets: [`SP of ${sold} = CP of ${sold} ${gains ? '+' : '−'} CP of ${equal} = CP of ${counted}.`] },
      { title: 'Cost of one', bullets: [`${rs(price)} ÷ ${counted} = ${rs(cost)}.`] },
    ],
    mistakes: [{ value: round2(price / sold), why: 'this is the selling price of one, not its cost' }],
    givens: [sold, price, equal],
  }), [`${sold} cost ${sold} × ${rs(cost)} = ${rs(sold * cost)}; sold for ${rs(price)}: a ${gains ? 'gain' : 'loss'} of ${rs(change)}, the cost of ${num(round2(change / cost))} (${equal} × ${rs(cost)} = ${rs(equal * cost)}).`], [[change, equal * cost]]);
}

// A sells to B, B sells to C ------------------------------------------------------------------

/** A person of the chain named in the ask: 'what did a pay', 'the cost price for a', "c's price". 'A' is read as a name only beside a verb of paying or after 'for', 'to', 'by', 'did'. */
function namedIn(ask: string, name: string): boolean {
  // ('b. ₹400' may be an option's letter; 'for Anu.' and 'for P.' end the ask with a name.)
  if (name !== 'a') return new RegExp(name.length > 1 ? String.raw`\b${name}\b` : String.raw`\b${name}\b(?!\.\s*\S)`).test(ask);
  // ('What did it cost A?': A as the object of 'cost'.)
  return /\ba(?:'s)?\s+(?:pay|pays|paid|bought|buy|spend|spent|get|got)\b|\b(?:for|to|by|did|does|do|will|would|cost|costs)\s+a\s*(?:[?.,]|$|\s+(?:pay|paid|bought|buy|spend|spent|get|got)\b)|\ba's\b/.test(ask);
}

/**
 * 'A sells a bicycle to B at a profit of 20%; B sells it to C at a profit of 25%. If C pays
 * ₹1,500, what did A pay?': each sale multiplies the price by its factor, so the first cost and
 * the last price are one multiplication (or division) apart. Only two sales, each with its one
 * percentage, one rupee figure said of the first or the last person, and the other end asked.
 */
export function solveResaleChain(text: string): QuantAnswer | null {
  const sales = [...text.matchAll(/\b([a-z]+)\s+(?:sells?|sold|resells?|resold)\b[^.;?]*?\bto\s+([a-z]+)\b/g)];
  if (sales.length !== 2) return null;
  const [one, two] = [sales[0]!, sales[1]!];
  const names = [one[1]!, one[2]!, two[2]!];
  if (two[1] !== one[2] && !/^(?:he|she|the latter|who)$/.test(two[1]!)) return null;
  if (new Set(names).size !== 3 || names.some((name) => name.length > 12 || /^(?:it|them|the|his|her|him|a profit|an?)$/.test(name) && name !== 'a')) return null;
  const figures = figuresOf(text);
  const percents = figures.filter((figure) => figure.unit === 'percent');
  const rupees = figures.filter((figure) => figure.unit === 'rupees');
  if (percents.length !== 2 || rupees.length !== 1 || figures.length !== 3) return null;
  // Each percentage in its own sale, read as a gain or a loss by the word beside it.
  const signs = percents.map((percent, index) => {
    const from = index === 0 ? one.index : two.index;
    const to = index === 0 ? two.index : text.length;
    if (percent.start < from || percent.start > to) return null;
    const beside = `${text.slice(Math.max(from, percent.start - 25), percent.start)}#${text.slice(percent.end, percent.end + 12)}`;
    const gain = /(?:profit|gain)\s*(?:of\s+)?#|#\s*(?:profit|gain)/.test(beside);
    const loss = /loss\s*(?:of\s+)?#|#\s*loss/.test(beside);
    return gain === loss ? null : gain ? 1 : -1;
  });
  if (signs.some((sign) => sign === null)) return null;
  const changes = percents.map((percent, index) => signs[index]! * percent.value);
  if (changes.some((change) => change <= -100)) return null;
  // The rupee figure: what the last buyer paid, or what the first seller paid.
  const lead = text.slice(sentenceStart(text, rupees[0]!.start), rupees[0]!.start);
  // '₹300 more than A paid' is a gap between two prices, not a price.
  if (/^\s*(?:more|less|than|extra|higher|lower|above|below|over|profit|gain|loss)\b/.test(text.slice(rupees[0]!.end))) return null;
  const givenLast = namedIn(lead, names[2]!);
  const givenFirst = namedIn(lead, names[0]!) || /\bcost(?:\s+price)?\s+(?:for|to|of)\s+$/.test(lead) && namedIn(text.slice(rupees[0]!.end, rupees[0]!.end + 10), names[0]!);
  if (givenLast === givenFirst || namedIn(lead, names[1]!)) return null;
  const ask = askedHead(text);
  if (/\b(?:profit|gain|loss|percent|%)/.test(ask) || !/\b(?:pay|pays|paid|cost|bought|buy|price|purchased?)\b/.test(ask)) return null;
  const asked = names.filter((name) => namedIn(ask, name));
  if (asked.length !== 1) return null;
  const index = names.indexOf(asked[0]!);
  const given = rupees[0]!.value;
  const factors = changes.map((change) => 1 + change / 100);
  const prices = givenFirst ? [given, given * factors[0]!, given * factors[0]! * factors[1]!] : [given / factors[0]! / factors[1]!, given / factors[1]!, given];
  if ((givenFirst && index === 0) || (givenLast && index === 2)) return null;
  const value = prices[index]!;
  const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  const describeSale = (change: number) => `${pct(Math.abs(change))} ${change >= 0 ? 'profit' : 'loss'}`;
  return withCheck(oneValueAnswer('cost-price', value, 'rupees', `What ${label(asked[0]!)} paid`, {
    steps: [
      { title: 'Read the data', bullets: [`${label(names[0]!)} → ${label(names[1]!)} at a ${describeSale(changes[0]!)}, then ${label(names[1]!)} → ${label(names[2]!)} at a ${describeSale(changes[1]!)}.`, `${label(givenFirst ? names[0]! : names[2]!)} paid ${rs(given)}.`] },
      { title: 'Each sale multiplies the price', bullets: [`${label(names[1]!)} pays ${label(names[0]!)}'s cost × ${factorOf(changes[0]!)}; ${label(names[2]!)} pays ${label(names[1]!)}'s price × ${factorOf(changes[1]!)}.`] },
      { title: `What ${label(asked[0]!)} paid`, bullets: [givenFirst ? `${rs(given)}${index >= 1 ? ` × ${factorOf(changes[0]!)}` : ''}${index === 2 ? ` × ${factorOf(changes[1]!)}` : ''} = ${rs(value)}.` : `${rs(given)}${index <= 1 ? ` × 100/${num(100 + changes[1]!)}` : ''}${index === 0 ? ` × 100/${num(100 + changes[0]!)}` : ''} = ${rs(value)}.`] },
    ],
    mistakes: [{ value: round2(givenFirst ? given * (1 + (changes[0]! + changes[1]!) / 100) : given / (1 + (changes[0]! + changes[1]!) / 100)), why: 'this adds the two percentages; the second is on the price after the first' }],
    givens: [given, percents[0]!.value, percents[1]!.value],
  }), [`${rs(prices[0]!)} → ${describeSale(changes[0]!)} → ${rs(prices[0]! * factors[0]!)} → ${describeSale(changes[1]!)} → ${rs(prices[0]! * factors[0]! * factors[1]!)}.`], [[prices[0]! * factors[0]!, prices[1]!], [prices[0]! * factors[0]! * factors[1]!, prices[2]!]]);
}

const factorOf = (change: number) => `${num(100 + change)}/100`;

// One discount against successive discounts --------------------------------------------------

/**
 * 'The difference between a single discount of 40% and successive discounts of 10% and 15% on an
 * article marked ₹16,800', 'how much more does a customer save with one discount of 50% than with
 * successive discounts of 10% and 10% on a bill of ₹2,000', and back: 'the difference ... on a
 * certain bill was ₹22; find the bill'. The single discount and the list are read by their own
 * words; the one rupee figure is the bill (forward) or the difference (back).
 */
export function solveDiscountGap(text: string): QuantAnswer | null {
  // 'A single discount of 16%', 'a flat 16% discount'.
  const single = /\b(?:a\s+|one\s+|single\s+|a\s+single\s+|straight\s+)?(?:single\s+)?discount\s+of\s+(\d+(?:\.\d+)?)\s*%/.exec(text) ?? /\b(?:flat|single|straight|one)\s+(\d+(?:\.\d+)?)\s*%\s+discount\b/.exec(text);
  const list = /\bsuccessive\s+discounts\s+of\s+(\d+(?:\.\d+)?)\s*%\s*(?:,\s*(\d+(?:\.\d+)?)\s*%\s*)?(?:,?\s*and\s+|,\s*)(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!single || !list || single.index > list.index && text.slice(list.index, single.index).length < 5) return null;
  if (!/\bdifference\b|\bhow much more\b|\bmore \(or less\)|\bsave[sd]?\b/.test(text)) return null;
  const figures = figuresOf(text);
  const rupees = figures.filter((figure) => figure.unit === 'rupees');
  const listed = [list[1], list[2], list[3]].filter((value): value is string => value !== undefined).map(Number);
  if (rupees.length !== 1 || figures.length !== 2 + listed.length || figures.filter((figure) => figure.unit === 'percent').length !== 1 + listed.length) return null;
  const flat = Number(single[1]);
  const left = listed.reduce((factor, discount) => factor * (1 - discount / 100), 1);
  const equivalent = (1 - left) * 100;
  const gap = Math.abs(flat - equivalent);
  if (gap < 1e-9 || listed.some((discount) => discount >= 100) || flat >= 100) return null;
  const money = rupees[0]!;
  const lead = text.slice(sentenceStart(text, money.start), money.start);
  const ask = askedHead(text);
  // Forward: the bill is named before its figure ('marked at', 'a bill of', 'on ₹'); the difference asked.
  const isBill = /\b(?:marked\s+(?:at|price\s+(?:of|is))|listed\s+at|priced\s+at|bill\s+(?:of|for|is)|amount\s+of|price\s+of|worth|on(?:\s+an?\s+(?:article|item|bill))?(?:\s+of)?)\s*$/.test(lead);
  // Back: 'the difference ... was ₹22'.
  const isGap = /\bdifference\b[^.?]*\b(?:is|was|comes to|amounts to|=)\s*$/.test(lead);
  if (isBill === isGap) return null;
  const forward = isBill && /\bdifference\b|\bhow much more\b|\bmore \(or less\)|\bsave/.test(ask) && !/%|per ?cent|percentage/.test(ask);
  const back = isGap && /\bbill\b|\bamount\b|\bmarked price\b|\bprice\b|\bvalue\b/.test(ask) && !/\bdifference\b/.test(ask);
  if (!forward && !back) return null;
  const bill = back ? (money.value * 100) / gap : money.value;
  const value = back ? bill : (bill * gap) / 100;
  const word = listed.map(pct).join(', then ');
  return withCheck(oneValueAnswer('marked-price-discount', value, 'rupees', back ? 'The bill' : 'The difference between the two discounts', {
    steps: [
      { title: 'Read the data', bullets: [`One discount of ${pct(flat)}, against successive discounts of ${word}.`] },
      { title: 'The successive discounts as one', bullets: [`The buyer pays ${listed.map((discount) => `${num(100 - discount)}/100`).join(' × ')} = ${num(round2(left * 100))}/100 of the price: a single discount of ${pct(equivalent)}.`] },
      { title: 'The gap', bullets: [`${pct(Math.max(flat, equivalent))} − ${pct(Math.min(flat, equivalent))} = ${pct(gap)} of the ${back ? 'bill' : `price ${rs(bill)}`}${back ? `, and it is ${rs(money.value)}: bill = ${num(money.value)} × 100/${num(round2(gap))} = ${rs(bill)}` : `: ${num(bill)} × ${num(round2(gap))}/100 = ${rs(value)}`}.`] },
    ],
    mistakes: [{ value: round2((bill * Math.abs(flat - listed.reduce((sum, discount) => sum + discount, 0))) / 100), why: 'this adds the successive discounts; the second is taken on the price after the first' }],
    givens: [money.value, flat, ...listed],
  }), [`On ${rs(bill)}: ${pct(flat)} off leaves ${rs(bill * (1 - flat / 100))}; ${word} leave ${rs(bill * left)}; the two differ by ${rs(Math.abs(bill * (1 - flat / 100) - bill * left))}.`], [[Math.abs(bill * (1 - flat / 100) - bill * left), back ? money.value : value]]);
}
