import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '../../../core/onboarding/onboarding.model';
import { dateOfDayNumber, dayNumber } from '../../../core/quiz/quiz-day.rules';
import { daysLeft, examDateProblem, suggestedExamDate } from '../../../core/study-plan/exam-date.rules';
import { STUDY_LINKS, STUDY_PLAN_LIMITS, type PlanEvidence } from '../../../core/study-plan/study-plan.model';
import { STUDY_PLAN_MESSAGES } from '../../../core/study-plan/study-plan.messages';
import { focusSections, isMockDay, planTasks, studyPhase, todayPlan, type PlanInput } from '../../../core/study-plan/study-plan.rules';
import { CLAT_SECTIONS, type ClatSection } from '../../../core/exam/clat-pattern';

const NOTHING: PlanEvidence = { latestMock: null, diagnostic: null, losingMarksArea: null, reviewFrustration: null, gkStudyMethod: null, dueReviews: 0, reviewedToday: 0 };
const TODAY = '2026-11-25';
const inDays = (days: number) => dateOfDayNumber(dayNumber(TODAY) + days);
const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({ ...NOTHING, today: TODAY, examDate: inDays(120), ticked: new Set(), ...overrides });
const ids = (plan: { tasks: readonly { id: string }[] }) => plan.tasks.map((task) => task.id);
const mockOf = (marks: Partial<Record<ClatSection, number>>, day = inDays(-3)) => ({
  day,
  sections: CLAT_SECTIONS.map((section) => ({ section, questions: { English: 24, GK: 30, Legal: 30, Logical: 24, Quant: 12 }[section], marks: marks[section] ?? 20 })),
});
const questionnaire = (key: string) => ONBOARDING_QUESTIONS.find((question) => question.key === key)!.options;

const evidenceArbitrary: fc.Arbitrary<PlanEvidence> = fc.record({
  latestMock: fc.option(
    fc.record({
      day: fc.integer({ min: -30, max: 0 }).map(inDays),
      sections: fc.constant(CLAT_SECTIONS).chain((sections) =>
        fc.tuple(...sections.map((section) => fc.integer({ min: -3, max: 30 }).map((marks) => ({ section, questions: 30, marks })))),
      ),
    }),
  ),
  diagnostic: fc.option(
    fc.record({
      'Legal Reasoning': fc.integer({ min: 0, max: 2 }),
      'Logical Reasoning': fc.integer({ min: 0, max: 2 }),
      'English Language': fc.integer({ min: 0, max: 3 }),
      'General Knowledge': fc.integer({ min: 0, max: 4 }),
      'Quantitative Techniques': fc.integer({ min: 0, max: 2 }),
    }),
  ),
  losingMarksArea: fc.option(fc.constantFrom(...questionnaire('losingMarksArea'))),
  reviewFrustration: fc.option(fc.constantFrom(...questionnaire('reviewFrustration'))),
  gkStudyMethod: fc.option(fc.constantFrom(...questionnaire('gkStudyMethod'))),
  dueReviews: fc.integer({ min: 0, max: 300 }),
  reviewedToday: fc.integer({ min: 0, max: 50 }),
});

describe('the exam date', () => {
  it('suggests the first Sunday of December, this year until it has passed', () => {
    expect(suggestedExamDate('2026-11-25')).toBe('2026-12-06');
    expect(suggestedExamDate('2024-06-01')).toBe('2024-12-01');
    expect(suggestedExamDate('2025-12-07')).toBe('2025-12-07');
    expect(suggestedExamDate('2025-12-08')).toBe('2026-12-06');
  });

  it('accepts a real date from today to two years ahead, with a message for anything else', () => {
    expect(examDateProblem('2026-12-06', TODAY)).toBeNull();
    expect(examDateProblem(TODAY, TODAY)).toBeNull();
    expect(examDateProblem(inDays(STUDY_PLAN_LIMITS.maxDaysAhead), TODAY)).toBeNull();
    expect(examDateProblem('  ', TODAY)).toBe(STUDY_PLAN_MESSAGES.examDateMissing);
    expect(examDateProblem('2026-02-30', TODAY)).toBe(STUDY_PLAN_MESSAGES.examDateInvalid);
    expect(examDateProblem('6/12/2026', TODAY)).toBe(STUDY_PLAN_MESSAGES.examDateInvalid);
    expect(examDateProblem('2026-11-24', TODAY)).toBe(STUDY_PLAN_MESSAGES.examDatePast);
    expect(examDateProblem(inDays(STUDY_PLAN_LIMITS.maxDaysAhead + 1), TODAY)).toBe(STUDY_PLAN_MESSAGES.examDateTooFar);
  });
});

