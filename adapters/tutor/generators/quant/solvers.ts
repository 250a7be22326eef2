import type { DataFigure } from '../../../../core/practice/data-figure';
import {
  formatClock,
  formatCount,
  formatDegrees,
  formatInUnit,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatRatio,
  formatRupees,
} from './format';

/** One number of a data figure, named as a candidate finds it: by its row's label and its column's heading. */
export interface FigureCell {
  readonly row: string;
  readonly column: string;
}

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
    }
  // Averages
  | { readonly kind: 'average-with-newcomer'; readonly count: number; readonly average: number; readonly rise: number }
  | { readonly kind: 'group-size-from-leaver'; readonly average: number; readonly leaverScore: number; readonly newAverage: number }
  | { readonly kind: 'combined-average'; readonly counts: readonly number[]; readonly averages: readonly number[] }
  | { readonly kind: 'missing-value'; readonly known: readonly number[]; readonly average: number }
  | {
      readonly kind: 'corrected-average';
      readonly count: number;
      readonly average: number;
      readonly recorded: number;
      readonly actual: number;
    }
  // Speed, Time and Distance (lengths in metres, times in seconds or hours, speeds in km/h)
  | { readonly kind: 'train-speed-from-pole'; readonly trainLength: number; readonly poleSeconds: number }
  | {
      readonly kind: 'platform-crossing-time';
      readonly trainLength: number;
      readonly poleSeconds: number;
      readonly platformLength: number;
    }
  | {
      readonly kind: 'trains-crossing-time';
      readonly lengths: readonly [number, number];
      readonly speeds: readonly [number, number];
      readonly sameDirection: boolean;
    }
  | {
      readonly kind: 'boat-speed';
      readonly distance: number;
      readonly downstreamHours: number;
      readonly upstreamHours: number;
      readonly asked: 'stream' | 'still';
    }
  | { readonly kind: 'round-trip-average-speed'; readonly distance: number; readonly speeds: readonly [number, number] }
  // Time and Work
  | { readonly kind: 'days-together'; readonly days: readonly [number, number] }
  | { readonly kind: 'days-from-efficiency'; readonly baseDays: number; readonly morePercent: number }
  | { readonly kind: 'worker-leaves'; readonly leaverDays: number; readonly stayerDays: number; readonly daysTogether: number }
  | { readonly kind: 'pipe-with-leak'; readonly fillHours: number; readonly leakHours: number }
  | {
      readonly kind: 'helper-wage-share';
      readonly days: readonly [number, number];
      readonly daysWithHelper: number;
      readonly wage: number;
    }
  // Mixtures and Alligation (prices per kg, volumes in litres)
  | { readonly kind: 'alligation-ratio'; readonly cheaper: number; readonly dearer: number; readonly mean: number }
  | {
      readonly kind: 'mixture-profit-percent';
      readonly quantities: readonly [number, number];
      readonly prices: readonly [number, number];
      readonly sellingPrice: number;
    }
  | {
      readonly kind: 'water-to-reach-ratio';
      readonly volume: number;
      readonly ratio: readonly [number, number];
      readonly target: readonly [number, number];
    }
  | { readonly kind: 'milk-after-replacements'; readonly volume: number; readonly drawn: number; readonly times: number }
  | { readonly kind: 'milk-to-dilute-water'; readonly volume: number; readonly waterPercent: number; readonly targetPercent: number }
  // Mensuration (metres, tile sides in centimetres, π = 22/7)
  | {
      readonly kind: 'fencing-cost';
      readonly length: number;
      readonly breadth: number;
      readonly gate: number;
      readonly ratePerMetre: number;
    }
  | { readonly kind: 'tiles-needed'; readonly length: number; readonly breadth: number; readonly tileSide: number }
  | { readonly kind: 'circular-path-area'; readonly radius: number; readonly width: number }
  | {
      readonly kind: 'triangle-turfing-cost';
      readonly sides: readonly [number, number, number];
      readonly ratePerSquareMetre: number;
    }
  | { readonly kind: 'cylinder-capacity-litres'; readonly diameter: number; readonly height: number }
  // Number System
  | { readonly kind: 'equal-pieces-count'; readonly lengths: readonly number[] }
  | { readonly kind: 'bells-together'; readonly intervals: readonly number[]; readonly startMinutes: number }
  | {
      readonly kind: 'same-remainder-in-range';
      readonly divisors: readonly number[];
      readonly remainder: number;
      readonly moreThan: number;
      readonly fewerThan: number;
    }
  | { readonly kind: 'unit-digit-of-power'; readonly base: number; readonly exponent: number }
  | { readonly kind: 'divisible-by-either'; readonly upTo: number; readonly divisors: readonly [number, number] }
  | { readonly kind: 'largest-of-consecutive'; readonly count: number; readonly sum: number; readonly numbers: 'odd' | 'even' | 'whole' }
  // Data interpretation: the figure as drawn, and the cells a question reads from it (answers in the figure's unit)
  | { readonly kind: 'di-sum'; readonly figure: DataFigure; readonly cells: readonly FigureCell[] }
  | { readonly kind: 'di-average'; readonly figure: DataFigure; readonly cells: readonly FigureCell[] }
  | { readonly kind: 'di-difference'; readonly figure: DataFigure; readonly larger: FigureCell; readonly smaller: FigureCell }
  /** By what percentage `to` is more (or less) than `from`: the size of the change, on `from`. */
  | { readonly kind: 'di-percent-change'; readonly figure: DataFigure; readonly from: FigureCell; readonly to: FigureCell }
  /** What percentage the cells of `part` make of the cells of `whole`. */
  | { readonly kind: 'di-share'; readonly figure: DataFigure; readonly part: readonly FigureCell[]; readonly whole: readonly FigureCell[] }
  | { readonly kind: 'di-ratio'; readonly figure: DataFigure; readonly first: readonly FigureCell[]; readonly second: readonly FigureCell[] }
  /** A pie's sectors are shares of a total stated beside it (in `totalUnit`). */
  | { readonly kind: 'di-pie-amount'; readonly figure: DataFigure; readonly total: number; readonly totalUnit: string; readonly sector: string }
  | {
      readonly kind: 'di-pie-amount-difference';
      readonly figure: DataFigure;
      readonly total: number;
      readonly totalUnit: string;
      readonly larger: string;
      readonly smaller: string;
    }
  | { readonly kind: 'di-pie-angle'; readonly figure: DataFigure; readonly sector: string };

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
    case 'average-with-newcomer':
      return formatMeasure((spec.count + 1) * (spec.average + spec.rise) - spec.count * spec.average, 'years');
    case 'group-size-from-leaver':
      return formatCount(groupSizeFromLeaver(spec.average, spec.leaverScore, spec.newAverage), 'students');
    case 'combined-average': {
      const marks = spec.counts.reduce((sum, count, index) => sum + count * spec.averages[index]!, 0);
      return formatNumber(marks / spec.counts.reduce((sum, count) => sum + count, 0));
    }
    case 'missing-value':
      return formatNumber(spec.average * (spec.known.length + 1) - spec.known.reduce((sum, value) => sum + value, 0));
    case 'corrected-average':
      return formatNumber(spec.average + (spec.actual - spec.recorded) / spec.count);
    case 'train-speed-from-pole':
      return formatMeasure(spec.trainLength / 1000 / (spec.poleSeconds / 3600), 'km/h');
    case 'platform-crossing-time':
      return formatMeasure((spec.trainLength + spec.platformLength) / (spec.trainLength / spec.poleSeconds), 'seconds');
    case 'trains-crossing-time': {
      const [first, second] = spec.speeds;
      const closingKmph = spec.sameDirection ? Math.abs(first - second) : first + second;
      const hours = (spec.lengths[0] + spec.lengths[1]) / 1000 / closingKmph;
      return formatMeasure(hours * 3600, 'seconds');
    }
    case 'boat-speed': {
      const down = spec.distance / spec.downstreamHours;
      const up = spec.distance / spec.upstreamHours;
      return formatMeasure(spec.asked === 'stream' ? (down - up) / 2 : (down + up) / 2, 'km/h');
    }
    case 'round-trip-average-speed': {
      const hours = spec.distance / spec.speeds[0] + spec.distance / spec.speeds[1];
      return formatMeasure((2 * spec.distance) / hours, 'km/h');
    }
    case 'days-together':
      return days(1 / (1 / spec.days[0] + 1 / spec.days[1]));
    case 'days-from-efficiency':
      return days(1 / ((1 / spec.baseDays) * (1 + spec.morePercent / 100)));
    case 'worker-leaves': {
      const left = 1 - spec.daysTogether * (1 / spec.leaverDays + 1 / spec.stayerDays);
      return days(spec.daysTogether + left * spec.stayerDays);
    }
    case 'pipe-with-leak': {
      const hours = 1 / (1 / spec.fillHours - 1 / spec.leakHours);
      return formatMeasure(hours, Math.abs(hours - 1) < 1e-9 ? 'hour' : 'hours');
    }
    case 'helper-wage-share': {
      const othersDid = spec.daysWithHelper / spec.days[0] + spec.daysWithHelper / spec.days[1];
      return formatRupees(spec.wage * (1 - othersDid));
    }
    case 'alligation-ratio':
      return alligationRatio(spec.cheaper, spec.dearer, spec.mean);
    case 'mixture-profit-percent': {
      const kilograms = spec.quantities[0] + spec.quantities[1];
      const cost = spec.quantities[0] * spec.prices[0] + spec.quantities[1] * spec.prices[1];
      return formatPercent(((spec.sellingPrice * kilograms) / cost - 1) * 100);
    }
    case 'water-to-reach-ratio': {
      const milk = (spec.volume * spec.ratio[0]) / (spec.ratio[0] + spec.ratio[1]);
      // The new mixture keeps the milk, which is target[0] of its target[0] + target[1] parts.
      const newVolume = (milk * (spec.target[0] + spec.target[1])) / spec.target[0];
      return formatMeasure(newVolume - spec.volume, 'litres');
    }
    case 'milk-after-replacements': {
      let milk = spec.volume;
      for (let draw = 0; draw < spec.times; draw += 1) milk -= (milk * spec.drawn) / spec.volume;
      return formatMeasure(milk, 'litres');
    }
    case 'milk-to-dilute-water': {
      const milk = spec.volume * (1 - spec.waterPercent / 100);
      // Water stays put; the milk must grow to (100 − target)% of the new volume.
      const newVolume = (spec.volume * spec.waterPercent) / spec.targetPercent;
      return formatMeasure(newVolume * (1 - spec.targetPercent / 100) - milk, 'litres');
    }
    case 'fencing-cost':
      return formatRupees((spec.length + spec.breadth + spec.length + spec.breadth - spec.gate) * spec.ratePerMetre);
    case 'tiles-needed':
      return formatCount((spec.length * spec.breadth * 10_000) / (spec.tileSide * spec.tileSide), 'tiles');
    case 'circular-path-area':
      return formatMeasure(((22 / 7) * spec.width * (2 * spec.radius + spec.width)), 'sq m');
    case 'triangle-turfing-cost':
      return formatRupees(heronArea(spec.sides) * spec.ratePerSquareMetre);
    case 'cylinder-capacity-litres': {
      const radius = spec.diameter / 2;
      return formatCount((22 / 7) * radius ** 2 * spec.height * 1000, 'litres');
    }
    case 'equal-pieces-count': {
      const piece = largestCommonDivisor(spec.lengths);
      return formatCount(spec.lengths.reduce((sum, length) => sum + length / piece, 0), 'pieces');
    }
    case 'bells-together':
      return formatClock(spec.startMinutes + firstCommonMultiple(spec.intervals));
    case 'same-remainder-in-range':
      return formatCount(sameRemainderInRange(spec.divisors, spec.remainder, spec.moreThan, spec.fewerThan), 'books');
    case 'unit-digit-of-power': {
      let digit = 1;
      for (let factor = 0; factor < spec.exponent; factor += 1) digit = (digit * spec.base) % 10;
      return String(digit);
    }
    case 'divisible-by-either': {
      let count = 0;
      for (let roll = 1; roll <= spec.upTo; roll += 1) if (roll % spec.divisors[0] === 0 || roll % spec.divisors[1] === 0) count += 1;
      return formatCount(count, 'students');
    }
    case 'largest-of-consecutive':
      return formatNumber(largestOfConsecutive(spec.count, spec.sum, spec.numbers));
    case 'di-sum':
      return formatInUnit(sumOfCells(spec.figure, spec.cells), spec.figure.unit);
    case 'di-average':
      return formatInUnit(sumOfCells(spec.figure, spec.cells) / spec.cells.length, spec.figure.unit);
    case 'di-difference':
      return formatInUnit(readCell(spec.figure, spec.larger) - readCell(spec.figure, spec.smaller), spec.figure.unit);
    case 'di-percent-change': {
      const from = readCell(spec.figure, spec.from);
      return formatPercent((Math.abs(readCell(spec.figure, spec.to) - from) / from) * 100);
    }
    case 'di-share':
      return formatPercent((sumOfCells(spec.figure, spec.part) * 100) / sumOfCells(spec.figure, spec.whole));
    case 'di-ratio':
      return formatRatio(sumOfCells(spec.figure, spec.first), sumOfCells(spec.figure, spec.second));
    case 'di-pie-amount':
      return formatInUnit(spec.total * pieFraction(spec.figure, spec.sector), spec.totalUnit);
    case 'di-pie-amount-difference':
      return formatInUnit(
        spec.total * (pieFraction(spec.figure, spec.larger) - pieFraction(spec.figure, spec.smaller)),
        spec.totalUnit,
      );
    case 'di-pie-angle':
      return formatDegrees(360 * pieFraction(spec.figure, spec.sector));
  }
}

