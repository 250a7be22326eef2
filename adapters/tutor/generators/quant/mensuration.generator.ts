import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatCount, formatDistractors, formatMeasure, formatNumber, formatRupees, gcd, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const CITIES = ['Bilaspur', 'Ujjain', 'Tiruchirappalli', 'Hubballi', 'Bareilly', 'Kota', 'Siliguri', 'Nellore'];
/** Triangles with whole sides and a whole area (Heron), as [a, b, c, area]. */
const HERON_TRIANGLES = [
  [13, 14, 15, 84],
  [5, 12, 13, 30],
  [9, 10, 17, 36],
  [10, 17, 21, 84],
  [7, 15, 20, 42],
  [13, 20, 21, 126],
  [11, 13, 20, 66],
  [8, 15, 17, 60],
] as const;
/** Square tile sides in centimetres. */
const TILE_SIDES = [25, 40, 50, 60, 75, 80];
const SQUARE_METRES = (value: number) => formatMeasure(value, 'sq m');
const PI = 22 / 7;

function plan(seed: number) {
  const random = new Random(seed);
  const city = random.pick(CITIES);
  const questions = [fencingCost(random), hallTiles(random), circularPath(random), triangleTurfing(random), tankCapacity(random)];
  const passage = [
    `The new district court complex at ${city} is being built on land given by the state. The engineer's estimate, which takes π as 22/7, records the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateMensuration(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeMensuration(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** Fencing runs along the perimeter, less the gate; area has nothing to do with it. */
function fencingCost(random: Random): PlannedQuestion {
  const length = random.int(60, 160);
  const breadth = random.int(30, length - 10);
  const gate = random.pick([3, 4, 5, 6]);
  const rate = 5 * random.int(8, 50);
  const fence = 2 * (length + breadth) - gate;
  const cost = fence * rate;
  return {
    facts: `The rectangular plot measures ${length} m by ${breadth} m and is to be fenced all round, except for a gate ${gate} m wide, at ${formatRupees(rate)} a metre.`,
    spec: { kind: 'fencing-cost', length, breadth, gate, ratePerMetre: rate },
    draft: {
      difficulty: 'easy',
      question: 'What will the fencing of the plot cost?',
      correct: formatRupees(cost),
      distractors: formatDistractors(
        cost,
        [2 * (length + breadth) * rate, (length + breadth - gate) * rate, (2 * (length + breadth) + gate) * rate],
        formatRupees,
        stepsAround(cost, 10 * rate),
      ),
      explanation: [
        `Perimeter: 2 × (${length} + ${breadth}) = ${2 * (length + breadth)} m; less the ${gate} m gate, ${fence} m of fencing.`,
        `Cost: ${fence} × ${formatRupees(rate)} = ${formatRupees(cost)}.`,
      ].join(' '),
    },
  };
}

/** Tiles needed = floor area over one tile's area, with both in the same unit (1 sq m = 10,000 sq cm). */
function hallTiles(random: Random): PlannedQuestion {
  const side = random.pick(TILE_SIDES);
  // A hall side must hold a whole number of tiles: a multiple of side/gcd(side, 100) metres.
  const step = side / gcd(side, 100);
  const length = step * random.int(Math.ceil(12 / step), Math.floor(40 / step));
  const breadth = step * random.int(Math.ceil(8 / step), Math.floor(length / step));
  const [alongLength, alongBreadth] = [(length * 100) / side, (breadth * 100) / side];
  const tiles = alongLength * alongBreadth;
  const asTiles = (value: number) => formatCount(value, 'tiles');
  return {
    facts: `The floor of the main courtroom, ${length} m long and ${breadth} m wide, is to be paved with square tiles of side ${side} cm.`,
    spec: { kind: 'tiles-needed', length, breadth, tileSide: side },
    draft: {
      difficulty: 'medium',
      question: 'How many tiles are needed to pave the courtroom floor?',
      correct: asTiles(tiles),
      distractors: formatDistractors(
        tiles,
        [(length * breadth * 100) / side, (2 * (length + breadth) * 100) / side],
        asTiles,
        stepsAround(tiles, alongBreadth),
      ),
      explanation: [
        `In centimetres the floor is ${formatNumber(length * 100)} by ${formatNumber(breadth * 100)}.`,
        `Along the length ${formatNumber(length * 100)} ÷ ${side} = ${alongLength} tiles fit, and along the width ${formatNumber(breadth * 100)} ÷ ${side} = ${alongBreadth}.`,
        `Tiles needed: ${alongLength} × ${alongBreadth} = ${asTiles(tiles)}.`,
      ].join(' '),
    },
  };
}

/** A path round a circle is the difference of two circles, π(R² − r²), not the path's width squared or its length alone. */
function circularPath(random: Random): PlannedQuestion {
  const radius = 7 * random.int(2, 8);
  const width = random.pick([3.5, 7]);
  const outer = radius + width;
  const area = PI * (outer * outer - radius * radius);
  return {
    facts: `A circular lawn of radius ${radius} m in front of the main block is to have a path ${formatNumber(width)} m wide laid all round it, outside the lawn.`,
    spec: { kind: 'circular-path-area', radius, width },
    draft: {
      difficulty: 'medium',
      question: 'What is the area of the path (correct to two decimal places where needed)?',
      correct: SQUARE_METRES(area),
      distractors: formatDistractors(
        area,
        [PI * width * width, 2 * PI * radius * width, PI * outer * outer, PI * (outer - radius) * (outer + radius) * 2],
        SQUARE_METRES,
        stepsAround(area, 11),
      ),
      explanation: [
        `The lawn and the path together form a circle of radius ${radius} + ${formatNumber(width)} = ${formatNumber(outer)} m.`,
        `The path is the ring between the two circles: 22/7 × (${formatNumber(outer)}² − ${radius}²) = 22/7 × (${formatNumber(outer * outer)} − ${formatNumber(radius * radius)}) = 22/7 × ${formatNumber(outer * outer - radius * radius)}.`,
        `Area of the path: ${SQUARE_METRES(area)}.`,
      ].join(' '),
    },
  };
}

/** Three sides and no height: Heron's formula, √(s(s − a)(s − b)(s − c)) with s the half-perimeter. */
function triangleTurfing(random: Random): PlannedQuestion {
  const [a, b, c, baseArea] = random.pick(HERON_TRIANGLES);
  const scale = random.pick([1, 2, 3, 4]);
  const [first, second, third] = [a * scale, b * scale, c * scale];
  const area = baseArea * scale * scale;
  const rate = 5 * random.int(4, 30);
  const cost = area * rate;
  const half = (first + second + third) / 2;
  return {
    facts: `A triangular garden beside the car park has sides of ${first} m, ${second} m and ${third} m, and is to be laid with turf at ${formatRupees(rate)} a square metre.`,
    spec: { kind: 'triangle-turfing-cost', sides: [first, second, third], ratePerSquareMetre: rate },
    draft: {
      difficulty: 'hard',
      question: 'What will it cost to turf the triangular garden?',
      correct: formatRupees(cost),
      distractors: formatDistractors(
        cost,
        [((first * second) / 2) * rate, (first + second + third) * rate, 2 * area * rate, ((second * third) / 2) * rate],
        formatRupees,
        stepsAround(cost, 10 * rate),
      ),
      explanation: [
        `Half the perimeter: s = (${first} + ${second} + ${third}) ÷ 2 = ${half}.`,
        `Heron's formula: area = √(${half} × ${half - first} × ${half - second} × ${half - third}) = √${formatNumber(area * area)} = ${formatNumber(area)} sq m.`,
        `Cost: ${formatNumber(area)} × ${formatRupees(rate)} = ${formatRupees(cost)}.`,
      ].join(' '),
    },
  };
}

