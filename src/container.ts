// The metadata API inversify reads, over the browser's own Map and WeakMap.
import 'reflect-metadata/lite';
import { Container, ContainerModule } from 'inversify';
import { BrowserKeyValueStorage } from '../adapters/browser/browser-key-value-storage.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { StoredFirstView } from '../adapters/browser/stored-first-view.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { LocalAiHost } from '../adapters/local/local-ai-host.adapter';
import { LocalAuth } from '../adapters/local/local-auth.adapter';
import { LocalBackend } from '../adapters/local/local-backend.adapter';
import { LocalConceptExplainer } from '../adapters/local/local-concept-explainer.adapter';
import { LocalDatabase } from '../adapters/local/local-database.adapter';
import { LocalContactInbox } from '../adapters/local/local-contact-inbox.adapter';
import { LocalPaymentDesk } from '../adapters/local/local-payment-desk.adapter';
import { TesseractOcr } from '../adapters/tesseract/tesseract-ocr.adapter';
import { PaymentConfirmation } from '../core/payment/payment-confirmation.port';
import { AiHost } from '../core/ports/ai-host.port';
import { Auth } from '../core/auth/auth.port';
import { Backend } from '../core/ports/backend.port';
import { Clock } from '../core/ports/clock.port';
import { ConceptExplainer } from '../core/chat/concept-explainer.port';
import { Database } from '../core/ports/database.port';
import { FirstViewMemory } from '../core/ports/first-view.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { Ocr } from '../core/doubt/ocr.port';
import { ContactInbox } from '../core/contact/contact-inbox.port';
import { PaymentDesk } from '../core/payment/payment-desk.port';
import { ProductSettings } from '../core/shared/product-settings';
import { ConfigError, type AppConfig } from './config';
import { Notifier } from '../ui/common/notifier';
import { coreModule } from './core.module';
import type { HttpAdapters } from './http-adapters';
import { loadedHttp } from './loaded-http';
import { mockModule } from './mock.module';
import { mockSeriesModule } from './mock-series.module';
import { productSettings } from './product-settings';
import { quizModule } from './quiz.module';
import { reviewAndReportModule } from './review-report.module';
import { studyPlanModule } from './study-plan.module';
import { uiModule } from './ui.module';
import { weeklyReportModule } from './weekly-report.module';
import { endingTheSessionOnExpiry } from './session-ending-port';
import { SessionViewModel } from '../ui/session/session.view-model';

/** Which adapter serves each group of ports: hosted when its variables are set, else local. */
export interface AdapterPlan {
  readonly authAndDatabase: 'local' | 'supabase';
  readonly backend: 'local' | 'http';
  readonly aiHost: 'local' | 'http';
}

export function planAdapters(config: AppConfig): AdapterPlan {
  return {
    authAndDatabase: config.supabase ? 'supabase' : 'local',
    backend: config.backend ? 'http' : 'local',
    aiHost: config.aiHost ? 'http' : 'local',
  };
}

const deviceModule = new ContainerModule(({ bind }) => {
  bind(KeyValueStorage).to(BrowserKeyValueStorage);
  bind(Clock).toConstantValue(new SystemClock());
  bind(Logger).toConstantValue(new ConsoleLogger());
  bind(Ocr).to(TesseractOcr);
  bind(FirstViewMemory).toConstantValue(new StoredFirstView());
});

/** Accounts and tables: on Supabase when configured (its module is passed in), else on the device. */
function accountsModule(plan: AdapterPlan, hosted: ContainerModule | undefined): ContainerModule {
  if (plan.authAndDatabase === 'supabase') {
    if (!hosted) throw new ConfigError('VITE_SUPABASE_URL is set, but the Supabase adapters were not loaded.');
    return hosted;
  }
  return new ContainerModule(({ bind }) => {
    bind(Auth).to(LocalAuth);
    bind(Database).to(LocalDatabase);
    bind(ConceptExplainer).to(LocalConceptExplainer);
  });
}

function servicesModule(config: AppConfig, http: HttpAdapters | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const { backend, aiHost } = config;
    // The operator's desk and inbox are wherever payments and messages are kept: the NyayaPath server, or this browser.
    if (backend) {
      const { HttpBackend, HttpContactInbox, HttpPaymentDesk } = loadedHttp(http);
      bind(Backend).toResolvedValue(
        (auth: Auth) => new HttpBackend(auth, { baseUrl: backend.url }),
        [Auth],
      );
      bind(PaymentDesk).toResolvedValue((auth: Auth) => new HttpPaymentDesk(auth, { baseUrl: backend.url }), [Auth]);
      bind(ContactInbox).toResolvedValue((auth: Auth) => new HttpContactInbox(auth, { baseUrl: backend.url }), [Auth]);
    } else {
      bind(Backend).to(LocalBackend);
      bind(PaymentDesk).to(LocalPaymentDesk);
      bind(ContactInbox).to(LocalContactInbox);
    }
    if (aiHost) {
      const { HttpAiHost } = loadedHttp(http);
      bind(HttpAiHost).toResolvedValue((auth: Auth, logger: Logger) => new HttpAiHost(auth, { baseUrl: aiHost.url }, logger), [Auth, Logger]);
      bind(AiHost).toService(HttpAiHost);
      bind(PaymentConfirmation).toService(HttpAiHost);
    } else {
      bind(LocalAiHost).toSelf();
      bind(AiHost).toService(LocalAiHost);
      bind(PaymentConfirmation).toService(LocalAiHost);
    }
  });
}

export interface HostedModules {
  /** `supabaseModule(config.supabase)`, loaded on demand by the caller when Supabase is configured. */
  readonly supabase?: ContainerModule;
  /** `httpAdapters`, loaded on demand by the caller when the backend or the AI host is configured. */
  readonly http?: HttpAdapters;
}

/** Spec §6: a 401 that is not about payment signs the student out, whichever call met it. */
function endTheSessionOnExpiry(container: Container): void {
  for (const port of [Backend, AiHost, PaymentConfirmation, Database, ConceptExplainer]) {
    container.onActivation(port, (context, service: object) => {
      const session = context.get<SessionViewModel>(SessionViewModel);
      return endingTheSessionOnExpiry(service, (error) => session.handleError(error));
    });
  }
}

/** The composition root: every port bound to one adapter, every use case to its ports. */
export function createContainer(config: AppConfig, notifier: Notifier = new Notifier(), hosted: HostedModules = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ProductSettings).toConstantValue(productSettings(config));
  container.bind(Notifier).toConstantValue(notifier);
  const { http } = hosted;
  container.load(
    deviceModule,
    accountsModule(planAdapters(config), hosted.supabase),
    servicesModule(config, http),
    coreModule,
    uiModule,
    quizModule(config, http),
    reviewAndReportModule(config, http),
    mockModule(config, http),
    mockSeriesModule(config, http),
    studyPlanModule,
    weeklyReportModule,
  );
  endTheSessionOnExpiry(container);
  return container;
}
