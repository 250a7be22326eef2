import { quizDateOf } from '../quiz/quiz-day.rules';
import { ok, type Result } from '../shared/result';
import { suggestedExamDate } from './exam-date.rules';
import type { PlanEvidenceReader } from './plan-evidence.reader';
import type { StudyPlanRecord, StudyPlanView } from './study-plan.model';
import { STUDY_PLAN_MESSAGES } from './study-plan.messages';
import { todayPlan } from './study-plan.rules';
import { StudyPlanUseCase } from './study-plan-use-case';

/** The signed-in student's plan for today (India's calendar day), worked out afresh from what is stored now. */
export class GetStudyPlan extends StudyPlanUseCase {
  execute(): Promise<Result<StudyPlanView>> {
    return this.forStudent({ failed: STUDY_PLAN_MESSAGES.loadFailed, logged: 'The study plan could not be read' }, async (userId) => {
      const record = await this.plans.get(userId);
      return ok(await studyPlanView(record, this.evidence, userId, this.clock.now()));
    });
  }
}

/** The card's state for a stored record at `now`. */
export async function studyPlanView(record: StudyPlanRecord | null, evidence: PlanEvidenceReader, userId: string, now: number): Promise<StudyPlanView> {
  const today = quizDateOf(now);
  if (!record) return { kind: 'noExamDate', suggestedDate: suggestedExamDate(today) };
  const plan = todayPlan(record, today, await evidence.read(userId, now));
  return plan ? { kind: 'plan', plan } : { kind: 'examOver', examDate: record.examDate, suggestedDate: suggestedExamDate(today) };
}
