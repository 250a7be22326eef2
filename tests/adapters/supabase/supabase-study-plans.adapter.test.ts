import { describe, expect, it } from 'vitest';
import { SupabaseStudyPlans } from '../../../adapters/supabase/supabase-study-plans.adapter';
import { STUDY_PLAN_MESSAGES } from '../../../core/study-plan/study-plan.messages';
import { RecordingLogger } from '../../fakes/recording-logger';
import { studyPlansContract } from '../contracts/study-plans.contract';
import { clientOver, json } from './postgrest-client';

type Row = Record<string, unknown>;

/**
 * PostgREST's wire format for study_plans, as much as the adapter uses: a read filtered with eq
 * (one object or none), and an upsert on user_id (Prefer: resolution=merge-duplicates). Row-level
 * security itself is tested on Postgres in tests/supabase/study-plans.test.ts.
 */
class FakePostgrest {
  readonly rows: Row[] = [];
  readonly requests: { method: string; prefer: string | null; onConflict: string | null }[] = [];
  failWith: { status: number; body: unknown } | null = null;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/rest/v1/study_plans')) return json(404, { code: 'PGRST205', message: 'no such table' });
    this.requests.push({ method: request.method, prefer: request.headers.get('prefer'), onConflict: url.searchParams.get('on_conflict') });
    if (this.failWith) return json(this.failWith.status, this.failWith.body);
    if (request.method === 'POST') {
      const values = (await request.json()) as Row;
      const earlier = this.rows.find((row) => row['user_id'] === values['user_id']);
      if (earlier) Object.assign(earlier, values);
      else this.rows.push({ ...values });
      return new Response(null, { status: 201 });
    }
    const found = this.rows.filter((row) => url.searchParams.get('user_id') === `eq.${String(row['user_id'])}`);
    const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    const columns = (url.searchParams.get('select') ?? '').split(',').map((column) => column.trim());
    const projected = found.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
    if (single) return projected.length === 1 ? json(200, projected[0]) : json(406, { code: 'PGRST116', message: 'no rows' });
    return json(200, projected);
  };
}

function kit() {
  const postgrest = new FakePostgrest();
  const client = clientOver(postgrest.fetch);
  const logger = new RecordingLogger();
  return { postgrest, logger, plans: new SupabaseStudyPlans(client, logger) };
}

describe('SupabaseStudyPlans', () => {
  studyPlansContract(async () => ({ plans: kit().plans, asha: '00000000-0000-4000-8000-0000000000a1', ravi: '00000000-0000-4000-8000-0000000000b2' }));

  it('upserts one row per student on user_id, with the ticks as a list', async () => {
    const { postgrest, plans } = kit();
    await plans.put('u1', { examDate: '2026-12-06', day: '2026-11-25', done: ['review'], updatedAt: Date.UTC(2026, 10, 25) });
    expect(postgrest.requests[0]).toMatchObject({ method: 'POST', onConflict: 'user_id', prefer: expect.stringContaining('resolution=merge-duplicates') });
    expect(postgrest.rows).toEqual([{ user_id: 'u1', exam_date: '2026-12-06', plan_day: '2026-11-25', done_task_ids: ['review'], updated_at: '2026-11-25T00:00:00.000Z' }]);
  });

  it('refuses an unreadable row with the plan\'s message, naming the bad fields in the log', async () => {
    const { postgrest, plans, logger } = kit();
    postgrest.rows.push({ user_id: 'u1', exam_date: 'soon', plan_day: '2026-11-25', done_task_ids: 'all', updated_at: '2026-11-25T00:00:00Z' });
    await expect(plans.get('u1')).rejects.toMatchObject({ code: 'malformed_response', message: STUDY_PLAN_MESSAGES.loadFailed });
    expect(logger.entries.find((entry) => entry.message === 'Unreadable study plan row')?.context).toEqual({ issues: ['exam_date', 'done_task_ids'] });
  });

  it('turns a refused or failed call into the product\'s errors', async () => {
    const { postgrest, plans } = kit();
    postgrest.failWith = { status: 500, body: { code: 'XX000', message: 'boom' } };
    await expect(plans.get('u1')).rejects.toMatchObject({ code: 'unavailable', message: STUDY_PLAN_MESSAGES.loadFailed });
    await expect(plans.put('u1', { examDate: '2026-12-06', day: '2026-11-25', done: [], updatedAt: 0 })).rejects.toMatchObject({ message: STUDY_PLAN_MESSAGES.saveFailed });
    postgrest.failWith = { status: 401, body: { code: 'PGRST301', message: 'JWT expired' } };
    await expect(plans.get('u1')).rejects.toMatchObject({ code: 'session_expired' });
  });
});
