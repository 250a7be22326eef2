import type { SolutionStep } from '../../../core/doubt/doubt.model';
import { solveAges } from './quant/ages-solver';
import { solveAverage } from './quant/average-solver';
import { solveBoats } from './quant/boats-solver';
import { solveCalendar } from './quant/calendar-solver';
import { solveClock } from './quant/clock-solver';
import { solveConsecutive } from './quant/consecutive-solver';
import { solveGrowth } from './quant/growth-solver';
import { solveHcfLcm } from './quant/hcf-lcm-solver';
import { solveIncomeSavings } from './quant/income-savings-solver';
import { solveInterestUnknown } from './quant/interest-unknown-solver';
import { solveMensuration } from './quant/mensuration-solver';
import { solveMixture } from './quant/mixture-solver';
import { solveMotion } from './quant/motion-solver';
import { solveOverheadProfit } from './quant/overhead-profit-solver';
import { solvePartnership } from './quant/partnership-solver';
import type { QuantAnswer } from './quant/quant-answer';
import { AMOUNT, NUM, amountAfter, amounts, askedClause, askedTail, checkStep, formatValue, num, pct, percentNear, percents, round2, rs } from './quant/quant-text';
import { solveRatioCombine } from './quant/ratio-combine-solver';
import { solveRatioShare } from './quant/ratio-share-solver';
import { solveRemainder } from './quant/remainder-solver';
import { solveReversePercent } from './quant/reverse-percent-solver';
import { solveSuccessiveChange } from './quant/successive-change-solver';
import { solveTable } from './quant/table-solver';
import { solveWork } from './quant/work-solver';

export type { QuantAnswer, QuantKind } from './quant/quant-answer';
export { formatValue } from './quant/quant-text';

/**
 * Numeric Quant questions, parsed from cleaned OCR text (see normaliseOcr) and solved with their
 * working and a check that puts the answer back into the question. A parser that cannot find
 * every value it needs returns null, so that the doubt solver falls back to the bank or to an
 * approach: never a guessed answer.
 */

/** The answer with its check appended, or null when the check fails (the question was misread). */
function withCheck(answer: QuantAnswer, bullets: readonly string[], pairs: readonly (readonly [number, number])[]): QuantAnswer | null {
  const check = checkStep(bullets, pairs);
  return check ? { ...answer, steps: [...answer.steps, check] } : null;
}

const yearsText = (years: number) => `${num(years)} year${years === 1 ? '' : 's'}`;

// --- Interest ---------------------------------------------------------------------------------

/** The time in years, and the number as written ('6 months' is 0.5 years, written 6). */
function timeOf(text: string): { years: number; written: number } | null {
  const yearMatch = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/.exec(text);
  if (yearMatch) return { years: Number(yearMatch[1]), written: Number(yearMatch[1]) };
  const monthMatch = /(?:for|after|in|of)\s+(\d+)\s*months?\b/.exec(text);
  return monthMatch ? { years: Number(monthMatch[1]) / 12, written: Number(monthMatch[1]) } : null;
}

function principalOf(text: string): number | null {
  const keyword = String.raw`principal|sum of|sum|deposit(?:ed|s)?|invest(?:ed|s)?|borrow(?:ed|s)?|lent|lends|loan of|loan`;
  // A rupee amount after the keyword, else the first rupee amount ('invested for 2 years' names no sum).
  const named = new RegExp(String.raw`(?:${keyword})[^\d%?₹]{0,45}?₹\s?(\d+(?:\.\d+)?)`).exec(text);
  if (named) return Number(named[1]);
  return amounts(text)[0] ?? amountAfter(text, keyword);
}

