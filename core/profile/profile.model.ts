import type { ScoreBreakdown } from '../diagnostic/diagnostic.model';

/** A row of `profiles`, one per user (spec §3). */
export interface Profile {
  readonly userId: string;
  readonly fullName: string | null;
  readonly isFirstLogin: boolean;
  readonly losingMarksArea: string | null;
  readonly reviewFrustration: string | null;
  readonly gkStudyMethod: string | null;
  readonly dreamNlu: string | null;
  readonly diagnosticCompleted: boolean;
  readonly diagnosticScore: ScoreBreakdown | null;
  readonly predictedRank: number | null;
  readonly predictedNlu: string | null;
  readonly paymentStatus: string | null;
  readonly exitFeedback: string | null;
}

/** The profile columns the product ever writes, in the groups spec §7 writes them. */
export type ProfileUpdate =
  | {
      readonly losingMarksArea: string;
      readonly reviewFrustration: string;
      readonly gkStudyMethod: string;
      readonly dreamNlu: string;
      readonly isFirstLogin: false;
    }
  | {
      readonly diagnosticCompleted: true;
      readonly diagnosticScore: ScoreBreakdown;
      readonly predictedRank: number;
      readonly predictedNlu: string;
    }
  | { readonly paymentStatus: 'paid' }
  | { readonly exitFeedback: string };

export function newProfile(userId: string): Profile {
  return {
    userId,
    fullName: null,
    isFirstLogin: true,
    losingMarksArea: null,
    reviewFrustration: null,
    gkStudyMethod: null,
    dreamNlu: null,
    diagnosticCompleted: false,
    diagnosticScore: null,
    predictedRank: null,
    predictedNlu: null,
    paymentStatus: null,
    exitFeedback: null,
  };
}
