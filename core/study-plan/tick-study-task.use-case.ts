import { quizDateOf } from '../quiz/quiz-day.rules';
import { fail, ok, type Result } from '../shared/result';
import { STUDY_PLAN_LIMITS, type TodayPlan } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import { todayPlan } from './study-plan.rules';
import { StudyPlanUseCase } from './study-plan-use-case';

/**
 * The student ticks a task of today's plan off, or back on. Only tasks in today's plan can be
 * ticked; the stored ticks are today's, of tasks still in the plan.
 */
export class TickStudyTask extends StudyPlanUseCase {
  async execute(input: { readonly taskId: string; readonly done: boolean }): Promise<Result<TodayPlan>> {
    if (typeof input.taskId !== 'string' || input.taskId.length === 0 || input.taskId.length > STUDY_PLAN_LIMITS.taskId || typeof input.done !== 'boolean') {
      return fail('validation', STUDY_PLAN_MESSAGES.taskGone);
    }
    return this.forStudent({ failed: STUDY_PLAN_MESSAGES.tickFailed, logged: 'A study plan tick was not saved' }, async (userId) => {
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
    });
  }
}
