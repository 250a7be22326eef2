import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Logger } from '../../core/ports/logger.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { PracticeActivityLog } from '../../core/weekly-report/practice-activity.port';
import type { PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import { practiceActivitySchema } from '../weekly-report/practice-activity.schema';
import { StoredDocument } from './stored-document';

type StoredActivity = PracticeActivity & { readonly userId: string };

const storedSchema: z.ZodMiniType<StoredActivity> = z.intersection(practiceActivitySchema, z.object({ userId: nonEmptyText }));

/** The weekly report's activity record in local mode: one stored document, rows never changed. */
export class LocalPracticeActivity implements PracticeActivityLog {
  private readonly rows: StoredDocument<readonly StoredActivity[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = new StoredDocument(storage, 'db.practice_activity', z.array(storedSchema), logger);
  }

  async add(userId: string, activity: PracticeActivity): Promise<void> {
    // Read just before the write, so practice saved meanwhile in another tab is kept.
    this.rows.write([...(this.rows.read() ?? []), { ...activity, userId }]);
  }

  async list(userId: string, from: number, to: number): Promise<readonly PracticeActivity[]> {
    return (this.rows.read() ?? [])
      .filter((row) => row.userId === userId && row.at >= from && row.at < to)
      .map(({ userId: _userId, ...activity }) => activity)
      .sort((a, b) => a.at - b.at);
  }
}
