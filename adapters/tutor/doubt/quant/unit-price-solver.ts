import { type Figure, figuresOf, writtenOf } from './figure-reader';
import { priceAsk } from './price-text';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * Profit and loss at a rate: 'buys 10 pens for ₹80 and sells 8 pens for ₹80', 'buys bananas at
 * 6 for ₹10 and sells them at 4 for ₹6', 'buys oranges at ₹30 a dozen and sells them at ₹3
 * each', 'buys 50 kg of rice at ₹40 per kg and sells it at ₹46 per kg'. The cost and the selling
 * price of one unit decide the percentage; a total quantity gives the rupee profit.
 */

/** Units a rate can be per, each as a number of its family's base unit. */
const UNITS: Readonly<Record<string, { family: string; size: number }>> = {
  each: { family: 'piece', size: 1 },
  apiece: { family: 'piece', size: 1 },
  piece: { family: 'piece', size: 1 },
  article: { family: 'piece', size: 1 },
  item: { family: 'piece', size: 1 },
  unit: { family: 'piece', size: 1 },
  dozen: { family: 'piece', size: 12 },
  score: { family: 'piece', size: 20 },
  hundred: { family: 'piece', size: 100 },
  kg: { family: 'kg', size: 1 },
  kilogram: { family: 'kg', size: 1 },
  quintal: { family: 'kg', size: 100 },
  litre: { family: 'litre', size: 1 },
  liter: { family: 'litre', size: 1 },
  metre: { family: 'metre', size: 1 },
  meter: { family: 'metre', size: 1 },
};
const UNIT_WORD = String.raw`(dozen|score|hundred|kg|kilograms?|quintals?|litres?|liters?|metres?|meters?|piece|article|item|unit)`;

/** One price at a rate: ₹X for so many base units. */
interface Rate {
  readonly money: Figure;
  readonly units: number;
  readonly family: string;
  /** The count as written ('6 for ₹10'), a given of the question; null for 'per kg', 'each'. */
  readonly count: Figure | null;
  readonly shown: string;
}

function unitOf(word: string): { family: string; size: number } | null {
  return UNITS[word.replace(/s$/, '')] ?? null;
}

/** The rate a rupee figure is quoted at, from the words around it, or null when it is no rate. */
function rateOf(text: string, figures: readonly Figure[], money: Figure): Rate | null {
  const before = text.slice(Math.max(0, money.start - 40), money.start);
  const after = text.slice(money.end, money.end + 30);
  const counted = (value: string) => figures.find((figure) => figure.unit === 'plain' && figure.value === Number(value) && (figure.end <= money.start ? money.start - figure.end < 40 : figure.start - money.end < 12)) ?? null;
  // '6 for ₹10', '10 pens for ₹80', 'at 4 for ₹6'.
  const countBefore = /(?:^|[^\d.])(\d+)\s+(?:[a-z]+\s+){0,2}?(?:for|at)\s*$/.exec(before);
  if (countBefore && !/^\s*(?:each|apiece|per|a\s|an\s)/.test(after)) {
    const count = counted(countBefore[1]!);
    return count ? { money, units: count.value, family: 'piece', count, shown: `${count.value} for ${rs(money.value)}` } : null;
  }
  // '₹25 for 8', '₹10 per 6'.
  const countAfter = /^\s*(?:for|per)\s+(\d+)\b(?!\s*(?:%|years?|months?|days?))/.exec(after);
  if (countAfter) {
    const count = counted(countAfter[1]!);
    return count ? { money, units: count.value, family: 'piece', count, shown: `${rs(money.value)} for ${count.value}` } : null;
  }
  // '₹3 each', '₹40 per kg', '₹30 a dozen'.
  const per = new RegExp(String.raw`^\s*(?:(each|apiece)\b|(?:per|a|an|every|for\s+(?:a|one))\s+${UNIT_WORD}\b)`).exec(after);
  if (per) {
    const unit = unitOf(per[1] ?? per[2]!);
    return unit ? { money, units: unit.size, family: unit.family, count: null, shown: `${rs(money.value)} ${per[0].trim()}` } : null;
  }
  // 'a dozen for ₹30', 'one kg at ₹40'.
  const unitBefore = new RegExp(String.raw`(?:a|an|one|per)\s+${UNIT_WORD}\s+(?:for|at)\s*$`).exec(before);
  if (unitBefore) {
    const unit = unitOf(unitBefore[1]!);
    return unit ? { money, units: unit.size, family: unit.family, count: null, shown: `${unitBefore[0].replace(/\s*(?:for|at)\s*$/, '')} for ${rs(money.value)}` } : null;
  }
  return null;
}

/** Goods that never reached the sale ('twelve of them got rotten', 'a fifth were broken'): this reader sells every unit bought. */
const SOME_LOST = /\b(?:rott(?:en|ed)|spoil(?:t|ed)|damaged|broken|broke|stolen|lost|wasted|perished|went bad|defective|unsold|rest|remaining|remainder)\b/;

