import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { four, fromPool, retry, until, type Four } from './logic-kit';

/** Redraws a template's facts until they give a question, at most 5,000 times. */
const retryDraw = <T>(make: () => T | undefined): T => retry(make, 5_000);

/**
 * Wider logical tuning templates (ids 'wider/<kind>/<n>'), written from real papers' wording (CLAT
 * mocks, SSC, IBPS/SBI PO and clerk, RRB, R.S. Aggarwal) and students' chat doubts. Seating and
 * ordering puzzles are built from a hidden arrangement: true clues are added until brute force over
 * every arrangement shows the asked answer is the same in all that fit, then clues not needed are dropped.
 */

const numOpts = (answer: number, wrong: readonly number[], unit = ''): Four =>
  four(
    `${answer}${unit}`,
    wrong.filter((w) => Number.isInteger(w) && w >= 0 && w !== answer).map((w) => `${w}${unit}`),
    (k) => `${answer + (k % 2 === 1 ? (k + 1) / 2 : -k / 2)}${unit}`,
  );

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};
const ORD_WORD = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const NUM_WORD = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const listOf = (xs: readonly string[]): string => `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const MEN = ['Aarav', 'Bhuvan', 'Chetan', 'Dev', 'Eshan', 'Gaurav', 'Hemant', 'Jatin', 'Kunal', 'Lalit', 'Mihir', 'Nitin', 'Omkar', 'Pranav', 'Rishi', 'Sameer', 'Tushar', 'Uday', 'Varun', 'Yash'];
const WOMEN = ['Aditi', 'Bhavna', 'Charu', 'Diya', 'Esha', 'Garima', 'Hina', 'Juhi', 'Kriti', 'Lata', 'Mansi', 'Nidhi', 'Ojasvi', 'Pallavi', 'Ritika', 'Sakshi', 'Tanya', 'Urvi', 'Vani', 'Yamini'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

/** Names with different first letters, so a reader never confuses two of them. */
function distinctNames(random: Random, count: number, pool: readonly string[] = [...MEN, ...WOMEN]): string[] {
  return until(
    () => random.shuffle(pool).slice(0, count),
    (xs) => new Set(xs.map((x) => x[0])).size === xs.length,
  );
}

// ---------------------------------------------------------------- seating

/** A seating: seat of each person, person at each seat, and the seat step (+1 or -1) that is each person's right. */
interface Seating {
  readonly seat: readonly number[];
  readonly occ: readonly number[];
  readonly right: readonly number[];
}

interface Layout {
  readonly n: number;
  readonly circle: boolean;
  /** Facing drawn per person (some north/some south, or some centre/some outside). */
  readonly mixed: boolean;
  /** For one facing for all: +1 row facing north or circle facing outside, -1 row facing south or circle facing the centre. */
  readonly uniformRight: number;
  /** A square table with 8 seats: even seats are corners. */
  readonly square?: boolean;
}

const arrangementCache = new Map<string, Seating[]>();
function arrangements(L: Layout): Seating[] {
  const key = `${L.n}:${L.circle}:${L.mixed}:${L.uniformRight}:${L.square === true}`;
  const cached = arrangementCache.get(key);
  if (cached) return cached;
  const base = Array.from({ length: L.n }, (_, i) => i);
  let occs: number[][];
  if (L.circle) {
    const rest = permutations(base.slice(1));
    occs = rest.map((r) => [0, ...r]);
    if (L.square) occs = occs.concat(rest.map((r) => [r[0]!, 0, ...r.slice(1)]));
  } else occs = permutations(base);
  const faces: number[][] = [];
  if (L.mixed) {
    for (let mask = 0; mask < 1 << L.n; mask += 1) faces.push(base.map((i) => (mask & (1 << i) ? 1 : -1)));
  } else faces.push(base.map(() => L.uniformRight));
  const out: Seating[] = [];
  for (const occ of occs) {
    const seat: number[] = [];
    occ.forEach((p, s) => {
      seat[p] = s;
    });
    for (const right of faces) out.push({ seat, occ, right });
  }
  arrangementCache.set(key, out);
  return out;
}

/** The seat k places to x's right (k < 0: to the left), or -1 off the end of a row. */
function seatFrom(L: Layout, s: Seating, x: number, k: number): number {
  const t = s.seat[x]! + k * s.right[x]!;
  if (L.circle) return ((t % L.n) + L.n) % L.n;
  return t >= 0 && t < L.n ? t : -1;
}
const personFrom = (L: Layout, s: Seating, x: number, k: number): number => {
  const t = seatFrom(L, s, x, k);
  return t < 0 ? -1 : s.occ[t]!;
};
/** How many places a is to b's right (circle: 1..n-1; row: signed). */
function offset(L: Layout, s: Seating, a: number, b: number): number {
  const d = (s.seat[a]! - s.seat[b]!) * s.right[b]!;
  return L.circle ? ((d % L.n) + L.n) % L.n : d;
}
function adjacent(L: Layout, s: Seating, a: number, b: number): boolean {
  const d = Math.abs(s.seat[a]! - s.seat[b]!);
  return d === 1 || (L.circle && d === L.n - 1);
}

interface SeatClue {
  readonly text: string;
  readonly holds: (s: Seating) => boolean;
  readonly weight: number;
}

const placeWord = (k: number, side: string): string => (k === 1 ? `to the immediate ${side} of` : `${ORD_WORD[k]} to the ${side} of`);

/** Every true clue of the kinds papers use, about the hidden seating T. */
function seatCluePool(random: Random, L: Layout, T: Seating, names: readonly string[], facingWords: readonly [string, string]): SeatClue[] {
  const n = L.n;
  const pool: SeatClue[] = [];
  const N = (i: number): string => names[i]!;
  const uniformRow = !L.circle && !L.mixed;
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) {
      if (a === b) continue;
      const d = offset(L, T, a, b);
      const sits = random.pick(['sits', 'is seated', 'sits']);
      if (L.circle) {
        if (d <= 3 && d !== n - d) pool.push({ text: `${N(a)} ${sits} ${placeWord(d, 'right')} ${N(b)}`, holds: (s) => offset(L, s, a, b) === d, weight: 3 });
        if (n - d <= 3 && d !== n - d) pool.push({ text: `${N(a)} ${sits} ${placeWord(n - d, 'left')} ${N(b)}`, holds: (s) => offset(L, s, a, b) === d, weight: 3 });
        if (d >= 2 && d <= 3) {
          const g = d - 1;
          pool.push({
            text: `Only ${NUM_WORD[g]} ${g === 1 ? 'person sits' : 'people sit'} between ${N(b)} and ${N(a)} when counted from the right of ${N(b)}`,
            holds: (s) => offset(L, s, a, b) === d,
            weight: 2,
          });
        }
        if (n - d >= 2 && n - d <= 3) {
          const g = n - d - 1;
          pool.push({
            text: `Only ${NUM_WORD[g]} ${g === 1 ? 'person sits' : 'people sit'} between ${N(b)} and ${N(a)} when counted from the left of ${N(b)}`,
            holds: (s) => offset(L, s, a, b) === d,
            weight: 2,
          });
        }
      } else {
        if (d >= 1 && d <= 3) pool.push({ text: `${N(a)} ${sits} ${placeWord(d, 'right')} ${N(b)}`, holds: (s) => offset(L, s, a, b) === d, weight: 3 });
        if (d <= -1 && d >= -3) pool.push({ text: `${N(a)} ${sits} ${placeWord(-d, 'left')} ${N(b)}`, holds: (s) => offset(L, s, a, b) === d, weight: 3 });
        if (Math.abs(d) !== 1 && random.next() < 0.15) pool.push({ text: `${N(a)} does not sit to the immediate ${random.pick(['left', 'right'])} of ${N(b)}`, holds: () => true, weight: 0 });
      }
      if (a < b) {
        if (adjacent(L, T, a, b)) pool.push({ text: random.pick([`${N(a)} and ${N(b)} are immediate neighbours`, `${N(a)} sits next to ${N(b)}`, `${N(a)} is an immediate neighbour of ${N(b)}`]), holds: (s) => adjacent(L, s, a, b), weight: 2 });
        else pool.push({ text: random.pick([`${N(a)} is not an immediate neighbour of ${N(b)}`, `${N(a)} does not sit next to ${N(b)}`]), holds: (s) => !adjacent(L, s, a, b), weight: 1 });
        if (!L.circle) {
          const g = Math.abs(T.seat[a]! - T.seat[b]!) - 1;
          if (g >= 1 && g <= 3) {
            pool.push({
              text: random.pick([`Only ${NUM_WORD[g]} ${g === 1 ? 'person sits' : 'people sit'} between ${N(a)} and ${N(b)}`, `Exactly ${NUM_WORD[g]} ${g === 1 ? 'person sits' : 'persons sit'} between ${N(a)} and ${N(b)}`]),
              holds: (s) => Math.abs(s.seat[a]! - s.seat[b]!) - 1 === g,
              weight: 3,
            });
          }
        }
        if (L.circle && n % 2 === 0) {
          const opp = Math.abs(T.seat[a]! - T.seat[b]!) === n / 2;
          if (opp) pool.push({ text: random.pick([`${N(a)} sits opposite ${N(b)}`, `${N(a)} sits exactly opposite to ${N(b)}`, `${N(a)} and ${N(b)} sit opposite each other`]), holds: (s) => Math.abs(s.seat[a]! - s.seat[b]!) === n / 2, weight: 3 });
          else if (random.next() < 0.3) pool.push({ text: `${N(a)} does not sit opposite ${N(b)}`, holds: (s) => Math.abs(s.seat[a]! - s.seat[b]!) !== n / 2, weight: 1 });
        }
      }
    }
    // c between a and b: an immediate neighbour of both.
    const [l, r] = [personFrom(L, T, a, -1), personFrom(L, T, a, 1)];
    if (l >= 0 && r >= 0 && l !== r) {
      const [x, y] = random.shuffle([l, r]);
      pool.push({ text: random.pick([`${N(a)} sits between ${N(x!)} and ${N(y!)}`, `${N(x!)} and ${N(y!)} are the immediate neighbours of ${N(a)}`]), holds: (s) => adjacent(L, s, a, x!) && adjacent(L, s, a, y!), weight: 2 });
    }
    if (!L.circle) {
      const end = T.seat[a] === 0 || T.seat[a] === n - 1;
      pool.push(
        end
          ? { text: random.pick([`${N(a)} sits at one of the extreme ends`, `${N(a)} sits at an end of the row`]), holds: (s) => s.seat[a] === 0 || s.seat[a] === n - 1, weight: 2 }
          : { text: random.pick([`${N(a)} is not at an end`, `${N(a)} does not sit at any of the extreme ends`, `${N(a)} does not sit at either end of the row`]), holds: (s) => s.seat[a] !== 0 && s.seat[a] !== n - 1, weight: 1 },
      );
    }
    if (uniformRow) {
      // Positions counted from each end as the people see it: their left end is the seat they cannot move left from.
      const fromLeft = L.uniformRight > 0 ? T.seat[a]! + 1 : n - T.seat[a]!;
      const fl = (s: Seating): number => (L.uniformRight > 0 ? s.seat[a]! + 1 : n - s.seat[a]!);
      if (fromLeft === 1) pool.push({ text: `${N(a)} sits at the extreme left end`, holds: (s) => fl(s) === 1, weight: 2 });
      else if (fromLeft === n) pool.push({ text: `${N(a)} sits at the extreme right end`, holds: (s) => fl(s) === n, weight: 2 });
      else if (fromLeft <= 3) pool.push({ text: `${N(a)} sits ${ORD_WORD[fromLeft]} from the left end`, holds: (s) => fl(s) === fromLeft, weight: 2 });
      else if (n + 1 - fromLeft <= 3) pool.push({ text: `${N(a)} sits ${ORD_WORD[n + 1 - fromLeft]} from the right end`, holds: (s) => fl(s) === fromLeft, weight: 2 });
      const toRight = n - fromLeft;
      if (toRight >= 1 && toRight <= 3 && random.next() < 0.6) {
        pool.push({ text: `Only ${NUM_WORD[toRight]} ${toRight === 1 ? 'person sits' : 'people sit'} to the right of ${N(a)}`, holds: (s) => n - fl(s) === toRight, weight: 2 });
      }
      if (n % 2 === 1 && fromLeft === (n + 1) / 2) pool.push({ text: `${N(a)} sits exactly in the middle of the row`, holds: (s) => fl(s) === fromLeft, weight: 2 });
    }
    if (L.mixed) {
      const facesPositive = T.right[a]! > 0;
      const [pos, neg] = facingWords;
      pool.push({ text: `${N(a)} faces ${facesPositive ? pos : neg}`, holds: (s) => s.right[a]! > 0 === facesPositive, weight: 2 });
      for (let b = a + 1; b < n; b += 1) {
        const same = T.right[a] === T.right[b];
        if (random.next() < 0.3) pool.push({ text: same ? `${N(a)} and ${N(b)} face the same direction` : `${N(a)} and ${N(b)} face opposite directions`, holds: (s) => (s.right[a] === s.right[b]) === same, weight: 1 });
      }
      if (l >= 0 && r >= 0 && T.right[l] === T.right[r]) {
        const dir = T.right[l]!;
        pool.push({ text: `Both the immediate neighbours of ${N(a)} face ${dir > 0 ? pos : neg}`, holds: (s) => { const x = personFrom(L, s, a, -1); const y = personFrom(L, s, a, 1); return x >= 0 && y >= 0 && s.right[x] === dir && s.right[y] === dir; }, weight: 2 });
      }
    }
    if (L.square) {
      const corner = T.seat[a]! % 2 === 0;
      pool.push({ text: corner ? `${N(a)} sits at one of the corners` : `${N(a)} sits at the middle of one of the sides`, holds: (s) => (s.seat[a]! % 2 === 0) === corner, weight: 2 });
    }
  }
  return pool;
}

interface SeatAsk {
  readonly text: string;
  readonly answer: (s: Seating) => string;
}

interface SeatPuzzle {
  readonly clues: string[];
  readonly answer: string;
  readonly question: string;
  readonly truth: Seating;
}

/**
 * A hidden seating, clues true of it added (the more telling first) until the asked answer is the
 * same in every seating that fits them, clues not needed then dropped; no single clue gives the answer alone.
 */
function seatPuzzle(random: Random, L: Layout, names: readonly string[], ask: (T: Seating) => SeatAsk | undefined, facingWords: readonly [string, string] = ['north', 'south'], maxClues = 9): SeatPuzzle {
  const all = arrangements(L);
  return retryDraw(() => {
    const T = all[random.int(0, all.length - 1)]!;
    const q = ask(T);
    if (!q) return undefined;
    const pool = seatCluePool(random, L, T, names, facingWords)
      .map((c) => ({ c, key: random.next() * c.weight }))
      .sort((x, y) => y.key - x.key)
      .map((x) => x.c);
    const answers = (clues: readonly SeatClue[], from: readonly Seating[] = all): Set<string> => {
      const out = new Set<string>();
      for (const s of from) if (clues.every((c) => c.holds(s))) out.add(q.answer(s));
      return out;
    };
    let alive = all;
    const clues: SeatClue[] = [];
    for (const clue of pool) {
      if (clue.weight === 0) continue;
      const next = alive.filter((s) => clue.holds(s));
      if (next.length === alive.length) continue;
      clues.push(clue);
      alive = next;
      if (answers([], alive).size === 1) break;
    }
    if (answers([], alive).size !== 1) return undefined;
    for (const j of random.shuffle(clues.map((_, i) => i)).sort((x, y) => y - x)) {
      const without = clues.filter((_, k) => k !== j);
      if (answers(without).size === 1) clues.splice(j, 1);
    }
    if (clues.length < (L.n <= 4 ? 2 : 3) || clues.length > maxClues) return undefined;
    if (clues.some((c) => answers([c]).size === 1)) return undefined;
    // A harmless true filler clue now and then, as papers add.
    const filler = pool.find((c) => c.weight === 0);
    const texts = random.shuffle(clues).map((c) => c.text);
    if (filler && random.next() < 0.3) texts.splice(random.int(0, texts.length), 0, filler.text);
    return { clues: texts.map((t) => `${cap(t)}.`), answer: q.answer(T), question: q.text, truth: T };
  });
}

const sortedPair = (a: string, b: string): string => [a, b].sort().join(' and ');
const allPairs = (names: readonly string[]): string[] => names.flatMap((a, i) => names.slice(i + 1).map((b) => sortedPair(a, b)));

const SEATING: readonly DoubtTemplate[] = [
  {
    // Seven in a row, facing north or south (bank PO style), clues one per line.
    kind: 'seating',
    id: 'wider/seating/1',
    draw: (random) => {
      const n = 7;
      const names = [...random.pick(['JKLMNOP', 'ABCDEFG', 'PQRSTUV', 'STUVWXY'])];
      const north = random.next() < 0.5;
      const L: Layout = { n, circle: false, mixed: false, uniformRight: north ? 1 : -1 };
      const form = random.int(0, 2);
      const p = seatPuzzle(random, L, names, (T) => {
        if (form === 0) {
          const left = random.next() < 0.5;
          const end = left === north ? 0 : n - 1;
          return { text: `Who sits at the extreme ${left ? 'left' : 'right'} end of the row?`, answer: (s) => names[s.occ[end]!]! };
        }
        if (form === 1) {
          const [a, b] = random.shuffle([0, 1, 2, 3, 4, 5, 6]) as [number, number];
          if (Math.abs(T.seat[a]! - T.seat[b]!) < 3) return undefined;
          return { text: `How many persons sit between ${names[a]} and ${names[b]}?`, answer: (s) => String(Math.abs(s.seat[a]! - s.seat[b]!) - 1) };
        }
        return { text: random.pick(['Who sits exactly in the middle of the row?', 'Who sits fourth from the left end?']), answer: (s) => names[s.occ[3]!]! };
      });
      const intro = random.pick([
        `Seven persons ${listOf(names)} are sitting in a straight line facing ${north ? 'north' : 'south'}.`,
        `Directions: Study the following information carefully and answer the question given below.\n${listOf(names)} are seven friends sitting in a row, all facing ${north ? 'North' : 'South'} (not necessarily in the same order).`,
      ]);
      const question = `${intro}\n${p.clues.join('\n')}\n${p.question}`;
      if (form === 1) {
        const k = Number(p.answer);
        return { question, options: numOpts(k, [k + 1, k - 1, k + 2]) };
      }
      return { question, options: fromPool(random, p.answer, [], names) };
    },
  },
  {
    // Eight around a circular table facing the centre: opposite, position of one with respect to another, neighbours.
    kind: 'seating',
    id: 'wider/seating/2',
    draw: (random) => {
      const n = 8;
      const names = distinctNames(random, n);
      const L: Layout = { n, circle: true, mixed: false, uniformRight: -1 };
      const form = random.int(0, 2);
      let who = 0;
      const posText = (d: number): string => {
        if (d === n / 2) return 'Opposite';
        const [k, side] = d < n - d ? [d, 'right'] : [n - d, 'left'];
        return k === 1 ? `Immediate ${side}` : `${cap(ORD_WORD[k]!)} to the ${side}`;
      };
      const p = seatPuzzle(random, L, names, () => {
        who = random.int(0, n - 1);
        const me = who;
        if (form === 0) return { text: `Who sits opposite ${names[me]}?`, answer: (s) => names[s.occ[(s.seat[me]! + n / 2) % n]!]! };
        if (form === 1) {
          const other = (me + random.int(1, n - 1)) % n;
          return { text: `What is the position of ${names[other]} with respect to ${names[me]}?`, answer: (s) => posText(offset(L, s, other, me)) };
        }
        return { text: `Who are the immediate neighbours of ${names[me]}?`, answer: (s) => sortedPair(names[personFrom(L, s, me, 1)]!, names[personFrom(L, s, me, -1)]!) };
      });
      const intro = random.pick([
        `Eight friends ${listOf(names)} are sitting around a circular table facing the centre, not necessarily in the same order.`,
        `${listOf(names)} are seated around a round table for a dinner party. All of them face the centre of the table.`,
      ]);
      const question = `${intro} ${p.clues.join(' ')}\n${p.question}`;
      if (form === 1) {
        const all = ['Immediate right', 'Immediate left', 'Second to the right', 'Second to the left', 'Third to the right', 'Third to the left', 'Opposite'];
        const correct = p.answer;
        const flip = correct.includes('right') ? correct.replace('right', 'left') : correct.replace('left', 'right');
        return { question, options: fromPool(random, correct, [flip], all) };
      }
      if (form === 2) {
        const others = allPairs(names.filter((_, i) => i !== who));
        return { question, options: fromPool(random, p.answer, [], others) };
      }
      return { question, options: fromPool(random, p.answer, [], names.filter((_, i) => i !== who)) };
    },
  },
  {
    // A square table: eight persons, four at the corners and four at the middle of the sides, or four persons one per side.
    kind: 'seating',
    id: 'wider/seating/3',
    draw: (random) => {
      const eight = random.next() < 0.7;
      const n = eight ? 8 : 4;
      const names = eight ? distinctNames(random, 8) : [...random.pick(['ABCD', 'PQRS', 'WXYZ'])];
      const L: Layout = { n, circle: true, mixed: false, uniformRight: -1, square: eight };
      const form = random.int(0, 2);
      let who = 0;
      const p = seatPuzzle(random, L, names, () => {
        who = random.int(0, n - 1);
        const me = who;
        if (form === 0) return { text: `Who sits to the immediate right of ${names[me]}?`, answer: (s) => names[personFrom(L, s, me, 1)]! };
        if (form === 1) return { text: `Who sits second to the left of ${names[me]}?`, answer: (s) => names[personFrom(L, s, me, -2)]! };
        return { text: `Who sits opposite ${names[me]}?`, answer: (s) => names[s.occ[(s.seat[me]! + n / 2) % n]!]! };
      });
      const intro = eight
        ? random.pick([
            `Eight persons ${listOf(names)} are sitting around a square table facing the centre. Four of them sit at the four corners and four sit at the middle of the four sides.`,
            `${listOf(names)} are sitting around a square table in such a way that four of them sit at the corners and the other four sit in the middle of each of the four sides. All of them face the centre.`,
          ])
        : `Four friends ${listOf(names)} sit around a square table, one on each side, facing the centre.`;
      const question = `${intro} ${p.clues.join(' ')} ${p.question}`;
      return { question, options: fromPool(random, p.answer, [], [...names.filter((_, i) => i !== who), ...(eight ? [] : ['Cannot be determined'])]) };
    },
  },
  {
    // Six in a row, some facing north and some south.
    kind: 'seating',
    id: 'wider/seating/4',
    draw: (random) => {
      const n = 6;
      const names = [...random.pick(['ABCDEF', 'LMNOPQ', 'PQRSTU', 'UVWXYZ'])];
      const L: Layout = { n, circle: false, mixed: true, uniformRight: 1 };
      const form = random.int(0, 2);
      let who = 0;
      const p = seatPuzzle(
        random,
        L,
        names,
        (T) => {
          who = random.int(0, n - 1);
          const me = who;
          if (form === 0) {
            const side = random.pick([1, -1]);
            if (personFrom(L, T, me, side) < 0) return undefined;
            return { text: `Who sits to the immediate ${side > 0 ? 'right' : 'left'} of ${names[me]}?`, answer: (s) => names[personFrom(L, s, me, side)] ?? 'nobody' };
          }
          if (form === 1) return { text: 'How many persons face north?', answer: (s) => String(s.right.filter((r) => r > 0).length) };
          return { text: 'Who sit at the two extreme ends of the row?', answer: (s) => sortedPair(names[s.occ[0]!]!, names[s.occ[n - 1]!]!) };
        },
        ['north', 'south'],
        10,
      );
      const intro = random.pick([
        `Six persons ${listOf(names)} are sitting in a row. Some of them are facing north and some are facing south.`,
        `${listOf(names)} sit in a straight line. Some of them face North while others face South (not necessarily in the same order).`,
      ]);
      const question = `${intro} ${p.clues.join(' ')} ${p.question}`;
      if (form === 1) {
        const k = Number(p.answer);
        return { question, options: numOpts(k, [n - k, k + 1, k - 1]) };
      }
      if (form === 2) return { question, options: fromPool(random, p.answer, [], allPairs(names)) };
      return { question, options: fromPool(random, p.answer, [], names.filter((_, i) => i !== who)) };
    },
  },
  {
    // A circle of six facing outward, or some facing the centre and some outside.
    kind: 'seating',
    id: 'wider/seating/5',
    draw: (random) => {
      const n = 6;
      const names = distinctNames(random, n);
      const mixed = random.next() < 0.5;
      const L: Layout = { n, circle: true, mixed, uniformRight: 1 };
      const form = random.int(0, 1);
      let who = 0;
      let pairs: [number, number][] = [];
      const p = seatPuzzle(
        random,
        L,
        names,
        (T) => {
          who = random.int(0, n - 1);
          const me = who;
          if (form === 0) {
            const k = random.pick([1, 2, -1, -2]);
            return { text: `Who sits ${k === 1 || k === -1 ? 'to the immediate' : 'second to the'} ${k > 0 ? 'right' : 'left'} of ${names[me]}?`, answer: (s) => names[personFrom(L, s, me, k)]! };
          }
          // One pair of immediate neighbours among three that are not.
          const adj = random.shuffle(Array.from({ length: n }, (_, i) => i)).map((i) => [i, T.occ[(T.seat[i]! + 1) % n]!] as [number, number]);
          const non: [number, number][] = [];
          for (let a = 0; a < n; a += 1) for (let b = a + 1; b < n; b += 1) if (!adjacent(L, T, a, b)) non.push([a, b]);
          pairs = [adj[0]!, ...random.shuffle(non).slice(0, 3)];
          const ps = pairs;
          return { text: 'Which of the following pairs sit next to each other?', answer: (s) => ps.map(([a, b]) => (adjacent(L, s, a, b) ? '1' : '0')).join('') };
        },
        ['the centre', 'outside (away from the centre)'],
      );
      const intro = mixed
        ? random.pick([
            `Six friends ${listOf(names)} are sitting around a circular table. Some of them face the centre while some face outside.`,
            `${listOf(names)} are seated around a circle. A few of them face the centre and the rest face away from the centre.`,
          ])
        : random.pick([
            `Six friends ${listOf(names)} are sitting around a circular table facing outside (away from the centre).`,
            `${listOf(names)} sit around a circular fountain, all facing away from the centre.`,
          ]);
      const question = `${intro} ${p.clues.join(' ')} ${p.question}`;
      if (form === 1) {
        const texts = pairs.map(([a, b]) => `${names[a]} and ${names[b]}`);
        return { question, options: [texts[0]!, texts[1]!, texts[2]!, texts[3]!] };
      }
      return { question, options: fromPool(random, p.answer, [], names.filter((_, i) => i !== who)) };
    },
  },
  {
    // A student's chat doubt: a bench of five or six facing north, "how many sit between", or a neighbour pair.
    kind: 'seating',
    id: 'wider/seating/6',
    draw: (random) => {
      const n = random.int(5, 6);
      const names = distinctNames(random, n);
      const L: Layout = { n, circle: false, mixed: false, uniformRight: 1 };
      const form = random.int(0, 1);
      const p = seatPuzzle(random, L, names, (T) => {
        if (form === 0) {
          const [a, b] = random.shuffle(Array.from({ length: n }, (_, i) => i)) as [number, number];
          if (Math.abs(T.seat[a]! - T.seat[b]!) < 2) return undefined;
          return { text: `how many ppl between ${names[a]} and ${names[b]}?`, answer: (s) => String(Math.abs(s.seat[a]! - s.seat[b]!) - 1) };
        }
        return { text: `who sits second from the right end?`, answer: (s) => names[s.occ[n - 2]!]! };
      });
      const clues = p.clues.map((c) => c.replace(/\.$/, '').charAt(0).toLowerCase() + c.replace(/\.$/, '').slice(1));
      const restore = (t: string): string => names.reduce((acc, nm) => acc.replace(new RegExp(`\\b${nm.toLowerCase()}\\b`, 'g'), nm), t);
      const body = clues.map(restore).join(', ');
      const question = random.pick([
        `pls solve: ${n} friends ${names.join(', ')} are sitting on a bench facing north. ${body}. ${p.question}`,
        `how to do this q - ${names.join(' ')} sit in a row for a photo, all facing north.\n${body}\n${p.question} pls explain`,
      ]);
      if (form === 0) {
        const k = Number(p.answer);
        return { question, options: numOpts(k, [k + 1, k - 1, k + 2]) };
      }
      return { question, options: fromPool(random, p.answer, [], names) };
    },
  },
];

// ---------------------------------------------------------------- ordering

interface Trait {
  /** 'taller than' */
  readonly more: string;
  readonly less: string;
  /** 'not as tall as' */
  readonly notAs: string;
  readonly most: string;
  readonly least: string;
  /** 'height' */
  readonly noun: string;
}
const TRAITS: readonly Trait[] = [
  { more: 'taller than', less: 'shorter than', notAs: 'not as tall as', most: 'tallest', least: 'shortest', noun: 'height' },
  { more: 'heavier than', less: 'lighter than', notAs: 'not as heavy as', most: 'heaviest', least: 'lightest', noun: 'weight' },
  { more: 'older than', less: 'younger than', notAs: 'not as old as', most: 'oldest', least: 'youngest', noun: 'age' },
  { more: 'richer than', less: 'poorer than', notAs: 'not as rich as', most: 'richest', least: 'poorest', noun: 'wealth' },
];

interface RankClue {
  readonly text: string;
  /** rank[i] = place of person i, 0 = the most. */
  readonly holds: (rank: readonly number[]) => boolean;
  readonly weight: number;
}

/** Every true clue of the kinds papers use about a hidden ranking. */
function rankCluePool(random: Random, t: Trait, truth: readonly number[], names: readonly string[]): RankClue[] {
  const n = names.length;
  const N = (i: number): string => names[i]!;
  const pool: RankClue[] = [];
  const byPlace = (k: number): number => truth.indexOf(k);
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) {
      if (a === b || truth[a]! > truth[b]!) continue;
      // a is above b.
      pool.push({
        text: random.pick([`${N(a)} is ${t.more} ${N(b)}`, `${N(b)} is ${t.less} ${N(a)}`, `${N(b)} is ${t.notAs} ${N(a)}`]),
        holds: (r) => r[a]! < r[b]!,
        weight: 1,
      });
      for (let c = 0; c < n; c += 1) {
        if (c === a || c === b) continue;
        if (truth[c]! < truth[a]! && random.next() < 0.4) {
          pool.push({ text: `${N(a)} is ${t.more} ${N(b)} but ${t.less} ${N(c)}`, holds: (r) => r[c]! < r[a]! && r[a]! < r[b]!, weight: 2 });
        }
        if (truth[c]! > truth[a]! && c > b && random.next() < 0.4) {
          pool.push({ text: `${N(a)} is ${t.more} both ${N(b)} and ${N(c)}`, holds: (r) => r[a]! < r[b]! && r[a]! < r[c]!, weight: 1 });
        }
      }
    }
    const place = truth[a]!;
    if (place >= 1 && place <= n - 2) {
      pool.push(
        random.pick([
          { text: `only ${NUM_WORD[place]} ${place === 1 ? 'person is' : 'persons are'} ${t.more} ${N(a)}`, holds: (r: readonly number[]) => r[a] === place, weight: 2 },
          { text: `${N(a)} is ${t.more} exactly ${NUM_WORD[n - 1 - place]} ${n - 1 - place === 1 ? 'person' : 'persons'}`, holds: (r: readonly number[]) => r[a] === place, weight: 2 },
        ]),
      );
    }
    if (place === n - 2) {
      const b = byPlace(n - 1);
      pool.push({ text: `${N(a)} is ${t.more} only ${N(b)}`, holds: (r) => r[a] === n - 2 && r[b] === n - 1, weight: 3 });
    }
    if (place === 1) {
      const b = byPlace(0);
      pool.push({ text: `${N(a)} is ${t.less} only ${N(b)}`, holds: (r) => r[a] === 1 && r[b] === 0, weight: 3 });
    }
    if (place === 0) pool.push({ text: `${N(a)} is the ${t.most}`, holds: (r) => r[a] === 0, weight: 1 });
    if (place === n - 1) pool.push({ text: `${N(a)} is the ${t.least} of all`, holds: (r) => r[a] === n - 1, weight: 1 });
    if (place !== 0 && random.next() < 0.5) pool.push({ text: `${N(a)} is not the ${t.most}`, holds: (r) => r[a] !== 0, weight: 1 });
    for (let b = a + 1; b < n; b += 1) {
      if (truth[a] !== n - 1 && truth[b] !== n - 1 && random.next() < 0.3) {
        pool.push({ text: `neither ${N(a)} nor ${N(b)} is the ${t.least}`, holds: (r) => r[a] !== n - 1 && r[b] !== n - 1, weight: 1 });
      }
    }
  }
  return pool;
}

interface RankPuzzle {
  readonly clues: string[];
  readonly answer: string;
  readonly truth: number[];
}

/** As seatPuzzle, over every ranking of the people. */
function rankPuzzle(random: Random, t: Trait, names: readonly string[], answerOf: (truth: readonly number[]) => ((rank: readonly number[]) => string) | undefined, maxClues = 8): RankPuzzle {
  const n = names.length;
  const all = permutations(Array.from({ length: n }, (_, i) => i));
  return retryDraw(() => {
    const truth = all[random.int(0, all.length - 1)]!;
    const answer = answerOf(truth);
    if (!answer) return undefined;
    const pool = rankCluePool(random, t, truth, names)
      .map((c) => ({ c, key: random.next() * c.weight }))
      .sort((x, y) => y.key - x.key)
      .map((x) => x.c);
    const answers = (clues: readonly RankClue[], from: readonly (readonly number[])[] = all): Set<string> => {
      const out = new Set<string>();
      for (const r of from) if (clues.every((c) => c.holds(r))) out.add(answer(r));
      return out;
    };
    let alive: readonly (readonly number[])[] = all;
    const clues: RankClue[] = [];
    for (const clue of pool) {
      const next = alive.filter((r) => clue.holds(r));
      if (next.length === alive.length) continue;
      clues.push(clue);
      alive = next;
      if (answers([], alive).size === 1) break;
    }
    if (answers([], alive).size !== 1) return undefined;
    for (let j = clues.length - 1; j >= 0; j -= 1) {
      const without = clues.filter((_, k) => k !== j);
      if (answers(without).size === 1) clues.splice(j, 1);
    }
    if (clues.length < 3 || clues.length > maxClues) return undefined;
    if (clues.some((c) => answers([c]).size === 1)) return undefined;
    return { clues: random.shuffle(clues).map((c) => c.text), answer: answer(truth), truth: [...truth] };
  });
}

const placeName = (t: Trait, k: number, n: number): string => {
  if (k === 0) return `the ${t.most}`;
  if (k === n - 1) return `the ${t.least}`;
  return k <= (n - 1) / 2 ? `the ${ORD_WORD[k + 1]} ${t.most}` : `the ${ORD_WORD[n - k]} ${t.least}`;
};

const ORDERING: readonly DoubtTemplate[] = [
  {
    // Five or six of different heights/weights, new clue forms ("taller than only", "not as tall as", "only two are taller than"), a place asked.
    kind: 'ordering',
    id: 'wider/ordering/1',
    draw: (random) => {
      const n = random.int(5, 6);
      const t = random.pick(TRAITS);
      const names = distinctNames(random, n);
      const k = random.int(0, n - 1);
      const p = rankPuzzle(random, t, names, () => (r) => names[r.indexOf(k)]!);
      const question = random.pick([
        `Among ${listOf(names)}, each has a different ${t.noun}. ${p.clues.map((c) => `${cap(c)}.`).join(' ')} Who is ${placeName(t, k, n)}?`,
        `${n} friends ${listOf(names)} are compared by ${t.noun}; no two are equal.\n${p.clues.map((c, i) => `(${i + 1}) ${cap(c)}.`).join('\n')}\nWho among them is ${placeName(t, k, n)}?`,
        `Who is ${placeName(t, k, n)} among ${listOf(names)}, if ${p.clues.join(', ')}?`,
      ]);
      return { question, options: fromPool(random, p.answer, [names[p.truth.indexOf(n - 1 - k)]!], names) };
    },
  },
  {
    // Arranged in ascending/descending order: who is in the middle, or the k-th from the top/bottom.
    kind: 'ordering',
    id: 'wider/ordering/2',
    draw: (random) => {
      const n = random.pick([5, 5, 7]) === 7 ? 5 : random.int(5, 6);
      // Letters enough for everyone: a five-letter set for six people left one out of the order.
      const names = [...random.pick(n === 5 ? ['PQRST', 'ABCDE', 'JKLMN', 'VWXYZ'] : ['PQRSTU', 'ABCDEF', 'JKLMNO'])];
      const t = random.pick([TRAITS[0]!, TRAITS[1]!]);
      const ascending = random.next() < 0.5;
      const pos = n === 5 && random.next() < 0.5 ? 3 : random.int(2, n - 1);
      const k = ascending ? n - pos : pos - 1;
      const p = rankPuzzle(random, t, names, () => (r) => names[r.indexOf(k)]!);
      const orderWord = ascending ? 'ascending' : 'descending';
      const ask = n === 5 && pos === 3 ? `who will be in the middle` : `who will be ${ordinal(pos)} from the ${random.pick(['top', 'left'])}`;
      const question = random.pick([
        `${p.clues.map((c) => `${cap(c)}.`).join(' ')} If ${listOf(names)} are arranged in ${orderWord} order of their ${t.noun}, ${ask}?`,
        `Five/six friends problem: ${p.clues.join('; ')}. When all ${n} (${names.join(', ')}) stand in ${orderWord} order of ${t.noun}, ${ask}?`.replace('Five/six friends problem', `${NUM_WORD[n]!.replace(/^./, (c) => c.toUpperCase())} friends`),
      ]);
      return { question, options: fromPool(random, p.answer, [names[p.truth.indexOf(n - 1 - k)]!], names) };
    },
  },
  {
    // How many are taller/heavier than a person, or which order is correct.
    kind: 'ordering',
    id: 'wider/ordering/3',
    draw: (random) => {
      const n = random.int(5, 6);
      const names = distinctNames(random, n);
      const t = random.pick(TRAITS);
      const form = random.int(0, 1);
      if (form === 0) {
        let who = 0;
        const p = rankPuzzle(random, t, names, (truth) => {
          who = random.int(0, n - 1);
          const me = who;
          if (truth[me] === 0) return undefined;
          return (r) => String(r[me]);
        });
        const question = random.pick([
          `${p.clues.map((c) => `${cap(c)}.`).join(' ')} How many persons among ${listOf(names)} are ${t.more} ${names[who]}?`,
          `How many of the ${n} friends are ${t.more} ${names[who]}, if ${p.clues.join(', ')}? (The friends are ${listOf(names)}; no two have the same ${t.noun}.)`,
        ]);
        const k = Number(p.answer);
        return { question, options: numOpts(k, [n - 1 - k, k + 1, k - 1]) };
      }
      const p = rankPuzzle(random, t, names, () => (r) => names.map((_, i) => names[r.indexOf(i)]).join(' > '), 9);
      const order = p.answer.split(' > ');
      const swap = (i: number): string => order.map((x, j) => (j === i ? order[i + 1] : j === i + 1 ? order[i] : x)).join(' > ');
      const question = random.pick([
        `${p.clues.map((c) => `${cap(c)}.`).join(' ')} Which of the following shows the correct descending order of their ${t.noun}?`,
        `Five or more friends: ${p.clues.join(', ')}. Arrange ${listOf(names)} from the ${t.most} to the ${t.least}.`,
      ]);
      return { question, options: four(p.answer, random.shuffle(order.slice(0, -1).map((_, i) => swap(i))), (k) => [...order].reverse().slice(k % 2).concat([...order].reverse().slice(0, k % 2)).join(' > ')) };
    },
  },
  {
    // Two people interchange positions in a row.
    kind: 'ordering',
    id: 'wider/ordering/4',
    draw: (random) => {
      const [x, y] = until(() => [random.pick(MEN), random.pick(MEN)] as const, ([a, b]) => a !== b);
      const total = random.int(18, 50);
      const [px, py] = until(() => [random.int(3, total - 2), random.int(3, total - 2)] as const, ([a, b]) => a < b - 2);
      // px, py from the left; y is (total - py + 1) from the right.
      const yRight = total - py + 1;
      const form = random.int(0, 2);
      if (form === 0) {
        const question = random.pick([
          `In a row of boys, ${x} is ${ordinal(px)} from the left and ${y} is ${ordinal(yRight)} from the right. When they interchange their positions, ${x} becomes ${ordinal(py)} from the left. How many boys are there in the row?`,
          `${x} is ${ordinal(px)} from the left end of a row of boys and ${y} is ${ordinal(yRight)} from the right end. They interchange their positions, and now ${x} is ${ordinal(py)} from the left end. Find the total number of boys in the row.`,
        ]);
        return { question, options: numOpts(total, [py + yRight, px + yRight - 1, py + yRight + 1]) };
      }
      if (form === 1) {
        const question = `In a row of ${total} students facing north, ${x} is ${ordinal(px)} from the left and ${y} is ${ordinal(yRight)} from the right. If they interchange their positions, what will be ${y}'s new position from the right end?`;
        const ans = total - px + 1;
        return { question, options: four(ordinal(ans), [ordinal(px), ordinal(yRight), ordinal(ans + 1)], (k) => ordinal(ans + k + 1)) };
      }
      const question = `In a queue, ${x} is ${ordinal(px)} from the front and ${y} is ${ordinal(yRight)} from the back. On interchanging their places, ${x} becomes ${ordinal(py)} from the front. How many people are standing between them?`;
      const ans = py - px - 1;
      return { question, options: numOpts(ans, [py - px, py - px + 1, total - py - 1]) };
    },
  },
  {
    // Two ranks in a class: how many between, or the minimum number in a row.
    kind: 'ordering',
    id: 'wider/ordering/5',
    draw: (random) => {
      const [x, y] = until(() => [random.pick([...MEN, ...WOMEN]), random.pick([...MEN, ...WOMEN])] as const, ([a, b]) => a !== b);
      const form = random.int(0, 1);
      if (form === 0) {
        const total = random.int(30, 60);
        const [top, bottom] = until(() => [random.int(3, 25), random.int(3, 30)] as const, ([a, b]) => total - b + 1 > a + 1);
        const yTop = total - bottom + 1;
        const ans = yTop - top - 1;
        const question = random.pick([
          `In a class of ${total} students, ${x} ranks ${ordinal(top)} from the top and ${y} ranks ${ordinal(bottom)} from the bottom. How many students are there between ${x} and ${y} in rank?`,
          `There are ${total} students in a class. ${x}'s rank is ${ordinal(top)} from the top; ${y}'s rank is ${ordinal(bottom)} from the last. How many students rank between the two?`,
        ]);
        return { question, options: numOpts(ans, [yTop - top, total - top - bottom, ans + 1]) };
      }
      const [a, b, g] = until(() => [random.int(6, 20), random.int(6, 20), random.int(2, 6)] as const, ([p, q, r]) => p >= r + 2 && q >= r + 2);
      const ans = a + b - g - 2;
      const question = random.pick([
        `In a row of children, ${x} is ${ordinal(a)} from the left end and ${y} is ${ordinal(b)} from the right end. There are ${g} children between ${x} and ${y}. What is the minimum number of children in the row?`,
        `${x} is ${ordinal(a)} from the left and ${y} is ${ordinal(b)} from the right in a row. If exactly ${NUM_WORD[g]} people stand between them, at least how many people are there in the row?`,
      ]);
      return { question, options: numOpts(ans, [a + b + g, a + b - 1, a + b - g - 1]) };
    },
  },
  {
    // Arrival order ("reached before ... but after"), with "immediately" and "only two between".
    kind: 'ordering',
    id: 'wider/ordering/6',
    draw: (random) => {
      const n = random.int(5, 6);
      const names = distinctNames(random, n);
      const event = random.pick(['the exam centre', 'the office', 'the party', 'the railway station']);
      const all = permutations(Array.from({ length: n }, (_, i) => i));
      const k = random.int(0, n - 1);
      const askLast = random.next() < 0.3;
      const p = retryDraw(() => {
        const truth = all[random.int(0, all.length - 1)]!; // truth[i] = arrival place of i
        const pool: RankClue[] = [];
        for (let a = 0; a < n; a += 1) {
          for (let b = 0; b < n; b += 1) {
            if (a === b) continue;
            const d = truth[b]! - truth[a]!;
            if (d === 1) pool.push({ text: random.pick([`${names[b]} reached immediately after ${names[a]}`, `${names[a]} reached just before ${names[b]}`]), holds: (r) => r[b]! - r[a]! === 1, weight: 3 });
            if (d > 1) pool.push({ text: random.pick([`${names[a]} reached before ${names[b]}`, `${names[b]} reached after ${names[a]}`]), holds: (r) => r[b]! > r[a]!, weight: 1 });
            if (d >= 2 && d <= 3 && a < b) pool.push({ text: `only ${NUM_WORD[d - 1]} ${d === 2 ? 'person' : 'persons'} reached between ${names[a]} and ${names[b]}`, holds: (r) => Math.abs(r[b]! - r[a]!) === d, weight: 2 });
          }
          if (truth[a] === 0) pool.push({ text: `${names[a]} was the first to reach`, holds: (r) => r[a] === 0, weight: 1 });
          if (truth[a] !== 0 && truth[a] !== n - 1 && random.next() < 0.5) pool.push({ text: `${names[a]} was neither the first nor the last to reach`, holds: (r) => r[a] !== 0 && r[a] !== n - 1, weight: 1 });
        }
        const answer = (r: readonly number[]): string => names[r.indexOf(askLast ? n - 1 : k)]!;
        const sorted = pool.map((c) => ({ c, key: random.next() * c.weight })).sort((x, y) => y.key - x.key).map((x) => x.c);
        const answers = (clues: readonly RankClue[]): Set<string> => new Set(all.filter((r) => clues.every((c) => c.holds(r))).map(answer));
        const clues: RankClue[] = [];
        for (const c of sorted) {
          clues.push(c);
          if (answers(clues).size === 1) break;
        }
        if (answers(clues).size !== 1) return undefined;
        for (let j = clues.length - 1; j >= 0; j -= 1) if (answers(clues.filter((_, i) => i !== j)).size === 1) clues.splice(j, 1);
        if (clues.length < 3 || clues.length > 7 || clues.some((c) => answers([c]).size === 1)) return undefined;
        return { clues: random.shuffle(clues).map((c) => c.text), answer: answer(truth), truth };
      });
      const ask = askLast ? 'Who reached last?' : `Who reached ${ORD_WORD[k + 1]}?`;
      const question = random.pick([
        `${listOf(names)} reached ${event} one after another, at different times. ${p.clues.map((c) => `${cap(c)}.`).join(' ')} ${ask}`,
        `sir pls help - ${n} friends ${names.join(', ')} came to ${event}. ${p.clues.join(', ')}. ${ask.toLowerCase().replace(/^who/, 'who')}`,
      ]);
      return { question, options: fromPool(random, p.answer, [], names) };
    },
  },
];

