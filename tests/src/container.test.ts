import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { HttpAiHost } from '../../adapters/http/http-ai-host.adapter';
import { HttpPaymentDesk } from '../../adapters/http/http-payment-desk.adapter';
import { HttpBackend } from '../../adapters/http/http-backend.adapter';
import { LocalAuth } from '../../adapters/local/local-auth.adapter';
import { SupabaseAuth } from '../../adapters/supabase/supabase-auth.adapter';
import { SupabaseClient } from '../../adapters/supabase/supabase-client';
import { SupabaseConceptExplainer } from '../../adapters/supabase/supabase-concept-explainer.adapter';
import { SupabaseDatabase } from '../../adapters/supabase/supabase-database.adapter';
import { ConceptExplainer } from '../../core/chat/concept-explainer.port';
import { Database } from '../../core/ports/database.port';
import { httpAdapters } from '../../src/http-adapters';
import { supabaseModule } from '../../src/supabase.module';
import { LocalBackend } from '../../adapters/local/local-backend.adapter';
import { LocalPaymentDesk } from '../../adapters/local/local-payment-desk.adapter';
import { GetAccountOverview } from '../../core/access/get-account-overview.use-case';
import { SignIn } from '../../core/auth/sign-in.use-case';
import { SignUp } from '../../core/auth/sign-up.use-case';
import { SendPayment } from '../../core/payment/send-payment.use-case';
import { AiHost } from '../../core/ports/ai-host.port';
import { Auth } from '../../core/auth/auth.port';
import { Backend } from '../../core/ports/backend.port';
import { Clock } from '../../core/ports/clock.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { PaymentDesk } from '../../core/payment/payment-desk.port';
import { GenerateTopicPractice } from '../../core/practice/generate-topic-practice.use-case';
import { ProductSettings } from '../../core/shared/product-settings';
import { loadConfig } from '../../src/config';
import { createContainer, planAdapters } from '../../src/container';
import { AppError } from '../../core/shared/app-error';
import { PAYMENT_DIALOG } from '../../ui/dashboard/pricing/payment-dialog.token';
import { PaymentDialogViewModel } from '../../ui/dashboard/pricing/payment-dialog.view-model';
import { SessionViewModel } from '../../ui/session/session.view-model';
import { FakeAiHost, PRACTICE_SET } from '../fakes/fake-ai-host';
import { recordingNotifier } from '../fakes/recording-notifier';
import { FakeClock } from '../fakes/fake-clock';
import { MemoryStorage } from '../fakes/memory-storage';

/** Local mode as the browser runs it, with storage and time swapped for in-memory ones. */
function localContainer() {
  const container = createContainer(loadConfig({ VITE_SUPPORT_EMAIL: 'help@nyayapath.in' }));
  container.rebind(KeyValueStorage).toConstantValue(new MemoryStorage());
  container.rebind(Clock).toConstantValue(new FakeClock());
  return container;
}