export function solveUnitPrice(text: string): QuantAnswer | null {
  if (SOME_LOST.test(text)) return null;
  const buy = [...text.matchAll(/\b(?:buys?|bought|buying|purchases?|purchased)\b/g)];
  const sell = [...text.matchAll(/\b(?:sells?|sold|selling)\b/g)];
  if (buy.length !== 1 || sell.length !== 1) return null;
  const figures = figuresOf(text);
  const money = figures.filter((figure) => figure.unit === 'rupees');
  if (money.length !== 2 || figures.some((figure) => figure.unit !== 'rupees' && figure.unit !== 'plain')) return null;
  // The buying words lead to the cost, the selling words to the selling price.
  const roleOf = (figure: Figure) => {
    const buyAt = buy[0]!.index;
    const sellAt = sell[0]!.index;
    const nearest = [buyAt, sellAt].filter((at) => at < figure.start).sort((a, b) => b - a)[0];
    return nearest === undefined ? null : nearest === buyAt ? 'cost' : 'selling';
  };
  const [first, second] = money as [Figure, Figure];
  if (roleOf(first) === roleOf(second) || !roleOf(first) || !roleOf(second)) return null;
  const costMoney = roleOf(first) === 'cost' ? first : second;
  const sellMoney = costMoney === first ? second : first;
  const cost = rateOf(text, figures, costMoney);
  const selling = rateOf(text, figures, sellMoney);
  if (!cost || !selling || cost.family !== selling.family) return null;
  // Any other number must be the quantity bought: '50 kg of rice', '20 soaps'.
  const rest = figures.filter((figure) => figure.unit === 'plain' && figure !== cost.count && figure !== selling.count);
  if (rest.length > 1) return null;
  const total = rest[0] ?? null;
  if (total) {
    const words = text.slice(total.end, total.end + 25);
    const named = new RegExp(String.raw`^\s*${UNIT_WORD}\b`).exec(words);
    const unit = named ? unitOf(named[1]!) : null;
    // '50 kg' must be in the rate's unit; '20 soaps' (no unit word) counts pieces.
    if (unit ? unit.family !== cost.family || unit.size !== 1 : cost.family !== 'piece' || !/^\s*[a-z]/.test(words)) return null;
    if (!(buy[0]!.index < total.start && total.start < costMoney.start)) return null;
  }
  const ask = priceAsk(text);
  const wantsPercent = ask === 'profit-percent' || ask === 'loss-percent' || ask === 'profit-or-loss-percent';
  const wantsAmount = (ask === 'profit' || ask === 'loss') && total !== null;
  if (!wantsPercent && !wantsAmount) return null;
  const unitCost = cost.money.value / cost.units;
  const unitSale = selling.money.value / selling.units;
  if (Math.abs(unitSale - unitCost) < 1e-9) return null;
  // Work on a whole number of units both rates share: the least count each can be priced at.
  const lot = total ? total.value : lcm(cost.units, selling.units);
  const lotCost = unitCost * lot;
  const lotSale = unitSale * lot;
  const change = lotSale - lotCost;
  const percent = (change / lotCost) * 100;
  const qualifier = change > 0 ? 'profit' : 'loss';
  const base = cost.family === 'piece' ? 'articles' : cost.family;
  const value = wantsAmount ? Math.abs(change) : Math.abs(percent);
  return withCheck(oneValueAnswer('profit-loss-percent', value, wantsAmount ? 'rupees' : 'percent', wantsAmount ? `The ${qualifier}` : `The ${qualifier} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [`Bought at ${cost.shown}, sold at ${selling.shown}${total ? `; ${num(total.value)} ${base} in all` : ''}.`] },
      { title: `Take ${num(lot)} ${base}${total ? '' : ' (a number both rates divide)'}`, bullets: [`Cost = ${num(lot)} × ${rs(cost.money.value)}/${num(cost.units)} = ${rs(lotCost)}.`, `Sale = ${num(lot)} × ${rs(selling.money.value)}/${num(selling.units)} = ${rs(lotSale)}.`] },
      { title: wantsAmount ? (qualifier === 'profit' ? 'Profit' : 'Loss') : `${qualifier === 'profit' ? 'Profit' : 'Loss'} percentage`, bullets: [`${qualifier === 'profit' ? 'Profit' : 'Loss'} = ${rs(Math.abs(change))}${wantsAmount ? '' : `: ${num(Math.abs(change))} ÷ ${num(lotCost)} × 100 = ${pct(Math.abs(percent))}`}.`] },
    ],
    mistakes: [{ value: round2(Math.abs((change / lotSale) * 100)), why: `this divides by the sale; the ${qualifier} is a percentage of the cost` }],
    givens: writtenOf([...money, ...[cost.count, selling.count, total].filter((figure): figure is Figure => figure !== null)]),
  }), [`${rs(lotCost)} ${change > 0 ? '+' : '−'} ${pct(Math.abs(percent))} of it = ${rs(lotCost * (1 + percent / 100))}, what the ${num(lot)} ${base} sell for.`], [[lotCost * (1 + percent / 100), lotSale]]);
}

function lcm(a: number, b: number): number {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return Number.isInteger(a) && Number.isInteger(b) ? (a * b) / gcd(a, b) : a * b;
}
