import { num, oneValueAnswer, pct, rs, round2, withCheck } from './quant-text';
import type { QuantAnswer } from './quant-answer';
import { askSentence, askedHead, figuresOf, type Figure } from './figure-reader';

/**
 * Two price questions that take a percentage on some other base than the chain CP → MP → SP does:
 * a profit worked as a percentage of the selling price, asked as a percentage of the cost ('he
 * calculates his profit as 50% of the selling price; what is his profit percent on the cost?'),
 * and the rupee gap between two discounts on the same marked price ('a seller gets ₹1,782 less
 * when he gives 20% discount than when he gives 8%; the marked price is'). Each reads only its
 * own wording and declines anything else. Also the gain at another discount ('allowing 20% he
 * gains 12%; what would he gain allowing only 5%?'), which the chain leaves as a second sale, and
 * a trader who buys at a discount on the list price and sells against the same list price; a
 * rupee coupon after a percentage discount; two articles of one total cost sold at a gain and a
 * loss that cancel.
 */
export function solvePriceBases(text: string): QuantAnswer | null {
  return profitOnSelling(text) ?? discountGap(text) ?? otherDiscount(text) ?? boughtBelowList(text) ?? furtherRupeesOff(text) ?? breakEvenPair(text);
}

/** 'Profit as 50% of the selling price', 'a gain of 25% on the selling price', 'loss is 20% of the S.P.'. */
const ON_SELLING = /\b(profit|gain|loss)(?:\b|(?=is\b))(?:\s+(?:as|is|was|of|at|to be|equal to|=))*\s*(\d+(?:\.\d+)?)\s*%\s*(?:of|on)\s+(?:the\s+|his\s+|its\s+|her\s+)?(?:selling\s?price|sale\s?price|s\.?\s?p\b)/;

/**
 * A profit (or loss) stated on the selling price, asked on the cost: with SP = 100 the profit is
 * p and the cost 100 − p (for a loss, 100 + p), so the profit on the cost is p ÷ (100 − p) × 100.
 */