/** A figure's number by row label and column heading, as a candidate reads it; NaN when the figure has no such cell. */
function readCell(figure: DataFigure, cell: FigureCell): number {
  const row = figure.rows.find((candidate) => candidate.label === cell.row);
  const column = figure.columns.indexOf(cell.column);
  // The first heading names the rows; the values follow the rest.
  if (!row || column < 1) return Number.NaN;
  return row.values[column - 1] ?? Number.NaN;
}

function sumOfCells(figure: DataFigure, cells: readonly FigureCell[]): number {
  return cells.reduce((sum, cell) => sum + readCell(figure, cell), 0);
}

/** A sector's part of the whole pie: its value over all the values (shares in % or amounts alike). */
function pieFraction(figure: DataFigure, sector: string): number {
  const all = figure.rows.reduce((sum, row) => sum + row.values[0]!, 0);
  const value = figure.rows.find((row) => row.label === sector)?.values[0] ?? Number.NaN;
  return value / all;
}

/** Days, singular for exactly one. */
function days(value: number): string {
  return formatMeasure(value, Math.abs(value - 1) < 1e-9 ? 'day' : 'days');
}

/** Tries each group size until the totals before and after the leaver agree. */
function groupSizeFromLeaver(average: number, leaverScore: number, newAverage: number): number {
  for (let size = 2; size <= 100_000; size += 1) {
    if (Math.abs(size * average - leaverScore - (size - 1) * newAverage) < 1e-9) return size;
  }
  return Number.NaN;
}

