import type { Auth } from '../auth/auth.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { StudyPlans } from './study-plans.port';
import { quizDateOf } from '../quiz/quiz-day.rules';
import { AppError } from '../shared/app-error';
import { fail, ok, type Result } from '../shared/result';
import type { PlanEvidenceReader } from './plan-evidence.reader';
import { STUDY_PLAN_LIMITS, type TodayPlan } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import { todayPlan } from './study-plan.rules';

/**
 * The student ticks a task of today's plan off, or back on. Only tasks in today's plan can be
 * ticked; the stored ticks are today's, of tasks still in the plan.
 */
export class TickStudyTask {
  constructor(
    private readonly auth: Auth,
    private readonly plans: StudyPlans,
    private readonly evidence: PlanEvidenceReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly taskId: string; readonly done: boolean }): Promise<Result<TodayPlan>> {
    if (typeof input.taskId !== 'string' || input.taskId.length === 0 || input.taskId.length > STUDY_PLAN_LIMITS.taskId || typeof input.done !== 'boolean') {
      return fail('validation', STUDY_PLAN_MESSAGES.taskGone);
    }
    try {
      const session = await this.auth.currentSession();
      if (!session) return fail('not_signed_in', STUDY_PLAN_MESSAGES.notSignedIn);
      const userId = session.user.id;
      const now = this.clock.now();
      const today = quizDateOf(now);
      const record = await this.plans.get(userId);
      if (!record) return fail('not_found', STUDY_PLAN_MESSAGES.noExamDate);
      const evidence = await this.evidence.read(userId, now);
      const current = todayPlan(record, today, evidence);
      if (!current || !current.tasks.some((task) => task.id === input.taskId)) return fail('not_found', STUDY_PLAN_MESSAGES.taskGone);
      const ticked = new Set(current.tasks.filter((task) => task.done).map((task) => task.id));
      if (input.done) ticked.add(input.taskId);
      else ticked.delete(input.taskId);
      const updated = { examDate: record.examDate, day: today, done: [...ticked], updatedAt: now };
      await this.plans.put(userId, updated);
      // Worked out again: unticking a review with nothing left due takes it out of the list.
      return ok(todayPlan(updated, today, evidence)!);
    } catch (error) {
      const appError = AppError.from(error);
      this.logger.warn('A study plan tick was not saved', { code: appError.code, error: appError.message });
      return fail(appError.code, STUDY_PLAN_MESSAGES.tickFailed);
    }
  }
}