function profitOnSelling(text: string): QuantAnswer | null {
  const stated = ON_SELLING.exec(text);
  if (!stated || /₹|\bmarked\b|\bdiscount|\blist price|\bmarks?\b/.test(text)) return null;
  const figures = figuresOf(text);
  if (figures.length !== 1) return null;
  // 'If profit is 20% of SP, then profit % on CP = ?': the ask is what follows 'then'.
  const asked = askedHead(text).replace(/^if\b[^?]*?,?\s*\bthen\b\s*/, '');
  // The asked percentage must be on the cost: 'on the cost price', 'actual', 'real', 'true'.
  if (!/\b(?:profit|gain|loss)\b/.test(asked) || !/%|per ?cent|percentage/.test(asked)) return null;
  if (!/\bcost\b|\bc\.?\s?p\b|\b(?:actual|real|true|correct)\b/.test(asked) || /\bselling|\bsale\b|\bs\.?\s?p\b/.test(asked)) return null;
  const loss = stated[1] === 'loss';
  if (/\b(?:profit|gain)\b/.test(asked) === loss) return null;
  const p = Number(stated[2]);
  if (p <= 0 || p >= 100) return null;
  const cost = loss ? 100 + p : 100 - p;
  const value = (p / cost) * 100;
  const word = loss ? 'loss' : 'profit';
  return withCheck(oneValueAnswer('profit-loss-percent', value, 'percent', `The ${word} percentage on the cost price`, {
    steps: [
      { title: 'Read the data', bullets: [`The ${word} is ${pct(p)} of the selling price. Take SP = ₹100: the ${word} is ₹${num(p)}.`] },
      { title: 'The cost price', bullets: [`CP = SP ${loss ? '+ loss' : '− profit'} = 100 ${loss ? '+' : '−'} ${num(p)} = ₹${num(cost)}.`] },
      { title: `The ${word} on the cost`, bullets: [`${cap(word)} % = ${num(p)} ÷ ${num(cost)} × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(p), why: `this is the ${word} as a percentage of the selling price; the question asks it on the cost price` }],
    givens: [p],
  }), [`CP ₹${num(cost)} ${loss ? '−' : '+'} ${pct(value)} of it = ₹${num(round2(cost * (1 + ((loss ? -1 : 1) * value) / 100)))}, the selling price; and ₹${num(p)} is ${pct(p)} of ₹100.`], [[cost * (1 + ((loss ? -1 : 1) * value) / 100), 100]]);
}

const cap = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * 'A seller gets ₹1,782 less when he gives a 20% discount than when he gives an 8% discount (on
 * the same article). Find the marked price': the gap is (20 − 8)% of the marked price. Two
 * discounts and one rupee gap, the gap said to be less or more (or the difference), and the
 * marked price asked; anything more is declined.
 */
function discountGap(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  const rupees = figures.filter((figure) => figure.unit === 'rupees');
  const percents = figures.filter((figure) => figure.unit === 'percent');
  if (rupees.length !== 1 || percents.length !== 2 || figures.length !== 3) return null;
  const [gap] = rupees as [typeof rupees[0]];
  const [first, second] = percents as [typeof percents[0], typeof percents[0]];
  // Each percentage a discount: 'gives 20% discount', 'a discount of 8%', '8% off'.
  if (!discountAt(text, first) || !discountAt(text, second) || first.value === second.value) return null;
  // The gap: '₹1,782 less (more) when ... than when ...', or 'the difference ... is ₹1,782'.
  // '... ₹2,101 more than he would if the discount were 30%' too.
  const gapWords = /^\s*(?:less|more)\s+(?:when|if|by|on|than)\b/.test(text.slice(gap.end)) && /\bthan\s+(?:when|if|(?:he|she|they|it)\s+(?:would|does|did|will)(?:\s+(?:get|receive))?\s+(?:when|if))\b/.test(text.slice(gap.end));
  const difference = /\bdifference\s+between\b[^.?]*\bdiscounts?\b/.test(text) && /(?:\bis|\bwas|=|\bcomes to|\bamounts to)\s*$/.test(text.slice(Math.max(0, gap.start - 12), gap.start));
  if (!gapWords && !difference) return null;
  // No other price, no successive discounts, no profit: just the one marked price.
  if (/\b(?:successive|further|another|profit|gain|loss|cost|bought|buys|purchased|tax|gst)\b/.test(text)) return null;
  if (!/\b(?:same|one|an?|the)\s+(?:article|item|product|watch|shirt|book|thing|price)\b|\bmarked price\b/.test(text)) return null;
  const asked = askedHead(text);
  if (!/\bmarked\s?price\b|\blist(?:ed)?\s?price\b|\bprinted price\b|\btag price\b|\bm\.?\s?p\b/.test(asked) || /\bselling|\bsale\b|\bpays?\b|\bdiscount\b/.test(asked)) return null;
  const spread = Math.abs(first.value - second.value);
  const marked = (gap.value * 100) / spread;
  const high = Math.max(first.value, second.value);
  const low = Math.min(first.value, second.value);
  const atLow = marked * (1 - low / 100);
  const atHigh = marked * (1 - high / 100);
  return withCheck(oneValueAnswer('marked-price-discount', marked, 'rupees', 'The marked price', {
    steps: [
      { title: 'Read the data', bullets: [`Both discounts are on the same marked price (MP). A ${pct(high)} discount gives ${rs(gap.value)} less than a ${pct(low)} discount.`] },
      { title: 'The gap as a part of MP', bullets: [`The gap is (${num(high)} − ${num(low)})% = ${pct(spread)} of MP: MP = ${num(gap.value)} × 100/${num(spread)} = ${rs(marked)}.`] },
    ],
    mistakes: [{ value: round2((gap.value * 100) / high), why: 'this divides by one discount; the gap is the difference of the two discounts' }],
    givens: [gap.value, first.value, second.value],
  }), [`At ${pct(low)} off: ${rs(atLow)}; at ${pct(high)} off: ${rs(atHigh)}; the difference is ${rs(atLow - atHigh)}.`], [[atLow - atHigh, gap.value]]);
}

/** A discount percentage: '20% discount', 'a discount of 20%', '20 per cent off'. */
function discountAt(text: string, figure: Figure): boolean {
  return /^\s*(?:discount|off|rebate)\b/.test(text.slice(figure.end)) || /\b(?:discount|rebate)\s+(?:of\s+|is\s+|was\s+|were\s+|had been\s+|be\s+)?(?:only\s+|just\s+)?$/.test(text.slice(Math.max(0, figure.start - 25), figure.start));
}

/** A gain or a loss percentage: 'gains 12%', 'a profit of 12%', '12% profit'. Null when neither. */
function gainAt(text: string, figure: Figure): 1 | -1 | null {
  const before = text.slice(Math.max(0, figure.start - 30), figure.start);
  const after = text.slice(figure.end, figure.end + 12);
  if (/\b(?:gains?|gained|gaining|earns?|earned|makes?|made)\s+(?:a\s+)?(?:(?:profit|gain)\s+)?(?:of\s+)?$|\b(?:profit|gain)\s+(?:of\s+)?$/.test(before) || /^\s*(?:profit|gain)\b/.test(after)) return 1;
  if (/\b(?:loses|lost|losing|suffers?|suffered|incurs?|incurred)\s+(?:a\s+)?(?:loss\s+)?(?:of\s+)?$|\bloss\s+(?:of\s+)?$/.test(before) || /^\s*loss\b/.test(after)) return -1;
  return null;
}

/**
 * 'A seller allowing a discount of 30% gains 12%. What would be his gain per cent if he allowed a
 * discount of only 10%?', 'Even after 20% off he gains 35%; how much would he gain with no
 * discount?': MP/CP = (1 + gain) ÷ (1 − discount) from the sale that happened, and the gain at the
 * other discount is MP/CP × (1 − the other discount) − 1. One stated discount and gain, the other
 * discount (or none) in the ask, a gain asked; anything else is declined.
 */
function otherDiscount(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  if (figures.some((figure) => figure.unit !== 'percent') || figures.length < 2 || figures.length > 3) return null;
  if (/\b(?:successive|further|cash|another|more|marks?|marked up|above|tax|each)\b/.test(text.replace(/\bmarked price\b/g, ''))) return null;
  const asking = askSentence(text);
  const askAt = asking ? text.lastIndexOf(asking) : -1;
  if (askAt < 0) return null;
  const stated = figures.filter((figure) => figure.start < askAt);
  const asked = figures.filter((figure) => figure.start >= askAt);
  if (stated.length !== 2 || asked.length > 1) return null;
  const discount = stated.find((figure) => discountAt(text, figure));
  const gain = stated.find((figure) => figure !== discount && gainAt(text, figure) !== null);
  if (!discount || !gain || gainAt(text, discount) !== null || discountAt(text, gain)) return null;
  // The other sale: a discount in the ask, or none at all ('if no discount were offered', 'at the marked price').
  const none = /\b(?:no|without(?:\s+any)?|not (?:give|allow|offer)\s+(?:any|a|the))\s+discount|\bat\s+(?:the\s+)?(?:marked|list(?:ed)?|printed|tag)\s+price\b/.test(asking);
  if (asked.length === 1 ? none || !discountAt(text, asked[0]!) : !none) return null;
  const head = askedHead(text);
  const wantsGain = /\b(?:gain|profit)\b/.test(head);
  if (!wantsGain || !/%|per ?cent|percentage/.test(head) || /\bloss\b/.test(head)) return null;
  const d1 = discount.value;
  const g1 = gainAt(text, gain)! * gain.value;
  const d2 = asked.length === 1 ? asked[0]!.value : 0;
  if (d1 >= 100 || d2 >= 100 || d1 === d2) return null;
  const ratio = (100 + g1) / (100 - d1);
  const value = ratio * (100 - d2) - 100;
  if (value <= 0) return null;
  const mp = ratio * 100;
  return withCheck(oneValueAnswer('marked-price-discount', value, 'percent', 'The profit percentage', {
    steps: [
      { title: 'Read the data', bullets: [`Take CP = ₹100. With a ${pct(d1)} discount he ${g1 >= 0 ? 'gains' : 'loses'} ${pct(Math.abs(g1))}: SP = ₹${num(100 + g1)}, which is ${pct(100 - d1)} of the marked price (MP).`] },
      { title: 'The marked price', bullets: [`MP = ${num(100 + g1)} × 100/${num(100 - d1)} = ₹${num(round2(mp))}.`] },
      { title: 'The other sale', bullets: [d2 === 0 ? `With no discount he sells at MP = ₹${num(round2(mp))}: a gain of ${num(round2(mp))} − 100 = ${pct(value)}.` : `With a ${pct(d2)} discount, SP = ${num(round2(mp))} × ${num(100 - d2)}/100 = ₹${num(round2(100 + value))}: a gain of ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(g1 + d1 - d2), why: 'this adds and takes the percentages; each discount is a percentage of the marked price, not of the cost' }],
    givens: [d1, gain.value, ...(d2 ? [d2] : [])],
  }), [`MP ₹${num(round2(mp))} less ${pct(d1)} = ₹${num(round2(mp * (1 - d1 / 100)))}, a ${g1 >= 0 ? 'gain' : 'loss'} of ${pct(Math.abs(g1))} on ₹100, as stated.`], [[mp * (1 - d1 / 100), 100 + g1], [mp * (1 - d2 / 100), 100 + value]]);
}

const LIST = String.raw`(?:list(?:ed)?|marked|printed|catalogue|tag|labell?ed)\s+price|m\.?r\.?p\b`;

/**
 * 'A shopkeeper buys books at 20% below the list price and sells them at 15% below it', 'bought a
 * TV at a 10% discount on its marked price of ₹20,000 and sold it for ₹19,800': the cost and the
 * selling price are both read against the one list price. One buying, then one selling; every
 * figure read in its part; the profit (or loss) percent asked. Anything else is declined.
 */
function boughtBelowList(text: string): QuantAnswer | null {
  const buys = [...text.matchAll(/\b(?:bought|buys?|buying|purchased?|purchases|purchasing|gets|got|obtains|obtained)\b/g)];
  const sells = [...text.matchAll(/\b(?:sold|sells?|selling|resells?|resold)\b/g)];
  if (buys.length !== 1 || sells.length !== 1 || buys[0]!.index > sells[0]!.index) return null;
  if (!new RegExp(LIST).test(text) || /\b(?:successive|further|another|each|overhead|expenses?|transport|repairs?|tax|gst)\b/.test(text)) return null;
  const asking = askSentence(text);
  const askAt = asking ? text.lastIndexOf(asking) : text.length;
  const sellAt = sells[0]!.index;
  const figures = figuresOf(text);
  const buyPart = figures.filter((figure) => figure.start > buys[0]!.index && figure.start < sellAt);
  const sellPart = figures.filter((figure) => figure.start > sellAt);
  if (buyPart.length + sellPart.length !== figures.length || figures.some((figure) => figure.start > askAt && figure.start > sellAt && askAt > sellAt)) return null;
  // The list price in rupees, if written: 'its list price of ₹500', 'listed at ₹500'.
  const isList = (figure: Figure) => new RegExp(String.raw`(?:${LIST})\s*(?:of|is|was|=|:)?\s*$|\b(?:listed|marked|priced|printed)\s+(?:at|as)\s*$`).test(text.slice(Math.max(0, figure.start - 40), figure.start));
  const listed = figures.filter((figure) => figure.unit === 'rupees' && isList(figure));
  if (listed.length > 1) return null;
  const list = listed[0]?.value ?? null;
  // What he paid: one discount below the list price.
  const below = (figure: Figure) => figure.unit === 'percent' && (discountAt(text, figure) || new RegExp(String.raw`^\s*(?:below|less than|under|off)\s+(?:the\s+|its\s+|their\s+)?(?:same\s+)?(?:${LIST})`).test(text.slice(figure.end)));
  const above = (figure: Figure) => figure.unit === 'percent' && new RegExp(String.raw`^\s*(?:above|more than|over|higher than)\s+(?:the\s+|its\s+|their\s+)?(?:same\s+)?(?:${LIST})`).test(text.slice(figure.end));
  const paid = buyPart.filter((figure) => figure.unit === 'percent');
  if (paid.length !== 1 || !below(paid[0]!) || buyPart.some((figure) => figure.unit === 'rupees' && !isList(figure))) return null;
  const costFactor = 1 - paid[0]!.value / 100;
  // What he sold for: the list price itself, a percentage below or above it, or rupees.
  const sellText = text.slice(sellAt, askAt > sellAt ? askAt : text.length);
  const sellFigures = sellPart.filter((figure) => !isList(figure));
  let sale: { factor: number } | { rupees: number } | null = null;
  if (sellFigures.length === 0 && new RegExp(String.raw`\bat\s+(?:the\s+|its\s+|their\s+)?(?:same\s+)?(?:full\s+)?(?:${LIST})`).test(sellText)) sale = { factor: 1 };
  else if (sellFigures.length === 1 && below(sellFigures[0]!)) sale = { factor: 1 - sellFigures[0]!.value / 100 };
  else if (sellFigures.length === 1 && above(sellFigures[0]!)) sale = { factor: 1 + sellFigures[0]!.value / 100 };
  else if (sellFigures.length === 1 && sellFigures[0]!.unit === 'rupees' && /\b(?:for|at)\s*(?:only\s+)?$/.test(text.slice(Math.max(0, sellFigures[0]!.start - 12), sellFigures[0]!.start))) sale = { rupees: sellFigures[0]!.value };
  if (!sale || costFactor <= 0) return null;
  if ('rupees' in sale && list === null) return null;
  const head = askedHead(text);
  if (!/(?:profit|gain|loss)\s*(?:%|per ?cent|percentage)|(?:%|per ?cent|percentage)\s*(?:of\s+)?(?:profit|gain|loss)/.test(head)) return null;
  const base = list ?? 100;
  const cp = base * costFactor;
  const sp = 'rupees' in sale ? sale.rupees : base * sale.factor;
  const change = ((sp - cp) / cp) * 100;
  if (Math.abs(change) < 1e-9) return null;
  const word = change > 0 ? 'profit' : 'loss';
  if (/\bloss\b/.test(head) !== (word === 'loss') && !/\b(?:profit|gain)\s+or\s+loss|\bloss\s+or\s+(?:profit|gain)/.test(head)) return null;
  const value = Math.abs(change);
  return withCheck(oneValueAnswer('profit-loss-percent', value, 'percent', `The ${word} percentage`, {
    steps: [
      { title: 'Read the data', bullets: [`${list === null ? 'Take the list price as ₹100' : `The list price is ${rs(list)}`}. He buys at ${pct(paid[0]!.value)} below it and sells ${'rupees' in sale ? `for ${rs(sale.rupees)}` : sale.factor === 1 ? 'at the list price' : `at ${pct(Math.abs(sale.factor - 1) * 100)} ${sale.factor < 1 ? 'below' : 'above'} it`}.`] },
      { title: 'His cost and his sale', bullets: [`CP = ${num(base)} × ${num(round2(costFactor * 100))}/100 = ${rs(cp)}; SP = ${rs(sp)}.`] },
      { title: `The ${word}`, bullets: [`${cap(word)} % = ${num(Math.abs(sp - cp))} ÷ ${num(cp)} × 100 = ${pct(value)}.`] },
    ],
    mistakes: [{ value: round2(Math.abs(((sp - cp) / base) * 100)), why: 'this takes the gap on the list price; a profit is a percentage of what he paid' }],
    givens: figures.map((figure) => figure.value),
  }), [`${rs(cp)} ${change > 0 ? '+' : '−'} ${pct(value)} of it = ${rs(cp * (1 + change / 100))}, his selling price.`], [[cp * (1 + change / 100), sp]]);
}

/**
 * 'An article with an MRP of ₹17,500 is sold at 25% off, and a coupon takes a further ₹180 off the
 * discounted price. What is the final price paid?': 17,500 × 75/100 − 180. The marked price, one
 * discount in percent, then rupees off the reduced price; the price paid asked.
 */
function furtherRupeesOff(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  if (figures.length !== 3) return null;
  const [first, second, third] = figures as [Figure, Figure, Figure];
  if (first.unit !== 'rupees' || second.unit !== 'percent' || third.unit !== 'rupees') return null;
  if (!new RegExp(String.raw`(?:${LIST})\s*(?:of|is|was|=|:)?\s*$|\b(?:listed|marked|priced|printed)\s+(?:at|as)\s*$`).test(text.slice(Math.max(0, first.start - 40), first.start))) return null;
  if (!discountAt(text, second)) return null;
  // The rupees come off after the percentage: 'a further ₹180 off (the discounted price)', 'an extra ₹180 off'.
  if (!/\b(?:further|extra|additional|another|more)\s*$/.test(text.slice(Math.max(0, third.start - 14), third.start)) || !/^\s*(?:off|discount|less|reduction)\b/.test(text.slice(third.end))) return null;
  if (/\b(?:profit|gain|loss|cost|bought|tax|gst|successive)\b/.test(text)) return null;
  const head = askedHead(text);
  if (!/\b(?:final|net|selling|sale)\s+price\b|\b(?:pays?|paid|pay)\b|\bprice\s+(?:paid|to be paid)\b/.test(head) || /\bdiscount\b|%|per ?cent/.test(head)) return null;
  const reduced = first.value * (1 - second.value / 100);
  const paid = reduced - third.value;
  if (paid <= 0) return null;
  return withCheck(oneValueAnswer('marked-price-discount', paid, 'rupees', 'The price paid', {
    steps: [
      { title: 'The discount in percent', bullets: [`${rs(first.value)} less ${pct(second.value)}: ${num(first.value)} × ${num(100 - second.value)}/100 = ${rs(reduced)}.`] },
      { title: 'The further rupees off', bullets: [`${rs(reduced)} − ${rs(third.value)} = ${rs(paid)}.`] },
    ],
    mistakes: [{ value: round2((first.value - third.value) * (1 - second.value / 100)), why: 'this takes the rupees off first; the coupon comes off the discounted price' }],
    givens: [first.value, second.value, third.value],
  }), [`${rs(paid)} + ${rs(third.value)} = ${rs(reduced)}, which is ${pct(100 - second.value)} of ${rs(first.value)}.`], [[((paid + third.value) / first.value) * 100, 100 - second.value]]);
}

/**
 * 'Two cows together cost ₹1,42,500. One is sold at 5% profit and the other at 10% loss, and there
 * is no profit or loss on the whole deal': the gain 5% of x equals the loss 10% of (total − x), so
 * x = total × 10 ÷ (5 + 10). The one sold at a profit, or at a loss, asked.
 */
function breakEvenPair(text: string): QuantAnswer | null {
  // 'Sold the 1st at 8% profit and the 2nd at 10% loss': ordinals only name the two articles.
  const ordinals = figuresOf(text).filter((figure) => figure.unit === 'ordinal');
  if (ordinals.length > 0 && (ordinals.length !== 2 || ordinals[0]!.value !== 1 || ordinals[1]!.value !== 2)) return null;
  // 'Bought 2 phones': the count of two, written.
  const two = figuresOf(text).filter((figure) => figure.unit === 'plain' && figure.value === 2 && /^\s*[a-z]+/.test(text.slice(figure.end)) && /\b(?:bought|buys?|purchased?)\s+$/.test(text.slice(Math.max(0, figure.start - 12), figure.start)));
  const figures = figuresOf(text).filter((figure) => figure.unit !== 'ordinal' && !two.includes(figure));
  const rupees = figures.filter((figure) => figure.unit === 'rupees');
  const percents = figures.filter((figure) => figure.unit === 'percent');
  if (rupees.length !== 1 || percents.length !== 2 || figures.length !== 3) return null;
  if (!/\b(?:two|2)\s+[a-z]+\b[^.?]*\b(?:together|in all|altogether|for)\b|\btwo\s+[a-z]+\s+(?:together\s+)?cost\b|\bbought\s+two\b/.test(text)) return null;
  if (!/\bcosts?\b|\bcosting\b|\bbought\b|\bbuys?\b|\bpurchased?\b|\bpurchases\b|\bpaid\b|\bpays\b/.test(text.slice(Math.max(0, rupees[0]!.start - 40), rupees[0]!.start))) return null;
  if (!/\bno\s+(?:profit|gain)\s*(?:,|and|or)?\s*no\s+loss|\bno\s+(?:profit|gain)\s+or\s+loss|\bneither\s+(?:gains?|gained|profit(?:s|ed)?)\s+nor\s+(?:loses|loss|lost)|\bbreaks?\s+even\b|\bno\s+(?:overall\s+)?(?:profit|gain|loss)\s+on\s+the\s+whole/.test(text)) return null;
  const gain = percents.find((figure) => gainAt(text, figure) === 1);
  const loss = percents.find((figure) => gainAt(text, figure) === -1);
  if (!gain || !loss || gain === loss) return null;
  const head = askedHead(text);
  const atProfit = /\b(?:sold|sells?)\s+at\s+(?:a\s+)?(?:profit|gain)\b|\bat\s+(?:a\s+)?(?:profit|gain)\b|\b(?:profit|gain)\b/.test(head);
  const atLoss = /\bat\s+(?:a\s+)?loss\b|\bloss\b/.test(head);
  if (atProfit === atLoss || !/\bcost\b|\bcost price\b|\bc\.?\s?p\b|\bprice\b/.test(head)) return null;
  const total = rupees[0]!.value;
  const [p, l] = [gain.value, loss.value];
  const profitOne = (total * l) / (p + l);
  const value = atProfit ? profitOne : total - profitOne;
  return withCheck(oneValueAnswer('cost-price', value, 'rupees', `The cost of the one sold at a ${atProfit ? 'profit' : 'loss'}`, {
    steps: [
      { title: 'Read the data', bullets: [`Let the one sold at a profit cost x; the other costs ${num(total)} − x. No profit or loss on the whole: ${pct(p)} of x = ${pct(l)} of (${num(total)} − x).`] },
      { title: 'Solve', bullets: [`${num(p)}x = ${num(l)}(${num(total)} − x), so ${num(p + l)}x = ${num(l * total)} and x = ${rs(profitOne)}; the other costs ${rs(total - profitOne)}.`] },
    ],
    mistakes: [{ value: round2(total - value), why: `this is the one sold at a ${atProfit ? 'loss' : 'profit'}` }],
    givens: [total, p, l, ...ordinals.map((figure) => figure.value), ...two.map((figure) => figure.value)],
  }), [`Gain ${pct(p)} of ${rs(profitOne)} = ${rs((p * profitOne) / 100)}; loss ${pct(l)} of ${rs(total - profitOne)} = ${rs((l * (total - profitOne)) / 100)}: they cancel.`], [[(p * profitOne) / 100, (l * (total - profitOne)) / 100]]);
}