describe('the phase and the mock days', () => {
  it('follows the days left: concepts far out, practice from three months, mocks in the last month, revision in the last week', () => {
    expect([-1, 0, 1, 7, 8, 30, 31, 90, 91].map(studyPhase)).toEqual([null, 'examDay', 'finalWeek', 'finalWeek', 'mocks', 'mocks', 'practice', 'practice', 'foundation']);
  });

  it('gives more mocks as the exam nears and none in the last three days', () => {
    const mocksIn = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n).filter(isMockDay).length;
    expect(mocksIn(91, 180)).toBe(6); // every two weeks
    expect(mocksIn(31, 90)).toBe(8); // weekly
    expect(mocksIn(8, 30)).toBe(10); // every third day, then every other day
    expect(mocksIn(4, 7)).toBe(2);
    expect(mocksIn(0, 3)).toBe(0);
  });
});

describe('the weakest sections', () => {
  it('come from the latest mock, by net marks per question', () => {
    expect(focusSections({ ...NOTHING, latestMock: mockOf({ Quant: 2, Legal: 10 }), losingMarksArea: 'English Language' })).toEqual({ focus: ['Quant', 'Legal'], source: 'mock' });
  });

  it("come from the diagnostic when there is no mock, with the student's own weak area second when the test missed it", () => {
    const diagnostic = { 'Legal Reasoning': 2, 'Logical Reasoning': 0, 'English Language': 3, 'General Knowledge': 1, 'Quantitative Techniques': 2 };
    expect(focusSections({ ...NOTHING, diagnostic })).toEqual({ focus: ['Logical', 'GK'], source: 'diagnostic' });
    expect(focusSections({ ...NOTHING, diagnostic, losingMarksArea: 'Quantitative Techniques' })).toEqual({ focus: ['Logical', 'Quant'], source: 'diagnostic' });
    expect(focusSections({ ...NOTHING, diagnostic, losingMarksArea: 'Current Affairs & GK' })).toEqual({ focus: ['Logical', 'GK'], source: 'diagnostic' });
  });

  it('come from the questionnaire alone, else the sections worth most', () => {
    expect(focusSections({ ...NOTHING, losingMarksArea: 'English Language' })).toEqual({ focus: ['English', 'Legal'], source: 'questionnaire' });
    expect(focusSections(NOTHING)).toEqual({ focus: ['Legal', 'GK'], source: 'none' });
  });
});

describe("a day's tasks", () => {
  it('far out: a concept, practice in both weak sections, the GK routine and the quiz, all linked to their tools', () => {
    const { phase, tasks } = planTasks(input({ examDate: inDays(121), latestMock: mockOf({ Quant: 1, Logical: 5 }), gkStudyMethod: 'Daily newspaper reading' }));
    expect(phase).toBe('foundation');
    expect(tasks.map((task) => task.id)).toEqual(['concept-' + (dayNumber(TODAY) % 2 === 0 ? 'Quant' : 'Logical'), 'practice-Quant', 'practice-Logical', 'gk-routine', 'daily-quiz']);
    expect(tasks.find((task) => task.id === 'practice-Quant')).toMatchObject({ link: 'topicPractice', title: expect.stringMatching(/^Practise Quantitative Techniques: /) });
    expect(tasks.find((task) => task.id === 'gk-routine')).toMatchObject({ title: "Read today's newspaper for CLAT", link: null });
  });

  it('puts due mistakes in, in the words the student asked for, and keeps a ticked review when nothing is due any more', () => {
    const frustrated = planTasks(input({ dueReviews: 3, reviewFrustration: 'I repeat the same mistakes' })).tasks.find((task) => task.id === 'review');
    expect(frustrated).toMatchObject({ title: 'Review 3 mistakes due today', link: 'mistakesReview', detail: expect.stringMatching(/trap/) });
    expect(ids(planTasks(input({ dueReviews: 0 })))).not.toContain('review');
    expect(planTasks(input({ dueReviews: 0, ticked: new Set(['review']) })).tasks.find((task) => task.id === 'review')?.title).toBe('Review your mistakes');
    expect(planTasks(input({ dueReviews: 0, reviewedToday: 3 })).tasks.find((task) => task.id === 'review')?.title).toBe('Review your mistakes: 3 reviewed today, none left');
  });

  it("caps a day's review at what fits its half hour, and says the rest wait", () => {
    const review = planTasks(input({ dueReviews: 128 })).tasks.find((task) => task.id === 'review')!;
    expect(review.title).toBe('Review 15 of your 128 mistakes due');
    expect(review.minutes).toBe(30);
    expect(review.detail).toMatch(/The other 113 wait for the coming days\.$/);
    expect(planTasks(input({ dueReviews: 15 })).tasks.find((task) => task.id === 'review')).toMatchObject({ title: 'Review 15 mistakes due today', minutes: 30 });
  });

  it('in the last month: mock days, and the mistakes first on the days between', () => {
    expect(ids(planTasks(input({ examDate: inDays(12), dueReviews: 4 })))).toEqual(['full-mock', 'review', 'daily-quiz']);
    expect(ids(planTasks(input({ examDate: inDays(11), dueReviews: 4 })))[0]).toBe('review');
  });

  it('offers the rank simulator the day after a mock', () => {
    expect(ids(planTasks(input({ examDate: inDays(11), latestMock: mockOf({}, inDays(-1)) })))).toContain('rank-simulator');
    expect(ids(planTasks(input({ examDate: inDays(11), latestMock: mockOf({}, inDays(-2)) })))).not.toContain('rank-simulator');
  });

  it('the day before and the day of the exam: light work only, no mock', () => {
    expect(ids(planTasks(input({ examDate: inDays(1) })))).toEqual(['light-revision', 'exam-kit', 'daily-quiz']);
    expect(ids(planTasks(input({ examDate: TODAY })))).toEqual(['exam-day']);
    expect(planTasks(input({ examDate: inDays(-1) }))).toMatchObject({ phase: null, tasks: [] });
  });

  it('are the same for the same inputs and day, with unique ids, tools that exist and a sane length (property)', { timeout: 0 }, () => {
    fc.assert(
      fc.property(evidenceArbitrary, fc.integer({ min: 0, max: 730 }), fc.integer({ min: 0, max: 800 }), (evidence, left, offset) => {
        const today = dateOfDayNumber(dayNumber(TODAY) + offset);
        const examDate = dateOfDayNumber(dayNumber(today) + left);
        const first = planTasks({ ...evidence, today, examDate, ticked: new Set() });
        expect(planTasks({ ...evidence, today, examDate, ticked: new Set() })).toEqual(first);
        const taskIds = first.tasks.map((task) => task.id);
        expect(new Set(taskIds).size).toBe(taskIds.length);
        expect(taskIds.length).toBeGreaterThan(0);
        expect(taskIds.length).toBeLessThanOrEqual(STUDY_PLAN_LIMITS.tasks);
        for (const task of first.tasks) {
          expect(task.id.length).toBeLessThanOrEqual(STUDY_PLAN_LIMITS.taskId);
          expect(task.link === null || (STUDY_LINKS as readonly string[]).includes(task.link)).toBe(true);
          expect(task.minutes).toBeGreaterThan(0);
        }
        // The daily quiz is in every day's plan but the exam's own; a full mock never in the last three days.
        expect(taskIds.includes('daily-quiz')).toBe(left !== 0);
        if (left <= 3) expect(taskIds).not.toContain('full-mock');
      }),
    );
  });
});

