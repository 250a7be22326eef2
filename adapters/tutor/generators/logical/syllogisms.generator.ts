import { QUESTIONS_PER_REQUEST } from '../../../../core/practice/practice.model';
import type { DraftQuestion, GeneratedSet } from '../generated-set';
import { assembleSet } from '../generated-set';
import { Random } from '../random';
import type { CategoricalStatement, ConclusionVerdict } from './solvers';
import { judgeConclusions, statementHolds, syllogismModels } from './solvers';

interface Term {
  readonly one: string;
  readonly many: string;
}

type ConclusionPair = readonly [CategoricalStatement, CategoricalStatement];

/** What a syllogism set is built from: enough for the solver to recompute every answer. */
export interface SyllogismFacts {
  /** Plural names, in the order the statements' term indices refer to. */
  readonly terms: readonly string[];
  readonly premises: readonly CategoricalStatement[];
  readonly questions: readonly { readonly conclusions: ConclusionPair }[];
}

const TERMS: readonly Term[] = [
  { one: 'advocate', many: 'advocates' },
  { one: 'judge', many: 'judges' },
  { one: 'student', many: 'students' },
  { one: 'cricketer', many: 'cricketers' },
  { one: 'reader', many: 'readers' },
  { one: 'teacher', many: 'teachers' },
  { one: 'doctor', many: 'doctors' },
  { one: 'singer', many: 'singers' },
  { one: 'farmer', many: 'farmers' },
  { one: 'engineer', many: 'engineers' },
  { one: 'poet', many: 'poets' },
  { one: 'clerk', many: 'clerks' },
  { one: 'voter', many: 'voters' },
  { one: 'dancer', many: 'dancers' },
  { one: 'cyclist', many: 'cyclists' },
  { one: 'banker', many: 'bankers' },
  { one: 'chess player', many: 'chess players' },
  { one: 'journalist', many: 'journalists' },
  { one: 'swimmer', many: 'swimmers' },
  { one: 'musician', many: 'musicians' },
];

const SETTINGS: readonly string[] = [
  'The Legal Aid Society of a National Law University in Bengaluru surveyed the people who attended its weekend legal literacy camp in a nearby village. Its volunteers summed up what they found in the statements below.',
  'Before the inter-college cultural festival in Nagpur, the organising committee drew up a profile of everyone who had registered for the event. The committee’s report makes the following statements about the participants.',
  'A residents’ welfare association in Lucknow sent a short questionnaire to every household in its housing society, and its secretary summarised the replies about the residents in these statements.',
  'At a week-long book fair organised by the public library in Kochi, the organisers noted a few facts about the visitors. Their notes read as follows.',
  'A civic group in Pune studied the volunteers who turned up for a city-wide cleanliness drive on Republic Day. The group’s report records these statements about the volunteers.',
];

const VERDICT_TEXT: Record<ConclusionVerdict, string> = {
  'only-first': 'Only I follows',
  'only-second': 'Only II follows',
  both: 'Both I and II follow',
  either: 'Either I or II follows',
  neither: 'Neither I nor II follows',
};

const QUANTIFIER_WEIGHTS: readonly CategoricalStatement['quantifier'][] = ['all', 'all', 'all', 'all', 'no', 'no', 'some', 'some', 'some', 'some-not'];

/** A Logical Reasoning set on syllogisms: statements, then five "which conclusions follow" questions. */
export function generateSyllogisms(seed: number): GeneratedSet {
  const { passage, drafts, random } = build(seed);
  return assembleSet(passage, drafts, random);
}

/** The structured facts behind `generateSyllogisms(seed)`. */
export function describeSyllogisms(seed: number): SyllogismFacts {
  return build(seed).facts;
}

function build(seed: number) {
  const random = new Random(seed);
  const terms = random.shuffle(TERMS).slice(0, random.next() < 0.5 ? 3 : 4);
  const { premises, models, candidates } = choosePremises(random, terms.length);
  const pairs = chooseConclusionPairs(random, terms.length, premises, candidates);
  const drafts = pairs.map((pair) => draftQuestion(terms, premises, models, pair));
  const passage = writePassage(random.pick(SETTINGS), terms, premises);
  const facts: SyllogismFacts = { terms: terms.map((term) => term.many), premises, questions: pairs.map((conclusions) => ({ conclusions })) };
  return { facts, passage, drafts, random };
}

