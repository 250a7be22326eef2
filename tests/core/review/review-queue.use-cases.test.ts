import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReviewQueue } from '../../../core/review/review-queue.port';
import type { ReviewScheduler } from '../../../core/review/review-scheduler.port';
import { AddMistakes } from '../../../core/review/add-mistakes.use-case';
import { ListDueReviews } from '../../../core/review/list-due-reviews.use-case';
import { RecordReview } from '../../../core/review/record-review.use-case';
import type { MistakeSnapshot, ReviewItem, ReviewRating, ReviewSchedule } from '../../../core/review/review.model';
import { REVIEW_MESSAGES } from '../../../core/review/review.messages';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { RecordingLogger } from '../../fakes/recording-logger';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A queue in memory, keyed like the real ones: one item per student and question. */
class MemoryQueue implements ReviewQueue {
  readonly rows = new Map<string, Map<string, ReviewItem>>();
  failing = false;
  async list(userId: string) {
    if (this.failing) throw new AppError('network', 'Failed to connect to server');
    return [...(this.rows.get(userId)?.values() ?? [])];
  }
  async put(userId: string, items: readonly ReviewItem[]) {
    if (this.failing) throw new AppError('network', 'Failed to connect to server');
    const mine = this.rows.get(userId) ?? new Map<string, ReviewItem>();
    for (const item of items) mine.set(item.question.questionId, item);
    this.rows.set(userId, mine);
  }
}

/**
 * A scheduler with simple, visible rules, so these tests are about the use cases (the FSRS
 * adapter has its own): Again 10 minutes, Hard 1 day, Good 3 days, Easy 7 days.
 */
class StepScheduler implements ReviewScheduler {
  readonly ratings: ReviewRating[] = [];
  async fresh(now: number): Promise<ReviewSchedule> {
    return { due: now, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 'new', lastReview: null };
  }
  async next(schedule: ReviewSchedule, rating: ReviewRating, now: number): Promise<ReviewSchedule> {
    this.ratings.push(rating);
    const wait = { again: 10 * MINUTE, hard: DAY, good: 3 * DAY, easy: 7 * DAY }[rating];
    return { ...schedule, due: now + wait, reps: schedule.reps + 1, lapses: schedule.lapses + (rating === 'again' ? 1 : 0), state: 'review', lastReview: now };
  }
}

function mistake(id: string, overrides: Partial<MistakeSnapshot> = {}): MistakeSnapshot {
  return {
    questionId: id,
    passage: null,
    stem: `Question ${id}?`,
    options: ['one', 'two', 'three', 'four'],
    correctIndex: 2,
    explanation: 'Because three.',
    subject: 'General Knowledge',
    source: 'daily_quiz',
    ...overrides,
  };
}

function kit() {
  const clock = new FakeClock(Date.UTC(2026, 10, 25, 5, 0));
  const auth = new FakeAuth();
  const queue = new MemoryQueue();
  const scheduler = new StepScheduler();
  const logger = new RecordingLogger();
  return {
    clock,
    auth,
    queue,
    scheduler,
    add: new AddMistakes(auth, queue, scheduler, clock, logger),
    list: new ListDueReviews(auth, queue, clock, logger),
    record: new RecordReview(auth, queue, scheduler, clock, logger),
  };
}

