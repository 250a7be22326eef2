import { AUTH_MESSAGES } from '../shared/messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_DIGITS = 10;

export function validateSignIn(input: { email: string; password: string }): string | null {
  if (isBlank(input.email) || isBlank(input.password)) return AUTH_MESSAGES.fillAllFields;
  return null;
}

/** Spec §5: the checks run in this order and the first failure is the one shown. */
export function validateSignUp(input: {
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}): string | null {
  // Blank means the same here as at sign-in, so no account gets a password it could never sign in with.
  if ([input.email, input.phoneNumber, input.password, input.confirmPassword].some(isBlank)) {
    return AUTH_MESSAGES.fillRequiredFields;
  }
  if (input.phoneNumber.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return AUTH_MESSAGES.phoneTooShort;
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  if (input.password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}
