/**
 * The concept-explainer edge function's behaviour, free of Deno so that Node tests can run it:
 * POST {question} answers {answer}. Every model call is paid for, so before asking the model it
 * checks, in order: the browser origin is allow-listed, the body is at most 16 KB, the token is a
 * signed-in student's, the student holds a running plan, and today's call is within the daily
 * cap. Without OPENAI_API_KEY it answers that the hosted explainer is not configured (after the
 * origin and size checks, since that note costs nothing). It uses only web-standard Request,
 * Response and fetch, and imports nothing.
 */

export interface ExplainDeps {
  /** A secret or setting by name (Deno.env.get in the function). */
  readonly env: (name: string) => string | undefined;
  readonly fetch: typeof fetch;
  /** Where failures are reported for the operator (console.error in the function). */
  readonly log?: (message: string, detail?: unknown) => void;
  /** Milliseconds since the epoch, to tell whether a plan is still running; Date.now without it. */
  readonly now?: () => number;
}

export const MAX_QUESTION_LENGTH = 1000;
export const MAX_BODY_BYTES = 16 * 1024;
export const DEFAULT_DAILY_CAP = 50;
const MODEL_TIMEOUT_MS = 30_000;
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';

/** The same headers supabase-js's `corsHeaders` lists, sent only to an allow-listed origin. */
const CORS_HEADERS = {
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
} as const;

export const MESSAGES = {
  originRefused: 'This origin may not call the concept explainer.',
  tooLarge: 'The request is too large.',
  signIn: 'Sign in to use the concept explainer.',
  paymentRequired: 'Payment required to use this feature',
  dailyLimit: 'Daily limit reached for the concept explainer. Please try again tomorrow.',
  notSetUp: 'The concept explainer is not set up correctly.',
  sessionCheckFailed: 'Could not check your session. Please try again.',
  planCheckFailed: 'Could not check your plan. Please try again.',
  usageCheckFailed: 'Could not count your use of the concept explainer. Please try again.',
} as const;

export const SYSTEM_PROMPT = [
  "You are NyayaPath's tutor for CLAT UG, India's law-school entrance exam.",
  'Explain the concept the student asks about for its five sections: English Language, Current Affairs and General Knowledge, Legal Reasoning, Logical Reasoning, and Quantitative Techniques.',
  'Answer in Markdown, under 350 words: a plain explanation; one short example (for a legal principle: the principle, the facts, and how it applies); one CLAT tip; then two or three related concepts to study next.',
  'Use Indian law as it stands now: since 1 July 2024 the Bharatiya Nyaya Sanhita, the Bharatiya Nagarik Suraksha Sanhita and the Bharatiya Sakshya Adhiniyam have replaced the IPC, the CrPC and the Evidence Act.',
  'If you are not sure of a fact, say so. If the question is not about CLAT preparation, say that briefly and suggest a related CLAT topic.',
].join(' ');

export const NOT_CONFIGURED_ANSWER = [
  '**The hosted concept explainer is not configured yet.**',
  '',
  "The site's operator turns it on by setting `OPENAI_API_KEY` as a Supabase secret (`supabase secrets set OPENAI_API_KEY=...`),",
  'and optionally `OPENAI_BASE_URL` and `OPENAI_MODEL` for any OpenAI-compatible service.',
].join('\n');

/** The CORS headers for one request, sent with every response to it. */
type ResponseHeaders = Record<string, string>;

export async function handleExplain(request: Request, deps: ExplainDeps): Promise<Response> {
  const cors = corsFor(request, deps);
  if (!cors) return json(403, { error: MESSAGES.originRefused }, { Vary: 'Origin' });
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  if (request.method !== 'POST') return json(405, { error: 'Use POST with {"question": "..."}.' }, { ...cors, Allow: 'POST, OPTIONS' });

  const question = await readQuestion(request, cors);
  if (typeof question !== 'string') return question;

  const apiKey = deps.env('OPENAI_API_KEY')?.trim();
  if (!apiKey) return json(200, { answer: NOT_CONFIGURED_ANSWER }, cors);

  const refusal = await checkCaller(request, deps);
  if (refusal) return json(refusal.status, { error: refusal.error }, cors);

  return askModel(question, apiKey, deps, cors);
}

/**
 * The CORS headers for this request, or null when its origin is not allowed. A request with no
 * Origin header comes from a server, not a browser page, and is allowed (the token checks still
 * apply); a browser's origin must be listed in ALLOWED_ORIGINS, so that no other site can spend
 * the model with a student's session.
 */
