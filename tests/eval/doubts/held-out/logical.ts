import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import type { Options } from './draw-kit';
import { capitalize, FEMALE_NAMES, fourOptions, MALE_NAMES, names, ordinal, small, templatesOf, until } from './draw-kit';

/**
 * Held-out logical-reasoning templates. Every answer comes from a model of the puzzle, never
 * from a hand-written key: a family graph for blood relations, letter arithmetic for codes, a
 * grid walk for directions, brute force over orderings and seatings (clues are added until the
 * asked answer is the same in every arrangement that fits them) and Venn-region enumeration for
 * syllogisms.
 */

/** Up to three distractors drawn from `pool`, after the preferred ones. */
function optionsFrom(random: Random, correct: string, preferred: readonly string[], pool: readonly string[]): Options {
  return fourOptions(correct, [...random.shuffle(preferred), ...random.shuffle(pool)]);
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');

// =============================================================================================
// Blood relations: a random three-generation family.
// =============================================================================================

interface Person {
  readonly name: string;
  readonly male: boolean;
  father?: number;
  mother?: number;
  spouse?: number;
}

/** A family in which every child has both parents and siblings share both (the CLAT convention). */
class Family {
  readonly people: Person[] = [];
  private readonly men: string[];
  private readonly women: string[];

  constructor(random: Random) {
    this.men = random.shuffle(MALE_NAMES);
    this.women = random.shuffle(FEMALE_NAMES);
  }

  add(male: boolean, father?: number, mother?: number): number {
    const name = (male ? this.men : this.women).pop();
    if (name === undefined) throw new Error('Out of names');
    this.people.push({ name, male, father, mother });
    return this.people.length - 1;
  }

  marry(a: number, b: number): void {
    this.people[a]!.spouse = b;
    this.people[b]!.spouse = a;
  }

  person(p: number): Person {
    return this.people[p]!;
  }

  parents(p: number): number[] {
    const { father, mother } = this.person(p);
    return [father, mother].filter((x): x is number => x !== undefined);
  }

  children(p: number): number[] {
    return this.people.flatMap((c, i) => (c.father === p || c.mother === p ? [i] : []));
  }

  siblings(p: number): number[] {
    const { father, mother } = this.person(p);
    if (father === undefined || mother === undefined) return [];
    return this.people.flatMap((c, i) => (i !== p && c.father === father && c.mother === mother ? [i] : []));
  }

  spouse(p: number): number | undefined {
    return this.person(p).spouse;
  }

  neighbours(p: number): number[] {
    const spouse = this.spouse(p);
    return [...this.parents(p), ...this.children(p), ...this.siblings(p), ...(spouse === undefined ? [] : [spouse])];
  }

  /** What x is to y ("uncle", "sister-in-law"), or undefined when it has no common name. */
  relation(x: number, y: number): string | undefined {
    if (x === y) return undefined;
    const word = (male: string, female: string) => (this.person(x).male ? male : female);
    const spouseOfY = this.spouse(y);
    const spouseOfX = this.spouse(x);
    const parentsOfY = this.parents(y);
    const parentsOfX = this.parents(x);
    if (spouseOfY === x) return word('husband', 'wife');
    if (parentsOfY.includes(x)) return word('father', 'mother');
    if (parentsOfX.includes(y)) return word('son', 'daughter');
    if (this.siblings(y).includes(x)) return word('brother', 'sister');
    if (parentsOfY.some((p) => this.parents(p).includes(x))) return word('grandfather', 'grandmother');
    if (parentsOfX.some((p) => this.parents(p).includes(y))) return word('grandson', 'granddaughter');
    if (parentsOfY.some((p) => this.siblings(p).includes(x) || this.siblings(p).some((s) => this.spouse(s) === x))) return word('uncle', 'aunt');
    const siblingsOfY = [...this.siblings(y), ...(spouseOfY === undefined ? [] : this.siblings(spouseOfY))];
    if (parentsOfX.some((p) => siblingsOfY.includes(p))) return word('nephew', 'niece');
    if (parentsOfX.some((p) => parentsOfY.some((q) => this.siblings(q).includes(p)))) return 'cousin';
    if (spouseOfY !== undefined && this.parents(spouseOfY).includes(x)) return word('father-in-law', 'mother-in-law');
    if (spouseOfX !== undefined && this.parents(spouseOfX).includes(y)) return word('son-in-law', 'daughter-in-law');
    if ((spouseOfY !== undefined && this.siblings(spouseOfY).includes(x)) || this.siblings(y).some((s) => this.spouse(s) === x)) {
      return word('brother-in-law', 'sister-in-law');
    }
    return undefined;
  }
}

function buildFamily(random: Random): Family {
  const family = new Family(random);
  const grandfather = family.add(true);
  const grandmother = family.add(false);
  family.marry(grandfather, grandmother);
  const second = Array.from({ length: random.int(2, 3) }, () => family.add(random.next() < 0.5, grandfather, grandmother));
  const third: number[] = [];
  for (const child of second) {
    if (random.next() < 0.15) continue;
    const male = family.person(child).male;
    const spouse = family.add(!male);
    family.marry(child, spouse);
    const [father, mother] = male ? [child, spouse] : [spouse, child];
    for (let k = random.int(1, 3); k > 0; k -= 1) third.push(family.add(random.next() < 0.5, father, mother));
  }
  for (const child of third) {
    if (random.next() < 0.55) continue;
    const male = family.person(child).male;
    const spouse = family.add(!male);
    family.marry(child, spouse);
    const [father, mother] = male ? [child, spouse] : [spouse, child];
    for (let k = random.int(0, 1); k > 0; k -= 1) family.add(random.next() < 0.5, father, mother);
  }
  return family;
}

/** Plausible wrong answers for each relation (same sex as the right one). */
const RELATION_SLIPS: Record<string, readonly string[]> = {
  father: ['grandfather', 'uncle', 'brother', 'father-in-law'],
  mother: ['grandmother', 'aunt', 'sister', 'mother-in-law'],
  son: ['nephew', 'grandson', 'brother', 'son-in-law'],
  daughter: ['niece', 'granddaughter', 'sister', 'daughter-in-law'],
  brother: ['cousin', 'brother-in-law', 'son', 'uncle', 'nephew'],
  sister: ['cousin', 'sister-in-law', 'daughter', 'aunt', 'niece'],
  husband: ['brother-in-law', 'father', 'son-in-law', 'brother'],
  wife: ['sister-in-law', 'mother', 'daughter-in-law', 'sister'],
  grandfather: ['father', 'uncle', 'father-in-law', 'great-grandfather'],
  grandmother: ['mother', 'aunt', 'mother-in-law', 'great-grandmother'],
  grandson: ['son', 'nephew', 'son-in-law', 'cousin'],
  granddaughter: ['daughter', 'niece', 'daughter-in-law', 'cousin'],
  uncle: ['father', 'brother', 'cousin', 'grandfather', 'nephew'],
  aunt: ['mother', 'sister', 'cousin', 'grandmother', 'niece'],
  nephew: ['son', 'cousin', 'brother', 'grandson', 'uncle'],
  niece: ['daughter', 'cousin', 'sister', 'granddaughter', 'aunt'],
  'father-in-law': ['father', 'grandfather', 'uncle', 'brother-in-law'],
  'mother-in-law': ['mother', 'grandmother', 'aunt', 'sister-in-law'],
  'son-in-law': ['son', 'nephew', 'brother-in-law', 'grandson'],
  'daughter-in-law': ['daughter', 'niece', 'sister-in-law', 'granddaughter'],
  'brother-in-law': ['brother', 'cousin', 'husband', 'uncle'],
  'sister-in-law': ['sister', 'cousin', 'wife', 'aunt'],
};

function relationOptions(random: Random, relation: string, male: boolean): Options {
  const slips = relation === 'cousin' ? (male ? ['brother', 'nephew', 'uncle', 'brother-in-law'] : ['sister', 'niece', 'aunt', 'sister-in-law']) : RELATION_SLIPS[relation]!;
  return fourOptions(capitalize(relation), random.shuffle(slips).map(capitalize));
}

/** A walk of `edges` steps through the family, never revisiting a person. */
function familyPath(random: Random, family: Family, edges: number): number[] | undefined {
  const path = [random.int(0, family.people.length - 1)];
  while (path.length <= edges) {
    const next = family.neighbours(path.at(-1)!).filter((n) => !path.includes(n));
    if (next.length === 0) return undefined;
    path.push(random.pick(next));
  }
  return path;
}

interface Link {
  readonly subject: number;
  readonly object: number;
  readonly relation: string;
}

/** One statement per step of the path, its subject either end of the step (which reveals the subject's sex). */
function pathLinks(random: Random, family: Family, path: readonly number[], subjectFirst = false): Link[] {
  return path.slice(1).map((to, i) => {
    const from = path[i]!;
    const [subject, object] = subjectFirst || random.next() < 0.5 ? [from, to] : [to, from];
    return { subject, object, relation: family.relation(subject, object)! };
  });
}

/** The asked pair of a chain: one end whose sex some statement reveals, and the other end. */
function askedPair(path: readonly number[], links: readonly Link[]): [number, number] | undefined {
  const stated = new Set(links.map((l) => l.subject));
  const [first, last] = [path[0]!, path.at(-1)!];
  if (stated.has(first)) return [first, last];
  if (stated.has(last)) return [last, first];
  return undefined;
}

/** A step of a spoken description ("my mother's only daughter"): from one person to the people it names. */
interface Step {
  readonly text: string;
  /** Undefined when the words are false for that person ("only son" of a man with two sons). */
  readonly apply: (family: Family, p: number) => number[] | undefined;
  /** Names exactly one person whenever it is true (so a listener can follow it). */
  readonly definite: boolean;
}

function only(family: Family, people: number[]): number[] | undefined {
  return people.length === 1 ? people : undefined;
}

const STEPS: Record<string, Step> = {
  father: { text: 'father', definite: true, apply: (f, p) => f.parents(p).filter((q) => f.person(q).male) },
  mother: { text: 'mother', definite: true, apply: (f, p) => f.parents(p).filter((q) => !f.person(q).male) },
  husband: { text: 'husband', definite: true, apply: (f, p) => (f.person(p).male || f.spouse(p) === undefined ? [] : [f.spouse(p)!]) },
  wife: { text: 'wife', definite: true, apply: (f, p) => (!f.person(p).male || f.spouse(p) === undefined ? [] : [f.spouse(p)!]) },
  paternalGrandfather: { text: 'paternal grandfather', definite: true, apply: (f, p) => chain(f, [p], ['father', 'father']) ?? [] },
  maternalGrandfather: { text: 'maternal grandfather', definite: true, apply: (f, p) => chain(f, [p], ['mother', 'father']) ?? [] },
  paternalGrandmother: { text: 'paternal grandmother', definite: true, apply: (f, p) => chain(f, [p], ['father', 'mother']) ?? [] },
  maternalGrandmother: { text: 'maternal grandmother', definite: true, apply: (f, p) => chain(f, [p], ['mother', 'mother']) ?? [] },
  onlySon: { text: 'only son', definite: true, apply: (f, p) => only(f, f.children(p).filter((c) => f.person(c).male)) },
  onlyDaughter: { text: 'only daughter', definite: true, apply: (f, p) => only(f, f.children(p).filter((c) => !f.person(c).male)) },
  onlyBrother: { text: 'only brother', definite: true, apply: (f, p) => only(f, f.siblings(p).filter((c) => f.person(c).male)) },
  onlySister: { text: 'only sister', definite: true, apply: (f, p) => only(f, f.siblings(p).filter((c) => !f.person(c).male)) },
  son: { text: 'son', definite: false, apply: (f, p) => f.children(p).filter((c) => f.person(c).male) },
  daughter: { text: 'daughter', definite: false, apply: (f, p) => f.children(p).filter((c) => !f.person(c).male) },
  brother: { text: 'brother', definite: false, apply: (f, p) => f.siblings(p).filter((c) => f.person(c).male) },
  sister: { text: 'sister', definite: false, apply: (f, p) => f.siblings(p).filter((c) => !f.person(c).male) },
};

const DEFINITE_STEPS = Object.keys(STEPS).filter((k) => STEPS[k]!.definite);
const MALE_LAST_STEPS = ['son', 'brother', 'father', 'husband', 'onlySon', 'onlyBrother'];
const FEMALE_LAST_STEPS = ['daughter', 'sister', 'mother', 'wife', 'onlyDaughter', 'onlySister'];

/** The people a chain of steps names, or undefined when some step is false or names nobody. */
function chain(family: Family, start: readonly number[], keys: readonly string[]): number[] | undefined {
  let current = [...start];
  for (const key of keys) {
    const next = new Set<number>();
    for (const p of current) {
      const named = STEPS[key]!.apply(family, p);
      if (named === undefined) return undefined;
      named.forEach((n) => next.add(n));
    }
    if (next.size === 0) return undefined;
    current = [...next];
  }
  return current;
}

/** A husband's wife or a wife's husband: words that lead straight back to where they started. */
function loopsBack(keys: readonly string[]): boolean {
  return keys.some((k, i) => (k === 'husband' && keys[i + 1] === 'wife') || (k === 'wife' && keys[i + 1] === 'husband'));
}

/** "my father's only son" or "the only son of my father". */
function describe(random: Random, keys: readonly string[]): string {
  const words = keys.map((k) => STEPS[k]!.text);
  if (words.length === 1 || random.next() < 0.5) return `my ${words.join("'s ")}`;
  const outward = [...words].reverse();
  return `the ${outward.slice(0, -1).join(' of the ')} of my ${outward.at(-1)}`;
}

/** The one relation every candidate has to the speaker (or the speaker to them), if they agree. */
function sharedRelation(family: Family, targets: readonly number[], speaker: number, reverse: boolean): string | undefined {
  const relations = new Set(targets.map((t) => (reverse ? family.relation(speaker, t) : family.relation(t, speaker))));
  if (relations.size !== 1) return undefined;
  return [...relations][0];
}

interface Spoken {
  readonly family: Family;
  readonly speaker: number;
  readonly male: boolean;
  readonly sentence: string;
  readonly relation: string;
  readonly reverse: boolean;
}

/** "He is the son of my paternal grandfather's only son": the targets are the people the words name. */
function pointedAt(random: Random, reverse: boolean, longest = 2): Spoken | undefined {
  const family = buildFamily(random);
  const speaker = random.int(0, family.people.length - 1);
  const rest = Array.from({ length: random.int(longest - 1, longest) }, () => random.pick(DEFINITE_STEPS));
  const male = random.next() < 0.5;
  const last = random.pick(male ? MALE_LAST_STEPS : FEMALE_LAST_STEPS);
  if (loopsBack([...rest, last])) return undefined;
  const named = chain(family, [speaker], [...rest, last]);
  const targets = named?.filter((t) => t !== speaker) ?? [];
  if (targets.length === 0) return undefined;
  const relation = sharedRelation(family, targets, speaker, reverse);
  if (relation === undefined) return undefined;
  const sentence = `${male ? 'He' : 'She'} is the ${STEPS[last]!.text} of ${describe(random, rest)}.`;
  return { family, speaker, male, sentence, relation, reverse };
}

/** "His mother is the only daughter of my mother": the targets are those whose own relative the words name. */
function ownRelative(random: Random, reverse: boolean): Spoken | undefined {
  const family = buildFamily(random);
  const speaker = random.int(0, family.people.length - 1);
  const described = Array.from({ length: random.int(1, 2) }, () => random.pick(DEFINITE_STEPS));
  const named = chain(family, [speaker], described);
  if (named === undefined || loopsBack(described)) return undefined;
  // Only one step back from the person described: "his mother is X" names X's children, all
  // of whom stand in the same relation to the speaker; two steps back could name cousins and
  // siblings alike, which the words cannot tell apart.
  const own = [random.pick(Object.keys(STEPS).filter((k) => !k.startsWith('paternal') && !k.startsWith('maternal')))];
  const male = random.next() < 0.5;
  const targets = family.people
    .map((_, t) => t)
    .filter((t) => t !== speaker && family.person(t).male === male && (chain(family, [t], own) ?? []).some((n) => named.includes(n)));
  if (targets.length === 0) return undefined;
  const relation = sharedRelation(family, targets, speaker, reverse);
  if (relation === undefined) return undefined;
  const pronoun = male ? 'His' : 'Her';
  const sentence = `${pronoun} ${own.map((k) => STEPS[k]!.text).join("'s ")} is ${describe(random, described)}.`;
  return { family, speaker, male, sentence, relation, reverse };
}

function spokenDoubt(random: Random, spoken: Spoken, opening: (speaker: string, who: string) => string): { question: string; options: Options } {
  const speaker = spoken.family.person(spoken.speaker);
  const who = spoken.male ? random.pick(['a man', 'a gentleman']) : random.pick(['a woman', 'a lady']);
  const person = who.replace(/^a /, 'the ');
  const ask = spoken.reverse ? `How is ${speaker.name} related to ${person}?` : `How is ${person} related to ${speaker.name}?`;
  const askedMale = spoken.reverse ? speaker.male : spoken.male;
  return { question: `${opening(speaker.name, who)} '${spoken.sentence}' ${ask}`, options: relationOptions(random, spoken.relation, askedMale) };
}

/** "A is the brother of B", "B's brother is A", "B has a brother, A". */
function linkText(random: Random, subject: string, relation: string, object: string, style: 'plain' | 'mixed'): string {
  if (style === 'plain') return `${subject} is the ${relation} of ${object}.`;
  return random.pick([`${subject} is the ${relation} of ${object}.`, `${subject} is ${object}'s ${relation}.`, `${object}'s ${relation} is ${subject}.`]);
}

const CODE_SYMBOLS = ['+', '-', '×', '÷', '%', '@', '#', '$', '*', '&'];

const BLOOD_RELATION = templatesOf('blood-relation', [
  // Plain chain of statements with letters.
  (random) =>
    until(random, (r) => {
      const family = buildFamily(r);
      const path = familyPath(r, family, r.int(2, 3));
      if (path === undefined) return undefined;
      const links = pathLinks(r, family, path);
      const pair = askedPair(path, links);
      if (pair === undefined) return undefined;
      const relation = family.relation(pair[0], pair[1]);
      if (relation === undefined) return undefined;
      const letters = r.shuffle(LETTERS).slice(0, path.length);
      const label = (p: number) => letters[path.indexOf(p)]!;
      const statements = links.map((l) => linkText(r, label(l.subject), l.relation, label(l.object), 'plain'));
      const question = `${statements.join(' ')} How is ${label(pair[0])} related to ${label(pair[1])}?`;
      return { question, options: relationOptions(r, relation, family.person(pair[0]).male) };
    }),
  // Chain with names and possessive phrasing.
  (random) =>
    until(random, (r) => {
      const edges = r.pick([2, 3, 3, 4]);
      const family = buildFamily(r);
      const path = familyPath(r, family, edges);
      if (path === undefined) return undefined;
      const links = pathLinks(r, family, path);
      const pair = askedPair(path, links);
      if (pair === undefined) return undefined;
      const relation = family.relation(pair[0], pair[1]);
      if (relation === undefined) return undefined;
      const name = (p: number) => family.person(p).name;
      const statements = links.map((l) => linkText(r, name(l.subject), l.relation, name(l.object), 'mixed'));
      const [x, y] = [name(pair[0]), name(pair[1])];
      const ask = r.pick([`How is ${x} related to ${y}?`, `What is ${x} to ${y}?`, `${x} is ${y}'s:`, `What is the relation of ${x} with ${y}?`]);
      return { question: `${statements.join(' ')} ${ask}`, options: relationOptions(r, relation, family.person(pair[0]).male) };
    }),
  // Coded relations: 'A # B' means 'A is the father of B'.
  (random) =>
    until(random, (r) => {
      const family = buildFamily(r);
      const path = familyPath(r, family, r.int(2, 3));
      if (path === undefined) return undefined;
      const links = pathLinks(r, family, path, true);
      const relation = family.relation(path[0]!, path.at(-1)!);
      if (relation === undefined) return undefined;
      const used = [...new Set(links.map((l) => l.relation))];
      const extra = r.shuffle(['father', 'mother', 'brother', 'sister', 'son', 'daughter', 'husband', 'wife'].filter((w) => !used.includes(w))).slice(0, 4 - Math.min(used.length, 3));
      const meanings = r.shuffle([...used, ...extra]);
      const symbols = r.shuffle(CODE_SYMBOLS).slice(0, meanings.length);
      const symbolOf = (w: string) => symbols[meanings.indexOf(w)]!;
      const letters = r.shuffle(LETTERS).slice(0, path.length);
      const legend = meanings.map((w, i) => `'P ${symbols[i]} Q' means 'P is the ${w} of Q'`).join('; ');
      const expression = letters.map((l, i) => (i === 0 ? l : `${symbolOf(links[i - 1]!.relation)} ${l}`)).join(' ');
      const question = `In a certain code, ${legend}. If '${expression}', how is ${letters[0]} related to ${letters.at(-1)}?`;
      return { question, options: relationOptions(r, relation, family.person(path[0]!).male) };
    }),
  // Pointing to a photograph: 'He is the son of my paternal grandfather's only son.'
  (random) =>
    until(random, (r) => {
      const spoken = pointedAt(r, false);
      if (spoken === undefined) return undefined;
      return spokenDoubt(r, spoken, (speaker, who) => r.pick([`Pointing to a photograph of ${who}, ${speaker} said,`, `Pointing to ${who} in a photograph, ${speaker} said,`, `Showing ${who} to a friend, ${speaker} said,`]));
    }),
  // Introducing someone: 'His mother is the only daughter of my mother.'
  (random) =>
    until(random, (r) => {
      const spoken = ownRelative(r, false);
      if (spoken === undefined) return undefined;
      return spokenDoubt(r, spoken, (speaker, who) => r.pick([`Introducing ${who}, ${speaker} said,`, `Pointing to ${who}, ${speaker} said,`, `${speaker} told a friend about ${who}:`]));
    }),
  // The speaker's relation to the person described.
  (random) =>
    until(random, (r) => {
      const spoken = r.next() < 0.5 ? pointedAt(r, true) : ownRelative(r, true);
      if (spoken === undefined) return undefined;
      return spokenDoubt(r, spoken, (speaker, who) => r.pick([`Looking at a portrait of ${who}, ${speaker} said,`, `Pointing to ${who}, ${speaker} said,`]));
    }),
  // Longer chain, statements in shuffled order.
  (random) =>
    until(random, (r) => {
      const family = buildFamily(r);
      const path = familyPath(r, family, r.int(3, 4));
      if (path === undefined) return undefined;
      const links = pathLinks(r, family, path);
      const pair = askedPair(path, links);
      if (pair === undefined) return undefined;
      const relation = family.relation(pair[0], pair[1]);
      if (relation === undefined) return undefined;
      const letters = r.shuffle(LETTERS).slice(0, path.length);
      const label = (p: number) => letters[path.indexOf(p)]!;
      const statements = r.shuffle(links).map((l, i) => `(${i + 1}) ${linkText(r, label(l.subject), l.relation, label(l.object), 'mixed')}`);
      const question = `Read the following information: ${statements.join(' ')} How is ${label(pair[0])} related to ${label(pair[1])}?`;
      return { question, options: relationOptions(r, relation, family.person(pair[0]).male) };
    }),
  // A longer description: 'She is the daughter of the only brother of my mother's husband.'
  (random) =>
    until(random, (r) => {
      const spoken = pointedAt(r, r.next() < 0.3, 3);
      if (spoken === undefined) return undefined;
      return spokenDoubt(r, spoken, (speaker, who) => r.pick([`Pointing to ${who}, ${speaker} said,`, `Introducing ${who} at a wedding, ${speaker} said,`]));
    }),
  // Who is the uncle of E? (answer is a name)
  (random) =>
    until(random, (r) => {
      const family = buildFamily(r);
      const path = familyPath(r, family, r.int(3, 4));
      if (path === undefined) return undefined;
      const links = pathLinks(r, family, path);
      const stated = [...new Set(links.map((l) => l.subject))];
      const of = r.pick(path);
      const candidates = stated.filter((p) => p !== of);
      if (candidates.length === 0) return undefined;
      const answer = r.pick(candidates);
      const relation = family.relation(answer, of);
      if (relation === undefined || ['husband', 'wife'].includes(relation)) return undefined;
      // No one else in the statements may stand in the same relation (of either sex) to `of`.
      const kind = (word: string | undefined) => (word === undefined ? undefined : RELATION_CLASS[word]);
      if (path.some((p) => p !== answer && p !== of && kind(family.relation(p, of)) === kind(relation))) return undefined;
      const name = (p: number) => family.person(p).name;
      const statements = r.shuffle(links).map((l) => linkText(r, name(l.subject), l.relation, name(l.object), 'mixed'));
      const question = `${statements.join(' ')} Who is the ${relation} of ${name(of)}?`;
      const others = path.filter((p) => p !== answer && p !== of).map(name);
      return { question, options: fourOptions(name(answer), [...r.shuffle(others), 'Cannot be determined']) };
    }),
]);

/** Relations without sex, to test whether a named answer is the only one that fits. */
const RELATION_CLASS: Record<string, string> = Object.fromEntries(
  [
    ['father', 'mother', 'parent'],
    ['son', 'daughter', 'child'],
    ['brother', 'sister', 'sibling'],
    ['husband', 'wife', 'spouse'],
    ['grandfather', 'grandmother', 'grandparent'],
    ['grandson', 'granddaughter', 'grandchild'],
    ['uncle', 'aunt', 'parent-sibling'],
    ['nephew', 'niece', 'sibling-child'],
    ['cousin', 'cousin', 'cousin'],
    ['father-in-law', 'mother-in-law', 'parent-in-law'],
    ['son-in-law', 'daughter-in-law', 'child-in-law'],
    ['brother-in-law', 'sister-in-law', 'sibling-in-law'],
  ].flatMap(([m, f, kind]) => [
    [m!, kind!],
    [f!, kind!],
  ]),
);

// =============================================================================================
// Coding-decoding: codes are computed by letter arithmetic.
// =============================================================================================

const CODE_WORDS = [
  'COURT', 'JUDGE', 'LAWYER', 'JUSTICE', 'CLIENT', 'TREATY', 'STATUTE', 'VERDICT', 'APPEAL', 'CRIME', 'PENCIL', 'ERASER',
  'SCHOOL', 'TEACHER', 'STUDENT', 'MANGO', 'APPLE', 'BANANA', 'ORANGE', 'GRAPES', 'DELHI', 'MUMBAI', 'CHENNAI', 'KOLKATA',
  'JAIPUR', 'PATNA', 'BHOPAL', 'INDORE', 'SURAT', 'RIVER', 'GARDEN', 'WINDOW', 'MONKEY', 'TIGER', 'FLOWER', 'PLANET',
  'MARKET', 'BRIDGE', 'CANDLE', 'DOCTOR', 'NURSE', 'PAPER', 'TABLE', 'TRAIN', 'CLOUD', 'STORM', 'LIGHT', 'WATER', 'EARTH',
  'MOTHER', 'FATHER', 'SISTER', 'BROTHER', 'POLICE', 'BORDER', 'NATION', 'RIGHTS', 'REASON', 'BOTTLE', 'FOREST',
] as const;

/** Short words for number codes ("If CAT = 24, then DOG = ?"). */
const SHORT_WORDS = [
  'CAT', 'DOG', 'BAT', 'RAT', 'SUN', 'PEN', 'CUP', 'BOX', 'MAP', 'JAR', 'KEY', 'LOG', 'HEN', 'FAN', 'BUS', 'CAR', 'TEA', 'INK',
  'LAW', 'BAIL', 'CASE', 'FACT', 'DEED', 'OATH', 'PLEA', 'WRIT', 'GOLD', 'RING', 'LAMP', 'BOOK', 'DESK', 'MILK', 'RICE', 'FISH',
  'TREE', 'BIRD', 'RAIN', 'WIND', 'FIRE', 'COURT',
] as const;

const A = 'A'.charCodeAt(0);
const position = (c: string) => c.charCodeAt(0) - A + 1;
const letterAt = (p: number) => String.fromCharCode(A + ((((p - 1) % 26) + 26) % 26));
const mapLetters = (word: string, f: (p: number, i: number) => number) => [...word].map((c, i) => letterAt(f(position(c), i))).join('');

type LetterRule = (word: string) => string;

const shift = (k: number): LetterRule => (w) => mapLetters(w, (p) => p + k);
const reverse = (w: string) => [...w].reverse().join('');
const opposite: LetterRule = (w) => mapLetters(w, (p) => 27 - p);
const growing = (start: number, step: number): LetterRule => (w) => mapLetters(w, (p, i) => p + start + step * i);
const alternating = (k: number): LetterRule => (w) => mapLetters(w, (p, i) => p + (i % 2 === 0 ? k : -k));
const swapPairs: LetterRule = (w) => [...w].map((_, i, a) => (i % 2 === 0 ? (a[i + 1] ?? a[i]!) : a[i - 1]!)).join('');
const swapHalves: LetterRule = (w) => {
  const h = Math.floor(w.length / 2);
  return w.length % 2 === 0 ? w.slice(h) + w.slice(0, h) : w.slice(h + 1) + w[h] + w.slice(0, h);
};
const reverseHalves: LetterRule = (w) => {
  const h = Math.floor(w.length / 2);
  return w.length % 2 === 0 ? reverse(w.slice(0, h)) + reverse(w.slice(h)) : reverse(w.slice(0, h)) + w[h] + reverse(w.slice(h + 1));
};

/** Every letter rule a student might try; an example must not fit two of them that disagree on the asked word. */
const ALL_LETTER_RULES: readonly LetterRule[] = [
  ...[-5, -4, -3, -2, -1, 1, 2, 3, 4, 5].map(shift),
  ...[-3, -2, -1, 0, 1, 2, 3].map((k) => (w: string) => shift(k)(reverse(w))),
  opposite,
  (w) => opposite(reverse(w)),
  ...[-1, 1].map((k) => (w: string) => shift(k)(opposite(w))),
  growing(1, 1),
  growing(-1, -1),
  growing(0, 1),
  growing(1, 2),
  alternating(1),
  alternating(2),
  alternating(-1),
  swapPairs,
  swapHalves,
  reverseHalves,
];

/** True when every rule that turns `example` into its code also gives `answer` for `asked`. */
function unambiguous(rule: LetterRule, example: string, asked: string): boolean {
  const code = rule(example);
  const answer = rule(asked);
  return ALL_LETTER_RULES.every((other) => other(example) !== code || other(asked) === answer);
}

function twoWords(random: Random, minLength = 4): [string, string] {
  const pool = CODE_WORDS.filter((w) => w.length >= minLength);
  const [a, b] = random.shuffle(pool);
  return [a!, b!];
}

function letterCodeDoubt(random: Random, rule: LetterRule, slips: readonly LetterRule[]) {
  return until(random, (r) => {
    const [example, asked] = twoWords(r);
    if (!unambiguous(rule, example, asked) || rule(example) === example) return undefined;
    const question = r.pick([
      `If ${example} is written as ${rule(example)} in a certain code, how is ${asked} written in that code?`,
      `In a certain code language, ${example} is coded as ${rule(example)}. How will ${asked} be coded in the same language?`,
      `${example} : ${rule(example)} :: ${asked} : ?`,
      `In a code, ${example} = ${rule(example)}. Then ${asked} = ?`,
    ]);
    return { question, options: fourOptions(rule(asked), [...r.shuffle(slips.map((s) => s(asked))), ...ALL_LETTER_RULES.map((s) => s(asked))]) };
  });
}

const SYLLABLES = ['pit', 'na', 'sa', 'ko', 'lu', 'ta', 'mi', 'zo', 're', 'bo', 'ki', 'da', 'fu', 'ne', 'ra', 'ti', 'pe', 'jo', 'tak', 'sim'];
const SENTENCE_WORDS = ['you', 'are', 'good', 'very', 'bad', 'girl', 'boy', 'is', 'tall', 'smart', 'work', 'hard', 'play', 'fair', 'law', 'rule', 'of', 'and', 'court', 'order'];

/** All word-to-code assignments that fit every coded sentence. */
function codeAssignments(words: readonly string[], codes: readonly string[], sentences: readonly (readonly string[])[], coded: readonly (readonly string[])[]): Map<string, string>[] {
  const results: Map<string, string>[] = [];
  for (const order of permutations(codes.length)) {
    const map = new Map(words.map((w, i) => [w, codes[order[i]!]!]));
    const fits = sentences.every((s, i) => {
      const got = s.map((w) => map.get(w)!).sort();
      return got.join(' ') === [...coded[i]!].sort().join(' ');
    });
    if (fits) results.push(map);
  }
  return results;
}

const CODING = templatesOf('coding', [
  // Constant shift.
  (random) => {
    const k = random.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
    return letterCodeDoubt(random, shift(k), [shift(k + 1 === 0 ? 2 : k + 1), shift(k - 1 === 0 ? -2 : k - 1), shift(-k), (w) => reverse(shift(k)(w))]);
  },
  // Reversal, with or without a shift.
  (random) => {
    const k = random.pick([0, 0, 1, -1, 2]);
    const rule: LetterRule = (w) => shift(k)(reverse(w));
    return letterCodeDoubt(random, rule, [shift(k === 0 ? 1 : k), (w) => shift(k + 1)(reverse(w)), (w) => reverse(shift(k - 1)(w)), reverseHalves]);
  },
  // Opposite letters (A <-> Z).
  (random) => {
    const rule = random.next() < 0.7 ? opposite : (w: string) => opposite(reverse(w));
    return letterCodeDoubt(random, rule, [(w) => shift(1)(opposite(w)), (w) => reverse(rule(w)), shift(1), (w) => shift(-1)(opposite(w))]);
  },
  // Shift growing with the place (+1, +2, +3, ...) or alternating.
  (random) => {
    const rule = random.pick([growing(1, 1), growing(-1, -1), alternating(1), growing(1, 2)]);
    return letterCodeDoubt(random, rule, [shift(1), growing(0, 1), alternating(1), growing(1, 1), growing(-1, -1), (w) => reverse(rule(w))]);
  },
  // Letters to numbers by position.
  (random) =>
    until(random, (r) => {
      const [example, asked] = r.shuffle(SHORT_WORDS).slice(0, 2) as [string, string];
      const joiner = r.pick(['', '-', ' ']);
      const rules = [(p: number) => p, (p: number) => 27 - p, (p: number) => p + 1];
      const index = r.next() < 0.7 ? 0 : r.int(1, 2);
      const encode = (w: string, f: (p: number) => number) => [...w].map((c) => String(f(position(c)))).join(joiner);
      const code = encode(example, rules[index]!);
      if (rules.some((f, i) => i !== index && encode(example, f) === code && encode(asked, f) !== encode(asked, rules[index]!))) return undefined;
      const answer = encode(asked, rules[index]!);
      const question = r.pick([
        `If ${example} is coded as ${code}, how is ${asked} coded?`,
        `In a certain code, ${example} is written as '${code}'. How would ${asked} be written in that code?`,
      ]);
      const slips = [...rules.map((f) => encode(asked, f)), encode(reverse(asked), rules[index]!), encode(asked, (p) => rules[index]!(p) - 1), encode(asked, (p) => rules[index]!(p) + 2)];
      return { question, options: fourOptions(answer, r.shuffle(slips)) };
    }),
  // Sum of letter positions.
  (random) =>
    until(random, (r) => {
      const [example, asked] = r.shuffle(SHORT_WORDS).slice(0, 2) as [string, string];
      const sum = (w: string, f: (p: number) => number) => [...w].reduce((s, c) => s + f(position(c)), 0);
      const rules = [(w: string) => sum(w, (p) => p), (w: string) => sum(w, (p) => 27 - p), (w: string) => sum(w, (p) => p) + w.length, (w: string) => 2 * sum(w, (p) => p)];
      const index = r.next() < 0.75 ? 0 : 1;
      const rule = rules[index]!;
      if (rules.some((f, i) => i !== index && f(example) === rule(example) && f(asked) !== rule(asked))) return undefined;
      const question = r.pick([`If ${example} = ${rule(example)}, then ${asked} = ?`, `In a certain code, ${example} is written as ${rule(example)}. What is the code for ${asked}?`]);
      const answer = rule(asked);
      return { question, options: fourOptions(String(answer), r.shuffle([...rules.map((f) => f(asked)), answer + 1, answer - 1, answer + 2].map(String))) };
    }),
  // Codes from example sentences ('pit na sa' means 'you are good').
  (random) =>
    until(random, (r) => {
      const words = r.shuffle(SENTENCE_WORDS).slice(0, r.int(5, 6));
      const codes = r.shuffle(SYLLABLES).slice(0, words.length);
      const codeOf = new Map(words.map((w, i) => [w, codes[i]!]));
      const sentences = Array.from({ length: 3 }, () => r.shuffle(words).slice(0, r.int(3, 4)));
      const used = words.filter((w) => sentences.some((s) => s.includes(w)));
      if (used.length !== words.length) return undefined;
      const coded = sentences.map((s) => r.shuffle(s.map((w) => codeOf.get(w)!)));
      const asked = r.pick(words);
      const fits = codeAssignments(words, codes, sentences, coded);
      const answers = new Set(fits.map((m) => m.get(asked)));
      if (answers.size !== 1) return undefined;
      const parts = sentences.map((s, i) => `'${coded[i]!.join(' ')}' means '${s.join(' ')}'`);
      const question = r.pick([
        `In a certain code language, ${parts[0]}, ${parts[1]} and ${parts[2]}. What is the code for '${asked}'?`,
        `If ${parts.join('; ')}, then which word stands for '${asked}' in that language?`,
      ]);
      const answer = codeOf.get(asked)!;
      const sameSentence = sentences.filter((s) => s.includes(asked)).flatMap((s) => s.map((w) => codeOf.get(w)!));
      return { question, options: fourOptions(answer, [...r.shuffle(sameSentence), ...r.shuffle(codes)]) };
    }),
  // Decoding a word from a shift code.
  (random) =>
    until(random, (r) => {
      const k = r.pick([-3, -2, -1, 1, 2, 3]);
      const rule = shift(k);
      const [example, asked] = twoWords(r);
      if (!unambiguous(rule, example, asked)) return undefined;
      const codedAsked = rule(asked);
      const question = r.pick([
        `In a certain code, ${example} is written as ${rule(example)}. What does ${codedAsked} stand for in that code?`,
        `If ${example} is coded as ${rule(example)}, which word is coded as ${codedAsked}?`,
      ]);
      const slips = [shift(k)(codedAsked), shift(-k + 1)(codedAsked), shift(-k - 1)(codedAsked), reverse(asked)];
      return { question, options: fourOptions(asked, r.shuffle(slips.filter((s) => s !== asked))) };
    }),
  // Letters rearranged: pairs swapped, halves swapped or halves reversed.
  (random) => {
    const rule = random.pick([swapPairs, swapHalves, reverseHalves]);
    return letterCodeDoubt(random, rule, [swapPairs, swapHalves, reverseHalves, reverse, (w) => shift(1)(rule(w))]);
  },
]);

// =============================================================================================
// Directions: a walk on a grid.
// =============================================================================================

const COMPASS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'] as const;
const HEADINGS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

/** Compass direction of (dx, dy) from the origin; diagonal names for any point off the axes (the CLAT convention). */
function directionOf(dx: number, dy: number): string {
  const ew = dx > 0 ? 'East' : dx < 0 ? 'West' : '';
  const ns = dy > 0 ? 'North' : dy < 0 ? 'South' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}

function directionOptions(random: Random, correct: string): Options {
  const i = COMPASS.indexOf(correct as (typeof COMPASS)[number]);
  const near = [COMPASS[(i + 4) % 8]!, COMPASS[(i + 2) % 8]!, COMPASS[(i + 6) % 8]!, COMPASS[(i + 1) % 8]!, COMPASS[(i + 7) % 8]!];
  return fourOptions(correct, [...random.shuffle(near.slice(0, 3)), ...near.slice(3)]);
}

interface Walk {
  readonly text: string;
  readonly dx: number;
  readonly dy: number;
  readonly heading: number;
  readonly walked: number;
}

/** A walk of legs with right/left turns between them, told as a student would copy it. */
function turnWalk(random: Random, walker: string, pronoun: string, unit: string): Walk {
  let heading = random.int(0, 3);
  const legs = random.int(3, 5);
  let [x, y, walked] = [0, 0, 0];
  const parts: string[] = [];
  for (let leg = 0; leg < legs; leg += 1) {
    const distance = random.int(1, 12) * random.pick([1, 1, 2, 5]);
    if (leg === 0) parts.push(`${walker} starts from ${random.pick(['his house', 'point P', 'the school gate', 'the bus stop'])} and walks ${distance} ${unit} towards ${COMPASS[heading * 2]}`);
    else {
      const right = random.next() < 0.5;
      heading = (heading + (right ? 1 : 3)) % 4;
      const turn = random.pick(['then turns', 'turns', 'takes a']);
      parts.push(`${turn} ${right ? 'right' : 'left'}${turn === 'takes a' ? ' turn' : ''} and walks ${distance} ${unit}`);
    }
    x += HEADINGS[heading]![0] * distance;
    y += HEADINGS[heading]![1] * distance;
    walked += distance;
  }
  const text = `${parts[0]}. ${capitalize(pronoun)} ${parts.slice(1).join(', ')}.`.replace(/(, )(?:then )?([^,]*)\.$/, ' and finally $2.');
  return { text, dx: x, dy: y, heading, walked };
}

/** The same kind of walk told with compass directions only. */
function compassWalk(random: Random, unit: string): Walk {
  const legs = random.int(3, 4);
  let [x, y, walked, heading] = [0, 0, 0, 0];
  const parts: string[] = [];
  for (let leg = 0; leg < legs; leg += 1) {
    heading = (heading + (leg === 0 ? random.int(0, 3) : random.pick([1, 3]))) % 4;
    const distance = random.int(1, 15) * random.pick([1, 2, 5]);
    parts.push(`${distance} ${unit} ${random.pick(['towards', 'to the', ''])} ${COMPASS[heading * 2]}`.replace(/ {2}/g, ' '));
    x += HEADINGS[heading]![0] * distance;
    y += HEADINGS[heading]![1] * distance;
    walked += distance;
  }
  return { text: parts.join(', then '), dx: x, dy: y, heading, walked };
}

function wholeDistance(dx: number, dy: number): number | undefined {
  const d = Math.sqrt(dx * dx + dy * dy);
  return d > 0 && Number.isInteger(d) ? d : undefined;
}

function distanceOptions(random: Random, d: number, walk: Walk, unit: string): Options {
  const slips = [walk.walked, Math.abs(walk.dx) + Math.abs(walk.dy), d + 1, d - 1, d + 2, d * 2];
  return fourOptions(`${d} ${unit}`, random.shuffle(slips.slice(0, 3)).concat(slips.slice(3)).filter((x) => x > 0).map((x) => `${x} ${unit}`));
}

const TURNS: readonly [string, number][] = [
  ['turns 90° clockwise', 2],
  ['turns 90° anticlockwise', -2],
  ['turns 45° clockwise', 1],
  ['turns 45° anticlockwise', -1],
  ['turns 135° clockwise', 3],
  ['turns 135° anticlockwise', -3],
  ['turns right', 2],
  ['turns left', -2],
  ['turns back', 4],
  ['turns 180°', 4],
];

const DIRECTION = templatesOf('direction', [
  // Distance from the start after a walk with turns.
  (random) =>
    until(random, (r) => {
      const walker = r.pick(MALE_NAMES);
      const unit = r.pick(['m', 'km']);
      const walk = turnWalk(r, walker, 'he', unit);
      const d = wholeDistance(walk.dx, walk.dy);
      if (d === undefined) return undefined;
      const question = `${walk.text} ${r.pick(['How far is he from the starting point?', 'What is the shortest distance between his starting point and his present position?', 'How far is he now from where he started?'])}`;
      return { question, options: distanceOptions(r, d, walk, unit) };
    }),
  // Direction of the end point from the start.
  (random) =>
    until(random, (r) => {
      const walker = r.pick(FEMALE_NAMES);
      const walk = turnWalk(r, walker, 'she', r.pick(['m', 'km']));
      if (walk.dx === 0 && walk.dy === 0) return undefined;
      const correct = directionOf(walk.dx, walk.dy);
      const question = `${walk.text.replace(/his house/, 'her house')} ${r.pick(['In which direction is she now from the starting point?', 'In which direction is she from her starting point?', 'Which direction is her present position with respect to the starting point?'])}`;
      return { question, options: directionOptions(r, correct) };
    }),
  // Distance and direction together.
  (random) =>
    until(random, (r) => {
      const unit = r.pick(['m', 'km']);
      const walk = turnWalk(r, r.pick(MALE_NAMES), 'he', unit);
      const d = wholeDistance(walk.dx, walk.dy);
      if (d === undefined) return undefined;
      const dir = directionOf(walk.dx, walk.dy);
      const wrongDir = COMPASS[(COMPASS.indexOf(dir as (typeof COMPASS)[number]) + 4) % 8]!;
      const other = walk.walked !== d ? walk.walked : d + 5;
      const candidates = [`${d} ${unit}, ${wrongDir}`, `${other} ${unit}, ${dir}`, `${other} ${unit}, ${wrongDir}`, `${d + 1} ${unit}, ${dir}`];
      return { question: `${walk.text} How far and in which direction is he from the starting point?`, options: fourOptions(`${d} ${unit}, ${dir}`, candidates) };
    }),
  // Facing direction after turns by angles.
  (random) => {
    const start = random.int(0, 7);
    const female = random.next() < 0.5;
    const name = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const turns = Array.from({ length: random.int(2, 4) }, () => random.pick(TURNS));
    const final = turns.reduce((h, [, eighths]) => (((h + eighths) % 8) + 8) % 8, start);
    const steps = turns.map(([text]) => text);
    const question = `${name} is facing ${COMPASS[start]}. ${female ? 'She' : 'He'} ${steps.slice(0, -1).join(', then ')} and then ${steps.at(-1)}. Which direction is ${name} facing now?`;
    return { question, options: directionOptions(random, COMPASS[final]!) };
  },
  // Shadows: the sun is in the east in the morning and in the west in the evening.
  (random) =>
    until(random, (r) => {
      const morning = r.next() < 0.5;
      const shadow = morning ? 3 : 1; // shadow points away from the sun: west in the morning, east in the evening
      const side = r.pick(['right', 'left', 'back', 'front'] as const);
      const offset = { front: 0, right: 1, back: 2, left: 3 }[side];
      const facing = [0, 1, 2, 3].filter((h) => (h + offset) % 4 === shadow);
      if (facing.length !== 1) return undefined;
      const name = r.pick(MALE_NAMES);
      const time = morning ? r.pick(['One morning after sunrise', 'Early in the morning', 'At 7 a.m.']) : r.pick(['One evening before sunset', 'At about 5 p.m.', 'Late in the afternoon']);
      const where = side === 'back' ? 'behind him' : side === 'front' ? 'in front of him' : `to his ${side}`;
      const question = `${time}, ${name} was standing in a field. His shadow fell exactly ${where}. Which direction was he facing?`;
      const correct = COMPASS[facing[0]! * 2]!;
      return { question, options: fourOptions(correct, r.shuffle(['North', 'East', 'South', 'West'])) };
    }),
  // Points placed relative to one another.
  (random) =>
    until(random, (r) => {
      const labels = r.shuffle(LETTERS).slice(0, 4);
      const points: [number, number][] = [[0, 0]];
      const statements: string[] = [];
      for (let i = 1; i < 4; i += 1) {
        const from = r.int(0, i - 1);
        const h = r.int(0, 3);
        const d = r.int(1, 12) * r.pick([1, 2, 5]);
        points.push([points[from]![0] + HEADINGS[h]![0] * d, points[from]![1] + HEADINGS[h]![1] * d]);
        statements.push(`${labels[i]} is ${d} m to the ${COMPASS[h * 2]} of ${labels[from]}.`);
      }
      const [i, j] = r.shuffle([0, 1, 2, 3]).slice(0, 2) as [number, number];
      const [dx, dy] = [points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]];
      if (r.next() < 0.5) {
        const d = wholeDistance(dx, dy);
        if (d === undefined) return undefined;
        const question = `${r.shuffle(statements).join(' ')} What is the distance between ${labels[i]} and ${labels[j]}?`;
        return { question, options: fourOptions(`${d} m`, [Math.abs(dx) + Math.abs(dy), d + 1, d + 2, d - 1, d * 2, d + 3, d + 4].filter((x) => x > 0).map((x) => `${x} m`)) };
      }
      if (dx === 0 && dy === 0) return undefined;
      const question = `${r.shuffle(statements).join(' ')} In which direction is ${labels[i]} with respect to ${labels[j]}?`;
      return { question, options: directionOptions(r, directionOf(dx, dy)) };
    }),
  // Facing direction at the end of a walk with turns.
  (random) =>
    until(random, (r) => {
      const walk = turnWalk(r, r.pick(MALE_NAMES), 'he', 'm');
      const correct = COMPASS[walk.heading * 2]!;
      const question = `${walk.text} ${r.pick(['Which direction is he facing now?', 'In which direction is he walking at the end?', 'Towards which direction is he facing finally?'])}`;
      return { question, options: fourOptions(correct, r.shuffle(['North', 'East', 'South', 'West', 'North-East'])) };
    }),
  // A walk told in compass directions: shortest distance back.
  (random) =>
    until(random, (r) => {
      const unit = r.pick(['m', 'km']);
      const walk = compassWalk(r, unit);
      const d = wholeDistance(walk.dx, walk.dy);
      if (d === undefined) return undefined;
      const who = r.pick([...MALE_NAMES, ...FEMALE_NAMES]);
      const question = r.pick([
        `${who} walks ${walk.text}. What is the shortest distance between the starting point and the final position?`,
        `A car goes ${walk.text}. How far is it from its starting point?`,
      ]);
      return { question, options: distanceOptions(r, d, walk, unit) };
    }),
]);

