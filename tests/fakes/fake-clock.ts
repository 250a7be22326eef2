import type { Clock } from '../../core/ports/clock.port';

/** Enough microtask turns for a woken sleeper's `await` chain to reach its next sleep. */
const SETTLE_TURNS = 20;

interface Sleeper {
  readonly wakeAt: number;
  readonly order: number;
  readonly wake: () => void;
}

/**
 * A Clock that moves only when told. `sleep(ms)` resolves once `advance` moves time to or past
 * its wake-up time; `advance` wakes due sleepers one at a time in wake-up order (ties in the
 * order they slept), with `now()` set to each one's wake-up time, and lets their continuations
 * run (including sleeps they start) before waking the next. Await `advance`.
 *
 *   const clock = new FakeClock(Date.UTC(2026, 0, 1));
 *   await clock.advance(30_000);
 */
export class FakeClock implements Clock {
  private current: number;
  private sleepers: Sleeper[] = [];
  private sleeps = 0;

  constructor(start = Date.UTC(2026, 0, 1, 9, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.sleepers.push({ wakeAt: this.current + ms, order: this.sleeps++, wake: resolve });
    });
  }

  /** Moves time forward by `ms`, waking every sleeper due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (let next = this.nextDue(target); next; next = this.nextDue(target)) {
      this.sleepers = this.sleepers.filter((sleeper) => sleeper !== next);
      this.current = next.wakeAt;
      next.wake();
      await settle();
    }
    this.current = target;
    await settle();
  }

  /** How many sleeps are waiting, e.g. to check a loop has stopped. */
  get pendingSleeps(): number {
    return this.sleepers.length;
  }

  private nextDue(target: number): Sleeper | undefined {
    return this.sleepers
      .filter((sleeper) => sleeper.wakeAt <= target)
      .sort((a, b) => a.wakeAt - b.wakeAt || a.order - b.order)[0];
  }
}

async function settle(): Promise<void> {
  for (let turn = 0; turn < SETTLE_TURNS; turn += 1) await Promise.resolve();
}
