import { formatCount, formatPercent, formatRatio, formatRupees } from './format';

/**
 * What a generated Quant question states, by kind: only the givens a candidate reads, never the answer.
 * Generators expose these so a test can recompute every answer with the solvers below.
 */
export type QuestionSpec =
  // Profit & Loss
  | {
      readonly kind: 'profit-percent-with-overheads';
      readonly quantity: number;
      readonly buyingPricePerUnit: number;
      readonly overheads: number;
      readonly sellingPricePerUnit: number;
    }
  | {
      readonly kind: 'price-after-markup-and-discount';
      readonly costPrice: number;
      readonly markupPercent: number;
      readonly discountPercent: number;
    }
  | { readonly kind: 'cost-price-from-loss'; readonly sellingPrice: number; readonly lossPercent: number }
  | {
      readonly kind: 'single-equivalent-discount';
      readonly markedPrice: number;
      readonly firstPercent: number;
      readonly secondPercent: number;
    }
  | {
      readonly kind: 'false-weight-gain';
      readonly markupPercent: number;
      readonly trueGrams: number;
      readonly falseGrams: number;
    }
  // Simple & Compound Interest
  | { readonly kind: 'simple-interest-rate'; readonly principal: number; readonly amount: number; readonly years: number }
  | { readonly kind: 'compound-amount-annual'; readonly principal: number; readonly ratePercent: number; readonly years: number }
  | {
      readonly kind: 'compound-interest-half-yearly';
      readonly principal: number;
      readonly annualRatePercent: number;
      readonly years: number;
    }
  | { readonly kind: 'compound-minus-simple-two-years'; readonly principal: number; readonly ratePercent: number }
  | { readonly kind: 'simple-interest-multiple-time'; readonly doublingYears: number; readonly multiple: number }
  // Percentages
  | {
      readonly kind: 'population-after-rise-and-fall';
      readonly population: number;
      readonly risePercent: number;
      readonly fallPercent: number;
    }
  | { readonly kind: 'percent-less-than'; readonly morePercent: number }
  | {
      readonly kind: 'election-margin';
      readonly electorate: number;
      readonly turnoutPercent: number;
      readonly invalidPercent: number;
      readonly winnerSharePercent: number;
    }
  | { readonly kind: 'percent-change-of-a-share'; readonly fromPercent: number; readonly toPercent: number }
  | {
      readonly kind: 'weighted-pass-rate';
      readonly girlsPercent: number;
      readonly girlsPassPercent: number;
      readonly boysPassPercent: number;
    }
  // Ratio and Proportions
  | { readonly kind: 'share-in-ratio'; readonly total: number; readonly parts: readonly number[]; readonly index: number }
  | {
      readonly kind: 'partnership-share';
      readonly capitals: readonly [number, number];
      readonly months: readonly [number, number];
      readonly profit: number;
      readonly partner: 0 | 1;
    }
  | {
      readonly kind: 'workers-hours-days';
      readonly workers: number;
      readonly hoursPerDay: number;
      readonly days: number;
      readonly newWorkers: number;
      readonly newHoursPerDay: number;
    }
  | {
      readonly kind: 'income-from-equal-savings';
      readonly incomeRatio: readonly [number, number];
      readonly expenditureRatio: readonly [number, number];
      readonly savings: number;
    }
  | {
      readonly kind: 'chained-ratio';
      readonly firstToSecond: readonly [number, number];
      readonly secondToThird: readonly [number, number];
    };

/**
 * The answer to a question, formatted as its option is, computed from the givens by general formulas:
 * a route independent of the generator's own working.
 */
