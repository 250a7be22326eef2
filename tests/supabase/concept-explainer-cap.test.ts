import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsCaller, supabaseDatabase, type Who } from './rls-caller';

/**
 * public.take_concept_explainer_call on a real Postgres (PGlite) with every migration applied,
 * under the conventions a Supabase project has (see schema.test.ts): the concept-explainer
 * function calls it through the Data API with the student's token before each model call.
 */

const PAID = '00000000-0000-4000-8000-0000000000a1';
const UNPAID = '00000000-0000-4000-8000-0000000000a2';
const EXPIRED = '00000000-0000-4000-8000-0000000000a3';
const RUSH = '00000000-0000-4000-8000-0000000000a4';
const YESTERDAY_FULL = '00000000-0000-4000-8000-0000000000a5';

let db: PGlite;
const { as } = rlsCaller(() => db);

/** What POST /rest/v1/rpc/take_concept_explainer_call {daily_cap} runs for this caller. */
async function take(who: Who, dailyCap: number | null): Promise<boolean> {
  return as(who, async (tx) => {
    const { rows } = await tx.query<{ counted: boolean }>('select public.take_concept_explainer_call(daily_cap => $1) as counted', [dailyCap]);
    return rows[0]!.counted;
  });
}

async function counters(userId: string): Promise<{ feature: string; period: string; used: number }[]> {
  const { rows } = await db.query<{ feature: string; period: string; used: number }>(
    'select feature, period, used from public.usage_counters where user_id = $1 order by period',
    [userId],
  );
  return rows;
}

/** Today's period as the function names it: the date in India, whatever the server's time zone. */
function today(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `day:${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date)}`;
}

beforeAll(async () => {
  db = await supabaseDatabase();

  for (const id of [PAID, UNPAID, EXPIRED, RUSH, YESTERDAY_FULL]) {
    await db.query('insert into auth.users (id, email) values ($1, $2)', [id, `${id.slice(-2)}@example.in`]);
  }
  // What the NyayaPath server writes when an operator approves a payment.
  const plan = `insert into public.subscriptions (user_id, plan, valid_from, valid_till) values ($1, $2, $3, $4)`;
  for (const id of [PAID, RUSH, YESTERDAY_FULL]) await db.query(plan, [id, 'monthly', new Date(Date.now() - 86_400_000), new Date(Date.now() + 30 * 86_400_000)]);
  await db.query(plan, [EXPIRED, 'daily', new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 86_400_000)]);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('take_concept_explainer_call', () => {
  it('counts a paid student’s calls until the daily cap, then refuses', async () => {
    const results: boolean[] = [];
    for (let call = 0; call < 5; call += 1) results.push(await take({ user: PAID }, 3));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await counters(PAID)).toEqual([{ feature: 'conceptExplainer', period: today(), used: 3 }]);
  });

  it('lets a higher cap take more calls the same day', async () => {
    expect(await take({ user: PAID }, 4)).toBe(true);
    expect(await take({ user: PAID }, 4)).toBe(false);
    expect(await counters(PAID)).toEqual([{ feature: 'conceptExplainer', period: today(), used: 4 }]);
  });

  it('starts afresh each day in India: yesterday’s full counter does not block today', async () => {
    await db.query(`insert into public.usage_counters (user_id, feature, period, used) values ($1, 'conceptExplainer', $2, 10)`, [
      YESTERDAY_FULL,
      today(-1),
    ]);
    expect(await take({ user: YESTERDAY_FULL }, 10)).toBe(true);
    expect(await counters(YESTERDAY_FULL)).toEqual([
      { feature: 'conceptExplainer', period: today(-1), used: 10 },
      { feature: 'conceptExplainer', period: today(), used: 1 },
    ]);
  });

  it.each([
    ['no plan', UNPAID],
    ['a plan that has ended', EXPIRED],
  ])('refuses a student with %s and leaves no counter row', async (_what, userId) => {
    expect(await take({ user: userId }, 50)).toBe(false);
    expect(await counters(userId)).toEqual([]);
  });

  it('refuses a cap below one, or none, without counting', async () => {
    const before = await counters(RUSH);
    expect(await take({ user: RUSH }, 0)).toBe(false);
    expect(await take({ user: RUSH }, -5)).toBe(false);
    expect(await take({ user: RUSH }, null)).toBe(false);
    expect(await counters(RUSH)).toEqual(before);
  });

  it('answers false to a signed-in role with no user behind it', async () => {
    expect(await take('authenticated', 50)).toBe(false);
  });

  it('cannot be executed by an anonymous visitor', async () => {
    await expect(take('anon', 50)).rejects.toMatchObject({ code: '42501' });
    expect(await counters(PAID)).toEqual([{ feature: 'conceptExplainer', period: today(), used: 4 }]);
  });

  it('runs as its owner with an empty search_path, executable by authenticated only', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[]; anon: boolean; authenticated: boolean; public: boolean }>(
      `select prosecdef, proconfig,
              has_function_privilege('anon', oid, 'execute') as anon,
              has_function_privilege('authenticated', oid, 'execute') as authenticated,
              exists (select from aclexplode(proacl) where grantee = 0 and privilege_type = 'EXECUTE') as public
       from pg_proc where oid = 'public.take_concept_explainer_call(integer)'::regprocedure`,
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'], anon: false, authenticated: true, public: false }]);
  });

  it('counts exactly the cap when 50 calls arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => take({ user: RUSH }, 10)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await counters(RUSH)).toEqual([{ feature: 'conceptExplainer', period: today(), used: 10 }]);
  });
});
