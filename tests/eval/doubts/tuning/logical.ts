import type { Random } from '../../../../adapters/tutor/generators/random';
import type { DoubtTemplate } from '../doubt-template';
import { capitalise, drawUntil, FEMALE_NAMES, formatNumber, MALE_NAMES, NAMES, numberOptions, ordinal, pickDistinct, templatesOf, textOptions } from './draw-helpers';

/**
 * Logical-reasoning doubts for tuning the solver. Each template builds the situation it describes
 * (a family, a code, a walk, an order, a seating, a series, a set of Venn regions), writes the
 * question from it, and reads the answer off the model; orders and seatings are checked by brute
 * force over every arrangement so that the clues fix the asked fact and nothing else is assumed.
 */

type Gender = 'male' | 'female';

interface Person {
  readonly name: string;
  readonly gender: Gender;
  readonly father?: Person;
  readonly mother?: Person;
  spouse?: Person;
}

/** How the next person on a walk relates to the current one: 'parent' means the next is a parent. */
type Link = 'parent' | 'child' | 'sibling' | 'spouse';

const LINK_TERMS: Record<Link, Record<Gender, string>> = {
  parent: { male: 'father', female: 'mother' },
  child: { male: 'son', female: 'daughter' },
  sibling: { male: 'brother', female: 'sister' },
  spouse: { male: 'husband', female: 'wife' },
};

const INVERSE: Record<Link, Link> = { parent: 'child', child: 'parent', sibling: 'sibling', spouse: 'spouse' };

/** A three-generation family with in-laws, every name different. */
class Family {
  readonly people: Person[] = [];
  private readonly names: { male: string[]; female: string[] };

  constructor(private readonly random: Random) {
    this.names = { male: random.shuffle(MALE_NAMES), female: random.shuffle(FEMALE_NAMES) };
    const grandfather = this.add('male');
    const grandmother = this.add('female');
    this.marry(grandfather, grandmother);
    const childCount = random.int(2, 3);
    for (let i = 0; i < childCount; i += 1) {
      const child = this.add(random.next() < 0.5 ? 'male' : 'female', grandfather, grandmother);
      if (random.next() < 0.85) {
        const inLawParents = i === 0 && random.next() < 0.7;
        const spouse = inLawParents ? this.addWithFamily(child.gender === 'male' ? 'female' : 'male') : this.add(child.gender === 'male' ? 'female' : 'male');
        this.marry(child, spouse);
        const father = child.gender === 'male' ? child : spouse;
        const mother = child.gender === 'male' ? spouse : child;
        const grandchildren = random.int(1, 2);
        for (let j = 0; j < grandchildren; j += 1) this.add(random.next() < 0.5 ? 'male' : 'female', father, mother);
      }
    }
  }

  private add(gender: Gender, father?: Person, mother?: Person): Person {
    const name = this.names[gender].pop();
    if (name === undefined) throw new Error('Ran out of names');
    const person: Person = { name, gender, ...(father ? { father } : {}), ...(mother ? { mother } : {}) };
    this.people.push(person);
    return person;
  }

  /** Someone marrying into the family, with parents and a sibling of their own. */
  private addWithFamily(gender: Gender): Person {
    const father = this.add('male');
    const mother = this.add('female');
    this.marry(father, mother);
    this.add(this.random.next() < 0.5 ? 'male' : 'female', father, mother);
    return this.add(gender, father, mother);
  }

  private marry(a: Person, b: Person): void {
    a.spouse = b;
    b.spouse = a;
  }

  neighbours(person: Person): [Link, Person][] {
    const found: [Link, Person][] = [];
    if (person.father) found.push(['parent', person.father]);
    if (person.mother) found.push(['parent', person.mother]);
    if (person.spouse) found.push(['spouse', person.spouse]);
    for (const other of this.people) {
      if (other.father === person || other.mother === person) found.push(['child', other]);
      if (other !== person && person.father !== undefined && other.father === person.father) found.push(['sibling', other]);
    }
    return found;
  }
}

/** Ancestors with their generation distance (the person at 0). */
function ancestors(person: Person): Map<Person, number> {
  const found = new Map<Person, number>([[person, 0]]);
  const queue = [person];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const parent of [current.father, current.mother]) {
      if (parent && !found.has(parent)) {
        found.set(parent, found.get(current)! + 1);
        queue.push(parent);
      }
    }
  }
  return found;
}

/** Generations up from x and from y to their nearest common ancestor, if they are related by blood. */
function bloodLink(x: Person, y: Person): [number, number] | undefined {
  const fromX = ancestors(x);
  let best: [number, number] | undefined;
  for (const [ancestor, dy] of ancestors(y)) {
    const dx = fromX.get(ancestor);
    if (dx !== undefined && (best === undefined || dx + dy < best[0] + best[1])) best = [dx, dy];
  }
  return best;
}

const BLOOD_TERMS: Record<string, Record<Gender, string>> = {
  '0,1': { male: 'father', female: 'mother' },
  '1,0': { male: 'son', female: 'daughter' },
  '0,2': { male: 'grandfather', female: 'grandmother' },
  '2,0': { male: 'grandson', female: 'granddaughter' },
  '1,1': { male: 'brother', female: 'sister' },
  '1,2': { male: 'uncle', female: 'aunt' },
  '2,1': { male: 'nephew', female: 'niece' },
  '2,2': { male: 'cousin', female: 'cousin' },
};

/** 'x is the ___ of y', read off the family; undefined for a relation without a common name. */
function relationName(x: Person, y: Person): string | undefined {
  if (x === y) return undefined;
  if (x.spouse === y) return LINK_TERMS.spouse[x.gender];
  const blood = bloodLink(x, y);
  if (blood) return BLOOD_TERMS[blood.join()]?.[x.gender];
  if (y.spouse) {
    const link = bloodLink(x, y.spouse)?.join();
    if (link === '0,1') return x.gender === 'male' ? 'father-in-law' : 'mother-in-law';
    if (link === '1,1') return x.gender === 'male' ? 'brother-in-law' : 'sister-in-law';
  }
  if (x.spouse) {
    const link = bloodLink(x.spouse, y)?.join();
    if (link === '1,1') return x.gender === 'male' ? 'brother-in-law' : 'sister-in-law';
    if (link === '1,0') return x.gender === 'male' ? 'son-in-law' : 'daughter-in-law';
    if (link === '1,2') return x.gender === 'male' ? 'uncle' : 'aunt';
  }
  return undefined;
}

const RELATION_TERMS: Record<Gender, string[]> = {
  male: ['father', 'son', 'brother', 'husband', 'grandfather', 'grandson', 'uncle', 'nephew', 'cousin', 'father-in-law', 'son-in-law', 'brother-in-law'],
  female: ['mother', 'daughter', 'sister', 'wife', 'grandmother', 'granddaughter', 'aunt', 'niece', 'cousin', 'mother-in-law', 'daughter-in-law', 'sister-in-law'],
};

/** Four relation options: the answer, its other-gender form, and relations a student confuses it with. */
function relationOptions(random: Random, answer: string, gender: Gender): DrawnOptions {
  const other: Gender = gender === 'male' ? 'female' : 'male';
  const counterpart = RELATION_TERMS[other][RELATION_TERMS[gender].indexOf(answer)]!;
  const sameGender = random.shuffle(RELATION_TERMS[gender]);
  const pool = [counterpart, ...(random.next() < 0.3 ? ['Cannot be determined'] : []), ...sameGender];
  return textOptions(
    capitalise(answer),
    pool.map((term) => capitalise(term)),
  );
}

type DrawnOptions = ReturnType<typeof textOptions>;

/** A walk through the family without revisits: the people and how each relates to the one before. */
interface Walk {
  readonly people: Person[];
  readonly links: Link[];
}

function randomWalk(random: Random, family: Family, steps: number): Walk | undefined {
  const start = random.pick(family.people);
  const people = [start];
  const links: Link[] = [];
  for (let i = 0; i < steps; i += 1) {
    const options = family.neighbours(people.at(-1)!).filter(([, person]) => !people.includes(person));
    if (options.length === 0) return undefined;
    const [link, next] = random.pick(options);
    people.push(next);
    links.push(link);
  }
  return { people, links };
}

/**
 * True when a possessive chain from its first person ('my father's sister's son') names one person
 * without a double reading: going up then down (or down then up, or to a sibling's sibling) could
 * come back to where it started unless the gender rules that out, and a few turns read unnaturally.
 */
function isClearChain(walk: Walk): boolean {
  for (let i = 0; i + 1 < walk.links.length; i += 1) {
    const pair = `${walk.links[i]}>${walk.links[i + 1]}`;
    const returnsPossible = walk.people[i + 2]!.gender === walk.people[i]!.gender;
    if (['parent>child', 'child>parent', 'sibling>sibling'].includes(pair) && returnsPossible) return false;
    if (['spouse>spouse', 'sibling>parent', 'child>sibling', 'spouse>child', 'parent>spouse'].includes(pair)) return false;
  }
  return true;
}

/** The walk step from -> to ('to is from's link') told as 'from is the ... of to', or from the other side when reversed. */
function statement(from: Person, link: Link, to: Person, reversed: boolean, style: number): string {
  const [subject, relation, object] = reversed ? [to, link, from] : [from, INVERSE[link], to];
  const term = LINK_TERMS[relation][subject.gender];
  return style === 0 ? `${subject.name} is the ${term} of ${object.name}` : `${subject.name} is ${object.name}'s ${term}`;
}

