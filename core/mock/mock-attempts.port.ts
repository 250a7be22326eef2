import type { Session } from '../auth/auth.model';
import type { MockAttempt, MockProgress, MockResult, NewMockAttempt } from './mock.model';

/** A student's full mocks: the paper fixed at the start, the progress as she goes, the result. */
export const MockAttempts = Symbol('MockAttempts');
export interface MockAttempts {
  /** The student's mocks, newest first. */
  list(userId: string): Promise<readonly MockAttempt[]>;
  find(userId: string, attemptId: string): Promise<MockAttempt | null>;
  /** Rejects with AppError 'conflict' once the mock is submitted. */
  saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void>;
  /**
   * Keeps the final progress and result, and answers with the attempt as kept. Where the
   * NyayaPath server keeps the mocks, it marks the paper again with its own keys and clock and
   * the attempt it answers holds its result. Rejects with AppError 'conflict' when already submitted.
   */
  submit(userId: string, attemptId: string, submission: { readonly progress: MockProgress; readonly result: MockResult; readonly submittedAt: number }): Promise<MockAttempt>;
}

/** Where mocks are kept by whoever starts them: this device, Supabase, or the server's own table. */
export const MockAttemptRecords = Symbol('MockAttemptRecords');
export interface MockAttemptRecords extends MockAttempts {
  /** Rejects with AppError 'conflict' when the student already has a mock in progress. */
  create(attempt: NewMockAttempt): Promise<MockAttempt>;
}

/**
 * Where a new mock is put together, counted against the student's allowance and kept: in the app
 * (local mode, or Supabase without the server; the FeatureGate counts it), or by the NyayaPath
 * server, which meters it and keeps the row so that no student writes a mock of her own.
 */
export const MockStarts = Symbol('MockStarts');
export interface MockStarts {
  /**
   * A new mock for the signed-in student, given her earlier ones. Rejects with AppError
   * 'payment_required' or 'usage_blocked' (the server's message) when no mock is left.
   */
  start(session: Session, earlier: readonly MockAttempt[]): Promise<MockAttempt>;
}
