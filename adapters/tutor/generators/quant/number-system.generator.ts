import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatClock, formatCount, formatDistractors, formatNumber, gcd, lcm, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const SCHOOLS = [
  { name: 'Kendriya Vidyalaya No. 2', city: 'Agra' },
  { name: 'Government Model School', city: 'Ludhiana' },
  { name: "St. Joseph's High School", city: 'Mangaluru' },
  { name: 'Sarvodaya Vidyalaya', city: 'Ranchi' },
  { name: 'Jawahar Navodaya Vidyalaya', city: 'Nashik' },
  { name: 'Zilla Parishad High School', city: 'Guntur' },
] as const;
const BELL_INTERVALS = [6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45];
const PILE_SIZES = [4, 5, 6, 8, 9, 10, 12, 15];
const PIECES = (value: number) => formatCount(value, 'pieces');
const BOOKS = (value: number) => formatCount(value, 'books');
const STUDENTS = (value: number) => formatCount(value, 'students');
const WHOLE = (value: number) => formatNumber(value);

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** (37, 123) -> '37¹²³', as a power is printed. */
function power(base: number, exponent: number): string {
  return `${base}${[...String(exponent)].map((digit) => SUPERSCRIPTS[Number(digit)]).join('')}`;
}

function plan(seed: number) {
  const random = new Random(seed);
  const school = random.pick(SCHOOLS);
  const questions = [
    ribbonPieces(random),
    bellsTogether(random),
    booksLeftOver(random),
    lockerUnitDigit(random),
    rollNumbersDivisible(random),
    consecutiveJerseys(random),
  ];
  const passage = [
    `${school.name}, ${school.city}, held its annual day last week. The organising teacher's notes record the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateNumberSystem(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeNumberSystem(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** The longest equal piece that fits every length exactly is their HCF; the count is the total over it. */
function ribbonPieces(random: Random): PlannedQuestion {
  for (;;) {
    const piece = random.int(6, 45);
    const multiples = [random.int(3, 20), random.int(3, 20), random.int(3, 20)] as const;
    if (gcd(gcd(multiples[0], multiples[1]), multiples[2]) !== 1 || new Set(multiples).size !== 3) continue;
    const lengths = multiples.map((multiple) => multiple * piece) as [number, number, number];
    if (Math.max(...lengths) > 900) continue;
    const total = lengths[0] + lengths[1] + lengths[2];
    const count = total / piece;
    const firstTwo = gcd(lengths[0], lengths[1]);
    return {
      facts: `Three rolls of ribbon, ${lengths[0]} cm, ${lengths[1]} cm and ${lengths[2]} cm long, were cut into pieces all of the same length, as long as possible, with nothing left over.`,
      spec: { kind: 'equal-pieces-count', lengths },
      draft: {
        difficulty: 'easy',
        question: 'How many pieces of ribbon were cut in all?',
        correct: PIECES(count),
        distractors: formatDistractors(count, [piece, total / firstTwo, 2 * count, Math.max(...multiples)], PIECES, stepsAround(count, 1)),
        explanation: [
          `The longest piece that divides every roll exactly is the HCF of ${lengths.join(', ')}: ${piece} cm.`,
          `The rolls give ${multiples.join(' + ')} pieces (${lengths.map((length) => `${length} ÷ ${piece}`).join(', ')}).`,
          `In all: ${formatNumber(total)} ÷ ${piece} = ${PIECES(count)}.`,
        ].join(' '),
      },
    };
  }
}

/** Bells ring together again after the LCM of their intervals. */
function bellsTogether(random: Random): PlannedQuestion {
  for (;;) {
    const intervals = random.shuffle(BELL_INTERVALS).slice(0, 3) as [number, number, number];
    const together = lcm(...intervals);
    const largestTwo = lcm(...[...intervals].sort((a, b) => b - a).slice(0, 2));
    if (together > 300 || together === Math.max(...intervals)) continue;
    const start = 60 * random.int(7, 10) + 15 * random.int(0, 3);
    return {
      // The start is always in the morning, so the clock's 'a.m.' closes the sentence.
      facts: `Three bells in the school's clock tower ring at intervals of ${intervals[0]}, ${intervals[1]} and ${intervals[2]} minutes; on annual day they rang together at ${formatClock(start)}`,
      spec: { kind: 'bells-together', intervals, startMinutes: start },
      draft: {
        difficulty: 'easy',
        question: 'At what time did the three bells next ring together?',
        correct: formatClock(start + together),
        distractors: formatDistractors(
          start + together,
          [start + intervals[0] + intervals[1] + intervals[2], start + largestTwo, start + together / 2, start + 2 * together],
          formatClock,
          stepsAround(start + together, 5),
        ),
        explanation: [
          `The bells ring together again after the LCM of ${intervals.join(', ')}: ${together} minutes.`,
          `So they next rang together at ${formatClock(start + together)}, ${together} minutes after ${formatClock(start)}`,
        ].join(' '),
      },
    };
  }
}

