import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatCount, formatDistractors, formatPercent, formatRupees, gcd, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const HOUSEHOLDS = [
  { teacher: 'Meena Joshi', city: 'Nashik' },
  { teacher: 'Lakshmi Iyer', city: 'Chennai' },
  { teacher: 'Farah Siddiqui', city: 'Lucknow' },
  { teacher: 'Gurpreet Sandhu', city: 'Ludhiana' },
  { teacher: 'Anjali Das', city: 'Guwahati' },
  { teacher: 'Priya Nair', city: 'Kochi' },
] as const;
const MULTIPLES = { 3: 'three', 4: 'four', 5: 'five' } as const;

function plan(seed: number) {
  const random = new Random(seed);
  const { teacher, city } = random.pick(HOUSEHOLDS);
  const child = random.pick(['son', 'daughter']);
  const questions = [
    simpleInterestRate(random, child),
    fixedDepositMaturity(random),
    halfYearlyInterest(random),
    compoundOverSimple(random),
    timeToMultiply(random),
  ];
  const passage = [
    `${teacher}, a schoolteacher in ${city}, keeps careful records of her family's loans and savings, and this year she has set them out side by side to decide where the family's money should go next.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateSimpleAndCompoundInterest(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeSimpleAndCompoundInterest(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** The smallest principal whose compound amount after these periods is a whole number of rupees. */
function wholeRupeeUnit(ratePercent: number, periods: number): number {
  return 100 ** periods / gcd(100 ** periods, (100 + ratePercent) ** periods);
}

/** A multiple of both the unit and ₹10,000 (so deposits look like real ones) between min and max. */
function principalFor(random: Random, unit: number, min: number, max: number): number {
  const step = (unit * 10_000) / gcd(unit, 10_000);
  return step * random.int(Math.max(1, Math.ceil(min / step)), Math.floor(max / step));
}

/** Year by year (or half-year by half-year), each period's interest added to the balance. */
function balances(principal: number, ratePercent: number, periods: number): number[] {
  const result = [principal];
  for (let period = 1; period <= periods; period += 1) {
    const previous = result[period - 1]!;
    result.push(previous + (previous * ratePercent) / 100);
  }
  return result;
}

function years(count: number): string {
  return count === 1 ? '1 year' : `${count} years`;
}

function simpleInterestRate(random: Random, child: string): PlannedQuestion {
  const principal = 1000 * random.int(20, 300);
  const ratePercent = random.pick([4, 5, 6, 7.5, 8, 9, 10, 12]);
  const term = random.pick([2, 3, 4, 5]);
  const interestPerYear = (principal * ratePercent) / 100;
  const interest = interestPerYear * term;
  const amount = principal + interest;
  return {
    facts: `To pay her ${child}'s CLAT coaching fee, she borrowed ${formatRupees(principal)} from the local cooperative credit society at simple interest and cleared the loan after ${years(term)} by paying ${formatRupees(amount)} in all.`,
    spec: { kind: 'simple-interest-rate', principal, amount, years: term },
    draft: {
      difficulty: 'easy',
      question: 'At what rate of simple interest per annum did the cooperative society lend the money (correct to two decimal places where needed)?',
      correct: formatPercent(ratePercent),
      distractors: formatDistractors(
        ratePercent,
        [
          ratePercent * term,
          (interest * 100) / (amount * term),
          (interest * 100) / (principal * (term + 1)),
          (interest * 100) / (principal * (term - 1)),
        ],
        formatPercent,
        stepsAround(ratePercent, 0.5),
      ),
      explanation: [
        `Interest paid: ${formatRupees(amount)} − ${formatRupees(principal)} = ${formatRupees(interest)} over ${years(term)}, i.e. ${formatRupees(interestPerYear)} a year.`,
        `Simple interest is always reckoned on the sum borrowed: ${formatRupees(interestPerYear)} ÷ ${formatRupees(principal)} × 100 = ${formatPercent(ratePercent)} per annum.`,
      ].join(' '),
    },
  };
}

function fixedDepositMaturity(random: Random): PlannedQuestion {
  const ratePercent = random.pick([5, 6, 8, 10, 12]);
  const term = random.pick([2, 3]);
  const principal = principalFor(random, wholeRupeeUnit(ratePercent, term), 25_000, 5_00_000);
  const yearEnds = balances(principal, ratePercent, term);
  const maturity = yearEnds[term]!;
  const compoundAfter = (count: number) => principal * (1 + ratePercent / 100) ** count;
  return {
    facts: `She has also placed ${formatRupees(principal)} in a fixed deposit with a public-sector bank at ${ratePercent}% per annum, compounded annually, for ${years(term)}.`,
    spec: { kind: 'compound-amount-annual', principal, ratePercent, years: term },
    draft: {
      difficulty: 'medium',
      question: 'How much will the fixed deposit be worth on maturity (to the nearest rupee)?',
      correct: formatRupees(maturity),
      distractors: formatDistractors(
        maturity,
        [principal * (1 + (ratePercent * term) / 100), compoundAfter(term - 1), compoundAfter(term + 1)],
        formatRupees,
        stepsAround(maturity, 100),
      ),
      explanation: [
        `Each year's interest is added to the balance and earns interest itself.`,
        ...yearEnds
          .slice(1)
          .map(
            (balance, index) =>
              `Year ${index + 1}: ${formatRupees(yearEnds[index]!)} + ${ratePercent}% of it (${formatRupees(balance - yearEnds[index]!)}) = ${formatRupees(balance)}.`,
          ),
        `So the deposit matures at ${formatRupees(maturity)}.`,
      ].join(' '),
    },
  };
}

