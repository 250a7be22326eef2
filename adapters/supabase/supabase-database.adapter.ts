import { inject, injectable, optional } from 'inversify';
import type { ContactSubmission } from '../../core/contact/contact.model';
import type { DiagnosticTestRecord } from '../../core/diagnostic/diagnostic.model';
import type { Database } from '../../core/ports/database.port';
import { Logger } from '../../core/ports/logger.port';
import type { Profile, ProfileUpdate } from '../../core/profile/profile.model';
import { AppError } from '../../core/shared/app-error';
import { AUTH_MESSAGES } from '../../core/shared/messages';
import { ConsoleLogger } from '../browser/console-logger.adapter';
import { profileFromRow, profileRowSchema } from './profile-row';
import { SupabaseClient } from './supabase-client';
import type { ProfileUpdateRow } from './supabase-schema';

export const DATABASE_MESSAGES = {
  malformed: 'The database sent a reply this app cannot read. Please try again.',
  refused: 'Some of the details were not accepted. Please check them and try again.',
  forbidden: 'This account may not make that change.',
  profileMissing: 'Your profile was not found, so nothing was saved. Please sign in again.',
  unavailable: (status: number) => `The database is not available right now (${status}). Please try again.`,
  tooMany: 'Too many messages were sent recently. Please try again later; your message is still in the form.',
} as const;

/** What supabase-js hands back for every table call: its error is data, not an exception. */
interface TableReply {
  readonly error: { readonly code?: string; readonly message: string; readonly details?: string | null } | null;
  readonly status: number;
}

/**
 * The product's tables on Supabase (spec §7), through PostgREST with the student's token, so
 * the row-level security of `supabase/migrations` decides what each call may touch.
 */
@injectable()
export class SupabaseDatabase implements Database {
  constructor(
    @inject(SupabaseClient) private readonly client: SupabaseClient,
    @inject(Logger) @optional() private readonly logger: Logger = new ConsoleLogger(),
  ) {}

  async getProfile(userId: string): Promise<Profile | null> {
    const reply = await this.run('read the profile', () => this.client.from('profiles').select('*').eq('user_id', userId).maybeSingle());
    if (reply.data === null) return null;
    const row = profileRowSchema.safeParse(reply.data);
    if (!row.success) {
      this.logger.error('Unreadable profile row', { issues: row.error.issues.map((issue) => issue.path.join('.')) });
      throw new AppError('malformed_response', DATABASE_MESSAGES.malformed);
    }
    return profileFromRow(row.data);
  }

  async updateProfile(userId: string, update: ProfileUpdate): Promise<void> {
    // Reads back the key only, to tell "saved" from "no such row" (a profile comes from the
    // sign-up trigger; an update that matches nothing would otherwise pass in silence).
    const reply = await this.run('update the profile', () =>
      this.client.from('profiles').update(toColumns(update)).eq('user_id', userId).select('user_id'),
    );
    if (!Array.isArray(reply.data)) throw new AppError('malformed_response', DATABASE_MESSAGES.malformed);
    if (reply.data.length === 0) throw new AppError('not_found', DATABASE_MESSAGES.profileMissing);
  }

  async insertDiagnosticTest(record: DiagnosticTestRecord): Promise<void> {
    await this.run('save the diagnostic test', () =>
      this.client.from('diagnostic_tests').insert({
        user_id: record.userId,
        answers: { ...record.answers },
        score_breakdown: { ...record.scoreBreakdown },
        total_score: record.totalScore,
        predicted_rank: record.predictedRank,
        predicted_nlu: record.predictedNlu,
        strengths: [...record.strengths],
        weaknesses: [...record.weaknesses],
      }),
    );
  }

  async insertContactSubmission(submission: ContactSubmission): Promise<void> {
    // No .select(): nobody may read contact_submissions, so asking for the row back would fail.
    const { name, email, message } = submission;
    await this.run('send the contact message', () => this.client.from('contact_submissions').insert({ name, email, message }));
  }

  private async run<T extends TableReply>(action: string, call: () => PromiseLike<T>): Promise<T> {
    let reply: T;
    try {
      reply = await call();
    } catch (error) {
      this.logger.error(`Could not ${action}`, { error: String(error) });
      throw new AppError('network', AUTH_MESSAGES.networkFailure);
    }
    if (reply.error) {
      const { code, message, details } = reply.error;
      this.logger.error(`Could not ${action}`, { status: reply.status, code, message, details });
      throw toAppError(reply.status, code ?? '');
    }
    return reply;
  }
}

function toAppError(status: number, code: string): AppError {
  // supabase-js reports a fetch that never got an answer as status 0.
  if (status === 0) return new AppError('network', AUTH_MESSAGES.networkFailure);
  // A 2xx with an error is a body that was not JSON.
  if (status >= 200 && status < 300) return new AppError('malformed_response', DATABASE_MESSAGES.malformed);
  // PGRST301-303: the token is missing, expired or invalid; the same rule as a backend 401.
  if (status === 401 || code.startsWith('PGRST30')) return new AppError('session_expired', AUTH_MESSAGES.authenticationFailed);
  // 42501: a privilege or row-level security refusal.
  if (status === 403 || code === '42501') return new AppError('http', DATABASE_MESSAGES.forbidden);
  // PT429: the contact form's rate limit (supabase/migrations/20261125000100_input_limits.sql).
  if (status === 429 || code === 'PT429') return new AppError('http', DATABASE_MESSAGES.tooMany);
  // 22xxx data exceptions and 23xxx constraint violations: the data, not the service.
  if (/^2[23]/.test(code)) return new AppError('validation', DATABASE_MESSAGES.refused);
  return new AppError('http', DATABASE_MESSAGES.unavailable(status));
}

/** The update groups of spec §7, as the columns the migration lets a student update. */
function toColumns(update: ProfileUpdate): ProfileUpdateRow {
  if ('losingMarksArea' in update) {
    return {
      losing_marks_area: update.losingMarksArea,
      review_frustration: update.reviewFrustration,
      gk_study_method: update.gkStudyMethod,
      dream_nlu: update.dreamNlu,
      is_first_login: update.isFirstLogin,
    };
  }
  if ('diagnosticCompleted' in update) {
    return {
      diagnostic_completed: update.diagnosticCompleted,
      diagnostic_score: { ...update.diagnosticScore },
      predicted_rank: update.predictedRank,
      predicted_nlu: update.predictedNlu,
    };
  }
  if ('paymentStatus' in update) return { payment_status: update.paymentStatus };
  return { exit_feedback: update.exitFeedback };
}
