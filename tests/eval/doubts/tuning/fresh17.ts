import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { FRACTION_WORDS, cap, coprime, gcd, isInt, money, num, numericOptions, quarter, ratioOptions, reduce, type Show, small, two, until, wholeOptions } from './quant-kit';

/**
 * Templates (ids 'fresh17/<kind>/<n>') written as SSC, bank PO, CLAT-mock and coaching-book
 * questions and students in a chat phrase them: the question asked before its data, the data
 * given in a second sentence, 'Find', 'Calculate', 'how much', 'respectively'; speeds in km/hr,
 * kmph and m/s, rupees as Rs. and ₹, rates as per cent and %; fractions in words; answers asked
 * as a ratio or as a difference, and options that carry their units. Each template computes its
 * own answer; the wrong options are the usual slips.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh17/${kind}/${n}`, draw });

const yrs: Show = (x) => `${num(x)} years`;
const kmh = (random: Random): Show => {
  const word = random.pick(['km/hr', 'kmph', 'km/h']);
  return (x) => `${num(x)} ${word}`;
};
const secs: Show = (x) => `${num(x)} seconds`;
const metres: Show = (x) => `${num(x)} m`;
const hours: Show = (x) => `${num(x)} hours`;
const kms: Show = (x) => `${num(x)} km`;
const perCent = (random: Random): Show => {
  const word = random.pick(['%', ' per cent', '%']);
  return (x) => `${num(x)}${word}`;
};
/** A proper fraction a paper writes in words: [p, q, 'two-fifths']. */
const wordFraction = (random: Random, keys: readonly string[]): [number, number, string] => {
  const key = random.pick(keys);
  const [p, q] = key.split('/').map(Number) as [number, number];
  return [p, q, FRACTION_WORDS[key]!];
};

// ---------------------------------------------------------------- profit and loss

const PROFIT: readonly DoubtTemplate[] = [
  make('profit-loss', 1, (random) => {
    // Selling at S loses a fraction f of the cost; the price for a gain of g% asked.
    const [p, q, words] = wordFraction(random, ['1/5', '1/4', '1/3']);
    const g = random.pick([5, 10, 15, 20, 25]);
    const cost = until(
      () => random.int(4, 60) * 100,
      (c) => (c * (q - p)) % q === 0 && (c * g) % 100 === 0,
    );
    const sell = (cost * (q - p)) / q;
    const m = money(random);
    const question = random.pick([
      `By selling an article for ${m(sell)}, a trader loses ${words} of its cost price. At what price should he sell it to gain ${g}%?`,
      `What should be the selling price of a table to earn a profit of ${g} per cent, if selling it for ${m(sell)} causes a loss of ${words} of its cost price?`,
    ]);
    const right = (cost * (100 + g)) / 100;
    return { question, options: numericOptions(right, [(sell * (100 + g)) / 100, cost, right + sell / 10], m, 50) };
  }),
  make('profit-loss', 2, (random) => {
    // A fraction of the stock sold at a gain, the rest at a loss; the net profit in rupees asked.
    const [p, q, words] = wordFraction(random, ['2/3', '3/4', '3/5']);
    const [g, l] = until(
      () => [random.pick([10, 15, 20, 25, 30]), random.pick([5, 10, 15, 20])] as [number, number],
      ([a, b]) => p * a > (q - p) * b,
    );
    const cost = until(
      () => random.int(3, 90) * 1000,
      (c) => (c * p * g) % (100 * q) === 0 && (c * (q - p) * l) % (100 * q) === 0,
    );
    const net = (cost * p * g) / (100 * q) - (cost * (q - p) * l) / (100 * q);
    const m = money(random);
    const question = random.pick([
      `A dealer bought goods for ${m(cost)}. He sold ${words} of them at a profit of ${g}% and the rest at a loss of ${l}%. Find his overall profit in rupees.`,
      `Calculate the net gain of a trader who sells ${words} of his stock, which cost him ${m(cost)} in all, at ${g} per cent profit and the remaining stock at ${l} per cent loss.`,
    ]);
    return { question, options: numericOptions(net, [(cost * (g - l)) / 200, (cost * p * g) / (100 * q), net + cost / 100], m, 100) };
  }),
  make('profit-loss', 3, (random) => {
    // The selling price a fraction of the cost price in words; the profit or loss per cent asked.
    const key = random.pick(['5/4', '6/5', '4/5', '3/4']);
    const [p, q] = key.split('/').map(Number) as [number, number];
    const words = FRACTION_WORDS[key]!;
    const change = ((p - q) / q) * 100;
    const gain = change > 0;
    const show = perCent(random);
    const question = random.pick([
      `If the selling price of an article is ${words} of its cost price, what is the ${gain ? 'profit' : 'loss'} per cent?`,
      `An item is sold at ${words} of what it cost. Find the ${gain ? 'gain' : 'loss'} percentage.`,
    ]);
    const size = Math.abs(change);
    return { question, options: numericOptions(size, [(Math.abs(p - q) / p) * 100, (p / q) * 100, size + 5], show, 5) };
  }),
  make('profit-loss', 4, (random) => {
    // Sold at a gain of g%; had it been sold for d more, the gain would have been h%. The cost asked.
    const [g, h] = until(
      () => [random.pick([5, 8, 10, 12, 15]), random.pick([10, 12, 15, 18, 20, 25])] as [number, number],
      ([a, b]) => b > a,
    );
    const cost = until(
      () => random.int(2, 80) * 100,
      (c) => (c * (h - g)) % 100 === 0,
    );
    const d = (cost * (h - g)) / 100;
    const m = money(random);
    const question = random.pick([
      `Find the cost price of a watch which is sold at a gain of ${g}%. If it had been sold for ${m(d)} more, the gain would have been ${h}%.`,
      `A shopkeeper earns ${g} per cent profit on a radio. Had he charged ${m(d)} more, he would have earned ${h} per cent. Calculate the cost price of the radio.`,
    ]);
    return { question, options: numericOptions(cost, [(d * 100) / g, (d * 100) / h, cost + d], m, 100) };
  }),
];

// ---------------------------------------------------------------- ratio share

