import { createHmac } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ContactSubmissionInsertRow, DiagnosticTestRow, ProfileRow } from '../../../adapters/supabase/supabase-schema';
import { handleExplain } from '../../../supabase/functions/concept-explainer/handler';

/**
 * A Supabase project in memory, speaking the wire formats supabase-js 2.109 reads:
 * - Auth (GoTrue): POST /auth/v1/signup, POST /auth/v1/token?grant_type=password|refresh_token,
 *   POST /auth/v1/logout, GET /auth/v1/user; sessions with JWT access tokens; errors as the
 *   2024-01-01 API sends them ({code, message} and the X-Supabase-Api-Version header) or as
 *   older servers did ({code: status, error_code, msg}).
 * - PostgREST: /rest/v1/<table> with `col=eq.value` filters, `select`, `Prefer: return=...`
 *   and `Accept: application/vnd.pgrst.object+json`, under the grants, row-level security and
 *   check constraints of supabase/migrations (mirrored here; the schema test runs the real ones).
 * - PostgREST RPC: POST /rest/v1/rpc/take_concept_explainer_call {daily_cap}, mirroring the
 *   migration's function (a running plan, then one call counted per day in India up to the cap).
 * - Edge functions: POST /functions/v1/concept-explainer runs the real handler of
 *   supabase/functions/concept-explainer with a fake model behind it; its own calls to Auth and
 *   the Data API are answered by this project. A student holds a plan only once a test grants one.
 * Failures are set per path ('auth/v1/token', 'rest/v1/profiles') and stay until cleared.
 */

export const SUPABASE_URL = 'https://test-project.supabase.co';
/** The app's origin, allow-listed for the concept-explainer function unless a test says otherwise. */
export const APP_ORIGIN = 'https://nyayapath.example';

export type Failure =
  /** The connection fails: fetch rejects. */
  | { readonly kind: 'network' }
  /** A non-2xx status with a JSON body (an object) or a text body (a string). */
  | { readonly kind: 'status'; readonly status: number; readonly body?: object | string }
  /** A 200 whose body is not JSON, sent as JSON. */
  | { readonly kind: 'malformed' };

export interface FakeSupabaseOptions {
  readonly url?: string;
  /** Supabase's default, "Confirm email" on: an account signs in only after the link. */
  readonly confirmEmail?: boolean;
  readonly errorFormat?: '2024-01-01' | 'legacy';
  /** Access token lifetime; supabase-js refreshes within 90 s of expiry. */
  readonly accessTokenSeconds?: number;
  /** The model behind the concept-explainer function; null: no OPENAI_API_KEY is set. */
  readonly model?: ((question: string) => string) | null;
  /** Signs access tokens with HS256 and this secret, as a project's JWT secret does; unsigned without. */
  readonly jwtSecret?: string | null;
  /** The function's ALLOWED_ORIGINS secret; null: unset (every browser origin refused). */
  readonly allowedOrigins?: string | null;
  /** The function's CONCEPT_EXPLAINER_DAILY_CAP secret; its default (50) without. */
  readonly conceptExplainerDailyCap?: number | null;
}

/** A row of public.subscriptions, written by the NyayaPath server when a payment is approved. */
export interface SubscriptionRow {
  readonly user_id: string;
  readonly plan: 'daily' | 'monthly';
  readonly valid_from: string;
  readonly valid_till: string;
}

/** A row of public.usage_counters. */
export interface UsageCounterRow {
  readonly user_id: string;
  readonly feature: string;
  readonly period: string;
  used: number;
  updated_at: string;
}

export interface StoredUser {
  readonly id: string;
  readonly identityId: string;
  readonly email: string;
  password: string;
  emailConfirmedAt: string | null;
  readonly metadata: Record<string, unknown>;
  /** Set by the project's admins only, e.g. { role: 'operator' }. */
  readonly appMetadata: Record<string, unknown>;
  readonly factors: { id: string; factor_type: string; status: string }[];
  readonly createdAt: string;
  lastSignInAt: string | null;
}

