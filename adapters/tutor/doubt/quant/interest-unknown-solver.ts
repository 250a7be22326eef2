import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import type { QuantAnswer } from './quant-answer';
import { AMOUNT, NUM, askedClause, checkStep, num, pct, percentNear, percents, round2, rs } from './quant-text';

/**
 * Interest questions that give the result and ask for the principal, the rate or the time:
 * 'at what rate will ₹8000 amount to ₹9680 in 2 years at compound interest?'.
 */

type Unknown = 'principal' | 'rate' | 'time';

function unknownAsked(asked: string): Unknown | null {
  if (/\brate\b|what per ?cent|\bat what %/.test(asked)) return 'rate';
  if (/how many years|in what time|how long|\btime\b|\bperiod\b|number of years|in how much time|after how many/.test(asked)) return 'time';
  if (/\bsum\b|principal|how much (?:money )?(?:should|must|was|is|did|has|had)|what amount (?:should|must|was)|invested|deposited|lent|borrowed|capital/.test(asked)) return 'principal';
  return null;
}

function periodsPerYear(text: string): number {
  return /half[- ]?year|semi[- ]?annual|six[- ]month|6[- ]month|twice a year/.test(text) ? 2 : /quarter/.test(text) ? 4 : 1;
}

function yearsIn(text: string): number | null {
  const years = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/.exec(text);
  if (years) return Number(years[1]);
  const months = /(\d+)\s*months?\b/.exec(text);
  return months ? Number(months[1]) / 12 : null;
}

