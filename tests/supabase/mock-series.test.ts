import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';

/**
 * The All-India Mock's tables on a real Postgres (PGlite) with Supabase's roles and auth.uid():
 * a student reads her own attempts and leaderboard choice and the schedule of papers (not which
 * passages they ask); only the server (the tables' owner) writes papers, attempts and marks.
 */

const ASHA = '00000000-0000-4000-8000-0000000000e1';
const RAVI = '00000000-0000-4000-8000-0000000000f2';
const OPERATOR = '00000000-0000-4000-8000-0000000000a3';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

const PAPER = JSON.stringify({ seed: 7, sets: [{ setId: 'english-technology-1', section: 'English', questionCount: 5 }] });
const SECTIONS = JSON.stringify([{ section: 'English', questions: 24, attempted: 2, correct: 1, wrong: 1, marks: 0.75 }]);
const SCHEDULE = `insert into public.mock_series_papers (title, opens_at, closes_at, paper, created_by)
  values ('All-India Mock 1', now(), now() + interval '1 day', $1, $2) returning id`;
const START = `insert into public.mock_series_attempts (paper_id, user_id, started_at, deadline) values ($1, $2, now(), now() + interval '2 hours') returning id`;
const MARK = `update public.mock_series_attempts set submitted_at = now(), score = 0.75, correct = 1, wrong = 1, unanswered = 118, sections = $2, time_taken_ms = 60000 where id = $1`;

let paperId = '';

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4), ($5, $6)', [ASHA, 'asha.series@example.in', RAVI, 'ravi.series@example.in', OPERATOR, 'op@example.in']);
  paperId = (await db.query<{ id: string }>(SCHEDULE, [PAPER, OPERATOR])).rows[0]!.id;
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('mock_series_papers', () => {
  it('shows students the schedule but not the paper, and nobody but the server writes it', async () => {
    expect(await rows({ user: ASHA }, 'select id, title from public.mock_series_papers')).toEqual([{ id: paperId, title: 'All-India Mock 1' }]);
    expect(await refusal({ user: ASHA }, 'select paper from public.mock_series_papers')).toBe('42501');
    expect(await refusal({ user: OPERATOR, operator: true }, SCHEDULE, [PAPER, OPERATOR])).toBe('42501');
    expect(await refusal({ user: ASHA }, "update public.mock_series_papers set closes_at = now() + interval '9 days'")).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.mock_series_papers')).toBe('42501');
    expect(await refusal('anon', 'select id from public.mock_series_papers')).toBe('42501');
  });

  it('checks the window and the paper', async () => {
    expect(await refusal('owner', "insert into public.mock_series_papers (title, opens_at, closes_at, paper, created_by) values ('Backwards', now(), now() - interval '1 hour', $1, $2)", [PAPER, OPERATOR])).toBe('23514');
    expect(await refusal('owner', SCHEDULE, [JSON.stringify({ seed: 1, sets: [] }), OPERATOR])).toBe('23514');
  });
});

