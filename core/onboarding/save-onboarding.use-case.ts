import type { Auth } from '../auth/auth.port';
import { saveForSignedInStudent } from '../auth/signed-in-student';
import type { Database } from '../ports/database.port';
import type { Logger } from '../ports/logger.port';
import { ONBOARDING_NOTICES } from '../shared/messages';
import { fail, ok, type Result } from '../shared/result';
import type { OnboardingKey } from './onboarding.model';
import { isOnboardingComplete } from './onboarding.rules';

const FAILED = ONBOARDING_NOTICES.saveFailed;

/** Saves the four questionnaire answers and ends the first login. */
export class SaveOnboarding {
  constructor(
    private readonly auth: Auth,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async execute(answers: Partial<Record<OnboardingKey, string>>): Promise<Result<typeof ONBOARDING_NOTICES.saved>> {
    if (!isOnboardingComplete(answers)) return fail('validation', FAILED.description, FAILED.title);
    return saveForSignedInStudent(this.auth, this.logger, FAILED, 'Onboarding answers were not saved', async (userId) => {
      await this.database.updateProfile(userId, { ...answers, isFirstLogin: false });
      return ok(ONBOARDING_NOTICES.saved);
    });
  }
}
