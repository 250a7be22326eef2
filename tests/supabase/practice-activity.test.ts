import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';
/**
 * practice_activity on a real Postgres (PGlite) with Supabase's roles and auth.uid(): a student
 * adds and reads only their own rows, never changes or deletes one; nobody else reads them,
 * operators included; impossible counts are refused.
 */

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';
const OPERATOR = '00000000-0000-4000-8000-0000000000c3';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

const INSERT = `insert into public.practice_activity (user_id, source, section, topic, answered, correct, at)
  values ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()))`;

const row = (user: string, overrides: Partial<{ source: string; section: string; topic: string; answered: number; correct: number; at: string | null }> = {}) => {
  const values = { source: 'question_maker', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 3, at: null, ...overrides };
  return [user, values.source, values.section, values.topic, values.answered, values.correct, values.at];
};

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ASHA,
    'asha.activity@example.in',
    RAVI,
    'ravi.activity@example.in',
    OPERATOR,
    'operator.activity@example.in',
  ]);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('practice_activity', () => {
  it('lets a student record practice and read only their own', async () => {
    expect(await affected({ user: ASHA }, INSERT, row(ASHA))).toBe(1);
    expect(await affected({ user: ASHA }, INSERT, row(ASHA, { source: 'mistakes_review', section: 'GK', topic: 'GK', answered: 1, correct: 1 }))).toBe(1);
    expect(await affected({ user: RAVI }, INSERT, row(RAVI, { section: 'Quant', topic: 'Percentages' }))).toBe(1);
    expect(await rows({ user: ASHA }, 'select section, answered, correct from public.practice_activity order by id')).toEqual([
      { section: 'Legal', answered: 5, correct: 3 },
      { section: 'GK', answered: 1, correct: 1 },
    ]);
    expect(await rows({ user: RAVI }, 'select 1 from public.practice_activity where user_id = $1', [ASHA])).toEqual([]);
    expect(await rows({ user: OPERATOR, operator: true }, 'select 1 from public.practice_activity')).toEqual([]);
    expect(await refusal('anon', 'select * from public.practice_activity')).toBe('42501');
    expect(await refusal('anon', INSERT, row(ASHA))).toBe('42501');
  });

  it("refuses rows in someone else's name, and any change or deletion", async () => {
    expect(await refusal({ user: RAVI }, INSERT, row(ASHA))).toBe('42501');
    expect(await refusal({ user: ASHA }, 'update public.practice_activity set correct = 5 where user_id = $1', [ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.practice_activity where user_id = $1', [ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, `insert into public.practice_activity (user_id, source, section, topic, answered, correct, at, recorded_at)
      values ($1, 'question_maker', 'Legal', 'Tort Law', 5, 1, now(), now() - interval '30 days')`, [ASHA])).toBe('42501');
    expect(await rows<{ n: number }>({ user: ASHA }, 'select count(*)::int as n from public.practice_activity')).toEqual([{ n: 2 }]);
  });

  it('refuses impossible counts, unknown sections and sources, blank topics and dates far ahead', async () => {
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { answered: 3, correct: 4 }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { answered: 0, correct: 0 }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { answered: 51, correct: 0 }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { section: 'Maths' }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { source: 'mock' }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { topic: '   ' }))).toBe('23514');
    expect(await refusal({ user: ASHA }, INSERT, row(ASHA, { at: '2099-01-01T00:00:00Z' }))).toBe('42501');
  });
});
