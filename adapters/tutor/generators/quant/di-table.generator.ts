import type { DataFigure } from '../../../../core/practice/data-figure';
import type { GeneratedSet } from '../generated-set';
import { assembleFigureSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatInUnit, formatNumber, formatPercent, formatRatio, gcd, isExactToHundredths, stepsAround } from './format';
import type { PlannedFigureQuestion } from './planned-question';
import type { FigureCell, QuestionSpec } from './solvers';

/** What a table counts and how its questions name a row, a column and the whole. */
interface TableScenario {
  readonly title: (place: string) => string;
  readonly passage: (place: string) => string;
  readonly unit: string;
  readonly rowHeading: string;
  readonly rowPool: readonly string[];
  readonly columns: readonly string[];
  /** Values are whole numbers in this range. */
  readonly min: number;
  readonly max: number;
  /** The plural of a row, e.g. 'programmes'. */
  readonly rowsAre: string;
  /** A row's figure as a noun phrase, e.g. 'BA LLB enrolments'. */
  readonly of: (row: string) => string;
  /** The whole of a column, e.g. 'the enrolments in 2023'. */
  readonly all: (column: string) => string;
  /** The average a row, e.g. 'enrolment per programme'. */
  readonly perRow: string;
}

const PLACES = ['Nagpur', 'Ranchi', 'Shillong', 'Cuttack', 'Jodhpur', 'Thiruvananthapuram', 'Bhopal', 'Visakhapatnam'];

const SCENARIOS: readonly TableScenario[] = [
  {
    title: (place) => `Students enrolled by programme, National Law Institute ${place}`,
    passage: (place) =>
      `The National Law Institute at ${place} has published its admission figures for the last three academic years. The table below shows the number of students enrolled in four of its programmes in each year. Answer the questions that follow from the table alone.`,
    unit: 'students',
    rowHeading: 'Programme',
    rowPool: ['BA LLB', 'BBA LLB', 'BCom LLB', 'LLM', 'BSc LLB', 'Diploma in Cyber Law'],
    columns: ['2022', '2023', '2024'],
    min: 60,
    max: 420,
    rowsAre: 'programmes',
    of: (row) => `${row} enrolments`,
    all: (column) => `the enrolments in ${column}`,
    perRow: 'enrolment per programme',
  },
  {
    title: (place) => `Sales by region and quarter, ${place} Agro Tools Ltd`,
    passage: (place) =>
      `${place} Agro Tools Ltd sells tractors' spare parts through four regional offices. The table below shows each region's sales in the first three quarters of the financial year, in ₹ crore. Answer the questions that follow from the table alone.`,
    unit: '₹ crore',
    rowHeading: 'Region',
    rowPool: ['North', 'South', 'East', 'West', 'Central', 'North-East'],
    columns: ['Q1', 'Q2', 'Q3'],
    min: 40,
    max: 360,
    rowsAre: 'regions',
    of: (row) => `the ${row} region's sales`,
    all: (column) => `the sales in ${column}`,
    perRow: 'sales per region',
  },
  {
    title: (place) => `Cases filed by category, District Court ${place}`,
    passage: (place) =>
      `The District Court at ${place} reports the fresh cases filed before it each year. The table below shows the cases filed in four categories over three years. Answer the questions that follow from the table alone.`,
    unit: 'cases',
    rowHeading: 'Category',
    rowPool: ['Civil', 'Criminal', 'Family', 'Consumer', 'Motor accident', 'Rent control'],
    columns: ['2021', '2022', '2023'],
    min: 120,
    max: 900,
    rowsAre: 'categories',
    of: (row) => `${row.toLowerCase()} cases`,
    all: (column) => `the cases filed in ${column}`,
    perRow: 'number of cases per category',
  },
];

const ROWS = 4;

/** Coprime pairs for a ratio a candidate can work out in the exam. */
const SMALL_RATIOS: readonly (readonly [number, number])[] = [
  [2, 3], [3, 4], [4, 5], [5, 6], [3, 5], [5, 7], [4, 7], [5, 8], [7, 9], [2, 5], [3, 7], [7, 10], [5, 9], [7, 8],
];

/** Whole numbers in [min, max] that are multiples of `step`. */
function multipleIn(random: Random, min: number, max: number, step: number): number {
  return step * random.int(Math.ceil(min / step), Math.floor(max / step));
}

/**
 * Draws the table with its question cells built to give clean answers: the changed row's first value a multiple
 * of 20 and its change a multiple of 5 % (an exact percentage), the ratio's two cells multiples of one small
 * ratio, and the shared column's total a divisor of 10,000 × the part (an exact share, set by a filler cell).
 */
