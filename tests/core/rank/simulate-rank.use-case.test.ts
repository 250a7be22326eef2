import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRank } from '../../../core/rank/marks-to-rank.rules';
import { NO_ADJUSTMENTS, type SimulatorAdjustments, type SimulatorStart } from '../../../core/rank/rank-simulator.model';
import { SIMULATOR_MESSAGES, SimulateRank } from '../../../core/rank/simulate-rank.use-case';
import { DEFAULT_START } from '../../../core/rank/starting-point.rules';
import { SECTION_QUESTIONS, CLAT_SECTIONS } from '../../../core/exam/clat-pattern';

const simulate = new SimulateRank();

function run(start: SimulatorStart, adjustments: SimulatorAdjustments = NO_ADJUSTMENTS) {
  const result = simulate.execute({ start, adjustments });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start: SimulatorStart = { sections: { English: 16, GK: 18, Legal: 20, Logical: 15, Quant: 6 }, negatives: 7.5, source: 'mock' };

describe('the rank simulator', () => {
  it('with no change gives the starting total and its rank', () => {
    const outcome = run(start);
    expect(outcome.total).toBe(75 - 7.5);
    expect(outcome.startTotal).toBe(67.5);
    const expected = estimateRank(67.5);
    expect(expected.ok && outcome.estimate).toEqual(expected.ok && expected.value);
  });

  it('raises Legal by 5 and cuts negatives by half', () => {
    const outcome = run(start, { sections: { ...NO_ADJUSTMENTS.sections, Legal: 5 }, negativesRecovered: 0.5 });
    expect(outcome.sections.Legal).toBe(25);
    expect(outcome.negatives).toBe(3.75);
    expect(outcome.total).toBe(80 - 3.75);
    expect(outcome.estimate.rank).toBeLessThan(outcome.start.rank);
    expect(outcome.nlus.summary.length).toBeGreaterThan(0);
  });

  it('keeps each section within its questions', () => {
    const outcome = run(start, { sections: { English: 24, GK: -30, Legal: 0, Logical: 0, Quant: 12 }, negativesRecovered: 0 });
    expect(outcome.sections).toMatchObject({ English: 24, GK: 0, Quant: 12 });
  });

  it('drops negatives that more right answers leave no room for', () => {
    const crowded: SimulatorStart = { sections: { English: 20, GK: 25, Legal: 25, Logical: 20, Quant: 10 }, negatives: 5, source: 'default' };
    const outcome = run(crowded, { sections: { English: 4, GK: 5, Legal: 5, Logical: 4, Quant: 2 }, negativesRecovered: 0 });
    expect(outcome.negatives).toBe(0);
    expect(outcome.total).toBe(120);
  });

  it('never gives a worse rank for more marks in any section or more negatives won back', { timeout: 0 }, () => {
    const adjustment = fc.record({
      English: fc.integer({ min: -24, max: 24 }),
      GK: fc.integer({ min: -30, max: 30 }),
      Legal: fc.integer({ min: -30, max: 30 }),
      Logical: fc.integer({ min: -24, max: 24 }),
      Quant: fc.integer({ min: -12, max: 12 }),
    });
    fc.assert(
      fc.property(adjustment, fc.constantFrom(...CLAT_SECTIONS), fc.double({ min: 0, max: 1, noNaN: true }), (sections, section, recovered) => {
        const base = run(DEFAULT_START, { sections, negativesRecovered: recovered / 2 });
        const better = run(DEFAULT_START, {
          sections: { ...sections, [section]: Math.min(SECTION_QUESTIONS[section], sections[section] + 1) },
          negativesRecovered: recovered,
        });
        expect(better.total).toBeGreaterThanOrEqual(base.total);
        expect(better.estimate.rank).toBeLessThanOrEqual(base.estimate.rank);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    [{ ...start, sections: { ...start.sections, Legal: 31 } }, NO_ADJUSTMENTS, SIMULATOR_MESSAGES.sectionOutOfRange('Legal')],
    [{ ...start, sections: { ...start.sections, Quant: 2.5 } }, NO_ADJUSTMENTS, SIMULATOR_MESSAGES.sectionOutOfRange('Quant')],
    [{ ...start, negatives: -1 }, NO_ADJUSTMENTS, SIMULATOR_MESSAGES.negativesOutOfRange],
    [{ ...start, negatives: 1.1 }, NO_ADJUSTMENTS, SIMULATOR_MESSAGES.negativesOutOfRange],
    [{ ...start, negatives: 12 }, NO_ADJUSTMENTS, SIMULATOR_MESSAGES.negativesTooMany],
    [start, { ...NO_ADJUSTMENTS, sections: { ...NO_ADJUSTMENTS.sections, GK: 31 } }, SIMULATOR_MESSAGES.adjustmentOutOfRange('GK')],
    [start, { ...NO_ADJUSTMENTS, negativesRecovered: 1.5 }, SIMULATOR_MESSAGES.recoveredOutOfRange],
  ] as const)('refuses a bad input with its message (%#)', (badStart, adjustments, message) => {
    const result = simulate.execute({ start: badStart, adjustments });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(message);
  });
});
