import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase, type Who } from './rls-caller';

/**
 * The input limits of supabase/migrations on PGlite, as the API roles write: blank-padded
 * values, oversize text and arrays, and the contact form's rate limits.
 */
const ASHA = '00000000-0000-4000-8000-00000000000a';

let db: PGlite;
const { as } = rlsCaller(() => db);

/** The SQLSTATE of the refusal, or 'accepted'. */
async function outcome(who: Who, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await as(who, (tx) => tx.query(sql, params));
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const CONTACT = 'insert into public.contact_submissions (name, email, message) values ($1, $2, $3)';
const SUBJECTS = { 'Legal Reasoning': 2, 'Logical Reasoning': 1, 'English Language': 3, 'General Knowledge': 2, 'Quantitative Techniques': 1 };
const answers = (count: number) => JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`q${i + 1}`, 1])));
const INSERT_TEST = `insert into public.diagnostic_tests
  (user_id, answers, score_breakdown, total_score, predicted_rank, predicted_nlu, strengths, weaknesses)
  values ($1, $2, $3, 69, 24800, $4, $5, $6)`;

beforeAll(async () => {
  db = await supabaseDatabase();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [ASHA, 'asha@example.in']);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec('delete from public.contact_submissions');
});

describe('required text is trimmed before its length is checked', () => {
  it.each([
    ['a blank-padded name', ['   ', 'asha@example.in', 'Hello']],
    ['a blank-padded message', ['Asha', 'asha@example.in', ' \t\n ']],
    ['a blank-padded e-mail', ['Asha', '   ', 'Hello']],
  ])('refuses %s in a contact message', async (_what, values) => {
    expect(await outcome('anon', CONTACT, values)).toBe('23514');
  });

  it('refuses blank-padded profile answers, names and exit feedback', async () => {
    const me = { user: ASHA };
    expect(await outcome(me, `update public.profiles set exit_feedback = '    ' where user_id = $1`, [ASHA])).toBe('23514');
    expect(await outcome(me, `update public.profiles set dream_nlu = '  ', losing_marks_area = 'Legal Reasoning' where user_id = $1`, [ASHA])).toBe('23514');
    expect(await outcome('service_role', `update public.profiles set full_name = ' ' where user_id = $1`, [ASHA])).toBe('23514');
    expect(await outcome(me, `update public.profiles set exit_feedback = 'Too costly' where user_id = $1`, [ASHA])).toBe('accepted');
  });

  it('refuses blank-padded payment notes', async () => {
    const payment = `insert into public.payment_submissions (user_id, plan, amount, banking_name, last4, notes) values ($1, 'daily', 15, 'Asha', '4821', $2)`;
    expect(await outcome('service_role', payment, [ASHA, '   '])).toBe('23514');
    expect(await outcome('service_role', payment, [ASHA, 'Paid from GPay'])).toBe('accepted');
  });
});

describe('text and arrays are capped', () => {
  it.each([
    ['a 101-character name', ['x'.repeat(101), 'asha@example.in', 'Hello']],
    ['a 255-character e-mail', ['Asha', `${'a'.repeat(244)}@example.in`, 'Hello']],
    ['a 5001-character message', ['Asha', 'asha@example.in', 'm'.repeat(5001)]],
  ])('refuses %s', async (_what, values) => {
    expect(await outcome('anon', CONTACT, values)).toBe('23514');
  });

  it('accepts the largest allowed contact message', async () => {
    expect(await outcome('anon', CONTACT, ['x'.repeat(100), `${'a'.repeat(243)}@example.in`, 'm'.repeat(5000)])).toBe('accepted');
  });

  it('caps exit feedback at 1000 characters and payment notes at 500', async () => {
    const me = { user: ASHA };
    expect(await outcome(me, `update public.profiles set exit_feedback = $2 where user_id = $1`, [ASHA, 'f'.repeat(1001)])).toBe('23514');
    expect(await outcome(me, `update public.profiles set exit_feedback = $2 where user_id = $1`, [ASHA, 'f'.repeat(1000)])).toBe('accepted');
    const payment = `insert into public.payment_submissions (user_id, plan, amount, banking_name, last4, notes) values ($1, 'daily', 15, 'Asha', '4821', $2)`;
    expect(await outcome('service_role', payment, [ASHA, 'n'.repeat(501)])).toBe('23514');
  });

  it('caps strengths and weaknesses at five subjects and answers at 13', async () => {
    const me = { user: ASHA };
    const five = Object.keys(SUBJECTS);
    const row = (strengths: string[], answerCount = 13) => [ASHA, answers(answerCount), JSON.stringify(SUBJECTS), 'Any NLU', strengths, []];
    expect(await outcome(me, INSERT_TEST, row([...five, 'Legal Reasoning']))).toBe('23514');
    expect(await outcome(me, INSERT_TEST, row(five, 14))).toBe('23514');
    expect(await outcome(me, INSERT_TEST, row(five))).toBe('accepted');
    expect(await outcome(me, INSERT_TEST, [ASHA, answers(13), JSON.stringify(SUBJECTS), '   ', five, []])).toBe('23514');
  });
});

describe('contact messages are rate-limited', () => {
  it('refuses a fourth message from the same e-mail within an hour, whatever its case or padding', async () => {
    for (let i = 0; i < 3; i += 1) expect(await outcome('anon', CONTACT, ['Asha', 'asha@example.in', `Message ${i}`])).toBe('accepted');
    expect(await outcome('anon', CONTACT, ['Asha', 'ASHA@example.in', 'Message 4'])).toBe('PT429');
    // Someone else is not affected.
    expect(await outcome('anon', CONTACT, ['Ravi', 'ravi@example.in', 'Hello'])).toBe('accepted');
  });

  it('counts only the last hour', async () => {
    await db.exec(`insert into public.contact_submissions (name, email, message, created_at)
      select 'Asha', 'asha@example.in', 'old', now() - interval '61 minutes' from generate_series(1, 5)`);
    expect(await outcome('anon', CONTACT, ['Asha', 'asha@example.in', 'New'])).toBe('accepted');
  });

  it('caps all contact messages per minute, whoever sends them', async () => {
    await db.exec(`insert into public.contact_submissions (name, email, message, created_at)
      select 'Visitor', 'visitor' || n || '@example.in', 'Hello', now() - interval '10 seconds' from generate_series(1, 30) as n`);
    expect(await outcome('anon', CONTACT, ['Asha', 'asha@example.in', 'Hello'])).toBe('PT429');
  });
});
