import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { askSentence, writtenOf } from './figure-reader';
import type { PriceAsk, PriceFacts } from './price-text';
import type { QuantAnswer, QuantKind } from './quant-answer';
import { closeEnough, num, oneValueAnswer, pct, round2, rs, withCheck } from './quant-text';

/**
 * Cost price (CP), marked price (MP) and selling price (SP), tied by three factors: MP = CP ×
 * markup factor, SP = MP × discount factor (one discount after another), SP = CP × profit
 * factor. Given one price and two factors, or two prices, or a rupee profit, loss or discount
 * with the factor across it, every price follows; a question that gives no price and asks only a
 * percentage takes the cost price as ₹100. Each step is written as a student would work it, and
 * the check recomputes every figure of the question from the three prices.
 */

type Price = 'cp' | 'mp' | 'sp';
type Factor = 'markup' | 'discount' | 'gain';

const PRICE_OF: Readonly<Record<'cost' | 'selling' | 'marked', Price>> = { cost: 'cp', selling: 'sp', marked: 'mp' };
const NAME: Readonly<Record<Price, string>> = { cp: 'cost price (CP)', mp: 'marked price (MP)', sp: 'selling price (SP)' };
const SHORT: Readonly<Record<Price, string>> = { cp: 'CP', mp: 'MP', sp: 'SP' };
/** Each factor's two ends: the factor is to ÷ from. */
const ENDS: Readonly<Record<Factor, readonly [Price, Price]>> = { markup: ['cp', 'mp'], discount: ['mp', 'sp'], gain: ['cp', 'sp'] };

/** A percentage as the factor it multiplies by: '20% above' is × 120/100, '10% off' × 90/100. */
const factorText = (factor: number) => `${num(round2(factor * 100))}/100`;

interface State {
  prices: Partial<Record<Price, number>>;
  factors: Partial<Record<Factor, number>>;
  /** Rupee differences stated in the question: SP − CP (a profit, negative for a loss) and MP − SP (a discount). */
  profit: number | null;
  discountRupees: number | null;
  steps: string[];
}