const SHARE: readonly DoubtTemplate[] = [
  make('ratio-share', 1, (random) => {
    // Question before data: how much more the largest gets than the smallest.
    const terms = until(
      () => [random.int(1, 9), random.int(1, 9), random.int(1, 9)],
      (t) => new Set(t).size === 3 && reduce(t).join() === t.join(),
    );
    const part = random.int(2, 40) * 50;
    const whole = terms.reduce((s, t) => s + t, 0) * part;
    const [hi, lo] = [Math.max(...terms), Math.min(...terms)];
    const names = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], ['Amit', 'Bala', 'Chetan']] as const);
    const [i, j] = [terms.indexOf(hi), terms.indexOf(lo)];
    const m = money(random);
    const question = random.pick([
      `How much more does ${names[i]} get than ${names[j]}, when ${m(whole)} is shared among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${terms.join(' : ')}?`,
      `${m(whole)} is divided among ${names.join(', ')} in the ratio ${terms.join(':')} respectively. What is the difference between the shares of ${names[i]} and ${names[j]}?`,
    ]);
    return { question, options: numericOptions((hi - lo) * part, [hi * part, lo * part, (hi - lo) * part * 2], m, part) };
  }),
  make('ratio-share', 2, (random) => {
    // A gets a fraction, in words, of what B and C together get; A's share asked.
    const [p, q, words] = wordFraction(random, ['1/2', '1/3', '2/3', '1/4', '2/5', '3/4']);
    const unit = random.int(2, 30) * 100;
    const whole = (p + q) * unit;
    const m = money(random);
    const question = random.pick([
      `A sum of ${m(whole)} is divided among A, B and C such that A receives ${words} of what B and C together receive. Find A's share.`,
      `Divide ${m(whole)} among P, Q and R so that P gets ${words} as much as Q and R together. What is P's share?`,
    ]);
    const right = p * unit;
    return { question, options: numericOptions(right, [(whole * p) / q, q * unit, whole / 3], m, 100) };
  }),
  make('ratio-share', 3, (random) => {
    // Shares in a ratio; after one gives an amount to the other, the new ratio asked.
    const [a, b] = coprime(random, 2, 9);
    const unit = random.int(2, 20) * 100;
    const [sa, sb] = [a * unit, b * unit];
    const give = until(
      () => random.int(1, 20) * 50,
      (g) => g < sb && reduce([sa + g, sb - g])[0]! <= 30 && reduce([sa + g, sb - g])[1]! <= 30 && reduce([sa + g, sb - g]).join() !== reduce([a, b]).join(),
    );
    const [x, y] = two(random);
    const m = money(random);
    const question = random.pick([
      `${m(sa + sb)} is divided between ${x} and ${y} in the ratio ${a} : ${b}. If ${y} gives ${m(give)} to ${x}, what will be the new ratio of ${x}'s money to ${y}'s money?`,
      `${x} and ${y} share ${m(sa + sb)} in the ratio ${a}:${b}. Afterwards ${y} hands over ${m(give)} to ${x}. Find the ratio of their amounts now.`,
    ]);
    return { question, options: ratioOptions([sa + give, sb - give], [[sa - give, sb + give], [b, a], [a, b]]) };
  }),
  make('ratio-share', 4, (random) => {
    // A gets d more than B, B gets e more than C; the whole given; A asked.
    const c = random.int(4, 60) * 50;
    const e = random.int(1, 10) * 50;
    const d = random.int(1, 10) * 50;
    const whole = 3 * c + 2 * e + d;
    const m = money(random);
    const question = random.pick([
      `${m(whole)} is shared among A, B and C so that A gets ${m(d)} more than B and B gets ${m(e)} more than C. How much does A get?`,
      `Three brothers share ${m(whole)}. The eldest gets ${m(d)} more than the second, and the second gets ${m(e)} more than the youngest. Find the share of the eldest.`,
    ]);
    const right = c + e + d;
    return { question, options: numericOptions(right, [c + e, c, whole / 3], m, 50) };
  }),
];

// ---------------------------------------------------------------- combined ratios

const COMBINE: readonly DoubtTemplate[] = [
  make('ratio-combine', 1, (random) => {
    // A is a fraction of B, B a fraction of C, in words; A : B : C asked.
    const [p1, q1, w1] = wordFraction(random, ['2/3', '3/4', '1/2', '2/5', '4/5']);
    const [p2, q2, w2] = wordFraction(random, ['3/4', '2/3', '3/5', '1/3', '5/6']);
    const c = q1 * q2;
    const b = (p2 * c) / q2;
    const a = (p1 * b) / q1;
    const question = random.pick([
      `If A is ${w1} of B and B is ${w2} of C, find A : B : C.`,
      `What is the ratio A : B : C when A equals ${w1} of B and B equals ${w2} of C?`,
    ]);
    return { question, options: ratioOptions([a, b, c], [[p1, q1, q2], [c, b, a], [a, c, b]]) };
  }),
  make('ratio-combine', 2, (random) => {
    // x : y given; (m x + n y) : (r x + s y) asked.
    const [x, y] = coprime(random, 1, 9);
    const [m, n, r, s] = [random.int(1, 6), random.int(1, 6), random.int(1, 6), random.int(1, 6)];
    const top = m * x + n * y;
    const bottom = r * x + s * y;
    const wrong = [m * y + n * x, r * y + s * x];
    const question = random.pick([
      `If x : y = ${x} : ${y}, find (${m}x + ${n}y) : (${r}x + ${s}y).`,
      `Given that x : y = ${x} : ${y}, what is the value of (${m}x + ${n}y) : (${r}x + ${s}y)?`,
    ]);
    return { question, options: ratioOptions([top, bottom], [wrong, [bottom, top], [m + n, r + s]]) };
  }),
  make('ratio-combine', 3, (random) => {
    // Incomes: A : B and B : C given, C's income given; A's income asked.
    const [a, b1] = coprime(random, 2, 9);
    const [b2, c] = coprime(random, 2, 9);
    const unit = random.int(1, 12) * 100;
    const A = a * b2 * unit;
    const C = b1 * c * unit;
    const m = money(random);
    const question = random.pick([
      `The incomes of A and B are in the ratio ${a} : ${b1}, and those of B and C are in the ratio ${b2} : ${c}. If C earns ${m(C)} a month, how much does A earn?`,
      `Find A's monthly salary. A's and B's salaries are in the ratio ${a}:${b1}, while B's and C's are in the ratio ${b2}:${c}; C gets ${m(C)} a month.`,
    ]);
    return { question, options: numericOptions(A, [(C * a) / c, (C * b2) / c, A + unit], m, 100) };
  }),
  make('ratio-combine', 4, (random) => {
    // Two numbers in a ratio; after adding k to each, another ratio; the smaller asked.
    const v = until(
      () => ({ a: random.int(2, 9), b: random.int(2, 9), u: random.int(2, 12), k: random.int(2, 15) }),
      (w) => w.a < w.b && gcd(w.a, w.b) === 1 && reduce([w.a * w.u + w.k, w.b * w.u + w.k])[1]! <= 40,
    );
    const [p, q] = reduce([v.a * v.u + v.k, v.b * v.u + v.k]) as [number, number];
    const question = random.pick([
      `Two numbers are in the ratio ${v.a} : ${v.b}. If ${v.k} is added to each of them, the ratio becomes ${p} : ${q}. Find the smaller number.`,
      `What is the smaller of two numbers which are in the ratio ${v.a}:${v.b} and which, when increased by ${v.k} each, are in the ratio ${p}:${q}?`,
    ]);
    return { question, options: wholeOptions(v.a * v.u, [v.b * v.u, v.a * v.u + v.k, v.u], (x) => num(x)) };
  }),
];

// ---------------------------------------------------------------- partnership

