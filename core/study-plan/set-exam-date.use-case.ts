import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { StudyPlans } from './study-plans.port';
import { quizDateOf } from '../quiz/quiz-day.rules';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import { examDateProblem } from './exam-date.rules';
import { studyPlanView } from './get-study-plan.use-case';
import type { PlanEvidenceReader } from './plan-evidence.reader';
import type { StudyPlanView } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';

/** The student sets or changes the exam date; today's ticks are kept, and the plan is worked out for the new date. */
export class SetExamDate {
  constructor(
    private readonly auth: Auth,
    private readonly plans: StudyPlans,
    private readonly evidence: PlanEvidenceReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly examDate: string }): Promise<Result<StudyPlanView>> {
    const now = this.clock.now();
    const today = quizDateOf(now);
    const examDate = typeof input.examDate === 'string' ? input.examDate.trim() : '';
    const problem = examDateProblem(examDate, today);
    if (problem) return fail('validation', problem);
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', STUDY_PLAN_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const earlier = await this.plans.get(userId);
      const record = { examDate, day: today, done: earlier?.day === today ? earlier.done : [], updatedAt: now };
      await this.plans.put(userId, record);
      return ok(await studyPlanView(record, this.evidence, userId, now));
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('The exam date was not saved', { code: appError.code, error: appError.message });
      return fail(appError.code, STUDY_PLAN_MESSAGES.saveFailed);
    }
  }
}