function solveInterest(text: string): QuantAnswer | null {
  const compound = /compound|\bc\.?\s?i\b|compounded|compounding/.test(text);
  const simple = /simple|\bs\.?\s?i\b/.test(text);
  if (!compound && !simple && !/interest|per annum|\bp\.?\s?a\b/.test(text)) return null;
  const rate = percentNear(text, String.raw`rate|at|interest`) ?? percents(text)[0] ?? null;
  // 'If the interest on a sum is ₹50, what is ...': the rupee figure is not the principal; 'the same sum' is a second step.
  if (new RegExp(String.raw`interest\s+of\s*₹|interest[^.?]{0,40}?\b(?:is|was|=|comes to|amounts to)\s*₹|₹\s?\d+(?:\.\d+)?\s*(?:as|in)\s+(?:simple |compound )?interest|same (?:sum|principal|rate|time|period)`).test(text)) return null;
  const principal = principalOf(text);
  const period = timeOf(text);
  if (rate === null || principal === null || period === null || principal <= 0 || period.years <= 0) return null;
  const time = period.years;
  const asked = askedClause(text);
  // Finding the principal, the rate or the time is another kind of question.
  if (/\b(?:find|what is|what was|calculate|determine)\s+(?:the\s+)?(?:sum|principal|rate|time|period)\b|\b(?:what|which)\s+(?:sum|principal|rate|time)\b|how many years|in what time|how long/.test(asked)) return null;
  // 'amount to ... at compound interest' asks for the amount: the kind of interest is not what is asked.
  const wantsAmount = asksForAmount(asked);
  const givens = [principal, rate, period.written];

  const si = (principal * rate * time) / 100;
  if (compound && simple && /difference|more than|exceed/.test(text)) {
    if (!Number.isInteger(time)) return null;
    const ci = principal * (1 + rate / 100) ** time - principal;
    let yearly = principal;
    for (let year = 0; year < time; year += 1) yearly += (yearly * rate) / 100;
    return withCheck({
      kind: 'ci-si-difference',
      values: [round2(ci - si)],
      unit: 'rupees',
      label: 'The difference between the compound and the simple interest',
      steps: [
        { title: 'Read the data', bullets: [`Principal P = ${rs(principal)}, rate R = ${pct(rate)} a year, time T = ${yearsText(time)}.`] },
        { title: 'Simple interest', bullets: [`SI = P × R × T / 100 = ${num(principal)} × ${num(rate)} × ${num(time)} / 100 = ${rs(si)}.`] },
        {
          title: 'Compound interest',
          bullets: [`A = P(1 + R/100)^T = ${num(principal)} × (${num(1 + rate / 100)})^${num(time)} = ${rs(principal + ci)}.`, `CI = A − P = ${rs(ci)}.`],
        },
        { title: 'Difference', bullets: [`CI − SI = ${rs(ci)} − ${rs(si)} = ${rs(ci - si)}.`] },
      ],
      mistakes: [
        { value: round2(si), why: 'this is the simple interest alone' },
        { value: round2(ci), why: 'this is the compound interest alone' },
      ],
      givens,
    }, [`Year by year, adding ${pct(rate)} of the balance each year: ${rs(principal)} becomes ${rs(yearly)}, so CI = ${rs(yearly - principal)}; SI is ${num(rate)}% of ${rs(principal)} each year, ${rs((principal * rate) / 100)} × ${num(time)} = ${rs(si)}.`], [[yearly - principal - si, ci - si]]);
  }

  if (compound) {
    const perYear = /half[- ]?year|semi[- ]?annual|(?:every|each)\s+(?:6|six)\s+months?|six[- ]monthly|twice a year/.test(text) ? 2 : /quarter|(?:every|each)\s+(?:3|three)\s+months?/.test(text) ? 4 : 1;
    const periods = time * perYear;
    if (!Number.isInteger(Math.round(periods * 1000) / 1000) || periods > 40) return null;
    const periodRate = rate / perYear;
    const amount = principal * (1 + periodRate / 100) ** periods;
    const ci = amount - principal;
    const annualAmount = Number.isInteger(time) ? principal * (1 + rate / 100) ** time : amount;
    const frequency = perYear === 1 ? 'annually' : perYear === 2 ? 'half-yearly' : 'quarterly';
    const steps: SolutionStep[] = [
      {
        title: 'Read the data',
        bullets: [`Principal P = ${rs(principal)}, rate ${pct(rate)} a year, time ${yearsText(time)}, compounded ${frequency}.`],
      },
    ];
    if (perYear > 1) {
      steps.push({
        title: 'Convert to periods',
        bullets: [`Rate per period = ${pct(rate)} ÷ ${perYear} = ${pct(periodRate)}.`, `Number of periods n = ${num(time)} × ${perYear} = ${num(periods)}.`],
      });
    }
    steps.push({
      title: 'Amount',
      bullets: [`A = P(1 + r/100)^n = ${num(principal)} × (${num(1 + periodRate / 100)})^${num(periods)} = ${rs(amount)}.`],
    });
    if (!wantsAmount) steps.push({ title: 'Interest', bullets: [`CI = A − P = ${rs(amount)} − ${rs(principal)} = ${rs(ci)}.`] });
    const mistakes = [
      wantsAmount
        ? { value: round2(principal + si), why: 'this is the amount at simple interest, which ignores interest earned on interest' }
        : { value: round2(si), why: 'this is simple interest, which ignores interest earned on interest' },
      { value: round2(wantsAmount ? ci : amount), why: wantsAmount ? 'this is only the interest, not the amount' : 'this is the amount (principal plus interest), not the interest' },
    ];
    if (perYear > 1) {
      mistakes.push({ value: round2(wantsAmount ? annualAmount : annualAmount - principal), why: 'this compounds once a year instead of every period' });
    }
    let balance = principal;
    for (let period = 0; period < Math.round(periods); period += 1) balance += (balance * periodRate) / 100;
    return withCheck({
      kind: 'compound-interest',
      values: [round2(wantsAmount ? amount : ci)],
      unit: 'rupees',
      label: wantsAmount ? 'The amount' : 'The compound interest',
      steps,
      mistakes,
      // 'every 6 months' and 'every 3 months' name the period, not a value.
      givens: [...givens, ...(perYear === 2 ? [6] : perYear === 4 ? [3] : [])],
    }, [`Period by period, adding ${pct(periodRate)} of the balance each time: ${rs(principal)} becomes ${rs(balance)} after ${num(periods)} period${periods === 1 ? '' : 's'}${wantsAmount ? '' : `, so the interest is ${rs(balance - principal)}`}.`], [[wantsAmount ? balance : balance - principal, wantsAmount ? amount : ci]]);
  }

  const amount = principal + si;
  return withCheck({
    kind: 'simple-interest',
    values: [round2(wantsAmount ? amount : si)],
    unit: 'rupees',
    label: wantsAmount ? 'The amount' : 'The simple interest',
    steps: [
      { title: 'Read the data', bullets: [`Principal P = ${rs(principal)}, rate R = ${pct(rate)} a year, time T = ${yearsText(time)}.`] },
      { title: 'Simple interest', bullets: [`SI = P × R × T / 100 = ${num(principal)} × ${num(rate)} × ${num(time)} / 100 = ${rs(si)}.`] },
      ...(wantsAmount ? [{ title: 'Amount', bullets: [`A = P + SI = ${rs(principal)} + ${rs(si)} = ${rs(amount)}.`] }] : []),
    ],
    mistakes: [
      { value: round2(wantsAmount ? si : amount), why: wantsAmount ? 'this is only the interest, not the amount' : 'this is the amount (principal plus interest), not the interest' },
      { value: round2(principal * (1 + rate / 100) ** time - (wantsAmount ? 0 : principal)), why: 'this is compound, not simple, interest' },
      { value: round2((principal * rate) / 100), why: 'this is the interest for one year only' },
    ],
    givens,
  }, [`Rate back from the interest: 100 × ${num(si)} ÷ (${num(principal)} × ${num(time)}) = ${pct((100 * si) / (principal * time))}${wantsAmount ? `; and ${rs(amount)} − ${rs(principal)} = ${rs(amount - principal)} is that interest` : ''}.`], [[(100 * si) / (principal * time), rate], [amount - principal, si]]);
}

