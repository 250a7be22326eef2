import { GetAccountOverview } from '../../../core/access/get-account-overview.use-case';
import { StartFreeTrial } from '../../../core/access/start-free-trial.use-case';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { LoadDashboard } from '../../../core/dashboard/load-dashboard.use-case';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { DiagnosticProgressStore } from '../../../core/diagnostic/diagnostic-progress.store';
import { SaveDiagnostic } from '../../../core/diagnostic/save-diagnostic.use-case';
import { SaveExitFeedback } from '../../../core/feedback/save-exit-feedback.use-case';
import { SaveOnboarding } from '../../../core/onboarding/save-onboarding.use-case';
import { CompletePayment } from '../../../core/payment/complete-payment.use-case';
import { SendPayment } from '../../../core/payment/send-payment.use-case';
import { WaitForApproval } from '../../../core/payment/wait-for-approval.use-case';
import type { FirstViewMemory, RememberedView } from '../../../core/ports/first-view.port';
import { DashboardViewModel } from '../../../ui/dashboard/dashboard.view-model';
import { DiagnosticViewModel } from '../../../ui/dashboard/diagnostic/diagnostic.view-model';
import { ExitFeedbackViewModel } from '../../../ui/dashboard/exit/exit-feedback.view-model';
import { MainDashboardViewModel } from '../../../ui/dashboard/main/main-dashboard.view-model';
import { OnboardingViewModel } from '../../../ui/dashboard/onboarding/onboarding.view-model';
import { PaymentDialogViewModel } from '../../../ui/dashboard/pricing/payment-dialog.view-model';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { accessKit } from '../../fakes/access-kit';
import { FakeAiHost } from '../../fakes/fake-ai-host';
import type { BackendUserStatus } from '../../../core/access/access.model';
import { FakeDatabase } from '../../fakes/fake-database';
import { recordingNotifier } from '../../fakes/recording-notifier';

export const SETTINGS = { supportEmail: 'help@nyayapath.in', upiVpa: 'nyayapath@okaxis', upiPayee: 'NyayaPath', demoVideoUrl: null };

/** Every dashboard view model over the same in-memory fakes and fake clock, as the container wires them. */
export function dashboardKit(status?: BackendUserStatus) {
  const kit = accessKit(status);
  const database = new FakeDatabase();
  const aiHost = new FakeAiHost();
  const { notifier, shown } = recordingNotifier();
  const session = new SessionViewModel(kit.auth, new SignOut(kit.auth), new ExpireSession(kit.auth, kit.logger), notifier);
  // What the device would paint first on its next load of the dashboard: the last remembered view, null once forgotten.
  const firstView = { next: undefined as RememberedView | null | undefined };
  const memory: FirstViewMemory = { remember: (view) => void (firstView.next = view), forget: () => void (firstView.next = null) };
  const confirm = new CompletePayment(kit.auth, aiHost, database, kit.statuses, kit.ledger, kit.logger);
  return {
    ...kit,
    database,
    aiHost,
    notifier,
    shown,
    session,
    firstView,
    dashboard: () =>
      new DashboardViewModel(
        new LoadDashboard(kit.auth, kit.statuses, database, kit.clock, kit.logger),
        session,
        new DiagnosticProgressStore(kit.storage, kit.logger, DIAGNOSTIC_QUESTIONS),
        memory,
      ),
    onboarding: () => new OnboardingViewModel(new SaveOnboarding(kit.auth, database, kit.logger), notifier),
    diagnostic: () =>
      new DiagnosticViewModel(
        new SaveDiagnostic(kit.auth, database, kit.logger, DIAGNOSTIC_QUESTIONS),
        new DiagnosticProgressStore(kit.storage, kit.logger, DIAGNOSTIC_QUESTIONS),
        notifier,
        DIAGNOSTIC_QUESTIONS,
      ),
    payment: () =>
      new PaymentDialogViewModel(new SendPayment(kit.backend), new WaitForApproval(kit.backend, kit.clock, kit.logger), confirm, SETTINGS, notifier),
    main: () =>
      new MainDashboardViewModel(
        new GetAccountOverview(kit.auth, kit.statuses, kit.ledger, kit.clock),
        new StartFreeTrial(kit.auth, kit.backend),
        session,
        kit.clock,
        notifier,
      ),
    exit: () => new ExitFeedbackViewModel(new SaveExitFeedback(kit.auth, database, kit.logger), notifier),
  };
}
