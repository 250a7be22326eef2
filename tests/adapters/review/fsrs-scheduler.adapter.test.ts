import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { LocalReviewQueue } from '../../../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../../../adapters/review/fsrs-scheduler.adapter';
import type { ReviewItem } from '../../../core/review/review.model';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const NOW = Date.UTC(2026, 10, 25, 5, 0);
const DAY = 86_400_000;

describe('FsrsReviewScheduler', () => {
  it('starts a question due now, as a new FSRS card', async () => {
    const schedule = await new FsrsReviewScheduler().fresh(NOW);
    expect(schedule).toMatchObject({ due: NOW, state: 'new', reps: 0, lapses: 0, lastReview: null });
  });

  it('gives the same dates as ts-fsrs itself for a run of ratings, through the plain schedule and back', async () => {
    const scheduler = new FsrsReviewScheduler();
    const library = fsrs({ enable_fuzz: false });
    let card = createEmptyCard(new Date(NOW));
    let schedule = await scheduler.fresh(NOW);
    let now = NOW;
    const ratings = [['good', Rating.Good], ['good', Rating.Good], ['again', Rating.Again], ['hard', Rating.Hard], ['easy', Rating.Easy]] as const;
    for (const [rating, grade] of ratings) {
      card = library.next(card, new Date(now), grade).card;
      schedule = await scheduler.next(schedule, rating, now);
      expect(schedule.due).toBe(card.due.getTime());
      expect(schedule.stability).toBeCloseTo(card.stability, 10);
      expect(schedule.reps).toBe(card.reps);
      expect(schedule.lapses).toBe(card.lapses);
      now = schedule.due;
    }
    expect(schedule.state).toBe('review');
  });

  it('brings a forgotten question back sooner than one known well', async () => {
    const scheduler = new FsrsReviewScheduler();
    const start = await scheduler.fresh(NOW);
    const learnt = await scheduler.next(await scheduler.next(start, 'good', NOW), 'good', NOW + 10 * 60_000);
    const at = learnt.due;
    const [again, hard, good, easy] = await Promise.all(['again', 'hard', 'good', 'easy'].map((rating) => scheduler.next(learnt, rating as 'good', at)));
    expect(again!.due).toBeLessThan(hard!.due);
    expect(hard!.due).toBeLessThanOrEqual(good!.due);
    expect(good!.due).toBeLessThan(easy!.due);
    expect(easy!.due - at).toBeGreaterThan(DAY);
  });
});

describe('LocalReviewQueue', () => {
  it('keeps one item per student and question, survives a new instance, and keeps students apart', async () => {
    const storage = new MemoryStorage();
    const schedule = await new FsrsReviewScheduler().fresh(NOW);
    const item = (id: string, explanation = 'why'): ReviewItem => ({
      question: { questionId: id, passage: null, stem: 'Which?', options: ['a', 'b', 'c', 'd'], correctIndex: 1, explanation, subject: 'Legal Reasoning', source: 'diagnostic' },
      schedule,
      addedAt: NOW,
      lastWrongAt: NOW,
    });
    const queue = new LocalReviewQueue(storage, new RecordingLogger());
    await queue.put('asha', [item('legal-1'), item('legal-2')]);
    await queue.put('ravi', [item('legal-1')]);
    await queue.put('asha', [item('legal-1', 'newer')]);
    const again = new LocalReviewQueue(storage, new RecordingLogger());
    const mine = await again.list('asha');
    expect(mine.map((row) => [row.question.questionId, row.question.explanation]).sort()).toEqual([
      ['legal-1', 'newer'],
      ['legal-2', 'why'],
    ]);
    expect(await again.list('ravi')).toHaveLength(1);
    storage.failWrites = true;
    await expect(again.put('asha', [item('legal-3')])).rejects.toMatchObject({ code: 'storage' });
    expect(await again.list('asha')).toHaveLength(2);
  });
});
