-- NyayaPath: students report questions they think are wrong; operators read and resolve them.
--
-- One row per student and question: a repeat report updates the row (new reason, note and time)
-- and opens it again if an operator had resolved it. The app writes with the student's token:
-- row-level security lets a student insert, update and read only their own rows, and only the
-- report's own columns; resolved_at and resolved_by are written by the NyayaPath server (as the
-- table's owner) when an operator resolves a report, with an entry in operator_audit. Operators
-- (app_metadata.role = 'operator' in their token) may read every report.

-- Supabase provides auth.jwt(); a plain PostgreSQL (the server's embedded store) gets the same.
do $$
begin
  if not exists (
    select from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'jwt'
  ) then
    create function auth.jwt() returns jsonb language sql stable as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $fn$;
    grant execute on function auth.jwt() to anon, authenticated, service_role;
  end if;
end
$$;

create table public.question_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null check (char_length(question_id) between 1 and 120),
  source text not null check (source in ('daily_quiz', 'question_maker', 'diagnostic', 'mistakes_review', 'mock')),
  -- The start of the question as the student saw it: generated questions have no other record.
  question_text text not null default '' check (char_length(question_text) <= 300),
  reason text not null check (
    reason in ('The answer key is wrong', 'The question is unclear', 'A typo or formatting problem', 'Something else')
  ),
  note text not null default '' check (char_length(note) <= 500 and note = btrim(note)),
  reported_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid,
  constraint question_reports_one_per_question unique (user_id, question_id)
);

create index question_reports_open_idx on public.question_reports (reported_at desc) where resolved_at is null;

comment on table public.question_reports is
  'Questions students reported, one row per student and question; resolved by operators through the NyayaPath server.';

-- A student's repeat report is a new report: new time, open again. Only for the API roles, so
-- the server's own update (resolving) is left as it is.
create function private.reopen_question_report()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.reported_at := now();
    new.resolved_at := null;
    new.resolved_by := null;
  end if;
  return new;
end
$$;

revoke execute on function private.reopen_question_report() from public;
grant execute on function private.reopen_question_report() to authenticated, service_role;

create trigger question_reports_reopen
  before update on public.question_reports
  for each row execute function private.reopen_question_report();

alter table public.question_reports enable row level security;

revoke all on table public.question_reports from anon, authenticated;
grant select on table public.question_reports to authenticated;
grant insert (user_id, question_id, source, question_text, reason, note) on table public.question_reports to authenticated;
grant update (source, question_text, reason, note) on table public.question_reports to authenticated;

create policy "Students read their own reports; operators read all"
  on public.question_reports for select
  to authenticated
  using (
    (select auth.uid()) = user_id
    or coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'operator'
  );

create policy "Students report questions as themselves"
  on public.question_reports for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Students update their own reports"
  on public.question_reports for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- operator_audit also records resolved reports -----------------------------------------------

alter table public.operator_audit alter column payment_id drop not null;
alter table public.operator_audit add column report_id uuid;
alter table public.operator_audit drop constraint operator_audit_action_check;
alter table public.operator_audit add constraint operator_audit_action_check
  check (action in ('approve', 'reject', 'resolve_report'));
alter table public.operator_audit add constraint operator_audit_target check (
  case when action = 'resolve_report' then report_id is not null and payment_id is null else payment_id is not null and report_id is null end
);
