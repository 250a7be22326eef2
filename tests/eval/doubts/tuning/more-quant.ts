import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, change, exact, type Four, gcd, ind, isInt, lcm, money, num, ordinal, pct, quarter, r2, ratioText, reduce, type Show, small, unit, until, WORDS } from './quant-kit';

/**
 * More quant tuning templates, six per kind, written from the wording of real papers (CLAT, SSC
 * CGL/CHSL, bank PO/clerk, RRB, state exams, NCERT exercises, coaching handouts) and from the way
 * students type a doubt into a chat. Every template draws its numbers so that the answer is exact
 * and computes that answer itself; the options are the answer first, then three typical mistakes
 * or near values.
 */

const PERCENT_WORDS: readonly Show[] = [(x) => `${num(x)}%`, (x) => `${num(x)} per cent`, (x) => `${num(x)} percent`, (x) => `${num(x)} %`];
const percentWord = (random: Random): Show => random.pick(PERCENT_WORDS);
const MEN = ['Ravi', 'Suresh', 'Rahul', 'Arjun', 'Vikram', 'Ramesh', 'Deepak', 'Manoj', 'Farhan', 'Gurpreet', 'Arvind', 'Mohan', 'Aman', 'Rohit', 'Sanjay', 'Imran', 'Harish', 'Naveen', 'Prakash', 'Ajay'];
const WOMEN = ['Anita', 'Priya', 'Meena', 'Kavita', 'Neha', 'Sunita', 'Pooja', 'Lakshmi', 'Sneha', 'Rekha', 'Fatima', 'Simran', 'Divya', 'Geeta', 'Asha', 'Nisha', 'Shalini', 'Radha'];
interface Person {
  readonly name: string;
  readonly he: string;
  readonly his: string;
  readonly him: string;
}
const person = (random: Random): Person =>
  random.next() < 0.5 ? { name: random.pick(MEN), he: 'he', his: 'his', him: 'him' } : { name: random.pick(WOMEN), he: 'she', his: 'her', him: 'her' };