function corsFor(request: Request, deps: ExplainDeps): ResponseHeaders | null {
  const origin = request.headers.get('origin');
  if (origin === null) return { Vary: 'Origin' };
  const listed = (deps.env('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry !== '');
  if (listed.length === 0) {
    deps.log?.('ALLOWED_ORIGINS is not set; refusing every browser origin', { origin });
    return null;
  }
  if (!listed.includes(origin)) return null;
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** The question, or the 4xx response that says what is wrong with the request. */
async function readQuestion(request: Request, cors: ResponseHeaders): Promise<string | Response> {
  let body: unknown;
  try {
    const text = await readCapped(request, MAX_BODY_BYTES);
    if (text === null) return json(413, { error: MESSAGES.tooLarge }, cors);
    body = JSON.parse(text);
  } catch {
    // Not JSON, or the body broke off while it was read.
    return json(400, { error: 'Send a JSON body: {"question": "..."}.' }, cors);
  }
  const question = typeof body === 'object' && body !== null ? (body as { question?: unknown }).question : undefined;
  if (typeof question !== 'string' || question.trim() === '') return json(400, { error: 'question must be a non-empty string.' }, cors);
  if (question.length > MAX_QUESTION_LENGTH) return json(400, { error: `question must be at most ${MAX_QUESTION_LENGTH} characters.` }, cors);
  return question.trim();
}

/**
 * The body as text, or null when it is over `limit` bytes. Content-Length refuses early, but a
 * chunked body has none, so the stream is read with a running count and dropped past the cap.
 */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Why a caller may not spend a model call: the status and message to answer with. */
interface Refusal {
  readonly status: number;
  readonly error: string;
}

/**
 * Null when the caller may spend a model call, else the refusal: a signed-in student (the anon
 * key is a valid JWT too, so the gateway's verify_jwt alone would let any visitor through), with
 * a running plan, within today's cap. Each step asks Supabase with the student's own token, so
 * row-level security, not this function, decides what the student may read and count.
 */
async function checkCaller(request: Request, deps: ExplainDeps): Promise<Refusal | null> {
  const supabaseUrl = deps.env('SUPABASE_URL')?.trim().replace(/\/+$/, '');
  const anonKey = deps.env('SUPABASE_ANON_KEY')?.trim();
  if (!supabaseUrl || !anonKey) {
    deps.log?.('SUPABASE_URL and SUPABASE_ANON_KEY are not set; refusing model calls');
    return { status: 500, error: MESSAGES.notSetUp };
  }
  const authorization = request.headers.get('authorization');
  if (!authorization?.toLowerCase().startsWith('bearer ')) return { status: 401, error: MESSAGES.signIn };
  const supabase: Supabase = { url: supabaseUrl, headers: { Authorization: authorization, apikey: anonKey }, deps };

  const userId = await signedInStudent(supabase);
  if (typeof userId !== 'string') return userId;

  const paid = await hasRunningPlan(supabase, userId);
  if (paid !== true) return paid === false ? { status: 401, error: MESSAGES.paymentRequired } : paid;

  const counted = await takeDailyCall(supabase, dailyCap(deps));
  if (counted !== true) return counted === false ? { status: 429, error: MESSAGES.dailyLimit } : counted;
  return null;
}

interface Supabase {
  readonly url: string;
  /** The student's bearer token and the project's anon key, as supabase-js sends them. */
  readonly headers: Readonly<Record<string, string>>;
  readonly deps: ExplainDeps;
}

/** The signed-in student's id, or the refusal. */
async function signedInStudent(supabase: Supabase): Promise<string | Refusal> {
  const failed = { status: 502, error: MESSAGES.sessionCheckFailed };
  const reply = await call(supabase, 'Could not check the session', '/auth/v1/user');
  if (!reply) return failed;
  if (reply.status === 401 || reply.status === 403) return { status: 401, error: MESSAGES.signIn };
  const body: unknown = reply.ok ? await reply.json().catch(() => null) : null;
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  if (typeof id === 'string' && id !== '') return id;
  supabase.deps.log?.('Could not check the session', { status: reply.status });
  return failed;
}

/** Whether the student's subscription runs now, read under row-level security with their token. */
async function hasRunningPlan(supabase: Supabase, userId: string): Promise<boolean | Refusal> {
  const failed = { status: 502, error: MESSAGES.planCheckFailed };
  const reply = await call(supabase, 'Could not read the plan', `/rest/v1/subscriptions?select=valid_till&user_id=eq.${encodeURIComponent(userId)}`);
  if (!reply) return failed;
  // PostgREST's 401 is a token that expired since the session check.
  if (reply.status === 401) return { status: 401, error: MESSAGES.signIn };
  const rows: unknown = reply.ok ? await reply.json().catch(() => null) : null;
  if (!Array.isArray(rows)) {
    supabase.deps.log?.('Could not read the plan', { status: reply.status });
    return failed;
  }
  const now = (supabase.deps.now ?? Date.now)();
  return rows.some((row: unknown) => {
    const validTill = typeof row === 'object' && row !== null ? (row as { valid_till?: unknown }).valid_till : undefined;
    return typeof validTill === 'string' && Date.parse(validTill) >= now;
  });
}

/**
 * Whether today's call was counted within the cap. The database checks and counts in one atomic
 * statement (take_concept_explainer_call), so parallel calls cannot overrun the cap.
 */
async function takeDailyCall(supabase: Supabase, cap: number): Promise<boolean | Refusal> {
  const failed = { status: 502, error: MESSAGES.usageCheckFailed };
  const reply = await call(supabase, 'Could not count the call', '/rest/v1/rpc/take_concept_explainer_call', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ daily_cap: cap }),
  });
  if (!reply) return failed;
  if (reply.status === 401) return { status: 401, error: MESSAGES.signIn };
  const counted: unknown = reply.ok ? await reply.json().catch(() => null) : null;
  if (typeof counted === 'boolean') return counted;
  supabase.deps.log?.('Could not count the call', { status: reply.status });
  return failed;
}

