import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalQuestionReports } from '../../../adapters/local/local-question-reports.adapter';
import { REPORT_REASONS, type QuestionReportDraft } from '../../../core/reports/question-report.model';
import { questionKey } from '../../../core/reports/question-key';
import { reportProblem } from '../../../core/reports/question-report.rules';
import { ReportQuestion } from '../../../core/reports/report-question.use-case';
import { REPORT_MESSAGES } from '../../../core/reports/report.messages';
import { FakeAuth, makeSession, makeUser } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

const DRAFT: QuestionReportDraft = { questionId: 'gk-g20-summit-1-q3', source: 'daily_quiz', questionText: `  Where did the G20 meet? ${'x'.repeat(400)}`, reason: 'The answer key is wrong', note: '  B is right  ' };

function kit() {
  const clock = new FakeClock(Date.UTC(2026, 10, 25, 5, 0));
  const auth = new FakeAuth();
  const storage = new MemoryStorage();
  const reports = new LocalQuestionReports(storage, clock, new RecordingLogger());
  return { clock, auth, storage, reports, report: new ReportQuestion(auth, reports, clock, new RecordingLogger()) };
}

describe('ReportQuestion', () => {
  it('keeps the question, where it was seen, the student, the reason, the trimmed note and the time', async () => {
    const { report, reports, clock } = kit();
    const result = await report.execute(DRAFT);
    expect(result).toMatchObject({ ok: true, value: { message: REPORT_MESSAGES.sent } });
    expect(await reports.listReports()).toEqual([
      expect.objectContaining({
        questionId: 'gk-g20-summit-1-q3',
        source: 'daily_quiz',
        questionText: `Where did the G20 meet? ${'x'.repeat(276)}`,
        userId: 'user-1',
        email: 'asha@example.in',
        reason: 'The answer key is wrong',
        note: 'B is right',
        reportedAt: clock.now(),
        resolvedAt: null,
      }),
    ]);
  });

  it('updates the earlier report on a repeat, and opens it again if it was resolved', async () => {
    const { report, reports, clock } = kit();
    await report.execute(DRAFT);
    const [first] = await reports.listReports();
    await reports.resolve(first!.id);
    await clock.advance(60_000);
    const again = await report.execute({ ...DRAFT, reason: 'The question is unclear', note: '' });
    expect(again).toMatchObject({ ok: true, value: { message: REPORT_MESSAGES.updated } });
    expect(await reports.listReports()).toEqual([
      expect.objectContaining({ id: first!.id, reason: 'The question is unclear', note: '', reportedAt: clock.now(), resolvedAt: null }),
    ]);
  });

  it('keeps one report per student and question for any sequence of reports', { timeout: 0 }, async () => {
    const questions = ['q-1', 'q-2', 'q-3'];
    const students = ['user-1', 'user-2'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ question: fc.constantFrom(...questions), student: fc.constantFrom(...students), reason: fc.constantFrom(...REPORT_REASONS) }), {
          maxLength: 20,
        }),
        async (sequence) => {
          const { auth, reports, report } = kit();
          for (const step of sequence) {
            auth.session = makeSession(makeUser(`${step.student}@example.in`, step.student));
            expect((await report.execute({ ...DRAFT, questionId: step.question, reason: step.reason })).ok).toBe(true);
          }
          const kept = await reports.listReports();
          const pairs = new Set(sequence.map((step) => `${step.student}/${step.question}`));
          expect(kept.length).toBe(pairs.size);
          for (const pair of pairs) {
            const last = sequence.filter((step) => `${step.student}/${step.question}` === pair).at(-1)!;
            expect(kept.find((row) => `${row.userId}/${row.questionId}` === pair)?.reason).toBe(last.reason);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a missing reason, a note over 500 characters and an empty question id before saving', async () => {
    const { report, reports } = kit();
    expect(await report.execute({ ...DRAFT, reason: '' as never })).toMatchObject({ ok: false, error: { code: 'validation', message: REPORT_MESSAGES.reasonRequired } });
    expect(await report.execute({ ...DRAFT, note: 'x'.repeat(501) })).toMatchObject({ ok: false, error: { message: REPORT_MESSAGES.noteTooLong } });
    expect((await report.execute({ ...DRAFT, note: `  ${'x'.repeat(500)}  ` })).ok).toBe(true);
    expect(reportProblem({ ...DRAFT, questionId: '  ' })).toBe(REPORT_MESSAGES.badQuestion);
    expect(await reports.listReports()).toHaveLength(1);
  });

  it('asks a signed-out student to sign in, and says so plainly when the device cannot save', async () => {
    const { report, auth, storage } = kit();
    auth.session = null;
    expect(await report.execute(DRAFT)).toMatchObject({ ok: false, error: { code: 'not_signed_in', message: REPORT_MESSAGES.notSignedIn } });
    auth.session = makeSession();
    storage.failWrites = true;
    expect(await report.execute(DRAFT)).toMatchObject({ ok: false, error: { code: 'storage', message: REPORT_MESSAGES.failed } });
  });

  it('gives a generated question the same id every time, and different questions different ids', () => {
    expect(questionKey('practice Legal Contract Law', 'Is there a contract?')).toBe(questionKey('practice Legal Contract Law', 'Is there a contract?'));
    expect(questionKey('practice Legal Contract Law', 'Is there a contract?')).not.toBe(questionKey('practice Legal Contract Law', 'Is there a contract? '));
    expect(questionKey('practice Quant Profit & Loss', 'x')).toMatch(/^practice-quant-profit-loss-[0-9a-f]{8}$/);
  });
});

describe('LocalQuestionReports as the operator desk', () => {
  it('lists open reports first, resolves once, and refuses an unknown id', async () => {
    const { report, reports, clock, auth } = kit();
    await report.execute(DRAFT);
    await clock.advance(1_000);
    auth.session = makeSession(makeUser('ravi@example.in', 'user-2'));
    await report.execute({ ...DRAFT, questionId: 'legal-1', source: 'diagnostic' });
    const [newest, oldest] = await reports.listReports();
    expect(newest?.questionId).toBe('legal-1');
    await reports.resolve(newest!.id);
    await clock.advance(1_000);
    await reports.resolve(newest!.id);
    const listed = await reports.listReports();
    expect(listed.map((row) => [row.questionId, row.resolvedAt])).toEqual([
      [oldest!.questionId, null],
      ['legal-1', clock.now() - 1_000],
    ]);
    await expect(reports.resolve('nope')).rejects.toMatchObject({ code: 'not_found', message: REPORT_MESSAGES.notFound });
  });
});
