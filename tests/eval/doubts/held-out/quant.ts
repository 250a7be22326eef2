import type { DoubtTemplate } from '../doubt-template';
import type { Options } from './draw-kit';
import {
  capitalize,
  count,
  FEMALE_NAMES,
  fourOptions,
  gcd,
  indian,
  isExact,
  isWhole,
  lcm,
  MALE_NAMES,
  moneyStyle,
  names,
  numberOptions,
  ordinal,
  pct,
  percentStyle,
  plain,
  rateStyle,
  ratio,
  small,
  templatesOf,
  until,
} from './draw-kit';

/**
 * Held-out quantitative templates: eight or more per kind, worded the way CLAT, SSC and bank-PO
 * papers (and students copying them) word them. Each draw picks its numbers so the answer is
 * exact and computes that answer directly; distractors are the usual slips.
 */

const RATES = [4, 5, 6, 8, 10, 12, 12.5, 15, 16, 20, 24, 25, 30, 35, 40, 45, 50, 60] as const;

/** "a 12% profit" / "20% loss" style options for a signed change. */
function signedChange(x: number, up: string, down: string): string {
  if (Math.abs(x) < 1e-9) return 'No change';
  return x > 0 ? `${plain(x)}% ${up}` : `${plain(-x)}% ${down}`;
}

function signedOptions(answer: number, wrongs: readonly number[], up: string, down: string): Options {
  const near = [answer + 1, answer - 1, -answer, answer + 2, answer - 2, answer + 5];
  return fourOptions(
    signedChange(answer, up, down),
    [...wrongs, ...near].filter((x) => x > -100 && x < 1000).map((x) => signedChange(x, up, down)),
  );
}

function hours(x: number): string {
  return `${plain(x)} ${x === 1 ? 'hour' : 'hours'}`;
}

function days(x: number): string {
  return `${plain(x)} ${x === 1 ? 'day' : 'days'}`;
}

function minutes(x: number): string {
  return `${plain(x)} ${x === 1 ? 'minute' : 'minutes'}`;
}

function years(x: number): string {
  return `${plain(x)} ${x === 1 ? 'year' : 'years'}`;
}