interface DrawnChain {
  readonly family: Family;
  readonly walk: Walk;
  readonly answer: string;
}

/** A named chain of statements whose first and last people have a named relation. */
function drawChain(random: Random, steps: number): DrawnChain {
  return drawUntil(() => {
    const family = new Family(random);
    const walk = randomWalk(random, family, steps);
    if (!walk) return undefined;
    const answer = relationName(walk.people[0]!, walk.people.at(-1)!);
    return answer ? { family, walk, answer } : undefined;
  });
}

/** A chain from a speaker ('my father's sister's son') that names one person with a relation to the speaker. */
function drawSpeakerChain(random: Random, steps: number): DrawnChain {
  return drawUntil(() => {
    const family = new Family(random);
    const walk = randomWalk(random, family, steps);
    if (!walk || !isClearChain(walk)) return undefined;
    const answer = relationName(walk.people.at(-1)!, walk.people[0]!);
    return answer ? { family, walk, answer } : undefined;
  });
}

/** 'his' or 'her': the speaker's gender, which a chain such as 'my mother's daughter' needs. */
function possessiveOf(person: Person): string {
  return person.gender === 'male' ? 'his' : 'her';
}

/** 'my father's sister's' for the chain's links after the speaker, up to (not including) the last person. */
function possessiveChain(walk: Walk, upTo: number): string {
  const terms = walk.links.slice(0, upTo).map((link, index) => LINK_TERMS[link][walk.people[index + 1]!.gender]);
  return `my ${terms.join("'s ")}`;
}

/** 'only' for a son, daughter, brother or sister who is the one person with that relation to the one before. */
function onlyIfUnique(family: readonly Person[], walk: Walk, index: number): string {
  const previous = walk.people[index - 1]!;
  const person = walk.people[index]!;
  const link = walk.links[index - 1]!;
  if (link !== 'child' && link !== 'sibling') return '';
  const sameRelation = family.filter((other) => other.gender === person.gender && relationLink(previous, other) === link);
  return sameRelation.length === 1 ? 'only ' : '';
}

/** How other relates to person along one link, if it does. */
function relationLink(person: Person, other: Person): Link | undefined {
  if (person.father === other || person.mother === other) return 'parent';
  if (other.father === person || other.mother === person) return 'child';
  if (person.spouse === other) return 'spouse';
  if (other !== person && person.father !== undefined && other.father === person.father) return 'sibling';
  return undefined;
}

const NOUN_FOR: Record<Gender, string[]> = { male: ['man', 'boy', 'gentleman'], female: ['woman', 'girl', 'lady'] };

const bloodRelation = templatesOf('blood-relation', [
  (random) => {
    const { walk, answer } = drawChain(random, 2);
    const [a, b, c] = walk.people as [Person, Person, Person];
    const style = random.int(0, 1);
    const question = random.pick([
      `${statement(a, walk.links[0]!, b, false, style)}. ${statement(b, walk.links[1]!, c, false, style)}. How is ${a.name} related to ${c.name}?`,
      `If ${statement(a, walk.links[0]!, b, false, style)} and ${statement(b, walk.links[1]!, c, false, 0)}, what is ${a.name} to ${c.name}?`,
    ]);
    return { question, options: relationOptions(random, answer, a.gender) };
  },
  (random) => {
    const { walk, answer } = drawChain(random, 3);
    const [a, , , d] = walk.people as [Person, Person, Person, Person];
    const sentences = walk.links.map((link, i) => statement(walk.people[i]!, link, walk.people[i + 1]!, i > 0 && random.next() < 0.5, random.int(0, 1)));
    const question = `${sentences.join('. ')}. How is ${a.name} related to ${d.name}?`;
    return { question, options: relationOptions(random, answer, a.gender) };
  },
  (random) => {
    const { walk, answer } = drawChain(random, 3);
    const [a, , , d] = walk.people as [Person, Person, Person, Person];
    const sentences = walk.links.map((link, i) => statement(walk.people[i]!, link, walk.people[i + 1]!, i > 0 && random.next() < 0.5, 0));
    const shuffled = random.shuffle(sentences);
    const question = random.pick([
      `${shuffled.join('; ')}. What is the relation of ${a.name} to ${d.name}?`,
      `Read the following: ${shuffled.join(', ')}. ${a.name} is ${d.name}'s:`,
    ]);
    return { question, options: relationOptions(random, answer, a.gender) };
  },
  (random) => {
    const steps = random.int(2, 3);
    const { family, walk, answer } = drawSpeakerChain(random, steps);
    const speaker = walk.people[0]!;
    const target = walk.people.at(-1)!;
        const lastTerm = LINK_TERMS[walk.links.at(-1)!][target.gender];
    const pronoun = target.gender === 'male' ? 'He' : 'She';
    const noun = random.pick(NOUN_FOR[target.gender]);
    const description = `${pronoun} is the ${onlyIfUnique(family.people, walk, walk.people.length - 1)}${lastTerm} of ${possessiveChain(walk, steps - 1)}`;
    const question = `Pointing to a photograph of a ${noun}, ${speaker.name} said to ${possessiveOf(speaker)} friend, "${description}." How is the ${noun} related to ${speaker.name}?`;
    return { question, options: relationOptions(random, answer, target.gender) };
  },
  (random) => {
    const { family, walk, answer } = drawUntil(() => {
      const steps = random.int(2, 3);
      const drawn = drawSpeakerChain(random, steps);
      return drawn.walk.links.at(-1) === 'child' ? drawn : undefined;
    });
    const speaker = walk.people[0]!;
    const target = walk.people.at(-1)!;
    const parent = walk.people.at(-2)!;
        const inner = walk.people.length - 2;
    const parentTerm = LINK_TERMS.parent[parent.gender];
    const possessive = target.gender === 'male' ? 'His' : 'Her';
    const noun = random.pick(NOUN_FOR[target.gender]);
    const chain = inner === 1 ? `${possessiveChain(walk, 1)}` : `the ${onlyIfUnique(family.people, walk, inner)}${LINK_TERMS[walk.links[inner - 1]!][parent.gender]} of ${possessiveChain(walk, inner - 1)}`;
    const question = `Pointing to a ${noun}, ${speaker.name} told ${possessiveOf(speaker)} friend, "${possessive} ${parentTerm} is ${chain}." How is the ${noun} related to ${speaker.name}?`;
    return { question, options: relationOptions(random, answer, target.gender) };
  },
  (random) => {
    const steps = random.int(2, 3);
    const { family, walk, answer } = drawSpeakerChain(random, steps);
    const speaker = walk.people[0]!;
    const target = walk.people.at(-1)!;
        const noun = random.pick(NOUN_FOR[target.gender]);
    const lastTerm = LINK_TERMS[walk.links.at(-1)!][target.gender];
    const question = `Introducing a ${noun} to ${possessiveOf(speaker)} guests, ${speaker.name} said, "${target.gender === 'male' ? 'He' : 'She'} is the ${onlyIfUnique(family.people, walk, walk.people.length - 1)}${lastTerm} of ${possessiveChain(walk, steps - 1)}." How is the ${noun} related to ${speaker.name}?`;
    return { question, options: relationOptions(random, answer, target.gender) };
  },
  (random) => {
    const { walk, answer } = drawChain(random, 4);
    const [a] = walk.people as [Person];
    const e = walk.people[4]!;
    const sentences = walk.links.map((link, i) => statement(walk.people[i]!, link, walk.people[i + 1]!, i > 0 && random.next() < 0.4, random.int(0, 1)));
    const question = `How is ${a.name} related to ${e.name}, if ${sentences.slice(0, -1).join(', ')} and ${sentences.at(-1)}?`;
    return { question, options: relationOptions(random, answer, a.gender) };
  },
  (random) => {
    const steps = random.int(2, 3);
    const { walk, answer } = drawSpeakerChain(random, steps);
    const speaker = walk.people[0]!;
    const target = walk.people.at(-1)!;
    const lastTerm = LINK_TERMS[walk.links.at(-1)!][target.gender];
    const question = random.pick([
      `${speaker.name} said to ${possessiveOf(speaker)} friend, "${target.name} is the ${lastTerm} of ${possessiveChain(walk, steps - 1)}." How is ${target.name} related to ${speaker.name}?`,
      `${speaker.name} told ${possessiveOf(speaker)} teacher, "${target.name} is ${possessiveChain(walk, steps - 1)}'s ${lastTerm}." What is ${target.name}'s relation to ${speaker.name}?`,
    ]);
    return { question, options: relationOptions(random, answer, target.gender) };
  },
]);

const WORDS = [
  'GARDEN', 'MARKET', 'PENCIL', 'FLOWER', 'SCHOOL', 'TEACHER', 'JUSTICE', 'COURT', 'LAWYER', 'ORDER', 'BRIGHT', 'WINTER',
  'SILVER', 'PLANET', 'RIVER', 'CANDLE', 'MOTHER', 'FATHER', 'BRANCH', 'STREAM', 'NATION', 'PUBLIC', 'CLIMATE', 'WONDER',
  'BOTTLE', 'CAMERA', 'DANGER', 'EMPIRE', 'FOREST', 'HONEST', 'ISLAND', 'JOURNEY', 'KINGDOM', 'LETTER', 'MIRROR', 'NUMBER',
];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Shifts a letter by n places, wrapping round the alphabet. */
function shiftLetter(letter: string, n: number): string {
  const index = ALPHABET.indexOf(letter);
  return ALPHABET[(((index + n) % 26) + 26) % 26]!;
}

