import { describe, expect, it } from 'vitest';
import type { MockResult } from '../../../core/mock/mock.model';
import { DEFAULT_START, mockSectionResult, startingPoint } from '../../../core/rank/starting-point.rules';

const diagnostic = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 1,
  'English Language': 3,
  'General Knowledge': 2,
  'Quantitative Techniques': 0,
} as const;

describe('the simulator starting point', () => {
  it('takes the latest full mock first', () => {
    const mock = {
      correct: { English: 18, GK: 20, Legal: 22, Logical: 16, Quant: 7 },
      wrong: { English: 3, GK: 5, Legal: 4, Logical: 4, Quant: 2 },
    };
    expect(startingPoint({ mock, diagnostic })).toEqual({ sections: mock.correct, negatives: 4.5, source: 'mock' });
  });

  it('else scales the diagnostic to the mock section sizes, its wrong answers included', () => {
    const start = startingPoint({ mock: null, diagnostic });
    expect(start.source).toBe('diagnostic');
    expect(start.sections).toEqual({ English: 24, GK: 15, Legal: 30, Logical: 12, Quant: 0 });
    // 0 + 15 + 0 + 12 + 12 wrong answers at a quarter mark each.
    expect(start.negatives).toBe(9.75);
  });

  it('else a neutral default the student edits', () => {
    expect(startingPoint({})).toBe(DEFAULT_START);
    expect(DEFAULT_START.source).toBe('default');
  });
});

describe('a submitted mock as the starting point', () => {
  it("takes each section's right and wrong answers, and 0 for a section the paper lacked", () => {
    const sections = [
      { section: 'English', questions: 24, attempted: 20, correct: 16, wrong: 4, marks: 15 },
      { section: 'Legal', questions: 30, attempted: 28, correct: 22, wrong: 6, marks: 20.5 },
    ] as unknown as MockResult['sections'];
    expect(mockSectionResult({ sections })).toEqual({
      correct: { English: 16, GK: 0, Legal: 22, Logical: 0, Quant: 0 },
      wrong: { English: 4, GK: 0, Legal: 6, Logical: 0, Quant: 0 },
    });
  });
});
