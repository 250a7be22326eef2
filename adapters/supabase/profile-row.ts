import { z } from 'zod';
import { SUBJECTS } from '../../core/diagnostic/diagnostic.model';
import type { Profile } from '../../core/profile/profile.model';

const subject = z.enum(SUBJECTS);

/** A profiles row as PostgREST or PostgreSQL returns it. */
export const profileRowSchema = z.object({
  user_id: z.string().min(1),
  full_name: z.string().nullable(),
  is_first_login: z.boolean(),
  losing_marks_area: z.string().nullable(),
  review_frustration: z.string().nullable(),
  gk_study_method: z.string().nullable(),
  dream_nlu: z.string().nullable(),
  diagnostic_completed: z.boolean(),
  diagnostic_score: z.record(subject, z.number().int().nonnegative()).nullable(),
  predicted_rank: z.number().int().nullable(),
  predicted_nlu: z.string().nullable(),
  payment_status: z.string().nullable(),
  exit_feedback: z.string().nullable(),
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
