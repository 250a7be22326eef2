import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TopicPracticeResponse } from '../../../core/practice/practice.model';
import { LOGICAL_TOPICS, OPTION_LETTERS } from '../../../core/practice/practice.model';
import { describeBloodRelations, generateBloodRelations } from '../../../adapters/tutor/generators/logical/blood-relations.generator';
import { describeCodingDecoding, generateCodingDecoding } from '../../../adapters/tutor/generators/logical/coding-decoding.generator';
import { LOGICAL_GENERATORS } from '../../../adapters/tutor/generators/logical/logical-generators';
import type { CategoricalStatement, ConclusionVerdict, Family, Gender } from '../../../adapters/tutor/generators/logical/solvers';
import { conclusionFollows, decodeCode, encodeWord, findRelation, judgeConclusions } from '../../../adapters/tutor/generators/logical/solvers';
import { describeSyllogisms, generateSyllogisms } from '../../../adapters/tutor/generators/logical/syllogisms.generator';

type LogicalTopic = (typeof LOGICAL_TOPICS)[number];

const anySeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The option each verdict must appear as, written out here rather than borrowed from the generator. */
const VERDICT_OPTION: Record<ConclusionVerdict, string> = {
  'only-first': 'Only I follows',
  'only-second': 'Only II follows',
  both: 'Both I and II follow',
  either: 'Either I or II follows',
  neither: 'Neither I nor II follows',
};

function statementText(terms: readonly string[], { quantifier, subject, predicate }: CategoricalStatement): string {
  const [s, p] = [terms[subject], terms[predicate]];
  return { all: `All ${s} are ${p}`, no: `No ${s} are ${p}`, some: `Some ${s} are ${p}`, 'some-not': `Some ${s} are not ${p}` }[quantifier];
}

/** For one seed: the solver's answer to each question, and text the passage or question must carry for the facts to be the ones stated. */
interface Expected {
  readonly answers: readonly string[];
  readonly passageMentions: readonly string[];
  readonly questionMentions: readonly (readonly string[])[];
  /** Faults in the structured facts themselves. */
  readonly factProblems?: readonly string[];
}

const EXPECTED: Record<LogicalTopic, (seed: number) => Expected> = {
  Syllogisms: (seed) => {
    const { terms, premises, questions } = describeSyllogisms(seed);
    return {
      answers: questions.map(({ conclusions }) => VERDICT_OPTION[judgeConclusions(terms.length, premises, conclusions)]),
      passageMentions: premises.map((premise, index) => `Statement ${index + 1}: ${statementText(terms, premise)}.`),
      questionMentions: questions.map(({ conclusions: [first, second] }) => [`I. ${statementText(terms, first)}.`, `II. ${statementText(terms, second)}.`]),
    };
  },
  'Blood Relations': (seed) => {
    const { family, questions } = describeBloodRelations(seed);
    return {
      answers: questions.map(({ person, relativeOf }) => findRelation(family, person, relativeOf)?.term ?? 'no standard term'),
      passageMentions: family.members.map((member) => `${member.name} (${member.gender})`),
      questionMentions: questions.map(({ person, relativeOf }) => [`How is ${person} related to ${relativeOf}?`]),
    };
  },
  'Coding-Decoding': (seed) => {
    const { scheme, examples, questions } = describeCodingDecoding(seed);
    return {
      answers: questions.map(({ direction, input }) => (direction === 'encode' ? encodeWord(scheme, input) : decodeCode(scheme, input))),
      passageMentions: examples.map((example) => `'${example.word}' is written as '${example.code}'`),
      questionMentions: questions.map(({ input }) => [`'${input}'`]),
      factProblems: examples.filter((example) => encodeWord(scheme, example.word) !== example.code).map((example) => `the scheme does not code ${example.word} as ${example.code}`),
    };
  },
};

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Everything wrong with one set, as readable lines: one assertion per run keeps 10,000 runs fast. */
function problemsIn(set: TopicPracticeResponse, expected: Expected): string[] {
  const problems: string[] = [...(expected.factProblems ?? [])];
  if (set.questions.length !== 5 || expected.answers.length !== 5) problems.push(`${set.questions.length} questions, ${expected.answers.length} solved`);
  const keys = Object.keys(set.answerKey).join(',');
  if (keys !== 'Q1,Q2,Q3,Q4,Q5') problems.push(`answer key ${keys}`);
  const words = wordCount(set.passage);
  if (words < 60 || words > 320) problems.push(`passage of ${words} words`);
  for (const mention of expected.passageMentions) if (!set.passage.includes(mention)) problems.push(`passage lacks "${mention}"`);
  set.questions.forEach((question, index) => {
    const solved = expected.answers[index]!;
    const label = `Q${index + 1} "${question.question}" [${question.options.join(' | ')}]`;
    if (question.options.length !== 4 || new Set(question.options).size !== 4) problems.push(`${label}: not four distinct options`);
    const matches = question.options.filter((option) => option === solved).length;
    if (matches !== 1) problems.push(`${label}: ${matches} options equal the solver's "${solved}"`);
    if (question.options[OPTION_LETTERS.indexOf(question.answer)] !== solved) problems.push(`${label}: ${question.answer} is keyed, the solver says "${solved}"`);
    if (set.answerKey[`Q${index + 1}`] !== question.answer) problems.push(`${label}: the answer key says ${set.answerKey[`Q${index + 1}`]}`);
    if (!question.explanation.endsWith(`Answer: ${solved}.`)) problems.push(`${label}: the explanation does not end at "${solved}"`);
    for (const mention of expected.questionMentions[index] ?? []) if (!question.question.includes(mention)) problems.push(`${label}: lacks "${mention}"`);
  });
  return problems;
}

