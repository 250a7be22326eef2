import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRunningPlan } from '../../core/billing/plan-grant.rules';
import {
  DEFAULT_DAILY_CAP,
  handleExplain,
  MAX_BODY_BYTES,
  MAX_QUESTION_LENGTH,
  MESSAGES,
  NOT_CONFIGURED_ANSWER,
  SYSTEM_PROMPT,
  type ExplainDeps,
} from '../../supabase/functions/concept-explainer/handler';

const FUNCTION_URL = 'https://test-project.supabase.co/functions/v1/concept-explainer';
const SUPABASE_URL = 'https://test-project.supabase.co';
const MODEL_URL = 'https://llm.example.test/v1';
const APP_ORIGIN = 'https://app.nyayapath.in';
const STUDENT_TOKEN = 'student-jwt';
const STUDENT_ID = '00000000-0000-4000-8000-00000000000a';
const NOW = Date.parse('2026-11-24T12:00:00Z');

const USER_URL = `${SUPABASE_URL}/auth/v1/user`;
const PLAN_URL = `${SUPABASE_URL}/rest/v1/subscriptions?select=valid_till&user_id=eq.${STUDENT_ID}`;
const TAKE_URL = `${SUPABASE_URL}/rest/v1/rpc/take_concept_explainer_call`;

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

type Route = (call: Call) => Response | Promise<Response>;

interface Routes {
  readonly user?: Route;
  readonly plan?: Route;
  readonly take?: Route;
  readonly model?: Route;
}

/**
 * A fetch that answers the auth server, the Data API and the model as the test says, and records
 * the calls. By default the student is signed in, holds a plan running until tomorrow, and is
 * within today's cap.
 */
function fakeFetch(routes: Routes = {}) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), init };
    calls.push(call);
    if (call.url === USER_URL) {
      return (routes.user ?? ((c) => (header(c, 'Authorization') === `Bearer ${STUDENT_TOKEN}` ? Response.json({ id: STUDENT_ID }) : Response.json({ msg: 'invalid JWT' }, { status: 401 }))))(call);
    }
    if (call.url === PLAN_URL) return (routes.plan ?? (() => Response.json([{ valid_till: '2026-11-25T12:00:00+00:00' }])))(call);
    if (call.url === TAKE_URL) return (routes.take ?? (() => Response.json(true)))(call);
    if (call.url.endsWith('/chat/completions')) {
      return (routes.model ?? (() => Response.json({ choices: [{ index: 0, message: { role: 'assistant', content: '  **Consideration** is ...  ' } }] })))(call);
    }
    throw new TypeError(`unexpected fetch ${call.url}`);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function header(call: Call, name: string): string | null {
  return new Headers(call.init?.headers).get(name);
}

function modelCalled(calls: readonly Call[]): boolean {
  return calls.some((call) => call.url.endsWith('/chat/completions'));
}

function deps(env: Record<string, string>, fetch = fakeFetch().fetch, logged: string[] = []): ExplainDeps {
  return { env: (name) => env[name], fetch, log: (message) => logged.push(message), now: () => NOW };
}

const CONFIGURED = {
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: `${MODEL_URL}/`,
  OPENAI_MODEL: 'clat-tutor-large',
  SUPABASE_URL,
  SUPABASE_ANON_KEY: 'anon-key',
  ALLOWED_ORIGINS: `${APP_ORIGIN},https://nyayapath.in`,
};

/** Only the origin list: no model, so the 'not configured' note is the answer. */
const ORIGINS_ONLY = { ALLOWED_ORIGINS: CONFIGURED.ALLOWED_ORIGINS };

function ask(body: unknown, init: { token?: string | null; method?: string; raw?: string; origin?: string | null } = {}): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.token !== null) headers.set('Authorization', `Bearer ${init.token ?? STUDENT_TOKEN}`);
  if (init.origin !== null) headers.set('Origin', init.origin ?? APP_ORIGIN);
  const method = init.method ?? 'POST';
  return new Request(FUNCTION_URL, { method, headers, body: method === 'POST' ? (init.raw ?? JSON.stringify(body)) : null });
}

