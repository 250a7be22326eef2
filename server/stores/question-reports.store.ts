import type { Kysely } from 'kysely';
import type { Identity } from '../auth/token-verifier';
import type { Database, QuestionReportRow } from '../database/schema';

/** The most reports the operator's list returns at once. */
const LIST_LIMIT = 200;

export type ReportWithEmail = QuestionReportRow & { readonly email: string | null };

export type ResolveOutcome = { readonly kind: 'resolved'; readonly report: ReportWithEmail } | { readonly kind: 'not_found' };

/**
 * Students' question reports as the operator sees them. Students write them through Supabase
 * under row-level security; the server reads every row as the table's owner and resolves them,
 * each resolution with its operator_audit entry in one transaction.
 */
export class QuestionReportsStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Open reports first, then resolved ones; newest first within each. */
  async list(): Promise<ReportWithEmail[]> {
    return this.db
      .selectFrom('question_reports as r')
      .leftJoin('auth.users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select('u.email')
      .orderBy((eb) => eb.case().when('r.resolved_at', 'is', null).then(0).else(1).end())
      .orderBy('r.reported_at', 'desc')
      .orderBy('r.id')
      .limit(LIST_LIMIT)
      .execute();
  }

  /** Marks an open report resolved and audits it; resolving a resolved report changes nothing and audits nothing. */
  async resolve(reportId: string, operator: Identity, now: Date): Promise<ResolveOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const report = await trx.selectFrom('question_reports').selectAll().where('id', '=', reportId).forUpdate().executeTakeFirst();
      if (!report) return { kind: 'not_found' };
      let current = report;
      if (report.resolved_at === null) {
        current = await trx
          .updateTable('question_reports')
          .set({ resolved_at: now, resolved_by: operator.userId })
          .where('id', '=', reportId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('operator_audit')
          .values({
            operator_id: operator.userId,
            operator_email: operator.email,
            action: 'resolve_report',
            payment_id: null,
            report_id: reportId,
            reason: null,
            created_at: now,
          })
          .execute();
      }
      const user = await trx.selectFrom('auth.users').select('email').where('id', '=', current.user_id).executeTakeFirst();
      return { kind: 'resolved', report: { ...current, email: user?.email ?? null } };
    });
  }
}
