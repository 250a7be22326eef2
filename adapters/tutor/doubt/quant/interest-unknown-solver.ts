import type { SolutionStep } from '../../../../core/doubt/doubt.model';
import { type Figure, fine, inYears, writtenOf } from './figure-reader';
import { compoundFactor, ratesByYear, timeText, yearsText } from './interest-solver';
import { type InterestFacts, type Money, hasStrayFigures, namesCompound, namesSimple, only, plainInterest, readInterest } from './interest-text';
import type { QuantAnswer, QuantUnit } from './quant-answer';
import { pct, round2, rs, withCheck } from './quant-text';
import { solveInterestParts } from './interest-parts';

/**
 * Interest questions that give the result and ask for the principal, the rate or the time:
 * 'at what rate will ₹8000 amount to ₹9680 in 2 years at compound interest?', 'the difference
 * between CI and SI for 2 years at 5% is ₹25; find the sum', 'a sum doubles itself in 8 years at
 * compound interest; in how many years will it become four times itself?'.
 */

type Kind = 'simple' | 'compound';

/** The factor a sum grows by in the time: 1 + RT/100 at simple interest, (1 + r/100)^n at compound. */
function factorOf(kind: Kind, facts: InterestFacts, rates: readonly number[], years: number): number | null {
  if (kind === 'simple') return rates.length === 1 ? 1 + (rates[0]! * years) / 100 : null;
  if (rates.length > 1) return rates.length === years && facts.perYear === 1 ? rates.reduce((product, rate) => product * (1 + rate / 100), 1) : null;
  return compoundFactor(rates[0]!, years, facts.perYear);
}

const KIND_OF: Readonly<Record<Kind, 'simple-interest' | 'compound-interest'>> = { simple: 'simple-interest', compound: 'compound-interest' };

interface Found {
  readonly value: number;
  readonly unit: QuantUnit;
  readonly label: string;
  readonly steps: SolutionStep[];
  readonly check: readonly string[];
  readonly pairs: readonly (readonly [number, number])[];
  readonly mistakes?: readonly { readonly value: number; readonly why: string }[];
  readonly kind?: QuantAnswer['kind'];
}

export function solveInterestUnknown(text: string): QuantAnswer | null {
  // A sum in two parts at two rates, or a loan whose rate changes over its years: the sum from the interest.
  return readInterestUnknown(text) ?? solveInterestParts(text);
}

function readInterestUnknown(text: string): QuantAnswer | null {
  const compound = namesCompound(text);
  const simple = namesSimple(text) || plainInterest(text);
  if (!simple && !compound) return null;
  const facts = readInterest(text);
  if (!facts || hasStrayFigures(facts) || (facts.ask !== 'principal' && facts.ask !== 'rate' && facts.ask !== 'time')) return null;
  // 'the SI on a sum is ₹50; find the CI on the same sum': a second question on the first's answer.
  // Both interests given 'at the same rate', with the rate or the sum asked, is one question.
  const bothGiven = ['simple', 'compound'].every((kind) => facts.money.some((entry) => entry.role === 'interest' && entry.kind === kind));
  if (simple && compound && /same (?:sum|principal|rate|time|period)/.test(text) && !(bothGiven && /same rate/.test(text) && !/same (?:sum|principal|time|period)/.test(text))) return null;
  const difference = only(facts.money, 'difference');
  let found: Found | null;
  if (simple && compound) {
    found = difference && facts.ask === 'principal' ? principalFromDifference(facts, difference) : fromBothInterests(facts);
  } else {
    const kind: Kind = compound ? 'compound' : 'simple';
    found = facts.ask === 'principal' ? principalOf(kind, facts) : facts.ask === 'rate' ? rateOf(kind, facts) : timeOf(kind, facts);
  }
  if (!found) return null;
  return withCheck({
    kind: found.kind ?? KIND_OF[compound && !simple ? 'compound' : 'simple'],
    values: [round2(found.value)],
    unit: found.unit,
    label: found.label,
    steps: found.steps,
    mistakes: found.mistakes ?? [],
    givens: [...writtenOf(facts.figures), ...facts.periodWords],
  }, found.check, found.pairs);
}

