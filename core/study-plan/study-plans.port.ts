import type { StudyPlanRecord } from './study-plan.model';

/**
 * Each student's daily study plan settings and today's ticks: in this browser in local mode, in
 * Supabase's study_plans (row-level security: a student reads and writes only their own row) in
 * hosted mode, so the plan follows the student across devices. One record per student. Throws
 * AppError on failure.
 */
export const StudyPlans = Symbol('StudyPlans');
export interface StudyPlans {
  /** The student's record, or null before an exam date was ever set. */
  get(userId: string): Promise<StudyPlanRecord | null>;
  /** Replaces the student's record. */
  put(userId: string, record: StudyPlanRecord): Promise<void>;
}
