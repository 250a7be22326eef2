import { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';
import type { QuizAttempts } from '../../core/quiz/quiz-attempts.port';
import type { MarkedQuiz, QuizAttempt, QuizDate, QuizSubmission } from '../../core/quiz/daily-quiz.model';
import { isQuizDate } from '../../core/quiz/quiz-day.rules';
import { QUIZ_MESSAGES } from '../../core/quiz/quiz.messages';
import { answersComplete, quizQuestionIds, scoreAnswers } from '../../core/quiz/quiz-scoring.rules';
import { AppError } from '../../core/shared/app-error';
import type { DailyQuizBank } from '../tutor/quiz/daily-quiz-bank';
import type { SupabaseClient } from './supabase-client';
import { callTable, parseRow, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'quiz_date, answers, score, total, submitted_at';

const rowSchema = z.pipe(
  z.object({
    quiz_date: z.string().check(z.refine(isQuizDate)),
    answers: z.record(z.string(), z.int().check(z.minimum(0), z.maximum(3))),
    score: z.int().check(z.minimum(0)),
    total: z.int().check(z.minimum(1)),
    submitted_at: z.string(),
  }),
  z.transform(
    (row): QuizAttempt => ({ date: row.quiz_date, answers: row.answers, score: row.score, total: row.total, submittedAt: row.submitted_at }),
  ),
);


/**
 * daily_quiz_attempts on Supabase, used when accounts are on Supabase but there is no AI host
 * (with one, the server marks and keeps attempts). The app marks against the day's key from the
 * bundled bank, and row-level security keeps each student to their own rows, today's only, one
 * per day (supabase/migrations/20261125000200_daily_quiz.sql).
 */
export class SupabaseQuizAttempts implements QuizAttempts {
  constructor(
    private readonly client: SupabaseClient,
    private readonly bank: DailyQuizBank,
    private readonly logger: Logger,
  ) {}

  async submit(submission: QuizSubmission): Promise<MarkedQuiz> {
    const { quiz, key } = await this.bank.dayOf(submission.date);
    if (!answersComplete(quizQuestionIds(quiz), submission.answers)) throw new AppError('validation', QUIZ_MESSAGES.incomplete);
    const { score, total } = scoreAnswers(key, submission.answers);
    const reply = await this.run('record the quiz attempt', () =>
      this.table()
        .insert({ user_id: submission.userId, quiz_date: submission.date, answers: { ...submission.answers }, score, total })
        .select(COLUMNS)
        .single(),
    );
    return { attempt: this.parse(reply.data), key };
  }

  async find(userId: string, date: QuizDate): Promise<MarkedQuiz | null> {
    const reply = await this.run('read the quiz attempt', () => this.table().select(COLUMNS).eq('user_id', userId).eq('quiz_date', date).maybeSingle());
    if (reply.data === null) return null;
    return { attempt: this.parse(reply.data), key: (await this.bank.dayOf(date)).key };
  }

  async history(userId: string, fromDate: QuizDate): Promise<readonly QuizAttempt[]> {
    const reply = await this.run('read the quiz history', () =>
      this.table().select(COLUMNS).eq('user_id', userId).gte('quiz_date', fromDate).order('quiz_date', { ascending: false }),
    );
    if (!Array.isArray(reply.data)) throw new AppError('malformed_response', QUIZ_MESSAGES.historyFailed);
    return reply.data.map((row) => this.parse(row));
  }

  private table() {
    return untypedTable(this.client, 'daily_quiz_attempts');
  }

  private parse(data: unknown): QuizAttempt {
    return parseRow(rowSchema, data, this.logger, 'quiz attempt', QUIZ_MESSAGES.historyFailed);
  }

  private run(action: string, call: () => PromiseLike<TableReply>): Promise<TableReply> {
    return callTable(this.logger, action, QUIZ_MESSAGES.submitFailed, call, {
      // 23505: the unique key (user_id, quiz_date), i.e. the day's attempt exists already.
      '23505': () => new AppError('conflict', QUIZ_MESSAGES.alreadyTaken),
      // 42501 on insert: row-level security allows only today's (or, after midnight, yesterday's) quiz.
      '42501': () => new AppError('validation', QUIZ_MESSAGES.closed),
    });
  }
}
