import type { RecordPracticeActivity } from '../../core/weekly-report/record-practice-activity.use-case';
import type { PracticeDone } from '../../core/weekly-report/record-practice-activity.use-case';
import type { PracticeSink } from './practice-sink';

/**
 * Records checked practice in the background: a failure is logged by the use case and costs the
 * student nothing on screen (the practice itself is already shown and kept).
 */
export class PracticeRecorder implements PracticeSink {
  constructor(private readonly recordPractice: Pick<RecordPracticeActivity, 'execute'>) {}

  async record(done: PracticeDone): Promise<void> {
    await this.recordPractice.execute(done);
  }
}
