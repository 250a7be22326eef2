import { z } from 'zod/mini';
import { ACTIVITY_LIMITS, ACTIVITY_SOURCES, type PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import { CLAT_SECTIONS } from '../../core/exam/clat-pattern';

const count = z.int().check(z.minimum(0), z.maximum(ACTIVITY_LIMITS.answered));

/** One recorded piece of practice as stored: counts that can be true, a known section and source. */
export const practiceActivitySchema: z.ZodMiniType<PracticeActivity> = z
  .object({
    source: z.enum(ACTIVITY_SOURCES),
    section: z.enum(CLAT_SECTIONS),
    topic: z.string().check(z.trim(), z.minLength(1), z.maxLength(ACTIVITY_LIMITS.topic)),
    answered: count.check(z.minimum(1)),
    correct: count,
    // A number is finite in zod 4: Infinity and NaN fail.
    at: z.number(),
  })
  .check(z.refine((activity) => activity.correct <= activity.answered, { message: 'more correct than answered', path: ['correct'] }));
