import { makeAutoObservable, runInAction } from 'mobx';
import type { ListFullMocks, MockHistory } from '../../core/mock/list-full-mocks.use-case';
import type { PaperQuestion } from '../../core/mock/mock-analysis';
import type { MockOnScreenStore } from '../../core/mock/mock-on-screen.store';
import { mockMistakes } from '../../core/review/mock-mistakes';
import type { MistakeSink } from '../review/mistake-sink';
import type { OpenedMock } from '../../core/mock/mock-paper';
import { chooseAnswer, clearResponse, goTo, questionOf, settleTime, toggleMarkForReview } from '../../core/mock/mock-progress.rules';
import { formatTimeLeft, timeLeftMs } from '../../core/mock/mock-timer.rules';
import { type MockAttempt, type MockProgress, type PaletteStatus } from '../../core/mock/mock.model';
import type { OpenFullMock } from '../../core/mock/open-full-mock.use-case';
import type { ReviewFullMock } from '../../core/mock/review-full-mock.use-case';
import type { SaveMockProgress } from '../../core/mock/save-mock-progress.use-case';
import type { StartFullMock } from '../../core/mock/start-full-mock.use-case';
import type { FinishedMock, SubmitFullMock } from '../../core/mock/submit-full-mock.use-case';
import type { Clock } from '../../core/ports/clock.port';
import type { AppError } from '../../core/shared/app-error';
import type { SessionViewModel } from '../session/session.view-model';
import type { ClatSection } from '../../core/exam/clat-pattern';
import {
  sectionPalette,
  sectionTabs,
  statusCountsOf,
  submitSummaryOf,
  type MockExamModel,
  type PaletteEntry,
  type SectionTab,
  type SubmitSummary,
} from './mock-exam.model';

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
 * start (or the resumed mock) through the submission to the analysis. The countdown is read
 * from the stored start time through the Clock; the tick only asks the clock again. Each move is
 * saved as it happens, in order.
 */
