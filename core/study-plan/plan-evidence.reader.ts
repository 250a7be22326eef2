import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from '../mock/mock-attempts.port';
import type { ReviewQueue } from '../review/review-queue.port';
import { quizDateOf } from '../quiz/quiz-day.rules';
import { summarise } from '../review/review-queue.rules';
import { AppError } from '../shared/app-error';
import type { PlanEvidence } from './study-plan.model';

/**
 * What a student's plan is built from: the questionnaire and diagnostic (the profile), the latest
 * full mock, and the mistakes due now. A source that cannot be read is logged and left out, so
 * the plan still shows, built from the rest.
 */
export class PlanEvidenceReader {
  constructor(
    private readonly database: Database,
    private readonly mocks: MockAttempts,
    private readonly reviews: ReviewQueue,
    private readonly logger: Logger,
  ) {}

  async read(userId: string, now: number): Promise<PlanEvidence> {
    const today = quizDateOf(now);
    const [profile, attempts, queue] = await Promise.all([
      this.attempt('profile', () => this.database.getProfile(userId)),
      this.attempt('full mocks', () => this.mocks.list(userId)),
      this.attempt('review queue', () => this.reviews.list(userId)),
    ]);
    // Newest first, as the port lists them; a mock still running has no result yet.
    const latest = attempts?.find((attempt) => attempt.submittedAt !== null && attempt.result !== null);
    return {
      latestMock:
        latest && latest.result && latest.submittedAt !== null
          ? {
              day: quizDateOf(latest.submittedAt),
              sections: latest.result.sections.map(({ section, questions, marks }) => ({ section, questions, marks })),
            }
          : null,
      diagnostic: profile?.diagnosticScore ?? null,
      losingMarksArea: profile?.losingMarksArea ?? null,
      reviewFrustration: profile?.reviewFrustration ?? null,
      gkStudyMethod: profile?.gkStudyMethod ?? null,
      dueReviews: queue ? summarise(queue, now).due.length : 0,
      reviewedToday: (queue ?? []).filter(({ schedule, lastWrongAt }) => schedule.lastReview !== null && schedule.lastReview > lastWrongAt && quizDateOf(schedule.lastReview) === today).length,
    };
  }

  private async attempt<T>(what: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      this.logger.warn(`The study plan was built without the ${what}`, { error: AppError.from(error).message });
      return null;
    }
  }
}
