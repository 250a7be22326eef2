import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { PracticeActivityLog } from './practice-activity.port';
import { fail, ok, type Result } from '../shared/result';
import { isValidActivity, type ActivitySource, type PracticeActivity } from './practice-activity.model';
import { WEEKLY_REPORT_MESSAGES } from './weekly-report.messages';
import type { ClatSection } from '../exam/clat-pattern';

export interface PracticeDone {
  readonly source: ActivitySource;
  readonly section: ClatSection;
  readonly topic: string;
  readonly answered: number;
  readonly correct: number;
}

/**
 * Records a checked piece of practice for the signed-in student's weekly report: the Question
 * Maker calls it when a set's results are shown, Mistakes Review for each rated question.
 * Nothing answered, nothing recorded.
 */
export class RecordPracticeActivity {
  constructor(
    private readonly auth: Auth,
    private readonly log: PracticeActivityLog,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: PracticeDone): Promise<Result<PracticeActivity | null>> {
    if (input.answered === 0) return ok(null);
    const activity: PracticeActivity = { ...input, topic: input.topic.trim(), at: this.clock.now() };
    if (!isValidActivity(activity)) return fail('validation', WEEKLY_REPORT_MESSAGES.badActivity);
    const words = { notSignedIn: WEEKLY_REPORT_MESSAGES.notSignedIn, failed: WEEKLY_REPORT_MESSAGES.recordFailed, logged: 'Practice was not recorded for the weekly report' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      await this.log.add(session.user.id, activity);
      return ok(activity);
    });
  }
}
