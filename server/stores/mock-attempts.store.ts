import type { ColumnType, Generated, Kysely } from 'kysely';
import { mockAttemptSchema } from '../../adapters/local/local-mock-attempts.adapter';
import type { MockAttemptRecords } from '../../core/mock/mock-attempts.port';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import type { MockAttempt, MockProgress, MockResult, NewMockAttempt } from '../../core/mock/mock.model';
import { AppError } from '../../core/shared/app-error';
import { fromJsonb } from '../database/jsonb';
import type { Database } from '../database/schema';

/** full_mock_attempts (supabase/migrations/20261125000800_full_mock.sql, 20261128000000_server_keeps_mocks.sql). */
export interface FullMockAttemptsTable {
  id: Generated<string>;
  user_id: string;
  paper: ColumnType<unknown, string, never>;
  started_at: ColumnType<Date, Date, never>;
  progress: ColumnType<unknown, string, string>;
  submitted_at: ColumnType<Date | null, never, Date>;
  result: ColumnType<unknown, never, string>;
}

type MockDatabase = Database & { full_mock_attempts: FullMockAttemptsTable };

const COLUMNS = ['id', 'paper', 'started_at', 'progress', 'submitted_at', 'result'] as const;

/**
 * The students' full mocks in PostgreSQL, kept by the server that meters their starts and marks
 * them. Each change is one conditional statement (the student's own mock, not yet submitted), and
 * a unique index keeps one mock in progress a student, however many processes race.
 */
export class MockAttemptsStore implements MockAttemptRecords {
  private readonly db: Kysely<MockDatabase>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<{ full_mock_attempts: FullMockAttemptsTable }>();
  }

  async create(attempt: NewMockAttempt): Promise<MockAttempt> {
    try {
      const row = await this.db
        .insertInto('full_mock_attempts')
        .values({ user_id: attempt.userId, paper: JSON.stringify(attempt.paper), started_at: new Date(attempt.startedAt), progress: JSON.stringify(attempt.progress) })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toAttempt(row);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('conflict', MOCK_MESSAGES.loadFailed);
      throw error;
    }
  }

  async list(userId: string): Promise<readonly MockAttempt[]> {
    const rows = await this.db.selectFrom('full_mock_attempts').select(COLUMNS).where('user_id', '=', userId).orderBy('started_at', 'desc').execute();
    return rows.map(toAttempt);
  }

  async find(userId: string, attemptId: string): Promise<MockAttempt | null> {
    const row = await this.db.selectFrom('full_mock_attempts').select(COLUMNS).where('user_id', '=', userId).where('id', '=', attemptId).executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  async saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void> {
    await this.change(userId, attemptId, { progress: JSON.stringify(progress) });
  }

  async submit(userId: string, attemptId: string, submission: { progress: MockProgress; result: MockResult; submittedAt: number }): Promise<MockAttempt> {
    return this.change(userId, attemptId, {
      progress: JSON.stringify(submission.progress),
      result: JSON.stringify(submission.result),
      submitted_at: new Date(submission.submittedAt),
    });
  }

  private async change(userId: string, attemptId: string, values: { progress: string; result?: string; submitted_at?: Date }): Promise<MockAttempt> {
    const row = await this.db
      .updateTable('full_mock_attempts')
      .set(values)
      .where('user_id', '=', userId)
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (row) return toAttempt(row);
    // Nothing changed: the mock is someone else's or missing, or it was submitted already.
    if (!(await this.find(userId, attemptId))) throw new AppError('not_found', MOCK_MESSAGES.notFound);
    throw new AppError('conflict', MOCK_MESSAGES.alreadySubmitted);
  }
}

interface Row {
  id: string;
  paper: unknown;
  started_at: Date;
  progress: unknown;
  submitted_at: Date | null;
  result: unknown;
}

function toAttempt(row: Row): MockAttempt {
  return mockAttemptSchema.parse({
    id: row.id,
    paper: fromJsonb(row.paper),
    startedAt: row.started_at.getTime(),
    progress: fromJsonb(row.progress),
    submittedAt: row.submitted_at?.getTime() ?? null,
    result: fromJsonb(row.result),
  });
}
