import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { NUM, amountAfter, amounts, askedClause, askedTail, checkStep, num, pct, percentNear, round2, rs, withCheck } from './quant-text';

/** Marked price and discount, cost and selling price, profit and loss. */
// Marked price, discount, profit and loss ----------------------------------------------------

const CP_WORDS = String.raw`cost price|\bc\.?\s?p\.?(?=\W)|bought|buys|buying|purchased|purchases|purchase|costs|cost`;
const SP_WORDS = String.raw`selling price|\bs\.?\s?p\.?(?=\W)|sold|sells|selling|sale price`;
const MP_WORDS = String.raw`marked price|marked at|marked|list price|listed price|labelled price|labeled price|printed price|tag price|m\.?r\.?p\.?|\bm\.?\s?p\.?(?=\W)`;

function discountsOf(text: string): number[] {
  const successive = new RegExp(String.raw`discounts?\s+of\s+${NUM}\s*%\s*(?:,|and|followed by|then)\s*(?:a\s+(?:further\s+)?)?${NUM}\s*%`).exec(text);
  if (successive) return [Number(successive[1]), Number(successive[2])];
  const single = percentNear(text, String.raw`discount|off\b|rebate`);
  return single === null ? [] : [single];
}

export function solveMarkedPrice(text: string): QuantAnswer | null {
  if (!/discount|\boff\b|rebate|marked|list price|mrp|m\.r\.p|labell?ed|printed price/.test(text)) return null;
  const discounts = discountsOf(text);
  const markup = percentNear(text, String.raw`above|more than|markup of|marks? up|marked up by`) ?? null;
  const statedCost = amountAfter(text, CP_WORDS);
  const marked = amountAfter(text, MP_WORDS);
  const asked = askedClause(text);
  const wantsProfit = /profit|gain|loss/.test(asked);
  // 'Marked 30% above cost, 10% discount: gain %?' needs no price: take the cost as ₹100.
  const cost = statedCost ?? (markup !== null && marked === null && wantsProfit ? 100 : null);

  // A marked price and a selling price: the discount percentage.
  const selling = amountAfter(text, SP_WORDS);
  if (discounts.length === 0 && marked !== null && selling !== null && /discount/.test(asked)) {
    const discount = ((marked - selling) / marked) * 100;
    return withCheck({
      kind: 'marked-price-discount',
      values: [round2(discount)],
      unit: 'percent',
      label: 'The discount percentage',
      steps: [
        { title: 'Read the data', bullets: [`Marked price = ${rs(marked)}, selling price = ${rs(selling)}.`] },
        { title: 'Discount', bullets: [`Discount = ${rs(marked)} − ${rs(selling)} = ${rs(marked - selling)}.`, `Discount % = ${num(marked - selling)} ÷ ${num(marked)} × 100 = ${pct(discount)}.`] },
      ],
      mistakes: [{ value: round2(((marked - selling) / selling) * 100), why: 'this divides by the selling price; a discount is a percentage of the marked price' }],
      givens: [marked, selling],
    }, [`${rs(marked)} less ${pct(discount)} of it: ${num(marked)} × ${num(100 - discount)}/100 = ${rs(marked * (1 - discount / 100))}, the selling price.`], [[marked * (1 - discount / 100), selling]]);
  }
  if (discounts.length === 0) return null;

  let mp: number;
  const steps: SolutionStep[] = [];
  const givens = [...discounts, ...[statedCost, markup, marked].filter((value): value is number => value !== null)];
  if (marked !== null) {
    mp = marked;
    steps.push({ title: 'Read the data', bullets: [`Marked price = ${rs(mp)}; discount ${discounts.map(pct).join(' then ')}.`] });
  } else if (cost !== null && markup !== null) {
    mp = cost * (1 + markup / 100);
    steps.push(
      { title: 'Read the data', bullets: [`Cost price = ${rs(cost)}${statedCost === null ? ' (no price is given, so take ₹100)' : ''}; marked ${pct(markup)} above cost; discount ${discounts.map(pct).join(' then ')}.`] },
      { title: 'Marked price', bullets: [`MP = ${num(cost)} × ${num(100 + markup)}/100 = ${rs(mp)}.`] },
    );
  } else {
    return null;
  }
  let sp = mp;
  const spBullets: string[] = [];
  for (const discount of discounts) {
    const next = sp * (1 - discount / 100);
    spBullets.push(`${rs(sp)} × ${num(100 - discount)}/100 = ${rs(next)}.`);
    sp = next;
  }
  steps.push({ title: discounts.length > 1 ? 'Apply each discount in turn' : 'Selling price after the discount', bullets: spBullets });
  const undone = discounts.reduce((value, discount) => value / (1 - discount / 100), sp);
  const priceCheck = checkStep(
    [`Undo the discount${discounts.length > 1 ? 's' : ''}: ${rs(sp)} ÷ ${discounts.map((discount) => num(1 - discount / 100)).join(' ÷ ')} = ${rs(undone)}, the marked price${marked === null && cost !== null && markup !== null ? `; ${rs(undone)} ÷ ${num(1 + markup / 100)} = ${rs(undone / (1 + markup / 100))}, the cost price` : ''}.`],
    [[undone, mp], ...(marked === null && cost !== null && markup !== null ? [[undone / (1 + markup / 100), cost] as const] : [])],
  );
  if (!priceCheck) return null;
  const netPercent = discounts.reduce((sum, discount) => sum + discount, 0);
  const mistakes = [{ value: round2(mp * (1 - netPercent / 100)), why: 'this adds the discounts; successive discounts apply one after another' }];

  if (cost !== null && wantsProfit) {
    const change = ((sp - cost) / cost) * 100;
    const qualifier = change >= 0 ? 'profit' : 'loss';
    steps.push({ title: `${qualifier === 'profit' ? 'Profit' : 'Loss'} percentage`, bullets: [`(${rs(sp)} − ${rs(cost)}) ÷ ${rs(cost)} × 100 = ${pct(Math.abs(change))} ${qualifier}.`] });
    return withCheck({
      kind: 'marked-price-discount',
      values: [round2(Math.abs(change))],
      unit: 'percent',
      label: `The ${qualifier} percentage`,
      steps,
      mistakes: [
        ...(markup !== null ? [{ value: round2(Math.abs(markup - netPercent)), why: 'this subtracts the percentages, but the discount is taken on the higher marked price' }] : []),
        { value: round2(Math.abs(((sp - cost) / sp) * 100)), why: 'this divides by the selling price; profit is a percentage of the cost price' },
      ],
      givens,
    }, [...priceCheck.bullets.slice(0, -1), `${rs(cost)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(change))} of it = ${rs(cost * (1 + change / 100))}, the selling price.`], [[cost * (1 + change / 100), sp]]);
  }
  if (/discount/.test(asked) && /how much|amount|what is the discount|value of the discount/.test(asked) && !/price/.test(asked)) {
    steps.push({ title: 'Discount', bullets: [`Discount = ${rs(mp)} − ${rs(sp)} = ${rs(mp - sp)}.`] });
    return { kind: 'marked-price-discount', values: [round2(mp - sp)], unit: 'rupees', label: 'The discount', steps: [...steps, priceCheck], mistakes: [{ value: round2(sp), why: 'this is the selling price, not the discount' }], givens };
  }
  if (markup !== null && cost !== null) mistakes.push({ value: round2(cost * (1 + (markup - netPercent) / 100)), why: 'this nets the two percentages on the cost price, but the discount is taken on the higher marked price' });
  mistakes.push({ value: round2(mp), why: 'this is the marked price, before the discount' });
  return { kind: 'marked-price-discount', values: [round2(sp)], unit: 'rupees', label: 'The selling price', steps: [...steps, priceCheck], mistakes, givens };
}

