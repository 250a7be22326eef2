import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { scoreDiagnostic } from '../../../core/diagnostic/scoring.rules';
import { newProfile } from '../../../core/profile/profile.model';
import { NotificationHost } from '../../../ui/common/notification-host';
import { ProductSettingsProvider } from '../../../ui/common/product-settings';
import { ServicesProvider } from '../../../ui/common/services';
import DashboardPage from '../../../ui/dashboard/dashboard.page';
import { DashboardViewModel } from '../../../ui/dashboard/dashboard.view-model';
import { DiagnosticViewModel } from '../../../ui/dashboard/diagnostic/diagnostic.view-model';
import { ExitFeedbackViewModel } from '../../../ui/dashboard/exit/exit-feedback.view-model';
import { OnboardingViewModel } from '../../../ui/dashboard/onboarding/onboarding.view-model';
import { PAYMENT_DIALOG } from '../../../ui/dashboard/pricing/payment-dialog.token';
import { GuardedHistory, GuardedHistoryProvider } from '../../../ui/shell/guarded-history';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { resolverOf, TEST_SETTINGS } from '../render-page';
import { dashboardKit } from './dashboard-kit';

// The tool menu has its own tests; here it stands in as the view that reports a payment approved.
vi.mock('../../../ui/dashboard/main/main-dashboard.screen', () => ({
  MainDashboard: ({ onPremium }: { onPremium: () => void }) => (
    <section>
      <h1>Choose Your AI Tool</h1>
      <button type="button" onClick={onPremium}>
        Payment approved
      </button>
    </section>
  ),
}));

type View = 'onboarding' | 'choice' | 'diagnostic' | 'results' | 'pricing' | 'main';

const HEADINGS: Record<View, RegExp> = {
  onboarding: /Let's personalize your CLAT prep/,
  choice: /Ready to get started\?/,
  diagnostic: new RegExp(DIAGNOSTIC_QUESTIONS[0]!.question.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  results: /Your diagnostic results/,
  pricing: /Your personalised CLAT plan/,
  main: /Choose Your AI Tool/,
};

/** /dashboard under the app's guarded history (the exit question holds in-app navigation), on a given view. */
async function showDashboard(view: View, premium = false) {
  const kit = dashboardKit(premium ? PREMIUM_STATUS : FREE_STATUS);
  kit.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: view === 'onboarding' });
  const dashboard = kit.dashboard();
  const resolver = resolverOf([
    [DashboardViewModel, dashboard],
    [OnboardingViewModel, kit.onboarding()],
    [DiagnosticViewModel, kit.diagnostic()],
    [PAYMENT_DIALOG, kit.payment()],
    [ExitFeedbackViewModel, kit.exit()],
  ]);
  const loaded = Promise.resolve(resolver);
  const history = new GuardedHistory(createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true }));
  await act(async () => {
    render(
      <FluentProvider theme={webLightTheme}>
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

function leaveTheBrowserPage(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const VIEWS: View[] = ['onboarding', 'choice', 'diagnostic', 'results', 'pricing', 'main'];

// Each case renders the whole dashboard page; on two busy cores the first one can take a while.
describe('exit intent on every dashboard view of a non-premium student', { timeout: 40_000 }, () => {
  it.each(VIEWS)("asks 'Before you go...' on in-app navigation away from the %s view, then goes", async (view) => {
    const user = userEvent.setup();
    const { history } = await showDashboard(view);
    expect(screen.queryByRole('dialog', { name: 'Before you go...' })).not.toBeInTheDocument();

    act(() => history.push('/how-it-works'));
    // Under jsdom, Fluent's focus manager marks a dialog opened during a blocked navigation
    // aria-hidden, which hides its name from role queries; Chromium exposes it (see
    // tests/e2e/spec-details.e2e.test.ts), so here the dialog is found through its title.
    const dialog = (await screen.findByText('Before you go...')).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toBeVisible();
    expect(history.location.pathname).toBe('/dashboard');

    await user.click(within(dialog).getByRole('button', { name: 'Skip', hidden: true }));
    await screen.findByText('Somewhere else');
    expect(history.location.pathname).toBe('/how-it-works');
  });

  it.each(VIEWS)("asks the browser to confirm leaving the %s view, and shows 'Before you go...' to a student who stays", async (view) => {
    await showDashboard(view);
    const event = leaveTheBrowserPage();
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Before you go...' })).toBeInTheDocument();
    // Asked once: the next attempt is not held up again.
    expect(leaveTheBrowserPage().defaultPrevented).toBe(false);
  });

  it('lets a student who signs out leave at once, without asking', async () => {
    const { history, kit } = await showDashboard('choice');
    await act(async () => {
      expect(await kit.session.signOut()).toBe(true);
      history.push('/');
    });
    await screen.findByText('Somewhere else');
    expect(screen.queryByText('Before you go...')).not.toBeInTheDocument();
    expect(leaveTheBrowserPage().defaultPrevented).toBe(false);
  });

  it("keeps an 'Other reason' to the 1,000 characters the profile stores", async () => {
    const user = userEvent.setup();
    await showDashboard('choice');
    leaveTheBrowserPage();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go...' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other reason', hidden: true }));
    const reason = within(dialog).getByPlaceholderText("Tell us what's holding you back...");
    expect(reason).toHaveAttribute('maxlength', '1000');
  });

  it('asks when the pointer leaves through the top of the window', async () => {
    await showDashboard('choice');
    act(() => {
      document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: 0, relatedTarget: null }));
    });
    expect(await screen.findByRole('dialog', { name: 'Before you go...' })).toBeInTheDocument();
  });
});

describe('exit intent for a premium student', { timeout: 40_000 }, () => {
  it('never asks, on any way of leaving', async () => {
    const { history } = await showDashboard('main', true);
    expect(leaveTheBrowserPage().defaultPrevented).toBe(false);
    act(() => {
      document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: 0, relatedTarget: null }));
    });
    act(() => history.push('/how-it-works'));
    expect(history.location.pathname).toBe('/how-it-works');
    expect(screen.queryByRole('dialog', { name: 'Before you go...' })).not.toBeInTheDocument();
  });

  it('stops asking once a payment is approved on the main dashboard', async () => {
    const user = userEvent.setup();
    await showDashboard('main');
    await user.click(screen.getByRole('button', { name: 'Payment approved' }));
    expect(leaveTheBrowserPage().defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Before you go...' })).not.toBeInTheDocument();
  });
});
