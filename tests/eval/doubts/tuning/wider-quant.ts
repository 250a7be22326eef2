import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { cap, change, exact, type Four, FRACTION_WORDS, gcd, ind, isInt, lcm, money, num, ordinal, pct, quarter, r2, ratioText, reduce, type Show, small, times, unit, until, WORDS } from './quant-kit';

/**
 * Wider quant tuning templates (ids 'wider/<kind>/<n>'), four per kind, written from the wording of
 * real papers (CLAT mocks, SSC CGL/CHSL, IBPS/SBI PO and clerk, RRB NTPC, R.S. Aggarwal and
 * Arihant exercises, NCERT) and from students' chat doubts, in phrasings the other tuning
 * templates do not use. Each template computes its own answer; the wrong options are typical slips.
 */

const yrs: Show = (x) => `${num(x)} years`;
const KMPH = ['km/h', 'km/hr', 'kmph', 'km per hour'];

/** 'three-fourths' or '3/4', chosen at random. */
const fracText = (random: Random, p: number, q: number): string => {
  const key = `${p}/${q}`;
  return FRACTION_WORDS[key] !== undefined && random.next() < 0.5 ? FRACTION_WORDS[key] : key;
};

const MEN = ['Ravi', 'Suresh', 'Rahul', 'Arjun', 'Vikram', 'Ramesh', 'Deepak', 'Manoj', 'Farhan', 'Gurpreet', 'Arvind', 'Mohan', 'Aman', 'Rohit', 'Sanjay', 'Imran', 'Harish', 'Naveen'];
const WOMEN = ['Anita', 'Priya', 'Meena', 'Kavita', 'Neha', 'Sunita', 'Pooja', 'Lakshmi', 'Sneha', 'Rekha', 'Fatima', 'Simran', 'Divya', 'Geeta', 'Asha', 'Nisha'];
interface Person {
  readonly name: string;
  readonly he: string;
  readonly his: string;
}
const person = (random: Random): Person => (random.next() < 0.5 ? { name: random.pick(MEN), he: 'he', his: 'his' } : { name: random.pick(WOMEN), he: 'she', his: 'her' });
const names = (random: Random, k: number): string[] => random.shuffle([...MEN, ...WOMEN]).slice(0, k);
/** '3 hours 30 minutes', '45 minutes', '2 hours' from hours. */
const hm = (h: number): string => {
  const total = Math.round(h * 60);
  const hh = Math.floor(total / 60);
  const mm = total % 60;
  const hPart = hh === 0 ? '' : hh === 1 ? '1 hour' : `${hh} hours`;
  const mPart = mm === 0 ? '' : `${mm} minutes`;
  return [hPart, mPart].filter((s) => s !== '').join(' ') || '0 minutes';
};

