import { quizDateOf } from '../quiz/quiz-day.rules';
import { fail, ok, type Result } from '../shared/result';
import { examDateProblem } from './exam-date.rules';
import { studyPlanView } from './get-study-plan.use-case';
import type { StudyPlanView } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import { StudyPlanUseCase } from './study-plan-use-case';

/** The student sets or changes the exam date; today's ticks are kept, and the plan is worked out for the new date. */
export class SetExamDate extends StudyPlanUseCase {
  async execute(input: { readonly examDate: string }): Promise<Result<StudyPlanView>> {
    const now = this.clock.now();
    const today = quizDateOf(now);
    const examDate = typeof input.examDate === 'string' ? input.examDate.trim() : '';
    const problem = examDateProblem(examDate, today);
    if (problem) return fail('validation', problem);
    return this.forStudent({ failed: STUDY_PLAN_MESSAGES.saveFailed, logged: 'The exam date was not saved' }, async (userId) => {
      const earlier = await this.plans.get(userId);
      const record = { examDate, day: today, done: earlier?.day === today ? earlier.done : [], updatedAt: now };
      await this.plans.put(userId, record);
      return ok(await studyPlanView(record, this.evidence, userId, now));
    });
  }
}
