import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';
/**
 * review_queue on a real Postgres (PGlite) with Supabase's roles and auth.uid(): a student reads,
 * adds and updates only their own queue, one row per question; nobody else reads it, operators
 * included.
 */

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';
const OPERATOR = '00000000-0000-4000-8000-0000000000c3';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

const UPSERT = `insert into public.review_queue (user_id, question_id, question, schedule, due_at, added_at, last_wrong_at)
  values ($1, $2, $3, $4, $5, now(), now())
  on conflict (user_id, question_id) do update set question = excluded.question, schedule = excluded.schedule, due_at = excluded.due_at, last_wrong_at = excluded.last_wrong_at`;

const question = (id: string) => JSON.stringify({ questionId: id, stem: 'Which?', options: ['a', 'b', 'c', 'd'], correctIndex: 1 });
const schedule = (reps: number) => JSON.stringify({ reps, state: 'learning' });

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ASHA,
    'asha.review@example.in',
    RAVI,
    'ravi.review@example.in',
    OPERATOR,
    'operator.review@example.in',
  ]);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('review_queue', () => {
  it('lets a student queue a question and read only their own queue', async () => {
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, 'legal-1', question('legal-1'), schedule(0), '2026-11-25T05:00:00Z'])).toBe(1);
    expect(await affected({ user: RAVI }, UPSERT, [RAVI, 'gk-1', question('gk-1'), schedule(0), '2026-11-25T05:00:00Z'])).toBe(1);
    expect(await rows({ user: ASHA }, 'select user_id, question_id from public.review_queue')).toEqual([{ user_id: ASHA, question_id: 'legal-1' }]);
    expect(await rows({ user: RAVI }, 'select 1 from public.review_queue where user_id = $1', [ASHA])).toEqual([]);
    expect(await rows({ user: OPERATOR, operator: true }, 'select 1 from public.review_queue')).toEqual([]);
    expect(await refusal('anon', 'select * from public.review_queue')).toBe('42501');
  });

  it('keeps one row per question: a repeat updates it', async () => {
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, 'legal-1', question('legal-1'), schedule(3), '2026-12-01T05:00:00Z'])).toBe(1);
    const mine = await rows<{ reps: number }>({ user: ASHA }, `select (schedule ->> 'reps')::int as reps from public.review_queue`);
    expect(mine).toEqual([{ reps: 3 }]);
  });

  it("refuses rows in someone else's name, and changing or deleting someone else's", async () => {
    expect(await refusal({ user: RAVI }, UPSERT, [ASHA, 'legal-2', question('legal-2'), schedule(0), '2026-11-25T05:00:00Z'])).toBe('42501');
    expect(await affected({ user: RAVI }, `update public.review_queue set due_at = now() where user_id = $1`, [ASHA])).toBe(0);
    expect(await refusal({ user: ASHA }, `update public.review_queue set user_id = $2 where user_id = $1`, [ASHA, RAVI])).toBe('42501');
    expect(await refusal({ user: RAVI }, 'delete from public.review_queue where user_id = $1', [ASHA])).toBe('42501');
    expect(await rows<{ n: number }>({ user: ASHA }, 'select count(*)::int as n from public.review_queue')).toEqual([{ n: 1 }]);
  });

  it('checks that the saved question is the row\'s question and is an object', async () => {
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, 'legal-3', question('legal-4'), schedule(0), '2026-11-25T05:00:00Z'])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, 'legal-3', '[1]', schedule(0), '2026-11-25T05:00:00Z'])).toBe('23514');
  });
});
