import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import type { Auth } from '../../core/auth/auth.port';
import { CLAT_SECTIONS } from '../../core/exam/clat-pattern';
import type { SeriesService } from '../../core/mock-series/series-service.port';
import { SERIES_MESSAGES } from '../../core/mock-series/series.messages';
import { ANSWER_LETTERS, type LeaderboardChoice, type SeriesAnswers } from '../../core/mock-series/series.model';
import { AppError } from '../../core/shared/app-error';
import { createHttpClient, withRefusals, type HttpCall } from './http-client';

export interface HttpMockSeriesOptions {
  /** The NyayaPath server. */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const SERIES: HttpCall = { path: 'api/mock-series', label: 'All-India Mock' };
const CHOICE: HttpCall = { path: 'api/leaderboard/me', label: 'Leaderboard' };

/** An ISO date and time from the server, as epoch ms. */
const instant = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((text: string) => Date.parse(text)),
);
const section = z.enum(CLAT_SECTIONS);
const answers = z.record(z.string(), z.enum(ANSWER_LETTERS));
const reply = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), data });

const paperSchema = z.object({
  id: z.string(),
  title: z.string(),
  opensAt: instant,
  closesAt: instant,
  state: z.enum(['upcoming', 'open', 'closed']),
  taken: z.boolean(),
  inProgress: z.boolean(),
});

const figureSchema = z.object({
  kind: z.enum(['table', 'bar', 'pie']),
  title: z.string(),
  unit: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
});

const questionSchema = z.object({
  number: z.int(),
  section,
  passageTitle: z.string(),
  passage: z.string(),
  figure: z.optional(figureSchema),
  question: z.string(),
  options: z.tuple([z.string(), z.string(), z.string(), z.string()]),
});

const sittingSchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  startedAt: instant,
  deadline: instant,
  remainingMs: z.number().check(z.nonnegative()),
  submitted: z.boolean(),
  answers,
  questions: z.array(questionSchema),
});

const sectionMarksSchema = z.object({
  section,
  questions: z.number(),
  attempted: z.number(),
  correct: z.number(),
  wrong: z.number(),
  marks: z.number(),
});

const resultSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  score: z.number(),
  correct: z.number(),
  wrong: z.number(),
  unanswered: z.number(),
  sections: z.array(sectionMarksSchema),
  timeTakenMs: z.number(),
  percentile: z.number(),
  rank: z.number(),
  takers: z.number(),
  topScore: z.number(),
  medianScore: z.number(),
  final: z.boolean(),
  answers,
  solutions: z.array(z.object({ number: z.int(), answer: z.enum(ANSWER_LETTERS), explanation: z.string() })),
});

const leaderboardSchema = z.object({
  top: z.array(z.object({ rank: z.number(), displayName: z.string(), score: z.number() })),
  me: z.nullable(z.object({ rank: z.number(), score: z.number(), displayName: z.nullable(z.string()), optIn: z.boolean() })),
});

const choiceSchema = z.object({ displayName: z.nullable(z.string()), optIn: z.boolean() });

/** 'displayName: Your display name must be 2 to 30 characters.' without the field's name: the form shows it under the field. */
const withoutField = (message: string) => message.replace(/^[\w.]+: /, '');

/**
 * The All-India Mock on the NyayaPath server: the papers, the student's one attempt against the
 * server's clock, her result among the other takers, the leaderboard and her choice about it.
 * Every reply is checked against its shape; the server's refusals (a paper closed or not yet open,
 * time up, already submitted, not found, a display name that will not do) keep its words.
 */
export class HttpMockSeries implements SeriesService {
  private readonly client: KyInstance;

  constructor(auth: Auth, options: HttpMockSeriesOptions) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async papers() {
    return (await this.call(SERIES, () => this.client.get(SERIES.path).json(reply(z.array(paperSchema))))).data;
  }

  async start(paperId: string) {
    const path = this.pathOf(paperId, 'start');
    return (await this.call({ ...SERIES, path }, () => this.client.post(path, { json: {} }).json(reply(sittingSchema)))).data;
  }

  async saveAnswers(paperId: string, saved: SeriesAnswers): Promise<void> {
    const path = this.pathOf(paperId, 'answers');
    await this.call({ ...SERIES, path }, () => this.client.put(path, { json: { answers: saved } }).json(reply(z.object({ savedAt: instant }))));
  }

  async submit(paperId: string, last: SeriesAnswers) {
    const path = this.pathOf(paperId, 'submit');
    return (await this.call({ ...SERIES, path }, () => this.client.post(path, { json: { answers: last } }).json(reply(resultSchema)))).data;
  }

  async result(paperId: string) {
    const path = this.pathOf(paperId, 'result');
    return (await this.call({ ...SERIES, path }, () => this.client.get(path).json(reply(resultSchema)))).data;
  }

  async leaderboard(paperId: string) {
    const path = this.pathOf(paperId, 'leaderboard');
    return (await this.call({ ...SERIES, path }, () => this.client.get(path).json(reply(leaderboardSchema)))).data;
  }

  async leaderboardChoice(): Promise<LeaderboardChoice> {
    return (await this.call(CHOICE, () => this.client.get(CHOICE.path).json(reply(choiceSchema)))).data;
  }

  async setLeaderboardChoice(choice: { readonly displayName?: string; readonly optIn: boolean }): Promise<LeaderboardChoice> {
    return (await this.call(CHOICE, () => this.client.put(CHOICE.path, { json: choice }).json(reply(choiceSchema)))).data;
  }

  private pathOf(paperId: string, action: string): string {
    return `${SERIES.path}/${encodeURIComponent(paperId)}/${action}`;
  }

  private call<T>(call: HttpCall, request: () => Promise<T>): Promise<T> {
    return withRefusals(call, request, seriesRefusal);
  }
}

/** The server's refusals of a series paper: its own words, else the app's. */
function seriesRefusal(status: number, message: string | null): AppError | null {
  if (status === 409) return new AppError('conflict', message ?? SERIES_MESSAGES.failed);
  if (status === 404) return new AppError('not_found', message ?? SERIES_MESSAGES.paperNotFound);
  if (status === 400 && message) return new AppError('validation', withoutField(message));
  if (status === 503 && message) return new AppError('unavailable', message);
  return null;
}