// =============================================================================================
// Ordering and ranking: brute force over all orders.
// =============================================================================================

const permutationCache = new Map<number, number[][]>();

/** All orderings of 0..n-1 (cached; n <= 8). */
function permutations(n: number): number[][] {
  const cached = permutationCache.get(n);
  if (cached) return cached;
  const result: number[][] = [];
  const build = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) result.push(prefix);
    rest.forEach((x, i) => build([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  build([], [...Array(n).keys()]);
  permutationCache.set(n, result);
  return result;
}

interface Clue<T> {
  readonly text: string;
  readonly holds: (arrangement: T) => boolean;
  /** People the clue names, so clues that give the answer away can be left out. */
  readonly about: readonly number[];
}

/**
 * Adds true clues (in random order) until every arrangement that fits them gives the same
 * answer, then drops clues that are not needed. Undefined when the clues never settle it.
 */
function settle<T>(random: Random, arrangements: readonly T[], pool: readonly Clue<T>[], answer: (a: T) => string | undefined): { clues: Clue<T>[]; answer: string } | undefined {
  const chosen: Clue<T>[] = [];
  let fitting = [...arrangements];
  const settled = (list: readonly T[]) => {
    const answers = new Set(list.map(answer));
    return answers.size === 1 && !answers.has(undefined);
  };
  for (const clue of random.shuffle(pool)) {
    if (settled(fitting)) break;
    const next = fitting.filter(clue.holds);
    if (next.length < fitting.length) {
      chosen.push(clue);
      fitting = next;
    }
  }
  if (!settled(fitting)) return undefined;
  for (const clue of [...chosen]) {
    const without = chosen.filter((c) => c !== clue);
    if (settled(arrangements.filter((a) => without.every((c) => c.holds(a))))) chosen.splice(chosen.indexOf(clue), 1);
  }
  return { clues: chosen, answer: answer(fitting[0]!)! };
}

interface Measure {
  readonly more: string;
  readonly less: string;
  readonly most: string;
  readonly least: string;
  readonly noun: string;
}

const MEASURES: readonly Measure[] = [
  { more: 'is taller than', less: 'is shorter than', most: 'tallest', least: 'shortest', noun: 'height' },
  { more: 'scored more marks than', less: 'scored fewer marks than', most: 'highest scorer', least: 'lowest scorer', noun: 'marks' },
  { more: 'is older than', less: 'is younger than', most: 'oldest', least: 'youngest', noun: 'age' },
  { more: 'is heavier than', less: 'is lighter than', most: 'heaviest', least: 'lightest', noun: 'weight' },
];

/** Comparison clues about a ranking (rank[person] = 0 for the top). */
function rankingClues(people: readonly string[], rank: readonly number[], measure: Measure): Clue<number[]>[] {
  const n = people.length;
  const clues: Clue<number[]>[] = [];
  const rankOf = (order: number[], p: number) => order.indexOf(p);
  for (let x = 0; x < n; x += 1) {
    for (let y = 0; y < n; y += 1) {
      if (x === y) continue;
      if (rank[x]! < rank[y]!) {
        clues.push({ text: `${people[x]} ${measure.more} ${people[y]}.`, holds: (o) => rankOf(o, x) < rankOf(o, y), about: [x, y] });
        clues.push({ text: `${people[y]} ${measure.less} ${people[x]}.`, holds: (o) => rankOf(o, x) < rankOf(o, y), about: [x, y] });
      }
      for (let z = 0; z < n; z += 1) {
        if (z !== x && z !== y && rank[z]! < rank[x]! && rank[x]! < rank[y]!) {
          clues.push({
            text: `${people[x]} ${measure.more} ${people[y]} but ${measure.less.replace(/^is /, '')} ${people[z]}.`,
            holds: (o) => rankOf(o, z) < rankOf(o, x) && rankOf(o, x) < rankOf(o, y),
            about: [x, y, z],
          });
        }
      }
    }
    if (rank[x] !== 0) clues.push({ text: `${people[x]} is not the ${measure.most}.`, holds: (o) => o[0] !== x, about: [x] });
    if (rank[x] !== n - 1) clues.push({ text: `${people[x]} is not the ${measure.least}.`, holds: (o) => o[n - 1] !== x, about: [x] });
  }
  return clues;
}

/** "Who is the third tallest?" over 5 or 6 people, clues settled by brute force. */
function rankingDoubt(random: Random, measure: Measure, positions: readonly number[], size: number) {
  return until(random, (r) => {
    const people = names(r, size);
    const order = r.shuffle([...Array(size).keys()]);
    const rank = people.map((_, p) => order.indexOf(p));
    const asked = r.pick(positions.filter((p) => p < size));
    const settledClues = settle(r, permutations(size), rankingClues(people, rank, measure), (o) => people[o[asked]!]);
    if (settledClues === undefined || settledClues.clues.length > 7) return undefined;
    const label =
      asked === 0
        ? `the ${measure.most}`
        : asked === size - 1
          ? `the ${measure.least}`
          : asked === (size - 1) / 2 && r.next() < 0.5
            ? `in the middle when they are arranged by ${measure.noun}`
            : asked > (size - 1) / 2
              ? `the ${ordinal(size - asked)} ${measure.least}`
              : `the ${ordinal(asked + 1)} ${measure.most}`;
    const intro = r.pick([`Among ${people.slice(0, -1).join(', ')} and ${people.at(-1)}:`, `${capitalize(small(r, size))} friends, ${people.join(', ')}, are compared by ${measure.noun}.`]);
    const question = `${intro} ${settledClues.clues.map((c) => c.text).join(' ')} Who is ${label}?`;
    const near = [order[asked - 1], order[asked + 1], order[0], order[size - 1]].filter((p): p is number => p !== undefined).map((p) => people[p]!);
    return { question, options: optionsFrom(r, settledClues.answer, near, people) };
  });
}

const ORDERING = templatesOf('ordering', [
  (random) => rankingDoubt(random, MEASURES[0]!, [0, 4], 5),
  (random) => rankingDoubt(random, MEASURES[1]!, [1, 2, 3], random.pick([5, 6])),
  (random) => rankingDoubt(random, MEASURES[2]!, [5, 4, 0], 6),
  // Rank from the top and the bottom: the number of students.
  (random) => {
    const total = random.int(15, 60);
    const top = random.int(2, total - 1);
    const bottom = total - top + 1;
    const name = random.pick([...MALE_NAMES, ...FEMALE_NAMES]);
    const question = random.pick([
      `${name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
      `In a row of students, ${name} is ${ordinal(top)} from the left end and ${ordinal(bottom)} from the right end. How many students are in the row?`,
    ]);
    return { question, options: fourOptions(String(total), [total + 1, total - 1, total + 2, top + bottom - 2].map(String)) };
  },
  // Rank from the top known: rank from the bottom.
  (random) => {
    const total = random.int(20, 70);
    const top = random.int(2, total - 1);
    const name = random.pick([...MALE_NAMES, ...FEMALE_NAMES]);
    const answer = total - top + 1;
    const question = random.pick([
      `In a class of ${total} students, ${name} ranks ${ordinal(top)} from the top. What is ${name}'s rank from the bottom?`,
      `${name} is ${ordinal(top)} from the front in a queue of ${total} people. What is ${name}'s position from the back?`,
    ]);
    return { question, options: fourOptions(ordinal(answer), [answer - 1, answer + 1, total - top, answer + 2].filter((x) => x > 0).map(ordinal)) };
  },
  // Two positions in a row: how many between them.
  (random) =>
    until(random, (r) => {
      const total = r.int(20, 60);
      const left = r.int(1, total);
      const fromRight = r.int(1, total);
      const rightPos = total - fromRight + 1;
      if (left === rightPos) return undefined;
      const between = Math.abs(left - rightPos) - 1;
      const [a, b] = names(r, 2);
      const question = `In a row of ${total} children, ${a} is ${ordinal(left)} from the left end and ${b} is ${ordinal(fromRight)} from the right end. How many children are there between ${a} and ${b}?`;
      return { question, options: fourOptions(String(between), [between + 1, between - 1, total - left - fromRight, between + 2, left + fromRight - total, between + 3].filter((x) => x >= 0).map(String)) };
    }),
  // Interchange of positions.
  (random) =>
    until(random, (r) => {
      const total = r.int(15, 50);
      const a = r.int(1, total);
      const b = r.int(1, total);
      const bPos = total - b + 1;
      if (a === bPos) return undefined;
      const [x, y] = names(r, 2);
      if (r.next() < 0.5) {
        const question = `In a row, ${x} is ${ordinal(a)} from the left and ${y} is ${ordinal(b)} from the right. When they interchange their positions, ${x} becomes ${ordinal(bPos)} from the left. How many persons are there in the row?`;
        return { question, options: fourOptions(String(total), [bPos + b, bPos + b - 2, a + b - 1, total + 2].map(String)) };
      }
      const question = `In a row of ${total} girls, ${x} is ${ordinal(a)} from the left and ${y} is ${ordinal(b)} from the right. If they interchange their positions, what will be ${y}'s position from the right?`;
      const answer = total - a + 1;
      return { question, options: fourOptions(ordinal(answer), [answer + 1, answer - 1, a, total - a, answer + 2, answer + 3].filter((p) => p > 0).map(ordinal)) };
    }),
  (random) => rankingDoubt(random, MEASURES[3]!, [1, 2], random.pick([5, 6])),
]);

// =============================================================================================
// Seating: rows and circles, clues settled by brute force.
// =============================================================================================

const ORDINAL_WORDS = ['', 'immediately', 'second', 'third'] as const;
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** Clues about a row; seat 0 is the left end of people facing north. */
function rowClues(people: readonly string[], seat: readonly number[]): Clue<number[]>[] {
  const n = people.length;
  const at = (a: number[], p: number) => a.indexOf(p);
  const clues: Clue<number[]>[] = [];
  for (let x = 0; x < n; x += 1) {
    const s = seat[x]!;
    if (s === 0 || s === n - 1) clues.push({ text: `${people[x]} sits at one of the extreme ends.`, holds: (a) => at(a, x) === 0 || at(a, x) === n - 1, about: [x] });
    else clues.push({ text: `${people[x]} does not sit at either end.`, holds: (a) => at(a, x) !== 0 && at(a, x) !== n - 1, about: [x] });
    if (s === 0) clues.push({ text: `${people[x]} sits at the extreme left end.`, holds: (a) => at(a, x) === 0, about: [x] });
    else if (s < 3) clues.push({ text: `${people[x]} sits ${ordinal(s + 1)} from the left end.`, holds: (a) => at(a, x) === s, about: [x] });
    if (s === n - 1) clues.push({ text: `${people[x]} sits at the extreme right end.`, holds: (a) => at(a, x) === s, about: [x] });
    else if (n - 1 - s < 3) clues.push({ text: `${people[x]} sits ${ordinal(n - s)} from the right end.`, holds: (a) => at(a, x) === s, about: [x] });
    for (let y = 0; y < n; y += 1) {
      if (x === y) continue;
      const gap = seat[y]! - s;
      if (gap > 0 && gap <= 3) {
        clues.push({ text: `${people[x]} sits ${ORDINAL_WORDS[gap]} to the left of ${people[y]}.`, holds: (a) => at(a, y) - at(a, x) === gap, about: [x, y] });
        clues.push({ text: `${people[y]} sits ${ORDINAL_WORDS[gap]} to the right of ${people[x]}.`, holds: (a) => at(a, y) - at(a, x) === gap, about: [x, y] });
      }
      if (x < y) {
        const between = Math.abs(gap) - 1;
        const text = between === 0 ? `${people[x]} and ${people[y]} sit next to each other.` : `Exactly ${COUNT_WORDS[between]} ${between === 1 ? 'person sits' : 'persons sit'} between ${people[x]} and ${people[y]}.`;
        clues.push({ text, holds: (a) => Math.abs(at(a, x) - at(a, y)) - 1 === between, about: [x, y] });
        if (between > 0) clues.push({ text: `${people[x]} is not an immediate neighbour of ${people[y]}.`, holds: (a) => Math.abs(at(a, x) - at(a, y)) > 1, about: [x, y] });
      }
    }
  }
  return clues;
}

/** Clues about a circle; seat k+1 is to the right of seat k for people facing the centre. */
function circleClues(people: readonly string[], seat: readonly number[]): Clue<number[]>[] {
  const n = people.length;
  const at = (a: number[], p: number) => a.indexOf(p);
  const offset = (a: number[], x: number, y: number) => (((at(a, x) - at(a, y)) % n) + n) % n;
  const clues: Clue<number[]>[] = [];
  for (let x = 0; x < n; x += 1) {
    for (let y = 0; y < n; y += 1) {
      if (x === y) continue;
      const k = (((seat[x]! - seat[y]!) % n) + n) % n;
      if (k >= 1 && k <= 2) clues.push({ text: `${people[x]} sits ${ORDINAL_WORDS[k]} to the right of ${people[y]}.`, holds: (a) => offset(a, x, y) === k, about: [x, y] });
      if (n - k >= 1 && n - k <= 2) clues.push({ text: `${people[x]} sits ${ORDINAL_WORDS[n - k]} to the left of ${people[y]}.`, holds: (a) => offset(a, x, y) === k, about: [x, y] });
      if (x < y && n % 2 === 0 && k === n / 2) clues.push({ text: `${people[x]} sits opposite ${people[y]}.`, holds: (a) => offset(a, x, y) === n / 2, about: [x, y] });
      if (x < y && k !== 1 && k !== n - 1) clues.push({ text: `${people[x]} is not an immediate neighbour of ${people[y]}.`, holds: (a) => offset(a, x, y) !== 1 && offset(a, x, y) !== n - 1, about: [x, y] });
    }
    const [l, r] = [seat.indexOf((seat[x]! + n - 1) % n), seat.indexOf((seat[x]! + 1) % n)];
    clues.push({ text: `${people[x]} sits between ${people[l]} and ${people[r]}.`, holds: (a) => new Set([offset(a, l, x), offset(a, r, x)]).size === 2 && [1, n - 1].includes(offset(a, l, x)) && [1, n - 1].includes(offset(a, r, x)), about: [x, l, r] });
  }
  return clues;
}

/** Circle arrangements with person 0 in seat 0 (turning the table changes nothing). */
function circleArrangements(n: number): number[][] {
  return permutations(n - 1).map((p) => [0, ...p.map((x) => x + 1)]);
}

interface SeatQuestion {
  readonly text: string;
  readonly answer: (arrangement: number[]) => string | undefined;
  /** Clues that would state the answer outright. */
  readonly givesAway: (clue: Clue<number[]>) => boolean;
  /** People named in the question, never offered as its answer. */
  readonly named: readonly number[];
}

function seatingDoubt(random: Random, circle: boolean, size: number, ask: (people: string[], seat: number[], random: Random) => SeatQuestion | undefined) {
  return until(random, (r) => {
    const people = names(r, size);
    const arrangement = circle ? [0, ...r.shuffle([...Array(size).keys()].slice(1))] : r.shuffle([...Array(size).keys()]);
    const seat = people.map((_, p) => arrangement.indexOf(p));
    const question = ask(people, seat, r);
    if (question === undefined) return undefined;
    const pool = (circle ? circleClues(people, seat) : rowClues(people, seat)).filter((c) => !question.givesAway(c));
    const result = settle(r, circle ? circleArrangements(size) : permutations(size), pool, question.answer);
    if (result === undefined || result.clues.length > size + 1) return undefined;
    const setting = circle
      ? r.pick([`${capitalize(small(r, size))} friends ${people.join(', ')} are sitting around a circular table facing the centre.`, `${people.join(', ')} sit around a round table, all facing the centre.`])
      : r.pick([`${capitalize(small(r, size))} students ${people.join(', ')} are sitting in a row facing North.`, `${people.join(', ')} are seated in a straight line, all facing North.`]);
    const text = `${setting} ${result.clues.map((c) => c.text).join(' ')} ${question.text}`;
    const numeric = /^\d+$/.test(result.answer);
    const options = numeric
      ? fourOptions(result.answer, [1, -1, 2, 3, -2].map((d) => Number(result.answer) + d).filter((x) => x >= 0).map(String))
      : fourOptions(result.answer, r.shuffle(people.filter((_, p) => !question.named.includes(p))));
    return { question: text, options };
  });
}

const nameAt = (people: readonly string[]) => (a: number[], s: number) => (s >= 0 && s < a.length ? people[a[s]!] : undefined);

const SEATING = templatesOf('seating', [
  // Row of five: who sits in the middle?
  (random) =>
    seatingDoubt(random, false, 5, (people) => ({
      text: 'Who sits in the middle of the row?',
      answer: (a) => nameAt(people)(a, 2),
      givesAway: (c) => /3rd from/.test(c.text),
      named: [],
    })),
  // Row of six: who sits at an end?
  (random) =>
    seatingDoubt(random, false, 6, (people, _seat, r) => {
      const left = r.next() < 0.5;
      return {
        text: `Who sits at the extreme ${left ? 'left' : 'right'} end?`,
        answer: (a) => nameAt(people)(a, left ? 0 : 5),
        givesAway: (c) => /extreme (left|right) end/.test(c.text),
        named: [],
      };
    }),
  // Row: immediate left or right of X.
  (random) =>
    seatingDoubt(random, false, random.pick([5, 6]), (people, seat, r) => {
      const x = r.int(0, people.length - 1);
      const left = r.next() < 0.5;
      const target = seat[x]! + (left ? -1 : 1);
      if (target < 0 || target >= people.length) return undefined;
      return {
        text: `Who sits immediately to the ${left ? 'left' : 'right'} of ${people[x]}?`,
        answer: (a) => nameAt(people)(a, a.indexOf(x) + (left ? -1 : 1)),
        givesAway: (c) => c.about.includes(x) && /immediately/.test(c.text),
        named: [x],
      };
    }),
  // Row of seven: how many sit between X and Y?
  (random) =>
    seatingDoubt(random, false, 7, (people, _seat, r) => {
      const [x, y] = r.shuffle([...Array(people.length).keys()]) as [number, number];
      return {
        text: `How many persons sit between ${people[x]} and ${people[y]}?`,
        answer: (a) => String(Math.abs(a.indexOf(x) - a.indexOf(y)) - 1),
        givesAway: (c) => c.about.includes(x) && c.about.includes(y),
        named: [x, y],
      };
    }),
  // Circle of six: who sits opposite X?
  (random) =>
    seatingDoubt(random, true, 6, (people, _seat, r) => {
      const x = r.int(0, 5);
      return {
        text: `Who sits opposite ${people[x]}?`,
        answer: (a) => people[a[(a.indexOf(x) + 3) % 6]!],
        givesAway: (c) => c.about.includes(x) && /opposite/.test(c.text),
        named: [x],
      };
    }),
  // Circle of five: immediate right or left of X.
  (random) =>
    seatingDoubt(random, true, 5, (people, _seat, r) => {
      const x = r.int(0, 4);
      const right = r.next() < 0.5;
      return {
        text: `Who sits to the immediate ${right ? 'right' : 'left'} of ${people[x]}?`,
        answer: (a) => people[a[(a.indexOf(x) + (right ? 1 : 4)) % 5]!],
        givesAway: (c) => c.about.includes(x) && (/immediately/.test(c.text) || / between /.test(c.text)),
        named: [x],
      };
    }),
  // Circle of eight: second to the left of X.
  (random) =>
    seatingDoubt(random, true, 8, (people, _seat, r) => {
      const x = r.int(0, 7);
      return {
        text: `Who sits second to the left of ${people[x]}?`,
        answer: (a) => people[a[(a.indexOf(x) + 6) % 8]!],
        givesAway: (c) => c.about.includes(x) && /second/.test(c.text),
        named: [x],
      };
    }),
  // Circle: who sits between X and Y?
  (random) =>
    seatingDoubt(random, true, random.pick([6, 7]), (people, seat, r) => {
      const n = people.length;
      const x = r.int(0, n - 1);
      const y = seat.indexOf((seat[x]! + 2) % n);
      const mid = (a: number[]) => {
        const k = (((a.indexOf(y) - a.indexOf(x)) % n) + n) % n;
        if (k === 2) return people[a[(a.indexOf(x) + 1) % n]!];
        if (k === n - 2) return people[a[(a.indexOf(x) + n - 1) % n]!];
        return undefined;
      };
      return {
        text: `Who sits between ${people[x]} and ${people[y]}?`,
        answer: mid,
        givesAway: (c) => / between /.test(c.text) && c.about.includes(x) && c.about.includes(y),
        named: [x, y],
      };
    }),
]);

// =============================================================================================
// Series: generated by their rule.
// =============================================================================================

function seriesDoubt(random: Random, terms: readonly number[], slips: readonly number[], missingAt = terms.length - 1) {
  const shown = terms.map((t, i) => (i === missingAt ? '?' : String(t)));
  const answer = terms[missingAt]!;
  const question =
    missingAt === terms.length - 1
      ? random.pick([`Find the next number in the series: ${shown.slice(0, -1).join(', ')}, ?`, `What comes next? ${shown.slice(0, -1).join(', ')}, ...`, `Complete the series: ${shown.join(', ')}`])
      : random.pick([`Find the missing number in the series: ${shown.join(', ')}`, `What number should replace the question mark? ${shown.join(', ')}`]);
  return { question, options: fourOptions(String(answer), [...slips, answer + 1, answer - 1, answer + 2, answer - 2].filter((x) => x !== answer).map(String)) };
}

const letterSeq = (p: number) => letterAt(p);

const SERIES = templatesOf('series', [
  // Differences growing by a constant.
  (random) => {
    const start = random.int(1, 30);
    const first = random.int(1, 9);
    const growth = random.int(1, 5);
    const terms = Array.from({ length: 6 }, (_, i) => start + first * i + (growth * i * (i - 1)) / 2);
    const last = terms[4]! - terms[3]!;
    return seriesDoubt(random, terms, [terms[4]! + last, terms[4]! + last + growth * 2]);
  },
  // Multiply and add.
  (random) => {
    const k = random.pick([2, 2, 3]);
    const c = random.pick([-2, -1, 1, 2, 3]);
    const start = random.int(3, 9);
    const terms = [start];
    for (let i = 1; i < 6; i += 1) terms.push(terms[i - 1]! * k + c);
    return seriesDoubt(random, terms, [terms[4]! * k, terms[4]! * k + 2 * c, terms[4]! + (terms[4]! - terms[3]!)]);
  },
  // Squares or cubes plus or minus a constant.
  (random) => {
    const power = random.pick([2, 2, 3]);
    const c = random.pick([-2, -1, 0, 1, 2]);
    const from = random.int(1, power === 2 ? 12 : 5);
    const terms = Array.from({ length: 6 }, (_, i) => (from + i) ** power + c);
    return seriesDoubt(random, terms, [(from + 5) ** power, (from + 6) ** power + c, terms[4]! + (terms[4]! - terms[3]!)]);
  },
  // Two interleaved series.
  (random) => {
    const [a, da] = [random.int(1, 20), random.pick([2, 3, 4, 5])];
    const [b, db] = [random.int(20, 60), random.pick([-3, -2, 2, 3, 5, 7])];
    const terms = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a + da * (i / 2) : b + db * ((i - 1) / 2)));
    return seriesDoubt(random, terms.slice(0, 8), [terms[6]! + da, terms[5]! + db, terms[7]! + db]);
  },
  // Missing term in the middle.
  (random) => {
    const rule = random.int(0, 2);
    const start = random.int(2, 9);
    const terms =
      rule === 0
        ? Array.from({ length: 6 }, (_, i) => (start + i) ** 2)
        : rule === 1
          ? Array.from({ length: 6 }, (_, i) => start * 2 ** i)
          : Array.from({ length: 6 }, (_, i) => start + 3 * i + i * i);
    const missing = random.int(2, 4);
    const t = terms[missing]!;
    return seriesDoubt(random, terms, [(terms[missing - 1]! + terms[missing + 1]!) / 2 === t ? t + 3 : Math.round((terms[missing - 1]! + terms[missing + 1]!) / 2), t + 4], missing);
  },
  // Letter series with a constant or growing skip.
  (random) => {
    const start = random.int(1, 10);
    const step = random.int(2, 5);
    const grows = random.next() < 0.4;
    const positions = Array.from({ length: 6 }, (_, i) => start + (grows ? (i * (i + 1)) / 2 + i : step * i));
    const letters = positions.map(letterSeq);
    const answer = letters[5]!;
    const question = random.pick([`Find the next letter in the series: ${letters.slice(0, 5).join(', ')}, ?`, `${letters.slice(0, 5).join(' ')} ?`]);
    const last = positions[5]!;
    return { question, options: fourOptions(answer, [letterSeq(last + 1), letterSeq(last - 1), letterSeq(last + 2), letterSeq(last - 2), letterSeq(positions[4]! + step)]) };
  },
  // Letter groups moving together ('AZ, BY, CX, ?').
  (random) => {
    const size = random.pick([2, 3]);
    const starts = Array.from({ length: size }, () => random.int(1, 26));
    const steps = Array.from({ length: size }, () => random.pick([-2, -1, 1, 2, 3]));
    const group = (i: number) => starts.map((s, j) => letterSeq(s + steps[j]! * i)).join('');
    const groups = Array.from({ length: 5 }, (_, i) => group(i));
    const answer = groups[4]!;
    const slip = (j: number, d: number) => starts.map((s, m) => letterSeq(s + steps[m]! * 4 + (m === j ? d : 0))).join('');
    const question = random.pick([`What comes next in the series: ${groups.slice(0, 4).join(', ')}, ?`, `Find the next term: ${groups.slice(0, 4).join(', ')}, ____`]);
    return { question, options: fourOptions(answer, [slip(0, 1), slip(size - 1, -1), slip(1, 1), slip(0, -1), slip(size - 1, 2)]) };
  },
  // Mixed operations: x1+1, x2+2, x3+3, ... or alternating x2 and +k.
  (random) => {
    const start = random.int(1, 6);
    const terms = [start];
    if (random.next() < 0.5) {
      const c = random.pick([1, 2]);
      for (let i = 1; i < 6; i += 1) terms.push(terms[i - 1]! * i + c * i);
    } else {
      const add = random.int(1, 9);
      for (let i = 1; i < 7; i += 1) terms.push(i % 2 === 1 ? terms[i - 1]! * 2 : terms[i - 1]! + add);
    }
    const n = terms.length;
    return seriesDoubt(random, terms, [terms[n - 2]! * 2, terms[n - 2]! + (terms[n - 2]! - terms[n - 3]!), terms[n - 1]! + 1]);
  },
]);

