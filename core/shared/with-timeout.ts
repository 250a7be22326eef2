import type { Clock } from '../ports/clock.port';
import { AppError } from './app-error';

/** Settles with `work`, or rejects with AppError('timeout', message) once `ms` have passed on the clock. */
export async function withTimeout<T>(work: Promise<T>, clock: Clock, ms: number, message: string): Promise<T> {
  let settled = false;
  const deadline = clock.sleep(ms).then(() => {
    if (!settled) throw new AppError('timeout', message);
    return undefined as never;
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    settled = true;
  }
}
