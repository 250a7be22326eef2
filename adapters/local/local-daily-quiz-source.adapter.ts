import type { DailyQuizSource } from '../../core/quiz/daily-quiz-source.port';
import type { DailyQuiz, QuizDate } from '../../core/quiz/daily-quiz.model';
import { AppError } from '../../core/shared/app-error';
import type { DailyQuizBank } from '../tutor/quiz/daily-quiz-bank';

/** The day's questions from the offline tutor's GK bank on this device (local mode). */
export class LocalDailyQuizSource implements DailyQuizSource {
  constructor(private readonly bank: DailyQuizBank) {}

  async quizFor(date: QuizDate): Promise<DailyQuiz> {
    try {
      return (await this.bank.dayOf(date)).quiz;
    } catch (error) {
      // A chunk of the bank that did not load (a dropped connection): worth another try.
      throw AppError.from(error, 'unavailable');
    }
  }
}