const PARTNERS: readonly DoubtTemplate[] = [
  make('partnership', 1, (random) => {
    // Capitals and months given, the difference of the two profit shares asked.
    const v = until(
      () => ({ x: random.int(2, 12) * 1000, y: random.int(2, 12) * 1000, s: random.int(3, 12), t: random.int(3, 12) }),
      (w) => w.x * w.s !== w.y * w.t && w.s !== w.t,
    );
    const [ka, kb] = [v.x * v.s, v.y * v.t];
    const g = gcd(ka, kb);
    const [ra, rb] = [ka / g, kb / g];
    const unit = random.int(1, 20) * 100;
    const T = (ra + rb) * unit;
    const diff = Math.abs(ra - rb) * unit;
    const [x, y] = two(random);
    const m = money(random);
    const question = random.pick([
      `${x} and ${y} invest ${m(v.x)} and ${m(v.y)} in a business for ${v.s} months and ${v.t} months respectively. Out of a profit of ${m(T)}, how much more does the larger share exceed the smaller?`,
      `${x} invested ${m(v.x)} for ${v.s} months and ${y} invested ${m(v.y)} for ${v.t} months. If the total profit is ${m(T)}, find the difference between their shares of the profit.`,
    ]);
    return { question, options: numericOptions(diff, [Math.max(ra, rb) * unit, Math.min(ra, rb) * unit, Math.abs(v.x - v.y) * (T / (v.x + v.y))], m, 100) };
  }),
  make('partnership', 2, (random) => {
    // Capitals in a ratio; A withdraws after t months; profits in a ratio; B's months asked.
    const v = until(
      () => ({ a: random.int(2, 9), b: random.int(2, 9), t: random.int(3, 10), u: random.int(2, 12) }),
      (w) => w.a !== w.b && gcd(w.a, w.b) === 1 && w.u !== w.t && w.u <= 12,
    );
    const [p, q] = reduce([v.a * v.t, v.b * v.u]) as [number, number];
    const [x, y] = two(random);
    const question = random.pick([
      `${x} and ${y} enter into a partnership with capitals in the ratio ${v.a} : ${v.b}. At the end of ${v.t} months ${x} withdraws his capital. If they receive profits in the ratio ${p} : ${q}, for how many months was ${y}'s capital used?`,
      `In a partnership, the capitals of ${x} and ${y} are in the ratio ${v.a}:${v.b}. ${x}'s money stays in the business for ${v.t} months, and the profit is divided in the ratio ${p}:${q}. Find how long ${y}'s money was invested.`,
    ]);
    return { question, options: wholeOptions(v.u, [v.t, 12 - v.u, v.u + 2], (n) => `${n} months`) };
  }),
  make('partnership', 3, (random) => {
    // Rent of a pasture shared by ox-months; one grazier's rent asked.
    const oxen = [random.int(5, 20), random.int(5, 20), random.int(5, 20)];
    const months = [random.int(2, 8), random.int(2, 8), random.int(2, 8)];
    const units = oxen.map((o, i) => o * months[i]!);
    const total = units.reduce((s, u) => s + u, 0);
    const per = random.int(1, 5);
    const rent = total * per;
    const who = random.int(0, 2);
    const m = money(random);
    const names = ['A', 'B', 'C'];
    const question = random.pick([
      `Three milkmen A, B and C rent a pasture for ${m(rent)}. A grazes ${oxen[0]} cows for ${months[0]} months, B ${oxen[1]} cows for ${months[1]} months and C ${oxen[2]} cows for ${months[2]} months. How much rent should ${names[who]} pay?`,
      `A, B and C graze ${oxen[0]}, ${oxen[1]} and ${oxen[2]} buffaloes in a field for ${months[0]}, ${months[1]} and ${months[2]} months respectively. The rent of the field is ${m(rent)}. Find ${names[who]}'s share of the rent.`,
    ]);
    return { question, options: numericOptions(units[who]! * per, [(oxen[who]! * rent) / (oxen[0]! + oxen[1]! + oxen[2]!), rent / 3, units[who]! * per + per * 5], m, per) };
  }),
];

// ---------------------------------------------------------------- averages

