import type { DailyQuiz, QuizDate } from './daily-quiz.model';

/** Where a day's quiz comes from: the questions only, never their answers. */
export const DailyQuizSource = Symbol('DailyQuizSource');
export interface DailyQuizSource {
  /** The same questions for every student on `date`. Rejects with an AppError when they cannot be had. */
  quizFor(date: QuizDate): Promise<DailyQuiz>;
}
