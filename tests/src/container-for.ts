import { SupabaseClient } from '../../adapters/supabase/supabase-client';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { httpAdapters } from '../../src/http-adapters';
import { supabaseModule } from '../../src/supabase.module';

/** The app's container for `env` (VITE_... variables), with the Supabase module and the HTTP adapters when configured. */
export function containerFor(env: Record<string, string>) {
  const config = loadConfig(env);
  const container = createContainer(config, undefined, {
    supabase: config.supabase ? supabaseModule(config.supabase) : undefined,
    http: config.backend || config.aiHost ? httpAdapters : undefined,
  });
  // supabase-js starts its refresh timer on creation; a test has no session to refresh.
  if (config.supabase) void container.get<SupabaseClient>(SupabaseClient).auth.stopAutoRefresh();
  return container;
}