// ---------------------------------------------------------------- blood-relation

/** A step from one person to a relative: U parent, D child, S sibling, W spouse. */
type Kin = 'U' | 'D' | 'S' | 'W';
type Sex = 'M' | 'F';
const REL_STEP: Readonly<Record<string, [Kin, Sex]>> = {
  father: ['U', 'M'], mother: ['U', 'F'], son: ['D', 'M'], daughter: ['D', 'F'],
  brother: ['S', 'M'], sister: ['S', 'F'], husband: ['W', 'M'], wife: ['W', 'F'],
};
const RELS = Object.keys(REL_STEP);

/** Steps applied in order from the second person reach the first; reduced as families are read (no step-relations), or undefined when ambiguous. */
function reduceKin(steps: readonly Kin[]): Kin[] | undefined {
  for (let i = 0; i + 1 < steps.length; i += 1) {
    if ((steps[i] === 'W' && steps[i + 1] === 'W') || (steps[i] === 'D' && steps[i + 1] === 'U')) return undefined;
  }
  const out: Kin[] = [];
  for (const k of steps) {
    const last = out[out.length - 1];
    if (last === 'U' && k === 'D') out[out.length - 1] = 'S';
    else if (last === 'S' && k === 'S') continue;
    else if (last === 'S' && k === 'U') out[out.length - 1] = 'U';
    else if (last === 'D' && k === 'S') continue;
    else if (last === 'U' && k === 'W') continue;
    else if (last === 'W' && k === 'D') out[out.length - 1] = 'D';
    else if ((last === 'D' && k === 'U') || (last === 'W' && k === 'W')) return undefined;
    else out.push(k);
    // A reduction can enable another with the step before.
    while (out.length >= 2) {
      const [x, y] = [out[out.length - 2], out[out.length - 1]];
      if (x === 'U' && y === 'D') out.splice(-2, 2, 'S');
      else if (x === 'S' && y === 'S') out.pop();
      else if (x === 'S' && y === 'U') out.splice(-2, 2, 'U');
      else if (x === 'W' && y === 'D') out.splice(-2, 2, 'D');
      else if ((x === 'D' && y === 'U') || (x === 'W' && y === 'W')) return undefined;
      else break;
    }
  }
  return out;
}