// =============================================================================================
// Syllogisms: conclusions checked over every possible filling of the Venn regions.
// =============================================================================================

type Quantifier = 'all' | 'no' | 'some' | 'some-not';

interface Proposition {
  readonly q: Quantifier;
  readonly a: number;
  readonly b: number;
  /** "All A being B is a possibility" rather than a plain claim. */
  readonly possibility?: boolean;
}

/** Worlds: sets of inhabited Venn regions (region r holds term t when bit t of r is set), every term non-empty. */
function worlds(terms: number, statements: readonly Proposition[]): number[][] {
  const regions = Array.from({ length: 2 ** terms - 1 }, (_, i) => i + 1);
  const found: number[][] = [];
  for (let mask = 1; mask < 2 ** regions.length; mask += 1) {
    const inhabited = regions.filter((_, i) => mask & (1 << i));
    let nonEmpty = true;
    for (let t = 0; t < terms; t += 1) if (!inhabited.some((r) => r & (1 << t))) nonEmpty = false;
    if (nonEmpty && statements.every((s) => holds(s, inhabited))) found.push(inhabited);
  }
  return found;
}

function holds(p: Proposition, inhabited: readonly number[]): boolean {
  const [a, b] = [1 << p.a, 1 << p.b];
  switch (p.q) {
    case 'all':
      return !inhabited.some((r) => r & a && !(r & b));
    case 'no':
      return !inhabited.some((r) => r & a && r & b);
    case 'some':
      return inhabited.some((r) => r & a && r & b);
    case 'some-not':
      return inhabited.some((r) => r & a && !(r & b));
  }
}

