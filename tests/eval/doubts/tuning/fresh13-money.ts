import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { exact, gcd, isInt, money, numericOptions, pct, r2, type Show, unit, until } from './quant-kit';

/**
 * Round-13 money templates (ids 'fresh13/<kind>/<n>'): a salesman's commission (on sales above a
 * threshold, in two slabs, with a fixed salary, or a change of scheme), a member of a group
 * replaced, a child born since a marriage, a working partner's share of the profit, a sleeping
 * partner, savings that differ, a loss equal to a gain, the gain equal to the cost of some
 * articles, and dealers who cheat on the weight as well as the price. Written as SSC, bank and
 * CLAT papers word them; each template computes its own answer, the wrong options are the usual
 * slips.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const SELLERS = ['A salesman', 'A sales executive', 'Ravi, a salesman,', 'An agent', 'Meena, a saleswoman,'];
const kg = unit('kg');
const yrs: Show = (x) => `${x} years`;

/** Whole thousands lo..hi. */
const thousands = (random: Random, lo: number, hi: number): number => random.int(lo, hi) * 1000;

// ---------------------------------------------------------------- commission

const COMMISSION: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/1',
    draw: (random) => {
      // x% only on the sales above a threshold; the commission given, the sales asked.
      const v = { x: random.pick([2, 2.5, 4, 5, 8, 10]), t: thousands(random, 5, 40) };
      const over = until(
        () => thousands(random, 4, 90),
        (o) => isInt((o * v.x) / 100),
      );
      const sales = v.t + over;
      const c = (over * v.x) / 100;
      const m = money(random);
      const who = random.pick(SELLERS);
      const question = random.pick([
        `${who} is allowed a commission of ${pct(v.x)} on all sales above ${m(v.t)}. If his commission in a month was ${m(c)}, what were his total sales?`,
        `${who} gets ${pct(v.x)} commission on the sales exceeding ${m(v.t)}. In a month he earned a commission of ${m(c)}. Find his sales for the month.`,
        `${who} earns a commission of ${v.x} per cent on sales in excess of ${m(v.t)}. His commission was ${m(c)}. What was the value of his sales?`,
      ]);
      return { question, options: numericOptions(sales, [over, (c * 100) / v.x - v.t, sales + v.t], m, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/2',
    draw: (random) => {
      // A fixed salary plus x% on all sales; the month's earnings given, the sales asked.
      const x = random.pick([2, 3, 4, 5, 6, 8, 10]);
      const salary = random.int(4, 25) * 500;
      const sales = until(
        () => thousands(random, 20, 300),
        (s) => isInt((s * x) / 100),
      );
      const earned = salary + (sales * x) / 100;
      const m = money(random);
      const who = random.pick(SELLERS);
      const question = random.pick([
        `${who} gets a fixed salary of ${m(salary)} per month plus a commission of ${pct(x)} on his sales. His total earnings in a month were ${m(earned)}. Find his sales for the month.`,
        `${who} is paid ${m(salary)} a month and ${x}% commission on whatever he sells. If he earned ${m(earned)} in all last month, how much did he sell?`,
        `The monthly pay of ${who.toLowerCase().replace(/,$/, '')} is a fixed ${m(salary)} together with ${pct(x)} commission on sales. In a month his total income was ${m(earned)}. His sales in that month were`,
      ]);
      return { question, options: numericOptions(sales, [(earned * 100) / x, (salary * 100) / x, sales + salary], m, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/3',
    draw: (random) => {
      // A fixed salary plus x% above a threshold; the earnings given, the sales asked.
      const x = random.pick([2, 2.5, 4, 5, 10]);
      const salary = random.int(2, 20) * 500;
      const t = thousands(random, 5, 50);
      const over = until(
        () => thousands(random, 5, 200),
        (o) => isInt((o * x) / 100),
      );
      const sales = t + over;
      const earned = salary + (over * x) / 100;
      const m = money(random);
      const who = random.pick(SELLERS);
      const question = random.pick([
        `${who} receives a salary of ${m(salary)} per month and a commission of ${pct(x)} on sales above ${m(t)}. If his total earnings in a month are ${m(earned)}, what are his sales?`,
        `${who} draws a monthly salary of ${m(salary)} plus ${pct(x)} commission on all sales exceeding ${m(t)}. Last month he got ${m(earned)} in all. Find the value of his sales.`,
      ]);
      return { question, options: numericOptions(sales, [over, ((earned * 100) / x), sales + salary, sales - t + salary], m, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/4',
    draw: (random) => {
      // x% on the first ₹N of sales and y% on the rest; the commission given, the sales asked.
      const [x, y] = until(
        () => [random.pick([2, 3, 4, 5, 6, 8, 10]), random.pick([1, 2, 3, 4, 5, 6, 8])] as const,
        ([a, b]) => a !== b,
      );
      const n = thousands(random, 5, 20);
      const rest = until(
        () => thousands(random, 2, 60),
        (r) => isInt((r * y) / 100) && isInt((n * x) / 100),
      );
      const sales = n + rest;
      const c = (n * x) / 100 + (rest * y) / 100;
      const m = money(random);
      const who = random.pick(SELLERS);
      const question = random.pick([
        `${who} gets a commission of ${pct(x)} on the first ${m(n)} of his sales and ${pct(y)} on the sales above ${m(n)}. If his commission is ${m(c)}, what are his total sales?`,
        `${who} is paid a commission at ${pct(x)} on sales up to ${m(n)} and at ${pct(y)} on the sales exceeding that. He received ${m(c)} as commission. Find his sales.`,
      ]);
      return { question, options: numericOptions(sales, [(c * 100) / x, (c * 100) / y, rest, sales + n], m, 1000) };
    },
  },
  {
    kind: 'percent-change',
    id: 'fresh13/percent-change/5',
    draw: (random) => {
      // A salary plus x% above a threshold; the sales given, the earnings asked.
      const x = random.pick([1, 2, 2.5, 3, 4, 5]);
      const salary = random.int(4, 30) * 500;
      const t = thousands(random, 10, 60);
      const over = until(
        () => thousands(random, 5, 150),
        (o) => isInt((o * x) / 100),
      );
      const sales = t + over;
      const earned = salary + (over * x) / 100;
      const m = money(random);
      const who = random.pick(SELLERS);
      const question = random.pick([
        `${who} gets a salary of ${m(salary)} a month and a commission of ${pct(x)} on sales above ${m(t)}. Find his earnings in a month in which his sales are ${m(sales)}.`,
        `${who} is paid ${m(salary)} per month plus ${pct(x)} commission on the sales exceeding ${m(t)}. If his sales in a month were ${m(sales)}, what was his total income for that month?`,
      ]);
      return { question, options: numericOptions(earned, [salary + (sales * x) / 100, (over * x) / 100, salary + (t * x) / 100], m, 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/6',
    draw: (random) => {
      // A flat x% on all sales changed to a salary plus y% above a threshold, the new pay ₹D more.
      const v = until(
        () => {
          const x = random.pick([4, 5, 6, 8, 10]);
          const y = random.pick([1, 2, 2.5, 3, 4, 5]);
          const salary = random.int(2, 20) * 500;
          const t = thousands(random, 2, 10);
          const sales = thousands(random, 4, 60);
          return { x, y, salary, t, sales, d: salary + ((sales - t) * y) / 100 - (sales * x) / 100 };
        },
        (w) => w.y < w.x && w.sales > w.t && w.d > 0 && isInt(w.d) && isInt((w.t * w.y) / 100) && isInt((w.sales * w.x) / 100) && w.d % 10 === 0,
      );
      const m = money(random);
      const question = random.pick([
        `A salesman's terms were changed from a flat commission of ${pct(v.x)} on all his sales to a fixed salary of ${m(v.salary)} plus ${pct(v.y)} commission on all sales exceeding ${m(v.t)}. If his remuneration as per the new scheme was ${m(v.d)} more than that by the previous scheme, his sales were worth`,
        `A salesman used to get ${pct(v.x)} commission on all his sales. Now he gets a fixed salary of ${m(v.salary)} and ${pct(v.y)} commission on sales above ${m(v.t)}. Under the new scheme he earned ${m(v.d)} more than he would have under the old. Find his sales.`,
      ]);
      const flat = (v.salary - (v.t * v.y) / 100 + v.d) * 100;
      return { question, options: numericOptions(v.sales, [flat / (v.x + v.y), (v.d * 100) / (v.x - v.y), v.sales + v.t], m, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh13/reverse-percent/7',
    draw: (random) => {
      // The sales less the commission remitted to the company; one rate, or two slabs.
      const slabs = random.next() < 0.5;
      const [x, y] = until(
        () => [random.pick([2, 2.5, 4, 5, 6, 8, 10]), random.pick([2, 3, 4, 5, 6])] as const,
        ([a, b]) => a !== b,
      );
      const n = thousands(random, 5, 20);
      const sales = until(
        () => (slabs ? n + thousands(random, 2, 60) : thousands(random, 10, 200)),
        (v) => isInt(slabs ? (n * x + (v - n) * y) / 100 : (v * x) / 100),
      );
      const commission = slabs ? (n * x + (sales - n) * y) / 100 : (sales * x) / 100;
      const remitted = sales - commission;
      const m = money(random);
      const who = random.pick(['A salesman', 'An agent', 'A commission agent']);
      const terms = slabs ? `${who}'s commission is ${pct(x)} on all sales up to ${m(n)} and ${pct(y)} on all sales exceeding this.` : `${who} gets a commission of ${pct(x)} on his sales.`;
      const question = random.pick([
        `${terms} He remitted ${m(remitted)} to his parent company after deducting his commission. Find his total sales.`,
        `${terms} After deducting his commission he remitted ${m(remitted)} to the company. What were his sales?`,
      ]);
      return { question, options: numericOptions(sales, [remitted + (remitted * (slabs ? y : x)) / 100, remitted, sales + commission], m, 500) };
    },
  },
];

// ---------------------------------------------------------------- averages, ages and partners

const GROUPS: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh13/average/1',
    draw: (random) => {
      // One member leaves, another joins, the new average given: the newcomer's value asked.
      const { n, a, change } = until(
        () => ({ n: random.int(5, 20), a: random.int(30, 70), change: random.pick([-2.5, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 2.5]) }),
        (w) => isInt(w.n * w.change),
      );
      const b = a + change;
      const left = random.int(a - 15, a + 15);
      const newcomer = left + n * change;
      const question = random.pick([
        `The average weight of ${n} students is ${a} kg. If a student weighing ${left} kg leaves and another joins, the average becomes ${b} kg. Find the weight of the new student.`,
        `The average weight of a group of ${n} boys is ${a} kg. When a boy of ${left} kg leaves the group and a new boy joins it, the average weight becomes ${b} kg. What is the weight of the new boy?`,
        `${n} men have an average weight of ${a} kg. One of them, weighing ${left} kg, is replaced by another man, and the average weight becomes ${b} kg. The weight of the new man is`,
      ]);
      return { question, options: numericOptions(newcomer, [left - n * change, left + change, n * b - (n - 1) * a], kg) };
    },
  },
  {
    kind: 'average',
    id: 'fresh13/average/2',
    draw: (random) => {
      // Husband and wife at their marriage; now a child born since: the child's age asked.
      const v = until(
        () => ({ a: random.int(21, 30), k: random.int(3, 12), child: random.int(1, 10) }),
        (w) => w.child < w.k && isInt((2 * (w.a + w.k) + w.child) / 3),
      );
      const b = (2 * (v.a + v.k) + v.child) / 3;
      const question = random.pick([
        `The average age of a husband and wife was ${v.a} years when they were married ${v.k} years ago. The average age of the husband, the wife and their child, who was born during the interval, is ${b} years now. How old is the child now?`,
        `${v.k} years ago, when they married, the average age of a husband and his wife was ${v.a} years. Now the average age of the husband, the wife and their child is ${b} years. What is the present age of the child?`,
      ]);
      return { question, options: numericOptions(v.child, [3 * b - 2 * v.a, v.child + 1, 3 * b - 2 * (v.a + 2 * v.k)], yrs) };
    },
  },
  {
    kind: 'average',
    id: 'fresh13/average/3',
    draw: (random) => {
      // A family's average some years ago, a baby born since: the present average asked.
      const v = until(
        () => ({ k: random.int(2, 10), n: random.int(3, 7), a: random.int(18, 40), j: random.int(1, 9) }),
        (w) => w.j < w.k && isInt((100 * (w.n * (w.a + w.k) + w.j)) / (w.n + 1)),
      );
      const now = (v.n * (v.a + v.k) + v.j) / (v.n + 1);
      const question = random.pick([
        `${v.k} years ago, the average age of a family of ${v.n} members was ${v.a} years. A baby was born ${v.j} years ago. What is the present average age of the family?`,
        `The average age of a family of ${v.n} members was ${v.a} years ${v.k} years ago. ${v.j} years ago a baby was born. Find the average age of the family now.`,
      ]);
      return { question, options: numericOptions(r2(now), [v.a + v.k, (v.n * v.a + v.j) / (v.n + 1), (v.n * (v.a + v.k)) / (v.n + 1)], yrs, 0.5) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh13/partnership/3',
    draw: (random) => {
      // A working partner takes p% of the profit first; his whole receipt given, the profit asked.
      const v = until(
        () => ({ a: random.int(2, 9) * 10_000, b: random.int(2, 9) * 10_000, p: random.pick([5, 10, 12.5, 15, 20]), profit: thousands(random, 6, 90) }),
        (w) => w.a !== w.b && isInt((w.profit * w.p) / 100) && isInt(((w.profit * (100 - w.p)) / 100) * (w.a / (w.a + w.b))),
      );
      const salary = (v.profit * v.p) / 100;
      const aGets = salary + ((v.profit - salary) * v.a) / (v.a + v.b);
      const m = money(random);
      const question = random.pick([
        `A and B start a business with ${m(v.a)} and ${m(v.b)}. A is a working partner and gets ${pct(v.p)} of the profit for managing the business. The remaining profit is divided in the ratio of their capitals. If A gets ${m(aGets)} in all, find the total profit.`,
        `A invested ${m(v.a)} and B invested ${m(v.b)} in a business. A, being the working partner, receives ${pct(v.p)} of the profit as his salary and the rest is shared in proportion to the capitals. A's total receipt was ${m(aGets)}. What was the total profit?`,
      ]);
      return { question, options: numericOptions(v.profit, [(aGets * (v.a + v.b)) / v.a, aGets + salary, v.profit - salary], m, 1000) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh13/partnership/4',
    draw: (random) => {
      // A sleeping partner; the working partner takes ₹m a month first; the working partner's whole income asked.
      const v = until(
        () => ({ a: random.int(2, 9) * 10_000, b: random.int(2, 9) * 10_000, monthly: random.int(2, 10) * 500, profit: thousands(random, 30, 150) }),
        (w) => w.a !== w.b && w.profit > 12 * w.monthly && isInt(((w.profit - 12 * w.monthly) * w.a) / (w.a + w.b)),
      );
      const rest = v.profit - 12 * v.monthly;
      const aGets = 12 * v.monthly + (rest * v.a) / (v.a + v.b);
      const m = money(random);
      const question = random.pick([
        `A and B enter into a partnership with ${m(v.a)} and ${m(v.b)}. B is a sleeping partner and A receives ${m(v.monthly)} per month for managing the business. The rest of the profit is shared in the ratio of their capitals. At the end of the year the profit was ${m(v.profit)}. Find A's total income.`,
        `A puts in ${m(v.a)} and B, a sleeping partner, puts in ${m(v.b)}. A gets ${m(v.monthly)} a month for running the business and the remaining profit is divided in the ratio of their investments. Out of a yearly profit of ${m(v.profit)}, how much does A get in all?`,
      ]);
      return { question, options: numericOptions(aGets, [(v.profit * v.a) / (v.a + v.b), v.monthly + ((v.profit - v.monthly) * v.a) / (v.a + v.b), (rest * v.a) / (v.a + v.b)], m, 100) };
    },
  },
];

// ---------------------------------------------------------------- savings, equal gain and loss, false weights

const MONEY_FORMS: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh13/ratio-combine/1',
    draw: (random) => {
      // Incomes p : q, expenditures r : s, and two different savings: an income asked.
      const v = until(
        () => ({ p: random.int(2, 9), q: random.int(2, 9), r: random.int(2, 9), s: random.int(2, 9), k: random.int(1, 20) * 200, e: random.int(1, 20) * 200 }),
        (w) => gcd(w.p, w.q) === 1 && gcd(w.r, w.s) === 1 && w.p * w.s !== w.q * w.r && w.p * w.k > w.r * w.e && w.q * w.k > w.s * w.e && w.p * w.k - w.r * w.e !== w.q * w.k - w.s * w.e,
      );
      const [sa, sb] = [v.p * v.k - v.r * v.e, v.q * v.k - v.s * v.e];
      const askA = random.next() < 0.5;
      const m = money(random);
      const question = `The incomes of A and B are in the ratio ${v.p} : ${v.q} and their expenditures are in the ratio ${v.r} : ${v.s}. If A saves ${m(sa)} and B saves ${m(sb)}, find ${askA ? "A's" : "B's"} income.`;
      const answer = askA ? v.p * v.k : v.q * v.k;
      return { question, options: numericOptions(answer, [askA ? v.q * v.k : v.p * v.k, askA ? v.r * v.e : v.s * v.e, sa + sb], m, 100) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh13/profit-loss/2',
    draw: (random) => {
      // A loss at one price as much as the gain at another: the cost asked, or the price for a gain.
      const cost = random.int(20, 400) * 10;
      const d = random.int(2, 30) * 10;
      const [lo, hi] = [cost - d, cost + d];
      const m = money(random);
      const p = random.pick([10, 20, 25, 30, 40, 50]);
      const wantsPrice = random.next() < 0.4 && isInt((cost * p) / 100);
      const story = random.pick([
        `A shopkeeper sells an article at ${m(lo)} and loses as much as he gains by selling it at ${m(hi)}.`,
        `A man sold an article for ${m(lo)} and lost as much as he would have gained by selling it for ${m(hi)}.`,
        `The loss incurred on selling an article for ${m(lo)} is as much as the gain made on selling it for ${m(hi)}.`,
      ]);
      if (wantsPrice) return { question: `${story} At what price should he sell it to make a profit of ${pct(p)}?`, options: numericOptions((cost * (100 + p)) / 100, [cost, (hi * (100 + p)) / 100, (lo * (100 + p)) / 100], m, 10) };
      return { question: `${story} Find the cost price of the article.`, options: numericOptions(cost, [hi - lo, (hi + lo) / 4, hi], m, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh13/profit-loss/3',
    draw: (random) => {
      // n articles sold, the gain (or loss) the cost price of k: the percentage asked.
      const v = until(
        () => ({ n: random.int(8, 60), k: random.int(1, 15), gain: random.next() < 0.6 }),
        (w) => w.k < w.n && isInt((10_000 * w.k) / w.n),
      );
      const word = random.pick(['articles', 'pens', 'chairs', 'toys', 'shirts']);
      const show = (x: number): string => `${pct(x)}`;
      const question = v.gain
        ? random.pick([
            `A man bought ${v.n} ${word} and sold them, gaining the cost price of ${v.k} ${word}. Find his gain per cent.`,
            `A man sold ${v.n} ${word} and gained the cost price of ${v.k} ${word}. Find the gain percent.`,
            `By selling ${v.n} ${word}, a trader gains the cost price of ${v.k} ${word}. His gain per cent is`,
          ])
        : random.pick([
            `A man sold ${v.n} ${word} and lost the cost price of ${v.k} ${word}. Find the loss percent.`,
            `By selling ${v.n} ${word}, a dealer loses the cost price of ${v.k} ${word}. His loss per cent is`,
          ]);
      const answer = (100 * v.k) / v.n;
      const other = (100 * v.k) / (v.gain ? v.n + v.k : v.n - v.k);
      return { question, options: numericOptions(answer, [exact(other) ? other : answer + 5, v.k, answer * 2], show) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh13/profit-loss/4',
    draw: (random) => {
      // A mark-up on the price and a false weight: the gain per cent asked.
      const v = until(
        () => ({ up: random.pick([5, 10, 15, 20, 25, 30]), g: random.pick([750, 800, 840, 875, 900, 960]) }),
        (w) => isInt((10_000 * (1000 * (100 + w.up) - 100 * w.g)) / (100 * w.g)) ,
      );
      const gain = ((1000 * (100 + v.up)) / 100 - v.g) / v.g * 100;
      const question = random.pick([
        `A dishonest dealer marks up his goods by ${pct(v.up)} above cost price and uses a weight of ${v.g} g for a kg. Find his gain percent.`,
        `A shopkeeper sells his goods at ${pct(v.up)} above the cost price and also uses a false weight of ${v.g} grams instead of 1 kg. His total gain per cent is`,
        `A grocer marks his goods ${pct(v.up)} above the cost price and gives ${v.g} gm in place of one kilogram. What is his profit percentage?`,
      ]);
      const naive = v.up + ((1000 - v.g) / v.g) * 100;
      return { question, options: numericOptions(r2(gain), [r2(naive), v.up + (1000 - v.g) / 10, v.up], pct) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh13/profit-loss/5',
    draw: (random) => {
      // A gain or loss on the price, and a weight q% short: the gain per cent asked.
      const v = until(
        () => ({ p: random.pick([-20, -10, -5, 5, 10, 15, 20, 25]), q: random.pick([5, 10, 12.5, 20, 25]) }),
        (w) => isInt((10_000 * (100 + w.p)) / (100 - w.q)) && Math.abs((100 * (100 + w.p)) / (100 - w.q) - 100) > 1e-9,
      );
      const gain = ((100 + v.p) / (100 - v.q)) * 100 - 100;
      const onPrice = v.p >= 0 ? `at a profit of ${pct(v.p)}` : `at a loss of ${pct(-v.p)}`;
      const question = random.pick([
        `A shopkeeper sells rice ${onPrice} and uses a weight ${pct(v.q)} less than the actual weight. Find his gain per cent.`,
        `A dishonest dealer sells his goods ${onPrice} on cost price but uses ${pct(v.q)} less weight. What is his percentage profit?`,
      ]);
      return { question, options: numericOptions(r2(gain), [v.p + v.q, r2(v.p + v.q + (v.p * v.q) / 100), Math.abs(v.p)], pct) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh13/profit-loss/6',
    draw: (random) => {
      // A mark-up, a discount and a false weight: the gain per cent asked.
      const v = until(
        () => ({ up: random.pick([20, 25, 30, 40, 50]), off: random.pick([5, 10, 12.5, 20]), g: random.pick([800, 900, 960, 750]) }),
        (w) => {
          const paid = (1000 * (100 + w.up) * (100 - w.off)) / 10_000;
          return paid > w.g && isInt((10_000 * (paid - w.g)) / w.g);
        },
      );
      const paid = (1000 * (100 + v.up) * (100 - v.off)) / 10_000;
      const gain = ((paid - v.g) / v.g) * 100;
      const question = random.pick([
        `A shopkeeper marks his goods ${pct(v.up)} above cost, gives a discount of ${pct(v.off)} and uses a weight of ${v.g} g instead of 1 kg. Find his gain percent.`,
        `A dishonest trader marks his articles ${pct(v.up)} above the cost price, allows a discount of ${pct(v.off)} on the marked price, and uses a false weight of ${v.g} grams for a kilogram. His overall gain per cent is`,
      ]);
      return { question, options: numericOptions(r2(gain), [v.up - v.off + ((1000 - v.g) / v.g) * 100, v.up - v.off, ((paid - 1000) / 1000) * 100], pct) };
    },
  },
];

/** Every round-13 money template. */
export const TEMPLATES: readonly DoubtTemplate[] = [...COMMISSION, ...GROUPS, ...MONEY_FORMS];