/**
 * True when the question asks for the amount (principal plus interest): 'find the amount',
 * 'how much will he get back', 'what will ₹5000 amount to' (even 'at simple interest'), but not
 * 'the amount of interest' or 'find the interest'.
 */
function asksForAmount(asked: string): boolean {
  const withoutKind = asked
    .replace(/(?:at|on|under|by|with|using|of)?\s*(?:the\s+)?(?:rate\s+of\s+)?(?:compound|simple)\s+interest|\b[cs]\.?\s?i\b\.?|interest\s+(?:is\s+|being\s+)?(?:compounded|calculated|reckoned|payable)/g, ' ')
    .replace(/(?:including|with|along with|together with|plus|inclusive of)\s+(?:the\s+)?interest|interest included|principal (?:and|plus|\+) interest/g, ' amount ');
  if (/amount of (?:the )?interest|interest amount/.test(withoutKind)) return false;
  const gets = /how much (?:money )?(?:will|would|does|did|do|shall|can)\s+(?:he|she|they|it|i|we|one|[a-z]+)\s+(?:get|have|receive|collect|withdraw)/.test(withoutKind);
  return gets || (/amount|total|maturity|becomes?|get back|gets back|receive|repay|pay back|pays back|return|in all|altogether|accumulate|grows? to|will it be|have to pay|has to pay|will he have|will she have|will (?:it|the sum|the deposit|the money) be/.test(withoutKind) && !/interest/.test(withoutKind));
}

