import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../core/ports/clock.port';
import type { AddMistakes } from '../../core/review/add-mistakes.use-case';
import type { ListDueReviews } from '../../core/review/list-due-reviews.use-case';
import type { RecordReview } from '../../core/review/record-review.use-case';
import type { MistakeSnapshot, ReviewItem, ReviewRating, ReviewSummary } from '../../core/review/review.model';
import { sectionOfSubject } from '../../core/weekly-report/subject-section';
import type { PracticeSink } from '../weekly-report/practice-sink';
import type { MistakeSink } from './mistake-sink';
import { onFirstUse } from '../common/on-first-use';

/** The tool's name, on its dashboard card and its overlay. */
export const REVIEW_TITLE = 'Mistakes Review';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }));

/** 'in 10 min', 'in 5 h', or 'Tue, 1 Dec, 9:30 am' further out. */
export function formatWhen(at: number, now: number): string {
  const wait = at - now;
  if (wait <= MINUTE) return 'in a minute';
  if (wait < HOUR) return `in ${Math.round(wait / MINUTE)} min`;
  if (wait < 24 * HOUR) return `in ${Math.round(wait / HOUR)} h`;
  return `on ${dateTime().format(at)}`;
}

/**
 * Mistakes Review: the dashboard card's count (one instance for the visit, so wrong answers sent
 * from the daily quiz, the Question Maker and the diagnostic show at once) and the full-screen
 * review: the question again, the student's answer, the explanation, then Again / Hard / Good /
 * Easy, which schedules it.
 */
export class MistakesReviewViewModel implements MistakeSink {
  summary: ReviewSummary | null = null;
  loadError: string | null = null;
  isOpen = false;
  /** The questions of this sitting, taken when it opened. */
  session: readonly ReviewItem[] = [];
  index = 0;
  chosen: number | null = null;
  revealed = false;
  saving = false;
  saveError: string | null = null;
  reviewed = 0;

  constructor(
    private readonly listDue: ListDueReviews,
    private readonly addMistakes: AddMistakes,
    private readonly recordReview: RecordReview,
    private readonly clock: Clock,
    /** The weekly report's record: each rated question counts as one answered. */
    private readonly practice?: PracticeSink,
  ) {
    makeAutoObservable<this, 'listDue' | 'addMistakes' | 'recordReview' | 'clock' | 'practice'>(this, {
      listDue: false,
      addMistakes: false,
      recordReview: false,
      clock: false,
      practice: false,
    });
  }

  get dueCount(): number {
    return this.summary?.due.length ?? 0;
  }

  get current(): ReviewItem | null {
    return this.session[this.index] ?? null;
  }

  get finished(): boolean {
    return this.isOpen && this.current === null;
  }

  /** 'Next review in 10 min', or null when nothing waits. */
  get nextReviewText(): string | null {
    const next = this.summary?.nextDueAt;
    return next == null ? null : `Next review ${formatWhen(next, this.clock.now())}.`;
  }

  get answeredRight(): boolean {
    return this.current !== null && this.chosen === this.current.question.correctIndex;
  }

  async refresh(): Promise<void> {
    const result = await this.listDue.execute();
    runInAction(() => {
      if (result.ok) {
        this.summary = result.value;
        this.loadError = null;
      } else {
        this.loadError = result.error.message;
      }
    });
  }

  async add(mistakes: readonly MistakeSnapshot[]): Promise<void> {
    if (mistakes.length === 0) return;
    const result = await this.addMistakes.execute({ mistakes });
    // A failure is logged by the use case; the practice screen the student is on carries on.
    if (result.ok) await this.refresh();
  }

  async open(): Promise<void> {
    await this.refresh();
    runInAction(() => {
      this.session = this.summary?.due ?? [];
      this.index = 0;
      this.reviewed = 0;
      this.resetQuestion();
      this.isOpen = true;
    });
  }

  close(): void {
    this.isOpen = false;
    this.session = [];
    void this.refresh();
  }

  choose(optionIndex: number): void {
    if (!this.revealed) this.chosen = optionIndex;
  }

  check(): void {
    if (this.chosen !== null) this.revealed = true;
  }

  async rate(rating: ReviewRating): Promise<void> {
    const item = this.current;
    if (!item || !this.revealed || this.saving) return;
    this.saving = true;
    this.saveError = null;
    const answeredRight = this.answeredRight;
    const result = await this.recordReview.execute({ questionId: item.question.questionId, rating });
    if (!result.ok) {
      runInAction(() => {
        this.saving = false;
        this.saveError = result.error.message;
      });
      return;
    }
    const section = sectionOfSubject(item.question.subject);
    if (section && this.practice) {
      void this.practice.record({ source: 'mistakes_review', section, topic: item.question.subject, answered: 1, correct: answeredRight ? 1 : 0 });
    }
    await this.refresh();
    runInAction(() => {
      this.saving = false;
      this.reviewed += 1;
      this.index += 1;
      this.resetQuestion();
    });
  }

  private resetQuestion(): void {
    this.chosen = null;
    this.revealed = false;
    this.saveError = null;
  }
}
