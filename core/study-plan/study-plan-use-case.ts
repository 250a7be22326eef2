import type { Auth } from '../auth/auth.port';
import { asSignedInStudent, type StepWords } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Result } from '../shared/result';
import type { PlanEvidenceReader } from './plan-evidence.reader';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import type { StudyPlans } from './study-plans.port';

/**
 * What the study plan's use cases share: the stored plan, the evidence a plan is worked out from,
 * and one answer to a signed-out student.
 */
export abstract class StudyPlanUseCase {
  constructor(
    protected readonly auth: Auth,
    protected readonly plans: StudyPlans,
    protected readonly evidence: PlanEvidenceReader,
    protected readonly clock: Clock,
    protected readonly logger: Logger,
  ) {}

  /** The step for the signed-in student's id; a failure is logged and shown in `words`. */
  protected forStudent<T>(words: Omit<StepWords, 'notSignedIn'>, step: (userId: string) => Promise<Result<T>>): Promise<Result<T>> {
    return asSignedInStudent(this.auth, this.logger, { notSignedIn: STUDY_PLAN_MESSAGES.notSignedIn, ...words }, (session) => step(session.user.id));
  }
}
