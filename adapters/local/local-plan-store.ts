import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { BackendUserStatus } from '../../core/access/access.model';
import { UsageLedger } from '../../core/access/usage-ledger';
import type { ConfirmationOutcome, DecisionDesk, NewPayment, PaymentDecisions, PaymentRef, Payments } from '../../core/billing/billing.ports';
import { hasRunningPlan, planStatus, type HeldPlan } from '../../core/billing/plan-grant.rules';
import { PLANS } from '../../core/billing/plans';
import type { PaymentRecord, PaymentState } from '../../core/payment/payment-record.model';
import type { Clock } from '../../core/ports/clock.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import { randomId } from './random-id';
import { StoredDocument } from './stored-document';

const planKey = z.enum(['daily', 'monthly']);

const paymentRecordSchema: z.ZodMiniType<PaymentRecord> = z.object({
  id: nonEmptyText,
  userId: nonEmptyText,
  email: z.string(),
  submission: z.object({
    transactionId: z.string(),
    bankingName: z.string(),
    last4: z.string(),
    amount: z.number(),
    paymentMethod: z.literal('upi'),
    planType: planKey,
    notes: z.optional(z.string()),
  }),
  state: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: z.number(),
  decidedAt: z.nullable(z.number()),
  // Payments stored before reasons were kept have none.
  reason: z.optional(z.nullable(z.string())),
  confirmedAt: z.optional(z.nullable(z.number())),
});

/**
 * The local backend's tables in one document, so that approving a payment and granting its
 * plan is one write: both happen or neither does.
 */
const backendTablesSchema = z.object({
  /** The paid plan each user holds, if any, in epoch milliseconds (plans kept before `validFrom` was have none). */
  plans: z.array(z.object({ userId: z.string(), plan: planKey, validFrom: z.optional(z.number()), validTill: z.number() })),
  payments: z.array(paymentRecordSchema),
  trials: z.array(z.object({ userId: z.string(), startedAt: z.number() })),
  demoRegistrations: z.array(z.object({ username: z.string(), email: z.string(), registeredAt: z.number() })),
});
type BackendTables = z.infer<typeof backendTablesSchema>;

const EMPTY_TABLES: BackendTables = { plans: [], payments: [], trials: [], demoRegistrations: [] };

/** A stored payment with the names core's billing workflow reads. */
export type LocalPayment = PaymentRecord & PaymentRef;

const withRef = (record: PaymentRecord): LocalPayment => ({ ...record, plan: record.submission.planType });

/** A plan kept before its start was recorded starts a full plan's length before its end. */
function heldPlan(stored: BackendTables['plans'][number] | undefined): HeldPlan | null {
  if (!stored) return null;
  return { plan: stored.plan, validTill: stored.validTill, validFrom: stored.validFrom ?? stored.validTill - PLANS[stored.plan].validForMs };
}

/**
 * Plans, trials, demo registrations and payments in local mode, shared by the backend, AI host and
 * payment desk: core's billing workflow (core/billing) runs over it, as over PostgreSQL on the server.
 */
export class LocalPlanStore implements Payments<LocalPayment>, PaymentDecisions<LocalPayment> {
  private readonly tables: StoredDocument<BackendTables>;

  private readonly ledger: UsageLedger;

  constructor(
    storage: KeyValueStorage,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.tables = new StoredDocument(storage, 'backend', backendTablesSchema, logger);
    this.ledger = new UsageLedger(storage);
  }

  /** What the backend reports for this user now: free, upgraded, or expired once the plan ran out. */
  statusOf(userId: string): BackendUserStatus {
    return planStatus(this.read().plans.find((plan) => plan.userId === userId) ?? null, this.clock.now());
  }

  registerDemo(username: string, email: string): void {
    const tables = this.read();
    const demoRegistrations = [
      ...tables.demoRegistrations.filter((registration) => registration.email !== email),
      { username, email, registeredAt: this.clock.now() },
    ];
    this.tables.write({ ...tables, demoRegistrations });
  }

