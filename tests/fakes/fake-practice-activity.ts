import type { PracticeActivityLog } from '../../core/weekly-report/practice-activity.port';
import type { PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import type { AppError } from '../../core/shared/app-error';

/** The activity record in memory, keyed by student like the real ones. */
export class FakePracticeActivityLog implements PracticeActivityLog {
  readonly rows: (PracticeActivity & { readonly userId: string })[] = [];
  failure: AppError | null = null;

  async add(userId: string, activity: PracticeActivity): Promise<void> {
    if (this.failure) throw this.failure;
    this.rows.push({ ...activity, userId });
  }

  async list(userId: string, from: number, to: number): Promise<readonly PracticeActivity[]> {
    if (this.failure) throw this.failure;
    return this.rows
      .filter((row) => row.userId === userId && row.at >= from && row.at < to)
      .sort((a, b) => a.at - b.at)
      .map(({ userId: _userId, ...activity }) => activity);
  }
}