/** One pass of every rule that finds something new; false when none does. */
function step(state: State): boolean {
  const { prices, factors } = state;
  // Two factors give the third: SP/CP = MP/CP × SP/MP.
  if (factors.gain === undefined && factors.markup !== undefined && factors.discount !== undefined) {
    factors.gain = factors.markup * factors.discount;
    state.steps.push(`SP as a part of CP: ${factorText(factors.markup)} × ${factorText(factors.discount)} = ${factorText(factors.gain)}.`);
    return true;
  }
  if (factors.markup === undefined && factors.gain !== undefined && factors.discount !== undefined) {
    factors.markup = factors.gain / factors.discount;
    state.steps.push(`MP as a part of CP: SP/CP ÷ SP/MP = ${factorText(factors.gain)} ÷ ${factorText(factors.discount)} = ${num(round2(factors.markup * 100))}/100.`);
    return true;
  }
  if (factors.discount === undefined && factors.gain !== undefined && factors.markup !== undefined) {
    factors.discount = factors.gain / factors.markup;
    state.steps.push(`SP as a part of MP: SP/CP ÷ MP/CP = ${factorText(factors.gain)} ÷ ${factorText(factors.markup)} = ${num(round2(factors.discount * 100))}/100.`);
    return true;
  }
  for (const factor of ['markup', 'discount', 'gain'] as const) {
    const [from, to] = ENDS[factor];
    const value = factors[factor];
    const a = prices[from];
    const b = prices[to];
    if (value !== undefined && a !== undefined && b === undefined) {
      prices[to] = a * value;
      state.steps.push(`${SHORT[to]} = ${SHORT[from]} × ${factorText(value)} = ${num(a)} × ${factorText(value)} = ${rs(prices[to]!)}.`);
      return true;
    }
    if (value !== undefined && b !== undefined && a === undefined) {
      prices[from] = b / value;
      state.steps.push(`${SHORT[from]} = ${SHORT[to]} ÷ ${factorText(value)} = ${num(b)} × 100/${num(round2(value * 100))} = ${rs(prices[from]!)}.`);
      return true;
    }
    if (value === undefined && a !== undefined && b !== undefined && a > 0) {
      factors[factor] = b / a;
      return true;
    }
  }
  // A rupee profit: SP − CP is known, so one price gives the other, or the profit factor gives both.
  if (state.profit !== null) {
    const gain = state.profit;
    if (prices.cp !== undefined && prices.sp === undefined) {
      prices.sp = prices.cp + gain;
      state.steps.push(`SP = CP ${gain >= 0 ? '+ profit' : '− loss'} = ${rs(prices.cp)} ${gain >= 0 ? '+' : '−'} ${rs(Math.abs(gain))} = ${rs(prices.sp)}.`);
      return true;
    }
    if (prices.sp !== undefined && prices.cp === undefined) {
      prices.cp = prices.sp - gain;
      state.steps.push(`CP = SP ${gain >= 0 ? '− profit' : '+ loss'} = ${rs(prices.sp)} ${gain >= 0 ? '−' : '+'} ${rs(Math.abs(gain))} = ${rs(prices.cp)}.`);
      return true;
    }
    if (prices.cp === undefined && prices.sp === undefined && factors.gain !== undefined && Math.abs(factors.gain - 1) > 1e-9) {
      prices.cp = gain / (factors.gain - 1);
      state.steps.push(`The ${gain >= 0 ? 'profit' : 'loss'} is ${pct(Math.abs(factors.gain - 1) * 100)} of CP, and it is ${rs(Math.abs(gain))}: CP = ${num(Math.abs(gain))} × 100/${num(round2(Math.abs(factors.gain - 1) * 100))} = ${rs(prices.cp)}.`);
      return true;
    }
  }
  if (state.discountRupees !== null) {
    const off = state.discountRupees;
    if (prices.mp !== undefined && prices.sp === undefined) {
      prices.sp = prices.mp - off;
      state.steps.push(`SP = MP − discount = ${rs(prices.mp)} − ${rs(off)} = ${rs(prices.sp)}.`);
      return true;
    }
    if (prices.sp !== undefined && prices.mp === undefined) {
      prices.mp = prices.sp + off;
      state.steps.push(`MP = SP + discount = ${rs(prices.sp)} + ${rs(off)} = ${rs(prices.mp)}.`);
      return true;
    }
    if (prices.mp === undefined && prices.sp === undefined && factors.discount !== undefined && factors.discount < 1) {
      prices.mp = off / (1 - factors.discount);
      state.steps.push(`The discount is ${pct((1 - factors.discount) * 100)} of MP, and it is ${rs(off)}: MP = ${num(off)} × 100/${num(round2((1 - factors.discount) * 100))} = ${rs(prices.mp)}.`);
      return true;
    }
  }
  return false;
}

interface Worked {
  readonly value: number;
  readonly unit: 'rupees' | 'percent';
  readonly label: string;
  readonly kind: QuantKind;
}

/** The asked value from the three prices, with its label; null when what it needs is unknown. */
function answerOf(ask: PriceAsk, prices: Partial<Record<Price, number>>, kind: QuantKind): Worked | null {
  const { cp, mp, sp } = prices;
  switch (ask) {
    case 'cost':
      return cp === undefined ? null : { value: cp, unit: 'rupees', label: 'The cost price', kind: 'cost-price' };
    case 'selling':
      return sp === undefined ? null : { value: sp, unit: 'rupees', label: 'The selling price', kind: kind === 'marked-price-discount' ? kind : 'selling-price' };
    case 'marked':
      return mp === undefined ? null : { value: mp, unit: 'rupees', label: 'The marked price', kind: 'marked-price-discount' };
    case 'profit-percent':
    case 'loss-percent':
    case 'profit-or-loss-percent': {
      if (cp === undefined || sp === undefined || cp <= 0) return null;
      const change = ((sp - cp) / cp) * 100;
      if (Math.abs(change) < 1e-9) return null;
      return { value: Math.abs(change), unit: 'percent', label: `The ${change > 0 ? 'profit' : 'loss'} percentage`, kind };
    }
    case 'profit':
    case 'loss':
      if (cp === undefined || sp === undefined || Math.abs(sp - cp) < 1e-9) return null;
      return { value: Math.abs(sp - cp), unit: 'rupees', label: `The ${sp > cp ? 'profit' : 'loss'}`, kind };
    case 'discount-percent':
      return mp === undefined || sp === undefined || mp <= 0 ? null : { value: ((mp - sp) / mp) * 100, unit: 'percent', label: 'The discount percentage', kind: 'marked-price-discount' };
    case 'discount':
      return mp === undefined || sp === undefined ? null : { value: mp - sp, unit: 'rupees', label: 'The discount', kind: 'marked-price-discount' };
    case 'markup-percent':
      return cp === undefined || mp === undefined || cp <= 0 ? null : { value: ((mp - cp) / cp) * 100, unit: 'percent', label: 'The markup above the cost price', kind: 'marked-price-discount' };
  }
}

