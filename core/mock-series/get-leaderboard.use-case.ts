import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { rankOf } from './series.rules';
import type { Leaderboard } from './series.model';

/** How many rows a leaderboard shows. */
export const LEADERBOARD_SIZE = 50;

/**
 * A paper's leaderboard: the best 50 by score (ties to the quicker), only students who opted in,
 * under the names they chose; and the student's own row, wherever she stands.
 */
export class GetLeaderboard {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(input: { readonly paperId: string; readonly userId: string }): Promise<Result<Leaderboard>> {
    const { attempts, choices, clock } = this.ports;
    return seriesOutcome(async () => {
      const now = clock.now();
      const paper = await this.marking.paper(input.paperId);
      await this.marking.sweep(now, paper.id);
      const [top, mine, choice] = await Promise.all([attempts.leaderboard(paper.id, LEADERBOARD_SIZE), attempts.find(paper.id, input.userId), choices.find(input.userId)]);
      const marks = mine?.marks ?? null;
      const me = marks
        ? { rank: rankOf(await attempts.standing(paper.id, marks.score)), score: marks.score, displayName: choice?.displayName ?? null, optIn: choice?.optIn ?? false }
        : null;
      return { top, me };
    });
  }
}
