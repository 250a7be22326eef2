import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LocalStudyPlans } from '../../adapters/local/local-study-plans.adapter';
import { SupabaseClient } from '../../adapters/supabase/supabase-client';
import { SupabaseStudyPlans } from '../../adapters/supabase/supabase-study-plans.adapter';
import { StudyPlans } from '../../core/ports/study-plans.port';
import { GetStudyPlan } from '../../core/study-plan/get-study-plan.use-case';
import { loadConfig } from '../../src/config';
import { createContainer } from '../../src/container';
import { supabaseModule } from '../../src/supabase.module';
import { StudyPlanViewModel } from '../../ui/study-plan/study-plan.view-model';

function containerFor(env: Record<string, string>) {
  const config = loadConfig(env);
  const container = createContainer(config, undefined, config.supabase ? { supabase: supabaseModule(config.supabase) } : {});
  if (config.supabase) void container.get<SupabaseClient>(SupabaseClient).auth.stopAutoRefresh();
  return container;
}

describe('the daily study plan in the composition root', () => {
  it('keeps the plan on the device in local mode, with a view model per card', () => {
    const container = containerFor({});
    expect(container.get(StudyPlans)).toBeInstanceOf(LocalStudyPlans);
    expect(container.get(GetStudyPlan)).toBeInstanceOf(GetStudyPlan);
    expect(container.get(StudyPlanViewModel)).not.toBe(container.get(StudyPlanViewModel));
  });

  it('keeps it in study_plans under row-level security when Supabase is configured', () => {
    const container = containerFor({ VITE_SUPABASE_URL: 'https://nyayapath-test.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key-that-is-long-enough' });
    expect(container.get(StudyPlans)).toBeInstanceOf(SupabaseStudyPlans);
    expect(container.get(StudyPlanViewModel)).toBeInstanceOf(StudyPlanViewModel);
  });
});
