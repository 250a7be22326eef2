import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { Auth } from '../../core/auth/auth.port';
import type { MockAllowance } from '../../core/mock/mock-allowance.port';
import { createHttpClient, toAppError, type HttpCall } from './http-client';

const FULL_MOCK: HttpCall = { path: 'api/public/full-mock', label: 'Full mock' };
const claimReply = z.object({ success: z.literal(true) });

/**
 * The NyayaPath server counts each full mock against the student's plan in one atomic statement,
 * as it does every AI tool; a refusal is its 401 with the allowance's message (the 401 rule turns
 * it into the payment dialog).
 */
export class HttpMockAllowance implements MockAllowance {
  private readonly client: KyInstance;

  constructor(auth: Auth, options: { readonly baseUrl: string; readonly timeoutMs?: number }) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async claimStart(): Promise<void> {
    try {
      await this.client.post(FULL_MOCK.path, { json: {} }).json(claimReply);
    } catch (error) {
      throw toAppError(error, FULL_MOCK);
    }
  }
}
