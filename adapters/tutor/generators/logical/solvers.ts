/**
 * Independent solvers for the generated Logical Reasoning sets. Each works from structured facts,
 * never from the passage text, so a test can recompute every answer a generator claims.
 */

// ---------------------------------------------------------------- Syllogisms

export type Quantifier = 'all' | 'no' | 'some' | 'some-not';

/** "All/No/Some/Some ... not" with terms given by their index (0 to 3). */
export interface CategoricalStatement {
  readonly quantifier: Quantifier;
  readonly subject: number;
  readonly predicate: number;
}

export type ConclusionVerdict = 'only-first' | 'only-second' | 'both' | 'either' | 'neither';

/** Per term count, bit r of entry t is set when Venn region r lies inside term t; region r holds the terms whose bits are set in r. */
const TERM_REGIONS: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((termCount) =>
  Array.from({ length: termCount }, (_, term) => {
    let regions = 0;
    for (let region = 1; region < 1 << termCount; region += 1) if (region & (1 << term)) regions |= 1 << region;
    return regions;
  }),
);

function termRegions(termCount: number): readonly number[] {
  const regions = TERM_REGIONS[termCount];
  if (!regions) throw new Error(`Syllogisms take one to four terms, not ${termCount}`);
  return regions;
}

function holdsIn(statement: CategoricalStatement, model: number, regions: readonly number[]): boolean {
  const subject = regions[statement.subject]!;
  const predicate = regions[statement.predicate]!;
  switch (statement.quantifier) {
    case 'all':
      return (model & subject & ~predicate) === 0;
    case 'no':
      return (model & subject & predicate) === 0;
    case 'some':
      return (model & subject & predicate) !== 0;
    case 'some-not':
      return (model & subject & ~predicate) !== 0;
  }
}

/** True when the statement is true in the model (a set of occupied Venn regions, as a bit mask). */
export function statementHolds(termCount: number, statement: CategoricalStatement, model: number): boolean {
  return holdsIn(statement, model, termRegions(termCount));
}

/** Premise chains repeat across seeds (a few hundred shapes), so each is enumerated once. */
const modelCache = new Map<string, readonly number[]>();

/**
 * Every occupancy of the Venn regions (which regions have at least one member) that makes all the
 * premises true and leaves no term empty (existential import, as in traditional logic). Region 0, outside
 * every term, is irrelevant to the statements and is left out.
 */
export function syllogismModels(termCount: number, premises: readonly CategoricalStatement[]): readonly number[] {
  const key = `${termCount}|${premises.map((premise) => `${premise.quantifier}:${premise.subject}:${premise.predicate}`).join(',')}`;
  let models = modelCache.get(key);
  if (!models) {
    models = enumerateModels(termCount, premises);
    modelCache.set(key, models);
  }
  return models;
}

function enumerateModels(termCount: number, premises: readonly CategoricalStatement[]): number[] {
  const regions = termRegions(termCount);
  const models: number[] = [];
  for (let model = 0; model < 1 << (1 << termCount); model += 2) {
    if (regions.every((term) => (model & term) !== 0) && premises.every((premise) => holdsIn(premise, model, regions))) {
      models.push(model);
    }
  }
  return models;
}

/** A conclusion follows when it is true in every model of the premises. */
export function conclusionFollows(
  termCount: number,
  premises: readonly CategoricalStatement[],
  conclusion: CategoricalStatement,
): boolean {
  const regions = termRegions(termCount);
  return modelsOrThrow(termCount, premises).every((model) => holdsIn(conclusion, model, regions));
}

/**
 * The verdict on a pair of conclusions. 'either' means neither follows alone but in every model at
 * least one of them is true.
 */
export function judgeConclusions(
  termCount: number,
  premises: readonly CategoricalStatement[],
  [first, second]: readonly [CategoricalStatement, CategoricalStatement],
): ConclusionVerdict {
  const regions = termRegions(termCount);
  const models = modelsOrThrow(termCount, premises);
  const firstFollows = models.every((model) => holdsIn(first, model, regions));
  const secondFollows = models.every((model) => holdsIn(second, model, regions));
  if (firstFollows && secondFollows) return 'both';
  if (firstFollows) return 'only-first';
  if (secondFollows) return 'only-second';
  const oneAlwaysHolds = models.every((model) => holdsIn(first, model, regions) || holdsIn(second, model, regions));
  return oneAlwaysHolds ? 'either' : 'neither';
}

