-- NyayaPath: the full CLAT mock.
--
-- 1. Each full mock a student starts is one use of 'fullMock' in usage_counters (one on the free
--    plan, the paid allowance on a plan), counted by the NyayaPath server like the AI tools.
-- 2. full_mock_attempts keeps each mock with the student who takes it: the paper fixed when it
--    started (the seed and the passages with how many of their questions are asked), the start
--    time the countdown runs from, the progress saved as she goes (answers, marks for review,
--    time per question, the question on screen) and, once submitted, the result, whose
--    wrongQuestionIds a review queue reads. With row-level security a student reads, starts and
--    saves only her own mocks; a submitted mock is never changed again, and nobody deletes one
--    but the owner of the table.

alter table public.usage_counters drop constraint usage_counters_feature_check;
alter table public.usage_counters add constraint usage_counters_feature_check check (
  feature in ('aiDoubtSolver', 'topicPractice', 'materialPractice', 'conceptExplainer', 'studyAdvice', 'fullMock')
);

create table public.full_mock_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  paper jsonb not null,
  started_at timestamptz not null,
  progress jsonb not null,
  submitted_at timestamptz,
  result jsonb,
  created_at timestamptz not null default now(),
  constraint full_mock_attempts_paper check (
    jsonb_typeof(paper) = 'object'
    and jsonb_typeof(paper -> 'sets') = 'array'
    and jsonb_array_length(paper -> 'sets') between 1 and 60
    and pg_column_size(paper) <= 16384
  ),
  constraint full_mock_attempts_progress check (jsonb_typeof(progress) = 'object' and pg_column_size(progress) <= 65536),
  constraint full_mock_attempts_result check (result is null or (jsonb_typeof(result) = 'object' and pg_column_size(result) <= 16384)),
  -- Submitted means marked: the two come together.
  constraint full_mock_attempts_submitted check ((submitted_at is null) = (result is null)),
  constraint full_mock_attempts_started check (started_at >= timestamptz '2026-01-01')
);

create index full_mock_attempts_by_student on public.full_mock_attempts (user_id, started_at desc);

comment on table public.full_mock_attempts is
  'Full CLAT mocks: the paper fixed at the start, progress saved as the student goes, the result once submitted. Students never change a submitted mock.';

alter table public.full_mock_attempts enable row level security;

revoke all on table public.full_mock_attempts from anon, authenticated;
grant select on table public.full_mock_attempts to authenticated;
-- Not id or created_at: the database sets those. The start is no later than now (checked below).
grant insert (user_id, paper, started_at, progress) on table public.full_mock_attempts to authenticated;
-- The paper, its owner and its start never change.
grant update (progress, submitted_at, result) on table public.full_mock_attempts to authenticated;

create policy "Students read their own mocks"
  on public.full_mock_attempts for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students start their own mocks, unsubmitted"
  on public.full_mock_attempts for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and submitted_at is null
    and result is null
    and started_at between now() - interval '5 minutes' and now() + interval '5 minutes'
  );

create policy "Students save and submit their own mocks until submitted"
  on public.full_mock_attempts for update
  to authenticated
  using ((select auth.uid()) = user_id and submitted_at is null)
  with check ((select auth.uid()) = user_id);