/** A POST whose body arrives in 1 KB chunks with no Content-Length, as a chunked upload does; counts the chunks read. */
function chunkedAsk(kilobytes: number) {
  const chunk = new TextEncoder().encode('x'.repeat(1024));
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === kilobytes) return controller.close();
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN, Authorization: `Bearer ${STUDENT_TOKEN}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('concept-explainer with a model configured', () => {
  it('checks the session, the plan and the daily cap, then asks the OpenAI-compatible endpoint as a CLAT tutor', async () => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(ask({ question: '  What is consideration?  ' }), deps(CONFIGURED, fetch));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: '**Consideration** is ...' });
    expect(calls.map((call) => call.url)).toEqual([USER_URL, PLAN_URL, TAKE_URL, `${MODEL_URL}/chat/completions`]);

    const model = calls[3]!;
    expect(header(model, 'Authorization')).toBe('Bearer sk-test');
    expect(JSON.parse(String(model.init?.body))).toMatchObject({
      model: 'clat-tutor-large',
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: 'What is consideration?' },
      ],
    });
    expect(SYSTEM_PROMPT).toContain('CLAT');
  });

  it("reads the plan and takes the call with the student's own token, so row-level security applies", async () => {
    const { fetch, calls } = fakeFetch();
    await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch));
    const [, plan, take] = calls;
    for (const call of [plan!, take!]) {
      expect(header(call, 'Authorization')).toBe(`Bearer ${STUDENT_TOKEN}`);
      expect(header(call, 'apikey')).toBe('anon-key');
    }
    expect(plan?.init?.method ?? 'GET').toBe('GET');
    expect(take?.init?.method).toBe('POST');
    expect(JSON.parse(String(take?.init?.body))).toEqual({ daily_cap: DEFAULT_DAILY_CAP });
    expect(DEFAULT_DAILY_CAP).toBe(50);
  });

  it('takes the daily cap from CONCEPT_EXPLAINER_DAILY_CAP, and the default when it is not a whole number', async () => {
    const capped = fakeFetch();
    await handleExplain(ask({ question: 'Define tort' }), deps({ ...CONFIGURED, CONCEPT_EXPLAINER_DAILY_CAP: ' 7 ' }, capped.fetch));
    expect(JSON.parse(String(capped.calls[2]?.init?.body))).toEqual({ daily_cap: 7 });

    const wrong = fakeFetch();
    const logged: string[] = [];
    await handleExplain(ask({ question: 'Define tort' }), deps({ ...CONFIGURED, CONCEPT_EXPLAINER_DAILY_CAP: 'lots' }, wrong.fetch, logged));
    expect(JSON.parse(String(wrong.calls[2]?.init?.body))).toEqual({ daily_cap: DEFAULT_DAILY_CAP });
    expect(logged.join('\n')).toContain('CONCEPT_EXPLAINER_DAILY_CAP');
  });

  it("uses OpenAI's address and a small model when only the key is set", async () => {
    const { fetch, calls } = fakeFetch();
    const { OPENAI_BASE_URL: _url, OPENAI_MODEL: _model, ...keyOnly } = CONFIGURED;
    await handleExplain(ask({ question: 'Define tort' }), deps(keyOnly, fetch));
    const model = calls.find((call) => call.url.endsWith('/chat/completions'));
    expect(model?.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(JSON.parse(String(model?.init?.body))).toMatchObject({ model: 'gpt-4o-mini' });
  });

  it.each([
    ['no token', ask({ question: 'Define tort' }, { token: null })],
    ['a token the auth server refuses (such as the anon key)', ask({ question: 'Define tort' }, { token: 'anon-key' })],
  ])('refuses a caller with %s, without spending a model call', async (_who, request) => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(request, deps(CONFIGURED, fetch));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: MESSAGES.signIn });
    expect(modelCalled(calls)).toBe(false);
  });

  it('refuses to call the model when it cannot tell who is asking', async () => {
    const { SUPABASE_URL: _url, ...withoutSupabase } = CONFIGURED;
    const logged: string[] = [];
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(withoutSupabase, fakeFetch().fetch, logged));
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['answers 500', { model: () => new Response('{"error":{"message":"overloaded"}}', { status: 500 }) }, 502, 'The AI service answered 500.'],
    ['answers 401 (a wrong key)', { model: () => Response.json({ error: { message: 'bad key' } }, { status: 401 }) }, 502, 'The AI service answered 401.'],
    ['cannot be reached', { model: () => Promise.reject(new TypeError('fetch failed')) }, 502, 'The AI service could not be reached.'],
    ['times out', { model: () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')) }, 504, 'The AI service took too long to answer.'],
    ['sends no choices', { model: () => Response.json({ choices: [] }) }, 502, 'The AI service sent no answer.'],
    ['sends an empty answer', { model: () => Response.json({ choices: [{ message: { content: '  ' } }] }) }, 502, 'The AI service sent no answer.'],
    ['sends malformed JSON', { model: () => new Response('{"choices": [', { headers: { 'Content-Type': 'application/json' } }) }, 502, 'The AI service sent no answer.'],
  ] as const)('says so with a JSON error when the model %s', async (_what, routes, status, error) => {
    const logged: string[] = [];
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fakeFetch(routes).fetch, logged));
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(await response.json()).toEqual({ error });
    expect(logged.length).toBeGreaterThan(0);
  });

  it.each<[string, Route]>([
    ['answers 503', () => new Response('upstream down', { status: 503 })],
    ['cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
    ['names no user', () => Response.json({ aud: 'authenticated' })],
  ])('says so, without a model call, when the auth server %s', async (_what, user) => {
    const { fetch, calls } = fakeFetch({ user });
    const logged: string[] = [];
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch, logged));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: MESSAGES.sessionCheckFailed });
    expect(logged.length).toBeGreaterThan(0);
    expect(modelCalled(calls)).toBe(false);
  });
});

describe('concept-explainer plans', () => {
  it.each<[string, Route]>([
    ['no subscription', () => Response.json([])],
    ['a subscription that ended', () => Response.json([{ valid_till: '2026-11-24T11:59:59+00:00' }])],
  ])('answers a student with %s that payment is required, counting nothing and calling no model', async (_what, plan) => {
    const { fetch, calls } = fakeFetch({ plan });
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch));
    expect(response.status).toBe(401);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    // The app's rule: a 401 that mentions payment keeps the student signed in and opens the payment dialog.
    expect(await response.json()).toEqual({ error: 'Payment required to use this feature' });
    expect(calls.map((call) => call.url)).toEqual([USER_URL, PLAN_URL]);
  });

  it("lets a student through exactly when core's billing rule says the plan runs (the function cannot import core, so this test holds them together)", { timeout: 0 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.constantFrom(0, -1, 1), async (offset, nudge) => {
        const validTill = NOW + (nudge === 0 ? offset : nudge);
        const { fetch } = fakeFetch({ plan: () => Response.json([{ valid_till: new Date(validTill).toISOString() }]) });
        const status = (await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch))).status;
        expect(status === 200).toBe(hasRunningPlan({ plan: 'daily', validTill }, NOW));
      }),
      { numRuns: 200 },
    );
  });

  it('lets a plan that ends this very moment through', async () => {
    const { fetch } = fakeFetch({ plan: () => Response.json([{ valid_till: new Date(NOW).toISOString() }]) });
    expect((await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch))).status).toBe(200);
  });

  it('answers 429 once the daily cap is reached, calling no model', async () => {
    const { fetch, calls } = fakeFetch({ take: () => Response.json(false) });
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'Daily limit reached for the concept explainer. Please try again tomorrow.' });
    expect(modelCalled(calls)).toBe(false);
  });

  it('treats a token PostgREST no longer accepts as an ended session', async () => {
    const { fetch, calls } = fakeFetch({ plan: () => Response.json({ code: 'PGRST303', message: 'JWT expired' }, { status: 401 }) });
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: MESSAGES.signIn });
    expect(modelCalled(calls)).toBe(false);
  });

  it.each<[string, Routes, string]>([
    ['the plan read answers 503', { plan: () => new Response('upstream down', { status: 503 }) }, MESSAGES.planCheckFailed],
    ['the plan read cannot be made', { plan: () => Promise.reject(new TypeError('fetch failed')) }, MESSAGES.planCheckFailed],
    ['the plan read is not a list', { plan: () => Response.json({ valid_till: '2027-01-01T00:00:00Z' }) }, MESSAGES.planCheckFailed],
    ['the plan read is forbidden (grants missing)', { plan: () => Response.json({ code: '42501' }, { status: 403 }) }, MESSAGES.planCheckFailed],
    ['the count answers 500', { take: () => Response.json({ code: '42883', message: 'function does not exist' }, { status: 500 }) }, MESSAGES.usageCheckFailed],
    ['the count cannot be made', { take: () => Promise.reject(new TypeError('fetch failed')) }, MESSAGES.usageCheckFailed],
    ['the count is not true or false', { take: () => Response.json(null) }, MESSAGES.usageCheckFailed],
  ])('answers 502, logs it and calls no model when %s', async (_what, routes, error) => {
    const { fetch, calls } = fakeFetch(routes);
    const logged: string[] = [];
    const response = await handleExplain(ask({ question: 'Define tort' }), deps(CONFIGURED, fetch, logged));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error });
    expect(logged.length).toBeGreaterThan(0);
    expect(modelCalled(calls)).toBe(false);
  });
});

describe('concept-explainer origins', () => {
  it('echoes an allow-listed origin, never *, and varies on Origin', async () => {
    for (const origin of [APP_ORIGIN, 'https://nyayapath.in']) {
      const response = await handleExplain(ask({ question: 'Define tort' }, { origin }), deps(CONFIGURED));
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(response.headers.get('Vary')).toBe('Origin');
    }
  });

  it('answers the CORS preflight of an allow-listed origin', async () => {
    const response = await handleExplain(ask(null, { method: 'OPTIONS' }), deps(ORIGINS_ONLY));
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it.each([
    ['another site', 'https://cheap-clat-notes.example'],
    ['a look-alike of the app', `${APP_ORIGIN}.example`],
    ['the app over http', 'http://app.nyayapath.in'],
    ['a sandboxed page', 'null'],
  ])('refuses %s with 403, before reading the body or calling anything', async (_who, origin) => {
    for (const env of [CONFIGURED, ORIGINS_ONLY]) {
      const { fetch, calls } = fakeFetch();
      for (const method of ['POST', 'OPTIONS']) {
        const response = await handleExplain(ask({ question: 'Define tort' }, { origin, method }), deps(env, fetch));
        expect(response.status).toBe(403);
        expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
        expect(await response.json()).toEqual({ error: 'This origin may not call the concept explainer.' });
      }
      expect(calls).toEqual([]);
    }
  });

  it('lets a server-to-server call with no Origin through, with no CORS grant', async () => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(ask({ question: 'Define tort' }, { origin: null }), deps(CONFIGURED, fetch));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(modelCalled(calls)).toBe(true);
  });

  it('refuses every browser origin, and logs why, when ALLOWED_ORIGINS is not set', async () => {
    const { ALLOWED_ORIGINS: _origins, ...withoutOrigins } = CONFIGURED;
    for (const env of [withoutOrigins, { ...withoutOrigins, ALLOWED_ORIGINS: ' , ' }]) {
      const { fetch, calls } = fakeFetch();
      const logged: string[] = [];
      const response = await handleExplain(ask({ question: 'Define tort' }), deps(env, fetch, logged));
      expect(response.status).toBe(403);
      expect(logged.join('\n')).toContain('ALLOWED_ORIGINS');
      expect(calls).toEqual([]);
      // A server still may call it.
      expect((await handleExplain(ask({ question: 'Define tort' }, { origin: null }), deps(env, fetch))).status).toBe(200);
    }
  });

  it('reads ALLOWED_ORIGINS with spaces and trailing slashes', async () => {
    const env = { ...CONFIGURED, ALLOWED_ORIGINS: ` ${APP_ORIGIN}/ ,  https://nyayapath.in ` };
    expect((await handleExplain(ask({ question: 'Define tort' }), deps(env))).status).toBe(200);
    expect((await handleExplain(ask({ question: 'Define tort' }, { origin: 'https://nyayapath.in' }), deps(env))).status).toBe(200);
  });
});