/**
 * Solves a price question from its facts by the chain CP → MP → SP, or null when a fact is
 * missing, two facts disagree, or the facts hold a figure the chain has no place for.
 */
/**
 * 'Had he not given the discount', 'if he had sold it for', 'would have earned', 'A sold it to B
 * ..., B sold it to C': a second sale beside the first, which the chain cannot tell apart from it.
 */
const HYPOTHETICAL = /(?:^|[.,;]\s*|\b(?:but|and|if|that)\s+)had\s+(?:he|she|it|they|i|we|the\s+\w+|[a-z]+)\s+(?:not\s+)?(?:sold|bought|given|allowed|offered|charged|been|marked|purchased)\b|\bif\s+(?:he|she|it|they|i|we)\s+had\b|\b(?:if|when)\s+(?:no|the)\s+discount\s+(?:is|was|were|had been|has been)\s+(?:not\s+)?(?:allowed|given|offered)\b|\bwould\s+have\b|\binstead\b|\bresold|\bresells?\b|\bthe\s+(?:buyer|customer)\s+(?:sold|sells|resold|desires|wants)\b|\b(?:sold|sells)\s+(?:it|them|the\s+\w+)\s+to\b[^.]*\b(?:sold|sells)\s+(?:it|them|the\s+\w+)\s+to\b/;

/** Words that put discounts one after another: 'successive', 'a further 5%', 'on the reduced price', 'discounts of 20% and 10%'. */
export const ONE_AFTER_ANOTHER = /successive|consecutive|further|additional|extra|another|\bthen\b|again|followed|(?:reduced|discounted|new|net)\s+(?:price|amount|bill)|one after|series|\bdiscounts\b|\btrade discount\b|\bcash\b|\band also\b|\balso\b/;

/** 'Sells to some customers at the marked price and allows 10% to others', 'half of his goods': two sales in one question. */
const MIXED = /\b(?:to some|to others|to the others|half (?:of )?(?:the|his|her|its|them)|the rest\b|the remaining|remainder|one[- ](?:third|fourth|fifth|half)|two[- ]thirds|three[- ]fourths)\b/;

/** 'Profit or loss', 'no profit no loss': the two words together name no sale of their own. */
const EITHER = /\b(?:profit|gain)\s+or\s+loss\b|\bloss\s+or\s+(?:profit|gain)\b|\bno\s+(?:profit|gain)\s*,?\s*(?:and\s+|or\s+)?no\s+loss\b/g;

/** The question without its ask: what it states, and the conditions of the ask ('find the cost if ...'). */
function statedPart(text: string): string {
  const asking = askSentence(text);
  const at = asking ? text.lastIndexOf(asking) : -1;
  if (at < 0) return text;
  const question = asking.search(/\b(?:find|what|how|calculate|compute|determine|which)\b/);
  if (question < 0) return text;
  const condition = /\b(?:if|when|given that)\b.*$/.exec(asking.slice(question))?.[0] ?? '';
  return `${text.slice(0, at)} ${asking.slice(0, question)} ${condition}`;
}

/**
 * 'The loss on selling it for ₹270 is as much as the profit at 10%': a loss named where the chain
 * reads only a profit (or the other way round) is a second sale it does not see.
 */
function otherSaleNamed(text: string, facts: PriceFacts): boolean {
  const roles = [...facts.money.map((money) => money.role), ...facts.percents.map((percent) => percent.role)];
  const stated = statedPart(text).replace(EITHER, ' ');
  const gains = roles.includes('profit');
  const losses = roles.includes('loss');
  return (gains && !losses && /\b(?:loss|losses|lost|loses|losing)\b/.test(stated)) || (losses && !gains && /\b(?:profit|profits|gain|gains|gained|gaining)\b/.test(stated));
}

