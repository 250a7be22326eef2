import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ConfirmPayment } from '../../core/billing/confirm-payment.use-case';
import type { SubmitPayment } from '../../core/billing/submit-payment.use-case';
import type { PaymentSubmission } from '../../core/payment/payment.model';
import type { Clock } from '../../core/ports/clock.port';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { StoredPayment } from '../stores/payments.store';
import { isSelf, NOT_YOUR_ACCOUNT } from './user.routes';

export interface PaymentRouteDeps {
  readonly submitPayment: SubmitPayment<StoredPayment>;
  readonly confirmPayment: ConfirmPayment<StoredPayment>;
  readonly clock: Clock;
  readonly signedIn: MiddlewareHandler<ServerEnv>;
  /** Per-user and per-address limits on submissions. */
  readonly submissionLimit: MiddlewareHandler<ServerEnv>;
}

/** The payment submission of spec §3, as the client sends it. */
const submissionBody = z.object({
  transaction_id: z.string().max(100).optional(),
  banking_name: z.string().max(1_000),
  last4: z.string().max(100),
  amount: z.number().finite(),
  payment_method: z.literal('upi'),
  plan_type: z.string().max(20),
  notes: z.string().max(5_000).nullish(),
});

const confirmationBody = z.object({
  userId: z.string().max(100).optional(),
  // Read and ignored: the server knows what was paid from its own records.
  amountPaid: z.unknown().optional(),
});

/** UPI payment submissions (product backend) and their confirmation once approved (AI host): HTTP to core's billing workflow and back. */
export function paymentRoutes(deps: PaymentRouteDeps) {
  const { clock, signedIn } = deps;

  return new Hono<ServerEnv>()
    .post('/payments/submit', signedIn, deps.submissionLimit, async (c) => {
      const body = await readBody(c, submissionBody);
      if (body instanceof Response) return body;
      const submission: PaymentSubmission = {
        transactionId: body.transaction_id ?? '',
        bankingName: body.banking_name,
        last4: body.last4,
        amount: body.amount,
        paymentMethod: 'upi',
        planType: body.plan_type as PaymentSubmission['planType'],
        ...(body.notes ? { notes: body.notes } : {}),
      };
      const outcome = await deps.submitPayment.execute(c.get('identity'), submission, clock.now());
      if (outcome.kind === 'refused') return refuse(c, 400, outcome.message);
      const { payment, repeated } = outcome;
      c.get('log').info({ payment: payment.id, plan: payment.plan, repeated }, 'payment submitted');
      return c.json({ success: true, message: outcome.message, data: { id: payment.id, status: payment.status } });
    })
    .post('/confirm-payment', signedIn, async (c) => {
      const body = await readBody(c, confirmationBody);
      if (body instanceof Response) return body;
      const identity = c.get('identity');
      if (!isSelf(identity, body.userId)) return refuse(c, 403, NOT_YOUR_ACCOUNT);
      const reply = await deps.confirmPayment.execute(identity.userId, clock.now());
      if (reply.success) c.get('log').info({ reply: reply.message }, 'payment confirmation');
      return c.json(reply);
    });
}
