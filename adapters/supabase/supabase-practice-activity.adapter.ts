import { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';
import type { PracticeActivityLog } from '../../core/weekly-report/practice-activity.port';
import type { PracticeActivity } from '../../core/weekly-report/practice-activity.model';
import { WEEKLY_REPORT_MESSAGES } from '../../core/weekly-report/weekly-report.messages';
import { practiceActivitySchema } from '../weekly-report/practice-activity.schema';
import type { SupabaseClient } from './supabase-client';
import { callTable, readableRows, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'source, section, topic, answered, correct, at';

/** A row as PostgREST sends it, then the product's checks on the activity it holds. */
function parseRow(data: unknown): ReturnType<typeof practiceActivitySchema.safeParse> {
  const row = z.looseObject({ at: z.string() }).safeParse(data);
  const at = row.success ? Date.parse(row.data.at) : Number.NaN;
  return practiceActivitySchema.safeParse(row.success ? { ...row.data, at } : data);
}

/**
 * practice_activity on Supabase, with the student's token: row-level security keeps each student
 * to their own rows (supabase/migrations/20261125000930_practice_activity.sql). Rows are checked
 * with zod.
 */
export class SupabasePracticeActivity implements PracticeActivityLog {
  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async add(userId: string, activity: PracticeActivity): Promise<void> {
    const row = {
      user_id: userId,
      source: activity.source,
      section: activity.section,
      topic: activity.topic,
      answered: activity.answered,
      correct: activity.correct,
      at: new Date(activity.at).toISOString(),
    };
    await this.run('record practice', WEEKLY_REPORT_MESSAGES.recordFailed, () => this.table().insert(row));
  }

  async list(userId: string, from: number, to: number): Promise<readonly PracticeActivity[]> {
    const reply = await this.run('read practice activity', WEEKLY_REPORT_MESSAGES.loadFailed, () =>
      this.table()
        .select(COLUMNS)
        .eq('user_id', userId)
        .gte('at', new Date(from).toISOString())
        .lt('at', new Date(to).toISOString())
        .order('at', { ascending: true }),
    );
    return readableRows(reply.data, parseRow, this.logger, 'practice activity', WEEKLY_REPORT_MESSAGES.loadFailed);
  }

  /** The table is not in the generated schema type the other adapters share. */
  private table() {
    return untypedTable(this.client, 'practice_activity');
  }

  private run(action: string, failure: string, call: () => PromiseLike<TableReply>): Promise<TableReply> {
    return callTable(this.logger, action, failure, call);
  }
}
