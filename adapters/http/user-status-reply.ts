import type { ResponsePromise } from 'ky';
import { z } from 'zod/mini';
import { FEATURES, type BackendUserStatus, type UsageCounters } from '../../core/access/access.model';
import { AppError } from '../../core/shared/app-error';
import { toAppError, type HttpCall } from './http-client';

/**
 * The status fields (spec §3). Extra fields are ignored; the ones the product reads must have
 * their types, and at least one of accountStatus and hasActivePlan must be there, so that an
 * unrelated body is not read as "free".
 */
const statusFields = z.pipe(
  z
    .object({
      accountStatus: z.nullish(z.string()),
      hasActivePlan: z.nullish(z.boolean()),
      user: z.nullish(z.object({ planType: z.nullish(z.string()) })),
      plan: z.nullish(z.string()),
      subscriptionValidTill: z.nullish(z.string()),
      // A backend that meters uses itself reports them; a malformed count is no report at all.
      usage: z.catch(
        z.nullish(z.object(Object.fromEntries(FEATURES.map((feature) => [feature, z._default(z.int().check(z.nonnegative()), 0)])))),
        null,
      ),
    })
    .check(z.refine((fields) => fields.accountStatus != null || fields.hasActivePlan != null, 'Neither accountStatus nor hasActivePlan')),
  z.transform(
    (fields): BackendUserStatus => ({
      // An absent status reads as '', which the product shows as free, like any unknown value.
      accountStatus: fields.accountStatus ?? '',
      hasActivePlan: fields.hasActivePlan ?? false,
      ...(fields.user ? { user: { planType: fields.user.planType ?? null } } : {}),
      plan: fields.plan ?? null,
      subscriptionValidTill: fields.subscriptionValidTill ?? null,
      ...(fields.usage ? { usage: fields.usage as UsageCounters } : {}),
    }),
  ),
);

/** The status is read under `data` or at the top level (spec §7); `success: false` is a refusal. */
const userStatusReply = z.union([
  z.pipe(
    z.object({ success: z.literal(false), message: z.nullish(z.string()), error: z.nullish(z.string()) }),
    z.transform((reply) => ({ refused: reply.message?.trim() || reply.error?.trim() || '' })),
  ),
  z.pipe(
    z.object({ data: statusFields }),
    z.transform((reply) => ({ status: reply.data })),
  ),
  z.pipe(
    statusFields,
    z.transform((status: BackendUserStatus) => ({ status })),
  ),
]);

/** Reads a user-status reply, from the backend or from the AI host, into the product's status. */
export async function readUserStatus(response: ResponsePromise, call: HttpCall): Promise<BackendUserStatus> {
  let reply: z.output<typeof userStatusReply>;
  try {
    reply = await response.json(userStatusReply);
  } catch (error) {
    throw toAppError(error, call);
  }
  if ('refused' in reply) throw new AppError('http', reply.refused || `The ${call.label.toLowerCase()} API refused the request.`);
  return reply.status;
}