/** A call to the project with the student's headers; null, logged, when it could not be made. */
async function call(
  supabase: Supabase,
  failure: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response | null> {
  try {
    return await supabase.deps.fetch(`${supabase.url}${path}`, { ...init, headers: { ...supabase.headers, Accept: 'application/json', ...init.headers } });
  } catch (error) {
    supabase.deps.log?.(failure, { error: String(error) });
    return null;
  }
}

/** CONCEPT_EXPLAINER_DAILY_CAP, a whole number of calls per student per day; 0 turns the model off. */
function dailyCap(deps: ExplainDeps): number {
  const setting = deps.env('CONCEPT_EXPLAINER_DAILY_CAP')?.trim();
  if (!setting) return DEFAULT_DAILY_CAP;
  if (/^\d{1,9}$/.test(setting)) return Number(setting);
  deps.log?.(`CONCEPT_EXPLAINER_DAILY_CAP is not a whole number; using ${DEFAULT_DAILY_CAP}`, { value: setting });
  return DEFAULT_DAILY_CAP;
}

async function askModel(question: string, apiKey: string, deps: ExplainDeps, cors: ResponseHeaders): Promise<Response> {
  const baseUrl = (deps.env('OPENAI_BASE_URL')?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, '');
  const model = deps.env('OPENAI_MODEL')?.trim() || DEFAULT_MODEL;
  let reply: Response;
  try {
    reply = await deps.fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model,
        temperature: 0.3,
        max_tokens: 800,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    deps.log?.('The AI service could not be reached', { error: String(error) });
    return timedOut ? json(504, { error: 'The AI service took too long to answer.' }, cors) : json(502, { error: 'The AI service could not be reached.' }, cors);
  }
  if (!reply.ok) {
    deps.log?.('The AI service refused the request', { status: reply.status, body: (await reply.text().catch(() => '')).slice(0, 500) });
    return json(502, { error: `The AI service answered ${reply.status}.` }, cors);
  }
  const answer = chatAnswer(await reply.json().catch(() => null));
  if (!answer) {
    deps.log?.('The AI service sent no answer');
    return json(502, { error: 'The AI service sent no answer.' }, cors);
  }
  return json(200, { answer }, cors);
}

/** choices[0].message.content of an OpenAI chat completion, when it is a non-empty string. */
function chatAnswer(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return null;
  const message: unknown = (choices[0] as { message?: unknown } | undefined)?.message;
  const content = typeof message === 'object' && message !== null ? (message as { content?: unknown }).content : undefined;
  return typeof content === 'string' && content.trim() !== '' ? content.trim() : null;
}

function json(status: number, body: unknown, headers: ResponseHeaders = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}