/** The one time of the question, in years, or null. */
function onlyTime(facts: InterestFacts): Figure | null {
  return facts.times.length === 1 ? facts.times[0]! : null;
}

function principalFromDifference(facts: InterestFacts, difference: Money): Found | null {
  const time = onlyTime(facts);
  const rates = ratesByYear(facts.rates);
  if (!time || time.unit !== 'years' || !Number.isInteger(time.value) || time.value < 2 || !rates || rates.length > 1 || facts.perYear !== 1 || facts.money.length !== 1) return null;
  const [rate] = rates as [number];
  const years = time.value;
  const r = rate / 100;
  const perRupee = (1 + r) ** years - 1 - years * r;
  const principal = difference.figure.value / perRupee;
  const ci = principal * (1 + r) ** years - principal;
  const si = principal * r * years;
  return {
    kind: 'ci-si-difference',
    value: principal,
    unit: 'rupees',
    label: 'The principal',
    steps: [
      { title: 'Read the data', bullets: [`CI − SI = ${rs(difference.figure.value)} for ${yearsText(years)} at ${pct(rate)} a year.`] },
      {
        title: 'Difference on ₹1',
        bullets: [
          `On ₹1: CI = (${fine(1 + r)})^${years} − 1 = ${fine((1 + r) ** years - 1)}, SI = ${fine(r)} × ${years} = ${fine(years * r)}; their difference is ${fine(perRupee)}.`,
          ...(years === 2 ? [`For 2 years this is (R/100)² = (${fine(r)})² = ${fine(r * r)}.`] : []),
        ],
      },
      { title: 'Principal', bullets: [`P = ${fine(difference.figure.value)} ÷ ${fine(perRupee)} = ${rs(principal)}.`] },
    ],
    mistakes: [
      { value: round2((difference.figure.value * 100) / rate), why: 'this divides by R/100 once; for 2 years the difference is P × (R/100)²' },
      { value: round2(principal * 2), why: 'this doubles the principal' },
    ],
    check: [`On ${rs(principal)}: CI = ${rs(ci)}, SI = ${fine(principal)} × ${fine(rate)} × ${years} / 100 = ${rs(si)}; CI − SI = ${rs(ci - si)}.`],
    pairs: [[ci - si, difference.figure.value]],
  };
}

/**
 * 'The compound interest on a sum for 2 years is ₹41 and the simple interest is ₹40': the
 * second year's compound interest earns interest on the first year's, so CI − SI = SI/2 × r,
 * giving the rate, and SI = 2 × P × r gives the sum.
 */