/** The same remainder with every divisor: the number is a multiple of their LCM plus that remainder. */
function booksLeftOver(random: Random): PlannedQuestion {
  for (;;) {
    const piles = random.shuffle(PILE_SIZES).slice(0, 3) as [number, number, number];
    const common = lcm(...piles);
    const remainder = random.int(1, Math.min(...piles) - 1);
    if (common < 30 || common > 200) continue;
    const books = common * random.int(Math.ceil(300 / common), Math.floor(1500 / common)) + remainder;
    const below = books - random.int(1, common - 1);
    const above = below + common;
    return {
      facts: `The library's prize books, stacked in piles of ${piles[0]}, of ${piles[1]} or of ${piles[2]}, leave ${remainder} over every time; there are more than ${formatNumber(below)} but fewer than ${formatNumber(above)} of them.`,
      spec: { kind: 'same-remainder-in-range', divisors: piles, remainder, moreThan: below, fewerThan: above },
      draft: {
        difficulty: 'medium',
        question: 'How many prize books are there?',
        correct: BOOKS(books),
        distractors: formatDistractors(books, [books - remainder, books - 2 * remainder, books + piles[0]], BOOKS, stepsAround(books, 1)),
        explanation: [
          `A number leaving ${remainder} over with each of ${piles.join(', ')} is a multiple of their LCM, ${common}, plus ${remainder}.`,
          `Between ${formatNumber(below)} and ${formatNumber(above)} the only such number is ${formatNumber(books - remainder)} + ${remainder} = ${BOOKS(books)}.`,
        ].join(' '),
      },
    };
  }
}

/** Unit digits of powers of 2, 3, 7 and 8 repeat every four: the exponent's remainder by 4 picks the digit. */
function lockerUnitDigit(random: Random): PlannedQuestion {
  const base = 10 * random.int(1, 9) + random.pick([2, 3, 7, 8]);
  const exponent = random.int(21, 199);
  const lastDigit = base % 10;
  const cycle = [1, 2, 3, 4].map((power) => lastDigit ** power % 10);
  const position = exponent % 4 === 0 ? 4 : exponent % 4;
  const digit = cycle[position - 1]!;
  return {
    facts: `The trophy cupboard's lock opens with a single digit: the unit digit of ${power(base, exponent)}.`,
    spec: { kind: 'unit-digit-of-power', base, exponent },
    draft: {
      difficulty: 'hard',
      question: "What is the digit that opens the trophy cupboard's lock?",
      correct: String(digit),
      distractors: formatDistractors(
        digit,
        [lastDigit, cycle[position % 4]!, cycle[(position + 2) % 4]!, (lastDigit * exponent) % 10],
        String,
        (step) => (digit + step) % 10,
      ),
      explanation: [
        `Only the unit digit ${lastDigit} matters. Its powers end in ${cycle.join(', ')} and then repeat every 4.`,
        `${exponent} = 4 × ${Math.floor((exponent - 1) / 4)} + ${position}, so ${power(base, exponent)} ends like ${power(lastDigit, position)}, in ${digit}.`,
        `The digit is ${digit}.`,
      ].join(' '),
    },
  };
}

/** Divisible by one or the other: add the two counts and take away those counted twice, the multiples of the LCM. */
function rollNumbersDivisible(random: Random): PlannedQuestion {
  for (;;) {
    const [first, second] = random.shuffle([3, 4, 5, 6, 7, 8, 9, 11, 12]) as [number, number];
    if (first % second === 0 || second % first === 0) continue;
    const students = random.int(150, 600);
    const both = lcm(first, second);
    const [byFirst, bySecond, byBoth] = [Math.floor(students / first), Math.floor(students / second), Math.floor(students / both)];
    const eitherCount = byFirst + bySecond - byBoth;
    return {
      facts: `The ${students} students taking part were given roll numbers 1 to ${students}, and every student whose roll number is divisible by ${first} or by ${second} carried a flag in the march past.`,
      spec: { kind: 'divisible-by-either', upTo: students, divisors: [first, second] },
      draft: {
        difficulty: 'medium',
        question: 'How many students carried a flag?',
        correct: STUDENTS(eitherCount),
        distractors: formatDistractors(
          eitherCount,
          [byFirst + bySecond, byFirst + bySecond - Math.floor(students / (first * second)), students - eitherCount, byFirst + bySecond - 2 * byBoth],
          STUDENTS,
          stepsAround(eitherCount, 1),
        ),
        explanation: [
          `Divisible by ${first}: ${students} ÷ ${first} gives ${byFirst}; by ${second}: ${bySecond}.`,
          `Numbers divisible by both are multiples of the LCM, ${both}: ${byBoth} of them, counted twice above.`,
          `Flag-bearers: ${byFirst} + ${bySecond} − ${byBoth} = ${STUDENTS(eitherCount)}.`,
        ].join(' '),
      },
    };
  }
}

/** Consecutive numbers with a common step sum to count × middle, so the middle is the sum over the count. */
function consecutiveJerseys(random: Random): PlannedQuestion {
  const kind = random.pick(['odd', 'even', 'whole'] as const);
  const step = kind === 'whole' ? 1 : 2;
  const count = random.int(4, 7);
  let smallest = random.int(5, 60);
  if (kind === 'odd' && smallest % 2 === 0) smallest += 1;
  if (kind === 'even' && smallest % 2 === 1) smallest += 1;
  const largest = smallest + (count - 1) * step;
  const sum = (count * (smallest + largest)) / 2;
  const mean = sum / count;
  const described = kind === 'whole' ? 'consecutive whole numbers' : `consecutive ${kind} numbers`;
  return {
    facts: `The jersey numbers of the ${count} runners in the relay team were ${described} adding up to ${sum}.`,
    spec: { kind: 'largest-of-consecutive', count, sum, numbers: kind },
    draft: {
      difficulty: 'medium',
      question: 'What was the largest jersey number in the relay team?',
      correct: WHOLE(largest),
      distractors: formatDistractors(largest, [smallest, mean, largest + step, largest - step], WHOLE, stepsAround(largest, step)),
      explanation: [
        `${count} ${described} have their mean in the middle: ${sum} ÷ ${count} = ${formatNumber(mean)}.`,
        `The largest is ${formatNumber(((count - 1) * step) / 2)} above the middle: ${formatNumber(mean)} + ${formatNumber(((count - 1) * step) / 2)} = ${WHOLE(largest)}.`,
      ].join(' '),
    },
  };
}
