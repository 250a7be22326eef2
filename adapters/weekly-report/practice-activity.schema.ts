import { z } from 'zod';
import { ACTIVITY_LIMITS, ACTIVITY_SOURCES, type PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import { CLAT_SECTIONS } from '../../core/exam/clat-pattern';

const count = z.number().int().min(0).max(ACTIVITY_LIMITS.answered);

/** One recorded piece of practice as stored: counts that can be true, a known section and source. */
export const practiceActivitySchema: z.ZodType<PracticeActivity> = z
  .object({
    source: z.enum(ACTIVITY_SOURCES),
    section: z.enum(CLAT_SECTIONS),
    topic: z.string().trim().min(1).max(ACTIVITY_LIMITS.topic),
    answered: count.min(1),
    correct: count,
    at: z.number().finite(),
  })
  .refine((activity) => activity.correct <= activity.answered, { message: 'more correct than answered', path: ['correct'] });