function shiftWord(word: string, n: number): string {
  return [...word].map((letter) => shiftLetter(letter, n)).join('');
}

/** Each letter shifted by its own amount: shifts[i % shifts.length]. */
function shiftByPlace(word: string, shifts: readonly number[]): string {
  return [...word].map((letter, index) => shiftLetter(letter, shifts[index % shifts.length]!)).join('');
}

function reverseWord(word: string): string {
  return [...word].reverse().join('');
}

/** A <-> Z, B <-> Y, ... */
function oppositeWord(word: string): string {
  return [...word].map((letter) => ALPHABET[25 - ALPHABET.indexOf(letter)]!).join('');
}

/** A = 1 ... Z = 26. */
function position(letter: string): number {
  return ALPHABET.indexOf(letter) + 1;
}

/** Swaps two neighbouring letters: a near miss a careless coder writes. */
function swapPair(word: string, at: number): string {
  const letters = [...word];
  const i = Math.min(at, letters.length - 2);
  [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
  return letters.join('');
}

/** Two different words from the list. */
function twoWords(random: Random): [string, string] {
  return pickDistinct(random, WORDS, 2) as [string, string];
}

/** 'In a certain code language, X is written as Y.' in one of a paper's phrasings. */
function codeExample(random: Random, word: string, code: string): string {
  return random.pick([
    `In a certain code language, ${word} is written as ${code}.`,
    `If ${word} is coded as ${code},`,
    `In a certain code, '${word}' is written as '${code}'.`,
  ]);
}

function askCode(random: Random, example: string, word: string): string {
  return example.endsWith(',')
    ? `${example} then how will ${word} be coded in the same language?`
    : `${example} ${random.pick([`How is ${word} written in that code?`, `What is the code for ${word}?`, `How will '${word}' be written in the same code?`])}`;
}

const SENTENCE_WORDS = ['good', 'boy', 'sweet', 'girl', 'smart', 'friend', 'always', 'work', 'hard', 'play', 'well', 'you', 'are', 'very', 'kind', 'people', 'eat', 'fruits'];
const CODE_WORDS = ['pit', 'na', 'sa', 'ko', 'ta', 'mo', 'lu', 'ri', 'zu', 'fe', 'ga', 'bo', 'ne', 'di', 'pa', 'tu'];

/** Every bijection from words to codes consistent with the coded sentences, as word -> code maps. */
function consistentCodings(sentences: readonly (readonly [readonly string[], readonly string[]])[], words: readonly string[], codes: readonly string[]): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  const assign = (index: number, current: Map<string, string>, used: Set<string>) => {
    if (index === words.length) {
      const ok = sentences.every(([sentenceWords, sentenceCodes]) => {
        const mapped = new Set(sentenceWords.map((word) => current.get(word)));
        return mapped.size === sentenceCodes.length && sentenceCodes.every((code) => mapped.has(code));
      });
      if (ok) found.push(new Map(current));
      return;
    }
    for (const code of codes) {
      if (used.has(code)) continue;
      current.set(words[index]!, code);
      used.add(code);
      assign(index + 1, current, used);
      used.delete(code);
    }
    current.delete(words[index]!);
  };
  assign(0, new Map(), new Set());
  return found;
}

const coding = templatesOf('coding', [
  (random) => {
    const [example, asked] = twoWords(random);
    const shift = random.pick([-3, -2, -1, 1, 2, 3, 4]);
    const question = askCode(random, codeExample(random, example, shiftWord(example, shift)), asked);
    const answer = shiftWord(asked, shift);
    return { question, options: textOptions(answer, [shiftWord(asked, shift + 1), shiftWord(asked, -shift), reverseWord(answer), swapPair(answer, 1)]) };
  },
  (random) => {
    const [example, asked] = twoWords(random);
    const shift = random.pick([0, 1, 1, -1, 2]);
    const code = (word: string) => shiftWord(reverseWord(word), shift);
    const question = askCode(random, codeExample(random, example, code(example)), asked);
    const answer = code(asked);
    const distractors = [shiftWord(asked, shift), shiftWord(reverseWord(asked), shift + 1), swapPair(answer, 2), reverseWord(answer), shiftWord(reverseWord(asked), shift - 1), swapPair(answer, 0)];
    return { question, options: textOptions(answer, distractors) };
  },
  (random) => {
    const [example, asked] = twoWords(random);
    const question = askCode(random, codeExample(random, example, oppositeWord(example)), asked);
    const answer = oppositeWord(asked);
    return { question, options: textOptions(answer, [reverseWord(answer), shiftWord(answer, 1), oppositeWord(reverseWord(asked)), swapPair(answer, 0)]) };
  },
  (random) => {
    const [example, asked] = twoWords(random);
    const pattern = random.pick([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [-1, -2, -3, -4, -5, -6, -7, -8],
      [1, -1],
      [2, -2],
      [1, 2],
    ]);
    const question = askCode(random, codeExample(random, example, shiftByPlace(example, pattern)), asked);
    const answer = shiftByPlace(asked, pattern);
    const wrongPattern = pattern.map((n) => -n);
    return { question, options: textOptions(answer, [shiftByPlace(asked, wrongPattern), shiftWord(asked, pattern[0]!), shiftByPlace(reverseWord(asked), pattern), swapPair(answer, 1)]) };
  },
  (random) => {
    const [example, asked] = pickDistinct(
      random,
      WORDS.map((word) => word.slice(0, random.int(3, 4))),
      2,
    ) as [string, string];
    const code = (word: string) => [...word].map((letter) => position(letter)).join('');
    const question = random.pick([
      `If ${example} is coded as ${code(example)}, how is ${asked} coded?`,
      `In a certain code, ${example} is written as ${code(example)}. What is the code for ${asked}?`,
    ]);
    const answer = code(asked);
    const opposite = [...asked].map((letter) => 27 - position(letter)).join('');
    const plusOne = [...asked].map((letter) => position(letter) + 1).join('');
    return { question, options: textOptions(answer, [opposite, plusOne, reverseWord(answer), [...asked].map((letter) => position(letter) - 1).join('')]) };
  },
  (random) => {
    const [first, second, asked] = pickDistinct(random, WORDS, 3) as [string, string, string];
    const sum = (word: string) => [...word].reduce((total, letter) => total + position(letter), 0);
    const question = random.pick([
      `If ${first} = ${sum(first)} and ${second} = ${sum(second)}, then ${asked} = ?`,
      `In a certain code, ${first} is written as ${sum(first)} and ${second} as ${sum(second)}. How is ${asked} written in that code?`,
    ]);
    const answer = sum(asked);
    const opposite = [...asked].reduce((total, letter) => total + 27 - position(letter), 0);
    return { question, options: numberOptions(answer, [opposite, answer + asked.length, answer - 1], (value) => formatNumber(value)) };
  },
  (random) => {
    const { sentences, target, answer, codes } = drawUntil(() => {
      const words = pickDistinct(random, SENTENCE_WORDS, random.int(4, 5));
      const codesUsed = pickDistinct(random, CODE_WORDS, words.length);
      const meaning = new Map(words.map((word, i) => [word, codesUsed[i]!]));
      const drawnSentences = Array.from({ length: 3 }, () => pickDistinct(random, words, 3));
      const asked = random.pick(words);
      const coded = drawnSentences.map((sentence) => [sentence, random.shuffle(sentence.map((word) => meaning.get(word)!))] as const);
      const appearing = words.filter((word) => drawnSentences.some((sentence) => sentence.includes(word)));
      if (!appearing.includes(asked)) return undefined;
      const appearingCodes = appearing.map((word) => meaning.get(word)!);
      const codings = consistentCodings(coded, appearing, appearingCodes);
      const possible = new Set(codings.map((mapping) => mapping.get(asked)));
      return possible.size === 1 ? { sentences: coded, target: asked, answer: meaning.get(asked)!, codes: appearingCodes } : undefined;
    });
    const lines = sentences.map(([words, coded]) => `'${coded.join(' ')}' means '${words.join(' ')}'`);
    const question = random.pick([
      `In a certain code language, ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}. What is the code for '${target}'?`,
      `In a code language:\n${lines.join(';\n')}.\nWhich code word stands for '${target}'?`,
    ]);
    return { question, options: textOptions(answer, random.shuffle(codes)) };
  },
  (random) => {
    const [example, asked] = twoWords(random);
    const shift = random.pick([-2, -1, 1, 2, 3]);
    const question = random.pick([
      `In a certain code language, ${example} is written as ${shiftWord(example, shift)}. Which word is written as ${shiftWord(asked, shift)} in that language?`,
      `If ${example} is coded as ${shiftWord(example, shift)}, then ${shiftWord(asked, shift)} is the code for which word?`,
    ]);
    return { question, options: textOptions(asked, [shiftWord(asked, 2 * shift), shiftWord(asked, 1), swapPair(asked, 1), shiftWord(asked, -1)]) };
  },
]);

