import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, FRACTION_WORDS, fractionIn, gcd, ind, isInt, lcm, money, num, numericOptions, options, pct, r2, ratioOptions, reduce, type Show, small, sumOf, times, unit, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates (ids 'fresh/<kind>/3xx') for ratio-share, ratio-combine, partnership, ages, average and mixture. Each computes its own answer.
 *
 * They follow the classic exercise shapes that the other tuning files leave out: "p/q of A's share equals
 * r/s of B's", "xA = yB = zC", household budgets and nested ratios, joining on a calendar date, a cut for
 * charity before the split, "as much younger than R as older than T", NCERT linear age statements, two
 * members replaced at once, a baby born into a family, alloys by percentage, profit alligation, mixing two
 * mixtures, replacing a part of a vessel, prices in rupees and paise, options written as whole sentences.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const yrs: Show = (x) => (r2(x) === 1 ? '1 year' : `${num(x)} years`);
const kg = unit('kg');
const plain: Show = (x) => ind(x);
const monthsShow: Show = (x) => (r2(x) === 1 ? '1 month' : `${num(x)} months`);

const fraction = fractionIn({ ...FRACTION_WORDS, '1/6': 'one-sixth', '3/8': 'three-eighths', '5/8': 'five-eighths', '3/10': 'three-tenths', '7/10': 'seven-tenths' });

/** A ratio as printed: '2:3', '2 : 3' or, for two terms, '2 to 3'. */
const said = (random: Random, parts: readonly number[]): string => {
  const form = random.int(0, parts.length === 2 ? 2 : 1);
  return form === 2 ? parts.join(' to ') : parts.join(form === 0 ? ':' : ' : ');
};

const pair = (random: Random, lo: number, hi: number): [number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi)] as [number, number],
    ([a, b]) => a < b && gcd(a, b) === 1,
  );

const trio = (random: Random, lo: number, hi: number): [number, number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi), random.int(lo, hi)] as [number, number, number],
    (t) => new Set(t).size === 3 && gcd(gcd(t[0], t[1]), t[2]) === 1,
  );

/** Options written as fractions 'p/q' (reduced); wrong ones must lie in (0, 1]. */
const fractionOptions = (correct: [number, number], wrong: readonly (readonly [number, number])[]): [string, string, string, string] => {
  const text = ([p, q]: readonly [number, number]): string => {
    const g = gcd(p, q);
    return `${p / g}/${q / g}`;
  };
  const c = correct[0] / correct[1];
  return options(
    text(correct),
    wrong.filter(([p, q]) => p > 0 && q > 0 && p <= q && Math.abs(p / q - c) > 1e-9).map(text),
    (k) => text([correct[0] * (k + 1) + 1, correct[1] * (k + 1) + 1]),
  );
};

/** 'a' or 'an' before a number as it is read aloud (an 8, an 11, an 18, an 80-something). */
const aN = (n: number): string => (n === 8 || n === 11 || n === 18 || (n >= 80 && n <= 89) ? 'an' : 'a');

/** '3a' with 1 written as 'a'. */
const term = (k: number, v: string): string => (k === 1 ? v : `${k}${v}`);

