import type { FeatureGate } from '../access/feature-gate';
import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { MockAllowance } from './mock-allowance.port';
import type { MockAttempts } from './mock-attempts.port';
import type { MockQuestionSource } from './mock-question-source.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { assemblePaper, setUsage } from './mock-assembly.rules';
import { paperQuestions } from './mock-analysis';
import { loadPaper, type OpenedMock } from './mock-paper';
import { startProgress } from './mock-progress.rules';
import { MOCK_MESSAGES } from './mock.messages';
import { paperQuestionIds } from './mock.model';

/**
 * Puts a new paper together for the student, avoiding the passages of her earlier mocks, and
 * fixes it with the start time. A new mock is one use of 'fullMock' through the FeatureGate (one
 * for a free student, the paid allowance on a plan), counted only once the mock exists. A mock
 * already in progress is returned instead of a new one, and costs nothing.
 */
export class StartFullMock {
  constructor(
    private readonly gate: FeatureGate,
    private readonly allowance: MockAllowance,
    private readonly auth: Auth,
    private readonly attempts: MockAttempts,
    private readonly source: MockQuestionSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<OpenedMock>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', MOCK_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const earlier = await this.attempts.list(userId);
      const open = earlier.find((attempt) => attempt.submittedAt === null);
      if (open) return ok({ attempt: open, questions: await loadPaper(this.source, open) });

      return await this.gate.run({
        feature: 'fullMock',
        counts: true,
        request: async (signedIn) => {
          const now = this.clock.now();
          const seed = paperSeed(userId, now, earlier.length);
          const paper = assemblePaper({
            seed,
            candidates: await this.source.candidates(seed),
            timesUsed: setUsage(earlier.map((attempt) => attempt.paper)),
          });
          const questions = paperQuestions({ paper }, await this.source.sets(paper.sets.map((set) => set.setId)));
          await this.allowance.claimStart(signedIn);
          const attempt = await this.attempts.create({ userId, paper, startedAt: now, progress: startProgress(paperQuestionIds(paper), now) });
          return ok({ attempt, questions });
        },
      });
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'payment_required' || appError.code === 'usage_blocked') return fail(appError.code, appError.message);
      this.logger.warn('A full mock was not started', { error: appError.message });
      return fail(appError.code, appError.code === 'unavailable' && appError.message === MOCK_MESSAGES.notEnoughQuestions ? MOCK_MESSAGES.notEnoughQuestions : MOCK_MESSAGES.loadFailed);
    }
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