type Compass = 'North' | 'East' | 'South' | 'West';
const COMPASS: readonly Compass[] = ['North', 'East', 'South', 'West'];
const STEP: Record<Compass, [number, number]> = { North: [0, 1], East: [1, 0], South: [0, -1], West: [-1, 0] };
const EIGHT_WAYS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'] as const;

/** The eight-way direction of (dx, dy) from the origin: 'North-East' for any point up and to the right. */
function directionOf(dx: number, dy: number): string {
  const vertical = dy > 0 ? 'North' : dy < 0 ? 'South' : '';
  const horizontal = dx > 0 ? 'East' : dx < 0 ? 'West' : '';
  return vertical && horizontal ? `${vertical}-${horizontal}` : vertical || horizontal;
}

/** Direction options: the answer, its opposite and two neighbours on the compass. */
function directionOptions(answer: string): ReturnType<typeof textOptions> {
  const index = EIGHT_WAYS.indexOf(answer as (typeof EIGHT_WAYS)[number]);
  return textOptions(answer, [EIGHT_WAYS[(index + 4) % 8]!, EIGHT_WAYS[(index + 2) % 8]!, EIGHT_WAYS[(index + 6) % 8]!, EIGHT_WAYS[(index + 1) % 8]!]);
}

interface Leg {
  readonly turn: 'left' | 'right' | 'none';
  readonly heading: Compass;
  readonly distance: number;
}

/** A walk of legs, each turning left or right from the last, starting on a given heading. */
function drawWalk(random: Random, legs: number, maxDistance: number): { legs: Leg[]; dx: number; dy: number } {
  let heading = random.pick(COMPASS);
  const walk: Leg[] = [];
  let [dx, dy] = [0, 0];
  for (let i = 0; i < legs; i += 1) {
    const turn = i === 0 ? 'none' : random.pick(['left', 'right'] as const);
    if (turn !== 'none') heading = COMPASS[(COMPASS.indexOf(heading) + (turn === 'right' ? 1 : 3)) % 4]!;
    const distance = random.int(1, maxDistance);
    walk.push({ turn, heading, distance });
    dx += STEP[heading][0] * distance;
    dy += STEP[heading][1] * distance;
  }
  return { legs: walk, dx, dy };
}

/** The walk told with turns: 'walks 10 km towards North, turns right and walks 6 km, ...'. */
function tellWithTurns(legs: readonly Leg[], unit: string): string {
  return legs
    .map((leg, index) => (index === 0 ? `walks ${leg.distance} ${unit} towards ${leg.heading}` : `turns ${leg.turn} and walks ${leg.distance} ${unit}`))
    .join(', then ');
}

/** The walk told with headings: 'walks 10 km North, then 6 km East, ...'. */
function tellWithHeadings(legs: readonly Leg[], unit: string): string {
  return legs.map((leg, index) => `${index === 0 ? 'walks ' : ''}${leg.distance} ${unit} ${leg.heading.toLowerCase()}`).join(', then ');
}

const direction = templatesOf('direction', [
  (random) => {
    const { legs, dx, dy } = drawUntil(() => {
      const walk = drawWalk(random, random.int(3, 4), 15);
      const distance = Math.hypot(walk.dx, walk.dy);
      return distance > 0 && Number.isInteger(distance) ? walk : undefined;
    });
    const name = random.pick(NAMES);
    const distance = Math.hypot(dx, dy);
    const question = `${name} ${tellWithHeadings(legs, 'km')}. How far is ${name} from the starting point?`;
    const travelled = legs.reduce((sum, leg) => sum + leg.distance, 0);
    return { question, options: numberOptions(distance, [travelled, Math.abs(dx) + Math.abs(dy), distance + 2], (value) => `${formatNumber(value)} km`) };
  },
  (random) => {
    const { legs, dx, dy } = drawUntil(() => {
      const walk = drawWalk(random, random.int(3, 5), 12);
      return walk.dx !== 0 || walk.dy !== 0 ? walk : undefined;
    });
    const name = random.pick(NAMES);
    const question = random.pick([
      `${name} ${tellWithTurns(legs, 'm')}. In which direction is ${name} now from the starting point?`,
      `Starting from a point, ${name} ${tellWithTurns(legs, 'km')}. In which direction is ${name} from where the walk began?`,
    ]);
    return { question, options: directionOptions(directionOf(dx, dy)) };
  },
  (random) => {
    const { legs, dx, dy } = drawUntil(() => {
      const walk = drawWalk(random, random.int(3, 4), 15);
      const distance = Math.hypot(walk.dx, walk.dy);
      return distance > 0 && Number.isInteger(distance) ? walk : undefined;
    });
    const name = random.pick(MALE_NAMES);
    const distance = Math.hypot(dx, dy);
    const answer = directionOf(dx, dy);
    const question = `${name} ${tellWithTurns(legs, 'km')}. How far and in which direction is he from his starting point?`;
    const index = EIGHT_WAYS.indexOf(answer as (typeof EIGHT_WAYS)[number]);
    const opposite = EIGHT_WAYS[(index + 4) % 8]!;
    const travelled = legs.reduce((sum, leg) => sum + leg.distance, 0);
    return {
      question,
      options: textOptions(`${distance} km, ${answer}`, [`${distance} km, ${opposite}`, `${travelled} km, ${answer}`, `${distance} km, ${EIGHT_WAYS[(index + 2) % 8]}`, `${distance + 2} km, ${answer}`]),
    };
  },
  (random) => {
    const start = random.int(0, 7);
    const turns = Array.from({ length: random.int(2, 4) }, () => ({ angle: random.pick([45, 90, 135, 180, 225, 270]), clockwise: random.next() < 0.5 }));
    const end = turns.reduce((heading, turn) => (heading + (turn.clockwise ? 1 : -1) * (turn.angle / 45) + 80) % 8, start);
    const told = turns.map((turn) => `${turn.angle}° ${turn.clockwise ? 'clockwise' : 'anticlockwise'}`);
    const question = random.pick([
      `A man is facing ${EIGHT_WAYS[start]}. He turns ${told.slice(0, -1).join(', then ')} and then ${told.at(-1)}. Which direction is he facing now?`,
      `${random.pick(NAMES)} stands facing ${EIGHT_WAYS[start]} and turns ${told.join(', then ')}. In which direction is the face now?`,
    ]);
    const mirrored = turns.reduce((heading, turn) => (heading + (turn.clockwise ? -1 : 1) * (turn.angle / 45) + 80) % 8, start);
    return { question, options: textOptions(EIGHT_WAYS[end]!, [EIGHT_WAYS[mirrored]!, EIGHT_WAYS[(end + 4) % 8]!, EIGHT_WAYS[(end + 2) % 8]!, EIGHT_WAYS[(end + 6) % 8]!]) };
  },
  (random) => {
    const facing = random.int(0, 3);
    const morning = random.next() < 0.5;
    const shadow = morning ? 3 : 1;
    const sides = ['in front of him', 'to his right', 'behind him', 'to his left'];
    const side = sides[(shadow - facing + 4) % 4]!;
    const name = random.pick(MALE_NAMES);
    const question = `One ${morning ? 'morning, after sunrise' : 'evening, before sunset'}, ${name} was standing with a pole near him. The shadow of the pole fell exactly ${side}. Which direction was he facing?`;
    return { question, options: textOptions(COMPASS[facing]!, [COMPASS[(facing + 2) % 4]!, COMPASS[(facing + 1) % 4]!, COMPASS[(facing + 3) % 4]!]) };
  },
  (random) => {
    const { first, second } = drawUntil(() => {
      const a = [random.pick([-1, 1]) * random.int(2, 12), random.pick([-1, 1]) * random.int(2, 12)] as const;
      const b = [random.pick([-1, 1]) * random.int(2, 12), random.pick([-1, 1]) * random.int(2, 12)] as const;
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
      return distance > 0 && Number.isInteger(distance) ? { first: a, second: b } : undefined;
    });
    const [x, y] = pickDistinct(random, NAMES, 2);
    const leg = (dy: number, dx: number) => `${Math.abs(dy)} km ${dy > 0 ? 'north' : 'south'} and then ${Math.abs(dx)} km ${dx > 0 ? 'east' : 'west'}`;
    const distance = Math.hypot(first[0] - second[0], first[1] - second[1]);
    const question = `${x} and ${y} start from the same point. ${x} goes ${leg(first[1], first[0])}. ${y} goes ${leg(second[1], second[0])}. How far apart are they now?`;
    const mistaken = Math.abs(first[0] - second[0]) + Math.abs(first[1] - second[1]);
    return { question, options: numberOptions(distance, [mistaken, Math.hypot(first[0] + second[0], first[1] + second[1]), distance + 1], (value) => `${formatNumber(value)} km`) };
  },
  (random) => {
    const labels = random.pick([['P', 'Q', 'R', 'S'], ['A', 'B', 'C', 'D'], ['K', 'L', 'M', 'N']]);
    const { points, steps } = drawUntil(() => {
      const placed: [number, number][] = [[0, 0]];
      const told: string[] = [];
      for (let i = 1; i < 4; i += 1) {
        const heading = random.pick(COMPASS);
        const distance = random.int(2, 12);
        const from = placed[i - 1]!;
        placed.push([from[0] + STEP[heading][0] * distance, from[1] + STEP[heading][1] * distance]);
        told.push(`${labels[i]} is ${distance} m ${heading.toLowerCase()} of ${labels[i - 1]}`);
      }
      const [a, d] = [placed[0]!, placed[3]!];
      return new Set(placed.map((p) => p.join())).size === 4 && (a[0] !== d[0] || a[1] !== d[1]) ? { points: placed, steps: told } : undefined;
    });
    const [a, d] = [points[0]!, points[3]!];
    const question = `${steps.join('. ')}. In which direction is ${labels[0]} from ${labels[3]}?`;
    return { question, options: directionOptions(directionOf(a[0] - d[0], a[1] - d[1])) };
  },
  (random) => {
    const { legs } = drawWalk(random, random.int(3, 5), 10);
    const name = random.pick(FEMALE_NAMES);
    const final = legs.at(-1)!.heading;
    const question = `${name} ${tellWithTurns(legs, 'km')}. Which direction is she facing now?`;
    const index = COMPASS.indexOf(final);
    return { question, options: textOptions(final, [COMPASS[(index + 2) % 4]!, COMPASS[(index + 1) % 4]!, COMPASS[(index + 3) % 4]!]) };
  },
]);

