import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatMeasure, formatNumber, formatPercent, formatRatio, formatRupees, gcd, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const TRADERS = [
  { name: 'Kaveri Traders', city: 'Siliguri' },
  { name: 'Brahmaputra Stores', city: 'Dibrugarh' },
  { name: 'Nilgiri Supply Company', city: 'Coonoor' },
  { name: 'Himalaya Provisions', city: 'Darjeeling' },
  { name: 'Malabar Wholesale', city: 'Kozhikode' },
  { name: 'Sahyadri Traders', city: 'Kolhapur' },
] as const;
const LITRES = (value: number) => formatMeasure(value, 'litres');
/** Milk : water in the cooperative's cans, richest first. */
const CAN_RATIOS = [
  [9, 1],
  [5, 1],
  [4, 1],
  [7, 2],
  [3, 1],
  [7, 3],
  [5, 2],
  [2, 1],
] as const;

function plan(seed: number) {
  const random = new Random(seed);
  const trader = random.pick(TRADERS);
  const questions = [teaBlendRatio(random), blendProfit(random), waterToReachRatio(random), repeatedReplacement(random), milkToDilute(random)];
  const passage = [
    `${trader.name} of ${trader.city} blends and sells tea and also runs the town's milk collection centre. Its manager's notebook for the month records the following.`,
    ...questions.map((question) => question.facts),
  ].join(' ');
  return { random, passage, questions };
}

