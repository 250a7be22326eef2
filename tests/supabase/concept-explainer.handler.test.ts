import { describe, expect, it } from 'vitest';
import {
  handleExplain,
  MAX_QUESTION_LENGTH,
  NOT_CONFIGURED_ANSWER,
  SYSTEM_PROMPT,
  type ExplainDeps,
} from '../../supabase/functions/concept-explainer/handler';

const FUNCTION_URL = 'https://test-project.supabase.co/functions/v1/concept-explainer';
const SUPABASE_URL = 'https://test-project.supabase.co';
const MODEL_URL = 'https://llm.example.test/v1';
const STUDENT_TOKEN = 'student-jwt';

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

type Route = (call: Call) => Response | Promise<Response>;

/** A fetch that answers the auth server and the model as the test says, and records the calls. */
function fakeFetch(routes: { user?: Route; model?: Route } = {}) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), init };
    calls.push(call);
    if (call.url === `${SUPABASE_URL}/auth/v1/user`) {
      return (routes.user ?? ((c) => (header(c, 'Authorization') === `Bearer ${STUDENT_TOKEN}` ? Response.json({ id: 'user-1' }) : Response.json({ msg: 'invalid JWT' }, { status: 401 }))))(call);
    }
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

function deps(env: Record<string, string>, fetch = fakeFetch().fetch, logged: string[] = []): ExplainDeps {
  return { env: (name) => env[name], fetch, log: (message) => logged.push(message) };
}

const CONFIGURED = {
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: `${MODEL_URL}/`,
  OPENAI_MODEL: 'clat-tutor-large',
  SUPABASE_URL,
  SUPABASE_ANON_KEY: 'anon-key',
};

function ask(body: unknown, init: { token?: string | null; method?: string; raw?: string } = {}): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.token !== null) headers.set('Authorization', `Bearer ${init.token ?? STUDENT_TOKEN}`);
  const method = init.method ?? 'POST';
  return new Request(FUNCTION_URL, { method, headers, body: method === 'POST' ? (init.raw ?? JSON.stringify(body)) : null });
}

describe('concept-explainer with a model configured', () => {
  it('asks the OpenAI-compatible endpoint as a CLAT tutor and answers with its reply', async () => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(ask({ question: '  What is consideration?  ' }), deps(CONFIGURED, fetch));

    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual({ answer: '**Consideration** is ...' });

    const model = calls.find((call) => call.url.endsWith('/chat/completions'));
    expect(model?.url).toBe(`${MODEL_URL}/chat/completions`);
    expect(header(model!, 'Authorization')).toBe('Bearer sk-test');
    expect(JSON.parse(String(model?.init?.body))).toMatchObject({
      model: 'clat-tutor-large',
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: 'What is consideration?' },
      ],
    });
    expect(SYSTEM_PROMPT).toContain('CLAT');
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
    expect(await response.json()).toEqual({ error: 'Sign in to use the concept explainer.' });
    expect(calls.some((call) => call.url.endsWith('/chat/completions'))).toBe(false);
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
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual({ error });
    expect(logged.length).toBeGreaterThan(0);
  });

  it('says so when the session cannot be checked', async () => {
    const response = await handleExplain(
      ask({ question: 'Define tort' }),
      deps(CONFIGURED, fakeFetch({ user: () => new Response('upstream down', { status: 503 }) }).fetch),
    );
    expect(response.status).toBe(502);
  });
});

describe('concept-explainer without a model', () => {
  it('answers that the hosted explainer is not configured, and how to configure it, calling nothing', async () => {
    const { fetch, calls } = fakeFetch();
    const response = await handleExplain(ask({ question: 'What is consideration?' }, { token: null }), deps({}, fetch));
    expect(response.status).toBe(200);
    const { answer } = (await response.json()) as { answer: string };
    expect(answer).toBe(NOT_CONFIGURED_ANSWER);
    expect(answer).toContain('OPENAI_API_KEY');
    expect(answer).toContain('supabase secrets set');
    expect(calls).toEqual([]);
  });
});

describe('concept-explainer requests', () => {
  it('answers the CORS preflight', async () => {
    const response = await handleExplain(ask(null, { method: 'OPTIONS' }), deps({}));
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('apikey');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('refuses other methods', async () => {
    const response = await handleExplain(ask(null, { method: 'GET' }), deps({}));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it.each([
    ['a body that is not JSON', ask(null, { raw: 'question=tort' })],
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
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(calls).toEqual([]);
  });

  it(`accepts a question of exactly ${MAX_QUESTION_LENGTH} characters`, async () => {
    const response = await handleExplain(ask({ question: 'x'.repeat(MAX_QUESTION_LENGTH) }), deps({}));
    expect(response.status).toBe(200);
  });

  it('refuses an oversized body by its length', async () => {
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(64 * 1024) },
      body: JSON.stringify({ question: 'tort' }),
    });
    expect((await handleExplain(request, deps({}))).status).toBe(413);
  });
});
