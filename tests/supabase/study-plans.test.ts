import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';
/**
 * study_plans on a real Postgres (PGlite) with Supabase's roles and auth.uid(): a student reads,
 * adds and updates only their own plan, one row each; nobody else reads it, operators included.
 */

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';
const OPERATOR = '00000000-0000-4000-8000-0000000000c3';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

const UPSERT = `insert into public.study_plans (user_id, exam_date, plan_day, done_task_ids, updated_at)
  values ($1, $2, $3, $4, now())
  on conflict (user_id) do update set exam_date = excluded.exam_date, plan_day = excluded.plan_day, done_task_ids = excluded.done_task_ids, updated_at = excluded.updated_at`;

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ASHA,
    'asha.plan@example.in',
    RAVI,
    'ravi.plan@example.in',
    OPERATOR,
    'operator.plan@example.in',
  ]);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('study_plans', () => {
  it('lets a student save a plan and read only their own', async () => {
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, '2026-12-06', '2026-11-25', '["daily-quiz"]'])).toBe(1);
    expect(await affected({ user: RAVI }, UPSERT, [RAVI, '2027-12-05', '2026-11-25', '[]'])).toBe(1);
    expect(await rows({ user: ASHA }, `select user_id, to_char(exam_date, 'YYYY-MM-DD') as exam_date, done_task_ids from public.study_plans`)).toEqual([
      { user_id: ASHA, exam_date: '2026-12-06', done_task_ids: ['daily-quiz'] },
    ]);
    expect(await rows({ user: RAVI }, 'select 1 from public.study_plans where user_id = $1', [ASHA])).toEqual([]);
    expect(await rows({ user: OPERATOR, operator: true }, 'select 1 from public.study_plans')).toEqual([]);
    expect(await refusal('anon', 'select * from public.study_plans')).toBe('42501');
  });

  it('keeps one row per student: saving again updates it', async () => {
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, '2026-12-06', '2026-11-26', '["daily-quiz", "review"]'])).toBe(1);
    expect(await rows<{ n: number }>({ user: ASHA }, `select jsonb_array_length(done_task_ids) as n from public.study_plans`)).toEqual([{ n: 2 }]);
  });

  it("refuses a plan in someone else's name, and changing or deleting someone else's", async () => {
    expect(await refusal({ user: RAVI }, UPSERT, [ASHA, '2026-12-06', '2026-11-25', '[]'])).toBe('42501');
    expect(await affected({ user: RAVI }, `update public.study_plans set done_task_ids = '[]' where user_id = $1`, [ASHA])).toBe(0);
    expect(await refusal({ user: ASHA }, `update public.study_plans set user_id = $2 where user_id = $1`, [ASHA, RAVI])).toBe('42501');
    expect(await refusal({ user: RAVI }, 'delete from public.study_plans where user_id = $1', [ASHA])).toBe('42501');
    expect(await rows<{ n: number }>({ user: ASHA }, `select jsonb_array_length(done_task_ids) as n from public.study_plans`)).toEqual([{ n: 2 }]);
  });

  it('checks the exam date against the plan day, and the ticks are a short list', async () => {
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, '2026-11-24', '2026-11-25', '[]'])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, '2029-01-01', '2026-11-25', '[]'])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, '2026-12-06', '2026-11-25', '{"a": 1}'])).toBe('23514');
    const thirteen = JSON.stringify(Array.from({ length: 13 }, (_, n) => `task-${n}`));
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, '2026-12-06', '2026-11-25', thirteen])).toBe('23514');
  });
});
