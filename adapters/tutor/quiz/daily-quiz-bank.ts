import type { DailyQuiz, QuizDate, QuizKeyEntry } from '../../../core/quiz/daily-quiz.model';
import { TutorContent } from '../tutor-content';
import { pickDailyQuestions } from './daily-quiz-picker';
import { quizBankOf, type QuizBankEntry } from './quiz-bank';

/** A day's quiz and its answers, kept apart so that the answers can be withheld. */
export interface QuizOfTheDay {
  readonly quiz: DailyQuiz;
  readonly key: readonly QuizKeyEntry[];
}

/**
 * The daily current-affairs quiz drawn from the offline tutor's GK bank: the one source of a
 * day's questions for local mode, the Supabase adapter and the server alike.
 */
export class DailyQuizBank {
  private bank: Promise<readonly QuizBankEntry[]> | null = null;

  constructor(private readonly content: TutorContent = new TutorContent()) {}

  async dayOf(date: QuizDate): Promise<QuizOfTheDay> {
    const picked = pickDailyQuestions(await this.entries(), date);
    return {
      quiz: {
        date,
        questions: picked.map(({ id, topic, cue, question, options }) => ({ id, topic, cue, question, options })),
      },
      key: picked.map(({ id, answerIndex, explanation, sources }) => ({ questionId: id, answerIndex, explanation, sources })),
    };
  }

  private entries(): Promise<readonly QuizBankEntry[]> {
    if (!this.bank) {
      this.bank = this.content.allGkSets().then(quizBankOf);
      // A chunk that failed to load may load on the next try.
      this.bank.catch(() => {
        this.bank = null;
      });
    }
    return this.bank;
  }
}
