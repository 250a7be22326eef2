import { assemblePaper, setUsage } from '../../core/mock/mock-assembly.rules';
import type { MockPaper } from '../../core/mock/mock.model';
import type { BankSection } from './content-quality';
import { TutorMockQuestionSource } from '../../adapters/tutor/mock/tutor-mock-question-source.adapter';

/** How many full mocks one student can take, section by section, before a curated passage comes back. */
export type MockCapacity = Readonly<Record<BankSection, number>> & { readonly paper: number };

const SECTIONS: readonly BankSection[] = ['English', 'GK', 'Legal', 'Logical'];

/**
 * Takes mock after mock for one student, each put together as the app and the server put it
 * together (the real bank, the real assembly, her earlier papers avoided), and counts the papers
 * each section fills before one of its curated passages repeats. A paper repeats nothing while
 * every section still has fresh passages: the bank supports the smallest of the counts.
 */
export async function mockCapacity(limit = 80): Promise<MockCapacity> {
  const source = new TutorMockQuestionSource();
  const papers: MockPaper[] = [];
  const capacity = new Map<BankSection, number>();
  for (let taken = 0; taken < limit && capacity.size < SECTIONS.length; taken += 1) {
    const seed = (taken + 1) * 7919;
    const used = setUsage(papers);
    const paper = assemblePaper({ seed, candidates: await source.candidates(seed), timesUsed: used });
    for (const section of SECTIONS) {
      if (capacity.has(section)) continue;
      if (paper.sets.some((set) => set.section === section && used.has(set.setId))) capacity.set(section, taken);
    }
    papers.push(paper);
  }
  const counts = Object.fromEntries(SECTIONS.map((section) => [section, capacity.get(section) ?? limit])) as Record<BankSection, number>;
  return { ...counts, paper: Math.min(...Object.values(counts)) };
}
