import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import { SUBJECTS } from '../../core/diagnostic/diagnostic.model';
import type { Profile } from '../../core/profile/profile.model';

const subject = z.enum(SUBJECTS);

/** A profiles row as PostgREST or PostgreSQL returns it. */
export const profileRowSchema = z.object({
  user_id: nonEmptyText,
  full_name: z.nullable(z.string()),
  is_first_login: z.boolean(),
  losing_marks_area: z.nullable(z.string()),
  review_frustration: z.nullable(z.string()),
  gk_study_method: z.nullable(z.string()),
  dream_nlu: z.nullable(z.string()),
  diagnostic_completed: z.boolean(),
  diagnostic_score: z.nullable(z.record(subject, z.int().check(z.nonnegative()))),
  predicted_rank: z.nullable(z.int()),
  predicted_nlu: z.nullable(z.string()),
  payment_status: z.nullable(z.string()),
  exit_feedback: z.nullable(z.string()),
});

export type ProfileRowData = z.infer<typeof profileRowSchema>;

export function profileFromRow(row: ProfileRowData): Profile {
  return {
    userId: row.user_id,
    fullName: row.full_name,
    isFirstLogin: row.is_first_login,
    losingMarksArea: row.losing_marks_area,
    reviewFrustration: row.review_frustration,
    gkStudyMethod: row.gk_study_method,
    dreamNlu: row.dream_nlu,
    diagnosticCompleted: row.diagnostic_completed,
    diagnosticScore: row.diagnostic_score,
    predictedRank: row.predicted_rank,
    predictedNlu: row.predicted_nlu,
    paymentStatus: row.payment_status,
    exitFeedback: row.exit_feedback,
  };
}
