import type { QuantAnswer } from './quant-answer';
import { askSentence } from './figure-reader';
import { askedHead, withoutQuestionNumber } from './percent-reading';
import { num, oneValueAnswer, pct, round2, rs, usesAll, withCheck } from './quant-text';

/**
 * Discount and profit ideas the price chain does not take, each read by the role of its figures:
 * the mark-up that a discount (and free articles) still leaves a given profit on; the result at a
 * second discount from the profit at a first; the result from the marked price as a ratio or a
 * fraction of the cost; 'buy seven get one free' (with a further discount); a profit said as a
 * percentage of the selling price; a short measure; two sellers' offers, or a flat discount against
 * a chain; the cost from a discount in rupees; and two articles that break even. Anything else is
 * declined.
 */
export function solvePriceShapes(written: string): QuantAnswer | null {
  const text = withoutFiller(withoutQuestionNumber(written));
  return markupForProfit(text) ?? resultAtOtherDiscount(text) ?? resultFromMarkedToCost(text) ?? freeArticlesDiscount(text) ?? profitOnSale(text) ?? shortMeasure(text) ?? twoSellersGap(text) ?? flatAgainstChain(text) ?? costFromDiscountAmount(text) ?? breakEvenPair(text);
}

/** 'How much % above cost did he mark his goods? ans?': a closing 'ans?', 'pls solve' or 'explain' is not the ask. */
export const withoutFiller = (text: string) => text.replace(/(?:[\s.?!]*\b(?:ans|answer|pls|plz|please|solve|explain|asap|thanks|thx)\b[\s.?!:]*)+$/, '?').replace(/^\s*(?:pls|plz|please)\s+(?:solve|help|explain)\s*:?\s*/, '');

const N = String.raw`(\d+(?:\.\d+)?)`;
const WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** A count as written, and whether it was written in digits (then it is one of the question's numbers). */
const countOf = (word: string) => (/^\d+$/.test(word) ? { value: Number(word), digits: true } : { value: WORDS[word] ?? NaN, digits: false });

interface Percent {
  readonly value: number;
  readonly index: number;
}

/** Every percentage with where it stands. */
const percentsIn = (text: string): Percent[] => [...text.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s*%/g)].map((match) => ({ value: Number(match[1]), index: match.index }));

/** The percentages said as a discount: '20% off', 'a discount of 20%', 'a 20% cash discount'. */
function discountsIn(text: string): Percent[] {
  const found = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${N}\s*%\s*(?:(?:cash|trade|flat|special|seasonal)\s+)?(?:discount|off\b|rebate)|\b(?:discount|rebate)s?\s+(?:of\s+|at\s+)?(?:only\s+|just\s+)?${N}\s*%`, 'g'))];
  // 'A discount of 10% on the cost price' gives the discount a doubtful base: not read as a discount.
  return found.filter((match) => !/^\s*(?:on|of)\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?\s?p\b)/.test(text.slice(match.index + match[0].length))).map((match) => ({ value: Number(match[1] ?? match[2]), index: match.index + match[0].search(/\d/) }));
}

/** The profit (positive) or loss (negative) said as a percentage: '12% profit', 'gains 8%', 'a profit of 35%', 'still earns 26% profit'. */
function resultsIn(text: string): Percent[] {
  // 'Profit is 20% of the selling price' is a share of the sale, not a profit on the cost: not read here.
  const found = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${N}\s*%\s*(?:(profit|gain)|(loss))\b|\b(?:(?:a\s+)?(profit|gain)s?|(gains|gained|earns|earned|makes|made)|(?:a\s+)?(loss)|(loses|lost))\s+(?:of\s+|is\s+|was\s+|=\s*)?(?:a\s+(?:profit|gain)\s+of\s+)?${N}\s*%(?!\s*of\b)`, 'g'))];
  return found.map((match) => {
    const loss = Boolean(match[3] || match[6] || match[7]);
    return { value: (loss ? -1 : 1) * Number(match[1] ?? match[8]), index: match.index + match[0].search(/\d/) };
  });
}

/** 'One article free with every 5 bought', 'giving 1 article free on every 6 purchased', 'buy 5 get 1 free', 'buy 4 shirts and get one free': paid and free counts. */
function freeOffer(text: string): { paid: number; free: number; written: number[] } | null {
  const given = new RegExp(String.raw`\b${COUNT}\s+(?:[a-z]+\s+)?free\s+(?:with|on|for)\s+(?:every|each)\s+${COUNT}\b`).exec(text);
  const bought = given ? null : new RegExp(String.raw`\bbuy\s+${COUNT}\s*(?:[a-z]+\s*)?(?:,|and|&)?\s*(?:get|take)\s+${COUNT}\s+(?:more\s+|extra\s+)?(?:[a-z]+\s+)?free\b`).exec(text);
  if (!given && !bought) return null;
  const free = countOf((given ? given[1] : bought![2])!);
  const paid = countOf((given ? given[2] : bought![1])!);
  if (!(free.value > 0 && paid.value > 0)) return null;
  return { paid: paid.value, free: free.value, written: [...(free.digits ? [free.value] : []), ...(paid.digits ? [paid.value] : [])] };
}

/** True when the ask is the mark-up on the cost: 'how much per cent above the cost price were his goods marked?', 'by how many rupees should the marked price exceed the cost price?'. */
const asksMarkup = (head: string) => /\babove\s+(?:the\s+|its\s+|his\s+)?(?:cost|c\.?\s?p)\b|\bmark-?up\b|\bmarked\s+up\b|\bexceed\s+(?:the\s+|its\s+)?(?:cost|c\.?\s?p)\b/.test(head);

