import type { DataFigure } from '../../../../core/practice/data-figure';
import type { GeneratedSet } from '../generated-set';
import { assembleFigureSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatInUnit, formatNumber, formatPercent, formatRatio, isExactToHundredths, stepsAround } from './format';
import type { PlannedFigureQuestion } from './planned-question';
import type { FigureCell, QuestionSpec } from './solvers';

/** What a bar chart shows and how its questions name a bar. */
interface BarScenario {
  readonly title: (place: string) => string;
  readonly passage: (place: string, bars: number) => string;
  readonly unit: string;
  readonly rowHeading: string;
  readonly series: readonly string[];
  /** Row labels to draw from; in order (years, months) when `ordered`. */
  readonly rowPool: readonly string[];
  readonly ordered: boolean;
  readonly bars: readonly [number, number];
  readonly min: number;
  readonly max: number;
  /** One bar as a noun phrase, e.g. "Punjab's wheat production". */
  readonly bar: (row: string, series: string) => string;
  /** The sum question for two bars of one series. */
  readonly together: (first: string, second: string, series: string) => string;
  /** A series' average, e.g. 'wheat production per state'. */
  readonly perRow: (series: string) => string;
}

const SCENARIOS: readonly BarScenario[] = [
  {
    title: () => 'Production of wheat and rice in five states, 2024-25',
    passage: () =>
      'The bar chart below shows the production of wheat and of rice, in lakh tonnes, in five states in the 2024-25 crop year. Answer the questions that follow from the chart alone.',
    unit: 'lakh tonnes',
    rowHeading: 'State',
    series: ['Wheat', 'Rice'],
    rowPool: ['Punjab', 'Haryana', 'Uttar Pradesh', 'Madhya Pradesh', 'Bihar', 'West Bengal', 'Rajasthan', 'Odisha'],
    ordered: false,
    bars: [5, 5],
    min: 20,
    max: 240,
    bar: (row, series) => `${row}'s ${series.toLowerCase()} production`,
    together: (first, second, series) => `What was the combined ${series.toLowerCase()} production of ${first} and ${second}?`,
    perRow: (series) => `${series.toLowerCase()} production per state`,
  },
  {
    title: (place) => `Cases received and settled, Legal Aid Clinic, ${place}`,
    passage: (place, bars) =>
      `The District Legal Services Authority at ${place} runs a legal aid clinic for villagers. The bar chart below shows the cases the clinic received and the cases it settled in each of ${bars === 4 ? 'four' : 'five'} years. Answer the questions that follow from the chart alone.`,
    unit: 'cases',
    rowHeading: 'Year',
    series: ['Received', 'Settled'],
    rowPool: ['2020', '2021', '2022', '2023', '2024'],
    ordered: true,
    bars: [4, 5],
    min: 120,
    max: 760,
    bar: (row, series) => `the cases ${series.toLowerCase()} in ${row}`,
    together: (first, second, series) => `How many cases did the clinic ${series === 'Received' ? 'receive' : 'settle'} in ${first} and ${second} together?`,
    perRow: (series) => `number of cases ${series.toLowerCase()} per year`,
  },
  {
    title: (place) => `Visitors to the Constitution Museum, ${place}, by month`,
    passage: (place, bars) =>
      `The Constitution Museum at ${place} opened to the public in January. The bar chart below shows the number of visitors in each of its first ${bars === 5 ? 'five' : 'six'} months. Answer the questions that follow from the chart alone.`,
    unit: 'visitors',
    rowHeading: 'Month',
    series: ['Visitors'],
    rowPool: ['January', 'February', 'March', 'April', 'May', 'June'],
    ordered: true,
    bars: [5, 6],
    min: 600,
    max: 4800,
    bar: (row) => `the number of visitors in ${row}`,
    together: (first, second) => `How many visitors came to the museum in ${first} and ${second} together?`,
    perRow: () => 'number of visitors per month',
  },
];

const PLACES = ['Dharwad', 'Alwar', 'Gaya', 'Thrissur', 'Jorhat', 'Bilaspur', 'Nashik', 'Kurnool'];

const SMALL_RATIOS: readonly (readonly [number, number])[] = [
  [2, 3], [3, 4], [4, 5], [5, 6], [3, 5], [5, 7], [4, 7], [5, 8], [7, 9], [2, 5], [3, 7], [7, 10], [5, 9], [7, 8],
];

/**
 * Draws the chart with its question bars built to give clean answers: the percentage pair's base a multiple of 20
 * and the other bar a whole 5 % away, the ratio's two bars multiples of one small ratio, and a series average
 * to two decimals.
 */
