import { AppError } from '../shared/app-error';
import { fail, type Result } from '../shared/result';
import { seriesOutcome, type SeriesPorts } from './series-marking';
import { SERIES_MESSAGES } from './series.messages';
import { displayNameProblem } from './series.rules';
import type { LeaderboardChoice } from './series.model';

/** A student chooses whether to appear on leaderboards, and under which name (2 to 30 characters, never an e-mail). */
export class SetLeaderboardChoice {
  constructor(private readonly ports: Pick<SeriesPorts, 'choices'>) {}

  async execute(input: { readonly userId: string; readonly displayName?: string | undefined; readonly optIn: boolean }): Promise<Result<LeaderboardChoice>> {
    const name = input.displayName?.trim();
    if (name !== undefined) {
      const problem = displayNameProblem(name);
      if (problem) return fail('validation', problem);
    }
    const { choices } = this.ports;
    return seriesOutcome(async () => {
      const kept = name ?? (await choices.find(input.userId))?.displayName ?? null;
      if (input.optIn && kept === null) throw new AppError('validation', SERIES_MESSAGES.displayNameNeeded);
      return choices.save(input.userId, { displayName: kept, optIn: input.optIn });
    });
  }
}
