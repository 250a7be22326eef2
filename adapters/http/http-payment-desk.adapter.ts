import { inject, injectable, unmanaged } from 'inversify';
import { isHTTPError, type KyInstance } from 'ky';
import { z } from 'zod';
import type { ReceivedContactMessage } from '../../core/contact/contact.model';
import type { OperatorDecision, PaymentRecord, PaymentState } from '../../core/payment/payment-record.model';
import { Auth } from '../../core/ports/auth.port';
import type { PaymentDesk } from '../../core/ports/payment-desk.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { createHttpClient, serverMessage, toAppError, type HttpCall } from './http-client';

export interface HttpPaymentDeskOptions {
  /** The NyayaPath server (the product backend's address). */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const PAYMENTS: HttpCall = { path: 'api/operator/payments', label: 'Operator payments' };
const AUDIT: HttpCall = { path: 'api/operator/audit', label: 'Operator audit' };
const CONTACT: HttpCall = { path: 'api/operator/contact', label: 'Operator contact' };

const instant = z.string().transform((value, context) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    context.issues.push({ code: 'custom', message: 'not a date', input: value });
    return z.NEVER;
  }
  return time;
});

const payment = z
  .object({
    id: z.string().min(1),
    userId: z.string().min(1),
    email: z.string().nullable(),
    plan: z.enum(['daily', 'monthly']),
    amount: z.number(),
    bankingName: z.string(),
    last4: z.string(),
    notes: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    submittedAt: instant,
    decidedAt: instant.nullable(),
    reviewerEmail: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .transform(
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
  );

const decision = z
  .object({
    id: z.string().min(1),
    paymentId: z.string().min(1),
    action: z.enum(['approve', 'reject']),
    studentEmail: z.string().nullable(),
    plan: z.enum(['daily', 'monthly']).nullable(),
    amount: z.number().nonnegative().nullable(),
    operatorEmail: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: instant,
  })
  .transform(({ createdAt, ...row }): OperatorDecision => ({ ...row, decidedAt: createdAt }));

const contactMessage = z
  .object({ id: z.string().min(1), name: z.string(), email: z.string(), message: z.string(), createdAt: instant })
  .transform(({ createdAt, ...row }): ReceivedContactMessage => ({ ...row, receivedAt: createdAt }));

const list = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) }).transform((reply) => reply.data);
/** A decision's reply: the payment as decided, read so that an unexpected answer is noticed. */
const decided = z.object({ success: z.literal(true), data: payment });

/**
 * The operator console's side of the NyayaPath server (`/api/operator`), with the signed-in
 * operator's token. A 401 means signed out or expired; a 403 means a signed-in account that is
 * not an operator; the server's own words come through for 404 and 409.
 */
@injectable()
export class HttpPaymentDesk implements PaymentDesk {
  private readonly client: KyInstance;

  constructor(
    @inject(Auth) private readonly auth: Auth,
    @unmanaged() options: HttpPaymentDeskOptions,
  ) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  listPayments(state?: PaymentState): Promise<readonly PaymentRecord[]> {
    return this.read(PAYMENTS, list(payment), state ? { status: state } : undefined);
  }

  async approve(paymentId: string): Promise<void> {
    await this.decide(paymentId, 'approve');
  }

  async reject(paymentId: string, reason: string): Promise<void> {
    await this.decide(paymentId, 'reject', { reason });
  }

  recentDecisions(): Promise<readonly OperatorDecision[]> {
    return this.read(AUDIT, list(decision), { limit: 50 });
  }

  contactMessages(): Promise<readonly ReceivedContactMessage[]> {
    return this.read(CONTACT, list(contactMessage));
  }

  private async read<T>(call: HttpCall, schema: z.ZodType<T>, searchParams?: Record<string, string | number>): Promise<T> {
    await this.requireSession();
    try {
      return await this.client.get(call.path, searchParams ? { searchParams } : {}).json(schema);
    } catch (error) {
      throw deskError(error, call);
    }
  }

  private async decide(paymentId: string, action: 'approve' | 'reject', json?: { reason: string }): Promise<void> {
    const call: HttpCall = { path: `api/operator/payments/${encodeURIComponent(paymentId)}/${action}`, label: 'Operator decision' };
    await this.requireSession();
    try {
      await this.client.post(call.path, json ? { json } : {}).json(decided);
    } catch (error) {
      throw deskError(error, call);
    }
  }

  /** Nobody signed in: the server would only answer 401, so it is not asked. */
  private async requireSession(): Promise<void> {
    if (!(await this.auth.currentSession())) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  }
}

/** The operator's errors: who they are (401, 403) and what the server said about the payment (4xx). */
function deskError(error: unknown, call: HttpCall): AppError {
  if (isHTTPError(error)) {
    const status = error.response.status;
    const message = serverMessage(error.data);
    if (status === 401) return new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    if (status === 403) return new AppError('forbidden', message ?? 'Not authorised: operator access only');
    if (status === 404) return new AppError('not_found', message ?? 'Payment not found');
    if (status === 409) return new AppError('conflict', message ?? 'This payment was already decided.');
    if (status === 400 && message) return new AppError('validation', message);
  }
  return toAppError(error, call);
}