const KIN_NAMES: Readonly<Record<string, [string, string]>> = {
  U: ['Father', 'Mother'], UU: ['Grandfather', 'Grandmother'], UUU: ['Great-grandfather', 'Great-grandmother'],
  D: ['Son', 'Daughter'], DD: ['Grandson', 'Granddaughter'], S: ['Brother', 'Sister'], W: ['Husband', 'Wife'],
  US: ['Uncle', 'Aunt'], USW: ['Uncle', 'Aunt'], SD: ['Nephew', 'Niece'], WSD: ['Nephew', 'Niece'], SWD: ['Nephew', 'Niece'],
  USD: ['Cousin', 'Cousin'], WU: ['Father-in-law', 'Mother-in-law'], DW: ['Son-in-law', 'Daughter-in-law'],
  WS: ['Brother-in-law', 'Sister-in-law'], SW: ['Brother-in-law', 'Sister-in-law'], UUS: ['Grand-uncle', 'Grand-aunt'],
};
function kinName(steps: readonly Kin[], sex: Sex): string | undefined {
  const reduced = reduceKin(steps);
  if (!reduced || reduced.length === 0) return undefined;
  const pair = KIN_NAMES[reduced.join('')];
  return pair ? pair[sex === 'M' ? 0 : 1] : undefined;
}

