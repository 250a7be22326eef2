import { describe, expect, it } from 'vitest';
import { SignIn } from '../../../core/auth/sign-in.use-case';
import { SignUp } from '../../../core/auth/sign-up.use-case';
import { AppError } from '../../../core/shared/app-error';
import { AuthViewModel } from '../../../ui/auth/auth.view-model';
import { FakeAuth, networkError } from '../../fakes/fake-auth';
import { FakeBackend } from '../../fakes/fake-backend';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recordingNotifier } from '../../fakes/recording-notifier';

function setup() {
  const auth = new FakeAuth(null);
  const { notifier, shown } = recordingNotifier();
  const vm = new AuthViewModel(new SignIn(auth), new SignUp(auth, new FakeBackend(), new RecordingLogger()), notifier);
  return { auth, vm, shown };
}

function fillSignUp(vm: AuthViewModel, overrides: Partial<Record<'email' | 'phoneNumber' | 'password' | 'confirmPassword', string>> = {}) {
  const fields = { email: 'kabir@example.in', phoneNumber: '9876543210', password: 'secret1', confirmPassword: 'secret1', ...overrides };
  for (const [field, value] of Object.entries(fields)) vm.setSignUpField(field as keyof typeof fields, value);
}

describe('AuthViewModel', () => {
  it('signs in and says so', async () => {
    const { vm, shown } = setup();
    vm.setSignInField('email', 'kabir@example.in');
    vm.setSignInField('password', 'secret1');
    expect(await vm.signIn()).toBe(true);
    expect(shown).toEqual([{ intent: 'success', title: 'Success', description: 'Login successful!' }]);
  });

  it('shows the validation message without a toast, keeping the values', async () => {
    const { vm, shown } = setup();
    vm.setSignInField('email', 'kabir@example.in');
    expect(await vm.signIn()).toBe(false);
    expect(vm.error).toBe('Please fill in all fields');
    expect(vm.signInFields.email).toBe('kabir@example.in');
    expect(shown).toEqual([]);
  });

  it('reports a refused sign-in as "Login Failed"', async () => {
    const { auth, vm, shown } = setup();
    auth.failure = networkError();
    vm.setSignInField('email', 'kabir@example.in');
    vm.setSignInField('password', 'secret1');
    await vm.signIn();
    expect(shown).toEqual([{ intent: 'error', title: 'Login Failed', description: 'Failed to connect to server. Please try again.' }]);
    expect(vm.loading).toBe(false);
  });

  it('carries the e-mail to the other form when that one has none, and never over one typed there', () => {
    const { vm } = setup();
    vm.setSignInField('email', 'typed.user@exa');
    vm.selectTab('signup');
    expect(vm.signUpFields.email).toBe('typed.user@exa');
    vm.setSignUpField('email', 'other@example.in');
    vm.selectTab('signin');
    expect(vm.signInFields.email).toBe('typed.user@exa');
    vm.selectTab('signup');
    expect(vm.signUpFields.email).toBe('other@example.in');
  });

  it('runs one request at a time', async () => {
    const { vm } = setup();
    vm.setSignInField('email', 'kabir@example.in');
    vm.setSignInField('password', 'secret1');
    const first = vm.signIn();
    expect(vm.loading).toBe(true);
    expect(await vm.signIn()).toBe(false);
    expect(await first).toBe(true);
  });

  it('after sign-up keeps the student here, on Sign In, with the e-mail filled in', async () => {
    const { vm, shown } = setup();
    vm.selectTab('signup');
    fillSignUp(vm);
    expect(await vm.signUp()).toBe(true);
    expect(vm.tab).toBe('signin');
    expect(vm.info).toBe('Now please sign in to your account');
    expect(vm.signInFields).toEqual({ email: 'kabir@example.in', password: '' });
    expect(shown).toEqual([
      { intent: 'success', title: 'Account Created Successfully', description: 'You can now sign in to your account' },
    ]);
  });

  it.each([
    [{ email: '' }, 'Please fill in all required fields'],
    [{ phoneNumber: '98765' }, 'Phone number must contain at least 10 digits'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
  ])('refuses sign-up with %j', async (overrides, message) => {
    const { vm, auth } = setup();
    vm.selectTab('signup');
    fillSignUp(vm, overrides);
    expect(await vm.signUp()).toBe(false);
    expect(vm.error).toBe(message);
    expect(vm.tab).toBe('signup');
    expect(auth.signUps).toEqual([]);
  });

  it('reports a refused sign-up as "Registration Failed" and keeps the form', async () => {
    const { vm, auth, shown } = setup();
    auth.failure = new AppError('conflict', 'User already registered');
    vm.selectTab('signup');
    fillSignUp(vm);
    await vm.signUp();
    expect(shown).toEqual([{ intent: 'error', title: 'Registration Failed', description: 'User already registered' }]);
    expect(vm.signUpFields.email).toBe('kabir@example.in');
  });
});
