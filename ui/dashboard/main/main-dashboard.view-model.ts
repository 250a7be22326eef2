import { makeAutoObservable, runInAction } from 'mobx';
import type { Feature } from '../../../core/access/access.model';
import { unmeteredFeatureAccess, type UnmeteredFeatureAccess } from '../../../core/access/feature-access.rules';
import type { AccountOverview, GetAccountOverview } from '../../../core/access/get-account-overview.use-case';
import type { StartFreeTrial } from '../../../core/access/start-free-trial.use-case';
import { displayName } from '../../../core/auth/session.rules';
import type { Clock } from '../../../core/ports/clock.port';
import type { Profile } from '../../../core/profile/profile.model';
import type { Notifier } from '../../common/notifier';
import type { SessionViewModel } from '../../session/session.view-model';

/** The AI tools opened from their cards; the full mock has its own card. */
export type ToolName = Exclude<Feature, 'materialPractice' | 'fullMock'>;

/** How long after arriving a non-premium student is offered the upgrade (spec §9). */
export const UPGRADE_DELAY_MS = 2_000;

/** The main dashboard: greeting, plan status, the tool cards and their overlays, the upgrade offer. */
export class MainDashboardViewModel {
  overview: AccountOverview | null = null;
  openTool: ToolName | null = null;
  /** The daily quiz's overlay is open: an overlay flow like a tool's. */
  quizOpen = false;
  mockOpen = false;
  /** The rank simulator's overlay is open. */
  rankSimulatorOpen = false;
  upgradeOpen = false;
  private arrivals = 0;

  constructor(
    private readonly getAccountOverview: GetAccountOverview,
    private readonly startFreeTrial: StartFreeTrial,
    private readonly sessionViewModel: SessionViewModel,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'getAccountOverview' | 'startFreeTrial' | 'sessionViewModel' | 'clock' | 'notifier' | 'arrivals'>(this, {
      getAccountOverview: false,
      startFreeTrial: false,
      sessionViewModel: false,
      clock: false,
      notifier: false,
      arrivals: false,
    });
  }

  get premium(): boolean {
    return this.overview?.premium ?? false;
  }

  /**
   * Loads the plan status and, 2 s after arrival (or once the status has come, if that takes
   * longer), offers the upgrade to a non-premium student with no overlay open.
   */
  async arrive(): Promise<void> {
    const arrival = ++this.arrivals;
    await Promise.all([this.refresh(true), this.clock.sleep(UPGRADE_DELAY_MS)]);
    runInAction(() => {
      if (arrival === this.arrivals && this.overview && !this.premium && this.openTool === null && !this.quizOpen && !this.mockOpen && !this.rankSimulatorOpen) {
        this.upgradeOpen = true;
      }
    });
  }

  /** Stops a pending upgrade offer (the dashboard was left). */
  leave(): void {
    this.arrivals += 1;
  }

  async refresh(fromBackend = false): Promise<void> {
    const result = await this.getAccountOverview.execute({ refresh: fromBackend });
    if (!result.ok) {
      await this.sessionViewModel.handleError(result.error);
      return;
    }
    runInAction(() => {
      this.overview = result.value;
      if (result.value.premium) this.upgradeOpen = false;
    });
  }

  /**
   * What a tap on a tool card does: open it, or ask for payment (a paid-only tool for a
   * non-paid student), or say why it is blocked.
   */
  chooseTool(tool: ToolName): 'opened' | 'payment' | 'blocked' {
    const access = this.overview?.features[tool];
    if (!access) return 'blocked';
    if (access.requiresPayment) return 'payment';
    if (!access.allowed) {
      this.notifier.error({ title: access.blockedMessage ?? 'Upgrade Required' });
      return 'blocked';
    }
    this.openTool = tool;
    return 'opened';
  }

  /** The rank simulator's badge and door: a paid-only feature with no uses to count. Null until the status loads. */
  get rankSimulatorAccess(): UnmeteredFeatureAccess | null {
    return this.overview ? unmeteredFeatureAccess('rankSimulator', this.premium) : null;
  }

  /** The daily study plan's badge and door: paid-only like the simulator, no uses to count. Null until the status loads. */
  get studyPlanAccess(): UnmeteredFeatureAccess | null {
    return this.overview ? unmeteredFeatureAccess('studyPlan', this.premium) : null;
  }

  /** A tap on the simulator's card: open it, or ask a non-paid student for payment, as the paid-only tools do. */
  chooseRankSimulator(): 'opened' | 'payment' | 'blocked' {
    const access = this.rankSimulatorAccess;
    if (!access) return 'blocked';
    if (access.requiresPayment) return 'payment';
    this.rankSimulatorOpen = true;
    return 'opened';
  }

  /** The weekly report's badge and door: paid-only like the simulator, no uses to count. Null until the status loads. */
  get weeklyReportAccess(): UnmeteredFeatureAccess | null {
    return this.overview ? unmeteredFeatureAccess('weeklyReport', this.premium) : null;
  }

  closeRankSimulator(): void {
    this.rankSimulatorOpen = false;
  }

  setQuizOpen(open: boolean): void {
    this.quizOpen = open;
  }

  setMockOpen(open: boolean): void {
    this.mockOpen = open;
  }

  closeTool(): void {
    this.openTool = null;
    void this.refresh();
  }

  openUpgrade(): void {
    this.upgradeOpen = true;
  }

  /** The upgrade dialog closes only once the student is premium (spec §4). */
  closeUpgrade(): boolean {
    if (!this.premium) return false;
    this.upgradeOpen = false;
    return true;
  }

  /**
   * The student keeps the free allowance for now. The specification lets the offer close only
   * for premium users, yet also gives free users five uses of each tool; choosing the free
   * trial explicitly is how both hold.
   */
  async continueFree(): Promise<void> {
    const result = await this.startFreeTrial.execute();
    if (!result.ok && (await this.sessionViewModel.handleError(result.error))) return;
    if (!result.ok) this.notifier.error({ title: 'Could not start the free trial', description: result.error.message });
    runInAction(() => {
      if (result.ok) this.upgradeOpen = false;
    });
  }

  /** After a successful payment: refetch the status, which closes the offer. */
  async paymentApproved(): Promise<void> {
    await this.refresh(true);
  }
}

/** 'Hello, Meera!': from what the dashboard has before anything loads, so it is in the first paint and never reflows the page. */
export function greetingFor(profile: Profile | null, email: string): string {
  return `Hello, ${displayName(profile?.fullName, email)}!`;
}
