import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LocalStudyPlans } from '../../adapters/local/local-study-plans.adapter';
import { SupabaseStudyPlans } from '../../adapters/supabase/supabase-study-plans.adapter';
import { StudyPlans } from '../../core/study-plan/study-plans.port';
import { GetStudyPlan } from '../../core/study-plan/get-study-plan.use-case';
import { StudyPlanViewModel } from '../../ui/study-plan/study-plan.view-model';
import { containerFor } from './container-for';

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
