import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocalQuestionReports } from '../../../adapters/local/local-question-reports.adapter';
import type { ReportDesk } from '../../../core/reports/report-desk.port';
import { REPORT_MESSAGES } from '../../../core/reports/report.messages';
import { AppError } from '../../../core/shared/app-error';
import ReportedQuestionsSection from '../../../ui/admin/reported-questions.section';
import { ReportDeskViewModel } from '../../../ui/admin/report-desk.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { renderPage, resolverOf } from '../render-page';

async function withReports() {
  const clock = new FakeClock(Date.UTC(2026, 10, 25, 5, 0));
  const local = new LocalQuestionReports(new MemoryStorage(), clock, new RecordingLogger());
  await local.save({ userId: 'u1', email: 'asha@example.in', questionId: 'gk-g20-summit-1-q3', source: 'daily_quiz', questionText: 'Where did the G20 meet in 2023?', reason: 'The answer key is wrong', note: 'B is right', reportedAt: clock.now() });
  await local.save({ userId: 'u2', email: 'ravi@example.in', questionId: 'legal-1', source: 'diagnostic', questionText: 'Is there a contract between A and B?', reason: 'The question is unclear', note: '', reportedAt: clock.now() + 1 });
  return { clock, local };
}

describe("/admin's reported questions", () => {
  it('lists each report with where it was seen, the reason, the note and the student, and marks one resolved', async () => {
    const { local } = await withReports();
    await renderPage(<ReportedQuestionsSection />, { resolver: resolverOf([[ReportDeskViewModel, new ReportDeskViewModel(local)]]) });
    expect(await screen.findByRole('heading', { name: 'Reported questions (2 open)' })).toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Report of question gk-g20-summit-1-q3' });
    for (const text of ['Where did the G20 meet in 2023?', 'Daily quiz', 'The answer key is wrong', 'B is right', 'asha@example.in']) expect(card).toHaveTextContent(text);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByRole('heading', { name: 'Reported questions (1 open)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Report of question gk-g20-summit-1-q3' })).getByText('resolved')).toBeInTheDocument();
    expect((await local.listReports()).find((row) => row.questionId === 'gk-g20-summit-1-q3')?.resolvedBy).toBe('local operator');
  }, 30_000);

  it('says so when the list cannot be read or a report cannot be resolved', async () => {
    const { local } = await withReports();
    let failing = false;
    const desk: ReportDesk = {
      listReports: () => local.listReports(),
      resolve: async (id) => {
        if (failing) throw new AppError('network', 'Failed to connect to server');
        return local.resolve(id);
      },
    };
    const vm = new ReportDeskViewModel(desk);
    await vm.load();
    failing = true;
    await vm.resolve(vm.reports[0]!.id);
    expect(vm.error).toBe(REPORT_MESSAGES.resolveFailed);
    expect(vm.openCount).toBe(2);
    const broken = new ReportDeskViewModel({ listReports: async () => Promise.reject(new AppError('network', 'x')), resolve: async () => undefined });
    await broken.load();
    expect(broken.error).toBe(REPORT_MESSAGES.listFailed);
  });
});