const KIN_NEAR: Readonly<Record<string, readonly string[]>> = {
  Father: ['Uncle', 'Grandfather', 'Brother'], Mother: ['Aunt', 'Grandmother', 'Sister'], Son: ['Nephew', 'Grandson', 'Brother'],
  Daughter: ['Niece', 'Granddaughter', 'Sister'], Brother: ['Cousin', 'Brother-in-law', 'Son'], Sister: ['Cousin', 'Sister-in-law', 'Daughter'],
  Husband: ['Brother-in-law', 'Father', 'Son-in-law'], Wife: ['Sister-in-law', 'Mother', 'Daughter-in-law'],
  Grandfather: ['Father', 'Uncle', 'Great-grandfather'], Grandmother: ['Mother', 'Aunt', 'Great-grandmother'],
  'Great-grandfather': ['Grandfather', 'Grand-uncle', 'Father'], 'Great-grandmother': ['Grandmother', 'Grand-aunt', 'Mother'],
  Grandson: ['Son', 'Nephew', 'Son-in-law'], Granddaughter: ['Daughter', 'Niece', 'Daughter-in-law'],
  Uncle: ['Father', 'Cousin', 'Grandfather'], Aunt: ['Mother', 'Cousin', 'Grandmother'], Nephew: ['Son', 'Cousin', 'Grandson'],
  Niece: ['Daughter', 'Cousin', 'Granddaughter'], Cousin: ['Brother', 'Nephew', 'Uncle'],
  'Father-in-law': ['Father', 'Uncle', 'Brother-in-law'], 'Mother-in-law': ['Mother', 'Aunt', 'Sister-in-law'],
  'Son-in-law': ['Son', 'Nephew', 'Brother-in-law'], 'Daughter-in-law': ['Daughter', 'Niece', 'Sister-in-law'],
  'Brother-in-law': ['Brother', 'Cousin', 'Husband'], 'Sister-in-law': ['Sister', 'Cousin', 'Wife'],
  'Grand-uncle': ['Grandfather', 'Uncle', 'Great-grandfather'], 'Grand-aunt': ['Grandmother', 'Aunt', 'Great-grandmother'],
};
const OPPOSITE_SEX: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(KIN_NAMES).flatMap(([m, f]) => (m === f ? [] : [[m, f], [f, m]])),
);
const kinOptions = (random: Random, correct: string): Four => {
  const near = KIN_NEAR[correct] ?? [];
  const opp = OPPOSITE_SEX[correct];
  return fromPool(random, correct, [...(opp ? [opp] : []), ...random.shuffle(near)], Object.keys(KIN_NEAR));
};

/** 'A + B means A is the father of B' codes, four to six relations on symbols. */
function drawCode(random: Random, lettersToo = true): { sym: Map<string, string>; rels: string[] } {
  const symbols = random.pick([
    ['+', '-', '×', '÷', '@', '#'],
    ['$', '%', '*', '#', '@', '&'],
    ...(lettersToo ? [['P', 'Q', 'R', 'S', 'T', 'V']] : []),
  ]);
  const rels = random.shuffle(RELS).slice(0, random.int(4, 6));
  return { sym: new Map(rels.map((r, i) => [r, symbols[i]!])), rels };
}
const codeLegend = (random: Random, sym: Map<string, string>, a: string, b: string): string =>
  [...sym.entries()]
    .map(([r, s]) => random.pick([`'${a} ${s} ${b}' means '${a} is the ${r} of ${b}'`, `${a} ${s} ${b} means ${a} is the ${r} of ${b}`]))
    .join('; ');

/** A chain x0 r0 x1 r1 x2 ...: xi is the ri of xi+1; the first person's relation to the last. */
function chainAnswer(rels: readonly string[]): string | undefined {
  const steps = [...rels].reverse().map((r) => REL_STEP[r]![0]);
  return kinName(steps, REL_STEP[rels[0]!]![1]);
}
/** Sexes along a chain must agree: a person named as wife cannot also be a father. */
function chainConsistent(rels: readonly string[]): boolean {
  const sex: (Sex | undefined)[] = [];
  for (const [i, r] of rels.entries()) {
    const [k, sx] = REL_STEP[r]!;
    if (sex[i] !== undefined && sex[i] !== sx) return false;
    sex[i] = sx;
    if (k === 'W') {
      const other: Sex = sx === 'M' ? 'F' : 'M';
      if (sex[i + 1] !== undefined && sex[i + 1] !== other) return false;
      sex[i + 1] = other;
    }
  }
  return true;
}

interface Edge {
  readonly a: number;
  readonly b: number;
  /** Steps from b that reach a. */
  readonly steps: Kin[];
  readonly text: string;
}
const invert = (steps: readonly Kin[]): Kin[] => [...steps].reverse().map((k) => (k === 'U' ? 'D' : k === 'D' ? 'U' : k));
/** Steps from `from` to `to` along the statements (a tree), or undefined. */
function kinPath(edges: readonly Edge[], from: number, to: number): Kin[] | undefined {
  const seen = new Set([from]);
  const queue: [number, Kin[]][] = [[from, []]];
  while (queue.length > 0) {
    const [x, path] = queue.shift()!;
    if (x === to) return path;
    for (const e of edges) {
      if (e.b === x && !seen.has(e.a)) {
        seen.add(e.a);
        queue.push([e.a, [...path, ...e.steps]]);
      } else if (e.a === x && !seen.has(e.b)) {
        seen.add(e.b);
        queue.push([e.b, [...path, ...invert(e.steps)]]);
      }
    }
  }
  return undefined;
}