const key = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** The correct text first, then the first three different wrong ones, then near values from fill. */
function four(correct: string, wrong: readonly string[], fill: (k: number) => string): Four {
  const out = [correct];
  const seen = new Set([key(correct)]);
  const add = (w: string): void => {
    if (out.length < 4 && w !== '' && !seen.has(key(w))) {
      out.push(w);
      seen.add(key(w));
    }
  };
  for (const w of wrong) add(w);
  for (let k = 1; out.length < 4 && k < 200; k += 1) add(fill(k));
  if (out.length < 4) throw new Error(`Could not find four options for ${correct}`);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Options for a positive number: the answer, the wrong values that are positive and exact, then answer ± step. */
function numeric(correct: number, wrong: readonly number[], show: Show, step = 1): Four {
  const valid = (x: number): boolean => Number.isFinite(x) && x > 0 && Math.abs(x - correct) > 1e-9;
  return four(
    show(correct),
    wrong.filter(valid).map((x) => show(r2(x))),
    (k) => {
      const near = correct + step * (k % 2 === 1 ? (k + 1) / 2 : -k / 2);
      return show(valid(near) ? near : correct + step * (k + 5));
    },
  );
}

function ratioOptions(correct: readonly number[], wrong: readonly (readonly number[])[], sep = ' : '): Four {
  const k0 = ratioText(correct, sep);
  const cands = wrong.filter((w) => w.every((p) => p > 0 && isInt(p))).map((w) => ratioText(w, sep));
  return four(k0, cands, (k) => {
    const bumped = correct.map((p, i) => (i === k % correct.length ? p + Math.ceil(k / correct.length) : p));
    return ratioText(bumped, sep);
  });
}

// ---------------------------------------------------------------- ages

const AGES: readonly DoubtTemplate[] = [
  {
    kind: 'ages',
    id: 'wider/ages/1',
    draw: (random) => {
      const [a, b, c] = names(random, 3) as [string, string, string];
      const { m, y, d } = until(
        () => ({ m: random.pick([2, 3]), y: random.int(5, 25), d: random.int(2, 9) }),
        (v) => v.m * v.y > v.y + v.d && v.m * v.y <= 70,
      );
      const total = m * y + y + (y + d);
      const askC = random.next() < 0.35;
      const who = askC ? c : b;
      const question = random.pick([
        `${a} is ${times(m)} as old as ${b}, and ${b} is ${d} years younger than ${c}. If the total of the ages of ${a}, ${b} and ${c} is ${total} years, then how old is ${who}?`,
        `how to do this q: ${a} is ${times(m)} as old as ${b} and ${b} is ${d} yrs younger than ${c}. sum of ages of ${a}, ${b}, ${c} = ${total}. find age of ${who}`,
        `The combined age of three cousins is ${total} years. The eldest, ${a}, is ${times(m)} as old as ${b}, while ${c} is ${small(random, d)} years older than ${b}. What is the age of ${who}?`,
      ]);
      const answer = askC ? y + d : y;
      const wrong = askC ? [y, m * y, y + 2 * d] : [y + d, m * y, (total - d) / (m + 1)];
      return { question, options: numeric(answer, wrong.filter(isInt), yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'wider/ages/2',
    draw: (random) => {
      const { a, b, k } = until(
        () => ({ a: random.int(3, 9), b: random.int(1, 5), k: random.int(2, 15) }),
        (v) => v.a > v.b && gcd(v.a, v.b) === 1 && (v.a - v.b) * v.k >= 20 && (v.a - v.b) * v.k <= 40 && v.a * v.k <= 80 && v.b * v.k >= 3,
      );
      const g = (a - b) * k;
      const t = random.int(2, 10);
      const kid = person(random);
      const form = random.int(0, 2);
      if (form === 0) {
        const question = `A father was ${g} years old when his son was born. At present the ratio of their ages is ${a} : ${b}. What is the son's present age?`;
        return { question, options: numeric(b * k, [a * k, g - b * k, b * k + b], yrs) };
      }
      if (form === 1) {
        const question = `${kid.name}'s mother was ${g} when ${kid.name} was born. Today the ages of the mother and ${kid.name} are in the ratio ${a}:${b}. How old will ${kid.name} be after ${small(random, t)} years?`;
        return { question, options: numeric(b * k + t, [b * k, a * k + t, b * k - t], yrs) };
      }
      const question = `pls solve - father's age at the birth of his son = ${g} yrs. now father : son = ${a}:${b}. father's age now?`;
      return { question, options: numeric(a * k, [b * k, a * g / (a - b) / 2, g + b], unit('yrs')) };
    },
  },
  {
    kind: 'ages',
    id: 'wider/ages/3',
    draw: (random) => {
      const { m, t, c } = until(
        () => ({ m: random.int(20, 30), t: random.int(3, 12), c: random.int(1, 8) }),
        (v) => v.c < v.t && (2 * (v.m + v.t) + v.c) % 3 === 0,
      );
      const now = (2 * (m + t) + c) / 3;
      if (random.next() < 0.35) {
        const question = `The average age of a husband, his wife and their child is ${now} years today. The child is ${small(random, c)} years old and the couple got married ${t} years ago. What was the average age of the husband and wife at the time of their marriage?`;
        return { question, options: numeric(m, [now - t, m + t, (3 * now) / 2 - t], yrs) };
      }
      const question = random.pick([
        `The average age of a husband and his wife was ${m} years at the time of their marriage. After ${t} years they have a ${c}-year-old child. What is the average age of the family now?`,
        `${t} years ago, at the time of their marriage, the average age of a couple was ${m} years. Today they have a child aged ${c} years. Find the average age of the family of three now.`,
      ]);
      return { question, options: numeric(now, [(2 * m + c) / 3, m + t, (2 * (m + t) + c) / 2], yrs) };
    },
  },
  {
    kind: 'ages',
    id: 'wider/ages/4',
    draw: (random) => {
      const { n, b, x } = until(
        () => ({ n: random.pick([2, 3, 4, 5]), b: random.int(2, 10), x: random.int(10, 45) }),
        (v) => v.x > v.b + 1 && v.n * (v.x - v.b) - v.x >= 2 && v.n * (v.x - v.b) - v.x <= 30,
      );
      const a = n * (x - b) - x;
      const p = person(random);
      const question = random.pick([
        `${p.name}'s age after ${a} years will be ${times(n)} ${p.his} age ${b} years back. What is the present age of ${p.name}?`,
        `pls solve: my age ${a} yrs from now will be ${times(n)} my age ${b} yrs ago. what is my present age?`,
        `${cap(small(random, a))} years hence, a boy's age will be ${times(n)} what it was ${small(random, b)} years ago. Find his age now.`,
      ]);
      return { question, options: numeric(x, [x + a, x - b, (a + b) / (n - 1)].filter(isInt), yrs) };
    },
  },
];

// ---------------------------------------------------------------- partnership

const PARTNERSHIP: readonly DoubtTemplate[] = [
  {
    kind: 'partnership',
    id: 'wider/partnership/1',
    draw: (random) => {
      const rs = money(random);
      const { p, q } = until(() => ({ p: random.int(1, 7), q: random.int(1, 7) }), (v) => v.p !== v.q && gcd(v.p, v.q) === 1);
      const u = random.pick([2000, 5000, 10_000, 15_000, 20_000]);
      const w = random.pick([5, 10, 20, 25]);
      const k = until(() => random.int(1, 60) * 10, (kk) => 100 * (p + q) * kk >= 10_000 && 100 * (p + q) * kk <= 300_000);
      const profit = 100 * (p + q) * k;
      const rest = (profit * (100 - w)) / 100;
      const [x, y] = names(random, 2) as [string, string];
      const askWorking = random.next() < 0.65;
      const question = random.pick([
        `${x} and ${y} start a business with ${rs(p * u)} and ${rs(q * u)} respectively. ${x} is a working partner and gets ${w}% of the profit for managing the business; the rest is divided in proportion to their capitals. Out of a total profit of ${rs(profit)}, how much does ${askWorking ? x : y} get?`,
        `${x} invested ${rs(p * u)} and ${y} invested ${rs(q * u)} in a shop. ${x} manages the shop and receives ${w} percent of the profit as salary, and the remaining profit is shared in the ratio of their investments. If the year's profit is ${rs(profit)}, find ${askWorking ? `${x}'s total income` : `the share of ${y}, the sleeping partner`}.`,
      ]);
      const share = (part: number): number => (rest * part) / (p + q);
      if (askWorking) {
        return { question, options: numeric((profit * w) / 100 + share(p), [(profit * p) / (p + q), share(p), (profit * p) / (p + q) + (profit * w) / 100], rs, 100) };
      }
      return { question, options: numeric(share(q), [(profit * q) / (p + q), share(q) + (profit * w) / 100, share(p)], rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'wider/partnership/2',
    draw: (random) => {
      const rs = money(random);
      const [x, y] = names(random, 2) as [string, string];
      const d = until(
        () => ({ c1: random.int(2, 12) * 5, c2: random.int(2, 12) * 5, w: random.int(1, 6) * 5, m: random.int(2, 10), add: random.next() < 0.5, P: 0 }),
        (v) => (v.add || v.w < v.c1) && reduce([v.c1 * v.m + (v.add ? v.c1 + v.w : v.c1 - v.w) * (12 - v.m), v.c2 * 12]).reduce((x, y) => x + y, 0) <= 200,
      );
      const a = d.c1 * d.m + (d.add ? d.c1 + d.w : d.c1 - d.w) * (12 - d.m);
      const bb = d.c2 * 12;
      const [ra, rb] = reduce([a, bb]) as [number, number];
      const profit = (ra + rb) * until(() => random.int(1, 500) * 100, (u) => (ra + rb) * u >= 10_000 && (ra + rb) * u <= 500_000);
      const th = (v: number): string => rs(v * 1000);
      const askA = random.next() < 0.5;
      const event = d.add ? `${x} invests another ${th(d.w)}` : `${x} withdraws ${th(d.w)}`;
      const question = random.pick([
        `${x} and ${y} enter into a partnership with ${th(d.c1)} and ${th(d.c2)} respectively. After ${d.m} months, ${event}. At the end of the year the profit is ${rs(profit)}. Find ${askA ? x : y}'s share.`,
        `At the end of the year, a firm run by ${x} and ${y} made a profit of ${rs(profit)}. ${x} had started with ${th(d.c1)} and ${y} with ${th(d.c2)}; ${d.m} months after the start, ${event}. What is ${askA ? x : y}'s share of the profit?`,
      ]);
      const right = askA ? (profit * ra) / (ra + rb) : (profit * rb) / (ra + rb);
      const first = askA ? (profit * d.c1) / (d.c1 + d.c2) : (profit * d.c2) / (d.c1 + d.c2);
      const fin = d.add ? d.c1 + d.w : d.c1 - d.w;
      const last = askA ? (profit * fin) / (fin + d.c2) : (profit * d.c2) / (fin + d.c2);
      return { question, options: numeric(right, [first, last, profit - right].filter(exact), rs, 100) };
    },
  },
  {
    kind: 'partnership',
    id: 'wider/partnership/3',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 9), b: random.int(1, 9), ta: random.int(2, 12), tb: random.int(2, 12) }),
        (w) => w.a !== w.b && gcd(w.a, w.b) === 1 && w.ta !== w.tb && reduce([w.a * w.ta, w.b * w.tb]).every((p) => p <= 40),
      );
      const [p, q] = reduce([v.a * v.ta, v.b * v.tb]) as [number, number];
      const months: Show = (x) => (x === 1 ? '1 month' : `${num(x)} months`);
      if (random.next() < 0.5) {
        const question = random.pick([
          `A and B invest in a business in the ratio ${v.a} : ${v.b}. If the profit is divided in the ratio ${p} : ${q} and B's money was used for ${v.tb} months, for how many months was A's money used?`,
          `The investments of two partners are in the ratio ${v.a}:${v.b} and their profits in the ratio ${p}:${q}. If the second partner's money stayed in the business for ${v.tb} months, how long did the first partner's money stay?`,
        ]);
        return { question, options: numeric(v.ta, [(v.tb * p) / q, (v.tb * v.a) / v.b, 12 - v.tb].filter(isInt), months) };
      }
      const question = `Q. capital of P : capital of Q = ${v.a} : ${v.b}, profit of P : profit of Q = ${p} : ${q}. P kept his money in the business for ${v.ta} months. For how many months did Q invest?`;
      return { question, options: numeric(v.tb, [(v.ta * q) / p, (v.ta * v.b) / v.a, 12 - v.ta].filter(isInt), months) };
    },
  },
  {
    kind: 'partnership',
    id: 'wider/partnership/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ n: [random.int(4, 20), random.int(4, 20), random.int(4, 20)], m: [random.int(2, 9), random.int(2, 9), random.int(2, 9)] }),
        (w) => new Set(w.n.map((x, i) => x * w.m[i]!)).size === 3 && reduce(w.n.map((x, i) => x * w.m[i]!)).reduce((x, y) => x + y, 0) <= 150,
      );
      const units = reduce(v.n.map((x, i) => x * v.m[i]!));
      const total = units.reduce((s, x) => s + x, 0);
      const rent = total * until(() => random.int(1, 300) * 5, (u) => total * u >= 500 && total * u <= 30_000);
      const ask = random.int(0, 2);
      const label = ['A', 'B', 'C'][ask]!;
      const [n1, n2, n3] = v.n as [number, number, number];
      const [m1, m2, m3] = v.m as [number, number, number];
      const question = random.pick([
        `A, B and C rent a pasture. A puts ${n1} oxen for ${m1} months, B puts ${n2} oxen for ${m2} months and C puts ${n3} oxen for ${m3} months for grazing. If the rent of the pasture is ${rs(rent)}, how much must ${label} pay as his share of the rent?`,
        `Three milkmen A, B and C hired a grazing field for ${rs(rent)}. A grazed ${n1} cows for ${m1} months, B ${n2} cows for ${m2} months and C ${n3} cows for ${m3} months. What is ${label}'s share of the rent?`,
      ]);
      const ns = v.n.reduce((s, x) => s + x, 0);
      const ms = v.m.reduce((s, x) => s + x, 0);
      return { question, options: numeric((rent * units[ask]!) / total, [(rent * v.n[ask]!) / ns, (rent * v.m[ask]!) / ms, rent / 3].filter(exact), rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- ratio-share

const COINS = [
  { word: 'one-rupee', short: '₹1', value: 1 },
  { word: '50 paise', short: '50 p', value: 0.5 },
  { word: '25 paise', short: '25 p', value: 0.25 },
  { word: 'two-rupee', short: '₹2', value: 2 },
  { word: 'five-rupee', short: '₹5', value: 5 },
] as const;

const RATIO_SHARE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-share',
    id: 'wider/ratio-share/1',
    draw: (random) => {
      const rs = money(random);
      const kinds = random.shuffle(COINS).slice(0, 3);
      const parts = until(() => [random.int(1, 9), random.int(1, 9), random.int(1, 9)], (p) => new Set(p).size === 3 && reduce(p).join() === p.join());
      const per = kinds.reduce((s, c, i) => s + c.value * parts[i]!, 0);
      const k = until(() => random.int(2, 40), (kk) => isInt(per * kk) && per * kk >= 50 && per * kk <= 2000);
      const total = per * k;
      const ask = random.int(0, 2);
      const list = kinds.map((c) => c.word).join(', ').replace(/, ([^,]*)$/, ' and $1');
      const question = random.pick([
        `A bag contains ${list} coins in the ratio ${parts.join(' : ')}, amounting to ${rs(total)}. Find the number of ${kinds[ask]!.word} coins.`,
        `In a piggy bank there are ${kinds.map((c) => c.short).join(', ')} coins in the ratio ${parts.join(':')} respectively. If the total money in it is ${rs(total)}, how many ${kinds[ask]!.short} coins are there?`,
      ]);
      const sum = parts[0]! + parts[1]! + parts[2]!;
      return { question, options: numeric(parts[ask]! * k, [(total * parts[ask]!) / sum, ((total * parts[ask]!) / sum) / kinds[ask]!.value, k * sum].filter(isInt), unit('coins')) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'wider/ratio-share/2',
    draw: (random) => {
      const rs = money(random);
      const m = until(
        () => [random.int(2, 9), random.int(2, 9), random.int(2, 9)],
        (x) => new Set(x).size === 3 && reduce(x.map((y) => x.reduce((acc, z) => lcm(acc, z), 1) / y)).reduce((p, q) => p + q, 0) <= 80,
      );
      const L = m.reduce((acc, x) => lcm(acc, x), 1);
      const shares = reduce(m.map((x) => L / x));
      const sum = shares.reduce((s, x) => s + x, 0);
      const total = sum * until(() => random.int(1, 500) * 10, (u) => sum * u >= 1000 && sum * u <= 100_000);
      const ask = random.int(0, 2);
      const [P, Q, R] = random.pick([['A', 'B', 'C'], ['P', 'Q', 'R'], ['X', 'Y', 'Z']] as const);
      const who = [P, Q, R][ask]!;
      const question = random.pick([
        `${rs(total)} is divided among ${P}, ${Q} and ${R} such that ${m[0]} times ${P}'s share, ${m[1]} times ${Q}'s share and ${m[2]} times ${R}'s share are all equal. Find ${who}'s share.`,
        `Divide ${rs(total)} among ${P}, ${Q}, ${R} so that ${m[0]}${P} = ${m[1]}${Q} = ${m[2]}${R}. What is ${who}'s share?`,
        `If ${rs(total)} is shared by three people in such a way that ${m[0]} times the first share = ${m[1]} times the second share = ${m[2]} times the third share, then the ${['first', 'second', 'third'][ask]} share is`,
      ]);
      const msum = m.reduce((s, x) => s + x, 0);
      return { question, options: numeric((total * shares[ask]!) / sum, [(total * m[ask]!) / msum, (total * shares[2 - ask]!) / sum, total / 3].filter(exact), rs, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'wider/ratio-share/3',
    draw: (random) => {
      const rs = money(random);
      const FR = [[1, 2], [1, 3], [1, 4], [2, 3], [3, 4], [1, 5], [2, 5], [3, 5], [1, 6], [5, 6]] as const;
      const f = until(
        () => random.shuffle(FR).slice(0, 3),
        (x) => new Set(x.map(([p, q]) => p / q)).size === 3 && reduce(x.map(([p, q]) => (p * 60) / q)).reduce((a, b) => a + b, 0) <= 120,
      );
      const L = f.reduce((acc, [, q]) => lcm(acc, q), 1);
      const parts = reduce(f.map(([p, q]) => (p * L) / q));
      const sum = parts.reduce((s, x) => s + x, 0);
      const total = sum * until(() => random.int(1, 500) * 10, (u) => sum * u >= 1000 && sum * u <= 150_000);
      const ask = random.int(0, 2);
      const who = ['A', 'B', 'C'][ask]!;
      const ftext = f.map(([p, q]) => `${p}/${q}`);
      const question = random.pick([
        `Divide ${rs(total)} among A, B and C in the ratio ${ftext.join(' : ')}. How much does ${who} get?`,
        `sir how to solve: ${rs(total)} distributed among 3 children A, B, C in ratio ${ftext.join(':')}. find ${who}'s share`,
        `An amount of ${rs(total)} is to be divided among A, B and C in the proportion ${ftext.join(' : ')}. What will be the share of ${who}?`,
      ]);
      const dens = f.map(([, q]) => q);
      const dsum = dens.reduce((s, x) => s + x, 0);
      const nums = f.map(([p]) => p);
      const nsum = nums.reduce((s, x) => s + x, 0);
      return { question, options: numeric((total * parts[ask]!) / sum, [(total * dens[ask]!) / dsum, (total * nums[ask]!) / nsum, (total * parts[2 - ask]!) / sum].filter(exact), rs, 10) };
    },
  },
  {
    kind: 'ratio-share',
    id: 'wider/ratio-share/4',
    draw: (random) => {
      const rs = money(random);
      const FR = [[1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [2, 5], [3, 5], [4, 5]] as const;
      const [[p1, q1], [p2, q2]] = until(
        () => [random.pick(FR), random.pick(FR)] as const,
        ([[a, b], [c, d]]) => reduce([a * c, c * b, b * d]).reduce((x, y) => x + y, 0) <= 100,
      );
      const parts = reduce([p1 * p2, p2 * q1, q1 * q2]);
      const sum = parts.reduce((s, x) => s + x, 0);
      const total = sum * until(() => random.int(1, 500) * 10, (u) => sum * u >= 1000 && sum * u <= 150_000);
      const askA = random.next() < 0.4;
      const ask = askA ? 0 : 1;
      const who = askA ? 'A' : 'B';
      const question = random.pick([
        `A sum of ${rs(total)} is divided among A, B and C such that A gets ${fracText(random, p1, q1)} of what B gets and B gets ${fracText(random, p2, q2)} of what C gets. Find ${who}'s share.`,
        `how to do: ${rs(total)} divided among A B C. A gets ${p1}/${q1} of B's share, B gets ${p2}/${q2} of C's share. ${who}'s share = ?`,
      ]);
      return { question, options: numeric((total * parts[ask]!) / sum, [(total * parts[2]!) / sum, (total * parts[1 - ask]!) / sum, total / 3].filter(exact), rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- ratio-combine

const RATIO_COMBINE: readonly DoubtTemplate[] = [
  {
    kind: 'ratio-combine',
    id: 'wider/ratio-combine/1',
    draw: (random) => {
      const pair = (): [number, number] => until(() => [random.int(1, 9), random.int(1, 9)] as [number, number], ([x, y]) => x !== y && gcd(x, y) === 1);
      const [[a, b], [c, d], [e, f]] = [pair(), pair(), pair()];
      const ans = [a * c * e, b * d * f];
      const question = random.pick([
        `If A : B = ${a} : ${b}, B : C = ${c} : ${d} and C : D = ${e} : ${f}, then A : D is equal to`,
        `Given a/b = ${a}/${b}, b/c = ${c}/${d} and c/d = ${e}/${f}, find a : d.`,
        `pls help — A:B = ${a}:${b}, B:C = ${c}:${d}, C:D = ${e}:${f}. what is A:D ??`,
      ]);
      return { question, options: ratioOptions(ans, [[a * e, b * f], [b * d * f, a * c * e], [a + c + e, b + d + f]]) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'wider/ratio-combine/2',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(1, 9), b: random.int(2, 11), k: random.int(2, 15), s: random.int(2, 20), sub: random.next() < 0.55 }),
        (w) => {
          if (w.a >= w.b || gcd(w.a, w.b) !== 1) return false;
          const x = w.a * w.k + (w.sub ? -w.s : w.s);
          const y = w.b * w.k + (w.sub ? -w.s : w.s);
          return x > 0 && reduce([x, y]).every((p) => p <= 60);
        },
      );
      const delta = v.sub ? -v.s : v.s;
      const [c, d] = reduce([v.a * v.k + delta, v.b * v.k + delta]) as [number, number];
      const ask = random.int(0, 2);
      const askText = ['the smaller number', 'the larger number', 'the sum of the two numbers'][ask]!;
      const answer = [v.a * v.k, v.b * v.k, (v.a + v.b) * v.k][ask]!;
      const question = v.sub
        ? random.pick([
            `Two numbers are in the ratio ${v.a} : ${v.b}. If ${v.s} is subtracted from each, the remaining numbers are in the ratio ${c} : ${d}. Find ${askText}.`,
            `When ${v.s} is taken away from each of two numbers that are in the ratio ${v.a}:${v.b}, the ratio becomes ${c}:${d}. What is ${askText}?`,
          ])
        : random.pick([
            `The ratio of two numbers is ${v.a} : ${v.b}. When ${v.s} is added to each number, the ratio becomes ${c} : ${d}. What is ${askText}?`,
            `Two numbers are in the ratio ${v.a}:${v.b}; if ${small(random, v.s)} is added to both, they come to be in the ratio ${c}:${d}. Find ${askText}.`,
          ]);
      const wrong = [v.k, answer + delta, [v.b * v.k, v.a * v.k, (v.b - v.a) * v.k][ask]!];
      return { question, options: numeric(answer, wrong, String) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'wider/ratio-combine/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.int(2, 9), b: random.int(1, 8), c: random.int(2, 9), d: random.int(1, 8), y: random.int(1, 60) * 100 }),
        (w) => {
          if (w.a <= w.b || w.c <= w.d || gcd(w.a, w.b) !== 1 || gcd(w.c, w.d) !== 1 || w.a * w.d === w.b * w.c) return false;
          const x = ((w.c - w.d) * w.y) / (w.a - w.b);
          const s = w.a * x - w.c * w.y;
          return isInt(x) && x % 100 === 0 && s > 0 && w.b * x - w.d * w.y > 0 && w.a * x <= 200_000 && w.a * x >= 5000;
        },
      );
      const x = ((v.c - v.d) * v.y) / (v.a - v.b);
      const save = v.a * x - v.c * v.y;
      const [p, q] = names(random, 2) as [string, string];
      const askFirst = random.next() < 0.5;
      const question = random.pick([
        `The incomes of ${p} and ${q} are in the ratio ${v.a} : ${v.b} and their expenditures are in the ratio ${v.c} : ${v.d}. If each saves ${rs(save)}, find ${askFirst ? p : q}'s income.`,
        `The monthly incomes of two friends, ${p} and ${q}, are in the ratio ${v.a}:${v.b}, and their monthly expenses are in the ratio ${v.c}:${v.d}. If each of them saves ${rs(save)} per month, what is ${askFirst ? p : q}'s monthly income?`,
      ]);
      const answer = askFirst ? v.a * x : v.b * x;
      return { question, options: numeric(answer, [askFirst ? v.b * x : v.a * x, askFirst ? v.c * v.y : v.d * v.y, (askFirst ? v.a : v.b) * save], rs, 100) };
    },
  },
  {
    kind: 'ratio-combine',
    id: 'wider/ratio-combine/4',
    draw: (random) => {
      const pair = (): [number, number] => until(() => [random.int(1, 9), random.int(1, 9)] as [number, number], ([x, y]) => x !== y && gcd(x, y) === 1);
      const [[a, b], [c, d], [e, f]] = [pair(), pair(), pair()];
      if (random.next() < 0.5) {
        const question = random.pick([
          `Find the compound ratio of ${a} : ${b}, ${c} : ${d} and ${e} : ${f}.`,
          `The ratio compounded of ${a}:${b}, ${c}:${d} and ${e}:${f} is`,
        ]);
        return { question, options: ratioOptions([a * c * e, b * d * f], [[a + c + e, b + d + f], [b * d * f, a * c * e], [a * c, b * d]]) };
      }
      const question = random.pick([
        `Find the ratio compounded of the duplicate ratio of ${a} : ${b} and the ratio ${c} : ${d}.`,
        `What is the duplicate ratio of ${a}:${b} compounded with ${c}:${d}?`,
      ]);
      return { question, options: ratioOptions([a * a * c, b * b * d], [[a * c, b * d], [2 * a * c, 2 * b * d + 1], [a * a + c, b * b + d], [a * c * c, b * d * d]]) };
    },
  },
];

// ---------------------------------------------------------------- pipes

const mins: Show = (x) => `${num(x)} minutes`;

const PIPES: readonly DoubtTemplate[] = [
  {
    kind: 'pipes',
    id: 'wider/pipes/1',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(8, 60), t: random.int(2, 12) }),
        (w) => w.a !== w.b && quarter(w.b - (w.t * w.b) / w.a - w.t) && w.b - (w.t * w.b) / w.a - w.t >= 1,
      );
      const rem = v.b - (v.t * v.b) / v.a - v.t;
      const askTotal = random.next() < 0.4;
      const question = askTotal
        ? `Two taps can fill a cistern in ${v.a} minutes and ${v.b} minutes respectively. Both taps are opened together, and after ${small(random, v.t)} minutes the first tap is closed. In how many minutes in all will the cistern be full?`
        : random.pick([
            `Pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. Both are opened together, but after ${v.t} minutes pipe A is turned off. How much more time will B take to fill the tank?`,
            `Both pipes A (fills in ${v.a} min) and B (fills in ${v.b} min) are opened at once. A is shut after ${v.t} min. In how many more minutes will B fill the tank alone?`,
          ]);
      const answer = askTotal ? rem + v.t : rem;
      return { question, options: numeric(answer, [askTotal ? rem : rem + v.t, (v.a * v.b) / (v.a + v.b), v.b - v.t], mins) };
    },
  },
  {
    kind: 'pipes',
    id: 'wider/pipes/2',
    draw: (random) => {
      const v = until(
        () => ({ h: random.int(2, 12), e: random.pick([0.25, 0.5, 1, 2]) }),
        (w) => isInt((w.h * (w.h + w.e)) / w.e) && (w.h * (w.h + w.e)) / w.e <= 120,
      );
      const leak = (v.h * (v.h + v.e)) / v.e;
      const hrs: Show = (x) => `${num(x)} hours`;
      const question = random.pick([
        `A tap can fill a tank in ${v.h} hours. Because of a leak at the bottom, it takes ${Math.round(v.e * 60)} minutes more to fill the tank. If the tank is full, how long will the leak take to empty it?`,
        `A cistern is normally filled in ${v.h} hrs but takes ${hm(v.h + v.e)} to be filled because of a leak in its bottom. If the cistern is full, in how many hours will the leak empty it?`,
      ]);
      return { question, options: numeric(leak, [v.h + v.e, (v.h * (v.h + v.e)) / (2 * v.h + v.e), v.h * v.e * 2], hrs) };
    },
  },
  {
    kind: 'pipes',
    id: 'wider/pipes/3',
    draw: (random) => {
      const fill = (a: number, b: number, startA: boolean): number => {
        const L = lcm(a, b);
        const rates = startA ? [L / a, L / b] : [L / b, L / a];
        let left = L;
        let time = 0;
        for (let i = 0; left > 0; i += 1) {
          const r = rates[i % 2]!;
          if (left <= r) {
            time += left / r;
            left = 0;
          } else {
            left -= r;
            time += 1;
          }
        }
        return time;
      };
      const v = until(
        () => ({ a: random.int(4, 30), b: random.int(4, 40), startA: random.next() < 0.6 }),
        (w) => w.a !== w.b && lcm(w.a, w.b) <= 240 && quarter(fill(w.a, w.b, w.startA)),
      );
      const time = fill(v.a, v.b, v.startA);
      const first = v.startA ? 'A' : 'B';
      const question = random.pick([
        `Two pipes A and B can fill a tank in ${v.a} minutes and ${v.b} minutes respectively. If they are opened alternately for 1 minute each, beginning with ${first}, in how much time will the tank be full?`,
        `Pipe A fills a cistern in ${v.a} min and pipe B in ${v.b} min. They are turned on one after the other, one minute at a time, ${first} first. How long does it take to fill the cistern?`,
      ]);
      return { question, options: numeric(time, [(v.a * v.b) / (v.a + v.b), (2 * v.a * v.b) / (v.a + v.b), Math.ceil(time) + 1].filter(quarter), mins) };
    },
  },
  {
    kind: 'pipes',
    id: 'wider/pipes/4',
    draw: (random) => {
      const v = until(
        () => ({ p: random.int(2, 10), q: random.int(3, 24), r: random.int(2, 12) }),
        (w) => w.q > w.p && isInt((60 * w.r * w.p * w.q) / (w.q - w.p)) && (60 * w.r * w.p * w.q) / (w.q - w.p) <= 20_000,
      );
      const cap = (60 * v.r * v.p * v.q) / (v.q - v.p);
      const litres: Show = (x) => `${ind(x)} litres`;
      const question = random.pick([
        `A leak in the bottom of a tank can empty the full tank in ${v.p} hours. An inlet pipe fills water at the rate of ${v.r} litres a minute. When the tank is full, the inlet is opened and due to the leak the tank is empty in ${v.q} hours. How many litres does the cistern hold?`,
        `capacity of the tank?? leak empties full tank in ${v.p} hrs. a tap pours in ${v.r} L per min. with tap open, full tank gets empty in ${v.q} hrs`,
      ]);
      return { question, options: numeric(cap, [(60 * v.r * v.p * v.q) / (v.q + v.p), v.r * v.p * v.q, 60 * v.r * (v.q - v.p)].filter(isInt), litres, 60) };
    },
  },
];

// ---------------------------------------------------------------- boats

const BOATS: readonly DoubtTemplate[] = [
  {
    kind: 'boats',
    id: 'wider/boats/1',
    draw: (random) => {
      const k = random.pick([2, 3, 4, 5]);
      const kmph = random.pick(KMPH);
      const howLong = k === 2 ? 'twice' : k === 3 ? 'thrice' : `${WORDS[k]} times`;
      if (random.next() < 0.55) {
        const question = random.pick([
          `A man can row a certain distance upstream in ${howLong} the time it takes him to row the same distance downstream. Find the ratio of the speed of the boat in still water to the speed of the stream.`,
          `The time taken by a boat to go upstream is ${howLong} the time taken to cover the same distance downstream. What is the ratio of the speed of the boat in still water to that of the current?`,
        ]);
        return { question, options: ratioOptions([k + 1, k - 1], [[k, 1], [k - 1, k + 1], [k + 1, 1]]) };
      }
      const s = until(() => random.int(1, 8), (x) => isInt((x * (k + 1)) / (k - 1)));
      const question = `It takes a boatman ${howLong} as long to row up the river as to row down it. If the stream flows at ${s} ${kmph}, find his rowing speed in still water.`;
      return { question, options: numeric((s * (k + 1)) / (k - 1), [s * k, s * (k - 1), s * (k + 1)], (x) => `${num(x)} ${kmph}`) };
    },
  },
  {
    kind: 'boats',
    id: 'wider/boats/2',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(
        () => ({ b: random.int(4, 20), s: random.int(1, 6), D: random.int(2, 20) * 3 }),
        (w) => w.b > w.s + 1 && isInt((w.D / (w.b + w.s) + w.D / (w.b - w.s)) * 4) && w.D / (w.b + w.s) + w.D / (w.b - w.s) <= 15,
      );
      const T = v.D / (v.b + v.s) + v.D / (v.b - v.s);
      const sp: Show = (x) => `${num(x)} ${kmph}`;
      if (random.next() < 0.55) {
        const question = random.pick([
          `A boat goes ${v.D} km downstream and comes back to the starting point in ${hm(T)}. If the speed of the stream is ${v.s} ${kmph}, find the speed of the boat in still water.`,
          `Speed of the current is ${v.s} ${kmph}. A boatman rows to a place ${v.D} km away downstream and comes back, taking ${num(T)} hours in all. What is his speed in still water?`,
        ]);
        return { question, options: numeric(v.b, [(2 * v.D) / T, (2 * v.D) / T + v.s, v.b + v.s], sp) };
      }
      const question = `A motorboat whose speed is ${v.b} ${kmph} in still water takes ${hm(T)} to go ${v.D} km downstream and come back. Find the speed of the stream.`;
      return { question, options: numeric(v.s, [v.b - (2 * v.D) / T, v.s + 1, v.b / 2], sp) };
    },
  },
  {
    kind: 'boats',
    id: 'wider/boats/3',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(() => ({ u: random.int(2, 12), s: random.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]), t: random.pick([1.5, 2, 2.5, 3, 4, 5, 6]) }), (w) => isInt(w.u * w.t) && isInt((w.u + 2 * w.s) * w.t));
      const d = v.u + 2 * v.s;
      const [D1, D2] = [d * v.t, v.u * v.t];
      const askStream = random.next() < 0.55;
      const sp: Show = (x) => `${num(x)} ${kmph}`;
      const question = random.pick([
        `A man rows ${D1} km downstream and ${D2} km upstream, taking ${num(v.t)} hours each time. What is the speed of the ${askStream ? 'current' : 'man in still water'}?`,
        `A boat takes ${num(v.t)} hours to travel ${D1} km down a river and the same time to travel ${D2} km up the river. Find the speed of the ${askStream ? 'stream' : 'boat in still water'}.`,
        `pls help: boat covers ${D1} km with the stream in ${num(v.t)} hrs and ${D2} km against the stream in ${num(v.t)} hrs. speed of ${askStream ? 'stream' : 'boat in still water'} = ?`,
      ]);
      const answer = askStream ? v.s : v.u + v.s;
      return { question, options: numeric(answer, askStream ? [d - v.u, v.u + v.s, d / 2] : [v.s, d, (D1 + D2) / v.t], sp, 0.5) };
    },
  },
  {
    kind: 'boats',
    id: 'wider/boats/4',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(
        () => ({ u: random.int(2, 10), s: random.int(1, 5), i1: random.int(1, 8), j1: random.int(1, 8), i2: random.int(1, 8), j2: random.int(1, 8) }),
        (w) => w.i1 * w.j2 !== w.i2 * w.j1 && (w.i1 + w.j1) / 2 <= 12 && (w.i2 + w.j2) / 2 <= 12,
      );
      const d = v.u + 2 * v.s;
      const [x1, y1, x2, y2] = [(v.u * v.i1) / 2, (d * v.j1) / 2, (v.u * v.i2) / 2, (d * v.j2) / 2];
      const [T1, T2] = [(v.i1 + v.j1) / 2, (v.i2 + v.j2) / 2];
      const askStream = random.next() < 0.6;
      const sp: Show = (x) => `${num(x)} ${kmph}`;
      const question = random.pick([
        `A boat covers ${num(x1)} km upstream and ${num(y1)} km downstream in ${num(T1)} hours, while it covers ${num(x2)} km upstream and ${num(y2)} km downstream in ${num(T2)} hours. What is the speed of the ${askStream ? 'current' : 'boat in still water'}?`,
        `In ${hm(T1)} a boat goes ${num(x1)} km upstream and ${num(y1)} km downstream. In ${hm(T2)} it goes ${num(x2)} km upstream and ${num(y2)} km downstream. Find the speed of the ${askStream ? 'stream' : 'boat in still water'}.`,
      ]);
      const answer = askStream ? v.s : v.u + v.s;
      return { question, options: numeric(answer, askStream ? [2 * v.s, v.u, d - v.u] : [d, v.u, v.s], sp) };
    },
  },
];

// ---------------------------------------------------------------- average

const AVERAGE: readonly DoubtTemplate[] = [
  {
    kind: 'average',
    id: 'wider/average/1',
    draw: (random) => {
      const v = until(
        () => ({ n: random.pick([10, 20, 25, 30, 40, 50]), A: random.int(35, 80), c: random.int(20, 99), w: random.int(10, 99) }),
        (x) => x.c !== x.w && exact((x.c - x.w) / x.n) && x.A + (x.c - x.w) / x.n > 0,
      );
      const fixed = v.A + (v.c - v.w) / v.n;
      const question = random.pick([
        `The average of the marks of ${v.n} students was found to be ${v.A}. Later it was discovered that a score of ${v.c} was misread as ${v.w}. Find the correct average.`,
        `The mean of ${v.n} observations was ${v.A}. It was found later that an observation ${v.c} was wrongly taken as ${v.w}. What is the corrected mean?`,
        `avg of ${v.n} numbers came out ${v.A} but while calculating, ${v.c} was copied as ${v.w}. what is the actual average?`,
      ]);
      return { question, options: numeric(fixed, [v.A - (v.c - v.w) / v.n, v.A + (v.c + v.w) / v.n, v.A + (v.c - v.w) / (v.n - 1)].filter(exact), num, 0.5) };
    },
  },
  {
    kind: 'average',
    id: 'wider/average/2',
    draw: (random) => {
      const n = random.int(5, 15);
      const inc = random.pick([0.5, 1, 1.5, 2, 2.5, 3]);
      const weights = random.next() < 0.5;
      const { W, down } = until(
        () => ({ W: weights ? random.int(40, 80) : random.int(18, 40), down: random.next() < 0.3 }),
        (w) => (w.down ? w.W - n * inc : w.W + n * inc) >= (weights ? 30 : 15),
      );
      const answer = down ? W - n * inc : W + n * inc;
      if (weights) {
        const question = `The average weight of ${n} persons ${down ? 'decreases' : 'increases'} by ${num(inc)} kg when a new person comes in place of one of them weighing ${W} kg. What might be the weight of the new person?`;
        return { question, options: numeric(answer, [down ? W - inc : W + inc, down ? W - (n + 1) * inc : W + (n + 1) * inc, down ? W + n * inc : W - n * inc], unit('kg')) };
      }
      const question = `In a team of ${n} players, one player aged ${W} years is replaced by a new player, and the average age of the team ${down ? 'comes down' : 'goes up'} by ${num(inc)} years. How old is the new player?`;
      return { question, options: numeric(answer, [down ? W - inc : W + inc, down ? W - (n + 1) * inc : W + (n + 1) * inc, down ? W + n * inc : W - n * inc], yrs) };
    },
  },
  {
    kind: 'average',
    id: 'wider/average/3',
    draw: (random) => {
      const v = until(
        () => ({ m: random.int(4, 7), T: random.int(30, 80), F: random.int(25, 90), L: random.int(25, 90) }),
        (x) => {
          const mid = x.m * (x.F + x.L) - (2 * x.m - 1) * x.T;
          return x.F !== x.L && mid > 5 && mid < 150 && Math.abs(mid - x.T) >= 3;
        },
      );
      const n = 2 * v.m - 1;
      const mid = v.m * (v.F + v.L) - n * v.T;
      const question = random.pick([
        `The average of ${n} results is ${v.T}. If the average of the first ${v.m} results is ${v.F} and that of the last ${v.m} results is ${v.L}, find the ${ordinal(v.m)} result.`,
        `Average of ${WORDS[n] ?? n} numbers is ${v.T}. The average of the first ${small(random, v.m)} is ${v.F} and the average of the last ${small(random, v.m)} is ${v.L}. Find the middle number.`,
      ]);
      return { question, options: numeric(mid, [(v.F + v.L) / 2, v.m * (v.F + v.L) - (n - 1) * v.T, Math.abs(v.F - v.L) * v.m].filter(isInt), String) };
    },
  },
  {
    kind: 'average',
    id: 'wider/average/4',
    draw: (random) => {
      const v = until(
        () => ({ k: random.int(8, 25), d: random.int(1, 5), R: random.int(40, 150) }),
        (x) => x.R - x.k * x.d >= 15,
      );
      const after = v.R - (v.k - 1) * v.d;
      const askOld = random.next() < 0.3;
      const question = askOld
        ? `A cricketer had a certain average for ${v.k - 1} innings. In the ${ordinal(v.k)} innings he scored ${v.R} runs, thereby increasing his average by ${v.d === 1 ? '1 run' : `${v.d} runs`}. What was his average before the ${ordinal(v.k)} innings?`
        : random.pick([
            `A batsman makes a score of ${v.R} runs in the ${ordinal(v.k)} innings and thus increases his average by ${v.d}. Find his average after the ${ordinal(v.k)} innings.`,
            `after ${v.k} innings a batsman's average goes up by ${small(random, v.d)} because he scored ${v.R} in the ${ordinal(v.k)} innings. new average = ?`,
          ]);
      const answer = askOld ? after - v.d : after;
      return { question, options: numeric(answer, askOld ? [after, v.R / v.k, v.R - v.d] : [after - v.d, v.R / v.k, v.R - v.d].filter(exact), num) };
    },
  },
];

// ---------------------------------------------------------------- mixture

const MIXTURE: readonly DoubtTemplate[] = [
  {
    kind: 'mixture',
    id: 'wider/mixture/1',
    draw: (random) => {
      const v = until(
        () => ({ V: random.pick([10, 20, 25, 40, 50, 60, 80, 100]), x: random.int(1, 20), n: random.pick([2, 3]) }),
        (w) => w.x * 3 < w.V && exact(w.V * (1 - w.x / w.V) ** w.n),
      );
      const milk = v.V * (1 - v.x / v.V) ** v.n;
      const askWater = random.next() < 0.3;
      const [liquid, other] = random.pick([['milk', 'water'], ['pure wine', 'water'], ['petrol', 'kerosene']] as const);
      const question = random.pick([
        `A container contains ${v.V} litres of ${liquid}. From this container ${v.x} litres of ${liquid} was taken out and replaced by ${other}. This process was repeated ${v.n === 2 ? 'once more' : 'two more times'}. How much ${askWater ? other : liquid} is now in the container?`,
        `From a vessel full of ${liquid} holding ${v.V} L, ${v.x} L is drawn off and replaced by ${other}; this is done ${v.n === 2 ? 'twice' : 'thrice'} in all. Find the quantity of ${askWater ? other : liquid} in the vessel now.`,
      ]);
      const answer = askWater ? v.V - milk : milk;
      const wrongMilk = [v.V - v.n * v.x, v.V * (1 - v.x / v.V) ** (v.n - 1), v.V - v.x];
      const wrong = askWater ? wrongMilk.map((m) => v.V - m).concat([milk]) : wrongMilk.concat([v.V - milk]);
      return { question, options: numeric(answer, wrong.filter(exact), unit('litres'), 0.5) };
    },
  },
  {
    kind: 'mixture',
    id: 'wider/mixture/2',
    draw: (random) => {
      const pair = (): [number, number] => until(() => [random.int(1, 9), random.int(1, 9)] as [number, number], ([x, y]) => x !== y && gcd(x, y) === 1);
      const [[a, b], [c, d]] = until(() => [pair(), pair()], ([[w, x], [y, z]]) => w * z !== x * y);
      const equal = random.next() < 0.5;
      const [p, q] = equal ? [1, 1] : until(() => [random.int(1, 5), random.int(1, 5)], ([x, y]) => x !== y && gcd(x, y) === 1);
      const milk = (p * a) / (a + b) + (q * c) / (c + d);
      const water = (p * b) / (a + b) + (q * d) / (c + d);
      const den = lcm(a + b, c + d);
      const ans = [Math.round(milk * den), Math.round(water * den)];
      const [liq, oth] = random.pick([['milk', 'water'], ['spirit', 'water'], ['alcohol', 'water'], ['acid', 'water']] as const);
      const amount = equal ? 'equal quantities of the two are' : `the two are mixed in the ratio ${p} : ${q} by volume and`;
      const question = random.pick([
        `Two vessels contain ${liq} and ${oth} in the ratio ${a} : ${b} and ${c} : ${d} respectively. If ${equal ? 'equal quantities from both are mixed' : `they are mixed in the ratio ${p} : ${q}`}, what is the ratio of ${liq} to ${oth} in the new mixture?`,
        `Mixture P has ${liq} and ${oth} in the ratio ${a}:${b}; mixture Q has them in the ratio ${c}:${d}. If ${amount} poured into a third vessel, find the ratio of ${liq} to ${oth} in it.`,
      ]);
      return { question, options: ratioOptions(ans, [[a + c, b + d], [ans[1]!, ans[0]!], [a * c, b * d]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'wider/mixture/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ x: random.int(10, 80) * 5, y: random.int(12, 120) * 5, m: random.int(10, 100) * 5, g: random.pick([10, 20, 25, 12.5, 5, 8]) }),
        (w) => w.x < w.m && w.m < w.y && isInt((w.m * (100 + w.g)) / 100) && reduce([w.y - w.m, w.m - w.x]).every((p) => p <= 30),
      );
      const z = (v.m * (100 + v.g)) / 100;
      const [thing] = random.pick([['tea'], ['rice'], ['sugar'], ['pulses']] as const);
      const question = random.pick([
        `In what ratio must a grocer mix two varieties of ${thing} worth ${rs(v.x)} a kg and ${rs(v.y)} a kg so that by selling the mixture at ${rs(z)} a kg he may gain ${num(v.g)}%?`,
        `A shopkeeper mixes ${thing} costing ${rs(v.x)}/kg with ${thing} costing ${rs(v.y)}/kg. He sells the mixture at ${rs(z)}/kg and earns a profit of ${num(v.g)} per cent. Find the ratio in which he mixed the cheaper and the dearer varieties.`,
      ]);
      return { question, options: ratioOptions([v.y - v.m, v.m - v.x], [[v.y - z, z - v.x], [v.m - v.x, v.y - v.m], [v.x, v.y]]) };
    },
  },
  {
    kind: 'mixture',
    id: 'wider/mixture/4',
    draw: (random) => {
      const form = random.int(0, 2);
      const L: Show = (x) => `${num(x)} litres`;
      if (form === 0) {
        const v = until(() => ({ V: random.int(2, 30) * 5, p: random.int(1, 12) * 5, q: random.int(2, 16) * 5 }), (w) => w.q > w.p && w.q < 100 && exact((w.V * (w.q - w.p)) / (100 - w.q)));
        const a = (v.V * (v.q - v.p)) / (100 - v.q);
        const question = random.pick([
          `In ${v.V} litres of a mixture, alcohol is ${v.p}% and the rest is water. How much pure alcohol must be added to make the alcohol ${v.q}% of the new mixture?`,
          `A ${v.V} L solution contains ${v.p}% acid. How many litres of pure acid should be added so that the solution becomes ${v.q}% acid?`,
        ]);
        return { question, options: numeric(a, [(v.V * (v.q - v.p)) / 100, (v.V * (v.q - v.p)) / v.q, (v.V * (v.q - v.p)) / v.p].filter(exact), L, 0.5) };
      }
      if (form === 1) {
        const v = until(() => ({ V: random.int(2, 30) * 5, p: random.int(2, 18) * 5, q: random.int(1, 16) * 5 }), (w) => w.q < w.p && exact((w.V * (w.p - w.q)) / w.q));
        const w = (v.V * (v.p - v.q)) / v.q;
        const question = `${v.V} litres of a mixture contains milk and water, with milk ${v.p}% of it. How much water must be added so that milk becomes ${v.q}% of the mixture?`;
        return { question, options: numeric(w, [(v.V * (v.p - v.q)) / 100, (v.V * (v.p - v.q)) / v.p, (v.V * (v.p - v.q)) / (100 - v.q)].filter(exact), L, 0.5) };
      }
      const v = until(() => ({ V: random.int(2, 40) * 5, p: random.int(1, 10), q: random.int(2, 20) }), (w) => w.q > w.p && exact(w.V - (w.V * w.p) / w.q));
      const e = v.V - (v.V * v.p) / v.q;
      const question = random.pick([
        `A ${v.V} kg solution of salt and water contains ${v.p}% salt. How much water must be evaporated so that the solution has ${v.q}% salt?`,
        `how much water to evaporate from ${v.V} kg of sea water having ${v.p}% salt so that salt becomes ${v.q}%?`,
      ]);
      return { question, options: numeric(e, [(v.V * (v.q - v.p)) / 100, (v.V * v.p) / v.q, (v.V * (v.q - v.p)) / v.q].filter(exact), unit('kg'), 0.5) };
    },
  },
];

// ---------------------------------------------------------------- relative-speed

const RELATIVE_SPEED: readonly DoubtTemplate[] = [
  {
    kind: 'relative-speed',
    id: 'wider/relative-speed/1',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(
        () => ({ s1: random.int(2, 12), s2: random.int(3, 15), l: random.int(1, 12) * 5, e: random.int(1, 12) * 5 }),
        (w) => w.s2 > w.s1 && exact((w.s1 * w.s2 * (w.l + w.e)) / (60 * (w.s2 - w.s1))) && (w.s1 * w.s2 * (w.l + w.e)) / (60 * (w.s2 - w.s1)) <= 40,
      );
      const D = (v.s1 * v.s2 * (v.l + v.e)) / (60 * (v.s2 - v.s1));
      const p = person(random);
      const question = random.pick([
        `${p.name} walking at ${v.s1} ${kmph} reaches ${p.his} office ${v.l} minutes late. If ${p.he} walks at ${v.s2} ${kmph}, ${p.he} reaches ${v.e} minutes early. How far is the office from ${p.his} house?`,
        `If a student walks from his house to school at ${v.s1} ${kmph}, he is late by ${v.l} min. If he walks at ${v.s2} ${kmph}, he reaches ${v.e} min early. Find the distance of his school from his house.`,
        `Travelling at ${v.s2} ${kmph} a cyclist arrives ${v.e} minutes before time; at ${v.s1} ${kmph} he arrives ${v.l} minutes after time. What is the length of the journey?`,
      ]);
      return {
        question,
        options: numeric(D, [(v.s1 * v.s2 * Math.abs(v.l - v.e)) / (60 * (v.s2 - v.s1)), ((v.s1 + v.s2) / 2) * ((v.l + v.e) / 60), (v.s1 * v.s2 * (v.l + v.e)) / (60 * (v.s2 + v.s1))].filter(exact), unit('km'), 0.5),
      };
    },
  },
  {
    kind: 'relative-speed',
    id: 'wider/relative-speed/2',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(
        () => ({ G: random.int(1, 30) * 25, vt: random.int(5, 12), vp: random.int(6, 16) }),
        (w) => w.vp > w.vt && isInt((w.G * w.vt) / (w.vp - w.vt)) && (w.G * w.vt) / (w.vp - w.vt) <= 3000 && quarter((w.G * 60) / ((w.vp - w.vt) * 1000)),
      );
      const run = (v.G * v.vt) / (v.vp - v.vt);
      const time = (v.G * 60) / ((v.vp - v.vt) * 1000);
      if (random.next() < 0.5) {
        const question = `A thief is spotted by a policeman from a distance of ${v.G} metres. When the policeman starts the chase, the thief also starts running. If the speed of the thief is ${v.vt} ${kmph} and that of the policeman is ${v.vp} ${kmph}, how far will the thief have run before he is overtaken?`;
        return { question, options: numeric(run, [(v.G * v.vp) / (v.vp - v.vt), (v.G * v.vt) / (v.vp + v.vt), run + v.G].filter(isInt), unit('m'), 25) };
      }
      const question = `A thief running at ${v.vt} ${kmph} is chased by a policeman whose speed is ${v.vp} ${kmph}. If the thief is ${v.G} m ahead of the policeman, the time required for the policeman to catch the thief will be`;
      return { question, options: numeric(time, [(v.G * 60) / ((v.vp + v.vt) * 1000), (v.G * 60) / (v.vp * 1000), time * 60].filter(quarter), mins, 0.5) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'wider/relative-speed/3',
    draw: (random) => {
      const v = until(
        () => ({ L: random.int(2, 30) * 20, a: random.int(2, 12), b: random.int(1, 10) }),
        (w) => w.a > w.b && quarter(w.L / (w.a - w.b)) && quarter(w.L / (w.a + w.b)),
      );
      const same = random.next() < 0.5;
      const answer = same ? v.L / (v.a - v.b) : v.L / (v.a + v.b);
      const question = same
        ? random.pick([
            `Two athletes start running simultaneously from the same point on a circular track of ${v.L} m in the same direction at ${v.a} m/s and ${v.b} m/s. After how many seconds will they meet for the first time?`,
            `On a ${v.L} metre circular track, A runs at ${v.a} m/s and B at ${v.b} m/s. Starting together from one point and running in the same direction, when will A first overtake B?`,
          ])
        : `Two cyclists go round a circular path of length ${v.L} m. Their speeds are ${v.a} m/s and ${v.b} m/s. If they start together from the same point in opposite directions, after how much time will they first meet?`;
      const other = same ? v.L / (v.a + v.b) : v.L / (v.a - v.b);
      return { question, options: numeric(answer, [other, v.L / v.a, v.L / v.b].filter(quarter), (x) => `${num(x)} seconds`) };
    },
  },
  {
    kind: 'relative-speed',
    id: 'wider/relative-speed/4',
    draw: (random) => {
      const FR = [[3, 4], [4, 5], [2, 3], [5, 6], [3, 5]] as const;
      const [p, q] = random.pick(FR);
      const slow = random.next() < 0.6;
      const late = until(() => random.int(1, 12) * 5, (x) => isInt(slow ? (x * p) / (q - p) : (x * q) / (q - p)) && (slow ? (x * p) / (q - p) : (x * q) / (q - p)) <= 180);
      const T = slow ? (late * p) / (q - p) : (late * q) / (q - p);
      const who = person(random);
      const question = slow
        ? random.pick([
            `Walking at ${fracText(random, p, q)} of ${who.his} usual speed, ${who.name} reaches ${who.his} office ${late} minutes late. Find ${who.his} usual time to reach the office.`,
            `If a train runs at ${p}/${q} of its usual speed, it reaches its destination ${late} minutes late. What is its usual time for the journey?`,
          ])
        : `By walking at ${fracText(random, q, p)} of ${who.his} usual speed, ${who.name} reaches school ${late} minutes early. What is ${who.his} usual time to reach school?`;
      const wrong = slow ? [(late * q) / (q - p), (late * p) / q, late * (q - p)] : [(late * p) / (q - p), (late * q) / p, late * q];
      return { question, options: numeric(T, wrong.filter(isInt), mins, 5) };
    },
  },
];

// ---------------------------------------------------------------- time-work

const days: Show = (x) => `${num(x)} days`;

const TIME_WORK: readonly DoubtTemplate[] = [
  {
    kind: 'time-work',
    id: 'wider/time-work/1',
    draw: (random) => {
      const v = until(
        () => ({ m1: random.int(4, 30), h1: random.int(5, 10), d1: random.int(6, 40), m2: random.int(4, 30), h2: random.int(5, 10) }),
        (w) => w.m1 !== w.m2 && isInt((w.m1 * w.h1 * w.d1) / (w.m2 * w.h2)) && (w.m1 * w.h1 * w.d1) / (w.m2 * w.h2) !== w.d1 && (w.m1 * w.h1 * w.d1) / (w.m2 * w.h2) <= 90,
      );
      const d2 = (v.m1 * v.h1 * v.d1) / (v.m2 * v.h2);
      const question = random.pick([
        `If ${v.m1} men working ${v.h1} hours a day can finish a piece of work in ${v.d1} days, in how many days will ${v.m2} men working ${v.h2} hours a day finish it?`,
        `${v.m1} labourers, working ${v.h1} hrs/day, build a wall in ${v.d1} days. How many days will ${v.m2} labourers take to build the same wall working ${v.h2} hrs/day?`,
        `pls solve — ${v.m1} workers × ${v.h1} hours daily = job done in ${v.d1} days. then ${v.m2} workers working ${v.h2} hours daily will take how many days?`,
      ]);
      return { question, options: numeric(d2, [(v.m1 * v.d1) / v.m2, (v.m2 * v.h2 * v.d1) / (v.m1 * v.h1), (v.m1 * v.d1 * v.h2) / (v.m2 * v.h1)].filter(isInt), days) };
    },
  },
  {
    kind: 'time-work',
    id: 'wider/time-work/2',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(6, 40), b: random.int(6, 40), t: random.int(3, 15) }),
        (w) => w.a !== w.b && w.t < Math.min(w.a, w.b) && 1 / w.t - 1 / w.a - 1 / w.b > 0 && isInt(1 / (1 / w.t - 1 / w.a - 1 / w.b)) && 1 / (1 / w.t - 1 / w.a - 1 / w.b) <= 90,
      );
      const c = Math.round(1 / (1 / v.t - 1 / v.a - 1 / v.b));
      const question = random.pick([
        `A man can do a job in ${v.a} days and a woman in ${v.b} days. With the help of a boy they finish it together in ${v.t} days. In how many days can the boy alone do it?`,
        `A and B can complete a task in ${v.a} and ${v.b} days respectively. With the help of C, they finish it in ${v.t} days. How long would C alone take?`,
      ]);
      return { question, options: numeric(c, [v.a + v.b - v.t, (v.a * v.b) / (v.a + v.b), v.t * 3].filter(isInt), days) };
    },
  },
  {
    kind: 'time-work',
    id: 'wider/time-work/3',
    draw: (random) => {
      const v = until(
        () => ({ a: random.int(8, 40), x: random.int(2, 12), r: random.int(4, 30) }),
        (w) => w.x < w.a && isInt((w.r * w.a) / (w.a - w.x)) && (w.r * w.a) / (w.a - w.x) !== w.a,
      );
      const b = (v.r * v.a) / (v.a - v.x);
      const together = (v.a * b) / (v.a + b);
      const [p, q] = names(random, 2) as [string, string];
      const askTogether = exact(together) && random.next() < 0.35;
      const base = `${p} can do a piece of work in ${v.a} days. ${p} works at it for ${v.x} days and then ${q} alone finishes the remaining work in ${v.r} days.`;
      const question = askTogether ? `${base} In how many days can ${p} and ${q} together finish the whole work?` : random.pick([`${base} In how many days can ${q} alone do the whole work?`, `${q} finished a job in ${v.r} days after ${p}, who could do the whole job alone in ${v.a} days, had worked on it for ${v.x} days. How long would ${q} take to do the whole job alone?`]);
      const answer = askTogether ? together : b;
      return { question, options: numeric(answer, askTogether ? [b, (v.a + b) / 2, v.x + v.r] : [v.r + v.x, (v.r * v.a) / v.x, v.a - v.x + v.r].filter(isInt), days) };
    },
  },
  {
    kind: 'time-work',
    id: 'wider/time-work/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(() => ({ a: random.int(4, 30), b: random.int(4, 30) }), (w) => w.a !== w.b);
      const [p, q] = reduce([v.b, v.a]) as [number, number];
      const wage = (p + q) * until(() => random.int(1, 200) * 10, (u) => (p + q) * u >= 500 && (p + q) * u <= 30_000);
      const askA = random.next() < 0.5;
      const question = random.pick([
        `A can do a piece of work in ${v.a} days and B in ${v.b} days. They work together and get ${rs(wage)} for the job. What is ${askA ? "A's" : "B's"} share?`,
        `${rs(wage)} is paid for a job that A alone could finish in ${v.a} days and B alone in ${v.b} days. If they do it together and share the money according to the work done, how much does ${askA ? 'A' : 'B'} get?`,
      ]);
      const right = askA ? (wage * p) / (p + q) : (wage * q) / (p + q);
      return { question, options: numeric(right, [wage - right, askA ? (wage * v.a) / (v.a + v.b) : (wage * v.b) / (v.a + v.b), wage / 2].filter(exact), rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- trains

const TRAINS: readonly DoubtTemplate[] = [
  {
    kind: 'trains',
    id: 'wider/trains/1',
    draw: (random) => {
      const v = until(() => ({ s: random.int(5, 30), t1: random.int(5, 20), P: random.int(5, 60) * 10 }), (w) => isInt(w.P / w.s) && w.P / w.s >= 4);
      const t2 = v.t1 + v.P / v.s;
      const L = v.s * v.t1;
      const askSpeed = random.next() < 0.35;
      const question = random.pick([
        `A train passes a man standing on a platform in ${v.t1} seconds and also crosses the platform which is ${v.P} metres long in ${t2} seconds. ${askSpeed ? 'What is the speed of the train in km/h?' : 'Find the length of the train.'}`,
        `A train crosses a platform ${v.P} m long in ${t2} sec and a lamp post on it in ${v.t1} sec. ${askSpeed ? 'Speed of the train (in kmph)?' : 'What is the length of the train?'}`,
      ]);
      if (askSpeed) return { question, options: numeric((v.s * 18) / 5, [v.s, (v.P / t2) * 3.6, ((L + v.P) / v.t1) * 3.6].filter(exact), unit('km/h'), 3.6) };
      return { question, options: numeric(L, [(v.P * v.t1) / t2, v.P - L, (v.P / t2) * v.t1].filter(exact), unit('m'), 10) };
    },
  },
  {
    kind: 'trains',
    id: 'wider/trains/2',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(() => ({ L: random.int(5, 40) * 10, t: random.int(5, 30), m: random.int(2, 9), same: random.next() < 0.6 }), (w) => isInt(((w.L / w.t) * 18) / 5) && ((w.L / w.t) * 18) / 5 > w.m + 10);
      const rel = ((v.L / v.t) * 18) / 5;
      const speed = v.same ? rel + v.m : rel - v.m;
      if (speed < 20) return { question: `A train ${v.L} m long passes a telegraph pole in ${v.t} seconds. Find its speed in ${kmph}.`, options: numeric(rel, [v.L / v.t, rel + 5, rel / 2], (x) => `${num(x)} ${kmph}`) };
      const question = random.pick([
        `A ${v.L} m long train passes a man running at ${v.m} ${kmph} in ${v.same ? 'the same direction in which the train is going' : 'the direction opposite to that of the train'} in ${v.t} seconds. What is the speed of the train?`,
        `A man is walking at ${v.m} ${kmph} ${v.same ? 'in the same direction as' : 'in the opposite direction to'} a train which is ${v.L} metres long. The train passes him in ${v.t} sec. Find the speed of the train.`,
      ]);
      return { question, options: numeric(speed, [rel, v.same ? rel - v.m : rel + v.m, v.L / v.t], (x) => `${num(x)} ${kmph}`) };
    },
  },
  {
    kind: 'trains',
    id: 'wider/trains/3',
    draw: (random) => {
      const [a, b] = until(() => [random.int(2, 5), random.int(2, 5)], ([x, y]) => x !== y && gcd(x, y) === 1);
      const [t1, t2] = [a * a, b * b];
      const [c1, c2] = random.pick([['Howrah', 'Patna'], ['Delhi', 'Jaipur'], ['Mumbai', 'Pune'], ['Chennai', 'Bengaluru'], ['Lucknow', 'Kanpur']] as const);
      const question = random.pick([
        `Two trains start at the same time from ${c1} and ${c2} and proceed towards each other. After passing each other they complete their journeys in ${t1} hours and ${t2} hours respectively. Find the ratio of the speed of the first train to that of the second.`,
        `Two trains, one from ${c1} to ${c2} and the other from ${c2} to ${c1}, start simultaneously. After they meet, the trains reach their destinations after ${t1} hrs and ${t2} hrs respectively. The ratio of their speeds is`,
      ]);
      return { question, options: ratioOptions([b, a], [[a, b], [t2, t1], [t1, t2]]) };
    },
  },
  {
    kind: 'trains',
    id: 'wider/trains/4',
    draw: (random) => {
      const kmph = random.pick(KMPH);
      const v = until(
        () => ({ v1: random.int(6, 20) * 9, v2: random.int(4, 16) * 9, t: random.int(6, 30), L2: random.int(5, 30) * 10, opp: random.next() < 0.6 }),
        (w) => {
          const rel = ((w.opp ? w.v1 + w.v2 : w.v1 - w.v2) * 5) / 18;
          return w.v1 > w.v2 && rel * w.t - w.L2 >= 50 && isInt(rel * w.t);
        },
      );
      const rel = ((v.opp ? v.v1 + v.v2 : v.v1 - v.v2) * 5) / 18;
      const L1 = rel * v.t - v.L2;
      const question = `A train running at ${v.v1} ${kmph} crosses another train of length ${v.L2} m, running ${v.opp ? 'in the opposite direction' : 'in the same direction'} at ${v.v2} ${kmph}, in ${v.t} seconds. What is the length of the first train?`;
      const other = (((v.opp ? v.v1 - v.v2 : v.v1 + v.v2) * 5) / 18) * v.t - v.L2;
      return { question, options: numeric(L1, [rel * v.t, other, ((v.v1 * 5) / 18) * v.t - v.L2].filter(isInt), unit('m'), 10) };
    },
  },
];

// ---------------------------------------------------------------- number-system

const NUMBER_SYSTEM: readonly DoubtTemplate[] = [
  {
    kind: 'number-system',
    id: 'wider/number-system/1',
    draw: (random) => {
      const v = until(
        () => ({ h: random.int(7, 40), p: random.int(2, 12), q: random.int(2, 12), r1: random.int(1, 9), r2: random.int(1, 9) }),
        (w) => w.p !== w.q && gcd(w.p, w.q) === 1 && w.r1 < w.h && w.r2 < w.h && w.r1 !== w.r2 && w.h * w.p + w.r1 < 1000 && w.h * w.q + w.r2 < 1000,
      );
      const [x, y] = [v.h * v.p + v.r1, v.h * v.q + v.r2];
      const question = random.pick([
        `Find the largest number which divides ${x} and ${y} leaving remainders ${v.r1} and ${v.r2} respectively.`,
        `What is the greatest number that will divide ${x} and ${y} so as to leave ${v.r1} and ${v.r2} as remainders respectively?`,
        `largest no. that divides ${x} & ${y} and leaves remainder ${v.r1} and ${v.r2} resp. = ?? (HCF q)`,
      ]);
      return { question, options: numeric(v.h, [gcd(x, y), gcd(x - v.r2, y - v.r1), v.h * 2].filter((z) => z !== v.h), String) };
    },
  },
  {
    kind: 'number-system',
    id: 'wider/number-system/2',
    draw: (random) => {
      const v = until(
        () => ({ ds: random.shuffle([4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25]).slice(0, 3), r: random.int(1, 9) }),
        (w) => w.ds.every((d) => d > w.r) && w.ds.reduce((a, b) => lcm(a, b), 1) <= 720,
      );
      const L = v.ds.reduce((a, b) => lcm(a, b), 1);
      const list = `${v.ds[0]}, ${v.ds[1]} and ${v.ds[2]}`;
      if (random.next() < 0.5) {
        const smallest4 = Math.ceil(1000 / L) * L;
        const question = random.pick([
          `Find the smallest 4-digit number which is exactly divisible by ${list}.`,
          `What is the least number of four digits that is divisible by each of ${list}?`,
        ]);
        return { question, options: numeric(smallest4, [L, smallest4 + L, 1000 + L, Math.floor(9999 / L) * L], String) };
      }
      const greatest4 = Math.floor(9999 / L) * L + v.r;
      const fixed = greatest4 > 9999 ? greatest4 - L : greatest4;
      const question = `Find the greatest number of four digits which when divided by ${list} leaves a remainder of ${v.r} in each case.`;
      return { question, options: numeric(fixed, [fixed - v.r, fixed - L, 9999 - v.r], String) };
    },
  },
  {
    kind: 'number-system',
    id: 'wider/number-system/3',
    draw: (random) => {
      const v = until(
        () => ({ d: random.int(3, 23), k: random.int(3, 12), r: random.int(1, 200) }),
        (w) => w.r < w.d * w.k && w.r >= w.d && w.r % w.d !== 0,
      );
      const D = v.d * v.k;
      const ans = v.r % v.d;
      const question = random.pick([
        `A number when divided by ${D} leaves a remainder of ${v.r}. What will be the remainder when the same number is divided by ${v.d}?`,
        `On dividing a certain number by ${D}, we get ${v.r} as remainder. What will be the remainder when this number is divided by ${v.d}?`,
        `if N mod ${D} = ${v.r}, find N mod ${v.d}`,
      ]);
      return { question, options: four(String(ans), [String(v.r - v.d), String(v.d - ans), String(v.k)].filter((x) => Number(x) >= 0 && Number(x) !== ans), (k) => String((ans + k) % v.d === ans ? ans + k + 1 : (ans + k) % v.d)) };
    },
  },
  {
    kind: 'number-system',
    id: 'wider/number-system/4',
    draw: (random) => {
      const v = until(
        () => ({ h: random.int(2, 30), p: random.int(2, 15), q: random.int(2, 15) }),
        (w) => w.p !== w.q && gcd(w.p, w.q) === 1 && w.h * w.p * w.q <= 2000,
      );
      const [x, y] = [v.h * v.p, v.h * v.q];
      const L = v.h * v.p * v.q;
      if (random.next() < 0.5) {
        const question = random.pick([
          `The HCF and LCM of two numbers are ${v.h} and ${L} respectively. If one of the numbers is ${x}, find the other.`,
          `LCM of two numbers = ${L}, HCF = ${v.h}. One number is ${x}. The other number is`,
        ]);
        return { question, options: numeric(y, [L / v.h, (L * v.h) / x / v.h + v.h, L - x].filter(isInt), String) };
      }
      const question = `The product of two numbers is ${ind(x * y)} and their HCF is ${v.h}. Find their LCM.`;
      return { question, options: numeric(L, [(x * y) / (v.h * v.h), x * y * v.h, L + v.h].filter((z) => isInt(z) && z < 1e7), String) };
    },
  },
];

// ---------------------------------------------------------------- mensuration

const MENSURATION: readonly DoubtTemplate[] = [
  {
    kind: 'mensuration',
    id: 'wider/mensuration/1',
    draw: (random) => {
      const L = random.int(20, 80);
      const w = random.pick([1, 1.5, 2, 2.5, 3, 3.5, 4]);
      const B = until(() => random.int(8, 60), (b) => b < L && b >= 2 * w + 4);
      const outside = random.next() < 0.6;
      const area = outside ? (L + 2 * w) * (B + 2 * w) - L * B : L * B - (L - 2 * w) * (B - 2 * w);
      const sq: Show = (x) => `${num(x)} sq m`;
      const question = outside
        ? random.pick([
            `A rectangular garden ${L} m long and ${B} m wide has a path ${num(w)} m wide running all around it on the outside. Find the area of the path.`,
            `A lawn is ${L} m by ${B} m. A gravel path ${num(w)} m wide is built around it, outside the lawn. What is the area of the path?`,
          ])
        : `A rectangular park is ${L} m × ${B} m. A path ${num(w)} m wide is laid all around inside the park along its boundary. Find the area of the path.`;
      const other = outside ? L * B - (L - 2 * w) * (B - 2 * w) : (L + 2 * w) * (B + 2 * w) - L * B;
      return { question, options: numeric(area, [other, 2 * w * (L + B), (L + w) * (B + w) - L * B], sq, 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'wider/mensuration/2',
    draw: (random) => {
      const r = random.pick([7, 14, 21, 28, 35, 42, 49, 56, 63, 70]);
      const circ = (2 * 22 * r) / 7;
      const n = until(() => random.int(50, 3000), (k) => (k * circ) % 1000 === 0 || (k * circ) % 100 === 0);
      const dist = n * circ;
      const distText = dist >= 1000 && random.next() < 0.6 ? `${num(dist / 100_000)} km` : `${num(dist / 100)} m`;
      const question = random.pick([
        `The radius of a wheel is ${r} cm. How many revolutions will it make in covering ${distText}? (Take π = 22/7)`,
        `A cycle wheel of radius ${r} cm covers ${distText}. Find the number of revolutions made by the wheel.`,
        `how many times will a wheel of diameter ${2 * r} cm rotate to cover ${distText}?? use pi = 22/7`,
      ]);
      return { question, options: numeric(n, [n * 2, n / 2, dist / ((22 * r * r) / 7)].filter(isInt), String) };
    },
  },
  {
    kind: 'mensuration',
    id: 'wider/mensuration/3',
    draw: (random) => {
      const rs = money(random);
      const [l, b] = until(() => [random.int(6, 20), random.int(4, 15)], ([x, y]) => x > y);
      const h = random.int(3, 6);
      const rate = random.pick([5, 8, 10, 12, 15, 20, 25, 30, 40, 50]);
      const walls = 2 * h * (l + b);
      const question = random.pick([
        `A room is ${l} m long, ${b} m broad and ${h} m high. Find the cost of painting its four walls at ${rs(rate)} per square metre.`,
        `Find the cost of whitewashing the four walls of a hall ${l} m × ${b} m × ${h} m (length × breadth × height) at the rate of ${rs(rate)} per m².`,
        `room dims ${l} m, ${b} m, ${h} m high. painting cost of 4 walls @ ${rs(rate)}/sq m = ?`,
      ]);
      return { question, options: numeric(walls * rate, [(walls + l * b) * rate, h * (l + b) * rate, l * b * h * rate], rs, rate * 2) };
    },
  },
  {
    kind: 'mensuration',
    id: 'wider/mensuration/4',
    draw: (random) => {
      const v = until(() => ({ r: random.pick([0.7, 1.4, 2.1, 2.8, 3.5, 0.35, 1.05]), h: random.pick([1, 1.5, 2, 2.5, 3, 4, 5, 6]) }), (w) => isInt((22 / 7) * w.r * w.r * w.h * 1000));
      const litres = Math.round((22 / 7) * v.r * v.r * v.h * 1000);
      if (random.next() < 0.55) {
        const question = random.pick([
          `A cylindrical water tank has a base radius of ${num(v.r)} m and a height of ${num(v.h)} m. How many litres of water can it hold? (π = 22/7)`,
          `What is the capacity in litres of a cylindrical tank whose radius is ${num(v.r * 100)} cm and height ${num(v.h)} m?`,
        ]);
        return { question, options: numeric(litres, [litres / 1000, 2 * Math.round((22 / 7) * v.r * v.h * 1000), litres * 2].filter(isInt), unit('litres'), 100) };
      }
      const question = `A cylindrical tank of base radius ${num(v.r)} m holds ${ind(litres)} litres of water when full. Find the depth of the tank. (Take π = 22/7)`;
      return { question, options: numeric(v.h, [v.h * 2, v.h / 2, v.h + 1], (x) => `${num(x)} m`, 0.5) };
    },
  },
];

// ---------------------------------------------------------------- percent-change

const PERCENT_CHANGE: readonly DoubtTemplate[] = [
  {
    kind: 'percent-change',
    id: 'wider/percent-change/1',
    draw: (random) => {
      const r = random.pick([5, 10, 20, 25, 40, 50, 60, 75, 100, 150]);
      const less = (r / (100 + r)) * 100;
      const [x, y] = names(random, 2) as [string, string];
      const [thing] = random.pick([['salary'], ['income'], ['monthly pocket money'], ['weight']] as const);
      const question = random.pick([
        `If ${x}'s ${thing} is ${r}% more than ${y}'s, then by what percent is ${y}'s ${thing} less than ${x}'s?`,
        `${y}'s ${thing} is less than ${x}'s. ${x}'s ${thing} is ${r} per cent more than ${y}'s. Find how much per cent ${y}'s ${thing} is less than ${x}'s.`,
        `A is ${r}% more than B. B is how much % less than A?`,
      ]);
      return { question, options: numeric(r2(less), [r, (r / (100 - Math.min(r, 50))) * 100, 100 - r].filter((z) => exact(r2(z))).map(r2), pct, 1) };
    },
  },
  {
    kind: 'percent-change',
    id: 'wider/percent-change/2',
    draw: (random) => {
      const up = random.next() < 0.65;
      const r = random.pick(up ? [10, 20, 25, 30, 40, 50, 60, 100] : [10, 20, 25, 30, 40, 50, 60]);
      const answer = up ? (r / (100 + r)) * 100 : (r / (100 - r)) * 100;
      const [item] = random.pick([['sugar'], ['petrol'], ['edible oil'], ['rice']] as const);
      const question = up
        ? random.pick([
            `If the price of ${item} increases by ${r}%, by how much per cent must a household reduce its consumption of ${item} so as not to increase its expenditure?`,
            `The price of ${item} has gone up by ${r} percent. By what percent should a family cut down its consumption so that the expenditure on ${item} remains the same?`,
          ])
        : `If the price of ${item} falls by ${r}%, by how much per cent can a household increase its consumption so that its expenditure on ${item} stays the same?`;
      return { question, options: numeric(r2(answer), [r, up ? (r / (100 - r)) * 100 : (r / (100 + r)) * 100, r / 2].filter((z) => z < 1000).map(r2), pct, 1) };
    },
  },
  {
    kind: 'percent-change',
    id: 'wider/percent-change/3',
    draw: (random) => {
      const v = until(() => ({ a: random.int(2, 20), b: random.int(2, 24) }), (w) => w.a !== w.b && exact(((w.b - w.a) / w.a) * 100) && Math.abs(w.b - w.a) <= 8);
      const answer = ((v.b - v.a) / v.a) * 100;
      const up = answer > 0;
      const [thing] = random.pick([['the repo rate of a bank'], ['the GST rate on an item'], ['the interest rate on a fixed deposit'], ['the unemployment rate of a state']] as const);
      const question = random.pick([
        `${cap(thing)} changed from ${v.a}% to ${v.b}%. By what percent did it ${up ? 'increase' : 'decrease'}?`,
        `When ${thing} goes from ${v.a} per cent to ${v.b} per cent, what is the percentage ${up ? 'increase' : 'decrease'} in the rate?`,
      ]);
      return { question, options: numeric(Math.abs(answer), [Math.abs(v.b - v.a), (Math.abs(v.b - v.a) / v.b) * 100, Math.abs(v.b - v.a) * 10].filter(exact), pct) };
    },
  },
  {
    kind: 'percent-change',
    id: 'wider/percent-change/4',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const [part, whole] = until(() => [random.int(1, 23) * 5, random.pick([1, 2, 3, 4, 5]) * 60], ([p, w]) => p < w && exact((p / w) * 100));
        const hrs = whole / 60;
        const question = random.pick([`What percent of ${hrs === 1 ? '1 hour' : `${hrs} hours`} is ${part} minutes?`, `${part} min is what % of ${hrs} hr${hrs === 1 ? '' : 's'}?`]);
        return { question, options: numeric((part / whole) * 100, [(part / hrs), (part / (hrs * 100)) * 100, ((whole - part) / whole) * 100].filter(exact), pct) };
      }
      if (form === 1) {
        const [g, kg] = until(() => [random.int(1, 39) * 25, random.pick([1, 2, 4, 5])], ([p, w]) => p < w * 1000 && exact((p / (w * 1000)) * 100));
        const question = `Express ${g} g as a percentage of ${kg} kg.`;
        return { question, options: numeric((g / (kg * 1000)) * 100, [g / kg, (g / (kg * 100)) * 100, ((kg * 1000 - g) / (kg * 1000)) * 100].filter(exact), pct) };
      }
      const [p, r] = until(() => [random.int(1, 40) * 25, random.int(2, 40)], ([x, y]) => x < y * 100 && exact((x / (y * 100)) * 100));
      const question = `What per cent of ₹${r} is ${p} paise?`;
      return { question, options: numeric((p / (r * 100)) * 100, [p / r, (p / (r * 10)) * 100, (r / p) * 100].filter(exact), pct) };
    },
  },
];

// ---------------------------------------------------------------- reverse-percent

const REVERSE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'reverse-percent',
    id: 'wider/reverse-percent/1',
    draw: (random) => {
      const v = until(() => ({ p: random.int(51, 70), T: random.int(10, 200) * 100, inv: random.pick([0, 0, 10, 20, 5]) }), (w) => isInt(((w.T * (100 - w.inv)) / 100) * ((2 * w.p - 100) / 100)));
      const valid = (v.T * (100 - v.inv)) / 100;
      const margin = (valid * (2 * v.p - 100)) / 100;
      const question =
        v.inv === 0
          ? random.pick([
              `In an election between two candidates, one got ${v.p}% of the total votes and won by ${ind(margin)} votes. What was the total number of votes polled?`,
              `Two candidates contested a panchayat election. The winner secured ${v.p} per cent of the votes and defeated the loser by a margin of ${ind(margin)} votes. Find the total number of votes cast.`,
            ])
          : `In an election between two candidates, ${v.inv}% of the votes cast were declared invalid. The winner got ${v.p}% of the valid votes and won by ${ind(margin)} votes. How many votes were cast in all?`;
      return { question, options: numeric(v.T, [valid, (margin * 100) / v.p, (margin * 100) / (100 - v.p)].filter(isInt), (x) => ind(x), 100) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'wider/reverse-percent/2',
    draw: (random) => {
      const v = until(() => ({ p: random.pick([30, 33, 35, 36, 40, 45, 50]), M: random.int(2, 20) * 50, f: random.int(5, 40) }), (w) => isInt((w.p * w.M) / 100) && (w.p * w.M) / 100 - w.f >= (w.p * w.M) / 200);
      const pass = (v.p * v.M) / 100;
      const got = pass - v.f;
      const p = person(random);
      const question = random.pick([
        `A student has to secure ${v.p}% marks to pass. ${p.name} gets ${got} marks and fails by ${v.f} marks. What are the maximum marks?`,
        `To pass an exam a candidate needs ${v.p} percent of the total marks. ${cap(p.he)} scored ${got} and failed by ${v.f} marks. Find the maximum marks of the exam.`,
        `pass marks ${v.p}%. got ${got}, failed by ${v.f}. max marks?`,
      ]);
      return { question, options: numeric(v.M, [(got * 100) / v.p, ((got - v.f) * 100) / v.p, pass * 2].filter(isInt), String, 50) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'wider/reverse-percent/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([10, 20, 25, 30, 40, 50]), b: random.pick([10, 20, 25, 40, 50]), c: random.pick([10, 20, 25, 40, 50]), S: random.int(10, 200) * 1000 }),
        (w) => isInt((w.S * (100 - w.a) * (100 - w.b) * (100 - w.c)) / 1e6),
      );
      const left = (v.S * (100 - v.a) * (100 - v.b) * (100 - v.c)) / 1e6;
      const p = person(random);
      const question = random.pick([
        `${p.name} spends ${v.a}% of ${p.his} monthly salary on food, ${v.b}% of the remaining on house rent and ${v.c}% of the remainder on travel. ${cap(p.he)} is left with ${rs(left)}. What is ${p.his} monthly salary?`,
        `After spending ${v.a}% of his income on household items, ${v.b}% of the rest on children's fees and ${v.c}% of what remained on medicines, a man has ${rs(left)} left. Find his income.`,
      ]);
      const naive = (left * 100) / (100 - v.a - v.b - v.c);
      return { question, options: numeric(v.S, [naive, left + (left * (v.a + v.b + v.c)) / 100, (left * 100) / (100 - v.a)].filter((z) => exact(z) && z > 0), rs, 1000) };
    },
  },
  {
    kind: 'reverse-percent',
    id: 'wider/reverse-percent/4',
    draw: (random) => {
      const rs = money(random);
      const g = random.pick([5, 12, 18, 28]);
      const base = until(() => random.int(10, 5000) * 10, (b) => isInt((b * (100 + g)) / 100));
      const paid = (base * (100 + g)) / 100;
      const [item] = random.pick([['mobile phone'], ['pair of shoes'], ['microwave oven'], ['laptop bag'], ['restaurant bill']] as const);
      const question = random.pick([
        `The price of a ${item} including ${g}% GST is ${rs(paid)}. What is its price before GST?`,
        `${cap(random.pick(WOMEN))} paid ${rs(paid)} for a ${item}; this amount is inclusive of GST at ${g}%. Find the price of the ${item} excluding GST.`,
        `bill amt ${rs(paid)} incl. ${g}% GST. amount without GST = ?`,
      ]);
      return { question, options: numeric(base, [paid - (paid * g) / 100, (paid * g) / (100 + g), paid / (1 + g / 1000)].filter(exact), rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- successive-percent

const SUCCESSIVE_PERCENT: readonly DoubtTemplate[] = [
  {
    kind: 'successive-percent',
    id: 'wider/successive-percent/1',
    draw: (random) => {
      const a = random.pick([10, 15, 20, 25, 30, 40, 50]);
      const b = random.pick([5, 10, 15, 20, 25, 30]);
      const net = ((100 + a) * (100 - b)) / 100 - 100;
      const [item] = random.pick([['a commodity'], ['onions'], ['cooking gas'], ['milk']] as const);
      const question = random.pick([
        `The price of ${item} increases by ${a}% and its consumption decreases by ${b}%. What is the effect on the expenditure?`,
        `A family's consumption of ${item} goes down by ${b} per cent while its price goes up by ${a} per cent. By what per cent does the family's spending on ${item} change?`,
      ]);
      return { question, options: four(change(net), [change(a - b), change(-net), change(a + b)], (k) => change(net + k)) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'wider/successive-percent/2',
    draw: (random) => {
      const rates = [random.pick([5, 10, 15, 20]), random.pick([5, 10, 20, 25]), -random.pick([5, 10, 20])];
      const P = until(() => random.int(5, 200) * 1000, (p) => exact((p * (100 + rates[0]!) * (100 + rates[1]!) * (100 + rates[2]!)) / 1e6) && isInt((p * (100 + rates[0]!) * (100 + rates[1]!) * (100 + rates[2]!)) / 1e6));
      const final = (P * (100 + rates[0]!) * (100 + rates[1]!) * (100 + rates[2]!)) / 1e6;
      const [r1, r2v, r3] = rates as [number, number, number];
      const question = random.pick([
        `The population of a town is ${ind(P)}. It increases by ${r1}% in the first year and by ${r2v}% in the second year, and then decreases by ${-r3}% in the third year. What is the population after three years?`,
        `A town had ${ind(P)} people. Its population rose ${r1}% in year 1, rose ${r2v}% in year 2 and fell ${-r3}% in year 3 due to migration. Find the population at the end of year 3.`,
      ]);
      const simple = (P * (100 + r1 + r2v + r3)) / 100;
      return { question, options: numeric(final, [simple, (P * (100 + r1) * (100 + r2v)) / 1e4, (P * (100 + r1) * (100 + r2v) * (100 - r3)) / 1e6].filter(isInt), ind, 100) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'wider/successive-percent/3',
    draw: (random) => {
      const a = random.pick([10, 20, 25, 30, 40, 50]);
      const b = random.pick([10, 20, 25, 30, 40]);
      const incB = random.next() < 0.3;
      const net = ((100 + a) * (incB ? 100 + b : 100 - b)) / 100 - 100;
      const [shape, d1, d2] = random.pick([['rectangle', 'length', 'breadth'], ['rectangular field', 'length', 'width'], ['triangle', 'base', 'height']] as const);
      const question = random.pick([
        `If the ${d1} of a ${shape} is increased by ${a}% and its ${d2} is ${incB ? 'increased' : 'decreased'} by ${b}%, what is the percentage change in its area?`,
        `The ${d1} of a ${shape} goes up by ${a} per cent and the ${d2} goes ${incB ? 'up' : 'down'} by ${b} per cent. Find the per cent change in area.`,
      ]);
      return { question, options: four(change(net), [change(incB ? a + b : a - b), change(-net), change(net + 10)], (k) => change(net + k)) };
    },
  },
  {
    kind: 'successive-percent',
    id: 'wider/successive-percent/4',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([10, 20, 25, 30]);
      const loss = (r * r) / 100;
      const S = until(() => random.int(10, 500) * 100, (s) => isInt((s * loss) / 100));
      const lost = (S * loss) / 100;
      const p = person(random);
      const question = random.pick([
        `${p.name}'s salary was first increased by ${r}% and then reduced by ${r}%. In all ${p.he} lost ${rs(lost)}. What was ${p.his} original salary?`,
        `The salary of a worker is first raised by ${r}% and later cut by ${r}%. If he finally gets ${rs(lost)} less than what he got at first, find his original salary.`,
      ]);
      return { question, options: numeric(S, [(lost * 100) / r, S - lost, (lost * 100) / (2 * r)].filter(exact), rs, 100) };
    },
  },
];

// ---------------------------------------------------------------- profit-loss

const PROFIT_LOSS: readonly DoubtTemplate[] = [
  {
    kind: 'profit-loss',
    id: 'wider/profit-loss/1',
    draw: (random) => {
      const spGain = random.next() < 0.6;
      const v = until(
        () => ({ n: random.int(10, 60), k: random.int(2, 20) }),
        (w) => w.k < w.n / 2 && exact((w.k / (w.n - w.k)) * 100) && exact((w.k / w.n) * 100),
      );
      const answer = spGain ? (v.k / (v.n - v.k)) * 100 : (v.k / v.n) * 100;
      const [item, u] = random.pick([['cloth', 'metres'], ['rice', 'kg'], ['pens', ''], ['mangoes', '']] as const);
      const qty = (x: number): string => (u === '' ? `${x} ${item}` : `${x} ${u}`);
      const question = spGain
        ? `By selling ${qty(v.n)}${u === '' ? '' : ` of ${item}`}, a shopkeeper gains the selling price of ${qty(v.k)}. Find his gain per cent.`
        : `By selling ${qty(v.n)}${u === '' ? '' : ` of ${item}`}, a trader gains the cost price of ${qty(v.k)}. What is his gain percent?`;
      const other = spGain ? (v.k / v.n) * 100 : (v.k / (v.n - v.k)) * 100;
      return { question, options: numeric(r2(answer), [other, (v.k / (v.n + v.k)) * 100, (v.n / v.k) * 10].filter(exact), pct) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'wider/profit-loss/2',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ x: random.int(2, 12), a: random.int(5, 60), y: random.int(2, 12), b: random.int(5, 60) }),
        (w) => {
          const cp = w.a / w.x;
          const sp = w.b / w.y;
          return w.x !== w.y && cp !== sp && exact(((sp - cp) / cp) * 100) && Math.abs(((sp - cp) / cp) * 100) <= 60;
        },
      );
      const cp = v.a / v.x;
      const sp = v.b / v.y;
      const g = ((sp - cp) / cp) * 100;
      const [fruit] = random.pick([['oranges'], ['bananas'], ['lemons'], ['eggs'], ['apples']] as const);
      const question = random.pick([
        `A vendor bought ${fruit} at ${v.x} for ${rs(v.a)} and sold them at ${v.y} for ${rs(v.b)}. Find his ${g > 0 ? 'gain' : 'loss'} per cent.`,
        `${fruit} are bought at ${v.x} for ${rs(v.a)} and sold at ${v.y} for ${rs(v.b)}. What is the ${g > 0 ? 'profit' : 'loss'} percentage?`,
      ]);
      return { question, options: numeric(Math.abs(g), [Math.abs(((sp - cp) / sp) * 100), Math.abs(((v.b - v.a) / v.a) * 100), Math.abs(v.y - v.x) * 10].filter(exact), pct) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'wider/profit-loss/3',
    draw: (random) => {
      const rs = money(random);
      const r = random.pick([5, 10, 12, 15, 20, 25, 30]);
      const loss = (r * r) / 100;
      const [item] = random.pick([['scooters'], ['cycles'], ['mobile phones'], ['television sets']] as const);
      const S = until(() => random.int(10, 900) * 100, (s) => isInt(s / (1 + r / 100)) && isInt(s / (1 - r / 100)));
      const question = random.pick([
        `A man sold two ${item} for ${rs(S)} each. On one he gained ${r}% and on the other he lost ${r}%. Find his overall gain or loss per cent.`,
        `Two ${item} were sold at the same price, ${rs(S)} each, one at a profit of ${r}% and the other at a loss of ${r}%. What is the net result of the whole deal in per cent?`,
      ]);
      return { question, options: four(`${num(loss)}% loss`, ['No profit no loss', `${num(loss)}% gain`, `${num(2 * loss)}% loss`, `${r}% loss`], (k) => `${num(loss + k)}% loss`) };
    },
  },
  {
    kind: 'profit-loss',
    id: 'wider/profit-loss/4',
    draw: (random) => {
      const w = random.pick([800, 850, 875, 900, 920, 950, 960, 980]);
      const gain = ((1000 - w) / w) * 100;
      const question = random.pick([
        `A dishonest dealer professes to sell his goods at cost price but uses a weight of ${w} g for a kg. What is his gain per cent?`,
        `A shopkeeper claims to sell rice at cost price, but his 1 kg weight actually weighs only ${w} grams. Find his profit percentage.`,
        `dealer sells at CP but gives ${w} g instead of 1 kg. gain % = ?`,
      ]);
      return { question, options: numeric(r2(gain), [(1000 - w) / 10, ((1000 - w) / 1000) * 100 + 1, (w / (1000 - w)) / 10].filter((z) => exact(z) && Math.abs(z - r2(gain)) > 0.01), pct, 1) };
    },
  },
];

// ---------------------------------------------------------------- discount

const DISCOUNT: readonly DoubtTemplate[] = [
  {
    kind: 'discount',
    id: 'wider/discount/1',
    draw: (random) => {
      const v = until(() => ({ d: random.pick([5, 10, 12, 15, 20, 25]), g: random.pick([8, 10, 12, 15, 17, 20, 26, 35]) }), (w) => exact(((100 + w.g) / (100 - w.d)) * 100 - 100));
      const mark = ((100 + v.g) / (100 - v.d)) * 100 - 100;
      const question = random.pick([
        `At what percentage above the cost price must a shopkeeper mark his goods so that after allowing a discount of ${v.d}% he gains ${v.g}%?`,
        `A trader wants ${v.g}% profit even after giving ${v.d}% discount on the marked price. By what per cent above the cost should he mark the goods?`,
      ]);
      return { question, options: numeric(r2(mark), [v.d + v.g, ((v.g + v.d) / (100 - v.g)) * 100, (v.g * 100) / (100 - v.d)].filter(exact), pct) };
    },
  },
  {
    kind: 'discount',
    id: 'wider/discount/2',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ s: random.pick([30, 35, 40, 45, 50]), a: random.pick([10, 15, 20, 25]), b: random.pick([10, 15, 20, 25]), M: random.int(5, 200) * 100 }),
        (w) => Math.abs(100 - ((100 - w.a) * (100 - w.b)) / 100 - w.s) > 0.1 && exact((w.M * Math.abs(w.s - (100 - ((100 - w.a) * (100 - w.b)) / 100))) / 100),
      );
      const two = 100 - ((100 - v.a) * (100 - v.b)) / 100;
      const diff = (v.M * Math.abs(v.s - two)) / 100;
      const question = random.pick([
        `What is the difference between a single discount of ${v.s}% and two successive discounts of ${v.a}% and ${v.b}% on an article marked at ${rs(v.M)}?`,
        `On a bill of ${rs(v.M)}, how much more (or less) does a customer save with one discount of ${v.s}% than with successive discounts of ${v.a}% and ${v.b}%? Give the difference in rupees.`,
      ]);
      return { question, options: numeric(diff, [(v.M * Math.abs(v.s - v.a - v.b)) / 100, (v.M * (v.a * v.b)) / 10_000, (v.M * two) / 100].filter((z) => exact(z) && z > 0), rs, 10) };
    },
  },
  {
    kind: 'discount',
    id: 'wider/discount/3',
    draw: (random) => {
      const v = until(() => ({ buy: random.int(1, 9), free: random.int(1, 3) }), (w) => exact((w.free / (w.buy + w.free)) * 100));
      const d = (v.free / (v.buy + v.free)) * 100;
      const question = random.pick([
        `A shop offers "Buy ${v.buy}, get ${v.free} free" on shirts. What is the effective discount percentage?`,
        `In a sale, a store gives ${v.free} free item${v.free === 1 ? '' : 's'} with every ${v.buy} bought. Find the equivalent discount per cent.`,
        `buy ${v.buy} get ${v.free} free offer = how much % discount??`,
      ]);
      return { question, options: numeric(r2(d), [(v.free / v.buy) * 100, (v.buy / (v.buy + v.free)) * 100, v.free * 10].filter((z) => exact(z) && Math.abs(z - d) > 0.01), pct, 2) };
    },
  },
  {
    kind: 'discount',
    id: 'wider/discount/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ d: random.pick([5, 10, 15, 20, 25]), g: random.pick([5, 8, 10, 12, 15, 20, 25]), C: random.int(5, 500) * 20 }),
        (w) => isInt((w.C * (100 + w.g)) / (100 - w.d)),
      );
      const M = (v.C * (100 + v.g)) / (100 - v.d);
      const question = random.pick([
        `A shopkeeper allows a discount of ${v.d}% on the marked price of an article and still makes a profit of ${v.g}%. If the cost price is ${rs(v.C)}, find the marked price.`,
        `Cost price of a table is ${rs(v.C)}. The seller gives ${v.d} percent off on the marked price and yet gains ${v.g} percent. What is the marked price?`,
      ]);
      return { question, options: numeric(M, [(v.C * (100 + v.g + v.d)) / 100, (v.C * (100 + v.g)) / 100, (v.C * (100 + v.g) * (100 + v.d)) / 1e4].filter(exact), rs, 10) };
    },
  },
];

// ---------------------------------------------------------------- simple-interest

const SIMPLE_INTEREST: readonly DoubtTemplate[] = [
  {
    kind: 'simple-interest',
    id: 'wider/simple-interest/1',
    draw: (random) => {
      const v = until(
        () => ({ k: random.pick([2, 3, 4]), n: random.int(4, 25), m: random.pick([2, 3, 4, 5, 6]) }),
        (w) => exact(((w.k - 1) * 100) / w.n) && ((w.k - 1) * 100) / w.n <= 25 && w.m !== w.k && exact(((w.m - 1) * w.n) / (w.k - 1)),
      );
      const rate = ((v.k - 1) * 100) / v.n;
      const word = v.k === 2 ? 'doubles itself' : v.k === 3 ? 'becomes three times' : 'becomes four times';
      if (random.next() < 0.5) {
        const question = random.pick([
          `A sum of money ${word} in ${v.n} years at simple interest. What is the rate of interest per annum?`,
          `At what rate per cent per annum simple interest will a sum of money ${v.k === 2 ? 'double' : `become ${v.k} times`} in ${v.n} years?`,
        ]);
        return { question, options: numeric(r2(rate), [(v.k * 100) / v.n, 100 / v.n, ((v.k - 1) * 100) / (v.n + 1)].filter(exact), pct) };
      }
      const m = v.m;
      const yrsNeeded = ((m - 1) * v.n) / (v.k - 1);
      const question = `A sum of money ${word} in ${v.n} years at simple interest. In how many years will it become ${m} times itself at the same rate?`;
      return { question, options: numeric(yrsNeeded, [(m * v.n) / v.k, v.n * m, v.n * (m - 1)].filter((z) => exact(z) && Math.abs(z - yrsNeeded) > 1e-9), yrs) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'wider/simple-interest/2',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ P: random.int(5, 200) * 500, R: random.pick([4, 5, 6, 8, 10, 12, 12.5, 15]), t1: random.int(2, 5), gap: random.int(1, 4) }),
        (w) => isInt((w.P * w.R) / 100),
      );
      const t2 = v.t1 + v.gap;
      const A1 = v.P + (v.P * v.R * v.t1) / 100;
      const A2 = v.P + (v.P * v.R * t2) / 100;
      const askRate = random.next() < 0.4;
      const question = random.pick([
        `A sum of money amounts to ${rs(A1)} in ${v.t1} years and to ${rs(A2)} in ${t2} years at simple interest. Find the ${askRate ? 'rate of interest' : 'sum'}.`,
        `At simple interest a sum becomes ${rs(A1)} after ${v.t1} years and ${rs(A2)} after ${t2} years. What is the ${askRate ? 'rate per cent per annum' : 'principal'}?`,
      ]);
      const yearly = (A2 - A1) / v.gap;
      if (askRate) return { question, options: numeric(v.R, [(yearly / A1) * 100, ((A2 - A1) / A1) * 100, v.R * 2].filter(exact), pct) };
      return { question, options: numeric(v.P, [A1 - yearly, A1 - (A2 - A1), A2 - yearly * t2 + yearly].filter((z) => exact(z) && z !== v.P), rs, 100) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'wider/simple-interest/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ r1: random.pick([4, 5, 6, 8]), r2: random.pick([9, 10, 12]), r3: random.pick([14, 15, 16]), P: random.int(2, 100) * 500 }),
        (w) => isInt((w.P * (w.r1 * 2 + w.r2 * 3 + w.r3 * 6)) / 100),
      );
      const I = (v.P * (v.r1 * 2 + v.r2 * 3 + v.r3 * 6)) / 100;
      const question = random.pick([
        `A man took a loan from a bank at the rate of ${v.r1}% p.a. for the first 2 years, ${v.r2}% p.a. for the next 3 years and ${v.r3}% p.a. for the period beyond 5 years. If he paid a total simple interest of ${rs(I)} at the end of 11 years, how much money did he borrow?`,
        `Simple interest on a loan is charged at ${v.r1}% per annum for years 1-2, ${v.r2}% per annum for years 3-5 and ${v.r3}% per annum after that. The interest for 11 years came to ${rs(I)}. Find the loan amount.`,
      ]);
      const avgRate = ((v.r1 + v.r2 + v.r3) / 3) * 11;
      return { question, options: numeric(v.P, [(I * 100) / avgRate, (I * 100) / ((v.r1 + v.r2 + v.r3) * 11), (I * 100) / (v.r1 * 2 + v.r2 * 3 + v.r3 * 5)].filter(exact), rs, 500) };
    },
  },
  {
    kind: 'simple-interest',
    id: 'wider/simple-interest/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(
        () => ({ a: random.pick([5, 6, 8, 9]), b: random.pick([10, 12, 15]), x: random.int(2, 100) * 500, y: random.int(2, 100) * 500 }),
        (w) => w.x !== w.y && isInt((w.x * w.a + w.y * w.b) / 100),
      );
      const total = v.x + v.y;
      const I = (v.x * v.a + v.y * v.b) / 100;
      const question = random.pick([
        `${rs(total)} is lent out in two parts, one at ${v.a}% simple interest and the other at ${v.b}% simple interest. If the yearly interest is ${rs(I)}, find the amount lent at ${v.a}%.`,
        `A man invested ${rs(total)}, partly at ${v.a}% p.a. and the rest at ${v.b}% p.a. simple interest. His total interest for one year is ${rs(I)}. How much did he invest at ${v.a}%?`,
      ]);
      return { question, options: numeric(v.x, [v.y, total / 2, (I * 100) / v.b].filter((z) => exact(z) && z !== v.x), rs, 500) };
    },
  },
];

// ---------------------------------------------------------------- compound-interest

const COMPOUND_INTEREST: readonly DoubtTemplate[] = [
  {
    kind: 'compound-interest',
    id: 'wider/compound-interest/1',
    draw: (random) => {
      const n = random.int(2, 8);
      const k = random.pick([2, 3]);
      const m = random.pick([2, 3, 4]);
      const target = k ** m;
      const word = k === 2 ? 'doubles itself' : 'becomes three times';
      const question = random.pick([
        `A sum of money placed at compound interest ${word} in ${n} years. In how many years will it amount to ${target} times itself?`,
        `At compound interest a sum ${k === 2 ? 'doubles' : 'triples'} in ${n} years. How long will it take to become ${target} times?`,
      ]);
      return { question, options: numeric(n * m, [(n * target) / k, n * (target - 1) / (k - 1), n * target].filter((z) => isInt(z) && z !== n * m), yrs) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'wider/compound-interest/2',
    draw: (random) => {
      const rs = money(random);
      const v = until(() => ({ P: random.int(2, 100) * 500, R: random.pick([4, 5, 6, 8, 10, 12, 15, 20]) }), (w) => isInt((w.P * w.R * w.R) / 10_000));
      const SI = (2 * v.P * v.R) / 100;
      const CI = SI + (v.P * v.R * v.R) / 10_000;
      const askSum = random.next() < 0.4;
      const question = random.pick([
        `The simple interest on a certain sum for 2 years is ${rs(SI)} and the compound interest on it for 2 years at the same rate is ${rs(CI)}. Find the ${askSum ? 'sum' : 'rate of interest'}.`,
        `For 2 years, a sum gives ${rs(SI)} as simple interest and ${rs(CI)} as compound interest (compounded annually), at the same rate. What is the ${askSum ? 'principal' : 'rate per cent per annum'}?`,
      ]);
      if (askSum) return { question, options: numeric(v.P, [SI, (CI - SI) * 100, (SI * 100) / (2 * v.R * 2)].filter((z) => exact(z) && z !== v.P), rs, 500) };
      return { question, options: numeric(v.R, [((CI - SI) / SI) * 100, ((CI - SI) / SI) * 50, v.R * 2].filter(exact), pct) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'wider/compound-interest/3',
    draw: (random) => {
      const rs = money(random);
      const v = until(() => ({ P: random.int(2, 200) * 500, R: random.pick([5, 8, 10, 12, 15, 20, 25]) }), (w) => isInt((w.P * (100 + w.R) ** 3) / 1e6));
      const A2 = (v.P * (100 + v.R) ** 2) / 1e4;
      const A3 = (v.P * (100 + v.R) ** 3) / 1e6;
      const askSum = random.next() < 0.35;
      const question = random.pick([
        `A sum of money at compound interest amounts to ${rs(A2)} in 2 years and to ${rs(A3)} in 3 years. Find the ${askSum ? 'sum' : 'rate of interest'}.`,
        `pls solve: CI amount after 2 yrs = ${rs(A2)}, after 3 yrs = ${rs(A3)}. ${askSum ? 'principal' : 'rate %'} = ?`,
      ]);
      if (askSum) return { question, options: numeric(v.P, [A2 - 2 * (A3 - A2), A2 - (A3 - A2), (A2 * 100) / (100 + v.R)].filter((z) => exact(z) && z > 0 && z !== v.P), rs, 500) };
      return { question, options: numeric(v.R, [((A3 - A2) / A3) * 100, v.R / 2, v.R + 5].filter(exact), pct) };
    },
  },
  {
    kind: 'compound-interest',
    id: 'wider/compound-interest/4',
    draw: (random) => {
      const rs = money(random);
      const v = until(() => ({ V: random.int(10, 400) * 1000, r: random.pick([5, 10, 15, 20]) }), (w) => isInt((w.V * (100 - w.r) ** 2) / 1e4));
      const after = (v.V * (100 - v.r) ** 2) / 1e4;
      const [item] = random.pick([['machine'], ['car'], ['motorcycle'], ['computer']] as const);
      const question = random.pick([
        `The value of a ${item} depreciates at the rate of ${v.r}% per annum. If its present value is ${rs(v.V)}, what will be its value after 2 years?`,
        `A ${item} bought for ${rs(v.V)} loses ${v.r} per cent of its value every year (on the value at the start of that year). Find its value at the end of 2 years.`,
      ]);
      return { question, options: numeric(after, [v.V * (1 - (2 * v.r) / 100), (v.V * (100 + v.r) ** 2) / 1e4, v.V - after].filter((z) => exact(z) && z > 0), rs, 100) };
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
