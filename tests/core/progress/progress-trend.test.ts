import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PastMock } from '../../../core/mock/list-full-mocks.use-case';
import { type SectionMarks } from '../../../core/mock/mock.model';
import { accuracyPercent, progressTrend } from '../../../core/progress/progress-trend.rules';
import type { QuizAttempt } from '../../../core/quiz/daily-quiz.model';
import { CLAT_SECTIONS, type ClatSection } from '../../../core/exam/clat-pattern';

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 1, 5, 0);

type SectionFigures = { attempted: number; correct: number; wrong: number };

function section(name: ClatSection, { attempted, correct, wrong }: SectionFigures): SectionMarks {
  return { section: name, questions: 24, attempted, correct, wrong, marks: correct - 0.25 * wrong, timeMs: 60_000 };
}

/** A past mock whose sections all share `base`, with Legal set on its own. */
function pastMock(id: string, day: number, legal: SectionFigures, base: SectionFigures = { attempted: 10, correct: 5, wrong: 5 }): PastMock {
  const sections = CLAT_SECTIONS.map((name) => section(name, name === 'Legal' ? legal : base));
  const marks = sections.reduce((sum, row) => sum + row.marks, 0);
  const correct = sections.reduce((sum, row) => sum + row.correct, 0);
  const wrong = sections.reduce((sum, row) => sum + row.wrong, 0);
  const attempted = sections.reduce((sum, row) => sum + row.attempted, 0);
  return {
    id,
    startedAt: START + day * DAY - 7_200_000,
    submittedAt: START + day * DAY,
    result: { marks, questions: 120, attempted, correct, wrong, negativeMarks: 0.25 * wrong, sections, wrongQuestionIds: [] },
  };
}

function quizAttempt(date: string, score: number): QuizAttempt {
  return { date, answers: {}, score, total: 5, submittedAt: `${date}T06:00:00.000Z` };
}

describe('progressTrend', () => {
  // Listed newest first, as the mock history gives them.
  const second = pastMock('m2', 8, { attempted: 24, correct: 22, wrong: 2 });
  const first = pastMock('m1', 1, { attempted: 20, correct: 19, wrong: 1 });

  it('reads two mocks oldest first: totals, section marks and accuracy', () => {
    const trend = progressTrend([second, first]);

    expect(trend.mocks.map((mock) => [mock.number, mock.submittedAt, mock.marks])).toEqual([
      [1, first.submittedAt, 18.75 + 4 * 3.75],
      [2, second.submittedAt, 21.5 + 4 * 3.75],
    ]);
    const legal = trend.sections.find((row) => row.section === 'Legal')!;
    expect(legal.marks).toEqual([18.75, 21.5]);
    expect(legal.accuracy).toEqual([95, 92]);
    const english = trend.sections.find((row) => row.section === 'English')!;
    expect(english.accuracy).toEqual([50, 50]);
    expect(trend.mocksNeeded).toBe(0);
  });

  it('says each section and the total in plain words', () => {
    const trend = progressTrend([second, first]);

    expect(trend.sections.map((row) => row.summary)).toEqual([
      'English: 3.75 → 3.75 marks over your last 2 mocks',
      'GK: 3.75 → 3.75 marks over your last 2 mocks',
      'Legal: 18.75 → 21.5 marks over your last 2 mocks',
      'Logical: 3.75 → 3.75 marks over your last 2 mocks',
      'Quant: 3.75 → 3.75 marks over your last 2 mocks',
    ]);
    expect(trend.totalSummary).toBe('Total: 33.75 → 36.5 marks over your last 2 mocks');
  });

  it('names the first and the last of three mocks', () => {
    const third = pastMock('m3', 15, { attempted: 22, correct: 22, wrong: 0 });
    const trend = progressTrend([third, second, first]);
    expect(trend.sections.find((row) => row.section === 'Legal')!.summary).toBe('Legal: 18.75 → 22 marks over your last 3 mocks');
  });

  it('draws no trend from one mock, and says one more is needed', () => {
    const trend = progressTrend([first]);
    expect(trend.mocks).toHaveLength(1);
    expect(trend.mocksNeeded).toBe(1);
    expect(trend.totalSummary).toBeNull();
    expect(trend.sections.every((row) => row.summary === '')).toBe(true);
    expect(progressTrend([]).mocksNeeded).toBe(2);
  });

  it('counts a section with nothing attempted as 0 % accurate, not as a division by zero', () => {
    const blank = pastMock('m0', 3, { attempted: 0, correct: 0, wrong: 0 });
    expect(progressTrend([blank, first]).sections.find((row) => row.section === 'Legal')!.accuracy).toEqual([95, 0]);
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  it('turns the daily quizzes into a trend oldest first, with its own sentence', () => {
    const trend = progressTrend([], [quizAttempt('2026-10-03', 4), quizAttempt('2026-10-02', 2), quizAttempt('2026-10-01', 3)]);
    expect(trend.quiz.map((point) => [point.date, point.percent])).toEqual([
      ['2026-10-01', 60],
      ['2026-10-02', 40],
      ['2026-10-03', 80],
    ]);
    expect(trend.quizSummary).toBe('Daily quiz: 3/5 → 4/5 over your last 3 quizzes');
    expect(progressTrend([], [quizAttempt('2026-10-01', 3)]).quizSummary).toBeNull();
  });

  it('gives every series one value per mock, and accuracy within 0 to 100', { timeout: 0 }, () => {
    const figures = fc
      .record({ attempted: fc.integer({ min: 0, max: 24 }), correctShare: fc.double({ min: 0, max: 1, noNaN: true }) })
      .map(({ attempted, correctShare }) => {
        const correct = Math.floor(attempted * correctShare);
        return { attempted, correct, wrong: attempted - correct };
      });
    const mocks = fc
      .array(fc.tuple(figures, figures), { maxLength: 12 })
      .map((rows) => rows.map(([legal, base], index) => pastMock(`m${index}`, index, legal, base)));
    fc.assert(
      fc.property(mocks, (past) => {
        const trend = progressTrend(past);
        expect(trend.mocks).toHaveLength(past.length);
        expect(trend.sections).toHaveLength(CLAT_SECTIONS.length);
        for (const row of trend.sections) {
          expect(row.marks).toHaveLength(past.length);
          expect(row.accuracy).toHaveLength(past.length);
          for (const value of row.accuracy) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        }
      }),
    );
  });
});
