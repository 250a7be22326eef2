import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { fromPool, retry } from './logic-kit';
import { type Four, type Show, exact, ind, isInt, money, num, numericOptions, options, pct, r2, until } from './quant-kit';

/**
 * Round-14 templates (ids 'fresh14/<kind>/<n>'): options that are statements about the people of a
 * ratio, partnership or ages question ('B gets ₹2,000', 'A is 24 years old', 'Which of the
 * following is not true?'); sums in lakh and crore ('Rs 3 lakhs', '₹1.2 crore', 'a population of 2
 * lakh'); sizes typed as a product ('8x5x5 m', '10mx8mx6m', '9×6×4 cm'); seating puzzles whose
 * photo lost the space after a person named by a capital ('Bon the second', 'Qand R'); and
 * syllogisms with the pair 'Some A are B' / 'Some A are not B' beside both 'either' and
 * 'neither'. Each computes its own answer: statements from the shares worked here, arrangements
 * by trying every order, syllogisms by listing every filling of the Venn regions.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh14/${kind}/${n}`, draw });

// ---------------------------------------------------------------- statements as options

const LETTER_TRIOS = [['A', 'B', 'C'], ['P', 'Q', 'R'], ['X', 'Y', 'Z']] as const;
const NAME_TRIOS = [['Ravi', 'Mohan', 'Sita'], ['Asha', 'Binu', 'Charu'], ['Kiran', 'Deepa', 'Farhan']] as const;
const TRUE_ASKS = ['Which of the following is true?', 'Which of the following statements is correct?', 'Which one of the following is correct?'];

/** Three people, as letters or as names. */
const trio = (random: Random): readonly string[] => (random.next() < 0.6 ? random.pick(LETTER_TRIOS) : random.pick(NAME_TRIOS));

/** 'A gets ₹1,200' or "A's share is ₹1,200". */
const gets = (random: Random, who: string, amount: string): string => (random.next() < 0.6 ? `${who} gets ${amount}` : `${who}'s share is ${amount}`);

/** Shares of a whole in a ratio, one part a whole hundred: [terms, shares, whole]. */
function sharesOf(random: Random, count: number): { terms: number[]; shares: number[]; whole: number; part: number } {
  const terms = until(
    () => Array.from({ length: count }, () => random.int(1, 9)),
    (t) => new Set(t).size === t.length,
  );
  const part = random.int(2, 30) * 100;
  const shares = terms.map((term) => term * part);
  return { terms, shares, whole: shares.reduce((s, x) => s + x, 0), part };
}

/** Four statements: the first true, three false, all different. */
function statementOptions(random: Random, names: readonly string[], shares: readonly number[], part: number, m: Show): Four {
  const i = random.int(0, names.length - 1);
  const others = names.map((_, k) => k).filter((k) => k !== i);
  const wrongAmount = (k: number): number => until(() => shares[k]! + random.pick([-2, -1, 1, 2]) * part, (x) => x > 0 && !shares.includes(x));
  const [j, k] = random.shuffle(others) as [number, number];
  const pairWrong = until(() => shares[j]! + shares[k]! + random.pick([-1, 1]) * part, (x) => x > 0);
  return options(gets(random, names[i]!, m(shares[i]!)), [gets(random, names[j]!, m(wrongAmount(j))), gets(random, names[k]!, m(wrongAmount(k))), `${names[j]} and ${names[k]} together get ${m(pairWrong)}`, gets(random, names[i]!, m(wrongAmount(i)))], (n) => gets(random, names[i]!, m(shares[i]! + (n + 2) * part)));
}