export function solvePriceChain(text: string, facts: PriceFacts): QuantAnswer | null {
  if (otherSaleNamed(text, facts)) return null;
  if (!facts.ask || facts.money.some((money) => money.each || money.role === 'more' || money.role === 'less') || HYPOTHETICAL.test(text) || MIXED.test(text)) return null;
  const state: State = { prices: {}, factors: {}, profit: null, discountRupees: null, steps: [] };
  const read: string[] = [];
  for (const money of facts.money) {
    const value = money.figure.value;
    if (money.role === 'cost' || money.role === 'marked' || money.role === 'selling') {
      const price = ({ cost: 'cp', marked: 'mp', selling: 'sp' } as const)[money.role];
      if (state.prices[price] !== undefined) return null;
      state.prices[price] = value;
      read.push(`${NAME[price].replace(/^./, (letter) => letter.toUpperCase())} = ${rs(value)}`);
    } else if (money.role === 'profit' || money.role === 'loss') {
      if (state.profit !== null) return null;
      state.profit = money.role === 'profit' ? value : -value;
      read.push(`${money.role === 'profit' ? 'Profit' : 'Loss'} = ${rs(value)}`);
    } else {
      if (state.discountRupees !== null) return null;
      state.discountRupees = value;
      read.push(`Discount = ${rs(value)}`);
    }
  }
  // One price as a percentage of another: the factor between them.
  for (const ratio of facts.percents.filter((percent) => percent.role === 'ratio')) {
    const [stated, base] = ratio.between!;
    const share = ratio.figure.value / 100;
    const factor = ({ 'marked/cost': ['markup', share], 'cost/marked': ['markup', 1 / share], 'selling/marked': ['discount', share], 'marked/selling': ['discount', 1 / share], 'selling/cost': ['gain', share], 'cost/selling': ['gain', 1 / share] } as const)[`${stated}/${base}` as 'marked/cost'];
    if (!factor || state.factors[factor[0]] !== undefined) return null;
    state.factors[factor[0]] = factor[1];
    read.push(`${NAME[PRICE_OF[stated]].replace(/^./, (letter) => letter.toUpperCase())} is ${pct(ratio.figure.value)} of the ${NAME[PRICE_OF[base]]}`);
  }
  const discounts = facts.percents.filter((percent) => percent.role === 'discount').map((percent) => percent.figure.value);
  const markups = facts.percents.filter((percent) => percent.role === 'markup').map((percent) => percent.figure.value);
  const gains = facts.percents.filter((percent) => percent.role === 'profit' || percent.role === 'loss');
  if (markups.length > 1 || gains.length > 1 || discounts.some((discount) => discount >= 100)) return null;
  if (markups.length === 1) {
    if (state.factors.markup !== undefined) return null;
    state.factors.markup = 1 + markups[0]! / 100;
    read.push(`MP is ${pct(markups[0]!)} above CP, so MP = CP × ${factorText(state.factors.markup)}`);
  }
  // 'Successive discounts' with one figure, not said to be for each: a discount is missing.
  if (/successive|consecutive/.test(text) && discounts.length === 1) return null;
  // '10% to a student and 5% to a teacher': two discounts with nothing saying one follows the other are two offers, not a chain.
  if (discounts.length > 1 && !ONE_AFTER_ANOTHER.test(text)) return null;
  if (discounts.length > 0) {
    if (state.factors.discount !== undefined) return null;
    state.factors.discount = discounts.reduce((factor, discount) => factor * (1 - discount / 100), 1);
    read.push(discounts.length === 1 ? `Discount ${pct(discounts[0]!)} on MP, so SP = MP × ${factorText(state.factors.discount)}` : `Discounts ${discounts.map(pct).join(' then ')}, one after another on what is left: SP = MP × ${discounts.map((discount) => factorText(1 - discount / 100)).join(' × ')} = MP × ${num(state.factors.discount)}`);
  }
  if (gains.length === 1) {
    if (state.factors.gain !== undefined) return null;
    const signed = gains[0]!.role === 'profit' ? gains[0]!.figure.value : -gains[0]!.figure.value;
    state.factors.gain = 1 + signed / 100;
    read.push(`${signed >= 0 ? 'Profit' : 'Loss'} ${pct(Math.abs(signed))} on CP, so SP = CP × ${factorText(state.factors.gain)}`);
  }
  if (read.length === 0) return null;
  const stated = { prices: { ...state.prices }, factors: { ...state.factors }, profit: state.profit, discountRupees: state.discountRupees };
  const kind: QuantKind = discounts.length > 0 || markups.length > 0 || state.prices.mp !== undefined || state.discountRupees !== null ? 'marked-price-discount' : 'profit-loss-percent';
  // Only percentages: any price will do, so take the cost price as ₹100 (the marked price when only a discount is known).
  const noPrice = Object.keys(state.prices).length === 0 && state.profit === null && state.discountRupees === null;
  // With no price, 'his actual profit was' can only be a percentage.
  const ask: PriceAsk = noPrice && (facts.ask === 'profit' || facts.ask === 'loss') ? 'profit-or-loss-percent' : noPrice && facts.ask === 'discount' ? 'discount-percent' : facts.ask;
  // A price asked that the question gives, or a percentage asked that it states: the ask is about something else.
  const givenPrice = { cost: 'cp', marked: 'mp', selling: 'sp' } as const;
  if ((ask === 'cost' || ask === 'marked' || ask === 'selling') && stated.prices[givenPrice[ask]] !== undefined) return null;
  if ((ask === 'discount-percent' && discounts.length > 0) || (ask === 'markup-percent' && markups.length > 0) || (/profit|loss/.test(ask) && ask.endsWith('percent') && gains.length > 0)) return null;
  if (noPrice) {
    if (/^(?:cost|selling|marked|profit|loss|discount)$/.test(ask)) return null;
    // Discounts alone ('two successive discounts of 20% and 10% equal a single discount of') are a successive-percent question.
    if (state.factors.markup === undefined && state.factors.gain === undefined) return null;
    state.prices.cp = 100;
  }
  while (step(state));
  const worked = answerOf(ask, state.prices, kind);
  if (!worked || !Number.isFinite(worked.value) || worked.value < 0) return null;
  // Every stated fact must hold for the prices found: two facts that disagree are a misread question.
  const { cp, mp, sp } = state.prices;
  const pairs: [number, number][] = [];
  const bullets: string[] = [];
  for (const price of ['cp', 'mp', 'sp'] as const) {
    if (stated.prices[price] !== undefined) pairs.push([state.prices[price]!, stated.prices[price]!]);
  }
  if (stated.factors.markup !== undefined) {
    if (cp === undefined || mp === undefined) return null;
    pairs.push([mp / cp, stated.factors.markup]);
    bullets.push(`MP ${rs(mp)} is ${pct(((mp - cp) / cp) * 100)} above CP ${rs(cp)}.`);
  }
  if (stated.factors.discount !== undefined && discounts.length === 0) {
    if (mp === undefined || sp === undefined) return null;
    pairs.push([mp * stated.factors.discount, sp]);
    bullets.push(`SP ${rs(sp)} is ${pct((sp / mp) * 100)} of MP ${rs(mp)}.`);
  } else if (stated.factors.discount !== undefined) {
    if (mp === undefined || sp === undefined) return null;
    let left = mp;
    const trail = discounts.map((discount) => {
      left -= (left * discount) / 100;
      return rs(left);
    });
    pairs.push([left, sp]);
    bullets.push(`${rs(mp)} less ${discounts.map(pct).join(', then ')}: ${trail.join(' → ')}, the selling price.`);
  }
  if (stated.factors.gain !== undefined) {
    if (cp === undefined || sp === undefined) return null;
    pairs.push([sp / cp, stated.factors.gain]);
    bullets.push(`SP ${rs(sp)} − CP ${rs(cp)} = ${sp >= cp ? '' : '−'}${rs(Math.abs(sp - cp))}, which is ${pct((Math.abs(sp - cp) / cp) * 100)} of CP: a ${sp >= cp ? 'profit' : 'loss'}.`);
  }
  if (stated.profit !== null) {
    if (cp === undefined || sp === undefined) return null;
    pairs.push([sp - cp, stated.profit]);
    if (stated.factors.gain === undefined) bullets.push(`SP ${rs(sp)} − CP ${rs(cp)} = ${sp >= cp ? '' : '−'}${rs(Math.abs(sp - cp))}.`);
    else bullets.push(`The ${stated.profit >= 0 ? 'profit' : 'loss'} is ${rs(Math.abs(sp - cp))}.`);
  }
  if (stated.discountRupees !== null) {
    if (mp === undefined || sp === undefined) return null;
    pairs.push([mp - sp, stated.discountRupees]);
    bullets.push(`MP ${rs(mp)} − SP ${rs(sp)} = ${rs(mp - sp)}, the discount.`);
  }
  if (pairs.length === 0 || !pairs.every(([a, b]) => closeEnough(a, b))) return null;
  // A percentage or a rupee difference asked: put it back to get a price of the question again.
  const back = answerBack(ask, state.prices, worked);
  if (back) {
    bullets.push(back.bullet);
    pairs.push(back.pair);
  }
  const steps: SolutionStep[] = [{ title: 'Read the data', bullets: [`${read.join('; ')}.`, ...(noPrice ? ['No price is given, so take CP = ₹100: every percentage is the same for any price.'] : [])] }];
  if (state.steps.length > 0) steps.push({ title: 'Work along the prices', bullets: state.steps });
  const finalBullet = finalStep(ask, state.prices, worked);
  if (finalBullet) steps.push({ title: worked.label, bullets: [finalBullet] });
  return withCheck(oneValueAnswer(worked.kind, worked.value, worked.unit, worked.label, {
    steps,
    mistakes: mistakesOf({ ...facts, ask }, state.prices, worked, discounts, markups),
    givens: writtenOf(facts.figures.filter((figure) => figure.unit === 'rupees' || figure.unit === 'percent')),
  }), bullets.length > 0 ? bullets : [`The prices agree with every figure of the question.`], pairs);
}

