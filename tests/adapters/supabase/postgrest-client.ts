import { createSupabaseClient } from '../../../adapters/supabase/supabase-client';
import { MemoryWebStorage } from './msw-supabase';

/** A PostgREST reply with a JSON body. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A Supabase client of the test project whose every request goes to `fetch` (a test's fake PostgREST). */
export function clientOver(fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>): ReturnType<typeof createSupabaseClient> {
  const client = createSupabaseClient({
    url: 'https://test-project.supabase.co',
    anonKey: 'anon-key-of-the-test-project-0123456789',
    storage: new MemoryWebStorage(),
    fetch: fetch as typeof globalThis.fetch,
  });
  void client.auth.stopAutoRefresh();
  return client;
}
