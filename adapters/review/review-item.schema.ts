import { z } from 'zod/mini';
import { MISTAKE_LIMITS, MISTAKE_SOURCES } from '../../core/review/review.model';

/** A snapshot of a question as stored, in browser storage or in review_queue's jsonb column. */
export const mistakeSnapshotSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(MISTAKE_LIMITS.id)),
  passage: z.nullable(z.string().check(z.maxLength(MISTAKE_LIMITS.passage))),
  stem: z.string().check(z.minLength(1), z.maxLength(MISTAKE_LIMITS.stem)),
  options: z.array(z.string().check(z.minLength(1), z.maxLength(MISTAKE_LIMITS.option))).check(z.length(4)),
  correctIndex: z.int().check(z.minimum(0), z.maximum(3)),
  explanation: z.string().check(z.maxLength(MISTAKE_LIMITS.explanation)),
  subject: z.string().check(z.maxLength(MISTAKE_LIMITS.subject)),
  source: z.enum(MISTAKE_SOURCES),
});

export const reviewScheduleSchema = z.object({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.int().check(z.minimum(0)),
  lapses: z.int().check(z.minimum(0)),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: z.nullable(z.number()),
});

export const reviewItemSchema = z.object({
  question: mistakeSnapshotSchema,
  schedule: reviewScheduleSchema,
  addedAt: z.number(),
  lastWrongAt: z.number(),
});
