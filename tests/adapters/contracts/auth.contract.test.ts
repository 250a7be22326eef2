import { SystemClock } from '../../../adapters/browser/system-clock.adapter';
import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { useSupabaseServer } from '../supabase/msw-supabase';
import { startSupabaseProject } from '../supabase/supabase-project';
import { authContract } from './auth.contract';

const server = useSupabaseServer();

authContract(
  'local',
  async () => {
    // The wall clock, so that session expiry compares with Date.now() as Supabase's does.
    const auth = new LocalAuth(new MemoryStorage(), new SystemClock(), { pbkdf2Iterations: 1_000 }, new RecordingLogger());
    return { auth, confirmEmail: async () => undefined, cleanup: async () => auth.dispose() };
  },
  { confirmsByEmail: false },
);

authContract(
  'supabase',
  async () => {
    const project = startSupabaseProject(server);
    return { auth: project.auth, confirmEmail: async (email) => project.fake.confirmEmail(email), cleanup: project.cleanup };
  },
  { confirmsByEmail: true },
);

authContract(
  'supabase, an auth server with pre-2024 error bodies',
  async () => {
    const project = startSupabaseProject(server, { errorFormat: 'legacy' });
    return { auth: project.auth, confirmEmail: async (email) => project.fake.confirmEmail(email), cleanup: project.cleanup };
  },
  { confirmsByEmail: true },
);
