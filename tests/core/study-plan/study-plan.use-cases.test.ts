import { describe, expect, it } from 'vitest';
import type { MockAttempt } from '../../../core/mock/mock.model';
import type { MockAttempts } from '../../../core/mock/mock-attempts.port';
import type { ReviewQueue } from '../../../core/review/review-queue.port';
import { newProfile } from '../../../core/profile/profile.model';
import type { ReviewItem } from '../../../core/review/review.model';
import { AppError } from '../../../core/shared/app-error';
import { GetStudyPlan } from '../../../core/study-plan/get-study-plan.use-case';
import { PlanEvidenceReader } from '../../../core/study-plan/plan-evidence.reader';
import { SetExamDate } from '../../../core/study-plan/set-exam-date.use-case';
import type { StudyPlanView, TodayPlan } from '../../../core/study-plan/study-plan.model';
import { STUDY_PLAN_MESSAGES } from '../../../core/study-plan/study-plan.messages';
import { TickStudyTask } from '../../../core/study-plan/tick-study-task.use-case';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { FakeStudyPlans } from '../../fakes/fake-study-plans';
import { RecordingLogger } from '../../fakes/recording-logger';

// 25 November 2026, 10:00 in India.
const NOW = Date.UTC(2026, 10, 25, 4, 30);
const DAY = 86_400_000;

class ListedMocks {
  attempts: MockAttempt[] = [];
  failure: AppError | null = null;
  async list(): Promise<readonly MockAttempt[]> {
    if (this.failure) throw this.failure;
    return this.attempts;
  }
}

class ListedReviews {
  items: ReviewItem[] = [];
  async list(): Promise<readonly ReviewItem[]> {
    return this.items;
  }
  async put(): Promise<void> {}
}

function mockAttempt(submittedAt: number, weakest: 'Quant' | 'English'): MockAttempt {
  const sections = (['English', 'GK', 'Legal', 'Logical', 'Quant'] as const).map((section) => ({
    section,
    questions: 24,
    attempted: 20,
    correct: 15,
    wrong: 5,
    marks: section === weakest ? 1 : 13.75,
    timeMs: 0,
  }));
  return { id: `m-${submittedAt}`, submittedAt, startedAt: submittedAt - 2 * 3_600_000, result: { sections } } as unknown as MockAttempt;
}

function dueItem(id: string, due: number, lastReview: number | null = null, lastWrongAt = 0): ReviewItem {
  return { question: { questionId: id }, schedule: { due, lastReview }, addedAt: 0, lastWrongAt } as unknown as ReviewItem;
}

function kit() {
  const auth = new FakeAuth();
  const plans = new FakeStudyPlans();
  const database = new FakeDatabase();
  const mocks = new ListedMocks();
  const reviews = new ListedReviews();
  const clock = new FakeClock(NOW);
  const logger = new RecordingLogger();
  const evidence = new PlanEvidenceReader(database, mocks as unknown as MockAttempts, reviews as ReviewQueue, logger);
  database.profiles.set('user-1', { ...newProfile('user-1'), losingMarksArea: 'Legal Reasoning', gkStudyMethod: 'Monthly compilations' });
  return {
    auth,
    plans,
    database,
    mocks,
    reviews,
    clock,
    logger,
    get: new GetStudyPlan(auth, plans, evidence, clock, logger),
    setDate: new SetExamDate(auth, plans, evidence, clock, logger),
    tick: new TickStudyTask(auth, plans, evidence, clock, logger),
  };
}

function planOf(view: StudyPlanView): TodayPlan {
  if (view.kind !== 'plan') throw new Error(`no plan: ${view.kind}`);
  return view.plan;
}

const value = <T>(result: { ok: true; value: T } | { ok: false; error: AppError }): T => {
  if (!result.ok) throw result.error;
  return result.value;
};

