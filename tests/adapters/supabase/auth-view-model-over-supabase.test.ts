import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupabaseAuth } from '../../../adapters/supabase/supabase-auth.adapter';
import { createSupabaseClient, type SupabaseClient } from '../../../adapters/supabase/supabase-client';
import { SignIn } from '../../../core/auth/sign-in.use-case';
import { SignUp } from '../../../core/auth/sign-up.use-case';
import { AUTH_MESSAGES } from '../../../core/shared/messages';
import { loadConfig } from '../../../src/config';
import { AuthViewModel } from '../../../ui/auth/auth.view-model';
import { FakeBackend } from '../../fakes/fake-backend';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';
import { FakeSupabase, MemoryWebStorage, SUPABASE_URL, useSupabaseServer } from './msw-supabase';

/**
 * The /auth screen's view model, unchanged, over hosted mode: the configuration names an
 * MSW-served Supabase project, and the real use cases run over SupabaseAuth.
 */
const server = useSupabaseServer();
let clients: SupabaseClient[] = [];

function hostedAuthScreen() {
  const fake = new FakeSupabase();
  server.use(...fake.handlers);
  const config = loadConfig({ VITE_SUPABASE_URL: SUPABASE_URL, VITE_SUPABASE_ANON_KEY: fake.anonKey });
  if (!config.supabase) throw new Error('Supabase is not configured');
  const client = createSupabaseClient({ ...config.supabase, storage: new MemoryWebStorage() });
  clients.push(client);
  const auth = new SupabaseAuth(client, { emailRedirectTo: 'https://nyayapath.example/dashboard' });
  const backend = new FakeBackend();
  const { notifier, shown } = recordingNotifier();
  const vm = new AuthViewModel(new SignIn(auth), new SignUp(auth, backend, new RecordingLogger()), notifier);
  return { fake, auth, backend, vm, shown };
}

function fillSignUp(vm: AuthViewModel) {
  vm.selectTab('signup');
  vm.setSignUpField('email', 'kabir@example.in');
  vm.setSignUpField('phoneNumber', '98765 43210');
  vm.setSignUpField('password', 'secret1');
  vm.setSignUpField('confirmPassword', 'secret1');
}

afterEach(async () => {
  await Promise.all(clients.map((client) => client.auth.dispose()));
  clients = [];
  vi.restoreAllMocks();
});

describe('AuthViewModel over Supabase', () => {
  it('signs up, is told to confirm the e-mail, and signs in once it is confirmed', async () => {
    const { fake, auth, backend, vm, shown } = hostedAuthScreen();

    fillSignUp(vm);
    expect(await vm.signUp()).toBe(true);
    expect(vm.tab).toBe('signin');
    expect(vm.info).toBe(AUTH_MESSAGES.signInAfterSignUp);
    expect(fake.findUser('kabir@example.in')?.metadata).toEqual({ phone_number: '98765 43210' });
    expect(backend.demoRegistrations).toEqual([{ username: 'kabir', email: 'kabir@example.in' }]);

    vm.setSignInField('password', 'secret1');
    expect(await vm.signIn()).toBe(false);
    expect(vm.error).toBe(AUTH_MESSAGES.emailNotConfirmed);

    fake.confirmEmail('kabir@example.in');
    expect(await vm.signIn()).toBe(true);
    expect((await auth.currentSession())?.user.email).toBe('kabir@example.in');
    expect(shown).toEqual([
      { intent: 'success', title: 'Account Created Successfully', description: 'You can now sign in to your account' },
      { intent: 'error', title: 'Login Failed', description: AUTH_MESSAGES.emailNotConfirmed },
      { intent: 'success', title: 'Success', description: 'Login successful!' },
    ]);
  });

  it("shows the provider's message for a wrong password", async () => {
    const { fake, vm, shown } = hostedAuthScreen();
    fake.createUser({ email: 'kabir@example.in', password: 'secret1', confirmed: true });
    vm.setSignInField('email', 'kabir@example.in');
    vm.setSignInField('password', 'secret2');
    expect(await vm.signIn()).toBe(false);
    expect(shown).toEqual([{ intent: 'error', title: 'Login Failed', description: 'Invalid login credentials' }]);
  });

  it('shows the network failure in the catalogue’s words, for sign-in and sign-up', async () => {
    const { fake, vm, shown } = hostedAuthScreen();
    fake.fail('auth/v1/token', { kind: 'network' });
    fake.fail('auth/v1/signup', { kind: 'network' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // supabase-js logs failed fetches

    vm.setSignInField('email', 'kabir@example.in');
    vm.setSignInField('password', 'secret1');
    expect(await vm.signIn()).toBe(false);
    fillSignUp(vm);
    expect(await vm.signUp()).toBe(false);

    expect(shown).toEqual([
      { intent: 'error', title: 'Login Failed', description: AUTH_MESSAGES.networkFailureShown },
      { intent: 'error', title: 'Registration Failed', description: AUTH_MESSAGES.networkFailureShown },
    ]);
  });

  it('reports an e-mail that is already registered', async () => {
    const { fake, vm, shown } = hostedAuthScreen();
    fake.createUser({ email: 'kabir@example.in', password: 'secret1', confirmed: true });
    fillSignUp(vm);
    expect(await vm.signUp()).toBe(false);
    expect(shown).toEqual([{ intent: 'error', title: 'Registration Failed', description: 'User already registered' }]);
  });
});
