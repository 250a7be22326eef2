import { inject, injectable, unmanaged } from 'inversify';
import { isHTTPError, type KyInstance } from 'ky';
import { z } from 'zod/mini';
import type { BackendUserStatus } from '../../core/access/access.model';
import type { PaymentSubmission, ServerReply } from '../../core/payment/payment.model';
import { Auth } from '../../core/auth/auth.port';
import type { Backend } from '../../core/ports/backend.port';
import { AppError } from '../../core/shared/app-error';
import { createHttpClient, toAppError, type HttpCall } from './http-client';
import { readUserStatus } from './user-status-reply';

export interface HttpBackendOptions {
  readonly baseUrl: string;
  /** Per request; tests shorten it. */
  readonly timeoutMs?: number;
}

/**
 * The spec's fixed demo password (§3, §7). Deliberately public: the backend grants nothing for
 * a demo registration and ignores this field, so it is no secret and protects nothing.
 */
export const PUBLIC_DEMO_PASSWORD = 'nyayapath-demo';

const DEMO: HttpCall = { path: 'api/auth/demo', label: 'Backend auth' };
const STATUS: HttpCall = { path: 'api/user/status', label: 'User status' };
const PAYMENT: HttpCall = { path: 'api/payments/submit', label: 'Payment' };

const serverReply = z.pipe(
  z.object({ success: z.boolean(), message: z.nullish(z.string()) }),
  z.transform((reply): ServerReply => ({ success: reply.success, message: reply.message?.trim() ?? '' })),
);

const acknowledgement = z.object({ success: z.optional(z.boolean()), message: z.nullish(z.string()) });

/** The product backend over HTTP (spec §7, "Product backend"): bearer token, JSON bodies. */
@injectable()
export class HttpBackend implements Backend {
  private readonly client: KyInstance;

  constructor(@inject(Auth) auth: Auth, @unmanaged() options: HttpBackendOptions) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async registerDemo({ username, email }: { readonly username: string; readonly email: string }): Promise<void> {
    try {
      await this.client.post(DEMO.path, { json: { username, email, password: PUBLIC_DEMO_PASSWORD } });
    } catch (error) {
      // Straight after sign-up nobody is signed in, so the 401 rule does not apply: any refusal
      // is the catalogue's text, which sign-up logs without failing.
      if (isHTTPError(error)) throw new AppError('http', `Backend auth failed: ${error.response.status}`);
      throw toAppError(error, DEMO);
    }
  }

  getUserStatus(): Promise<BackendUserStatus> {
    return readUserStatus(this.client.get(STATUS.path), STATUS);
  }

  async startFreeTrial(userId: string): Promise<void> {
    const call: HttpCall = { path: `api/user/start-free-trial/${encodeURIComponent(userId)}`, label: 'Free trial' };
    let text: string;
    try {
      text = await this.client.post(call.path).text();
    } catch (error) {
      throw toAppError(error, call);
    }
    // The spec gives this call no reply; only an explicit refusal in a JSON body counts.
    const reply = acknowledgement.safeParse(parseJsonOrNull(text));
    if (reply.success && reply.data.success === false) {
      throw new AppError('http', reply.data.message?.trim() || 'The free trial API refused the request.');
    }
  }

  async submitPayment(submission: PaymentSubmission): Promise<ServerReply> {
    const notes = submission.notes?.trim() ?? '';
    const body = {
      transaction_id: submission.transactionId.trim(),
      banking_name: submission.bankingName,
      last4: submission.last4,
      amount: submission.amount,
      payment_method: 'upi',
      plan_type: submission.planType,
      ...(notes === '' ? {} : { notes }),
    };
    try {
      return await this.client.post(PAYMENT.path, { json: body }).json(serverReply);
    } catch (error) {
      // The server refusing the details (wrong amount, bad digits) is a reply the student reads,
      // not a failure of the call.
      const refusal = isHTTPError(error) && error.response.status !== 401 && error.response.status < 500 ? serverReply.safeParse(error.data) : null;
      if (refusal?.success && !refusal.data.success) return refusal.data;
      throw toAppError(error, PAYMENT);
    }
  }
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