describe('the composition root', () => {
  it('serves every port locally when nothing is configured', () => {
    expect(planAdapters(loadConfig({}))).toEqual({ authAndDatabase: 'local', backend: 'local', aiHost: 'local' });
    const container = localContainer();
    expect(container.get(Auth)).toBeInstanceOf(LocalAuth);
    expect(container.get(Backend)).toBeInstanceOf(LocalBackend);
    // Payments are kept in this browser, so the operator's desk is here too.
    expect(container.get(PaymentDesk)).toBeInstanceOf(LocalPaymentDesk);
    expect(container.get(Auth)).toBe(container.get(Auth));
    expect(container.get<ProductSettings>(ProductSettings).supportEmail).toBe('help@nyayapath.in');
    // The payment dialog's view model, by the token the screens ask for it by: one per screen.
    expect(container.get(PAYMENT_DIALOG)).toBeInstanceOf(PaymentDialogViewModel);
    expect(container.get(PAYMENT_DIALOG)).not.toBe(container.get(PAYMENT_DIALOG));
  });

  it('binds accounts, tables and the explainer to Supabase when it is configured', () => {
    const config = loadConfig({ VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough' });
    expect(() => createContainer(config)).toThrow(/Supabase adapters were not loaded/);
    const container = createContainer(config, undefined, { supabase: supabaseModule(config.supabase!) });
    expect(container.get(Auth)).toBeInstanceOf(SupabaseAuth);
    expect(container.get(Database)).toBeInstanceOf(SupabaseDatabase);
    expect(container.get(ConceptExplainer)).toBeInstanceOf(SupabaseConceptExplainer);
    expect(container.get(Backend)).toBeInstanceOf(LocalBackend);
    void container.get<SupabaseClient>(SupabaseClient).auth.stopAutoRefresh();
  });

  it('plans the hosted adapters per port group from the configuration', () => {
    expect(planAdapters({ ...loadConfig({}), aiHost: { url: 'https://ai.nyayapath.in' } })).toEqual({
      authAndDatabase: 'local',
      backend: 'local',
      aiHost: 'http',
    });
  });

  it('runs a whole journey in local mode, and swapping only the AI host changes only the answers', async () => {
    const container = localContainer();
    const fakeAiHost = new FakeAiHost();
    container.rebind(AiHost).toConstantValue(fakeAiHost);

    const email = 'meera@example.in';
    const signUp = await container.get(SignUp).execute({ email, phoneNumber: '98765 43210', password: 'nyaya123', confirmPassword: 'nyaya123' });
    expect(signUp.ok).toBe(true);
    expect((await container.get(SignIn).execute({ email, password: 'nyaya123' })).ok).toBe(true);
    expect(container.get(Auth)).toBeInstanceOf(LocalAuth);

    const practice = { section: 'Quant' as const, topic: 'Percentages', subtopic: '' };
    expect(await container.get(GenerateTopicPractice).execute(practice)).toMatchObject({ ok: false, error: { code: 'payment_required' } });

    expect((await container.get(SendPayment).execute({ plan: 'daily', bankingName: 'Meera Iyer', last4: '1234', notes: '' })).ok).toBe(true);
    const desk = container.get<PaymentDesk>(PaymentDesk);
    const [pending] = await desk.listPayments();
    await desk.approve(pending!.id);

    const overview = await container.get(GetAccountOverview).execute({ refresh: true });
    expect(overview.ok && overview.value.label).toBe('Premium Subscription');
    expect(await container.get(GenerateTopicPractice).execute(practice)).toEqual({ ok: true, value: PRACTICE_SET });
    expect(fakeAiHost.practiceRequests).toHaveLength(1);
  });

  it('signs the student out once when a call no screen waits on meets a 401 that is not about payment', async () => {
    const { notifier, shown } = recordingNotifier();
    const container = createContainer(loadConfig({}), notifier);
    container.rebind(KeyValueStorage).toConstantValue(new MemoryStorage());
    const email = 'ravi@example.in';
    await container.get(SignUp).execute({ email, phoneNumber: '98765 43210', password: 'nyaya123', confirmPassword: 'nyaya123' });
    await container.get(SignIn).execute({ email, password: 'nyaya123' });
    const session = container.get<SessionViewModel>(SessionViewModel);
    await session.refresh();
    expect(session.signedIn).toBe(true);

    const refused = new AppError('session_expired', 'Authentication failed');
    const paymentMatter = new AppError('payment_required', 'Upgrade to continue');
    const status = vi.spyOn(LocalBackend.prototype, 'getUserStatus');
    const backend = container.get<Backend>(Backend);

    // A payment matter keeps the student signed in.
    status.mockRejectedValueOnce(paymentMatter);
    await expect(backend.getUserStatus()).rejects.toBe(paymentMatter);
    expect(session.signedIn).toBe(true);

    // The approval poll, say: nothing on screen handles its error, yet the session ends.
    status.mockRejectedValueOnce(refused);
    await expect(backend.getUserStatus()).rejects.toBe(refused);
    status.mockRestore();
    expect(session.state).toBe('signed_out');
    expect(await container.get<Auth>(Auth).currentSession()).toBeNull();
    // The screen that then meets the same 401 is told it was handled, without a second notice.
    expect(await session.handleError(refused)).toBe(true);
    expect(shown).toEqual([{ intent: 'error', title: 'Session Expired', description: 'Please log in again' }]);
    // The wrapped adapter is still the adapter.
    expect(container.get(Backend)).toBeInstanceOf(LocalBackend);
  });

  it('serves the backend and the AI host over HTTP when their variables are set, and nothing else changes', () => {
    const config = loadConfig({
      VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough',
      VITE_API_HOST: 'https://ai.nyayapath.in',
      VITE_BACKEND_URL: 'https://api.nyayapath.in',
    });
    // The HTTP adapters are a chunk the browser loads only for a configured server.
    expect(() => createContainer(config, undefined, { supabase: supabaseModule(config.supabase!) })).toThrow(/HTTP adapters were not loaded/);
    const container = createContainer(config, undefined, { supabase: supabaseModule(config.supabase!), http: httpAdapters });
    void container.get<SupabaseClient>(SupabaseClient).auth.stopAutoRefresh();
    container.rebind(KeyValueStorage).toConstantValue(new MemoryStorage());
    expect(container.get(AiHost)).toBeInstanceOf(HttpAiHost);
    expect(container.get(Backend)).toBeInstanceOf(HttpBackend);
    expect(container.get(Auth)).toBeInstanceOf(SupabaseAuth);
    // Payments are kept by the server, so the operator's desk is the server's too.
    expect(container.get(PaymentDesk)).toBeInstanceOf(HttpPaymentDesk);
    expect(container.get(GenerateTopicPractice)).toBeInstanceOf(GenerateTopicPractice);
  });
});
