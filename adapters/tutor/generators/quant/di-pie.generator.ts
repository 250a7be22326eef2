import type { DataFigure } from '../../../../core/practice/data-figure';
import type { GeneratedSet } from '../generated-set';
import { assembleFigureSet } from '../generated-set';
import { Random } from '../random';
import {
  formatDegrees,
  formatDistractors,
  formatInUnit,
  formatNumber,
  formatPercent,
  formatRatio,
  isExactToHundredths,
  stepsAround,
} from './format';
import type { PlannedFigureQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

/** A whole split into shares, and how its questions name a sector and its amount. */
interface PieScenario {
  readonly title: (name: string) => string;
  readonly passage: (name: string, total: string) => string;
  readonly totals: readonly number[];
  /** The total's unit, which the amounts share: '₹', '₹ crore', 'people'. */
  readonly totalUnit: string;
  readonly rowHeading: string;
  readonly sectors: readonly string[];
  readonly names: readonly string[];
  /** A sector's amount as a noun phrase, e.g. 'the spending on Rent'. */
  readonly amount: (sector: string) => string;
}

const SCENARIOS: readonly PieScenario[] = [
  {
    title: (name) => `The ${name} household's monthly spending`,
    passage: (name, total) =>
      `The ${name} family of four keeps an account of every rupee it spends. The pie chart below shows how its monthly spending of ${total} is divided among its heads of expense. Answer the questions that follow from the chart and this total alone.`,
    totals: [40_000, 48_000, 60_000, 75_000, 80_000, 1_20_000],
    totalUnit: '₹',
    rowHeading: 'Head of expense',
    sectors: ['Food', 'Rent', 'Education', 'Transport', 'Healthcare', 'Savings', 'Utilities'],
    names: ['Sharma', 'Iyer', 'Banerjee', 'Deshmukh', 'Reddy', 'Siddiqui', 'Gill', 'Fernandes'],
    amount: (sector) => (sector === 'Savings' ? 'the amount saved' : `the spending on ${sector.toLowerCase()}`),
  },
  {
    title: (name) => `Annual budget of the National Law University, ${name}`,
    passage: (name, total) =>
      `The National Law University at ${name} has adopted a budget of ${total} for the coming year. The pie chart below shows how the budget is divided among its heads. Answer the questions that follow from the chart and this total alone.`,
    totals: [20, 24, 25, 40, 50, 60, 80],
    totalUnit: '₹ crore',
    rowHeading: 'Budget head',
    sectors: ['Faculty salaries', 'Library', 'Hostels', 'Scholarships', 'Moot courts and events', 'Administration', 'Research centres'],
    names: ['Cuttack', 'Ranchi', 'Shimla', 'Jabalpur', 'Tiruchirappalli', 'Aurangabad', 'Silvassa', 'Sonepat'],
    amount: (sector) => `the budget for ${sector.toLowerCase()}`,
  },
  {
    title: (name) => `Working population of ${name} district by occupation`,
    passage: (name, total) =>
      `A survey counted ${total} working in ${name} district. The pie chart below shows how they are divided among the main occupations. Answer the questions that follow from the chart and this total alone.`,
    totals: [2_00_000, 4_00_000, 5_00_000, 6_00_000, 8_00_000, 12_00_000],
    totalUnit: 'people',
    rowHeading: 'Occupation',
    sectors: ['Agriculture', 'Manufacturing', 'Trade', 'Construction', 'Services', 'Fisheries', 'Handicrafts'],
    names: ['Karimnagar', 'Sangli', 'Purnia', 'Kolar', 'Sambalpur', 'Bhilwara', 'Nalgonda', 'Kutch'],
    amount: (sector) => `the number of people in ${sector.toLowerCase()}`,
  },
];

/** Draws 4-6 distinct whole-number shares of 5-40 % adding up to 100. */
function drawShares(random: Random, count: number): number[] {
  for (;;) {
    const shares = Array.from({ length: count - 1 }, () => random.int(5, 40));
    const rest = 100 - shares.reduce((sum, share) => sum + share, 0);
    shares.push(rest);
    if (rest >= 5 && rest <= 40 && new Set(shares).size === count) return shares;
  }
}

function plan(seed: number) {
  const random = new Random(seed);
  const scenario = random.pick(SCENARIOS);
  const name = random.pick(scenario.names);
  const total = random.pick(scenario.totals);
  const count = random.int(4, 6);
  const sectors = random.shuffle(scenario.sectors).slice(0, count);
  for (;;) {
    const shares = drawShares(random, count);
    // The percentage question: a pair whose gap is a percentage of the smaller to two decimals at most.
    const pairs: [number, number][] = [];
    shares.forEach((larger, i) =>
      shares.forEach((smaller, j) => {
        if (larger > smaller && isExactToHundredths(((larger - smaller) / smaller) * 100)) pairs.push([i, j]);
      }),
    );
    if (pairs.length === 0) continue;
    const figure: DataFigure = {
      kind: 'pie',
      title: scenario.title(name),
      unit: '%',
      columns: [scenario.rowHeading, 'Share'],
      rows: sectors.map((label, index) => ({ label, values: [shares[index]!] })),
    };
    const pie = new PieChart(figure, scenario, total);
    const indexes = sectors.map((_, index) => index);
    const [amountOf] = random.shuffle(indexes) as [number];
    const [b, c] = random.shuffle(indexes) as [number, number];
    const [d, e] = random.shuffle(indexes) as [number, number];
    const [angleOf] = random.shuffle(indexes) as [number];
    const [larger, smaller] = random.pick(pairs);
    const questions = [pie.amount(amountOf), pie.difference(b, c), pie.ratio(d, e), pie.angle(angleOf), pie.percentMore(larger, smaller)];
    return { random, passage: scenario.passage(name, formatInUnit(total, scenario.totalUnit)), figure, questions };
  }
}

export function generateDiPie(seed: number): GeneratedSet {
  return assembleFigureSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeDiPie(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

class PieChart {
  constructor(
    private readonly figure: DataFigure,
    private readonly scenario: PieScenario,
    private readonly total: number,
  ) {}

  private label(index: number): string {
    return this.figure.rows[index]!.label;
  }

  private share(index: number): number {
    return this.figure.rows[index]!.values[0]!;
  }

  private of = (percent: number) => (this.total * percent) / 100;

  private inUnit = (value: number) => formatInUnit(value, this.scenario.totalUnit);

  private totalText(): string {
    return this.inUnit(this.total);
  }

  amount(index: number): PlannedFigureQuestion {
    const sector = this.label(index);
    const share = this.share(index);
    const amount = this.of(share);
    const neighbour = this.share((index + 1) % this.figure.rows.length);
    return {
      spec: { kind: 'di-pie-amount', figure: this.figure, total: this.total, totalUnit: this.scenario.totalUnit, sector },
      draft: {
        difficulty: 'easy',
        question: `What is ${this.scenario.amount(sector)}?`,
        correct: this.inUnit(amount),
        distractors: formatDistractors(
          amount,
          // The rest of the pie; the next sector's share; an equal split.
          [this.of(100 - share), this.of(neighbour), this.total / this.figure.rows.length],
          this.inUnit,
          stepsAround(amount, this.of(1)),
        ),
        explanation: [
          `${sector} has ${share}% of the pie.`,
          `${share}% of ${this.totalText()} = ${formatNumber(this.total)} × ${share} ÷ 100 = ${this.inUnit(amount)}.`,
        ].join(' '),
      },
    };
  }

  difference(first: number, second: number): PlannedFigureQuestion {
    const [larger, smaller] = this.share(first) > this.share(second) ? [first, second] : [second, first];
    const [big, small] = [this.share(larger), this.share(smaller)];
    const gap = this.of(big - small);
    return {
      spec: {
        kind: 'di-pie-amount-difference',
        figure: this.figure,
        total: this.total,
        totalUnit: this.scenario.totalUnit,
        larger: this.label(larger),
        smaller: this.label(smaller),
      },
      draft: {
        difficulty: 'medium',
        question: `By how much does ${this.scenario.amount(this.label(larger))} exceed ${this.scenario.amount(this.label(smaller))}?`,
        correct: this.inUnit(gap),
        distractors: formatDistractors(
          gap,
          // The two added; the larger alone; the smaller alone.
          [this.of(big + small), this.of(big), this.of(small)],
          this.inUnit,
          stepsAround(gap, this.of(1)),
        ),
        explanation: [
          `${this.label(larger)} has ${big}% and ${this.label(smaller)} ${small}%: a gap of ${big - small} percentage points.`,
          `${big - small}% of ${this.totalText()} = ${this.inUnit(gap)}.`,
        ].join(' '),
      },
    };
  }

  ratio(first: number, second: number): PlannedFigureQuestion {
    const [x, y] = [this.share(first), this.share(second)];
    const answer = formatRatio(x, y);
    const pair = ([left, right]: readonly [number, number]) => formatRatio(left, right);
    const column = this.figure.columns[1]!;
    return {
      spec: {
        kind: 'di-ratio',
        figure: this.figure,
        first: [{ row: this.label(first), column }],
        second: [{ row: this.label(second), column }],
      },
      draft: {
        difficulty: 'medium',
        question: `What is the ratio of ${this.scenario.amount(this.label(first))} to ${this.scenario.amount(this.label(second))}?`,
        correct: answer,
        distractors: formatDistractors<readonly [number, number]>(
          [x, y],
          [
            [y, x],
            // Against the whole, or against the two together.
            [x, 100],
            [x, x + y],
          ],
          pair,
          (step) => [x + step, y],
        ),
        explanation: [
          `Both amounts are shares of the same total, so their ratio is the ratio of the shares: ${x}% to ${y}%.`,
          answer === `${x} : ${y}` ? `The ratio is ${answer}, already in lowest terms.` : `${x} : ${y} in lowest terms is ${answer}.`,
        ].join(' '),
      },
    };
  }

  angle(index: number): PlannedFigureQuestion {
    const share = this.share(index);
    const angle = (share * 360) / 100;
    return {
      spec: { kind: 'di-pie-angle', figure: this.figure, sector: this.label(index) },
      draft: {
        difficulty: 'easy',
        question: `What is the central angle of the sector for ${this.label(index)}?`,
        correct: formatDegrees(angle),
        distractors: formatDistractors(
          angle,
          // The rest of the circle; a half circle taken as the whole; the percentage read as degrees.
          [((100 - share) * 360) / 100, (share * 180) / 100, share, (share * 100) / 360],
          formatDegrees,
          stepsAround(angle, 3.6),
        ),
        explanation: [
          `The whole pie is 360°, and ${this.label(index)} has ${share}% of it.`,
          `${share} ÷ 100 × 360° = ${formatDegrees(angle)}.`,
        ].join(' '),
      },
    };
  }

  percentMore(larger: number, smaller: number): PlannedFigureQuestion {
    const [big, small] = [this.share(larger), this.share(smaller)];
    const percent = ((big - small) / small) * 100;
    const column = this.figure.columns[1]!;
    return {
      spec: {
        kind: 'di-percent-change',
        figure: this.figure,
        from: { row: this.label(smaller), column },
        to: { row: this.label(larger), column },
      },
      draft: {
        difficulty: 'hard',
        question: `By what percentage is ${this.scenario.amount(this.label(larger))} more than ${this.scenario.amount(this.label(smaller))}?`,
        correct: formatPercent(percent),
        distractors: formatDistractors(
          percent,
          // On the larger; the gap in percentage points; the larger as a percentage of the smaller.
          [((big - small) / big) * 100, big - small, (big / small) * 100],
          formatPercent,
          stepsAround(percent, 5),
        ),
        explanation: [
          `The two are ${big}% and ${small}% of the same total, so they compare as ${big} to ${small}; the gap is ${big - small}.`,
          `On the smaller, ${this.label(smaller)}: ${big - small} ÷ ${small} × 100 = ${formatPercent(percent)}.`,
        ].join(' '),
      },
    };
  }
}
