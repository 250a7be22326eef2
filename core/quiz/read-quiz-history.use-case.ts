import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { QuizAttempts } from './quiz-attempts.port';
import { ok, type Result } from '../shared/result';
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

  execute(): Promise<Result<QuizRecord>> {
    const words = { notSignedIn: QUIZ_MESSAGES.notSignedIn, failed: QUIZ_MESSAGES.historyFailed, logged: 'Quiz history was not read' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      return ok(await quizRecord(this.attempts, session.user.id, quizDateOf(this.clock.now())));
    });
  }
}
