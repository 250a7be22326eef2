-- NyayaPath: the personalised daily study plan.
--
-- One row per student: the exam date the student set and which of one day's tasks are ticked
-- off (their ids, e.g. 'practice-Legal'). The tasks themselves are worked out in the app from the
-- exam date, the profile, the mocks and the review queue, so only these few facts are kept. The
-- app writes with the student's token: row-level security lets a student read, add and update
-- only their own row; nobody else reads it.

create table public.study_plans (
  user_id uuid primary key references auth.users (id) on delete cascade,
  exam_date date not null,
  plan_day date not null,
  done_task_ids jsonb not null default '[]'::jsonb
    check (jsonb_typeof(done_task_ids) = 'array' and jsonb_array_length(done_task_ids) <= 12 and pg_column_size(done_task_ids) <= 1024),
  updated_at timestamptz not null default now(),
  -- The app never plans for an exam already past or more than two years ahead.
  constraint study_plans_exam_date check (exam_date between plan_day and plan_day + 730)
);

comment on table public.study_plans is
  'Daily study plan: per student, the exam date and the ids of the day''s ticked tasks.';

alter table public.study_plans enable row level security;

revoke all on table public.study_plans from anon, authenticated;
grant select on table public.study_plans to authenticated;
grant insert (user_id, exam_date, plan_day, done_task_ids, updated_at) on table public.study_plans to authenticated;
grant update (exam_date, plan_day, done_task_ids, updated_at) on table public.study_plans to authenticated;

create policy "Students read their own study plan"
  on public.study_plans for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students add their own study plan"
  on public.study_plans for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Students update their own study plan"
  on public.study_plans for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
