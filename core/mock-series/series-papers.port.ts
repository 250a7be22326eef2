import type { MockPaper } from '../mock/mock.model';
import type { NewSeriesPaper, SeriesPaper, SeriesPaperListing } from './series.model';

/** The scheduled papers. */
export const SeriesPapers = Symbol('SeriesPapers');
export interface SeriesPapers {
  create(paper: NewSeriesPaper): Promise<SeriesPaper>;
  find(id: string): Promise<SeriesPaper | null>;
  /** Every paper, latest opening first, with how many sat it. */
  list(): Promise<readonly SeriesPaperListing[]>;
  /** The papers of the latest `count` scheduled, for assembly to avoid their passages. */
  recent(count: number): Promise<readonly MockPaper[]>;
}
