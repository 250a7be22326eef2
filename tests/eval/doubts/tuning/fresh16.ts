import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtKind, DoubtTemplate, DrawnDoubt } from '../doubt-template';
import { type Four, money, until } from './quant-kit';

/**
 * Round-16 templates (ids 'fresh16/<kind>/<n>'): statement options beside 'None of these', as
 * papers set them: one statement true and 'None of these' a distractor, or every statement false
 * and 'None of these' the answer; and multiples of two shares said to be equal in words. Each
 * computes its shares and ages here.
 */

const make = (kind: DoubtKind, n: number, draw: (random: Random) => DrawnDoubt): DoubtTemplate => ({ kind, id: `fresh16/${kind}/${n}`, draw });

const TRIOS = [['A', 'B', 'C'], ['P', 'Q', 'R'], ['Ravi', 'Mohan', 'Sita'], ['Asha', 'Binu', 'Charu']] as const;
const ASKS = ['Which of the following is true?', 'Which of the following statements is correct?', 'Which one of the following is correct?'];
const NONE = ['None of these', 'None of the above', 'None of these.'];

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));

/** A share misstated by one to three parts, never another person's share. */
function misstated(random: Random, share: number, part: number, shares: readonly number[]): number {
  return until(() => share + random.pick([-3, -2, -1, 1, 2, 3]) * part, (x) => x > 0 && !shares.includes(x));
}

/** Three shares of a whole in a ratio of different terms, a part a whole hundred. */
function threeShares(random: Random) {
  const terms = until(() => [random.int(1, 9), random.int(1, 9), random.int(1, 9)], (t) => new Set(t).size === 3);
  const part = random.int(2, 30) * 100;
  const shares = terms.map((term) => term * part);
  return { terms, part, shares, whole: shares.reduce((sum, share) => sum + share, 0) };
}

/** Three statements of shares, one person each, in the names' order; `right` is the one stated truly (null: none). */
function shareStatements(random: Random, names: readonly string[], shares: readonly number[], part: number, right: number | null): [string, string, string] {
  const m = money(random);
  const says = (k: number, amount: number) => (random.next() < 0.6 ? `${names[k]} gets ${m(amount)}` : `${names[k]}'s share is ${m(amount)}`);
  return [0, 1, 2].map((k) => says(k, k === right ? shares[k]! : misstated(random, shares[k]!, part, shares))) as [string, string, string];
}

export const TEMPLATES: readonly DoubtTemplate[] = [
  make('ratio-share', 1, (random) => {
    // One statement true; 'None of these' a distractor.
    const names = random.pick(TRIOS);
    const { terms, part, shares, whole } = threeShares(random);
    const right = random.int(0, 2);
    const statements = shareStatements(random, names, shares, part, right);
    const question = `${money(random)(whole)} is divided among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${terms.join(' : ')}. ${random.pick(ASKS)}`;
    const wrong = statements.filter((_, k) => k !== right);
    return { question, options: [statements[right]!, wrong[0]!, wrong[1]!, random.pick(NONE)] satisfies Four };
  }),
  make('ratio-share', 2, (random) => {
    // Every statement false: 'None of these' is the answer.
    const names = random.pick(TRIOS);
    const { terms, part, shares, whole } = threeShares(random);
    const statements = shareStatements(random, names, shares, part, null);
    const question = `A sum of ${money(random)(whole)} is shared among ${names[0]}, ${names[1]} and ${names[2]} in the ratio of ${terms.join(':')}. ${random.pick(ASKS)}`;
    return { question, options: [random.pick(NONE), ...statements] as Four };
  }),
  make('ages', 1, (random) => {
    // Two ages in a ratio with their sum; no statement true.
    const [a, b] = random.pick([['A', 'B'], ['Ravi', 'Mohan'], ['Asha', 'Binu']] as const);
    const [x, y] = until(() => [random.int(2, 9), random.int(2, 9)] as const, ([p, q]) => p !== q);
    const k = random.int(2, 8);
    const ages = [x * k, y * k];
    const off = (age: number) => until(() => age + random.pick([-3, -2, 2, 3, 4]), (z) => z > 0 && !ages.includes(z));
    const question = `The present ages of ${a} and ${b} are in the ratio ${x} : ${y} and the sum of their ages is ${ages[0]! + ages[1]!} years. ${random.pick(ASKS)}`;
    return { question, options: [random.pick(NONE), `${a} is ${off(ages[0]!)} years old`, `${b} is ${off(ages[1]!)} years old`, `${a} is ${ages[1]} years old`] };
  }),
  make('ratio-share', 3, (random) => {
    // Multiples of two shares said to be equal in words: m·A = n·B, so A : B = n : m.
    const [a, b] = random.pick([['Anu', 'Binu'], ['A', 'B'], ['Ravi', 'Mohan'], ['P', 'Q']] as const);
    const [m, n] = until(() => [random.int(2, 9), random.int(2, 9)] as const, ([p, q]) => p !== q && gcd(p, q) === 1);
    const part = random.int(1, 20) * 100;
    const [shareA, shareB] = [n * part, m * part];
    const show = money(random);
    const equal = random.pick(['is equal to', 'equals', 'is the same as']);
    const askA = random.next() < 0.5;
    const question = random.pick([
      `${m} times ${a}'s share ${equal} ${n} times ${b}'s share. If they share ${show(shareA + shareB)}, what is ${askA ? a : b}'s share?`,
      `${show(shareA + shareB)} is divided between ${a} and ${b} such that ${m} times ${a}'s share ${equal} ${n} times ${b}'s share. Find ${askA ? a : b}'s share.`,
    ]);
    const [right, other] = askA ? [shareA, shareB] : [shareB, shareA];
    // (Shared in the ratio of the multipliers, each would get the other's share: that is `other`.)
    const [wrong, worse] = until(() => [right + random.pick([-2, -1]) * part, right + random.pick([1, 2, 3]) * part], ([x, y]) => x > 0 && x !== other && y !== other);
    return { question, options: [show(right), show(other), show(wrong), show(worse)] };
  }),
];