export interface RecordedRequest {
  readonly method: string;
  /** Without the project URL and query: 'auth/v1/token'. */
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

interface Caller {
  readonly role: 'anon' | 'authenticated';
  readonly userId: string | null;
}

interface IssuedToken {
  readonly userId: string;
  readonly sessionId: string;
  readonly expiresAt: number;
}

type Row = Record<string, unknown>;

const SUBJECT_QUESTIONS: Readonly<Record<string, number>> = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 2,
  'English Language': 3,
  'General Knowledge': 4,
  'Quantitative Techniques': 2,
};

const PROFILE_UPDATE_COLUMNS = [
  'full_name',
  'losing_marks_area',
  'review_frustration',
  'gk_study_method',
  'dream_nlu',
  'is_first_login',
  'diagnostic_completed',
  'diagnostic_score',
  'predicted_rank',
  'predicted_nlu',
  'exit_feedback',
  'payment_status',
];
const DIAGNOSTIC_INSERT_COLUMNS = [
  'user_id',
  'answers',
  'score_breakdown',
  'total_score',
  'predicted_rank',
  'predicted_nlu',
  'strengths',
  'weaknesses',
];
const CONTACT_INSERT_COLUMNS = ['name', 'email', 'message'];
/** review_queue's insert grant; an upsert on (user_id, question_id) updates the rest of a student's own row. */
const REVIEW_QUEUE_INSERT_COLUMNS = ['user_id', 'question_id', 'question', 'schedule', 'due_at', 'added_at', 'last_wrong_at'];

export class FakeSupabase {
  readonly url: string;
  readonly anonKey: string;
  readonly users: StoredUser[] = [];
  readonly profiles: ProfileRow[] = [];
  readonly diagnosticTests: DiagnosticTestRow[] = [];
  readonly contactSubmissions: (ContactSubmissionInsertRow & { id: string; created_at: string })[] = [];
  /** Tables the client only reads here (their writes have tests of their own): each student sees their own rows. */
  readonly fullMockAttempts: Row[] = [];
  readonly reviewQueue: Row[] = [];
  readonly studyPlans: Row[] = [];
  readonly questionReports: Row[] = [];
  readonly subscriptions: SubscriptionRow[] = [];
  readonly usageCounters: UsageCounterRow[] = [];
  readonly requests: RecordedRequest[] = [];
  /** The questions the fake model was asked. */
  readonly modelQuestions: string[] = [];
  private readonly failures = new Map<string, Failure>();
  private readonly accessTokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, { userId: string; sessionId: string; revoked: boolean }>();
  private readonly liveSessions = new Set<string>();
  private readonly options: Required<Omit<FakeSupabaseOptions, 'url'>>;

  constructor(options: FakeSupabaseOptions = {}) {
    this.url = options.url ?? SUPABASE_URL;
    this.options = {
      confirmEmail: options.confirmEmail ?? true,
      errorFormat: options.errorFormat ?? '2024-01-01',
      accessTokenSeconds: options.accessTokenSeconds ?? 3600,
      model: options.model === undefined ? (question) => `**${question}**, explained for CLAT.` : options.model,
      jwtSecret: options.jwtSecret ?? null,
      allowedOrigins: options.allowedOrigins === undefined ? APP_ORIGIN : options.allowedOrigins,
      conceptExplainerDailyCap: options.conceptExplainerDailyCap ?? null,
    };
    this.anonKey = jwt({ iss: 'supabase', ref: 'test-project', role: 'anon', iat: 1_700_000_000, exp: 4_000_000_000 });
  }

  /** Until cleared, requests to this path ('auth/v1/token', 'rest/v1/profiles') meet the failure. */
  fail(path: string, failure: Failure): void {
    this.failures.set(path, failure);
  }

  clearFailures(): void {
    this.failures.clear();
  }

  /** A user created as Supabase Auth does, and the profile the sign-up trigger makes. */
  createUser(details: {
    email: string;
    password: string;
    confirmed?: boolean;
    metadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
  }): StoredUser {
    const now = new Date().toISOString();
    const user: StoredUser = {
      id: crypto.randomUUID(),
      identityId: crypto.randomUUID(),
      email: details.email.trim().toLowerCase(),
      password: details.password,
      emailConfirmedAt: details.confirmed ? now : null,
      metadata: details.metadata ?? {},
      appMetadata: details.appMetadata ?? {},
      factors: [],
      createdAt: now,
      lastSignInAt: null,
    };
    this.users.push(user);
    this.profiles.push(newProfileRow(user.id, now));
    return user;
  }

