/** The mock's sections, in exam order, with the questions each has on the 120-question paper. */
export const SIMULATOR_SECTIONS = ['English', 'GK', 'Legal', 'Logical', 'Quant'] as const;
export type SimulatorSection = (typeof SIMULATOR_SECTIONS)[number];

export const SECTION_QUESTIONS: Readonly<Record<SimulatorSection, number>> = {
  English: 24,
  GK: 30,
  Legal: 30,
  Logical: 24,
  Quant: 12,
};

export const SECTION_LABELS: Readonly<Record<SimulatorSection, string>> = {
  English: 'English Language',
  GK: 'Current Affairs and GK',
  Legal: 'Legal Reasoning',
  Logical: 'Logical Reasoning',
  Quant: 'Quantitative Techniques',
};

/** A wrong answer costs a quarter mark. */
export const PENALTY_PER_WRONG = 0.25;

export type SectionMarks = Readonly<Record<SimulatorSection, number>>;

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
