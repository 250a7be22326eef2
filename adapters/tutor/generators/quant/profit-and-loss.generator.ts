import type { GeneratedSet } from '../generated-set';
import { assemblePassageSet } from '../generated-set';
import { Random } from '../random';
import { formatDistractors, formatPercent, formatRupees, stepsAround } from './format';
import type { PlannedQuestion } from './planned-question';
import type { QuestionSpec } from './solvers';

const MARKETS = [
  { market: 'Johari Bazaar', city: 'Jaipur' },
  { market: 'Laxmi Road', city: 'Pune' },
  { market: 'Chandni Chowk', city: 'Delhi' },
  { market: 'New Market', city: 'Kolkata' },
  { market: 'Commercial Street', city: 'Bengaluru' },
  { market: 'Aminabad', city: 'Lucknow' },
] as const;
const TRADERS = [
  'Ramesh Agarwal',
  'Sunita Jain',
  'Imran Qureshi',
  'Harpreet Kaur',
  'Venkatesh Rao',
  'Anita Deshmukh',
  'Joseph Mathew',
  'Farida Begum',
];
/** With the all-in cost per kg they can plausibly have, in steps of ₹20. */
const STAPLES = [
  { staple: 'basmati rice', costsPerKg: [80, 100, 120] },
  { staple: 'toor dal', costsPerKg: [100, 120] },
  { staple: 'chana dal', costsPerKg: [60, 80] },
  { staple: 'sugar', costsPerKg: [40] },
  { staple: 'wheat flour', costsPerKg: [40] },
];
const ARTICLES = ['pressure cooker', 'mixer-grinder', 'steel dinner set', 'ceiling fan'];
const DAMAGED_LOTS = ['school bags', 'umbrellas', 'cotton saris', 'sports shoes'];
const APPLIANCES = [
  { article: 'a', appliance: 'refrigerator' },
  { article: 'an', appliance: 'LED television' },
  { article: 'a', appliance: 'washing machine' },
  { article: 'a', appliance: 'split air-conditioner' },
];
const DRY_FRUITS = ['cashews', 'almonds', 'pistachios', 'walnuts'];

function plan(seed: number) {
  const random = new Random(seed);
  const { market, city } = random.pick(MARKETS);
  const [kirana, kitchenware, wholesaler, showroom, dryFruits] = random.shuffle(TRADERS);
  const questions = [
    profitWithOverheads(random, kirana!),
    markupThenDiscount(random, kitchenware!),
    costFromLoss(random, wholesaler!),
    successiveDiscounts(random, showroom!),
    falseWeight(random, dryFruits!),
  ];
  const passage = [
    `After the festive season, the consumer-affairs cell of ${city} examined the accounts of five traders in ${market}. Its report records the following.`,
    ...questions.map((question) => question.facts),
    'The cell treats transport and similar overheads as part of the cost price.',
  ].join(' ');
  return { random, passage, questions };
}

export function generateProfitAndLoss(seed: number): GeneratedSet {
  return assemblePassageSet(plan(seed));
}

/** The givens of each question of the set from this seed, in order, for checking against the solvers. */
export function describeProfitAndLoss(seed: number): QuestionSpec[] {
  return plan(seed).questions.map((question) => question.spec);
}

function profitWithOverheads(random: Random, trader: string): PlannedQuestion {
  const { staple, costsPerKg } = random.pick(STAPLES);
  const quantity = random.pick([40, 50, 60, 75, 80, 100, 120, 150, 200, 250]);
  // Chosen first so that the profit percent is a round figure once transport is counted.
  const costPerKg = random.pick(costsPerKg);
  const transportPerKg = random.pick([2, 4, 5]);
  const profitPercent = 5 * random.int(1, 8);
  const buyingPerKg = costPerKg - transportPerKg;
  const sellingPerKg = costPerKg + (costPerKg * profitPercent) / 100;
  const transport = quantity * transportPerKg;
  const totalCost = quantity * costPerKg;
  const sales = quantity * sellingPerKg;
  return {
    facts: `${trader}, who runs a kirana store, bought ${quantity} kg of ${staple} at ${formatRupees(buyingPerKg)} per kg and paid ${formatRupees(transport)} to bring it to the shop. The entire stock was sold at ${formatRupees(sellingPerKg)} per kg.`,
    spec: {
      kind: 'profit-percent-with-overheads',
      quantity,
      buyingPricePerUnit: buyingPerKg,
      overheads: transport,
      sellingPricePerUnit: sellingPerKg,
    },
    draft: {
      difficulty: 'medium',
      question: `What was ${trader}'s profit percentage on the ${staple} (correct to two decimal places where needed)?`,
      correct: formatPercent(profitPercent),
      distractors: formatDistractors(
        profitPercent,
        [
          ((sellingPerKg - buyingPerKg) / buyingPerKg) * 100,
          ((sales - totalCost) / (quantity * buyingPerKg)) * 100,
          ((sales - totalCost) / sales) * 100,
          ((sellingPerKg - buyingPerKg) / sellingPerKg) * 100,
        ],
        formatPercent,
        stepsAround(profitPercent, 2.5),
      ),
      explanation: [
        `Transport is part of the cost price: ${quantity} × ${formatRupees(buyingPerKg)} + ${formatRupees(transport)} = ${formatRupees(totalCost)}.`,
        `Sales: ${quantity} × ${formatRupees(sellingPerKg)} = ${formatRupees(sales)}.`,
        `Profit: ${formatRupees(sales)} − ${formatRupees(totalCost)} = ${formatRupees(sales - totalCost)}.`,
        `Profit percentage = ${formatRupees(sales - totalCost)} ÷ ${formatRupees(totalCost)} × 100 = ${formatPercent(profitPercent)}.`,
      ].join(' '),
    },
  };
}