function fromBothInterests(facts: InterestFacts): Found | null {
  const ci = facts.money.filter((entry) => entry.role === 'interest' && entry.kind === 'compound');
  const si = facts.money.filter((entry) => entry.role === 'interest' && entry.kind === 'simple');
  // 'The SI for 2 years is ₹13,000 and the CI on it for 2 years is ₹14,300': one time said twice.
  const time = onlyTime(facts) ?? (facts.times.length === 2 && facts.times[0]!.unit === facts.times[1]!.unit && facts.times[0]!.value === facts.times[1]!.value ? facts.times[0]! : null);
  if (ci.length !== 1 || si.length !== 1 || facts.money.length !== 2 || facts.rates.length > 0 || facts.perYear !== 1) return null;
  if (!time || time.unit !== 'years' || time.value !== 2 || (facts.ask !== 'rate' && facts.ask !== 'principal')) return null;
  const [compoundInterest, simpleInterest] = [ci[0]!.figure.value, si[0]!.figure.value];
  if (compoundInterest <= simpleInterest) return null;
  const yearly = simpleInterest / 2;
  const r = (compoundInterest - simpleInterest) / yearly;
  const principal = yearly / r;
  const backCi = principal * (1 + r) ** 2 - principal;
  const steps: SolutionStep[] = [
    { title: 'Read the data', bullets: [`For 2 years: CI = ${rs(compoundInterest)}, SI = ${rs(simpleInterest)}.`] },
    { title: 'Rate', bullets: [`SI for one year = ${rs(simpleInterest)} ÷ 2 = ${rs(yearly)}. CI is more by ${rs(compoundInterest - simpleInterest)}: the second year's interest on the first year's interest.`, `Rate = ${fine(compoundInterest - simpleInterest)} ÷ ${fine(yearly)} × 100 = ${pct(r * 100)}.`] },
  ];
  if (facts.ask === 'principal') steps.push({ title: 'Principal', bullets: [`P = one year's SI ÷ rate = ${fine(yearly)} × 100 ÷ ${fine(r * 100)} = ${rs(principal)}.`] });
  return {
    value: facts.ask === 'rate' ? r * 100 : principal,
    unit: facts.ask === 'rate' ? 'percent' : 'rupees',
    label: facts.ask === 'rate' ? 'The rate of interest' : 'The principal',
    steps,
    mistakes: facts.ask === 'rate' ? [{ value: round2(((compoundInterest - simpleInterest) / simpleInterest) * 100), why: 'this divides by the whole SI; the extra is interest on one year’s interest' }] : [],
    check: [`On ${rs(principal)} at ${pct(r * 100)} for 2 years: SI = ${rs(principal * r * 2)}, CI = ${rs(backCi)}.`],
    pairs: [[principal * r * 2, simpleInterest], [backCi, compoundInterest]],
  };
}

/**
 * 'Amounts to ₹12,760 in 2 years and to ₹13,640 in 3 years': at simple interest the interest of
 * the years between is the same every year; at compound interest the amount grows by the same
 * factor every year. Either way the sum and the rate follow.
 */
interface TwoAmounts {
  readonly first: Money;
  readonly second: Money;
  readonly span: number;
  /** Simple: the interest of one year; compound: the factor of one year. */
  readonly yearly: number;
  readonly principal: number;
  readonly rate: number;
}

function twoAmounts(kind: Kind, facts: InterestFacts): TwoAmounts | null {
  const amounts = facts.money.filter((entry) => entry.role === 'amount');
  if (amounts.length !== 2 || facts.money.length !== 2 || facts.times.length !== 2 || facts.rates.length > 0 || facts.perYear !== 1) return null;
  if (!amounts[0]!.after || !amounts[1]!.after || amounts[0]!.after === amounts[1]!.after) return null;
  const [first, second] = [...amounts].sort((a, b) => inYears(a.after!) - inYears(b.after!)) as [Money, Money];
  const span = inYears(second.after!) - inYears(first.after!);
  if (span <= 0 || second.figure.value <= first.figure.value) return null;
  const years = inYears(first.after!);
  if (kind === 'simple') {
    const yearly = (second.figure.value - first.figure.value) / span;
    const principal = first.figure.value - yearly * years;
    return principal > 0 ? { first, second, span, yearly, principal, rate: (100 * yearly) / principal } : null;
  }
  const yearly = (second.figure.value / first.figure.value) ** (1 / span);
  const principal = first.figure.value / yearly ** years;
  return { first, second, span, yearly, principal, rate: (yearly - 1) * 100 };
}

