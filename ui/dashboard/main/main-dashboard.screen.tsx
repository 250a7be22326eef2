import { Badge, Body1, Button, Caption1, Subtitle1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, CameraRegular, ChatRegular, LightbulbRegular, QuestionCircleRegular, type FluentIcon } from '@fluentui/react-icons';
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
import { Tile } from '../tile';
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

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px) and (max-width: 1023.98px)': { gridTemplateColumns: '1fr 1fr' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minHeight: '150px' },
  cardTop: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  muted: { opacity: 0.7 },
});

interface ToolCard {
  readonly tool: ToolName;
  readonly title: string;
  readonly text: string;
  readonly icon: FluentIcon;
}

const TOOLS: readonly ToolCard[] = [
  { tool: 'aiDoubtSolver', title: 'AI Doubt Solver', text: 'Snap a question, get an instant solution.', icon: CameraRegular },
  { tool: 'conceptExplainer', title: 'Concept Explainer', text: 'Ask about any CLAT concept and get it explained simply.', icon: LightbulbRegular },
  { tool: 'topicPractice', title: 'Question Maker', text: 'Practice questions by topic, with answers explained.', icon: QuestionCircleRegular },
  { tool: 'studyAdvice', title: 'Study Advice', text: 'A plan and tips built on your own results.', icon: ChatRegular },
];

interface MainDashboardProps {
  readonly profile: Profile | null;
  readonly email: string;
  /** The student has become premium here (a payment approved, or a status refetched). */
  readonly onPremium: () => void;
  /** The full mock was on screen when the page went away (a reload): it opens again at once. */
  readonly resumeMock?: boolean;
}

/** The main dashboard: greeting, plan status and 'Choose Your AI Tool'. */
export const MainDashboard = observer(function MainDashboard({ profile, email, onPremium, resumeMock = false }: MainDashboardProps) {
  const styles = useStyles();
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

  const premium = vm.premium;
  useEffect(() => {
    if (premium) onPremium();
  }, [premium, onPremium]);
  const setQuizOpen = useCallback((open: boolean) => vm.setQuizOpen(open), [vm]);
  const setMockOpen = useCallback((open: boolean) => vm.setMockOpen(open), [vm]);
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
    <section className={styles.page}>
      <div>
        <Title1 as="h1">{greetingFor(profile, email)}</Title1>
        <Body1>Nyaya, your AI study partner for CLAT, is ready when you are.</Body1>
        {/* Its height is kept while the plan loads, so the tools below do not move when it arrives. */}
        <div className={styles.status}>
          {overview ? (
            <>
              {overview.badge ? (
                <Badge appearance="filled" color={overview.badge.tone} size="large">
                  {overview.badge.text}
                </Badge>
              ) : null}
              <Caption1>Plan: {overview.label}</Caption1>
              {!overview.premium ? (
                <Button appearance="primary" size="small" onClick={() => vm.openUpgrade()}>
                  Upgrade to Premium
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>


      {/* The cards that load after the first paint come below the tools, so their arrival moves nothing in view. */}
      <Subtitle1 as="h2">Choose Your AI Tool</Subtitle1>
      <div className={styles.grid}>
        {TOOLS.map(({ tool, title, text, icon: Icon }) => (
          <Tile key={tool} className={styles.card}>
            <div className={styles.cardTop}>
              <Icon className={styles.icon} aria-hidden />
              {overview ? <Badge appearance="tint">{overview.features[tool].badge}</Badge> : null}
            </div>
            <Subtitle1 as="h3">{title}</Subtitle1>
            <Body1>{text}</Body1>
            <Button appearance="primary" onClick={() => onChoose(tool)} disabled={!overview} aria-label={`Open ${title}`}>
              Open
            </Button>
          </Tile>
        ))}
        <Tile className={styles.card} aria-disabled>
          <div className={styles.cardTop}>
            <BookOpenRegular className={styles.icon} aria-hidden />
            <Badge appearance="outline">Coming Soon</Badge>
          </div>
          <Subtitle1 as="h3" className={styles.muted}>
            Material Practice
          </Subtitle1>
          <Body1 className={styles.muted}>Material Practice - Coming Soon</Body1>
        </Tile>
      </div>

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
        <FullMockCard hooks={mockHooks} badge={overview?.features.fullMock.badge ?? null} onOpenChange={setMockOpen} openRequest={openRequests.fullMock} resume={resumeMock} onResumed={resumed} />
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
    </section>
  );
});
