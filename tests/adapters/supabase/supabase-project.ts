import type { SetupServer } from 'msw/node';
import { SupabaseAuth } from '../../../adapters/supabase/supabase-auth.adapter';
import { createSupabaseClient, type SupabaseClient } from '../../../adapters/supabase/supabase-client';
import { SupabaseConceptExplainer } from '../../../adapters/supabase/supabase-concept-explainer.adapter';
import { SupabaseDatabase } from '../../../adapters/supabase/supabase-database.adapter';
import { RecordingLogger } from '../../fakes/recording-logger';
import { FakeSupabase, MemoryWebStorage, type FakeSupabaseOptions } from './msw-supabase';

export const DASHBOARD_REDIRECT = 'https://nyayapath.example/dashboard';

/**
 * Hosted mode as the composition root will build it: one client (session in a stand-in for
 * localStorage) shared by the three adapters, talking to a fake project served by MSW.
 */
export interface SupabaseProject {
  readonly fake: FakeSupabase;
  readonly client: SupabaseClient;
  readonly storage: MemoryWebStorage;
  readonly logger: RecordingLogger;
  readonly auth: SupabaseAuth;
  readonly database: SupabaseDatabase;
  readonly explainer: SupabaseConceptExplainer;
  /** A confirmed student, created on the fake server and signed in through SupabaseAuth. */
  signIn(email?: string): Promise<{ readonly userId: string; readonly email: string }>;
  cleanup(): Promise<void>;
}

let students = 0;

export function startSupabaseProject(server: SetupServer, options: FakeSupabaseOptions = {}): SupabaseProject {
  const fake = new FakeSupabase(options);
  server.use(...fake.handlers);
  const storage = new MemoryWebStorage();
  const client = createSupabaseClient({ url: fake.url, anonKey: fake.anonKey, storage });
  const logger = new RecordingLogger();
  const auth = new SupabaseAuth(client, { emailRedirectTo: DASHBOARD_REDIRECT }, logger);
  return {
    fake,
    client,
    storage,
    logger,
    auth,
    database: new SupabaseDatabase(client, logger),
    explainer: new SupabaseConceptExplainer(client, logger),
    async signIn(email = `student${(students += 1)}@example.in`) {
      const password = 'secret-123';
      fake.createUser({ email, password, confirmed: true });
      const session = await auth.signIn({ email, password });
      return { userId: session.user.id, email };
    },
    async cleanup() {
      // Stops supabase-js's refresh ticker and listeners, which would outlive the test.
      await client.auth.dispose();
    },
  };
}
