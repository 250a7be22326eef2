/**
 * A parsed JSON reply, read freely in tests (`reply.data.id`): the assertions check its shape,
 * so a type would only repeat them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;