/** Volume of a cylinder is πr²h with r half the diameter; 1 cubic metre holds 1,000 litres. */
function tankCapacity(random: Random): PlannedQuestion {
  const diameter = random.pick([1.4, 2.8, 4.2, 5.6, 7]);
  const height = random.pick([1.5, 2, 2.5, 3, 3.5, 4, 5]);
  const radius = diameter / 2;
  const cubicMetres = PI * radius * radius * height;
  const litres = cubicMetres * 1000;
  const asLitres = (value: number) => formatCount(value, 'litres');
  return {
    facts: `A cylindrical water tank, ${formatNumber(diameter)} m in diameter and ${formatNumber(height)} m high, is to be built on the roof (1 cubic metre holds 1,000 litres).`,
    spec: { kind: 'cylinder-capacity-litres', diameter, height },
    draft: {
      difficulty: 'medium',
      question: 'How many litres of water will the tank hold when full?',
      correct: asLitres(litres),
      distractors: formatDistractors(
        litres,
        [PI * diameter * diameter * height * 1000, 2 * PI * radius * height * 1000, PI * radius * radius * height * 100],
        asLitres,
        stepsAround(litres, 1000),
      ),
      explanation: [
        `The radius is half the diameter: ${formatNumber(radius)} m.`,
        `Volume: 22/7 × ${formatNumber(radius)} × ${formatNumber(radius)} × ${formatNumber(height)} = ${formatNumber(cubicMetres)} cubic metres.`,
        `At 1,000 litres a cubic metre, the tank holds ${asLitres(litres)}.`,
      ].join(' '),
    },
  };
}
