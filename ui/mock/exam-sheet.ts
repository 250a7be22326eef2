import { makeAutoObservable, runInAction } from 'mobx';
import type { ClatSection } from '../../core/exam/clat-pattern';
import { chooseAnswer, clearResponse, goTo, questionOf, settleTime, toggleMarkForReview } from '../../core/mock/mock-progress.rules';
import { formatTimeLeft } from '../../core/mock/mock-timer.rules';
import type { MockProgress, PaletteStatus } from '../../core/mock/mock.model';
import type { Clock } from '../../core/ports/clock.port';
import { sectionPalette, sectionTabs, statusCountsOf, submitSummaryOf, type ExamQuestion, type PaletteEntry, type SectionTab, type SubmitSummary } from './mock-exam.model';

/** What the sheet asks of the view model that owns it: what differs between the full mock and the All-India Mock. */
export interface ExamSheetOwner {
  /** Whether the paper takes moves now: it is on screen and not being handed in. */
  takesMoves(): boolean;
  /** The time left at `now`, by the owner's deadline. */
  timeLeftAt(now: number): number;
  /** A move changed the progress: the owner saves it its own way. */
  moved(progress: MockProgress): void;
}

/**
 * The paper on the exam screen, the full mock's or the All-India Mock's: the questions, the
 * progress through them (by core's mock-progress rules), the passages folded away, the submit
 * confirmation and the countdown, read from the Clock. Its owner saves, hands in and keeps the deadline.
 */
export class ExamSheet<Question extends ExamQuestion = ExamQuestion> {
  questions: readonly Question[] = [];
  progress: MockProgress | null = null;
  /** The start the time rules count each question's time from. */
  startedAt = 0;
  /** The clock's last reading: the countdown shows the time left at it. */
  now: number;
  /** 'Submit mock' was pressed: the counts are on screen, waiting for a yes. */
  confirmingSubmit = false;
  /** Passages the student has read and folded away: folded again on each of their questions. */
  hiddenPassages: ReadonlySet<string> = new Set();

  constructor(
    private readonly clock: Clock,
    private readonly owner: ExamSheetOwner,
  ) {
    this.now = clock.now();
    // The paper and the progress are replaced whole by each move, never changed in place: a
    // reference is all there is to watch, and 120 questions are not copied into observables.
    makeAutoObservable<this, 'clock' | 'owner'>(this, { clock: false, owner: false }, { deep: false });
  }

  /** A paper taken up at `now`: its questions, where the student stands, and a fresh fold. */
  load(questions: readonly Question[], progress: MockProgress, startedAt: number, now: number): void {
    this.hiddenPassages = new Set();
    this.questions = questions;
    this.progress = progress;
    this.startedAt = startedAt;
    this.now = now;
  }

  /** The paper is handed in: nothing left on the sheet. */
  clear(): void {
    this.progress = null;
    this.questions = [];
  }

  get currentIndex(): number {
    return this.progress?.current ?? 0;
  }

  get current(): Question | null {
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
    return this.owner.timeLeftAt(this.now);
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

  get submitSummary(): SubmitSummary {
    return submitSummaryOf(this.questions, this.statusCounts, this.timeLeftText);
  }

  /** Whether the passage of the question on screen is folded away. */
  get passageHidden(): boolean {
    const question = this.current;
    return question !== null && this.hiddenPassages.has(question.setId);
  }

  private get ids(): readonly string[] {
    return this.questions.map((question) => question.id);
  }

  goTo(index: number): void {
    this.move((progress, now) => goTo(progress, this.ids, index, this.startedAt, now));
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
    this.move((progress, now) => settleTime(progress, this.ids, this.startedAt, now));
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
    if (!this.owner.takesMoves()) return;
    this.now = this.clock.now();
    this.confirmingSubmit = true;
  }

  /** Back to the paper from the confirmation (and away from it once the paper goes in or the screen closes). */
  cancelSubmit(): void {
    this.confirmingSubmit = false;
  }

  /** Re-reads the clock every second while `running` holds; at zero, `timeUp` hands the paper in. */
  async countDown(running: () => boolean, timeUp: () => Promise<void>): Promise<void> {
    while (running()) {
      const now = this.clock.now();
      const left = this.owner.timeLeftAt(now);
      runInAction(() => (this.now = now));
      if (left === 0) {
        await timeUp();
        return;
      }
      await this.clock.sleep(Math.min(left, 1000 - (now % 1000) || 1000));
    }
  }

  private move(change: (progress: MockProgress, now: number) => MockProgress): void {
    if (!this.owner.takesMoves() || !this.progress) return;
    const now = this.clock.now();
    this.now = now;
    const next = change(this.progress, now);
    if (next === this.progress) return;
    this.progress = next;
    this.owner.moved(next);
  }
}
