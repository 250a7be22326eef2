import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { useSupabaseServer } from '../supabase/msw-supabase';
import { startSupabaseProject } from '../supabase/supabase-project';
import { databaseContract } from './database.contract';

const server = useSupabaseServer();

databaseContract('local', async () => ({
  database: new LocalDatabase(new MemoryStorage(), new FakeClock(), new RecordingLogger()),
  // Local tables do not check who asks: a student is just an id.
  signIn: async () => ({ userId: crypto.randomUUID() }),
  cleanup: async () => undefined,
}));

databaseContract('supabase', async () => {
  const project = startSupabaseProject(server);
  return { database: project.database, signIn: () => project.signIn(), cleanup: project.cleanup };
});
