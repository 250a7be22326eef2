import { z } from 'zod/mini';
import { isQuizDate } from '../../core/quiz/quiz-day.rules';
import { STUDY_PLAN_LIMITS, type StudyPlanRecord } from '../../core/study-plan/study-plan.model';

export const planDaySchema = z.string().check(z.refine(isQuizDate, 'a calendar date written YYYY-MM-DD'));

/** Today's ticked task ids, as stored: in browser storage or in study_plans' jsonb column. */
export const doneTaskIdsSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(STUDY_PLAN_LIMITS.taskId)))
  .check(z.maxLength(STUDY_PLAN_LIMITS.tasks));

/** A student's study plan record as stored. */
export const studyPlanRecordSchema: z.ZodMiniType<StudyPlanRecord> = z.object({
  examDate: planDaySchema,
  day: planDaySchema,
  done: doneTaskIdsSchema,
  updatedAt: z.number(),
});
