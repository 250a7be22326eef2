import type { ClatSection } from '../exam/clat-pattern';

/** The simulator's names for the sections. */
export const SECTION_LABELS: Readonly<Record<ClatSection, string>> = {
  English: 'English Language',
  GK: 'Current Affairs and GK',
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
};

export type SectionMarks = Readonly<Record<ClatSection, number>>;

/** Where the simulation starts: marks won per section (one per correct answer) and the marks lost to wrong answers. */
export interface SimulatorStart {
  readonly sections: SectionMarks;
  /** Marks lost to negative marking, a multiple of 0.25 (0 to 30). */
  readonly negatives: number;
  /** What the numbers came from, so the screen can say so. */
  readonly source: 'mock' | 'diagnostic' | 'default';
}

/** What the student changes: marks per section up or down, and the share of negatives won back. */
export interface SimulatorAdjustments {
  readonly sections: SectionMarks;
  /** 0 to 1: 0.5 is "cut negatives by half". */
  readonly negativesRecovered: number;
}

export const NO_ADJUSTMENTS: SimulatorAdjustments = {
  sections: { English: 0, GK: 0, Legal: 0, Logical: 0, Quant: 0 },
  negativesRecovered: 0,
};
