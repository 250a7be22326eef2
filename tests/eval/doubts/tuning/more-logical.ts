import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';

/**
 * More logical tuning templates, six per kind. Each one models its puzzle and reads the answer off
 * the model: a family graph for blood relations, letter arithmetic for codes, a grid walk for
 * directions, brute force over every order or seating for ordering and seating (clues are added
 * until the asked answer is the same in every arrangement that fits them), Venn regions for
 * syllogisms (a conclusion follows when it holds in every diagram the statements allow; "either"
 * only for a pair that is complementary in every diagram), and generating rules for series.
 */

type Four = [string, string, string, string];

function until<T>(make: () => T, ok: (value: T) => boolean): T {
  for (let attempt = 0; attempt < 20_000; attempt += 1) {
    const value = make();
    if (ok(value)) return value;
  }
  throw new Error('No draw met the condition');
}

/** Tries make until it returns something other than undefined. */
function retry<T>(make: () => T | undefined): T {
  for (let attempt = 0; attempt < 20_000; attempt += 1) {
    const value = make();
    if (value !== undefined) return value;
  }
  throw new Error('No draw succeeded');
}

function four(correct: string, wrong: readonly string[], fill: (k: number) => string): Four {
  const out = [correct];
  for (const w of wrong) if (out.length < 4 && w !== '' && !out.includes(w)) out.push(w);
  for (let k = 1; out.length < 4 && k < 500; k += 1) {
    const w = fill(k);
    if (w !== '' && !out.includes(w)) out.push(w);
  }
  if (out.length < 4) throw new Error(`Could not find four options for ${correct}`);
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

/** Options from a pool of other answers: the correct one, then the given wrong ones, then the rest of the pool in random order. */
const fromPool = (random: Random, correct: string, wrong: readonly string[], pool: readonly string[]): Four => {
  const rest = random.shuffle(pool);
  return four(correct, wrong, (k) => rest[(k - 1) % Math.max(rest.length, 1)] ?? '');
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

const MEN = ['Ravi', 'Suresh', 'Rahul', 'Arjun', 'Vikram', 'Ramesh', 'Deepak', 'Manoj', 'Farhan', 'Gurpreet', 'Arvind', 'Mohan', 'Aman', 'Rohit', 'Sanjay', 'Imran', 'Harish', 'Naveen', 'Prakash', 'Ajay'];
const WOMEN = ['Anita', 'Priya', 'Meena', 'Kavita', 'Neha', 'Sunita', 'Pooja', 'Lakshmi', 'Sneha', 'Rekha', 'Fatima', 'Simran', 'Divya', 'Geeta', 'Asha', 'Nisha', 'Shalini', 'Radha'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

// ---------------------------------------------------------------- blood-relation

type Sex = 'M' | 'F';
interface Member {
  readonly sex: Sex;
  parents: number[];
  spouse: number | undefined;
}

/** A family without half-siblings: every child has both members of a couple as parents. */
class Family {
  readonly members: Member[] = [];

  add(sex: Sex): number {
    this.members.push({ sex, parents: [], spouse: undefined });
    return this.members.length - 1;
  }

  sex(x: number): Sex {
    return this.members[x]!.sex;
  }

  spouse(x: number): number | undefined {
    return this.members[x]!.spouse;
  }

  ensureSpouse(x: number): number {
    const found = this.spouse(x);
    if (found !== undefined) return found;
    const other = this.add(this.sex(x) === 'M' ? 'F' : 'M');
    this.members[x]!.spouse = other;
    this.members[other]!.spouse = x;
    return other;
  }

  /** [father, mother], made if missing. */
  ensureParents(x: number): [number, number] {
    const m = this.members[x]!;
    if (m.parents.length === 0) {
      const father = this.add('M');
      const mother = this.ensureSpouse(father);
      m.parents = [father, mother];
    }
    const [a, b] = m.parents as [number, number];
    return this.sex(a) === 'M' ? [a, b] : [b, a];
  }

  addChild(parent: number, sex: Sex): number {
    const other = this.ensureSpouse(parent);
    const child = this.add(sex);
    this.members[child]!.parents = [parent, other];
    return child;
  }

  parents(x: number): number[] {
    return this.members[x]!.parents;
  }

  children(x: number): number[] {
    return this.members.flatMap((m, i) => (m.parents.includes(x) ? [i] : []));
  }

  siblings(x: number): number[] {
    const ps = this.parents(x);
    if (ps.length === 0) return [];
    return this.members.flatMap((m, i) => (i !== x && m.parents.length === 2 && ps.every((p) => m.parents.includes(p)) ? [i] : []));
  }

  /** The people one statement away: parents, children, spouse, siblings. */
  neighbours(x: number): number[] {
    const s = this.spouse(x);
    return [...this.parents(x), ...this.children(x), ...(s === undefined ? [] : [s]), ...this.siblings(x)];
  }
}

const gendered = (sex: Sex, male: string, female: string): string => (sex === 'M' ? male : female);

/** What a is to b ('Father', 'Cousin', 'Sister-in-law'), or undefined when it has no everyday name. */
function relation(f: Family, a: number, b: number): string | undefined {
  if (a === b) return undefined;
  const sa = f.sex(a);
  const flat = (xs: number[], g: (x: number) => number[]): number[] => xs.flatMap(g);
  const spouses = (xs: number[]): number[] => xs.flatMap((x) => {
    const s = f.spouse(x);
    return s === undefined ? [] : [s];
  });
  const parents = f.parents(b);
  const children = f.children(b);
  const spouse = f.spouse(b);
  const siblings = f.siblings(b);
  if (parents.includes(a)) return gendered(sa, 'Father', 'Mother');
  if (children.includes(a)) return gendered(sa, 'Son', 'Daughter');
  if (spouse === a) return gendered(sa, 'Husband', 'Wife');
  if (siblings.includes(a)) return gendered(sa, 'Brother', 'Sister');
  if (flat(parents, (p) => f.parents(p)).includes(a)) return gendered(sa, 'Grandfather', 'Grandmother');
  if (flat(children, (c) => f.children(c)).includes(a)) return gendered(sa, 'Grandson', 'Granddaughter');
  const parentSiblings = flat(parents, (p) => f.siblings(p));
  if (parentSiblings.includes(a) || spouses(parentSiblings).includes(a)) return gendered(sa, 'Uncle', 'Aunt');
  const siblingsAndInLaws = [...siblings, ...(spouse === undefined ? [] : f.siblings(spouse))];
  if (flat(siblingsAndInLaws, (s) => f.children(s)).includes(a)) return gendered(sa, 'Nephew', 'Niece');
  if (flat(parentSiblings, (s) => f.children(s)).includes(a)) return 'Cousin';
  if (spouse !== undefined && f.parents(spouse).includes(a)) return gendered(sa, 'Father-in-law', 'Mother-in-law');
  if (spouses(children).includes(a)) return gendered(sa, 'Son-in-law', 'Daughter-in-law');
  if ((spouse !== undefined && f.siblings(spouse).includes(a)) || spouses(siblings).includes(a)) return gendered(sa, 'Brother-in-law', 'Sister-in-law');
  return undefined;
}

const RELATION_NEAR: Readonly<Record<string, readonly string[]>> = {
  Father: ['Mother', 'Uncle', 'Grandfather', 'Brother'],
  Mother: ['Father', 'Aunt', 'Grandmother', 'Sister'],
  Son: ['Daughter', 'Nephew', 'Grandson', 'Brother'],
  Daughter: ['Son', 'Niece', 'Granddaughter', 'Sister'],
  Brother: ['Sister', 'Cousin', 'Brother-in-law', 'Son'],
  Sister: ['Brother', 'Cousin', 'Sister-in-law', 'Daughter'],
  Husband: ['Wife', 'Brother-in-law', 'Father', 'Son-in-law'],
  Wife: ['Husband', 'Sister-in-law', 'Mother', 'Daughter-in-law'],
  Grandfather: ['Grandmother', 'Father', 'Uncle', 'Father-in-law'],
  Grandmother: ['Grandfather', 'Mother', 'Aunt', 'Mother-in-law'],
  Grandson: ['Granddaughter', 'Son', 'Nephew', 'Son-in-law'],
  Granddaughter: ['Grandson', 'Daughter', 'Niece', 'Daughter-in-law'],
  Uncle: ['Aunt', 'Father', 'Cousin', 'Grandfather'],
  Aunt: ['Uncle', 'Mother', 'Cousin', 'Grandmother'],
  Nephew: ['Niece', 'Son', 'Cousin', 'Grandson'],
  Niece: ['Nephew', 'Daughter', 'Cousin', 'Granddaughter'],
  Cousin: ['Brother', 'Sister', 'Nephew', 'Niece'],
  'Father-in-law': ['Mother-in-law', 'Father', 'Uncle', 'Brother-in-law'],
  'Mother-in-law': ['Father-in-law', 'Mother', 'Aunt', 'Sister-in-law'],
  'Son-in-law': ['Daughter-in-law', 'Son', 'Nephew', 'Brother-in-law'],
  'Daughter-in-law': ['Son-in-law', 'Daughter', 'Niece', 'Sister-in-law'],
  'Brother-in-law': ['Sister-in-law', 'Brother', 'Cousin', 'Husband'],
  'Sister-in-law': ['Brother-in-law', 'Sister', 'Cousin', 'Wife'],
};
const ALL_RELATIONS = Object.keys(RELATION_NEAR);
const relationOptions = (random: Random, correct: string): Four => {
  const near = RELATION_NEAR[correct] ?? [];
  return fromPool(random, correct, [near[0]!, ...random.shuffle(near.slice(1))], ALL_RELATIONS);
};

/** A three-generation family: a couple, their two or three children (most of them married), grandchildren, and sometimes an in-law's family. */
function randomFamily(random: Random): Family {
  const f = new Family();
  const head = f.add(random.next() < 0.5 ? 'M' : 'F');
  f.ensureSpouse(head);
  const kids = random.int(2, 3);
  for (let i = 0; i < kids; i += 1) {
    const child = f.addChild(head, random.next() < 0.5 ? 'M' : 'F');
    if (random.next() < 0.8) {
      const partner = f.ensureSpouse(child);
      const grand = random.int(0, 2);
      for (let j = 0; j < grand; j += 1) f.addChild(child, random.next() < 0.5 ? 'M' : 'F');
      if (random.next() < 0.35) {
        const [inLaw] = f.ensureParents(partner);
        f.addChild(inLaw, random.next() < 0.5 ? 'M' : 'F');
      }
    }
  }
  return f;
}

/** A walk of `steps` statements through the family, never meeting a person twice, whose ends have a named relation. */
function familyChain(random: Random, steps: number): { f: Family; path: number[]; answer: string } {
  return retry(() => {
    const f = randomFamily(random);
    const path = [random.int(0, f.members.length - 1)];
    while (path.length <= steps) {
      const next = f.neighbours(path[path.length - 1]!).filter((x) => !path.includes(x));
      if (next.length === 0) return undefined;
      path.push(random.pick(next));
    }
    // Every statement must itself be a direct relation (parent, child, spouse, sibling).
    for (let i = 0; i + 1 < path.length; i += 1) {
      const r = relation(f, path[i]!, path[i + 1]!);
      if (!r || !['Father', 'Mother', 'Son', 'Daughter', 'Husband', 'Wife', 'Brother', 'Sister'].includes(r)) return undefined;
    }
    const answer = relation(f, path[0]!, path[path.length - 1]!);
    if (!answer) return undefined;
    return { f, path, answer };
  });
}

type Step = 'father' | 'mother' | 'son' | 'daughter' | 'brother' | 'sister' | 'husband' | 'wife';
const STEP_SEX: Readonly<Record<Step, Sex>> = { father: 'M', mother: 'F', son: 'M', daughter: 'F', brother: 'M', sister: 'F', husband: 'M', wife: 'F' };
const STEPS: readonly Step[] = ['father', 'mother', 'son', 'daughter', 'brother', 'sister', 'husband', 'wife'];

interface Described {
  readonly f: Family;
  readonly anchor: number;
  readonly target: number;
  /** The words of each step as printed: 'father', 'only son'. */
  readonly words: readonly string[];
}

/**
 * Builds the person reached from an anchor by a chain of steps ("the only son of my father's
 * sister"), making people as needed. A child or sibling step names an existing person only when
 * exactly one of that sex exists, and then says 'only'; a step that makes a new person may say
 * 'only' too, and every 'only' is checked again once the whole family is built.
 */
function describe(anchorSex: Sex, steps: readonly Step[], wantOnly: readonly boolean[], extra?: (f: Family, target: number) => number): Described | undefined {
  const f = new Family();
  const anchor = f.add(anchorSex);
  let cur = anchor;
  const words: string[] = [];
  const claims: { node: number; sex: Sex; kind: 'child' | 'sibling' }[] = [];
  for (const [index, step] of steps.entries()) {
    const sex = STEP_SEX[step];
    if (step === 'father' || step === 'mother') {
      const [father, mother] = f.ensureParents(cur);
      cur = step === 'father' ? father : mother;
      words.push(step);
    } else if (step === 'husband' || step === 'wife') {
      if (f.sex(cur) === sex) return undefined;
      cur = f.ensureSpouse(cur);
      words.push(step);
    } else {
      const kind = step === 'son' || step === 'daughter' ? 'child' : 'sibling';
      if (kind === 'sibling') f.ensureParents(cur);
      const pool = (kind === 'child' ? f.children(cur) : f.siblings(cur)).filter((x) => f.sex(x) === sex);
      if (pool.length > 1) return undefined;
      const only = pool.length === 1 || wantOnly[index] === true;
      if (only) claims.push({ node: cur, sex, kind });
      if (pool.length === 1) cur = pool[0]!;
      else cur = kind === 'child' ? f.addChild(cur, sex) : f.addChild(f.ensureParents(cur)[0], sex);
      words.push(only ? `only ${step}` : step);
    }
  }
  const target = extra ? extra(f, cur) : cur;
  for (const c of claims) {
    const pool = (c.kind === 'child' ? f.children(c.node) : f.siblings(c.node)).filter((x) => f.sex(x) === c.sex);
    if (pool.length !== 1) return undefined;
  }
  if (target === anchor) return undefined;
  return { f, anchor, target, words };
}

/** 'the only son of the sister of my father', or with the first two steps possessive: 'the only son of my father's sister'. */
function chainText(random: Random, words: readonly string[], owner = 'my'): string {
  const rest = [...words].reverse();
  const first = rest.pop()!;
  if (rest.length >= 1 && !rest[rest.length - 1]!.startsWith('only') && random.next() < 0.5) {
    const second = rest.pop()!;
    const head = `${owner} ${first}'s ${second}`;
    return rest.length === 0 ? head : `${rest.map((w) => `the ${w}`).join(' of ')} of ${head}`;
  }
  const head = `${owner} ${first}`;
  return rest.length === 0 ? head : `${rest.map((w) => `the ${w}`).join(' of ')} of ${head}`;
}

function randomSteps(random: Random, min: number, max: number): Step[] {
  return Array.from({ length: random.int(min, max) }, () => random.pick(STEPS));
}

/** A random chain from the anchor, 'only' said of a new person two times in five. */
function describeRandom(random: Random, anchorSex: Sex, min: number, max: number, extra?: (f: Family, target: number) => number): Described | undefined {
  const steps = randomSteps(random, min, max);
  return describe(anchorSex, steps, steps.map(() => random.next() < 0.4), extra);
}

const BLOOD_RELATION: readonly DoubtTemplate[] = [
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/1',
    draw: (random) => {
      const { f, path, answer } = familyChain(random, random.int(2, 3));
      const letters = random.shuffle([...'ABCDEFGHJKLMNPQRST']).slice(0, path.length);
      const statements = path.slice(0, -1).map((x, i) => `${letters[i]} is the ${relation(f, x, path[i + 1]!)!.toLowerCase()} of ${letters[i + 1]}`);
      const last = letters[letters.length - 1]!;
      const question = random.pick([
        `${statements.map((s) => `${s}.`).join(' ')} How is ${letters[0]} related to ${last}?`,
        `If ${statements.slice(0, -1).join(', ')} and ${statements[statements.length - 1]}, then how is ${letters[0]} related to ${last}?`,
        `${statements.join('; ')}. ${letters[0]} is ${last}'s ____?`,
      ]);
      return { question, options: relationOptions(random, answer) };
    },
  },
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/2',
    draw: (random) => {
      const speakerSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const d = retry(() => {
        const got = describeRandom(random, speakerSex, 2, 3);
        return got && relation(got.f, got.target, got.anchor) ? got : undefined;
      });
      const answer = relation(d.f, d.target, d.anchor)!;
      const name = random.pick(speakerSex === 'M' ? MEN : WOMEN);
      const his = speakerSex === 'M' ? 'his' : 'her';
      const pronoun = d.f.sex(d.target) === 'M' ? 'He' : 'She';
      const who = d.f.sex(d.target) === 'M' ? random.pick(['man', 'boy']) : random.pick(['woman', 'girl']);
      const text = chainText(random, d.words);
      const question = random.pick([
        `Pointing to a photograph of a ${who}, ${name} told ${his} friend, "${pronoun} is ${text}." How is the ${who} in the photograph related to ${name}?`,
        `${name}, pointing to a photograph, said to ${his} friend: "${pronoun} is ${text}." How is the person in the photograph related to ${name}?`,
      ]);
      return { question, options: relationOptions(random, answer) };
    },
  },
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/3',
    draw: (random) => {
      const speakerSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const targetSex: Sex = random.next() < 0.5 ? 'M' : 'F';
      const d = retry(() => {
        const got = describeRandom(random, speakerSex, 1, 3, (f, parent) => f.addChild(parent, targetSex));
        return got && relation(got.f, got.target, got.anchor) && relation(got.f, got.anchor, got.target) ? got : undefined;
      });
      // addChild lists the described person first among the target's parents.
      const describedParent = d.f.parents(d.target)[0]!;
      const parentRole = d.f.sex(describedParent) === 'M' ? 'father' : 'mother';
      const name = random.pick(speakerSex === 'M' ? MEN : WOMEN);
      const his = speakerSex === 'M' ? 'his' : 'her';
      const tHis = targetSex === 'M' ? 'His' : 'Her';
      const who = targetSex === 'M' ? 'man' : 'woman';
      const text = chainText(random, d.words);
      const askSpeaker = random.next() < 0.4;
      const answer = askSpeaker ? relation(d.f, d.anchor, d.target)! : relation(d.f, d.target, d.anchor)!;
      const ask = askSpeaker ? `How is ${name} related to the ${who}?` : `How is the ${who} related to ${name}?`;
      const question = random.pick([
        `Introducing a ${who}, ${name} said to ${his} colleague, "${tHis} ${parentRole} is ${text}." ${ask}`,
        `While introducing a ${who} at a wedding, ${name} told ${his} friends, "${tHis} ${parentRole} is ${text}." ${ask}`,
      ]);
      return { question, options: relationOptions(random, answer) };
    },
  },
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/4',
    draw: (random) => {
      const { d, answer } = retry(() => {
        const steps = randomSteps(random, 2, 3);
        const wantOnly = steps.map(() => random.next() < 0.4);
        const male = describe('M', steps, wantOnly);
        const female = describe('F', steps, wantOnly);
        if (!male || !female || male.words.join() !== female.words.join()) return undefined;
        // The anchor's sex is not printed, so it must not matter: same words, same answer either way.
        const a = relation(male.f, male.target, male.anchor);
        if (!a || relation(female.f, female.target, female.anchor) !== a) return undefined;
        return { d: male, answer: a };
      });
      const targetSex = d.f.sex(d.target);
      const [y, x] = until(
        () => [random.pick([...MEN, ...WOMEN]), random.pick(targetSex === 'M' ? MEN : WOMEN)] as const,
        ([p, q]) => p !== q,
      );
      const text = chainText(random, d.words, `${y}'s`);
      const question = random.pick([
        `${x} is ${text}. How is ${x} related to ${y}?`,
        `If ${x} is ${text}, what is ${x} to ${y}?`,
      ]);
      return { question, options: relationOptions(random, answer) };
    },
  },
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/5',
    draw: (random) => {
      const { f, path, answer } = familyChain(random, random.int(2, 4));
      const used = new Set<string>();
      const nameOf = path.map((x) => {
        const pick = until(() => random.pick(f.sex(x) === 'M' ? MEN : WOMEN), (n) => !used.has(n));
        used.add(pick);
        return pick;
      });
      const statements = path.slice(0, -1).map((x, i) => {
        const y = path[i + 1]!;
        const a = nameOf[i]!;
        const b = nameOf[i + 1]!;
        const r = relation(f, x, y)!.toLowerCase();
        if (i === 0) return `${a} is the ${r} of ${b}.`;
        if ((r === 'husband' || r === 'wife') && random.next() < 0.5) return `${a} is married to ${b}.`;
        if (random.next() < 0.5) return `${b}'s ${r} is ${a}.`;
        return `${a} is ${b}'s ${r}.`;
      });
      const question = `${random.shuffle(statements).join(' ')} How is ${nameOf[0]} related to ${nameOf[nameOf.length - 1]}?`;
      return { question, options: relationOptions(random, answer) };
    },
  },
  {
    kind: 'blood-relation',
    id: 'more/blood-relation/6',
    draw: (random) => {
      const { f, path, answer } = retry(() => {
        const chain = familyChain(random, random.int(2, 3));
        const reversed = [...chain.path].reverse();
        const back = relation(chain.f, reversed[0]!, reversed[reversed.length - 1]!);
        return back ? { f: chain.f, path: reversed, answer: back } : undefined;
      });
      // Asked about the first person of the printed chain, which is now the end of the walk: its own statement names it.
      const letters = random.shuffle([...'PQRSTUVWXYZ']).slice(0, path.length);
      const statements = path.slice(0, -1).map((x, i) => `${letters[i]} is the ${relation(f, x, path[i + 1]!)!.toLowerCase()} of ${letters[i + 1]}`);
      const ordered = [...statements].reverse();
      const question = random.pick([
        `${ordered.join('. ')}. How is ${letters[0]} related to ${letters[letters.length - 1]}?`,
        `sir plz help: ${ordered.join(', ')}. then ${letters[0]} is what of ${letters[letters.length - 1]}??`,
      ]);
      return { question, options: relationOptions(random, answer) };
    },
  },
];

