import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { DailyQuizSource } from './daily-quiz-source.port';
import type { Logger } from '../ports/logger.port';
import type { QuizAttempts } from './quiz-attempts.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import type { DailyQuiz, MarkedQuiz, QuizRecord } from './daily-quiz.model';
import { quizDateOf } from './quiz-day.rules';
import { quizRecord } from './quiz-record';
import { QUIZ_MESSAGES } from './quiz.messages';

export interface TodaysQuiz {
  readonly quiz: DailyQuiz;
  /** Today's submitted attempt with the answers, or null while the quiz is open. */
  readonly marked: MarkedQuiz | null;
  readonly record: QuizRecord;
}

/** Today's quiz (the Indian calendar day), with today's attempt if it was already taken. */
export class GetDailyQuiz {
  constructor(
    private readonly auth: Auth,
    private readonly source: DailyQuizSource,
    private readonly attempts: QuizAttempts,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<TodaysQuiz>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', QUIZ_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const today = quizDateOf(this.clock.now());
      const [quiz, marked, record] = await Promise.all([
        this.source.quizFor(today),
        this.attempts.find(userId, today),
        quizRecord(this.attempts, userId, today),
      ]);
      return ok({ quiz, marked, record });
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn("Today's quiz was not loaded", { error: appError.message });
      return fail(appError.code, QUIZ_MESSAGES.loadFailed);
    }
  }
}
