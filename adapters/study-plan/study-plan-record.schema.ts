import { z } from 'zod';
import { isQuizDate } from '../../core/quiz/quiz-day.rules';
import { STUDY_PLAN_LIMITS, type StudyPlanRecord } from '../../core/study-plan/study-plan.model';

export const planDaySchema = z.string().refine(isQuizDate, 'a calendar date written YYYY-MM-DD');

/** Today's ticked task ids, as stored: in browser storage or in study_plans' jsonb column. */
export const doneTaskIdsSchema = z.array(z.string().min(1).max(STUDY_PLAN_LIMITS.taskId)).max(STUDY_PLAN_LIMITS.tasks);

/** A student's study plan record as stored. */
export const studyPlanRecordSchema: z.ZodType<StudyPlanRecord> = z.object({
  examDate: planDaySchema,
  day: planDaySchema,
  done: doneTaskIdsSchema,
  updatedAt: z.number(),
});
