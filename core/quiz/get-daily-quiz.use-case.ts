import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { DailyQuizSource } from './daily-quiz-source.port';
import type { Logger } from '../ports/logger.port';
import type { QuizAttempts } from './quiz-attempts.port';
import { ok, type Result } from '../shared/result';
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

  execute(): Promise<Result<TodaysQuiz>> {
    const words = { notSignedIn: QUIZ_MESSAGES.notSignedIn, failed: QUIZ_MESSAGES.loadFailed, logged: "Today's quiz was not loaded" };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      const userId = session.user.id;
      const today = quizDateOf(this.clock.now());
      const [quiz, marked, record] = await Promise.all([
        this.source.quizFor(today),
        this.attempts.find(userId, today),
        quizRecord(this.attempts, userId, today),
      ]);
      return ok({ quiz, marked, record });
    });
  }
}
