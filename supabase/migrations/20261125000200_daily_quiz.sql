-- NyayaPath: the daily current-affairs quiz, one attempt per student and day.
--
-- quiz_date is the calendar day in India (Asia/Kolkata), the day the quiz was set. With the
-- NyayaPath server as the AI host, the server marks the answers against the day's key (which
-- never reaches the browser before submitting) and writes the row as the table's owner. Without
-- it (Supabase for accounts, the questions from the app's own bank), the app writes the row with
-- the student's token: row-level security lets a student insert and read only their own rows,
-- never change or delete one, and only for the current Indian day (or the day before, for a quiz
-- opened before midnight). The unique key is what makes the quiz one attempt a day.

create function private.is_quiz_answers(answers jsonb, total integer)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when jsonb_typeof(answers) <> 'object' then false
    else (select count(*) from jsonb_object_keys(answers)) = total
      and not exists (
        select 1
        from jsonb_each(answers) as entry (question_id, choice)
        where case
          when char_length(entry.question_id) not between 1 and 100 or jsonb_typeof(entry.choice) <> 'number' then true
          else entry.choice::numeric not in (0, 1, 2, 3)
        end
      )
  end
$$;

revoke execute on function private.is_quiz_answers(jsonb, integer) from public;
grant execute on function private.is_quiz_answers(jsonb, integer) to authenticated, service_role;

create table public.daily_quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  quiz_date date not null,
  answers jsonb not null,
  score integer not null,
  total integer not null,
  submitted_at timestamptz not null default now(),
  constraint daily_quiz_attempts_one_a_day unique (user_id, quiz_date),
  constraint daily_quiz_attempts_total check (total between 1 and 10),
  constraint daily_quiz_attempts_score check (score between 0 and total),
  constraint daily_quiz_attempts_answers check (private.is_quiz_answers(answers, total)),
  constraint daily_quiz_attempts_date check (quiz_date >= date '2026-01-01')
);

comment on table public.daily_quiz_attempts is
  'One daily current-affairs quiz per student and Indian calendar day (Asia/Kolkata). Rows are never updated or deleted by students.';

alter table public.daily_quiz_attempts enable row level security;

revoke all on table public.daily_quiz_attempts from anon, authenticated;
grant select on table public.daily_quiz_attempts to authenticated;
-- Not id or submitted_at: the database sets those.
grant insert (user_id, quiz_date, answers, score, total) on table public.daily_quiz_attempts to authenticated;

create policy "Students read their own quiz attempts"
  on public.daily_quiz_attempts for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students record their own quiz attempt for today"
  on public.daily_quiz_attempts for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and quiz_date between (now() at time zone 'Asia/Kolkata')::date - 1 and (now() at time zone 'Asia/Kolkata')::date
  );
