import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger as PinoLogger } from 'pino';
import { TutorMockQuestionSource } from '../adapters/tutor/mock/tutor-mock-question-source.adapter';
import { DailyQuizBank } from '../adapters/tutor/quiz/daily-quiz-bank';
import { ConfirmPayment } from '../core/billing/confirm-payment.use-case';
import { DecidePayment } from '../core/billing/decide-payment.use-case';
import { MeterUse } from '../core/billing/meter-use.use-case';
import { SubmitPayment } from '../core/billing/submit-payment.use-case';
import { GetLeaderboard } from '../core/mock-series/get-leaderboard.use-case';
import { GetSeriesResult } from '../core/mock-series/get-series-result.use-case';
import { ListScheduledPapers } from '../core/mock-series/list-scheduled-papers.use-case';
import { ListSeriesPapers } from '../core/mock-series/list-series-papers.use-case';
import { SaveSeriesAnswers } from '../core/mock-series/save-series-answers.use-case';
import { ScheduleSeriesPaper } from '../core/mock-series/schedule-series-paper.use-case';
import { SeriesMarking, type SeriesPorts } from '../core/mock-series/series-marking';
import { SetLeaderboardChoice } from '../core/mock-series/set-leaderboard-choice.use-case';
import { StartSeriesAttempt } from '../core/mock-series/start-series-attempt.use-case';
import { SubmitSeriesAttempt } from '../core/mock-series/submit-series-attempt.use-case';
import { SweepOverdueAttempts } from '../core/mock-series/sweep-overdue-attempts.use-case';
import type { Clock } from '../core/ports/clock.port';
import type { AiAnswers } from './ai/ai-answers';
import { createApp, type ServerLimits } from './app';
import { rememberingVerifier, type TokenVerifier } from './auth/token-verifier';
import type { DatabaseHandle } from './database/connect';
import { migrate, type MigrationReport } from './database/migrate';
import { claimServerOwnedRows } from './database/server-owned-rows';
import { clientAddress } from './http/client-address';
import type { ServerEnv } from './http/server-env';
import { MockAttemptsStore } from './stores/mock-attempts.store';
import { PaymentsStore } from './stores/payments.store';
import { QuestionReportsStore } from './stores/question-reports.store';
import { QuizAttemptsStore } from './stores/quiz-attempts.store';
import { StatusCache } from './stores/status-cache';
import { followStudentStatus, type StatusFeed } from './stores/status-feed';
import { LeaderboardChoicesStore } from './stores/leaderboard-choices.store';
import { SeriesAttemptsStore } from './stores/series-attempts.store';
import { SeriesPapersStore } from './stores/series-papers.store';
import { StudentsStore } from './stores/students.store';
import type { MockSeriesUseCases } from './routes/mock-series.routes';
import { UsageStore, type PlanAndUsage } from './stores/usage.store';

/** Time for the server: the wall clock, or a fake one in tests. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

export interface ServerParts {
  readonly database: DatabaseHandle;
  /** Apply supabase/migrations first (the embedded store always; PostgreSQL unless DATABASE_MIGRATE=off). */
  readonly migrate: boolean;
  readonly verifier: TokenVerifier;
  readonly logger: PinoLogger;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean;
  /** The AI host's answers, given the stores (the tutor reads profiles and keeps practice history). */
  readonly ai: (students: StudentsStore) => AiAnswers;
  readonly clock?: Clock;
  readonly limits?: ServerLimits;
}

export interface BuiltServer {
  readonly app: Hono<ServerEnv>;
  readonly students: StudentsStore;
  readonly payments: PaymentsStore;
  readonly usage: UsageStore;
  /** This process's copies of students' status, kept honest by `statusFeed`. */
  readonly statusCache: StatusCache<PlanAndUsage>;
  readonly statusFeed: StatusFeed;
  readonly migration: MigrationReport | null;
  /** The All-India Mock's stores and use cases (tests and the benchmark seed through them). */
  readonly mockSeries: MockSeriesUseCases & { readonly ports: SeriesPorts; readonly sweep: SweepOverdueAttempts };
}

