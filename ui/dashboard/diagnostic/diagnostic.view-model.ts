import { makeAutoObservable, runInAction } from 'mobx';
import type { DiagnosticProgressStore } from '../../../core/diagnostic/diagnostic-progress.store';
import type { DiagnosticAnswers, DiagnosticQuestion, DiagnosticResult } from '../../../core/diagnostic/diagnostic.model';
import type { SaveDiagnostic } from '../../../core/diagnostic/save-diagnostic.use-case';
import type { Notifier } from '../../common/notifier';

/** The 13-question diagnostic: one question at a time, back and forth, progress kept on reload. */
export class DiagnosticViewModel {
  index = 0;
  answers: Record<string, number> = {};
  saving = false;
  private email = '';

  constructor(
    private readonly saveDiagnostic: SaveDiagnostic,
    private readonly progress: DiagnosticProgressStore,
    private readonly notifier: Notifier,
    readonly questions: readonly DiagnosticQuestion[],
  ) {
    makeAutoObservable<this, 'saveDiagnostic' | 'progress' | 'notifier' | 'email'>(this, {
      saveDiagnostic: false,
      progress: false,
      notifier: false,
      questions: false,
      email: false,
    });
  }

  /** Picks up where this student left off, if the page was reloaded mid-test. */
  resume(email: string): void {
    this.email = email;
    const saved = this.progress.load(email);
    if (saved) {
      this.index = saved.currentIndex;
      this.answers = { ...saved.answers };
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

  get selected(): number | undefined {
    return this.answers[this.question.id];
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
    this.answers = { ...this.answers, [this.question.id]: option };
    this.remember();
  }

  /** Goes back one question, clearing the choice on the one being left (spec §2). */
  previous(): void {
    if (this.isFirst || this.saving) return;
    const { [this.question.id]: _cleared, ...rest } = this.answers;
    this.answers = rest;
    this.index -= 1;
    this.remember();
  }

  next(): void {
    if (!this.canGoNext || this.isLast) return;
    this.index += 1;
    this.remember();
  }

  /** Saves the test; on failure the student stays on the last question and can try again. */
  async submit(): Promise<DiagnosticResult | null> {
    if (!this.canGoNext || !this.isLast) return null;
    this.saving = true;
    const result = await this.saveDiagnostic.execute(this.answers as DiagnosticAnswers);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.notifier.error({ title: result.error.title ?? 'Error', description: result.error.message });
        return null;
      }
      this.progress.clear(this.email);
      return result.value;
    });
  }

  private remember(): void {
    if (this.email) this.progress.save(this.email, { currentIndex: this.index, answers: this.answers });
  }
}