describe.each(LOGICAL_TOPICS)('the %s generator', (topic) => {
  const generate = LOGICAL_GENERATORS[topic];

  it('keys, for any seed, the one option an independent solver computes from the structured facts, in a 60-320 word passage, the same set for the same seed', { timeout: 0 }, () => {
    fc.assert(
      fc.property(anySeed, (seed) => {
        const set = generate(seed);
        expect(problemsIn(set, EXPECTED[topic](seed))).toEqual([]);
        expect(generate(seed)).toEqual(set);
      }),
      { numRuns: 2_000 },
    );
  });

  it('spreads the answers: over 1,000 seeds each letter answers 15-35% of the questions', () => {
    const letters = Array.from({ length: 1000 }, (_, seed) => generate(seed).questions.map((question) => question.answer)).flat();
    for (const letter of OPTION_LETTERS) {
      const share = letters.filter((answer) => answer === letter).length / letters.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.15);
      expect(share, letter).toBeLessThanOrEqual(0.35);
    }
  });
});

describe('the syllogism model checker', () => {
  const [A, B, C] = [0, 1, 2];
  const all = (subject: number, predicate: number): CategoricalStatement => ({ quantifier: 'all', subject, predicate });
  const no = (subject: number, predicate: number): CategoricalStatement => ({ quantifier: 'no', subject, predicate });
  const some = (subject: number, predicate: number): CategoricalStatement => ({ quantifier: 'some', subject, predicate });
  const someNot = (subject: number, predicate: number): CategoricalStatement => ({ quantifier: 'some-not', subject, predicate });

  it.each([
    ['All A are B; Some B are C', [all(A, B), some(B, C)], some(A, C), false],
    ['All A are B; All B are C', [all(A, B), all(B, C)], all(A, C), true],
    ['Some A are B', [some(A, B)], some(B, A), true],
    ['All A are B (existential import)', [all(A, B)], some(B, A), true],
    ['All A are B', [all(A, B)], all(B, A), false],
    ['Some A are B', [some(A, B)], someNot(A, B), false],
    ['No A are B; All C are B', [no(A, B), all(C, B)], no(C, A), true],
    ['All A are B; No B are C', [all(A, B), no(B, C)], someNot(A, C), true],
    ['Some A are not B; All C are B', [someNot(A, B), all(C, B)], someNot(A, C), true],
    ['No A are B; Some B are C', [no(A, B), some(B, C)], someNot(C, A), true],
    ['No A are B; No B are C', [no(A, B), no(B, C)], no(A, C), false],
  ] as const)('%s => %j follows: %s', (_, premises, conclusion, follows) => {
    expect(conclusionFollows(3, premises, conclusion)).toBe(follows);
  });

  it("judges a contradictory pair of which neither follows as 'either', and an unforced pair as 'neither'", () => {
    expect(judgeConclusions(3, [all(A, B), some(B, C)], [some(A, C), no(A, C)])).toBe('either');
    expect(judgeConclusions(3, [all(A, B), some(B, C)], [all(A, C), no(A, C)])).toBe('neither');
    expect(judgeConclusions(3, [all(A, B), all(B, C)], [all(A, C), some(C, A)])).toBe('both');
    expect(judgeConclusions(3, [all(A, B), all(B, C)], [all(C, A), some(C, A)])).toBe('only-second');
  });

  it('refuses premises that contradict each other rather than letting every conclusion follow', () => {
    expect(() => conclusionFollows(2, [all(A, B), no(A, B)], some(A, B))).toThrow();
  });
});

