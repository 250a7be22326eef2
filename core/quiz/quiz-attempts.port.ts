import type { MarkedQuiz, QuizAttempt, QuizDate, QuizSubmission } from './daily-quiz.model';

/**
 * The students' daily quiz attempts, marked by whoever holds the day's answers (this device in
 * local mode, the server in hosted mode) and kept once per student and day.
 */
export const QuizAttempts = Symbol('QuizAttempts');
export interface QuizAttempts {
  /**
   * Marks the answers against the day's key and keeps the attempt. Rejects with AppError
   * 'conflict' when the student already has an attempt for that day.
   */
  submit(submission: QuizSubmission): Promise<MarkedQuiz>;
  /** The student's attempt on `date` with the day's answers, or null. */
  find(userId: string, date: QuizDate): Promise<MarkedQuiz | null>;
  /** The student's attempts on or after `fromDate`, newest first. */
  history(userId: string, fromDate: QuizDate): Promise<readonly QuizAttempt[]>;
}
