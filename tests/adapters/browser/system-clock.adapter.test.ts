import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../../adapters/browser/system-clock.adapter';

afterEach(() => {
  vi.useRealTimers();
});

describe('SystemClock', () => {
  it('tells the wall-clock time', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 4, 1) });
    expect(new SystemClock().now()).toBe(Date.UTC(2026, 4, 1));
  });

  it('sleeps for the given time', async () => {
    vi.useFakeTimers();
    let woke = false;
    void new SystemClock().sleep(30_000).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });
});
