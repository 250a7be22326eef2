import { z } from 'zod/mini';
import type { Logger } from '../../core/ports/logger.port';
import type { StudyPlans } from '../../core/study-plan/study-plans.port';
import type { StudyPlanRecord } from '../../core/study-plan/study-plan.model';
import { STUDY_PLAN_MESSAGES } from '../../core/study-plan/study-plan.messages';
import { doneTaskIdsSchema, planDaySchema } from '../study-plan/study-plan-record.schema';
import type { SupabaseClient } from './supabase-client';
import { callTable, parseRow, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'exam_date, plan_day, done_task_ids, updated_at';

const rowSchema = z.pipe(
  z.object({ exam_date: planDaySchema, plan_day: planDaySchema, done_task_ids: doneTaskIdsSchema, updated_at: z.string() }),
  z.transform((row): StudyPlanRecord => ({ examDate: row.exam_date, day: row.plan_day, done: row.done_task_ids, updatedAt: Date.parse(row.updated_at) })),
);

/**
 * study_plans on Supabase, with the student's token: row-level security keeps each student to
 * their own row (supabase/migrations/20261125000940_study_plans.sql). Rows are checked with zod.
 */
export class SupabaseStudyPlans implements StudyPlans {
  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async get(userId: string): Promise<StudyPlanRecord | null> {
    const reply = await this.run('read the study plan', STUDY_PLAN_MESSAGES.loadFailed, () => this.table().select(COLUMNS).eq('user_id', userId).maybeSingle());
    if (reply.data === null) return null;
    return parseRow(rowSchema, reply.data, this.logger, 'study plan', STUDY_PLAN_MESSAGES.loadFailed);
  }

  async put(userId: string, record: StudyPlanRecord): Promise<void> {
    const row = {
      user_id: userId,
      exam_date: record.examDate,
      plan_day: record.day,
      done_task_ids: record.done,
      updated_at: new Date(record.updatedAt).toISOString(),
    };
    await this.run('save the study plan', STUDY_PLAN_MESSAGES.saveFailed, () => this.table().upsert(row, { onConflict: 'user_id' }));
  }

  /** The table is not in the generated schema type the other adapters share. */
  private table() {
    return untypedTable(this.client, 'study_plans');
  }

  private run(action: string, failure: string, call: () => PromiseLike<TableReply>): Promise<TableReply> {
    return callTable(this.logger, action, failure, call);
  }
}
