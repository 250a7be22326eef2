import type { PastMock } from '../mock/list-full-mocks.use-case';
import type { Auth } from '../auth/auth.port';
import { asSignedInStudent } from '../auth/signed-in-student';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { MockAttempts } from '../mock/mock-attempts.port';
import type { PracticeActivityLog } from './practice-activity.port';
import type { QuizAttempts } from '../quiz/quiz-attempts.port';
import type { TimeZone } from '../ports/time-zone.port';
import { daysBefore, quizDateOf } from '../quiz/quiz-day.rules';
import { streakOf } from '../quiz/quiz-streak.rules';
import { fail, ok, type Result } from '../shared/result';
import { isWeekKey, shiftWeek, weekBounds, weekOf } from './week.rules';
import type { WeeklyReportPage } from './weekly-report.model';
import { weeklyReport } from './weekly-report.rules';
import { WEEKLY_REPORT_MESSAGES } from './weekly-report.messages';

/** How far back a streak is counted from the week's last day (as the quiz history counts it). */
const STREAK_LOOKBACK_DAYS = 366;

/**
 * The signed-in student's report for one week (this week when none is named): questions done,
 * accuracy by section, mocks, the daily-quiz streak and the weakest topics.
 */
export class GetWeeklyReport {
  constructor(
    private readonly auth: Auth,
    private readonly activityLog: PracticeActivityLog,
    private readonly quizAttempts: QuizAttempts,
    private readonly mockAttempts: MockAttempts,
    private readonly clock: Clock,
    private readonly timeZone: TimeZone,
    private readonly logger: Logger,
  ) {}

  async execute(input: { readonly week?: string } = {}): Promise<Result<WeeklyReportPage>> {
    const now = this.clock.now();
    const offsetOf = (epochMs: number) => this.timeZone.offsetMinutes(epochMs);
    const thisWeek = weekOf(now, offsetOf);
    const week = input.week ?? thisWeek;
    if (!isWeekKey(week)) return fail('validation', WEEKLY_REPORT_MESSAGES.badWeek);
    if (week > thisWeek) return fail('not_found', WEEKLY_REPORT_MESSAGES.futureWeek);
    const words = { notSignedIn: WEEKLY_REPORT_MESSAGES.notSignedIn, failed: WEEKLY_REPORT_MESSAGES.loadFailed, logged: 'Weekly report was not built' };
    return asSignedInStudent(this.auth, this.logger, words, async (session) => {
      const userId = session.user.id;
      const { start, end } = weekBounds(week, offsetOf);
      // The quiz keeps India's calendar days: its streak is counted to the week's last moment (or now).
      const lastDay = quizDateOf(Math.min(now, end - 1));
      const [activities, quizzes, attempts] = await Promise.all([
        this.activityLog.list(userId, start, end),
        this.quizAttempts.history(userId, daysBefore(lastDay, STREAK_LOOKBACK_DAYS - 1)),
        this.mockAttempts.list(userId),
      ]);
      const upToLastDay = quizzes.filter((attempt) => attempt.date <= lastDay);
      const mocks = attempts.flatMap((attempt): PastMock[] =>
        attempt.submittedAt !== null && attempt.result
          ? [{ id: attempt.id, startedAt: attempt.startedAt, submittedAt: attempt.submittedAt, result: attempt.result }]
          : [],
      );
      const report = weeklyReport({
        week,
        start,
        end,
        activities,
        quizzes: upToLastDay,
        mocks,
        streak: streakOf(
          upToLastDay.map((attempt) => attempt.date),
          lastDay,
        ),
      });
      return ok({ report, thisWeek, previous: shiftWeek(week, -1), next: week === thisWeek ? null : shiftWeek(week, 1) });
    });
  }
}