const STATEMENTS: readonly DoubtTemplate[] = [
  make('ratio-share', 1, (random) => {
    // A whole in a ratio of three; one statement of a share is true.
    const names = trio(random);
    const { terms, shares, whole, part } = sharesOf(random, 3);
    const m = money(random);
    const list = `${names[0]}, ${names[1]} and ${names[2]}`;
    const story = random.pick([
      `${m(whole)} is divided among ${list} in the ratio ${terms.join(' : ')}.`,
      `An amount of ${m(whole)} is distributed among ${list} in the ratio ${terms.join(':')}.`,
      `A sum of ${m(whole)} is shared among ${list} in the ratio of ${terms.join(' : ')}.`,
    ]);
    return { question: `${story} ${random.pick(TRUE_ASKS)}`, options: statementOptions(random, names, shares, part, m) };
  }),
  make('ratio-share', 2, (random) => {
    // Which is NOT true: three true statements, one false.
    const names = trio(random);
    const { terms, shares, whole, part } = sharesOf(random, 3);
    const m = money(random);
    const i = random.int(0, 2);
    const wrong = until(() => shares[i]! + random.pick([-2, -1, 1, 2]) * part, (x) => x > 0 && !shares.includes(x));
    const [j, k] = [0, 1, 2].filter((x) => x !== i) as [number, number];
    const question = `${m(whole)} is divided among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${terms.join(' : ')}. ${random.pick(['Which of the following is not true?', 'Which of the following statements is incorrect?', 'Which one of the following is false?'])}`;
    return { question, options: options(gets(random, names[i]!, m(wrong)), [gets(random, names[j]!, m(shares[j]!)), gets(random, names[k]!, m(shares[k]!)), `${names[j]} and ${names[k]} together get ${m(shares[j]! + shares[k]!)}`], () => '') };
  }),
  make('ratio-share', 3, (random) => {
    // Two people: how much more one gets, in the right direction.
    const [a, b] = random.pick([['Asha', 'Binu'], ['A', 'B'], ['Meena', 'Tara'], ['P', 'Q']] as const);
    const [x, y] = until(() => [random.int(1, 9), random.int(1, 9)] as const, ([p, q]) => p < q);
    const part = random.int(2, 40) * 100;
    const m = money(random);
    const gap = (y - x) * part;
    const question = `${random.pick(['A sum of', 'An amount of', ''])} ${m((x + y) * part)} is shared between ${a} and ${b} in the ratio ${x} : ${y}. ${random.pick(TRUE_ASKS)}`.trim();
    return {
      question: question.charAt(0).toUpperCase() + question.slice(1),
      options: options(`${b} gets ${m(gap)} more than ${a}`, [`${a} gets ${m(gap)} more than ${b}`, `${a} gets ${m(x * part + part)}`, `${b} gets ${m(y * part - part)}`], () => ''),
    };
  }),
  make('partnership', 1, (random) => {
    // Capitals for a year; the profit in their ratio; one statement of a share is true.
    const names = trio(random).slice(0, random.next() < 0.5 ? 2 : 3);
    const { terms, shares, part } = sharesOf(random, names.length);
    const unit = random.pick([5000, 10000, 20000]);
    const capitals = terms.map((t) => t * unit);
    const m = money(random);
    const profit = shares.reduce((s, x) => s + x, 0);
    const list = names.length === 2 ? `${names[0]} and ${names[1]}` : `${names[0]}, ${names[1]} and ${names[2]}`;
    const story = random.pick([
      `${list} start a business investing ${capitals.map(m).join(names.length === 2 ? ' and ' : ', ')} respectively. At the end of the year, the profit is ${m(profit)}.`,
      `${list} invest ${capitals.map(m).join(names.length === 2 ? ' and ' : ', ')} in a business for a year. Out of a profit of ${m(profit)},`,
    ]);
    const ask = story.endsWith(',') ? random.pick(['which of the following is true?', 'which of the following is correct?']) : random.pick(TRUE_ASKS);
    if (names.length === 3) return { question: `${story} ${ask}`, options: statementOptions(random, names, shares, part, m) };
    const i = random.int(0, 1);
    const wrong = until(() => shares[i]! + random.pick([-2, -1, 1, 2]) * part, (x) => x > 0 && !shares.includes(x));
    return {
      question: `${story} ${ask}`,
      options: options(`${names[i]}'s share is ${m(shares[i]!)}`, [`${names[1 - i]}'s share is ${m(shares[i]!)}`, `${names[i]}'s share is ${m(wrong)}`, `${names[1 - i]}'s share is ${m(shares[1 - i]! + part)}`], (k) => `${names[i]}'s share is ${m(shares[i]! + (k + 2) * part)}`),
    };
  }),
  make('ages', 1, (random) => {
    // Present ages in a ratio with their sum; one statement of an age is true.
    const [a, b] = random.pick([['A', 'B'], ['P', 'Q'], ['Ravi', 'Mohan'], ['Asha', 'Binu']] as const);
    const [x, y] = until(() => [random.int(2, 9), random.int(2, 9)] as const, ([p, q]) => p !== q);
    const k = random.int(2, 8);
    const [ageA, ageB] = [x * k, y * k];
    const i = random.int(0, 1);
    const [who, other, mine, theirs] = i === 0 ? [a, b, ageA, ageB] : [b, a, ageB, ageA];
    const story = random.pick([`The ratio of the present ages of ${a} and ${b} is ${x} : ${y}. The sum of their ages is ${ageA + ageB} years.`, `The present ages of ${a} and ${b} are in the ratio ${x}:${y}, and the sum of their present ages is ${ageA + ageB} years.`]);
    const off = (age: number) => until(() => age + random.pick([-3, -2, 2, 3, 4]), (z) => z > 0 && z !== ageA && z !== ageB);
    return {
      question: `${story} ${random.pick(TRUE_ASKS)}`,
      options: options(`${who} is ${mine} years old`, [`${who} is ${theirs} years old`, `${other} is ${off(theirs)} years old`, `${who} is ${off(mine)} years old`, `${other} is ${mine} years old`], () => ''),
    };
  }),
];

