import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_QUESTIONS } from '../../../core/diagnostic/diagnostic-questions';
import { ONBOARDING_QUESTIONS } from '../../../core/onboarding/onboarding.model';
import { newProfile } from '../../../core/profile/profile.model';
import { AppError } from '../../../core/shared/app-error';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { greetingFor } from '../../../ui/dashboard/main/main-dashboard.view-model';
import { dashboardKit } from './dashboard-kit';

describe('DashboardViewModel', () => {
  it('starts loading, then shows the view the entry rules choose', async () => {
    const kit = dashboardKit();
    const vm = kit.dashboard();
    expect(vm.screen).toBe('loading');
    expect(await vm.load()).toBe('shown');
    expect(vm.screen).toBe('onboarding');
    vm.onboardingDone();
    expect(vm.screen).toBe('choice');
    vm.takeDiagnostic();
    expect(vm.screen).toBe('diagnostic');
  });

  it('sends a visitor away, and a premium student straight to the tools', async () => {
    const visitor = dashboardKit();
    visitor.auth.session = null;
    expect(await visitor.dashboard().load()).toBe('redirect');

    const premium = dashboardKit(PREMIUM_STATUS);
    const vm = premium.dashboard();
    await vm.load();
    expect(vm.screen).toBe('main');
  });

  it('ends loading with a retry when the profile cannot be read, and signs out on an expired session', async () => {
    const kit = dashboardKit();
    kit.database.failure = new AppError('network', 'offline');
    const vm = kit.dashboard();
    await vm.load();
    expect(vm.screen).toBe('failed');

    kit.database.failure = null;
    kit.backend.statusFailure = new AppError('session_expired', 'Authentication failed');
    expect(await vm.load()).toBe('redirect');
    expect(kit.shown).toContainEqual({ intent: 'error', title: 'Session Expired', description: 'Please log in again' });
  });

  it('returns a student who reloaded mid-test to the diagnostic', async () => {
    const kit = dashboardKit();
    kit.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: false });
    const test = kit.diagnostic();
    test.resume(kit.email);
    test.select(2);
    const vm = kit.dashboard();
    await vm.load();
    expect(vm.screen).toBe('diagnostic');
  });

  it('goes from results to pricing, and to the tools once premium', async () => {
    const kit = dashboardKit();
    kit.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: false, diagnosticCompleted: true });
    const vm = kit.dashboard();
    await vm.load();
    expect(vm.screen).toBe('pricing');
    vm.becamePremium();
    expect(vm.screen).toBe('main');
    expect(vm.premium).toBe(true);
  });

  it('remembers the view the next load opens on, for the page to paint before the app', async () => {
    // A new student: onboarding is never painted ahead; once done, the next load opens on the choice.
    const kit = dashboardKit();
    const vm = kit.dashboard();
    await vm.load();
    expect(kit.firstView.next).toBeNull();
    vm.onboardingDone();
    expect(kit.firstView.next).toEqual({ view: 'choice' });
    // Skipping to the tools changes nothing: the choice is offered again on the next load.
    vm.skipToMain();
    expect(kit.firstView.next).toEqual({ view: 'choice' });
    // A load while the full mock is open resumes it on the main dashboard; once closed, the choice again.
    vm.fullMockOnScreen(true);
    expect(kit.firstView.next).toMatchObject({ view: 'main' });
    vm.fullMockOnScreen(false);
    expect(kit.firstView.next).toEqual({ view: 'choice' });
    // A test begun resumes on the next load, and one handed in leads to the plans: neither is painted ahead.
    kit.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: false });
    await vm.load();
    expect(kit.firstView.next).toEqual({ view: 'choice' });
    vm.takeDiagnostic();
    expect(kit.firstView.next).toBeNull();

    // The plans are not painted ahead; once premium, the main dashboard is, with its greeting.
    const returning = dashboardKit();
    returning.database.profiles.set('user-1', { ...newProfile('user-1'), isFirstLogin: false, diagnosticCompleted: true, fullName: 'Asha Rao' });
    const back = returning.dashboard();
    await back.load();
    expect(returning.firstView.next).toBeNull();
    back.becamePremium();
    expect(returning.firstView.next).toEqual({ view: 'main', greeting: greetingFor(back.profile, back.email) });
    expect(returning.firstView.next).toMatchObject({ greeting: 'Hello, Asha Rao!' });

    const premium = dashboardKit(PREMIUM_STATUS);
    await premium.dashboard().load();
    expect(premium.firstView.next).toMatchObject({ view: 'main' });
  });

  it('keeps what it remembered when the dashboard could not load', async () => {
    const kit = dashboardKit(PREMIUM_STATUS);
    const vm = kit.dashboard();
    await vm.load();
    kit.database.failure = new AppError('network', 'offline');
    await vm.load();
    expect(vm.screen).toBe('failed');
    expect(kit.firstView.next).toMatchObject({ view: 'main' });
  });
});

