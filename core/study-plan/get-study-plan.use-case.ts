import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { StudyPlans } from './study-plans.port';
import { quizDateOf } from '../quiz/quiz-day.rules';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { suggestedExamDate } from './exam-date.rules';
import type { PlanEvidenceReader } from './plan-evidence.reader';
import type { StudyPlanRecord, StudyPlanView } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import { todayPlan } from './study-plan.rules';

/** The signed-in student's plan for today (India's calendar day), worked out afresh from what is stored now. */
export class GetStudyPlan {
  constructor(
    private readonly auth: Auth,
    private readonly plans: StudyPlans,
    private readonly evidence: PlanEvidenceReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<StudyPlanView>> {
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', STUDY_PLAN_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const record = await this.plans.get(userId);
      return ok(await studyPlanView(record, this.evidence, userId, this.clock.now()));
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('The study plan could not be read', { code: appError.code, error: appError.message });
      return fail(appError.code, STUDY_PLAN_MESSAGES.loadFailed);
    }
  }
}

/** The card's state for a stored record at `now`. */
export async function studyPlanView(record: StudyPlanRecord | null, evidence: PlanEvidenceReader, userId: string, now: number): Promise<StudyPlanView> {
  const today = quizDateOf(now);
  if (!record) return { kind: 'noExamDate', suggestedDate: suggestedExamDate(today) };
  const plan = todayPlan(record, today, await evidence.read(userId, now));
  return plan ? { kind: 'plan', plan } : { kind: 'examOver', examDate: record.examDate, suggestedDate: suggestedExamDate(today) };
}