/** The All-India Mock's use cases over its PostgreSQL stores and the full mock's passages. */
function buildMockSeries(db: DatabaseHandle['db'], source: TutorMockQuestionSource, clock: Clock): BuiltServer['mockSeries'] {
  const ports: SeriesPorts = { papers: new SeriesPapersStore(db), attempts: new SeriesAttemptsStore(db), choices: new LeaderboardChoicesStore(db), source, clock };
  const marking = new SeriesMarking(ports);
  const result = new GetSeriesResult(ports, marking);
  return {
    ports,
    sweep: new SweepOverdueAttempts(ports, marking),
    schedule: new ScheduleSeriesPaper(ports),
    listScheduled: new ListScheduledPapers(ports, marking),
    list: new ListSeriesPapers(ports, marking),
    start: new StartSeriesAttempt(ports, marking),
    save: new SaveSeriesAnswers(ports, marking),
    submit: new SubmitSeriesAttempt(ports, marking, result),
    result,
    leaderboard: new GetLeaderboard(ports, marking),
    setChoice: new SetLeaderboardChoice(ports),
    choices: ports.choices,
  };
}

/** The composition root of the server: every store on one database, core's use cases over them, and the routes. */
export async function buildServer(parts: ServerParts): Promise<BuiltServer> {
  const { db } = parts.database;
  const migration = parts.migrate ? await migrate(parts.database) : null;
  if (migration?.applied.length) parts.logger.info({ applied: migration.applied }, 'migrations applied');
  const standalone = migration?.standalone ?? false;
  await claimServerOwnedRows(db, parts.logger);
  const clock = parts.clock ?? systemClock;
  const statusCache = new StatusCache<PlanAndUsage>(() => clock.now());
  const statusFeed = await followStudentStatus(parts.database, statusCache, parts.logger);
  const students = new StudentsStore(db, standalone);
  const payments = new PaymentsStore(db, statusCache);
  const usage = new UsageStore(db, statusCache);
  const mockSource = new TutorMockQuestionSource();
  const mockSeries = buildMockSeries(db, mockSource, clock);
  // Attempts whose time ran out while no server was running are submitted as they stood.
  const swept = await mockSeries.sweep.execute();
  if (!swept.ok) parts.logger.error({ error: swept.error.message }, 'overdue series attempts were not submitted at start-up');
  else if (swept.value > 0) parts.logger.info({ submitted: swept.value }, 'overdue series attempts submitted');
  const app = createApp({
    storage: parts.database,
    billing: {
      submitPayment: new SubmitPayment(payments),
      decidePayment: new DecidePayment(payments),
      confirmPayment: new ConfirmPayment(payments),
      meterUse: new MeterUse(usage),
    },
    students,
    payments,
    usage,
    questionReports: new QuestionReportsStore(db),
    quizAttempts: new QuizAttemptsStore(db),
    quizBank: new DailyQuizBank(),
    mockAttempts: new MockAttemptsStore(db),
    mockSource,
    mockSeries,
    ai: parts.ai(students),
    verifier: rememberingVerifier(parts.verifier, () => clock.now()),
    clock,
    logger: parts.logger,
    corsOrigins: parts.corsOrigins,
    clientAddress: clientAddress(parts.trustProxy),
    ...(parts.limits ? { limits: parts.limits } : {}),
  });
  return { app, students, payments, usage, statusCache, statusFeed, migration, mockSeries };
}

export interface Listening {
  /** e.g. http://127.0.0.1:8787 */
  readonly url: string;
  readonly port: number;
  /**
   * Stops taking connections and closes idle ones; requests in flight have `graceMs` to finish
   * (none by default), then their connections are cut.
   */
  close(graceMs?: number): Promise<void>;
}

/** Serves the app on Node's HTTP server; port 0 picks a free one. */
export function listen(app: Hono<ServerEnv>, port: number, host: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      const closeAll = () => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      };
      const address = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${address}:${info.port}`,
        port: info.port,
        close: (graceMs = 0) =>
          new Promise<void>((done) => {
            const cut = setTimeout(() => closeAll(), graceMs);
            server.close(() => {
              clearTimeout(cut);
              done();
            });
            // Keep-alive connections would hold the close open.
            if ('closeIdleConnections' in server) server.closeIdleConnections();
            if (graceMs <= 0) closeAll();
          }),
      });
    });
    server.once('error', reject);
  });
}