// ---------------------------------------------------------------- lakh and crore

/** A sum in lakh as papers and chats print it: '₹3 lakh', 'Rs 3 lakhs', '3 lakh rupees'. */
const inLakh = (random: Random): Show => random.pick<Show>([(x) => `₹${num(x)} lakh`, (x) => `Rs ${num(x)} lakhs`, (x) => `Rs. ${num(x)} lakh`, (x) => `${num(x)} lakh rupees`]);
/** An answer in rupees, printed in full or in lakh. */
const answerShow = (random: Random): Show => random.pick<Show>([(x) => `₹${ind(x)}`, (x) => `₹${num(r2(x / 100_000))} lakh`]);

const LAKHS: readonly DoubtTemplate[] = [
  make('simple-interest', 1, (random) => {
    const p = random.pick([1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 12]);
    const r = random.pick([5, 6, 8, 10, 12]);
    const t = random.int(2, 5);
    const si = (p * 100_000 * r * t) / 100;
    const show = answerShow(random);
    const l = inLakh(random);
    const question = random.pick([`Find the simple interest on ${l(p)} at ${r}% per annum for ${t} years.`, `What is the simple interest on a loan of ${l(p)} at ${r}% p.a. for ${t} years?`]);
    return { question, options: numericOptions(si, [si / t, si + p * 100_000, si * 2], show, 1000) };
  }),
  make('compound-interest', 1, (random) => {
    const p = random.pick([1, 2, 4, 5, 8, 10]);
    const r = random.pick([5, 10, 20]);
    const principal = p * 100_000;
    const ci = principal * ((1 + r / 100) ** 2 - 1);
    const question = random.pick([`Find the compound interest on ${inLakh(random)(p)} at ${r}% per annum for 2 years, compounded annually.`, `A sum of ₹${num(p)} lakh is lent at ${r}% per annum compound interest. What is the interest after 2 years?`]);
    return { question, options: numericOptions(r2(ci), [(principal * r * 2) / 100, principal * (1 + r / 100) ** 2], (x) => `₹${ind(x)}`, 1000) };
  }),
  make('percent-change', 1, (random) => {
    // A population in lakh (or in words), growing at r% a year for 2 years.
    const p = random.pick([1, 2, 3, 4, 5, 8]);
    const r = random.pick([5, 10, 20]);
    const after = p * 100_000 * (1 + r / 100) ** 2;
    const words = ['', 'one', 'two', 'three', 'four', 'five', '', '', 'eight'];
    const said = random.next() < 0.3 && words[p] ? `${words[p]} lakh` : `${p} lakh`;
    const question = random.pick([`The population of a town is ${said}. It increases by ${r}% every year. What will be the population after 2 years?`, `A city has a population of ${said}. If it grows at ${r}% per annum, what will its population be after 2 years?`]);
    return { question, options: numericOptions(r2(after), [p * 100_000 * (1 + (2 * r) / 100), p * 100_000 * (1 + r / 100)], (x) => ind(x), 1000) };
  }),
  make('profit-loss', 1, (random) => {
    // Bought and sold in lakh (or crore): the profit per cent.
    const [cost, gain] = until(() => [random.pick([2, 2.5, 4, 5, 8, 10, 12.5, 20]), random.pick([10, 12.5, 20, 25, 40, 50])] as const, ([c, g]) => exact((c * (100 + g)) / 100));
    const sold = (cost * (100 + gain)) / 100;
    const crore = random.next() < 0.3 && isInt(cost) && isInt(sold);
    const show: Show = crore ? (x) => `₹${num(x)} crore` : inLakh(random);
    const what = random.pick(['a flat', 'a plot', 'a house', 'a shop']);
    const question = random.pick([`A man buys ${what} for ${show(cost)} and sells it for ${show(sold)}. Find his profit percent.`, `${what.charAt(0).toUpperCase() + what.slice(1)} bought for ${show(cost)} was sold for ${show(sold)}. What was the gain per cent?`]);
    return { question, options: numericOptions(gain, [((sold - cost) / sold) * 100, sold - cost], pct, 5) };
  }),
];

