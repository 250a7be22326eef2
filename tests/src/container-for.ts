import { SupabaseClient } from '../../adapters/supabase/supabase-client';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { supabaseModule } from '../../src/supabase.module';

/** The app's container for `env` (VITE_... variables), with the Supabase module when configured. */
export function containerFor(env: Record<string, string>) {
  const config = loadConfig(env);
  const container = createContainer(config, undefined, config.supabase ? { supabase: supabaseModule(config.supabase) } : {});
  // supabase-js starts its refresh timer on creation; a test has no session to refresh.
  if (config.supabase) void container.get<SupabaseClient>(SupabaseClient).auth.stopAutoRefresh();
  return container;
}
