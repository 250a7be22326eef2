import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { type Figure, fine, inYears, writtenOf } from './figure-reader';
import { type InterestFacts, type Rate, hasStrayFigures, namesCompound, namesSimple, only, plainInterest, readInterest } from './interest-text';
import type { QuantAnswer } from './quant-answer';
import { pct, round2, rs, withCheck } from './quant-text';

/**
 * Simple and compound interest (yearly, half-yearly, quarterly, or a rate for each year) and
 * their difference, when the principal is given: the interest, the amount or CI − SI. Questions
 * that give the result and ask for the principal, the rate or the time are in
 * interest-unknown-solver.
 */

export const yearsText = (years: number) => `${fine(years)} year${years === 1 ? '' : 's'}`;

/** '146 days', read as a fraction of a year for the working: '146 days = 146/365 year = 0.4 years'. */
export function timeText(figure: Figure): string {
  if (figure.unit === 'months') return `${fine(figure.value)} months = ${fine(figure.value)}/12 year${figure.value === 12 ? '' : ` = ${yearsText(inYears(figure))}`}`;
  if (figure.unit === 'days') return `${fine(figure.value)} days = ${fine(figure.value)}/365 year = ${yearsText(inYears(figure))}`;
  return yearsText(figure.value);
}

/** One rate for every year, or a rate for each year in order ('5% for the first year and 20% for the second'). */
export function ratesByYear(rates: readonly Rate[]): number[] | null {
  if (rates.length === 1 && rates[0]!.year === null) return [rates[0]!.figure.value];
  if (rates.length < 2 || !rates.every((rate, index) => rate.year === index + 1)) return null;
  return rates.map((rate) => rate.figure.value);
}

/**
 * The factor a sum grows by at compound interest: whole periods at the period's rate; a part of
 * a year left over at yearly compounding earns simple interest for that part (the textbook rule
 * for '2½ years compounded annually'). Null when the periods do not come out whole otherwise.
 */
export function compoundFactor(rate: number, years: number, perYear: number): number | null {
  const periods = years * perYear;
  const whole = Math.floor(periods + 1e-9);
  const part = periods - whole;
  if (periods > 60) return null;
  if (part > 1e-9 && perYear !== 1) return null;
  return (1 + rate / perYear / 100) ** whole * (1 + (rate * part) / 100);
}

const FREQUENCY: Readonly<Record<number, string>> = { 1: 'annually', 2: 'half-yearly', 4: 'quarterly' };

/** Period by period, adding each period's interest to the balance: the passbook the check shows. */
export function passbook(principal: number, rates: readonly number[], years: number, perYear: number): { balance: number; trail: string[] } {
  let balance = principal;
  const trail: string[] = [];
  const periods = years * perYear;
  const whole = Math.floor(periods + 1e-9);
  for (let period = 0; period < whole; period += 1) {
    const rate = (rates.length > 1 ? rates[period]! : rates[0]!) / perYear;
    balance += (balance * rate) / 100;
    trail.push(rs(balance));
  }
  if (periods - whole > 1e-9) {
    balance += (balance * rates[0]! * (periods - whole)) / 100;
    trail.push(rs(balance));
  }
  return { balance, trail };
}

/** The facts of a question that gives the principal, one time and its rates, with what it uses. */
interface Forward {
  readonly facts: InterestFacts;
  readonly principal: number;
  readonly time: Figure;
  readonly years: number;
  readonly rates: number[];
}

function forwardOf(text: string): Forward | null {
  if (!namesSimple(text) && !namesCompound(text) && !plainInterest(text)) return null;
  // 'the same sum at the same rate': a second question on the answer of a first.
  if (/same (?:sum|principal|rate|time|period)/.test(text)) return null;
  const facts = readInterest(text);
  if (!facts || !facts.ask || !['interest', 'amount', 'difference'].includes(facts.ask) || hasStrayFigures(facts)) return null;
  const principal = only(facts.money, 'principal');
  if (!principal || facts.money.length !== 1 || facts.times.length !== 1 || facts.multiples.length > 0) return null;
  const rates = ratesByYear(facts.rates);
  const time = facts.times[0]!;
  const years = inYears(time);
  if (!rates || principal.figure.value <= 0 || years <= 0 || rates.some((rate) => rate <= 0)) return null;
  // A rate for each year: as many rates as years, compounded yearly.
  if (rates.length > 1 && (!facts.compound || facts.simple || facts.perYear !== 1 || years !== rates.length)) return null;
  return { facts, principal: principal.figure.value, time, years, rates };
}