function propositionText(p: Proposition, nouns: readonly string[]): string {
  const [a, b] = [nouns[p.a]!, nouns[p.b]!];
  if (p.possibility) {
    const claim = { all: `All ${a} being ${b}`, no: `No ${a} being ${b}`, some: `Some ${a} being ${b}`, 'some-not': `Some ${a} not being ${b}` }[p.q];
    return `${claim} is a possibility.`;
  }
  return { all: `All ${a} are ${b}.`, no: `No ${a} are ${b}.`, some: `Some ${a} are ${b}.`, 'some-not': `Some ${a} are not ${b}.` }[p.q];
}

const VERDICTS = ['Only conclusion I follows', 'Only conclusion II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'] as const;

/** The verdict on two conclusions, by checking them in every world the statements allow. */
function verdict(terms: number, statements: readonly Proposition[], one: Proposition, two: Proposition): string | undefined {
  const allowed = worlds(terms, statements);
  if (allowed.length === 0) return undefined;
  // A possibility that is in fact certain is left out: papers disagree on whether it "follows".
  if ([one, two].some((c) => c.possibility && allowed.every((w) => holds(c, w)))) return undefined;
  const follows = (c: Proposition) => (c.possibility ? allowed.some((w) => holds(c, w)) : allowed.every((w) => holds(c, w)));
  const [f1, f2] = [follows(one), follows(two)];
  if (f1 && f2) return VERDICTS[4];
  if (f1) return VERDICTS[0];
  if (f2) return VERDICTS[1];
  const samePair = new Set([one.a, one.b, two.a, two.b]).size === 2;
  const eitherOr = samePair && !one.possibility && !two.possibility && allowed.every((w) => holds(one, w) !== holds(two, w));
  return eitherOr ? VERDICTS[2] : VERDICTS[3];
}

