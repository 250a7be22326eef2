/** Time, so that every rule that waits or expires runs on fake time in tests. */
export const Clock = Symbol('Clock');
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}
