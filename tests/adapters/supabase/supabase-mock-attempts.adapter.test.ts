import { describe, expect, it } from 'vitest';
import { SupabaseMockAttempts } from '../../../adapters/supabase/supabase-mock-attempts.adapter';
import { startProgress } from '../../../core/mock/mock-progress.rules';
import { MOCK_MESSAGES } from '../../../core/mock/mock.messages';
import { RecordingLogger } from '../../fakes/recording-logger';
import { mockAttemptsContract } from '../contracts/mock-attempts.contract';
import { clientOver, json } from './postgrest-client';

type Row = Record<string, unknown> & { id: string; user_id: string; started_at: string; submitted_at: string | null };

/**
 * PostgREST's wire format for full_mock_attempts, as much as the adapter uses: insert and update
 * with representation, reads filtered with eq/is and ordered. Row-level security itself is
 * tested on Postgres in tests/supabase/full-mock-attempts.test.ts.
 */
class FakePostgrest {
  readonly rows: Row[] = [];
  private next = 1;
  failWith: { status: number; code: string } | null = null;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/rest/v1/full_mock_attempts')) return json(404, { code: 'PGRST205', message: 'no such table' });
    if (this.failWith) return json(this.failWith.status, { code: this.failWith.code, message: 'refused' });
    const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    const pick = ({ user_id: _user, ...row }: Row) => row;
    if (request.method === 'POST') {
      const values = (await request.json()) as Row;
      // The unique index of one mock in progress a student.
      if (this.rows.some((row) => row.user_id === values.user_id && row.submitted_at === null)) return json(409, { code: '23505', message: 'duplicate key' });
      const row: Row = { ...values, id: `00000000-0000-4000-8000-${String(this.next++).padStart(12, '0')}`, submitted_at: null, result: null };
      this.rows.push(row);
      return json(201, single ? pick(row) : [pick(row)]);
    }
    const matches = (row: Row) =>
      [...url.searchParams].every(([column, condition]) => {
        if (column === 'select' || column === 'order') return true;
        const cell = row[column];
        if (condition === 'is.null') return cell === null || cell === undefined;
        return condition.startsWith('eq.') && String(cell) === condition.slice(3);
      });
    if (request.method === 'PATCH') {
      const values = (await request.json()) as Partial<Row>;
      const changed = this.rows.filter(matches);
      for (const row of changed) Object.assign(row, values);
      return json(200, changed.map(pick));
    }
    const found = this.rows.filter(matches).sort((a, b) => (a.started_at < b.started_at ? 1 : -1));
    if (single) return found.length === 1 ? json(200, pick(found[0]!)) : found.length === 0 ? json(200, null) : json(406, { code: 'PGRST116', message: 'many' });
    return json(200, found.map(pick));
  };
}

function kit() {
  const postgrest = new FakePostgrest();
  const client = clientOver(postgrest.fetch);
  return { postgrest, attempts: new SupabaseMockAttempts(client, new RecordingLogger()) };
}

const ASHA = '00000000-0000-4000-8000-0000000000a1';
const RAVI = '00000000-0000-4000-8000-0000000000b2';

describe('SupabaseMockAttempts', () => {
  mockAttemptsContract(async () => ({ attempts: kit().attempts, asha: ASHA, ravi: RAVI }));

  it('sends times as ISO instants and reads them back as epoch milliseconds', async () => {
    const { postgrest, attempts } = kit();
    const paper = { seed: 1, sets: [{ setId: 'legal-1', section: 'Legal' as const, questionCount: 4 }] };
    const created = await attempts.create({ userId: ASHA, paper, startedAt: Date.UTC(2026, 2, 10, 4, 30), progress: startProgress(['legal-1-q1'], 0) });
    expect(postgrest.rows[0]).toMatchObject({ user_id: ASHA, started_at: '2026-03-10T04:30:00.000Z' });
    expect(created.startedAt).toBe(Date.UTC(2026, 2, 10, 4, 30));
  });

  it('turns a refusal into the message for the student, and an expired token into the session rule', async () => {
    const { postgrest, attempts } = kit();
    postgrest.failWith = { status: 403, code: '42501' };
    await expect(attempts.list(ASHA)).rejects.toMatchObject({ code: 'unavailable', message: MOCK_MESSAGES.historyFailed });
    postgrest.failWith = { status: 401, code: 'PGRST301' };
    await expect(attempts.list(ASHA)).rejects.toMatchObject({ code: 'session_expired' });
  });
});