const AVERAGES: readonly DoubtTemplate[] = [
  make('average', 1, (random) => {
    // A mark entered wrongly raised the class average by a fraction in words; the class size asked.
    const [p, q, words] = wordFraction(random, ['1/2', '1/3', '1/4', '2/5', '3/4']);
    const n = until(
      () => random.int(10, 60),
      (k) => (k * p) % q === 0,
    );
    const rise = (n * p) / q;
    const right = random.int(30, 90);
    const wrong = right + rise;
    const question = random.pick([
      `A pupil's marks were wrongly entered as ${wrong} instead of ${right}. Due to that, the average marks for the class got increased by ${words}. Find the number of pupils in the class.`,
      `How many students are in a class if entering one student's score as ${wrong} in place of ${right} raised the class average by ${words} of a mark?`,
    ]);
    return { question, options: wholeOptions(n, [rise, n * 2, n + 5], (x) => num(x)) };
  }),
  make('average', 2, (random) => {
    // A teacher's height included raises the average by d cm; the teacher's height asked.
    const n = random.int(15, 40);
    const avg = random.int(120, 160);
    const d = random.pick([0.5, 1, 1.5, 2]);
    const teacher = avg + (n + 1) * d;
    const question = random.pick([
      `The average height of ${n} students in a class is ${avg} cm. When the teacher's height is also included, the average goes up by ${num(d)} cm. What is the height of the teacher?`,
      `Find the teacher's height. The mean height of the ${n} children in her class is ${avg} cm, and it rises by ${num(d)} cm when she is counted too.`,
    ]);
    return { question, options: numericOptions(teacher, [avg + n * d, avg + d, teacher + 10], (x) => `${num(x)} cm`, 1) };
  }),
  make('average', 3, (random) => {
    // Workers in two grades; the overall average given; the total number asked.
    const v = until(
      () => ({ t: random.int(3, 12), hi: random.int(10, 20) * 1000, lo: random.int(4, 9) * 1000, all: random.int(6, 14) * 1000 }),
      (w) => w.hi > w.all && w.all > w.lo && (w.t * (w.hi - w.all)) % (w.all - w.lo) === 0,
    );
    const rest = (v.t * (v.hi - v.all)) / (v.all - v.lo);
    const m = money(random);
    const question = random.pick([
      `The average monthly salary of all the workers in a factory is ${m(v.all)}. The average salary of ${v.t} supervisors is ${m(v.hi)} and that of the rest is ${m(v.lo)}. Find the total number of workers in the factory.`,
      `What is the number of employees in an office where the average pay of all is ${m(v.all)}, the ${v.t} officers average ${m(v.hi)} and the others average ${m(v.lo)}?`,
    ]);
    return { question, options: wholeOptions(v.t + rest, [rest, v.t * 2, v.t + rest + 2], (x) => num(x)) };
  }),
  make('average', 4, (random) => {
    // Average of A, B, C; of A and B; of B and C; B asked.
    const [a, b, c] = [random.int(35, 80), random.int(35, 80), random.int(35, 80)];
    const question = random.pick([
      `The average weight of A, B and C is ${num((a + b + c) / 3)} kg. If the average weight of A and B is ${num((a + b) / 2)} kg and that of B and C is ${num((b + c) / 2)} kg, what is the weight of B?`,
      `Find B's weight: A, B and C weigh ${num((a + b + c) / 3)} kg on average, A and B together average ${num((a + b) / 2)} kg, and B and C together average ${num((b + c) / 2)} kg.`,
    ]);
    return { question, options: numericOptions(b, [a, c, (a + b + c) / 3], (x) => `${num(x)} kg`, 1) };
  }),
  make('average', 5, (random) => {
    // A couple's average age at marriage; t years later with a child of c years; the family's average now asked.
    const v = until(
      () => ({ a: random.int(21, 32), t: random.int(2, 12), c: random.int(1, 10) }),
      (w) => w.c < w.t && (2 * w.a + 2 * w.t + w.c) % 3 === 0,
    );
    const now = (2 * v.a + 2 * v.t + v.c) / 3;
    const question = random.pick([
      `The average age of a husband and his wife was ${v.a} years at the time of their marriage. After ${v.t} years they have a child ${v.c} year${v.c === 1 ? '' : 's'} old. What is the average age of the family now?`,
      `A couple married when their average age was ${v.a} years. ${cap(small(random, v.t))} years on, they have one child aged ${v.c}. Find the present average age of the family of three.`,
    ]);
    return { question, options: numericOptions(now, [v.a + v.t, (2 * v.a + v.c) / 3, now + 1], yrs, 1) };
  }),
];

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  make('ages', 1, (random) => {
    // Sum of a father's and son's ages; some years hence the father is m times the son; the difference asked.
    const v = until(
      () => ({ son: random.int(4, 25), m: random.int(2, 4), t: random.int(2, 12), f: random.int(25, 60) }),
      (w) => w.f + w.t === w.m * (w.son + w.t) && w.f - w.son >= 18,
    );
    const question = random.pick([
      `The sum of the present ages of a father and his son is ${v.f + v.son} years. ${cap(small(random, v.t))} years hence, the father's age will be ${v.m === 2 ? 'twice' : v.m === 3 ? 'thrice' : `${v.m} times`} that of the son. What is the difference between their ages?`,
      `By how many years is a father older than his son, if their present ages add up to ${v.f + v.son} years and after ${v.t} years the father will be ${v.m} times as old as the son?`,
    ]);
    return { question, options: wholeOptions(v.f - v.son, [v.f, v.son, v.f - v.son + v.t], yrs) };
  }),
  make('ages', 2, (random) => {
    // Present ages in a ratio, their difference given; the ratio some years hence asked.
    const [a, b] = until(
      () => coprime(random, 2, 9),
      ([x, y]) => x < y,
    );
    const u = random.int(2, 8);
    const t = random.int(2, 12);
    const [x, y] = two(random);
    const question = random.pick([
      `The ratio of the present ages of ${x} and ${y} is ${a} : ${b}, and ${y} is ${(b - a) * u} years older than ${x}. What will be the ratio of their ages ${t} years hence?`,
      `Present ages of ${x} and ${y} are in the ratio ${a}:${b}. The difference of their ages is ${(b - a) * u} years. Find the ratio of their ages after ${t} years.`,
    ]);
    const later = [a * u + t, b * u + t];
    return { question, options: ratioOptions(later, [[a * u - t, b * u - t], [a + t, b + t], [a, b]]) };
  }),
  make('ages', 3, (random) => {
    // Q's age a fraction of P's in words; after t years, another fraction; P asked.
    const v = until(
      () => ({ p: random.int(12, 70), key1: random.pick(['1/3', '1/4', '2/5', '1/2']), key2: random.pick(['1/2', '2/3', '3/5', '3/4']), t: random.int(2, 20) }),
      (w) => {
        const [a, b] = w.key1.split('/').map(Number) as [number, number];
        const [c, d] = w.key2.split('/').map(Number) as [number, number];
        return a / b < c / d && (w.p * a) % b === 0 && ((w.p * a) / b + w.t) * d === (w.p + w.t) * c;
      },
    );
    const [a, b] = v.key1.split('/').map(Number) as [number, number];
    const q = (v.p * a) / b;
    const [x, y] = two(random);
    const question = random.pick([
      `${y}'s age is ${FRACTION_WORDS[v.key1]} of ${x}'s age. After ${v.t} years, ${y}'s age will be ${FRACTION_WORDS[v.key2]} of ${x}'s age. What is ${x}'s present age?`,
      `Find ${x}'s age now. ${y} is ${FRACTION_WORDS[v.key1]} as old as ${x}, and ${v.t} years later ${y} will be ${FRACTION_WORDS[v.key2]} as old as ${x}.`,
    ]);
    return { question, options: wholeOptions(v.p, [q, v.p + v.t, q + v.t], yrs) };
  }),
  make('ages', 4, (random) => {
    // Question first: his present age; t years ago twice his sister's; the sum of present ages given.
    const v = until(
      () => ({ he: random.int(8, 40), she: random.int(4, 40), t: random.int(2, 8), m: random.int(2, 3) }),
      (w) => w.he - w.t === w.m * (w.she - w.t) && w.she > w.t,
    );
    const [x] = two(random);
    const question = random.pick([
      `How old is ${x} now? ${cap(small(random, v.t))} years ago he was ${v.m === 2 ? 'twice' : 'thrice'} as old as his sister, and the sum of their present ages is ${v.he + v.she} years.`,
      `The sum of the present ages of ${x} and his sister is ${v.he + v.she} years. ${v.t} years ago, ${x} was ${v.m} times as old as his sister. Calculate ${x}'s present age.`,
    ]);
    return { question, options: wholeOptions(v.he, [v.she, v.he - v.t, v.he + v.t], yrs) };
  }),
  make('ages', 5, (random) => {
    // A is a fraction of B in words; B will be m times C after t years; C's n-th birthday was k years ago. A asked.
    const v = until(
      () => ({ n: random.int(4, 12), k: random.int(1, 4), t: random.int(2, 12), m: random.int(2, 3), q: random.pick([2, 3, 4, 5, 6]) }),
      (w) => {
        const b = w.m * (w.n + w.k + w.t) - w.t;
        return b > 0 && b % w.q === 0 && b / w.q > 0;
      },
    );
    const c = v.n + v.k;
    const b = v.m * (c + v.t) - v.t;
    const a = b / v.q;
    const words = FRACTION_WORDS[`1/${v.q}`] ?? `one-${['', '', 'half', 'third', 'fourth', 'fifth', 'sixth'][v.q]}`;
    const question = random.pick([
      `A's age is ${words} of B's age. B's age will be ${v.m === 2 ? 'twice' : 'thrice'} C's age after ${v.t} years. If C's ${v.n}th birthday was celebrated ${small(random, v.k)} year${v.k === 1 ? '' : 's'} ago, what is A's present age?`,
      `C celebrated his ${v.n}th birthday ${v.k} year${v.k === 1 ? '' : 's'} ago. After ${v.t} years B will be ${v.m} times as old as C, and A is ${words} as old as B now. Find A's age.`,
    ]);
    return { question, options: wholeOptions(a, [b, c, a + v.k], yrs) };
  }),
];

// ---------------------------------------------------------------- boats

