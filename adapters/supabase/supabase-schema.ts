/**
 * The tables of `supabase/migrations`, in the shape `supabase gen types typescript` produces, so
 * that supabase-js checks every column name and value type the adapters send. Keep it in step
 * with the migrations (the schema test runs them; the adapters' contract tests use these names).
 * Type aliases, not interfaces: supabase-js needs rows that are assignable to records.
 */
type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type ProfileRow = {
  id: string;
  user_id: string;
  full_name: string | null;
  is_first_login: boolean;
  losing_marks_area: string | null;
  review_frustration: string | null;
  gk_study_method: string | null;
  dream_nlu: string | null;
  diagnostic_completed: boolean;
  diagnostic_score: Json | null;
  predicted_rank: number | null;
  predicted_nlu: string | null;
  payment_status: string | null;
  exit_feedback: string | null;
  created_at: string;
  updated_at: string;
};

/** The columns the `authenticated` role may update (the migration's column grant). */
export type ProfileUpdateRow = Partial<
  Pick<
    ProfileRow,
    | 'full_name'
    | 'is_first_login'
    | 'losing_marks_area'
    | 'review_frustration'
    | 'gk_study_method'
    | 'dream_nlu'
    | 'diagnostic_completed'
    | 'diagnostic_score'
    | 'predicted_rank'
    | 'predicted_nlu'
    | 'payment_status'
    | 'exit_feedback'
  >
>;

export type DiagnosticTestRow = {
  id: string;
  user_id: string;
  answers: Json;
  score_breakdown: Json;
  total_score: number;
  predicted_rank: number;
  predicted_nlu: string;
  strengths: string[];
  weaknesses: string[];
  created_at: string;
};

export type DiagnosticTestInsertRow = Omit<DiagnosticTestRow, 'id' | 'created_at'>;

export type ContactSubmissionInsertRow = {
  name: string;
  email: string;
  message: string;
};

export type NyayaPathSchema = {
  public: {
    Tables: {
      profiles: { Row: ProfileRow; Insert: never; Update: ProfileUpdateRow; Relationships: [] };
      diagnostic_tests: { Row: DiagnosticTestRow; Insert: DiagnosticTestInsertRow; Update: never; Relationships: [] };
      contact_submissions: {
        // No client may read it back: the row type is what is sent, for completeness only.
        Row: ContactSubmissionInsertRow & { id: string; created_at: string };
        Insert: ContactSubmissionInsertRow;
        Update: never;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
