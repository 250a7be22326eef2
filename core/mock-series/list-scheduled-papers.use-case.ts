import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { paperState } from './series.rules';
import type { PaperState, SeriesPaperListing } from './series.model';

export type ScheduledPaper = SeriesPaperListing & { readonly state: PaperState };

/** The schedule as the operator console shows it: every paper with its state and its takers. */
export class ListScheduledPapers {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(): Promise<Result<ScheduledPaper[]>> {
    return seriesOutcome(async () => {
      const now = this.ports.clock.now();
      await this.marking.sweep(now);
      return (await this.ports.papers.list()).map((paper) => ({ ...paper, state: paperState(paper, now) }));
    });
  }
}