/** The asked percentage or rupee difference put back on one price to give the other, as the check shows it. */
function answerBack(ask: PriceAsk, prices: Partial<Record<Price, number>>, worked: Worked): { bullet: string; pair: [number, number] } | null {
  const { cp, mp, sp } = prices;
  if (ask === 'discount-percent' && mp !== undefined && sp !== undefined) {
    return { bullet: `${rs(mp)} less ${pct(worked.value)} of it = ${rs(mp * (1 - worked.value / 100))}, the selling price.`, pair: [mp * (1 - worked.value / 100), sp] };
  }
  if (ask === 'discount' && mp !== undefined && sp !== undefined) return { bullet: `${rs(mp)} − ${rs(worked.value)} = ${rs(mp - worked.value)}, the selling price.`, pair: [mp - worked.value, sp] };
  if (ask === 'markup-percent' && cp !== undefined && mp !== undefined) {
    return { bullet: `${rs(cp)} + ${pct(worked.value)} of it = ${rs(cp * (1 + worked.value / 100))}, the marked price.`, pair: [cp * (1 + worked.value / 100), mp] };
  }
  if (cp === undefined || sp === undefined) return null;
  const sign = sp >= cp ? 1 : -1;
  if (worked.unit === 'percent' && /profit|loss/.test(ask)) {
    return { bullet: `${rs(cp)} ${sign > 0 ? '+' : '−'} ${pct(worked.value)} of it = ${num(cp)} × ${factorText(1 + (sign * worked.value) / 100)} = ${rs(cp * (1 + (sign * worked.value) / 100))}, the selling price.`, pair: [cp * (1 + (sign * worked.value) / 100), sp] };
  }
  if (worked.unit === 'rupees' && (ask === 'profit' || ask === 'loss')) return { bullet: `${rs(cp)} ${sign > 0 ? '+' : '−'} ${rs(worked.value)} = ${rs(cp + sign * worked.value)}, the selling price.`, pair: [cp + sign * worked.value, sp] };
  return null;
}

