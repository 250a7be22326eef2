import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../../core/profile/profile.model';
import type { StudyLink } from '../../../core/study-plan/study-plan.model';
import { useNotifier } from '../../common/notification-host';
import { useService } from '../../common/services';
import { RankSimulatorCard } from '../../rank/rank-simulator.card';
import type { MockHooks } from '../../mock/full-mock.view-model';
import { useOpenFromAddress, type AddressActions } from '../../weekly-report/open-from-address';
import { WeeklyReportCard } from '../../weekly-report/weekly-report.card';
import { useSession } from '../../session/use-session';
import type { ToolHooks } from '../../tools/tool-hooks';
import { PAYMENT_DIALOG } from '../pricing/payment-dialog.token';
import type { PaymentDialogViewModel } from '../pricing/payment-dialog.view-model';
import { greetingFor, MainDashboardViewModel, type ToolName } from './main-dashboard.view-model';
import { DashboardPageSection, DashboardWelcome } from './dashboard-welcome';
import { useBehindResumedMock } from './use-behind-resumed-mock';

// The cards below the tools (the daily quiz, the full mock, Mistakes Review...) and what they open
// load after the dashboard has shown, the payment form when a student chooses a plan: chunks of
// their own.
const DailyQuizCard = lazy(() => import('../../quiz/daily-quiz.card').then((module) => ({ default: module.DailyQuizCard })));
const FullMockCard = lazy(() => import('../../mock/full-mock.card').then((module) => ({ default: module.FullMockCard })));
const MockSeriesCard = lazy(() => import('../../mock-series/mock-series.card'));
const MistakesReviewCard = lazy(() => import('../../review/mistakes-review.card'));
const ProgressCard = lazy(() => import('../../progress/progress.card'));
const StudyPlanCard = lazy(() => import('../../study-plan/study-plan.card'));
const PaymentDialog = lazy(() => import('../pricing/payment-dialog').then((module) => ({ default: module.PaymentDialog })));
// A tool's frame loads once the dashboard has painted (see below), not before it.
const loadToolOverlay = () => import('./tool-overlay');
const ToolOverlay = lazy(() => loadToolOverlay().then((module) => ({ default: module.ToolOverlay })));
// The simulator's overlay when the student opens it.
const RankSimulatorOverlay = lazy(() => import('../../rank/rank-simulator.overlay').then((module) => ({ default: module.RankSimulatorOverlay })));
// Offered a while after arrival (spec §9), never at the first paint.
const UpgradeDialog = lazy(() => import('./upgrade-dialog').then((module) => ({ default: module.UpgradeDialog })));

interface MainDashboardProps {
  readonly profile: Profile | null;
  readonly email: string;
  /** The student has become premium here (a payment approved, or a status refetched). */
  readonly onPremium: () => void;
  /** The full mock was on screen when the page went away (a reload): it opens again at once. */
  readonly resumeMock?: boolean;
  /** The full mock opened or closed (a reload while it is open resumes it). */
  readonly onFullMockOpenChange?: (open: boolean) => void;
}

