import type { DailyQuizSource } from '../../core/quiz/daily-quiz-source.port';
import type { QuizAttempts } from '../../core/quiz/quiz-attempts.port';
import type { DailyQuiz, MarkedQuiz, QuizAttempt, QuizDate, QuizKeyEntry, QuizSubmission } from '../../core/quiz/daily-quiz.model';
import { scoreAnswers } from '../../core/quiz/quiz-scoring.rules';
import { AppError } from '../../core/shared/app-error';

/** A quiz of `length` questions for `date`; the right answer of question i is option i % 4; question 1 cites two reports. */
export function makeQuiz(date: QuizDate, length = 10): { quiz: DailyQuiz; key: QuizKeyEntry[] } {
  const ids = Array.from({ length }, (_, index) => `${date}-q${index + 1}`);
  return {
    quiz: {
      date,
      questions: ids.map((id, index) => ({
        id,
        topic: index % 2 ? 'G20 Summit' : 'BrahMos Missile',
        cue: index === 3 ? null : `Cue of question ${index + 1}.`,
        question: `Question ${index + 1}?`,
        options: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      })),
    },
    key: ids.map((questionId, index) => ({
      questionId,
      answerIndex: index % 4,
      explanation: `Question ${index + 1}: option ${index % 4} is right.`,
      // Question 1 cites two reports; the others rest on long-established facts.
      sources:
        index === 0
          ? [
              { url: 'https://www.thehindu.com/news/national/report-one/article1.ece', date: '2026-02-01' },
              { url: 'https://pib.gov.in/PressReleasePage.aspx?PRID=1', date: '2026-02-02' },
            ]
          : [],
    })),
  };
}

/** Answers with the first `right` questions right and the rest wrong. */
export function answersWith(key: readonly QuizKeyEntry[], right: number): Record<string, number> {
  return Object.fromEntries(key.map((entry, index) => [entry.questionId, index < right ? entry.answerIndex : (entry.answerIndex + 1) % 4]));
}

export class FakeDailyQuizSource implements DailyQuizSource {
  failure: AppError | null = null;
  readonly asked: QuizDate[] = [];

  async quizFor(date: QuizDate): Promise<DailyQuiz> {
    this.asked.push(date);
    if (this.failure) throw this.failure;
    return makeQuiz(date).quiz;
  }
}

/** Attempts in memory, marked against makeQuiz's key, one per user and day like the real tables. */
export class FakeQuizAttempts implements QuizAttempts {
  readonly rows = new Map<string, QuizAttempt & { userId: string }>();
  failure: AppError | null = null;
  submitted = 0;

  constructor(private readonly now: () => string = () => '2026-03-10T06:00:00.000Z') {}

  seed(userId: string, date: QuizDate, score = 7, total = 10): void {
    this.rows.set(`${userId}/${date}`, { userId, date, answers: {}, score, total, submittedAt: `${date}T06:00:00.000Z` });
  }

  async submit(submission: QuizSubmission): Promise<MarkedQuiz> {
    if (this.failure) throw this.failure;
    const id = `${submission.userId}/${submission.date}`;
    if (this.rows.has(id)) throw new AppError('conflict', 'duplicate key value');
    const { key } = makeQuiz(submission.date);
    const { score, total } = scoreAnswers(key, submission.answers);
    const attempt = { date: submission.date, answers: submission.answers, score, total, submittedAt: this.now() };
    this.rows.set(id, { ...attempt, userId: submission.userId });
    this.submitted += 1;
    return { attempt, key };
  }

  async find(userId: string, date: QuizDate): Promise<MarkedQuiz | null> {
    if (this.failure) throw this.failure;
    const row = this.rows.get(`${userId}/${date}`);
    return row ? { attempt: strip(row), key: makeQuiz(date).key } : null;
  }

  async history(userId: string, fromDate: QuizDate): Promise<readonly QuizAttempt[]> {
    if (this.failure) throw this.failure;
    return [...this.rows.values()]
      .filter((row) => row.userId === userId && row.date >= fromDate)
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .map(strip);
  }
}

function strip(row: QuizAttempt & { userId: string }): QuizAttempt {
  const { userId: _userId, ...attempt } = row;
  return attempt;
}
