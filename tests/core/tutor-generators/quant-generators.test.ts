import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataFigure } from '../../../core/practice/data-figure';
import type { TopicPracticeResponse } from '../../../core/practice/practice.model';
import { OPTION_LETTERS, QUANT_TOPICS } from '../../../core/practice/practice.model';
import { describeAverages } from '../../../adapters/tutor/generators/quant/averages.generator';
import { describeDiBar } from '../../../adapters/tutor/generators/quant/di-bar.generator';
import { describeDiPie } from '../../../adapters/tutor/generators/quant/di-pie.generator';
import { describeDiTable } from '../../../adapters/tutor/generators/quant/di-table.generator';
import { describeMensuration } from '../../../adapters/tutor/generators/quant/mensuration.generator';
import { describeMixturesAndAlligation } from '../../../adapters/tutor/generators/quant/mixtures-and-alligation.generator';
import { describeNumberSystem } from '../../../adapters/tutor/generators/quant/number-system.generator';
import { describePercentages } from '../../../adapters/tutor/generators/quant/percentages.generator';
import { describeProfitAndLoss } from '../../../adapters/tutor/generators/quant/profit-and-loss.generator';
import { formatClock, formatDegrees, formatInUnit, formatPercent, formatRatio, formatRupees } from '../../../adapters/tutor/generators/quant/format';
import type { MockQuantKind } from '../../../adapters/tutor/generators/quant/quant-generators';
import { MOCK_QUANT_GENERATORS, MOCK_QUANT_KINDS, QUANT_GENERATORS } from '../../../adapters/tutor/generators/quant/quant-generators';
import { describeRatioAndProportions } from '../../../adapters/tutor/generators/quant/ratio-and-proportions.generator';
import { describeSimpleAndCompoundInterest } from '../../../adapters/tutor/generators/quant/simple-and-compound-interest.generator';
import type { QuestionSpec } from '../../../adapters/tutor/generators/quant/solvers';
import { solveQuantQuestion } from '../../../adapters/tutor/generators/quant/solvers';
import { describeSpeedTimeDistance } from '../../../adapters/tutor/generators/quant/speed-time-distance.generator';
import { describeTimeAndWork } from '../../../adapters/tutor/generators/quant/time-and-work.generator';

const DESCRIBERS: Record<MockQuantKind, (seed: number) => QuestionSpec[]> = {
  'Profit & Loss': describeProfitAndLoss,
  'Simple & Compound Interest': describeSimpleAndCompoundInterest,
  Percentages: describePercentages,
  'Ratio and Proportions': describeRatioAndProportions,
  Averages: describeAverages,
  'Speed, Time and Distance': describeSpeedTimeDistance,
  'Time and Work': describeTimeAndWork,
  'Mixtures and Alligation': describeMixturesAndAlligation,
  Mensuration: describeMensuration,
  'Number System': describeNumberSystem,
  'Data Interpretation: Table': describeDiTable,
  'Data Interpretation: Bar Chart': describeDiBar,
  'Data Interpretation: Pie Chart': describeDiPie,
};

/** The data-interpretation kinds, the figure each set carries, and the word that names it in the caselet. */
const DI_FIGURES: Partial<Record<MockQuantKind, { readonly kind: DataFigure['kind']; readonly named: string }>> = {
  'Data Interpretation: Table': { kind: 'table', named: 'table below' },
  'Data Interpretation: Bar Chart': { kind: 'bar', named: 'bar chart below' },
  'Data Interpretation: Pie Chart': { kind: 'pie', named: 'pie chart below' },
};

const anySeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Everything wrong with one generated set, as readable lines. Plain checks collected into one assertion,
 * because 10,000 runs of forty separate `expect`s would dominate the run time.
 */
function problemsIn(set: TopicPracticeResponse, specs: readonly QuestionSpec[]): string[] {
  const problems: string[] = [];
  const count = set.questions.length;
  if (count < 4 || count > 6 || specs.length !== count) problems.push(`${count} questions, ${specs.length} specs`);
  const keys = Object.keys(set.answerKey).join(',');
  const expectedKeys = set.questions.map((_, index) => `Q${index + 1}`).join(',');
  if (keys !== expectedKeys) problems.push(`answer key ${keys}`);
  set.questions.forEach((question, index) => {
    const label = `Q${index + 1} "${question.question}" [${question.options.join(' | ')}]`;
    const solved = solveQuantQuestion(specs[index]!);
    if (question.options.length !== 4 || new Set(question.options).size !== 4) problems.push(`${label}: not four distinct options`);
    const matches = question.options.filter((option) => option === solved).length;
    if (matches !== 1) problems.push(`${label}: ${matches} options equal the solver's ${solved}`);
    if (question.options[OPTION_LETTERS.indexOf(question.answer)] !== solved) problems.push(`${label}: ${question.answer} is keyed, the solver says ${solved}`);
    if (set.answerKey[`Q${index + 1}`] !== question.answer) problems.push(`${label}: the answer key says ${set.answerKey[`Q${index + 1}`]}`);
    // The working ends at the answer: its last sentence states it.
    if (!question.explanation.split(/(?<=\.)\s+/).at(-1)!.includes(solved)) problems.push(`${label}: the explanation does not end at ${solved}`);
    if (question.options.some((option) => /NaN|Infinity|undefined|(?:^|\W)-\d/.test(option))) problems.push(`${label}: an option is not a figure`);
  });
  return problems;
}

