import type { ReceivedContactMessage } from './contact.model';

/**
 * The contact form's messages for the operator at /admin: kept in this browser in local mode and
 * by the NyayaPath server in hosted mode, which refuses anyone but an operator with AppError
 * 'forbidden' and a missing or expired session with 'session_expired'.
 */
export const ContactInbox = Symbol('ContactInbox');
export interface ContactInbox {
  /** Newest first. */
  messages(): Promise<readonly ReceivedContactMessage[]>;
}
