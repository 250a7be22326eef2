import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, exact, FRACTION_WORDS, fractionIn, gcd, ind, isInt, lcm, money, num, numericOptions, pct, r2, ratioOptions, type Show, small, sumOf, times, unit, until, wholeOptions } from './quant-kit';

/**
 * Fresh tuning templates for sharing kinds (ids 'fresh/<kind>/<n>', n from 101): ratio-share,
 * ratio-combine, partnership, ages and average. Each computes its own answer.
 *
 * They ask what the other tuning templates do not: the other unknown of the same situation (the
 * total from a share, a capital or a time from a profit share, a past age from a future condition,
 * the number of members from two averages, a middle result from overlapping averages), roles
 * instead of names (a husband and wife, a father and his sons, three friends), percentages and
 * fractions in words instead of ratios, ratios written '2 to 3' or 'in the proportion 2:3',
 * amounts in lakhs and thousands ('1.2 L', '50k'), and doubts typed into a chat.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const yrs: Show = (x) => (r2(x) === 1 ? '1 year' : `${num(x)} years`);
const months: Show = (x) => (r2(x) === 1 ? '1 month' : `${num(x)} months`);
const kg = unit('kg');
const plain: Show = (x) => ind(x);
const deg: Show = (x) => `${num(x)}°C`;

const FRACTION_NAMES: Readonly<Record<string, string>> = { ...FRACTION_WORDS, '1/6': 'one-sixth', '3/8': 'three-eighths', '5/8': 'five-eighths', '7/8': 'seven-eighths', '5/7': 'five-sevenths', '6/7': 'six-sevenths', '9/10': 'nine-tenths', '3/10': 'three-tenths' };

const fraction = fractionIn(FRACTION_NAMES);

/** A ratio as a paper prints it: '2:3', '2 : 3' or '2 to 3' (three terms never with 'to'). */
const ratioIn = (random: Random, parts: readonly number[]): string => {
  const form = random.int(0, parts.length === 2 ? 2 : 1);
  return form === 2 ? parts.join(' to ') : parts.join(form === 0 ? ':' : ' : ');
};

/** Rupees in lakhs as papers and chats write them: '₹ 7.2 lakh', 'Rs 1.2 L'. */
const lakh = (random: Random): Show => random.pick<Show>([(x) => `₹ ${num(x / 100_000)} lakh`, (x) => `Rs ${num(x / 100_000)} L`, (x) => `${num(x / 100_000)} lakh rupees`]);


/** Two different whole numbers a < b with no common factor, from lo..hi. */
const coprimePair = (random: Random, lo: number, hi: number): [number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi)] as [number, number],
    ([a, b]) => a < b && gcd(a, b) === 1,
  );

/** Three parts lo..hi, not all equal, with no common factor. */
const triple = (random: Random, lo: number, hi: number): [number, number, number] =>
  until(
    () => [random.int(lo, hi), random.int(lo, hi), random.int(lo, hi)] as [number, number, number],
    (t) => gcd(gcd(t[0], t[1]), t[2]) === 1 && new Set(t).size === 3,
  );

