import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { ReviewQueue } from '../../core/review/review-queue.port';
import type { ReviewItem } from '../../core/review/review.model';
import { reviewItemSchema } from '../review/review-item.schema';
import { StoredDocument } from './stored-document';

type StoredItem = ReviewItem & { readonly userId: string };

const storedSchema: z.ZodMiniType<StoredItem> = z.extend(reviewItemSchema, { userId: nonEmptyText });

/** Mistakes Review in local mode: one stored document, one row per student and question. */
export class LocalReviewQueue implements ReviewQueue {
  private readonly rows: StoredDocument<readonly StoredItem[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = new StoredDocument(storage, 'db.review_queue', z.array(storedSchema), logger);
  }

  async list(userId: string): Promise<readonly ReviewItem[]> {
    return (this.rows.read() ?? []).filter((row) => row.userId === userId).map(({ userId: _userId, ...item }) => item);
  }

  async put(userId: string, items: readonly ReviewItem[]): Promise<void> {
    // Read just before the write, so a review saved meanwhile in another tab is kept.
    const replaced = new Set(items.map((item) => item.question.questionId));
    const others = (this.rows.read() ?? []).filter((row) => row.userId !== userId || !replaced.has(row.question.questionId));
    this.rows.write([...others, ...items.map((item) => ({ ...item, userId }))]);
  }
}