/** Thousands as chats write them: '45k', else with Indian grouping. */
const kTalk: Show = (x) => (isInt(x / 1000) ? `${x / 1000}k` : ind(x));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ---------------------------------------------------------------- ratio-share

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/301',
    draw: (random) => {
      // p/q of P's share equals r/s of Q's share.
      const FR: readonly [number, number][] = [
        [1, 2],
        [1, 3],
        [2, 3],
        [1, 4],
        [3, 4],
        [2, 5],
        [3, 5],
        [4, 5],
        [5, 6],
      ];
      const [f1, f2, a, b] = until(
        () => {
          const x = random.pick(FR);
          const y = random.pick(FR);
          const [u, v] = reduce([y[0] * x[1], y[1] * x[0]]);
          return [x, y, u!, v!] as const;
        },
        ([x, y, u, v]) => x !== y && u !== v && u + v <= 20,
      );
      const k = random.int(4, 60) * 10;
      const T = (a + b) * k;
      const m = money(random);
      const words = random.next() < 0.6;
      const w1 = fraction(f1[0], f1[1], words);
      const w2 = fraction(f2[0], f2[1], words);
      const question = random.pick([
        `${m(T)} is divided between Pooja and Qasim in such a way that ${w1} of Pooja's share is equal to ${w2} of Qasim's share. How much does Qasim get?`,
        `Divide ${m(T)} between two friends so that ${w1} of what the first one gets is the same as ${w2} of what the second one gets. What is the second friend's share?`,
        `Qasim's share, when ${m(T)} is split between Pooja and Qasim with ${w1} of Pooja's part equal to ${w2} of Qasim's part, is:`,
      ]);
      const swapped = (T * (f2[0] / f2[1])) / (f1[0] / f1[1] + f2[0] / f2[1]);
      return { question, options: numericOptions(b * k, [a * k, swapped, T / 2, T - swapped], m, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/302',
    draw: (random) => {
      // A household budget: one head given, the total or another head asked.
      const [r, f, e] = trio(random, 2, 9);
      const k = random.int(3, 40) * 100;
      const m = money(random);
      const askTotal = random.next() < 0.5;
      const rs = said(random, [r, f, e]);
      const question = random.pick([
        `The monthly spending of the Sharma family on rent, food and their children's education is in the ratio ${rs}. They spend ${m(f * k)} a month on food. ${askTotal ? 'What is their total monthly spending on these three heads?' : 'How much do they spend on education?'}`,
        `Household budget -> rent : groceries : school fees = ${rs}\nGroceries come to ${m(f * k)} a month. ${askTotal ? 'Find the total of the three.' : 'Find the school fees.'}`,
      ]);
      const answer = askTotal ? (r + f + e) * k : e * k;
      const wrong = askTotal ? [(r + e) * k, f * k * 3, (r + f + e) * k + f * k, ((r + f + e) * f * k) / e] : [r * k, (f * k * f) / e, (r + f + e) * k - f * k, (e * f * k) / (r + f + e)];
      return { question, options: numericOptions(answer, wrong, m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/303',
    draw: (random) => {
      // Three departments; the gap between two given, the third asked.
      const [a, b, c] = until(
        () => trio(random, 1, 9),
        (t) => t[1] > t[0],
      );
      const k = random.int(3, 30);
      const D = (b - a) * k;
      const r = said(random, [a, b, c]);
      const question = random.pick([
        `The employees of a firm work in three departments, HR, Sales and Tech, in the ratio ${r}. Sales has ${D} more employees than HR. How many employees work in Tech?`,
        `In a company the staff strength of HR, Sales and Tech is in the ratio ${r}. If Sales has ${D} more people than HR, find the number of people in Tech.`,
        `HR : Sales : Tech = ${r} (no. of employees). Sales exceeds HR by ${D}. Tech = ?`,
      ]);
      return { question, options: wholeOptions(c * k, [c * D, (a + b + c) * k, b * k, (c * D) / b], plain, 1) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/304',
    draw: (random) => {
      // Options as sentences: who gets how much more.
      const [b, a] = pair(random, 1, 9);
      const k = random.int(3, 50) * 50;
      const T = (a + b) * k;
      const D = (a - b) * k;
      const m = money(random);
      const r = said(random, [a, b]);
      const question = random.pick([
        `${m(T)} was split between Asha and Bina in the ratio ${r}. Which of the following is true?`,
        `Asha and Bina share a prize of ${m(T)} in the ratio ${r} (Asha first). Which statement is correct?`,
      ]);
      return {
        question,
        options: options(
          `Asha gets ${m(D)} more than Bina`,
          [`Bina gets ${m(D)} more than Asha`, `Asha gets ${m(k)} more than Bina`, `Asha gets ${m(T - D)} more than Bina`, `Asha gets ${m(a * k)} more than Bina`],
          (j) => `Asha gets ${m(D + j * 50)} more than Bina`,
        ),
      };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/305',
    draw: (random) => {
      // x times A's share = y times B's = z times C's.
      const [x, y, z] = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 9)] as const,
        (t) => t[0] < t[1] && t[1] < t[2],
      );
      const L = lcm(lcm(x, y), z);
      const parts = reduce([L / x, L / y, L / z]);
      const k = random.int(2, 40) * 10;
      const T = sumOf(parts) * k;
      const ask = random.int(0, 2);
      const who = ['A', 'B', 'C'][ask]!;
      const m = money(random);
      const question = random.pick([
        `${m(T)} is distributed among A, B and C such that ${small(random, x)} times A's share, ${small(random, y)} times B's share and ${small(random, z)} times C's share are all equal. What is ${who}'s share?`,
        `A sum of ${m(T)} is to be given to A, B and C so that ${x} times what A gets = ${y} times what B gets = ${z} times what C gets. Find the amount ${who} gets.`,
      ]);
      const direct = (T * [x, y, z][ask]!) / (x + y + z);
      return { question, options: numericOptions(parts[ask]! * k, [direct, T / 3, parts[2 - ask]! * k, (T * [x, y, z][2 - ask]!) / (x + y + z)], m, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/306',
    draw: (random) => {
      // A ratio inside a ratio: savings vs spending, then rent vs the rest of the spending.
      const [a, b] = until(
        () => [random.int(1, 5), random.int(2, 9)] as const,
        ([p, q]) => p !== q && gcd(p, q) === 1,
      );
      const [c, d] = until(
        () => [random.int(1, 5), random.int(1, 5)] as const,
        ([p, q]) => p !== q && gcd(p, q) === 1,
      );
      const S = (a + b) * (c + d) * random.int(2, 12) * 100;
      const rent = (((S * b) / (a + b)) * c) / (c + d);
      const m = money(random);
      const question = random.pick([
        `bhaiya pls help\nmy cousin's salary is ${m(S)}. she saves n spends in the ratio ${a}:${b}, and out of what she spends, rent : other stuff = ${c}:${d}. how much is her rent?`,
        `A man's monthly salary of ${m(S)} is split between savings and expenses in the ratio ${a} : ${b}. His expenses, in turn, are split between rent and other costs in the ratio ${c} : ${d}. How much rent does he pay each month?`,
      ]);
      return { question, options: numericOptions(rent, [(S * c) / (c + d), (S * b) / (a + b), (S * c) / (a + b + c + d), (((S * a) / (a + b)) * c) / (c + d)], m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/307',
    draw: (random) => {
      // C gets X less than A and B together.
      const [a, b, c] = until(
        () => trio(random, 1, 9),
        (t) => t[2] < t[0] + t[1],
      );
      const k = random.int(2, 40) * 25;
      const X = (a + b - c) * k;
      const T = (a + b + c) * k;
      const m = money(random);
      const askC = random.next() < 0.4;
      const r = said(random, [a, b, c]);
      const question = random.pick([
        `A sum is shared by three partners A, B and C in the ratio ${r}, and C receives ${m(X)} less than A and B put together. ${askC ? "What is C's share?" : 'Find the sum.'}`,
        `C's share falls short of the combined share of A and B by ${m(X)} when an amount is divided among A, B and C in the ratio ${r}. ${askC ? 'How much does C get?' : 'What is the amount?'}`,
      ]);
      const answer = askC ? c * k : T;
      const wrong = askC ? [(X * c) / (a + b), X, (a + b) * k, c * X] : [(X * (a + b + c)) / c, X * 2, (a + b) * k + X, (X * (a + b + c)) / (a + b)];
      return { question, options: numericOptions(answer, wrong, m, 25) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/308',
    draw: (random) => {
      // Land in direct proportion to ages.
      const ages = until(
        () => [random.int(16, 40), random.int(16, 40), random.int(16, 40)],
        (t) => new Set(t).size === 3 && sumOf(reduce(t)) <= 40,
      ).sort((x, y) => x - y);
      const parts = reduce(ages);
      const k = random.pick([0.5, 1, 1.5, 2, 2.5, 3]);
      const area = sumOf(parts) * k;
      const acres = unit('acres');
      const question = random.pick([
        `Three brothers aged ${ages[0]}, ${ages[1]} and ${ages[2]} years inherit ${num(area)} acres of farmland, which is to be divided in direct proportion to their ages. How much land does the eldest brother get?`,
        `${num(area)} acres of land are to be shared among three sisters in proportion to their ages of ${ages[2]}, ${ages[0]} and ${ages[1]} years. What is the share of the eldest sister?`,
      ]);
      const inv = (area * (1 / ages[2]!)) / (1 / ages[0]! + 1 / ages[1]! + 1 / ages[2]!);
      return { question, options: numericOptions(parts[2]! * k, [area / 3, parts[0]! * k, inv, parts[1]! * k], acres, 0.5) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/311',
    draw: (random) => {
      // A chain of three ratios, the ends asked.
      const [a, b, c, d, e, f] = until(
        () => [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)],
        (t) => t[0] !== t[1] && t[2] !== t[3] && t[4] !== t[5] && t[0]! * t[2]! * t[4]! !== t[1]! * t[3]! * t[5]!,
      ) as [number, number, number, number, number, number];
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `If A : B = ${a} : ${b}, B : C = ${c} : ${d} and C : D = ${e} : ${f}, then A : D is equal to`
          : form === 1
            ? `p/q = ${a}/${b}, q/r = ${c}/${d} and r/s = ${e}/${f}. Find p : s.`
            : `a:b = ${a}:${b}, b:c = ${c}:${d}, c:d = ${e}:${f} .. then a:d = ?? pls tell the trick`;
      return { question, options: ratioOptions([a * c * e, b * d * f], [[a, f], [b * d * f, a * c * e], [a * e, b * f], [a + c + e, b + d + f]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/312',
    draw: (random) => {
      // xA = yB = zC gives A : B : C.
      const [x, y, z] = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 9)] as const,
        (t) => new Set(t).size === 3,
      );
      const L = lcm(lcm(x, y), z);
      const question = random.pick([
        `If ${x}A = ${y}B = ${z}C, then A : B : C = ?`,
        `Given that ${x} times the first number, ${y} times the second and ${z} times the third are all equal, find the ratio of the three numbers.`,
        `${x}P = ${y}Q = ${z}R. What is P : Q : R?`,
      ]);
      return { question, options: ratioOptions([L / x, L / y, L / z], [[x, y, z], [z, y, x], [y * z, x * z, x * y * 2]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/313',
    draw: (random) => {
      // Two equal sections with different boy : girl ratios, taken together.
      const [[a, b], [c, d]] = until(
        () => [pair(random, 1, 9), pair(random, 1, 9)] as const,
        ([p, q]) => p[0] !== q[0] || p[1] !== q[1],
      );
      const swap1 = random.next() < 0.5;
      const swap2 = random.next() < 0.5;
      const [b1, g1] = swap1 ? [b, a] : [a, b];
      const [b2, g2] = swap2 ? [d, c] : [c, d];
      const N = lcm(b1 + g1, b2 + g2);
      const boys = (b1 * N) / (b1 + g1) + (b2 * N) / (b2 + g2);
      const girls = 2 * N - boys;
      const question = random.pick([
        `Two sections of Class IX have the same number of students. In section A the ratio of boys to girls is ${b1} : ${g1} and in section B it is ${b2} : ${g2}. What is the ratio of boys to girls when both sections are taken together?`,
        `Sections A and B are equally strong. Boys : girls is ${b1}:${g1} in A and ${b2}:${g2} in B. If the two sections are merged, the ratio of boys to girls will be`,
      ]);
      return { question, options: ratioOptions([boys, girls], [[b1 + b2, g1 + g2], [b1 * b2, g1 * g2], [girls, boys]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/314',
    draw: (random) => {
      // The number added to each of four numbers to make them proportional.
      const v = until(
        () => {
          const [m, n] = pair(random, 2, 9);
          const k1 = random.int(2, 6);
          const k2 = random.int(k1 + 1, 9);
          const x = random.int(1, 12);
          return { x, nums: [k1 * m - x, k1 * n - x, k2 * m - x, k2 * n - x] };
        },
        ({ nums }) => nums.every((t) => t > 0) && new Set(nums).size === 4,
      );
      const [a, b, c, d] = v.nums as [number, number, number, number];
      const question = random.pick([
        `What number must be added to each of the numbers ${a}, ${b}, ${c} and ${d} so that the resulting numbers are in proportion?`,
        `When the same number is added to each of ${a}, ${b}, ${c} and ${d}, the four sums are in proportion. Find that number.`,
        `which no. shd be added to ${a}, ${b}, ${c}, ${d} to make them proportional?`,
      ]);
      return { question, options: wholeOptions(v.x, [v.x + 1, v.x + 2, v.x - 1, 2 * v.x, v.x + 3], plain) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/315',
    draw: (random) => {
      // Salaries in a ratio; after the same raise, a new ratio; the old salary asked.
      const v = until(
        () => {
          const [a, b] = pair(random, 2, 7);
          const k = random.int(2, 12) * 1000;
          const I = random.int(1, 8) * 1000;
          const [c, d] = reduce([a * k + I, b * k + I]);
          return { a, b, k, I, c: c!, d: d! };
        },
        (t) => t.d <= 99,
      );
      const m = money(random);
      const question = random.pick([
        `The monthly salaries of Anil and Bimal are in the ratio ${v.a} : ${v.b}. Each of them gets a raise of ${m(v.I)} a month, after which the ratio becomes ${v.c} : ${v.d}. What was Bimal's salary before the raise?`,
        `After an increment of ${m(v.I)} each, the salaries of two clerks, which were earlier in the ratio ${v.a}:${v.b}, are in the ratio ${v.c}:${v.d}. Find the earlier salary of the clerk who earned more.`,
      ]);
      return { question, options: numericOptions(v.b * v.k, [v.a * v.k, v.b * v.k + v.I, v.d * 1000, v.b * v.I], m, 1000) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/316',
    draw: (random) => {
      // Arts : Science and Science : Commerce, a count of one stream given.
      const [a, b] = until(
        () => [random.int(2, 9), random.int(2, 9)],
        ([p, q]) => p !== q && gcd(p, q) === 1,
      );
      const [c, d] = until(
        () => [random.int(2, 9), random.int(2, 9)],
        ([p, q]) => p !== q && gcd(p, q) === 1 && p !== b,
      );
      const parts = reduce([a * c, b * c, b * d]);
      const k = random.int(2, 12) * (parts[2]! > 20 ? 1 : 5);
      const commerce = parts[2]! * k;
      const question = random.pick([
        `In a college, the ratio of students in Arts to those in Science is ${a} : ${b}, and the ratio of Science students to Commerce students is ${c} : ${d}. If there are ${commerce} Commerce students, how many students study Arts?`,
        `Arts:Science = ${a}:${b} and Science:Commerce = ${c}:${d} in a college.\nCommerce has ${commerce} students. Find the number of Arts students.`,
      ]);
      return { question, options: wholeOptions(parts[0]! * k, [(commerce * a) / d, parts[1]! * k, (commerce * a) / b, (commerce * c) / d], plain) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/317',
    draw: (random) => {
      // a : b given; the ratio of two expressions in a and b.
      const v = until(
        () => {
          const [p, q] = pair(random, 1, 9);
          const [pp, qq] = random.next() < 0.5 ? [p, q] : [q, p];
          const u = random.int(1, 7);
          const w = random.int(1, 7);
          const x = random.int(2, 7);
          const z = random.int(1, 7);
          return { p: pp, q: qq, u, w, x, z, top: u * pp + w * qq, bottom: x * pp - z * qq };
        },
        (t) => t.bottom > 0 && t.top !== t.bottom,
      );
      const expr = `(${term(v.u, 'a')} + ${term(v.w, 'b')}) : (${term(v.x, 'a')} - ${term(v.z, 'b')})`;
      const question = random.pick([
        `If a : b = ${v.p} : ${v.q}, then what is the value of ${expr}?`,
        `Find ${expr}, given that a/b = ${v.p}/${v.q}.`,
      ]);
      return { question, options: ratioOptions([v.top, v.bottom], [[v.u + v.w, v.x - v.z], [v.u * v.q + v.w * v.p, v.x * v.q - v.z * v.p], [v.bottom, v.top]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/318',
    draw: (random) => {
      // Two counts in a ratio; one rises p%, the other falls q%.
      const [a, b] = until(
        () => [random.int(2, 9), random.int(2, 9)],
        ([x, y]) => x !== y && gcd(x, y) === 1,
      );
      const p = random.pick([10, 20, 25, 30, 40, 50]);
      const q = random.pick([10, 20, 25, 30, 40]);
      const question = random.pick([
        `A club has male and female members in the ratio ${a} : ${b}. Over the year the number of male members rises by ${p}% and the number of female members falls by ${q}%. What is the ratio of male to female members now?`,
        `Two classes have students in the ratio ${a}:${b}. If ${p} per cent more students join the first class and ${q} per cent of the students of the second class leave, in what ratio will the strengths of the classes be?`,
      ]);
      return { question, options: ratioOptions([a * (100 + p), b * (100 - q)], [[a * (100 - q), b * (100 + p)], [a * (100 + p), b * (100 + q)], [a + p, b - q], [a, b]]) };
    },
  },
];

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'fresh/partnership/321',
    draw: (random) => {
      // Joining on calendar dates; accounts closed on 31 December.
      const v = until(
        () => {
          const caps = [random.int(2, 12) * 5000, random.int(2, 12) * 5000, random.int(2, 12) * 5000];
          const jb = random.int(1, 6);
          const jc = random.int(jb + 1, 10);
          const months = [12, 12 - jb, 12 - jc];
          const w = caps.map((c, i) => (c * months[i]!) / 5000);
          const parts = reduce(w);
          const k = random.int(1, 10) * 100;
          return { caps, jb, jc, months, parts, P: sumOf(parts) * k, k };
        },
        (t) => t.P <= 500_000 && t.P >= 5000,
      );
      const askC = random.next() < 0.6;
      const i = askC ? 2 : 1;
      const m = money(random);
      const question = random.pick([
        `A started a business on 1st January with ${m(v.caps[0]!)}. B joined him on 1st ${MONTHS[v.jb]} with ${m(v.caps[1]!)} and C joined on 1st ${MONTHS[v.jc]} with ${m(v.caps[2]!)}. The accounts are closed on 31st December and the profit for the year is ${m(v.P)}. What is ${askC ? "C's" : "B's"} share?`,
        `A business began on 1 January with A's capital of ${m(v.caps[0]!)}; B brought in ${m(v.caps[1]!)} on 1 ${MONTHS[v.jb]} and C brought in ${m(v.caps[2]!)} on 1 ${MONTHS[v.jc]}. Out of a profit of ${m(v.P)} for the calendar year, how much should ${askC ? 'C' : 'B'} receive?`,
      ]);
      const byCap = (v.P * v.caps[i]!) / sumOf(v.caps);
      const byMonth = (v.P * v.months[i]!) / sumOf(v.months);
      const offByOne = v.caps.map((c, j) => c * (v.months[j]! - (j === 0 ? 0 : 1)));
      return { question, options: numericOptions(v.parts[i]! * v.k, [byCap, byMonth, (v.P * offByOne[i]!) / sumOf(offByOne), v.P / 3], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/322',
    draw: (random) => {
      // A part of the profit goes to charity first; the rest by capital.
      const v = until(
        () => {
          const caps = trio(random, 2, 9);
          const p = random.pick([5, 10, 20, 25]);
          const rest = sumOf(caps) * random.int(2, 40) * 100;
          return { caps, p, rest, P: (rest * 100) / (100 - p) };
        },
        (t) => isInt(t.P),
      );
      const unitCap = random.pick([5000, 10000, 20000]);
      const ask = random.int(0, 2);
      const names = ['Mehul', 'Nisha', 'Omkar'];
      const m = money(random);
      const question = random.pick([
        `${names[0]}, ${names[1]} and ${names[2]} invested ${m(v.caps[0] * unitCap)}, ${m(v.caps[1] * unitCap)} and ${m(v.caps[2] * unitCap)} in a business. At the end of the year the profit was ${m(v.P)}, of which ${v.p}% was given to charity and the rest was divided in proportion to their investments. How much did ${names[ask]} get?`,
        `Out of a year's profit of ${m(v.P)}, a firm first keeps aside ${v.p} per cent for charity. The remaining profit is shared by its three partners, ${names.join(', ')}, who had put in ${m(v.caps[0] * unitCap)}, ${m(v.caps[1] * unitCap)} and ${m(v.caps[2] * unitCap)}. Find ${names[ask]}'s share.`,
      ]);
      const mine = v.caps[ask]!;
      const share = (v.rest * mine) / sumOf(v.caps);
      return { question, options: numericOptions(share, [(v.P * mine) / sumOf(v.caps), share - (v.P * v.p) / 300, v.rest / 3, (v.P * mine) / sumOf(v.caps) - (v.P * v.p) / 100], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/323',
    draw: (random) => {
      // m times the money for a fraction of the time.
      const FR: readonly [number, number][] = [
        [1, 2],
        [1, 3],
        [2, 3],
        [1, 4],
        [3, 4],
        [2, 5],
        [3, 5],
        [4, 5],
      ];
      const [mult, [p, q]] = until(
        () => [random.int(2, 5), random.pick(FR)] as const,
        ([x, [pp, qq]]) => x * pp !== qq,
      );
      const words = random.next() < 0.7;
      const f = fraction(p, q, words);
      const question = random.pick([
        `A invested ${times(mult)} as much money as B in a business, but kept it there for only ${f} of the time for which B kept his money. In what ratio should they share the profit?`,
        `Two partners: the first puts in ${times(mult)} the capital of the second, but for ${f} of the second partner's period. Find the ratio of their profits.`,
      ]);
      return { question, options: ratioOptions([mult * p, q], [[mult, 1], [mult * q, p], [p, mult * q], [mult + p, q]]) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/324',
    draw: (random) => {
      // Equal profits from unequal periods; a capital asked.
      const v = until(
        () => {
          const ta = random.int(6, 12);
          const tb = random.int(3, 11);
          const T = random.int(4, 60) * 5000;
          return { ta, tb, T, a: (T * tb) / (ta + tb) };
        },
        (t) => t.ta !== t.tb && isInt(t.a / 100),
      );
      const m = money(random);
      const question = random.pick([
        `A and B together put ${m(v.T)} into a business. A's money stayed in it for ${v.ta} months and B's for ${v.tb} months, and at the end they got equal shares of the profit. How much had A invested?`,
        `The total capital of two partners is ${m(v.T)}. One partner's capital was used for ${v.ta} months and the other's for ${v.tb} months. If their profits were equal, what was the capital of the partner whose money was used for ${v.ta} months?`,
      ]);
      return { question, options: numericOptions(v.a, [v.T - v.a, v.T / 2, (v.T * v.ta) / 12, (v.T * v.tb) / 12], m, 1000) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/325',
    draw: (random) => {
      // Chat: one partner adds capital midway; the other's share asked.
      const v = until(
        () => {
          const ca = random.int(2, 12) * 5000;
          const cb = random.int(2, 12) * 5000;
          const t = random.int(2, 10);
          const e = random.int(1, 6) * 5000;
          const wa = (ca * 12 + e * (12 - t)) / 5000;
          const wb = (cb * 12) / 5000;
          const [pa, pb] = reduce([wa, wb]);
          const k = random.int(1, 20) * 100;
          return { ca, cb, t, e, wa, wb, pa: pa!, pb: pb!, k, P: (pa! + pb!) * k };
        },
        (t) => t.P >= 6000 && t.P <= 300_000,
      );
      const m = money(random);
      const question = random.pick([
        `pls solve this q:\nA n B started a biz with ${kTalk(v.ca)} n ${kTalk(v.cb)}. after ${v.t} months A put in ${kTalk(v.e)} more. profit at end of yr = ${kTalk(v.P)}. B's share??`,
        `A and B begin a business with capitals of ${m(v.ca)} and ${m(v.cb)}. At the end of ${small(random, v.t)} months A adds a further ${m(v.e)} to his capital. If the profit at the end of the year is ${m(v.P)}, what is B's share?`,
      ]);
      const naive = (v.P * v.cb) / (v.ca + v.cb);
      const allYear = (v.P * v.cb) / (v.ca + v.e + v.cb);
      return { question, options: numericOptions(v.pb * v.k, [naive, allYear, v.P - v.pb * v.k, v.P / 2], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/326',
    draw: (random) => {
      // A café caselet; the fraction of the profit asked.
      const v = until(
        () => {
          const caps = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
          const t1 = random.int(1, 6);
          const last = random.int(2, 9);
          const w = [caps[0]! * 12, caps[1]! * (12 - t1), caps[2]! * last];
          return { caps, t1, last, w };
        },
        (t) => t.last < 12 - t.t1 && sumOf(t.w) / gcd(t.w[2]!, sumOf(t.w)) <= 60,
      );
      const S = sumOf(v.w);
      const question = random.pick([
        `Riya, Sameer and Kabir opened a café together. Riya put in ₹${v.caps[0]} lakh at the start, Sameer joined ${small(random, v.t1)} months later with ₹${v.caps[1]} lakh, and Kabir came in with ₹${v.caps[2]} lakh for only the last ${v.last} months of the year. What fraction of the first year's profit should go to Kabir?`,
        `Three friends run a café for a year. Riya's ₹${v.caps[0]} lakh is in it for the whole year, Sameer's ₹${v.caps[1]} lakh for the last ${12 - v.t1} months and Kabir's ₹${v.caps[2]} lakh for the last ${v.last} months.\nWhat part of the year's profit is Kabir's?`,
      ]);
      return {
        question,
        options: fractionOptions(
          [v.w[2]!, S],
          [
            [v.caps[2]!, sumOf(v.caps)],
            [v.last, 12 + 12 - v.t1 + v.last],
            [1, 3],
            [v.w[2]!, S - v.w[2]!],
          ],
        ),
      };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/327',
    draw: (random) => {
      // B's fraction of the profit given; B's months asked.
      const v = until(
        () => {
          const X = random.int(2, 12) * 5000;
          const Y = random.int(2, 12) * 5000;
          const tb = random.int(2, 11);
          const g = gcd(Y * tb, X * 12 + Y * tb);
          return { X, Y, tb, p: (Y * tb) / g, q: (X * 12 + Y * tb) / g };
        },
        (t) => t.q <= 10 && t.X !== t.Y,
      );
      const words = random.next() < 0.6;
      const f = fraction(v.p, v.q, words);
      const m = money(random);
      const question = random.pick([
        `A started a business with ${m(v.X)} and kept it there for the whole year. B brought in ${m(v.Y)} some time later, and when the year's profit was shared, B received ${f} of it. For how many months was B's money in the business?`,
        `B's share of a year's profit was ${f} of the whole. A had invested ${m(v.X)} for all 12 months and B had invested ${m(v.Y)} after joining late. After how many months from the start did B join?`,
      ]);
      const askJoin = question.startsWith("B's share");
      const answer = askJoin ? 12 - v.tb : v.tb;
      return { question, options: wholeOptions(answer, [askJoin ? v.tb : 12 - v.tb, (12 * v.p) / v.q, answer + 2, answer - 2], monthsShow) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/328',
    draw: (random) => {
      // Capitals in a ratio, different periods; the difference of shares gives the total.
      const v = until(
        () => {
          const [a, b] = until(
            () => [random.int(1, 9), random.int(1, 9)],
            ([x, y]) => x !== y && gcd(x, y) === 1,
          );
          const ta = random.int(3, 12);
          const tb = random.int(3, 12);
          const [u, w] = reduce([a * ta, b * tb]);
          return { a, b, ta, tb, u: u!, w: w! };
        },
        (t) => t.u > t.w && t.ta !== t.tb && t.u + t.w <= 40,
      );
      const k = random.int(2, 40) * 100;
      const D = (v.u - v.w) * k;
      const m = money(random);
      const question = random.pick([
        `Ajay and Vikram invest in a business in the ratio ${v.a} : ${v.b}. Ajay's money stays in the business for ${v.ta} months and Vikram's for ${v.tb} months. If Ajay's share of the profit is ${m(D)} more than Vikram's, what is the total profit?`,
        `Ajay's share of a profit exceeded Vikram's by ${m(D)}. They had invested in the ratio ${v.a}:${v.b}, for ${v.ta} and ${v.tb} months respectively. Find the total profit.`,
      ]);
      const noTime = v.a > v.b ? (D * (v.a + v.b)) / (v.a - v.b) : 0;
      return { question, options: numericOptions((v.u + v.w) * k, [noTime, 2 * D, (v.u + v.w) * D, v.u * k], m, 100) };
    },
  },
];

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'fresh/ages/331',
    draw: (random) => {
      // Ratio now and ratio later; an age some years back asked.
      const v = until(
        () => {
          const [a, b] = pair(random, 2, 9);
          const k = random.int(2, 8);
          const t = random.int(2, 12);
          const [c, d] = reduce([a * k + t, b * k + t]);
          const back = random.int(2, Math.min(10, a * k - 1));
          return { a, b, k, t, c: c!, d: d!, back };
        },
        (x) => x.a * x.k >= 6 && x.b * x.k <= 70 && x.d <= 30,
      );
      const A = v.a * v.k;
      const B = v.b * v.k;
      const question = random.pick([
        `The present ages of Farhan and Gita are in the ratio ${v.a} : ${v.b}. ${cap(small(random, v.t))} years from now the ratio will be ${v.c} : ${v.d}. How old was Gita ${small(random, v.back)} years ago?`,
        `What was Gita's age ${v.back} years ago, if the ages of Farhan and Gita today are in the ratio ${v.a}:${v.b} and after ${v.t} years they will be in the ratio ${v.c}:${v.d}?`,
      ]);
      return { question, options: wholeOptions(B - v.back, [B, B + v.t, A - v.back, B - v.t, v.b * v.back], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/332',
    draw: (random) => {
      // As much younger than R as older than T.
      const S = random.int(15, 60) * 2;
      const askAll = random.next() < 0.35;
      const question = random.pick([
        `Sunil is as much younger than Rakesh as he is older than Tarun. If the sum of the ages of Rakesh and Tarun is ${S} years, ${askAll ? 'what is the sum of the ages of all three?' : 'how old is Sunil?'}`,
        `Q is as much younger than R as he is older than T. R and T together are ${S} years old. ${askAll ? 'Find the total of the ages of Q, R and T.' : "Find Q's age."}`,
      ]);
      const answer = askAll ? (3 * S) / 2 : S / 2;
      return { question, options: wholeOptions(answer, askAll ? [S, 2 * S, S + S / 4] : [S, S / 3, S / 4, S / 2 + 2], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/333',
    draw: (random) => {
      // Past multiple and future multiple; the ratio of present ages asked.
      const v = until(
        () => {
          const s = random.int(8, 30);
          const t1 = random.int(2, Math.min(12, s - 2));
          const k1 = random.int(3, 6);
          const F = k1 * (s - t1) + t1;
          const k2 = random.int(2, k1 - 1);
          const t2 = (F - k2 * s) / (k2 - 1);
          return { s, t1, k1, F, k2, t2 };
        },
        (x) => isInt(x.t2) && x.t2 >= 2 && x.t2 <= 25 && x.F <= 90 && x.F - x.s >= 18,
      );
      const question = random.pick([
        `${cap(small(random, v.t1))} years ago a father was ${times(v.k1)} as old as his son. ${cap(small(random, v.t2))} years hence, the father's age will be ${times(v.k2)} that of his son. What is the ratio of their present ages?`,
        `Find the ratio of the present ages of a mother and her daughter, if the mother was ${times(v.k1)} as old as the daughter ${v.t1} years ago and will be ${times(v.k2)} as old as her after ${v.t2} years.`,
      ]);
      return { question, options: ratioOptions([v.F, v.s], [[v.k1, 1], [v.k2, 1], [v.F - v.t1, v.s - v.t1], [v.F + v.t2, v.s + v.t2]]) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/334',
    draw: (random) => {
      // NCERT-style linear statements.
      const v = until(
        () => {
          const D = random.int(6, 20);
          const a = random.int(2, 4);
          const b = random.int(1, 9);
          const t = random.int(2, 8);
          const c = random.int(2, a - 1 >= 2 ? a - 1 : 2);
          const M = a * D + b;
          return { D, a, b, t, c, M, e: M + t - c * (D + t) };
        },
        (x) => x.c < x.a && x.e > 0 && x.M <= 80 && x.M - x.D >= 18,
      );
      const askMother = random.next() < 0.5;
      const question = random.pick([
        `The present age of a mother is ${v.b} years more than ${times(v.a)} the age of her daughter. ${cap(small(random, v.t))} years hence, the mother's age will be ${v.e} years more than ${times(v.c)} the age of the daughter then. Find the present age of the ${askMother ? 'mother' : 'daughter'}.`,
        `A man's age is ${v.b} more than ${times(v.a)} his son's age. After ${v.t} years, his age will exceed ${times(v.c)} the son's age by ${v.e} years. What is the ${askMother ? "man's" : "son's"} present age?`,
      ]);
      const answer = askMother ? v.M : v.D;
      return { question, options: wholeOptions(answer, askMother ? [v.M + v.t, v.a * v.D, v.D * v.c + v.e] : [v.D + v.t, v.D - v.t, v.M - v.D], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/335',
    draw: (random) => {
      // Sum now, a past multiple; the son's age some years from now.
      const v = until(
        () => {
          const s = random.int(8, 25);
          const t = random.int(2, s - 2);
          const k = random.int(3, 7);
          const F = k * (s - t) + t;
          const u = random.int(2, 10);
          return { s, t, k, F, u, S: F + s };
        },
        (x) => x.F <= 85 && x.F - x.s >= 18,
      );
      const question = random.pick([
        `The total of the ages of a father and his son is ${v.S} years. ${cap(small(random, v.t))} years ago, the father's age was ${v.k} times the son's age. How old will the son be after ${small(random, v.u)} years?`,
        `How old will the son be ${v.u} years from now? The father and the son are ${v.S} years old in all today, and ${v.t} years back the father was ${times(v.k)} as old as the son.`,
      ]);
      return { question, options: wholeOptions(v.s + v.u, [v.s, v.F + v.u, v.s - v.t + v.u, v.S / (v.k + 1) + v.u], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/336',
    draw: (random) => {
      // Father's age at one child's birth, mother's at the other's; their age gap asked.
      const v = until(
        () => {
          const F0 = random.int(25, 42);
          const g = random.int(2, 7);
          const M0 = random.int(22, 40);
          return { F0, g, M0, diff: F0 - (M0 - g) };
        },
        (x) => x.diff >= 1 && x.diff <= 15 && x.M0 - x.g >= 20 && x.F0 !== x.M0,
      );
      const question = random.pick([
        `Ravi's father was ${v.F0} years old when Ravi was born, while his mother was ${v.M0} years old when his sister, ${small(random, v.g)} years younger than Ravi, was born. What is the difference between the ages of Ravi's parents?`,
        `My father was ${v.F0} when I was born and my mother was ${v.M0} when my brother, who is ${v.g} years younger than me, was born. By how many years is my father older than my mother?`,
      ]);
      return { question, options: wholeOptions(v.diff, [Math.abs(v.F0 - v.M0), v.F0 - v.M0 - v.g, v.diff + v.g, v.g], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/337',
    draw: (random) => {
      // Chat: A's age some years back equals B's some years ahead; the sum now.
      const v = until(
        () => {
          const B = random.int(8, 40);
          const t1 = random.int(2, 9);
          const t2 = random.int(1, 9);
          return { B, t1, t2, A: B + t1 + t2 };
        },
        (x) => x.t1 !== x.t2 && x.A <= 60,
      );
      const S = v.A + v.B;
      const question = random.pick([
        `age q\nA's age ${v.t1} yrs back = B's age ${v.t2} yrs from now. sum of their ages now is ${S}. find A's present age`,
        `Two friends were chatting about their ages. Arun said that his age ${small(random, v.t1)} years ago was the same as Bhanu's age ${small(random, v.t2)} years from now. Today their ages add up to ${S} years. How old is Arun now?`,
      ]);
      return { question, options: wholeOptions(v.A, [(S + v.t1 - v.t2) / 2, v.B, S / 2 + v.t1, (S + v.t1) / 2], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/338',
    draw: (random) => {
      // Calendar years: the ratio of a brother's and a sister's ages in a later year.
      const v = until(
        () => {
          const Y0 = random.int(2008, 2020);
          const a = random.int(2, 15);
          const Y1 = random.int(Y0 - a + 1, Y0 + 5);
          const Y2 = random.int(Math.max(Y0, Y1) + 1, 2040);
          return { Y0, a, Y1, Y2, r: Y2 - Y0 + a, s: Y2 - Y1 };
        },
        (x) => x.r !== x.s && x.Y1 !== x.Y0 && gcd(x.r, x.s) < Math.min(x.r, x.s),
      );
      const question = random.pick([
        `Rahul was ${v.a} years old in ${v.Y0}. His sister Neha was born in ${v.Y1}. What will be the ratio of Rahul's age to Neha's age in ${v.Y2}?`,
        `In ${v.Y2}, what will be the ratio of Rahul's age to that of his sister Neha, if Rahul turned ${v.a} in ${v.Y0} and Neha was born in ${v.Y1}?`,
      ]);
      return { question, options: ratioOptions([v.r, v.s], [[v.Y2 - v.Y0, v.s], [v.r, v.s + 1], [v.r + 1, v.s], [v.s, v.r]]) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh/average/341',
    draw: (random) => {
      // The mean of consecutive odd or even numbers; the largest asked.
      const n = random.int(4, 9);
      const odd = random.next() < 0.5;
      const x = until(
        () => random.int(5, 120),
        (t) => (t % 2 === 1) === odd,
      );
      const M = x + n - 1;
      const word = odd ? 'odd' : 'even';
      const question = random.pick([
        `The mean of ${small(random, n)} consecutive ${word} numbers is ${M}. What is the largest of these numbers?`,
        `avg of ${n} consecutive ${word} nos = ${M}. greatest no = ?`,
        `If the average of ${n} consecutive ${word} integers is ${M}, find the greatest of them.`,
      ]);
      return { question, options: wholeOptions(x + 2 * (n - 1), [M + n - 1, M + n, M + 2 * n, x, M + 2 * (n - 1)], plain, 2) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/342',
    draw: (random) => {
      // Toppers and the rest; the class size asked.
      const v = until(
        () => {
          const t = random.int(3, 12);
          const H = random.int(75, 96);
          const L = random.int(35, 60);
          const M = random.int(L + 2, H - 2);
          return { t, H, L, M, r: (t * (H - M)) / (M - L) };
        },
        (x) => isInt(x.r) && x.r >= 5 && x.r <= 60 && x.r !== x.t,
      );
      const question = random.pick([
        `In a test, the average score of the whole class was ${v.M}. The ${small(random, v.t)} toppers averaged ${v.H}, while the rest of the class averaged ${v.L}. How many students took the test?`,
        `How many students are in a class whose overall average mark is ${v.M}, if the ${v.t} students of its top group average ${v.H} marks and all the others average ${v.L}?`,
      ]);
      return { question, options: wholeOptions(v.t + v.r, [v.r, (v.t * (v.H - v.L)) / (v.M - v.L) + v.t, (v.t * (v.M - v.L)) / (v.H - v.M) + v.t, v.t * 2 + v.r], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/343',
    draw: (random) => {
      // Two members replaced at once; the new pair's average asked.
      const v = until(
        () => {
          const n = random.int(6, 15);
          const d = random.pick([0.5, 1, 1.5, 2, 2.5, 3]);
          const x = random.int(18, 40);
          const y = random.int(18, 40);
          return { n, d, x, y, w: (x + y + n * d) / 2 };
        },
        (t) => t.x !== t.y && exact(t.w) && isInt(t.n * t.d),
      );
      const question = random.pick([
        `The average age of ${v.n} men goes up by ${yrs(v.d)} when two of them, aged ${v.x} and ${v.y} years, are replaced by two women. What is the average age of the two women?`,
        `Two members of a committee of ${v.n}, whose ages are ${v.x} and ${v.y} years, retire and two new members join in their place. As a result the average age of the committee rises by ${yrs(v.d)}. Find the average age of the new members.`,
      ]);
      return { question, options: numericOptions(v.w, [(v.x + v.y) / 2 + v.d, v.x + v.y + v.n * v.d, (v.x + v.y) / 2 + v.n * v.d, v.w + v.d], yrs, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/344',
    draw: (random) => {
      // Boys and girls together; the girls average d more; one group's average asked.
      const v = until(
        () => {
          const n = random.int(10, 40);
          const g = random.int(10, 40);
          const M = random.int(45, 75);
          const d = random.int(2, 12);
          return { n, g, M, d, boys: M - (g * d) / (n + g) };
        },
        (t) => t.n !== t.g && isInt(t.boys),
      );
      const askGirls = random.next() < 0.5;
      const question = random.pick([
        `The average marks of ${v.n} boys and ${v.g} girls of a class, taken together, is ${v.M}. The girls' average is ${v.d} marks more than the boys' average. What is the average mark of the ${askGirls ? 'girls' : 'boys'}?`,
        `In a class of ${v.n} boys and ${v.g} girls the overall average score is ${v.M}, and on average each girl scored ${small(random, v.d)} more than each boy. Find the ${askGirls ? "girls'" : "boys'"} average score.`,
      ]);
      const answer = askGirls ? v.boys + v.d : v.boys;
      const half = askGirls ? v.M + v.d / 2 : v.M - v.d / 2;
      const swapped = askGirls ? v.M + (v.n * v.d) / (v.n + v.g) : v.M - (v.n * v.d) / (v.n + v.g);
      return { question, options: numericOptions(answer, [half, swapped, askGirls ? v.M + v.d : v.M - v.d, askGirls ? v.boys : v.boys + v.d], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/345',
    draw: (random) => {
      // Expenses in two spells and the year's savings; the monthly income asked.
      const v = until(
        () => {
          const m1 = random.int(3, 9);
          const X = random.int(20, 80) * 100;
          const Y = random.int(20, 80) * 100;
          const Z = random.int(10, 120) * 500;
          return { m1, X, Y, Z, inc: (m1 * X + (12 - m1) * Y + Z) / 12 };
        },
        (t) => t.X !== t.Y && isInt(t.inc),
      );
      const m = money(random);
      const question = random.pick([
        `The average expenditure of a man for the first ${v.m1} months of a year is ${m(v.X)} a month and for the next ${12 - v.m1} months it is ${m(v.Y)} a month. If he saves ${m(v.Z)} during the year, what is his average monthly income?`,
        `A clerk spends on average ${m(v.X)} per month in the first ${small(random, v.m1)} months of the year and ${m(v.Y)} per month in the remaining months, and he saves ${m(v.Z)} in the whole year. Find his average monthly income.`,
      ]);
      return { question, options: numericOptions(v.inc, [(v.X + v.Y) / 2 + v.Z / 12, (v.m1 * v.X + (12 - v.m1) * v.Y) / 12, v.inc + v.Z / 12, (v.X + v.Y + v.Z) / 2], m, 100) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/346',
    draw: (random) => {
      // Three numbers tied by multiples; their average given.
      const v = until(
        () => {
          const p = random.int(2, 4);
          const q = random.int(2, 4);
          const t = random.int(2, 20);
          return { p, q, t, sum: t * (1 + q + p * q) };
        },
        (x) => x.sum % 3 === 0,
      );
      const A = v.sum / 3;
      const question = random.pick([
        `avg of 3 nos is ${A}. 1st no is ${times(v.p)} the 2nd n 2nd is ${times(v.q)} the 3rd. largest no = ?`,
        `The average of three numbers is ${A}. The first number is ${times(v.p)} the second, and the second is ${times(v.q)} the third. Find the largest number.`,
      ]);
      return { question, options: wholeOptions(v.p * v.q * v.t, [v.q * v.t, v.t, A * v.p, (A * v.p * v.q) / (1 + v.p + v.q)], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/347',
    draw: (random) => {
      // One observation dropped; its value asked.
      const v = until(
        () => {
          const n = random.int(8, 30);
          const M = random.int(20, 80);
          const M2 = M + random.pick([-2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2]);
          return { n, M, M2, x: n * M - (n - 1) * M2 };
        },
        (t) => isInt(t.x) && t.x > 0 && isInt((t.n - 1) * t.M2),
      );
      const question = random.pick([
        `The mean of ${v.n} observations is ${v.M}. When one observation is dropped, the mean of the remaining observations becomes ${num(v.M2)}. Find the dropped observation.`,
        `If one number is taken out of a set of ${v.n} numbers whose average is ${v.M}, the average of the numbers left is ${num(v.M2)}. Which number was taken out?`,
      ]);
      return { question, options: numericOptions(v.x, [Math.abs(v.M - v.M2), v.n * Math.abs(v.M - v.M2), v.x + v.M2 - v.M, v.M + v.n * (v.M - v.M2) + 1], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/348',
    draw: (random) => {
      // A baby born into a family since; the baby's age asked.
      const v = until(
        () => {
          const n = random.int(3, 7);
          const t = random.int(2, 5);
          const b = random.int(1, t - 1);
          const A = random.int(15, 40);
          return { n, t, b, A, A2: (n * (A + t) + b) / (n + 1) };
        },
        (x) => isInt(x.A2),
      );
      const same = v.A2 === v.A;
      const question = random.pick([
        `${cap(small(random, v.t))} years ago, the average age of a family of ${v.n} members was ${v.A} years. A baby having been born since, the average age of the family ${same ? 'is the same today' : `is ${v.A2} years today`}. What is the age of the baby?`,
        `The average age of the ${v.n} members of a family was ${v.A} years ${v.t} years ago. Now a child has been born into the family, and the average age of all ${v.n + 1} members is ${v.A2} years. How old is the child?`,
      ]);
      return { question, options: wholeOptions(v.b, [v.t, v.b + 1, v.A2 - v.A + v.t, (v.n + 1) * v.A2 - v.n * v.A], yrs) };
    },
  },
];

// ---------------------------------------------------------------- mixture

const MIXTURE: readonly DoubtTemplate[] = [
  {
    kind: 'mixture',
    id: 'fresh/mixture/351',
    draw: (random) => {
      // Alloys by percentage: how much of the richer alloy to add.
      const v = until(
        () => {
          const p1 = random.int(2, 8) * 5;
          const p2 = random.int(p1 / 5 + 2, 18) * 5;
          const T = random.int(p1 / 5 + 1, p2 / 5 - 1) * 5;
          const W1 = random.int(2, 30) * 5;
          return { p1, p2, T, W1, x: (W1 * (T - p1)) / (p2 - T) };
        },
        (t) => isInt(t.x) && t.x > 0 && t.x !== t.W1,
      );
      const metal = random.pick(['zinc', 'copper', 'tin', 'silver']);
      const question = random.pick([
        `An alloy of ${metal} and lead contains ${v.p1}% ${metal}. How many kg of another alloy containing ${v.p2}% ${metal} must be melted with ${v.W1} kg of the first alloy to get an alloy with ${v.T}% ${metal}?`,
        `How much of ${aN(v.p2)} ${v.p2}% ${metal} alloy should be mixed with ${v.W1} kg of ${aN(v.p1)} ${v.p1}% ${metal} alloy so that the new alloy is ${v.T}% ${metal}?`,
      ]);
      return { question, options: numericOptions(v.x, [(v.W1 * (v.p2 - v.T)) / (v.T - v.p1), (v.W1 * (v.T - v.p1)) / v.p2, v.W1, (v.W1 * v.T) / v.p2], kg, 5) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/352',
    draw: (random) => {
      // Profit alligation: two parts sold at two profits.
      const v = until(
        () => {
          const p1 = random.int(2, 15);
          const p2 = random.int(p1 + 3, 30);
          const P = random.int(p1 + 1, p2 - 1);
          const Q = random.int(2, 40) * 10;
          return { p1, p2, P, Q, x: (Q * (P - p1)) / (p2 - p1) };
        },
        (t) => isInt(t.x) && t.x * 2 !== t.Q,
      );
      const item = random.pick(['sugar', 'rice', 'wheat', 'dal']);
      const question = random.pick([
        `A merchant has ${v.Q} kg of ${item}, part of which he sells at ${v.p1}% profit and the rest at ${v.p2}% profit. He gains ${v.P}% on the whole. What is the quantity sold at ${v.p2}% profit?`,
        `Of his ${v.Q} kg stock of ${item}, a trader sold some at a profit of ${v.p1} per cent and the remainder at a profit of ${v.p2} per cent, making ${v.P} per cent on the whole lot. How many kg did he sell at ${v.p2} per cent profit?`,
      ]);
      return { question, options: numericOptions(v.x, [v.Q - v.x, v.Q / 2, (v.Q * v.P) / (v.p1 + v.p2), (v.Q * v.p2) / (v.p1 + v.p2)], kg, 10) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/353',
    draw: (random) => {
      // Two mixtures mixed to give a third; the ratio of the two asked.
      const v = until(
        () => {
          const [a1, b1] = [random.int(1, 9), random.int(1, 9)];
          const [a2, b2] = [random.int(1, 9), random.int(1, 9)];
          const [c, d] = [random.int(1, 9), random.int(1, 9)];
          const x = (c * (a2 + b2) - a2 * (c + d)) * (a1 + b1);
          const y = (a1 * (c + d) - c * (a1 + b1)) * (a2 + b2);
          return { a1, b1, a2, b2, c, d, x, y };
        },
        (t) =>
          gcd(t.a1, t.b1) === 1 && gcd(t.a2, t.b2) === 1 && gcd(t.c, t.d) === 1 && t.x > 0 && t.y > 0 && sumOf(reduce([t.x, t.y])) <= 30 && t.x !== t.y,
      );
      const question = random.pick([
        `Jug A contains juice and water in the ratio ${v.a1} : ${v.b1} and jug B contains them in the ratio ${v.a2} : ${v.b2}. In what ratio should the contents of A and B be mixed to get a drink with juice and water in the ratio ${v.c} : ${v.d}?`,
        `Two vessels hold mixtures of spirit and water, ${v.a1}:${v.b1} in the first and ${v.a2}:${v.b2} in the second. Find the ratio in which the two mixtures must be taken to obtain a mixture with spirit and water in the ratio ${v.c}:${v.d}.`,
      ]);
      return { question, options: ratioOptions([v.x, v.y], [[v.y, v.x], [Math.abs(v.c - v.a2), Math.abs(v.a1 - v.c)], [v.a1 + v.a2, v.b1 + v.b2]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/354',
    draw: (random) => {
      // What part to draw off and replace with water to make it half and half.
      const [w, s] = pair(random, 1, 9);
      const liquid = random.pick(['syrup', 'juice concentrate', 'milk']);
      const question = random.pick([
        `A vessel is filled with a liquid that is ${w === 1 ? 'one part' : `${w} parts`} water and ${s} parts ${liquid}. How much of the mixture must be drawn off and replaced with water so that the mixture becomes half water and half ${liquid}?`,
        `A container is full of ${liquid} and water in the ratio ${s} : ${w}. What fraction of the contents should be taken out and replaced by water to make the ratio 1 : 1?`,
      ]);
      return { question, options: fractionOptions([s - w, 2 * s], [[s - w, s + w], [s - w, 2 * (s + w)], [w, s], [s - w, s]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/355',
    draw: (random) => {
      // Milk with water added, sold at a price; the gain per cent asked.
      const v = until(
        () => {
          const c = random.int(30, 70);
          const [w, mk] = pair(random, 1, 9);
          const s = c + random.int(-8, 10);
          return { c, w, mk, s, g: ((s * (w + mk) - c * mk) / (c * mk)) * 100 };
        },
        (t) => exact(t.g) && t.g > 0 && t.s !== t.c,
      );
      const m = money(random);
      const question = random.pick([
        `A milkman buys milk at ${m(v.c)} per litre and adds water to it in the ratio ${v.w} : ${v.mk} (water : milk). If he sells the mixture at ${m(v.s)} per litre, what is his gain per cent?`,
        `milk bought @ ${m(v.c)}/ltr, mixed with water (water:milk = ${v.w}:${v.mk}) and sold @ ${m(v.s)}/ltr. profit % = ?`,
      ]);
      const plainGain = ((v.s - v.c) / v.c) * 100;
      return { question, options: numericOptions(v.g, [plainGain, (v.w / v.mk) * 100, ((v.s * (v.w + v.mk) - v.c * v.mk) / (v.s * (v.w + v.mk))) * 100, (v.w / (v.w + v.mk)) * 100], pct, 5) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/356',
    draw: (random) => {
      // Milk added to change the ratio.
      const v = until(
        () => {
          const [a, b] = until(
            () => [random.int(1, 9), random.int(1, 9)],
            ([x, y]) => gcd(x, y) === 1 && x !== y,
          );
          const k = random.int(2, 12);
          const [c, d] = until(
            () => [random.int(1, 9), random.int(1, 9)],
            ([x, y]) => gcd(x, y) === 1,
          );
          return { a, b, k, c, d, x: (c * b * k) / d - a * k };
        },
        (t) => isInt(t.x) && t.x > 0 && (t.a + t.b) * t.k <= 120,
      );
      const V = (v.a + v.b) * v.k;
      const L = random.pick(['ltr', 'L', 'litres']);
      const question = random.pick([
        `${V} ${L} mix of milk n water, milk:water = ${v.a}:${v.b}. how many ${L} of milk to add to make it ${v.c}:${v.d}?`,
        `${cap(aN(V))} ${V}-litre mixture contains milk and water in the ratio ${v.a} : ${v.b}. What quantity of pure milk should be added to it so that milk and water are in the ratio ${v.c} : ${v.d}?`,
      ]);
      const show = unit(L === 'litres' || /^an? /i.test(question) ? 'litres' : L);
      return { question, options: numericOptions(v.x, [(v.a * v.k * v.d) / v.c - v.b * v.k, (v.c - v.a) * v.k, (V * v.c) / (v.c + v.d) - v.a * v.k], show) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/357',
    draw: (random) => {
      // A blend of a given size: the quantity of the cheaper kind.
      const v = until(
        () => {
          const p1 = random.int(10, 60) * 5;
          const p2 = p1 + random.int(2, 24) * 5;
          const pm = random.int(p1 / 5 + 1, p2 / 5 - 1) * 5;
          const Q = random.int(2, 30) * 10;
          return { p1, p2, pm, Q, x: (Q * (p2 - pm)) / (p2 - p1) };
        },
        (t) => isInt(t.x) && t.x * 2 !== t.Q,
      );
      const m = money(random);
      const question = random.pick([
        `A tea merchant wants to make ${v.Q} kg of a blend costing ${m(v.pm)} per kg by mixing leaf at ${m(v.p1)} a kg with leaf at ${m(v.p2)} a kg. How many kg of the cheaper leaf should he use?`,
        `How many kg of coffee at ${m(v.p1)}/kg go into ${v.Q} kg of a mixture worth ${m(v.pm)}/kg, the rest being coffee at ${m(v.p2)}/kg?`,
      ]);
      return { question, options: numericOptions(v.x, [v.Q - v.x, v.Q / 2, (v.Q * v.p1) / (v.p1 + v.p2), (v.Q * v.pm) / (v.p1 + v.p2)], kg, 5) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/358',
    draw: (random) => {
      // Prices in rupees and paise; the ratio asked.
      const v = until(
        () => {
          const P1 = random.int(50, 150) * 10;
          const P2 = P1 + random.int(3, 30) * 10;
          const M = random.int(P1 / 10 + 1, P2 / 10 - 1) * 10;
          return { P1, P2, M };
        },
        (t) => sumOf(reduce([t.P2 - t.M, t.M - t.P1])) <= 30 && t.P2 - t.M !== t.M - t.P1,
      );
      const rp = (p: number): string => (p / 100).toFixed(2);
      const form = random.int(0, 2);
      const item = random.pick(['rice', 'sugar', 'wheat flour']);
      const question =
        form === 0
          ? `In what ratio must ${item} at Rs. ${rp(v.P1)} per kg be mixed with ${item} at Rs. ${rp(v.P2)} per kg so that the mixture may be worth Rs. ${rp(v.M)} per kg?`
          : form === 1
            ? `${cap(item)} costing ${v.P1} paise per kg is mixed with ${item} costing ${v.P2} paise per kg. In what ratio should they be mixed to get a mixture worth ${v.M} paise per kg?`
            : `ratio to mix ${item} @ ₹${rp(v.P1)}/kg with ${item} @ ₹${rp(v.P2)}/kg to get mixture of ₹${rp(v.M)}/kg ??`;
      return { question, options: ratioOptions([v.P2 - v.M, v.M - v.P1], [[v.M - v.P1, v.P2 - v.M], [v.P1, v.P2], [v.P2 - v.P1, v.M - v.P1]]) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...RATIO_SHARE, ...RATIO_COMBINE, ...PARTNERSHIP, ...AGES, ...AVERAGE, ...MIXTURE];
