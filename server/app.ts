import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger as PinoLogger } from 'pino';
import type { DailyQuizBank } from '../adapters/tutor/quiz/daily-quiz-bank';
import type { ConfirmPayment } from '../core/billing/confirm-payment.use-case';
import type { DecidePayment } from '../core/billing/decide-payment.use-case';
import type { MeterUse } from '../core/billing/meter-use.use-case';
import type { SubmitPayment } from '../core/billing/submit-payment.use-case';
import type { MockQuestionSource } from '../core/mock/mock-question-source.port';
import type { Clock } from '../core/ports/clock.port';
import type { AiAnswers } from './ai/ai-answers';
import type { TokenVerifier } from './auth/token-verifier';
import type { DatabaseHandle } from './database/connect';
import { authenticate, operatorsOnly } from './http/authenticate';
import { allowOrigins } from './http/cors';
import { rateLimit, type RateLimit } from './http/rate-limit';
import { refuse } from './http/replies';
import { requestLog } from './http/request-log';
import type { ServerEnv } from './http/server-env';
import { aiRoutes, AI_REPLIES } from './routes/ai.routes';
import { healthRoutes } from './routes/health.routes';
import { mockRoutes } from './routes/mock.routes';
import { mockSeriesRoutes, type MockSeriesUseCases } from './routes/mock-series.routes';
import { operatorRoutes } from './routes/operator.routes';
import { paymentRoutes } from './routes/payments.routes';
import { questionReportRoutes } from './routes/question-reports.routes';
import { quizRoutes } from './routes/quiz.routes';
import { userRoutes } from './routes/user.routes';
import type { PaymentsStore, StoredPayment } from './stores/payments.store';
import type { QuestionReportsStore } from './stores/question-reports.store';
import type { MockAttemptsStore } from './stores/mock-attempts.store';
import type { QuizAttemptsStore } from './stores/quiz-attempts.store';
import type { StudentsStore } from './stores/students.store';
import type { UsageStore } from './stores/usage.store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Requests per window; generous for a student, tight for a script. */
export interface ServerLimits {
  readonly aiPerUserPerMinute: number;
  readonly aiPerAddressPerMinute: number;
  readonly submissionsPerUserPerHour: number;
  readonly submissionsPerAddressPerHour: number;
  readonly registrationsPerAddressPerHour: number;
  /** Bytes of doubt bodies (up to a 5 MB photo each) read at once by this process. */
  readonly doubtBodyBytesInFlight: number;
}

/** About four photos at once: a burst of them holds tens of megabytes, not gigabytes. */
const DOUBT_BODY_BUDGET = 32 * 1024 * 1024;

/** For load tests from one address only. */
export const NO_LIMITS: ServerLimits = {
  aiPerUserPerMinute: Number.MAX_SAFE_INTEGER,
  aiPerAddressPerMinute: Number.MAX_SAFE_INTEGER,
  submissionsPerUserPerHour: Number.MAX_SAFE_INTEGER,
  submissionsPerAddressPerHour: Number.MAX_SAFE_INTEGER,
  registrationsPerAddressPerHour: Number.MAX_SAFE_INTEGER,
  // Not a request limit but the memory's: load tests keep it.
  doubtBodyBytesInFlight: DOUBT_BODY_BUDGET,
};

export const DEFAULT_LIMITS: ServerLimits = {
  aiPerUserPerMinute: 30,
  aiPerAddressPerMinute: 120,
  submissionsPerUserPerHour: 10,
  submissionsPerAddressPerHour: 30,
  registrationsPerAddressPerHour: 20,
  doubtBodyBytesInFlight: DOUBT_BODY_BUDGET,
};

/** Core's billing workflow, run over the server's PostgreSQL stores. */
export interface ServerBilling {
  readonly submitPayment: SubmitPayment<StoredPayment>;
  readonly decidePayment: DecidePayment<StoredPayment>;
  readonly confirmPayment: ConfirmPayment<StoredPayment>;
  readonly meterUse: MeterUse;
}

