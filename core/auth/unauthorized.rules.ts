import { AppError } from '../shared/app-error';
import { AUTH_MESSAGES } from '../shared/messages';

const PAYMENT_MATTER = /payment|upgrade|trial/i;

/** A 401 about paying keeps the user signed in (spec §6); the path or the message may say so. */
export function isPaymentMatter(path: string, serverMessage: string | null | undefined): boolean {
  return PAYMENT_MATTER.test(path) || PAYMENT_MATTER.test(serverMessage ?? '');
}

export function classifyUnauthorized(path: string, serverMessage: string | null | undefined): AppError {
  if (isPaymentMatter(path, serverMessage)) {
    const message = serverMessage?.trim() ?? '';
    return new AppError('payment_required', message === '' ? AUTH_MESSAGES.paymentRequired : message);
  }
  return new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
}
