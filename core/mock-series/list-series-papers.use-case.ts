import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { paperState } from './series.rules';
import type { SeriesPaperForStudent } from './series.model';

/** The schedule as a student sees it: each paper's state by the server's clock and whether she has taken it. */
export class ListSeriesPapers {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(input: { readonly userId: string }): Promise<Result<SeriesPaperForStudent[]>> {
    return seriesOutcome(async () => {
      const now = this.ports.clock.now();
      await this.marking.sweep(now);
      const [papers, attempts] = await Promise.all([this.ports.papers.list(), this.ports.attempts.ofStudent(input.userId)]);
      const mine = new Map(attempts.map((attempt) => [attempt.paperId, attempt]));
      return papers.map((paper) => {
        const attempt = mine.get(paper.id);
        return {
          id: paper.id,
          title: paper.title,
          opensAt: paper.opensAt,
          closesAt: paper.closesAt,
          state: paperState(paper, now),
          taken: attempt !== undefined && attempt.submittedAt !== null,
          inProgress: attempt !== undefined && attempt.submittedAt === null,
        };
      });
    });
  }
}
