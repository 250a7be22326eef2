import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import type { Logger } from '../../core/ports/logger.port';
import type { MockAttemptRecords } from '../../core/mock/mock-attempts.port';
import { MOCK_MESSAGES } from '../../core/mock/mock.messages';
import { type MockAttempt, type MockPaper, type MockProgress, type MockResult, type NewMockAttempt } from '../../core/mock/mock.model';
import { AppError } from '../../core/shared/app-error';
import { randomId } from './random-id';
import type { StoredDocument } from './stored-document';
import { studentRows, withoutStudent, type StudentRow } from './student-rows';
import { CLAT_SECTIONS } from '../../core/exam/clat-pattern';

const section = z.enum(CLAT_SECTIONS);
const count = z.int().check(z.minimum(0));
const epochMs = z.int().check(z.minimum(0));

export const mockProgressSchema: z.ZodMiniType<MockProgress> = z.object({
  current: count,
  enteredAt: epochMs,
  questions: z.record(
    z.string(),
    z.object({ visited: z.boolean(), answer: z.nullable(z.int().check(z.minimum(0), z.maximum(3))), markedForReview: z.boolean(), timeMs: count }),
  ),
});

export const mockResultSchema: z.ZodMiniType<MockResult> = z.object({
  marks: z.number(),
  questions: count,
  attempted: count,
  correct: count,
  wrong: count,
  negativeMarks: z.number().check(z.minimum(0)),
  sections: z.array(
    z.object({ section, questions: count, attempted: count, correct: count, wrong: count, marks: z.number(), timeMs: count }),
  ),
  wrongQuestionIds: z.array(z.string()),
});

export const mockPaperSchema: z.ZodMiniType<MockPaper> = z.object({
  seed: z.int().check(z.minimum(0)),
  sets: z.array(z.object({ setId: nonEmptyText, section, questionCount: z.int().check(z.minimum(1)) })).check(z.minLength(1)),
});

/** A mock as this device and the NyayaPath server write it (times in epoch ms). */
export const mockAttemptSchema: z.ZodMiniType<MockAttempt> = z.object({
  id: nonEmptyText,
  paper: mockPaperSchema,
  startedAt: epochMs,
  progress: mockProgressSchema,
  submittedAt: z.nullable(epochMs),
  result: z.nullable(mockResultSchema),
});

type StoredAttempt = StudentRow<MockAttempt>;

/**
 * full_mock_attempts in local mode: one stored document, a row per mock. Each write reads the
 * document just before, so a second tab's change made meanwhile is seen (a submitted mock stays
 * submitted).
 */
export class LocalMockAttempts implements MockAttemptRecords {
  private readonly rows: StoredDocument<readonly StoredAttempt[]>;

  constructor(storage: KeyValueStorage, logger: Logger) {
    this.rows = studentRows(storage, 'full_mock_attempts', mockAttemptSchema, logger);
  }

  async create(attempt: NewMockAttempt): Promise<MockAttempt> {
    const rows = this.rows.read() ?? [];
    if (rows.some((row) => row.userId === attempt.userId && row.submittedAt === null)) throw new AppError('conflict', MOCK_MESSAGES.loadFailed);
    const row: StoredAttempt = { ...attempt, id: randomId(), submittedAt: null, result: null };
    this.rows.write([...rows, row]);
    return withoutStudent(row);
  }

  async list(userId: string): Promise<readonly MockAttempt[]> {
    return (this.rows.read() ?? [])
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.startedAt - a.startedAt)
      .map(withoutStudent);
  }

  async find(userId: string, attemptId: string): Promise<MockAttempt | null> {
    const row = (this.rows.read() ?? []).find((candidate) => candidate.userId === userId && candidate.id === attemptId);
    return row ? withoutStudent(row) : null;
  }

  async saveProgress(userId: string, attemptId: string, progress: MockProgress): Promise<void> {
    this.change(userId, attemptId, (row) => ({ ...row, progress }));
  }

  async submit(userId: string, attemptId: string, submission: { progress: MockProgress; result: MockResult; submittedAt: number }): Promise<MockAttempt> {
    return withoutStudent(this.change(userId, attemptId, (row) => ({ ...row, ...submission })));
  }

  private change(userId: string, attemptId: string, update: (row: StoredAttempt) => StoredAttempt): StoredAttempt {
    const rows = this.rows.read() ?? [];
    const index = rows.findIndex((row) => row.userId === userId && row.id === attemptId);
    if (index < 0) throw new AppError('not_found', MOCK_MESSAGES.notFound);
    if (rows[index]!.submittedAt !== null) throw new AppError('conflict', MOCK_MESSAGES.alreadySubmitted);
    const row = update(rows[index]!);
    this.rows.write(rows.map((candidate, at) => (at === index ? row : candidate)));
    return row;
  }
}
