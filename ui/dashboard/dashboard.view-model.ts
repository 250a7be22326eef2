import { makeAutoObservable, runInAction } from 'mobx';
import type { Session } from '../../core/auth/auth.model';
import type { DashboardView } from '../../core/dashboard/dashboard-entry.rules';
import type { LoadDashboard } from '../../core/dashboard/load-dashboard.use-case';
import type { DiagnosticProgressStore } from '../../core/diagnostic/diagnostic-progress.store';
import type { DiagnosticResult } from '../../core/diagnostic/diagnostic.model';
import type { MockOnScreenStore } from '../../core/mock/mock-on-screen.store';
import type { FirstViewMemory } from '../../core/ports/first-view.port';
import type { Profile } from '../../core/profile/profile.model';
import type { SessionViewModel } from '../session/session.view-model';
import { greetingFor } from './main/main-dashboard.view-model';

export type DashboardScreen = 'loading' | 'failed' | DashboardView;

/** /dashboard: which one full-screen view is showing, and the moves between them (spec §4). */
export class DashboardViewModel {
  screen: DashboardScreen = 'loading';
  session: Session | null = null;
  profile: Profile | null = null;
  premium = false;
  result: DiagnosticResult | null = null;
  /** The full mock was on screen when the page went away: the main view opens straight onto it. */
  resumeMock = false;
  /** The view the entry rules open the next load on, a mock left open aside. */
  private nextView: DashboardScreen = 'loading';

  constructor(
    private readonly loadDashboard: LoadDashboard,
    private readonly sessionViewModel: SessionViewModel,
    private readonly diagnosticProgress: DiagnosticProgressStore,
    private readonly firstView: FirstViewMemory,
    private readonly mockOnScreen?: MockOnScreenStore,
  ) {
    makeAutoObservable<this, 'loadDashboard' | 'sessionViewModel' | 'diagnosticProgress' | 'mockOnScreen' | 'firstView' | 'nextView'>(this, {
      loadDashboard: false,
      sessionViewModel: false,
      diagnosticProgress: false,
      mockOnScreen: false,
      firstView: false,
      nextView: false,
    });
  }

  /**
   * A non-premium student is asked 'Before you go...' when leaving any dashboard view (spec §4,
   * §6); signing out, or a session that expired, leaves at once.
   */
  get asksBeforeLeaving(): boolean {
    return !this.premium && this.screen !== 'loading' && this.screen !== 'failed' && this.sessionViewModel.state !== 'signed_out';
  }

  get email(): string {
    return this.session?.user.email ?? '';
  }

  /** Decides the first view; 'redirect' when nobody is signed in. */
  async load(): Promise<'shown' | 'redirect'> {
    this.screen = 'loading';
    const result = await this.loadDashboard.execute();
    if (!result.ok) {
      if (await this.sessionViewModel.handleError(result.error)) return 'redirect';
      runInAction(() => (this.screen = 'failed'));
      return 'shown';
    }
    const loaded = result.value;
    if (!('session' in loaded)) return 'redirect';
    const view = loaded.entry.kind === 'show' ? loaded.entry.view : 'main';
    // A test left half-way (a reload, a lost connection) carries on where it stopped.
    const midTest = view === 'choice' && this.diagnosticProgress.load(loaded.session.user.email) !== null;
    // So does a full mock left on screen: its clock is running.
    const resumeMock = view !== 'onboarding' && !midTest && (this.mockOnScreen?.isMarked(loaded.session.user.email) ?? false);
    const screen = midTest ? 'diagnostic' : resumeMock ? 'main' : view;
    runInAction(() => {
      this.session = loaded.session;
      this.profile = loaded.profile;
      this.premium = loaded.premium;
      this.resumeMock = resumeMock;
      this.screen = screen;
    });
    // The next load opens where this one did (a mock resumed, where the entry rules say), unless the student moves on (below).
    this.nextView = midTest ? 'diagnostic' : view;
    this.rememberNextView(screen);
    return 'shown';
  }

  onboardingDone(): void {
    this.screen = 'choice';
    this.opensNextOn('choice');
  }

  takeDiagnostic(): void {
    this.screen = 'diagnostic';
    // A test begun resumes on the next load; one handed in leads to the plans.
    this.opensNextOn('diagnostic');
  }

  /** The full mock opened or closed: a load while it is open opens on the main dashboard, under the mock. */
  fullMockOnScreen(open: boolean): void {
    this.rememberNextView(open ? 'main' : this.nextView);
  }

  skipToMain(): void {
    this.screen = 'main';
  }

  diagnosticSubmitted(result: DiagnosticResult): void {
    this.result = result;
    this.screen = 'results';
  }

  continueToPricing(): void {
    this.screen = 'pricing';
  }

  /** Payment approved: the student is premium from here on. */
  becamePremium(): void {
    this.premium = true;
    this.screen = 'main';
    this.opensNextOn('main');
  }

  /** The student moved on: the next load opens on `view`. */
  private opensNextOn(view: DashboardScreen): void {
    this.nextView = view;
    this.rememberNextView(view);
  }

  /**
   * What this device paints at once on its next load of the dashboard (core/ports/first-view.port.ts):
   * the choice or the main dashboard; any other view is not painted ahead.
   */
  private rememberNextView(view: DashboardScreen): void {
    if (view === 'choice') this.firstView.remember({ view });
    else if (view === 'main') this.firstView.remember({ view, greeting: greetingFor(this.profile, this.email) });
    else this.firstView.forget();
  }
}