const BLOOD_RELATION: readonly DoubtTemplate[] = [
  {
    // Coded relations: 'P + Q means P is the father of Q'.
    kind: 'blood-relation',
    id: 'wider/blood-relation/1',
    draw: (random) => {
      const { sym, rels } = drawCode(random);
      const letters = random.shuffle([...'CDEFGHJKLMN']).slice(0, 5);
      const { chain, answer } = retryDraw(() => {
        const len = random.int(2, 4);
        const c = Array.from({ length: len }, () => random.pick(rels));
        const ans = chainConsistent(c) ? chainAnswer(c) : undefined;
        return ans ? { chain: c, answer: ans } : undefined;
      });
      const people = letters.slice(0, chain.length + 1);
      const expr = people.map((x, i) => (i < chain.length ? `${x} ${sym.get(chain[i]!)}` : x)).join(' ');
      const [x, y] = ['A', 'B'];
      const legend = codeLegend(random, sym, x, y);
      const first = people[0]!;
      const last = people[people.length - 1]!;
      const question = random.pick([
        `If ${legend}, then in '${expr}', how is ${first} related to ${last}?`,
        `In a certain code, ${legend}. If ${expr}, how is ${first} related to ${last}?`,
        `Directions: ${legend}.\nIf the expression ${expr} is true, then ${first} is the ____ of ${last}.`,
      ]);
      return { question, options: kinOptions(random, answer) };
    },
  },
  {
    // Coded relations, the other way: which expression means a given relation.
    kind: 'blood-relation',
    id: 'wider/blood-relation/2',
    draw: (random) => {
      const { sym, rels } = drawCode(random, false);
      const [x, y] = random.pick([['P', 'T'], ['M', 'R'], ['J', 'N']] as const);
      const middle = x === 'P' ? ['Q', 'R', 'S'] : x === 'M' ? ['N', 'O', 'Q'] : ['K', 'L', 'M'];
      return retryDraw(() => {
        const cands = new Map<string, string>();
        for (let i = 0; i < 60; i += 1) {
          const len = random.int(2, 3);
          const c = Array.from({ length: len }, () => random.pick(rels));
          if (!chainConsistent(c)) continue;
          const mids = random.shuffle(middle).slice(0, len - 1);
          const people = [x, ...mids, y];
          const expr = people.map((p, j) => (j < c.length ? `${p} ${sym.get(c[j]!)}` : p)).join(' ');
          cands.set(expr, chainAnswer(c) ?? '?');
        }
        const named = [...cands.entries()].filter(([, a]) => a !== '?');
        if (named.length === 0) return undefined;
        const [rightExpr, target] = random.pick(named);
        const others = [...cands.entries()].filter(([, a]) => a !== target && a !== '?').map(([e]) => e);
        if (others.length < 3) return undefined;
        const question = random.pick([
          `If ${codeLegend(random, sym, 'A', 'B')}, which of the following means that ${x} is the ${target.toLowerCase()} of ${y}?`,
          `${codeLegend(random, sym, 'X', 'Y')}. Which of the following expressions shows that ${x} is the ${target.toLowerCase()} of ${y}?`,
        ]);
        const wrong = random.shuffle(others).slice(0, 3);
        return { question, options: [rightExpr, wrong[0]!, wrong[1]!, wrong[2]!] as Four };
      });
    },
  },
  {
    // A family of six with two married couples.
    kind: 'blood-relation',
    id: 'wider/blood-relation/3',
    draw: (random) => {
      const L = random.shuffle([...random.pick(['ABCDEF', 'PQRSTU', 'JKLMNO'])]);
      const [gf, gm, c, sp, k1, k2] = [0, 1, 2, 3, 4, 5];
      const cSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const sex: Sex[] = ['M', 'F', cSex, cSex === 'M' ? 'F' : 'M', random.next() < 0.5 ? 'M' : 'F', random.next() < 0.5 ? 'M' : 'F'];
      const word = (i: number, m: string, f: string): string => (sex[i] === 'M' ? m : f);
      const N = (i: number): string => L[i]!;
      const edges: Edge[] = [
        random.next() < 0.5
          ? { a: gf, b: gm, steps: ['W'], text: `${N(gf)} is the husband of ${N(gm)}` }
          : { a: gm, b: gf, steps: ['W'], text: `${N(gm)} is the wife of ${N(gf)}` },
        random.next() < 0.5
          ? { a: c, b: gm, steps: ['D'], text: `${N(c)} is the ${word(c, 'son', 'daughter')} of ${N(gm)}` }
          : { a: gf, b: c, steps: ['U'], text: `${N(gf)} is the father of ${N(c)}` },
        random.next() < 0.5
          ? { a: sp, b: gf, steps: ['D', 'W'], text: `${N(sp)} is the ${word(sp, 'son-in-law', 'daughter-in-law')} of ${N(gf)}` }
          : { a: sp, b: c, steps: ['W'], text: `${N(sp)} is the ${word(sp, 'husband', 'wife')} of ${N(c)}` },
        random.next() < 0.5
          ? { a: k1, b: sp, steps: ['D'], text: `${N(k1)} is the ${word(k1, 'son', 'daughter')} of ${N(sp)}` }
          : { a: c, b: k1, steps: ['U'], text: `${N(c)} is the ${word(c, 'father', 'mother')} of ${N(k1)}` },
        { a: k2, b: k1, steps: ['S'], text: `${N(k2)} is the ${word(k2, 'brother', 'sister')} of ${N(k1)}` },
      ];
      // Every person's sex must be told: add a plain statement for any not named by a gendered word about themselves.
      const told = new Set(edges.map((e) => e.a));
      const extra = [0, 1, 2, 3, 4, 5].filter((i) => !told.has(i)).map((i) => `${N(i)} is ${random.pick([word(i, 'a male', 'a female'), word(i, 'a man', 'a woman')])}`);
      const { a, b, answer } = retryDraw(() => {
        const [p, q] = random.shuffle([0, 1, 2, 3, 4, 5]);
        if (edges.some((e) => (e.a === p && e.b === q) || (e.a === q && e.b === p))) return undefined;
        const path = kinPath(edges, q!, p!);
        const ans = path && kinName(path, sex[p!]!);
        return ans ? { a: p!, b: q!, answer: ans } : undefined;
      });
      const statements = random.shuffle([...edges.map((e) => e.text), ...extra]);
      const question = random.pick([
        `There are six members ${listOf([...L].sort())} in a family. There are two married couples in the family. ${statements.map((t) => `${t}.`).join(' ')} How is ${N(a)} related to ${N(b)}?`,
        `Study the information and answer: A family has six members ${[...L].sort().join(', ')} with two married couples.\n${statements.map((t, i) => `(${['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii'][i]}) ${t}.`).join('\n')}\nWhat is the relation of ${N(a)} to ${N(b)}?`,
      ]);
      return { question, options: kinOptions(random, answer) };
    },
  },
  {
    // "Brothers and sisters I have none" and "only son of my father" puzzles.
    kind: 'blood-relation',
    id: 'wider/blood-relation/4',
    draw: (random) => {
      const speakerSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const targetSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const name = random.pick(speakerSex === 'M' ? MEN : WOMEN);
      const his = speakerSex === 'M' ? 'his' : 'her';
      const who = targetSex === 'M' ? random.pick(['man', 'boy']) : random.pick(['woman', 'girl']);
      const tHis = targetSex === 'M' ? 'His' : 'Her';
      const form = random.int(0, 2);
      // parentSex: the target's parent who is described; the description names the speaker (self) or the speaker's sibling.
      let parentSex: Sex;
      let description: string;
      let self: boolean;
      if (form === 0) {
        parentSex = random.next() < 0.5 ? 'M' : 'F';
        const childWord = parentSex === 'M' ? 'son' : 'daughter';
        description = `the only ${childWord} of my ${random.pick(['father', 'mother'])}`;
        self = parentSex === speakerSex;
      } else if (form === 1) {
        parentSex = speakerSex;
        description = `my ${random.pick(['father', 'mother'])}'s ${speakerSex === 'M' ? 'son' : 'daughter'}`;
        self = true;
      } else {
        parentSex = random.next() < 0.5 ? 'M' : 'F';
        const childWord = parentSex === 'M' ? 'son' : 'daughter';
        description = `the only ${childWord} of my ${random.pick(["mother's husband", "father's wife"])}`;
        self = parentSex === speakerSex;
      }
      const parentWord = parentSex === 'M' ? 'father' : 'mother';
      const answer = self ? (targetSex === 'M' ? 'Son' : 'Daughter') : targetSex === 'M' ? 'Nephew' : 'Niece';
      const none = form === 1 ? random.pick(['Brothers and sisters I have none, but ', 'I have no brother or sister, but ']) : '';
      const saying = `${none}${none ? `${tHis.toLowerCase()}` : tHis} ${parentWord} is ${description}.`;
      const question = random.pick([
        `Pointing to a ${who}, ${name} said, "${saying}" How is the ${who} related to ${name}?`,
        `Looking at a portrait of a ${who}, ${name} said to ${his} friend, "${saying}" How is the ${who} in the portrait related to ${name}?`,
        `${name} showed a photo to ${his} cousin and said, "${saying}" Whose photo was it? (how is the ${who} related to ${name})`,
      ]);
      const pool = targetSex === 'M' ? ['Son', 'Nephew', 'Brother', 'Cousin', 'Grandson', 'Father'] : ['Daughter', 'Niece', 'Sister', 'Cousin', 'Granddaughter', 'Mother'];
      return { question, options: fromPool(random, answer, [], pool) };
    },
  },
  {
    // A chain in names, asked both ways: the reverse may leave a sex unknown ("Cannot be determined").
    kind: 'blood-relation',
    id: 'wider/blood-relation/5',
    draw: (random) => {
      const { chain, answer } = retryDraw(() => {
        const len = random.int(2, 3);
        const c = Array.from({ length: len }, () => random.pick(RELS));
        const ans = chainConsistent(c) ? chainAnswer(c) : undefined;
        return ans ? { chain: c, answer: ans } : undefined;
      });
      const people = distinctNames(random, chain.length + 1, random.next() < 0.5 ? [...'ABCDEFGHKLMPQRSTWXYZ'] : [...MEN, ...WOMEN]);
      const statements = chain.map((r, i) => random.pick([`${people[i]} is the ${r} of ${people[i + 1]}`, `${people[i]} is ${people[i + 1]}'s ${r}`]));
      const first = people[0]!;
      const last = people[people.length - 1]!;
      // The reverse relation needs the last person's sex, which no statement gives unless it is a spouse.
      const lastRel = chain[chain.length - 1]!;
      const reverseKnown = REL_STEP[lastRel]![0] === 'W';
      const reverse = !reverseKnown && random.next() < 0.4;
      if (reverse) {
        const back = kinName(invert([...chain].reverse().map((r) => REL_STEP[r]![0])), 'M');
        if (back) {
          const female = OPPOSITE_SEX[back] ?? back;
          if (female !== back) {
            const question = `${statements.join(', ')}. How is ${last} related to ${first}?`;
            return { question, options: fromPool(random, 'Cannot be determined', [back, female], Object.keys(KIN_NEAR)) };
          }
        }
      }
      const question = random.pick([
        `If ${statements.slice(0, -1).join(', ')} and ${statements[statements.length - 1]}, how is ${first} related to ${last}?`,
        `pls tell: ${statements.join('; ')}. so ${first} is ${last}'s what?`,
      ]);
      return { question, options: kinOptions(random, answer) };
    },
  },
  {
    // Compound statements: "Q's mother is the sister of P and the daughter of M".
    kind: 'blood-relation',
    id: 'wider/blood-relation/6',
    draw: (random) => {
      const L = random.shuffle([...'MNPQRST']);
      // m: grandparent; p and x siblings (children of m); q child of x; s, t children of p.
      const [m, p, x, q, s, t] = [0, 1, 2, 3, 4, 5];
      const sex: Sex[] = [0, 1, 2, 3, 4, 5].map(() => (random.next() < 0.5 ? 'M' : 'F'));
      const w = (i: number, mm: string, ff: string): string => (sex[i] === 'M' ? mm : ff);
      const N = (i: number): string => L[i]!;
      const edges: Edge[] = [
        { a: x, b: q, steps: ['U'], text: '' },
        { a: x, b: p, steps: ['S'], text: '' },
        { a: x, b: m, steps: ['D'], text: '' },
        { a: s, b: p, steps: ['D'], text: '' },
        { a: s, b: t, steps: ['S'], text: '' },
      ];
      const xRole = w(x, 'father', 'mother');
      const sentences = [
        `${N(q)}'s ${xRole} is the ${w(x, 'brother', 'sister')} of ${N(p)} and the ${w(x, 'son', 'daughter')} of ${N(m)}`,
        `${N(s)} is the ${w(s, 'son', 'daughter')} of ${N(p)} and the ${w(s, 'brother', 'sister')} of ${N(t)}`,
        `${N(p)} is ${w(p, 'a man', 'a woman')} and ${N(m)} is ${w(m, 'a man', 'a woman')}`,
        `${N(t)} is ${w(t, 'male', 'female')}`,
      ];
      const pairs: [number, number][] = [[m, t], [p, q], [q, t], [m, q], [t, q], [s, q], [m, s]];
      const named = pairs.filter(([a, b]) => {
        const path = kinPath(edges, b, a);
        return path && kinName(path, sex[a]!);
      });
      const [a, b] = random.pick(named);
      const answer = kinName(kinPath(edges, b, a)!, sex[a]!)!;
      const question = random.pick([
        `${sentences.map((z) => `${cap(z)}.`).join(' ')} How is ${N(a)} related to ${N(b)}?`,
        `${sentences.slice(0, 2).map((z) => `${cap(z)}.`).join(' ')} (${sentences.slice(2).join('; ')}.) What is ${N(a)} to ${N(b)}?`,
      ]);
      return { question, options: kinOptions(random, answer) };
    },
  },
];

// ---------------------------------------------------------------- coding

const WORDS = [
  'MANGO', 'TIGER', 'PLANET', 'GARDEN', 'FLOWER', 'MARKET', 'JUDGE', 'LAWYER', 'NATION', 'CANDLE', 'BORDER', 'WINTER', 'MONKEY', 'PARROT',
  'TEMPLE', 'BRIDGE', 'SILVER', 'POCKET', 'FOREST', 'STREAM', 'BASKET', 'CASTLE', 'DESERT', 'HUNTER', 'JACKET', 'LEMON', 'ORANGE', 'PENCIL',
  'ROCKET', 'SUMMER', 'TICKET', 'VELVET', 'WALNUT', 'CLOCK', 'DREAM', 'FRUIT', 'GRAPE', 'HOUSE', 'KNIFE', 'LIGHT', 'NIGHT', 'PIANO',
  'QUEEN', 'SMART', 'TRAIN', 'WORLD', 'BLACK', 'CHAIR', 'EARTH', 'STONE', 'CREAM', 'SPORT', 'PRINT', 'SHADE', 'FAIR', 'BOLD', 'KING',
];
const lpos = (c: string): number => c.charCodeAt(0) - 64;
const letterOf = (i: number): string => LETTERS[(((i - 1) % 26) + 26) % 26]!;
const shiftAll = (w: string, k: number): string => [...w].map((c) => letterOf(lpos(c) + k)).join('');
const shiftEach = (w: string, by: (i: number) => number): string => [...w].map((c, i) => letterOf(lpos(c) + by(i))).join('');
const rev = (w: string): string => [...w].reverse().join('');
const VOWELS = new Set([...'AEIOU']);
const twoOf = (random: Random, ok: (w: string) => boolean = () => true): [string, string] => {
  const [a, b] = until(() => [random.pick(WORDS), random.pick(WORDS)] as const, ([x, y]) => x !== y && ok(x) && ok(y));
  return [a, b];
};

/** Rearrangement rules, named. */
const REARRANGE: readonly ((w: string) => string)[] = [
  // Each half reversed: MONKEY -> NOMYEK.
  (w) => rev(w.slice(0, Math.floor(w.length / 2))) + rev(w.slice(Math.floor(w.length / 2))),
  // Letters in pairs swapped: MONKEY -> OMKNYE.
  (w) => [...w].map((_, i) => w[i % 2 === 0 ? (i + 1 < w.length ? i + 1 : i) : i - 1]!).join(''),
  // First and last letters swapped.
  (w) => w[w.length - 1]! + w.slice(1, -1) + w[0]!,
  // Rotated by one: MONKEY -> ONKEYM.
  (w) => w.slice(1) + w[0]!,
  // Halves swapped: MONKEY -> KEYMON.
  (w) => w.slice(Math.floor(w.length / 2)) + w.slice(0, Math.floor(w.length / 2)),
];

const SENT2: readonly (readonly string[])[] = [
  ['rain', 'is', 'heavy'], ['heavy', 'bags', 'fall'], ['bags', 'are', 'blue'], ['sky', 'is', 'blue'], ['sweet', 'hot', 'tea'],
  ['hot', 'coffee', 'cup'], ['tea', 'and', 'coffee'], ['clean', 'the', 'room'], ['the', 'room', 'is', 'big'], ['big', 'red', 'ball'],
  ['play', 'the', 'game'], ['good', 'game', 'today'], ['today', 'is', 'sunday'],
];
const SYL = ['ki', 'la', 'ma', 'po', 'ne', 'tu', 'ri', 'zo', 'bi', 'da', 'fu', 'ge', 'hu', 'jo', 'sa', 'vo', 'yi', 'xo'];

