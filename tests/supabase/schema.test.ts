import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller } from './rls-caller';

/**
 * The migrations of supabase/migrations on a real Postgres (PGlite), under the conventions a
 * Supabase project has: the anon, authenticated and service_role roles, `auth.users`,
 * `auth.uid()` reading the JWT's subject, and Supabase's default grant of every privilege on
 * new public tables to the API roles (so the migration's revokes are what is tested).
 */
const MIGRATIONS = join(import.meta.dirname, '../../supabase/migrations');

// What a Supabase project provides before the migrations: the same file the server applies to a
// database that is not a Supabase project.
const SUPABASE_CONVENTIONS = readFileSync(join(import.meta.dirname, '../../server/database/supabase-conventions.sql'), 'utf8');

const ASHA = '00000000-0000-4000-8000-00000000000a';
const RAVI = '00000000-0000-4000-8000-00000000000b';

let db: PGlite;
const { as, rows, affected, refusal } = rlsCaller(() => db);
const timings: Record<string, number> = {};

const SUBJECT_COUNTS = {
  'Legal Reasoning': 2,
  'Logical Reasoning': 1,
  'English Language': 3,
  'General Knowledge': 2,
  'Quantitative Techniques': 1,
};

function answers(count: number, choice = 1): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`q${i + 1}`, choice]));
}

