import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocalReviewQueue } from '../../../adapters/local/local-review-queue.adapter';
import { LocalStudyPlans } from '../../../adapters/local/local-study-plans.adapter';
import { unmeteredFeatureAccess } from '../../../core/access/feature-access.rules';
import { newProfile } from '../../../core/profile/profile.model';
import type { AppError } from '../../../core/shared/app-error';
import { GetStudyPlan } from '../../../core/study-plan/get-study-plan.use-case';
import { PlanEvidenceReader } from '../../../core/study-plan/plan-evidence.reader';
import { SetExamDate } from '../../../core/study-plan/set-exam-date.use-case';
import { STUDY_PLAN_MESSAGES } from '../../../core/study-plan/study-plan.messages';
import { TickStudyTask } from '../../../core/study-plan/tick-study-task.use-case';
import type { SessionViewModel } from '../../../ui/session/session.view-model';
import StudyPlanCard from '../../../ui/study-plan/study-plan.card';
import { StudyPlanViewModel } from '../../../ui/study-plan/study-plan.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { FakeMockAttempts } from '../../fakes/fake-full-mock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { renderPage, resolverOf } from '../render-page';

const session = { handleError: async (error: AppError) => error.code === 'session_expired' } as unknown as SessionViewModel;

function kit(storage = new MemoryStorage()) {
  // 25 November 2026, 10:30 in India.
  const clock = new FakeClock(Date.UTC(2026, 10, 25, 5, 0));
  const auth = new FakeAuth();
  const logger = new RecordingLogger();
  const database = new FakeDatabase();
  database.profiles.set('user-1', { ...newProfile('user-1'), losingMarksArea: 'Quantitative Techniques', gkStudyMethod: 'Daily newspaper reading' });
  const plans = new LocalStudyPlans(storage, logger);
  const evidence = new PlanEvidenceReader(database, new FakeMockAttempts(), new LocalReviewQueue(storage, logger), logger);
  const vm = new StudyPlanViewModel(
    new GetStudyPlan(auth, plans, evidence, clock, logger),
    new SetExamDate(auth, plans, evidence, clock, logger),
    new TickStudyTask(auth, plans, evidence, clock, logger),
    session,
  );
  return { storage, vm, resolver: resolverOf([[StudyPlanViewModel, vm]]) };
}

const PAID = unmeteredFeatureAccess('studyPlan', true);

describe("Today's study plan card", () => {
  it('is locked for a free student: what it does, and Unlock opens the payment', async () => {
    const { resolver, vm } = kit();
    const onUnlock = vi.fn();
    await renderPage(<StudyPlanCard access={unmeteredFeatureAccess('studyPlan', false)} onUnlock={onUnlock} onOpenTask={vi.fn()} busy={false} />, { resolver });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlock study plan' }));
    expect(onUnlock).toHaveBeenCalledOnce();
    expect(vm.view).toBeNull();
    expect(screen.queryByLabelText('Your exam date')).not.toBeInTheDocument();
  });

  it("asks for the exam date (suggesting CLAT's usual Sunday), refuses an empty one keeping the field, then shows today's tasks", async () => {
    const { resolver } = kit();
    const onOpenTask = vi.fn();
    await renderPage(<StudyPlanCard access={PAID} onUnlock={vi.fn()} onOpenTask={onOpenTask} busy={false} />, { resolver });
    const user = userEvent.setup();
    const date = await screen.findByLabelText('Your exam date');
    expect(date).toHaveValue('2026-12-06');

    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    expect(await screen.findByText(STUDY_PLAN_MESSAGES.examDateMissing)).toBeInTheDocument();

    await user.type(date, '2026-12-06');
    await user.click(screen.getByRole('button', { name: 'Make my plan' }));
    expect(await screen.findByText('11 days to your exam · Mock season')).toBeInTheDocument();
    expect(screen.getByText('Practice leans on your two weakest sections, from your answers to the questionnaire.')).toBeInTheDocument();
    const tasks = screen.getByRole('list', { name: "Today's tasks" });
    expect(within(tasks).getByRole('checkbox', { name: "Read today's newspaper for CLAT" })).not.toBeChecked();

    await user.click(within(tasks).getByRole('button', { name: 'Open the quiz' }));
    expect(onOpenTask).toHaveBeenCalledWith('dailyQuiz');
    const practice = within(tasks).getByRole('button', { name: 'Open Question Maker' });
    expect(practice).toHaveAccessibleDescription(/^Practise Quantitative Techniques: /);
  });

  it('keeps a tick through a reload, and says all done once every task is ticked', async () => {
    const storage = new MemoryStorage();
    const first = kit(storage);
    await first.vm.load();
    first.vm.setExamDateInput('2026-12-06');
    await first.vm.saveExamDate();
    await renderPage(<StudyPlanCard access={PAID} onUnlock={vi.fn()} onOpenTask={vi.fn()} busy={false} />, { resolver: first.resolver });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: "Take today's GK quiz" }));
    await waitFor(() => expect(screen.getByText(/^1 of \d+ done/)).toBeInTheDocument());

    const again = kit(storage);
    await again.vm.load();
    expect(again.vm.plan?.tasks.find((task) => task.id === 'daily-quiz')?.done).toBe(true);

    for (const box of screen.getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) await user.click(box);
    expect(await screen.findByText(/All done for today/)).toBeInTheDocument();
  });

  it('undoes a tick that could not be saved and says so', async () => {
    const { resolver, vm, storage } = kit();
    await vm.load();
    vm.setExamDateInput('2026-12-06');
    await vm.saveExamDate();
    await renderPage(<StudyPlanCard access={PAID} onUnlock={vi.fn()} onOpenTask={vi.fn()} busy={false} />, { resolver });
    storage.failWrites = true;
    const user = userEvent.setup();
    const quiz = await screen.findByRole('checkbox', { name: "Take today's GK quiz" });
    await user.click(quiz);
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDY_PLAN_MESSAGES.tickFailed);
    expect(quiz).not.toBeChecked();
  });
});
