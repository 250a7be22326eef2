import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, change, exact, FRACTION_WORDS, fractionIn, gcd, ind, isInt, lcm, money, num, numericOptions, options, ordinal, pct, quarter, r2, ratioOptions, reduce, type Show, small, sumOf, times, unit, until, wholeOptions, WORDS } from './quant-kit';

/**
 * Fresh quant tuning templates (ids 'fresh/<kind>/<n>'), written from real papers' and students'
 * phrasings for the kinds the solvers read least widely. Each template computes its own answer.
 *
 * The phrasings here are ones the quant, more-quant and wider-quant templates do not use: the ask
 * put first, roles instead of names, fractions and multiples in words, decimals in ratios, units to
 * convert, an unknown other than the usual one, questions over two or three sentences, and doubts
 * typed into a chat ("pls", "yrs", "hw to solve"). The wrong options are the usual slips.
 */

// ---------------------------------------------------------------- shared bits (this file only)

const MEN = ['Kunal', 'Yash', 'Nikhil', 'Pranav', 'Siddharth', 'Gaurav', 'Abhishek', 'Varun', 'Kartik', 'Ishaan', 'Zaid', 'Joseph', 'Hemant', 'Lokesh', 'Tushar', 'Devendra'];
const WOMEN = ['Aarti', 'Bhavna', 'Charu', 'Deepa', 'Esha', 'Gauri', 'Hema', 'Jyoti', 'Kiran', 'Mansi', 'Nandini', 'Pallavi', 'Ruchi', 'Sana', 'Trisha', 'Uma'];

interface Person {
  readonly name: string;
  readonly he: string;
  readonly his: string;
  readonly him: string;
  /** 'his' or 'hers', standing alone. */
  readonly hers: string;
}

const person = (random: Random): Person =>
  random.next() < 0.5
    ? { name: random.pick(MEN), he: 'he', his: 'his', him: 'him', hers: 'his' }
    : { name: random.pick(WOMEN), he: 'she', his: 'her', him: 'her', hers: 'hers' };

/** k different names. */
const names = (random: Random, k: number): string[] => random.shuffle([...MEN, ...WOMEN]).slice(0, k);

const yrs: Show = (x) => (r2(x) === 1 ? '1 year' : `${num(x)} years`);
const days: Show = (x) => (r2(x) === 1 ? '1 day' : `${num(x)} days`);
const mins: Show = (x) => `${num(x)} minutes`;
const hrs: Show = (x) => (r2(x) === 1 ? '1 hour' : `${num(x)} hours`);
const months: Show = (x) => (r2(x) === 1 ? '1 month' : `${num(x)} months`);
const litres: Show = (x) => `${ind(x)} litres`;

/** The kit's fraction words and a few more this file's draws use. */
const FRACTION_NAMES: Readonly<Record<string, string>> = {
  ...FRACTION_WORDS,
  '1/6': 'one-sixth',
  '3/8': 'three-eighths',
  '5/8': 'five-eighths',
  '1/8': 'one-eighth',
  '2/7': 'two-sevenths',
  '3/7': 'three-sevenths',
};

const fraction = fractionIn(FRACTION_NAMES);



// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'fresh/ages/1',
    draw: (random) => {
      const { y, d } = until(
        () => ({ y: random.int(4, 32), d: random.int(2, 12) }),
        (v) => v.y * (v.y + v.d) <= 1500 && !isInt(Math.sqrt(v.y * (v.y + v.d))),
      );
      const e = y + d;
      const product = y * e;
      const askElder = random.next() < 0.4;
      const [kin, elder, younger] = random.pick([
        ['brothers', 'elder brother', 'younger brother'],
        ['sisters', 'elder sister', 'younger sister'],
        ['friends', 'older friend', 'younger friend'],
      ] as const);
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `The product of the present ages of two ${kin} is ${product}. If the ${elder} is ${small(random, d)} years older than the ${younger}, what is the age of the ${askElder ? elder : younger}?`
          : form === 1
            ? `pls solve: product of ages of 2 ${kin} = ${product} and one is ${d} yrs older than the other. hw old is the ${askElder ? 'elder' : 'younger'} one??`
            : `Two ${kin} differ in age by ${d} years, and if their ages (in years) are multiplied together the result is ${product}. Find the age of the ${askElder ? elder : younger}.`;
      const answer = askElder ? e : y;
      const wrong = askElder ? [y, Math.round(Math.sqrt(product)), e + d] : [e, Math.round(Math.sqrt(product)), y - Math.ceil(d / 2)];
      return { question, options: wholeOptions(answer, wrong, yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/2',
    draw: (random) => {
      const v = until(
        () => {
          const c = random.int(6, 26);
          const n1 = random.int(3, 6);
          const t1 = random.int(2, Math.min(12, c - 2));
          const m = n1 * (c - t1) + t1;
          const t2 = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20].find((t) => (m + t) % (c + t) === 0 && (m + t) / (c + t) >= 2 && (m + t) / (c + t) < n1);
          return { c, n1, t1, m, t2: t2 ?? 0 };
        },
        (w) => w.t2 > 0 && w.m - w.c >= 18 && w.m <= 80,
      );
      const n2 = (v.m + v.t2) / (v.c + v.t2);
      const askMother = random.next() < 0.55;
      const [elder, kid] = random.pick([
        ['mother', 'daughter'],
        ['father', 'son'],
        ['mother', 'son'],
      ] as const);
      const she = elder === 'mother' ? 'she' : 'he';
      const ago = v.t1 === 10 ? 'A decade ago' : `${cap(small(random, v.t1))} years ago`;
      const hence = v.t2 === 10 ? 'a decade hence' : `${small(random, v.t2)} years hence`;
      const who = askMother ? `the ${elder}` : `the ${kid}`;
      const question = random.pick([
        `What is the present age of ${who}, if ${ago.charAt(0).toLowerCase()}${ago.slice(1)} the ${elder} was ${times(v.n1)} as old as the ${kid}, and ${hence} ${she} will be ${times(n2)} as old as the ${kid}?`,
        `${ago} a ${elder} was ${times(v.n1)} as old as ${elder === 'mother' ? 'her' : 'his'} ${kid}. ${cap(hence)}, the ${elder}'s age will be ${times(n2)} that of the ${kid}. Find the present age of ${who}.`,
      ]);
      const answer = askMother ? v.m : v.c;
      const wrong = askMother ? [v.c, v.n1 * v.c, v.m + v.t2, v.m - v.t1] : [v.m, v.c + v.t2, v.c - v.t1, v.m / v.n1];
      return { question, options: wholeOptions(answer, wrong, yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/3',
    draw: (random) => {
      const v = until(
        () => ({ a1: random.int(12, 40), t: random.int(2, 10), a2: random.int(12, 45), s: random.int(2, 12) }),
        (w) => {
          const c = 3 * w.a2 - 2 * (w.a1 + w.t);
          return c >= 4 && c <= 60 && c !== w.a2;
        },
      );
      const c = 3 * v.a2 - 2 * (v.a1 + v.t);
      const [x, y, z] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], names(random, 3)]) as [string, string, string];
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `What will be ${z}'s age ${small(random, v.s)} years from now, if ${small(random, v.t)} years ago the average age of ${x} and ${y} was ${v.a1} years and at present the average age of ${x}, ${y} and ${z} is ${v.a2} years?`
          : form === 1
            ? `avg age of ${x} & ${y} ${v.t} yrs ago was ${v.a1} yrs. now avg age of ${x}, ${y}, ${z} = ${v.a2} yrs. ${z}'s age after ${v.s} yrs?? pls explain`
            : `${cap(small(random, v.t))} years ago, the average of the ages of ${x} and ${y} was ${v.a1} years.\nThe average of the present ages of ${x}, ${y} and ${z} is ${v.a2} years.\nHow old will ${z} be after ${v.s} years?`;
      const answer = c + v.s;
      return { question, options: wholeOptions(answer, [c, 3 * v.a2 - 2 * v.a1 + v.s, v.a2 + v.s, c + v.s + v.t], yrs) };
    },
  },
];

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'fresh/partnership/1',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ ca: random.int(2, 20) * 5000, cb: random.int(2, 20) * 5000, x: random.int(1, 10) }),
        (w) => w.ca !== w.cb && reduce([w.ca * 12, w.cb * (12 - w.x)]).every((p) => p <= 15) && reduce([w.ca * 12, w.cb * (12 - w.x)]).join() !== '1,1',
      );
      const [p, q] = reduce([v.ca * 12, v.cb * (12 - v.x)]) as [number, number];
      const [a, b] = names(random, 2) as [string, string];
      const form = random.int(0, 2);
      const stay = form === 1;
      const question =
        form === 0
          ? `${a} started a business with ${rs(v.ca)}. Some months later ${b} joined ${a} with ${rs(v.cb)}. At the end of the year the profit was divided between them in the ratio ${p} : ${q}. After how many months did ${b} join?`
          : form === 1
            ? `${a} began a boutique investing ${rs(v.ca)}. A few months later, ${b} came in as a partner with ${rs(v.cb)}. If the annual profit was shared between ${a} and ${b} in the ratio ${p}:${q}, for how many months was ${b}'s money in the business?`
            : `How many months after the start did ${b} join the firm, given that ${a} put in ${rs(v.ca)} for the whole year, ${b} brought ${rs(v.cb)} when joining, and the year's profit was split ${p} : ${q}?`;
      const answer = stay ? 12 - v.x : v.x;
      return { question, options: wholeOptions(answer, [stay ? v.x : 12 - v.x, (12 * q) / p, 12 - (12 * q) / p, answer + 2].filter((m) => m > 0 && m < 12), months) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/2',
    draw: (random) => {
      const rs = money(random);
      const caps = until(
        () => [random.int(2, 16) * 5000, random.int(2, 16) * 5000, random.int(2, 16) * 5000],
        (c) => new Set(c).size === 3 && c[0] !== c[2] && sumOf(reduce(c)) <= 40,
      );
      const parts = reduce(caps) as [number, number, number];
      const total = sumOf(parts);
      const unitShare = until(() => random.int(2, 400) * 50, (u) => total * u >= 6000 && total * u <= 400_000 && Math.abs(parts[0] - parts[2]) * u >= 500);
      const diff = Math.abs(parts[0] - parts[2]) * unitShare;
      const [x, y, z] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], names(random, 3)]) as [string, string, string];
      const more = parts[0] > parts[2] ? [x, z] : [z, x];
      const askTotal = random.next() < 0.45;
      const question = askTotal
        ? `${x}, ${y} and ${z} start a firm with capitals of ${rs(caps[0]!)}, ${rs(caps[1]!)} and ${rs(caps[2]!)}. If ${more[0]}'s share of the year's profit is ${rs(diff)} more than ${more[1]}'s, the total profit is`
        : random.pick([
            `${x}, ${y} and ${z} invested ${rs(caps[0]!)}, ${rs(caps[1]!)} and ${rs(caps[2]!)} respectively in a business. At the end of the year, the difference between the profit shares of ${x} and ${z} was ${rs(diff)}. What was ${y}'s share?`,
            `Three partners ${x}, ${y}, ${z} put in ${rs(caps[0]!)}, ${rs(caps[1]!)} and ${rs(caps[2]!)}. The profit shares of ${x} and ${z} differ by ${rs(diff)}. Find ${y}'s share of the profit.`,
          ]);
      const answer = askTotal ? total * unitShare : parts[1] * unitShare;
      const wrong = askTotal
        ? [diff * total, (diff * total) / 2, parts[1] * unitShare, (diff * (parts[0] + parts[2])) / Math.abs(parts[0] - parts[2])]
        : [diff, (diff * parts[1]) / Math.max(parts[0], parts[2]), total * unitShare, (total * unitShare) / 3];
      return { question, options: numericOptions(answer, wrong.filter(isInt), rs, 50) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/3',
    draw: (random) => {
      const rs = money(random);
      const FR = [[2, 1], [3, 1], [4, 1], [1, 2], [2, 3], [3, 4], [3, 2], [1, 3], [4, 3], [2, 5], [3, 5]] as const;
      const [[a1, a2], [b1, b2]] = until(
        () => [random.pick(FR), random.pick(FR)] as const,
        ([[p, q], [r, s]]) => !(p === q && r === s) && sumOf(reduce([p * r, q * r, q * s])) <= 30 && new Set(reduce([p * r, q * r, q * s])).size === 3,
      );
      // A = (a1/a2) B and B = (b1/b2) C: with C = a2 b2, B = a2 b1, A = a1 b1.
      const parts = reduce([a1 * b1, a2 * b1, a2 * b2]) as [number, number, number];
      const total = sumOf(parts);
      const profit = total * until(() => random.int(2, 600) * 50, (u) => total * u >= 3000 && total * u <= 300_000);
      const words = random.next() < 0.6;
      const rel = (p: number, q: number, other: string): string =>
        q === 1 ? `${times(p)} as much as ${other}` : `${fraction(p, q, words)} of what ${other} invests`;
      const ask = random.int(0, 2);
      const who = ['A', 'B', 'C'][ask]!;
      const question = random.pick([
        `A, B and C enter into a partnership. A invests ${rel(a1, a2, 'B')}, and B invests ${rel(b1, b2, 'C')}. At the end of the year the profit earned is ${rs(profit)}. What is the share of ${who}?`,
        `In a partnership, A puts in ${rel(a1, a2, 'B')} and B puts in ${rel(b1, b2, 'C')}. Out of a total profit of ${rs(profit)}, how much should ${who} receive?`,
      ]);
      const answer = (profit * parts[ask]!) / total;
      const naive = [a1, a2, b2];
      return { question, options: numericOptions(answer, [profit / 3, (profit * parts[(ask + 1) % 3]!) / total, (profit * naive[ask]!) / sumOf(naive)].filter(isInt), rs, 50) };
    },
  },
];

