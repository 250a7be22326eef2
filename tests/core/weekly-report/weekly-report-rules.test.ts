import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PastMock } from '../../../core/mock/list-full-mocks.use-case';
import type { QuizAttempt } from '../../../core/quiz/daily-quiz.model';
import type { PracticeActivity } from '../../../core/weekly-report/practice-activity.model';
import { sectionOfSubject } from '../../../core/weekly-report/subject-section';
import { weekBounds } from '../../../core/weekly-report/week.rules';
import { MIN_TOPIC_ANSWERS, weeklyReport, type WeekInputs } from '../../../core/weekly-report/weekly-report.rules';
import { CLAT_SECTIONS, type ClatSection } from '../../../core/exam/clat-pattern';

const india = () => 330;
const WEEK = '2026-11-23';
const { start, end } = weekBounds(WEEK, india);
const HOUR = 3_600_000;

function practice(section: ClatSection, topic: string, answered: number, correct: number, at = start + HOUR): PracticeActivity {
  return { source: 'question_maker', section, topic, answered, correct, at };
}

function quiz(date: string, score: number, answered = 10, submittedAt = `${date}T06:00:00.000Z`): QuizAttempt {
  const answers = Object.fromEntries(Array.from({ length: answered }, (_, index) => [`q${index}`, 0]));
  return { date, answers, score, total: 10, submittedAt };
}

function mock(submittedAt: number, legal: { attempted: number; correct: number }, marks = 60): PastMock {
  const sections = CLAT_SECTIONS.map((section) => {
    const row = section === 'Legal' ? legal : { attempted: 0, correct: 0 };
    const wrong = row.attempted - row.correct;
    return { section, questions: 24, attempted: row.attempted, correct: row.correct, wrong, marks: row.correct - wrong / 4, timeMs: 0 };
  });
  const attempted = sections.reduce((sum, row) => sum + row.attempted, 0);
  const correct = sections.reduce((sum, row) => sum + row.correct, 0);
  return {
    id: `mock-${submittedAt}`,
    startedAt: submittedAt - 2 * HOUR,
    submittedAt,
    result: { marks, questions: 120, attempted, correct, wrong: attempted - correct, negativeMarks: (attempted - correct) / 4, sections, wrongQuestionIds: [] },
  };
}

const base: WeekInputs = { week: WEEK, start, end, activities: [], quizzes: [], mocks: [], streak: 0 };

