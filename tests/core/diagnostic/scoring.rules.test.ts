import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUBJECT_QUESTION_COUNT,
  SUBJECTS,
  type DiagnosticAnswers,
  type DiagnosticQuestion,
  type Subject,
} from '../../../core/diagnostic/diagnostic.model';
import {
  allAnswered,
  BAND_MESSAGES,
  predictionNote,
  predictNlu,
  predictRank,
  scoreBand,
  scoreDiagnostic,
} from '../../../core/diagnostic/scoring.rules';

function question(id: string, subject: Subject, correctIndex: number): DiagnosticQuestion {
  return { id, subject, question: `Question ${id}`, options: ['a', 'b', 'c', 'd'], correctIndex, explanation: `Why ${id}` };
}

/** Thirteen questions in the specification's subject mix, ids q1..q13. */
const QUESTIONS: readonly DiagnosticQuestion[] = SUBJECTS.flatMap((subject) =>
  Array.from({ length: SUBJECT_QUESTION_COUNT[subject] }, () => subject),
).map((subject, index) => question(`q${index + 1}`, subject, index % 4));

function correctAnswers(questions: readonly DiagnosticQuestion[]): Record<string, number> {
  return Object.fromEntries(questions.map((q) => [q.id, q.correctIndex]));
}

function wrong(q: DiagnosticQuestion): number {
  return (q.correctIndex + 1) % 4;
}

describe('predictRank', () => {
  it('follows max(1, round(100000 x (1 - score/100) x 0.8))', () => {
    expect(predictRank(0)).toBe(80000);
    expect(predictRank(50)).toBe(40000);
    expect(predictRank(62)).toBe(30400);
    expect(predictRank(85)).toBe(12000);
    expect(predictRank(92)).toBe(6400);
  });

  it('never goes below rank 1', () => {
    expect(predictRank(100)).toBe(1);
    expect(predictRank(99.9999)).toBe(1);
  });

  it('stays within 1..80000 and never rises as the score rises', { timeout: 0 }, () => {
    const score = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(score, score, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const rankLow = predictRank(low);
        const rankHigh = predictRank(high);
        expect(rankLow).toBeGreaterThanOrEqual(1);
        expect(rankLow).toBeLessThanOrEqual(80000);
        expect(Number.isInteger(rankLow)).toBe(true);
        expect(rankHigh).toBeLessThanOrEqual(rankLow);
      }),
    );
  });
});

describe('predictNlu', () => {
  it('predicts NLSIU Bengaluru up to rank 5', () => {
    expect(predictNlu(1)).toBe('NLSIU Bengaluru');
    expect(predictNlu(5)).toBe('NLSIU Bengaluru');
  });

  it('predicts the three second-tier schools for ranks 6 to 10', () => {
    expect(predictNlu(6)).toBe('NALSAR Hyderabad, WBNUJS Kolkata or NLU Jodhpur');
    expect(predictNlu(10)).toBe('NALSAR Hyderabad, WBNUJS Kolkata or NLU Jodhpur');
  });

  it('predicts a top-15 NLU for ranks 11 to 500', () => {
    expect(predictNlu(11)).toBe('Top-15 NLU');
    expect(predictNlu(500)).toBe('Top-15 NLU');
  });

  it('predicts any NLU above rank 500', () => {
    expect(predictNlu(501)).toBe('Any NLU (with improvement)');
    expect(predictNlu(80000)).toBe('Any NLU (with improvement)');
  });
});

describe('scoreBand', () => {
  it('is green from 80, yellow from 60 to 79 and red below 60', () => {
    expect(scoreBand(100)).toBe('green');
    expect(scoreBand(80)).toBe('green');
    expect(scoreBand(79)).toBe('yellow');
    expect(scoreBand(60)).toBe('yellow');
    expect(scoreBand(59)).toBe('red');
    expect(scoreBand(0)).toBe('red');
  });

  it('has a different message per band, the lowest claiming a 40-60% improvement', () => {
    expect(new Set(Object.values(BAND_MESSAGES)).size).toBe(3);
    expect(BAND_MESSAGES.red).toMatch(/students typically improve 40-60% with focused practice/i);
  });
});

