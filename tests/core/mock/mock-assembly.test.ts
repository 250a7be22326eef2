import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assemblePaper, setUsage } from '../../../core/mock/mock-assembly.rules';
import { MIN_QUESTIONS_PER_PASSAGE } from '../../../core/mock/mock-blueprint';
import { paperQuestionIds, type MockPaper, type MockSetSummary } from '../../../core/mock/mock.model';
import { AppError } from '../../../core/shared/app-error';
import { FakeMockSource } from '../../fakes/fake-full-mock';
import { SECTION_PLAN, CLAT_QUESTIONS, CLAT_SECTIONS } from '../../../core/exam/clat-pattern';

async function candidatesOf(source: FakeMockSource): Promise<readonly MockSetSummary[]> {
  return source.candidates();
}

function sectionCount(paper: MockPaper, section: string): number {
  return paper.sets.filter((set) => set.section === section).reduce((sum, set) => sum + set.questionCount, 0);
}

function expectValidPaper(paper: MockPaper, candidates: readonly MockSetSummary[]): void {
  expect(paperQuestionIds(paper)).toHaveLength(CLAT_QUESTIONS);
  expect(new Set(paperQuestionIds(paper)).size).toBe(CLAT_QUESTIONS);
  for (const section of CLAT_SECTIONS) {
    const count = sectionCount(paper, section);
    expect(count).toBeGreaterThanOrEqual(SECTION_PLAN[section].min);
    expect(count).toBeLessThanOrEqual(SECTION_PLAN[section].max);
  }
  const sizes = new Map(candidates.map((set) => [set.id, set.questionCount]));
  for (const set of paper.sets) {
    expect(set.questionCount).toBeGreaterThanOrEqual(MIN_QUESTIONS_PER_PASSAGE);
    expect(set.questionCount).toBeLessThanOrEqual(sizes.get(set.setId)!);
  }
  // Sections in exam order.
  const order = paper.sets.map((set) => CLAT_SECTIONS.indexOf(set.section));
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

describe('assemblePaper', () => {
  it('gives 120 questions, each section within its CLAT range, for any seed and any mix of passage lengths', { timeout: 0 }, async () => {
    const candidates = await candidatesOf(new FakeMockSource(12, true));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        expectValidPaper(assemblePaper({ seed, candidates, timesUsed: new Map() }), candidates);
      }),
    );
  });

  it('sets the usual numbers when the passages allow: 24, 30, 30, 24, 12', async () => {
    const candidates = await candidatesOf(new FakeMockSource(12));
    const paper = assemblePaper({ seed: 7, candidates, timesUsed: new Map() });
    expect(CLAT_SECTIONS.map((section) => sectionCount(paper, section))).toEqual([24, 30, 30, 24, 12]);
  });

  it('makes two mocks share no passage while the bank has enough for both', { timeout: 0 }, async () => {
    const candidates = await candidatesOf(new FakeMockSource(14, true));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (first, second) => {
        const one = assemblePaper({ seed: first, candidates, timesUsed: new Map() });
        const two = assemblePaper({ seed: second, candidates, timesUsed: setUsage([one]) });
        const shared = two.sets.filter((set) => one.sets.some((earlier) => earlier.setId === set.setId));
        expect(shared).toEqual([]);
      }),
    );
  });

  it('reuses the passages met least often once the bank runs short', async () => {
    const candidates = await candidatesOf(new FakeMockSource(8));
    const one = assemblePaper({ seed: 1, candidates, timesUsed: new Map() });
    const two = assemblePaper({ seed: 2, candidates, timesUsed: setUsage([one]) });
    const three = assemblePaper({ seed: 3, candidates, timesUsed: setUsage([one, two]) });
    const usage = setUsage([one, two, three]);
    // No passage is used a third time while another of its section was used only once.
    for (const section of CLAT_SECTIONS) {
      const counts = candidates.filter((set) => set.section === section).map((set) => usage.get(set.id) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('prefers bank passages to generated ones when neither was used, and fresh generated ones to used bank passages', () => {
    const bank = (id: string): MockSetSummary => ({ id, section: 'Logical', questionCount: 6, origin: 'bank' });
    const generated = (id: string): MockSetSummary => ({ id, section: 'Logical', questionCount: 6, origin: 'generated' });
    const others = [...new FakeMockSource(12).bank.values()]
      .filter((set) => set.section !== 'Logical')
      .map((set): MockSetSummary => ({ id: set.id, section: set.section, questionCount: 5, origin: 'bank' }));
    const candidates = [...others, bank('lr-1'), bank('lr-2'), ...['g1', 'g2', 'g3', 'g4'].map(generated)];
    const paper = assemblePaper({ seed: 5, candidates, timesUsed: new Map([['lr-1', 1]]) });
    const logical = paper.sets.filter((set) => set.section === 'Logical').map((set) => set.setId);
    expect(logical).toContain('lr-2');
    expect(logical).not.toContain('lr-1');
    expect(logical).toHaveLength(4);
  });

  it('takes at most one set of a family (one generator template) into a paper, however fresh the others are', () => {
    const others = [...new FakeMockSource(12).bank.values()]
      .filter((set) => set.section !== 'Quant')
      .map((set): MockSetSummary => ({ id: set.id, section: set.section, questionCount: 5, origin: 'bank' }));
    const caselet = (id: string, family: string): MockSetSummary => ({ id, section: 'Quant', questionCount: 4, origin: 'generated', family });
    const quant = ['percent', 'ratio', 'interest', 'profit'].flatMap((family) => [caselet(`${family}-a`, family), caselet(`${family}-b`, family)]);
    for (const seed of [1, 2, 3, 4, 5]) {
      const paper = assemblePaper({ seed, candidates: [...others, ...quant], timesUsed: new Map() });
      const families = paper.sets.filter((set) => set.section === 'Quant').map((set) => quant.find((candidate) => candidate.id === set.setId)!.family);
      expect(new Set(families).size).toBe(families.length);
    }
  });

  it('is the same paper for the same seed and usage', async () => {
    const candidates = await candidatesOf(new FakeMockSource(12, true));
    expect(assemblePaper({ seed: 42, candidates, timesUsed: new Map() })).toEqual(assemblePaper({ seed: 42, candidates, timesUsed: new Map() }));
  });

  it('refuses with a message when a section has too few passages', async () => {
    const candidates = (await candidatesOf(new FakeMockSource(12))).filter((set) => set.section !== 'Quant' || set.id === 'quant-1');
    expect(() => assemblePaper({ seed: 1, candidates, timesUsed: new Map() })).toThrow(AppError);
  });
});