// ---------------------------------------------------------------- coding

const CODE_WORDS = [
  'MANGO', 'APPLE', 'TIGER', 'LION', 'DELHI', 'PATNA', 'RIVER', 'WATER', 'TABLE', 'CHAIR', 'PAPER', 'PENCIL', 'MOTHER', 'FRIEND',
  'SCHOOL', 'GARDEN', 'FLOWER', 'MARKET', 'COURT', 'JUDGE', 'LAWYER', 'NATION', 'STATE', 'CRANE', 'PLANET', 'SILVER', 'GOLD',
  'CLOUD', 'BRAIN', 'TRAIN', 'CANDLE', 'BORDER', 'KNIFE', 'HONEY', 'SUGAR', 'WINTER', 'MONKEY', 'PARROT', 'TEMPLE', 'BRIDGE',
];
const pos = (ch: string): number => ch.charCodeAt(0) - 65;
const letterAt = (i: number): string => LETTERS[((i % 26) + 26) % 26]!;
const shiftWord = (w: string, k: number): string => [...w].map((c) => letterAt(pos(c) + k)).join('');
const reverseWord = (w: string): string => [...w].reverse().join('');
const opposite = (w: string): string => [...w].map((c) => letterAt(25 - pos(c))).join('');
const placeShift = (w: string, by: (i: number) => number): string => [...w].map((c, i) => letterAt(pos(c) + by(i))).join('');
/** Two different words from the list. */
const twoWords = (random: Random): [string, string] => {
  const [a, b] = until(() => [random.pick(CODE_WORDS), random.pick(CODE_WORDS)] as const, ([x, y]) => x !== y);
  return [a, b];
};
const CODE_INTRO = [
  (w: string, c: string) => `In a certain code language, ${w} is written as ${c}.`,
  (w: string, c: string) => `If ${w} is coded as ${c},`,
  (w: string, c: string) => `In a code, ${w} is written as '${c}'.`,
  (w: string, c: string) => `If in a certain language ${w} is coded as ${c},`,
] as const;
const codeAsk = (random: Random, intro: string, target: string): string =>
  intro.endsWith(',')
    ? `${intro} ${random.pick([`how is ${target} coded in that language?`, `then how will ${target} be written in the same code?`, `what is the code for ${target}?`])}`
    : `${intro} ${random.pick([`How is ${target} written in that code?`, `How will ${target} be written in that language?`, `What is the code for ${target}?`])}`;