const CODING: readonly DoubtTemplate[] = [
  {
    // Letters rearranged (halves reversed, pairs swapped, ...).
    kind: 'coding',
    id: 'wider/coding/1',
    draw: (random) => {
      const r = random.int(0, REARRANGE.length - 1);
      const rule = REARRANGE[r]!;
      const [a, b] = until(
        () => twoOf(random, (w) => w.length === 6),
        ([x, y]) => REARRANGE.every((o, j) => j === r || o(x) !== rule(x)) && new Set(REARRANGE.map((o) => o(y))).size === REARRANGE.length,
      );
      const question = random.pick([
        `In a certain code language, ${a} is written as ${rule(a)}. How will ${b} be written in that code language?`,
        `If ${a} is coded as ${rule(a)}, then how is ${b} coded?`,
        `${a} : ${rule(a)} :: ${b} : ?`,
      ]);
      return { question, options: four(rule(b), REARRANGE.filter((_, j) => j !== r).map((o) => o(b)), (k) => shiftAll(rule(b), k)) };
    },
  },
  {
    // Words as numbers: positions written side by side, reverse positions, or (sum of positions) x (number of letters).
    kind: 'coding',
    id: 'wider/coding/2',
    draw: (random) => {
      const [a, b] = twoOf(random, (w) => w.length <= 5);
      const form = random.int(0, 2);
      const sum = (w: string): number => [...w].reduce((t, c) => t + lpos(c), 0);
      if (form === 0) {
        const code = (w: string): string => [...w].map(lpos).join('');
        const question = random.pick([`If in a certain code ${a} is written as ${code(a)}, how is ${b} written?`, `${a} = ${code(a)}, then ${b} = ?`]);
        return { question, options: four(code(b), [[...b].map((c) => lpos(c) + 1).join(''), [...b].map((c) => 27 - lpos(c)).join(''), rev(code(b))], (k) => [...b].map((c) => lpos(c) + k + 1).join('')) };
      }
      if (form === 1) {
        const code = (w: string): string => [...w].map((c) => 27 - lpos(c)).join('');
        const question = `In a certain code, ${a} is written as ${code(a)}. How is ${b} written in that code?`;
        return { question, options: four(code(b), [[...b].map(lpos).join(''), [...b].map((c) => 26 - lpos(c)).join(''), rev(code(b))], (k) => [...b].map((c) => 27 - lpos(c) + k).join('')) };
      }
      const [c] = until(() => [random.pick(WORDS)] as const, ([w]) => w !== a && w !== b && w.length !== a.length && w.length <= 6);
      const code = (w: string): number => sum(w) * w.length;
      const question = random.pick([
        `If ${a} = ${code(a)} and ${c} = ${code(c)}, then ${b} = ?`,
        `In a certain code language, ${a} is coded as ${code(a)} and ${c} is coded as ${code(c)}. What is the code for ${b}?`,
      ]);
      return { question, options: numOpts(code(b), [sum(b), sum(b) * (b.length + 1), code(b) + b.length]) };
    },
  },
  {
    // Sentence codes, asked which word a code stands for.
    kind: 'coding',
    id: 'wider/coding/3',
    draw: (random) => {
      const got = retryDraw(() => {
        const sentences = random.shuffle(SENT2).slice(0, 3).map((x) => [...x]);
        const words = [...new Set(sentences.flat())];
        if (words.length === sentences.flat().length) return undefined;
        const codes = random.shuffle(SYL).slice(0, words.length);
        const codeOf = new Map(words.map((w, i) => [w, codes[i]!]));
        const sig = (w: string): string => sentences.map((z) => (z.includes(w) ? '1' : '0')).join('');
        const forced = words.filter((w) => words.every((o) => o === w || sig(o) !== sig(w)) && sig(w).includes('1') && sig(w).indexOf('1') !== sig(w).lastIndexOf('1'));
        if (forced.length === 0) return undefined;
        return { sentences, codeOf, target: random.pick(forced) };
      });
      const { sentences, codeOf, target } = got;
      const lines = sentences.map((z) => `'${random.shuffle(z.map((w) => codeOf.get(w)!)).join(' ')}' means '${z.join(' ')}'`);
      const code = codeOf.get(target)!;
      const question = random.pick([
        `In a certain code language, ${lines.join(', ')}. What does '${code}' stand for in that language?`,
        `In a code language:\n${lines.join('\n')}\nWhich word is coded as '${code}'?`,
      ]);
      const near = sentences.filter((z) => z.includes(target)).flat();
      return { question, options: fromPool(random, target, random.shuffle(near), [...codeOf.keys()]) };
    },
  },
  {
    // Letters as digits from two example words (ROSE = 6821 style).
    kind: 'coding',
    id: 'wider/coding/4',
    draw: (random) => {
      const { a, b, t } = retryDraw(() => {
        const t0 = random.pick(WORDS);
        if (new Set(t0).size !== t0.length) return undefined;
        const cover = WORDS.filter((w) => w !== t0 && new Set(w).size === w.length && [...w].some((c) => t0.includes(c)));
        for (let i = 0; i < 40; i += 1) {
          const x = random.pick(cover);
          const y = random.pick(cover);
          if (x === y) continue;
          const letters = new Set([...x, ...y]);
          if (letters.size > 10 || ![...t0].every((c) => letters.has(c))) continue;
          if (t0.length > 6) continue;
          return { a: x, b: y, t: t0 };
        }
        return undefined;
      });
      const letters = [...new Set([...a, ...b])];
      const digits = random.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, letters.length);
      const d = new Map(letters.map((c, i) => [c, digits[i]!]));
      const code = (w: string): string => [...w].map((c) => String(d.get(c))).join('');
      const right = code(t);
      const question = random.pick([
        `If ${a} is coded as ${code(a)} and ${b} as ${code(b)}, how is ${t} coded?`,
        `In a certain code, ${a} is written as ${code(a)} and ${b} is written as ${code(b)}. How is ${t} written in that code?`,
      ]);
      const swap = (x: string, i: number): string => (i + 1 < x.length ? x.slice(0, i) + x[i + 1] + x[i] + x.slice(i + 2) : x);
      return { question, options: four(right, [swap(right, 0), swap(right, right.length - 2), rev(right)], (k) => swap(right, k % (right.length - 1))) };
    },
  },
  {
    // The rule told in words: vowels and consonants treated differently, or each letter moved k places.
    kind: 'coding',
    id: 'wider/coding/5',
    draw: (random) => {
      const [, b] = twoOf(random);
      const form = random.int(0, 2);
      if (form === 0) {
        const [v, c] = random.pick([[1, -1], [-1, 1], [1, 1], [2, -1]] as const);
        const code = (w: string): string => [...w].map((ch) => letterOf(lpos(ch) + (VOWELS.has(ch) ? v : c))).join('');
        const dir = (k: number): string => (k > 0 ? `${k === 1 ? 'the next letter' : `the letter ${k} places after it`}` : `${k === -1 ? 'the previous letter' : `the letter ${-k} places before it`}`);
        const question = `In a code, each vowel of a word is replaced by ${dir(v)} in the English alphabet and each consonant by ${dir(c)}. How will ${b} be written in that code?`;
        const swapRule = (w: string): string => [...w].map((ch) => letterOf(lpos(ch) + (VOWELS.has(ch) ? c : v))).join('');
        return { question, options: four(code(b), [swapRule(b), shiftAll(b, c), shiftAll(b, v)], (k) => shiftAll(code(b), k)) };
      }
      if (form === 1) {
        const k = random.pick([2, 3, -2, 4]);
        const question = `If each letter in the word ${b} is replaced by the letter ${Math.abs(k)} places ${k > 0 ? 'ahead of' : 'behind'} it in the English alphabet, what will the new arrangement be?`;
        return { question, options: four(shiftAll(b, k), [shiftAll(b, -k), shiftAll(b, k + 1), rev(shiftAll(b, k))], (j) => shiftAll(b, k + j + 1)) };
      }
      const code = (w: string): string => rev([...w].map((ch) => letterOf(27 - lpos(ch))).join(''));
      const question = `A code replaces every letter by its opposite letter in the alphabet (A by Z, B by Y, and so on) and then writes the result backwards. What is the code for ${b}?`;
      return { question, options: four(code(b), [rev(code(b)), shiftAll(code(b), 1), rev(shiftAll(b, 1))], (k) => shiftAll(code(b), k + 1)) };
    },
  },
  {
    // A chat doubt: decode a word from an example with place-wise shifts (+1, +2, +3, ... or alternate +k, -k).
    kind: 'coding',
    id: 'wider/coding/6',
    draw: (random) => {
      const rules: readonly ((i: number) => number)[] = [(i) => i + 1, (i) => (i % 2 === 0 ? 1 : -1), (i) => (i % 2 === 0 ? 2 : -2), (i) => -(i + 1), () => 2];
      const rule = random.pick(rules);
      const [a, b] = twoOf(random, (w) => w.length >= 4 && w.length <= 6);
      const decode = random.next() < 0.6;
      if (decode) {
        const cb = shiftEach(b, rule);
        const question = random.pick([
          `pls help: if ${a.toLowerCase()} is written as ${shiftEach(a, rule).toLowerCase()} in a code, then ${cb.toLowerCase()} is the code of which word?`,
          `In a certain code ${a} is written as ${shiftEach(a, rule)}. Which word is written as ${cb} in that code?`,
        ]);
        const wrong = [shiftEach(cb, rule), shiftEach(b, (i) => (i === 1 ? 1 : 0)), shiftEach(b, (i) => (i === b.length - 1 ? -1 : 0))];
        return { question, options: four(b, wrong, (k) => shiftEach(b, (i) => (i === k % b.length ? 1 : 0))) };
      }
      const question = `sir how to solve: ${a} -> ${shiftEach(a, rule)}, then ${b} -> ??`;
      const right = shiftEach(b, rule);
      return { question, options: four(right, [shiftEach(b, (i) => -rule(i)), shiftEach(b, (i) => rule(i) + 1), rev(right)], (k) => shiftEach(b, (i) => rule(i) + (i === k % b.length ? 1 : 0))) };
    },
  },
];

// ---------------------------------------------------------------- series

/** Number rules t(0), t(1), ... for the wrong-number and missing-term templates. */
function numberRule(random: Random): { t: (i: number) => number; name: string } {
  const kind = random.int(0, 5);
  if (kind === 0) {
    const a = random.int(2, 9);
    return { t: (i) => numberRuleCache(a, i, (x) => x * 2 + 1), name: 'x2+1' };
  }
  if (kind === 1) {
    const a = random.int(2, 12);
    const d = random.int(2, 5);
    return { t: (i) => a + d * ((i * (i + 1)) / 2), name: 'growing differences' };
  }
  if (kind === 2) {
    const s = random.int(2, 7);
    return { t: (i) => (s + i) ** 2 - 1, name: 'n^2-1' };
  }
  if (kind === 3) {
    const a = random.int(1, 5);
    return { t: (i) => numberRuleCache(a, i, (x, j) => x * (j + 1)), name: 'x1 x2 x3' };
  }
  if (kind === 4) {
    const a = random.int(3, 9);
    return { t: (i) => numberRuleCache(a, i, (x, j) => x * 2 - (j + 1)), name: 'x2 - n' };
  }
  const s = random.int(1, 4);
  return { t: (i) => (s + i) ** 3 + (s + i), name: 'n^3+n' };
}
function numberRuleCache(a: number, i: number, next: (x: number, j: number) => number): number {
  let x = a;
  for (let j = 0; j < i; j += 1) x = next(x, j);
  return x;
}

