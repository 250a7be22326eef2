import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FirstViewHandOver, useFirstView } from '../common/first-view';
import { useService } from '../common/services';
import { DashboardViewModel } from './dashboard.view-model';
import { ExitIntent } from './exit/exit-intent';

// Each view is its own chunk: a returning student loads the main dashboard, not the onboarding,
// the diagnostic or the pricing screen. The main dashboard, the usual view, is fetched while the
// profile loads; the others when the student reaches them.
const loadMainDashboard = () => import('./main/main-dashboard.screen');
const OnboardingScreen = lazy(() => import('./onboarding/onboarding.screen').then((module) => ({ default: module.OnboardingScreen })));
const ChoiceScreen = lazy(() => import('./choice.screen').then((module) => ({ default: module.ChoiceScreen })));
const DiagnosticScreen = lazy(() => import('./diagnostic/diagnostic.screen').then((module) => ({ default: module.DiagnosticScreen })));
const ResultsScreen = lazy(() => import('./diagnostic/results.screen').then((module) => ({ default: module.ResultsScreen })));
const PricingScreen = lazy(() => import('./pricing/pricing.screen').then((module) => ({ default: module.PricingScreen })));
const MainDashboard = lazy(() => loadMainDashboard().then((module) => ({ default: module.MainDashboard })));

const useStyles = makeStyles({
  centre: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
});

/**
 * /dashboard: one full-screen view at a time, chosen by the entry rules. The exit question sits
 * beside the views, so it is asked on each of them and once per visit.
 */
function DashboardPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const vm = useService<DashboardViewModel>(DashboardViewModel);
  const [attempt, setAttempt] = useState(0);
  const fullMockOnScreen = useCallback((open: boolean) => vm.fullMockOnScreen(open), [vm]);
  const firstView = useFirstView();
  const screen = vm.screen;
  // Leaving the page (a session found expired sends the student to sign in) ends the first view too.
  useLayoutEffect(() => () => firstView.handOver(), [firstView]);

  useEffect(() => {
    let current = true;
    void loadMainDashboard();
    void vm.load().then((outcome) => {
      if (current && outcome === 'redirect') navigate('/auth', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [vm, navigate, attempt]);

  const renderView = () => {
    switch (screen) {
      case 'loading':
        return <Spinner className={styles.centre} size="large" label="Loading dashboard..." />;
      case 'failed':
        return (
          <section className={styles.centre} role="alert">
            <Title2 as="h1">We couldn't load your dashboard</Title2>
            <Body1>Check your connection and try again.</Body1>
            <Button appearance="primary" onClick={() => setAttempt((count) => count + 1)}>
              Try again
            </Button>
          </section>
        );
      case 'onboarding':
        return <OnboardingScreen onDone={() => vm.onboardingDone()} />;
      case 'choice':
        return <ChoiceScreen onTake={() => vm.takeDiagnostic()} onSkip={() => vm.skipToMain()} />;
      case 'diagnostic':
        return <DiagnosticScreen email={vm.email} onSubmitted={(result) => vm.diagnosticSubmitted(result)} />;
      case 'results':
        return vm.result ? <ResultsScreen result={vm.result} onContinue={() => vm.continueToPricing()} /> : null;
      case 'pricing':
        return <PricingScreen onSkip={() => vm.skipToMain()} onPremium={() => vm.becamePremium()} />;
      case 'main':
        return <MainDashboard profile={vm.profile} email={vm.email} onPremium={() => vm.becamePremium()} resumeMock={vm.resumeMock} onFullMockOpenChange={fullMockOnScreen} />;
    }
  };

  return (
    <>
      <Suspense fallback={<Spinner className={styles.centre} size="large" label="Loading dashboard..." />}>
        {renderView()}
        {/* Committed with the view, once its code has loaded: the first view gives way to it then. */}
        {screen === 'loading' ? null : <FirstViewHandOver />}
      </Suspense>
      {vm.asksBeforeLeaving ? <ExitIntent stillAsking={() => vm.asksBeforeLeaving} /> : null}
    </>
  );
}

export default observer(DashboardPage);