export function solveInterest(text: string): QuantAnswer | null {
  const forward = forwardOf(text);
  if (!forward) return null;
  const { facts } = forward;
  const givens = [...writtenOf(facts.figures), ...facts.periodWords];
  if (facts.ask === 'difference') return facts.compound && facts.simple ? differenceOf(forward, givens) : null;
  if (facts.compound && facts.simple) return null;
  return facts.compound ? compoundOf(forward, givens) : simpleOf(forward, givens);
}

function simpleOf({ facts, principal, time, years, rates }: Forward, givens: number[]): QuantAnswer | null {
  const rate = rates[0]!;
  if (rates.length > 1) return null;
  const wantsAmount = facts.ask === 'amount';
  const si = (principal * rate * years) / 100;
  const amount = principal + si;
  return withCheck({
    kind: 'simple-interest',
    values: [round2(wantsAmount ? amount : si)],
    unit: 'rupees',
    label: wantsAmount ? 'The amount' : 'The simple interest',
    steps: [
      { title: 'Read the data', bullets: [`Principal P = ${rs(principal)}, rate R = ${pct(rate)} a year, time T = ${timeText(time)}.`] },
      { title: 'Simple interest', bullets: [`SI = P × R × T / 100 = ${fine(principal)} × ${fine(rate)} × ${fine(years)} / 100 = ${rs(si)}.`] },
      ...(wantsAmount ? [{ title: 'Amount', bullets: [`A = P + SI = ${rs(principal)} + ${rs(si)} = ${rs(amount)}.`] }] : []),
    ],
    mistakes: [
      { value: round2(wantsAmount ? si : amount), why: wantsAmount ? 'this is only the interest, not the amount' : 'this is the amount (principal plus interest), not the interest' },
      { value: round2(principal * (1 + rate / 100) ** years - (wantsAmount ? 0 : principal)), why: 'this is compound, not simple, interest' },
      { value: round2((principal * rate) / 100 + (wantsAmount ? principal : 0)), why: 'this is the interest for one year only' },
      ...(time.unit !== 'years' ? [{ value: round2((principal * rate * time.value) / 100), why: `this takes the ${time.unit} as years` }] : []),
    ],
    givens,
  }, [`Rate back from the interest: 100 × ${fine(si)} ÷ (${fine(principal)} × ${fine(years)}) = ${pct((100 * si) / (principal * years))}${wantsAmount ? `; and ${rs(amount)} − ${rs(principal)} = ${rs(amount - principal)} is that interest` : ''}.`], [[(100 * si) / (principal * years), rate], [amount - principal, si]]);
}

