import { AppError } from '../shared/app-error';
import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { SERIES_MESSAGES } from './series.messages';
import { isFinal, percentileOf, rankOf } from './series.rules';
import type { SeriesResult } from './series.model';

/**
 * A student's result: her marks, where they stand among the paper's takers so far (counted by the
 * database), the topper's and the median marks, and the solutions, which only a student who has
 * submitted sees. An attempt whose time is over is submitted as it stands first, as are the
 * paper's other overdue attempts, so the figures count them.
 */
export class GetSeriesResult {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(input: { readonly paperId: string; readonly userId: string }): Promise<Result<SeriesResult>> {
    const { attempts, clock } = this.ports;
    return seriesOutcome(async () => {
      const now = clock.now();
      const paper = await this.marking.paper(input.paperId);
      const found = await attempts.find(paper.id, input.userId);
      if (!found) throw new AppError('not_found', SERIES_MESSAGES.notStarted);
      const attempt = await this.marking.settled(paper, found, now);
      if (attempt.submittedAt === null || attempt.marks === null) throw new AppError('conflict', SERIES_MESSAGES.notSubmitted);
      await this.marking.sweep(now, paper.id);
      const { marks } = attempt;
      const [standing, solutions] = await Promise.all([attempts.standing(paper.id, marks.score), this.marking.solutionsOf(paper)]);
      return {
        paperId: paper.id,
        title: paper.title,
        ...marks,
        percentile: percentileOf(standing),
        rank: rankOf(standing),
        takers: standing.takers,
        topScore: standing.topScore ?? marks.score,
        medianScore: standing.medianScore ?? marks.score,
        final: isFinal(paper, now),
        answers: attempt.answers,
        solutions,
      };
    });
  }
}
