import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMockAllowance } from '../../adapters/http/http-mock-allowance.adapter';
import { USAGE_LIMITS } from '../../core/billing/allowance.rules';
import { ACCESS_MESSAGES } from '../../core/shared/messages';
import { FakeAuth, makeSession, makeUser } from '../fakes/fake-auth';
import { engines, startTestServer, type TestServer } from './support/test-server';
import { newOperator, newStudent } from './support/tokens';
import type { Json } from './support/json';

describe.each(engines())('full mock metering on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
  const claim = (token?: string) => server.call('/api/public/full-mock', { token, body: {} });

  it('is for signed-in students only', async () => {
    expect((await claim()).status).toBe(401);
  });

  it('counts one free mock, then refuses with the upgrade message', async () => {
    const student = await newStudent();
    expect(await json(await claim(student.token))).toEqual({ status: 200, body: { success: true } });
    expect(await json(await claim(student.token))).toEqual({ status: 401, body: { success: false, message: ACCESS_MESSAGES.upgradeRequired } });
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.fullMock).toBe(1);
  });

  it('gives a paid student the paid allowance, and counts parallel starts exactly', async () => {
    const student = await newStudent();
    await server.payAndApprove(student, await newOperator());
    const replies = await Promise.all(Array.from({ length: USAGE_LIMITS.paid + 5 }, () => claim(student.token)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(USAGE_LIMITS.paid);
    const { body } = await json(await server.call('/api/user/status', { token: student.token }));
    expect(body.data.usage.fullMock).toBe(USAGE_LIMITS.paid);
  });

  it('is what the app claims through HttpMockAllowance: a refusal becomes the payment dialog', async () => {
    const student = await newStudent();
    const auth = new FakeAuth({ ...makeSession(makeUser(student.email, student.id)), accessToken: student.token });
    const allowance = new HttpMockAllowance(auth, { baseUrl: server.url });
    await allowance.claimStart();
    await expect(allowance.claimStart()).rejects.toMatchObject({ code: 'payment_required', message: ACCESS_MESSAGES.upgradeRequired });
  });
});
