import { deadlineOf } from './mock-timer.rules';
import type { MockProgress, PaletteStatus, QuestionProgress } from './mock.model';

const UNSEEN: QuestionProgress = { visited: false, answer: null, markedForReview: false, timeMs: 0 };

/**
 * The exam screen's state machine, as pure functions of the saved progress. Every move settles
 * the time spent on the question being left, counted only inside the exam's two hours.
 */
export function startProgress(questionIds: readonly string[], now: number): MockProgress {
  const questions: Record<string, QuestionProgress> = {};
  for (const id of questionIds) questions[id] = UNSEEN;
  const first = questionIds[0];
  if (first !== undefined) questions[first] = { ...UNSEEN, visited: true };
  return { current: 0, enteredAt: now, questions };
}

export function questionOf(progress: MockProgress, id: string): QuestionProgress {
  return progress.questions[id] ?? UNSEEN;
}

/** Adds the time since the current question was entered (up to the deadline) to that question. */
export function settleTime(progress: MockProgress, questionIds: readonly string[], startedAt: number, now: number): MockProgress {
  const id = questionIds[progress.current];
  const until = Math.min(now, deadlineOf(startedAt));
  const spent = Math.max(0, until - progress.enteredAt);
  if (id === undefined) return { ...progress, enteredAt: now };
  const entry = questionOf(progress, id);
  return { ...progress, enteredAt: now, questions: { ...progress.questions, [id]: { ...entry, timeMs: entry.timeMs + spent } } };
}

/** Opens question `index`: the one left gets its time, the new one counts as visited. */
export function goTo(progress: MockProgress, questionIds: readonly string[], index: number, startedAt: number, now: number): MockProgress {
  if (index < 0 || index >= questionIds.length) return progress;
  const settled = settleTime(progress, questionIds, startedAt, now);
  const id = questionIds[index]!;
  const entry = questionOf(settled, id);
  return { ...settled, current: index, questions: { ...settled.questions, [id]: { ...entry, visited: true } } };
}

/** A sitting after a reload: same question, and the time away is not charged to it. */
export function resumeProgress(progress: MockProgress, now: number): MockProgress {
  return { ...progress, enteredAt: now };
}

function update(progress: MockProgress, questionIds: readonly string[], change: (entry: QuestionProgress) => QuestionProgress): MockProgress {
  const id = questionIds[progress.current];
  if (id === undefined) return progress;
  return { ...progress, questions: { ...progress.questions, [id]: change({ ...questionOf(progress, id), visited: true }) } };
}

export function chooseAnswer(progress: MockProgress, questionIds: readonly string[], option: number): MockProgress {
  if (!Number.isInteger(option) || option < 0 || option > 3) return progress;
  return update(progress, questionIds, (entry) => ({ ...entry, answer: option }));
}

export function clearResponse(progress: MockProgress, questionIds: readonly string[]): MockProgress {
  return update(progress, questionIds, (entry) => ({ ...entry, answer: null }));
}

export function toggleMarkForReview(progress: MockProgress, questionIds: readonly string[]): MockProgress {
  return update(progress, questionIds, (entry) => ({ ...entry, markedForReview: !entry.markedForReview }));
}

export function paletteStatus(entry: QuestionProgress): PaletteStatus {
  if (!entry.visited) return 'notVisited';
  const answered = entry.answer !== null;
  if (entry.markedForReview) return answered ? 'answeredAndMarked' : 'markedForReview';
  return answered ? 'answered' : 'notAnswered';
}

export const PALETTE_LABELS: Readonly<Record<PaletteStatus, string>> = {
  notVisited: 'Not visited',
  notAnswered: 'Not answered',
  answered: 'Answered',
  markedForReview: 'Marked for review',
  answeredAndMarked: 'Answered and marked for review',
};
