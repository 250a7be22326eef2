import { makeAutoObservable, runInAction } from 'mobx';
import type { ContactSubmission } from '../../core/contact/contact.model';
import type { SubmitContact } from '../../core/contact/submit-contact.use-case';
import type { Clock } from '../../core/ports/clock.port';
import { CONTACT_NOTICES } from '../../core/shared/messages';
import type { Notifier } from '../common/notifier';

export type ContactState = 'idle' | 'sending' | 'sent';

/** How long the thank-you panel stays before the form comes back, empty (spec §9). */
export const THANK_YOU_MS = 3_000;

const EMPTY: ContactSubmission = { name: '', email: '', message: '' };

export class ContactViewModel {
  state: ContactState = 'idle';
  fields: ContactSubmission = { ...EMPTY };
  error: string | null = null;

  constructor(
    private readonly submitContact: SubmitContact,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'submitContact' | 'clock' | 'notifier'>(this, {
      submitContact: false,
      clock: false,
      notifier: false,
    });
  }

  setField(field: keyof ContactSubmission, value: string): void {
    this.fields = { ...this.fields, [field]: value };
  }

  /** Sends the message; on failure the form keeps every value. */
  async submit(): Promise<void> {
    if (this.state !== 'idle') return;
    this.state = 'sending';
    this.error = null;
    const result = await this.submitContact.execute(this.fields);
    runInAction(() => {
      if (!result.ok) {
        this.state = 'idle';
        this.error = result.error.message;
        if (result.error.code !== 'validation') this.notifier.error(CONTACT_NOTICES.failed(result.error.message));
        return;
      }
      this.state = 'sent';
      this.notifier.success(result.value);
    });
    if (result.ok) {
      await this.clock.sleep(THANK_YOU_MS);
      runInAction(() => {
        this.fields = { ...EMPTY };
        this.state = 'idle';
      });
    }
  }
}
