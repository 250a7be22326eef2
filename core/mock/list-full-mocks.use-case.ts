import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from './mock-attempts.port';
import { ok, type Result } from '../shared/result';
import { MOCK_MESSAGES } from './mock.messages';
import type { MockResult } from './mock.model';

export interface PastMock {
  readonly id: string;
  readonly startedAt: number;
  readonly submittedAt: number;
  readonly result: MockResult;
}

export interface MockHistory {
  /** Submitted mocks, newest first. */
  readonly past: readonly PastMock[];
  /** The mock in progress, if any (its id and start). */
  readonly inProgress: { readonly id: string; readonly startedAt: number } | null;
}

/** The student's mocks for the dashboard card: past scores and whether one is running. */
export class ListFullMocks {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly logger: Logger,
  ) {}

  execute(): Promise<Result<MockHistory>> {
    const words = { notSignedIn: MOCK_MESSAGES.notSignedIn, failed: MOCK_MESSAGES.historyFailed, logged: 'Past mocks were not loaded' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      const all = await this.attempts.list(session.user.id);
      const open = all.find((attempt) => attempt.submittedAt === null);
      const past = all.flatMap((attempt): PastMock[] =>
        attempt.submittedAt !== null && attempt.result
          ? [{ id: attempt.id, startedAt: attempt.startedAt, submittedAt: attempt.submittedAt, result: attempt.result }]
          : [],
      );
      return ok({ past, inProgress: open ? { id: open.id, startedAt: open.startedAt } : null });
    });
  }
}