describe('the blood-relations solver', () => {
  const person = (name: string, gender: Gender, parents: string[] = [], spouse: string | null = null) => ({ name, gender, parents, spouse });
  const family: Family = {
    members: [
      person('Rakesh', 'male', [], 'Sunita'),
      person('Sunita', 'female', [], 'Rakesh'),
      person('Anil', 'male', ['Rakesh', 'Sunita'], 'Pooja'),
      person('Meena', 'female', ['Rakesh', 'Sunita'], 'Vikram'),
      person('Pooja', 'female', [], 'Anil'),
      person('Vikram', 'male', [], 'Meena'),
      person('Kavya', 'female', ['Anil', 'Pooja']),
      person('Tarun', 'male', ['Vikram', 'Meena']),
    ],
  };

  it.each([
    ['Meena', 'Kavya', 'Paternal aunt'],
    ['Anil', 'Tarun', 'Maternal uncle'],
    ['Sunita', 'Tarun', 'Maternal grandmother'],
    ['Rakesh', 'Kavya', 'Paternal grandfather'],
    ['Tarun', 'Kavya', 'Cousin'],
    ['Kavya', 'Meena', 'Niece'],
    ['Pooja', 'Meena', 'Sister-in-law'],
    ['Meena', 'Pooja', 'Sister-in-law'],
    ['Vikram', 'Anil', 'Brother-in-law'],
    ['Rakesh', 'Vikram', 'Father-in-law'],
    ['Vikram', 'Sunita', 'Son-in-law'],
    ['Tarun', 'Rakesh', 'Grandson'],
    ['Anil', 'Meena', 'Brother'],
  ])('finds %s to be %s’s %s', (who, whose, term) => {
    expect(findRelation(family, who, whose)?.term).toBe(term);
  });

  it('names no relation where standard English has no single term (an aunt’s husband, a husband’s sister’s husband)', () => {
    expect(findRelation(family, 'Vikram', 'Kavya')).toBeNull();
    expect(findRelation(family, 'Vikram', 'Pooja')).toBeNull();
  });
});

describe('the coding solver', () => {
  it.each([
    [{ kind: 'letters', reversal: 'none', mapping: 'shift', amount: 2 }, 'CAT', 'ECV'],
    [{ kind: 'letters', reversal: 'none', mapping: 'shift', amount: -3 }, 'BAY', 'YXV'],
    [{ kind: 'letters', reversal: 'word', mapping: 'shift', amount: 1 }, 'LAWYER', 'SFZXBM'],
    [{ kind: 'letters', reversal: 'none', mapping: 'mirror', amount: 25 }, 'ABCZ', 'ZYXA'],
    [{ kind: 'letters', reversal: 'halves', mapping: 'shift', amount: 2 }, 'LAMP', 'CNRO'],
    [{ kind: 'numbers', offset: 0, fromEnd: false, reversed: false }, 'CAT', '3-1-20'],
    [{ kind: 'numbers', offset: 2, fromEnd: false, reversed: false }, 'CAT', '5-3-22'],
  ] as const)('codes %j: %s as %s, and decodes it back', (scheme, word, code) => {
    expect(encodeWord(scheme, word)).toBe(code);
    expect(decodeCode(scheme, code)).toBe(word);
  });
});

