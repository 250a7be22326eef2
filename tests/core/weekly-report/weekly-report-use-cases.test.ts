import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/shared/app-error';
import { GetWeeklyReport } from '../../../core/weekly-report/get-weekly-report.use-case';
import { RecordPracticeActivity } from '../../../core/weekly-report/record-practice-activity.use-case';
import { WEEKLY_REPORT_MESSAGES } from '../../../core/weekly-report/weekly-report.messages';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeMockAttempts } from '../../fakes/fake-full-mock';
import { FakeQuizAttempts } from '../../fakes/fake-daily-quiz';
import { FakePracticeActivityLog } from '../../fakes/fake-practice-activity';
import { RecordingLogger } from '../../fakes/recording-logger';

const india = { offsetMinutes: () => 330 };

function kit(now = Date.UTC(2026, 10, 25, 5, 0)) {
  const auth = new FakeAuth();
  const clock = new FakeClock(now);
  const log = new FakePracticeActivityLog();
  const quizzes = new FakeQuizAttempts();
  const mocks = new FakeMockAttempts();
  const logger = new RecordingLogger();
  return {
    auth,
    clock,
    log,
    quizzes,
    mocks,
    record: new RecordPracticeActivity(auth, log, clock, logger),
    report: new GetWeeklyReport(auth, log, quizzes, mocks, clock, india, logger),
  };
}

describe('recording practice', () => {
  it('keeps a checked set with the clock’s time, under the student', async () => {
    const { record, log, clock } = kit();
    const result = await record.execute({ source: 'question_maker', section: 'Legal', topic: ' Contract Law ', answered: 5, correct: 3 });
    expect(result.ok).toBe(true);
    expect(log.rows).toEqual([{ userId: 'user-1', source: 'question_maker', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 3, at: clock.now() }]);
  });

  it('records nothing when nothing was answered, and refuses impossible numbers', async () => {
    const { record, log } = kit();
    expect(await record.execute({ source: 'question_maker', section: 'Legal', topic: 'Tort Law', answered: 0, correct: 0 })).toEqual({ ok: true, value: null });
    const bad = await record.execute({ source: 'question_maker', section: 'Legal', topic: 'Tort Law', answered: 3, correct: 4 });
    expect(bad.ok ? null : bad.error.message).toBe(WEEKLY_REPORT_MESSAGES.badActivity);
    const blank = await record.execute({ source: 'question_maker', section: 'Legal', topic: '  ', answered: 3, correct: 1 });
    expect(blank.ok).toBe(false);
    expect(log.rows).toEqual([]);
  });

  it('says so when signed out or the store fails', async () => {
    const { record, auth, log } = kit();
    log.failure = new AppError('network', 'Failed to connect to server');
    const failed = await record.execute({ source: 'question_maker', section: 'GK', topic: 'G20 Summit', answered: 5, correct: 5 });
    expect(failed.ok ? null : [failed.error.code, failed.error.message]).toEqual(['network', WEEKLY_REPORT_MESSAGES.recordFailed]);
    auth.session = null;
    const out = await record.execute({ source: 'question_maker', section: 'GK', topic: 'G20 Summit', answered: 5, correct: 5 });
    expect(out.ok ? null : out.error.code).toBe('not_signed_in');
  });
});

describe('the weekly report', () => {
  it('is this week’s by default, with the previous week to go to and no next one', async () => {
    const { record, report, quizzes } = kit();
    await record.execute({ source: 'question_maker', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 2 });
    quizzes.seed('user-1', '2026-11-24', 6);
    quizzes.seed('user-1', '2026-11-25', 8);
    const result = await report.execute();
    if (!result.ok) throw result.error;
    expect(result.value.thisWeek).toBe('2026-11-23');
    expect(result.value.previous).toBe('2026-11-16');
    expect(result.value.next).toBeNull();
    expect(result.value.report.questions.questionMaker).toBe(5);
    expect(result.value.report.quizzesTaken).toBe(2);
    expect(result.value.report.streak).toBe(2);
    expect(result.value.report.weakTopics.map((topic) => topic.topic)).toEqual(['Contract Law']);
  });

  it('shows a past week with only that week’s work and the streak as it stood on its Sunday', async () => {
    const { record, report, quizzes, clock } = kit(Date.UTC(2026, 10, 18, 5, 0));
    await record.execute({ source: 'question_maker', section: 'Quant', topic: 'Percentages', answered: 5, correct: 5 });
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']) quizzes.seed('user-1', day);
    await clock.advance(7 * 86_400_000);
    const result = await report.execute({ week: '2026-11-16' });
    if (!result.ok) throw result.error;
    expect(result.value.next).toBe('2026-11-23');
    expect(result.value.report.questions.questionMaker).toBe(5);
    expect(result.value.report.quizzesTaken).toBe(3);
    expect(result.value.report.streak).toBe(3);
  });

  it('refuses a week that is not a Monday, or has not started', async () => {
    const { report } = kit();
    const tuesday = await report.execute({ week: '2026-11-24' });
    expect(tuesday.ok ? null : tuesday.error.message).toBe(WEEKLY_REPORT_MESSAGES.badWeek);
    const future = await report.execute({ week: '2026-11-30' });
    expect(future.ok ? null : future.error.message).toBe(WEEKLY_REPORT_MESSAGES.futureWeek);
  });

  it('keeps the error’s code when a store fails, so an expired session still signs out', async () => {
    const { report, mocks, auth } = kit();
    mocks.failure = new AppError('session_expired', 'expired');
    const failed = await report.execute();
    expect(failed.ok ? null : [failed.error.code, failed.error.message]).toEqual(['session_expired', WEEKLY_REPORT_MESSAGES.loadFailed]);
    auth.session = null;
    mocks.failure = null;
    const out = await report.execute();
    expect(out.ok ? null : out.error.code).toBe('not_signed_in');
  });
});
