import type { MockQuestionSource } from './mock-question-source.port';
import { paperQuestions, type PaperQuestion } from './mock-analysis';
import type { MockAttempt } from './mock.model';

/** A mock as the exam screen holds it: the attempt and its questions in exam order. */
export interface OpenedMock {
  readonly attempt: MockAttempt;
  readonly questions: readonly PaperQuestion[];
}

/** Rebuilds an attempt's paper from its stored passage ids. */
export async function loadPaper(source: MockQuestionSource, attempt: MockAttempt): Promise<PaperQuestion[]> {
  const sets = await source.sets(attempt.paper.sets.map((set) => set.setId));
  return paperQuestions(attempt, sets);
}
