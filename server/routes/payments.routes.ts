import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { PaymentSubmission } from '../../core/payment/payment.model';
import { checkPaymentSubmission } from '../../core/payment/payment.validation';
import type { Clock } from '../../core/ports/clock.port';
import { PAYMENT_MESSAGES } from '../../core/shared/messages';
import { readBody, refuse } from '../http/replies';
import type { ServerEnv } from '../http/server-env';
import type { PaymentsStore } from '../stores/payments.store';
import { isSelf, NOT_YOUR_ACCOUNT } from './user.routes';

export const PAYMENT_REPLIES = {
  submitted: 'Payment submitted for approval',
  alreadyWaiting: 'This payment is already waiting for approval',
  confirmed: 'Payment confirmed',
  alreadyConfirmed: 'Payment already confirmed',
  bankingNameTooLong: 'Banking name must be at most 100 characters.',
  notesTooLong: 'Notes must be at most 500 characters.',
} as const;

export interface PaymentRouteDeps {
  readonly payments: PaymentsStore;
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

/** UPI payment submissions (product backend) and their confirmation once approved (AI host). */
export function paymentRoutes(deps: PaymentRouteDeps) {
  const { payments, clock, signedIn } = deps;

  return new Hono<ServerEnv>()
    .post('/payments/submit', signedIn, deps.submissionLimit, async (c) => {
      const body = await readBody(c, submissionBody);
      if (body instanceof Response) return body;
      const notes = body.notes?.trim() ?? '';
      const submission: PaymentSubmission = {
        transactionId: body.transaction_id?.trim() ?? '',
        bankingName: body.banking_name.trim(),
        last4: body.last4,
        amount: body.amount,
        paymentMethod: 'upi',
        planType: body.plan_type as PaymentSubmission['planType'],
        ...(notes === '' ? {} : { notes }),
      };
      // Core's check: banking name, 4 digits, a known plan, and the amount that plan costs.
      const problem = checkPaymentSubmission(submission);
      if (problem) return refuse(c, 400, problem);
      if (submission.bankingName.length > 100) return refuse(c, 400, PAYMENT_REPLIES.bankingNameTooLong);
      if (notes.length > 500) return refuse(c, 400, PAYMENT_REPLIES.notesTooLong);

      const { payment, repeated } = await payments.submit(
        c.get('identity'),
        { plan: submission.planType, bankingName: submission.bankingName, last4: submission.last4, notes: notes || null },
        new Date(clock.now()),
      );
      c.get('log').info({ payment: payment.id, plan: payment.plan, repeated }, 'payment submitted');
      return c.json({
        success: true,
        message: repeated ? PAYMENT_REPLIES.alreadyWaiting : PAYMENT_REPLIES.submitted,
        data: { id: payment.id, status: payment.status },
      });
    })
    .post('/confirm-payment', signedIn, async (c) => {
      const body = await readBody(c, confirmationBody);
      if (body instanceof Response) return body;
      const identity = c.get('identity');
      if (!isSelf(identity, body.userId)) return refuse(c, 403, NOT_YOUR_ACCOUNT);
      const outcome = await payments.confirm(identity.userId, new Date(clock.now()));
      if (outcome === 'nothing_approved') return c.json({ success: false, message: PAYMENT_MESSAGES.confirmFailed });
      c.get('log').info({ outcome }, 'payment confirmation');
      return c.json({ success: true, message: outcome === 'confirmed' ? PAYMENT_REPLIES.confirmed : PAYMENT_REPLIES.alreadyConfirmed });
    });
}
