import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import type { Auth } from '../../core/auth/auth.port';
import type { MockAttempts, MockStarts } from '../../core/mock/mock-attempts.port';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import type { MockAttempt, MockProgress } from '../../core/mock/mock.model';
import { AppError } from '../../core/shared/app-error';
import { mockAttemptSchema } from '../local/local-mock-attempts.adapter';
import { createHttpClient, withRefusals, type HttpCall } from './http-client';

export interface HttpMockAttemptsOptions {
  /** The NyayaPath server. */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

const MOCKS: HttpCall = { path: 'api/full-mocks', label: 'Full mock' };

const attemptReply = z.object({ success: z.literal(true), data: mockAttemptSchema });
const foundReply = z.object({ success: z.literal(true), data: z.nullable(mockAttemptSchema) });
const listReply = z.object({ success: z.literal(true), data: z.array(mockAttemptSchema) });
const savedReply = z.object({ success: z.literal(true) });

/**
 * The student's full mocks, kept by the NyayaPath server: it puts each new paper together, counts
 * its start against her plan (a refusal is its 401 with the allowance's message, which the 401 rule
 * turns into the payment dialog), saves her progress and marks the paper with its own keys and
 * clock. The student is the signed-in one; the server reads her from the token, never from here.
 */
export class HttpMockAttempts implements MockAttempts, MockStarts {
  private readonly client: KyInstance;

  constructor(auth: Auth, options: HttpMockAttemptsOptions) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async start(): Promise<MockAttempt> {
    return (await this.call(MOCKS, () => this.client.post(MOCKS.path, { json: {} }).json(attemptReply))).data;
  }

  async list(): Promise<readonly MockAttempt[]> {
    return (await this.call(MOCKS, () => this.client.get(MOCKS.path).json(listReply))).data;
  }

  async find(_userId: string, attemptId: string): Promise<MockAttempt | null> {
    const path = this.pathOf(attemptId);
    return (await this.call({ ...MOCKS, path }, () => this.client.get(path).json(foundReply))).data;
  }

  async saveProgress(_userId: string, attemptId: string, progress: MockProgress): Promise<void> {
    const path = `${this.pathOf(attemptId)}/progress`;
    await this.call({ ...MOCKS, path }, () => this.client.put(path, { json: { progress } }).json(savedReply));
  }

  /** Sends the answers only: the server marks them itself and answers with the attempt as kept. */
  async submit(_userId: string, attemptId: string, submission: { readonly progress: MockProgress }): Promise<MockAttempt> {
    const path = `${this.pathOf(attemptId)}/submit`;
    return (await this.call({ ...MOCKS, path }, () => this.client.post(path, { json: { progress: submission.progress } }).json(attemptReply))).data;
  }

  private pathOf(attemptId: string): string {
    return `${MOCKS.path}/${encodeURIComponent(attemptId)}`;
  }

  private call<T>(call: HttpCall, request: () => Promise<T>): Promise<T> {
    return withRefusals(call, request, mockRefusal);
  }
}

/** The server's refusals of a mock, in the app's words. */
function mockRefusal(status: number, message: string | null): AppError | null {
  if (status === 409) return new AppError('conflict', message ?? MOCK_MESSAGES.alreadySubmitted);
  if (status === 404) return new AppError('not_found', MOCK_MESSAGES.notFound);
  // Too few passages to put a paper together: the server's words are the app's.
  if (status === 503 && message === MOCK_MESSAGES.notEnoughQuestions) return new AppError('unavailable', MOCK_MESSAGES.notEnoughQuestions);
  return null;
}
