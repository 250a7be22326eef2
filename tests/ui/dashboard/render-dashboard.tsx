import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { scoreDiagnostic } from '../../../core/diagnostic/scoring.rules';
import type { FirstView } from '../../../core/ports/first-view.port';
import { newProfile } from '../../../core/profile/profile.model';
import { FirstViewProvider, NO_FIRST_VIEW } from '../../../ui/common/first-view';
import { NotificationHost } from '../../../ui/common/notification-host';
import { ProductSettingsProvider } from '../../../ui/common/product-settings';
import { ServicesProvider } from '../../../ui/common/services';
import DashboardPage from '../../../ui/dashboard/dashboard.page';
import { DashboardViewModel } from '../../../ui/dashboard/dashboard.view-model';
import { DiagnosticViewModel } from '../../../ui/dashboard/diagnostic/diagnostic.view-model';
import { EXIT_FEEDBACK } from '../../../ui/dashboard/exit/exit-feedback.token';
import { OnboardingViewModel } from '../../../ui/dashboard/onboarding/onboarding.view-model';
import { PAYMENT_DIALOG } from '../../../ui/dashboard/pricing/payment-dialog.token';
import { GuardedHistory, GuardedHistoryProvider } from '../../../ui/shell/guarded-history';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { resolverOf, TEST_SETTINGS } from '../render-page';
import { dashboardKit } from './dashboard-kit';

export type View = 'onboarding' | 'choice' | 'diagnostic' | 'results' | 'pricing' | 'main';

export const HEADINGS: Record<View, RegExp> = {
  onboarding: /Let's personalize your CLAT prep/,
  choice: /Ready to get started\?/,
  diagnostic: new RegExp(DIAGNOSTIC_QUESTIONS[0]!.question.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  results: /Your diagnostic results/,
  pricing: /Your personalised CLAT plan/,
  main: /Choose Your AI Tool/,
};

/**
 * /dashboard under the app's guarded history (the exit question holds in-app navigation), on a
 * given view, with the page's first view (none unless given).
 */
export async function showDashboard(view: View, premium = false, firstView: FirstView = NO_FIRST_VIEW) {
  const kit = dashboardKit(premium ? PREMIUM_STATUS : FREE_STATUS);
  kit.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: view === 'onboarding' });
  const dashboard = kit.dashboard();
  const resolver = resolverOf([
    [DashboardViewModel, dashboard],
    [OnboardingViewModel, kit.onboarding()],
    [DiagnosticViewModel, kit.diagnostic()],
    [PAYMENT_DIALOG, kit.payment()],
    [EXIT_FEEDBACK, kit.exit()],
  ]);
  const loaded = Promise.resolve(resolver);
  const history = new GuardedHistory(createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true }));
  await act(async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <FirstViewProvider value={firstView}>
          <ProductSettingsProvider settings={TEST_SETTINGS}>
            <NotificationHost notifier={kit.notifier}>
              <ServicesProvider load={() => loaded}>
                <GuardedHistoryProvider value={history}>
                  <HistoryRouter history={history}>
                    <Routes>
                      <Route path="/dashboard" element={<DashboardPage />} />
                      <Route path="*" element={<p>Somewhere else</p>} />
                    </Routes>
                  </HistoryRouter>
                </GuardedHistoryProvider>
              </ServicesProvider>
            </NotificationHost>
          </ProductSettingsProvider>
        </FirstViewProvider>
      </FluentProvider>,
    );
  });
  await waitFor(() => expect(dashboard.screen).not.toBe('loading'));
  act(() => {
    if (view === 'diagnostic' || view === 'results') dashboard.takeDiagnostic();
    if (view === 'results') {
      const answers = Object.fromEntries(DIAGNOSTIC_QUESTIONS.map((question) => [question.id, question.correctIndex]));
      dashboard.diagnosticSubmitted(scoreDiagnostic(DIAGNOSTIC_QUESTIONS, answers));
    }
    if (view === 'pricing') dashboard.continueToPricing();
    if (view === 'main' && !premium) dashboard.skipToMain();
  });
  expect(dashboard.screen).toBe(view);
  await screen.findAllByText(HEADINGS[view]);
  return { history, dashboard, kit };
}