  /**
   * What the NyayaPath server does when an operator approves a payment: a plan for this user
   * (by id or e-mail), running until `validTill` (30 days from now without it).
   */
  grantPlan(user: string, validTill: Date = new Date(Date.now() + 30 * 86_400_000), plan: SubscriptionRow['plan'] = 'monthly'): SubscriptionRow {
    const userId = this.findUser(user)?.id ?? user;
    const row: SubscriptionRow = { user_id: userId, plan, valid_from: new Date().toISOString(), valid_till: validTill.toISOString() };
    const existing = this.subscriptions.findIndex((candidate) => candidate.user_id === userId);
    if (existing >= 0) this.subscriptions.splice(existing, 1, row);
    else this.subscriptions.push(row);
    return row;
  }

  /** What the student does by following the confirmation link. */
  confirmEmail(email: string): void {
    const user = this.findUser(email);
    if (!user) throw new Error(`No user ${email}`);
    user.emailConfirmedAt = new Date().toISOString();
  }

  /** Ends every session of this user on the server, as a sign-out elsewhere or an admin would. */
  endSessions(email: string): void {
    const user = this.findUser(email);
    for (const refresh of this.refreshTokens.values()) {
      if (refresh.userId === user?.id) {
        refresh.revoked = true;
        this.liveSessions.delete(refresh.sessionId);
      }
    }
  }

  findUser(email: string): StoredUser | undefined {
    return this.users.find((user) => user.email === email.trim().toLowerCase());
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  get handlers(): HttpHandler[] {
    return [http.all(`${this.url}/*`, ({ request }) => this.route(request))];
  }

  private async route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/+/, '');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = parseBody(text);
    this.requests.push({ method: request.method, path, search: url.searchParams, headers: request.headers, body });

    const failure = this.failures.get(path);
    if (failure) return respondWith(failure);

