import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assemblePaper, setUsage } from '../../../core/mock/mock-assembly.rules';
import { MIN_QUESTIONS_PER_PASSAGE } from '../../../core/mock/mock-blueprint';
import { paperQuestionIds, type MockPaper, type MockSetSummary } from '../../../core/mock/mock.model';
import { AppError } from '../../../core/shared/app-error';
import { FakeMockSource, summaryOf } from '../../fakes/fake-full-mock';
import { SECTION_PLAN, CLAT_QUESTIONS, CLAT_SECTIONS, type ClatSection } from '../../../core/exam/clat-pattern';
import type { Difficulty } from '../../../core/exam/difficulty';

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

const MEDIUM_SIX: readonly Difficulty[] = Array.from({ length: 6 }, () => 'medium');

/** The fake bank's sets of every section but one. */
function othersThan(section: ClatSection): MockSetSummary[] {
  return [...new FakeMockSource(12).bank.values()].filter((set) => set.section !== section).map(summaryOf);
}

/** The share of the paper's questions of each difficulty (as placed: a cut passage counts its first questions). */
function paperSpread(paper: MockPaper, candidates: readonly MockSetSummary[]): Record<Difficulty, number> {
  const tally: Record<Difficulty, number> = { easy: 0, medium: 0, hard: 0 };
  for (const placed of paper.sets) {
    for (const difficulty of candidates.find((set) => set.id === placed.setId)!.difficulties.slice(0, placed.questionCount)) tally[difficulty] += 1;
  }
  return { easy: tally.easy / CLAT_QUESTIONS, medium: tally.medium / CLAT_QUESTIONS, hard: tally.hard / CLAT_QUESTIONS };
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

  it('prefers bank passages to generated ones when neither was used, and takes at most one generated set into Logical', () => {
    const bank = (id: string): MockSetSummary => ({ id, section: 'Logical', questionCount: 6, origin: 'bank', difficulties: MEDIUM_SIX });
    const generated = (id: string): MockSetSummary => ({ id, section: 'Logical', questionCount: 6, origin: 'generated', family: id, difficulties: MEDIUM_SIX });
    const candidates = [...othersThan('Logical'), ...['lr-1', 'lr-2', 'lr-3', 'lr-4', 'lr-5'].map(bank), ...['g1', 'g2', 'g3', 'g4'].map(generated)];
    const fresh = assemblePaper({ seed: 5, candidates, timesUsed: new Map([['lr-1', 1]]) });
    const logical = fresh.sets.filter((set) => set.section === 'Logical').map((set) => set.setId);
    expect(logical).toHaveLength(4);
    expect(logical).not.toContain('lr-1');
    expect(logical.filter((id) => id.startsWith('g'))).toEqual([]);
    // Every bank passage met once: the fresh generated sets come first, but only one of them.
    const used = new Map(['lr-1', 'lr-2', 'lr-3', 'lr-4', 'lr-5'].map((id) => [id, 1]));
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const later = assemblePaper({ seed, candidates, timesUsed: used }).sets.filter((set) => set.section === 'Logical');
      expect(later.filter((set) => set.setId.startsWith('g'))).toHaveLength(1);
    }
  });

  it('brings a paper near CLAT\'s spread of difficulty (30 / 50 / 20) when the bank has sets of every kind, without reusing a passage sooner', { timeout: 0 }, () => {
    const kinds: readonly Difficulty[][] = [
      ['easy', 'easy', 'easy', 'easy', 'easy'],
      ['medium', 'medium', 'medium', 'medium', 'medium'],
      ['hard', 'hard', 'hard', 'hard', 'hard'],
      ['easy', 'medium', 'medium', 'hard', 'medium'],
    ];
    const candidates = CLAT_SECTIONS.flatMap((section) =>
      Array.from({ length: 24 }, (_, n): MockSetSummary => ({ id: `${section}-${n}`, section, questionCount: 5, origin: 'bank', difficulties: kinds[n % kinds.length]! })),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const first = assemblePaper({ seed, candidates, timesUsed: new Map() });
        const second = assemblePaper({ seed: seed + 1, candidates, timesUsed: setUsage([first]) });
        for (const paper of [first, second]) {
          const spread = paperSpread(paper, candidates);
          expect(spread.easy).toBeGreaterThanOrEqual(0.25);
          expect(spread.easy).toBeLessThanOrEqual(0.35);
          expect(spread.medium).toBeGreaterThanOrEqual(0.45);
          expect(spread.hard).toBeLessThanOrEqual(0.25);
        }
        expect(second.sets.filter((set) => first.sets.some((earlier) => earlier.setId === set.setId))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('takes at most one set of a family (one generator template) into a paper, however fresh the others are', () => {
    const others = othersThan('Quant');
    const caselet = (id: string, family: string): MockSetSummary => ({ id, section: 'Quant', questionCount: 4, origin: 'generated', family, difficulties: MEDIUM_SIX.slice(0, 4) });
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
