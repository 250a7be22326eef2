import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseMock, mockRank, paperQuestions, SLOWEST_SHOWN } from '../../../core/mock/mock-analysis';
import { estimateRank } from '../../../core/rank/marks-to-rank.rules';
import { scoreMock, type KeyedQuestion } from '../../../core/mock/mock-scoring.rules';
import { type MockAttempt, type MockProgress, type QuestionProgress } from '../../../core/mock/mock.model';
import { makeSet } from '../../fakes/fake-full-mock';
import { CLAT_SECTIONS } from '../../../core/exam/clat-pattern';

const QUESTIONS: KeyedQuestion[] = CLAT_SECTIONS.flatMap((section) =>
  Array.from({ length: 8 }, (_, index) => ({ id: `${section}-${index}`, section, answerIndex: index % 4 })),
);

function progressWith(entries: Record<string, Partial<QuestionProgress>>): MockProgress {
  const questions: Record<string, QuestionProgress> = {};
  for (const [id, entry] of Object.entries(entries)) questions[id] = { visited: true, answer: null, markedForReview: false, timeMs: 0, ...entry };
  return { current: 0, enteredAt: 0, questions };
}

describe('scoreMock', () => {
  it('gives correct - 0.25 x wrong for any answers, overall and in every section', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: QUESTIONS.length, maxLength: QUESTIONS.length }), fc.array(fc.boolean(), { minLength: QUESTIONS.length, maxLength: QUESTIONS.length }), (answers, marks) => {
        const progress = progressWith(Object.fromEntries(QUESTIONS.map((question, index) => [question.id, { answer: answers[index] ?? null, markedForReview: marks[index]! }])));
        const correct = QUESTIONS.filter((question, index) => answers[index] === question.answerIndex).length;
        const wrong = QUESTIONS.filter((question, index) => answers[index] !== null && answers[index] !== question.answerIndex).length;
        const result = scoreMock(QUESTIONS, progress);
        expect(result.marks).toBe(correct - 0.25 * wrong);
        expect(result.correct).toBe(correct);
        expect(result.wrong).toBe(wrong);
        expect(result.attempted).toBe(correct + wrong);
        expect(result.negativeMarks).toBe(0.25 * wrong);
        expect(result.sections.reduce((sum, section) => sum + section.marks, 0)).toBe(result.marks);
        for (const section of result.sections) expect(section.marks).toBe(section.correct - 0.25 * section.wrong);
        expect(result.wrongQuestionIds).toHaveLength(wrong);
      }),
    );
  });

  it('marks an answer that is also marked for review, and leaves a blank at zero', () => {
    const result = scoreMock(QUESTIONS, progressWith({ 'English-0': { answer: 0, markedForReview: true }, 'English-1': { answer: 3 }, 'English-2': { markedForReview: true } }));
    expect(result.marks).toBe(0.75);
    expect(result.sections[0]).toMatchObject({ section: 'English', questions: 8, attempted: 2, correct: 1, wrong: 1, marks: 0.75 });
    expect(result.questions).toBe(40);
    expect(result.wrongQuestionIds).toEqual(['English-1']);
  });
});

describe('analyseMock', () => {
  const sets = [makeSet('eng-a', 'English', 5), makeSet('gk-a', 'GK', 4)];
  const attempt: MockAttempt = {
    id: 'mock-1',
    startedAt: 0,
    submittedAt: 5 * 60_000,
    result: null,
    paper: { seed: 1, sets: [{ setId: 'eng-a', section: 'English', questionCount: 4 }, { setId: 'gk-a', section: 'GK', questionCount: 4 }] },
    progress: progressWith({
      'eng-a-q1': { answer: 0, timeMs: 10_000 },
      'eng-a-q2': { answer: 0, timeMs: 90_000 },
      'eng-a-q3': { timeMs: 30_000 },
      'gk-a-q1': { answer: 2, timeMs: 70_000 },
      'gk-a-q2': { answer: 1, timeMs: 5_000 },
      'gk-a-q3': { timeMs: 1_000 },
      'gk-a-q4': { timeMs: 2_000 },
    }),
  };

  it('numbers the paper in exam order, with only the questions placed from each passage', () => {
    const questions = paperQuestions(attempt, sets);
    expect(questions.map((question) => question.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(questions.map((question) => question.id)).not.toContain('eng-a-q5');
  });

  it('gives accuracy, time per section, the slowest questions and the wrong ones with their explanations', () => {
    const questions = paperQuestions(attempt, sets);
    const result = scoreMock(questions, attempt.progress);
    const analysis = analyseMock(attempt, questions, result);
    expect(result.marks).toBe(2 - 0.5);
    expect(analysis.accuracy).toBe(0.5);
    expect(result.sections.find((section) => section.section === 'English')?.timeMs).toBe(130_000);
    // Time taken is the exam clock from start to submission (5 min), not the per-question times (3 min 28 s).
    expect(analysis.totalTimeMs).toBe(5 * 60_000);
    expect(analysis.slowest.map((report) => report.question.id)).toEqual(['eng-a-q2', 'gk-a-q1', 'eng-a-q3', 'eng-a-q1', 'gk-a-q2']);
    expect(analysis.slowest).toHaveLength(SLOWEST_SHOWN);
    expect(analysis.wrong.map((report) => [report.question.id, report.chosen, report.question.explanation])).toEqual([
      ['eng-a-q2', 0, 'Because of eng-a line 2.'],
      ['gk-a-q1', 2, 'Because of gk-a line 1.'],
    ]);
  });

  it('gives accuracy on the easy, medium and hard questions apart', () => {
    const questions = paperQuestions(attempt, sets);
    const analysis = analyseMock(attempt, questions, scoreMock(questions, attempt.progress));
    // Each fake passage runs easy, medium, hard, medium: one easy right and one wrong, one medium of each, no hard one tried.
    expect(analysis.byDifficulty).toEqual([
      { difficulty: 'easy', questions: 2, attempted: 2, correct: 1, accuracy: 0.5 },
      { difficulty: 'medium', questions: 4, attempted: 2, correct: 1, accuracy: 0.5 },
      { difficulty: 'hard', questions: 2, attempted: 0, correct: 0, accuracy: 0 },
    ]);
  });

  it('reads the rank and the NLUs from the marks-to-rank model', () => {
    const questions = paperQuestions(attempt, sets);
    const result = scoreMock(questions, attempt.progress);
    const { rank } = analyseMock(attempt, questions, result);
    const estimate = estimateRank(result.marks);
    expect(estimate.ok && rank.estimate).toEqual(estimate.ok ? estimate.value : null);
    expect(rank.estimate.low).toBeLessThanOrEqual(rank.estimate.rank);
    expect(rank.estimate.high).toBeGreaterThanOrEqual(rank.estimate.rank);
    expect(rank.nlus.summary).not.toBe('');
    // More marks, never a worse rank.
    expect(mockRank(95).estimate.rank).toBeLessThan(mockRank(60).estimate.rank);
  });

  it('has zero accuracy when nothing was attempted', () => {
    const empty = { ...attempt, progress: progressWith({}) };
    const questions = paperQuestions(empty, sets);
    expect(analyseMock(empty, questions, scoreMock(questions, empty.progress)).accuracy).toBe(0);
  });

  it('refuses a paper whose passage is missing', () => {
    expect(() => paperQuestions(attempt, [sets[0]!])).toThrow();
  });
});