/** Each question's text with the option keyed as correct, in order. */
function keyedAnswers(set: TopicPracticeResponse): [string, string | undefined][] {
  return set.questions.map((question) => [question.question, question.options[OPTION_LETTERS.indexOf(question.answer)]]);
}

describe('pinned sets, checked by hand', () => {
  it('Syllogisms, seed 1: cricketers, doctors, dancers and clerks', () => {
    const set = generateSyllogisms(1);
    expect(set.passage).toContain('Statement 1: All cricketers are doctors. Statement 2: No doctors are dancers. Statement 3: Some clerks are dancers.');
    expect(set.passage).toContain('every group named here (cricketers, doctors, dancers and clerks) has at least one member');
    const ask = (first: string, second: string) => `Conclusions: I. ${first}. II. ${second}. Which of the conclusions follow from the statements?`;
    expect(keyedAnswers(set)).toEqual([
      [ask('All doctors are cricketers', 'Some dancers are not clerks'), 'Neither I nor II follows'],
      [ask('Some dancers are clerks', 'Some clerks are not dancers'), 'Only I follows'],
      // Every cricketer is a doctor, and no doctor dances; cricketers exist, but all of them may be clerks.
      [ask('Some cricketers are not dancers', 'Some cricketers are not clerks'), 'Only I follows'],
      // The clerk who dances cannot be a doctor, so cannot be a cricketer.
      [ask('All dancers are doctors', 'Some clerks are not cricketers'), 'Only II follows'],
      [ask('No clerks are cricketers', 'Some clerks are cricketers'), 'Either I or II follows'],
    ]);
    expect(set.answerKey).toEqual({ Q1: 'D', Q2: 'A', Q3: 'B', Q4: 'B', Q5: 'C' });
  });

  it('Blood Relations, seed 2: a family of eight in Lucknow, two parents named only as "only son" and "only daughter"', () => {
    const set = generateBloodRelations(2);
    expect(set.passage).toContain('Tariq and Fatima have two children: Farah and Farhan.');
    expect(set.passage).toContain('Mehwish is the daughter of Tariq’s only daughter and her husband, Arif.');
    expect(set.passage).toContain('Ayesha is the daughter of Tariq’s only son and his wife, Heena.');
    expect(keyedAnswers(set)).toEqual([
      ['How is Tariq related to Ayesha?', 'Paternal grandfather'],
      ['How is Tariq related to Heena?', 'Father-in-law'],
      ['How is Heena related to Fatima?', 'Daughter-in-law'],
      ['How is Ayesha related to Mehwish?', 'Cousin'],
      ['How is Arif related to Fatima?', 'Son-in-law'],
    ]);
    expect(set.answerKey).toEqual({ Q1: 'C', Q2: 'B', Q3: 'B', Q4: 'C', Q5: 'A' });
  });

  it('Coding-Decoding, seed 6: the opposite-letter code', () => {
    const set = generateCodingDecoding(6);
    expect(set.passage).toContain("In this code, 'POCKET' is written as 'KLXPVG', and 'CHAMPION' is written as 'XSZNKRLM'.");
    expect(keyedAnswers(set)).toEqual([
      ["In the same code, which word is written as 'NZIPVG'?", 'MARKET'],
      ["In the same code, which word is written as 'XZKGZRM'?", 'CAPTAIN'],
      ["In the same code, how is 'BALLOON' written?", 'YZOOLLM'],
      ["In the same code, how is 'CHAIR' written?", 'XSZRI'],
      ["In the same code, how is 'LAWYER' written?", 'OZDBVI'],
    ]);
    // The decoding slips leave the letters in the wrong order, so they read almost like the word.
    expect(set.questions[0]!.options).toEqual(expect.arrayContaining(['RAMTEK', 'TEKRAM']));
    expect(set.answerKey).toEqual({ Q1: 'D', Q2: 'B', Q3: 'C', Q4: 'A', Q5: 'A' });
  });
});