/**
 * Everything wrong with a data-interpretation set's figure: it must be there, of its kind, every value finite, every
 * row as wide as the columns, and it must be the very figure each question's givens read from.
 */
function figureProblemsIn(set: TopicPracticeResponse, specs: readonly QuestionSpec[], kind: DataFigure['kind']): string[] {
  const figure = set.figure;
  if (!figure) return ['no figure'];
  const problems: string[] = [];
  if (figure.kind !== kind) problems.push(`a ${figure.kind} figure, not a ${kind}`);
  if (!figure.title.trim() || !figure.unit.trim()) problems.push('a figure without a title or a unit');
  const series = figure.columns.length - 1;
  if (series < 1 || (kind === 'pie' && series !== 1) || (kind === 'bar' && series > 2)) problems.push(`${series} series in a ${kind}`);
  const [fewest, most] = kind === 'table' ? [3, 8] : [4, 6];
  if (figure.rows.length < fewest || figure.rows.length > most) problems.push(`${figure.rows.length} rows in a ${kind}`);
  if (new Set(figure.rows.map((row) => row.label)).size !== figure.rows.length) problems.push('two rows share a label');
  for (const row of figure.rows) {
    if (row.values.length !== series) problems.push(`${row.label}: ${row.values.length} values for ${series} columns`);
    if (!row.values.every((value) => Number.isFinite(value) && value > 0)) problems.push(`${row.label}: ${row.values.join(', ')}`);
  }
  if (kind === 'pie' && figure.rows.reduce((sum, row) => sum + row.values[0]!, 0) !== 100) problems.push('the shares do not add up to 100%');
  // The solver must read the figure the candidate sees: the same rows, columns and numbers.
  specs.forEach((spec, index) => {
    if (!('figure' in spec) || JSON.stringify(spec.figure) !== JSON.stringify(figure)) problems.push(`Q${index + 1}: its givens are not the set's figure`);
  });
  return problems;
}

describe.each(MOCK_QUANT_KINDS)('the %s generator', (topic) => {
  const generate = MOCK_QUANT_GENERATORS[topic];
  const describeSet = DESCRIBERS[topic];
  const dataFigure = DI_FIGURES[topic];

  it('keys, for any seed, the one option that an independent solver computes from the stated givens', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        expect(problemsIn(generate(seed), describeSet(seed))).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  // A data-interpretation caselet is short: its numbers are in the figure.
  if (!dataFigure) {
    it('writes, for any seed, a caselet of 80-300 words and gives the same set again for the same seed', { timeout: 0 }, () => {
      fc.assert(
        fc.property(anySeed, (seed) => {
          const set = generate(seed);
          const words = wordCount(set.passage);
          if (words < 80 || words > 300) expect.fail(`${words} words: ${set.passage}`);
          expect(set.figure).toBeUndefined();
          expect(generate(seed)).toEqual(set);
        }),
        { numRuns: 1_000 },
      );
    });
  } else {
    it('sets, for any seed, a figure the questions read from, named by a caselet of 2-4 sentences, and gives the same set again for the same seed', { timeout: 0 }, () => {
      fc.assert(
        fc.property(anySeed, (seed) => {
          const set = generate(seed);
          const sentences = set.passage.split(/(?<=[.?!])\s+/).length;
          const words = wordCount(set.passage);
          if (sentences < 2 || sentences > 4 || words < 20 || words > 120) expect.fail(`${sentences} sentences, ${words} words: ${set.passage}`);
          if (!set.passage.includes(`The ${dataFigure.named}`)) expect.fail(`the caselet does not name the ${dataFigure.named}: ${set.passage}`);
          expect(figureProblemsIn(set, describeSet(seed), dataFigure.kind)).toEqual([]);
          expect(generate(seed)).toEqual(set);
        }),
        { numRuns: 1_000 },
      );
    });
  }

  it('spreads the answers: over 1,000 seeds each letter answers 15-35% of the questions', () => {
    const letters = Array.from({ length: 1000 }, (_, seed) => generate(seed).questions.map((question) => question.answer)).flat();
    for (const letter of OPTION_LETTERS) {
      const share = letters.filter((answer) => answer === letter).length / letters.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.15);
      expect(share, letter).toBeLessThanOrEqual(0.35);
    }
  });

  it('never names an option by its letter in an explanation', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const question of generate(seed).questions) {
        expect(question.explanation).not.toMatch(/\b(?:option|choice|answer)\s+[A-D]\b|\([A-D]\)/);
      }
    }
  });
});

