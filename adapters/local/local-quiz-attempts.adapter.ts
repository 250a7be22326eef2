import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Clock } from '../../core/ports/clock.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { QuizAttempts } from '../../core/quiz/quiz-attempts.port';
import type { MarkedQuiz, QuizAttempt, QuizDate, QuizSubmission } from '../../core/quiz/daily-quiz.model';
import { isQuizDate } from '../../core/quiz/quiz-day.rules';
import { QUIZ_MESSAGES } from '../../core/quiz/quiz.messages';
import { answersComplete, quizQuestionIds, scoreAnswers } from '../../core/quiz/quiz-scoring.rules';
import { AppError } from '../../core/shared/app-error';
import type { DailyQuizBank } from '../tutor/quiz/daily-quiz-bank';
import { StoredDocument } from './stored-document';

type StoredAttempt = QuizAttempt & { readonly userId: string };

const attemptSchema: z.ZodMiniType<StoredAttempt> = z.object({
  userId: nonEmptyText,
  date: z.string().check(z.refine(isQuizDate)),
  answers: z.record(z.string(), z.int().check(z.minimum(0), z.maximum(3))),
  score: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(1)),
  submittedAt: z.string(),
});

/**
 * daily_quiz_attempts in local mode: one stored document, one row per student and day, marked
 * on this device against the day's key from the tutor's bank (which ships in the app anyway).
 */
export class LocalQuizAttempts implements QuizAttempts {
  private readonly rows: StoredDocument<readonly StoredAttempt[]>;

  constructor(
    storage: KeyValueStorage,
    private readonly bank: DailyQuizBank,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.rows = new StoredDocument(storage, 'db.daily_quiz_attempts', z.array(attemptSchema), logger);
  }

  async submit(submission: QuizSubmission): Promise<MarkedQuiz> {
    const { quiz, key } = await this.bank.dayOf(submission.date);
    if (!answersComplete(quizQuestionIds(quiz), submission.answers)) throw new AppError('validation', QUIZ_MESSAGES.incomplete);
    // Read just before the write, so a second tab's attempt made meanwhile is seen.
    const rows = this.rows.read() ?? [];
    if (rows.some((row) => row.userId === submission.userId && row.date === submission.date)) {
      throw new AppError('conflict', QUIZ_MESSAGES.alreadyTaken);
    }
    const { score, total } = scoreAnswers(key, submission.answers);
    const attempt: QuizAttempt = {
      date: submission.date,
      answers: { ...submission.answers },
      score,
      total,
      submittedAt: new Date(this.clock.now()).toISOString(),
    };
    this.rows.write([...rows, { ...attempt, userId: submission.userId }]);
    return { attempt, key };
  }

  async find(userId: string, date: QuizDate): Promise<MarkedQuiz | null> {
    const row = (this.rows.read() ?? []).find((candidate) => candidate.userId === userId && candidate.date === date);
    if (!row) return null;
    return { attempt: withoutUser(row), key: (await this.bank.dayOf(date)).key };
  }

  async history(userId: string, fromDate: QuizDate): Promise<readonly QuizAttempt[]> {
    return (this.rows.read() ?? [])
      .filter((row) => row.userId === userId && row.date >= fromDate)
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map(withoutUser);
  }
}

function withoutUser(row: StoredAttempt): QuizAttempt {
  return { date: row.date, answers: row.answers, score: row.score, total: row.total, submittedAt: row.submittedAt };
}
