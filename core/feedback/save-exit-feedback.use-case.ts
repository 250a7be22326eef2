import type { Auth } from '../auth/auth.port';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import { FEEDBACK_NOTICES, type Notice } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { ExitFeedbackInput } from './feedback.model';
import { exitFeedbackText, validateExitFeedback } from './feedback.validation';

const FAILED = FEEDBACK_NOTICES.saveFailed;

export class SaveExitFeedback {
  constructor(
    private readonly auth: Auth,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async execute(input: ExitFeedbackInput): Promise<Result<Notice>> {
    const invalid = validateExitFeedback(input);
    if (invalid) return fail('validation', invalid);
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', FAILED.description, FAILED.title);
      await this.database.updateProfile(session.user.id, { exitFeedback: exitFeedbackText(input) });
      return ok(FEEDBACK_NOTICES.saved);
    } catch (error) {
      this.logger.error('Exit feedback was not saved', { error: String(error) });
      return fail('unknown', FAILED.description, FAILED.title);
    }
  }
}