describe('the figures in options and explanations', () => {
  it('writes rupees to the nearest rupee with Indian digit grouping', () => {
    expect([0, 999, 1000, 125_000, 1_234_567, 10_00_00_000, 4_999.5].map(formatRupees)).toEqual([
      '₹0',
      '₹999',
      '₹1,000',
      '₹1,25,000',
      '₹12,34,567',
      '₹10,00,00,000',
      '₹5,000',
    ]);
  });

  it('writes percentages with at most two decimals, trailing zeros trimmed, a half rounded up even after float error', () => {
    // 1.005 is stored as 1.00499999999999989...: it must still read as a half.
    expect([20, 12.5, 100 / 3, 14.2857, 9.375, 1.005].map(formatPercent)).toEqual(['20%', '12.5%', '33.33%', '14.29%', '9.38%', '1.01%']);
  });

  it('writes a figure\'s values in its unit, the rupee sign in front, and angles in degrees', () => {
    expect([formatInUnit(1250, 'tonnes'), formatInUnit(12.5, '₹ crore'), formatInUnit(125_000, '₹'), formatDegrees(43.2)]).toEqual([
      '1,250 tonnes',
      '₹12.5 crore',
      '₹1,25,000',
      '43.2°',
    ]);
  });

  it('writes ratios in lowest terms', () => {
    expect([formatRatio(63, 5), formatRatio(6, 10), formatRatio(12, 4)]).toEqual(['63 : 5', '3 : 5', '3 : 1']);
  });
});

