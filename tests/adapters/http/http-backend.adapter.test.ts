import 'reflect-metadata';
import { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpBackend, PUBLIC_DEMO_PASSWORD } from '../../../adapters/http/http-backend.adapter';
import { demoUsername } from '../../../core/auth/session.rules';
import type { PaymentSubmission } from '../../../core/payment/payment.model';
import { Auth } from '../../../core/auth/auth.port';
import { Backend } from '../../../core/ports/backend.port';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { MswBackend } from './msw-backend';
import { useMswServer } from './msw-server';

const BASE_URL = 'https://backend.nyayapath.test/';
const TOKEN = 'token-of-asha';

const server = useMswServer();

const daily: PaymentSubmission = { transactionId: '', bankingName: 'Asha Verma', last4: '4821', amount: 15, paymentMethod: 'upi', planType: 'daily' };

let fake: MswBackend;
let auth: FakeAuth;
let backend: HttpBackend;

beforeEach(() => {
  fake = new MswBackend({ baseUrl: BASE_URL });
  server.use(...fake.handlers);
  const user = makeUser('asha@example.in', 'user-1');
  auth = new FakeAuth({ ...makeSession(user), accessToken: fake.addUser(user, TOKEN) });
  backend = new HttpBackend(auth, { baseUrl: BASE_URL });
});

const sent = (path: string) => fake.requests.filter((request) => request.path === path);

describe('HttpBackend requests', () => {
  it('sends the bearer token when signed in, and none when signed out', async () => {
    await backend.getUserStatus();
    expect(sent('api/user/status')[0]?.authorization).toBe(`Bearer ${TOKEN}`);

    // Straight after sign-up with e-mail confirmation on: no session, and the server keeps nothing.
    auth.session = null;
    await backend.registerDemo({ username: 'ravi', email: 'ravi@example.in' });
    expect(sent('api/auth/demo')[0]?.authorization).toBeNull();
    expect(fake.demoRegistrations).toEqual([]);
  });

  it("registers the signed-in student with the e-mail's local part and the spec's public demo password, never a configured secret", async () => {
    const email = 'asha@example.in';
    await backend.registerDemo({ username: demoUsername(email), email });
    expect(sent('api/auth/demo')).toMatchObject([{ method: 'POST', authorization: `Bearer ${TOKEN}`, body: { username: 'asha', email, password: PUBLIC_DEMO_PASSWORD } }]);
    expect(fake.demoRegistrations).toEqual([{ username: 'asha', email }]);
  });

  it('sends the payment in snake_case, with the transaction id trimmed and the method upi', async () => {
    await backend.submitPayment({ ...daily, transactionId: '  T1234  ', amount: 300, planType: 'monthly', notes: ' Paid from GPay ' });
    expect(sent('api/payments/submit')[0]?.body).toEqual({
      transaction_id: 'T1234',
      banking_name: 'Asha Verma',
      last4: '4821',
      amount: 300,
      payment_method: 'upi',
      plan_type: 'monthly',
      notes: 'Paid from GPay',
    });
  });

  it('leaves out notes that are blank, and sends an empty transaction id as empty', async () => {
    await backend.submitPayment({ ...daily, notes: '   ' });
    expect(sent('api/payments/submit')[0]?.body).toEqual({
      transaction_id: '',
      banking_name: 'Asha Verma',
      last4: '4821',
      amount: 15,
      payment_method: 'upi',
      plan_type: 'daily',
    });
  });

  it('starts the free trial at the path carrying the user id', async () => {
    await backend.startFreeTrial('user-1');
    expect(sent('api/user/start-free-trial/user-1')).toHaveLength(1);
    expect(fake.trials).toEqual(['user-1']);
  });

  it('keeps the path of a base URL that has one', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://example.test/backend/api/user/status', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ accountStatus: 'free', hasActivePlan: false });
      }),
    );
    await new HttpBackend(auth, { baseUrl: 'https://example.test/backend' }).getUserStatus();
    expect(seen).toEqual(['https://example.test/backend/api/user/status']);
  });

  it('can be built by the container with its options', () => {
    const container = new Container();
    container.bind(Auth).toConstantValue(auth);
    container.bind(Backend).toResolvedValue((bound: Auth) => new HttpBackend(bound, { baseUrl: BASE_URL }), [Auth]);
    expect(container.get(Backend)).toBeInstanceOf(HttpBackend);
  });
});