// ---------------------------------------------------------------- sizes typed as a product

/** Three sizes as students type them: '8x5x5 m', '8mx5mx5m', '8×5×5 m', '8 x 5 x 5 m'. */
function product(random: Random, sizes: readonly number[], unit: string): string {
  return random.pick([sizes.join('x') + ` ${unit}`, sizes.map((s) => `${s}${unit}`).join('x'), sizes.join('×') + ` ${unit}`, sizes.join(' x ') + ` ${unit}`]);
}

const SIZES: readonly DoubtTemplate[] = [
  make('mensuration', 1, (random) => {
    const [l, b, h] = [random.int(6, 20), random.int(3, 12), random.int(2, 10)];
    const unit = random.pick(['m', 'cm']);
    const question = random.pick([`Find the volume of a cuboid of size ${product(random, [l, b, h], unit)}.`, `A box measures ${product(random, [l, b, h], unit)}. What is its volume?`]);
    return { question, options: numericOptions(l * b * h, [2 * (l * b + b * h + l * h), l * b * h * 2, l * b + b * h + l * h], (x) => `${num(x)} ${unit}³`, 10) };
  }),
  make('mensuration', 2, (random) => {
    const [l, b, h] = [random.int(6, 20), random.int(3, 12), random.int(2, 10)];
    const tsa = 2 * (l * b + b * h + l * h);
    const question = random.pick([`Find the total surface area of a cuboid of dimensions ${product(random, [l, b, h], 'cm')}.`, `What is the total surface area of a cuboid ${product(random, [l, b, h], 'cm')}?`]);
    return { question, options: numericOptions(tsa, [tsa / 2, l * b * h, 2 * h * (l + b)], (x) => `${num(x)} cm²`, 4) };
  }),
  make('mensuration', 3, (random) => {
    const [l, b, h] = until(() => [random.int(6, 20), random.int(4, 15), random.int(3, 8)] as const, ([x, y]) => x > y);
    const walls = 2 * h * (l + b);
    const question = random.pick([`A room measures ${product(random, [l, b, h], 'm')}. What is the area of its four walls?`, `Find the area of the four walls of a hall of ${product(random, [l, b, h], 'm')}.`]);
    return { question, options: numericOptions(walls, [l * b * h, walls + l * b, h * (l + b)], (x) => `${num(x)} m²`, 4) };
  }),
  make('mensuration', 4, (random) => {
    const [l, b, h] = [random.int(2, 9), random.int(2, 6), random.int(1, 4)];
    const litres = l * b * h * 1000;
    const question = random.pick([`A tank of ${product(random, [l, b, h], 'm')} is full of water. How many litres of water does it hold?`, `How many litres of water can a tank measuring ${product(random, [l, b, h], 'm')} hold?`]);
    return { question, options: numericOptions(litres, [l * b * h * 100, l * b * h * 10_000, l * b * h], (x) => `${ind(x)} litres`, 1000) };
  }),
];

// ---------------------------------------------------------------- seating with a lost space after a capital

const SEAT_LETTERS = [['A', 'B', 'C', 'D', 'E', 'F'], ['P', 'Q', 'R', 'S', 'T', 'U'], ['J', 'K', 'L', 'M', 'N', 'P']] as const;
const PLACES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** Every order of the items. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

interface Clue {
  readonly text: string;
  readonly holds: (row: readonly string[]) => boolean;
}

