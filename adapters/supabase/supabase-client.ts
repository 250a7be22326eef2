import { createClient, type SupabaseClient as SupabaseJsClient, type SupportedStorage } from '@supabase/supabase-js';
import type { NyayaPathSchema } from './supabase-schema';

/**
 * The one supabase-js client that SupabaseAuth, SupabaseDatabase and SupabaseConceptExplainer
 * share: the database and the function calls carry the signed-in student's token only because
 * they go through the same client as the sign-in. The token and the type share one name, like
 * the ports do.
 */
export const SupabaseClient = Symbol('SupabaseClient');
export type SupabaseClient = SupabaseJsClient<NyayaPathSchema>;

export interface SupabaseClientOptions {
  readonly url: string;
  readonly anonKey: string;
  /** Where the session is kept; the browser's localStorage when omitted (spec §7). */
  readonly storage?: SupportedStorage;
  /** supabase-js's own per-project key (`sb-<project>-auth-token`) when omitted. */
  readonly storageKey?: string;
  /** For tests; the global fetch when omitted. */
  readonly fetch?: typeof fetch;
}

export function createSupabaseClient(options: SupabaseClientOptions): SupabaseClient {
  return createClient<NyayaPathSchema>(options.url, options.anonKey, {
    auth: {
      persistSession: true,
      // supabase-js checks the session every 30 s and refreshes it 3 ticks (90 s) before it
      // expires: exactly spec §9's refresh tick and margin (core/auth/session.rules), so no
      // loop of ours runs beside it.
      autoRefreshToken: true,
      // The e-mail confirmation link lands on /dashboard with the session in the URL.
      detectSessionInUrl: true,
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}
