import { MISTAKE_LIMITS, MISTAKE_SOURCES, type MistakeSnapshot, type ReviewItem, type ReviewSummary } from './review.model';

/** Whether a snapshot can be asked again: an id, a stem, four distinct options, a key among them. */
export function isReviewable(question: MistakeSnapshot): boolean {
  const { questionId, stem, options, correctIndex, explanation, subject, passage } = question;
  return (
    questionId.trim() !== '' &&
    questionId.length <= MISTAKE_LIMITS.id &&
    stem.trim() !== '' &&
    stem.length <= MISTAKE_LIMITS.stem &&
    (passage === null || passage.length <= MISTAKE_LIMITS.passage) &&
    options.length === 4 &&
    options.every((option) => option.trim() !== '' && option.length <= MISTAKE_LIMITS.option) &&
    new Set(options).size === 4 &&
    Number.isInteger(correctIndex) &&
    correctIndex >= 0 &&
    correctIndex <= 3 &&
    explanation.length <= MISTAKE_LIMITS.explanation &&
    subject.length <= MISTAKE_LIMITS.subject &&
    (MISTAKE_SOURCES as readonly string[]).includes(question.source)
  );
}

/** The queue as the student sees it at `now`: what is due (most overdue first), and when the next comes. */
export function summarise(items: readonly ReviewItem[], now: number): ReviewSummary {
  const due = items.filter((item) => item.schedule.due <= now).sort((a, b) => a.schedule.due - b.schedule.due || a.addedAt - b.addedAt);
  const waiting = items.filter((item) => item.schedule.due > now).map((item) => item.schedule.due);
  return { due, total: items.length, nextDueAt: waiting.length ? Math.min(...waiting) : null };
}
