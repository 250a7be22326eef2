import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { mockProgressSchema } from '../../adapters/local/local-mock-attempts.adapter';
import type { MeterUse } from '../../core/billing/meter-use.use-case';
import type { MockAttemptRecords } from '../../core/mock/mock-attempts.port';
import type { MockQuestionSource } from '../../core/mock/mock-question-source.port';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import type { MockAttempt, MockProgress } from '../../core/mock/mock.model';
import { takesAnswers } from '../../core/mock/mock-timer.rules';
import { assembleMock } from '../../core/mock/paper-assembly';
import { submitMock } from '../../core/mock/mock-hand-in';
import type { Clock } from '../../core/ports/clock.port';
import { AppError } from '../../core/shared/app-error';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';

export interface MockRouteDeps {
  readonly attempts: MockAttemptRecords;
  /** The tutor's banks and generators: the same passages the app shows. */
  readonly source: MockQuestionSource;
  readonly meterUse: MeterUse;
  readonly clock: Clock;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** The per-student and per-address limit of the AI tools, for starts. */
  readonly startLimit: MiddlewareHandler<ServerEnv>;
}

const progressBody = z.object({ progress: mockProgressSchema });
const ATTEMPT_ID = z.uuid();

/**
 * The full CLAT mock, kept by the server: a start is one use of 'fullMock' through core's
 * MeterUse, taken before the paper is put together and given back if it could not be; the paper
 * is assembled and marked with core's own rules over the tutor's passages, so a student can
 * neither start a mock nobody counted nor hand in a result nobody marked. Answers count until the
 * deadline and a minute's grace; a submission after that is marked as last saved.
 */
export function mockRoutes(deps: MockRouteDeps) {
  const { attempts, source, clock, signedIn } = deps;

  function failed(c: Context<ServerEnv>, error: unknown, action: string): Response {
    const appError = AppError.from(error);
    if (appError.code === 'not_found') return refuse(c, 404, MOCK_MESSAGES.notFound);
    if (appError.code === 'conflict') return refuse(c, 409, MOCK_MESSAGES.alreadySubmitted);
    if (appError.message === MOCK_MESSAGES.notEnoughQuestions) return refuse(c, 503, MOCK_MESSAGES.notEnoughQuestions);
    c.get('log').error({ error: String(error) }, `A full mock could not ${action}`);
    return refuse(c, 500, MOCK_MESSAGES.loadFailed);
  }

  /** The student's own mock named in the path and the progress in the body, or the refusal. */
  async function withAnswers(
    c: Context<ServerEnv>,
    action: string,
    handle: (userId: string, stored: MockAttempt, progress: MockProgress) => Promise<Response>,
  ): Promise<Response> {
    const id = ATTEMPT_ID.safeParse(c.req.param('id'));
    if (!id.success) return refuse(c, 404, MOCK_MESSAGES.notFound);
    const body = await readBody(c, progressBody);
    if (body instanceof Response) return body;
    const { userId } = c.get('identity');
    try {
      const stored = await attempts.find(userId, id.data);
      return stored ? await handle(userId, stored, body.progress) : refuse(c, 404, MOCK_MESSAGES.notFound);
    } catch (error) {
      return failed(c, error, action);
    }
  }

  const openOf = async (userId: string) => (await attempts.list(userId)).find((attempt) => attempt.submittedAt === null);

  return new Hono<ServerEnv>()
    .post('/full-mocks', signedIn, deps.startLimit, async (c) => {
      const { userId } = c.get('identity');
      try {
        const earlier = await attempts.list(userId);
        const open = earlier.find((attempt) => attempt.submittedAt === null);
        // The mock in progress goes on, and costs nothing.
        if (open) return c.json({ success: true, data: open });
        const now = clock.now();
        const outcome = await deps.meterUse.run(userId, 'fullMock', now, async () => ({
          value: await assembleMock(attempts, source, userId, earlier, now),
          charged: true,
        }));
        if (outcome.kind === 'refused') return refuse(c, 401, outcome.message);
        return c.json({ success: true, data: outcome.value }, 201);
      } catch (error) {
        // Another request started one meanwhile (the unique index): that one goes on, its use given back.
        const open = AppError.from(error).code === 'conflict' ? await openOf(userId) : undefined;
        return open ? c.json({ success: true, data: open }) : failed(c, error, 'start');
      }
    })
    .get('/full-mocks', signedIn, async (c) => c.json({ success: true, data: await attempts.list(c.get('identity').userId) }))
    .get('/full-mocks/:id', signedIn, async (c) => {
      const id = ATTEMPT_ID.safeParse(c.req.param('id'));
      return c.json({ success: true, data: id.success ? await attempts.find(c.get('identity').userId, id.data) : null });
    })
    .put('/full-mocks/:id/progress', signedIn, (c) =>
      withAnswers(c, 'save', async (userId, stored, progress) => {
        if (stored.submittedAt !== null || !takesAnswers(stored.startedAt, clock.now())) return refuse(c, 409, MOCK_MESSAGES.alreadySubmitted);
        await attempts.saveProgress(userId, stored.id, progress);
        return c.json({ success: true });
      }),
    )
    .post('/full-mocks/:id/submit', signedIn, (c) =>
      withAnswers(c, 'be marked', async (userId, stored, progress) => {
        const now = clock.now();
        // Answers sent after the time (and its grace) do not count: the paper is marked as last saved.
        const counted = takesAnswers(stored.startedAt, now) ? progress : stored.progress;
        const { attempt } = await submitMock(attempts, source, userId, stored.id, counted, now);
        return c.json({ success: true, data: attempt });
      }),
    );
}
