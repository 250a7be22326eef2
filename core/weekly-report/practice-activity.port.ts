import type { PracticeActivity } from './practice-activity.model';

/**
 * Each student's record of checked practice (Question Maker sets, Mistakes Review answers): in
 * this browser in local mode, in Supabase's practice_activity (row-level security: a student
 * reads and adds only their own rows) in hosted mode. Rows are never changed. Throws AppError.
 */
export const PracticeActivityLog = Symbol('PracticeActivityLog');
export interface PracticeActivityLog {
  add(userId: string, activity: PracticeActivity): Promise<void>;
  /** The student's activity with `from <= at < to` (epoch ms), oldest first. */
  list(userId: string, from: number, to: number): Promise<readonly PracticeActivity[]>;
}