const CODING: readonly DoubtTemplate[] = [
  {
    kind: 'coding',
    id: 'more/coding/1',
    draw: (random) => {
      const k = random.pick([-3, -2, -1, 1, 2, 3, 4]);
      const [a, b] = twoWords(random);
      const intro = random.pick(CODE_INTRO)(a, shiftWord(a, k));
      const decode = random.next() < 0.3;
      if (decode) {
        const code = shiftWord(b, k);
        const question = `${intro} ${intro.endsWith(',') ? 'then' : 'In that code,'} ${code} stands for which word?`;
        return { question, options: four(b, [shiftWord(code, k), shiftWord(b, 1), reverseWord(b)], (j) => shiftWord(b, j + 1)) };
      }
      const question = codeAsk(random, intro, b);
      const right = shiftWord(b, k);
      return { question, options: four(right, [shiftWord(b, k + 1), shiftWord(b, -k), reverseWord(right)], (j) => shiftWord(b, k + j + 1)) };
    },
  },
  {
    kind: 'coding',
    id: 'more/coding/2',
    draw: (random) => {
      const k = random.pick([0, 0, 1, -1, 2]);
      const code = (w: string): string => shiftWord(reverseWord(w), k);
      const [a, b] = twoWords(random);
      const question = codeAsk(random, random.pick(CODE_INTRO)(a, code(a)), b);
      return { question, options: four(code(b), [shiftWord(b, k === 0 ? 1 : k), reverseWord(shiftWord(b, k + 1)), code(b).slice(1) + code(b)[0]], (j) => shiftWord(reverseWord(b), k + j)) };
    },
  },
  {
    kind: 'coding',
    id: 'more/coding/3',
    draw: (random) => {
      const [a, b] = twoWords(random);
      const decode = random.next() < 0.3;
      const intro = random.pick(CODE_INTRO)(a, opposite(a));
      if (decode) {
        const c = opposite(b);
        const question = `${intro} ${intro.endsWith(',') ? 'then' : 'In the same code,'} which word is written as ${c}?`;
        return { question, options: four(b, [reverseWord(c), shiftWord(b, 1), reverseWord(b)], (j) => shiftWord(b, j + 1)) };
      }
      const right = opposite(b);
      const question = codeAsk(random, intro, b);
      return { question, options: four(right, [reverseWord(right), shiftWord(right, 1), opposite(reverseWord(b))], (j) => shiftWord(right, j)) };
    },
  },
  {
    kind: 'coding',
    id: 'more/coding/4',
    draw: (random) => {
      const rule = random.pick([
        (i: number) => i + 1,
        (i: number) => -(i + 1),
        (i: number) => (i % 2 === 0 ? 1 : -1),
        (i: number) => (i % 2 === 0 ? 2 : -2),
        (i: number) => i,
      ]);
      const [a, b] = until(() => twoWords(random), ([x, y]) => x.length >= 4 && y.length >= 4);
      const right = placeShift(b, rule);
      const question = codeAsk(random, random.pick(CODE_INTRO)(a, placeShift(a, rule)), b);
      return { question, options: four(right, [placeShift(b, (i) => rule(i) + 1), placeShift(b, (i) => -rule(i)), reverseWord(right)], (j) => placeShift(b, (i) => rule(i) + j + 1)) };
    },
  },
  {
    kind: 'coding',
    id: 'more/coding/5',
    draw: (random) => {
      const [a, b] = until(() => twoWords(random), ([x, y]) => x.length <= 6 && y.length <= 6);
      const value = (w: string): number[] => [...w].map((c) => pos(c) + 1);
      const sum = (w: string): number => value(w).reduce((s, v) => s + v, 0);
      const form = random.int(0, 2);
      if (form === 0) {
        const sep = random.pick(['-', ' ', ', ']);
        const code = (w: string): string => value(w).join(sep);
        const question = random.pick([
          `If ${a} is coded as ${code(a)}, how is ${b} coded?`,
          `In a certain code, ${a} is written as ${code(a)}. How will ${b} be written in that code?`,
        ]);
        return { question, options: four(code(b), [value(b).map((v) => v + 1).join(sep), value(b).map((v) => 27 - v).join(sep), [...value(b)].reverse().join(sep)], (j) => value(b).map((v) => v + j + 1).join(sep)) };
      }
      if (form === 1) {
        const question = random.pick([
          `If ${a} = ${sum(a)}, then ${b} = ?`,
          `In a certain code, ${a} is written as ${sum(a)}. How is ${b} written in that code?`,
          `If A = 1, B = 2, C = 3 and so on, and ${a} is coded as ${sum(a)}, what is the code for ${b}?`,
        ]);
        const s = sum(b);
        return { question, options: four(String(s), [String(s + b.length), String(s - 1), String(value(b).reduce((x, v) => x + 27 - v, 0))], (j) => String(s + j + 1)) };
      }
      const back = (w: string): number => [...w].reduce((x, c) => x + 26 - pos(c), 0);
      const question = `If A = 26, B = 25, C = 24 and so on up to Z = 1, and ${a} is coded as ${back(a)}, what will ${b} be coded as?`;
      const s = back(b);
      return { question, options: four(String(s), [String(sum(b)), String(s + 1), String(s - b.length)], (j) => String(s + j + 1)) };
    },
  },
  {
    kind: 'coding',
    id: 'more/coding/6',
    draw: (random) => {
      const puzzle = retry(() => sentenceCode(random));
      const { sentences, codeOf, target } = puzzle;
      const lines = sentences.map((s) => `'${random.shuffle(s.map((w) => codeOf.get(w)!)).join(' ')}' means '${s.join(' ')}'`);
      const intro = random.pick(['In a certain code language,', 'In a code language,', 'In a secret code,']);
      const question = `${intro} ${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}. ${random.pick([`Which word stands for '${target}'?`, `What is the code for '${target}'?`, `Which code word means '${target}'?`])}`;
      const right = codeOf.get(target)!;
      const inSentences = sentences.filter((s) => s.includes(target)).flatMap((s) => s.map((w) => codeOf.get(w)!));
      const others = [...codeOf.values()].filter((c) => c !== right);
      return { question, options: fromPool(random, right, random.shuffle(inSentences), others) };
    },
  },
];

const CODE_SYLLABLES = ['pit', 'na', 'sa', 'ho', 'ka', 'ja', 'tu', 'ri', 'me', 'lo', 'zo', 'bi', 'ta', 've', 'mu', 'de', 'fi', 'ne', 'go', 'pa'];
const SENTENCES: readonly (readonly string[])[] = [
  ['you', 'are', 'good'],
  ['they', 'are', 'good'],
  ['they', 'go', 'home'],
  ['we', 'go', 'home'],
  ['good', 'boys', 'play'],
  ['boys', 'play', 'cricket'],
  ['girls', 'play', 'hockey'],
  ['eat', 'sweet', 'mangoes'],
  ['sweet', 'red', 'apples'],
  ['red', 'apples', 'grow'],
  ['law', 'is', 'supreme'],
  ['justice', 'is', 'supreme'],
  ['justice', 'delayed', 'denied'],
  ['court', 'is', 'open'],
  ['open', 'the', 'door'],
  ['the', 'door', 'is', 'red'],
];

