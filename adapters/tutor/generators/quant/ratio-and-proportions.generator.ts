import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatCount, formatDistractors, formatNumber, formatRatio, formatRupees, gcd, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

type Academy = {
  readonly name: string;
  readonly city: string;
  readonly sport: string;
  readonly ground: string;
  readonly roles: readonly [string, string, string];
};

const CRICKET = {
  sport: 'cricket',
  ground: 'the main ground and its practice pitches',
  roles: ['batters', 'bowlers', 'all-rounders'],
} as const;
const FIELD_TEAM = { roles: ['forwards', 'midfielders', 'defenders'] } as const;
const ACADEMIES: readonly Academy[] = [
  { name: 'Gomti Cricket Academy', city: 'Lucknow', ...CRICKET },
  { name: 'Coastal Cricket Academy', city: 'Mangaluru', ...CRICKET },
  { name: 'Sunrise Hockey Academy', city: 'Ranchi', sport: 'hockey', ground: 'the hockey turf', ...FIELD_TEAM },
  { name: 'Salt Lake Football Academy', city: 'Kolkata', sport: 'football', ground: 'the football pitch', ...FIELD_TEAM },
  {
    name: 'Veer Kabaddi Academy',
    city: 'Sonipat',
    sport: 'kabaddi',
    ground: 'the clay courts',
    roles: ['raiders', 'defenders', 'all-rounders'],
  },
];
const FOUNDERS = ['Rohit Verma', 'Sana Shaikh', 'Arjun Reddy', 'Neha Kapoor', 'Vikram Singh', 'Deepa Menon'];
const BUDGET_HEADS = ['coaching', 'equipment', 'travel'] as const;
/**
 * [a, b, c, d]: salaries a : b and expenses c : d, with a/b > c/d so that both can save the same amount,
 * which comes to a fifth to two-fifths of the smaller salary.
 */
const SALARY_RATIOS = [
  [3, 4, 2, 3],
  [4, 5, 3, 4],
  [5, 6, 4, 5],
  [5, 7, 3, 5],
  [7, 8, 5, 6],
  [2, 3, 3, 5],
  [3, 5, 1, 2],
] as const;

function plan(seed: number) {
  const random = new Random(seed);
  const academy = random.pick(ACADEMIES);
  const questions = [
    budgetShare(random),
    partnershipShare(random),
    groundPreparation(random, academy.ground),
    trainerSalary(random),
    squadRatio(random, academy.roles),
  ];
  const passage = [
    `${academy.name} in ${academy.city} trains young ${academy.sport} players. Its plan for the coming season records the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateRatioAndProportions(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeRatioAndProportions(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** 3/2 -> '3/2', 4/2 -> '2'. */
function fraction(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator);
  return denominator === divisor ? `${numerator / divisor}` : `${numerator / divisor}/${denominator / divisor}`;
}

function budgetShare(random: Random): PlannedQuestion {
  let parts = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3);
  while (gcd(gcd(parts[0]!, parts[1]!), parts[2]!) !== 1) parts = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3);
  const totalParts = parts[0]! + parts[1]! + parts[2]!;
  const onePart = 1000 * random.int(Math.ceil(600 / totalParts), Math.floor(3000 / totalParts));
  const budget = onePart * totalParts;
  const index = random.int(0, 2);
  const share = onePart * parts[index]!;
  const inverseWeights = parts.map((part) => 1 / part);
  const others = [0, 1, 2].filter((other) => other !== index);
  return {
    facts: `The budget of ${formatRupees(budget)} for the season is to be divided among coaching, equipment and travel in the ratio ${parts.join(' : ')}.`,
    spec: { kind: 'share-in-ratio', total: budget, parts, index },
    draft: {
      difficulty: 'easy',
      question: `How much of the budget goes to ${BUDGET_HEADS[index]}?`,
      correct: formatRupees(share),
      distractors: formatDistractors(
        share,
        [
          (budget * inverseWeights[index]!) / inverseWeights.reduce((sum, weight) => sum + weight, 0),
          (budget * parts[index]!) / (parts[index]! + parts[others[1]!]!),
          onePart * parts[others[0]!]!,
          onePart * parts[others[1]!]!,
        ],
        formatRupees,
        stepsAround(share, onePart),
      ),
      explanation: [
        `The ratio ${parts.join(' : ')} has ${parts.join(' + ')} = ${totalParts} parts in all, so one part is ${formatRupees(budget)} ÷ ${totalParts} = ${formatRupees(onePart)}.`,
        `${BUDGET_HEADS[index]![0]!.toUpperCase()}${BUDGET_HEADS[index]!.slice(1)} gets ${parts[index]} parts: ${parts[index]} × ${formatRupees(onePart)} = ${formatRupees(share)}.`,
      ].join(' '),
    },
  };
}

function partnershipShare(random: Random): PlannedQuestion {
  const [founder, partner] = random.shuffle(FOUNDERS) as [string, string];
  const { lakhs, lateMonths } = unequalInvestments(random);
  const months = [12, 12 - lateMonths] as const;
  const products = [lakhs[0] * months[0], lakhs[1] * months[1]] as const;
  const divisor = gcd(products[0], products[1]);
  const ratio = [products[0] / divisor, products[1] / divisor] as const;
  const onePart = 100 * random.int(Math.ceil(500 / (ratio[0] + ratio[1])), Math.floor(6000 / (ratio[0] + ratio[1])));
  const profit = onePart * (ratio[0] + ratio[1]);
  const asked = random.pick([0, 1] as const);
  const other = asked === 0 ? 1 : 0;
  const names = [founder, partner];
  const share = onePart * ratio[asked];
  const capitals = [lakhs[0] * 1_00_000, lakhs[1] * 1_00_000] as const;
  const wrongMonths = [12, lateMonths];
  return {
    facts: `The academy's two founders share the profit from the summer camps: ${founder} invested ${formatRupees(capitals[0])} at the start of the year, and ${partner} joined ${lateMonths} months later with ${formatRupees(capitals[1])}. This year's profit of ${formatRupees(profit)} is to be shared in proportion to each founder's capital and the time for which it was invested.`,
    spec: { kind: 'partnership-share', capitals, months, profit, partner: asked },
    draft: {
      difficulty: 'medium',
      question: `What is ${names[asked]}'s share of this year's profit?`,
      correct: formatRupees(share),
      distractors: formatDistractors(
        share,
        [
          (profit * capitals[asked]) / (capitals[0] + capitals[1]),
          (profit * lakhs[asked] * wrongMonths[asked]!) / (lakhs[0] * wrongMonths[0]! + lakhs[1] * wrongMonths[1]!),
          onePart * ratio[other],
          (profit * months[asked]) / (months[0] + months[1]),
          profit / 2,
        ],
        formatRupees,
        stepsAround(share, onePart),
      ),
      explanation: [
        `Profit is shared in the ratio of capital × months invested.`,
        `${founder}: ${lakhs[0]} lakh × 12 = ${products[0]}; ${partner}: ${lakhs[1]} lakh × ${months[1]} = ${products[1]}.`,
        `The ratio ${products[0]} : ${products[1]} = ${ratio[0]} : ${ratio[1]}, so one part of ${formatRupees(profit)} is ${formatRupees(onePart)}`,
        `and ${names[asked]} gets ${ratio[asked]} × ${formatRupees(onePart)} = ${formatRupees(share)}.`,
      ].join(' '),
    },
  };
}