describe('the set for seed 2024, as a candidate sees it', () => {
  it('Profit & Loss', () => {
    const set = QUANT_GENERATORS['Profit & Loss'](2024);
    expect(set.passage).toBe(
      'After the festive season, the consumer-affairs cell of Bengaluru examined the accounts of five traders in Commercial Street. Its report records the following. Harpreet Kaur, who runs a kirana store, bought 150 kg of chana dal at ₹75 per kg and paid ₹750 to bring it to the shop. The entire stock was sold at ₹96 per kg. Ramesh Agarwal\'s kitchenware shop marks every article 30% above its cost price and then allows a discount of 20% on the marked price; a pressure cooker costs the shop ₹3,200. Sunita Jain, a wholesaler, sold a lot of rain-damaged school bags for ₹4,576, accepting a loss of 12% on what the lot had cost. At Farida Begum\'s electronics showroom, a split air-conditioner marked at ₹55,600 is offered at successive discounts of 15% and 20% in the Diwali sale. Imran Qureshi, a dry-fruit seller, claims to sell cashews at 10% above cost price, but the "1 kg" weight in use actually weighs only 875 g. The cell treats transport and similar overheads as part of the cost price.',
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: "What was Harpreet Kaur's profit percentage on the chana dal (correct to two decimal places where needed)?",
        options: ['20%', '16.67%', '28%', '21.33%'],
        answer: 'A',
      },
      {
        question: "At what price does Ramesh Agarwal's shop sell the pressure cooker?",
        options: ['₹2,560', '₹4,160', '₹3,520', '₹3,328'],
        answer: 'D',
      },
      {
        question: 'What had the lot of school bags cost Sunita Jain (to the nearest rupee)?',
        options: ['₹5,125', '₹4,027', '₹5,200', '₹4,086'],
        answer: 'C',
      },
      {
        question: 'What single discount on the marked price is equivalent to the two successive discounts on the split air-conditioner?',
        options: ['32%', '38%', '47.06%', '35%'],
        answer: 'A',
      },
      {
        question: "What is Imran Qureshi's actual gain percentage on the cashews (correct to two decimal places)?",
        options: ['25.71%', '14.29%', '24.29%', '23.75%'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'Transport is part of the cost price: 150 × ₹75 + ₹750 = ₹12,000. Sales: 150 × ₹96 = ₹14,400. Profit: ₹14,400 − ₹12,000 = ₹2,400. Profit percentage = ₹2,400 ÷ ₹12,000 × 100 = 20%.',
    );
  });

  it('Simple & Compound Interest', () => {
    const set = QUANT_GENERATORS['Simple & Compound Interest'](2024);
    expect(set.passage).toBe(
      "Anjali Das, a schoolteacher in Guwahati, keeps careful records of her family's loans and savings, and this year she has set them out side by side to decide where the family's money should go next. To pay her daughter's CLAT coaching fee, she borrowed ₹2,02,000 from the local cooperative credit society at simple interest and cleared the loan after 4 years by paying ₹2,74,720 in all. She has also placed ₹1,00,000 in a fixed deposit with a public-sector bank at 10% per annum, compounded annually, for 2 years. Her husband has invested ₹3,60,000 in a cumulative deposit at 16% per annum, compounded half-yearly, for 1 year. Before choosing between banks, the couple worked out the interest that ₹4,00,000 would earn over two years at 10% per annum, first as simple interest and then compounded annually. Finally, an agent has offered them a savings scheme under which any sum doubles itself in 10 years at simple interest.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'At what rate of simple interest per annum did the cooperative society lend the money (correct to two decimal places where needed)?',
        options: ['9%', '6.62%', '7.2%', '36%'],
        answer: 'A',
      },
      {
        question: 'How much will the fixed deposit be worth on maturity (to the nearest rupee)?',
        options: ['₹1,10,000', '₹1,20,000', '₹1,33,100', '₹1,21,000'],
        answer: 'D',
      },
      {
        question: "How much interest will her husband's cumulative deposit earn (to the nearest rupee)?",
        options: ['₹57,600', '₹59,904', '₹1,24,416', '₹28,800'],
        answer: 'B',
      },
      {
        question: 'By how much does the compound interest on ₹4,00,000 exceed the simple interest over the two years (to the nearest rupee)?',
        options: ['₹12,400', '₹8,000', '₹4,000', '₹2,000'],
        answer: 'C',
      },
      {
        question: "Under the agent's scheme, in how many years would a sum become three times itself?",
        options: ['10 years', '20 years', '15 years', '30 years'],
        answer: 'B',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'Interest paid: ₹2,74,720 − ₹2,02,000 = ₹72,720 over 4 years, i.e. ₹18,180 a year. Simple interest is always reckoned on the sum borrowed: ₹18,180 ÷ ₹2,02,000 × 100 = 9% per annum.',
    );
  });

  it('Percentages', () => {
    const set = QUANT_GENERATORS['Percentages'](2024);
    expect(set.passage).toBe(
      "The annual report of the Surat Municipal Corporation for 2024, tabled before its general body in March, contains the following figures on the city's people, finances, elections and services. Ward 35 had a population of 4,10,000 at the start of 2022. It rose by 15% during 2022 as new housing colonies were occupied, and fell by 10% during 2023 when a metro project displaced several families. The property tax rate for commercial buildings is 50% higher than the rate for residential buildings. In the mayoral election, 8,50,000 voters were on the rolls; 60% of them voted, and 10% of the votes polled were declared invalid. Only two candidates stood, and the winner received 60% of the valid votes. The share of households with a piped water connection rose from 45% to 63% over five years. In the Class X board examination, 45% of the candidates from municipal schools were girls; 85% of the girls and 65% of the boys passed.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'What was the population of Ward 35 at the end of 2023?',
        options: ['4,30,500', '4,24,350', '4,28,636', '4,71,500'],
        answer: 'B',
      },
      {
        question: 'By what percentage is the residential tax rate lower than the commercial rate (correct to two decimal places where needed)?',
        options: ['50%', '100%', '33.33%', '66.67%'],
        answer: 'C',
      },
      {
        question: 'By how many votes did the winner of the mayoral election defeat the other candidate?',
        options: ['1,53,000', '91,800', '2,75,400', '1,02,000'],
        answer: 'B',
      },
      {
        question: 'By what percentage did the share of households with a piped water connection increase (correct to two decimal places where needed)?',
        options: ['140%', '18%', '40%', '28.57%'],
        answer: 'C',
      },
      {
        question: 'What percentage of all the municipal-school candidates passed the examination (correct to two decimal places where needed)?',
        options: ['75%', '74%', '51.69%', '76%'],
        answer: 'B',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'During 2022: 4,10,000 + 15% (61,500) = 4,71,500. The 2023 fall is reckoned on this larger figure: 10% of 4,71,500 = 47,150. Population at the end of 2023: 4,71,500 − 47,150 = 4,24,350.',
    );
  });

  it('Ratio and Proportions', () => {
    const set = QUANT_GENERATORS['Ratio and Proportions'](2024);
    expect(set.passage).toBe(
      "Veer Kabaddi Academy in Sonipat trains young kabaddi players. Its plan for the coming season records the following. The budget of ₹22,88,000 for the season is to be divided among coaching, equipment and travel in the ratio 9 : 3 : 1. The academy's two founders share the profit from the summer camps: Deepa Menon invested ₹8,00,000 at the start of the year, and Neha Kapoor joined 2 months later with ₹2,00,000. This year's profit of ₹3,71,200 is to be shared in proportion to each founder's capital and the time for which it was invested. Before the season opens, 20 groundsmen working 7 hours a day prepare the clay courts in 28 days. The monthly salaries of the fitness trainer and the head coach are in the ratio 5 : 6, and their monthly expenses in the ratio 4 : 5; each of them saves ₹15,000 a month. In the senior squad, the ratio of raiders to defenders is 4 : 3, and that of defenders to all-rounders is 5 : 1.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'How much of the budget goes to equipment?',
        options: ['₹5,28,000', '₹1,76,000', '₹17,16,000', '₹15,84,000'],
        answer: 'A',
      },
      {
        question: "What is Neha Kapoor's share of this year's profit?",
        options: ['₹3,07,200', '₹14,848', '₹64,000', '₹74,240'],
        answer: 'C',
      },
      {
        question: 'If 8 groundsmen work 10 hours a day, in how many days will they prepare the clay courts?',
        options: ['49 days', '20 days', '16 days', '70 days'],
        answer: 'A',
      },
      {
        question: "What is the fitness trainer's monthly salary?",
        options: ['₹15,000', '₹75,000', '₹60,000', '₹90,000'],
        answer: 'B',
      },
      {
        question: 'What is the ratio of raiders to all-rounders in the senior squad?',
        options: ['20 : 3', '3 : 20', '4 : 15', '4 : 1'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'The ratio 9 : 3 : 1 has 9 + 3 + 1 = 13 parts in all, so one part is ₹22,88,000 ÷ 13 = ₹1,76,000. Equipment gets 3 parts: 3 × ₹1,76,000 = ₹5,28,000.',
    );
  });
});

describe('the Quant generators a mock draws on', () => {
  it("leaves the Question Maker's topics as the specification fixes them, and numbers them first, in their order", () => {
    expect(Object.keys(QUANT_GENERATORS)).toEqual([...QUANT_TOPICS]);
    expect(MOCK_QUANT_KINDS.slice(0, QUANT_TOPICS.length)).toEqual([...QUANT_TOPICS]);
    for (const topic of QUANT_TOPICS) expect(MOCK_QUANT_GENERATORS[topic]).toBe(QUANT_GENERATORS[topic]);
  });

  it('adds the mock-only caselet kinds after them, the data-interpretation kinds last, each with its own generator', () => {
    expect(MOCK_QUANT_KINDS.slice(QUANT_TOPICS.length)).toEqual([
      'Averages',
      'Speed, Time and Distance',
      'Time and Work',
      'Mixtures and Alligation',
      'Mensuration',
      'Number System',
      'Data Interpretation: Table',
      'Data Interpretation: Bar Chart',
      'Data Interpretation: Pie Chart',
    ]);
    expect(new Set(MOCK_QUANT_KINDS.map((kind) => MOCK_QUANT_GENERATORS[kind])).size).toBe(MOCK_QUANT_KINDS.length);
  });
});

const at = (row: string, column: string) => ({ row, column });

const ADMISSIONS: DataFigure = {
  kind: 'table',
  title: 'Admissions',
  unit: 'students',
  columns: ['Programme', '2022', '2023'],
  rows: [
    { label: 'BA LLB', values: [250, 300] },
    { label: 'LLM', values: [40, 48] },
    { label: 'BBA LLB', values: [150, 172] },
  ],
};

/** A household's ₹60,000 a month: food 30%, rent 25%, transport 10%, the rest 35%. */
const SPENDING: DataFigure = {
  kind: 'pie',
  title: 'Spending',
  unit: '%',
  columns: ['Head', 'Share'],
  rows: [
    { label: 'Food', values: [30] },
    { label: 'Rent', values: [25] },
    { label: 'Transport', values: [10] },
    { label: 'Others', values: [35] },
  ],
};

/**
 * The solvers checked against worked textbook examples, so that a generator and a solver cannot share one mistaken
 * reading of a question and still agree.
 */
describe('the solvers on textbook examples', () => {
  const examples: readonly [QuestionSpec, string][] = [
    // Averages
    [{ kind: 'average-with-newcomer', count: 24, average: 17, rise: 1 }, '42 years'],
    [{ kind: 'group-size-from-leaver', average: 72, leaverScore: 92, newAverage: 71.5 }, '41 students'],
    [{ kind: 'combined-average', counts: [30, 20], averages: [60, 70] }, '64'],
    [{ kind: 'missing-value', known: [80, 90, 70, 85, 75], average: 80 }, '80'],
    [{ kind: 'corrected-average', count: 50, average: 70.4, recorded: 68, actual: 86 }, '70.76'],
    // Speed, Time and Distance
    [{ kind: 'train-speed-from-pole', trainLength: 240, poleSeconds: 12 }, '72 km/h'],
    [{ kind: 'platform-crossing-time', trainLength: 240, poleSeconds: 12, platformLength: 360 }, '30 seconds'],
    [{ kind: 'trains-crossing-time', lengths: [200, 160], speeds: [60, 48], sameDirection: false }, '12 seconds'],
    [{ kind: 'trains-crossing-time', lengths: [200, 160], speeds: [60, 42], sameDirection: true }, '72 seconds'],
    [{ kind: 'boat-speed', distance: 36, downstreamHours: 2, upstreamHours: 3, asked: 'stream' }, '3 km/h'],
    [{ kind: 'boat-speed', distance: 36, downstreamHours: 2, upstreamHours: 3, asked: 'still' }, '15 km/h'],
    [{ kind: 'round-trip-average-speed', distance: 120, speeds: [40, 60] }, '48 km/h'],
    // Time and Work
    [{ kind: 'days-together', days: [10, 15] }, '6 days'],
    [{ kind: 'days-from-efficiency', baseDays: 30, morePercent: 50 }, '20 days'],
    [{ kind: 'worker-leaves', leaverDays: 10, stayerDays: 15, daysTogether: 2 }, '12 days'],
    [{ kind: 'pipe-with-leak', fillHours: 4, leakHours: 12 }, '6 hours'],
    [{ kind: 'helper-wage-share', days: [6, 8], daysWithHelper: 3, wage: 3200 }, '₹400'],
    // Mixtures and Alligation
    [{ kind: 'alligation-ratio', cheaper: 150, dearer: 250, mean: 180 }, '7 : 3'],
    [{ kind: 'mixture-profit-percent', quantities: [20, 30], prices: [200, 300], sellingPrice: 312 }, '20%'],
    [{ kind: 'water-to-reach-ratio', volume: 60, ratio: [2, 1], target: [1, 2] }, '60 litres'],
    [{ kind: 'milk-after-replacements', volume: 40, drawn: 4, times: 2 }, '32.4 litres'],
    [{ kind: 'milk-to-dilute-water', volume: 60, waterPercent: 20, targetPercent: 15 }, '20 litres'],
    // Mensuration
    [{ kind: 'fencing-cost', length: 100, breadth: 50, gate: 5, ratePerMetre: 20 }, '₹5,900'],
    [{ kind: 'tiles-needed', length: 12, breadth: 9, tileSide: 60 }, '300 tiles'],
    [{ kind: 'circular-path-area', radius: 14, width: 7 }, '770 sq m'],
    [{ kind: 'triangle-turfing-cost', sides: [13, 14, 15], ratePerSquareMetre: 10 }, '₹840'],
    [{ kind: 'cylinder-capacity-litres', diameter: 1.4, height: 2 }, '3,080 litres'],
    // Number System
    [{ kind: 'equal-pieces-count', lengths: [120, 180, 240] }, '9 pieces'],
    [{ kind: 'bells-together', intervals: [12, 15, 20], startMinutes: 8 * 60 }, '9:00 a.m.'],
    [{ kind: 'same-remainder-in-range', divisors: [4, 5, 6], remainder: 3, moreThan: 100, fewerThan: 150 }, '123 books'],
    [{ kind: 'unit-digit-of-power', base: 7, exponent: 95 }, '3'],
    [{ kind: 'divisible-by-either', upTo: 100, divisors: [4, 6] }, '33 students'],
    [{ kind: 'largest-of-consecutive', count: 5, sum: 85, numbers: 'odd' }, '21'],
    // Data interpretation
    [{ kind: 'di-sum', figure: ADMISSIONS, cells: [at('BA LLB', '2023'), at('LLM', '2023'), at('BBA LLB', '2023')] }, '520 students'],
    [{ kind: 'di-average', figure: ADMISSIONS, cells: [at('BA LLB', '2022'), at('LLM', '2022'), at('BBA LLB', '2022')] }, '146.67 students'],
    [{ kind: 'di-difference', figure: ADMISSIONS, larger: at('BA LLB', '2023'), smaller: at('BBA LLB', '2023') }, '128 students'],
    [{ kind: 'di-percent-change', figure: ADMISSIONS, from: at('BA LLB', '2022'), to: at('BA LLB', '2023') }, '20%'],
    // A fall, measured on the value it fell from.
    [{ kind: 'di-percent-change', figure: ADMISSIONS, from: at('BA LLB', '2023'), to: at('BA LLB', '2022') }, '16.67%'],
    [{ kind: 'di-share', figure: ADMISSIONS, part: [at('LLM', '2023')], whole: [at('BA LLB', '2023'), at('LLM', '2023'), at('BBA LLB', '2023')] }, '9.23%'],
    [{ kind: 'di-ratio', figure: ADMISSIONS, first: [at('BA LLB', '2022')], second: [at('BBA LLB', '2022')] }, '5 : 3'],
    [{ kind: 'di-pie-amount', figure: SPENDING, total: 60_000, totalUnit: '₹', sector: 'Rent' }, '₹15,000'],
    [{ kind: 'di-pie-amount-difference', figure: SPENDING, total: 60_000, totalUnit: '₹', larger: 'Food', smaller: 'Transport' }, '₹12,000'],
    [{ kind: 'di-pie-angle', figure: SPENDING, sector: 'Food' }, '108°'],
    [{ kind: 'di-pie-amount', figure: SPENDING, total: 12, totalUnit: '₹ crore', sector: 'Transport' }, '₹1.2 crore'],
  ];

  it.each(examples)('%o gives %s', (spec, answer) => {
    expect(solveQuantQuestion(spec)).toBe(answer);
  });

  it('writes clock times as a candidate reads them', () => {
    expect([0, 8 * 60, 9 * 60 + 5, 12 * 60, 13 * 60 + 30, 24 * 60 + 75].map(formatClock)).toEqual([
      '12:00 midnight',
      '8:00 a.m.',
      '9:05 a.m.',
      '12:00 noon',
      '1:30 p.m.',
      '1:15 a.m.',
    ]);
  });
});

describe('the mock-only caselets for seed 2024, as a candidate sees them', () => {
  it('Averages', () => {
    const set = MOCK_QUANT_GENERATORS['Averages'](2024);
    expect(set.passage).toBe(
      "A CLAT coaching centre in Vadodara reviews its weekend batches at the end of every month; all its mock tests are marked out of 120. This month's review notes the following. The 28 students of the Saturday batch have an average age of 18 years; when the age of their mentor is included, the average rises by 1 year. In the last full-length mock, the Sunday batch averaged 69. One student, who scored 98, has since moved to another city, and the average of those who remain is 68. In the same mock, the 40 students of the morning batch averaged 64 and the 45 students of the evening batch averaged 66. Simran's scores in the last six mocks average 79; five of them were 88, 64, 84, 85 and 88, and the report card with the sixth is lost. When the centre worked out the average of the 20 scores in its scholarship test, it got 63.6; it later found that one score of 57 had been entered as 75.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'How old is the mentor of the Saturday batch?',
        options: ['47 years', '29 years', '19 years', '46 years'],
        answer: 'A',
      },
      {
        question: 'How many students were in the Sunday batch before the student left?',
        options: ['15 students', '30 students', '31 students', '29 students'],
        answer: 'B',
      },
      {
        question: 'What was the average score of the morning and evening batches taken together (correct to two decimal places where needed)?',
        options: ['65.06', '64.94', '65.56', '65'],
        answer: 'A',
      },
      {
        question: 'What did Simran score in the sixth mock?',
        options: ['65', '79', '68', '81.8'],
        answer: 'A',
      },
      {
        question: 'What is the correct average of the scholarship test scores?',
        options: ['64.5', '61.8', '62.65', '62.7'],
        answer: 'D',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      "The 28 students' ages add up to 28 × 18 = 504 years. With the mentor there are 29 people averaging 18 + 1 = 19 years: 29 × 19 = 551 years. The mentor's age is the difference: 551 − 504 = 47 years.",
    );
  });

  it('Speed, Time and Distance', () => {
    const set = MOCK_QUANT_GENERATORS['Speed, Time and Distance'](2024);
    expect(set.passage).toBe(
      "The Khan family of Lucknow travelled to Jabalpur for a cousin's wedding last month, and their son kept a diary of the trip. It records the following. Their express, 475 m long, ran past a signal pole in 19 seconds. At the same speed it ran, without stopping, through a station whose platform is 600 m long. Further on, the express, now running at 80 km/h, met a 365 m goods train running at 64 km/h on the parallel track in the opposite direction. At the Narmada, a ferry took them 15 km downstream to a temple in 1 hour and brought them back upstream in 5 hours. For the reception they drove 180 km from Jabalpur to a resort at an average of 48 km/h, and drove back to Jabalpur by the same road at 80 km/h.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'At what speed was the express running when it passed the signal pole?',
        options: ['6.94 km/h', '99 km/h', '90 km/h', '25 km/h'],
        answer: 'C',
      },
      {
        question: 'How long did the express take to pass completely through that station?',
        options: ['11.94 seconds', '43 seconds', '5 seconds', '24 seconds'],
        answer: 'B',
      },
      {
        question: 'How long did the express and the goods train take to pass each other completely?',
        options: ['189 seconds', '21 seconds', '5.83 seconds', '9.13 seconds'],
        answer: 'B',
      },
      {
        question: 'What is the speed of the current?',
        options: ['12 km/h', '15 km/h', '9 km/h', '6 km/h'],
        answer: 'D',
      },
      {
        question: 'What was their average speed for the drive to the resort and back (correct to two decimal places where needed)?',
        options: ['60 km/h', '56 km/h', '64 km/h', '30 km/h'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'Passing a pole, the train covers only its own length: 475 m in 19 seconds, i.e. 25 m/s. To turn m/s into km/h multiply by 18/5: 25 m/s × 18/5 = 90 km/h.',
    );
  });

  it('Time and Work', () => {
    const set = MOCK_QUANT_GENERATORS['Time and Work'](2024);
    expect(set.passage).toBe(
      "The District Court at Ernakulam is scanning its old case files before they are moved to a new record room. The registrar's note on the work says the following. Ajay alone can scan the files of one courtroom in 36 days, and Gurpreet alone in 45 days. A third clerk, Lakshmi, is 100% more efficient than Ajay. For the tribunal wing, Shabnam and Kavita, who alone would take 10 and 20 days respectively, began together; Shabnam was transferred after 2 days and Kavita finished the rest alone. The new record room has a fire-safety tank that its inlet pipe fills in 2 hours; a leak at the bottom would empty the full tank in 4 hours. For the index of the records, Mohan and Arif, who alone would take 18 and 20 days respectively, finished it in 5 days with the help of a part-timer, Nirmala; the ₹18,000 paid for the index is shared in proportion to the work each did.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'Working together, in how many days can Ajay and Gurpreet scan the files of one courtroom?',
        options: ['40.5 days', '20 days', '9 days', '81 days'],
        answer: 'B',
      },
      {
        question: 'In how many days can Lakshmi alone scan the files of one courtroom (correct to two decimal places where needed)?',
        options: ['18 days', '19 days', '72 days', '17 days'],
        answer: 'A',
      },
      {
        question: 'In how many days, from the start, was the tribunal wing finished?',
        options: ['14 days', '22 days', '6.67 days', '16 days'],
        answer: 'D',
      },
      {
        question: 'With the leak open, how long does the inlet take to fill the empty tank (correct to two decimal places where needed)?',
        options: ['3 hours', '4 hours', '1.33 hours', '2 hours'],
        answer: 'B',
      },
      {
        question: "What is Nirmala's share of the ₹18,000?",
        options: ['₹6,000', '₹8,500', '₹13,000', '₹5,000'],
        answer: 'B',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'Take the work as 180 pages (the LCM of 36 and 45). Ajay scans 180 ÷ 36 = 5 pages a day and Gurpreet 180 ÷ 45 = 4; together 9 a day. They need 180 ÷ 9 = 20 days.',
    );
  });

  it('Mixtures and Alligation', () => {
    const set = MOCK_QUANT_GENERATORS['Mixtures and Alligation'](2024);
    expect(set.passage).toBe(
      "Malabar Wholesale of Kozhikode blends and sells tea and also runs the town's milk collection centre. Its manager's notebook for the month records the following. It blends an Assam tea costing ₹290 a kg with a Darjeeling tea costing ₹430 a kg so that the blend costs ₹385 a kg. For its winter stock it mixed 75 kg of a green tea bought at ₹280 a kg with 40 kg of a black tea bought at ₹180 a kg, and sells the whole mixture at ₹320 a kg. A 140-litre can at the collection centre holds milk and water in the ratio 4 : 1. A vessel held 50 litres of pure milk; 8 litres were drawn off and replaced with water, and this was done twice in all. A 140-litre batch of milk at the centre was found to be 30% water, and pure milk is to be added until water makes up only 20% of it.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'In what ratio must the Assam and Darjeeling teas be mixed?',
        options: ['9 : 28', '29 : 43', '9 : 19', '19 : 9'],
        answer: 'C',
      },
      {
        question: 'What is its profit percentage on the winter mixture (correct to two decimal places where needed)?',
        options: ['30.5%', '14.29%', '23.37%', '39.13%'],
        answer: 'A',
      },
      {
        question: 'How much water must be added to the can to make the ratio of milk to water 7 : 2?',
        options: ['3.11 litres', '4 litres', '32 litres', '12 litres'],
        answer: 'B',
      },
      {
        question: 'How much milk is left in the vessel at the end (correct to two decimal places where needed)?',
        options: ['35.28 litres', '14.72 litres', '29.64 litres', '34 litres'],
        answer: 'A',
      },
      {
        question: 'How many litres of pure milk must be added to the batch?',
        options: ['70 litres', '210 litres', '17.5 litres', '14 litres'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      "Each kg of Assam tea is ₹385 − ₹290 = ₹95 below the blend's cost, and each kg of Darjeeling ₹430 − ₹385 = ₹45 above it. The gains and losses balance when the quantities are in the inverse ratio of these gaps: Assam : Darjeeling = 45 : 95 = 9 : 19.",
    );
  });

  it('Mensuration', () => {
    const set = MOCK_QUANT_GENERATORS['Mensuration'](2024);
    expect(set.passage).toBe(
      "The new district court complex at Siliguri is being built on land given by the state. The engineer's estimate, which takes π as 22/7, records the following. The rectangular plot measures 131 m by 89 m and is to be fenced all round, except for a gate 5 m wide, at ₹150 a metre. The floor of the main courtroom, 21 m long and 9 m wide, is to be paved with square tiles of side 60 cm. A circular lawn of radius 35 m in front of the main block is to have a path 7 m wide laid all round it, outside the lawn. A triangular garden beside the car park has sides of 52 m, 80 m and 84 m, and is to be laid with turf at ₹80 a square metre. A cylindrical water tank, 1.4 m in diameter and 3 m high, is to be built on the roof (1 cubic metre holds 1,000 litres).",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'What will the fencing of the plot cost?',
        options: ['₹66,750', '₹65,250', '₹32,250', '₹66,000'],
        answer: 'B',
      },
      {
        question: 'How many tiles are needed to pave the courtroom floor?',
        options: ['540 tiles', '100 tiles', '315 tiles', '525 tiles'],
        answer: 'D',
      },
      {
        question: 'What is the area of the path (correct to two decimal places where needed)?',
        options: ['1,540 sq m', '154 sq m', '1,694 sq m', '5,544 sq m'],
        answer: 'C',
      },
      {
        question: 'What will it cost to turf the triangular garden?',
        options: ['₹17,280', '₹3,22,560', '₹1,66,400', '₹1,61,280'],
        answer: 'D',
      },
      {
        question: 'How many litres of water will the tank hold when full?',
        options: ['4,620 litres', '462 litres', '18,480 litres', '13,200 litres'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'Perimeter: 2 × (131 + 89) = 440 m; less the 5 m gate, 435 m of fencing. Cost: 435 × ₹150 = ₹65,250.',
    );
  });

  it('Number System', () => {
    const set = MOCK_QUANT_GENERATORS['Number System'](2024);
    expect(set.passage).toBe(
      "Jawahar Navodaya Vidyalaya, Nashik, held its annual day last week. The organising teacher's notes record the following. Three rolls of ribbon, 476 cm, 510 cm and 408 cm long, were cut into pieces all of the same length, as long as possible, with nothing left over. Three bells in the school's clock tower ring at intervals of 12, 15 and 8 minutes; on annual day they rang together at 9:15 a.m. The library's prize books, stacked in piles of 4, of 9 or of 12, leave 1 over every time; there are more than 848 but fewer than 884 of them. The trophy cupboard's lock opens with a single digit: the unit digit of 83⁹⁸. The 563 students taking part were given roll numbers 1 to 563, and every student whose roll number is divisible by 7 or by 4 carried a flag in the march past. The jersey numbers of the 6 runners in the relay team were consecutive even numbers adding up to 66.",
    );
    expect(set.questions.map(({ question, options, answer }) => ({ question, options, answer }))).toEqual([
      {
        question: 'How many pieces of ribbon were cut in all?',
        options: ['82 pieces', '41 pieces', '15 pieces', '34 pieces'],
        answer: 'B',
      },
      {
        question: 'At what time did the three bells next ring together?',
        options: ['10:15 a.m.', '1:15 p.m.', '11:15 a.m.', '9:50 a.m.'],
        answer: 'C',
      },
      {
        question: 'How many prize books are there?',
        options: ['869 books', '865 books', '863 books', '864 books'],
        answer: 'B',
      },
      {
        question: "What is the digit that opens the trophy cupboard's lock?",
        options: ['3', '9', '4', '7'],
        answer: 'B',
      },
      {
        question: 'How many students carried a flag?',
        options: ['363 students', '180 students', '220 students', '200 students'],
        answer: 'D',
      },
      {
        question: 'What was the largest jersey number in the relay team?',
        options: ['16', '18', '6', '11'],
        answer: 'A',
      },
    ]);
    expect(set.questions[0]!.explanation).toBe(
      'The longest piece that divides every roll exactly is the HCF of 476, 510, 408: 34 cm. The rolls give 14 + 15 + 12 pieces (476 ÷ 34, 510 ÷ 34, 408 ÷ 34). In all: 1,394 ÷ 34 = 41 pieces.',
    );
  });
});
