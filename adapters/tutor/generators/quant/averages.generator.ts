import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatCount, formatDistractors, formatMeasure, formatNumber, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const CITIES = ['Patna', 'Jaipur', 'Kochi', 'Dehradun', 'Guwahati', 'Raipur', 'Vadodara', 'Madurai'];
const STUDENTS = ['Riya', 'Aditya', 'Fatima', 'Karthik', 'Simran', 'Manoj', 'Ananya', 'Zoya'];
const SCORE = (value: number) => formatNumber(value);

function plan(seed: number) {
  const random = new Random(seed);
  const city = random.pick(CITIES);
  const questions = [mentorJoins(random), studentLeaves(random), combinedAverage(random), missingScore(random), correctedAverage(random)];
  const passage = [
    `A CLAT coaching centre in ${city} reviews its weekend batches at the end of every month; all its mock tests are marked out of 120. This month's review notes the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateAverages(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeAverages(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** A newcomer raises a group's average: the newcomer brings the old average plus the rise for everyone, self included. */
function mentorJoins(random: Random): PlannedQuestion {
  for (;;) {
    const students = random.int(15, 40);
    const average = random.int(16, 19);
    const rise = random.pick([0.5, 1, 1.5]);
    const mentorAge = average + rise * (students + 1);
    // A whole age for an adult mentor.
    if (!Number.isInteger(mentorAge) || mentorAge < 28 || mentorAge > 62) continue;
    const before = students * average;
    const after = (students + 1) * (average + rise);
    const asYears = (value: number) => formatMeasure(value, 'years');
    return {
      facts: `The ${students} students of the Saturday batch have an average age of ${average} years; when the age of their mentor is included, the average rises by ${formatMeasure(rise, rise === 1 ? 'year' : 'years')}.`,
      spec: { kind: 'average-with-newcomer', count: students, average, rise },
      draft: {
        difficulty: 'medium',
        question: 'How old is the mentor of the Saturday batch?',
        correct: asYears(mentorAge),
        distractors: formatDistractors(
          mentorAge,
          [average + rise * students, average + rise, rise * (students + 1), average + rise * (students + 2)],
          asYears,
          stepsAround(mentorAge, 1),
        ),
        explanation: [
          `The ${students} students' ages add up to ${students} × ${average} = ${formatNumber(before)} years.`,
          `With the mentor there are ${students + 1} people averaging ${average} + ${formatNumber(rise)} = ${formatNumber(average + rise)} years: ${students + 1} × ${formatNumber(average + rise)} = ${formatNumber(after)} years.`,
          `The mentor's age is the difference: ${formatNumber(after)} − ${formatNumber(before)} = ${asYears(mentorAge)}.`,
        ].join(' '),
      },
    };
  }
}

/** A member who scored above the average leaves; the fall in the average gives the size of the group. */
function studentLeaves(random: Random): PlannedQuestion {
  for (;;) {
    const students = random.int(25, 60);
    const average = random.int(60, 80);
    const fall = random.pick([0.25, 0.5, 1]);
    const score = average + (students - 1) * fall;
    if (!Number.isInteger(score) || score > 116) continue;
    const newAverage = average - fall;
    const gap = score - newAverage;
    const asStudents = (value: number) => formatCount(value, 'students');
    return {
      facts: `In the last full-length mock, the Sunday batch averaged ${average}. One student, who scored ${score}, has since moved to another city, and the average of those who remain is ${formatNumber(newAverage)}.`,
      spec: { kind: 'group-size-from-leaver', average, leaverScore: score, newAverage },
      draft: {
        difficulty: 'hard',
        question: 'How many students were in the Sunday batch before the student left?',
        correct: asStudents(students),
        distractors: formatDistractors(
          students,
          [students - 1, students + 1, (score - average) / fall + 2, gap / (2 * fall)],
          asStudents,
          stepsAround(students, 2),
        ),
        explanation: [
          `Let the batch have n students. Before: total ${average}n. After: ${average}n − ${score} = ${formatNumber(newAverage)}(n − 1).`,
          `So (${average} − ${formatNumber(newAverage)})n = ${score} − ${formatNumber(newAverage)}, i.e. ${fall === 1 ? '' : formatNumber(fall)}n = ${formatNumber(gap)}.`,
          fall === 1 ? `The batch had ${asStudents(students)}.` : `n = ${formatNumber(gap)} ÷ ${formatNumber(fall)} = ${asStudents(students)}.`,
        ].join(' '),
      },
    };
  }
}