/** Capitals in lakhs and the second founder's late start, never giving an equal split (which needs no working). */
function unequalInvestments(random: Random): { lakhs: readonly [number, number]; lateMonths: number } {
  for (;;) {
    const lakhs = [random.pick([2, 3, 4, 5, 6, 8]), random.pick([2, 3, 4, 5, 6, 8])] as const;
    // Not 6: months present and months absent would then be the same, and one typical mistake would vanish.
    const lateMonths = random.pick([2, 3, 4, 5, 8, 9]);
    if (lakhs[0] * 12 !== lakhs[1] * (12 - lateMonths)) return { lakhs, lateMonths };
  }
}

function groundPreparation(random: Random, ground: string): PlannedQuestion {
  const crews = [6, 8, 9, 10, 12, 15, 16, 18, 20];
  const shifts = [6, 7, 8, 9, 10];
  for (;;) {
    const workers = random.pick(crews);
    const hoursPerDay = random.pick(shifts);
    const days = random.int(8, 30);
    const workHours = workers * hoursPerDay * days;
    const alternatives = crews.flatMap((newWorkers) =>
      shifts
        .filter((newHours) => newWorkers !== workers && newHours !== hoursPerDay && workHours % (newWorkers * newHours) === 0)
        .map((newHours) => [newWorkers, newHours] as const),
    );
    if (alternatives.length === 0) continue;
    const [newWorkers, newHoursPerDay] = random.pick(alternatives);
    const dailyHours = newWorkers * newHoursPerDay;
    const newDays = workHours / dailyHours;
    const asDays = (value: number) => formatCount(value, 'days');
    return {
      facts: `Before the season opens, ${workers} groundsmen working ${hoursPerDay} hours a day prepare ${ground} in ${days} days.`,
      spec: { kind: 'workers-hours-days', workers, hoursPerDay, days, newWorkers, newHoursPerDay },
      draft: {
        difficulty: 'hard',
        question: `If ${newWorkers} groundsmen work ${newHoursPerDay} hours a day, in how many days will they prepare ${ground}?`,
        correct: asDays(newDays),
        distractors: formatDistractors(
          newDays,
          [
            (workers * days) / newWorkers,
            (days * newWorkers * newHoursPerDay) / (workers * hoursPerDay),
            (hoursPerDay * days) / newHoursPerDay,
            (workers * days * newHoursPerDay) / (newWorkers * hoursPerDay),
            (newWorkers * days * hoursPerDay) / (workers * newHoursPerDay),
          ],
          asDays,
          stepsAround(newDays, 1),
        ),
        explanation: [
          `The job takes ${workers} × ${hoursPerDay} × ${days} = ${formatNumber(workHours)} groundsman-hours.`,
          `More groundsmen or longer hours mean fewer days (inverse proportion): ${newWorkers} groundsmen working ${newHoursPerDay} hours supply ${dailyHours} groundsman-hours a day,`,
          `so they need ${formatNumber(workHours)} ÷ ${dailyHours} = ${asDays(newDays)}.`,
        ].join(' '),
      },
    };
  }
}

