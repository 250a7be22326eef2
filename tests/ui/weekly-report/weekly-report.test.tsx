import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetAccountOverview } from '../../../core/access/get-account-overview.use-case';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { GetWeeklyReport } from '../../../core/weekly-report/get-weekly-report.use-case';
import { RecordPracticeActivity } from '../../../core/weekly-report/record-practice-activity.use-case';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { PracticeRecorder } from '../../../ui/weekly-report/practice-recorder';
import WeeklyReportPage from '../../../ui/weekly-report/weekly-report.page';
import { WeeklyReportViewModel, nextStepHref } from '../../../ui/weekly-report/weekly-report.view-model';
import { ToolViewModels } from '../../../ui/tools/tool-view-models';
import { LocalReviewQueue } from '../../../adapters/local/local-review-queue.adapter';
import { FsrsReviewScheduler } from '../../../adapters/review/fsrs-scheduler.adapter';
import { AddMistakes } from '../../../core/review/add-mistakes.use-case';
import { ListDueReviews } from '../../../core/review/list-due-reviews.use-case';
import { RecordReview } from '../../../core/review/record-review.use-case';
import { MistakesReviewViewModel } from '../../../ui/review/mistakes-review.view-model';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { FakeMockAttempts } from '../../fakes/fake-full-mock';
import { FakeQuizAttempts } from '../../fakes/fake-daily-quiz';
import { FakePracticeActivityLog } from '../../fakes/fake-practice-activity';
import { recordingNotifier } from '../../fakes/recording-notifier';
import { ServicesProvider } from '../../../ui/common/services';
import { RouterNavigation } from '../../../ui/shell/router-navigation';
import { resolverOf } from '../render-page';
import { toolsKit } from '../tools/tools-kit';
import { ExplainConcept } from '../../../core/chat/explain-concept.use-case';
import { GetStudyAdvice } from '../../../core/chat/get-study-advice.use-case';
import { GenerateTopicPractice } from '../../../core/practice/generate-topic-practice.use-case';
import { SolveDoubt } from '../../../core/doubt/solve-doubt.use-case';
import { PrepareTextReader } from '../../../core/doubt/prepare-text-reader.use-case';

const india = { offsetMinutes: () => 330 };

