import { QUESTIONS_PER_REQUEST } from '../../../../core/practice/practice.model';
import type { DraftQuestion, GeneratedSet } from '../generated-set';
import { assembleSet } from '../generated-set';
import { Random } from '../random';
import type { Family, FamilyMember, Gender, Relation } from './solvers';
import { findRelation } from './solvers';

/** What a blood-relations set is built from: enough for the solver to recompute every answer. */
export interface BloodRelationFacts {
  readonly family: Family;
  /** "How is `person` related to `relativeOf`?" */
  readonly questions: readonly { readonly person: string; readonly relativeOf: string }[];
}

interface NamePool {
  readonly setting: string;
  readonly male: readonly string[];
  readonly female: readonly string[];
  /** Names given to both boys and girls: the passage states the gender, the reader must not guess it. */
  readonly either: readonly string[];
}

const POOLS: readonly NamePool[] = [
  {
    setting: 'An advocate in Jaipur is drafting a family settlement deed for a joint Hindu family and has noted down the following facts about its members. Before the deed is signed, the advocate must be sure how each member is related to the others.',
    male: ['Rakesh', 'Anil', 'Suresh', 'Vikram', 'Rohan', 'Manoj', 'Deepak', 'Nikhil', 'Aditya', 'Tarun'],
    female: ['Sunita', 'Meena', 'Pooja', 'Anjali', 'Priya', 'Rekha', 'Geeta', 'Neha', 'Divya', 'Kavya'],
    either: ['Kiran', 'Shashi'],
  },
  {
    setting: 'A notary in Chennai is attesting a family tree affidavit for a family from Mylapore and has recorded the following facts about its members. A bank will rely on the affidavit, so it must state exactly how the members are related to one another.',
    male: ['Venkat', 'Raghav', 'Srinivas', 'Karthik', 'Arun', 'Hari', 'Ganesh', 'Mohan', 'Balaji', 'Sriram'],
    female: ['Lakshmi', 'Meenakshi', 'Radha', 'Kavya', 'Janaki', 'Gayatri', 'Revathi', 'Padma', 'Sowmya', 'Uma'],
    either: ['Kiran'],
  },
  {
    setting: 'A lawyer in Ludhiana is helping a family divide its farmland among its members and has listed the following facts about the family. Each share depends on how a member is related to the others, so the relations must be worked out with care.',
    male: ['Amrik', 'Ranbir', 'Arjan', 'Karan', 'Baldev', 'Hardev', 'Harbhajan', 'Gurnam', 'Kartar', 'Jasbir'],
    female: ['Harleen', 'Simran', 'Gurleen', 'Amrita', 'Jasleen', 'Mehar', 'Noor', 'Sukhmani', 'Prabhleen', 'Tavleen'],
    either: ['Harpreet', 'Navjot', 'Manpreet'],
  },
  {
    setting: 'A legal aid clinic in Lucknow is helping a family register its ancestral house in the names of its members and has noted the following facts. The registration form asks for the exact relation between several pairs of members, and a wrong entry would hold up the registration for months.',
    male: ['Imran', 'Farhan', 'Salim', 'Arif', 'Zaid', 'Irfan', 'Rehan', 'Tariq', 'Sameer', 'Adil'],
    female: ['Fatima', 'Ayesha', 'Zoya', 'Nargis', 'Rukhsar', 'Sana', 'Shabana', 'Heena', 'Farah', 'Mehwish'],
    either: [],
  },
  {
    setting: 'An advocate in Kolkata is drawing up a will for the eldest member of a family and has written down the following facts about the family. The will names its beneficiaries by their relation to one another, so every relation must be right.',
    male: ['Sourav', 'Arindam', 'Debashish', 'Partha', 'Anirban', 'Subhas', 'Rajat', 'Tapan', 'Abhijit', 'Sayan'],
    female: ['Moumita', 'Sharmila', 'Ananya', 'Rituparna', 'Paromita', 'Sudeshna', 'Madhumita', 'Tanushree', 'Rupa', 'Ishani'],
    either: [],
  },
];

interface Person {
  readonly name: string;
  readonly gender: Gender;
  parents: string[];
  spouse: string | null;
}

/** A built family, with the wording that identifies a parent only indirectly ("Rakesh's only son"). */
interface FamilyDraft {
  readonly people: Person[];
  readonly statements: string[];
  /** Keyed `child>parent`: why that parent is that child's parent, when the passage says it indirectly. */
  readonly reasons: Map<string, string>;
}

/** A Logical Reasoning set on blood relations: a family described in statements, five "How is X related to Y?" questions. */
export function generateBloodRelations(seed: number): GeneratedSet {
  const { passage, drafts, random } = build(seed);
  return assembleSet(passage, drafts, random);
}

