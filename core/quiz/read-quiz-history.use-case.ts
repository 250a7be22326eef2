import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { QuizAttempts } from './quiz-attempts.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import type { QuizRecord } from './daily-quiz.model';
import { quizDateOf } from './quiz-day.rules';
import { quizRecord } from './quiz-record';
import { QUIZ_MESSAGES } from './quiz.messages';

/** The student's last 30 days of daily quizzes, today's attempt and the streak. */
export class ReadQuizHistory {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: QuizAttempts,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<QuizRecord>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', QUIZ_MESSAGES.notSignedIn);
      return ok(await quizRecord(this.attempts, session.user.id, quizDateOf(this.clock.now())));
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('Quiz history was not read', { error: appError.message });
      // The code is kept, so that an expired session still signs the student out.
      return fail(appError.code, QUIZ_MESSAGES.historyFailed);
    }
  }
}