/**
 * 'Allows a discount of 20% and still gains 20%', with or without 'one article free with every 5
 * bought': n articles paid at (1 − d) of the marked price buy back n + f articles' cost with the
 * profit, so marked ÷ cost = (1 + p)(n + f) ÷ (n(1 − d)). In rupees when the cost is given and
 * the ask is in rupees.
 */
function markupForProfit(text: string): QuantAnswer | null {
  const head = `${askedHead(text)} ${askSentence(text)}`;
  if (!asksMarkup(head)) return null;
  const all = percentsIn(text);
  const discounts = discountsIn(text);
  const results = resultsIn(text);
  if (all.length !== 2 || discounts.length !== 1 || results.length !== 1 || discounts[0]!.index === results[0]!.index) return null;
  // 'Its cost price of ₹2,400', 'buys a refrigerator for ₹14,700': the cost, when the mark-up is asked in rupees.
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  // 'Give the answer in rupees' may close the question after its ask.
  const inRupees = /\bin\s+rupees\b|\bhow\s+many\s+rupees\b|\bby\s+how\s+much\s+(?:money|₹)/.test(`${head} ${text.slice(-60)}`);
  // The percentages of the condition ('gains 12% after giving 20% off?') are not the ask's unit.
  const asksPercent = /%|per ?cent|percentage/.test(head.replace(/\d+(?:\.\d+)?\s*%|#/g, ''));
  if (inRupees === asksPercent || rupees.length !== (inRupees ? 1 : 0)) return null;
  const costGiven = inRupees ? Number(rupees[0]![1]) : null;
  if (costGiven !== null && !/\b(?:cost\s+price\s+(?:of|is)|costs?|costing|buys|bought|purchased|purchases)\b[^.₹]{0,40}$/.test(text.slice(0, rupees[0]!.index))) return null;
  const offer = freeOffer(text);
  const d = discounts[0]!.value;
  const p = results[0]!.value;
  const paid = offer?.paid ?? 1;
  const free = offer?.free ?? 0;
  if (!(d < 100 && p > -100) || !usesAll(text, [d, Math.abs(p), ...(offer?.written ?? []), ...(costGiven !== null ? [costGiven] : [])])) return null;
  const ratio = ((1 + p / 100) * (paid + free)) / (paid * (1 - d / 100));
  const markup = (ratio - 1) * 100;
  if (!(markup > 0)) return null;
  if (costGiven !== null) return offer ? null : markupInRupees(costGiven, ratio, d, p);
  const marked = 100 * ratio;
  const sale = marked * (1 - d / 100);
  const outcome = p >= 0 ? `a profit of ${pct(p)}` : `a loss of ${pct(-p)}`;
  return withCheck(
    oneValueAnswer('marked-price-discount', markup, 'percent', 'The mark-up on the cost price', {
      steps: [
        { title: 'Take the cost of one article as ₹100', bullets: [offer ? `He is paid for ${num(paid)} articles but hands over ${num(paid + free)}: their cost is ₹${num(100 * (paid + free))}, and with ${outcome} he must get ₹${num(round2(100 * (paid + free) * (1 + p / 100)))}.` : `With ${outcome} the selling price is ₹${num(100 + p)}.`] },
        { title: 'Work back through the discount', bullets: [`${offer ? `Each of the ${num(paid)} paid articles must sell for ₹${num(round2(100 * (paid + free) * (1 + p / 100)) / paid)}` : `The selling price ₹${num(100 + p)}`}, which is ${num(1 - d / 100)} of the marked price, so the marked price = ₹${num(round2(marked))}.`, `That is ${pct(round2(markup))} above the cost.`] },
      ],
      mistakes: [{ value: round2(d + p), why: 'this adds the two percentages; the discount is taken on the marked price, the profit on the cost' }],
      givens: [d, Math.abs(p), ...(offer?.written ?? [])],
    }),
    [`Marked ₹${num(round2(marked))}, less ${pct(d)}: ₹${num(round2(sale))} each; ${num(paid)} × ₹${num(round2(sale))} = ₹${num(round2(paid * sale))} for ${num(paid + free)} articles costing ₹${num(100 * (paid + free))}: ${outcome}.`],
    [[paid * sale, 100 * (paid + free) * (1 + p / 100)]],
  );
}

/** The mark-up in rupees on a given cost: marked = cost × ratio; the answer is marked − cost. */
function markupInRupees(cost: number, ratio: number, d: number, p: number): QuantAnswer | null {
  const marked = cost * ratio;
  const sale = marked * (1 - d / 100);
  return withCheck(
    oneValueAnswer('marked-price-discount', marked - cost, 'rupees', 'The amount the marked price exceeds the cost', {
      steps: [
        { title: 'The selling price', bullets: [`${p >= 0 ? 'A profit' : 'A loss'} of ${pct(Math.abs(p))} on ${rs(cost)}: SP = ${rs(cost * (1 + p / 100))}.`] },
        { title: 'The marked price', bullets: [`SP is ${num(1 - d / 100)} of the marked price: MP = ${rs(cost * (1 + p / 100))} ÷ ${num(1 - d / 100)} = ${rs(marked)}.`, `MP − CP = ${rs(marked)} − ${rs(cost)} = ${rs(marked - cost)}.`] },
      ],
      mistakes: [{ value: round2(marked), why: 'this is the marked price itself, not how far it is above the cost' }],
      givens: [cost, d, Math.abs(p)],
    }),
    [`${rs(marked)} less ${pct(d)} = ${rs(sale)}, which is ${pct(Math.abs(p))} ${p >= 0 ? 'above' : 'below'} ${rs(cost)}.`],
    [[sale, cost * (1 + p / 100)]],
  );
}

/** The profit or loss percentage as a labelled answer: 'profit' when it is not negative. */
const outcomeLabel = (value: number) => (value >= 0 ? 'The profit percentage' : 'The loss percentage');

/** True when the ask is the result: 'find the gain or loss per cent', 'what will be his profit %'. */
const asksResult = (head: string) => /\b(?:profit|gain|loss)\b/.test(head) && /%|#|per ?cent|percentage/.test(head);

/**
 * 'By giving a discount of 20% he gains 8%: his gain or loss at a discount of 10%?': marked ÷
 * cost = (1 + p) ÷ (1 − d₁), and at d₂ the result is (1 − d₂) × that − 1. The asked discount is
 * the one said in the ask; the other carries the profit.
 */
function resultAtOtherDiscount(text: string): QuantAnswer | null {
  const ask = askSentence(text);
  const head = askedHead(text);
  if (!ask || !asksResult(head)) return null;
  const askAt = text.lastIndexOf(ask);
  const withinAsk = (percent: Percent) => percent.index >= askAt && percent.index < askAt + ask.length;
  const all = percentsIn(text);
  const discounts = discountsIn(text);
  const results = resultsIn(text);
  if (all.length !== 3 || discounts.length !== 2 || results.length !== 1) return null;
  const inAsk = discounts.filter(withinAsk);
  const said = discounts.filter((discount) => !withinAsk(discount));
  const result = results[0]!;
  if (inAsk.length !== 1 || said.length !== 1 || withinAsk(result)) return null;
  const d1 = said[0]!.value;
  const d2 = inAsk[0]!.value;
  const p = result.value;
  if (!(d1 < 100 && d2 < 100) || !usesAll(text, [d1, d2, Math.abs(p)])) return null;
  const marked = (100 + p) / (1 - d1 / 100);
  const sale = marked * (1 - d2 / 100);
  const net = sale - 100;
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', outcomeLabel(net), {
      steps: [
        { title: 'Take the cost as ₹100', bullets: [`At ${pct(d1)} off he gets ₹${num(100 + p)}, so ${num(1 - d1 / 100)} of the marked price = ₹${num(100 + p)} and the marked price = ₹${num(round2(marked))}.`] },
        { title: `At ${pct(d2)} off`, bullets: [`${num(1 - d2 / 100)} × ₹${num(round2(marked))} = ₹${num(round2(sale))} on a cost of ₹100: a ${net >= 0 ? 'profit' : 'loss'} of ${pct(round2(Math.abs(net)))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs(p + d1 - d2)), why: 'this moves the profit by the change in the discount; the discount is a share of the marked price, not of the cost' }],
      givens: [d1, d2, Math.abs(p)],
    }),
    [`Marked ₹${num(round2(marked))} less ${pct(d1)} = ₹${num(round2(marked * (1 - d1 / 100)))}, ${pct(Math.abs(p))} ${p >= 0 ? 'above' : 'below'} the cost of ₹100.`],
    [[marked * (1 - d1 / 100), 100 + p]],
  );
}

const MARKED = String.raw`(?:marked|list|labell?ed|printed|tag)\s+price|m\.?\s?p\b`;
const COST = String.raw`cost\s+price|c\.?\s?p\b`;
const TOPS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11 };
const BOTTOMS: Readonly<Record<string, number>> = { halves: 2, thirds: 3, fourths: 4, quarters: 4, fifths: 5, sixths: 6, sevenths: 7, eighths: 8, ninths: 9, tenths: 10 };

/**
 * 'The ratio of the marked price to the cost price is 5 : 4; a discount of 8% is given: the gain or
 * loss per cent?', 'MP is 8/5 of CP', 'marked at 11/8 of its cost price', 'MP is six-fifths of CP':
 * the sale is (1 − d) of the marked price, r × (1 − d) of the cost.
 */
function resultFromMarkedToCost(text: string): QuantAnswer | null {
  const head = askedHead(text);
  if (!asksResult(head)) return null;
  const ratio = new RegExp(String.raw`\bratio\s+(?:of\s+|between\s+)?(?:the\s+|its\s+)?(${MARKED}|${COST})\s+(?:to|and)\s+(?:the\s+|its\s+)?(${MARKED}|${COST})\s+(?:of\s+(?:an?\s+|the\s+)?[a-z]+\s+)?(?:is|was|=|:)\s*${N}\s*:\s*${N}`).exec(text);
  const IS_MARKED = String.raw`(?:${MARKED})\s+(?:is|was|=)|(?:is|was|are|were)\s+marked\s+(?:at|up\s+to)`;
  const part = ratio ? null : new RegExp(String.raw`\b(?:${IS_MARKED})\s+${N}\s*\/\s*${N}\s+(?:of|times)\s+(?:the\s+|its\s+|his\s+)?(?:${COST})`).exec(text);
  const worded = ratio || part ? null : new RegExp(String.raw`\b(?:${IS_MARKED})\s+(two|three|four|five|six|seven|eight|nine|ten|eleven)[- ](halves|thirds|fourths|quarters|fifths|sixths|sevenths|eighths|ninths|tenths)\s+(?:of|times)\s+(?:the\s+|its\s+|his\s+)?(?:${COST})`).exec(text);
  let r: number;
  let written: number[];
  let shown: string;
  if (ratio) {
    const markedFirst = new RegExp(String.raw`^(?:${MARKED})$`).test(ratio[1]!);
    const costFirst = new RegExp(String.raw`^(?:${COST})$`).test(ratio[1]!);
    const otherCost = new RegExp(String.raw`^(?:${COST})$`).test(ratio[2]!);
    const otherMarked = new RegExp(String.raw`^(?:${MARKED})$`).test(ratio[2]!);
    if (!((markedFirst && otherCost) || (costFirst && otherMarked))) return null;
    const [a, b] = [Number(ratio[3]), Number(ratio[4])];
    r = markedFirst ? a / b : b / a;
    written = [a, b];
    shown = markedFirst ? `${num(a)}/${num(b)}` : `${num(b)}/${num(a)}`;
  } else if (part) {
    const [a, b] = [Number(part[1]), Number(part[2])];
    r = a / b;
    written = [a, b];
    shown = `${num(a)}/${num(b)}`;
  } else if (worded) {
    // A fraction in words: no number of the question is used.
    r = TOPS[worded[1]!]! / BOTTOMS[worded[2]!]!;
    written = [];
    shown = `${num(TOPS[worded[1]!]!)}/${num(BOTTOMS[worded[2]!]!)}`;
  } else {
    return null;
  }
  const discounts = discountsIn(text);
  const all = percentsIn(text);
  if (all.length !== 1 || discounts.length !== 1 || !(r > 0)) return null;
  const d = discounts[0]!.value;
  if (!(d < 100) || !usesAll(text, [...written, d])) return null;
  const sale = 100 * r * (1 - d / 100);
  const net = sale - 100;
  return withCheck(
    oneValueAnswer('profit-loss-percent', Math.abs(net), 'percent', outcomeLabel(net), {
      steps: [
        { title: 'Take the cost as ₹100', bullets: [`The marked price is ${shown} of the cost: ₹${num(round2(100 * r))}.`] },
        { title: `Less ${pct(d)}`, bullets: [`${num(1 - d / 100)} × ₹${num(round2(100 * r))} = ₹${num(round2(sale))} on a cost of ₹100: a ${net >= 0 ? 'profit' : 'loss'} of ${pct(round2(Math.abs(net)))}.`] },
      ],
      mistakes: [{ value: round2(Math.abs((r - 1) * 100 - d)), why: 'this subtracts the discount from the mark-up; the discount is a share of the marked price' }],
      givens: [...written, d],
    }),
    [`₹${num(round2(sale))} ÷ ${num(1 - d / 100)} = ₹${num(round2(100 * r))}, which is ${num(round2(r * 10000) / 10000)} of the cost ₹100.`],
    [[sale / (1 - d / 100), 100 * r]],
  );
}

/**
 * 'Buy seven get one free', 'a buy 4 get one free offer' (counts in words too), with or without
 * 'an additional 20% discount on the total': the buyer pays for n and takes n + f, then pays
 * (1 − e) of that.
 */
function freeArticlesDiscount(text: string): QuantAnswer | null {
  const head = askedHead(text);
  const asked = `${head} ${askSentence(text)}`;
  // 'What is the effective discount on the shirts?': with no rupee figure anywhere, the discount asked is a percentage.
  if (!/\bdiscount|\breduction|\bsaving/.test(asked) || !(/%|#|per ?cent|percentage/.test(asked) || (/\b(?:effective|net|overall|equivalent)\s+discount/.test(asked) && !/₹|rupee/.test(text)))) return null;
  const offer = /\bbuy\s/.test(text) ? freeOffer(text) : null;
  if (!offer) return null;
  const all = percentsIn(text);
  const extra = discountsIn(text);
  if (all.length > 1 || extra.length !== all.length) return null;
  if (all.length === 1 && !/\b(?:additional|extra|further|more|plus|also|another|on top|over and above|besides|in addition)\b/.test(text.slice(Math.max(0, all[0]!.index - 40), all[0]!.index + 30))) return null;
  const e = all.length === 1 ? all[0]!.value : 0;
  if (!(e < 100) || !usesAll(text, [...offer.written, ...(all.length === 1 ? [e] : [])])) return null;
  const paidShare = offer.paid / (offer.paid + offer.free);
  const net = (1 - paidShare * (1 - e / 100)) * 100;
  const price = 100;
  const taken = offer.paid + offer.free;
  const pays = offer.paid * price * (1 - e / 100);
  return withCheck(
    oneValueAnswer('marked-price-discount', net, 'percent', 'The discount percentage', {
      steps: [
        { title: 'Take each article as ₹100', bullets: [`He takes ${num(taken)} articles worth ₹${num(taken * price)} and pays for ${num(offer.paid)}: ₹${num(offer.paid * price)}.`, ...(e > 0 ? [`The further ${pct(e)} off leaves ${num(1 - e / 100)} × ₹${num(offer.paid * price)} = ₹${num(round2(pays))}.`] : [])] },
        { title: 'The discount', bullets: [`He saves ₹${num(round2(taken * price - pays))} on ₹${num(taken * price)}: ${pct(round2(net))}.`] },
      ],
      mistakes: [{ value: round2((offer.free / offer.paid) * 100 + e), why: 'this takes the free articles as a share of those paid for, not of all taken' }],
      givens: [...offer.written, ...(all.length === 1 ? [e] : [])],
    }),
    [`₹${num(taken * price)} less ${pct(round2(net))} = ₹${num(round2(taken * price * (1 - net / 100)))}, what he pays.`],
    [[taken * price * (1 - net / 100), pays]],
  );
}

/**
 * 'An item costs ₹1,220: at what price should it be sold so that the profit is 20% of the selling
 * price?', 'profit is 40% of SP; CP = ₹240; find SP': cost = (1 − p) of the sale, so sale = cost ÷
 * (1 − p) (a loss: ÷ (1 + p)).
 */
function profitOnSale(text: string): QuantAnswer | null {
  const said = /\b(?:(profit|gain)|(loss))\s+(?:is|was|be|will be|should be|=|equals|of)?\s*(\d+(?:\.\d+)?)\s*%\s+(?:of|on)\s+(?:the\s+|its\s+|his\s+|her\s+)?(?:selling\s+price|sale\s+price|s\.?\s?p\b|sales?\b)/.exec(text);
  if (!said) return null;
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (rupees.length !== 1 || percentsIn(text).length !== 1) return null;
  const money = rupees[0]!;
  const before = text.slice(Math.max(0, money.index - 30), money.index);
  if (!/\b(?:costs?|costing|cost price|c\.?\s?p|bought|buys|purchased)\b[^.₹]*$|\bc\.?\s?p\s*(?:=|is|of)?\s*$/.test(before)) return null;
  const head = askedHead(text);
  const ask = askSentence(text);
  if (!/\b(?:selling\s+price|s\.?\s?p|sale\s+price|at\s+what\s+price|what\s+price|sell\s+it\s+for|be\s+sold)\b/.test(`${head} ${ask}`) || /\bcost\s+price\b/.test(head)) return null;
  const p = Number(said[3]) * (said[2] ? -1 : 1);
  const cost = Number(money[1]);
  if (!(p < 100 && p > -100) || !usesAll(text, [cost, Math.abs(p)])) return null;
  const sale = cost / (1 - p / 100);
  return withCheck(
    oneValueAnswer('selling-price', sale, 'rupees', 'The selling price', {
      steps: [
        { title: 'The profit is a share of the selling price', bullets: [`${p >= 0 ? 'Profit' : 'Loss'} = ${pct(Math.abs(p))} of SP, so CP = SP ${p >= 0 ? '−' : '+'} ${num(Math.abs(p) / 100)} SP = ${num(1 - p / 100)} SP.`] },
        { title: 'Solve', bullets: [`${num(1 - p / 100)} SP = ${rs(cost)}, so SP = ${num(cost)} ÷ ${num(1 - p / 100)} = ${rs(sale)}.`] },
      ],
      mistakes: [{ value: round2(cost * (1 + p / 100)), why: 'this takes the percentage of the cost price, not of the selling price' }],
      givens: [cost, Math.abs(p)],
    }),
    [`SP ${rs(sale)} − CP ${rs(cost)} = ${rs(sale - cost)}, and ${pct(Math.abs(p))} of ${rs(sale)} = ${rs((Math.abs(p) / 100) * sale)}.`],
    [[Math.abs(sale - cost), (Math.abs(p) / 100) * sale]],
  );
}

/** Units of one kind, so that '800 gm in place of 1000 gm' compares like with like. */
const MEASURES: readonly RegExp[] = [/^(?:g|gm|gms|grams?|grammes?)$/, /^(?:kg|kgs|kilos?|kilograms?)$/, /^(?:cm|centimetres?|centimeters?)$/, /^(?:m|metres?|meters?)$/, /^(?:ml|millilitres?|milliliters?)$/, /^(?:l|litres?|liters?)$/];
const MEASURE = String.raw`(g|gm|gms|grams?|grammes?|kg|kgs|kilos?|kilograms?|cm|centimetres?|centimeters?|m|metres?|meters?|ml|millilitres?|milliliters?|l|litres?|liters?)`;

/**
 * 'Professes to sell at cost price but uses a false weight of 800 gm in place of 1000 gm': he is
 * paid for 1000 and gives 800, a gain of 200 on 800; 'sells at 10% above cost price' as well: he
 * is paid 1,100 for goods costing 800. Both measures written in one unit; no purchase (a cheat on
 * both sides is two steps).
 */
function shortMeasure(text: string): QuantAnswer | null {
  const said = new RegExp(String.raw`(?<![\d.])(\d+(?:\.\d+)?)\s*${MEASURE}\b[^.?]{0,40}?\b(?:for|instead\s+of|in\s+place\s+of|in\s+lieu\s+of|as|for\s+every)\s+(?:a\s+|every\s+)?(\d+(?:\.\d+)?)\s*${MEASURE}\b`).exec(text);
  if (!said || /\b(?:buy|buys|bought|buying|purchas\w*)\b/.test(text)) return null;
  // 'Sells at 10% above cost price' (or 'at a profit of 10%'): the price he asks is that much above the cost of what he is paid for.
  const above = /(?<![\d.])(\d+(?:\.\d+)?)\s*%\s+(?:above|over|more than)\s+(?:the\s+|his\s+|its\s+)?(?:cost\s?price|cost|c\.?\s?p\b)|\bat\s+a\s+(?:profit|gain)\s+of\s+(\d+(?:\.\d+)?)\s*%/.exec(text);
  const atCost = /\bat\s+(?:the\s+|his\s+|its\s+)?(?:cost\s?price|cost|c\.?\s?p\b)/.test(text);
  if (percentsIn(text).length !== (above ? 1 : 0) || (!above && !atCost) || (above && atCost)) return null;
  const markup = above ? Number(above[1] ?? above[2]) : 0;
  if (!MEASURES.some((unit) => unit.test(said[2]!) && unit.test(said[4]!))) return null;
  const asked = `${askedHead(text)} ${askSentence(text)}`;
  if (!/\b(?:profit|gain)\b/.test(asked) || !/%|#|per ?cent|percentage/.test(asked)) return null;
  const given = Number(said[1]);
  const owed = Number(said[3]);
  if (!(given > 0 && given < owed) || !usesAll(text, [given, owed, ...(above ? [markup] : [])])) return null;
  const paid = owed * (1 + markup / 100);
  const gain = ((paid - given) / given) * 100;
  return withCheck(
    oneValueAnswer('profit-loss-percent', gain, 'percent', 'The profit percentage', {
      steps: [
        { title: 'What he gives and what he is paid for', bullets: [`Take the cost of 1 ${said[2]} as ₹1. He hands over only ${num(given)} ${said[2]} (cost ₹${num(given)}) but charges for ${num(owed)} ${said[4]}${markup ? ` at ${pct(markup)} above cost: ₹${num(round2(paid))}` : ` at cost: ₹${num(owed)}`}.`] },
        { title: 'The gain', bullets: [`He gains ₹${num(round2(paid - given))} on goods costing ₹${num(given)}: ${num(round2(paid - given))} ÷ ${num(given)} × 100 = ${pct(round2(gain))}.`] },
      ],
      mistakes: [{ value: round2(((owed - given) / owed) * 100 + markup), why: 'this divides by what he is paid for and adds the percentages' }],
      givens: [given, owed, ...(above ? [markup] : [])],
    }),
    [`Goods costing ₹${num(given)} sold for ₹${num(round2(paid))}: ${num(given)} × ${num(round2((1 + gain / 100) * 10000) / 10000)} = ${num(round2(given * (1 + gain / 100)))}.`],
    [[given * (1 + gain / 100), paid]],
  );
}

const SELLER = String.raw`\b(shop|store|seller|dealer|shopkeeper|retailer|trader|outlet|website|site|showroom)\s+([a-z]|[12])\b`;

/** True when two sellers are named ('shop A ... shop B', 'store X ... store Y'): their offers are two chains, not one. */
export function namesTwoSellers(text: string): boolean {
  return new Set([...text.matchAll(new RegExp(SELLER, 'g'))].map((seller) => seller[2]!)).size >= 2;
}

/**
 * 'Shop A gives 25% off, shop B gives 20% then 5% off; the MRP is ₹3,700 in both: how much cheaper
 * is shop A?': each seller's discounts are the percentages said after its name and before the
 * next; the gap is the price × the difference of what each leaves to pay. A seller named in the
 * ask must be the cheaper one (or the dearer, for 'how much more').
 */
function twoSellersGap(text: string): QuantAnswer | null {
  const sellers = [...text.matchAll(new RegExp(SELLER, 'g'))];
  const names = [...new Set(sellers.map((seller) => seller[2]!))];
  if (names.length !== 2 || /\b(?:profit|gain|loss|tax|gst|vat|increase|mark-?up|marked\s+up)\b/.test(text)) return null;
  const firstOf = (name: string) => sellers.find((seller) => seller[2] === name)!;
  const [a, b] = names.map(firstOf) as [RegExpExecArray, RegExpExecArray];
  const segments = [text.slice(a.index, b.index), text.slice(b.index).split(/[.?;](?=\s|$)/)[0]!];
  const chains = segments.map((segment) => (/\b(?:off|discount|discounts|rebate)\b/.test(segment) ? percentsIn(segment).map((percent) => percent.value) : []));
  const all = percentsIn(text);
  if (chains.some((chain) => chain.length === 0 || chain.length > 3) || chains[0]!.length + chains[1]!.length !== all.length) return null;
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (rupees.length !== 1) return null;
  const price = Number(rupees[0]![1]);
  const ask = askSentence(text);
  if (!/\b(?:cheaper|costlier|dearer|difference|more|less|save|saves|better)\b/.test(ask) || /%|per ?cent|percentage/.test(ask)) return null;
  const left = chains.map((chain) => chain.reduce((factor, discount) => factor * (1 - discount / 100), 1));
  if (left.some((factor) => !(factor > 0)) || Math.abs(left[0]! - left[1]!) < 1e-9) return null;
  const cheaper = left[0]! < left[1]! ? 0 : 1;
  const named = names.filter((name) => new RegExp(String.raw`\b(?:shop|store|seller|dealer|shopkeeper|retailer|trader|outlet|website|site|showroom)\s+${name}\b`).test(ask));
  const asksCheaper = /\b(?:cheaper|better|save|saves|less)\b/.test(ask);
  const asksDearer = /\b(?:costlier|dearer|more)\b/.test(ask);
  if (named.length > 1 || (named.length === 1 && asksCheaper === asksDearer)) return null;
  if (named.length === 1 && names.indexOf(named[0]!) !== (asksCheaper ? cheaper : 1 - cheaper)) return null;
  const nameNumbers = names.filter((name) => /\d/.test(name)).map(Number);
  if (!usesAll(text, [price, ...chains[0]!, ...chains[1]!, ...nameNumbers])) return null;
  const gap = price * Math.abs(left[0]! - left[1]!);
  const pays = left.map((factor) => price * factor);
  const label = (index: number) => `${a[1]} ${names[index]!.toUpperCase()}`.replace(/^./, (letter) => letter.toUpperCase());
  return withCheck(
    oneValueAnswer('marked-price-discount', gap, 'rupees', 'The difference in the prices paid', {
      steps: [
        { title: 'What each leaves to pay', bullets: chains.map((chain, index) => `${label(index)}: ${chain.map((discount) => `${num(1 - discount / 100)}`).join(' × ')} = ${num(round2(left[index]! * 10000) / 10000)} of ${rs(price)} = ${rs(pays[index]!)}.`) },
        { title: 'The difference', bullets: [`${rs(Math.max(...pays))} − ${rs(Math.min(...pays))} = ${rs(gap)}; ${label(cheaper)} is cheaper.`] },
      ],
      mistakes: [{ value: round2((price * Math.abs(chains[0]!.reduce((sum, d) => sum + d, 0) - chains[1]!.reduce((sum, d) => sum + d, 0))) / 100), why: 'this adds the successive discounts; the second is taken on the reduced price' }],
      givens: [price, ...chains[0]!, ...chains[1]!, ...nameNumbers],
    }),
    [`${rs(pays[0]!)} and ${rs(pays[1]!)} differ by ${rs(Math.abs(pays[0]! - pays[1]!))}.`],
    [[Math.abs(pays[0]! - pays[1]!), gap]],
  );
}

/**
 * 'Flat 25% off vs 10% then 15% off on ₹4,200: the difference?', 'one shop offers a flat 20%
 * discount and another successive discounts of 10% and 10%: how much more does the customer save
 * at the first?': the price × the gap between the flat rate and the chain's single equivalent.
 */
function flatAgainstChain(text: string): QuantAnswer | null {
  const flat = /\b(?:a\s+)?(?:flat|single|straight|one-time|one)\s+(?:discount\s+of\s+)?(\d+(?:\.\d+)?)\s*%/.exec(text);
  const chain = /(?:\bsuccessive\s+discounts?\s+of\s+|\b(?:vs|versus|against|or|with|offers|gives)\s+)(\d+(?:\.\d+)?)\s*%\s*(?:off\s+|discount\s+)?(?:,\s*|\s+)(?:and\s+then|then|and|followed\s+by|&)\s+(?:a\s+further\s+|another\s+)?(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!flat || !chain || (chain.index < flat.index + flat[0].length - 1 && chain.index + chain[0].length > flat.index)) return null;
  const all = percentsIn(text);
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  // Named sellers ('store X ... store Y') are read by twoSellersGap, which checks the one the ask names.
  if (all.length !== 3 || rupees.length !== 1 || namesTwoSellers(text) || /\b(?:profit|gain|loss|tax|gst|cost\s+price)\b/.test(text)) return null;
  const ask = askSentence(text) || text;
  if (!/\b(?:difference|more|less|save|saves|saving|cheaper|better)\b/.test(ask) || /%|per ?cent|percentage/.test(ask.replace(/\d+(?:\.\d+)?\s*%/g, ''))) return null;
  const price = Number(rupees[0]![1]);
  const f = Number(flat[1]);
  const [a, b] = [Number(chain[1]), Number(chain[2])];
  if (!(f < 100 && a < 100 && b < 100) || !usesAll(text, [price, f, a, b])) return null;
  const equivalent = (1 - (1 - a / 100) * (1 - b / 100)) * 100;
  const gap = (price * Math.abs(f - equivalent)) / 100;
  if (!(gap > 0)) return null;
  // 'How much more does the customer save at the first shop?': the one named must be the better offer.
  const flatFirst = flat.index < chain.index;
  const better = f > equivalent ? 'flat' : 'chain';
  const names = /\b(?:at|with|in|from)\s+the\s+(first|second|former|latter)\b/.exec(ask);
  // 'How much cheaper is the successive offer?': an offer named by its kind is held to the same test.
  const head = askedHead(text);
  const kind = /\b(?:flat|single|straight)\b/.test(head) !== /\b(?:successive|chain|two\s+discounts)\b/.test(head) ? (/\b(?:flat|single|straight)\b/.test(head) ? 'flat' : 'chain') : null;
  const directed = /\b(?:save|saves|saving|cheaper|better|less|costlier|dearer|more)\b/.test(ask) && !/\bdifference\b/.test(ask);
  if (names || (kind && directed)) {
    const named = names ? (/first|former/.test(names[1]!) === flatFirst ? 'flat' : 'chain') : kind!;
    const wantsBetter = /\b(?:save|saves|saving|cheaper|better|less)\b/.test(ask);
    if ((named === better) !== wantsBetter) return null;
  }
  return withCheck(
    oneValueAnswer('marked-price-discount', gap, 'rupees', 'The difference between the two offers', {
      steps: [
        { title: 'The chain as one discount', bullets: [`${pct(a)} then ${pct(b)}: the buyer pays ${num(1 - a / 100)} × ${num(1 - b / 100)} = ${num(round2((1 - a / 100) * (1 - b / 100) * 10000) / 10000)} of the price, a single discount of ${pct(round2(equivalent))}.`] },
        { title: 'The difference', bullets: [`${pct(f)} against ${pct(round2(equivalent))}: ${pct(round2(Math.abs(f - equivalent)))} of ${rs(price)} = ${rs(gap)}; the ${better === 'flat' ? 'flat' : 'successive'} discount saves more.`] },
      ],
      mistakes: [{ value: round2((price * Math.abs(f - a - b)) / 100), why: 'this adds the successive discounts; the second is taken on the reduced price' }],
      givens: [price, f, a, b],
    }),
    [`${rs(price)} less ${pct(f)} = ${rs(price * (1 - f / 100))}; less ${pct(a)} then ${pct(b)} = ${rs(price * (1 - a / 100) * (1 - b / 100))}; they differ by ${rs(Math.abs(price * (1 - f / 100) - price * (1 - a / 100) * (1 - b / 100)))}.`],
    [[Math.abs(price * (1 - f / 100) - price * (1 - a / 100) * (1 - b / 100)), gap]],
  );
}

/**
 * 'The discount on a pair of shoes at 10% comes to ₹110; the seller's profit is 20%: the cost
 * price?': the marked price is ₹110 ÷ 10%, the sale is the rest, the cost is the sale ÷ 1.2.
 */
function costFromDiscountAmount(text: string): QuantAnswer | null {
  const said = /\bdiscount\b[^.₹%]{0,40}?\b(?:at|of)\s+(\d+(?:\.\d+)?)\s*%\s+(?:comes\s+to|is|was|amounts\s+to|works\s+out\s+to|=)\s*₹\s?(\d+(?:\.\d+)?)/.exec(text);
  if (!said) return null;
  const results = resultsIn(text);
  if (percentsIn(text).length !== 2 || results.length !== 1 || [...text.matchAll(/₹/g)].length !== 1) return null;
  const head = `${askedHead(text)} ${askSentence(text)}`;
  if (!/\bcost\s?price\b|\bc\.?\s?p\b|\bwhat\s+did\s+it\s+cost\b/.test(head) || /\b(?:selling|marked)\s+price\b/.test(head)) return null;
  const d = Number(said[1]);
  const amount = Number(said[2]);
  const p = results[0]!.value;
  if (!(d > 0 && d < 100 && p > -100) || !usesAll(text, [d, amount, Math.abs(p)])) return null;
  const marked = amount / (d / 100);
  const sale = marked - amount;
  const cost = sale / (1 + p / 100);
  return withCheck(
    oneValueAnswer('cost-price', cost, 'rupees', 'The cost price', {
      steps: [
        { title: 'The marked price', bullets: [`${pct(d)} of the marked price is ${rs(amount)}, so the marked price = ${num(amount)} ÷ ${num(d / 100)} = ${rs(marked)}.`] },
        { title: 'The selling price and the cost', bullets: [`SP = ${rs(marked)} − ${rs(amount)} = ${rs(sale)}.`, `SP is ${num(1 + p / 100)} of the cost: CP = ${num(sale)} ÷ ${num(1 + p / 100)} = ${rs(cost)}.`] },
      ],
      mistakes: [{ value: round2(marked / (1 + p / 100)), why: 'this takes the profit on the marked price, not on the selling price' }],
      givens: [d, amount, Math.abs(p)],
    }),
    [`${rs(cost)} + ${pct(Math.abs(p))} = ${rs(cost * (1 + p / 100))}; ${rs(marked)} less ${pct(d)} = ${rs(marked * (1 - d / 100))}.`],
    [[cost * (1 + p / 100), marked * (1 - d / 100)]],
  );
}

/** The ordinals written with digits ('1st', '2nd'): numbers of the question the working names. */
const ordinals = (text: string) => (text.match(/\b(?:1st|2nd)\b/g) ?? []).map((word) => (word === '1st' ? 1 : 2));

/**
 * 'Bought two phones for ₹31,500 in all; sold the first at 8% profit and the second at 10% loss,
 * with no profit and no loss overall: the cost of the one sold at a loss?': the profit on one
 * equals the loss on the other, so the costs are in the ratio 10 : 8 of the total.
 */
function breakEvenPair(text: string): QuantAnswer | null {
  if (!/\bno\s+(?:profit|gain)\s*(?:,|and|or|&)?\s*no\s+loss\b|\bneither\s+(?:a\s+)?(?:profit|gain)\s+nor\s+(?:a\s+)?loss\b|\bbreaks?\s+even\b/.test(text)) return null;
  if (!/\b(?:two|2)\b/.test(text)) return null;
  const results = resultsIn(text).concat([...text.matchAll(/\bat\s+(\d+(?:\.\d+)?)\s*%\s+(?:(profit|gain)|(loss))\b/g)].map((match) => ({ value: (match[3] ? -1 : 1) * Number(match[1]), index: match.index + match[0].search(/\d/) })));
  const unique = results.filter((result, at) => results.findIndex((other) => other.index === result.index) === at);
  const gain = unique.filter((result) => result.value > 0);
  const loss = unique.filter((result) => result.value < 0);
  const rupees = [...text.matchAll(/₹\s?(\d+(?:\.\d+)?)/g)];
  if (gain.length !== 1 || loss.length !== 1 || percentsIn(text).length !== 2 || rupees.length !== 1) return null;
  if (!/\b(?:total|in all|together|altogether|for both|combined)\b/.test(text)) return null;
  const head = `${askedHead(text)} ${askSentence(text)}`;
  const asksLoss = /\b(?:sold|selling)\s+at\s+(?:a\s+)?loss\b|\bloss-making\b|\bon\s+which\s+(?:he|she|they)\s+lost\b/.test(head);
  const asksGain = /\b(?:sold|selling)\s+at\s+(?:a\s+)?(?:profit|gain)\b/.test(head);
  if (asksLoss === asksGain || !/\b(?:cost|cp|c\.p)\b/.test(head)) return null;
  const total = Number(rupees[0]![1]);
  const p = gain[0]!.value;
  const q = -loss[0]!.value;
  // p × x = q × (total − x): x (the one sold at a profit) = total × q ÷ (p + q).
  const atGain = (total * q) / (p + q);
  const atLoss = total - atGain;
  const value = asksLoss ? atLoss : atGain;
  const counted = [...(/\b2\b/.test(text) ? [2] : []), ...ordinals(text)];
  if (!usesAll(text, [total, p, q, ...counted])) return null;
  return withCheck(
    oneValueAnswer('cost-price', value, 'rupees', asksLoss ? 'The cost of the one sold at a loss' : 'The cost of the one sold at a profit', {
      steps: [
        { title: 'No profit, no loss', bullets: [`The profit on one equals the loss on the other: ${pct(p)} of its cost = ${pct(q)} of the other's cost, so the costs are in the ratio ${num(q)} : ${num(p)}.`] },
        { title: 'Split the total', bullets: [`Sold at a profit: ${rs(total)} × ${num(q)}/${num(p + q)} = ${rs(atGain)}; sold at a loss: ${rs(total)} × ${num(p)}/${num(p + q)} = ${rs(atLoss)}.`] },
      ],
      mistakes: [{ value: round2(asksLoss ? atGain : atLoss), why: "this is the other article's cost" }],
      givens: [total, p, q, ...counted],
    }),
    [`${pct(p)} of ${rs(atGain)} = ${rs((atGain * p) / 100)} and ${pct(q)} of ${rs(atLoss)} = ${rs((atLoss * q) / 100)}: the profit and the loss cancel.`],
    [[(atGain * p) / 100, (atLoss * q) / 100]],
  );
}