function plan(seed: number) {
  const random = new Random(seed);
  const scenario = random.pick(SCENARIOS);
  const place = random.pick(PLACES);
  const labels = random.shuffle(scenario.rowPool).slice(0, ROWS);
  const last = scenario.columns.length - 1;
  for (;;) {
    const values = labels.map(() => scenario.columns.map(() => random.int(scenario.min, scenario.max)));
    const [changed, first, second, filler] = random.shuffle([0, 1, 2, 3]) as [number, number, number, number];
    // The changed row: from a multiple of 20 by a multiple of 5 %, up or down.
    const from = multipleIn(random, scenario.min, scenario.max, 20);
    const to = (from * (100 + 5 * random.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12]))) / 100;
    if (to < scenario.min || to > scenario.max) continue;
    values[changed]![0] = from;
    values[changed]![last] = to;
    // The ratio: two rows in one column, k·p and k·q.
    const ratioColumn = random.int(0, last);
    const [p, q] = random.shuffle(random.pick(SMALL_RATIOS)) as [number, number];
    const k = random.int(Math.ceil(scenario.min / Math.min(p, q)), Math.floor(scenario.max / Math.max(p, q)));
    values[first]![ratioColumn] = k * p;
    values[second]![ratioColumn] = k * q;
    // The share: one of those rows in any column, its total set by the fourth row, which no other question fixes.
    const shareRow = random.pick([changed, first, second]);
    const shareColumn = random.int(0, last);
    const part = values[shareRow]![shareColumn]!;
    const others = values.reduce((sum, row, index) => (index === filler ? sum : sum + row[shareColumn]!), 0);
    const fillers: number[] = [];
    for (let value = scenario.min; value <= scenario.max; value += 1) {
      if (isExactToHundredths((part * 100) / (others + value)) && value !== part) fillers.push(value);
    }
    if (fillers.length === 0) continue;
    values[filler]![shareColumn] = random.pick(fillers);
    // Every row differs from the others in every column, so that no two readings coincide by chance.
    if (scenario.columns.some((_, column) => new Set(values.map((row) => row[column])).size !== ROWS)) continue;

    const figure: DataFigure = {
      kind: 'table',
      title: scenario.title(place),
      unit: scenario.unit,
      columns: [scenario.rowHeading, ...scenario.columns],
      rows: labels.map((label, row) => ({ label, values: values[row]! })),
    };
    const table = new Table(figure, scenario);
    const [totalColumn, averageColumn] = random.shuffle(scenario.columns.map((_, column) => column)) as [number, number];
    const questions = [
      table.columnTotal(totalColumn),
      table.percentChange(changed),
      table.ratio(first, second, ratioColumn),
      table.columnAverage(averageColumn),
      table.share(shareRow, shareColumn),
    ];
    return { random, passage: scenario.passage(place), figure, questions };
  }
}

