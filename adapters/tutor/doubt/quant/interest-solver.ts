import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { amountAfter, amounts, askedClause, num, pct, percentNear, percents, round2, rs, withCheck } from './quant-text';

/** Simple and compound interest (yearly, half-yearly, quarterly) and their difference: the interest or the amount. */
const yearsText = (years: number) => `${num(years)} year${years === 1 ? '' : 's'}`;

// Interest ---------------------------------------------------------------------------------

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

export function solveInterest(text: string): QuantAnswer | null {
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