function modelsOrThrow(termCount: number, premises: readonly CategoricalStatement[]): readonly number[] {
  const models = syllogismModels(termCount, premises);
  // With no model every conclusion would "follow" vacuously: such premises must never reach a question.
  if (models.length === 0) throw new Error('The premises contradict each other');
  return models;
}

// ---------------------------------------------------------------- Blood relations

export type Gender = 'male' | 'female';

export interface FamilyMember {
  readonly name: string;
  readonly gender: Gender;
  /** Names of the parents who are in the family (none for those who married in). */
  readonly parents: readonly string[];
  readonly spouse: string | null;
}

export interface Family {
  readonly members: readonly FamilyMember[];
}

export type RelationStepKind = 'parent' | 'child' | 'spouse';

export interface RelationStep {
  readonly kind: RelationStepKind;
  /** The person reached by this step. */
  readonly to: string;
}

export interface Relation {
  /** The standard English term: the answer to "How is X related to Y?", read as "X is Y's ...". */
  readonly term: string;
  /** A shortest chain of links from Y to X. */
  readonly path: readonly RelationStep[];
}

const STEP_LETTER: Record<RelationStepKind, string> = { parent: 'P', child: 'C', spouse: 'S' };

/**
 * How `person` is related to `relativeOf`, found by a search over parent, child and spouse links.
 * Null when the shortest chains do not name one standard relation (for instance a parent's sister's
 * husband, whom some call uncle and some do not).
 */
export function findRelation(family: Family, person: string, relativeOf: string): Relation | null {
  if (person === relativeOf) return null;
  const paths = shortestPathsFrom(family, relativeOf).get(person) ?? [];
  if (paths.length === 0) return null;
  const gender = memberOf(family, person).gender;
  const terms = new Set(paths.map((path) => termFor(family, path, gender)));
  const [term] = [...terms];
  return terms.size === 1 && term !== null && term !== undefined ? { term, path: paths[0]! } : null;
}

function memberOf(family: Family, name: string): FamilyMember {
  const member = family.members.find((candidate) => candidate.name === name);
  if (!member) throw new Error(`No family member named ${name}`);
  return member;
}

function linksOf(family: Family): Map<string, RelationStep[]> {
  const links = new Map(family.members.map((member) => [member.name, [] as RelationStep[]]));
  for (const member of family.members) {
    const own = links.get(member.name)!;
    for (const parent of member.parents) {
      own.push({ kind: 'parent', to: parent });
      links.get(parent)?.push({ kind: 'child', to: member.name });
    }
    if (member.spouse !== null) own.push({ kind: 'spouse', to: member.spouse });
  }
  return links;
}

/** Relations beyond four links (a cousin's spouse, say) have no term the questions use. */
const LONGEST_CHAIN = 4;

/** A generator asks about every pair of members in turn, so each person's search is done once per family. */
const searchCache = new WeakMap<Family, Map<string, Map<string, RelationStep[][]>>>();

/** For everyone within reach of `from`: all simple paths of the least length that lead there. */
function shortestPathsFrom(family: Family, from: string): Map<string, RelationStep[][]> {
  let byStart = searchCache.get(family);
  if (!byStart) {
    byStart = new Map();
    searchCache.set(family, byStart);
  }
  const cached = byStart.get(from);
  if (cached) return cached;
  const links = linksOf(family);
  const found = new Map<string, RelationStep[][]>();
  let frontier: { at: string; path: RelationStep[] }[] = [{ at: from, path: [] }];
  for (let length = 1; length <= LONGEST_CHAIN; length += 1) {
    const next: typeof frontier = [];
    const reachedNow = new Map<string, RelationStep[][]>();
    for (const { at, path } of frontier) {
      for (const step of links.get(at) ?? []) {
        if (step.to === from || path.some((taken) => taken.to === step.to)) continue;
        const extended = [...path, step];
        next.push({ at: step.to, path: extended });
        if (!found.has(step.to)) reachedNow.set(step.to, [...(reachedNow.get(step.to) ?? []), extended]);
      }
    }
    for (const [person, paths] of reachedNow) found.set(person, paths);
    frontier = next;
  }
  byStart.set(from, found);
  return found;
}

