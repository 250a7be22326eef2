import type { Logger } from '../../core/ports/logger.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { PracticeActivityLog } from '../../core/weekly-report/practice-activity.port';
import type { PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import { practiceActivitySchema } from '../weekly-report/practice-activity.schema';
import type { StoredDocument } from './stored-document';
import { studentRows, withoutStudent, type StudentRow } from './student-rows';

/** The weekly report's activity record in local mode: one stored document, rows never changed. */
export class LocalPracticeActivity implements PracticeActivityLog {
  private readonly rows: StoredDocument<readonly StudentRow<PracticeActivity>[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = studentRows(storage, 'practice_activity', practiceActivitySchema, logger);
  }

  async add(userId: string, activity: PracticeActivity): Promise<void> {
    // Read just before the write, so practice saved meanwhile in another tab is kept.
    this.rows.write([...(this.rows.read() ?? []), { ...activity, userId }]);
  }

  async list(userId: string, from: number, to: number): Promise<readonly PracticeActivity[]> {
    return (this.rows.read() ?? [])
      .filter((row) => row.userId === userId && row.at >= from && row.at < to)
      .map(withoutStudent)
      .sort((a, b) => a.at - b.at);
  }
}
