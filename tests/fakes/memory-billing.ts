import { EMPTY_USAGE, type Feature, type UsageCounters } from '../../core/access/access.model';
import type {
  Allowance,
  ConfirmationOutcome,
  DecisionDesk,
  Entitlements,
  NewPayment,
  PaymentDecisions,
  PaymentRef,
  Payments,
  PlanAndUsage,
  RecordedDecision,
} from '../../core/billing/billing.ports';
import { hasRunningPlan, type HeldPlan } from '../../core/billing/plan-grant.rules';

export type MemoryPayment = PaymentRef & { readonly amount: number; readonly last4: string; readonly reason: string | null; readonly confirmedAt: number | null };

interface State {
  plans: Map<string, HeldPlan>;
  usage: Map<string, UsageCounters>;
  payments: MemoryPayment[];
  audit: RecordedDecision[];
}

/** Core's billing ports in memory: a decision's writes are undone when it throws, as a transaction's are. */
export class MemoryBilling implements Entitlements, Payments<MemoryPayment>, PaymentDecisions<MemoryPayment> {
  private state: State = { plans: new Map(), usage: new Map(), payments: [], audit: [] };
  private nextId = 1;

  get payments(): readonly MemoryPayment[] {
    return this.state.payments;
  }

  get audit(): readonly RecordedDecision[] {
    return this.state.audit;
  }

  planOf(userId: string): HeldPlan | null {
    return this.state.plans.get(userId) ?? null;
  }

  givePlan(userId: string, plan: HeldPlan): void {
    this.state.plans.set(userId, plan);
  }

  async planAndUsage(userId: string): Promise<PlanAndUsage> {
    return { plan: this.planOf(userId), usage: { ...EMPTY_USAGE, ...this.state.usage.get(userId) } };
  }

  async take(userId: string, feature: Feature, allowance: Allowance, now: number): Promise<number | null> {
    const usage = { ...EMPTY_USAGE, ...this.state.usage.get(userId) };
    const limit = hasRunningPlan(this.planOf(userId), now) ? allowance.paid : allowance.free;
    if (usage[feature] >= limit) return null;
    usage[feature] += 1;
    this.state.usage.set(userId, usage);
    return usage[feature];
  }

  async giveBack(userId: string, feature: Feature): Promise<void> {
    const usage = { ...EMPTY_USAGE, ...this.state.usage.get(userId) };
    usage[feature] = Math.max(0, usage[feature] - 1);
    this.state.usage.set(userId, usage);
  }

  async queue(payment: NewPayment): Promise<{ payment: MemoryPayment; repeated: boolean }> {
    const pending = this.state.payments.find(
      (p) => p.userId === payment.account.userId && p.state === 'pending' && p.plan === payment.plan && p.last4 === payment.last4,
    );
    if (pending) return { payment: pending, repeated: true };
    const queued: MemoryPayment = {
      id: `payment-${this.nextId++}`,
      userId: payment.account.userId,
      plan: payment.plan,
      state: 'pending',
      amount: payment.amount,
      last4: payment.last4,
      reason: null,
      confirmedAt: null,
    };
    this.state.payments.push(queued);
    return { payment: queued, repeated: false };
  }

  async confirmApproved(userId: string, now: number): Promise<ConfirmationOutcome> {
    const approved = this.state.payments.filter((p) => p.userId === userId && p.state === 'approved');
    if (approved.length === 0 || !hasRunningPlan(this.planOf(userId), now)) return 'nothing_approved';
    if (approved.every((p) => p.confirmedAt !== null)) return 'already_confirmed';
    this.state.payments = this.state.payments.map((p) => (approved.includes(p) && p.confirmedAt === null ? { ...p, confirmedAt: now } : p));
    return 'confirmed';
  }

  async decide<T>(paymentId: string, work: (payment: MemoryPayment | null, desk: DecisionDesk<MemoryPayment>) => Promise<T>): Promise<T> {
    const before: State = { plans: new Map(this.state.plans), usage: new Map(this.state.usage), payments: [...this.state.payments], audit: [...this.state.audit] };
    const desk: DecisionDesk<MemoryPayment> = {
      planOf: async (userId) => this.planOf(userId),
      savePlan: async (userId, plan) => void this.state.plans.set(userId, plan),
      restartAllowance: async (userId) => void this.state.usage.delete(userId),
      record: async (id, decision) => {
        this.state.payments = this.state.payments.map((p) =>
          p.id === id ? { ...p, state: decision.action === 'approve' ? 'approved' : 'rejected', reason: decision.reason } : p,
        );
        this.state.audit.push(decision);
        return this.state.payments.find((p) => p.id === id)!;
      },
    };
    try {
      return await work(this.state.payments.find((p) => p.id === paymentId) ?? null, desk);
    } catch (error) {
      this.state = before;
      throw error;
    }
  }
}
