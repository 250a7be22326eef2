import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatMeasure, formatNumber, formatRupees, lcm, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const CITIES = ['Allahabad', 'Cuttack', 'Jabalpur', 'Dharwad', 'Aurangabad', 'Shimla', 'Ernakulam', 'Gwalior'];
const CLERKS = ['Mohan', 'Lakshmi', 'Arif', 'Gurpreet', 'Suresh', 'Nirmala', 'Dinesh', 'Rukhsana', 'Pradeep', 'Kavita', 'Ajay', 'Shabnam'];
/** Days one person can plausibly take alone for a room of records. */
const DAYS_ALONE = [10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60];
const DAYS = (value: number) => formatMeasure(value, value === 1 ? 'day' : 'days');
const HOURS = (value: number) => formatMeasure(value, value === 1 ? 'hour' : 'hours');

function plan(seed: number) {
  const random = new Random(seed);
  const city = random.pick(CITIES);
  const [first, second, third, leaver, stayer, helperA, helperB, volunteer] = random.shuffle(CLERKS) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const pair = workingPair(random, first, second);
  const questions = [
    pair.question,
    moreEfficient(random, first, pair.firstDays, third),
    partnerLeaves(random, leaver, stayer),
    inletWithLeak(random),
    helperWage(random, [helperA, helperB], volunteer),
  ];
  const passage = [
    `The District Court at ${city} is scanning its old case files before they are moved to a new record room. The registrar's note on the work says the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateTimeAndWork(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeTimeAndWork(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** Two people together add their rates (work per day), never their days. */
function workingPair(random: Random, first: string, second: string): { question: PlannedQuestion; firstDays: number } {
  for (;;) {
    const [firstDays, secondDays] = random.shuffle(DAYS_ALONE) as [number, number];
    const together = (firstDays * secondDays) / (firstDays + secondDays);
    if (!Number.isInteger(together)) continue;
    const units = lcm(firstDays, secondDays);
    const [firstRate, secondRate] = [units / firstDays, units / secondDays];
    return {
      firstDays,
      question: {
        facts: `${first} alone can scan the files of one courtroom in ${firstDays} days, and ${second} alone in ${secondDays} days.`,
        spec: { kind: 'days-together', days: [firstDays, secondDays] },
        draft: {
          difficulty: 'easy',
          question: `Working together, in how many days can ${first} and ${second} scan the files of one courtroom?`,
          correct: DAYS(together),
          distractors: formatDistractors(
            together,
            [(firstDays + secondDays) / 2, Math.abs(firstDays - secondDays), firstDays + secondDays, Math.min(firstDays, secondDays) / 2],
            DAYS,
            stepsAround(together, 1),
          ),
          explanation: [
            `Take the work as ${units} pages (the LCM of ${firstDays} and ${secondDays}).`,
            `${first} scans ${units} ÷ ${firstDays} = ${firstRate} pages a day and ${second} ${units} ÷ ${secondDays} = ${secondRate}; together ${firstRate + secondRate} a day.`,
            `They need ${units} ÷ ${firstRate + secondRate} = ${DAYS(together)}.`,
          ].join(' '),
        },
      },
    };
  }
}

/** p% more efficient means p% more work a day, so the days shrink in the ratio 100 : (100 + p), not by p%. */
function moreEfficient(random: Random, base: string, baseDays: number, faster: string): PlannedQuestion {
  const whole = [20, 25, 50, 60, 100].filter((percent) => (baseDays * 100) % (100 + percent) === 0);
  const morePercent = random.pick(whole.length > 0 ? whole : [25, 50, 100]);
  const days = (baseDays * 100) / (100 + morePercent);
  return {
    facts: `A third clerk, ${faster}, is ${morePercent}% more efficient than ${base}.`,
    spec: { kind: 'days-from-efficiency', baseDays, morePercent },
    draft: {
      difficulty: 'medium',
      question: `In how many days can ${faster} alone scan the files of one courtroom (correct to two decimal places where needed)?`,
      correct: DAYS(days),
      distractors: formatDistractors(
        days,
        [baseDays * (1 - morePercent / 100), baseDays * (1 - morePercent / 200), baseDays * (1 + morePercent / 100), baseDays / 2].filter(
          (mistake) => mistake > 0,
        ),
        DAYS,
        stepsAround(days, 1),
      ),
      explanation: [
        `${morePercent}% more efficient means ${faster} does ${100 + morePercent} units of work in the time ${base} does 100.`,
        `Days are inversely proportional to efficiency: ${baseDays} × 100 ÷ ${100 + morePercent} = ${DAYS(days)}.`,
      ].join(' '),
    },
  };
}

/** Two start together and one leaves: work done together first, then the one who stays finishes what is left. */
function partnerLeaves(random: Random, leaver: string, stayer: string): PlannedQuestion {
  for (;;) {
    const [leaverDays, stayerDays] = random.shuffle(DAYS_ALONE) as [number, number];
    const together = (leaverDays * stayerDays) / (leaverDays + stayerDays);
    const daysTogether = random.int(2, Math.max(2, Math.ceil(together) - 1));
    // In whole days: the stayer alone would need stayerDays × (1 − daysTogether / leaverDays) in all.
    if (daysTogether >= together || (stayerDays * (leaverDays - daysTogether)) % leaverDays !== 0) continue;
    const total = (stayerDays * (leaverDays - daysTogether)) / leaverDays;
    const units = lcm(leaverDays, stayerDays);
    const [leaverRate, stayerRate] = [units / leaverDays, units / stayerDays];
    const doneTogether = daysTogether * (leaverRate + stayerRate);
    const rest = units - doneTogether;
    const afterwards = rest / stayerRate;
    return {
      facts: `For the tribunal wing, ${leaver} and ${stayer}, who alone would take ${leaverDays} and ${stayerDays} days respectively, began together; ${leaver} was transferred after ${DAYS(daysTogether)} and ${stayer} finished the rest alone.`,
      spec: { kind: 'worker-leaves', leaverDays, stayerDays, daysTogether },
      draft: {
        difficulty: 'hard',
        question: 'In how many days, from the start, was the tribunal wing finished?',
        correct: DAYS(total),
        distractors: formatDistractors(total, [afterwards, daysTogether + stayerDays, together, daysTogether + leaverDays * (1 - daysTogether / stayerDays)], DAYS, stepsAround(total, 1)),
        explanation: [
          `Take the work as ${units} units: ${leaver} does ${leaverRate} a day and ${stayer} ${stayerRate}.`,
          `In ${DAYS(daysTogether)} together they do ${daysTogether} × ${leaverRate + stayerRate} = ${doneTogether} units, leaving ${rest}.`,
          `${stayer} needs ${rest} ÷ ${stayerRate} = ${DAYS(afterwards)} more, so the wing is finished in ${daysTogether} + ${formatNumber(afterwards)} = ${DAYS(total)}.`,
        ].join(' '),
      },
    };
  }
}

/** An inlet and a leak: the leak's rate is subtracted from the inlet's. */
function inletWithLeak(random: Random): PlannedQuestion {
  for (;;) {
    const fillHours = random.int(2, 12);
    const withLeak = random.int(fillHours + 1, 4 * fillHours);
    const leakHours = (fillHours * withLeak) / (withLeak - fillHours);
    if (!Number.isInteger(leakHours) || leakHours > 60) continue;
    const units = lcm(fillHours, leakHours);
    const [inRate, outRate] = [units / fillHours, units / leakHours];
    return {
      facts: `The new record room has a fire-safety tank that its inlet pipe fills in ${HOURS(fillHours)}; a leak at the bottom would empty the full tank in ${HOURS(leakHours)}.`,
      spec: { kind: 'pipe-with-leak', fillHours, leakHours },
      draft: {
        difficulty: 'medium',
        question: 'With the leak open, how long does the inlet take to fill the empty tank (correct to two decimal places where needed)?',
        correct: HOURS(withLeak),
        distractors: formatDistractors(
          withLeak,
          [(fillHours * leakHours) / (fillHours + leakHours), leakHours - fillHours, (fillHours + leakHours) / 2],
          HOURS,
          stepsAround(withLeak, 1),
        ),
        explanation: [
          `Take the tank as ${units} units: the inlet adds ${inRate} an hour and the leak takes away ${outRate}.`,
          `The tank gains ${inRate} − ${outRate} = ${inRate - outRate} ${inRate - outRate === 1 ? 'unit' : 'units'} an hour.`,
          `It fills in ${units} ÷ ${inRate - outRate} = ${HOURS(withLeak)}.`,
        ].join(' '),
      },
    };
  }
}

/** Wages follow work done: each worker's share is the fraction of the job done, so a helper gets what the others leave. */
function helperWage(random: Random, [first, second]: readonly [string, string], volunteer: string): PlannedQuestion {
  for (;;) {
    const [firstDays, secondDays] = random.shuffle(DAYS_ALONE) as [number, number];
    const days = random.int(2, 12);
    const helperFraction = 1 - days / firstDays - days / secondDays;
    if (helperFraction < 0.1 || helperFraction > 0.6) continue;
    const units = lcm(firstDays, secondDays);
    if (units * 100 > 60_000) continue;
    const wage = units * 100 * random.int(Math.ceil(3_000 / (units * 100)), Math.floor(60_000 / (units * 100)));
    const [firstUnits, secondUnits] = [(days * units) / firstDays, (days * units) / secondDays];
    const helperUnits = units - firstUnits - secondUnits;
    const share = (wage * helperUnits) / units;
    return {
      facts: `For the index of the records, ${first} and ${second}, who alone would take ${firstDays} and ${secondDays} days respectively, finished it in ${DAYS(days)} with the help of a part-timer, ${volunteer}; the ${formatRupees(wage)} paid for the index is shared in proportion to the work each did.`,
      spec: { kind: 'helper-wage-share', days: [firstDays, secondDays], daysWithHelper: days, wage },
      draft: {
        difficulty: 'medium',
        question: `What is ${volunteer}'s share of the ${formatRupees(wage)}?`,
        correct: formatRupees(share),
        distractors: formatDistractors(
          share,
          [wage / 3, (wage * firstUnits) / units, wage - (wage * firstUnits) / units, (wage * secondUnits) / units],
          formatRupees,
          stepsAround(share, 100),
        ),
        explanation: [
          `Take the index as ${units} units. In ${DAYS(days)}, ${first} does ${days} × ${units / firstDays} = ${firstUnits} units and ${second} ${days} × ${units / secondDays} = ${secondUnits} units.`,
          `${volunteer} did the rest: ${units} − ${firstUnits} − ${secondUnits} = ${helperUnits} units, i.e. ${helperUnits}/${units} of the work.`,
          `${volunteer}'s share: ${helperUnits}/${units} × ${formatRupees(wage)} = ${formatRupees(share)}.`,
        ].join(' '),
      },
    };
  }
}
