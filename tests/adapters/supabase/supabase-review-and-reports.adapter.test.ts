import { describe, expect, it } from 'vitest';
import { SupabaseQuestionReports } from '../../../adapters/supabase/supabase-question-reports.adapter';
import { SupabaseReviewQueue } from '../../../adapters/supabase/supabase-review-queue.adapter';
import type { ReviewItem } from '../../../core/review/review.model';
import { REVIEW_MESSAGES } from '../../../core/review/review.messages';
import { RecordingLogger } from '../../fakes/recording-logger';
import { clientOver, json } from './postgrest-client';

type Row = Record<string, unknown>;

/**
 * PostgREST's wire format for question_reports and review_queue, as much as the adapters use:
 * reads filtered with eq, upserts on the unique key (Prefer: resolution=merge-duplicates), and
 * the database's own columns (id, reported_at). Row-level security itself is tested on Postgres
 * in tests/supabase.
 */
class FakePostgrest {
  readonly tables: { readonly question_reports: Row[]; readonly review_queue: Row[] } = { question_reports: [], review_queue: [] };
  requests: { method: string; table: string; prefer: string | null; onConflict: string | null }[] = [];
  failWith: { status: number; body: unknown } | null = null;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const table = url.pathname.split('/').at(-1)!;
    const rows = (this.tables as Record<string, Row[] | undefined>)[table];
    if (!rows) return json(404, { code: 'PGRST205', message: 'no such table' });
    this.requests.push({ method: request.method, table, prefer: request.headers.get('prefer'), onConflict: url.searchParams.get('on_conflict') });
    if (this.failWith) return json(this.failWith.status, this.failWith.body);
    const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    if (request.method === 'POST') {
      const body = (await request.json()) as Row | Row[];
      const keys = (url.searchParams.get('on_conflict') ?? '').split(',');
      const saved: Row[] = [];
      for (const values of Array.isArray(body) ? body : [body]) {
        const earlier = rows.find((row) => keys.every((key) => row[key] === values[key]));
        if (earlier) Object.assign(earlier, values, { reported_at: '2026-11-25T05:01:00+00:00', resolved_at: null });
        else rows.push({ id: `00000000-0000-4000-8000-00000000000${rows.length + 1}`, reported_at: '2026-11-25T05:00:00+00:00', resolved_at: null, ...values });
        saved.push(earlier ?? rows.at(-1)!);
      }
      return json(201, single ? saved[0] : saved);
    }
    let found = [...rows];
    for (const [column, condition] of url.searchParams) {
      if (['select', 'order'].includes(column)) continue;
      found = found.filter((row) => condition === `eq.${String(row[column])}`);
    }
    if (single) return found.length === 1 ? json(200, found[0]) : found.length === 0 ? json(406, { code: 'PGRST116', message: 'no rows' }) : json(406, {});
    return json(200, found);
  };
}

function kit() {
  const postgrest = new FakePostgrest();
  const client = clientOver(postgrest.fetch);
  const logger = new RecordingLogger();
  return { postgrest, logger, reports: new SupabaseQuestionReports(client, logger), queue: new SupabaseReviewQueue(client, logger) };
}

const REPORT = { userId: 'asha', email: 'asha@example.in', questionId: 'legal-1', source: 'diagnostic' as const, questionText: 'Is there a contract?', reason: 'The question is unclear' as const, note: 'Which party?', reportedAt: 0 };

describe('SupabaseQuestionReports', () => {
  it('upserts one row per student and question and says whether it replaced one', async () => {
    const { postgrest, reports } = kit();
    const first = await reports.save(REPORT);
    expect(first).toMatchObject({ repeated: false, report: { questionId: 'legal-1', questionText: 'Is there a contract?', note: 'Which party?', reportedAt: Date.parse('2026-11-25T05:00:00Z') } });
    const again = await reports.save({ ...REPORT, reason: 'Something else', note: '' });
    expect(again).toMatchObject({ repeated: true, report: { id: first.report.id, reason: 'Something else', resolvedAt: null } });
    expect(postgrest.tables.question_reports).toHaveLength(1);
    const upsert = postgrest.requests.find((request) => request.method === 'POST');
    expect(upsert).toMatchObject({ onConflict: 'user_id,question_id' });
    expect(upsert?.prefer).toContain('resolution=merge-duplicates');
    // Only the report's own columns are sent: the database sets the time and never takes "resolved" from a student.
    expect(Object.keys(postgrest.tables.question_reports[0]!).sort()).toEqual(['id', 'note', 'question_id', 'question_text', 'reason', 'reported_at', 'resolved_at', 'source', 'user_id']);
  });

  it('turns a refusal into the product words, and a lost session into a sign-in', async () => {
    const { postgrest, reports } = kit();
    postgrest.failWith = { status: 500, body: { code: 'XX000', message: 'boom' } };
    await expect(reports.save(REPORT)).rejects.toMatchObject({ code: 'unavailable' });
    postgrest.failWith = { status: 401, body: { code: 'PGRST301', message: 'JWT expired' } };
    await expect(reports.save(REPORT)).rejects.toMatchObject({ code: 'session_expired' });
  });
});

describe('SupabaseReviewQueue', () => {
  const item = (id: string, due: number): ReviewItem => ({
    question: { questionId: id, passage: null, stem: 'Which?', options: ['a', 'b', 'c', 'd'], correctIndex: 1, explanation: 'b', subject: 'Legal Reasoning', source: 'diagnostic' },
    schedule: { due, stability: 1, difficulty: 5, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 1, lapses: 0, state: 'learning', lastReview: due },
    addedAt: Date.UTC(2026, 10, 25),
    lastWrongAt: Date.UTC(2026, 10, 25),
  });

  it('upserts items by question with due_at from the schedule, and reads them back', async () => {
    const { postgrest, queue } = kit();
    await queue.put('asha', [item('legal-1', Date.UTC(2026, 10, 26)), item('legal-2', Date.UTC(2026, 10, 27))]);
    await queue.put('asha', [item('legal-1', Date.UTC(2026, 10, 28))]);
    expect(postgrest.tables.review_queue.map((row) => [row.question_id, row.due_at])).toEqual([
      ['legal-1', '2026-11-28T00:00:00.000Z'],
      ['legal-2', '2026-11-27T00:00:00.000Z'],
    ]);
    const mine = await queue.list('asha');
    expect(mine.map((row) => row.question.questionId).sort()).toEqual(['legal-1', 'legal-2']);
    expect(mine.find((row) => row.question.questionId === 'legal-1')).toEqual(item('legal-1', Date.UTC(2026, 10, 28)));
    expect(await queue.list('ravi')).toEqual([]);
  });

  it('leaves out an unreadable row instead of hiding the queue, and reports a failed read in the product words', async () => {
    const { postgrest, queue, logger } = kit();
    await queue.put('asha', [item('legal-1', 0)]);
    postgrest.tables.review_queue.push({ user_id: 'asha', question_id: 'bad', question: { questionId: 'bad' }, schedule: {}, added_at: 'x', last_wrong_at: 'x' });
    expect((await queue.list('asha')).map((row) => row.question.questionId)).toEqual(['legal-1']);
    expect(logger.messages('error')).toContain('Unreadable review queue row');
    postgrest.failWith = { status: 500, body: { code: 'XX000', message: 'down' } };
    await expect(queue.list('asha')).rejects.toMatchObject({ code: 'unavailable', message: REVIEW_MESSAGES.loadFailed });
  });
});