/** Every ordering of the items (n! of them; n is at most 8 here). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of permutations([...items.slice(0, index), ...items.slice(index + 1)])) result.push([item, ...rest]);
  });
  return result;
}

/** A clue that holds of some arrangements: its text and its test. */
interface Clue<A> {
  readonly text: string;
  readonly holds: (arrangement: A) => boolean;
}

/**
 * Clues, taken from a pool of true ones, that leave exactly one value for the asked fact over all
 * candidate arrangements: clues are added until the fact is fixed, then any clue not needed is
 * dropped. A clue that fixes the fact on its own is not used (it would give the answer away).
 */
function cluesFixing<A>(random: Random, candidates: readonly A[], pool: readonly Clue<A>[], asked: (arrangement: A) => string, maxClues: number): Clue<A>[] | undefined {
  const isFixed = (clues: readonly Clue<A>[]) => new Set(candidates.filter((a) => clues.every((clue) => clue.holds(a))).map(asked)).size === 1;
  const usable = random.shuffle(pool).filter((clue) => !isFixed([clue]));
  const chosen: Clue<A>[] = [];
  let remaining = candidates;
  for (const clue of usable) {
    const narrowed = remaining.filter((a) => clue.holds(a));
    if (narrowed.length === remaining.length) continue;
    chosen.push(clue);
    remaining = narrowed;
    if (new Set(remaining.map(asked)).size === 1) break;
  }
  if (new Set(remaining.map(asked)).size !== 1) return undefined;
  for (const clue of random.shuffle(chosen)) {
    const without = chosen.filter((other) => other !== clue);
    if (isFixed(without)) chosen.splice(chosen.indexOf(clue), 1);
  }
  return chosen.length <= maxClues ? random.shuffle(chosen) : undefined;
}

interface Trait {
  readonly more: string;
  readonly less: string;
  readonly most: string;
  readonly least: string;
  readonly subject: string;
}

const TRAITS: readonly Trait[] = [
  { more: 'is taller than', less: 'is shorter than', most: 'tallest', least: 'shortest', subject: 'friends' },
  { more: 'scored more marks than', less: 'scored fewer marks than', most: 'highest scorer', least: 'lowest scorer', subject: 'students' },
  { more: 'is older than', less: 'is younger than', most: 'oldest', least: 'youngest', subject: 'cousins' },
  { more: 'is heavier than', less: 'is lighter than', most: 'heaviest', least: 'lightest', subject: 'boxers' },
  { more: 'earns more than', less: 'earns less than', most: 'highest earner', least: 'lowest earner', subject: 'colleagues' },
];

/** True comparison clues about an order (first = most): pairs, and 'X ... Y but ... Z' chains. */
function comparisonPool(order: readonly string[], trait: Trait): Clue<readonly string[]>[] {
  const pool: Clue<readonly string[]>[] = [];
  const rank = (arrangement: readonly string[], name: string) => arrangement.indexOf(name);
  for (const a of order) {
    for (const b of order) {
      if (a === b || rank(order, a) > rank(order, b)) continue;
      pool.push({ text: `${a} ${trait.more} ${b}`, holds: (o) => rank(o, a) < rank(o, b) });
      pool.push({ text: `${b} ${trait.less} ${a}`, holds: (o) => rank(o, a) < rank(o, b) });
      for (const c of order) {
        if (rank(order, c) <= rank(order, b)) continue;
        pool.push({ text: `${b} ${trait.more} ${c} but ${trait.less.replace(/^is /, '')} ${a}`, holds: (o) => rank(o, a) < rank(o, b) && rank(o, b) < rank(o, c) });
      }
    }
    const place = rank(order, a);
    if (place !== 0) pool.push({ text: `${a} is not the ${trait.most}`, holds: (o) => rank(o, a) !== 0 });
    if (place !== order.length - 1) pool.push({ text: `${a} is not the ${trait.least}`, holds: (o) => rank(o, a) !== o.length - 1 });
  }
  return pool;
}

/** A comparison puzzle whose clues fix the asked fact; returns the clues and the true order. */
function drawComparison(random: Random, people: readonly string[], asked: (order: readonly string[]) => string): { order: string[]; clues: string[]; trait: Trait } {
  return drawUntil(() => {
    const order = random.shuffle(people);
    const trait = random.pick(TRAITS);
    const clues = cluesFixing(random, permutations(people), comparisonPool(order, trait), asked, people.length + 1);
    return clues ? { order, clues: clues.map((clue) => clue.text), trait } : undefined;
  }, 200);
}

/** Names or letters for a puzzle's people. */
function drawPeople(random: Random, size: number): string[] {
  return random.next() < 0.5 ? pickDistinct(random, NAMES, size) : ['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W'].slice(0, size);
}

/** 'second tallest', 'third highest scorer'. */
function placeWord(place: number, trait: Trait): string {
  return place === 0 ? trait.most : `${ordinalWords(place + 1)} ${trait.most}`;
}

function ordinalWords(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'][n] ?? ordinal(n);
}

