-- Where the NyayaPath server runs on this database, it meters each full mock's start and marks
-- each paper: it keeps full_mock_attempts itself. A mock a student inserted or submitted
-- directly would be a start nobody counted or a result nobody marked. The server records at
-- start-up that it keeps the mocks (as it does for the daily quiz), and the students' insert and
-- update policies read that. A project without the server keeps the students' own writes.
--
-- One mock in progress a student, however many tabs or requests start one at once.

create or replace function private.server_keeps_mocks()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select enabled from private.deployment where setting = 'server_keeps_mocks'), false)
$$;

revoke execute on function private.server_keeps_mocks() from public;
grant execute on function private.server_keeps_mocks() to authenticated, service_role;

alter policy "Students start their own mocks, unsubmitted"
  on public.full_mock_attempts
  with check (
    (select auth.uid()) = user_id
    and submitted_at is null
    and result is null
    and started_at between now() - interval '5 minutes' and now() + interval '5 minutes'
    and not (select private.server_keeps_mocks())
  );

alter policy "Students save and submit their own mocks until submitted"
  on public.full_mock_attempts
  using ((select auth.uid()) = user_id and submitted_at is null and not (select private.server_keeps_mocks()))
  with check ((select auth.uid()) = user_id);

create unique index full_mock_attempts_one_open on public.full_mock_attempts (user_id) where submitted_at is null;
