import type { ContactSubmission } from '../../core/contact/contact.model';
import type { DiagnosticTestRecord } from '../../core/diagnostic/diagnostic.model';
import type { Database } from '../../core/ports/database.port';
import { newProfile, type Profile, type ProfileUpdate } from '../../core/profile/profile.model';
import type { AppError } from '../../core/shared/app-error';

/** The three tables in memory; `failure` makes every call reject, `failOn` just one kind. */
export class FakeDatabase implements Database {
  readonly profiles = new Map<string, Profile>();
  readonly diagnosticTests: DiagnosticTestRecord[] = [];
  readonly contactSubmissions: ContactSubmission[] = [];
  readonly calls: string[] = [];
  failure: AppError | null = null;
  failOn: 'getProfile' | 'updateProfile' | 'insertDiagnosticTest' | 'insertContactSubmission' | null = null;

  private check(call: string): void {
    this.calls.push(call);
    if (this.failure && (this.failOn === null || this.failOn === call)) throw this.failure;
  }

  async getProfile(userId: string): Promise<Profile | null> {
    this.check('getProfile');
    return this.profiles.get(userId) ?? null;
  }

  async updateProfile(userId: string, update: ProfileUpdate): Promise<void> {
    this.check('updateProfile');
    this.profiles.set(userId, { ...(this.profiles.get(userId) ?? newProfile(userId)), ...update });
  }

  async insertDiagnosticTest(record: DiagnosticTestRecord): Promise<void> {
    this.check('insertDiagnosticTest');
    this.diagnosticTests.push(record);
  }

  async insertContactSubmission(submission: ContactSubmission): Promise<void> {
    this.check('insertContactSubmission');
    this.contactSubmissions.push(submission);
  }
}
