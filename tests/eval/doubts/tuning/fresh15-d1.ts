import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { cap, coprime, gcd, isInt, num, numericOptions, ratioOptions, reduce, type Show, small, sumOf, times, two, until, wholeOptions } from './quant-kit';

/**
 * Round-15 templates for ages, combined ratios and averages (ids 'fresh15-d1/<kind>/<n>'), written
 * as SSC, bank, CLAT-mock and student-chat questions word them: ages a few years ago against a few
 * years hence, children born at intervals, a mother's age at a birth, present ages whose product is
 * given; ratios chained through a shared term, 2A = 3B = 4C, the fourth, third and mean
 * proportional, a compounded or duplicate ratio; the average of the first n odd numbers, a teacher
 * joining a class, a batsman's or bowler's average, results that overlap, a mark misread. Each
 * template computes its own answer; the wrong options are the usual slips.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh15-d1/${kind}/${n}`, draw });

const yrs: Show = (x) => `${num(x)} years`;
const kgs: Show = (x) => `${num(x)} kg`;
const plain: Show = (x) => num(x);

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  make('ages', 1, (random) => {
    // (A - k) : (B + k) and (A + k) : (B - k) given; A asked.
    const v = until(
      () => ({ a: random.int(12, 60), b: random.int(12, 60), k: random.pick([2, 3, 4, 5, 6, 8, 10]) }),
      (w) => w.a !== w.b && w.b - w.k > 0 && reduce([w.a - w.k, w.b + w.k])[0]! <= 15 && reduce([w.a + w.k, w.b - w.k])[0]! <= 15 && reduce([w.a - w.k, w.b + w.k]).join() !== reduce([w.a + w.k, w.b - w.k]).join(),
    );
    const [p, q] = reduce([v.a - v.k, v.b + v.k]) as [number, number];
    const [r, s] = reduce([v.a + v.k, v.b - v.k]) as [number, number];
    const [x, y] = two(random);
    const k = small(random, v.k);
    const question = random.pick([
      `The ratio of ${x}'s age ${k} years ago to ${y}'s age ${k} years hence is ${p} : ${q}, and the ratio of ${x}'s age ${k} years hence to ${y}'s age ${k} years ago is ${r} : ${s}. What is the present age of ${x}?`,
      `${k} years ago ${x}'s age and ${y}'s age ${k} years from now are in the ratio ${p}:${q}. Also ${x}'s age after ${k} years and ${y}'s age ${k} years back are in the ratio ${r}:${s}. Find ${x}'s present age.`,
    ]);
    return { question, options: wholeOptions(v.a, [v.b, v.a + v.k, v.a - v.k], yrs) };
  }),
  make('ages', 2, (random) => {
    // n children born d years apart; the sum of their ages given; the youngest asked.
    const n = random.int(3, 6);
    const d = random.int(2, 4);
    const youngest = random.int(1, 10);
    const sum = n * youngest + (d * n * (n - 1)) / 2;
    const question = random.pick([
      `The sum of the ages of ${small(random, n)} children born at intervals of ${small(random, d)} years each is ${sum} years. What is the age of the youngest child?`,
      `${cap(small(random, n))} children were born ${d} years apart. If the total of their present ages is ${sum} years, how old is the youngest?`,
      `sum of ages of ${n} kids born at intervals of ${d} yrs each = ${sum} yrs. age of youngest??`,
    ]);
    return { question, options: wholeOptions(youngest, [youngest + d, sum / n, youngest + d * (n - 1)], yrs) };
  }),
  make('ages', 3, (random) => {
    // Father m times the son now; after t years, n times. Father asked.
    const v = until(
      () => ({ son: random.int(4, 25), m: random.int(3, 5), n: random.int(2, 3), t: random.int(4, 20) }),
      (w) => w.m > w.n && w.m * w.son + w.t === w.n * (w.son + w.t),
    );
    const f = v.m * v.son;
    const [x] = two(random);
    const question = random.pick([
      `A father is ${times(v.m)} as old as his son. After ${v.t} years, the father will be ${times(v.n)} as old as his son. What is the father's present age?`,
      `${x}'s father is now ${times(v.m)} as old as ${x}. ${cap(small(random, v.t))} years hence he will be only ${times(v.n)} as old as ${x}. Find the present age of the father.`,
    ]);
    return { question, options: wholeOptions(f, [v.son, f + v.t, v.son * v.n], yrs) };
  }),
  make('ages', 4, (random) => {
    // Present ages a:b, product given; the age after t years asked.
    const [a, b] = coprime(random, 2, 9);
    const u = random.int(2, 8);
    const t = random.int(3, 10);
    const [x, y] = two(random);
    const product = a * u * b * u;
    const question = random.pick([
      `The present ages of ${x} and ${y} are in the ratio ${a} : ${b} and the product of their ages is ${product}. What will be ${y}'s age after ${t} years?`,
      `Ages of ${x} and ${y} are in the ratio of ${a}:${b} at present. If the product of their present ages is ${product}, find ${y}'s age ${t} years hence.`,
    ]);
    return { question, options: wholeOptions(b * u + t, [b * u, a * u + t, b * u - t], yrs) };
  }),
  make('ages', 5, (random) => {
    // A is k older than B; B is m times C; the total given; B asked.
    const c = random.int(3, 15);
    const m = random.int(2, 3);
    const k = random.int(1, 6);
    const b = m * c;
    const total = b + k + b + c;
    const [P, Q, R] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], ['X', 'Y', 'Z']] as const);
    const question = random.pick([
      `${P} is ${small(random, k)} years older than ${Q}, who is ${times(m)} as old as ${R}. If the total of the ages of ${P}, ${Q} and ${R} is ${total}, how old is ${Q}?`,
      `${P} is elder to ${Q} by ${k} years and ${Q}'s age is ${times(m)} that of ${R}. The sum of the ages of all three is ${total} years. Find the age of ${Q}.`,
    ]);
    return { question, options: wholeOptions(b, [c, b + k, total / 3], yrs) };
  }),
  make('ages', 6, (random) => {
    // Man m times his son; t years ago n times. Man asked.
    const v = until(
      () => ({ son: random.int(5, 20), m: random.int(3, 5), n: random.int(5, 11), t: random.int(2, 10) }),
      (w) => w.n > w.m && w.son > w.t && w.m * w.son - w.t === w.n * (w.son - w.t),
    );
    const man = v.m * v.son;
    const question = random.pick([
      `The age of a man is ${times(v.m)} that of his son. ${cap(small(random, v.t))} years ago, the man was ${times(v.n)} as old as his son was at that time. What is the present age of the man?`,
      `A man is ${v.m} times as old as his son now. ${v.t} yrs back he was ${v.n} times as old as the son. man's present age = ?`,
    ]);
    return { question, options: wholeOptions(man, [v.son, man - v.t, man + v.t], yrs) };
  }),
  make('ages', 7, (random) => {
    // The mother was g when the son was born; now m times the son. Son asked.
    const m = random.int(2, 4);
    const son = until(
      () => random.int(6, 20),
      (s) => (m - 1) * s >= 18 && (m - 1) * s <= 40,
    );
    const g = (m - 1) * son;
    const [x] = two(random);
    const question = random.pick([
      `A mother was ${g} years old when her son was born. At present she is ${times(m)} as old as her son. What is the son's present age?`,
      `${x} was born when his mother was ${g} years old. If the mother's age now is ${times(m)} ${x}'s age, find ${x}'s present age.`,
    ]);
    return { question, options: wholeOptions(son, [m * son, g / m, son + m], yrs) };
  }),
  make('ages', 8, (random) => {
    // Ages differ by d; t years ago the elder was m times the younger. Elder asked.
    const v = until(
      () => ({ y: random.int(12, 40), m: random.int(2, 3), t: random.int(3, 15) }),
      (w) => w.y > w.t,
    );
    const elder = v.m * (v.y - v.t) + v.t;
    const d = elder - v.y;
    const question = random.pick([
      `The difference between the ages of two persons is ${d} years. ${cap(small(random, v.t))} years ago, the elder one was ${times(v.m)} as old as the younger one. What is the present age of the elder person?`,
      `Two persons differ in age by ${d} years. ${v.t} years back the elder was ${times(v.m)} as old as the younger. Find the present age of the elder.`,
    ]);
    return { question, options: wholeOptions(elder, [v.y, elder - v.t, d * v.m], yrs) };
  }),
  make('ages', 9, (random) => {
    // Q as much younger than R as older than T; R + T given; Q asked.
    const q = random.int(12, 40);
    const gap = random.int(2, 9);
    const sum = 2 * q;
    const [P, R, T] = random.pick([['Q', 'R', 'T'], ['B', 'A', 'C'], ['Mohan', 'Sohan', 'Rohan']] as const);
    const question = random.pick([
      `${P} is as much younger than ${R} as he is older than ${T}. If the sum of the ages of ${R} and ${T} is ${sum} years, what is the age of ${P}?`,
      `${P} is as much older than ${T} as he is younger than ${R}. The ages of ${R} and ${T} add up to ${sum} years. How old is ${P}?`,
    ]);
    return { question, options: wholeOptions(q, [q + gap, q - gap, sum], yrs) };
  }),
  make('ages', 10, (random) => {
    // Present A is p/q of B; after t years the ratio is r:s. A asked.
    const v = until(
      () => ({ p: random.int(1, 5), q: random.int(2, 7), u: random.int(3, 9), t: random.int(2, 12) }),
      (w) => w.p < w.q && gcd(w.p, w.q) === 1 && reduce([w.p * w.u + w.t, w.q * w.u + w.t])[1]! <= 20,
    );
    const a = v.p * v.u;
    const b = v.q * v.u;
    const [r, s] = reduce([a + v.t, b + v.t]) as [number, number];
    const [x, y] = two(random);
    const frac = `${v.p}/${v.q}`;
    const question = random.pick([
      `The present age of ${x} is ${frac} of the present age of ${y}. After ${v.t} years, the ratio of their ages will be ${r} : ${s}. What is ${x}'s present age?`,
      `${x}'s age is ${frac} of ${y}'s age now. ${cap(small(random, v.t))} years later their ages will be in the ratio ${r}:${s}. Find the present age of ${x}.`,
    ]);
    return { question, options: wholeOptions(a, [b, a + v.t, b - a], yrs) };
  }),
  make('ages', 11, (random) => {
    // Sum now; t years ago the product of their ages was k times the parent's age then: the child was k then.
    const v = until(
      () => ({ t: random.int(3, 10), k: random.int(3, 15), gap: random.int(20, 35) }),
      (w) => w.k + w.t + w.gap <= 80,
    );
    const child = v.k + v.t;
    const parent = child + v.gap;
    const [p, c] = random.pick([['father', 'son'], ['mother', 'daughter'], ['father', 'daughter'], ['mother', 'son']] as const);
    const pron = p === 'father' ? 'his' : 'her';
    const question = random.pick([
      `The sum of the ages of a ${p} and ${pron} ${c} is ${parent + child} years. ${cap(small(random, v.t))} years ago, the product of their ages was ${v.k} times the ${p}'s age at that time. The present age of the ${p} is`,
      `The sum of the present ages of a ${p} and ${pron} ${c} is ${parent + child} years. ${v.t} years ago, the product of their ages was ${v.k} times the ${p}'s age at that time. What is the ${c}'s present age?`,
    ]);
    const asksParent = question.endsWith(`${p} is`);
    return { question, options: wholeOptions(asksParent ? parent : child, asksParent ? [child, parent - v.t, parent + v.t] : [parent, v.k, child + v.t], yrs) };
  }),
  make('ages', 12, (random) => {
    // A group's sum of ages now; the sum some years on (or back).
    const n = random.int(3, 7);
    const sum = random.int(n * 12, n * 40);
    const t = random.int(2, 8);
    const later = random.next() < 0.6;
    const value = later ? sum + n * t : sum - n * t;
    const group = random.pick(['family', 'group']);
    const question = later
      ? random.pick([
          `The sum of the ages of a ${group} of ${small(random, n)} members is ${sum} years. What will be the sum of their ages after ${t} years?`,
          `Sum of ages of a ${group} of ${n} is ${sum} years. What will be the total of their ages ${t} years hence?`,
        ])
      : `The sum of the present ages of a ${group} of ${small(random, n)} members is ${sum} years. What was the sum of their ages ${t} years ago?`;
    return { question, options: wholeOptions(value, [later ? sum + t : sum - t, later ? sum - n * t : sum + n * t, sum], yrs) };
  }),
  make('ages', 13, (random) => {
    // Ratio now, ratio after t years, ratio at the marriage: how long ago the marriage was.
    const v = until(
      () => ({ h: random.int(28, 60), w: random.int(22, 55), t: random.int(3, 10), m: random.int(3, 15) }),
      (x) => {
        if (!(x.h > x.w) || x.w - x.m < 18) return false;
        const [now, later, then] = [reduce([x.h, x.w]), reduce([x.h + x.t, x.w + x.t]), reduce([x.h - x.m, x.w - x.m])];
        return Math.max(...now, ...later, ...then) <= 15 && new Set([now.join(), later.join(), then.join()]).size === 3;
      },
    );
    const [a, b] = reduce([v.h, v.w]) as [number, number];
    const [c, d] = reduce([v.h + v.t, v.w + v.t]) as [number, number];
    const [e, f] = reduce([v.h - v.m, v.w - v.m]) as [number, number];
    const question = random.pick([
      `The ratio of the ages of a man and his wife is ${a} : ${b}. After ${v.t} years, this ratio will be ${c} : ${d}. If at the time of marriage the ratio was ${e} : ${f}, then how many years ago were they married?`,
      `The present ages of a husband and his wife are in the ratio ${a} : ${b}. ${cap(small(random, v.t))} years hence the ratio will be ${c} : ${d}. The ratio of their ages was ${e} : ${f} at the time of their marriage. How many years ago did they get married?`,
    ]);
    return { question, options: wholeOptions(v.m, [v.t, v.m + v.t, v.w - v.m], yrs) };
  }),
];

// ---------------------------------------------------------------- combined ratios

const COMBINE: readonly DoubtTemplate[] = [
  make('ratio-combine', 1, (random) => {
    // A:B and B:C; A:C asked.
    const [a, b] = coprime(random, 1, 9);
    const [c, d] = coprime(random, 1, 9);
    const [P, Q, R] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], ['x', 'y', 'z']] as const);
    const question = random.pick([
      `If ${P} : ${Q} = ${a} : ${b} and ${Q} : ${R} = ${c} : ${d}, then ${P} : ${R} is`,
      `Given ${P}:${Q} = ${a}:${b} and ${Q}:${R} = ${c}:${d}, find ${P}:${R}.`,
      `${P} : ${Q} is ${a} : ${b} and ${Q} : ${R} is ${c} : ${d}. What is the ratio of ${P} to ${R}?`,
    ]);
    return { question, options: ratioOptions([a * c, b * d], [[a, d], [a * d, b * c], [b * d, a * c]]) };
  }),
  make('ratio-combine', 2, (random) => {
    // A:B and B:C with the total; B asked.
    const [a, b] = coprime(random, 1, 9);
    const [c, d] = coprime(random, 1, 9);
    const parts = reduce([a * c, b * c, b * d]);
    const unit = random.int(2, 30);
    const total = sumOf(parts) * unit;
    const question = random.pick([
      `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, and A + B + C = ${total}, find the value of B.`,
      `Three numbers A, B and C are such that A : B = ${a}:${b} and B : C = ${c}:${d}. If their sum is ${total}, what is B?`,
    ]);
    return { question, options: numericOptions(parts[1]! * unit, [parts[0]! * unit, parts[2]! * unit, (total * b) / (a + b + c + d)], plain) };
  }),
  make('ratio-combine', 3, (random) => {
    // xA = yB = zC; A:B:C asked.
    const [x, y, z] = until(
      () => random.shuffle([2, 3, 4, 5, 6, 7]).slice(0, 3),
      (t) => new Set(t).size === 3,
    ) as [number, number, number];
    const ans = [y * z, x * z, x * y];
    const question = random.pick([
      `If ${x}A = ${y}B = ${z}C, then A : B : C is`,
      `${x}A = ${y}B = ${z}C. Find A:B:C.`,
      `If ${x} times A equals ${y} times B which equals ${z} times C, what is A : B : C?`,
    ]);
    return { question, options: ratioOptions(ans, [[x, y, z], [z, y, x], [x * y, y * z, x * z]]) };
  }),
  make('ratio-combine', 4, (random) => {
    // The fourth proportional to a, b, c.
    const v = until(
      () => ({ a: random.int(2, 20), b: random.int(2, 40), c: random.int(2, 40) }),
      (w) => isInt((w.b * w.c) / w.a) && w.a !== w.b && w.b !== w.c && w.a !== w.c,
    );
    const d = (v.b * v.c) / v.a;
    const question = random.pick([
      `Find the fourth proportional to ${v.a}, ${v.b} and ${v.c}.`,
      `The fourth proportional to ${v.a}, ${v.b}, ${v.c} is`,
      `what is the 4th proportional of ${v.a}, ${v.b} and ${v.c}?`,
    ]);
    return { question, options: wholeOptions(d, [(v.a * v.c) / v.b, (v.a * v.b) / v.c, v.b + v.c - v.a], plain) };
  }),
  make('ratio-combine', 5, (random) => {
    // The mean proportional between a and b.
    const v = until(
      () => ({ m: random.int(2, 12), x: random.int(2, 40) }),
      (w) => (w.m * w.m) % w.x === 0 && w.x !== w.m && (w.m * w.m) / w.x !== w.x,
    );
    const other = (v.m * v.m) / v.x;
    const question = random.pick([
      `The mean proportional between ${v.x} and ${other} is`,
      `Find the mean proportional of ${v.x} and ${other}.`,
      `What is the mean proportional between ${v.x} and ${other}?`,
    ]);
    return { question, options: wholeOptions(v.m, [(v.x + other) / 2, v.m * 2, v.m + 1], plain) };
  }),
  make('ratio-combine', 6, (random) => {
    // The third proportional to a and b.
    const v = until(
      () => ({ a: random.int(2, 20), b: random.int(3, 40) }),
      (w) => w.a !== w.b && (w.b * w.b) % w.a === 0 && (w.b * w.b) / w.a <= 400,
    );
    const t = (v.b * v.b) / v.a;
    const question = random.pick([
      `The third proportional to ${v.a} and ${v.b} is`,
      `Find the third proportional to ${v.a} and ${v.b}.`,
      `What is the third proportional of ${v.a} and ${v.b}?`,
    ]);
    return { question, options: wholeOptions(t, [v.a * v.b, 2 * v.b - v.a, (v.a * v.a) / v.b], plain) };
  }),
  make('ratio-combine', 7, (random) => {
    // The compounded ratio of three ratios.
    const rs = [coprime(random, 1, 9), coprime(random, 1, 9), coprime(random, 1, 9)];
    const ans = [rs[0]![0] * rs[1]![0] * rs[2]![0], rs[0]![1] * rs[1]![1] * rs[2]![1]];
    const list = rs.map(([p, q]) => `${p} : ${q}`);
    const question = random.pick([
      `The compounded ratio of ${list[0]}, ${list[1]} and ${list[2]} is`,
      `Find the compound ratio of (${rs[0]![0]}:${rs[0]![1]}), (${rs[1]![0]}:${rs[1]![1]}) and (${rs[2]![0]}:${rs[2]![1]}).`,
      `What is the ratio compounded of ${list[0]}, ${list[1]} and ${list[2]}?`,
    ]);
    return { question, options: ratioOptions(ans, [[ans[1]!, ans[0]!], [sumOf(rs.map((r) => r[0])), sumOf(rs.map((r) => r[1]))], [rs[0]![0] * rs[1]![1] * rs[2]![0], rs[0]![1] * rs[1]![0] * rs[2]![1]]]) };
  }),
  make('ratio-combine', 8, (random) => {
    // Duplicate / triplicate / sub-duplicate ratio of a:b.
    const [a, b] = coprime(random, 1, 9);
    const form = random.pick(['duplicate', 'triplicate', 'sub-duplicate'] as const);
    const ans = form === 'duplicate' ? [a * a, b * b] : form === 'triplicate' ? [a ** 3, b ** 3] : [a, b];
    const shown = form === 'sub-duplicate' ? [a * a, b * b] : [a, b];
    const question = random.pick([`The ${form} ratio of ${shown[0]} : ${shown[1]} is`, `Find the ${form} ratio of ${shown[0]}:${shown[1]}.`]);
    return { question, options: ratioOptions(ans, [[2 * a, 2 * b], [3 * a, 3 * b], [ans[1]!, ans[0]!], [a * a * a, b * b * b], [a * a, b * b]]) };
  }),
  make('ratio-combine', 9, (random) => {
    // A:B and A:C; B:C asked.
    const [a, b] = coprime(random, 1, 9);
    const [c, d] = coprime(random, 1, 9);
    const question = random.pick([
      `If A : B = ${a} : ${b} and A : C = ${c} : ${d}, then B : C is`,
      `A:B = ${a}:${b}, A:C = ${c}:${d}. Find B:C`,
    ]);
    return { question, options: ratioOptions([b * c, a * d], [[b, d], [a * d, b * c], [b * d, a * c]]) };
  }),
  make('ratio-combine', 10, (random) => {
    // Incomes in a:b, expenditures c:d, each saves S; the first income asked.
    const v = until(
      () => ({ ab: coprime(random, 2, 9), cd: coprime(random, 2, 9), s: random.int(2, 30) * 500 }),
      (w) => {
        const [a, b] = w.ab;
        const [c, d] = w.cd;
        const den = a * d - b * c;
        if (den === 0) return false;
        const k = (w.s * (d - c)) / den;
        const e = (w.s * (b - a)) / den;
        return k > 0 && e > 0 && isInt(k) && isInt(e);
      },
    );
    const [a, b] = v.ab;
    const [c, d] = v.cd;
    const k = (v.s * (d - c)) / (a * d - b * c);
    const [x, y] = two(random);
    const question = random.pick([
      `The incomes of ${x} and ${y} are in the ratio ${a} : ${b} and their expenditures are in the ratio ${c} : ${d}. If each of them saves Rs. ${v.s}, find ${x}'s income.`,
      `Monthly incomes of ${x} and ${y} are in the ratio ${a}:${b} and their expenses in the ratio ${c}:${d}. Each saves ₹${v.s} per month. What is the monthly income of ${x}?`,
    ]);
    return { question, options: wholeOptions(a * k, [b * k, v.s * a, a * k + v.s], (n) => `Rs. ${n}`, 500) };
  }),
];

// ---------------------------------------------------------------- averages

const AVERAGE: readonly DoubtTemplate[] = [
  make('average', 1, (random) => {
    // The average of the first n natural / odd / even numbers.
    const kind = random.pick(['natural', 'odd', 'even'] as const);
    const n = random.int(8, 60);
    const avg = kind === 'natural' ? (n + 1) / 2 : kind === 'odd' ? n : n + 1;
    const question = random.pick([
      `What is the average of the first ${n} ${kind} numbers?`,
      `Find the average of first ${n} ${kind} numbers.`,
      `avg of first ${n} ${kind} nos = ?`,
    ]);
    return { question, options: numericOptions(avg, [n / 2, n, n + 1, (n + 1) / 2, 2 * n], plain, 0.5) };
  }),
  make('average', 2, (random) => {
    // A class's average weight rises when the teacher is included.
    const n = random.int(15, 40);
    const w = random.int(30, 50);
    const rise = random.pick([0.5, 1, 1.5, 2]);
    const teacher = w + rise * (n + 1);
    const question = random.pick([
      `The average weight of ${n} students in a class is ${w} kg. When the weight of the teacher is also included, the average increases by ${num(rise)} kg. What is the weight of the teacher?`,
      `Average weight of a class of ${n} students is ${w} kg. If the teacher's weight is included, the average goes up by ${num(rise)} kg. Find the teacher's weight.`,
    ]);
    return { question, options: numericOptions(teacher, [w + rise * n, w + rise, teacher + rise], kgs) };
  }),
  make('average', 3, (random) => {
    // A batsman's average rises by r after scoring s in the n-th innings; the new average asked.
    const n = random.int(10, 25);
    const r = random.int(2, 5);
    const old = random.int(20, 50);
    const s = old + r * n;
    const question = random.pick([
      `A batsman makes a score of ${s} runs in the ${n}th innings and thus increases his average by ${r}. Find his average after the ${n}th innings.`,
      `A batsman scored ${s} runs in his ${n}th innings, which raised his average by ${r} runs. What is his average after ${n} innings?`,
    ]);
    return { question, options: wholeOptions(old + r, [old, s / n, old + 2 * r], plain) };
  }),
  make('average', 4, (random) => {
    // n results (n odd); the first and the last (n+1)/2 average given; the middle result asked.
    const n = random.pick([7, 9, 11, 13]);
    const h = (n + 1) / 2;
    const v = until(
      () => ({ all: random.int(20, 60), first: random.int(15, 65), last: random.int(15, 65) }),
      (w) => w.first * h + w.last * h - w.all * n > 0 && w.first !== w.last,
    );
    const mid = v.first * h + v.last * h - v.all * n;
    const question = random.pick([
      `The average of ${n} results is ${v.all}. If the average of the first ${h} results is ${v.first} and that of the last ${h} is ${v.last}, find the ${h}th result.`,
      `Average of ${n} numbers is ${v.all}. The average of the first ${h} of them is ${v.first} and of the last ${h} is ${v.last}. What is the middle (${h}th) number?`,
    ]);
    return { question, options: wholeOptions(mid, [v.all, (v.first + v.last) / 2, mid + v.all], plain) };
  }),
  make('average', 5, (random) => {
    // Mon-Wed average, Tue-Thu average, Thursday given; Monday asked.
    const v = until(
      () => ({ t1: random.int(25, 40), t2: random.int(25, 40), thu: random.int(25, 45) }),
      (w) => 3 * w.t1 - 3 * w.t2 + w.thu > 0 && w.t1 !== w.t2,
    );
    const mon = 3 * v.t1 - 3 * v.t2 + v.thu;
    const question = random.pick([
      `The average temperature on Monday, Tuesday and Wednesday was ${v.t1}°C. The average temperature on Tuesday, Wednesday and Thursday was ${v.t2}°C. If the temperature on Thursday was ${v.thu}°C, what was the temperature on Monday?`,
      `Average temperature from Monday to Wednesday is ${v.t1} degrees and from Tuesday to Thursday is ${v.t2} degrees. Thursday's temperature was ${v.thu} degrees. Find Monday's temperature.`,
    ]);
    return { question, options: wholeOptions(mon, [v.thu, 3 * v.t2 - 3 * v.t1 + v.thu, v.t1], (x) => `${x}°C`) };
  }),
  make('average', 6, (random) => {
    // The average of k consecutive odd / even numbers; the largest asked.
    const k = random.pick([3, 5, 7]);
    const parity = random.pick(['odd', 'even'] as const);
    const mid = parity === 'odd' ? 2 * random.int(8, 40) + 1 : 2 * random.int(8, 40);
    const largest = mid + (k - 1);
    const question = random.pick([
      `The average of ${small(random, k)} consecutive ${parity} numbers is ${mid}. What is the largest of these numbers?`,
      `If the average of ${k} consecutive ${parity} numbers is ${mid}, find the largest number.`,
    ]);
    return { question, options: wholeOptions(largest, [mid + (k - 1) / 2, mid + k, mid - (k - 1)], plain) };
  }),
  make('average', 7, (random) => {
    // A mark misread; the corrected average asked.
    const n = random.pick([20, 25, 40, 50]);
    const avg = random.int(40, 80);
    const v = until(
      () => ({ right: random.int(20, 99), wrong: random.int(20, 99) }),
      (w) => w.right !== w.wrong && Number.isInteger(((w.right - w.wrong) * 100) / n),
    );
    const fixed = avg + (v.right - v.wrong) / n;
    const question = random.pick([
      `The average marks of ${n} students was found to be ${avg}. Later it was discovered that a score of ${v.right} was misread as ${v.wrong}. Find the correct average.`,
      `The mean of ${n} observations was ${avg}. It was later found that an observation ${v.right} was wrongly taken as ${v.wrong}. The corrected mean is`,
    ]);
    return { question, options: numericOptions(fixed, [avg - (v.right - v.wrong) / n, avg + (v.right - v.wrong) / (n - 1), avg], plain, 0.5) };
  }),
  make('average', 8, (random) => {
    // Two sections combined.
    const v = until(
      () => ({ n1: random.int(20, 50), a1: random.int(40, 80), n2: random.int(20, 50), a2: random.int(40, 80) }),
      (w) => w.a1 !== w.a2 && Number.isInteger(((w.n1 * w.a1 + w.n2 * w.a2) * 100) / (w.n1 + w.n2)),
    );
    const all = (v.n1 * v.a1 + v.n2 * v.a2) / (v.n1 + v.n2);
    const question = random.pick([
      `Section A of a class has ${v.n1} students with an average of ${v.a1} marks, and section B has ${v.n2} students with an average of ${v.a2} marks. Find the average marks of the whole class.`,
      `The average score of ${v.n1} boys is ${v.a1} and that of ${v.n2} girls is ${v.a2}. What is the average score of all the students together?`,
    ]);
    return { question, options: numericOptions(all, [(v.a1 + v.a2) / 2, (v.n1 * v.a2 + v.n2 * v.a1) / (v.n1 + v.n2)], plain, 0.5) };
  }),
  make('average', 9, (random) => {
    // Three numbers: first m times the second, second k times the third; the average given; the largest asked.
    const m = random.int(2, 4);
    const k = random.int(2, 3);
    const third = random.int(2, 12);
    const nums = [m * k * third, k * third, third];
    const total = sumOf(nums);
    if (total % 3 !== 0) {
      const third2 = third * 3;
      const nums2 = [m * k * third2, k * third2, third2];
      const q = `The average of three numbers is ${sumOf(nums2) / 3}. The first number is ${times(m)} the second and the second is ${times(k)} the third. What is the largest number?`;
      return { question: q, options: wholeOptions(nums2[0]!, [nums2[1]!, nums2[2]!, sumOf(nums2) / 3], plain) };
    }
    const question = random.pick([
      `The average of three numbers is ${total / 3}. The first number is ${times(m)} the second and the second is ${times(k)} the third. What is the largest number?`,
      `Of three numbers, the first is ${times(m)} the second and the second is ${times(k)} the third. If their average is ${total / 3}, find the first number.`,
    ]);
    return { question, options: wholeOptions(nums[0]!, [nums[1]!, nums[2]!, total / 3], plain) };
  }),
  make('average', 10, (random) => {
    // A bowler's average falls by d after taking w wickets for r runs; the wickets before asked.
    const v = until(
      () => ({ avg: random.pick([10.4, 11.2, 12.4, 12.8, 14, 15.6, 16]), w: random.int(3, 6), r: random.int(10, 40), d: random.pick([0.2, 0.4, 0.5, 0.6, 0.8]) }),
      (x) => {
        // before*avg + r = (before + w) * (avg - d) → before = (w*(avg - d) - r) / d
        const before = (x.w * (x.avg - x.d) - x.r) / x.d;
        return isInt(before) && before > 5 && before < 200;
      },
    );
    const before = Math.round((v.w * (v.avg - v.d) - v.r) / v.d);
    const question = random.pick([
      `A cricketer whose bowling average is ${num(v.avg)} runs per wicket takes ${v.w} wickets for ${v.r} runs and thereby decreases his average by ${num(v.d)}. The number of wickets taken by him before his last match is`,
      `A bowler has an average of ${num(v.avg)} runs per wicket. In his last match he took ${v.w} wickets for ${v.r} runs, which brought his average down by ${num(v.d)}. How many wickets had he taken before the last match?`,
    ]);
    return { question, options: wholeOptions(before, [before + v.w, before - v.w, before * 2], plain) };
  }),
  make('average', 11, (random) => {
    // A team of n; the captain c, the keeper k older; the rest average d less than the whole team.
    const v = until(
      () => ({ n: random.pick([11, 11, 15, 9]), c: random.int(22, 34), k: random.int(1, 6), d: random.pick([1, 1, 2]) }),
      (w) => isInt((2 * w.c + w.k - (w.n - 2) * w.d) / 2) && (2 * w.c + w.k - (w.n - 2) * w.d) / 2 > 15,
    );
    const whole = (2 * v.c + v.k - (v.n - 2) * v.d) / 2;
    const question = random.pick([
      `In a cricket team of ${v.n} players, the captain is ${v.c} years old and the wicket keeper is ${v.k} years older. If the ages of these two are excluded, the average age of the remaining players is ${v.d} year${v.d === 1 ? '' : 's'} less than the average age of the whole team. What is the average age of the team?`,
      `The captain of a cricket team of ${v.n} members is ${v.c} years old and the wicket keeper is ${v.k} years older than him. Leaving out these two, the average age of the remaining players is ${v.d} year${v.d === 1 ? '' : 's'} less than that of the whole team. Find the average age of the whole team.`,
    ]);
    return { question, options: wholeOptions(whole, [whole - v.d, whole + v.d, v.c], yrs) };
  }),
  make('average', 12, (random) => {
    // Two observations copied wrong; the correct mean asked.
    const n = random.pick([10, 20, 25, 50]);
    const avg = random.int(10, 60);
    const v = until(
      () => ({ w1: random.int(2, 40), w2: random.int(2, 40), r1: random.int(2, 40), r2: random.int(2, 40) }),
      (w) => w.w1 !== w.r1 && w.w2 !== w.r2 && w.r1 + w.r2 !== w.w1 + w.w2 && Number.isInteger(((w.r1 + w.r2 - w.w1 - w.w2) * 100) / n),
    );
    const shift = v.r1 + v.r2 - v.w1 - v.w2;
    const question = random.pick([
      `The mean of ${n} observations is ${avg}. On checking, it was found that two observations were wrongly copied as ${v.w1} and ${v.w2}. If the wrong observations are replaced by the correct values ${v.r1} and ${v.r2}, then the correct mean is`,
      `The average of ${n} numbers was calculated as ${avg}. Later it was found that two numbers were wrongly taken as ${v.w1} and ${v.w2} instead of ${v.r1} and ${v.r2}. Find the correct average.`,
    ]);
    return { question, options: numericOptions(avg + shift / n, [avg - shift / n, avg, avg + shift / (n - 2)], plain, 0.05) };
  }),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...AGES, ...COMBINE, ...AVERAGE];
