import { describe, expect, it } from 'vitest';
import { evaluateDoubts, generateDoubts } from './doubt-evaluation';
import { tutorSolver } from './solve-with-tutor';
import { TUNING_TEMPLATES } from './tuning/all';

/**
 * The solvers on the tuning half of the generated doubts (seed 7, two draws a template, every
 * second doubt through OCR noise): no wrong answer, and the share right they reached, so that a
 * change that breaks a phrasing fails here. The held-out half is measured only by the benchmark.
 */
describe('the doubt solver on the tuning doubts', () => {
  it('answers no doubt wrongly and keeps its share right, clean and noised', { timeout: 120_000 }, async () => {
    const rows = await evaluateDoubts(generateDoubts(TUNING_TEMPLATES, 7, 2), tutorSolver());
    const total = rows.at(-1)!;
    const wrong = rows.filter((row) => row.kind !== 'total' && row.clean.wrong + row.noised.wrong > 0).map((row) => row.kind);
    expect(wrong).toEqual([]);
    expect(total.clean.correct / total.clean.doubts).toBeGreaterThanOrEqual(0.95);
    expect(total.noised.correct / total.noised.doubts).toBeGreaterThanOrEqual(0.93);
  });
});
