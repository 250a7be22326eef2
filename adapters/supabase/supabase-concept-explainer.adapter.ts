import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { inject, injectable, optional } from 'inversify';
import { z } from 'zod/mini';
import { classifyUnauthorized } from '../../core/auth/unauthorized.rules';
import type { ConceptExplainer } from '../../core/chat/concept-explainer.port';
import { Logger } from '../../core/ports/logger.port';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { SupabaseClient } from './supabase-client';

const FUNCTION_NAME = 'concept-explainer';
/** A model answer takes seconds; a minute means the function is stuck. */
const TIMEOUT_MS = 60_000;

export const EXPLAINER_MESSAGES = {
  malformed: 'The concept explainer sent a reply this app cannot read.',
  timeout: 'The concept explainer took too long to answer. Please try again.',
  failed: (status: number, detail: string) => `Concept explainer error: ${status} ${detail}`.trim(),
} as const;

const replySchema = z.object({ answer: z.string() });
const errorBodySchema = z.object({ error: z.string() });

/** The concept explainer as the `concept-explainer` edge function (spec §7): {question} in, its `answer` out. */
@injectable()
export class SupabaseConceptExplainer implements ConceptExplainer {
  constructor(
    @inject(SupabaseClient) private readonly client: SupabaseClient,
    @inject(Logger) @optional() private readonly logger: Logger = new ConsoleLogger(),
  ) {}

  async explain(question: string): Promise<string> {
    const { data, error } = await this.client.functions.invoke(FUNCTION_NAME, { body: { question }, timeout: TIMEOUT_MS });
    if (error) {
      const appError = await toAppError(error);
      this.logger.error('Concept explainer failed', { code: appError.code, message: appError.message });
      throw appError;
    }
    const reply = replySchema.safeParse(data);
    if (!reply.success) throw new AppError('malformed_response', EXPLAINER_MESSAGES.malformed);
    return reply.data.answer;
  }
}

async function toAppError(error: unknown): Promise<AppError> {
  if (error instanceof FunctionsFetchError) {
    const cause: unknown = error.context;
    if (cause instanceof Error && cause.name === 'AbortError') return new AppError('timeout', EXPLAINER_MESSAGES.timeout);
    return new AppError('network', AUTH_MESSAGES.networkFailure);
  }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    // The 401 rule: a token that is not a signed-in student's ends the session; a student with
    // no running plan ("Payment required ...") stays signed in and is asked to pay.
    if (response.status === 401) return classifyUnauthorized(FUNCTION_NAME, await errorDetail(response));
    return new AppError('http', EXPLAINER_MESSAGES.failed(response.status, await errorDetail(response)));
  }
  if (error instanceof FunctionsRelayError) return new AppError('unavailable', EXPLAINER_MESSAGES.failed(502, 'relay error'));
  // A 2xx whose JSON did not parse.
  if (error instanceof SyntaxError) return new AppError('malformed_response', EXPLAINER_MESSAGES.malformed);
  return AppError.from(error);
}

async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success) return body.data.error;
  } catch {
    // Not JSON: the text itself, shortened.
  }
  return text.slice(0, 200);
}
