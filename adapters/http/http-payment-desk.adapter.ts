import { inject, injectable, unmanaged } from 'inversify';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { OperatorDecision, PaymentRecord, PaymentState } from '../../core/payment/payment-record.model';
import { Auth } from '../../core/auth/auth.port';
import type { PaymentDesk } from '../../core/payment/payment-desk.port';
import type { HttpCall } from './http-client';
import { instant, listOf, OperatorClient, type OperatorClientOptions } from './operator-client';

const PAYMENTS: HttpCall = { path: 'api/operator/payments', label: 'Operator payments' };
const AUDIT: HttpCall = { path: 'api/operator/audit', label: 'Operator audit' };

const payment = z.pipe(
  z.object({
    id: nonEmptyText,
    userId: nonEmptyText,
    email: z.nullable(z.string()),
    plan: z.enum(['daily', 'monthly']),
    amount: z.number(),
    bankingName: z.string(),
    last4: z.string(),
    notes: z.nullable(z.string()),
    status: z.enum(['pending', 'approved', 'rejected']),
    submittedAt: instant,
    decidedAt: z.nullable(instant),
    reviewerEmail: z.nullable(z.string()),
    reason: z.nullable(z.string()),
  }),
  z.transform(
    (row): PaymentRecord => ({
      id: row.id,
      userId: row.userId,
      email: row.email ?? '',
      submission: {
        transactionId: '',
        bankingName: row.bankingName,
        last4: row.last4,
        amount: row.amount,
        paymentMethod: 'upi',
        planType: row.plan,
        ...(row.notes ? { notes: row.notes } : {}),
      },
      state: row.status,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt,
      reason: row.reason,
      reviewerEmail: row.reviewerEmail,
    }),
  ),
);

const decision = z.pipe(
  z.object({
    id: nonEmptyText,
    paymentId: nonEmptyText,
    action: z.enum(['approve', 'reject']),
    studentEmail: z.nullable(z.string()),
    plan: z.nullable(z.enum(['daily', 'monthly'])),
    amount: z.nullable(z.number().check(z.nonnegative())),
    operatorEmail: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    createdAt: instant,
  }),
  z.transform(({ createdAt, ...row }): OperatorDecision => ({ ...row, decidedAt: createdAt })),
);

/** A decision's reply: the payment as decided, read so that an unexpected answer is noticed. */
const decided = z.object({ success: z.literal(true), data: payment });

/**
 * The operator console's side of the NyayaPath server (`/api/operator`), with the signed-in
 * operator's token. A 401 means signed out or expired; a 403 means a signed-in account that is
 * not an operator; the server's own words come through for 404 and 409.
 */
@injectable()
export class HttpPaymentDesk implements PaymentDesk {
  private readonly operator: OperatorClient;

  constructor(@inject(Auth) auth: Auth, @unmanaged() options: OperatorClientOptions) {
    this.operator = new OperatorClient(auth, options, { notFound: 'Payment not found', conflict: 'This payment was already decided.' });
  }

  listPayments(state?: PaymentState): Promise<readonly PaymentRecord[]> {
    return this.operator.get(PAYMENTS, listOf(payment), state ? { status: state } : undefined);
  }

  async approve(paymentId: string): Promise<void> {
    await this.decide(paymentId, 'approve');
  }

  async reject(paymentId: string, reason: string): Promise<void> {
    await this.decide(paymentId, 'reject', { reason });
  }

  recentDecisions(): Promise<readonly OperatorDecision[]> {
    return this.operator.get(AUDIT, listOf(decision), { limit: 50 });
  }

  private async decide(paymentId: string, action: 'approve' | 'reject', json?: { reason: string }): Promise<void> {
    await this.operator.post({ path: `api/operator/payments/${encodeURIComponent(paymentId)}/${action}`, label: 'Operator decision' }, decided, json);
  }
}
