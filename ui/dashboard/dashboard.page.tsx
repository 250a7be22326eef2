import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../common/services';
import { ChoiceScreen } from './choice.screen';
import { DashboardViewModel } from './dashboard.view-model';
import { DiagnosticScreen } from './diagnostic/diagnostic.screen';
import { ResultsScreen } from './diagnostic/results.screen';
import { MainDashboard } from './main/main-dashboard.screen';
import { ExitFeedbackDialog } from './exit/exit-feedback.dialog';
import { OnboardingScreen } from './onboarding/onboarding.screen';
import { PricingScreen } from './pricing/pricing.screen';

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

  useEffect(() => {
    let current = true;
    void vm.load().then((outcome) => {
      if (current && outcome === 'redirect') navigate('/auth', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [vm, navigate, attempt]);

  const renderView = () => {
    switch (vm.screen) {
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
        return <MainDashboard profile={vm.profile} email={vm.email} onPremium={() => vm.becamePremium()} />;
    }
  };

  return (
    <>
      {renderView()}
      {vm.asksBeforeLeaving ? <ExitFeedbackDialog stillAsking={() => vm.asksBeforeLeaving} /> : null}
    </>
  );
}

export default observer(DashboardPage);
