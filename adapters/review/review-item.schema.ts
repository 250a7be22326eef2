import { z } from 'zod';
import { MISTAKE_LIMITS, MISTAKE_SOURCES } from '../../core/review/review.model';

/** A snapshot of a question as stored, in browser storage or in review_queue's jsonb column. */
export const mistakeSnapshotSchema = z.object({
  questionId: z.string().min(1).max(MISTAKE_LIMITS.id),
  passage: z.string().max(MISTAKE_LIMITS.passage).nullable(),
  stem: z.string().min(1).max(MISTAKE_LIMITS.stem),
  options: z.array(z.string().min(1).max(MISTAKE_LIMITS.option)).length(4),
  correctIndex: z.number().int().min(0).max(3),
  explanation: z.string().max(MISTAKE_LIMITS.explanation),
  subject: z.string().max(MISTAKE_LIMITS.subject),
  source: z.enum(MISTAKE_SOURCES),
});

export const reviewScheduleSchema = z.object({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  lastReview: z.number().nullable(),
});

export const reviewItemSchema = z.object({
  question: mistakeSnapshotSchema,
  schedule: reviewScheduleSchema,
  addedAt: z.number(),
  lastWrongAt: z.number(),
});