  /** Keeps the first start: starting again does not extend a trial. */
  startTrial(userId: string): void {
    const tables = this.read();
    if (tables.trials.some((trial) => trial.userId === userId)) return;
    this.tables.write({ ...tables, trials: [...tables.trials, { userId, startedAt: this.clock.now() }] });
  }

  /** Newest first. */
  payments(): readonly PaymentRecord[] {
    // Reversed before the stable sort, so payments made in the same millisecond stay newest first.
    return [...this.read().payments].reverse().sort((a, b) => b.submittedAt - a.submittedAt);
  }

  async queue(payment: NewPayment): Promise<{ payment: LocalPayment; repeated: boolean }> {
    const tables = this.read();
    const { account, plan, last4 } = payment;
    const pending = tables.payments.find(
      (record) => record.userId === account.userId && record.state === 'pending' && record.submission.planType === plan && record.submission.last4 === last4,
    );
    if (pending) return { payment: withRef(pending), repeated: true };
    const record: PaymentRecord = {
      id: randomId(),
      userId: account.userId,
      email: account.email ?? '',
      submission: {
        transactionId: payment.transactionId,
        bankingName: payment.bankingName,
        last4,
        amount: payment.amount,
        paymentMethod: 'upi',
        planType: plan,
        ...(payment.notes === null ? {} : { notes: payment.notes }),
      },
      state: 'pending',
      submittedAt: payment.submittedAt,
      decidedAt: null,
    };
    this.tables.write({ ...tables, payments: [...tables.payments, record] });
    return { payment: withRef(record), repeated: false };
  }

  async confirmApproved(userId: string, now: number): Promise<ConfirmationOutcome> {
    const tables = this.read();
    const grant = tables.plans.find((plan) => plan.userId === userId) ?? null;
    const approved = tables.payments.filter((payment) => payment.userId === userId && payment.state === 'approved');
    if (!hasRunningPlan(grant, now) || approved.length === 0) return 'nothing_approved';
    if (approved.every((payment) => payment.confirmedAt != null)) return 'already_confirmed';
    const payments = tables.payments.map((payment) => (approved.includes(payment) && payment.confirmedAt == null ? { ...payment, confirmedAt: now } : payment));
    this.tables.write({ ...tables, payments });
    return 'confirmed';
  }

  /**
   * On a working copy of the tables, written in one go when `work` returns (nothing when it
   * throws). The usage counters live in the student's usage ledger on this device: an approval
   * starts them again once the tables are written.
   */
  async decide<T>(paymentId: string, work: (payment: LocalPayment | null, desk: DecisionDesk<LocalPayment>) => Promise<T>): Promise<T> {
    let tables = this.read();
    const restarted = new Set<string>();
    const desk: DecisionDesk<LocalPayment> = {
      planOf: async (userId) => heldPlan(tables.plans.find((plan) => plan.userId === userId)),
      savePlan: async (userId, plan) => {
        tables = { ...tables, plans: [...tables.plans.filter((held) => held.userId !== userId), { userId, ...plan }] };
      },
      restartAllowance: async (userId) => {
        for (const payment of tables.payments) if (payment.userId === userId && payment.email) restarted.add(payment.email);
      },
      record: async (id, decision) => {
        const state: PaymentState = decision.action === 'approve' ? 'approved' : 'rejected';
        const payments = tables.payments.map((payment) => (payment.id === id ? { ...payment, state, decidedAt: decision.at, reason: decision.reason } : payment));
        tables = { ...tables, payments };
        return withRef(payments.find((payment) => payment.id === id)!);
      },
    };
    const before = tables;
    const payment = tables.payments.find((candidate) => candidate.id === paymentId);
    const result = await work(payment ? withRef(payment) : null, desk);
    if (tables !== before) this.tables.write(tables);
    for (const email of restarted) this.ledger.reset(email);
    return result;
  }

  private read(): BackendTables {
    return this.tables.read() ?? EMPTY_TABLES;
  }
}
