import type { Kysely } from 'kysely';
import type { Profile } from '../../core/profile/profile.model';
import { profileFromRow, profileRowSchema } from '../../adapters/supabase/profile-row';
import type { Identity } from '../auth/token-verifier';
import type { Database } from '../database/schema';

/** Users known to exist in auth.users, so that each is written at most once per process. */
const KNOWN_USERS_LIMIT = 50_000;

/**
 * What the server knows of each student apart from plans, payments and usage: the profile,
 * the free trial, the registration sent at sign-up, and the practice history of the tutor.
 */
export class StudentsStore {
  private readonly knownUsers = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    /** True on a database that is not a Supabase project: its auth.users has only the users the server has seen. */
    private readonly mirrorUsers: boolean,
  ) {}

  /** Makes sure the user exists where the tables' foreign keys expect (standalone databases only). */
  async ensure(identity: Identity): Promise<void> {
    if (!this.mirrorUsers || this.knownUsers.has(identity.userId)) return;
    await this.db.insertInto('auth.users').values({ id: identity.userId, email: identity.email }).onConflict((conflict) => conflict.column('id').doNothing()).execute();
    if (this.knownUsers.size >= KNOWN_USERS_LIMIT) this.knownUsers.clear();
    this.knownUsers.add(identity.userId);
  }

  async profile(userId: string): Promise<Profile | null> {
    const row = await this.db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const parsed = profileRowSchema.safeParse(row);
    return parsed.success ? profileFromRow(parsed.data) : null;
  }

  /** Keeps the first start: starting again does not extend a trial. */
  async startTrial(userId: string, now: Date): Promise<void> {
    await this.db.insertInto('free_trials').values({ user_id: userId, started_at: now }).onConflict((conflict) => conflict.column('user_id').doNothing()).execute();
  }

  async registerDemo(email: string, username: string, now: Date): Promise<void> {
    await this.db
      .insertInto('demo_registrations')
      .values({ email, username, registered_at: now })
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ username, registered_at: now }))
      .execute();
  }

  async tutorProgress(userId: string): Promise<unknown> {
    const row = await this.db.selectFrom('tutor_progress').select('progress').where('user_id', '=', userId).executeTakeFirst();
    return row?.progress ?? null;
  }

  async saveTutorProgress(userId: string, progress: unknown, now: Date): Promise<void> {
    const json = JSON.stringify(progress);
    await this.db
      .insertInto('tutor_progress')
      .values({ user_id: userId, progress: json, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ progress: json, updated_at: now }))
      .execute();
  }

  /** The contact form's inbox for the operator, newest first. */
  async contactMessages(limit: number) {
    return this.db.selectFrom('contact_submissions').select(['id', 'name', 'email', 'message', 'created_at']).orderBy('created_at', 'desc').limit(limit).execute();
  }
}