export function solveQuantQuestion(spec: QuestionSpec): string {
  switch (spec.kind) {
    case 'profit-percent-with-overheads': {
      const cost = spec.quantity * spec.buyingPricePerUnit + spec.overheads;
      return formatPercent(((spec.quantity * spec.sellingPricePerUnit - cost) / cost) * 100);
    }
    case 'price-after-markup-and-discount':
      return formatRupees(spec.costPrice * (1 + spec.markupPercent / 100) * (1 - spec.discountPercent / 100));
    case 'cost-price-from-loss':
      return formatRupees(spec.sellingPrice / (1 - spec.lossPercent / 100));
    case 'single-equivalent-discount':
      return formatPercent(spec.firstPercent + spec.secondPercent - (spec.firstPercent * spec.secondPercent) / 100);
    case 'false-weight-gain':
      return formatPercent(((1 + spec.markupPercent / 100) * (spec.trueGrams / spec.falseGrams) - 1) * 100);
    case 'simple-interest-rate':
      return formatPercent(((spec.amount - spec.principal) * 100) / (spec.principal * spec.years));
    case 'compound-amount-annual':
      return formatRupees(compoundAmount(spec.principal, spec.ratePercent, spec.years));
    case 'compound-interest-half-yearly':
      return formatRupees(compoundAmount(spec.principal, spec.annualRatePercent / 2, spec.years * 2) - spec.principal);
    case 'compound-minus-simple-two-years': {
      const compound = compoundAmount(spec.principal, spec.ratePercent, 2) - spec.principal;
      return formatRupees(compound - (spec.principal * spec.ratePercent * 2) / 100);
    }
    case 'simple-interest-multiple-time': {
      const ratePercent = 100 / spec.doublingYears;
      return formatCount(((spec.multiple - 1) * 100) / ratePercent, 'years');
    }
    case 'population-after-rise-and-fall':
      return formatCount(spec.population * (1 + spec.risePercent / 100) * (1 - spec.fallPercent / 100));
    case 'percent-less-than':
      return formatPercent((1 - 100 / (100 + spec.morePercent)) * 100);
    case 'election-margin': {
      const valid = spec.electorate * (spec.turnoutPercent / 100) * (1 - spec.invalidPercent / 100);
      const winner = (valid * spec.winnerSharePercent) / 100;
      return formatCount(winner - (valid - winner));
    }
    case 'percent-change-of-a-share':
      return formatPercent((spec.toPercent / spec.fromPercent - 1) * 100);
    case 'weighted-pass-rate':
      return formatPercent(weightedPassRate(spec.girlsPercent, spec.girlsPassPercent, spec.boysPassPercent));
    case 'share-in-ratio':
      return formatRupees((spec.total * spec.parts[spec.index]!) / spec.parts.reduce((sum, part) => sum + part, 0));
    case 'partnership-share': {
      const [first, second] = [0, 1].map((partner) => spec.capitals[partner]! * spec.months[partner]!);
      return formatRupees((spec.profit * (spec.partner === 0 ? first! : second!)) / (first! + second!));
    }
    case 'workers-hours-days':
      return formatCount((spec.workers * spec.hoursPerDay * spec.days) / (spec.newWorkers * spec.newHoursPerDay), 'days');
    case 'income-from-equal-savings':
      return formatRupees(firstIncomeFromEqualSavings(spec.incomeRatio, spec.expenditureRatio, spec.savings));
    case 'chained-ratio':
      return chainedRatio(spec.firstToSecond, spec.secondToThird);
  }
}

function compoundAmount(principal: number, ratePercent: number, periods: number): number {
  return principal * (1 + ratePercent / 100) ** periods;
}

/** Over 10,000 candidates, so that every head count is whole. */
function weightedPassRate(girlsPercent: number, girlsPassPercent: number, boysPassPercent: number): number {
  const girls = 10_000 * (girlsPercent / 100);
  const passed = girls * (girlsPassPercent / 100) + (10_000 - girls) * (boysPassPercent / 100);
  return (passed / 10_000) * 100;
}

/** Incomes a·x, b·x and expenditures c·y, d·y with a·x − c·y = b·x − d·y = savings: Cramer's rule for x. */
function firstIncomeFromEqualSavings(
  [a, b]: readonly [number, number],
  [c, d]: readonly [number, number],
  savings: number,
): number {
  const determinant = a * -d - -c * b;
  const x = (savings * -d - -c * savings) / determinant;
  return a * x;
}

/** A:B and B:C to A:C through the least common multiple of the two B terms. */
function chainedRatio([a, b1]: readonly [number, number], [b2, c]: readonly [number, number]): string {
  let common = Math.max(b1, b2);
  while (common % b1 !== 0 || common % b2 !== 0) common += 1;
  return formatRatio(a * (common / b1), c * (common / b2));
}
