import { describe, expect, it } from 'vitest';
import { SupabaseQuizAttempts } from '../../../adapters/supabase/supabase-quiz-attempts.adapter';
import { DailyQuizBank } from '../../../adapters/tutor/quiz/daily-quiz-bank';
import { QUIZ_MESSAGES } from '../../../core/quiz/quiz.messages';
import { fixtureContent } from '../../fakes/quiz-bank-fixture';
import { RecordingLogger } from '../../fakes/recording-logger';
import { clientOver, json } from './postgrest-client';

type Row = { user_id: string; quiz_date: string; answers: Record<string, number>; score: number; total: number; submitted_at: string };

/**
 * PostgREST's wire format for daily_quiz_attempts, as much as the adapter uses: insert with
 * representation (409 and 23505 on the unique key, 403 and 42501 when the policy refuses), and
 * reads filtered with eq/gte and ordered. Row-level security itself is tested on Postgres in
 * tests/supabase/daily-quiz-attempts.test.ts.
 */
class FakePostgrest {
  readonly rows: Row[] = [];
  refuseWithPolicy = false;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/rest/v1/daily_quiz_attempts')) return json(404, { code: 'PGRST205', message: 'no such table' });
    const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    const pick = (row: Row) => ({ quiz_date: row.quiz_date, answers: row.answers, score: row.score, total: row.total, submitted_at: row.submitted_at });
    if (request.method === 'POST') {
      if (this.refuseWithPolicy) return json(403, { code: '42501', message: 'new row violates row-level security policy' });
      const values = (await request.json()) as Omit<Row, 'submitted_at'>;
      if (this.rows.some((row) => row.user_id === values.user_id && row.quiz_date === values.quiz_date)) {
        return json(409, { code: '23505', message: 'duplicate key value violates unique constraint "daily_quiz_attempts_one_a_day"' });
      }
      const row = { ...values, submitted_at: '2026-03-10T04:30:00+00:00' };
      this.rows.push(row);
      return json(201, single ? pick(row) : [pick(row)]);
    }
    let found = [...this.rows];
    for (const [column, condition] of url.searchParams) {
      if (column === 'select' || column === 'order') continue;
      const [operator, value] = [condition.slice(0, condition.indexOf('.')), condition.slice(condition.indexOf('.') + 1)];
      found = found.filter((row) => {
        const cell = String(row[column as keyof Row]);
        return operator === 'eq' ? cell === value : operator === 'gte' ? cell >= value : false;
      });
    }
    if (url.searchParams.get('order') === 'quiz_date.desc') found.sort((a, b) => (a.quiz_date < b.quiz_date ? 1 : -1));
    if (single) return found.length === 1 ? json(200, pick(found[0]!)) : json(406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' });
    return json(200, found.map(pick));
  };
}

function kit() {
  const postgrest = new FakePostgrest();
  const client = clientOver(postgrest.fetch);
  const bank = new DailyQuizBank(fixtureContent());
  return { postgrest, bank, attempts: new SupabaseQuizAttempts(client, bank, new RecordingLogger()) };
}

async function answersFor(bank: DailyQuizBank, date: string, right: number) {
  const { key } = await bank.dayOf(date);
  return Object.fromEntries(key.map((entry, index) => [entry.questionId, index < right ? entry.answerIndex : (entry.answerIndex + 1) % 4]));
}

describe('SupabaseQuizAttempts', () => {
  it('marks with the day’s key, inserts the row, and reads it back', async () => {
    const { postgrest, bank, attempts } = kit();
    const marked = await attempts.submit({ userId: 'asha', date: '2026-03-10', answers: await answersFor(bank, '2026-03-10', 8) });
    expect(marked.attempt).toMatchObject({ date: '2026-03-10', score: 8, total: 10 });
    expect(postgrest.rows).toEqual([expect.objectContaining({ user_id: 'asha', quiz_date: '2026-03-10', score: 8, total: 10 })]);
    expect((await attempts.find('asha', '2026-03-10'))?.key).toHaveLength(10);
    expect(await attempts.find('asha', '2026-03-09')).toBeNull();
  });

  it('turns the unique key into "already taken"', async () => {
    const { bank, attempts } = kit();
    const answers = await answersFor(bank, '2026-03-10', 3);
    await attempts.submit({ userId: 'asha', date: '2026-03-10', answers });
    await expect(attempts.submit({ userId: 'asha', date: '2026-03-10', answers })).rejects.toMatchObject({ code: 'conflict', message: QUIZ_MESSAGES.alreadyTaken });
  });

  it('turns a policy refusal into "this quiz has closed"', async () => {
    const { postgrest, bank, attempts } = kit();
    postgrest.refuseWithPolicy = true;
    await expect(attempts.submit({ userId: 'asha', date: '2026-03-08', answers: await answersFor(bank, '2026-03-08', 3) })).rejects.toMatchObject({
      code: 'validation',
      message: QUIZ_MESSAGES.closed,
    });
  });

  it('lists the history newest first from a date', async () => {
    const { bank, attempts } = kit();
    for (const date of ['2026-03-07', '2026-03-09', '2026-03-08']) await attempts.submit({ userId: 'asha', date, answers: await answersFor(bank, date, 5) });
    await attempts.submit({ userId: 'ravi', date: '2026-03-09', answers: await answersFor(bank, '2026-03-09', 5) });
    expect((await attempts.history('asha', '2026-03-08')).map((attempt) => attempt.date)).toEqual(['2026-03-09', '2026-03-08']);
  });
});
