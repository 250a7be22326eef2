import { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';
import type { ReviewQueue } from '../../core/review/review-queue.port';
import type { ReviewItem } from '../../core/review/review.model';
import { REVIEW_MESSAGES } from '../../core/review/review.messages';
import { mistakeSnapshotSchema, reviewScheduleSchema } from '../review/review-item.schema';
import type { SupabaseClient } from './supabase-client';
import { callTable, readableRows, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'question, schedule, added_at, last_wrong_at';

const rowSchema = z.pipe(
  z.object({ question: mistakeSnapshotSchema, schedule: reviewScheduleSchema, added_at: z.string(), last_wrong_at: z.string() }),
  z.transform((row): ReviewItem => ({ question: row.question, schedule: row.schedule, addedAt: Date.parse(row.added_at), lastWrongAt: Date.parse(row.last_wrong_at) })),
);


/**
 * review_queue on Supabase, with the student's token: row-level security keeps each student to
 * their own rows (supabase/migrations/20261125000720_review_queue.sql). Rows are checked with zod.
 */
export class SupabaseReviewQueue implements ReviewQueue {
  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async list(userId: string): Promise<readonly ReviewItem[]> {
    const reply = await this.run('read the review queue', REVIEW_MESSAGES.loadFailed, () =>
      this.table().select(COLUMNS).eq('user_id', userId).order('due_at', { ascending: true }),
    );
    return readableRows(reply.data, (row) => rowSchema.safeParse(row), this.logger, 'review queue', REVIEW_MESSAGES.loadFailed);
  }

  async put(userId: string, items: readonly ReviewItem[]): Promise<void> {
    if (items.length === 0) return;
    const rows = items.map((item) => ({
      user_id: userId,
      question_id: item.question.questionId,
      question: item.question,
      schedule: item.schedule,
      due_at: new Date(item.schedule.due).toISOString(),
      added_at: new Date(item.addedAt).toISOString(),
      last_wrong_at: new Date(item.lastWrongAt).toISOString(),
    }));
    await this.run('save the review queue', REVIEW_MESSAGES.saveFailed, () => this.table().upsert(rows, { onConflict: 'user_id,question_id' }));
  }

  /** The table is not in the generated schema type the other adapters share. */
  private table() {
    return untypedTable(this.client, 'review_queue');
  }

  private run(action: string, failure: string, call: () => PromiseLike<TableReply>): Promise<TableReply> {
    return callTable(this.logger, action, failure, call);
  }
}
