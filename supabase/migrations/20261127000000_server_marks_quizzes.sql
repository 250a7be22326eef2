-- Where the NyayaPath server runs on this database, it holds the daily quiz's answers, marks each
-- attempt and keeps it: an attempt a student inserts directly would be a score nobody marked.
-- The server records at start-up that it marks the quizzes here, and the students' insert policy
-- reads that. A project without the server (the app writing through Supabase) keeps the
-- student's own insert, checked as before.

create table if not exists private.deployment (
  setting text primary key,
  enabled boolean not null
);

comment on table private.deployment is
  'What runs on this database beside Supabase: written by the NyayaPath server at start-up, read by row-level security.';

revoke all on table private.deployment from public, anon, authenticated;

create or replace function private.server_marks_quizzes()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select enabled from private.deployment where setting = 'server_marks_quizzes'), false)
$$;

revoke execute on function private.server_marks_quizzes() from public;
grant execute on function private.server_marks_quizzes() to authenticated, service_role;

alter policy "Students record their own quiz attempt for today"
  on public.daily_quiz_attempts
  with check (
    (select auth.uid()) = user_id
    and quiz_date between (now() at time zone 'Asia/Kolkata')::date - 1 and (now() at time zone 'Asia/Kolkata')::date
    and not (select private.server_marks_quizzes())
  );
