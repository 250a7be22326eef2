import type { PracticeDone } from '../../core/weekly-report/record-practice-activity.use-case';

/** Where practice screens send what was answered, for the weekly report; never throws. */
export interface PracticeSink {
  record(done: PracticeDone): Promise<void>;
}