describe('OnboardingViewModel', () => {
  it('moves through four steps, Next only after a choice, and saves on Complete', async () => {
    const kit = dashboardKit();
    const vm = kit.onboarding();
    expect(vm.stepLabel).toBe('Step 1 of 4');
    expect(vm.canGoNext).toBe(false);
    expect(vm.canGoBack).toBe(false);
    for (const question of ONBOARDING_QUESTIONS) {
      vm.choose(question.options[1]!);
      expect(vm.isLast).toBe(question === ONBOARDING_QUESTIONS.at(-1));
      const saved = await vm.next();
      expect(saved).toBe(vm.isLast && question === ONBOARDING_QUESTIONS.at(-1));
    }
    expect(kit.database.profiles.get('user-1')).toMatchObject({ isFirstLogin: false, dreamNlu: ONBOARDING_QUESTIONS[3]!.options[1] });
    expect(kit.shown).toEqual([
      { intent: 'success', title: 'Profile Updated', description: "Ready for your diagnostic test? Let's see where you stand." },
    ]);
  });

  it('keeps answers when going back, and reports a failed save', async () => {
    const kit = dashboardKit();
    const vm = kit.onboarding();
    vm.choose(ONBOARDING_QUESTIONS[0]!.options[2]!);
    await vm.next();
    vm.back();
    expect(vm.selected).toBe(ONBOARDING_QUESTIONS[0]!.options[2]);
    for (let step = 0; step < 4; step += 1) {
      vm.choose(vm.question.options[0]!);
      if (step < 3) await vm.next();
    }
    kit.database.failure = new AppError('network', 'offline');
    expect(await vm.next()).toBe(false);
    expect(vm.stepLabel).toBe('Step 4 of 4');
    expect(kit.shown.at(-1)).toEqual({ intent: 'error', title: 'Error', description: 'Failed to save your preferences. Please try again.' });
  });
});

describe('DiagnosticViewModel', () => {
  it('labels each question, clears the choice on Previous, and submits all 13', async () => {
    const kit = dashboardKit();
    const vm = kit.diagnostic();
    vm.resume(kit.email);
    expect(vm.label).toBe(`Q 1/13 • ${DIAGNOSTIC_QUESTIONS[0]!.subject}`);
    expect(vm.isFirst).toBe(true);
    expect(vm.canGoNext).toBe(false);
    vm.select(1);
    vm.next();
    vm.select(2);
    vm.previous();
    expect(vm.index).toBe(0);
    expect(vm.answers[DIAGNOSTIC_QUESTIONS[1]!.id]).toBeUndefined();
    for (const question of DIAGNOSTIC_QUESTIONS) {
      vm.select(question.correctIndex);
      vm.next();
    }
    expect(vm.isLast).toBe(true);
    const result = await vm.submit();
    expect(result).toMatchObject({ totalScore: 100, predictedRank: 1 });
    expect(kit.database.diagnosticTests).toHaveLength(1);
  });

  it('survives a reload mid-test', () => {
    const kit = dashboardKit();
    const before = kit.diagnostic();
    before.resume(kit.email);
    before.select(3);
    before.next();
    before.select(0);
    const after = kit.diagnostic();
    after.resume(kit.email);
    expect(after.index).toBe(1);
    expect(after.selected).toBe(0);
  });

  it('keeps the student on the last question when saving fails, and lets them retry', async () => {
    const kit = dashboardKit();
    const vm = kit.diagnostic();
    vm.resume(kit.email);
    for (const question of DIAGNOSTIC_QUESTIONS) {
      vm.select(question.correctIndex);
      vm.next();
    }
    kit.database.failure = new AppError('network', 'offline');
    expect(await vm.submit()).toBeNull();
    expect(vm.isLast).toBe(true);
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Error', description: 'Failed to save your test results. Please try again.' }]);
    kit.database.failure = null;
    expect(await vm.submit()).not.toBeNull();
  });
});

