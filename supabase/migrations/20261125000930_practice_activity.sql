-- NyayaPath: practice activity, what the weekly progress report counts.
--
-- One row per checked piece of practice: a Question Maker set whose results were shown, or one
-- question answered in Mistakes Review. It keeps the section, the topic and how many questions
-- were answered and right, never the questions themselves. The app writes with the student's
-- token: row-level security lets a student add and read only their own rows, and nobody may
-- change or delete a row once written (a report reads history as it happened).

create table public.practice_activity (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  source text not null check (source in ('question_maker', 'mistakes_review')),
  section text not null check (section in ('English', 'GK', 'Legal', 'Logical', 'Quant')),
  topic text not null check (char_length(btrim(topic)) between 1 and 120),
  answered smallint not null check (answered between 1 and 50),
  correct smallint not null check (correct >= 0),
  at timestamptz not null,
  recorded_at timestamptz not null default now(),
  constraint practice_activity_correct_within check (correct <= answered)
);

create index practice_activity_user_at_idx on public.practice_activity (user_id, at);

comment on table public.practice_activity is
  'Weekly report: one row per checked Question Maker set or reviewed mistake (counts only, no questions).';

alter table public.practice_activity enable row level security;

revoke all on table public.practice_activity from anon, authenticated;
grant select on table public.practice_activity to authenticated;
grant insert (user_id, source, section, topic, answered, correct, at) on table public.practice_activity to authenticated;

create policy "Students read their own practice activity"
  on public.practice_activity for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- A row dated more than a day ahead of the database's clock is refused: the app writes "now".
create policy "Students add to their own practice activity"
  on public.practice_activity for insert
  to authenticated
  with check ((select auth.uid()) = user_id and at <= now() + interval '1 day');