function termFor(family: Family, path: readonly RelationStep[], gender: Gender): string | null {
  const male = gender === 'male';
  const signature = path.map((step) => STEP_LETTER[step.kind]).join('');
  const side = () => (memberOf(family, path[0]!.to).gender === 'male' ? 'Paternal' : 'Maternal');
  switch (signature) {
    case 'P':
      return male ? 'Father' : 'Mother';
    case 'C':
      return male ? 'Son' : 'Daughter';
    case 'S':
      return male ? 'Husband' : 'Wife';
    case 'PC':
      return male ? 'Brother' : 'Sister';
    case 'PP':
      return `${side()} ${male ? 'grandfather' : 'grandmother'}`;
    case 'CC':
      return male ? 'Grandson' : 'Granddaughter';
    case 'PPC':
      return `${side()} ${male ? 'uncle' : 'aunt'}`;
    case 'PCC':
      return male ? 'Nephew' : 'Niece';
    case 'PPCC':
      return 'Cousin';
    case 'SP':
      return male ? 'Father-in-law' : 'Mother-in-law';
    case 'CS':
      return male ? 'Son-in-law' : 'Daughter-in-law';
    case 'SPC':
    case 'PCS':
      return male ? 'Brother-in-law' : 'Sister-in-law';
    default:
      return null;
  }
}

// ---------------------------------------------------------------- Coding-decoding

/**
 * A letter code reorders the word (not at all, backwards, or each half backwards) and maps each
 * letter (shift: forward by `amount`; mirror: to `amount` minus the letter, so 25 pairs A with Z).
 * A number code writes each letter's place in the alphabet (counted from A, or from Z) plus `offset`.
 */
export type CodeScheme =
  | { readonly kind: 'letters'; readonly reversal: 'none' | 'word' | 'halves'; readonly mapping: 'shift' | 'mirror'; readonly amount: number }
  | { readonly kind: 'numbers'; readonly offset: number; readonly fromEnd: boolean; readonly reversed: boolean };

const A = 'A'.charCodeAt(0);

function modulo26(value: number): number {
  return ((value % 26) + 26) % 26;
}

function letterIndex(letter: string): number {
  return letter.charCodeAt(0) - A;
}

function letterAt(index: number): string {
  return String.fromCharCode(A + modulo26(index));
}

/** Reversing the word, or each half, undoes itself, so the same function encodes and decodes. */
export function reorder(word: string, reversal: 'none' | 'word' | 'halves'): string {
  const backwards = (text: string) => [...text].reverse().join('');
  if (reversal === 'none') return word;
  if (reversal === 'word') return backwards(word);
  const half = Math.floor(word.length / 2);
  return backwards(word.slice(0, half)) + backwards(word.slice(half));
}

export function encodeWord(scheme: CodeScheme, word: string): string {
  if (scheme.kind === 'numbers') {
    const numbers = [...word].map((letter) => (scheme.fromEnd ? 26 - letterIndex(letter) : letterIndex(letter) + 1) + scheme.offset);
    return (scheme.reversed ? numbers.reverse() : numbers).join('-');
  }
  const mapped = [...reorder(word, scheme.reversal)].map((letter) =>
    letterAt(scheme.mapping === 'shift' ? letterIndex(letter) + scheme.amount : scheme.amount - letterIndex(letter)),
  );
  return mapped.join('');
}

export function decodeCode(scheme: CodeScheme, code: string): string {
  if (scheme.kind === 'numbers') {
    const numbers = code.split('-').map(Number);
    const letters = (scheme.reversed ? numbers.reverse() : numbers).map((value) =>
      letterAt(scheme.fromEnd ? 26 - (value - scheme.offset) : value - scheme.offset - 1),
    );
    return letters.join('');
  }
  const unmapped = [...code]
    .map((letter) => letterAt(scheme.mapping === 'shift' ? letterIndex(letter) - scheme.amount : scheme.amount - letterIndex(letter)))
    .join('');
  return reorder(unmapped, scheme.reversal);
}