describe('mock_series_attempts', () => {
  it('lets a student read only her own attempt, and never start, save or mark one herself', async () => {
    const mine = (await db.query<{ id: string }>(START, [paperId, ASHA])).rows[0]!.id;
    await db.query(START, [paperId, RAVI]);
    expect(await rows<{ id: string }>({ user: ASHA }, 'select id from public.mock_series_attempts')).toEqual([{ id: mine }]);
    expect(await rows({ user: RAVI }, 'select answers from public.mock_series_attempts where id = $1', [mine])).toEqual([]);
    expect(await refusal('anon', 'select * from public.mock_series_attempts')).toBe('42501');

    expect(await refusal({ user: ASHA }, START, [paperId, ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, `update public.mock_series_attempts set answers = '{"1":"A"}' where id = $1`, [mine])).toBe('42501');
    expect(await refusal({ user: ASHA }, MARK, [mine, SECTIONS])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.mock_series_attempts where id = $1', [mine])).toBe('42501');
    // The server marks it.
    expect((await db.query(MARK, [mine, SECTIONS])).affectedRows).toBe(1);
    expect(await rows({ user: ASHA }, 'select score from public.mock_series_attempts where id = $1', [mine])).toEqual([{ score: 0.75 }]);
  });

  it('keeps one attempt a student a paper', async () => {
    expect(await refusal('owner', START, [paperId, ASHA])).toBe('23505');
  });

  it('checks that marks come whole with the submission, and a deadline within two hours', async () => {
    const other = (await db.query<{ id: string }>(SCHEDULE, [PAPER, OPERATOR])).rows[0]!.id;
    const id = (await db.query<{ id: string }>(START, [other, ASHA])).rows[0]!.id;
    expect(await refusal('owner', 'update public.mock_series_attempts set submitted_at = now() where id = $1', [id])).toBe('23514');
    expect(await refusal('owner', `update public.mock_series_attempts set submitted_at = now(), score = 130, correct = 120, wrong = 0, unanswered = 0, sections = '[]', time_taken_ms = 1 where id = $1`, [id])).toBe('23514');
    expect(await refusal('owner', "insert into public.mock_series_attempts (paper_id, user_id, started_at, deadline) values ($1, $2, now(), now() + interval '3 hours')", [other, RAVI])).toBe('23514');
  });
});

describe('mock_series_score_counts', () => {
  it('counts submitted attempts by score as they are inserted, submitted and deleted; students never read it', async () => {
    const paper = (await db.query<{ id: string }>(SCHEDULE, [PAPER, OPERATOR])).rows[0]!.id;
    const counts = async () =>
      (await db.query<{ score: number; takers: number }>('select score, takers from public.mock_series_score_counts where paper_id = $1 and takers > 0 order by score', [paper])).rows;
    const asha = (await db.query<{ id: string }>(START, [paper, ASHA])).rows[0]!.id;
    const ravi = (await db.query<{ id: string }>(START, [paper, RAVI])).rows[0]!.id;
    expect(await counts()).toEqual([]);
    await db.query(MARK, [asha, SECTIONS]);
    await db.query(MARK, [ravi, SECTIONS]);
    expect(await counts()).toEqual([{ score: 0.75, takers: 2 }]);
    await db.query(
      `insert into public.mock_series_attempts (paper_id, user_id, started_at, deadline, submitted_at, score, correct, wrong, unanswered, sections, time_taken_ms)
       values ($1, $2, now(), now() + interval '1 hour', now(), 10, 10, 0, 110, '[]', 1000)`,
      [paper, OPERATOR],
    );
    await db.query('delete from public.mock_series_attempts where id = $1', [ravi]);
    expect(await counts()).toEqual([
      { score: 0.75, takers: 1 },
      { score: 10, takers: 1 },
    ]);
    expect(await refusal({ user: ASHA }, 'select * from public.mock_series_score_counts')).toBe('42501');
    expect(await refusal({ user: ASHA }, 'insert into public.mock_series_score_counts (paper_id, score, takers) values ($1, 120, 1000)', [paper])).toBe('42501');
  });
});

describe('leaderboard_preferences', () => {
  it('lets a student read only her own choice; only the server writes it; off by default, never an e-mail as a name', async () => {
    await db.query("insert into public.leaderboard_preferences (user_id, display_name, opt_in) values ($1, 'Asha V', true), ($2, null, false)", [ASHA, RAVI]);
    expect(await rows({ user: ASHA }, 'select display_name, opt_in from public.leaderboard_preferences')).toEqual([{ display_name: 'Asha V', opt_in: true }]);
    expect(await refusal({ user: RAVI }, "insert into public.leaderboard_preferences (user_id, display_name, opt_in) values ($1, 'Ravi', true)", [RAVI])).toBe('42501');
    expect(await affected({ user: ASHA }, 'select 1 from public.leaderboard_preferences where user_id = $1', [RAVI])).toBe(0);
    expect(await refusal({ user: ASHA }, "update public.leaderboard_preferences set display_name = 'Top'")).toBe('42501');
    expect(await refusal('owner', "update public.leaderboard_preferences set display_name = 'ravi@example.in' where user_id = $1", [RAVI])).toBe('23514');
    expect(await refusal('owner', 'update public.leaderboard_preferences set opt_in = true where user_id = $1', [RAVI])).toBe('23514');
    await db.query("insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000b4', 'x@example.in')");
    expect((await db.query<{ opt_in: boolean }>("insert into public.leaderboard_preferences (user_id, display_name) values ('00000000-0000-4000-8000-0000000000b4', 'New') returning opt_in")).rows).toEqual([{ opt_in: false }]);
  });
});
