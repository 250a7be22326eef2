import { ContainerModule } from 'inversify';
import { BrowserTimeZone } from '../adapters/browser/browser-time-zone.adapter';
import { LocalPracticeActivity } from '../adapters/local/local-practice-activity.adapter';
import { GetAccountOverview } from '../core/access/get-account-overview.use-case';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { MockAttempts } from '../core/mock/mock-attempts.port';
import { PracticeActivityLog } from '../core/weekly-report/practice-activity.port';
import { QuizAttempts } from '../core/quiz/quiz-attempts.port';
import { TimeZone } from '../core/ports/time-zone.port';
import { GetWeeklyReport } from '../core/weekly-report/get-weekly-report.use-case';
import { RecordPracticeActivity } from '../core/weekly-report/record-practice-activity.use-case';
import { SessionViewModel } from '../ui/session/session.view-model';
import { PracticeRecorder } from '../ui/weekly-report/practice-recorder';
import { WeeklyReportViewModel } from '../ui/weekly-report/weekly-report.view-model';
import { construct } from './construct';

/**
 * The weekly report and the practice record it reads. The record is Supabase's practice_activity
 * when Supabase is configured (the Supabase module binds PracticeActivityLog first), else this
 * browser's storage. Weeks run in the device's time zone.
 */
export const weeklyReportModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(PracticeActivityLog)) {
    bind(PracticeActivityLog).toResolvedValue(construct(LocalPracticeActivity), [KeyValueStorage, Logger]);
  }
  bind(TimeZone).toConstantValue(new BrowserTimeZone());
  bind(RecordPracticeActivity).toResolvedValue(construct(RecordPracticeActivity), [Auth, PracticeActivityLog, Clock, Logger]);
  bind(GetWeeklyReport).toResolvedValue(construct(GetWeeklyReport), [Auth, PracticeActivityLog, QuizAttempts, MockAttempts, Clock, TimeZone, Logger]);
  bind(PracticeRecorder).toResolvedValue(construct(PracticeRecorder), [RecordPracticeActivity]);
  bind(WeeklyReportViewModel)
    .toResolvedValue(construct(WeeklyReportViewModel), [GetWeeklyReport, GetAccountOverview, SessionViewModel])
    .inTransientScope();
});