/** The report's use cases and view model over fakes; the clock is Saturday 21 Nov 2026 (week of Monday 16 Nov). */
function reportKit(status = PREMIUM_STATUS) {
  const kit = accessKit(status);
  const log = new FakePracticeActivityLog();
  const quizzes = new FakeQuizAttempts();
  const mocks = new FakeMockAttempts();
  const { notifier } = recordingNotifier();
  const session = new SessionViewModel(kit.auth, new SignOut(kit.auth), new ExpireSession(kit.auth, kit.logger), notifier);
  const report = new GetWeeklyReport(kit.auth, log, quizzes, mocks, kit.clock, india, kit.logger);
  const overview = new GetAccountOverview(kit.auth, kit.statuses, kit.ledger, kit.clock);
  const recorder = new PracticeRecorder(new RecordPracticeActivity(kit.auth, log, kit.clock, kit.logger));
  const vm = new WeeklyReportViewModel(report, overview, session);
  return { ...kit, log, quizzes, mocks, report, overview, recorder, vm };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recording practice for the report', () => {
  it('records a checked Question Maker set: section, topic, answered and right', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    const log = new FakePracticeActivityLog();
    const recorder = new PracticeRecorder(new RecordPracticeActivity(kit.auth, log, kit.clock, kit.logger));
    const aiHost = new FakeAiHost();
    const factory = new ToolViewModels(
      new ExplainConcept(kit.gate, aiHost),
      new GetStudyAdvice(kit.gate, aiHost),
      new GenerateTopicPractice(kit.gate, aiHost),
      new SolveDoubt(kit.gate, kit.ocr, aiHost, kit.clock, kit.logger),
      new PrepareTextReader(kit.ocr, kit.logger),
      kit.store,
      kit.clock,
      recordingNotifier().notifier,
      undefined,
      recorder,
    );
    const vm = factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    vm.chooseSection('Quant');
    vm.setTopic('Percentages');
    await vm.generateSet();
    const right = vm.questions[0]!.answer;
    vm.answer(0, right === 'A' ? 'B' : 'A');
    vm.reveal();
    vm.reveal();
    await vi.waitFor(() => expect(log.rows).toHaveLength(1));
    expect(log.rows[0]).toMatchObject({ source: 'question_maker', section: 'Quant', topic: 'Percentages', answered: 1, correct: 0 });
  });

  it('records each rated Mistakes Review question under its section, right or wrong as answered', async () => {
    const kit = accessKit(PREMIUM_STATUS);
    const log = new FakePracticeActivityLog();
    const queue = new LocalReviewQueue(kit.storage, kit.logger);
    const scheduler = new FsrsReviewScheduler();
    const vm = new MistakesReviewViewModel(
      new ListDueReviews(kit.auth, queue, kit.clock, kit.logger),
      new AddMistakes(kit.auth, queue, scheduler, kit.clock, kit.logger),
      new RecordReview(kit.auth, queue, scheduler, kit.clock, kit.logger),
      kit.clock,
      new PracticeRecorder(new RecordPracticeActivity(kit.auth, log, kit.clock, kit.logger)),
    );
    const question = (id: string) => ({
      questionId: id,
      passage: null,
      stem: `Which section 302 case (${id})?`,
      options: ['A', 'B', 'C', 'D'],
      correctIndex: 2,
      explanation: 'Because.',
      subject: 'Legal Reasoning',
      source: 'question_maker' as const,
    });
    await vm.add([question('one'), question('two')]);
    await vm.open();
    vm.choose(2);
    vm.check();
    await vm.rate('good');
    vm.choose(0);
    vm.check();
    await vm.rate('again');
    await vi.waitFor(() => expect(log.rows).toHaveLength(2));
    expect(log.rows.map((row) => [row.source, row.section, row.answered, row.correct])).toEqual([
      ['mistakes_review', 'Legal', 1, 1],
      ['mistakes_review', 'Legal', 1, 0],
    ]);
  });

  it('opens the Question Maker on the report’s topic once, without touching a set still being answered', async () => {
    const kit = toolsKit(PREMIUM_STATUS);
    kit.factory.practiseTopic('Logical', 'Syllogisms');
    const vm = kit.factory.questionMaker(kit.hooks);
    vm.open(kit.email);
    expect(vm).toMatchObject({ section: 'Logical', topic: 'Syllogisms', questions: [] });
    await vm.generateSet();
    vm.answer(0, 'A');
    kit.factory.practiseTopic('Quant', 'Percentages');
    const again = kit.factory.questionMaker(kit.hooks);
    again.open(kit.email);
    expect(again).toMatchObject({ section: 'Logical', topic: 'Syllogisms' });
    expect(again.questions.length).toBeGreaterThan(0);
    const later = kit.factory.questionMaker(kit.hooks);
    later.open(kit.email);
    expect(later.topic).toBe('Syllogisms');
  });
});

