import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { GetLeaderboard } from '../../core/mock-series/get-leaderboard.use-case';
import type { GetSeriesResult } from '../../core/mock-series/get-series-result.use-case';
import type { ListScheduledPapers } from '../../core/mock-series/list-scheduled-papers.use-case';
import type { ListSeriesPapers } from '../../core/mock-series/list-series-papers.use-case';
import type { LeaderboardChoices } from '../../core/mock-series/leaderboard-choices.port';
import type { SaveSeriesAnswers } from '../../core/mock-series/save-series-answers.use-case';
import type { ScheduleSeriesPaper } from '../../core/mock-series/schedule-series-paper.use-case';
import type { SetLeaderboardChoice } from '../../core/mock-series/set-leaderboard-choice.use-case';
import type { StartSeriesAttempt } from '../../core/mock-series/start-series-attempt.use-case';
import type { SubmitSeriesAttempt } from '../../core/mock-series/submit-series-attempt.use-case';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import { ANSWER_LETTERS, type SeriesResult } from '../../core/mock-series/series.model';
import { displayNameProblem } from '../../core/mock-series/series.rules';
import { CLAT_QUESTIONS } from '../../core/exam/clat-pattern';
import type { Result } from '../../core/shared/result';
import { BAD_JSON, readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';

/** The All-India Mock's use cases, built once in compose.ts. */
export interface MockSeriesUseCases {
  readonly schedule: ScheduleSeriesPaper;
  readonly listScheduled: ListScheduledPapers;
  readonly list: ListSeriesPapers;
  readonly start: StartSeriesAttempt;
  readonly save: SaveSeriesAnswers;
  readonly submit: SubmitSeriesAttempt;
  readonly result: GetSeriesResult;
  readonly leaderboard: GetLeaderboard;
  readonly setChoice: SetLeaderboardChoice;
  /** Read by GET /api/leaderboard/me. */
  readonly choices: LeaderboardChoices;
}

export interface MockSeriesRouteDeps {
  readonly series: MockSeriesUseCases;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** Authentication and the operator check, in that order. */
  readonly operators: readonly MiddlewareHandler<ServerEnv>[];
}

const isoDate = z.iso.datetime({ offset: true, message: 'must be a date and time in ISO 8601, e.g. 2026-12-06T10:00:00+05:30' });

const scheduleBody = z
  .object({ title: z.string().trim().min(3).max(120), opensAt: isoDate, closesAt: isoDate })
  .refine((body) => Date.parse(body.opensAt) < Date.parse(body.closesAt), { message: SERIES_MESSAGES.windowOrder, path: ['closesAt'] });

/** '1' to '120', written plainly (no '01', no '1.0'). */
const QUESTION_NUMBER = /^(?:[1-9]\d?|1[01]\d|120)$/;
const answersSchema = z.record(z.string().regex(QUESTION_NUMBER, `must be a question number from 1 to ${CLAT_QUESTIONS}`), z.enum(ANSWER_LETTERS));
const answersBody = z.object({ answers: answersSchema });
const submitBody = z.object({ answers: answersSchema.optional() });

const choiceBody = z.object({
  displayName: z
    .string()
    .trim()
    .superRefine((name, context) => {
      const problem = displayNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  optIn: z.boolean(),
});

const PAPER_ID = z.uuid();

const iso = (ms: number) => new Date(ms).toISOString();

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Each paper's questions and solutions as JSON, written once: most of a start's or a result's reply, the same for every student. */
const paperJson = new WeakMap<readonly object[], string>();

/** `{success: true, data}` as JSON, data's `field` (an array shared by every student) spliced in from its one serialisation. */
function withSharedJson<T extends object, K extends keyof T & string>(data: T, field: K): string {
  const shared = data[field] as readonly object[];
  let json = paperJson.get(shared);
  if (json === undefined) {
    json = JSON.stringify(shared);
    paperJson.set(shared, json);
  }
  const rest: Partial<T> = { ...data };
  delete rest[field];
  return `{"success":true,"data":${JSON.stringify(rest).slice(0, -1)},"${field}":${json}}}`;
}

/**
 * The All-India Mock: operators schedule papers; students sit them against the server's clock,
 * one attempt each, with the questions sent without keys until their own submission; the server
 * marks them and the database ranks them. Each handler parses, runs a core use case and maps its
 * result; identity comes only from the verified token.
 */
export function mockSeriesRoutes(deps: MockSeriesRouteDeps) {
  const { series, signedIn, operators } = deps;

  /** A result's reply: its solutions are the paper's, spliced in. */
  function resultReply(c: Context<ServerEnv>, outcome: Result<SeriesResult>): Response {
    return outcome.ok ? c.body(withSharedJson(outcome.value, 'solutions'), 200, JSON_TYPE) : reply(c, outcome, () => null);
  }

  function reply<T>(c: Context<ServerEnv>, outcome: Result<T>, view: (value: T) => unknown, status: 200 | 201 = 200): Response {
    if (outcome.ok) return c.json({ success: true, data: view(outcome.value) }, status);
    const { code, message } = outcome.error;
    if (code === 'not_found') return refuse(c, 404, message);
    if (code === 'conflict') return refuse(c, 409, message);
    if (code === 'validation') return refuse(c, 400, message);
    if (code === 'unavailable') return refuse(c, 503, message);
    c.get('log').error({ error: message }, 'the All-India Mock failed');
    return refuse(c, 500, SERIES_MESSAGES.failed);
  }

  /** The paper named in the path, or the 404 every unknown paper gets. */
  function paperOf(c: Context<ServerEnv>): string | Response {
    const id = PAPER_ID.safeParse(c.req.param('paperId'));
    return id.success ? id.data : refuse(c, 404, SERIES_MESSAGES.paperNotFound);
  }

  /** A body that may be empty (a submission without last answers). */
  async function optionalBody(c: Context<ServerEnv>): Promise<z.output<typeof submitBody> | Response> {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(c, 400, BAD_JSON);
    }
    const body = submitBody.safeParse(parsed);
    if (body.success) return body.data;
    const issue = body.error.issues[0];
    return refuse(c, 400, `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'Invalid request.'}`);
  }

  const operatorConsole = new Hono<ServerEnv>()
    .use(...operators)
    .post('/', async (c) => {
      const body = await readBody(c, scheduleBody);
      if (body instanceof Response) return body;
      const outcome = await series.schedule.execute({
        title: body.title,
        opensAt: Date.parse(body.opensAt),
        closesAt: Date.parse(body.closesAt),
        operatorId: c.get('identity').userId,
      });
      if (outcome.ok) c.get('log').info({ paper: outcome.value.id }, 'series paper scheduled');
      return reply(c, outcome, (paper) => ({ id: paper.id, title: paper.title, opensAt: iso(paper.opensAt), closesAt: iso(paper.closesAt) }), 201);
    })
    .get('/', async (c) =>
      reply(c, await series.listScheduled.execute(), (papers) => papers.map((paper) => ({ ...paper, opensAt: iso(paper.opensAt), closesAt: iso(paper.closesAt) }))),
    );

  return new Hono<ServerEnv>()
    .route('/operator/mock-series', operatorConsole)
    .get('/mock-series', signedIn, async (c) =>
      reply(c, await series.list.execute({ userId: c.get('identity').userId }), (papers) =>
        papers.map((paper) => ({ ...paper, opensAt: iso(paper.opensAt), closesAt: iso(paper.closesAt) })),
      ),
    )
    .post('/mock-series/:paperId/start', signedIn, async (c) => {
      const paperId = paperOf(c);
      if (paperId instanceof Response) return paperId;
      const outcome = await series.start.execute({ paperId, userId: c.get('identity').userId });
      if (!outcome.ok) return reply(c, outcome, () => null);
      const sitting = outcome.value;
      return c.body(withSharedJson({ ...sitting, startedAt: iso(sitting.startedAt), deadline: iso(sitting.deadline) }, 'questions'), 200, JSON_TYPE);
    })
    .put('/mock-series/:paperId/answers', signedIn, async (c) => {
      const paperId = paperOf(c);
      if (paperId instanceof Response) return paperId;
      const body = await readBody(c, answersBody);
      if (body instanceof Response) return body;
      return reply(c, await series.save.execute({ paperId, userId: c.get('identity').userId, answers: body.answers }), (saved) => ({ savedAt: iso(saved.savedAt) }));
    })
    .post('/mock-series/:paperId/submit', signedIn, async (c) => {
      const paperId = paperOf(c);
      if (paperId instanceof Response) return paperId;
      const body = await optionalBody(c);
      if (body instanceof Response) return body;
      return resultReply(c, await series.submit.execute({ paperId, userId: c.get('identity').userId, ...(body.answers ? { answers: body.answers } : {}) }));
    })
    .get('/mock-series/:paperId/result', signedIn, async (c) => {
      const paperId = paperOf(c);
      if (paperId instanceof Response) return paperId;
      return resultReply(c, await series.result.execute({ paperId, userId: c.get('identity').userId }));
    })
    .get('/mock-series/:paperId/leaderboard', signedIn, async (c) => {
      const paperId = paperOf(c);
      if (paperId instanceof Response) return paperId;
      return reply(c, await series.leaderboard.execute({ paperId, userId: c.get('identity').userId }), (board) => board);
    })
    .get('/leaderboard/me', signedIn, async (c) => {
      const choice = await series.choices.find(c.get('identity').userId);
      return c.json({ success: true, data: choice ?? { displayName: null, optIn: false } });
    })
    .put('/leaderboard/me', signedIn, async (c) => {
      const body = await readBody(c, choiceBody);
      if (body instanceof Response) return body;
      return reply(c, await series.setChoice.execute({ userId: c.get('identity').userId, displayName: body.displayName, optIn: body.optIn }), (choice) => choice);
    });
}
