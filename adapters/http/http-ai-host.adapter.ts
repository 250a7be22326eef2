import { inject, injectable, optional, unmanaged } from 'inversify';
import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import type { BackendUserStatus } from '../../core/access/access.model';
import type { DoubtRequest, DoubtResponse } from '../../core/doubt/doubt.model';
import { DOUBT_TIMEOUT_MS } from '../../core/doubt/solve-doubt.use-case';
import { stripDataUrlPrefix } from '../../core/doubt/doubt.validation';
import type { ServerReply } from '../../core/payment/payment.model';
import type { TopicPracticeRequest, TopicPracticeResponse } from '../../core/practice/practice.model';
import type { AiHost } from '../../core/ports/ai-host.port';
import { Auth } from '../../core/auth/auth.port';
import { Logger } from '../../core/ports/logger.port';
import { PAYMENT_MESSAGES } from '../../core/shared/messages';
import { doubtReply } from './doubt-reply';
import { createHttpClient, toAppError, type HttpCall } from './http-client';
import { topicPracticeReply } from './topic-practice-reply';
import { readUserStatus } from './user-status-reply';

/** A model writing a passage and five questions takes a while; the same bound as the doubt solver's. */
const GENERATION_TIMEOUT_MS = DOUBT_TIMEOUT_MS;

export interface HttpAiHostOptions {
  readonly baseUrl: string;
  /** Per request for topic practice, study advice, confirmation and status; tests shorten it. */
  readonly timeoutMs?: number;
  /** The doubt solver's bound (spec §9: 45 s); tests shorten it. */
  readonly doubtTimeoutMs?: number;
}

const TOPIC_PRACTICE: HttpCall = { path: 'api/public/topic-practice', label: 'Topic practice' };
const SOLVE_DOUBT: HttpCall = { path: 'api/public/solve-doubt', label: 'Solve doubt' };
const STUDY_ADVICE: HttpCall = { path: 'api/study-advice', label: 'Study advice' };
const CONFIRM_PAYMENT: HttpCall = { path: 'api/confirm-payment', label: 'Confirm payment' };
const USER_STATUS: HttpCall = { path: 'api/user-status', label: 'User status' };

/** May be empty: the product then shows its own apology. */
const studyAdviceReply = z.pipe(
  z.object({ answer: z.nullish(z.string()) }),
  z.transform((reply) => reply.answer ?? ''),
);

const confirmationReply = z.object({ success: z.boolean(), message: z.nullish(z.string()) });

/** The product API host over HTTP (spec §7, "Product API host"): the AI tools and payment confirmation. */
@injectable()
export class HttpAiHost implements AiHost {
  private readonly client: KyInstance;
  private readonly doubtTimeoutMs: number;

  constructor(
    @inject(Auth) auth: Auth,
    @unmanaged() options: HttpAiHostOptions,
    @inject(Logger) @optional() private readonly logger?: Logger,
  ) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs ?? GENERATION_TIMEOUT_MS });
    this.doubtTimeoutMs = options.doubtTimeoutMs ?? DOUBT_TIMEOUT_MS;
  }

  async generateTopicPractice(request: TopicPracticeRequest): Promise<TopicPracticeResponse> {
    const json = {
      topic: request.topic,
      section: request.section,
      // The subtopic belongs to Legal only (spec §3).
      ...(request.section === 'Legal' && request.subtopic ? { subtopic: request.subtopic } : {}),
      questionCount: request.questionCount,
    };
    try {
      return await this.client.post(TOPIC_PRACTICE.path, { json }).json(topicPracticeReply);
    } catch (error) {
      throw toAppError(error, TOPIC_PRACTICE);
    }
  }

  async solveDoubt(request: DoubtRequest): Promise<DoubtResponse> {
    const json = {
      input_type: request.inputType,
      content: request.content,
      text: request.text,
      // The host wants the bare base64; stripping again is harmless if the caller already did.
      ...(request.imageBase64 ? { image_base64: stripDataUrlPrefix(request.imageBase64) } : {}),
    };
    try {
      return await this.client.post(SOLVE_DOUBT.path, { json, timeout: this.doubtTimeoutMs }).json(doubtReply);
    } catch (error) {
      throw toAppError(error, SOLVE_DOUBT);
    }
  }

  async getStudyAdvice(question: string): Promise<string> {
    try {
      return await this.client.post(STUDY_ADVICE.path, { json: { question, type: 'study_advice' } }).json(studyAdviceReply);
    } catch (error) {
      throw toAppError(error, STUDY_ADVICE);
    }
  }

  /** Never rejects: any failure is the catalogue's {success: false, message: 'Failed to confirm payment'}. */
  async confirmPayment({ userId, amountPaid }: { readonly userId: string; readonly amountPaid: number }): Promise<ServerReply> {
    try {
      const reply = await this.client.post(CONFIRM_PAYMENT.path, { json: { userId, amountPaid } }).json(confirmationReply);
      const message = reply.message?.trim() ?? '';
      return { success: reply.success, message: reply.success || message ? message : PAYMENT_MESSAGES.confirmFailed };
    } catch (error) {
      // The caller sees only the catalogue's words; the operator needs the cause.
      this.logger?.error('Payment confirmation failed', { error: toAppError(error, CONFIRM_PAYMENT).message });
      return { success: false, message: PAYMENT_MESSAGES.confirmFailed };
    }
  }

  getUserStatus(userId: string): Promise<BackendUserStatus> {
    return readUserStatus(this.client.get(USER_STATUS.path, { searchParams: { userId } }), USER_STATUS);
  }
}
