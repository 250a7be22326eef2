import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpContactInbox } from '../../../adapters/http/http-contact-inbox.adapter';
import { HttpPaymentDesk } from '../../../adapters/http/http-payment-desk.adapter';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { useMswServer } from './msw-server';

const BASE_URL = 'https://api.nyayapath.test';
const server = useMswServer();

const PAYMENT = {
  id: '9b2f8a51-6f0c-4e0e-a7b2-3d7a3c1f0b11',
  userId: '1c6a2f0e-2f55-4c70-9d87-6a1f5b1e9a02',
  email: 'asha@example.in',
  plan: 'monthly',
  amount: 300,
  bankingName: 'Asha Verma',
  last4: '4821',
  notes: 'paid from GPay',
  status: 'pending',
  submittedAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
  reviewerEmail: null,
  reason: null,
};

let auth: FakeAuth;
let desk: HttpPaymentDesk;
let inbox: HttpContactInbox;
const seen: { method: string; path: string; authorization: string | null; body: unknown }[] = [];

beforeEach(() => {
  seen.length = 0;
  auth = new FakeAuth({ ...makeSession(makeUser('operator@nyayapath.in', 'op-1')), accessToken: 'operator-token' });
  desk = new HttpPaymentDesk(auth, { baseUrl: BASE_URL, timeoutMs: 2_000 });
  inbox = new HttpContactInbox(auth, { baseUrl: BASE_URL, timeoutMs: 2_000 });
});

function answer(method: 'get' | 'post', path: string, status: number, body: unknown) {
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname + new URL(request.url).search,
        authorization: request.headers.get('authorization'),
        body: request.method === 'POST' ? await request.json().catch(() => null) : null,
      });
      return typeof body === 'string' ? new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } }) : HttpResponse.json(body as JsonBodyType, { status });
    }),
  );
}