function twoAmountSteps(kind: Kind, found: TwoAmounts): SolutionStep[] {
  const { first, second, span, yearly, principal } = found;
  const years = inYears(first.after!);
  const read = { title: 'Read the data', bullets: [`Amount ${rs(first.figure.value)} after ${timeText(first.after!)}, ${rs(second.figure.value)} after ${timeText(second.after!)}, at ${kind} interest.`] };
  if (kind === 'simple') {
    return [
      read,
      { title: 'Interest for one year', bullets: [`In the ${yearsText(span)} between them the interest is ${rs(second.figure.value)} − ${rs(first.figure.value)} = ${rs(second.figure.value - first.figure.value)}, so one year's interest is ${rs(yearly)}.`] },
      { title: 'Principal', bullets: [`P = ${rs(first.figure.value)} − ${fine(years)} × ${rs(yearly)} = ${rs(principal)}.`] },
    ];
  }
  return [
    read,
    { title: 'Growth in one year', bullets: [`In the ${yearsText(span)} between them the amount is multiplied by ${fine(second.figure.value)} ÷ ${fine(first.figure.value)} = ${fine(second.figure.value / first.figure.value)}${span === 1 ? '' : `, so by ${fine(yearly)} a year`}: the rate is ${pct((yearly - 1) * 100)}.`] },
    { title: 'Principal', bullets: [`P = ${fine(first.figure.value)} ÷ (${fine(yearly)})^${fine(years)} = ${rs(principal)}.`] },
  ];
}

/** The two amounts put back: the principal grown for each time. */
function twoAmountCheck(kind: Kind, found: TwoAmounts): { check: string[]; pairs: [number, number][] } {
  const grown = (years: number) => (kind === 'simple' ? found.principal + found.yearly * years : found.principal * found.yearly ** years);
  const [t1, t2] = [inYears(found.first.after!), inYears(found.second.after!)];
  return {
    check: [`${rs(found.principal)} at ${pct(found.rate)} ${kind} interest: after ${fine(t1)} years ${rs(grown(t1))}, after ${fine(t2)} years ${rs(grown(t2))}.`],
    pairs: [[grown(t1), found.first.figure.value], [grown(t2), found.second.figure.value]],
  };
}

function principalOf(kind: Kind, facts: InterestFacts): Found | null {
  const two = twoAmounts(kind, facts);
  if (two) {
    return {
      value: two.principal,
      unit: 'rupees',
      label: 'The principal',
      steps: twoAmountSteps(kind, two),
      mistakes: [{ value: round2(two.second.figure.value - two.first.figure.value), why: 'this is the interest between the two times, not the sum' }],
      ...twoAmountCheck(kind, two),
    };
  }
  const time = onlyTime(facts);
  const rates = ratesByYear(facts.rates);
  if (!time || !rates || facts.money.length !== 1) return null;
  const given = facts.money[0]!;
  if (given.role !== 'interest' && given.role !== 'amount') return null;
  const years = inYears(time);
  const factor = factorOf(kind, facts, rates, years);
  if (factor === null || factor <= 1) return null;
  const principal = given.role === 'interest' ? given.figure.value / (factor - 1) : given.figure.value / factor;
  const rateText = rates.length > 1 ? rates.map(pct).join(', ') : `${pct(rates[0]!)} a year`;
  const growth = kind === 'simple' ? `1 + R × T/100 = 1 + ${fine(rates[0]!)} × ${fine(years)}/100 = ${fine(factor)}` : `${fine(factor)} (${rates.length > 1 ? rates.map((rate) => fine(1 + rate / 100)).join(' × ') : `(${fine(1 + rates[0]! / facts.perYear / 100)})^${fine(years * facts.perYear)}`})`;
  const back = principal * factor;
  return {
    value: principal,
    unit: 'rupees',
    label: 'The principal',
    steps: [
      { title: 'Read the data', bullets: [`${given.role === 'interest' ? 'Interest' : 'Amount'} = ${rs(given.figure.value)}, rate ${rateText}, time ${timeText(time)}, ${kind} interest${kind === 'compound' && facts.perYear > 1 ? ` compounded ${facts.perYear === 2 ? 'half-yearly' : 'quarterly'}` : ''}.`] },
      { title: 'Growth of ₹1', bullets: [`₹1 grows to ${growth} in this time${given.role === 'interest' ? `, so ₹1 earns ${fine(factor - 1)}` : ''}.`] },
      { title: 'Principal', bullets: [given.role === 'interest' ? `P = ${fine(given.figure.value)} ÷ ${fine(factor - 1)} = ${rs(principal)}.` : `P = ${fine(given.figure.value)} ÷ ${fine(factor)} = ${rs(principal)}.`] },
    ],
    mistakes: [
      ...(kind === 'compound' && rates.length === 1 ? [{ value: round2(given.role === 'interest' ? given.figure.value / ((rates[0]! * years) / 100) : given.figure.value / (1 + (rates[0]! * years) / 100)), why: 'this uses simple interest; the question says compound' }] : []),
      ...(given.role === 'amount' ? [{ value: round2(given.figure.value - (given.figure.value * (factor - 1))), why: 'this takes the interest on the amount; it is earned on the principal' }] : [{ value: round2(principal + given.figure.value), why: 'this is the amount, not the principal' }]),
    ],
    check: [`${rs(principal)} × ${fine(factor)} = ${rs(back)}${given.role === 'interest' ? `, so the interest is ${rs(back - principal)}` : ''}.`],
    pairs: [[given.role === 'interest' ? back - principal : back, given.figure.value]],
  };
}

