import { makeAutoObservable, runInAction } from 'mobx';
import { OTHER_REASON, type ExitReason } from '../../../core/feedback/feedback.model';
import type { SaveExitFeedback } from '../../../core/feedback/save-exit-feedback.use-case';
import type { Notifier } from '../../common/notifier';

/** 'Before you go...': why a non-premium student is leaving. */
export class ExitFeedbackViewModel {
  open = false;
  reason: ExitReason | '' = '';
  otherText = '';
  saving = false;
  error: string | null = null;
  private asked = false;

  constructor(
    private readonly saveExitFeedback: SaveExitFeedback,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'saveExitFeedback' | 'notifier' | 'asked'>(this, {
      saveExitFeedback: false,
      notifier: false,
      asked: false,
    });
  }

  get showsOtherText(): boolean {
    return this.reason === OTHER_REASON;
  }

  /** Asks once per visit: a student who skipped is not asked again on the next attempt to leave. */
  ask(): boolean {
    if (this.asked) return false;
    this.asked = true;
    this.open = true;
    return true;
  }

  choose(reason: ExitReason): void {
    this.reason = reason;
    this.error = null;
  }

  setOtherText(value: string): void {
    this.otherText = value;
  }

  skip(): void {
    this.open = false;
  }

  async submit(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.error = null;
    const result = await this.saveExitFeedback.execute({ reason: this.reason, otherText: this.otherText });
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        if (result.error.code === 'validation') this.error = result.error.message;
        else this.notifier.error({ title: result.error.title ?? 'Error', description: result.error.message });
        return false;
      }
      this.notifier.success(result.value);
      this.open = false;
      return true;
    });
  }
}