describe('PaymentDialogViewModel', () => {
  it('defaults to the daily plan and keeps the last-4 field to four digits', () => {
    const vm = dashboardKit().payment();
    vm.show();
    expect(vm.plan).toBe('daily');
    expect(vm.upiUri).toContain('am=15.00');
    vm.setLast4('12a3-456');
    expect(vm.last4).toBe('1234');
  });

  /** The payment dialog with the plan chosen and the details filled in, ready to submit. */
  function filledIn(plan: 'daily' | 'monthly' = 'daily') {
    const kit = dashboardKit();
    const vm = kit.payment();
    vm.show(plan);
    vm.setBankingName('Asha Rao');
    vm.setLast4('4821');
    return { kit, vm };
  }

  it('submits, polls every 5 s, and on approval confirms, toasts and clears', async () => {
    const { kit, vm } = filledIn('monthly');
    kit.backend.statusQueue.push(FREE_STATUS, PREMIUM_STATUS);
    const outcome = vm.submit();
    await kit.clock.advance(0);
    expect(vm.phase).toBe('waiting');
    await kit.clock.advance(10_000);
    expect(await outcome).toBe('approved');
    expect(kit.aiHost.confirmations).toEqual([{ userId: 'user-1', amountPaid: 300 }]);
    expect(kit.database.profiles.get('user-1')?.paymentStatus).toBe('paid');
    expect(kit.shown.map((notice) => notice.title)).toEqual(['Payment Submitted Successfully!', 'Payment Approved!']);
    expect(vm).toMatchObject({ open: false, plan: 'daily', bankingName: '', last4: '', phase: 'form' });
  });

  it('gives up after 120 s as under review', async () => {
    const { kit, vm } = filledIn();
    const outcome = vm.submit();
    await kit.clock.advance(120_000);
    expect(await outcome).toBe('under_review');
    expect(kit.shown.at(-1)).toEqual({
      intent: 'info',
      title: 'Payment Submitted',
      description: "Your payment is under review. You'll be notified when approved.",
    });
  });

  it('stops waiting, with no notice of its own, when a 401 ends the session meanwhile', async () => {
    const { kit, vm } = filledIn();
    kit.backend.statusQueue.push(new AppError('session_expired', 'Authentication failed'));
    const outcome = vm.submit();
    await kit.clock.advance(5_000);
    expect(await outcome).toBe('session_ended');
    expect(kit.shown.map((notice) => notice.title)).toEqual(['Payment Submitted Successfully!']);
    expect(vm.open).toBe(false);
  });

  it('shows validation failures and keeps the form', async () => {
    const kit = dashboardKit();
    const vm = kit.payment();
    vm.show();
    vm.setLast4('12');
    expect(await vm.submit()).toBeNull();
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Missing Banking Name', description: 'Please enter your banking name' }]);
    vm.setBankingName('Asha');
    await vm.submit();
    expect(kit.shown.at(-1)).toEqual({
      intent: 'error',
      title: 'Invalid Last 4 Digits',
      description: 'Please enter the last 4 digits of transaction ID',
    });
    expect(vm).toMatchObject({ open: true, bankingName: 'Asha', last4: '12' });
  });
});

