import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { Logger } from '../ports/logger.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import type { DiagnosticAnswers, DiagnosticQuestion } from './diagnostic.model';

export interface DiagnosticProgress {
  readonly currentIndex: number;
  /** Answers confirmed with Next, per question. */
  readonly answers: DiagnosticAnswers;
  /** The option chosen on the current question and not yet confirmed with Next. */
  readonly pending?: number;
}

function isOption(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 3;
}

/** A test in progress survives a reload: answers and position are kept per user until submitted. */
export class DiagnosticProgressStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger: Logger,
    private readonly questions: readonly DiagnosticQuestion[],
  ) {}

  load(email: string): DiagnosticProgress | null {
    const stored = parseJson(this.storage.get(userStorageKey('diagnostic-progress', email)));
    if (!isRecord(stored) || !isRecord(stored.answers) || typeof stored.currentIndex !== 'number') return null;
    const known = new Set(this.questions.map((question) => question.id));
    const answers: Record<string, number> = {};
    for (const [id, choice] of Object.entries(stored.answers)) {
      if (known.has(id) && isOption(choice)) answers[id] = choice;
    }
    const currentIndex = Math.min(Math.max(0, Math.trunc(stored.currentIndex)), this.questions.length - 1);
    return isOption(stored.pending) ? { currentIndex, answers, pending: stored.pending } : { currentIndex, answers };
  }

  save(email: string, progress: DiagnosticProgress): void {
    try {
      this.storage.set(userStorageKey('diagnostic-progress', email), JSON.stringify(progress));
    } catch (error) {
      // The answers are still on screen; only the copy for a reload was lost.
      this.logger.warn('Diagnostic progress could not be saved', { error: String(error) });
    }
  }

  clear(email: string): void {
    this.storage.remove(userStorageKey('diagnostic-progress', email));
  }
}
