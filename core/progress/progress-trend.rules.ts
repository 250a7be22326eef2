import type { PastMock } from '../mock/list-full-mocks.use-case';
import type { QuizAttempt } from '../quiz/daily-quiz.model';
import { CLAT_SECTIONS, type ClatSection } from '../exam/clat-pattern';

/** How many submitted mocks a trend needs: one mock is a score, two are a direction. */
export const MOCKS_FOR_TREND = 2;

/** One submitted mock as a point of the trend, oldest first. */
export interface MockTrendPoint {
  /** 1 for the oldest mock shown, counting up. */
  readonly number: number;
  readonly submittedAt: number;
  readonly marks: number;
  readonly questions: number;
}

/** One section across the mocks, a value for every mock in the same order as `mocks`. */
export interface SectionTrend {
  readonly section: ClatSection;
  readonly marks: readonly number[];
  /** Correct out of attempted, 0 to 100, rounded to a whole percent; 0 when nothing was attempted. */
  readonly accuracy: readonly number[];
  /** Plain words: 'Legal: 18 → 22 marks over your last 2 mocks'. */
  readonly summary: string;
}

/** One daily quiz as a point of its own trend, oldest first. */
export interface QuizTrendPoint {
  readonly date: string;
  readonly score: number;
  readonly total: number;
  /** Score out of total, 0 to 100, rounded. */
  readonly percent: number;
}

export interface ProgressTrend {
  readonly mocks: readonly MockTrendPoint[];
  readonly sections: readonly SectionTrend[];
  /** Plain words for the total: 'Total: 58 → 64.5 marks over your last 2 mocks', or null below two mocks. */
  readonly totalSummary: string | null;
  /** How many more mocks are needed before a trend can be drawn (0 once there is one). */
  readonly mocksNeeded: number;
  readonly quiz: readonly QuizTrendPoint[];
  /** 'Daily quiz: 3/5 → 4/5 over your last 2 quizzes', or null below two quizzes. */
  readonly quizSummary: string | null;
}

/** Marks keep their quarter marks ('64.5', '63.75') and drop needless zeros. */
export function formatTrendMarks(marks: number): string {
  return String(Math.round(marks * 100) / 100);
}

export function accuracyPercent(correct: number, attempted: number): number {
  if (attempted <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((correct / attempted) * 100)));
}

function overMocks(label: string, first: number, last: number, count: number): string {
  return `${label}: ${formatTrendMarks(first)} → ${formatTrendMarks(last)} marks over your last ${count} mocks`;
}

/**
 * The trend of a student's full mocks (given newest first, as the mock history lists them) and
 * daily quizzes (newest first, as the quiz history lists them): total and per-section series,
 * oldest first so that they read left to right, and a sentence for each.
 */
export function progressTrend(pastMocks: readonly PastMock[], quizHistory: readonly QuizAttempt[] = []): ProgressTrend {
  const oldestFirst = [...pastMocks].sort((a, b) => a.submittedAt - b.submittedAt);
  const mocks = oldestFirst.map(
    (mock, index): MockTrendPoint => ({ number: index + 1, submittedAt: mock.submittedAt, marks: mock.result.marks, questions: mock.result.questions }),
  );
  const count = mocks.length;
  const enough = count >= MOCKS_FOR_TREND;
  const sections = CLAT_SECTIONS.map((section): SectionTrend => {
    const rows = oldestFirst.map((mock) => mock.result.sections.find((row) => row.section === section));
    const marks = rows.map((row) => row?.marks ?? 0);
    const accuracy = rows.map((row) => (row ? accuracyPercent(row.correct, row.attempted) : 0));
    const summary = enough ? overMocks(section, marks[0]!, marks[count - 1]!, count) : '';
    return { section, marks, accuracy, summary };
  });
  const quiz = [...quizHistory]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((attempt): QuizTrendPoint => ({ date: attempt.date, score: attempt.score, total: attempt.total, percent: accuracyPercent(attempt.score, attempt.total) }));
  const firstQuiz = quiz[0];
  const lastQuiz = quiz[quiz.length - 1];
  return {
    mocks,
    sections,
    totalSummary: enough ? overMocks('Total', mocks[0]!.marks, mocks[count - 1]!.marks, count) : null,
    mocksNeeded: Math.max(0, MOCKS_FOR_TREND - count),
    quiz,
    quizSummary:
      firstQuiz && lastQuiz && quiz.length >= 2
        ? `Daily quiz: ${firstQuiz.score}/${firstQuiz.total} → ${lastQuiz.score}/${lastQuiz.total} over your last ${quiz.length} quizzes`
        : null,
  };
}