function plan(seed: number) {
  const random = new Random(seed);
  const scenario = random.pick(SCENARIOS);
  const place = random.pick(PLACES);
  const count = random.int(scenario.bars[0], scenario.bars[1]);
  const labels = scenario.ordered ? scenario.rowPool.slice(0, count) : random.shuffle(scenario.rowPool).slice(0, count);
  const seriesCount = scenario.series.length;
  for (;;) {
    const values = labels.map(() => scenario.series.map(() => random.int(scenario.min, scenario.max)));
    const [higher, base, first, second] = random.shuffle(labels.map((_, row) => row)) as [number, number, number, number];
    const percentSeries = random.int(0, seriesCount - 1);
    const baseValue = 20 * random.int(Math.ceil(scenario.min / 20), Math.floor(scenario.max / 20));
    const otherValue = (baseValue * (100 + 5 * random.pick([-8, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 8, 10, 12]))) / 100;
    if (otherValue < scenario.min || otherValue > scenario.max) continue;
    values[base]![percentSeries] = baseValue;
    values[higher]![percentSeries] = otherValue;
    const ratioSeries = random.int(0, seriesCount - 1);
    const [p, q] = random.shuffle(random.pick(SMALL_RATIOS)) as [number, number];
    const k = random.int(Math.ceil(scenario.min / Math.min(p, q)), Math.floor(scenario.max / Math.max(p, q)));
    values[first]![ratioSeries] = k * p;
    values[second]![ratioSeries] = k * q;
    const averageSeries = random.int(0, seriesCount - 1);
    const averageSum = values.reduce((sum, row) => sum + row[averageSeries]!, 0);
    if (!isExactToHundredths(averageSum / count)) continue;
    // No two bars of one series the same height, so that no two readings coincide by chance.
    if (scenario.series.some((_, series) => new Set(values.map((row) => row[series])).size !== count)) continue;

    const figure: DataFigure = {
      kind: 'bar',
      title: scenario.title(place),
      unit: scenario.unit,
      columns: [scenario.rowHeading, ...scenario.series],
      rows: labels.map((label, row) => ({ label, values: values[row]! })),
    };
    const chart = new BarChart(figure, scenario);
    // The sum and the difference: two series of one bar group, or two bars of the one series.
    const [sumA, sumB] = random.shuffle(labels.map((_, row) => row)) as [number, number];
    const sumSeries = random.int(0, seriesCount - 1);
    const differenceRow = random.int(0, count - 1);
    const [differenceOther] = random.shuffle(labels.map((_, row) => row).filter((row) => row !== differenceRow)) as [number];
    const difference: [FigureCell, FigureCell] =
      seriesCount === 2
        ? [chart.cell(differenceRow, 0), chart.cell(differenceRow, 1)]
        : [chart.cell(differenceRow, 0), chart.cell(differenceOther, 0)];
    const questions = [
      chart.sum(chart.cell(sumA, sumSeries), chart.cell(sumB, sumSeries)),
      chart.difference(...difference),
      chart.percentDifference(chart.cell(higher, percentSeries), chart.cell(base, percentSeries)),
      chart.average(averageSeries),
      chart.ratio(chart.cell(first, ratioSeries), chart.cell(second, ratioSeries)),
    ];
    return { random, passage: scenario.passage(place, count), figure, questions };
  }
}