describe('GetStudyPlan and SetExamDate', () => {
  it('asks for an exam date first, suggesting the first Sunday of December', async () => {
    const { get } = kit();
    expect(value(await get.execute())).toEqual({ kind: 'noExamDate', suggestedDate: '2026-12-06' });
  });

  it("saves a valid exam date and returns today's plan built from the questionnaire", async () => {
    const { setDate, plans } = kit();
    const plan = planOf(value(await setDate.execute({ examDate: '2027-02-20' })));
    expect(plans.records.get('user-1')).toEqual({ examDate: '2027-02-20', day: '2026-11-25', done: [], updatedAt: NOW });
    expect(plan).toMatchObject({ daysLeft: 87, phase: 'practice', focus: ['Legal', 'GK'], focusSource: 'questionnaire' });
    expect(plan.tasks.find((task) => task.id === 'gk-routine')?.title).toBe('Revise one week of your monthly compilation');
  });

  it('refuses an exam date in the past or not a date, saving nothing', async () => {
    const { setDate, plans } = kit();
    const past = await setDate.execute({ examDate: '2026-11-24' });
    expect(past).toMatchObject({ ok: false, error: { code: 'validation', message: STUDY_PLAN_MESSAGES.examDatePast } });
    const garbage = await setDate.execute({ examDate: 'soon' });
    expect(garbage).toMatchObject({ ok: false, error: { message: STUDY_PLAN_MESSAGES.examDateInvalid } });
    expect(plans.writes).toBe(0);
  });

  it('follows the latest mock and the mistakes due now', async () => {
    const { setDate, get, mocks, reviews } = kit();
    await setDate.execute({ examDate: '2026-12-06' });
    mocks.attempts = [mockAttempt(NOW - DAY, 'Quant'), mockAttempt(NOW - 5 * DAY, 'English')];
    reviews.items = [dueItem('a', NOW - 1), dueItem('b', NOW - DAY), dueItem('c', NOW + DAY)];
    const plan = planOf(value(await get.execute()));
    expect(plan).toMatchObject({ daysLeft: 11, phase: 'mocks', focusSource: 'mock' });
    expect(plan.focus[0]).toBe('Quant');
    expect(plan.tasks.map((task) => task.id)).toEqual(expect.arrayContaining(['review', 'rank-simulator', 'daily-quiz']));
    expect(plan.tasks.find((task) => task.id === 'review')?.title).toBe('Review 2 mistakes due today');
  });

  it('keeps the review in the plan once today\'s questions are reviewed, not for a fresh wrong answer', async () => {
    const { setDate, get, reviews } = kit();
    await setDate.execute({ examDate: '2027-02-20' });
    // Reviewed this morning after a wrong answer yesterday; rated Again by a wrong answer today; reviewed yesterday.
    reviews.items = [dueItem('a', NOW + DAY, NOW - 3_600_000, NOW - DAY), dueItem('b', NOW + DAY, NOW - 60_000, NOW - 60_000), dueItem('c', NOW + DAY, NOW - DAY, NOW - 2 * DAY)];
    const review = planOf(value(await get.execute())).tasks.find((task) => task.id === 'review');
    expect(review?.title).toBe('Review your mistakes: 1 reviewed today, none left');
    reviews.items = [dueItem('b', NOW + DAY, NOW - 60_000, NOW - 60_000)];
    expect(planOf(value(await get.execute())).tasks.some((task) => task.id === 'review')).toBe(false);
  });

  it('still shows a plan when the mocks cannot be read, and says so in the log', async () => {
    const { setDate, get, mocks, logger } = kit();
    await setDate.execute({ examDate: '2027-01-10' });
    mocks.failure = new AppError('network', 'Failed to connect to server');
    expect(planOf(value(await get.execute())).focusSource).toBe('questionnaire');
    expect(logger.entries.some((entry) => entry.message.includes('without the full mocks'))).toBe(true);
  });

  it('says the exam date was not saved when the store fails, or the student is signed out', async () => {
    const { setDate, plans, auth } = kit();
    plans.failure = new AppError('storage', 'full');
    expect(await setDate.execute({ examDate: '2026-12-06' })).toMatchObject({ ok: false, error: { code: 'storage', message: STUDY_PLAN_MESSAGES.saveFailed } });
    auth.session = null;
    expect(await setDate.execute({ examDate: '2026-12-06' })).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
  });

  it('says the exam is over once its date has passed', async () => {
    const { setDate, get, clock } = kit();
    await setDate.execute({ examDate: '2026-12-06' });
    await clock.advance(12 * DAY);
    expect(value(await get.execute())).toEqual({ kind: 'examOver', examDate: '2026-12-06', suggestedDate: '2027-12-05' });
  });

  it('fails with its own message when the store or the session fails', async () => {
    const { get, plans, auth } = kit();
    plans.failure = new AppError('network', 'Failed to connect to server');
    expect(await get.execute()).toMatchObject({ ok: false, error: { code: 'network', message: STUDY_PLAN_MESSAGES.loadFailed } });
    auth.session = null;
    expect(await get.execute()).toMatchObject({ ok: false, error: { code: 'not_signed_in', message: STUDY_PLAN_MESSAGES.notSignedIn } });
  });
});

