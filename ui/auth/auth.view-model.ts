import { makeAutoObservable, runInAction } from 'mobx';
import type { SignIn } from '../../core/auth/sign-in.use-case';
import type { SignUp } from '../../core/auth/sign-up.use-case';
import { AUTH_MESSAGES, AUTH_NOTICES } from '../../core/shared/messages';
import type { Notifier } from '../common/notifier';

export type AuthTab = 'signin' | 'signup';

export interface SignInFields {
  email: string;
  password: string;
}

export interface SignUpFields {
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

/** The /auth screen: two tabs, their fields, one request at a time. */
export class AuthViewModel {
  tab: AuthTab = 'signin';
  signInFields: SignInFields = { email: '', password: '' };
  signUpFields: SignUpFields = { email: '', phoneNumber: '', password: '', confirmPassword: '' };
  loading = false;
  /** The failure of the last attempt, shown beside the form. */
  error: string | null = null;
  /** Guidance after a successful sign-up. */
  info: string | null = null;

  constructor(
    private readonly signInUseCase: SignIn,
    private readonly signUpUseCase: SignUp,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'signInUseCase' | 'signUpUseCase' | 'notifier'>(this, {
      signInUseCase: false,
      signUpUseCase: false,
      notifier: false,
    });
  }

  /**
   * Switches forms, carrying the e-mail across when the other form has none: a student who taps
   * Sign Up while still typing (or before the page's code has arrived) keeps every character.
   */
  selectTab(tab: AuthTab): void {
    if (tab === 'signup' && this.signUpFields.email === '') this.signUpFields.email = this.signInFields.email;
    if (tab === 'signin' && this.signInFields.email === '') this.signInFields.email = this.signUpFields.email;
    this.tab = tab;
    this.error = null;
  }

  setSignInField(field: keyof SignInFields, value: string): void {
    this.signInFields[field] = value;
  }

  setSignUpField(field: keyof SignUpFields, value: string): void {
    this.signUpFields[field] = value;
  }

  /** True when the student is signed in and may go to the dashboard. */
  async signIn(): Promise<boolean> {
    if (this.loading) return false;
    this.begin();
    const result = await this.signInUseCase.execute(this.signInFields);
    return runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.notifier.success(AUTH_NOTICES.loginSucceeded);
        return true;
      }
      this.error = result.error.message;
      if (result.error.code !== 'validation') this.notifier.error(AUTH_NOTICES.loginFailed(result.error.message));
      return false;
    });
  }

  /** Creates the account and leaves the student on the Sign In tab with their e-mail filled in. */
  async signUp(): Promise<boolean> {
    if (this.loading) return false;
    this.begin();
    const result = await this.signUpUseCase.execute(this.signUpFields);
    return runInAction(() => {
      this.loading = false;
      if (!result.ok) {
        this.error = result.error.message;
        if (result.error.code !== 'validation') this.notifier.error(AUTH_NOTICES.registrationFailed(result.error.message));
        return false;
      }
      this.notifier.success(AUTH_NOTICES.accountCreated);
      this.signInFields = { email: this.signUpFields.email.trim(), password: '' };
      this.signUpFields = { email: '', phoneNumber: '', password: '', confirmPassword: '' };
      this.tab = 'signin';
      this.info = AUTH_MESSAGES.signInAfterSignUp;
      return true;
    });
  }

  private begin(): void {
    this.loading = true;
    this.error = null;
  }
}
