import type { Database } from '../ports/database.port';
import { AppError } from '../shared/app-error';
import { CONTACT_NOTICES, type Notice } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { ContactSubmission } from './contact.model';
import { validateContact } from './contact.validation';

export class SubmitContact {
  constructor(private readonly database: Database) {}

  async execute(input: ContactSubmission): Promise<Result<Notice>> {
    const invalid = validateContact(input);
    if (invalid) return fail('validation', invalid, CONTACT_NOTICES.failed().title);
    try {
      await this.database.insertContactSubmission({
        name: input.name.trim(),
        email: input.email.trim(),
        message: input.message.trim(),
      });
      return ok(CONTACT_NOTICES.sent);
    } catch (error) {
      const failed = CONTACT_NOTICES.failed(AppError.from(error).message.trim() || undefined);
      return fail('unknown', failed.description ?? '', failed.title);
    }
  }
}
