import { ContainerModule } from 'inversify';
import { AccountStatusStore } from '../core/access/account-status.store';
import { FeatureGate } from '../core/access/feature-gate';
import { GetAccountOverview } from '../core/access/get-account-overview.use-case';
import { StartFreeTrial } from '../core/access/start-free-trial.use-case';
import { UsageLedger } from '../core/access/usage-ledger';
import { ExpireSession } from '../core/auth/expire-session.use-case';
import { SignIn } from '../core/auth/sign-in.use-case';
import { SignOut } from '../core/auth/sign-out.use-case';
import { SignUp } from '../core/auth/sign-up.use-case';
import { ExplainConcept } from '../core/chat/explain-concept.use-case';
import { GetStudyAdvice } from '../core/chat/get-study-advice.use-case';
import { SubmitContact } from '../core/contact/submit-contact.use-case';
import { DashboardStateStore } from '../core/dashboard/dashboard-state.store';
import { LoadDashboard } from '../core/dashboard/load-dashboard.use-case';
import { DIAGNOSTIC_QUESTIONS } from '../core/diagnostic/diagnostic-questions';
import { DiagnosticProgressStore } from '../core/diagnostic/diagnostic-progress.store';
import { MockOnScreenStore } from '../core/mock/mock-on-screen.store';
import { SaveDiagnostic } from '../core/diagnostic/save-diagnostic.use-case';
import { PrepareTextReader } from '../core/doubt/prepare-text-reader.use-case';
import { SolveDoubt } from '../core/doubt/solve-doubt.use-case';
import { SaveExitFeedback } from '../core/feedback/save-exit-feedback.use-case';
import { SaveOnboarding } from '../core/onboarding/save-onboarding.use-case';
import { CompletePayment } from '../core/payment/complete-payment.use-case';
import { PaymentConfirmation } from '../core/payment/payment-confirmation.port';
import { SendPayment } from '../core/payment/send-payment.use-case';
import { WaitForApproval } from '../core/payment/wait-for-approval.use-case';
import { AiHost } from '../core/ports/ai-host.port';
import { Auth } from '../core/auth/auth.port';
import { Backend } from '../core/ports/backend.port';
import { Clock } from '../core/ports/clock.port';
import { ConceptExplainer } from '../core/chat/concept-explainer.port';
import { Database } from '../core/ports/database.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { Ocr } from '../core/doubt/ocr.port';
import { GenerateTopicPractice } from '../core/practice/generate-topic-practice.use-case';
import { construct } from './construct';

/**
 * The rules layer: shared services and use cases are plain classes, built here from the ports
 * they need, so core never sees the container. Use cases hold no state and are singletons.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(UsageLedger).toResolvedValue(construct(UsageLedger), [KeyValueStorage]);
  bind(AccountStatusStore).toResolvedValue(construct(AccountStatusStore), [Backend, KeyValueStorage, UsageLedger]);
  bind(FeatureGate).toResolvedValue(construct(FeatureGate), [Auth, AccountStatusStore, UsageLedger, Clock, Logger]);
  bind(DashboardStateStore).toResolvedValue(construct(DashboardStateStore), [KeyValueStorage, Logger]);

  bind(MockOnScreenStore).toResolvedValue(construct(MockOnScreenStore), [KeyValueStorage]);
  bind(DiagnosticProgressStore).toResolvedValue(
    (storage: KeyValueStorage, logger: Logger) => new DiagnosticProgressStore(storage, logger, DIAGNOSTIC_QUESTIONS),
    [KeyValueStorage, Logger],
  );

  bind(SignIn).toResolvedValue(construct(SignIn), [Auth]);
  bind(SignUp).toResolvedValue(construct(SignUp), [Auth, Backend, Logger]);
  bind(SignOut).toResolvedValue(construct(SignOut), [Auth]);
  bind(ExpireSession).toResolvedValue(construct(ExpireSession), [Auth, Logger]);
  bind(GetAccountOverview).toResolvedValue(construct(GetAccountOverview), [Auth, AccountStatusStore, UsageLedger, Clock]);
  bind(LoadDashboard).toResolvedValue(construct(LoadDashboard), [Auth, AccountStatusStore, Database, Clock, Logger]);
  bind(SaveOnboarding).toResolvedValue(construct(SaveOnboarding), [Auth, Database, Logger]);
  bind(SaveDiagnostic).toResolvedValue(
    (auth: Auth, database: Database, logger: Logger) => new SaveDiagnostic(auth, database, logger, DIAGNOSTIC_QUESTIONS),
    [Auth, Database, Logger],
  );
  bind(StartFreeTrial).toResolvedValue(construct(StartFreeTrial), [Auth, Backend]);
  bind(SubmitContact).toResolvedValue(construct(SubmitContact), [Database]);
  bind(SendPayment).toResolvedValue(construct(SendPayment), [Backend]);
  bind(WaitForApproval).toResolvedValue(construct(WaitForApproval), [Backend, Clock, Logger]);
  bind(CompletePayment).toResolvedValue(construct(CompletePayment), [Auth, PaymentConfirmation, Database, AccountStatusStore, UsageLedger, Logger]);
  bind(SaveExitFeedback).toResolvedValue(construct(SaveExitFeedback), [Auth, Database, Logger]);
  bind(GenerateTopicPractice).toResolvedValue(construct(GenerateTopicPractice), [FeatureGate, AiHost]);
  bind(ExplainConcept).toResolvedValue(construct(ExplainConcept), [FeatureGate, ConceptExplainer]);
  bind(GetStudyAdvice).toResolvedValue(construct(GetStudyAdvice), [FeatureGate, AiHost]);
  bind(PrepareTextReader).toResolvedValue(construct(PrepareTextReader), [Ocr, Logger]);
  bind(SolveDoubt).toResolvedValue(construct(SolveDoubt), [FeatureGate, Ocr, AiHost, Clock, Logger]);
});