function halfYearlyInterest(random: Random): PlannedQuestion {
  // Half-yearly rate and number of half-years, limited to pairs whose amounts come out in whole rupees
  // for realistic principals.
  const [halfRate, periods] = random.pick([
    [4, 2],
    [5, 2],
    [6, 2],
    [8, 2],
    [10, 2],
    [5, 4],
    [10, 4],
  ] as const);
  const annualRate = halfRate * 2;
  const term = periods / 2;
  const principal = principalFor(random, wholeRupeeUnit(halfRate, periods), 20_000, 5_00_000);
  const halfYearEnds = balances(principal, halfRate, periods);
  const interest = halfYearEnds[periods]! - principal;
  return {
    facts: `Her husband has invested ${formatRupees(principal)} in a cumulative deposit at ${annualRate}% per annum, compounded half-yearly, for ${years(term)}.`,
    spec: { kind: 'compound-interest-half-yearly', principal, annualRatePercent: annualRate, years: term },
    draft: {
      difficulty: 'medium',
      question: "How much interest will her husband's cumulative deposit earn (to the nearest rupee)?",
      correct: formatRupees(interest),
      distractors: formatDistractors(
        interest,
        [
          principal * (1 + annualRate / 100) ** term - principal,
          principal * (1 + annualRate / 100) ** periods - principal,
          (principal * annualRate * term) / 100,
          principal * (1 + halfRate / 100) ** term - principal,
        ],
        formatRupees,
        stepsAround(interest, 50),
      ),
      explanation: [
        `Compounded half-yearly, ${annualRate}% a year means ${halfRate}% for each of ${periods} half-years.`,
        ...halfYearEnds
          .slice(1)
          .map((balance, index) => `Half-year ${index + 1}: ${formatRupees(halfYearEnds[index]!)} + ${halfRate}% = ${formatRupees(balance)}.`),
        `Interest: ${formatRupees(halfYearEnds[periods]!)} − ${formatRupees(principal)} = ${formatRupees(interest)}.`,
      ].join(' '),
    },
  };
}

function compoundOverSimple(random: Random): PlannedQuestion {
  const ratePercent = random.pick([4, 5, 6, 8, 10, 12, 15]);
  const principal = principalFor(random, 10_000 / gcd(10_000, ratePercent ** 2), 10_000, 5_00_000);
  const firstYearInterest = (principal * ratePercent) / 100;
  const difference = (firstYearInterest * ratePercent) / 100;
  return {
    facts: `Before choosing between banks, the couple worked out the interest that ${formatRupees(principal)} would earn over two years at ${ratePercent}% per annum, first as simple interest and then compounded annually.`,
    spec: { kind: 'compound-minus-simple-two-years', principal, ratePercent },
    draft: {
      difficulty: 'medium',
      question: `By how much does the compound interest on ${formatRupees(principal)} exceed the simple interest over the two years (to the nearest rupee)?`,
      correct: formatRupees(difference),
      distractors: formatDistractors(
        difference,
        [difference * (3 + ratePercent / 100), difference * 2, difference / 2, difference * (1 + ratePercent / 100)],
        formatRupees,
        stepsAround(difference, 10),
      ),
      explanation: [
        `Simple interest earns ${formatRupees(firstYearInterest)} in each year. Compound interest earns the same ${formatRupees(firstYearInterest)} in the first year,`,
        `and in the second year also earns ${ratePercent}% on that first year's interest.`,
        `The difference is therefore ${ratePercent}% of ${formatRupees(firstYearInterest)} = ${formatRupees(difference)}.`,
      ].join(' '),
    },
  };
}

function timeToMultiply(random: Random): PlannedQuestion {
  const doublingYears = random.pick([4, 6, 8, 10, 12, 16, 20]);
  const multiple = random.pick([3, 4, 5] as const);
  const answerYears = (multiple - 1) * doublingYears;
  const asYears = (value: number) => formatCount(value, 'years');
  return {
    facts: `Finally, an agent has offered them a savings scheme under which any sum doubles itself in ${doublingYears} years at simple interest.`,
    spec: { kind: 'simple-interest-multiple-time', doublingYears, multiple },
    draft: {
      difficulty: 'hard',
      question: `Under the agent's scheme, in how many years would a sum become ${MULTIPLES[multiple]} times itself?`,
      correct: asYears(answerYears),
      distractors: formatDistractors(
        answerYears,
        [multiple * doublingYears, ((multiple - 1) * doublingYears) / 2, (multiple * doublingYears) / 2],
        asYears,
        stepsAround(answerYears, 2),
      ),
      explanation: [
        `Doubling means the interest equals the sum once over: 100% in ${doublingYears} years.`,
        `To become ${MULTIPLES[multiple]} times itself, the sum must earn ${multiple - 1} × 100% = ${(multiple - 1) * 100}% in interest.`,
        `Simple interest grows evenly, so that takes ${multiple - 1} × ${doublingYears} = ${asYears(answerYears)}.`,
      ].join(' '),
    },
  };
}