// ---------------------------------------------------------------- premises

/** A chain of premises (term 0 with 1, 1 with 2, ...) that is consistent and supports every kind of question. */
function choosePremises(random: Random, termCount: number): Analysis & { premises: CategoricalStatement[] } {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const premises = Array.from({ length: termCount - 1 }, (_, link) => {
      const [subject, predicate] = random.next() < 0.5 ? [link, link + 1] : [link + 1, link];
      return { quantifier: random.pick(QUANTIFIER_WEIGHTS), subject, predicate };
    });
    const analysis = analyse(termCount, premises);
    const following = analysis.candidates.filter((candidate) => candidate.follows).length;
    if (analysis.models.length > 0 && following >= 2 && contradictoryPairs(analysis.candidates).length > 0) return { premises, ...analysis };
  }
  // Practically unreachable; keeps generation total for every seed.
  const premises: CategoricalStatement[] = [
    { quantifier: 'all', subject: 0, predicate: 1 },
    { quantifier: 'some', subject: 1, predicate: 2 },
    ...(termCount === 4 ? [{ quantifier: 'no' as const, subject: 2, predicate: 3 }] : []),
  ];
  return { premises, ...analyse(termCount, premises) };
}

// ---------------------------------------------------------------- conclusions

interface Candidate {
  readonly statement: CategoricalStatement;
  readonly follows: boolean;
  /** How likely a hurried candidate is to think it follows: the usual traps score higher. */
  readonly temptation: number;
}

const QUANTIFIERS: readonly CategoricalStatement['quantifier'][] = ['all', 'no', 'some', 'some-not'];

function keyOf(statement: CategoricalStatement): string {
  return `${statement.quantifier}:${statement.subject}:${statement.predicate}`;
}

function negationOf(statement: CategoricalStatement): CategoricalStatement {
  const opposite = { all: 'some-not', 'some-not': 'all', no: 'some', some: 'no' } as const;
  return { ...statement, quantifier: opposite[statement.quantifier] };
}

interface Analysis {
  /** The solver's models, fewest occupied regions first: the first counterexample found is then a simplest one. */
  readonly models: readonly number[];
  /** Every conclusion about two different terms that is not simply a premise repeated. */
  readonly candidates: readonly Candidate[];
}

/** Premise chains repeat across seeds (a few hundred shapes), so each is analysed once. */
const analyses = new Map<string, Analysis>();

function analyse(termCount: number, premises: readonly CategoricalStatement[]): Analysis {
  const key = `${termCount}|${premises.map(keyOf).join(',')}`;
  const known = analyses.get(key);
  if (known) return known;
  const models = [...syllogismModels(termCount, premises)].sort((a, b) => occupiedRegions(a) - occupiedRegions(b) || a - b);
  const premiseKeys = new Set(premises.map(keyOf));
  const candidates: Candidate[] = [];
  for (let subject = 0; subject < termCount && models.length > 0; subject += 1) {
    for (let predicate = 0; predicate < termCount; predicate += 1) {
      if (subject === predicate) continue;
      for (const quantifier of QUANTIFIERS) {
        const statement = { quantifier, subject, predicate };
        if (premiseKeys.has(keyOf(statement))) continue;
        const follows = models.every((model) => statementHolds(termCount, statement, model));
        // A conclusion the statements flatly contradict tempts no one: it appears, but rarely.
        const contradicted = !follows && models.every((model) => !statementHolds(termCount, statement, model));
        candidates.push({ statement, follows, temptation: follows ? 1 : contradicted ? 0.5 : temptationOf(statement, premises) });
      }
    }
  }
  const analysis = { models, candidates };
  analyses.set(key, analysis);
  return analysis;
}

