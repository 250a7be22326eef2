import { makeAutoObservable, runInAction } from 'mobx';
import { ONBOARDING_QUESTIONS, type OnboardingKey, type OnboardingQuestion } from '../../../core/onboarding/onboarding.model';
import { stepLabel } from '../../../core/onboarding/onboarding.rules';
import type { SaveOnboarding } from '../../../core/onboarding/save-onboarding.use-case';
import type { Notifier } from '../../common/notifier';

/** 'Let's personalize your CLAT prep': four steps, one answer each, saved at the end. */
export class OnboardingViewModel {
  step = 0;
  answers: Partial<Record<OnboardingKey, string>> = {};
  saving = false;

  constructor(
    private readonly saveOnboarding: SaveOnboarding,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'saveOnboarding' | 'notifier'>(this, { saveOnboarding: false, notifier: false });
  }

  get question(): OnboardingQuestion {
    return ONBOARDING_QUESTIONS[this.step]!;
  }

  get stepLabel(): string {
    return stepLabel(this.step);
  }

  /** Percent of the questionnaire reached, for the progress bar. */
  get progress(): number {
    return (this.step + 1) / ONBOARDING_QUESTIONS.length;
  }

  get selected(): string | undefined {
    return this.answers[this.question.key];
  }

  get isLast(): boolean {
    return this.step === ONBOARDING_QUESTIONS.length - 1;
  }

  get canGoBack(): boolean {
    return this.step > 0 && !this.saving;
  }

  get canGoNext(): boolean {
    return this.selected !== undefined && !this.saving;
  }

  choose(option: string): void {
    this.answers = { ...this.answers, [this.question.key]: option };
  }

  back(): void {
    if (this.canGoBack) this.step -= 1;
  }

  /** Moves on; on the last step saves the answers and resolves true when they were saved. */
  async next(): Promise<boolean> {
    if (!this.canGoNext) return false;
    if (!this.isLast) {
      this.step += 1;
      return false;
    }
    this.saving = true;
    const result = await this.saveOnboarding.execute(this.answers);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.notifier.error({ title: result.error.title ?? 'Error', description: result.error.message });
        return false;
      }
      this.notifier.success(result.value);
      return true;
    });
  }
}