/** The question's list of people: 'P, Q, R, S and T'. */
function listOf(names: readonly string[]): string {
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const ordering = templatesOf('ordering', [
  (random) => {
    const { order, clues, trait } = drawComparison(random, drawPeople(random, 5), (o) => o[0]!);
    const question = `Among five ${trait.subject} ${listOf([...order].sort())}, ${clues.join('; ')}. Who is the ${trait.most}?`;
    return { question, options: textOptions(order[0]!, random.shuffle(order.slice(1))) };
  },
  (random) => {
    const { order, clues, trait } = drawComparison(random, drawPeople(random, 6), (o) => o[1]!);
    const question = `Six ${trait.subject}, ${listOf([...order].sort())}, are compared. ${clues.map((clue) => `${capitalise(clue)}.`).join(' ')} Who is the ${placeWord(1, trait)}?`;
    return { question, options: textOptions(order[1]!, random.shuffle([order[0]!, ...order.slice(2)])) };
  },
  (random) => {
    const { order, clues, trait } = drawComparison(random, drawPeople(random, 5), (o) => o.at(-1)!);
    const question = `Who is the ${trait.least} among ${listOf([...order].sort())}, if ${clues.join(', ')}?`;
    return { question, options: textOptions(order.at(-1)!, random.shuffle(order.slice(0, -1))) };
  },
  (random) => {
    const [top, bottom] = [random.int(3, 40), random.int(3, 40)];
    const name = random.pick(NAMES);
    const question = random.pick([
      `${name} is ${ordinal(top)} from the top and ${ordinal(bottom)} from the bottom in a class. How many students are there in the class?`,
      `In a row of students, ${name} is ${ordinal(top)} from the front and ${ordinal(bottom)} from the back. How many students are in the row?`,
    ]);
    return { question, options: numberOptions(top + bottom - 1, [top + bottom, top + bottom - 2, top + bottom + 1], (value) => formatNumber(value)) };
  },
  (random) => {
    const total = random.int(15, 60);
    const fromLeft = random.int(2, total - 1);
    const name = random.pick(NAMES);
    const question = random.pick([
      `In a row of ${total} children, ${name} is ${ordinal(fromLeft)} from the left end. What is ${name}'s position from the right end?`,
      `${name} is ${ordinal(fromLeft)} from the left in a row of ${total} people. Find ${name}'s position from the right.`,
    ]);
    const answer = total - fromLeft + 1;
    return { question, options: textOptions(ordinal(answer), [ordinal(total - fromLeft), ordinal(answer + 1), ordinal(fromLeft), ordinal(answer + 2)]) };
  },
  (random) => {
    const { total, a, b } = drawUntil(() => {
      const n = random.int(20, 60);
      const left = random.int(2, n - 2);
      const right = random.int(2, n - 2);
      const other = n - right + 1;
      return Math.abs(other - left) >= 2 ? { total: n, a: left, b: right } : undefined;
    });
    const [x, y] = pickDistinct(random, NAMES, 2);
    const between = Math.abs(total - b + 1 - a) - 1;
    const question = `In a row of ${total} students, ${x} is ${ordinal(a)} from the left and ${y} is ${ordinal(b)} from the right. How many students are there between ${x} and ${y}?`;
    return { question, options: numberOptions(between, [between + 1, total - a - b, between - 1, a + b], (value) => formatNumber(value), -1) };
  },
  (random) => {
    const place = random.int(1, 2);
    const { order, clues, trait } = drawComparison(random, drawPeople(random, 5), (o) => o[place]!);
    const question = `${capitalise(clues.join('. '))}. Among ${listOf([...order].sort())}, who is the ${placeWord(place, trait)}?`;
    return { question, options: textOptions(order[place]!, random.shuffle(order.filter((_, index) => index !== place))) };
  },
  (random) => {
    const size = random.int(5, 6);
    const target = random.int(0, size - 1);
    const names = drawPeople(random, size);
    const person = names[target]!;
    const { order, clues, trait } = drawComparison(random, names, (o) => String(o.indexOf(person)));
    const above = order.indexOf(person);
    const question = `${capitalise(clues.join('; '))}. How many of ${listOf([...order].sort())} ${trait.more.replace(/^is /, 'are ').replace(/^(scored|earns)/, (verb) => (verb === 'earns' ? 'earn' : 'scored'))} ${person}?`;
    return { question, options: numberOptions(above, [above + 1, size - above - 1, above - 1, above + 2], (value) => formatNumber(value), -1) };
  },
]);

type Seats = readonly string[];

/** A row read west to east; facing north a person's right is the next seat east, facing south the next seat west. */
interface Row {
  readonly kind: 'row';
  readonly facing: 'north' | 'south';
}

/** A round table read clockwise; facing the centre a person's left is the next seat clockwise. */
interface Circle {
  readonly kind: 'circle';
}

type Layout = Row | Circle;

/** The person steps seats to who's right (negative steps: to the left), if there is one. */
function seatsToRight(layout: Layout, seats: Seats, who: string, steps: number): string | undefined {
  const at = seats.indexOf(who);
  if (layout.kind === 'row') return seats[at + steps * (layout.facing === 'north' ? 1 : -1)];
  return seats[(((at - steps) % seats.length) + seats.length) % seats.length];
}

function areNeighbours(layout: Layout, seats: Seats, a: string, b: string): boolean {
  return seatsToRight(layout, seats, a, 1) === b || seatsToRight(layout, seats, a, -1) === b;
}

const PLACE_WORDS = ['', 'immediate', 'second', 'third'];

/** True clues about a seating: places to the left or right, neighbours, ends, who sits between, how many between. */
function seatingPool(layout: Layout, truth: Seats): Clue<Seats>[] {
  const pool: Clue<Seats>[] = [];
  const n = truth.length;
  for (const a of truth) {
    for (const b of truth) {
      if (a === b) continue;
      for (const steps of [1, 2, 3]) {
        for (const side of ['right', 'left'] as const) {
          const signed = side === 'right' ? steps : -steps;
          if (seatsToRight(layout, truth, b, signed) !== a) continue;
          if (layout.kind === 'circle' && n % 2 === 0 && steps === n / 2) continue;
          const text = steps === 1 ? `${a} sits to the immediate ${side} of ${b}` : `${a} sits ${PLACE_WORDS[steps]} to the ${side} of ${b}`;
          pool.push({ text, holds: (s) => seatsToRight(layout, s, b, signed) === a });
        }
      }
      if (a < b) {
        if (areNeighbours(layout, truth, a, b)) pool.push({ text: `${a} is an immediate neighbour of ${b}`, holds: (s) => areNeighbours(layout, s, a, b) });
        else pool.push({ text: `${a} does not sit next to ${b}`, holds: (s) => !areNeighbours(layout, s, a, b) });
        if (layout.kind === 'row') {
          const gap = Math.abs(truth.indexOf(a) - truth.indexOf(b)) - 1;
          if (gap >= 1) pool.push({ text: `exactly ${gap} ${gap === 1 ? 'person sits' : 'people sit'} between ${a} and ${b}`, holds: (s) => Math.abs(s.indexOf(a) - s.indexOf(b)) - 1 === gap });
        } else if (n % 2 === 0 && Math.abs(truth.indexOf(a) - truth.indexOf(b)) === n / 2) {
          pool.push({ text: `${a} sits opposite ${b}`, holds: (s) => Math.abs(s.indexOf(a) - s.indexOf(b)) === n / 2 });
        }
      }
      for (const c of truth) {
        if (c === a || c === b || b > c) continue;
        if (areNeighbours(layout, truth, a, b) && areNeighbours(layout, truth, a, c)) {
          pool.push({ text: `${a} sits between ${b} and ${c}`, holds: (s) => areNeighbours(layout, s, a, b) && areNeighbours(layout, s, a, c) });
        }
      }
    }
    if (layout.kind === 'row') {
      const leftEnd = layout.facing === 'north' ? 0 : n - 1;
      const at = truth.indexOf(a);
      if (at === leftEnd) pool.push({ text: `${a} sits at the extreme left end`, holds: (s) => s.indexOf(a) === leftEnd });
      else if (at === n - 1 - leftEnd) pool.push({ text: `${a} sits at the extreme right end`, holds: (s) => s.indexOf(a) === n - 1 - leftEnd });
      if (at === 0 || at === n - 1) pool.push({ text: `${a} sits at one of the ends`, holds: (s) => s.indexOf(a) === 0 || s.indexOf(a) === n - 1 });
      else pool.push({ text: `${a} does not sit at either end`, holds: (s) => s.indexOf(a) !== 0 && s.indexOf(a) !== n - 1 });
    }
  }
  return pool;
}

/** Every seating of the people; round a table, the first person's seat is fixed (only relative places count). */
function allSeatings(layout: Layout, people: readonly string[]): string[][] {
  if (layout.kind === 'row') return permutations(people);
  return permutations(people.slice(1)).map((rest) => [people[0]!, ...rest]);
}

interface Seating {
  readonly truth: string[];
  readonly clues: string[];
  readonly intro: string;
}

/** A seating, its introduction and clues that fix what asked reads off it (and nothing that gives it away alone). */
function drawSeating(random: Random, layout: Layout, size: number, asked: (seats: Seats, people: readonly string[]) => string | undefined): Seating & { answer: string; people: string[] } {
  return drawUntil(() => {
    const people = drawPeople(random, size).sort();
    const truth = random.shuffle(people);
    const answer = asked(truth, people);
    if (answer === undefined) return undefined;
    const pool = random.shuffle(seatingPool(layout, truth)).slice(0, 90);
    const clues = cluesFixing(random, allSeatings(layout, people), pool, (seats) => asked(seats, people) ?? 'none', size + 2);
    if (!clues) return undefined;
    const count = ['', '', '', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'][size];
    const intro =
      layout.kind === 'row'
        ? `${count} friends ${listOf(people)} are sitting in a row facing ${layout.facing}.`
        : `${count} people ${listOf(people)} are sitting around a circular table facing the centre.`;
    return { truth, clues: clues.map((clue) => `${capitalise(clue.text)}.`), intro, answer, people };
  }, 300);
}

/** Other people as distractors, the asked person's neighbours first. */
function seatOptions(random: Random, answer: string, people: readonly string[], exclude: readonly string[] = []): ReturnType<typeof textOptions> {
  return textOptions(answer, random.shuffle(people.filter((person) => person !== answer && !exclude.includes(person))));
}

const NORTH: Row = { kind: 'row', facing: 'north' };
const SOUTH: Row = { kind: 'row', facing: 'south' };
const ROUND: Circle = { kind: 'circle' };

const seating = templatesOf('seating', [
  (random) => {
    const { intro, clues, answer, people } = drawSeating(random, NORTH, 5, (s) => s[s.length - 1]);
    const question = `${intro} ${clues.join(' ')} Who sits at the extreme right end of the row?`;
    return { question, options: seatOptions(random, answer, people) };
  },
  (random) => {
    const subjectIndex = random.int(0, 5);
    const { intro, clues, answer, people } = drawSeating(random, NORTH, 6, (s, people) => seatsToRight(NORTH, s, people[subjectIndex]!, -1));
    const subject = people[subjectIndex]!;
    const question = `${intro}\n${clues.join('\n')}\nWho sits to the immediate left of ${subject}?`;
    return { question, options: seatOptions(random, answer, people, [subject]) };
  },
  (random) => {
    const { intro, clues, answer, people } = drawSeating(random, SOUTH, 5, (s) => s[2]);
    const question = random.pick([`${intro} ${clues.join(' ')} Who sits in the middle of the row?`, `Who is sitting in the middle? ${intro} ${clues.join(' ')}`]);
    return { question, options: seatOptions(random, answer, people) };
  },
  (random) => {
    const subjectIndex = random.int(0, 5);
    const { intro, clues, answer, people } = drawSeating(random, ROUND, 6, (s, people) => s[(s.indexOf(people[subjectIndex]!) + 3) % 6]);
    const subject = people[subjectIndex]!;
    const question = `${intro} ${clues.join(' ')} Who sits opposite ${subject}?`;
    return { question, options: seatOptions(random, answer, people, [subject]) };
  },
  (random) => {
    const subjectIndex = random.int(0, 5);
    const { intro, clues, answer, people } = drawSeating(random, ROUND, 6, (s, people) => seatsToRight(ROUND, s, people[subjectIndex]!, 1));
    const subject = people[subjectIndex]!;
    const question = `${intro}\n${clues.map((clue, i) => `${i + 1}. ${clue}`).join('\n')}\nWho is sitting to the immediate right of ${subject}?`;
    return { question, options: seatOptions(random, answer, people, [subject]) };
  },
  (random) => {
    const subjectIndex = random.int(0, 6);
    const { intro, clues, answer, people } = drawSeating(random, ROUND, 7, (s, people) => seatsToRight(ROUND, s, people[subjectIndex]!, -2));
    const subject = people[subjectIndex]!;
    const question = `${intro} ${clues.join(' ')} Who sits second to the left of ${subject}?`;
    return { question, options: seatOptions(random, answer, people, [subject]) };
  },
  (random) => {
    const [first, second] = pickDistinct(random, [0, 1, 2, 3, 4, 5], 2) as [number, number];
    const { intro, clues, answer, people } = drawSeating(random, NORTH, 6, (s, people) => String(Math.abs(s.indexOf(people[first]!) - s.indexOf(people[second]!)) - 1));
    const question = `${intro} ${clues.join(' ')} How many persons sit between ${people[first]} and ${people[second]}?`;
    return { question, options: textOptions(answer, ['0', '1', '2', '3', '4']) };
  },
  (random) => {
    const subjectIndex = random.int(0, 6);
    const { intro, clues, answer, people } = drawSeating(random, NORTH, 7, (s, people) => seatsToRight(NORTH, s, people[subjectIndex]!, 3));
    const subject = people[subjectIndex]!;
    const question = `${intro} ${clues.join(' ')} Who sits third to the right of ${subject}?`;
    return { question, options: seatOptions(random, answer, people, [subject]) };
  },
]);

/** Letters for a letter series; positions past Z are not used. */
function letterAt(index: number): string {
  return ALPHABET[index]!;
}

const series = templatesOf('series', [
  (random) => {
    const step = random.pick([-1, 1]) * random.int(2, 15);
    const start = step > 0 ? random.int(2, 60) : random.int(6 * -step + 1, 6 * -step + 80);
    const terms = Array.from({ length: 6 }, (_, i) => start + i * step);
    const shown = terms.slice(0, 5);
    const question = random.pick([`Find the next term of the series: ${shown.join(', ')}, ?`, `What comes next in the series ${shown.join(', ')}, ...?`]);
    return { question, options: numberOptions(terms[5]!, [terms[5]! + step, terms[5]! + 1, terms[5]! - 1], (value) => formatNumber(value), -1000) };
  },
  (random) => {
    const [start, firstGap, growth] = [random.int(1, 30), random.int(1, 8), random.int(1, 5)];
    const terms = [start];
    for (let i = 0; i < 5; i += 1) terms.push(terms[i]! + firstGap + i * growth);
    const shown = terms.slice(0, 5);
    const next = terms[5]!;
    const question = random.pick([`${shown.join(', ')}, ? — which number comes next?`, `Find the next number in the series: ${shown.join(', ')}, ...`]);
    const lastGap = shown[4]! - shown[3]!;
    return { question, options: numberOptions(next, [shown[4]! + lastGap, next + growth, next - 1], (value) => formatNumber(value)) };
  },
  (random) => {
    const [factor, add] = [random.pick([2, 2, 3]), random.int(-2, 5)];
    const terms = drawUntil(() => {
      const drawn = [random.int(1, 9)];
      for (let i = 0; i < 5; i += 1) drawn.push(drawn[i]! * factor + add);
      return new Set(drawn).size === 6 && drawn.every((t) => t > 0) ? drawn : undefined;
    });
    const shown = terms.slice(0, 5);
    const question = random.pick([`Find the next term: ${shown.join(', ')}, ?`, `What number should come next in the series ${shown.join(', ')}, ___?`]);
    return { question, options: numberOptions(terms[5]!, [shown[4]! * factor, terms[5]! + add + 1, shown[4]! + (shown[4]! - shown[3]!)], (value) => formatNumber(value)) };
  },
  (random) => {
    const power = random.pick([2, 2, 3]);
    const [first, add] = [random.int(1, power === 2 ? 12 : 5), random.int(-3, 3)];
    const terms = Array.from({ length: 6 }, (_, i) => (first + i) ** power + add);
    const shown = terms.slice(0, 5);
    const question = random.pick([`Find the next term in the series: ${shown.join(', ')}, ?`, `Which number comes next: ${shown.join(', ')}, ...?`]);
    const next = terms[5]!;
    return { question, options: numberOptions(next, [(first + 5) ** power, next + 2 * (first + 5), shown[4]! + (shown[4]! - shown[3]!)], (value) => formatNumber(value), -10) };
  },
  (random) => {
    const [a, stepA, b, stepB] = [random.int(1, 20), random.int(2, 9), random.int(20, 60), random.pick([-1, 1]) * random.int(2, 6)];
    const terms = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a + (i / 2) * stepA : b + ((i - 1) / 2) * stepB));
    const shownCount = random.pick([6, 7]);
    const shown = terms.slice(0, shownCount);
    const next = terms[shownCount]!;
    const other = terms[shownCount - 1]! + (shownCount % 2 === 0 ? stepB : stepA);
    const question = `Find the next number in the series: ${shown.join(', ')}, ?`;
    return { question, options: numberOptions(next, [other, next + 1, shown.at(-1)! + (shown.at(-1)! - shown.at(-2)!)], (value) => formatNumber(value), -100) };
  },
  (random) => {
    const [start, firstGap, growth] = [random.int(1, 20), random.int(1, 6), random.int(1, 4)];
    const terms = [start];
    for (let i = 0; i < 5; i += 1) terms.push(terms[i]! + firstGap + i * growth);
    const hidden = random.int(2, 4);
    const shown = terms.map((term, i) => (i === hidden ? '?' : String(term)));
    const question = random.pick([`Find the missing term: ${shown.join(', ')}`, `Which number replaces the question mark in the series ${shown.join(', ')}?`]);
    const answer = terms[hidden]!;
    const average = (terms[hidden - 1]! + terms[hidden + 1]!) / 2;
    return { question, options: numberOptions(answer, [average, answer + growth, answer - 1], (value) => formatNumber(value)) };
  },
  (random) => {
    const step = random.int(2, 5);
    const start = random.int(0, 25 - 5 * step);
    const letters = Array.from({ length: 6 }, (_, i) => letterAt(start + i * step));
    const shown = letters.slice(0, 5);
    const question = random.pick([`Find the next letter in the series: ${shown.join(', ')}, ?`, `What comes next: ${shown.join(' ')} ?`]);
    const next = letters[5]!;
    return { question, options: textOptions(next, [shiftLetter(next, 1), shiftLetter(next, -1), shiftLetter(next, step), shiftLetter(next, 2)]) };
  },
  (random) => {
    const [stepA, stepB] = [random.pick([1, 2, 3]), random.pick([-3, -2, -1, 1, 2, 3])];
    const startA = random.int(0, 25 - 4 * stepA);
    const startB = stepB > 0 ? random.int(0, 25 - 4 * stepB) : random.int(-4 * stepB, 25);
    const groups = Array.from({ length: 5 }, (_, i) => `${letterAt(startA + i * stepA)}${letterAt(startB + i * stepB)}`);
    const shown = groups.slice(0, 4);
    const next = groups[4]!;
    const question = random.pick([`Find the next term: ${shown.join(', ')}, ?`, `Which letter pair comes next in the series ${shown.join(', ')}, ...?`]);
    const [first, second] = [next[0]!, next[1]!];
    return { question, options: textOptions(next, [`${second}${first}`, `${shiftLetter(first, 1)}${second}`, `${first}${shiftLetter(second, stepB > 0 ? 1 : -1)}`, `${shiftLetter(first, -1)}${second}`]) };
  },
]);

