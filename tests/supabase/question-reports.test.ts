import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';

/**
 * question_reports on a real Postgres (PGlite) with Supabase's roles, auth.uid() and auth.jwt():
 * a student writes and reads only their own reports, one per question; operators read all; only
 * the server (the owner) resolves.
 */

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';
const OPERATOR = '00000000-0000-4000-8000-0000000000c3';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

/** What the Supabase adapter sends: an upsert on (user_id, question_id). */
const UPSERT = `insert into public.question_reports (user_id, question_id, source, reason, note, question_text) values ($1, $2, $3, $4, $5, 'The question')
  on conflict (user_id, question_id) do update set source = excluded.source, reason = excluded.reason, note = excluded.note, question_text = excluded.question_text`;

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [
    ASHA,
    'asha.report@example.in',
    RAVI,
    'ravi.report@example.in',
    OPERATOR,
    'operator@example.in',
  ]);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('question_reports', () => {
  it('lets a student report a question and read only their own reports', async () => {
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, 'gk-g20-q1', 'daily_quiz', 'The answer key is wrong', 'Option B is right'])).toBe(1);
    expect(await affected({ user: RAVI }, UPSERT, [RAVI, 'legal-1', 'diagnostic', 'The question is unclear', ''])).toBe(1);
    expect(await rows({ user: ASHA }, 'select user_id, question_id from public.question_reports')).toEqual([{ user_id: ASHA, question_id: 'gk-g20-q1' }]);
    expect(await rows({ user: RAVI }, 'select 1 from public.question_reports where user_id = $1', [ASHA])).toEqual([]);
    expect(await refusal('anon', 'select * from public.question_reports')).toBe('42501');
  });

  it('lets an operator read every report', async () => {
    const all = await rows<{ user_id: string }>({ user: OPERATOR, operator: true }, 'select user_id from public.question_reports order by user_id');
    expect(all.map((row) => row.user_id)).toEqual([ASHA, RAVI]);
    expect(await rows({ user: OPERATOR }, 'select 1 from public.question_reports')).toEqual([]);
  });

  it('updates the one report on a repeat, with a new time, and opens a resolved one again', async () => {
    // The server resolves it (as the owner), back-dated so the new time shows.
    await db.query(
      `update public.question_reports set resolved_at = now(), resolved_by = $2, reported_at = now() - interval '1 day' where user_id = $1`,
      [ASHA, OPERATOR],
    );
    expect(await affected({ user: ASHA }, UPSERT, [ASHA, 'gk-g20-q1', 'daily_quiz', 'A typo or formatting problem', 'Spelling'])).toBe(1);
    const mine = await rows<{ reason: string; note: string; resolved_at: Date | null; fresh: boolean }>(
      { user: ASHA },
      `select reason, note, resolved_at, reported_at > now() - interval '1 hour' as fresh from public.question_reports`,
    );
    expect(mine).toEqual([{ reason: 'A typo or formatting problem', note: 'Spelling', resolved_at: null, fresh: true }]);
  });

  it("refuses a report made in someone else's name, and changing someone else's", async () => {
    expect(await refusal({ user: RAVI }, UPSERT, [ASHA, 'legal-2', 'diagnostic', 'Something else', ''])).toBe('42501');
    expect(await affected({ user: RAVI }, `update public.question_reports set note = 'x' where user_id = $1`, [ASHA])).toBe(0);
    expect(await rows<{ note: string }>({ user: ASHA }, 'select note from public.question_reports')).toEqual([{ note: 'Spelling' }]);
  });

  it('lets no student resolve, move or delete a report, not even their own', async () => {
    expect(await refusal({ user: ASHA }, `update public.question_reports set resolved_at = now() where user_id = $1`, [ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, `update public.question_reports set user_id = $2 where user_id = $1`, [ASHA, RAVI])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.question_reports where user_id = $1', [ASHA])).toBe('42501');
    expect(await refusal({ user: OPERATOR, operator: true }, 'update public.question_reports set resolved_at = now()')).toBe('42501');
  });

  it('checks the reason, the source and the note', async () => {
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, 'q-9', 'daily_quiz', 'I do not like it', ''])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, 'q-9', 'somewhere', 'Something else', ''])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, 'q-9', 'daily_quiz', 'Something else', 'x'.repeat(501)])).toBe('23514');
    expect(await refusal({ user: ASHA }, UPSERT, [ASHA, '', 'daily_quiz', 'Something else', ''])).toBe('23514');
    const long = `insert into public.question_reports (user_id, question_id, source, reason, question_text) values ($1, 'q-9', 'daily_quiz', 'Something else', $2)`;
    expect(await refusal({ user: ASHA }, long, [ASHA, 'x'.repeat(301)])).toBe('23514');
  });

  it('audits a resolved report in operator_audit, and payments still need their payment id', async () => {
    const [report] = (await db.query<{ id: string }>('select id from public.question_reports where user_id = $1', [ASHA])).rows;
    await db.query(`insert into public.operator_audit (operator_id, action, report_id) values ($1, 'resolve_report', $2)`, [OPERATOR, report!.id]);
    await expect(db.query(`insert into public.operator_audit (operator_id, action) values ($1, 'resolve_report')`, [OPERATOR])).rejects.toThrow();
    await expect(db.query(`insert into public.operator_audit (operator_id, action, report_id) values ($1, 'approve', $2)`, [OPERATOR, report!.id])).rejects.toThrow();
  });
});
