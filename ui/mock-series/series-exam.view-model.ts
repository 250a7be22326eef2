import { makeAutoObservable, runInAction } from 'mobx';
import { CLAT_DURATION_MS } from '../../core/exam/clat-pattern';
import type { SeriesService } from '../../core/mock-series/series-service.port';
import type { Leaderboard, SeriesAnswers, SeriesResult } from '../../core/mock-series/series.model';
import type { Clock } from '../../core/ports/clock.port';
import { AppError } from '../../core/shared/app-error';
import { ExamSheet } from '../mock/exam-sheet';
import type { MockExamModel } from '../mock/mock-exam.model';
import type { SessionErrors } from '../session/session.view-model';
import { LeaderboardChoiceViewModel } from './leaderboard-choice.view-model';
import { answersOf, examQuestions, progressFromAnswers, sameAnswers } from './series-answers';

export type SeriesPhase = 'closed' | 'loading' | 'exam' | 'submitting' | 'result' | 'failed';

export const SERIES_TIME_UP_NOTICE = 'Time is up. Your paper was submitted automatically.';

/**
 * One All-India Mock paper in its overlay: the full mock's exam screen and sheet fed from the server's
 * questions, then the result among NyayaPath's takers, the leaderboard and the solutions. The
 * countdown runs to the server's deadline (its time left at the start, read through the Clock);
 * at zero the paper is handed in. Every change of an answer is saved, all the answers each time,
 * in order: a failed save leaves the answer on screen and the next save carries it.
 * Mark-for-review and the time on each question stay in this browser.
 */
export class SeriesExamViewModel implements MockExamModel {
  phase: SeriesPhase = 'closed';
  paperId: string | null = null;
  title = '';
  readonly sheet: ExamSheet;
  /** When the server's deadline falls by this device's clock. */
  endsAt = 0;
  error: string | null = null;
  saveError: string | null = null;
  notice: string | null = null;
  result: SeriesResult | null = null;
  leaderboard: Leaderboard | null = null;
  leaderboardError: string | null = null;
  readonly choice: LeaderboardChoiceViewModel;
  private run = 0;
  private saving: Promise<void> = Promise.resolve();
  /** The answers the server has, as far as this screen knows. */
  private savedAnswers: SeriesAnswers = {};

  constructor(
    private readonly service: SeriesService,
    private readonly clock: Clock,
    private readonly session: SessionErrors,
    /** The paper was started, submitted or closed: the card's list may have changed. */
    private readonly onChanged: () => void = () => undefined,
  ) {
    this.sheet = new ExamSheet(clock, {
      takesMoves: () => this.phase === 'exam',
      timeLeftAt: (now) => Math.max(0, this.endsAt - now),
      moved: (progress) => {
        if (sameAnswers(answersOf(this.sheet.questions, progress), this.savedAnswers)) return;
        this.saving = this.saving.then(() => this.persist(this.run));
      },
    });
    this.choice = new LeaderboardChoiceViewModel(service, () => this.loadLeaderboard());
    makeAutoObservable<this, 'service' | 'clock' | 'session' | 'onChanged' | 'run' | 'saving' | 'savedAnswers'>(this, {
      service: false,
      clock: false,
      session: false,
      onChanged: false,
      run: false,
      saving: false,
      savedAnswers: false,
      choice: false,
      sheet: false,
      // Papers, results and leaderboards are replaced whole, never changed in place.
    }, { deep: false });
  }

  get isOpen(): boolean {
    return this.phase !== 'closed';
  }

  get submitting(): boolean {
    return this.phase === 'submitting';
  }

  /** The series' questions are the server's, without the bank's ids a report would name. */
  get canReport(): boolean {
    return false;
  }

  /** Starts the paper, or takes up her attempt where she left it (here or on another device). */
  async take(paperId: string): Promise<void> {
    if (this.phase === 'loading' || this.phase === 'exam' || this.phase === 'submitting') return;
    this.enter('loading', paperId);
    const run = this.run;
    try {
      const sitting = await this.service.start(paperId);
      if (run !== this.run) return;
      this.onChanged();
      if (sitting.submitted) return await this.showResult(paperId, null);
      runInAction(() => {
        const now = this.clock.now();
        const questions = examQuestions(paperId, sitting.questions);
        this.title = sitting.title;
        this.savedAnswers = sitting.answers;
        this.endsAt = now + sitting.remainingMs;
        // The full mock's time rules count from two hours before the deadline.
        this.sheet.load(questions, progressFromAnswers(questions, sitting.answers, now), this.endsAt - CLAT_DURATION_MS, now);
        this.saveError = null;
        this.phase = 'exam';
      });
      void this.sheet.countDown(
        () => this.run === run && this.phase === 'exam',
        () => this.submit(),
      );
    } catch (error) {
      await this.fail(error, run);
    }
  }

