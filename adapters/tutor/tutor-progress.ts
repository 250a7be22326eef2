import { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';

const progressSchema = z.object({
  /** Practice key ('Quant/Percentages') to the number of sets generated so far. */
  counters: z.record(z.string(), z.int().check(z.nonnegative())),
  /** Practice key ('Legal/Tort Law/Negligence') to the ids served, least recently served first. */
  seen: z.record(z.string(), z.array(z.string())),
});
type Progress = z.infer<typeof progressSchema>;

/** Where one learner's practice history is kept between requests: the device's storage, or the server's database. */
export interface ProgressStore {
  /** The stored document, or null when there is none; anything unreadable counts as no history. */
  read(): unknown;
  /** May throw: a history that cannot be kept must not cost the learner the set. */
  write(document: unknown): void;
}

/**
 * What one student has practised, so that a generated set is not repeated and a bank set is not
 * served twice before the bank is used up.
 */
export class TutorProgress {
  constructor(
    private readonly store: ProgressStore,
    private readonly logger: Logger,
  ) {}

  /** How many sets of this key were generated before; the count then goes up by one. */
  nextCounter(key: string): number {
    const progress = this.read();
    const counter = progress.counters[key] ?? 0;
    this.write({ ...progress, counters: { ...progress.counters, [key]: counter + 1 } });
    return counter;
  }

  /**
   * The first id not served yet, in the bank's order; when every id has been served, the one
   * served longest ago. Null for an empty list.
   */
  pick(key: string, ids: readonly string[]): string | null {
    return pickUnseen(ids, this.seen(key));
  }

  /** Ids of this key in the order they were served, oldest first. */
  seen(key: string): readonly string[] {
    return this.read().seen[key] ?? [];
  }

  markSeen(key: string, id: string): void {
    const progress = this.read();
    const seen = [...(progress.seen[key] ?? []).filter((seenId) => seenId !== id), id];
    this.write({ ...progress, seen: { ...progress.seen, [key]: seen } });
  }

  private read(): Progress {
    const stored = this.store.read();
    if (stored === null || stored === undefined) return { counters: {}, seen: {} };
    const parsed = progressSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    this.logger.warn('Ignoring unreadable practice history', { reason: parsed.error.message });
    return { counters: {}, seen: {} };
  }

  private write(progress: Progress): void {
    try {
      this.store.write(progress);
    } catch (error) {
      // A full device or a busy database must not cost the student her set: she may see a repeat instead.
      this.logger.warn('Practice history not kept', { error: String(error) });
    }
  }
}

/** The rule behind TutorProgress.pick, for candidates in order of preference. */
function pickUnseen(ids: readonly string[], seen: readonly string[]): string | null {
  const fresh = ids.find((id) => !seen.includes(id));
  if (fresh !== undefined) return fresh;
  const oldest = seen.find((id) => ids.includes(id));
  return oldest ?? ids[0] ?? null;
}