export function solveProfitLoss(text: string): QuantAnswer | null {
  if (!/profit|loss|gain|cost price|selling price|\bc\.?\s?p\b|\bs\.?\s?p\b|bought|buys|sold|sells|purchase/.test(text)) return null;
  const cost = amountAfter(text, CP_WORDS);
  // 'sold his bike at a loss of 15% for ₹25,500': the one rupee figure, past the percentage.
  const selling = amountAfter(text, SP_WORDS) ?? (cost === null && amounts(text).length === 1 && /\bsold\b|\bsells\b/.test(text) ? amounts(text)[0]! : null);
  const profitPercent = percentNear(text, String.raw`profit|gain`);
  const lossPercent = percentNear(text, String.raw`loss`);
  const asked = askedClause(text);

  if (cost !== null && selling !== null && cost > 0) {
    const change = selling - cost;
    const percent = (change / cost) * 100;
    const qualifier = change >= 0 ? 'profit' : 'loss';
    // 'Find his loss' asks for rupees; 'loss per cent' (or no word for either) for the percentage.
    const wantsAmount = !/%|percent|percentage|per cent/.test(asked) && /profit|loss|gain|how much|amount/.test(asked);
    const steps: SolutionStep[] = [
      { title: 'Read the data', bullets: [`Cost price CP = ${rs(cost)}, selling price SP = ${rs(selling)}.`] },
      qualifier === 'profit'
        ? { title: 'Profit', bullets: [`SP − CP = ${rs(selling)} − ${rs(cost)} = ${rs(change)}.`] }
        : { title: 'Loss', bullets: [`SP is below CP, so there is a loss: CP − SP = ${rs(cost)} − ${rs(selling)} = ${rs(-change)}.`] },
    ];
    if (wantsAmount) {
      return withCheck({ kind: 'profit-loss-percent', values: [round2(Math.abs(change))], unit: 'rupees', label: `The ${qualifier}`, steps, mistakes: [{ value: round2(Math.abs(percent)), why: 'this is the percentage, not the amount' }], givens: [cost, selling] }, [`${rs(cost)} ${change >= 0 ? '+' : '−'} ${rs(Math.abs(change))} = ${rs(cost + change)}, the selling price.`], [[cost + change, selling]]);
    }
    steps.push({ title: `${qualifier === 'profit' ? 'Profit' : 'Loss'} percentage`, bullets: [`${num(Math.abs(change))} ÷ ${num(cost)} × 100 = ${pct(Math.abs(percent))} ${qualifier}.`] });
    return withCheck({
      kind: 'profit-loss-percent',
      values: [round2(Math.abs(percent))],
      unit: 'percent',
      label: `The ${qualifier} percentage`,
      steps,
      mistakes: [{ value: round2(Math.abs((change / selling) * 100)), why: `this divides by the selling price; ${qualifier} % is always on the cost price` }],
      givens: [cost, selling],
    }, [`${rs(cost)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(percent))} of it = ${num(cost)} × ${num(1 + percent / 100)} = ${rs(cost * (1 + percent / 100))}, the selling price.`], [[cost * (1 + percent / 100), selling]]);
  }

  const percent = profitPercent ?? (lossPercent !== null ? -lossPercent : null);
  if (percent === null) return null;
  const qualifier = percent >= 0 ? 'profit' : 'loss';
  const factor = 1 + percent / 100;
  if (cost !== null && !/cost price|\bc\.?\s?p\b|cost/.test(askedTail(text))) {
    const sp = cost * factor;
    return withCheck({
      kind: 'selling-price',
      values: [round2(sp)],
      unit: 'rupees',
      label: 'The selling price',
      steps: [
        { title: 'Read the data', bullets: [`Cost price = ${rs(cost)}, ${qualifier} = ${pct(Math.abs(percent))}.`] },
        { title: 'Selling price', bullets: [`SP = CP × (100 ${percent >= 0 ? '+' : '−'} ${num(Math.abs(percent))})/100 = ${num(cost)} × ${num(100 + percent)}/100 = ${rs(sp)}.`] },
      ],
      mistakes: [
        { value: round2(cost * (1 - percent / 100)), why: `this applies a ${qualifier === 'profit' ? 'loss' : 'profit'} instead of a ${qualifier}` },
        { value: round2(Math.abs(cost * (percent / 100))), why: `this is only the ${qualifier}, not the selling price` },
      ],
      givens: [cost, Math.abs(percent)],
    }, [`(${rs(sp)} − ${rs(cost)}) ÷ ${rs(cost)} × 100 = ${pct(Math.abs(((sp - cost) / cost) * 100))} ${qualifier}, as stated.`], [[((sp - cost) / cost) * 100, percent]]);
  }
  if (selling !== null) {
    const cp = selling / factor;
    return withCheck({
      kind: 'cost-price',
      values: [round2(cp)],
      unit: 'rupees',
      label: 'The cost price',
      steps: [
        { title: 'Read the data', bullets: [`Selling price = ${rs(selling)}, ${qualifier} = ${pct(Math.abs(percent))} of the cost price.`] },
        { title: 'Cost price', bullets: [`SP = CP × ${num(100 + percent)}/100, so CP = ${num(selling)} × 100/${num(100 + percent)} = ${rs(cp)}.`] },
      ],
      mistakes: [{ value: round2(selling * (1 - percent / 100)), why: `this takes the ${qualifier} on the selling price; it is a percentage of the cost price` }],
      givens: [selling, Math.abs(percent)],
    }, [`A ${qualifier} of ${pct(Math.abs(percent))} on ${rs(cp)}: ${num(cp)} × ${num(factor)} = ${rs(cp * factor)}, the selling price.`], [[cp * factor, selling]]);
  }
  return null;
}
