import { afterEach, describe, expect, it } from 'vitest';
import { SupabaseStudyPlans } from '../../../adapters/supabase/supabase-study-plans.adapter';
import { useSupabaseServer } from './msw-supabase';
import { startSupabaseProject, type SupabaseProject } from './supabase-project';

/** Against the fake Supabase project the hosted journeys use: a student reads her own plan, and nobody else's. */
describe('SupabaseStudyPlans on the fake project', () => {
  const server = useSupabaseServer();
  let project: SupabaseProject | undefined;
  afterEach(async () => {
    await project?.cleanup();
  });

  it("finds no plan for a new student and reads her own row, never another student's", async () => {
    project = startSupabaseProject(server);
    const { userId } = await project.signIn();
    const plans = new SupabaseStudyPlans(project.client, project.logger);
    expect(await plans.get(userId)).toBeNull();
    project.fake.studyPlans.push(
      { user_id: userId, exam_date: '2026-12-06', plan_day: '2026-11-25', done_task_ids: ['daily-quiz'], updated_at: '2026-11-25T05:00:00+00:00' },
      { user_id: 'someone-else', exam_date: '2027-12-05', plan_day: '2026-11-25', done_task_ids: [], updated_at: '2026-11-25T05:00:00+00:00' },
    );
    expect(await plans.get(userId)).toEqual({ examDate: '2026-12-06', day: '2026-11-25', done: ['daily-quiz'], updatedAt: Date.parse('2026-11-25T05:00:00Z') });
    expect(await plans.get('someone-else')).toBeNull();
  });
});