const SERIES: readonly DoubtTemplate[] = [
  {
    // Find the wrong number.
    kind: 'series',
    id: 'wider/series/1',
    draw: (random) => {
      const { t } = numberRule(random);
      const terms = Array.from({ length: 7 }, (_, i) => t(i));
      const at = random.int(2, 5);
      const delta = until(() => random.pick([-3, -2, -1, 1, 2, 3, 4, 5, 10]), (d) => !terms.includes(terms[at]! + d) && terms[at]! + d > 0);
      const shown = terms.map((x, i) => (i === at ? x + delta : x));
      const question = random.pick([
        `Find the wrong number in the series: ${shown.join(', ')}`,
        `In the series ${shown.join(', ')} one number is wrong. Find it.`,
        `Which number does not fit in the series ${shown.join(' , ')}?`,
      ]);
      const others = random.shuffle(shown.filter((_, i) => i !== at && i > 0)).map(String);
      return { question, options: four(String(shown[at]), others, (k) => String(shown[at]! + k)) };
    },
  },
  {
    // Two operations taking turns: x2, +3, x2, +3 ...
    kind: 'series',
    id: 'wider/series/2',
    draw: (random) => {
      const [m, c] = [random.int(2, 3), random.int(1, 6)];
      const opFirst = random.next() < 0.5;
      const a = random.int(1, 9);
      const terms = [a];
      for (let i = 1; i < 8; i += 1) terms.push((i % 2 === 1) === opFirst ? terms[i - 1]! * m : terms[i - 1]! + c);
      const count = random.int(5, 6);
      const shown = terms.slice(0, count);
      const next = terms[count]!;
      const last = shown[count - 1]!;
      const question = random.pick([
        `What will come in place of the question mark (?) in the following number series? ${shown.join(' ')} ?`,
        `Find the next term: ${shown.join(', ')}, ...`,
        `${shown.join(', ')}, ? — what comes next?`,
      ]);
      return { question, options: numOpts(next, [last * m, last + c, last * m + c]) };
    },
  },
  {
    // Letter-repetition blanks: a_bc_ab_ca_ ... choose the letters that fill the blanks in order.
    kind: 'series',
    id: 'wider/series/3',
    draw: (random) => {
      const block = random.pick(['abc', 'abcd', 'aab', 'abb', 'abca', 'mnop', 'xyz']);
      const reps = block.length <= 3 ? 4 : 3;
      const full = block.repeat(reps);
      const blanks = random.shuffle(Array.from({ length: full.length }, (_, i) => i)).slice(0, random.int(4, 5)).sort((x, y) => x - y);
      const shown = [...full].map((ch, i) => (blanks.includes(i) ? '_' : ch)).join(' ');
      const right = blanks.map((i) => full[i]).join('');
      const letters = [...new Set(block)];
      const question = random.pick([
        `Which sequence of letters when placed at the blanks one after another will complete the given letter series? ${shown}`,
        `Fill in the blanks: ${shown}`,
      ]);
      const variant = (k: number): string => [...right].map((ch, i) => (i === k % right.length ? letters[(letters.indexOf(ch) + 1) % letters.length] : ch)).join('');
      return { question, options: four(right, [rev(right), variant(0), variant(right.length - 1)], (k) => variant(k)) };
    },
  },
  {
    // Letters with numbers: A1, C3, E5 ... / 2B, 4E, 8H ... / Z26, X24 ...
    kind: 'series',
    id: 'wider/series/4',
    draw: (random) => {
      const form = random.int(0, 2);
      if (form === 0) {
        const s = random.int(1, 6);
        const k = random.int(2, 3);
        const term = (i: number): string => `${letterOf(s + k * i)}${s + k * i}`;
        const shown = Array.from({ length: 4 }, (_, i) => term(i));
        const question = random.pick([`Find the next term: ${shown.join(', ')}, ?`, `${shown.join(', ')}, ___ (next term?)`]);
        const nx = s + 4 * k;
        return { question, options: four(term(4), [`${letterOf(nx)}${nx + 1}`, `${letterOf(nx + 1)}${nx}`, `${letterOf(nx - 1)}${nx - 1}`], (j) => `${letterOf(nx + j)}${nx + j + 1}`) };
      }
      if (form === 1) {
        const s = random.int(1, 5);
        const k = random.int(2, 4);
        const m = random.pick([2, 3]);
        const term = (i: number): string => `${m ** i * s}${letterOf(s + k * i)}`;
        const shown = Array.from({ length: 4 }, (_, i) => term(i));
        const question = `What comes next in the series ${shown.join(', ')}, ?`;
        const num = m ** 4 * s;
        const L4 = letterOf(s + 4 * k);
        return { question, options: four(term(4), [`${num}${letterOf(s + 4 * k + 1)}`, `${num + m}${L4}`, `${m ** 3 * s * 2}${L4}`], (j) => `${num + j * m}${letterOf(s + 4 * k + j)}`) };
      }
      const s = random.int(20, 26);
      const k = random.int(2, 3);
      const term = (i: number): string => `${letterOf(s - k * i)}${s - k * i}`;
      const shown = Array.from({ length: 4 }, (_, i) => term(i));
      const nx = s - 4 * k;
      const question = `Find the missing term: ${shown.join(', ')}, ?`;
      return { question, options: four(term(4), [`${letterOf(nx)}${nx + 1}`, `${letterOf(nx - 1)}${nx}`, `${letterOf(nx + 1)}${nx + 1}`], (j) => `${letterOf(nx - j)}${nx}`) };
    },
  },
  {
    // A missing term inside: x1+1, x2+2, x3+3 ... or squares/cubes with a twist.
    kind: 'series',
    id: 'wider/series/5',
    draw: (random) => {
      const { t } = numberRule(random);
      const terms = Array.from({ length: 6 }, (_, i) => t(i));
      const gap = random.int(1, 4);
      const shown = terms.map((x, i) => (i === gap ? '?' : String(x))).join(', ');
      const question = random.pick([
        `Find the missing number: ${shown}`,
        `What should come in place of the question mark? ${shown}`,
        `pls solve series - ${shown}. ? = ?`,
      ]);
      const ans = terms[gap]!;
      return { question, options: numOpts(ans, [Math.round((terms[gap - 1]! + terms[gap + 1]!) / 2), ans + 1, ans * 2 - terms[gap - 1]!]) };
    },
  },
  {
    // Fibonacci-like sums, or decimals multiplied by a constant.
    kind: 'series',
    id: 'wider/series/6',
    draw: (random) => {
      const form = random.int(0, 1);
      if (form === 0) {
        const [a, b] = [random.int(1, 6), random.int(2, 9)];
        const terms = [a, b];
        while (terms.length < 8) terms.push(terms[terms.length - 1]! + terms[terms.length - 2]!);
        const count = random.int(6, 7);
        const shown = terms.slice(0, count);
        const question = random.pick([`sir next no. in ${shown.join(', ')}, ?`, `Find the next number of the series: ${shown.join(', ')}, ?`]);
        const last = shown[count - 1]!;
        return { question, options: numOpts(terms[count]!, [last * 2, last + shown[count - 3]!, terms[count]! + 1]) };
      }
      const start = random.pick([0.5, 1.5, 2.5, 0.25, 1.25]);
      const m = random.pick([2, 3, 4]);
      const terms = Array.from({ length: 6 }, (_, i) => start * m ** i);
      const fmt = (x: number): string => String(Math.round(x * 100) / 100);
      const shown = terms.slice(0, 5).map(fmt);
      const question = random.pick([`Find the next term: ${shown.join(', ')}, ?`, `${shown.join(', ')}, ? Which number comes next?`]);
      const nx = terms[5]!;
      return { question, options: four(fmt(nx), [fmt(terms[4]! * (m + 1)), fmt(nx + terms[4]!), fmt(nx - m)], (k) => fmt(nx + k * m)) };
    },
  },
];

// ---------------------------------------------------------------- syllogism

type Q = 'all' | 'no' | 'some' | 'someNot' | 'onlyFew';
interface Prop {
  readonly q: Q;
  readonly x: number;
  readonly y: number;
  /** A possibility: "All X being Y is a possibility" holds when some diagram allowed by the statements makes it true. */
  readonly possible?: boolean;
}

/** Diagrams over three terms: which of the 7 regions (non-empty sets of terms) have members; every term has a member. */
const DIAGRAMS: number[] = (() => {
  const out: number[] = [];
  for (let w = 1; w < 128; w += 1) {
    let seen = 0;
    for (let r = 0; r < 7; r += 1) if (w & (1 << r)) seen |= r + 1;
    if (seen === 7) out.push(w);
  }
  return out;
})();
function holdsIn(p: Prop, w: number): boolean {
  let xy = false;
  let xNotY = false;
  for (let r = 0; r < 7; r += 1) {
    if (!(w & (1 << r))) continue;
    const t = r + 1;
    if (t & (1 << p.x)) {
      if (t & (1 << p.y)) xy = true;
      else xNotY = true;
    }
  }
  if (p.q === 'all') return !xNotY;
  if (p.q === 'no') return !xy;
  if (p.q === 'some') return xy;
  if (p.q === 'someNot') return xNotY;
  return xy && xNotY;
}
/** true: follows; false: does not; undefined: statements contradict, or a possibility that is already certain (papers differ on it). */
function follows(statements: readonly Prop[], c: Prop): boolean | undefined {
  const ok = DIAGRAMS.filter((w) => statements.every((st) => holdsIn(st, w)));
  if (ok.length === 0) return undefined;
  if (c.possible) {
    const some = ok.some((w) => holdsIn(c, w));
    const every = ok.every((w) => holdsIn(c, w));
    const never = ok.every((w) => !holdsIn(c, w));
    if (every) return undefined;
    return some && !never;
  }
  return ok.every((w) => holdsIn(c, w));
}
/** Two conclusions are an "either-or" pair when exactly one of them holds in every diagram. */
const complementary = (a: Prop, b: Prop): boolean => !a.possible && !b.possible && DIAGRAMS.every((w) => holdsIn(a, w) !== holdsIn(b, w));

const TERMS: readonly (readonly [string, string])[] = [
  ['lawyer', 'lawyers'], ['judge', 'judges'], ['pen', 'pens'], ['book', 'books'], ['rose', 'roses'], ['flower', 'flowers'], ['cup', 'cups'],
  ['plate', 'plates'], ['doctor', 'doctors'], ['nurse', 'nurses'], ['river', 'rivers'], ['lake', 'lakes'], ['chair', 'chairs'], ['table', 'tables'],
  ['player', 'players'], ['coach', 'coaches'], ['bird', 'birds'], ['kite', 'kites'], ['shirt', 'shirts'], ['jacket', 'jackets'], ['apple', 'apples'],
];
function propWords(random: Random, p: Prop, nouns: readonly (readonly [string, string])[]): string {
  const [xs, xp] = nouns[p.x]!;
  const [, yp] = nouns[p.y]!;
  const ys = nouns[p.y]![0];
  if (p.possible) {
    if (p.q === 'all') return `All ${xp} being ${yp} is a possibility`;
    if (p.q === 'some') return random.pick([`Some ${xp} being ${yp} is a possibility`, `Some ${xp} can be ${yp}`]);
    if (p.q === 'no') return `No ${xs} being ${article(ys)} is a possibility`;
    return `Some ${xp} not being ${yp} is a possibility`;
  }
  if (p.q === 'all') return random.pick([`All ${xp} are ${yp}`, `Every ${xs} is ${article(ys)}`]);
  if (p.q === 'no') return random.pick([`No ${xs} is ${article(ys)}`, `No ${xp} are ${yp}`]);
  if (p.q === 'some') return random.pick([`Some ${xp} are ${yp}`, `At least some ${xp} are ${yp}`]);
  if (p.q === 'someNot') return `Some ${xp} are not ${yp}`;
  return `Only a few ${xp} are ${yp}`;
}
const article = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);

const VERDICTS = {
  plain: ['Only I follows', 'Only II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'],
  conclusion: ['Only conclusion I follows', 'Only conclusion II follows', 'Either conclusion I or II follows', 'Neither conclusion I nor II follows', 'Both conclusions I and II follow'],
} as const;

interface SylDraw {
  readonly nouns: (readonly [string, string])[];
  readonly statements: Prop[];
  readonly c1: Prop;
  readonly c2: Prop;
  /** 0 only I, 1 only II, 2 either, 3 neither, 4 both. */
  readonly verdict: number;
}

function drawSyllogism(random: Random, qs: readonly Q[], possibility: number): SylDraw {
  const goal = random.int(0, 4);
  let fallback: SylDraw | undefined;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const nouns = random.shuffle(TERMS).slice(0, 3);
    const [a, b, c] = random.shuffle([0, 1, 2]) as [number, number, number];
    const statements: Prop[] = [
      random.next() < 0.7 ? { q: random.pick(qs), x: a, y: b } : { q: random.pick(qs), x: b, y: a },
      random.next() < 0.7 ? { q: random.pick(qs), x: b, y: c } : { q: random.pick(qs), x: c, y: b },
    ];
    const conc = (): Prop => {
      const [x, y] = random.shuffle([0, 1, 2]) as [number, number];
      return { q: random.pick(['all', 'no', 'some', 'someNot'] as const), x, y, possible: random.next() < possibility };
    };
    const c1 = conc();
    let c2 = conc();
    if (goal === 2 && random.next() < 0.8) {
      const flip: Record<string, Q> = { all: 'someNot', someNot: 'all', some: 'no', no: 'some' };
      c2 = { q: flip[c1.q]!, x: c1.x, y: c1.y };
      if (c1.possible) continue;
    }
    if (c1.q === c2.q && c1.x === c2.x && c1.y === c2.y && c1.possible === c2.possible) continue;
    if (statements.some((st) => (st.q === c1.q && st.x === c1.x && st.y === c1.y) || (st.q === c2.q && st.x === c2.x && st.y === c2.y))) continue;
    const f1 = follows(statements, c1);
    const f2 = follows(statements, c2);
    if (f1 === undefined || f2 === undefined) continue;
    const verdict = f1 && f2 ? 4 : f1 ? 0 : f2 ? 1 : complementary(c1, c2) ? 2 : 3;
    const d = { nouns, statements, c1, c2, verdict };
    if (verdict === goal) return d;
    fallback ??= d;
  }
  if (!fallback) throw new Error('No syllogism');
  return fallback;
}
const verdictOptions = (random: Random, d: SylDraw, set: readonly string[]): Four => fromPool(random, set[d.verdict]!, [], set.filter((_, i) => i !== d.verdict));

const SYLLOGISM: readonly DoubtTemplate[] = [
  {
    // "Only a few" statements (some are, some are not).
    kind: 'syllogism',
    id: 'wider/syllogism/1',
    draw: (random) => {
      const d = drawSyllogism(random, ['onlyFew', 'all', 'no', 'onlyFew', 'some'], 0);
      const st = d.statements.map((p) => `${propWords(random, p, d.nouns)}.`);
      const question = random.pick([
        `Statements: ${st.join(' ')}\nConclusions:\nI. ${propWords(random, d.c1, d.nouns)}.\nII. ${propWords(random, d.c2, d.nouns)}.`,
        `In the question below, two statements are followed by two conclusions. Take the statements to be true even if they seem to be at variance with commonly known facts.\nStatements: ${st.join(' ')}\nConclusions: I. ${propWords(random, d.c1, d.nouns)}. II. ${propWords(random, d.c2, d.nouns)}.`,
      ]);
      return { question, options: verdictOptions(random, d, VERDICTS.conclusion) };
    },
  },
  {
    // Possibility conclusions ("All X being Y is a possibility").
    kind: 'syllogism',
    id: 'wider/syllogism/2',
    draw: (random) => {
      const d = drawSyllogism(random, ['all', 'no', 'some', 'all', 'some'], 0.6);
      const st = d.statements.map((p) => propWords(random, p, d.nouns));
      const question = random.pick([
        `Statements: ${st.map((x) => `${x}.`).join(' ')}\nConclusions: I. ${propWords(random, d.c1, d.nouns)}. II. ${propWords(random, d.c2, d.nouns)}.\nWhich of the conclusions follow?`,
        `Read the statements and decide which conclusion(s) logically follow.\n1. ${st[0]}.\n2. ${st[1]}.\nI: ${propWords(random, d.c1, d.nouns)}.\nII: ${propWords(random, d.c2, d.nouns)}.`,
      ]);
      return { question, options: verdictOptions(random, d, VERDICTS.plain) };
    },
  },
  {
    // Options are conclusions: exactly one follows.
    kind: 'syllogism',
    id: 'wider/syllogism/3',
    draw: (random) => {
      return retryDraw(() => {
        const nouns = random.shuffle(TERMS).slice(0, 3);
        const statements: Prop[] = [
          { q: random.pick(['all', 'all', 'some', 'no'] as const), x: 0, y: 1 },
          { q: random.pick(['all', 'no', 'some'] as const), x: 1, y: 2 },
        ];
        if (statements.every((p) => p.q === 'some')) return undefined;
        const cands: Prop[] = [];
        for (const q of ['all', 'no', 'some', 'someNot'] as const) for (const [x, y] of [[0, 2], [2, 0], [0, 1], [1, 0], [2, 1], [1, 2]] as const) cands.push({ q, x, y });
        const fresh = cands.filter((c) => !statements.some((st) => st.q === c.q && st.x === c.x && st.y === c.y));
        const yes = fresh.filter((c) => follows(statements, c) === true && (c.x !== 1 || c.y !== 0 || c.q !== 'some'));
        const no = fresh.filter((c) => follows(statements, c) === false);
        if (yes.length === 0 || no.length < 3) return undefined;
        const far = yes.filter((c) => (c.x === 0 && c.y === 2) || (c.x === 2 && c.y === 0));
        const right = random.pick(far.length > 0 ? far : yes);
        const wrong = random.shuffle(no).slice(0, 3);
        const st = statements.map((p) => propWords(random, p, nouns));
        const question = random.pick([
          `${st[0]}. ${st[1]}. Which of the following conclusions can be definitely drawn from these statements?`,
          `Statements: ${st[0]}; ${st[1]}.\nWhich one of the following follows?`,
        ]);
        const text = (p: Prop): string => propWords(random, p, nouns);
        return { question, options: four(text(right), wrong.map(text), () => '') };
      });
    },
  },
  {
    // Three statements over a chain of four terms, answered as the bank papers' "give answer" list.
    kind: 'syllogism',
    id: 'wider/syllogism/4',
    draw: (random) => {
      // Three statements over terms 0-1, 1-2 plus a third about the pair: model as two (three terms) and add a harmless statement about a fourth noun.
      const d = drawSyllogism(random, ['all', 'some', 'no', 'all'], 0.2);
      const extraNoun = until(() => random.pick(TERMS), (t) => !d.nouns.includes(t));
      const k = random.int(0, 2);
      const extra = `${random.pick(['All', 'Some'])} ${extraNoun[1]} are ${d.nouns[k]![1]}`;
      const st = random.shuffle([...d.statements.map((p) => propWords(random, p, d.nouns)), extra]);
      const question = `Statements:\n(a) ${st[0]}.\n(b) ${st[1]}.\n(c) ${st[2]}.\nConclusions:\nI. ${propWords(random, d.c1, d.nouns)}.\nII. ${propWords(random, d.c2, d.nouns)}.\nGive answer: if only I follows; if only II follows; if either I or II follows; if neither follows; if both follow.`;
      return { question, options: verdictOptions(random, d, ['If only conclusion I follows', 'If only conclusion II follows', 'If either conclusion I or II follows', 'If neither conclusion I nor II follows', 'If both conclusions I and II follow']) };
    },
  },
  {
    // Either-or pairs ("Some A are B" / "No A is B").
    kind: 'syllogism',
    id: 'wider/syllogism/5',
    draw: (random) => {
      const d = retryDraw(() => {
        const x = drawSyllogism(random, ['some', 'all', 'no', 'someNot'], 0);
        return x.verdict === 2 || random.next() < 0.3 ? x : undefined;
      });
      const st = d.statements.map((p) => propWords(random, p, d.nouns));
      const question = random.pick([
        `Statements: (A) ${st[0]}. (B) ${st[1]}.\nConclusions: I. ${propWords(random, d.c1, d.nouns)}. II. ${propWords(random, d.c2, d.nouns)}.\nWhich conclusion(s) can be drawn?`,
        `Consider the statements "${st[0]}" and "${st[1]}". Which of the conclusions I. "${propWords(random, d.c1, d.nouns)}" and II. "${propWords(random, d.c2, d.nouns)}" follow?`,
      ]);
      return { question, options: verdictOptions(random, d, VERDICTS.plain) };
    },
  },
  {
    // A chat doubt in lowercase.
    kind: 'syllogism',
    id: 'wider/syllogism/6',
    draw: (random) => {
      const d = drawSyllogism(random, ['all', 'some', 'no', 'someNot', 'all'], 0.25);
      const low = (p: Prop): string => propWords(random, p, d.nouns).toLowerCase();
      const question = random.pick([
        `pls help with this syllogism: ${low(d.statements[0]!)} and ${low(d.statements[1]!)}. conclusion 1: ${low(d.c1)}. conclusion 2: ${low(d.c2)}. what follows?`,
        `how to do venn for this - st: ${low(d.statements[0]!)}, ${low(d.statements[1]!)}\nc1) ${low(d.c1)}\nc2) ${low(d.c2)}`,
      ]);
      const set = ['Only 1 follows', 'Only 2 follows', 'Either 1 or 2 follows', 'Neither 1 nor 2 follows', 'Both 1 and 2 follow'];
      return { question, options: verdictOptions(random, d, set) };
    },
  },
];

