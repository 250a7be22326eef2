import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Auth } from '../../core/auth/auth.port';
import type { DailyQuizSource } from '../../core/quiz/daily-quiz-source.port';
import type { QuizAttempts } from '../../core/quiz/quiz-attempts.port';
import type { DailyQuiz, MarkedQuiz, QuizAttempt, QuizDate, QuizSubmission } from '../../core/quiz/daily-quiz.model';
import { isQuizDate } from '../../core/quiz/quiz-day.rules';
import { AppError } from '../../core/shared/app-error';
import { createHttpClient, withRefusals, type HttpCall } from './http-client';

export interface HttpDailyQuizOptions {
  /** The AI host (the NyayaPath server). */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const date = z.string().check(z.refine(isQuizDate, 'not a date'));
const optionIndex = z.int().check(z.minimum(0), z.maximum(3));

const quizReply = z.object({
  success: z.literal(true),
  data: z.object({
    date,
    questions: z.array(
      z.object({
        id: nonEmptyText,
        topic: z.string(),
        cue: z.nullable(z.string()),
        question: nonEmptyText,
        options: z.tuple([nonEmptyText, nonEmptyText, nonEmptyText, nonEmptyText]),
      }),
    ),
  }),
});

const attempt = z.object({
  date,
  answers: z.record(z.string(), optionIndex),
  score: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(1)),
  submittedAt: z.string(),
});

const source = z.object({ url: z.url({ protocol: /^https?$/ }), date: z.iso.date() });

const marked = z.object({
  attempt,
  key: z.array(
    z.object({
      questionId: nonEmptyText,
      answerIndex: optionIndex,
      explanation: z.string(),
      sources: z._default(z.array(source), []),
    }),
  ),
});

const markedReply = z.object({ success: z.literal(true), data: marked });
const foundReply = z.object({ success: z.literal(true), data: z.nullable(marked) });
const historyReply = z.object({ success: z.literal(true), data: z.array(attempt) });

const QUIZ: HttpCall = { path: 'api/daily-quiz', label: 'Daily quiz' };
const ATTEMPTS: HttpCall = { path: 'api/daily-quiz/attempts', label: 'Daily quiz' };

/**
 * The daily quiz on the NyayaPath server: the questions come without their answers, and the
 * server marks and keeps the attempt, so the key reaches the browser only after submitting.
 * The user id of a submission is the signed-in student's; the server reads it from the token.
 */
export class HttpDailyQuiz implements DailyQuizSource, QuizAttempts {
  private readonly client: KyInstance;

  constructor(auth: Auth, options: HttpDailyQuizOptions) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async quizFor(day: QuizDate): Promise<DailyQuiz> {
    const reply = await this.call(QUIZ, () => this.client.get(QUIZ.path, { searchParams: { date: day } }).json(quizReply));
    return reply.data;
  }

  async submit(submission: QuizSubmission): Promise<MarkedQuiz> {
    const reply = await this.call(ATTEMPTS, () =>
      this.client.post(ATTEMPTS.path, { json: { date: submission.date, answers: submission.answers } }).json(markedReply),
    );
    return reply.data;
  }

  async find(_userId: string, day: QuizDate): Promise<MarkedQuiz | null> {
    const path = `${ATTEMPTS.path}/${encodeURIComponent(day)}`;
    return (await this.call({ ...ATTEMPTS, path }, () => this.client.get(path).json(foundReply))).data;
  }

  async history(_userId: string, fromDate: QuizDate): Promise<readonly QuizAttempt[]> {
    return (await this.call(ATTEMPTS, () => this.client.get(ATTEMPTS.path, { searchParams: { from: fromDate } }).json(historyReply))).data;
  }

  private call<T>(call: HttpCall, request: () => Promise<T>): Promise<T> {
    return withRefusals(call, request, quizRefusal);
  }
}

/** The server's own words for a refusal the student can act on (taken already, incomplete). */
function quizRefusal(status: number, message: string | null): AppError | null {
  if (status === 409) return new AppError('conflict', message ?? '');
  if (status === 400) return new AppError('validation', message ?? '');
  return null;
}
