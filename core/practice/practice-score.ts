import type { PracticeQuestion } from './practice.model';

/** Correct answers in a practice set; an unanswered question counts as wrong. */
export function scorePractice(questions: readonly PracticeQuestion[], answers: Readonly<Record<number, string>>): number {
  return questions.reduce((score, question, index) => score + (answers[index] === question.answer ? 1 : 0), 0);
}