    if (request.headers.get('apikey') !== this.anonKey) return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
    if (path.startsWith('auth/v1/')) return this.auth(request.method, path.slice('auth/v1/'.length), url.searchParams, body, request.headers);
    if (path.startsWith('rest/v1/')) return this.rest(request, path.slice('rest/v1/'.length), url.searchParams, body);
    if (path === 'functions/v1/concept-explainer') return this.conceptExplainer(request);
    return HttpResponse.json({ message: 'no route' }, { status: 404 });
  }

  // Auth ---------------------------------------------------------------------------------

  private auth(method: string, endpoint: string, search: URLSearchParams, body: unknown, headers: Headers): Response {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (method === 'POST' && endpoint === 'signup') return this.signUp(input);
    if (method === 'POST' && endpoint === 'token' && search.get('grant_type') === 'password') return this.passwordGrant(input);
    if (method === 'POST' && endpoint === 'token' && search.get('grant_type') === 'refresh_token') return this.refreshGrant(input);
    if (method === 'POST' && endpoint === 'logout') return this.logout(headers, search.get('scope') ?? 'global');
    if (method === 'GET' && endpoint === 'user') {
      const user = this.userForToken(headers.get('authorization'));
      return user ? HttpResponse.json(this.userJson(user)) : this.authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return this.authError(404, 'not_found', 'Not found');
  }

  private signUp(input: Record<string, unknown>): Response {
    const email = typeof input['email'] === 'string' ? input['email'].trim().toLowerCase() : '';
    const password = typeof input['password'] === 'string' ? input['password'] : '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return this.authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (password.length < 6) return this.authError(422, 'weak_password', 'Password should be at least 6 characters.');

    const existing = this.findUser(email);
    if (existing) {
      if (!this.options.confirmEmail) return this.authError(422, 'user_already_exists', 'User already registered');
      // With confirmations on, Supabase does not reveal the account: a stand-in user with no
      // identities for a confirmed one; the same user again (the link re-sent) for an unconfirmed one.
      if (!existing.emailConfirmedAt) return HttpResponse.json(this.userJson(existing));
      return HttpResponse.json({ ...this.userJson({ ...existing, id: crypto.randomUUID(), metadata: {} }), identities: [] });
    }

    const metadata = typeof input['data'] === 'object' && input['data'] !== null ? (input['data'] as Record<string, unknown>) : {};
    const user = this.createUser({ email, password, confirmed: !this.options.confirmEmail, metadata });
    // Confirmation on: the user, and an e-mail. Off: signed in at once.
    return HttpResponse.json(this.options.confirmEmail ? this.userJson(user) : this.issueSession(user));
  }

  private passwordGrant(input: Record<string, unknown>): Response {
    const user = this.findUser(typeof input['email'] === 'string' ? input['email'] : '');
    if (!user || user.password !== input['password']) return this.authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.emailConfirmedAt) return this.authError(400, 'email_not_confirmed', 'Email not confirmed');
    return HttpResponse.json(this.issueSession(user));
  }

  private refreshGrant(input: Record<string, unknown>): Response {
    const stored = this.refreshTokens.get(String(input['refresh_token']));
    if (!stored || stored.revoked || !this.liveSessions.has(stored.sessionId)) {
      return this.authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    stored.revoked = true; // rotation
    const user = this.users.find((candidate) => candidate.id === stored.userId);
    if (!user) return this.authError(400, 'user_not_found', 'User not found');
    return HttpResponse.json(this.issueSession(user, stored.sessionId));
  }

  private logout(headers: Headers, scope: string): Response {
    const token = this.accessTokens.get(bearer(headers.get('authorization')) ?? '');
    if (!token) return this.authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    for (const [, refresh] of this.refreshTokens) {
      if (scope === 'global' ? refresh.userId === token.userId : refresh.sessionId === token.sessionId) {
        refresh.revoked = true;
        this.liveSessions.delete(refresh.sessionId);
      }
    }
    return new HttpResponse(null, { status: 204 });
  }

  private issueSession(user: StoredUser, sessionId: string = crypto.randomUUID()): Record<string, unknown> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.options.accessTokenSeconds;
    user.lastSignInAt = new Date().toISOString();
    const accessToken = jwt(
      {
        aud: 'authenticated',
        exp: expiresAt,
        iat: now,
        iss: `${this.url}/auth/v1`,
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'], ...user.appMetadata },
        user_metadata: this.userMetadata(user),
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      this.options.jwtSecret,
    );
    const refreshToken = randomToken(12);
    this.accessTokens.set(accessToken, { userId: user.id, sessionId, expiresAt: expiresAt * 1000 });
    this.refreshTokens.set(refreshToken, { userId: user.id, sessionId, revoked: false });
    this.liveSessions.add(sessionId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.options.accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: this.userJson(user),
    };
  }

  /** The signed-in user behind a bearer token, as GET /auth/v1/user checks it (live session, unexpired). */
  userForToken(authorization: string | null): StoredUser | undefined {
    const token = this.accessTokens.get(bearer(authorization) ?? '');
    if (!token || token.expiresAt <= Date.now() || !this.liveSessions.has(token.sessionId)) return undefined;
    return this.users.find((user) => user.id === token.userId);
  }

  private userMetadata(user: StoredUser): Record<string, unknown> {
    const confirmed = user.emailConfirmedAt !== null;
    return { ...user.metadata, email: user.email, email_verified: confirmed, phone_verified: false, sub: user.id };
  }

  private userJson(user: StoredUser): Record<string, unknown> {
    const identityData = { email: user.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false, sub: user.id };
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.emailConfirmedAt ?? undefined,
      phone: '',
      confirmation_sent_at: user.createdAt,
      confirmed_at: user.emailConfirmedAt ?? undefined,
      last_sign_in_at: user.lastSignInAt ?? undefined,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: this.userMetadata(user),
      identities: [
        {
          identity_id: user.identityId,
          id: user.id,
          user_id: user.id,
          identity_data: identityData,
          provider: 'email',
          last_sign_in_at: user.createdAt,
          created_at: user.createdAt,
          updated_at: user.createdAt,
          email: user.email,
        },
      ],
      created_at: user.createdAt,
      updated_at: user.lastSignInAt ?? user.createdAt,
      is_anonymous: false,
      // Like GoTrue, only when the user has enrolled any.
      ...(user.factors.length > 0 ? { factors: user.factors } : {}),
    };
  }

  private authError(status: number, code: string, message: string): Response {
    if (this.options.errorFormat === 'legacy') {
      return HttpResponse.json({ code: status, error_code: code, msg: message }, { status, headers: { 'x-sb-error-code': code } });
    }
    return HttpResponse.json({ code, message }, { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
  }

  // PostgREST ----------------------------------------------------------------------------

  private callerOf(headers: Headers): Caller | Response {
    const token = bearer(headers.get('authorization'));
    if (token === this.anonKey) return { role: 'anon', userId: null };
    const issued = this.accessTokens.get(token ?? '');
    if (!issued) return restError(401, 'PGRST301', 'No suitable key or wrong key type');
    if (issued.expiresAt <= Date.now()) return restError(401, 'PGRST303', 'JWT expired');
    return { role: 'authenticated', userId: issued.userId };
  }

  private rest(request: Request, table: string, search: URLSearchParams, body: unknown): Response {
    const caller = this.callerOf(request.headers);
    if (caller instanceof Response) return caller;
    const prefer = request.headers.get('prefer') ?? '';
    const wantsObject = (request.headers.get('accept') ?? '').startsWith('application/vnd.pgrst.object+json');
    const filters = parseFilters(search);
    if (filters instanceof Response) return filters;
    const denied = () => restError(caller.role === 'anon' ? 401 : 403, '42501', `permission denied for table ${table}`);

    if (table.startsWith('rpc/')) return this.rpc(request.method, table.slice('rpc/'.length), caller, body);

    const rows = this.tableRows(table);
    if (!rows) return restError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

    switch (request.method) {
      case 'GET': {
        if (table === 'contact_submissions' || caller.role === 'anon') return denied();
        const visible = rows.filter((row) => row['user_id'] === caller.userId && matches(row, filters));
        return represent(visible, search.get('select'), wantsObject, 200);
      }
      case 'PATCH': {
        if (table !== 'profiles' || caller.role === 'anon') return denied();
        const changes = body as Row;
        if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return restError(400, 'PGRST102', 'Empty or invalid json');
        if (Object.keys(changes).some((column) => !PROFILE_UPDATE_COLUMNS.includes(column))) return denied();
        const targets = rows.filter((row) => row['user_id'] === caller.userId && matches(row, filters));
        for (const target of targets) {
          const violation = profileViolation({ ...target, ...changes });
          if (violation) return violation;
        }
        const now = new Date().toISOString();
        for (const target of targets) Object.assign(target, changes, { updated_at: now });
        return prefer.includes('return=representation') ? represent(targets, search.get('select'), wantsObject, 200) : new HttpResponse(null, { status: 204 });
      }
      case 'POST': {
        if (table === 'review_queue') return this.upsertReviewQueue(caller, body, search, prefer, wantsObject, denied);
        const allowed = table === 'contact_submissions' ? CONTACT_INSERT_COLUMNS : table === 'diagnostic_tests' ? DIAGNOSTIC_INSERT_COLUMNS : [];
        if (allowed.length === 0 || (table === 'diagnostic_tests' && caller.role === 'anon')) return denied();
        const inserted = (Array.isArray(body) ? body : [body]) as Row[];
        const created: Row[] = [];
        for (const values of inserted) {
          if (typeof values !== 'object' || values === null) return restError(400, 'PGRST102', 'Empty or invalid json');
          if (Object.keys(values).some((column) => !allowed.includes(column))) return denied();
          if (table === 'diagnostic_tests' && values['user_id'] !== caller.userId) {
            return restError(403, '42501', 'new row violates row-level security policy for table "diagnostic_tests"');
          }
          const violation = table === 'diagnostic_tests' ? diagnosticViolation(values) : contactViolation(values);
          if (violation) return violation;
          created.push({ id: crypto.randomUUID(), ...values, created_at: new Date().toISOString() });
        }
        // Reading the row back needs SELECT, which nobody has on contact_submissions.
        if (prefer.includes('return=representation') && table === 'contact_submissions') return denied();
        rows.push(...created);
        return prefer.includes('return=representation') ? represent(created, search.get('select'), wantsObject, 201) : new HttpResponse(null, { status: 201 });
      }
      default:
        return denied();
    }
  }

  /**
   * review_queue's upsert (`on_conflict=user_id,question_id`) under its policies: a student adds
   * and updates only her own rows, with the granted columns.
   */
  private upsertReviewQueue(caller: Caller, body: unknown, search: URLSearchParams, prefer: string, wantsObject: boolean, denied: () => Response): Response {
    if (caller.role === 'anon' || search.get('on_conflict') !== 'user_id,question_id') return denied();
    const written: Row[] = [];
    for (const values of (Array.isArray(body) ? body : [body]) as Row[]) {
      if (typeof values !== 'object' || values === null) return restError(400, 'PGRST102', 'Empty or invalid json');
      if (Object.keys(values).some((column) => !REVIEW_QUEUE_INSERT_COLUMNS.includes(column))) return denied();
      if (values['user_id'] !== caller.userId) return restError(403, '42501', 'new row violates row-level security policy for table "review_queue"');
      const existing = this.reviewQueue.find((row) => row['user_id'] === values['user_id'] && row['question_id'] === values['question_id']);
      if (existing) Object.assign(existing, values);
      else this.reviewQueue.push({ ...values });
      written.push(existing ?? this.reviewQueue[this.reviewQueue.length - 1]!);
    }
    return prefer.includes('return=representation') ? represent(written, search.get('select'), wantsObject, 201) : new HttpResponse(null, { status: 201 });
  }

  /** take_concept_explainer_call as the migration defines it: executable by authenticated only. */
  private rpc(method: string, name: string, caller: Caller, body: unknown): Response {
    if (name !== 'take_concept_explainer_call') {
      return restError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
    }
    if (method !== 'POST') return restError(405, 'PGRST101', 'Cannot use the GET method on RPC to call a volatile function');
    if (caller.role === 'anon') return restError(401, '42501', `permission denied for function ${name}`);
    const dailyCap = typeof body === 'object' && body !== null ? (body as { daily_cap?: unknown }).daily_cap : undefined;
    if (!Number.isInteger(dailyCap)) return restError(400, 'PGRST202', `Could not find the function public.${name} with the given arguments`);
    const now = new Date();
    const paid = this.subscriptions.some((row) => row.user_id === caller.userId && Date.parse(row.valid_till) >= now.getTime());
    if (!caller.userId || !paid || (dailyCap as number) < 1) return HttpResponse.json(false);
    const period = `day:${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)}`;
    let counter = this.usageCounters.find((row) => row.user_id === caller.userId && row.feature === 'conceptExplainer' && row.period === period);
    if (!counter) {
      counter = { user_id: caller.userId, feature: 'conceptExplainer', period, used: 0, updated_at: now.toISOString() };
      this.usageCounters.push(counter);
    }
    if (counter.used >= (dailyCap as number)) return HttpResponse.json(false);
    counter.used += 1;
    counter.updated_at = now.toISOString();
    return HttpResponse.json(true);
  }

  private tableRows(table: string): Row[] | undefined {
    if (table === 'profiles') return this.profiles as unknown as Row[];
    if (table === 'subscriptions') return this.subscriptions as unknown as Row[];
    if (table === 'usage_counters') return this.usageCounters as unknown as Row[];
    if (table === 'diagnostic_tests') return this.diagnosticTests as unknown as Row[];
    if (table === 'contact_submissions') return this.contactSubmissions as unknown as Row[];
    if (table === 'full_mock_attempts') return this.fullMockAttempts;
    if (table === 'review_queue') return this.reviewQueue;
    if (table === 'study_plans') return this.studyPlans;
    if (table === 'question_reports') return this.questionReports;
    return undefined;
  }

  // Edge function ------------------------------------------------------------------------

  private conceptExplainer(request: Request): Promise<Response> {
    const model = this.options.model;
    const cap = this.options.conceptExplainerDailyCap;
    const env: Record<string, string | undefined> = {
      OPENAI_API_KEY: model ? 'sk-test' : undefined,
      OPENAI_BASE_URL: 'https://model.test/v1',
      SUPABASE_URL: this.url,
      SUPABASE_ANON_KEY: this.anonKey,
      ALLOWED_ORIGINS: this.options.allowedOrigins ?? undefined,
      CONCEPT_EXPLAINER_DAILY_CAP: cap === null ? undefined : String(cap),
    };
    // The function's own calls (the session check, the Data API, the model) stay inside this fake.
    const functionFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const target = String(input);
      if (target === `${this.url}/auth/v1/user`) {
        const user = this.userForToken(new Headers(init?.headers).get('authorization'));
        return user ? Response.json(this.userJson(user)) : Response.json({ code: 'bad_jwt', message: 'invalid JWT' }, { status: 401 });
      }
      if (target.startsWith(`${this.url}/rest/v1/`)) {
        // Recorded and open to fail() like any other call to the project; a network failure rejects.
        const response = await this.route(new Request(target, init));
        if (response.type === 'error') throw new TypeError('fetch failed');
        return response;
      }
      const { messages } = JSON.parse(String(init?.body)) as { messages: { role: string; content: string }[] };
      const question = messages.find((message) => message.role === 'user')?.content ?? '';
      this.modelQuestions.push(question);
      return Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: model?.(question) ?? '' } }] });
    }) as typeof fetch;
    return handleExplain(request, { env: (name) => env[name], fetch: functionFetch });
  }
}

