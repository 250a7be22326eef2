import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BackendUserStatus } from '../../../core/access/access.model';
import type { PlanKey } from '../../../core/payment/payment.model';
import { PLANS } from '../../../core/billing/plans';
import { OPTION_LETTERS, SECTIONS } from '../../../core/practice/practice.model';
import { Failures, record, type RecordedRequest } from './msw-failures';

const FREE: BackendUserStatus = { hasActivePlan: false, accountStatus: 'free', user: { planType: 'free' }, plan: null, subscriptionValidTill: null };

/**
 * The product API host's JSON (spec §3 and §7) over MSW: topic practice, doubt solving, study
 * advice, payment confirmation and user status, with the plans it knows in memory. `grantPlan`
 * stands for the operator's approval; `failures` makes any path fail.
 */
export class MswAiHost {
  readonly failures = new Failures();
  readonly requests: RecordedRequest[] = [];
  private readonly statuses = new Map<string, BackendUserStatus>();

  /** Ends with '/'. */
  constructor(private readonly baseUrl: string) {}

  grantPlan(userId: string, plan: PlanKey): void {
    const validTill = new Date(Date.now() + PLANS[plan].validForMs).toISOString();
    this.statuses.set(userId, { hasActivePlan: true, accountStatus: 'upgraded', user: { planType: 'premium' }, plan, subscriptionValidTill: validTill });
  }

  /** The request handlers, to pass to `server.use`. */
  get handlers(): HttpHandler[] {
    return [
      this.route('post', 'api/public/topic-practice', async (body) => {
        const { topic, section, subtopic, questionCount } = (body ?? {}) as Record<string, unknown>;
        if (typeof topic !== 'string' || topic.trim() === '') return badRequest('topic is required');
        if (!SECTIONS.some((known) => known === section)) return badRequest('unknown section');
        if (section === 'Legal' && (typeof subtopic !== 'string' || subtopic.trim() === '')) return badRequest('subtopic is required for Legal');
        if (typeof questionCount !== 'number' || !Number.isInteger(questionCount) || questionCount < 1 || questionCount > 10) {
          return badRequest('questionCount must be 1 to 10');
        }
        return HttpResponse.json(practiceSet(topic, questionCount));
      }),

      this.route('post', 'api/public/solve-doubt', async (body) => {
        const { input_type, content, text, image_base64 } = (body ?? {}) as Record<string, unknown>;
        if (input_type !== 'image' && input_type !== 'text') return badRequest('input_type must be image or text');
        if (typeof content !== 'string' || typeof text !== 'string') return badRequest('content and text are required');
        if (image_base64 !== undefined && (typeof image_base64 !== 'string' || image_base64.startsWith('data:'))) {
          return badRequest('image_base64 must be bare base64');
        }
        return HttpResponse.json({
          success: true,
          questions: [
            {
              id: 'q1',
              question_text: text,
              final_answer_text: '(B) 25%',
              steps: [
                { title: 'Find the profit', bullets: ['Profit = 500 - 400 = 100'] },
                { title: 'Divide by the cost price', bullets: ['100 / 400 = 0.25', 'So the profit is 25%'] },
              ],
              worked_solution: 'Profit % = 100 / 400 x 100 = 25%.',
              option_explanations: { A: '20% divides by the selling price.', B: 'Correct.', C: 'Too high.', D: 'Too high.' },
            },
          ],
        });
      }),

      this.route('post', 'api/study-advice', async (body) => {
        const { question, type } = (body ?? {}) as Record<string, unknown>;
        if (type !== 'study_advice') return badRequest('type must be study_advice');
        if (typeof question !== 'string' || question.trim() === '') return badRequest('question is required');
        return HttpResponse.json({ answer: `For "${question}": read one Legal passage a day and review every mistake.` });
      }),

      this.route('post', 'api/confirm-payment', async (body) => {
        const { userId, amountPaid } = (body ?? {}) as Record<string, unknown>;
        if (typeof userId !== 'string' || typeof amountPaid !== 'number') return badRequest('userId and amountPaid are required');
        return HttpResponse.json(
          this.statuses.get(userId)?.hasActivePlan
            ? { success: true, message: 'Payment confirmed' }
            : { success: false, message: 'No approved payment found for this user' },
        );
      }),

      this.route('get', 'api/user-status', async (_body, search) => {
        const userId = search.get('userId');
        if (!userId) return badRequest('userId is required');
        return HttpResponse.json({ success: true, ...(this.statuses.get(userId) ?? FREE) });
      }),
    ];
  }

  private route(method: 'get' | 'post', path: string, answer: (body: unknown, search: URLSearchParams) => Promise<Response>): HttpHandler {
    return http[method](`${this.baseUrl}${path}`, async ({ request }) => {
      const recorded = await record(request, this.baseUrl);
      this.requests.push(recorded);
      return (await this.failures.respond(recorded.path)) ?? answer(recorded.body, recorded.search);
    });
  }
}

function badRequest(error: string): Response {
  return HttpResponse.json({ success: false, error }, { status: 400 });
}

/** A set in the host's format: answers as letters, and the answer key repeating them. */
function practiceSet(topic: string, count: number) {
  const questions = Array.from({ length: count }, (_, index) => {
    const rate = 10 * (index + 1);
    const correct = 2 * rate;
    const options = [correct, correct + 5, correct + 10, correct + 15].map((value) => `${value}`);
    // Rotate the right option through A to D.
    const shift = index % OPTION_LETTERS.length;
    const rotated = [...options.slice(options.length - shift), ...options.slice(0, options.length - shift)];
    return {
      question: `What is ${rate}% of 200?`,
      options: rotated,
      answer: OPTION_LETTERS[shift]!,
      explanation: `${rate}% of 200 = ${rate} x 2 = ${correct}.`,
    };
  });
  return {
    passage: `${topic}: a percentage is a number out of a hundred.`,
    questions,
    answer_key: Object.fromEntries(questions.map((question, index) => [`Q${index + 1}`, question.answer])),
  };
}