describe('TickStudyTask', () => {
  it("ticks a task off and on, keeps it through a reload, and forgets it the next day", async () => {
    const { setDate, tick, get, clock, plans } = kit();
    await setDate.execute({ examDate: '2027-02-20' });
    const ticked = value(await tick.execute({ taskId: 'daily-quiz', done: true }));
    expect(ticked.doneCount).toBe(1);
    expect(planOf(value(await get.execute())).tasks.find((task) => task.id === 'daily-quiz')?.done).toBe(true);
    value(await tick.execute({ taskId: 'daily-quiz', done: false }));
    expect(plans.records.get('user-1')?.done).toEqual([]);
    value(await tick.execute({ taskId: 'daily-quiz', done: true }));
    await clock.advance(DAY);
    expect(planOf(value(await get.execute())).doneCount).toBe(0);
  });

  it('shows everything done once every task is ticked', async () => {
    const { setDate, tick } = kit();
    const plan = planOf(value(await setDate.execute({ examDate: '2027-02-20' })));
    let last: TodayPlan = plan;
    for (const task of plan.tasks) last = value(await tick.execute({ taskId: task.id, done: true }));
    expect(last.doneCount).toBe(last.tasks.length);
  });

  it('keeps the ticks of the day when the exam date changes', async () => {
    const { setDate, tick } = kit();
    await setDate.execute({ examDate: '2027-02-20' });
    await tick.execute({ taskId: 'daily-quiz', done: true });
    const moved = planOf(value(await setDate.execute({ examDate: '2027-03-20' })));
    expect(moved.tasks.find((task) => task.id === 'daily-quiz')?.done).toBe(true);
  });

  it('refuses a task that is not in the plan, and a tick before an exam date', async () => {
    const { setDate, tick, plans } = kit();
    expect(await tick.execute({ taskId: 'daily-quiz', done: true })).toMatchObject({ ok: false, error: { message: STUDY_PLAN_MESSAGES.noExamDate } });
    await setDate.execute({ examDate: '2027-02-20' });
    const writes = plans.writes;
    expect(await tick.execute({ taskId: 'full-mock-of-someone', done: true })).toMatchObject({ ok: false, error: { code: 'not_found', message: STUDY_PLAN_MESSAGES.taskGone } });
    expect(await tick.execute({ taskId: 'x'.repeat(41), done: true })).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(plans.writes).toBe(writes);
  });

  it('fails with its own message when the tick cannot be saved', async () => {
    const { setDate, tick, plans } = kit();
    await setDate.execute({ examDate: '2027-02-20' });
    plans.put = async () => {
      throw new AppError('storage', 'full');
    };
    expect(await tick.execute({ taskId: 'daily-quiz', done: true })).toMatchObject({ ok: false, error: { code: 'storage', message: STUDY_PLAN_MESSAGES.tickFailed } });
  });
});