function compoundOf({ facts, principal, time, years, rates }: Forward, givens: number[]): QuantAnswer | null {
  const { perYear } = facts;
  const wantsAmount = facts.ask === 'amount';
  const factor = rates.length > 1 ? rates.reduce((product, rate) => product * (1 + rate / 100), 1) : compoundFactor(rates[0]!, years, perYear);
  if (factor === null) return null;
  const amount = principal * factor;
  const ci = amount - principal;
  const rate = rates[0]!;
  const periods = years * perYear;
  const steps: SolutionStep[] = [
    {
      title: 'Read the data',
      bullets: [`Principal P = ${rs(principal)}, ${rates.length > 1 ? `rates ${rates.map(pct).join(', ')} for years 1 to ${rates.length}` : `rate ${pct(rate)} a year`}, time ${timeText(time)}, compounded ${FREQUENCY[perYear]}.`],
    },
  ];
  if (perYear > 1) {
    steps.push({ title: 'Convert to periods', bullets: [`Rate per period = ${pct(rate)} ÷ ${perYear} = ${pct(rate / perYear)}.`, `Number of periods n = ${fine(years)} × ${perYear} = ${fine(periods)}.`] });
  }
  const whole = Math.floor(periods + 1e-9);
  const part = periods - whole;
  steps.push({
    title: 'Amount',
    bullets: [
      rates.length > 1
        ? `A = P × ${rates.map((each) => `(1 + ${fine(each)}/100)`).join(' × ')} = ${fine(principal)} × ${rates.map((each) => fine(1 + each / 100)).join(' × ')} = ${rs(amount)}.`
        : part > 1e-9
          ? `${fine(whole)} whole year${whole === 1 ? '' : 's'} at compound interest, then the last ${fine(part)} year at simple interest: A = ${fine(principal)} × (${fine(1 + rate / 100)})^${fine(whole)} × (1 + ${fine(rate)} × ${fine(part)}/100) = ${rs(amount)}.`
          : `A = P(1 + r/100)^n = ${fine(principal)} × (${fine(1 + rate / perYear / 100)})^${fine(periods)} = ${rs(amount)}.`,
    ],
  });
  if (!wantsAmount) steps.push({ title: 'Interest', bullets: [`CI = A − P = ${rs(amount)} − ${rs(principal)} = ${rs(ci)}.`] });
  const si = (principal * rates.reduce((sum, each) => sum + each, 0) * (rates.length > 1 ? 1 : years)) / 100;
  const mistakes = [
    wantsAmount ? { value: round2(principal + si), why: 'this is the amount at simple interest, which ignores interest earned on interest' } : { value: round2(si), why: 'this is simple interest, which ignores interest earned on interest' },
    { value: round2(wantsAmount ? ci : amount), why: wantsAmount ? 'this is only the interest, not the amount' : 'this is the amount (principal plus interest), not the interest' },
  ];
  if (perYear > 1 && Number.isInteger(years)) {
    const annual = principal * (1 + rate / 100) ** years;
    mistakes.push({ value: round2(wantsAmount ? annual : annual - principal), why: 'this compounds once a year instead of every period' });
  }
  if (rates.length > 1) mistakes.push({ value: round2(principal * (1 + rates[0]! / 100) ** rates.length - (wantsAmount ? 0 : principal)), why: 'this uses the first year’s rate for every year' });
  const { balance, trail } = passbook(principal, rates, years, perYear);
  return withCheck({
    kind: 'compound-interest',
    values: [round2(wantsAmount ? amount : ci)],
    unit: 'rupees',
    label: wantsAmount ? 'The amount' : 'The compound interest',
    steps,
    mistakes,
    givens,
  }, [`Period by period, adding each period's interest to the balance: ${rs(principal)} → ${trail.join(' → ')}${wantsAmount ? '' : `, so the interest is ${rs(balance - principal)}`}.`], [[wantsAmount ? balance : balance - principal, wantsAmount ? amount : ci]]);
}

function differenceOf({ principal, time, years, rates, facts }: Forward, givens: number[]): QuantAnswer | null {
  if (rates.length > 1 || facts.perYear !== 1 || !Number.isInteger(years) || time.unit !== 'years') return null;
  const rate = rates[0]!;
  const si = (principal * rate * years) / 100;
  const ci = principal * (1 + rate / 100) ** years - principal;
  const { balance } = passbook(principal, rates, years, 1);
  return withCheck({
    kind: 'ci-si-difference',
    values: [round2(ci - si)],
    unit: 'rupees',
    label: 'The difference between the compound and the simple interest',
    steps: [
      { title: 'Read the data', bullets: [`Principal P = ${rs(principal)}, rate R = ${pct(rate)} a year, time T = ${yearsText(years)}.`] },
      { title: 'Simple interest', bullets: [`SI = P × R × T / 100 = ${fine(principal)} × ${fine(rate)} × ${fine(years)} / 100 = ${rs(si)}.`] },
      { title: 'Compound interest', bullets: [`A = P(1 + R/100)^T = ${fine(principal)} × (${fine(1 + rate / 100)})^${fine(years)} = ${rs(principal + ci)}.`, `CI = A − P = ${rs(ci)}.`] },
      { title: 'Difference', bullets: [`CI − SI = ${rs(ci)} − ${rs(si)} = ${rs(ci - si)}.`, ...(years === 2 ? [`Shortcut for 2 years: P × (R/100)² = ${fine(principal)} × (${fine(rate / 100)})² = ${rs((principal * rate * rate) / 10000)}.`] : [])] },
    ],
    mistakes: [
      { value: round2(si), why: 'this is the simple interest alone' },
      { value: round2(ci), why: 'this is the compound interest alone' },
      { value: round2((principal * rate) / 100), why: 'this is one year’s interest, not the difference' },
    ],
    givens,
  }, [`Year by year, adding ${pct(rate)} of the balance each year: ${rs(principal)} becomes ${rs(balance)}, so CI = ${rs(balance - principal)}; SI is ${fine(rate)}% of ${rs(principal)} each year, ${rs((principal * rate) / 100)} × ${fine(years)} = ${rs(si)}.`], [[balance - principal - si, ci - si]]);
}