describe('a weekly report', () => {
  it('says an empty week is empty, with no accuracy to show', () => {
    const report = weeklyReport(base);
    expect(report.empty).toBe(true);
    expect(report.questions.total).toBe(0);
    expect(report.sections.every((row) => row.accuracy === null)).toBe(true);
    expect(report.weakTopics).toEqual([]);
    expect(report.weakTopicsNote).toBe(`No Question Maker practice this week. A topic shows here once you answer at least ${MIN_TOPIC_ANSWERS} Question Maker questions on it in a week.`);
    expect(report.label).toBe('Mon 23 Nov to Sun 29 Nov 2026');
  });

  it('counts questions from every place, and only those inside the week', () => {
    const report = weeklyReport({
      ...base,
      activities: [
        practice('Legal', 'Contract Law', 5, 3),
        practice('Legal', 'Contract Law', 5, 4, start - 1),
        { source: 'mistakes_review', section: 'GK', topic: 'GK', answered: 1, correct: 1, at: end - 1 },
      ],
      quizzes: [quiz('2026-11-24', 7), quiz('2026-11-30', 9, 10, '2026-11-29T18:30:00.000Z')],
      mocks: [mock(start + 2 * HOUR, { attempted: 20, correct: 15 }), mock(end, { attempted: 30, correct: 30 })],
    });
    expect(report.questions).toEqual({ questionMaker: 5, dailyQuiz: 10, fullMocks: 20, mistakesReviewed: 1, total: 36 });
    expect(report.quizzesTaken).toBe(1);
    expect(report.mocks).toHaveLength(1);
    expect(report.mocks[0]!.marks).toBe(60);
    expect(report.mocks[0]!.rankLow).toBeLessThanOrEqual(report.mocks[0]!.rank);
    const legal = report.sections.find((row) => row.section === 'Legal')!;
    expect(legal).toEqual({ section: 'Legal', answered: 25, correct: 18, accuracy: 72 });
    const gk = report.sections.find((row) => row.section === 'GK')!;
    expect(gk).toEqual({ section: 'GK', answered: 11, correct: 8, accuracy: 73 });
    expect(report.empty).toBe(false);
  });

  it('names the three weakest topics with enough answers, weakest first, each with a next step', () => {
    const report = weeklyReport({
      ...base,
      activities: [
        practice('Legal', 'Contract Law', 5, 1),
        practice('Quant', 'Percentages', 5, 3),
        practice('Logical', 'Syllogisms', 5, 4),
        practice('Logical', 'Syllogisms', 5, 4),
        practice('English', 'Technology', 5, 5),
        practice('GK', 'G20 Summit', 4, 0),
      ],
    });
    expect(report.weakTopics.map((topic) => [topic.topic, topic.accuracy, topic.nextStep.tool])).toEqual([
      ['Contract Law', 20, 'conceptExplainer'],
      ['Percentages', 60, 'topicPractice'],
      ['Syllogisms', 80, 'mistakesReview'],
    ]);
    expect(report.weakTopics[1]!.nextStep).toEqual({ tool: 'topicPractice', text: 'Practise another Percentages set in the Question Maker.', section: 'Quant', topic: 'Percentages' });
    expect(report.weakTopicsNote).toBeNull();
  });

  it('says honestly when too few topics have enough answers', () => {
    const one = weeklyReport({ ...base, activities: [practice('Legal', 'Tort Law', 5, 2), practice('GK', 'G20 Summit', 4, 0)] });
    expect(one.weakTopics.map((topic) => topic.topic)).toEqual(['Tort Law']);
    expect(one.weakTopicsNote).toMatch(/^Only 1 topic had enough practice to judge\./);
    const none = weeklyReport({ ...base, activities: [practice('GK', 'G20 Summit', 4, 0)] });
    expect(none.weakTopics).toEqual([]);
    expect(none.weakTopicsNote).toMatch(/^Not enough practice on any one topic/);
  });

  const activity = fc.record({
    source: fc.constantFrom('question_maker' as const, 'mistakes_review' as const),
    section: fc.constantFrom(...CLAT_SECTIONS),
    topic: fc.constantFrom('Contract Law', 'Percentages', 'Syllogisms', 'Technology'),
    answered: fc.integer({ min: 1, max: 50 }),
    fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    at: fc.integer({ min: start - 7 * 24 * HOUR, max: end + 7 * 24 * HOUR }),
  }).map(({ fraction, ...rest }): PracticeActivity => ({ ...rest, correct: Math.floor(rest.answered * fraction) }));
  const quizAttempt = fc.record({ day: fc.integer({ min: 16, max: 30 }), score: fc.integer({ min: 0, max: 12 }), answered: fc.integer({ min: 0, max: 10 }) })
    .map(({ day, score, answered }) => quiz(`2026-11-${day}`, score, answered));

  it('never shows more than 100 % or more correct than answered, and its totals add up', { timeout: 0 }, () => {
    fc.assert(
      fc.property(fc.array(activity, { maxLength: 30 }), fc.array(quizAttempt, { maxLength: 10 }), (activities, quizzes) => {
        const report = weeklyReport({ ...base, activities, quizzes });
        const { questions } = report;
        expect(questions.total).toBe(questions.questionMaker + questions.dailyQuiz + questions.fullMocks + questions.mistakesReviewed);
        expect(report.sections.reduce((sum, row) => sum + row.answered, 0)).toBe(questions.total);
        for (const row of report.sections) {
          expect(row.correct).toBeLessThanOrEqual(row.answered);
          if (row.accuracy !== null) expect(row.accuracy).toBeGreaterThanOrEqual(0);
          if (row.accuracy !== null) expect(row.accuracy).toBeLessThanOrEqual(100);
        }
        expect(report.weakTopics.length).toBeLessThanOrEqual(3);
        for (let index = 1; index < report.weakTopics.length; index += 1) {
          expect(report.weakTopics[index - 1]!.accuracy).toBeLessThanOrEqual(report.weakTopics[index]!.accuracy);
        }
        for (const topic of report.weakTopics) expect(topic.answered).toBeGreaterThanOrEqual(MIN_TOPIC_ANSWERS);
        expect(report.empty).toBe(questions.total === 0 && report.quizzesTaken === 0);
      }),
    );
  });
});

describe('a reviewed mistake’s section', () => {
  it('comes from every subject name the review queue uses', () => {
    expect(sectionOfSubject('Legal Reasoning')).toBe('Legal');
    expect(sectionOfSubject('General Knowledge')).toBe('GK');
    expect(sectionOfSubject('Current Affairs, including General Knowledge')).toBe('GK');
    expect(sectionOfSubject('Quantitative Techniques')).toBe('Quant');
    expect(sectionOfSubject('English Language')).toBe('English');
    expect(sectionOfSubject('Logical Reasoning')).toBe('Logical');
    expect(sectionOfSubject('Astrology')).toBeNull();
  });
});