/** k different names. */
const names = (random: Random, k: number): string[] => random.shuffle([...MEN, ...WOMEN]).slice(0, k);
/** A profit of a few thousand to a few lakh rupees that splits exactly into `parts` equal parts. */
const profitIn = (random: Random, parts: number): number => parts * until(() => random.int(1, 3000) * 10, (u) => parts * u >= 6000 && parts * u <= 300_000);
const hours = (x: number): string => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
/** The correct text first, then the first three different wrong ones, then near values from fill. */
function four(correct: string, wrong: readonly string[], fill: (k: number) => string): Four {
  const out = [correct];
  for (const w of wrong) if (out.length < 4 && w !== '' && !out.includes(w)) out.push(w);
  for (let k = 1; out.length < 4 && k < 200; k += 1) {
    const w = fill(k);
    if (!out.includes(w)) out.push(w);
  }
  if (out.length < 4) throw new Error(`Could not find four options for ${correct}`);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Options for a positive number: the answer, the wrong values that are positive, then answer ± step. */
function numeric(correct: number, wrong: readonly number[], show: Show, step = 1): Four {
  const valid = (x: number): boolean => Number.isFinite(x) && x > 0;
  return four(
    show(correct),
    wrong.filter(valid).map(show),
    (k) => {
      const near = correct + step * (k % 2 === 1 ? (k + 1) / 2 : -k / 2);
      return show(valid(near) ? near : correct + step * (k + 5));
    },
  );
}

function ratioOptions(correct: readonly number[], wrong: readonly (readonly number[])[], sep = ' : '): Four {
  const key = ratioText(correct, sep);
  const cands = wrong.filter((w) => w.every((p) => p > 0 && isInt(p))).map((w) => ratioText(w, sep));
  return four(key, cands, (k) => {
    const bumped = correct.map((p, i) => (i === k % correct.length ? p + Math.ceil(k / correct.length) : p));
    return ratioText(bumped, sep);
  });
}


// ---------------------------------------------------------------- percent-change

const PERCENT_CHANGE: readonly DoubtTemplate[] = [
  {
    kind: 'percent-change',
    id: 'more/percent-change/1',
    draw: (random) => {
      const rs = money(random);
      const [item, per, lo, hi] = random.pick([
        ['petrol', 'litre', 60, 120],
        ['milk', 'litre', 40, 80],
        ['sugar', 'kg', 30, 60],
        ['arhar dal', 'kg', 80, 200],
        ['an LPG cylinder', 'cylinder', 700, 1200],
      ] as const);
      const r = random.pick([4, 5, 8, 10, 12, 15, 20, 25, 30, 40]);
      const old = until(() => random.int(lo, hi), (o) => (o * r) % 100 === 0);
      const now = (old * (100 + r)) / 100;
      const perText = per === 'cylinder' ? '' : ` per ${per}`;
      const question = random.pick([
        `The price of ${item} rose from ${rs(old)} to ${rs(now)}${perText}. Find the percentage increase in its price.`,
        `By what per cent has the price of ${item} gone up if it was ${rs(old)}${perText} last month and is ${rs(now)}${perText} now?`,
        `Last year the price of ${item} was ${rs(old)}${perText}. This year it is ${rs(now)}${perText}. What is the percent increase in the price?`,
      ]);
      return { question, options: numeric(r, [((now - old) / now) * 100, 100 + r, r / 2 + 1], pct) };
    },
  },
  {
    kind: 'percent-change',
    id: 'more/percent-change/2',
    draw: (random) => {
      const r = random.pick([2, 4, 5, 6, 8, 10, 12, 15, 16, 20, 25]);
      const old = until(() => random.int(40, 600) * 50, (o) => (o * r) % 100 === 0);
      const now = old - (old * r) / 100;
      const question = random.pick([
        `sir plz solve: population of a village fell from ${ind(old)} to ${ind(now)} in one year. what is the percentage decrease??`,
        `The number of voters in a ward of Lucknow came down from ${ind(old)} to ${ind(now)}. Calculate the per cent decrease.`,
        `Find the percentage decrease when the number of tickets sold at a cinema hall drops from ${old} to ${now} in a week.`,
      ]);
      return { question, options: numeric(r, [((old - now) / now) * 100, 100 - r, r + 2], pct) };
    },
  },
  {
    kind: 'percent-change',
    id: 'more/percent-change/3',
    draw: (random) => {
      const p = random.pick([2, 4, 5, 6, 8, 12, 12.5, 15, 16, 20, 24, 25, 30, 32, 35, 36, 40, 45, 48, 55, 60]);
      const whole = until(() => random.int(40, 1600), (x) => isInt((x * p) / 100));
      const part = (whole * p) / 100;
      const [question, wrong] = random.pick([
        [`What per cent of ${whole} is ${part}?`, [(whole / part) * 100, p + 10]],
        [`${part} is what percent of ${whole}?`, [(whole / part) * 100, p * 2]],
        [`Out of ${ind(whole)} students who appeared in an exam at a Jaipur coaching centre, ${ind(part)} cleared it. What percentage of the students cleared the exam?`, [100 - p, p + 5]],
        [`In a village there are ${ind(whole)} households and ${ind(part)} of them own a tractor. The percentage of households owning a tractor is`, [100 - p, (whole / part) * 100]],
      ] as const);
      return { question, options: numeric(p, wrong, pct, p < 10 ? 1 : 5) };
    },
  },
  {
    kind: 'percent-change',
    id: 'more/percent-change/4',
    draw: (random) => {
      const rs = money(random);
      const pw = percentWord(random);
      const r = random.pick([5, 8, 10, 12, 15, 18, 20, 25]);
      const who = person(random);
      const form = random.int(0, 3);
      if (form < 2) {
        const old = until(() => random.int(30, 180) * 500, (o) => isInt((o * r) / 100));
        const now = (old * (100 + r)) / 100;
        const question =
          form === 0
            ? `${who.name}'s monthly salary is ${rs(old)}. If it is increased by ${pw(r)}, what will be ${who.his} new salary?`
            : `Calculate the new rent of a flat in Pune if the present rent of ${rs(old)} per month is raised by ${pw(r)}.`;
        return { question, options: numeric(now, [(old * (100 - r)) / 100, (old * r) / 100, old + r * 100], rs, 500) };
      }
      if (form === 2) {
        const old = until(() => random.int(40, 150) * 1000, (o) => isInt((o * r) / 100));
        const now = (old * (100 - r)) / 100;
        const question = `A scooter bought for ${rs(old)} loses ${pw(r)} of its value in the first year. What is its value after one year?`;
        return { question, options: numeric(now, [(old * (100 + r)) / 100, (old * r) / 100, old - r * 100], rs, 1000) };
      }
      const old = until(() => random.int(20, 300) * 100, (o) => isInt((o * r) / 100));
      const now = (old * (100 - r)) / 100;
      const question = `The production of wheat on a farm in Punjab was ${ind(old)} kg last season. This season it fell by ${pw(r)}. How much wheat was produced this season?`;
      return { question, options: numeric(now, [(old * (100 + r)) / 100, (old * r) / 100, old - r], unit('kg'), 100) };
    },
  },
  {
    kind: 'percent-change',
    id: 'more/percent-change/5',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = names(random, 2);
      const more = random.next() < 0.5;
      const p = random.pick(more ? [10, 12.5, 20, 25, 30, 40, 50, 60] : [10, 12.5, 20, 25, 30, 40, 50]);
      const base = until(() => random.int(12, 120) * 500, (x) => isInt((x * p) / 100));
      const other = more ? (base * (100 + p)) / 100 : (base * (100 - p)) / 100;
      const wrongBase = (Math.abs(other - base) / other) * 100;
      const question = more
        ? random.pick([
            `${a} earns ${rs(other)} a month and ${b} earns ${rs(base)}. By what percent is ${a}'s income more than ${b}'s?`,
            `${a}'s income is ${rs(other)} and ${b}'s income is ${rs(base)}. ${a}'s income is how many per cent more than that of ${b}?`,
          ])
        : random.pick([
            `${a} earns ${rs(other)} a month and ${b} earns ${rs(base)}. By what percent is ${a}'s income less than ${b}'s?`,
            `If ${b}'s salary is ${rs(base)} and ${a}'s salary is ${rs(other)}, then ${a}'s salary is what percent less than ${b}'s salary?`,
          ]);
      return { question, options: numeric(p, [wrongBase, (other / base) * 100, p + 5], pct, 5) };
    },
  },
  {
    kind: 'percent-change',
    id: 'more/percent-change/6',
    draw: (random) => {
      const who = person(random);
      const up = random.next() < 0.5;
      const r = random.pick([5, 10, 15, 20, 25]);
      const a = until(() => random.int(40, 90), (x) => isInt((x * r) / 100) && (up ? (x * (100 + r)) / 100 <= 100 : true));
      const b = up ? (a * (100 + r)) / 100 : (a * (100 - r)) / 100;
      const question = up
        ? `Find by how many per cent ${who.name}'s marks went up if ${who.he} scored ${a} marks in the half-yearly exam and ${b} marks in the annual exam.`
        : `Find by how many per cent ${who.name}'s marks fell if ${who.he} scored ${a} marks in the half-yearly exam and only ${b} marks in the annual exam.`;
      return { question, options: numeric(r, [(Math.abs(b - a) / b) * 100, Math.abs(b - a) + 1, r * 2], pct, 5) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent

const REVERSE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/1',
    draw: (random) => {
      const rs = money(random);
      const pw = percentWord(random);
      const who = person(random);
      const p = random.pick([40, 55, 60, 65, 70, 75, 80, 85, 90]);
      const income = until(() => random.int(10, 150) * 1000, (x) => isInt((x * (100 - p)) / 100));
      const saves = (income * (100 - p)) / 100;
      const question = random.pick([
        `After spending ${pw(p)} of ${who.his} monthly income, ${who.name} saves ${rs(saves)}. Find ${who.his} monthly income.`,
        `${who.name} spends ${pw(p)} of ${who.his} salary and saves the rest. If ${who.he} saves ${rs(saves)} per month, what is ${who.his} salary?`,
        `A clerk in Patna saves ${rs(saves)} every month after spending ${pw(p)} of his income. His monthly income is`,
      ]);
      return { question, options: numeric(income, [(saves * 100) / p, (saves * (100 + p)) / 100, (income * p) / 100], rs, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/2',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([5, 10, 12, 15, 20, 25, 30, 40]);
      const [item, lo, hi, step] = random.pick([
        ['cycle', 30, 120, 50],
        ['cooler', 40, 160, 50],
        ['mobile phone', 60, 300, 100],
        ['school bag', 8, 40, 50],
      ] as const);
      const before = until(() => random.int(lo, hi) * step, (x) => isInt((x * (100 + r)) / 100));
      const after = (before * (100 + r)) / 100;
      const question = random.pick([
        `The price of a ${item} after a ${r}% rise is ${rs(after)}. What was the price before the rise?`,
        `A shopkeeper increased the price of a ${item} by ${r} per cent. The new price is ${rs(after)}. Find the original price.`,
        `plz help - ${item} price went up by ${r}% and now it is ${rs(after)}. what was the old price?`,
      ]);
      return { question, options: numeric(before, [(after * (100 - r)) / 100, after - r * 10, after / (1 - r / 100)], rs, step) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/3',
    draw: (random) => {
      const p = random.pick([4, 5, 8, 12, 12.5, 15, 16, 20, 24, 25, 30, 35, 36, 40, 45, 60, 75]);
      const whole = until(() => random.int(40, 2000), (x) => isInt((x * p) / 100) && (x * p) / 100 > 5);
      const part = (whole * p) / 100;
      const question = random.pick([
        `${num(p)}% of a number is ${part}. Find the number.`,
        `If ${num(p)} per cent of a number is ${part}, then the number is`,
        `${part} is ${num(p)}% of what number?`,
        `What is the number whose ${num(p)} percent is ${ind(part)}?`,
      ]);
      return { question, options: numeric(whole, [(part * p) / 100, (part * 100) / (100 - p), whole + part], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/4',
    draw: (random) => {
      const r = random.pick([4, 5, 8, 10, 12, 15, 20, 25]);
      const before = until(() => random.int(20, 900) * 100, (x) => isInt((x * (100 - r)) / 100));
      const after = (before * (100 - r)) / 100;
      const question = random.pick([
        `After a ${r}% decrease, the population of a town is ${ind(after)}. What was the population before the decrease?`,
        `Due to migration the population of a hill town fell by ${r} per cent and is now ${ind(after)}. Find the population before the fall.`,
        `The number of students in a school is ${ind(after)} after a decrease of ${r}%. How many students were there earlier?`,
      ]);
      return { question, options: numeric(before, [(after * (100 + r)) / 100, after + r * 100, (after * 100) / (100 + r)], (x) => ind(x), 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/5',
    draw: (random) => {
      const rs = money(random);
      const who = person(random);
      const a = random.pick([15, 20, 25, 30, 35]);
      const b = random.pick([10, 15, 20, 25, 30]);
      const rest = 100 - a - b;
      const income = until(() => random.int(10, 120) * 1000, (x) => isInt((x * rest) / 100));
      const left = (income * rest) / 100;
      const question = random.pick([
        `${who.name} spends ${a}% of ${who.his} salary on rent and ${b}% on food. ${cap(who.he)} is left with ${rs(left)}. What is ${who.his} salary?`,
        `A family in Bhopal spends ${a} per cent of its monthly income on rent, ${b} per cent on groceries and has ${rs(left)} left. Find the monthly income of the family.`,
      ]);
      return { question, options: numeric(income, [(left * 100) / (a + b), (left * 100) / (100 - a), left + (left * (a + b)) / 100], rs, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'more/reverse-percent/6',
    draw: (random) => {
      const p = random.pick([30, 33, 35, 36, 40, 45, 50]);
      const max = until(() => random.int(2, 12) * 100, (x) => isInt((x * p) / 100));
      const pass = (max * p) / 100;
      const short = random.int(5, Math.min(40, pass - 10));
      const got = pass - short;
      const who = person(random);
      const question = random.pick([
        `A student must get ${p}% of the total marks to pass. ${who.name} got ${got} marks and failed by ${short} marks. Find the maximum marks.`,
        `In an exam one needs ${p} per cent marks to pass. A candidate who scored ${got} marks failed by ${short} marks. What are the maximum marks of the exam?`,
      ]);
      return { question, options: numeric(max, [(got * 100) / p, ((got - short) * 100) / p, max + 100], (x) => num(x), 50) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent

const SUCCESSIVE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/1',
    draw: (random) => {
      const a = random.pick([10, 15, 20, 25, 30, 40, 50]);
      const b = random.pick([10, 12, 15, 20, 25, 30, 40]);
      const net = a - b - (a * b) / 100;
      const who = person(random);
      const question = random.pick([
        `The price of an article is first increased by ${a}% and then decreased by ${b}%. What is the net change in its price?`,
        `${who.name}'s salary was increased by ${a} per cent and later reduced by ${b} per cent. Find the net percentage change in ${who.his} salary.`,
        `A shopkeeper raises the price of a TV by ${a}% and then, during the Diwali sale, lowers the new price by ${b}%. The overall effect on the price is`,
      ]);
      return { question, options: four(change(net), [change(a - b), change(-net), change(net - 1), 'No change'], (k) => change(net + k)) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/2',
    draw: (random) => {
      const [a, b] = random.shuffle([random.pick([5, 10, 15, 20, 25, 30]), random.pick([5, 10, 12, 15, 20, 40])]) as [number, number];
      const single = a + b - (a * b) / 100;
      const question = random.pick([
        `Two successive discounts of ${a}% and ${b}% are equivalent to a single discount of`,
        `What single discount is equal to two successive discounts of ${a} percent and ${b} percent?`,
        `A showroom in Chennai offers a discount of ${a}% and then a further ${b}% on the reduced price. Find the equivalent single discount.`,
      ]);
      return { question, options: numeric(single, [a + b, (a + b) / 2, single + 1], pct, 1) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/3',
    draw: (random) => {
      const a = random.pick([5, 8, 10, 12, 15, 20]);
      const down = random.next() < 0.3;
      const b = random.pick([4, 5, 10, 15, 20]);
      const sb = down ? -b : b;
      const start = until(() => random.int(2, 60) * 5000, (p) => isInt((p * (100 + a) * (100 + sb)) / 10000));
      const end = (start * (100 + a) * (100 + sb)) / 10000;
      const second = down ? `decreases by ${b}%` : `increases by ${b}%`;
      const question = random.pick([
        `The population of a town is ${ind(start)}. It increases by ${a}% in the first year and ${second} in the second year. Find the population after two years.`,
        `sir plz solve: a town had ${ind(start)} people. in year 1 population up ${a}%, in year 2 ${down ? 'down' : 'up'} ${b}%. population after 2 yrs = ?`,
      ]);
      return { question, options: numeric(end, [(start * (100 + a + sb)) / 100, (start * (100 + a - sb)) / 100, end + 100], (x) => ind(x), 100) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/4',
    draw: (random) => {
      const rs = money(random);
      const [a, b, c] = [random.pick([10, 20, 25]), random.pick([10, 20, 50]), random.pick([10, 20, 25])];
      const start = until(() => random.int(20, 400) * 50, (p) => exact((p * (100 + a) * (100 + b) * (100 - c)) / 1_000_000));
      const end = (start * (100 + a) * (100 + b) * (100 - c)) / 1_000_000;
      const who = person(random);
      const question = random.pick([
        `${who.name}'s monthly pay of ${rs(start)} was raised by ${a}%, then raised again by ${b}%, and then cut by ${c}%. What is ${who.his} pay now?`,
        `A price of ${rs(start)} goes up by ${a} per cent, then by ${b} per cent, and finally comes down by ${c} per cent. Find the final price.`,
      ]);
      return { question, options: numeric(end, [(start * (100 + a + b - c)) / 100, (start * (100 + a) * (100 + b)) / 10000, end + 50], rs, 50) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/5',
    draw: (random) => {
      const a = random.pick([5, 10, 15, 20, 25, 30]);
      const b = random.pick([10, 20, 25, 40, 50]);
      const net = a + b + (a * b) / 100;
      const question = random.pick([
        `The price of a house rose by ${a}% in 2022 and by ${b}% in 2023. Find the total percentage increase over the two years.`,
        `A number is increased by ${a}% and the result is again increased by ${b}%. By what per cent has the number increased in all?`,
        `The yield of paddy on a farm went up by ${a} percent one year and by ${b} percent the next. The net percentage increase in yield is`,
      ]);
      return { question, options: numeric(net, [a + b, (a * b) / 10, net - 2], pct, 1) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'more/successive-percent/6',
    draw: (random) => {
      const rs = money(random);
      const a = random.pick([10, 15, 20, 25]);
      const b = random.pick([5, 10, 20]);
      const mp = until(() => random.int(8, 200) * 100, (m) => exact((m * (100 - a) * (100 - b)) / 10000));
      const paid = (mp * (100 - a) * (100 - b)) / 10000;
      const question = random.pick([
        `A shopkeeper gives successive discounts of ${a}% and ${b}% on a marked price of ${rs(mp)}. How much does the customer pay?`,
        `Find the selling price of a mixer-grinder marked at ${rs(mp)} if two successive discounts of ${a} per cent and ${b} per cent are given.`,
      ]);
      return { question, options: numeric(paid, [(mp * (100 - a - b)) / 100, (mp * (100 - a)) / 100, (mp * (a + b)) / 100], rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- profit-loss

const PROFIT_LOSS: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/1',
    draw: (random) => {
      const rs = money(random);
      const g = random.pick([4, 5, 8, 10, 12, 15, 20, 25, 30]);
      const cp = until(() => random.int(10, 300) * 50, (c) => isInt((c * g) / 100));
      const sp = (cp * (100 + g)) / 100;
      const who = person(random);
      const question = random.pick([
        `${who.name} bought a bicycle for ${rs(cp)} and sold it for ${rs(sp)}. Find ${who.his} gain per cent.`,
        `A dealer buys a sewing machine for ${rs(cp)} and sells it for ${rs(sp)}. What is his profit percentage?`,
        `Cost price ${rs(cp)}, selling price ${rs(sp)}. Calculate the profit %.`,
      ]);
      return { question, options: numeric(g, [((sp - cp) / sp) * 100, g + 2, (sp - cp) / 100], pct, 1) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/2',
    draw: (random) => {
      const rs = money(random);
      const l = random.pick([4, 5, 8, 10, 12, 15, 20, 25]);
      const cp = until(() => random.int(40, 600) * 100, (c) => isInt((c * l) / 100));
      const sp = (cp * (100 - l)) / 100;
      const question = random.pick([
        `A farmer sold a cow for ${rs(sp)} at a loss. He had bought it for ${rs(cp)}. His loss per cent is`,
        `What is the loss percent if a second-hand car bought for ${rs(cp)} is sold for ${rs(sp)}?`,
        `A trader bought rice worth ${rs(cp)} and, the rice having got damp, sold it for only ${rs(sp)}. Find his loss percentage.`,
      ]);
      return { question, options: numeric(l, [((cp - sp) / sp) * 100, l + 5, 100 - l], pct, 1) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/3',
    draw: (random) => {
      const rs = money(random);
      const pw = percentWord(random);
      const g = random.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]);
      const cp = until(() => random.int(4, 200) * 50, (c) => isInt((c * g) / 100));
      const sp = (cp * (100 + g)) / 100;
      const question = random.pick([
        `A shopkeeper buys a ceiling fan for ${rs(cp)} and wants a profit of ${pw(g)}. At what price should he sell it?`,
        `At what price must a book-seller sell a set of books bought for ${rs(cp)} so as to gain ${pw(g)}?`,
        `Find the selling price if the cost price is ${rs(cp)} and the gain is ${pw(g)}.`,
      ]);
      return { question, options: numeric(sp, [(cp * (100 - g)) / 100, (cp * 100) / (100 - g), cp + g], rs, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/4',
    draw: (random) => {
      const rs = money(random);
      const loss = random.next() < 0.5;
      const r = random.pick([4, 5, 8, 10, 12, 15, 20, 25]);
      const cp = until(() => random.int(10, 400) * 50, (c) => isInt((c * r) / 100));
      const sp = loss ? (cp * (100 - r)) / 100 : (cp * (100 + r)) / 100;
      const who = person(random);
      const question = loss
        ? random.pick([
            `By selling a watch for ${rs(sp)}, a man loses ${r}%. Find the cost price of the watch.`,
            `${who.name} sold ${who.his} old laptop for ${rs(sp)} at a loss of ${r} per cent. For how much had ${who.he} bought it?`,
          ])
        : random.pick([
            `A dealer sells a TV set for ${rs(sp)} making a profit of ${r}%. What did it cost him?`,
            `By selling a table for ${rs(sp)}, a carpenter gains ${r} percent. The cost price of the table is`,
          ]);
      const wrongScale = loss ? (sp * (100 + r)) / 100 : (sp * (100 - r)) / 100;
      return { question, options: numeric(cp, [wrongScale, loss ? sp + r * 10 : sp - r * 10, loss ? (sp * 100) / (100 + r) : (sp * 100) / (100 - r)], rs, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/5',
    draw: (random) => {
      const rs = money(random);
      const l = random.pick([5, 8, 10, 12, 15, 20]);
      const g = random.pick([4, 5, 6, 8, 10, 15]);
      const cp = until(() => random.int(4, 120) * 50, (c) => isInt((c * (l + g)) / 100));
      const more = (cp * (l + g)) / 100;
      const question = random.pick([
        `A man sold an article at a loss of ${l}%. Had he sold it for ${rs(more)} more, he would have gained ${g}%. Find the cost price of the article.`,
        `A radio is sold at a loss of ${l} per cent. If it had been sold for ${rs(more)} more, there would have been a gain of ${g} per cent. What is the cost price of the radio?`,
      ]);
      return { question, options: numeric(cp, [(more * 100) / Math.abs(g - l), (more * 100) / g, (more * 100) / l], rs, 50) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'more/profit-loss/6',
    draw: (random) => {
      const rs = money(random);
      const g = random.pick([10, 20, 25]);
      const q = random.pick([4, 5, 8, 10, 12, 15]);
      const gainAgain = random.next() < 0.3;
      const cp = until(() => random.int(20, 200) * 100, (c) => isInt((c * g) / 100) && isInt((c * q) / 100));
      const sp1 = (cp * (100 + g)) / 100;
      const sp2 = gainAgain ? (cp * (100 + q)) / 100 : (cp * (100 - q)) / 100;
      const tag = (x: number): string => change(x, 'gain', 'loss');
      const question = random.pick([
        `plz help: by selling a phone at ${rs(sp1)} a man gains ${g}%. what would be his gain or loss percent if he sold it for ${rs(sp2)}?`,
        `By selling an almirah for ${rs(sp1)}, a shopkeeper gains ${g}%. If he sells it for ${rs(sp2)}, what is his gain or loss per cent?`,
      ]);
      const signed = gainAgain ? q : -q;
      const naive = ((sp2 - sp1) / sp1) * 100;
      return { question, options: four(tag(signed), [tag(-signed), tag(naive), tag(signed + (gainAgain ? 2 : -2))], (k) => tag(signed - k)) };
    },
  },
];

// ---------------------------------------------------------------- discount

const DISCOUNT: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'more/discount/1',
    draw: (random) => {
      const rs = money(random);
      const d = random.pick([5, 8, 10, 12, 15, 20, 25, 30, 35, 40]);
      const mp = until(() => random.int(4, 300) * 50, (m) => isInt((m * d) / 100));
      const sp = (mp * (100 - d)) / 100;
      const item = random.pick(['shirt', 'pair of shoes', 'pressure cooker', 'kurta', 'wrist watch']);
      const question = random.pick([
        `The marked price of a ${item} is ${rs(mp)} and the shopkeeper allows a discount of ${d}%. Find the selling price.`,
        `What will a customer pay for a ${item} marked at ${rs(mp)} if a discount of ${d} per cent is given?`,
        `MP = ${rs(mp)}, discount = ${d}%. SP = ?`,
      ]);
      return { question, options: numeric(sp, [(mp * d) / 100, (mp * 100) / (100 + d), mp - d], rs, 10) };
    },
  },
  {
    kind: 'discount',
    id: 'more/discount/2',
    draw: (random) => {
      const rs = money(random);
      const d = random.pick([4, 5, 6, 8, 10, 12, 14, 15, 16, 20, 25]);
      const mp = until(() => random.int(4, 200) * 100, (m) => isInt((m * d) / 100));
      const sp = (mp * (100 - d)) / 100;
      const question = random.pick([
        `A saree marked at ${rs(mp)} is sold for ${rs(sp)}. What is the rate of discount?`,
        `Find the discount per cent when an article with a list price of ${rs(mp)} is sold for ${rs(sp)}.`,
        `sir plz: tag says ${rs(mp)} but shopkeeper took only ${rs(sp)}. how much % discount did he give?`,
      ]);
      return { question, options: numeric(d, [((mp - sp) / sp) * 100, 100 - d, d + 2], pct, 1) };
    },
  },
  {
    kind: 'discount',
    id: 'more/discount/3',
    draw: (random) => {
      const rs = money(random);
      const d = random.pick([5, 8, 10, 12, 15, 20, 25]);
      const mp = until(() => random.int(10, 200) * 100, (m) => isInt((m * (100 - d)) / 100));
      const sp = (mp * (100 - d)) / 100;
      const question = random.pick([
        `After allowing a discount of ${d}%, a trader sells a mixer for ${rs(sp)}. Find its marked price.`,
        `A cooler is sold for ${rs(sp)} after a ${d} per cent discount. What was its marked price?`,
        `The selling price of a fan after a discount of ${d}% on its list price is ${rs(sp)}. The list price is`,
      ]);
      return { question, options: numeric(mp, [(sp * (100 + d)) / 100, sp + d * 10, (sp * 100) / (100 + d)], rs, 100) };
    },
  },
  {
    kind: 'discount',
    id: 'more/discount/4',
    draw: (random) => {
      const [m, d] = until(
        () => [random.pick([10, 15, 20, 25, 30, 40, 50, 60]), random.pick([5, 10, 12, 15, 20, 25])] as const,
        ([mm, dd]) => (100 + mm) * (100 - dd) > 10000,
      );
      const gain = ((100 + m) * (100 - d)) / 100 - 100;
      const question = random.pick([
        `A shopkeeper marks his goods ${m}% above the cost price and allows a discount of ${d}%. His gain per cent is`,
        `A trader marks his articles ${m} per cent above cost price and then gives a discount of ${d} per cent. Find his profit percentage.`,
        `Goods are marked ${m}% above cost and sold at ${d}% discount. what is the profit %`,
      ]);
      return { question, options: numeric(gain, [m - d, (m * d) / 100, gain + 2], pct, 1) };
    },
  },
  {
    kind: 'discount',
    id: 'more/discount/5',
    draw: (random) => {
      const rs = money(random);
      const [m, d] = until(
        () => [random.pick([20, 25, 30, 40, 50]), random.pick([5, 10, 15, 20])] as const,
        ([mm, dd]) => (100 + mm) * (100 - dd) > 10000,
      );
      const cp = until(() => random.int(20, 400) * 100, (c) => isInt((c * (100 + m) * (100 - d)) / 10000));
      const sp = (cp * (100 + m) * (100 - d)) / 10000;
      const profit = sp - cp;
      const question = random.pick([
        `A trader marks a refrigerator ${m}% above its cost price of ${rs(cp)} and gives a discount of ${d}% on the marked price. How much profit does he make?`,
        `The cost price of a sofa is ${rs(cp)}. The shopkeeper marks it ${m} per cent above the cost and allows a discount of ${d} per cent. Find his profit in rupees.`,
      ]);
      return { question, options: numeric(profit, [(cp * (m - d)) / 100, (cp * m) / 100, sp], rs, 50) };
    },
  },
  {
    kind: 'discount',
    id: 'more/discount/6',
    draw: (random) => {
      const [d, g] = until(
        () => [random.pick([10, 20, 25, 40, 50]), random.pick([8, 10, 12, 20, 25, 35, 50])] as const,
        ([dd, gg]) => exact(((100 + gg) * 100) / (100 - dd) - 100),
      );
      const markup = ((100 + g) * 100) / (100 - d) - 100;
      const question = random.pick([
        `By what percent above the cost price must a shopkeeper mark his goods so that after allowing a discount of ${d}% he still gains ${g}%?`,
        `A dukaan owner wants to give ${d}% discount and still make ${g}% profit. How much % above CP should he mark the price?`,
      ]);
      return { question, options: numeric(markup, [g + d, (g + d) * 1.25, markup - 5], pct, 5) };
    },
  },
];

// ---------------------------------------------------------------- simple-interest

const SIMPLE_INTEREST: readonly DoubtTemplate[] = [
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/1',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 7, 8, 9, 10, 12, 12.5, 15]);
      const months = random.next() < 0.3;
      const t = months ? random.pick([6, 9, 18, 30]) : random.int(2, 6);
      const years = months ? t / 12 : t;
      const p = until(() => random.int(10, 400) * 500, (x) => isInt((x * r * years) / 100));
      const si = (p * r * years) / 100;
      const rate = random.pick([`${num(r)}% per annum`, `${num(r)}% p.a.`, `${num(r)} per cent per annum`]);
      const time = months ? `${t} months` : random.pick([`${small(random, t)} years`, `${t} yrs`]);
      const question = random.pick([
        `Find the simple interest on ${rs(p)} at ${rate} for ${time}.`,
        `What is the simple interest on a sum of ${rs(p)} for ${time} at the rate of ${rate}?`,
        `Calculate the S.I. on ${rs(p)} lent for ${time} at ${rate}.`,
      ]);
      return { question, options: numeric(si, [p + si, (p * r) / 100, (p * r * (years + 1)) / 100], rs, 50) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/2',
    draw: (random) => {
      const rs = money(random);
      const who = person(random);
      const r = random.pick([5, 6, 7, 8, 9, 10, 11, 12]);
      const t = random.int(2, 7);
      const p = until(() => random.int(5, 200) * 500, (x) => isInt((x * r * t) / 100));
      const amount = p + (p * r * t) / 100;
      const question = random.pick([
        `${who.name} deposited ${rs(p)} in a bank at ${r}% p.a. simple interest. What amount will ${who.he} get after ${small(random, t)} years?`,
        `Find the amount to be paid back on a loan of ${rs(p)} taken from a cooperative bank for ${t} years at ${r} per cent per annum simple interest.`,
        `At ${r}% simple interest, what will ${rs(p)} amount to in ${t} yrs?`,
      ]);
      return { question, options: numeric(amount, [amount - p, p * (1 + r / 100) ** t, amount + (p * r) / 100], rs, 100) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/3',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 8, 10, 12, 12.5, 15]);
      const t = random.int(2, 6);
      const p = until(() => random.int(4, 200) * 500, (x) => isInt((x * r * t) / 100));
      const si = (p * r * t) / 100;
      const question = random.pick([
        `What sum of money will earn ${rs(si)} as simple interest in ${small(random, t)} years at ${num(r)}% per annum?`,
        `At what principal will the simple interest be ${rs(si)} in ${t} years at the rate of ${num(r)} per cent per annum?`,
        `The simple interest on a certain sum for ${t} years at ${num(r)}% p.a. is ${rs(si)}. Find the sum.`,
      ]);
      return { question, options: numeric(p, [(si * r * t) / 100, si * t, (si * 100) / r], rs, 500) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/4',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 7.5, 8, 9, 10, 12, 12.5]);
      const t = random.int(2, 6);
      const p = until(() => random.int(4, 200) * 500, (x) => isInt((x * r * t) / 100));
      const amount = p + (p * r * t) / 100;
      const question = random.pick([
        `A sum of ${rs(p)} amounts to ${rs(amount)} in ${small(random, t)} years at simple interest. Find the rate of interest per annum.`,
        `At what rate per cent per annum will ${rs(p)} become ${rs(amount)} in ${t} years at simple interest?`,
        `Rate of SI = ? if P = ${rs(p)}, A = ${rs(amount)}, T = ${t} years`,
      ]);
      return { question, options: numeric(r, [r * t, ((amount - p) / amount) * 100, r + 1], pct, 0.5) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/5',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 8, 10, 12, 15]);
      const t = random.int(2, 9);
      const p = until(() => random.int(4, 200) * 500, (x) => isInt((x * r * t) / 100));
      const si = (p * r * t) / 100;
      const question = random.pick([
        `In how many years will ${rs(p)} earn a simple interest of ${rs(si)} at ${r}% per annum?`,
        `${rs(p)} lent at ${r} per cent per annum simple interest gives ${rs(si)} as interest. For how many years was it lent?`,
      ]);
      return { question, options: numeric(t, [t + 1, t * 2, t - 1], (x) => `${num(x)} years`, 1) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'more/simple-interest/6',
    draw: (random) => {
      const rs = money(random);
      const t1 = random.int(2, 4);
      const t2 = t1 + random.int(2, 4);
      const r = random.pick([4, 5, 6, 8, 10, 12]);
      const p = until(() => random.int(4, 100) * 500, (x) => isInt((x * r) / 100));
      const perYear = (p * r) / 100;
      const a1 = p + perYear * t1;
      const a2 = p + perYear * t2;
      const question = random.pick([
        `A sum of money at simple interest amounts to ${rs(a1)} in ${small(random, t1)} years and to ${rs(a2)} in ${small(random, t2)} years. Find the sum.`,
        `A certain sum becomes ${rs(a1)} in ${t1} years and ${rs(a2)} in ${t2} years at simple interest. The sum is`,
      ]);
      return { question, options: numeric(p, [a1 - (a2 - a1), a2 - a1, a1 - perYear], rs, 100) };
    },
  },
];

// ---------------------------------------------------------------- compound-interest

const COMPOUND_INTEREST: readonly DoubtTemplate[] = [
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/1',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const p = until(() => random.int(5, 200) * 500, (x) => exact((x * (100 + r) ** 2) / 10000));
      const ci = (p * (100 + r) ** 2) / 10000 - p;
      const question = random.pick([
        `Find the compound interest on ${rs(p)} at ${r}% per annum for 2 years, compounded annually.`,
        `What is the compound interest on a sum of ${rs(p)} for two years at ${r} per cent per annum, interest being compounded yearly?`,
        `C.I. on ${rs(p)} for 2 yrs at ${r}% p.a. = ?`,
      ]);
      return { question, options: numeric(ci, [(2 * p * r) / 100, ci + p, ci + (p * r) / 100], rs, 10) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/2',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([5, 10, 20]);
      const p = until(() => random.int(2, 100) * 1000, (x) => exact((x * (100 + r) ** 3) / 1_000_000));
      const amount = (p * (100 + r) ** 3) / 1_000_000;
      const who = person(random);
      const question = random.pick([
        `What will ${rs(p)} amount to in 3 years at ${r}% per annum compound interest?`,
        `${who.name} invests ${rs(p)} for three years at ${r} per cent per annum, compounded annually. Find the amount ${who.he} receives.`,
      ]);
      return { question, options: numeric(amount, [p + (3 * p * r) / 100, amount - p, (p * (100 + r) ** 2) / 10000], rs, 10) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/3',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([8, 10, 12, 20]);
      const half = r / 2;
      const periods = random.pick([2, 3]);
      const p = until(() => random.int(4, 200) * 500, (x) => exact((x * (100 + half) ** periods) / 100 ** periods));
      const ci = (p * (100 + half) ** periods) / 100 ** periods - p;
      const time = periods === 2 ? random.pick(['1 year', 'one year']) : random.pick(['1½ years', '1.5 years', '18 months']);
      const question = random.pick([
        `Find the compound interest on ${rs(p)} for ${time} at ${r}% per annum, compounded half-yearly.`,
        `What is the C.I. on ${rs(p)} at ${r} per cent per annum for ${time} if the interest is compounded half-yearly?`,
      ]);
      const yearly = (p * r * (periods / 2)) / 100;
      return { question, options: numeric(ci, [yearly, ci + p, (p * (100 + r) ** Math.ceil(periods / 2)) / 100 ** Math.ceil(periods / 2) - p], rs, 10) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/4',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 6, 8, 10, 12, 15]);
      const p = until(() => random.int(2, 200) * 500, (x) => exact((x * r * r) / 10000) && (x * r * r) / 10000 >= 10);
      const diff = (p * r * r) / 10000;
      const question = random.pick([
        `Find the difference between the compound interest and the simple interest on ${rs(p)} for 2 years at ${r}% per annum.`,
        `What is the difference between CI and SI on a sum of ${rs(p)} at ${r} per cent per annum for two years?`,
      ]);
      return { question, options: numeric(diff, [(p * r) / 100, diff * 2, (p * r * r) / 1000], rs, 5) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/5',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 8, 10, 12.5, 20, 25]);
      const diff = until(() => random.int(1, 120) * 5, (d) => isInt((d * 10000) / (r * r)));
      const p = (diff * 10000) / (r * r);
      const question = random.pick([
        `The difference between the compound interest and the simple interest on a certain sum for 2 years at ${num(r)}% per annum is ${rs(diff)}. Find the sum.`,
        `If the difference between CI and SI on a sum of money at ${num(r)} per cent per annum for two years is ${rs(diff)}, what is the sum?`,
        `CI - SI for 2 years at ${num(r)}% = ${rs(diff)}. find principal`,
      ]);
      return { question, options: numeric(p, [(diff * 100) / r, p * 2, p / 2], rs, 100) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'more/compound-interest/6',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([8, 10, 12, 16, 20]);
      const half = r / 2;
      const p = until(() => random.int(4, 200) * 500, (x) => exact((x * (100 + half) ** 2) / 10000));
      const amount = (p * (100 + half) ** 2) / 10000;
      const question = random.pick([
        `sir what is the amount on ${ind(p)} rupees for 1 yr at ${r}% p.a. compounded half yearly?`,
        `Find the amount on ${rs(p)} for one year at ${r}% per annum when the interest is compounded every six months.`,
      ]);
      return { question, options: numeric(amount, [p + (p * r) / 100, amount - p, (p * (100 + r) ** 2) / 10000], rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- ratio-share

const RATIOS3: readonly (readonly [number, number, number])[] = [
  [2, 3, 4],
  [1, 2, 3],
  [3, 4, 5],
  [2, 3, 5],
  [3, 5, 7],
  [4, 5, 6],
  [1, 3, 4],
  [5, 6, 9],
];
const RATIOS2: readonly (readonly [number, number])[] = [
  [2, 3],
  [3, 5],
  [4, 5],
  [5, 3],
  [7, 5],
  [3, 2],
  [5, 7],
  [4, 7],
  [7, 4],
  [9, 11],
];

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/1',
    draw: (random) => {
      const rs = money(random);
      const ratio = random.pick(RATIOS3);
      const sum = ratio[0] + ratio[1] + ratio[2];
      const total = random.int(4, 200) * sum * 50;
      const who = names(random, 3);
      const i = random.int(0, 2);
      const share = (total * ratio[i]!) / sum;
      const question = random.pick([
        `Divide ${rs(total)} among ${who[0]}, ${who[1]} and ${who[2]} in the ratio ${ratio.join(' : ')}. What is ${who[i]}'s share?`,
        `${rs(total)} is to be shared among ${who.join(', ')} in the ratio ${ratio.join(':')}. How much does ${who[i]} get?`,
        `A father leaves ${rs(total)} to his three children ${who[0]}, ${who[1]} and ${who[2]}, to be divided in the ratio ${ratio.join(' : ')}. Find ${who[i]}'s share.`,
      ]);
      const others = [0, 1, 2].filter((j) => j !== i).map((j) => (total * ratio[j]!) / sum);
      return { question, options: numeric(share, [...others, total / 3], rs, 50) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/2',
    draw: (random) => {
      const [b, g] = random.pick(RATIOS2);
      const total = (b + g) * random.int(3, 12);
      const askGirls = random.next() < 0.5;
      const boys = (total * b) / (b + g);
      const girls = total - boys;
      const answer = askGirls ? girls : boys;
      const question = random.pick([
        `In a class of ${total} students, the ratio of boys to girls is ${b} : ${g}. How many ${askGirls ? 'girls' : 'boys'} are there?`,
        `The ratio of boys and girls in a school hostel is ${b}:${g}. If there are ${total} students in all, find the number of ${askGirls ? 'girls' : 'boys'}.`,
        `There are ${total} players at a cricket camp in Nagpur and the ratio of boys to girls is ${b} : ${g}. The number of ${askGirls ? 'girls' : 'boys'} is`,
      ]);
      return { question, options: numeric(answer, [askGirls ? boys : girls, Math.abs(boys - girls), (total * (askGirls ? b : g)) / (askGirls ? g : b)], (x) => String(r2(x)), 1) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/3',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = until(() => random.pick(RATIOS2), ([x, y]) => x !== y);
      const total = (a + b) * random.int(5, 200) * 20;
      const [x, y] = names(random, 2);
      const diff = (total * Math.abs(a - b)) / (a + b);
      const question = random.pick([
        `${rs(total)} is divided between ${x} and ${y} in the ratio ${a} : ${b}. What is the difference between their shares?`,
        `Find the difference between the shares of ${x} and ${y} when ${rs(total)} is divided between them in the ratio ${a}:${b}.`,
      ]);
      return { question, options: numeric(diff, [(total * a) / (a + b), (total * b) / (a + b), total / (a + b)], rs, 20) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/4',
    draw: (random) => {
      const rs = money(random);
      const ratio = random.pick(RATIOS3);
      const sum = ratio[0] + ratio[1] + ratio[2];
      const unitShare = random.int(4, 200) * 50;
      const who = names(random, 3);
      const i = random.int(0, 2);
      const given = ratio[i]! * unitShare;
      const total = sum * unitShare;
      const question = random.pick([
        `A sum of money is divided among ${who[0]}, ${who[1]} and ${who[2]} in the ratio ${ratio.join(' : ')}. If ${who[i]} gets ${rs(given)}, find the total sum.`,
        `Some money was shared among ${who.join(', ')} in the ratio ${ratio.join(':')}. ${who[i]}'s share was ${rs(given)}. How much money was shared in all?`,
      ]);
      return { question, options: numeric(total, [given * 3, total - given, (given * sum) / ratio[(i + 1) % 3]!], rs, 50) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/5',
    draw: (random) => {
      const rs = money(random);
      const [a, b] = until(() => random.pick(RATIOS2), ([x, y]) => x !== y);
      const unitShare = random.int(5, 300) * 10;
      const diff = Math.abs(a - b) * unitShare;
      const total = (a + b) * unitShare;
      const [x, y] = names(random, 2);
      const askTotal = random.next() < 0.5;
      const larger = Math.max(a, b) * unitShare;
      const answer = askTotal ? total : larger;
      const question = askTotal
        ? `Two friends ${x} and ${y} share a prize in the ratio ${a} : ${b}. If one of them gets ${rs(diff)} more than the other, what is the total prize money?`
        : `${x} and ${y} divide a sum of money in the ratio ${a}:${b}. The difference between their shares is ${rs(diff)}. How much is the larger share?`;
      return { question, options: numeric(answer, askTotal ? [larger, diff * (a + b), total + diff] : [total, Math.min(a, b) * unitShare, diff * Math.max(a, b) + diff], rs, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'more/ratio-share/6',
    draw: (random) => {
      const ratio = random.pick(RATIOS3);
      const sum = ratio[0] + ratio[1] + ratio[2];
      const total = sum * random.int(5, 150);
      const smallest = (total * Math.min(...ratio)) / sum;
      const largest = (total * Math.max(...ratio)) / sum;
      const askSmall = random.next() < 0.5;
      const question = `sir plz: ${ind(total)} mangoes are divided among 3 kids in the ratio ${ratio.join(':')}. how many mangoes does the kid with the ${askSmall ? 'smallest' : 'largest'} share get?`;
      return { question, options: numeric(askSmall ? smallest : largest, [askSmall ? largest : smallest, total / 3, (total * ratio[1]) / sum], (x) => ind(x), 1) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/1',
    draw: (random) => {
      const [a1, b1, b2, c2] = until(
        () => [random.int(1, 9), random.int(2, 9), random.int(2, 9), random.int(1, 9)] as const,
        ([p, q, s, t]) => q !== s && gcd(p, q) === 1 && gcd(s, t) === 1,
      );
      const abc = [a1 * b2, b1 * b2, b1 * c2];
      const [x, y, z] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], ['X', 'Y', 'Z']] as const);
      const question = random.pick([
        `If ${x} : ${y} = ${a1} : ${b1} and ${y} : ${z} = ${b2} : ${c2}, find ${x} : ${y} : ${z}.`,
        `${x}:${y} = ${a1}:${b1}, ${y}:${z} = ${b2}:${c2}. Then ${x}:${y}:${z} is equal to`,
        `The ratio of the incomes of ${x} and ${y} is ${a1} : ${b1} and that of ${y} and ${z} is ${b2} : ${c2}. What is the ratio of the incomes of ${x}, ${y} and ${z}?`,
      ]);
      return { question, options: ratioOptions(abc, [[a1, b1, c2], [a1 * b2, b1 * c2, b1 * b2], [a1 * c2, b1 * b2, b1 * c2]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/2',
    draw: (random) => {
      const [a1, b1, b2, c2] = until(
        () => [random.int(1, 9), random.int(2, 9), random.int(2, 9), random.int(1, 9)] as const,
        ([p, q, s, t]) => q !== s && gcd(p, q) === 1 && gcd(s, t) === 1 && p * s !== q * t,
      );
      const [x, y, z] = names(random, 3);
      const question = random.pick([
        `If A : B = ${a1} : ${b1} and B : C = ${b2} : ${c2}, then A : C = ?`,
        `The ratio of ${x}'s age to ${y}'s age is ${a1} : ${b1} and the ratio of ${y}'s age to ${z}'s age is ${b2} : ${c2}. Find the ratio of ${x}'s age to ${z}'s age.`,
        `Find A:C when A:B = ${a1}:${b1} and B:C = ${b2}:${c2}.`,
      ]);
      return { question, options: ratioOptions([a1 * b2, b1 * c2], [[a1, c2], [b1 * c2, a1 * b2], [a1 * c2, b1 * b2]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/3',
    draw: (random) => {
      const [b, g] = until(() => random.pick(RATIOS2), ([x, y]) => x !== y);
      const k = random.int(3, 9);
      const boys = b * k;
      const girls = g * k;
      const join = random.next() < 0.6;
      const x = join ? random.int(2, 10) : random.int(1, girls - 1);
      const newGirls = join ? girls + x : girls - x;
      const question = join
        ? `The ratio of boys to girls in a class is ${b} : ${g}. There are ${boys} boys. If ${small(random, x)} more girls join the class, what will be the new ratio of boys to girls?`
        : `In a class the ratio of boys to girls is ${b}:${g} and there are ${boys} boys. If ${small(random, x)} girls leave the class, find the new ratio of boys to girls.`;
      return { question, options: ratioOptions([boys, newGirls], [[b, g + (join ? x : -x)], [newGirls, boys], [boys + x, newGirls]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/4',
    draw: (random) => {
      const ratios = until(
        () => [0, 1, 2].map(() => [random.int(1, 11), random.int(1, 11)] as [number, number]),
        (rs) => rs.every(([p, q]) => p !== q && gcd(p, q) === 1) && new Set(rs.map(([p, q]) => `${p}:${q}`)).size === 3,
      );
      const prod = [ratios.reduce((acc, [p]) => acc * p, 1), ratios.reduce((acc, [, q]) => acc * q, 1)];
      const text = ratios.map(([p, q]) => `${p} : ${q}`);
      const question = random.pick([
        `Find the compound ratio of ${text[0]}, ${text[1]} and ${text[2]}.`,
        `The compounded ratio of (${text[0]}), (${text[1]}) and (${text[2]}) is`,
      ]);
      const sums = [ratios.reduce((acc, [p]) => acc + p, 0), ratios.reduce((acc, [, q]) => acc + q, 0)];
      return { question, options: ratioOptions(prod, [[prod[1]!, prod[0]!], sums, [prod[0]! + 1, prod[1]!]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/5',
    draw: (random) => {
      const [p, q, r, s] = until(
        () => [random.int(1, 5), random.int(2, 7), random.int(1, 5), random.int(2, 7)] as const,
        ([a, b, c, d]) => a < b && c < d && gcd(a, b) === 1 && gcd(c, d) === 1,
      );
      const [x, y, z] = names(random, 3);
      // A = (p/q) B, B = (r/s) C: take C = q s, B = q r, A = p r.
      const abc = [p * r, q * r, q * s];
      const question = random.pick([
        `${x}'s share is ${p}/${q} of ${y}'s share and ${y}'s share is ${r}/${s} of ${z}'s share. Find the ratio of their shares ${x} : ${y} : ${z}.`,
        `If A = ${p}/${q} of B and B = ${r}/${s} of C, then A : B : C is`,
      ]);
      return { question, options: ratioOptions(abc, [[p, q, s], [p * s, q * s, q * r], [q * s, q * r, p * r]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'more/ratio-combine/6',
    draw: (random) => {
      const [a, b, k, x] = until(
        () => [random.int(2, 9), random.int(2, 11), random.int(2, 9), random.int(2, 12)] as const,
        ([p, q, kk, xx]) => p < q && gcd(p, q) === 1 && gcd(p * kk + xx, q * kk + xx) > 1 && (p * kk + xx) / gcd(p * kk + xx, q * kk + xx) < 40,
      );
      const newRatio = reduce([a * k + x, b * k + x]);
      const askSmall = random.next() < 0.5;
      const answer = askSmall ? a * k : b * k;
      const question = random.pick([
        `Two numbers are in the ratio ${a} : ${b}. If ${x} is added to each, the ratio becomes ${newRatio.join(' : ')}. Find the ${askSmall ? 'smaller' : 'larger'} number.`,
        `The ratio of two numbers is ${a}:${b}. On adding ${x} to each of them the ratio becomes ${newRatio.join(':')}. What is the ${askSmall ? 'smaller' : 'larger'} number?`,
      ]);
      return { question, options: numeric(answer, [askSmall ? b * k : a * k, answer + x, newRatio[askSmall ? 0 : 1]! * k], (v) => String(v), 1) };
    },
  },
];

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'more/partnership/1',
    draw: (random) => {
      const rs = money(random);
      const [x, y] = names(random, 2);
      const [ca, cb] = until(() => [random.int(2, 20) * 5000, random.int(2, 20) * 5000] as const, ([p, q]) => p !== q);
      const g = gcd(ca, cb);
      const parts = ca / g + cb / g;
      const profit = profitIn(random, parts);
      const askB = random.next() < 0.5;
      const share = (profit * (askB ? cb : ca)) / (ca + cb);
      const question = random.pick([
        `${x} and ${y} start a business with ${rs(ca)} and ${rs(cb)} respectively. At the end of the year the profit is ${rs(profit)}. Find ${askB ? y : x}'s share of the profit.`,
        `${x} invested ${rs(ca)} and ${y} invested ${rs(cb)} in a small shop in Indore. Out of a total profit of ${rs(profit)} for the year, how much should ${askB ? y : x} get?`,
      ]);
      return { question, options: numeric(share, [profit - share, profit / 2, Math.abs((profit * (ca - cb)) / (ca + cb))], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'more/partnership/2',
    draw: (random) => {
      const rs = money(random);
      const [x, y] = names(random, 2);
      const [ca, ta, cb, tb] = until(
        () => [random.int(4, 30) * 1000, random.int(3, 12), random.int(4, 30) * 1000, random.int(3, 12)] as const,
        ([p, s, q, t]) => p * s !== q * t && s !== t,
      );
      const wa = ca * ta;
      const wb = cb * tb;
      const g = gcd(wa, wb);
      const profit = profitIn(random, (wa + wb) / g);
      const share = (profit * wa) / (wa + wb);
      const question = random.pick([
        `${x} invests ${rs(ca)} for ${ta} months and ${y} invests ${rs(cb)} for ${tb} months in a business. If the total profit is ${rs(profit)}, find ${x}'s share.`,
        `In a partnership, ${x} put in ${rs(ca)} for ${small(random, ta)} months and ${y} put in ${rs(cb)} for ${small(random, tb)} months. They earned ${rs(profit)} in all. What is ${x}'s share of the profit?`,
      ]);
      return { question, options: numeric(share, [(profit * ca) / (ca + cb), profit - share, (profit * ta) / (ta + tb)], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'more/partnership/3',
    draw: (random) => {
      const rs = money(random);
      const [x, y] = names(random, 2);
      const ca = random.int(3, 20) * 5000;
      const cb = random.int(3, 20) * 5000;
      const after = random.pick([2, 3, 4, 5, 6, 8]);
      const wa = ca * 12;
      const wb = cb * (12 - after);
      const g = gcd(wa, wb);
      const profit = profitIn(random, (wa + wb) / g);
      const share = (profit * wb) / (wa + wb);
      const question = random.pick([
        `${x} started a business with ${rs(ca)}. After ${small(random, after)} months ${y} joined with ${rs(cb)}. At the end of the year the profit was ${rs(profit)}. What is ${y}'s share?`,
        `${x} starts a dhaba with a capital of ${rs(ca)}. ${after} months later ${y} joins as a partner with ${rs(cb)}. Out of an annual profit of ${rs(profit)}, how much will ${y} receive?`,
      ]);
      return { question, options: numeric(share, [(profit * cb) / (ca + cb), profit - share, (profit * (12 - after)) / (24 - after)], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'more/partnership/4',
    draw: (random) => {
      const rs = money(random);
      const who = names(random, 3);
      const caps = [random.int(2, 10) * 10000, random.int(2, 10) * 10000, random.int(2, 10) * 10000];
      const leaves = random.pick([3, 4, 6, 8, 9]);
      const weights = [caps[0]! * leaves, caps[1]! * 12, caps[2]! * 12];
      const g = weights.reduce((acc, w) => gcd(acc, w), 0);
      const profit = profitIn(random, weights.reduce((acc, w) => acc + w, 0) / g);
      const total = weights.reduce((acc, w) => acc + w, 0);
      const ask = random.int(0, 2);
      const share = (profit * weights[ask]!) / total;
      const capSum = caps.reduce((acc, c) => acc + c, 0);
      const question = `${who[0]}, ${who[1]} and ${who[2]} invest ${rs(caps[0]!)}, ${rs(caps[1]!)} and ${rs(caps[2]!)} respectively in a business. ${who[0]} pulls out of the business after ${leaves} months. If the profit at the end of the year is ${rs(profit)}, find ${who[ask]}'s share.`;
      return { question, options: numeric(share, [(profit * caps[ask]!) / capSum, profit / 3, (profit * weights[(ask + 1) % 3]!) / total], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'more/partnership/5',
    draw: (random) => {
      const [a, b] = until(() => random.pick(RATIOS2), ([p, q]) => p !== q);
      const [ta, tb] = until(() => [random.int(2, 12), random.int(2, 12)] as const, ([s, t]) => s !== t && a * s !== b * t);
      const question = random.pick([
        `A and B invest in a business in the ratio ${a} : ${b}. A's money is used for ${ta} months and B's for ${tb} months. In what ratio should they share the profit?`,
        `The capitals of P and Q are in the ratio ${a}:${b} and they are kept in the business for ${ta} and ${tb} months. Find the ratio of their profits.`,
      ]);
      return { question, options: ratioOptions([a * ta, b * tb], [[a, b], [a * tb, b * ta], [ta, tb]]) };
    },
  },
  {
    kind: 'partnership',
    id: 'more/partnership/6',
    draw: (random) => {
      const caps = until(
        () => [random.int(1, 10) * 5000, random.int(1, 10) * 5000, random.int(1, 10) * 5000],
        (cs) => new Set(cs).size === 3,
      );
      const g = caps.reduce((acc, c) => gcd(acc, c), 0);
      const total = caps.reduce((acc, c) => acc + c, 0);
      const profit = profitIn(random, total / g);
      const ask = random.int(0, 2);
      const order = ['1st', '2nd', '3rd'][ask]!;
      const share = (profit * caps[ask]!) / total;
      const question = `3 friends start a chai stall with Rs ${ind(caps[0]!)}, Rs ${ind(caps[1]!)} and Rs ${ind(caps[2]!)}. profit after one year is Rs ${ind(profit)}. how much does the ${order} friend get?? plz explain`;
      return { question, options: numeric(share, [profit / 3, (profit * caps[(ask + 1) % 3]!) / total, share + 1000], (x) => `Rs ${ind(x)}`, 100) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'more/average/1',
    draw: (random) => {
      const n = random.pick([4, 5, 5, 6, 7]);
      const values = until(
        () => Array.from({ length: n }, () => random.int(8, 99)),
        (vs) => new Set(vs).size === vs.length && exact(vs.reduce((a, b) => a + b, 0) / vs.length),
      );
      const sum = values.reduce((a, b) => a + b, 0);
      const avg = sum / n;
      const list = `${values.slice(0, -1).join(', ')} and ${values[n - 1]}`;
      const question = random.pick([
        `Find the average of ${list}.`,
        `What is the arithmetic mean of ${values.join(', ')}?`,
        `The runs scored by a batsman in ${small(random, n)} matches are ${list}. Calculate his average score.`,
      ]);
      return { question, options: numeric(avg, [sum / (n - 1), sum / (n + 1), avg + 1], (x) => num(x), 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'more/average/2',
    draw: (random) => {
      const join = random.next() < 0.5;
      const [n, a, w] = until(
        () => [random.int(5, 20), random.int(40, 70), random.int(30, 95)] as const,
        ([nn, aa, ww]) => ww !== aa && (join ? isInt((nn * aa + ww) / (nn + 1)) : isInt((nn * aa - ww) / (nn - 1))),
      );
      const next = join ? (n * a + w) / (n + 1) : (n * a - w) / (n - 1);
      const kg = random.pick(['kg', 'kgs', 'kilograms']);
      const question = join
        ? random.pick([
            `The average weight of ${n} persons is ${a} ${kg}. A new person weighing ${w} ${kg} joins them. Find the new average weight.`,
            `${n} students of a hostel have an average weight of ${a} kg. When one more student of weight ${w} kg is admitted, what is the new average?`,
          ])
        : random.pick([
            `The average weight of ${n} persons is ${a} ${kg}. If a person weighing ${w} ${kg} leaves the group, find the average weight of the rest.`,
            `The average weight of a group of ${n} wrestlers is ${a} kg. One wrestler weighing ${w} kg leaves. What is the average weight of the remaining wrestlers?`,
          ]);
      return { question, options: numeric(next, [(a + w) / 2, join ? (n * a + w) / n : (n * a - w) / n, next + 1], (x) => `${num(x)} kg`, 1) };
    },
  },
  {
    kind: 'average',
    id: 'more/average/3',
    draw: (random) => {
      const form = random.int(0, 2);
      const n = random.int(10, 99);
      if (form === 0) {
        const question = random.pick([`What is the average of the first ${n} natural numbers?`, `Find the average of all natural numbers from 1 to ${n}.`]);
        return { question, options: numeric((n + 1) / 2, [n / 2, (n * (n + 1)) / 2, n + 1], (x) => num(x), 1) };
      }
      if (form === 1) {
        const question = random.pick([`Find the average of the first ${n} even numbers.`, `The average of the first ${n} even natural numbers is`]);
        return { question, options: numeric(n + 1, [n, n + 2, (n + 1) / 2], (x) => num(x), 1) };
      }
      const question = random.pick([`What is the average of the first ${n} odd numbers?`, `Find the mean of the first ${n} odd natural numbers.`]);
      return { question, options: numeric(n, [n + 1, n - 1, (n + 1) / 2], (x) => num(x), 1) };
    },
  },
  {
    kind: 'average',
    id: 'more/average/4',
    draw: (random) => {
      const n = random.pick([4, 5, 6, 7]);
      const known = Array.from({ length: n - 1 }, () => random.int(10, 90));
      const missing = random.int(10, 95);
      const total = known.reduce((a, b) => a + b, 0) + missing;
      if (!isInt(total / n)) {
        // Move the missing value to the next multiple so that the average is whole.
        const fix = n - (total % n);
        return drawMissing(random, n, known, missing + fix);
      }
      return drawMissing(random, n, known, missing);
    },
  },
  {
    kind: 'average',
    id: 'more/average/5',
    draw: (random) => {
      const [nb, ab, ng, ag] = until(
        () => [random.int(10, 40), random.int(40, 80), random.int(10, 40), random.int(40, 80)] as const,
        ([b, x, g, y]) => x !== y && b !== g && exact((b * x + g * y) / (b + g)),
      );
      const avg = (nb * ab + ng * ag) / (nb + ng);
      const question = random.pick([
        `In a class, the average marks of ${nb} boys are ${ab} and the average marks of ${ng} girls are ${ag}. Find the average marks of the whole class.`,
        `The average score of ${nb} students of section A is ${ab} and that of ${ng} students of section B is ${ag}. What is the average score of all the students taken together?`,
      ]);
      return { question, options: numeric(avg, [(ab + ag) / 2, avg + 1, (nb * ag + ng * ab) / (nb + ng)], (x) => num(x), 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'more/average/6',
    draw: (random) => {
      const n = random.int(8, 25);
      const a = random.int(25, 55);
      const rise = random.int(1, 4);
      const need = (a + rise) * (n + 1) - n * a;
      const name = random.pick(MEN);
      const question = random.pick([
        `A batsman has an average of ${a} runs in ${n} innings. How many runs must he score in the next innings to raise his average to ${a + rise}?`,
        `${name} has an average of ${a} runs after ${n} innings. To increase his average by ${small(random, rise)} runs, how many runs must he make in his ${ordinal(n + 1)} innings?`,
      ]);
      return { question, options: numeric(need, [a + rise, a + rise * n, need - (a + rise)], (x) => `${x} runs`, 2) };
    },
  },
];

function drawMissing(random: Random, n: number, known: readonly number[], missing: number): { question: string; options: Four } {
  const total = known.reduce((a, b) => a + b, 0) + missing;
  const avg = total / n;
  const question = random.pick([
    `The average of ${small(random, n)} numbers is ${avg}. If ${n - 1} of them are ${known.slice(0, -1).join(', ')} and ${known[known.length - 1]}, find the remaining number.`,
    `The average marks of ${n} students in a test is ${avg}. The marks of ${n - 1} of them are ${known.join(', ')}. What are the marks of the last student?`,
  ]);
  const rest = known.reduce((a, b) => a + b, 0);
  return { question, options: numeric(missing, [avg * (n - 1) - rest, avg, missing + n], (x) => String(x), 1) };
}

// ---------------------------------------------------------------- mixture

const MIXTURE: readonly DoubtTemplate[] = [
  {
    kind: 'mixture',
    id: 'more/mixture/1',
    draw: (random) => {
      const rs = money(random);
      const [c, d, m] = until(
        () => [random.int(20, 80), random.int(25, 120), random.int(21, 119)] as const,
        ([lo, hi, mean]) => lo < mean && mean < hi && hi - lo >= 5 && hi - mean !== mean - lo && reduce([hi - mean, mean - lo]).every((p) => p <= 12),
      );
      const good = random.pick(['rice', 'tea', 'sugar', 'wheat', 'pulses']);
      const question = random.pick([
        `In what ratio must ${good} at ${rs(c)} per kg be mixed with ${good} at ${rs(d)} per kg so that the mixture is worth ${rs(m)} per kg?`,
        `A grocer mixes two kinds of ${good} costing ${rs(c)}/kg and ${rs(d)}/kg. In what ratio should he mix them to get a mixture costing ${rs(m)}/kg?`,
      ]);
      return { question, options: ratioOptions([d - m, m - c], [[m - c, d - m], [c, d], [d - c, m - c]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'more/mixture/2',
    draw: (random) => {
      const rs = money(random);
      const [q1, p1, q2, p2] = until(
        () => [random.int(2, 12) * 5, random.int(100, 300), random.int(2, 12) * 5, random.int(100, 300)] as const,
        ([a, x, b, y]) => x !== y && exact((a * x + b * y) / (a + b)),
      );
      const mean = (q1 * p1 + q2 * p2) / (q1 + q2);
      const who = random.pick(MEN);
      const question = random.pick([
        `${who} mixes ${q1} kg of tea costing ${rs(p1)} per kg with ${q2} kg of tea costing ${rs(p2)} per kg. What is the cost price of the mixture per kg?`,
        `Find the price per kg of a mixture of ${q1} kg of rice at ${rs(p1)}/kg and ${q2} kg of rice at ${rs(p2)}/kg.`,
      ]);
      return { question, options: numeric(mean, [(p1 + p2) / 2, (q1 * p2 + q2 * p1) / (q1 + q2), mean + 5], rs, 2) };
    },
  },
  {
    kind: 'mixture',
    id: 'more/mixture/3',
    draw: (random) => {
      const [a, b, c, d, k] = until(
        () => [random.int(1, 7), random.int(1, 5), random.int(1, 5), random.int(1, 7), random.int(2, 12)] as const,
        ([m, w, cc, dd, kk]) =>
          gcd(m, w) === 1 && gcd(cc, dd) === 1 && cc * w < m * dd && isInt((m * kk * dd) / cc) && ((m * kk * dd) / cc - w * kk) <= 200 && (m + w) * kk <= 120,
      );
      const milk = a * k;
      const water = b * k;
      const add = (milk * d) / c - water;
      const total = milk + water;
      const question = random.pick([
        `A ${total}-litre mixture contains milk and water in the ratio ${a} : ${b}. How much water must be added to make the ratio ${c} : ${d}?`,
        `${total} litres of a mixture has milk and water in the ratio ${a}:${b}. Find the quantity of water to be added so that the ratio of milk to water becomes ${c}:${d}.`,
      ]);
      return { question, options: numeric(add, [(total * d) / (c + d) - water, (milk * d) / c, add + water / 2], unit('litres'), 2) };
    },
  },
  {
    kind: 'mixture',
    id: 'more/mixture/4',
    draw: (random) => {
      const [a, b] = until(() => [random.int(2, 9), random.int(1, 5)] as const, ([m, w]) => gcd(m, w) === 1 && m > w);
      const k = random.int(2, 10);
      const milk = a * k;
      const water = b * k;
      const add = random.int(1, 3) * random.pick([2, 5]);
      const question = random.pick([
        `A can contains ${milk + water} litres of milk and water in the ratio ${a} : ${b}. If ${add} litres of water is added to it, what is the new ratio of milk to water?`,
        `In a ${milk + water} litre mixture of milk and water the ratio is ${a}:${b}. ${add} litres of water is added. Find the ratio of milk to water in the new mixture.`,
      ]);
      return { question, options: ratioOptions([milk, water + add], [[a, b + add], [milk + add, water], [water + add, milk]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'more/mixture/5',
    draw: (random) => {
      const rs = money(random);
      const [c, d, m, q] = until(
        () => [random.int(20, 60), random.int(30, 90), random.int(21, 89), random.int(2, 12) * 5] as const,
        ([lo, hi, mean, qq]) => lo < mean && mean < hi && isInt((qq * (hi - mean)) / (mean - lo)) && (qq * (hi - mean)) / (mean - lo) <= 120,
      );
      const x = (q * (d - m)) / (m - c);
      const question = random.pick([
        `How many kg of sugar at ${rs(c)} per kg must be mixed with ${q} kg of sugar at ${rs(d)} per kg so that the mixture costs ${rs(m)} per kg?`,
        `A shopkeeper has ${q} kg of dal at ${rs(d)}/kg. How much dal at ${rs(c)}/kg should he mix with it so that the mixture is worth ${rs(m)}/kg?`,
      ]);
      return { question, options: numeric(x, [(q * (m - c)) / (d - m), q, x + 5], unit('kg'), 5) };
    },
  },
  {
    kind: 'mixture',
    id: 'more/mixture/6',
    draw: (random) => {
      const [v, p, q] = until(
        () => [random.int(2, 20) * 10, random.pick([20, 25, 30, 40, 50]), random.pick([10, 15, 20, 25, 30, 40])] as const,
        ([vol, pp, qq]) => qq < pp && isInt((vol * pp) / 100) && isInt((vol * pp) / qq) && (vol * pp) / qq - vol <= 400,
      );
      const water = (v * p) / 100;
      const add = (water * 100) / q - v;
      const question = random.pick([
        `In ${v} litres of a mixture of milk and water, ${p}% is water. How much milk must be added so that water becomes ${q}% of the new mixture?`,
        `sir plz: ${v} L mixture of milk and water has ${p}% water. how many litres of milk to add to make water ${q}%?`,
      ]);
      return { question, options: numeric(add, [(v * (p - q)) / 100, (v * (p - q)) / q, add + 10], unit('litres'), 5) };
    },
  },
];

// ---------------------------------------------------------------- time-work

const days = (x: number): string => (r2(x) === 1 ? '1 day' : `${num(x)} days`);

const TIME_WORK: readonly DoubtTemplate[] = [
  {
    kind: 'time-work',
    id: 'more/time-work/1',
    draw: (random) => {
      const [x, y] = until(() => [random.int(4, 40), random.int(4, 40)] as const, ([a, b]) => a !== b && quarter((a * b) / (a + b)));
      const t = (x * y) / (x + y);
      const [p, q] = names(random, 2);
      const question = random.pick([
        `${p} can do a piece of work in ${x} days and ${q} can do it in ${y} days. In how many days can they finish it working together?`,
        `A can complete a job in ${small(random, x)} days and B in ${small(random, y)} days. If they work together, the work will be completed in`,
        `${p} alone can paint a wall in ${x} days while ${q} alone takes ${y} days. How long will they take together?`,
      ]);
      return { question, options: numeric(t, [(x + y) / 2, Math.abs(x - y), t + 1], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'more/time-work/2',
    draw: (random) => {
      const [x, y, d] = until(
        () => [random.int(6, 40), random.int(6, 40), random.int(1, 10)] as const,
        ([a, b, dd]) => {
          if (a === b) return false;
          const left = 1 - dd * (1 / a + 1 / b);
          return left > 0.05 && quarter(left * b);
        },
      );
      const rest = (1 - d * (1 / x + 1 / y)) * y;
      const [p, q] = names(random, 2);
      const question = random.pick([
        `${p} and ${q} can do a job in ${x} and ${y} days respectively. They work together for ${small(random, d)} days and then ${p} leaves. In how many days will ${q} finish the remaining work?`,
        `A can do a work in ${x} days and B in ${y} days. They begin together, but A leaves after ${d} days. How many more days will B take to finish the work?`,
      ]);
      return { question, options: numeric(rest, [rest + d, y - d, (1 - d / x) * y], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'more/time-work/3',
    draw: (random) => {
      const k = random.pick([2, 3, 4]);
      const word = ['', '', 'twice', 'thrice', 'four times'][k]!;
      const t = until(() => random.int(4, 30), (tt) => quarter((tt * (k + 1)) / k));
      const askA = random.next() < 0.6;
      const answer = askA ? (t * (k + 1)) / k : t * (k + 1);
      const question = random.pick([
        `A is ${word} as efficient as B. Together they can finish a work in ${t} days. In how many days can ${askA ? 'A' : 'B'} alone finish it?`,
        `${random.pick(MEN)} works ${word} as fast as his brother. Working together they build a boundary wall in ${t} days. How long would ${askA ? 'the faster one' : 'the brother'} take alone?`,
      ]);
      return { question, options: numeric(answer, [askA ? t * (k + 1) : (t * (k + 1)) / k, t * k, t / k], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'more/time-work/4',
    draw: (random) => {
      const [x, t] = until(() => [random.int(6, 60), random.int(3, 40)] as const, ([a, tt]) => a > tt && quarter((a * tt) / (a - tt)) && (a * tt) / (a - tt) <= 90);
      const b = (x * t) / (x - t);
      const question = random.pick([
        `A and B together can complete a work in ${t} days. A alone can complete it in ${x} days. In how many days can B alone complete the work?`,
        `Working together, two farm labourers harvest a field in ${t} days. One of them alone takes ${x} days. How many days will the other one alone take?`,
      ]);
      return { question, options: numeric(b, [x - t, (x + t) / 2, b + 2], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'more/time-work/5',
    draw: (random) => {
      const [x, y, z] = until(
        () => [random.int(4, 40), random.int(4, 40), random.int(4, 40)] as const,
        ([a, b, c]) => new Set([a, b, c]).size === 3 && quarter(1 / (1 / a + 1 / b + 1 / c)),
      );
      const t = 1 / (1 / x + 1 / y + 1 / z);
      const question = random.pick([
        `A, B and C can do a piece of work in ${x}, ${y} and ${z} days respectively. In how many days will they finish it working together?`,
        `Three workers can do a job alone in ${x} days, ${y} days and ${z} days. How long will it take if all three work together?`,
      ]);
      return { question, options: numeric(t, [(x + y + z) / 3, t + 1, (x * y) / (x + y)], days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'more/time-work/6',
    draw: (random) => {
      const [x, y, t] = until(
        () => [random.int(4, 30), random.int(4, 30), random.int(2, 20)] as const,
        ([a, b, tt]) => {
          const rate = 1 / tt - 1 / a - 1 / b;
          return a !== b && rate > 1e-9 && quarter(1 / rate) && 1 / rate <= 60;
        },
      );
      const c = 1 / (1 / t - 1 / x - 1 / y);
      const [p, q, r] = names(random, 3);
      const question = random.pick([
        `${p} can paint a house in ${x} days and ${q} in ${y} days. With the help of ${r} they finish it in ${t} days. How long would ${r} alone take?`,
        `A alone can do a work in ${x} days and B alone in ${y} days. A, B and C together do it in ${t} days. C alone can do it in`,
      ]);
      return { question, options: numeric(c, [x + y - t, (x * y) / (x + y), c + 2], days, 1) };
    },
  },
];

// ---------------------------------------------------------------- pipes

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'more/pipes/1',
    draw: (random) => {
      const [x, y] = until(() => [random.int(5, 60), random.int(5, 60)] as const, ([a, b]) => a !== b && quarter((a * b) / (a + b)));
      const t = (x * y) / (x + y);
      const u = random.pick(['minutes', 'min', 'hours', 'hrs']);
      const question = random.pick([
        `Pipe A can fill a tank in ${x} ${u} and pipe B can fill it in ${y} ${u}. If both pipes are opened together, how long will it take to fill the tank?`,
        `Two taps can fill a cistern in ${x} ${u} and ${y} ${u} respectively. Both are turned on together. In what time will the cistern be full?`,
      ]);
      return { question, options: numeric(t, [(x + y) / 2, Math.abs(x - y), t + 2], unit(u), 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'more/pipes/2',
    draw: (random) => {
      const [x, y] = until(() => [random.int(2, 40), random.int(3, 60)] as const, ([f, e]) => e > f && quarter((f * e) / (e - f)) && (f * e) / (e - f) <= 60);
      const t = (x * y) / (y - x);
      const question = random.pick([
        `A pipe can fill a cistern in ${x} hours and another pipe can empty it in ${y} hours. If both are opened together, in how much time will the cistern be filled?`,
        `An inlet fills a water tank in ${x} hrs while an outlet empties the full tank in ${y} hrs. If both are kept open, how many hours will the tank take to fill?`,
      ]);
      return { question, options: numeric(t, [(x * y) / (x + y), y - x, t + 2], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'more/pipes/3',
    draw: (random) => {
      const [x, w] = until(() => [random.int(2, 20), random.int(3, 30)] as const, ([f, ww]) => ww > f && quarter((f * ww) / (ww - f)) && (f * ww) / (ww - f) <= 60);
      const leak = (x * w) / (w - x);
      const question = random.pick([
        `A tap can fill a tank in ${x} hours. Because of a leak at the bottom it takes ${w} hours to fill the tank. How long will the leak take to empty the full tank?`,
        `A pipe fills a tank in ${small(random, x)} hours, but due to a leak the tank gets filled in ${small(random, w)} hours. In what time can the leak alone empty the full tank?`,
      ]);
      return { question, options: numeric(leak, [w - x, (x * w) / (x + w), leak + 2], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'more/pipes/4',
    draw: (random) => {
      const [x, y, z] = until(
        () => [random.int(4, 40), random.int(4, 40), random.int(5, 60)] as const,
        ([a, b, c]) => {
          const rate = 1 / a + 1 / b - 1 / c;
          return a !== b && rate > 1e-9 && quarter(1 / rate) && 1 / rate <= 200;
        },
      );
      const t = 1 / (1 / x + 1 / y - 1 / z);
      const question = random.pick([
        `Two pipes can fill a tank in ${x} hours and ${y} hours respectively, while a third pipe can empty it in ${z} hours. If all three pipes are opened together, in how many hours will the tank be full?`,
        `Taps A and B fill a tank in ${x} and ${y} hours; tap C empties it in ${z} hours. All three are opened at once. Find the time to fill the tank.`,
      ]);
      return { question, options: numeric(t, [1 / (1 / x + 1 / y + 1 / z), (x * y) / (x + y), t + 1], hours, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'more/pipes/5',
    draw: (random) => {
      const [x, y, d] = until(
        () => [random.int(6, 40), random.int(6, 40), random.int(1, 12)] as const,
        ([a, b, dd]) => {
          const left = 1 - dd * (1 / a + 1 / b);
          return a !== b && left > 0.05 && quarter(dd + left * a);
        },
      );
      const total = d + (1 - d * (1 / x + 1 / y)) * x;
      const question = random.pick([
        `Pipes A and B can fill a tank in ${x} minutes and ${y} minutes respectively. Both are opened together, but after ${d} minutes pipe B is closed. In how many minutes in all will the tank be filled?`,
        `Two pipes A and B fill a tank in ${x} min and ${y} min. Both are opened and B is turned off after ${d} min. What is the total time taken to fill the tank?`,
      ]);
      return { question, options: numeric(total, [total - d, (x * y) / (x + y), total + d], (v) => `${num(v)} minutes`, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'more/pipes/6',
    draw: (random) => {
      const [t, x] = until(() => [random.int(2, 30), random.int(3, 60)] as const, ([tt, a]) => a > tt && quarter((a * tt) / (a - tt)) && (a * tt) / (a - tt) <= 200);
      const other = (x * t) / (x - t);
      const question = random.pick([
        `Two taps together fill a tank in ${t} hours. One of them alone can fill it in ${x} hours. How long will the other tap alone take to fill the tank?`,
        `bhaiya 2 taps together fill a tank in ${t} hrs, first tap alone takes ${x} hrs. second tap alone = ?`,
      ]);
      return { question, options: numeric(other, [x - t, x + t, other + 2], hours, 1) };
    },
  },
];

// ---------------------------------------------------------------- trains

const KMH = ['km/hr', 'kmph', 'km per hour', 'km/h'] as const;
const MS = ['m/s', 'm/sec', 'metres per second'] as const;
/** km/h values whose m/s value has at most one decimal (× 5/18). */
const TRAIN_KMH = [36, 45, 54, 63, 72, 81, 90, 108] as const;

const TRAINS: readonly DoubtTemplate[] = [
  {
    kind: 'trains',
    id: 'more/trains/1',
    draw: (random) => {
      const kmh = random.pick(TRAIN_KMH);
      const ms = (kmh * 5) / 18;
      const t = until(() => random.int(6, 30), (tt) => isInt(ms * tt));
      const length = ms * t;
      const u = random.pick(KMH);
      const what = random.pick(['a pole', 'a signal post', 'a man standing on the platform', 'a telegraph post']);
      const question = random.pick([
        `A train ${length} m long passes ${what} in ${t} seconds. Find its speed in ${u}.`,
        `A ${length} metre long train crosses ${what} in ${small(random, t)} seconds. What is the speed of the train in ${u}?`,
        `At what speed in ${u} does a train run if it is ${length} m long and takes ${t} sec to cross ${what}?`,
      ]);
      return { question, options: numeric(kmh, [ms, kmh + 18, kmh - 9], unit(u), 9) };
    },
  },
  {
    kind: 'trains',
    id: 'more/trains/2',
    draw: (random) => {
      const kmh = random.pick(TRAIN_KMH);
      const ms = (kmh * 5) / 18;
      const [t, l] = until(
        () => [random.int(10, 60), random.int(8, 40) * 10] as const,
        ([tt, ll]) => isInt(ms * tt) && ms * tt - ll >= 50,
      );
      const platform = ms * t - l;
      const u = random.pick(KMH);
      const question = random.pick([
        `A train ${l} m long running at ${kmh} ${u} crosses a platform in ${t} seconds. What is the length of the platform?`,
        `Running at a speed of ${kmh} ${u}, a ${l} metres long train crosses a railway platform in ${t} sec. Find the length of the platform.`,
      ]);
      return { question, options: numeric(platform, [ms * t, kmh * t - l, platform + l / 2], (x) => `${num(x)} m`, 10) };
    },
  },
  {
    kind: 'trains',
    id: 'more/trains/3',
    draw: (random) => {
      const kmh = random.pick(TRAIN_KMH);
      const ms = (kmh * 5) / 18;
      const [l, b] = until(() => [random.int(10, 50) * 10, random.int(10, 80) * 10] as const, ([ll, bb]) => exact((ll + bb) / ms));
      const t = (l + b) / ms;
      const u = random.pick(KMH);
      const [from, to] = random.shuffle(['Delhi', 'Agra', 'Kanpur', 'Patna', 'Howrah', 'Bhopal', 'Nagpur', 'Vijayawada']);
      const question = random.pick([
        `How long will a train ${l} m long running at ${kmh} ${u} take to cross a bridge ${b} m long?`,
        `The ${from}-${to} express, ${l} m long, runs at ${kmh} ${u}. In how many seconds will it cross a ${b} m long bridge?`,
      ]);
      return { question, options: numeric(t, [l / ms, b / ms, (l + b) / kmh], (x) => `${num(x)} seconds`, 2) };
    },
  },
  {
    kind: 'trains',
    id: 'more/trains/4',
    draw: (random) => {
      const [s1, s2, l1, l2] = until(
        () => [random.int(4, 12) * 9, random.int(4, 12) * 9, random.int(10, 40) * 10, random.int(10, 40) * 10] as const,
        ([a, b, x, y]) => a !== b && exact((x + y) / (((a + b) * 5) / 18)),
      );
      const t = (l1 + l2) / (((s1 + s2) * 5) / 18);
      const u = random.pick(KMH);
      const question = random.pick([
        `Two trains ${l1} m and ${l2} m long are running in opposite directions on parallel tracks at ${s1} ${u} and ${s2} ${u}. In how much time will they cross each other?`,
        `Two trains of lengths ${l1} metres and ${l2} metres run towards each other on parallel lines at speeds of ${s1} ${u} and ${s2} ${u}. Find the time they take to cross each other.`,
      ]);
      return { question, options: numeric(t, [(l1 + l2) / ((Math.abs(s1 - s2) * 5) / 18), (l1 + l2) / (s1 + s2), t + 2], (x) => `${num(x)} seconds`, 1) };
    },
  },
  {
    kind: 'trains',
    id: 'more/trains/5',
    draw: (random) => {
      const [s1, s2, l1, l2] = until(
        () => [random.int(4, 14) * 9, random.int(4, 14) * 9, random.int(10, 40) * 10, random.int(10, 40) * 10] as const,
        ([a, b, x, y]) => a > b && exact((x + y) / (((a - b) * 5) / 18)) && (x + y) / (((a - b) * 5) / 18) <= 300,
      );
      const t = (l1 + l2) / (((s1 - s2) * 5) / 18);
      const u = random.pick(KMH);
      const question = random.pick([
        `A train ${l1} m long running at ${s1} ${u} overtakes another train ${l2} m long running at ${s2} ${u} in the same direction. How long does it take to pass the other train completely?`,
        `Two trains, ${l1} m and ${l2} m long, are moving in the same direction at ${s1} ${u} and ${s2} ${u}. In how many seconds will the faster train cross the slower one?`,
      ]);
      return { question, options: numeric(t, [(l1 + l2) / (((s1 + s2) * 5) / 18), l1 / (((s1 - s2) * 5) / 18), t + 4], (x) => `${num(x)} seconds`, 2) };
    },
  },
  {
    kind: 'trains',
    id: 'more/trains/6',
    draw: (random) => {
      const kmh = random.int(4, 16) * 9;
      const ms = (kmh * 5) / 18;
      const toMs = random.next() < 0.5;
      const ku = random.pick(KMH);
      const mu = random.pick(MS);
      if (toMs) {
        const question = random.pick([
          `A train runs at ${kmh} ${ku}. What is its speed in ${mu}?`,
          `sir ${kmh} ${ku} = how many ${mu}? (train speed)`,
          `Express a speed of ${kmh} ${ku} in ${mu}.`,
        ]);
        return { question, options: numeric(ms, [(kmh * 18) / 5, kmh / 3.6 + 5, kmh / 60], unit(mu), 2.5) };
      }
      const question = random.pick([
        `A train moves at ${num(ms)} ${mu}. Its speed in ${ku} is`,
        `Convert ${num(ms)} ${mu} into ${ku}.`,
      ]);
      return { question, options: numeric(kmh, [(ms * 5) / 18, ms * 3, kmh + 9], unit(ku), 9) };
    },
  },
];

// ---------------------------------------------------------------- boats

const BOATS: readonly DoubtTemplate[] = [
  {
    kind: 'boats',
    id: 'more/boats/1',
    draw: (random) => {
      const [b, s] = until(() => [random.int(4, 30), random.int(1, 8)] as const, ([bb, ss]) => bb > ss + 1);
      const down = b + s;
      const up = b - s;
      const u = random.pick(KMH);
      const question = random.pick([
        `A boat goes downstream at ${down} ${u} and upstream at ${up} ${u}. Find the speed of the boat in still water.`,
        `A man can row with the stream at ${down} ${u} and against the stream at ${up} ${u}. What is his rate in still water?`,
        `Downstream speed ${down} ${u}, upstream speed ${up} ${u}. Speed of boat in still water = ?`,
      ]);
      return { question, options: numeric(b, [s, down - up, down + up], unit(u), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'more/boats/2',
    draw: (random) => {
      const [b, s] = until(() => [random.int(5, 30), random.int(1, 8)] as const, ([bb, ss]) => bb > ss + 1 && bb !== 2 * ss);
      const down = b + s;
      const up = b - s;
      const u = random.pick(KMH);
      const question = random.pick([
        `A motorboat travels downstream at ${down} ${u} and upstream at ${up} ${u}. Find the speed of the current.`,
        `The speed of a boat along the stream is ${down} ${u} and against the stream is ${up} ${u}. What is the speed of the stream?`,
      ]);
      return { question, options: numeric(s, [b, down - up, (down + up) / 4], unit(u), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'more/boats/3',
    draw: (random) => {
      const [b, s, t1, t2] = until(
        () => [random.int(5, 24), random.int(1, 6), random.int(1, 5), random.int(1, 5)] as const,
        ([bb, ss]) => bb > ss + 1 && bb !== 2 * ss,
      );
      const d1 = (b + s) * t1;
      const d2 = (b - s) * t2;
      const askStream = random.next() < 0.5;
      const u = random.pick(['km/hr', 'km/h', 'kmph']);
      const hr = (h: number): string => (h === 1 ? random.pick(['1 hour', 'one hour']) : `${small(random, h)} hours`);
      const question = `A boat goes ${d1} km downstream in ${hr(t1)} and ${d2} km upstream in ${hr(t2)}. Find the speed of the ${askStream ? 'stream' : 'boat in still water'}.`;
      return { question, options: numeric(askStream ? s : b, [askStream ? b : s, (d1 + d2) / (t1 + t2), b + s], unit(u), 1) };
    },
  },
  {
    kind: 'boats',
    id: 'more/boats/4',
    draw: (random) => {
      const [b, s, d] = until(
        () => [random.int(4, 20), random.int(1, 6), random.int(2, 30) * 2] as const,
        ([bb, ss, dd]) => bb > ss + 1 && quarter(dd / (bb + ss) + dd / (bb - ss)) && dd / (bb + ss) + dd / (bb - ss) <= 16,
      );
      const total = d / (b + s) + d / (b - s);
      const question = random.pick([
        `The speed of a boat in still water is ${b} km/hr and the speed of the stream is ${s} km/hr. A man rows to a place ${d} km away and comes back. Find the total time taken.`,
        `A boatman on the Ganga rows at ${b} kmph in still water. The river flows at ${s} kmph. How long will he take to go ${d} km downstream and come back?`,
      ]);
      return { question, options: numeric(total, [(2 * d) / b, d / (b + s), d / (b - s)], (x) => `${num(x)} hours`, 1) };
    },
  },
  {
    kind: 'boats',
    id: 'more/boats/5',
    draw: (random) => {
      const [b, s, d] = until(
        () => [random.int(6, 24), random.int(1, 6), random.int(4, 60)] as const,
        ([bb, ss, dd]) => bb > ss + 1 && exact(dd / (bb - ss)) && exact(dd / (bb + ss)),
      );
      const up = random.next() < 0.5;
      const t = up ? d / (b - s) : d / (b + s);
      const question = up
        ? `A motorboat whose speed is ${b} km/h in still water goes ${d} km upstream. If the speed of the stream is ${s} km/h, how long does it take?`
        : `A steamer whose speed in still water is ${b} km/hr goes ${d} km downstream in a river flowing at ${s} km/hr. Find the time taken.`;
      return { question, options: numeric(t, [up ? d / (b + s) : d / (b - s), d / b, t + 1], (x) => `${num(x)} hours`, 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'more/boats/6',
    draw: (random) => {
      const n = random.pick([2, 3]);
      const b = random.int(1, 6) * (n + 1);
      const s = (b * (n - 1)) / (n + 1);
      const twice = n === 2 ? 'twice' : 'thrice';
      const question = random.pick([
        `A man can row ${b} km/h in still water. It takes him ${twice} as long to row up as to row down the river. Find the rate of the stream.`,
        `A boat whose speed in still water is ${b} kmph takes ${n} times as long to go upstream as to go the same distance downstream. What is the speed of the current?`,
      ]);
      return { question, options: numeric(s, [b / n, b / (n + 1), s + 1], unit('km/h'), 1) };
    },
  },
];

// ---------------------------------------------------------------- relative-speed

const CITY_PAIRS = [
  ['Delhi', 'Agra'],
  ['Mumbai', 'Pune'],
  ['Lucknow', 'Kanpur'],
  ['Chennai', 'Vellore'],
  ['Patna', 'Gaya'],
  ['Jaipur', 'Ajmer'],
  ['Bengaluru', 'Mysuru'],
  ['Ahmedabad', 'Vadodara'],
] as const;

const RELATIVE_SPEED: readonly DoubtTemplate[] = [
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/1',
    draw: (random) => {
      const [a, b] = random.pick(CITY_PAIRS);
      const [s1, s2, d] = until(
        () => [random.int(6, 16) * 5, random.int(6, 16) * 5, random.int(4, 60) * 10] as const,
        ([x, y, dd]) => x !== y && quarter(dd / (x + y)),
      );
      const t = d / (s1 + s2);
      const u = random.pick(KMH);
      const question = random.pick([
        `${a} and ${b} are ${d} km apart. Two cars start at the same time from ${a} and ${b} towards each other at ${s1} ${u} and ${s2} ${u}. After how many hours will they meet?`,
        `Two buses leave ${a} and ${b}, ${d} km apart, at the same time and travel towards each other at speeds of ${s1} ${u} and ${s2} ${u}. When will they meet?`,
      ]);
      return { question, options: numeric(t, [d / Math.abs(s1 - s2), d / s1, t + 1], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/2',
    draw: (random) => {
      const [city] = random.pick(CITY_PAIRS);
      const [s1, s2, h] = until(
        () => [random.int(2, 10) * 5, random.int(3, 16) * 5, random.int(1, 4)] as const,
        ([x, y, hh]) => y > x && exact((x * hh) / (y - x)) && (x * hh) / (y - x) <= 10,
      );
      const catchT = (s1 * h) / (s2 - s1);
      const dist = s2 * catchT;
      const askDist = random.next() < 0.5;
      const start = random.int(6, 11 - h);
      const question = `A cyclist leaves ${city} at ${start} a.m. at ${s1} km/hr. A motorcyclist leaves the same place at ${start + h} a.m. at ${s2} km/hr in the same direction. ${askDist ? `At what distance from ${city} will the motorcyclist overtake the cyclist?` : 'After how many hours of his start will the motorcyclist overtake the cyclist?'}`;
      return askDist
        ? { question, options: numeric(dist, [s1 * catchT, (s1 * h * s2) / (s1 + s2), dist + s1], unit('km'), 5) }
        : { question, options: numeric(catchT, [catchT + h, (s1 * h) / (s1 + s2), catchT + 1], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/3',
    draw: (random) => {
      const [a, b] = random.pick(CITY_PAIRS);
      const [s1, s2] = until(() => [random.int(2, 16) * 5, random.int(2, 16) * 5] as const, ([x, y]) => x !== y && exact((2 * x * y) / (x + y)));
      const avg = (2 * s1 * s2) / (s1 + s2);
      const who = person(random);
      const u = random.pick(KMH);
      const question = random.pick([
        `${who.name} goes from ${a} to ${b} at ${s1} ${u} and returns at ${s2} ${u}. Find ${who.his} average speed for the whole journey.`,
        `A car covers a certain distance at ${s1} ${u} and comes back the same distance at ${s2} ${u}. What is its average speed for the round trip?`,
      ]);
      return { question, options: numeric(avg, [(s1 + s2) / 2, Math.sqrt(s1 * s2), avg + 2], unit(u), 1) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/4',
    draw: (random) => {
      const [d1, s1, d2, s2] = until(
        () => [random.int(2, 30) * 10, random.int(4, 16) * 5, random.int(2, 30) * 10, random.int(4, 16) * 5] as const,
        ([a, x, b, y]) => x !== y && exact(a / x) && exact(b / y) && exact((a + b) / (a / x + b / y)),
      );
      const avg = (d1 + d2) / (d1 / s1 + d2 / s2);
      const question = random.pick([
        `A bus covers ${d1} km at ${s1} km/hr and the next ${d2} km at ${s2} km/hr. What is its average speed for the whole journey?`,
        `A man travels ${d1} km by car at ${s1} kmph and then ${d2} km by train at ${s2} kmph. Find his average speed.`,
      ]);
      return { question, options: numeric(avg, [(s1 + s2) / 2, (2 * s1 * s2) / (s1 + s2), avg + 3], unit('km/hr'), 1) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/5',
    draw: (random) => {
      const [a, b] = random.pick(CITY_PAIRS);
      const inMinutes = random.next() < 0.4;
      if (inMinutes) {
        const [d, s] = until(() => [random.int(1, 20) / 2, random.pick([3, 4, 5, 6, 12, 15])] as const, ([dd, ss]) => exact((dd / ss) * 60) && dd > ss / 4);
        const who = person(random);
        const question = `How many minutes will ${who.name} take to walk ${num(d)} km at ${s} km per hour?`;
        return { question, options: numeric((d / s) * 60, [(s / d) * 60, d * s, (d / s) * 60 + 10], (x) => `${num(x)} minutes`, 5) };
      }
      const [d, s] = until(() => [random.int(6, 60) * 10, random.int(6, 16) * 5] as const, ([dd, ss]) => exact(dd / ss) && dd > ss);
      const question = random.pick([
        `The distance between ${a} and ${b} is ${d} km. How many hours will a bus running at ${s} km/hr take to cover it?`,
        `A car travels at ${s} kmph. How much time will it take to cover ${d} km between ${a} and ${b}?`,
      ]);
      return { question, options: numeric(d / s, [(d / s) * 60, s / 10, d / s + 1], hours, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'more/relative-speed/6',
    draw: (random) => {
      const [a, b] = random.pick(CITY_PAIRS);
      const [s1, s2, d] = until(
        () => [random.int(6, 16) * 5, random.int(6, 16) * 5, random.int(4, 60) * 10] as const,
        ([x, y, dd]) => x !== y && exact((dd * x) / (x + y)),
      );
      const fromA = (d * s1) / (s1 + s2);
      const question = random.pick([
        `Two cars start at the same time from ${a} and ${b}, which are ${d} km apart, and move towards each other at ${s1} km/h and ${s2} km/h respectively. At what distance from ${a} will they meet?`,
        `${a} and ${b} are ${d} km apart. A truck leaves ${a} for ${b} at ${s1} kmph and at the same time a car leaves ${b} for ${a} at ${s2} kmph. How far from ${a} do they meet?`,
      ]);
      return { question, options: numeric(fromA, [d - fromA, d / 2, fromA + 10], unit('km'), 5) };
    },
  },
];

// ---------------------------------------------------------------- ages

const years = (x: number): string => `${num(x)} years`;

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'more/ages/1',
    draw: (random) => {
      const [a, b, k, t] = until(
        () => [random.int(1, 5), random.int(2, 9), random.int(2, 12), random.int(2, 15)] as const,
        ([x, y, kk, tt]) => x < y && gcd(x, y) === 1 && (y - x) * kk >= 18 && y * kk >= 25 && y * kk <= 80 && x * kk >= 2 && Math.max(...reduce([x * kk + tt, y * kk + tt])) <= 20,
      );
      const son = a * k;
      const father = b * k;
      const [c, d] = reduce([son + t, father + t]) as [number, number];
      const child = person(random);
      const askFather = random.next() < 0.6;
      const question = random.pick([
        `The ratio of the present ages of ${child.name} and ${child.his} father is ${a} : ${b}. After ${t} years the ratio will be ${c} : ${d}. Find the present age of the ${askFather ? 'father' : 'child'}.`,
        `Present ages of ${child.name} and ${child.his} father are in the ratio ${a}:${b}. ${cap(small(random, t))} years hence, the ratio of their ages will become ${c}:${d}. What is ${askFather ? `the father's` : `${child.name}'s`} present age?`,
      ]);
      const answer = askFather ? father : son;
      return { question, options: numeric(answer, [askFather ? son : father, answer + t, askFather ? d * t : c * t], years, 2) };
    },
  },
  {
    kind: 'ages',
    id: 'more/ages/2',
    draw: (random) => {
      const [s, m, t] = until(
        () => [random.int(5, 25), random.int(2, 5), random.int(2, 10)] as const,
        ([ss, mm, tt]) => ss > tt + 1 && isInt((mm * ss - tt) / (ss - tt)) && fatherAgeOk(mm * ss) && (mm * ss - tt) / (ss - tt) > mm && (mm * ss - tt) / (ss - tt) <= 12,
      );
      const father = m * s;
      const n = (father - t) / (s - t);
      const askSon = random.next() < 0.6;
      const times = (x: number): string => (x === 2 ? 'twice' : x === 3 ? random.pick(['three times', 'thrice']) : `${WORDS[x] ?? x} times`);
      const question = random.pick([
        `A father is now ${times(m)} as old as his son. ${cap(small(random, t))} years ago, he was ${times(n)} as old as his son. Find the present age of the ${askSon ? 'son' : 'father'}.`,
        `${t} years ago, a man was ${times(n)} as old as his son. At present he is ${times(m)} as old as his son. What is the ${askSon ? "son's" : "man's"} present age?`,
      ]);
      return { question, options: numeric(askSon ? s : father, [askSon ? father : s, (askSon ? s : father) - t, (askSon ? s : father) + t], years, 1) };
    },
  },
  {
    kind: 'ages',
    id: 'more/ages/3',
    draw: (random) => {
      const [dau, n, t] = until(
        () => [random.int(6, 30), random.int(2, 9), random.int(2, 10)] as const,
        ([d, nn, tt]) => d > tt && nn * (d - tt) + tt - d >= 18 && nn * (d - tt) + tt <= 75,
      );
      const mother = n * (dau - t) + t;
      const sum = mother + dau;
      const askMother = random.next() < 0.6;
      const question = random.pick([
        `The sum of the ages of a mother and her daughter is ${sum} years. ${cap(small(random, t))} years ago, the mother's age was ${n} times the daughter's age. Find the ${askMother ? "mother's" : "daughter's"} present age.`,
        `Sum of present ages of ${random.pick(WOMEN)} and her daughter = ${sum} yrs. ${t} yrs ago mother was ${n} times as old as daughter. ${askMother ? "Mother's" : "Daughter's"} present age = ?`,
      ]);
      return { question, options: numeric(askMother ? mother : dau, [askMother ? dau : mother, (sum * n) / (n + 1), (askMother ? mother : dau) - t], years, 1) };
    },
  },
  {
    kind: 'ages',
    id: 'more/ages/4',
    draw: (random) => {
      const future = random.next() < 0.5;
      const [b, diff, t] = until(
        () => [random.int(4, 40), random.int(2, 15), random.int(2, 10)] as const,
        ([bb, dd, tt]) => {
          const shift = future ? tt : -tt;
          if (bb + shift < 1) return false;
          const r = reduce([bb + dd + shift, bb + shift]);
          return r[0]! <= 15 && r[1]! > 1;
        },
      );
      const shift = future ? t : -t;
      const [c, d] = reduce([b + diff + shift, b + shift]) as [number, number];
      const [x, y] = names(random, 2);
      const when = future ? random.pick([`${small(random, t)} years hence`, `After ${t} years`, `${t} yrs from now`]) : random.pick([`${small(random, t)} years ago`, `${t} yrs back`]);
      const question = `${x} is ${diff} years older than ${y}. ${cap(when)}, the ratio of their ages ${future ? 'will be' : 'was'} ${c} : ${d}. What is ${y}'s present age?`;
      return { question, options: numeric(b, [b + diff, b + shift, d * diff], years, 1) };
    },
  },
  {
    kind: 'ages',
    id: 'more/ages/5',
    draw: (random) => {
      const [s, a, b0, t, c] = until(
        () => [random.int(5, 20), random.int(2, 4), random.int(1, 6), random.int(2, 6), random.int(2, 3)] as const,
        ([ss, aa, bb, tt, cc]) => {
          const f = aa * ss + bb;
          const e = f + tt - cc * (ss + tt);
          return aa !== cc && e > 0 && e <= 20 && f <= 75 && f - ss >= 18;
        },
      );
      const father = a * s + b0;
      const e = father + t - c * (s + t);
      const times = (x: number): string => (x === 2 ? 'twice' : `${WORDS[x]} times`);
      const question = `The present age of a father is ${b0 === 1 ? '1 year' : `${b0} years`} more than ${times(a)} the age of his son. ${cap(small(random, t))} years hence, the father's age will be ${e} years more than ${times(c)} the age of the son. Find the present age of the father.`;
      return { question, options: numeric(father, [s, father + t, a * s], years, 1) };
    },
  },
  {
    kind: 'ages',
    id: 'more/ages/6',
    draw: (random) => {
      const [a, b, k, t] = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 8), random.int(2, 10)] as const,
        ([x, y, kk, tt]) => x !== y && gcd(x, y) === 1 && (x + y) * kk <= 90 && reduce([x * kk + tt, y * kk + tt]).every((p) => p <= 30),
      );
      const [x, y] = until(() => [random.pick(WOMEN), random.pick(WOMEN)] as const, ([p, q]) => p !== q);
      const sum = (a + b) * k;
      const question = `sir plz: ratio of ages of ${x} and ${y} is ${a}:${b} and sum of their ages is ${sum} years. what will be the ratio of their ages after ${t} years?`;
      return { question, options: ratioOptions([a * k + t, b * k + t], [[a + t, b + t], [a, b], [b * k + t, a * k + t]]) };
    },
  },
];

function fatherAgeOk(x: number): boolean {
  return x >= 24 && x <= 80;
}

// ---------------------------------------------------------------- mensuration

const MENSURATION: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'more/mensuration/1',
    draw: (random) => {
      const rs = money(random);
      const [l, w] = until(() => [random.int(10, 120), random.int(5, 90)] as const, ([x, y]) => x > y);
      const rate = random.pick([5, 8, 10, 12, 12.5, 15, 18, 20, 25]);
      const cost = 2 * (l + w) * rate;
      const question = random.pick([
        `A rectangular field is ${l} m long and ${w} m wide. Find the cost of fencing it at ${rs(rate)} per metre.`,
        `What will it cost to put a fence around a rectangular plot of ${l} m × ${w} m at the rate of ${rs(rate)} per metre?`,
        `The length and breadth of a rectangular park are ${l} m and ${w} m. The cost of fencing the park at ${rs(rate)}/m is`,
      ]);
      return { question, options: numeric(cost, [l * w * rate, (l + w) * rate, cost + 2 * rate * 10], rs, 10) };
    },
  },
  {
    kind: 'mensuration',
    id: 'more/mensuration/2',
    draw: (random) => {
      const r = random.int(1, 10) * 7;
      const u = random.pick(['cm', 'm']);
      const byDiameter = random.next() < 0.4;
      const askArea = random.next() < 0.6;
      const area = (22 / 7) * r * r;
      const circ = (44 / 7) * r;
      const given = byDiameter ? `diameter ${2 * r} ${u}` : `radius ${r} ${u}`;
      const pi = random.pick(['(Take π = 22/7)', '(use π = 22/7)', '[π = 22/7]']);
      const question = askArea
        ? random.pick([`Find the area of a circle of ${given}. ${pi}`, `What is the area of a circular garden whose ${byDiameter ? 'diameter' : 'radius'} is ${byDiameter ? 2 * r : r} ${u}? ${pi}`])
        : random.pick([`Find the circumference of a circle of ${given}. ${pi}`, `A circular track has ${given}. How long is one round of the track? ${pi}`]);
      return askArea
        ? { question, options: numeric(area, [circ, (22 / 7) * 4 * r * r, area / 2], (x) => `${ind(x)} sq ${u}`, 22) }
        : { question, options: numeric(circ, [(22 / 7) * r, area, circ * 2], (x) => `${ind(x)} ${u}`, 22) };
    },
  },
  {
    kind: 'mensuration',
    id: 'more/mensuration/3',
    draw: (random) => {
      const [p, q, h] = random.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
        [20, 21, 29],
      ] as const);
      const k = random.int(1, p === 3 ? 8 : 3);
      const [a, b, c] = [p * k, q * k, h * k];
      const u = random.pick(['cm', 'm']);
      const form = random.int(0, 2);
      if (form === 0) {
        const question = `The two sides containing the right angle of a right-angled triangle are ${a} ${u} and ${b} ${u}. Find the length of the hypotenuse.`;
        return { question, options: numeric(c, [a + b, Math.abs(b - a) + a / 2, c + 1], (x) => `${num(x)} ${u}`, 1) };
      }
      if (form === 1) {
        const question = `In a right-angled triangle, the hypotenuse is ${c} ${u} and one side is ${a} ${u}. What is its area?`;
        return { question, options: numeric((a * b) / 2, [a * b, (a * c) / 2, a + b + c], (x) => `${num(x)} sq ${u}`, 2) };
      }
      const question = `Find the perimeter of a right triangle whose legs are ${a} ${u} and ${b} ${u}.`;
      return { question, options: numeric(a + b + c, [2 * (a + b), (a * b) / 2, a + b + c + 2], (x) => `${num(x)} ${u}`, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'more/mensuration/4',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const r = random.pick([0.7, 1.4, 2.1, 2.8, 3.5]);
        const h = random.int(2, 6);
        const litres = (22 / 7) * r * r * h * 1000;
        const question = random.pick([
          `A cylindrical water tank on a roof has a radius of ${num(r)} m and a height of ${h} m. How many litres of water can it hold? (π = 22/7, 1 m³ = 1000 litres)`,
          `How many litres of water does a cylindrical tank of base radius ${num(r)} m and height ${h} m hold when full? Take π = 22/7 and 1 cubic metre = 1000 litres.`,
        ]);
        return { question, options: numeric(litres, [litres / 10, ((2 * 22) / 7) * r * h * 1000, litres * 2], (x) => `${ind(x)} litres`, 1000) };
      }
      const r = random.int(1, 6) * 7;
      const h = random.int(2, 30);
      const volume = (22 / 7) * r * r * h;
      if (form === 1) {
        const question = `Find the curved surface area of a cylinder of radius ${r} cm and height ${h} cm. (π = 22/7)`;
        const csa = ((2 * 22) / 7) * r * h;
        return { question, options: numeric(csa, [csa + 2 * (22 / 7) * r * r, (22 / 7) * r * h, volume], (x) => `${ind(x)} sq cm`, 22) };
      }
      const [question, u] = random.pick([
        [`Find the volume of a cylinder of radius ${r} cm and height ${h} cm. (π = 22/7)`, 'cu cm'],
        [`A cylindrical well of radius ${r} m is dug ${h} m deep. How much earth is taken out? (Use π = 22/7)`, 'cu m'],
      ] as const);
      return { question, options: numeric(volume, [((2 * 22) / 7) * r * h, (22 / 7) * r * h, (22 / 7) * 4 * r * r * h], (x) => `${ind(x)} ${u}`, 22) };
    },
  },
  {
    kind: 'mensuration',
    id: 'more/mensuration/5',
    draw: (random) => {
      const rs = money(random);
      if (random.next() < 0.5) {
        const side = random.int(8, 90);
        const rate = random.pick([5, 8, 10, 12, 15, 20, 25]);
        const cost = 4 * side * rate;
        const question = random.pick([
          `The area of a square plot is ${ind(side * side)} sq m. Find the cost of fencing it at ${rs(rate)} per metre.`,
          `A square field has an area of ${ind(side * side)} m². What is the cost of putting a fence around it at ${rs(rate)} per metre?`,
        ]);
        return { question, options: numeric(cost, [side * side * rate, 2 * side * rate, side * rate], rs, 10) };
      }
      const [l, w] = until(() => [random.int(3, 20), random.int(3, 15)] as const, ([x, y]) => x >= y);
      const rate = random.pick([150, 200, 250, 300, 350, 400, 450, 500]);
      const cost = l * w * rate;
      const question = random.pick([
        `A room is ${l} m long and ${w} m broad. Find the cost of tiling its floor at ${rs(rate)} per square metre.`,
        `What is the cost of flooring a hall ${l} m by ${w} m with tiles costing ${rs(rate)} per sq m?`,
      ]);
      return { question, options: numeric(cost, [2 * (l + w) * rate, (l + w) * rate, cost + rate * 10], rs, 100) };
    },
  },
  {
    kind: 'mensuration',
    id: 'more/mensuration/6',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const [l, b, h] = until(() => [random.int(3, 30), random.int(2, 20), random.int(2, 15)] as const, ([x, y, z]) => new Set([x, y, z]).size === 3);
        const tsa = 2 * (l * b + b * h + h * l);
        const question = random.pick([`Find the total surface area of a cuboid ${l} cm × ${b} cm × ${h} cm.`, `A closed box is ${l} cm long, ${b} cm wide and ${h} cm high. What is its total surface area?`]);
        return { question, options: numeric(tsa, [l * b * h, tsa / 2, 2 * h * (l + b)], (x) => `${ind(x)} sq cm`, 2) };
      }
      const a = random.int(2, 15);
      if (form === 1) {
        const question = `The volume of a cube is ${ind(a ** 3)} cubic cm. Find its total surface area.`;
        return { question, options: numeric(6 * a * a, [4 * a * a, a * a, 6 * a], (x) => `${ind(x)} sq cm`, 6) };
      }
      const question = random.pick([`Find the volume of a cube whose edge is ${a} cm.`, `What is the volume of a cubical box of side ${a} cm?`]);
      return { question, options: numeric(a ** 3, [6 * a * a, 3 * a, a ** 3 + a * a], (x) => `${ind(x)} cu cm`, 1) };
    },
  },
];

// ---------------------------------------------------------------- number-system

const clock = (minutes: number): string => {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h24 < 12 ? 'a.m.' : 'p.m.';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
};

const NUMBER_SYSTEM: readonly DoubtTemplate[] = [
  {
    kind: 'number-system',
    id: 'more/number-system/1',
    draw: (random) => {
      const [h, m1, m2x, r] = until(
        () => [random.int(6, 60), random.int(3, 40), random.int(3, 40), random.int(1, 9)] as const,
        ([hh, a, b, rr]) => a < b && gcd(a, b) === 1 && rr < hh && hh * b + rr <= 2000,
      );
      const a = h * m1 + r;
      const b = h * m2x + r;
      const question = random.pick([
        `Find the largest number that divides ${a} and ${b} leaving a remainder ${r} in each case.`,
        `What is the greatest number which on dividing ${a} and ${b} leaves ${r} as remainder in each case?`,
      ]);
      return { question, options: numeric(h, [gcd(a, b) === h ? h + r : gcd(a, b), h - r, h * 2], (x) => String(x), 1) };
    },
  },
  {
    kind: 'number-system',
    id: 'more/number-system/2',
    draw: (random) => {
      const xs = until(
        () => [random.int(2, 12) * random.pick([1, 2, 3, 5]), random.int(2, 12) * random.pick([1, 2, 3, 5]), random.int(2, 12) * random.pick([1, 2, 3, 5])],
        (v) => new Set(v).size === 3 && v.every((x) => x >= 4 && x <= 45) && lcm(lcm(v[0]!, v[1]!), v[2]!) <= 240 && lcm(lcm(v[0]!, v[1]!), v[2]!) < v[0]! * v[1]! * v[2]!,
      );
      const l = lcm(lcm(xs[0]!, xs[1]!), xs[2]!);
      const asClock = random.next() < 0.5;
      const what = random.pick(['bells in a temple', 'bells in a school', 'traffic lights at three crossings']);
      if (asClock) {
        const start = random.int(7, 10) * 60 + random.pick([0, 0, 15, 30]);
        const verb = what.startsWith('traffic') ? 'change' : 'ring';
        const question = `Three ${what} ${verb} at intervals of ${xs[0]}, ${xs[1]} and ${xs[2]} minutes. If they ${verb} together at ${clock(start)}, at what time will they next ${verb} together?`;
        return { question, options: four(clock(start + l), [clock(start + xs[0]! + xs[1]! + xs[2]!), clock(start + l / 2), clock(start + l + 30)], (k) => clock(start + l + 15 * k)) };
      }
      const question = random.pick([
        `Three bells ring at intervals of ${xs[0]}, ${xs[1]} and ${xs[2]} minutes. If they ring together now, after how many minutes will they ring together again?`,
        `sir plz: 3 alarms beep every ${xs[0]} min, ${xs[1]} min and ${xs[2]} min. they beep together at some time. after how many minutes will they beep together next?`,
      ]);
      return { question, options: numeric(l, [xs[0]! * xs[1]! * xs[2]!, xs[0]! + xs[1]! + xs[2]!, l / 2], (x) => `${num(x)} minutes`, 10) };
    },
  },
  {
    kind: 'number-system',
    id: 'more/number-system/3',
    draw: (random) => {
      const xs = until(
        () => [random.int(3, 30), random.int(3, 30), random.int(3, 30)],
        (v) => new Set(v).size === 3 && lcm(lcm(v[0]!, v[1]!), v[2]!) <= 600 && lcm(lcm(v[0]!, v[1]!), v[2]!) < v[0]! * v[1]! * v[2]!,
      );
      const l = lcm(lcm(xs[0]!, xs[1]!), xs[2]!);
      const r = random.int(1, Math.min(...xs) - 1);
      const question = random.pick([
        `Find the least number which when divided by ${xs[0]}, ${xs[1]} and ${xs[2]} leaves a remainder ${r} in each case.`,
        `What is the smallest number that leaves remainder ${r} when divided by ${xs[0]}, ${xs[1]} or ${xs[2]}?`,
      ]);
      return { question, options: numeric(l + r, [l, l - r, xs[0]! * xs[1]! * xs[2]! + r], (x) => String(x), 1) };
    },
  },
  {
    kind: 'number-system',
    id: 'more/number-system/4',
    draw: (random) => {
      const base = until(() => random.int(2, 99), (b) => ![0, 1, 5, 6].includes(b % 10));
      const exp = random.int(11, 399);
      let unitDigit = 1;
      for (let i = 0; i < exp; i += 1) unitDigit = (unitDigit * base) % 10;
      const question = random.pick([
        `What is the unit digit of ${base}^${exp}?`,
        `Find the digit in the unit's place of (${base})^${exp}.`,
        `The last digit of ${base} raised to the power ${exp} is`,
      ]);
      const d = (x: number): string => String(((x % 10) + 10) % 10);
      return { question, options: four(d(unitDigit), [d(base), d(exp), d(unitDigit + 2), d(10 - unitDigit)], (k) => d(unitDigit + k)) };
    },
  },
  {
    kind: 'number-system',
    id: 'more/number-system/5',
    draw: (random) => {
      if (random.next() < 0.5) {
        const m = random.pick([3, 4, 5, 6, 7, 8, 9, 11, 12, 13]);
        const k = random.int(2, 8);
        const big = m * k;
        const r = until(() => random.int(1, big - 1), (rr) => rr % m !== 0 && rr >= m);
        const question = random.pick([
          `A number when divided by ${big} leaves a remainder ${r}. What will be the remainder when the same number is divided by ${m}?`,
          `On dividing a number by ${big} we get ${r} as remainder. On dividing the same number by ${m}, what will be the remainder?`,
        ]);
        return { question, options: numeric(r % m, [(r % m) + 1, m - (r % m), Math.floor(r / m)], (x) => String(x), 1) };
      }
      const [a, b, c] = [random.int(11, 99), random.int(11, 99), random.int(11, 99)];
      const m = random.pick([5, 6, 7, 8, 9, 11, 12]);
      const rem = (a * b * c) % m;
      const question = `What is the remainder when ${a} × ${b} × ${c} is divided by ${m}?`;
      return { question, options: four(String(rem), [String((a + b + c) % m), String((rem + 1) % m), String((rem + m - 1) % m)], (k) => String((rem + k) % m)) };
    },
  },
  {
    kind: 'number-system',
    id: 'more/number-system/6',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const first = random.int(5, 60) * 2;
        const sum = 3 * first + 6;
        const largest = first + 4;
        const question = random.pick([
          `The sum of three consecutive even numbers is ${sum}. Find the largest of them.`,
          `If the sum of 3 consecutive even integers is ${sum}, what is the largest number?`,
        ]);
        return { question, options: numeric(largest, [first, first + 2, largest + 2], (x) => String(x), 2) };
      }
      if (form === 1) {
        const first = random.int(5, 60) * 2 + 1;
        const n = random.pick([3, 4, 5]);
        const sum = n * first + n * (n - 1);
        const smallest = first;
        const question = `The sum of ${small(random, n)} consecutive odd numbers is ${sum}. What is the smallest of them?`;
        return { question, options: numeric(smallest, [smallest + 2, smallest + 2 * (n - 1), sum / n], (x) => String(x), 2) };
      }
      const n = random.int(10, 120);
      const question = random.pick([`Find the sum of the first ${n} natural numbers.`, `1 + 2 + 3 + ... + ${n} = ?`, `What is the sum of all natural numbers from 1 to ${n}?`]);
      return { question, options: numeric((n * (n + 1)) / 2, [n * n, (n * (n - 1)) / 2, n * (n + 1)], (x) => ind(x), 1) };
    },
  },
];

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