function trainerSalary(random: Random): PlannedQuestion {
  const [a, b, c, d] = random.pick(SALARY_RATIOS);
  // Salaries a·x, b·x and expenses c·y, d·y; equal savings force (b − a)x = (d − c)y.
  const unit = 500 * random.int(Math.ceil(30_000 / (a * (d - c) * 500)), Math.floor(1_50_000 / (a * (d - c) * 500)));
  const x = (d - c) * unit;
  const y = (b - a) * unit;
  const savings = a * x - c * y;
  const salary = a * x;
  // Coefficients as a candidate would write them: x, 2x, (3/2)x.
  const times = (coefficient: string, unknown: string) =>
    coefficient === '1' ? unknown : coefficient.includes('/') ? `(${coefficient})${unknown}` : `${coefficient}${unknown}`;
  const term = (coefficient: number, unknown: string) => times(String(coefficient), unknown);
  const yInX = times(fraction(b - a, d - c), 'x');
  const balance = `${term(d - c, 'y')} = ${term(b - a, 'x')}`;
  const ySolved = `y = ${yInX}`;
  return {
    facts: `The monthly salaries of the fitness trainer and the head coach are in the ratio ${a} : ${b}, and their monthly expenses in the ratio ${c} : ${d}; each of them saves ${formatRupees(savings)} a month.`,
    spec: { kind: 'income-from-equal-savings', incomeRatio: [a, b], expenditureRatio: [c, d], savings },
    draft: {
      difficulty: 'medium',
      question: "What is the fitness trainer's monthly salary?",
      correct: formatRupees(salary),
      distractors: formatDistractors(
        salary,
        [b * x, c * y, x, d * y, (a + b) * x],
        formatRupees,
        stepsAround(salary, 500),
      ),
      explanation: [
        `Let the salaries be ${a}x and ${b}x and the expenses ${term(c, 'y')} and ${d}y.`,
        `Equal savings: ${a}x − ${term(c, 'y')} = ${b}x − ${d}y, so ${balance === ySolved ? ySolved : `${balance}, i.e. ${ySolved}`}.`,
        `Each saving is then ${a}x − ${times(fraction(c * (b - a), d - c), 'x')} = ${times(fraction(a * d - b * c, d - c), 'x')} = ${formatRupees(savings)}, so x = ${formatRupees(x)}.`,
        `The fitness trainer's salary is ${a}x = ${formatRupees(salary)}.`,
      ].join(' '),
    },
  };
}

function squadRatio(random: Random, roles: readonly [string, string, string]): PlannedQuestion {
  for (;;) {
    const [p, q, r, s] = [random.int(1, 6), random.int(1, 6), random.int(1, 6), random.int(1, 6)];
    const squadSize = p * r + q * r + q * s;
    if (gcd(p, q) !== 1 || gcd(r, s) !== 1 || q === r || r === s || p * r === q * s || squadSize > 40) continue;
    const [first, second, third] = roles;
    const answer = formatRatio(p * r, q * s);
    const reduced = answer === `${p * r} : ${q * s}` ? '' : ` = ${answer}`;
    const pair = ([left, right]: readonly [number, number]) => formatRatio(left, right);
    return {
      facts: `In the senior squad, the ratio of ${first} to ${second} is ${p} : ${q}, and that of ${second} to ${third} is ${r} : ${s}.`,
      spec: { kind: 'chained-ratio', firstToSecond: [p, q], secondToThird: [r, s] },
      draft: {
        difficulty: 'medium',
        question: `What is the ratio of ${first} to ${third} in the senior squad?`,
        correct: answer,
        distractors: formatDistractors<readonly [number, number]>(
          [p * r, q * s],
          [
            [p, s],
            [q * s, p * r],
            [p * s, q * r],
            [p + r, q + s],
          ],
          pair,
          (step) => [p * r + step, q * s],
        ),
        explanation: [
          `Make the ${second} term the same in both ratios: multiply the first by ${r} and the second by ${q}.`,
          `Then ${first} : ${second} = ${p * r} : ${q * r} and ${second} : ${third} = ${q * r} : ${q * s},`,
          `so ${first} : ${second} : ${third} = ${p * r} : ${q * r} : ${q * s}, and ${first} : ${third} = ${p * r} : ${q * s}${reduced}.`,
        ].join(' '),
      },
    };
  }
}