function markupThenDiscount(random: Random, trader: string): PlannedQuestion {
  const article = random.pick(ARTICLES);
  // Multiples of ₹400 with mark-ups and discounts in steps of 5% keep every price in whole rupees.
  const costPrice = 400 * random.int(2, 15);
  const markupPercent = random.pick([20, 25, 30, 40, 50]);
  const discountPercent = random.pick([5, 10, 15, 20].filter((discount) => (100 + markupPercent) * (100 - discount) > 10_000));
  const markedPrice = costPrice + (costPrice * markupPercent) / 100;
  const discount = (markedPrice * discountPercent) / 100;
  const sellingPrice = markedPrice - discount;
  return {
    facts: `${trader}'s kitchenware shop marks every article ${markupPercent}% above its cost price and then allows a discount of ${discountPercent}% on the marked price; a ${article} costs the shop ${formatRupees(costPrice)}.`,
    spec: { kind: 'price-after-markup-and-discount', costPrice, markupPercent, discountPercent },
    draft: {
      difficulty: 'easy',
      question: `At what price does ${trader}'s shop sell the ${article}?`,
      correct: formatRupees(sellingPrice),
      distractors: formatDistractors(
        sellingPrice,
        [costPrice * (1 + (markupPercent - discountPercent) / 100), markedPrice, costPrice * (1 - discountPercent / 100)],
        formatRupees,
        stepsAround(sellingPrice, 40),
      ),
      explanation: [
        `Marked price: ${formatRupees(costPrice)} + ${markupPercent}% of ${formatRupees(costPrice)} = ${formatRupees(markedPrice)}.`,
        `The discount is taken on the marked price, not the cost: ${discountPercent}% of ${formatRupees(markedPrice)} = ${formatRupees(discount)}.`,
        `Selling price: ${formatRupees(markedPrice)} − ${formatRupees(discount)} = ${formatRupees(sellingPrice)}.`,
      ].join(' '),
    },
  };
}

function costFromLoss(random: Random, trader: string): PlannedQuestion {
  const lot = random.pick(DAMAGED_LOTS);
  const costPrice = 100 * random.int(50, 600);
  const lossPercent = random.pick([4, 5, 8, 10, 12, 15, 20, 25]);
  const sellingPrice = costPrice - (costPrice * lossPercent) / 100;
  return {
    facts: `${trader}, a wholesaler, sold a lot of rain-damaged ${lot} for ${formatRupees(sellingPrice)}, accepting a loss of ${lossPercent}% on what the lot had cost.`,
    spec: { kind: 'cost-price-from-loss', sellingPrice, lossPercent },
    draft: {
      difficulty: 'medium',
      question: `What had the lot of ${lot} cost ${trader} (to the nearest rupee)?`,
      correct: formatRupees(costPrice),
      distractors: formatDistractors(
        costPrice,
        [
          sellingPrice * (1 + lossPercent / 100),
          (sellingPrice * 100) / (100 + lossPercent),
          sellingPrice * (1 - lossPercent / 100),
        ],
        formatRupees,
        stepsAround(costPrice, 100),
      ),
      explanation: [
        `A loss of ${lossPercent}% is counted on the cost price, so the lot sold for ${100 - lossPercent}% of its cost.`,
        `${100 - lossPercent}% of the cost = ${formatRupees(sellingPrice)}, so the cost = ${formatRupees(sellingPrice)} × 100 ÷ ${100 - lossPercent} = ${formatRupees(costPrice)}.`,
      ].join(' '),
    },
  };
}

