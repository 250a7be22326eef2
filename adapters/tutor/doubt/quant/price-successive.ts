import { askedHead, figuresOf, type Figure } from './figure-reader';
import type { QuantAnswer } from './quant-answer';
import { num, oneValueAnswer, pct, rs, round2, withCheck } from './quant-text';

/**
 * Two discounts one after the other on a marked price, asked in a way the chain does not take:
 * the rate of the second discount from the price paid ('after a first discount of 20% and a
 * second discount, a customer pays ₹16,200 for a jacket marked ₹27,000'), and the money saved
 * ('"20% + 15% off" on an MRP of ₹1,900: how much do I save?'). Each reads only the marked price,
 * the discounts and what was paid; any other figure or ask is declined.
 */
export function solvePriceSuccessive(text: string): QuantAnswer | null {
  return secondDiscount(text) ?? savedOnTwoDiscounts(text) ?? equalDiscounts(text) ?? taxAfterDiscounts(text) ?? percentAfterRupeesOff(text);
}

/** 'Two equal successive increases (or discounts) make one of 56.25%: each?', for the readers of changes that are not prices. */
export function solveEqualSteps(text: string): QuantAnswer | null {
  return equalDiscounts(text);
}

const MARKED_BEFORE = /(?:\bmarked|\blisted|\blabell?ed|\bpriced|\btagged|\bmrp|\bm\.r\.p\.?|\blist price|\bmarked price|\bprice tag|\btag price|\bprinted price)(?:\s+(?:of|at|as|is|was|=|:))?\s*$/;
const PAID_BEFORE = /\b(?:pays?|paid|pay only|gets? it for|got it for|bought it for|buys it for|net price is|selling price is|sold (?:it )?(?:for|at))\s*(?:only\s+)?$/;

/** The one rupee figure whose words before it (in the same clause) match. */
function moneyBefore(text: string, figures: readonly Figure[], words: RegExp): Figure | null {
  const found = figures.filter((figure) => figure.unit === 'rupees' && words.test(text.slice(Math.max(0, figure.start - 40), figure.start).replace(/^.*[.;?]/, '')));
  return found.length === 1 ? found[0]! : null;
}

/** 'A first discount of 20% and then a second discount ...; pays ₹16,200 for a jacket marked ₹27,000: the rate of the second?' */
function secondDiscount(text: string): QuantAnswer | null {
  if (!/\b(?:second|another|further|additional|other)\s+discount\b/.test(text)) return null;
  const head = askedHead(text);
  // 'What is the second discount?' after a first one in per cent: a rate, unless rupees are asked.
  if (!/\b(?:second|another|further|additional|other)\s+discount\b/.test(head) || /\bamount\b|\brupees\b|₹|\bhow much\b|\bvalue\b/.test(head)) return null;
  const figures = figuresOf(text);
  const percents = figures.filter((figure) => figure.unit === 'percent');
  if (figures.length !== 3 || percents.length !== 1) return null;
  const first = percents[0]!;
  // The known discount is the first one, named as a discount.
  if (!/\b(?:first|one|a|an|initial)\s+(?:discount|rebate)\s+(?:of|is|was|=|:)?\s*$|\bdiscount\s+of\s+$/.test(text.slice(Math.max(0, first.start - 30), first.start)) && !/^\s*(?:discount|off)\b/.test(text.slice(first.end))) return null;
  const marked = moneyBefore(text, figures, MARKED_BEFORE);
  const paid = moneyBefore(text, figures, PAID_BEFORE);
  if (!marked || !paid || marked === paid) return null;
  const afterFirst = marked.value * (1 - first.value / 100);
  const second = (1 - paid.value / afterFirst) * 100;
  if (!(second > 0 && second < 100)) return null;
  return withCheck(
    oneValueAnswer('marked-price-discount', second, 'percent', 'The second discount', {
      steps: [
        { title: 'After the first discount', bullets: [`${rs(marked.value)} less ${pct(first.value)} = ${rs(afterFirst)}.`] },
        { title: 'The second discount', bullets: [`It brings ${rs(afterFirst)} down to ${rs(paid.value)}: ${rs(afterFirst - paid.value)} off, ${num(afterFirst - paid.value)} ÷ ${num(afterFirst)} × 100 = ${pct(second)}.`] },
      ],
      mistakes: [{ value: round2((1 - paid.value / marked.value) * 100 - first.value), why: 'this takes the second discount on the marked price; it is taken on the price after the first' }],
      givens: [marked.value, first.value, paid.value],
    }),
    [`${rs(marked.value)} × ${num(1 - first.value / 100)} × ${num(1 - second / 100)} = ${rs(marked.value * (1 - first.value / 100) * (1 - second / 100))}, the price paid.`],
    [[marked.value * (1 - first.value / 100) * (1 - second / 100), paid.value]],
  );
}

