import { inject, injectable, optional } from 'inversify';
import { z } from 'zod/mini';
import { nonEmptyText } from '../schema-parts';
import type { ContactSubmission } from '../../core/contact/contact.model';
import { SUBJECTS, type DiagnosticTestRecord } from '../../core/diagnostic/diagnostic.model';
import { Clock } from '../../core/ports/clock.port';
import type { Database } from '../../core/ports/database.port';
import { KeyValueStorage } from '../../core/ports/key-value-storage.port';
import { Logger } from '../../core/ports/logger.port';
import { newProfile, type Profile, type ProfileUpdate } from '../../core/profile/profile.model';
import { AppError } from '../../core/shared/app-error';
import { DIAGNOSTIC_NOTICES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { SystemClock } from '../browser/system-clock.adapter';
import { randomId } from './random-id';
import { StoredDocument } from './stored-document';

const DIAGNOSTIC_QUESTION_COUNT = 13;

/** A contact_submissions row as the operator page lists it. */
export interface LocalContactSubmission extends ContactSubmission {
  readonly id: string;
  /** ISO date-time. */
  readonly createdAt: string;
}

type StoredDiagnosticTest = DiagnosticTestRecord & { readonly id: string; readonly createdAt: string };

const subject = z.enum(SUBJECTS);
const scoreBreakdown = z.record(subject, z.number());

const profileSchema: z.ZodMiniType<Profile> = z.object({
  userId: nonEmptyText,
  fullName: z.nullable(z.string()),
  isFirstLogin: z.boolean(),
  losingMarksArea: z.nullable(z.string()),
  reviewFrustration: z.nullable(z.string()),
  gkStudyMethod: z.nullable(z.string()),
  dreamNlu: z.nullable(z.string()),
  diagnosticCompleted: z.boolean(),
  diagnosticScore: z.nullable(scoreBreakdown),
  predictedRank: z.nullable(z.number()),
  predictedNlu: z.nullable(z.string()),
  paymentStatus: z.nullable(z.string()),
  exitFeedback: z.nullable(z.string()),
});

const diagnosticTestSchema: z.ZodMiniType<StoredDiagnosticTest> = z.object({
  id: nonEmptyText,
  createdAt: z.string(),
  userId: nonEmptyText,
  answers: z.record(z.string(), z.number()),
  scoreBreakdown,
  totalScore: z.number(),
  predictedRank: z.number(),
  predictedNlu: z.string(),
  strengths: z.array(subject),
  weaknesses: z.array(subject),
});

const contactSubmissionSchema: z.ZodMiniType<LocalContactSubmission> = z.object({
  id: nonEmptyText,
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
});

/**
 * The product's tables in local mode: profiles, diagnostic_tests and contact_submissions, one
 * stored document each, so that every change is a single write that either happens or not.
 */
@injectable()
export class LocalDatabase implements Database {
  private readonly profiles: StoredDocument<readonly Profile[]>;
  private readonly diagnosticTests: StoredDocument<readonly StoredDiagnosticTest[]>;
  private readonly contactSubmissions: StoredDocument<readonly LocalContactSubmission[]>;

  constructor(
    @inject(KeyValueStorage) storage: KeyValueStorage,
    @inject(Clock) @optional() private readonly clock: Clock = new SystemClock(),
    @inject(Logger) @optional() logger: Logger = new ConsoleLogger(),
  ) {
    this.profiles = new StoredDocument(storage, 'db.profiles', z.array(profileSchema), logger);
    this.diagnosticTests = new StoredDocument(storage, 'db.diagnostic_tests', z.array(diagnosticTestSchema), logger);
    this.contactSubmissions = new StoredDocument(storage, 'db.contact_submissions', z.array(contactSubmissionSchema), logger);
  }

  async getProfile(userId: string): Promise<Profile | null> {
    return (this.profiles.read() ?? []).find((profile) => profile.userId === userId) ?? null;
  }

  async updateProfile(userId: string, update: ProfileUpdate): Promise<void> {
    const profiles = this.profiles.read() ?? [];
    // The hosted database creates the row at sign-up by trigger; here it appears on first write.
    const current = profiles.find((profile) => profile.userId === userId) ?? newProfile(userId);
    const updated: Profile = { ...current, ...update, userId };
    this.profiles.write([...profiles.filter((profile) => profile.userId !== userId), updated]);
  }

  async insertDiagnosticTest(record: DiagnosticTestRecord): Promise<void> {
    const answers = Object.values(record.answers);
    const complete = answers.length === DIAGNOSTIC_QUESTION_COUNT && answers.every((index) => Number.isInteger(index) && index >= 0 && index <= 3);
    if (!complete) throw new AppError('validation', DIAGNOSTIC_NOTICES.saveFailed.description, DIAGNOSTIC_NOTICES.saveFailed.title);
    const row: StoredDiagnosticTest = { ...record, id: randomId(), createdAt: this.timestamp() };
    this.diagnosticTests.write([...(this.diagnosticTests.read() ?? []), row]);
  }

  async insertContactSubmission(submission: ContactSubmission): Promise<void> {
    const { name, email, message } = submission;
    const row: LocalContactSubmission = { id: randomId(), createdAt: this.timestamp(), name, email, message };
    this.contactSubmissions.write([...(this.contactSubmissions.read() ?? []), row]);
  }

  /** Newest first; not on the port, because only the local operator page reads it. */
  async listContactSubmissions(): Promise<readonly LocalContactSubmission[]> {
    return [...(this.contactSubmissions.read() ?? [])].reverse();
  }

  private timestamp(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
