import { makeAutoObservable, runInAction } from 'mobx';
import type { DailyQuiz, MarkedQuiz, QuizAnswers, QuizAttempt, QuizQuestion, QuizRecord, QuizSource } from '../../core/quiz/daily-quiz.model';
import type { GetDailyQuiz } from '../../core/quiz/get-daily-quiz.use-case';
import type { ReadQuizHistory } from '../../core/quiz/read-quiz-history.use-case';
import type { SubmitDailyQuiz } from '../../core/quiz/submit-daily-quiz.use-case';
import type { AppError } from '../../core/shared/app-error';
import { quizMistakes } from '../../core/review/quiz-mistakes';
import type { MistakeSink } from '../review/mistake-sink';
import type { SessionViewModel } from '../session/session.view-model';

export const QUIZ_TITLE = 'Daily Current Affairs Quiz';

export type QuizPhase = 'closed' | 'loading' | 'answering' | 'submitting' | 'done' | 'failed';

/** One question after submission: what the student chose, what was right, and why. */
export interface ReviewedQuestion {
  readonly question: QuizQuestion;
  readonly chosen: number | null;
  readonly answerIndex: number;
  readonly explanation: string;
  /** The reports the question's facts come from. */
  readonly sources: readonly QuizSource[];
  readonly correct: boolean;
}

/** '2026-03-10' as 'Tue, 10 Mar' (the date is a calendar day, so it is shown as written). */
export function formatQuizDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
}

/** A report as the student sees it: its site and day, 'thehindu.com, 1 Feb 2026'. */
export function describeSource(source: QuizSource): string {
  const site = new URL(source.url).hostname.replace(/^www\./, '');
  const day = new Date(`${source.date}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  return `${site}, ${day}`;
}

/**
 * The daily quiz: the dashboard card's status (today's score or an invitation) and the quiz in
 * its overlay, from the questions through the submission to the score, the answers explained,
 * the streak and the last 30 days. Answers survive a failed submission and closing the overlay.
 */
export class DailyQuizViewModel {
  phase: QuizPhase = 'closed';
  record: QuizRecord | null = null;
  quiz: DailyQuiz | null = null;
  answers: Record<string, number> = {};
  marked: MarkedQuiz | null = null;
  error: string | null = null;
  /** Shown on the card when its status could not be read. */
  statusError: string | null = null;

  constructor(
    private readonly getDailyQuiz: GetDailyQuiz,
    private readonly submitDailyQuiz: SubmitDailyQuiz,
    private readonly readQuizHistory: ReadQuizHistory,
    private readonly session: SessionViewModel,
    /** Mistakes Review, which takes the wrong answers once the quiz is marked. */
    private readonly mistakes?: MistakeSink,
  ) {
    makeAutoObservable<this, 'getDailyQuiz' | 'submitDailyQuiz' | 'readQuizHistory' | 'session' | 'mistakes'>(this, {
      getDailyQuiz: false,
      submitDailyQuiz: false,
      readQuizHistory: false,
      session: false,
      mistakes: false,
    });
  }

  get isOpen(): boolean {
    return this.phase !== 'closed';
  }

  get todaysAttempt(): QuizAttempt | null {
    return this.record?.todaysAttempt ?? null;
  }

  get answeredCount(): number {
    return this.quiz ? this.quiz.questions.filter((question) => this.answers[question.id] !== undefined).length : 0;
  }

  get total(): number {
    return this.quiz?.questions.length ?? 0;
  }

  get canSubmit(): boolean {
    return this.phase === 'answering' && this.total > 0 && this.answeredCount === this.total;
  }

  get review(): readonly ReviewedQuestion[] {
    if (!this.quiz || !this.marked) return [];
    const byId = new Map(this.marked.key.map((entry) => [entry.questionId, entry]));
    const chosen: QuizAnswers = this.marked.attempt.answers;
    return this.quiz.questions.map((question) => {
      const entry = byId.get(question.id);
      const pick = chosen[question.id] ?? null;
      const answerIndex = entry?.answerIndex ?? -1;
      return {
        question,
        chosen: pick,
        answerIndex,
        explanation: entry?.explanation ?? '',
        sources: entry?.sources ?? [],
        correct: pick === answerIndex,
      };
    });
  }

  /** The card's status: today's score, the streak. */
  async loadStatus(): Promise<void> {
    const result = await this.readQuizHistory.execute();
    if (!result.ok) {
      if (await this.session.handleError(result.error)) return;
      runInAction(() => (this.statusError = result.error.message));
      return;
    }
    runInAction(() => {
      this.record = result.value;
      this.statusError = null;
    });
  }

  /** Opens today's quiz, or today's result if it was already taken. */
  async open(): Promise<void> {
    if (this.phase === 'loading' || this.phase === 'submitting') return;
    this.phase = 'loading';
    this.error = null;
    const result = await this.getDailyQuiz.execute();
    if (!result.ok) {
      await this.fail(result.error);
      return;
    }
    runInAction(() => {
      const { quiz, marked, record } = result.value;
      // Answers chosen before closing the overlay are kept for the same day's quiz.
      if (this.quiz?.date !== quiz.date) this.answers = {};
      this.quiz = quiz;
      this.marked = marked;
      this.record = record;
      this.phase = marked ? 'done' : 'answering';
    });
  }

  choose(questionId: string, optionIndex: number): void {
    if (this.phase !== 'answering') return;
    this.answers = { ...this.answers, [questionId]: optionIndex };
  }

  async submit(): Promise<void> {
    if (!this.quiz || !this.canSubmit) return;
    this.phase = 'submitting';
    this.error = null;
    const result = await this.submitDailyQuiz.execute({ quiz: this.quiz, answers: this.answers });
    if (!result.ok) {
      if (result.error.code === 'conflict') {
        // Taken already (another tab or device): show that attempt instead.
        runInAction(() => (this.phase = 'answering'));
        await this.open();
        runInAction(() => (this.error = result.error.message));
        return;
      }
      if (await this.session.handleError(result.error)) return;
      runInAction(() => {
        this.phase = 'answering';
        this.error = result.error.message;
      });
      return;
    }
    runInAction(() => {
      this.marked = result.value.marked;
      this.record = result.value.record;
      this.answers = {};
      this.phase = 'done';
    });
    await this.mistakes?.add(quizMistakes(this.quiz, result.value.marked));
  }

  close(): void {
    this.phase = 'closed';
    this.error = null;
  }

  private async fail(error: AppError): Promise<void> {
    if (await this.session.handleError(error)) {
      runInAction(() => (this.phase = 'closed'));
      return;
    }
    runInAction(() => {
      this.phase = 'failed';
      this.error = error.message;
    });
  }
}
