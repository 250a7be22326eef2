import { injectable } from 'inversify';
import type { Clock } from '../../core/ports/clock.port';

/** The wall clock and timers of the browser. */
@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  }
}
