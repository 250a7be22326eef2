import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { QuizAnswers, QuizAttempt, QuizDate } from '../../core/quiz/daily-quiz.model';
import { fromJsonb } from '../database/jsonb';
import type { Database } from '../database/schema';

/** daily_quiz_attempts (supabase/migrations/20261125000200_daily_quiz.sql). */
export interface DailyQuizAttemptsTable {
  id: Generated<string>;
  user_id: string;
  /** A date column: written as 'YYYY-MM-DD', read back with to_char (drivers turn dates into local Dates). */
  quiz_date: string;
  answers: ColumnType<unknown, string, string>;
  score: number;
  total: number;
  submitted_at: ColumnType<Date, Date | undefined, Date>;
}

type QuizDatabase = Database & { daily_quiz_attempts: DailyQuizAttemptsTable };

/**
 * The students' daily quiz attempts in PostgreSQL. The unique key (user_id, quiz_date) makes a
 * second attempt for a day impossible, however many requests or server processes race.
 */
export class QuizAttemptsStore {
  private readonly db: Kysely<QuizDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<{ daily_quiz_attempts: DailyQuizAttemptsTable }>();
  }

  /** Records the attempt; null when the student already had one for that day. */
  async record(userId: string, attempt: Omit<QuizAttempt, 'submittedAt'>, now: Date): Promise<QuizAttempt | null> {
    const row = await this.db
      .insertInto('daily_quiz_attempts')
      .values({
        user_id: userId,
        quiz_date: attempt.date,
        answers: JSON.stringify(attempt.answers),
        score: attempt.score,
        total: attempt.total,
        submitted_at: now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'quiz_date']).doNothing())
      .returning('submitted_at')
      .executeTakeFirst();
    return row ? { ...attempt, submittedAt: row.submitted_at.toISOString() } : null;
  }

  async find(userId: string, date: QuizDate): Promise<QuizAttempt | null> {
    const [row] = await this.select(userId).where('quiz_date', '=', date).execute();
    return row ? toAttempt(row) : null;
  }

  /** On or after `fromDate`, newest first. */
  async since(userId: string, fromDate: QuizDate): Promise<QuizAttempt[]> {
    const found = await this.select(userId).where('quiz_date', '>=', fromDate).orderBy('quiz_date', 'desc').execute();
    return found.map(toAttempt);
  }

  private select(userId: string) {
    return this.db
      .selectFrom('daily_quiz_attempts')
      .select(['answers', 'score', 'total', 'submitted_at', sql<string>`to_char(quiz_date, 'YYYY-MM-DD')`.as('day')])
      .where('user_id', '=', userId);
  }
}

function toAttempt(row: { day: string; answers: unknown; score: number; total: number; submitted_at: Date }): QuizAttempt {
  return {
    date: row.day,
    answers: fromJsonb<QuizAnswers>(row.answers),
    score: row.score,
    total: row.total,
    submittedAt: row.submitted_at.toISOString(),
  };
}