describe('concept-explainer without a model', () => {
  it('answers that the hosted explainer is not configured, and how to configure it, calling nothing', async () => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(ask({ question: 'What is consideration?' }, { token: null }), deps(ORIGINS_ONLY, fetch));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const { answer } = (await response.json()) as { answer: string };
    expect(answer).toBe(NOT_CONFIGURED_ANSWER);
    expect(answer).toContain('OPENAI_API_KEY');
    expect(answer).toContain('supabase secrets set');
    expect(calls).toEqual([]);
  });

  it('still refuses an unlisted origin and an oversized body', async () => {
    expect((await handleExplain(ask({ question: 'Define tort' }, { origin: 'https://cheap-clat-notes.example' }), deps(ORIGINS_ONLY))).status).toBe(403);
    expect((await handleExplain(ask({ question: 'Define tort' }), deps({}))).status).toBe(403);
    expect((await handleExplain(chunkedAsk(17).request, deps(ORIGINS_ONLY))).status).toBe(413);
  });
});

describe('concept-explainer requests', () => {
  it('refuses other methods', async () => {
    const response = await handleExplain(ask(null, { method: 'GET' }), deps(ORIGINS_ONLY));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it.each([
    ['a body that is not JSON', ask(null, { raw: 'question=tort' })],
    ['an empty body', ask(null, { raw: '' })],
    ['no question', ask({ query: 'tort' })],
    ['a question that is not text', ask({ question: 42 })],
    ['an empty question', ask({ question: '' })],
    ['a blank question', ask({ question: ' \n ' })],
    [`a question over ${MAX_QUESTION_LENGTH} characters`, ask({ question: 'x'.repeat(MAX_QUESTION_LENGTH + 1) })],
    ['a JSON array', ask([{ question: 'tort' }])],
  ])('refuses %s with 400 and a JSON error, before any call', async (_what, request) => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(request, deps(CONFIGURED, fetch));
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(calls).toEqual([]);
  });

  it(`accepts a question of exactly ${MAX_QUESTION_LENGTH} characters`, async () => {
    const response = await handleExplain(ask({ question: 'x'.repeat(MAX_QUESTION_LENGTH) }), deps(ORIGINS_ONLY));
    expect(response.status).toBe(200);
  });

  it('refuses an oversized body by its length', async () => {
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(64 * 1024) },
      body: JSON.stringify({ question: 'tort' }),
    });
    expect((await handleExplain(request, deps(ORIGINS_ONLY))).status).toBe(413);
  });

  it('refuses an oversized chunked body (no Content-Length) once it passes 16 KB, without reading the rest or calling anything', async () => {
    const { fetch, calls } = fakeFetch();
    const { request, pulled } = chunkedAsk(1024);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleExplain(request, deps(CONFIGURED, fetch));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is too large.' });
    expect(MAX_BODY_BYTES).toBe(16 * 1024);
    expect(pulled()).toBeLessThan(20);
    expect(calls).toEqual([]);
  });

  it('reads a chunked body within the cap', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ question: 'What is a tort?' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const headers = { Origin: APP_ORIGIN, Authorization: `Bearer ${STUDENT_TOKEN}` };
    const request = new Request(FUNCTION_URL, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(request, deps(CONFIGURED, fetch));
    expect(response.status).toBe(200);
    const model = calls.find((call) => call.url.endsWith('/chat/completions'));
    expect(JSON.parse(String(model?.init?.body)).messages[1]).toEqual({ role: 'user', content: 'What is a tort?' });
  });
});
