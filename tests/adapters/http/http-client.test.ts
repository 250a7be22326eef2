import { describe, expect, it } from 'vitest';
import { toAppError, type HttpCall } from '../../../adapters/http/http-client';
import { AppError } from '../../../core/shared/app-error';

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
