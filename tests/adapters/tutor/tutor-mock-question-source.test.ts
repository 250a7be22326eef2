import { describe, expect, it } from 'vitest';
import { TutorMockQuestionSource } from '../../../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { paperQuestions } from '../../../core/mock/mock-analysis';
import { assemblePaper, setUsage } from '../../../core/mock/mock-assembly.rules';
import { type MockPaper } from '../../../core/mock/mock.model';
import { paperSeed } from '../../../core/mock/paper-assembly';
import { SECTION_PLAN, CLAT_SECTIONS } from '../../../core/exam/clat-pattern';
import { QUANT_TOPICS } from '../../../core/practice/practice.model';
import { MOCK_QUANT_KINDS, QUANT_GENERATORS } from '../../../adapters/tutor/generators/quant/quant-generators';

/** The caselet kinds the mock draws on beyond the Question Maker's Quant topics. */
const MOCK_ONLY_KINDS = [
  'Averages',
  'Speed, Time and Distance',
  'Time and Work',
  'Mixtures and Alligation',
  'Mensuration',
  'Number System',
  'Data Interpretation: Table',
  'Data Interpretation: Bar Chart',
  'Data Interpretation: Pie Chart',
];

describe('TutorMockQuestionSource', () => {
  const source = new TutorMockQuestionSource();

  it('offers every bank passage and generated Quant and Logical passages, enough for a paper in the CLAT pattern', async () => {
    const candidates = await source.candidates(2026);
    for (const section of CLAT_SECTIONS) {
      const available = candidates.filter((set) => set.section === section).reduce((sum, set) => sum + set.questionCount, 0);
      expect(available).toBeGreaterThanOrEqual(SECTION_PLAN[section].max);
    }
    expect(candidates.some((set) => set.section === 'English' && set.origin === 'bank')).toBe(true);
    expect(candidates.some((set) => set.section === 'Quant' && set.origin === 'generated')).toBe(true);
    expect(new Set(candidates.map((set) => set.id)).size).toBe(candidates.length);
  });

  it('rebuilds a paper from its stored ids, question for question, with four options and one key each', async () => {
    const candidates = await source.candidates(99);
    const paper = assemblePaper({ seed: 99, candidates, timesUsed: new Map() });
    const questions = paperQuestions({ paper }, await source.sets(paper.sets.map((set) => set.setId)));
    const again = paperQuestions({ paper }, await new TutorMockQuestionSource().sets(paper.sets.map((set) => set.setId)));
    expect(questions).toHaveLength(120);
    expect(again).toEqual(questions);
    for (const question of questions) {
      expect(new Set(question.options).size).toBe(4);
      expect(question.answerIndex).toBeGreaterThanOrEqual(0);
      expect(question.answerIndex).toBeLessThanOrEqual(3);
      expect(question.explanation.length).toBeGreaterThan(0);
    }
  });

  it("gives a student's first three mocks no passage twice", async () => {
    const papers: MockPaper[] = [];
    for (const seed of [11, 22, 33]) {
      papers.push(assemblePaper({ seed, candidates: await source.candidates(seed), timesUsed: setUsage(papers) }));
    }
    const ids = papers.flatMap((paper) => paper.sets.map((set) => set.setId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never puts two passages of one generator in a paper, through a student's first 30 mocks", async () => {
    const papers: MockPaper[] = [];
    for (let taken = 0; taken < 30; taken += 1) {
      // Seeds as students get them: from the account, the moment and the mocks taken.
      const seed = paperSeed('a1b2c3d4-student', Date.UTC(2026, 10, 1 + taken, 18), taken);
      const candidates = await source.candidates(seed);
      const family = new Map(candidates.map((set) => [set.id, set.family ?? set.id]));
      const paper = assemblePaper({ seed, candidates, timesUsed: setUsage(papers) });
      papers.push(paper);
      const families = paper.sets.map((set) => family.get(set.setId)!);
      expect(new Set(families).size, `mock ${taken + 1}: ${families.join(', ')}`).toBe(families.length);
    }
  });

  it('offers two sets of every Quant caselet kind, the six mock-only kinds included, each kind a family of its own', async () => {
    const candidates = await source.candidates(2026);
    const quant = candidates.filter((set) => set.section === 'Quant');
    const titles = new Map((await source.sets(quant.map((set) => set.id))).map((set) => [set.id, set.title]));
    for (const [index, kind] of MOCK_QUANT_KINDS.entries()) {
      const ofKind = quant.filter((set) => set.id.startsWith(`gen-quant-${index}-`));
      expect(ofKind, kind).toHaveLength(2);
      expect(new Set(ofKind.map((set) => set.family)), kind).toEqual(new Set([`gen-quant-${index}`]));
      for (const set of ofKind) {
        expect(titles.get(set.id)).toBe(kind);
        expect(set.questionCount).toBeGreaterThanOrEqual(4);
        expect(set.questionCount).toBeLessThanOrEqual(6);
      }
    }
    expect(MOCK_QUANT_KINDS.slice(QUANT_TOPICS.length)).toEqual(MOCK_ONLY_KINDS);
    expect(quant).toHaveLength(2 * MOCK_QUANT_KINDS.length);
  });

  it('still builds the passage a stored id gen-quant-0..3-<seed> named before the mock-only kinds came', async () => {
    const [profit, interest, percentages, ratio] = await source.sets(['gen-quant-0-77', 'gen-quant-1-77', 'gen-quant-2-77', 'gen-quant-3-77']);
    expect([profit, interest, percentages, ratio].map((set) => set!.title)).toEqual([...QUANT_TOPICS]);
    expect(profit!.passage).toBe(QUANT_GENERATORS['Profit & Loss'](77).passage);
    expect(interest!.passage).toBe(QUANT_GENERATORS['Simple & Compound Interest'](77).passage);
    expect(percentages!.passage).toBe(QUANT_GENERATORS.Percentages(77).passage);
    expect(ratio!.passage).toBe(QUANT_GENERATORS['Ratio and Proportions'](77).passage);
  });

  it('puts at most one set of a family in any paper, and draws every mock-only kind over a run of papers', async () => {
    const papers: MockPaper[] = [];
    const drawnKinds = new Set<string>();
    for (let taken = 0; taken < 40; taken += 1) {
      const seed = paperSeed('e5f6a7b8-student', Date.UTC(2026, 8, 1 + taken, 7), taken);
      const candidates = await source.candidates(seed);
      const family = new Map(candidates.map((set) => [set.id, set.family ?? set.id]));
      const paper = assemblePaper({ seed, candidates, timesUsed: setUsage(papers) });
      papers.push(paper);
      const families = paper.sets.map((set) => family.get(set.setId)!);
      expect(new Set(families).size, `mock ${taken + 1}: ${families.join(', ')}`).toBe(families.length);
      const quant = paper.sets.filter((set) => set.section === 'Quant').map((set) => set.setId);
      for (const set of await source.sets(quant)) drawnKinds.add(set.title);
    }
    for (const kind of MOCK_ONLY_KINDS) expect(drawnKinds, kind).toContain(kind);
  });

  it('refuses an id that is neither in the bank nor a generator’s', async () => {
    await expect(source.sets(['no-such-passage'])).rejects.toMatchObject({ code: 'not_found' });
    await expect(source.sets([`gen-quant-${MOCK_QUANT_KINDS.length}-1`])).rejects.toMatchObject({ code: 'not_found' });
  });
});