export function generateDiBar(seed: number): GeneratedSet {
  return assembleFigureSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeDiBar(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

class BarChart {
  constructor(
    private readonly figure: DataFigure,
    private readonly scenario: BarScenario,
  ) {}

  cell(row: number, series: number): FigureCell {
    return { row: this.figure.rows[row]!.label, column: this.figure.columns[series + 1]! };
  }

  private read(cell: FigureCell): number {
    const row = this.figure.rows.find((entry) => entry.label === cell.row)!;
    return row.values[this.figure.columns.indexOf(cell.column) - 1]!;
  }

  private name(cell: FigureCell): string {
    return this.scenario.bar(cell.row, cell.column);
  }

  private inUnit = (value: number) => formatInUnit(value, this.scenario.unit);

  sum(a: FigureCell, b: FigureCell): PlannedFigureQuestion {
    const [x, y] = [this.read(a), this.read(b)];
    const total = x + y;
    return {
      spec: { kind: 'di-sum', figure: this.figure, cells: [a, b] },
      draft: {
        difficulty: 'easy',
        question: this.scenario.together(a.row, b.row, a.column),
        correct: this.inUnit(total),
        // The difference for the sum; the taller bar twice; the mean of the two.
        distractors: formatDistractors(total, [Math.abs(x - y), 2 * Math.max(x, y), total / 2], this.inUnit, stepsAround(total, 10)),
        explanation: [
          `Read the two bars: ${this.name(a)}, ${formatNumber(x)}; ${this.name(b)}, ${formatNumber(y)}.`,
          `Together: ${formatNumber(x)} + ${formatNumber(y)} = ${this.inUnit(total)}.`,
        ].join(' '),
      },
    };
  }

  difference(a: FigureCell, b: FigureCell): PlannedFigureQuestion {
    const [larger, smaller] = this.read(a) >= this.read(b) ? [a, b] : [b, a];
    const [x, y] = [this.read(larger), this.read(smaller)];
    const gap = x - y;
    return {
      spec: { kind: 'di-difference', figure: this.figure, larger, smaller },
      draft: {
        difficulty: 'easy',
        question: `By how much did ${this.name(larger)} exceed ${this.name(smaller)}?`,
        correct: this.inUnit(gap),
        distractors: formatDistractors(gap, [x + y, gap / 2, y], this.inUnit, stepsAround(gap, 5)),
        explanation: [
          `Read the two bars: ${this.name(larger)}, ${formatNumber(x)}; ${this.name(smaller)}, ${formatNumber(y)}.`,
          `Difference: ${formatNumber(x)} − ${formatNumber(y)} = ${this.inUnit(gap)}.`,
        ].join(' '),
      },
    };
  }

  /** By what percentage one bar is above or below another: on the other bar, the base of the comparison. */
  percentDifference(compared: FigureCell, base: FigureCell): PlannedFigureQuestion {
    const [x, y] = [this.read(compared), this.read(base)];
    const gap = Math.abs(x - y);
    const percent = (gap / y) * 100;
    const exceeds = x > y;
    return {
      spec: { kind: 'di-percent-change', figure: this.figure, from: base, to: compared },
      draft: {
        difficulty: exceeds ? 'medium' : 'hard',
        question: `By what percentage did ${this.name(compared)} ${exceeds ? 'exceed' : 'fall short of'} ${this.name(base)}?`,
        correct: formatPercent(percent),
        distractors: formatDistractors(
          percent,
          // On the wrong bar; the plain difference read as a percentage; the one as a percentage of the other.
          [(gap / x) * 100, gap, (x / y) * 100],
          formatPercent,
          stepsAround(percent, 2.5),
        ),
        explanation: [
          `Read the two bars: ${this.name(compared)}, ${formatNumber(x)}; ${this.name(base)}, ${formatNumber(y)}; a gap of ${formatNumber(gap)}.`,
          `The comparison is with ${this.name(base)}, so the gap is taken on it: ${formatNumber(gap)} ÷ ${formatNumber(y)} × 100 = ${formatPercent(percent)}.`,
        ].join(' '),
      },
    };
  }

  average(series: number): PlannedFigureQuestion {
    const cells = this.figure.rows.map((_, row) => this.cell(row, series));
    const values = cells.map((cell) => this.read(cell));
    const total = values.reduce((sum, value) => sum + value, 0);
    const count = values.length;
    const average = total / count;
    const name = this.figure.columns[series + 1]!;
    return {
      spec: { kind: 'di-average', figure: this.figure, cells },
      draft: {
        difficulty: 'medium',
        question: `What was the average ${this.scenario.perRow(name)}, over the ${count} ${this.scenario.rowHeading.toLowerCase()}s shown?`,
        correct: this.inUnit(average),
        distractors: formatDistractors(
          average,
          // Over one bar too few or too many; the midpoint of the tallest and the shortest bar.
          [total / (count - 1), total / (count + 1), (Math.max(...values) + Math.min(...values)) / 2],
          this.inUnit,
          stepsAround(average, 5),
        ),
        explanation: [
          `The ${count} bars add up to ${values.map(formatNumber).join(' + ')} = ${formatNumber(total)}.`,
          `Average: ${formatNumber(total)} ÷ ${count} = ${this.inUnit(average)}.`,
        ].join(' '),
      },
    };
  }

  ratio(a: FigureCell, b: FigureCell): PlannedFigureQuestion {
    const [x, y] = [this.read(a), this.read(b)];
    const answer = formatRatio(x, y);
    const pair = ([left, right]: readonly [number, number]) => formatRatio(left, right);
    const [reducedX, reducedY] = answer.split(' : ').map(Number) as [number, number];
    return {
      spec: { kind: 'di-ratio', figure: this.figure, first: [a], second: [b] },
      draft: {
        difficulty: 'medium',
        question: `What is the ratio of ${this.name(a)} to ${this.name(b)}?`,
        correct: answer,
        distractors: formatDistractors<readonly [number, number]>(
          [x, y],
          [
            [y, x],
            // The gap set against one of them.
            [x, Math.abs(x - y)],
            [reducedX + 1, reducedY + 1],
          ],
          pair,
          (step) => [reducedX + step, reducedY],
        ),
        explanation: [
          `Read the two bars: ${this.name(a)}, ${formatNumber(x)}; ${this.name(b)}, ${formatNumber(y)}.`,
          `In lowest terms, ${formatNumber(x)} : ${formatNumber(y)} = ${answer}.`,
        ].join(' '),
      },
    };
  }
}
