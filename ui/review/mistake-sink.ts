import type { MistakeSnapshot } from '../../core/review/review.model';

/** Where practice screens send their wrong answers (Mistakes Review); never throws. */
export interface MistakeSink {
  add(mistakes: readonly MistakeSnapshot[]): Promise<void>;
}
