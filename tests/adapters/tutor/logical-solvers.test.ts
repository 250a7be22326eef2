import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveLogical } from '../../../adapters/tutor/doubt/logical/logical-doubt-solver';
import type { LogicalResult } from '../../../adapters/tutor/doubt/logical/logical-result';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';

/**
 * The Logical solvers against generated instances whose answer the test works out on its own
 * (its own Venn enumeration, family tree, brute-force arrangements, walk and codes): a solved
 * answer must equal the truth, and an instance whose clues fix the answer must be solved.
 */

function solve(text: string): LogicalResult | null {
  const parsed = parseQuestion(text);
  return solveLogical(parsed.stem, parsed.original);
}

function answerOf(text: string): string | null {
  const result = solve(text);
  return result?.solved ? result.answer : null;
}

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

// ---------------------------------------------------------------- syllogisms

type Q = 'all' | 'no' | 'some' | 'some-not';
interface Sentence {
  readonly q: Q;
  readonly s: number;
  readonly p: number;
}
const TERMS = ['pens', 'books', 'chairs', 'tables'];

function render({ q, s, p }: Sentence): string {
  const [subject, predicate] = [TERMS[s]!, TERMS[p]!];
  if (q === 'all') return `All ${subject} are ${predicate}`;
  if (q === 'no') return `No ${subject} are ${predicate}`;
  if (q === 'some') return `Some ${subject} are ${predicate}`;
  return `Some ${subject} are not ${predicate}`;
}

/** Truth in one occupancy of the Venn regions of three terms: `regions` lists the occupied ones (bit t set: inside term t). */
function trueIn({ q, s, p }: Sentence, regions: readonly number[]): boolean {
  const both = regions.some((region) => region & (1 << s) && region & (1 << p));
  const sOnly = regions.some((region) => region & (1 << s) && !(region & (1 << p)));
  return q === 'all' ? !sOnly : q === 'no' ? !both : q === 'some' ? both : sOnly;
}

function verdict(premises: readonly Sentence[], conclusions: readonly Sentence[]): string | null {
  const cases: number[][] = [];
  for (let mask = 0; mask < 1 << 7; mask += 1) {
    const regions = [1, 2, 3, 4, 5, 6, 7].filter((region) => mask & (1 << (region - 1)));
    const nonEmpty = [0, 1, 2].every((term) => regions.some((region) => region & (1 << term)));
    if (nonEmpty && premises.every((premise) => trueIn(premise, regions))) cases.push(regions);
  }
  if (cases.length === 0) return null;
  const [first, second] = conclusions.map((conclusion) => cases.every((regions) => trueIn(conclusion, regions)));
  if (first && second) return 'Both conclusions I and II follow';
  if (first) return 'Only conclusion I follows';
  if (second) return 'Only conclusion II follows';
  if (cases.every((regions) => trueIn(conclusions[0]!, regions) || trueIn(conclusions[1]!, regions))) {
    // Papers call it 'either' only for a complementary pair on the same two terms; on others they differ, and the solver declines.
    return complementary(conclusions[0]!, conclusions[1]!) ? 'Either conclusion I or II follows' : null;
  }
  return 'Neither conclusion I nor II follows';
}

/** Some/No (either order), All/Some-not and Some/Some-not, each on the same subject and predicate. */
function complementary(a: Sentence, b: Sentence): boolean {
  const kinds = [a.q, b.q].sort().join('/');
  const sameTerms = a.s === b.s && a.p === b.p;
  const swapped = a.s === b.p && a.p === b.s;
  if (kinds === 'no/some') return sameTerms || swapped;
  return (kinds === 'all/some-not' || kinds === 'some/some-not') && sameTerms;
}

const sentence = (terms: readonly [number, number]) =>
  fc.record({ q: fc.constantFrom<Q>('all', 'no', 'some', 'some-not'), flip: fc.boolean() }).map(({ q, flip }) => ({ q, s: flip ? terms[1] : terms[0], p: flip ? terms[0] : terms[1] }));

