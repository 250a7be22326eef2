import type { MockHistory, PastMock } from '../../../core/mock/list-full-mocks.use-case';
import type { QuizAttempt, QuizRecord } from '../../../core/quiz/daily-quiz.model';
import type { AppError, ErrorCode } from '../../../core/shared/app-error';
import { fail, ok, type Result } from '../../../core/shared/result';
import { CLAT_SECTIONS } from '../../../core/exam/clat-pattern';

export const DAY = 86_400_000;
export const START = Date.UTC(2026, 10, 1, 5, 0);

/** A past mock on day `day` in which every section had `attempted` tries and `correct` right. */
export function pastMock(id: string, day: number, correct: number, attempted = 20): PastMock {
  const wrong = attempted - correct;
  const sections = CLAT_SECTIONS.map((section) => ({ section, questions: 24, attempted, correct, wrong, marks: correct - 0.25 * wrong, timeMs: 0 }));
  return {
    id,
    startedAt: START + day * DAY - 3_600_000,
    submittedAt: START + day * DAY,
    result: {
      marks: 5 * (correct - 0.25 * wrong),
      questions: 120,
      attempted: 5 * attempted,
      correct: 5 * correct,
      wrong: 5 * wrong,
      negativeMarks: 5 * 0.25 * wrong,
      sections,
      wrongQuestionIds: [],
    },
  };
}

export function quizAttempt(date: string, score: number): QuizAttempt {
  return { date, answers: {}, score, total: 5, submittedAt: `${date}T06:00:00.000Z` };
}

/** A stand-in for ListFullMocks: answers with the mocks it holds (newest first), or with an error. */
export class FakeListFullMocks {
  past: PastMock[] = [];
  error: { code: ErrorCode; message: string } | null = null;
  calls = 0;

  async execute(): Promise<Result<MockHistory>> {
    this.calls += 1;
    if (this.error) return fail(this.error.code, this.error.message);
    return ok({ past: [...this.past].sort((a, b) => b.submittedAt - a.submittedAt), inProgress: null });
  }
}

/** A stand-in for ReadQuizHistory. */
export class FakeReadQuizHistory {
  history: QuizAttempt[] = [];
  failing = false;

  async execute(): Promise<Result<QuizRecord>> {
    if (this.failing) return fail('network', 'The quiz history could not be loaded.');
    return ok({ today: '2026-11-10', todaysAttempt: null, history: [...this.history].reverse(), streak: 0 });
  }
}

/** Records the errors handed to the session; a 'session_expired' one counts as handled. */
export class FakeSessionErrors {
  handled: AppError[] = [];

  async handleError(error: AppError): Promise<boolean> {
    if (error.code !== 'session_expired') return false;
    this.handled.push(error);
    return true;
  }
}
