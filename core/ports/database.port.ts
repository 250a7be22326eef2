import type { ContactSubmission } from '../contact/contact.model';
import type { DiagnosticTestRecord } from '../diagnostic/diagnostic.model';
import type { Profile, ProfileUpdate } from '../profile/profile.model';

/** The product's tables: profiles, diagnostic_tests, contact_submissions. */
export const Database = Symbol('Database');
export interface Database {
  /** The whole profile row, or null when there is none yet. */
  getProfile(userId: string): Promise<Profile | null>;
  updateProfile(userId: string, update: ProfileUpdate): Promise<void>;
  insertDiagnosticTest(record: DiagnosticTestRecord): Promise<void>;
  /** Inserts without reading the row back (anyone may insert, nobody may read). */
  insertContactSubmission(submission: ContactSubmission): Promise<void>;
}
