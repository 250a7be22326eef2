import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Feature } from '../../core/access/access.model';
import type { Answered, MeterUse } from '../../core/billing/meter-use.use-case';
import { chargesAUse } from '../../core/doubt/doubt.model';
import { MAX_IMAGE_BYTES } from '../../core/doubt/doubt.validation';
import { SECTIONS, QUESTIONS_PER_REQUEST } from '../../core/practice/practice.model';
import { validateTopicPractice } from '../../core/practice/practice.validation';
import type { Clock } from '../../core/ports/clock.port';
import { AppError } from '../../core/shared/app-error';
import { ACCESS_MESSAGES } from '../../core/shared/messages';
import type { AiAnswers } from '../ai/ai-answers';
import { bodyBudget } from '../http/body-budget';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import { doubtBody, topicPracticeBody } from './wire-format';

export const AI_REPLIES = {
  failed: 'The tutor could not answer just now. Please try again.',
  tooLarge: 'The request is too large.',
  busy: 'The tutor is busy with other photos. Please try again in a moment.',
} as const;

/** A 5 MB photo as base64 is 6.7 MB; the rest of a doubt is text. */
export const DOUBT_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256 * 1024;
const TEXT_LIMIT = 20_000;

export interface AiRouteDeps {
  readonly ai: AiAnswers;
  readonly meterUse: MeterUse;
  readonly clock: Clock;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** Per-user and per-address limits on AI calls. */
  readonly aiLimit: MiddlewareHandler<ServerEnv>;
  /** The most bytes of doubt bodies (photos) read at once (see bodyBudget). */
  readonly doubtBodyBudget: number;
}

const topicPracticeRequest = z
  .object({
    topic: z.string().trim().min(1).max(200),
    section: z.enum(SECTIONS),
    subtopic: z.string().trim().max(200).optional(),
    questionCount: z.number().int().min(1).max(10).default(QUESTIONS_PER_REQUEST),
  })
  .superRefine((request, context) => {
    const problem = validateTopicPractice({ section: request.section, topic: request.topic, subtopic: request.subtopic ?? '' });
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const doubtRequest = z.object({
  input_type: z.enum(['image', 'text']),
  content: z.string().max(TEXT_LIMIT),
  text: z.string().max(TEXT_LIMIT),
  image_base64: z
    .string()
    .max(DOUBT_BODY_LIMIT)
    .regex(/^[A-Za-z0-9+/=\s]*$/, 'must be base64')
    .optional(),
});

/** A reply that is an answer: its use stays counted. */
const charged = (value: unknown): Answered<unknown> => ({ value, charged: true });

const adviceRequest = z.object({ question: z.string().trim().min(1).max(2_000), type: z.literal('study_advice').optional() });

/**
 * The AI host's tools (spec §7), each through core's MeterUse: the use is taken before the tool
 * runs and given back if no answer came (a failure, a refusal, or a doubt answered only with an
 * approach), so the student pays only for answers and no parallel burst gets past the allowance.
 */
export function aiRoutes(deps: AiRouteDeps) {
  const { ai, clock, signedIn, aiLimit } = deps;

  /**
   * `answer` gives the reply's body and whether the use pays for it, or a Response refusing the
   * request (an invalid body), which costs nothing. The use is taken first, so a student with
   * none left is refused before the request's body is read.
   */
  async function metered(c: Context<ServerEnv>, feature: Feature, answer: () => Promise<Answered<unknown> | Response>): Promise<Response> {
    const { userId } = c.get('identity');
    try {
      const outcome = await deps.meterUse.run(userId, feature, clock.now(), async () => {
        const reply = await answer();
        if (reply instanceof Response) return { value: reply, charged: false };
        // The connection was cut before the answer could be sent (a shutdown's deadline, the
        // student gone): nothing was delivered, so nothing is charged.
        if (c.req.raw.signal.aborted) return { value: refuse(c, 503, AI_REPLIES.failed), charged: false };
        return reply;
      });
      if (outcome.kind === 'refused') return refuse(c, 401, outcome.message);
      return outcome.value instanceof Response ? outcome.value : c.json(outcome.value);
    } catch (error) {
      // The tutor's own refusal (an unknown topic) names what exists: the student reads it.
      if (error instanceof AppError && error.code === 'not_found') return refuse(c, 404, error.message);
      c.get('log').error({ feature, error: String(error) }, 'AI answer failed');
      return refuse(c, 502, AI_REPLIES.failed);
    }
  }

  const smallBody = bodyLimit({ maxSize: 64 * 1024, onError: (c) => refuse(c, 413, AI_REPLIES.tooLarge) });

  return new Hono<ServerEnv>()
    .post('/public/material-practice', (c) => c.json({ success: false, message: ACCESS_MESSAGES.materialPracticeComingSoon }))
    .post('/public/topic-practice', smallBody, signedIn, aiLimit, (c) =>
      metered(c, 'topicPractice', async () => {
        const body = await readBody(c, topicPracticeRequest);
        if (body instanceof Response) return body;
        const request = { ...body, ...(body.section === 'Legal' && body.subtopic ? { subtopic: body.subtopic } : { subtopic: undefined }) };
        return charged(topicPracticeBody(await ai.topicPractice(request, c.get('identity'))));
      }),
    )
    .post(
      '/public/solve-doubt',
      bodyLimit({ maxSize: DOUBT_BODY_LIMIT, onError: (c) => refuse(c, 413, AI_REPLIES.tooLarge) }),
      signedIn,
      aiLimit,
      bodyBudget(deps.doubtBodyBudget, DOUBT_BODY_LIMIT, (c) => refuse(c, 503, AI_REPLIES.busy, { 'Retry-After': '2' })),
      (c) =>
        metered(c, 'aiDoubtSolver', async () => {
          const body = await readBody(c, doubtRequest);
          if (body instanceof Response) return body;
          // The photo was read in the student's browser; the spec's image_base64 is checked and
          // dropped here, so nothing holds it while the tutor works.
          const response = await ai.solveDoubt({ inputType: body.input_type, content: body.content, text: body.text });
          return { value: doubtBody(response), charged: chargesAUse(response) };
        }),
    )
    .post('/study-advice', smallBody, signedIn, aiLimit, (c) =>
      metered(c, 'studyAdvice', async () => {
        const body = await readBody(c, adviceRequest);
        if (body instanceof Response) return body;
        return charged({ answer: await ai.studyAdvice(body.question, c.get('identity')) });
      }),
    );
}
