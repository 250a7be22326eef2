import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ProfileRow } from '../../adapters/supabase/supabase-schema';
import type { Feature } from '../../core/access/access.model';
import type { PaymentState } from '../../core/payment/payment-record.model';
import type { PlanKey } from '../../core/payment/payment.model';

/** timestamptz: read as a Date, written as a Date. */
type Timestamp = ColumnType<Date, Date, Date>;
type DefaultTimestamp = ColumnType<Date, Date | undefined, Date>;

/**
 * The tables the server reads and writes, typed once; the SQL is in supabase/migrations, the one
 * source of the schema for Supabase, the embedded store and any other PostgreSQL.
 */
export interface SubscriptionsTable {
  user_id: string;
  plan: PlanKey;
  valid_from: Timestamp;
  valid_till: Timestamp;
  updated_at: DefaultTimestamp;
}

export interface PaymentSubmissionsTable {
  id: Generated<string>;
  user_id: string;
  email: string | null;
  plan: PlanKey;
  amount: number;
  banking_name: string;
  last4: string;
  notes: string | null;
  status: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  reviewer_id: string | null;
  reviewer_email: string | null;
  reason: string | null;
  submitted_at: DefaultTimestamp;
  decided_at: Date | null;
  confirmed_at: Date | null;
}

export interface UsageCountersTable {
  user_id: string;
  feature: Feature;
  period: string;
  used: number;
  updated_at: DefaultTimestamp;
}

export interface OperatorAuditTable {
  id: Generated<string>;
  operator_id: string;
  operator_email: string | null;
  action: 'approve' | 'reject' | 'resolve_report';
  /** Set for payment decisions, null for resolved question reports. */
  payment_id: string | null;
  /** Set for resolved question reports only. */
  report_id: ColumnType<string | null, string | null | undefined, string | null>;
  reason: string | null;
  created_at: DefaultTimestamp;
}

export interface FreeTrialsTable {
  user_id: string;
  started_at: DefaultTimestamp;
}

export interface DemoRegistrationsTable {
  email: string;
  username: string;
  registered_at: DefaultTimestamp;
}

export interface TutorProgressTable {
  user_id: string;
  progress: ColumnType<unknown, string, string>;
  updated_at: DefaultTimestamp;
}


export interface ContactSubmissionsTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: DefaultTimestamp;
}

export interface QuestionReportsTable {
  id: Generated<string>;
  user_id: string;
  question_id: string;
  source: string;
  question_text: ColumnType<string, string | undefined, string>;
  reason: string;
  note: string;
  reported_at: DefaultTimestamp;
  resolved_at: Date | null;
  resolved_by: string | null;
}

/** Supabase Auth's users; the server adds rows only to a database that is not a Supabase project. */
export interface AuthUsersTable {
  id: string;
  email: string | null;
}

export interface Database {
  subscriptions: SubscriptionsTable;
  payment_submissions: PaymentSubmissionsTable;
  usage_counters: UsageCountersTable;
  operator_audit: OperatorAuditTable;
  free_trials: FreeTrialsTable;
  demo_registrations: DemoRegistrationsTable;
  tutor_progress: TutorProgressTable;
  /** Read for study advice; written by students through Supabase (the app's own shape of the row). */
  profiles: ProfileRow;
  contact_submissions: ContactSubmissionsTable;
  question_reports: QuestionReportsTable;
  'auth.users': AuthUsersTable;
}

export type PaymentRow = Selectable<PaymentSubmissionsTable>;
export type NewPayment = Insertable<PaymentSubmissionsTable>;
export type AuditRow = Selectable<OperatorAuditTable>;
export type QuestionReportRow = Selectable<QuestionReportsTable>;