// --- Marked price, discount, profit and loss ----------------------------------------------------

const CP_WORDS = String.raw`cost price|\bc\.?\s?p\.?(?=\W)|bought|buys|buying|purchased|purchases|purchase|costs|cost`;
const SP_WORDS = String.raw`selling price|\bs\.?\s?p\.?(?=\W)|sold|sells|selling|sale price`;
const MP_WORDS = String.raw`marked price|marked at|marked|list price|listed price|labelled price|labeled price|printed price|tag price|m\.?r\.?p\.?|\bm\.?\s?p\.?(?=\W)`;

function discountsOf(text: string): number[] {
  const successive = new RegExp(String.raw`discounts?\s+of\s+${NUM}\s*%\s*(?:,|and|followed by|then)\s*(?:a\s+(?:further\s+)?)?${NUM}\s*%`).exec(text);
  if (successive) return [Number(successive[1]), Number(successive[2])];
  const single = percentNear(text, String.raw`discount|off\b|rebate`);
  return single === null ? [] : [single];
}

function solveMarkedPrice(text: string): QuantAnswer | null {
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

function solveProfitLoss(text: string): QuantAnswer | null {
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

// --- Percentages --------------------------------------------------------------------------------

function solvePercentChange(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`from\s+${AMOUNT}\s*(?:[a-z]+\s+){0,3}?to\s+${AMOUNT}`).exec(text);
  if (!match || !/increase|decrease|rise|rose|risen|fell|fall|fallen|grew|grow|drop|change|went up|went down|reduc|goes up|goes down|declin|jump/.test(text)) return null;
  if (!/%|percent|per cent/.test(askedClause(text))) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  if (from === 0) return null;
  const change = ((to - from) / from) * 100;
  const qualifier = change >= 0 ? 'increase' : 'decrease';
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck({
    kind: 'percent-change',
    values: [round2(Math.abs(change))],
    unit: 'percent',
    label: `The percentage ${qualifier}`,
    steps: [
      { title: 'Read the data', bullets: [`Old value = ${formatValue(from, unit)}, new value = ${formatValue(to, unit)}.`] },
      { title: 'Change', bullets: [`Change = ${num(to)} − ${num(from)} = ${num(to - from)}.`] },
      { title: `Percentage ${qualifier}`, bullets: [`${num(Math.abs(to - from))} ÷ ${num(from)} (the old value) × 100 = ${pct(Math.abs(change))} ${qualifier}.`] },
    ],
    mistakes: [{ value: round2(Math.abs(((to - from) / to) * 100)), why: 'this divides by the new value; a percentage change is always on the old value' }],
    givens: [from, to],
  }, [`${num(from)} ${change >= 0 ? '+' : '−'} ${pct(Math.abs(change))} of it = ${num(from)} × ${num(1 + change / 100)} = ${num(from * (1 + change / 100))}, the new value.`], [[from * (1 + change / 100), to]]);
}

function solveWhatPercent(text: string): QuantAnswer | null {
  const p = String.raw`(?:%|percent(?:age)?|per cent)`;
  const patterns: [RegExp, boolean][] = [
    [new RegExp(String.raw`what\s+${p}\s+of\s+${AMOUNT}\s+is\s+${AMOUNT}`), true],
    [new RegExp(String.raw`${AMOUNT}\s+is\s+what\s+${p}\s+of\s+${AMOUNT}`), false],
    [new RegExp(String.raw`what\s+${p}\s+is\s+${AMOUNT}\s+of\s+${AMOUNT}`), false],
    [new RegExp(String.raw`express\s+${AMOUNT}\s+as\s+a\s+${p}\s+of\s+${AMOUNT}`), false],
  ];
  for (const [pattern, wholeFirst] of patterns) {
    const match = pattern.exec(askedClause(text));
    if (!match) continue;
    const part = Number(wholeFirst ? match[2] : match[1]);
    const whole = Number(wholeFirst ? match[1] : match[2]);
    if (whole === 0) return null;
    const value = (part / whole) * 100;
    return withCheck({
      kind: 'what-percent',
      values: [round2(value)],
      unit: 'percent',
      label: `${num(part)} as a percentage of ${num(whole)}`,
      steps: [
        { title: 'Identify the whole', bullets: [`The whole (the 'of' quantity) is ${num(whole)}; the part is ${num(part)}.`] },
        { title: 'Divide and multiply by 100', bullets: [`${num(part)} ÷ ${num(whole)} × 100 = ${pct(value)}.`] },
      ],
      mistakes: [{ value: round2((whole / part) * 100), why: 'this divides the wrong way round: the whole goes below' }],
      givens: [part, whole],
    }, [`${pct(value)} of ${num(whole)} = ${num((value * whole) / 100)}, the part.`], [[(value * whole) / 100, part]]);
  }
  return null;
}

function solveChangeByPercent(text: string): QuantAnswer | null {
  const match = new RegExp(String.raw`${AMOUNT}\s+(?:is\s+|was\s+|are\s+)?(increased|decreased|reduced|raised|lowered|diminished|enhanced)\s+by\s+${NUM}\s*%`).exec(text);
  if (!match) return null;
  const base = Number(match[1]);
  const up = /increased|raised|enhanced/.test(match[2]!);
  const percent = Number(match[3]);
  const value = base * (1 + ((up ? 1 : -1) * percent) / 100);
  const unit = /₹/.test(match[0]) ? 'rupees' : 'number';
  return withCheck({
    kind: 'change-by-percent',
    values: [round2(value)],
    unit,
    label: 'The new value',
    steps: [
      { title: 'Read the data', bullets: [`Start from ${formatValue(base, unit)}, ${up ? 'increase' : 'decrease'} by ${pct(percent)}.`] },
      { title: 'Multiply by the factor', bullets: [`${num(base)} × ${num(100 + (up ? percent : -percent))}/100 = ${formatValue(value, unit)}.`] },
    ],
    mistakes: [
      { value: round2((base * percent) / 100), why: `this is only the ${up ? 'increase' : 'decrease'}, not the new value` },
      { value: round2(base * (1 - ((up ? 1 : -1) * percent) / 100)), why: `this ${up ? 'decreases' : 'increases'} instead` },
    ],
    givens: [base, percent],
  }, [`${num(value)} ÷ ${num(1 + ((up ? 1 : -1) * percent) / 100)} = ${num(value / (1 + ((up ? 1 : -1) * percent) / 100))}, the starting value.`], [[value / (1 + ((up ? 1 : -1) * percent) / 100), base]]);
}

function solvePercentOf(text: string): QuantAnswer | null {
  const chain = new RegExp(String.raw`${NUM}\s*%\s+of\s+(?:${NUM}\s*%\s+of\s+)?(?:the\s+(?:number|amount|sum)\s+)?${AMOUNT}`).exec(text);
  if (!chain) return null;
  const first = Number(chain[1]);
  const second = chain[2] === undefined ? null : Number(chain[2]);
  const base = Number(chain[3]);
  const unit = /₹/.test(chain[0]) ? 'rupees' : 'number';
  const value = (base * first * (second ?? 100)) / 10000;
  const bullets =
    second === null
      ? [`${pct(first)} of ${num(base)} = ${num(first)}/100 × ${num(base)} = ${formatValue(value, unit)}.`]
      : [`${pct(second)} of ${num(base)} = ${num((base * second) / 100)}.`, `${pct(first)} of ${num((base * second) / 100)} = ${formatValue(value, unit)}.`];
  return withCheck({
    kind: 'percent-of',
    values: [round2(value)],
    unit,
    label: second === null ? `${pct(first)} of ${num(base)}` : `${pct(first)} of ${pct(second)} of ${num(base)}`,
    steps: [{ title: 'Multiply by the fraction', bullets }],
    mistakes: second === null ? [] : [{ value: round2((base * (first + second)) / 100), why: 'this adds the percentages instead of applying them in turn' }],
    givens: [first, base, ...(second === null ? [] : [second])],
  }, [`${num(value)} × 100/${num(first)}${second === null ? '' : ` × 100/${num(second)}`} = ${num((value * 10000) / (first * (second ?? 100)))}, the number we started from.`], [[(value * 10000) / (first * (second ?? 100)), base]]);
}

/** True when the clause names a person of the question ('b' in "what is b's share"). */
function mentions(clause: string, name: string): boolean {
  return new RegExp(String.raw`(?<![\p{L}\d])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}\d])`, 'u').test(clause);
}

// --- Ratio --------------------------------------------------------------------------------------

function solveRatio(text: string): QuantAnswer | null {
  if (!/ratio|proportion/.test(text)) return null;
  const ratioMatch = /(\d+(?:\.\d+)?(?:\s*[:;]\s*\d+(?:\.\d+)?)+)/.exec(text);
  if (!ratioMatch) return null;
  const parts = ratioMatch[1]!.split(/\s*[:;]\s*/).map(Number);
  if (parts.length < 2 || parts.some((part) => part <= 0)) return null;
  const before = text.slice(0, ratioMatch.index);
  const totalMatch =
    new RegExp(String.raw`${AMOUNT}\s+(?:is|was|are|were|has been|have been)?\s*(?:to be\s+)?(?:divided|distributed|shared|split|apportioned)`).exec(text) ??
    new RegExp(String.raw`(?:divide|distribute|share|split)[a-z]*\s+${AMOUNT}`).exec(text) ??
    new RegExp(String.raw`(?:total|sum|amount|profit)\s+of\s+${AMOUNT}`).exec(text);
  const total = totalMatch ? Number(totalMatch[1]) : null;
  if (total === null || parts.length > 6) return null;
  const unit = /₹/.test(totalMatch![0]) ? 'rupees' : 'number';

  const namesMatch = /(?:among|between|amongst)\s+(.+?)\s+(?:in\s+the\s+ratio|in\s+ratio|in\s+the\s+proportion|such that|so that|respectively|\.|,?\s*$)/.exec(before + ' in the ratio');
  const names = namesMatch
    ? namesMatch[1]!
        .split(/\s*,\s*|\s+and\s+/)
        .map((name) => name.replace(/^and\s+/, '').trim())
        .filter(Boolean)
    : [];
  // The text was lower-cased for parsing: show 'b' as 'B' and 'ram' as 'Ram'.
  const shown = (name: string) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  const sum = parts.reduce((acc, part) => acc + part, 0);
  const givens = [total, ...parts];
  const shares = parts.map((part) => (total * part) / sum);
  const label = (index: number) => (names.length === parts.length ? shown(names[index]!) : `part ${index + 1}`);
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`Total = ${formatValue(total, unit)}, ratio ${parts.map(num).join(' : ')}${names.length === parts.length ? ` for ${names.map(shown).join(', ')}` : ''}.`] },
    { title: 'Add the parts', bullets: [`${parts.map(num).join(' + ')} = ${num(sum)} parts, so one part = ${num(total)} ÷ ${num(sum)} = ${num(total / sum)}.`] },
    { title: 'Each share', bullets: shares.map((share, index) => `${label(index)}: ${num(parts[index]!)} × ${num(total / sum)} = ${formatValue(share, unit)}.`) },
  ];
  const shareTotal = shares.reduce((acc, share) => acc + share, 0);
  const ratioCheck = checkStep(
    [`The shares add up: ${shares.map((share) => formatValue(share, unit)).join(' + ')} = ${formatValue(shareTotal, unit)}; and each share ÷ its part of the ratio is ${num(shares[0]! / parts[0]!)}.`],
    [[shareTotal, total], ...shares.map((share, index) => [share / parts[index]!, shares[0]! / parts[0]!] as const)],
  );
  if (!ratioCheck) return null;

  const asked = askedClause(text);
  const namedInAsked = names.length === parts.length ? names.flatMap((name, position) => (mentions(asked, name) ? [position] : [])) : [];
  let index = namedInAsked.length === 1 ? namedInAsked[0]! : -1;
  if (index < 0 && /largest|greatest|biggest|highest|maximum/.test(asked)) index = parts.indexOf(Math.max(...parts));
  if (index < 0 && /smallest|least|lowest|minimum/.test(asked)) index = parts.indexOf(Math.min(...parts));
  if (index < 0 && /difference/.test(asked)) {
    const named = namedInAsked;
    if (named.length === 2) {
      const difference = Math.abs(shares[named[0]!]! - shares[named[1]!]!);
      steps.push({ title: 'Difference', bullets: [`${formatValue(shares[named[0]!]!, unit)} − ${formatValue(shares[named[1]!]!, unit)} = ${formatValue(difference, unit)}.`] });
      return { kind: 'ratio-division', values: [round2(difference)], unit, label: `The difference between the shares of ${label(named[0]!)} and ${label(named[1]!)}`, steps: [...steps, ratioCheck], mistakes: [], givens };
    }
  }
  if (index >= 0) {
    return {
      kind: 'ratio-division',
      values: [round2(shares[index]!)],
      unit,
      label: `The share of ${label(index)}`,
      steps: [...steps, ratioCheck],
      mistakes: shares.flatMap((share, position) => (position === index ? [] : [{ value: round2(share), why: `this is the share of ${label(position)}` }])),
      givens,
    };
  }
  return { kind: 'ratio-division', values: shares.map(round2), unit, label: 'The shares', steps: [...steps, ratioCheck], mistakes: [], givens };
}

