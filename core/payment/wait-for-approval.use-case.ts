import type { Backend } from '../ports/backend.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import { AppError } from '../shared/app-error';
import type { ApprovalOutcome } from './payment.model';
import { isApproved, POLL_INTERVAL_MS, POLL_TIMEOUT_MS } from './approval.rules';

/** Consecutive failed polls after which the student is told to check back later. */
const MAX_FAILED_POLLS = 3;

/**
 * Polls the backend every 5 s until the operator approves the payment, giving up after 120 s.
 * A single failed poll is retried: students are often on poor connections.
 */
export class WaitForApproval {
  constructor(
    private readonly backend: Backend,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(signal?: AbortSignal): Promise<ApprovalOutcome> {
    const deadline = this.clock.now() + POLL_TIMEOUT_MS;
    let failedPolls = 0;
    while (this.clock.now() + POLL_INTERVAL_MS <= deadline) {
      await this.clock.sleep(POLL_INTERVAL_MS);
      if (signal?.aborted) return 'under_review';
      try {
        if (isApproved(await this.backend.getUserStatus())) return 'approved';
        failedPolls = 0;
      } catch (error) {
        // Spec §6: a 401 not about payment has ended the session; there is nothing left to poll with.
        if (error instanceof AppError && error.code === 'session_expired') return 'session_ended';
        failedPolls += 1;
        this.logger.warn('Approval poll failed', { attempt: failedPolls, error: String(error) });
        if (failedPolls >= MAX_FAILED_POLLS) return 'poll_failed';
      }
    }
    return 'under_review';
  }
}