/** The main dashboard: greeting, plan status and 'Choose Your AI Tool'. */
export const MainDashboard = observer(function MainDashboard({ profile, email, onPremium, resumeMock = false, onFullMockOpenChange }: MainDashboardProps) {
  const vm = useService<MainDashboardViewModel>(MainDashboardViewModel);
  const payment = useService<PaymentDialogViewModel>(PAYMENT_DIALOG);

  useEffect(() => {
    void vm.arrive();
    return () => vm.leave();
  }, [vm]);

  // After the first paint: the tools' frame is ready before the student's first tap.
  useEffect(() => {
    void loadToolOverlay();
  }, []);

  const greeting = greetingFor(profile, email);
  const premium = vm.premium;
  useEffect(() => {
    if (premium) onPremium();
  }, [premium, onPremium]);
  const setQuizOpen = useCallback((open: boolean) => vm.setQuizOpen(open), [vm]);
  const setMockOpen = useCallback((open: boolean) => vm.setMockOpen(open), [vm]);
  const setFullMockOpen = useCallback(
    (open: boolean) => {
      vm.setMockOpen(open);
      onFullMockOpenChange?.(open);
    },
    [vm, onFullMockOpenChange],
  );
  const { behind: behindMock, resumed } = useBehindResumedMock(resumeMock, vm.mockOpen);
  const [mockHooks] = useState<MockHooks>(() => ({
    onPaymentRequired: () => payment.show(),
    onUsed: () => void vm.refresh(),
  }));

  const session = useSession();
  const notifier = useNotifier();
  const [hooks] = useState<ToolHooks>(() => ({
    onUsed: () => void vm.refresh(),
    onPaymentRequired: (message) => {
      notifier.notify({ intent: 'warning', title: message });
      payment.show();
    },
    onError: (error) => session.handleError(error),
  }));
  const overview = vm.overview;
  const onChoose = (tool: ToolName) => {
    if (vm.chooseTool(tool) === 'payment') payment.show();
  };
  const closeRankSimulator = useCallback(() => vm.closeRankSimulator(), [vm]);
  const openRankSimulator = () => {
    if (vm.chooseRankSimulator() === 'payment') payment.show();
  };
  // A study plan task opens what its own card opens: the quiz, the review and the mock are asked
  // through their cards, the tools and the simulator as their cards do.
  const [openRequests, setOpenRequests] = useState({ dailyQuiz: 0, mistakesReview: 0, fullMock: 0 });
  const navigate = useNavigate();
  // The weekly report's next steps and plans link arrive as an address: open what it asks for.
  const addressActions = useMemo<AddressActions>(
    () => ({
      tool: (tool) => {
        if (vm.chooseTool(tool) === 'payment') payment.show();
      },
      review: () => setOpenRequests((requests) => ({ ...requests, mistakesReview: requests.mistakesReview + 1 })),
      plans: () => vm.openUpgrade(),
    }),
    [vm, payment],
  );
  useOpenFromAddress(overview !== null, addressActions);
  const openTask = (link: StudyLink) => {
    if (link === 'dailyQuiz' || link === 'mistakesReview' || link === 'fullMock') {
      setOpenRequests((requests) => ({ ...requests, [link]: requests[link] + 1 }));
    } else if (link === 'rankSimulator') {
      openRankSimulator();
    } else {
      onChoose(link);
    }
  };

  return (
    <DashboardPageSection>
      <DashboardWelcome greeting={greeting} overview={overview} onChoose={onChoose} onUpgrade={() => vm.openUpgrade()} />

      {/* Behind a mock resumed on arrival, the other cards wait until it has closed. */}
      {behindMock ? null : (
        <>
          <Suspense fallback={null}>
            <StudyPlanCard
              access={vm.studyPlanAccess}
              onUnlock={() => payment.show()}
              onOpenTask={openTask}
              busy={vm.quizOpen || vm.mockOpen || vm.rankSimulatorOpen || vm.openTool !== null}
            />
          </Suspense>
          <RankSimulatorCard access={vm.rankSimulatorAccess} onOpen={openRankSimulator} />
          <WeeklyReportCard
            access={vm.weeklyReportAccess}
            onOpen={() => {
              if (vm.weeklyReportAccess?.requiresPayment) payment.show();
              else navigate('/dashboard/report');
            }}
          />
          <Suspense fallback={null}>
            <DailyQuizCard onOpenChange={setQuizOpen} openRequest={openRequests.dailyQuiz} />
          </Suspense>
          <Suspense fallback={null}>
            <MistakesReviewCard onOpenChange={setQuizOpen} openRequest={openRequests.mistakesReview} />
          </Suspense>
        </>
      )}
      <Suspense fallback={null}>
        <FullMockCard hooks={mockHooks} badge={overview?.features.fullMock.badge ?? null} onOpenChange={setFullMockOpen} openRequest={openRequests.fullMock} resume={resumeMock} onResumed={resumed} />
      </Suspense>
      {behindMock ? null : (
        <>
          <Suspense fallback={null}>
            <MockSeriesCard onOpenChange={setMockOpen} />
          </Suspense>
          <Suspense fallback={null}>
            <ProgressCard mockOpen={vm.mockOpen} />
          </Suspense>
        </>
      )}

      {vm.rankSimulatorOpen ? (
        <Suspense fallback={null}>
          <RankSimulatorOverlay diagnostic={profile?.diagnosticScore} onClose={closeRankSimulator} />
        </Suspense>
      ) : null}
      {vm.openTool ? (
        <Suspense fallback={null}>
          <ToolOverlay tool={vm.openTool} email={email} hooks={hooks} onClose={() => vm.closeTool()} />
        </Suspense>
      ) : null}
      {vm.upgradeOpen ? (
        <Suspense fallback={null}>
          <UpgradeDialog vm={vm} onBuy={(plan) => payment.show(plan)} />
        </Suspense>
      ) : null}
      {payment.open ? (
        <Suspense fallback={null}>
          <PaymentDialog
            vm={payment}
            onFinished={(outcome) => {
              if (outcome === 'approved') void vm.paymentApproved();
            }}
          />
        </Suspense>
      ) : null}
    </DashboardPageSection>
  );
});