describe('properties of the plan', () => {
  it('always leans on two different sections', { timeout: 0 }, () => {
    fc.assert(
      fc.property(evidenceArbitrary, (evidence) => {
        const { focus } = focusSections(evidence);
        expect(focus[0]).not.toBe(focus[1]);
        expect(CLAT_SECTIONS).toContain(focus[0]);
        expect(CLAT_SECTIONS).toContain(focus[1]);
      }),
    );
  });

  it("counts a tick only for a task in today's plan, and only ticks of today", { timeout: 0 }, () => {
    const idArbitrary = fc.constantFrom('daily-quiz', 'review', 'practice-Legal', 'practice-Quant', 'gk-routine', 'full-mock', 'concept-GK', 'made-up');
    fc.assert(
      fc.property(evidenceArbitrary, fc.integer({ min: 0, max: 400 }), fc.uniqueArray(idArbitrary), fc.boolean(), (evidence, left, done, sameDay) => {
        const plan = todayPlan({ examDate: inDays(left), day: sameDay ? TODAY : inDays(-1), done }, TODAY, evidence)!;
        const ticked = plan.tasks.filter((task) => task.done).map((task) => task.id);
        expect(ticked.every((id) => (done as readonly string[]).includes(id))).toBe(true);
        if (!sameDay) expect(ticked).toEqual([]);
        expect(plan.doneCount).toBe(ticked.length);
      }),
    );
  });
});

describe("today's plan with its ticks", () => {
  const record = { examDate: inDays(60), day: TODAY, done: ['daily-quiz', 'practice-Legal'] };

  it('counts only the ticks of today', () => {
    const plan = todayPlan(record, TODAY, NOTHING)!;
    expect(plan.tasks.filter((task) => task.done).map((task) => task.id).sort()).toEqual(['daily-quiz', 'practice-Legal']);
    expect(plan).toMatchObject({ daysLeft: 60, phase: 'practice', doneCount: 2, focus: ['Legal', 'GK'] });
    expect(plan.totalMinutes).toBe(plan.tasks.reduce((sum, task) => sum + task.minutes, 0));
    expect(todayPlan(record, inDays(1), NOTHING)!.doneCount).toBe(0);
  });

  it('keeps the ticks of tasks still there when a new mock changes the weakest sections', () => {
    const plan = todayPlan(record, TODAY, { ...NOTHING, latestMock: mockOf({ Quant: 1, Logical: 2 }, TODAY) })!;
    expect(plan.tasks.filter((task) => task.done).map((task) => task.id)).toEqual(['daily-quiz']);
    expect(ids(plan)).not.toContain('practice-Legal');
  });

  it('is null once the exam date has passed', () => {
    expect(todayPlan({ ...record, examDate: inDays(-1) }, TODAY, NOTHING)).toBeNull();
    expect(daysLeft(TODAY, inDays(-1))).toBe(-1);
  });
});
