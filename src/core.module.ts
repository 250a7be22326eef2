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

/**
 * The rules layer: shared services and use cases are plain classes, built here from the ports
 * they need, so core never sees the container. Use cases hold no state and are singletons.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(UsageLedger).toResolvedValue((storage: KeyValueStorage) => new UsageLedger(storage), [KeyValueStorage]);
  bind(AccountStatusStore).toResolvedValue(
    (backend: Backend, storage: KeyValueStorage, ledger: UsageLedger) => new AccountStatusStore(backend, storage, ledger),
    [Backend, KeyValueStorage, UsageLedger],
  );
  bind(FeatureGate).toResolvedValue(
    (auth: Auth, statuses: AccountStatusStore, ledger: UsageLedger, clock: Clock, logger: Logger) =>
      new FeatureGate(auth, statuses, ledger, clock, logger),
    [Auth, AccountStatusStore, UsageLedger, Clock, Logger],
  );
  bind(DashboardStateStore).toResolvedValue(
    (storage: KeyValueStorage, logger: Logger) => new DashboardStateStore(storage, logger),
    [KeyValueStorage, Logger],
  );

  bind(MockOnScreenStore).toResolvedValue((storage: KeyValueStorage) => new MockOnScreenStore(storage), [KeyValueStorage]);
  bind(DiagnosticProgressStore).toResolvedValue(
    (storage: KeyValueStorage, logger: Logger) => new DiagnosticProgressStore(storage, logger, DIAGNOSTIC_QUESTIONS),
    [KeyValueStorage, Logger],
  );

  bind(SignIn).toResolvedValue((auth: Auth) => new SignIn(auth), [Auth]);
  bind(SignUp).toResolvedValue(
    (auth: Auth, backend: Backend, logger: Logger) => new SignUp(auth, backend, logger),
    [Auth, Backend, Logger],
  );
  bind(SignOut).toResolvedValue((auth: Auth) => new SignOut(auth), [Auth]);
  bind(ExpireSession).toResolvedValue((auth: Auth, logger: Logger) => new ExpireSession(auth, logger), [Auth, Logger]);
  bind(GetAccountOverview).toResolvedValue(
    (auth: Auth, statuses: AccountStatusStore, ledger: UsageLedger, clock: Clock) =>
      new GetAccountOverview(auth, statuses, ledger, clock),
    [Auth, AccountStatusStore, UsageLedger, Clock],
  );
  bind(LoadDashboard).toResolvedValue(
    (auth: Auth, statuses: AccountStatusStore, database: Database, clock: Clock, logger: Logger) =>
      new LoadDashboard(auth, statuses, database, clock, logger),
    [Auth, AccountStatusStore, Database, Clock, Logger],
  );
  bind(SaveOnboarding).toResolvedValue(
    (auth: Auth, database: Database, logger: Logger) => new SaveOnboarding(auth, database, logger),
    [Auth, Database, Logger],
  );
  bind(SaveDiagnostic).toResolvedValue(
    (auth: Auth, database: Database, logger: Logger) => new SaveDiagnostic(auth, database, logger, DIAGNOSTIC_QUESTIONS),
    [Auth, Database, Logger],
  );
  bind(StartFreeTrial).toResolvedValue((auth: Auth, backend: Backend) => new StartFreeTrial(auth, backend), [Auth, Backend]);
  bind(SubmitContact).toResolvedValue((database: Database) => new SubmitContact(database), [Database]);
  bind(SendPayment).toResolvedValue((backend: Backend) => new SendPayment(backend), [Backend]);
  bind(WaitForApproval).toResolvedValue(
    (backend: Backend, clock: Clock, logger: Logger) => new WaitForApproval(backend, clock, logger),
    [Backend, Clock, Logger],
  );
  bind(CompletePayment).toResolvedValue(
    (auth: Auth, confirmation: PaymentConfirmation, database: Database, statuses: AccountStatusStore, ledger: UsageLedger, logger: Logger) =>
      new CompletePayment(auth, confirmation, database, statuses, ledger, logger),
    [Auth, PaymentConfirmation, Database, AccountStatusStore, UsageLedger, Logger],
  );
  bind(SaveExitFeedback).toResolvedValue(
    (auth: Auth, database: Database, logger: Logger) => new SaveExitFeedback(auth, database, logger),
    [Auth, Database, Logger],
  );
  bind(GenerateTopicPractice).toResolvedValue(
    (gate: FeatureGate, aiHost: AiHost) => new GenerateTopicPractice(gate, aiHost),
    [FeatureGate, AiHost],
  );
  bind(ExplainConcept).toResolvedValue(
    (gate: FeatureGate, explainer: ConceptExplainer) => new ExplainConcept(gate, explainer),
    [FeatureGate, ConceptExplainer],
  );
  bind(GetStudyAdvice).toResolvedValue((gate: FeatureGate, aiHost: AiHost) => new GetStudyAdvice(gate, aiHost), [FeatureGate, AiHost]);
  bind(PrepareTextReader).toResolvedValue((ocr: Ocr, logger: Logger) => new PrepareTextReader(ocr, logger), [Ocr, Logger]);
  bind(SolveDoubt).toResolvedValue(
    (gate: FeatureGate, ocr: Ocr, aiHost: AiHost, clock: Clock, logger: Logger) => new SolveDoubt(gate, ocr, aiHost, clock, logger),
    [FeatureGate, Ocr, AiHost, Clock, Logger],
  );
});
