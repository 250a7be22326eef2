import { assemblePaper, setUsage } from '../mock/mock-assembly.rules';
import { MOCK_MESSAGES } from '../mock/mock.messages';
import { paperSeed } from '../mock/paper-assembly';
import { AppError } from '../shared/app-error';
import { fail, type Result } from '../shared/result';
import { seriesOutcome, type SeriesPorts } from './series-marking';
import { SERIES_MESSAGES } from './series.messages';
import type { SeriesPaper } from './series.model';

/** How many of the latest papers a new one avoids the passages of. */
export const RECENT_PAPERS_AVOIDED = 5;

export interface ScheduleInput {
  readonly title: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly operatorId: string;
}

/**
 * An operator schedules a paper: 120 questions in the CLAT pattern, assembled once by the full
 * mock's own rules from the bank (passages of the latest papers last), and fixed for every taker.
 */
export class ScheduleSeriesPaper {
  constructor(private readonly ports: SeriesPorts) {}

  async execute(input: ScheduleInput): Promise<Result<SeriesPaper>> {
    if (!(input.opensAt < input.closesAt)) return fail('validation', SERIES_MESSAGES.windowOrder);
    const { papers, source, clock } = this.ports;
    return seriesOutcome(async () => {
      const recent = await papers.recent(RECENT_PAPERS_AVOIDED);
      const seed = paperSeed(`series:${input.title}`, clock.now(), recent.length);
      let paper;
      try {
        paper = assemblePaper({ seed, candidates: await source.candidates(seed), timesUsed: setUsage(recent) });
      } catch (error) {
        if (AppError.from(error).message === MOCK_MESSAGES.notEnoughQuestions) throw new AppError('unavailable', SERIES_MESSAGES.notEnoughQuestions);
        throw error;
      }
      return papers.create({ title: input.title, opensAt: input.opensAt, closesAt: input.closesAt, paper, createdBy: input.operatorId });
    });
  }
}