function successiveDiscounts(random: Random, trader: string): PlannedQuestion {
  const { article, appliance } = random.pick(APPLIANCES);
  const markedPrice = 400 * random.int(30, 150);
  const firstPercent = random.pick([10, 15, 20, 25]);
  const secondPercent = random.pick([5, 10, 15, 20]);
  const afterFirst = markedPrice - (markedPrice * firstPercent) / 100;
  const finalPrice = afterFirst - (afterFirst * secondPercent) / 100;
  const totalDiscount = markedPrice - finalPrice;
  const equivalentPercent = (totalDiscount / markedPrice) * 100;
  return {
    facts: `At ${trader}'s electronics showroom, ${article} ${appliance} marked at ${formatRupees(markedPrice)} is offered at successive discounts of ${firstPercent}% and ${secondPercent}% in the Diwali sale.`,
    spec: { kind: 'single-equivalent-discount', markedPrice, firstPercent, secondPercent },
    draft: {
      difficulty: 'medium',
      question: `What single discount on the marked price is equivalent to the two successive discounts on the ${appliance}?`,
      correct: formatPercent(equivalentPercent),
      distractors: formatDistractors(
        equivalentPercent,
        [
          firstPercent + secondPercent,
          firstPercent + secondPercent + (firstPercent * secondPercent) / 100,
          (totalDiscount / finalPrice) * 100,
        ],
        formatPercent,
        stepsAround(equivalentPercent, 2.5),
      ),
      explanation: [
        `After ${firstPercent}%: ${formatRupees(markedPrice)} − ${formatRupees(markedPrice - afterFirst)} = ${formatRupees(afterFirst)}.`,
        `The second discount is taken on this reduced price: ${formatRupees(afterFirst)} − ${formatRupees(afterFirst - finalPrice)} = ${formatRupees(finalPrice)}.`,
        `Total discount: ${formatRupees(markedPrice)} − ${formatRupees(finalPrice)} = ${formatRupees(totalDiscount)}, which is ${formatRupees(totalDiscount)} ÷ ${formatRupees(markedPrice)} × 100 = ${formatPercent(equivalentPercent)} of the marked price.`,
      ].join(' '),
    },
  };
}

function falseWeight(random: Random, trader: string): PlannedQuestion {
  const dryFruit = random.pick(DRY_FRUITS);
  const markupPercent = random.pick([5, 10, 15, 20, 25]);
  const falseGrams = random.pick([800, 850, 875, 900, 920, 950, 960]);
  // A cost of ₹1,000 a kilogram makes each gram cost ₹1, so every step stays in whole rupees.
  const charged = 1000 + 10 * markupPercent;
  const costOfGoodsGiven = falseGrams;
  const gainPercent = ((charged - costOfGoodsGiven) / costOfGoodsGiven) * 100;
  const weightOnlyGain = ((1000 - falseGrams) / falseGrams) * 100;
  return {
    facts: `${trader}, a dry-fruit seller, claims to sell ${dryFruit} at ${markupPercent}% above cost price, but the "1 kg" weight in use actually weighs only ${falseGrams} g.`,
    spec: { kind: 'false-weight-gain', markupPercent, trueGrams: 1000, falseGrams },
    draft: {
      difficulty: 'hard',
      question: `What is ${trader}'s actual gain percentage on the ${dryFruit} (correct to two decimal places)?`,
      correct: formatPercent(gainPercent),
      distractors: formatDistractors(
        gainPercent,
        [
          markupPercent + weightOnlyGain,
          ((1 + markupPercent / 100) * (1 + (1000 - falseGrams) / 1000) - 1) * 100,
          weightOnlyGain,
          ((charged - costOfGoodsGiven) / charged) * 100,
          markupPercent,
        ],
        formatPercent,
        stepsAround(gainPercent, 1),
      ),
      explanation: [
        `Take the cost of 1 kg as ₹1,000. The customer pays ${formatRupees(charged)} for what is claimed to be 1 kg.`,
        `The customer actually receives ${falseGrams} g, which cost the seller ${formatRupees(costOfGoodsGiven)}.`,
        `Gain: ${formatRupees(charged)} − ${formatRupees(costOfGoodsGiven)} = ${formatRupees(charged - costOfGoodsGiven)} on a cost of ${formatRupees(costOfGoodsGiven)}, i.e. ${formatPercent(gainPercent)}.`,
      ].join(' '),
    },
  };
}
