import { makeAutoObservable, runInAction } from 'mobx';
import type { ListFullMocks, MockHistory } from '../../core/mock/list-full-mocks.use-case';
import type { PaperQuestion } from '../../core/mock/mock-analysis';
import type { MockOnScreenStore } from '../../core/mock/mock-on-screen.store';
import { mockMistakes } from '../../core/review/mock-mistakes';
import type { MistakeSink } from '../review/mistake-sink';
import type { OpenedMock } from '../../core/mock/mock-paper';
import { timeLeftMs } from '../../core/mock/mock-timer.rules';
import type { MockAttempt, MockProgress } from '../../core/mock/mock.model';
import type { OpenFullMock } from '../../core/mock/open-full-mock.use-case';
import type { ReviewFullMock } from '../../core/mock/review-full-mock.use-case';
import type { SaveMockProgress } from '../../core/mock/save-mock-progress.use-case';
import type { StartFullMock } from '../../core/mock/start-full-mock.use-case';
import type { FinishedMock } from '../../core/mock/mock-hand-in';
import type { SubmitFullMock } from '../../core/mock/submit-full-mock.use-case';
import type { Clock } from '../../core/ports/clock.port';
import type { AppError } from '../../core/shared/app-error';
import type { SessionViewModel } from '../session/session.view-model';
import { ExamSheet } from './exam-sheet';
import type { MockExamModel } from './mock-exam.model';

export type MockPhase = 'closed' | 'loading' | 'instructions' | 'exam' | 'submitting' | 'analysis' | 'failed';

export const TIME_UP_NOTICE = 'Time is up. Your mock was submitted automatically.';

/** What the exam screen asks of the dashboard: the upgrade flow when a mock is not allowed. */
export interface MockHooks {
  readonly onPaymentRequired: () => void;
  /** A mock was started (a use counted): badges may change. */
  readonly onUsed: () => void;
}

/**
 * The full mock: the dashboard card's list of past mocks, and the exam in its overlay from the
 * start (or the resumed mock) through the submission to the analysis. The paper on screen is its
 * sheet; the countdown runs from the stored start time, read through the Clock. Each move is
 * saved as it happens, in order.
 */
export class FullMockViewModel implements MockExamModel {
  phase: MockPhase = 'closed';
  history: MockHistory | null = null;
  historyError: string | null = null;
  attempt: MockAttempt | null = null;
  readonly sheet: ExamSheet<PaperQuestion>;
  finished: FinishedMock | null = null;
  error: string | null = null;
  /** The latest move could not be saved; it is still on screen and is saved with the next one. */
  saveError: string | null = null;
  notice: string | null = null;
  /** The blocked message of an allowance used up ('Upgrade Required', 'Premium credits over ...'). */
  blockedMessage: string | null = null;
  private run = 0;
  private saving: Promise<void> = Promise.resolve();
  private hooks: MockHooks | null = null;

  constructor(
    private readonly openFullMock: OpenFullMock,
    private readonly startFullMock: StartFullMock,
    private readonly saveMockProgress: SaveMockProgress,
    private readonly submitFullMock: SubmitFullMock,
    private readonly listFullMocks: ListFullMocks,
    private readonly reviewFullMock: ReviewFullMock,
    private readonly clock: Clock,
    private readonly session: SessionViewModel,
    private readonly mistakes?: MistakeSink,
    private readonly onScreen?: MockOnScreenStore,
  ) {
    this.sheet = new ExamSheet<PaperQuestion>(clock, {
      takesMoves: () => this.phase === 'exam' && this.attempt !== null,
      timeLeftAt: (now) => (this.attempt ? timeLeftMs(this.attempt.startedAt, now) : 0),
      moved: (progress) => {
        const attemptId = this.attempt!.id;
        this.saving = this.saving.then(() => this.persist(attemptId, progress));
      },
    });
    makeAutoObservable<this, 'openFullMock' | 'startFullMock' | 'saveMockProgress' | 'submitFullMock' | 'listFullMocks' | 'reviewFullMock' | 'clock' | 'session' | 'mistakes' | 'onScreen' | 'run' | 'saving' | 'hooks'>(this, {
      openFullMock: false,
      mistakes: false,
      onScreen: false,
      startFullMock: false,
      saveMockProgress: false,
      submitFullMock: false,
      listFullMocks: false,
      reviewFullMock: false,
      clock: false,
      session: false,
      run: false,
      saving: false,
      hooks: false,
      sheet: false,
      // Attempts, results and history are replaced whole, never changed in place.
    }, { deep: false });
  }

  setHooks(hooks: MockHooks): void {
    this.hooks = hooks;
  }

  get isOpen(): boolean {
    return this.phase !== 'closed';
  }

  get submitting(): boolean {
    return this.phase === 'submitting';
  }

  /** Every question of a full mock comes from the bank, by an id the reports can name. */
  get canReport(): boolean {
    return true;
  }

  async loadHistory(): Promise<void> {
    const result = await this.listFullMocks.execute();
    if (!result.ok) {
      if (await this.session.handleError(result.error)) return;
      runInAction(() => (this.historyError = result.error.message));
      return;
    }
    runInAction(() => {
      this.history = result.value;
      this.historyError = null;
    });
  }

