import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { type Show, exact, gcd, isInt, money, num, numericOptions, pct, ratioOptions, unit, until } from './quant-kit';

/**
 * Round-15 templates (ids 'fresh15-d2/<kind>/<n>') for partnership, profit and loss, boats and
 * ratio shares, phrased as SSC, bank-exam, CLAT-mock and student-chat questions put them: a
 * partner who joins late or withdraws part of his capital, a working partner's salary as a
 * percentage, capitals and profits in ratio with a time missing; cloth whose gain is the selling
 * price of some metres, two items sold at one price, a loss that a little more money would have
 * turned into a gain; rowing legs in equal times, a return trip of a known length, two journeys;
 * a share equal to a fraction of the others' together, shares in a ratio of fractions, coins in
 * a ratio, salaries that change by a fixed amount. Each computes its own answer.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh15-d2/${kind}/${n}`, draw });

const PAIRS = [['A', 'B'], ['P', 'Q'], ['Ravi', 'Mohan'], ['Asha', 'Meena'], ['X', 'Y']] as const;
const TRIOS = [['A', 'B', 'C'], ['P', 'Q', 'R'], ['Ram', 'Shyam', 'Mohan'], ['Anu', 'Binu', 'Charu']] as const;
const kmph: Show = (x) => `${num(x)} km/h`;
const km = unit('km');
const hrs: Show = (x) => `${num(x)} hours`;
const months: Show = (x) => `${num(x)} months`;
const coins = unit('coins');

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  make('partnership', 1, (random) => {
    // A alone at first; B joins after m months; the year's profit split by capital x months.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ x: random.int(3, 20) * 1000, y: random.int(3, 20) * 1000, m: random.int(2, 9), unit: random.int(2, 40) * 100 }),
      (w) => w.x !== w.y,
    );
    const wa = v.x * 12;
    const wb = v.y * (12 - v.m);
    const g = gcd(wa, wb);
    const total = ((wa + wb) / g) * v.unit;
    const shareB = (wb / g) * v.unit;
    const m = money(random);
    const question = random.pick([
      `${a} starts a business with ${m(v.x)}. After ${v.m} months ${b} joins him with ${m(v.y)}. At the end of the year the profit is ${m(total)}. What is ${b}'s share?`,
      `${a} started a shop investing ${m(v.x)}. ${v.m} months later ${b} joined as a partner with a capital of ${m(v.y)}. Out of a profit of ${m(total)} at the end of the year, find the share of ${b}.`,
      `${a} began a business with ${m(v.x)} and ${b} joined him after ${v.m} months with ${m(v.y)}. If the annual profit was ${m(total)}, how much should ${b} get?`,
    ]);
    return { question, options: numericOptions(shareB, [(total * v.y) / (v.x + v.y), total - shareB, (total * v.y * v.m) / (v.x * 12 + v.y * v.m)], m, 100) };
  }),
  make('partnership', 2, (random) => {
    // A working partner takes w% of the profit for managing; the rest goes by capital.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ x: random.int(2, 12) * 5000, y: random.int(2, 12) * 5000, w: random.pick([5, 10, 12.5, 15, 20, 25]), p: random.int(5, 60) * 1000 }),
      (w) => w.x !== w.y && isInt((w.p * w.w) / 100) && isInt(((w.p * (100 - w.w)) / 100) * (w.x / (w.x + w.y))),
    );
    const salary = (v.p * v.w) / 100;
    const rest = v.p - salary;
    const shareA = salary + (rest * v.x) / (v.x + v.y);
    const m = money(random);
    const question = random.pick([
      `${a} and ${b} invest ${m(v.x)} and ${m(v.y)} in a business. ${a} is a working partner and gets ${pct(v.w)} of the profit for managing the business; the rest is divided in proportion to their capitals. Out of a total profit of ${m(v.p)}, how much does ${a} receive?`,
      `${a} is the working partner and ${b} a sleeping partner in a business. ${a} puts in ${m(v.x)} and ${b} ${m(v.y)}. ${a} receives ${v.w}% of the profit for managing, and the remaining profit is shared in the ratio of their investments. If the profit is ${m(v.p)}, find the money received by ${a}.`,
    ]);
    return { question, options: numericOptions(shareA, [(v.p * v.x) / (v.x + v.y), (rest * v.x) / (v.x + v.y), salary + (v.p * v.x) / (v.x + v.y)], m, 100) };
  }),
  make('partnership', 3, (random) => {
    // Capitals in ratio, profits in ratio, one partner's time given: the other's time asked.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ c1: random.int(1, 9), c2: random.int(1, 9), t1: random.int(2, 12), t2: random.int(2, 12) }),
      (w) => gcd(w.c1, w.c2) === 1 && w.c1 !== w.c2 && w.t1 !== w.t2,
    );
    const p1 = v.c1 * v.t1;
    const p2 = v.c2 * v.t2;
    const g = gcd(p1, p2);
    const question = random.pick([
      `The ratio of the investments of two partners ${a} and ${b} is ${v.c1} : ${v.c2} and the ratio of their profits is ${p1 / g} : ${p2 / g}. If ${a} invested the money for ${v.t1} months, for how long did ${b} invest the money?`,
      `${a} and ${b} invested capitals in the ratio ${v.c1}:${v.c2}. At the end of the business term they received profits in the ratio ${p1 / g}:${p2 / g}. If ${a}'s money was in the business for ${v.t1} months, find the period of ${b}'s investment.`,
    ]);
    return { question, options: numericOptions(v.t2, [v.t1, (v.t1 * v.c2) / v.c1, (v.t1 * p2) / p1 + 1], months) };
  }),
  make('partnership', 4, (random) => {
    // A withdraws half his capital after m months; the year's profit, A's share asked.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ x: random.int(2, 20) * 2000, y: random.int(2, 20) * 1000, m: random.pick([3, 4, 6, 8, 9]), p: random.int(5, 80) * 500 }),
      (w) => {
        const wa = w.x * w.m + (w.x / 2) * (12 - w.m);
        const wb = w.y * 12;
        return w.x !== w.y && isInt((w.p * wa) / (wa + wb));
      },
    );
    const wa = v.x * v.m + (v.x / 2) * (12 - v.m);
    const wb = v.y * 12;
    const shareA = (v.p * wa) / (wa + wb);
    const m = money(random);
    const when = random.pick([`After ${v.m} months`, `${v.m} months later`, `At the end of ${v.m} months`]);
    const question = random.pick([
      `${a} and ${b} start a business with ${m(v.x)} and ${m(v.y)} respectively. ${when}, ${a} withdraws half of his capital. If the profit at the end of the year is ${m(v.p)}, what is ${a}'s share?`,
      `${a} and ${b} entered into partnership investing ${m(v.x)} and ${m(v.y)}. ${when} ${a} took out half his capital. Out of the year's profit of ${m(v.p)}, find the share of ${a}.`,
    ]);
    return { question, options: numericOptions(shareA, [(v.p * v.x) / (v.x + v.y), v.p - shareA, (v.p * v.x) / (v.x + 2 * v.y)], m, 100) };
  }),
  make('partnership', 5, (random) => {
    // Three partners, the third joining late; the total profit, the third's share asked.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ x: random.int(2, 15) * 1000, y: random.int(2, 15) * 1000, z: random.int(2, 15) * 1000, m: random.int(2, 8), p: random.int(10, 90) * 1000 }),
      (w) => {
        const ws = [w.x * 12, w.y * 12, w.z * (12 - w.m)];
        const sum = ws[0]! + ws[1]! + ws[2]!;
        return new Set([w.x, w.y, w.z]).size === 3 && isInt((w.p * ws[2]!) / sum);
      },
    );
    const wc = v.z * (12 - v.m);
    const shareC = (v.p * wc) / (v.x * 12 + v.y * 12 + wc);
    const m = money(random);
    const question = random.pick([
      `${a} and ${b} started a business with ${m(v.x)} and ${m(v.y)}. After ${v.m} months ${c} joined them with ${m(v.z)}. If the total profit at the end of the year was ${m(v.p)}, what was ${c}'s share?`,
      `${a}, ${b} and ${c} are partners. ${a} and ${b} invested ${m(v.x)} and ${m(v.y)} at the start, while ${c} invested ${m(v.z)} ${v.m} months after the start. Find ${c}'s share in an annual profit of ${m(v.p)}.`,
    ]);
    return { question, options: numericOptions(shareC, [(v.p * v.z) / (v.x + v.y + v.z), v.p - shareC, (v.p * v.z * v.m) / (v.x * 12 + v.y * 12 + v.z * v.m)], m, 100) };
  }),
  make('partnership', 6, (random) => {
    // Two capitals, one partner's share of the profit given: the total profit asked.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ x: random.int(2, 30) * 1000, y: random.int(2, 30) * 1000, unit: random.int(2, 50) * 50 }),
      (w) => w.x !== w.y,
    );
    const g = gcd(v.x, v.y);
    const sa = (v.x / g) * v.unit;
    const total = ((v.x + v.y) / g) * v.unit;
    const m = money(random);
    const question = random.pick([
      `${a} and ${b} invested ${m(v.x)} and ${m(v.y)} respectively in a business for the same time. If ${a}'s share of the profit is ${m(sa)}, find the total profit.`,
      `In a partnership ${a} puts in ${m(v.x)} and ${b} puts in ${m(v.y)} for a year. ${a} got ${m(sa)} as his share of the profit. What was the total profit?`,
    ]);
    return { question, options: numericOptions(total, [(v.y / g) * v.unit, sa + (sa * v.x) / v.y, 2 * sa], m, 100) };
  }),
  make('partnership', 7, (random) => {
    // A invests k times B, B invests a fraction of C; the profit, B's share asked.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ k: random.pick([2, 3, 4]), fp: random.int(1, 4), fq: random.int(2, 5), unit: random.int(2, 40) * 100 }),
      (w) => w.fp < w.fq && gcd(w.fp, w.fq) === 1,
    );
    // C = fq, B = fp, A = k fp.
    const parts = [v.k * v.fp, v.fp, v.fq];
    const sum = parts[0]! + parts[1]! + parts[2]!;
    const total = sum * v.unit;
    const frac = v.fp === 1 && v.fq === 2 ? 'half' : `${v.fp}/${v.fq}`;
    const times = v.k === 2 ? 'twice' : v.k === 3 ? 'three times' : 'four times';
    const m = money(random);
    const question = random.pick([
      `${a}, ${b} and ${c} enter into a partnership. ${a} invests ${times} as much as ${b}, and ${b} invests ${frac} of what ${c} invests. At the end of the year the profit is ${m(total)}. What is ${b}'s share?`,
      `In a business, ${a} invested ${times} the amount invested by ${b}, and ${b} invested ${frac} of the amount of ${c}. Out of a profit of ${m(total)}, find the share of ${b}.`,
    ]);
    return { question, options: numericOptions(v.fp * v.unit, [v.k * v.fp * v.unit, v.fq * v.unit, total / 3], m, 100) };
  }),
  make('partnership', 8, (random) => {
    // A and B from the start, C joins later; the difference of A's and C's shares: the total asked.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ x: random.int(2, 15) * 1000, y: random.int(2, 15) * 1000, z: random.int(2, 15) * 1000, m: random.int(2, 8), unit: random.int(1, 20) * 50 }),
      (w) => new Set([w.x, w.y, w.z]).size === 3 && w.x * 12 !== w.z * (12 - w.m),
    );
    const ws = [v.x * 12, v.y * 12, v.z * (12 - v.m)];
    const g = ws.reduce((s, x) => gcd(s, x), 0);
    const total = ((ws[0]! + ws[1]! + ws[2]!) / g) * v.unit;
    const diff = (Math.abs(ws[0]! - ws[2]!) / g) * v.unit;
    const m = money(random);
    const question = random.pick([
      `${a} and ${b} started a business investing ${m(v.x)} and ${m(v.y)} respectively. After ${v.m} months ${c} joined with ${m(v.z)}. If the difference between the shares of ${a} and ${c} in the annual profit is ${m(diff)}, find the total profit.`,
      `${a} and ${b} begin a business with ${m(v.x)} and ${m(v.y)}; ${c} joins them ${v.m} months later with ${m(v.z)}. At the end of the year the difference between ${a}'s share and ${c}'s share of the profit is ${m(diff)}. What is the total profit?`,
    ]);
    return { question, options: numericOptions(total, [(diff * (v.x + v.y + v.z)) / Math.abs(v.x - v.z), total + diff, total - diff], m, 100) };
  }),
  make('partnership', 9, (random) => {
    // A adds ₹Y more after m months; B in for the whole year: A's share of the year's profit.
    const [a, b] = random.pick(PAIRS);
    const v = until(
      () => ({ x: random.int(2, 12) * 5000, y: random.int(1, 8) * 5000, z: random.int(2, 12) * 5000, m: random.pick([3, 4, 6, 8, 9]), unit: random.int(1, 30) * 100 }),
      (w) => w.x !== w.z,
    );
    const wa = v.x * 12 + v.y * (12 - v.m);
    const wb = v.z * 12;
    const g = gcd(wa, wb);
    const total = ((wa + wb) / g) * v.unit;
    const shareA = (wa / g) * v.unit;
    const m = money(random);
    const question = random.pick([
      `${a} started a business with ${m(v.x)} and ${b} joined him at the same time with ${m(v.z)}. After ${v.m} months ${a} put in ${m(v.y)} more. Out of a profit of ${m(total)} at the end of the year, how much does ${a} get?`,
      `${a} and ${b} invest ${m(v.x)} and ${m(v.z)} in a business. ${v.m} months later ${a} adds another ${m(v.y)} to his capital. If the annual profit is ${m(total)}, find ${a}'s share.`,
    ]);
    return { question, options: numericOptions(shareA, [(total * v.x) / (v.x + v.z), (total * (v.x + v.y)) / (v.x + v.y + v.z), total - shareA], m, 100) };
  }),
  make('partnership', 10, (random) => {
    // Two at the start, a third after m months: the ratio of their profits.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ x: random.int(2, 15) * 1000, y: random.int(2, 15) * 1000, z: random.int(2, 15) * 1000, m: random.int(2, 9) }),
      (w) => new Set([w.x, w.y, w.z]).size === 3,
    );
    const parts = [v.x * 12, v.y * 12, v.z * (12 - v.m)];
    const m = money(random);
    const question = random.pick([
      `${a} and ${b} start a business with ${m(v.x)} and ${m(v.y)}. After ${v.m} months ${c} joins them with ${m(v.z)}. In what ratio should the profit at the end of the year be shared among ${a}, ${b} and ${c}?`,
      `${a} invests ${m(v.x)} and ${b} invests ${m(v.y)} in a firm; ${c} comes in ${v.m} months later with ${m(v.z)}. Find the ratio of their shares of the year's profit.`,
    ]);
    return { question, options: ratioOptions(parts, [[v.x, v.y, v.z], [v.x * 12, v.y * 12, v.z * v.m]]) };
  }),
];

// ---------------------------------------------------------------- profit and loss

const PROFIT_LOSS: readonly DoubtTemplate[] = [
  make('profit-loss', 1, (random) => {
    // By selling n metres one gains the selling price of k metres: gain% = k/(n-k).
    const v = until(
      () => ({ n: random.int(10, 60), k: random.int(2, 20) }),
      (w) => w.k < w.n / 2 && isInt((10000 * w.k) / (w.n - w.k)) && isInt((100 * w.k) / (w.n - w.k)),
    );
    const gain = (100 * v.k) / (v.n - v.k);
    const what = random.pick(['metres of cloth', 'm of cloth', 'pens', 'articles']);
    const question = random.pick([
      `By selling ${v.n} ${what}, a shopkeeper gains the selling price of ${v.k} ${what.replace(/ of cloth/, '')}. Find his gain percent.`,
      `On selling ${v.n} ${what} a trader gains the selling price of ${v.k} of them. What is the profit percentage?`,
    ]);
    return { question, options: numericOptions(gain, [(100 * v.k) / v.n, (100 * v.k) / (v.n + v.k), gain + 5], pct, 5) };
  }),
  make('profit-loss', 2, (random) => {
    // The cost price of x articles equals the selling price of y: gain or loss%.
    const v = until(
      () => ({ x: random.int(8, 40), y: random.int(8, 40) }),
      (w) => w.x !== w.y && isInt((100 * Math.abs(w.x - w.y)) / w.y) && Math.abs(w.x - w.y) / w.y < 0.6,
    );
    const change = (100 * (v.x - v.y)) / v.y;
    const show: Show = (x) => `${num(Math.abs(x))}% ${x > 0 ? 'gain' : 'loss'}`;
    const question = random.pick([
      `If the cost price of ${v.x} articles is equal to the selling price of ${v.y} articles, find the gain or loss percent.`,
      `The cost price of ${v.x} pens is the same as the selling price of ${v.y} pens. What is the profit or loss per cent?`,
      `C.P. of ${v.x} items = S.P. of ${v.y} items. Find the profit/loss %.`,
    ]);
    return { question, options: numericOptions(change, [-change, (100 * (v.x - v.y)) / v.x, -(100 * (v.x - v.y)) / v.x], show, 5) };
  }),
  make('profit-loss', 3, (random) => {
    // Two items sold at the same price, x% gain on one and x% loss on the other: overall x²/100 % loss.
    const x = random.pick([5, 10, 15, 20, 25, 30]);
    const sp = random.int(2, 90) * 100;
    const m = money(random);
    const loss = (x * x) / 100;
    const show: Show = (y) => `${num(Math.abs(y))}% ${y < 0 ? 'gain' : 'loss'}`;
    const question = random.pick([
      `A shopkeeper sells two items at ${m(sp)} each. On one he gains ${pct(x)} and on the other he loses ${pct(x)}. What is his overall gain or loss percent?`,
      `A man sold two watches for ${m(sp)} each, gaining ${x}% on one and losing ${x}% on the other. Find his gain or loss per cent on the whole.`,
    ]);
    return { question, options: numericOptions(loss, [-loss, x / 10, (2 * x) / 10], show, 0.5) };
  }),
  make('profit-loss', 4, (random) => {
    // Sold at a loss of l%; ₹D more would have given g% gain: the cost price.
    const v = until(
      () => ({ l: random.pick([4, 5, 8, 10, 12, 15, 20]), g: random.pick([2, 4, 5, 6, 8, 10, 12, 15]), cp: random.int(4, 80) * 50 }),
      (w) => isInt((w.cp * (w.l + w.g)) / 100),
    );
    const d = (v.cp * (v.l + v.g)) / 100;
    const m = money(random);
    const question = random.pick([
      `A watch is sold at a loss of ${pct(v.l)}. Had it been sold for ${m(d)} more, there would have been a gain of ${pct(v.g)}. What is the cost price of the watch?`,
      `A man sold an article at a loss of ${v.l} percent. If he had sold it for ${m(d)} more, he would have gained ${v.g} percent. Find the cost price.`,
      `Selling a cycle at ${v.l}% loss; if sold for ${m(d)} more then ${v.g}% profit. CP of the cycle = ?`,
    ]);
    return { question, options: numericOptions(v.cp, [(d * 100) / Math.abs(v.g - v.l), (d * 100) / v.g, (d * 100) / v.l], m, 50) };
  }),
  make('profit-loss', 5, (random) => {
    // Sold at g1% gain; bought c% less and sold ₹D less, the gain would be g2%: the cost price.
    const v = until(
      () => ({ cp: random.int(2, 60) * 50, g1: random.pick([5, 10, 20, 25]), c: random.pick([10, 20, 25]), g2: random.pick([10, 20, 25, 30, 40, 50]) }),
      (w) => {
        const d = (w.cp * (100 + w.g1)) / 100 - (w.cp * (100 - w.c) * (100 + w.g2)) / 10000;
        return d > 0 && isInt(d) && isInt((w.cp * (100 + w.g1)) / 100);
      },
    );
    const d = (v.cp * (100 + v.g1)) / 100 - (v.cp * (100 - v.c) * (100 + v.g2)) / 10000;
    const m = money(random);
    const question = random.pick([
      `A man buys an article and sells it at a profit of ${pct(v.g1)}. If he had bought it at ${pct(v.c)} less and sold it for ${m(d)} less, he would have gained ${pct(v.g2)}. Find the cost price of the article.`,
      `An article is sold at a gain of ${v.g1}%. Had it been bought for ${v.c}% less and sold for ${m(d)} less, the gain would have been ${v.g2}%. What is its cost price?`,
    ]);
    return { question, options: numericOptions(v.cp, [(v.cp * (100 + v.g1)) / 100, v.cp + d, v.cp * 2], m, 50) };
  }),
  make('profit-loss', 6, (random) => {
    // Bought at a for ₹p, sold at b for ₹q: gain or loss%.
    const v = until(
      () => ({ a: random.int(2, 12), p: random.int(1, 20), b: random.int(2, 12), q: random.int(1, 20) }),
      (w) => {
        const cp = w.p / w.a;
        const sp = w.q / w.b;
        const ch = (100 * (sp - cp)) / cp;
        return w.a !== w.b && Math.abs(ch) > 0.5 && Math.abs(ch) < 80 && exact(ch);
      },
    );
    const change = (100 * (v.q / v.b - v.p / v.a)) / (v.p / v.a);
    const show: Show = (x) => `${num(Math.abs(x))}% ${x > 0 ? 'gain' : 'loss'}`;
    const item = random.pick(['oranges', 'bananas', 'lemons', 'pencils', 'eggs']);
    const m = money(random);
    const question = random.pick([
      `A vendor bought ${item} at ${v.a} for ${m(v.p)} and sold them at ${v.b} for ${m(v.q)}. Find his gain or loss percent.`,
      `${item.charAt(0).toUpperCase()}${item.slice(1)} are bought at ${v.a} for ${m(v.p)} and sold at ${v.b} for ${m(v.q)}. What is the gain or loss per cent?`,
    ]);
    return { question, options: numericOptions(change, [-change, (100 * (v.q / v.b - v.p / v.a)) / (v.q / v.b)], show, 5) };
  }),
  make('profit-loss', 7, (random) => {
    // Sold for ₹S at g% gain (or loss): the price for h% gain asked.
    const v = until(
      () => ({ cp: random.int(4, 80) * 25, g: random.pick([-20, -15, -10, -5, 5, 8, 10, 12, 15, 20, 25]), h: random.pick([5, 10, 12, 15, 20, 25, 30]) }),
      (w) => w.g !== w.h && isInt((w.cp * (100 + w.g)) / 100) && isInt((w.cp * (100 + w.h)) / 100),
    );
    const s = (v.cp * (100 + v.g)) / 100;
    const want = (v.cp * (100 + v.h)) / 100;
    const m = money(random);
    const first = v.g > 0 ? `gains ${pct(v.g)}` : `loses ${pct(-v.g)}`;
    const firstB = v.g > 0 ? `a profit of ${v.g}%` : `a loss of ${-v.g}%`;
    const question = random.pick([
      `By selling a table for ${m(s)}, a carpenter ${first}. At what price should he sell it to gain ${pct(v.h)}?`,
      `A shopkeeper sold an article for ${m(s)} at ${firstB}. For how much should he sell it to make a profit of ${v.h}%?`,
    ]);
    return { question, options: numericOptions(want, [(s * (100 + v.h)) / 100, s + (s * (v.h - v.g)) / 100, v.cp], m, 25) };
  }),
  make('profit-loss', 8, (random) => {
    // A sells to B at x%, B to C at y% (gain or loss); C pays ₹Z: A's cost asked.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ cp: random.int(4, 80) * 100, x: random.pick([-20, -10, 10, 20, 25, 30]), y: random.pick([-20, -10, -5, 5, 10, 20, 25]) }),
      (w) => isInt((w.cp * (100 + w.x) * (100 + w.y)) / 10000),
    );
    const z = (v.cp * (100 + v.x) * (100 + v.y)) / 10000;
    const say = (p: number, who: string): string => (p > 0 ? `at a profit of ${pct(p)} to ${who}` : `at a loss of ${pct(-p)} to ${who}`);
    const m = money(random);
    const question = random.pick([
      `${a} sells a bicycle ${say(v.x, b)}, and ${b} sells it ${say(v.y, c)}. If ${c} pays ${m(z)} for it, what did it cost ${a}?`,
      `${a} sold a scooter to ${b} ${say(v.x, 'him').replace(/ to him$/, '')}. ${b} sold it to ${c} ${say(v.y, 'him').replace(/ to him$/, '')}. ${c} paid ${m(z)}. Find the cost price for ${a}.`,
    ]);
    return { question, options: numericOptions(v.cp, [(z * 100) / (100 + v.x + v.y), z - (z * (v.x + v.y)) / 100, (z * (100 + v.x)) / 100], m, 100) };
  }),
  make('profit-loss', 9, (random) => {
    // Two items bought for ₹T in all; g% gain on one, l% loss on the other, no gain or loss overall: the first's cost.
    const v = until(
      () => ({ g: random.pick([5, 10, 12, 15, 20, 25]), l: random.pick([5, 8, 10, 12, 15, 20]), unit: random.int(2, 40) * 10 }),
      (w) => w.g !== w.l,
    );
    // g·x = l·y: x : y = l : g.
    const k = gcd(v.g, v.l);
    const x = (v.l / k) * v.unit;
    const y = (v.g / k) * v.unit;
    const m = money(random);
    const item = random.pick(['cycles', 'watches', 'radios', 'chairs']);
    const question = random.pick([
      `A man bought two ${item} for ${m(x + y)} in all. He sold one at a profit of ${pct(v.g)} and the other at a loss of ${pct(v.l)}, and on the whole he neither gained nor lost. Find the cost price of the one sold at a profit.`,
      `Two ${item} were bought for ${m(x + y)} together. One was sold at ${v.g}% gain and the other at ${v.l}% loss, and there was no profit and no loss on the whole. What was the cost of the ${item.replace(/s$/, '')} sold at a gain?`,
    ]);
    return { question, options: numericOptions(x, [y, (x + y) / 2, x + v.unit], m, 10) };
  }),
  make('profit-loss', 10, (random) => {
    // The selling price multiplied by k multiplies the profit by n: the profit percent.
    const v = until(
      () => ({ k: random.pick([2, 3]), n: random.int(3, 6) }),
      (w) => w.n > w.k && exact(((w.n - 1) / (w.n - w.k) - 1) * 100),
    );
    const ratio = (v.n - 1) / (v.n - v.k);
    const gain = (ratio - 1) * 100;
    const word = (x: number): string => (x === 2 ? 'doubled' : x === 3 ? 'trebled' : `made ${x} times`);
    const times = (x: number): string => (x === 2 ? 'doubles' : x === 3 ? 'triples' : `becomes ${x} times`);
    const question = random.pick([
      `If the selling price of an article is ${word(v.k)}, the profit ${times(v.n)}. Find the profit percent.`,
      `On ${v.k === 2 ? 'doubling' : 'trebling'} the selling price of an article, the profit becomes ${v.n} times. What is the profit percentage?`,
    ]);
    return { question, options: numericOptions(gain, [gain / 2, gain + 50, 100 * (v.n - v.k)], pct, 25) };
  }),
];

// ---------------------------------------------------------------- boats

const BOATS: readonly DoubtTemplate[] = [
  make('boats', 1, (random) => {
    // d1 km upstream and d2 km downstream, each in t hours: the stream's (or the boat's) speed.
    const v = until(
      () => ({ u: random.int(2, 12), s: random.int(1, 5), t: random.int(2, 8) }),
      (w) => w.u > 0,
    );
    const down = v.u + 2 * v.s;
    const still = v.u + v.s;
    const askStream = random.next() < 0.5;
    const question = random.pick([
      `A man rows ${v.u * v.t} km upstream and ${down * v.t} km downstream, taking ${v.t} hours each time. ${askStream ? 'What is the speed of the stream?' : 'What is his speed in still water?'}`,
      `A boat goes ${down * v.t} km downstream in ${v.t} hours and ${v.u * v.t} km upstream in ${v.t} hours. Find the ${askStream ? 'speed of the current' : 'speed of the boat in still water'}.`,
    ]);
    return { question, options: numericOptions(askStream ? v.s : still, askStream ? [still, 2 * v.s, down - v.u] : [v.s, down, (down + v.u) / 4], kmph, 0.5) };
  }),
  make('boats', 2, (random) => {
    // Upstream takes k times as long as downstream: the ratio of boat's to stream's speed.
    const k = random.pick([2, 3, 4, 5]);
    const ratio = [k + 1, k - 1];
    const word = k === 2 ? 'twice' : k === 3 ? 'thrice' : `${k} times`;
    const question = random.pick([
      `The time taken by a man to row upstream is ${word} the time taken by him to row the same distance downstream. Find the ratio of the speed of the boat in still water to the speed of the stream.`,
      `A boat takes ${word} as long to go upstream as to cover the same distance downstream. What is the ratio of the speed of the boat (in still water) and the speed of the current?`,
    ]);
    return { question, options: ratioOptions(ratio, [[k, 1], [k, k - 1], [k + 1, k]]) };
  }),
  make('boats', 3, (random) => {
    // Two journeys (upstream a1, downstream b1 in T1; upstream a2, downstream b2 in T2): the boat's speed.
    const v = until(
      () => ({ u: random.int(2, 10), d: random.int(6, 20), a1: random.int(2, 8), b1: random.int(2, 8), a2: random.int(2, 8), b2: random.int(2, 8) }),
      (w) => w.d > w.u && (w.d - w.u) % 2 === 0 && w.a1 * w.b2 !== w.a2 * w.b1,
    );
    // a_i, b_i are hours on each leg; distances from speeds.
    const up1 = v.u * v.a1;
    const dn1 = v.d * v.b1;
    const up2 = v.u * v.a2;
    const dn2 = v.d * v.b2;
    const t1 = v.a1 + v.b1;
    const t2 = v.a2 + v.b2;
    const still = (v.u + v.d) / 2;
    const question = random.pick([
      `A boat goes ${up1} km upstream and ${dn1} km downstream in ${t1} hours. In ${t2} hours it can go ${up2} km upstream and ${dn2} km downstream. Find the speed of the boat in still water.`,
      `A boat covers ${up1} km upstream and ${dn1} km downstream in ${t1} hours, while it covers ${up2} km upstream and ${dn2} km downstream in ${t2} hours. What is the speed of the boat in still water?`,
    ]);
    return { question, options: numericOptions(still, [(v.d - v.u) / 2, v.d, v.u], kmph, 0.5) };
  }),
  make('boats', 4, (random) => {
    // Rows to a place and back in T hours: the distance.
    const v = until(
      () => ({ b: random.int(4, 15), s: random.int(1, 5), dist: random.int(2, 40) }),
      (w) => w.b > w.s && exact(w.dist / (w.b + w.s) + w.dist / (w.b - w.s)),
    );
    const t = v.dist / (v.b + v.s) + v.dist / (v.b - v.s);
    const question = random.pick([
      `A man can row ${v.b} km/h in still water. When the river is running at ${v.s} km/h, it takes him ${num(t)} hours to row to a place and back. How far is the place?`,
      `The speed of a boat in still water is ${v.b} km/hr and the speed of the stream is ${v.s} km/hr. A man rows to a place and comes back, taking ${num(t)} hours in all. Find the distance of the place.`,
    ]);
    return { question, options: numericOptions(v.dist, [(v.b * t) / 2, ((v.b + v.s) * t) / 2, ((v.b - v.s) * t) / 2], km, 1) };
  }),
  make('boats', 5, (random) => {
    // Still-water speed and the current; the distance downstream (or upstream) in some minutes.
    const v = until(
      () => ({ b: random.int(8, 30), s: random.int(1, 6), mins: random.pick([12, 15, 18, 20, 24, 30, 36, 40, 45]), down: random.next() < 0.6 }),
      (w) => w.b > w.s && exact(((w.down ? w.b + w.s : w.b - w.s) * w.mins) / 60),
    );
    const speed = v.down ? v.b + v.s : v.b - v.s;
    const dist = (speed * v.mins) / 60;
    const question = random.pick([
      `The speed of a boat in still water is ${v.b} km/hr and the rate of the current is ${v.s} km/hr. The distance travelled ${v.down ? 'downstream' : 'upstream'} in ${v.mins} minutes is`,
      `A boat whose speed in still water is ${v.b} kmph goes ${v.down ? 'down' : 'up'} a river flowing at ${v.s} kmph for ${v.mins} minutes. How far does it travel?`,
    ]);
    const other = v.down ? v.b - v.s : v.b + v.s;
    return { question, options: numericOptions(dist, [(other * v.mins) / 60, (v.b * v.mins) / 60, speed * v.mins / 100], km, 0.5) };
  }),
  make('boats', 6, (random) => {
    // A swimmer's still-water speed; upstream takes k times as long: the stream's speed.
    const v = until(
      () => ({ b: random.int(3, 20), k: random.pick([2, 3, 4]) }),
      (w) => exact((w.b * (w.k - 1)) / (w.k + 1)),
    );
    const s = (v.b * (v.k - 1)) / (v.k + 1);
    const word = v.k === 2 ? 'twice' : v.k === 3 ? 'thrice' : 'four times';
    const question = random.pick([
      `A man can swim ${v.b} km/h in still water. It takes him ${word} as long to swim upstream as to swim downstream. Find the speed of the stream.`,
      `A boat's speed in still water is ${v.b} km/h. If it takes ${word} as much time going upstream as it does coming downstream over the same distance, what is the speed of the current?`,
    ]);
    return { question, options: numericOptions(s, [v.b / v.k, (v.b * (v.k + 1)) / (v.k - 1), v.b - s], kmph, 0.5) };
  }),
  make('boats', 7, (random) => {
    // Downstream in t1 hours, back in t2; the stream's speed given: the boat's speed.
    const v = until(
      () => ({ t1: random.pick([1, 2, 3, 1.5, 2.5]), t2: random.pick([1.5, 2, 3, 4, 5, 6]), s: random.int(1, 6) }),
      (w) => w.t2 > w.t1 && exact((w.s * (w.t2 + w.t1)) / (w.t2 - w.t1)),
    );
    const b = (v.s * (v.t2 + v.t1)) / (v.t2 - v.t1);
    const question = random.pick([
      `A boat covers a certain distance downstream in ${hrs(v.t1)}, while it comes back in ${hrs(v.t2)}. If the speed of the stream is ${v.s} km/h, what is the speed of the boat in still water?`,
      `A motorboat goes downstream to a point in ${num(v.t1)} hours and returns in ${num(v.t2)} hours. The stream flows at ${v.s} kmph. Find the speed of the motorboat in still water.`,
    ]);
    return { question, options: numericOptions(b, [(v.s * v.t2) / v.t1, (v.s * (v.t2 - v.t1)) / (v.t2 + v.t1) + v.s, b + v.s], kmph, 1) };
  }),
  make('boats', 8, (random) => {
    // Still-water speed b; upstream takes h hours more than downstream over d km: the stream's speed.
    const v = until(
      () => ({ b: random.int(6, 25), s: random.int(1, 8), d: random.int(6, 60) }),
      (w) => w.b > w.s && isInt(4 * (w.d / (w.b - w.s) - w.d / (w.b + w.s))) && w.d / (w.b - w.s) - w.d / (w.b + w.s) >= 0.5,
    );
    const h = v.d / (v.b - v.s) - v.d / (v.b + v.s);
    const more = h === 1 ? '1 hour' : `${num(h)} hours`;
    const question = random.pick([
      `A motorboat whose speed in still water is ${v.b} km/h takes ${more} more to go ${v.d} km upstream than to return downstream to the same spot. Find the speed of the stream.`,
      `The speed of a boat in still water is ${v.b} km/hr. It takes ${more} more to go ${v.d} km against the current than to go ${v.d} km with it. What is the speed of the current?`,
    ]);
    return { question, options: numericOptions(v.s, [v.s + 1, v.b - v.s, v.d / v.b], kmph, 0.5) };
  }),
  make('boats', 9, (random) => {
    // a km against the current in 1 hour, b km with it in some minutes: the time for d km in still water.
    const v = until(
      () => ({ up: random.int(1, 6), down: random.int(3, 15), mins: random.pick([10, 12, 15, 20, 30]), d: random.int(2, 20) }),
      (w) => {
        const downSpeed = (w.down * 60) / w.mins;
        const still = (w.up + downSpeed) / 2;
        return downSpeed > w.up && isInt(downSpeed) && isInt((w.d / still) * 60);
      },
    );
    const downSpeed = (v.down * 60) / v.mins;
    const still = (v.up + downSpeed) / 2;
    const minutes = (v.d / still) * 60;
    const show: Show = (x) => (x >= 60 && x % 60 !== 0 ? `${Math.floor(x / 60)} hour${x >= 120 ? 's' : ''} ${x % 60} minutes` : x % 60 === 0 ? `${x / 60} hour${x === 60 ? '' : 's'}` : `${x} minutes`);
    const question = random.pick([
      `A boatman goes ${v.up} km against the current of the stream in 1 hour and goes ${v.down} km along the current in ${v.mins} minutes. How long will it take him to go ${v.d} km in stationary water?`,
      `A man rows ${v.up} km upstream in an hour and ${v.down} km downstream in ${v.mins} minutes. How much time will he take to row ${v.d} km in still water?`,
    ]);
    return { question, options: numericOptions(minutes, [(v.d / downSpeed) * 60, (v.d / v.up) * 60, minutes + 15], show, 5) };
  }),
  make('boats', 10, (random) => {
    // Upstream takes h hours m minutes, downstream t hours over the same distance: the ratio of boat to current.
    const v = until(
      () => ({ tu: random.int(4, 12) * 60 + random.pick([0, 12, 24, 36, 48]), td: random.int(2, 8) * 60 }),
      (w) => w.tu > w.td && w.tu % 60 !== 0,
    );
    // b + s : b − s = tu : td, so b : s = tu + td : tu − td.
    const parts = [v.tu + v.td, v.tu - v.td];
    const hm = (x: number): string => `${Math.floor(x / 60)} hours${x % 60 ? ` ${x % 60} minutes` : ''}`;
    const question = random.pick([
      `A boat running upstream takes ${hm(v.tu)} to cover a certain distance, while it takes ${hm(v.td)} to cover the same distance running downstream. What is the ratio between the speed of the boat and the speed of the water current respectively?`,
      `Going upstream a boat needs ${hm(v.tu)} for a stretch of river that it covers in ${hm(v.td)} going downstream. Find the ratio of the boat's speed in still water to the speed of the stream.`,
    ]);
    return { question, options: ratioOptions(parts, [[v.tu, v.td], [v.tu - v.td, v.td]]) };
  }),
];

// ---------------------------------------------------------------- ratio share

const RATIO_SHARE: readonly DoubtTemplate[] = [
  make('ratio-share', 1, (random) => {
    // A gets p/q of what B and C together get: A's share of the whole.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ p: random.int(1, 4), q: random.int(2, 7), unit: random.int(2, 60) * 10 }),
      (w) => w.p < w.q && gcd(w.p, w.q) === 1,
    );
    const total = (v.p + v.q) * v.unit;
    const share = v.p * v.unit;
    const frac = v.p === 1 && v.q === 2 ? 'half' : `${v.p}/${v.q}`;
    const m = money(random);
    const question = random.pick([
      `Divide ${m(total)} among ${a}, ${b} and ${c} such that ${a} gets ${frac} of what ${b} and ${c} together get. Find ${a}'s share.`,
      `${m(total)} is divided among ${a}, ${b} and ${c} so that ${a} receives ${frac} as much as ${b} and ${c} together. How much does ${a} receive?`,
    ]);
    return { question, options: numericOptions(share, [(total * v.p) / v.q, total - share, (total * v.p) / (v.q + 1)], m, 10) };
  }),
  make('ratio-share', 2, (random) => {
    // A sum in the ratio 1/a : 1/b : 1/c: one share asked.
    const [a, b, c] = random.pick(TRIOS);
    const ds = until(
      () => [random.int(2, 8), random.int(2, 8), random.int(2, 8)],
      (w) => new Set(w).size === 3,
    );
    const l = ds.reduce((s, d) => (s * d) / gcd(s, d), 1);
    const parts = ds.map((d) => l / d);
    const unitV = random.int(1, 20) * 10;
    const total = parts.reduce((s, p) => s + p, 0) * unitV;
    const i = random.int(0, 2);
    const who = [a, b, c][i]!;
    const m = money(random);
    const question = random.pick([
      `A sum of ${m(total)} is divided among ${a}, ${b} and ${c} in the ratio 1/${ds[0]} : 1/${ds[1]} : 1/${ds[2]}. What is ${who}'s share?`,
      `Divide ${m(total)} among ${a}, ${b}, ${c} in the ratio of 1/${ds[0]}:1/${ds[1]}:1/${ds[2]}. The share of ${who} is`,
    ]);
    const direct = (total * ds[i]!) / (ds[0]! + ds[1]! + ds[2]!);
    return { question, options: numericOptions(parts[i]! * unitV, [direct, (total * parts[2 - i]!) / (parts[0]! + parts[1]! + parts[2]!)], m, 10) };
  }),
  make('ratio-share', 3, (random) => {
    // Salaries in a ratio; each raised by ₹k, the new ratio given: a present salary asked.
    const [a, b] = random.pick([['A', 'B'], ['Ravi', 'Sunil'], ['P', 'Q']] as const);
    const v = until(
      () => ({ x: random.int(2, 9), y: random.int(2, 9), unit: random.int(2, 40) * 500, k: random.int(1, 20) * 500 }),
      (w) => w.x < w.y && gcd(w.x, w.y) === 1,
    );
    const sa = v.x * v.unit + v.k;
    const sb = v.y * v.unit + v.k;
    const g = gcd(sa, sb);
    const m = money(random);
    const question = random.pick([
      `The salaries of ${a} and ${b} are in the ratio ${v.x} : ${v.y}. If the salary of each is increased by ${m(v.k)}, the new ratio becomes ${sa / g} : ${sb / g}. What is ${b}'s present salary?`,
      `${a}'s and ${b}'s monthly incomes are in the ratio ${v.x}:${v.y}. If each gets a raise of ${m(v.k)}, the ratio of their incomes becomes ${sa / g}:${sb / g}. Find ${b}'s income now (before the raise).`,
    ]);
    return { question, options: numericOptions(v.y * v.unit, [v.x * v.unit, sb, v.y * v.unit + 2 * v.k], m, 500) };
  }),
  make('ratio-share', 4, (random) => {
    // Coins of ₹1, 50 paise and 25 paise in a ratio; the total amount: the number of one kind.
    const v = until(
      () => ({ x: random.int(1, 9), y: random.int(1, 9), z: random.int(1, 9), n: random.int(2, 30) }),
      (w) => new Set([w.x, w.y, w.z]).size === 3 && isInt(w.n * (w.x + w.y / 2 + w.z / 4)),
    );
    const total = v.n * (v.x + v.y / 2 + v.z / 4);
    const i = random.int(0, 2);
    const kinds = ['one-rupee', '50-paise', '25-paise'];
    const counts = [v.x * v.n, v.y * v.n, v.z * v.n];
    const m = money(random);
    const question = random.pick([
      `A bag contains one-rupee, 50-paise and 25-paise coins in the ratio ${v.x} : ${v.y} : ${v.z}. If the total amount is ${m(total)}, how many ${kinds[i]} coins are there?`,
      `A box has coins of ₹1, 50 p and 25 p in the ratio ${v.x}:${v.y}:${v.z}, amounting to ${m(total)} in all. Find the number of ${kinds[i]} coins.`,
    ]);
    const naive = (total * [v.x, v.y, v.z][i]!) / (v.x + v.y + v.z);
    return { question, options: numericOptions(counts[i]!, [naive, counts[(i + 1) % 3]!, counts[i]! * 2], coins, v.n) };
  }),
  make('ratio-share', 5, (random) => {
    // 2 × A's share = 3 × B's = 4 × C's: one share of the whole.
    const [a, b, c] = random.pick(TRIOS);
    const ks = until(
      () => [random.int(2, 7), random.int(2, 7), random.int(2, 7)],
      (w) => new Set(w).size === 3,
    );
    const l = ks.reduce((s, k) => (s * k) / gcd(s, k), 1);
    const parts = ks.map((k) => l / k);
    const unitV = random.int(1, 12) * 10;
    const total = parts.reduce((s, p) => s + p, 0) * unitV;
    const i = random.int(0, 2);
    const who = [a, b, c][i]!;
    const m = money(random);
    const question = random.pick([
      `${m(total)} is divided among ${a}, ${b} and ${c} such that ${ks[0]} times ${a}'s share = ${ks[1]} times ${b}'s share = ${ks[2]} times ${c}'s share. Find ${who}'s share.`,
      `Divide ${m(total)} among ${a}, ${b} and ${c} so that ${ks[0]}${a} = ${ks[1]}${b} = ${ks[2]}${c}. What is the share of ${who}?`,
    ]);
    const direct = (total * ks[i]!) / (ks[0]! + ks[1]! + ks[2]!);
    return { question, options: numericOptions(parts[i]! * unitV, [direct, parts[(i + 1) % 3]! * unitV], m, 10) };
  }),
  make('ratio-share', 6, (random) => {
    // Shares less ₹a, ₹b, ₹c are in the ratio x : y : z: one share asked.
    const [a, b, c] = random.pick(TRIOS);
    const v = until(
      () => ({ d: [random.int(1, 10) * 5, random.int(1, 10) * 5, random.int(1, 10) * 5], r: [random.int(1, 9), random.int(1, 9), random.int(1, 9)], unit: random.int(5, 60) * 5 }),
      (w) => new Set(w.r).size === 3 && w.r.reduce((s, x) => gcd(s, x), 0) === 1 && new Set(w.d).size > 1,
    );
    const shares = v.r.map((r, i) => r * v.unit + v.d[i]!);
    const total = shares.reduce((s, x) => s + x, 0);
    const i = random.int(0, 2);
    const m = money(random);
    const question = random.pick([
      `${m(total)} is divided among ${a}, ${b} and ${c} in such a way that if ${m(v.d[0]!)}, ${m(v.d[1]!)} and ${m(v.d[2]!)} are diminished from their shares respectively, the remainders are in the ratio ${v.r.join(' : ')}. Find ${[a, b, c][i]}'s share.`,
      `Divide ${m(total)} among ${a}, ${b} and ${c} so that if their shares are reduced by ${m(v.d[0]!)}, ${m(v.d[1]!)} and ${m(v.d[2]!)} respectively, they are in the ratio ${v.r.join(':')}. What does ${[a, b, c][i]} get?`,
    ]);
    return { question, options: numericOptions(shares[i]!, [shares[i]! - v.d[i]!, (total * v.r[i]!) / (v.r[0]! + v.r[1]! + v.r[2]!), shares[i]! + v.d[i]!], m, 5) };
  }),
  make('ratio-share', 7, (random) => {
    // Shares in a ratio of three; C gets ₹D more than A: the total (or B's share) asked.
    const [a, b, c] = random.pick(TRIOS);
    const r = until(
      () => [random.int(1, 9), random.int(1, 9), random.int(1, 9)],
      (w) => new Set(w).size === 3 && w[2]! > w[0]! && w.reduce((s, x) => gcd(s, x), 0) === 1,
    );
    const unitV = random.int(2, 60) * 10;
    const d = (r[2]! - r[0]!) * unitV;
    const total = (r[0]! + r[1]! + r[2]!) * unitV;
    const askTotal = random.next() < 0.5;
    const m = money(random);
    const ask = askTotal ? 'What is the total sum?' : `What is ${b}'s share?`;
    const question = random.pick([
      `A sum of money is divided among ${a}, ${b} and ${c} in the ratio ${r.join(' : ')}. If ${c} gets ${m(d)} more than ${a}, ${ask}`,
      `Some money is shared by ${a}, ${b} and ${c} in the ratio ${r.join(':')}. ${c}'s share exceeds ${a}'s by ${m(d)}. ${ask}`,
    ]);
    const answer = askTotal ? total : r[1]! * unitV;
    return { question, options: numericOptions(answer, [d * r[1]!, total - d, answer + d], m, 10) };
  }),
  make('ratio-share', 8, (random) => {
    // Among men, women and boys, each man's, woman's and boy's shares in a ratio: one person's share.
    const v = until(
      () => ({ nm: random.int(2, 9), nw: random.int(2, 9), nb: random.int(2, 9), r: [random.int(2, 9), random.int(2, 9), random.int(1, 8)], unit: random.int(1, 20) * 5 }),
      (w) => new Set(w.r).size === 3 && w.r[0]! > w.r[2]! && new Set([w.nm, w.nw, w.nb]).size === 3,
    );
    const units = v.nm * v.r[0]! + v.nw * v.r[1]! + v.nb * v.r[2]!;
    const total = units * v.unit;
    const i = random.int(0, 2);
    const who = ['man', 'woman', 'boy'][i]!;
    const m = money(random);
    const question = random.pick([
      `${m(total)} is divided among ${v.nm} men, ${v.nw} women and ${v.nb} boys so that the shares of a man, a woman and a boy are in the ratio ${v.r.join(' : ')}. What is the share of a ${who}?`,
      `A sum of ${m(total)} is distributed among ${v.nm} men, ${v.nw} women and ${v.nb} boys such that each man, each woman and each boy get amounts in the ratio ${v.r.join(':')}. Find the share of each ${who}.`,
    ]);
    const group = [v.nm, v.nw, v.nb][i]! * v.r[i]! * v.unit;
    return { question, options: numericOptions(v.r[i]! * v.unit, [group, (total * v.r[i]!) / (v.r[0]! + v.r[1]! + v.r[2]!)], m, 5) };
  }),
  make('ratio-share', 9, (random) => {
    // A gets ₹p more than B, B ₹q more than C, the whole given: C's (or A's) share.
    const [a, b, c] = random.pick(TRIOS);
    const v = { cShare: random.int(5, 80) * 10, p: random.int(1, 20) * 10, q: random.int(1, 20) * 10 };
    const bShare = v.cShare + v.q;
    const aShare = bShare + v.p;
    const total = aShare + bShare + v.cShare;
    const askC = random.next() < 0.5;
    const m = money(random);
    const question = random.pick([
      `${m(total)} is divided among ${a}, ${b} and ${c} so that ${a} gets ${m(v.p)} more than ${b} and ${b} gets ${m(v.q)} more than ${c}. Find the share of ${askC ? c : a}.`,
      `Divide ${m(total)} among ${a}, ${b} and ${c} such that ${a} receives ${m(v.p)} more than ${b}, and ${b} receives ${m(v.q)} more than ${c}. How much does ${askC ? c : a} get?`,
    ]);
    const answer = askC ? v.cShare : aShare;
    return { question, options: numericOptions(answer, [total / 3, askC ? v.cShare + v.q : aShare - v.p, answer + 10], m, 10) };
  }),
  make('ratio-share', 10, (random) => {
    // Four people in a proportion; one gets ₹D more than another: a third's share.
    const names = random.pick([['A', 'B', 'C', 'D'], ['P', 'Q', 'R', 'S']] as const);
    const r = until(
      () => [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)],
      (w) => new Set(w).size === 4 && w.reduce((s, x) => gcd(s, x), 0) === 1,
    );
    const [i, j, k] = until(
      () => [random.int(0, 3), random.int(0, 3), random.int(0, 3)] as const,
      ([x, y, z]) => new Set([x, y, z]).size === 3 && r[x]! > r[y]!,
    );
    const unitV = random.int(2, 60) * 10;
    const d = (r[i]! - r[j]!) * unitV;
    const m = money(random);
    const question = random.pick([
      `A sum of money is to be distributed among ${names.join(', ').replace(/, ([A-Z])$/, ' and $1')} in the proportion of ${r.join(' : ')}. If ${names[i]} gets ${m(d)} more than ${names[j]}, what is ${names[k]}'s share?`,
      `Some money is shared by ${names[0]}, ${names[1]}, ${names[2]} and ${names[3]} in the ratio ${r.join(':')}. ${names[i]}'s share is ${m(d)} more than ${names[j]}'s. Find ${names[k]}'s share.`,
    ]);
    return { question, options: numericOptions(r[k]! * unitV, [d * r[k]!, (d * r[k]!) / r[j]!, r[k]! * unitV + d], m, 10) };
  }),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...PARTNERSHIP, ...PROFIT_LOSS, ...BOATS, ...RATIO_SHARE];