// ---------------------------------------------------------------- direction

const EIGHT = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'] as const;
const dir8 = (i: number): string => EIGHT[((i % 8) + 8) % 8]!;
/** 'North', 'South-East' ... from a displacement (any quadrant named by its two halves). */
function compassOf(x: number, y: number): string {
  const ns = y > 0 ? 'North' : y < 0 ? 'South' : '';
  const ew = x > 0 ? 'East' : x < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}
const flipDir = (d: string): string => d.replace(/North|South|East|West/g, (w) => ({ North: 'South', South: 'North', East: 'West', West: 'East' })[w as 'North']);
const TRIPLES: readonly (readonly [number, number, number])[] = [[3, 4, 5], [6, 8, 10], [5, 12, 13], [8, 15, 17], [9, 12, 15], [12, 16, 20], [7, 24, 25]];
const STEP4 = [[0, 1], [1, 0], [0, -1], [-1, 0]] as const;

const DIRECTION: readonly DoubtTemplate[] = [
  {
    // Shadows after sunrise or before sunset.
    kind: 'direction',
    id: 'wider/direction/1',
    draw: (random) => {
      const morning = random.next() < 0.5;
      const shadow = morning ? 6 : 2; // West in the morning, East in the evening (indices into EIGHT).
      const side = random.pick(['right', 'left', 'behind', 'front'] as const);
      // The side is where the shadow falls relative to the person: right = facing + 2.
      const facing = side === 'right' ? shadow - 2 : side === 'left' ? shadow + 2 : side === 'behind' ? shadow + 4 : shadow;
      const [a, b] = distinctNames(random, 2);
      const time = morning ? random.pick(['One morning after sunrise', 'At 7 a.m. one day', 'Early in the morning, just after sunrise']) : random.pick(['One evening before sunset', 'At about 5 p.m. one day', 'Just before sunset one evening']);
      const form = random.int(0, 2);
      const sideText = side === 'behind' ? 'exactly behind' : side === 'front' ? 'exactly in front of' : `exactly to the ${side} of`;
      if (form === 0) {
        const question = `${time}, ${a} and ${b} were talking to each other face to face. If ${b}'s shadow was ${sideText} ${a}, which direction was ${a} facing?`;
        return { question, options: fromPool(random, dir8(facing), [dir8(facing + 4)], ['North', 'South', 'East', 'West']) };
      }
      if (form === 1) {
        const question = `${time}, ${a} and ${b} stood facing each other. ${b}'s shadow fell ${sideText} ${a}. Which direction was ${b} facing?`;
        return { question, options: fromPool(random, dir8(facing + 4), [dir8(facing)], ['North', 'South', 'East', 'West']) };
      }
      const male = MEN.includes(a!);
      const [his, him, he] = male ? ['his', 'him', 'he'] : ['her', 'her', 'she'];
      const own = side === 'front' ? `in front of ${him}` : side === 'behind' ? `behind ${him}` : `to ${his} ${side}`;
      const question = `${time}, ${a} was walking on a straight road and ${his} shadow fell ${own}. In which direction was ${he} walking?`;
      return { question, options: fromPool(random, dir8(facing), [dir8(facing + 4)], ['North', 'South', 'East', 'West']) };
    },
  },
  {
    // Turns by degrees, asked where the left/right hand or the back points.
    kind: 'direction',
    id: 'wider/direction/2',
    draw: (random) => {
      const start = random.int(0, 7);
      const turns = Array.from({ length: random.int(2, 3) }, () => ({ deg: random.pick([45, 90, 135, 180, 225, 270]), cw: random.next() < 0.5 }));
      const face = turns.reduce((h, t) => h + (t.cw ? 1 : -1) * (t.deg / 45), start);
      const ask = random.pick(['left hand', 'right hand', 'back', 'face'] as const);
      const offsetOf = { 'left hand': -2, 'right hand': 2, back: 4, face: 0 }[ask];
      const answer = dir8(face + offsetOf);
      const words = turns.map((t) => `${t.deg} degrees ${t.cw ? random.pick(['clockwise', 'to the right']) : random.pick(['anti-clockwise', 'to the left', 'counter-clockwise'])}`);
      const name = random.pick([...MEN, ...WOMEN]);
      const question = random.pick([
        `${name} is facing ${dir8(start)}. ${name} turns ${words.slice(0, -1).join(', then ')} and finally ${words[words.length - 1]}. Which direction is ${MEN.includes(name) ? 'his' : 'her'} ${ask} pointing to now?`,
        `Facing ${dir8(start).toLowerCase()}, a man turns ${words.join(', then ')}. Now his ${ask === 'back' ? 'back is towards' : ask === 'face' ? 'face is towards' : `${ask} points`} which direction?`,
      ]);
      const naive = dir8(turns.reduce((h, t) => h + (t.cw ? -1 : 1) * (t.deg / 45), start) + offsetOf);
      return { question, options: fromPool(random, answer, [naive, dir8(face + offsetOf + 4), dir8(face)], [...EIGHT]) };
    },
  },
  {
    // Legs given in metres and kilometres: shortest distance from the start.
    kind: 'direction',
    id: 'wider/direction/3',
    draw: (random) => {
      const [x, y, h] = random.pick(TRIPLES);
      const scale = random.pick([100, 50, 200]);
      const back = random.int(1, 4) * scale;
      // North y*scale + back, then East x*scale, then South back.
      const legs = [y * scale + back, x * scale, back];
      const km = (m: number): string => `${m / 1000} km`;
      const mm = (m: number): string => `${m} m`;
      const fmt = legs.map((m, i) => (i % 2 === 0 ? mm(m) : km(m)));
      const [d1, d2, d3] = random.pick([['north', 'east', 'south'], ['south', 'west', 'north'], ['east', 'north', 'west'], ['west', 'south', 'east']] as const);
      const name = random.pick(MEN);
      const inKm = random.next() < 0.5;
      const ans = h * scale;
      const show = (m: number): string => (inKm ? km(m) : mm(m));
      const question = random.pick([
        `${name} walks ${fmt[0]} towards ${d1}, then ${fmt[1]} towards ${d2} and finally ${fmt[2]} towards ${d3}. How far is he from his starting point${inKm ? ' (in km)' : ' (in metres)'}?`,
        `Starting from his school, ${name} cycled ${fmt[0]} ${d1}wards, turned and went ${fmt[1]} ${d2}wards, then turned again and went ${fmt[2]} ${d3}wards. What is the shortest distance between him and the school?`,
      ]);
      return { question, options: four(show(ans), [show(legs[0]! + legs[1]! + legs[2]!), show((x + y) * scale), show(legs[0]! + legs[1]!)], (k) => show(ans + k * scale)) };
    },
  },
  {
    // Points placed relative to each other: distance and direction of one point from another.
    kind: 'direction',
    id: 'wider/direction/4',
    draw: (random) => {
      const [x, y] = random.pick(TRIPLES);
      const u = random.pick(['m', 'km']);
      const labels = [...random.pick(['PQRS', 'ABCD', 'JKLM', 'WXYZ'])];
      // B is a east/west of A, C is b north/south of B: C from A.
      const sx = random.pick([1, -1]);
      const sy = random.pick([1, -1]);
      const [A, B, C] = labels;
      const e = sx > 0 ? 'east' : 'west';
      const n = sy > 0 ? 'north' : 'south';
      const askFromC = random.next() < 0.5;
      const dir = askFromC ? compassOf(-sx, -sy) : compassOf(sx, sy);
      const [from, to] = askFromC ? [A, C] : [C, A];
      const form = random.int(0, 1);
      const facts = `Point ${B} is ${x} ${u} ${e} of point ${A}. Point ${C} is ${y} ${u} ${n} of point ${B}.`;
      if (form === 0) {
        const question = random.pick([`${facts} How far and in which direction is point ${from} from point ${to}?`, `${facts} Find the distance of ${from} from ${to} and the direction of ${from} with respect to ${to}.`]);
        const opt = (d: number, c: string): string => `${d} ${u}, ${c}`;
        return { question, options: four(opt(TRIPLES.find((t) => t[0] === x && t[1] === y)![2], dir), [opt(TRIPLES.find((t) => t[0] === x && t[1] === y)![2], flipDir(dir)), opt(x + y, dir), opt(x + y, flipDir(dir))], (k) => opt(x + y + k, dir)) };
      }
      const question = random.pick([`${facts} In which direction is ${from} with respect to ${to}?`, `${facts} ${from} is in which direction of ${to}?`]);
      return { question, options: fromPool(random, dir, [flipDir(dir)], ['North-East', 'North-West', 'South-East', 'South-West']) };
    },
  },
  {
    // Directions renamed: "If South-East becomes North ...".
    kind: 'direction',
    id: 'wider/direction/5',
    draw: (random) => {
      const k = random.pick([1, 2, 3, 5, 6, 7]);
      const [p, q, r] = random.shuffle([0, 1, 2, 3, 4, 5, 6, 7]) as [number, number, number];
      const question = random.pick([
        `If ${dir8(p)} becomes ${dir8(p + k)}, ${dir8(q)} becomes ${dir8(q + k)} and so on, what will ${dir8(r)} become?`,
        `In a certain code, the directions are turned so that ${dir8(p)} is called ${dir8(p + k)} and ${dir8(q)} is called ${dir8(q + k)}. What is ${dir8(r)} called?`,
      ]);
      return { question, options: fromPool(random, dir8(r + k), [dir8(r - k), dir8(r + k + 4)], [...EIGHT]) };
    },
  },
  {
    // Where is the start (home) from where he stands now.
    kind: 'direction',
    id: 'wider/direction/6',
    draw: (random) => {
      const w = until(
        () => {
          const start = random.int(0, 3);
          const legs = Array.from({ length: random.int(3, 4) }, () => random.int(2, 12) * 5);
          const turns = legs.map(() => random.pick([1, -1]));
          let h = start;
          let [x, y] = [0, 0];
          legs.forEach((d, i) => {
            if (i > 0) h = (h + turns[i]! + 4) % 4;
            x += STEP4[h]![0] * d;
            y += STEP4[h]![1] * d;
          });
          return { start, legs, turns, x, y };
        },
        (v) => v.x !== 0 && v.y !== 0 && Number.isInteger(Math.hypot(v.x, v.y)),
      );
      const name = random.pick(WOMEN);
      const parts = w.legs.map((d, i) => (i === 0 ? `walks ${d} m towards ${['north', 'east', 'south', 'west'][w.start]}` : `turns ${w.turns[i] === 1 ? 'right' : 'left'} and walks ${d} m`));
      const home = compassOf(-w.x, -w.y);
      const dist = Math.hypot(w.x, w.y);
      const form = random.int(0, 1);
      if (form === 0) {
        const question = `${name} leaves her house and ${parts.slice(0, -1).join(', ')} and then ${parts[parts.length - 1]}. In which direction is her house from her now?`;
        return { question, options: fromPool(random, home, [flipDir(home)], ['North-East', 'North-West', 'South-East', 'South-West']) };
      }
      const question = `${name} ${parts.join(', ')}. How far is she from her starting point, and in which direction must she go to reach it directly?`;
      const opt = (d: number, c: string): string => `${d} m, ${c}`;
      return { question, options: four(opt(dist, home), [opt(dist, flipDir(home)), opt(Math.abs(w.x) + Math.abs(w.y), home), opt(w.legs.reduce((t, v) => t + v, 0), home)], (k) => opt(dist + 5 * k, home)) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...SEATING, ...ORDERING, ...BLOOD_RELATION, ...CODING, ...SERIES, ...SYLLOGISM, ...DIRECTION];
