import type { BackendUserStatus } from '../access/access.model';
import { normalizeAccountStatus } from '../access/account-status.rules';
import { PAYMENT_NOTICES, type Notice } from '../shared/messages';
import type { ApprovalOutcome } from './payment.model';

export const POLL_INTERVAL_MS = 5_000;
export const POLL_TIMEOUT_MS = 120_000;

export function isApproved(status: BackendUserStatus): boolean {
  return status.hasActivePlan === true || normalizeAccountStatus(status.accountStatus) === 'upgraded';
}

const APPROVAL_NOTICES: Readonly<Record<ApprovalOutcome, Notice | null>> = {
  approved: PAYMENT_NOTICES.approved,
  under_review: PAYMENT_NOTICES.underReview,
  poll_failed: PAYMENT_NOTICES.pollFailed,
  // The student has just been told 'Session Expired'; the payment stays with the operator.
  session_ended: null,
};

export function approvalNotice(outcome: ApprovalOutcome): Notice | null {
  return APPROVAL_NOTICES[outcome];
}
