import type { ScheduledPaper } from './list-scheduled-papers.use-case';

/** A paper as an operator schedules it: its title and its window (epoch ms). */
export interface SeriesPaperRequest {
  readonly title: string;
  readonly opensAt: number;
  readonly closesAt: number;
}

/**
 * The operator's side of the All-India Mock, at /admin: the NyayaPath server's operator API,
 * which assembles each scheduled paper and refuses anyone but an operator (AppError 'forbidden').
 * Local mode has no other students, so no desk: the console says the series needs the server.
 */
export const SeriesDesk = Symbol('SeriesDesk');
export interface SeriesDesk {
  /** Every paper, latest opening first, with its state and how many have sat it. */
  listPapers(): Promise<readonly ScheduledPaper[]>;
  /** Throws AppError 'validation' with the server's words for a window it refuses. */
  schedule(paper: SeriesPaperRequest): Promise<{ readonly id: string }>;
}
