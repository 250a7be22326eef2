import { AppError } from '../shared/app-error';
import type { Result } from '../shared/result';
import { seriesOutcome, type SeriesMarking, type SeriesPorts } from './series-marking';
import { SERIES_MESSAGES } from './series.messages';
import { paperState, seriesDeadline } from './series.rules';
import type { SeriesSitting } from './series.model';

/**
 * A student starts a paper, or takes up the attempt she has: one attempt a student a paper, its
 * deadline fixed at the first start (two hours, or the paper's close if sooner). The questions
 * go without their keys or explanations.
 */
export class StartSeriesAttempt {
  constructor(
    private readonly ports: SeriesPorts,
    private readonly marking: SeriesMarking,
  ) {}

  execute(input: { readonly paperId: string; readonly userId: string }): Promise<Result<SeriesSitting>> {
    const { attempts, clock } = this.ports;
    return seriesOutcome(async () => {
      const now = clock.now();
      const paper = await this.marking.paper(input.paperId);
      let attempt = await attempts.find(paper.id, input.userId);
      if (!attempt) {
        const state = paperState(paper, now);
        if (state === 'upcoming') throw new AppError('conflict', SERIES_MESSAGES.notYetOpen);
        if (state === 'closed') throw new AppError('conflict', SERIES_MESSAGES.closed);
        attempt = await attempts.start({ paperId: paper.id, userId: input.userId, startedAt: now, deadline: seriesDeadline(now, paper.closesAt) });
      }
      attempt = await this.marking.settled(paper, attempt, now);
      return {
        attemptId: attempt.id,
        paperId: paper.id,
        title: paper.title,
        startedAt: attempt.startedAt,
        deadline: attempt.deadline,
        remainingMs: attempt.submittedAt === null ? Math.max(0, attempt.deadline - now) : 0,
        submitted: attempt.submittedAt !== null,
        answers: attempt.answers,
        questions: await this.marking.viewsOf(paper),
      };
    });
  }
}