describe('HttpBackend status replies', () => {
  it('reads the status under data, ignoring fields it does not use', async () => {
    fake.failures.set('api/user/status', {
      kind: 'body',
      text: JSON.stringify({
        success: true,
        data: { accountStatus: 'upgraded', hasActivePlan: true, user: { planType: 'premium', id: 7 }, plan: 'monthly', subscriptionValidTill: '2026-12-01T00:00:00.000Z', credits: 35 },
      }),
    });
    expect(await backend.getUserStatus()).toEqual({
      accountStatus: 'upgraded',
      hasActivePlan: true,
      user: { planType: 'premium' },
      plan: 'monthly',
      subscriptionValidTill: '2026-12-01T00:00:00.000Z',
    });
  });

  it("reads the usage a metering backend reports, and ignores a malformed one", async () => {
    const usage = { aiDoubtSolver: 5, topicPractice: 2, materialPractice: 0, conceptExplainer: 1, studyAdvice: 0 };
    fake.failures.set('api/user/status', { kind: 'body', text: JSON.stringify({ success: true, data: { accountStatus: 'free', hasActivePlan: false, usage } }) });
    expect(await backend.getUserStatus()).toMatchObject({ accountStatus: 'free', usage });

    fake.failures.set('api/user/status', { kind: 'body', text: JSON.stringify({ data: { accountStatus: 'free', hasActivePlan: false, usage: { aiDoubtSolver: -3 } } }) });
    expect(await backend.getUserStatus()).not.toHaveProperty('usage');
  });

  it('reads the status at the top level', async () => {
    const topLevel = new MswBackend({ baseUrl: BASE_URL, statusShape: 'top-level' });
    server.use(...topLevel.handlers);
    topLevel.addUser(makeUser('asha@example.in', 'user-1'), TOKEN);
    expect(await backend.getUserStatus()).toEqual({ accountStatus: 'free', hasActivePlan: false, user: { planType: 'free' }, plan: null, subscriptionValidTill: null });
  });

  it('reads a status with only hasActivePlan as an unknown (free-looking) account status', async () => {
    fake.failures.set('api/user/status', { kind: 'body', text: '{"hasActivePlan": true}' });
    expect(await backend.getUserStatus()).toEqual({ accountStatus: '', hasActivePlan: true, plan: null, subscriptionValidTill: null });
  });

  it("fails with the server's message when it answers success: false", async () => {
    fake.failures.set('api/user/status', { kind: 'body', text: '{"success": false, "message": "User not found"}' });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ name: 'AppError', code: 'http', message: 'User not found' });
  });

  it('fails with its own words when a refusal gives none', async () => {
    fake.failures.set('api/user/status', { kind: 'body', text: '{"success": false}' });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'http', message: 'The user status API refused the request.' });
  });

  it.each([
    ['not JSON', '<!doctype html><p>Not found</p>'],
    ['cut short', '{"success": true, "data": {"accountStatus": "fr'],
    ['empty', ''],
    ['a list', '[]'],
    ['without a status', '{"success": true, "data": {}}'],
    ['a status of the wrong type', '{"accountStatus": 7, "hasActivePlan": false}'],
    ['hasActivePlan as text', '{"data": {"accountStatus": "upgraded", "hasActivePlan": "yes"}}'],
    ['planType of the wrong type', '{"accountStatus": "free", "hasActivePlan": false, "user": {"planType": 3}}'],
  ])('calls a status body that is %s malformed', async (_case, text) => {
    fake.failures.set('api/user/status', { kind: 'body', text });
    await expect(backend.getUserStatus()).rejects.toMatchObject({
      name: 'AppError',
      code: 'malformed_response',
      message: 'The user status API returned an unexpected response.',
    });
  });
});

describe('HttpBackend payment replies', () => {
  it("returns the server's refusal of the details as a reply, whether sent as 400 or 200", async () => {
    expect(await backend.submitPayment({ ...daily, amount: 10 })).toEqual({ success: false, message: 'Amount must be ₹15 for the daily plan' });
    fake.failures.set('api/payments/submit', { kind: 'body', text: '{"success": false, "message": "Duplicate transaction"}' });
    expect(await backend.submitPayment(daily)).toEqual({ success: false, message: 'Duplicate transaction' });
  });

  it('calls a reply without a success flag malformed', async () => {
    fake.failures.set('api/payments/submit', { kind: 'body', text: '{"ok": true}' });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ code: 'malformed_response', message: 'The payment API returned an unexpected response.' });
  });

  it('fails a free trial the server refuses, with its message', async () => {
    fake.failures.set('api/user/start-free-trial/user-1', { kind: 'body', text: '{"success": false, "message": "Trial already used"}' });
    await expect(backend.startFreeTrial('user-1')).rejects.toMatchObject({ code: 'http', message: 'Trial already used' });
  });

  it('accepts a free trial answered with an empty or non-JSON body', async () => {
    fake.failures.set('api/user/start-free-trial/user-1', { kind: 'body', text: '' });
    await expect(backend.startFreeTrial('user-1')).resolves.toBeUndefined();
    fake.failures.set('api/user/start-free-trial/user-1', { kind: 'body', text: 'OK' });
    await expect(backend.startFreeTrial('user-1')).resolves.toBeUndefined();
  });
});