// ---------------------------------------------------------------- ratio-share

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/101',
    draw: (random) => {
      // One share given, the other asked: husband and wife, in the proportion b : a.
      const [a, b] = coprimePair(random, 2, 11);
      const k = random.int(3, 60) * 100;
      const m = money(random);
      const r = ratioIn(random, [b, a]);
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `A sum of money is divided between a husband and his wife in the proportion ${r}. If the wife gets ${m(a * k)}, how much does the husband get?`
          : form === 1
            ? `The ratio of the husband's share to the wife's share of an inheritance is ${r}. The wife's share is ${m(a * k)}. What is the husband's share?`
            : `husband n wife split some money, husband : wife = ${r}. wife got ${m(a * k)} .. how much did the husband get??`;
      return { question, options: numericOptions(b * k, [(a + b) * k, (b - a) * k, (a * a * k) / b, (b * b * k) / a], m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/102',
    draw: (random) => {
      // Percentages instead of a ratio; the difference given, the whole asked.
      const p = random.pick([20, 25, 30, 35, 40, 45]);
      const total = until(
        () => random.int(4, 90) * 1000,
        (t) => isInt((t * (100 - 2 * p)) / 100),
      );
      const d = (total * (100 - 2 * p)) / 100;
      const m = money(random);
      const question = random.pick([
        `When a sum of money is shared between two sisters, the younger gets ${p}% of it and the elder gets the rest. The elder sister gets ${m(d)} more than the younger. What was the sum?`,
        `Two brothers divide their savings so that one of them gets ${p} per cent of the total and the other the remaining amount. The difference between their shares is ${m(d)}. Find the total savings.`,
      ]);
      return { question, options: numericOptions(total, [(d * 100) / p, (d * 100) / (100 - p), 2 * d, d + (d * p) / 100], m, 1000) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/103',
    draw: (random) => {
      // The difference of two counts given, a count asked.
      const [a, b] = coprimePair(random, 2, 9);
      const k = random.int(3, 25);
      const d = (b - a) * k;
      const ask = random.pick(['girls', 'boys', 'total'] as const);
      const r = ratioIn(random, [a, b]);
      const lead = random.pick([
        `In a school there are ${d} more girls than boys, and the ratio of boys to girls is ${r}.`,
        `The number of boys and girls in a college are in the ratio ${r}, the girls outnumbering the boys by ${d}.`,
      ]);
      const tail = ask === 'girls' ? 'How many girls are there?' : ask === 'boys' ? 'How many boys are there?' : 'What is the total number of students?';
      const answer = ask === 'girls' ? b * k : ask === 'boys' ? a * k : (a + b) * k;
      const wrong = ask === 'girls' ? [a * k, (a + b) * k, b * d] : ask === 'boys' ? [b * k, (a + b) * k, a * d] : [a * d + b * d, b * k, d * (a + b) * 2];
      return { question: `${lead} ${tail}`, options: wholeOptions(answer, wrong, plain) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/104',
    draw: (random) => {
      // One share fixed first, the rest in a ratio.
      const [p, q] = until(
        () => [random.int(1, 9), random.int(1, 9)],
        ([x, y]) => x !== y && gcd(x, y) === 1,
      );
      const k = random.int(5, 60) * 100;
      const x = random.int(5, 80) * 100;
      const total = x + (p + q) * k;
      const m = money(random);
      const r = ratioIn(random, [p, q]);
      const question = random.pick([
        `Out of ${m(total)}, A is given ${m(x)} and the remaining amount is divided between B and C in the ratio ${r}. What is C's share?`,
        `A man leaves ${m(total)} for his wife and two daughters. The wife gets ${m(x)} and the rest is shared by the elder and the younger daughter in the ratio ${r}. How much does the younger daughter get?`,
      ]);
      return { question, options: numericOptions(q * k, [(total * q) / (p + q), p * k, (x * q) / p, (total - x) / 2], m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/105',
    draw: (random) => {
      // Fractions of the whole in words, the remainder given, the whole asked.
      const [a, b] = until(
        () => [random.int(2, 6), random.int(2, 8)],
        ([x, y]) => x < y && 1 / x + 1 / y < 0.95,
      );
      const l = lcm(a, b);
      const restParts = l - l / a - l / b;
      const unitAmt = random.int(2, 30) * 500;
      const total = l * unitAmt;
      const rest = restParts * unitAmt;
      const m = money(random);
      const words = random.next() < 0.6;
      const fa = fraction(1, a, words);
      const fb = fraction(1, b, words);
      const question = random.pick([
        `A man left his property as follows: ${fa} to his wife, ${fb} to his son and the remaining ${m(rest)} to his daughter. What was the value of his property?`,
        `Of a sum of money, A gets ${fa}, B gets ${fb} and C gets the rest, which is ${m(rest)}. Find the sum.`,
        `pls solve: ${fa} of a prize goes to the 1st, ${fb} to the 2nd and remaining ${m(rest)} to the 3rd winner. total prize = ?`,
      ]);
      return { question, options: numericOptions(total, [rest / (1 / a + 1 / b), rest * a, total - rest, rest * b], m, 500) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/106',
    draw: (random) => {
      // A mix by weight: one ingredient of a whole.
      const mix = random.pick([
        [1, 2, 4],
        [1, 3, 6],
        [1, 2, 3],
        [2, 3, 6],
        [1, 3, 5],
      ] as const);
      const k = random.int(5, 60) * 5;
      const total = sumOf(mix) * k;
      const askSand = random.next() < 0.5;
      const r = ratioIn(random, mix);
      const question = random.pick([
        `Concrete is made by mixing cement, sand and gravel in the ratio ${r} by weight. How many kg of ${askSand ? 'sand' : 'gravel'} are needed to make ${total} kg of concrete?`,
        `To make ${total} kg of concrete, cement, sand and gravel are mixed in the proportion ${r}. Find the weight of ${askSand ? 'sand' : 'gravel'} used.`,
      ]);
      const answer = (askSand ? mix[1] : mix[2]) * k;
      return { question, options: numericOptions(answer, [(askSand ? mix[2] : mix[1]) * k, mix[0] * k, total / 3, total / (askSand ? mix[1] : mix[2])], kg, 5) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/107',
    draw: (random) => {
      // Plain numbers: sum given, a number or the difference asked.
      const [a, b] = coprimePair(random, 1, 11);
      const k = random.int(2, 20);
      const s = (a + b) * k;
      const ask = random.pick(['larger', 'smaller', 'difference'] as const);
      const r = ratioIn(random, [a, b]);
      const what = ask === 'difference' ? 'their difference' : `the ${ask} number`;
      const question = random.pick([
        `Two numbers are in the ratio ${r} and their sum is ${s}. Find ${what}.`,
        `The sum of two numbers is ${s} and they are in the ratio ${r}. What is ${what}?`,
        `2 nos are in ratio ${r}, sum = ${s}. ${ask === 'difference' ? 'difference' : `${ask} no`} = ?`,
      ]);
      const answer = ask === 'larger' ? b * k : ask === 'smaller' ? a * k : (b - a) * k;
      const wrong = ask === 'larger' ? [a * k, s - a, b * (a + b)] : ask === 'smaller' ? [b * k, s - b, a * (a + b)] : [b - a, a * k, s / (b - a)];
      return { question, options: wholeOptions(answer, wrong, plain) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/108',
    draw: (random) => {
      // Two shares together given, the third asked.
      const parts = triple(random, 1, 9);
      const [a, b, c] = parts;
      const k = random.int(3, 60) * 100;
      const m = money(random);
      const r = ratioIn(random, parts);
      const question = random.pick([
        `An amount is divided among A, B and C in the ratio ${r}. If B and C together get ${m((b + c) * k)}, what is A's share?`,
        `Three friends share their winnings in the ratio ${r}. The second and third friends together receive ${m((b + c) * k)}. How much does the first friend receive?`,
      ]);
      return { question, options: numericOptions(a * k, [((b + c) * k * a) / (a + b + c), (a + b + c) * k, b * k, c * k], m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/109',
    draw: (random) => {
      // The share as a percentage of the whole.
      const [q, p] = until(
        () => coprimePair(random, 1, 19),
        ([x, y]) => exact((x * 100) / (x + y)) && (x + y) % 3 !== 0 && x + y <= 25,
      );
      const total = (p + q) * random.int(2, 40) * 1000;
      const m = money(random);
      const r = ratioIn(random, [p, q]);
      const question = random.pick([
        `A father divides ${m(total)} between his elder and younger sons in the ratio ${r}. What percentage of the amount does the younger son get?`,
        `${m(total)} is shared by an elder and a younger brother in the ratio ${r}. The younger brother's share is what per cent of the total?`,
      ]);
      return { question, options: numericOptions((q * 100) / (p + q), [(q * 100) / p, (p * 100) / (p + q), ((p - q) * 100) / (p + q)], pct, 5) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/110',
    draw: (random) => {
      // Inverse proportion to ages.
      const ages = until(
        () => [random.int(2, 12), random.int(2, 12), random.int(2, 12)].sort((x, y) => x - y),
        (t) => new Set(t).size === 3 && lcm(lcm(t[0]!, t[1]!), t[2]!) <= 60,
      );
      const l = lcm(lcm(ages[0]!, ages[1]!), ages[2]!);
      const parts = ages.map((x) => l / x);
      const s = sumOf(parts);
      const total = s * random.int(2, 30) * 100;
      const askYoungest = random.next() < 0.5;
      const m = money(random);
      const [y, mid, e] = ages;
      const who = askYoungest ? 'the youngest' : 'the eldest';
      const question = random.pick([
        `${m(total)} is to be divided among three children in inverse proportion to their ages, which are ${y}, ${mid} and ${e} years. How much will ${who} child get?`,
        `A grandmother gives ${m(total)} to her three grandchildren aged ${e}, ${mid} and ${y} years, the shares being inversely proportional to their ages. Find the share of ${who}.`,
      ]);
      const answer = ((askYoungest ? parts[0]! : parts[2]!) * total) / s;
      const direct = ((askYoungest ? y! : e!) * total) / (y! + mid! + e!);
      return { question, options: numericOptions(answer, [direct, ((askYoungest ? parts[2]! : parts[0]!) * total) / s, (parts[1]! * total) / s, total / 3], m, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/111',
    draw: (random) => {
      // Sides of a figure in a ratio, perimeter given.
      if (random.next() < 0.5) {
        const sides = until(
          () => triple(random, 2, 9).sort((x, y) => x - y),
          (t) => t[0]! + t[1]! > t[2]!,
        );
        const k = random.int(2, 9);
        const per = sumOf(sides) * k;
        const longest = random.next() < 0.5;
        const question = `The sides of a triangle are in the ratio ${ratioIn(random, sides)} and its perimeter is ${per} cm. Find the length of the ${longest ? 'longest' : 'shortest'} side.`;
        const answer = (longest ? sides[2]! : sides[0]!) * k;
        return { question, options: numericOptions(answer, [(longest ? sides[0]! : sides[2]!) * k, sides[1]! * k, per / 3, answer * 2], unit('cm')) };
      }
      const [b, a] = coprimePair(random, 1, 9);
      const k = random.int(2, 12);
      const per = 2 * (a + b) * k;
      const question = random.pick([
        `The length and breadth of a rectangular park are in the ratio ${ratioIn(random, [a, b])}. If the perimeter of the park is ${per} m, what is its length?`,
        `perimeter of a rectangle = ${per} m and length : breadth = ${a}:${b}. find the length`,
      ]);
      return { question, options: numericOptions(a * k, [(per * a) / (a + b), b * k, per / 4, 2 * a * k], unit('m')) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/112',
    draw: (random) => {
      // Amounts in lakhs, a chat doubt.
      const parts = triple(random, 1, 9);
      const s = sumOf(parts);
      const total = until(
        () => random.int(10, 120) * 10_000,
        (t) => parts.every((p) => isInt((t * p) / s / 1000)),
      );
      const askBig = random.next() < 0.5;
      const pick = askBig ? Math.max(...parts) : Math.min(...parts);
      const show = lakh(random);
      const question = random.pick([
        `hw to divide ${show(total)} among 3 partners in ratio ${parts.join(':')}?? ${askBig ? 'biggest' : 'smallest'} share = ?`,
        `Profit of ${show(total)} is to be split among three brothers in the ratio ${parts.join(' : ')}. What is the ${askBig ? 'largest' : 'smallest'} share?`,
      ]);
      const other = askBig ? Math.min(...parts) : Math.max(...parts);
      return { question, options: numericOptions((total * pick) / s, [(total * other) / s, total / 3, (total * pick) / (s - pick), (total * pick) / 10], show, 10_000) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/101',
    draw: (random) => {
      // Two ratios chained; the third quantity given, the first asked.
      const [a, b, c, d] = until(
        () => [random.int(1, 9), random.int(2, 9), random.int(2, 9), random.int(1, 9)],
        ([w, x, y, z]) => gcd(w, x) === 1 && gcd(y, z) === 1 && x !== y && w !== z,
      );
      const A = a * c;
      const C = b * d;
      const g = gcd(A, C);
      const k = random.int(1, 8);
      const cVal = (C / g) * k * random.pick([1, 2, 5]);
      const aVal = (A * cVal) / C;
      const question = random.pick([
        `If A : B = ${a} : ${b} and B : C = ${c} : ${d}, and C = ${cVal}, find A.`,
        `Red, blue and green balls in a box are such that red : blue = ${a}:${b} and blue : green = ${c}:${d}. If there are ${cVal} green balls, how many red balls are there?`,
        `The ratio of Ravi's salary to Mohan's is ${a} to ${b}, and Mohan's salary to Sohan's is ${c} to ${d}. Sohan earns ₹${ind(cVal * 1000)}. How much does Ravi earn?`,
      ]);
      const rupees = question.includes('Sohan');
      const f = rupees ? 1000 : 1;
      const show: Show = rupees ? (x) => `₹${ind(x)}` : plain;
      const wrong = [(a * cVal) / d, (cVal * b * c) / (a * d), (cVal * a) / c, cVal + a];
      return { question, options: wholeOptions(aVal * f, wrong.map((w) => w * f), show, f) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/102',
    draw: (random) => {
      // The common term is the first one: A:B and A:C given, B:C asked.
      const [a, b, c, d] = until(
        () => [random.int(1, 9), random.int(1, 9), random.int(1, 9), random.int(1, 9)],
        ([w, x, y, z]) => gcd(w, x) === 1 && gcd(y, z) === 1 && w !== y && x * y !== w * z,
      );
      const B = b * c;
      const C = a * d;
      const question = random.pick([
        `If A : B = ${a} : ${b} and A : C = ${c} : ${d}, then B : C = ?`,
        `The ratio of the ages of a father and his elder son is ${a}:${b}, and that of the father and his younger son is ${c}:${d}. Find the ratio of the ages of the elder son and the younger son.`,
      ]);
      return { question, options: ratioOptions([B, C], [[b, d], [C, B], [a * b, c * d], [b * d, a * c]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/103',
    draw: (random) => {
      // x : y given, a ratio of two expressions in x and y asked.
      const [a, b] = until(
        () => [random.int(1, 9), random.int(1, 9)],
        ([x, y]) => x !== y && gcd(x, y) === 1,
      );
      const [p, q, r, s] = until(
        () => [random.int(1, 5), random.int(1, 5), random.int(1, 5), random.int(1, 5)],
        ([w, x, y, z]) => (w * a + x * b) * (y + z) !== (y * a + z * b) * (w + x) && w * z !== x * y,
      );
      const term = (u: number, v: number, x: string, y: string): string => `${u === 1 ? '' : u}${x} + ${v === 1 ? '' : v}${y}`;
      const question = random.pick([
        `If x : y = ${a} : ${b}, find (${term(p, q, 'x', 'y')}) : (${term(r, s, 'x', 'y')}).`,
        `If a/b = ${a}/${b}, then what is the value of (${term(p, q, 'a', 'b')}) : (${term(r, s, 'a', 'b')})?`,
      ]);
      const N = p * a + q * b;
      const D = r * a + s * b;
      return { question, options: ratioOptions([N, D], [[D, N], [p * b + q * a, r * b + s * a], [p + q, r + s], [p * a, s * b]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/104',
    draw: (random) => {
      // Duplicate / sub-duplicate / triplicate / sub-triplicate ratios.
      const [a, b] = coprimePair(random, 1, 9);
      const form = random.pick(['sub-duplicate', 'triplicate', 'sub-triplicate', 'duplicate of the sub-duplicate'] as const);
      if (form === 'sub-duplicate') {
        const question = random.pick([`Find the sub-duplicate ratio of ${a * a} : ${b * b}.`, `The sub-duplicate ratio of ${a * a}:${b * b} is`]);
        return { question, options: ratioOptions([a, b], [[a * a * a * a, b * b * b * b], [a * a, 2 * b * b], [b, a], [a * a, b * b]]) };
      }
      if (form === 'triplicate') {
        const question = random.pick([`Find the triplicate ratio of ${a} : ${b}.`, `What is the triplicate ratio of ${a}:${b}?`]);
        return { question, options: ratioOptions([a ** 3, b ** 3], [[3 * a, 3 * b], [a * a, b * b], [b ** 3, a ** 3], [a + 3, b + 3]]) };
      }
      if (form === 'sub-triplicate') {
        const question = `The sub-triplicate ratio of ${a ** 3} : ${b ** 3} is`;
        return { question, options: ratioOptions([a, b], [[a * a, b * b], [b, a], [a ** 3 * 3, b ** 3], [a + 1, b + 2]]) };
      }
      const question = `What is the duplicate ratio of the sub-duplicate ratio of ${a} : ${b}?`;
      return { question, options: ratioOptions([a, b], [[a * a, b * b], [b, a], [a ** 4, b ** 4], [2 * a, b]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/105',
    draw: (random) => {
      // Third, fourth and mean proportionals.
      const form = random.int(0, 2);
      if (form === 0) {
        const [a, b] = until(
          () => [random.int(2, 30), random.int(2, 40)],
          ([x, y]) => x < y && isInt((y * y) / x) && y * y / x <= 400 && gcd(x, y) !== x,
        );
        const question = random.pick([`Find the third proportional to ${a} and ${b}.`, `What is the third proportional of ${a} and ${b}?`]);
        return { question, options: wholeOptions((b * b) / a, [(a * a) / b, a * b, 2 * b - a, Math.sqrt(a * b)], plain) };
      }
      if (form === 1) {
        const [a, b, c] = until(
          () => [random.int(2, 20), random.int(2, 30), random.int(2, 40)],
          ([x, y, z]) => isInt((y * z) / x) && x !== y && y !== z && x !== z,
        );
        const question = random.pick([`Find the fourth proportional to ${a}, ${b} and ${c}.`, `The fourth proportional to ${a}, ${b}, ${c} is`]);
        return { question, options: wholeOptions((b * c) / a, [(a * c) / b, (a * b) / c, a * b * c, b + c - a], plain) };
      }
      const [x, y] = until(
        () => [random.int(1, 12), random.int(1, 12)],
        ([u, v]) => u < v,
      );
      const f = random.pick([1, 2, 3]);
      const a = x * x * f;
      const b = y * y * f;
      const question = random.pick([`Find the mean proportional between ${a} and ${b}.`, `mean proportional b/w ${a} and ${b} = ?`]);
      return { question, options: numericOptions(x * y * f, [(a + b) / 2, (b * b) / a, a * b, Math.abs(b - a)], plain) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/106',
    draw: (random) => {
      // The number added to each term of a ratio.
      const { a, b, x } = until(
        () => ({ a: random.int(1, 12), b: random.int(2, 15), x: random.int(1, 20) }),
        (v) => v.a < v.b && gcd(v.a, v.b) === 1 && gcd(v.a + v.x, v.b + v.x) < v.a + v.x,
      );
      const [c, d] = reduceTwo(a + x, b + x);
      const question = random.pick([
        `What number must be added to each term of the ratio ${a} : ${b} so that it becomes ${c} : ${d}?`,
        `Find the number which, when added to both the terms of the ratio ${a}:${b}, makes the ratio ${c}:${d}.`,
        `wat no. shud be added to both terms of ${a}:${b} to make it ${c}:${d}? pls`,
      ]);
      return { question, options: wholeOptions(x, [c - a, d - b, (d - b) + (c - a), x + 1], plain) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/107',
    draw: (random) => {
      // After one gives money to the other, they have equal amounts.
      const [q, p] = coprimePair(random, 1, 9);
      const k = until(
        () => random.int(2, 40) * 100,
        (v) => isInt(((p - q) * v) / 2),
      );
      const x = ((p - q) * k) / 2;
      const m = money(random);
      const askTotal = random.next() < 0.5;
      const question = random.pick([
        `The money with A and B is in the ratio ${p} : ${q}. If A gives ${m(x)} to B, both have equal amounts. ${askTotal ? 'How much money do they have together?' : 'How much money did A have at first?'}`,
        `Two brothers have savings in the ratio ${p} to ${q}. When the elder gives ${m(x)} to the younger, their savings become equal. ${askTotal ? 'What are their total savings?' : "What were the elder brother's savings at first?"}`,
      ]);
      const answer = askTotal ? (p + q) * k : p * k;
      const wrong = askTotal ? [(p + q) * x, q * k, p * k, 4 * x] : [q * k, p * x, (p + q) * k, 2 * x];
      return { question, options: numericOptions(answer, wrong, m, 100) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/108',
    draw: (random) => {
      // The same number added to three classes; the old total asked.
      const { parts, k, x } = until(
        () => ({ parts: triple(random, 1, 9).sort((u, v) => u - v), k: random.int(3, 15), x: random.int(4, 40) }),
        (v) => {
          const n = v.parts.map((p) => p * v.k + v.x);
          return gcd(gcd(n[0]!, n[1]!), n[2]!) > 1;
        },
      );
      const fresh = reduceMany(parts.map((p) => p * k + x));
      const question = random.pick([
        `The numbers of students in three classes are in the ratio ${parts.join(' : ')}. If ${x} students are added to each class, the ratio becomes ${fresh.join(' : ')}. Find the total number of students in the three classes originally.`,
        `Three sections of a school have students in the ratio ${parts.join(':')}. After ${x} new students join every section, the ratio changes to ${fresh.join(':')}. How many students were there in all before the admissions?`,
      ]);
      const total = sumOf(parts) * k;
      return { question, options: wholeOptions(total, [total + 3 * x, sumOf(fresh) * k, sumOf(parts) * x, total - x], plain) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/109',
    draw: (random) => {
      // Three quantities raised by different percentages.
      const parts = triple(random, 2, 9);
      const ups = until(
        () => [random.pick([10, 20, 25, 40, 50, 60, 75]), random.pick([10, 20, 25, 40, 50, 60, 75]), random.pick([10, 20, 25, 40, 50, 60, 75])],
        (u) => new Set(u).size === 3,
      );
      const fresh = parts.map((p, i) => p * (100 + ups[i]!));
      const question = random.pick([
        `Seats for Mathematics, Physics and Biology in a school are in the ratio ${parts.join(' : ')}. There is a proposal to increase these seats by ${ups[0]}%, ${ups[1]}% and ${ups[2]}% respectively. What will be the ratio of the increased seats?`,
        `The prices of rice, wheat and dal are in the ratio ${parts.join(':')}. If they go up by ${ups[0]}%, ${ups[1]}% and ${ups[2]}% respectively, find the new ratio of their prices.`,
      ]);
      return { question, options: ratioOptions(fresh, [parts.map((p, i) => p * ups[i]!), ups.map((u) => 100 + u), parts, parts.map((p, i) => p + ups[i]!)]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/110',
    draw: (random) => {
      // (pa + qb) : (pa − qb) = m : n, a : b asked.
      const [n, m] = coprimePair(random, 1, 9);
      const [p, q] = random.next() < 0.4 ? [1, 1] : until(() => [random.int(1, 5), random.int(1, 5)], ([u, v]) => u !== v);
      const ans = [q * (m + n), p * (m - n)];
      const t = (c: number, x: string): string => `${c === 1 ? '' : c}${x}`;
      const question = random.pick([
        `If (${t(p, 'a')} + ${t(q, 'b')}) : (${t(p, 'a')} − ${t(q, 'b')}) = ${m} : ${n}, find a : b.`,
        `(${t(p, 'x')} + ${t(q, 'y')})/(${t(p, 'x')} - ${t(q, 'y')}) = ${m}/${n}. then x : y = ?`,
      ]);
      return { question, options: ratioOptions(ans, [[m + n, m - n], [ans[1]!, ans[0]!], [m, n], [p * (m + n), q * (m - n)]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/111',
    draw: (random) => {
      // "A has r% more (or less) than B"; together T; B's (or A's) amount.
      const more = random.next() < 0.5;
      const r = random.pick(more ? [10, 20, 25, 40, 50, 60, 75] : [10, 20, 25, 40, 50]);
      const b = until(
        () => random.int(4, 80) * 500,
        (v) => isInt((v * (more ? 100 + r : 100 - r)) / 100),
      );
      const a = (b * (more ? 100 + r : 100 - r)) / 100;
      const total = a + b;
      const m = money(random);
      const askB = random.next() < 0.6;
      const question = more
        ? random.pick([
            `pls: A has ${r}% more money than B, together they have ${m(total)}. how much does ${askB ? 'B' : 'A'} have?`,
            `A husband earns ${r} per cent more than his wife, and together they earn ${m(total)} a month. What is the ${askB ? "wife's" : "husband's"} monthly income?`,
          ])
        : random.pick([
            `A has ${r}% less money than B, and they have ${m(total)} between them. Find the amount with ${askB ? 'B' : 'A'}.`,
            `A wife earns ${r} per cent less than her husband; their total monthly income is ${m(total)}. What is the ${askB ? "husband's" : "wife's"} income?`,
          ]);
      const answer = askB ? b : a;
      return { question, options: numericOptions(answer, [askB ? a : b, total / 2, (total * (100 - r)) / 200, (total * (100 + r)) / 200], m, 500) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/112',
    draw: (random) => {
      // From A : B : C, the ratio of A/B : B/C : C/A.
      const [a, b, c] = triple(random, 1, 7);
      const ans = [a * a * c, a * b * b, b * c * c];
      const question = random.pick([
        `If A : B : C = ${a} : ${b} : ${c}, then (A/B) : (B/C) : (C/A) = ?`,
        `A : B : C = ${a}:${b}:${c}. Find A/B : B/C : C/A.`,
      ]);
      return { question, options: ratioOptions(ans, [[a, b, c], [b * b * c, a * c * c, a * a * b], [c, a, b], [b * c * c, a * b * b, a * a * c]]) };
    },
  },
];

function reduceTwo(x: number, y: number): [number, number] {
  const g = gcd(x, y);
  return [x / g, y / g];
}

function reduceMany(xs: readonly number[]): number[] {
  const g = xs.reduce((acc, x) => gcd(acc, x), 0) || 1;
  return xs.map((x) => x / g);
}

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'fresh/partnership/101',
    draw: (random) => {
      // The capital from the profit shares.
      const [a, b] = until(
        () => [random.int(1, 9), random.int(1, 9)],
        ([x, y]) => x !== y && gcd(x, y) === 1,
      );
      const u = random.int(2, 25) * 1000;
      const k = random.int(2, 40) * 100;
      const m = money(random);
      const T = (a + b) * k;
      const q = b * k;
      const question = random.pick([
        `A husband and wife opened a boutique for a year. The husband put in ${m(a * u)}. Out of the year's profit of ${m(T)}, the wife received ${m(q)}. How much had the wife invested?`,
        `A and B started a business together for the same period. A invested ${m(a * u)}. At the end, out of a total profit of ${m(T)}, B's share was ${m(q)}. What was B's capital?`,
      ]);
      return { question, options: numericOptions(b * u, [(a * u * q) / T, (a * u * (T - q)) / q, a * u + q, (a * u * T) / q], m, 1000) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/102',
    draw: (random) => {
      // How long one partner's money stayed.
      const v = until(
        () => ({ x: random.int(2, 20) * 5000, y: random.int(2, 20) * 5000, t: random.int(2, 11) }),
        (w) => w.x !== w.y,
      );
      const pa = 12 * v.x;
      const pb = v.t * v.y;
      const g = gcd(pa, pb);
      const k = random.int(1, 12) * 100;
      const T = ((pa + pb) / g) * k;
      const q = (pb / g) * k;
      const m = money(random);
      const leaves = random.next() < 0.5;
      const question = leaves
        ? `A and B started a business with ${m(v.y)} and ${m(v.x)} respectively. A withdrew all his money after some months, while B stayed for the whole year. Out of a total profit of ${m(T)}, A got ${m(q)}. After how many months did A withdraw?`
        : `P put ${m(v.x)} into a business for the full year and Q put in ${m(v.y)}, but Q's money was in the business only for part of the year. Of an annual profit of ${m(T)}, Q's share was ${m(q)}. For how many months was Q's money used?`;
      return { question, options: wholeOptions(v.t, [12 - v.t, (12 * q) / T, (12 * v.y * q) / (v.x * (T - q)), v.t + 1], months) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/103',
    draw: (random) => {
      // Three partners, two of them leaving early.
      const caps = [random.int(2, 20) * 5000, random.int(2, 20) * 5000, random.int(2, 20) * 5000];
      const [m1, m2] = until(
        () => [random.int(2, 10), random.int(2, 10)],
        ([x, y]) => x !== y,
      );
      const w = [caps[0]! * m1, caps[1]! * m2, caps[2]! * 12];
      const g = w.reduce((acc, x) => gcd(acc, x), 0);
      const s = sumOf(w) / g;
      const k = until(
        () => random.int(1, 40) * 100,
        (v) => s * v <= 600_000 && s * v >= 5000,
      );
      const T = s * k;
      const m = money(random);
      const question = random.pick([
        `A, B and C started a business with ${m(caps[0]!)}, ${m(caps[1]!)} and ${m(caps[2]!)}. A left after ${small(random, m1)} months and B after ${m2} months; C stayed till the end of the year. Find C's share of a profit of ${m(T)}.`,
        `Three friends put ${m(caps[0]!)}, ${m(caps[1]!)} and ${m(caps[2]!)} into a shop. The first friend pulled out after ${m1} months, the second after ${m2} months, and the third continued for the whole year. If the year's profit was ${m(T)}, how much should the third friend get?`,
      ]);
      const answer = (w[2]! / g) * k;
      return { question, options: numericOptions(answer, [(T * caps[2]!) / sumOf(caps), T / 3, (T * 12) / (12 + m1 + m2), (w[1]! / g) * k], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/104',
    draw: (random) => {
      // Capitals in the ratio of unit fractions.
      const dens = until(
        () => [random.int(2, 8), random.int(2, 8), random.int(2, 8)],
        (d) => new Set(d).size === 3,
      );
      const l = lcm(lcm(dens[0]!, dens[1]!), dens[2]!);
      const parts = reduceMany(dens.map((d) => l / d));
      const s = sumOf(parts);
      const k = random.int(2, 60) * 100;
      const T = s * k;
      const who = random.int(0, 2);
      const name = ['A', 'B', 'C'][who]!;
      const m = money(random);
      const fr = dens.map((d) => `1/${d}`).join(' : ');
      const question = random.pick([
        `A, B and C invest in a business in the ratio ${fr}. Out of a profit of ${m(T)}, what is ${name}'s share?`,
        `hw to solve: A, B, C capitals in ratio ${fr.replace(/ /g, '')} , profit ${m(T)} ... ${name}'s share?`,
      ]);
      const dsum = sumOf(dens);
      return { question, options: numericOptions(parts[who]! * k, [(T * dens[who]!) / dsum, T / 3, parts[(who + 1) % 3]! * k, parts[(who + 2) % 3]! * k], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/105',
    draw: (random) => {
      // The difference of two profit shares given, the total asked.
      const [b, a] = coprimePair(random, 1, 9);
      const u = random.int(2, 15) * 5000;
      const k = random.int(2, 60) * 100;
      const d = (a - b) * k;
      const m = money(random);
      const question = random.pick([
        `A husband and wife start a bakery with ${m(a * u)} and ${m(b * u)} respectively. At the end of the year the husband's share of the profit is ${m(d)} more than the wife's. What is the total profit?`,
        `Two brothers invested ${m(a * u)} and ${m(b * u)} in a business for one year. If the elder brother, who invested more, got ${m(d)} more profit than the younger, find the total profit.`,
      ]);
      return { question, options: numericOptions((a + b) * k, [a * k, 2 * d, (d * (a + b)) / a, d * (a + b)], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/106',
    draw: (random) => {
      // The share as a percentage of the profit.
      const v = until(
        () => ({ x: random.int(2, 16) * 5000, t1: random.int(3, 12), y: random.int(2, 16) * 5000, t2: random.int(3, 12) }),
        (w) => w.t1 !== w.t2 && w.x !== w.y && exact((100 * w.x * w.t1) / (w.x * w.t1 + w.y * w.t2)) && Math.abs(w.x * w.t1 - w.y * w.t2) > 0,
      );
      const m = money(random);
      const share = (100 * v.x * v.t1) / (v.x * v.t1 + v.y * v.t2);
      const question = random.pick([
        `A invests ${m(v.x)} for ${months(v.t1)} and B invests ${m(v.y)} for ${months(v.t2)} in a business. What percentage of the total profit should A get?`,
        `In a partnership, A's capital of ${m(v.x)} was used for ${v.t1} months and B's capital of ${m(v.y)} for ${v.t2} months. A's share is what per cent of the profit?`,
      ]);
      return { question, options: numericOptions(share, [(100 * v.x) / (v.x + v.y), (100 * v.t1) / (v.t1 + v.t2), 100 - share], pct, 5) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/107',
    draw: (random) => {
      // How much the late partner must bring so that the profit splits as agreed.
      const v = until(
        () => ({ x: random.int(2, 20) * 5000, t: random.int(2, 9), r: random.pick([1, 1, 2, 3]), s: random.pick([1, 1, 2, 3]) }),
        (w) => gcd(w.r, w.s) === 1 && isInt((w.x * 12 * w.s) / (w.r * (12 - w.t))),
      );
      const y = (v.x * 12 * v.s) / (v.r * (12 - v.t));
      const m = money(random);
      const equal = v.r === v.s;
      const want = equal ? 'the profit is shared equally at the end of the year' : `the year's profit is shared between A and B in the ratio ${v.r} : ${v.s}`;
      const question = random.pick([
        `A starts a business with ${m(v.x)}. After ${small(random, v.t)} months B joins him. How much capital should B bring in so that ${want}?`,
        `How much must B invest, if A began a shop with ${m(v.x)}, B joined ${v.t} months later, and ${want}?`,
      ]);
      return { question, options: numericOptions(y, [(v.x * v.s) / v.r, (v.x * (12 - v.t) * v.s) / (12 * v.r), (v.x * 12 * v.s) / (v.r * v.t), (v.x * v.r) / v.s], m, 1000) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/108',
    draw: (random) => {
      // One partner adds money part-way through.
      const v = until(
        () => ({ x: random.int(2, 16) * 5000, add: random.int(1, 10) * 5000, t: random.int(2, 10), z: random.int(2, 16) * 5000 }),
        (w) => w.add !== w.x,
      );
      const wa = v.x * 12 + v.add * (12 - v.t);
      const wb = v.z * 12;
      const g = gcd(wa, wb);
      const k = until(
        () => random.int(1, 60) * 100,
        (c) => ((wa + wb) / g) * c <= 900_000,
      );
      const T = ((wa + wb) / g) * k;
      const m = money(random);
      const question = random.pick([
        `A and B start a business with ${m(v.x)} and ${m(v.z)}. After ${v.t} months A puts in ${m(v.add)} more. Out of a profit of ${m(T)} at the end of the year, how much does A get?`,
        `Rekha began a boutique with ${m(v.x)} and her sister joined on the same day with ${m(v.z)}. ${cap(small(random, v.t))} months later Rekha invested another ${m(v.add)}. What is Rekha's share of the year's profit of ${m(T)}?`,
      ]);
      const naive = ((v.x + v.add) * T) / (v.x + v.add + v.z);
      return { question, options: numericOptions((wa / g) * k, [naive, (v.x * T) / (v.x + v.z), (wb / g) * k, (T * (v.x * 12 + v.add * v.t)) / (v.x * 12 + v.add * v.t + wb)], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/109',
    draw: (random) => {
      // Periods in words.
      const PERIODS: readonly (readonly [number, string])[] = [
        [12, 'the whole year'],
        [6, 'half a year'],
        [3, 'a quarter of the year'],
        [9, 'three-quarters of the year'],
        [4, 'one-third of the year'],
        [8, 'two-thirds of the year'],
      ];
      const [p1, p2, p3] = random.shuffle([...PERIODS]).slice(0, 3) as [readonly [number, string], readonly [number, string], readonly [number, string]];
      const caps = until(
        () => [random.int(2, 16) * 5000, random.int(2, 16) * 5000, random.int(2, 16) * 5000],
        (c) => new Set(c).size === 3,
      );
      const w = [caps[0]! * p1[0], caps[1]! * p2[0], caps[2]! * p3[0]];
      const g = w.reduce((acc, x) => gcd(acc, x), 0);
      const s = sumOf(w) / g;
      const k = until(
        () => random.int(1, 50) * 100,
        (c) => s * c <= 900_000,
      );
      const T = s * k;
      const m = money(random);
      const question = `A put ${m(caps[0]!)} into a business for ${p1[1]}, B put ${m(caps[1]!)} for ${p2[1]} and C put ${m(caps[2]!)} for ${p3[1]}. If the profit is ${m(T)}, what is B's share?`;
      return { question, options: numericOptions((w[1]! / g) * k, [(T * caps[1]!) / sumOf(caps), T / 3, (w[0]! / g) * k, (w[2]! / g) * k], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/110',
    draw: (random) => {
      // A loss shared in the ratio of capitals.
      const caps = until(
        () => [random.int(2, 20) * 5000, random.int(2, 20) * 5000, random.int(2, 20) * 5000],
        (c) => new Set(c).size === 3,
      );
      const g = caps.reduce((acc, x) => gcd(acc, x), 0);
      const s = sumOf(caps) / g;
      const k = until(
        () => random.int(1, 40) * 100,
        (c) => s * c <= 400_000,
      );
      const L = s * k;
      const m = money(random);
      const question = random.pick([
        `Three friends pooled ${m(caps[0]!)}, ${m(caps[1]!)} and ${m(caps[2]!)} to run a food stall for a year. They agreed to share any profit or loss in the ratio of their capitals. At the end of the year they had a loss of ${m(L)}. How much of the loss must the second friend bear?`,
        `A, B and C invested ${m(caps[0]!)}, ${m(caps[1]!)} and ${m(caps[2]!)} in a venture that ended in a loss of ${m(L)}. What is B's share of the loss?`,
      ]);
      return { question, options: numericOptions((caps[1]! / g) * k, [L / 3, (caps[0]! / g) * k, (caps[2]! / g) * k, caps[1]! - (caps[1]! / g) * k], m, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/111',
    draw: (random) => {
      // Capital ratio of three from profit ratio and time ratio.
      const caps = triple(random, 1, 6);
      const ts = until(
        () => [random.int(2, 12), random.int(2, 12), random.int(2, 12)],
        (t) => new Set(t).size > 1,
      );
      const profits = reduceMany(caps.map((c, i) => c * ts[i]!));
      const tr = reduceMany(ts);
      const question = random.pick([
        `A, B and C share a profit in the proportion ${profits.join(':')}. Their capitals were invested for ${ts[0]}, ${ts[1]} and ${ts[2]} months respectively. Find the ratio of their capitals.`,
        `The profits of three partners are in the ratio ${profits.join(' : ')} and the periods of their investments are in the ratio ${tr.join(' : ')}. In what ratio did they invest?`,
      ]);
      return { question, options: ratioOptions(caps, [profits, profits.map((p, i) => p * tr[i]!), tr, [...caps].reverse()]) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/112',
    draw: (random) => {
      // Chat with 'k' and 'L'.
      const v = until(
        () => ({ x: random.int(2, 20) * 5, y: random.int(2, 20) * 5, t: random.int(2, 9), T: random.int(5, 80) * 10_000 }),
        (w) => w.x !== w.y && isInt((w.T * w.x * 12) / (w.x * 12 + w.y * (12 - w.t))),
      );
      const mine = v.x * 12;
      const his = v.y * (12 - v.t);
      const T = v.T;
      const m = money(random);
      const l = lakh(random);
      const question = random.pick([
        `me n my friend started a biz. i put ${v.x}k for the whole yr, he put ${v.y}k but joined after ${v.t} months. profit = ${l(T)}. my share?? pls`,
        `Sir, I invested ${v.x}k and my cousin ${v.y}k, but my cousin came in only after ${v.t} months. Year-end profit ${l(T)}. How much should I get?`,
      ]);
      return { question, options: numericOptions((T * mine) / (mine + his), [(T * v.x) / (v.x + v.y), T / 2, (T * his) / (mine + his), (T * 12) / (24 - v.t)], m, 100) };
    },
  },
];

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'fresh/ages/101',
    draw: (random) => {
      // A past age from a present ratio and a future ratio.
      const v = until(
        () => {
          const [a, b] = coprimePair(random, 2, 9);
          return { a, b, k: random.int(2, 8), t: random.int(2, 12), u: random.int(2, 10) };
        },
        (w) => w.a * w.k - w.u >= 3 && w.b * w.k <= 70 && gcd(w.a * w.k + w.t, w.b * w.k + w.t) < w.a * w.k + w.t,
      );
      const A = v.a * v.k;
      const B = v.b * v.k;
      const [c, d] = reduceTwo(A + v.t, B + v.t);
      const question = random.pick([
        `The ages of A and B are in the ratio ${v.a} : ${v.b}. ${cap(small(random, v.t))} years hence their ages will be in the ratio ${c} : ${d}. What was A's age ${small(random, v.u)} years ago?`,
        `What was the younger brother's age ${v.u} years ago, if the present ages of two brothers are in the ratio ${v.a}:${v.b} and after ${v.t} years the ratio will be ${c}:${d}?`,
      ]);
      return { question, options: wholeOptions(A - v.u, [A, A + v.t, B - v.u, A + v.t - v.u], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/102',
    draw: (random) => {
      // A future age from a multiple now and a past sum.
      const v = until(
        () => ({ n: random.int(2, 5), d: random.int(5, 18), y: random.int(2, 8), z: random.int(2, 10) }),
        (w) => w.d - w.y >= 1 && (w.n - 1) * w.d >= 18 && w.n * w.d <= 70,
      );
      const S = (v.n + 1) * v.d - 2 * v.y;
      const question = random.pick([
        `A mother is ${times(v.n)} as old as her daughter. ${cap(small(random, v.y))} years ago the sum of their ages was ${S} years. How old will the daughter be ${v.z} years from now?`,
        `The father's age is ${times(v.n)} his son's age. The sum of their ages ${v.y} years ago was ${S} years. Find the son's age after ${v.z} years.`,
      ]);
      return { question, options: wholeOptions(v.d + v.z, [v.d, S / (v.n + 1) + v.z, v.n * v.d + v.z, v.d + v.z + v.y], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/103',
    draw: (random) => {
      // Husband and wife: a gap at the marriage, a fraction years later.
      const [p, q] = random.pick([
        [7, 8],
        [5, 6],
        [6, 7],
        [9, 10],
        [4, 5],
        [8, 9],
      ] as const);
      const v = until(
        () => ({ d: random.int(2, 9), t: random.int(2, 20) }),
        (w) => {
          const W = (p * (w.d + w.t) - q * w.t) / (q - p);
          return isInt(W) && W >= 18 && W <= 34;
        },
      );
      const W = (p * (v.d + v.t) - q * v.t) / (q - p);
      const words = random.next() < 0.5;
      const question = random.pick([
        `At the time of their marriage, a man was ${small(random, v.d)} years older than his wife. ${v.t} years after the marriage, the wife's age is ${fraction(p, q, words)} of the husband's age. What was the wife's age at the time of the marriage?`,
        `A husband was ${v.d} yrs older than his wife when they married. After ${v.t} yrs of marriage, wife's age = ${p}/${q} of husband's age. wife's age at marriage??`,
      ]);
      return { question, options: wholeOptions(W, [W + v.t, W + v.d, W + v.d + v.t, W - v.d], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/104',
    draw: (random) => {
      // A future ratio from a present ratio and a past sum.
      const v = until(
        () => {
          const [a, b] = coprimePair(random, 2, 9);
          return { a, b, k: random.int(2, 8), t: random.int(2, 8), u: random.int(2, 12) };
        },
        (w) => w.a * w.k - w.t >= 1 && w.b * w.k <= 60 && gcd(w.a * w.k + w.u, w.b * w.k + w.u) < w.a * w.k + w.u,
      );
      const A = v.a * v.k;
      const B = v.b * v.k;
      const S = A + B - 2 * v.t;
      const question = random.pick([
        `The present ages of two brothers are in the ratio ${v.a} : ${v.b}. ${cap(small(random, v.t))} years ago the sum of their ages was ${S} years. What will be the ratio of their ages ${v.u} years from now?`,
        `ages of 2 sisters now ${v.a}:${v.b}. ${v.t} yrs ago total of their ages = ${S}. ratio of ages after ${v.u} yrs = ?`,
      ]);
      return { question, options: ratioOptions([A + v.u, B + v.u], [[v.a, v.b], [A - v.t, B - v.t], [A + v.u, B], [B + v.u, A + v.u]]) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/105',
    draw: (random) => {
      // Three friends: present ratio, sum some years ago; the eldest now.
      const v = until(
        () => ({ parts: triple(random, 2, 9).sort((x, y) => x - y), k: random.int(2, 6), t: random.int(2, 10) }),
        (w) => w.parts[0]! * w.k - w.t >= 2 && w.parts[2]! * w.k <= 60,
      );
      const s = sumOf(v.parts);
      const S = s * v.k - 3 * v.t;
      const askEldest = random.next() < 0.5;
      const pick = askEldest ? v.parts[2]! : v.parts[0]!;
      const question = random.pick([
        `The present ages of three friends are in the ratio ${v.parts.join(' : ')}. ${cap(small(random, v.t))} years ago, the sum of their ages was ${S} years. Find the present age of the ${askEldest ? 'eldest' : 'youngest'} friend.`,
        `${v.t} years ago the total of the ages of three cousins was ${S} years, and today their ages are in the ratio ${v.parts.join(':')}. How old is the ${askEldest ? 'eldest' : 'youngest'} cousin now?`,
      ]);
      return { question, options: wholeOptions(pick * v.k, [(S * pick) / s, ((S + v.t) * pick) / s, pick * v.k - v.t, pick * v.k + v.t], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/106',
    draw: (random) => {
      // "I was as old as you are now when you were born."
      const F = random.int(18, 35) * 2;
      const u = random.int(2, 12);
      const form = random.int(0, 1);
      const question =
        form === 0
          ? `A father said to his son, "I was as old as you are at present at the time of your birth." If the father's age is ${F} years now, what was the son's age ${small(random, u)} years back?`
          : `A mother tells her daughter, "At the time of your birth I was as old as you are now." The mother is ${F} years old today. How old was the daughter ${u} years ago?`;
      return { question, options: wholeOptions(F / 2 - u, [F / 2, F / 2 + u, F - u, F / 2 - 2 * u], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/107',
    draw: (random) => {
      // Husband, wife and child averages at two past times.
      const v = until(
        () => ({ h: random.int(26, 50), w: random.int(22, 45), c: random.int(4, 16), t1: random.int(2, 6), t2: random.int(2, 6) }),
        (x) => x.h - x.c >= 20 && x.w - x.c >= 18 && x.c > Math.max(x.t1, x.t2) && (x.h + x.w + x.c - 3 * x.t1) % 3 === 0 && (x.w + x.c - 2 * x.t2) % 2 === 0 && x.t1 !== x.t2,
      );
      const a1 = (v.h + v.w + v.c - 3 * v.t1) / 3;
      const a2 = (v.w + v.c - 2 * v.t2) / 2;
      const question = random.pick([
        `The average age of a husband, his wife and their child ${small(random, v.t1)} years ago was ${a1} years, and the average age of the wife and the child ${small(random, v.t2)} years ago was ${a2} years. What is the present age of the husband?`,
        `${v.t1} yrs ago avg age of husband, wife & child = ${a1} yrs. ${v.t2} yrs ago avg age of wife & child = ${a2} yrs. husband's age now?`,
      ]);
      return { question, options: wholeOptions(v.h, [3 * a1 - 2 * a2, v.h - v.t1, v.h + v.t2, a1 + v.t1], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/108',
    draw: (random) => {
      // Grandfather and grandson: two conditions, a past ratio asked.
      const v = until(
        () => {
          const m = random.int(8, 30);
          const t1 = random.int(2, m - 2);
          const n1 = random.int(3, 10);
          const g = n1 * (m - t1) + t1;
          const t2 = random.int(2, 16);
          return { m, t1, n1, g, t2, u: random.int(1, m - 2) };
        },
        (w) => (w.g + w.t2) % (w.m + w.t2) === 0 && (w.g + w.t2) / (w.m + w.t2) >= 2 && w.g <= 95 && w.g - w.m >= 40 && w.u !== w.t1,
      );
      const n2 = (v.g + v.t2) / (v.m + v.t2);
      const question = random.pick([
        `My grandfather was ${times(v.n1)} as old as I was ${v.t1} years ago. He will be ${times(n2)} my age ${v.t2} years from now. What was the ratio of my age to his ${small(random, v.u)} years ago?`,
        `${cap(small(random, v.t1))} years ago a grandfather was ${times(v.n1)} as old as his grandson, and ${v.t2} years hence he will be ${times(n2)} as old. Find the ratio of the grandson's age to the grandfather's age ${v.u} years ago.`,
      ]);
      return { question, options: ratioOptions([v.m - v.u, v.g - v.u], [[v.m, v.g], [v.m - v.t1, v.g - v.t1], [v.g - v.u, v.m - v.u], [1, v.n1]]) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/109',
    draw: (random) => {
      // Fractions in words in a chat: my age now and later.
      const FR = [
        [1, 2],
        [1, 3],
        [2, 3],
        [3, 4],
        [3, 5],
        [2, 5],
        [4, 5],
        [1, 4],
        [5, 6],
      ] as const;
      const v = until(
        () => ({ f1: random.pick(FR), f2: random.pick(FR), t: random.int(2, 12) }),
        (w) => {
          const [p, q] = w.f1;
          const [r, s] = w.f2;
          const den = r * q - p * s;
          if (den <= 0) return false;
          const k = (w.t * (s - r)) / den;
          return isInt(k) && k >= 1 && q * k <= 40 && p * k >= 3;
        },
      );
      const [p, q] = v.f1;
      const [r, s] = v.f2;
      const k = (v.t * (s - r)) / (r * q - p * s);
      const me = p * k;
      const bro = q * k;
      const w1 = fraction(p, q, true);
      const w2 = fraction(r, s, true);
      const question = random.pick([
        `my age is ${w1} of my bro's age. after ${v.t} yrs it'll be ${w2} of his age. my age now?? pls`,
        `A boy's age is ${w1} of his elder sister's age. ${cap(small(random, v.t))} years later, his age will be ${w2} of hers. What is the boy's present age?`,
      ]);
      return { question, options: wholeOptions(me, [bro, me + v.t, bro - me, me - 1], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/110',
    draw: (random) => {
      // "t years ago A was 1/n of B; now a : b"; the total asked.
      const v = until(
        () => {
          const [a, b] = coprimePair(random, 1, 9);
          return { a, b, n: random.int(2, 4), t: random.int(2, 15) };
        },
        (w) => {
          const den = w.n * w.a - w.b;
          if (den <= 0) return false;
          const k = (w.t * (w.n - 1)) / den;
          return isInt(k) && w.a * k - w.t >= 1 && w.b * k <= 80;
        },
      );
      const k = (v.t * (v.n - 1)) / (v.n * v.a - v.b);
      const frac = v.n === 2 ? 'half' : v.n === 3 ? 'one-third' : 'one-fourth';
      const question = random.pick([
        `${cap(small(random, v.t))} years ago, P was ${frac} of Q in age. If the ratio of their present ages is ${v.a} : ${v.b}, what is the total of their present ages?`,
        `The present ages of two cousins are in the ratio ${v.a} to ${v.b}. ${v.t} years back the younger one's age was ${frac} of the elder one's. Find the sum of their present ages.`,
      ]);
      const total = (v.a + v.b) * k;
      return { question, options: wholeOptions(total, [total - 2 * v.t, v.b * k, total + 2 * v.t, (v.a + v.b) * v.t], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/111',
    draw: (random) => {
      // A man's age as a percentage of his age some years ago.
      const v = until(
        () => ({ M: random.int(20, 70), t: random.int(2, 20), u: random.int(2, 20) }),
        (w) => w.M - w.t >= 8 && exact((100 * w.M) / (w.M - w.t)) && (100 * w.M) / (w.M - w.t) <= 200,
      );
      const p = (100 * v.M) / (v.M - v.t);
      const q = (100 * v.M) / (v.M + v.u);
      const second = exact(q) ? `, but ${pct(q)} of what it will be after ${v.u} years` : '';
      const question = random.pick([
        `A man's age is ${pct(p)} of what it was ${v.t} years ago${second}. What is his present age?`,
        `The present age of a woman is ${num(p)} per cent of her age ${small(random, v.t)} years back${second}. Find her present age.`,
      ]);
      return { question, options: wholeOptions(v.M, [v.M - v.t, v.M + v.t, (v.t * p) / 100, v.M + 5], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/112',
    draw: (random) => {
      // Sum now and a multiple y years ago; a future age asked.
      const v = until(
        () => ({ d: random.int(6, 25), y: random.int(2, 8), n: random.int(2, 6), x: random.int(2, 15) }),
        (w) => {
          const m = w.n * (w.d - w.y) + w.y;
          return w.d - w.y >= 2 && m - w.d >= 18 && m <= 75;
        },
      );
      const M = v.n * (v.d - v.y) + v.y;
      const S = M + v.d;
      const [elder, kid] = random.pick([
        ['mother', 'daughter'],
        ['father', 'son'],
      ] as const);
      const question = random.pick([
        `${cap(small(random, v.y))} years ago, a ${elder} was ${times(v.n)} as old as ${elder === 'mother' ? 'her' : 'his'} ${kid}. Today the sum of their ages is ${S} years. How old will the ${elder} be ${v.x} years from now?`,
        `sum of present ages of a ${elder} & ${kid} = ${S} yrs. ${v.y} yrs back ${elder} was ${v.n} times the ${kid}'s age. ${elder}'s age after ${v.x} yrs = ?`,
      ]);
      return { question, options: wholeOptions(M + v.x, [M, v.d + v.x, M + v.x - v.y, S - v.d + v.y + v.x], yrs) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh/average/101',
    draw: (random) => {
      // The middle result from two overlapping averages.
      if (random.next() < 0.6) {
        const m = random.pick([5, 6, 7, 8]);
        const n = 2 * m - 1;
        const v = until(
          () => ({ a: random.int(20, 80), b: random.int(20, 80), c: random.int(20, 80) }),
          (w) => {
            const x = m * w.a + m * w.b - n * w.c;
            return x > 5 && x < 2 * w.c && w.a !== w.b;
          },
        );
        const x = m * v.a + m * v.b - n * v.c;
        const question = random.pick([
          `The average of ${n} results is ${v.c}. If the average of the first ${m} results is ${v.a} and that of the last ${m} is ${v.b}, find the ${ordinalWord(m)} result.`,
          `avg of ${n} results is ${v.c}; first ${m} avg ${v.a}, last ${m} avg ${v.b}. the ${m}th result?`,
        ]);
        return { question, options: wholeOptions(x, [v.c, (v.a + v.b) / 2, m * v.a + m * v.b - (n - 1) * v.c, x + v.c - v.a], plain) };
      }
      const v = until(
        () => ({ a: random.int(40, 70) / 2, b: random.int(40, 70) / 2, c: random.int(40, 70) / 2 }),
        (w) => {
          const x = 4 * w.a + 4 * w.b - 7 * w.c;
          return x >= 15 && x <= 40 && w.a !== w.b;
        },
      );
      const x = 4 * v.a + 4 * v.b - 7 * v.c;
      const question = `The average temperature of a week was ${deg(v.c)}. The average of the first four days was ${deg(v.a)} and that of the last four days was ${deg(v.b)}. What was the temperature on the fourth day?`;
      return { question, options: numericOptions(x, [v.c, (v.a + v.b) / 2, 4 * v.a + 4 * v.b - 8 * v.c], deg, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/102',
    draw: (random) => {
      // The number of pupils from a wrongly entered mark.
      const [inc, incText] = random.pick([
        [0.5, 'half (1/2)'],
        [0.5, 'half a mark'],
        [0.25, 'one-fourth of a mark'],
        [1, '1'],
        [2, '2'],
      ] as const);
      const v = until(
        () => ({ n: random.int(10, 60), right: random.int(20, 80) }),
        (w) => isInt(w.n * inc) && w.right + w.n * inc <= 100,
      );
      const wrongMark = v.right + v.n * inc;
      const question = random.pick([
        `A pupil's marks were wrongly entered as ${wrongMark} instead of ${v.right}. Due to that, the average marks for the class got increased by ${incText}. What is the number of pupils in the class?`,
        `In a class the marks of one student were typed as ${wrongMark} in place of ${v.right}, and so the class average went up by ${incText}. How many students are in the class?`,
      ]);
      return { question, options: wholeOptions(v.n, [(wrongMark - v.right) * inc, wrongMark - v.right, v.n + 1, v.n * 2], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/103',
    draw: (random) => {
      // Mon–Wed and Tue–Thu averages; Thursday a fraction of Monday.
      const [p, q] = random.pick([
        [4, 5],
        [3, 4],
        [5, 6],
        [7, 8],
        [9, 10],
        [6, 7],
      ] as const);
      const v = until(
        () => ({ mon: random.int(20, 46), s: random.int(50, 90) }),
        (w) => {
          const th = (p * w.mon) / q;
          return isInt(th) && th >= 18 && (w.mon + w.s) % 3 === 0 && (th + w.s) % 3 === 0;
        },
      );
      const th = (p * v.mon) / q;
      const a1 = (v.mon + v.s) / 3;
      const a2 = (th + v.s) / 3;
      const askThu = random.next() < 0.5;
      const words = random.next() < 0.5;
      const question = `The average temperature for Monday, Tuesday and Wednesday was ${deg(a1)} and for Tuesday, Wednesday and Thursday it was ${deg(a2)}. If the temperature on Thursday was ${fraction(p, q, words)} of that on Monday, what was the temperature on ${askThu ? 'Thursday' : 'Monday'}?`;
      const answer = askThu ? th : v.mon;
      return { question, options: numericOptions(answer, [askThu ? v.mon : th, 3 * (a1 - a2), a1, a2], deg) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/104',
    draw: (random) => {
      // Three weights: the middle one from three averages.
      const v = until(
        () => ({ a: random.int(35, 90), b: random.int(35, 90), c: random.int(35, 90) }),
        (w) => (w.a + w.b) % 2 === 0 && (w.b + w.c) % 2 === 0 && (w.a + w.b + w.c) % 3 === 0 && new Set([w.a, w.b, w.c]).size === 3,
      );
      const all = (v.a + v.b + v.c) / 3;
      const ab = (v.a + v.b) / 2;
      const bc = (v.b + v.c) / 2;
      const question = random.pick([
        `The average weight of A, B and C is ${all} kg. If the average weight of A and B is ${ab} kg and that of B and C is ${bc} kg, then the weight of B is`,
        `avg wt of A, B, C = ${all} kg; avg of A & B = ${ab} kg, avg of B & C = ${bc} kg. find B's weight`,
      ]);
      return { question, options: wholeOptions(v.b, [ab + bc - all, 2 * (ab + bc) - all, v.a, v.c], kg) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/105',
    draw: (random) => {
      // Batting: highest and lowest from an exclusion average.
      const v = until(
        () => ({ n: random.int(12, 45), b: random.int(25, 55), lo: random.int(0, 20), d: random.int(80, 190) }),
        (w) => {
          const total = (w.n - 2) * w.b + 2 * w.lo + w.d;
          return total % w.n === 0 && w.lo + w.d <= 210 && total / w.n !== w.b;
        },
      );
      const hi = v.lo + v.d;
      const avg = ((v.n - 2) * v.b + v.lo + hi) / v.n;
      const question = random.pick([
        `The batting average of a cricketer for ${v.n} innings is ${avg} runs. His highest score exceeds his lowest score by ${v.d} runs. If these two innings are excluded, his average for the remaining innings is ${v.b} runs. Find his highest score.`,
        `A batsman's average in ${v.n} innings is ${avg}. Excluding his highest and lowest scores, which differ by ${v.d} runs, the average of the remaining ${v.n - 2} innings is ${v.b}. What is his highest score?`,
      ]);
      const pair = v.lo + hi;
      return { question, options: wholeOptions(hi, [v.lo, pair, (pair + v.d) / 2 + v.b - avg, v.d + avg], unit('runs')) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/106',
    draw: (random) => {
      // Average of the multiples of k in a range.
      const v = until(
        () => ({ k: random.int(3, 13), lo: random.int(2, 40), hi: random.int(50, 150) }),
        (w) => w.lo % w.k !== 0 && w.hi % w.k !== 0,
      );
      const first = Math.ceil(v.lo / v.k) * v.k;
      const last = Math.floor(v.hi / v.k) * v.k;
      const ans = (first + last) / 2;
      const question = random.pick([
        `Find the average of all the numbers between ${v.lo} and ${v.hi} which are divisible by ${v.k}.`,
        `What is the average of all multiples of ${v.k} lying between ${v.lo} and ${v.hi}?`,
      ]);
      return { question, options: numericOptions(ans, [(v.lo + v.hi) / 2, ans + v.k / 2, ans - v.k, (first + last + v.k) / 2], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/107',
    draw: (random) => {
      // Percentages of two groups.
      const v = until(
        () => ({ p: random.pick([20, 25, 30, 40, 60, 70, 75, 80]), x: random.int(40, 90), y: random.int(40, 90) }),
        (w) => w.x !== w.y && exact((w.p * w.x + (100 - w.p) * w.y) / 100) && w.p !== 50,
      );
      const ans = (v.p * v.x + (100 - v.p) * v.y) / 100;
      const question = random.pick([
        `In a class, ${v.p}% of the students are boys. The average marks of the boys are ${v.x} and those of the girls are ${v.y}. What are the average marks of the whole class?`,
        `${v.p} per cent of the employees of a firm are women, whose average age is ${v.x} years; the average age of the men is ${v.y} years. Find the average age of all the employees.`,
      ]);
      return { question, options: numericOptions(ans, [(v.x + v.y) / 2, ((100 - v.p) * v.x + v.p * v.y) / 100, (v.p * v.x + v.p * v.y) / 100], plain, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/108',
    draw: (random) => {
      // The size of one group from three averages.
      const v = until(
        () => ({ b: random.int(8, 40), g: random.int(8, 40), x: random.int(40, 80), y: random.int(40, 80) }),
        (w) => w.x !== w.y && w.b !== w.g && isInt((10 * (w.b * w.x + w.g * w.y)) / (w.b + w.g)),
      );
      const n = v.b + v.g;
      const a = (v.b * v.x + v.g * v.y) / n;
      const askGirls = random.next() < 0.5;
      const question = random.pick([
        `The average marks of ${n} students in a class are ${num(a)}. If the average marks of the boys are ${v.x} and those of the girls are ${v.y}, how many ${askGirls ? 'girls' : 'boys'} are there in the class?`,
        `A class of ${n} has an average score of ${num(a)}; the boys average ${v.x} and the girls ${v.y}. Find the number of ${askGirls ? 'girls' : 'boys'}.`,
      ]);
      return { question, options: wholeOptions(askGirls ? v.g : v.b, [askGirls ? v.b : v.g, n / 2, Math.round(n / 2) + 1, (askGirls ? v.g : v.b) + 2], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/109',
    draw: (random) => {
      // Consecutive numbers: the next ones included.
      const k = random.pick([3, 5, 7, 9]);
      const n = random.int(10, 80);
      const j = random.int(2, 6);
      const question = random.pick([
        `avg of ${k} consecutive numbers is ${n}. if the next ${j} numbers are also included, wat is the new avg?`,
        `The average of ${small(random, k)} consecutive integers is ${n}. What will be the average if the next ${small(random, j)} consecutive integers are also included?`,
      ]);
      return { question, options: numericOptions(n + j / 2, [n + j, n + (j + 1) / 2, n + j / 2 + 1, n + (k + j) / 2], plain, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/110',
    draw: (random) => {
      // A family's average at the birth of its youngest member.
      const v = until(
        () => ({ n: random.int(4, 7), a: random.int(18, 35), y: random.int(2, 14) }),
        (w) => (w.n * (w.a - w.y)) % (w.n - 1) === 0 && w.a > w.y + 5,
      );
      const ans = (v.n * (v.a - v.y)) / (v.n - 1);
      const question = random.pick([
        `The average age of a family of ${small(random, v.n)} members is ${v.a} years. If the age of the youngest member is ${v.y} years, what was the average age of the family at the time of the birth of the youngest member?`,
        `avg age of a family of ${v.n} = ${v.a} yrs, youngest member is ${v.y} yrs old. avg age of the family when the youngest was born = ?`,
      ]);
      return { question, options: numericOptions(ans, [v.a - v.y, (v.n * v.a - v.y) / (v.n - 1), (v.n * v.a - v.n * v.y) / v.n + 1, (v.n * v.a - v.y) / v.n], yrs) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/111',
    draw: (random) => {
      // First of four numbers from two overlapping averages and the last.
      const v = until(
        () => ({ a: random.int(5, 60), b: random.int(5, 60), c: random.int(5, 60), d: random.int(5, 60) }),
        (w) => (w.a + w.b + w.c) % 3 === 0 && (w.b + w.c + w.d) % 3 === 0 && w.a !== w.d,
      );
      const p = (v.a + v.b + v.c) / 3;
      const q = (v.b + v.c + v.d) / 3;
      const question = random.pick([
        `Of four numbers, the average of the first three is ${p} and that of the last three is ${q}. If the last number is ${v.d}, what is the first number?`,
        `The average of the first 3 of 4 numbers is ${p} and the average of the last 3 is ${q}. The last number is ${v.d}. Find the first number.`,
      ]);
      return { question, options: wholeOptions(v.a, [v.d + p - q, v.d - 3 * (p - q), 3 * p - 2 * v.d, v.a + 3], plain) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/112',
    draw: (random) => {
      // The average of the top few, from the class average with and without them.
      const v = until(
        () => ({ n: random.int(20, 50), k: random.pick([2, 3, 4, 5]), a: random.int(40, 70), b: random.int(30, 68) }),
        (w) => {
          const top = (w.n * w.a - (w.n - w.k) * w.b) / w.k;
          return w.b < w.a && exact(top) && top <= 100;
        },
      );
      const top = (v.n * v.a - (v.n - v.k) * v.b) / v.k;
      const question = random.pick([
        `The average marks of a class of ${v.n} students is ${v.a}. When the marks of the top ${small(random, v.k)} students are excluded, the average of the rest falls to ${v.b}. What is the average of the top ${v.k} students?`,
        `Class of ${v.n}, average ${v.a}. Leave out the ${v.k} toppers and the average drops to ${v.b}. Average marks of the ${v.k} toppers?`,
      ]);
      return { question, options: numericOptions(top, [v.a + (v.a - v.b), (v.n * (v.a - v.b)) / v.k, v.n * v.a - (v.n - v.k) * v.b, v.a + v.k * (v.a - v.b)], plain) };
    },
  },
];

function ordinalWord(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][n] ?? `${n}th`;
}

export const TEMPLATES: readonly DoubtTemplate[] = [...RATIO_SHARE, ...RATIO_COMBINE, ...PARTNERSHIP, ...AGES, ...AVERAGE];
