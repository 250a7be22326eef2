import { LocalConceptExplainer } from '../../../adapters/local/local-concept-explainer.adapter';
import { useSupabaseServer } from '../supabase/msw-supabase';
import { startSupabaseProject } from '../supabase/supabase-project';
import { conceptExplainerContract } from './concept-explainer.contract';

const server = useSupabaseServer();

conceptExplainerContract('local (the offline tutor)', async () => ({ explainer: new LocalConceptExplainer(), cleanup: async () => undefined }));

conceptExplainerContract('supabase, the edge function with a model', async () => {
  const project = startSupabaseProject(server);
  // With a model configured the function answers signed-in students with a running plan only.
  const { userId } = await project.signIn();
  project.fake.grantPlan(userId);
  return { explainer: project.explainer, cleanup: project.cleanup };
});

conceptExplainerContract('supabase, the edge function without a model', async () => {
  const project = startSupabaseProject(server, { model: null });
  return { explainer: project.explainer, cleanup: project.cleanup };
});