describe('HttpBackend failures', () => {
  it("keeps the student signed in on a 401 about a payment, with the server's message", async () => {
    fake.failures.set('api/payments/submit', { kind: 'status', status: 401, body: { message: 'Your plan needs a payment first' } });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ name: 'AppError', code: 'payment_required', message: 'Your plan needs a payment first' });
  });

  it("uses the body's error field, or the catalogue's words, on a payment 401", async () => {
    fake.failures.set('api/payments/submit', { kind: 'status', status: 401, body: { error: 'Payment pending approval' } });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ code: 'payment_required', message: 'Payment pending approval' });
    fake.failures.set('api/payments/submit', { kind: 'status', status: 401, body: 'Unauthorized' });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ code: 'payment_required', message: 'Payment required to use this feature' });
  });

  it('treats a 401 on the trial path as a payment matter', async () => {
    fake.failures.set('api/user/start-free-trial/user-1', { kind: 'status', status: 401, body: {} });
    await expect(backend.startFreeTrial('user-1')).rejects.toMatchObject({ code: 'payment_required', message: 'Payment required to use this feature' });
  });

  it('ends the session on any other 401, unless the message is about an upgrade', async () => {
    fake.failures.set('api/user/status', { kind: 'status', status: 401, body: { message: 'jwt expired' } });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'session_expired', message: 'Authentication failed' });
    fake.failures.set('api/user/status', { kind: 'status', status: 401, body: { message: 'Upgrade your plan to continue' } });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'payment_required', message: 'Upgrade your plan to continue' });
  });

  it('fails a demo registration that is not OK with the catalogue text, whatever the status', async () => {
    for (const status of [401, 409, 500]) {
      fake.failures.set('api/auth/demo', { kind: 'status', status, body: { message: 'nope' } });
      await expect(backend.registerDemo({ username: 'asha', email: 'asha@example.in' })).rejects.toMatchObject({
        code: 'http',
        message: `Backend auth failed: ${status}`,
      });
    }
  });

  it('fails a server error with the status and body, after one retry of the read', async () => {
    fake.failures.set('api/user/status', { kind: 'status', status: 500, body: { error: 'database down' } });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'http', message: 'User status API error: 500 {"error":"database down"}' });
    expect(sent('api/user/status')).toHaveLength(2);
  });

  it('never repeats a payment, even after a 503', async () => {
    fake.failures.set('api/payments/submit', { kind: 'status', status: 503, body: 'Service Unavailable' });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ code: 'http', message: 'Payment API error: 503 Service Unavailable' });
    expect(sent('api/payments/submit')).toHaveLength(1);
  });

  it('names the free trial call in its error text', async () => {
    fake.failures.set('api/user/start-free-trial/user-1', { kind: 'status', status: 404, body: { error: 'No such user' } });
    await expect(backend.startFreeTrial('user-1')).rejects.toMatchObject({ code: 'http', message: 'Free trial API error: 404 {"error":"No such user"}' });
  });

  it('shortens a long error body', async () => {
    fake.failures.set('api/payments/submit', { kind: 'status', status: 500, body: 'x'.repeat(1_000) });
    const error = await backend.submitPayment(daily).catch((caught: unknown) => caught as Error);
    expect(error.message).toBe(`Payment API error: 500 ${'x'.repeat(300)}…`);
  });

  it('fails with the network message when the connection fails', async () => {
    fake.failures.set('api/payments/submit', { kind: 'network' });
    await expect(backend.submitPayment(daily)).rejects.toMatchObject({ name: 'AppError', code: 'network', message: 'Failed to connect to server' });
    fake.failures.set('api/user/status', { kind: 'network' });
    await expect(backend.getUserStatus()).rejects.toMatchObject({ code: 'network', message: 'Failed to connect to server' });
    fake.failures.set('api/auth/demo', { kind: 'network' });
    await expect(backend.registerDemo({ username: 'asha', email: 'asha@example.in' })).rejects.toMatchObject({ code: 'network' });
  });

  it('times out a request that takes too long', async () => {
    const impatient = new HttpBackend(auth, { baseUrl: BASE_URL, timeoutMs: 50 });
    fake.failures.set('api/user/status', { kind: 'slow', ms: 1_000 });
    await expect(impatient.getUserStatus()).rejects.toMatchObject({ name: 'AppError', code: 'timeout', message: 'Request timed out. Please try again.' });
  });
});