  /** Resumes the mock in progress, or shows the instructions of a new one (nothing is spent until Start). */
  async open(): Promise<void> {
    if (this.phase === 'loading' || this.phase === 'submitting' || this.phase === 'exam' || this.phase === 'instructions') return;
    this.enter('loading');
    const opened = await this.openFullMock.execute();
    if (!opened.ok) return this.fail(opened.error);
    const outcome = opened.value;
    if (outcome.kind === 'inProgress') return this.begin(outcome);
    if (outcome.kind === 'timedOut') {
      this.show(outcome, TIME_UP_NOTICE);
      await Promise.all([this.loadHistory(), this.mistakes?.add(mockMistakes(outcome.analysis))]);
      return;
    }
    this.enter('instructions');
  }

  /** From the instructions: the paper is assembled, the allowance used and the clock started. */
  async start(): Promise<void> {
    if (this.phase !== 'instructions') return;
    this.enter('loading');
    const started = await this.startFullMock.execute();
    if (!started.ok) return this.fail(started.error);
    this.hooks?.onUsed();
    this.begin(started.value);
    await this.loadHistory();
  }

  /** Reopens a past mock's analysis. */
  async review(attemptId: string): Promise<void> {
    if (this.phase === 'exam' || this.phase === 'submitting') return;
    this.enter('loading');
    const result = await this.reviewFullMock.execute({ attemptId });
    if (!result.ok) return this.fail(result.error);
    this.show(result.value, null);
  }

  /** Hands the paper in: confirmed by the student, or at zero by the clock. */
  async submit(): Promise<void> {
    this.sheet.cancelSubmit();
    if (this.phase !== 'exam' || !this.attempt || !this.sheet.progress) return;
    const auto = this.sheet.timeLeftMs === 0;
    this.phase = 'submitting';
    this.error = null;
    const attemptId = this.attempt.id;
    const progress = this.sheet.progress;
    await this.saving;
    const result = await this.submitFullMock.execute({ attemptId, progress });
    if (!result.ok) {
      if (result.error.code === 'conflict') {
        // Handed in already (another tab, or its time ran out there): show that result.
        runInAction(() => (this.phase = 'closed'));
        await this.review(attemptId);
        return;
      }
      if (await this.session.handleError(result.error)) return this.stop();
      runInAction(() => {
        this.phase = 'exam';
        this.error = result.error.message;
      });
      return;
    }
    this.show(result.value, auto ? TIME_UP_NOTICE : null);
    await Promise.all([this.loadHistory(), this.mistakes?.add(mockMistakes(result.value.analysis))]);
  }

  /** From the blocked message: the upgrade flow, as the other tools offer it. */
  upgrade(): void {
    this.stop();
    this.hooks?.onPaymentRequired();
  }

  close(): void {
    if (this.phase === 'exam') this.sheet.checkpoint();
    this.onScreenMark(false);
    this.stop();
  }

  /** From the dashboard after a reload: the mock that was on screen, or nothing when it is gone. */
  async resume(): Promise<void> {
    if (this.phase !== 'closed') return;
    this.enter('loading');
    const opened = await this.openFullMock.execute();
    if (!opened.ok) return this.fail(opened.error);
    const outcome = opened.value;
    if (outcome.kind === 'inProgress') return this.begin(outcome);
    this.onScreenMark(false);
    if (outcome.kind === 'timedOut') {
      this.show(outcome, TIME_UP_NOTICE);
      await Promise.all([this.loadHistory(), this.mistakes?.add(mockMistakes(outcome.analysis))]);
      return;
    }
    this.stop();
  }

  /** Keeps whether the exam is on screen, for the dashboard after a reload. */
  private onScreenMark(onScreen: boolean): void {
    const email = this.session.user?.email;
    if (!email || !this.onScreen) return;
    if (onScreen) this.onScreen.mark(email);
    else this.onScreen.clear(email);
  }

  private stop(): void {
    this.run += 1;
    this.phase = 'closed';
    this.sheet.cancelSubmit();
    this.error = null;
    this.notice = null;
  }

  private enter(phase: MockPhase): void {
    this.run += 1;
    this.phase = phase;
    this.sheet.cancelSubmit();
    this.error = null;
    this.notice = null;
    this.blockedMessage = null;
  }

  private begin({ attempt, questions }: OpenedMock): void {
    this.attempt = attempt;
    this.sheet.load(questions, attempt.progress, attempt.startedAt, this.clock.now());
    this.finished = null;
    this.saveError = null;
    this.phase = 'exam';
    this.onScreenMark(true);
    const run = this.run;
    void this.sheet.countDown(
      () => this.run === run && this.phase === 'exam',
      () => this.submit(),
    );
  }

  private show(finished: FinishedMock, notice: string | null): void {
    this.onScreenMark(false);
    this.run += 1;
    this.finished = finished;
    this.attempt = finished.attempt;
    this.sheet.clear();
    this.notice = notice;
    this.phase = 'analysis';
  }

  private async persist(attemptId: string, progress: MockProgress): Promise<void> {
    const result = await this.saveMockProgress.execute({ attemptId, progress });
    runInAction(() => (this.saveError = result.ok ? null : result.error.message));
  }

  private async fail(error: AppError): Promise<void> {
    if (await this.session.handleError(error)) return this.stop();
    runInAction(() => {
      if (error.code === 'payment_required') {
        this.phase = 'closed';
        this.hooks?.onPaymentRequired();
        return;
      }
      this.phase = 'failed';
      this.error = error.message;
      if (error.code === 'usage_blocked') this.blockedMessage = error.message;
    });
  }
}
