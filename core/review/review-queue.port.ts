import type { ReviewItem } from './review.model';

/**
 * Each student's Mistakes Review queue: in this browser in local mode, in Supabase's
 * review_queue (row-level security: a student reads and writes only their own) in hosted mode.
 * At most one item per student and question. Throws AppError on failure.
 */
export const ReviewQueue = Symbol('ReviewQueue');
export interface ReviewQueue {
  list(userId: string): Promise<readonly ReviewItem[]>;
  /** Adds the items, or replaces those already queued for the same question. */
  put(userId: string, items: readonly ReviewItem[]): Promise<void>;
}
