import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { BILLING_REPLIES } from '../../core/billing/billing.messages';
import type { Decision, DecidePayment } from '../../core/billing/decide-payment.use-case';
import type { Clock } from '../../core/ports/clock.port';
import type { PaymentRow } from '../database/schema';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { DecisionRow, PaymentsStore, StoredPayment } from '../stores/payments.store';
import type { StudentsStore } from '../stores/students.store';

export const OPERATOR_REPLIES = {
  reasonRequired: 'Give a reason for the rejection.',
  badStatus: 'status must be pending, approved or rejected',
} as const;

export interface OperatorRouteDeps {
  /** The operator's reads: the payment queue and the audit trail. */
  readonly payments: PaymentsStore;
  readonly decidePayment: DecidePayment<StoredPayment>;
  readonly students: StudentsStore;
  readonly clock: Clock;
  /** Authentication and the operator check, in that order. */
  readonly operators: readonly MiddlewareHandler<ServerEnv>[];
}

const statusQuery = z.enum(['pending', 'approved', 'rejected']).optional();
const paymentId = z.uuid();
const rejection = z.object({ reason: z.string().trim().min(1, OPERATOR_REPLIES.reasonRequired).max(500) });
const auditLimit = z.coerce.number().int().min(1).max(200).catch(50);

/** A submission as the operator console shows it. */
function paymentView(row: PaymentRow) {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    plan: row.plan,
    amount: row.amount,
    bankingName: row.banking_name,
    last4: row.last4,
    notes: row.notes,
    status: row.status,
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reviewerEmail: row.reviewer_email,
    reason: row.reason,
  };
}

function decisionView(row: DecisionRow) {
  return {
    id: String(row.id),
    operatorId: row.operator_id,
    operatorEmail: row.operator_email,
    action: row.action,
    paymentId: row.payment_id,
    studentEmail: row.student_email,
    plan: row.plan,
    amount: row.amount,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  };
}

/** The operator console's API: the payment queue, decisions with their audit trail, the contact inbox. */
export function operatorRoutes(deps: OperatorRouteDeps) {
  const { payments, students, clock } = deps;

  const decide = (decision: Decision) => async (c: Context<ServerEnv>) => {
    const id = paymentId.safeParse(c.req.param('id'));
    if (!id.success) return refuse(c, 404, BILLING_REPLIES.paymentNotFound);
    const outcome = await deps.decidePayment.execute(id.data, c.get('identity'), decision, clock.now());
    if (outcome.kind === 'not_found') return refuse(c, 404, BILLING_REPLIES.paymentNotFound);
    if (outcome.kind === 'already') return refuse(c, 409, BILLING_REPLIES.alreadyDecided(outcome.state));
    c.get('log').info({ payment: id.data, action: decision.action }, 'operator decision');
    return c.json({ success: true, data: paymentView(outcome.payment) });
  };

  return new Hono<ServerEnv>()
    .use(...deps.operators)
    .get('/payments', async (c) => {
      const status = statusQuery.safeParse(c.req.query('status') || undefined);
      if (!status.success) return refuse(c, 400, OPERATOR_REPLIES.badStatus);
      return c.json({ success: true, data: (await payments.list(status.data ?? null)).map(paymentView) });
    })
    .post('/payments/:id/approve', decide({ action: 'approve' }))
    .post('/payments/:id/reject', async (c) => {
      const body = await readBody(c, rejection);
      if (body instanceof Response) return refuse(c, 400, OPERATOR_REPLIES.reasonRequired);
      return decide({ action: 'reject', reason: body.reason })(c);
    })
    .get('/audit', async (c) => {
      const limit = auditLimit.parse(c.req.query('limit'));
      return c.json({ success: true, data: (await payments.audit(limit)).map(decisionView) });
    })
    .get('/contact', async (c) => {
      const messages = await students.contactMessages(200);
      return c.json({
        success: true,
        data: messages.map((row) => ({ id: row.id, name: row.name, email: row.email, message: row.message, createdAt: row.created_at.toISOString() })),
      });
    });
}
