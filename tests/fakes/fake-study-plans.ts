import type { StudyPlans } from '../../core/study-plan/study-plans.port';
import type { StudyPlanRecord } from '../../core/study-plan/study-plan.model';
import type { AppError } from '../../core/shared/app-error';

/** Study plan records in memory, one per student; `failure` makes every call reject. */
export class FakeStudyPlans implements StudyPlans {
  readonly records = new Map<string, StudyPlanRecord>();
  writes = 0;
  failure: AppError | null = null;

  async get(userId: string): Promise<StudyPlanRecord | null> {
    if (this.failure) throw this.failure;
    return this.records.get(userId) ?? null;
  }

  async put(userId: string, record: StudyPlanRecord): Promise<void> {
    if (this.failure) throw this.failure;
    this.writes += 1;
    this.records.set(userId, record);
  }
}
