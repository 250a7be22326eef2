import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionReports } from '../../../core/reports/question-reports.port';
import type { NewQuestionReport, QuestionReport } from '../../../core/reports/question-report.model';
import { ReportQuestion } from '../../../core/reports/report-question.use-case';
import { REPORT_MESSAGES } from '../../../core/reports/report.messages';
import { AppError } from '../../../core/shared/app-error';
import { ReportQuestionButton } from '../../../ui/common/report-question.button';
import { ReportQuestionViewModel } from '../../../ui/common/report-question.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { RecordingLogger } from '../../fakes/recording-logger';
import { renderPage, resolverOf } from '../render-page';

/** Reports in memory; `failing` makes the next saves fail as a lost connection would. */
class MemoryReports implements QuestionReports {
  readonly saved: NewQuestionReport[] = [];
  failing = false;
  async save(report: NewQuestionReport): Promise<{ report: QuestionReport; repeated: boolean }> {
    if (this.failing) throw new AppError('network', 'Failed to connect to server');
    const repeated = this.saved.some((row) => row.questionId === report.questionId);
    this.saved.push(report);
    return { report: { ...report, id: 'r1', resolvedAt: null, resolvedBy: null }, repeated };
  }
}

function kit() {
  const reports = new MemoryReports();
  const vm = new ReportQuestionViewModel(new ReportQuestion(new FakeAuth(), reports, new FakeClock(), new RecordingLogger()));
  return { reports, vm };
}

describe('Report this question', () => {
  it('opens by keyboard, keeps the note when sending fails, then sends the report', async () => {
    const { reports, vm } = kit();
    await renderPage(<ReportQuestionButton questionId="gk-g20-summit-1-q3" source="daily_quiz" questionText="Where did the G20 meet?" questionLabel="question 3" />, {
      resolver: resolverOf([[ReportQuestionViewModel, vm]]),
    });
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Report this question (question 3)' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('group', { name: 'Report this question' });
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const send = within(form).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: 'The answer key is wrong' }));
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'Option B is right');
    expect(within(form).getByText('17/500 characters')).toBeInTheDocument();

    reports.failing = true;
    await user.click(send);
    expect(await within(form).findByText(REPORT_MESSAGES.failed)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Note/ })).toHaveValue('Option B is right');

    reports.failing = false;
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    expect(reports.saved).toEqual([
      expect.objectContaining({ questionId: 'gk-g20-summit-1-q3', source: 'daily_quiz', questionText: 'Where did the G20 meet?', reason: 'The answer key is wrong', note: 'Option B is right', userId: 'user-1' }),
    ]);
  }, 30_000);

  it('keeps the typed note when the form is closed and opened again', async () => {
    const { vm } = kit();
    await renderPage(<ReportQuestionButton questionId="legal-1" source="diagnostic" questionText="Is there a contract?" />, { resolver: resolverOf([[ReportQuestionViewModel, vm]]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report this question' }));
    const form = await screen.findByRole('group', { name: 'Report this question' });
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'Half written');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Report this question' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report this question' }));
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveValue('Half written');
  }, 30_000);
});

describe('ReportQuestionViewModel', () => {
  it('says which reason is missing and refuses a note over the limit without sending', async () => {
    const { reports, vm } = kit();
    expect(await vm.send('legal-1', 'diagnostic', 'Is there a contract?')).toBe(false);
    expect(vm.error).toBe(REPORT_MESSAGES.reasonRequired);
    vm.setReason('Something else');
    vm.setNote('x'.repeat(501));
    expect(await vm.send('legal-1', 'diagnostic', 'Is there a contract?')).toBe(false);
    expect(vm.error).toBe(REPORT_MESSAGES.noteTooLong);
    expect(reports.saved).toEqual([]);
    vm.setNote('fine');
    expect(await vm.send('legal-1', 'diagnostic', 'Is there a contract?')).toBe(true);
    expect(vm.confirmation).toBe(REPORT_MESSAGES.sent);
  });
});
