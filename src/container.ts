import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { BrowserKeyValueStorage } from '../adapters/browser/browser-key-value-storage.adapter';
import { ConsoleLogger } from '../adapters/browser/console-logger.adapter';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { LocalAiHost } from '../adapters/local/local-ai-host.adapter';
import { LocalAuth } from '../adapters/local/local-auth.adapter';
import { LocalBackend } from '../adapters/local/local-backend.adapter';
import { LocalConceptExplainer } from '../adapters/local/local-concept-explainer.adapter';
import { LocalDatabase } from '../adapters/local/local-database.adapter';
import { LocalPaymentDesk } from '../adapters/local/local-payment-desk.adapter';
import { TesseractOcr } from '../adapters/tesseract/tesseract-ocr.adapter';
import { AiHost } from '../core/ports/ai-host.port';
import { Auth } from '../core/ports/auth.port';
import { Backend } from '../core/ports/backend.port';
import { Clock } from '../core/ports/clock.port';
import { ConceptExplainer } from '../core/ports/concept-explainer.port';
import { Database } from '../core/ports/database.port';
import { KeyValueStorage } from '../core/ports/key-value-storage.port';
import { Logger } from '../core/ports/logger.port';
import { Ocr } from '../core/ports/ocr.port';
import { PaymentDesk } from '../core/ports/payment-desk.port';
import { ProductSettings } from '../core/shared/product-settings';
import { ConfigError, type AppConfig } from './config';
import { Notifier } from '../ui/common/notifier';
import { coreModule } from './core.module';
import { productSettings } from './product-settings';
import { uiModule } from './ui.module';

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
  bind(Clock).to(SystemClock);
  bind(Logger).to(ConsoleLogger);
  bind(Ocr).to(TesseractOcr);
});

function servicesModule(plan: AdapterPlan): ContainerModule {
  const hosted = Object.entries(plan).filter(([, adapter]) => adapter !== 'local');
  if (hosted.length > 0) {
    // The hosted adapters (Supabase, HTTP) ship with the hosted-mode release; until then a
    // configured host must not silently fall back to data kept on the device.
    throw new ConfigError(`Hosted services are configured (${hosted.map(([port]) => port).join(', ')}) but this build serves local mode only.`);
  }
  return new ContainerModule(({ bind }) => {
    bind(Auth).to(LocalAuth);
    bind(Database).to(LocalDatabase);
    bind(Backend).to(LocalBackend);
    bind(AiHost).to(LocalAiHost);
    bind(ConceptExplainer).to(LocalConceptExplainer);
    bind(PaymentDesk).to(LocalPaymentDesk);
  });
}

/** The composition root: every port bound to one adapter, every use case to its ports. */
export function createContainer(config: AppConfig, notifier: Notifier = new Notifier()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ProductSettings).toConstantValue(productSettings(config));
  container.bind(Notifier).toConstantValue(notifier);
  container.load(deviceModule, servicesModule(planAdapters(config)), coreModule, uiModule);
  return container;
}
