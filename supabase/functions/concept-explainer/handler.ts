/**
 * The concept-explainer edge function's behaviour, free of Deno so that Node tests can run it:
 * POST {question} answers {answer}. With OPENAI_API_KEY set it asks an OpenAI-compatible chat
 * endpoint as a CLAT tutor (signed-in students only, since every call is paid for); without it
 * it answers that the hosted explainer is not configured and how to configure it. It uses only
 * web-standard Request, Response and fetch, and imports nothing.
 */

export interface ExplainDeps {
  /** A secret or setting by name (Deno.env.get in the function). */
  readonly env: (name: string) => string | undefined;
  readonly fetch: typeof fetch;
  /** Where failures are reported for the operator (console.error in the function). */
  readonly log?: (message: string, detail?: unknown) => void;
}

export const MAX_QUESTION_LENGTH = 1000;
const MAX_BODY_BYTES = 16 * 1024;
const MODEL_TIMEOUT_MS = 30_000;
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';

/** The same headers supabase-js's `corsHeaders` lists: the browser calls this from the app's origin. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
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

export async function handleExplain(request: Request, deps: ExplainDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Use POST with {"question": "..."}.' }, { Allow: 'POST, OPTIONS' });

  const question = await readQuestion(request);
  if (typeof question !== 'string') return question;

  const apiKey = deps.env('OPENAI_API_KEY')?.trim();
  if (!apiKey) return json(200, { answer: NOT_CONFIGURED_ANSWER });

  const signedIn = await checkSignedIn(request, deps);
  if (signedIn) return signedIn;

  return askModel(question, apiKey, deps);
}

/** The question, or the 4xx response that says what is wrong with the request. */
async function readQuestion(request: Request): Promise<string | Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: 'The request is too large.' });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'Send a JSON body: {"question": "..."}.' });
  }
  const question = typeof body === 'object' && body !== null ? (body as { question?: unknown }).question : undefined;
  if (typeof question !== 'string' || question.trim() === '') return json(400, { error: 'question must be a non-empty string.' });
  if (question.length > MAX_QUESTION_LENGTH) return json(400, { error: `question must be at most ${MAX_QUESTION_LENGTH} characters.` });
  return question.trim();
}

/**
 * Null when the bearer token is a signed-in student's, else the refusal. The anon key is a
 * valid JWT too, so the gateway's verify_jwt alone would let any visitor spend the model.
 */
async function checkSignedIn(request: Request, deps: ExplainDeps): Promise<Response | null> {
  const supabaseUrl = deps.env('SUPABASE_URL');
  const anonKey = deps.env('SUPABASE_ANON_KEY');
  if (!supabaseUrl || !anonKey) {
    deps.log?.('SUPABASE_URL and SUPABASE_ANON_KEY are not set; refusing model calls');
    return json(500, { error: 'The concept explainer is not set up correctly.' });
  }
  const authorization = request.headers.get('authorization');
  if (!authorization?.toLowerCase().startsWith('bearer ')) return json(401, { error: 'Sign in to use the concept explainer.' });
  try {
    const reply = await deps.fetch(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`, {
      headers: { Authorization: authorization, apikey: anonKey },
    });
    if (reply.ok) return null;
    if (reply.status === 401 || reply.status === 403) return json(401, { error: 'Sign in to use the concept explainer.' });
    deps.log?.('Could not check the session', { status: reply.status });
  } catch (error) {
    deps.log?.('Could not check the session', { error: String(error) });
  }
  return json(502, { error: 'Could not check your session. Please try again.' });
}

async function askModel(question: string, apiKey: string, deps: ExplainDeps): Promise<Response> {
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
    return timedOut ? json(504, { error: 'The AI service took too long to answer.' }) : json(502, { error: 'The AI service could not be reached.' });
  }
  if (!reply.ok) {
    deps.log?.('The AI service refused the request', { status: reply.status, body: (await reply.text().catch(() => '')).slice(0, 500) });
    return json(502, { error: `The AI service answered ${reply.status}.` });
  }
  const answer = chatAnswer(await reply.json().catch(() => null));
  if (!answer) {
    deps.log?.('The AI service sent no answer');
    return json(502, { error: 'The AI service sent no answer.' });
  }
  return json(200, { answer });
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

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}