// ---------------------------------------------------------------- ratio-share

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/1',
    draw: (random) => {
      const rs = money(random);
      const parts = until(
        () => [random.int(1, 9), random.int(1, 9), random.int(1, 9)],
        (p) => new Set(p).size === 3 && p.some((x) => x % 2 === 1) && reduce(p).join() === p.join(),
      );
      const dec = parts.map((p) => num(p / 2));
      const total = sumOf(parts) * until(() => random.int(1, 500) * 100, (u) => sumOf(parts) * u >= 5000 && sumOf(parts) * u <= 900_000);
      const ask = random.int(0, 2);
      const [roles, label] = random.pick([
        [['the widow', 'the son', 'the daughter'], 'an estate'],
        [['the sales team', 'the design team', 'the support team'], 'a bonus pool'],
        [['the eldest', 'the middle one', 'the youngest'], 'prize money'],
      ] as const);
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `${cap(label)} of ${rs(total)} is to be divided among ${roles[0]}, ${roles[1]} and ${roles[2]} in the ratio ${dec.join(' : ')}. How much will ${roles[ask]} get?`
          : form === 1
            ? `sir ${rs(total)} shared among 3 ppl in ratio ${dec.join(':')} ... ${['1st', '2nd', '3rd'][ask]} person's share?`
            : `In the ratio ${dec.join(' : ')}, ${rs(total)} has to be split among P, Q and R (in that order). Find ${['P', 'Q', 'R'][ask]}'s share.`;
      const s = sumOf(parts);
      const answer = (total * parts[ask]!) / s;
      return { question, options: numericOptions(answer, [(total * parts[(ask + 1) % 3]!) / s, total / 3, (total * parts[ask]!) / (2 * s), total - answer], rs, 100) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/2',
    draw: (random) => {
      const rs = money(random);
      const r = until(() => [random.int(1, 7), random.int(1, 7), random.int(1, 7)], (p) => new Set(p).size === 3 && reduce(p).join() === p.join());
      const k = random.int(2, 60) * 50;
      const s = [random.int(1, 30) * 10, random.int(1, 30) * 10, random.int(1, 30) * 10];
      const shares = r.map((p, i) => p * k + s[i]!);
      const total = sumOf(shares);
      const ask = random.int(0, 2);
      const [x, y, z] = random.pick([['A', 'B', 'C'], names(random, 3)]) as [string, string, string];
      const who = [x, y, z][ask]!;
      const question = random.pick([
        `${rs(total)} is divided among ${x}, ${y} and ${z} so that if ${rs(s[0]!)}, ${rs(s[1]!)} and ${rs(s[2]!)} are taken away from their shares respectively, the remainders are in the ratio ${r.join(' : ')}. Find ${who}'s share.`,
        `${x}, ${y} and ${z} share ${rs(total)}. After ${x} spends ${rs(s[0]!)}, ${y} spends ${rs(s[1]!)} and ${z} spends ${rs(s[2]!)}, the money left with them is in the ratio ${r.join(':')}. How much did ${who} get at first?`,
      ]);
      const sr = sumOf(r);
      return { question, options: numericOptions(shares[ask]!, [r[ask]! * k, (total * r[ask]!) / sr, shares[(ask + 1) % 3]!, r[ask]! * k - s[ask]!].filter(isInt), rs, 50) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/3',
    draw: (random) => {
      const [a, b] = until(() => [random.int(1, 9), random.int(1, 9)], ([p, q]) => p !== q && gcd(p, q) === 1);
      const u = until(() => random.int(2, 60), (x) => (a + b) * x >= 100 && (a + b) * x <= 900 && ((a + b) * x) % 10 === 0);
      const L = (a + b) * u;
      const m = Math.floor(L / 100);
      const cm = L % 100;
      const thing = random.pick(['ribbon', 'rope', 'wire', 'bamboo pole', 'piece of cloth']);
      const lenText = random.pick([cm === 0 ? `${m} m` : `${m} m ${cm} cm`, `${num(L / 100)} m`, L === 100 ? '1 metre' : `${num(L / 100)} metres`]);
      const askLong = random.next() < 0.5;
      const longer = Math.max(a, b) * u;
      const shorter = Math.min(a, b) * u;
      const question = random.pick([
        `A ${thing} ${lenText} long is cut into two pieces whose lengths are in the ratio ${a} : ${b}. What is the length of the ${askLong ? 'longer' : 'shorter'} piece?`,
        `Find the length, in centimetres, of the ${askLong ? 'longer' : 'shorter'} part when a ${thing} of length ${lenText} is divided into two parts in the ratio ${a}:${b}.`,
      ]);
      const cmShow: Show = (x) => `${num(x)} cm`;
      const answer = askLong ? longer : shorter;
      return { question, options: wholeOptions(answer, [askLong ? shorter : longer, longer - shorter, answer / 10, answer * 10 <= 1000 ? answer * 10 : answer + 20], cmShow, 10) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/1',
    draw: (random) => {
      const FR = [[1, 2], [2, 3], [3, 4], [1, 3], [1, 4], [2, 5], [3, 5], [4, 5], [5, 6], [1, 5]] as const;
      const percentForm = random.next() < 0.3;
      const PC = [10, 20, 25, 30, 40, 50, 60, 75, 80];
      const [f1, f2, f3] = until(
        () => (percentForm ? random.shuffle(PC).slice(0, 3).map((p) => [p, 100] as const) : random.shuffle(FR).slice(0, 3)),
        (fs) => {
          const [[p1, q1], [p2, q2], [p3, q3]] = fs as [readonly [number, number], readonly [number, number], readonly [number, number]];
          return sumOf(reduce([q1 * p2 * p3, q2 * p1 * p3, q3 * p1 * p2])) <= 80;
        },
      ) as [readonly [number, number], readonly [number, number], readonly [number, number]];
      const [[p1, q1], [p2, q2], [p3, q3]] = [f1, f2, f3];
      const ans = [q1 * p2 * p3, q2 * p1 * p3, q3 * p1 * p2];
      const words = random.next() < 0.5;
      const question = percentForm
        ? random.pick([
            `If ${p1}% of A = ${p2}% of B = ${p3}% of C, then A : B : C is`,
            `${p1} per cent of A, ${p2} per cent of B and ${p3} per cent of C are all equal. Find A : B : C.`,
          ])
        : random.pick([
            `If ${fraction(p1, q1, false)} of A = ${fraction(p2, q2, false)} of B = ${fraction(p3, q3, false)} of C, then A : B : C is`,
            `${cap(fraction(p1, q1, words))} of A equals ${fraction(p2, q2, words)} of B, which equals ${fraction(p3, q3, words)} of C. What is A : B : C?`,
            `pls hw to solve: A × ${p1}/${q1} = B × ${p2}/${q2} = C × ${p3}/${q3}. find A:B:C`,
          ]);
      const direct = [p1 * q2 * q3, p2 * q1 * q3, p3 * q1 * q2];
      return { question, options: ratioOptions(ans, [direct, [ans[2]!, ans[1]!, ans[0]!], [q1, q2, q3]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/2',
    draw: (random) => {
      const pair = (): [number, number] => until(() => [random.int(1, 9), random.int(1, 9)] as [number, number], ([x, y]) => x !== y && gcd(x, y) === 1);
      const [[a, b], [c, d], [e, f]] = until(
        () => [pair(), pair(), pair()],
        ([[p, q], [r, s], [t, u]]) => Math.max(...reduce([p * r * t, q * r * t, q * s * t, q * s * u])) <= 150,
      );
      const ans = [a * c * e, b * c * e, b * d * e, b * d * f];
      const [P, Q, R, S] = random.pick([['A', 'B', 'C', 'D'], ['P', 'Q', 'R', 'S'], ['p', 'q', 'r', 's']] as const);
      const question = random.pick([
        `If ${P} : ${Q} = ${a} : ${b}, ${Q} : ${R} = ${c} : ${d} and ${R} : ${S} = ${e} : ${f}, then ${P} : ${Q} : ${R} : ${S} is`,
        `pls: ${P}:${Q} = ${a}:${b}, ${Q}:${R} = ${c}:${d}, ${R}:${S} = ${e}:${f} → ${P}:${Q}:${R}:${S} = ??`,
        `Find ${P} : ${Q} : ${R} : ${S}, given that ${P} : ${Q} is ${a} : ${b}, ${Q} : ${R} is ${c} : ${d} and ${R} : ${S} is ${e} : ${f}.`,
      ]);
      return { question, options: ratioOptions(ans, [[a, b, d, f], [a, b * c, d * e, f], [a * c * e, b * c * e, b * d * f, b * d * e], [a * c, b * c, b * d, b * d * f]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/3',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 9), b: random.int(1, 9), p: random.pick([5, 10, 15, 20, 25, 30, 40, 50]), q: random.pick([5, 10, 15, 20, 25, 30, 40, 50]) }),
        (w) => w.a !== w.b && gcd(w.a, w.b) === 1 && w.p !== w.q && Math.max(...reduce([w.a * (100 + w.p), w.b * (100 + w.q)])) <= 300,
      );
      const ans = [v.a * (100 + v.p), v.b * (100 + v.q)];
      const [x, y] = names(random, 2) as [string, string];
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `The salaries of ${x} and ${y} are in the ratio ${v.a} : ${v.b}. If ${x}'s salary is increased by ${v.p}% and ${y}'s by ${v.q}%, what will be the new ratio of their salaries?`
          : form === 1
            ? `In a college the ratio of boys to girls is ${v.a}:${v.b}. Next year the number of boys goes up by ${v.p} per cent and the number of girls by ${v.q} per cent. Find the new ratio of boys to girls.`
            : `What will the ratio of cars to bikes in a parking lot become if it is ${v.a} : ${v.b} now and the cars increase by ${v.p}% while the bikes increase by ${v.q}%?`;
      return { question, options: ratioOptions(ans, [[v.a + v.p, v.b + v.q], [v.a * (100 + v.q), v.b * (100 + v.p)], [v.a * (100 - v.p), v.b * (100 - v.q)], [ans[1]!, ans[0]!]]) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh/average/1',
    draw: (random) => {
      const kindOf = random.pick(['odd', 'even', 'natural'] as const);
      const n = kindOf === 'natural' ? random.int(4, 9) : random.int(3, 9);
      const step = kindOf === 'natural' ? 1 : 2;
      const first = kindOf === 'odd' ? 2 * random.int(3, 40) + 1 : kindOf === 'even' ? 2 * random.int(3, 40) : random.int(5, 80);
      const avg = first + (step * (n - 1)) / 2;
      const last = first + step * (n - 1);
      const askLargest = random.next() < 0.6;
      const label = kindOf === 'natural' ? 'consecutive natural numbers' : `consecutive ${kindOf} numbers`;
      const question = random.pick([
        `The average of ${small(random, n)} ${label} is ${num(avg)}. What is the ${askLargest ? 'largest' : 'smallest'} of these numbers?`,
        `avg of ${n} ${label.replace('numbers', 'nos')} is ${num(avg)} .. the ${askLargest ? 'greatest' : 'least'} one = ?`,
        `Find the ${askLargest ? 'largest' : 'smallest'} number if the mean of ${WORDS[n] ?? n} ${label} is ${num(avg)}.`,
      ]);
      const answer = askLargest ? last : first;
      const slip = askLargest ? [avg + (n - 1) / 2, avg + n, first, avg + step * n] : [avg - (n - 1) / 2, avg - n, last, avg - step * n];
      return { question, options: wholeOptions(answer, slip, String, step) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/2',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const { n, a, r } = until(
          () => ({ n: random.pick([20, 24, 25, 30, 35, 40]), a: random.int(11, 16), r: random.pick([0.5, 1, 1.5, 2]) }),
          (w) => w.a + w.r * (w.n + 1) >= 26 && w.a + w.r * (w.n + 1) <= 60,
        );
        const teacher = a + r * (n + 1);
        const question = `Find the age of the class teacher if the average age of ${n} students in her class is ${a} years and the average goes up by ${num(r)} year${r === 1 ? '' : 's'} when her age is also included.`;
        return { question, options: wholeOptions(teacher, [a + r * n, (a + r) * (n + 1) - a * (n - 1), a + r, teacher + n], yrs) };
      }
      if (form === 1) {
        const rs = money(random);
        const n = random.int(10, 40);
        const a = random.int(15, 60) * 1000;
        const r = random.int(2, 30) * 100;
        const mgr = a + r * (n + 1);
        const question = `The average monthly salary of the ${n} employees of a firm is ${rs(a)}. When the manager's salary is added, the average rises by ${rs(r)}. What is the manager's monthly salary?`;
        return { question, options: numericOptions(mgr, [a + r * n, a + r, a + r * (n - 1)], rs, 100) };
      }
      const n = random.pick([19, 24, 29, 39, 49]);
      const a = random.int(30, 45);
      const g = random.pick([200, 400, 500, 600, 800]);
      const t = a + (g / 1000) * (n + 1);
      const question = `avg wt of ${n} boys is ${a} kg. if the wt of the teacher is included, avg increases by ${g} g. teacher's wt = ? pls explain`;
      return { question, options: numericOptions(t, [a + (g / 1000) * n, a + g / 1000, a + (g / 100) * (n + 1)], unit('kg'), 1) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/3',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const v = until(
          () => ({ x: random.int(20, 80), y: random.int(20, 80), A: random.int(10, 99) }),
          (w) => w.x !== w.y && w.A + 3 * (w.y - w.x) > 0 && w.A + 3 * (w.y - w.x) < 200,
        );
        const D = v.A + 3 * (v.y - v.x);
        const question = random.pick([
          `Find D, if the average of A, B and C is ${v.x}, the average of B, C and D is ${v.y}, and A is ${v.A}.`,
          `The average of A, B and C is ${v.x} and that of B, C and D is ${v.y}. If A = ${v.A}, what is D?`,
        ]);
        return { question, options: wholeOptions(D, [v.A + (v.y - v.x), v.A - 3 * (v.y - v.x), 3 * v.y - v.A, D + 3], String) };
      }
      if (form === 1) {
        const v = until(
          () => ({ a: random.int(30, 70), b: random.int(30, 70), c: random.int(30, 70) }),
          (w) => new Set([w.a, w.b, w.c]).size === 3 && isInt((w.a + w.b + w.c) / 3) && Math.abs((w.a + w.b) / 2 - (w.b + w.c) / 2) >= 1 && isInt((w.a + w.b) / 2) && isInt((w.b + w.c) / 2),
        );
        const avg3 = (v.a + v.b + v.c) / 3;
        const ab = (v.a + v.b) / 2;
        const bc = (v.b + v.c) / 2;
        const question = random.pick([
          `The average weight of A, B and C is ${avg3} kg. If the average weight of A and B is ${ab} kg and that of B and C is ${bc} kg, what is the weight of B?`,
          `What is B's weight, if the average weight of A, B, C is ${avg3} kg, the average of A and B is ${ab} kg, and the average of B and C is ${bc} kg?`,
        ]);
        return { question, options: wholeOptions(v.b, [ab + bc - avg3, 3 * avg3 - ab - bc, (ab + bc) / 2, v.b + 4], unit('kg')) };
      }
      const FR = [[4, 5], [3, 4], [5, 6], [9, 10], [7, 8]] as const;
      const v = until(
        () => ({ f: random.pick(FR), m: random.int(24, 45), d: random.int(1, 8) }),
        (w) => {
          const thu = (w.m * w.f[0]) / w.f[1];
          return isInt(thu) && w.m - thu === 3 * w.d;
        },
      );
      const thu = (v.m * v.f[0]) / v.f[1];
      const t1 = random.int(30, 42);
      const t2 = t1 - v.d;
      const askThu = random.next() < 0.5;
      const question = `The average temperature of Monday, Tuesday and Wednesday was ${t1}°C and that of Tuesday, Wednesday and Thursday was ${t2}°C. If the temperature on Thursday was ${fraction(v.f[0], v.f[1], true)} of that on Monday, what was the temperature on ${askThu ? 'Thursday' : 'Monday'}?`;
      const answer = askThu ? thu : v.m;
      return { question, options: wholeOptions(answer, [askThu ? v.m : thu, 3 * v.d, answer + v.d, (t1 + t2) / 2], (x) => `${num(x)}°C`) };
    },
  },
];

// ---------------------------------------------------------------- discount

const DISCOUNT: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'fresh/discount/1',
    draw: (random) => {
      const v = until(
        () => ({ m: random.pick([20, 25, 30, 40, 50, 60, 75, 80, 100]), g: random.pick([5, 8, 10, 12, 15, 20, 25, 30]) }),
        (w) => w.m > w.g && exact(((w.m - w.g) / (100 + w.m)) * 100),
      );
      const d = ((v.m - v.g) / (100 + v.m)) * 100;
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `A shopkeeper marks his goods ${v.m}% above the cost price. What discount should he allow to make a profit of ${v.g}%?`
          : form === 1
            ? `An article is marked at ${v.m} per cent above its cost. If the seller wants a gain of only ${v.g} per cent, the rate of discount he can give is`
            : `MP is ${v.m}% more than CP. hw much % discount can the shopkeeper give & still earn ${v.g}% profit?`;
      return { question, options: numericOptions(d, [v.m - v.g, ((v.m - v.g) / (100 + v.g)) * 100, ((v.m - v.g) / 100) * 100 + 5, (v.g / (100 + v.m)) * 100].filter(exact), pct, 1) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/2',
    draw: (random) => {
      const rs = money(random);
      const d = random.pick([4, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40]);
      const mp = until(() => random.int(4, 400) * 50, (m) => isInt((m * d) / 100));
      const off = (mp * d) / 100;
      const sp = mp - off;
      const [item] = random.pick([['jacket'], ['pair of jeans'], ['mixer-grinder'], ['suitcase'], ['pair of sports shoes']] as const);
      const question = random.pick([
        `After a discount of ${rs(off)}, a ${item} was sold for ${rs(sp)}. What was the rate of discount?`,
        `pls hlp: got ${rs(off)} off on a ${item}, paid ${rs(sp)}. discount % = ?`,
        `A customer saves ${rs(off)} on a ${item} and pays ${rs(sp)} for it. What per cent discount was allowed on the marked price?`,
      ]);
      return { question, options: numericOptions(d, [(off / sp) * 100, 100 - d, d + 5].filter(exact), pct, 1) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ d1: random.pick([5, 8, 10, 12, 15, 20]), d2: random.pick([10, 12, 15, 18, 20, 25, 30]), M: random.int(4, 300) * 50 }),
        (w) => w.d2 > w.d1 && isInt((w.M * (w.d2 - w.d1)) / 100) && isInt((w.M * (100 - w.d1)) / 100),
      );
      const diff = (v.M * (v.d2 - v.d1)) / 100;
      const askSP = random.next() < 0.35;
      const question = askSP
        ? `By allowing a discount of ${v.d1}% instead of ${v.d2}% on the marked price of a sofa, a dealer gets ${rs(diff)} more. Find the selling price of the sofa at the ${v.d1}% discount.`
        : random.pick([
            `If an article is sold at a discount of ${v.d1}%, the shopkeeper receives ${rs(diff)} more than he would if the discount were ${v.d2}%. What is the marked price of the article?`,
            `A seller gets ${rs(diff)} less when he gives ${v.d2} per cent discount than when he gives ${v.d1} per cent discount on the same article. The marked price of the article is`,
          ]);
      const answer = askSP ? (v.M * (100 - v.d1)) / 100 : v.M;
      const wrong = askSP ? [v.M, (v.M * (100 - v.d2)) / 100, (diff * 100) / v.d1] : [(diff * 100) / v.d1, (diff * 100) / v.d2, (diff * 100) / (v.d1 + v.d2)];
      return { question, options: numericOptions(answer, wrong.filter(exact), rs, 50) };
    },
  },
];

// ---------------------------------------------------------------- profit-loss

const PROFIT_LOSS: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/1',
    draw: (random) => {
      const onSp = random.next() < 0.6;
      if (onSp) {
        const g = random.pick([20, 36, 50, 60]);
        const real = (g / (100 - g)) * 100;
        const question = random.pick([
          `A trader calculates his profit as ${g}% of the selling price. What is his actual profit percentage on the cost price?`,
          `A shopkeeper's profit is ${g} per cent of his selling price. His profit as a percentage of the cost price is`,
          `if profit is ${g}% of SP, then profit % on CP = ? pls explain`,
        ]);
        return { question, options: numericOptions(real, [g, (g / (100 + g)) * 100, 100 - g, g + 10].filter(exact), pct, 5) };
      }
      const g = random.pick([25, 60, 100, 150, 300]);
      const onS = (g / (100 + g)) * 100;
      const question = random.pick([
        `If the profit on an item is ${g}% of its cost price, what percent of the selling price is the profit?`,
        `A seller makes a profit of ${g} per cent on cost. Express his profit as a percentage of the selling price.`,
      ]);
      return { question, options: numericOptions(onS, [g, g < 100 ? (g / (100 - g)) * 100 : g / 2, 100 - onS].filter(exact), pct, 5) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/2',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ dz: random.int(5, 30), pd: random.int(30, 96), b: random.int(1, 4) * 6, s: random.pick([3, 4, 5, 6, 7, 8, 9, 10]) }),
        (w) => {
          const cost = w.dz * w.pd;
          const rev = (12 * w.dz - w.b) * w.s;
          const g = ((rev - cost) / cost) * 100;
          return w.b < 6 * w.dz && Math.abs(g) >= 2 && Math.abs(g) <= 60 && exact(g) && exact(((12 * w.dz * w.s - cost) / cost) * 100);
        },
      );
      const cost = v.dz * v.pd;
      const rev = (12 * v.dz - v.b) * v.s;
      const g = ((rev - cost) / cost) * 100;
      const count = 12 * v.dz;
      const [thing, broke] = random.pick([['eggs', 'were broken'], ['bananas', 'got rotten'], ['oranges', 'were spoilt']] as const);
      const question = random.pick([
        `A vendor bought ${count} ${thing} at ${rs(v.pd)} per dozen. ${cap(small(random, v.b))} of them ${broke} on the way, and he sold the rest at ${rs(v.s)} each. Find his gain or loss per cent.`,
        `bought ${v.dz} dozen ${thing} @ ${rs(v.pd)}/dozen, ${v.b} ${broke}, sold the remaining @ ${rs(v.s)} each. profit or loss % ?`,
      ]);
      const tag = (x: number): string => change(x, 'gain', 'loss', 'No gain no loss');
      const ignoring = ((count * v.s - cost) / cost) * 100;
      const onSale = ((rev - cost) / rev) * 100;
      return { question, options: options(tag(g), [tag(ignoring), tag(-g), exact(onSale) ? tag(onSale) : tag(g + 5)], (k) => tag(g + (k % 2 === 1 ? k : -k))) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ l: random.pick([5, 8, 10, 12, 15, 20, 25]), g: random.pick([5, 10, 15, 20, 25, 30]), T: random.int(10, 300) * 500 }),
        (w) => w.l !== w.g && isInt((w.T * w.g) / (w.g + w.l)),
      );
      const atLoss = (v.T * v.g) / (v.g + v.l);
      const atGain = v.T - atLoss;
      const askLoss = random.next() < 0.55;
      const [thing, things] = random.pick([['goat', 'goats'], ['second-hand bike', 'second-hand bikes'], ['plot', 'plots of land'], ['cow', 'cows']] as const);
      const question = random.pick([
        `A man bought two ${things} for ${rs(v.T)}. He sold one at a loss of ${v.l}% and the other at a gain of ${v.g}%, and on the whole he neither gained nor lost. What was the cost price of the ${thing} sold at a ${askLoss ? 'loss' : 'gain'}?`,
        `Two ${things} together cost ${rs(v.T)}. One is sold at ${v.g} per cent profit and the other at ${v.l} per cent loss, and there is no profit or loss on the whole deal. Find the cost of the ${thing} sold at a ${askLoss ? 'loss' : 'profit'}.`,
      ]);
      const answer = askLoss ? atLoss : atGain;
      return { question, options: numericOptions(answer, [askLoss ? atGain : atLoss, v.T / 2, (v.T * (askLoss ? v.l : v.g)) / 100], rs, 100) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent

const REVERSE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/1',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([4, 5, 8, 10, 12, 12.5, 15, 20, 25]);
      const old = until(() => random.int(20, 800) * 100, (x) => isInt((x * r) / 100));
      const inc = (old * r) / 100;
      const now = old + inc;
      const p = person(random);
      const askOld = random.next() < 0.3;
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `After a ${num(r)}% pay hike, ${p.name} gets ${rs(inc)} more per month than before. What is ${p.his} ${askOld ? 'old' : 'new'} monthly salary?`
          : form === 1
            ? `A ${num(r)} per cent increase in the price of a scooter raises it by ${rs(inc)}. What is the ${askOld ? 'price before the increase' : 'new price'}?`
            : `pls solve: my rent went up by ${num(r)}% i.e. ${rs(inc)} more. what's the ${askOld ? 'old' : 'new'} rent?`;
      const answer = askOld ? old : now;
      return { question, options: numericOptions(answer, askOld ? [now, (inc * 100) / (100 + r), old - inc] : [old, (inc * 100) / (100 - Math.min(r, 50)) + inc, (inc * (100 + r)) / 10], rs, 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/2',
    draw: (random) => {
      const more = random.next() < 0.6;
      const form = random.int(0, 2);
      const r = form === 2 ? random.pick([5, 10, 15, 20, 25]) : random.pick(more ? [10, 20, 25, 40, 50, 60, 75] : [10, 20, 25, 30, 40, 50]);
      if (form === 2) {
        const m = until(() => random.int(120, 190), (x) => isInt((x * (100 - r)) / 100) && (x * (100 - r)) / 100 >= 80);
        const rv = (m * (100 - r)) / 100;
        const [a, b] = names(random, 2) as [string, string];
        const question = `${a}'s height is ${r}% less than ${b}'s. If ${a} is ${rv} cm tall, how tall is ${b}?`;
        return { question, options: numericOptions(m, [(rv * (100 + r)) / 100, rv + r, (rv * 100) / (100 + r)], (x) => `${num(x)} cm`, 2) };
      }
      const rs = money(random);
      const base = until(() => random.int(20, 800) * 100, (x) => isInt((x * (more ? 100 + r : 100 - r)) / 100));
      const other = (base * (more ? 100 + r : 100 - r)) / 100;
      const [a, b] = names(random, 2) as [string, string];
      const question =
        form === 0
          ? `${a}'s monthly salary is ${r}% ${more ? 'more' : 'less'} than ${b}'s. If ${a} earns ${rs(other)} a month, how much does ${b} earn?`
          : `The price of a refrigerator is ${r} per cent ${more ? 'more' : 'less'} than that of a washing machine. If the refrigerator costs ${rs(other)}, what is the cost of the washing machine?`;
      const wrongScale = more ? (other * (100 - r)) / 100 : (other * (100 + r)) / 100;
      return { question, options: numericOptions(base, [wrongScale, more ? other - r * 100 : other + r * 100, other], rs, 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/3',
    draw: (random) => {
      const v = until(
        () => ({ h: random.int(10, 45), e: random.int(10, 45), b: random.int(3, 20) }),
        (w) => w.b < Math.min(w.h, w.e) && w.h + w.e - w.b < 90 && w.h !== w.e,
      );
      const pass = 100 - (v.h + v.e - v.b);
      const N = until(() => random.int(2, 100) * 100, (t) => isInt((t * pass) / 100));
      const passed = (N * pass) / 100;
      const [s1, s2] = random.pick([['Hindi', 'English'], ['Mathematics', 'Science'], ['Physics', 'Chemistry']] as const);
      const question = random.pick([
        `In an examination, ${v.h}% of the candidates failed in ${s1}, ${v.e}% failed in ${s2} and ${v.b}% failed in both. If ${ind(passed)} candidates passed in both the subjects, how many candidates appeared in the examination?`,
        `In a test, ${v.h} per cent of the students failed in ${s1} and ${v.e} per cent in ${s2}, while ${v.b} per cent failed in both. If the number who passed in both is ${ind(passed)}, find the total number of students.`,
      ]);
      const noBoth = 100 - v.h - v.e;
      return { question, options: wholeOptions(N, [noBoth > 0 ? (passed * 100) / noBoth : N * 2, (passed * 100) / (100 - v.b), passed + (passed * (v.h + v.e)) / 100], ind, 100) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent

const SUCCESSIVE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/1',
    draw: (random) => {
      const rs = money(random);
      const grow = random.next() < 0.3;
      const [r1, r2v] = [random.pick([5, 10, 15, 20, 25]), random.pick([5, 10, 20, 25, 40])];
      const f = grow ? ((100 + r1) * (100 + r2v)) / 10_000 : ((100 - r1) * (100 - r2v)) / 10_000;
      const start = until(() => random.int(20, 2000) * 100, (x) => isInt(x * f));
      const now = start * f;
      if (grow) {
        const question = random.pick([
          `The number of bacteria in a culture increases by ${r1}% in the first hour and by ${r2v}% in the second hour. If there are ${ind(now)} bacteria now, how many were there two hours ago?`,
          `A town's population grew ${r1} per cent last year and ${r2v} per cent this year; it is now ${ind(now)}. What was it two years ago?`,
        ]);
        return { question, options: wholeOptions(start, [(now * 100) / (100 + r1 + r2v), (now * (100 - r1) * (100 - r2v)) / 10_000, now - (now * (r1 + r2v)) / 100], ind, 100) };
      }
      const question = random.pick([
        `A machine depreciates by ${r1}% in the first year and by ${r2v}% in the second year. Its present value is ${rs(now)}. What was its value two years ago?`,
        `The value of a car fell by ${r1} per cent in its first year and by ${r2v} per cent in its second year. If it is worth ${rs(now)} now, what did it cost when new?`,
      ]);
      return { question, options: numericOptions(start, [(now * 100) / (100 - r1 - r2v), (now * (100 + r1) * (100 + r2v)) / 10_000, now + (now * (r1 + r2v)) / 100], rs, 100) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/2',
    draw: (random) => {
      const FR = [[1, 2], [1, 3], [1, 4], [1, 5], [2, 5], [3, 4], [1, 8], [3, 8], [1, 10], [3, 10], [2, 3]] as const;
      const v = until(
        () => ({ up: random.pick(FR), down: random.pick(FR), upFirst: random.next() < 0.7 }),
        (w) => {
          const f = (1 + w.up[0] / w.up[1]) * (1 - w.down[0] / w.down[1]);
          return w.down[0] < w.down[1] && exact(f * 100) && exact((f - 1) * 100);
        },
      );
      const f = (1 + v.up[0] / v.up[1]) * (1 - v.down[0] / v.down[1]);
      const words = random.next() < 0.6;
      const u = fraction(v.up[0], v.up[1], words);
      const d = fraction(v.down[0], v.down[1], words);
      const askPercentOf = random.next() < 0.5;
      const steps = v.upFirst ? `first increased by ${u} of itself and the result is then decreased by ${d} of itself` : `first decreased by ${d} of itself and the result is then increased by ${u} of itself`;
      if (askPercentOf) {
        const question = random.pick([
          `A number is ${steps}. The final number is what percent of the original number?`,
          `If a quantity is ${steps}, what per cent of the original quantity is the result?`,
        ]);
        const naive = (1 + v.up[0] / v.up[1] - v.down[0] / v.down[1]) * 100;
        return { question, options: numericOptions(f * 100, [naive, 200 - f * 100, f * 100 + 10].filter(exact), pct, 5) };
      }
      const question = random.pick([
        `The price of a shirt is ${v.upFirst ? `raised by ${u} and then reduced by ${d}` : `reduced by ${d} and then raised by ${u}`}. What is the net change in its price?`,
        `A number is ${steps}. By what per cent does the number change in all?`,
      ]);
      const net = (f - 1) * 100;
      const naive = (v.up[0] / v.up[1] - v.down[0] / v.down[1]) * 100;
      return { question, options: options(change(net), [change(exact(naive) ? naive : net + 5), change(-net), change(net + 10)], (k) => change(net + k * 2.5)) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/3',
    draw: (random) => {
      const upFirst = random.next() < 0.55;
      const r = random.pick(upFirst ? [25, 60, 100, 150] : [20, 37.5, 50, 60, 75]);
      const answer = upFirst ? (r / (100 + r)) * 100 : (r / (100 - r)) * 100;
      const form = random.int(0, 2);
      let question: string;
      if (form === 0) {
        question = upFirst
          ? `The length of a rectangle is increased by ${num(r)}%. By what percent must its breadth be decreased so that its area remains unchanged?`
          : `If the length of a rectangle is decreased by ${num(r)}%, by what per cent should its breadth be increased to keep the area the same?`;
      } else if (form === 1) {
        question = upFirst
          ? `The number of workers in a factory is increased by ${num(r)}%. By what per cent must the daily working hours be reduced so that the total man-hours stay the same?`
          : `A factory cuts the number of its workers by ${num(r)}%. By what percent must the working hours of each worker go up so that the output (in man-hours) does not change?`;
      } else {
        question = upFirst
          ? `hw to solve: speed of a car increased by ${num(r)}%, by what % does the time for the same journey decrease?`
          : `If the speed of a bus is reduced by ${num(r)}%, by what percent does the time taken for the same distance increase?`;
      }
      const other = upFirst ? (r / (100 - r)) * 100 : (r / (100 + r)) * 100;
      return { question, options: numericOptions(answer, [r, exact(other) ? other : r / 2, r / 2].filter((x) => x < 1000), pct, 5) };
    },
  },
];

// ---------------------------------------------------------------- pipes

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh/pipes/1',
    draw: (random) => {
      const k = random.pick([2, 3, 4, 1.5]);
      const t = until(() => random.int(4, 60), (x) => quarter(x * (k + 1)) && quarter((x * (k + 1)) / k));
      const slow = t * (k + 1);
      const fast = slow / k;
      const askSlow = random.next() < 0.55;
      const u = random.pick([['minutes', mins], ['hours', hrs]] as const);
      const speed = k === 1.5 ? '50% faster than' : `${times(k)} as fast as`;
      const question = random.pick([
        `Pipe A fills a tank ${speed} pipe B. Together they fill it in ${t} ${u[0]}. How long would the ${askSlow ? 'slower' : 'faster'} pipe alone take?`,
        `One tap is ${speed} another. If together they fill a tank in ${t} ${u[0]}, the ${askSlow ? 'slower' : 'faster'} tap alone fills it in`,
        `hw long will the ${askSlow ? 'slower' : 'faster'} pipe take alone?? pipe A is ${speed} pipe B and both together fill the tank in ${t} ${u[0]}.`,
      ]);
      const answer = askSlow ? slow : fast;
      return { question, options: numericOptions(answer, [askSlow ? fast : slow, t * k, t / k + t, 2 * t].filter(quarter), u[1], 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/2',
    draw: (random) => {
      const FR = [[1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [2, 5], [3, 5], [1, 5]] as const;
      const v = until(
        () => ({ a: random.int(2, 20), b: random.int(3, 40), f: random.pick(FR) }),
        (w) => w.b > w.a && quarter((1 - w.f[0] / w.f[1]) * ((w.a * w.b) / (w.b - w.a))) && (w.a * w.b) / (w.b - w.a) <= 100,
      );
      const full = (v.a * v.b) / (v.b - v.a);
      const t = (1 - v.f[0] / v.f[1]) * full;
      const words = random.next() < 0.6;
      const fr = fraction(v.f[0], v.f[1], words);
      const u = random.pick([['hours', hrs], ['minutes', mins]] as const);
      const question = random.pick([
        `A tank is ${fr} full. Pipe A can fill the tank in ${v.a} ${u[0]} and pipe B can empty it in ${v.b} ${u[0]}. If both pipes are opened, how long will it take to fill the tank completely?`,
        `A cistern is already ${fr} full of water. A tap fills the whole cistern in ${v.a} ${u[0]} and a drain empties the full cistern in ${v.b} ${u[0]}. Both are opened together. In how much time will the cistern be full?`,
      ]);
      return { question, options: numericOptions(t, [full, (v.f[0] / v.f[1]) * full, (1 - v.f[0] / v.f[1]) * v.a, (1 - v.f[0] / v.f[1]) * ((v.a * v.b) / (v.a + v.b))].filter(quarter), u[1], 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/3',
    draw: (random) => {
      const v = until(
        () => ({ x: random.int(5, 40), y: random.int(5, 40), z: random.int(6, 80), r: random.int(2, 12) }),
        (w) => {
          const den = w.y * w.z + w.x * w.z - w.x * w.y;
          return w.x !== w.y && w.z !== w.x && w.z !== w.y && den > 0 && isInt((w.r * w.x * w.y * w.z) / den) && (w.r * w.x * w.y * w.z) / den <= 5000 && (w.r * w.x * w.y * w.z) / den >= 40;
        },
      );
      const C = (v.r * v.x * v.y * v.z) / (v.y * v.z + v.x * v.z - v.x * v.y);
      const rate = random.pick(['litres per minute', 'L/min', 'litres a minute']);
      const question = random.pick([
        `Two pipes can fill a tank in ${v.x} minutes and ${v.y} minutes respectively. An outlet at the bottom drains ${v.r} ${rate}. When all three are open, the tank is filled in ${v.z} minutes. What is the capacity of the tank?`,
        `Taps A and B fill a cistern in ${v.x} min and ${v.y} min. A waste pipe removes ${v.r} ${rate}. With A, B and the waste pipe all open, the cistern fills in ${v.z} min. How many litres does the cistern hold?`,
      ]);
      return { question, options: wholeOptions(C, [v.r * v.z, (v.r * v.x * v.y) / (v.x + v.y), v.r * (v.x + v.y + v.z)], litres, 10) };
    },
  },
];

// ---------------------------------------------------------------- mixture

const MIXTURE: readonly DoubtTemplate[] = [
  {
    kind: 'mixture',
    id: 'fresh/mixture/1',
    draw: (random) => {
      const rs = money(random);
      const form = random.int(0, 2);
      if (form === 1) {
        const g = random.pick([5, 10, 12.5, 20, 25, 40, 50]);
        const c = random.int(30, 80);
        const [w, m] = reduce([g * 2, 200]) as [number, number];
        const question = `A milkman buys milk at ${rs(c)} a litre, adds water to it and sells the mixture at ${rs(c)} a litre, the price he paid for the milk. If he gains ${num(g)}%, what is the ratio of water to milk in the mixture?`;
        return { question, options: ratioOptions([w, m], [[m, w], [w, m + w], [g, 100 - g].map((x) => x * 2)]) };
      }
      const v = until(
        () => ({ c: random.int(20, 90), m: random.int(15, 85) }),
        (w) => w.m < w.c && reduce([w.c - w.m, w.m]).every((p) => p <= 20) && reduce([w.c - w.m, w.m]).join() !== '1,1',
      );
      if (form === 0) {
        const question = random.pick([
          `In what ratio must water be mixed with milk costing ${rs(v.c)} per litre to obtain a mixture worth ${rs(v.m)} per litre?`,
          `Find the ratio of water to milk in a mixture worth ${rs(v.m)} a litre, if the milk costs ${rs(v.c)} a litre and water is free.`,
        ]);
        return { question, options: ratioOptions([v.c - v.m, v.m], [[v.m, v.c - v.m], [v.c - v.m, v.c], [v.m, v.c]]) };
      }
      const L = until(() => random.int(2, 40) * 5, (x) => exact((x * (v.c - v.m)) / v.m) && (x * (v.c - v.m)) / v.m <= 200);
      const water = (L * (v.c - v.m)) / v.m;
      const question = `How much water must be added to ${L} litres of milk costing ${rs(v.c)} per litre so that the cost of the mixture comes down to ${rs(v.m)} per litre?`;
      return { question, options: numericOptions(water, [(L * (v.c - v.m)) / v.c, (L * v.m) / v.c, L - water].filter((x) => exact(x) && x > 0), litres, 1) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/2',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(1, 7), k: random.int(2, 12), R: random.int(1, 12) * 3 }),
        (w) => {
          const T = (w.a + w.b) * w.k;
          if (gcd(w.a, w.b) !== 1 || w.R >= T / 2) return false;
          const A1 = w.a * w.k * (1 - w.R / T);
          const B1 = w.b * w.k * (1 - w.R / T) + w.R;
          return exact(A1) && exact(B1) && isInt(A1 * 4) && isInt(B1 * 4) && reduce([Math.round(A1 * 4), Math.round(B1 * 4)]).every((p) => p <= 25);
        },
      );
      const T = (v.a + v.b) * v.k;
      const A1 = v.a * v.k * (1 - v.R / T);
      const B1 = v.b * v.k * (1 - v.R / T) + v.R;
      const [c, d] = reduce([Math.round(A1 * 4), Math.round(B1 * 4)]) as [number, number];
      const milk = random.next() < 0.5;
      const askTotal = random.next() < 0.35;
      const question = milk
        ? `A can contains a mixture of milk and water in the ratio ${v.a} : ${v.b}. When ${v.R} litres of the mixture are drawn off and the can is filled with water, the ratio of milk to water becomes ${c} : ${d}. How many litres of ${askTotal ? 'mixture did the can hold' : 'milk did the can contain at first'}?`
        : `A jar contains a mixture of two liquids A and B in the ratio ${v.a}:${v.b}. When ${v.R} litres of the mixture is taken out and ${v.R} litres of liquid B is poured in, the ratio becomes ${c}:${d}. How many litres of ${askTotal ? 'mixture were in the jar' : 'liquid A was contained in the jar'}?`;
      const answer = askTotal ? T : v.a * v.k;
      const wrong = askTotal ? [v.a * v.k, T + v.R, T - v.R] : [T, A1, v.a * v.k + v.R, v.b * v.k];
      return { question, options: numericOptions(answer, wrong.filter(exact), litres, 1) };
    },
  },
  {
    kind: 'mixture',
    id: 'fresh/mixture/3',
    draw: (random) => {
      const pair = (): [number, number] => until(() => [random.int(1, 9), random.int(1, 6)] as [number, number], ([m, w]) => gcd(m, w) === 1);
      const rs3 = until(
        () => [pair(), pair(), pair()],
        (ps) => new Set(ps.map(([m, w]) => m / (m + w))).size === 3 && ps.reduce((acc, [m, w]) => lcm(acc, m + w), 1) <= 84,
      );
      const L = rs3.reduce((acc, [m, w]) => lcm(acc, m + w), 1);
      const milk = sumOf(rs3.map(([m, w]) => (m * L) / (m + w)));
      const water = 3 * L - milk;
      const [liq, oth] = random.pick([['milk', 'water'], ['alcohol', 'water'], ['juice', 'water']] as const);
      const text = rs3.map(([m, w]) => `${m}:${w}`);
      const question = random.pick([
        `pls hw to solve: 3 glasses of the same size have ${liq} & ${oth} in ratio ${text[0]}, ${text[1]} and ${text[2]}. all are poured into a big jug. ${liq}:${oth} in the jug = ?`,
        `Three vessels of equal capacity are full of mixtures of ${liq} and ${oth} in the ratios ${text.map((t) => t.replace(':', ' : ')).join(', ')} respectively. Their contents are emptied into a single large vessel. Find the ratio of ${liq} to ${oth} in it.`,
      ]);
      const sums = [sumOf(rs3.map(([m]) => m)), sumOf(rs3.map(([, w]) => w))];
      return { question, options: ratioOptions([milk, water], [sums, [water, milk], [rs3.reduce((a, [m]) => a * m, 1), rs3.reduce((a, [, w]) => a * w, 1)]]) };
    },
  },
];

// ---------------------------------------------------------------- time-work

const TIME_WORK: readonly DoubtTemplate[] = [
  {
    kind: 'time-work',
    id: 'fresh/time-work/1',
    draw: (random) => {
      const FR = [[1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [2, 5], [3, 5], [1, 5], [4, 5]] as const;
      const percent = random.next() < 0.25;
      const v = until(
        () => ({ f1: random.pick(FR), d1: random.int(2, 20), f2: random.pick(FR), d2: random.int(2, 20) }),
        (w) => {
          if (percent && !(exact((100 * w.f1[0]) / w.f1[1]) && exact((100 * w.f2[0]) / w.f2[1]))) return false;
          const A = (w.d1 * w.f1[1]) / w.f1[0];
          const B = (w.d2 * w.f2[1]) / w.f2[0];
          return isInt(A) && isInt(B) && A !== B && A <= 60 && B <= 60 && quarter((A * B) / (A + B));
        },
      );
      const A = (v.d1 * v.f1[1]) / v.f1[0];
      const B = (v.d2 * v.f2[1]) / v.f2[0];
      const t = (A * B) / (A + B);
      const [x, y] = random.pick([['A', 'B'], names(random, 2)]) as [string, string];
      const words = random.next() < 0.5;
      const part = (f: readonly [number, number]): string => (percent ? `${num((f[0] / f[1]) * 100)}%` : fraction(f[0], f[1], words));
      const question = percent
        ? `How long will ${x} and ${y} take together to complete a task if ${x} completes ${part(v.f1)} of it in ${v.d1} days and ${y} completes ${part(v.f2)} of it in ${v.d2} days?`
        : random.pick([
            `${x} can do ${part(v.f1)} of a work in ${v.d1} days and ${y} can do ${part(v.f2)} of the same work in ${v.d2} days. In how many days can both ${x} and ${y} together finish the work?`,
            `${x} finishes ${part(v.f1)} of a job in ${v.d1} days; ${y} finishes ${part(v.f2)} of it in ${v.d2} days. Working together, how long will they take for the whole job?`,
          ]);
      return { question, options: numericOptions(t, [(v.d1 * v.d2) / (v.d1 + v.d2), (A + B) / 2, v.d1 + v.d2, A].filter(quarter), days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/2',
    draw: (random) => {
      const tOf = (m: number, w: number, M: number, W: number): number => 1 / (m / M + w / W);
      const v = until(
        () => ({
          M: random.int(6, 80),
          W: random.int(6, 120),
          c1: [random.int(1, 6), random.int(1, 8)] as const,
          c2: [random.int(1, 6), random.int(1, 8)] as const,
          ask: random.pick([[1, 0], [0, 1], [random.int(2, 8), 0], [0, random.int(2, 10)], [random.int(1, 4), random.int(1, 4)]] as const),
        }),
        (w) =>
          w.M < w.W &&
          w.c1[0] * w.c2[1] !== w.c1[1] * w.c2[0] &&
          tOf(w.c1[0], w.c1[1], w.M, w.W) !== tOf(w.c2[0], w.c2[1], w.M, w.W) &&
          quarter(tOf(w.c1[0], w.c1[1], w.M, w.W)) &&
          quarter(tOf(w.c2[0], w.c2[1], w.M, w.W)) &&
          quarter(tOf(w.ask[0], w.ask[1], w.M, w.W)) &&
          tOf(w.c1[0], w.c1[1], w.M, w.W) >= 2 &&
          tOf(w.c2[0], w.c2[1], w.M, w.W) >= 2 &&
          !(w.ask[0] === w.c1[0] && w.ask[1] === w.c1[1]) &&
          !(w.ask[0] === w.c2[0] && w.ask[1] === w.c2[1]),
      );
      const t1 = tOf(v.c1[0], v.c1[1], v.M, v.W);
      const t2 = tOf(v.c2[0], v.c2[1], v.M, v.W);
      const t3 = tOf(v.ask[0], v.ask[1], v.M, v.W);
      const [mw, ww] = random.pick([['men', 'women'], ['men', 'boys'], ['women', 'children']] as const);
      const ONE: Readonly<Record<string, string>> = { men: 'man', women: 'woman', boys: 'boy', children: 'child' };
      const group = (m: number, w: number): string =>
        [m > 0 ? `${m} ${m === 1 ? ONE[mw]! : mw}` : '', w > 0 ? `${w} ${w === 1 ? ONE[ww]! : ww}` : ''].filter((s) => s !== '').join(' and ');
      const question = random.pick([
        `${group(v.c1[0], v.c1[1])} can finish a piece of work in ${days(t1)}, while ${group(v.c2[0], v.c2[1])} can finish it in ${days(t2)}. In how many days can ${group(v.ask[0], v.ask[1])} finish it?`,
        `A job is done by ${group(v.c1[0], v.c1[1])} in ${days(t1)} or by ${group(v.c2[0], v.c2[1])} in ${days(t2)}. How long will ${group(v.ask[0], v.ask[1])} take to do it?`,
      ]);
      return { question, options: numericOptions(t3, [(t1 + t2) / 2, t1 + t2, (t1 * t2) / (t1 + t2), t3 * 2].filter(quarter), days, 1) };
    },
  },
  {
    kind: 'time-work',
    id: 'fresh/time-work/3',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([20, 25, 40, 50, 60, 75, 100]), b: random.int(6, 60) }),
        (w) => quarter((w.b * 100) / (100 + w.p)) && quarter((w.b * 100) / (200 + w.p)),
      );
      const a = (v.b * 100) / (100 + v.p);
      const together = (v.b * 100) / (200 + v.p);
      const [x, y] = random.pick([['A', 'B'], names(random, 2)]) as [string, string];
      const askTogether = random.next() < 0.55;
      const form = random.int(0, 1);
      const question = askTogether
        ? form === 0
          ? `pls solve: ${x} is ${v.p}% more efficient than ${y}. ${y} alone takes ${v.b} days. together how many days??`
          : `${x} is ${v.p} per cent more efficient than ${y}, who can finish a piece of work alone in ${v.b} days. If they work together, in how many days will the work be finished?`
        : form === 0
          ? `${x} is ${v.p}% more efficient than ${y}. If ${y} can complete a work in ${v.b} days, in how many days can ${x} alone complete it?`
          : `hw many days will ${x} take alone? ${x} works ${v.p}% more efficiently than ${y}, and ${y} alone needs ${v.b} days for the job.`;
      const answer = askTogether ? together : a;
      const wrong = askTogether ? [v.b / 2, (a + v.b) / 2, (v.b * (100 - v.p)) / 200, a] : [(v.b * (100 - v.p)) / 100, v.b - v.p / 10, v.b / 2];
      return { question, options: numericOptions(answer, wrong.filter(quarter), days, 1) };
    },
  },
];

// ---------------------------------------------------------------- percent-change

const PERCENT_CHANGE: readonly DoubtTemplate[] = [
  {
    kind: 'percent-change',
    id: 'fresh/percent-change/1',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ q1: random.int(2, 30), q2: random.int(2, 30) }),
        (w) => w.q1 !== w.q2 && lcm(w.q1, w.q2) <= 600 && Math.abs(w.q1 - w.q2) * 5 <= Math.max(w.q1, w.q2) * 2 && exact((w.q1 / w.q2 - 1) * 100) && exact((w.q1 / w.q2) * 100),
      );
      const M = lcm(v.q1, v.q2) * until(() => random.int(1, 40), (k) => lcm(v.q1, v.q2) * k >= 100 && lcm(v.q1, v.q2) * k <= 6000);
      const rise = v.q1 > v.q2;
      const answer = Math.abs(v.q1 / v.q2 - 1) * 100;
      const [item, u] = random.pick([['sugar', 'kg'], ['milk', 'litres'], ['rice', 'kg'], ['mustard oil', 'litres']] as const);
      const question = rise
        ? random.pick([
            `Earlier ${rs(M)} bought ${v.q1} ${u} of ${item}. Now the same ${rs(M)} buys only ${v.q2} ${u}. By what percent has the price of ${item} gone up?`,
            `With ${rs(M)} one could buy ${v.q1} ${u} of ${item} last year; this year the same amount buys ${v.q2} ${u}. Find the percentage rise in the price of ${item}.`,
          ])
        : `A fall in the price of ${item} enables a person to buy ${v.q2} ${u} instead of ${v.q1} ${u} for ${rs(M)}. What is the percentage fall in the price?`;
      const qtyChange = (Math.abs(v.q1 - v.q2) / v.q1) * 100;
      return { question, options: numericOptions(answer, [qtyChange, (Math.abs(v.q1 - v.q2) / Math.max(v.q1, v.q2)) * 100, Math.abs(v.q1 - v.q2) * 10].filter(exact), pct, 5) };
    },
  },
  {
    kind: 'percent-change',
    id: 'fresh/percent-change/2',
    draw: (random) => {
      const rs = money(random);
      const up = random.next() < 0.6;
      const r = random.pick([4, 5, 8, 10, 12.5, 15, 20, 25, 30]);
      const old = until(() => random.int(10, 1000) * 100, (x) => isInt((x * r) / 100));
      const inc = (old * r) / 100;
      const now = up ? old + inc : old - inc;
      const question = up
        ? random.pick([
            `After a hike of ${rs(inc)}, the monthly salary of a clerk is ${rs(now)}. What is the percentage hike?`,
            `A school's annual fee went up by ${rs(inc)} to ${rs(now)}. Find the percentage increase in the fee.`,
          ])
        : random.pick([
            `The price of a laptop has come down by ${rs(inc)} and it now sells for ${rs(now)}. By what per cent has the price been reduced?`,
            `after a cut of ${rs(inc)} my salary is ${rs(now)}. by what % was it cut? pls`,
          ]);
      return { question, options: numericOptions(r, [(inc / now) * 100, (inc / (up ? now + inc : now - inc)) * 100, r + 5].filter(exact), pct, 1) };
    },
  },
  {
    kind: 'percent-change',
    id: 'fresh/percent-change/3',
    draw: (random) => {
      const FR = [[1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [1, 5], [2, 5], [3, 5], [4, 5], [3, 8], [5, 8]] as const;
      const percentForm = random.next() < 0.4;
      const v = until(
        () => (percentForm ? { f1: [random.pick([10, 12, 15, 20, 25, 30, 40, 45, 50, 60]), 100] as const, f2: [random.pick([10, 12, 15, 20, 25, 30, 40, 45, 50, 60]), 100] as const } : { f1: random.pick(FR), f2: random.pick(FR) }),
        (w) => {
          const ratio = (w.f2[0] * w.f1[1]) / (w.f2[1] * w.f1[0]);
          return Math.abs(ratio - 1) > 1e-9 && exact(ratio * 100) && exact((1 / ratio) * 100) && ratio < 5 && ratio > 0.2;
        },
      );
      // f1 of A = f2 of B: A / B = f2 / f1.
      const ratio = (v.f2[0] * v.f1[1]) / (v.f2[1] * v.f1[0]);
      const words = random.next() < 0.5;
      const show1 = percentForm ? `${v.f1[0]}%` : fraction(v.f1[0], v.f1[1], words);
      const show2 = percentForm ? `${v.f2[0]}%` : fraction(v.f2[0], v.f2[1], words);
      const ask = random.int(0, 2);
      if (ask === 0) {
        const question = `If ${show1} of a number A equals ${show2} of another number B, then A is what percent of B?`;
        return { question, options: numericOptions(ratio * 100, [(1 / ratio) * 100, Math.abs(ratio - 1) * 100].filter(exact), pct, 5) };
      }
      if (ask === 1) {
        const question = `${cap(show1)} of P is equal to ${show2} of Q. Q is what per cent of P?`;
        return { question, options: numericOptions((1 / ratio) * 100, [ratio * 100, Math.abs(1 / ratio - 1) * 100].filter(exact), pct, 5) };
      }
      const more = ratio > 1;
      const answer = Math.abs(ratio - 1) * 100;
      const question = `If ${show1} of A = ${show2} of B, then A is what percent ${more ? 'more' : 'less'} than B?`;
      return { question, options: numericOptions(answer, [Math.abs(1 / ratio - 1) * 100, ratio * 100, (1 / ratio) * 100].filter(exact), pct, 5) };
    },
  },
];

// ================================================================ second batch (templates 4-6 of the six-template kinds)

// ---------------------------------------------------------------- ages (4-6)

const AGES_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'fresh/ages/4',
    draw: (random) => {
      const v = until(
        () => ({ c: random.int(4, 20), n: random.int(3, 5), k: random.int(2, 4) }),
        (w) => w.k < w.n && isInt((w.c * (w.n - w.k)) / (w.k - 1)) && (w.c * (w.n - w.k)) / (w.k - 1) <= 25 && w.n * w.c >= 26 && w.n * w.c <= 70 && (w.n - 1) * w.c >= 20,
      );
      const t = (v.c * (v.n - v.k)) / (v.k - 1);
      const mother = v.n * v.c;
      const kid = person(random);
      const form = random.int(0, 2);
      if (form === 0) {
        const X = mother + random.int(2, 20);
        const question = `${kid.name}'s mother is ${times(v.n)} as old as ${kid.name}. After ${small(random, t)} years, she will be ${times(v.k)} as old as ${kid.him}. How old will ${kid.name} be when ${kid.his} mother is ${X} years old?`;
        const answer = X - (v.n - 1) * v.c;
        return { question, options: wholeOptions(answer, [X / v.n, X / v.k, v.c, answer + t], yrs) };
      }
      const question =
        form === 1
          ? `Today a woman is ${times(v.n)} as old as her son, and ${t} years from now she will be only ${times(v.k)} as old as he will be then. How old was she when her son was born?`
          : `mom's age = ${v.n} × my age now. after ${t} yrs, mom = ${v.k} × my age. how old was mom when i was born? pls`;
      const answer = (v.n - 1) * v.c;
      return { question, options: wholeOptions(answer, [mother, v.c, answer + t, mother - t], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/5',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(2, 5), t: random.int(2, 12), g: random.int(6, 32) }),
        (w) => w.g % (w.n - 1) === 0 && w.g / (w.n - 1) + w.t >= 5 && w.g / (w.n - 1) + w.t + w.g <= 80,
      );
      const y = v.g / (v.n - 1) + v.t;
      const e = y + v.g;
      const form = random.int(0, 2);
      const pair = (a: number, b: number): string => (form === 0 ? `${a} yrs, ${b} yrs` : `${a} years and ${b} years`);
      const question =
        form === 0
          ? `the ages of 2 cousins differ by ${v.g} yrs. ${v.t} yrs ago the elder one was ${v.n} times as old as the younger one. wat r their present ages? (younger, elder)`
          : form === 1
            ? `Two persons differ in age by ${v.g} years. If ${small(random, v.t)} years ago the elder one was ${times(v.n)} as old as the younger one, the present ages of the younger and the elder are`
            : `An uncle is ${v.g} years older than his nephew. ${cap(small(random, v.t))} years back, the uncle's age was ${times(v.n)} the nephew's age. Find the present ages of the nephew and the uncle.`;
      const wrong: [number, number][] = [
        [y - v.t, e - v.t],
        [y + v.t, e + v.t],
        [v.g / (v.n - 1), v.g / (v.n - 1) + v.g],
        [y, y * v.n],
      ];
      return {
        question,
        options: options(
          pair(y, e),
          wrong.filter(([a, b]) => a > 0 && b > a && isInt(a) && isInt(b)).map(([a, b]) => pair(a, b)),
          (k) => pair(y + k, e + k),
        ),
      };
    },
  },
  {
    kind: 'ages',
    id: 'fresh/ages/6',
    draw: (random) => {
      const n = random.int(3, 6);
      const i = random.int(2, 4);
      const y = random.int(1, 12);
      const S = n * y + (i * n * (n - 1)) / 2;
      const eldest = y + i * (n - 1);
      const askEldest = random.next() < 0.45;
      const question = random.pick([
        `The sum of the ages of ${small(random, n)} children born at intervals of ${small(random, i)} years each is ${S} years. What is the age of the ${askEldest ? 'eldest' : 'youngest'} child?`,
        `A couple has ${n} kids, each born ${i} years after the previous one. Their ages add up to ${S} years. How old is the ${askEldest ? 'eldest' : 'youngest'}?`,
        `pls solve: ${n} children, born ${i} yrs apart, total of their ages = ${S} yrs. age of ${askEldest ? 'eldest' : 'youngest'} child = ?`,
      ]);
      const answer = askEldest ? eldest : y;
      const wrong = askEldest ? [S / n, y, eldest + i, (S + i * n) / n] : [S / n, eldest, y + i, (S - i * n) / n];
      return { question, options: wholeOptions(answer, wrong, yrs) };
    },
  },
];

// ---------------------------------------------------------------- partnership (4-6)

const PARTNERSHIP_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'fresh/partnership/4',
    draw: (random) => {
      const rs = money(random);
      const FR = [[1, 2], [1, 3], [1, 4], [2, 3], [1, 6]] as const;
      const v = until(
        () => ({ ca: random.int(2, 20) * 6000, cb: random.int(2, 20) * 6000, m: random.int(2, 10), fa: random.pick(FR), fb: random.pick(FR) }),
        (w) => {
          const a = w.ca * w.m + (w.ca * (w.fa[1] - w.fa[0]) * (12 - w.m)) / w.fa[1];
          const b = w.cb * w.m + (w.cb * (w.fb[1] - w.fb[0]) * (12 - w.m)) / w.fb[1];
          return w.ca !== w.cb && (w.fa[0] !== w.fb[0] || w.fa[1] !== w.fb[1]) && sumOf(reduce([a, b])) <= 60;
        },
      );
      const a = v.ca * v.m + (v.ca * (v.fa[1] - v.fa[0]) * (12 - v.m)) / v.fa[1];
      const b = v.cb * v.m + (v.cb * (v.fb[1] - v.fb[0]) * (12 - v.m)) / v.fb[1];
      const [pa, pb] = reduce([a, b]) as [number, number];
      const P = (pa + pb) * until(() => random.int(2, 800) * 50, (u) => (pa + pb) * u >= 6000 && (pa + pb) * u <= 400_000);
      const [x, y] = until(() => [person(random), person(random)] as const, ([p, q]) => p.name !== q.name);
      const askA = random.next() < 0.5;
      const words = random.next() < 0.7;
      const question = random.pick([
        `${x.name} and ${y.name} started a business with ${rs(v.ca)} and ${rs(v.cb)} respectively. After ${small(random, v.m)} months, ${x.name} withdrew ${fraction(v.fa[0], v.fa[1], words)} of ${x.his} capital and ${y.name} withdrew ${fraction(v.fb[0], v.fb[1], words)} of ${y.hers}. If the profit at the end of the year was ${rs(P)}, what was ${askA ? x.name : y.name}'s share?`,
        `What is ${askA ? x.name : y.name}'s share of a year's profit of ${rs(P)}, if ${x.name} and ${y.name} began a firm with ${rs(v.ca)} and ${rs(v.cb)}, and ${v.m} months later ${x.name} took out ${fraction(v.fa[0], v.fa[1], words)} of ${x.his} money while ${y.name} took out ${fraction(v.fb[0], v.fb[1], words)} of ${y.hers}?`,
      ]);
      const answer = askA ? (P * pa) / (pa + pb) : (P * pb) / (pa + pb);
      const byCap = askA ? (P * v.ca) / (v.ca + v.cb) : (P * v.cb) / (v.ca + v.cb);
      const fa = v.ca * (1 - v.fa[0] / v.fa[1]);
      const fb = v.cb * (1 - v.fb[0] / v.fb[1]);
      const byFinal = askA ? (P * fa) / (fa + fb) : (P * fb) / (fa + fb);
      return { question, options: numericOptions(answer, [byCap, byFinal, P - answer].filter(isInt), rs, 50) };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/5',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ ca: random.int(2, 20) * 2000, cb: random.int(2, 20) * 2000, cc: random.int(2, 20) * 2000, m1: random.int(1, 6), d: random.int(1, 5) }),
        (w) => w.m1 + w.d <= 10 && new Set([w.ca, w.cb, w.cc]).size === 3 && sumOf(reduce([w.ca * 12, w.cb * (12 - w.m1), w.cc * (12 - w.m1 - w.d)])) <= 80,
      );
      const weights = [v.ca * 12, v.cb * (12 - v.m1), v.cc * (12 - v.m1 - v.d)];
      const parts = reduce(weights);
      const total = sumOf(parts);
      const P = total * until(() => random.int(2, 800) * 50, (u) => total * u >= 6000 && total * u <= 500_000);
      const ask = random.next() < 0.6 ? 2 : random.int(0, 1);
      const who = ['A', 'B', 'C'][ask]!;
      const question = random.pick([
        `bro hw to solve: A invests ${rs(v.ca)}, after ${v.m1} months B joins with ${rs(v.cb)}, after ${v.d} more months C joins with ${rs(v.cc)}. yr end profit ${rs(P)} — ${who}'s share??`,
        `A started a business with ${rs(v.ca)}. B joined ${small(random, v.m1)} months later with ${rs(v.cb)}, and C joined ${small(random, v.d)} months after B with ${rs(v.cc)}. At the end of the year the business earned ${rs(P)}. Find ${who}'s share of the profit.`,
      ]);
      const answer = (P * parts[ask]!) / total;
      const caps = [v.ca, v.cb, v.cc];
      const misread = [v.ca * 12, v.cb * (12 - v.m1), v.cc * (12 - v.d)];
      return {
        question,
        options: numericOptions(answer, [(P * caps[ask]!) / sumOf(caps), P / 3, (P * misread[ask]!) / sumOf(misread)].filter(isInt), rs, 50),
      };
    },
  },
  {
    kind: 'partnership',
    id: 'fresh/partnership/6',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 9), b: random.int(1, 9), ta: random.int(2, 12), tb: random.int(2, 12) }),
        (w) => w.a !== w.b && gcd(w.a, w.b) === 1 && w.ta !== w.tb && Math.max(...reduce([w.a * w.ta, w.b * w.tb])) <= 40,
      );
      const [p, q] = reduce([v.a * v.ta, v.b * v.tb]) as [number, number];
      const [x, y] = random.pick([['A', 'B'], ['P', 'Q'], names(random, 2)]) as [string, string];
      const question = random.pick([
        `${x} and ${y} shared the profit of a business in the ratio ${p} : ${q}. ${x}'s money was used for ${v.ta} months and ${y}'s for ${v.tb} months. In what ratio did they invest their capitals?`,
        `The profits of two partners ${x} and ${y} are in the ratio ${p}:${q}, and their investments stayed in the business for ${v.ta} months and ${v.tb} months respectively. Find the ratio of their investments.`,
        `profit ratio ${x}:${y} = ${p}:${q}. ${x}'s money in business for ${v.ta} months and ${y}'s for ${v.tb} months. capital ratio?? pls`,
      ]);
      return { question, options: ratioOptions([v.a, v.b], [[p * v.ta, q * v.tb], [p, q], [v.ta, v.tb], [v.b, v.a]]) };
    },
  },
];

// ---------------------------------------------------------------- ratio-share (4-6)

const RATIO_SHARE_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/4',
    draw: (random) => {
      const [a, b] = until(() => [random.int(2, 11), random.int(2, 11)], ([p, q]) => p !== q && gcd(p, q) === 1);
      const k = random.int(3, 25);
      const [one, other, many, others] = random.pick([
        ['boy', 'girl', 'boys', 'girls'],
        ['apple', 'orange', 'apples', 'oranges'],
        ['man', 'woman', 'men', 'women'],
        ['two-wheeler', 'car', 'two-wheelers', 'cars'],
      ] as const);
      const givenFirst = random.next() < 0.5;
      const askTotal = random.next() < 0.5;
      const given = givenFirst ? a * k : b * k;
      const answer = askTotal ? (a + b) * k : givenFirst ? b * k : a * k;
      const askWord = givenFirst ? others : many;
      const form = random.int(0, 2);
      const question =
        form === 0
          ? `For every ${small(random, a)} ${a === 1 ? one : many} there are ${small(random, b)} ${b === 1 ? other : others}. If there are ${given} ${givenFirst ? many : others}, how many ${askTotal ? `${many} and ${others} are there in all` : `${askWord} are there`}?`
          : form === 1
            ? `${cap(many)} and ${others} are in the ratio ${a} : ${b}, and the number of ${givenFirst ? many : others} is ${given}. Find the number of ${askTotal ? `${many} and ${others} together` : askWord}.`
            : `if ${givenFirst ? many : others} are ${given} and ${many}:${others} = ${a}:${b}, total ${askTotal ? `${many} + ${others}` : askWord} = ?`;
      const wrong = askTotal ? [(given * (a + b)) / (givenFirst ? b : a), given + (givenFirst ? b : a), given * 2] : [(given * (givenFirst ? a : b)) / (givenFirst ? b : a), (a + b) * k, given - k];
      return { question, options: wholeOptions(answer, wrong, String) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/5',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form < 2) {
        const quad = form === 1;
        const whole360 = quad ? 360 : 180;
        const k = quad ? 4 : 3;
        const r = until(
          () => Array.from({ length: k }, () => random.int(1, 12)),
          (p) => new Set(p).size === k && reduce(p).join() === p.join() && whole360 % sumOf(p) === 0,
        );
        const u = whole360 / sumOf(r);
        const ask = random.pick(['largest', 'smallest', 'difference'] as const);
        const mx = Math.max(...r) * u;
        const mn = Math.min(...r) * u;
        const answer = ask === 'largest' ? mx : ask === 'smallest' ? mn : mx - mn;
        const shape = quad ? 'a quadrilateral' : 'a triangle';
        const askText = ask === 'difference' ? 'the difference between the largest and the smallest angle' : `the ${ask} angle`;
        const question = random.pick([
          `The angles of ${shape} are in the ratio ${r.join(' : ')}. Find ${askText}.`,
          `If the angles of ${shape} are in the ratio ${r.join(':')}, what is ${askText}?`,
        ]);
        const deg: Show = (x) => `${num(x)}°`;
        return { question, options: wholeOptions(answer, [ask === 'largest' ? mn : mx, whole360 / k, Math.max(...r) * (quad ? 180 : 360) / sumOf(r), answer + 10].filter((x) => x < 360), deg, 5) };
      }
      const r = until(() => [random.int(2, 12), random.int(2, 12), random.int(2, 12)], (p) => new Set(p).size === 3 && reduce(p).join() === p.join() && Math.max(...p) < sumOf(p) - Math.max(...p));
      const u = random.int(1, 12);
      const P = sumOf(r) * u;
      const askLong = random.next() < 0.6;
      const answer = (askLong ? Math.max(...r) : Math.min(...r)) * u;
      const plot = random.next() < 0.5;
      const unitText = plot ? 'm' : 'cm';
      const question = plot
        ? `A triangular plot has a perimeter of ${P} m and its sides are in the ratio ${r.join(':')}. How long is its ${askLong ? 'longest' : 'shortest'} side?`
        : `The sides of a triangle are in the ratio ${r.join(' : ')} and its perimeter is ${P} cm. Find the length of its ${askLong ? 'longest' : 'shortest'} side.`;
      return { question, options: wholeOptions(answer, [(askLong ? Math.min(...r) : Math.max(...r)) * u, P / 3, answer * 2], unit(unitText)) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'fresh/ratio-share/6',
    draw: (random) => {
      const rs = money(random);
      const r = until(() => [random.int(1, 9), random.int(1, 9), random.int(1, 9)], (p) => new Set(p).size === 3 && reduce(p).join() === p.join() && p[2]! > p[0]!);
      const u = random.int(2, 200) * 50;
      const diff = (r[2]! - r[0]!) * u;
      const askTotal = random.next() < 0.3;
      const answer = askTotal ? sumOf(r) * u : r[1]! * u;
      const question = askTotal
        ? `An amount is shared among A, B and C in the ratio ${r.join(' : ')}. If C gets ${rs(diff)} more than A, what is the amount?`
        : random.pick([
            `An amount is shared among A, B and C in the ratio ${r.join(' : ')}. If C gets ${rs(diff)} more than A, how much does B get?`,
            `pls: prize money split among 3 winners in ratio ${r.join(':')}, 3rd one gets ${rs(diff)} more than the 1st. 2nd winner's share??`,
          ]);
      const wrong = askTotal ? [diff * sumOf(r), diff * 2, (diff * sumOf(r)) / r[2]!] : [diff * r[1]!, (diff * r[1]!) / r[2]!, diff / 2, sumOf(r) * u];
      return { question, options: numericOptions(answer, wrong.filter(isInt), rs, 50) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine (4-6)

const RATIO_COMBINE_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/4',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([10, 20, 25, 40, 50, 60, 75]), q: random.pick([10, 20, 25, 40, 50]), up2: random.next() < 0.3 }),
        (w) => Math.max(...reduce([(100 + w.p) * (w.up2 ? 100 + w.q : 100 - w.q), 100 * (w.up2 ? 100 + w.q : 100 - w.q), 10_000])) <= 200,
      );
      const bc = v.up2 ? 100 + v.q : 100 - v.q;
      const ans = [(100 + v.p) * bc, 100 * bc, 10_000];
      const [x, y, z, what] = random.pick([
        ['A', 'B', 'C', 'incomes'],
        ['a pen', 'a pencil', 'an eraser', 'prices'],
        ['Kolkata', 'Pune', 'Jaipur', 'populations'],
      ] as const);
      const rel2 = `${v.q}% ${v.up2 ? 'more' : 'less'}`;
      const question =
        what === 'incomes'
          ? random.pick([
              `A's income is ${v.p}% more than B's income, and B's income is ${rel2} than C's. Find the ratio of the incomes of A, B and C.`,
              `pls: A earns ${v.p}% more than B, B earns ${rel2} than C. A:B:C = ?`,
            ])
          : `The ${what === 'prices' ? 'price' : 'population'} of ${x} is ${v.p} per cent more than that of ${y}, and the ${what === 'prices' ? 'price' : 'population'} of ${y} is ${v.q} per cent ${v.up2 ? 'more' : 'less'} than that of ${z}. Find the ratio of the ${what} of ${x}, ${y} and ${z}.`;
      const flipped = v.up2 ? 100 - v.q : 100 + v.q;
      return { question, options: ratioOptions(ans, [[100 + v.p, 100, bc], [(100 + v.p) * flipped, 100 * flipped, 10_000], [10_000, 100 * bc, (100 + v.p) * bc], [(100 - v.p) * bc, 100 * bc, 10_000]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/5',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(2, 9), k: random.int(3, 20), x: random.int(2, 40) }),
        (w) => gcd(w.a, w.b) === 1 && w.a !== w.b && w.x < w.a * w.k && Math.max(...reduce([w.a * w.k - w.x, w.b * w.k])) <= 20 && reduce([w.a * w.k - w.x, w.b * w.k]).join() !== [w.a, w.b].join(),
      );
      const [c, d] = reduce([v.a * v.k - v.x, v.b * v.k]) as [number, number];
      const [first, second, noun, where, verb] = random.pick([
        ['red', 'blue', 'balls', 'bag', 'taken out'],
        ['English', 'Hindi', 'books', 'library', 'given away'],
        ['white', 'black', 'shirts', 'shop', 'sold'],
      ] as const);
      const askSecond = random.next() < 0.6;
      const askText = askSecond ? `How many ${second} ${noun} are there in the ${where}` : `How many ${first} ${noun} were there in the ${where} at first`;
      const question = random.pick([
        `A ${where} has ${first} and ${second} ${noun} in the ratio ${v.a} : ${v.b}. When ${v.x} ${first} ${noun} are ${verb}, the ratio of ${first} to ${second} ${noun} becomes ${c} : ${d}. ${askText}?`,
        `${askText}, if the ${first} and ${second} ${noun} in it were in the ratio ${v.a}:${v.b} and, after ${v.x} ${first} ${noun} were ${verb}, the ratio became ${c}:${d}?`,
      ]);
      const answer = askSecond ? v.b * v.k : v.a * v.k;
      return { question, options: wholeOptions(answer, [askSecond ? v.a * v.k : v.b * v.k, answer - v.x, d * v.x, c * v.x, answer + v.x], String) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'fresh/ratio-combine/6',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(1, 8), k: random.int(2, 15), x: random.int(1, 10) }),
        (w) => gcd(w.a, w.b) === 1 && w.a > w.b && w.x < w.a * w.k && Math.max(...reduce([w.a * w.k - w.x, w.b * w.k + w.x])) <= 15,
      );
      const [c, d] = reduce([v.a * v.k - v.x, v.b * v.k + v.x]) as [number, number];
      const total = (v.a + v.b) * v.k;
      const form = random.int(0, 1);
      const question =
        form === 0
          ? `pls help!! in a class boys:girls is ${v.a}:${v.b}. if ${v.x} boys leave n ${v.x} girls join, ratio becomes ${c}:${d}. total students in class?`
          : `In a hostel the ratio of boys to girls is ${v.a} : ${v.b}. If ${small(random, v.x)} boys move out and ${small(random, v.x)} girls move in, the ratio becomes ${c} : ${d}. How many students live in the hostel?`;
      return { question, options: wholeOptions(total, [(c + d) * v.x, v.a * v.k, total + 2 * v.x, (v.a + v.b) * v.x], String) };
    },
  },
];

// ---------------------------------------------------------------- average (4-6)

const AVERAGE_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'fresh/average/4',
    draw: (random) => {
      const chat = random.next() < 0.4;
      if (chat) {
        const n = random.int(4, 6);
        const scores = Array.from({ length: n }, () => random.int(80, 150));
        const target = until(() => random.int(90, 140), (t) => t * (n + 1) - sumOf(scores) >= 40 && t * (n + 1) - sumOf(scores) <= 200);
        const need = target * (n + 1) - sumOf(scores);
        const question = `my scores in ${n} mocks: ${scores.join(', ')}. wat do i need in the ${ordinal(n + 1)} mock to get an avg of ${target}? pls`;
        return { question, options: wholeOptions(need, [target, target * n - sumOf(scores) + target + n, (sumOf(scores) + target) / (n + 1), need + 10], String, 2) };
      }
      const rs = money(random);
      const sales = Array.from({ length: 5 }, () => random.int(50, 90) * 100 + random.pick([0, 25, 35, 50, 65, 75]));
      const target = until(() => random.int(55, 85) * 100, (t) => t * 6 - sumOf(sales) >= 2000 && t * 6 - sumOf(sales) <= 12_000);
      const need = target * 6 - sumOf(sales);
      const question = random.pick([
        `A shopkeeper has a sale of ${sales.map(rs).join(', ')} for 5 consecutive months. How much sale must he have in the sixth month so that he gets an average sale of ${rs(target)}?`,
        `The sales of a kirana store in five successive months were ${sales.map(rs).join(', ')}. What must the sale in the sixth month be for the average monthly sale to come to ${rs(target)}?`,
      ]);
      return { question, options: numericOptions(need, [target * 5 - sumOf(sales) + target / 5, target, need + 500, need - 1000].filter((x) => x > 0), rs, 100) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/5',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ W: random.int(6, 20) * 1000, T: random.int(10, 30) * 1000, R: random.int(4, 15) * 1000, t: random.int(3, 15) }),
        (w) => w.T > w.W && w.W > w.R && isInt((w.t * (w.T - w.R)) / (w.W - w.R)) && (w.t * (w.T - w.R)) / (w.W - w.R) >= w.t + 3 && (w.t * (w.T - w.R)) / (w.W - w.R) <= 60,
      );
      const n = (v.t * (v.T - v.R)) / (v.W - v.R);
      const askRest = random.next() < 0.35;
      const [staff, rest] = random.pick([['technicians', 'the rest'], ['officers', 'the other employees'], ['teachers', 'the non-teaching staff']] as const);
      const question = askRest
        ? `The average salary of all the workers in a workshop is ${rs(v.W)}. The average salary of ${v.t} ${staff} is ${rs(v.T)} and that of ${rest} is ${rs(v.R)}. How many of the workers are not ${staff}?`
        : random.pick([
            `The average salary of all the workers in a workshop is ${rs(v.W)}. The average salary of ${v.t} ${staff} is ${rs(v.T)} and the average salary of ${rest} is ${rs(v.R)}. The total number of workers in the workshop is`,
            `Find the total number of employees, if the average pay of all of them is ${rs(v.W)} a month, ${small(random, v.t)} ${staff} draw an average of ${rs(v.T)} and ${rest} an average of ${rs(v.R)}.`,
          ]);
      const answer = askRest ? n - v.t : n;
      const wrong = askRest ? [n, (v.t * (v.T - v.W)) / (v.W - v.R) + v.t, v.t * 2] : [n - v.t, (v.t * v.T) / v.W, (v.t * (v.T - v.W)) / (v.W - v.R) + 2 * v.t];
      return { question, options: wholeOptions(answer, wrong, String) };
    },
  },
  {
    kind: 'average',
    id: 'fresh/average/6',
    draw: (random) => {
      const n = random.int(5, 30);
      const a = random.int(5, 60);
      const op = random.int(0, 3);
      const m = random.int(2, 12);
      const add = random.int(2, 20);
      const pctUp = random.pick([10, 20, 25, 50]);
      const form = random.int(0, 1);
      if (op === 0) {
        const question = form === 0 ? `pls help: avg of ${n} nos is ${a}. if every no. is multiplied by ${m}, new avg = ?` : `The average of ${n} numbers is ${a}. If each number is multiplied by ${m}, what is the average of the new set of numbers?`;
        return { question, options: wholeOptions(a * m, [a + m, a * m * n, a * m + m, a], String) };
      }
      if (op === 1) {
        const question = form === 0 ? `avg of ${n} numbers is ${a}. each number is increased by ${add}. what's the new avg??` : `The mean of ${n} observations is ${a}. If ${add} is added to every observation, find the new mean.`;
        return { question, options: wholeOptions(a + add, [a + add * n, a + add / n, a * add, a], String) };
      }
      if (op === 2) {
        const question = `The average of ${n} numbers is ${a}. Each number is first multiplied by ${m} and then ${add} is added to it. What is the average of the resulting numbers?`;
        return { question, options: wholeOptions(a * m + add, [(a + add) * m, a * m + add * n, a * m, a + add], String) };
      }
      const newAvg = (a * (100 + pctUp)) / 100;
      const question = `The average monthly wage of ${n} labourers is ₹${ind(a * 100)}. If every labourer's wage is raised by ${pctUp}%, what is the new average wage?`;
      return { question, options: numericOptions(newAvg * 100, [a * 100 + pctUp, a * 100 * (1 + (pctUp * n) / 100), a * 100 + pctUp * n], (x) => `₹${ind(x)}`, 100) };
    },
  },
];

// ---------------------------------------------------------------- discount (4-6)

const DISCOUNT_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'fresh/discount/4',
    draw: (random) => {
      const v = until(
        () => ({ d: random.pick([5, 10, 12, 15, 20, 25, 30, 40]), g: random.pick([5, 8, 10, 12, 15, 20, 25, 35, 50]), d2: random.pick([0, 0, 5, 10]) }),
        (w) => w.d2 < w.d && exact(((100 + w.g) / (100 - w.d)) * (100 - w.d2) - 100),
      );
      const ans = ((100 + v.g) / (100 - v.d)) * (100 - v.d2) - 100;
      const question =
        v.d2 === 0
          ? random.pick([
              `A trader offers a discount of ${v.d}% and still makes a profit of ${v.g}%. What would his profit percentage be if he sold the article at the marked price?`,
              `Even after giving ${v.d} per cent off on the marked price, a shopkeeper gains ${v.g} per cent. How much per cent would he gain if no discount were offered?`,
            ])
          : `A seller allowing a discount of ${v.d}% gains ${v.g}%. What would be his gain per cent if he allowed a discount of only ${v.d2}%?`;
      return { question, options: numericOptions(ans, [v.g + v.d - v.d2, ((100 + v.g) * (100 + v.d - v.d2)) / 100 - 100, ans + 5].filter(exact), pct, 1) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/5',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ M: random.int(4, 200) * 100, F: random.int(1, 20) * 20, d: random.pick([5, 10, 15, 20, 25]), flatFirst: random.next() < 0.5 }),
        (w) => w.F < w.M / 4 && exact(w.flatFirst ? ((w.M - w.F) * (100 - w.d)) / 100 : (w.M * (100 - w.d)) / 100 - w.F),
      );
      const pay = v.flatFirst ? ((v.M - v.F) * (100 - v.d)) / 100 : (v.M * (100 - v.d)) / 100 - v.F;
      const other = v.flatFirst ? (v.M * (100 - v.d)) / 100 - v.F : ((v.M - v.F) * (100 - v.d)) / 100;
      const question = v.flatFirst
        ? random.pick([
            `Festival offer: flat ${rs(v.F)} off on the MRP of ${rs(v.M)}, and then a further ${v.d}% off on the reduced price. How much does a customer pay?`,
            `MRP ${rs(v.M)}. shop gives flat ${rs(v.F)} off first and then ${v.d}% off on the new price. wht do i pay? pls`,
          ])
        : random.pick([
            `An article with an MRP of ${rs(v.M)} is sold at ${v.d}% off, and a coupon takes a further ${rs(v.F)} off the discounted price. What is the final price paid?`,
            `MRP ${rs(v.M)}, ${v.d}% off + extra ${rs(v.F)} off on the discounted price, wht do i pay?`,
          ]);
      return { question, options: numericOptions(pay, [other, v.M - v.F - v.d, (v.M * (100 - v.d)) / 100], rs, 10) };
    },
  },
  {
    kind: 'discount',
    id: 'fresh/discount/6',
    draw: (random) => {
      const v = until(
        () => ({ d1: random.pick([10, 12.5, 15, 20, 25, 30, 40]), d2: random.pick([0, 0, 0, 5, 10, 12.5, 15, 20]) }),
        (w) => w.d2 < w.d1 && exact(((100 - w.d2) / (100 - w.d1)) * 100 - 100),
      );
      const g = ((100 - v.d2) / (100 - v.d1)) * 100 - 100;
      const [item] = random.pick([['radio'], ['ceiling fan'], ['wrist watch'], ['set of books']] as const);
      const question =
        v.d2 === 0
          ? random.pick([
              `A retailer buys a ${item} at a discount of ${num(v.d1)}% on the list price from the wholesaler and sells it at the list price. His profit percent is`,
              `A dealer gets a ${item} at ${num(v.d1)} per cent below its printed price and sells it at the printed price. Find his gain per cent.`,
            ])
          : `A shopkeeper buys a ${item} at ${num(v.d1)}% below the list price and sells it at ${num(v.d2)}% below the list price. What is his profit per cent?`;
      return { question, options: numericOptions(g, [v.d1 - v.d2, ((v.d1 - v.d2) / (100 - v.d2)) * 100, g + 5].filter(exact), pct, 1) };
    },
  },
];

// ---------------------------------------------------------------- profit-loss (4-6)

const PROFIT_LOSS_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ C: random.int(10, 600) * 10, d: random.int(1, 30) * 10, g: random.pick([10, 15, 20, 25, 30, 40]) }),
        (w) => w.d < w.C / 3 && isInt((w.C * (100 + w.g)) / 100),
      );
      const [s1, s2] = [v.C + v.d, v.C - v.d];
      const askCP = random.next() < 0.3;
      const question = askCP
        ? `The profit earned by selling an article for ${rs(s1)} is equal to the loss incurred when it is sold for ${rs(s2)}. Find the cost price of the article.`
        : random.pick([
            `The profit earned by selling an article for ${rs(s1)} is equal to the loss incurred when it is sold for ${rs(s2)}. What should be the selling price of the article for making a ${v.g}% profit?`,
            `At what price should an article be sold to gain ${v.g} per cent, if selling it for ${rs(s1)} gives the same profit as the loss on selling it for ${rs(s2)}?`,
          ]);
      const sp = (v.C * (100 + v.g)) / 100;
      const answer = askCP ? v.C : sp;
      const wrong = askCP ? [s1 - s2, (s1 * 100) / (100 + v.g), v.C + v.d / 2] : [v.C, (s1 * (100 + v.g)) / 100, (s2 * (100 + v.g)) / 100, v.C + v.g];
      return { question, options: numericOptions(answer, wrong.filter(isInt), rs, 10) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/5',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ buy: random.int(10, 400) * 100, rep: random.int(1, 40) * 50, paint: random.pick([0, 0, 100, 200, 250, 500]), g: random.pick([-20, -10, -5, 4, 5, 8, 10, 12, 15, 20, 25]) }),
        (w) => {
          const cost = w.buy + w.rep + w.paint;
          return w.rep < w.buy / 3 && isInt((cost * (100 + w.g)) / 100);
        },
      );
      const cost = v.buy + v.rep + v.paint;
      const sp = (cost * (100 + v.g)) / 100;
      const [item] = random.pick([['old scooter'], ['second-hand car'], ['used laptop'], ['old bicycle']] as const);
      const extra = v.paint > 0 ? ` and ${rs(v.paint)} on painting` : '';
      const art = item.startsWith('old') ? 'an' : 'a';
      const question = random.pick([
        `A man purchased ${art} ${item} for ${rs(v.buy)} and spent ${rs(v.rep)} on its repairs${extra}. He sold it for ${rs(sp)}. Find his gain or loss per cent.`,
        `bought ${art} ${item} for ${rs(v.buy)}, spent ${rs(v.rep)} on repair${extra}, sold for ${rs(sp)} — profit or loss % pls?`,
      ]);
      const tag = (x: number): string => change(x, 'gain', 'loss', 'No gain no loss');
      const ignoring = ((sp - v.buy) / v.buy) * 100;
      const onSp = ((sp - cost) / sp) * 100;
      return { question, options: options(tag(v.g), [exact(ignoring) ? tag(ignoring) : '', tag(-v.g), exact(onSp) ? tag(onSp) : ''], (k) => tag(v.g + (k % 2 === 1 ? k : -k))) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'fresh/profit-loss/6',
    draw: (random) => {
      const CASES = [
        [2, 3, 'doubled', 'triples'],
        [2, 4, 'doubled', 'becomes four times'],
        [3, 7, 'tripled', 'becomes seven times'],
        [2, 6, 'doubled', 'becomes six times'],
        [3, 4, 'trebled', 'becomes four times'],
        [3, 5, 'made three times', 'becomes five times'],
      ] as const;
      const [m, n, did, became] = random.pick(CASES);
      // mS - C = n (S - C)  =>  S / C = (n - 1) / (n - m).
      const ratio = (n - 1) / (n - m);
      const g = (ratio - 1) * 100;
      const question = random.pick([
        `If the selling price of an article is ${did}, the profit ${became}. Find the profit per cent.`,
        `On selling an article at ${m === 2 ? 'twice' : 'three times'} its present selling price, a trader's profit ${became === 'triples' ? 'becomes three times' : became} what it is now. What is his present profit percentage?`,
        `hw to solve: SP ${did} → profit ${became}. profit % = ?`,
      ]);
      return { question, options: numericOptions(g, [(n / m) * 100 - 100, (n - m) * 50, n * 10 + 20, g + 50].filter((x) => exact(x) && Math.abs(x - g) > 1e-9), pct, 25) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent (4-6)

const REVERSE_PERCENT_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/4',
    draw: (random) => {
      const rs = money(random);
      const twoCuts = random.next() < 0.4;
      const d = twoCuts ? 0 : random.pick([5, 8, 10, 12, 15, 20]);
      const [pf, ins] = [random.pick([6, 8, 10, 12]), random.pick([2, 3, 4, 5])];
      const cut = twoCuts ? pf + ins : d;
      const gross = until(() => random.int(15, 200) * 1000, (x) => isInt((x * (100 - cut)) / 100));
      const net = (gross * (100 - cut)) / 100;
      const question = twoCuts
        ? `A man's take-home salary is ${rs(net)} after a deduction of ${pf}% of his gross salary for provident fund and ${ins}% for insurance. What is his gross salary?`
        : random.pick([
            `pls hw to do: after deducting ${d}% tax from my salary i get ${rs(net)}, whats my gross salary`,
            `An employee receives ${rs(net)} after ${d} per cent income tax is deducted from her salary. What is her salary before the deduction?`,
          ]);
      return { question, options: numericOptions(gross, [(net * (100 + cut)) / 100, net + cut * 100, (net * 100) / (100 + cut)], rs, 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/5',
    draw: (random) => {
      const v = until(
        () => ({ p: random.pick([5, 8, 12, 12.5, 15, 20, 25, 30, 35, 40, 45, 60, 75]), q: random.pick([6, 10, 12, 14, 15, 18, 21, 24, 28, 36, 42]), N: random.int(4, 60) * 10 }),
        (w) => w.p !== w.q && isInt((w.q * w.N) / w.p) && isInt((w.q * w.N) / 100) && (w.q * w.N) / w.p <= 5000,
      );
      const X = (v.q * v.N) / v.p;
      const question = random.pick([
        `${num(v.p)}% of a number is equal to ${v.q}% of ${v.N}. Find the number.`,
        `What number's ${num(v.p)} per cent is equal to ${v.q} per cent of ${v.N}?`,
        `if ${num(v.p)}% of x = ${v.q}% of ${v.N}, then x = ?`,
      ]);
      return { question, options: wholeOptions(X, [(v.p * v.N) / v.q, (v.q * v.N) / 100, (v.p * v.q * v.N) / 10_000, X + v.N / 10], (x) => ind(x), 10) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'fresh/reverse-percent/6',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const p = random.pick([8, 12, 15, 16, 20, 24, 25, 30, 35, 40]);
        const need = until(() => random.int(1, 60) * 0.2, (t) => exact((t * 100) / p) && (t * 100) / p <= 100 && (t * 100) / p >= 2);
        const metal = random.pick(['tin', 'copper', 'zinc', 'nickel']);
        const question = `An alloy contains ${p}% ${metal} by weight. How much of the alloy is needed to get ${num(need)} kg of ${metal}?`;
        const alloy = (need * 100) / p;
        return { question, options: numericOptions(alloy, [(need * p) / 100, (need * 100) / (100 - p), need + p].filter(exact), unit('kg'), 1) };
      }
      const p = random.pick([30, 35, 40, 45, 55, 60, 65, 70]);
      const N = until(() => random.int(5, 200) * 20, (x) => isInt((x * (100 - p)) / 100));
      const rest = (N * (100 - p)) / 100;
      const question =
        form === 1
          ? random.pick([
              `In a school ${p}% of the students are girls. If there are ${ind(rest)} boys, how many students are there in the school?`,
              `how many students in total? ${p}% are girls and boys are ${ind(rest)}. pls`,
            ])
          : `In a village, ${p} per cent of the people are literate. If ${ind(rest)} people of the village are not literate, what is the population of the village?`;
      return { question, options: wholeOptions(N, [(rest * 100) / p, rest + (rest * p) / 100, (rest * (100 + p)) / 100, rest * 2], ind, 20) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent (4-6)

const SUCCESSIVE_PERCENT_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/4',
    draw: (random) => {
      const rates = until(
        () => [random.pick([5, 10, 20, 25, 50]), random.pick([-10, -20, 10, 20, 25]), random.pick([-10, -20, -25, -50, 10])],
        (rs) => rs.some((r) => r < 0) && rs.some((r) => r > 0) && exact(rs.reduce((f, r) => (f * (100 + r)) / 100, 1) * 100 - 100),
      );
      const net = rates.reduce((f, r) => (f * (100 + r)) / 100, 1) * 100 - 100;
      const word = (r: number): string => `${r > 0 ? 'up' : 'down'} ${Math.abs(r)}%`;
      const question = random.pick([
        `pls: price ${word(rates[0]!)} then ${word(rates[1]!)} then ${word(rates[2]!)}... overall % change??`,
        `The price of a share ${rates[0]! > 0 ? 'rose' : 'fell'} by ${Math.abs(rates[0]!)}% on Monday, ${rates[1]! > 0 ? 'rose' : 'fell'} by ${Math.abs(rates[1]!)}% on Tuesday and ${rates[2]! > 0 ? 'rose' : 'fell'} by ${Math.abs(rates[2]!)}% on Wednesday. What is the net percentage change in its price over the three days?`,
      ]);
      const naive = sumOf(rates);
      return { question, options: options(change(net), [change(naive), change(-net), change(net + (net > 0 ? 2 : -2))], (k) => change(net + k)) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/5',
    draw: (random) => {
      const three = random.next() < 0.5;
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 30, 40, 50]), b: random.pick([10, 20, 25, 40, 50]), c: random.pick([10, 20, 25, 50]), C: random.int(2, 100) * 100 }),
        (w) => isInt(w.C * (1 - w.a / 100) * (1 - w.b / 100) * (three ? 1 - w.c / 100 : 1)) && exact((1 - w.a / 100) * (1 - w.b / 100) * (three ? 1 - w.c / 100 : 1) * 100),
      );
      const f = (1 - v.a / 100) * (1 - v.b / 100) * (three ? 1 - v.c / 100 : 1);
      if (!three) {
        const question = random.pick([
          `${v.a}% of the water in a tank is used in the morning and ${v.b}% of the remaining water is used in the afternoon. What percentage of the original water is left in the tank?`,
          `A tank is full. In the morning ${v.a} per cent of its water is used, and in the afternoon ${v.b} per cent of what remains. What per cent of the tankful is left?`,
        ]);
        return { question, options: numericOptions(f * 100, [100 - v.a - v.b, 100 - f * 100, (1 - v.a / 100) * 100].filter((x) => exact(x) && x > 0), pct, 5) };
      }
      const left = v.C * f;
      const question = `A full tank holds ${ind(v.C)} litres. ${v.a}% of the water is used on Monday, ${v.b}% of the rest on Tuesday and ${v.c}% of what is then left on Wednesday. How many litres remain in the tank?`;
      return { question, options: numericOptions(left, [(v.C * (100 - v.a - v.b - v.c)) / 100, v.C - left, v.C * (1 - v.a / 100) * (1 - v.b / 100)].filter((x) => x > 0), litres, 50) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'fresh/successive-percent/6',
    draw: (random) => {
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 40, 50]), n: random.pick([-10, -4, -2, 2, 4, 5, 8, 10, 12, 20]) }),
        (w) => {
          const x = ((100 + w.n) / (100 - w.a)) * 100 - 100;
          return x > 0 && exact(x) && Math.abs(x - (w.a + w.n)) > 1e-9;
        },
      );
      const x = ((100 + v.n) / (100 - v.a)) * 100 - 100;
      const rel = v.n > 0 ? `${Math.abs(v.n)}% more than` : `${Math.abs(v.n)}% less than`;
      const question = random.pick([
        `A number is first decreased by ${v.a}% and then increased by x%. The number so obtained is ${rel} the original number. Find x.`,
        `The price of a TV was cut by ${v.a} per cent, and later the new price was raised so that it is now ${rel.replace('%', ' per cent')} the original price. By what per cent was the reduced price raised?`,
      ]);
      const show = question.startsWith('A number') ? (y: number): string => num(y) : pct;
      return { question, options: numericOptions(x, [v.a + v.n, ((v.a + v.n) / (100 + v.n)) * 100, x + 5].filter(exact), show, 5) };
    },
  },
];

// ---------------------------------------------------------------- pipes (4-6)

const PIPES_MORE: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'fresh/pipes/4',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 60), c: random.int(5, 60), k: random.int(2, 10) }),
        (w) => {
          const both = 1 / w.a + 1 / w.b;
          const net = both - 1 / w.c;
          const filled = w.k * both;
          return w.a !== w.b && net > 1e-9 && filled < 0.9 && quarter(w.k + (1 - filled) / net) && w.k + (1 - filled) / net <= 200;
        },
      );
      const both = 1 / v.a + 1 / v.b;
      const net = both - 1 / v.c;
      const total = v.k + (1 - v.k * both) / net;
      const question = random.pick([
        `hw to solve: A fills a tank in ${v.a} min, B in ${v.b} min, C empties it in ${v.c} min. A and B opened first, after ${v.k} min C also opened. in how many min (from the start) will the tank be full?`,
        `Pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively, and pipe C can empty it in ${v.c} minutes. A and B are opened together, and ${small(random, v.k)} minutes later C is also opened. How long after the start will the tank be full?`,
      ]);
      return { question, options: numericOptions(total, [total - v.k, 1 / net, 1 / both + v.k].filter(quarter), mins, 1) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/5',
    draw: (random) => {
      const drain = random.next() < 0.3;
      const v = until(
        () => ({ a: random.int(4, 40), b: random.int(4, 60), t: random.int(2, 15) }),
        (w) => {
          const rate = drain ? 1 / w.a - 1 / w.b : 1 / w.a + 1 / w.b;
          return w.a !== w.b && rate > 0 && w.t * rate < 1 && lcm(w.a, w.b) <= 240;
        },
      );
      const L = lcm(v.a, v.b);
      const num1 = v.t * (drain ? L / v.a - L / v.b : L / v.a + L / v.b);
      const askEmpty = random.next() < 0.4;
      const frac = (p: number, q: number): string => {
        const g = gcd(p, q);
        return `${p / g}/${q / g}`;
      };
      const answer = askEmpty ? frac(L - num1, L) : frac(num1, L);
      const part = askEmpty ? 'part of the tank will still be empty' : 'part of the tank will be filled';
      const question = drain
        ? `A tap fills a cistern in ${v.a} minutes and a drain empties the full cistern in ${v.b} minutes. If both are opened together for ${v.t} minutes, what ${part.replace('tank', 'cistern')}?`
        : random.pick([
            `Two pipes can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. If both are opened together for ${v.t} minutes, what ${part}?`,
            `pls: pipe A fills tank in ${v.a} min, pipe B in ${v.b} min. both open for ${v.t} min → what ${part.replace('part of the tank', 'fraction of tank')}?`,
          ]);
      const filled = num1;
      const wrong = askEmpty
        ? [frac(filled, L), frac(Math.abs(L - v.t * (L / v.a)), L), frac(v.t, v.a + v.b)]
        : [frac(L - filled, L), frac(v.t, v.a + v.b), frac(v.t * (L / v.a), L)];
      const proper = (w: string): boolean => {
        const [a, b] = w.split('/').map(Number) as [number, number];
        return a > 0 && a < b;
      };
      return { question, options: options(answer, wrong.filter(proper), (k) => frac(Math.max(1, filled + k), L + k)) };
    },
  },
  {
    kind: 'pipes',
    id: 'fresh/pipes/6',
    draw: (random) => {
      const v = until(
        () => ({ n: random.int(4, 15), k: random.int(1, 5), T: random.int(6, 60) }),
        (w) => w.k < w.n - 1 && quarter((w.T * w.n) / (w.n - w.k)),
      );
      const t2 = (v.T * v.n) / (v.n - v.k);
      const askPipes = random.next() < 0.3;
      if (askPipes) {
        const { n, T, target } = until(
          () => ({ n: random.int(3, 15), T: random.int(6, 60), target: random.int(3, 90) }),
          (w) => w.target !== w.T && isInt((w.n * w.T) / w.target) && (w.n * w.T) / w.target !== w.n && (w.n * w.T) / w.target <= 40,
        );
        const need = (n * T) / target;
        const question = `${cap(small(random, n))} taps of the same capacity fill a tank in ${T} minutes. How many such taps are needed to fill the tank in ${target} minutes?`;
        return { question, options: wholeOptions(need, [(n * target) / T, n + Math.round((T - target) / 2), need + 2], (x) => `${x}`) };
      }
      const question = random.pick([
        `${cap(WORDS[v.n] ?? String(v.n))} pipes of equal size can fill a tank in ${v.T} minutes. If ${small(random, v.k)} of them go out of order, how long will the remaining pipes take to fill the tank?`,
        `A tank is filled by ${v.n} identical pipes in ${v.T} min. ${v.k === 1 ? '1 pipe is' : `${v.k} pipes are`} closed for repair. In how many minutes will the others fill it?`,
      ]);
      return { question, options: numericOptions(t2, [(v.T * (v.n - v.k)) / v.n, v.T + v.k, (v.T * v.n) / (v.n + v.k)].filter(quarter), mins, 1) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [
  ...AGES,
  ...AGES_MORE,
  ...PARTNERSHIP,
  ...PARTNERSHIP_MORE,
  ...RATIO_SHARE,
  ...RATIO_SHARE_MORE,
  ...RATIO_COMBINE,
  ...RATIO_COMBINE_MORE,
  ...AVERAGE,
  ...AVERAGE_MORE,
  ...DISCOUNT,
  ...DISCOUNT_MORE,
  ...PROFIT_LOSS,
  ...PROFIT_LOSS_MORE,
  ...REVERSE_PERCENT,
  ...REVERSE_PERCENT_MORE,
  ...SUCCESSIVE_PERCENT,
  ...SUCCESSIVE_PERCENT_MORE,
  ...PIPES,
  ...PIPES_MORE,
  ...MIXTURE,
  ...TIME_WORK,
  ...PERCENT_CHANGE,
];
