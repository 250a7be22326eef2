import type { MockAttempt, MockProgress, MockResult, NewMockAttempt } from './mock.model';

/** A student's full mocks: the paper fixed at the start, the progress as she goes, the result. */
export const MockAttempts = Symbol('MockAttempts');
export interface MockAttempts {
  create(attempt: NewMockAttempt): Promise<MockAttempt>;
  /** The student's mocks, newest first. */
  list(userId: string): Promise<readonly MockAttempt[]>;
  find(userId: string, attemptId: string): Promise<MockAttempt | null>;
  /** Rejects with AppError 'conflict' once the mock is submitted. */
  saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void>;
  /** Keeps the final progress and result. Rejects with AppError 'conflict' when already submitted. */
  submit(userId: string, attemptId: string, submission: { readonly progress: MockProgress; readonly result: MockResult; readonly submittedAt: number }): Promise<MockAttempt>;
}
