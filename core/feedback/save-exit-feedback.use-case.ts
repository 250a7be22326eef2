import type { Auth } from '../auth/auth.port';
import { saveForSignedInStudent } from '../auth/signed-in-student';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import { FEEDBACK_NOTICES, type Notice } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { ExitFeedbackInput } from './feedback.model';
import { exitFeedbackText, validateExitFeedback } from './feedback.validation';

export class SaveExitFeedback {
  constructor(
    private readonly auth: Auth,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async execute(input: ExitFeedbackInput): Promise<Result<Notice>> {
    const invalid = validateExitFeedback(input);
    if (invalid) return fail('validation', invalid);
    return saveForSignedInStudent(this.auth, this.logger, FEEDBACK_NOTICES.saveFailed, 'Exit feedback was not saved', async (userId) => {
      await this.database.updateProfile(userId, { exitFeedback: exitFeedbackText(input) });
      return ok(FEEDBACK_NOTICES.saved);
    });
  }
}
