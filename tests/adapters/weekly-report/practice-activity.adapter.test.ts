import { describe, expect, it } from 'vitest';
import { BrowserTimeZone } from '../../../adapters/browser/browser-time-zone.adapter';
import { LocalPracticeActivity } from '../../../adapters/local/local-practice-activity.adapter';
import { LOCAL_KEY_PREFIX } from '../../../adapters/local/stored-document';
import { SupabasePracticeActivity } from '../../../adapters/supabase/supabase-practice-activity.adapter';
import type { PracticeActivityLog } from '../../../core/weekly-report/practice-activity.port';
import type { PracticeActivity } from '../../../core/weekly-report/practice-activity.model';
import { WEEKLY_REPORT_MESSAGES } from '../../../core/weekly-report/weekly-report.messages';
import { MemoryStorage } from '../../fakes/memory-storage';
import { RecordingLogger } from '../../fakes/recording-logger';
import { clientOver, json } from '../supabase/postgrest-client';

type Row = Record<string, unknown>;

const AT = Date.parse('2026-11-24T05:00:00Z');
const legal: PracticeActivity = { source: 'question_maker', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 3, at: AT };

/** What every activity record does, in the browser or on Supabase. */
function activityContract(make: () => PracticeActivityLog) {
  it('keeps each student’s practice apart and returns it for the asked range only, oldest first', async () => {
    const log = make();
    await log.add('asha', { ...legal, at: AT + 2_000 });
    await log.add('asha', legal);
    await log.add('asha', { ...legal, at: AT + 10_000 });
    await log.add('ravi', { ...legal, section: 'Quant', topic: 'Percentages' });
    expect(await log.list('asha', AT, AT + 10_000)).toEqual([legal, { ...legal, at: AT + 2_000 }]);
    expect(await log.list('ravi', 0, AT + 1)).toEqual([{ ...legal, section: 'Quant', topic: 'Percentages' }]);
    expect(await log.list('nobody', 0, AT * 2)).toEqual([]);
  });
}

/** PostgREST's wire format for practice_activity, as much as the adapter uses: insert, eq, gte, lt, order. */
class FakePostgrest {
  readonly rows: Row[] = [];
  failWith: { status: number; body: unknown } | null = null;

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/practice_activity')) return json(404, { code: 'PGRST205', message: 'no such table' });
    if (this.failWith) return json(this.failWith.status, this.failWith.body);
    if (request.method === 'POST') {
      const body = (await request.json()) as Row | Row[];
      for (const row of Array.isArray(body) ? body : [body]) this.rows.push({ id: this.rows.length + 1, recorded_at: '2026-11-24T05:00:01+00:00', ...row });
      return new Response(null, { status: 201 });
    }
    let found = [...this.rows];
    for (const [column, condition] of url.searchParams) {
      if (column === 'select' || column === 'order') continue;
      const [operator, ...rest] = condition.split('.');
      const value = rest.join('.');
      found = found.filter((row) => {
        const cell = String(row[column]);
        if (operator === 'eq') return cell === value;
        // Timestamps compare as instants, as Postgres does.
        if (operator === 'gte') return Date.parse(cell) >= Date.parse(value);
        if (operator === 'lt') return Date.parse(cell) < Date.parse(value);
        throw new Error(`unexpected filter ${condition}`);
      });
    }
    found.sort((a, b) => Date.parse(String(a['at'])) - Date.parse(String(b['at'])));
    const columns = (url.searchParams.get('select') ?? '*').split(',').map((column) => column.trim());
    // Postgres sends timestamptz back in its own format, with an offset.
    return json(200, found.map((row) => Object.fromEntries(columns.map((column) => [column, column === 'at' ? String(row[column]).replace('Z', '+00:00').replace('.000', '') : row[column]]))));
  };
}

function supabaseKit() {
  const postgrest = new FakePostgrest();
  const client = clientOver(postgrest.fetch);
  const logger = new RecordingLogger();
  return { postgrest, logger, log: new SupabasePracticeActivity(client, logger) };
}

describe('LocalPracticeActivity', () => {
  activityContract(() => new LocalPracticeActivity(new MemoryStorage(), new RecordingLogger()));

  it('survives a reload, and leaves out a damaged row while keeping the others', async () => {
    const storage = new MemoryStorage();
    await new LocalPracticeActivity(storage, new RecordingLogger()).add('asha', legal);
    const key = `${LOCAL_KEY_PREFIX}db.practice_activity`;
    storage.set(key, JSON.stringify([...JSON.parse(storage.get(key)!), { userId: 'asha', ...legal, correct: 9 }, { userId: 'asha', ...legal, section: 'Maths' }]));
    expect(await new LocalPracticeActivity(storage, new RecordingLogger()).list('asha', 0, AT + 1)).toEqual([legal]);
  });
});

describe('SupabasePracticeActivity', () => {
  activityContract(() => supabaseKit().log);

  it('sends the student’s id and the time as an ISO instant, and reads rows back checked', async () => {
    const { postgrest, log, logger } = supabaseKit();
    await log.add('asha', legal);
    expect(postgrest.rows[0]).toMatchObject({ user_id: 'asha', section: 'Legal', topic: 'Contract Law', answered: 5, correct: 3, at: '2026-11-24T05:00:00.000Z' });
    postgrest.rows.push({ user_id: 'asha', source: 'question_maker', section: 'Legal', topic: 'Tort Law', answered: 2, correct: 5, at: '2026-11-24T06:00:00Z' });
    expect(await log.list('asha', AT, AT + 86_400_000)).toEqual([legal]);
    expect(logger.entries.some((entry) => entry.message === 'Unreadable practice activity row')).toBe(true);
  });

  it('turns a refusal into the report’s own message', async () => {
    const { postgrest, log } = supabaseKit();
    postgrest.failWith = { status: 403, body: { code: '42501', message: 'new row violates row-level security policy' } };
    await expect(log.add('asha', legal)).rejects.toMatchObject({ code: 'unavailable', message: WEEKLY_REPORT_MESSAGES.recordFailed });
    await expect(log.list('asha', 0, AT)).rejects.toMatchObject({ code: 'unavailable', message: WEEKLY_REPORT_MESSAGES.loadFailed });
  });
});

describe('BrowserTimeZone', () => {
  it('speaks minutes east of UTC, as the device’s zone has them', () => {
    const at = Date.UTC(2026, 10, 24, 5);
    expect(new BrowserTimeZone().offsetMinutes(at)).toBe(-new Date(at).getTimezoneOffset());
  });
});
