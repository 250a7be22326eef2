import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { exact, gcd, ind, isInt, lcm, money, num, numericOptions, options, r2, ratioOptions, reduce, type Show, small, unit, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates (ids 'fresh/<kind>/601..640') for ages, average, ratio-share,
 * ratio-combine and number-system. Each computes its own answer.
 *
 * They ask what the other tuning templates do not: the age gap from a sum and a future multiple,
 * "I am now as old as you were", a third person's age from a ratio of two others, a birth year,
 * a run rate for the remaining overs, a teacher's age from a rise in months, coins counted in all,
 * seat totals after unequal increases, savings ratios of three earners, bells by the clock,
 * tiles on a floor, the square of a number mod d, a missing digit for divisibility by 11.
 */

const yrs: Show = (x) => (r2(x) === 1 ? '1 year' : `${num(x)} years`);
const kg = unit('kg');
const plain: Show = (x) => ind(x);
const NAMES = ['Ravi', 'Meera', 'Kabir', 'Tara', 'Arjun', 'Nisha', 'Farhan', 'Pooja', 'Deepak', 'Sana', 'Vikram', 'Lata'];

/** k distinct names. */
const names = (random: Random, k: number): string[] => until(() => Array.from({ length: k }, () => random.pick(NAMES)), (xs) => new Set(xs).size === k);

const coprime = (random: Random, lo: number, hi: number): [number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi)] as [number, number],
    ([a, b]) => a < b && gcd(a, b) === 1,
  );

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'fresh/ages/601',
    draw: (random) => {
      // Sum now and a multiple n years hence; the ask is the age difference.
      const { d, n, k, m } = until(
        () => {
          const d = random.int(4, 16);
          const n = random.int(3, 10);
          const k = random.int(2, 3);
          return { d, n, k, m: k * (d + n) - n };
        },
        (v) => v.m - v.d >= 18 && v.m - v.d <= 40 && v.m <= 65,
      );
      const hence = random.pick([`${small(random, n)} years hence`, `after ${n} years`, `${n} years from now`]);
      const question = `The sum of the ages of a mother and her daughter is ${m + d} years. ${hence.charAt(0).toUpperCase() + hence.slice(1)}, the mother will be ${k === 2 ? 'twice' : 'thrice'} as old as the daughter. By how many years is the mother older than the daughter?`;
      return { question, options: wholeOptions(m - d, [m, d, m - d - n, m - d + n, m - d + 2 * n], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/602',
    draw: (random) => {
      // "I am now as old as you were g years ago": r = s - g; sum n years hence given.
      const { s, g, n } = until(
        () => ({ s: random.int(14, 40), g: random.int(3, 9), n: random.int(2, 8) }),
        (v) => v.s - v.g >= 8,
      );
      const r = s - g;
      const [a, b] = names(random, 2);
      const total = r + s + 2 * n;
      const question = random.pick([
        `A boy tells his elder sister, "I am now as old as you were ${small(random, g)} years ago." ${n} years hence, the sum of their ages will be ${total} years. How old is the boy now?`,
        `pls solve: ${a} says to ${b} "i am as old as u were ${g} yrs back". after ${n} yrs their ages will add up to ${total}. ${a}'s present age?`,
      ]);
      return { question, options: wholeOptions(r, [s, (total - g) / 2, r + n, r - g, total / 2 - g], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/603',
    draw: (random) => {
      // Ratio names two people; the ask is a third person's age.
      const [p, q] = coprime(random, 2, 9);
      const { k, n, g } = until(
        () => ({ k: random.int(2, 8), n: random.int(3, 10), g: random.int(2, 9) }),
        (v) => q * v.k <= 60 && p * v.k >= 6 && q * v.k - v.g >= 3,
      );
      const [a, b, c] = names(random, 3);
      const A = p * k;
      const B = q * k;
      const C = B - g;
      const sumLater = A + B + 2 * n;
      const question = `The present ages of ${a} and ${b} are in the ratio ${p} : ${q}. ${b} is ${g} years older than ${c}. After ${n} years, the sum of the ages of ${a} and ${b} will be ${sumLater} years. What is the present age of ${c}?`;
      return { question, options: wholeOptions(C, [B, A, B + g, C + n, A - g], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/604',
    draw: (random) => {
      // Family of three: father g older than mother, mother k times the son; total given; mother's age at the son's birth.
      const { s, k, g } = until(
        () => ({ s: random.int(5, 14), k: random.int(3, 5), g: random.int(2, 8) }),
        (v) => v.k * v.s >= 22 && v.k * v.s <= 45 && v.k * v.s - v.s >= 18,
      );
      const m = k * s;
      const f = m + g;
      const total = f + m + s;
      const question = random.pick([
        `In a family of three, the father is ${g} years older than the mother, and the mother's age is ${k === 3 ? 'three times' : k === 4 ? 'four times' : 'five times'} that of their only son. The total of the three ages is ${total} years. How old was the mother when the son was born?`,
        `Father, mother and son: total age ${total} yrs. father is ${g} yrs elder to mother, mother is ${k} times son's age. mother's age at the time of son's birth = ?`,
      ]);
      return { question, options: wholeOptions(m - s, [m, f - s, s, f, m - s + g], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/605',
    draw: (random) => {
      // x years ago ratio p:q, y years hence ratio r:s; the sum of present ages asked.
      const { p, q, k, x, y, fr } = until(
        () => {
          const [p, q] = coprime(random, 2, 9);
          const k = random.int(2, 6);
          const x = random.int(2, 10);
          const y = random.int(2, 10);
          const fa = p * k + x + y;
          const fb = q * k + x + y;
          const g = gcd(fa, fb);
          return { p, q, k, x, y, fr: [fa / g, fb / g] };
        },
        (v) => v.fr[1]! <= 25 && v.q * v.k + v.x <= 70 && v.p * v.k + v.x >= 5,
      );
      const a = p * k + x;
      const b = q * k + x;
      const question = random.pick([
        `${x} years ago, the ages of two friends were in the ratio ${p} : ${q}, and ${y} years hence they will be in the ratio ${fr[0]} : ${fr[1]}. Find the sum of their present ages.`,
        `${x} yrs ago ratio of ages of A n B was ${p}:${q}, ${y} yrs hence it will be ${fr[0]}:${fr[1]}. sum of their present ages?`,
      ]);
      return { question, options: wholeOptions(a + b, [(p + q) * k, a + b + 2 * y, (p + q) * k + 2 * (x + y), a + b - x], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/606',
    draw: (random) => {
      // How many years ago was the father k times as old as the son?
      const { S, t, k } = until(
        () => ({ S: random.int(8, 25), t: random.int(2, 8), k: random.int(3, 6) }),
        (v) => v.S - v.t >= 2 && v.k * (v.S - v.t) + v.t <= 70 && v.k * (v.S - v.t) + v.t - v.S >= 20,
      );
      const F = k * (S - t) + t;
      const question = `A father is ${F} years old and his son is ${S}. How many years ago was the father ${k === 3 ? 'three' : k === 4 ? 'four' : k === 5 ? 'five' : 'six'} times as old as his son?`;
      return { question, options: wholeOptions(t, [(F - S) / k, (F - S) / (k - 1), S - t, (k * S - F) / k, t + 1], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/607',
    draw: (random) => {
      // Birth gaps: father's age at the first child's birth, sibling gap, sibling's age now, ask after n years.
      const f0 = random.int(24, 34);
      const gap = random.int(2, 6);
      const sis = random.int(5, 15);
      const n = random.int(3, 9);
      const answer = f0 + gap + sis + n;
      const question = `Rohan was born when his father was ${f0} years old. Rohan's sister, who was born ${small(random, gap)} years after him, is ${sis} years old today. What will be the age of their father ${n} years from now?`;
      return { question, options: wholeOptions(answer, [f0 + sis + n, f0 + gap + sis, f0 - gap + sis + n, f0 + 2 * gap + sis + n], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/608',
    draw: (random) => {
      // In year Y1 the mother was k1 times her son's age; g years later k2 times. The son's birth year.
      const { s, k1, k2, g } = until(
        () => {
          const k1 = random.int(3, 6);
          const k2 = random.int(2, k1 - 1);
          const s = random.int(3, 14);
          return { s, k1, k2, g: (s * (k1 - k2)) / (k2 - 1) };
        },
        (v) => isInt(v.g) && v.g >= 3 && v.g <= 20 && v.k1 * v.s >= 22 && v.k1 * v.s <= 50 && v.k1 * v.s - v.s >= 18,
      );
      const y1 = random.int(2005, 2012);
      const question = `In ${y1}, a mother's age was ${k1} times her son's age. In ${y1 + g}, her age was ${k2 === 2 ? 'twice' : k2 === 3 ? 'three times' : `${k2} times`} his age. In which year was the son born?`;
      return { question, options: wholeOptions(y1 - s, [y1 + g - s, y1 - g, y1 - k1 * s, y1 - s - 1], (x) => String(x)) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh/average/609',
    draw: (random) => {
      // Two wrong entries corrected in one go.
      const n = random.pick([20, 25, 40, 50]);
      const { a, r1, w1, r2x, w2 } = until(
        () => ({ a: random.int(35, 75), r1: random.int(20, 95), w1: random.int(20, 95), r2x: random.int(20, 95), w2: random.int(20, 95) }),
        (v) => v.r1 !== v.w1 && v.r2x !== v.w2 && v.r1 - v.w1 + v.r2x - v.w2 !== 0 && exact((v.r1 - v.w1 + v.r2x - v.w2) / n),
      );
      const correct = a + (r1 - w1 + r2x - w2) / n;
      const question = `The average marks of ${n} students in a test were found to be ${a}. Later it was discovered that the marks of one student had been entered as ${w1} instead of ${r1}, and of another as ${w2} instead of ${r2x}. What is the correct average?`;
      return { question, options: numericOptions(correct, [a + (r1 - w1) / n, a - (r1 - w1 + r2x - w2) / n, a + (r1 - w1 + r2x - w2) / (n - 2), a + Math.abs(r1 - w1) / n + Math.abs(r2x - w2) / n], plain, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/610',
    draw: (random) => {
      // A teacher's age included: the average rises by some months.
      const [n1, mo] = random.pick<[number, number]>([[24, 3], [36, 3], [40, 3], [48, 3], [60, 3], [24, 6], [30, 6], [36, 6]]);
      const n = n1 - 1;
      const a = random.int(11, 16);
      const rise = (n1 * mo) / 12;
      const T = a + rise;
      const question = random.pick([
        `The average age of a class of ${n} students is ${a} years. If the age of the teacher is also included, the average increases by ${mo} months. Find the age of the teacher.`,
        `avg age of ${n} students = ${a} yrs. when teacher's age is included avg goes up by ${mo === 6 ? 'half a year' : '3 months'}. teacher's age?`,
      ]);
      return { question, options: wholeOptions(T, [a + (n * mo) / 12, a + mo, a + n1 * mo, T + 1, a + rise + mo], yrs) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/611',
    draw: (random) => {
      // Two leave; the new average of the rest.
      const show = money(random);
      const { n, a, s1, s2 } = until(
        () => ({ n: random.int(8, 14), a: random.int(18, 40) * 1000, s1: random.int(10, 60) * 500, s2: random.int(10, 60) * 500 }),
        (v) => v.s1 !== v.s2 && isInt((v.n * v.a - v.s1 - v.s2) / (v.n - 2)) && (v.n * v.a - v.s1 - v.s2) / (v.n - 2) !== v.a,
      );
      const after = (n * a - s1 - s2) / (n - 2);
      const question = `The average monthly salary of ${n} employees of an office is ${show(a)}. Two of them, drawing ${show(s1)} and ${show(s2)}, retire. What is the average salary of the remaining employees?`;
      return { question, options: numericOptions(after, [(n * a - s1 - s2) / n, (n * a - s1 - s2) / (n - 1), a - (s1 + s2) / 2 / n, a - (s1 + s2 - 2 * a) / n], show, 250) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/612',
    draw: (random) => {
      // Batsman: runs in the nth innings raise the average by d; the average AFTER it.
      const { n, before, d } = until(
        () => ({ n: random.int(10, 25), before: random.int(25, 50), d: random.int(2, 5) }),
        (v) => v.before + v.n * v.d <= 140,
      );
      const after = before + d;
      const runs = before + n * d;
      const question = random.pick([
        `A batsman makes a score of ${runs} runs in the ${n}th innings and thus increases his average by ${d}. Find his average after the ${n}th innings.`,
        `batsman scores ${runs} in his ${n}th inning n his avg goes up by ${d}. wat is his avg after ${n} innings?`,
      ]);
      return { question, options: wholeOptions(after, [before, runs - (n + 1) * d, runs / n, after + d], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/613',
    draw: (random) => {
      // Committee average unchanged after t years because a young member replaced an old one.
      const n = random.int(4, 12);
      const t = random.int(2, 6);
      const question = random.pick([
        `The average age of a committee of ${n} members is the same as it was ${t} years ago, because an old member has been replaced by a young member. How much younger is the new member than the one he replaced?`,
        `${n} members in a committee. their avg age today = avg age ${t} yrs ago, since one old member was replaced by a younger one. by how many yrs is the new member younger?`,
      ]);
      return { question, options: wholeOptions(n * t, [t, (n - 1) * t, n + t, (n + 1) * t], yrs) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/614',
    draw: (random) => {
      // Cricket run rate for the remaining overs.
      const { o1, rr1, target } = until(
        () => ({ o1: random.pick([10, 15, 20]), rr1: random.int(28, 55) / 10, target: random.int(220, 320) }),
        (v) => exact((v.target - v.o1 * v.rr1) / (50 - v.o1)) && (v.target - v.o1 * v.rr1) / (50 - v.o1) > v.rr1 + 0.5,
      );
      const o2 = 50 - o1;
      const need = (target - o1 * rr1) / o2;
      const question = `In the first ${o1} overs of a 50-over match, the run rate was only ${num(rr1)}. What should be the run rate in the remaining ${o2} overs to reach the target of ${target} runs?`;
      return { question, options: numericOptions(need, [target / o2, target / 50, (target - rr1) / o2, (target - o1 * rr1) / 50], num, 0.25) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/615',
    draw: (random) => {
      // A, B, C; D joins; E (D + g) replaces A. Find A.
      const { a1, a2, a3, g, D, A } = until(
        () => {
          const a1 = random.int(55, 85);
          const a2 = random.int(55, 85);
          const a3 = random.int(55, 85);
          const g = random.int(2, 8);
          const D = 4 * a2 - 3 * a1;
          const E = D + g;
          return { a1, a2, a3, g, D, A: 4 * a2 - (4 * a3 - E) };
        },
        (v) => v.D >= 45 && v.D <= 95 && v.A >= 45 && v.A <= 100 && v.a2 !== v.a1 && v.A !== v.D,
      );
      const question = `The average weight of three men A, B and C is ${a1} kg. Another man D joins the group and the average becomes ${a2} kg. If another man E, whose weight is ${g} kg more than that of D, replaces A, then the average weight of B, C, D and E becomes ${a3} kg. What is the weight of A?`;
      return { question, options: wholeOptions(A, [D, D + g, 4 * a2 - 4 * a3, A + g, A - g], kg) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/616',
    draw: (random) => {
      // One leaves and the average drops by d: his weight.
      const { n, a, d } = until(
        () => ({ n: random.int(5, 12), a: random.int(40, 65), d: random.pick([0.5, 1, 1.5, 2]) }),
        (v) => v.a + (v.n - 1) * v.d <= 95,
      );
      const w = a + (n - 1) * d;
      const question = `The average weight of ${n} friends is ${a} kg. When the heaviest of them leaves the group, the average weight of the others comes down by ${num(d)} kg. How heavy is the friend who left?`;
      return { question, options: numericOptions(w, [a + n * d, a - (n - 1) * d, a + d, n * a - (n - 1) * (a - d) - d], kg, 1) };
    },
  },
];

// ---------------------------------------------------------------- ratio-share

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/617',
    draw: (random) => {
      // Coins ₹1, 50 p, 25 p in a ratio; the total number of coins asked.
      const parts = until(
        () => [random.int(1, 9), random.int(1, 9), random.int(1, 9)],
        (p) => gcd(gcd(p[0]!, p[1]!), p[2]!) === 1 && new Set(p).size === 3 && (100 * p[0]! + 50 * p[1]! + 25 * p[2]!) % 100 === 0,
      );
      const k = random.int(5, 30);
      const perUnit = (100 * parts[0]! + 50 * parts[1]! + 25 * parts[2]!) / 100;
      const total = k * perUnit;
      const count = k * (parts[0]! + parts[1]! + parts[2]!);
      const question = `A bag contains one-rupee, 50-paise and 25-paise coins in the ratio ${parts.join(' : ')}. If the total amount in the bag is Rs. ${ind(total)}, how many coins are there in the bag in all?`;
      return { question, options: wholeOptions(count, [k, total, (total / 175) * 300, k * parts[0]!, count / 2], plain) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/618',
    draw: (random) => {
      // Seats in ratio, total given, increased by different percents: new total.
      const parts = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 9)],
        (p) => gcd(gcd(p[0]!, p[1]!), p[2]!) === 1 && new Set(p).size === 3,
      );
      const sum = parts[0]! + parts[1]! + parts[2]!;
      const k = random.int(2, 8) * 10;
      const total = sum * k;
      const pc = until(
        () => [random.int(1, 8) * 5, random.int(1, 8) * 5, random.int(1, 8) * 5],
        (p) => new Set(p).size === 3 && p.every((x, i) => isInt((parts[i]! * k * x) / 100)),
      );
      const after = parts.reduce((s, p, i) => s + (p * k * (100 + pc[i]!)) / 100, 0);
      const naive = (total * (100 + (pc[0]! + pc[1]! + pc[2]!) / 3)) / 100;
      const question = `The seats for Arts, Commerce and Science in a college are in the ratio ${parts.join(' : ')}, and there are ${total} seats in all. It is proposed to increase these seats by ${pc[0]}%, ${pc[1]}% and ${pc[2]}% respectively. How many seats will there be in all after the increase?`;
      return { question, options: wholeOptions(after, [naive, after - total, total + pc[0]! + pc[1]! + pc[2]!, (total * (100 + pc[0]! + pc[1]! + pc[2]!)) / 100], plain, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/619',
    draw: (random) => {
      // A gets 1/2 of B and C together, B gets 1/3 of A and C together: C's share.
      const show = money(random);
      const [p, q] = random.pick<[number, number]>([[2, 3], [2, 4], [3, 4], [3, 2], [4, 2]]);
      const aFrac = 1 / (p + 1);
      const bFrac = 1 / (q + 1);
      const unitT = lcm(p + 1, q + 1);
      const T = unitT * random.int(3, 40) * 10;
      const A = T * aFrac;
      const B = T * bFrac;
      const C = T - A - B;
      const word = (x: number): string => (x === 2 ? 'half' : x === 3 ? 'one-third' : 'one-fourth');
      const question = `Divide ${show(T)} among A, B and C so that A gets ${word(p)} of what B and C together get, and B gets ${word(q)} of what A and C together get. What is C's share?`;
      return { question, options: numericOptions(C, [A, B, T / p, T - T / p - T / q, T / 3], show, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/620',
    draw: (random) => {
      // Will: the wife gets a fraction, the rest split son : daughter.
      const show = money(random);
      const [fw, fd] = random.pick<[string, number]>([['one-third', 3], ['one-fourth', 4], ['half', 2], ['one-fifth', 5]]);
      const [s, d] = coprime(random, 1, 7);
      const rest = (s + d) * random.int(4, 60) * 1000;
      const T = (rest * fd) / (fd - 1);
      const daughter = (rest * s) / (s + d);
      const question = `A man's will leaves ${show(T)} to his wife, son and daughter. The wife is to get ${fw} of the amount, and the remainder is to be divided between the son and the daughter in the ratio ${d} : ${s}. How much does the daughter get?`;
      return { question, options: numericOptions(daughter, [(rest * d) / (s + d), (T * s) / (s + d), T / fd, (T * s) / (s + d + 1)], show, 1000) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/621',
    draw: (random) => {
      // P:Q and Q:R given; total given; R's share.
      const show = money(random);
      const { a, b, c, d } = until(
        () => ({ a: random.int(1, 7), b: random.int(2, 8), c: random.int(2, 8), d: random.int(1, 9) }),
        (v) => gcd(v.a, v.b) === 1 && gcd(v.c, v.d) === 1 && v.b !== v.c && v.a !== v.b && v.c !== v.d,
      );
      const parts = [a * c, b * c, b * d];
      const g = gcd(gcd(parts[0]!, parts[1]!), parts[2]!);
      const red = parts.map((x) => x / g);
      const sum = red[0]! + red[1]! + red[2]!;
      const T = sum * random.int(10, 90) * 10;
      const R = (T * red[2]!) / sum;
      const question = random.pick([
        `${show(T)} is divided among P, Q and R such that P : Q = ${a} : ${b} and Q : R = ${c} : ${d}. Find R's share.`,
        `pls help - ${show(T)} shared among P Q R. P:Q = ${a}:${b} and Q:R = ${c}:${d}. R gets how much?`,
      ]);
      return { question, options: numericOptions(R, [(T * d) / (a + b + c + d), (T * d) / (c + d), (T * red[0]!) / sum, (T * red[1]!) / sum], show, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/622',
    draw: (random) => {
      // A bill shared in proportion to days stayed.
      const show = money(random);
      const days = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 9)],
        (p) => new Set(p).size === 3,
      );
      const sum = days[0]! + days[1]! + days[2]!;
      const T = sum * random.int(8, 60) * 10;
      const [a, b, c] = names(random, 3);
      const ans = (T * days[1]!) / sum;
      const question = `${a}, ${b} and ${c} shared a holiday home and agreed to split the rent of ${show(T)} in proportion to the number of days each stayed. ${a} stayed ${days[0]} days, ${b} ${days[1]} days and ${c} ${days[2]} days. How much should ${b} pay?`;
      return { question, options: numericOptions(ans, [T / 3, (T * days[0]!) / sum, (T * days[2]!) / sum, (T * days[1]!) / (sum + 1)], show, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/623',
    draw: (random) => {
      // Shares described by percentages relative to B; C's share.
      const show = money(random);
      const { pa, pc } = until(
        () => ({ pa: random.int(1, 8) * 5, pc: random.int(1, 6) * 5 }),
        (v) => v.pa !== v.pc,
      );
      const parts = [100 + pa, 100, 100 - pc];
      const g = gcd(gcd(parts[0]!, parts[1]!), parts[2]!);
      const red = parts.map((x) => x / g);
      const sum = red[0]! + red[1]! + red[2]!;
      const T = sum * random.int(5, 60) * 10;
      const C = (T * red[2]!) / sum;
      const question = `A sum of ${show(T)} is divided among A, B and C in such a way that A's share is ${pa}% more than B's and C's share is ${pc}% less than B's. Find C's share.`;
      return { question, options: numericOptions(C, [(T * red[1]!) / sum, (T * red[0]!) / sum, (T * (100 - pc)) / 300, (T / 3) * (1 - pc / 100)], show, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/624',
    draw: (random) => {
      // Notes: ₹100 notes twice the ₹500 notes, ₹50 notes thrice; total given; number of ₹100 notes.
      const x = random.int(3, 25);
      const m100 = random.int(2, 3);
      const m50 = random.int(2, 4);
      const total = 500 * x + 100 * m100 * x + 50 * m50 * x;
      const question = `A cash box has only ₹50, ₹100 and ₹500 notes. The number of ₹100 notes is ${m100 === 2 ? 'twice' : 'three times'} the number of ₹500 notes, and the number of ₹50 notes is ${m50 === 2 ? 'twice' : m50 === 3 ? 'thrice' : 'four times'} the number of ₹500 notes. If the box holds ₹${ind(total)} in all, how many ₹100 notes are there?`;
      return { question, options: wholeOptions(m100 * x, [x, m50 * x, (1 + m100 + m50) * x, total / 650], plain) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/625',
    draw: (random) => {
      // A:B and A:C given; B:C asked.
      const { a, b, c, d } = until(
        () => ({ a: random.int(2, 9), b: random.int(2, 9), c: random.int(2, 9), d: random.int(2, 9) }),
        (v) => gcd(v.a, v.b) === 1 && gcd(v.c, v.d) === 1 && v.a !== v.c && v.b * v.c !== v.a * v.d,
      );
      // A:B = a:b, A:C = c:d → B = bA/a, C = dA/c → B:C = bc : ad.
      const question = random.pick([
        `If A : B = ${a} : ${b} and A : C = ${c} : ${d}, then find B : C.`,
        `The ratio of Amit's savings to Bela's is ${a} : ${b}, and the ratio of Amit's savings to Chetan's is ${c} : ${d}. What is the ratio of Bela's savings to Chetan's?`,
      ]);
      return { question, options: ratioOptions([b * c, a * d], [[b, d], [a * d, b * c], [b * d, a * c], [a * c, b * d]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/626',
    draw: (random) => {
      // pA = qB and rB = sC → A : C = qs : pr.
      const { p, q, r, s } = until(
        () => ({ p: random.int(2, 7), q: random.int(2, 7), r: random.int(2, 7), s: random.int(2, 7) }),
        (v) => v.p !== v.q && v.r !== v.s && gcd(v.p, v.q) === 1 && gcd(v.r, v.s) === 1 && v.q * v.s !== v.p * v.r,
      );
      const question = random.pick([
        `If ${p}A = ${q}B and ${r}B = ${s}C, then A : C is`,
        `${p} times A equals ${q} times B, and ${r} times B equals ${s} times C. Find A : C.`,
      ]);
      return { question, options: ratioOptions([q * s, p * r], [[p * r, q * s], [p * s, q * r], [q * r, p * s], [p, s]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/627',
    draw: (random) => {
      // Income ratio and spent percentages: the ratio of savings.
      const { a, b, sa, sb } = until(
        () => ({ a: random.int(2, 9), b: random.int(2, 9), sa: random.int(12, 18) * 5, sb: random.int(12, 18) * 5 }),
        (v) => v.a !== v.b && gcd(v.a, v.b) === 1 && v.sa !== v.sb,
      );
      const question = `The monthly incomes of Kiran and Lalit are in the ratio ${a} : ${b}. Kiran spends ${sa}% of her income and Lalit spends ${sb}% of his. Find the ratio of their monthly savings.`;
      return { question, options: ratioOptions([a * (100 - sa), b * (100 - sb)], [[a * sa, b * sb], [100 - sa, 100 - sb], [a * (100 - sb), b * (100 - sa)], [a, b]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/628',
    draw: (random) => {
      // Incomes p:q, expenditures r:s, each saves S: B's expenditure asked.
      const show = money(random);
      const { p, q, r, s, k, m } = until(
        () => {
          const [q, p] = coprime(random, 2, 9);
          const [s, r] = coprime(random, 2, 9);
          // pk - rm = qk - sm → k(p - q) = m(r - s)
          const m = random.int(2, 12) * 500;
          const k = (m * (r - s)) / (p - q);
          return { p, q, r, s, k, m };
        },
        (v) => isInt(v.k) && v.k > 0 && v.q * v.k - v.s * v.m > 0 && v.p * v.k <= 200_000,
      );
      const S = q * k - s * m;
      const question = `The incomes of A and B are in the ratio ${p} : ${q} and their expenditures are in the ratio ${r} : ${s}. If each of them saves ${show(S)}, what is B's expenditure?`;
      return { question, options: numericOptions(s * m, [r * m, q * k, p * k, (s * S) / (r - s)], show, 500) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/629',
    draw: (random) => {
      // Ratios written with unit fractions: A:B = 1/a : 1/b, B:C = 1/c : 1/d.
      const { a, b, c, d } = until(
        () => ({ a: random.int(2, 7), b: random.int(2, 7), c: random.int(2, 7), d: random.int(2, 7) }),
        (v) => v.a !== v.b && v.c !== v.d,
      );
      // A:B = b:a, B:C = d:c → A:B:C = bd : ad : ac.
      const question = `If A : B = 1/${a} : 1/${b} and B : C = 1/${c} : 1/${d}, then A : B : C = ?`;
      return { question, options: ratioOptions([b * d, a * d, a * c], [[a * c, b * c, b * d], [a * c, a * d, b * d], [b * c, a * c, a * d], [a, b * c, d]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/630',
    draw: (random) => {
      // A:B and B:C given; (A + B) : (B + C) asked.
      const { a, b, c, d } = until(
        () => ({ a: random.int(1, 8), b: random.int(2, 9), c: random.int(2, 9), d: random.int(1, 9) }),
        (v) => gcd(v.a, v.b) === 1 && gcd(v.c, v.d) === 1 && v.b !== v.c && v.a !== v.b && v.c !== v.d,
      );
      const A = a * c;
      const B = b * c;
      const C = b * d;
      const question = random.pick([
        `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, find (A + B) : (B + C).`,
        `a:b = ${a}:${b}, b:c = ${c}:${d}. then (a+b):(b+c) = ?? pls explain`,
      ]);
      return { question, options: ratioOptions([A + B, B + C], [[a + b, c + d], [A, C], [a + b, b + d], [A + C, B + C]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/631',
    draw: (random) => {
      // Three incomes and three expenditures in ratios; A saves 1/f of income: ratio of savings.
      const { inc, sp, f, sav } = until(
        () => {
          const inc = [random.int(4, 12), random.int(4, 12), random.int(4, 12)];
          const sp = [random.int(3, 15), random.int(3, 15), random.int(3, 15)];
          const f = random.int(3, 5);
          // spends = sp * m with sp[0]*m = inc[0]*(1 - 1/f); savings scaled by f*sp[0].
          const sav = [inc[0]! * sp[0]!, inc[1]! * sp[0]! * f - sp[1]! * inc[0]! * (f - 1), inc[2]! * sp[0]! * f - sp[2]! * inc[0]! * (f - 1)];
          return { inc, sp, f, sav };
        },
        (v) => v.sav.every((x) => x > 0) && new Set(v.inc).size === 3 && new Set(v.sp).size === 3 && gcd(gcd(v.inc[0]!, v.inc[1]!), v.inc[2]!) === 1 && gcd(gcd(v.sp[0]!, v.sp[1]!), v.sp[2]!) === 1 && Math.max(...v.sav.map((x, _i, all) => x / all.reduce((g, y) => gcd(g, y), 0))) <= 400,
      );
      const fw = f === 3 ? 'one-third' : f === 4 ? 'one-fourth' : 'one-fifth';
      const question = `The incomes of A, B and C are in the ratio ${inc.join(' : ')} and their expenditures are in the ratio ${sp.join(' : ')}. If A saves ${fw} of his income, then the savings of A, B and C are in the ratio`;
      const wrongs = [inc.map((x, i) => x - sp[i]!), [inc[0]!, inc[1]!, inc[2]!], [sav[2]!, sav[1]!, sav[0]!]];
      return { question, options: ratioOptions(sav, wrongs) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/632',
    draw: (random) => {
      // a:b and b:c given with the total; c - a asked.
      const { a, b, c, d } = until(
        () => ({ a: random.int(1, 8), b: random.int(2, 9), c: random.int(2, 9), d: random.int(1, 9) }),
        (v) => gcd(v.a, v.b) === 1 && gcd(v.c, v.d) === 1 && v.b !== v.c && v.a * v.c !== v.b * v.d,
      );
      const red = reduce([a * c, b * c, b * d]);
      const sum = red[0]! + red[1]! + red[2]!;
      const k = random.int(2, 12);
      const total = sum * k;
      const diff = Math.abs(red[2]! - red[0]!) * k;
      const bigger = red[2]! > red[0]! ? 'C' : 'A';
      const smaller = bigger === 'C' ? 'A' : 'C';
      const question = `Three numbers A, B and C add up to ${total}. If A : B = ${a} : ${b} and B : C = ${c} : ${d}, by how much does ${bigger} exceed ${smaller}?`;
      return { question, options: wholeOptions(diff, [(Math.abs(d - a) * total) / (a + b + c + d), red[2]! * k, red[0]! * k, red[1]! * k, diff * 2], plain) };
    },
  },
];

// ---------------------------------------------------------------- number-system

const clock = (minutes: number): string => {
  const h24 = Math.floor(minutes / 60) % 24;
  const mm = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(mm).padStart(2, '0')} ${h24 < 12 ? 'a.m.' : 'p.m.'}`;
};

const unitDigit = (base: number, exp: number): number => {
  let d = 1;
  const b = base % 10;
  const e = exp === 0 ? 0 : ((exp - 1) % 4) + 1;
  for (let i = 0; i < e; i += 1) d = (d * b) % 10;
  return d;
};

const NUMBER_SYSTEM: readonly DoubtTemplate[] = [
  {
    kind: 'number-system',
    id: 'fresh/number-system/633',
    draw: (random) => {
      // Bells together at a clock time: next time together.
      const iv = until(
        () => [random.int(4, 20), random.int(4, 20), random.int(4, 20)].sort((x, y) => x - y),
        (p) => new Set(p).size === 3 && lcm(lcm(p[0]!, p[1]!), p[2]!) >= 30 && lcm(lcm(p[0]!, p[1]!), p[2]!) <= 300 && lcm(lcm(p[0]!, p[1]!), p[2]!) !== p[0]! * p[1]! * p[2]!,
      );
      const L = lcm(lcm(iv[0]!, iv[1]!), iv[2]!);
      const start = random.int(7, 10) * 60 + random.pick([0, 15, 30]);
      const question = `Three bells toll at intervals of ${iv[0]}, ${iv[1]} and ${iv[2]} minutes respectively. If they toll together at ${clock(start)}, at what time will they next toll together?`;
      return { question, options: options(clock(start + L), [clock(start + iv[0]! + iv[1]! + iv[2]!), clock(start + iv[2]! * iv[1]!), clock(start + L / 2), clock(start + 2 * L)], (k) => clock(start + L + 5 * k)) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/634',
    draw: (random) => {
      // Largest square tiles for a floor; least number of tiles.
      const { L, B, g } = until(
        () => {
          const g = random.pick([12, 16, 18, 24, 32, 36, 48]);
          const [x, y] = coprime(random, 5, 30);
          return { L: y * g, B: x * g, g };
        },
        (v) => v.L >= 300 && v.L <= 1200 && v.B >= 200,
      );
      const tiles = (L / g) * (B / g);
      const mcm = (cm: number): string => `${Math.floor(cm / 100)} m ${cm % 100} cm`;
      const question = `A room is ${mcm(L)} long and ${mcm(B)} broad. Find the least number of square tiles of equal size that will cover its floor exactly.`;
      return { question, options: wholeOptions(tiles, [L / g + B / g, 4 * tiles, 2 * (L / g + B / g), tiles / 2], plain) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/635',
    draw: (random) => {
      // N leaves r on division by d; remainder of N squared.
      const { d, r } = until(
        () => ({ d: random.int(5, 13), r: random.int(2, 12) }),
        (v) => v.r < v.d && (v.r * v.r) % v.d !== v.r && (v.r * v.r) % v.d !== (2 * v.r) % v.d && (v.r * v.r) % v.d !== 0,
      );
      const ans = (r * r) % d;
      const question = random.pick([
        `A number when divided by ${d} leaves a remainder ${r}. What will be the remainder when the square of that number is divided by ${d}?`,
        `n divided by ${d} gives remainder ${r}. what is the remainder when n² is divided by ${d}? ans?`,
      ]);
      return { question, options: options(String(ans), [String(r), String((2 * r) % d), String(r * r), String(d - r)], (k) => String((ans + k) % d)) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/636',
    draw: (random) => {
      // Missing digit for divisibility by 11.
      const { digits, pos, x } = until(
        () => {
          const digits = Array.from({ length: 6 }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9)));
          const pos = random.int(1, 5);
          // alternating sum from the right, with the unknown at pos = 0.
          let alt = 0;
          for (let i = 0; i < 6; i += 1) if (i !== pos) alt += (i % 2 === 1 ? 1 : -1) * digits[5 - i]!;
          const sign = pos % 2 === 1 ? 1 : -1;
          // alt + sign * x ≡ 0 (mod 11)
          const x = (((-alt * sign) % 11) + 11) % 11;
          return { digits, pos, x };
        },
        (v) => v.x <= 9,
      );
      const shown = digits.map((dg, i) => (5 - i === pos ? '*' : String(dg))).join('');
      const sumOthers = digits.reduce((s, dg, i) => (5 - i === pos ? s : s + dg), 0);
      const nine = (9 - (sumOthers % 9)) % 9;
      const question = `What digit must replace * in the number ${shown} so that the number is divisible by 11?`;
      return { question, options: options(String(x), [String(nine), String(11 - x), String((x + 2) % 10)], (k) => String((x + k) % 10)) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/637',
    draw: (random) => {
      // Unit digit of a product of three powers.
      const { bases, exps } = until(
        () => ({ bases: [random.pick([3, 7, 13, 17, 23, 27, 33]), random.pick([2, 8, 12, 18, 22, 4, 14]), random.pick([7, 9, 19, 29, 37, 43])], exps: [random.int(21, 99), random.int(21, 99), random.int(21, 99)] }),
        (v) => new Set(v.bases.map((b) => b % 10)).size === 3,
      );
      const ans = bases.reduce((p, b, i) => (p * unitDigit(b, exps[i]!)) % 10, 1);
      const naive = bases.reduce((p, b) => (p * b) % 10, 1);
      const lastDigitsOfExp = bases.reduce((p, b, i) => (p * unitDigit(b, exps[i]! % 10 || 10)) % 10, 1);
      const question = `Find the unit digit in the product ${bases.map((b, i) => `(${b})^${exps[i]}`).join(' × ')}.`;
      return { question, options: options(String(ans), [String(naive), String(lastDigitsOfExp), String((ans + 5) % 10), String(unitDigit(bases[0]!, exps[0]!))], (k) => String((ans + 2 * k) % 10)) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/638',
    draw: (random) => {
      // Sum of three consecutive even numbers is D more than their average: the smallest.
      const m = random.int(6, 40) * 2;
      const D = 2 * m;
      const question = random.pick([
        `The sum of three consecutive even numbers is ${D} more than the average of these numbers. What is the smallest of these numbers?`,
        `3 consecutive even nos. their sum exceeds their avg by ${D}. smallest no = ?`,
      ]);
      return { question, options: wholeOptions(m - 2, [m, m + 2, D / 3, m - 1], plain, 2) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/639',
    draw: (random) => {
      // Two numbers in ratio p:q with LCM L: their sum.
      const [p, q] = coprime(random, 2, 9);
      const h = random.int(2, 15);
      const L = p * q * h;
      const question = random.pick([
        `Two numbers are in the ratio ${p} : ${q} and their L.C.M. is ${L}. What is the sum of the numbers?`,
        `ratio of 2 nos = ${p}:${q}, lcm = ${L}. sum of the nos?`,
      ]);
      return { question, options: wholeOptions((p + q) * h, [p + q, h, L / (p + q), (p + q) * h * 2, q * h], plain) };
    },
  },
  {
    kind: 'number-system',
    id: 'fresh/number-system/640',
    draw: (random) => {
      // Least number to add to make N divisible by d.
      const { N, d } = until(
        () => ({ N: random.int(1000, 99_999), d: random.pick([17, 19, 23, 29, 31, 37, 43, 47]) }),
        (v) => v.N % v.d !== 0 && v.N % v.d !== v.d - v.N % v.d,
      );
      const ans = d - (N % d);
      const question = `What is the least number that must be added to ${ind(N)} so that the sum is exactly divisible by ${d}?`;
      return { question, options: wholeOptions(ans, [N % d, ans + d, d - 1 - (N % d) || d + 1, ans + 1], plain) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...AGES, ...AVERAGE, ...RATIO_SHARE, ...RATIO_COMBINE, ...NUMBER_SYSTEM];
