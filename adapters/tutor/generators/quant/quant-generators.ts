import { QUANT_TOPICS } from '../../../../core/practice/practice.model';
import type { GeneratedSet } from '../generated-set';
import { generateAverages } from './averages.generator';
import { generateDiBar } from './di-bar.generator';
import { generateDiPie } from './di-pie.generator';
import { generateDiTable } from './di-table.generator';
import { generateMensuration } from './mensuration.generator';
import { generateMixturesAndAlligation } from './mixtures-and-alligation.generator';
import { generateNumberSystem } from './number-system.generator';
import { generatePercentages } from './percentages.generator';
import { generateProfitAndLoss } from './profit-and-loss.generator';
import { generateRatioAndProportions } from './ratio-and-proportions.generator';
import { generateSimpleAndCompoundInterest } from './simple-and-compound-interest.generator';
import { generateSpeedTimeDistance } from './speed-time-distance.generator';
import { generateTimeAndWork } from './time-and-work.generator';

/** The seeded set generator for each Quant topic: the same seed always gives the same set. */
export const QUANT_GENERATORS: Record<(typeof QUANT_TOPICS)[number], (seed: number) => GeneratedSet> = {
  'Profit & Loss': generateProfitAndLoss,
  'Simple & Compound Interest': generateSimpleAndCompoundInterest,
  Percentages: generatePercentages,
  'Ratio and Proportions': generateRatioAndProportions,
};

/**
 * Caselet kinds the full mock draws on beyond the Question Maker's topics, which the product specification fixes.
 * Registered for the mock only: the Question Maker offers QUANT_GENERATORS alone.
 */
export const MOCK_ONLY_QUANT_GENERATORS = {
  Averages: generateAverages,
  'Speed, Time and Distance': generateSpeedTimeDistance,
  'Time and Work': generateTimeAndWork,
  'Mixtures and Alligation': generateMixturesAndAlligation,
  Mensuration: generateMensuration,
  'Number System': generateNumberSystem,
  // Data interpretation: each set carries its figure (a table or a chart) beside a short caselet.
  'Data Interpretation: Table': generateDiTable,
  'Data Interpretation: Bar Chart': generateDiBar,
  'Data Interpretation: Pie Chart': generateDiPie,
} as const satisfies Record<string, (seed: number) => GeneratedSet>;

export type MockQuantKind = (typeof QUANT_TOPICS)[number] | keyof typeof MOCK_ONLY_QUANT_GENERATORS;

/** Every Quant generator the mock uses: the Question Maker's topics first, in their order, then the mock-only kinds. */
export const MOCK_QUANT_GENERATORS: Readonly<Record<MockQuantKind, (seed: number) => GeneratedSet>> = {
  ...QUANT_GENERATORS,
  ...MOCK_ONLY_QUANT_GENERATORS,
};

/**
 * The mock's Quant kinds in id order: `gen-quant-<index>-<seed>` is built by the kind at that index, so the first four
 * keep the meaning they had before the mock-only kinds came, and a new kind is added at the end.
 */
export const MOCK_QUANT_KINDS: readonly MockQuantKind[] = [
  ...QUANT_TOPICS,
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
