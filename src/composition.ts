import { StoredFirstView } from '../adapters/browser/stored-first-view.adapter';
import { StoredSessionHint } from '../adapters/browser/stored-session-hint.adapter';
import { LocalAuth } from '../adapters/local/local-auth.adapter';
import { Auth } from '../core/auth/auth.port';
import type { Notifier } from '../ui/common/notifier';
import type { ServiceResolver } from '../ui/common/services';
import type { AppConfig } from './config';
import { createContainer } from './container';
import { recordSessionHint } from './record-session-hint';

/** Builds the container for the browser and starts what runs for the whole visit. */
export async function compose(config: AppConfig, notifier: Notifier): Promise<ServiceResolver> {
  // The hosted adapters are chunks of their own, loaded only when their services are configured.
  const { supabase: supabaseConfig } = config;
  const [supabase, http] = await Promise.all([
    supabaseConfig ? import('./supabase.module').then(({ supabaseModule }) => supabaseModule(supabaseConfig)) : undefined,
    config.backend || config.aiHost ? import('./http-adapters').then(({ httpAdapters }) => httpAdapters) : undefined,
  ]);
  const container = createContainer(config, notifier, { supabase, http });
  const auth = container.get<Auth>(Auth);
  // Supabase refreshes its own session; local mode's session is refreshed by this loop.
  if (auth instanceof LocalAuth) auth.startAutoRefresh();
  recordSessionHint(auth, new StoredSessionHint(), new StoredFirstView());
  return container;
}
