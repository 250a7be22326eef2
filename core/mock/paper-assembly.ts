import type { Session } from '../auth/auth.model';
import type { Clock } from '../ports/clock.port';
import { assemblePaper, setUsage } from './mock-assembly.rules';
import type { MockAttemptRecords, MockStarts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { startProgress } from './mock-progress.rules';
import { paperQuestionIds, type MockAttempt } from './mock.model';

/**
 * Puts a new paper together for the student, avoiding the passages of her earlier mocks, and
 * keeps it with its start time. The server runs this for the mocks it keeps; the app runs it
 * (through PaperAssembly) where it keeps them itself.
 */
export async function assembleMock(
  records: MockAttemptRecords,
  source: MockQuestionSource,
  userId: string,
  earlier: readonly MockAttempt[],
  now: number,
): Promise<MockAttempt> {
  const seed = paperSeed(userId, now, earlier.length);
  const paper = assemblePaper({ seed, candidates: await source.candidates(seed), timesUsed: setUsage(earlier.map((attempt) => attempt.paper)) });
  return records.create({ userId, paper, startedAt: now, progress: startProgress(paperQuestionIds(paper), now) });
}

/** New mocks put together in the app and kept in the student's own records (the FeatureGate counts them). */
export class PaperAssembly implements MockStarts {
  constructor(
    private readonly records: MockAttemptRecords,
    private readonly source: MockQuestionSource,
    private readonly clock: Clock,
  ) {}

  start(session: Session, earlier: readonly MockAttempt[]): Promise<MockAttempt> {
    return assembleMock(this.records, this.source, session.user.id, earlier, this.clock.now());
  }
}

/** A 32-bit seed from the student, the moment and how many mocks she has taken. */
export function paperSeed(userId: string, now: number, taken: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${userId}:${now}:${taken}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
