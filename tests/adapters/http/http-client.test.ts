import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient, toAppError, withRefusals, type HttpCall } from '../../../adapters/http/http-client';
import { AppError } from '../../../core/shared/app-error';
import { FakeAuth } from '../../fakes/fake-auth';
import { useMswServer } from './msw-server';

const call: HttpCall = { path: 'api/public/topic-practice', label: 'Topic practice' };

// The ky errors are met over MSW in the adapters' tests; these are the failures ky does not wrap.
describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('payment_required', 'Pay first');
    expect(toAppError(error, call)).toBe(error);
  });

  it('reads a bare TypeError from fetch, as runtimes ky does not recognise throw, as a network failure', () => {
    expect(toAppError(new TypeError('Load failed'), call)).toMatchObject({ code: 'network', message: 'Failed to connect to server' });
  });

  it('reads a JSON syntax error as a malformed response', () => {
    expect(toAppError(new SyntaxError('Unexpected token <'), call)).toMatchObject({
      code: 'malformed_response',
      message: 'The topic practice API returned an unexpected response.',
    });
  });

  it('keeps the message of anything else, as unknown', () => {
    expect(toAppError(new Error('boom'), call)).toMatchObject({ name: 'AppError', code: 'unknown', message: 'boom' });
  });
});

describe('withRefusals', () => {
  const server = useMswServer();
  const baseUrl = 'https://host.test';
  const client = createHttpClient({ baseUrl, auth: new FakeAuth(null) });
  // A POST, which ky never repeats.
  const send = () => client.post(call.path).json();
  const taken = (status: number, message: string | null) => (status === 409 ? new AppError('conflict', message ?? 'Taken already') : null);
  const answer = (status: number, body: object) => server.use(http.post(`${baseUrl}/${call.path}`, () => HttpResponse.json(body, { status })));

  it("words a refusal the feature knows, in the server's words when it sends some", async () => {
    answer(409, { message: 'Taken today' });
    await expect(withRefusals(call, send, taken)).rejects.toMatchObject({ code: 'conflict', message: 'Taken today' });
    answer(409, {});
    await expect(withRefusals(call, send, taken)).rejects.toMatchObject({ code: 'conflict', message: 'Taken already' });
  });

  it('leaves any other failure to toAppError', async () => {
    answer(422, { detail: 'no' });
    await expect(withRefusals(call, send, taken)).rejects.toMatchObject({ code: 'http', message: 'Topic practice API error: 422 {"detail":"no"}' });
  });

  it('answers what the request answers', async () => {
    answer(200, { success: true });
    await expect(withRefusals(call, send, taken)).resolves.toEqual({ success: true });
  });
});
