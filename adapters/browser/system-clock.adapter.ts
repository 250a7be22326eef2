import type { Clock } from '../../core/ports/clock.port';

/** The wall clock and timers of the browser. Plain (no container metadata), so the entry can wait without loading the container. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  }
}
