import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../adapters/tutor/doubt/ocr-text';
import { solveQuantQuestion, type QuantSolution } from '../../../adapters/tutor/doubt/quant/solve-quant-question';
import { WEEKDAYS } from '../../../adapters/tutor/doubt/quant/quant-text';
import doubts from './eval/quant-doubts.json';

interface Doubt {
  readonly id: string;
  readonly kind: string;
  readonly text: string;
  readonly answer: string;
}

type Verdict = 'correct' | 'no answer' | 'wrong';

/** Compares a solution with the expected answer: an option letter, a weekday, a ratio 'a:b', or a number. */
function judge(doubt: Doubt, solution: QuantSolution | null): Verdict {
  if (!solution) return 'no answer';
  const { answer } = solution;
  const letter = /^\(([A-D])\)$/.exec(doubt.answer);
  if (letter) return solution.option?.letter === letter[1] ? 'correct' : 'wrong';
  if ((WEEKDAYS as readonly string[]).includes(doubt.answer)) return answer.unit === 'weekday' && WEEKDAYS[answer.values[0]!] === doubt.answer ? 'correct' : 'wrong';
  if (doubt.answer.includes(':')) {
    const terms = doubt.answer.split(':').map(Number);
    return answer.unit === 'ratio' && terms.length === answer.values.length && terms.every((term, index) => term === answer.values[index]) ? 'correct' : 'wrong';
  }
  return answer.values.length === 1 && Math.abs(answer.values[0]! - Number(doubt.answer)) <= 0.011 ? 'correct' : 'wrong';
}

describe('Quant doubts as students type or photograph them', () => {
  const all = doubts as readonly Doubt[];

  it('holds at least 45 doubts over every kind, each with an expected answer', () => {
    expect(all.length).toBeGreaterThanOrEqual(45);
    expect(new Set(all.map((doubt) => doubt.id)).size).toBe(all.length);
    const kinds = new Set(all.map((doubt) => doubt.kind));
    for (const kind of ['simple-interest', 'compound-interest', 'profit-loss', 'marked-price-discount', 'successive-change', 'population-depreciation', 'income-savings', 'ratio', 'partnership', 'mixture', 'average', 'ages', 'time-work', 'pipes-cisterns', 'speed-distance-time', 'clock', 'calendar', 'data-table']) {
      expect(kinds.has(kind), kind).toBe(true);
    }
  });

  it('answers at least 90% correctly and never gives a wrong answer', () => {
    const results = all.map((doubt) => ({ doubt, solution: solveQuantQuestion(parseQuestion(doubt.text)) })).map((entry) => ({ ...entry, verdict: judge(entry.doubt, entry.solution) }));
    const count = (verdict: Verdict) => results.filter((result) => result.verdict === verdict).length;
    const misses = results.filter((result) => result.verdict !== 'correct').map((result) => `${result.verdict}: ${result.doubt.id} -> ${result.solution?.finalAnswerText ?? 'null'}`);
    console.log(`Quant doubts: ${count('correct')} correct, ${count('no answer')} no answer, ${count('wrong')} wrong, of ${all.length}${misses.length > 0 ? `\n${misses.join('\n')}` : ''}`);
    for (const { doubt, solution } of results) {
      if (!solution) continue;
      expect(solution.steps.some((step) => step.title.startsWith('Check')), doubt.id).toBe(true);
      expect(solution.workedSolution, doubt.id).toContain('Check');
    }
    expect(count('wrong')).toBe(0);
    expect(count('correct') / all.length).toBeGreaterThanOrEqual(0.9);
  });
});
