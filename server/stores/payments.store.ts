import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { grantedUntil, hasRunningPlan, type PlanGrant } from '../../core/access/plan-grant.rules';
import type { PaymentState } from '../../core/payment/payment-record.model';
import type { PlanKey } from '../../core/payment/payment.model';
import { PLANS } from '../../core/payment/plans';
import type { Identity } from '../auth/token-verifier';
import type { AuditRow, Database, PaymentRow } from '../database/schema';
import type { StatusCache } from './status-cache';
import { PLAN_PERIOD, type PlanAndUsage } from './usage.store';

export interface PaymentDetails {
  readonly plan: PlanKey;
  readonly bankingName: string;
  readonly last4: string;
  readonly notes: string | null;
}

export type Decision = { readonly action: 'approve' } | { readonly action: 'reject'; readonly reason: string };

export type DecisionOutcome =
  | { readonly kind: 'decided'; readonly payment: PaymentRow }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already'; readonly status: PaymentState };

export type ConfirmationOutcome = 'confirmed' | 'already_confirmed' | 'nothing_approved';

/** The most rows an operator's list returns at once. */
const LIST_LIMIT = 200;

/** An operator's decision with the payment it decided: the student, the plan and the amount. */
export type DecisionRow = AuditRow & { student_email: string | null; plan: PlanKey | null; amount: number | null };

/** UPI payment submissions, the operator's decisions on them, and the plans they grant. */
export class PaymentsStore {
  constructor(
    private readonly db: Kysely<Database>,
    /** Approvals and confirmations change a status: this process forgets its copy at once. */
    private readonly statusCache: StatusCache<PlanAndUsage>,
  ) {}

  /**
   * Queues a payment for the operator, priced from the server's own plans. A repeat of one still
   * pending (same plan and last 4 digits) returns that one instead of queueing a duplicate.
   */
  async submit(identity: Identity, details: PaymentDetails, now: Date): Promise<{ payment: PaymentRow; repeated: boolean }> {
    const row = await this.db
      .insertInto('payment_submissions')
      .values({
        user_id: identity.userId,
        email: identity.email,
        plan: details.plan,
        amount: PLANS[details.plan].price,
        banking_name: details.bankingName,
        last4: details.last4,
        notes: details.notes,
        status: 'pending',
        reviewer_id: null,
        reviewer_email: null,
        reason: null,
        submitted_at: now,
        decided_at: null,
        confirmed_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'plan', 'last4'])
          .where('status', '=', 'pending')
          // A no-op update, so that the pending row comes back.
          .doUpdateSet((eb) => ({ last4: eb.ref('payment_submissions.last4') })),
      )
      .returningAll()
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirstOrThrow();
    const { inserted, ...payment } = row;
    return { payment, repeated: !inserted };
  }

  /** Newest first; all statuses when none is given. */
  async list(status: PaymentState | null): Promise<PaymentRow[]> {
    let query = this.db.selectFrom('payment_submissions').selectAll().orderBy('submitted_at', 'desc').orderBy('id').limit(LIST_LIMIT);
    if (status) query = query.where('status', '=', status);
    return query.execute();
  }

  /**
   * Approves or rejects a pending payment, in one transaction with its audit entry. Approving
   * creates or extends the student's plan (core's rule: from approval, or from the end of a plan
   * still running) and starts the usage counters again: one payment, one allowance.
   */
  async decide(paymentId: string, operator: Identity, decision: Decision, now: Date): Promise<DecisionOutcome> {
    const outcome = await this.decideInTransaction(paymentId, operator, decision, now);
    if (outcome.kind === 'decided') this.statusCache.forget(outcome.payment.user_id);
    return outcome;
  }

  private decideInTransaction(paymentId: string, operator: Identity, decision: Decision, now: Date): Promise<DecisionOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payment_submissions').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!payment) return { kind: 'not_found' };
      if (payment.status !== 'pending') return { kind: 'already', status: payment.status };

      if (decision.action === 'approve') {
        await grantPlan(trx, payment.user_id, payment.plan, now);
        // The payment's allowance starts here, once: a confirmation, early or late, adds nothing.
        await trx
          .updateTable('usage_counters')
          .set({ used: 0, updated_at: now })
          .where('user_id', '=', payment.user_id)
          .where('period', '=', PLAN_PERIOD)
          .execute();
      }
      const reason = decision.action === 'reject' ? decision.reason : null;
      const decided = await trx
        .updateTable('payment_submissions')
        .set({
          status: decision.action === 'approve' ? 'approved' : 'rejected',
          decided_at: now,
          reviewer_id: operator.userId,
          reviewer_email: operator.email,
          reason,
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('operator_audit')
        .values({ operator_id: operator.userId, operator_email: operator.email, action: decision.action, payment_id: paymentId, reason, created_at: now })
        .execute();
      return { kind: 'decided', payment: decided };
    });
  }

  /**
   * The student's app confirms an approval: every approved payment not yet confirmed is marked.
   * The counters were started again by the approval itself, so however late or often the app
   * confirms, no use is given twice.
   */
  async confirm(userId: string, now: Date): Promise<ConfirmationOutcome> {
    const confirmed = await this.db
      .updateTable('payment_submissions')
      .set({ confirmed_at: now })
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where('confirmed_at', 'is', null)
      .where((eb) => hasRunningPlanRow(eb, userId, now))
      .returning('id')
      .execute();
    if (confirmed.length > 0) {
      this.statusCache.forget(userId);
      return 'confirmed';
    }
    const approved = await this.db
      .selectFrom('payment_submissions')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where((eb) => hasRunningPlanRow(eb, userId, now))
      .executeTakeFirst();
    return approved ? 'already_confirmed' : 'nothing_approved';
  }

  /** The operators' recent payment decisions, newest first (resolved question reports are listed with the reports). */
  async audit(limit: number): Promise<DecisionRow[]> {
    return this.db
      .selectFrom('operator_audit')
      .leftJoin('payment_submissions', 'payment_submissions.id', 'operator_audit.payment_id')
      .selectAll('operator_audit')
      .select(['payment_submissions.email as student_email', 'payment_submissions.plan', 'payment_submissions.amount'])
      .where('operator_audit.payment_id', 'is not', null)
      .orderBy('operator_audit.created_at', 'desc')
      .orderBy('operator_audit.id', 'desc')
      .limit(limit)
      .execute();
  }
}

/** Whether the student's plan row runs at `now` (an approval of an expired plan confirms nothing). */
function hasRunningPlanRow(eb: ExpressionBuilder<Database, 'payment_submissions'>, userId: string, now: Date) {
  return eb.exists(eb.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).where('valid_till', '>=', now));
}

async function grantPlan(trx: Transaction<Database>, userId: string, plan: PlanKey, now: Date): Promise<void> {
  // One approval at a time per student, even when the student has no plan row to lock yet.
  await sql`select pg_advisory_xact_lock(hashtextextended(${userId}::text, 0))`.execute(trx);
  const current = await trx
    .selectFrom('subscriptions')
    .select(['plan', 'valid_from', 'valid_till'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const grant: PlanGrant | null = current ? { plan: current.plan, validTill: current.valid_till.getTime() } : null;
  const validTill = new Date(grantedUntil(grant, plan, now.getTime()));
  const validFrom = current && hasRunningPlan(grant, now.getTime()) ? current.valid_from : now;
  await trx
    .insertInto('subscriptions')
    .values({ user_id: userId, plan, valid_from: validFrom, valid_till: validTill, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ plan, valid_from: validFrom, valid_till: validTill, updated_at: now }))
    .execute();
}
