import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { DailyQuizBank } from '../../adapters/tutor/quiz/daily-quiz-bank';
import type { Clock } from '../../core/ports/clock.port';
import { HISTORY_DAYS, QUIZ_LENGTH } from '../../core/quiz/daily-quiz.model';
import { daysBefore, isQuizDate, isSubmittableOn, quizDateOf } from '../../core/quiz/quiz-day.rules';
import { QUIZ_MESSAGES } from '../../core/quiz/quiz.messages';
import { answersComplete, quizQuestionIds, scoreAnswers } from '../../core/quiz/quiz-scoring.rules';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { QuizAttemptsStore } from '../stores/quiz-attempts.store';

export interface QuizRouteDeps {
  readonly attempts: QuizAttemptsStore;
  readonly clock: Clock;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** The GK bank's daily choice; the same module the app uses in local mode. */
  readonly bank: DailyQuizBank;
}

/** The streak is counted over a year; nobody needs more history than that. */
const OLDEST_HISTORY_DAYS = 366;

const quizDate = z.string().refine(isQuizDate, 'must be a date written YYYY-MM-DD');

const submission = z.object({
  date: quizDate,
  answers: z.record(z.string().min(1).max(100), z.number().int().min(0).max(3)).refine((answers) => Object.keys(answers).length <= QUIZ_LENGTH, {
    message: `at most ${QUIZ_LENGTH} answers`,
  }),
});

/**
 * The daily current-affairs quiz. The server holds the day's answers: the questions go out
 * without them, the server marks an attempt with core's rule and records it once (the unique
 * key), and only then sends the answers and explanations. A student can therefore neither read
 * the key before answering nor submit again after seeing it. The quiz is free for every signed-in
 * student and uses none of the AI allowance.
 */
export function quizRoutes(deps: QuizRouteDeps) {
  const { attempts, bank, clock, signedIn } = deps;
  const today = () => quizDateOf(clock.now());

  /** `?date=`: today's by default; yesterday's still answers a quiz opened before midnight. */
  function openDate(c: Context<ServerEnv>): string | Response {
    const asked = c.req.query('date') ?? today();
    if (!isQuizDate(asked)) return refuse(c, 400, 'date: must be a date written YYYY-MM-DD');
    if (!isSubmittableOn(asked, today())) return refuse(c, 404, QUIZ_MESSAGES.closed);
    return asked;
  }

  return new Hono<ServerEnv>()
    .get('/daily-quiz', signedIn, async (c) => {
      const date = openDate(c);
      if (date instanceof Response) return date;
      return c.json({ success: true, data: (await bank.dayOf(date)).quiz });
    })
    .post('/daily-quiz/attempts', signedIn, async (c) => {
      const body = await readBody(c, submission);
      if (body instanceof Response) return body;
      if (!isSubmittableOn(body.date, today())) return refuse(c, 400, QUIZ_MESSAGES.closed);
      const { quiz, key } = await bank.dayOf(body.date);
      if (!answersComplete(quizQuestionIds(quiz), body.answers)) return refuse(c, 400, QUIZ_MESSAGES.incomplete);
      const { score, total } = scoreAnswers(key, body.answers);
      const { userId } = c.get('identity');
      const attempt = await attempts.record(userId, { date: body.date, answers: body.answers, score, total }, new Date(clock.now()));
      if (!attempt) return refuse(c, 409, QUIZ_MESSAGES.alreadyTaken);
      return c.json({ success: true, data: { attempt, key } }, 201);
    })
    .get('/daily-quiz/attempts/:date', signedIn, async (c) => {
      const date = c.req.param('date');
      if (!isQuizDate(date)) return refuse(c, 400, 'date: must be a date written YYYY-MM-DD');
      const attempt = await attempts.find(c.get('identity').userId, date);
      // The key of a day is shown only beside the student's own attempt of that day.
      return c.json({ success: true, data: attempt ? { attempt, key: (await bank.dayOf(date)).key } : null });
    })
    .get('/daily-quiz/attempts', signedIn, async (c) => {
      const from = c.req.query('from') ?? daysBefore(today(), HISTORY_DAYS - 1);
      if (!isQuizDate(from)) return refuse(c, 400, 'from: must be a date written YYYY-MM-DD');
      const oldest = daysBefore(today(), OLDEST_HISTORY_DAYS - 1);
      return c.json({ success: true, data: await attempts.since(c.get('identity').userId, from < oldest ? oldest : from) });
    });
}
