import type { Result } from '../shared/result';
import type { GetSeriesResult } from './get-series-result.use-case';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { takesSeriesAnswers } from './series.rules';
import type { SeriesAnswers, SeriesResult } from './series.model';

/**
 * The student hands her paper in: marked on the server against the paper's keys. Answers sent
 * with it count until the deadline and a minute's grace; after that the paper is marked as last
 * saved. Answers the result, as GetSeriesResult gives it.
 */
export class SubmitSeriesAttempt {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
    private readonly results: GetSeriesResult,
  ) {}

  execute(input: { readonly paperId: string; readonly userId: string; readonly answers?: SeriesAnswers }): Promise<Result<SeriesResult>> {
    return seriesOutcome(async () => {
      const now = this.ports.clock.now();
      const { paper, attempt } = await this.marking.unsubmitted(input.paperId, input.userId);
      const answers = input.answers && takesSeriesAnswers(attempt.deadline, now) ? input.answers : attempt.answers;
      await this.marking.submit(paper, attempt, answers, now);
      const result = await this.results.execute({ paperId: paper.id, userId: input.userId });
      if (!result.ok) throw result.error;
      return result.value;
    });
  }
}
