import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * Every refusal has the shape the client already reads: `{success: false, message}`, where
 * `message` is what the student or operator is shown.
 */
export function refuse(c: Context, status: ContentfulStatusCode, message: string, headers?: Record<string, string>): Response {
  return c.json({ success: false, message }, status, headers);
}

export const BAD_JSON = 'Send a JSON body.';

/** The request's JSON body parsed by `schema`, or the 400 that says what is wrong with it. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | Response> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return refuse(c, 400, BAD_JSON);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return refuse(c, 400, field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'));
}