/**
 * Three example sentences and a word whose code is forced: every one-to-one matching of words to
 * codes that fits the sentences (each sentence's codes are its words' codes, in any order) gives
 * that word the same code. A fitting matching can only send a word to a code found in exactly the
 * same sentences, and any matching inside such groups fits; so the code is forced exactly when no
 * other word appears in exactly the same sentences as the asked word.
 */
function sentenceCode(random: Random): { sentences: string[][]; codeOf: Map<string, string>; target: string } | undefined {
  const sentences = random.shuffle(SENTENCES).slice(0, 3).map((s) => [...s]);
  const words = [...new Set(sentences.flat())];
  if (words.length === sentences.flat().length) return undefined;
  const codes = random.shuffle(CODE_SYLLABLES).slice(0, words.length);
  const codeOf = new Map(words.map((w, i) => [w, codes[i]!]));
  const signature = (w: string): string => sentences.map((s) => (s.includes(w) ? '1' : '0')).join('');
  const forced = words.filter((w) => words.every((o) => o === w || signature(o) !== signature(w)));
  // Ask about a word that takes some elimination: one that shares a sentence with another sentence's words.
  const worth = forced.filter((w) => sentences.some((s) => s.includes(w) && s.some((o) => o !== w && signature(o) !== '100' && signature(o) !== '010' && signature(o) !== '001')));
  if (worth.length === 0) return undefined;
  return { sentences, codeOf, target: random.pick(worth) };
}

// ---------------------------------------------------------------- direction

const HEADINGS = ['North', 'East', 'South', 'West'] as const;
const DX = [0, 1, 0, -1];
const DY = [1, 0, -1, 0];

/** 'North-East', 'South', or '' at the start point. */
function compass(x: number, y: number): string {
  const ns = y > 0 ? 'North' : y < 0 ? 'South' : '';
  const ew = x > 0 ? 'East' : x < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}
const COMPASS = ['North', 'South', 'East', 'West', 'North-East', 'North-West', 'South-East', 'South-West'];
const flipCompass = (d: string): string =>
  d.replace(/North|South|East|West/g, (w) => ({ North: 'South', South: 'North', East: 'West', West: 'East' })[w as 'North']!);

interface Walk {
  readonly start: number;
  readonly legs: readonly number[];
  /** Turn before each leg after the first: +1 right, -1 left. */
  readonly turns: readonly number[];
  readonly x: number;
  readonly y: number;
  readonly dist: number;
  readonly total: number;
}

function walk(random: Random, legsCount: number, unitMax: number, scale: number, startHeading?: number): Walk {
  return until(
    () => {
      const start = startHeading ?? random.int(0, 3);
      const legs = Array.from({ length: legsCount }, () => random.int(1, unitMax) * scale);
      const turns = Array.from({ length: legsCount - 1 }, () => random.pick([1, -1]));
      let h = start;
      let x = 0;
      let y = 0;
      legs.forEach((d, i) => {
        if (i > 0) h = (h + turns[i - 1]! + 4) % 4;
        x += DX[h]! * d;
        y += DY[h]! * d;
      });
      const dist = Math.sqrt(x * x + y * y);
      return { start, legs, turns, x, y, dist, total: legs.reduce((a, b) => a + b, 0) };
    },
    (w) => w.dist > 0 && Number.isInteger(w.dist),
  );
}