/** The last line of the working: the asked value from the prices. */
function finalStep(ask: PriceAsk, prices: Partial<Record<Price, number>>, worked: Worked): string | null {
  const { cp, mp, sp } = prices;
  if (worked.unit === 'rupees' && (ask === 'cost' || ask === 'selling' || ask === 'marked')) return null;
  if (ask === 'discount-percent') return `Discount % = (MP − SP) ÷ MP × 100 = (${num(mp!)} − ${num(sp!)}) ÷ ${num(mp!)} × 100 = ${pct(worked.value)}.`;
  if (ask === 'discount') return `Discount = MP − SP = ${rs(mp!)} − ${rs(sp!)} = ${rs(worked.value)}.`;
  if (ask === 'markup-percent') return `Markup % = (MP − CP) ÷ CP × 100 = (${num(mp!)} − ${num(cp!)}) ÷ ${num(cp!)} × 100 = ${pct(worked.value)}.`;
  if (worked.unit === 'rupees') return `${sp! >= cp! ? 'Profit = SP − CP' : 'Loss = CP − SP'} = ${rs(Math.abs(sp! - cp!))}.`;
  return `${sp! >= cp! ? 'Profit' : 'Loss'} % = ${num(Math.abs(sp! - cp!))} ÷ ${num(cp!)} × 100 = ${pct(worked.value)}.`;
}