describe('scoreDiagnostic', () => {
  it('scores a full set of correct answers', () => {
    const result = scoreDiagnostic(QUESTIONS, correctAnswers(QUESTIONS));
    expect(result.breakdown).toEqual({
      'Legal Reasoning': 2,
      'Logical Reasoning': 2,
      'English Language': 3,
      'General Knowledge': 4,
      'Quantitative Techniques': 2,
    });
    expect(result.totalScore).toBe(100);
    expect(result.predictedRank).toBe(1);
    expect(result.predictedNlu).toBe('NLSIU Bengaluru');
    expect(result.strengths).toEqual([...SUBJECTS]);
    expect(result.weaknesses).toEqual([]);
    expect(result.band).toBe('green');
    expect(result.message).toBe(BAND_MESSAGES.green);
    expect(result.wrongQuestionIds).toEqual([]);
  });

  it('scores a mixed attempt: per-subject counts, rounded percent, strengths, weaknesses and wrong ids', () => {
    const answers = correctAnswers(QUESTIONS);
    const byId = (id: string): DiagnosticQuestion => QUESTIONS.find((q) => q.id === id)!;
    // Logical Reasoning is q3, q4; General Knowledge is q8..q11.
    answers.q4 = wrong(byId('q4'));
    answers.q8 = wrong(byId('q8'));
    answers.q9 = wrong(byId('q9'));
    answers.q10 = wrong(byId('q10'));
    delete answers.q11;

    const result = scoreDiagnostic(QUESTIONS, answers);

    expect(result.breakdown).toEqual({
      'Legal Reasoning': 2,
      'Logical Reasoning': 1,
      'English Language': 3,
      'General Knowledge': 0,
      'Quantitative Techniques': 2,
    });
    expect(result.totalScore).toBe(62); // 8 / 13 = 61.5%
    expect(result.predictedRank).toBe(30400);
    expect(result.predictedNlu).toBe('Any NLU (with improvement)');
    expect(result.strengths).toEqual(['Legal Reasoning', 'English Language', 'Quantitative Techniques']);
    expect(result.weaknesses).toEqual(['Logical Reasoning', 'General Knowledge']);
    expect(result.band).toBe('yellow');
    expect(result.message).toBe(BAND_MESSAGES.yellow);
    expect(result.wrongQuestionIds).toEqual(['q4', 'q8', 'q9', 'q10', 'q11']);
  });

  it('scores an empty attempt as 0% with every subject present', () => {
    const result = scoreDiagnostic(QUESTIONS, {});
    expect(result.totalScore).toBe(0);
    expect(result.predictedRank).toBe(80000);
    expect(Object.keys(result.breakdown)).toEqual([...SUBJECTS]);
    expect(Object.values(result.breakdown)).toEqual([0, 0, 0, 0, 0]);
    expect(result.weaknesses).toEqual([...SUBJECTS]);
    expect(result.band).toBe('red');
    expect(result.message).toContain('40-60%');
    expect(result.wrongQuestionIds).toEqual(QUESTIONS.map((q) => q.id));
  });

  it('scores 1 correct subject question as a weakness and 2 as a strength', () => {
    const answers = { ...correctAnswers(QUESTIONS) };
    answers.q1 = wrong(QUESTIONS[0]!);
    const result = scoreDiagnostic(QUESTIONS, answers);
    expect(result.weaknesses).toContain('Legal Reasoning');
    expect(result.strengths).toContain('Logical Reasoning');
    expect(result.totalScore).toBe(92); // 12 / 13 = 92.3%
  });

  it('does not divide by zero without questions', () => {
    expect(scoreDiagnostic([], {}).totalScore).toBe(0);
  });

  it('splits the subjects into strengths and weaknesses with none left out or repeated', { timeout: 0 }, () => {
    const answerFor = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
    fc.assert(
      fc.property(fc.array(answerFor, { minLength: 13, maxLength: 13 }), (chosen) => {
        const answers: Record<string, number> = {};
        QUESTIONS.forEach((q, index) => {
          const choice = chosen[index];
          if (choice !== undefined) answers[q.id] = choice;
        });
        const result = scoreDiagnostic(QUESTIONS, answers);
        const strengths = new Set(result.strengths);
        expect(result.weaknesses.filter((subject) => strengths.has(subject))).toEqual([]);
        expect([...result.strengths, ...result.weaknesses].sort()).toEqual([...SUBJECTS].sort());
        for (const subject of result.strengths) expect(result.breakdown[subject]).toBeGreaterThanOrEqual(2);
        for (const subject of result.weaknesses) expect(result.breakdown[subject]).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('allAnswered', () => {
  it('is true when all 13 questions have an option 0..3', () => {
    expect(allAnswered(QUESTIONS, correctAnswers(QUESTIONS))).toBe(true);
  });

  it('is false when one question is unanswered', () => {
    const answers = correctAnswers(QUESTIONS);
    delete answers.q13;
    expect(allAnswered(QUESTIONS, answers)).toBe(false);
  });

  it.each([4, -1, 1.5, Number.NaN])('is false when an answer is %s', (bad) => {
    const answers: DiagnosticAnswers = { ...correctAnswers(QUESTIONS), q7: bad };
    expect(allAnswered(QUESTIONS, answers)).toBe(false);
  });

  it('accepts every option index 0 to 3', () => {
    const one = [question('only', 'Legal Reasoning', 0)];
    for (const index of [0, 1, 2, 3]) expect(allAnswered(one, { only: index })).toBe(true);
  });

  it('does not read inherited keys as answers', () => {
    expect(allAnswered([question('constructor', 'Legal Reasoning', 0)], {})).toBe(false);
  });
});

describe('predictionNote', () => {
  it('explains a strong score that the formula still reads as "Any NLU (with improvement)"', () => {
    const totalScore = Math.round((12 / 13) * 100);
    const predictedRank = predictRank(totalScore);
    expect(predictNlu(predictedRank)).toBe('Any NLU (with improvement)');
    const note = predictionNote({ totalScore, predictedRank, band: scoreBand(totalScore) });
    expect(note).toMatch(/^Why "with improvement" at 92%\? .*rank 6,400 of 1,00,000, and only ranks up to 500 read as a Top-15 NLU\./);
  });

  it('says nothing when the band and the university agree', () => {
    expect(predictionNote({ totalScore: 100, predictedRank: predictRank(100), band: 'green' })).toBeNull();
    expect(predictionNote({ totalScore: 46, predictedRank: predictRank(46), band: scoreBand(46) })).toBeNull();
  });
});
