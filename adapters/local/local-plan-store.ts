import { z } from 'zod';
import type { BackendUserStatus } from '../../core/access/access.model';
import { grantedUntil, planStatus } from '../../core/access/plan-grant.rules';
import type { PaymentRecord } from '../../core/payment/payment-record.model';
import type { PaymentSubmission, PlanKey } from '../../core/payment/payment.model';
import type { Clock } from '../../core/ports/clock.port';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { randomId } from './random-id';
import { StoredDocument } from './stored-document';

const planKey = z.enum(['daily', 'monthly']);

const paymentRecordSchema: z.ZodType<PaymentRecord> = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  email: z.string(),
  submission: z.object({
    transactionId: z.string(),
    bankingName: z.string(),
    last4: z.string(),
    amount: z.number(),
    paymentMethod: z.literal('upi'),
    planType: planKey,
    notes: z.string().optional(),
  }),
  state: z.enum(['pending', 'approved', 'rejected']),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  // Payments stored before reasons were kept have none.
  reason: z.string().nullable().optional(),
});

/**
 * The local backend's tables in one document, so that approving a payment and granting its
 * plan is one write: both happen or neither does.
 */
const backendTablesSchema = z.object({
  /** The paid plan each user holds, if any; `validTill` in epoch milliseconds. */
  plans: z.array(z.object({ userId: z.string(), plan: planKey, validTill: z.number() })),
  payments: z.array(paymentRecordSchema),
  trials: z.array(z.object({ userId: z.string(), startedAt: z.number() })),
  demoRegistrations: z.array(z.object({ username: z.string(), email: z.string(), registeredAt: z.number() })),
});
type BackendTables = z.infer<typeof backendTablesSchema>;

const EMPTY_TABLES: BackendTables = { plans: [], payments: [], trials: [], demoRegistrations: [] };

/** Plans, trials, demo registrations and payments in local mode, shared by the backend, AI host and payment desk. */
export class LocalPlanStore {
  private readonly tables: StoredDocument<BackendTables>;

  constructor(
    storage: KeyValueStorage,
    private readonly clock: Clock,
    logger: Logger,
  ) {
    this.tables = new StoredDocument(storage, 'backend', backendTablesSchema, logger);
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

  addPayment(userId: string, email: string, submission: PaymentSubmission): PaymentRecord {
    const tables = this.read();
    const record: PaymentRecord = {
      id: randomId(),
      userId,
      email,
      submission,
      state: 'pending',
      submittedAt: this.clock.now(),
      decidedAt: null,
    };
    this.tables.write({ ...tables, payments: [...tables.payments, record] });
    return record;
  }

  /** Newest first. */
  payments(): readonly PaymentRecord[] {
    // Reversed before the stable sort, so payments made in the same millisecond stay newest first.
    return [...this.read().payments].reverse().sort((a, b) => b.submittedAt - a.submittedAt);
  }

  /** Decides a pending payment; approval grants its plan from now, or from the end of a plan still running. */
  decide(paymentId: string, decision: 'approved' | 'rejected', reason: string | null = null): void {
    const tables = this.read();
    const payment = tables.payments.find((candidate) => candidate.id === paymentId);
    if (!payment) throw new AppError('not_found', 'This payment does not exist.');
    if (payment.state !== 'pending') throw new AppError('conflict', `This payment was already ${payment.state}.`);

    const now = this.clock.now();
    const payments = tables.payments.map((candidate) =>
      candidate.id === paymentId ? { ...candidate, state: decision, decidedAt: now, reason } : candidate,
    );
    const plans = decision === 'approved' ? this.grant(tables.plans, payment.userId, payment.submission.planType, now) : tables.plans;
    this.tables.write({ ...tables, payments, plans });
  }

  private grant(plans: BackendTables['plans'], userId: string, plan: PlanKey, now: number): BackendTables['plans'] {
    const current = plans.find((grant) => grant.userId === userId) ?? null;
    return [...plans.filter((grant) => grant.userId !== userId), { userId, plan, validTill: grantedUntil(current, plan, now) }];
  }

  private read(): BackendTables {
    return this.tables.read() ?? EMPTY_TABLES;
  }
}
