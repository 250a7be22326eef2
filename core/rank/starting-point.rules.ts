import { SUBJECT_QUESTION_COUNT, type ScoreBreakdown } from '../diagnostic/diagnostic.model';
import { SECTION_SUBJECT } from '../diagnostic/section-subject';
import type { MockResult } from '../mock/mock.model';
import { type SectionMarks, type SimulatorStart } from './rank-simulator.model';
import { PENALTY_PER_WRONG, SECTION_QUESTIONS, CLAT_SECTIONS, type ClatSection } from '../exam/clat-pattern';

/** A finished full mock's marks, as the mock passes them on: correct answers and wrong answers per section. */
export interface MockSectionResult {
  readonly correct: SectionMarks;
  readonly wrong: SectionMarks;
}

/** A submitted mock's result as the simulator's starting point (a section the paper lacked counts 0). */
export function mockSectionResult(result: Pick<MockResult, 'sections'>): MockSectionResult {
  const count = (section: ClatSection, key: 'correct' | 'wrong') => result.sections.find((marks) => marks.section === section)?.[key] ?? 0;
  return { correct: mapSections((section) => count(section, 'correct')), wrong: mapSections((section) => count(section, 'wrong')) };
}

/** A neutral middle-of-the-field paper for a student with no mock and no diagnostic yet: 64 right, 24 wrong, 58 net. */
export const DEFAULT_START: SimulatorStart = {
  sections: { English: 14, GK: 15, Legal: 17, Logical: 13, Quant: 5 },
  negatives: 6,
  source: 'default',
};

function mapSections(value: (section: ClatSection) => number): SectionMarks {
  return Object.fromEntries(CLAT_SECTIONS.map((section) => [section, value(section)])) as Record<ClatSection, number>;
}

/**
 * The student's latest full mock when there is one; else the diagnostic's per-subject results
 * scaled to the mock's section sizes (every diagnostic question is answered, so its wrong answers
 * scale to wrong answers too); else the neutral default.
 */
export function startingPoint({
  mock,
  diagnostic,
}: {
  readonly mock?: MockSectionResult | null;
  readonly diagnostic?: ScoreBreakdown | null;
}): SimulatorStart {
  if (mock) {
    const wrong = CLAT_SECTIONS.reduce((sum, section) => sum + mock.wrong[section], 0);
    return { sections: mapSections((section) => mock.correct[section]), negatives: wrong * PENALTY_PER_WRONG, source: 'mock' };
  }
  if (diagnostic) {
    const sections = mapSections((section) => {
      const subject = SECTION_SUBJECT[section];
      const share = Math.min(1, Math.max(0, diagnostic[subject] / SUBJECT_QUESTION_COUNT[subject]));
      return Math.round(share * SECTION_QUESTIONS[section]);
    });
    const wrong = CLAT_SECTIONS.reduce((sum, section) => sum + SECTION_QUESTIONS[section] - sections[section], 0);
    return { sections, negatives: wrong * PENALTY_PER_WRONG, source: 'diagnostic' };
  }
  return DEFAULT_START;
}
