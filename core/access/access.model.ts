export type AccountStatus = 'free' | 'upgraded' | 'expired';

/** The product backend's view of a user's plan (spec §3, "Backend user status"). */
export interface BackendUserStatus {
  readonly hasActivePlan: boolean;
  /** free, upgraded or expired; any other value is shown as free. */
  readonly accountStatus: string;
  readonly user?: { readonly planType?: string | null };
  readonly plan?: string | null;
  /** ISO date-time. */
  readonly subscriptionValidTill?: string | null;
  /** The uses counted by a backend that meters them itself; when present it is the truth. */
  readonly usage?: UsageCounters;
}

export const FEATURES = ['aiDoubtSolver', 'topicPractice', 'materialPractice', 'conceptExplainer', 'studyAdvice', 'fullMock'] as const;
export type Feature = (typeof FEATURES)[number];

export type UsageCounters = Record<Feature, number>;

export const EMPTY_USAGE: UsageCounters = {
  aiDoubtSolver: 0,
  topicPractice: 0,
  materialPractice: 0,
  conceptExplainer: 0,
  studyAdvice: 0,
  fullMock: 0,
};