describe('WeeklyReportViewModel', () => {
  it('shows a paid student this week’s figures in words', async () => {
    const kit = reportKit();
    await kit.recorder.record({ source: 'question_maker', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 1 });
    expect(await kit.vm.load()).toBe('shown');
    expect(kit.vm.access?.allowed).toBe(true);
    expect(kit.vm.page?.report.week).toBe('2026-11-16');
    expect(kit.vm.isThisWeek).toBe(true);
    expect(kit.vm.sections.find((row) => row.title === 'Legal Reasoning')).toEqual({ title: 'Legal Reasoning', answered: 5, correct: 1, accuracy: '20 %' });
    expect(kit.vm.sections.find((row) => row.title === 'Quantitative Techniques')?.accuracy).toBe('None');
    expect(kit.vm.weakTopics).toEqual([
      {
        topic: 'Contract Law',
        detail: '1 of 5 right (20 %) in Legal Reasoning',
        step: { tool: 'conceptExplainer', text: 'Ask the Concept Explainer to explain Contract Law, then try a new set.' },
        href: '/dashboard?open=conceptExplainer',
      },
    ]);
    expect(kit.vm.streak).toBe('0 days');
  });

  it('reads nothing for a free student and says the report is locked', async () => {
    const kit = reportKit(FREE_STATUS);
    const read = vi.spyOn(kit.report, 'execute');
    await kit.vm.load();
    expect(kit.vm.access).toMatchObject({ allowed: false, requiresPayment: true, badge: 'Premium' });
    expect(kit.vm.page).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in', async () => {
    const kit = reportKit();
    kit.auth.session = null;
    expect(await kit.vm.load()).toBe('redirect');
  });

  it('links a Question Maker step to its section and topic', () => {
    expect(nextStepHref({ tool: 'topicPractice', text: '', section: 'Legal', topic: 'Contract Law' })).toBe('/dashboard?open=topicPractice&section=Legal&topic=Contract+Law');
  });
});

describe('the weekly report page', () => {
  /** The page under both of its routes, as the router has them. */
  async function show(kit: ReturnType<typeof reportKit>, path = '/dashboard/report') {
    const resolver = resolverOf([[WeeklyReportViewModel, kit.vm]]);
    const loaded = Promise.resolve(resolver);
    await act(async () => {
      render(
        <FluentProvider theme={webLightTheme}>
          <ServicesProvider load={() => loaded}>
            <MemoryRouter initialEntries={[path]}>
              <RouterNavigation>
                <Routes>
                  <Route path="/dashboard/report" element={<WeeklyReportPage />} />
                  <Route path="/dashboard/report/:week" element={<WeeklyReportPage />} />
                  <Route path="*" element={<p>Moved to another page</p>} />
                </Routes>
              </RouterNavigation>
            </MemoryRouter>
          </ServicesProvider>
        </FluentProvider>,
      );
    });
    await act(async () => undefined);
  }

  it('shows questions done, accuracy by section, the weakest topics, a Print button and the previous week', async () => {
    const kit = reportKit();
    await kit.recorder.record({ source: 'question_maker', section: 'Quant', topic: 'Percentages', answered: 5, correct: 3 });
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`gk-q${index}`, 0]));
    kit.quizzes.rows.set('user-1/2026-11-20', { userId: 'user-1', date: '2026-11-20', answers, score: 7, total: 10, submittedAt: '2026-11-20T06:00:00.000Z' });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await show(kit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly report' })).toBeInTheDocument();
    expect(screen.getByText('Mon 16 Nov to Sun 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Question Maker: 5')).toBeInTheDocument();
    expect(screen.getByText('Daily quiz: 10')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Accuracy by section' });
    expect(within(within(table).getByRole('row', { name: /Quantitative Techniques/ })).getByText('60 %')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Current Affairs/ })).getByText('70 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise another Percentages set in the Question Maker.' })).toHaveAttribute('href', '/dashboard?open=topicPractice&section=Quant&topic=Percentages');
    expect(screen.getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/dashboard/report/2026-11-09');
    expect(screen.queryByRole('link', { name: 'Next week' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says an empty past week is empty, with the next week to go to', async () => {
    const kit = reportKit();
    await show(kit, '/dashboard/report/2026-11-09');
    expect(await screen.findByText('No practice was recorded in this week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveAttribute('href', '/dashboard/report/2026-11-16');
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('href', '/dashboard/report');
  });

  it('tells a free student what the report is and how to get it', async () => {
    const kit = reportKit(FREE_STATUS);
    await show(kit);
    expect(await screen.findByText(/The weekly report comes with a paid plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard?open=plans');
  });
});
