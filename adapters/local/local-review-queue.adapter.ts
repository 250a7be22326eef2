import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { ReviewQueue } from '../../core/review/review-queue.port';
import type { ReviewItem } from '../../core/review/review.model';
import { reviewItemSchema } from '../review/review-item.schema';
import type { StoredDocument } from './stored-document';
import { studentRows, withoutStudent, type StudentRow } from './student-rows';

/** Mistakes Review in local mode: one stored document, one row per student and question. */
export class LocalReviewQueue implements ReviewQueue {
  private readonly rows: StoredDocument<readonly StudentRow<ReviewItem>[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = studentRows(storage, 'review_queue', reviewItemSchema, logger);
  }

  async list(userId: string): Promise<readonly ReviewItem[]> {
    return (this.rows.read() ?? []).filter((row) => row.userId === userId).map(withoutStudent);
  }

  async put(userId: string, items: readonly ReviewItem[]): Promise<void> {
    // Read just before the write, so a review saved meanwhile in another tab is kept.
    const replaced = new Set(items.map((item) => item.question.questionId));
    const others = (this.rows.read() ?? []).filter((row) => row.userId !== userId || !replaced.has(row.question.questionId));
    this.rows.write([...others, ...items.map((item) => ({ ...item, userId }))]);
  }
}
