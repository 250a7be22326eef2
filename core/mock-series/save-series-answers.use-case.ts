import { AppError } from '../shared/app-error';
import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { SERIES_MESSAGES } from './series.messages';
import { takesSeriesAnswers } from './series.rules';
import type { SeriesAnswers } from './series.model';

/**
 * Autosave: the answers so far replace the saved ones, until the deadline and a minute's grace.
 * After that they are refused, and the attempt is submitted as it last stood.
 */
export class SaveSeriesAnswers {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(input: { readonly paperId: string; readonly userId: string; readonly answers: SeriesAnswers }): Promise<Result<{ readonly savedAt: number }>> {
    const { attempts, clock } = this.ports;
    return seriesOutcome(async () => {
      const now = clock.now();
      const { paper, attempt } = await this.marking.unsubmitted(input.paperId, input.userId);
      if (!takesSeriesAnswers(attempt.deadline, now)) {
        await this.marking.settled(paper, attempt, now);
        throw new AppError('conflict', SERIES_MESSAGES.timeUp);
      }
      if (!(await attempts.saveAnswers(paper.id, input.userId, input.answers))) throw new AppError('conflict', SERIES_MESSAGES.alreadySubmitted);
      return { savedAt: now };
    });
  }
}