const BOATS: readonly DoubtTemplate[] = [
  make('boats', 1, (random) => {
    // Downstream and upstream speeds given; the ratio of the boat's speed to the stream's asked.
    const [b, s] = until(
      () => [random.int(3, 20), random.int(1, 8)] as [number, number],
      ([x, y]) => x > y,
    );
    const show = random.pick(['km/hr', 'kmph', 'km/h']);
    const question = random.pick([
      `A boat's speed downstream is ${b + s} ${show} and its speed upstream is ${b - s} ${show}. Find the ratio of the speed of the boat in still water to the speed of the current.`,
      `What is the ratio of the speed of a boat in still water to that of the stream, if it goes downstream at ${b + s} ${show} and upstream at ${b - s} ${show}?`,
    ]);
    return { question, options: ratioOptions([b, s], [[b + s, b - s], [s, b], [b + s, s]]) };
  }),
  make('boats', 2, (random) => {
    // Downstream d km in t1 hours, back in t2 hours; the time for D km in still water asked.
    const v = until(
      () => ({ b: random.int(4, 20), s: random.int(1, 6), t1: random.int(1, 5) }),
      (w) => w.b > w.s && ((w.b + w.s) * w.t1) % (w.b - w.s) === 0,
    );
    const d = (v.b + v.s) * v.t1;
    const t2 = d / (v.b - v.s);
    const k = random.int(1, 4);
    const still = v.b * k;
    const question = random.pick([
      `A boat covers ${d} km downstream in ${v.t1} hours and returns the same distance upstream in ${num(t2)} hours. How much time will it take to cover ${still} km in still water?`,
      `A motorboat goes ${d} km down a river in ${v.t1} hours and comes back in ${num(t2)} hours. Find the time it needs for ${still} km in still water.`,
    ]);
    return { question, options: numericOptions(k, [still / (v.b + v.s), still / v.s, k + 1], hours, 0.5) };
  }),
  make('boats', 3, (random) => {
    // Rowing in m/s: the still-water speed and the current in m/s; the upstream time for a distance in km asked.
    const v = until(
      () => ({ b: random.int(3, 8), s: random.int(1, 3), d: random.int(1, 12) * 0.5 }),
      (w) => w.b > w.s && ((w.d * 1000) / (w.b - w.s)) % 60 === 0,
    );
    const minutes = (v.d * 1000) / (v.b - v.s) / 60;
    const question = random.pick([
      `A swimmer can swim at ${v.b} m/s in still water. If the river flows at ${v.s} m/s, how many minutes will he take to swim ${num(v.d)} km upstream?`,
      `Find the time in minutes a rower needs to go ${num(v.d)} km against the current, if he rows at ${v.b} m/s in still water and the current is ${v.s} m/s.`,
    ]);
    return { question, options: numericOptions(minutes, [(v.d * 1000) / (v.b + v.s) / 60, (v.d * 1000) / v.b / 60, minutes + 5], (x) => `${num(x)} minutes`, 1) };
  }),
  make('boats', 4, (random) => {
    // The stream's speed a fraction in words of the boat's; a trip of d km up and back in t hours; the boat's speed asked.
    const [p, q, words] = wordFraction(random, ['1/3', '1/4', '1/5', '2/5']);
    const v = until(
      () => ({ u: random.int(1, 6), d: random.int(4, 60) }),
      (w) => quarter(w.d / ((q + p) * w.u) + w.d / ((q - p) * w.u)),
    );
    const b = q * v.u;
    const t = v.d / ((q + p) * v.u) + v.d / ((q - p) * v.u);
    const show = kmh(random);
    const question = random.pick([
      `The speed of a stream is ${words} of the speed of a boat in still water. The boat goes ${v.d} km upstream and returns in ${num(t)} hours. Find the speed of the boat in still water.`,
      `What is the speed of a boat in still water if the current runs at ${words} of that speed and a round trip of ${v.d} km each way takes ${num(t)} hours?`,
    ]);
    return { question, options: numericOptions(b, [p * v.u, (q + p) * v.u, (q - p) * v.u], show, 1) };
  }),
];

// ---------------------------------------------------------------- trains

const TRAINS: readonly DoubtTemplate[] = [
  make('trains', 1, (random) => {
    // A train crosses a bridge in t1 s and a man on the bridge in t2 s at v km/hr; the bridge's length asked.
    const v = until(
      () => ({ s: random.pick([36, 54, 72, 90, 108]), t1: random.int(20, 60), t2: random.int(5, 20) }),
      (w) => w.t1 > w.t2,
    );
    const ms = (v.s * 5) / 18;
    const bridge = ms * (v.t1 - v.t2);
    const show = random.pick(['km/hr', 'kmph', 'km/h']);
    const question = random.pick([
      `A train running at ${v.s} ${show} crosses a bridge in ${v.t1} seconds and a man standing on the bridge in ${v.t2} seconds. Find the length of the bridge.`,
      `What is the length of a bridge which a train moving at ${v.s} ${show} crosses in ${v.t1} seconds, while it passes a man standing on the bridge in ${v.t2} seconds?`,
    ]);
    return { question, options: numericOptions(bridge, [ms * v.t1, ms * v.t2, bridge + 50], metres, 10) };
  }),
  make('trains', 2, (random) => {
    // A train overtakes two walkers going its way at u1 and u2 km/hr in t1 and t2 seconds; its length asked.
    // Length L = (S - u1) t1 = (S - u2) t2 (km/hr × s), so S = (u2 t2 - u1 t1) / (t2 - t1).
    const speedOf = (w: { u1: number; u2: number; t1: number; t2: number }) => (w.u2 * w.t2 - w.u1 * w.t1) / (w.t2 - w.t1);
    const v = until(
      () => ({ u1: random.int(2, 6), u2: random.int(2, 9), t1: random.int(5, 20), t2: random.int(5, 20) }),
      (w) => w.u2 > w.u1 && w.t2 > w.t1 && isInt(speedOf(w)) && isInt((5 * (speedOf(w) - w.u1) * w.t1) / 18),
    );
    const speed = speedOf(v);
    const length = ((speed - v.u1) * 5 * v.t1) / 18;
    const question = random.pick([
      `A train overtakes two persons walking in the same direction at ${v.u1} km/hr and ${v.u2} km/hr in ${v.t1} seconds and ${v.t2} seconds respectively. Find the length of the train.`,
      `Two men walk beside a railway line in the direction of a train, at ${v.u1} kmph and ${v.u2} kmph. The train passes them in ${v.t1} s and ${v.t2} s respectively. What is the length of the train?`,
    ]);
    return { question, options: numericOptions(length, [(speed * 5 * v.t1) / 18, ((speed - v.u2) * 5 * v.t1) / 18, length + 10], metres, 5) };
  }),
  make('trains', 3, (random) => {
    // Two trains leave towards each other; at the meeting one has gone d km more; the distance between the stations asked.
    const v = until(
      () => ({ a: random.int(30, 90), b: random.int(30, 90), t: random.int(2, 8) }),
      (w) => w.a > w.b,
    );
    const d = (v.a - v.b) * v.t;
    const total = (v.a + v.b) * v.t;
    const show = kmh(random);
    const question = random.pick([
      `Two trains start at the same time from two stations and proceed towards each other at ${show(v.a)} and ${show(v.b)} respectively. When they meet, it is found that one train has travelled ${d} km more than the other. Find the distance between the two stations.`,
      `Find the distance between stations P and Q. Trains leave P and Q together towards each other at ${show(v.a)} and ${show(v.b)}, and at their meeting one has covered ${d} km more than the other.`,
    ]);
    return { question, options: numericOptions(total, [v.a * v.t, d * 2, total + 20], kms, 10) };
  }),
  make('trains', 4, (random) => {
    // Speed in m/s: a train of length L crosses a platform of length P in t seconds; the speed in km/hr asked.
    const v = until(
      () => ({ s: random.pick([10, 12, 15, 20, 25, 30]), t: random.int(10, 40), l: random.int(8, 30) * 10 }),
      (w) => w.s * w.t > w.l,
    );
    const platform = v.s * v.t - v.l;
    const show = kmh(random);
    const question = random.pick([
      `A train ${v.l} m long crosses a platform ${platform} m long in ${v.t} seconds. What is its speed in km/hr?`,
      `Calculate the speed, in km per hour, of a ${v.l} metre long train that takes ${v.t} seconds to cross a ${platform} metre platform.`,
    ]);
    return { question, options: numericOptions((v.s * 18) / 5, [v.s, (v.l / v.t) * 3.6, (v.s * 18) / 5 + 9], show, 6) };
  }),
  make('trains', 5, (random) => {
    // Two trains of equal length pass a post in t1 and t2 seconds; the time to cross each other, running opposite ways, asked.
    const v = until(
      () => ({ l: random.int(5, 30) * 10, t1: random.int(5, 20), t2: random.int(5, 30) }),
      (w) => w.t1 < w.t2 && isInt((w.l / w.t1) * 100) && isInt((w.l / w.t2) * 100) && quarter((2 * w.l) / (w.l / w.t1 + w.l / w.t2)),
    );
    const [s1, s2] = [v.l / v.t1, v.l / v.t2];
    const t = (2 * v.l) / (s1 + s2);
    const question = random.pick([
      `Two trains of equal length take ${v.t1} seconds and ${v.t2} seconds respectively to cross a telegraph post. If the length of each train is ${v.l} metres, in what time will they cross each other travelling in opposite directions?`,
      `Each of two trains is ${v.l} m long. One passes a signal pole in ${v.t1} s and the other in ${v.t2} s. How long will they take to cross each other when running towards each other?`,
    ]);
    return { question, options: numericOptions(t, [(v.t1 + v.t2) / 2, (2 * v.l) / (s1 - s2), t + 2], secs, 1) };
  }),
  make('trains', 6, (random) => {
    // Two trains pass a pole in t1 and t2 seconds; their lengths given; the ratio of their speeds asked.
    const v = until(
      () => ({ l1: random.int(5, 30) * 10, l2: random.int(5, 30) * 10, t1: random.int(6, 30), t2: random.int(6, 30) }),
      (w) => w.l1 !== w.l2 && w.t1 !== w.t2 && reduce([w.l1 * w.t2, w.l2 * w.t1]).every((x) => x <= 40) && reduce([w.l1 * w.t2, w.l2 * w.t1]).join() !== reduce([w.l1, w.l2]).join(),
    );
    const question = random.pick([
      `A train ${v.l1} m long passes a pole in ${v.t1} seconds and another train ${v.l2} m long passes the same pole in ${v.t2} seconds. Find the ratio of their speeds.`,
      `What is the ratio of the speeds of two trains, ${v.l1} metres and ${v.l2} metres long, that cross a lamp-post in ${v.t1} s and ${v.t2} s respectively?`,
    ]);
    return { question, options: ratioOptions([v.l1 * v.t2, v.l2 * v.t1], [[v.l1 * v.t1, v.l2 * v.t2], [v.l1, v.l2], [v.t2, v.t1]]) };
  }),
];