/** Two groups of different sizes: their combined average is weighted by size, not the mean of the two averages. */
function combinedAverage(random: Random): PlannedQuestion {
  const [morning, evening] = random.shuffle([18, 20, 24, 25, 30, 32, 35, 40, 45]) as [number, number];
  const [morningAverage, eveningAverage] = random.shuffle([58, 62, 64, 66, 68, 71, 74, 76, 79, 82]) as [number, number];
  const total = morning * morningAverage + evening * eveningAverage;
  const combined = total / (morning + evening);
  return {
    facts: `In the same mock, the ${morning} students of the morning batch averaged ${morningAverage} and the ${evening} students of the evening batch averaged ${eveningAverage}.`,
    spec: { kind: 'combined-average', counts: [morning, evening], averages: [morningAverage, eveningAverage] },
    draft: {
      difficulty: 'easy',
      question: 'What was the average score of the morning and evening batches taken together (correct to two decimal places where needed)?',
      correct: SCORE(combined),
      distractors: formatDistractors(
        combined,
        [(morningAverage + eveningAverage) / 2, (morning * eveningAverage + evening * morningAverage) / (morning + evening)],
        SCORE,
        stepsAround(combined, 0.5),
      ),
      explanation: [
        `The batches differ in size, so the averages are weighted by the number of students.`,
        `Morning: ${morning} × ${morningAverage} = ${formatNumber(morning * morningAverage)}; evening: ${evening} × ${eveningAverage} = ${formatNumber(evening * eveningAverage)}; together ${formatNumber(total)} marks for ${morning + evening} students.`,
        `Combined average: ${formatNumber(total)} ÷ ${morning + evening} = ${SCORE(combined)}.`,
      ].join(' '),
    },
  };
}

/** One value of a list is missing: the average fixes the total, and the missing value is what the others leave of it. */
function missingScore(random: Random): PlannedQuestion {
  const student = random.pick(STUDENTS);
  for (;;) {
    const average = random.int(70, 95);
    const known = Array.from({ length: 5 }, () => average + random.int(-18, 18)).filter((score) => score <= 118);
    if (known.length !== 5) continue;
    const sum = known.reduce((total, score) => total + score, 0);
    const total = 6 * average;
    const missing = total - sum;
    if (missing < 45 || missing > 118 || missing === average) continue;
    return {
      facts: `${student}'s scores in the last six mocks average ${average}; five of them were ${known.slice(0, 4).join(', ')} and ${known[4]}, and the report card with the sixth is lost.`,
      spec: { kind: 'missing-value', known, average },
      draft: {
        difficulty: 'easy',
        question: `What did ${student} score in the sixth mock?`,
        correct: SCORE(missing),
        distractors: formatDistractors(
          missing,
          // Five times the average (the sixth forgotten), the mean of the five known, and the average itself,
          // each only when it could pass for a score.
          [missing - average, sum / 5, average].filter((mistake) => mistake >= 30),
          SCORE,
          stepsAround(missing, 3),
        ),
        explanation: [
          `Six mocks at an average of ${average} make 6 × ${average} = ${formatNumber(total)} marks in all.`,
          `The five known scores add up to ${known.join(' + ')} = ${formatNumber(sum)}.`,
          `The sixth score is ${formatNumber(total)} − ${formatNumber(sum)} = ${SCORE(missing)}.`,
        ].join(' '),
      },
    };
  }
}

/** A score entered with its digits reversed: the total is off by the difference, the average by that over the count. */
function correctedAverage(random: Random): PlannedQuestion {
  // A count dividing 100, and a difference a multiple of 9, keep the corrected average to two decimals.
  const count = random.pick([20, 25, 50]);
  const average = random.int(600, 850) / 10;
  let actual = random.int(41, 98);
  while (actual % 10 === 0 || actual % 11 === 0) actual = random.int(41, 98);
  const recorded = (actual % 10) * 10 + Math.floor(actual / 10);
  const recordedTotal = count * average;
  const trueTotal = recordedTotal - recorded + actual;
  const corrected = trueTotal / count;
  const difference = actual - recorded;
  return {
    facts: `When the centre worked out the average of the ${count} scores in its scholarship test, it got ${formatNumber(average)}; it later found that one score of ${actual} had been entered as ${recorded}.`,
    spec: { kind: 'corrected-average', count, average, recorded, actual },
    draft: {
      difficulty: 'medium',
      question: 'What is the correct average of the scholarship test scores?',
      correct: SCORE(corrected),
      distractors: formatDistractors(
        corrected,
        [average - difference / count, average + difference / (count - 1), average + (2 * difference) / count],
        SCORE,
        stepsAround(corrected, 0.1),
      ),
      explanation: [
        `Total as worked out: ${count} × ${formatNumber(average)} = ${formatNumber(recordedTotal)}.`,
        `The score ${actual} was counted as ${recorded}, so the true total is ${formatNumber(recordedTotal)} − ${recorded} + ${actual} = ${formatNumber(trueTotal)}.`,
        `Correct average: ${formatNumber(trueTotal)} ÷ ${count} = ${SCORE(corrected)}.`,
      ].join(' '),
    },
  };
}