/** What the app is built from; compose.ts makes them (buildServer), tests may swap one. */
export interface ServerDeps {
  /** What the health check asks of the database: that it answers and takes writes. */
  readonly storage: Pick<DatabaseHandle, 'checkWrites'>;
  readonly billing: ServerBilling;
  readonly students: StudentsStore;
  /** The operator's reads of the payment queue and its audit trail. */
  readonly payments: PaymentsStore;
  /** Each student's plan and uses, for the status routes. */
  readonly usage: UsageStore;
  readonly questionReports: QuestionReportsStore;
  readonly quizAttempts: QuizAttemptsStore;
  readonly quizBank: DailyQuizBank;
  readonly mockAttempts: MockAttemptsStore;
  /** The passages of the full mock: the tutor's banks and generators. */
  readonly mockSource: MockQuestionSource;
  /** The All-India Mock: scheduled papers, marked and ranked by the server. */
  readonly mockSeries: MockSeriesUseCases;
  readonly ai: AiAnswers;
  readonly verifier: TokenVerifier;
  readonly clock: Clock;
  readonly logger: PinoLogger;
  /** Browser origins allowed to call the API (the app's own address). */
  readonly corsOrigins: readonly string[];
  readonly clientAddress: (c: Parameters<MiddlewareHandler>[0]) => string;
  readonly limits?: ServerLimits;
}

/** Everything but the doubt solver's photo fits in this. */
const BODY_LIMIT = 64 * 1024;

/**
 * The NyayaPath server as one Hono app, built from its adapters: the product backend and the AI
 * host of spec §7, the operator console's API and the health check. Tests build the same app on
 * PGlite and on PostgreSQL.
 */
export function createApp(deps: ServerDeps): Hono<ServerEnv> {
  const { clock, students } = deps;
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const signedIn = authenticate(deps.verifier, students);
  const byUser = (c: Parameters<RateLimit['key']>[0]) => c.get('identity')?.userId ?? null;
  const byAddress = (c: Parameters<RateLimit['key']>[0]) => deps.clientAddress(c);
  const perUserAndAddress = (perUser: number, perAddress: number, windowMs: number) =>
    rateLimit(
      [
        { limit: perUser, windowMs, key: byUser },
        { limit: perAddress, windowMs, key: byAddress },
      ],
      clock,
    );
  // The AI tools and the full mock's starts: what costs a use.
  const aiLimit = perUserAndAddress(limits.aiPerUserPerMinute, limits.aiPerAddressPerMinute, MINUTE);

  const app = new Hono<ServerEnv>();
  app.use(requestLog(deps.logger));
  // Every reply is about one student or the server's state now: no browser, proxy or CDN keeps it.
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // The API sends JSON only: nothing in a reply may load, run or be framed.
  app.use(secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } }));
  app.use(
    allowOrigins({
      origins: deps.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      requestHeaders: ['Authorization', 'Content-Type', 'Accept'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAgeSeconds: 600,
    }),
  );
  const smallBodies = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => refuse(c, 413, AI_REPLIES.tooLarge) });
  // Reads carry no body, and looking for one costs a full Request object per call.
  const withoutBody = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.use('/api/*', (c, next) => (withoutBody.has(c.req.method) || c.req.path === '/api/public/solve-doubt' ? next() : smallBodies(c, next)));

  app.route('/health', healthRoutes(deps.storage));
  app.route(
    '/api',
    userRoutes({
      students,
      maybeSignedIn: authenticate(deps.verifier, students, { optional: true }),
      usage: deps.usage,
      clock,
      signedIn,
      registrationLimit: rateLimit([{ limit: limits.registrationsPerAddressPerHour, windowMs: HOUR, key: byAddress }], clock),
    }),
  );
  app.route(
    '/api',
    paymentRoutes({
      submitPayment: deps.billing.submitPayment,
      confirmPayment: deps.billing.confirmPayment,
      clock,
      signedIn,
      submissionLimit: perUserAndAddress(limits.submissionsPerUserPerHour, limits.submissionsPerAddressPerHour, HOUR),
    }),
  );
  app.route(
    '/api',
    aiRoutes({
      ai: deps.ai,
      doubtBodyBudget: limits.doubtBodyBytesInFlight,
      meterUse: deps.billing.meterUse,
      clock,
      signedIn,
      aiLimit,
    }),
  );
  app.route('/api', quizRoutes({ attempts: deps.quizAttempts, bank: deps.quizBank, clock, signedIn }));
  app.route('/api', mockRoutes({ attempts: deps.mockAttempts, source: deps.mockSource, meterUse: deps.billing.meterUse, clock, signedIn, startLimit: aiLimit }));
  const operators = [signedIn, operatorsOnly];
  app.route('/api', mockSeriesRoutes({ series: deps.mockSeries, signedIn, operators }));
  app.route('/api/operator/reports', questionReportRoutes({ reports: deps.questionReports, clock, operators }));
  app.route('/api/operator', operatorRoutes({ payments: deps.payments, decidePayment: deps.billing.decidePayment, students, clock, operators }));

  app.notFound((c) => refuse(c, 404, 'Not found'));
  app.onError((error, c) => {
    c.get('log')?.error({ error: error.message, stack: error.stack }, 'unhandled error');
    return refuse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
