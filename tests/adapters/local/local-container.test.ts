import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { BrowserKeyValueStorage } from '../../../adapters/browser/browser-key-value-storage.adapter';
import { ConsoleLogger } from '../../../adapters/browser/console-logger.adapter';
import { SystemClock } from '../../../adapters/browser/system-clock.adapter';
import { LocalAiHost } from '../../../adapters/local/local-ai-host.adapter';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { LocalBackend } from '../../../adapters/local/local-backend.adapter';
import { LocalConceptExplainer } from '../../../adapters/local/local-concept-explainer.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { LocalPaymentDesk } from '../../../adapters/local/local-payment-desk.adapter';
import { AiHost } from '../../../core/ports/ai-host.port';
import { Auth } from '../../../core/auth/auth.port';
import { Backend } from '../../../core/ports/backend.port';
import { Clock } from '../../../core/ports/clock.port';
import { ConceptExplainer } from '../../../core/chat/concept-explainer.port';
import { Database } from '../../../core/ports/database.port';
import { KeyValueStorage } from '../../../core/ports/key-value-storage.port';
import { Logger } from '../../../core/ports/logger.port';
import { PaymentDesk } from '../../../core/payment/payment-desk.port';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';

// The composition root binds these classes by token; their decorators must be enough to build them.
describe('local adapters in an inversify container', () => {
  it('resolves every local port, sharing the bound storage, clock and logger', async () => {
    const storage = new MemoryStorage();
    const logger = new RecordingLogger();
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(KeyValueStorage).toConstantValue(storage);
    container.bind(Clock).toConstantValue(new FakeClock());
    container.bind(Logger).toConstantValue(logger);
    container.bind(Auth).to(LocalAuth);
    container.bind(Database).to(LocalDatabase);
    container.bind(Backend).to(LocalBackend);
    container.bind(PaymentDesk).to(LocalPaymentDesk);
    container.bind(AiHost).to(LocalAiHost);
    container.bind(ConceptExplainer).to(LocalConceptExplainer);

    expect(container.get<Auth>(Auth)).toBeInstanceOf(LocalAuth);
    expect(container.get(ConceptExplainer)).toBeInstanceOf(LocalConceptExplainer);
    expect(container.get(PaymentDesk)).toBeInstanceOf(LocalPaymentDesk);
    expect(container.get(AiHost)).toBeInstanceOf(LocalAiHost);
    // Not signed in: the backend asks the bound Auth.
    await expect(container.get<Backend>(Backend).getUserStatus()).rejects.toMatchObject({ code: 'session_expired' });
    // The bound logger, not the console, hears about unreadable data.
    storage.set('nyayapath.local.db.profiles', 'corrupt');
    expect(await container.get<Database>(Database).getProfile('user-1')).toBeNull();
    expect(logger.messages('warn')).toEqual(['Ignoring unreadable local data']);
  });

  it('resolves the browser adapters', () => {
    const container = new Container();
    container.bind(KeyValueStorage).to(BrowserKeyValueStorage);
    container.bind(Clock).toConstantValue(new SystemClock());
    container.bind(Logger).to(ConsoleLogger);
    expect(container.get(KeyValueStorage)).toBeInstanceOf(BrowserKeyValueStorage);
    expect(container.get(Clock)).toBeInstanceOf(SystemClock);
    expect(container.get(Logger)).toBeInstanceOf(ConsoleLogger);
  });
});
