import { afterEach, describe, expect, it } from 'vitest';
import { EXPLAINER_MESSAGES } from '../../../adapters/supabase/supabase-concept-explainer.adapter';
import { AUTH_MESSAGES } from '../../../core/shared/messages';
import { NOT_CONFIGURED_ANSWER } from '../../../supabase/functions/concept-explainer/handler';
import { useSupabaseServer, type Failure } from './msw-supabase';
import { startSupabaseProject, type SupabaseProject } from './supabase-project';

const server = useSupabaseServer();

let projects: SupabaseProject[] = [];
function project(options?: Parameters<typeof startSupabaseProject>[1]): SupabaseProject {
  const started = startSupabaseProject(server, options);
  projects.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(projects.map((started) => started.cleanup()));
  projects = [];
});

describe('SupabaseConceptExplainer', () => {
  it("invokes concept-explainer with {question} and the student's token, and returns its answer", async () => {
    const { explainer, fake, auth, signIn } = project({ model: (question) => `Consideration: something of value. (${question})` });
    const { userId } = await signIn();
    fake.grantPlan(userId);
    const token = (await auth.currentSession())?.accessToken;

    const answer = await explainer.explain('What is consideration?');

    const [call] = fake.requestsTo('functions/v1/concept-explainer');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ question: 'What is consideration?' });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(fake.modelQuestions).toEqual(['What is consideration?']);
    expect(answer).toBe('Consideration: something of value. (What is consideration?)');
  });

  it("passes on the function's answer when no model is configured", async () => {
    const { explainer } = project({ model: null });
    expect(await explainer.explain('What is consideration?')).toBe(NOT_CONFIGURED_ANSWER);
  });

  it('treats a refusal of the token (401) as a session that has ended', async () => {
    const { explainer, fake } = project();
    await expect(explainer.explain('What is consideration?')).rejects.toMatchObject({
      code: 'session_expired',
      message: AUTH_MESSAGES.authenticationFailed,
    });
    expect(fake.modelQuestions).toEqual([]);
  });

  it.each([
    ['no plan', null],
    ['a plan that ended a minute ago', new Date(Date.now() - 60_000)],
  ])('asks a signed-in student with %s to pay, keeping them signed in', async (_what, validTill) => {
    const { explainer, fake, auth, signIn } = project();
    const { userId } = await signIn();
    if (validTill) fake.grantPlan(userId, validTill);

    await expect(explainer.explain('What is consideration?')).rejects.toMatchObject({
      name: 'AppError',
      code: 'payment_required',
      message: 'Payment required to use this feature',
    });
    expect(fake.modelQuestions).toEqual([]);
    expect(fake.usageCounters).toEqual([]);
    expect(await auth.currentSession()).not.toBeNull();
  });

  it('counts each answered question against the daily cap, and reports the cap once reached', async () => {
    const { explainer, fake, signIn } = project({ conceptExplainerDailyCap: 2 });
    const { userId } = await signIn();
    fake.grantPlan(userId);

    await explainer.explain('What is a tort?');
    await explainer.explain('What is a contract?');
    await expect(explainer.explain('What is a crime?')).rejects.toMatchObject({
      code: 'http',
      message: EXPLAINER_MESSAGES.failed(429, 'Daily limit reached for the concept explainer. Please try again tomorrow.'),
    });
    expect(fake.modelQuestions).toEqual(['What is a tort?', 'What is a contract?']);
    expect(fake.usageCounters).toEqual([expect.objectContaining({ user_id: userId, feature: 'conceptExplainer', used: 2 })]);
    expect(fake.requestsTo('rest/v1/rpc/take_concept_explainer_call').map((call) => call.body)).toEqual([{ daily_cap: 2 }, { daily_cap: 2 }, { daily_cap: 2 }]);
  });

  it('reports a coded error, and asks no model, when the plan cannot be read', async () => {
    const { explainer, fake, signIn } = project();
    const { userId } = await signIn();
    fake.grantPlan(userId);
    fake.fail('rest/v1/subscriptions', { kind: 'network' });
    await expect(explainer.explain('What is consideration?')).rejects.toMatchObject({
      code: 'http',
      message: EXPLAINER_MESSAGES.failed(502, 'Could not check your plan. Please try again.'),
    });
    expect(fake.modelQuestions).toEqual([]);
  });

  it.each<[string, Failure, Record<string, unknown>]>([
    ['the network fails', { kind: 'network' }, { code: 'network', message: AUTH_MESSAGES.networkFailure }],
    ['it answers 500 with a JSON error', { kind: 'status', status: 500, body: { error: 'model exploded' } }, { code: 'http', message: EXPLAINER_MESSAGES.failed(500, 'model exploded') }],
    ['it answers 502 with text', { kind: 'status', status: 502, body: 'Bad gateway' }, { code: 'http', message: EXPLAINER_MESSAGES.failed(502, 'Bad gateway') }],
    ['its JSON is malformed', { kind: 'malformed' }, { code: 'malformed_response', message: EXPLAINER_MESSAGES.malformed }],
    ['its JSON has no answer', { kind: 'status', status: 200, body: { reply: 'hello' } }, { code: 'malformed_response', message: EXPLAINER_MESSAGES.malformed }],
  ])('reports a coded error when %s', async (_what, failure, expected) => {
    const { explainer, fake, logger, signIn } = project();
    await signIn();
    fake.fail('functions/v1/concept-explainer', failure);
    await expect(explainer.explain('What is consideration?')).rejects.toMatchObject({ name: 'AppError', ...expected });
    if (expected['code'] !== 'malformed_response') expect(logger.messages('error')).toContain('Concept explainer failed');
  });
});