describe('Mistakes Review', () => {
  it('puts a wrong answer in the queue, due at once', async () => {
    const { add, list, clock } = kit();
    expect((await add.execute({ mistakes: [mistake('q1')] })).ok).toBe(true);
    const summary = await list.execute();
    expect(summary).toMatchObject({ ok: true, value: { total: 1, nextDueAt: null } });
    if (!summary.ok) throw summary.error;
    expect(summary.value.due.map((item) => [item.question.questionId, item.addedAt])).toEqual([['q1', clock.now()]]);
  });

  it('schedules a rated review and, when nothing is due, says when the next one is', async () => {
    const { add, list, record, clock } = kit();
    await add.execute({ mistakes: [mistake('q1'), mistake('q2')] });
    expect(await record.execute({ questionId: 'q1', rating: 'good' })).toMatchObject({ ok: true, value: { schedule: { due: clock.now() + 3 * DAY } } });
    expect(await record.execute({ questionId: 'q2', rating: 'hard' })).toMatchObject({ ok: true });
    expect(await list.execute()).toMatchObject({ ok: true, value: { due: [], total: 2, nextDueAt: clock.now() + DAY } });
    await clock.advance(DAY);
    const later = await list.execute();
    expect(later.ok && later.value.due.map((item) => item.question.questionId)).toEqual(['q2']);
  });

  it('resets a queued question to Again when it is answered wrongly again, keeping when it was first added', async () => {
    const { add, list, record, clock, scheduler } = kit();
    await add.execute({ mistakes: [mistake('q1')] });
    const added = clock.now();
    await record.execute({ questionId: 'q1', rating: 'easy' });
    await clock.advance(DAY);
    await add.execute({ mistakes: [mistake('q1', { explanation: 'Newer words.' })] });
    expect(scheduler.ratings).toEqual(['easy', 'again']);
    const summary = await list.execute();
    if (!summary.ok) throw summary.error;
    expect(summary.value.total).toBe(1);
    expect(summary.value.nextDueAt).toBe(clock.now() + 10 * MINUTE);
    await clock.advance(10 * MINUTE);
    const due = await list.execute();
    expect(due.ok && due.value.due.map((item) => [item.addedAt, item.question.explanation])).toEqual([[added, 'Newer words.']]);
  });

  it('never holds a question twice, for any sequence of wrong answers and reviews by two students', { timeout: 0 }, async () => {
    const ids = ['q1', 'q2', 'q3', 'q4'];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), student: fc.constantFrom('a', 'b'), ids: fc.array(fc.constantFrom(...ids), { maxLength: 4 }) }),
      fc.record({ kind: fc.constant('review' as const), student: fc.constantFrom('a', 'b'), id: fc.constantFrom(...ids), rating: fc.constantFrom<ReviewRating>('again', 'hard', 'good', 'easy') }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5 * DAY }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const { add, record, queue, auth, clock } = kit();
        const wrong = { a: new Set<string>(), b: new Set<string>() };
        for (const s of steps) {
          if (s.kind === 'wait') {
            await clock.advance(s.ms);
            continue;
          }
          auth.session = makeSession(makeUser(`${s.student}@example.in`, s.student));
          if (s.kind === 'add') {
            expect((await add.execute({ mistakes: s.ids.map((id) => mistake(id)) })).ok).toBe(true);
            for (const id of s.ids) wrong[s.student].add(id);
          } else {
            const result = await record.execute({ questionId: s.id, rating: s.rating });
            expect(result.ok).toBe(wrong[s.student].has(s.id));
          }
        }
        for (const student of ['a', 'b'] as const) {
          const items = await queue.list(student);
          const questionIds = items.map((item) => item.question.questionId);
          expect(new Set(questionIds).size).toBe(questionIds.length);
          expect(new Set(questionIds)).toEqual(wrong[student]);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('refuses a question that cannot be asked again, and asks a signed-out student to sign in', async () => {
    const { add, list, record, auth } = kit();
    expect(await add.execute({ mistakes: [mistake('q1', { options: ['a', 'a', 'b', 'c'] })] })).toMatchObject({ ok: false, error: { code: 'validation', message: REVIEW_MESSAGES.badQuestion } });
    expect(await add.execute({ mistakes: [mistake('q1', { correctIndex: 4 })] })).toMatchObject({ ok: false });
    expect(await add.execute({ mistakes: [mistake('  ')] })).toMatchObject({ ok: false });
    expect(await add.execute({ mistakes: [] })).toEqual({ ok: true, value: [] });
    expect(await record.execute({ questionId: 'q9', rating: 'good' })).toMatchObject({ ok: false, error: { code: 'not_found', message: REVIEW_MESSAGES.notInQueue } });
    auth.session = null;
    expect(await add.execute({ mistakes: [mistake('q1')] })).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
    expect(await list.execute()).toMatchObject({ ok: false, error: { code: 'not_signed_in', message: REVIEW_MESSAGES.notSignedIn } });
  });

  it('says plainly when the queue cannot be read or a review cannot be saved', async () => {
    const { add, list, record, queue } = kit();
    await add.execute({ mistakes: [mistake('q1')] });
    queue.failing = true;
    expect(await list.execute()).toMatchObject({ ok: false, error: { message: REVIEW_MESSAGES.loadFailed } });
    expect(await record.execute({ questionId: 'q1', rating: 'good' })).toMatchObject({ ok: false, error: { message: REVIEW_MESSAGES.saveFailed } });
    expect(await add.execute({ mistakes: [mistake('q2')] })).toMatchObject({ ok: false, error: { message: REVIEW_MESSAGES.addFailed } });
  });
});
