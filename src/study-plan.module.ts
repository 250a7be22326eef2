import { ContainerModule } from 'inversify';
import { LocalStudyPlans } from '../adapters/local/local-study-plans.adapter';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { Database } from '../core/ports/database.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { MockAttempts } from '../core/mock/mock-attempts.port';
import { ReviewQueue } from '../core/review/review-queue.port';
import { StudyPlans } from '../core/study-plan/study-plans.port';
import { GetStudyPlan } from '../core/study-plan/get-study-plan.use-case';
import { PlanEvidenceReader } from '../core/study-plan/plan-evidence.reader';
import { SetExamDate } from '../core/study-plan/set-exam-date.use-case';
import { TickStudyTask } from '../core/study-plan/tick-study-task.use-case';
import { SessionViewModel } from '../ui/session/session.view-model';
import { StudyPlanViewModel } from '../ui/study-plan/study-plan.view-model';
import { construct } from './construct';

/**
 * The daily study plan. Its record is Supabase's study_plans when Supabase is configured (the
 * Supabase module binds StudyPlans first), else this browser's storage. It reads the profile, the
 * full mocks and the review queue through whichever adapters serve them.
 */
export const studyPlanModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(StudyPlans)) {
    bind(StudyPlans).toResolvedValue(construct(LocalStudyPlans), [KeyValueStorage, Logger]);
  }
  bind(PlanEvidenceReader).toResolvedValue(construct(PlanEvidenceReader), [Database, MockAttempts, ReviewQueue, Logger]);
  const useCase = <T>(UseCase: new (auth: Auth, plans: StudyPlans, evidence: PlanEvidenceReader, clock: Clock, logger: Logger) => T) => {
    bind(UseCase).toResolvedValue(construct(UseCase), [Auth, StudyPlans, PlanEvidenceReader, Clock, Logger]);
  };
  useCase(GetStudyPlan);
  useCase(SetExamDate);
  useCase(TickStudyTask);
  bind(StudyPlanViewModel)
    .toResolvedValue(construct(StudyPlanViewModel), [GetStudyPlan, SetExamDate, TickStudyTask, SessionViewModel])
    .inTransientScope();
});
