-- NyayaPath: a change feed for each student's plan and usage.
--
-- The app asks the server for a student's status often (every page, every 5 s while a payment
-- waits), so each server process keeps a short-lived copy of it. Any change to a student's plan
-- or usage, made by any server process, the edge function or by hand, is announced on the
-- 'student_status' channel with the student's id, and every listening process forgets its copy
-- when the change commits. '*' means every student (a truncate).

create function public.announce_student_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_level = 'STATEMENT' then
    perform pg_notify('student_status', '*');
  elsif tg_op = 'DELETE' then
    perform pg_notify('student_status', old.user_id::text);
  else
    perform pg_notify('student_status', new.user_id::text);
  end if;
  return null;
end;
$$;

revoke execute on function public.announce_student_status_change() from public, anon, authenticated;

create trigger subscriptions_announce_change
  after insert or update or delete on public.subscriptions
  for each row execute function public.announce_student_status_change();

create trigger subscriptions_announce_truncate
  after truncate on public.subscriptions
  for each statement execute function public.announce_student_status_change();

create trigger usage_counters_announce_change
  after insert or update or delete on public.usage_counters
  for each row execute function public.announce_student_status_change();

create trigger usage_counters_announce_truncate
  after truncate on public.usage_counters
  for each statement execute function public.announce_student_status_change();
