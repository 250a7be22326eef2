import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TopicPracticeResponse } from '../../../core/practice/practice.model';
import { OPTION_LETTERS, QUANT_TOPICS } from '../../../core/practice/practice.model';
import { describePercentages } from '../../../adapters/tutor/generators/quant/percentages.generator';
import { describeProfitAndLoss } from '../../../adapters/tutor/generators/quant/profit-and-loss.generator';
import { formatPercent, formatRatio, formatRupees } from '../../../adapters/tutor/generators/quant/format';
import { QUANT_GENERATORS } from '../../../adapters/tutor/generators/quant/quant-generators';
import { describeRatioAndProportions } from '../../../adapters/tutor/generators/quant/ratio-and-proportions.generator';
import { describeSimpleAndCompoundInterest } from '../../../adapters/tutor/generators/quant/simple-and-compound-interest.generator';
import type { QuestionSpec } from '../../../adapters/tutor/generators/quant/solvers';
import { solveQuantQuestion } from '../../../adapters/tutor/generators/quant/solvers';

type QuantTopic = (typeof QUANT_TOPICS)[number];

const DESCRIBERS: Record<QuantTopic, (seed: number) => QuestionSpec[]> = {
  'Profit & Loss': describeProfitAndLoss,
  'Simple & Compound Interest': describeSimpleAndCompoundInterest,
  Percentages: describePercentages,
  'Ratio and Proportions': describeRatioAndProportions,
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
  if (set.questions.length !== 5 || specs.length !== 5) problems.push(`${set.questions.length} questions, ${specs.length} specs`);
  const keys = Object.keys(set.answerKey).join(',');
  if (keys !== 'Q1,Q2,Q3,Q4,Q5') problems.push(`answer key ${keys}`);
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
  });
  return problems;
}

describe.each(QUANT_TOPICS)('the %s generator', (topic) => {
  const generate = QUANT_GENERATORS[topic];
  const describeSet = DESCRIBERS[topic];

  it('keys, for any seed, the one option that an independent solver computes from the stated givens', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        expect(problemsIn(generate(seed), describeSet(seed))).toEqual([]);
      }),
      { numRuns: 10_000 },
    );
  });

  it('writes, for any seed, a caselet of 80-300 words and gives the same set again for the same seed', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const set = generate(seed);
        const words = wordCount(set.passage);
        if (words < 80 || words > 300) expect.fail(`${words} words: ${set.passage}`);
        expect(generate(seed)).toEqual(set);
      }),
      { numRuns: 10_000 },
    );
  });

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