/** The structured facts behind `generateBloodRelations(seed)`. */
export function describeBloodRelations(seed: number): BloodRelationFacts {
  return build(seed).facts;
}

function build(seed: number) {
  const random = new Random(seed);
  const pool = random.pick(POOLS);
  const draft = buildFamily(random, pool);
  const family: Family = { members: draft.people.map((person): FamilyMember => ({ ...person, parents: [...person.parents] })) };
  const asked = chooseQuestions(random, family);
  const drafts = asked.map(({ person, relativeOf, relation }) => draftQuestion(random, family, draft.reasons, person, relativeOf, relation));
  const facts: BloodRelationFacts = { family, questions: asked.map(({ person, relativeOf }) => ({ person, relativeOf })) };
  return { facts, passage: writePassage(pool, draft), drafts, random };
}

// ---------------------------------------------------------------- the family

function buildFamily(random: Random, pool: NamePool): FamilyDraft {
  for (;;) {
    const shape = familyShape(random);
    const grandchildren = shape.children.reduce((sum, child) => sum + child.kids.length, 0);
    const size = 2 + shape.children.length + shape.children.filter((child) => child.married).length + grandchildren;
    if (size >= 6 && size <= 9 && grandchildren >= 1) return nameFamily(random, pool, shape);
  }
}

interface ChildShape {
  readonly gender: Gender;
  readonly married: boolean;
  readonly kids: readonly Gender[];
}

function randomGender(random: Random): Gender {
  return random.next() < 0.5 ? 'male' : 'female';
}

function familyShape(random: Random): { children: ChildShape[] } {
  const children = Array.from({ length: random.int(2, 3) }, (): ChildShape => {
    const married = random.next() < 0.75;
    const kids = married ? Array.from({ length: random.int(0, 2) }, () => randomGender(random)) : [];
    return { gender: randomGender(random), married, kids };
  });
  return { children };
}

function nameFamily(random: Random, pool: NamePool, shape: { children: ChildShape[] }): FamilyDraft {
  const available = { male: random.shuffle(pool.male), female: random.shuffle(pool.female), either: random.shuffle(pool.either) };
  const nameFor = (gender: Gender): string => {
    if (available.either.length > 0 && random.next() < 0.2) return available.either.pop()!;
    const name = available[gender].pop();
    if (name === undefined) throw new Error('Name pool exhausted');
    return name;
  };
  const person = (gender: Gender, parents: string[]): Person => ({ name: nameFor(gender), gender, parents, spouse: null });
  const marry = (a: Person, b: Person) => {
    a.spouse = b.name;
    b.spouse = a.name;
  };

  const grandfather = person('male', []);
  const grandmother = person('female', []);
  marry(grandfather, grandmother);
  const people: Person[] = [grandfather, grandmother];
  const statements: string[] = [random.next() < 0.5 ? `${grandfather.name} is married to ${grandmother.name}.` : `${grandmother.name} is the wife of ${grandfather.name}.`];
  const reasons = new Map<string, string>();

  const children = shape.children.map((child) => person(child.gender, [grandfather.name, grandmother.name]));
  people.push(...children);
  statements.push(`${grandfather.name} and ${grandmother.name} have ${numberWord(children.length)} children: ${joinAnd(children.map((child) => child.name))}.`);

  shape.children.forEach((childShape, index) => {
    const child = children[index]!;
    if (!childShape.married) return;
    const spouse = person(child.gender === 'male' ? 'female' : 'male', []);
    marry(child, spouse);
    people.push(spouse);
    const spouseWord = spouse.gender === 'male' ? 'husband' : 'wife';
    const kids = childShape.kids.map((gender) => person(gender, child.gender === 'male' ? [child.name, spouse.name] : [spouse.name, child.name]));
    people.push(...kids);

    const soleOfGender = children.filter((sibling) => sibling.gender === child.gender).length === 1;
    if (kids.length > 0 && soleOfGender && random.next() < 0.6) {
      // The "only son" wording: the reader must work out who that is from the list of children.
      const grandparent = random.pick([grandfather, grandmother]);
      const only = `${grandparent.name}’s only ${child.gender === 'male' ? 'son' : 'daughter'}`;
      const own = child.gender === 'male' ? 'his' : 'her';
      for (const kid of kids) reasons.set(`${kid.name}>${child.name}`, `${kid.name} is a child of ${only}, and ${child.name} is ${only}`);
      const kidWords = kids.length === 1 ? `${kids[0]!.name} is the ${childWord(kids[0]!.gender)}` : `${joinAnd(kids.map((kid) => kid.name))} are the children`;
      statements.push(`${kidWords} of ${only} and ${own} ${spouseWord}, ${spouse.name}.`);
      return;
    }
    statements.push(random.next() < 0.5 ? `${spouse.name} is ${child.name}’s ${spouseWord}.` : `${child.name} is married to ${spouse.name}.`);
    if (kids.length === 1) statements.push(`${kids[0]!.name} is the ${childWord(kids[0]!.gender)} of ${child.name} and ${spouse.name}.`);
    if (kids.length === 2) statements.push(`${child.name} and ${spouse.name} have two children, ${kids[0]!.name} and ${kids[1]!.name}.`);
  });
  return { people, statements, reasons };
}

