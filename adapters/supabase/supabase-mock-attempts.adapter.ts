import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { Logger } from '../../core/ports/logger.port';
import type { MockAttemptRecords } from '../../core/mock/mock-attempts.port';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import { type MockAttempt, type MockProgress, type MockResult, type NewMockAttempt } from '../../core/mock/mock.model';
import { AppError } from '../../core/shared/app-error';
import { mockPaperSchema, mockProgressSchema, mockResultSchema } from '../local/local-mock-attempts.adapter';
import type { SupabaseClient } from './supabase-client';
import { callTable, parseRow, untypedTable, type TableReply } from './table-call';

const COLUMNS = 'id, paper, started_at, progress, submitted_at, result';

const instant = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) context.issues.push({ code: 'custom', message: 'not a time', input: text });
    return ms;
  }),
);

const rowSchema = z.pipe(
  z.object({
    id: nonEmptyText,
    paper: mockPaperSchema,
    started_at: instant,
    progress: mockProgressSchema,
    submitted_at: z.nullable(instant),
    result: z.nullable(mockResultSchema),
  }),
  z.transform(
    (row): MockAttempt => ({
      id: row.id,
      paper: row.paper,
      startedAt: row.started_at,
      progress: row.progress,
      submittedAt: row.submitted_at,
      result: row.result,
    }),
  ),
);


/**
 * full_mock_attempts on Supabase, used when accounts are on Supabase. Row-level security keeps
 * each student to her own mocks and refuses any change to a submitted one
 * (supabase/migrations/20261125000800_full_mock.sql); the filters here say the same, so a
 * refused change is told apart from a missing row.
 */
export class SupabaseMockAttempts implements MockAttemptRecords {
  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async create(attempt: NewMockAttempt): Promise<MockAttempt> {
    const reply = await this.run(
      'start the mock',
      MOCK_MESSAGES.loadFailed,
      () =>
        this.table()
          .insert({ user_id: attempt.userId, paper: attempt.paper, started_at: new Date(attempt.startedAt).toISOString(), progress: attempt.progress })
          .select(COLUMNS)
          .single(),
      // One mock in progress a student (a unique index): another tab started one meanwhile.
      { '23505': () => new AppError('conflict', MOCK_MESSAGES.loadFailed) },
    );
    return this.parse(reply.data);
  }

  async list(userId: string): Promise<readonly MockAttempt[]> {
    const reply = await this.run('read the mocks', MOCK_MESSAGES.historyFailed, () =>
      this.table().select(COLUMNS).eq('user_id', userId).order('started_at', { ascending: false }),
    );
    if (!Array.isArray(reply.data)) throw new AppError('malformed_response', MOCK_MESSAGES.historyFailed);
    return reply.data.map((row) => this.parse(row));
  }

  async find(userId: string, attemptId: string): Promise<MockAttempt | null> {
    const reply = await this.run('read the mock', MOCK_MESSAGES.loadFailed, () =>
      this.table().select(COLUMNS).eq('user_id', userId).eq('id', attemptId).maybeSingle(),
    );
    return reply.data === null ? null : this.parse(reply.data);
  }

  async saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void> {
    await this.change(userId, attemptId, { progress }, MOCK_MESSAGES.saveFailed);
  }

  async submit(userId: string, attemptId: string, submission: { progress: MockProgress; result: MockResult; submittedAt: number }): Promise<MockAttempt> {
    return this.change(
      userId,
      attemptId,
      { progress: submission.progress, result: submission.result, submitted_at: new Date(submission.submittedAt).toISOString() },
      MOCK_MESSAGES.submitFailed,
    );
  }

  private async change(userId: string, attemptId: string, values: Record<string, unknown>, failure: string): Promise<MockAttempt> {
    const reply = await this.run('save the mock', failure, () =>
      this.table().update(values).eq('user_id', userId).eq('id', attemptId).is('submitted_at', null).select(COLUMNS),
    );
    if (!Array.isArray(reply.data)) throw new AppError('malformed_response', failure);
    if (reply.data.length === 1) return this.parse(reply.data[0]);
    // Nothing changed: the mock is someone else's or missing, or it was submitted already.
    const existing = await this.find(userId, attemptId);
    if (!existing) throw new AppError('not_found', MOCK_MESSAGES.notFound);
    throw new AppError('conflict', MOCK_MESSAGES.alreadySubmitted);
  }

  private table() {
    return untypedTable(this.client, 'full_mock_attempts');
  }

  private parse(data: unknown): MockAttempt {
    return parseRow(rowSchema, data, this.logger, 'full mock', MOCK_MESSAGES.loadFailed);
  }

  private run(action: string, failure: string, call: () => PromiseLike<TableReply>, known?: Readonly<Record<string, () => AppError>>): Promise<TableReply> {
    return callTable(this.logger, action, failure, call, known);
  }
}
