import { makeAutoObservable, runInAction } from 'mobx';
import type { SeriesService } from '../../core/mock-series/series-service.port';
import { AppError } from '../../core/shared/app-error';

/**
 * 'Show me on leaderboards' and the display name, off until the student turns it on. A refusal
 * (a name too short, one like an e-mail address, none at all) is shown under the field and the
 * form keeps what she typed.
 */
export class LeaderboardChoiceViewModel {
  optIn = false;
  displayName = '';
  /** The server's words about the display name, or why the choice could not be saved. */
  error: string | null = null;
  saving = false;
  /** The choice on screen is the one kept. */
  saved = false;

  constructor(
    private readonly service: SeriesService,
    private readonly onSaved: () => Promise<void> | void = () => undefined,
  ) {
    makeAutoObservable<this, 'service' | 'onSaved'>(this, { service: false, onSaved: false });
  }

  /** The choice kept on the server; a failure leaves the form as it is (off, empty). */
  async load(): Promise<void> {
    try {
      const choice = await this.service.leaderboardChoice();
      runInAction(() => {
        this.optIn = choice.optIn;
        this.displayName = choice.displayName ?? '';
        this.saved = true;
      });
    } catch {
      // The form still works: saving sends the whole choice.
    }
  }

  setOptIn(optIn: boolean): void {
    this.optIn = optIn;
    this.saved = false;
  }

  setDisplayName(name: string): void {
    this.displayName = name;
    this.saved = false;
  }

  async save(): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.error = null;
    const name = this.displayName.trim();
    try {
      const kept = await this.service.setLeaderboardChoice({ optIn: this.optIn, ...(name === '' ? {} : { displayName: name }) });
      runInAction(() => {
        this.optIn = kept.optIn;
        this.displayName = kept.displayName ?? '';
        this.saved = true;
      });
      await this.onSaved();
    } catch (error) {
      runInAction(() => (this.error = AppError.from(error).message));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
