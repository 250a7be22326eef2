-- NyayaPath: the product's tables (spec §3, §7) with row-level security on every one.
--
-- Nothing here decides access to premium features: the product backend does
-- (/api/user/status). profiles.payment_status is a note the app writes after an approval
-- the backend already made; see supabase/README.md for every column a client may write.
--
-- Supabase grants anon and authenticated every privilege on new tables in `public` by
-- default; each table below revokes that and grants back only what the app needs.

-- Helpers for check constraints and triggers, in a schema the Data API does not expose
-- (clients cannot call them as RPCs; constraints reach them by reference, without USAGE).
create schema if not exists private;

-- Correct answers per subject (spec §3): exactly the five subjects, each a whole number
-- from 0 to that subject's question count (spec §9).
create function private.is_score_breakdown(breakdown jsonb)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when jsonb_typeof(breakdown) <> 'object' then false
    else (select count(*) from jsonb_object_keys(breakdown)) = 5
      and not exists (
        select 1
        from jsonb_each(breakdown) as entry (subject, correct)
        left join (
          values
            ('Legal Reasoning', 2),
            ('Logical Reasoning', 2),
            ('English Language', 3),
            ('General Knowledge', 4),
            ('Quantitative Techniques', 2)
        ) as subjects (name, questions) on subjects.name = entry.subject
        where case
          when subjects.name is null or jsonb_typeof(entry.correct) <> 'number' then true
          else entry.correct::numeric not between 0 and subjects.questions
            or entry.correct::numeric <> trunc(entry.correct::numeric)
        end
      )
  end
$$;

-- Question id to the chosen option index: all 13 questions, each answered 0 to 3.
create function private.is_diagnostic_answers(answers jsonb)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when jsonb_typeof(answers) <> 'object' then false
    else (select count(*) from jsonb_object_keys(answers)) = 13
      and not exists (
        select 1
        from jsonb_each(answers) as entry (question_id, choice)
        where case
          when char_length(entry.question_id) > 64 or jsonb_typeof(entry.choice) <> 'number' then true
          else entry.choice::numeric not in (0, 1, 2, 3)
        end
      )
  end
$$;

create function private.is_subject_list(subjects text[])
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select subjects <@ array[
    'Legal Reasoning', 'Logical Reasoning', 'English Language', 'General Knowledge', 'Quantitative Techniques'
  ]::text[]
$$;

-- Constraints run these as the writing role, so the roles that write need them.
revoke execute on all functions in schema private from public;
grant execute on function private.is_score_breakdown(jsonb) to authenticated, service_role;
grant execute on function private.is_diagnostic_answers(jsonb) to authenticated, service_role;
grant execute on function private.is_subject_list(text[]) to authenticated, service_role;

-- profiles: one row per user, created by the sign-up trigger below ----------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) between 1 and 100),
  is_first_login boolean not null default true,
  losing_marks_area text check (char_length(losing_marks_area) between 1 and 200),
  review_frustration text check (char_length(review_frustration) between 1 and 200),
  gk_study_method text check (char_length(gk_study_method) between 1 and 200),
  dream_nlu text check (char_length(dream_nlu) between 1 and 200),
  diagnostic_completed boolean not null default false,
  diagnostic_score jsonb check (private.is_score_breakdown(diagnostic_score)),
  predicted_rank integer check (predicted_rank between 1 and 100000),
  predicted_nlu text check (char_length(predicted_nlu) between 1 and 100),
  -- Informational only (see the header): the one value the app writes.
  payment_status text check (payment_status = 'paid'),
  exit_feedback text check (char_length(exit_feedback) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.profiles.payment_status is
  'Informational: set to ''paid'' by the app after the backend approved a payment. Grants nothing; premium access is decided by the product backend.';

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
-- Column-level grant: a student may write these and nothing else (not user_id, id or the
-- timestamps). There is no insert or delete grant: rows come and go with the account.
grant update (
  full_name,
  losing_marks_area,
  review_frustration,
  gk_study_method,
  dream_nlu,
  is_first_login,
  diagnostic_completed,
  diagnostic_score,
  predicted_rank,
  predicted_nlu,
  exit_feedback,
  payment_status
) on table public.profiles to authenticated;

create policy "Students read their own profile"
  on public.profiles for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- diagnostic_tests: one row per submitted diagnostic ------------------------------------

create table public.diagnostic_tests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  answers jsonb not null check (private.is_diagnostic_answers(answers)),
  score_breakdown jsonb not null check (private.is_score_breakdown(score_breakdown)),
  total_score integer not null check (total_score between 0 and 100),
  predicted_rank integer not null check (predicted_rank between 1 and 100000),
  predicted_nlu text not null check (char_length(predicted_nlu) between 1 and 100),
  strengths text[] not null default '{}' check (private.is_subject_list(strengths)),
  weaknesses text[] not null default '{}' check (private.is_subject_list(weaknesses)),
  created_at timestamptz not null default now()
);

create index diagnostic_tests_user_id_idx on public.diagnostic_tests (user_id, created_at desc);

alter table public.diagnostic_tests enable row level security;

revoke all on table public.diagnostic_tests from anon, authenticated;
grant select on table public.diagnostic_tests to authenticated;
grant insert (
  user_id,
  answers,
  score_breakdown,
  total_score,
  predicted_rank,
  predicted_nlu,
  strengths,
  weaknesses
) on table public.diagnostic_tests to authenticated;

create policy "Students read their own diagnostic tests"
  on public.diagnostic_tests for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students record their own diagnostic tests"
  on public.diagnostic_tests for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

-- contact_submissions: anyone may write, no client may read ----------------------------

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (
    char_length(email) <= 254
    and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

alter table public.contact_submissions enable row level security;

revoke all on table public.contact_submissions from anon, authenticated;
-- Insert only, and only the three fields: no select, so a client cannot even read back
-- the row it wrote (the app inserts without asking for it).
grant insert (name, email, message) on table public.contact_submissions to anon, authenticated;

create policy "Anyone sends a contact message"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (true);

-- Triggers -------------------------------------------------------------------------------

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- Runs as its owner: the new user has no insert grant on profiles.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (new.id, nullif(btrim(left(new.raw_user_meta_data ->> 'full_name', 100)), ''));
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Trigger functions are for triggers only.
revoke execute on function private.set_updated_at() from public;
revoke execute on function private.handle_new_user() from public;
