import type { Session } from '../auth/auth.model';

/**
 * Where a full mock's start is counted against the student's allowance, besides this device's
 * ledger: nowhere more in local mode, the NyayaPath server when it meters the AI features.
 */
export const MockAllowance = Symbol('MockAllowance');
export interface MockAllowance {
  /** Counts one mock. Rejects with AppError 'payment_required' or 'usage_blocked' (the server's message) when none is left. */
  claimStart(session: Session): Promise<void>;
}
