import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase } from './rls-caller';

/**
 * daily_quiz_attempts on a real Postgres (PGlite) with Supabase's roles and auth.uid(), as
 * schema.test.ts sets them up: a student reads and records only their own attempts, one a day.
 */

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';

let db: PGlite;
const { rows, affected, refusal } = rlsCaller(() => db);

const INSERT = 'insert into public.daily_quiz_attempts (user_id, quiz_date, answers, score, total) values ($1, $2, $3, $4, $5)';
const TODAY = "(now() at time zone 'Asia/Kolkata')::date";

function answers(count = 10, choice = 2): string {
  return JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`gk-g20-summit-1-q${i + 1}`, choice])));
}

let today: string;
let yesterday: string;
let twoDaysAgo: string;
let tomorrow: string;

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2), ($3, $4)', [ASHA, 'asha.quiz@example.in', RAVI, 'ravi.quiz@example.in']);
  const { rows: days } = await db.query<{ today: string; yesterday: string; two: string; tomorrow: string }>(
    `select to_char(${TODAY}, 'YYYY-MM-DD') as today, to_char(${TODAY} - 1, 'YYYY-MM-DD') as yesterday,
            to_char(${TODAY} - 2, 'YYYY-MM-DD') as two, to_char(${TODAY} + 1, 'YYYY-MM-DD') as tomorrow`,
  );
  const day = days[0]!;
  today = day.today;
  yesterday = day.yesterday;
  twoDaysAgo = day.two;
  tomorrow = day.tomorrow;
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('daily_quiz_attempts', () => {
  it("lets a student record today's attempt and read it back, and nobody else's", async () => {
    expect(await affected({ user: ASHA }, INSERT, [ASHA, today, answers(), 7, 10])).toBe(1);
    expect(await affected({ user: RAVI }, INSERT, [RAVI, today, answers(10, 1), 4, 10])).toBe(1);
    const mine = await rows<{ user_id: string; score: number }>({ user: ASHA }, 'select user_id, score from public.daily_quiz_attempts');
    expect(mine).toEqual([{ user_id: ASHA, score: 7 }]);
    expect(await rows({ user: RAVI }, 'select 1 from public.daily_quiz_attempts where user_id = $1', [ASHA])).toEqual([]);
    expect(await refusal('anon', 'select * from public.daily_quiz_attempts')).toBe('42501');
  });

  it('refuses an attempt recorded for someone else', async () => {
    expect(await refusal({ user: RAVI }, INSERT, [ASHA, yesterday, answers(), 10, 10])).toBe('42501');
    expect(await rows('service_role', 'select 1 from public.daily_quiz_attempts where user_id = $1 and quiz_date = $2', [ASHA, yesterday])).toEqual([]);
  });

  it('refuses a second attempt for the same day by the unique key', async () => {
    expect(await refusal({ user: ASHA }, INSERT, [ASHA, today, answers(10, 0), 10, 10])).toBe('23505');
    const kept = await rows<{ score: number }>({ user: ASHA }, 'select score from public.daily_quiz_attempts where quiz_date = $1', [today]);
    expect(kept).toEqual([{ score: 7 }]);
  });

  it('lets nobody change or delete an attempt', async () => {
    expect(await refusal({ user: ASHA }, 'update public.daily_quiz_attempts set score = 10 where user_id = $1', [ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.daily_quiz_attempts where user_id = $1', [ASHA])).toBe('42501');
    expect(await rows<{ score: number }>({ user: ASHA }, 'select score from public.daily_quiz_attempts')).toEqual([{ score: 7 }]);
  });

  it("takes yesterday's quiz (opened before midnight) but no other day's", async () => {
    expect(await affected({ user: RAVI }, INSERT, [RAVI, yesterday, answers(), 5, 10])).toBe(1);
    expect(await refusal({ user: RAVI }, INSERT, [RAVI, twoDaysAgo, answers(), 5, 10])).toBe('42501');
    expect(await refusal({ user: RAVI }, INSERT, [RAVI, tomorrow, answers(), 5, 10])).toBe('42501');
  });

  it('checks the score, the total and the answers', async () => {
    // As the owner (the server's role), so only the checks stand in the way.
    const owner = (values: unknown[]) => refusalAsOwner(INSERT, values);
    expect(await owner([ASHA, twoDaysAgo, answers(), 11, 10])).toBe('23514');
    expect(await owner([ASHA, twoDaysAgo, answers(), -1, 10])).toBe('23514');
    expect(await owner([ASHA, twoDaysAgo, answers(11), 3, 11])).toBe('23514');
    expect(await owner([ASHA, twoDaysAgo, answers(9), 3, 10])).toBe('23514');
    expect(await owner([ASHA, twoDaysAgo, answers(10, 4), 3, 10])).toBe('23514');
    expect(await owner([ASHA, twoDaysAgo, JSON.stringify([1, 2]), 0, 2])).toBe('23514');
    expect(await owner([ASHA, '2025-12-31', answers(), 3, 10])).toBe('23514');
    expect((await db.query(INSERT, [ASHA, twoDaysAgo, answers(), 3, 10])).affectedRows).toBe(1);
  });

  it('lets a student write only the attempt columns', async () => {
    expect(
      await refusal(
        { user: ASHA },
        'insert into public.daily_quiz_attempts (user_id, quiz_date, answers, score, total, submitted_at) values ($1, $2, $3, 1, 10, $4)',
        [ASHA, yesterday, answers(), '2020-01-01T00:00:00Z'],
      ),
    ).toBe('42501');
  });

  it('once the NyayaPath server marks the quizzes on this database, refuses an attempt a student inserts', async () => {
    // Runs last: from here on the server marks the quizzes.
    await db.query("insert into private.deployment (setting, enabled) values ('server_marks_quizzes', true)");
    expect(await refusal({ user: ASHA }, INSERT, [ASHA, yesterday, answers(), 10, 10])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'update private.deployment set enabled = false')).toBe('42501');
    // The server's own role still records the attempt it marked.
    expect((await db.query(INSERT, [ASHA, yesterday, answers(), 6, 10])).affectedRows).toBe(1);
  });
});

async function refusalAsOwner(sql: string, params: unknown[]): Promise<string> {
  try {
    await db.query(sql, params);
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error(`expected a refusal: ${sql}`);
}