const NOUNS = [
  'pens', 'books', 'bags', 'chairs', 'tables', 'doctors', 'lawyers', 'judges', 'teachers', 'students', 'cats', 'dogs', 'birds',
  'flowers', 'trees', 'rivers', 'cars', 'buses', 'phones', 'keys', 'locks', 'rings', 'stones', 'kings', 'apples', 'mangoes',
  'clerks', 'poets', 'singers', 'players',
] as const;

const QUANTIFIERS: readonly Quantifier[] = ['all', 'no', 'some', 'some-not'];

function randomProposition(random: Random, a: number, b: number, weights: readonly Quantifier[] = QUANTIFIERS): Proposition {
  return random.next() < 0.5 ? { q: random.pick(weights), a, b } : { q: random.pick(weights), a: b, b: a };
}

/** Statements linking terms in a chain (A-B, B-C, C-D), each in either order. */
function chainStatements(random: Random, terms: number, weights: readonly Quantifier[]): Proposition[] {
  return Array.from({ length: terms - 1 }, (_, i) => randomProposition(random, i, i + 1, weights));
}

interface SyllogismPlan {
  readonly terms: number;
  readonly statementWeights: readonly Quantifier[];
  readonly conclusions: (random: Random, terms: number) => [Proposition, Proposition];
}