  /** Her result, her standing among the takers, the leaderboard and the solutions. */
  async showResult(paperId: string, notice: string | null): Promise<void> {
    this.enter('loading', paperId);
    const run = this.run;
    try {
      const [result] = await Promise.all([this.service.result(paperId), this.choice.load()]);
      if (run !== this.run) return;
      runInAction(() => this.showFinished(result, notice));
      await this.loadLeaderboard();
    } catch (error) {
      await this.fail(error, run);
    }
  }

  async loadLeaderboard(): Promise<void> {
    const paperId = this.paperId;
    if (!paperId) return;
    try {
      const board = await this.service.leaderboard(paperId);
      runInAction(() => {
        this.leaderboard = board;
        this.leaderboardError = null;
      });
    } catch (error) {
      const problem = AppError.from(error);
      if (await this.session.handleError(problem)) return;
      runInAction(() => (this.leaderboardError = problem.message));
    }
  }

  /** From a failure: the same paper again, as it was asked for. */
  async retry(): Promise<void> {
    const paperId = this.paperId;
    if (!paperId) return;
    this.phase = 'closed';
    await this.take(paperId);
  }

  /** Hands the paper in with every answer on screen: confirmed by the student, or at zero by the clock. */
  async submit(): Promise<void> {
    this.sheet.cancelSubmit();
    const paperId = this.paperId;
    if (this.phase !== 'exam' || !this.sheet.progress || !paperId) return;
    const auto = this.sheet.timeLeftMs === 0;
    this.phase = 'submitting';
    this.error = null;
    const answers = answersOf(this.sheet.questions, this.sheet.progress);
    await this.saving;
    const run = this.run;
    try {
      const result = await this.service.submit(paperId, answers);
      if (run !== this.run) return;
      runInAction(() => this.showFinished(result, auto ? SERIES_TIME_UP_NOTICE : null));
      this.onChanged();
      await Promise.all([this.choice.load(), this.loadLeaderboard()]);
    } catch (error) {
      const problem = AppError.from(error);
      // Handed in already (another device, or by the server at its deadline): show that result.
      if (problem.code === 'conflict') return await this.showResult(paperId, problem.message);
      if (await this.session.handleError(problem)) return this.stop();
      runInAction(() => {
        this.phase = 'exam';
        this.error = problem.message;
      });
    }
  }

  /** Closes the overlay; an attempt in progress keeps running on the server's clock. */
  close(): void {
    if (this.phase === 'exam') this.sheet.checkpoint();
    const changed = this.phase !== 'closed';
    this.stop();
    if (changed) this.onChanged();
  }

  private enter(phase: SeriesPhase, paperId: string): void {
    this.run += 1;
    this.phase = phase;
    this.paperId = paperId;
    this.sheet.cancelSubmit();
    this.error = null;
    this.notice = null;
  }

  private stop(): void {
    this.run += 1;
    this.phase = 'closed';
    this.sheet.cancelSubmit();
    this.error = null;
    this.notice = null;
  }

  private showFinished(result: SeriesResult, notice: string | null): void {
    this.run += 1;
    this.result = result;
    this.title = result.title;
    this.leaderboard = null;
    this.leaderboardError = null;
    this.sheet.clear();
    this.notice = notice;
    this.phase = 'result';
  }

  /** Saves the answers on screen when the save's turn comes: a later move rides along, a failed one is carried by the next. */
  private async persist(run: number): Promise<void> {
    const paperId = this.paperId;
    const { questions, progress } = this.sheet;
    if (run !== this.run || !progress || !paperId) return;
    const answers = answersOf(questions, progress);
    if (sameAnswers(answers, this.savedAnswers)) return;
    try {
      await this.service.saveAnswers(paperId, answers);
      runInAction(() => {
        this.savedAnswers = answers;
        this.saveError = null;
      });
    } catch (error) {
      const problem = AppError.from(error);
      // Refused as late: the server has handed the paper in as it last stood.
      if (problem.code === 'conflict' && run === this.run) {
        void this.showResult(paperId, problem.message);
        return;
      }
      if (await this.session.handleError(problem)) return;
      runInAction(() => (this.saveError = problem.message));
    }
  }

  private async fail(error: unknown, run: number): Promise<void> {
    const problem = AppError.from(error);
    if (await this.session.handleError(problem)) return this.stop();
    if (run !== this.run) return;
    runInAction(() => {
      this.phase = 'failed';
      this.error = problem.message;
    });
  }
}