/** Row clues (facing north, left to right) true of `row`, the first glued: 'Bon the second position from the left end'. */
function rowClues(random: Random, row: readonly string[]): { glued: Clue; rest: Clue[] } {
  const n = row.length;
  const at = (who: string, r: readonly string[]) => r.indexOf(who);
  const g = random.int(0, n - 1);
  const who = row[g]!;
  const gluedText = g === 0 ? `${who}on the extreme left end` : g === n - 1 ? `${who}on the extreme right end` : random.next() < 0.5 ? `${who}on the ${PLACES[g]} position from the left end` : `${who}on the ${PLACES[n - 1 - g]} position from the right end`;
  const glued = { text: gluedText, holds: (r: readonly string[]) => at(who, r) === g };
  const rest: Clue[] = [];
  for (let i = 0; i + 1 < n; i += 1) {
    const [x, y] = [row[i]!, row[i + 1]!];
    rest.push({ text: `${y} sits to the immediate right of ${x}`, holds: (r) => at(y, r) === at(x, r) + 1 });
    rest.push({ text: `${x}and ${y} sit next to each other`, holds: (r) => Math.abs(at(x, r) - at(y, r)) === 1 });
  }
  for (let i = 0; i < n; i += 1) {
    const x = row[i]!;
    if (i > 0 && i < n - 1) rest.push({ text: `${x} is not at an end`, holds: (r) => at(x, r) !== 0 && at(x, r) !== n - 1 });
    if (i + 2 < n) rest.push({ text: `${row[i + 2]} sits second to the right of ${x}`, holds: (r) => at(row[i + 2]!, r) === at(x, r) + 2 });
  }
  return { glued, rest: random.shuffle(rest) };
}

/** A row puzzle the glued clue is needed for, asked for one seat. */
function gluedRow(random: Random, n: number, ask: 'left' | 'right' | 'place'): DrawnDoubt {
  return retry(() => {
    const people = random.pick(SEAT_LETTERS).slice(0, n);
    const row = random.shuffle(people);
    const { glued, rest } = rowClues(random, row);
    const all = orders(people);
    const chosen: Clue[] = [];
    let fits = all.filter((r) => glued.holds(r));
    for (const clue of rest) {
      if (fits.length === 1) break;
      const next = fits.filter((r) => clue.holds(r));
      if (next.length < fits.length) {
        chosen.push(clue);
        fits = next;
      }
    }
    if (fits.length !== 1) return undefined;
    // The glued clue must matter: without it more than one order fits.
    if (all.filter((r) => chosen.every((clue) => clue.holds(r))).length < 2) return undefined;
    const seat = ask === 'left' ? 0 : ask === 'right' ? n - 1 : random.int(1, n - 2);
    const answer = row[seat]!;
    const clues = random.shuffle([glued, ...chosen]).map((clue) => `${clue.text}.`);
    const count = n === 5 ? 'Five' : 'Six';
    const asked = ask === 'left' ? 'Who sits at the extreme left end?' : ask === 'right' ? 'Who sits at the extreme right end?' : `Who sits ${PLACES[seat]} from the left end?`;
    const question = `${count} friends ${people.slice(0, -1).join(', ')} and ${people[n - 1]} are sitting in a row facing north. ${clues.join(' ')} ${asked}`;
    return { question, options: fromPool(random, answer, [], people.filter((p) => p !== answer)) };
  }, 2000);
}

const SEATING: readonly DoubtTemplate[] = [
  make('seating', 1, (random) => gluedRow(random, 5, 'left')),
  make('seating', 2, (random) => gluedRow(random, 5, 'right')),
  make('seating', 3, (random) => gluedRow(random, 6, random.pick(['left', 'right'] as const))),
  make('seating', 4, (random) => gluedRow(random, random.pick([5, 6]), 'place')),
];

// ---------------------------------------------------------------- syllogisms: some / some not beside 'neither'

type Q = 'all' | 'no' | 'some' | 'some-not';
interface Stmt {
  readonly q: Q;
  readonly s: number;
  readonly p: number;
}

const NOUNS: readonly (readonly [string, string])[] = [
  ['pen', 'pens'], ['book', 'books'], ['pencil', 'pencils'], ['river', 'rivers'], ['lake', 'lakes'], ['hill', 'hills'], ['cat', 'cats'], ['dog', 'dogs'],
  ['cow', 'cows'], ['doctor', 'doctors'], ['teacher', 'teachers'], ['singer', 'singers'], ['chair', 'chairs'], ['table', 'tables'], ['flower', 'flowers'], ['tree', 'trees'],
];
const VERDICTS = ['Only I follows', 'Only II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'] as const;

/** True in the filling `m` of the Venn regions of three terms (region r holds the terms of its bits). */
function holdsIn(st: Stmt, m: number): boolean {
  const regions = Array.from({ length: 7 }, (_, i) => i + 1).filter((r) => (m >> (r - 1)) & 1);
  const has = (r: number, t: number) => ((r >> t) & 1) === 1;
  if (st.q === 'all') return regions.every((r) => !has(r, st.s) || has(r, st.p));
  if (st.q === 'no') return regions.every((r) => !has(r, st.s) || !has(r, st.p));
  if (st.q === 'some') return regions.some((r) => has(r, st.s) && has(r, st.p));
  return regions.some((r) => has(r, st.s) && !has(r, st.p));
}