function syllogismDoubt(random: Random, plan: SyllogismPlan) {
  return until(random, (r) => {
    const statements = chainStatements(r, plan.terms, plan.statementWeights);
    const [one, two] = plan.conclusions(r, plan.terms);
    if (one.a === one.b || two.a === two.b || propositionText(one, NOUNS) === propositionText(two, NOUNS)) return undefined;
    const answer = verdict(plan.terms, statements, one, two);
    if (answer === undefined) return undefined;
    const nouns = r.shuffle(NOUNS).slice(0, plan.terms);
    const question = r.pick([
      `Statements: ${statements.map((s) => propositionText(s, nouns)).join(' ')} Conclusions: I. ${propositionText(one, nouns)} II. ${propositionText(two, nouns)}`,
      `Consider the statements to be true even if they seem at variance with commonly known facts. Statements: ${statements.map((s) => propositionText(s, nouns)).join(' ')} Conclusions: I. ${propositionText(one, nouns)} II. ${propositionText(two, nouns)} Which of the conclusions logically follows?`,
    ]);
    return { question, options: fourOptions(answer, r.shuffle(VERDICTS.filter((v) => v !== answer))) };
  });
}

const anyPair = (random: Random, terms: number): [number, number] => {
  const [a, b] = random.shuffle([...Array(terms).keys()]);
  return [a!, b!];
};
const complementary = (random: Random, a: number, b: number): [Proposition, Proposition] => {
  const pair: [Quantifier, Quantifier] = random.pick([
    ['some', 'no'],
    ['all', 'some-not'],
  ]);
  const [first, second] = random.next() < 0.5 ? pair : ([pair[1], pair[0]] as [Quantifier, Quantifier]);
  const flip = random.next() < 0.5 && first !== 'all' && first !== 'some-not';
  return [{ q: first, a: flip ? b : a, b: flip ? a : b }, { q: second, a, b }];
};