describe('syllogisms', () => {
  it('gives the verdict an independent Venn enumeration gives, for every generated pair of statements and conclusions', { timeout: 0 }, () => {
    fc.assert(
      fc.property(
        sentence([0, 1]),
        sentence([1, 2]),
        fc.constantFrom<[number, number]>([0, 2], [0, 1], [1, 2]).chain((terms) => sentence(terms)),
        fc.constantFrom<[number, number]>([0, 2], [2, 0], [1, 0]).chain((terms) => sentence(terms)),
        (a, b, c, d) => {
          const expected = verdict([a, b], [c, d]);
          const text = `Statements: ${render(a)}. ${render(b)}.\nConclusions: I. ${render(c)}. II. ${render(d)}.`;
          const result = solve(text);
          expect(result?.kind).toBe('syllogism');
          if (expected === null) expect(result!.solved).toBe(false);
          else expect(answerOf(text)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('picks the option that states the verdict', () => {
    const result = solve('Statements: All judges are lawyers. Some lawyers are teachers.\nConclusions: I. Some teachers are lawyers. II. Some judges are teachers.\n(a) Only II follows (b) Both follow (c) Neither follows (d) Only I follows');
    expect(result?.solved && result.matches('Only I follows')).toBe(true);
    expect(result?.solved && result.matches('Both follow')).toBe(false);
  });
});

// ---------------------------------------------------------------- blood relations

interface Person {
  readonly name: string;
  readonly male: boolean;
  parents: Person[];
  spouse: Person | null;
}

/** A three-generation family: a couple, their children (some married), and grandchildren. */
const familyArbitrary = fc
  .record({
    children: fc.array(fc.record({ male: fc.boolean(), married: fc.boolean(), kids: fc.array(fc.boolean(), { maxLength: 2 }) }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ children }) => {
    const names = [...NAMES, 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T'];
    let next = 0;
    const make = (male: boolean, parents: Person[] = []): Person => ({ name: names[next++]!, male, parents, spouse: null });
    const grandfather = make(true);
    const grandmother = make(false);
    grandfather.spouse = grandmother;
    grandmother.spouse = grandfather;
    const people = [grandfather, grandmother];
    const statements: string[] = [`${grandmother.name} is the wife of ${grandfather.name}`];
    for (const child of children) {
      const person = make(child.male, [grandfather, grandmother]);
      people.push(person);
      statements.push(`${person.name} is the ${child.male ? 'son' : 'daughter'} of ${grandfather.name}`);
      if (child.married || child.kids.length > 0) {
        const spouse = make(!child.male);
        person.spouse = spouse;
        spouse.spouse = person;
        people.push(spouse);
        statements.push(`${spouse.name} is the ${spouse.male ? 'husband' : 'wife'} of ${person.name}`);
        for (const male of child.kids) {
          const kid = make(male, [person, spouse]);
          people.push(kid);
          statements.push(`${kid.name} is the ${male ? 'son' : 'daughter'} of ${person.name}`);
        }
      }
    }
    return { people, statements };
  });

const same = (a: readonly Person[], b: readonly Person[]) => a.length > 0 && a.length === b.length && a.every((person) => b.includes(person));
const siblings = (a: Person, b: Person) => a !== b && same(a.parents, b.parents);

/** The standard term for what x is to y, from the tree itself; null when CLAT has no one word for it. */
function relation(x: Person, y: Person): string | null {
  const g = (male: string, female: string) => (x.male ? male : female);
  if (y.parents.includes(x)) return g('Father', 'Mother');
  if (x.parents.includes(y)) return g('Son', 'Daughter');
  if (x.spouse === y) return g('Husband', 'Wife');
  if (siblings(x, y)) return g('Brother', 'Sister');
  const side = (parent: Person | undefined) => (parent!.male ? 'Paternal ' : 'Maternal ');
  const viaGrandparent = y.parents.find((parent) => parent.parents.includes(x));
  if (viaGrandparent) return side(viaGrandparent) + g('grandfather', 'grandmother');
  if (x.parents.some((parent) => parent.parents.includes(y))) return g('Grandson', 'Granddaughter');
  const viaSibling = y.parents.find((parent) => siblings(parent, x) || (x.spouse !== null && siblings(parent, x.spouse)));
  if (viaSibling) return side(viaSibling) + g('uncle', 'aunt');
  if (x.parents.some((parent) => siblings(parent, y) || (y.spouse !== null && siblings(parent, y.spouse)))) return g('Nephew', 'Niece');
  if (x.parents.some((px) => y.parents.some((py) => siblings(px, py)))) return 'Cousin';
  if (y.spouse?.parents.includes(x)) return g('Father-in-law', 'Mother-in-law');
  if (x.spouse !== null && x.spouse.parents.includes(y)) return g('Son-in-law', 'Daughter-in-law');
  if ((y.spouse !== null && siblings(x, y.spouse)) || (x.spouse !== null && siblings(x.spouse, y))) return g('Brother-in-law', 'Sister-in-law');
  return null;
}

describe('blood relations', () => {
  it('names the relation the generated family tree has, whenever it has a standard name', { timeout: 0 }, () => {
    let named = 0;
    let solved = 0;
    fc.assert(
      fc.property(familyArbitrary, fc.nat(), fc.nat(), fc.nat(), ({ people, statements }, i, j, seed) => {
        const x = people[i % people.length]!;
        const y = people[j % people.length]!;
        if (x === y) return;
        // Statements in a shuffled order: the solver must not depend on reading them in tree order.
        const order = [...statements].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7));
        const text = `${order.join('. ')}. How is ${x.name} related to ${y.name}?`;
        const truth = relation(x, y);
        const answer = answerOf(text);
        if (truth) named += 1;
        if (answer !== null) {
          solved += 1;
          expect(answer, text).toBe(truth);
        } else if (truth) {
          expect.fail(`Not solved though the tree names it ${truth}: ${text} (${JSON.stringify(solve(text))})`);
        }
      }),
      { numRuns: 300 },
    );
    expect(named).toBeGreaterThan(100);
    expect(solved).toBe(named);
  });

  it("reads 'A and B are brothers' as one statement, and possessive statements", () => {
    expect(answerOf('A and B are brothers. C is the father of A. D is the brother of C. How is D related to B?')).toBe('Paternal uncle');
    expect(answerOf("Rahul's mother is Sita. Sita's husband is Mohan. Mohan's father is Gopal. How is Gopal related to Rahul?")).toBe('Paternal grandfather');
  });

  it('says the sex is not given instead of guessing a gendered word', () => {
    const result = solve('A is the child of B. C is the son of B. How is A related to C?\n(a) Brother (b) Sister (c) Cousin (d) Cannot be determined');
    expect(result?.solved && result.answer).toBe('Cannot be determined');
  });
});

// ---------------------------------------------------------------- seating and ordering

type ClueSpec =
  | { readonly type: 'immediate'; readonly a: string; readonly b: string; readonly side: 'right' | 'left' }
  | { readonly type: 'next'; readonly a: string; readonly b: string; readonly negated: boolean }
  | { readonly type: 'gap'; readonly a: string; readonly b: string; readonly count: number }
  | { readonly type: 'end'; readonly a: string }
  | { readonly type: 'opposite'; readonly a: string; readonly b: string }
  | { readonly type: 'side'; readonly a: string; readonly b: string; readonly side: 'right' | 'left' };

/** Seats: in a row, 0 is the left end of people facing north; round a table, seats go clockwise and everyone faces the centre. */
function holds(clue: ClueSpec, seat: Readonly<Record<string, number>>, size: number, circle: boolean): boolean {
  const steps = (from: number, to: number) => (circle ? (((to - from) % size) + size) % size : to - from);
  const apart = (a: number, b: number) => (circle ? Math.min(steps(a, b), steps(b, a)) : Math.abs(a - b));
  // Facing the centre, a person's right is the anticlockwise neighbour.
  const right = circle ? -1 : 1;
  switch (clue.type) {
    case 'immediate': {
      const want = clue.side === 'right' ? right : -right;
      return circle ? steps(seat[clue.b]!, seat[clue.a]!) === (((want % size) + size) % size) : seat[clue.a]! - seat[clue.b]! === want;
    }
    case 'next':
      return (apart(seat[clue.a]!, seat[clue.b]!) === 1) !== clue.negated;
    case 'gap':
      return circle
        ? steps(seat[clue.a]!, seat[clue.b]!) - 1 === clue.count || steps(seat[clue.b]!, seat[clue.a]!) - 1 === clue.count
        : Math.abs(seat[clue.a]! - seat[clue.b]!) - 1 === clue.count;
    case 'end':
      return seat[clue.a] === 0 || seat[clue.a] === size - 1;
    case 'opposite':
      return apart(seat[clue.a]!, seat[clue.b]!) === size / 2;
    case 'side':
      return clue.side === 'right' ? seat[clue.a]! > seat[clue.b]! : seat[clue.a]! < seat[clue.b]!;
  }
}

const COUNT_WORDS = ['No', 'Only one', 'Two', 'Three'];

function say(clue: ClueSpec): string {
  switch (clue.type) {
    case 'immediate':
      return `${clue.a} sits to the immediate ${clue.side} of ${clue.b}`;
    case 'next':
      return clue.negated ? `${clue.a} does not sit next to ${clue.b}` : `${clue.a} sits next to ${clue.b}`;
    case 'gap':
      return `${COUNT_WORDS[clue.count]} ${clue.count === 1 ? 'person sits' : 'people sit'} between ${clue.a} and ${clue.b}`;
    case 'end':
      return `${clue.a} sits at one of the ends`;
    case 'opposite':
      return `${clue.a} sits opposite ${clue.b}`;
    case 'side':
      return `${clue.a} sits somewhere to the ${clue.side} of ${clue.b}`;
  }
}

function permutations(items: readonly string[]): string[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

describe('seating arrangements', () => {
  for (const circle of [false, true]) {
    it(`answers "who sits to the immediate right of X" ${circle ? 'round a table' : 'in a row'} exactly when every arrangement that fits the clues agrees`, { timeout: 0 }, () => {
      let determined = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: circle ? 4 : 4, max: 6 }).chain((size) =>
            fc.record({
              order: fc.shuffledSubarray(NAMES.slice(0, size), { minLength: size, maxLength: size }),
              picks: fc.array(fc.record({ type: fc.nat(circle ? 4 : 4), a: fc.nat(size - 1), b: fc.nat(size - 1) }), { minLength: 3, maxLength: 6 }),
              asked: fc.nat(size - 1),
              side: fc.constantFrom<'right' | 'left'>('right', 'left'),
            }),
          ),
          ({ order, picks, asked, side }) => {
            const size = order.length;
            const seat = Object.fromEntries(order.map((name, index) => [name, index]));
            const step = circle ? (side === 'right' ? -1 : 1) : side === 'right' ? 1 : -1;
            // True clues read off the arrangement.
            const clues: ClueSpec[] = [];
            for (const pick of picks) {
              const a = order[pick.a]!;
              const b = order[pick.b]!;
              if (a === b) continue;
              const d = circle ? (((seat[a]! - seat[b]!) % size) + size) % size : seat[a]! - seat[b]!;
              const candidates: ClueSpec[] = [
                { type: 'next', a, b, negated: false },
                { type: 'next', a, b, negated: true },
                { type: 'gap', a, b, count: circle ? Math.min(d, size - d) - 1 : Math.abs(d) - 1 },
                circle ? { type: 'opposite', a, b } : { type: 'side', a, b, side: d > 0 ? 'right' : 'left' },
                { type: 'immediate', a, b, side: 'right' },
                { type: 'immediate', a, b, side: 'left' },
                ...(circle ? [] : [{ type: 'end', a } as const]),
              ];
              const clue = candidates.filter((candidate) => holds(candidate, seat, size, circle) && !(candidate.type === 'gap' && candidate.count > 3))[pick.type % 5];
              if (clue) clues.push(clue);
            }
            if (clues.length === 0) return;
            const target = order[asked]!;
            const truth = (arrangement: readonly string[]) => {
              const at = Object.fromEntries(arrangement.map((name, index) => [name, index]));
              const index = at[target]! + step;
              return circle ? arrangement[((index % size) + size) % size]! : (arrangement[index] ?? null);
            };
            const fitting = permutations(order).filter((arrangement) => {
              const at = Object.fromEntries(arrangement.map((name, index) => [name, index]));
              return clues.every((clue) => holds(clue, at, size, circle));
            });
            const answers = new Set(fitting.map(truth));
            const setting = circle ? 'sit around a circular table facing the centre' : 'sit in a row facing north';
            const list = `${[...order].sort().slice(0, -1).join(', ')} and ${[...order].sort().at(-1)}`;
            const text = `${order.length} friends ${list} ${setting}. ${clues.map(say).join('. ')}. Who sits to the immediate ${side} of ${target}?`;
            const answer = answerOf(text);
            if (answers.size === 1 && !answers.has(null)) {
              determined += 1;
              expect(answer, text).toBe([...answers][0]);
            } else {
              expect(answer, text).toBeNull();
            }
          },
        ),
        { numRuns: 250 },
      );
      expect(determined).toBeGreaterThan(15);
    });
  }

  it('orders people by comparisons and says nothing when two are never compared', () => {
    expect(answerOf('Among A, B, C, D and E, A is taller than B but shorter than C. D is taller than C. E is shorter than B. Who is the tallest?')).toBe('D');
    expect(answerOf('Among A, B, C, D and E, A is taller than B but shorter than C. D is taller than C. E is shorter than B. Who is the second shortest?')).toBe('B');
    expect(answerOf('P is heavier than Q. R is heavier than Q. S is lighter than Q. Who is the heaviest?')).toBeNull();
  });
});

// ---------------------------------------------------------------- directions

const HEADINGS = ['north', 'east', 'south', 'west'];

describe('direction sense', () => {
  it('ends where an independent walk on complex numbers ends', { timeout: 0 }, () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.array(fc.record({ turn: fc.constantFrom('left', 'right'), distance: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 20 }),
        (start, legs, first) => {
          // North is i, east is 1; a right turn multiplies the heading by -i.
          let heading = [{ re: 0, im: 1 }, { re: 1, im: 0 }, { re: 0, im: -1 }, { re: -1, im: 0 }][start]!;
          let position = { re: heading.re * first, im: heading.im * first };
          for (const { turn, distance } of legs) {
            heading = turn === 'right' ? { re: heading.im, im: -heading.re } : { re: -heading.im, im: heading.re };
            position = { re: position.re + heading.re * distance, im: position.im + heading.im * distance };
          }
          const text = `Asha walks ${first} km towards the ${HEADINGS[start]}. ${legs.map(({ turn, distance }) => `Then she turns ${turn} and walks ${distance} km.`).join(' ')} How far is she from her starting point?`;
          expect(Number(answerOf(text)), text).toBeCloseTo(Math.hypot(position.re, position.im), 2);
          const where = answerOf(text.replace('How far is she from her starting point?', 'In which direction is she from her starting point?'));
          const ns = position.im > 0 ? 'north' : position.im < 0 ? 'south' : '';
          const ew = position.re > 0 ? 'east' : position.re < 0 ? 'west' : '';
          const expected = ns && ew ? `${ns}-${ew}` : ns || ew || 'at the starting point';
          expect(where?.toLowerCase()).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------- coding-decoding

const WORDS = ['TIGER', 'LION', 'MANGO', 'APPLE', 'CHAIR', 'RIVER', 'PLANT', 'GREEN', 'DELHI', 'COURT', 'JUDGE', 'BOOK', 'STONE', 'WATER'];
const shift = (word: string, by: number) => [...word].map((char) => String.fromCharCode(65 + ((((char.charCodeAt(0) - 65 + by) % 26) + 26) % 26))).join('');
const reverse = (word: string) => [...word].reverse().join('');
const opposite = (word: string) => [...word].map((char) => String.fromCharCode(90 - (char.charCodeAt(0) - 65))).join('');

describe('coding-decoding', () => {
  it('infers a shift, reversal or opposite-letter code from the example and applies it', { timeout: 0 }, () => {
    let solved = 0;
    fc.assert(
      fc.property(fc.nat(WORDS.length - 1), fc.nat(WORDS.length - 1), fc.integer({ min: 1, max: 25 }), fc.nat(3), (i, j, by, kind) => {
        const [example, asked] = [WORDS[i]!, WORDS[j]!];
        if (example === asked) return;
        const code = (word: string) => (kind === 0 ? shift(word, by) : kind === 1 ? reverse(shift(word, by)) : kind === 2 ? opposite(word) : reverse(word));
        const text = `In a certain code language, ${example} is written as ${code(example)}. How will ${asked} be written in that code?`;
        const answer = answerOf(text);
        if (answer !== null) {
          solved += 1;
          expect(answer, text).toBe(code(asked));
        }
      }),
      { numRuns: 200 },
    );
    expect(solved).toBeGreaterThan(150);
  });

  it('reads number codes made of letter positions', () => {
    expect(answerOf('If CAT is coded as 24, what is the code for DOG?')).toBe('26');
    expect(answerOf('If BAD is coded as 2-1-4, how is FACE coded?')).toBe('6-1-3-5');
  });

  it('reads a digit-for-letter code from its examples, and only when every letter is shown', () => {
    expect(answerOf('If ROSE is coded as 6821 and CHAIR is coded as 73456, what is the code for SEARCH?')).toBe('214673');
    expect(answerOf('If ROSE is coded as 6821 and CHAIR is coded as 73456, what is the code for MOUSE?')).toBeNull();
  });
});

// ---------------------------------------------------------------- series

describe('number and letter series', () => {
  it('continues arithmetic, geometric, square and alternating series, with the gap anywhere', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 50 }), fc.integer({ min: 1, max: 12 }), fc.nat(3), fc.integer({ min: 5, max: 7 }), fc.nat(6), (a, d, kind, length, gapAt) => {
        const term = (n: number) => (kind === 0 ? a + n * d : kind === 1 ? (Math.abs(a) % 5 + 1) * (d % 3 + 2) ** n : kind === 2 ? (n + (Math.abs(a) % 6) + 1) ** 2 + (d % 3) : n % 2 === 0 ? a + (n / 2) * d : a * 2 + ((n - 1) / 2) * (d + 1));
        // Two interleaved series need three known terms each to be told apart from other rules.
        const terms = Array.from({ length: kind === 3 ? Math.max(length + 1, 7) : length + 1 }, (_, n) => term(n));
        const gap = gapAt % terms.length;
        if (kind === 3 && gap !== terms.length - 1) return;
        const shown = terms.map((value, index) => (index === gap ? '?' : String(value)));
        const text = `Find the missing number in the series: ${shown.join(', ')}`;
        const answer = answerOf(text);
        expect(answer, text).toBe(String(terms[gap]));
      }),
      { numRuns: 200 },
    );
  });

  it('gives no answer when two rules fit and disagree', () => {
    expect(answerOf('What comes next in the series: 1, 2, 4, ?')).toBeNull();
    expect(answerOf('Find the missing number: 0, 1, 2, 3, 4, ?, 6')).toBe('5');
    expect(answerOf('What comes next in the series A, C, F, J, O, ?')).toBe('U');
    expect(answerOf('Find the missing number in the series: -5, -2, 1, 4, 7, ?, 13, 16')).toBe('10');
  });
});