/** The values the usual slips give, to explain the wrong options. */
function mistakesOf(facts: PriceFacts, prices: Partial<Record<Price, number>>, worked: Worked, discounts: readonly number[], markups: readonly number[]): { value: number; why: string }[] {
  const { cp, mp, sp } = prices;
  const mistakes: { value: number; why: string }[] = [];
  const gain = facts.percents.find((percent) => percent.role === 'profit' || percent.role === 'loss');
  const signed = gain ? (gain.role === 'profit' ? 1 : -1) * gain.figure.value : null;
  if (worked.unit === 'percent' && cp !== undefined && sp !== undefined && sp !== 0 && facts.ask !== 'discount-percent' && facts.ask !== 'markup-percent') {
    mistakes.push({ value: round2(Math.abs(((sp - cp) / sp) * 100)), why: 'this divides by the selling price; profit and loss are percentages of the cost price' });
  }
  if (facts.ask === 'discount-percent' && mp !== undefined && sp !== undefined && sp > 0) mistakes.push({ value: round2(((mp - sp) / sp) * 100), why: 'this divides by the selling price; a discount is a percentage of the marked price' });
  if (markups.length === 1 && discounts.length === 1 && worked.unit === 'percent') mistakes.push({ value: round2(Math.abs(markups[0]! - discounts[0]!)), why: 'this subtracts the percentages, but the discount is taken on the higher marked price' });
  if (facts.ask === 'selling' && mp !== undefined && discounts.length > 1) mistakes.push({ value: round2(mp * (1 - discounts.reduce((sum, discount) => sum + discount, 0) / 100)), why: 'this adds the discounts; successive discounts apply one after another' });
  if (facts.ask === 'selling' && mp !== undefined && discounts.length > 0) mistakes.push({ value: round2(mp), why: 'this is the marked price, before the discount' });
  if (facts.ask === 'selling' && cp !== undefined && signed !== null) {
    mistakes.push({ value: round2(cp * (1 - signed / 100)), why: `this applies a ${signed >= 0 ? 'loss' : 'profit'} instead of a ${signed >= 0 ? 'profit' : 'loss'}` });
    mistakes.push({ value: round2(Math.abs((cp * signed) / 100)), why: `this is only the ${signed >= 0 ? 'profit' : 'loss'}, not the selling price` });
  }
  if (facts.ask === 'cost' && sp !== undefined && signed !== null && mp === undefined) mistakes.push({ value: round2(sp * (1 - signed / 100)), why: `this takes the ${signed >= 0 ? 'profit' : 'loss'} on the selling price; it is a percentage of the cost price` });
  if (facts.ask === 'marked' && sp !== undefined && discounts.length === 1) mistakes.push({ value: round2(sp * (1 + discounts[0]! / 100)), why: 'this adds the discount to the selling price; the discount is a percentage of the marked price' });
  if (worked.unit === 'rupees' && (facts.ask === 'profit' || facts.ask === 'loss') && cp !== undefined && sp !== undefined) mistakes.push({ value: round2((Math.abs(sp - cp) / cp) * 100), why: 'this is the percentage, not the amount' });
  return mistakes;
}
