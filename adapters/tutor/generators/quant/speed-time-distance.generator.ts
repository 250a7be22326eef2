import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatMeasure, formatNumber, lcm, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const JOURNEYS = [
  { family: 'Iyer', home: 'Chennai', destination: 'Varanasi', river: 'the Ganga' },
  { family: 'Bose', home: 'Kolkata', destination: 'Patna', river: 'the Ganga' },
  { family: 'Sharma', home: 'Delhi', destination: 'Guwahati', river: 'the Brahmaputra' },
  { family: 'Pillai', home: 'Thiruvananthapuram', destination: 'Rajahmundry', river: 'the Godavari' },
  { family: 'Khan', home: 'Lucknow', destination: 'Jabalpur', river: 'the Narmada' },
  { family: 'Patil', home: 'Pune', destination: 'Cuttack', river: 'the Mahanadi' },
] as const;
/** Speeds in km/h that are a whole or half number of metres a second. */
const TRAIN_SPEEDS = [36, 45, 54, 72, 90, 108];
const KMPH = (value: number) => formatMeasure(value, 'km/h');
const SECONDS = (value: number) => formatMeasure(value, 'seconds');

function plan(seed: number) {
  const random = new Random(seed);
  const journey = random.pick(JOURNEYS);
  const express = expressTrain(random);
  const questions = [
    express.speedQuestion,
    platformTime(random, express),
    trainsCrossing(random, express.length),
    ferrySpeeds(random, journey.river),
    roundTripAverage(random, journey.destination),
  ];
  const passage = [
    `The ${journey.family} family of ${journey.home} travelled to ${journey.destination} for a cousin's wedding last month, and their son kept a diary of the trip. It records the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateSpeedTimeDistance(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeSpeedTimeDistance(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

interface Express {
  readonly length: number;
  readonly poleSeconds: number;
  readonly metresPerSecond: number;
  readonly speedQuestion: PlannedQuestion;
}

/** A train passing a pole covers its own length: speed in m/s, then × 18/5 for km/h. */
function expressTrain(random: Random): Express {
  for (;;) {
    const kmph = random.pick(TRAIN_SPEEDS);
    const metresPerSecond = (kmph * 5) / 18;
    const poleSeconds = random.int(8, 24);
    const length = metresPerSecond * poleSeconds;
    if (!Number.isInteger(length) || length < 150 || length > 480) continue;
    return {
      length,
      poleSeconds,
      metresPerSecond,
      speedQuestion: {
        facts: `Their express, ${length} m long, ran past a signal pole in ${poleSeconds} seconds.`,
        spec: { kind: 'train-speed-from-pole', trainLength: length, poleSeconds },
        draft: {
          difficulty: 'easy',
          question: 'At what speed was the express running when it passed the signal pole?',
          correct: KMPH(kmph),
          distractors: formatDistractors(
            kmph,
            [metresPerSecond, (metresPerSecond * 5) / 18],
            KMPH,
            stepsAround(kmph, 9),
          ),
          explanation: [
            `Passing a pole, the train covers only its own length: ${length} m in ${poleSeconds} seconds, i.e. ${formatMeasure(metresPerSecond, 'm/s')}.`,
            `To turn m/s into km/h multiply by 18/5: ${formatMeasure(metresPerSecond, 'm/s')} × 18/5 = ${KMPH(kmph)}.`,
          ].join(' '),
        },
      },
    };
  }
}

/** Passing a platform, the train covers its own length and the platform's. */
function platformTime(random: Random, express: Express): PlannedQuestion {
  const { length, poleSeconds, metresPerSecond } = express;
  for (;;) {
    const seconds = random.int(poleSeconds + 6, poleSeconds + 40);
    const platform = seconds * metresPerSecond - length;
    if (!Number.isInteger(platform) || platform < 150 || platform > 600 || platform === length) continue;
    return {
      facts: `At the same speed it ran, without stopping, through a station whose platform is ${platform} m long.`,
      spec: { kind: 'platform-crossing-time', trainLength: length, poleSeconds, platformLength: platform },
      draft: {
        difficulty: 'easy',
        question: 'How long did the express take to pass completely through that station?',
        correct: SECONDS(seconds),
        distractors: formatDistractors(
          seconds,
          [platform / metresPerSecond, Math.abs(platform - length) / metresPerSecond, ((length + platform) * 5) / (18 * metresPerSecond)],
          SECONDS,
          stepsAround(seconds, 2),
        ),
        explanation: [
          `The speed is ${length} ÷ ${poleSeconds} = ${formatMeasure(metresPerSecond, 'm/s')}.`,
          `To clear the platform the train covers its own length as well: ${length} + ${platform} = ${formatNumber(length + platform)} m.`,
          `Time: ${formatNumber(length + platform)} ÷ ${formatMeasure(metresPerSecond, 'm/s')} = ${SECONDS(seconds)}.`,
        ].join(' '),
      },
    };
  }
}

/** Two trains pass each other at the sum of their speeds (opposite directions) or the difference (same direction). */
function trainsCrossing(random: Random, expressLength: number): PlannedQuestion {
  for (;;) {
    const sameDirection = random.next() < 0.5;
    const expressKmph = random.pick([54, 60, 72, 80, 90, 100, 108]);
    const relativeKmph = 18 * random.int(1, 10);
    const goodsKmph = sameDirection ? expressKmph - relativeKmph : relativeKmph - expressKmph;
    if (goodsKmph < 30 || goodsKmph > 80 || goodsKmph === expressKmph) continue;
    const relative = (relativeKmph * 5) / 18;
    const seconds = random.int(10, 70);
    const goodsLength = seconds * relative - expressLength;
    if (goodsLength < 200 || goodsLength > 700) continue;
    const otherKmph = sameDirection ? expressKmph + goodsKmph : Math.abs(expressKmph - goodsKmph);
    const lengths = expressLength + goodsLength;
    return {
      facts: `Further on, the express, now running at ${expressKmph} km/h, ${sameDirection ? 'overtook' : 'met'} a ${goodsLength} m goods train running at ${goodsKmph} km/h on the parallel track ${sameDirection ? 'in the same direction' : 'in the opposite direction'}.`,
      spec: {
        kind: 'trains-crossing-time',
        lengths: [expressLength, goodsLength],
        speeds: [expressKmph, goodsKmph],
        sameDirection,
      },
      draft: {
        difficulty: 'hard',
        question: `How long did the express and the goods train take to ${sameDirection ? 'clear each other as the express overtook it' : 'pass each other completely'}?`,
        correct: SECONDS(seconds),
        distractors: formatDistractors(
          seconds,
          [(lengths * 18) / (otherKmph * 5), goodsLength / relative, lengths / relativeKmph, (lengths * 18) / (expressKmph * 5)],
          SECONDS,
          stepsAround(seconds, 2),
        ),
        explanation: [
          sameDirection
            ? `Moving the same way, the express gains on the goods train at ${expressKmph} − ${goodsKmph} = ${KMPH(relativeKmph)} = ${formatMeasure(relative, 'm/s')}.`
            : `Moving towards each other, the trains close the gap at ${expressKmph} + ${goodsKmph} = ${KMPH(relativeKmph)} = ${formatMeasure(relative, 'm/s')}.`,
          `Between them they must cover both lengths: ${expressLength} + ${goodsLength} = ${formatNumber(lengths)} m.`,
          `Time: ${formatNumber(lengths)} ÷ ${formatMeasure(relative, 'm/s')} = ${SECONDS(seconds)}.`,
        ].join(' '),
      },
    };
  }
}

/** Downstream the current adds to the boat's speed, upstream it takes away: half the sum and half the difference. */
function ferrySpeeds(random: Random, river: string): PlannedQuestion {
  for (;;) {
    const still = random.int(8, 20);
    const stream = random.int(2, 6);
    const down = still + stream;
    const up = still - stream;
    const unit = lcm(down, up);
    if (unit > 60) continue;
    const distance = unit * random.int(1, Math.max(1, Math.floor(60 / unit)));
    if (distance < 12) continue;
    const asked = random.pick(['stream', 'still'] as const);
    const answer = asked === 'stream' ? stream : still;
    const other = asked === 'stream' ? still : stream;
    const downHours = distance / down;
    const upHours = distance / up;
    const hours = (value: number) => formatMeasure(value, value === 1 ? 'hour' : 'hours');
    return {
      facts: `At ${river}, a ferry took them ${distance} km downstream to a temple in ${hours(downHours)} and brought them back upstream in ${hours(upHours)}.`,
      spec: { kind: 'boat-speed', distance, downstreamHours: downHours, upstreamHours: upHours, asked },
      draft: {
        difficulty: 'medium',
        question: asked === 'stream' ? 'What is the speed of the current?' : 'What is the speed of the ferry in still water?',
        correct: KMPH(answer),
        distractors: formatDistractors(answer, [other, asked === 'stream' ? down - up : down + up, down, up], KMPH, stepsAround(answer, 1)),
        explanation: [
          `Downstream: ${distance} ÷ ${formatNumber(downHours)} = ${KMPH(down)}; upstream: ${distance} ÷ ${formatNumber(upHours)} = ${KMPH(up)}.`,
          `The current adds to the ferry's own speed one way and takes away from it the other, so`,
          asked === 'stream'
            ? `the speed of the current is half the difference: (${down} − ${up}) ÷ 2 = ${KMPH(answer)}.`
            : `the speed in still water is half the sum: (${down} + ${up}) ÷ 2 = ${KMPH(answer)}.`,
        ].join(' '),
      },
    };
  }
}

