import type { KyInstance } from 'ky';
import { z } from 'zod/mini';
import type { Auth } from '../../core/auth/auth.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { createHttpClient, withRefusals, type HttpCall } from './http-client';

export interface OperatorClientOptions {
  /** The NyayaPath server. */
  readonly baseUrl: string;
  readonly timeoutMs?: number;
}

/** A time the server sends (ISO 8601), as epoch milliseconds. */
export const instant = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      context.issues.push({ code: 'custom', message: 'not a date', input: value });
      return z.NEVER;
    }
    return time;
  }),
);

/** The server's list reply, `{success: true, data: [...]}`, as its items. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ success: z.literal(true), data: z.array(item) }),
    z.transform((reply) => reply.data),
  );

/** What a desk says when the server gives no words of its own. */
export interface DeskWords {
  readonly notFound: string;
  readonly conflict?: string;
}

/**
 * The operator console's calls to the NyayaPath server (`/api/operator/...`) with the signed-in
 * operator's token. Nobody signed in: the server is not asked. A 401 is a lost session, a 403 an
 * account that is not an operator; for 404, 409 and 400 the server's own words come through.
 */
export class OperatorClient {
  private readonly client: KyInstance;

  constructor(
    private readonly auth: Auth,
    options: OperatorClientOptions,
    private readonly words: DeskWords,
  ) {
    this.client = createHttpClient({ baseUrl: options.baseUrl, auth, timeoutMs: options.timeoutMs });
  }

  async get<T>(call: HttpCall, schema: z.ZodMiniType<T>, searchParams?: Record<string, string | number>): Promise<T> {
    await this.requireSession();
    return withRefusals(call, () => this.client.get(call.path, searchParams ? { searchParams } : {}).json(schema), this.refusal);
  }

  async post<T>(call: HttpCall, schema: z.ZodMiniType<T>, json?: unknown): Promise<T> {
    await this.requireSession();
    return withRefusals(call, () => this.client.post(call.path, json === undefined ? {} : { json }).json(schema), this.refusal);
  }

  private async requireSession(): Promise<void> {
    if (!(await this.auth.currentSession())) throw new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  }

  private readonly refusal = (status: number, message: string | null): AppError | null => {
    if (status === 401) return new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
    if (status === 403) return new AppError('forbidden', message ?? 'Not authorised: operator access only');
    if (status === 404) return new AppError('not_found', message ?? this.words.notFound);
    if (status === 409 && this.words.conflict) return new AppError('conflict', message ?? this.words.conflict);
    if (status === 400 && message) return new AppError('validation', message);
    return null;
  };
}