/** Most specific first: a calendar or table question also holds numbers a percentage parser would read. */
const SOLVERS: readonly ((text: string) => QuantAnswer | null)[] = [
  solveCalendar,
  solveClock,
  solveTable,
  solveHcfLcm,
  solveRemainder,
  solveConsecutive,
  solveMensuration,
  solveGrowth,
  solveInterestUnknown,
  solveInterest,
  solveOverheadProfit,
  solvePartnership,
  solveMarkedPrice,
  solveProfitLoss,
  solveMixture,
  solveAges,
  solveAverage,
  solveWork,
  solveBoats,
  solveMotion,
  solveIncomeSavings,
  solveReversePercent,
  solveSuccessiveChange,
  solveRatioCombine,
  solveRatioShare,
  solveRatio,
  solvePercentChange,
  solveWhatPercent,
  solveChangeByPercent,
  solvePercentOf,
];

/** Every number written in the question, less a leading question number ('Q12.', '7)'). */
function numbersOf(text: string): number[] {
  const body = text.replace(/^\s*(?:q(?:uestion)?\.?\s*)?\d{1,3}\s*[.):]\s+/, '');
  return [...body.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/**
 * The first preset kind whose parser finds every value it needs and uses every number of the
 * question, solved; null when none does (a number left over means a step the parser does not know).
 */
export function solveQuant(text: string): QuantAnswer | null {
  const written = numbersOf(text);
  for (const solve of SOLVERS) {
    const answer = solve(text);
    if (!answer || !answer.values.every((value) => Number.isFinite(value))) continue;
    // An answer is shown only with the check that puts it back into the question.
    if (!answer.steps.some((step) => step.title.startsWith('Check'))) continue;
    // Each given covers one written number: '10% ... 10%' with one 10 used leaves a step unread.
    const unused = [...answer.givens];
    const covered = written.every((value) => {
      const index = unused.findIndex((given) => Math.abs(given - value) < 1e-9);
      if (index < 0) return false;
      unused.splice(index, 1);
      return true;
    });
    if (covered) return answer;
  }
  return null;
}
