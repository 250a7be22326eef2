import { ACCESS_MESSAGES } from '../shared/messages';
import { USAGE_LIMITS } from './allowance.rules';

/** What the billing workflow answers, the same from the server and from local mode. */
export const BILLING_REPLIES = {
  submitted: 'Payment submitted for approval',
  alreadyWaiting: 'This payment is already waiting for approval',
  confirmed: 'Payment confirmed',
  alreadyConfirmed: 'Payment already confirmed',
  bankingNameTooLong: 'Banking name must be at most 100 characters.',
  notesTooLong: 'Notes must be at most 500 characters.',
  paymentNotFound: 'Payment not found',
  alreadyDecided: (state: string) => `This payment was already ${state}.`,
  /** Contains 'payment', so the app opens the payment dialog rather than signing out (spec §6). */
  creditsOver: `${ACCESS_MESSAGES.premiumCreditsOver}. A new payment adds ${USAGE_LIMITS.paid} more uses.`,
} as const;

export const BANKING_NAME_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 500;