function temptationOf(statement: CategoricalStatement, premises: readonly CategoricalStatement[]): number {
  const { quantifier, subject, predicate } = statement;
  const reversesPremise = premises.some(
    (premise) => premise.subject === predicate && premise.predicate === subject && premise.quantifier === quantifier,
  );
  const swapsSomeForSomeNot = premises.some(
    (premise) =>
      premise.subject === subject &&
      premise.predicate === predicate &&
      ((premise.quantifier === 'some' && quantifier === 'some-not') || (premise.quantifier === 'some-not' && quantifier === 'some')),
  );
  if (reversesPremise || swapsSomeForSomeNot) return 4;
  // Terms two links apart in the chain: the classic two-premise inference, where the middle term can mislead.
  return Math.abs(subject - predicate) === 2 ? 3 : 1;
}

function contradictoryPairs(candidates: readonly Candidate[]): ConclusionPair[] {
  const open = new Map(candidates.filter((candidate) => !candidate.follows).map((candidate) => [keyOf(candidate.statement), candidate]));
  const pairs: ConclusionPair[] = [];
  for (const candidate of open.values()) {
    const negation = negationOf(candidate.statement);
    // Each contradictory pair once: 'all' with 'some-not', 'some' with 'no'.
    if ((candidate.statement.quantifier === 'all' || candidate.statement.quantifier === 'some') && open.has(keyOf(negation))) {
      pairs.push([candidate.statement, negation]);
    }
  }
  return pairs;
}

function isContradictoryPair([first, second]: ConclusionPair): boolean {
  return keyOf(negationOf(first)) === keyOf(second);
}

function weightedPick(random: Random, candidates: readonly Candidate[]): Candidate {
  const total = candidates.reduce((sum, candidate) => sum + candidate.temptation, 0);
  let roll = random.next() * total;
  for (const candidate of candidates) {
    roll -= candidate.temptation;
    if (roll < 0) return candidate;
  }
  return candidates[candidates.length - 1]!;
}

const CATEGORIES: readonly ConclusionVerdict[] = ['only-first', 'only-second', 'both', 'neither', 'either'];
/** How often each verdict is aimed at: 'either' is the rarer case in real papers. */
const PLANNED_VERDICTS: readonly ConclusionVerdict[] = [...CATEGORIES, ...CATEGORIES, 'only-first', 'only-second', 'neither'];
/** At most this many questions of one set share a verdict, so a set never leans on one pattern. */
const VERDICT_LIMIT: Record<ConclusionVerdict, number> = { 'only-first': 2, 'only-second': 2, both: 2, neither: 2, either: 1 };

function chooseConclusionPairs(
  random: Random,
  termCount: number,
  premises: readonly CategoricalStatement[],
  candidates: readonly Candidate[],
): ConclusionPair[] {
  const used = new Set<string>();
  const pairs: ConclusionPair[] = [];
  const fresh = (list: readonly Candidate[]) => {
    const unused = list.filter((candidate) => !used.has(keyOf(candidate.statement)));
    return unused.length > 0 ? unused : list;
  };
  const attempt = (verdict: ConclusionVerdict): ConclusionPair | null => {
    for (let tries = 0; tries < 30; tries += 1) {
      const pair = proposePair(random, verdict, fresh(candidates.filter((c) => c.follows)), fresh(candidates.filter((c) => !c.follows)), candidates);
      if (pair === null) return null;
      const samePairAgain = pairs.some((other) => keyOf(other[0]) === keyOf(pair[0]) && keyOf(other[1]) === keyOf(pair[1]));
      if (!samePairAgain && keyOf(pair[0]) !== keyOf(pair[1]) && judgeConclusions(termCount, premises, pair) === verdict) return pair;
    }
    return null;
  };
  const verdicts: ConclusionVerdict[] = [];
  const open = (verdict: ConclusionVerdict) => verdicts.filter((given) => given === verdict).length < VERDICT_LIMIT[verdict];
  while (pairs.length < QUESTIONS_PER_REQUEST) {
    const planned = random.pick(PLANNED_VERDICTS.filter(open));
    let verdict = planned;
    let pair = attempt(planned);
    for (const fallback of random.shuffle(CATEGORIES)) {
      if (pair !== null) break;
      verdict = fallback;
      pair = attempt(fallback);
    }
    if (pair === null) throw new Error('No conclusion pair fits these premises');
    pair.forEach((statement) => used.add(keyOf(statement)));
    pairs.push(pair);
    verdicts.push(verdict);
  }
  return pairs;
}