export function generateMixturesAndAlligation(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeMixturesAndAlligation(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

/** Alligation: cheaper : dearer = (dearer − mean) : (mean − cheaper), each kind weighted by the other's distance. */
function teaBlendRatio(random: Random): PlannedQuestion {
  for (;;) {
    const cheaper = 10 * random.int(15, 35);
    const dearer = cheaper + 10 * random.int(3, 20);
    const mean = cheaper + 5 * random.int(1, (dearer - cheaper) / 5 - 1);
    const [cheaperParts, dearerParts] = [dearer - mean, mean - cheaper];
    if (cheaperParts === dearerParts) continue;
    const pair = ([left, right]: readonly [number, number]) => formatRatio(left, right);
    return {
      facts: `It blends an Assam tea costing ${formatRupees(cheaper)} a kg with a Darjeeling tea costing ${formatRupees(dearer)} a kg so that the blend costs ${formatRupees(mean)} a kg.`,
      spec: { kind: 'alligation-ratio', cheaper, dearer, mean },
      draft: {
        difficulty: 'medium',
        question: 'In what ratio must the Assam and Darjeeling teas be mixed?',
        correct: pair([cheaperParts, dearerParts]),
        distractors: formatDistractors<readonly [number, number]>(
          [cheaperParts, dearerParts],
          [
            [dearerParts, cheaperParts],
            [cheaper, dearer],
            [cheaperParts, dearer - cheaper],
          ],
          pair,
          (step) => [cheaperParts + step * gcd(cheaperParts, dearerParts), dearerParts],
        ),
        explanation: [
          `Each kg of Assam tea is ${formatRupees(mean)} − ${formatRupees(cheaper)} = ${formatRupees(dearerParts)} below the blend's cost, and each kg of Darjeeling ${formatRupees(dearer)} − ${formatRupees(mean)} = ${formatRupees(cheaperParts)} above it.`,
          `The gains and losses balance when the quantities are in the inverse ratio of these gaps:`,
          `Assam : Darjeeling = ${cheaperParts} : ${dearerParts} = ${pair([cheaperParts, dearerParts])}.`,
        ].join(' '),
      },
    };
  }
}

/** A mixture's cost is the total cost over the total weight; profit is reckoned on that cost. */
function blendProfit(random: Random): PlannedQuestion {
  for (;;) {
    const [firstKg, secondKg] = random.shuffle([20, 25, 30, 40, 45, 50, 60, 75, 80]) as [number, number];
    const [firstPrice, secondPrice] = random.shuffle([160, 180, 200, 240, 250, 280, 300, 320, 360]) as [number, number];
    const cost = firstKg * firstPrice + secondKg * secondPrice;
    const costPerKg = cost / (firstKg + secondKg);
    const sellingPrice = 10 * Math.round((costPerKg * (1 + random.int(8, 30) / 100)) / 10);
    const revenue = sellingPrice * (firstKg + secondKg);
    const profitPercent = ((revenue - cost) / cost) * 100;
    if (profitPercent <= 0) continue;
    const simpleMean = (firstPrice + secondPrice) / 2;
    return {
      facts: `For its winter stock it mixed ${firstKg} kg of a green tea bought at ${formatRupees(firstPrice)} a kg with ${secondKg} kg of a black tea bought at ${formatRupees(secondPrice)} a kg, and sells the whole mixture at ${formatRupees(sellingPrice)} a kg.`,
      spec: { kind: 'mixture-profit-percent', quantities: [firstKg, secondKg], prices: [firstPrice, secondPrice], sellingPrice },
      draft: {
        difficulty: 'medium',
        question: 'What is its profit percentage on the winter mixture (correct to two decimal places where needed)?',
        correct: formatPercent(profitPercent),
        distractors: formatDistractors(
          profitPercent,
          [((sellingPrice - simpleMean) / simpleMean) * 100, ((revenue - cost) / revenue) * 100, ((sellingPrice - firstPrice) / firstPrice) * 100].filter(
            (mistake) => mistake > 0,
          ),
          formatPercent,
          stepsAround(profitPercent, 1.5),
        ),
        explanation: [
          `Cost: ${firstKg} × ${formatRupees(firstPrice)} + ${secondKg} × ${formatRupees(secondPrice)} = ${formatRupees(cost)} for ${firstKg + secondKg} kg.`,
          `Sales: ${firstKg + secondKg} × ${formatRupees(sellingPrice)} = ${formatRupees(revenue)}, a profit of ${formatRupees(revenue - cost)}.`,
          `Profit percentage on cost: ${formatNumber(revenue - cost)} ÷ ${formatNumber(cost)} × 100 = ${formatPercent(profitPercent)}.`,
        ].join(' '),
      },
    };
  }
}

/** Adding water leaves the milk unchanged: the milk fixes how much water the new ratio allows. */
function waterToReachRatio(random: Random): PlannedQuestion {
  for (;;) {
    const [milkParts, waterParts] = random.pick(CAN_RATIOS);
    const [targetMilk, targetWater] = random.pick(CAN_RATIOS);
    if (targetMilk * waterParts >= milkParts * targetWater) continue;
    // The milk is a multiple of the new ratio's milk term, so the water added is whole.
    const volume = (milkParts + waterParts) * targetMilk * random.int(1, 6);
    if (volume < 20 || volume > 200) continue;
    const milk = (volume * milkParts) / (milkParts + waterParts);
    const water = volume - milk;
    const newWater = (milk * targetWater) / targetMilk;
    const added = newWater - water;
    return {
      facts: `A ${volume}-litre can at the collection centre holds milk and water in the ratio ${milkParts} : ${waterParts}.`,
      spec: { kind: 'water-to-reach-ratio', volume, ratio: [milkParts, waterParts], target: [targetMilk, targetWater] },
      draft: {
        difficulty: 'easy',
        question: `How much water must be added to the can to make the ratio of milk to water ${targetMilk} : ${targetWater}?`,
        correct: LITRES(added),
        distractors: formatDistractors(
          added,
          [(volume * targetWater) / targetMilk - water, newWater, (volume * targetWater) / (targetMilk + targetWater) - water].filter(
            (mistake) => mistake > 0,
          ),
          LITRES,
          stepsAround(added, 2),
        ),
        explanation: [
          `Milk: ${milkParts}/${milkParts + waterParts} of ${volume} = ${formatNumber(milk)} litres; water: ${formatNumber(water)} litres.`,
          `Adding water leaves the milk at ${formatNumber(milk)} litres, which must be ${targetMilk} parts: the water must be ${formatNumber(milk)} × ${targetWater}/${targetMilk} = ${formatNumber(newWater)} litres.`,
          `Water to add: ${formatNumber(newWater)} − ${formatNumber(water)} = ${LITRES(added)}.`,
        ].join(' '),
      },
    };
  }
}

/** Each draw takes the same fraction of what milk is left, so the milk falls geometrically, not by equal amounts. */
function repeatedReplacement(random: Random): PlannedQuestion {
  const volume = 10 * random.int(2, 10);
  const drawn = random.pick([2, 4, 5, 8, 10].filter((litres) => litres * 4 <= volume));
  const times = random.pick([2, 3]);
  const keep = 1 - drawn / volume;
  const milkLeft = volume * keep ** times;
  const steps = Array.from({ length: times + 1 }, (_, step) => volume * keep ** step);
  return {
    facts: `A vessel held ${volume} litres of pure milk; ${drawn} litres were drawn off and replaced with water, and this was done ${times === 2 ? 'twice' : 'three times'} in all.`,
    spec: { kind: 'milk-after-replacements', volume, drawn, times },
    draft: {
      difficulty: 'hard',
      question: 'How much milk is left in the vessel at the end (correct to two decimal places where needed)?',
      correct: LITRES(milkLeft),
      distractors: formatDistractors(
        milkLeft,
        [volume - times * drawn, volume - milkLeft, volume * keep ** (times + 1), volume * keep ** (times - 1)],
        LITRES,
        stepsAround(milkLeft, 0.5),
      ),
      explanation: [
        `Each draw removes ${drawn}/${volume} of whatever milk is in the vessel, so ${formatNumber(keep * 100)}% of the milk stays each time.`,
        ...steps
          .slice(1)
          .map((milk, index) => `After draw ${index + 1}: ${formatNumber(steps[index]!)} × ${formatNumber(keep)} = ${formatNumber(milk)} litres.`),
        `So ${volume} × (${formatNumber(keep)})${times === 2 ? '²' : '³'} = ${LITRES(milkLeft)} of milk is left.`,
      ].join(' '),
    },
  };
}

/** Adding milk leaves the water unchanged: the water's litres and its new share fix the new volume. */
function milkToDilute(random: Random): PlannedQuestion {
  for (;;) {
    const volume = 10 * random.int(3, 20);
    const waterPercent = random.pick([20, 25, 30, 40]);
    const targetPercent = random.pick([10, 12.5, 15, 20, 25].filter((percent) => percent < waterPercent));
    const water = (volume * waterPercent) / 100;
    const newVolume = (water * 100) / targetPercent;
    const added = newVolume - volume;
    if (!Number.isInteger(newVolume)) continue;
    return {
      facts: `A ${volume}-litre batch of milk at the centre was found to be ${waterPercent}% water, and pure milk is to be added until water makes up only ${formatPercent(targetPercent)} of it.`,
      spec: { kind: 'milk-to-dilute-water', volume, waterPercent, targetPercent },
      draft: {
        difficulty: 'medium',
        question: 'How many litres of pure milk must be added to the batch?',
        correct: LITRES(added),
        distractors: formatDistractors(
          added,
          [(volume * (waterPercent - targetPercent)) / 100, newVolume, volume - (volume * (100 - waterPercent)) / (100 - targetPercent)],
          LITRES,
          stepsAround(added, 5),
        ),
        explanation: [
          `Water: ${waterPercent}% of ${volume} = ${formatNumber(water)} litres, and adding milk does not change it.`,
          `These ${formatNumber(water)} litres must be ${formatPercent(targetPercent)} of the new batch: ${formatNumber(water)} ÷ ${formatNumber(targetPercent / 100)} = ${formatNumber(newVolume)} litres.`,
          `Milk to add: ${formatNumber(newVolume)} − ${volume} = ${LITRES(added)}.`,
        ].join(' '),
      },
    };
  }
}