function childWord(gender: Gender): string {
  return gender === 'male' ? 'son' : 'daughter';
}

function numberWord(count: number): string {
  return ['no', 'one', 'two', 'three', 'four'][count] ?? String(count);
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function writePassage(pool: NamePool, draft: FamilyDraft): string {
  const roster = draft.people.map((person) => `${person.name} (${person.gender})`);
  return [
    pool.setting,
    `The family has exactly ${draft.people.length} members: ${joinAnd(roster)}.`,
    ...draft.statements,
    'No one else belongs to the family, and no one has married more than once.',
    'Go only by the genders stated above, never by what a name suggests.',
    'A relative on the father’s side is called paternal, and one on the mother’s side maternal.',
    'In each question, “How is X related to Y?” asks what X is to Y.',
    'Answer from these facts alone, using the standard English term for the relation.',
  ].join(' ');
}

// ---------------------------------------------------------------- questions

interface AskedQuestion {
  readonly person: string;
  readonly relativeOf: string;
  readonly relation: Relation;
}

/** Links in the chain once a shared parent is read as one "sibling" link: one link is an easy question. */
function linkCount(relation: Relation): number {
  const siblingPairs = relation.path.filter((step, index) => step.kind === 'parent' && relation.path[index + 1]?.kind === 'child').length;
  return relation.path.length - siblingPairs;
}

/** Five pairs with as many different relations as the family allows, at most one of them a one-link relation. */
function chooseQuestions(random: Random, family: Family): AskedQuestion[] {
  const all: AskedQuestion[] = [];
  for (const person of family.members) {
    for (const relativeOf of family.members) {
      const relation = findRelation(family, person.name, relativeOf.name);
      if (relation !== null) all.push({ person: person.name, relativeOf: relativeOf.name, relation });
    }
  }
  const chosen: AskedQuestion[] = [];
  while (chosen.length < QUESTIONS_PER_REQUEST) {
    const usedTerms = new Set(chosen.map((question) => question.relation.term));
    const notAsked = all.filter((candidate) => !chosen.some((question) => question.person === candidate.person && question.relativeOf === candidate.relativeOf));
    const hard = notAsked.filter((candidate) => linkCount(candidate.relation) > 1);
    const level = chosen.length < QUESTIONS_PER_REQUEST - 1 && hard.length > 0 ? hard : notAsked;
    const newTerms = level.filter((candidate) => !usedTerms.has(candidate.relation.term));
    chosen.push(random.pick(newTerms.length > 0 ? newTerms : level));
  }
  return random.shuffle(chosen);
}

const GENDER_SWAPS: readonly [string, string][] = [
  ['Father', 'Mother'],
  ['Son', 'Daughter'],
  ['Husband', 'Wife'],
  ['Brother', 'Sister'],
  ['grandfather', 'grandmother'],
  ['Grandson', 'Granddaughter'],
  ['uncle', 'aunt'],
  ['Nephew', 'Niece'],
];

function swapGender(term: string): string {
  for (const [male, female] of GENDER_SWAPS) {
    if (term.includes(male)) return term.replace(male, female);
    if (term.includes(female)) return term.replace(female, male);
  }
  return term;
}

function swapSide(term: string): string {
  if (term.startsWith('Paternal')) return term.replace('Paternal', 'Maternal');
  if (term.startsWith('Maternal')) return term.replace('Maternal', 'Paternal');
  return term;
}

/** Terms one generation off, or on the wrong branch, written for a man; `swapGender` gives the woman's. */
const NEAR_MISSES: Readonly<Record<string, readonly string[]>> = {
  Father: ['Paternal grandfather', 'Paternal uncle', 'Brother', 'Father-in-law'],
  Son: ['Grandson', 'Nephew', 'Brother', 'Son-in-law'],
  Husband: ['Brother-in-law', 'Son-in-law', 'Father-in-law', 'Brother'],
  Brother: ['Cousin', 'Paternal uncle', 'Nephew', 'Brother-in-law'],
  'Paternal grandfather': ['Father', 'Paternal uncle', 'Father-in-law'],
  Grandson: ['Son', 'Nephew', 'Son-in-law'],
  'Paternal uncle': ['Paternal grandfather', 'Brother', 'Cousin', 'Father'],
  Nephew: ['Son', 'Grandson', 'Cousin', 'Brother'],
  Cousin: ['Brother', 'Nephew', 'Paternal uncle', 'Brother-in-law'],
  'Father-in-law': ['Father', 'Brother-in-law', 'Paternal grandfather', 'Paternal uncle'],
  'Son-in-law': ['Son', 'Brother-in-law', 'Nephew', 'Grandson'],
  'Brother-in-law': ['Brother', 'Husband', 'Cousin', 'Son-in-law'],
};

/** The male form of a term and the side it names, so one table serves all four variants. */
function nearMisses(term: string, gender: Gender): string[] {
  const male = gender === 'female' ? swapGender(term) : term;
  const maternal = male.startsWith('Maternal');
  const base = maternal ? swapSide(male) : male;
  const misses = NEAR_MISSES[base] ?? [];
  return misses.map((miss) => {
    const sided = maternal ? swapSide(miss) : miss;
    return gender === 'female' ? swapGender(sided) : sided;
  });
}

function draftQuestion(random: Random, family: Family, reasons: Map<string, string>, person: string, relativeOf: string, relation: Relation): DraftQuestion {
  const { term, path } = relation;
  const gender = memberOf(family, person).gender;
  const firstStep = path[0]!;
  const parentNamedIndirectly = path.length === 1 && firstStep.kind === 'parent' && reasons.has(`${relativeOf}>${person}`);
  // Cousin has no gender; its most tempting mistake is calling the cousin a brother or sister.
  const leading = term === 'Cousin' ? (gender === 'male' ? 'Brother' : 'Sister') : swapGender(term);
  const onlyTrap = parentNamedIndirectly ? [gender === 'male' ? 'Paternal uncle' : 'Maternal aunt'] : [];
  const sideTrap = swapSide(term) !== term ? [swapSide(term)] : [];
  const others = random.shuffle(nearMisses(term, gender));
  const pool = [...new Set([leading, ...onlyTrap, ...sideTrap, ...others])].filter((option) => option !== term);
  const [first, second, third] = pool;
  if (first === undefined || second === undefined || third === undefined) throw new Error(`Too few distractors for ${term}`);
  return {
    // One link is read straight off the statements; each further link is another step to hold in mind.
    difficulty: path.length === 1 ? 'easy' : path.length === 2 ? 'medium' : 'hard',
    question: `How is ${person} related to ${relativeOf}?`,
    correct: term,
    distractors: [first, second, third],
    explanation: explain(family, reasons, person, relativeOf, relation),
  };
}

function memberOf(family: Family, name: string): FamilyMember {
  const member = family.members.find((candidate) => candidate.name === name);
  if (!member) throw new Error(`No family member named ${name}`);
  return member;
}

const WORDS: Record<string, Record<Gender, string>> = {
  parent: { male: 'father', female: 'mother' },
  child: { male: 'son', female: 'daughter' },
  spouse: { male: 'husband', female: 'wife' },
  sibling: { male: 'brother', female: 'sister' },
};

/** Walks the chain from Y to X one link at a time, a shared parent read as one "sibling" link. */
function explain(family: Family, reasons: Map<string, string>, person: string, relativeOf: string, relation: Relation): string {
  const { term, path } = relation;
  const sentences: string[] = [];
  const words: string[] = [];
  let at = relativeOf;
  for (let index = 0; index < path.length; index += 1) {
    const step = path[index]!;
    const next = path[index + 1];
    const isSibling = step.kind === 'parent' && next?.kind === 'child';
    const to = isSibling ? next.to : step.to;
    const kind = isSibling ? 'sibling' : step.kind;
    const word = WORDS[kind]![memberOf(family, to).gender];
    const reason =
      kind === 'sibling'
        ? ` (both are children of ${joinAnd(memberOf(family, at).parents)})`
        : kind === 'parent'
          ? reasonFor(reasons, at, to)
          : kind === 'child'
            ? reasonFor(reasons, to, at)
            : '';
    sentences.push(`${to} is ${at}’s ${word}${reason}.`);
    words.push(word);
    at = to;
    if (isSibling) index += 1;
  }
  const side = term.startsWith('Paternal') || term.startsWith('Maternal') ? ` The link runs through ${relativeOf}’s ${words[0]}, so the relation is on the ${term.startsWith('Paternal') ? 'father’s' : 'mother’s'} side.` : '';
  const summary =
    words.length === 1
      ? ''
      : ` So ${person} is ${relativeOf}’s ${words.join('’s ')}, that is, ${relativeOf}’s ${term.toLowerCase()}.`;
  return `${sentences.join(' ')}${summary}${side} Answer: ${term}.`;
}

function reasonFor(reasons: Map<string, string>, child: string, parent: string): string {
  const reason = reasons.get(`${child}>${parent}`);
  return reason === undefined ? '' : ` (${reason})`;
}