function proposePair(
  random: Random,
  verdict: ConclusionVerdict,
  following: readonly Candidate[],
  open: readonly Candidate[],
  all: readonly Candidate[],
): ConclusionPair | null {
  const pickFollowing = () => random.pick(following).statement;
  switch (verdict) {
    case 'only-first':
      return following.length > 0 && open.length > 0 ? [pickFollowing(), weightedPick(random, open).statement] : null;
    case 'only-second':
      return following.length > 0 && open.length > 0 ? [weightedPick(random, open).statement, pickFollowing()] : null;
    case 'both':
      return following.length > 1 ? [pickFollowing(), pickFollowing()] : null;
    case 'neither':
      return open.length > 1 ? [weightedPick(random, open).statement, weightedPick(random, open).statement] : null;
    case 'either': {
      const pairs = contradictoryPairs(all);
      if (pairs.length === 0) return null;
      const pair = random.pick(pairs);
      return random.next() < 0.5 ? pair : [pair[1], pair[0]];
    }
  }
}

// ---------------------------------------------------------------- text

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function joinWith(items: readonly string[], word: 'and' | 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

function sentence(terms: readonly Term[], statement: CategoricalStatement): string {
  const subject = terms[statement.subject]!.many;
  const predicate = terms[statement.predicate]!.many;
  switch (statement.quantifier) {
    case 'all':
      return `All ${subject} are ${predicate}`;
    case 'no':
      return `No ${subject} are ${predicate}`;
    case 'some':
      return `Some ${subject} are ${predicate}`;
    case 'some-not':
      return `Some ${subject} are not ${predicate}`;
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function writePassage(setting: string, terms: readonly Term[], premises: readonly CategoricalStatement[]): string {
  const statements = premises.map((premise, index) => `Statement ${index + 1}: ${sentence(terms, premise)}.`).join(' ');
  const groups = joinWith(terms.map((term) => term.many), 'and');
  return [
    setting,
    statements,
    'Take the statements to be true even if they seem to be at variance with commonly known facts, and use no outside knowledge.',
    `Assume that every group named here (${groups}) has at least one member.`,
    'Nothing else is known about how these groups overlap.',
    'Each question below gives two conclusions. A conclusion follows only if it must be true in every situation that the statements allow; a conclusion that may be true, but need not be, does not follow.',
    'Where two conclusions speak of the same two groups, neither follows on its own, and yet one of the two must be true, the answer is that either I or II follows.',
  ].join(' ');
}

function questionText(terms: readonly Term[], [first, second]: ConclusionPair): string {
  return `Conclusions: I. ${sentence(terms, first)}. II. ${sentence(terms, second)}. Which of the conclusions follow from the statements?`;
}

// ---------------------------------------------------------------- explanations

function regionsOf(termCount: number, statement: CategoricalStatement, inside: boolean): number[] {
  const regions: number[] = [];
  for (let region = 1; region < 1 << termCount; region += 1) {
    const inSubject = (region & (1 << statement.subject)) !== 0;
    const inPredicate = (region & (1 << statement.predicate)) !== 0;
    if (inSubject && inPredicate === inside) regions.push(region);
  }
  return regions;
}

/** Regions a universal premise empties, or an existential one needs at least one of. */
function regionsNamed(termCount: number, statement: CategoricalStatement): number[] {
  const inside = statement.quantifier === 'no' || statement.quantifier === 'some';
  return regionsOf(termCount, statement, inside);
}

function isUniversal(statement: CategoricalStatement): boolean {
  return statement.quantifier === 'all' || statement.quantifier === 'no';
}

/** The fewest universal premises (greedily) that empty every one of the regions; null if they cannot. */
function premisesEmptying(termCount: number, premises: readonly CategoricalStatement[], regions: readonly number[]): number[] | null {
  const uncovered = new Set(regions);
  const chosen: number[] = [];
  while (uncovered.size > 0) {
    let best = -1;
    let bestCount = 0;
    premises.forEach((premise, index) => {
      if (!isUniversal(premise) || chosen.includes(index)) return;
      const count = regionsNamed(termCount, premise).filter((region) => uncovered.has(region)).length;
      if (count > bestCount) [best, bestCount] = [index, count];
    });
    if (best < 0) return null;
    chosen.push(best);
    for (const region of regionsNamed(termCount, premises[best]!)) uncovered.delete(region);
  }
  return chosen.sort((a, b) => a - b);
}

function premiseEffect(terms: readonly Term[], premises: readonly CategoricalStatement[], index: number): string {
  const premise = premises[index]!;
  const subject = terms[premise.subject]!.many;
  const predicate = terms[premise.predicate]!.many;
  const effect = premise.quantifier === 'all' ? `puts every one of the ${subject} among the ${predicate}` : `keeps ${subject} and ${predicate} wholly apart`;
  return `Statement ${index + 1} (${sentence(terms, premise)}) ${effect}`;
}

/** "reader who is an advocate": the kind of person an existential statement (or its universal contradictory) is about. */
function personIn(terms: readonly Term[], statement: CategoricalStatement): string {
  const inside = statement.quantifier === 'some' || statement.quantifier === 'no';
  return `${terms[statement.subject]!.one} who is ${inside ? '' : 'not '}${article(terms[statement.predicate]!.one)}`;
}

function whyItFollows(terms: readonly Term[], premises: readonly CategoricalStatement[], conclusion: CategoricalStatement, label: string): string {
  const termCount = terms.length;
  const opening = `Conclusion ${label} (${sentence(terms, conclusion)}) follows.`;
  if (isUniversal(conclusion)) {
    const emptying = premisesEmptying(termCount, premises, regionsNamed(termCount, negationOf(conclusion)));
    if (emptying === null) throw new Error('A following universal conclusion must rest on universal premises');
    const ruledOut = conclusion.quantifier === 'all' ? article(personIn(terms, negationOf(conclusion))) : `anyone who is both ${article(terms[conclusion.subject]!.one)} and ${article(terms[conclusion.predicate]!.one)}`;
    const effects = emptying.map((index) => premiseEffect(terms, premises, index));
    return `${opening} ${joinWith(effects, 'and')}; so there is no room for ${ruledOut}.`;
  }
  const target = new Set(regionsNamed(termCount, conclusion));
  const witnesses = [
    ...premises
      .map((premise, index) => ({ regions: regionsNamed(termCount, premise), index, premise }))
      .filter(({ premise }) => !isUniversal(premise))
      .map(({ regions, index, premise }) => ({ regions, says: `Statement ${index + 1} (${sentence(terms, premise)}) guarantees at least one ${personIn(terms, premise)}` })),
    ...terms.map((term, index) => ({
      regions: regionsOf(termCount, { quantifier: 'some', subject: index, predicate: index }, true),
      says: `Every group named has at least one member, so there is at least one ${term.one}`,
    })),
  ];
  for (const witness of witnesses) {
    const emptying = premisesEmptying(termCount, premises, witness.regions.filter((region) => !target.has(region)));
    if (emptying === null) continue;
    const effects = emptying.map((index) => premiseEffect(terms, premises, index));
    const person = article(personIn(terms, conclusion));
    const restriction = effects.length > 0 ? `. ${joinWith(effects, 'and')}, so that person is ${person}` : `: that person is ${person}`;
    return `${opening} ${witness.says}${restriction}.`;
  }
  throw new Error('A following existential conclusion must have a witness');
}

function describeRegion(terms: readonly Term[], region: number): string {
  const inside = terms.filter((_, index) => region & (1 << index)).map((term) => term.many);
  const outside = terms.filter((_, index) => !(region & (1 << index))).map((term) => term.many);
  if (inside.length === 1) return `${inside[0]} who belong to none of the other groups`;
  const rest = outside.length > 0 ? `, but not ${joinWith(outside, 'or')}` : '';
  return `${inside[0]} who are also ${joinWith(inside.slice(1), 'and')}${rest}`;
}

/** A simplest situation the statements allow in which the conclusion is false. */
function whyItFails(terms: readonly Term[], premises: readonly CategoricalStatement[], models: readonly number[], conclusion: CategoricalStatement, label: string): string {
  const termCount = terms.length;
  const counterexample = models.find((model) => !statementHolds(termCount, conclusion, model));
  if (counterexample === undefined) throw new Error('A conclusion that does not follow must have a counterexample');
  const groups: string[] = [];
  for (let region = 1; region < 1 << termCount; region += 1) if (counterexample & (1 << region)) groups.push(describeRegion(terms, region));
  const listed = groups.map((group, index) => `(${'abcdefghijklmno'.charAt(index)}) ${group}`).join('; ');
  const trap = trapNote(terms, premises, conclusion);
  return (
    `Conclusion ${label} (${sentence(terms, conclusion)}) does not follow${trap}. The statements also allow a situation in which ${lowerFirst(sentence(terms, negationOf(conclusion)))}: ` +
    `for instance, if the people are just ${listed}. Every statement holds there, yet Conclusion ${label} is false.`
  );
}

function occupiedRegions(model: number): number {
  let count = 0;
  for (let rest = model; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

function trapNote(terms: readonly Term[], premises: readonly CategoricalStatement[], conclusion: CategoricalStatement): string {
  const reversed = premises.find(
    (premise) => premise.subject === conclusion.predicate && premise.predicate === conclusion.subject && premise.quantifier === conclusion.quantifier,
  );
  if (reversed) return ` ('${sentence(terms, reversed)}' cannot simply be turned around)`;
  const someSwap = premises.find(
    (premise) =>
      premise.subject === conclusion.subject &&
      premise.predicate === conclusion.predicate &&
      (premise.quantifier === 'some' || premise.quantifier === 'some-not') &&
      (conclusion.quantifier === 'some' || conclusion.quantifier === 'some-not'),
  );
  if (someSwap) return ` ('some are' does not imply 'some are not', nor the other way round)`;
  return '';
}

function draftQuestion(terms: readonly Term[], premises: readonly CategoricalStatement[], models: readonly number[], pair: ConclusionPair): DraftQuestion {
  const verdict = judgeConclusions(terms.length, premises, pair);
  const optionVerdicts: ConclusionVerdict[] = isContradictoryPair(pair)
    ? ['only-first', 'only-second', 'either', 'neither']
    : ['only-first', 'only-second', 'both', 'neither'];
  const distractors = optionVerdicts.filter((option) => option !== verdict).map((option) => VERDICT_TEXT[option]);
  const [firstFollows, secondFollows] = [verdict === 'only-first' || verdict === 'both', verdict === 'only-second' || verdict === 'both'];
  const steps = [
    firstFollows ? whyItFollows(terms, premises, pair[0], 'I') : whyItFails(terms, premises, models, pair[0], 'I'),
    secondFollows ? whyItFollows(terms, premises, pair[1], 'II') : whyItFails(terms, premises, models, pair[1], 'II'),
  ];
  if (verdict === 'either') {
    steps.push('But the two conclusions speak of the same two groups and contradict each other, so in every situation exactly one of them is true.');
  }
  return {
    // Two premises and a plain verdict are easy; a third premise, or a pair where only one of two can hold, asks for more.
    difficulty: verdict === 'either' ? 'hard' : premises.length > 2 ? 'medium' : 'easy',
    question: questionText(terms, pair),
    correct: VERDICT_TEXT[verdict],
    distractors: threeOf(distractors),
    explanation: `${steps.join(' ')} Answer: ${VERDICT_TEXT[verdict]}.`,
  };
}

function threeOf(items: readonly string[]): [string, string, string] {
  const [first, second, third] = items;
  if (items.length !== 3 || first === undefined || second === undefined || third === undefined) throw new Error('Expected three distractors');
  return [first, second, third];
}
