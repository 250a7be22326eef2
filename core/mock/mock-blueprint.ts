import type { Subject } from '../diagnostic/diagnostic.model';
import type { MockSection } from './mock.model';

/** Questions per section in the current CLAT pattern: the range and the usual number. */
export interface SectionPlan {
  readonly min: number;
  readonly max: number;
  readonly target: number;
}

export const MOCK_BLUEPRINT: Readonly<Record<MockSection, SectionPlan>> = {
  English: { min: 22, max: 26, target: 24 },
  GK: { min: 28, max: 32, target: 30 },
  Legal: { min: 28, max: 32, target: 30 },
  Logical: { min: 22, max: 26, target: 24 },
  Quant: { min: 10, max: 14, target: 12 },
};

/** The diagnostic's subjects as the paper's sections. */
export const SUBJECT_SECTION: Readonly<Record<Subject, MockSection>> = {
  'Legal Reasoning': 'Legal',
  'Logical Reasoning': 'Logical',
  'English Language': 'English',
  'General Knowledge': 'GK',
  'Quantitative Techniques': 'Quant',
};

/** The section's share of the paper as students quote it: '28-32'. */
export function questionRange(section: MockSection): string {
  const { min, max } = MOCK_BLUEPRINT[section];
  return `${min}-${max}`;
}

export const MOCK_QUESTION_COUNT = 120;
export const MOCK_DURATION_MS = 120 * 60_000;
export const MARKS_PER_CORRECT = 1;
export const MARKS_PER_WRONG = -0.25;
/** A passage is never cut below this many questions to fit a section. */
export const MIN_QUESTIONS_PER_PASSAGE = 4;