const INSERT_TEST = `
  insert into public.diagnostic_tests
    (user_id, answers, score_breakdown, total_score, predicted_rank, predicted_nlu, strengths, weaknesses)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;

function testRow(overrides: Partial<{ user: string; answers: unknown; breakdown: unknown; score: number; rank: number; strengths: string[] }> = {}) {
  return [
    overrides.user ?? ASHA,
    JSON.stringify(overrides.answers ?? answers(13)),
    JSON.stringify(overrides.breakdown ?? SUBJECT_COUNTS),
    overrides.score ?? 69,
    overrides.rank ?? 24_800,
    'Any NLU (with improvement)',
    overrides.strengths ?? ['Legal Reasoning', 'English Language'],
    ['Logical Reasoning', 'Quantitative Techniques'],
  ];
}

const CONTACT = 'insert into public.contact_submissions (name, email, message) values ($1, $2, $3)';

beforeAll(async () => {
  let started = performance.now();
  db = await PGlite.create();
  timings.start = performance.now() - started;

  started = performance.now();
  await db.exec(SUPABASE_CONVENTIONS);
  const files = (await readdir(MIGRATIONS)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) await db.exec(await readFile(join(MIGRATIONS, file), 'utf8'));
  timings.migrate = performance.now() - started;

  // What Supabase Auth does at sign-up, as its own (privileged) role.
  await db.query('insert into auth.users (id, email) values ($1, $2)', [ASHA, 'asha@example.in']);
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    RAVI,
    'ravi@example.in',
    JSON.stringify({ full_name: 'Ravi Kumar', phone_number: '9876543210' }),
  ]);
  console.info(`PGlite started in ${Math.round(timings.start)} ms; migrations applied in ${Math.round(timings.migrate)} ms`);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the schema', () => {
  it('has row-level security on every table', async () => {
    const tables = await rows<{ relname: string; relrowsecurity: boolean }>(
      'service_role',
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(tables).toEqual(
      [
        'contact_submissions',
        'daily_quiz_attempts',
        'demo_registrations',
        'diagnostic_tests',
        'free_trials',
        'full_mock_attempts',
        'leaderboard_preferences',
        'mock_series_attempts',
        'mock_series_papers',
        'mock_series_score_counts',
        'operator_audit',
        'payment_submissions',
        'practice_activity',
        'profiles',
        'question_reports',
        'review_queue',
        'study_plans',
        'subscriptions',
        'tutor_progress',
        'usage_counters',
      ].map((relname) => ({ relname, relrowsecurity: true })),
    );
  });

  it('leaves the API roles only the table privileges the app needs', async () => {
    // As the owner: information_schema shows a role only the grants it takes part in.
    const { rows: granted } = await db.query<{ grantee: string; table_name: string; privilege_type: string }>(
      `select grantee, table_name, privilege_type from information_schema.table_privileges
       where table_schema = 'public' and grantee in ('anon', 'authenticated')
       order by grantee, table_name, privilege_type`,
    );
    expect(granted).toEqual([
      { grantee: 'authenticated', table_name: 'daily_quiz_attempts', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'diagnostic_tests', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'full_mock_attempts', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'leaderboard_preferences', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'mock_series_attempts', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'payment_submissions', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'practice_activity', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'profiles', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'question_reports', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'review_queue', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'study_plans', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'subscriptions', privilege_type: 'SELECT' },
      { grantee: 'authenticated', table_name: 'usage_counters', privilege_type: 'SELECT' },
    ]);
    const { rows: columns } = await db.query<{ grantee: string; table_name: string; privilege_type: string; columns: string[] }>(
      `select grantee, table_name, privilege_type, array_agg(column_name::text order by column_name) as columns
       from information_schema.column_privileges
       where table_schema = 'public' and grantee in ('anon', 'authenticated') and privilege_type in ('INSERT', 'UPDATE')
       group by grantee, table_name, privilege_type order by grantee, table_name, privilege_type`,
    );
    expect(columns).toEqual([
      { grantee: 'anon', table_name: 'contact_submissions', privilege_type: 'INSERT', columns: ['email', 'message', 'name'] },
      { grantee: 'authenticated', table_name: 'contact_submissions', privilege_type: 'INSERT', columns: ['email', 'message', 'name'] },
      {
        grantee: 'authenticated',
        table_name: 'daily_quiz_attempts',
        privilege_type: 'INSERT',
        columns: ['answers', 'quiz_date', 'score', 'total', 'user_id'],
      },
      {
        grantee: 'authenticated',
        table_name: 'diagnostic_tests',
        privilege_type: 'INSERT',
        columns: ['answers', 'predicted_nlu', 'predicted_rank', 'score_breakdown', 'strengths', 'total_score', 'user_id', 'weaknesses'],
      },
      { grantee: 'authenticated', table_name: 'full_mock_attempts', privilege_type: 'INSERT', columns: ['paper', 'progress', 'started_at', 'user_id'] },
      { grantee: 'authenticated', table_name: 'full_mock_attempts', privilege_type: 'UPDATE', columns: ['progress', 'result', 'submitted_at'] },
      {
        grantee: 'authenticated',
        table_name: 'practice_activity',
        privilege_type: 'INSERT',
        columns: ['answered', 'at', 'correct', 'section', 'source', 'topic', 'user_id'],
      },
      {
        grantee: 'authenticated',
        table_name: 'profiles',
        privilege_type: 'UPDATE',
        columns: [
          'diagnostic_completed',
          'diagnostic_score',
          'dream_nlu',
          'exit_feedback',
          'full_name',
          'gk_study_method',
          'is_first_login',
          'losing_marks_area',
          'payment_status',
          'predicted_nlu',
          'predicted_rank',
          'review_frustration',
        ],
      },
      { grantee: 'authenticated', table_name: 'question_reports', privilege_type: 'INSERT', columns: ['note', 'question_id', 'question_text', 'reason', 'source', 'user_id'] },
      { grantee: 'authenticated', table_name: 'question_reports', privilege_type: 'UPDATE', columns: ['note', 'question_text', 'reason', 'source'] },
      {
        grantee: 'authenticated',
        table_name: 'review_queue',
        privilege_type: 'INSERT',
        columns: ['added_at', 'due_at', 'last_wrong_at', 'question', 'question_id', 'schedule', 'user_id'],
      },
      { grantee: 'authenticated', table_name: 'review_queue', privilege_type: 'UPDATE', columns: ['due_at', 'last_wrong_at', 'question', 'schedule'] },
      { grantee: 'authenticated', table_name: 'study_plans', privilege_type: 'INSERT', columns: ['done_task_ids', 'exam_date', 'plan_day', 'updated_at', 'user_id'] },
      { grantee: 'authenticated', table_name: 'study_plans', privilege_type: 'UPDATE', columns: ['done_task_ids', 'exam_date', 'plan_day', 'updated_at'] },
    ]);
  });
});

describe('profiles', () => {
  it('are created by the sign-up trigger with the defaults of a new student', async () => {
    const [asha] = await rows<Record<string, unknown>>('service_role', 'select * from public.profiles where user_id = $1', [ASHA]);
    expect(asha).toMatchObject({
      user_id: ASHA,
      full_name: null,
      is_first_login: true,
      diagnostic_completed: false,
      diagnostic_score: null,
      predicted_rank: null,
      payment_status: null,
    });
    const [ravi] = await rows<{ full_name: string }>('service_role', 'select full_name from public.profiles where user_id = $1', [RAVI]);
    expect(ravi?.full_name).toBe('Ravi Kumar');
  });

  it('are readable by their owner only', async () => {
    expect(await rows({ user: ASHA }, 'select user_id from public.profiles')).toEqual([
      { user_id: ASHA },
    ]);
    expect(await rows({ user: ASHA }, 'select * from public.profiles where user_id = $1', [RAVI])).toEqual([]);
    expect(await refusal('anon', 'select * from public.profiles')).toBe('42501');
  });

  it('take the onboarding answers, the diagnostic result, payment_status and exit feedback from their owner', async () => {
    const before = await rows<{ updated_at: Date }>('service_role', 'select updated_at from public.profiles where user_id = $1', [ASHA]);
    const updates = [
      `update public.profiles set losing_marks_area = 'Legal Reasoning', review_frustration = 'No explanations',
         gk_study_method = 'Newspapers', dream_nlu = 'NLSIU Bangalore', is_first_login = false where user_id = $1`,
      `update public.profiles set diagnostic_completed = true, predicted_rank = 24800, predicted_nlu = 'Top-15 NLU',
         diagnostic_score = '${JSON.stringify(SUBJECT_COUNTS)}' where user_id = $1`,
      `update public.profiles set payment_status = 'paid' where user_id = $1`,
      `update public.profiles set exit_feedback = 'Too expensive' where user_id = $1`,
    ];
    for (const sql of updates) expect(await affected({ user: ASHA }, sql, [ASHA])).toBe(1);

    const [after] = await rows<Record<string, unknown>>({ user: ASHA }, 'select * from public.profiles');
    expect(after).toMatchObject({
      is_first_login: false,
      dream_nlu: 'NLSIU Bangalore',
      diagnostic_completed: true,
      diagnostic_score: SUBJECT_COUNTS,
      predicted_rank: 24800,
      payment_status: 'paid',
      exit_feedback: 'Too expensive',
    });
    expect((after?.['updated_at'] as Date).getTime()).toBeGreaterThan(before[0]!.updated_at.getTime());
  });

  it("cannot be changed by another student: the update matches no row and Ravi's stays as it was", async () => {
    expect(await affected({ user: ASHA }, `update public.profiles set dream_nlu = 'hijacked' where user_id = $1`, [RAVI])).toBe(0);
    expect(await affected({ user: ASHA }, `update public.profiles set exit_feedback = 'hijacked'`)).toBe(1);
    const [ravi] = await rows<Record<string, unknown>>('service_role', 'select * from public.profiles where user_id = $1', [RAVI]);
    expect(ravi).toMatchObject({ dream_nlu: null, exit_feedback: null });
    expect(await refusal('anon', `update public.profiles set dream_nlu = 'x'`)).toBe('42501');
  });

  it.each([
    ['user_id', `user_id = '${RAVI}'`],
    ['id', 'id = gen_random_uuid()'],
    ['created_at', "created_at = now() - interval '1 year'"],
    ['updated_at', 'updated_at = now()'],
  ])('refuse an update of %s, which is outside the column grant', async (_column, assignment) => {
    expect(await refusal({ user: ASHA }, `update public.profiles set ${assignment} where user_id = $1`, [ASHA])).toBe('42501');
  });

  it('cannot be inserted or deleted by a client', async () => {
    expect(await refusal({ user: ASHA }, 'insert into public.profiles (user_id) values ($1)', [ASHA])).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.profiles where user_id = $1', [ASHA])).toBe('42501');
    expect(await refusal('anon', 'insert into public.profiles (user_id) values ($1)', [RAVI])).toBe('42501');
  });

  it.each([
    ['a payment status other than paid', `payment_status = 'premium'`],
    ['rank 0', 'predicted_rank = 0'],
    ['rank 100001', 'predicted_rank = 100001'],
    ['a breakdown with an unknown subject', `diagnostic_score = '{"Astrology": 1}'`],
    ['a breakdown above a subject’s question count', `diagnostic_score = '${JSON.stringify({ ...SUBJECT_COUNTS, 'Legal Reasoning': 3 })}'`],
    ['an exit feedback of 2001 characters', `exit_feedback = repeat('x', 2001)`],
    ['a dream university of 201 characters', `dream_nlu = repeat('x', 201)`],
  ])('refuse %s', async (_what, assignment) => {
    expect(await refusal({ user: ASHA }, `update public.profiles set ${assignment} where user_id = $1`, [ASHA])).toBe('23514');
  });

  it('go with the account', async () => {
    const ghost = '00000000-0000-4000-8000-00000000000c';
    await db.query('insert into auth.users (id, email) values ($1, $2)', [ghost, 'ghost@example.in']);
    await as({ user: ghost }, (tx) => tx.query(INSERT_TEST, testRow({ user: ghost })));
    await db.query('delete from auth.users where id = $1', [ghost]);
    const left = await rows<{ count: number }>(
      'service_role',
      `select (select count(*) from public.profiles where user_id = $1)::int
            + (select count(*) from public.diagnostic_tests where user_id = $1)::int as count`,
      [ghost],
    );
    expect(left).toEqual([{ count: 0 }]);
  });
});

describe('diagnostic_tests', () => {
  it('take a student’s own test and show it to that student only', async () => {
    expect(await affected({ user: ASHA }, INSERT_TEST, testRow())).toBe(1);
    const mine = await rows<Record<string, unknown>>({ user: ASHA }, 'select * from public.diagnostic_tests');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ user_id: ASHA, total_score: 69, answers: answers(13), strengths: ['Legal Reasoning', 'English Language'] });
    expect(await rows({ user: RAVI }, 'select * from public.diagnostic_tests')).toEqual([]);
    expect(await refusal('anon', 'select * from public.diagnostic_tests')).toBe('42501');
  });

  it('refuse a test recorded for somebody else, or by nobody', async () => {
    expect(await refusal({ user: ASHA }, INSERT_TEST, testRow({ user: RAVI }))).toBe('42501');
    expect(await refusal('anon', INSERT_TEST, testRow())).toBe('42501');
  });

  it('cannot be changed or removed by a client', async () => {
    expect(await refusal({ user: ASHA }, 'update public.diagnostic_tests set total_score = 100')).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.diagnostic_tests')).toBe('42501');
  });

  it.each([
    ['12 answers', testRow({ answers: answers(12) })],
    ['14 answers', testRow({ answers: answers(14) })],
    ['an answer that is not an option index', testRow({ answers: { ...answers(12), q13: 4 } })],
    ['answers that are not an object', testRow({ answers: [1, 2, 3] })],
    ['score 101', testRow({ score: 101 })],
    ['score -1', testRow({ score: -1 })],
    ['rank 0', testRow({ rank: 0 })],
    ['rank 100001', testRow({ rank: 100_001 })],
    ['a breakdown missing a subject', testRow({ breakdown: { 'Legal Reasoning': 2 } })],
    ['a strength that is not a subject', testRow({ strengths: ['Astrology'] })],
  ])('refuse %s', async (_what, values) => {
    expect(await refusal({ user: ASHA }, INSERT_TEST, values)).toBe('23514');
  });
});

describe('contact_submissions', () => {
  it('take a message from a visitor and from a student', async () => {
    expect(await affected('anon', CONTACT, ['Meera', 'meera@example.in', 'When is the next mock test?'])).toBe(1);
    expect(await affected({ user: ASHA }, CONTACT, ['Asha', 'asha@example.in', 'Thanks!'])).toBe(1);
    expect(await rows<{ count: number }>('service_role', 'select count(*)::int as count from public.contact_submissions')).toEqual([
      { count: 2 },
    ]);
  });

  it('cannot be read, changed or removed by any client, not even the row just written', async () => {
    for (const who of ['anon', { user: ASHA }] as const) {
      expect(await refusal(who, 'select * from public.contact_submissions')).toBe('42501');
      expect(await refusal(who, `update public.contact_submissions set message = 'x'`)).toBe('42501');
      expect(await refusal(who, 'delete from public.contact_submissions')).toBe('42501');
      // What `.insert(...).select()` would send: the reason the adapter never asks for the row.
      expect(await refusal(who, `${CONTACT} returning id`, ['Meera', 'meera@example.in', 'Hello'])).toBe('42501');
    }
  });

  it.each([
    ['an empty name', ['  ', 'meera@example.in', 'Hello']],
    ['a name of 101 characters', ['x'.repeat(101), 'meera@example.in', 'Hello']],
    ['an e-mail without @', ['Meera', 'meera.example.in', 'Hello']],
    ['an e-mail of 255 characters', ['Meera', `${'m'.repeat(244)}@example.in`, 'Hello']],
    ['an empty message', ['Meera', 'meera@example.in', '']],
    ['a message of 5001 characters', ['Meera', 'meera@example.in', 'x'.repeat(5001)]],
  ])('refuse %s', async (_what, values) => {
    expect(await refusal('anon', CONTACT, values)).toBe('23514');
  });
});

describe("the server's tables", () => {
  beforeAll(async () => {
    // What the NyayaPath server writes, as the owner (row-level security does not bind it).
    await db.query(`insert into public.subscriptions (user_id, plan, valid_from, valid_till) values ($1, 'daily', now(), now() + interval '1 day')`, [ASHA]);
    await db.query(
      `insert into public.payment_submissions (user_id, email, plan, amount, banking_name, last4) values ($1, 'asha@example.in', 'daily', 15, 'Asha Verma', '4821')`,
      [ASHA],
    );
    await db.query(`insert into public.usage_counters (user_id, feature, period, used) values ($1, 'aiDoubtSolver', 'plan', 3)`, [ASHA]);
    await db.query(`insert into public.operator_audit (operator_id, action, payment_id) values ($1, 'approve', gen_random_uuid())`, [RAVI]);
  });

  it("show a student their own plan, payments and usage, and nobody else's", async () => {
    for (const table of ['subscriptions', 'payment_submissions', 'usage_counters']) {
      expect(await rows({ user: ASHA }, `select user_id from public.${table}`), table).toEqual([{ user_id: ASHA }]);
      expect(await rows({ user: RAVI }, `select user_id from public.${table}`), table).toEqual([]);
      expect(await refusal('anon', `select * from public.${table}`), table).toBe('42501');
    }
  });

  it('cannot be written by any client: no plan, payment or use is granted from the browser', async () => {
    expect(await refusal({ user: RAVI }, `insert into public.subscriptions (user_id, plan, valid_from, valid_till) values ($1, 'monthly', now(), now() + interval '30 days')`, [RAVI])).toBe('42501');
    expect(await refusal({ user: ASHA }, `update public.payment_submissions set status = 'approved', decided_at = now()`)).toBe('42501');
    expect(await refusal({ user: ASHA }, 'update public.usage_counters set used = 0')).toBe('42501');
    expect(await refusal({ user: ASHA }, 'delete from public.usage_counters')).toBe('42501');
  });

  it('keep the audit trail, trials, registrations and practice history from every client', async () => {
    for (const table of ['operator_audit', 'free_trials', 'demo_registrations', 'tutor_progress']) {
      expect(await refusal({ user: ASHA }, `select * from public.${table}`), table).toBe('42501');
      expect(await refusal('anon', `select * from public.${table}`), table).toBe('42501');
    }
  });

  it('refuse a second pending payment with the same plan and digits, a bad amount or bad digits', async () => {
    const insert = `insert into public.payment_submissions (user_id, plan, amount, banking_name, last4) values ($1, $2, $3, $4, $5)`;
    expect(await refusal('service_role', insert, [ASHA, 'daily', 15, 'Asha Verma', '4821'])).toBe('23505');
    expect(await refusal('service_role', insert, [ASHA, 'monthly', 0, 'Asha Verma', '4821'])).toBe('23514');
    expect(await refusal('service_role', insert, [ASHA, 'monthly', 300, 'Asha Verma', '48a1'])).toBe('23514');
    expect(await refusal('service_role', insert, [ASHA, 'monthly', 300, '  padded  ', '4821'])).toBe('23514');
  });
});
