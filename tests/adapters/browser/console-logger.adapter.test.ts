import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../adapters/browser/console-logger.adapter';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConsoleLogger', () => {
  it('writes each level to the matching console method, with its context', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = new ConsoleLogger();

    logger.info('started');
    logger.warn('slow', { ms: 900 });
    logger.error('failed', { code: 'storage' });

    expect(info).toHaveBeenCalledWith(expect.stringContaining('started'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('slow'), { ms: 900 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed'), { code: 'storage' });
  });
});
