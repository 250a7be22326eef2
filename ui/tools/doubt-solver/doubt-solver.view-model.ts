import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardStateStore } from '../../../core/dashboard/dashboard-state.store';
import { chargesAUse, type DoubtResponse } from '../../../core/doubt/doubt.model';
import { validateImageSize, validateTypedQuestion } from '../../../core/doubt/doubt.validation';
import type { PrepareTextReader } from '../../../core/doubt/prepare-text-reader.use-case';
import type { DoubtSolved, SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import type { Result } from '../../../core/shared/result';
import { DOUBT_MESSAGES } from '../../../core/shared/messages';
import type { Notifier } from '../../common/notifier';
import { settleRequest, type ToolHooks } from '../tool-hooks';
import { ToolState } from '../tool-state';

/** Larger previews are not kept for the next visit: browser storage holds about 5 MB in all. */
const MAX_SAVED_IMAGE_CHARS = 1_500_000;

export type DoubtStage = 'choose' | 'reading' | 'solved' | 'failed';

/** AI Doubt Solver: a photo of a question (or the question typed) in, the worked solution out. */
export class DoubtSolverViewModel {
  image: string | null = null;
  question = '';
  /** The question as the student types it, or the photo's text being corrected. */
  typed = '';
  typedError: string | null = null;
  answer: DoubtResponse | null = null;
  generating = false;
  progress = 0;
  failure: string | null = null;
  private readonly state: ToolState<'aiDoubtSolver'>;

  constructor(
    private readonly solveDoubt: SolveDoubt,
    private readonly prepareReader: PrepareTextReader,
    store: DashboardStateStore,
    private readonly notifier: Notifier,
    private readonly hooks: ToolHooks,
  ) {
    this.state = new ToolState(store, 'aiDoubtSolver');
    makeAutoObservable<this, 'solveDoubt' | 'prepareReader' | 'state' | 'notifier' | 'hooks'>(this, {
      solveDoubt: false,
      prepareReader: false,
      state: false,
      notifier: false,
      hooks: false,
    });
  }

  get stage(): DoubtStage {
    if (this.generating) return 'reading';
    if (this.failure) return 'failed';
    if (this.answer) return 'solved';
    return 'choose';
  }

  /** Restores the last solution and starts the text reader in the background. */
  open(email: string): () => void {
    const saved = this.state.load(email);
    this.image = saved.image;
    this.question = saved.question;
    this.answer = saved.answer;
    void this.prepareReader.execute();
    return this.state.follow(() => ({
      image: this.image && this.image.length <= MAX_SAVED_IMAGE_CHARS ? this.image : null,
      question: this.question,
      answer: this.answer,
      isGenerating: this.generating,
    }));
  }

  /** Reads and solves the chosen photo. `readAsDataUrl` is the browser's file reader. */
  async choose(file: Blob, readAsDataUrl: (file: Blob) => Promise<string>): Promise<void> {
    if (this.generating) return;
    const tooLarge = validateImageSize(file.size);
    if (tooLarge) {
      this.notifier.error({ title: tooLarge });
      return;
    }
    this.generating = true;
    this.progress = 0;
    this.failure = null;
    this.answer = null;
    this.question = '';
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      runInAction(() => (this.generating = false));
      this.notifier.error({ title: DOUBT_MESSAGES.notAnImage });
      return;
    }
    runInAction(() => (this.image = dataUrl));

    const result = await this.solveDoubt.execute({
      image: file,
      imageDataUrl: dataUrl,
      onProgress: (progress) => runInAction(() => (this.progress = progress)),
    });
    await this.settle(result);
  }

  setTyped(text: string): void {
    this.typed = text;
    this.typedError = null;
  }

  /** Solves the typed question; the text stays in the box whatever happens. */
  async solveTyped(): Promise<void> {
    if (this.generating) return;
    const invalid = validateTypedQuestion(this.typed);
    if (invalid) {
      this.typedError = invalid;
      return;
    }
    this.generating = true;
    this.progress = 1;
    this.failure = null;
    this.answer = null;
    this.image = null;
    this.question = '';
    await this.settle(await this.solveDoubt.executeText(this.typed));
  }

  /** Back to the box with the text as read, so that a misread number can be put right and solved again. */
  correctText(): void {
    if (this.generating) return;
    const read = this.question;
    this.reset();
    this.typed = read;
  }

  /** True when the reply was only an approach or a decline: it cost no use. */
  get free(): boolean {
    return this.answer !== null && !chargesAUse(this.answer);
  }

  private async settle(result: Result<DoubtSolved>): Promise<void> {
    const solved = (value: DoubtSolved) => {
      this.question = value.questionText;
      this.answer = value.response;
      this.generating = false;
    };
    const error = await settleRequest(this.hooks, result, solved, () => (this.generating = false));
    if (!error) return;
    if (error.code === 'validation' || error.code === 'empty_response') {
      // Not an image, too large, or no text on it: back to choosing a clearer photo.
      runInAction(() => (this.image = null));
      this.notifier.error({ title: error.title ?? error.message, description: error.title ? error.message : undefined });
      return;
    }
    this.notifier.error({ title: error.title ?? error.message, description: error.title ? error.message : undefined });
    runInAction(() => (this.failure = DOUBT_MESSAGES.answerAreaError));
  }

  /** 'Upload Different Question' / 'Upload New Question': back to choosing a photo. */
  reset(): void {
    if (this.generating) return;
    this.typedError = null;
    this.image = null;
    this.question = '';
    this.answer = null;
    this.failure = null;
    this.progress = 0;
  }
}
