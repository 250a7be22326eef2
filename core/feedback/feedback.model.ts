export const EXIT_REASONS = [
  'Too expensive',
  'Not sure if it actually works',
  'Payment process is confusing',
  'Other reason',
] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

export const OTHER_REASON: ExitReason = 'Other reason';
export const OTHER_REASON_PLACEHOLDER = "Tell us what's holding you back...";

export interface ExitFeedbackInput {
  readonly reason: ExitReason | '';
  readonly otherText: string;
}
