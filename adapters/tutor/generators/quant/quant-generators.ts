import type { QUANT_TOPICS, TopicPracticeResponse } from '../../../../core/practice/practice.model';
import { generatePercentages } from './percentages.generator';
import { generateProfitAndLoss } from './profit-and-loss.generator';
import { generateRatioAndProportions } from './ratio-and-proportions.generator';
import { generateSimpleAndCompoundInterest } from './simple-and-compound-interest.generator';

/** The seeded set generator for each Quant topic: the same seed always gives the same set. */
export const QUANT_GENERATORS: Record<(typeof QUANT_TOPICS)[number], (seed: number) => TopicPracticeResponse> = {
  'Profit & Loss': generateProfitAndLoss,
  'Simple & Compound Interest': generateSimpleAndCompoundInterest,
  Percentages: generatePercentages,
  'Ratio and Proportions': generateRatioAndProportions,
};
