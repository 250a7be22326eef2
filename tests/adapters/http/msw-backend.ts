import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BackendUserStatus } from '../../../core/access/access.model';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import { Failures, record, type RecordedRequest } from './msw-failures';

const FREE: BackendUserStatus = { hasActivePlan: false, accountStatus: 'free', user: { planType: 'free' }, plan: null, subscriptionValidTill: null };

interface Payment {
  readonly userId: string;
  readonly planType: PlanKey;
  state: 'pending' | 'approved';
}

export interface MswBackendOptions {
  /** Ends with '/'. */
  readonly baseUrl: string;
  /** Where /api/user/status puts the status: under `data` (the default) or at the top level. */
  readonly statusShape?: 'data' | 'top-level';
}

/**
 * The product backend's JSON (spec §3 and §7) over MSW, with its state in memory: the users it
 * knows by bearer token, their statuses, pending payments, demo registrations and trials. An
 * operator approves payments with `approveLastPayment`; `failures` makes any path fail.
 */
export class MswBackend {
  readonly failures = new Failures();
  readonly requests: RecordedRequest[] = [];
  readonly demoRegistrations: { username: string; email: string }[] = [];
  readonly trials: string[] = [];
  private readonly users = new Map<string, { id: string; email: string }>();
  private readonly statuses = new Map<string, BackendUserStatus>();
  private readonly payments: Payment[] = [];

  constructor(private readonly options: MswBackendOptions) {}

  /** Makes the backend accept this user's token, as it would a real session's JWT. */
  addUser(user: { readonly id: string; readonly email: string }, token = `token-${user.id}`): string {
    this.users.set(token, { id: user.id, email: user.email });
    return token;
  }

  statusOf(userId: string): BackendUserStatus {
    return this.statuses.get(userId) ?? FREE;
  }

  approveLastPayment(): void {
    const payment = this.payments.findLast((candidate) => candidate.state === 'pending');
    if (!payment) throw new Error('No pending payment to approve');
    payment.state = 'approved';
    const validTill = new Date(Date.now() + PLANS[payment.planType].validForMs).toISOString();
    this.statuses.set(payment.userId, { hasActivePlan: true, accountStatus: 'upgraded', user: { planType: 'premium' }, plan: payment.planType, subscriptionValidTill: validTill });
  }

  get pendingPayments(): number {
    return this.payments.filter((payment) => payment.state === 'pending').length;
  }

  /** The request handlers, to pass to `server.use`. */
  get handlers(): HttpHandler[] {
    return [
      this.route('post', 'api/auth/demo', async ({ body, user }) => {
        const { username, email, password } = body as Record<string, unknown>;
        if (typeof username !== 'string' || typeof email !== 'string' || !email.includes('@')) {
          return HttpResponse.json({ success: false, message: 'username and email are required' }, { status: 400 });
        }
        // Like the NyayaPath server: kept only for a signed-in caller's own address, nothing kept without a session.
        if (!user) return HttpResponse.json({ success: true, message: 'Nothing is kept without a session.' });
        if (email.toLowerCase() !== user.email.toLowerCase()) return HttpResponse.json({ success: false, message: 'Not your account' }, { status: 403 });
        // Like the NyayaPath server: the spec's password field is optional and never checked.
        if (password !== undefined && typeof password !== 'string') return HttpResponse.json({ success: false, message: 'password must be text' }, { status: 400 });
        this.demoRegistrations.push({ username, email });
        return HttpResponse.json({ success: true, message: 'Demo user registered' });
      }),

      this.route('get', 'api/user/status', async ({ user }) => {
        if (!user) return unauthorized();
        const status = this.statusOf(user.id);
        return HttpResponse.json(this.options.statusShape === 'top-level' ? { success: true, ...status } : { success: true, data: status });
      }),

      this.route('post', 'api/user/start-free-trial/:id', async ({ user, params }) => {
        if (!user) return unauthorized();
        if (params.id !== user.id) return HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 });
        if (!this.trials.includes(user.id)) this.trials.push(user.id);
        return HttpResponse.json({ success: true, message: 'Free trial started' });
      }),

      this.route('post', 'api/payments/submit', async ({ user, body }) => {
        if (!user) return unauthorized('Please sign in to submit a payment');
        const problem = checkPayment(body);
        if (problem) return HttpResponse.json({ success: false, message: problem }, { status: 400 });
        const { plan_type } = body as { plan_type: PlanKey };
        this.payments.push({ userId: user.id, planType: plan_type, state: 'pending' });
        return HttpResponse.json({ success: true, message: 'Payment submitted. Waiting for admin approval.' });
      }),
    ];
  }

  private route(
    method: 'get' | 'post',
    path: string,
    answer: (request: { body: unknown; user: { id: string; email: string } | undefined; params: Record<string, unknown> }) => Promise<Response>,
  ): HttpHandler {
    return http[method](`${this.options.baseUrl}${path}`, async ({ request, params }) => {
      const recorded = await record(request, this.options.baseUrl);
      this.requests.push(recorded);
      const failure = await this.failures.respond(recorded.path);
      if (failure) return failure;
      const token = /^Bearer (.+)$/.exec(recorded.authorization ?? '')?.[1];
      return answer({ body: recorded.body, user: token ? this.users.get(token) : undefined, params });
    });
  }
}

function unauthorized(message = 'Invalid or missing token'): Response {
  return HttpResponse.json({ success: false, message }, { status: 401 });
}

/** The server's own check of a submission (its real rules are not shown; these mirror the product's). */
function checkPayment(body: unknown): string | null {
  const submission = (body ?? {}) as Record<string, unknown>;
  if (typeof submission.transaction_id !== 'string') return 'transaction_id is required';
  if (typeof submission.banking_name !== 'string' || submission.banking_name.trim() === '') return 'banking_name is required';
  if (typeof submission.last4 !== 'string' || !/^\d{4}$/.test(submission.last4)) return 'last4 must be 4 digits';
  if (submission.payment_method !== 'upi') return 'payment_method must be upi';
  if (submission.plan_type !== 'daily' && submission.plan_type !== 'monthly') return 'Unknown plan';
  const price = PLANS[submission.plan_type].price;
  if (submission.amount !== price) return `Amount must be ₹${price} for the ${submission.plan_type} plan`;
  return null;
}