/** "walks 10 km towards North, turns right and walks 6 km, then turns left and walks 4 km" */
function walkText(random: Random, w: Walk, u: string, verb = 'walks'): string {
  const parts = w.legs.map((d, i) => {
    if (i === 0) return random.pick([`${verb} ${d} ${u} towards ${HEADINGS[w.start]}`, `${verb} ${d} ${u} ${HEADINGS[w.start]}wards`, `goes ${d} ${u} to the ${HEADINGS[w.start]}`]);
    const turn = w.turns[i - 1] === 1 ? 'right' : 'left';
    return random.pick([`turns ${turn} and ${verb} ${d} ${u}`, `then turns to his ${turn} and goes ${d} ${u}`, `takes a ${turn} turn and ${verb} ${d} ${u}`]);
  });
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const distanceOptions = (w: Walk, u: string): Four =>
  four(`${w.dist} ${u}`, [`${Math.abs(w.x) + Math.abs(w.y)} ${u}`, `${w.total} ${u}`, `${w.dist + w.legs[0]!} ${u}`], (k) => `${w.dist + k} ${u}`);

const DIRECTION: readonly DoubtTemplate[] = [
  {
    kind: 'direction',
    id: 'more/direction/1',
    draw: (random) => {
      const u = random.pick(['km', 'm', 'metres']);
      const w = walk(random, random.int(3, 4), 12, u === 'km' ? 1 : 5);
      const name = random.pick(MEN);
      const dir = compass(w.x, w.y);
      const question = `${name} ${walkText(random, w, u)}. How far and in which direction is he now from his starting point?`;
      const opt = (d: number, c: string): string => `${d} ${u}, ${c}`;
      return {
        question,
        options: four(opt(w.dist, dir), [opt(w.dist, flipCompass(dir)), opt(Math.abs(w.x) + Math.abs(w.y), dir), opt(w.total, dir)], (k) => opt(w.dist + k, COMPASS[k % COMPASS.length]!)),
      };
    },
  },
  {
    kind: 'direction',
    id: 'more/direction/2',
    draw: (random) => {
      const u = random.pick(['km', 'm']);
      const w = walk(random, random.int(3, 5), 10, u === 'km' ? 1 : 10);
      const name = random.pick(WOMEN);
      const question = random.pick([
        `${name} ${walkText(random, w, u).replace(/his/g, 'her')}. How far is she from the starting point?`,
        `Starting from her house, ${name} ${walkText(random, w, u).replace(/his/g, 'her')}. What is the shortest distance between her and her house now?`,
      ]);
      return { question, options: distanceOptions(w, u) };
    },
  },
  {
    kind: 'direction',
    id: 'more/direction/3',
    draw: (random) => {
      const u = random.pick(['km', 'm']);
      const w = walk(random, random.int(3, 4), 10, u === 'km' ? 1 : 5);
      const name = random.pick(MEN);
      const dir = compass(w.x, w.y);
      const question = random.pick([
        `${name} ${walkText(random, w, u)}. In which direction is he now from the starting point?`,
        `A man ${walkText(random, w, u)}. In which direction is he from his original position?`,
      ]);
      const near = COMPASS.filter((c) => c !== dir && c !== flipCompass(dir));
      return { question, options: fromPool(random, dir, [flipCompass(dir)], near) };
    },
  },
  {
    kind: 'direction',
    id: 'more/direction/4',
    draw: (random) => {
      const EIGHT = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
      const start = random.int(0, 7);
      const turns = Array.from({ length: random.int(2, 3) }, () => ({ deg: random.pick([45, 90, 135, 180, 270]), cw: random.next() < 0.5 }));
      const end = turns.reduce((h, t) => (h + (t.cw ? 1 : -1) * (t.deg / 45) + 8) % 8, start);
      const naive = turns.reduce((h, t) => (h + (t.cw ? -1 : 1) * (t.deg / 45) + 8) % 8, start);
      const steps = turns.map((t) => `${t.deg}° ${t.cw ? random.pick(['clockwise', 'in the clockwise direction']) : random.pick(['anticlockwise', 'anti-clockwise'])}`);
      const name = random.pick([...MEN, ...WOMEN]);
      const question = random.pick([
        `${name} is facing ${EIGHT[start]}. ${name} turns ${steps.slice(0, -1).join(', then ')} and then ${steps[steps.length - 1]}. Which direction is ${name} facing now?`,
        `A man facing ${EIGHT[start]} turns ${steps.join(', then ')}. Which direction is he facing now?`,
      ]);
      return { question, options: fromPool(random, EIGHT[end]!, [EIGHT[naive]!, EIGHT[(end + 4) % 8]!], EIGHT) };
    },
  },
  {
    kind: 'direction',
    id: 'more/direction/5',
    draw: (random) => {
      const [a, b, c] = random.pick([
        [3, 4, 5],
        [5, 12, 13],
        [6, 8, 10],
        [8, 15, 17],
        [9, 12, 15],
        [12, 16, 20],
        [7, 24, 25],
      ] as const);
      const [first, second] = random.shuffle([a, b]) as [number, number];
      const d1 = random.pick(['east', 'west', 'north', 'south'] as const);
      const d2 = random.pick(d1 === 'east' || d1 === 'west' ? (['north', 'south'] as const) : (['east', 'west'] as const));
      const u = random.pick(['km', 'm']);
      const question = random.pick([
        `sir plz: i go ${first} ${u} ${d1} from my home, then ${second} ${u} ${d2}. shortest distance from home?`,
        `A cyclist rides ${first} ${u} ${d1}wards and then ${second} ${u} ${d2}wards. How far is he from the starting point?`,
      ]);
      return { question, options: four(`${c} ${u}`, [`${first + second} ${u}`, `${Math.abs(second - first)} ${u}`, `${c + 2} ${u}`], (k) => `${c + k} ${u}`) };
    },
  },
  {
    kind: 'direction',
    id: 'more/direction/6',
    draw: (random) => {
      const u = random.pick(['km', 'm']);
      const w = walk(random, 3, 8, u === 'km' ? 1 : 50);
      const [p1, p2, p3] = random.shuffle(['market', 'school', 'post office', 'temple', 'bank', 'library', 'park']);
      const name = random.pick(WOMEN);
      let h = w.start;
      const parts = w.legs.map((d, i) => {
        if (i > 0) h = (h + w.turns[i - 1]! + 4) % 4;
        const place = [p1, p2, p3][i]!;
        if (i === 0) return `From her house ${name} cycles ${d} ${u} ${HEADINGS[h]} to the ${place}`;
        return `turns ${w.turns[i - 1] === 1 ? 'right' : 'left'} and goes ${d} ${u} to the ${place}`;
      });
      const dir = compass(w.x, w.y);
      const question = `${parts[0]}, ${parts[1]}, then ${parts[2]}. How far and in which direction is the ${p3} from her house?`;
      const opt = (d: number, c: string): string => `${d} ${u} ${c}`;
      return { question, options: four(opt(w.dist, dir), [opt(w.dist, flipCompass(dir)), opt(w.total, dir), opt(Math.abs(w.x) + Math.abs(w.y), flipCompass(dir))], (k) => opt(w.dist + k, COMPASS[k % COMPASS.length]!)) };
    },
  },
];

// ---------------------------------------------------------------- ordering

interface Scale {
  readonly more: string;
  readonly less: string;
  readonly moreBare: string;
  readonly lessBare: string;
  readonly most: string;
  readonly least: string;
  readonly notMost: string;
  /** 'the tallest': the noun phrase asked about. */
  readonly top: string;
  readonly bottom: string;
  readonly mostWord: string;
  readonly leastWord: string;
}
const scale = (more: string, less: string, mostWord: string, leastWord: string): Scale => ({
  more: `is ${more} than`,
  less: `is ${less} than`,
  moreBare: `${more} than`,
  lessBare: `${less} than`,
  most: `is the ${mostWord}`,
  least: `is the ${leastWord}`,
  notMost: `is not the ${mostWord}`,
  top: `the ${mostWord}`,
  bottom: `the ${leastWord}`,
  mostWord,
  leastWord,
});
const SCALES: readonly Scale[] = [
  scale('taller', 'shorter', 'tallest', 'shortest'),
  scale('heavier', 'lighter', 'heaviest', 'lightest'),
  scale('older', 'younger', 'oldest', 'youngest'),
  scale('richer', 'poorer', 'richest', 'poorest'),
  {
    more: 'scored more marks than',
    less: 'scored fewer marks than',
    moreBare: 'more than',
    lessBare: 'fewer than',
    most: 'scored the highest marks',
    least: 'scored the lowest marks',
    notMost: 'did not score the highest marks',
    top: 'the highest marks',
    bottom: 'the lowest marks',
    mostWord: 'highest',
    leastWord: 'lowest',
  },
];

/** A clue on a ranking (index 0 = most): true of the hidden ranking, checked against every ranking. */
interface RankClue {
  readonly text: string;
  readonly holds: (rank: ReadonlyMap<string, number>) => boolean;
}

function rankClue(random: Random, people: readonly string[], order: readonly string[], s: Scale): RankClue {
  const r = (p: string): number => order.indexOf(p);
  const kind = random.int(0, 9);
  const [a, b, c] = random.shuffle(people) as [string, string, string];
  if (kind <= 4) {
    const [hi, lo] = r(a) < r(b) ? [a, b] : [b, a];
    return random.next() < 0.5
      ? { text: `${hi} ${s.more} ${lo}`, holds: (m) => m.get(hi)! < m.get(lo)! }
      : { text: `${lo} ${s.less} ${hi}`, holds: (m) => m.get(hi)! < m.get(lo)! };
  }
  if (kind <= 7) {
    const [hi, mid, lo] = [a, b, c].sort((x, y) => r(x) - r(y)) as [string, string, string];
    return random.next() < 0.5
      ? { text: `${mid} ${s.more} ${lo} but ${s.lessBare} ${hi}`, holds: (m) => m.get(hi)! < m.get(mid)! && m.get(mid)! < m.get(lo)! }
      : { text: `${mid} ${s.less} ${hi} but ${s.moreBare} ${lo}`, holds: (m) => m.get(hi)! < m.get(mid)! && m.get(mid)! < m.get(lo)! };
  }
  if (kind === 8) {
    const top = order[0]!;
    const bottom = order[order.length - 1]!;
    return random.next() < 0.5 ? { text: `${top} ${s.most}`, holds: (m) => m.get(top) === 0 } : { text: `${bottom} ${s.least}`, holds: (m) => m.get(bottom) === order.length - 1 };
  }
  const notTop = order.slice(1);
  const p = random.pick(notTop);
  return { text: `${p} ${s.notMost}`, holds: (m) => m.get(p) !== 0 };
}

/** Adds true clues until every ranking that fits them puts the same person at the asked place; then drops the clues not needed. */
function rankPuzzle(random: Random, people: readonly string[], s: Scale, asked: number): { clues: RankClue[]; answer: string; order: string[] } {
  return retry(() => {
    const order = random.shuffle(people);
    const rankings = permutations(people).map((perm) => new Map(perm.map((p, i) => [p, i] as const)));
    const answerOf = (clues: readonly RankClue[]): Set<string> => {
      const at = new Set<string>();
      for (const m of rankings) {
        if (clues.every((c) => c.holds(m))) at.add([...m.entries()].find(([, i]) => i === asked)![0]);
      }
      return at;
    };
    const clues: RankClue[] = [];
    for (let i = 0; i < 10; i += 1) {
      const clue = rankClue(random, people, order, s);
      if (clues.some((c) => c.text === clue.text)) continue;
      clues.push(clue);
      if (answerOf(clues).size === 1) {
        for (let j = clues.length - 1; j >= 0; j -= 1) {
          const without = clues.filter((_, k) => k !== j);
          if (answerOf(without).size === 1) clues.splice(j, 1);
        }
        if (clues.length < 2) return undefined;
        return { clues: random.shuffle(clues), answer: order[asked]!, order };
      }
    }
    return undefined;
  });
}

function askedWords(s: Scale, asked: number, n: number): string {
  if (asked === 0) return s.top;
  if (asked === n - 1) return s.bottom;
  if (asked <= (n - 1) / 2) return `the ${['', 'second', 'third', 'fourth'][asked]} ${s.mostWord}`;
  return `the ${['', 'second', 'third', 'fourth'][n - 1 - asked]} ${s.leastWord}`;
}

const ORDERING: readonly DoubtTemplate[] = [
  {
    kind: 'ordering',
    id: 'more/ordering/1',
    draw: (random) => {
      const n = random.int(4, 5);
      const people = [...LETTERS.slice(0, n)];
      const s = SCALES[0]!;
      const asked = random.pick([0, n - 1, 1]);
      const { clues, answer } = rankPuzzle(random, people, s, asked);
      const question = `Among ${people.slice(0, -1).join(', ')} and ${people[n - 1]}, each is of a different height. ${clues.map((c) => `${cap(c.text)}.`).join(' ')} Who is ${askedWords(s, asked, n)}?`;
      return { question, options: fromPool(random, answer, [], people) };
    },
  },
  {
    kind: 'ordering',
    id: 'more/ordering/2',
    draw: (random) => {
      const n = random.int(5, 6);
      const people = random.shuffle([...MEN, ...WOMEN]).slice(0, n);
      const s = SCALES[4]!;
      const asked = random.int(0, n - 1);
      const { clues, answer } = rankPuzzle(random, people, s, asked);
      const place = asked === 0 ? 'the highest' : asked === n - 1 ? 'the lowest' : `the ${ordinal(asked + 1)} highest`;
      const question = `${n} friends wrote a CLAT mock test and no two of them got the same marks. ${clues.map((c) => `${cap(c.text)}.`).join(' ')} Who scored ${place} marks?`;
      return { question, options: fromPool(random, answer, [], people) };
    },
  },
  {
    kind: 'ordering',
    id: 'more/ordering/3',
    draw: (random) => {
      const n = random.int(4, 6);
      const people = random.shuffle([...'PQRSTUVW']).slice(0, n).sort();
      const s = SCALES[2]!;
      const asked = random.pick([n - 2, 1, n - 1]);
      const { clues, answer } = rankPuzzle(random, people, s, asked);
      const question = random.pick([
        `${clues.map((c) => `${cap(c.text)}.`).join(' ')} If no two of ${people.join(', ')} are of the same age, who is ${askedWords(s, asked, n)}?`,
        `Statements: ${clues.map((c, i) => `(${i + 1}) ${cap(c.text)}.`).join(' ')} Of the ${n} persons ${people.join(', ')}, who is ${askedWords(s, asked, n)}?`,
      ]);
      return { question, options: fromPool(random, answer, [], people) };
    },
  },
  {
    kind: 'ordering',
    id: 'more/ordering/4',
    draw: (random) => {
      const top = random.int(3, 30);
      const bottom = random.int(3, 30);
      const total = top + bottom - 1;
      const name = random.pick([...MEN, ...WOMEN]);
      const question = random.pick([
        `${name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
        `In a row of boys, ${name} is ${ordinal(top)} from the left end and ${ordinal(bottom)} from the right end. How many boys are there in the row?`,
        `In a merit list, ${name}'s rank is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom. Find the total number of candidates.`,
      ]);
      return { question, options: four(String(total), [String(top + bottom), String(top + bottom + 1), String(total - 1)], (k) => String(total + k + 1)) };
    },
  },
  {
    kind: 'ordering',
    id: 'more/ordering/5',
    draw: (random) => {
      const total = random.int(15, 60);
      const from = random.int(2, total - 1);
      const other = total - from + 1;
      const name = random.pick([...MEN, ...WOMEN]);
      const form = random.int(0, 2);
      if (form === 2) {
        const question = `In a queue of ${total} people at a railway ticket counter, ${name} is ${ordinal(from)} from the front. How many people are behind ${name}?`;
        return { question, options: four(String(total - from), [String(total - from + 1), String(from - 1), String(total - from - 1)], (k) => String(total - from + k + 1)) };
      }
      const [sideA, sideB] = form === 0 ? ['left', 'right'] : ['top', 'bottom'];
      const question =
        form === 0
          ? `In a row of ${total} students facing north, ${name} is ${ordinal(from)} from the ${sideA} end. What is ${name}'s position from the ${sideB} end?`
          : `In a class of ${total} students, ${name}'s rank is ${ordinal(from)} from the ${sideA}. What is the rank from the ${sideB}?`;
      return { question, options: four(ordinal(other), [ordinal(total - from), ordinal(other + 1), ordinal(from)], (k) => ordinal(other + k + 1)) };
    },
  },
  {
    kind: 'ordering',
    id: 'more/ordering/6',
    draw: (random) => {
      const n = random.int(4, 5);
      const people = random.shuffle([...MEN, ...WOMEN]).slice(0, n);
      const s = random.pick([SCALES[1]!, SCALES[3]!]);
      const asked = random.pick([0, n - 1]);
      const { clues, answer } = rankPuzzle(random, people, s, asked);
      const question = `sir plz: ${clues.map((c) => c.text).join(', ')}. who is ${asked === 0 ? s.top : s.bottom}?`;
      return { question, options: fromPool(random, answer, [], people) };
    },
  },
];

// ---------------------------------------------------------------- seating

interface SeatClue {
  readonly text: string;
  readonly holds: (seat: ReadonlyMap<string, number>) => boolean;
}

/** Row facing north: seat 0 is the left end; a person's right is the next seat. */
function rowClue(random: Random, seat: ReadonlyMap<string, number>, n: number): SeatClue {
  const people = [...seat.keys()];
  const [a, b, c] = random.shuffle(people) as [string, string, string];
  const pa = seat.get(a)!;
  const pb = seat.get(b)!;
  const kind = random.int(0, 8);
  if (kind === 0 && (pa === 0 || pa === n - 1)) {
    return random.next() < 0.5
      ? { text: `${a} sits at one of the extreme ends`, holds: (m) => m.get(a) === 0 || m.get(a) === n - 1 }
      : pa === 0
        ? { text: `${a} sits at the extreme left end`, holds: (m) => m.get(a) === 0 }
        : { text: `${a} sits at the extreme right end`, holds: (m) => m.get(a) === n - 1 };
  }
  if (kind === 1 && pa !== 0 && pa !== n - 1) return { text: `${a} does not sit at either end`, holds: (m) => m.get(a) !== 0 && m.get(a) !== n - 1 };
  if (kind <= 3 && Math.abs(pa - pb) === 1) {
    const [l, r] = pa < pb ? [a, b] : [b, a];
    return random.next() < 0.5
      ? { text: `${l} sits to the immediate left of ${r}`, holds: (m) => m.get(l)! + 1 === m.get(r)! }
      : { text: `${r} sits to the immediate right of ${l}`, holds: (m) => m.get(l)! + 1 === m.get(r)! };
  }
  if (kind <= 5 && Math.abs(pa - pb) >= 2 && Math.abs(pa - pb) <= 3) {
    const k = Math.abs(pa - pb);
    const [l, r] = pa < pb ? [a, b] : [b, a];
    const word = k === 2 ? 'second' : 'third';
    return random.next() < 0.5
      ? { text: `${r} sits ${word} to the right of ${l}`, holds: (m) => m.get(r)! - m.get(l)! === k }
      : { text: `${l} sits ${word} to the left of ${r}`, holds: (m) => m.get(r)! - m.get(l)! === k };
  }
  if (kind === 6 && Math.abs(pa - pb) === 2) {
    return { text: `Exactly one person sits between ${a} and ${b}`, holds: (m) => Math.abs(m.get(a)! - m.get(b)!) === 2 };
  }
  if (kind === 7) {
    const pc = seat.get(c)!;
    if (Math.abs(pa - pc) === 1 && Math.abs(pb - pc) === 1) return { text: `${c} sits between ${a} and ${b}`, holds: (m) => Math.abs(m.get(a)! - m.get(c)!) === 1 && Math.abs(m.get(b)! - m.get(c)!) === 1 };
  }
  if (Math.abs(pa - pb) > 1) return { text: `${a} does not sit next to ${b}`, holds: (m) => Math.abs(m.get(a)! - m.get(b)!) > 1 };
  return { text: `${a} sits next to ${b}`, holds: (m) => Math.abs(m.get(a)! - m.get(b)!) === 1 };
}

/** Circle facing the centre, seats numbered clockwise: a person's left is the next seat clockwise. */
function circleClue(random: Random, seat: ReadonlyMap<string, number>, n: number): SeatClue {
  const people = [...seat.keys()];
  const [a, b, c] = random.shuffle(people) as [string, string, string];
  const cw = (x: string, y: string, m: ReadonlyMap<string, number>): number => (((m.get(y)! - m.get(x)!) % n) + n) % n;
  const d = cw(a, b, seat);
  const kind = random.int(0, 6);
  if (kind <= 1 && (d === 1 || d === n - 1)) {
    // b is d seats clockwise of a: d = 1 means b is on a's immediate left.
    return d === 1
      ? { text: `${b} sits to the immediate left of ${a}`, holds: (m) => cw(a, b, m) === 1 }
      : { text: `${b} sits to the immediate right of ${a}`, holds: (m) => cw(a, b, m) === n - 1 };
  }
  if (kind <= 3 && (d === 2 || d === n - 2) && n > 4) {
    return d === 2
      ? { text: `${b} sits second to the left of ${a}`, holds: (m) => cw(a, b, m) === 2 }
      : { text: `${b} sits second to the right of ${a}`, holds: (m) => cw(a, b, m) === n - 2 };
  }
  if (kind === 4 && n % 2 === 0 && d === n / 2) return { text: `${a} sits opposite ${b}`, holds: (m) => cw(a, b, m) === n / 2 };
  if (kind === 5) {
    const dc = cw(c, a, seat);
    const dcb = cw(c, b, seat);
    if ((dc === 1 && dcb === n - 1) || (dc === n - 1 && dcb === 1)) {
      return { text: `${c} sits between ${a} and ${b}`, holds: (m) => (cw(c, a, m) === 1 && cw(c, b, m) === n - 1) || (cw(c, a, m) === n - 1 && cw(c, b, m) === 1) };
    }
  }
  if (d !== 1 && d !== n - 1) return { text: `${a} is not a neighbour of ${b}`, holds: (m) => ![1, n - 1].includes(cw(a, b, m)) };
  return { text: `${a} and ${b} sit next to each other`, holds: (m) => [1, n - 1].includes(cw(a, b, m)) };
}

type SeatQuestion = (m: ReadonlyMap<string, number>) => string;

/**
 * Adds true clues until every seating that fits them (circles: the first person fixed in seat 0, since
 * turning the table changes nothing asked) gives the same answer; then drops the clues not needed.
 */
function seatPuzzle(
  random: Random,
  people: readonly string[],
  circle: boolean,
  ask: (seat: ReadonlyMap<string, number>) => { text: string; answer: SeatQuestion },
): { clues: SeatClue[]; question: string; answer: string; seat: Map<string, number> } {
  const n = people.length;
  return retry(() => {
    const order = random.shuffle(people);
    const seat = new Map(order.map((p, i) => [p, i] as const));
    const { text, answer } = ask(seat);
    const arrangements = (circle ? permutations(people.slice(1)).map((rest) => [people[0]!, ...rest]) : permutations(people)).map((perm) => new Map(perm.map((p, i) => [p, i] as const)));
    const answers = (clues: readonly SeatClue[]): Set<string> => {
      const out = new Set<string>();
      for (const m of arrangements) if (clues.every((c) => c.holds(m))) out.add(answer(m));
      return out;
    };
    const clues: SeatClue[] = [];
    for (let i = 0; i < 14; i += 1) {
      const clue = circle ? circleClue(random, seat, n) : rowClue(random, seat, n);
      if (clues.some((c) => c.text === clue.text)) continue;
      clues.push(clue);
      if (answers(clues).size === 1) {
        for (let j = clues.length - 1; j >= 0; j -= 1) {
          const without = clues.filter((_, k) => k !== j);
          if (answers(without).size === 1) clues.splice(j, 1);
        }
        if (clues.length < 2) return undefined;
        return { clues: random.shuffle(clues), question: text, answer: answer(seat), seat };
      }
    }
    return undefined;
  });
}

const atSeat = (m: ReadonlyMap<string, number>, s: number): string => [...m.entries()].find(([, i]) => i === s)?.[0] ?? 'nobody';

const SEATING: readonly DoubtTemplate[] = [
  {
    kind: 'seating',
    id: 'more/seating/1',
    draw: (random) => {
      const people = [...'ABCDE'];
      const left = random.next() < 0.5;
      const p = seatPuzzle(random, people, false, () => ({
        text: `Who sits at the extreme ${left ? 'left' : 'right'} end?`,
        answer: (m) => atSeat(m, left ? 0 : 4),
      }));
      const question = `Five friends ${people.slice(0, -1).join(', ')} and E are sitting in a row facing North. ${p.clues.map((c) => `${cap(c.text)}.`).join(' ')} ${p.question}`;
      return { question, options: fromPool(random, p.answer, [atSeat(p.seat, left ? 4 : 0)], people) };
    },
  },
  {
    kind: 'seating',
    id: 'more/seating/2',
    draw: (random) => {
      const people = [...'PQRSTU'];
      const form = random.int(0, 2);
      let who = people[0]!;
      const p = seatPuzzle(random, people, true, () => {
        who = random.pick(people);
        const me = who;
        if (form === 0) return { text: `Who sits opposite ${me}?`, answer: (m) => atSeat(m, (m.get(me)! + 3) % 6) };
        if (form === 1) return { text: `Who sits to the immediate left of ${me}?`, answer: (m) => atSeat(m, (m.get(me)! + 1) % 6) };
        return { text: `Who sits to the immediate right of ${me}?`, answer: (m) => atSeat(m, (m.get(me)! + 5) % 6) };
      });
      const question = `Six persons ${people.join(', ')} are sitting around a circular table facing the centre. ${p.clues.map((c) => `${cap(c.text)}.`).join(' ')} ${p.question}`;
      return { question, options: fromPool(random, p.answer, [], people.filter((x) => x !== who)) };
    },
  },
  {
    kind: 'seating',
    id: 'more/seating/3',
    draw: (random) => {
      const people = random.shuffle([...MEN, ...WOMEN]).slice(0, 6);
      const right = random.next() < 0.5;
      let who = people[0]!;
      const p = seatPuzzle(random, people, false, (seat) => {
        who = until(() => random.pick(people), (x) => (right ? seat.get(x)! < 5 : seat.get(x)! > 0));
        const me = who;
        return right
          ? { text: `Who sits to the immediate right of ${me}?`, answer: (m) => atSeat(m, m.get(me)! + 1) }
          : { text: `Who sits to the immediate left of ${me}?`, answer: (m) => atSeat(m, m.get(me)! - 1) };
      });
      const question = `Six students ${people.slice(0, -1).join(', ')} and ${people[5]} sit in a row for a group photo, all facing north. ${p.clues.map((c) => `${cap(c.text)}.`).join(' ')} ${p.question}`;
      return { question, options: fromPool(random, p.answer, [], people.filter((x) => x !== who)) };
    },
  },
  {
    kind: 'seating',
    id: 'more/seating/4',
    draw: (random) => {
      const people = [...'JKLMN'];
      let who = people[0]!;
      const p = seatPuzzle(random, people, true, () => {
        who = random.pick(people);
        const me = who;
        const leftSide = random.next() < 0.5;
        return leftSide
          ? { text: `Who is second to the left of ${me}?`, answer: (m) => atSeat(m, (m.get(me)! + 2) % 5) }
          : { text: `Who is second to the right of ${me}?`, answer: (m) => atSeat(m, (m.get(me)! + 3) % 5) };
      });
      const question = `${people.slice(0, -1).join(', ')} and N are seated around a round table, facing the centre. ${p.clues.map((c) => `${cap(c.text)}.`).join(' ')} ${p.question}`;
      return { question, options: fromPool(random, p.answer, [], people.filter((x) => x !== who)) };
    },
  },
  {
    kind: 'seating',
    id: 'more/seating/5',
    draw: (random) => {
      const people = [...'VWXYZ'];
      const askMiddle = random.next() < 0.5;
      const p = seatPuzzle(random, people, false, () => {
        if (askMiddle) return { text: 'Who sits in the middle of the row?', answer: (m) => atSeat(m, 2) };
        return {
          text: 'Which pair sits at the two ends of the row?',
          answer: (m) => [atSeat(m, 0), atSeat(m, 4)].sort().join(' and '),
        };
      });
      const question = `${people.join(', ')} are sitting in a row facing North. ${p.clues.map((c) => `${cap(c.text)}.`).join(' ')} ${p.question}`;
      if (askMiddle) return { question, options: fromPool(random, p.answer, [], people) };
      const pairs = permutations(people)
        .filter((q) => q[0]! < q[1]!)
        .map((q) => `${q[0]} and ${q[1]}`);
      return { question, options: fromPool(random, p.answer, [], [...new Set(pairs)]) };
    },
  },
  {
    kind: 'seating',
    id: 'more/seating/6',
    draw: (random) => {
      const people = random.shuffle([...MEN, ...WOMEN]).slice(0, 5);
      const left = random.next() < 0.5;
      const p = seatPuzzle(random, people, false, () => ({
        text: `who is at the ${left ? 'left' : 'right'} end??`,
        answer: (m) => atSeat(m, left ? 0 : 4),
      }));
      const question = `plz solve: 5 friends ${people.join(', ')} sitting in a row facing north for a photo. ${p.clues.map((c) => c.text).join(', ')}. ${p.question}`;
      return { question, options: fromPool(random, p.answer, [atSeat(p.seat, left ? 4 : 0)], people) };
    },
  },
];

// ---------------------------------------------------------------- series

const numOptions = (answer: number, wrong: readonly number[]): Four =>
  four(String(answer), wrong.filter((w) => Number.isInteger(w) && w >= 0).map(String), (k) => String(answer + (k % 2 === 1 ? (k + 1) / 2 : -k / 2)));
const SERIES_ASK = [
  (terms: string) => `What comes next in the series: ${terms}, ?`,
  (terms: string) => `Find the next term of the series ${terms}, ___`,
  (terms: string) => `${terms}, ? Which number should come in place of the question mark?`,
  (terms: string) => `Complete the series: ${terms}, ...`,
] as const;

const LETTER_ASK = [
  (terms: string) => `What comes next in the letter series: ${terms}, ?`,
  (terms: string) => `Find the next term: ${terms}, ___`,
  (terms: string) => `${terms}, ? Which term should come in place of the question mark?`,
  (terms: string) => `Complete the series: ${terms}, ...`,
] as const;

/** Number series rules, each giving terms from a start: t(0), t(1), ... */
type Rule = (i: number) => number;
function randomRule(random: Random): Rule {
  const kind = random.int(0, 4);
  if (kind === 0) {
    const a = random.int(2, 40);
    const d = random.int(3, 15);
    return (i) => a + d * i;
  }
  if (kind === 1) {
    const a = random.int(1, 20);
    const d = random.int(1, 6);
    const k = random.int(1, 4);
    return (i) => a + d * i + (k * i * (i - 1)) / 2;
  }
  if (kind === 2) {
    const s = random.int(1, 8);
    const c = random.int(s === 1 ? -1 : -2, 3);
    return (i) => (s + i) ** 2 + c;
  }
  if (kind === 3) {
    const m = random.int(2, 3);
    const c = random.int(-1, 2);
    const a = random.int(1, 6);
    return (i) => {
      let x = a;
      for (let j = 0; j < i; j += 1) x = x * m + c;
      return x;
    };
  }
  const s = random.int(1, 5);
  return (i) => (s + i) ** 3;
}

const SERIES: readonly DoubtTemplate[] = [
  {
    kind: 'series',
    id: 'more/series/1',
    draw: (random) => {
      const a = random.int(1, 30);
      const d = random.int(1, 8);
      const k = random.int(1, 5);
      const t = (i: number): number => a + d * i + (k * i * (i - 1)) / 2;
      const shown = Array.from({ length: 5 }, (_, i) => t(i));
      const next = t(5);
      const question = random.pick(SERIES_ASK)(shown.join(', '));
      return { question, options: numOptions(next, [shown[4]! + (shown[4]! - shown[3]!), next + k, next - 1]) };
    },
  },
  {
    kind: 'series',
    id: 'more/series/2',
    draw: (random) => {
      const m = random.int(2, 4);
      const c = random.pick([0, 0, 1, -1, 2, 3]);
      const a = random.int(1, m === 4 ? 4 : 9);
      const terms = [a];
      while (terms.length < 6) terms.push(terms[terms.length - 1]! * m + c);
      const shown = terms.slice(0, 5);
      const next = terms[5]!;
      const question = random.pick(SERIES_ASK)(shown.join(', '));
      return { question, options: numOptions(next, [shown[4]! * m, next + m, shown[4]! + (shown[4]! - shown[3]!) * m + 1]) };
    },
  },
  {
    kind: 'series',
    id: 'more/series/3',
    draw: (random) => {
      const cube = random.next() < 0.35;
      const s = random.int(1, cube ? 4 : 9);
      const c = random.pick(s === 1 ? [0, 0, 1, -1, 2, 3] : [0, 0, 1, -1, 2, -2, 3]);
      const f = (n: number): number => (cube ? n ** 3 : n ** 2) + c;
      const shown = Array.from({ length: 5 }, (_, i) => f(s + i));
      const next = f(s + 5);
      const question = random.pick(SERIES_ASK)(shown.join(', '));
      return { question, options: numOptions(next, [f(s + 6), next + 1, shown[4]! + (shown[4]! - shown[3]!)]) };
    },
  },
  {
    kind: 'series',
    id: 'more/series/4',
    draw: (random) => {
      const [a, d1] = [random.int(1, 20), random.int(1, 9)];
      const [b, d2] = until(() => [random.int(5, 60), random.int(2, 12)] as const, ([bb, dd]) => bb !== a && dd !== d1);
      const geometric = random.next() < 0.3;
      const t = (i: number): number => (i % 2 === 0 ? a + d1 * (i / 2) : geometric ? b * 2 ** ((i - 1) / 2) : b + d2 * ((i - 1) / 2));
      const count = random.int(6, 7);
      const shown = Array.from({ length: count }, (_, i) => t(i));
      const next = t(count);
      const question = random.pick(SERIES_ASK)(shown.join(', '));
      return { question, options: numOptions(next, [t(count + 1), shown[count - 1]! + (shown[count - 1]! - shown[count - 2]!), next + (count % 2 === 0 ? d1 : d2)]) };
    },
  },
  {
    kind: 'series',
    id: 'more/series/5',
    draw: (random) => {
      const rule = randomRule(random);
      const terms = Array.from({ length: 6 }, (_, i) => rule(i));
      if (new Set(terms).size < 6) return SERIES[4]!.draw(random);
      const gap = random.int(1, 4);
      const mark = random.pick(['?', '__', '( ? )', '_____']);
      const printed = terms.map((x, i) => (i === gap ? mark : String(x))).join(', ');
      const question = random.pick([
        `Find the missing term in the series: ${printed}`,
        `Which number will replace the ${mark === '?' || mark === '( ? )' ? 'question mark' : 'blank'} in the series ${printed}?`,
        `sir plz: ${printed} - missing number?`,
      ]);
      const answer = terms[gap]!;
      return { question, options: numOptions(answer, [answer + 1, (terms[gap - 1]! + terms[gap + 1]!) / 2, answer - 2]) };
    },
  },
  {
    kind: 'series',
    id: 'more/series/6',
    draw: (random) => {
      const L = (i: number): string => LETTERS[((i % 26) + 26) % 26]!;
      const form = random.int(0, 3);
      if (form === 0) {
        const start = random.int(0, 12);
        const k = random.pick([2, 3, 4, 5]);
        const shown = Array.from({ length: 5 }, (_, i) => L(start + k * i));
        const next = L(start + 5 * k);
        const question = random.pick(LETTER_ASK)(shown.join(', '));
        return { question, options: four(next, [L(start + 5 * k + 1), L(start + 5 * k - 1), L(start + 4 * k + k + k)], (j) => L(start + 5 * k + j + 1)) };
      }
      if (form === 1) {
        const start = random.int(0, 5);
        const at = (i: number): number => start + (i * (i + 1)) / 2;
        const shown = Array.from({ length: 5 }, (_, i) => L(at(i)));
        const next = L(at(5));
        const question = random.pick(LETTER_ASK)(shown.join(', '));
        return { question, options: four(next, [L(at(5) + 1), L(at(4) + 4), L(at(5) - 1)], (j) => L(at(5) + j + 1)) };
      }
      if (form === 2) {
        const s = random.int(0, 8);
        const k = random.int(1, 2);
        const pair = (i: number): string => `${L(s + k * i)}${L(25 - s - k * i)}`;
        const shown = Array.from({ length: 4 }, (_, i) => pair(i));
        const next = pair(4);
        const question = random.pick(LETTER_ASK)(shown.join(', '));
        return { question, options: four(next, [`${L(s + k * 4)}${L(25 - s - k * 4 + 1)}`, `${L(s + k * 4 + 1)}${L(25 - s - k * 4)}`, `${L(25 - s - k * 4)}${L(s + k * 4)}`], (j) => `${L(s + k * 4 + j)}${L(25 - s - k * 4 - j)}`) };
      }
      const s = random.int(0, 6);
      const step = random.int(1, 3);
      const group = (i: number): string => [0, 1, 2].map((j) => L(s + i * (3 + step - 1) + j * step)).join('');
      const shown = Array.from({ length: 4 }, (_, i) => group(i));
      const next = group(4);
      const question = random.pick(LETTER_ASK)(shown.join(', '));
      const alt = (shift: number): string => [0, 1, 2].map((j) => L(s + 4 * (3 + step - 1) + j * step + shift)).join('');
      return { question, options: four(next, [alt(1), alt(-1), [...next].reverse().join('')], (j) => alt(j + 1)) };
    },
  },
];

// ---------------------------------------------------------------- syllogism

type Quantifier = 'all' | 'no' | 'some' | 'someNot';
interface Proposition {
  readonly q: Quantifier;
  readonly x: number;
  readonly y: number;
}

/**
 * Venn diagrams over k terms (3 or 4): a diagram says which of the 2^k - 1 regions (non-empty sets
 * of terms) have members, so there are 2^(2^k - 1) diagrams. A truth table per proposition, built once.
 */
const diagrams = (k: number): number => 1 << ((1 << k) - 1);
const tableCache = new Map<string, Uint8Array>();
function truth(p: Proposition, k: number): Uint8Array {
  const key = `${k}:${p.q}:${p.x}:${p.y}`;
  const cached = tableCache.get(key);
  if (cached) return cached;
  const count = diagrams(k);
  const regions = (1 << k) - 1;
  const out = new Uint8Array(count);
  const bx = 1 << p.x;
  const by = 1 << p.y;
  for (let w = 0; w < count; w += 1) {
    let xy = false;
    let xNotY = false;
    for (let r = 0; r < regions; r += 1) {
      if (!(w & (1 << r))) continue;
      const terms = r + 1;
      if (terms & bx) {
        if (terms & by) xy = true;
        else xNotY = true;
      }
    }
    out[w] = Number(p.q === 'all' ? !xNotY : p.q === 'no' ? !xy : p.q === 'some' ? xy : xNotY);
  }
  tableCache.set(key, out);
  return out;
}
const nonEmptyCache = new Map<number, Uint8Array>();
/** Diagrams in which every term has a member. */
function nonEmpty(k: number): Uint8Array {
  const cached = nonEmptyCache.get(k);
  if (cached) return cached;
  const count = diagrams(k);
  const regions = (1 << k) - 1;
  const out = new Uint8Array(count);
  for (let w = 0; w < count; w += 1) {
    let seen = 0;
    for (let r = 0; r < regions; r += 1) if (w & (1 << r)) seen |= r + 1;
    out[w] = Number(seen === regions);
  }
  nonEmptyCache.set(k, out);
  return out;
}

const SYLLOGISM_OPTIONS = ['Only I follows', 'Only II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'] as const;

/** The verdict on two conclusions, or undefined when the statements cannot all be true. */
function verdict(k: number, statements: readonly Proposition[], c1: Proposition, c2: Proposition): string | undefined {
  const ne = nonEmpty(k);
  const st = statements.map((p) => truth(p, k));
  const t1 = truth(c1, k);
  const t2 = truth(c2, k);
  let any = false;
  let f1 = true;
  let f2 = true;
  for (let w = 0; w < ne.length; w += 1) {
    if (!ne[w]) continue;
    if (!st.every((t) => t[w])) continue;
    any = true;
    if (!t1[w]) f1 = false;
    if (!t2[w]) f2 = false;
  }
  if (!any) return undefined;
  if (f1 && f2) return SYLLOGISM_OPTIONS[4];
  if (f1) return SYLLOGISM_OPTIONS[0];
  if (f2) return SYLLOGISM_OPTIONS[1];
  return complementaryPair(c1, c2) ? SYLLOGISM_OPTIONS[2] : SYLLOGISM_OPTIONS[3];
}

/**
 * The pairs papers call complementary, one of which always holds: Some/No on the same two terms
 * (either order), All/Some-not and Some/Some-not with the same subject and predicate.
 */
function complementaryPair(a: Proposition, b: Proposition): boolean {
  const quantifiers = new Set([a.q, b.q]);
  const same = a.x === b.x && a.y === b.y;
  const swapped = a.x === b.y && a.y === b.x;
  if (quantifiers.has('some') && quantifiers.has('no')) return same || swapped;
  return same && quantifiers.has('someNot') && (quantifiers.has('all') || quantifiers.has('some'));
}

const NOUNS: readonly (readonly [string, string])[] = [
  ['pen', 'pens'],
  ['book', 'books'],
  ['table', 'tables'],
  ['chair', 'chairs'],
  ['cat', 'cats'],
  ['dog', 'dogs'],
  ['lawyer', 'lawyers'],
  ['judge', 'judges'],
  ['doctor', 'doctors'],
  ['teacher', 'teachers'],
  ['flower', 'flowers'],
  ['tree', 'trees'],
  ['car', 'cars'],
  ['bus', 'buses'],
  ['river', 'rivers'],
  ['pencil', 'pencils'],
  ['box', 'boxes'],
  ['city', 'cities'],
  ['student', 'students'],
  ['singer', 'singers'],
  ['apple', 'apples'],
  ['umbrella', 'umbrellas'],
  ['officer', 'officers'],
  ['engineer', 'engineers'],
];
const article = (word: string): string => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

function propText(random: Random, p: Proposition, nouns: readonly (readonly [string, string])[]): string {
  const [xs, xp] = nouns[p.x]!;
  const [ys, yp] = nouns[p.y]!;
  if (p.q === 'all') return `All ${xp} are ${yp}`;
  if (p.q === 'some') return `Some ${xp} are ${yp}`;
  if (p.q === 'someNot') return `Some ${xp} are not ${yp}`;
  return random.next() < 0.6 ? `No ${xs} is ${article(ys)}` : `No ${xp} are ${yp}`;
}

const QUANTIFIERS: readonly Quantifier[] = ['all', 'no', 'some', 'someNot'];
const COMPLEMENT: Readonly<Record<Quantifier, Quantifier>> = { all: 'someNot', someNot: 'all', some: 'no', no: 'some' };

interface SyllogismDraw {
  readonly nouns: (readonly [string, string])[];
  readonly statements: Proposition[];
  readonly c1: Proposition;
  readonly c2: Proposition;
  readonly answer: string;
}

/** Statements along a chain of terms, two conclusions, and the verdict; aims at a verdict picked first so that all five come up. */
function syllogism(random: Random, termCount: number, needSomeNot = false): SyllogismDraw {
  const goal = random.pick(SYLLOGISM_OPTIONS);
  let fallback: SyllogismDraw | undefined;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const nouns = random.shuffle(NOUNS).slice(0, termCount);
    const order = random.shuffle(Array.from({ length: termCount }, (_, i) => i));
    const statements: Proposition[] = [];
    for (let i = 0; i + 1 < termCount; i += 1) {
      const [a, b] = random.next() < 0.7 ? [order[i]!, order[i + 1]!] : [order[i + 1]!, order[i]!];
      statements.push({ q: random.pick(['all', 'all', 'some', 'no', 'someNot'] as const), x: a, y: b });
    }
    if (needSomeNot && !statements.some((s) => s.q === 'someNot')) {
      const idx = random.int(0, statements.length - 1);
      statements[idx] = { ...statements[idx]!, q: 'someNot' };
    }
    const pair = (): [number, number] => {
      const ends = random.next() < 0.6 ? [order[0]!, order[termCount - 1]!] : random.shuffle(order).slice(0, 2);
      return (random.next() < 0.5 ? [ends[0]!, ends[1]!] : [ends[1]!, ends[0]!]) as [number, number];
    };
    const [x1, y1] = pair();
    const c1: Proposition = { q: random.pick(QUANTIFIERS), x: x1, y: y1 };
    let c2: Proposition;
    if (goal === 'Either I or II follows' && random.next() < 0.8) {
      const flip = (c1.q === 'some' || c1.q === 'no') && random.next() < 0.5;
      c2 = { q: COMPLEMENT[c1.q], x: flip ? c1.y : c1.x, y: flip ? c1.x : c1.y };
    } else {
      const [x2, y2] = pair();
      c2 = { q: random.pick(QUANTIFIERS), x: x2, y: y2 };
    }
    const same = (a: Proposition, b: Proposition): boolean => a.q === b.q && a.x === b.x && a.y === b.y;
    if (same(c1, c2) || statements.some((s) => same(s, c1) || same(s, c2))) continue;
    const answer = verdict(termCount, statements, c1, c2);
    if (!answer) continue;
    const drawn = { nouns, statements, c1, c2, answer };
    if (answer === goal) return drawn;
    fallback ??= drawn;
  }
  if (!fallback) throw new Error('No syllogism found');
  return fallback;
}

