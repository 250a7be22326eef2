import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/shared/app-error';
import { isRecord, parseJson } from '../../../core/shared/json';
import { userStorageKey } from '../../../core/shared/storage-keys';
import { withTimeout } from '../../../core/shared/with-timeout';
import { FakeClock } from '../../fakes/fake-clock';

describe('withTimeout', () => {
  it('settles with the work when it finishes in time', async () => {
    const clock = new FakeClock(0);
    expect(await withTimeout(Promise.resolve(7), clock, 1000, 'late')).toBe(7);
    await expect(withTimeout(Promise.reject(new Error('boom')), clock, 1000, 'late')).rejects.toThrow('boom');
  });

  it('rejects with a timeout AppError when the clock passes the limit', async () => {
    const clock = new FakeClock(0);
    const pending = withTimeout(new Promise(() => undefined), clock, 1000, 'Request timed out. Please try again.');
    const assertion = expect(pending).rejects.toMatchObject({ code: 'timeout', message: 'Request timed out. Please try again.' });
    await clock.advance(1000);
    await assertion;
  });
});

describe('AppError.from', () => {
  it('keeps an AppError, wraps an Error and stringifies anything else', () => {
    const original = new AppError('network', 'offline');
    expect(AppError.from(original)).toBe(original);
    expect(AppError.from(new Error('x'), 'http')).toMatchObject({ code: 'http', message: 'x' });
    expect(AppError.from('plain')).toMatchObject({ code: 'unknown', message: 'plain' });
  });
});

describe('storage helpers', () => {
  it('builds per-user keys from the normalised e-mail', () => {
    expect(userStorageKey('usage', ' Asha@Example.IN ')).toBe('nyayapath.usage.asha@example.in');
  });

  it('reads JSON without throwing', () => {
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson('{')).toBeUndefined();
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(isRecord([])).toBe(false);
    expect(isRecord({})).toBe(true);
  });
});
