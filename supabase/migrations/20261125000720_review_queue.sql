-- NyayaPath: Mistakes Review, each student's queue of wrongly answered questions.
--
-- One row per student and question: the question as it was asked (so it can be asked again when
-- its source is gone), its FSRS schedule, and due_at (the schedule's due time, kept as a column
-- so the queue can be read in order). The app writes with the student's token: row-level security
-- lets a student read, add and update only their own rows; nobody else reads them.

create table public.review_queue (
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id text not null check (char_length(question_id) between 1 and 120),
  question jsonb not null check (jsonb_typeof(question) = 'object' and pg_column_size(question) <= 16384),
  schedule jsonb not null check (jsonb_typeof(schedule) = 'object' and pg_column_size(schedule) <= 2048),
  due_at timestamptz not null,
  added_at timestamptz not null,
  last_wrong_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, question_id),
  constraint review_queue_question_id check (question ->> 'questionId' = question_id)
);

create index review_queue_due_idx on public.review_queue (user_id, due_at);

comment on table public.review_queue is
  'Mistakes Review: one row per student and wrongly answered question, with its FSRS schedule.';

alter table public.review_queue enable row level security;

revoke all on table public.review_queue from anon, authenticated;
grant select on table public.review_queue to authenticated;
grant insert (user_id, question_id, question, schedule, due_at, added_at, last_wrong_at) on table public.review_queue to authenticated;
grant update (question, schedule, due_at, last_wrong_at) on table public.review_queue to authenticated;

create policy "Students read their own review queue"
  on public.review_queue for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students add to their own review queue"
  on public.review_queue for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Students update their own review queue"
  on public.review_queue for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