export class FullMockViewModel implements MockExamModel {
  phase: MockPhase = 'closed';
  history: MockHistory | null = null;
  historyError: string | null = null;
  attempt: MockAttempt | null = null;
  questions: readonly PaperQuestion[] = [];
  progress: MockProgress | null = null;
  now: number;
  finished: FinishedMock | null = null;
  error: string | null = null;
  /** The latest move could not be saved; it is still on screen and is saved with the next one. */
  saveError: string | null = null;
  notice: string | null = null;
  /** The blocked message of an allowance used up ('Upgrade Required', 'Premium credits over ...'). */
  blockedMessage: string | null = null;
  /** 'Submit mock' was pressed: the counts are on screen, waiting for a yes. */
  confirmingSubmit = false;
  /** Passages the student has read and folded away: folded again on each of their questions. */
  hiddenPassages: ReadonlySet<string> = new Set();
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
    this.now = clock.now();
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
    });
  }

  setHooks(hooks: MockHooks): void {
    this.hooks = hooks;
  }

  get isOpen(): boolean {
    return this.phase !== 'closed';
  }

  get ids(): readonly string[] {
    return this.questions.map((question) => question.id);
  }

  get currentIndex(): number {
    return this.progress?.current ?? 0;
  }

  get current(): PaperQuestion | null {
    return this.questions[this.currentIndex] ?? null;
  }

  get currentAnswer(): number | null {
    const question = this.current;
    return question && this.progress ? questionOf(this.progress, question.id).answer : null;
  }

  get currentMarked(): boolean {
    const question = this.current;
    return question && this.progress ? questionOf(this.progress, question.id).markedForReview : false;
  }

  get currentSection(): ClatSection {
    return this.current?.section ?? 'English';
  }

  get timeLeftMs(): number {
    return this.attempt ? timeLeftMs(this.attempt.startedAt, this.now) : 0;
  }

  get timeLeftText(): string {
    return formatTimeLeft(this.timeLeftMs);
  }

  get tabs(): readonly SectionTab[] {
    return sectionTabs(this.questions, this.progress);
  }

  /** The palette of the section on screen. */
  get palette(): readonly PaletteEntry[] {
    return sectionPalette(this.questions, this.progress, this.currentSection);
  }

  /** How many questions of the paper are in each palette state, for the legend. */
  get statusCounts(): Readonly<Record<PaletteStatus, number>> {
    return statusCountsOf(this.questions, this.progress);
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

  goTo(index: number): void {
    this.move((progress, now) => goTo(progress, this.ids, index, this.attempt!.startedAt, now));
  }

  next(): void {
    this.goTo(this.currentIndex + 1);
  }

  previous(): void {
    this.goTo(this.currentIndex - 1);
  }

  openSection(section: ClatSection): void {
    const tab = this.tabs.find((candidate) => candidate.section === section);
    if (tab) this.goTo(tab.first);
  }

  choose(option: number): void {
    this.move((progress) => chooseAnswer(progress, this.ids, option));
  }

  clearResponse(): void {
    this.move((progress) => clearResponse(progress, this.ids));
  }

  toggleMark(): void {
    this.move((progress) => toggleMarkForReview(progress, this.ids));
  }

  /** Saves the time on the question on screen, e.g. when the page is hidden or closed. */
  checkpoint(): void {
    this.move((progress, now) => settleTime(progress, this.ids, this.attempt!.startedAt, now));
  }

  /** Whether the passage of the question on screen is folded away. */
  get passageHidden(): boolean {
    const question = this.current;
    return question !== null && this.hiddenPassages.has(question.setId);
  }

  /** Folds the passage on screen away once read, or opens it again; kept for its other questions. */
  togglePassage(): void {
    const question = this.current;
    if (!question) return;
    const hidden = new Set(this.hiddenPassages);
    if (!hidden.delete(question.setId)) hidden.add(question.setId);
    this.hiddenPassages = hidden;
  }

  /** 'Submit mock': the counts and the time left, to confirm before the paper is handed in. */
  askToSubmit(): void {
    if (this.phase !== 'exam') return;
    this.now = this.clock.now();
    this.confirmingSubmit = true;
  }

  /** Back to the paper from the confirmation. */
  cancelSubmit(): void {
    this.confirmingSubmit = false;
  }

  get submitSummary(): SubmitSummary {
    return submitSummaryOf(this.questions, this.statusCounts, this.timeLeftText);
  }

  /** Hands the paper in: confirmed by the student, or at zero by the clock. */
  async submit(): Promise<void> {
    this.confirmingSubmit = false;
    if (this.phase !== 'exam' || !this.attempt || !this.progress) return;
    const auto = this.timeLeftMs === 0;
    this.phase = 'submitting';
    this.error = null;
    const attemptId = this.attempt.id;
    const progress = this.progress;
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
    if (this.phase === 'exam') this.checkpoint();
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
    this.confirmingSubmit = false;
    this.error = null;
    this.notice = null;
  }

  private enter(phase: MockPhase): void {
    this.run += 1;
    this.phase = phase;
    this.confirmingSubmit = false;
    this.error = null;
    this.notice = null;
    this.blockedMessage = null;
  }

  private begin({ attempt, questions }: OpenedMock): void {
    this.hiddenPassages = new Set();
    this.attempt = attempt;
    this.questions = questions;
    this.progress = attempt.progress;
    this.finished = null;
    this.saveError = null;
    this.now = this.clock.now();
    this.phase = 'exam';
    this.onScreenMark(true);
    void this.tick(this.run);
  }

  private show(finished: FinishedMock, notice: string | null): void {
    this.onScreenMark(false);
    this.run += 1;
    this.finished = finished;
    this.attempt = finished.attempt;
    this.progress = null;
    this.questions = [];
    this.notice = notice;
    this.phase = 'analysis';
  }

  private move(change: (progress: MockProgress, now: number) => MockProgress): void {
    if (this.phase !== 'exam' || !this.progress || !this.attempt) return;
    const now = this.clock.now();
    this.now = now;
    const next = change(this.progress, now);
    if (next === this.progress) return;
    this.progress = next;
    const attemptId = this.attempt.id;
    this.saving = this.saving.then(() => this.persist(attemptId, next));
  }

  private async persist(attemptId: string, progress: MockProgress): Promise<void> {
    const result = await this.saveMockProgress.execute({ attemptId, progress });
    runInAction(() => (this.saveError = result.ok ? null : result.error.message));
  }

  /** Re-reads the clock every second while the exam is on screen; hands the paper in at zero. */
  private async tick(run: number): Promise<void> {
    while (this.run === run && this.phase === 'exam' && this.attempt) {
      const now = this.clock.now();
      const left = timeLeftMs(this.attempt.startedAt, now);
      runInAction(() => (this.now = now));
      if (left === 0) {
        await this.submit();
        return;
      }
      await this.clock.sleep(Math.min(left, 1000 - (now % 1000) || 1000));
    }
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