const SYLLOGISM = templatesOf('syllogism', [
  // Two statements, any conclusions.
  (random) => syllogismDoubt(random, { terms: 3, statementWeights: QUANTIFIERS, conclusions: (r, t) => [randomProposition(r, ...anyPair(r, t)), randomProposition(r, ...anyPair(r, t))] }),
  // Three statements over four terms.
  (random) => syllogismDoubt(random, { terms: 4, statementWeights: QUANTIFIERS, conclusions: (r, t) => [randomProposition(r, ...anyPair(r, t)), randomProposition(r, ...anyPair(r, t))] }),
  // Possibility conclusions.
  (random) =>
    syllogismDoubt(random, {
      terms: 3,
      statementWeights: ['all', 'no', 'some'],
      conclusions: (r, t) => [
        { ...randomProposition(r, ...anyPair(r, t), ['all', 'some']), possibility: true },
        r.next() < 0.5 ? { ...randomProposition(r, ...anyPair(r, t), ['all', 'no']), possibility: true } : randomProposition(r, ...anyPair(r, t)),
      ],
    }),
  // Complementary pair on the two end terms (either-or cases).
  (random) => syllogismDoubt(random, { terms: 3, statementWeights: ['all', 'some', 'no'], conclusions: (r) => complementary(r, 0, 2) }),
  // Negative statements.
  (random) => syllogismDoubt(random, { terms: 3, statementWeights: ['no', 'some-not', 'all', 'no'], conclusions: (r, t) => [randomProposition(r, ...anyPair(r, t)), randomProposition(r, 0, 2)] }),
  // Four terms, complementary conclusions.
  (random) =>
    syllogismDoubt(random, {
      terms: 4,
      statementWeights: ['all', 'some', 'no', 'all'],
      conclusions: (r, t) => {
        const [a, b] = anyPair(r, t);
        return complementary(r, a, b);
      },
    }),
  // 'Some ... not' conclusions.
  (random) =>
    syllogismDoubt(random, {
      terms: 3,
      statementWeights: ['all', 'no', 'some', 'some-not'],
      conclusions: (r, t) => [randomProposition(r, ...anyPair(r, t), ['some-not']), randomProposition(r, ...anyPair(r, t), ['some-not', 'some'])],
    }),
  // Affirmative statements, conversions in the conclusions.
  (random) =>
    syllogismDoubt(random, {
      terms: 3,
      statementWeights: ['all', 'all', 'some'],
      conclusions: (r, t) => [randomProposition(r, ...anyPair(r, t), ['some', 'all']), randomProposition(r, ...anyPair(r, t), ['all', 'some', 'no'])],
    }),
]);

export const TEMPLATES: readonly DoubtTemplate[] = [...BLOOD_RELATION, ...CODING, ...DIRECTION, ...ORDERING, ...SEATING, ...SERIES, ...SYLLOGISM];
