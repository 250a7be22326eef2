import type { DraftQuestion } from '../generated-set';
import type { QuestionSpec } from './solvers';

/** A data-interpretation question as planned: the givens the solvers recompute its answer from, and its draft. */
export interface PlannedFigureQuestion {
  readonly spec: QuestionSpec;
  readonly draft: DraftQuestion;
}

/** A question of a passage set as planned: with the facts it needs, as the passage states them. */
export interface PlannedQuestion extends PlannedFigureQuestion {
  readonly facts: string;
}