const syllogismOptions = (random: Random, answer: string): Four => fromPool(random, answer, [], SYLLOGISM_OPTIONS.filter((o) => o !== answer));

const SYLLOGISM: readonly DoubtTemplate[] = [
  {
    kind: 'syllogism',
    id: 'more/syllogism/1',
    draw: (random) => {
      const d = syllogism(random, 3);
      const st = d.statements.map((p) => `${propText(random, p, d.nouns)}.`);
      const question = `Statements: ${st.join(' ')}\nConclusions: I. ${propText(random, d.c1, d.nouns)}. II. ${propText(random, d.c2, d.nouns)}.`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
  {
    kind: 'syllogism',
    id: 'more/syllogism/2',
    draw: (random) => {
      const d = syllogism(random, 4);
      const st = d.statements.map((p, i) => `${i + 1}. ${propText(random, p, d.nouns)}.`);
      const question = `Statements:\n${st.join('\n')}\nConclusions:\nI. ${propText(random, d.c1, d.nouns)}.\nII. ${propText(random, d.c2, d.nouns)}.\nWhich of the conclusions logically follow from the statements?`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
  {
    kind: 'syllogism',
    id: 'more/syllogism/3',
    draw: (random) => {
      const d = syllogism(random, 3);
      const [s1, s2] = d.statements.map((p) => propText(random, p, d.nouns));
      const lower = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
      const question = `If ${lower(s1!)} and ${lower(s2!)}, which of the following conclusions follow? I. ${propText(random, d.c1, d.nouns)}. II. ${propText(random, d.c2, d.nouns)}.`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
  {
    kind: 'syllogism',
    id: 'more/syllogism/4',
    draw: (random) => {
      const d = syllogism(random, random.int(3, 4));
      const st = d.statements.map((p, i) => `(${['i', 'ii', 'iii'][i]}) ${propText(random, p, d.nouns)}.`);
      const question = `Directions: Read the statements given below and decide which of the given conclusions logically follows. Consider the statements to be true even if they seem to be at variance with commonly known facts.\nStatements: ${st.join(' ')}\nConclusions: I. ${propText(random, d.c1, d.nouns)}. II. ${propText(random, d.c2, d.nouns)}.`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
  {
    kind: 'syllogism',
    id: 'more/syllogism/5',
    draw: (random) => {
      const d = syllogism(random, 3, true);
      const st = d.statements.map((p) => `${propText(random, p, d.nouns)}.`);
      const question = `Statement 1: ${st[0]} Statement 2: ${st[1]} Conclusion I: ${propText(random, d.c1, d.nouns)}. Conclusion II: ${propText(random, d.c2, d.nouns)}. Which conclusion(s) follow?`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
  {
    kind: 'syllogism',
    id: 'more/syllogism/6',
    draw: (random) => {
      const d = syllogism(random, 3);
      const low = (p: Proposition): string => propText(random, p, d.nouns).toLowerCase();
      const question = `sir syllogism doubt: statements - ${d.statements.map(low).join(', ')}. conclusions - I. ${low(d.c1)} II. ${low(d.c2)}. which follows??`;
      return { question, options: syllogismOptions(random, d.answer) };
    },
  },
];

export const TEMPLATES: readonly DoubtTemplate[] = [...BLOOD_RELATION, ...CODING, ...DIRECTION, ...ORDERING, ...SEATING, ...SERIES, ...SYLLOGISM];