type Quantifier = 'all' | 'no' | 'some' | 'someNot';

/** A categorical statement about term a and term b (indices into the puzzle's terms). */
interface Proposition {
  readonly quantifier: Quantifier;
  readonly a: number;
  readonly b: number;
}

const CATEGORIES: readonly [string, string][] = [
  ['pen', 'pens'], ['book', 'books'], ['table', 'tables'], ['chair', 'chairs'], ['cat', 'cats'], ['dog', 'dogs'], ['bird', 'birds'],
  ['tree', 'trees'], ['doctor', 'doctors'], ['lawyer', 'lawyers'], ['judge', 'judges'], ['teacher', 'teachers'], ['river', 'rivers'],
  ['hill', 'hills'], ['car', 'cars'], ['bus', 'buses'], ['flower', 'flowers'], ['fruit', 'fruits'], ['apple', 'apples'], ['ring', 'rings'],
  ['box', 'boxes'], ['bag', 'bags'], ['actor', 'actors'], ['singer', 'singers'], ['engineer', 'engineers'], ['painter', 'painters'],
];

/** 'All pens are books.', 'No pen is a book.', 'Some pens are books.', 'Some pens are not books.' */
function tellProposition(p: Proposition, terms: readonly [string, string][]): string {
  const [, pluralA] = terms[p.a]!;
  const [singularB, pluralB] = terms[p.b]!;
  const [singularA] = terms[p.a]!;
  switch (p.quantifier) {
    case 'all':
      return `All ${pluralA} are ${pluralB}.`;
    case 'no':
      return `No ${singularA} is ${/^[aeiou]/.test(singularB) ? 'an' : 'a'} ${singularB}.`;
    case 'some':
      return `Some ${pluralA} are ${pluralB}.`;
    default:
      return `Some ${pluralA} are not ${pluralB}.`;
  }
}

