import { ContainerModule } from 'inversify';
import { ExplainConcept } from '../core/chat/explain-concept.use-case';
import { GetStudyAdvice } from '../core/chat/get-study-advice.use-case';
import { DashboardStateStore } from '../core/dashboard/dashboard-state.store';
import { PrepareTextReader } from '../core/doubt/prepare-text-reader.use-case';
import { SolveDoubt } from '../core/doubt/solve-doubt.use-case';
import { GenerateTopicPractice } from '../core/practice/generate-topic-practice.use-case';
import { ToolViewModels } from '../ui/tools/tool-view-models';
import { GetAccountOverview } from '../core/access/get-account-overview.use-case';
import { StartFreeTrial } from '../core/access/start-free-trial.use-case';
import { LoadDashboard } from '../core/dashboard/load-dashboard.use-case';
import { DIAGNOSTIC_QUESTIONS } from '../core/diagnostic/diagnostic-questions';
import { DiagnosticProgressStore } from '../core/diagnostic/diagnostic-progress.store';
import { MockOnScreenStore } from '../core/mock/mock-on-screen.store';
import { FirstViewMemory } from '../core/ports/first-view.port';
import { SaveDiagnostic } from '../core/diagnostic/save-diagnostic.use-case';
import { SaveExitFeedback } from '../core/feedback/save-exit-feedback.use-case';
import { SaveOnboarding } from '../core/onboarding/save-onboarding.use-case';
import { CompletePayment } from '../core/payment/complete-payment.use-case';
import { SendPayment } from '../core/payment/send-payment.use-case';
import { WaitForApproval } from '../core/payment/wait-for-approval.use-case';
import { ContactInbox } from '../core/contact/contact-inbox.port';
import { PaymentDesk } from '../core/payment/payment-desk.port';
import { ProductSettings } from '../core/shared/product-settings';
import { PaymentDeskViewModel } from '../ui/admin/payment-desk.view-model';
import { DashboardViewModel } from '../ui/dashboard/dashboard.view-model';
import { DiagnosticViewModel } from '../ui/dashboard/diagnostic/diagnostic.view-model';
import { EXIT_FEEDBACK } from '../ui/dashboard/exit/exit-feedback.token';
import { ExitFeedbackViewModel } from '../ui/dashboard/exit/exit-feedback.view-model';
import { MainDashboardViewModel } from '../ui/dashboard/main/main-dashboard.view-model';
import { OnboardingViewModel } from '../ui/dashboard/onboarding/onboarding.view-model';
import { PAYMENT_DIALOG } from '../ui/dashboard/pricing/payment-dialog.token';
import { PaymentDialogViewModel } from '../ui/dashboard/pricing/payment-dialog.view-model';
import { ExpireSession } from '../core/auth/expire-session.use-case';
import { SignIn } from '../core/auth/sign-in.use-case';
import { SignOut } from '../core/auth/sign-out.use-case';
import { SignUp } from '../core/auth/sign-up.use-case';
import { SubmitContact } from '../core/contact/submit-contact.use-case';
import { Auth } from '../core/auth/auth.port';
import { Clock } from '../core/ports/clock.port';
import { AuthViewModel } from '../ui/auth/auth.view-model';
import { Notifier } from '../ui/common/notifier';
import { ContactViewModel } from '../ui/contact/contact.view-model';
import { MistakesReviewViewModel } from '../ui/review/mistakes-review.view-model';
import { PracticeRecorder } from '../ui/weekly-report/practice-recorder';
import { SessionViewModel } from '../ui/session/session.view-model';
import { construct } from './construct';

/** View models: the session lives for the visit; screens get a fresh one per mount. */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(SessionViewModel)
    .toResolvedValue(construct(SessionViewModel), [Auth, SignOut, ExpireSession, Notifier])
    .inSingletonScope();
  bind(AuthViewModel)
    .toResolvedValue(construct(AuthViewModel), [SignIn, SignUp, Notifier])
    .inTransientScope();
  bind(ContactViewModel)
    .toResolvedValue(construct(ContactViewModel), [SubmitContact, Clock, Notifier])
    .inTransientScope();
  bind(DashboardViewModel)
    .toResolvedValue(construct(DashboardViewModel), [LoadDashboard, SessionViewModel, DiagnosticProgressStore, FirstViewMemory, MockOnScreenStore])
    .inTransientScope();
  bind(OnboardingViewModel)
    .toResolvedValue(construct(OnboardingViewModel), [SaveOnboarding, Notifier])
    .inTransientScope();
  bind(DiagnosticViewModel)
    .toResolvedValue(
      (save: SaveDiagnostic, progress: DiagnosticProgressStore, notifier: Notifier, mistakes: MistakesReviewViewModel) =>
        new DiagnosticViewModel(save, progress, notifier, DIAGNOSTIC_QUESTIONS, mistakes),
      [SaveDiagnostic, DiagnosticProgressStore, Notifier, MistakesReviewViewModel],
    )
    .inTransientScope();
  bind<PaymentDialogViewModel>(PAYMENT_DIALOG)
    .toResolvedValue(construct(PaymentDialogViewModel), [SendPayment, WaitForApproval, CompletePayment, ProductSettings, Notifier])
    .inTransientScope();
  bind(MainDashboardViewModel)
    .toResolvedValue(construct(MainDashboardViewModel), [GetAccountOverview, StartFreeTrial, SessionViewModel, Clock, Notifier])
    .inTransientScope();
  bind(EXIT_FEEDBACK)
    .toResolvedValue(construct(ExitFeedbackViewModel), [SaveExitFeedback, Notifier])
    .inTransientScope();
  bind(PaymentDeskViewModel)
    .toResolvedValue(construct(PaymentDeskViewModel), [PaymentDesk, ContactInbox, Clock, Notifier, Auth, SignIn, SignOut])
    .inTransientScope();
  bind(ToolViewModels)
    .toResolvedValue(construct(ToolViewModels), [
      ExplainConcept, GetStudyAdvice, GenerateTopicPractice, SolveDoubt, PrepareTextReader, DashboardStateStore, Clock, Notifier, MistakesReviewViewModel, PracticeRecorder,
    ])
    .inSingletonScope();
});