export function generateDiTable(seed: number): GeneratedSet {
  return assembleFigureSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeDiTable(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** The questions a drawn table allows, each on the cells the plan built for it. */
class Table {
  private readonly columns: readonly string[];

  constructor(
    private readonly figure: DataFigure,
    private readonly scenario: TableScenario,
  ) {
    this.columns = figure.columns.slice(1);
  }

  private value(row: number, column: number): number {
    return this.figure.rows[row]!.values[column]!;
  }

  private cell(row: number, column: number): FigureCell {
    return { row: this.figure.rows[row]!.label, column: this.columns[column]! };
  }

  private rowSum(row: number): number {
    return this.figure.rows[row]!.values.reduce((sum, value) => sum + value, 0);
  }

  private columnSum(column: number): number {
    return this.figure.rows.reduce((sum, row) => sum + row.values[column]!, 0);
  }

  private inUnit = (value: number) => formatInUnit(value, this.scenario.unit);

  /** The sum of one column: the easiest read, though every row must be added. */
  columnTotal(column: number): PlannedFigureQuestion {
    const name = this.columns[column]!;
    const values = this.figure.rows.map((row) => row.values[column]!);
    const total = this.columnSum(column);
    const otherColumn = (column + 1) % this.columns.length;
    return {
      spec: { kind: 'di-sum', figure: this.figure, cells: this.figure.rows.map((_, row) => this.cell(row, column)) },
      draft: {
        difficulty: 'easy',
        question: `What was the total of ${this.scenario.all(name)}, across all four ${this.scenario.rowsAre}?`,
        correct: this.inUnit(total),
        distractors: formatDistractors(
          total,
          // The next column's total; the first three rows only; one row counted twice.
          [this.columnSum(otherColumn), total - values[3]!, total + values[0]!],
          this.inUnit,
          stepsAround(total, 10),
        ),
        explanation: [
          `Read the ${name} column: ${values.map(formatNumber).join(' + ')}.`,
          `Total for ${name}: ${this.inUnit(total)}.`,
        ].join(' '),
      },
    };
  }

  /** One row's change from the first column to the last, on the first column's value. */
  percentChange(row: number): PlannedFigureQuestion {
    const last = this.columns.length - 1;
    const from = this.value(row, 0);
    const to = this.value(row, last);
    const change = Math.abs(to - from);
    const percent = (change / from) * 100;
    const rises = to > from;
    const label = this.figure.rows[row]!.label;
    const middle = this.value(row, 1);
    return {
      spec: { kind: 'di-percent-change', figure: this.figure, from: this.cell(row, 0), to: this.cell(row, last) },
      draft: {
        difficulty: 'medium',
        question: `By what percentage did ${this.scenario.of(label)} ${rises ? 'rise' : 'fall'} from ${this.columns[0]} to ${this.columns[last]}?`,
        correct: formatPercent(percent),
        distractors: formatDistractors(
          percent,
          // On the later value; on the middle column; the plain difference read as a percentage.
          [(change / to) * 100, (Math.abs(to - middle) / middle) * 100, change, (to / from) * 100],
          formatPercent,
          stepsAround(percent, 2.5),
        ),
        explanation: [
          `${label}: ${formatNumber(from)} in ${this.columns[0]} and ${formatNumber(to)} in ${this.columns[last]}, a ${rises ? 'rise' : 'fall'} of ${formatNumber(change)}.`,
          `A percentage change is reckoned on the earlier value: ${formatNumber(change)} ÷ ${formatNumber(from)} × 100 = ${formatPercent(percent)}.`,
        ].join(' '),
      },
    };
  }

  /** Two rows in one column, in lowest terms. */
  ratio(first: number, second: number, column: number): PlannedFigureQuestion {
    const a = this.value(first, column);
    const b = this.value(second, column);
    const divisor = gcd(a, b);
    const [firstLabel, secondLabel] = [this.figure.rows[first]!.label, this.figure.rows[second]!.label];
    const otherColumn = (column + 1) % this.columns.length;
    const pair = ([left, right]: readonly [number, number]) => formatRatio(left, right);
    const answer = formatRatio(a, b);
    return {
      spec: { kind: 'di-ratio', figure: this.figure, first: [this.cell(first, column)], second: [this.cell(second, column)] },
      draft: {
        difficulty: 'medium',
        question: `In ${this.columns[column]}, what was the ratio of ${this.scenario.of(firstLabel)} to ${this.scenario.of(secondLabel)}?`,
        correct: answer,
        distractors: formatDistractors<readonly [number, number]>(
          [a, b],
          [
            [b, a],
            [this.value(first, otherColumn), this.value(second, otherColumn)],
            // One added to each reduced term, as if the ratio were of counts one larger.
            [a / divisor + 1, b / divisor + 1],
          ],
          pair,
          (step) => [a / divisor + step, b / divisor],
        ),
        explanation: [
          `In ${this.columns[column]}: ${firstLabel} ${formatNumber(a)}, ${secondLabel} ${formatNumber(b)}.`,
          `Both divide by ${divisor}, so the ratio is ${formatNumber(a)} : ${formatNumber(b)} = ${answer}.`,
        ].join(' '),
      },
    };
  }

  /** The mean of a column over the four rows. */
  columnAverage(column: number): PlannedFigureQuestion {
    const name = this.columns[column]!;
    const total = this.columnSum(column);
    const average = total / ROWS;
    const values = this.figure.rows.map((row) => row.values[column]!);
    const highest = Math.max(...values);
    const lowest = Math.min(...values);
    return {
      spec: { kind: 'di-average', figure: this.figure, cells: this.figure.rows.map((_, row) => this.cell(row, column)) },
      draft: {
        difficulty: 'easy',
        question: `What was the average ${this.scenario.perRow} in ${name}?`,
        correct: this.inUnit(average),
        distractors: formatDistractors(
          average,
          // Divided by the columns, not the rows; the midpoint of the highest and the lowest; another column's average.
          [total / this.columns.length, (highest + lowest) / 2, this.columnSum((column + 1) % this.columns.length) / ROWS, total / (ROWS - 1)],
          this.inUnit,
          stepsAround(average, 5),
        ),
        explanation: [
          `The ${name} column adds up to ${values.map(formatNumber).join(' + ')} = ${formatNumber(total)}.`,
          `Shared over the ${ROWS} ${this.scenario.rowsAre}: ${formatNumber(total)} ÷ ${ROWS} = ${this.inUnit(average)}.`,
        ].join(' '),
      },
    };
  }

  /** One row's part of a column's total, as a percentage. */
  share(row: number, column: number): PlannedFigureQuestion {
    const name = this.columns[column]!;
    const part = this.value(row, column);
    const total = this.columnSum(column);
    const percent = (part / total) * 100;
    const label = this.figure.rows[row]!.label;
    const rowTotal = this.rowSum(row);
    return {
      spec: {
        kind: 'di-share',
        figure: this.figure,
        part: [this.cell(row, column)],
        whole: this.figure.rows.map((_, index) => this.cell(index, column)),
      },
      draft: {
        difficulty: 'hard',
        question: `What percentage of ${this.scenario.all(name)} were ${this.scenario.of(label)}?`,
        correct: formatPercent(percent),
        distractors: formatDistractors(
          percent,
          // Its share of its own row over the years; on the other rows only; an equal share.
          [(part / rowTotal) * 100, (part / (total - part)) * 100, 100 / ROWS],
          formatPercent,
          stepsAround(percent, 1.5),
        ),
        explanation: [
          `The ${name} total is ${this.figure.rows.map((entry) => formatNumber(entry.values[column]!)).join(' + ')} = ${formatNumber(total)}, of which ${label} accounts for ${formatNumber(part)}.`,
          `Share: ${formatNumber(part)} ÷ ${formatNumber(total)} × 100 = ${formatPercent(percent)}.`,
        ].join(' '),
      },
    };
  }
}