/** One MSW server per test file; each test adds its fake project's handlers. Unexpected requests fail the test. */
export function useSupabaseServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A Web Storage in memory, standing in for the browser's localStorage. */
export class MemoryWebStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The request body as JSON, or its text when it is not JSON. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function respondWith(failure: Failure): Response {
  switch (failure.kind) {
    case 'network':
      return HttpResponse.error();
    case 'status':
      return typeof failure.body === 'string' || failure.body === undefined
        ? HttpResponse.text(failure.body ?? null, { status: failure.status })
        : HttpResponse.json(failure.body, { status: failure.status });
    case 'malformed':
      return new HttpResponse('{"not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
}

function restError(status: number, code: string, message: string, details: string | null = null): Response {
  return HttpResponse.json({ code, details, hint: null, message }, { status });
}

function parseFilters(search: URLSearchParams): [string, string][] | Response {
  const filters: [string, string][] = [];
  for (const [column, condition] of search) {
    if (['select', 'columns', 'order', 'limit', 'offset'].includes(column)) continue;
    if (!condition.startsWith('eq.')) return restError(400, 'PGRST100', `This fake understands eq filters only, not ${condition}`);
    filters.push([column, condition.slice(3)]);
  }
  return filters;
}

function matches(row: Row, filters: [string, string][]): boolean {
  return filters.every(([column, value]) => String(row[column]) === value);
}

/** The rows as PostgREST returns them: the selected columns; one object when asked for one. */
function represent(rows: Row[], select: string | null, wantsObject: boolean, status: number): Response {
  const columns = !select || select === '*' ? null : select.split(',');
  const projected = rows.map((row) => (columns ? Object.fromEntries(columns.map((column) => [column, row[column]])) : { ...row }));
  if (wantsObject) {
    if (projected.length !== 1) {
      return restError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${projected.length} rows`);
    }
    return HttpResponse.json(projected[0], { status });
  }
  const range = projected.length === 0 ? '*/*' : `0-${projected.length - 1}/*`;
  return HttpResponse.json(projected, { status, headers: { 'Content-Range': range } });
}

function checkViolation(table: string, column: string): Response {
  return restError(400, '23514', `new row for relation "${table}" violates check constraint "${table}_${column}_check"`, 'Failing row contains (...).');
}

function textWithin(value: unknown, min: number, max: number): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim().length >= min && value.length <= max);
}

function isBreakdown(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length === 5 &&
    entries.every(([subject, correct]) => subject in SUBJECT_QUESTIONS && Number.isInteger(correct) && (correct as number) >= 0 && (correct as number) <= SUBJECT_QUESTIONS[subject]!)
  );
}

function isSubjectList(value: unknown): boolean {
  return Array.isArray(value) && value.every((subject) => typeof subject === 'string' && subject in SUBJECT_QUESTIONS);
}

function profileViolation(row: Row): Response | null {
  for (const column of ['losing_marks_area', 'review_frustration', 'gk_study_method', 'dream_nlu']) {
    if (!textWithin(row[column], 1, 200)) return checkViolation('profiles', column);
  }
  if (!textWithin(row['full_name'], 1, 100)) return checkViolation('profiles', 'full_name');
  if (!textWithin(row['predicted_nlu'], 1, 100)) return checkViolation('profiles', 'predicted_nlu');
  if (!textWithin(row['exit_feedback'], 1, 2000)) return checkViolation('profiles', 'exit_feedback');
  if (row['payment_status'] !== null && row['payment_status'] !== 'paid') return checkViolation('profiles', 'payment_status');
  const rank = row['predicted_rank'];
  if (rank !== null && !(Number.isInteger(rank) && (rank as number) >= 1 && (rank as number) <= 100_000)) return checkViolation('profiles', 'predicted_rank');
  if (row['diagnostic_score'] !== null && !isBreakdown(row['diagnostic_score'])) return checkViolation('profiles', 'diagnostic_score');
  return null;
}

function diagnosticViolation(row: Row): Response | null {
  for (const column of DIAGNOSTIC_INSERT_COLUMNS) {
    if (row[column] === undefined || row[column] === null) {
      return restError(400, '23502', `null value in column "${column}" of relation "diagnostic_tests" violates not-null constraint`);
    }
  }
  const answers = row['answers'];
  const validAnswers =
    typeof answers === 'object' && answers !== null && !Array.isArray(answers) &&
    Object.keys(answers).length === 13 &&
    Object.values(answers).every((choice) => [0, 1, 2, 3].includes(choice as number));
  if (!validAnswers) return checkViolation('diagnostic_tests', 'answers');
  if (!isBreakdown(row['score_breakdown'])) return checkViolation('diagnostic_tests', 'score_breakdown');
  const score = row['total_score'];
  if (!(Number.isInteger(score) && (score as number) >= 0 && (score as number) <= 100)) return checkViolation('diagnostic_tests', 'total_score');
  const rank = row['predicted_rank'];
  if (!(Number.isInteger(rank) && (rank as number) >= 1 && (rank as number) <= 100_000)) return checkViolation('diagnostic_tests', 'predicted_rank');
  if (!textWithin(row['predicted_nlu'], 1, 100)) return checkViolation('diagnostic_tests', 'predicted_nlu');
  if (!isSubjectList(row['strengths'])) return checkViolation('diagnostic_tests', 'strengths');
  if (!isSubjectList(row['weaknesses'])) return checkViolation('diagnostic_tests', 'weaknesses');
  return null;
}

function contactViolation(row: Row): Response | null {
  if (!textWithin(row['name'], 1, 100) || typeof row['name'] !== 'string') return checkViolation('contact_submissions', 'name');
  const email = row['email'];
  if (typeof email !== 'string' || email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return checkViolation('contact_submissions', 'email');
  if (!textWithin(row['message'], 1, 5000) || typeof row['message'] !== 'string') return checkViolation('contact_submissions', 'message');
  return null;
}

function newProfileRow(userId: string, now: string): ProfileRow {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    full_name: null,
    is_first_login: true,
    losing_marks_area: null,
    review_frustration: null,
    gk_study_method: null,
    dream_nlu: null,
    diagnostic_completed: false,
    diagnostic_score: null,
    predicted_rank: null,
    predicted_nlu: null,
    payment_status: null,
    exit_feedback: null,
    created_at: now,
    updated_at: now,
  };
}

function bearer(authorization: string | null): string | null {
  const match = /^bearer (.+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** A JWT as Supabase issues them: signed with HS256 when a secret is given, else with a signature nobody checks. */
function jwt(payload: Record<string, unknown>, secret: string | null = null): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : randomToken(32);
  return `${unsigned}.${signature}`;
}

function randomToken(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
}
