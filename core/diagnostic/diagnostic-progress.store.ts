import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { Logger } from '../ports/logger.port';
import { isRecord, parseJson } from '../shared/json';
import { userStorageKey } from '../shared/storage-keys';
import type { DiagnosticAnswers, DiagnosticQuestion } from './diagnostic.model';

export interface DiagnosticProgress {
  readonly currentIndex: number;
  readonly answers: DiagnosticAnswers;
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
      if (known.has(id) && Number.isInteger(choice) && (choice as number) >= 0 && (choice as number) <= 3) answers[id] = choice as number;
    }
    const currentIndex = Math.min(Math.max(0, Math.trunc(stored.currentIndex)), this.questions.length - 1);
    return { currentIndex, answers };
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