describe('MainDashboardViewModel', () => {
  it("greets by name and offers the upgrade 2 s after a free student's arrival", async () => {
    const kit = dashboardKit();
    const vm = kit.main();
    const arrival = vm.arrive();
    await kit.clock.advance(0);
    expect(greetingFor(null, 'meera.iyer@example.in')).toBe('Hello, meera.iyer!');
    expect(vm.upgradeOpen).toBe(false);
    await kit.clock.advance(1_999);
    expect(vm.upgradeOpen).toBe(false);
    await kit.clock.advance(1);
    await arrival;
    expect(vm.upgradeOpen).toBe(true);
    expect(vm.closeUpgrade()).toBe(false);
    expect(vm.upgradeOpen).toBe(true);
  });

  it('counts the 2 s from arrival, not from when a slow status came', async () => {
    const kit = dashboardKit();
    const status = kit.backend.status;
    kit.backend.getUserStatus = async () => {
      await kit.clock.sleep(1_500);
      return status;
    };
    const vm = kit.main();
    const arrival = vm.arrive();
    await kit.clock.advance(1_999);
    expect(vm.upgradeOpen).toBe(false);
    await kit.clock.advance(1);
    await arrival;
    expect(vm.upgradeOpen).toBe(true);
  });

  it('does not offer the upgrade while a tool is open, or to premium students', async () => {
    const kit = dashboardKit();
    const vm = kit.main();
    const arrival = vm.arrive();
    await kit.clock.advance(0);
    expect(greetingFor({ ...newProfile('user-1'), fullName: 'Meera' }, kit.email)).toBe('Hello, Meera!');
    expect(vm.chooseTool('aiDoubtSolver')).toBe('opened');
    await kit.clock.advance(2_000);
    await arrival;
    expect(vm.upgradeOpen).toBe(false);

    const premium = dashboardKit(PREMIUM_STATUS);
    const premiumVm = premium.main();
    const premiumArrival = premiumVm.arrive();
    await premium.clock.advance(2_000);
    await premiumArrival;
    expect(premiumVm.upgradeOpen).toBe(false);
    expect(premiumVm.overview?.badge).toEqual({ text: 'Premium', tone: 'success' });
  });

  it('does not offer the upgrade while the daily quiz is open, and does once it was closed before the 2 s', async () => {
    const kit = dashboardKit();
    const vm = kit.main();
    vm.setQuizOpen(true);
    const arrival = vm.arrive();
    await kit.clock.advance(2_000);
    await arrival;
    expect(vm.upgradeOpen).toBe(false);

    const later = kit.main();
    later.setQuizOpen(true);
    const laterArrival = later.arrive();
    await kit.clock.advance(1_000);
    later.setQuizOpen(false);
    await kit.clock.advance(1_000);
    await laterArrival;
    expect(later.upgradeOpen).toBe(true);
  });

  it('asks a free student to pay for paid-only tools and says when a tool is used up', async () => {
    const kit = dashboardKit();
    for (let use = 0; use < 5; use += 1) kit.ledger.increment(kit.email, 'aiDoubtSolver');
    const vm = kit.main();
    await vm.refresh(true);
    expect(vm.chooseTool('topicPractice')).toBe('payment');
    expect(vm.chooseTool('aiDoubtSolver')).toBe('blocked');
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Upgrade Required' }]);
    expect(vm.overview?.features.aiDoubtSolver.badge).toBe('0/5 free');
  });

  it('closes the offer for the free trial, and for good after payment', async () => {
    const kit = dashboardKit();
    const vm = kit.main();
    vm.openUpgrade();
    await vm.continueFree();
    expect(vm.upgradeOpen).toBe(false);

    vm.openUpgrade();
    kit.backend.status = PREMIUM_STATUS;
    await vm.paymentApproved();
    expect(vm.upgradeOpen).toBe(false);
    expect(vm.premium).toBe(true);
    expect(vm.overview?.features.studyAdvice.badge).toBe('35/35 uses');
  });
});

describe('ExitFeedbackViewModel', () => {
  it('asks once, requires a reason, and saves the other text', async () => {
    const kit = dashboardKit();
    const vm = kit.exit();
    expect(vm.ask()).toBe(true);
    expect(vm.ask()).toBe(false);
    expect(await vm.submit()).toBe(false);
    expect(vm.error).toBe('Please choose a reason');
    vm.choose('Other reason');
    expect(vm.showsOtherText).toBe(true);
    vm.setOtherText('My exam is next week');
    expect(await vm.submit()).toBe(true);
    expect(vm.open).toBe(false);
    expect(kit.database.profiles.get('user-1')?.exitFeedback).toBe('My exam is next week');
    expect(kit.shown).toEqual([{ intent: 'success', title: 'Thanks for the feedback!', description: "We'll use this to improve the product." }]);
  });

  it('reports a failed save and stays open', async () => {
    const kit = dashboardKit();
    const vm = kit.exit();
    vm.ask();
    vm.choose('Too expensive');
    kit.database.failure = new AppError('network', 'offline');
    expect(await vm.submit()).toBe(false);
    expect(vm.open).toBe(true);
    expect(kit.shown).toEqual([{ intent: 'error', title: 'Error', description: 'Failed to save feedback.' }]);
  });
});