/** Equal distances at two speeds: the average is total distance over total time, not the mean of the speeds. */
function roundTripAverage(random: Random, destination: string): PlannedQuestion {
  const [outward, back] = random.shuffle([30, 36, 40, 45, 48, 50, 60, 72, 75, 80]) as [number, number];
  const distance = 10 * random.int(8, 40);
  const average = (2 * outward * back) / (outward + back);
  return {
    facts: `For the reception they drove ${distance} km from ${destination} to a resort at an average of ${outward} km/h, and drove back to ${destination} by the same road at ${back} km/h.`,
    spec: { kind: 'round-trip-average-speed', distance, speeds: [outward, back] },
    draft: {
      difficulty: 'medium',
      question: 'What was their average speed for the drive to the resort and back (correct to two decimal places where needed)?',
      correct: KMPH(average),
      distractors: formatDistractors(
        average,
        [(outward + back) / 2, (outward * back) / (outward + back), Math.abs(outward - back) + Math.min(outward, back) / 2],
        KMPH,
        stepsAround(average, 1.5),
      ),
      explanation: [
        `Average speed is total distance over total time, not the mean of the two speeds.`,
        `Over d km each way the time is d/${outward} + d/${back} hours for 2d km, so d cancels and the average is 2 × ${outward} × ${back} ÷ (${outward} + ${back}).`,
        `That is ${formatNumber(2 * outward * back)} ÷ ${outward + back} = ${KMPH(average)}.`,
      ].join(' '),
    },
  };
}