// ---------------------------------------------------------------------------------------------
const PERCENT_CHANGE = templatesOf('percent-change', [
  // Rise from an old to a new price: per cent increase.
  (random) =>
    until(random, (r) => {
      const old = r.int(4, 60) * r.pick([5, 10, 20, 25, 50]);
      const rate = r.pick(RATES);
      const now = (old * (100 + rate)) / 100;
      if (!isWhole(now)) return undefined;
      const money = moneyStyle(r);
      const item = r.pick(['a kilogram of arhar dal', 'a litre of mustard oil', 'a school bag', 'a bus pass', 'a cooking-gas cylinder']);
      const question = r.pick([
        `The price of ${item} went up from ${money(old)} to ${money(now)}. By what per cent did the price increase?`,
        `Find the percentage increase when the price of ${item} rises from ${money(old)} to ${money(now)}.`,
        `What is the % increase if ${item}, which cost ${money(old)} last year, now costs ${money(now)}?`,
      ]);
      return { question, options: numberOptions(rate, [((now - old) / now) * 100, (now / old) * 100, rate / 2], pct) };
    }),
  // Fall in a population or count: per cent decrease.
  (random) =>
    until(random, (r) => {
      const old = r.int(20, 300) * 500;
      const rate = r.pick(RATES.filter((x) => x < 50));
      const now = (old * (100 - rate)) / 100;
      if (!isWhole(now)) return undefined;
      const place = r.pick(['a town', 'a village', 'a district', 'a hill station']);
      const question = r.pick([
        `The population of ${place} fell from ${indian(old)} to ${indian(now)}. Find the percentage decrease.`,
        `By what percent did the number of tourists visiting ${place} go down, if it dropped from ${indian(old)} to ${indian(now)}?`,
        `Due to migration the population of ${place} decreased from ${indian(old)} to ${indian(now)}. The percentage decrease is`,
      ]);
      return { question, options: numberOptions(rate, [((old - now) / now) * 100, (now / old) * 100, rate + 5], pct) };
    }),
  // Value after an increase by r %.
  (random) =>
    until(random, (r) => {
      const old = r.int(12, 90) * 1000;
      const rate = r.pick(RATES);
      const now = (old * (100 + rate)) / 100;
      if (!isWhole(now)) return undefined;
      const money = moneyStyle(r);
      const [name] = names(r, 1);
      const percent = percentStyle(r);
      const question = r.pick([
        `${name}'s monthly salary of ${money(old)} is raised by ${percent(rate)}. What is the new salary?`,
        `What will be the new salary of ${name} if the present salary of ${money(old)} is increased by ${percent(rate)}?`,
        `${name} earned ${money(old)} a month. After a hike of ${percent(rate)}, how much does ${name} earn a month?`,
      ]);
      return { question, options: numberOptions(now, [(old * rate) / 100, (old * (100 - rate)) / 100, old * (1 + rate / 1000)], money) };
    }),
  // Value after a decrease by r %.
  (random) =>
    until(random, (r) => {
      const old = r.int(15, 90) * 10000;
      const rate = r.pick(RATES.filter((x) => x <= 40));
      const now = (old * (100 - rate)) / 100;
      if (!isWhole(now)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A car bought for ${money(old)} loses ${pct(rate)} of its value in the first year. What is it worth after one year?`,
        `What is the value now of a machine that cost ${money(old)} if its value has fallen by ${pct(rate)}?`,
        `The value of a scooter decreased by ${rate} per cent from ${money(old)}. Find its present value.`,
      ]);
      return { question, options: numberOptions(now, [(old * (100 + rate)) / 100, (old * rate) / 100, old - rate * 1000], money) };
    }),
  // What per cent of X is Y?
  (random) =>
    until(random, (r) => {
      const whole = r.int(4, 80) * 20;
      const rate = r.pick([2, 2.5, 4, 5, 7.5, 8, 12, 12.5, 15, 18, 22.5, 24, 32, 35, 36, 45, 48, 55, 60, 64]);
      const part = (whole * rate) / 100;
      if (!isWhole(part)) return undefined;
      const question = r.pick([
        `What per cent of ${whole} is ${part}?`,
        `${part} is what percent of ${whole}?`,
        `Express ${part} as a percentage of ${whole}.`,
        `A student got ${part} marks out of ${whole}. What percentage of marks did the student get?`,
      ]);
      return { question, options: numberOptions(rate, [(whole / part) * 100 > 500 ? rate * 10 : (whole / part) * 100, rate / 10, 100 - rate], pct) };
    }),
  // X is what per cent more than Y?
  (random) =>
    until(random, (r) => {
      const base = r.int(5, 60) * 10;
      const rate = r.pick(RATES);
      const more = (base * (100 + rate)) / 100;
      if (!isWhole(more)) return undefined;
      const [a, b] = names(r, 2);
      const question = r.pick([
        `${more} is what percent more than ${base}?`,
        `${a} scored ${more} marks and ${b} scored ${base}. By what per cent are ${a}'s marks more than ${b}'s?`,
        `By how much per cent is ${more} greater than ${base}?`,
      ]);
      return { question, options: numberOptions(rate, [((more - base) / more) * 100, (more / base) * 100, rate + 5], pct) };
    }),
  // Y is what per cent less than X?
  (random) =>
    until(random, (r) => {
      const larger = r.int(4, 50) * 20;
      const rate = r.pick(RATES.filter((x) => x < 60));
      const smaller = (larger * (100 - rate)) / 100;
      if (!isWhole(smaller)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `${smaller} is what per cent less than ${larger}?`,
        `A pen costs ${money(smaller)} and a notebook costs ${money(larger)}. By what percent is the pen cheaper than the notebook?`,
        `How much percent less is ${smaller} than ${larger}?`,
      ]);
      return { question, options: numberOptions(rate, [((larger - smaller) / smaller) * 100, (smaller / larger) * 100, rate / 2], pct) };
    }),
  // A's salary is r % more than B's: by what per cent is B's less than A's (or the reverse)?
  (random) => {
    const [a, b] = names(random, 2);
    if (random.next() < 0.5) {
      const rate = random.pick([25, 60, 100, 150, 300, 400]);
      const answer = (rate / (100 + rate)) * 100;
      const question = random.pick([
        `If ${a}'s salary is ${pct(rate)} more than ${b}'s, by what percent is ${b}'s salary less than ${a}'s?`,
        `${a} earns ${rate} per cent more than ${b}. How much per cent does ${b} earn less than ${a}?`,
      ]);
      return { question, options: numberOptions(answer, [rate, 100 - rate > 0 ? 100 - rate : rate / 2, answer + 5], pct) };
    }
    const rate = random.pick([20, 37.5, 50, 60, 75, 80]);
    const answer = (rate / (100 - rate)) * 100;
    const question = random.pick([
      `${a}'s income is ${pct(rate)} less than ${b}'s. By how much per cent is ${b}'s income more than ${a}'s?`,
      `If the price of tea is ${rate}% less than that of coffee, then the price of coffee is how much per cent more than that of tea?`,
    ]);
    return { question, options: numberOptions(answer, [rate, (rate / (100 + rate)) * 100, answer + 10], pct) };
  },
]);

// ---------------------------------------------------------------------------------------------
const REVERSE_PERCENT = templatesOf('reverse-percent', [
  // Spends r %, saves S: income.
  (random) =>
    until(random, (r) => {
      const income = r.int(10, 120) * 1000;
      const spent = r.pick([55, 60, 65, 70, 75, 80, 85, 88, 90]);
      const saved = (income * (100 - spent)) / 100;
      if (!isWhole(saved)) return undefined;
      const money = moneyStyle(r);
      const [name] = names(r, 1);
      const question = r.pick([
        `After spending ${pct(spent)} of his monthly income, ${r.pick(MALE_NAMES)} saves ${money(saved)}. Find his monthly income.`,
        `${name} saves ${money(saved)} a month after spending ${spent} per cent of the salary. What is the salary?`,
        `What is the income of a person who spends ${spent}% of it and is left with ${money(saved)}?`,
      ]);
      return { question, options: numberOptions(income, [(saved * 100) / spent, (saved * (100 + spent)) / 100, income * 0.9], money) };
    }),
  // Price after an r % rise is P: the price before.
  (random) =>
    until(random, (r) => {
      const before = r.int(8, 120) * 50;
      const rate = r.pick(RATES);
      const after = (before * (100 + rate)) / 100;
      if (!isWhole(after)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `The price of a mobile phone after a ${pct(rate)} rise is ${money(after)}. What was the price before the rise?`,
        `A shirt now costs ${money(after)} after its price went up by ${rate} per cent. Find the original price.`,
        `What was the original fare if the fare after an increase of ${rate}% is ${money(after)}?`,
      ]);
      return { question, options: numberOptions(before, [(after * (100 - rate)) / 100, after - rate, (after * 100) / (100 - rate)], money) };
    }),
  // Price after an r % fall is P: the price before.
  (random) =>
    until(random, (r) => {
      const before = r.int(20, 200) * 2;
      const rate = r.pick([5, 8, 10, 12.5, 15, 20, 25, 30, 40]);
      const after = (before * (100 - rate)) / 100;
      if (!isWhole(after)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `After a ${rate}% decrease, the price of sugar is ${money(after)} per kg. What was the price per kg earlier?`,
        `The price of onions fell by ${pct(rate)} and is now ${money(after)} a kilogram. Find the price before the fall.`,
        `Find the earlier price of a book which sells for ${money(after)} after a ${rate} per cent reduction.`,
      ]);
      return { question, options: numberOptions(before, [(after * (100 + rate)) / 100, after + rate, (after * 100) / (100 + rate)], money) };
    }),
  // x % of a number is N: the number.
  (random) =>
    until(random, (r) => {
      const number = r.int(4, 150) * 10;
      const rate = r.pick([4, 5, 6, 8, 12, 12.5, 15, 16, 18, 24, 25, 35, 36, 40, 45, 65, 72, 75]);
      const part = (number * rate) / 100;
      if (!isWhole(part)) return undefined;
      const question = r.pick([
        `${pct(rate)} of a number is ${part}. Find the number.`,
        `If ${rate} per cent of a number is ${part}, what is the number?`,
        `What number has ${part} as its ${rate}%?`,
        `${part} is ${rate}% of which number?`,
      ]);
      return { question, options: numberOptions(number, [(part * rate) / 100, (part * 100) / (100 - rate), number + part], plain) };
    }),
  // After paying r % tax, a person keeps N: gross income.
  (random) =>
    until(random, (r) => {
      const gross = r.int(20, 150) * 1000;
      const tax = r.pick([5, 8, 10, 12, 15, 20, 25, 30]);
      const net = (gross * (100 - tax)) / 100;
      if (!isWhole(net)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `After paying income tax at ${pct(tax)}, a person is left with ${money(net)}. What was the income before tax?`,
        `A contractor gets ${money(net)} after ${tax} per cent is deducted as TDS. Find the bill amount before the deduction.`,
        `${money(net)} is what remains of a prize after a ${tax}% tax. How much was the prize?`,
      ]);
      return { question, options: numberOptions(gross, [(net * (100 + tax)) / 100, (net * 100) / tax, net + tax * 100], money) };
    }),
  // Rent a %, then b % of the rest on food, saves S: salary.
  (random) =>
    until(random, (r) => {
      const salary = r.int(10, 100) * 1000;
      const rent = r.pick([10, 15, 20, 25, 30, 40]);
      const food = r.pick([10, 20, 25, 30, 40, 50]);
      const saved = salary * (1 - rent / 100) * (1 - food / 100);
      if (!isWhole(saved)) return undefined;
      const money = moneyStyle(r);
      const name = r.pick(FEMALE_NAMES);
      const question = r.pick([
        `${name} spends ${pct(rent)} of her salary on rent and ${pct(food)} of the remaining on food. If she saves ${money(saved)}, what is her salary?`,
        `A man spends ${rent}% of his income on house rent and ${food}% of the rest on children's education. He is left with ${money(saved)}. Find his income.`,
      ]);
      return { question, options: numberOptions(salary, [(saved * 100) / (100 - rent - food), saved * (1 + (rent + food) / 100), salary * 1.1], money) };
    }),
  // Pass mark p %; got m marks and failed by f marks: maximum marks.
  (random) =>
    until(random, (r) => {
      const maximum = r.int(3, 20) * 50;
      const pass = r.pick([30, 33, 35, 36, 40, 45]);
      const needed = (maximum * pass) / 100;
      const short = r.int(5, 40);
      if (!isWhole(needed) || needed - short < 10) return undefined;
      const got = needed - short;
      const name = r.pick(MALE_NAMES);
      const question = r.pick([
        `A student has to secure ${pass}% marks to pass. He gets ${got} marks and fails by ${short} marks. The maximum marks are`,
        `${name} got ${got} marks and failed by ${short} marks. If ${pass} per cent is needed to pass, find the maximum marks.`,
        `To pass an exam a candidate needs ${pct(pass)} of the total marks. ${name} scored ${got} and missed passing by ${short}. What are the total marks?`,
      ]);
      return { question, options: numberOptions(maximum, [(got * 100) / pass, ((got - short) * 100) / pass, maximum + 100], plain, 50) };
    }),
  // The winner gets p % of valid votes and wins by a margin M: total votes.
  (random) =>
    until(random, (r) => {
      const total = r.int(4, 90) * 1000;
      const share = r.pick([52, 54, 55, 56, 58, 60, 62, 64, 65, 70]);
      const margin = (total * (2 * share - 100)) / 100;
      if (!isWhole(margin)) return undefined;
      const [a, b] = names(r, 2);
      const question = r.pick([
        `In an election between two candidates, one got ${pct(share)} of the votes and won by ${indian(margin)} votes. Find the total number of votes polled (all votes were valid).`,
        `${a} defeated ${b} by ${indian(margin)} votes in a two-candidate election, getting ${share} per cent of the votes. How many votes were cast in all, if none was invalid?`,
      ]);
      return { question, options: numberOptions(total, [(margin * 100) / share, (margin * 100) / (100 - share), (margin * 100) / (share - 50)], indian) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const SUCCESSIVE_PERCENT = templatesOf('successive-percent', [
  // Increase a % then decrease b %: net change.
  (random) => {
    const up = random.pick([10, 20, 25, 30, 40, 50]);
    const down = random.pick([10, 20, 25, 30, 40, 50].filter((x) => x !== up));
    const net = up - down - (up * down) / 100;
    const question = random.pick([
      `The price of an article is first increased by ${pct(up)} and then decreased by ${pct(down)}. What is the net change in the price?`,
      `A shopkeeper raises the price of a TV by ${up} per cent and later reduces the new price by ${down} per cent. Find the net percentage change.`,
      `What is the overall effect on a salary that is increased by ${up}% and then decreased by ${down}%?`,
    ]);
    return { question, options: signedOptions(net, [up - down, up + down - (up * down) / 100, down - up + (up * down) / 100], 'increase', 'decrease') };
  },
  // Two successive discounts: one equivalent discount.
  (random) => {
    const first = random.pick([10, 15, 20, 25, 30, 40]);
    const second = random.pick([5, 10, 15, 20, 25]);
    const single = first + second - (first * second) / 100;
    const question = random.pick([
      `Two successive discounts of ${pct(first)} and ${pct(second)} are equal to a single discount of`,
      `Find the single discount equivalent to successive discounts of ${first}% and ${second}%.`,
      `A shop offers ${first} per cent off and then a further ${second} per cent off. What is the effective discount?`,
    ]);
    return { question, options: numberOptions(single, [first + second, first + second + (first * second) / 100, (first * second) / 10], pct) };
  },
  // Population grows a % then b %: population after two years.
  (random) =>
    until(random, (r) => {
      const now = r.int(10, 200) * 1000;
      const a = r.pick([5, 8, 10, 12, 15, 20]);
      const b = r.pick([4, 5, 8, 10, 15, 20]);
      const after = (now * (100 + a) * (100 + b)) / 10000;
      if (!isWhole(after)) return undefined;
      const question = r.pick([
        `The population of a town is ${indian(now)}. It increases by ${pct(a)} in the first year and by ${pct(b)} in the second year. What is the population after two years?`,
        `A city has ${indian(now)} people. If the population grows ${a}% in the first year and ${b}% in the next, find the population at the end of ${count(r, 2, 'year')}.`,
      ]);
      return { question, options: numberOptions(after, [(now * (100 + a + b)) / 100, (now * (100 + a) * (100 - b)) / 10000, after + (now * a * b) / 10000], indian) };
    }),
  // Raised r % and then reduced r %: net loss r²/100 %.
  (random) => {
    const rate = random.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    const net = -(rate * rate) / 100;
    const question = random.pick([
      `The price of a commodity is increased by ${pct(rate)} and then decreased by ${pct(rate)}. The net effect on the price is`,
      `A trader marks up a watch by ${rate} per cent and then gives a discount of ${rate} per cent on it. What is the net percentage change in its price?`,
      `If a number is first increased by ${rate}% and the result is decreased by ${rate}%, what is the net change?`,
    ]);
    return { question, options: signedOptions(net, [0, -net, -rate / 10], 'increase', 'decrease') };
  },
  // Salary changed three times: final salary.
  (random) =>
    until(random, (r) => {
      const start = r.int(10, 80) * 1000;
      const a = r.pick([10, 20, 25, 50]);
      const b = r.pick([10, 20, 25, 40]);
      const c = r.pick([10, 20, 25, 50]);
      const final = (start * (100 + a) * (100 + b) * (100 - c)) / 1e6;
      if (!isWhole(final)) return undefined;
      const money = moneyStyle(r);
      const name = r.pick(MALE_NAMES);
      const question = r.pick([
        `${name}'s salary of ${money(start)} was increased by ${pct(a)}, then by ${pct(b)}, and then reduced by ${pct(c)}. What is his salary now?`,
        `A salary of ${money(start)} is raised by ${a}% and then by ${b}%, after which it is cut by ${c}%. Find the final salary.`,
      ]);
      return { question, options: numberOptions(final, [(start * (100 + a + b - c)) / 100, (start * (100 + a) * (100 + b)) / 1e4, (start * (100 + a) * (100 - b) * (100 + c)) / 1e6], money) };
    }),
  // Length up a %, breadth down b %: change in area.
  (random) => {
    const a = random.pick([10, 20, 25, 30, 40, 50]);
    const b = random.pick([10, 20, 25, 30, 40].filter((x) => x !== a));
    const net = a - b - (a * b) / 100;
    const question = random.pick([
      `The length of a rectangle is increased by ${pct(a)} and its breadth is decreased by ${pct(b)}. What is the percentage change in its area?`,
      `If the length of a rectangular field goes up by ${a} per cent while the breadth goes down by ${b} per cent, find the change in the area.`,
    ]);
    return { question, options: signedOptions(net, [a - b, a + b - (a * b) / 100, b - a - (a * b) / 100], 'increase', 'decrease') };
  },
  // After growth of a % and b %, population is P: population two years ago.
  (random) =>
    until(random, (r) => {
      const before = r.int(10, 200) * 1000;
      const a = r.pick([5, 10, 12, 15, 20, 25]);
      const b = r.pick([4, 5, 10, 20]);
      const now = (before * (100 + a) * (100 + b)) / 10000;
      if (!isWhole(now)) return undefined;
      const question = r.pick([
        `The population of a village increased by ${pct(a)} in one year and by ${pct(b)} in the next year. If the present population is ${indian(now)}, what was it two years ago?`,
        `After successive increases of ${a}% and ${b}%, the number of students in a school is ${indian(now)}. Find the number of students before the increases.`,
      ]);
      return { question, options: numberOptions(before, [(now * (100 - a - b)) / 100, (now * 100) / (100 + a + b), (now * (100 - a) * (100 - b)) / 10000], indian) };
    }),
  // Marked price with two successive discounts: selling price.
  (random) =>
    until(random, (r) => {
      const marked = r.int(4, 100) * 100;
      const a = r.pick([10, 15, 20, 25, 30]);
      const b = r.pick([5, 10, 15, 20]);
      const price = (marked * (100 - a) * (100 - b)) / 10000;
      if (!isWhole(price)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A shirt marked ${money(marked)} is sold at two successive discounts of ${pct(a)} and ${pct(b)}. Find its selling price.`,
        `What does a customer pay for a jacket with a list price of ${money(marked)} if discounts of ${a} per cent and ${b} per cent are given one after the other?`,
      ]);
      return { question, options: numberOptions(price, [(marked * (100 - a - b)) / 100, (marked * (100 - a)) / 100, (marked * (100 - a + b)) / 100], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const PROFIT_LOSS = templatesOf('profit-loss', [
  // CP and SP: profit per cent.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 200) * 25;
      const rate = r.pick(RATES);
      const sale = (cost * (100 + rate)) / 100;
      if (!isWhole(sale)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A trader buys a fan for ${money(cost)} and sells it for ${money(sale)}. Find his profit per cent.`,
        `An article bought for ${money(cost)} is sold for ${money(sale)}. What is the gain percent?`,
        `What is the profit percentage if the cost price is ${money(cost)} and the selling price is ${money(sale)}?`,
      ]);
      return { question, options: numberOptions(rate, [((sale - cost) / sale) * 100, (sale / cost) * 100 - 90, rate + 5], pct) };
    }),
  // CP and SP: loss per cent.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 200) * 25;
      const rate = r.pick(RATES.filter((x) => x <= 40));
      const sale = (cost * (100 - rate)) / 100;
      if (!isWhole(sale)) return undefined;
      const money = moneyStyle(r);
      const name = r.pick(MALE_NAMES);
      const question = r.pick([
        `${name} bought a cycle for ${money(cost)} and sold it for ${money(sale)}. What is his loss percent?`,
        `Find the loss % when an almirah costing ${money(cost)} is sold for ${money(sale)}.`,
        `By selling a watch for ${money(sale)}, a man loses money. If the watch cost him ${money(cost)}, the loss per cent is`,
      ]);
      return { question, options: numberOptions(rate, [((cost - sale) / sale) * 100, (sale / cost) * 100, rate + 2], pct) };
    }),
  // CP and profit %: SP.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 300) * 20;
      const rate = r.pick(RATES);
      const sale = (cost * (100 + rate)) / 100;
      if (!isWhole(sale)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `At what price should a shopkeeper sell a radio bought for ${money(cost)} to make a profit of ${pct(rate)}?`,
        `A dealer buys a sofa for ${money(cost)}. Find the selling price if he wants to gain ${rate} per cent.`,
        `Cost price = ${money(cost)}, profit = ${rate}%. Selling price = ?`,
      ]);
      return { question, options: numberOptions(sale, [(cost * (100 - rate)) / 100, (cost * rate) / 100, (cost * 100) / (100 - rate)], money) };
    }),
  // SP and loss %: CP.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 300) * 20;
      const rate = r.pick([4, 5, 8, 10, 12.5, 15, 20, 25]);
      const sale = (cost * (100 - rate)) / 100;
      if (!isWhole(sale)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `By selling a table for ${money(sale)}, a carpenter loses ${pct(rate)}. What did the table cost him?`,
        `A man sold his old laptop for ${money(sale)} at a loss of ${rate} per cent. Find the cost price.`,
        `Find the C.P. if an article is sold at a loss of ${rate}% for ${money(sale)}.`,
      ]);
      return { question, options: numberOptions(cost, [(sale * (100 + rate)) / 100, sale + rate * 10, (sale * (100 - rate)) / 100], money) };
    }),
  // Loss x %; had it been sold for y more, profit z %: CP.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 200) * 50;
      const loss = r.pick([4, 5, 6, 8, 10, 12, 15]);
      const gain = r.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const more = (cost * (loss + gain)) / 100;
      if (!isWhole(more)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A watch is sold at a loss of ${pct(loss)}. Had it been sold for ${money(more)} more, there would have been a gain of ${pct(gain)}. Find the cost price of the watch.`,
        `A man sells a horse at a loss of ${loss} per cent. If he had sold it for ${money(more)} more, he would have gained ${gain} per cent. What is the cost price of the horse?`,
      ]);
      return { question, options: numberOptions(cost, [(more * 100) / Math.abs(gain - loss || 1), (more * 100) / gain, (more * 100) / (loss + gain + 10)], money) };
    }),
  // Selling at S gains g %: price for a gain (or loss) of h %.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 200) * 20;
      const g = r.pick([5, 10, 12, 15, 20, 25]);
      const h = r.pick([-10, -5, 5, 10, 20, 25, 30, 40].filter((x) => x !== g));
      const sale = (cost * (100 + g)) / 100;
      const target = (cost * (100 + h)) / 100;
      if (!isWhole(sale) || !isWhole(target)) return undefined;
      const money = moneyStyle(r);
      const aim = h > 0 ? `gain ${pct(h)}` : `lose only ${pct(-h)}`;
      const question = r.pick([
        `By selling an article for ${money(sale)}, a shopkeeper gains ${pct(g)}. At what price should he sell it to ${aim}?`,
        `A dealer gets a profit of ${g} per cent by selling a cooler for ${money(sale)}. For how much should he sell it to ${aim}?`,
      ]);
      return { question, options: numberOptions(target, [(sale * (100 + h)) / 100, sale + ((h - g) * sale) / 100, (cost * (100 - h)) / 100], money) };
    }),
  // CP of x articles = SP of y articles: gain per cent.
  (random) =>
    until(random, (r) => {
      const y = r.int(8, 40);
      const x = y + r.int(1, 15);
      const gain = ((x - y) / y) * 100;
      if (!isExact(gain)) return undefined;
      const question = r.pick([
        `The cost price of ${x} articles is equal to the selling price of ${y} articles. Find the gain per cent.`,
        `If the C.P. of ${x} pens equals the S.P. of ${y} pens, what is the profit percentage?`,
        `A shopkeeper sells ${y} chairs for the price at which he bought ${x} chairs. His profit percent is`,
      ]);
      return { question, options: numberOptions(gain, [((x - y) / x) * 100, x - y, (y / x) * 100], pct) };
    }),
  // Buys n for a rupees and sells m for b rupees: profit or loss per cent.
  (random) =>
    until(random, (r) => {
      const buyCount = r.int(2, 12);
      const sellCount = r.int(2, 12);
      const buyPrice = r.int(2, 30) * 5;
      const sellPrice = r.int(2, 30) * 5;
      const change = ((sellPrice / sellCount - buyPrice / buyCount) / (buyPrice / buyCount)) * 100;
      if (!isExact(change) || Math.abs(change) < 2 || Math.abs(change) > 60 || buyCount === sellCount) return undefined;
      const money = moneyStyle(r);
      const fruit = r.pick(['oranges', 'bananas', 'lemons', 'mangoes', 'eggs']);
      const question = r.pick([
        `A vendor buys ${fruit} at ${buyCount} for ${money(buyPrice)} and sells them at ${sellCount} for ${money(sellPrice)}. Find his gain or loss per cent.`,
        `If ${fruit} are bought at ${buyCount} for ${money(buyPrice)} and sold at ${sellCount} for ${money(sellPrice)}, what is the profit or loss percent?`,
      ]);
      const wrong = ((sellPrice / sellCount - buyPrice / buyCount) / (sellPrice / sellCount)) * 100;
      return { question, options: signedOptions(change, [wrong, -change], 'profit', 'loss') };
    }),
]);

// ---------------------------------------------------------------------------------------------
const DISCOUNT = templatesOf('discount', [
  // MP and discount: SP.
  (random) =>
    until(random, (r) => {
      const marked = r.int(6, 400) * 25;
      const off = r.pick([5, 8, 10, 12, 12.5, 15, 20, 25, 30, 35, 40]);
      const price = (marked * (100 - off)) / 100;
      if (!isWhole(price)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `The marked price of a saree is ${money(marked)}. It is sold at a discount of ${pct(off)}. Find the selling price.`,
        `A shop gives ${off} per cent discount on a pair of shoes marked ${money(marked)}. How much does a customer pay?`,
        `What is the sale price of a bag with a list price of ${money(marked)} after a ${off}% discount?`,
      ]);
      return { question, options: numberOptions(price, [(marked * off) / 100, (marked * (100 + off)) / 100, marked - off * 10], money) };
    }),
  // MP and SP: discount per cent.
  (random) =>
    until(random, (r) => {
      const marked = r.int(6, 400) * 25;
      const off = r.pick([5, 8, 10, 12, 12.5, 15, 20, 25, 30, 35, 40]);
      const price = (marked * (100 - off)) / 100;
      if (!isWhole(price)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A book marked at ${money(marked)} is sold for ${money(price)}. What is the rate of discount?`,
        `Find the discount per cent if an article with marked price ${money(marked)} is sold for ${money(price)}.`,
        `${money(price)} is paid for a toy whose tag says ${money(marked)}. The discount percentage is`,
      ]);
      return { question, options: numberOptions(off, [((marked - price) / price) * 100, (price / marked) * 100 - 80, off + 5], pct) };
    }),
  // SP and discount: MP.
  (random) =>
    until(random, (r) => {
      const marked = r.int(6, 400) * 25;
      const off = r.pick([5, 10, 12.5, 15, 20, 25, 30, 40]);
      const price = (marked * (100 - off)) / 100;
      if (!isWhole(price)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `After allowing a discount of ${pct(off)}, a shopkeeper sells a mixer for ${money(price)}. What is its marked price?`,
        `A customer paid ${money(price)} for a dress after getting ${off} per cent off. Find the marked price.`,
      ]);
      return { question, options: numberOptions(marked, [(price * (100 + off)) / 100, price + off * 10, (price * 100) / (100 + off)], money) };
    }),
  // Markup m % then discount d %: profit per cent.
  (random) =>
    until(random, (r) => {
      const markup = r.pick([20, 25, 30, 40, 50, 60]);
      const off = r.pick([5, 10, 12.5, 15, 20, 25]);
      const gain = ((100 + markup) * (100 - off)) / 100 - 100;
      if (gain <= 0 || !isExact(gain)) return undefined;
      const question = r.pick([
        `A shopkeeper marks his goods ${pct(markup)} above the cost price and allows a discount of ${pct(off)}. Find his gain per cent.`,
        `A trader marks an article ${markup} per cent above cost and then gives ${off} per cent discount on the marked price. What is his profit percentage?`,
      ]);
      return { question, options: numberOptions(gain, [markup - off, markup + off - (markup * off) / 100, gain + 5], pct) };
    }),
  // Markup m %, discount d %, profit in rupees: CP.
  (random) =>
    until(random, (r) => {
      const cost = r.int(4, 200) * 50;
      const markup = r.pick([20, 25, 30, 40, 50]);
      const off = r.pick([10, 15, 20, 25]);
      const profit = (cost * ((100 + markup) * (100 - off) - 10000)) / 10000;
      if (profit <= 0 || !isWhole(profit)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A dealer marks an article ${pct(markup)} above its cost price and sells it at a discount of ${pct(off)}, making a profit of ${money(profit)}. Find the cost price.`,
        `An article is priced ${markup}% above cost. After a ${off}% discount, the seller still earns ${money(profit)}. What is the cost price?`,
      ]);
      return { question, options: numberOptions(cost, [(profit * 100) / (markup - off), (profit * 100) / markup, cost + profit], money) };
    }),
  // Markup needed so that a d % discount still gives p % profit.
  (random) =>
    until(random, (r) => {
      const off = r.pick([5, 10, 12.5, 20, 25, 28, 36, 40]);
      const gain = r.pick([5, 8, 10, 12, 15, 17, 20, 26, 35]);
      const markup = ((100 + gain) / (100 - off)) * 100 - 100;
      if (!isExact(markup) || markup <= 0) return undefined;
      const question = r.pick([
        `By what per cent above the cost price must a shopkeeper mark his goods so that after a discount of ${pct(off)} he still gains ${pct(gain)}?`,
        `How much above the cost price should an article be marked so that the trader makes ${gain}% profit after giving ${off}% discount?`,
      ]);
      return { question, options: numberOptions(markup, [off + gain, off + gain + (off * gain) / 100, markup + 5], pct) };
    }),
  // Buy x get y free: effective discount.
  (random) =>
    until(random, (r) => {
      const buy = r.int(1, 9);
      const free = r.int(1, 3);
      const off = (free / (buy + free)) * 100;
      if (!isExact(off)) return undefined;
      const question = r.pick([
        `A shop offers "Buy ${buy}, get ${free} free" on T-shirts. What is the effective discount?`,
        `Under a "buy ${small(r, buy)} get ${small(r, free)} free" scheme, what percentage discount does a customer actually get?`,
      ]);
      return { question, options: numberOptions(off, [(free / buy) * 100, off + 5, off - 5], pct) };
    }),
  // Pays S after a d % discount: amount saved.
  (random) =>
    until(random, (r) => {
      const marked = r.int(6, 400) * 25;
      const off = r.pick([5, 10, 12.5, 15, 20, 25, 30, 40]);
      const paid = (marked * (100 - off)) / 100;
      const saved = marked - paid;
      if (!isWhole(paid)) return undefined;
      const money = moneyStyle(r);
      const name = r.pick(FEMALE_NAMES);
      const question = r.pick([
        `${name} paid ${money(paid)} for a kurta after a discount of ${pct(off)}. How much did she save?`,
        `After a ${off} per cent discount, the price of a cooler is ${money(paid)}. What is the amount of discount?`,
      ]);
      return { question, options: numberOptions(saved, [(paid * off) / 100, saved * 2, saved / 2], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const SIMPLE_INTEREST = templatesOf('simple-interest', [
  // SI from P, R, T.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([4, 5, 6, 7, 8, 9, 10, 11, 12, 12.5, 15]);
      const time = r.int(2, 8);
      const interest = (principal * rate * time) / 100;
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const rates = rateStyle(r);
      const question = r.pick([
        `Find the simple interest on ${money(principal)} at ${rates(rate)} for ${count(r, time, 'year')}.`,
        `What is the S.I. on a sum of ${money(principal)} for ${count(r, time, 'year')} at the rate of ${rates(rate)}?`,
        `${r.pick(MALE_NAMES)} lends ${money(principal)} to a friend at ${rates(rate)} simple interest. How much interest does he get after ${count(r, time, 'year')}?`,
      ]);
      return { question, options: numberOptions(interest, [principal + interest, (principal * rate) / 100, (principal * rate * (time + 1)) / 100], money) };
    }),
  // Amount from P, R, T.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([4, 5, 6, 8, 9, 10, 12, 12.5]);
      const time = r.int(2, 6);
      const amount = principal * (1 + (rate * time) / 100);
      if (!isWhole(amount)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `What amount will ${money(principal)} become in ${count(r, time, 'year')} at ${pct(rate)} per annum simple interest?`,
        `Find the amount on ${money(principal)} at ${rate} per cent p.a. simple interest for ${count(r, time, 'year')}.`,
        `A deposit of ${money(principal)} earns simple interest at ${rate}% p.a. How much will be received at the end of ${count(r, time, 'year')}?`,
      ]);
      return { question, options: numberOptions(amount, [amount - principal, principal * (1 + rate / 100) ** time, principal * (1 + (rate * (time - 1)) / 100)], money) };
    }),
  // P from SI, R, T.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([4, 5, 6, 8, 10, 12, 12.5, 15]);
      const time = r.int(2, 6);
      const interest = (principal * rate * time) / 100;
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `What sum of money will give ${money(interest)} as simple interest in ${count(r, time, 'year')} at ${pct(rate)} p.a.?`,
        `The simple interest on a certain sum for ${count(r, time, 'year')} at ${rate} per cent per annum is ${money(interest)}. Find the sum.`,
        `Find the principal if S.I. = ${money(interest)}, rate = ${rate}% p.a. and time = ${count(r, time, 'year')}.`,
      ]);
      return { question, options: numberOptions(principal, [(interest * rate * time) / 100, (interest * 100) / rate, principal + interest], money) };
    }),
  // R from P, SI, T.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([3, 4, 5, 6, 7, 8, 9, 10, 12, 12.5, 15]);
      const time = r.int(2, 6);
      const interest = (principal * rate * time) / 100;
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `At what rate per cent per annum will ${money(principal)} earn a simple interest of ${money(interest)} in ${count(r, time, 'year')}?`,
        `${money(principal)} lent at simple interest yields ${money(interest)} as interest after ${count(r, time, 'year')}. Find the rate of interest.`,
      ]);
      return { question, options: numberOptions(rate, [rate * time, (interest * 100) / principal, rate + 1], (x) => `${plain(x)}%`, 1) };
    }),
  // T from P, amount, R.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 400;
      const rate = r.pick([4, 5, 6, 8, 10, 12.5]);
      const time = r.pick([2, 3, 4, 5, 6, 8, 2.5, 1.5]);
      const amount = principal * (1 + (rate * time) / 100);
      if (!isWhole(amount)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `In how many years will ${money(principal)} amount to ${money(amount)} at ${pct(rate)} per annum simple interest?`,
        `A sum of ${money(principal)} becomes ${money(amount)} at ${rate} per cent p.a. simple interest. Find the time.`,
      ]);
      return { question, options: numberOptions(time, [(amount * 100) / (principal * rate), time + 1, time * 2], years, 0.5) };
    }),
  // Doubles (or triples) in n years: rate; or at R %, years to double.
  (random) => {
    const times = random.pick([2, 3, 4]);
    const word = { 2: 'double', 3: 'triple', 4: 'become four times' }[times]!;
    if (random.next() < 0.5) {
      const span = random.pick([4, 5, 8, 10, 16, 20, 25].map((y) => y * (times - 1)));
      const rate = ((times - 1) * 100) / span;
      const question = random.pick([
        `A sum of money will ${word} itself in ${span} years at simple interest. What is the rate of interest?`,
        `At what rate per cent of simple interest will a sum ${word} itself in ${span} years?`,
      ]);
      return { question, options: numberOptions(rate, [100 / span, (times * 100) / span, rate + 2], pct, 1) };
    }
    const rate = random.pick([4, 5, 8, 10, 12.5, 20, 25]);
    const span = ((times - 1) * 100) / rate;
    const question = random.pick([
      `In how many years will a sum of money ${word} itself at ${pct(rate)} per annum simple interest?`,
      `A sum is lent at ${rate} per cent p.a. simple interest. After how many years will it ${word} itself?`,
    ]);
    return { question, options: numberOptions(span, [100 / rate, (times * 100) / rate, span + 2], years, 1) };
  },
  // Amounts after t1 and t2 years: the sum.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([4, 5, 6, 8, 10, 12]);
      const t1 = r.int(2, 4);
      const t2 = t1 + r.int(1, 4);
      const a1 = principal * (1 + (rate * t1) / 100);
      const a2 = principal * (1 + (rate * t2) / 100);
      if (!isWhole(a1) || !isWhole(a2)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A sum of money at simple interest amounts to ${money(a1)} in ${count(r, t1, 'year')} and to ${money(a2)} in ${count(r, t2, 'year')}. Find the sum.`,
        `At simple interest a certain sum becomes ${money(a1)} after ${t1} years and ${money(a2)} after ${t2} years. What is the principal?`,
      ]);
      const perYear = (a2 - a1) / (t2 - t1);
      return { question, options: numberOptions(principal, [a1 - perYear, a1 - (a2 - a1), a2 - t2 * perYear * 2], money) };
    }),
  // Interest for some months.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 600;
      const rate = r.pick([6, 8, 9, 10, 12, 15, 18]);
      const months = r.pick([3, 4, 5, 6, 8, 9, 10, 15, 18]);
      const interest = (principal * rate * months) / 1200;
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `Find the simple interest on ${money(principal)} at ${pct(rate)} per annum for ${months} months.`,
        `${r.pick(FEMALE_NAMES)} borrowed ${money(principal)} at ${rate}% p.a. simple interest and repaid it after ${months} months. How much interest did she pay?`,
      ]);
      return { question, options: numberOptions(interest, [(principal * rate * months) / 100, (principal * rate) / 100, (principal * rate * months) / 1000], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const COMPOUND_INTEREST = templatesOf('compound-interest', [
  // CI for two years, yearly.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 200) * 500;
      const rate = r.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const interest = principal * ((1 + rate / 100) ** 2 - 1);
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `Find the compound interest on ${money(principal)} at ${pct(rate)} per annum for 2 years, compounded annually.`,
        `What is the C.I. on ${money(principal)} for two years at ${rate} per cent p.a. compounded yearly?`,
        `${r.pick(MALE_NAMES)} deposits ${money(principal)} in a bank paying ${rate}% p.a. compound interest. How much interest does he earn in 2 years?`,
      ]);
      return { question, options: numberOptions(interest, [(principal * rate * 2) / 100, principal + interest, interest + (principal * rate) / 100], money) };
    }),
  // Amount for three years, yearly.
  (random) =>
    until(random, (r) => {
      const principal = r.int(1, 40) * 1000;
      const rate = r.pick([5, 10, 20]);
      const amount = principal * (1 + rate / 100) ** 3;
      if (!isExact(amount)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `What will ${money(principal)} amount to in 3 years at ${pct(rate)} per annum compound interest?`,
        `Find the amount on ${money(principal)} at ${rate} per cent p.a. for three years, interest compounded annually.`,
      ]);
      return { question, options: numberOptions(amount, [principal * (1 + (3 * rate) / 100), principal * (1 + rate / 100) ** 2, amount - principal], money) };
    }),
  // Half-yearly compounding for one year or one and a half years.
  (random) =>
    until(random, (r) => {
      const principal = r.int(1, 80) * 1000;
      const rate = r.pick([4, 8, 10, 12, 20]);
      const halves = r.pick([2, 3]);
      const interest = principal * ((1 + rate / 200) ** halves - 1);
      if (!isExact(interest)) return undefined;
      const money = moneyStyle(r);
      const span = halves === 2 ? r.pick(['1 year', 'one year']) : r.pick(['1½ years', '1.5 years', 'one and a half years']);
      const question = r.pick([
        `Find the compound interest on ${money(principal)} for ${span} at ${pct(rate)} per annum, compounded half-yearly.`,
        `What is the C.I. on ${money(principal)} at ${rate}% p.a. for ${span} if interest is compounded every six months?`,
      ]);
      const yearly = principal * ((1 + rate / 100) ** (halves / 2) - 1);
      return { question, options: numberOptions(interest, [isExact(yearly) ? yearly : (principal * rate * halves) / 200 + 1, (principal * rate * halves) / 200, interest * 2], money) };
    }),
  // CI - SI for two years, from P and R.
  (random) =>
    until(random, (r) => {
      const principal = r.int(1, 100) * 500;
      const rate = r.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const difference = (principal * rate * rate) / 10000;
      if (!isExact(difference)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `Find the difference between the compound interest and the simple interest on ${money(principal)} at ${pct(rate)} per annum for 2 years.`,
        `What is the difference between C.I. and S.I. on ${money(principal)} for two years at ${rate} per cent p.a.?`,
      ]);
      return { question, options: numberOptions(difference, [(principal * rate) / 100, difference * 2, (principal * rate * rate) / 1000], money) };
    }),
  // CI - SI for two years is D: the sum.
  (random) =>
    until(random, (r) => {
      const principal = r.int(1, 100) * 1000;
      const rate = r.pick([4, 5, 8, 10, 12, 15, 20]);
      const difference = (principal * rate * rate) / 10000;
      if (!isWhole(difference)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `The difference between compound interest and simple interest on a sum for 2 years at ${pct(rate)} p.a. is ${money(difference)}. Find the sum.`,
        `If the difference between the C.I. and S.I. on a certain sum at ${rate} per cent per annum for two years is ${money(difference)}, what is the sum?`,
      ]);
      return { question, options: numberOptions(principal, [(difference * 100) / rate, (difference * 10000) / (rate * 2), principal * 2], money) };
    }),
  // Amount after two years and after three years: rate.
  (random) =>
    until(random, (r) => {
      const principal = r.int(1, 100) * 1000;
      const rate = r.pick([4, 5, 6, 8, 10, 12, 15, 20, 25]);
      const a2 = principal * (1 + rate / 100) ** 2;
      const a3 = principal * (1 + rate / 100) ** 3;
      if (!isWhole(a2) || !isWhole(a3)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A sum of money at compound interest amounts to ${money(a2)} in 2 years and to ${money(a3)} in 3 years. Find the rate of interest.`,
        `At compound interest a sum becomes ${money(a2)} after two years and ${money(a3)} after three years. What is the rate per cent per annum?`,
      ]);
      return { question, options: numberOptions(rate, [((a3 - a2) / a3) * 100, rate / 2, rate + 2], pct, 1) };
    }),
  // Depreciation over two years.
  (random) =>
    until(random, (r) => {
      const value = r.int(10, 200) * 1000;
      const rate = r.pick([5, 10, 15, 20, 25]);
      const later = value * (1 - rate / 100) ** 2;
      if (!isWhole(later)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `A machine worth ${money(value)} depreciates at ${pct(rate)} per annum. What will its value be after 2 years?`,
        `The value of a car depreciates by ${rate} per cent every year. If it is worth ${money(value)} now, what will it be worth after two years?`,
      ]);
      return { question, options: numberOptions(later, [value * (1 - (2 * rate) / 100), value * (1 + rate / 100) ** 2, value * (1 - rate / 100)], money) };
    }),
  // Different rates in the two years.
  (random) =>
    until(random, (r) => {
      const principal = r.int(5, 100) * 1000;
      const first = r.pick([5, 8, 10, 12, 15, 20]);
      const second = r.pick([5, 8, 10, 12, 15, 20].filter((x) => x !== first));
      const interest = principal * ((1 + first / 100) * (1 + second / 100) - 1);
      if (!isWhole(interest)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `Find the compound interest on ${money(principal)} for 2 years, the rate being ${pct(first)} for the first year and ${pct(second)} for the second year.`,
        `${money(principal)} is invested at compound interest: ${first}% p.a. in the first year and ${second}% p.a. in the second year. What is the interest earned in the two years?`,
      ]);
      return { question, options: numberOptions(interest, [(principal * (first + second)) / 100, principal + interest, (principal * (first * second)) / 100], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const RATIO_SHARE = templatesOf('ratio-share', [
  // Divide an amount in a : b.
  (random) =>
    until(random, (r) => {
      const a = r.int(1, 9);
      const b = r.int(1, 9);
      if (a === b || gcd(a, b) !== 1) return undefined;
      const total = (a + b) * r.int(5, 200) * 10;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const askFirst = r.next() < 0.5;
      const share = askFirst ? (total * a) / (a + b) : (total * b) / (a + b);
      const other = askFirst ? (total * b) / (a + b) : (total * a) / (a + b);
      const who = askFirst ? x : y;
      const question = r.pick([
        `${money(total)} is divided between ${x} and ${y} in the ratio ${a} : ${b}. What is ${who}'s share?`,
        `Divide ${money(total)} between ${x} and ${y} in the ratio ${a}:${b}. How much does ${who} get?`,
        `How much does ${who} receive if ${x} and ${y} share ${money(total)} in the ratio of ${a} to ${b}?`,
      ]);
      return { question, options: numberOptions(share, [other, (total * (askFirst ? a : b)) / (a + b + 1), total / 2], money) };
    }),
  // Divide among three in a : b : c.
  (random) =>
    until(random, (r) => {
      const parts = [r.int(1, 8), r.int(1, 8), r.int(1, 8)];
      if (new Set(parts).size < 3) return undefined;
      const sum = parts[0]! + parts[1]! + parts[2]!;
      const total = sum * r.int(10, 300) * 10;
      const people = names(r, 3);
      const index = r.int(0, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `A sum of ${money(total)} is divided among ${people[0]}, ${people[1]} and ${people[2]} in the ratio ${parts.join(' : ')}. Find ${people[index]}'s share.`,
        `${people[0]}, ${people[1]} and ${people[2]} share a prize of ${money(total)} in the ratio ${parts.join(':')}. How much does ${people[index]} get?`,
      ]);
      const share = (total * parts[index]!) / sum;
      return { question, options: numberOptions(share, parts.filter((_, i) => i !== index).map((p) => (total * p) / sum), money) };
    }),
  // Boys to girls a : b in a class of N: number of girls (or boys).
  (random) =>
    until(random, (r) => {
      const boys = r.int(1, 9);
      const girls = r.int(1, 9);
      if (boys === girls || gcd(boys, girls) !== 1) return undefined;
      const total = (boys + girls) * r.int(2, 12);
      const askGirls = r.next() < 0.5;
      const answer = (total * (askGirls ? girls : boys)) / (boys + girls);
      const other = total - answer;
      const question = r.pick([
        `In a class of ${total} students, the ratio of boys to girls is ${boys} : ${girls}. How many ${askGirls ? 'girls' : 'boys'} are there?`,
        `The ratio of boys to girls in a group of ${total} students is ${boys}:${girls}. Find the number of ${askGirls ? 'girls' : 'boys'}.`,
        `${boys} : ${girls} is the ratio of boys and girls in a ${total}-student class, how many ${askGirls ? 'girls' : 'boys'}?`,
      ]);
      return { question, options: numberOptions(answer, [other, askGirls ? girls * 5 : boys * 5, answer + (boys + girls)], plain) };
    }),
  // Shares a : b; B gets D more than A: total.
  (random) =>
    until(random, (r) => {
      const a = r.int(1, 9);
      const b = r.int(a + 1, 12);
      if (gcd(a, b) !== 1) return undefined;
      const unit = r.int(5, 200) * 10;
      const difference = (b - a) * unit;
      const total = (a + b) * unit;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `${x} and ${y} share some money in the ratio ${a} : ${b}. If ${y} gets ${money(difference)} more than ${x}, find the total amount.`,
        `An amount is divided between ${x} and ${y} in the ratio ${a}:${b}. ${y}'s share exceeds ${x}'s by ${money(difference)}. What is the total amount?`,
      ]);
      return { question, options: numberOptions(total, [b * unit, difference * (a + b), a * unit], money) };
    }),
  // One share known: the other share or the total.
  (random) =>
    until(random, (r) => {
      const a = r.int(1, 9);
      const b = r.int(1, 9);
      if (a === b || gcd(a, b) !== 1) return undefined;
      const unit = r.int(10, 300) * 10;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const known = b * unit;
      if (r.next() < 0.5) {
        const question = `The ratio of the money with ${x} to that with ${y} is ${a} : ${b}. If ${y} has ${money(known)}, how much do they have together?`;
        return { question, options: numberOptions((a + b) * unit, [a * unit, (known * (a + b)) / a, known * 2], money) };
      }
      const question = `${x}'s and ${y}'s savings are in the ratio ${a}:${b}. ${y} has saved ${money(known)}. How much has ${x} saved?`;
      return { question, options: numberOptions(a * unit, [(known * b) / a, (a + b) * unit, known - a], money) };
    }),
  // Divide in the ratio 1/a : 1/b : 1/c.
  (random) =>
    until(random, (r) => {
      const dens = r.shuffle([2, 3, 4, 5, 6]).slice(0, 3);
      const common = dens.reduce((m, d) => lcm(m, d), 1);
      const parts = dens.map((d) => common / d);
      const sum = parts.reduce((s, p) => s + p, 0);
      const total = sum * r.int(5, 100) * 10;
      const people = names(r, 3);
      const index = r.int(0, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `Divide ${money(total)} among ${people[0]}, ${people[1]} and ${people[2]} in the ratio 1/${dens[0]} : 1/${dens[1]} : 1/${dens[2]}. What is ${people[index]}'s share?`,
        `${money(total)} is to be shared among ${people.join(', ')} in the proportion 1/${dens[0]} : 1/${dens[1]} : 1/${dens[2]} respectively. How much does ${people[index]} receive?`,
      ]);
      const share = (total * parts[index]!) / sum;
      const naive = (total * dens[index]!) / (dens[0]! + dens[1]! + dens[2]!);
      return { question, options: numberOptions(share, [naive, ...parts.filter((_, i) => i !== index).map((p) => (total * p) / sum)], money) };
    }),
  // Coins of ₹1, 50 paise and 25 paise in a : b : c, total value V: number of one kind.
  (random) =>
    until(random, (r) => {
      const parts = [r.int(1, 6), r.int(1, 6), r.int(1, 6)];
      const setValue = parts[0]! + parts[1]! * 0.5 + parts[2]! * 0.25;
      const sets = r.int(5, 40);
      const value = setValue * sets;
      if (!isWhole(value)) return undefined;
      const index = r.int(0, 2);
      const coin = ['one-rupee', '50-paise', '25-paise'][index]!;
      const money = moneyStyle(r);
      const question = r.pick([
        `A bag contains one-rupee, 50-paise and 25-paise coins in the ratio ${parts.join(' : ')}. If the total amount is ${money(value)}, how many ${coin} coins are there?`,
        `A purse has ₹1, 50 p and 25 p coins in the ratio ${parts.join(':')}, worth ${money(value)} in all. Find the number of ${coin} coins.`,
      ]);
      const answer = parts[index]! * sets;
      const naive = Math.round((value * parts[index]!) / (parts[0]! + parts[1]! + parts[2]!));
      return { question, options: numberOptions(answer, [naive, answer * 2, parts[index]! * (sets + 5)], plain) };
    }),
  // a x A's share = b x B's = c x C's.
  (random) =>
    until(random, (r) => {
      const factors = r.shuffle([2, 3, 4, 5, 6]).slice(0, 3);
      const common = factors.reduce((m, d) => lcm(m, d), 1);
      const parts = factors.map((d) => common / d);
      const sum = parts.reduce((s, p) => s + p, 0);
      const total = sum * r.int(5, 100) * 10;
      const people = names(r, 3);
      const index = r.int(0, 2);
      const money = moneyStyle(r);
      const question = `${money(total)} is divided among ${people[0]}, ${people[1]} and ${people[2]} such that ${factors[0]} times ${people[0]}'s share = ${factors[1]} times ${people[1]}'s share = ${factors[2]} times ${people[2]}'s share. Find ${people[index]}'s share.`;
      const share = (total * parts[index]!) / sum;
      const naive = (total * factors[index]!) / (factors[0]! + factors[1]! + factors[2]!);
      return { question, options: numberOptions(share, [naive, ...parts.filter((_, i) => i !== index).map((p) => (total * p) / sum)], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
/** Wrong ratios that students write: reversed, and each term off by one. */
function ratioCandidates(parts: readonly number[]): string[] {
  const reversed = [...parts].reverse();
  return [ratio(...reversed), ...parts.map((_, i) => ratio(...parts.map((p, j) => (i === j ? p + 1 : p)))), ratio(...parts.map((p, j) => (j === 0 ? p * 2 : p)))];
}

const RATIO_COMBINE = templatesOf('ratio-combine', [
  // a : b and b : c to a : b : c.
  (random) =>
    until(random, (r) => {
      const [a, b1, b2, c] = [r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9)];
      if (gcd(a, b1) !== 1 || gcd(b2, c) !== 1 || b1 === b2) return undefined;
      const m = lcm(b1, b2);
      const parts = [(a * m) / b1, m, (c * m) / b2];
      const question = r.pick([
        `If A : B = ${a} : ${b1} and B : C = ${b2} : ${c}, find A : B : C.`,
        `The ratio of ${r.pick(['Ravi', 'Aman'])}'s age to Sonu's age is ${a}:${b1} and Sonu's age to Tina's age is ${b2}:${c}. What is the ratio of their three ages?`,
      ]);
      return { question, options: fourOptions(ratio(...parts), [ratio(a, b1, c), ratio(a * b2, b1 * b2, c * b1), ratio(a, b1 + b2, c), ...ratioCandidates(parts)]) };
    }),
  // A : B and B : C to A : C.
  (random) =>
    until(random, (r) => {
      const [a, b1, b2, c] = [r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9)];
      if (gcd(a, b1) !== 1 || gcd(b2, c) !== 1 || b1 === b2) return undefined;
      const question = r.pick([
        `If A : B = ${a} : ${b1} and B : C = ${b2} : ${c}, then A : C = ?`,
        `The ratio of milk to tea sold in a canteen is ${a}:${b1}, and of tea to coffee is ${b2}:${c}. What is the ratio of milk to coffee?`,
      ]);
      const answer = ratio(a * b2, b1 * c);
      return { question, options: fourOptions(answer, [ratio(a, c), ratio(a * c, b1 * b2), ratio(b1 * c, a * b2), ratio(a * b2 + 1, b1 * c), ...ratioCandidates([a * b2, b1 * c])]) };
    }),
  // Compound ratio.
  (random) =>
    until(random, (r) => {
      const pairs = [0, 1, 2].map(() => [r.int(1, 9), r.int(1, 9)] as const);
      if (pairs.some(([x, y]) => x === y || gcd(x, y) !== 1)) return undefined;
      const top = pairs.reduce((p, [x]) => p * x, 1);
      const bottom = pairs.reduce((p, [, y]) => p * y, 1);
      if (top === bottom) return undefined;
      const listed = pairs.map(([x, y]) => `${x} : ${y}`).join(', ');
      const question = r.pick([`Find the compound ratio of ${listed}.`, `What is the ratio compounded of ${listed.replace(/, ([^,]*)$/, ' and $1')}?`]);
      const sumTop = pairs.reduce((p, [x]) => p + x, 0);
      const sumBottom = pairs.reduce((p, [, y]) => p + y, 0);
      return { question, options: fourOptions(ratio(top, bottom), [ratio(sumTop, sumBottom), ratio(bottom, top), ratio(top + 1, bottom), ratio(top, bottom + 1)]) };
    }),
  // Ratio after some leave and some join.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(2, 9), r.int(2, 9)];
      if (a === b || gcd(a, b) !== 1) return undefined;
      const unit = r.int(3, 10);
      const boys = a * unit;
      const girls = b * unit;
      const leave = r.int(1, Math.floor(boys / 2));
      const join = r.int(1, 15);
      const answer = ratio(boys - leave, girls + join);
      if (answer === ratio(a, b)) return undefined;
      const question = r.pick([
        `In a class of ${boys + girls} students the ratio of boys to girls is ${a} : ${b}. If ${leave} boys leave and ${join} girls join, what is the new ratio of boys to girls?`,
        `The ratio of boys to girls in a hostel with ${boys + girls} students is ${a}:${b}. After ${leave} boys move out and ${join} girls move in, find the new ratio.`,
      ]);
      return { question, options: fourOptions(answer, [ratio(boys - leave, girls), ratio(boys, girls + join), ratio(girls + join, boys - leave), ratio(boys + leave, girls + join), ratio(boys - leave + 1, girls + join)]) };
    }),
  // A's share is p/q of B's and B's is s/t of C's: A : B : C.
  (random) =>
    until(random, (r) => {
      const [p, q, s, t] = [r.int(1, 5), r.int(2, 6), r.int(1, 5), r.int(2, 6)];
      if (p >= q || s >= t || gcd(p, q) !== 1 || gcd(s, t) !== 1) return undefined;
      const parts = [p * s, q * s, q * t];
      const [x, y, z] = names(r, 3);
      const question = r.pick([
        `${x}'s share is ${p}/${q} of ${y}'s share and ${y}'s share is ${s}/${t} of ${z}'s share. Find the ratio of the shares of ${x}, ${y} and ${z}.`,
        `If A gets ${p}/${q} of what B gets and B gets ${s}/${t} of what C gets, then A : B : C is`,
      ]);
      return { question, options: fourOptions(ratio(...parts), [ratio(p, q, t), ratio(p * t, q * t, q * s), ratio(q * t, q * s, p * s), ...ratioCandidates(parts)]) };
    }),
  // Numbers a : b; add x to each, ratio c : d: the smaller number.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(1, 8), r.int(2, 9)];
      if (a >= b || gcd(a, b) !== 1) return undefined;
      const k = r.int(2, 12);
      const add = r.int(2, 20);
      const [c, d] = ratio(a * k + add, b * k + add).split(' : ').map(Number) as [number, number];
      if (c > 15 || d > 15) return undefined;
      const addsOrSubtracts = r.next() < 0.5;
      const question = addsOrSubtracts
        ? `Two numbers are in the ratio ${a} : ${b}. If ${add} is added to each, the ratio becomes ${c} : ${d}. Find the smaller number.`
        : `The ratio of two numbers is ${a}:${b}. On adding ${add} to each of them the ratio becomes ${c}:${d}. What is the smaller number?`;
      return { question, options: numberOptions(a * k, [b * k, a * k + add, c * k], plain) };
    }),
  // Incomes a : b, expenditures c : d, each saves S: A's income.
  (random) =>
    until(random, (r) => {
      const [a, b, c, d] = [r.int(2, 9), r.int(2, 9), r.int(1, 8), r.int(1, 8)];
      if (a === b || c === d || gcd(a, b) !== 1 || gcd(c, d) !== 1 || (a - b) * (c - d) <= 0) return undefined;
      // a·k − c·m = b·k − d·m, so k·(a − b) = m·(c − d).
      const g = gcd(Math.abs(a - b), Math.abs(c - d));
      const k = (Math.abs(c - d) / g) * r.int(200, 2000);
      const m = (k * (a - b)) / (c - d);
      const saving = a * k - c * m;
      if (!isWhole(m) || saving <= 0 || b * k - d * m !== saving) return undefined;
      const money = moneyStyle(r);
      const [x, y] = names(r, 2);
      const question = `The incomes of ${x} and ${y} are in the ratio ${a} : ${b} and their expenditures are in the ratio ${c} : ${d}. If each of them saves ${money(saving)}, find ${x}'s income.`;
      return { question, options: numberOptions(a * k, [b * k, c * m, saving * a], money) };
    }),
  // A : B, B : C, C : D to A : D.
  (random) =>
    until(random, (r) => {
      const v = [r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9), r.int(1, 9)];
      const [a, b, b2, c, c2, d] = v as [number, number, number, number, number, number];
      if (a === b || b2 === c || c2 === d || gcd(a, b) !== 1 || gcd(b2, c) !== 1 || gcd(c2, d) !== 1) return undefined;
      const answer = ratio(a * b2 * c2, b * c * d);
      if (a * b2 * c2 === b * c * d) return undefined;
      const question = r.pick([
        `If A : B = ${a} : ${b}, B : C = ${b2} : ${c} and C : D = ${c2} : ${d}, then find A : D.`,
        `A:B = ${a}:${b}, B:C = ${b2}:${c}, C:D = ${c2}:${d}. What is A:D?`,
      ]);
      return { question, options: fourOptions(answer, [ratio(a, d), ratio(b * c * d, a * b2 * c2), ratio(a * b * c, b2 * c2 * d), ratio(a + b2 + c2, b + c + d), ratio(a * b2 * c2 + 1, b * c * d)]) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const PARTNERSHIP = templatesOf('partnership', [
  // Capitals a and b for the same time.
  (random) =>
    until(random, (r) => {
      const [ca, cb] = [r.int(2, 40) * 5000, r.int(2, 40) * 5000];
      if (ca === cb) return undefined;
      const profit = r.int(5, 100) * 1000;
      const share = (profit * ca) / (ca + cb);
      if (!isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `${x} and ${y} start a business with ${money(ca)} and ${money(cb)} respectively. Out of a total profit of ${money(profit)}, what is ${x}'s share?`,
        `${x} invests ${money(ca)} and ${y} invests ${money(cb)} in a shop. At the end of the year the profit is ${money(profit)}. Find ${x}'s share of the profit.`,
      ]);
      return { question, options: numberOptions(share, [profit - share, profit / 2, (profit * ca) / cb], money) };
    }),
  // Same capital, different months.
  (random) =>
    until(random, (r) => {
      const [ca, cb] = [r.int(2, 20) * 10000, r.int(2, 20) * 10000];
      const [ma, mb] = [r.int(3, 12), r.int(3, 12)];
      if (ma === mb) return undefined;
      const profit = r.int(5, 100) * 1000;
      const share = (profit * cb * mb) / (ca * ma + cb * mb);
      if (!isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = `${x} invested ${money(ca)} for ${ma} months and ${y} invested ${money(cb)} for ${mb} months in a business. If the total profit is ${money(profit)}, find ${y}'s share.`;
      return { question, options: numberOptions(share, [(profit * cb) / (ca + cb), profit - share, (profit * mb) / (ma + mb)], money) };
    }),
  // B joins after some months.
  (random) =>
    until(random, (r) => {
      const [ca, cb] = [r.int(2, 20) * 10000, r.int(2, 20) * 10000];
      const late = r.int(2, 9);
      const profit = r.int(5, 100) * 1000;
      const share = (profit * cb * (12 - late)) / (ca * 12 + cb * (12 - late));
      if (!isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `${x} started a business with ${money(ca)}. After ${count(r, late, 'month')}, ${y} joined with ${money(cb)}. At the end of the year the profit was ${money(profit)}. What is ${y}'s share?`,
        `${x} begins a firm with a capital of ${money(ca)}; ${y} joins ${late} months later investing ${money(cb)}. Find ${y}'s share in an annual profit of ${money(profit)}.`,
      ]);
      return { question, options: numberOptions(share, [(profit * cb) / (ca + cb), (profit * cb * late) / (ca * 12 + cb * late), profit - share], money) };
    }),
  // A leaves after some months.
  (random) =>
    until(random, (r) => {
      const [ca, cb] = [r.int(2, 20) * 10000, r.int(2, 20) * 10000];
      const stay = r.int(3, 10);
      const profit = r.int(5, 100) * 1000;
      const share = (profit * ca * stay) / (ca * stay + cb * 12);
      if (!isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = `${x} and ${y} started a business investing ${money(ca)} and ${money(cb)} respectively. ${x} withdrew after ${count(r, stay, 'month')}. Out of a profit of ${money(profit)} at the end of the year, how much should ${x} get?`;
      return { question, options: numberOptions(share, [(profit * ca) / (ca + cb), (profit * ca * (12 - stay)) / (ca * (12 - stay) + cb * 12), profit - share], money) };
    }),
  // A adds capital after six months.
  (random) =>
    until(random, (r) => {
      const [ca, cb, more] = [r.int(2, 20) * 10000, r.int(2, 20) * 10000, r.int(1, 10) * 10000];
      const after = r.pick([4, 6, 8]);
      const weightA = ca * after + (ca + more) * (12 - after);
      const profit = r.int(5, 100) * 1000;
      const share = (profit * weightA) / (weightA + cb * 12);
      if (!isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = `${x} and ${y} invest ${money(ca)} and ${money(cb)} in a business. After ${count(r, after, 'month')}, ${x} puts in ${money(more)} more. What is ${x}'s share of the year's profit of ${money(profit)}?`;
      return { question, options: numberOptions(share, [(profit * ca) / (ca + cb), (profit * (ca + more)) / (ca + more + cb), profit - share], money) };
    }),
  // Three partners.
  (random) =>
    until(random, (r) => {
      const caps = [r.int(2, 20) * 5000, r.int(2, 20) * 5000, r.int(2, 20) * 5000];
      const months = [12, r.pick([12, 9, 8, 6]), r.pick([12, 10, 6, 4])];
      const weights = caps.map((c, i) => c * months[i]!);
      const total = weights.reduce((s, w) => s + w, 0);
      const profit = r.int(5, 200) * 1000;
      const index = r.int(0, 2);
      const share = (profit * weights[index]!) / total;
      if (!isWhole(share)) return undefined;
      const people = names(r, 3);
      const money = moneyStyle(r);
      const timing = months.map((m, i) => `${people[i]} ${money(caps[i]!)}${m === 12 ? ' for the whole year' : ` for ${m} months`}`).join(', ');
      const question = `Three partners invest as follows: ${timing}. The profit at the end of the year is ${money(profit)}. Find ${people[index]}'s share.`;
      const naive = (profit * caps[index]!) / (caps[0]! + caps[1]! + caps[2]!);
      return { question, options: numberOptions(share, [naive, profit / 3, (profit * months[index]!) / (months[0]! + months[1]! + months[2]!)], money) };
    }),
  // A working partner takes x % of the profit first.
  (random) =>
    until(random, (r) => {
      const [ca, cb] = [r.int(2, 20) * 10000, r.int(2, 20) * 10000];
      const fee = r.pick([5, 10, 12.5, 15, 20]);
      const profit = r.int(5, 100) * 1000;
      const rest = (profit * (100 - fee)) / 100;
      const total = (profit * fee) / 100 + (rest * ca) / (ca + cb);
      if (!isWhole(total) || !isWhole(rest)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = `${x} is a working partner and ${y} a sleeping partner in a business. ${x} puts in ${money(ca)} and ${y} ${money(cb)}. ${x} receives ${pct(fee)} of the profit for managing the business and the rest is divided in proportion to their capitals. Out of a total profit of ${money(profit)}, how much does ${x} receive?`;
      return { question, options: numberOptions(total, [(profit * ca) / (ca + cb), (rest * ca) / (ca + cb), profit - total], money) };
    }),
  // Equal profit shares: the capital of the partner who joined later.
  (random) =>
    until(random, (r) => {
      const ca = r.int(2, 20) * 10000;
      const late = r.pick([2, 3, 4, 6, 8]);
      const cb = (ca * 12) / (12 - late);
      if (!isWhole(cb)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `${x} starts a business with ${money(ca)}. ${y} joins after ${count(r, late, 'month')}. At the end of the year the profit is divided equally. How much did ${y} invest?`,
        `${y} joined ${x}'s business ${late} months after it started with ${money(ca)}. If the year's profit was shared equally, what was ${y}'s capital?`,
      ]);
      return { question, options: numberOptions(cb, [(ca * (12 - late)) / 12, (ca * 12) / late, ca], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const AVERAGE = templatesOf('average', [
  // Average of a list.
  (random) =>
    until(random, (r) => {
      const values = Array.from({ length: r.int(5, 7) }, () => r.int(10, 99));
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      if (!isExact(mean)) return undefined;
      const question = r.pick([
        `Find the average of ${values.slice(0, -1).join(', ')} and ${values.at(-1)}.`,
        `The runs scored by a batsman in ${values.length} matches are ${values.join(', ')}. What is his average score?`,
        `What is the mean of the following numbers: ${values.join(', ')}?`,
      ]);
      const sum = values.reduce((s, v) => s + v, 0);
      return { question, options: numberOptions(mean, [sum / (values.length - 1), sum / (values.length + 1), mean + 1], plain) };
    }),
  // Teacher included, average rises.
  (random) => {
    const n = random.int(15, 40);
    const mean = random.int(10, 16);
    const rise = random.pick([0.5, 1, 1.5, 2]);
    const teacher = (n + 1) * (mean + rise) - n * mean;
    const question = random.pick([
      `The average age of ${n} students in a class is ${mean} years. If the teacher's age is included, the average increases by ${plain(rise)} year${rise === 1 ? '' : 's'}. Find the teacher's age.`,
      `When the age of the class teacher is added, the average age of ${n} pupils goes up from ${mean} to ${plain(mean + rise)} years. How old is the teacher?`,
    ]);
    return { question, options: numberOptions(teacher, [mean + rise * n, mean + rise, teacher - mean], years, 1) };
  },
  // One number removed.
  (random) =>
    until(random, (r) => {
      const n = r.int(6, 25);
      const mean = r.int(20, 80);
      const removed = r.int(mean - 20, mean + 40);
      const after = (n * mean - removed) / (n - 1);
      if (!isExact(after) || after === mean) return undefined;
      const question = r.pick([
        `The average of ${n} numbers is ${mean}. If one number, ${removed}, is removed, what is the average of the remaining numbers?`,
        `${n} numbers have an average of ${mean}. Find the average when the number ${removed} is excluded.`,
      ]);
      return { question, options: numberOptions(after, [(n * mean - removed) / n, mean - (removed - mean) / n, (n * mean + removed) / (n + 1)], plain) };
    }),
  // Average of consecutive or first n natural / even / odd numbers.
  (random) => {
    const kind = random.pick(['natural', 'even', 'odd', 'consecutive'] as const);
    const n = random.int(10, 60);
    if (kind === 'natural') {
      const question = `Find the average of the first ${n} natural numbers.`;
      return { question, options: numberOptions((n + 1) / 2, [n / 2, (n * (n + 1)) / 2 / (n - 1), (n + 2) / 2], plain, 1) };
    }
    if (kind === 'even') {
      const question = `What is the average of the first ${n} even numbers?`;
      return { question, options: numberOptions(n + 1, [n, n + 2, (n + 1) / 2], plain, 1) };
    }
    if (kind === 'odd') {
      const question = `Find the average of the first ${n} odd numbers.`;
      return { question, options: numberOptions(n, [n + 1, n - 1, (n + 1) / 2], plain, 1) };
    }
    const start = random.int(11, 80);
    const length = random.int(5, 9);
    const question = `What is the average of ${length} consecutive numbers starting from ${start}?`;
    return { question, options: numberOptions(start + (length - 1) / 2, [start + length / 2, start + length, start + (length - 1) / 2 + 1], plain, 1) };
  },
  // Missing mark from the average.
  (random) =>
    until(random, (r) => {
      const marks = Array.from({ length: r.int(4, 6) }, () => r.int(45, 98));
      const mean = r.int(60, 90);
      const missing = mean * (marks.length + 1) - marks.reduce((s, v) => s + v, 0);
      if (missing < 30 || missing > 100) return undefined;
      const name = r.pick(FEMALE_NAMES);
      const question = r.pick([
        `${name}'s marks in ${marks.length} subjects are ${marks.join(', ')}. What must she score in the ${ordinal(marks.length + 1)} subject to get an average of ${mean}?`,
        `The average of ${marks.length + 1} numbers is ${mean}. If ${marks.length} of them are ${marks.join(', ')}, find the remaining number.`,
      ]);
      return { question, options: numberOptions(missing, [mean * marks.length - marks.reduce((s, v) => s + v, 0) + mean, missing + marks.length, mean], plain, 1) };
    }),
  // Class average from two groups.
  (random) =>
    until(random, (r) => {
      const [nb, ng] = [r.int(10, 40), r.int(10, 40)];
      const [mb, mg] = [r.int(40, 80), r.int(40, 80)];
      const mean = (nb * mb + ng * mg) / (nb + ng);
      if (mb === mg || !isExact(mean)) return undefined;
      const question = r.pick([
        `The average marks of ${nb} boys in a class is ${mb} and that of ${ng} girls is ${mg}. Find the average marks of the whole class.`,
        `In a class, ${nb} boys have an average weight of ${mb} kg and ${ng} girls have an average weight of ${mg} kg. What is the average weight of the class?`,
      ]);
      return { question, options: numberOptions(mean, [(mb + mg) / 2, (nb * mg + ng * mb) / (nb + ng), mean + 2], plain, 1) };
    }),
  // Batsman's average after the next innings.
  (random) => {
    const innings = random.int(10, 30);
    const before = random.int(20, 50);
    const rise = random.int(1, 4);
    const score = before + rise * (innings + 1);
    const after = before + rise;
    const question = random.pick([
      `A batsman has a certain average of runs for ${innings} innings. In the ${ordinal(innings + 1)} innings he scores ${score} runs, thereby increasing his average by ${rise}. What is his average after the ${ordinal(innings + 1)} innings?`,
      `After scoring ${score} runs in the ${ordinal(innings + 1)} innings, a cricketer's average went up by ${rise}. Find his new average.`,
    ]);
    return { question, options: numberOptions(after, [before, after + rise, before - rise], plain, 1) };
  },
  // One observation recorded wrongly.
  (random) =>
    until(random, (r) => {
      const n = r.int(10, 50);
      const mean = r.int(20, 80);
      const right = r.int(10, 99);
      const wrong = Number(String(right).split('').reverse().join(''));
      const corrected = mean + (right - wrong) / n;
      if (wrong === right || wrong < 10 || !isExact(corrected)) return undefined;
      const question = r.pick([
        `The average of ${n} observations was found to be ${mean}. Later it was found that one observation ${right} was wrongly recorded as ${wrong}. Find the correct average.`,
        `The mean of ${n} numbers is ${mean}, but the number ${right} was misread as ${wrong}. What is the correct mean?`,
      ]);
      return { question, options: numberOptions(corrected, [mean - (right - wrong) / n, mean + (right - wrong) / (n - 1), mean], plain) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const MIXTURE = templatesOf('mixture', [
  // Alligation: ratio of two kinds for a mean price.
  (random) =>
    until(random, (r) => {
      const cheap = r.int(20, 80);
      const dear = cheap + r.int(5, 40);
      const mean = r.int(cheap + 1, dear - 1);
      const money = moneyStyle(r);
      const item = r.pick(['rice', 'wheat', 'tea', 'sugar', 'pulses']);
      const question = r.pick([
        `In what ratio must ${item} at ${money(cheap)} per kg be mixed with ${item} at ${money(dear)} per kg so that the mixture is worth ${money(mean)} per kg?`,
        `Two varieties of ${item} costing ${money(cheap)}/kg and ${money(dear)}/kg are mixed to get a mixture costing ${money(mean)}/kg. Find the ratio of the cheaper to the dearer variety.`,
      ]);
      const answer = ratio(dear - mean, mean - cheap);
      return { question, options: fourOptions(answer, [ratio(mean - cheap, dear - mean), ratio(cheap, dear), ratio(dear - mean + 1, mean - cheap), ratio(dear, mean), ...ratioCandidates([dear - mean, mean - cheap])]) };
    }),
  // Water added: new milk-water ratio.
  (random) =>
    until(random, (r) => {
      const [m, w] = [r.int(2, 9), r.int(1, 5)];
      if (gcd(m, w) !== 1) return undefined;
      const total = (m + w) * r.int(2, 10);
      const added = r.int(2, 20);
      const milk = (total * m) / (m + w);
      const water = total - milk + added;
      const question = r.pick([
        `A ${total}-litre mixture contains milk and water in the ratio ${m} : ${w}. If ${added} litres of water is added, what is the new ratio of milk to water?`,
        `${added} L of water is added to ${total} L of a mixture of milk and water in the ratio ${m}:${w}. Find the ratio of milk to water now.`,
      ]);
      return { question, options: fourOptions(ratio(milk, water), [ratio(m, w + added), ratio(water, milk), ratio(m, w), ratio(milk + added, water), ...ratioCandidates([milk, water])]) };
    }),
  // Water to add to change the ratio.
  (random) =>
    until(random, (r) => {
      const [m, w] = [r.int(2, 9), r.int(1, 5)];
      const [m2, w2] = [m, w + r.int(1, 4)];
      if (gcd(m, w) !== 1) return undefined;
      const total = (m + w) * r.int(2, 10);
      const milk = (total * m) / (m + w);
      const water = total - milk;
      const added = (milk * w2) / m2 - water;
      if (!isExact(added) || added <= 0) return undefined;
      const question = r.pick([
        `${total} litres of a mixture contains milk and water in the ratio ${m} : ${w}. How much water must be added to make the ratio ${m2} : ${w2}?`,
        `How many litres of water should be added to ${total} L of milk and water mixed in the ratio ${m}:${w} so that the ratio becomes ${m2}:${w2}?`,
      ]);
      return { question, options: numberOptions(added, [w2 - w, (total * (w2 - w)) / (m2 + w2), added + 2], (x) => `${plain(x)} litres`, 1) };
    }),
  // Mean price for given quantities.
  (random) =>
    until(random, (r) => {
      const [q1, q2] = [r.int(1, 12), r.int(1, 12)];
      const [p1, p2] = [r.int(10, 60) * 5, r.int(10, 60) * 5];
      const mean = (q1 * p1 + q2 * p2) / (q1 + q2);
      if (p1 === p2 || q1 === q2 || !isExact(mean)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `${q1} kg of tea costing ${money(p1)} per kg is mixed with ${q2} kg of tea costing ${money(p2)} per kg. Find the cost price of the mixture per kg.`,
        `A grocer mixes ${q1} kg of a spice at ${money(p1)}/kg with ${q2} kg of another at ${money(p2)}/kg. What is the price per kg of the mixture?`,
      ]);
      return { question, options: numberOptions(mean, [(p1 + p2) / 2, (q1 * p2 + q2 * p1) / (q1 + q2), mean + 5], money) };
    }),
  // Replace part of the milk with water twice.
  (random) =>
    until(random, (r) => {
      const total = r.int(2, 20) * 10;
      const taken = r.int(1, total / 4);
      const left = total * (1 - taken / total) ** 2;
      if (!isExact(left)) return undefined;
      const question = r.pick([
        `A vessel contains ${total} litres of milk. ${taken} litres of milk is taken out and replaced by water. This process is repeated once more. How much milk is now in the vessel?`,
        `From a can full of ${total} L of pure milk, ${taken} L is drawn out and replaced with water; the same is done again. Find the quantity of milk left.`,
      ]);
      return { question, options: numberOptions(left, [total - 2 * taken, total - taken, total * (1 - taken / total) ** 3], (x) => `${plain(x)} litres`, 1) };
    }),
  // Water mixed with milk sold at cost price for a profit.
  (random) =>
    until(random, (r) => {
      const price = r.int(20, 80);
      const gain = r.pick([10, 20, 25, 50]);
      // Selling at cost price: gain comes only from water, water : milk = gain : 100.
      const money = moneyStyle(r);
      const question = r.pick([
        `In what ratio must water be mixed with milk costing ${money(price)} per litre so that a milkman makes a profit of ${pct(gain)} by selling the mixture at ${money(price)} per litre?`,
        `A milkman sells milk at its cost price of ${money(price)} a litre but mixes water in it and gains ${gain}%. Find the ratio of water to milk.`,
      ]);
      return { question, options: fourOptions(ratio(gain, 100), [ratio(100, gain), ratio(gain, 100 + gain), ratio(gain, 100 - gain), ratio(gain + 10, 100)]) };
    }),
  // Quantity at one price to mix with a given quantity at another.
  (random) =>
    until(random, (r) => {
      const cheap = r.int(20, 60);
      const dear = cheap + r.int(4, 30);
      const mean = r.int(cheap + 1, dear - 1);
      const dearQuantity = r.int(5, 60);
      const needed = (dearQuantity * (dear - mean)) / (mean - cheap);
      if (!isExact(needed)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `How many kg of sugar costing ${money(cheap)} per kg must be mixed with ${dearQuantity} kg of sugar costing ${money(dear)} per kg so that the mixture costs ${money(mean)} per kg?`,
        `A shopkeeper has ${dearQuantity} kg of rice at ${money(dear)}/kg. How much rice at ${money(cheap)}/kg should he mix with it so that the mixture costs ${money(mean)}/kg?`,
      ]);
      return { question, options: numberOptions(needed, [(dearQuantity * (mean - cheap)) / (dear - mean), dearQuantity, needed + 5], (x) => `${plain(x)} kg`, 1) };
    }),
  // Two mixtures combined.
  (random) =>
    until(random, (r) => {
      const [a1, b1, a2, b2] = [r.int(1, 7), r.int(1, 5), r.int(1, 7), r.int(1, 5)];
      if (gcd(a1, b1) !== 1 || gcd(a2, b2) !== 1 || a1 * b2 === a2 * b1) return undefined;
      const [v1, v2] = [(a1 + b1) * r.int(1, 6), (a2 + b2) * r.int(1, 6)];
      const milk = (v1 * a1) / (a1 + b1) + (v2 * a2) / (a2 + b2);
      const water = v1 + v2 - milk;
      if (Math.abs(milk - water) < 1e-9) return undefined;
      const question = r.pick([
        `Vessel P has ${v1} litres of milk and water in the ratio ${a1} : ${b1} and vessel Q has ${v2} litres in the ratio ${a2} : ${b2}. If both are poured into a bigger vessel, what is the ratio of milk to water?`,
        `${v1} L of a milk-water mixture (${a1}:${b1}) is mixed with ${v2} L of another mixture (${a2}:${b2}). Find the ratio of milk to water in the result.`,
      ]);
      return { question, options: fourOptions(ratio(milk, water), [ratio(a1 + a2, b1 + b2), ratio(water, milk), ratio(milk + 1, water), ratio(a1 * a2, b1 * b2), ...ratioCandidates([milk, water])]) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const TIME_WORK = templatesOf('time-work', [
  // A and B together.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(4, 40), r.int(4, 40)];
      const together = (a * b) / (a + b);
      if (a === b || !isExact(together)) return undefined;
      const [x, y] = names(r, 2);
      const question = r.pick([
        `${x} can do a piece of work in ${a} days and ${y} can do it in ${b} days. In how many days will they finish it working together?`,
        `Working together, how long will ${x} and ${y} take to complete a job that ${x} alone does in ${a} days and ${y} alone in ${b} days?`,
        `${x} alone finishes a work in ${a} days, ${y} alone in ${b} days. Both together?`,
      ]);
      return { question, options: numberOptions(together, [(a + b) / 2, Math.abs(a - b) || a + b, a + b], days, 1) };
    }),
  // A, B and C together.
  (random) =>
    until(random, (r) => {
      const [a, b, c] = [r.int(5, 40), r.int(5, 40), r.int(5, 40)];
      const together = 1 / (1 / a + 1 / b + 1 / c);
      if (new Set([a, b, c]).size < 3 || !isExact(together)) return undefined;
      const people = names(r, 3);
      const question = `${people[0]}, ${people[1]} and ${people[2]} can do a piece of work in ${a}, ${b} and ${c} days respectively. How long will they take to finish it together?`;
      return { question, options: numberOptions(together, [(a + b + c) / 3, (a * b) / (a + b), together + 2], days, 1) };
    }),
  // Together in t days, A alone in x: B alone.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(4, 60), r.int(4, 60)];
      const together = (a * b) / (a + b);
      if (a === b || !isExact(together)) return undefined;
      const [x, y] = names(r, 2);
      const question = r.pick([
        `${x} and ${y} together can complete a work in ${plain(together)} days. ${x} alone can complete it in ${a} days. In how many days can ${y} alone complete the work?`,
        `If ${x} can finish a job in ${a} days and ${x} and ${y} together take ${plain(together)} days, how many days would ${y} take alone?`,
      ]);
      return { question, options: numberOptions(b, [a - together, a + together, b + 5], days, 1) };
    }),
  // Together for d days, then A leaves: days B needs for the rest.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(6, 40), r.int(6, 40)];
      const d = r.int(2, 8);
      const left = 1 - d * (1 / a + 1 / b);
      const rest = left * b;
      if (a === b || left <= 0.05 || !isExact(rest)) return undefined;
      const [x, y] = names(r, 2);
      const question = r.pick([
        `${x} can do a work in ${a} days and ${y} in ${b} days. They work together for ${count(r, d, 'day')}, after which ${x} leaves. In how many days will ${y} finish the remaining work?`,
        `${x} and ${y} can separately do a piece of work in ${a} and ${b} days. They begin together, but ${x} leaves after ${d} days. How many more days does ${y} need to complete the work?`,
      ]);
      return { question, options: numberOptions(rest, [b - d, (1 - d / a) * b, rest + d], days, 1) };
    }),
  // A is k times as efficient as B; together in t days.
  (random) =>
    until(random, (r) => {
      const k = r.pick([2, 3, 1.5, 4]);
      const together = r.int(4, 30);
      const askA = r.next() < 0.5;
      const answer = askA ? (together * (k + 1)) / k : together * (k + 1);
      if (!isExact(answer)) return undefined;
      const [x, y] = names(r, 2);
      const eff = k === 2 ? 'twice' : k === 3 ? 'thrice' : k === 1.5 ? 'one and a half times' : 'four times';
      const question = r.pick([
        `${x} is ${eff} as efficient as ${y}, and together they finish a work in ${together} days. In how many days can ${askA ? x : y} alone finish it?`,
        `${x} works ${eff} as fast as ${y}. If both together can complete a job in ${together} days, how long will ${askA ? x : y} take working alone?`,
      ]);
      const other = askA ? together * (k + 1) : (together * (k + 1)) / k;
      return { question, options: numberOptions(answer, [other, together * k, together / 2 + together], days, 1) };
    }),
  // Men, hours and days.
  (random) =>
    until(random, (r) => {
      const [m1, h1, d1] = [r.int(4, 30), r.int(5, 10), r.int(6, 40)];
      const [m2, h2] = [r.int(4, 30), r.int(5, 10)];
      const d2 = (m1 * h1 * d1) / (m2 * h2);
      if (m1 === m2 || !isExact(d2)) return undefined;
      const question = r.pick([
        `${m1} men working ${h1} hours a day can finish a job in ${d1} days. In how many days can ${m2} men working ${h2} hours a day finish it?`,
        `If ${m1} workers, working ${h1} hours daily, build a wall in ${d1} days, how many days will ${m2} workers take working ${h2} hours daily?`,
      ]);
      return { question, options: numberOptions(d2, [(m2 * h2 * d1) / (m1 * h1), (m1 * d1) / m2, d2 + 3], days, 1) };
    }),
  // A+B, B+C, C+A: A alone.
  (random) =>
    until(random, (r) => {
      const [a, b, c] = [r.int(6, 60), r.int(6, 60), r.int(6, 60)];
      const ab = (a * b) / (a + b);
      const bc = (b * c) / (b + c);
      const ca = (c * a) / (c + a);
      if (new Set([a, b, c]).size < 3 || ![ab, bc, ca].every(isExact)) return undefined;
      const question = r.pick([
        `A and B can do a work in ${plain(ab)} days, B and C in ${plain(bc)} days, and C and A in ${plain(ca)} days. In how many days can A alone do it?`,
        `A and B together finish a job in ${plain(ab)} days; B and C together in ${plain(bc)} days; A and C together in ${plain(ca)} days. How long will A take by himself?`,
      ]);
      const all = 1 / (1 / a + 1 / b + 1 / c);
      return { question, options: numberOptions(a, [b, c, all * 2], days, 1) };
    }),
  // Wages shared by work done.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(4, 30), r.int(4, 30)];
      const wage = r.int(5, 100) * 100;
      const share = (wage * b) / (a + b);
      if (a === b || !isWhole(share)) return undefined;
      const [x, y] = names(r, 2);
      const money = moneyStyle(r);
      const question = r.pick([
        `${x} can do a piece of work in ${a} days and ${y} in ${b} days. They work together and get ${money(wage)}. What is ${x}'s share?`,
        `For a job that ${x} alone could finish in ${a} days and ${y} alone in ${b} days, the two are paid ${money(wage)} for doing it together. How much should ${x} get?`,
      ]);
      return { question, options: numberOptions(share, [wage - share, wage / 2, (wage * a) / (a + b + 1)], money) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const PIPES = templatesOf('pipes', [
  // Two filling pipes together.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(4, 60), r.int(4, 60)];
      const together = (a * b) / (a + b);
      if (a === b || !isExact(together)) return undefined;
      const unit = r.pick(['minutes', 'hours'] as const);
      const print = (x: number) => `${plain(x)} ${unit}`;
      const question = r.pick([
        `Pipe A can fill a tank in ${a} ${unit} and pipe B can fill it in ${b} ${unit}. If both pipes are opened together, how long will it take to fill the tank?`,
        `Two taps can fill a cistern in ${a} and ${b} ${unit} respectively. Both are turned on at the same time. The cistern will be filled in`,
      ]);
      return { question, options: numberOptions(together, [(a + b) / 2, Math.abs(a - b) || a + 1, a + b], print, 1) };
    }),
  // A filling pipe and an emptying pipe.
  (random) =>
    until(random, (r) => {
      const fill = r.int(3, 40);
      const empty = fill + r.int(1, 30);
      const time = (fill * empty) / (empty - fill);
      if (time > 60 || !isExact(time)) return undefined;
      const question = r.pick([
        `A pipe can fill a tank in ${fill} hours and another pipe can empty it in ${empty} hours. If both are opened together, in how many hours will the empty tank be filled?`,
        `An inlet fills a tank in ${fill} h while an outlet drains the full tank in ${empty} h. With both open, how long does it take to fill the empty tank?`,
      ]);
      return { question, options: numberOptions(time, [(fill * empty) / (fill + empty), empty - fill, time + 2], hours, 1) };
    }),
  // A leak.
  (random) =>
    until(random, (r) => {
      const fill = r.int(2, 20);
      const withLeak = fill + r.int(1, 10);
      const leak = (fill * withLeak) / (withLeak - fill);
      if (leak > 100 || !isExact(leak)) return undefined;
      const question = r.pick([
        `A pipe can fill a tank in ${fill} hours. Due to a leak at the bottom, it takes ${withLeak} hours to fill the tank. In what time can the leak alone empty the full tank?`,
        `Because of a leak, a tank that is normally filled in ${fill} hours now takes ${withLeak} hours. How long would the leak take to empty the full tank?`,
      ]);
      return { question, options: numberOptions(leak, [withLeak - fill, (fill * withLeak) / (fill + withLeak), leak + fill], hours, 1) };
    }),
  // Two inlets and an outlet.
  (random) =>
    until(random, (r) => {
      const [a, b, c] = [r.int(4, 30), r.int(4, 30), r.int(6, 60)];
      const rate = 1 / a + 1 / b - 1 / c;
      const time = 1 / rate;
      if (rate <= 0 || a === b || time > 240 || !isExact(time)) return undefined;
      const question = r.pick([
        `Pipes A and B can fill a tank in ${a} and ${b} minutes respectively, and pipe C can empty it in ${c} minutes. If all three are opened together, how long will it take to fill the tank?`,
        `Two pipes fill a cistern in ${a} min and ${b} min, while a third empties it in ${c} min. All three are opened at once. In how many minutes will the cistern be full?`,
      ]);
      return { question, options: numberOptions(time, [1 / (1 / a + 1 / b + 1 / c), (a * b) / (a + b), time + 3], minutes, 1) };
    }),
  // Both opened; B closed after t minutes: total time.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(6, 40), r.int(6, 40)];
      const t = r.int(2, 8);
      const done = t * (1 / a + 1 / b);
      const total = t + (1 - done) * a;
      if (a === b || done >= 0.95 || !isExact(total)) return undefined;
      const question = r.pick([
        `Two pipes A and B can fill a tank in ${a} minutes and ${b} minutes respectively. Both are opened together, but after ${t} minutes pipe B is turned off. How long does it take in all to fill the tank?`,
        `Taps A and B fill a tank in ${a} and ${b} min. Both are opened, and B is closed after ${t} min. Find the total time taken to fill the tank.`,
      ]);
      return { question, options: numberOptions(total, [(1 - done) * a, t + (1 - t / b) * a, (a * b) / (a + b)], minutes, 1) };
    }),
  // Capacity from an inlet's rate.
  (random) =>
    until(random, (r) => {
      const empty = r.int(4, 10);
      const slower = empty + r.int(1, 8);
      const inflow = r.int(2, 12);
      const capacity = (60 * inflow * empty * slower) / (slower - empty);
      if (!isWhole(capacity)) return undefined;
      const question = r.pick([
        `An outlet pipe can empty a full tank in ${empty} hours. If an inlet pipe that lets in water at ${inflow} litres per minute is also kept open, the tank is emptied in ${slower} hours. What is the capacity of the tank?`,
        `A leak empties a full cistern in ${empty} hours. When a tap filling ${inflow} L/min is opened as well, the cistern takes ${slower} hours to empty. Find the capacity of the cistern in litres.`,
      ]);
      return { question, options: numberOptions(capacity, [inflow * 60 * slower, inflow * 60 * empty, capacity / 60], (x) => `${indian(x)} litres`) };
    }),
  // Half filled, then k more similar taps.
  (random) =>
    until(random, (r) => {
      const time = r.int(2, 20) * 2;
      const extra = r.int(1, 5);
      const total = time / 2 + time / 2 / (extra + 1);
      if (!isExact(total)) return undefined;
      const question = r.pick([
        `A tap can fill a tank in ${time} hours. After half the tank is filled, ${small(r, extra)} more similar taps are opened. What is the total time taken to fill the tank completely?`,
        `One pipe fills a tank in ${time} hours. When the tank is half full, ${extra} more pipes of the same size are opened. How long does it take in all to fill the tank?`,
      ]);
      return { question, options: numberOptions(total, [time / 2 + time / 2 / extra, time / (extra + 1), time / 2], hours, 1) };
    }),
  // One pipe k times as fast; together in t: slower alone.
  (random) =>
    until(random, (r) => {
    const k = r.pick([2, 3, 4]);
    const together = r.int(3, 30);
    const askSlow = r.next() < 0.5;
    const slow = together * (k + 1);
    const fast = slow / k;
    const answer = askSlow ? slow : fast;
    if (!isExact(fast)) return undefined;
    const times = k === 2 ? 'twice' : k === 3 ? 'three times' : 'four times';
    const question = r.pick([
      `One pipe can fill a tank ${times} as fast as another pipe. If together the two pipes can fill the tank in ${together} minutes, how long will the ${askSlow ? 'slower' : 'faster'} pipe alone take?`,
      `Pipe A fills a tank ${times} as fast as pipe B. Together they fill it in ${together} min. Find the time pipe ${askSlow ? 'B' : 'A'} takes alone.`,
    ]);
    return { question, options: numberOptions(answer, [askSlow ? fast : slow, together * k, together * 2], minutes, 1) };
  }),
]);

// ---------------------------------------------------------------------------------------------
const KMPH = [18, 27, 36, 45, 54, 63, 72, 81, 90, 99, 108, 126, 144] as const;
const seconds = (x: number) => `${plain(x)} seconds`;
const metres = (x: number) => `${plain(x)} m`;
const kmph = (x: number) => `${plain(x)} km/h`;

const TRAINS = templatesOf('trains', [
  // Crossing a pole.
  (random) =>
    until(random, (r) => {
      const speed = r.pick(KMPH);
      const length = r.int(6, 40) * 10;
      const time = length / ((speed * 5) / 18);
      if (!isExact(time)) return undefined;
      const question = r.pick([
        `A train ${length} m long is running at ${speed} km/h. In how much time will it pass a telegraph pole?`,
        `How long does a ${length}-metre train moving at ${speed} km/hr take to cross an electric pole?`,
        `A train of length ${length} metres crosses a man standing on the platform. If its speed is ${speed} kmph, find the time taken.`,
      ]);
      return { question, options: numberOptions(time, [length / speed, time * 2, time + 4], seconds, 1) };
    }),
  // Speed from crossing a platform.
  (random) =>
    until(random, (r) => {
      const speed = r.pick(KMPH);
      const length = r.int(6, 40) * 10;
      const platform = r.int(6, 50) * 10;
      const time = (length + platform) / ((speed * 5) / 18);
      if (speed < 36 || !isWhole(time)) return undefined;
      const question = r.pick([
        `A train ${length} m long crosses a platform ${platform} m long in ${time} seconds. What is the speed of the train in km/h?`,
        `Find the speed of a ${length} m long train that takes ${time} s to cross a ${platform} m platform.`,
      ]);
      const ms = (length + platform) / time;
      return { question, options: numberOptions(speed, [ms, ((length * 18) / 5) / time, speed + 9], kmph, 9) };
    }),
  // Length of a bridge.
  (random) =>
    until(random, (r) => {
      const speed = r.pick(KMPH);
      const length = r.int(6, 40) * 10;
      const time = r.int(10, 60);
      const bridge = ((speed * 5) / 18) * time - length;
      if (bridge < 50 || !isWhole(bridge)) return undefined;
      const question = r.pick([
        `A train ${length} metres long, running at ${speed} km/h, crosses a bridge in ${time} seconds. What is the length of the bridge?`,
        `The length of a bridge which a train ${length} m long, travelling at ${speed} km/hr, can cross in ${time} seconds is`,
      ]);
      return { question, options: numberOptions(bridge, [bridge + length * 2, ((speed * 5) / 18) * time, bridge - 50], metres, 10) };
    }),
  // Two trains in opposite directions.
  (random) =>
    until(random, (r) => {
      const [s1, s2] = [r.pick(KMPH), r.pick(KMPH)];
      const [l1, l2] = [r.int(8, 30) * 10, r.int(8, 30) * 10];
      const time = (l1 + l2) / (((s1 + s2) * 5) / 18);
      if (!isExact(time)) return undefined;
      const question = r.pick([
        `Two trains ${l1} m and ${l2} m long are running in opposite directions on parallel tracks at ${s1} km/h and ${s2} km/h. In how much time will they cross each other?`,
        `Two trains of lengths ${l1} m and ${l2} m move towards each other at ${s1} km/hr and ${s2} km/hr. How long do they take to pass each other completely?`,
      ]);
      const same = s1 === s2 ? time * 3 : (l1 + l2) / ((Math.abs(s1 - s2) * 5) / 18);
      return { question, options: numberOptions(time, [same, (l1 + l2) / (s1 + s2), time * 2], seconds, 1) };
    }),
  // Two trains in the same direction.
  (random) =>
    until(random, (r) => {
      const [s1, s2] = [r.pick(KMPH), r.pick(KMPH)];
      const [l1, l2] = [r.int(8, 30) * 10, r.int(8, 30) * 10];
      if (s1 <= s2) return undefined;
      const time = (l1 + l2) / (((s1 - s2) * 5) / 18);
      if (!isExact(time) || time > 300) return undefined;
      const question = r.pick([
        `A ${l1} m long train running at ${s1} km/h overtakes a ${l2} m long train running at ${s2} km/h in the same direction. How long does it take to pass it completely?`,
        `Two trains ${l1} m and ${l2} m long run in the same direction at ${s1} km/h and ${s2} km/h. In what time will the faster train cross the slower one?`,
      ]);
      return { question, options: numberOptions(time, [(l1 + l2) / (((s1 + s2) * 5) / 18), l1 / (((s1 - s2) * 5) / 18), time * 2], seconds, 1) };
    }),
  // Passing a man walking the same way: train speed.
  (random) =>
    until(random, (r) => {
      const walk = r.int(2, 9);
      const relative = r.pick(KMPH);
      const length = r.int(5, 40) * 10;
      const time = length / ((relative * 5) / 18);
      if (!isWhole(time)) return undefined;
      const speed = relative + walk;
      const question = r.pick([
        `A train ${length} m long passes a man, running at ${walk} km/h in the same direction in which the train is going, in ${time} seconds. Find the speed of the train.`,
        `A man walks at ${walk} km/hr beside a railway track. A ${length} m train coming from behind passes him in ${time} s. What is the train's speed?`,
      ]);
      return { question, options: numberOptions(speed, [relative - walk, relative, speed + 9], kmph, 9) };
    }),
  // Converting km/h and m/s, or distance covered in some seconds.
  (random) => {
    const speed = random.pick(KMPH);
    const mode = random.int(0, 2);
    if (mode === 0) {
      const question = random.pick([`Express a speed of ${speed} km/h in metres per second.`, `A train runs at ${speed} kmph. What is its speed in m/s?`]);
      return { question, options: numberOptions((speed * 5) / 18, [(speed * 18) / 5, speed / 3.6 + 5, speed / 6], (x) => `${plain(x)} m/s`, 5) };
    }
    if (mode === 1) {
      const ms = (speed * 5) / 18;
      const question = random.pick([`Convert ${plain(ms)} m/s into km/h.`, `A car moves at ${plain(ms)} metres per second. What is its speed in km/hr?`]);
      return { question, options: numberOptions(speed, [(ms * 5) / 18, ms * 3, speed + 18], kmph, 9) };
    }
    const time = random.int(5, 60);
    const distance = ((speed * 5) / 18) * time;
    const question = `How many metres does a train running at ${speed} km/h cover in ${time} seconds?`;
    return { question, options: numberOptions(distance, [speed * time, distance * 2, distance + 50], metres, 50) };
  },
  // A pole in t1 s and a platform in t2 s: the train's length.
  (random) =>
    until(random, (r) => {
      const speed = r.pick(KMPH);
      const ms = (speed * 5) / 18;
      const length = r.int(5, 40) * 10;
      const platform = r.int(5, 50) * 10;
      const t1 = length / ms;
      const t2 = (length + platform) / ms;
      if (!isWhole(t1) || !isWhole(t2)) return undefined;
      const question = r.pick([
        `A train passes a pole in ${t1} seconds and a platform ${platform} m long in ${t2} seconds. Find the length of the train.`,
        `A train takes ${t1} s to cross a signal post and ${t2} s to cross a ${platform}-metre platform. How long is the train?`,
      ]);
      return { question, options: numberOptions(length, [platform, (platform * t2) / (t2 - t1), length + 20], metres, 10) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const BOATS = templatesOf('boats', [
  // Speed in still water from downstream and upstream runs.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(4, 24), r.int(1, 6)];
      if (stream >= boat) return undefined;
      const [t1, t2] = [r.int(1, 6), r.int(1, 6)];
      const [down, up] = [(boat + stream) * t1, (boat - stream) * t2];
      const question = r.pick([
        `A boat goes ${down} km downstream in ${count(r, t1, 'hour')} and ${up} km upstream in ${count(r, t2, 'hour')}. Find the speed of the boat in still water.`,
        `A man rows ${down} km with the current in ${t1} h and ${up} km against the current in ${t2} h. What is his rowing speed in still water?`,
      ]);
      return { question, options: numberOptions(boat, [stream, (down + up) / (t1 + t2), boat + stream], kmph, 1) };
    }),
  // Speed of the stream.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(4, 24), r.int(1, 8)];
      if (stream >= boat - 1) return undefined;
      const question = r.pick([
        `The downstream speed of a boat is ${boat + stream} km/h and its upstream speed is ${boat - stream} km/h. What is the speed of the stream?`,
        `A swimmer's speed with the current is ${boat + stream} km/hr and against the current is ${boat - stream} km/hr. Find the speed of the current.`,
      ]);
      return { question, options: numberOptions(stream, [boat, stream * 2, (boat + stream) / stream], kmph, 1) };
    }),
  // Time downstream.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(5, 30), r.int(1, 6)];
      const distance = r.int(10, 150);
      const time = distance / (boat + stream);
      if (stream >= boat || !isExact(time)) return undefined;
      const question = r.pick([
        `A boat can travel at ${boat} km/h in still water. If the speed of the stream is ${stream} km/h, how long will it take to go ${distance} km downstream?`,
        `The speed of a motorboat in still water is ${boat} km/hr and the river flows at ${stream} km/hr. Find the time to cover ${distance} km downstream.`,
      ]);
      return { question, options: numberOptions(time, [distance / boat, isExact(distance / (boat - stream)) ? distance / (boat - stream) : time + 1, time * 2], hours, 1) };
    }),
  // Time to go and come back.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(5, 30), r.int(1, 6)];
      const distance = r.int(6, 120);
      const time = distance / (boat + stream) + distance / (boat - stream);
      if (stream >= boat || !isExact(time)) return undefined;
      const question = r.pick([
        `A man can row at ${boat} km/h in still water. If the river is flowing at ${stream} km/h, how long will he take to row to a place ${distance} km away and come back?`,
        `Speed of boat in still water = ${boat} km/h, speed of stream = ${stream} km/h. Find the total time for a journey of ${distance} km upstream and ${distance} km back downstream.`,
      ]);
      return { question, options: numberOptions(time, [(2 * distance) / boat, distance / (boat - stream), distance / (boat + stream)], hours, 1) };
    }),
  // Same distance down in t1 and up in t2: speed of the stream.
  (random) =>
    until(random, (r) => {
      const [t1, t2] = [r.int(1, 5), r.int(2, 8)];
      const distance = r.int(6, 120);
      const [down, up] = [distance / t1, distance / t2];
      const stream = (down - up) / 2;
      if (t1 >= t2 || down > 40 || !isExact(stream) || !isExact((down + up) / 2)) return undefined;
      const question = r.pick([
        `A man rows ${distance} km downstream in ${count(r, t1, 'hour')} and returns the same distance upstream in ${count(r, t2, 'hour')}. What is the speed of the stream?`,
        `A boat covers ${distance} km downstream in ${t1} h and the same ${distance} km upstream in ${t2} h. Find the speed of the current.`,
      ]);
      return { question, options: numberOptions(stream, [(down + up) / 2, down - up, stream + 1], kmph, 1) };
    }),
  // Round trip of known length and time: speed of the stream.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(6, 24), r.int(1, 6)];
      const distance = r.int(6, 90);
      const time = distance / (boat + stream) + distance / (boat - stream);
      if (stream >= boat - 1 || !isExact(time) || !isExact(distance / (boat + stream))) return undefined;
      const question = r.pick([
        `The speed of a boat in still water is ${boat} km/h. It goes ${distance} km downstream and comes back in a total of ${plain(time)} hours. Find the speed of the stream.`,
        `A boat with a speed of ${boat} km/hr in still water takes ${plain(time)} hours to go ${distance} km downstream and return. What is the speed of the current?`,
      ]);
      return { question, options: numberOptions(stream, [stream * 2, stream + 1, stream + 3], kmph, 1) };
    }),
  // Upstream takes k times as long: boat to stream ratio.
  (random) => {
    const k = random.pick([2, 3, 4, 5]);
    const times = { 2: 'twice', 3: 'thrice', 4: 'four times', 5: 'five times' }[k]!;
    const question = random.pick([
      `A man takes ${times} as long to row a distance upstream as to row the same distance downstream. Find the ratio of the speed of the boat in still water to the speed of the stream.`,
      `Rowing upstream takes ${times} as long as rowing the same distance downstream. What is the ratio of the boat's speed in still water to that of the current?`,
    ]);
    return { question, options: fourOptions(ratio(k + 1, k - 1), [ratio(k, 1), ratio(k - 1, k + 1), ratio(k + 1, 1), ratio(k + 2, k - 1)]) };
  },
  // Round trip time known: distance.
  (random) =>
    until(random, (r) => {
      const [boat, stream] = [r.int(4, 20), r.int(1, 5)];
      const distance = r.int(2, 60);
      const time = distance / (boat + stream) + distance / (boat - stream);
      if (stream >= boat || !isExact(time)) return undefined;
      const question = r.pick([
        `A man can row ${boat} km/h in still water. When the river is running at ${stream} km/h, it takes him ${plain(time)} hours to row to a place and back. How far is the place?`,
        `A boatman rows at ${boat} km/hr in still water; the stream flows at ${stream} km/hr. He takes ${plain(time)} h to go to a village and come back. Find the distance to the village.`,
      ]);
      return { question, options: numberOptions(distance, [(boat * time) / 2, ((boat - stream) * time) / 2, distance * 2], (x) => `${plain(x)} km`, 1) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const RELATIVE_SPEED = templatesOf('relative-speed', [
  // Towards each other: time to meet.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(3, 70), r.int(3, 70)];
      const time = r.pick([1, 1.5, 2, 2.5, 3, 4, 5]);
      const distance = (a + b) * time;
      if (!isWhole(distance)) return undefined;
      const [x, y] = names(r, 2);
      const [p, q] = r.pick([['Delhi', 'Agra'], ['Pune', 'Mumbai'], ['Lucknow', 'Kanpur'], ['Jaipur', 'Ajmer']] as const);
      const question = r.pick([
        `${x} and ${y} start at the same time from ${p} and ${q}, ${distance} km apart, towards each other at ${a} km/h and ${b} km/h. After how many hours will they meet?`,
        `Two cars leave two towns ${distance} km apart at the same time and drive towards each other at speeds of ${a} km/hr and ${b} km/hr. When do they meet?`,
      ]);
      const slip = a === b ? time * 2 : distance / Math.abs(a - b);
      return { question, options: numberOptions(time, [slip <= 4 * time ? slip : time * 2, distance / Math.max(a, b), time + 1], hours, 0.5) };
    }),
  // Police catches a thief.
  (random) =>
    until(random, (r) => {
      const thief = r.int(6, 30);
      const police = thief + r.int(2, 15);
      const delay = r.pick([10, 12, 15, 20, 30, 45, 60]);
      const catchMinutes = (thief * delay) / (police - thief);
      if (!isWhole(catchMinutes) || catchMinutes > 180) return undefined;
      const question = r.pick([
        `A thief runs away at ${thief} km/h. A policeman starts chasing him ${delay} minutes later at ${police} km/h. In how many minutes (after he starts) will the policeman catch the thief?`,
        `A thief escapes on a bicycle at ${thief} km/hr; ${delay} minutes later the police chase him on a motorbike at ${police} km/hr. How long does the chase take?`,
      ]);
      return { question, options: numberOptions(catchMinutes, [catchMinutes + delay, (thief * delay) / (police + thief), catchMinutes * 2], minutes, 5) };
    }),
  // Average speed over equal distances.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(10, 90), r.int(10, 90)];
      const mean = (2 * a * b) / (a + b);
      if (a === b || !isExact(mean)) return undefined;
      const [p, q] = r.pick([['home', 'office'], ['Chennai', 'Vellore'], ['the hostel', 'the college']] as const);
      const question = r.pick([
        `A man travels from ${p} to ${q} at ${a} km/h and returns at ${b} km/h. What is his average speed for the whole journey?`,
        `A car goes from ${p} to ${q} at a speed of ${a} km/hr and comes back at ${b} km/hr. Find the average speed for the round trip.`,
      ]);
      return { question, options: numberOptions(mean, [(a + b) / 2, mean + 2, Math.abs(a - b) + mean / 2], kmph, 1) };
    }),
  // Average speed over two legs of different lengths.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(10, 80), r.int(10, 80)];
      const [t1, t2] = [r.int(1, 5), r.int(1, 5)];
      const [d1, d2] = [a * t1, b * t2];
      const mean = (d1 + d2) / (t1 + t2);
      if (a === b || !isExact(mean)) return undefined;
      const question = r.pick([
        `A bus covers ${d1} km at ${a} km/h and then ${d2} km at ${b} km/h. What is its average speed for the whole journey?`,
        `${r.pick(MALE_NAMES)} drives the first ${d1} km at ${a} km/hr and the next ${d2} km at ${b} km/hr. Find his average speed.`,
      ]);
      return { question, options: numberOptions(mean, [(a + b) / 2, (2 * a * b) / (a + b), mean + 3], kmph, 1) };
    }),
  // Speed from distance and time in minutes.
  (random) =>
    until(random, (r) => {
      const speed = r.int(6, 72);
      const mins = r.pick([10, 12, 15, 20, 24, 30, 36, 40, 45, 48, 50]);
      const distance = (speed * mins) / 60;
      if (!isExact(distance) || distance < 1) return undefined;
      const toMs = r.next() < 0.3 && isExact((speed * 5) / 18);
      const answer = toMs ? (speed * 5) / 18 : speed;
      const print = toMs ? (x: number) => `${plain(x)} m/s` : kmph;
      const question = r.pick([
        `A cyclist covers ${plain(distance)} km in ${mins} minutes. What is the speed in ${toMs ? 'metres per second' : 'km per hour'}?`,
        `${r.pick(FEMALE_NAMES)} walks ${plain(distance)} km in ${mins} minutes. Find her speed in ${toMs ? 'm/s' : 'km/h'}.`,
      ]);
      return { question, options: numberOptions(answer, [distance / mins, toMs ? speed : (speed * 5) / 18, (distance * 100) / mins], print, 1) };
    }),
  // Where they meet.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(20, 80), r.int(20, 80)];
      const time = r.pick([1, 1.5, 2, 2.5, 3, 4]);
      const distance = (a + b) * time;
      const point = a * time;
      if (a === b || !isWhole(distance)) return undefined;
      const [p, q] = r.pick([['A', 'B'], ['Patna', 'Gaya'], ['Bhopal', 'Indore'], ['X', 'Y']] as const);
      const question = r.pick([
        `Two trains start at the same time from ${p} and ${q}, ${distance} km apart, towards each other at ${a} km/h and ${b} km/h respectively. How far from ${p} will they meet?`,
        `The distance between ${p} and ${q} is ${distance} km. A car leaves ${p} for ${q} at ${a} km/hr and, at the same moment, a bus leaves ${q} for ${p} at ${b} km/hr. At what distance from ${p} do they cross?`,
      ]);
      return { question, options: numberOptions(point, [distance - point, distance / 2, point + 10], (x) => `${plain(x)} km`, 5) };
    }),
  // Walking at p/q of usual speed, late by L minutes: usual time.
  (random) =>
    until(random, (r) => {
      const [p, q] = r.pick([[3, 4], [4, 5], [2, 3], [5, 6], [6, 7], [7, 8]] as const);
      const late = r.int(4, 30);
      const usual = (late * p) / (q - p);
      if (!isWhole(usual)) return undefined;
      const question = r.pick([
        `Walking at ${p}/${q} of his usual speed, a man reaches his office ${late} minutes late. What is his usual time to reach the office?`,
        `If a student walks at ${p}/${q} of her normal speed, she is late to school by ${late} minutes. Find the usual time she takes.`,
      ]);
      return { question, options: numberOptions(usual, [(late * q) / (q - p), usual + late, late * q], minutes, 5) };
    }),
  // Out at a, back at b, total time T: one-way distance.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(3, 60), r.int(3, 60)];
      const distance = r.int(3, 120);
      const time = distance / a + distance / b;
      if (a === b || time > 12 || !isExact(time)) return undefined;
      const question = r.pick([
        `A man goes to a place at ${a} km/h and returns at ${b} km/h. If the whole journey takes ${plain(time)} hours, how far is the place?`,
        `${r.pick(MALE_NAMES)} rides to the market at ${a} km/hr and comes back at ${b} km/hr, taking ${plain(time)} h in all. Find the distance to the market.`,
      ]);
      return { question, options: numberOptions(distance, [((a + b) / 2) * time, distance * 2, (((a + b) / 2) * time) / 2], (x) => `${plain(x)} km`, 1) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const AGES = templatesOf('ages', [
  // Ratio now, ratio after n years.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(2, 9), r.int(2, 9)];
      const k = r.int(2, 8);
      const n = r.int(2, 12);
      if (a >= b || gcd(a, b) !== 1) return undefined;
      const future = ratio(a * k + n, b * k + n);
      const [x, y] = names(r, 2);
      const question = r.pick([
        `The present ages of ${x} and ${y} are in the ratio ${a} : ${b}. After ${count(r, n, 'year')}, the ratio of their ages will be ${future}. What is ${x}'s present age?`,
        `The ratio of the ages of ${x} and ${y} is ${a}:${b} now. ${n} years hence it will be ${future.replace(/ /g, '')}. Find ${x}'s age now.`,
      ]);
      return { question, options: numberOptions(a * k, [b * k, a * k + n, a * (k + 1)], years, 1) };
    }),
  // Sum now; n years ago father was k times son.
  (random) =>
    until(random, (r) => {
      const son = r.int(8, 25);
      const n = r.int(2, 8);
      const k = r.int(3, 6);
      const father = k * (son - n) + n;
      if (son - n < 2 || father - son < 18 || father - son > 45) return undefined;
      const [f, s] = [r.pick(MALE_NAMES), r.pick(MALE_NAMES)];
      if (f === s) return undefined;
      const question = r.pick([
        `The sum of the present ages of a father and his son is ${father + son} years. ${capitalize(count(r, n, 'year'))} ago, the father's age was ${k} times the age of the son. Find the father's present age.`,
        `${f} and his son ${s} together are ${father + son} years old. ${n} years ago ${f} was ${k} times as old as ${s}. How old is ${f} now?`,
      ]);
      return { question, options: numberOptions(father, [son, father - n, father + n], years, 2) };
    }),
  // Now k1 times; after n years k2 times: son's age.
  (random) =>
    until(random, (r) => {
      const [k1, k2] = [r.int(3, 5), r.int(2, 3)];
      const n = r.int(4, 20);
      const son = (n * (k2 - 1)) / (k1 - k2);
      if (k2 >= k1 || !isWhole(son) || son < 4 || son > 20) return undefined;
      const times = (k: number) => ({ 2: 'twice', 3: 'three times', 4: 'four times', 5: 'five times' })[k]!;
      const question = r.pick([
        `A father is now ${times(k1)} as old as his son. After ${count(r, n, 'year')} he will be ${times(k2)} as old as his son. What is the son's present age?`,
        `${r.pick(FEMALE_NAMES)}'s mother is ${times(k1)} as old as she is. In ${n} years the mother will be ${times(k2)} as old as her. How old is she now?`,
      ]);
      return { question, options: numberOptions(son, [k1 * son, son + n, n], years, 2) };
    }),
  // Ratio and sum now: age after n years.
  (random) =>
    until(random, (r) => {
      const [a, b] = [r.int(1, 9), r.int(1, 9)];
      const k = r.int(2, 8);
      const n = r.int(2, 10);
      if (a === b || gcd(a, b) !== 1) return undefined;
      const [x, y] = names(r, 2);
      const question = r.pick([
        `The ages of ${x} and ${y} are in the ratio ${a} : ${b} and the sum of their ages is ${(a + b) * k} years. What will be ${x}'s age after ${count(r, n, 'year')}?`,
        `${x}'s age and ${y}'s age are in the ratio ${a}:${b}; together they are ${(a + b) * k} years old. Find ${x}'s age ${n} years from now.`,
      ]);
      return { question, options: numberOptions(a * k + n, [a * k, b * k + n, a * k + 2 * n], years, 1) };
    }),
  // Family averages: the husband's present age.
  (random) =>
    until(random, (r) => {
      const child = r.int(6, 20);
      const wife = child + r.int(20, 32);
      const husband = wife + r.int(-2, 8);
      const ago1 = r.int(2, 5);
      const ago2 = r.int(2, 5);
      const mean1 = (husband + wife + child - 3 * ago1) / 3;
      const mean2 = (wife + child - 2 * ago2) / 2;
      if (!isWhole(mean1) || !isWhole(mean2) || child <= ago2) return undefined;
      const question = r.pick([
        `The average age of a husband, his wife and their child ${count(r, ago1, 'year')} ago was ${mean1} years, and the average age of the wife and the child ${count(r, ago2, 'year')} ago was ${mean2} years. What is the present age of the husband?`,
        `${ago1} years ago, the average age of a family of three (husband, wife, child) was ${mean1}. ${ago2} years ago, the average age of the wife and child was ${mean2}. Find the husband's present age.`,
      ]);
      return { question, options: numberOptions(husband, [3 * mean1 - 2 * mean2, husband - ago1, husband + ago2], years, 2) };
    }),
  // A is 2 older than B, B twice C; total T.
  (random) =>
    until(random, (r) => {
      const c = r.int(3, 20);
      const gap = r.int(1, 6);
      const b = 2 * c;
      const a = b + gap;
      const [x, y, z] = names(r, 3);
      const question = r.pick([
        `${x} is ${count(r, gap, 'year')} older than ${y}, who is twice as old as ${z}. If the total of the ages of ${x}, ${y} and ${z} is ${a + b + c}, how old is ${y}?`,
        `A is ${gap} years older than B who is twice as old as C. The sum of their ages is ${a + b + c} years. Find B's age.`,
      ]);
      return { question, options: numberOptions(b, [c, a, b + gap], years, 1) };
    }),
  // Five children at equal intervals: the youngest.
  (random) =>
    until(random, (r) => {
      const n = r.pick([4, 5, 6]);
      const gap = r.int(1, 4);
      const youngest = r.int(1, 12);
      const total = n * youngest + (gap * n * (n - 1)) / 2;
      const question = r.pick([
        `The sum of the ages of ${small(r, n)} children born at intervals of ${count(r, gap, 'year')} each is ${total} years. What is the age of the youngest child?`,
        `${n} children were born ${gap} year${gap === 1 ? '' : 's'} apart. The total of their ages is ${total} years. How old is the youngest?`,
      ]);
      return { question, options: numberOptions(youngest, [total / n, youngest + gap * (n - 1), youngest + gap], years, 1) };
    }),
  // Difference known; n years ago elder was k times younger.
  (random) =>
    until(random, (r) => {
      const k = r.int(2, 5);
      const n = r.int(2, 15);
      const then = r.int(2, 15);
      const difference = then * (k - 1);
      const elder = k * then + n;
      if (difference > 40) return undefined;
      const persons = `The difference between the ages of two persons is ${difference} years. ${n} years ago, the elder one was ${k} times as old as the younger one. What is the present age of the elder person?`;
      const mother = `The difference between the ages of a mother and her daughter is ${difference} years. ${n} years ago, the mother was ${k} times as old as the daughter. What is the mother's present age?`;
      const brothers = `Two brothers differ in age by ${difference} years. ${n} years back the elder was ${k} times as old as the younger. Find the present age of the elder brother.`;
      const question = r.pick(difference >= 20 ? [persons, mother] : difference <= 12 ? [persons, brothers] : [persons]);
      return { question, options: numberOptions(elder, [elder - n, then + n, elder + n], years, 2) };
    }),
]);

// ---------------------------------------------------------------------------------------------
const area = (x: number) => `${indian(x)} sq m`;

const MENSURATION = templatesOf('mensuration', [
  // Fencing a rectangle.
  (random) =>
    until(random, (r) => {
      const [length, breadth] = [r.int(10, 120), r.int(5, 80)];
      const rate = r.pick([5, 8, 10, 12, 12.5, 15, 20, 25, 30, 40]);
      const cost = 2 * (length + breadth) * rate;
      if (length <= breadth || !isWhole(cost)) return undefined;
      const money = moneyStyle(r);
      const question = r.pick([
        `Find the cost of fencing a rectangular park ${length} m long and ${breadth} m broad at ${money(rate)} per metre.`,
        `A rectangular field measures ${length} m by ${breadth} m. What is the cost of putting a fence around it at the rate of ${money(rate)} per metre?`,
      ]);
      return { question, options: numberOptions(cost, [length * breadth * rate, (length + breadth) * rate, cost + 4 * rate], money) };
    }),
  // Square from perimeter or diagonal.
  (random) => {
    const side = random.int(4, 60);
    if (random.next() < 0.5) {
      const question = random.pick([
        `The perimeter of a square is ${4 * side} m. Find its area.`,
        `What is the area of a square plot whose perimeter is ${4 * side} metres?`,
      ]);
      return { question, options: numberOptions(side * side, [4 * side, side * side * 4, (side + 1) * (side + 1)], area) };
    }
    const diagonal = random.int(4, 60);
    const question = random.pick([
      `The diagonal of a square is ${diagonal} cm. Find its area.`,
      `What is the area of a square field whose diagonal is ${diagonal} m?`,
    ]);
    const print = (x: number) => `${plain(x)} sq ${question.includes('cm') ? 'cm' : 'm'}`;
    return { question, options: numberOptions((diagonal * diagonal) / 2, [diagonal * diagonal, (diagonal * diagonal) / 4, diagonal * 2], print, 1) };
  },
  // Circle area from radius or circumference.
  (random) => {
    const radius = random.int(1, 10) * 7;
    const circleArea = (22 / 7) * radius * radius;
    if (random.next() < 0.5) {
      const question = random.pick([
        `Find the area of a circle of radius ${radius} cm. (Take π = 22/7)`,
        `What is the area of a circular garden of diameter ${2 * radius} m? (π = 22/7)`,
      ]);
      const unit = question.includes('cm') ? 'sq cm' : 'sq m';
      const print = (x: number) => `${indian(x)} ${unit}`;
      const wrongDiameter = question.includes('diameter') ? (22 / 7) * 4 * radius * radius : (22 / 7) * radius;
      return { question, options: numberOptions(circleArea, [2 * (22 / 7) * radius, wrongDiameter, circleArea + 22], print, 22) };
    }
    const question = `The circumference of a circle is ${2 * (22 / 7) * radius} cm. Find its area. (Use π = 22/7)`;
    return { question, options: numberOptions(circleArea, [4 * circleArea, 2 * (22 / 7) * radius * 2, circleArea / 2], (x) => `${indian(x)} sq cm`, 22) };
  },
  // Wheel revolutions.
  (random) =>
    until(random, (r) => {
      const radius = r.int(1, 10) * 7;
      const distance = r.int(1, 50) * 0.11;
      const turns = (distance * 100000) / (2 * (22 / 7) * radius);
      if (!isWhole(turns)) return undefined;
      const question = r.pick([
        `The radius of a wheel is ${radius} cm. How many revolutions will it make in covering ${plain(distance)} km? (π = 22/7)`,
        `A cycle wheel of radius ${radius} cm rolls along a road. How many complete turns does it make to travel ${plain(distance * 1000)} metres?`,
      ]);
      return { question, options: numberOptions(turns, [turns * 2, turns + 100, turns - 100], indian) };
    }),
  // Right triangle.
  (random) => {
    const [p, q, h] = random.pick([[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41]] as const);
    const k = random.int(1, 5);
    const [a, b, c] = [p * k, q * k, h * k];
    const mode = random.int(0, 2);
    if (mode === 0) {
      const question = `The two sides containing the right angle of a right-angled triangle are ${a} cm and ${b} cm. Find its hypotenuse.`;
      return { question, options: numberOptions(c, [a + b, b + 1, Math.abs(b - a) + c], (x) => `${plain(x)} cm`, 1) };
    }
    if (mode === 1) {
      const question = `The hypotenuse of a right triangle is ${c} m and one of the other sides is ${a} m. Find its area.`;
      return { question, options: numberOptions((a * b) / 2, [a * b, (a * c) / 2, a + b + c], (x) => `${plain(x)} sq m`, 1) };
    }
    const question = `A right-angled triangle has base ${b} cm and height ${a} cm. What is its perimeter?`;
    return { question, options: numberOptions(a + b + c, [a + b, (a * b) / 2, a + b + c + 2], (x) => `${plain(x)} cm`, 1) };
  },
  // Path around a lawn.
  (random) =>
    until(random, (r) => {
      const [length, breadth] = [r.int(15, 100), r.int(10, 60)];
      const width = r.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 5]);
      const pathArea = (length + 2 * width) * (breadth + 2 * width) - length * breadth;
      if (length <= breadth || !isExact(pathArea)) return undefined;
      if (r.next() < 0.5) {
        const question = `A rectangular lawn ${length} m × ${breadth} m has a path ${plain(width)} m wide all around it on the outside. Find the area of the path.`;
        return { question, options: numberOptions(pathArea, [2 * (length + breadth) * width, pathArea - 4 * width * width, (length + width) * (breadth + width) - length * breadth], area, 4) };
      }
      const rate = r.pick([10, 20, 25, 40, 50]);
      const money = moneyStyle(r);
      const question = `A ${plain(width)} m wide path runs outside a rectangular garden measuring ${length} m by ${breadth} m. Find the cost of gravelling the path at ${money(rate)} per square metre.`;
      return { question, options: numberOptions(pathArea * rate, [2 * (length + breadth) * width * rate, (pathArea - 4 * width * width) * rate, length * breadth * rate], money) };
    }),
  // Cuboid or cube.
  (random) => {
    const mode = random.int(0, 2);
    if (mode === 0) {
      const [l, b, h] = [random.int(3, 20), random.int(2, 15), random.int(2, 12)];
      const question = random.pick([`Find the volume of a cuboid of length ${l} cm, breadth ${b} cm and height ${h} cm.`, `A box measures ${l} cm × ${b} cm × ${h} cm. What is its volume?`]);
      return { question, options: numberOptions(l * b * h, [2 * (l * b + b * h + h * l), l + b + h, l * b * h + l * b], (x) => `${indian(x)} cu cm`) };
    }
    if (mode === 1) {
      const side = random.int(2, 25);
      const question = random.pick([`Find the total surface area of a cube of edge ${side} cm.`, `What is the total surface area of a cube whose volume is ${side ** 3} cubic cm?`]);
      return { question, options: numberOptions(6 * side * side, [4 * side * side, side ** 3, 6 * side], (x) => `${indian(x)} sq cm`) };
    }
    const [l, b, h] = [random.int(4, 12), random.int(3, 10), random.int(3, 6)];
    const rate = random.pick([5, 10, 15, 20, 25]);
    const money = moneyStyle(random);
    const walls = 2 * (l + b) * h;
    const question = `A room is ${l} m long, ${b} m broad and ${h} m high. Find the cost of painting its four walls at ${money(rate)} per square metre.`;
    return { question, options: numberOptions(walls * rate, [(walls + l * b) * rate, (walls + 2 * l * b) * rate, l * b * h * rate], money) };
  },
  // Cylinder.
  (random) => {
    const radius = random.int(1, 6) * 7;
    const height = random.int(2, 30);
    if (random.next() < 0.5) {
      const volume = (22 / 7) * radius * radius * height;
      const question = random.pick([
        `Find the volume of a cylinder of radius ${radius} cm and height ${height} cm. (π = 22/7)`,
        `A cylindrical drum has a base radius of ${radius} cm and a height of ${height} cm. What is its capacity in cubic centimetres?`,
      ]);
      return { question, options: numberOptions(volume, [2 * (22 / 7) * radius * height, (22 / 7) * radius * height, volume * 2], (x) => `${indian(x)} cu cm`, 22) };
    }
    const curved = 2 * (22 / 7) * radius * height;
    const question = `Find the curved surface area of a cylinder whose radius is ${radius} cm and height is ${height} cm. (Use π = 22/7)`;
    return { question, options: numberOptions(curved, [curved + 2 * (22 / 7) * radius * radius, (22 / 7) * radius * height, (22 / 7) * radius * radius * height], (x) => `${indian(x)} sq cm`, 22) };
  },
]);

// ---------------------------------------------------------------------------------------------
const NUMBER_SYSTEM = templatesOf('number-system', [
  // Largest number dividing with given remainders.
  (random) =>
    until(random, (r) => {
      const divisor = r.int(6, 40);
      const [r1, r2] = [r.int(1, divisor - 1), r.int(1, divisor - 1)];
      const a = divisor * r.int(3, 30) + r1;
      const b = divisor * r.int(3, 30) + r2;
      const answer = gcd(a - r1, b - r2);
      if (a === b || answer <= Math.max(r1, r2)) return undefined;
      const question = r.pick([
        `Find the largest number which divides ${a} and ${b} leaving remainders ${r1} and ${r2} respectively.`,
        `What is the greatest number that will divide ${a} and ${b} and leave remainders ${r1} and ${r2}?`,
      ]);
      const slip = gcd(a, b) > 1 && gcd(a, b) !== answer ? gcd(a, b) : answer * 2;
      return { question, options: numberOptions(answer, [slip, isWhole(answer / 2) ? answer / 2 : answer + 3, answer + r1], plain, 1) };
    }),
  // Bells ringing together.
  (random) =>
    until(random, (r) => {
      const gaps = r.shuffle([4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45]).slice(0, 3);
      const together = gaps.reduce((m, g) => lcm(m, g), 1);
      if (together % 60 !== 0 || together > 1800) return undefined;
      const question = r.pick([
        `Three bells toll at intervals of ${gaps[0]}, ${gaps[1]} and ${gaps[2]} seconds. If they toll together at 9 a.m., after how many minutes will they next toll together?`,
        `Traffic lights at three crossings change after every ${gaps[0]}, ${gaps[1]} and ${gaps[2]} seconds. They change together now. After how many minutes will they change together again?`,
      ]);
      return { question, options: numberOptions(together / 60, [(gaps[0]! * gaps[1]! * gaps[2]!) / 60, together / 30, together / 60 + 1], minutes, 1) };
    }),
  // Smallest number leaving the same remainder.
  (random) =>
    until(random, (r) => {
      const divisors = r.shuffle([4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24]).slice(0, 3);
      const common = divisors.reduce((m, d) => lcm(m, d), 1);
      const rest = r.int(1, Math.min(...divisors) - 1);
      if (common > 1000) return undefined;
      const question = r.pick([
        `Find the least number which when divided by ${divisors[0]}, ${divisors[1]} and ${divisors[2]} leaves a remainder of ${rest} in each case.`,
        `What is the smallest number that leaves remainder ${rest} when divided by each of ${divisors.join(', ')}?`,
      ]);
      return { question, options: numberOptions(common + rest, [common, common - rest, divisors[0]! * divisors[1]! * divisors[2]! + rest], plain, 1) };
    }),
  // Remainder by a factor of the divisor.
  (random) =>
    until(random, (r) => {
      const small = r.int(3, 13);
      const big = small * r.int(3, 12);
      const rest = r.int(1, big - 1);
      if (rest % small === 0) return undefined;
      const question = r.pick([
        `A number when divided by ${big} leaves a remainder of ${rest}. What will be the remainder when the same number is divided by ${small}?`,
        `When a certain number is divided by ${big}, the remainder is ${rest}. Find the remainder when it is divided by ${small}.`,
      ]);
      const answer = rest % small;
      const slips = [rest, Math.floor(rest / small), (answer + 1) % small, small - answer, (answer + 2) % small, answer + small, small];
      return { question, options: fourOptions(String(answer), slips.map(String)) };
    }),
  // Unit digit of a power.
  (random) => {
    const base = random.int(12, 99);
    const power = random.int(20, 300);
    const answer = Number(BigInt(base) ** BigInt(power) % 10n);
    const question = random.pick([
      `What is the unit digit of ${base}^${power}?`,
      `Find the digit in the units place of (${base})^${power}.`,
      `The last digit of ${base} raised to the power ${power} is`,
    ]);
    const candidates = [base % 10, (base * power) % 10, (answer + 2) % 10, (answer + 4) % 10, (answer + 6) % 10, (answer + 5) % 10].map(String);
    return { question, options: fourOptions(String(answer), candidates) };
  },
  // Sum of a run of natural numbers.
  (random) => {
    const start = random.int(1, 60);
    const end = start + random.int(10, 80);
    const sum = ((start + end) * (end - start + 1)) / 2;
    const question =
      start === 1
        ? `Find the sum of the first ${end} natural numbers.`
        : random.pick([`What is the sum of all natural numbers from ${start} to ${end}?`, `Find the sum ${start} + ${start + 1} + ${start + 2} + ... + ${end}.`]);
    return { question, options: numberOptions(sum, [sum - start, (end * (end + 1)) / 2, sum + end], indian) };
  },
  // Consecutive even or odd numbers.
  (random) => {
    const n = random.pick([3, 4, 5]);
    const parity = random.pick(['even', 'odd'] as const);
    const first = random.int(5, 60) * 2 + (parity === 'odd' ? 1 : 0);
    const terms = Array.from({ length: n }, (_, i) => first + 2 * i);
    const sum = terms.reduce((s, t) => s + t, 0);
    const askLargest = random.next() < 0.5;
    const answer = askLargest ? terms.at(-1)! : first;
    const question = random.pick([
      `The sum of ${small(random, n)} consecutive ${parity} numbers is ${sum}. What is the ${askLargest ? 'largest' : 'smallest'} of them?`,
      `${capitalize(small(random, n))} consecutive ${parity} integers add up to ${sum}. Find the ${askLargest ? 'greatest' : 'least'} number.`,
    ]);
    return { question, options: numberOptions(answer, [askLargest ? first : terms.at(-1)!, answer + 2, answer - 2], plain, 2) };
  },
  // HCF x LCM = product.
  (random) =>
    until(random, (r) => {
      const h = r.int(2, 20);
      const [p, q] = [r.int(1, 12), r.int(1, 12)];
      if (p === q || gcd(p, q) !== 1) return undefined;
      const [a, b] = [h * p, h * q];
      const l = h * p * q;
      const question = r.pick([
        `The HCF of two numbers is ${h} and their LCM is ${l}. If one of the numbers is ${a}, find the other.`,
        `Two numbers have H.C.F. ${h} and L.C.M. ${l}. One number is ${a}. What is the other number?`,
      ]);
      return { question, options: numberOptions(b, [l / h, (a * h) / l > 1 ? (a * l) / h : b + h, b + h], plain, h) };
    }),
]);

export const TEMPLATES: readonly DoubtTemplate[] = [
  ...PERCENT_CHANGE,
  ...REVERSE_PERCENT,
  ...SUCCESSIVE_PERCENT,
  ...PROFIT_LOSS,
  ...DISCOUNT,
  ...SIMPLE_INTEREST,
  ...COMPOUND_INTEREST,
  ...RATIO_SHARE,
  ...RATIO_COMBINE,
  ...PARTNERSHIP,
  ...AVERAGE,
  ...MIXTURE,
  ...TIME_WORK,
  ...PIPES,
  ...TRAINS,
  ...BOATS,
  ...RELATIVE_SPEED,
  ...AGES,
  ...MENSURATION,
  ...NUMBER_SYSTEM,
];
