import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';

/**
 * full_mock_attempts and the 'fullMock' meter on a real Postgres (PGlite) with Supabase's roles
 * and auth.uid(): a student reads, starts and saves only her own mocks, and a submitted mock is
 * never changed again.
 */

const ASHA = '00000000-0000-4000-8000-0000000000c1';
const RAVI = '00000000-0000-4000-8000-0000000000d2';

let db: PGlite;
const { as, rows, affected, refusal } = rlsCaller(() => db);

const PAPER = JSON.stringify({ seed: 7, sets: [{ setId: 'english-technology-1', section: 'English', questionCount: 5 }] });
const PROGRESS = JSON.stringify({ current: 0, enteredAt: 0, questions: {} });
const RESULT = JSON.stringify({ marks: 0.75, questions: 120, attempted: 2, correct: 1, wrong: 1, negativeMarks: 0.25, sections: [], wrongQuestionIds: ['x-q1'] });
const START = 'insert into public.full_mock_attempts (user_id, paper, started_at, progress) values ($1, $2, $3, $4) returning id';

/** A new mock for `user`, her earlier one handed in first (one mock in progress a student). */
async function start(user: string, startedAt = 'now()'): Promise<string> {
  await db.query('update public.full_mock_attempts set submitted_at = now(), result = $2 where user_id = $1 and submitted_at is null', [user, RESULT]);
  const [row] = await as({ user }, async (tx) => (await tx.query<{ id: string }>(START.replace('$3', startedAt).replace('$4', '$3'), [user, PAPER, PROGRESS])).rows);
  return row!.id;
}

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [ASHA, 'asha.mock@example.in', RAVI, 'ravi.mock@example.in']);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('full_mock_attempts', () => {
  it('lets a student start a mock and read her own, and nobody else’s', async () => {
    const mine = await start(ASHA);
    await start(RAVI);
    expect(await rows<{ id: string }>({ user: ASHA }, 'select id from public.full_mock_attempts')).toEqual([{ id: mine }]);
    expect(await rows({ user: RAVI }, 'select 1 from public.full_mock_attempts where id = $1', [mine])).toEqual([]);
    expect(await refusal('anon', 'select * from public.full_mock_attempts')).toBe('42501');
  });

  it('refuses a mock started for someone else, or with a start time far from now', async () => {
    expect(await refusal({ user: RAVI }, START, [ASHA, PAPER, new Date().toISOString(), PROGRESS])).toBe('42501');
    expect(await refusal({ user: ASHA }, START, [ASHA, PAPER, '2026-01-02T00:00:00Z', PROGRESS])).toBe('42501');
    // A submitted mock cannot be inserted: those columns are not the student's to set.
    expect(
      await refusal({ user: ASHA }, 'insert into public.full_mock_attempts (user_id, paper, started_at, progress, submitted_at, result) values ($1, $2, now(), $3, now(), $4)', [ASHA, PAPER, PROGRESS, RESULT]),
    ).toBe('42501');
  });

  it('saves progress and takes the submission once; after that nothing changes', async () => {
    const id = await start(ASHA);
    const saved = JSON.stringify({ current: 4, enteredAt: 1, questions: { 'english-technology-1-q5': { visited: true, answer: 2, markedForReview: true, timeMs: 65000 } } });
    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set progress = $2 where id = $1', [id, saved])).toBe(1);
    expect(await affected({ user: RAVI }, 'update public.full_mock_attempts set progress = $2 where id = $1', [id, PROGRESS])).toBe(0);
    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set result = $2, submitted_at = now() where id = $1', [id, RESULT])).toBe(1);

    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set progress = $2 where id = $1', [id, PROGRESS])).toBe(0);
    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set result = null, submitted_at = null where id = $1', [id])).toBe(0);
    const [kept] = await rows<{ progress: { current: number }; result: { wrongQuestionIds: string[] } }>({ user: ASHA }, 'select progress, result from public.full_mock_attempts where id = $1', [id]);
    expect(kept?.progress.current).toBe(4);
    expect(kept?.result.wrongQuestionIds).toEqual(['x-q1']);
  });

  it('never lets a student move her paper, its start or its owner, or delete a mock', async () => {
    const id = await start(ASHA);
    expect(await refusal({ user: ASHA }, "update public.full_mock_attempts set started_at = now() + interval '1 hour' where id = $1", [id])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'update public.full_mock_attempts set paper = $2 where id = $1', [id, PAPER])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'update public.full_mock_attempts set user_id = $2 where id = $1', [id, RAVI])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.full_mock_attempts where id = $1', [id])).toBe('42501');
  });

  it('keeps one mock in progress a student, however the starts race', async () => {
    await start(RAVI);
    expect(await refusal({ user: RAVI }, START, [RAVI, PAPER, new Date().toISOString(), PROGRESS])).toBe('23505');
    expect(await rows({ user: RAVI }, 'select 1 from public.full_mock_attempts where submitted_at is null')).toHaveLength(1);
  });

  it('checks that a submission carries its result, and the shape of the stored documents', async () => {
    const id = await start(ASHA);
    expect(await refusal({ user: ASHA }, 'update public.full_mock_attempts set submitted_at = now() where id = $1', [id])).toBe('23514');
    expect(await refusal('owner', START, [ASHA, JSON.stringify({ seed: 1, sets: [] }), new Date().toISOString(), PROGRESS])).toBe('23514');
    expect(await refusal('owner', START, [ASHA, PAPER, new Date().toISOString(), JSON.stringify([1])])).toBe('23514');
  });

  it('once the NyayaPath server keeps the mocks on this database, refuses a mock a student starts, saves or submits herself', async () => {
    // Runs last in this block: from here on the server keeps the mocks.
    const open = await start(ASHA);
    await db.query("insert into private.deployment (setting, enabled) values ('server_keeps_mocks', true)");
    await db.query('update public.full_mock_attempts set submitted_at = now(), result = $2 where user_id = $1 and submitted_at is null', [RAVI, RESULT]);
    expect(await refusal({ user: RAVI }, START, [RAVI, PAPER, new Date().toISOString(), PROGRESS])).toBe('42501');
    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set progress = $2 where id = $1', [open, PROGRESS])).toBe(0);
    expect(await affected({ user: ASHA }, 'update public.full_mock_attempts set result = $2, submitted_at = now() where id = $1', [open, RESULT])).toBe(0);
    expect(await refusal({ user: ASHA }, "update private.deployment set enabled = false where setting = 'server_keeps_mocks'")).toBe('42501');
    // She still reads her mocks; the server's own role starts and marks them.
    expect(await rows({ user: ASHA }, 'select 1 from public.full_mock_attempts where id = $1', [open])).toHaveLength(1);
    expect((await db.query('update public.full_mock_attempts set result = $2, submitted_at = now() where id = $1', [open, RESULT])).affectedRows).toBe(1);
    expect((await db.query(START, [RAVI, PAPER, new Date().toISOString(), PROGRESS])).rows).toHaveLength(1);
  });
});

describe("usage_counters' 'fullMock'", () => {
  it('counts full mocks beside the AI tools, and still refuses an unknown feature', async () => {
    await db.query("insert into public.usage_counters (user_id, feature, period, used) values ($1, 'fullMock', 'plan', 1)", [ASHA]);
    expect(await refusal('owner', "insert into public.usage_counters (user_id, feature, period, used) values ($1, 'mockTest', 'plan', 1)", [ASHA])).toBe('23514');
  });
});