describe('HttpPaymentDesk', () => {
  it("reads the queue with the operator's token into the product's payment records", async () => {
    answer('get', '/api/operator/payments', 200, { success: true, data: [PAYMENT, { ...PAYMENT, id: 'p2', status: 'rejected', notes: null, decidedAt: '2026-11-24T11:00:00.000Z', reason: 'No credit', reviewerEmail: 'operator@nyayapath.in' }] });
    const payments = await desk.listPayments();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/operator/payments', authorization: 'Bearer operator-token' });
    expect(payments[0]).toEqual({
      id: PAYMENT.id,
      userId: PAYMENT.userId,
      email: 'asha@example.in',
      submission: { transactionId: '', bankingName: 'Asha Verma', last4: '4821', amount: 300, paymentMethod: 'upi', planType: 'monthly', notes: 'paid from GPay' },
      state: 'pending',
      submittedAt: Date.parse('2026-11-24T10:00:00.000Z'),
      decidedAt: null,
      reason: null,
      reviewerEmail: null,
    });
    expect(payments[1]).toMatchObject({ state: 'rejected', reason: 'No credit', decidedAt: Date.parse('2026-11-24T11:00:00.000Z') });
    expect(payments[1]!.submission).not.toHaveProperty('notes');
  });

  it('asks the server for one state of the queue when told', async () => {
    answer('get', '/api/operator/payments', 200, { success: true, data: [PAYMENT] });
    expect(await desk.listPayments('pending')).toHaveLength(1);
    expect(seen[0]?.path).toBe('/api/operator/payments?status=pending');
  });

  it('tells a signed-in account without the operator role apart from a signed-out one', async () => {
    answer('get', '/api/operator/payments', 403, { success: false, message: 'Not authorised: operator access only' });
    await expect(desk.listPayments('pending')).rejects.toMatchObject({ code: 'forbidden', message: 'Not authorised: operator access only' });
    answer('get', '/api/operator/audit', 401, { success: false, message: 'Authentication failed' });
    await expect(desk.recentDecisions()).rejects.toMatchObject({ code: 'session_expired', message: 'Authentication failed' });
  });

  it("passes on the server's words when an approval comes too late or for no such payment", async () => {
    answer('post', `/api/operator/payments/${PAYMENT.id}/approve`, 409, { success: false, message: 'This payment was already rejected.' });
    await expect(desk.approve(PAYMENT.id)).rejects.toMatchObject({ code: 'conflict', message: 'This payment was already rejected.' });
    answer('post', '/api/operator/payments/gone/approve', 404, { success: false, message: 'Payment not found' });
    await expect(desk.approve('gone')).rejects.toMatchObject({ code: 'not_found', message: 'Payment not found' });
  });

  it('approves, and rejects with the reason', async () => {
    answer('post', `/api/operator/payments/${PAYMENT.id}/approve`, 200, { success: true, data: { ...PAYMENT, status: 'approved' } });
    answer('post', `/api/operator/payments/${PAYMENT.id}/reject`, 200, { success: true, data: { ...PAYMENT, status: 'rejected' } });
    await desk.approve(PAYMENT.id);
    await desk.reject(PAYMENT.id, 'No credit with these digits');
    expect(seen.map((request) => [request.path, request.body])).toEqual([
      [`/api/operator/payments/${PAYMENT.id}/approve`, null],
      [`/api/operator/payments/${PAYMENT.id}/reject`, { reason: 'No credit with these digits' }],
    ]);
  });

  it('reads recent decisions and, through the contact inbox, the contact messages', async () => {
    answer('get', '/api/operator/audit', 200, {
      success: true,
      data: [
        {
          id: '7',
          operatorId: 'op-1',
          operatorEmail: 'operator@nyayapath.in',
          action: 'approve',
          paymentId: PAYMENT.id,
          studentEmail: 'kavya@example.in',
          plan: 'monthly',
          amount: 300,
          reason: null,
          createdAt: '2026-11-24T10:05:00.000Z',
        },
      ],
    });
    answer('get', '/api/operator/contact', 200, {
      success: true,
      data: [{ id: 'm1', name: 'Meera', email: 'meera@example.in', message: 'Is GK updated?', createdAt: '2026-11-23T09:00:00.000Z' }],
    });
    expect(await desk.recentDecisions()).toEqual([
      {
        id: '7',
        operatorEmail: 'operator@nyayapath.in',
        action: 'approve',
        paymentId: PAYMENT.id,
        studentEmail: 'kavya@example.in',
        plan: 'monthly',
        amount: 300,
        reason: null,
        decidedAt: Date.parse('2026-11-24T10:05:00.000Z'),
      },
    ]);
    expect(seen[0]?.path).toBe('/api/operator/audit?limit=50');
    expect(await inbox.messages()).toEqual([
      { id: 'm1', name: 'Meera', email: 'meera@example.in', message: 'Is GK updated?', receivedAt: Date.parse('2026-11-23T09:00:00.000Z') },
    ]);
  });

  it.each([
    [401, { success: false, message: 'Authentication failed' }, { code: 'session_expired', message: 'Authentication failed' }],
    [403, { success: false, message: 'Not authorised: operator access only' }, { code: 'forbidden', message: 'Not authorised: operator access only' }],
    [404, { success: false, message: 'Payment not found' }, { code: 'not_found', message: 'Payment not found' }],
    [409, { success: false, message: 'This payment was already approved.' }, { code: 'conflict', message: 'This payment was already approved.' }],
    [400, { success: false, message: 'Give a reason for the rejection.' }, { code: 'validation', message: 'Give a reason for the rejection.' }],
  ])('turns a %i into a coded error with the server’s words', async (status, body, error) => {
    answer('post', `/api/operator/payments/${PAYMENT.id}/reject`, status, body);
    await expect(desk.reject(PAYMENT.id, 'x')).rejects.toMatchObject({ name: 'AppError', ...error });
  });

  it('asks the server nothing while nobody is signed in', async () => {
    auth.session = null;
    await expect(desk.listPayments()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(desk.approve(PAYMENT.id)).rejects.toMatchObject({ code: 'session_expired' });
    expect(seen).toEqual([]);
  });

  it('calls a reply it cannot read malformed, and a dropped connection a network failure', async () => {
    answer('get', '/api/operator/payments', 200, { success: true, data: [{ ...PAYMENT, submittedAt: 'yesterday' }] });
    await expect(desk.listPayments()).rejects.toMatchObject({ code: 'malformed_response' });
    answer('get', '/api/operator/contact', 200, '{not json');
    await expect(inbox.messages()).rejects.toMatchObject({ code: 'malformed_response' });
    answer('post', `/api/operator/payments/${PAYMENT.id}/approve`, 200, { success: true });
    await expect(desk.approve(PAYMENT.id)).rejects.toMatchObject({ code: 'malformed_response' });
    answer('get', '/api/operator/audit', 200, { success: true, data: [{ id: '7', paymentId: PAYMENT.id, action: 'refund', operatorEmail: null, reason: null, createdAt: '2026-11-24T10:05:00.000Z' }] });
    await expect(desk.recentDecisions()).rejects.toMatchObject({ code: 'malformed_response' });
    server.use(http.get(`${BASE_URL}/api/operator/audit`, () => HttpResponse.error()));
    await expect(desk.recentDecisions()).rejects.toMatchObject({ code: 'network' });
  });
});