// ---------------------------------------------------------------- relative speed

const RELATIVE: readonly DoubtTemplate[] = [
  make('relative-speed', 1, (random) => {
    // A starts at a speed; B starts h hours later from the same place, faster; where B overtakes A asked.
    const v = until(
      () => ({ a: random.int(20, 60), b: random.int(30, 90), h: random.int(1, 4) }),
      (w) => w.b > w.a && (w.a * w.h * w.b) % (w.b - w.a) === 0,
    );
    const distance = (v.a * v.h * v.b) / (v.b - v.a);
    const show = kmh(random);
    const start = random.int(6, 9);
    const question = random.pick([
      `A starts from a town at ${start} a.m. and travels at ${show(v.a)}. B starts from the same town at ${start + v.h} a.m. in the same direction at ${show(v.b)}. At what distance from the town will B overtake A?`,
      `How far from the starting point will B catch up with A, if A sets out at ${show(v.a)} and B follows ${v.h} hours later along the same road at ${show(v.b)}?`,
    ]);
    return { question, options: numericOptions(distance, [v.a * v.h, (v.a * v.h * v.a) / (v.b - v.a), distance + 20], kms, 10) };
  }),
  make('relative-speed', 2, (random) => {
    // Two cars towards each other; after meeting they take t1 and t2 hours; the ratio of their speeds asked.
    const [p, q] = coprime(random, 1, 6);
    const [t1, t2] = [q * q, p * p];
    const question = random.pick([
      `Two cars start at the same time from P and Q towards each other. After meeting, they take ${t1} hours and ${t2} hours respectively to reach Q and P. Find the ratio of their speeds.`,
      `What is the ratio of the speeds of two cyclists who set off together from X and Y towards each other and, after meeting, reach Y and X in ${t1} hours and ${t2} hours respectively?`,
    ]);
    return { question, options: ratioOptions([p, q], [[t1, t2], [q, p], [t2, t1]]) };
  }),
  make('relative-speed', 3, (random) => {
    // Two people walk around a circular track in opposite directions; the time till they meet asked.
    const v = until(
      () => ({ a: random.int(2, 9), b: random.int(2, 9), len: random.int(2, 30) * 100 }),
      (w) => w.a !== w.b && (w.len / (w.a + w.b)) % 1 === 0,
    );
    const t = v.len / (v.a + v.b);
    const question = random.pick([
      `Two runners start from the same point on a circular track ${v.len} m long and run in opposite directions at ${v.a} m/s and ${v.b} m/s. After how many seconds will they meet for the first time?`,
      `A circular track is ${v.len} metres round. Two boys set off from one point on it, in opposite directions, at ${v.a} m/s and ${v.b} m/s. When do they first meet?`,
    ]);
    return { question, options: numericOptions(t, [v.len / Math.abs(v.a - v.b), v.len / v.a, t + 10], secs, 5) };
  }),
  make('relative-speed', 4, (random) => {
    // A policeman chases a thief who has a head start in metres; the distance the thief runs before being caught asked.
    const v = until(
      () => ({ th: random.int(6, 12), po: random.int(8, 16), gap: random.int(1, 10) * 50 }),
      (w) => w.po > w.th && ((w.gap * w.th) / (w.po - w.th)) % 1 === 0,
    );
    const run = (v.gap * v.th) / (v.po - v.th);
    const show = random.pick(['km/hr', 'kmph', 'km/h']);
    const question = random.pick([
      `Find the distance the thief runs before he is caught. A thief is spotted by a policeman from ${v.gap} m away; the thief runs at ${v.th} ${show} and the policeman chases at ${v.po} ${show}.`,
      `A policeman ${v.gap} metres behind a thief starts chasing him. If the thief runs at ${v.th} ${show} and the policeman at ${v.po} ${show}, how far will the thief have run when he is overtaken?`,
    ]);
    return { question, options: numericOptions(run, [run + v.gap, v.gap, run + 50], metres, 10) };
  }),
  make('relative-speed', 5, (random) => {
    // Two walkers leave one place in opposite directions at speeds in m/s; the minutes till they are d km apart asked.
    const v = until(
      () => ({ a: random.int(1, 5) * 0.5, b: random.int(1, 6) * 0.5, min: random.int(5, 60) }),
      (w) => w.a !== w.b && isInt((w.a + w.b) * 60 * w.min) && ((w.a + w.b) * 60 * w.min) % 100 === 0,
    );
    const km = ((v.a + v.b) * 60 * v.min) / 1000;
    const question = random.pick([
      `Two persons start walking from the same point at the same time in opposite directions at ${num(v.a)} m/s and ${num(v.b)} m/s. After how many minutes will they be ${num(km)} km apart?`,
      `In how many minutes will two joggers be ${num(km)} km apart, if they leave one spot together going opposite ways at ${num(v.a)} m/s and ${num(v.b)} m/s?`,
    ]);
    return { question, options: numericOptions(v.min, [(km * 1000) / Math.abs(v.a - v.b) / 60, v.min * 2, v.min + 5], (x) => `${num(x)} minutes`, 1) };
  }),
];


// ---------------------------------------------------------------- classic textbook forms

