import type { Subject } from '../diagnostic/diagnostic.model';

/**
 * The CLAT paper, stated once: its five sections in the order the exam sets them, how many
 * questions each takes, the time, and the marking. The mock, the rank model, the simulator and
 * study advice all read it from here.
 */
export const CLAT_SECTIONS = ['English', 'GK', 'Legal', 'Logical', 'Quant'] as const;
export type ClatSection = (typeof CLAT_SECTIONS)[number];

export const SECTION_TITLES: Readonly<Record<ClatSection, string>> = {
  English: 'English Language',
  GK: 'Current Affairs, including General Knowledge',
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
};

/** Questions per section in the current pattern: the range and the usual number. */
export interface SectionPlan {
  readonly min: number;
  readonly max: number;
  readonly target: number;
}

export const SECTION_PLAN: Readonly<Record<ClatSection, SectionPlan>> = {
  English: { min: 22, max: 26, target: 24 },
  GK: { min: 28, max: 32, target: 30 },
  Legal: { min: 28, max: 32, target: 30 },
  Logical: { min: 22, max: 26, target: 24 },
  Quant: { min: 10, max: 14, target: 12 },
};

/** The usual number of questions in each section (the plan's targets, 120 in all). */
export const SECTION_QUESTIONS: Readonly<Record<ClatSection, number>> = Object.fromEntries(
  CLAT_SECTIONS.map((section) => [section, SECTION_PLAN[section].target]),
) as Record<ClatSection, number>;

export const CLAT_QUESTIONS = 120;
export const CLAT_DURATION_MS = 120 * 60_000;
export const MARKS_PER_CORRECT = 1;
export const MARKS_PER_WRONG = -0.25;
/** What a wrong answer costs, as a positive number of marks. */
export const PENALTY_PER_WRONG = -MARKS_PER_WRONG;
/** Net marks run from every answer wrong to every answer right. */
export const MAX_MARKS = CLAT_QUESTIONS * MARKS_PER_CORRECT;
export const MIN_MARKS = CLAT_QUESTIONS * MARKS_PER_WRONG;

/** The section's share of the paper as students quote it: '28-32'. */
export function questionRange(section: ClatSection): string {
  const { min, max } = SECTION_PLAN[section];
  return `${min}-${max}`;
}

/** The diagnostic's subjects as the paper's sections. */
export const SUBJECT_SECTION: Readonly<Record<Subject, ClatSection>> = {
  'Legal Reasoning': 'Legal',
  'Logical Reasoning': 'Logical',
  'English Language': 'English',
  'General Knowledge': 'GK',
  'Quantitative Techniques': 'Quant',
};
