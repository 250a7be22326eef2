import { fail, ok, type Result } from '../shared/result';
import { estimateRank, type RankEstimate } from './marks-to-rank.rules';
import { nluBand, type NluBand } from './nlu-band.rules';
import { SECTION_LABELS, type SectionMarks, type SimulatorAdjustments, type SimulatorStart } from './rank-simulator.model';
import { PENALTY_PER_WRONG, SECTION_QUESTIONS, CLAT_SECTIONS } from '../exam/clat-pattern';

export interface RankSimulation {
  /** The adjusted marks per section, each kept within its questions. */
  readonly sections: SectionMarks;
  /** Negatives after the adjustment (fewer when more right answers leave fewer questions to get wrong). */
  readonly negatives: number;
  readonly startTotal: number;
  readonly total: number;
  readonly start: RankEstimate;
  readonly estimate: RankEstimate;
  readonly nlus: NluBand;
}

const TOTAL_QUESTIONS = CLAT_SECTIONS.reduce((sum, section) => sum + SECTION_QUESTIONS[section], 0);

export const SIMULATOR_MESSAGES = {
  sectionOutOfRange: (section: keyof typeof SECTION_LABELS) =>
    `${SECTION_LABELS[section]} marks must be a whole number from 0 to ${SECTION_QUESTIONS[section]}.`,
  negativesOutOfRange: 'Negative marks must be a multiple of 0.25 from 0 to 30.',
  negativesTooMany: 'There are not that many questions left to get wrong: lower the negative marks or a section.',
  adjustmentOutOfRange: (section: keyof typeof SECTION_LABELS) =>
    `The change for ${SECTION_LABELS[section]} must be a whole number from -${SECTION_QUESTIONS[section]} to ${SECTION_QUESTIONS[section]}.`,
  recoveredOutOfRange: 'The share of negatives won back must be from 0 to 100 %.',
} as const;

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * "If I raise Legal by 5 and cut negatives by half, where do I land": the adjusted total and its
 * rank, band and NLUs, from the same marks-to-rank model as the mocks. A section never goes past
 * its questions or below zero, and negatives never exceed a quarter of the questions left unanswered
 * correctly.
 */
export class SimulateRank {
  execute({ start, adjustments }: { start: SimulatorStart; adjustments: SimulatorAdjustments }): Result<RankSimulation> {
    for (const section of CLAT_SECTIONS) {
      const marks = start.sections[section];
      if (!isWhole(marks) || marks < 0 || marks > SECTION_QUESTIONS[section]) {
        return fail('validation', SIMULATOR_MESSAGES.sectionOutOfRange(section));
      }
      const change = adjustments.sections[section];
      if (!isWhole(change) || Math.abs(change) > SECTION_QUESTIONS[section]) {
        return fail('validation', SIMULATOR_MESSAGES.adjustmentOutOfRange(section));
      }
    }
    const negatives = start.negatives;
    if (typeof negatives !== 'number' || !Number.isInteger(negatives * 4) || negatives < 0 || negatives > TOTAL_QUESTIONS * PENALTY_PER_WRONG) {
      return fail('validation', SIMULATOR_MESSAGES.negativesOutOfRange);
    }
    const startCorrect = CLAT_SECTIONS.reduce((sum, section) => sum + start.sections[section], 0);
    if (negatives > (TOTAL_QUESTIONS - startCorrect) * PENALTY_PER_WRONG) {
      return fail('validation', SIMULATOR_MESSAGES.negativesTooMany);
    }
    const recovered = adjustments.negativesRecovered;
    if (typeof recovered !== 'number' || !Number.isFinite(recovered) || recovered < 0 || recovered > 1) {
      return fail('validation', SIMULATOR_MESSAGES.recoveredOutOfRange);
    }

    const sections = Object.fromEntries(
      CLAT_SECTIONS.map((section) => [
        section,
        Math.min(SECTION_QUESTIONS[section], Math.max(0, start.sections[section] + adjustments.sections[section])),
      ]),
    ) as Record<keyof SectionMarks, number>;
    const correct = CLAT_SECTIONS.reduce((sum, section) => sum + sections[section], 0);
    // A question now answered right can no longer be one answered wrong.
    const adjustedNegatives = Math.min(negatives * (1 - recovered), (TOTAL_QUESTIONS - correct) * PENALTY_PER_WRONG);
    const total = correct - adjustedNegatives;
    const startTotal = startCorrect - negatives;

    const startEstimate = estimateRank(startTotal);
    const estimate = estimateRank(total);
    if (!startEstimate.ok) return startEstimate;
    if (!estimate.ok) return estimate;
    return ok({
      sections,
      negatives: adjustedNegatives,
      startTotal,
      total,
      start: startEstimate.value,
      estimate: estimate.value,
      nlus: nluBand(estimate.value),
    });
  }
}
