import { LocalAuth } from '../../../adapters/local/local-auth.adapter';
import { LocalConceptExplainer } from '../../../adapters/local/local-concept-explainer.adapter';
import { LocalDatabase } from '../../../adapters/local/local-database.adapter';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { useSupabaseServer } from '../supabase/msw-supabase';
import { startSupabaseProject } from '../supabase/supabase-project';
import { conceptExplainerContract } from './concept-explainer.contract';

const server = useSupabaseServer();

conceptExplainerContract('local (the offline tutor)', async () => {
  const storage = new MemoryStorage();
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const auth = new LocalAuth(storage, clock, { pbkdf2Iterations: 1_000 }, logger);
  return {
    explainer: new LocalConceptExplainer(storage, new LocalDatabase(storage, clock, logger), auth),
    cleanup: async () => auth.dispose(),
  };
});

conceptExplainerContract('supabase, the edge function with a model', async () => {
  const project = startSupabaseProject(server);
  // With a model configured the function answers signed-in students only.
  await project.signIn();
  return { explainer: project.explainer, cleanup: project.cleanup };
});

conceptExplainerContract('supabase, the edge function without a model', async () => {
  const project = startSupabaseProject(server, { model: null });
  return { explainer: project.explainer, cleanup: project.cleanup };
});