export function solveInterestUnknown(text: string): QuantAnswer | null {
  const compound = /compound|\bc\.?\s?i\b|compounded|compounding/.test(text);
  const simple = /simple|\bs\.?\s?i\b/.test(text);
  if (!compound && !simple) return null;
  const asked = askedClause(text);
  const unknown = unknownAsked(asked);
  if (!unknown) return null;
  const perYear = compound ? periodsPerYear(text) : 1;
  const noPeriodWords = text.replace(/(?:every|each)\s+(?:6|3)\s+months|(?:6|3|six|three)[- ]monthly/g, ' ');

  // The principal and the amount it grows to, or the interest it earns.
  const grows = new RegExp(String.raw`${AMOUNT}[^₹\d]{0,40}?(?:amounts?|amounted|becomes?|became|grows?|grew|will be|turns? into|doubles?|triples?)\s*(?:to|into)?\s*${AMOUNT}`).exec(noPeriodWords);
  const interestGiven =
    new RegExp(String.raw`(?:interest|\bs\.?\s?i\.?|\bc\.?\s?i\.?)\s*(?:of|is|was|=|:|earned is|comes to|amounts to|received is)?\s*${AMOUNT}`).exec(noPeriodWords) ??
    new RegExp(String.raw`${AMOUNT}\s*(?:as|in)\s*(?:simple |compound )?interest`).exec(noPeriodWords);
  const amountTo = new RegExp(String.raw`(?:amounts?|amounted|becomes?|became|grows?|grew|will be)\s*(?:to)?\s*${AMOUNT}`).exec(noPeriodWords);
  const principalNamed = new RegExp(String.raw`(?:sum of|principal of|principal|deposit of|invested|invests|borrowed|lent|lends|loan of)\s*${AMOUNT}`).exec(noPeriodWords);
  const ratePercent = percentNear(noPeriodWords, String.raw`rate|at|interest|per annum|p\.?\s?a`) ?? percents(noPeriodWords)[0] ?? null;
  const years = yearsIn(noPeriodWords);
  const yearsWritten = (() => {
    const match = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?|months?)\b/.exec(noPeriodWords);
    return match ? Number(match[1]) : null;
  })();

  let principal: number | null = grows ? Number(grows[1]) : principalNamed ? Number(principalNamed[1]) : null;
  let amount: number | null = grows ? Number(grows[2]) : amountTo ? Number(amountTo[1]) : null;
  const interest = interestGiven && !grows ? Number(interestGiven[1]) : null;
  const multiple = /doubles?|double itself/.test(text) ? 2 : /triples?|thrice|three times/.test(text) ? 3 : null;
  if (multiple && principal === null && amount === null) {
    principal = 100;
    amount = 100 * multiple;
  }
  if (principal !== null && interest !== null && amount === null) amount = principal + interest;

  const steps: SolutionStep[] = [];
  const givens: number[] = [];
  const push = (...values: (number | null)[]) => values.forEach((value) => value !== null && givens.push(value));

  if (unknown === 'principal') {
    if (ratePercent === null || years === null) return null;
    const growth = compound ? (1 + ratePercent / perYear / 100) ** (years * perYear) : 1 + (ratePercent * years) / 100;
    let p: number;
    if (interest !== null && principal === null) {
      p = interest / (growth - 1);
      steps.push({ title: 'Read the data', bullets: [`Interest = ${rs(interest)}, rate ${pct(ratePercent)} a year, time ${num(years)} years${compound ? `, compound interest${perYear > 1 ? ` (${perYear} times a year)` : ''}` : ', simple interest'}.`] });
      steps.push(
        compound
          ? { title: 'Principal', bullets: [`CI = P[(1 + r/100)^n − 1], so P = ${num(interest)} ÷ (${num(growth)} − 1) = ${rs(p)}.`] }
          : { title: 'Principal', bullets: [`SI = P × R × T / 100, so P = 100 × SI ÷ (R × T) = 100 × ${num(interest)} ÷ (${num(ratePercent)} × ${num(years)}) = ${rs(p)}.`] },
      );
      push(interest);
    } else if (amount !== null && principal === null) {
      p = amount / growth;
      steps.push({ title: 'Read the data', bullets: [`Amount = ${rs(amount)}, rate ${pct(ratePercent)} a year, time ${num(years)} years, ${compound ? 'compound' : 'simple'} interest.`] });
      steps.push(
        compound
          ? { title: 'Principal', bullets: [`A = P(1 + r/100)^n, so P = ${num(amount)} ÷ ${num(growth)} = ${rs(p)}.`] }
          : { title: 'Principal', bullets: [`A = P(1 + RT/100) = P × ${num(growth)}, so P = ${num(amount)} ÷ ${num(growth)} = ${rs(p)}.`] },
      );
      push(amount);
    } else {
      return null;
    }
    push(ratePercent, yearsWritten);
    const back = compound ? p * growth - p : (p * ratePercent * years) / 100;
    const check = checkStep(
      [compound ? `${rs(p)} × ${num(growth)} = ${rs(p * growth)}, interest ${rs(back)}.` : `SI = ${num(p)} × ${num(ratePercent)} × ${num(years)} / 100 = ${rs(back)}, amount ${rs(p + back)}.`],
      [interest !== null ? [back, interest] : [p + back, amount!]],
    );
    if (!check) return null;
    return { kind: compound ? 'compound-interest' : 'simple-interest', values: [round2(p)], unit: 'rupees', label: 'The principal', steps: [...steps, check], mistakes: [], givens: [...givens, ...(perYear === 2 ? [6] : perYear === 4 ? [3] : [])] };
  }

  if (principal === null || amount === null || amount <= principal) return null;
  const grown = amount - principal;
  steps.push({ title: 'Read the data', bullets: [`Principal P = ${rs(principal)}, amount A = ${rs(amount)}, so the interest is ${rs(grown)}${multiple ? ` (the sum becomes ${multiple} times itself; take P = ₹100)` : ''}.`] });
  if (!multiple) push(principal, amount);
  if (interest !== null) givens.push(interest);

  if (unknown === 'rate') {
    if (years === null) return null;
    push(yearsWritten);
    let rate: number;
    if (compound) {
      const periods = years * perYear;
      rate = ((amount / principal) ** (1 / periods) - 1) * 100 * perYear;
      steps.push({ title: 'Rate', bullets: [`(1 + r/100)^${num(periods)} = ${num(amount)} ÷ ${num(principal)} = ${num(amount / principal)}, so r = ${pct(rate / perYear)} per period${perYear > 1 ? `, ${pct(rate)} a year` : ''}.`] });
    } else {
      rate = (100 * grown) / (principal * years);
      steps.push({ title: 'Rate', bullets: [`R = 100 × SI ÷ (P × T) = 100 × ${num(grown)} ÷ (${num(principal)} × ${num(years)}) = ${pct(rate)}.`] });
    }
    const back = compound ? principal * (1 + rate / perYear / 100) ** (years * perYear) : principal + (principal * rate * years) / 100;
    const check = checkStep([`At ${pct(rate)}: ${rs(principal)} grows to ${rs(back)} in ${num(years)} years.`], [[back, amount]]);
    if (!check) return null;
    return {
      kind: compound ? 'compound-interest' : 'simple-interest',
      values: [round2(rate)],
      unit: 'percent',
      label: 'The rate of interest',
      steps: [...steps, check],
      mistakes: compound ? [{ value: round2((100 * grown) / (principal * years)), why: 'this is the simple-interest rate' }] : [],
      givens: [...givens, ...(perYear === 2 ? [6] : perYear === 4 ? [3] : [])],
    };
  }

  const rate = ratePercent ?? (() => {
    const match = new RegExp(String.raw`${NUM}\s*%`).exec(text);
    return match ? Number(match[1]) : null;
  })();
  if (rate === null || rate <= 0) return null;
  push(rate);
  let time: number;
  if (compound) {
    const periods = Math.log(amount / principal) / Math.log(1 + rate / perYear / 100);
    if (Math.abs(periods - Math.round(periods)) > 1e-6) return null;
    time = Math.round(periods) / perYear;
    steps.push({ title: 'Time', bullets: [`(1 + ${num(rate / perYear)}/100)^n = ${num(amount / principal)}; multiplying ${num(1 + rate / perYear / 100)} by itself ${Math.round(periods)} times gives it, so n = ${Math.round(periods)} periods = ${num(time)} years.`] });
  } else {
    time = (100 * grown) / (principal * rate);
    steps.push({ title: 'Time', bullets: [`T = 100 × SI ÷ (P × R) = 100 × ${num(grown)} ÷ (${num(principal)} × ${num(rate)}) = ${num(time)} years.`] });
  }
  const back = compound ? principal * (1 + rate / perYear / 100) ** (time * perYear) : principal + (principal * rate * time) / 100;
  const check = checkStep([`In ${num(time)} years at ${pct(rate)}: ${rs(principal)} grows to ${rs(back)}.`], [[back, amount]]);
  if (!check) return null;
  return { kind: compound ? 'compound-interest' : 'simple-interest', values: [round2(time)], unit: 'years', label: 'The time', steps: [...steps, check], mistakes: [], givens: [...givens, ...(perYear === 2 ? [6] : perYear === 4 ? [3] : [])] };
}
