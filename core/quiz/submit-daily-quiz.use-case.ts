import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { QuizAttempts } from './quiz-attempts.port';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import type { DailyQuiz, MarkedQuiz, QuizAnswers, QuizRecord } from './daily-quiz.model';
import { isSubmittableOn, quizDateOf } from './quiz-day.rules';
import { quizRecord } from './quiz-record';
import { answersComplete, quizQuestionIds } from './quiz-scoring.rules';
import { QUIZ_MESSAGES } from './quiz.messages';

export interface SubmittedQuiz {
  readonly marked: MarkedQuiz;
  readonly record: QuizRecord;
}

/**
 * Hands the day's answers in, once: every question answered, the quiz still open (its own day
 * or, for one started before midnight, the next), and no earlier attempt for that day. The
 * marking is done by whoever holds the key (QuizAttempts), and a second attempt is refused there
 * too, so two tabs cannot both submit.
 */
export class SubmitDailyQuiz {
  constructor(
    private readonly auth: Auth,
    private readonly attempts: QuizAttempts,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly quiz: DailyQuiz; readonly answers: QuizAnswers }): Promise<Result<SubmittedQuiz>> {
    const { quiz, answers } = input;
    if (!answersComplete(quizQuestionIds(quiz), answers)) return fail('validation', QUIZ_MESSAGES.incomplete);
    const today = quizDateOf(this.clock.now());
    if (!isSubmittableOn(quiz.date, today)) return fail('validation', QUIZ_MESSAGES.closed);
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', QUIZ_MESSAGES.notSignedIn);
      const userId = session.user.id;
      if (await this.attempts.find(userId, quiz.date)) return fail('conflict', QUIZ_MESSAGES.alreadyTaken);
      const marked = await this.attempts.submit({ userId, date: quiz.date, answers });
      return ok({ marked, record: await quizRecord(this.attempts, userId, today) });
    } catch (error) {
      const appError = AppError.from(error);
      if (appError.code === 'conflict') return fail('conflict', QUIZ_MESSAGES.alreadyTaken);
      this.logger.warn('Quiz answers were not submitted', { error: appError.message });
      return fail(appError.code, QUIZ_MESSAGES.submitFailed);
    }
  }
}