/** The principal and what it grows to, from a 'grows to' or an 'earns' figure. */
function principalAndAmount(facts: InterestFacts): { principal: number; amount: number; earned: Money } | null {
  const principal = only(facts.money, 'principal');
  if (!principal || facts.money.length !== 2) return null;
  const earned = facts.money.find((entry) => entry !== principal)!;
  if (earned.role === 'amount') return { principal: principal.figure.value, amount: earned.figure.value, earned };
  if (earned.role === 'interest') return { principal: principal.figure.value, amount: principal.figure.value + earned.figure.value, earned };
  return null;
}

const MULTIPLE_NAME: Readonly<Record<number, string>> = { 2: 'double', 3: 'three times', 4: 'four times' };
const timesName = (times: number) => MULTIPLE_NAME[times] ?? `${times} times`;

/** The rate or the time asked, in two steps: the data as read (`lead`), then the one line of working. */
function readAndWork(asked: 'rate' | 'time', value: number, lead: string, working: string, rest: Pick<Found, 'mistakes' | 'check' | 'pairs'>): Found {
  return {
    value,
    unit: asked === 'rate' ? 'percent' : 'years',
    label: asked === 'rate' ? 'The rate of interest' : 'The time',
    steps: [
      { title: 'Read the data', bullets: [lead] },
      { title: asked === 'rate' ? 'Rate' : 'Time', bullets: [working] },
    ],
    ...rest,
  };
}