/** Every filling that keeps the premises true with no term empty. */
function cases(premises: readonly Stmt[]): number[] {
  return Array.from({ length: 128 }, (_, m) => m).filter((m) => [0, 1, 2].every((t) => holdsIn({ q: 'some', s: t, p: t }, m)) && premises.every((st) => holdsIn(st, m)));
}

function say(random: Random, st: Stmt, terms: readonly (readonly [string, string])[]): string {
  const [, sp] = terms[st.s]!;
  const [ps, pp] = terms[st.p]!;
  if (st.q === 'all') return `All ${sp} are ${pp}`;
  if (st.q === 'no') return random.next() < 0.5 ? `No ${terms[st.s]![0]} is a ${ps}` : `No ${sp} are ${pp}`;
  if (st.q === 'some') return random.next() < 0.2 ? `At least some ${sp} are ${pp}` : `Some ${sp} are ${pp}`;
  return `Some ${sp} are not ${pp}`;
}

/**
 * Two statements linking S (term 0) and P (term 2) through M (term 1), and the pair 'Some S are P'
 * / 'Some S are not P': a verdict from every filling; 'either' when neither follows alone (one of
 * them always holds, S being never empty).
 */
function somePair(random: Random, forms: readonly Q[], layout: 'lines' | 'inline'): DrawnDoubt {
  return retry(() => {
    const premises: Stmt[] = [0, 1].map((i) => {
      const q = random.pick(forms);
      const flip = q !== 'all' && q !== 'some-not' && random.next() < 0.5;
      return flip ? { q, s: i + 1, p: i } : { q, s: i, p: i + 1 };
    });
    const all = cases(premises);
    if (all.length === 0) return undefined;
    const some: Stmt = { q: 'some', s: 0, p: 2 };
    const someNot: Stmt = { q: 'some-not', s: 0, p: 2 };
    const swap = random.next() < 0.5;
    const [first, second] = swap ? [someNot, some] : [some, someNot];
    const f1 = all.every((m) => holdsIn(first, m));
    const f2 = all.every((m) => holdsIn(second, m));
    const key = f1 && f2 ? VERDICTS[4] : f1 ? VERDICTS[0] : f2 ? VERDICTS[1] : VERDICTS[2];
    // Mostly the pair neither of which follows: the case papers answer 'either'.
    if (key !== VERDICTS[2] && random.next() < 0.7) return undefined;
    const terms = random.shuffle(NOUNS).slice(0, 3);
    const stated = random.shuffle(premises).map((st) => `${say(random, st, terms)}.`);
    const conclusions = [first, second].map((st) => say(random, st, terms).replace(/^At least some/, 'Some'));
    const question =
      layout === 'lines'
        ? `Statements:\n1. ${stated[0]}\n2. ${stated[1]}\nConclusions:\nI. ${conclusions[0]}.\nII. ${conclusions[1]}.`
        : `Statements: ${stated.join(' ')}\nConclusions: I. ${conclusions[0]}. II. ${conclusions[1]}.`;
    // 'Either' and 'neither' are both offered.
    const wrong = VERDICTS.filter((v) => v !== key);
    const pool = key === VERDICTS[2] ? [VERDICTS[3], ...random.shuffle(wrong.filter((v) => v !== VERDICTS[3])).slice(0, 2)] : [VERDICTS[2], VERDICTS[3], ...wrong.filter((v) => v !== VERDICTS[2] && v !== VERDICTS[3])].slice(0, 3);
    return { question, options: [key, pool[0]!, pool[1]!, pool[2]!] as Four };
  }, 20_000);
}

const SYLLOGISMS: readonly DoubtTemplate[] = [
  make('syllogism', 1, (random) => somePair(random, ['some', 'all'], 'inline')),
  make('syllogism', 2, (random) => somePair(random, ['some', 'no', 'all'], 'lines')),
  make('syllogism', 3, (random) => somePair(random, ['all', 'no', 'some', 'some-not'], 'inline')),
  make('syllogism', 4, (random) => somePair(random, ['no', 'some'], 'lines')),
];

export const TEMPLATES: readonly DoubtTemplate[] = [...STATEMENTS, ...LAKHS, ...SIZES, ...SEATING, ...SYLLOGISMS];