/** Whether p holds in a world: the set of non-empty Venn regions, each region a bit mask of the terms it lies in. */
function holdsIn(p: Proposition, regions: readonly number[]): boolean {
  const inA = (region: number) => (region & (1 << p.a)) !== 0;
  const inB = (region: number) => (region & (1 << p.b)) !== 0;
  switch (p.quantifier) {
    case 'all':
      return !regions.some((region) => inA(region) && !inB(region));
    case 'no':
      return !regions.some((region) => inA(region) && inB(region));
    case 'some':
      return regions.some((region) => inA(region) && inB(region));
    default:
      return regions.some((region) => inA(region) && !inB(region));
  }
}

const WORLDS_WITH_MEMBERS = new Map<number, number[][]>();

/** Every world (set of non-empty Venn regions) in which each term has members, as papers assume. */
function worldsWithMembers(termCount: number): number[][] {
  const cached = WORLDS_WITH_MEMBERS.get(termCount);
  if (cached) return cached;
  const regionCount = (1 << termCount) - 1;
  const worlds: number[][] = [];
  for (let world = 1; world < 1 << regionCount; world += 1) {
    const regions: number[] = [];
    for (let r = 0; r < regionCount; r += 1) if (world & (1 << r)) regions.push(r + 1);
    if (Array.from({ length: termCount }, (_, t) => regions.some((region) => region & (1 << t))).every(Boolean)) worlds.push(regions);
  }
  WORLDS_WITH_MEMBERS.set(termCount, worlds);
  return worlds;
}

/** The worlds in which every statement holds. */
function worldsOf(termCount: number, statements: readonly Proposition[]): number[][] {
  return worldsWithMembers(termCount).filter((regions) => statements.every((s) => holdsIn(s, regions)));
}

const SYLLOGISM_ANSWERS = ['Only conclusion I follows', 'Only conclusion II follows', 'Either I or II follows', 'Neither I nor II follows', 'Both I and II follow'] as const;

/**
 * The verdict on two conclusions, read off every world the statements allow: a conclusion follows
 * when it holds in all of them; 'either' when neither follows but in every world exactly one
 * holds (a complementary pair). Undefined when neither follows yet one of the two always holds
 * without the pair being complementary: papers disagree on that case, so it is not asked.
 */
function syllogismVerdict(worlds: readonly number[][], first: Proposition, second: Proposition): (typeof SYLLOGISM_ANSWERS)[number] | undefined {
  const firstFollows = worlds.every((w) => holdsIn(first, w));
  const secondFollows = worlds.every((w) => holdsIn(second, w));
  if (firstFollows && secondFollows) return 'Both I and II follow';
  if (firstFollows) return 'Only conclusion I follows';
  if (secondFollows) return 'Only conclusion II follows';
  const exactlyOne = worlds.every((w) => holdsIn(first, w) !== holdsIn(second, w));
  if (exactlyOne) return 'Either I or II follows';
  const atLeastOne = worlds.every((w) => holdsIn(first, w) || holdsIn(second, w));
  return atLeastOne ? undefined : 'Neither I nor II follows';
}

const QUANTIFIERS: readonly Quantifier[] = ['all', 'no', 'some', 'someNot'];

/** The complementary quantifier of a conclusion: 'some' with 'no', 'all' with 'some not'. */
const COMPLEMENT: Record<Quantifier, Quantifier> = { all: 'someNot', someNot: 'all', some: 'no', no: 'some' };

interface SyllogismSpec {
  /** Statements as [quantifier choices, a, b] over term indices. */
  readonly statements: readonly (readonly [readonly Quantifier[], number, number])[];
  /** Picks the two conclusions. */
  readonly conclusions: (random: Random, termCount: number) => [Proposition, Proposition];
  readonly termCount: number;
  readonly layout: 'lines' | 'inline';
}

/** Two conclusions about random pairs of terms with random quantifiers. */
function randomConclusions(pairs: readonly (readonly [number, number])[]) {
  return (random: Random): [Proposition, Proposition] => {
    const [a1, b1] = random.pick(pairs);
    const [a2, b2] = random.pick(pairs);
    return [
      { quantifier: random.pick(QUANTIFIERS), a: a1, b: b1 },
      { quantifier: random.pick(QUANTIFIERS), a: a2, b: b2 },
    ];
  };
}

/** A conclusion about one pair and its complement, the pair that 'either ... or' is about. */
function complementaryConclusions(pairs: readonly (readonly [number, number])[]) {
  return (random: Random): [Proposition, Proposition] => {
    const [a, b] = random.pick(pairs);
    const quantifier = random.pick(QUANTIFIERS);
    const pair: [Proposition, Proposition] = [
      { quantifier, a, b },
      { quantifier: COMPLEMENT[quantifier], a, b },
    ];
    return random.next() < 0.5 ? pair : [pair[1], pair[0]];
  };
}

function drawSyllogism(random: Random, spec: SyllogismSpec): ReturnType<DoubtTemplate['draw']> {
  return drawUntil(() => {
    const terms = pickDistinct(random, CATEGORIES, spec.termCount);
    const statements = spec.statements.map(([choices, a, b]) => ({ quantifier: random.pick(choices), a, b }));
    const worlds = worldsOf(spec.termCount, statements);
    if (worlds.length === 0) return undefined;
    const [first, second] = spec.conclusions(random, spec.termCount);
    if (first.a === first.b || second.a === second.b || (first.quantifier === second.quantifier && first.a === second.a && first.b === second.b)) return undefined;
    const verdict = syllogismVerdict(worlds, first, second);
    if (!verdict) return undefined;
    const told = statements.map((s) => tellProposition(s, terms));
    const [c1, c2] = [tellProposition(first, terms), tellProposition(second, terms)];
    const question =
      spec.layout === 'lines'
        ? `Statements:\n${told.map((s, i) => `${i + 1}. ${s}`).join('\n')}\nConclusions:\nI. ${c1}\nII. ${c2}\nWhich of the conclusions logically follow from the statements?`
        : `Statements: ${told.join(' ')} Conclusions: I. ${c1} II. ${c2} Which conclusion(s) follow?`;
    return { question, options: textOptions(verdict, random.shuffle(SYLLOGISM_ANSWERS.filter((answer) => answer !== verdict))) };
  }, 500);
}

const ANY = QUANTIFIERS;
const AB_BC: readonly (readonly [readonly Quantifier[], number, number])[] = [
  [ANY, 0, 1],
  [ANY, 1, 2],
];
const ENDS_3: readonly (readonly [number, number])[] = [
  [0, 2],
  [2, 0],
];

const syllogism = templatesOf('syllogism', [
  (random) => drawSyllogism(random, { statements: AB_BC, conclusions: randomConclusions(ENDS_3), termCount: 3, layout: 'lines' }),
  (random) => drawSyllogism(random, { statements: AB_BC, conclusions: complementaryConclusions(ENDS_3), termCount: 3, layout: 'lines' }),
  (random) =>
    drawSyllogism(random, {
      statements: [
        [['all', 'some'], 0, 1],
        [['all', 'some', 'no'], 1, 2],
        [['all', 'some', 'no'], 2, 3],
      ],
      conclusions: randomConclusions([
        [0, 2],
        [1, 3],
        [0, 3],
        [3, 0],
      ]),
      termCount: 4,
      layout: 'lines',
    }),
  (random) =>
    drawSyllogism(random, {
      statements: [
        [['no'], 0, 1],
        [['all', 'some'], 2, 1],
      ],
      conclusions: randomConclusions([...ENDS_3, [1, 2]]),
      termCount: 3,
      layout: 'lines',
    }),
  (random) =>
    drawSyllogism(random, {
      statements: [
        [['someNot', 'some'], 0, 1],
        [['all', 'no'], 1, 2],
      ],
      conclusions: randomConclusions([...ENDS_3, [0, 1]]),
      termCount: 3,
      layout: 'lines',
    }),
  (random) => drawSyllogism(random, { statements: AB_BC, conclusions: randomConclusions([...ENDS_3, [1, 0]]), termCount: 3, layout: 'inline' }),
  (random) =>
    drawSyllogism(random, {
      statements: [
        [['all', 'some', 'no'], 0, 1],
        [['all'], 1, 2],
        [['all', 'no', 'some'], 2, 3],
      ],
      conclusions: complementaryConclusions([
        [0, 3],
        [3, 0],
      ]),
      termCount: 4,
      layout: 'lines',
    }),
  (random) =>
    drawSyllogism(random, {
      statements: AB_BC,
      conclusions: randomConclusions([
        [1, 0],
        [2, 1],
        [0, 2],
      ]),
      termCount: 3,
      layout: 'inline',
    }),
]);

export const TEMPLATES: readonly DoubtTemplate[] = [...bloodRelation, ...coding, ...direction, ...ordering, ...seating, ...series, ...syllogism];