/** The smallest whole quantities x : y with x·cheaper + y·dearer = (x + y)·mean, found by search. */
function alligationRatio(cheaper: number, dearer: number, mean: number): string {
  for (let total = 2; total <= 10_000; total += 1) {
    for (let x = 1; x < total; x += 1) {
      if (x * cheaper + (total - x) * dearer === total * mean) return formatRatio(x, total - x);
    }
  }
  return 'none';
}

/** Heron's formula. */
function heronArea([a, b, c]: readonly [number, number, number]): number {
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
}

/** By trial from the smallest length down, not by Euclid's algorithm. */
function largestCommonDivisor(values: readonly number[]): number {
  for (let divisor = Math.min(...values); divisor > 1; divisor -= 1) {
    if (values.every((value) => value % divisor === 0)) return divisor;
  }
  return 1;
}

/** Counts up minute by minute, not by the LCM formula. */
function firstCommonMultiple(values: readonly number[]): number {
  let minutes = 1;
  while (!values.every((value) => minutes % value === 0)) minutes += 1;
  return minutes;
}

function sameRemainderInRange(divisors: readonly number[], remainder: number, moreThan: number, fewerThan: number): number {
  const found: number[] = [];
  for (let value = moreThan + 1; value < fewerThan; value += 1) {
    if (divisors.every((divisor) => value % divisor === remainder)) found.push(value);
  }
  // Exactly one number may fit, or the question has no single answer.
  return found.length === 1 ? found[0]! : Number.NaN;
}

/** Tries each starting number of the right kind until `count` of them, a step apart, add up to `sum`. */
function largestOfConsecutive(count: number, sum: number, numbers: 'odd' | 'even' | 'whole'): number {
  const step = numbers === 'whole' ? 1 : 2;
  const first = numbers === 'odd' ? 1 : 0;
  for (let smallest = first; smallest <= sum; smallest += step) {
    let total = 0;
    for (let index = 0; index < count; index += 1) total += smallest + index * step;
    if (total === sum) return smallest + (count - 1) * step;
  }
  return Number.NaN;
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
