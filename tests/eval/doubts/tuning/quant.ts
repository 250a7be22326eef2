import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import {
  capitalise,
  drawMoney,
  drawPercentWord,
  drawUntil,
  exact,
  formatNumber,
  gcd,
  isExact,
  isWhole,
  lcm,
  MALE_NAMES,
  FEMALE_NAMES,
  multipleOf,
  NAMES,
  ordinal,
  numberOptions,
  pct,
  pickDistinct,
  ratioOptions,
  reduceRatio,
  templatesOf,
  textOptions,
} from './draw-helpers';

/**
 * Quant doubts for tuning the solver: each template draws its numbers so that the answer is exact,
 * computes that answer directly from the drawn numbers, and offers the mistakes students make
 * (the wrong base for a percent, simple interest for compound) as distractors.
 */

const ARTICLES = ['watch', 'bicycle', 'mobile phone', 'table fan', 'chair', 'television set', 'refrigerator', 'sewing machine', 'laptop', 'cooler', 'almirah', 'camera'];
const RATES = [4, 5, 8, 10, 12.5, 15, 16, 20, 24, 25, 30, 35, 40, 45, 50, 60];

/** A count printed as a paper prints it: 48,000. */
function count(value: number): string {
  return formatNumber(value, 'indian');
}

/** 'a watch' or 'an almirah'. */
function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** '4% increase', '4% decrease' or 'No change'. */
function netChange(value: number): string {
  if (Math.abs(value) < 1e-9) return 'No change';
  return value > 0 ? `${pct(value)} increase` : `${pct(-value)} decrease`;
}

/** '4% profit', '4% loss' or 'No profit, no loss'. */
function gainOrLoss(value: number, gainWord = 'profit'): string {
  if (Math.abs(value) < 1e-9) return 'No profit, no loss';
  return value > 0 ? `${pct(value)} ${gainWord}` : `${pct(-value)} loss`;
}

/** A whole amount between min and max (a multiple of step) whose rate % is also whole. */
function baseWithWholePercent(random: Random, rate: number, min: number, max: number, step: number): number {
  return drawUntil(() => {
    const base = multipleOf(random, min, max, step);
    return isWhole((base * rate) / 100) ? base : undefined;
  });
}

const percentChange = templatesOf('percent-change', [
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick(RATES);
    const before = baseWithWholePercent(random, rate, 200, 9000, 20);
    const after = exact((before * (100 + rate)) / 100);
    const item = random.pick(['a kilogram of almonds', 'a litre of mustard oil', 'a school bag', 'a monthly bus pass', 'a pair of shoes', 'a gas cylinder']);
    const question = random.pick([
      `The price of ${item} rose from ${money(before)} to ${money(after)}. Find the percentage increase in its price.`,
      `What is the percentage increase if the price of ${item} goes up from ${money(before)} to ${money(after)}?`,
      `${capitalise(item)} used to cost ${money(before)}; it now costs ${money(after)}. By what percent has the price gone up?`,
    ]);
    return { question, options: numberOptions(rate, [((after - before) / after) * 100, (after / before) * 100, rate + 5], pct) };
  },
  (random) => {
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 35, 40, 45, 60]);
    const before = baseWithWholePercent(random, rate, 800, 60000, 40);
    const after = exact((before * (100 - rate)) / 100);
    const [what, unit] = random.pick([
      ['The number of students enrolled in a college', ''],
      ['The annual production of a factory', ' tonnes'],
      ['The number of visitors to a museum', ''],
      ['The sale of a newspaper', ' copies'],
    ] as const);
    const question = random.pick([
      `${what} fell from ${count(before)}${unit} to ${count(after)}${unit}. Find the percentage decrease.`,
      `By what percentage did ${what.charAt(0).toLowerCase()}${what.slice(1)} decrease if it came down from ${count(before)}${unit} to ${count(after)}${unit}?`,
    ]);
    return { question, options: numberOptions(rate, [((before - after) / after) * 100, (after / before) * 100, rate + 10], pct) };
  },
  (random) => {
    const word = drawPercentWord(random);
    const rate = random.pick(RATES);
    const population = multipleOf(random, 12000, 250000, 1000);
    const after = exact((population * (100 + rate)) / 100);
    const question = random.pick([
      `The population of a town is ${count(population)}. If it increases by ${word(rate)}, what will the population be?`,
      `A town has ${count(population)} people. Its population goes up by ${word(rate)} in a year. Find the population at the end of the year.`,
      `Find the new population of a village of ${count(population)} after an increase of ${word(rate)}.`,
    ]);
    const mistakes = [(population * (100 - rate)) / 100, (population * rate) / 100, population + rate * 100];
    return { question, options: numberOptions(after, mistakes, count) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([5, 8, 10, 12.5, 15, 20, 25, 30]);
    const price = baseWithWholePercent(random, rate, 40000, 900000, 5000);
    const after = exact((price * (100 - rate)) / 100);
    const vehicle = random.pick(['car', 'scooter', 'tractor', 'motorcycle']);
    const question = random.pick([
      `A ${vehicle} bought for ${money(price)} loses ${word(rate)} of its value in the first year. What is it worth after one year?`,
      `What is the value of a ${vehicle} after one year if it cost ${money(price)} and depreciates by ${word(rate)} a year?`,
    ]);
    return { question, options: numberOptions(after, [(price * (100 + rate)) / 100, (price * rate) / 100, price / (1 + rate / 100)], money) };
  },
  (random) => {
    const rate = random.pick([2.5, 5, 7.5, 12.5, 15, 20, 25, 30, 35, 40, 45, 60, 62.5, 75, 80]);
    const whole = baseWithWholePercent(random, rate, 40, 2000, 8);
    const part = exact((whole * rate) / 100);
    const question = random.pick([
      `What percent of ${whole} is ${part}?`,
      `${part} is what percentage of ${whole}?`,
      `Express ${part} as a percentage of ${whole}.`,
      `A student scored ${part} marks out of ${whole}. What percentage of the marks did he score?`,
    ]);
    return { question, options: numberOptions(rate, [(whole / part) * 100, ((whole - part) / whole) * 100, rate / 10], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick(RATES);
    const smaller = baseWithWholePercent(random, rate, 4000, 90000, 500);
    const larger = exact((smaller * (100 + rate)) / 100);
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} earns ${money(larger)} a month and ${b} earns ${money(smaller)}. By what percent is ${a}'s salary more than ${b}'s?`,
      `By how much percent is ${money(larger)} more than ${money(smaller)}?`,
      `${a}'s monthly salary is ${money(larger)} while ${b}'s is ${money(smaller)}. ${a}'s salary is what percent more than ${b}'s?`,
    ]);
    return { question, options: numberOptions(rate, [((larger - smaller) / larger) * 100, (larger / smaller) * 100, rate - 5], pct) };
  },
  (random) => {
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 35, 40, 50, 60]);
    const larger = baseWithWholePercent(random, rate, 80, 2000, 8);
    const smaller = exact((larger * (100 - rate)) / 100);
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} scored ${smaller} marks and ${b} scored ${larger} marks. By what percent are ${a}'s marks less than ${b}'s?`,
      `${smaller} is what percent less than ${larger}?`,
      `By what percentage is ${smaller} less than ${larger}?`,
    ]);
    return { question, options: numberOptions(rate, [((larger - smaller) / smaller) * 100, (smaller / larger) * 100, rate + 5], pct) };
  },
  (random) => {
    const word = drawPercentWord(random);
    const more = drawUntil(() => {
      const rate = random.pick([10, 20, 25, 50, 60, 100, 150, 300, 400, 12.5, 37.5, 66]);
      return isExact((100 * rate) / (100 + rate)) ? rate : undefined;
    });
    const less = exact((100 * more) / (100 + more));
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a}'s salary is ${word(more)} more than ${b}'s. By what percent is ${b}'s salary less than ${a}'s?`,
      `If A's income is ${word(more)} more than B's income, then B's income is how much percent less than A's?`,
      `The price of wheat is ${word(more)} higher than that of rice. By what percent is rice cheaper than wheat?`,
    ]);
    return { question, options: numberOptions(less, [more, more / 2, more < 100 ? (100 * more) / (100 - more) : more - 10], pct) };
  },
]);

const reversePercent = templatesOf('reverse-percent', [
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const spent = random.pick([40, 45, 55, 60, 65, 70, 75, 80, 85, 62.5, 87.5]);
    const income = baseWithWholePercent(random, spent, 8000, 120000, 1000);
    const saved = exact((income * (100 - spent)) / 100);
    const name = random.pick(NAMES);
    const question = random.pick([
      `${name} spends ${word(spent)} of monthly income and saves ${money(saved)}. What is ${name}'s monthly income?`,
      `After spending ${word(spent)} of his salary, a clerk is left with ${money(saved)}. Find his salary.`,
      `Find the monthly income of a person who saves ${money(saved)} after spending ${word(spent)} of it.`,
    ]);
    return { question, options: numberOptions(income, [(saved * 100) / spent, (saved * (100 + spent)) / 100, saved + (saved * spent) / 100 + 1000], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(RATES);
    const original = baseWithWholePercent(random, rate, 200, 20000, 50);
    const now = exact((original * (100 + rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `After a ${word(rate)} rise, the price of ${withArticle(item)} is ${money(now)}. What was its price before the rise?`,
      `The price of ${withArticle(item)} went up by ${word(rate)} and is now ${money(now)}. Find the original price.`,
      `What was the earlier price of ${withArticle(item)} which now sells for ${money(now)} after an increase of ${word(rate)}?`,
    ]);
    return { question, options: numberOptions(original, [(now * (100 - rate)) / 100, now - rate, (now * 100) / (100 - rate)], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 40]);
    const original = baseWithWholePercent(random, rate, 200, 40000, 50);
    const now = exact((original * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `The price of ${withArticle(item)} was reduced by ${word(rate)} and it now costs ${money(now)}. What did it cost before the reduction?`,
      `After a fall of ${word(rate)}, ${withArticle(item)} costs ${money(now)}. Find its earlier price.`,
    ]);
    return { question, options: numberOptions(original, [(now * (100 + rate)) / 100, now + rate, (now * 100) / (100 + rate)], money) };
  },
  (random) => {
    const rate = random.pick([4, 5, 8, 12, 12.5, 15, 16, 20, 24, 25, 35, 40, 45, 60, 75]);
    const number = baseWithWholePercent(random, rate, 40, 5000, 4);
    const part = exact((number * rate) / 100);
    const word = drawPercentWord(random);
    const question = random.pick([
      `If ${word(rate)} of a number is ${part}, find the number.`,
      `${formatNumber(rate)}% of what number is ${part}?`,
      `Find the number whose ${word(rate)} is ${part}.`,
    ]);
    return { question, options: numberOptions(number, [(part * rate) / 100, (part * 100) / (100 - rate), (part * (100 + rate)) / 100], (value) => formatNumber(value)) };
  },
  (random) => {
    const money = drawMoney(random);
    const [food, rent] = drawUntil(() => {
      const a = multipleOf(random, 20, 45, 5);
      const b = multipleOf(random, 10, 30, 5);
      return a + b <= 85 && a !== b ? [a, b] : undefined;
    });
    const savedShare = 100 - food - rent;
    const income = baseWithWholePercent(random, savedShare, 10000, 150000, 1000);
    const saved = exact((income * savedShare) / 100);
    const name = random.pick(NAMES);
    const question = random.pick([
      `${name} spends ${food}% of the monthly salary on food and ${rent}% on rent, and saves the remaining ${money(saved)}. What is the monthly salary?`,
      `A man spends ${food}% of his income on household expenses and ${rent}% on his children's education. If he saves ${money(saved)}, find his income.`,
    ]);
    return { question, options: numberOptions(income, [(saved * 100) / (food + rent), (saved * 100) / food, saved * 2 + 1000], money) };
  },
  (random) => {
    const [maximum, scored, passing] = drawUntil(() => {
      const max = multipleOf(random, 200, 1200, 50);
      const got = multipleOf(random, 20, 40, 2);
      const pass = multipleOf(random, got + 4, 50, 2);
      return isWhole((max * (pass - got)) / 100) ? [max, got, pass] : undefined;
    });
    const shortBy = exact((maximum * (passing - scored)) / 100);
    const question = random.pick([
      `A student got ${scored}% marks and failed by ${shortBy} marks. If the pass mark is ${passing}%, what are the maximum marks?`,
      `To pass an examination a candidate needs ${passing}% of the total marks. Ravi scored ${scored}% and missed the pass mark by ${shortBy}. Find the total marks.`,
    ]);
    return { question, options: numberOptions(maximum, [(shortBy * 100) / passing, (shortBy * 100) / scored, (shortBy * 100) / (passing + scored)], (value) => formatNumber(value)) };
  },
  (random) => {
    const money = drawMoney(random);
    const [first, second] = [random.pick([10, 20, 25, 30, 40]), random.pick([10, 20, 25, 40, 50])];
    const total = drawUntil(() => {
      const amount = multipleOf(random, 2000, 200000, 500);
      return isWhole((amount * (100 - first) * (100 - second)) / 10000) ? amount : undefined;
    });
    const left = exact((total * (100 - first) * (100 - second)) / 10000);
    const name = random.pick(MALE_NAMES);
    const question = random.pick([
      `${name} gave ${first}% of his money to his wife and ${second}% of the remainder to his son. He was left with ${money(left)}. How much money did he have at first?`,
      `A man donates ${first}% of his savings to a school and then ${second}% of what remains to a hospital. If ${money(left)} is left with him, what were his savings?`,
    ]);
    return { question, options: numberOptions(total, [(left * 100) / (100 - first - second), left * (1 + (first + second) / 100), (left * 100) / (100 - first)], money) };
  },
  (random) => {
    const [votes, share] = drawUntil(() => {
      const polled = multipleOf(random, 2000, 90000, 100);
      const got = random.pick([52, 55, 56, 58, 60, 62, 64, 65, 70, 72.5]);
      return isWhole((polled * (2 * got - 100)) / 100) ? [polled, got] : undefined;
    });
    const majority = exact((votes * (2 * share - 100)) / 100);
    const question = random.pick([
      `In an election between two candidates, one got ${share}% of the votes polled and won by a majority of ${count(majority)} votes. Find the total number of votes polled.`,
      `How many votes were polled in an election between two candidates if the winner received ${share}% of the votes and won by ${count(majority)} votes?`,
    ]);
    return { question, options: numberOptions(votes, [(majority * 100) / share, (majority * 100) / (100 - share), majority * 2], count) };
  },
]);

