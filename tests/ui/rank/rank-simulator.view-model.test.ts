import { describe, expect, it } from 'vitest';
import { estimateRank } from '../../../core/rank/marks-to-rank.rules';
import { SimulateRank } from '../../../core/rank/simulate-rank.use-case';
import { RankSimulatorViewModel, SOURCE_NOTES } from '../../../ui/rank/rank-simulator.view-model';
import { FREE_STATUS, PREMIUM_STATUS } from '../../fakes/fake-backend';
import { dashboardKit } from '../dashboard/dashboard-kit';

const diagnostic = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 1,
  'English Language': 3,
  'General Knowledge': 2,
  'Quantitative Techniques': 0,
} as const;

const mock = {
  correct: { English: 18, GK: 20, Legal: 22, Logical: 16, Quant: 7 },
  wrong: { English: 3, GK: 5, Legal: 4, Logical: 4, Quant: 2 },
};

function rankOf(marks: number): number {
  const result = estimateRank(marks);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.rank;
}

describe('RankSimulatorViewModel', () => {
  it('starts from the latest mock, and updates live when Legal goes up 5 and negatives are cut by half', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), { mock, diagnostic });
    expect(vm.sourceNote).toBe(SOURCE_NOTES.mock);
    expect(vm.headline).toBe(`78.5 / 120: about rank ${rankOf(78.5).toLocaleString('en-IN')}`);

    vm.setChange('Legal', 5);
    vm.setRecoveredPercent(50);
    expect(vm.outcome.simulation?.total).toBe(83 + 5 - 2.25);
    expect(vm.headline).toBe(`85.75 / 120: about rank ${rankOf(85.75).toLocaleString('en-IN')}`);
    expect(vm.change).toBe(`From 78.5 (about rank ${rankOf(78.5).toLocaleString('en-IN')}): +7.25 marks.`);
    expect(vm.range).toMatch(/^Likely between rank [\d,]+ and [\d,]+$/);
    expect(vm.uncertainty).toContain('An estimate, not a promise');
    expect(vm.uncertainty).toContain('about 4.3 marks');

    vm.resetChanges();
    expect(vm.outcome.simulation?.total).toBe(78.5);
  });

  it('says when it started from the diagnostic scaled to the mock, and from a default otherwise', () => {
    const fromDiagnostic = new RankSimulatorViewModel(new SimulateRank(), { diagnostic });
    expect(fromDiagnostic.start.source).toBe('diagnostic');
    expect(fromDiagnostic.sourceNote).toContain("scaled to the mock's section sizes");
    const fromNothing = new RankSimulatorViewModel(new SimulateRank(), {});
    expect(fromNothing.sourceNote).toBe(SOURCE_NOTES.default);
  });

  it('takes the marks the student types, and says so once they differ from the start', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), {});
    vm.setStartMarks('Quant', '9');
    vm.setNegatives(4.5);
    expect(vm.start.sections.Quant).toBe(9);
    expect(vm.edited).toBe(true);
    expect(vm.sourceNote).toBe('Starting from the marks you put in.');
    vm.resetStart();
    expect(vm.edited).toBe(false);
  });

  it('drops negatives that a raised starting section leaves no room for', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), { diagnostic });
    // The diagnostic start counts every question: 81 right, 39 wrong, 9.75 lost.
    vm.setStartMarks('Quant', 4);
    expect(vm.start.negatives).toBe(8.75);
    expect(vm.error).toBeNull();
  });

  it('keeps a typed value that is out of range on screen with its message, and no rank', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), {});
    vm.setStartMarks('Legal', 31);
    expect(vm.start.sections.Legal).toBe(31);
    expect(vm.error).toBe('Legal Reasoning marks must be a whole number from 0 to 30.');
    expect(vm.headline).toBeNull();
    vm.setStartMarks('Legal', 30);
    expect(vm.error).toBeNull();
  });

  it('refuses text that is not a number without changing the marks', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), {});
    vm.setStartMarks('GK', 'twelve');
    expect(vm.error).toBe('Please enter a number.');
    expect(vm.start.sections.GK).toBe(15);
    expect(vm.headline).toBeNull();
    vm.setStartMarks('GK', null);
    expect(vm.error).toBe('Please enter a number.');
    vm.setStartMarks('GK', 16);
    expect(vm.error).toBeNull();
  });

  it('keeps slider changes within each section', () => {
    const vm = new RankSimulatorViewModel(new SimulateRank(), {});
    vm.setChange('Quant', 40);
    vm.setRecoveredPercent(140);
    expect(vm.adjustments.sections.Quant).toBe(12);
    expect(vm.adjustments.negativesRecovered).toBe(1);
    expect(vm.error).toBeNull();
  });
});

describe('the main dashboard gate for the rank simulator', () => {
  it('asks a free student for payment and opens for a premium one, counting no use', async () => {
    const free = dashboardKit(FREE_STATUS);
    const freeVm = free.main();
    expect(freeVm.chooseRankSimulator()).toBe('blocked');
    await freeVm.refresh(true);
    expect(freeVm.rankSimulatorAccess).toEqual({ allowed: false, badge: 'Premium', requiresPayment: true });
    expect(freeVm.chooseRankSimulator()).toBe('payment');
    expect(freeVm.rankSimulatorOpen).toBe(false);

    const premium = dashboardKit(PREMIUM_STATUS);
    const premiumVm = premium.main();
    await premiumVm.refresh(true);
    const before = premium.ledger.read(premium.email);
    expect(premiumVm.rankSimulatorAccess?.badge).toBe('Included');
    expect(premiumVm.chooseRankSimulator()).toBe('opened');
    expect(premiumVm.rankSimulatorOpen).toBe(true);
    expect(premium.ledger.read(premium.email)).toEqual(before);
    premiumVm.closeRankSimulator();
    expect(premiumVm.rankSimulatorOpen).toBe(false);
  });

  it('does not offer the upgrade over an open simulator', async () => {
    const kit = dashboardKit(PREMIUM_STATUS);
    const vm = kit.main();
    await vm.refresh(true);
    vm.chooseRankSimulator();
    kit.backend.status = FREE_STATUS;
    const arrival = vm.arrive();
    await kit.clock.advance(2_000);
    await arrival;
    expect(vm.premium).toBe(false);
    expect(vm.upgradeOpen).toBe(false);
  });
});