const CLASSICS: readonly DoubtTemplate[] = [
  make('ratio-share', 5, (random) => {
    // A gets p/q of what B gets, B gets r/s of what C gets; the shares asked after 'then'.
    const v = until(
      () => ({ p: random.int(1, 4), q: random.int(2, 5), r: random.int(1, 4), s: random.int(2, 5), unit: random.int(1, 12) * 10 }),
      (w) => w.p < w.q && w.r < w.s && gcd(w.p, w.q) === 1 && gcd(w.r, w.s) === 1,
    );
    // C = q s k, B = r q k, A = p r k.
    const [a, b, c] = [v.p * v.r * v.unit, v.r * v.q * v.unit, v.q * v.s * v.unit];
    const m = money(random);
    const question = random.pick([
      `If ${m(a + b + c)} be divided among A, B, C in such a way that A gets ${v.p}/${v.q} of what B gets and B gets ${v.r}/${v.s} of what C gets, then C's share is`,
      `${m(a + b + c)} is divided among P, Q, R so that P gets ${v.p}/${v.q} of what Q gets and Q gets ${v.r}/${v.s} of what R gets. What is R's share?`,
    ]);
    return { question, options: numericOptions(c, [a, b, (a + b + c) / 3], m, 10) };
  }),
  make('partnership', 4, (random) => {
    // A invests k times as much as B; B invests a fraction (in words) of what C invests; B's share asked.
    const [p, q, words] = wordFraction(random, ['2/3', '1/2', '3/4', '2/5', '3/5']);
    const k = random.int(2, 4);
    // C = q, B = p, A = k p (in parts).
    const [A, B, C] = [k * p, p, q];
    const unit = random.int(2, 40) * 50;
    const profit = (A + B + C) * unit;
    const m = money(random);
    const question = random.pick([
      `A, B and C enter into a partnership. A invests ${k === 2 ? 'twice' : k === 3 ? 'thrice' : `${k} times`} as much as B, and B invests ${words} of what C invests. At the end of the year the profit earned is ${m(profit)}. What is the share of B?`,
      `In a business A puts in ${k} times as much money as B, while B's investment is ${words} of C's. Find B's share of a profit of ${m(profit)}.`,
    ]);
    return { question, options: numericOptions(B * unit, [A * unit, C * unit, profit / 3], m, 50) };
  }),
  make('ages', 6, (random) => {
    // The product of two ages, and twice one is more than the other by d years; the one asked.
    const v = until(
      () => ({ n: random.int(5, 25), d: random.int(1, 8) }),
      (w) => 2 * w.n - w.d > w.n && 2 * w.n - w.d < 60,
    );
    const a = 2 * v.n - v.d;
    const [x, y] = two(random);
    const question = random.pick([
      `The product of the ages of ${x} and ${y} is ${a * v.n}. If twice the age of ${y} is more than ${x}'s age by ${v.d} years, what is ${y}'s age?`,
      `${x}'s age multiplied by ${y}'s age gives ${a * v.n}. Twice ${y}'s age exceeds ${x}'s age by ${v.d} years. Find the age of ${y}.`,
    ]);
    return { question, options: wholeOptions(v.n, [a, v.n + v.d, a - v.n], yrs) };
  }),
  make('boats', 5, (random) => {
    // Upstream and downstream rates; both the still-water rate and the current asked.
    const [b, s] = until(
      () => [random.int(4, 20) + random.pick([0, 0.5]), random.int(1, 5) + random.pick([0, 0.5])] as [number, number],
      ([x, y]) => x > y + 1,
    );
    const unit = random.pick(['km/hr', 'kmph', 'km/h']);
    const question = random.pick([
      `A man can row upstream at ${num(b - s)} ${unit} and downstream at ${num(b + s)} ${unit}. Find the man's rate in still water and the rate of the current.`,
      `Rowing with the stream a boat makes ${num(b + s)} ${unit} and against it ${num(b - s)} ${unit}. What are the speed of the boat in still water and the speed of the stream respectively?`,
    ]);
    const pair = (x: number, y: number) => `${num(x)} ${unit}, ${num(y)} ${unit}`;
    return { question, options: [pair(b, s), pair(s, b), pair(b + s, b - s), pair(b - 0.5, s + 0.5)] };
  }),
  make('trains', 7, (random) => {
    // A jogger ahead of the engine of a train going the same way; the time to pass him asked.
    const v = until(
      () => ({ j: random.pick([6, 9, 12]), t: random.pick([36, 45, 54, 63, 72]), ahead: random.int(10, 40) * 10, len: random.int(8, 30) * 10 }),
      (w) => w.t > w.j && (((w.ahead + w.len) * 18) / ((w.t - w.j) * 5)) % 1 === 0,
    );
    const time = ((v.ahead + v.len) * 18) / ((v.t - v.j) * 5);
    const question = random.pick([
      `A jogger running at ${v.j} kmph alongside a railway track is ${v.ahead} metres ahead of the engine of a ${v.len} metres long train running at ${v.t} kmph in the same direction. In how much time will the train pass the jogger?`,
      `A man jogging at ${v.j} km/hr beside the track is ${v.ahead} m ahead of the engine of a train ${v.len} m long that runs at ${v.t} km/hr in the same direction. How long will the train take to pass him?`,
    ]);
    return { question, options: numericOptions(time, [(v.ahead * 18) / ((v.t - v.j) * 5), ((v.ahead + v.len) * 18) / ((v.t + v.j) * 5), time + 4], secs, 2) };
  }),
  make('relative-speed', 6, (random) => {
    // A thief noticed from a distance; the gap left after some minutes of the chase asked.
    const v = until(
      () => ({ th: random.int(8, 12), po: random.int(9, 15), gap: random.int(2, 8) * 50, min: random.pick([3, 6, 9, 12]) }),
      (w) => w.po > w.th && ((w.po - w.th) * 1000 * w.min) / 60 < w.gap && (((w.po - w.th) * 1000 * w.min) / 60) % 1 === 0,
    );
    const closed = ((v.po - v.th) * 1000 * v.min) / 60;
    const question = random.pick([
      `A thief is noticed by a policeman from a distance of ${v.gap} m. The thief starts running and the policeman chases him. The thief and the policeman run at the rate of ${v.th} km and ${v.po} km per hour respectively. What is the distance between them after ${v.min} minutes?`,
      `A policeman sees a thief ${v.gap} metres ahead and gives chase. If the thief runs at ${v.th} km/hr and the policeman at ${v.po} km/hr, how far apart will they be after ${v.min} minutes?`,
    ]);
    return { question, options: numericOptions(v.gap - closed, [closed, v.gap + closed, v.gap - closed / 2], metres, 10) };
  }),
  make('profit-loss', 5, (random) => {
    // The cost price of n articles equals the selling price of x; the profit per cent given; x asked.
    const v = until(
      () => ({ n: random.int(10, 40), g: random.pick([10, 20, 25, 50]) }),
      (w) => ((w.n * 100) / (100 + w.g)) % 1 === 0,
    );
    const x = (v.n * 100) / (100 + v.g);
    const question = random.pick([
      `The cost price of ${v.n} articles is the same as the selling price of x articles. If the profit is ${v.g}%, then the value of x is`,
      `If the cost price of ${v.n} pens equals the selling price of x pens and the gain is ${v.g} per cent, find x.`,
    ]);
    return { question, options: wholeOptions(x, [v.n - v.g / 5, (v.n * (100 - v.g)) / 100, x + 2], (n) => num(n)) };
  }),
  make('profit-loss', 6, (random) => {
    // Bought so many dozen at a price per dozen, sold each at a price; the profit per cent asked.
    const v = until(
      () => ({ dozens: random.int(5, 30), perDozen: random.int(20, 60) * 5, each: random.int(10, 60) }),
      (w) => w.each * 12 > w.perDozen && ((w.each * 12 - w.perDozen) * 100 / w.perDozen * 100) % 1 === 0,
    );
    const profit = ((v.each * 12 - v.perDozen) * 100) / v.perDozen;
    const m = money(random);
    const question = random.pick([
      `Sam purchased ${v.dozens} dozens of toys at the rate of ${m(v.perDozen)} per dozen. He sold each one of them at the rate of ${m(v.each)}. What was his percentage profit?`,
      `A shopkeeper buys ${v.dozens} dozen pens at ${m(v.perDozen)} a dozen and sells them at ${m(v.each)} each. Find his gain per cent.`,
    ]);
    return { question, options: numericOptions(profit, [((v.each * 12 - v.perDozen) * 100) / (v.each * 12), profit + 5, profit / 2], (x) => `${num(x)}%`, 1) };
  }),
  make('boats', 6, (random) => {
    // Downstream d km in t1 hours; the same distance upstream said in its own clause; the still-water speed asked.
    const v = until(
      () => ({ b: random.int(4, 20), s: random.int(1, 6), t1: random.int(1, 6) }),
      (w) => w.b > w.s && ((w.b + w.s) * w.t1) % (w.b - w.s) === 0,
    );
    const d = (v.b + v.s) * v.t1;
    const t2 = d / (v.b - v.s);
    const show = kmh(random);
    const question = random.pick([
      `A boat running downstream covers a distance of ${d} km in ${v.t1} hours while for covering the same distance upstream, it takes ${t2} hours. What is the speed of the boat in still water?`,
      `A boat covers ${d} km downstream in ${v.t1} hours, while to cover the same distance upstream it takes ${t2} hours. Find the speed of the stream.`,
    ]);
    const asksStream = question.includes('speed of the stream');
    return { question, options: numericOptions(asksStream ? v.s : v.b, [asksStream ? v.b : v.s, v.b + v.s, v.b - v.s], show, 1) };
  }),
  make('boats', 7, (random) => {
    // Against the stream takes k times as long as in favour of it; the ratio of boat to stream asked.
    const k = random.int(2, 5);
    const words = k === 2 ? 'twice' : k === 3 ? 'thrice' : `${k} times`;
    const question = random.pick([
      `A man takes ${words} as long to row a distance against the stream as to row the same distance in favour of the stream. The ratio of the speed of the boat in still water and the stream is`,
      `Rowing against the current takes ${words} as long as rowing the same distance in favour of the current. Find the ratio of the speed of the boat in still water to the speed of the current.`,
    ]);
    return { question, options: ratioOptions([k + 1, k - 1], [[k, 1], [k - 1, k + 1], [k + 1, 1]]) };
  }),
  make('ratio-combine', 5, (random) => {
    // Two groups in a ratio; each grows by its own percentage, said as a noun; the new ratio asked.
    const v = until(
      () => ({ a: random.int(2, 9), b: random.int(2, 9), p: random.pick([10, 20, 25, 30, 40, 50]), q: random.pick([5, 10, 15, 20, 25, 30]) }),
      (w) => w.a !== w.b && gcd(w.a, w.b) === 1 && w.p !== w.q && reduce([w.a * (100 + w.p), w.b * (100 + w.q)]).every((x) => x <= 60),
    );
    const [x, y] = random.pick([['boys', 'girls'], ['men', 'women'], ['science students', 'arts students']] as const);
    const question = random.pick([
      `The ratio of the number of ${x} and ${y} in a college is ${v.a} : ${v.b}. If the percentage increase in the number of ${x} and ${y} be ${v.p}% and ${v.q}% respectively, what will be the new ratio?`,
      `In a school the ${x} and the ${y} are in the ratio ${v.a}:${v.b}. What will the ratio be if the increase in the number of ${x} and ${y} is ${v.p}% and ${v.q}% respectively?`,
    ]);
    return { question, options: ratioOptions([v.a * (100 + v.p), v.b * (100 + v.q)], [[v.a * (100 + v.q), v.b * (100 + v.p)], [v.a + v.p, v.b + v.q], [v.a, v.b]]) };
  }),
  make('average', 6, (random) => {
    // A class average and the boys' and girls' averages said as 'the average of the boys is'; one count asked.
    const v = until(
      () => ({ boys: random.int(5, 30), girls: random.int(5, 30), b: random.int(40, 80), g: random.int(40, 80) }),
      (w) => w.b !== w.g && ((w.boys * w.b + w.girls * w.g) / (w.boys + w.girls)) % 1 === 0,
    );
    const n = v.boys + v.girls;
    const all = (v.boys * v.b + v.girls * v.g) / n;
    const askBoys = random.next() < 0.5;
    const question = random.pick([
      `The average marks of ${n} students is ${all}. The average of the boys is ${v.b} and of the girls is ${v.g}. How many ${askBoys ? 'boys' : 'girls'} are there?`,
      `A class of ${n} students has an average of ${all} marks. The average marks of the boys is ${v.b} and that of the girls is ${v.g}. Find the number of ${askBoys ? 'boys' : 'girls'}.`,
    ]);
    const right = askBoys ? v.boys : v.girls;
    return { question, options: wholeOptions(right, [n - right, right + 2, Math.abs(v.b - v.g)], (x) => num(x)) };
  }),
  make('ratio-share', 6, (random) => {
    // A gets a fraction of the whole, B a fraction of the remainder; C, never said to get the rest, asked.
    const [p1, q1, w1] = wordFraction(random, ['1/4', '1/3', '1/5', '2/5']);
    const [p2, q2, w2] = wordFraction(random, ['2/5', '1/3', '1/2', '3/4']);
    const whole = until(
      () => random.int(2, 60) * 100,
      (x) => (x * p1) % q1 === 0 && ((x - (x * p1) / q1) * p2) % q2 === 0,
    );
    const a = (whole * p1) / q1;
    const b = ((whole - a) * p2) / q2;
    const c = whole - a - b;
    const m = money(random);
    const question = random.pick([
      `${m(whole)} is divided among A, B and C. A gets ${w1} of the total and B gets ${w2} of the remainder. How much does C get?`,
      `${m(whole)} is shared among P, Q and R. P takes ${p1}/${q1} of the amount and Q gets ${p2}/${q2} of the remaining amount. What is R's share?`,
    ]);
    return { question, options: numericOptions(c, [b, a, whole - a], m, 100) };
  }),
  make('ages', 7, (random) => {
    // Two present ages; how many years ago (or after how many years) their ratio was (will be) p : q.
    const v = until(
      () => ({ a: random.int(10, 60), b: random.int(10, 70), t: random.int(2, 15), back: random.next() < 0.5 }),
      (w) => w.a < w.b && (!w.back || w.a - w.t > 0) && reduce([w.a + (w.back ? -w.t : w.t), w.b + (w.back ? -w.t : w.t)]).every((x) => x <= 20) && reduce([w.a + (w.back ? -w.t : w.t), w.b + (w.back ? -w.t : w.t)]).join() !== reduce([w.a, w.b]).join(),
    );
    const [p, q] = reduce([v.a + (v.back ? -v.t : v.t), v.b + (v.back ? -v.t : v.t)]) as [number, number];
    const [x, y] = two(random);
    const question = v.back
      ? random.pick([
          `${x} is ${v.a} years old and ${y} is ${v.b} years old. How many years ago was the ratio of their ages ${p} : ${q}?`,
          `The present ages of ${x} and ${y} are ${v.a} and ${v.b} years. How many years back was the ratio of their ages ${p}:${q}?`,
        ])
      : random.pick([
          `${x} is ${v.a} years old and ${y} is ${v.b} years old. After how many years will the ratio of their ages be ${p} : ${q}?`,
          `The present ages of ${x} and ${y} are ${v.a} and ${v.b} years. In how many years will the ratio of their ages become ${p}:${q}?`,
        ]);
    return { question, options: wholeOptions(v.t, [v.t + 2, v.t * 2, Math.abs(v.b - v.a)], yrs) };
  }),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...PROFIT, ...SHARE, ...COMBINE, ...PARTNERS, ...AVERAGES, ...AGES, ...BOATS, ...TRAINS, ...RELATIVE, ...CLASSICS];
