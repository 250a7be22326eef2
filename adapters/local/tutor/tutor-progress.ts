import { z } from 'zod';
import type { KeyValueStorage } from '../../../core/ports/key-value-storage.port';
import type { Logger } from '../../../core/ports/logger.port';
import { AppError } from '../../../core/shared/app-error';
import { StoredDocument } from '../stored-document';

const progressSchema = z.object({
  /** Practice key ('Quant/Percentages') to the number of sets generated so far. */
  counters: z.record(z.string(), z.number().int().nonnegative()),
  /** Practice key ('Legal/Tort Law/Negligence') to the ids served, least recently served first. */
  seen: z.record(z.string(), z.array(z.string())),
});
type Progress = z.infer<typeof progressSchema>;

/**
 * What one student has practised, kept on the device under 'nyayapath.local.tutor.<user id>',
 * so that a generated set is not repeated and a bank set is not served twice before the bank
 * is used up.
 */
export class TutorProgress {
  private readonly document: StoredDocument<Progress>;

  constructor(storage: KeyValueStorage, userId: string, logger: Logger) {
    this.document = new StoredDocument(storage, `tutor.${userId}`, progressSchema, logger);
  }

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
    return this.document.read() ?? { counters: {}, seen: {} };
  }

  private write(progress: Progress): void {
    try {
      this.document.write(progress);
    } catch (error) {
      // A full device must not cost the student her practice set: she may see a repeat instead.
      if (!(error instanceof AppError && error.code === 'storage')) throw error;
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
