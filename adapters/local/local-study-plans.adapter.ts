import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { StudyPlans } from '../../core/study-plan/study-plans.port';
import type { StudyPlanRecord } from '../../core/study-plan/study-plan.model';
import { studyPlanRecordSchema } from '../study-plan/study-plan-record.schema';
import { StoredDocument } from './stored-document';

const storedSchema = z.object({ userId: nonEmptyText, record: studyPlanRecordSchema });
type StoredPlan = z.infer<typeof storedSchema>;

/** The daily study plan in local mode: one stored document, one row per student. */
export class LocalStudyPlans implements StudyPlans {
  private readonly rows: StoredDocument<readonly StoredPlan[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = new StoredDocument(storage, 'db.study_plans', z.array(storedSchema), logger);
  }

  async get(userId: string): Promise<StudyPlanRecord | null> {
    return (this.rows.read() ?? []).find((row) => row.userId === userId)?.record ?? null;
  }

  async put(userId: string, record: StudyPlanRecord): Promise<void> {
    // Read just before the write, so another student's row saved meanwhile in another tab is kept.
    const others = (this.rows.read() ?? []).filter((row) => row.userId !== userId);
    this.rows.write([...others, { userId, record }]);
  }
}
