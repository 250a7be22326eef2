import { makeAutoObservable, runInAction } from 'mobx';
import type { DiagnosticProgressStore } from '../../../core/diagnostic/diagnostic-progress.store';
import type { DiagnosticAnswers, DiagnosticQuestion, DiagnosticResult } from '../../../core/diagnostic/diagnostic.model';
import type { SaveDiagnostic } from '../../../core/diagnostic/save-diagnostic.use-case';
import type { Notifier } from '../../common/notifier';
import { diagnosticMistakes } from '../../../core/review/diagnostic-mistakes';
import type { MistakeSink } from '../../review/mistake-sink';

/**
 * The 13-question diagnostic: one question at a time, back and forth, progress kept on reload.
 * A choice is saved as the question's answer when the student moves on with Next (or Submit);
 * until then it is the current selection, which Previous clears (spec §2).
 */
export class DiagnosticViewModel {
  index = 0;
  /** Saved answers, question id to option index. */
  answers: Record<string, number> = {};
  /** The current question's selection, not yet saved. */
  pending: number | undefined = undefined;
  saving = false;
  private email = '';

  constructor(
    private readonly saveDiagnostic: SaveDiagnostic,
    private readonly progress: DiagnosticProgressStore,
    private readonly notifier: Notifier,
    readonly questions: readonly DiagnosticQuestion[],
    /** Mistakes Review, which takes the wrongly answered questions once the test is saved. */
    private readonly mistakes?: MistakeSink,
  ) {
    makeAutoObservable<this, 'saveDiagnostic' | 'progress' | 'notifier' | 'email' | 'mistakes'>(this, {
      saveDiagnostic: false,
      progress: false,
      notifier: false,
      questions: false,
      email: false,
      mistakes: false,
    });
  }

  /** Picks up where this student left off, if the page was reloaded mid-test. */
  resume(email: string): void {
    this.email = email;
    const saved = this.progress.load(email);
    if (saved) {
      this.index = saved.currentIndex;
      this.answers = { ...saved.answers };
      this.pending = saved.pending;
    }
  }

  get question(): DiagnosticQuestion {
    return this.questions[this.index]!;
  }

  get label(): string {
    return `Q ${this.index + 1}/${this.questions.length} • ${this.question.subject}`;
  }

  get progressValue(): number {
    return (this.index + 1) / this.questions.length;
  }

  /** The current selection if there is one, else this question's own saved answer. */
  get selected(): number | undefined {
    return this.pending ?? this.answers[this.question.id];
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get isLast(): boolean {
    return this.index === this.questions.length - 1;
  }

  get canGoNext(): boolean {
    return this.selected !== undefined && !this.saving;
  }

  select(option: number): void {
    this.pending = option;
    this.remember();
  }

  /**
   * Goes back one question: the current selection is cleared (a saved answer to the question
   * being left stays), and the previous question shows its own saved answer.
   */
  previous(): void {
    if (this.isFirst || this.saving) return;
    this.pending = undefined;
    this.index -= 1;
    this.remember();
  }

  /** Saves the current selection as this question's answer and moves on. */
  next(): void {
    if (!this.canGoNext || this.isLast) return;
    this.saveSelection();
    this.index += 1;
    this.remember();
  }

  /** Saves the test; on failure the student stays on the last question and can try again. */
  async submit(): Promise<DiagnosticResult | null> {
    if (!this.canGoNext || !this.isLast) return null;
    this.saveSelection();
    this.remember();
    this.saving = true;
    const result = await this.saveDiagnostic.execute(this.answers as DiagnosticAnswers);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.notifier.error({ title: result.error.title ?? 'Error', description: result.error.message });
        return null;
      }
      this.progress.clear(this.email);
      void this.mistakes?.add(diagnosticMistakes(this.questions, this.answers));
      return result.value;
    });
  }

  private saveSelection(): void {
    const selected = this.selected;
    if (selected === undefined) return;
    this.answers = { ...this.answers, [this.question.id]: selected };
    this.pending = undefined;
  }

  private remember(): void {
    if (!this.email) return;
    const { index: currentIndex, answers, pending } = this;
    this.progress.save(this.email, pending === undefined ? { currentIndex, answers } : { currentIndex, answers, pending });
  }
}
