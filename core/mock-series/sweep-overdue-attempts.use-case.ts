import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';

/** Submits, as they stand, every attempt whose time is over: run when the server starts. */
export class SweepOverdueAttempts {
  constructor(
    private readonly ports: Pick<SeriesPorts, 'clock'>,
    private readonly marking: SeriesMarking,
  ) {}

  execute(): Promise<Result<number>> {
    return seriesOutcome(() => this.marking.sweep(this.ports.clock.now()));
  }
}
