import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatCount, formatDistractors, formatNumber, formatPercent, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const CITIES = ['Nagpur', 'Indore', 'Bhopal', 'Coimbatore', 'Visakhapatnam', 'Bhubaneswar', 'Surat', 'Mysuru'];
const WHOLE_COUNT = (value: number) => formatCount(value);

function plan(seed: number) {
  const random = new Random(seed);
  const city = random.pick(CITIES);
  const questions = [
    wardPopulation(random),
    taxRateGap(random),
    electionMargin(random),
    waterConnections(random),
    boardExamPassRate(random),
  ];
  const passage = [
    `The annual report of the ${city} Municipal Corporation for 2024, tabled before its general body in March, contains the following figures on the city's people, finances, elections and services.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generatePercentages(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describePercentages(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

function wardPopulation(random: Random): PlannedQuestion {
  const ward = random.int(3, 48);
  // Multiples of 10,000 keep both years' changes in whole people.
  const population = 10_000 * random.int(5, 60);
  const risePercent = random.pick([5, 8, 10, 12, 15, 20, 25]);
  const fallPercent = random.pick([4, 5, 8, 10, 12, 15, 20].filter((fall) => fall !== risePercent));
  const rise = (population * risePercent) / 100;
  const afterRise = population + rise;
  const fall = (afterRise * fallPercent) / 100;
  const endPopulation = afterRise - fall;
  return {
    facts: `Ward ${ward} had a population of ${formatCount(population)} at the start of 2022. It rose by ${risePercent}% during 2022 as new housing colonies were occupied, and fell by ${fallPercent}% during 2023 when a metro project displaced several families.`,
    spec: { kind: 'population-after-rise-and-fall', population, risePercent, fallPercent },
    draft: {
      difficulty: 'easy',
      question: `What was the population of Ward ${ward} at the end of 2023?`,
      correct: formatCount(endPopulation),
      distractors: formatDistractors(
        endPopulation,
        [
          population * (1 + (risePercent - fallPercent) / 100),
          (population * (1 + risePercent / 100)) / (1 + fallPercent / 100),
          afterRise,
          population * (1 - fallPercent / 100),
        ],
        WHOLE_COUNT,
        stepsAround(endPopulation, 1000),
      ),
      explanation: [
        `During 2022: ${formatCount(population)} + ${risePercent}% (${formatCount(rise)}) = ${formatCount(afterRise)}.`,
        `The 2023 fall is reckoned on this larger figure: ${fallPercent}% of ${formatCount(afterRise)} = ${formatCount(fall)}.`,
        `Population at the end of 2023: ${formatCount(afterRise)} − ${formatCount(fall)} = ${formatCount(endPopulation)}.`,
      ].join(' '),
    },
  };
}

function taxRateGap(random: Random): PlannedQuestion {
  const morePercent = random.pick([10, 20, 25, 30, 40, 50, 60, 75]);
  const commercial = 100 + morePercent;
  const lessPercent = (morePercent / commercial) * 100;
  return {
    facts: `The property tax rate for commercial buildings is ${morePercent}% higher than the rate for residential buildings.`,
    spec: { kind: 'percent-less-than', morePercent },
    draft: {
      difficulty: 'medium',
      question: 'By what percentage is the residential tax rate lower than the commercial rate (correct to two decimal places where needed)?',
      correct: formatPercent(lessPercent),
      distractors: formatDistractors(
        lessPercent,
        [morePercent, (morePercent / (100 - morePercent)) * 100, (100 / commercial) * 100],
        formatPercent,
        stepsAround(lessPercent, 1),
      ),
      explanation: [
        `Take the residential rate as 100; the commercial rate is then ${commercial}.`,
        `The gap of ${morePercent} must be measured against the commercial rate, the one being compared with:`,
        `${morePercent} ÷ ${commercial} × 100 = ${formatPercent(lessPercent)}.`,
      ].join(' '),
    },
  };
}

function electionMargin(random: Random): PlannedQuestion {
  // A roll in multiples of 10,000, turnout in tens, invalid votes in fives and an even winner's share
  // make every count in the working a whole number.
  const electorate = 10_000 * random.int(20, 200);
  const turnoutPercent = random.pick([60, 70, 80, 90]);
  const invalidPercent = random.pick([5, 10, 15]);
  const winnerSharePercent = random.pick([52, 54, 56, 58, 60, 62, 64]);
  const polled = (electorate * turnoutPercent) / 100;
  const invalid = (polled * invalidPercent) / 100;
  const valid = polled - invalid;
  const leadPercent = winnerSharePercent - (100 - winnerSharePercent);
  const margin = (valid * leadPercent) / 100;
  return {
    facts: `In the mayoral election, ${formatCount(electorate)} voters were on the rolls; ${turnoutPercent}% of them voted, and ${invalidPercent}% of the votes polled were declared invalid. Only two candidates stood, and the winner received ${winnerSharePercent}% of the valid votes.`,
    spec: { kind: 'election-margin', electorate, turnoutPercent, invalidPercent, winnerSharePercent },
    draft: {
      difficulty: 'hard',
      question: 'By how many votes did the winner of the mayoral election defeat the other candidate?',
      correct: formatCount(margin),
      distractors: formatDistractors(
        margin,
        [
          (polled * leadPercent) / 100,
          (electorate * (1 - invalidPercent / 100) * leadPercent) / 100,
          (valid * winnerSharePercent) / 100,
          (electorate * leadPercent) / 100,
        ],
        WHOLE_COUNT,
        stepsAround(margin, 1000),
      ),
      explanation: [
        `Votes polled: ${turnoutPercent}% of ${formatCount(electorate)} = ${formatCount(polled)}.`,
        `Invalid: ${invalidPercent}% of ${formatCount(polled)} = ${formatCount(invalid)}, so valid votes = ${formatCount(valid)}.`,
        `The winner had ${winnerSharePercent}% and the loser ${100 - winnerSharePercent}% of the valid votes, a lead of ${leadPercent}%:`,
        `${leadPercent}% of ${formatCount(valid)} = ${formatCount(margin)}.`,
      ].join(' '),
    },
  };
}

function waterConnections(random: Random): PlannedQuestion {
  const fromPercent = random.pick([20, 25, 30, 32, 40, 45, 48, 50, 60]);
  const points = random.pick([4, 6, 8, 10, 12, 15, 18, 20]);
  const toPercent = fromPercent + points;
  const risePercent = (points / fromPercent) * 100;
  return {
    facts: `The share of households with a piped water connection rose from ${fromPercent}% to ${toPercent}% over five years.`,
    spec: { kind: 'percent-change-of-a-share', fromPercent, toPercent },
    draft: {
      difficulty: 'medium',
      question:
        'By what percentage did the share of households with a piped water connection increase (correct to two decimal places where needed)?',
      correct: formatPercent(risePercent),
      distractors: formatDistractors(
        risePercent,
        [points, (points / toPercent) * 100, (toPercent / fromPercent) * 100],
        formatPercent,
        stepsAround(risePercent, 2.5),
      ),
      explanation: [
        `The share rose by ${toPercent} − ${fromPercent} = ${points} percentage points, which is not the same as ${points}%.`,
        `As a percentage of the starting share: ${points} ÷ ${fromPercent} × 100 = ${formatPercent(risePercent)}.`,
      ].join(' '),
    },
  };
}

function boardExamPassRate(random: Random): PlannedQuestion {
  const girlsPercent = random.pick([35, 40, 45, 55, 60, 65]);
  const [girlsPassPercent, boysPassPercent] = random.shuffle([60, 65, 70, 75, 80, 85, 90, 95]) as [number, number];
  // 400 candidates: with every percentage a multiple of 5, each head count is whole.
  const girls = 4 * girlsPercent;
  const boys = 400 - girls;
  const girlsPassed = (girls * girlsPassPercent) / 100;
  const boysPassed = (boys * boysPassPercent) / 100;
  const passRate = ((girlsPassed + boysPassed) / 400) * 100;
  return {
    facts: `In the Class X board examination, ${girlsPercent}% of the candidates from municipal schools were girls; ${girlsPassPercent}% of the girls and ${boysPassPercent}% of the boys passed.`,
    spec: { kind: 'weighted-pass-rate', girlsPercent, girlsPassPercent, boysPassPercent },
    draft: {
      difficulty: 'medium',
      question: 'What percentage of all the municipal-school candidates passed the examination (correct to two decimal places where needed)?',
      correct: formatPercent(passRate),
      distractors: formatDistractors(
        passRate,
        [
          (girlsPassPercent + boysPassPercent) / 2,
          (girlsPercent * boysPassPercent + (100 - girlsPercent) * girlsPassPercent) / 100,
          (girlsPassed / (girlsPassed + boysPassed)) * 100,
        ],
        formatPercent,
        stepsAround(passRate, 1.5),
      ),
      explanation: [
        `Take 400 candidates: ${girls} girls and ${boys} boys.`,
        `Girls passed: ${girlsPassPercent}% of ${girls} = ${formatNumber(girlsPassed)}; boys passed: ${boysPassPercent}% of ${boys} = ${formatNumber(boysPassed)}.`,
        `In all ${formatNumber(girlsPassed + boysPassed)} of 400 passed: ${formatNumber(girlsPassed + boysPassed)} ÷ 400 × 100 = ${formatPercent(passRate)}.`,
      ].join(' '),
    },
  };
}