function rateOf(kind: Kind, facts: InterestFacts): Found | null {
  if (facts.rates.length > 0) return null;
  const two = twoAmounts(kind, facts);
  if (two) {
    return {
      value: two.rate,
      unit: 'percent',
      label: 'The rate of interest',
      steps: [...twoAmountSteps(kind, two), ...(kind === 'simple' ? [{ title: 'Rate', bullets: [`R = 100 × ${fine(two.yearly)} ÷ ${fine(two.principal)} = ${pct(two.rate)} a year.`] }] : [])],
      ...twoAmountCheck(kind, two),
    };
  }
  const time = onlyTime(facts);
  if (!time) return null;
  const years = inYears(time);
  const multiple = facts.multiples.length === 1 && facts.money.length === 0 ? facts.multiples[0]! : null;
  const pair = multiple ? (multiple.within === time ? { principal: 100, amount: 100 * multiple.times, earned: null } : null) : principalAndAmount(facts);
  if (!pair || pair.amount <= pair.principal || years <= 0) return null;
  const { principal, amount } = pair;
  const lead = multiple ? `The sum becomes ${timesName(multiple.times)} itself in ${timeText(time)}: take P = ₹100, so A = ${rs(amount)}.` : `Principal P = ${rs(principal)}, amount A = ${rs(amount)}${pair.earned?.role === 'interest' ? ` (P + interest ${rs(amount - principal)})` : ''}, time ${timeText(time)}.`;
  if (kind === 'simple') {
    const rate = (100 * (amount - principal)) / (principal * years);
    return readAndWork('rate', rate, lead, `SI = ${rs(amount - principal)}; R = 100 × SI ÷ (P × T) = 100 × ${fine(amount - principal)} ÷ (${fine(principal)} × ${fine(years)}) = ${pct(rate)}.`, {
      mistakes: multiple ? [{ value: round2((multiple.times * 100) / years), why: `this counts the whole ${timesName(multiple.times)} as interest; the interest is ${multiple.times - 1} times the sum` }] : [{ value: round2((100 * (amount - principal)) / principal), why: 'this is the interest for the whole time, not for one year' }],
      check: [`At ${pct(rate)} for ${fine(years)} years: SI = ${fine(principal)} × ${fine(rate)} × ${fine(years)} / 100 = ${rs((principal * rate * years) / 100)}, so ${rs(principal)} grows to ${rs(principal + (principal * rate * years) / 100)}.`],
      pairs: [[principal + (principal * rate * years) / 100, amount]],
    });
  }
  const periods = years * facts.perYear;
  if (!Number.isInteger(Math.round(periods * 1e6) / 1e6)) return null;
  const rate = ((amount / principal) ** (1 / periods) - 1) * 100 * facts.perYear;
  const back = principal * (1 + rate / facts.perYear / 100) ** periods;
  return readAndWork('rate', rate, lead, `(1 + r/100)^${fine(periods)} = ${fine(amount)} ÷ ${fine(principal)} = ${fine(amount / principal)}, so 1 + r/100 = ${fine(1 + rate / facts.perYear / 100)} and r = ${pct(rate / facts.perYear)} per period${facts.perYear > 1 ? `, ${pct(rate)} a year` : ''}.`, {
    mistakes: [{ value: round2((100 * (amount - principal)) / (principal * years)), why: 'this is the simple-interest rate' }],
    check: [`At ${pct(rate)}: ${rs(principal)} × (${fine(1 + rate / facts.perYear / 100)})^${fine(periods)} = ${rs(back)}.`],
    pairs: [[back, amount]],
  });
}

function timeOf(kind: Kind, facts: InterestFacts): Found | null {
  const rates = ratesByYear(facts.rates);
  // 'doubles itself in 8 years; in how many years four times itself?' needs no rate at compound interest.
  if (facts.multiples.length === 2 && facts.money.length === 0 && facts.times.length === 1 && facts.rates.length === 0) return timeFromMultiples(kind, facts);
  if (!rates || rates.length > 1 || facts.times.length > 0) return null;
  const [rate] = rates as [number];
  const multiple = facts.multiples.length === 1 && facts.money.length === 0 ? facts.multiples[0]! : null;
  const pair = multiple ? (multiple.within === null ? { principal: 100, amount: 100 * multiple.times } : null) : principalAndAmount(facts);
  if (!pair || pair.amount <= pair.principal || rate <= 0) return null;
  const { principal, amount } = pair;
  const lead = multiple ? `The sum becomes ${timesName(multiple.times)} itself: take P = ₹100, so A = ${rs(amount)}; rate ${pct(rate)} a year.` : `Principal P = ${rs(principal)}, amount A = ${rs(amount)}, rate ${pct(rate)} a year.`;
  if (kind === 'simple') {
    const time = (100 * (amount - principal)) / (principal * rate);
    return readAndWork('time', time, lead, `SI = ${rs(amount - principal)}; T = 100 × SI ÷ (P × R) = 100 × ${fine(amount - principal)} ÷ (${fine(principal)} × ${fine(rate)}) = ${yearsText(time)}.`, {
      mistakes: [{ value: round2((100 * amount) / (principal * rate)), why: 'this uses the amount as the interest' }],
      check: [`In ${yearsText(time)} at ${pct(rate)}: SI = ${fine(principal)} × ${fine(rate)} × ${fine(time)} / 100 = ${rs((principal * rate * time) / 100)}, so ${rs(principal)} grows to ${rs(principal + (principal * rate * time) / 100)}.`],
      pairs: [[principal + (principal * rate * time) / 100, amount]],
    });
  }
  const step = 1 + rate / facts.perYear / 100;
  const periods = Math.log(amount / principal) / Math.log(step);
  if (Math.abs(periods - Math.round(periods)) > 1e-6 || Math.round(periods) < 1) return null;
  const whole = Math.round(periods);
  const time = whole / facts.perYear;
  const back = principal * step ** whole;
  return readAndWork('time', time, lead, `(${fine(step)})^n = ${fine(amount)} ÷ ${fine(principal)} = ${fine(amount / principal)}; multiplying ${fine(step)} by itself ${whole} times gives it, so n = ${whole} period${whole === 1 ? '' : 's'} = ${yearsText(time)}.`, {
    mistakes: [{ value: round2((100 * (amount - principal)) / (principal * rate)), why: 'this is the time at simple interest' }],
    check: [`${rs(principal)} × (${fine(step)})^${whole} = ${rs(back)}.`],
    pairs: [[back, amount]],
  });
}