const successivePercent = templatesOf('successive-percent', [
  (random) => {
    const [up, down] = drawUntil(() => {
      const a = multipleOf(random, 5, 50, 5);
      const b = multipleOf(random, 5, 50, 5);
      return a - b - (a * b) / 100 !== 0 ? [a, b] : undefined;
    });
    const net = exact(up - down - (up * down) / 100);
    const thing = random.pick(['The price of a commodity', 'The salary of an employee', 'The price of a share']);
    const question = random.pick([
      `${thing} is first increased by ${up}% and then decreased by ${down}%. What is the net percentage change?`,
      `What is the net effect on ${thing.charAt(0).toLowerCase()}${thing.slice(1)} if it rises by ${up}% and then falls by ${down}%?`,
    ]);
    return { question, options: textOptions(netChange(net), [netChange(up - down), netChange(-net), netChange(up - down + (up * down) / 100), netChange(net + 1), netChange(net - 1)]) };
  },
  (random) => {
    const [first, second] = pickDistinct(random, [5, 10, 12, 15, 20, 25, 30, 40], 2);
    const single = exact(first! + second! - (first! * second!) / 100);
    const question = random.pick([
      `Two successive discounts of ${first}% and ${second}% are equivalent to a single discount of:`,
      `A shop gives two successive discounts of ${first}% and ${second}% on the marked price. What single discount is equal to them?`,
      `Find the single discount equivalent to successive discounts of ${first}% and ${second}%.`,
    ]);
    return { question, options: numberOptions(single, [first! + second!, first! + second! + (first! * second!) / 100, (first! + second!) / 2], pct) };
  },
  (random) => {
    const [first, second] = [random.pick([2, 4, 5, 6, 8, 10, 12, 15, 20]), random.pick([2, 3, 4, 5, 6, 8, 10, 15, 20])];
    const population = multipleOf(random, 20000, 900000, 10000);
    const final = exact((population * (100 + first) * (100 + second)) / 10000);
    const question = random.pick([
      `The population of a town is ${count(population)}. It increases by ${first}% in the first year and by ${second}% in the second year. What is the population after two years?`,
      `A town of ${count(population)} people grows by ${first}% in one year and ${second}% in the next. Find its population at the end of the two years.`,
    ]);
    const mistakes = [(population * (100 + first + second)) / 100, (population * (100 + first) ** 2) / 10000, (population * (100 + first) * (100 - second)) / 10000];
    return { question, options: numberOptions(final, mistakes, count) };
  },
  (random) => {
    const rate = random.pick([5, 10, 12, 15, 20, 25, 30, 40]);
    const loss = exact((rate * rate) / 100);
    const question = random.pick([
      `The price of an article is increased by ${rate}% and then decreased by ${rate}%. What is the net effect on its price?`,
      `A shopkeeper raises the price of a shirt by ${rate}% and later reduces the new price by ${rate}%. Find the net change in the price.`,
    ]);
    return { question, options: textOptions(netChange(-loss), ['No change', netChange(loss), netChange(-2 * loss), netChange(-rate / 10), netChange(-rate)]) };
  },
  (random) => {
    const money = drawMoney(random);
    const [up, down, original] = drawUntil(() => {
      const a = multipleOf(random, 10, 50, 5);
      const b = multipleOf(random, 5, 40, 5);
      const salary = multipleOf(random, 5000, 90000, 500);
      return a !== b && isWhole((salary * (100 + a) * (100 - b)) / 10000) ? [a, b, salary] : undefined;
    });
    const final = exact((original * (100 + up) * (100 - down)) / 10000);
    const name = random.pick(NAMES);
    const question = random.pick([
      `${name}'s salary was increased by ${up}% and then decreased by ${down}%. It is now ${money(final)}. What was the original salary?`,
      `A salary is raised by ${up}% and the raised salary is cut by ${down}%, leaving ${money(final)}. Find the salary before the changes.`,
    ]);
    return { question, options: numberOptions(original, [final / (1 + (up - down) / 100), (final * (100 - up) * (100 + down)) / 10000, final - (up - down) * 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [a, b, c] = pickDistinct(random, [5, 10, 15, 20, 25, 30], 3);
    const marked = drawUntil(() => {
      const price = multipleOf(random, 1000, 50000, 100);
      return isExact((price * (100 - a!) * (100 - b!) * (100 - c!)) / 1000000) ? price : undefined;
    });
    const final = exact((marked * (100 - a!) * (100 - b!) * (100 - c!)) / 1000000);
    const question = random.pick([
      `An article marked at ${money(marked)} is sold after three successive discounts of ${a}%, ${b}% and ${c}%. Find its selling price.`,
      `What does a customer pay for an item with a marked price of ${money(marked)} if successive discounts of ${a}%, ${b}% and ${c}% are allowed?`,
    ]);
    const mistakes = [(marked * (100 - a! - b! - c!)) / 100, (marked * (100 - a!) * (100 - b!)) / 10000, marked - a! - b! - c!];
    return { question, options: numberOptions(final, mistakes, money) };
  },
  (random) => {
    const [up, down] = drawUntil(() => {
      const a = multipleOf(random, 5, 50, 5);
      const b = multipleOf(random, 5, 40, 5);
      return a - b - (a * b) / 100 !== 0 ? [a, b] : undefined;
    });
    const net = exact(up - down - (up * down) / 100);
    const question = random.pick([
      `The length of a rectangle is increased by ${up}% and its breadth is decreased by ${down}%. Find the percentage change in its area.`,
      `If the length of a rectangular plot goes up by ${up}% and the breadth goes down by ${down}%, what happens to its area?`,
    ]);
    return { question, options: textOptions(netChange(net), [netChange(up - down), netChange(-net), netChange(up + down), netChange(net + 2), netChange(net - 2)]) };
  },
  (random) => {
    const [a, b] = [random.pick([10, 20, 25, 30, 40, 50]), random.pick([10, 20, 25, 40, 50, 60])];
    const percentOfC = exact(((100 + a) * (100 + b)) / 100);
    const [x, y, z] = pickDistinct(random, NAMES, 3);
    const question = random.pick([
      `${x}'s salary is ${a}% more than ${y}'s, and ${y}'s salary is ${b}% more than ${z}'s. ${x}'s salary is what percent of ${z}'s?`,
      `If A is ${a}% more than B and B is ${b}% more than C, then A is what percent of C?`,
    ]);
    return { question, options: numberOptions(percentOfC, [100 + a + b, a + b + (a * b) / 100, percentOfC - 10], pct) };
  },
]);

const profitLoss = templatesOf('profit-loss', [
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick(RATES);
    const cost = baseWithWholePercent(random, rate, 200, 50000, 20);
    const sale = exact((cost * (100 + rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `${capitalise(withArticle(item))} bought for ${money(cost)} is sold for ${money(sale)}. Find the profit percent.`,
      `What is the gain percent if ${withArticle(item)} costing ${money(cost)} is sold at ${money(sale)}?`,
      `A trader purchased ${withArticle(item)} for ${money(cost)} and sold it for ${money(sale)}. His profit percentage is:`,
    ]);
    return { question, options: numberOptions(rate, [((sale - cost) / sale) * 100, (sale / cost) * 100, rate + 5], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick([4, 5, 8, 10, 12.5, 15, 20, 25, 30]);
    const cost = baseWithWholePercent(random, rate, 200, 50000, 20);
    const sale = exact((cost * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `${capitalise(withArticle(item))} was bought for ${money(cost)} and sold for ${money(sale)}. Find the loss per cent.`,
      `A shopkeeper sold ${withArticle(item)} for ${money(sale)} which had cost him ${money(cost)}. What is his loss percentage?`,
    ]);
    return { question, options: numberOptions(rate, [((cost - sale) / sale) * 100, (sale / cost) * 100, rate + 2], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(RATES);
    const cost = baseWithWholePercent(random, rate, 200, 50000, 20);
    const sale = exact((cost * (100 + rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `The cost price of ${withArticle(item)} is ${money(cost)}. At what price should it be sold to gain ${word(rate)}?`,
      `${capitalise(withArticle(item))} costs ${money(cost)}. Find its selling price if it is sold at a profit of ${word(rate)}.`,
    ]);
    return { question, options: numberOptions(sale, [(cost * (100 - rate)) / 100, (cost * rate) / 100, cost / (1 - rate / 100)], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(RATES);
    const cost = baseWithWholePercent(random, rate, 200, 50000, 20);
    const sale = exact((cost * (100 + rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `By selling ${withArticle(item)} for ${money(sale)}, a shopkeeper gains ${word(rate)}. What did it cost him?`,
      `Find the cost price of ${withArticle(item)} sold for ${money(sale)} at a profit of ${word(rate)}.`,
      `A dealer sold ${withArticle(item)} at ${money(sale)} and earned a profit of ${word(rate)}. The cost price was:`,
    ]);
    return { question, options: numberOptions(cost, [(sale * (100 - rate)) / 100, (sale * 100) / (100 - rate), sale - rate], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([4, 5, 8, 10, 12.5, 15, 20, 25]);
    const cost = baseWithWholePercent(random, rate, 200, 50000, 20);
    const sale = exact((cost * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `A man sold ${withArticle(item)} for ${money(sale)} at a loss of ${word(rate)}. Find its cost price.`,
      `What was the cost price of ${withArticle(item)} that was sold at ${money(sale)}, incurring a loss of ${word(rate)}?`,
    ]);
    return { question, options: numberOptions(cost, [(sale * (100 + rate)) / 100, (sale * 100) / (100 + rate), sale + rate], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [cost, lossRate, gainRate] = drawUntil(() => {
      const price = multipleOf(random, 400, 20000, 100);
      const loss = random.pick([4, 5, 6, 8, 10, 12, 15]);
      const gain = random.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      return loss !== gain && isWhole((price * (loss + gain)) / 100) ? [price, loss, gain] : undefined;
    });
    const more = exact((cost * (lossRate + gainRate)) / 100);
    const question = random.pick([
      `A watch was sold at a loss of ${lossRate}%. Had it been sold for ${money(more)} more, there would have been a gain of ${gainRate}%. What is the cost price of the watch?`,
      `A man sells a cycle at a loss of ${lossRate}%. If he had sold it for ${money(more)} more, he would have gained ${gainRate}%. Find the cost price of the cycle.`,
    ]);
    return { question, options: numberOptions(cost, [(more * 100) / Math.abs(gainRate - lossRate), (more * 100) / gainRate, (more * 100) / lossRate], money) };
  },
  (random) => {
    const [bought, sold] = drawUntil(() => {
      const x = random.int(8, 30);
      const y = random.int(6, 30);
      return x !== y && isExact(((x - y) / y) * 100) ? [x, y] : undefined;
    });
    const result = exact(((bought - sold) / sold) * 100);
    const question = random.pick([
      `The cost price of ${bought} articles is equal to the selling price of ${sold} articles. Find the gain or loss percent.`,
      `If the cost price of ${bought} pens equals the selling price of ${sold} pens, what is the profit or loss percentage?`,
    ]);
    const wrongBase = ((bought - sold) / bought) * 100;
    return { question, options: textOptions(gainOrLoss(result), [gainOrLoss(-result), gainOrLoss(wrongBase), gainOrLoss(-wrongBase), gainOrLoss(result + 5)]) };
  },
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick([5, 10, 12, 15, 20, 25, 30]);
    const price = multipleOf(random, 500, 30000, 100);
    const loss = exact((rate * rate) / 100);
    const question = random.pick([
      `A man sold two ${random.pick(['watches', 'radios', 'fans', 'chairs'])} for ${money(price)} each. On one he gained ${rate}% and on the other he lost ${rate}%. What is his gain or loss percent on the whole?`,
      `Two articles are sold at ${money(price)} each, one at a profit of ${rate}% and the other at a loss of ${rate}%. Find the overall profit or loss percentage.`,
    ]);
    return { question, options: textOptions(gainOrLoss(-loss), [gainOrLoss(0), gainOrLoss(loss), gainOrLoss(-rate / 10), gainOrLoss(-2 * loss)]) };
  },
]);

const discount = templatesOf('discount', [
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 35, 40, 50]);
    const marked = baseWithWholePercent(random, rate, 200, 40000, 20);
    const sale = exact((marked * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `The marked price of ${withArticle(item)} is ${money(marked)}. A discount of ${word(rate)} is allowed. Find the selling price.`,
      `What will a customer pay for ${withArticle(item)} marked at ${money(marked)} if the shop gives ${word(rate)} discount?`,
    ]);
    return { question, options: numberOptions(sale, [(marked * rate) / 100, (marked * (100 + rate)) / 100, marked - rate], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 35, 40]);
    const marked = baseWithWholePercent(random, rate, 200, 40000, 20);
    const sale = exact((marked * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `${capitalise(withArticle(item))} marked at ${money(marked)} is sold for ${money(sale)}. What is the rate of discount?`,
      `Find the discount per cent if the list price of ${withArticle(item)} is ${money(marked)} and it is sold for ${money(sale)}.`,
    ]);
    return { question, options: numberOptions(rate, [((marked - sale) / sale) * 100, (sale / marked) * 100, rate + 5], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([5, 10, 12.5, 15, 20, 25, 30, 40]);
    const marked = baseWithWholePercent(random, rate, 200, 40000, 20);
    const sale = exact((marked * (100 - rate)) / 100);
    const item = random.pick(ARTICLES);
    const question = random.pick([
      `After a discount of ${word(rate)}, ${withArticle(item)} is sold for ${money(sale)}. What is its marked price?`,
      `Find the marked price of ${withArticle(item)} which sells for ${money(sale)} after allowing a discount of ${word(rate)}.`,
    ]);
    return { question, options: numberOptions(marked, [(sale * (100 + rate)) / 100, (sale * 100) / (100 + rate), sale + rate], money) };
  },
  (random) => {
    const [markup, off] = drawUntil(() => {
      const m = multipleOf(random, 20, 60, 5);
      const d = multipleOf(random, 5, 30, 5);
      return (100 + m) * (100 - d) > 10000 ? [m, d] : undefined;
    });
    const gain = exact(((100 + markup) * (100 - off)) / 100 - 100);
    const question = random.pick([
      `A shopkeeper marks his goods ${markup}% above the cost price and allows a discount of ${off}%. Find his gain percent.`,
      `What profit percent does a trader make if he marks an article ${markup}% above cost and then gives ${off}% discount on the marked price?`,
    ]);
    return { question, options: numberOptions(gain, [markup - off, markup + off, (markup * off) / 100], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const [cost, gain, off] = drawUntil(() => {
      const c = multipleOf(random, 200, 20000, 20);
      const p = random.pick([8, 10, 12, 15, 20, 25, 30, 35]);
      const d = random.pick([4, 5, 10, 12.5, 15, 20, 25]);
      return isWhole((c * (100 + p)) / (100 - d)) ? [c, p, d] : undefined;
    });
    const marked = exact((cost * (100 + gain)) / (100 - off));
    const question = random.pick([
      `An article costs ${money(cost)}. At what price should it be marked so that after a discount of ${off}% there is a profit of ${gain}%?`,
      `A trader wants a gain of ${gain}% after giving a discount of ${off}% on an article that cost him ${money(cost)}. What should be its marked price?`,
    ]);
    return { question, options: numberOptions(marked, [(cost * (100 + gain + off)) / 100, (cost * (100 + gain) * (100 + off)) / 10000, (cost * (100 + gain)) / 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [marked, off, gain] = drawUntil(() => {
      const m = multipleOf(random, 400, 40000, 20);
      const d = random.pick([5, 10, 12.5, 15, 20, 25]);
      const p = random.pick([5, 8, 10, 12.5, 15, 20, 25]);
      return isWhole((m * (100 - d)) / (100 + p)) ? [m, d, p] : undefined;
    });
    const cost = exact((marked * (100 - off)) / (100 + gain));
    const question = random.pick([
      `A shopkeeper sells a shirt marked at ${money(marked)} at a discount of ${off}% and still makes a profit of ${gain}%. Find the cost price of the shirt.`,
      `Find the cost price of an article marked ${money(marked)} if, after a ${off}% discount, the seller gains ${gain}%.`,
    ]);
    return { question, options: numberOptions(cost, [(marked * (100 - off) * (100 - gain)) / 10000, (marked * (100 - off - gain)) / 100, (marked * (100 - off)) / 100], money) };
  },
  (random) => {
    const [buy, free] = drawUntil(() => {
      const b = random.int(1, 9);
      const f = random.int(1, 3);
      return f <= b && isExact((f / (b + f)) * 100) ? [b, f] : undefined;
    });
    const rate = exact((free / (buy + free)) * 100);
    const question = random.pick([
      `A shop offers "Buy ${buy}, get ${free} free". What is the effective discount percentage?`,
      `On a scheme of buy ${buy} get ${free} free, what discount does a customer effectively get?`,
    ]);
    return { question, options: numberOptions(rate, [(free / buy) * 100, (buy / (buy + free)) * 100, rate + 5], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const [cost, markup, off] = drawUntil(() => {
      const c = multipleOf(random, 200, 20000, 20);
      const m = multipleOf(random, 20, 60, 5);
      const d = multipleOf(random, 5, 25, 5);
      const gained = (c * (100 + m) * (100 - d)) / 10000 - c;
      return gained > 0 && isWhole(gained) ? [c, m, d] : undefined;
    });
    const gained = exact((cost * (100 + markup) * (100 - off)) / 10000 - cost);
    const question = random.pick([
      `A trader marks an article ${markup}% above its cost price and allows a discount of ${off}%. He gains ${money(gained)}. Find the cost price.`,
      `An article is marked ${markup}% above cost and sold at a discount of ${off}%, earning a profit of ${money(gained)}. What is its cost price?`,
    ]);
    return { question, options: numberOptions(cost, [(gained * 100) / (markup - off), (gained * 100) / markup, (gained * 100) / (markup + off)], money) };
  },
]);

/** '3 years', '1 year', '2.5 years'. */
function years(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`;
}

/** Compound amount after periods at rate % a period. */
function compound(principal: number, rate: number, periods: number): number {
  return principal * (1 + rate / 100) ** periods;
}

const SI_RATES = [4, 5, 6, 7.5, 8, 9, 10, 12, 12.5, 15];

const simpleInterest = templatesOf('simple-interest', [
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(SI_RATES);
    const time = random.int(2, 6);
    const principal = multipleOf(random, 1000, 200000, 500);
    const interest = exact((principal * rate * time) / 100);
    const question = random.pick([
      `Find the simple interest on ${money(principal)} at ${word(rate)} per annum for ${years(time)}.`,
      `What is the simple interest on a sum of ${money(principal)} lent for ${years(time)} at ${word(rate)} p.a.?`,
      `${random.pick(NAMES)} borrowed ${money(principal)} from a bank at ${word(rate)} per annum simple interest. How much interest is payable after ${years(time)}?`,
    ]);
    return { question, options: numberOptions(interest, [compound(principal, rate, time) - principal, principal + interest, (principal * rate) / 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(SI_RATES);
    const time = random.int(2, 8);
    const principal = multipleOf(random, 1000, 200000, 500);
    const amount = exact(principal + (principal * rate * time) / 100);
    const question = random.pick([
      `What amount will ${money(principal)} become in ${years(time)} at ${word(rate)} per annum simple interest?`,
      `A sum of ${money(principal)} is invested at ${word(rate)} simple interest per annum. Find the amount after ${years(time)}.`,
    ]);
    return { question, options: numberOptions(amount, [(principal * rate * time) / 100, compound(principal, rate, time), principal + (principal * rate) / 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick(SI_RATES);
    const time = random.int(2, 6);
    const principal = multipleOf(random, 1000, 100000, 500);
    const interest = exact((principal * rate * time) / 100);
    const question = random.pick([
      `The simple interest on a sum of money for ${years(time)} at ${word(rate)} per annum is ${money(interest)}. Find the sum.`,
      `What principal will earn a simple interest of ${money(interest)} in ${years(time)} at ${word(rate)} per annum?`,
      `At ${word(rate)} per annum simple interest, a sum earns ${money(interest)} in ${years(time)}. The sum is:`,
    ]);
    return { question, options: numberOptions(principal, [(interest * rate * time) / 100, (interest * 100) / rate, principal + interest], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const rate = random.pick(SI_RATES);
    const time = random.int(2, 8);
    const principal = multipleOf(random, 1000, 100000, 500);
    const interest = exact((principal * rate * time) / 100);
    const question = random.pick([
      `At what rate per cent per annum will ${money(principal)} earn a simple interest of ${money(interest)} in ${years(time)}?`,
      `A sum of ${money(principal)} yields ${money(interest)} as simple interest in ${years(time)}. Find the rate of interest.`,
    ]);
    return { question, options: numberOptions(rate, [(interest * 100) / principal, rate * time, rate + 1], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const [principal, rate, time] = drawUntil(() => {
      const p = multipleOf(random, 1000, 100000, 500);
      const r = random.pick(SI_RATES);
      const t = random.int(2, 10);
      return isWhole((p * r * t) / 100) ? [p, r, t] : undefined;
    });
    const amount = exact(principal + (principal * rate * time) / 100);
    const question = random.pick([
      `In how many years will ${money(principal)} amount to ${money(amount)} at ${word(rate)} per annum simple interest?`,
      `A sum of ${money(principal)} becomes ${money(amount)} at ${word(rate)} simple interest per annum. Find the time.`,
    ]);
    return { question, options: numberOptions(time, [(amount * 100) / (principal * rate), time + 1, time - 1, time + 2], years) };
  },
  (random) => {
    const [times, period] = drawUntil(() => {
      const k = random.pick([2, 2, 3, 4]);
      const n = random.int(4, 25);
      return isExact(((k - 1) * 100) / n) ? [k, n] : undefined;
    });
    const rate = exact(((times - 1) * 100) / period);
    const multiple = { 2: 'double', 3: 'three times', 4: 'four times' }[times];
    const question = random.pick([
      `A sum of money becomes ${multiple} itself in ${years(period)} at simple interest. What is the rate of interest per annum?`,
      `At what rate per cent per annum simple interest will a sum become ${multiple} itself in ${years(period)}?`,
    ]);
    return { question, options: numberOptions(rate, [(times * 100) / period, 100 / period, rate / 2], pct) };
  },
  (random) => {
    const money = drawMoney(random);
    const [principal, yearly, first, second] = drawUntil(() => {
      const p = multipleOf(random, 2000, 100000, 500);
      const r = random.pick(SI_RATES);
      const t1 = random.int(2, 4);
      const t2 = t1 + random.int(1, 4);
      return isWhole((p * r) / 100) ? [p, (p * r) / 100, t1, t2] : undefined;
    });
    const afterFirst = principal + yearly * first;
    const afterSecond = principal + yearly * second;
    const question = random.pick([
      `A sum of money at simple interest amounts to ${money(afterFirst)} in ${years(first)} and to ${money(afterSecond)} in ${years(second)}. Find the sum.`,
      `What is the principal if it amounts to ${money(afterFirst)} after ${years(first)} and ${money(afterSecond)} after ${years(second)} at simple interest?`,
    ]);
    const mistakes = [afterFirst - (afterSecond - afterFirst), afterSecond - afterFirst, afterFirst - yearly];
    return { question, options: numberOptions(principal, mistakes, money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const byMonths = random.next() < 0.5;
    const [principal, rate, span] = drawUntil(() => {
      const p = multipleOf(random, 1000, 100000, 500);
      const r = random.pick(SI_RATES);
      const s = byMonths ? random.pick([3, 4, 6, 8, 9, 10, 15, 18]) : random.pick([73, 146, 219, 292]);
      return isExact((p * r * s) / (byMonths ? 1200 : 36500)) ? [p, r, s] : undefined;
    });
    const interest = exact((principal * rate * span) / (byMonths ? 1200 : 36500));
    const question = byMonths
      ? `Find the simple interest on ${money(principal)} at ${word(rate)} per annum for ${span} months.`
      : `What is the simple interest on ${money(principal)} at ${word(rate)} per annum for ${span} days?`;
    return { question, options: numberOptions(interest, [(principal * rate * span) / 100, (principal * rate) / 100, interest * 2], money) };
  },
]);

/** A principal (a multiple of step) whose compound amount is exact to the paisa, and whole when wholeOnly. */
function principalForCompound(random: Random, rate: number, periods: number, min: number, max: number, step: number): number {
  return drawUntil(() => {
    const principal = multipleOf(random, min, max, step);
    return isWhole(compound(principal, rate, periods)) ? principal : undefined;
  });
}

const compoundInterest = templatesOf('compound-interest', [
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([4, 5, 6, 8, 10, 12, 15, 20]);
    const principal = principalForCompound(random, rate, 2, 1000, 100000, 100);
    const interest = exact(compound(principal, rate, 2) - principal);
    const question = random.pick([
      `Find the compound interest on ${money(principal)} for 2 years at ${word(rate)} per annum, compounded annually.`,
      `What is the compound interest on a sum of ${money(principal)} at ${word(rate)} p.a. for 2 years?`,
      `${random.pick(NAMES)} deposits ${money(principal)} in a bank that pays ${word(rate)} per annum compound interest. How much interest does the deposit earn in 2 years?`,
    ]);
    return { question, options: numberOptions(interest, [(principal * rate * 2) / 100, principal + interest, (principal * rate) / 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([5, 10, 20]);
    const principal = principalForCompound(random, rate, 3, 1000, 100000, 1000);
    const amount = exact(compound(principal, rate, 3));
    const question = random.pick([
      `What will ${money(principal)} amount to in 3 years at ${word(rate)} per annum compound interest?`,
      `Find the amount on ${money(principal)} after 3 years at ${word(rate)} compounded yearly.`,
    ]);
    return { question, options: numberOptions(amount, [principal + (principal * rate * 3) / 100, amount - principal, compound(principal, rate, 2)], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const halves = random.pick([2, 2, 3]);
    const rate = halves === 2 ? random.pick([4, 8, 10, 12, 16, 20]) : random.pick([10, 20]);
    const principal = principalForCompound(random, rate / 2, halves, 1000, 100000, 100);
    const interest = exact(compound(principal, rate / 2, halves) - principal);
    const span = halves === 2 ? '1 year' : '1½ years';
    const question = random.pick([
      `Find the compound interest on ${money(principal)} for ${span} at ${word(rate)} per annum, interest being compounded half-yearly.`,
      `What is the compound interest on ${money(principal)} at ${word(rate)} per annum for ${span} if interest is compounded every six months?`,
    ]);
    const yearly = halves === 2 ? compound(principal, rate, 1) - principal : compound(principal, rate, 1) * (1 + rate / 200) - principal;
    return { question, options: numberOptions(interest, [yearly, (principal * rate * halves) / 200, interest + principal], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([4, 5, 6, 8, 10, 12, 15, 20]);
    const principal = drawUntil(() => {
      const p = multipleOf(random, 1000, 200000, 500);
      return isWhole((p * rate * rate) / 10000) ? p : undefined;
    });
    const difference = exact((principal * rate * rate) / 10000);
    const question = random.pick([
      `Find the difference between the compound interest and the simple interest on ${money(principal)} for 2 years at ${word(rate)} per annum.`,
      `What is the difference between CI and SI on a sum of ${money(principal)} at ${word(rate)} p.a. for 2 years?`,
    ]);
    return { question, options: numberOptions(difference, [(principal * rate) / 100, 2 * difference, (principal * rate * 2) / 100], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([4, 5, 8, 10, 12.5, 20, 25]);
    const principal = drawUntil(() => {
      const p = multipleOf(random, 1000, 200000, 500);
      return isWhole((p * rate * rate) / 10000) ? p : undefined;
    });
    const difference = exact((principal * rate * rate) / 10000);
    const question = random.pick([
      `The difference between the compound interest and the simple interest on a certain sum for 2 years at ${word(rate)} per annum is ${money(difference)}. Find the sum.`,
      `On a sum of money, the compound interest for 2 years at ${word(rate)} exceeds the simple interest by ${money(difference)}. What is the sum?`,
    ]);
    return { question, options: numberOptions(principal, [(difference * 100) / rate, principal / 2, principal * 2], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [first, second] = [random.pick([5, 8, 10, 12, 15, 20]), random.pick([4, 5, 6, 10, 15, 20])];
    const principal = drawUntil(() => {
      const p = multipleOf(random, 1000, 100000, 100);
      return isWhole((p * (100 + first) * (100 + second)) / 10000) ? p : undefined;
    });
    const amount = exact((principal * (100 + first) * (100 + second)) / 10000);
    const question = random.pick([
      `Find the amount on ${money(principal)} for 2 years, compounded annually, the rate of interest being ${first}% for the first year and ${second}% for the second year.`,
      `A sum of ${money(principal)} is invested at compound interest: ${first}% in the first year and ${second}% in the second. What is the amount at the end of 2 years?`,
    ]);
    const mistakes = [principal + (principal * (first + second)) / 100, compound(principal, first, 2), amount - principal];
    return { question, options: numberOptions(amount, mistakes, money) };
  },
  (random) => {
    const doubling = random.int(3, 12);
    const [factor, name] = random.pick([
      [2, 'four times'],
      [3, 'eight times'],
    ] as const);
    const answer = doubling * factor;
    const question = random.pick([
      `A sum of money doubles itself in ${years(doubling)} at compound interest. In how many years will it become ${name} itself?`,
      `At compound interest a sum becomes twice itself in ${years(doubling)}. In how many years will it become ${name} as large?`,
    ]);
    const linear = factor === 2 ? doubling * 3 : doubling * 7;
    return { question, options: numberOptions(answer, [linear, doubling * 2 ** factor, doubling + factor], years) };
  },
  (random) => {
    const money = drawMoney(random);
    const word = drawPercentWord(random);
    const rate = random.pick([4, 5, 8, 10, 12, 15, 20]);
    const principal = principalForCompound(random, rate, 2, 1000, 100000, 100);
    const amount = exact(compound(principal, rate, 2));
    const question = random.pick([
      `What sum of money will amount to ${money(amount)} in 2 years at ${word(rate)} per annum compound interest?`,
      `A sum invested at ${word(rate)} per annum compound interest amounts to ${money(amount)} in 2 years. Find the sum.`,
    ]);
    return { question, options: numberOptions(principal, [amount / (1 + (2 * rate) / 100), amount * (1 - rate / 100) ** 2, amount - (principal * rate) / 100], money) };
  },
]);

const ratioShare = templatesOf('ratio-share', [
  (random) => {
    const money = drawMoney(random);
    const [a, b] = drawUntil(() => {
      const x = random.int(1, 9);
      const y = random.int(1, 9);
      return x !== y && gcd(x, y) === 1 ? [x, y] : undefined;
    });
    const unit = multipleOf(random, 100, 20000, 50);
    const total = (a + b) * unit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const askFirst = random.next() < 0.5;
    const question = random.pick([
      `Divide ${money(total)} between ${first} and ${second} in the ratio ${a} : ${b}. What is ${askFirst ? first : second}'s share?`,
      `${money(total)} is shared by ${first} and ${second} in the ratio ${a}:${b}. How much does ${askFirst ? first : second} get?`,
    ]);
    const answer = (askFirst ? a : b) * unit;
    return { question, options: numberOptions(answer, [(askFirst ? b : a) * unit, total / (askFirst ? a : b), Math.abs(a - b) * unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const parts = drawUntil(() => {
      const ps = [random.int(1, 9), random.int(1, 9), random.int(1, 9)];
      return new Set(ps).size === 3 && reduceRatio(ps).join() === ps.join() ? ps : undefined;
    });
    const unit = multipleOf(random, 50, 10000, 50);
    const total = parts.reduce((sum, part) => sum + part, 0) * unit;
    const names = pickDistinct(random, NAMES, 3);
    const asked = random.int(0, 2);
    const question = random.pick([
      `${money(total)} is to be divided among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${parts.join(' : ')}. Find ${names[asked]}'s share.`,
      `What is ${names[asked]}'s share when ${money(total)} is divided among ${names.join(', ')} in the ratio ${parts.join(':')}?`,
    ]);
    const others = parts.filter((_, index) => index !== asked).map((part) => part * unit);
    return { question, options: numberOptions(parts[asked]! * unit, [...others, total / parts[asked]!], money) };
  },
  (random) => {
    const [boys, girls] = drawUntil(() => {
      const x = random.int(1, 9);
      const y = random.int(1, 9);
      return x !== y && gcd(x, y) === 1 ? [x, y] : undefined;
    });
    const unit = random.int(2, 15);
    const total = (boys + girls) * unit;
    const askGirls = random.next() < 0.5;
    const question = random.pick([
      `In a class of ${total} students, the ratio of boys to girls is ${boys} : ${girls}. How many ${askGirls ? 'girls' : 'boys'} are there in the class?`,
      `The ratio of boys to girls in a class is ${boys}:${girls}. If there are ${total} students in all, find the number of ${askGirls ? 'girls' : 'boys'}.`,
    ]);
    const answer = (askGirls ? girls : boys) * unit;
    return { question, options: numberOptions(answer, [(askGirls ? boys : girls) * unit, Math.abs(boys - girls) * unit, answer + unit], (value) => formatNumber(value)) };
  },
  (random) => {
    const money = drawMoney(random);
    const [a, b] = drawUntil(() => {
      const x = random.int(2, 11);
      const y = random.int(1, 9);
      return x > y && gcd(x, y) === 1 ? [x, y] : undefined;
    });
    const unit = multipleOf(random, 50, 10000, 50);
    const difference = (a - b) * unit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `A sum of money is divided between ${first} and ${second} in the ratio ${a} : ${b}. If ${first} gets ${money(difference)} more than ${second}, find the total sum.`,
      `${first} and ${second} share an amount in the ratio ${a}:${b}, and the difference between their shares is ${money(difference)}. What is the amount?`,
    ]);
    return { question, options: numberOptions((a + b) * unit, [a * unit, difference * (a + b), (a + b) * difference / a], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const parts = drawUntil(() => {
      const ps = [random.int(1, 9), random.int(1, 9), random.int(1, 9)];
      return new Set(ps).size === 3 && reduceRatio(ps).join() === ps.join() ? ps : undefined;
    });
    const unit = multipleOf(random, 50, 10000, 50);
    const total = parts.reduce((sum, part) => sum + part, 0) * unit;
    const given = random.int(0, 2);
    const names = pickDistinct(random, NAMES, 3);
    const question = random.pick([
      `An amount is divided among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${parts.join(' : ')}. If ${names[given]}'s share is ${money(parts[given]! * unit)}, what is the total amount?`,
      `${names[given]} received ${money(parts[given]! * unit)} when a sum was divided among ${names.join(', ')} in the ratio ${parts.join(':')}. Find the sum.`,
    ]);
    return { question, options: numberOptions(total, [parts[given]! * unit * parts.length, total - parts[given]! * unit, total + unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const denominators = drawUntil(() => {
      const ds = [random.int(2, 6), random.int(2, 6), random.int(2, 6)];
      return new Set(ds).size === 3 ? ds : undefined;
    });
    const common = denominators.reduce((acc, d) => lcm(acc, d), 1);
    const parts = reduceRatio(denominators.map((d) => common / d));
    const unit = multipleOf(random, 10, 2000, 10);
    const total = parts.reduce((sum, part) => sum + part, 0) * unit;
    const asked = random.int(0, 2);
    const question = random.pick([
      `Divide ${money(total)} among A, B and C in the ratio 1/${denominators[0]} : 1/${denominators[1]} : 1/${denominators[2]}. What is ${'ABC'[asked]}'s share?`,
      `${money(total)} is divided among three friends in the ratio 1/${denominators[0]} : 1/${denominators[1]} : 1/${denominators[2]}. Find the share of the ${['first', 'second', 'third'][asked]} friend.`,
    ]);
    const sumOfDenominators = denominators.reduce((sum, d) => sum + d, 0);
    return { question, options: numberOptions(parts[asked]! * unit, [(total * denominators[asked]!) / sumOfDenominators, total / 3, parts[(asked + 1) % 3]! * unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const parts = drawUntil(() => {
      const ps = [random.int(1, 12), random.int(1, 12), random.int(1, 12)];
      return new Set(ps).size === 3 && reduceRatio(ps).join() === ps.join() ? ps : undefined;
    });
    const unit = multipleOf(random, 50, 5000, 50);
    const total = parts.reduce((sum, part) => sum + part, 0) * unit;
    const spread = (Math.max(...parts) - Math.min(...parts)) * unit;
    const question = random.pick([
      `${money(total)} is divided among three sisters in the ratio ${parts.join(' : ')}. What is the difference between the largest and the smallest shares?`,
      `If ${money(total)} is distributed among P, Q and R in the ratio ${parts.join(':')}, by how much does the largest share exceed the smallest?`,
    ]);
    return { question, options: numberOptions(spread, [Math.max(...parts) * unit, Math.min(...parts) * unit, spread + unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const counts = drawUntil(() => {
      const cs = [random.int(1, 9), random.int(1, 9), random.int(1, 9)];
      return new Set(cs).size === 3 && reduceRatio(cs).join() === cs.join() ? cs : undefined;
    });
    const [ones, halves, quarters] = counts as [number, number, number];
    const unit = random.int(2, 40);
    const groupValue = ones + halves / 2 + quarters / 4;
    const total = exact(groupValue * unit);
    const question = random.pick([
      `A bag contains one-rupee, 50-paise and 25-paise coins in the ratio ${ones} : ${halves} : ${quarters}. If the total value is ${money(total)}, how many 50-paise coins are there?`,
      `One-rupee, fifty-paise and twenty-five-paise coins in a box are in the ratio ${ones}:${halves}:${quarters}, and together they are worth ${money(total)}. Find the number of 50-paise coins.`,
    ]);
    return { question, options: numberOptions(halves * unit, [ones * unit, quarters * unit, (total * halves) / (ones + halves + quarters)], (value) => formatNumber(value)) };
  },
]);

/** Two different whole parts 1..max with no common factor. */
function coprimePair(random: Random, max = 9): [number, number] {
  return drawUntil(() => {
    const x = random.int(1, max);
    const y = random.int(1, max);
    return x !== y && gcd(x, y) === 1 ? [x, y] : undefined;
  });
}

const ratioCombine = templatesOf('ratio-combine', [
  (random) => {
    const [p, q] = coprimePair(random);
    const [r, s] = coprimePair(random);
    const answer = reduceRatio([p * r, q * r, q * s]);
    const question = random.pick([
      `If A : B = ${p} : ${q} and B : C = ${r} : ${s}, find A : B : C.`,
      `A:B = ${p}:${q} and B:C = ${r}:${s}. What is A:B:C?`,
      `The ratio of A to B is ${p} : ${q} and that of B to C is ${r} : ${s}. Find the ratio A : B : C.`,
    ]);
    return { question, options: ratioOptions(answer, [[p, q, s], [p * s, q * r, q * s], [p * r, q * s, q * r]]) };
  },
  (random) => {
    const [p, q] = coprimePair(random);
    const [r, s] = coprimePair(random);
    const answer = reduceRatio([p * r, q * s]);
    const question = random.pick([
      `If A : B = ${p} : ${q} and B : C = ${r} : ${s}, then A : C is:`,
      `Given A:B = ${p}:${q} and B:C = ${r}:${s}, find A:C.`,
    ]);
    return { question, options: ratioOptions(answer, [[p, s], [p * s, q * r], [q * s, p * r]]) };
  },
  (random) => {
    const [p, q, unit, added] = drawUntil(() => {
      const [x, y] = coprimePair(random);
      const k = random.int(2, 12);
      const a = random.int(2, 20);
      return reduceRatio([x * k + a, y * k + a]).every((part) => part <= 30) ? [x, y, k, a] : undefined;
    });
    const after = reduceRatio([p * unit + added, q * unit + added]);
    const question = random.pick([
      `Two numbers are in the ratio ${p} : ${q}. If ${added} is added to each, the ratio becomes ${after.join(' : ')}. Find the first number.`,
      `The ratio of two numbers is ${p}:${q}. When ${added} is added to both, their ratio becomes ${after.join(':')}. What is the first number?`,
    ]);
    return { question, options: numberOptions(p * unit, [q * unit, p * unit + added, after[0]! * unit], (value) => formatNumber(value)) };
  },
  (random) => {
    const [a, b] = coprimePair(random);
    const [c, d] = coprimePair(random);
    const answer = reduceRatio([a * c, b * d]);
    const question = random.pick([
      `Find the compound ratio of ${a} : ${b} and ${c} : ${d}.`,
      `What is the compounded ratio of ${a}:${b} and ${c}:${d}?`,
    ]);
    return { question, options: ratioOptions(answer, [[a + c, b + d], [a * d, b * c], [b * d, a * c]]) };
  },
  (random) => {
    const money = drawMoney(random);
    const [m, n] = coprimePair(random, 7);
    const [u, v] = coprimePair(random, 7);
    const parts = reduceRatio([m * u, n * u, n * v]);
    const unit = multipleOf(random, 10, 3000, 10);
    const total = parts.reduce((sum, part) => sum + part, 0) * unit;
    const question = random.pick([
      `${money(total)} is divided among A, B and C so that A's share is ${m}/${n} of B's share and B's share is ${u}/${v} of C's share. Find A's share.`,
      `A, B and C share ${money(total)}. A gets ${m}/${n} of what B gets, and B gets ${u}/${v} of what C gets. How much does A get?`,
    ]);
    return { question, options: numberOptions(parts[0]! * unit, [parts[1]! * unit, parts[2]! * unit, (total * m) / (m + n)], money) };
  },
  (random) => {
    const [p, q, unit, taken] = drawUntil(() => {
      const [x, y] = coprimePair(random);
      const k = random.int(3, 15);
      const s = random.int(1, Math.min(x, y) * k - 1);
      return reduceRatio([x * k - s, y * k - s]).every((part) => part <= 30) ? [x, y, k, s] : undefined;
    });
    const after = reduceRatio([p * unit - taken, q * unit - taken]);
    const larger = Math.max(p, q) * unit;
    const question = random.pick([
      `Two numbers are in the ratio ${p} : ${q}. If ${taken} is subtracted from each, they are in the ratio ${after.join(' : ')}. Find the larger number.`,
      `The ratio of two numbers is ${p}:${q}; on subtracting ${taken} from each the ratio becomes ${after.join(':')}. What is the larger number?`,
    ]);
    return { question, options: numberOptions(larger, [Math.min(p, q) * unit, larger - taken, Math.max(...after) * unit], (value) => formatNumber(value)) };
  },
  (random) => {
    const money = drawMoney(random);
    const [a, b, c, d, incomeUnit, spendUnit] = drawUntil(() => {
      const [x, y] = coprimePair(random);
      const [z, w] = coprimePair(random);
      if (x * w === y * z || Math.sign(x - y) !== Math.sign(z - w)) return undefined;
      const t = random.int(1, 12) * 500;
      const g = gcd(Math.abs(x - y), Math.abs(z - w));
      const k = (t * Math.abs(z - w)) / g;
      const e = (t * Math.abs(x - y)) / g;
      return x * k - z * e > 0 ? [x, y, z, w, k, e] : undefined;
    });
    const saving = a * incomeUnit - c * spendUnit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `The incomes of ${first} and ${second} are in the ratio ${a} : ${b} and their expenditures are in the ratio ${c} : ${d}. If each saves ${money(saving)}, find ${first}'s income.`,
      `Monthly incomes of two persons are in the ratio ${a}:${b} and their expenses in the ratio ${c}:${d}. Each of them saves ${money(saving)} a month. What is the first person's monthly income?`,
    ]);
    return { question, options: numberOptions(a * incomeUnit, [b * incomeUnit, c * spendUnit, a * saving], money) };
  },
  (random) => {
    const [a, b] = coprimePair(random, 7);
    const [c, d] = coprimePair(random, 7);
    const [e, f] = coprimePair(random, 7);
    const answer = reduceRatio([a * c * e, b * d * f]);
    const question = random.pick([
      `If A : B = ${a} : ${b}, B : C = ${c} : ${d} and C : D = ${e} : ${f}, find A : D.`,
      `A:B = ${a}:${b}, B:C = ${c}:${d}, C:D = ${e}:${f}. Then A:D is:`,
    ]);
    return { question, options: ratioOptions(answer, [[a, f], [a * d * f, b * c * e], [a + c + e, b + d + f]]) };
  },
]);

const partnership = templatesOf('partnership', [
  (random) => {
    const money = drawMoney(random);
    const [x, y] = coprimePair(random);
    const scale = random.pick([1000, 2000, 5000, 10000]);
    const unit = multipleOf(random, 100, 10000, 100);
    const profit = (x + y) * unit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${first} and ${second} start a business with ${money(x * scale)} and ${money(y * scale)} respectively. Out of a profit of ${money(profit)}, what is ${first}'s share?`,
      `In a business ${first} invests ${money(x * scale)} and ${second} invests ${money(y * scale)}. If the year's profit is ${money(profit)}, find ${first}'s share.`,
    ]);
    return { question, options: numberOptions(x * unit, [y * unit, profit / 2, Math.abs(x - y) * unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [capitalA, capitalB, late] = drawUntil(() => {
      const a = multipleOf(random, 10000, 90000, 5000);
      const b = multipleOf(random, 10000, 90000, 5000);
      const m = random.int(2, 9);
      return a !== b ? [a, b, m] : undefined;
    });
    const parts = reduceRatio([capitalA * 12, capitalB * (12 - late)]);
    const unit = multipleOf(random, 50, 5000, 50);
    const profit = (parts[0]! + parts[1]!) * unit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${first} starts a business with ${money(capitalA)}. ${late} months later ${second} joins with ${money(capitalB)}. At the end of the year the profit is ${money(profit)}. What is ${second}'s share?`,
      `${first} invested ${money(capitalA)} in a shop and ${second} joined him after ${late} months with ${money(capitalB)}. Find ${second}'s share in an annual profit of ${money(profit)}.`,
    ]);
    const byCapital = (profit * capitalB) / (capitalA + capitalB);
    return { question, options: numberOptions(parts[1]! * unit, [byCapital, parts[0]! * unit, profit / 2], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const parts = drawUntil(() => {
      const ps = [random.int(1, 9), random.int(1, 9), random.int(1, 9)];
      return new Set(ps).size === 3 && reduceRatio(ps).join() === ps.join() ? ps : undefined;
    });
    const scale = random.pick([1000, 5000, 10000, 15000]);
    const unit = multipleOf(random, 100, 5000, 100);
    const profit = parts.reduce((sum, part) => sum + part, 0) * unit;
    const names = pickDistinct(random, NAMES, 3);
    const question = random.pick([
      `${names[0]}, ${names[1]} and ${names[2]} invest ${money(parts[0]! * scale)}, ${money(parts[1]! * scale)} and ${money(parts[2]! * scale)} in a business. Find ${names[2]}'s share of a profit of ${money(profit)}.`,
      `Three partners put in ${money(parts[0]! * scale)}, ${money(parts[1]! * scale)} and ${money(parts[2]! * scale)}. What does the third partner get out of a total profit of ${money(profit)}?`,
    ]);
    return { question, options: numberOptions(parts[2]! * unit, [parts[0]! * unit, parts[1]! * unit, profit / 3], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [capitalA, capitalB, months] = drawUntil(() => {
      const a = multipleOf(random, 20000, 90000, 10000);
      const b = multipleOf(random, 10000, 90000, 5000);
      const k = random.int(3, 9);
      return a !== b ? [a, b, k] : undefined;
    });
    const parts = reduceRatio([capitalA * months + (capitalA / 2) * (12 - months), capitalB * 12]);
    const unit = multipleOf(random, 50, 3000, 50);
    const profit = (parts[0]! + parts[1]!) * unit;
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = `${first} and ${second} start a business with ${money(capitalA)} and ${money(capitalB)}. After ${months} months ${first} withdraws half of the capital. If the profit at the end of the year is ${money(profit)}, what is ${first}'s share?`;
    const byCapital = (profit * capitalA) / (capitalA + capitalB);
    return { question, options: numberOptions(parts[0]! * unit, [byCapital, parts[1]! * unit, profit / 2], money) };
  },
  (random) => {
    const capitals = [random.int(1, 6), random.int(1, 6), random.int(1, 6)];
    const times = drawUntil(() => {
      const ts = [random.int(1, 6), random.int(1, 6), random.int(1, 6)];
      return ts.join() !== capitals.join() ? ts : undefined;
    });
    const answer = reduceRatio(capitals.map((capital, index) => capital * times[index]!));
    const question = random.pick([
      `A, B and C invest capitals in the ratio ${capitals.join(' : ')} for periods in the ratio ${times.join(' : ')}. In what ratio should the profit be shared?`,
      `The capitals of three partners are in the ratio ${capitals.join(':')} and the time for which they are invested is in the ratio ${times.join(':')}. Find the ratio of their profits.`,
    ]);
    return { question, options: ratioOptions(answer, [capitals, times, capitals.map((capital, index) => capital + times[index]!)]) };
  },
  (random) => {
    const money = drawMoney(random);
    const [x, y] = coprimePair(random);
    const scale = random.pick([1000, 5000, 10000]);
    const unit = multipleOf(random, 100, 5000, 100);
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${first} and ${second} invest ${money(x * scale)} and ${money(y * scale)} in a partnership. If ${first}'s share of the profit is ${money(x * unit)}, what is the total profit?`,
      `In a business, the investments of ${first} and ${second} are ${money(x * scale)} and ${money(y * scale)}. ${first} gets ${money(x * unit)} as profit. Find the total profit.`,
    ]);
    return { question, options: numberOptions((x + y) * unit, [y * unit, 2 * x * unit, (x + y) * unit + x * unit], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [x, y] = coprimePair(random);
    const scale = random.pick([1000, 5000, 10000]);
    const share = random.pick([5, 10, 12.5, 15, 20, 25]);
    const [profit, rest] = drawUntil(() => {
      const p = multipleOf(random, 2000, 200000, 1000);
      const r = (p * (100 - share)) / 100;
      return isWhole(r / (x + y)) && isWhole((p * share) / 100) ? [p, r] : undefined;
    });
    const answer = (profit * share) / 100 + (rest * x) / (x + y);
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = `${first} is a working partner and ${second} a sleeping partner in a business. ${first} puts in ${money(x * scale)} and ${second} puts in ${money(y * scale)}. ${first} receives ${share}% of the profit for managing the business, and the rest is divided in proportion to their capitals. Out of a total profit of ${money(profit)}, how much does ${first} receive?`;
    return { question, options: numberOptions(answer, [(profit * x) / (x + y), (rest * x) / (x + y), (profit * share) / 100 + rest / 2], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [capitalA, timeA, timeB, capitalB] = drawUntil(() => {
      const a = multipleOf(random, 10000, 90000, 5000);
      const ta = random.int(3, 12);
      const tb = random.int(3, 12);
      const b = multipleOf(random, 10000, 90000, 5000);
      return ta !== tb && a !== b ? [a, ta, tb, b] : undefined;
    });
    const profitRatio = reduceRatio([capitalA * timeA, capitalB * timeB]);
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${first} invested ${money(capitalA)} for ${timeA} months and ${second} invested some money for ${timeB} months. If their profits are in the ratio ${profitRatio.join(' : ')}, how much did ${second} invest?`,
      `${first} put ${money(capitalA)} into a business for ${timeA} months; ${second} put in an amount for ${timeB} months. The profit was shared in the ratio ${profitRatio.join(':')}. Find ${second}'s capital.`,
    ]);
    const ignoringTime = (capitalA * profitRatio[1]!) / profitRatio[0]!;
    return { question, options: numberOptions(capitalB, [ignoringTime, (capitalA * profitRatio[1]! * timeB) / (profitRatio[0]! * timeA), capitalB + 5000], money) };
  },
]);

const average = templatesOf('average', [
  (random) => {
    const values = drawUntil(() => {
      const n = random.int(5, 8);
      const vs = Array.from({ length: n }, () => random.int(10, 99));
      return isExact(vs.reduce((sum, v) => sum + v, 0) / n) ? vs : undefined;
    });
    const sum = values.reduce((total, v) => total + v, 0);
    const question = random.pick([
      `Find the average of ${values.slice(0, -1).join(', ')} and ${values.at(-1)}.`,
      `What is the average of the following numbers: ${values.join(', ')}?`,
      `The marks of a student in ${values.length} tests are ${values.join(', ')}. What are his average marks?`,
    ]);
    const sorted = [...values].sort((a, b) => a - b);
    return { question, options: numberOptions(sum / values.length, [sum / (values.length - 1), sum / (values.length + 1), sorted[Math.floor(values.length / 2)]!], (value) => formatNumber(value)) };
  },
  (random) => {
    const [count, mean, rise] = [random.int(10, 45), random.int(10, 40), random.pick([0.5, 1, 1, 2])];
    const newcomer = exact(mean + (count + 1) * rise);
    const [question, unit] = random.pick([
      [`The average age of ${count} students in a class is ${mean} years. When the teacher's age is included, the average increases by ${formatNumber(rise)}. What is the teacher's age?`, ' years'],
      [`The average weight of ${count} boys is ${mean} kg. If the weight of a new boy is included, the average rises by ${formatNumber(rise)} kg. Find the weight of the new boy.`, ' kg'],
    ] as const);
    return { question, options: numberOptions(newcomer, [mean + count * rise, mean + rise, mean + (count - 1) * rise], (value) => `${formatNumber(value)}${unit}`) };
  },
  (random) => {
    const [count, mean, fall] = [random.int(6, 30), random.int(20, 80), random.pick([0.5, 1, 2, 3])];
    const removed = exact(mean + (count - 1) * fall);
    const question = random.pick([
      `The average of ${count} numbers is ${mean}. If one number is removed, the average of the rest becomes ${formatNumber(mean - fall)}. Find the number removed.`,
      `The average marks of ${count} students are ${mean}. When one student leaves, the average of the others falls to ${formatNumber(mean - fall)}. How many marks had the student who left?`,
    ]);
    return { question, options: numberOptions(removed, [mean + count * fall, mean + fall, mean - fall], (value) => formatNumber(value)) };
  },
  (random) => {
    const kind = random.pick(['odd', 'even']);
    const size = random.pick([3, 4, 5, 6, 7]);
    const first = drawUntil(() => {
      const start = random.int(5, 120);
      return (start % 2 === 1) === (kind === 'odd') ? start : undefined;
    });
    const mean = first + (size - 1);
    const largest = first + 2 * (size - 1);
    const askLargest = random.next() < 0.6;
    const question = `The average of ${size} consecutive ${kind} numbers is ${formatNumber(mean)}. What is the ${askLargest ? 'largest' : 'smallest'} of them?`;
    const answer = askLargest ? largest : first;
    const mistakes = askLargest ? [mean + size, mean + 2 * (size - 1), largest + 2] : [mean - size, first - 2, first + 2];
    return { question, options: numberOptions(answer, mistakes, (value) => formatNumber(value)) };
  },
  (random) => drawMissingValue(random),
  (random) => {
    const [sizeA, meanA, sizeB, meanB] = drawUntil(() => {
      const n1 = random.int(10, 50);
      const a1 = random.int(40, 90);
      const n2 = random.int(10, 50);
      const a2 = random.int(40, 90);
      return a1 !== a2 && isExact((n1 * a1 + n2 * a2) / (n1 + n2)) ? [n1, a1, n2, a2] : undefined;
    });
    const mean = exact((sizeA * meanA + sizeB * meanB) / (sizeA + sizeB));
    const question = random.pick([
      `The average marks of ${sizeA} boys in a class are ${meanA} and those of ${sizeB} girls are ${meanB}. Find the average marks of the whole class.`,
      `Section A has ${sizeA} students with an average score of ${meanA}; section B has ${sizeB} students with an average of ${meanB}. What is the average score of all the students together?`,
    ]);
    return { question, options: numberOptions(mean, [(meanA + meanB) / 2, (sizeA * meanB + sizeB * meanA) / (sizeA + sizeB), mean + 1], (value) => formatNumber(value)) };
  },
  (random) => {
    const [innings, rise] = [random.int(9, 24), random.int(1, 5)];
    const newAverage = random.int(20, 60);
    const score = newAverage + innings * rise;
    const question = random.pick([
      `A batsman scores ${score} runs in his ${ordinalWord(innings + 1)} innings and thereby increases his average by ${rise}. What is his average after the ${ordinalWord(innings + 1)} innings?`,
      `In the ${ordinalWord(innings + 1)} innings a cricketer makes ${score} runs, which raises his batting average by ${rise} runs. Find his new average.`,
    ]);
    return { question, options: numberOptions(newAverage, [newAverage - rise, score - (innings - 1) * rise, score / (innings + 1)], (value) => formatNumber(value)) };
  },
  (random) => {
    const [count, mean] = [random.pick([10, 20, 25, 40, 50]), random.int(30, 80)];
    const [wrong, right] = drawUntil(() => {
      const w = random.int(10, 99);
      const r = random.int(10, 99);
      return w !== r && isExact(mean + (r - w) / count) ? [w, r] : undefined;
    });
    const corrected = exact(mean + (right - wrong) / count);
    const question = random.pick([
      `The average of ${count} observations was found to be ${mean}. Later it was noticed that ${right} had been wrongly copied as ${wrong}. Find the correct average.`,
      `The mean of ${count} numbers is ${mean}. If one number was read as ${wrong} instead of ${right}, what is the correct mean?`,
    ]);
    return { question, options: numberOptions(corrected, [mean - (right - wrong) / count, mean + (right - wrong), mean], (value) => formatNumber(value)) };
  },
]);

/** 'seventeenth' reads like a paper up to twentieth; later innings print as '21st'. */
function ordinalWord(n: number): string {
  const words = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
  return words[n] ?? ordinal(n);
}

/** The missing-value average question, drawn until the average is whole. */
function drawMissingValue(random: Random): ReturnType<DoubtTemplate['draw']> {
  const [count, known, missing, mean] = drawUntil(() => {
    const n = random.int(5, 7);
    const ks = Array.from({ length: n - 1 }, () => random.int(20, 95));
    const m = random.int(20, 95);
    const avg = (ks.reduce((sum, v) => sum + v, 0) + m) / n;
    return isWhole(avg) ? ([n, ks, m, avg] as const) : undefined;
  });
  const question = random.pick([
    `The average of ${count} numbers is ${mean}. If ${count - 1} of them are ${known.join(', ')}, find the remaining number.`,
    `A student's average over ${count} subjects is ${mean}. His marks in ${count - 1} subjects are ${known.join(', ')}. How much did he score in the last subject?`,
  ]);
  return { question, options: numberOptions(missing, [mean, missing + count, missing - count], (value) => formatNumber(value)) };
}

const mixture = templatesOf('mixture', [
  (random) => {
    const money = drawMoney(random);
    const [cheap, dear, x, y] = drawUntil(() => {
      const a = random.int(20, 80);
      const b = a + random.int(5, 60);
      const [p, q] = coprimePair(random, 7);
      return isExact((a * p + b * q) / (p + q)) ? [a, b, p, q] : undefined;
    });
    const mean = exact((cheap * x + dear * y) / (x + y));
    const grain = random.pick(['rice', 'wheat', 'sugar', 'pulses', 'tea']);
    const question = random.pick([
      `${capitalise(grain)} at ${money(cheap)} per kg is mixed with ${grain} at ${money(dear)} per kg in the ratio ${x} : ${y}. What is the price per kg of the mixture?`,
      `Find the cost per kg of a mixture in which two varieties of ${grain} costing ${money(cheap)} and ${money(dear)} per kg are mixed in the ratio ${x}:${y}.`,
    ]);
    return { question, options: numberOptions(mean, [(cheap + dear) / 2, (cheap * y + dear * x) / (x + y), mean + 1], money) };
  },
  (random) => {
    const money = drawMoney(random);
    const [cheap, dear, mean] = drawUntil(() => {
      const a = random.int(10, 80);
      const b = a + random.int(4, 40);
      const m = random.int(a + 1, b - 1);
      return reduceRatio([b - m, m - a]).every((part) => part <= 20) ? [a, b, m] : undefined;
    });
    const answer = reduceRatio([dear - mean, mean - cheap]);
    const grain = random.pick(['rice', 'tea', 'sugar', 'coffee powder']);
    const question = random.pick([
      `In what ratio must ${grain} at ${money(cheap)} per kg be mixed with ${grain} at ${money(dear)} per kg so that the mixture costs ${money(mean)} per kg?`,
      `Two varieties of ${grain} cost ${money(cheap)} and ${money(dear)} a kilogram. Find the ratio in which they should be mixed to get a mixture worth ${money(mean)} a kilogram.`,
    ]);
    return { question, options: ratioOptions(answer, [[mean - cheap, dear - mean], [cheap, dear], [mean, dear]]) };
  },
  (random) => {
    const [milkPart, waterPart] = coprimePair(random, 9);
    const unit = random.int(2, 12);
    const volume = (milkPart + waterPart) * unit;
    const added = random.int(2, 20);
    const answer = reduceRatio([milkPart * unit, waterPart * unit + added]);
    const question = random.pick([
      `A mixture of ${volume} litres contains milk and water in the ratio ${milkPart} : ${waterPart}. If ${added} litres of water is added, what is the new ratio of milk to water?`,
      `${volume} litres of a mixture has milk and water in the ratio ${milkPart}:${waterPart}. Find the ratio of milk to water after ${added} litres of water is poured in.`,
    ]);
    return { question, options: ratioOptions(answer, [[milkPart, waterPart + added], [milkPart * unit + added, waterPart * unit], [milkPart, waterPart]]) };
  },
  (random) => {
    const [milkPart, waterPart, unit, newMilk, newWater] = drawUntil(() => {
      const [a, b] = coprimePair(random, 9);
      const k = random.int(2, 12);
      const [c, d] = coprimePair(random, 9);
      const water = (a * k * d) / c - b * k;
      return c * b < a * d && isWhole(water) && water > 0 ? [a, b, k, c, d] : undefined;
    });
    const milk = milkPart * unit;
    const water = waterPart * unit;
    const added = exact((milk * newWater) / newMilk - water);
    const question = random.pick([
      `A vessel contains ${milk + water} litres of milk and water in the ratio ${milkPart} : ${waterPart}. How much water must be added to make the ratio ${newMilk} : ${newWater}?`,
      `How many litres of water should be added to ${milk + water} litres of a mixture of milk and water in the ratio ${milkPart}:${waterPart} so that the ratio becomes ${newMilk}:${newWater}?`,
    ]);
    const litres = (value: number) => `${formatNumber(value)} litres`;
    return { question, options: numberOptions(added, [(milk + water) * (newWater / (newMilk + newWater)) - water, newWater - waterPart, added + unit], litres) };
  },
  (random) => {
    const [volume, before, after] = drawUntil(() => {
      const v = multipleOf(random, 20, 200, 10);
      const p = random.pick([5, 10, 12.5, 15, 20, 25]);
      const q = p + random.pick([5, 10, 15, 20]);
      const x = (v * (100 - p)) / (100 - q) - v;
      return isExact(x) && x > 0 && isWhole((v * p) / 100) ? [v, p, q] : undefined;
    });
    const added = exact((volume * (100 - before)) / (100 - after) - volume);
    const question = random.pick([
      `${volume} litres of a mixture contains ${before}% water. How much water must be added to make the water ${after}% of the new mixture?`,
      `A mixture of ${volume} litres of milk and water has ${before}% water. Find the quantity of water to be added so that water becomes ${after}% of the mixture.`,
    ]);
    const litres = (value: number) => `${formatNumber(value)} litres`;
    return { question, options: numberOptions(added, [(volume * (after - before)) / 100, (volume * (after - before)) / after, added + 5], litres) };
  },
  (random) => {
    const [volume, taken] = drawUntil(() => {
      const v = multipleOf(random, 20, 200, 10);
      const x = random.int(2, Math.floor(v / 3));
      return isExact(v * (1 - x / v) ** 2) ? [v, x] : undefined;
    });
    const milkLeft = exact(volume * (1 - taken / volume) ** 2);
    const question = random.pick([
      `A container holds ${volume} litres of milk. ${taken} litres of milk is taken out and replaced by water. This is done once more. How much milk is now in the container?`,
      `From a can of ${volume} litres of pure milk, ${taken} litres are drawn and replaced with water; the process is repeated once. Find the quantity of milk left.`,
    ]);
    const litres = (value: number) => `${formatNumber(value)} litres`;
    return { question, options: numberOptions(milkLeft, [volume - 2 * taken, volume - taken, volume * (1 - taken / volume) ** 3], litres) };
  },
  (random) => {
    const [a, b] = coprimePair(random, 7);
    const [c, d] = coprimePair(random, 7);
    const [first, second] = [(a + b) * random.int(1, 6), (c + d) * random.int(1, 6)];
    const milk = (first * a) / (a + b) + (second * c) / (c + d);
    const water = first + second - milk;
    const answer = reduceRatio([milk, water]);
    const question = random.pick([
      `Vessel P contains milk and water in the ratio ${a} : ${b} and vessel Q in the ratio ${c} : ${d}. If ${first} litres from P and ${second} litres from Q are mixed, what is the ratio of milk to water in the mixture?`,
      `${first} litres of a ${a}:${b} milk-water mixture are mixed with ${second} litres of a ${c}:${d} milk-water mixture. Find the ratio of milk to water in the result.`,
    ]);
    return { question, options: ratioOptions(answer, [[a + c, b + d], [a * c, b * d], [milk + 1, water]]) };
  },
  (random) => {
    const money = drawMoney(random);
    const [cheap, dear, mean, known] = drawUntil(() => {
      const a = random.int(40, 300);
      const b = a + random.int(10, 200);
      const m = random.int(a + 1, b - 1);
      const y = random.int(5, 60);
      const x = (y * (b - m)) / (m - a);
      return isWhole(x) && x > 0 && x <= 200 ? [a, b, m, y] : undefined;
    });
    const needed = exact((known * (dear - mean)) / (mean - cheap));
    const question = random.pick([
      `How many kg of tea costing ${money(cheap)} per kg must be mixed with ${known} kg of tea costing ${money(dear)} per kg so that the mixture costs ${money(mean)} per kg?`,
      `A grocer has ${known} kg of rice at ${money(dear)} a kg. How many kilograms of rice at ${money(cheap)} a kg must he add to get a mixture worth ${money(mean)} a kg?`,
    ]);
    const kg = (value: number) => `${formatNumber(value)} kg`;
    return { question, options: numberOptions(needed, [(known * (mean - cheap)) / (dear - mean), known, needed + 5], kg) };
  },
]);

/** '12 days', '7.5 days', '1 day'. */
function days(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? 'day' : 'days'}`;
}

/** '12 hours', '1 hour'. */
function hours(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? 'hour' : 'hours'}`;
}

/** '12 minutes'. */
function minutes(value: number): string {
  return `${formatNumber(value)} ${value === 1 ? 'minute' : 'minutes'}`;
}

/** Days (or hours) for two rates working together: xy / (x + y). */
function together(...spans: number[]): number {
  return 1 / spans.reduce((sum, span) => sum + 1 / span, 0);
}

/** Two different whole spans whose combined span is exact. */
function spansWithExactTogether(random: Random, min: number, max: number): [number, number] {
  return drawUntil(() => {
    const x = random.int(min, max);
    const y = random.int(min, max);
    return x !== y && isExact(together(x, y)) ? [x, y] : undefined;
  });
}

const timeWork = templatesOf('time-work', [
  (random) => {
    const [x, y] = spansWithExactTogether(random, 4, 40);
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} can do a piece of work in ${days(x)} and ${b} can do it in ${days(y)}. In how many days can they finish it working together?`,
      `Working alone, ${a} takes ${days(x)} and ${b} takes ${days(y)} to complete a job. How long will they take together?`,
      `How many days will ${a} and ${b} take together to complete a work which ${a} alone can do in ${days(x)} and ${b} alone in ${days(y)}?`,
    ]);
    return { question, options: numberOptions(together(x, y), [(x + y) / 2, x + y, Math.abs(x - y)], days) };
  },
  (random) => {
    const [x, y] = spansWithExactTogether(random, 4, 40);
    const both = exact(together(x, y));
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} and ${b} together can complete a work in ${days(both)}. ${a} alone can complete it in ${days(x)}. In how many days can ${b} alone complete the work?`,
      `${a} alone finishes a job in ${days(x)}; ${a} and ${b} together finish it in ${days(both)}. How long would ${b} take alone?`,
    ]);
    return { question, options: numberOptions(y, [x - both, x + both, (x * both) / (x + both)], days) };
  },
  (random) => {
    const [x, y, worked] = drawUntil(() => {
      const a = random.int(6, 40);
      const b = random.int(6, 40);
      const k = random.int(1, a - 1);
      return a !== b && isExact((1 - k / a) * b) ? [a, b, k] : undefined;
    });
    const rest = exact((1 - worked / x) * y);
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} can do a work in ${days(x)} and ${b} in ${days(y)}. ${a} works alone for ${days(worked)} and then leaves. In how many days will ${b} finish the remaining work?`,
      `${a} alone takes ${days(x)} to finish a job and ${b} alone takes ${days(y)}. ${a} starts and works for ${days(worked)}; ${b} completes the rest. How many days does ${b} work?`,
    ]);
    return { question, options: numberOptions(rest, [y - worked, (worked / x) * y, rest + worked], days) };
  },
  (random) => {
    const times = random.pick([2, 3, 4] as const);
    const slow = drawUntil(() => {
      const b = random.int(6, 60);
      return isWhole(b / times) && isExact(b / (times + 1)) ? b : undefined;
    });
    const fast = slow / times;
    const both = exact(slow / (times + 1));
    const askFast = random.next() < 0.5;
    const efficiency = { 2: 'twice', 3: 'thrice', 4: 'four times' }[times];
    const question = `A is ${efficiency} as efficient as B, and together they finish a work in ${days(both)}. In how many days can ${askFast ? 'A' : 'B'} alone finish it?`;
    const answer = askFast ? fast : slow;
    return { question, options: numberOptions(answer, [askFast ? slow : fast, both * times, both * 2], days) };
  },
  (random) => {
    const [x, y, z] = drawUntil(() => {
      const spans = [random.int(4, 30), random.int(4, 30), random.int(4, 30)];
      return new Set(spans).size === 3 && isExact(together(...spans)) ? spans : undefined;
    });
    const names = pickDistinct(random, NAMES, 3);
    const question = random.pick([
      `${names[0]}, ${names[1]} and ${names[2]} can do a piece of work in ${days(x!)}, ${days(y!)} and ${days(z!)} respectively. In how many days can they do it together?`,
      `Three workers can finish a job alone in ${x}, ${y} and ${z} days. How long will they take if all three work together?`,
    ]);
    return { question, options: numberOptions(together(x!, y!, z!), [(x! + y! + z!) / 3, together(x!, y!), Math.min(x!, y!, z!) / 2], days) };
  },
  (random) => {
    const [ab, bc, ca, all] = drawUntil(() => {
      const rates = pickDistinct(random, [1, 2, 3, 4, 5, 6, 7, 8], 3) as [number, number, number];
      const [a, b, c] = rates;
      const work = lcm(lcm(a + b, b + c), c + a);
      return work <= 120 && isExact(work / (a + b + c)) ? [work / (a + b), work / (b + c), work / (c + a), work / (a + b + c)] : undefined;
    });
    const question = random.pick([
      `A and B can do a work in ${days(ab)}, B and C in ${days(bc)}, and C and A in ${days(ca)}. In how many days can A, B and C together finish it?`,
      `Working in pairs, A and B take ${days(ab)}, B and C take ${days(bc)} and C and A take ${days(ca)} to complete a job. How long will all three take together?`,
    ]);
    return { question, options: numberOptions(all, [together(ab, bc, ca), (ab + bc + ca) / 3, 2 * all], days) };
  },
  (random) => {
    const [men, span, otherMen] = drawUntil(() => {
      const m1 = random.int(4, 40);
      const d1 = random.int(4, 60);
      const m2 = random.int(4, 60);
      return m1 !== m2 && isWhole((m1 * d1) / m2) ? [m1, d1, m2] : undefined;
    });
    const answer = (men * span) / otherMen;
    const question = random.pick([
      `${men} men can build a wall in ${days(span)}. How many days will ${otherMen} men take to build the same wall?`,
      `If ${men} workers finish a job in ${days(span)}, in how many days will ${otherMen} workers finish it, working at the same rate?`,
    ]);
    return { question, options: numberOptions(answer, [(otherMen * span) / men, span + men - otherMen, answer + 2], days) };
  },
  (random) => {
    const [x, y, early] = drawUntil(() => {
      const a = random.int(6, 40);
      const b = random.int(6, 40);
      const k = random.int(1, 8);
      const total = ((a + k) * b) / (a + b);
      return a !== b && total > k + 1 && isExact(total) ? [a, b, k] : undefined;
    });
    const total = exact(((x + early) * y) / (x + y));
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} and ${b} can do a work in ${days(x)} and ${days(y)} respectively. They start together, but ${a} leaves ${days(early)} before the work is finished. In how many days is the work completed?`,
      `${a} alone can finish a job in ${days(x)}, ${b} alone in ${days(y)}. Both begin the job together and ${a} quits ${days(early)} before it is completed. Find the total time taken.`,
    ]);
    return { question, options: numberOptions(total, [together(x, y), together(x, y) + early, total + 1], days) };
  },
]);

const pipes = templatesOf('pipes', [
  (random) => {
    const [x, y] = spansWithExactTogether(random, 2, 30);
    const unit = random.pick([hours, minutes]);
    const question = random.pick([
      `Pipe A can fill a tank in ${unit(x)} and pipe B can fill it in ${unit(y)}. If both pipes are opened together, how long will they take to fill the tank?`,
      `Two taps can fill a cistern in ${unit(x)} and ${unit(y)} respectively. Both are opened at once. In what time will the cistern be full?`,
    ]);
    return { question, options: numberOptions(together(x, y), [(x + y) / 2, x + y, Math.abs(x - y)], unit) };
  },
  (random) => {
    const [fill, empty] = drawUntil(() => {
      const f = random.int(2, 30);
      const e = random.int(f + 1, 60);
      return isExact((f * e) / (e - f)) ? [f, e] : undefined;
    });
    const unit = random.pick([hours, minutes]);
    const question = random.pick([
      `A pipe can fill a tank in ${unit(fill)} and another pipe can empty it in ${unit(empty)}. If both are opened together, in how much time will the tank be filled?`,
      `An inlet fills a tank in ${unit(fill)}; an outlet empties the full tank in ${unit(empty)}. How long does it take to fill the empty tank with both open?`,
    ]);
    return { question, options: numberOptions((fill * empty) / (empty - fill), [together(fill, empty), empty - fill, (fill + empty) / 2], unit) };
  },
  (random) => {
    const [normal, slowed] = drawUntil(() => {
      const n = random.int(2, 20);
      const s = n + random.int(1, 10);
      return isExact((n * s) / (s - n)) ? [n, s] : undefined;
    });
    const question = random.pick([
      `A pipe can fill a tank in ${hours(normal)}. Because of a leak at the bottom, it takes ${hours(slowed)} to fill the tank. In what time can the leak alone empty the full tank?`,
      `A cistern is normally filled in ${hours(normal)}, but takes ${hours(slowed)} because of a leak. If the cistern is full, how long will the leak take to empty it?`,
    ]);
    return { question, options: numberOptions((normal * slowed) / (slowed - normal), [slowed - normal, together(normal, slowed), normal + slowed], hours) };
  },
  (random) => {
    const [x, y, z] = drawUntil(() => {
      const a = random.int(2, 30);
      const b = random.int(2, 30);
      const c = random.int(2, 60);
      const rate = 1 / a + 1 / b - 1 / c;
      return a !== b && c !== a && c !== b && rate > 0 && isExact(1 / rate) ? [a, b, c] : undefined;
    });
    const answer = 1 / (1 / x + 1 / y - 1 / z);
    const question = random.pick([
      `Pipes A and B can fill a tank in ${hours(x)} and ${hours(y)} respectively, and pipe C can empty it in ${hours(z)}. If all three are opened together, in how many hours will the tank be filled?`,
      `Two inlets fill a tank in ${x} and ${y} hours and an outlet empties it in ${z} hours. With all of them open, how long does it take to fill the tank?`,
    ]);
    return { question, options: numberOptions(answer, [together(x, y), together(x, y, z), answer + 1], hours) };
  },
  (random) => {
    const [x, y] = spansWithExactTogether(random, 2, 40);
    const both = exact(together(x, y));
    const question = random.pick([
      `Two pipes together fill a tank in ${minutes(both)}. The first pipe alone can fill it in ${minutes(x)}. How long will the second pipe alone take?`,
      `Pipes A and B can fill a tank together in ${minutes(both)}; pipe A alone takes ${minutes(x)}. In what time can pipe B alone fill the tank?`,
    ]);
    return { question, options: numberOptions(y, [x - both, x + both, (x * both) / (x + both)], minutes) };
  },
  (random) => {
    const [x, y, open] = drawUntil(() => {
      const a = random.int(6, 40);
      const b = random.int(6, 40);
      const k = random.int(1, 10);
      const filled = k * (1 / a + 1 / b);
      return a !== b && filled < 1 && isExact(k + (1 - filled) * b) ? [a, b, k] : undefined;
    });
    const total = exact(open + (1 - open * (1 / x + 1 / y)) * y);
    const question = random.pick([
      `Pipes A and B can fill a tank in ${minutes(x)} and ${minutes(y)} respectively. Both are opened together, and after ${minutes(open)} pipe A is turned off. In how many minutes in all is the tank filled?`,
      `Two pipes fill a cistern in ${x} minutes and ${y} minutes. Both are opened, and the first is closed after ${open} minutes. What is the total time taken to fill the cistern?`,
    ]);
    return { question, options: numberOptions(total, [together(x, y), total - open, y + open], minutes) };
  },
  (random) => {
    const [rate, leakAlone, withInlet] = drawUntil(() => {
      const r = random.int(2, 12);
      const l = random.int(3, 12);
      const m = l + random.int(1, 12);
      return isWhole((60 * r * l * m) / (m - l)) ? [r, l, m] : undefined;
    });
    const capacity = (60 * rate * leakAlone * withInlet) / (withInlet - leakAlone);
    const question = `A leak in the bottom of a tank can empty the full tank in ${hours(leakAlone)}. An inlet pipe fills water at the rate of ${rate} litres a minute. When the tank is full, the inlet is opened and due to the leak the tank is empty in ${hours(withInlet)}. What is the capacity of the tank?`;
    const litres = (value: number) => `${formatNumber(value, 'indian')} litres`;
    return { question, options: numberOptions(capacity, [(rate * leakAlone * withInlet) / (withInlet - leakAlone), 60 * rate * leakAlone, 60 * rate * withInlet], litres) };
  },
  (random) => {
    const [x, y, total] = drawUntil(() => {
      const a = random.int(6, 60);
      const b = random.int(6, 60);
      const t = random.int(2, a - 1);
      const closeAfter = b * (1 - t / a);
      return a !== b && closeAfter > 0 && closeAfter < t && isExact(closeAfter) ? [a, b, t] : undefined;
    });
    const closeAfter = exact(y * (1 - total / x));
    const question = random.pick([
      `Two pipes A and B can fill a tank in ${minutes(x)} and ${minutes(y)} respectively. Both are opened together. After how many minutes should B be closed so that the tank is full in ${minutes(total)}?`,
      `Pipe A fills a tank in ${x} minutes and pipe B in ${y} minutes. Both are turned on together; when should B be turned off so that the tank fills in exactly ${total} minutes?`,
    ]);
    return { question, options: numberOptions(closeAfter, [y - total, (total * y) / x, total - closeAfter], minutes) };
  },
]);

/** A speed in km/h that is a whole number of metres a second (a multiple of 18 km/h -> 5 m/s). */
function trainSpeed(random: Random, min = 36, max = 126): number {
  return multipleOf(random, min, max, 18);
}

/** '12 seconds'. */
function seconds(value: number): string {
  return `${formatNumber(value)} seconds`;
}

/** '320 m' or '320 metres'. */
function metres(value: number): string {
  return `${formatNumber(value)} m`;
}

/** '54 km/h' or '54 km/hr'. */
function kmh(value: number): string {
  return `${formatNumber(value)} km/h`;
}

const trains = templatesOf('trains', [
  (random) => {
    const speed = trainSpeed(random);
    const time = random.int(6, 30);
    const length = (speed * 5 * time) / 18;
    const question = random.pick([
      `A train ${length} m long is running at ${kmh(speed)}. In how much time will it pass a telegraph post?`,
      `How long does a ${length}-metre train moving at ${speed} km/hr take to cross a pole?`,
      `In what time will a train ${length} metres long, running at a speed of ${kmh(speed)}, cross an electric pole?`,
    ]);
    return { question, options: numberOptions(time, [length / speed, (length * 3.6) / (speed / 3.6), time + 4], seconds) };
  },
  (random) => {
    const speed = trainSpeed(random);
    const time = random.int(10, 45);
    const total = (speed * 5 * time) / 18;
    const length = multipleOf(random, 60, total - 40, 10);
    const platform = total - length;
    const question = random.pick([
      `A train ${length} m long crosses a platform ${platform} m long in ${time} seconds. What is the speed of the train in km/h?`,
      `Find the speed of a ${length}-metre train that takes ${time} s to cross a ${platform}-metre platform completely.`,
    ]);
    return { question, options: numberOptions(speed, [(length / time) * 3.6, total / time, (platform / time) * 3.6], kmh) };
  },
  (random) => {
    const speedMs = random.int(8, 30);
    const pole = random.int(6, 20);
    const platformTime = pole + random.int(4, 30);
    const length = speedMs * pole;
    const platform = speedMs * (platformTime - pole);
    const question = random.pick([
      `A train crosses a pole in ${pole} seconds and a platform ${platform} m long in ${platformTime} seconds. What is the length of the train?`,
      `A train passes a signal post in ${pole} s and a ${platform}-metre bridge in ${platformTime} s. Find the length of the train.`,
    ]);
    return { question, options: numberOptions(length, [platform, speedMs * platformTime, (platform * pole) / platformTime], metres) };
  },
  (random) => {
    const [first, second, time] = drawUntil(() => {
      const v1 = multipleOf(random, 36, 108, 9);
      const v2 = multipleOf(random, 36, 108, 9);
      const t = random.int(6, 24);
      return isWhole(((v1 + v2) * 5 * t) / 18) ? [v1, v2, t] : undefined;
    });
    const combined = ((first + second) * 5 * time) / 18;
    const lengthA = multipleOf(random, 50, combined - 50, 10);
    const lengthB = combined - lengthA;
    const question = random.pick([
      `Two trains ${lengthA} m and ${lengthB} m long are running in opposite directions at ${kmh(first)} and ${kmh(second)}. In what time will they cross each other?`,
      `How long will two trains of lengths ${lengthA} m and ${lengthB} m, moving towards each other on parallel tracks at ${first} km/h and ${second} km/h, take to cross each other?`,
    ]);
    const relativeWrong = Math.abs(first - second);
    return { question, options: numberOptions(time, [relativeWrong > 0 ? (combined * 18) / (relativeWrong * 5) : time * 2, (lengthA * 18) / ((first + second) * 5), time + 3], seconds) };
  },
  (random) => {
    const [fast, slow, time] = drawUntil(() => {
      const v1 = multipleOf(random, 45, 126, 9);
      const v2 = multipleOf(random, 27, v1 - 9, 9);
      const t = random.int(10, 60);
      return v2 > 0 && isWhole(((v1 - v2) * 5 * t) / 18) && ((v1 - v2) * 5 * t) / 18 >= 250 ? [v1, v2, t] : undefined;
    });
    const combined = ((fast - slow) * 5 * time) / 18;
    const lengthA = multipleOf(random, 100, combined - 100, 10);
    const lengthB = combined - lengthA;
    const question = random.pick([
      `Two trains of lengths ${lengthA} m and ${lengthB} m are running in the same direction at ${kmh(fast)} and ${kmh(slow)}. In how much time will the faster train pass the slower one completely?`,
      `A train ${lengthA} m long running at ${fast} km/h overtakes another train ${lengthB} m long running at ${slow} km/h in the same direction. How long does it take to pass it?`,
    ]);
    return { question, options: numberOptions(time, [(combined * 18) / ((fast + slow) * 5), (lengthA * 18) / ((fast - slow) * 5), time + 5], seconds) };
  },
  (random) => drawTrainPastWalker(random),
  (random) => {
    const speed = trainSpeed(random);
    const time = random.int(15, 60);
    const total = (speed * 5 * time) / 18;
    const bridge = multipleOf(random, 50, total - 50, 10);
    const length = total - bridge;
    const question = random.pick([
      `A train running at ${kmh(speed)} crosses a bridge ${bridge} m long in ${time} seconds. What is the length of the train?`,
      `Find the length of a train that takes ${time} seconds to cross a ${bridge} m long bridge at a speed of ${speed} km/h.`,
    ]);
    return { question, options: numberOptions(length, [total, bridge, total + bridge], metres) };
  },
  (random) => {
    const [first, second] = drawUntil(() => {
      const t1 = random.int(6, 30);
      const t2 = random.int(6, 30);
      return t1 !== t2 && isExact((2 * t1 * t2) / (t1 + t2)) ? [t1, t2] : undefined;
    });
    const answer = (2 * first * second) / (first + second);
    const question = random.pick([
      `Two trains of equal length cross a telegraph post in ${first} seconds and ${second} seconds respectively. In what time will they cross each other travelling in opposite directions?`,
      `Each of two trains of the same length passes a pole, one in ${first} s and the other in ${second} s. How long will they take to cross each other when running in opposite directions?`,
    ]);
    return { question, options: numberOptions(answer, [(first + second) / 2, first + second, together(first, second)], seconds) };
  },
]);

/** A train passing a walker from behind: the relative speed is a multiple of 5 m/s, so a whole km/h. */
function drawTrainPastWalker(random: Random): ReturnType<DoubtTemplate['draw']> {
  const relativeMs = multipleOf(random, 10, 30, 5);
  const [time, walker] = [random.int(6, 30), random.int(2, 8)];
  const length = relativeMs * time;
  const speed = relativeMs * 3.6 + walker;
  const question = random.pick([
    `A train ${length} m long passes a man, running at ${kmh(walker)} in the same direction in which the train is going, in ${time} seconds. Find the speed of the train.`,
    `A man walks at ${walker} km/h beside a railway track. A ${length}-metre train coming from behind passes him in ${time} seconds. What is the speed of the train?`,
  ]);
  return { question, options: numberOptions(speed, [relativeMs * 3.6 - walker, relativeMs * 3.6, speed + 2], kmh) };
}

const boats = templatesOf('boats', [
  (random) => {
    const boat = random.int(6, 30);
    const stream = random.int(1, Math.floor(boat / 2));
    const question = random.pick([
      `A boat goes downstream at ${kmh(boat + stream)} and upstream at ${kmh(boat - stream)}. What is the speed of the boat in still water?`,
      `The downstream speed of a boat is ${boat + stream} km/h and its upstream speed is ${boat - stream} km/h. Find its speed in still water.`,
    ]);
    return { question, options: numberOptions(boat, [stream, 2 * boat, boat + stream], kmh) };
  },
  (random) => {
    const boat = random.int(6, 30);
    const stream = random.int(1, Math.floor(boat / 2));
    const question = random.pick([
      `A man rows downstream at ${kmh(boat + stream)} and upstream at ${kmh(boat - stream)}. Find the speed of the stream.`,
      `What is the speed of the current if a boat travels ${boat + stream} km/h downstream and ${boat - stream} km/h upstream?`,
    ]);
    return { question, options: numberOptions(stream, [boat, 2 * stream, boat - stream], kmh) };
  },
  (random) => {
    const boat = random.int(6, 30);
    const stream = random.int(1, Math.floor(boat / 2));
    const distance = (random.int(2, 20) * (boat + stream)) / random.pick([1, 2]);
    const time = exact(distance / (boat + stream));
    const question = random.pick([
      `The speed of a boat in still water is ${kmh(boat)} and the speed of the stream is ${kmh(stream)}. How long will the boat take to go ${formatNumber(distance)} km downstream?`,
      `A motorboat whose speed in still water is ${boat} km/h goes ${formatNumber(distance)} km downstream in a river flowing at ${stream} km/h. Find the time taken.`,
    ]);
    return { question, options: numberOptions(time, [distance / boat, distance / (boat - stream), time + 1], hours) };
  },
  (random) => {
    const [boat, stream, distance] = drawUntil(() => {
      const b = random.int(4, 20);
      const s = random.int(1, Math.floor(b / 2));
      const d = random.int(6, 60);
      return isExact(d / (b + s) + d / (b - s)) ? [b, s, d] : undefined;
    });
    const total = exact(distance / (boat + stream) + distance / (boat - stream));
    const question = random.pick([
      `A man can row at ${kmh(boat)} in still water. If the river flows at ${kmh(stream)}, how long will he take to row ${distance} km downstream and come back?`,
      `The speed of a boat in still water is ${boat} km/h and that of the stream is ${stream} km/h. Find the total time taken to go ${distance} km upstream and return.`,
    ]);
    return { question, options: numberOptions(total, [(2 * distance) / boat, distance / (boat + stream), distance / (boat - stream)], hours) };
  },
  (random) => {
    const boat = random.int(5, 25);
    const stream = random.int(1, Math.floor(boat / 2));
    const [downTime, upTime] = [random.int(2, 6), random.int(2, 6)];
    const down = (boat + stream) * downTime;
    const up = (boat - stream) * upTime;
    const question = random.pick([
      `A boat covers ${down} km downstream in ${hours(downTime)} and ${up} km upstream in ${hours(upTime)}. What is the speed of the boat in still water?`,
      `A boatman goes ${down} km downstream in ${downTime} hours and ${up} km upstream in ${upTime} hours. Find his speed in still water.`,
    ]);
    return { question, options: numberOptions(boat, [stream, (down + up) / (downTime + upTime), boat + stream], kmh) };
  },
  (random) => {
    const times = random.pick([2, 3, 4] as const);
    const boat = random.int(2, 8) * (times + 1);
    const stream = (boat * (times - 1)) / (times + 1);
    const multiple = { 2: 'twice', 3: 'thrice', 4: 'four times' }[times];
    const question = random.pick([
      `A man can row at ${kmh(boat)} in still water. It takes him ${multiple} as long to row up as to row down the same distance. Find the speed of the stream.`,
      `The speed of a boat in still water is ${boat} km/h. If it takes ${multiple} as long upstream as downstream over the same distance, what is the speed of the current?`,
    ]);
    return { question, options: numberOptions(stream, [boat / times, boat / (times + 1), boat - stream], kmh) };
  },
  (random) => {
    const [boat, stream, distance] = drawUntil(() => {
      const b = random.int(4, 20);
      const s = random.int(1, Math.floor(b / 2));
      const d = random.int(4, 60);
      return isExact(d / (b + s) + d / (b - s)) ? [b, s, d] : undefined;
    });
    const total = exact(distance / (boat + stream) + distance / (boat - stream));
    const question = random.pick([
      `A man rows to a place ${distance} km away and comes back in ${hours(total)}. If the stream flows at ${kmh(stream)}, what is his rowing speed in still water?`,
      `The current of a river runs at ${stream} km/h. A boat goes ${distance} km upstream and returns in ${formatNumber(total)} hours in all. Find the speed of the boat in still water.`,
    ]);
    return { question, options: numberOptions(boat, [(2 * distance) / total, boat + stream, boat - stream], kmh) };
  },
  (random) => {
    const [upSpeed, stream, upTime] = drawUntil(() => {
      const u = random.int(3, 20);
      const s = random.int(1, 6);
      const t = random.int(2, 8);
      return isExact((u * t) / (u + 2 * s)) ? [u, s, t] : undefined;
    });
    const distance = upSpeed * upTime;
    const back = exact(distance / (upSpeed + 2 * stream));
    const question = random.pick([
      `A boat goes ${distance} km upstream in ${hours(upTime)}. If the speed of the stream is ${kmh(stream)}, how long will it take to come back downstream?`,
      `The stream flows at ${stream} km/h. A boat takes ${upTime} hours to go ${distance} km upstream. Find the time it takes to return the same distance downstream.`,
    ]);
    return { question, options: numberOptions(back, [distance / (upSpeed + stream), upTime - 1, distance / (upSpeed + 3 * stream)], hours) };
  },
]);

/** '2 h 15 min', '45 min', '3 h'. */
function hoursAndMinutes(totalMinutes: number): string {
  const wholeHours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  if (wholeHours === 0) return `${rest} min`;
  return rest === 0 ? `${wholeHours} h` : `${wholeHours} h ${rest} min`;
}

const relativeSpeed = templatesOf('relative-speed', [
  (random) => {
    const [first, second, distance] = drawUntil(() => {
      const v1 = random.int(3, 80);
      const v2 = random.int(3, 80);
      const d = random.int(2, 12) * (v1 + v2) / random.pick([1, 2]);
      return v1 !== v2 && isWhole(d) ? [v1, v2, d] : undefined;
    });
    const [a, b] = pickDistinct(random, NAMES, 2);
    const time = distance / (first + second);
    const question = random.pick([
      `Two towns are ${distance} km apart. ${a} starts from one town at ${kmh(first)} and ${b} from the other at ${kmh(second)}, towards each other, at the same time. After how many hours will they meet?`,
      `${a} and ${b} start at the same time from two places ${distance} km apart and move towards each other at ${first} km/h and ${second} km/h. When will they meet?`,
    ]);
    return { question, options: numberOptions(time, [distance / Math.abs(first - second), distance / Math.max(first, second), time + 1], hours) };
  },
  (random) => {
    const [first, second, distance] = drawUntil(() => {
      const v1 = random.int(3, 80);
      const v2 = random.int(3, 80);
      const d = random.int(2, 12) * (v1 + v2);
      return v1 !== v2 ? [v1, v2, d] : undefined;
    });
    const fromA = (distance * first) / (first + second);
    const question = random.pick([
      `Places P and Q are ${distance} km apart. A car leaves P for Q at ${kmh(first)} and at the same time a bus leaves Q for P at ${kmh(second)}. How far from P will they meet?`,
      `Two cars start from the ends of a ${distance} km road at the same moment and drive towards each other at ${first} km/h and ${second} km/h. At what distance from the first car's starting point do they meet?`,
    ]);
    return { question, options: numberOptions(fromA, [distance - fromA, distance / 2, (distance * second) / (first + second) + first], (value) => `${formatNumber(value)} km`) };
  },
  (random) => {
    const [thief, police, gap] = drawUntil(() => {
      const v1 = random.int(6, 14);
      const v2 = v1 + random.int(1, 5);
      const g = multipleOf(random, 100, 600, 50);
      return isWhole((g * v1) / (v2 - v1)) ? [v1, v2, g] : undefined;
    });
    const run = (gap * thief) / (police - thief);
    const question = random.pick([
      `A thief is spotted by a policeman from a distance of ${gap} metres. When the policeman starts the chase, the thief also starts running. If the thief runs at ${kmh(thief)} and the policeman at ${kmh(police)}, how far will the thief have run before he is caught?`,
      `A policeman chases a thief who is ${gap} m ahead. The thief runs at ${thief} km/h and the policeman at ${police} km/h. How many metres will the thief have covered when he is overtaken?`,
    ]);
    return { question, options: numberOptions(run, [(gap * police) / (police - thief), gap, run + gap], (value) => `${formatNumber(value)} m`) };
  },
  (random) => {
    const [going, coming] = drawUntil(() => {
      const a = random.int(10, 90);
      const b = random.int(10, 90);
      return a !== b && isExact((2 * a * b) / (a + b)) ? [a, b] : undefined;
    });
    const answer = (2 * going * coming) / (going + coming);
    const question = random.pick([
      `A man travels from A to B at ${kmh(going)} and returns from B to A at ${kmh(coming)}. What is his average speed for the whole journey?`,
      `A car covers a distance at ${going} km/h and comes back over the same distance at ${coming} km/h. Find the average speed of the car for the round trip.`,
    ]);
    return { question, options: numberOptions(answer, [(going + coming) / 2, Math.abs(going - coming), answer + 2], kmh) };
  },
  (random) => {
    const [d1, v1, d2, v2] = drawUntil(() => {
      const s1 = random.int(20, 80);
      const s2 = random.int(20, 80);
      const dist1 = s1 * random.int(1, 4);
      const dist2 = s2 * random.int(1, 4);
      return s1 !== s2 && isExact((dist1 + dist2) / (dist1 / s1 + dist2 / s2)) ? [dist1, s1, dist2, s2] : undefined;
    });
    const answer = (d1 + d2) / (d1 / v1 + d2 / v2);
    const question = random.pick([
      `A car travels ${d1} km at ${kmh(v1)} and the next ${d2} km at ${kmh(v2)}. What is its average speed for the whole journey?`,
      `A bus covers the first ${d1} km of a journey at ${v1} km/h and the remaining ${d2} km at ${v2} km/h. Find the average speed.`,
    ]);
    return { question, options: numberOptions(answer, [(v1 + v2) / 2, (2 * v1 * v2) / (v1 + v2), answer + 3], kmh) };
  },
  (random) => {
    const [distance, speed] = drawUntil(() => {
      const v = random.int(4, 80);
      const d = random.int(5, 5 * v);
      const total = (d * 60) / v;
      return isWhole(total) && total % 60 !== 0 && total > 60 && total % 5 === 0 ? [d, v] : undefined;
    });
    const total = (distance * 60) / speed;
    const decimalHours = formatNumber(total / 60);
    const misread = /\.(\d+)$/.exec(decimalHours);
    const misreadMinutes = misread ? Math.floor(total / 60) * 60 + Number(misread[1]!.padEnd(2, '0')) : total + 20;
    const question = random.pick([
      `How long will a person take to cover ${distance} km at a speed of ${kmh(speed)}?`,
      `A cyclist rides at ${speed} km/h. Find the time he takes to cover ${distance} km.`,
    ]);
    return {
      question,
      options: textOptions(hoursAndMinutes(total), [hoursAndMinutes(misreadMinutes), hoursAndMinutes(total + 15), hoursAndMinutes(total - 15), hoursAndMinutes(total + 30)]),
    };
  },
  (random) => {
    const [slow, fast, delay] = drawUntil(() => {
      const v1 = random.int(4, 60);
      const v2 = v1 + random.int(2, 30);
      const h = random.int(1, 4);
      return isExact((v1 * h) / (v2 - v1)) ? [v1, v2, h] : undefined;
    });
    const catchUpTime = (slow * delay) / (fast - slow);
    const distance = exact(fast * catchUpTime);
    const [a, b] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${a} starts from a place at ${kmh(slow)}. ${hours(delay)} later ${b} starts from the same place in the same direction at ${kmh(fast)}. How far from the starting point will ${b} overtake ${a}?`,
      `A goods train leaves a station at ${slow} km/h. ${capitalise(hours(delay))} later an express train leaves the same station on a parallel track at ${fast} km/h. At what distance from the station will the express catch the goods train?`,
    ]);
    return { question, options: numberOptions(distance, [slow * catchUpTime, fast * delay, distance + slow], (value) => `${formatNumber(value)} km`) };
  },
  (random) => {
    const [slow, fast, late, early] = drawUntil(() => {
      const v1 = random.int(3, 12);
      const v2 = v1 + random.int(1, 4);
      const m1 = random.int(2, 20);
      const m2 = random.int(2, 20);
      return isWhole(((m1 + m2) / 60) * ((v1 * v2) / (v2 - v1))) ? [v1, v2, m1, m2] : undefined;
    });
    const distance = ((late + early) / 60) * ((slow * fast) / (fast - slow));
    const question = random.pick([
      `Walking at ${kmh(slow)}, a student reaches school ${late} minutes late. Walking at ${kmh(fast)}, he reaches ${early} minutes early. How far is the school from his house?`,
      `If a man walks at ${slow} km/h he misses a train by ${late} minutes; if he walks at ${fast} km/h he reaches the station ${early} minutes before the train leaves. Find the distance to the station.`,
    ]);
    return { question, options: numberOptions(distance, [((late + early) / 60) * (slow + fast), (Math.abs(late - early) / 60) * ((slow * fast) / (fast - slow)), distance + 1], (value) => `${formatNumber(value)} km`) };
  },
]);

const ages = templatesOf('ages', [
  (random) => {
    const [a, b, unit, after] = drawUntil(() => {
      const [x, y] = coprimePair(random, 9);
      const k = random.int(2, 12);
      const n = random.int(2, 15);
      return Math.max(x, y) * k <= 80 && reduceRatio([x * k + n, y * k + n]).every((part) => part <= 20) ? [x, y, k, n] : undefined;
    });
    const later = reduceRatio([a * unit + after, b * unit + after]);
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `The present ages of ${first} and ${second} are in the ratio ${a} : ${b}. After ${years(after)}, the ratio of their ages will be ${later.join(' : ')}. What is ${first}'s present age?`,
      `The ratio of the ages of ${first} and ${second} is ${a}:${b} now; ${after} years hence it will be ${later.join(':')}. Find the present age of ${first}.`,
    ]);
    return { question, options: numberOptions(a * unit, [b * unit, a * unit + after, later[0]! * unit], years) };
  },
  (random) => {
    const [son, ago, times] = drawUntil(() => {
      const s = random.int(8, 30);
      const x = random.int(2, s - 2);
      const n = random.int(2, 5);
      return n * (s - x) + x <= 80 ? [s, x, n] : undefined;
    });
    const father = times * (son - ago) + ago;
    const askSon = random.next() < 0.5;
    const question = random.pick([
      `The sum of the present ages of a father and his son is ${father + son} years. ${capitalise(years(ago))} ago, the father's age was ${times} times the son's age. What is the ${askSon ? "son's" : "father's"} present age?`,
      `A father and son are together ${father + son} years old. ${ago} years ago the father was ${times} times as old as the son. Find the present age of the ${askSon ? 'son' : 'father'}.`,
    ]);
    const answer = askSon ? son : father;
    return { question, options: numberOptions(answer, [askSon ? son - ago : father - ago, askSon ? (father + son) / (times + 1) : ((father + son) * times) / (times + 1), answer + ago], years) };
  },
  (random) => {
    const [son, now, later, after] = drawUntil(() => {
      const s = random.int(4, 20);
      const k = random.int(3, 6);
      const n = random.int(2, 20);
      const m = (k * s + n) / (s + n);
      return isWhole(m) && m >= 2 && m < k ? [s, k, m, n] : undefined;
    });
    const question = random.pick([
      `A father is ${now} times as old as his son. After ${years(after)} he will be ${later} times as old as his son. What is the son's present age?`,
      `At present a man's age is ${now} times that of his son; ${after} years from now it will be ${later} times his son's age. Find the son's present age.`,
    ]);
    return { question, options: numberOptions(son, [son * now, son + after, after], years) };
  },
  (random) => {
    const [younger, gap, ago, times] = drawUntil(() => {
      const b = random.int(10, 40);
      const n = random.int(2, b - 3);
      const m = random.int(2, 4);
      const a = m * (b - n) + n;
      return a - b > 0 && a <= 80 ? [b, a - b, n, m] : undefined;
    });
    const [first, second] = pickDistinct(random, NAMES, 2);
    const question = random.pick([
      `${first} is ${years(gap)} older than ${second}. ${capitalise(years(ago))} ago, ${first} was ${times} times as old as ${second}. What is ${second}'s present age?`,
      `${second} is ${gap} years younger than ${first}. ${ago} years back ${first}'s age was ${times} times ${second}'s age. How old is ${second} now?`,
    ]);
    return { question, options: numberOptions(younger, [younger + gap, younger - ago, gap], years) };
  },
  (random) => {
    const [a, b, unit, ago] = drawUntil(() => {
      const [x, y] = coprimePair(random, 9);
      const k = random.int(3, 12);
      const n = random.int(1, Math.min(x, y) * k - 1);
      return Math.max(x, y) * k <= 80 && reduceRatio([x * k - n, y * k - n]).every((part) => part <= 20) ? [x, y, k, n] : undefined;
    });
    const before = reduceRatio([a * unit - ago, b * unit - ago]);
    const question = random.pick([
      `The ratio of the present ages of two brothers is ${a} : ${b}. ${capitalise(years(ago))} ago, the ratio was ${before.join(' : ')}. What is the sum of their present ages?`,
      `Present ages of P and Q are in the ratio ${a}:${b}. ${ago} years ago their ages were in the ratio ${before.join(':')}. Find the sum of their present ages.`,
    ]);
    const sum = (a + b) * unit;
    return { question, options: numberOptions(sum, [sum - 2 * ago, (before[0]! + before[1]!) * unit, a * unit], years) };
  },
  (random) => {
    const children = random.pick([3, 4, 5]);
    const gap = random.pick([2, 3, 4]);
    const youngest = random.int(1, 12);
    const sum = children * youngest + (gap * children * (children - 1)) / 2;
    const askEldest = random.next() < 0.4;
    const answer = askEldest ? youngest + gap * (children - 1) : youngest;
    const question = `The sum of the ages of ${children} children born at intervals of ${years(gap)} each is ${years(sum)}. What is the age of the ${askEldest ? 'eldest' : 'youngest'} child?`;
    return { question, options: numberOptions(answer, [sum / children, askEldest ? youngest : youngest + gap * (children - 1), answer + gap], years) };
  },
  (random) => {
    const [son, times] = drawUntil(() => {
      const r = random.int(5, 25);
      const k = random.pick([3, 4, 5] as const);
      return r * k <= 90 ? [r, k] : undefined;
    });
    const atBirth = son * (times - 1);
    const father = son + atBirth;
    const name = random.pick(MALE_NAMES);
    const fraction = { 3: 'one-third', 4: 'one-fourth', 5: 'one-fifth' }[times];
    const question = random.pick([
      `When ${name} was born, his father was ${years(atBirth)} old. Now ${name}'s age is ${fraction} of his father's age. What is ${name}'s present age?`,
      `${name}'s father was ${atBirth} years old when ${name} was born. If ${name}'s present age is ${fraction} of his father's present age, how old is ${name}?`,
    ]);
    return { question, options: numberOptions(son, [atBirth / times, father, son + times], years) };
  },
  (random) => {
    const [age, times, back, ahead] = drawUntil(() => {
      const a = random.int(10, 50);
      const k = random.pick([2, 3, 4] as const);
      const m = random.int(2, a - 2);
      const n = k * (a - m) - a;
      return n >= 2 && n <= 30 ? [a, k, m, n] : undefined;
    });
    const female = random.next() < 0.5;
    const name = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const word = { 2: 'twice', 3: 'three times', 4: 'four times' }[times];
    const question = random.pick([
      `${name}'s age after ${years(ahead)} will be ${word} ${female ? 'her' : 'his'} age ${back} years ago. What is ${name}'s present age?`,
      `After ${ahead} years, ${name} will be ${word} as old as ${female ? 'she' : 'he'} was ${back} years ago. Find ${name}'s present age.`,
    ]);
    return { question, options: numberOptions(age, [age + ahead, age - back, (ahead + back) / (times - 1) + 1], years) };
  },
]);

/** '154 sq m', '154 cm²', '616 cu cm' as papers print them. */
function area(value: number, unit: 'm' | 'cm'): string {
  return `${formatNumber(value, 'indian')} sq ${unit}`;
}

function volume(value: number, unit: 'm' | 'cm'): string {
  return `${formatNumber(value, 'indian')} cu ${unit}`;
}

function length(value: number, unit: 'm' | 'cm'): string {
  return `${formatNumber(value)} ${unit}`;
}

/** A radius that is a multiple of 7, so that areas with π = 22/7 come out whole. */
function radiusOfSevens(random: Random, max = 35): number {
  return multipleOf(random, 7, max, 7);
}

const PYTHAGOREAN = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;

const mensuration = templatesOf('mensuration', [
  (random) => {
    const money = drawMoney(random);
    const [long, broad] = drawUntil(() => {
      const l = random.int(12, 120);
      const b = random.int(8, 90);
      return l > b ? [l, b] : undefined;
    });
    const rate = random.pick([5, 8, 10, 12, 15, 20, 25, 12.5, 7.5]);
    const cost = exact(2 * (long + broad) * rate);
    const question = random.pick([
      `A rectangular field is ${long} m long and ${broad} m broad. Find the cost of fencing it at ${money(rate)} per metre.`,
      `What is the cost of putting a fence round a rectangular park ${long} m by ${broad} m at the rate of ${money(rate)} a metre?`,
    ]);
    return { question, options: numberOptions(cost, [(long + broad) * rate, long * broad * rate, 4 * long * rate], money) };
  },
  (random) => {
    const side = random.int(5, 60);
    const perimeter = 4 * side;
    const question = random.pick([
      `The perimeter of a square is ${perimeter} m. Find its area.`,
      `What is the area of a square field whose perimeter is ${perimeter} metres?`,
    ]);
    return { question, options: numberOptions(side * side, [2 * side * side, 2 * perimeter, (side + 2) ** 2], (value) => area(value, 'm')) };
  },
  (random) => {
    const radius = radiusOfSevens(random);
    const askArea = random.next() < 0.6;
    const answer = askArea ? (22 / 7) * radius * radius : 2 * (22 / 7) * radius;
    const question = askArea
      ? random.pick([`Find the area of a circle of radius ${radius} cm. (Take π = 22/7)`, `What is the area of a circular plate whose radius is ${radius} cm? (Use π = 22/7)`])
      : random.pick([`Find the circumference of a circle of radius ${radius} cm. (π = 22/7)`, `What is the circumference of a circular disc with radius ${radius} cm? Take π = 22/7.`]);
    const mistakes = askArea ? [2 * (22 / 7) * radius, (22 / 7) * (2 * radius) ** 2, (22 / 7) * radius * radius * 2] : [(22 / 7) * radius, (22 / 7) * radius * radius, 4 * (22 / 7) * radius];
    const format = askArea ? (value: number) => area(value, 'cm') : (value: number) => length(value, 'cm');
    return { question, options: numberOptions(exact(answer), mistakes, format) };
  },
  (random) => {
    const radius = radiusOfSevens(random, 49);
    const circumference = exact(2 * (22 / 7) * radius);
    const answer = exact((22 / 7) * radius * radius);
    const question = random.pick([
      `The circumference of a circle is ${circumference} m. Find its area. (Take π = 22/7)`,
      `A circular garden has a circumference of ${circumference} metres. What is its area? (π = 22/7)`,
    ]);
    return { question, options: numberOptions(answer, [(22 / 7) * (2 * radius) ** 2, circumference * radius, answer / 2], (value) => area(value, 'm')) };
  },
  (random) => {
    const triple = random.pick(PYTHAGOREAN);
    const scale = random.int(1, 6);
    const [a, b, c] = triple.map((side) => side * scale) as [number, number, number];
    const ask = random.pick(['hypotenuse', 'area', 'perimeter'] as const);
    const answers = { hypotenuse: c, area: (a * b) / 2, perimeter: a + b + c };
    const question = {
      hypotenuse: `The two sides containing the right angle of a right-angled triangle are ${a} cm and ${b} cm. Find its hypotenuse.`,
      area: `Find the area of a right-angled triangle whose hypotenuse is ${c} cm and one of the other sides is ${a} cm.`,
      perimeter: `The legs of a right triangle measure ${a} cm and ${b} cm. What is its perimeter?`,
    }[ask];
    const mistakes = { hypotenuse: [a + b, c + scale, Math.abs(b - a) + c], area: [a * b, (a * c) / 2, (b * c) / 2], perimeter: [a + b, a + b + c + scale, 2 * (a + b)] }[ask];
    const format = ask === 'area' ? (value: number) => area(value, 'cm') : (value: number) => length(value, 'cm');
    return { question, options: numberOptions(answers[ask], mistakes, format) };
  },
  (random) => {
    const [long, broad, tile] = drawUntil(() => {
      const t = random.pick([20, 25, 40, 50]);
      const l = random.int(3, 12) * 100 + random.pick([0, 50]);
      const b = random.int(2, 9) * 100 + random.pick([0, 50]);
      return l % t === 0 && b % t === 0 && l > b ? [l, b, t] : undefined;
    });
    const count = (long / tile) * (broad / tile);
    const question = random.pick([
      `How many square tiles of side ${tile} cm are needed to cover the floor of a room ${formatNumber(long / 100)} m long and ${formatNumber(broad / 100)} m broad?`,
      `A floor measuring ${formatNumber(long / 100)} m by ${formatNumber(broad / 100)} m is to be paved with square tiles of side ${tile} cm. Find the number of tiles required.`,
    ]);
    return { question, options: numberOptions(count, [(long * broad) / tile, (2 * (long + broad)) / tile, count / 2], (value) => formatNumber(value, 'indian')) };
  },
  (random) => {
    const [l, b, h] = [random.int(4, 30), random.int(3, 20), random.int(2, 15)];
    const askVolume = random.next() < 0.5;
    const answer = askVolume ? l * b * h : 2 * (l * b + b * h + h * l);
    const question = askVolume
      ? random.pick([`Find the volume of a cuboid ${l} cm long, ${b} cm broad and ${h} cm high.`, `A box measures ${l} cm × ${b} cm × ${h} cm. What is its volume?`])
      : random.pick([`Find the total surface area of a cuboid of length ${l} cm, breadth ${b} cm and height ${h} cm.`, `What is the total surface area of a closed box measuring ${l} cm by ${b} cm by ${h} cm?`]);
    const mistakes = askVolume ? [2 * (l * b + b * h + h * l), l * b + b * h + h * l, l * b * h * 2] : [l * b + b * h + h * l, l * b * h, 2 * h * (l + b)];
    return { question, options: numberOptions(answer, mistakes, (value) => (askVolume ? volume(value, 'cm') : area(value, 'cm'))) };
  },
  (random) => {
    const radius = radiusOfSevens(random, 28);
    const height = random.int(3, 30);
    const askVolume = random.next() < 0.5;
    const answer = exact(askVolume ? (22 / 7) * radius * radius * height : 2 * (22 / 7) * radius * height);
    const question = askVolume
      ? random.pick([`Find the volume of a cylinder of radius ${radius} cm and height ${height} cm. (π = 22/7)`, `A cylindrical tank has a base radius of ${radius} cm and a height of ${height} cm. What is its volume? Take π = 22/7.`])
      : random.pick([`Find the curved surface area of a cylinder whose radius is ${radius} cm and height is ${height} cm. (π = 22/7)`, `What is the area of the curved surface of a cylindrical pillar of radius ${radius} cm and height ${height} cm? (Use π = 22/7)`]);
    const mistakes = askVolume ? [2 * (22 / 7) * radius * height, (22 / 7) * (2 * radius) ** 2 * height, (22 / 7) * radius * height] : [(22 / 7) * radius * height, 2 * (22 / 7) * radius * (radius + height), (22 / 7) * radius * radius * height];
    return { question, options: numberOptions(answer, mistakes, (value) => (askVolume ? volume(value, 'cm') : area(value, 'cm'))) };
  },
  (random) => {
    const side = random.int(2, 20);
    const surface = 6 * side * side;
    const question = random.pick([
      `The total surface area of a cube is ${surface} sq cm. Find its volume.`,
      `What is the volume of a cube whose surface area is ${surface} cm²?`,
    ]);
    return { question, options: numberOptions(side ** 3, [side ** 2, (surface / 4) * side, side ** 3 * 2], (value) => volume(value, 'cm')) };
  },
]);

/** Three different whole numbers in [2, max] with no factor common to all. */
function coprimeTriple(random: Random, max: number): [number, number, number] {
  return drawUntil(() => {
    const xs = [random.int(2, max), random.int(2, max), random.int(2, max)] as [number, number, number];
    return new Set(xs).size === 3 && gcd(gcd(xs[0], xs[1]), xs[2]) === 1 ? xs : undefined;
  });
}

/** The last digit of base^power. */
function unitDigit(base: number, power: number): number {
  let digit = 1;
  for (let i = 0; i < power; i += 1) digit = (digit * base) % 10;
  return digit;
}

const numberSystem = templatesOf('number-system', [
  (random) => {
    const common = random.int(4, 40);
    const multipliers = coprimeTriple(random, 12);
    const numbers = multipliers.map((m) => m * common);
    const question = random.pick([
      `Find the greatest number that will exactly divide ${numbers.join(', ')}.`,
      `What is the largest number that divides ${numbers[0]}, ${numbers[1]} and ${numbers[2]} without leaving a remainder?`,
      `Three ropes are ${numbers.join(' m, ')} m long. What is the greatest length of a measuring tape that can measure each of them exactly?`,
    ]);
    const leastMultiple = numbers.reduce((acc, n) => lcm(acc, n), 1);
    return { question, options: numberOptions(common, [common / 2, common * 2, Math.min(...numbers) - common, leastMultiple], (value) => formatNumber(value)) };
  },
  (random) => {
    const common = random.int(6, 40);
    const remainder = random.int(1, common - 1);
    const numbers = coprimeTriple(random, 15).map((m) => m * common + remainder);
    const question = random.pick([
      `Find the greatest number which divides ${numbers.join(', ')} leaving a remainder of ${remainder} in each case.`,
      `What is the largest number that divides ${numbers[0]}, ${numbers[1]} and ${numbers[2]} and leaves the same remainder ${remainder} each time?`,
    ]);
    return { question, options: numberOptions(common, [common + remainder, common - remainder, common * 2], (value) => formatNumber(value)) };
  },
  (random) => {
    const divisors = coprimeTriple(random, 20);
    const least = divisors.reduce((acc, n) => lcm(acc, n), 1);
    const remainder = random.int(1, Math.min(...divisors) - 1);
    const question = random.pick([
      `Find the least number which when divided by ${divisors.join(', ')} leaves a remainder of ${remainder} in each case.`,
      `What is the smallest number that leaves remainder ${remainder} when divided by ${divisors[0]}, ${divisors[1]} or ${divisors[2]}?`,
    ]);
    return { question, options: numberOptions(least + remainder, [least, least - remainder, divisors[0] * divisors[1] * divisors[2] + remainder], (value) => formatNumber(value)) };
  },
  (random) => {
    const intervals = drawUntil(() => {
      const xs = [random.int(2, 30), random.int(2, 30), random.int(2, 30)];
      const together = xs.reduce((acc, n) => lcm(acc, n), 1);
      return new Set(xs).size === 3 && together <= 600 ? xs : undefined;
    });
    const period = intervals.reduce((acc, n) => lcm(acc, n), 1);
    const inMinutes = random.next() < 0.5;
    const question = inMinutes
      ? `Three bells toll at intervals of ${intervals.join(', ')} minutes respectively. If they toll together at 9 a.m., after how many minutes will they toll together again?`
      : `Three traffic lights change at intervals of ${intervals[0]}, ${intervals[1]} and ${intervals[2]} seconds. If they change together now, after how many seconds will they next change together?`;
    const unit = inMinutes ? ' minutes' : ' seconds';
    const sum = intervals.reduce((acc, n) => acc + n, 0);
    const pairwise = lcm(intervals[0]!, intervals[1]!);
    return { question, options: numberOptions(period, [sum, pairwise, period * 2], (value) => `${formatNumber(value)}${unit}`) };
  },
  (random) => {
    const small = random.int(3, 13);
    const big = small * random.int(2, 9);
    const remainder = random.int(small, big - 1);
    const multiple = random.int(3, 200);
    const question = random.pick([
      `A number when divided by ${big} leaves a remainder of ${remainder}. What will be the remainder when the same number is divided by ${small}?`,
      `When a certain number is divided by ${big}, the remainder is ${remainder}. Find the remainder when it is divided by ${small}.`,
      `The number ${big * multiple + remainder} leaves remainder ${remainder} when divided by ${big}. What is the remainder when it is divided by ${small}?`,
    ]);
    const answer = remainder % small;
    return { question, options: textOptions(String(answer), [remainder, small - answer, answer + 1, answer + 2, Math.floor(remainder / small)].map(String)) };
  },
  (random) => {
    const base = random.int(2, 99);
    const power = random.int(12, 250);
    const answer = unitDigit(base, power);
    const question = random.pick([
      `Find the unit digit of ${base}^${power}.`,
      `What is the digit in the unit's place of (${base})^${power}?`,
      `The last digit of ${base} raised to the power ${power} is:`,
    ]);
    const others = [base % 10, unitDigit(base, power + 1), unitDigit(base, power - 1), (answer + 2) % 10, (answer + 5) % 10, (answer + 1) % 10];
    return { question, options: textOptions(String(answer), others.map(String)) };
  },
  (random) => {
    const from = random.pick([1, 1, random.int(10, 60)]);
    const to = from + random.int(15, 120);
    const sum = ((from + to) * (to - from + 1)) / 2;
    const question =
      from === 1
        ? random.pick([`Find the sum of the first ${to} natural numbers.`, `What is 1 + 2 + 3 + ... + ${to}?`])
        : random.pick([`Find the sum of all the whole numbers from ${from} to ${to}, both included.`, `What is the sum of the integers from ${from} to ${to}?`]);
    const wrongCount = ((from + to) * (to - from)) / 2;
    return { question, options: numberOptions(sum, [wrongCount, (to * (to + 1)) / 2 + from, sum + to], (value) => formatNumber(value, 'indian')) };
  },
  (random) => {
    const kind = random.pick(['even', 'odd', 'consecutive'] as const);
    const size = random.pick([3, 4, 5]);
    const step = kind === 'consecutive' ? 1 : 2;
    const smallest = drawUntil(() => {
      const start = random.int(5, 150);
      if (kind === 'even' && start % 2 !== 0) return undefined;
      if (kind === 'odd' && start % 2 !== 1) return undefined;
      return start;
    });
    const numbers = Array.from({ length: size }, (_, i) => smallest + i * step);
    const sum = numbers.reduce((acc, n) => acc + n, 0);
    const largest = numbers.at(-1)!;
    const askLargest = random.next() < 0.6;
    const words = { even: `${size} consecutive even numbers`, odd: `${size} consecutive odd numbers`, consecutive: `${size} consecutive natural numbers` }[kind];
    const question = random.pick([
      `The sum of ${words} is ${sum}. What is the ${askLargest ? 'largest' : 'smallest'} of them?`,
      `If the sum of ${words} is ${sum}, find the ${askLargest ? 'greatest' : 'least'} number.`,
    ]);
    const answer = askLargest ? largest : smallest;
    return { question, options: numberOptions(answer, [sum / size, answer + step, answer - step, askLargest ? largest + step : smallest - step], (value) => formatNumber(value)) };
  },
  (random) => {
    const common = random.int(2, 25);
    const [x, y] = coprimePair(random, 15);
    const [first, second] = [common * x, common * y];
    const multiple = common * x * y;
    const question = random.pick([
      `The HCF of two numbers is ${common} and their LCM is ${multiple}. If one of the numbers is ${first}, find the other.`,
      `Two numbers have HCF ${common} and LCM ${multiple}. One of them is ${first}. What is the other number?`,
    ]);
    return { question, options: numberOptions(second, [multiple / common, (multiple * common) / (first * 2), first + common], (value) => formatNumber(value)) };
  },
]);

export const TEMPLATES: readonly DoubtTemplate[] = [
  ...percentChange,
  ...reversePercent,
  ...successivePercent,
  ...profitLoss,
  ...discount,
  ...simpleInterest,
  ...compoundInterest,
  ...ratioShare,
  ...ratioCombine,
  ...partnership,
  ...average,
  ...mixture,
  ...timeWork,
  ...pipes,
  ...trains,
  ...boats,
  ...relativeSpeed,
  ...ages,
  ...mensuration,
  ...numberSystem,
];