/** '"20% + 15% off" on an MRP of ₹1,900', 'successive discounts of 20% and 15%': how much is saved in rupees. */
function savedOnTwoDiscounts(text: string): QuantAnswer | null {
  const head = askedHead(text);
  if (!/\bsav(?:e|es|ed|ing|ings)\b/.test(head) || /%|per ?cent|percentage/.test(head.replace(/#/g, ''))) return null;
  if (!/\bsuccessive\b|\bthen\b|\+|\bextra\b|\bfurther\b|\bon the (?:reduced|discounted|new) price\b|\bfollowed by\b/.test(text)) return null;
  const figures = figuresOf(text);
  const percents = figures.filter((figure) => figure.unit === 'percent');
  const money = figures.filter((figure) => figure.unit === 'rupees');
  if (money.length !== 1 || figures.some((figure) => figure.unit !== 'percent' && figure.unit !== 'rupees')) return null;
  if (!/\b(?:discounts?|off|rebates?)\b/.test(text) || /\b(?:profit|gain|loss|cost price|bought|tax|gst|vat)\b/.test(text)) return null;
  // The pair: '20% + 15%', 'discounts of 20% and 15%', '20% and then 15%'.
  const pair = /(\d+(?:\.\d+)?)\s*%\s*(?:\+\s*|and\s+(?:then\s+)?|,\s*then\s+|followed\s+by\s+)(?:a\s+(?:further|second)\s+|another\s+)?(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!pair) return null;
  const [d1, d2] = [Number(pair[1]), Number(pair[2])];
  // Any other percentage only restates one of the two ('the extra 15% is on the reduced price').
  const restated = percents.filter((figure) => figure.start < pair.index || figure.start >= pair.index + pair[0].length);
  if (restated.length > 1 || restated.some((figure) => figure.value !== d2 || !/\b(?:extra|further|second|reduced|discounted|new)\b/.test(text.slice(Math.max(0, figure.start - 30), figure.end + 40)))) return null;
  const marked = moneyBefore(text, figures, MARKED_BEFORE);
  if (!marked) return null;
  const paid = marked.value * (1 - d1 / 100) * (1 - d2 / 100);
  const saved = marked.value - paid;
  return withCheck(
    oneValueAnswer('marked-price-discount', saved, 'rupees', 'The money saved', {
      steps: [
        { title: 'Price after both discounts', bullets: [`${rs(marked.value)} less ${pct(d1)} = ${rs(marked.value * (1 - d1 / 100))}; less ${pct(d2)} of that = ${rs(paid)}.`] },
        { title: 'Money saved', bullets: [`${rs(marked.value)} − ${rs(paid)} = ${rs(saved)}.`] },
      ],
      mistakes: [
        { value: round2((marked.value * (d1 + d2)) / 100), why: 'this adds the two discounts; the second is taken on the reduced price' },
        { value: round2(paid), why: 'this is the price paid, not the money saved' },
      ],
      givens: percents.map((figure) => figure.value).concat(marked.value),
    }),
    [`Saved ${rs(saved)} + paid ${rs(paid)} = ${rs(saved + paid)}, the marked price; ${rs(paid)} ÷ ${rs(marked.value)} = ${num(paid / marked.value)} = ${num(1 - d1 / 100)} × ${num(1 - d2 / 100)}.`],
    [[saved + paid, marked.value], [paid / marked.value, (1 - d1 / 100) * (1 - d2 / 100)]],
  );
}

/**
 * 'A single discount of 75% gives the same price as two equal successive discounts: each?': the
 * buyer pays (1 − d)² of the price in both, so 1 − d = √(1 − 0.75) and d = 50%.
 */
function equalDiscounts(text: string): QuantAnswer | null {
  const pair = /\b(?:two|2)\s+(?:equal\s+successive|successive\s+equal|equal\s+consecutive|equal)\s+(discounts|increases|rises|reductions|decreases)\b|\btwo\s+successive\s+(discounts|increases)\s+of\s+(?:the\s+)?(?:same|equal)\s+(?:rate|percentage|size)|\b(rises|increases|grows|goes\s+up)\s+by\s+the\s+same\s+(?:percentage|per\s*cent|rate)\s+(?:in\s+)?each\s+of\s+(?:the\s+)?(?:two|2)\s+years\b/.exec(text);
  if (!pair) return null;
  // 'Two equal successive increases of x% equal a single increase of 56.25%': the same with a rise; 'the same percentage each of two years ... 56.25% higher at the end'.
  const up = /^(?:increases|rises|grows|goes\s+up)$/.test(pair[1] ?? pair[2] ?? pair[3]!);
  const single = up ? /\b(?:single|one|an?)\s+(?:increase|rise)\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s+(?:single\s+(?:increase|rise)|(?:higher|more|greater)\s+at\s+the\s+end)/.exec(text) : /\b(?:single|one|a)\s+(?:discount|reduction|decrease)\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*%|(\d+(?:\.\d+)?)\s*%\s+single\s+discount/.exec(text);
  const figures = figuresOf(text);
  // '2 equal discounts', 'each of 2 years': the count of two is written too.
  const twos = (/\b2\s+(?:equal|successive)/.test(text) ? 1 : 0) + [...text.matchAll(/\b2\s+years\b/g)].length;
  if (!single || figures.length !== 1 + twos) return null;
  if (!/\beach\b|\bthe\s+(?:equal\s+)?(?:rate|discount|increase)\b|\bwhat\s+(?:is|are|was)\s+(?:the|those|these|each)|\bfind\s+x\b|\bx\s*=\s*\?|\bvalue of x\b|\byearly\s+rate\b|\brate\s+of\s+(?:rise|increase|growth)\b/.test(askedHead(text)) || /₹/.test(text)) return null;
  const total = Number(single[1] ?? single[2]);
  if (!(total > 0 && (up || total < 100))) return null;
  const sign = up ? -1 : 1;
  const kept = Math.sqrt(1 - (sign * total) / 100);
  const each = sign * (1 - kept) * 100;
  return withCheck(
    oneValueAnswer('successive-change', each, 'percent', up ? 'Each increase' : 'Each discount', {
      steps: up
        ? [
            { title: 'The factor', bullets: [`One increase of ${pct(total)} multiplies by ${num(1 + total / 100)}. Two equal increases of x: (1 + x)² of it.`] },
            { title: 'Each increase', bullets: [`(1 + x)² = ${num(1 + total / 100)}, so 1 + x = √${num(1 + total / 100)} = ${num(round2(kept))} and x = ${pct(each)}.`] },
          ]
        : [
            { title: 'What the buyer pays', bullets: [`One discount of ${pct(total)}: the buyer pays ${num(100 - total)}% of the price. Two equal discounts of d: (1 − d)² of it.`] },
            { title: 'Each discount', bullets: [`(1 − d)² = ${num(1 - total / 100)}, so 1 − d = √${num(1 - total / 100)} = ${num(round2(kept))} and d = ${pct(each)}.`] },
          ],
      mistakes: [{ value: round2(total / 2), why: `this halves the single ${up ? 'increase' : 'discount'}; the second is taken on the changed value` }],
      givens: [total, ...(/\b2\s+(?:equal|successive)/.test(text) ? [2] : []), ...[...text.matchAll(/\b2\s+years\b/g)].map(() => 2)],
    }),
    [`100 ${up ? 'plus' : 'less'} ${pct(Math.abs(each))} = ${num(100 * kept)}; ${up ? 'plus' : 'less'} ${pct(Math.abs(each))} again = ${num(100 * kept * kept)}, the same as 100 ${up ? 'plus' : 'less'} ${pct(total)}.`],
    [[100 * kept * kept, 100 - sign * total]],
  );
}

/**
 * 'List price ₹60,000, discounts of 25% and 10% one after another, then 28% GST on that: the final
 * bill?': the discounts in turn, then the tax added on the discounted price.
 */
function taxAfterDiscounts(text: string): QuantAnswer | null {
  const tax = /(\d+(?:\.\d+)?)\s*%\s*(?:gst|tax|vat|sales\s+tax|service\s+tax)\b|\b(?:gst|tax|vat|sales\s+tax)\s+(?:of\s+|at\s+)?(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (!tax || !/\b(?:on|is added on|added on|charged on|levied on)\s+(?:the\s+)?(?:that|it|discounted|reduced|net|final)\b|\bthen\b|\bafter\s+(?:the\s+)?discounts?\b|\badded\b/.test(text)) return null;
  const head = askedHead(text);
  if (!/\bpay\b|\bbill\b|\bpayable\b|\bfinal\s+(?:price|amount|cost)\b|\bhow much\b|\bcost\s+(?:me|him|her|the\s+(?:customer|buyer))\b/.test(`${head} ${text.slice(text.lastIndexOf('.') + 1)}`) || /%|per ?cent|percentage|\bsave|\btax\s+(?:amount|paid)|\bhow much (?:gst|tax)\b/.test(head.replace(/#/g, ''))) return null;
  const figures = figuresOf(text);
  const percents = figures.filter((figure) => figure.unit === 'percent');
  const money = figures.filter((figure) => figure.unit === 'rupees');
  if (money.length !== 1 || figures.length !== percents.length + 1 || /\b(?:profit|gain|loss|cost price|bought)\b/.test(text)) return null;
  const taxAt = tax.index + tax[0].indexOf(tax[1] ?? tax[2]!);
  const discounts = percents.filter((figure) => figure.start !== taxAt);
  if (discounts.length < 1 || discounts.length > 3 || discounts.some((figure) => figure.start > taxAt)) return null;
  if (discounts.length > 1 && !/\bsuccessive\b|\bone after (?:another|the other)\b|\bthen\b|\bfurther\b|\bconsecutive\b/.test(text)) return null;
  const marked = moneyBefore(text, figures, MARKED_BEFORE);
  if (!marked) return null;
  const rate = Number(tax[1] ?? tax[2]);
  let price = marked.value;
  const lines = discounts.map((figure) => {
    const after = price * (1 - figure.value / 100);
    const line = `${rs(price)} less ${pct(figure.value)} = ${rs(after)}.`;
    price = after;
    return line;
  });
  const bill = price * (1 + rate / 100);
  const factor = discounts.reduce((product, figure) => product * (1 - figure.value / 100), 1) * (1 + rate / 100);
  return withCheck(
    oneValueAnswer('successive-change', bill, 'rupees', 'The amount paid', {
      steps: [
        { title: 'The discounts in turn', bullets: lines },
        { title: 'Tax on the discounted price', bullets: [`${rs(price)} + ${pct(rate)} of it = ${rs(price)} × ${num(1 + rate / 100)} = ${rs(bill)}.`] },
      ],
      mistakes: [
        { value: round2(price), why: 'this leaves out the tax' },
        { value: round2(marked.value * (1 - discounts.reduce((sum, figure) => sum + figure.value, 0) / 100 + rate / 100)), why: 'this adds and takes the percentages of the list price; each is taken on the price before it' },
      ],
      givens: [marked.value, ...percents.map((figure) => figure.value)],
    }),
    [`${rs(marked.value)} × ${discounts.map((figure) => num(1 - figure.value / 100)).join(' × ')} × ${num(1 + rate / 100)} = ${rs(marked.value * factor)}.`],
    [[marked.value * factor, bill]],
  );
}

/**
 * 'Flat ₹60 off on an MRP of ₹10,600, and then a further 25% off on the reduced price: how much
 * does a customer pay?': the rupees come off first, then the percentage of what is left.
 */
function percentAfterRupeesOff(text: string): QuantAnswer | null {
  const figures = figuresOf(text);
  const money = figures.filter((figure) => figure.unit === 'rupees');
  const percents = figures.filter((figure) => figure.unit === 'percent');
  if (figures.length !== 3 || money.length !== 2 || percents.length !== 1 || /\b(?:profit|gain|loss|cost price|bought|tax|gst)\b/.test(text)) return null;
  const marked = moneyBefore(text, figures, MARKED_BEFORE);
  const off = money.find((figure) => figure !== marked && (/^\s*(?:flat\s+)?off\b/.test(text.slice(figure.end)) || /\bflat\s+(?:discount\s+of\s+)?$/.test(text.slice(Math.max(0, figure.start - 20), figure.start))));
  const percent = percents[0]!;
  if (!marked || !off || off.start > percent.start) return null;
  if (!/\b(?:further|then|extra|additional|another)\b/.test(text.slice(off.end, percent.start + 12)) && !/\bon\s+(?:the\s+)?(?:reduced|new|discounted)\s+price\b/.test(text.slice(percent.end))) return null;
  const head = askedHead(text);
  if (!/\bpay\b|\bpays\b|\bpayable\b|\bbill\b|\bfinal\s+(?:price|amount)\b|\bselling\s+price\b/.test(head) || /%|per ?cent|percentage|\bsave/.test(head.replace(/#/g, ''))) return null;
  const reduced = marked.value - off.value;
  const paid = reduced * (1 - percent.value / 100);
  if (!(reduced > 0)) return null;
  return withCheck(
    oneValueAnswer('marked-price-discount', paid, 'rupees', 'The price paid', {
      steps: [
        { title: 'The rupees off first', bullets: [`${rs(marked.value)} − ${rs(off.value)} = ${rs(reduced)}.`] },
        { title: 'Then the percentage', bullets: [`${rs(reduced)} less ${pct(percent.value)} = ${rs(reduced)} × ${num(1 - percent.value / 100)} = ${rs(paid)}.`] },
      ],
      mistakes: [{ value: round2(marked.value * (1 - percent.value / 100) - off.value), why: 'this takes the percentage first; the rupees came off first' }],
      givens: [marked.value, off.value, percent.value],
    }),
    [`${rs(paid)} ÷ ${num(1 - percent.value / 100)} = ${rs(paid / (1 - percent.value / 100))}, and ${rs(paid / (1 - percent.value / 100))} + ${rs(off.value)} = ${rs(marked.value)}, the MRP.`],
    [[paid / (1 - percent.value / 100) + off.value, marked.value]],
  );
}