/**
 * Compound interest: a sum that becomes k times itself in T years becomes k^m times itself in
 * m × T years (the same factor each T years). Simple interest: the interest grows in a straight
 * line, so (k − 1) times the sum takes (k − 1) times as long as one times the sum.
 */
function timeFromMultiples(kind: Kind, facts: InterestFacts): Found | null {
  const known = facts.multiples.find((multiple) => multiple.within !== null);
  const asked = facts.multiples.find((multiple) => multiple.within === null);
  if (!known || !asked || known.within !== facts.times[0]) return null;
  const years = inYears(known.within);
  if (kind === 'simple') {
    const time = (years * (asked.times - 1)) / (known.times - 1);
    const rate = ((known.times - 1) * 100) / years;
    return {
      value: time,
      unit: 'years',
      label: 'The time',
      steps: [
        { title: 'Read the data', bullets: [`At simple interest the sum becomes ${timesName(known.times)} itself in ${timeText(known.within)}: the interest is ${known.times - 1} times the sum in that time.`] },
        { title: 'Time', bullets: [`To become ${timesName(asked.times)} itself it must earn ${asked.times - 1} times the sum: ${fine(years)} × ${asked.times - 1}/${known.times - 1} = ${yearsText(time)}.`] },
      ],
      mistakes: [{ value: round2(years * (asked.times / known.times)), why: 'this scales the whole amount; only the interest grows in step with the time' }],
      check: [`The rate is ${fine(known.times - 1)} × 100 ÷ ${fine(years)} = ${pct(rate)}; in ${yearsText(time)} ₹100 earns ${rs(rate * time)} and becomes ${rs(100 + rate * time)}, ${timesName(asked.times)} itself.`],
      pairs: [[100 + rate * time, 100 * asked.times]],
    };
  }
  const power = Math.log(asked.times) / Math.log(known.times);
  const time = years * power;
  const back = known.times ** (time / years);
  return {
    value: time,
    unit: 'years',
    label: 'The time',
    steps: [
      { title: 'Read the data', bullets: [`At compound interest the sum is multiplied by ${known.times} every ${timeText(known.within)}.`] },
      { title: 'Time', bullets: [`${asked.times} = ${known.times}^${fine(power)}, so it takes ${fine(power)} × ${fine(years)} = ${yearsText(time)}.`] },
    ],
    mistakes: [{ value: round2((years * (asked.times - 1)) / (known.times - 1)), why: 'this treats the growth as simple interest' }],
    check: [`Every ${fine(years)} years the sum is multiplied by ${known.times}: in ${yearsText(time)} it is multiplied by ${known.times}^${fine(power)} = ${fine(back)}.`],
    pairs: [[back, asked.times]],
  };
}
