import { makeAutoObservable, runInAction } from 'mobx';
import type { ListFullMocks } from '../../core/mock/list-full-mocks.use-case';
import { formatTrendMarks, progressTrend, type ProgressTrend } from '../../core/progress/progress-trend.rules';
import type { ReadQuizHistory } from '../../core/quiz/read-quiz-history.use-case';
import { formatMockDate } from '../mock/mock-format';
import type { SessionErrors } from '../session/session.view-model';

type ListMocks = Pick<ListFullMocks, 'execute'>;
type ReadQuizzes = Pick<ReadQuizHistory, 'execute'>;

/** One mock as the figures table lists it. */
export interface ProgressRow {
  readonly label: string;
  readonly total: string;
  /** Per section, in CLAT_SECTIONS order: '21.5 marks, 92 %'. */
  readonly sections: readonly string[];
}

const NUMBER_WORDS = ['zero', 'one', 'two'];

/** 'Your progress' on the main dashboard: the trend of the student's full mocks and daily quizzes. */
export class ProgressViewModel {
  trend: ProgressTrend | null = null;
  error: string | null = null;
  loading = false;

  constructor(
    private readonly listFullMocks: ListMocks,
    private readonly readQuizHistory: ReadQuizzes,
    private readonly session: SessionErrors,
  ) {
    makeAutoObservable<this, 'listFullMocks' | 'readQuizHistory' | 'session'>(this, { listFullMocks: false, readQuizHistory: false, session: false });
  }

  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
    const [mocks, quizzes] = await Promise.all([this.listFullMocks.execute(), this.readQuizHistory.execute()]);
    if (!mocks.ok) {
      if (await this.session.handleError(mocks.error)) return;
      runInAction(() => {
        this.error = mocks.error.message;
        this.loading = false;
      });
      return;
    }
    // The quiz line is extra: without its history the mock trend still stands.
    const quizHistory = quizzes.ok ? quizzes.value.history : [];
    runInAction(() => {
      this.trend = progressTrend(mocks.value.past, quizHistory);
      this.error = null;
      this.loading = false;
    });
  }

  get hasTrend(): boolean {
    return this.trend !== null && this.trend.mocksNeeded === 0;
  }

  /** What to take before a trend shows, or null once there is one. */
  get needed(): string | null {
    if (!this.trend || this.trend.mocksNeeded === 0) return null;
    if (this.trend.mocks.length === 0) return `Take ${NUMBER_WORDS[this.trend.mocksNeeded]} full mocks to see your trend`;
    return 'Take one more full mock to see your trend';
  }

  /** The summary sentences: the total first, then each section, then the daily quiz. */
  get summaries(): string[] {
    if (!this.trend || !this.hasTrend) return [];
    const lines = [this.trend.totalSummary, ...this.trend.sections.map((row) => row.summary), this.trend.quizSummary];
    return lines.filter((line): line is string => Boolean(line));
  }

  /** The same figures as the charts, one row per mock, oldest first. */
  get rows(): ProgressRow[] {
    const trend = this.trend;
    if (!trend) return [];
    return trend.mocks.map((mock, index) => ({
      label: mockLabel(mock.number, mock.submittedAt),
      total: `${formatTrendMarks(mock.marks)}/${mock.questions}`,
      sections: trend.sections.map((row) => `${formatTrendMarks(row.marks[index]!)} marks, ${row.accuracy[index]!} %`),
    }));
  }
}

/** 'Mock 2, 25 Nov 2026': how a mock is named on the charts and in the table. */
export function mockLabel(number: number, submittedAt: number): string {
  return `Mock ${number}, ${formatMockDate(submittedAt)}`;
}
