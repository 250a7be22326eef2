import { FEEDBACK_MESSAGES } from '../shared/messages';
import { OTHER_REASON, type ExitFeedbackInput } from './feedback.model';

/** The longest reason kept, as the hosted schema's check on profiles.exit_feedback allows. */
export const EXIT_FEEDBACK_MAX_LENGTH = 1_000;

export function validateExitFeedback(input: ExitFeedbackInput): string | null {
  if (input.reason === '') return FEEDBACK_MESSAGES.chooseReason;
  if (input.reason === OTHER_REASON && input.otherText.trim() === '') return FEEDBACK_MESSAGES.describeOther;
  return null;
}

/** What is saved as exit_feedback: the student's own words replace the 'Other reason' label. */
export function exitFeedbackText(input: ExitFeedbackInput): string {
  return input.reason === OTHER_REASON ? input.otherText.trim() : input.reason;
}
