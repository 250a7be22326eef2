import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type {
  ConfirmationOutcome,
  DecisionDesk,
  NewPayment,
  PaymentDecisions,
  PaymentRef,
  Payments,
  RecordedDecision,
} from '../../core/billing/billing.ports';
import type { HeldPlan } from '../../core/billing/plan-grant.rules';
import type { PaymentState } from '../../core/payment/payment-record.model';
import type { PlanKey } from '../../core/payment/payment.model';
import type { AuditRow, Database, PaymentRow } from '../database/schema';
import type { StatusCache } from './status-cache';
import { PLAN_PERIOD, type PlanAndUsage } from './usage.store';

/** A payment row with the names core's billing workflow reads. */
export type StoredPayment = PaymentRow & PaymentRef;

const withRef = (row: PaymentRow): StoredPayment => ({ ...row, userId: row.user_id, state: row.status });

/** The most rows an operator's list returns at once. */
const LIST_LIMIT = 200;

/** An operator's decision with the payment it decided: the student, the plan and the amount. */
export type DecisionRow = AuditRow & { student_email: string | null; plan: PlanKey | null; amount: number | null };

/**
 * UPI payment submissions, the operator's decisions on them and the plans they grant, in
 * PostgreSQL: core's billing workflow (core/billing) runs over it.
 */
export class PaymentsStore implements Payments<StoredPayment>, PaymentDecisions<StoredPayment> {
  constructor(
    private readonly db: Kysely<Database>,
    /** Approvals and confirmations change a status: this process forgets its copy at once. */
    private readonly statusCache: StatusCache<PlanAndUsage>,
  ) {}

  async queue(payment: NewPayment): Promise<{ payment: StoredPayment; repeated: boolean }> {
    const row = await this.db
      .insertInto('payment_submissions')
      .values({
        user_id: payment.account.userId,
        email: payment.account.email,
        plan: payment.plan,
        amount: payment.amount,
        banking_name: payment.bankingName,
        last4: payment.last4,
        notes: payment.notes,
        status: 'pending',
        reviewer_id: null,
        reviewer_email: null,
        reason: null,
        submitted_at: new Date(payment.submittedAt),
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
    const { inserted, ...stored } = row;
    return { payment: withRef(stored), repeated: !inserted };
  }

  /** In one transaction, the payment's row locked; a student's plans are granted one at a time. */
  async decide<T>(paymentId: string, work: (payment: StoredPayment | null, desk: DecisionDesk<StoredPayment>) => Promise<T>): Promise<T> {
    const decidedFor: string[] = [];
    const result = await this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payment_submissions').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (payment) decidedFor.push(payment.user_id);
      return work(payment ? withRef(payment) : null, decisionDesk(trx));
    });
    for (const userId of decidedFor) this.statusCache.forget(userId);
    return result;
  }

  async confirmApproved(userId: string, now: number): Promise<ConfirmationOutcome> {
    const at = new Date(now);
    const confirmed = await this.db
      .updateTable('payment_submissions')
      .set({ confirmed_at: at })
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where('confirmed_at', 'is', null)
      .where((eb) => hasRunningPlanRow(eb, userId, at))
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
      .where((eb) => hasRunningPlanRow(eb, userId, at))
      .executeTakeFirst();
    return approved ? 'already_confirmed' : 'nothing_approved';
  }

  /** Newest first; all statuses when none is given. */
  async list(status: PaymentState | null): Promise<PaymentRow[]> {
    let query = this.db.selectFrom('payment_submissions').selectAll().orderBy('submitted_at', 'desc').orderBy('id').limit(LIST_LIMIT);
    if (status) query = query.where('status', '=', status);
    return query.execute();
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

/** The writes of one decision, on its transaction. */
function decisionDesk(trx: Transaction<Database>): DecisionDesk<StoredPayment> {
  return {
    async planOf(userId) {
      // One grant at a time per student, even when the student has no plan row to lock yet.
      await sql`select pg_advisory_xact_lock(hashtextextended(${userId}::text, 0))`.execute(trx);
      const row = await trx.selectFrom('subscriptions').select(['plan', 'valid_from', 'valid_till']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { plan: row.plan, validFrom: row.valid_from.getTime(), validTill: row.valid_till.getTime() } : null;
    },
    async savePlan(userId, plan: HeldPlan, now) {
      const values = { plan: plan.plan, valid_from: new Date(plan.validFrom), valid_till: new Date(plan.validTill), updated_at: new Date(now) };
      await trx
        .insertInto('subscriptions')
        .values({ user_id: userId, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
    },
    async restartAllowance(userId, now) {
      await trx.updateTable('usage_counters').set({ used: 0, updated_at: new Date(now) }).where('user_id', '=', userId).where('period', '=', PLAN_PERIOD).execute();
    },
    async record(paymentId, decision: RecordedDecision) {
      const at = new Date(decision.at);
      const { operator, reason } = decision;
      const decided = await trx
        .updateTable('payment_submissions')
        .set({
          status: decision.action === 'approve' ? 'approved' : 'rejected',
          decided_at: at,
          reviewer_id: operator.userId,
          reviewer_email: operator.email,
          reason,
        })
        .where('id', '=', paymentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('operator_audit')
        .values({ operator_id: operator.userId, operator_email: operator.email, action: decision.action, payment_id: paymentId, reason, created_at: at })
        .execute();
      return withRef(decided);
    },
  };
}
