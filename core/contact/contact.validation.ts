import { CONTACT_MESSAGES } from '../shared/messages';
import type { ContactSubmission } from './contact.model';

export const CONTACT_MESSAGE_ROWS = 6;

// One @, something before it, a dot inside the domain, and no whitespace anywhere.
const SANE_EMAIL = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;

export function validateContact(input: ContactSubmission): string | null {
  if ([input.name, input.email, input.message].some((value) => value.trim() === '')) {
    return CONTACT_MESSAGES.fillAllFields;
  }
  if (!SANE_EMAIL.test(input.email.trim())) return CONTACT_MESSAGES.invalidEmail;
  return null;
}
